// WmbFile::toJson: the parsed level as a tree (`ackedit-cli dump`). Objects, textures, materials,
// block summaries and BSP counts always; vertices, triangles, BSP records and PVS only when full.
#include "wmb/wmbfile.h"

#include "common/pixelformat.h"

#include <QJsonArray>

namespace ackedit::format {

namespace {

QJsonArray vec(const Eigen::Vector3f &v) { return {double(v[0]), double(v[1]), double(v[2])}; }

template<typename C> QJsonArray numbers(const C &values)
{
    QJsonArray a;
    for (auto v : values)
        a.append(double(v));
    return a;
}

QString text(const QByteArray &raw)
{
    const qsizetype nul = raw.indexOf('\0');
    return QString::fromLatin1(nul < 0 ? raw : raw.left(nul));
}

QString colour(quint32 rgb) { return QStringLiteral("#%1").arg(rgb & 0xffffff, 6, 16, QLatin1Char('0')); }

QJsonObject objectJson(const WmbObject &o)
{
    QJsonObject j;
    j[QStringLiteral("id")] = double(o.id);
    j[QStringLiteral("kind")] = o.kindName();
    j[QStringLiteral("type")] = double(o.type);
    if (o.hasName())
        j[QStringLiteral("name")] = text(o.name);
    switch (o.type) {
    case 1:
        j[QStringLiteral("position")] = vec(o.origin);
        j[QStringLiteral("angles")] = vec(o.angles);
        break;
    case 2:
        j[QStringLiteral("position")] = vec(o.origin);
        j[QStringLiteral("color")] = vec(o.light.color);
        j[QStringLiteral("range")] = double(o.light.range);
        j[QStringLiteral("flags")] = double(o.flags);
        break;
    case 3:
    case 7:
        j[QStringLiteral("position")] = vec(o.origin);
        j[QStringLiteral("angles")] = vec(o.angles);
        j[QStringLiteral("scale")] = vec(o.scale);
        j[QStringLiteral("file")] = QString::fromLatin1(o.fileText());
        j[QStringLiteral("action")] = text(o.action);
        j[QStringLiteral("skills")] = numbers(o.skills);
        j[QStringLiteral("flags")] = double(o.flags);
        j[QStringLiteral("ambient")] = double(o.ambient);
        if (o.fileOverflows())
            j[QStringLiteral("fileOverflowsIntoAction")] = true;
        if (o.type == 7) {
            j[QStringLiteral("albedo")] = double(o.entity.albedo);
            j[QStringLiteral("attachedPath")] = o.entity.attachedPath;
            j[QStringLiteral("attachedEntity")] = o.entity.attachedEntity;
            j[QStringLiteral("material")] = text(o.entity.material);
            j[QStringLiteral("string1")] = text(o.entity.string1);
            j[QStringLiteral("string2")] = text(o.entity.string2);
        }
        break;
    case 4:
        j[QStringLiteral("position")] = vec(o.origin);
        j[QStringLiteral("file")] = text(o.file);
        j[QStringLiteral("volume")] = double(o.sound.volume);
        j[QStringLiteral("range")] = double(o.sound.range);
        j[QStringLiteral("flags")] = double(o.flags);
        break;
    case 5:
        j[QStringLiteral("sunAzimuth")] = double(o.info.sunAzimuth);
        j[QStringLiteral("sunElevation")] = double(o.info.sunElevation);
        j[QStringLiteral("flags")] = double(o.flags);
        j[QStringLiteral("compilerVersion")] = double(o.info.compilerVersion);
        j[QStringLiteral("gamma")] = o.info.gamma;
        j[QStringLiteral("lightmapSize")] = o.info.lightmapSize;
        j[QStringLiteral("sunColor")] = colour(o.info.sunColor);
        j[QStringLiteral("ambientColor")] = colour(o.info.ambientColor);
        {
            QJsonArray fog;
            for (quint32 c : o.info.fogColors)
                fog.append(colour(c));
            j[QStringLiteral("fogColors")] = fog;
        }
        j[QStringLiteral("recordSize")] = o.info.storedSize + int(o.tail.size());
        break;
    case 6:
        if (o.path.legacy) {
            QJsonArray points;
            for (const Eigen::Vector3f &p : o.path.points)
                points.append(vec(p));
            j[QStringLiteral("points")] = points;
        } else {
            QJsonArray nodes, edges;
            for (const WmbPathNode &n : o.path.nodes)
                nodes.append(QJsonObject{{QStringLiteral("id"), double(n.id)},
                                         {QStringLiteral("position"), vec(n.position)},
                                         {QStringLiteral("skills"), numbers(n.skills)}});
            for (const WmbPathEdge &e : o.path.edges)
                edges.append(QJsonObject{{QStringLiteral("id"), double(e.id)},
                                         {QStringLiteral("node1"), double(e.node1)},
                                         {QStringLiteral("node2"), double(e.node2)},
                                         {QStringLiteral("length"), double(e.length)},
                                         {QStringLiteral("bezier"), double(e.bezier)},
                                         {QStringLiteral("weight"), double(e.weight)},
                                         {QStringLiteral("skill"), double(e.skill)}});
            j[QStringLiteral("nodes")] = nodes;
            j[QStringLiteral("edges")] = edges;
        }
        break;
    case 8:
        j[QStringLiteral("minimum")] = vec(o.origin);
        j[QStringLiteral("maximum")] = vec(o.region.maximum);
        break;
    default:
        j[QStringLiteral("rawBytes")] = double(o.tail.size());
        break;
    }
    return j;
}

QJsonObject blockJson(const WmbBlock &b, bool full)
{
    QJsonObject j{{QStringLiteral("id"), double(b.id)},
                  {QStringLiteral("mins"), vec(b.mins)},
                  {QStringLiteral("maxs"), vec(b.maxs)},
                  {QStringLiteral("content"), b.content},
                  {QStringLiteral("vertexCount"), double(b.vertices.size())},
                  {QStringLiteral("triangleCount"), double(b.triangles.size())}};
    QJsonArray skins;
    for (const WmbBlockSkin &s : b.skins)
        skins.append(QJsonObject{{QStringLiteral("texture"), s.texture},
                                 {QStringLiteral("lightmap"), s.lightmap},
                                 {QStringLiteral("material"), double(s.material)},
                                 {QStringLiteral("ambient"), double(s.ambient)},
                                 {QStringLiteral("albedo"), double(s.albedo)},
                                 {QStringLiteral("flags"), double(s.flags)}});
    j[QStringLiteral("skins")] = skins;
    if (full) {
        QJsonArray verts, tris;
        for (const WmbBlockVertex &v : b.vertices)
            verts.append(QJsonObject{{QStringLiteral("position"), vec(v.position)},
                                     {QStringLiteral("uv"), QJsonArray{double(v.uv[0]), double(v.uv[1])}},
                                     {QStringLiteral("lightmapUv"), QJsonArray{double(v.lightmapUv[0]), double(v.lightmapUv[1])}}});
        for (const WmbBlockTriangle &t : b.triangles)
            tris.append(QJsonObject{{QStringLiteral("v"), numbers(t.v)},
                                    {QStringLiteral("skin"), t.skin},
                                    {QStringLiteral("face"), double(t.face)}});
        j[QStringLiteral("vertices")] = verts;
        j[QStringLiteral("triangles")] = tris;
    }
    return j;
}

} // namespace

QJsonObject WmbFile::toJson(bool full) const
{
    QJsonObject root;
    root[QStringLiteral("format")] = formatName();
    root[QStringLiteral("version")] = m_version;

    QJsonArray lists;
    for (int i = 0; i < m_layout.listCount; ++i) {
        static const char *const placement[] = {"absent", "own", "alias"};
        QJsonObject l{{QStringLiteral("index"), i},
                      {QStringLiteral("name"), WmbList::name(i)},
                      {QStringLiteral("offset"), double(m_layout.offset[size_t(i)])},
                      {QStringLiteral("length"), double(m_layout.length[size_t(i)])},
                      {QStringLiteral("placement"), QLatin1String(placement[int(m_layout.placement[size_t(i)])])}};
        if (m_opaque[size_t(i)])
            l[QStringLiteral("opaque")] = true;
        if (m_layout.placement[size_t(i)] == WmbLayout::Placement::Alias && m_layout.anchor[size_t(i)].list >= 0)
            l[QStringLiteral("inside")] = WmbList::name(m_layout.anchor[size_t(i)].list);
        lists.append(l);
    }
    root[QStringLiteral("lists")] = lists;

    QJsonArray objects;
    for (const WmbObject &o : m_objects)
        objects.append(objectJson(o));
    root[QStringLiteral("objects")] = objects;

    QJsonArray textures;
    for (const WmbTexture &t : m_textures) {
        const int pt = t.pixelType();
        textures.append(QJsonObject{{QStringLiteral("id"), double(t.id)},
                                    {QStringLiteral("name"), text(t.name)},
                                    {QStringLiteral("width"), double(t.width)},
                                    {QStringLiteral("height"), double(t.height)},
                                    {QStringLiteral("type"), double(t.type)},
                                    {QStringLiteral("pixelType"), pt >= 0 ? PixelType::name(pt) : (t.type & 7) == 6 && t.type <= 15 ? QStringLiteral("DDS") : QStringLiteral("unknown")},
                                    {QStringLiteral("mipOffsets"), numbers(t.mipOffsets)},
                                    {QStringLiteral("dataBytes"), double(t.data.size())}});
    }
    root[QStringLiteral("textures")] = textures;

    QJsonArray materials;
    for (const WmbMaterial &m : m_materials)
        materials.append(QJsonObject{{QStringLiteral("id"), double(m.id)},
                                     {QStringLiteral("name"), text(m.name)},
                                     {QStringLiteral("texture"), double(m.texture)},
                                     {QStringLiteral("s"), numbers(m.s)},
                                     {QStringLiteral("t"), numbers(m.t)},
                                     {QStringLiteral("surfaceFlags"), m.surfaceFlags},
                                     {QStringLiteral("userFlags"), double(m.userFlags)},
                                     {QStringLiteral("ambient"), m.ambient},
                                     {QStringLiteral("albedo"), m.albedo}});
    root[QStringLiteral("materials")] = materials;

    QJsonArray blocks;
    for (const WmbBlock &b : m_blocks)
        blocks.append(blockJson(b, full));
    root[QStringLiteral("blocks")] = blocks;

    QJsonArray pages;
    for (const WmbLightmapPage &p : m_lightmapPages)
        pages.append(QJsonObject{{QStringLiteral("id"), double(p.id)}});
    root[QStringLiteral("lightmaps")] = QJsonObject{{QStringLiteral("size"), m_lightmapSize}, {QStringLiteral("pages"), pages}};
    QJsonArray terrain;
    for (const WmbTerrainLightmap &t : m_terrainLightmaps)
        terrain.append(QJsonObject{{QStringLiteral("id"), double(t.id)},
                                   {QStringLiteral("object"), double(t.object)},
                                   {QStringLiteral("width"), double(t.width)},
                                   {QStringLiteral("height"), double(t.height)}});
    root[QStringLiteral("terrainLightmaps")] = terrain;

    QJsonObject bsp{{QStringLiteral("planes"), double(m_planes.size())},
                    {QStringLiteral("nodes"), double(m_nodes.size())},
                    {QStringLiteral("leafs"), double(m_leafs.size())},
                    {QStringLiteral("clipNodes"), double(m_clipNodes.size())},
                    {QStringLiteral("bspBlocks"), double(m_bspBlocks.size())},
                    {QStringLiteral("pvsBytes"), double(m_raw[WmbList::Pvs].size())}};
    if (full) {
        QJsonArray nodes, leafs;
        for (const WmbNode &n : m_nodes)
            nodes.append(QJsonObject{{QStringLiteral("id"), double(n.id)},
                                     {QStringLiteral("plane"), double(n.plane)},
                                     {QStringLiteral("mins"), numbers(n.mins)},
                                     {QStringLiteral("maxs"), numbers(n.maxs)},
                                     {QStringLiteral("children"), numbers(n.children)},
                                     {QStringLiteral("firstFace"), double(n.firstFace)},
                                     {QStringLiteral("faceCount"), double(n.faceCount)}});
        for (size_t i = 0; i < m_leafs.size(); ++i) {
            const WmbLeaf &l = m_leafs[i];
            QJsonObject lj{{QStringLiteral("id"), double(l.id)},
                           {QStringLiteral("contents"), l.contents},
                           {QStringLiteral("pvsOffset"), l.pvsOffset},
                           {QStringLiteral("mins"), numbers(l.mins)},
                           {QStringLiteral("maxs"), numbers(l.maxs)},
                           {QStringLiteral("firstBlock"), l.firstBlock},
                           {QStringLiteral("blockCount"), l.blockCount}};
            if (i > 0 && !m_raw[WmbList::Pvs].isEmpty())
                lj[QStringLiteral("visibleLeaves")] = numbers(visibleLeaves(int(i)));
            leafs.append(lj);
        }
        bsp[QStringLiteral("nodeList")] = nodes;
        bsp[QStringLiteral("leafList")] = leafs;
        bsp[QStringLiteral("bspBlockList")] = numbers(m_bspBlocks);
        QJsonArray planes;
        for (const WmbPlane &p : m_planes)
            planes.append(QJsonObject{{QStringLiteral("normal"), vec(p.normal)},
                                      {QStringLiteral("dist"), double(p.dist)},
                                      {QStringLiteral("type"), p.type}});
        bsp[QStringLiteral("planeList")] = planes;
    }
    root[QStringLiteral("bsp")] = bsp;
    if (!m_models.empty()) {
        const WmbModel &m = m_models[0];
        root[QStringLiteral("model")] = QJsonObject{{QStringLiteral("bounds"), numbers(m.bounds)},
                                                    {QStringLiteral("headNodes"), numbers(m.headNodes)},
                                                    {QStringLiteral("visLeafs"), m.visLeafs},
                                                    {QStringLiteral("firstFace"), m.firstFace},
                                                    {QStringLiteral("faceCount"), m.faceCount}};
    }
    root[QStringLiteral("legacyGeometry")] = QJsonObject{{QStringLiteral("vertices"), double(m_vertices.size())},
                                                         {QStringLiteral("edges"), double(m_edges.size())},
                                                         {QStringLiteral("surfedges"), double(m_surfEdges.size())},
                                                         {QStringLiteral("faces"), double(m_faces.size())}};
    return root;
}

} // namespace ackedit::format

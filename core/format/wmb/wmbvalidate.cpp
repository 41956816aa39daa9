// WmbFile::validate: every offset, length, count and index. Quirks that real compilers produce
// (garbage in A5/A6 face plane fields and leaf 0, the terrain lightmap list pointing into the
// block lightmaps, WED's 13-byte file name overflow) are reported as non-fatal.
#include "wmb/wmbfile.h"

#include "common/pixelformat.h"
#include "wmb/wmbreader.h"
#include "wmb/wmbtexturecodec.h"

#include <cmath>

namespace ackedit::format {

namespace {

class Issues
{
public:
    explicit Issues(const WmbLayout &layout) : m_layout(layout) {}
    // File offset of byte `rel` of `list` as read (-1 when the list has no own data).
    qint64 at(int list, qint64 rel) const
    {
        return m_layout.placement[size_t(list)] == WmbLayout::Placement::Own ? qint64(m_layout.offset[size_t(list)]) + rel : -1;
    }
    void add(qint64 offset, const QString &field, const QString &problem, bool fatal = true)
    {
        out.push_back({FormatError(offset, field, problem), fatal});
    }
    std::vector<ValidationIssue> out;

private:
    const WmbLayout &m_layout;
};

} // namespace

std::vector<ValidationIssue> WmbFile::validate() const
{
    Issues is(m_layout);
    const WmbLayout &lay = m_layout;

    // --- Layout ---
    for (int i = 0; i < lay.listCount; ++i) {
        const QString field = QStringLiteral("header.list[%1]").arg(i);
        if (lay.placement[size_t(i)] == WmbLayout::Placement::Alias) {
            const WmbLayout::Anchor &a = lay.anchor[size_t(i)];
            if (lay.length[size_t(i)] == 0)
                is.add(4 + 8 * i, field, QStringLiteral("empty %1 list with offset %2").arg(WmbList::name(i)).arg(lay.offset[size_t(i)]), false);
            else if (i == WmbList::TerrainLightmaps && a.list == WmbList::Lightmaps)
                is.add(4 + 8 * i, field, QStringLiteral("lightmaps_terrain points inside the block lightmaps "
                                                        "(known compiler bug); kept as it is"), false);
            else
                is.add(4 + 8 * i, field, QStringLiteral("%1 overlaps %2").arg(WmbList::name(i), WmbList::name(a.list)));
        }
        if (m_opaque[size_t(i)] && i != WmbList::Pvs && i != WmbList::Lighting && i != WmbList::Legacy8) {
            const int rs = WmbReader::recordSize(i, m_version);
            is.add(is.at(i, 0), WmbList::name(i),
                   rs > 0 ? QStringLiteral("length %1 is not a multiple of the %2-byte record; kept as bytes")
                                .arg(m_raw[size_t(i)].size()).arg(rs)
                          : QStringLiteral("list does not parse; kept as bytes"));
        }
    }

    // --- Textures ---
    for (size_t i = 0; i < m_textures.size(); ++i) {
        const WmbTexture &t = m_textures[i];
        const QString f = QStringLiteral("textures[%1]").arg(i);
        const int pt = t.pixelType();
        if (pt >= 0) {
            if (PixelType::hasMips(pt)) {
                const auto expected = WmbTextureCodec::standardMipOffsets(pt, t.width, t.height);
                if (t.mipOffsets != expected)
                    is.add(-1, f + QLatin1String(".mipOffsets"),
                           QStringLiteral("mip offsets %1, %2, %3 differ from the layout %4, %5, %6")
                               .arg(t.mipOffsets[0]).arg(t.mipOffsets[1]).arg(t.mipOffsets[2])
                               .arg(expected[0]).arg(expected[1]).arg(expected[2]));
                if (t.width % 8 != 0 || t.height % 8 != 0)
                    is.add(-1, f + QLatin1String(".width"),
                           QStringLiteral("mipmapped %1 x %2 is not a multiple of 8").arg(t.width).arg(t.height), false);
            }
        } else if ((t.type & 7) == 6 && t.type <= 15) {
            if (!t.data.startsWith("DDS "))
                is.add(-1, f + QLatin1String(".data"), QStringLiteral("DDS texture without \"DDS \" magic"));
        } else if ((t.type & 7) != 7 || t.type > 15) {
            is.add(-1, f + QLatin1String(".type"), QStringLiteral("unknown texture type %1; pixels kept as bytes").arg(t.type), false);
        }
    }

    // --- Materials / old faces ---
    for (size_t i = 0; i < m_materials.size(); ++i) {
        if (m_materials[i].texture >= m_textures.size())
            is.add(is.at(WmbList::Materials, 64 * qint64(i) + 32), QStringLiteral("materials[%1].texture").arg(i),
                   QStringLiteral("texture %1 of %2").arg(m_materials[i].texture).arg(m_textures.size()));
    }
    const qint64 faceSize = WmbReader::recordSize(WmbList::Faces, m_version);
    for (size_t i = 0; i < m_faces.size(); ++i) {
        const WmbFace &fc = m_faces[i];
        const QString f = QStringLiteral("faces[%1]").arg(i);
        const qint64 off = is.at(WmbList::Faces, faceSize * qint64(i));
        if (qint64(fc.firstEdge) + fc.edgeCount > qint64(m_surfEdges.size()))
            is.add(off, f + QLatin1String(".edges"), QStringLiteral("surfedges %1..+%2 of %3").arg(fc.firstEdge).arg(fc.edgeCount).arg(m_surfEdges.size()));
        if (fc.texinfo >= m_materials.size())
            is.add(off, f + QLatin1String(".texinfo"), QStringLiteral("texinfo %1 of %2").arg(fc.texinfo).arg(m_materials.size()));
        if (fc.planeIndex(quakeRecords()) >= m_planes.size())
            is.add(off, f + QLatin1String(".plane"), QStringLiteral("plane %1 of %2").arg(fc.planeIndex(quakeRecords())).arg(m_planes.size()));
    }
    for (size_t i = 0; i < m_surfEdges.size(); ++i) {
        const qint64 e = m_surfEdges[i];
        if ((e < 0 ? -e : e) >= qint64(m_edges.size()))
            is.add(is.at(WmbList::SurfEdges, 4 * qint64(i)), QStringLiteral("surfedges[%1]").arg(i),
                   QStringLiteral("edge %1 of %2").arg(e).arg(m_edges.size()));
    }
    for (size_t i = 1; i < m_edges.size(); ++i) { // edge 0 is never used (garbage in some files)
        for (quint32 v : m_edges[i].v)
            if (v >= m_vertices.size())
                is.add(-1, QStringLiteral("edges[%1]").arg(i), QStringLiteral("vertex %1 of %2").arg(v).arg(m_vertices.size()));
    }

    // --- Blocks ---
    const qint64 pages = qint64(m_lightmapPages.size());
    for (size_t b = 0; b < m_blocks.size(); ++b) {
        const WmbBlock &blk = m_blocks[b];
        const QString f = QStringLiteral("blocks[%1]").arg(b);
        for (size_t t = 0; t < blk.triangles.size(); ++t) {
            const WmbBlockTriangle &tri = blk.triangles[t];
            for (int k = 0; k < 3; ++k)
                if (tri.v[size_t(k)] >= blk.vertices.size())
                    is.add(-1, f + QStringLiteral(".triangle[%1].v[%2]").arg(t).arg(k),
                           QStringLiteral("vertex %1 of %2").arg(tri.v[size_t(k)]).arg(blk.vertices.size()));
            if (tri.skin >= blk.skins.size())
                is.add(-1, f + QStringLiteral(".triangle[%1].skin").arg(t), QStringLiteral("skin %1 of %2").arg(tri.skin).arg(blk.skins.size()));
        }
        for (size_t s = 0; s < blk.skins.size(); ++s) {
            const WmbBlockSkin &sk = blk.skins[s];
            if (sk.texture >= m_textures.size())
                is.add(-1, f + QStringLiteral(".skin[%1].texture").arg(s), QStringLiteral("texture %1 of %2").arg(sk.texture).arg(m_textures.size()));
            if (sk.lightmap >= pages)
                is.add(-1, f + QStringLiteral(".skin[%1].lightmap").arg(s),
                       QStringLiteral("lightmap page %1 of %2").arg(sk.lightmap).arg(pages), pages > 0);
        }
        bool inside = true;
        for (const WmbBlockVertex &v : blk.vertices)
            for (int k = 0; k < 3; ++k)
                inside = inside && v.position[k] >= blk.mins[k] - 0.01f && v.position[k] <= blk.maxs[k] + 0.01f;
        if (!inside)
            is.add(-1, f + QLatin1String(".mins"), QStringLiteral("vertices outside the block's bounding box"), false);
    }

    // --- Objects ---
    int paths = 0, infos = 0;
    for (const WmbObject &o : m_objects) {
        paths += o.type == quint32(WmbObjectKind::Path);
        infos += o.type == quint32(WmbObjectKind::Info);
    }
    if (infos != 1 && hasList(WmbList::Objects))
        is.add(is.at(WmbList::Objects, 0), QStringLiteral("objects"), QStringLiteral("%1 INFO objects (one expected)").arg(infos), false);
    for (size_t i = 0; i < m_objects.size(); ++i) {
        const WmbObject &o = m_objects[i];
        const QString f = QStringLiteral("objects[%1]").arg(i);
        if (!o.isKnownKind())
            is.add(-1, f + QLatin1String(".type"), QStringLiteral("unknown object type %1; record kept raw").arg(o.type), false);
        if (o.fileOverflows())
            is.add(-1, f + QLatin1String(".file"),
                   QStringLiteral("file name \"%1\" runs into the action field (WED overflow)")
                       .arg(QString::fromLatin1(o.fileText())), false);
        if (o.type == quint32(WmbObjectKind::Info) && o.info.lightmapSize > 2)
            is.add(-1, f + QLatin1String(".lightmapSize"), QStringLiteral("lightmap size code %1 (0..2)").arg(o.info.lightmapSize), false);
        if (o.type == quint32(WmbObjectKind::Entity) && (o.entity.attachedPath < 0 || o.entity.attachedPath > paths))
            is.add(-1, f + QLatin1String(".attachedPath"), QStringLiteral("path %1 of %2").arg(o.entity.attachedPath).arg(paths), false);
        if (o.type == quint32(WmbObjectKind::Path) && !o.path.legacy) {
            const float n = float(o.path.nodes.size());
            for (size_t e = 0; e < o.path.edges.size(); ++e) {
                const WmbPathEdge &edge = o.path.edges[e];
                for (float node : {edge.node1, edge.node2})
                    if (!(node >= 1 && node <= n && std::floor(node) == node))
                        is.add(-1, f + QStringLiteral(".edge[%1]").arg(e), QStringLiteral("node %1 of %2").arg(node).arg(n));
            }
        }
    }

    // --- BSP ---
    const qint64 pvsSize = m_raw[WmbList::Pvs].size();
    for (size_t i = 0; i < m_nodes.size(); ++i) {
        const WmbNode &nd = m_nodes[i];
        const QString f = QStringLiteral("bsp_nodes[%1]").arg(i);
        if (nd.plane >= m_planes.size())
            is.add(-1, f + QLatin1String(".plane"), QStringLiteral("plane %1 of %2").arg(nd.plane).arg(m_planes.size()));
        for (qint32 c : nd.children) {
            if ((c >= 0 && c >= qint64(m_nodes.size())) || (c < 0 && -(qint64(c) + 1) >= qint64(m_leafs.size())))
                is.add(-1, f + QLatin1String(".children"), QStringLiteral("child %1 out of range (%2 nodes, %3 leafs)").arg(c).arg(m_nodes.size()).arg(m_leafs.size()));
        }
    }
    // Node face ranges: old faces, or (WMB7) the level-wide triangle face numbers of legacy7.
    const qint64 nodeFaces = !m_faces.empty() ? qint64(m_faces.size()) : !m_models.empty() ? qint64(m_models[0].faceCount) : 0;
    for (size_t i = 0; i < m_nodes.size(); ++i) {
        if (qint64(m_nodes[i].firstFace) + m_nodes[i].faceCount > nodeFaces)
            is.add(-1, QStringLiteral("bsp_nodes[%1].firstFace").arg(i),
                   QStringLiteral("faces %1..+%2 of %3").arg(m_nodes[i].firstFace).arg(m_nodes[i].faceCount).arg(nodeFaces));
    }
    const qint64 blockTargets = m_blocks.empty() ? qint64(m_faces.size()) : qint64(m_blocks.size());
    for (size_t i = 0; i < m_leafs.size(); ++i) {
        const WmbLeaf &lf = m_leafs[i];
        const QString f = QStringLiteral("bsp_leafs[%1]").arg(i);
        const bool solid = i == 0; // leaf 0: the shared solid leaf, garbage in A5/A6 output
        if (lf.pvsOffset != -1 && (lf.pvsOffset < 0 || lf.pvsOffset >= pvsSize) && !(solid || (lf.pvsOffset == 0 && pvsSize == 0)))
            is.add(-1, f + QLatin1String(".pvsOffset"), QStringLiteral("offset %1 of %2 PVS bytes").arg(lf.pvsOffset).arg(pvsSize));
        if ((lf.firstBlock < 0 || lf.blockCount < 0 || qint64(lf.firstBlock) + lf.blockCount > qint64(m_bspBlocks.size())))
            is.add(-1, f + QLatin1String(".firstBlock"),
                   QStringLiteral("bsp_blocks %1..+%2 of %3").arg(lf.firstBlock).arg(lf.blockCount).arg(m_bspBlocks.size()), !solid);
    }
    for (size_t i = 0; i < m_bspBlocks.size(); ++i) {
        if (m_bspBlocks[i] >= blockTargets)
            is.add(-1, QStringLiteral("bsp_blocks[%1]").arg(i), QStringLiteral("index %1 of %2").arg(m_bspBlocks[i]).arg(blockTargets));
    }
    for (size_t i = 0; i < m_clipNodes.size(); ++i) {
        const WmbClipNode &c = m_clipNodes[i];
        const QString f = QStringLiteral("aabb_hulls[%1]").arg(i);
        if (c.plane < 0 || c.plane >= qint64(m_planes.size()))
            is.add(-1, f + QLatin1String(".plane"), QStringLiteral("plane %1 of %2").arg(c.plane).arg(m_planes.size()));
        for (qint32 ch : c.children)
            if (ch >= qint64(m_clipNodes.size()))
                is.add(-1, f + QLatin1String(".children"), QStringLiteral("clip node %1 of %2").arg(ch).arg(m_clipNodes.size()));
    }
    if (!m_models.empty() && !m_nodes.empty() && (m_models[0].headNodes[0] < 0 || m_models[0].headNodes[0] >= qint64(m_nodes.size())))
        is.add(is.at(WmbList::Models, 36), QStringLiteral("legacy7.headNodes[0]"), QStringLiteral("node %1 of %2").arg(m_models[0].headNodes[0]).arg(m_nodes.size()));
    if (hasList(WmbList::Models) && m_models.size() != 1 && !isOpaque(WmbList::Models))
        is.add(is.at(WmbList::Models, 0), QStringLiteral("legacy7"), QStringLiteral("%1 model records (1 expected)").arg(m_models.size()), false);

    // --- Lightmaps ---
    if (!m_listTail[WmbList::Lightmaps].isEmpty())
        is.add(is.at(WmbList::Lightmaps, 0), QStringLiteral("lightmaps"),
               QStringLiteral("%1 bytes after the last whole %2 x %2 page").arg(m_listTail[WmbList::Lightmaps].size()).arg(m_lightmapSize));
    for (size_t i = 0; i < m_terrainLightmaps.size(); ++i) {
        if (m_terrainLightmaps[i].object >= m_objects.size())
            is.add(-1, QStringLiteral("lightmaps_terrain[%1].object").arg(i),
                   QStringLiteral("object %1 of %2").arg(m_terrainLightmaps[i].object).arg(m_objects.size()), false);
    }
    return is.out;
}

} // namespace ackedit::format

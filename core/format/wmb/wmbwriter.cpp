#include "wmb/wmbwriter.h"

#include "io/bytewriter.h"
#include "wmb/wmbobjectcodec.h"
#include "wmb/wmbtexturecodec.h"

#include <limits>

namespace ackedit::format {

namespace {

// WMB2 stores some BSP fields in 16 bits; an out-of-range value cannot be written.
template<typename T> T narrow(qint64 v, const QString &field)
{
    if (v < qint64(std::numeric_limits<T>::min()) || v > qint64(std::numeric_limits<T>::max()))
        throw FormatError(-1, field, QStringLiteral("value %1 does not fit the 16-bit WMB2 field").arg(v));
    return T(v);
}

void writeVec(ByteWriter &w, const Eigen::Vector3f &v)
{
    for (int k = 0; k < 3; ++k)
        w.f32(v[k]);
}

} // namespace

QByteArray WmbFile::write() const
{
    return WmbWriter(*this).write();
}

QByteArray WmbWriter::write() const
{
    const WmbLayout &lay = m_file.m_layout;
    const int n = lay.listCount;
    if (lay.magic.size() != 4)
        throw FormatError(-1, QStringLiteral("header.version"), QStringLiteral("magic must be 4 bytes"));
    std::vector<int> order = lay.order;
    if (lay.placement[WmbList::Objects] != WmbLayout::Placement::Own && !m_file.m_objects.empty()) {
        if (WmbList::Objects >= n)
            throw FormatError(-1, QStringLiteral("objects"), QStringLiteral("the header has no objects list"));
        order.push_back(WmbList::Objects);
    }

    ByteWriter w;
    w.bytes(lay.magic);
    w.zeros(8 * qint64(n));
    std::array<qint64, WmbList::MaxLists> off{}, len{};
    std::array<bool, WmbList::MaxLists> written{};
    for (int list : order) {
        if (lay.placement[size_t(list)] == WmbLayout::Placement::Own)
            w.bytes(lay.gapBefore[size_t(list)]);
        off[size_t(list)] = w.pos();
        const QByteArray data = listData(list);
        w.bytes(data);
        len[size_t(list)] = data.size();
        written[size_t(list)] = true;
    }
    w.bytes(lay.trailing);
    if (w.pos() > 0xffffffffLL)
        throw FormatError(-1, QStringLiteral("file"), QStringLiteral("level exceeds 4 GB"));

    for (int i = 0; i < n; ++i) {
        quint32 o = 0, l = 0;
        if (written[size_t(i)]) {
            o = quint32(off[size_t(i)]);
            l = quint32(len[size_t(i)]);
        } else if (lay.placement[size_t(i)] == WmbLayout::Placement::Alias) {
            const WmbLayout::Anchor &a = lay.anchor[size_t(i)];
            l = lay.length[size_t(i)];
            if (a.list >= 0 && written[size_t(a.list)])
                o = quint32(off[size_t(a.list)] + (a.fromEnd ? len[size_t(a.list)] : a.delta));
            else
                o = quint32(a.list >= 0 ? lay.offset[size_t(i)] : quint32(a.delta));
        }
        w.patchU32(4 + 8 * qint64(i), o);
        w.patchU32(8 + 8 * qint64(i), l);
    }
    return w.take();
}

QByteArray WmbWriter::listData(int list) const
{
    if (m_file.m_opaque[size_t(list)])
        return m_file.m_raw[size_t(list)];
    switch (list) {
    case WmbList::Palette: {
        const WmbPaletteList &p = m_file.m_palette;
        if (p.header.size() != 16 || p.rgb.size() != 768)
            throw FormatError(-1, QStringLiteral("palettes"), QStringLiteral("palette must be 16 + 768 bytes"));
        return p.header + p.rgb + p.extra;
    }
    case WmbList::Textures: return WmbTextureCodec::write(m_file);
    case WmbList::Objects: return WmbObjectCodec::write(m_file);
    case WmbList::Lightmaps: return lightmaps();
    case WmbList::Blocks: return blocks();
    case WmbList::TerrainLightmaps: return terrainLightmaps();
    case WmbList::Pvs:
    case WmbList::Lighting:
    case WmbList::Legacy8: return m_file.m_raw[size_t(list)];
    default: return arrayList(list);
    }
}

QByteArray WmbWriter::arrayList(int list) const
{
    const WmbFile &f = m_file;
    const bool quake = f.quakeRecords();
    ByteWriter w;
    switch (list) {
    case WmbList::Planes:
        for (const WmbPlane &p : f.m_planes) {
            writeVec(w, p.normal);
            w.f32(p.dist);
            w.i32(p.type);
        }
        break;
    case WmbList::Materials:
        for (const WmbMaterial &m : f.m_materials) {
            for (float v : m.s)
                w.f32(v);
            for (float v : m.t)
                w.f32(v);
            w.u32(m.texture);
            w.u16(m.surfaceFlags);
            w.u32(m.userFlags);
            w.i8(m.ambient);
            w.u8(m.albedo);
            if (m.name.size() != 20)
                throw FormatError(-1, QStringLiteral("materials.name"), QStringLiteral("name field must be 20 bytes"));
            w.bytes(m.name);
        }
        break;
    case WmbList::Vertices:
        for (const Eigen::Vector3f &v : f.m_vertices)
            writeVec(w, v);
        break;
    case WmbList::Edges:
        for (const WmbEdge &e : f.m_edges)
            for (quint32 v : e.v) {
                if (quake)
                    w.u16(narrow<quint16>(v, QStringLiteral("edges.v")));
                else
                    w.u32(v);
            }
        break;
    case WmbList::SurfEdges:
        for (qint32 e : f.m_surfEdges)
            w.i32(e);
        break;
    case WmbList::Faces:
        for (const WmbFace &fc : f.m_faces) {
            w.u16(fc.head);
            w.u16(fc.side);
            w.u32(fc.firstEdge);
            w.u16(fc.edgeCount);
            w.u16(fc.texinfo);
            for (quint8 b : fc.light)
                w.u8(b);
            w.i32(fc.lightOffset);
            if (!quake)
                w.u32(fc.plane);
        }
        break;
    case WmbList::Nodes:
        for (const WmbNode &nd : f.m_nodes) {
            if (quake) {
                w.i32(qint32(nd.plane));
                for (qint32 c : nd.children)
                    w.i16(narrow<qint16>(c, QStringLiteral("nodes.children")));
            } else {
                w.u32(nd.plane);
                w.u32(nd.unknown1);
            }
            for (qint16 v : nd.mins)
                w.i16(v);
            for (qint16 v : nd.maxs)
                w.i16(v);
            if (quake) {
                w.u16(narrow<quint16>(nd.firstFace, QStringLiteral("nodes.firstFace")));
                w.u16(narrow<quint16>(nd.faceCount, QStringLiteral("nodes.faceCount")));
            } else {
                w.u32(nd.unknown2);
                for (qint32 c : nd.children)
                    w.i32(c);
                w.u32(nd.firstFace);
                w.u32(nd.faceCount);
            }
        }
        break;
    case WmbList::Leafs:
        for (const WmbLeaf &lf : f.m_leafs) {
            w.i32(lf.contents);
            w.i32(lf.pvsOffset);
            for (qint16 v : lf.mins)
                w.i16(v);
            for (qint16 v : lf.maxs)
                w.i16(v);
            if (quake) {
                w.u16(narrow<quint16>(lf.firstBlock, QStringLiteral("leafs.firstMarkSurface")));
                w.u16(narrow<quint16>(lf.blockCount, QStringLiteral("leafs.markSurfaceCount")));
                w.u32(lf.unknown[0]);
            } else {
                for (quint32 v : lf.unknown)
                    w.u32(v);
                w.i32(lf.firstBlock);
                w.i32(lf.blockCount);
            }
        }
        break;
    case WmbList::ClipNodes:
        for (const WmbClipNode &c : f.m_clipNodes) {
            w.i32(c.plane);
            if (quake) {
                for (qint32 ch : c.children)
                    w.i16(narrow<qint16>(ch, QStringLiteral("aabb_hulls.children")));
            } else {
                w.i32(c.unknown);
                for (qint32 ch : c.children)
                    w.i32(ch);
            }
        }
        break;
    case WmbList::BspBlocks:
        for (quint32 b : f.m_bspBlocks) {
            if (quake)
                w.u16(narrow<quint16>(b, QStringLiteral("bsp_blocks")));
            else
                w.u32(b);
        }
        break;
    case WmbList::Models:
        for (const WmbModel &m : f.m_models) {
            for (float v : m.bounds)
                w.f32(v);
            for (qint32 v : m.origin)
                w.i32(v);
            for (qint32 v : m.headNodes)
                w.i32(v);
            for (const auto &hull : m.hullMins)
                for (qint32 v : hull)
                    w.i32(v);
            for (const auto &hull : m.hullMaxs)
                for (qint32 v : hull)
                    w.i32(v);
            w.i32(m.visLeafs);
            w.i32(m.firstFace);
            w.i32(m.faceCount);
        }
        break;
    default:
        break;
    }
    return w.take();
}

QByteArray WmbWriter::lightmaps() const
{
    QByteArray out;
    const qint64 page = qint64(m_file.m_lightmapSize) * m_file.m_lightmapSize * 3;
    for (size_t i = 0; i < m_file.m_lightmapPages.size(); ++i) {
        const QByteArray &bgr = m_file.m_lightmapPages[i].bgr;
        if (bgr.size() != page)
            throw FormatError(-1, QStringLiteral("lightmaps[%1]").arg(i),
                              QStringLiteral("page holds %1 bytes, %2 expected").arg(bgr.size()).arg(page));
        out += bgr;
    }
    return out + m_file.m_listTail[WmbList::Lightmaps];
}

QByteArray WmbWriter::blocks() const
{
    ByteWriter w;
    w.u32(quint32(m_file.m_blocks.size()));
    for (size_t b = 0; b < m_file.m_blocks.size(); ++b) {
        const WmbBlock &blk = m_file.m_blocks[b];
        writeVec(w, blk.mins);
        writeVec(w, blk.maxs);
        w.i32(blk.content);
        w.u32(quint32(blk.vertices.size()));
        w.u32(quint32(blk.triangles.size()));
        w.u32(quint32(blk.skins.size()));
        for (const WmbBlockVertex &v : blk.vertices) {
            writeVec(w, v.position);
            w.f32(v.uv[0]);
            w.f32(v.uv[1]);
            w.f32(v.lightmapUv[0]);
            w.f32(v.lightmapUv[1]);
        }
        for (const WmbBlockTriangle &t : blk.triangles) {
            for (quint16 v : t.v)
                w.u16(v);
            w.u16(t.skin);
            w.u32(t.face);
        }
        for (const WmbBlockSkin &s : blk.skins) {
            w.u16(s.texture);
            w.u16(s.lightmap);
            w.u32(s.material);
            w.f32(s.ambient);
            w.f32(s.albedo);
            w.u32(s.flags);
        }
    }
    w.bytes(m_file.m_listTail[WmbList::Blocks]);
    return w.take();
}

QByteArray WmbWriter::terrainLightmaps() const
{
    ByteWriter w;
    w.u32(quint32(m_file.m_terrainLightmaps.size()));
    for (size_t i = 0; i < m_file.m_terrainLightmaps.size(); ++i) {
        const WmbTerrainLightmap &t = m_file.m_terrainLightmaps[i];
        if (t.bgr.size() != qint64(t.width) * t.height * 3)
            throw FormatError(-1, QStringLiteral("lightmaps_terrain[%1]").arg(i),
                              QStringLiteral("pixel bytes do not match %1 x %2").arg(t.width).arg(t.height));
        w.u32(t.object);
        w.u32(t.width);
        w.u32(t.height);
        w.bytes(t.bgr);
    }
    w.bytes(m_file.m_listTail[WmbList::TerrainLightmaps]);
    return w.take();
}

} // namespace ackedit::format

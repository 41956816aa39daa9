#include "wmb/wmbreader.h"

#include "wmb/wmbobjectcodec.h"
#include "wmb/wmbtexturecodec.h"

#include <algorithm>

namespace ackedit::format {

std::unique_ptr<WmbFile> readWmb(const QByteArray &data)
{
    return WmbReader(data).read();
}

int WmbReader::recordSize(int list, int version)
{
    const bool quake = version <= 2;
    switch (list) {
    case WmbList::Planes: return 20;
    case WmbList::Vertices: return 12;
    case WmbList::Nodes: return quake ? 24 : 40;
    case WmbList::Materials: return 64;
    case WmbList::Faces: return quake ? 20 : 24;
    case WmbList::ClipNodes: return quake ? 8 : 16;
    case WmbList::Leafs: return quake ? 28 : 36;
    case WmbList::BspBlocks: return quake ? 2 : 4;
    case WmbList::Edges: return quake ? 4 : 8;
    case WmbList::SurfEdges: return 4;
    case WmbList::Models: return 160;
    default: return 0;
    }
}

std::unique_ptr<WmbFile> WmbReader::read()
{
    auto file = std::make_unique<WmbFile>();
    m_file = file.get();
    readHeader();
    placeLists();
    const WmbLayout &lay = m_file->m_layout;
    auto own = [&](int list) { return lay.placement[size_t(list)] == WmbLayout::Placement::Own; };

    // Objects first: INFO decides the lightmap page size.
    if (own(WmbList::Objects))
        parse(WmbList::Objects, [&](ByteReader &r) { WmbObjectCodec::read(r, *m_file); });
    if (own(WmbList::Textures))
        parse(WmbList::Textures, [&](ByteReader &r) { WmbTextureCodec::read(r, *m_file); });
    readPalette();
    readArrays();
    readLightmaps();
    readBlocks();
    readTerrainLightmaps();
    for (int list : {WmbList::Pvs, WmbList::Lighting, WmbList::Legacy8}) {
        if (own(list)) {
            m_file->m_opaque[size_t(list)] = true;
            m_file->m_raw[size_t(list)] = m_data.mid(lay.offset[size_t(list)], lay.length[size_t(list)]);
        }
    }
    return file;
}

void WmbReader::readHeader()
{
    ByteReader r(m_data);
    WmbLayout &lay = m_file->m_layout;
    lay.magic = r.bytes(4, QStringLiteral("header.version"));
    if (!lay.magic.startsWith("WMB") || lay.magic.at(3) < '2' || lay.magic.at(3) > '7')
        r.failAt(0, QStringLiteral("header.version"),
                 QStringLiteral("not a WMB2..WMB7 file (magic \"%1\")").arg(QString::fromLatin1(lay.magic.toHex())));
    m_file->m_version = lay.magic.at(3) - '0';
    const int version = m_file->m_version;

    if (version == 7 || version <= 4) {
        lay.listCount = version == 7 ? 20 : 16;
        r.require(qint64(lay.listCount) * 8, QStringLiteral("header.lists"));
        for (int i = 0; i < lay.listCount; ++i) {
            lay.offset[size_t(i)] = r.u32(QStringLiteral("header.list[%1].offset").arg(i));
            lay.length[size_t(i)] = r.u32(QStringLiteral("header.list[%1].length").arg(i));
        }
    } else {
        // WMB5/6: 17 or 19 lists; the header ends where the first list begins (wmb.md).
        qint64 firstData = m_data.size();
        int n = 0;
        while (n < WmbList::MaxLists && 4 + 8 * qint64(n + 1) <= firstData) {
            lay.offset[size_t(n)] = r.u32(QStringLiteral("header.list[%1].offset").arg(n));
            lay.length[size_t(n)] = r.u32(QStringLiteral("header.list[%1].length").arg(n));
            if (lay.offset[size_t(n)] != 0)
                firstData = std::min<qint64>(firstData, lay.offset[size_t(n)]);
            ++n;
        }
        if (n < 16)
            r.failAt(4, QStringLiteral("header.lists"),
                     QStringLiteral("only %1 list entries fit before the first list (16..20 expected)").arg(n));
        lay.listCount = n;
    }
    const qint64 headerEnd = 4 + 8 * qint64(lay.listCount);
    for (int i = 0; i < lay.listCount; ++i) {
        const qint64 off = lay.offset[size_t(i)], len = lay.length[size_t(i)];
        const QString field = QStringLiteral("header.list[%1]").arg(i);
        if (len == 0)
            continue;
        if (off < headerEnd)
            r.failAt(4 + 8 * i, field,
                     QStringLiteral("list %1 (%2) at offset %3 overlaps the %4-byte header")
                         .arg(i).arg(WmbList::name(i)).arg(off).arg(headerEnd));
        if (off + len > m_data.size())
            r.failAt(4 + 8 * i, field,
                     QStringLiteral("list %1 (%2) at %3 with %4 bytes runs past the end of the file (%5 bytes)")
                         .arg(i).arg(WmbList::name(i)).arg(off).arg(len).arg(m_data.size()));
    }
}

void WmbReader::placeLists()
{
    WmbLayout &lay = m_file->m_layout;
    std::vector<int> nonEmpty;
    for (int i = 0; i < lay.listCount; ++i) {
        if (lay.length[size_t(i)] > 0)
            nonEmpty.push_back(i);
    }
    std::stable_sort(nonEmpty.begin(), nonEmpty.end(),
                     [&](int a, int b) { return lay.offset[size_t(a)] < lay.offset[size_t(b)]; });
    qint64 end = 4 + 8 * qint64(lay.listCount);
    int last = -1;
    for (int list : nonEmpty) {
        const qint64 off = lay.offset[size_t(list)], len = lay.length[size_t(list)];
        if (off >= end) {
            lay.placement[size_t(list)] = WmbLayout::Placement::Own;
            lay.gapBefore[size_t(list)] = m_data.mid(end, off - end);
            lay.order.push_back(list);
            end = off + len;
            last = list;
        } else {
            // Starts inside the previous own list (sorted by offset): an overlapping alias.
            lay.placement[size_t(list)] = WmbLayout::Placement::Alias;
            lay.anchor[size_t(list)] = {last, off - qint64(lay.offset[size_t(last)]), false};
        }
    }
    lay.trailing = m_data.mid(end);

    // Empty lists that still carry an offset keep it relative to the list they point at.
    for (int i = 0; i < lay.listCount; ++i) {
        const qint64 off = lay.offset[size_t(i)];
        if (lay.length[size_t(i)] != 0 || off == 0)
            continue;
        lay.placement[size_t(i)] = WmbLayout::Placement::Alias;
        WmbLayout::Anchor a;
        for (int list : lay.order) {
            const qint64 s = lay.offset[size_t(list)], e = s + lay.length[size_t(list)];
            if (off >= s && off < e) {
                a = {list, off - s, false};
                break;
            }
            if (off == e)
                a = {list, 0, true};
        }
        if (a.list < 0)
            a.delta = off; // absolute
        lay.anchor[size_t(i)] = a;
    }
}

template<typename Fn> void WmbReader::parse(int list, Fn &&fn)
{
    const WmbLayout &lay = m_file->m_layout;
    // A view of the list, not a copy: whatever the list parsers keep they take with bytes() or
    // mid() of a part, which copy.
    const qint64 base = lay.offset[size_t(list)];
    const qint64 from = qBound<qint64>(0, base, m_data.size());
    const qint64 length = qBound<qint64>(0, lay.length[size_t(list)], m_data.size() - from);
    const QByteArray bytes = QByteArray::fromRawData(m_data.constData() + from, length);
    ByteReader r(bytes);
    try {
        fn(r);
    } catch (FormatError &e) {
        if (e.offset >= 0)
            e.offset += base;
        throw;
    }
}

bool WmbReader::arrayList(int list, qint64 *count)
{
    const WmbLayout &lay = m_file->m_layout;
    *count = 0;
    if (lay.placement[size_t(list)] != WmbLayout::Placement::Own)
        return false;
    const qint64 size = recordSize(list, m_file->m_version);
    const qint64 len = lay.length[size_t(list)];
    if (size <= 0 || len % size != 0) {
        m_file->m_opaque[size_t(list)] = true;
        m_file->m_raw[size_t(list)] = m_data.mid(lay.offset[size_t(list)], len);
        return false;
    }
    *count = len / size;
    return true;
}

void WmbReader::readPalette()
{
    const WmbLayout &lay = m_file->m_layout;
    if (lay.placement[WmbList::Palette] != WmbLayout::Placement::Own)
        return;
    const qint64 off = lay.offset[WmbList::Palette], len = lay.length[WmbList::Palette];
    if (len < 16 + 768) { // not a palette we understand: keep the bytes
        m_file->m_opaque[WmbList::Palette] = true;
        m_file->m_raw[WmbList::Palette] = m_data.mid(off, len);
        return;
    }
    m_file->m_palette.header = m_data.mid(off, 16);
    m_file->m_palette.rgb = m_data.mid(off + 16, 768);
    m_file->m_palette.extra = m_data.mid(off + 16 + 768, len - 16 - 768);
}

void WmbReader::readArrays()
{
    WmbFile &f = *m_file;
    const bool quake = f.quakeRecords();
    qint64 n = 0;
    auto at = [](const char *list, qint64 i, const char *field) { return FieldName(list, i, field); };

    if (arrayList(WmbList::Planes, &n))
        parse(WmbList::Planes, [&](ByteReader &r) {
            for (qint64 i = 0; i < n; ++i) {
                WmbPlane p;
                p.id = f.allocId();
                for (int k = 0; k < 3; ++k)
                    p.normal[k] = r.f32(at("planes", i, "normal"));
                p.dist = r.f32(at("planes", i, "dist"));
                p.type = r.i32(at("planes", i, "type"));
                f.m_planes.push_back(p);
            }
        });
    if (arrayList(WmbList::Materials, &n))
        parse(WmbList::Materials, [&](ByteReader &r) {
            for (qint64 i = 0; i < n; ++i) {
                WmbMaterial m;
                m.id = f.allocId();
                for (float &v : m.s)
                    v = r.f32(at("materials", i, "s"));
                for (float &v : m.t)
                    v = r.f32(at("materials", i, "t"));
                m.texture = r.u32(at("materials", i, "texture"));
                m.surfaceFlags = r.u16(at("materials", i, "surfaceFlags"));
                m.userFlags = r.u32(at("materials", i, "userFlags"));
                m.ambient = r.i8(at("materials", i, "ambient"));
                m.albedo = r.u8(at("materials", i, "albedo"));
                m.name = r.bytes(20, at("materials", i, "name"));
                f.m_materials.push_back(m);
            }
        });
    if (arrayList(WmbList::Vertices, &n))
        parse(WmbList::Vertices, [&](ByteReader &r) {
            f.m_vertices.reserve(size_t(n));
            for (qint64 i = 0; i < n; ++i) {
                Eigen::Vector3f v;
                for (int k = 0; k < 3; ++k)
                    v[k] = r.f32(at("vertices", i, "xyz"));
                f.m_vertices.push_back(v);
            }
        });
    if (arrayList(WmbList::Edges, &n))
        parse(WmbList::Edges, [&](ByteReader &r) {
            f.m_edges.reserve(size_t(n));
            for (qint64 i = 0; i < n; ++i) {
                WmbEdge e;
                for (quint32 &v : e.v)
                    v = quake ? r.u16(at("edges", i, "v")) : r.u32(at("edges", i, "v"));
                f.m_edges.push_back(e);
            }
        });
    if (arrayList(WmbList::SurfEdges, &n))
        parse(WmbList::SurfEdges, [&](ByteReader &r) {
            f.m_surfEdges.reserve(size_t(n));
            for (qint64 i = 0; i < n; ++i)
                f.m_surfEdges.push_back(r.i32(at("surfedges", i, "edge")));
        });
    if (arrayList(WmbList::Faces, &n))
        parse(WmbList::Faces, [&](ByteReader &r) {
            for (qint64 i = 0; i < n; ++i) {
                WmbFace fc;
                fc.id = f.allocId();
                fc.head = r.u16(at("faces", i, quake ? "plane" : "unused"));
                fc.side = r.u16(at("faces", i, "side"));
                fc.firstEdge = r.u32(at("faces", i, "firstEdge"));
                fc.edgeCount = r.u16(at("faces", i, "edgeCount"));
                fc.texinfo = r.u16(at("faces", i, "texinfo"));
                for (quint8 &b : fc.light)
                    b = r.u8(at("faces", i, "light"));
                fc.lightOffset = r.i32(at("faces", i, "lightOffset"));
                if (!quake)
                    fc.plane = r.u32(at("faces", i, "plane"));
                f.m_faces.push_back(fc);
            }
        });
    if (arrayList(WmbList::Nodes, &n))
        parse(WmbList::Nodes, [&](ByteReader &r) {
            for (qint64 i = 0; i < n; ++i) {
                WmbNode nd;
                nd.id = f.allocId();
                if (quake) {
                    nd.plane = quint32(r.i32(at("nodes", i, "plane")));
                    for (qint32 &c : nd.children)
                        c = r.i16(at("nodes", i, "children"));
                } else {
                    nd.plane = r.u32(at("nodes", i, "plane"));
                    nd.unknown1 = r.u32(at("nodes", i, "unknown1"));
                }
                for (qint16 &v : nd.mins)
                    v = r.i16(at("nodes", i, "mins"));
                for (qint16 &v : nd.maxs)
                    v = r.i16(at("nodes", i, "maxs"));
                if (quake) {
                    nd.firstFace = r.u16(at("nodes", i, "firstFace"));
                    nd.faceCount = r.u16(at("nodes", i, "faceCount"));
                } else {
                    nd.unknown2 = r.u32(at("nodes", i, "unknown2"));
                    for (qint32 &c : nd.children)
                        c = r.i32(at("nodes", i, "children"));
                    nd.firstFace = r.u32(at("nodes", i, "firstFace"));
                    nd.faceCount = r.u32(at("nodes", i, "faceCount"));
                }
                f.m_nodes.push_back(nd);
            }
        });
    if (arrayList(WmbList::Leafs, &n))
        parse(WmbList::Leafs, [&](ByteReader &r) {
            for (qint64 i = 0; i < n; ++i) {
                WmbLeaf lf;
                lf.id = f.allocId();
                lf.contents = r.i32(at("leafs", i, "contents"));
                lf.pvsOffset = r.i32(at("leafs", i, "pvsOffset"));
                for (qint16 &v : lf.mins)
                    v = r.i16(at("leafs", i, "mins"));
                for (qint16 &v : lf.maxs)
                    v = r.i16(at("leafs", i, "maxs"));
                if (quake) {
                    lf.firstBlock = r.u16(at("leafs", i, "firstMarkSurface"));
                    lf.blockCount = r.u16(at("leafs", i, "markSurfaceCount"));
                    lf.unknown[0] = r.u32(at("leafs", i, "ambientLevels"));
                } else {
                    for (quint32 &v : lf.unknown)
                        v = r.u32(at("leafs", i, "unknown"));
                    lf.firstBlock = r.i32(at("leafs", i, "firstBlock"));
                    lf.blockCount = r.i32(at("leafs", i, "blockCount"));
                }
                f.m_leafs.push_back(lf);
            }
        });
    if (arrayList(WmbList::ClipNodes, &n))
        parse(WmbList::ClipNodes, [&](ByteReader &r) {
            for (qint64 i = 0; i < n; ++i) {
                WmbClipNode c;
                c.id = f.allocId();
                c.plane = r.i32(at("aabb_hulls", i, "plane"));
                if (quake) {
                    for (qint32 &ch : c.children)
                        ch = r.i16(at("aabb_hulls", i, "children"));
                } else {
                    c.unknown = r.i32(at("aabb_hulls", i, "unknown"));
                    for (qint32 &ch : c.children)
                        ch = r.i32(at("aabb_hulls", i, "children"));
                }
                f.m_clipNodes.push_back(c);
            }
        });
    if (arrayList(WmbList::BspBlocks, &n))
        parse(WmbList::BspBlocks, [&](ByteReader &r) {
            for (qint64 i = 0; i < n; ++i)
                f.m_bspBlocks.push_back(quake ? r.u16(at("bsp_blocks", i, "index")) : r.u32(at("bsp_blocks", i, "index")));
        });
    if (arrayList(WmbList::Models, &n))
        parse(WmbList::Models, [&](ByteReader &r) {
            for (qint64 i = 0; i < n; ++i) {
                WmbModel m;
                m.id = f.allocId();
                for (float &v : m.bounds)
                    v = r.f32(at("legacy7", i, "bounds"));
                for (qint32 &v : m.origin)
                    v = r.i32(at("legacy7", i, "origin"));
                for (qint32 &v : m.headNodes)
                    v = r.i32(at("legacy7", i, "headNodes"));
                for (auto &hull : m.hullMins)
                    for (qint32 &v : hull)
                        v = r.i32(at("legacy7", i, "hullMins"));
                for (auto &hull : m.hullMaxs)
                    for (qint32 &v : hull)
                        v = r.i32(at("legacy7", i, "hullMaxs"));
                m.visLeafs = r.i32(at("legacy7", i, "visLeafs"));
                m.firstFace = r.i32(at("legacy7", i, "firstFace"));
                m.faceCount = r.i32(at("legacy7", i, "faceCount"));
                f.m_models.push_back(m);
            }
        });
}

void WmbReader::readLightmaps()
{
    WmbFile &f = *m_file;
    const WmbLayout &lay = f.m_layout;
    if (const WmbObject *info = f.levelInfo(); info && f.m_version >= 6 && info->info.lightmapSize <= 2)
        f.m_lightmapSize = 256 << info->info.lightmapSize;
    if (lay.placement[WmbList::Lightmaps] != WmbLayout::Placement::Own)
        return;
    parse(WmbList::Lightmaps, [&](ByteReader &r) {
        const qint64 page = qint64(f.m_lightmapSize) * f.m_lightmapSize * 3;
        for (int i = 0; r.remaining() >= page; ++i) {
            WmbLightmapPage p;
            p.id = f.allocId();
            p.bgr = r.bytes(page, FieldName("lightmaps", i));
            f.m_lightmapPages.push_back(std::move(p));
        }
        // A partial page (never seen) is kept as it is.
        f.m_listTail[WmbList::Lightmaps] = r.bytes(r.remaining(), QStringLiteral("lightmaps.tail"));
    });
}

void WmbReader::readBlocks()
{
    WmbFile &f = *m_file;
    if (f.m_layout.placement[WmbList::Blocks] != WmbLayout::Placement::Own)
        return;
    parse(WmbList::Blocks, [&](ByteReader &r) {
        const qint32 count = r.count(QStringLiteral("blocks.count"), 40);
        for (qint32 b = 0; b < count; ++b) {
            WmbBlock blk;
            blk.id = f.allocId();
            for (int k = 0; k < 3; ++k)
                blk.mins[k] = r.f32(FieldName("blocks", b, "mins"));
            for (int k = 0; k < 3; ++k)
                blk.maxs[k] = r.f32(FieldName("blocks", b, "maxs"));
            blk.content = r.i32(FieldName("blocks", b, "content"));
            const qint64 countsAt = r.pos();
            const quint32 nv = r.u32(FieldName("blocks", b, "numverts"));
            const quint32 nt = r.u32(FieldName("blocks", b, "numtris"));
            const quint32 ns = r.u32(FieldName("blocks", b, "numskins"));
            // Each count alone first, so a huge one is named at its own offset.
            r.requireRecordsAt(countsAt, nv, 28, FieldName("blocks", b, "numverts"));
            r.requireRecordsAt(countsAt + 4, nt, 12, FieldName("blocks", b, "numtris"));
            r.requireRecordsAt(countsAt + 8, ns, 20, FieldName("blocks", b, "numskins"));
            const qint64 need = qint64(nv) * 28 + qint64(nt) * 12 + qint64(ns) * 20;
            r.require(need, FieldName("blocks", b, "data"));
            blk.vertices.resize(nv);
            for (WmbBlockVertex &v : blk.vertices) {
                for (int k = 0; k < 3; ++k)
                    v.position[k] = r.f32(FieldName("blocks", b, "vertex"));
                v.uv[0] = r.f32(FieldName("blocks", b, "vertex.tu"));
                v.uv[1] = r.f32(FieldName("blocks", b, "vertex.tv"));
                v.lightmapUv[0] = r.f32(FieldName("blocks", b, "vertex.su"));
                v.lightmapUv[1] = r.f32(FieldName("blocks", b, "vertex.sv"));
            }
            blk.triangles.resize(nt);
            for (WmbBlockTriangle &t : blk.triangles) {
                for (quint16 &v : t.v)
                    v = r.u16(FieldName("blocks", b, "triangle.v"));
                t.skin = r.u16(FieldName("blocks", b, "triangle.skin"));
                t.face = r.u32(FieldName("blocks", b, "triangle.face"));
            }
            blk.skins.resize(ns);
            for (WmbBlockSkin &s : blk.skins) {
                s.texture = r.u16(FieldName("blocks", b, "skin.texture"));
                s.lightmap = r.u16(FieldName("blocks", b, "skin.lightmap"));
                s.material = r.u32(FieldName("blocks", b, "skin.material"));
                s.ambient = r.f32(FieldName("blocks", b, "skin.ambient"));
                s.albedo = r.f32(FieldName("blocks", b, "skin.albedo"));
                s.flags = r.u32(FieldName("blocks", b, "skin.flags"));
            }
            f.m_blocks.push_back(std::move(blk));
        }
        f.m_listTail[WmbList::Blocks] = r.bytes(r.remaining(), QStringLiteral("blocks.tail"));
    });
}

void WmbReader::readTerrainLightmaps()
{
    WmbFile &f = *m_file;
    const WmbLayout &lay = f.m_layout;
    if (lay.placement[WmbList::TerrainLightmaps] != WmbLayout::Placement::Own)
        return;
    // Compiler bugs put garbage here (wmb.md); a list that does not parse is kept as bytes
    // and reported by validate() instead of rejecting the whole level.
    std::vector<WmbTerrainLightmap> maps;
    QByteArray tail;
    try {
        parse(WmbList::TerrainLightmaps, [&](ByteReader &r) {
            const qint32 count = r.count(QStringLiteral("lightmaps_terrain.count"), 12);
            for (qint32 i = 0; i < count; ++i) {
                WmbTerrainLightmap t;
                t.id = f.allocId();
                t.object = r.u32(FieldName("lightmaps_terrain", i, "object"));
                t.width = r.u32(FieldName("lightmaps_terrain", i, "width"));
                t.height = r.u32(FieldName("lightmaps_terrain", i, "height"));
                // Rows of width * 3 bytes, checked as records: sizes near 2^32 cannot overflow.
                r.requireRecords(qint64(t.height), qint64(t.width) * 3, FieldName("lightmaps_terrain", i, "pixels"));
                const qint64 bytes = qint64(t.width) * 3 * qint64(t.height);
                t.bgr = r.bytes(bytes, FieldName("lightmaps_terrain", i, "pixels"));
                maps.push_back(std::move(t));
            }
            tail = r.bytes(r.remaining(), QStringLiteral("lightmaps_terrain.tail"));
        });
    } catch (const FormatError &) {
        f.m_opaque[WmbList::TerrainLightmaps] = true;
        f.m_raw[WmbList::TerrainLightmaps] =
            m_data.mid(lay.offset[WmbList::TerrainLightmaps], lay.length[WmbList::TerrainLightmaps]);
        return;
    }
    f.m_terrainLightmaps = std::move(maps);
    f.m_listTail[WmbList::TerrainLightmaps] = tail;
}

} // namespace ackedit::format

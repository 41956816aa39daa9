// WmbFile::infoText: the plain-text summary of `ackedit-cli info`.
#include "wmb/wmbfile.h"

#include "common/fixedstring.h"
#include "common/pixelformat.h"

#include <map>

namespace ackedit::format {

QString WmbFile::infoText() const
{
    QString s;
    auto line = [&](const QString &text) { s += text + QLatin1Char('\n'); };
    line(QStringLiteral("Format: %1 (compiled level), %2 header lists").arg(formatName()).arg(m_layout.listCount));
    if (const WmbObject *info = levelInfo())
        line(QStringLiteral("Compiler version: %1, sun azimuth %2, elevation %3")
                 .arg(double(info->info.compilerVersion), 0, 'g', 4)
                 .arg(double(info->info.sunAzimuth)).arg(double(info->info.sunElevation)));
    line(QStringLiteral("BSP: %1").arg(isBspLevel() ? QStringLiteral("yes") : QStringLiteral("no")));

    line(QStringLiteral("Lists:"));
    for (int i = 0; i < m_layout.listCount; ++i) {
        if (m_layout.placement[size_t(i)] == WmbLayout::Placement::Absent)
            continue;
        QString extra;
        if (m_layout.placement[size_t(i)] == WmbLayout::Placement::Alias)
            extra = m_layout.anchor[size_t(i)].list >= 0
                        ? QStringLiteral(" (points into %1)").arg(WmbList::name(m_layout.anchor[size_t(i)].list))
                        : QStringLiteral(" (empty)");
        else if (m_opaque[size_t(i)])
            extra = QStringLiteral(" (kept as bytes)");
        line(QStringLiteral("  %1 %2: offset %3, %4 bytes%5")
                 .arg(i, 2).arg(WmbList::name(i)).arg(m_layout.offset[size_t(i)]).arg(m_layout.length[size_t(i)]).arg(extra));
    }

    std::map<quint32, int> kinds;
    for (const WmbObject &o : m_objects)
        ++kinds[o.type];
    line(QStringLiteral("Objects: %1").arg(m_objects.size()));
    for (const auto &[type, count] : kinds)
        line(QStringLiteral("  %1: %2").arg(wmbObjectKindName(type)).arg(count));

    line(QStringLiteral("Textures: %1").arg(m_textures.size()));
    for (size_t i = 0; i < m_textures.size(); ++i) {
        const WmbTexture &t = m_textures[i];
        const int pt = t.pixelType();
        QString type = pt >= 0 ? PixelType::name(pt) : QStringLiteral("type %1").arg(t.type);
        if (t.type == WmbTexture::LegacyMiptex)
            type += QStringLiteral(" (Quake miptex)");
        else if ((t.type & 7) == 6 && t.type <= 15)
            type = QStringLiteral("DDS, %1 bytes").arg(t.data.size());
        line(QStringLiteral("  %1 \"%2\" %3 x %4 %5").arg(i).arg(latin1Text(t.name)).arg(t.width).arg(t.height).arg(type));
    }
    line(QStringLiteral("Materials: %1").arg(m_materials.size()));

    qint64 verts = 0, tris = 0, skins = 0;
    for (const WmbBlock &b : m_blocks) {
        verts += qint64(b.vertices.size());
        tris += qint64(b.triangles.size());
        skins += qint64(b.skins.size());
    }
    line(QStringLiteral("Blocks: %1 (%2 vertices, %3 triangles, %4 skins)").arg(m_blocks.size()).arg(verts).arg(tris).arg(skins));
    if (!m_faces.empty() || !m_vertices.empty())
        line(QStringLiteral("Old geometry: %1 vertices, %2 edges, %3 faces").arg(m_vertices.size()).arg(m_edges.size()).arg(m_faces.size()));
    line(QStringLiteral("Lightmaps: %1 pages of %2 x %2 (%3 bytes)")
             .arg(m_lightmapPages.size()).arg(m_lightmapSize).arg(m_layout.length[WmbList::Lightmaps]));
    if (hasList(WmbList::TerrainLightmaps))
        line(QStringLiteral("Terrain lightmaps: %1").arg(isOpaque(WmbList::TerrainLightmaps)
                                                             ? QStringLiteral("unreadable, kept as bytes")
                                                             : QString::number(m_terrainLightmaps.size())));
    if (hasList(WmbList::Lighting))
        line(QStringLiteral("Old lighting samples: %1 bytes").arg(m_raw[WmbList::Lighting].size()));
    line(QStringLiteral("BSP lists: %1 planes, %2 nodes, %3 leafs, %4 clip nodes, %5 bsp_blocks, %6 PVS bytes")
             .arg(m_planes.size()).arg(m_nodes.size()).arg(m_leafs.size()).arg(m_clipNodes.size())
             .arg(m_bspBlocks.size()).arg(m_raw[WmbList::Pvs].size()));
    return s;
}

} // namespace ackedit::format

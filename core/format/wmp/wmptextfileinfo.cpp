// WmpTextFile: infoText() and validate().
#include "wmp/wmptextfile.h"

#include "wmp/wmptokenizer.h"

#include <QMap>

namespace ackedit::format {

namespace {

QString generationName(WmpGeneration g)
{
    switch (g) {
    case WmpGeneration::Ackwed4: return QStringLiteral("ACKWED 4.x (plane brushes)");
    case WmpGeneration::Ackwed5: return QStringLiteral("ACKWED 5.x (vertex/face blocks)");
    case WmpGeneration::Ackwed6: return QStringLiteral("ACKWED 6.x / WMPIO (faces with texture axes)");
    }
    return QString();
}

} // namespace

QString WmpTextFile::infoText() const
{
    QString out;
    out += QStringLiteral("Format: WMP (text WMP2)\n");
    out += QStringLiteral("Generation: %1, version %2\n")
               .arg(generationName(m_generation),
                    m_version < 0 ? QStringLiteral("none") : QString::number(m_version));
    if (!m_tool.isEmpty() || !m_created.isEmpty())
        out += QStringLiteral("Written by: %1, created %2\n").arg(m_tool, m_created);

    int groups = 0;
    for (const WmpObjectNode &o : m_objects) {
        if (o.block < 0 && (o.entity < 0 || m_entities[size_t(o.entity)].kind == "level"))
            ++groups;
    }
    int faces = 0, vertices = 0;
    for (const WmpBlock &b : m_blocks) {
        faces += int(b.faces.size());
        vertices += int(b.vertices.size());
    }
    QMap<QByteArray, int> kinds;
    for (const WmpEntity &e : m_entities)
        kinds[e.kind] += 1;
    out += QStringLiteral("Objects: %1 (groups %2)\n").arg(m_objects.size()).arg(groups);
    out += QStringLiteral("Blocks: %1 (faces %2%3)\n")
               .arg(m_blocks.size())
               .arg(faces)
               .arg(m_generation == WmpGeneration::Ackwed4 ? QString() : QStringLiteral(", vertices %1").arg(vertices));
    const int entities = int(m_entities.size());
    out += QStringLiteral("Entities: %1 (level %2, models %3, lights %4, sounds %5, paths %6, starts %7")
               .arg(entities)
               .arg(kinds.value("level"))
               .arg(kinds.value("model"))
               .arg(kinds.value("light"))
               .arg(kinds.value("sound"))
               .arg(kinds.value("path"))
               .arg(kinds.value("start"));
    for (auto it = kinds.cbegin(); it != kinds.cend(); ++it) {
        static const QList<QByteArray> known{"level", "model", "light", "sound", "path", "start"};
        if (!known.contains(it.key()))
            out += QStringLiteral(", %1 %2").arg(QString::fromLatin1(it.key())).arg(it.value());
    }
    out += QStringLiteral(")\n");
    out += QStringLiteral("Textures: %1%2\n")
               .arg(m_textures.size())
               .arg(m_textures.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(m_textures.join(QStringLiteral(", "))));
    QStringList wads;
    for (const WmpWedInfo::Wad &w : m_wed.wads)
        wads << w.path;
    out += QStringLiteral("WADs: %1%2\n")
               .arg(wads.size())
               .arg(wads.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(wads.join(QStringLiteral(", "))));
    if (m_level.id != 0) {
        out += QStringLiteral("Level: palette %1, script %2, sun azimuth %3, elevation %4\n")
                   .arg(m_level.palette, m_level.script)
                   .arg(m_level.azimuth)
                   .arg(m_level.elevation);
    } else {
        out += QStringLiteral("Level: none (a map entity piece)\n");
    }
    return out;
}

std::vector<ValidationIssue> WmpTextFile::validate() const
{
    std::vector<ValidationIssue> issues;
    auto offsetOf = [this](quint32 id) -> qint64 {
        const WmpSection *s = m_tree.section(id);
        return s ? s->header.offset : -1;
    };
    auto add = [&issues](qint64 offset, const QString &field, const QString &problem, bool fatal) {
        issues.push_back({FormatError(offset, field, problem), fatal});
    };

    // Declared counts.
    const QHash<QByteArray, int> actual{{"blocks", int(m_blocks.size())},
                                        {"entities", int(m_entities.size())},
                                        {"objects", int(m_objects.size())}};
    for (const char *k : {"blocks", "entities", "objects"}) {
        bool found = false;
        for (const Count &c : m_declared) {
            if (c.keyword != k)
                continue;
            found = true;
            if (c.value != actual.value(k))
                add(-1, QStringLiteral("header.%1").arg(QLatin1String(k)),
                    QStringLiteral("declares %1, the file has %2 sections").arg(c.value).arg(actual.value(k)), true);
        }
        if (!found)
            add(-1, QStringLiteral("header.%1").arg(QLatin1String(k)), QStringLiteral("count line missing"), true);
    }
    if (m_version >= 0 && m_version != 510 && m_version != 710)
        add(-1, QStringLiteral("header.version"), QStringLiteral("version %1 never seen (510, 710 known)").arg(m_version), false);

    // Contiguous numbering 0..n-1 (entities: level 0 first).
    auto checkNumbers = [&](const char *what, const QHash<int, int> &byNumber, int n) {
        for (int k = 0; k < n; ++k) {
            if (!byNumber.contains(k)) {
                add(-1, QString::fromLatin1(what), QStringLiteral("numbers are not 0..%1 (%2 missing)").arg(n - 1).arg(k), true);
                return;
            }
        }
    };
    checkNumbers("block", m_blockByNumber, int(m_blocks.size()));
    checkNumbers("entity", m_entityByNumber, int(m_entities.size()));
    checkNumbers("object", m_objectByNumber, int(m_objects.size()));

    // A level section is missing in map-entity pieces (flw_l4_pol.wmp: "entities 0", the root
    // object references block 0 directly).
    const int levelIndex = m_entityByNumber.value(0, -1);
    const bool hasLevel = levelIndex >= 0 && m_entities[size_t(levelIndex)].kind == "level";
    if (m_entities.empty())
        add(-1, QStringLiteral("level"), QStringLiteral("no level section (a map entity piece)"), false);
    else if (!hasLevel)
        add(-1, QStringLiteral("level"), QStringLiteral("entity 0 must be the level section"), true);
    if (m_root < 0) {
        add(-1, QStringLiteral("object[0]"), QStringLiteral("root object 0 missing"), true);
    } else if (hasLevel && m_objects[size_t(m_root)].refKind != "level") {
        add(offsetOf(m_objects[size_t(m_root)].id), QStringLiteral("object[0]"),
            QStringLiteral("the root object does not reference level 0"), true);
    }

    // Reachability from the root.
    std::vector<bool> reached(m_objects.size(), false);
    std::vector<int> stack;
    if (m_root >= 0)
        stack.push_back(m_root);
    while (!stack.empty()) {
        const int i = stack.back();
        stack.pop_back();
        if (reached[size_t(i)])
            continue;
        reached[size_t(i)] = true;
        for (int c : m_objects[size_t(i)].children)
            stack.push_back(c);
    }
    for (size_t i = 0; i < m_objects.size(); ++i) {
        if (!reached[i])
            add(offsetOf(m_objects[i].id), QStringLiteral("object[%1]").arg(m_objects[i].number),
                QStringLiteral("not reachable from the root object"), true);
    }
    for (const WmpBlock &b : m_blocks) {
        if (b.objectIndex < 0)
            add(offsetOf(b.id), QStringLiteral("block[%1]").arg(b.number), QStringLiteral("no object references this block"), false);
    }
    for (const WmpEntity &e : m_entities) {
        const QString field = QStringLiteral("entity[%1]").arg(e.number);
        if (e.objectIndex < 0)
            add(offsetOf(e.id), field, QStringLiteral("no object references this %1").arg(QString::fromLatin1(e.kind)), false);
        if (e.kind == "model" && e.skills.size() != 8 && e.skills.size() != 20)
            add(offsetOf(e.id), field + QStringLiteral(".skills"),
                QStringLiteral("%1 skills (8 or 20 expected)").arg(e.skills.size()), false);
        static const QList<QByteArray> known{"level", "model", "light", "sound", "path", "start"};
        if (!known.contains(e.kind))
            add(offsetOf(e.id), field, QStringLiteral("'%1' sections are kept but not interpreted").arg(QString::fromLatin1(e.kind)), false);
    }
    for (const QString &k : m_opaqueSections)
        add(-1, k, QStringLiteral("unknown section kept verbatim"), false);

    if (m_wed.palette.size() != 768)
        add(offsetOf(m_wed.id), QStringLiteral("wed.palette"),
            QStringLiteral("%1 bytes (768 expected)").arg(m_wed.palette.size()), false);

    // Blocks: syntax generation, footer, geometry.
    for (size_t bi = 0; bi < m_blocks.size(); ++bi) {
        const WmpBlock &b = m_blocks[bi];
        const QString field = QStringLiteral("block[%1]").arg(b.number);
        const qint64 offset = offsetOf(b.id);
        if (b.planeBrush != (m_generation == WmpGeneration::Ackwed4))
            add(offset, field, QStringLiteral("block syntax of another generation than the file's version line"), true);
        if (!b.planeBrush && b.footerNumber >= 0 && b.footerNumber != b.number)
            add(offset, field + QStringLiteral(".footer"),
                QStringLiteral("footer number %1 differs from the block number").arg(b.footerNumber), false);
        for (size_t f = 0; f < b.faces.size(); ++f) {
            const bool wantAxes = m_generation == WmpGeneration::Ackwed6;
            if (!b.planeBrush && b.faces[f].hasAxes != wantAxes)
                add(offset, QStringLiteral("%1.face[%2]").arg(field).arg(f),
                    wantAxes ? QStringLiteral("face without texture axes in a version 710 file")
                             : QStringLiteral("face with texture axes in a version 510 file"),
                    false);
        }
        const WmpBrush::Result geo = blockGeometry(int(bi));
        if (!geo.bounded)
            add(offset, field, QStringLiteral("the block does not enclose a volume"), true);
        for (const QString &p : geo.problems)
            add(offset, field, p, false);
        if (!b.planeBrush && geo.bounded && !geo.polygons.empty()) {
            // Faces are wound inward: the normal points toward the block centre.
            Eigen::Vector3d centre = Eigen::Vector3d::Zero();
            for (const Eigen::Vector3d &v : b.vertices)
                centre += v;
            centre /= double(b.vertices.size());
            for (size_t f = 0; f < b.faces.size(); ++f) {
                const std::vector<int> &idx = b.faces[f].indices;
                Eigen::Vector3d n = Eigen::Vector3d::Zero();
                for (size_t k = 1; k + 1 < idx.size(); ++k)
                    n += (b.vertices[size_t(idx[k])] - b.vertices[size_t(idx[0])])
                             .cross(b.vertices[size_t(idx[k + 1])] - b.vertices[size_t(idx[0])]);
                if (n.dot(centre - b.vertices[size_t(idx[0])]) < -1e-9 * n.norm())
                    add(offset, QStringLiteral("%1.face[%2]").arg(field).arg(f),
                        QStringLiteral("face is wound outward (WED winds inward)"), false);
            }
        }
    }
    return issues;
}

} // namespace ackedit::format

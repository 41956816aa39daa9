// WmpbFile::validate: counts, indices, element headers and class consistency.
#include "wmpb/wmpbfile.h"

#include "wmpb/wmpbnodedecoder.h"

#include <functional>
#include <set>

namespace ackedit::format {

namespace {

QString expectedClassName(quint8 cls)
{
    switch (WmpbClass(cls)) {
    case WmpbClass::Level: return QStringLiteral("level");
    case WmpbClass::Group: return QStringLiteral("object");
    case WmpbClass::Block: return QStringLiteral("block");
    case WmpbClass::Start: return QStringLiteral("start");
    case WmpbClass::Light: return QStringLiteral("light");
    case WmpbClass::OldEntity:
    case WmpbClass::Entity: return QStringLiteral("model");
    case WmpbClass::Sound: return QStringLiteral("sound");
    case WmpbClass::Path: return QStringLiteral("path");
    case WmpbClass::Region: return QStringLiteral("region");
    }
    return {};
}

// The class data element id each class needs (0 = none).
quint8 expectedDataId(quint8 cls)
{
    switch (WmpbClass(cls)) {
    case WmpbClass::Level: return 4;
    case WmpbClass::Group: return 0;
    case WmpbClass::Block: return 2;
    case WmpbClass::Start: return 6;
    case WmpbClass::Light: return 7;
    case WmpbClass::OldEntity:
    case WmpbClass::Entity: return 9;
    case WmpbClass::Sound: return 8;
    case WmpbClass::Path: return 10;
    case WmpbClass::Region: return 11;
    }
    return 0;
}

} // namespace

std::vector<ValidationIssue> WmpbFile::validate() const
{
    std::vector<ValidationIssue> issues;
    auto add = [&issues](qint64 offset, const QString &field, const QString &problem, bool fatal) {
        issues.push_back({FormatError(offset, field, problem), fatal});
    };

    // Element headers anywhere in the tree.
    std::function<void(const WmpbElement &, const QString &)> headers = [&](const WmpbElement &e, const QString &path) {
        if (e.tag2 != quint8(e.kind + 1) || e.tag3 != 0)
            add(e.offset, path, QStringLiteral("header bytes %1 %2, expected %3 0").arg(e.tag2).arg(e.tag3).arg(e.kind + 1), true);
        if (e.kind > 5)
            add(e.offset, path, QStringLiteral("unknown element kind %1 (kept verbatim)").arg(e.kind), false);
        for (size_t i = 0; i < e.children.size(); ++i)
            headers(e.children[i], QStringLiteral("%1/%2").arg(path).arg(i));
    };
    for (size_t i = 0; i < m_elements.size(); ++i)
        headers(m_elements[i], QStringLiteral("element[%1]").arg(i));

    // Top level: header, settings, one root.
    int roots = 0;
    for (size_t i = 0; i < m_elements.size(); ++i) {
        const WmpbElement &e = m_elements[i];
        const bool known = (e.container && (e.is(1, 4) || e.is(2, 4))) || e.isSceneNode();
        roots += e.isSceneNode() ? 1 : 0;
        if (!known)
            add(e.offset, QStringLiteral("element[%1]").arg(i),
                QStringLiteral("unknown top-level element id %1 kind %2 (kept verbatim)").arg(e.id).arg(e.kind), false);
    }
    if (roots > 1)
        add(-1, QStringLiteral("root"), QStringLiteral("%1 scene roots; only the first is used").arg(roots), false);
    if (!hasHeader())
        add(4, QStringLiteral("header"), QStringLiteral("no file header element (id 1, kind 4, 24 bytes)"), true);
    if (!hasPalette())
        add(-1, QStringLiteral("settings.palette"), QStringLiteral("no 768-byte palette element"), false);

    quint32 objects = 0, blocks = 0, groups = 0;
    std::vector<quint32> blockNumbers;
    for (const auto &[element, depth] : nodesInOrder()) {
        const WmpbElement &e = *element;
        const quint32 id = e.uid;
        const WmpbNode n = WmpbNodeDecoder::decode(e, QStringLiteral("node#%1").arg(id));
        const QString field = QStringLiteral("node#%1").arg(id) + (n.name.isEmpty() ? QString() : QStringLiteral("(\"%1\")").arg(n.name));
        ++objects;
        blocks += n.nodeClass() == WmpbClass::Block ? 1 : 0;
        groups += n.nodeClass() == WmpbClass::Group ? 1 : 0;

        const QString expectedName = expectedClassName(n.classCode);
        if (expectedName.isEmpty())
            add(e.offset, field + QStringLiteral(".class"), QStringLiteral("unknown class code 0x%1").arg(n.classCode, 2, 16, QLatin1Char('0')), false);
        else if (n.className != expectedName)
            add(e.offset, field + QStringLiteral(".className"),
                QStringLiteral("'%1' for class %2, expected '%3'").arg(n.className, wmpbClassLabel(n.classCode), expectedName), false);
        if (n.children.size() != n.childCount)
            add(e.offset, field + QStringLiteral(".childCount"),
                QStringLiteral("stores %1 but the node has %2 child nodes").arg(n.childCount).arg(n.children.size()), true);
        if (!n.children.empty() && n.nodeClass() != WmpbClass::Level && n.nodeClass() != WmpbClass::Group)
            add(e.offset, field, QStringLiteral("a %1 with child nodes").arg(wmpbClassLabel(n.classCode)), false);
        for (auto [cid, what] : {std::pair{quint8(2), "className"}, {quint8(1), "position"}, {quint8(3), "angles"}, {quint8(5), "scale"}})
            if (e.indexOf(cid, cid == 2 ? 1 : 0) < 0)
                add(e.offset, field + QLatin1Char('.') + QLatin1String(what), QStringLiteral("missing"), true);
        for (const WmpbElement &c : e.children) {
            const bool known = c.is(2, 1) || c.is(3, 1) || c.is(1, 0) || c.is(3, 0) || c.is(5, 0) || c.isSceneNode()
                               || (c.container && c.kind == 5 && WmpbNodeDecoder::isClassDataId(c.id));
            if (!known)
                add(c.offset, field, QStringLiteral("unknown element id %1 kind %2 (kept verbatim)").arg(c.id).arg(c.kind), false);
        }
        const quint8 dataId = expectedDataId(n.classCode);
        const int dataIndex = WmpbNodeDecoder::classDataIndex(e);
        const quint8 actualId = dataIndex < 0 ? 0 : e.children[size_t(dataIndex)].id;
        if (!expectedName.isEmpty() && dataId != actualId)
            add(e.offset, field + QStringLiteral(".data"),
                QStringLiteral("class data id %1, expected %2 for a %3").arg(actualId).arg(dataId).arg(wmpbClassLabel(n.classCode)),
                dataId != 0);

        if (const auto *d = std::get_if<WmpbEntityData>(&n.data)) {
            const size_t want = n.nodeClass() == WmpbClass::Entity ? 20 : 8;
            if (d->type != 3)
                add(e.offset, field + QStringLiteral(".data.type"), QStringLiteral("%1, expected 3").arg(d->type), false);
            if (d->skills.size() != want)
                add(e.offset, field + QStringLiteral(".skills"),
                    QStringLiteral("%1 skills, a %2 has %3").arg(d->skills.size()).arg(wmpbClassLabel(n.classCode)).arg(want), false);
            if (d->subtypeWord != quint32(n.subtype) << 8)
                add(e.offset, field + QStringLiteral(".data.subtype"),
                    QStringLiteral("0x%1 does not match node subtype %2").arg(d->subtypeWord, 0, 16).arg(n.subtype), false);
            if (d->file.isEmpty())
                add(e.offset, field + QStringLiteral(".file"), QStringLiteral("entity without a file"), false);
        } else if (const auto *d = std::get_if<WmpbBlockData>(&n.data)) {
            blockNumbers.push_back(d->number);
            // Blocks without any face record occur (galep testlevel.wmp, 6 blocks); the compiler
            // gives their faces the default texture.
            if (d->faces.empty() && !d->polygons.empty())
                add(e.offset, field + QStringLiteral(".faces"), QStringLiteral("no face records (default texture)"), false);
            else if (d->faces.size() != d->polygons.size())
                add(e.offset, field + QStringLiteral(".faces"),
                    QStringLiteral("%1 face records for %2 polygons").arg(d->faces.size()).arg(d->polygons.size()), true);
            for (size_t p = 0; p < d->polygons.size(); ++p) {
                const auto &poly = d->polygons[p];
                if (poly.size() < 3)
                    add(e.offset, field + QStringLiteral(".polygon[%1]").arg(p), QStringLiteral("%1 corners").arg(poly.size()), false);
                for (size_t c = 0; c < poly.size(); ++c)
                    if (poly[c] >= d->vertices.size()) {
                        add(e.offset, field + QStringLiteral(".polygon[%1].index[%2]").arg(p).arg(c),
                            QStringLiteral("vertex %1 of %2").arg(poly[c]).arg(d->vertices.size()), true);
                        break;
                    }
                if (p < d->faces.size()) {
                    const WmpbFace &f = d->faces[p];
                    if (f.number != p)
                        add(e.offset, field + QStringLiteral(".face[%1].number").arg(p), QStringLiteral("%1").arg(f.number), false);
                    if (!f.uvs.empty() && f.uvs.size() != poly.size())
                        add(e.offset, field + QStringLiteral(".face[%1].uvs").arg(p),
                            QStringLiteral("%1 UV pairs for %2 corners").arg(f.uvs.size()).arg(poly.size()), true);
                    if (f.axes.empty())
                        add(e.offset, field + QStringLiteral(".face[%1].axes").arg(p), QStringLiteral("missing"), false);
                }
            }
        } else if (const auto *d = std::get_if<WmpbPathData>(&n.data)) {
            for (size_t k = 0; k < d->edges.size(); ++k)
                if (d->edges[k].from >= d->points.size() || d->edges[k].to >= d->points.size())
                    add(e.offset, field + QStringLiteral(".edge[%1]").arg(k),
                        QStringLiteral("joins %1 and %2 of %3 points").arg(d->edges[k].from).arg(d->edges[k].to).arg(d->points.size()), true);
            if (d->skillsPerNode != 0 && d->nodeSkills.size() / d->skillsPerNode != d->points.size())
                add(e.offset, field + QStringLiteral(".nodeSkills"),
                    QStringLiteral("skills for %1 nodes, the path has %2").arg(d->nodeSkills.size() / d->skillsPerNode).arg(d->points.size()), false);
        } else if (const auto *d = std::get_if<WmpbRegionData>(&n.data)) {
            if (d->box.size() != 6)
                add(e.offset, field + QStringLiteral(".box"), QStringLiteral("missing"), true);
            else if (d->box[0] > d->box[3] || d->box[1] > d->box[4] || d->box[2] > d->box[5])
                add(e.offset, field + QStringLiteral(".box"), QStringLiteral("minimum above maximum"), false);
        } else if (const auto *d = std::get_if<WmpbLevelData>(&n.data)) {
            if (d->fog.size() != 4)
                add(e.offset, field + QStringLiteral(".fog"), QStringLiteral("%1 fog colours, expected 4").arg(d->fog.size()), false);
        }
    }

    if (hasHeader()) {
        const Header h = header();
        const WmpbElement *he = headerElement();
        if (h.format != 710)
            add(he->offset, QStringLiteral("header.format"), QStringLiteral("%1, every known file has 710").arg(h.format), false);
        if (h.objects != objects)
            add(he->offset, QStringLiteral("header.objects"), QStringLiteral("%1, the tree has %2 nodes").arg(h.objects).arg(objects), true);
        if (h.blocks != blocks)
            add(he->offset, QStringLiteral("header.blocks"), QStringLiteral("%1, the tree has %2 blocks").arg(h.blocks).arg(blocks), true);
        if (h.entities != objects - blocks - groups)
            add(he->offset, QStringLiteral("header.entities"),
                QStringLiteral("%1, expected %2 (nodes - blocks - groups)").arg(h.entities).arg(objects - blocks - groups), true);
    }
    std::set<quint32> seen;
    bool sequential = true;
    for (size_t i = 0; i < blockNumbers.size(); ++i) {
        sequential = sequential && blockNumbers[i] == i;
        if (!seen.insert(blockNumbers[i]).second)
            add(-1, QStringLiteral("block numbers"), QStringLiteral("block number %1 used twice").arg(blockNumbers[i]), false);
    }
    if (!sequential)
        add(-1, QStringLiteral("block numbers"), QStringLiteral("not 0..%1 in tree order (renumberBlocks fixes it)").arg(blockNumbers.size() - 1), false);
    return issues;
}

} // namespace ackedit::format

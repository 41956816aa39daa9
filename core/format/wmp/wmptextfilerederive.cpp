// WmpTextFile field transactions: an edit that changes only fields of its own sections keeps
// copies of just those sections and re-derives just their records, instead of copying the
// whole text and re-deriving every record (which made each edit on a large level cost as much
// as opening it).
#include "wmp/wmptextfile.h"

#include "wmp/wmpsectionparser.h"
#include "wmp/wmptokenizer.h"

#include <optional>

namespace ackedit::format {

namespace {

bool sameText(const WmpLine &a, const WmpLine &b) { return a.text == b.text && a.eol == b.eol; }

bool sameText(const WmpSection &a, const WmpSection &b)
{
    if (!sameText(a.header, b.header) || !sameText(a.closing, b.closing) || a.body.size() != b.body.size())
        return false;
    for (size_t i = 0; i < a.body.size(); ++i) {
        if (!sameText(a.body[i], b.body[i]))
            return false;
    }
    return true;
}

} // namespace

void WmpTextFile::fieldTransaction(const std::function<void()> &edit)
{
    std::vector<WmpSection> backup;
    auto restore = [&] {
        m_fieldBackup = nullptr;
        for (const WmpSection &saved : backup)
            *m_tree.section(saved.id) = saved;
    };
    m_fieldBackup = &backup;
    try {
        edit(); // takes every section it changes through sectionOf(), which keeps a copy
    } catch (...) {
        restore(); // the records were not touched yet
        throw;
    }
    m_fieldBackup = nullptr;
    std::vector<quint32> changed;
    for (const WmpSection &saved : backup) {
        if (!sameText(saved, *m_tree.section(saved.id)))
            changed.push_back(saved.id);
    }
    try {
        if (!rederive(changed))
            rebuild();
    } catch (...) {
        restore();
        rebuild();
        throw;
    }
}

bool WmpTextFile::rederive(const std::vector<quint32> &ids)
{
    // Everything is parsed before anything is stored, so a section that does not parse leaves
    // the records as they were.
    std::vector<std::pair<int, WmpObjectNode>> objects;
    std::vector<std::pair<int, WmpEntity>> entities;
    std::optional<WmpLevelInfo> level;
    for (quint32 id : ids) {
        WmpSection &s = *m_tree.section(id);
        const QByteArray keyword = s.keyword;
        const int number = s.number;
        WmpSyntaxTree::readHeader(s);
        if (s.keyword != keyword || s.number != number)
            return false; // renumbered: references elsewhere change meaning
        if (const auto o = m_objectById.constFind(id); o != m_objectById.cend()) {
            WmpObjectNode node = WmpSectionParser::parseObject(s);
            const WmpObjectNode &old = m_objects[size_t(o.value())];
            if (node.childNumbers != old.childNumbers || node.refKind != old.refKind || node.refNumber != old.refNumber)
                return false; // links change: resolve them all again
            node.parent = old.parent;
            node.children = old.children;
            node.block = old.block;
            node.entity = old.entity;
            objects.emplace_back(o.value(), std::move(node));
        } else if (const auto e = m_entityById.constFind(id); e != m_entityById.cend()) {
            WmpEntity entity;
            if (s.keyword == "level") {
                level = WmpSectionParser::parseLevel(s);
                entity = m_entities[size_t(e.value())];
                entity.headerComment = QString::fromLatin1(WmpTokenizer::commentText(s.header.text));
            } else {
                entity = WmpSectionParser::parseEntity(s);
                entity.objectIndex = m_entities[size_t(e.value())].objectIndex;
            }
            entities.emplace_back(e.value(), std::move(entity));
        } else {
            return false; // blocks (texture list), wed, loose lines: the full pass
        }
    }
    for (auto &[index, entity] : entities)
        m_entities[size_t(index)] = std::move(entity);
    if (level)
        m_level = std::move(*level);
    for (auto &[index, node] : objects) {
        const WmpObjectNode &old = m_objects[size_t(index)];
        const bool moved = node.position != old.position || node.angles != old.angles || node.scale != old.scale;
        m_objects[size_t(index)] = std::move(node);
        if (moved)
            computeWorldBelow(index);
    }
    return true;
}

void WmpTextFile::computeWorldBelow(int objectIndex)
{
    std::vector<int> stack{objectIndex};
    while (!stack.empty()) {
        const int i = stack.back();
        stack.pop_back();
        const WmpObjectNode &o = m_objects[size_t(i)];
        m_world[size_t(i)] = (o.parent >= 0 ? m_world[size_t(o.parent)] : Eigen::Affine3d::Identity()) * localTransform(o);
        for (int child : o.children)
            stack.push_back(child);
    }
}

} // namespace ackedit::format

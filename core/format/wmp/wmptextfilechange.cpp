// WmpTextFile structural transactions: an edit records what it replaces (WmpTextChange), and
// afterwards only the records of the sections it touched are derived again. Records that are
// only added or taken away at the end of their lists (add, duplicate, undo of those, move) are
// patched in place; otherwise (a removal that renumbers, its undo) the untouched records move
// over unparsed and only the links, numbers and world transforms are worked out again.
#include "wmp/wmptextfile.h"

#include "wmp/wmpblockparser.h"
#include "wmp/wmpcursor.h"
#include "wmp/wmpsectionparser.h"
#include "wmp/wmptokenizer.h"

#include <QHash>
#include <QSet>

#include <algorithm>

namespace ackedit::format {

// How a change touched each section, in flat tables by section id (a renumbering touches most
// sections: hash tables of them cost more than the rest of the re-derivation).
struct WmpTextFile::Touched
{
    enum How : quint8 { Untouched, Whole, Lines, Inserted, Removed };
    std::vector<quint32> rewritten; // Whole or Lines: rewritten in place, first seen first
    std::vector<quint8> how;        // by section id
    std::vector<int> first;         // by section id: where its rewritten lines start in `parts`
    std::vector<int> parts;         // of the Lines sections, grouped by id

    How of(quint32 id) const { return id < how.size() ? How(how[id]) : Untouched; }
    template <typename Predicate>
    bool onlyParts(quint32 id, Predicate allowed) const
    {
        return std::all_of(parts.begin() + first[id], parts.begin() + first[size_t(id) + 1], allowed);
    }
};

namespace {

using Touched = WmpTextFile::Touched;
using Category = WmpSection::Category;

Touched touchedSections(const WmpTextChange::Effect &e, quint32 idLimit)
{
    Touched t;
    t.how.assign(idLimit, Touched::Untouched);
    for (quint32 id : e.inserted)
        t.how[id] = Touched::Inserted;
    for (quint32 id : e.removed)
        t.how[id] = Touched::Removed;
    for (quint32 id : e.sections) {
        if (t.how[id] == Touched::Untouched) {
            t.how[id] = Touched::Whole;
            t.rewritten.push_back(id);
        }
    }
    t.first.assign(size_t(idLimit) + 1, 0);
    for (const auto &[id, part] : e.lines) {
        if (t.how[id] == Touched::Untouched) {
            t.how[id] = Touched::Lines;
            t.rewritten.push_back(id);
        }
        if (t.how[id] == Touched::Lines)
            ++t.first[size_t(id) + 1];
    }
    for (size_t i = 1; i < t.first.size(); ++i)
        t.first[i] += t.first[i - 1];
    t.parts.resize(size_t(t.first.back()));
    std::vector<int> next(t.first.begin(), t.first.end() - 1);
    for (const auto &[id, part] : e.lines) {
        if (t.how[id] == Touched::Lines)
            t.parts[size_t(next[id]++)] = part;
    }
    return t;
}

} // namespace

void WmpTextFile::transaction(const std::function<void()> &edit)
{
    WmpTextChange change;
    m_change = &change;
    try {
        edit();
    } catch (...) {
        m_change = nullptr;
        change.revert(m_tree); // the records were not touched yet
        throw;
    }
    m_change = nullptr;
    change.finishRecording();
    if (m_recordOnly) {
        change.revert(m_tree); // the records were not touched
        m_lastChange = std::move(change);
        return;
    }
    rederiveOrRevert(change);
    m_lastChange = std::move(change);
}

WmpTextChange WmpTextFile::recordOnly(const std::function<void()> &edit)
{
    m_recordOnly = true;
    m_lastChange = WmpTextChange();
    try {
        edit();
    } catch (...) {
        m_recordOnly = false;
        throw;
    }
    m_recordOnly = false;
    return takeChange();
}

void WmpTextFile::applyChange(WmpTextChange &change)
{
    change.revert(m_tree);
    rederiveOrRevert(change);
}

void WmpTextFile::rederiveOrRevert(WmpTextChange &applied)
{
    try {
        if (!rederiveStructure(applied.effect()))
            rebuild();
    } catch (...) {
        applied.revert(m_tree); // the text from before, and everything derived from it
        rebuild();
        throw;
    }
}

WmpSection &WmpTextFile::editSection(quint32 id)
{
    WmpSection &s = *m_tree.section(id);
    if (m_change)
        m_change->recordSection(s);
    return s;
}

WmpLine &WmpTextFile::editLine(quint32 id, int part)
{
    WmpSection &s = *m_tree.section(id);
    WmpLine &line = part == WmpTextChange::kHeader ? s.header : s.body.at(size_t(part));
    if (m_change)
        m_change->recordLine(s, part, line);
    return line;
}

WmpLine &WmpTextFile::editLoose(int item)
{
    WmpLine &line = m_tree.items().at(size_t(item)).line;
    if (m_change)
        m_change->recordLoose(item, line);
    return line;
}

quint32 WmpTextFile::insertSectionAt(int at, std::unique_ptr<WmpSection> section)
{
    at = qBound(0, at, int(std::as_const(m_tree).items().size()));
    const quint32 id = m_tree.insertSection(at, std::move(section));
    if (m_change)
        m_change->recordInsert(at, std::as_const(m_tree).items()[size_t(at)]);
    return id;
}

void WmpTextFile::insertLineAt(int at, WmpLine line)
{
    at = qBound(0, at, int(std::as_const(m_tree).items().size()));
    m_tree.insertLine(at, std::move(line));
    if (m_change)
        m_change->recordInsert(at, std::as_const(m_tree).items()[size_t(at)]);
}

void WmpTextFile::removeItemAt(int at)
{
    WmpSyntaxTree::Item item = m_tree.takeItem(at);
    if (m_change)
        m_change->recordRemove(at, std::move(item));
}

void WmpTextFile::readLooseLines()
{
    clearLooseInfo();
    bool sawSection = false;
    int comments = 0;
    for (const WmpSyntaxTree::Item &item : std::as_const(m_tree).items()) {
        if (item.isSection())
            sawSection = true;
        else
            readLooseLine(item.line, sawSection, comments);
    }
}

bool WmpTextFile::rederiveStructure(const WmpTextChange::Effect &effect)
{
    m_sectionsParsed = 0;
    if (effect.looseLines) {
        const int version = m_version;
        readLooseLines(); // counts and comments: no section is parsed
        if (m_version != version)
            return false; // another generation
    }
    // A header that came back by line carries its keyword and number only in its text.
    for (const auto &[id, part] : effect.lines) {
        if (WmpSection *s = m_tree.section(id); s && part == WmpTextChange::kHeader)
            WmpSyntaxTree::readHeader(*s);
    }
    for (quint32 id : effect.inserted)
        WmpSyntaxTree::readHeader(*m_tree.section(id));
    // wed, level and opaque sections come and go only with the whole file
    auto other = [this](quint32 id) {
        const WmpSection *s = m_tree.section(id);
        return s && s->category() == Category::Other;
    };
    for (quint32 id : effect.sections) {
        if (other(id))
            return false;
    }
    for (const auto &[id, part] : effect.lines) {
        if (other(id))
            return false;
    }
    for (quint32 id : effect.inserted) {
        const Category c = m_tree.section(id)->category();
        if (c == Category::Other || c == Category::Level)
            return false;
    }
    for (quint32 id : effect.removed) {
        const int e = m_entityById.value(id, -1);
        if (!m_objectById.contains(id) && !m_blockById.contains(id) && (e < 0 || m_entities[size_t(e)].kind == "level"))
            return false;
    }
    const Touched touched = touchedSections(effect, m_tree.idLimit());
    switch (appendRecords(effect, touched)) {
    case Patch::Done:
        return true;
    case Patch::Failed:
        return false; // the full pass reports what is wrong
    case Patch::NotApplicable:
        break;
    }
    return relinkAll(effect, touched);
}

// Records added or taken away only at the end of their lists, numbers unchanged elsewhere:
// patches the lists, hashes, links and world transforms of what changed. NotApplicable when
// the change is not of that shape (nothing was modified then).
WmpTextFile::Patch WmpTextFile::appendRecords(const WmpTextChange::Effect &effect, const Touched &touched)
{

    // Shape check first: in-place rewrites keep numbers (and are objects or entities), removals
    // are list tails, insertions come after every kept record of their kind.
    for (quint32 id : touched.rewritten) {
        const WmpSection *s = m_tree.section(id);
        if (!s)
            continue;
        if (const auto o = m_objectById.constFind(id); o != m_objectById.cend()) {
            if (s->keyword != "object" || s->number != m_objects[size_t(o.value())].number)
                return Patch::NotApplicable;
        } else if (const auto e = m_entityById.constFind(id); e != m_entityById.cend()) {
            if (s->keyword != m_entities[size_t(e.value())].kind || s->number != m_entities[size_t(e.value())].number)
                return Patch::NotApplicable;
        } else {
            return Patch::NotApplicable;
        }
    }
    size_t objectsLeft = m_objects.size(), blocksLeft = m_blocks.size(), entitiesLeft = m_entities.size();
    {
        std::vector<int> objects, blocks, entities;
        for (quint32 id : effect.removed) {
            if (const auto o = m_objectById.constFind(id); o != m_objectById.cend())
                objects.push_back(o.value());
            else if (const auto b = m_blockById.constFind(id); b != m_blockById.cend())
                blocks.push_back(b.value());
            else
                entities.push_back(m_entityById.value(id));
        }
        auto isTail = [](std::vector<int> &indices, size_t &size) {
            std::sort(indices.begin(), indices.end());
            for (size_t k = 0; k < indices.size(); ++k) {
                if (size_t(indices[k]) != size - indices.size() + k)
                    return false;
            }
            size -= indices.size();
            return true;
        };
        if (!isTail(objects, objectsLeft) || !isTail(blocks, blocksLeft) || !isTail(entities, entitiesLeft))
            return Patch::NotApplicable;
        for (int i : objects) {
            if (m_objects[size_t(i)].number == 0)
                return Patch::NotApplicable; // the root
        }
    }
    std::vector<std::pair<int, quint32>> newSections; // items() index, id
    for (quint32 id : effect.inserted) {
        const WmpSection &s = *m_tree.section(id);
        const Category c = s.category();
        if (c == Category::Object && s.number == 0)
            return Patch::NotApplicable;
        const int at = m_tree.indexOf(id);
        const quint32 lastKept = c == Category::Object ? (objectsLeft ? m_objects[objectsLeft - 1].id : 0)
                               : c == Category::Block  ? (blocksLeft ? m_blocks[blocksLeft - 1].id : 0)
                                                       : (entitiesLeft ? m_entities[entitiesLeft - 1].id : 0);
        if (lastKept && m_tree.indexOf(lastKept) > at)
            return Patch::NotApplicable;
        newSections.emplace_back(at, id);
    }
    std::sort(newSections.begin(), newSections.end());

    // Take away the tails. An object that listed or referenced a removed record must have been
    // rewritten (its links are resolved again below); otherwise the full pass decides.
    QSet<int> relink; // object indices whose links are resolved again
    for (quint32 id : touched.rewritten) {
        if (const auto o = m_objectById.constFind(id); o != m_objectById.cend())
            relink.insert(o.value());
    }
    std::vector<int> orphans; // kept objects whose parent went away
    auto keptObject = [&](int i) { return i >= 0 && size_t(i) < objectsLeft; };
    for (size_t i = objectsLeft; i < m_objects.size(); ++i) {
        const WmpObjectNode &o = m_objects[i];
        if (keptObject(o.parent) && !relink.contains(o.parent))
            return Patch::Failed;
        for (int c : o.children) {
            if (keptObject(c))
                orphans.push_back(c);
        }
        if (o.block >= 0 && size_t(o.block) < blocksLeft)
            m_blocks[size_t(o.block)].objectIndex = -1;
        if (o.entity >= 0 && size_t(o.entity) < entitiesLeft)
            m_entities[size_t(o.entity)].objectIndex = -1;
        m_objectByNumber.remove(o.number);
        m_objectById.remove(o.id);
    }
    for (size_t i = blocksLeft; i < m_blocks.size(); ++i) {
        if (keptObject(m_blocks[i].objectIndex) && !relink.contains(m_blocks[i].objectIndex))
            return Patch::Failed;
        m_blockByNumber.remove(m_blocks[i].number);
        m_blockById.remove(m_blocks[i].id);
    }
    for (size_t i = entitiesLeft; i < m_entities.size(); ++i) {
        if (keptObject(m_entities[i].objectIndex) && !relink.contains(m_entities[i].objectIndex))
            return Patch::Failed;
        m_entityByNumber.remove(m_entities[i].number);
        m_entityById.remove(m_entities[i].id);
    }
    const bool blocksRemoved = blocksLeft < m_blocks.size();
    m_objects.resize(objectsLeft);
    m_world.resize(objectsLeft);
    m_blocks.resize(blocksLeft);
    m_entities.resize(entitiesLeft);
    for (int c : orphans)
        m_objects[size_t(c)].parent = -1;

    // Rewritten sections: parsed again; links kept for now.
    std::vector<int> moved; // objects whose own transform changed
    for (quint32 id : touched.rewritten) {
        const WmpSection *s = m_tree.section(id);
        if (!s)
            continue;
        ++m_sectionsParsed;
        if (const auto o = m_objectById.constFind(id); o != m_objectById.cend()) {
            WmpObjectNode node = WmpSectionParser::parseObject(*s);
            WmpObjectNode &old = m_objects[size_t(o.value())];
            node.parent = old.parent;
            node.children = std::move(old.children);
            node.block = old.block;
            node.entity = old.entity;
            if (node.position != old.position || node.angles != old.angles || node.scale != old.scale)
                moved.push_back(o.value());
            old = std::move(node);
        } else {
            const int e = m_entityById.value(id);
            if (s->keyword == "level") {
                m_level = WmpSectionParser::parseLevel(*s);
                m_entities[size_t(e)].headerComment = QString::fromLatin1(WmpTokenizer::commentText(s->header.text));
            } else {
                WmpEntity entity = WmpSectionParser::parseEntity(*s);
                entity.objectIndex = m_entities[size_t(e)].objectIndex;
                m_entities[size_t(e)] = std::move(entity);
            }
        }
    }

    // New sections, in file order, at the ends of their lists.
    for (const auto &[at, id] : newSections) {
        const WmpSection &s = *m_tree.section(id);
        ++m_sectionsParsed;
        switch (s.category()) {
        case Category::Object:
            if (m_objectByNumber.contains(s.number))
                return Patch::Failed;
            m_objectByNumber.insert(s.number, int(m_objects.size()));
            m_objectById.insert(id, int(m_objects.size()));
            relink.insert(int(m_objects.size()));
            m_objects.push_back(WmpSectionParser::parseObject(s));
            m_world.push_back(Eigen::Affine3d::Identity());
            moved.push_back(int(m_objects.size()) - 1);
            break;
        case Category::Block: {
            if (m_blockByNumber.contains(s.number))
                return Patch::Failed;
            m_blockByNumber.insert(s.number, int(m_blocks.size()));
            m_blockById.insert(id, int(m_blocks.size()));
            m_blocks.push_back(WmpBlockParser::parse(s));
            if (!blocksRemoved) {
                for (WmpFace &f : m_blocks.back().faces) {
                    f.textureIndex = int(m_textures.indexOf(f.texture));
                    if (f.textureIndex < 0) {
                        f.textureIndex = int(m_textures.size());
                        m_textures << f.texture;
                    }
                }
            }
            break;
        }
        default:
            if (m_entityByNumber.contains(s.number))
                return Patch::Failed;
            m_entityByNumber.insert(s.number, int(m_entities.size()));
            m_entityById.insert(id, int(m_entities.size()));
            m_entities.push_back(WmpSectionParser::parseEntity(s));
            break;
        }
    }
    if (blocksRemoved)
        indexTextures();

    // Links of the rewritten and new objects, as resolveLinks() checks them.
    std::vector<int> order(relink.begin(), relink.end());
    std::sort(order.begin(), order.end());
    for (int i : order) {
        WmpObjectNode &o = m_objects[size_t(i)];
        for (int c : o.children) {
            if (size_t(c) >= m_objects.size())
                continue; // removed with its parent's list rewritten
            if (m_objects[size_t(c)].parent == i)
                m_objects[size_t(c)].parent = -1;
            orphans.push_back(c);
        }
        o.children.clear();
        if (o.block >= 0 && size_t(o.block) < m_blocks.size() && m_blocks[size_t(o.block)].objectIndex == i)
            m_blocks[size_t(o.block)].objectIndex = -1;
        if (o.entity >= 0 && size_t(o.entity) < m_entities.size() && m_entities[size_t(o.entity)].objectIndex == i)
            m_entities[size_t(o.entity)].objectIndex = -1;
        o.block = o.entity = -1;
    }
    for (int i : order) {
        WmpObjectNode &o = m_objects[size_t(i)];
        for (int number : o.childNumbers) {
            const int c = m_objectByNumber.value(number, -1);
            if (c < 0 || c == m_root || c == i || m_objects[size_t(c)].parent >= 0)
                return Patch::Failed;
            m_objects[size_t(c)].parent = i;
            o.children.push_back(c);
        }
        if (o.refLine < 0)
            continue;
        if (o.refKind == "block") {
            const int b = m_blockByNumber.value(o.refNumber, -1);
            if (b < 0 || m_blocks[size_t(b)].objectIndex >= 0)
                return Patch::Failed;
            m_blocks[size_t(b)].objectIndex = i;
            o.block = b;
        } else {
            const int e = m_entityByNumber.value(o.refNumber, -1);
            if (e < 0 || m_entities[size_t(e)].objectIndex >= 0 || m_entities[size_t(e)].kind != o.refKind)
                return Patch::Failed;
            m_entities[size_t(e)].objectIndex = i;
            o.entity = e;
        }
    }
    // World transforms below everything whose place or transform changed; parent chains are
    // walked first so a cycle or too deep a nesting goes to the full pass (which reports it).
    auto depthOf = [this](int i) {
        int depth = 0;
        for (int a = m_objects[size_t(i)].parent; a >= 0; a = m_objects[size_t(a)].parent) {
            if (++depth > kMaxDepth)
                return -1;
        }
        return depth;
    };
    std::vector<int> starts = moved;
    for (int i : order)
        starts.insert(starts.end(), m_objects[size_t(i)].children.begin(), m_objects[size_t(i)].children.end());
    starts.insert(starts.end(), orphans.begin(), orphans.end());
    for (int start : starts) {
        const int depth = depthOf(start);
        if (depth < 0)
            return Patch::Failed;
        std::vector<std::pair<int, int>> stack{{start, depth}};
        while (!stack.empty()) {
            const auto [i, d] = stack.back();
            stack.pop_back();
            if (d > kMaxDepth)
                return Patch::Failed;
            const WmpObjectNode &o = m_objects[size_t(i)];
            m_world[size_t(i)] = (o.parent >= 0 ? m_world[size_t(o.parent)] : Eigen::Affine3d::Identity()) * localTransform(o);
            for (int child : o.children)
                stack.emplace_back(child, d + 1);
        }
    }
    return Patch::Done;
}

// Any other change: records of untouched sections move over as they are, rewritten ones are
// read again (only their number lines when nothing else changed), then every link is resolved.
bool WmpTextFile::relinkAll(const WmpTextChange::Effect &effect, const Touched &touched)
{
    const size_t inserted = effect.inserted.size();

    auto parse = [this](auto parser, const WmpSection &s) {
        ++m_sectionsParsed;
        return parser(s);
    };
    std::vector<WmpObjectNode> objects;
    std::vector<WmpBlock> blocks;
    std::vector<WmpEntity> entities;
    objects.reserve(m_objects.size() + inserted);
    blocks.reserve(m_blocks.size() + inserted);
    entities.reserve(m_entities.size() + inserted);
    for (const WmpSyntaxTree::Item &item : std::as_const(m_tree).items()) {
        if (!item.isSection())
            continue;
        const WmpSection &s = *item.section;
        const quint32 id = s.id;
        const Touched::How how = touched.of(id);
        const bool fresh = how != Touched::Untouched;
        const bool parts = how == Touched::Lines;
        // The old record of an untouched section moves over; a renumbered one is patched when
        // `patch` can (only its number lines changed); anything else is parsed.
        auto take = [&](auto &records, const QHash<quint32, int> &byId, auto parser, auto patch) {
            const int old = byId.value(id, -1);
            if (old >= 0 && (!fresh || parts)) {
                auto record = std::move(records[size_t(old)]);
                if (!fresh || patch(record))
                    return record;
            }
            return parse(parser, s);
        };
        auto onlyParts = [&](auto allowed) { return touched.onlyParts(id, allowed); };
        switch (s.category()) {
        case Category::Object:
            objects.push_back(take(m_objects, m_objectById, WmpSectionParser::parseObject, [&](WmpObjectNode &node) {
                const bool linksOnly = onlyParts([&](int p) {
                    return p == WmpTextChange::kHeader || p == node.refLine
                        || std::find(node.childListLines.begin(), node.childListLines.end(), p) != node.childListLines.end();
                });
                if (linksOnly)
                    WmpSectionParser::rereadObjectLinks(s, node);
                return linksOnly;
            }));
            break;
        case Category::Block:
            blocks.push_back(take(m_blocks, m_blockById, WmpBlockParser::parse, [&](WmpBlock &block) {
                if (!onlyParts([&](int p) { return p == WmpTextChange::kHeader || (p == block.footerNumberLine && p >= 0); }))
                    return false;
                block.number = s.number;
                if (block.footerNumberLine >= 0) {
                    WmpCursor c(s.body[size_t(block.footerNumberLine)], WmpField("block", s.number));
                    block.footerNumber = int(c.integer(0, 100000000));
                    c.expectEnd();
                }
                return true;
            }));
            break;
        case Category::Level: {
            const int old = m_entityById.value(id, -1);
            if (old < 0)
                return false;
            WmpEntity e = std::move(m_entities[size_t(old)]);
            if (fresh) {
                m_level = WmpSectionParser::parseLevel(s);
                e.number = s.number;
                e.headerComment = QString::fromLatin1(WmpTokenizer::commentText(s.header.text));
                ++m_sectionsParsed;
            }
            entities.push_back(std::move(e));
            break;
        }
        case Category::Entity:
            entities.push_back(take(m_entities, m_entityById, WmpSectionParser::parseEntity, [&](WmpEntity &e) {
                if (!onlyParts([](int p) { return p == WmpTextChange::kHeader; }))
                    return false;
                e.number = s.number; // renumbered: not parsed again
                e.headerComment = QString::fromLatin1(WmpTokenizer::commentText(s.header.text));
                return true;
            }));
            break;
        case Category::Other:
            break;
        }
    }
    for (WmpObjectNode &o : objects) {
        o.parent = o.block = o.entity = -1;
        o.children.clear();
    }
    for (WmpBlock &b : blocks)
        b.objectIndex = -1;
    for (WmpEntity &e : entities)
        e.objectIndex = -1;
    m_objects = std::move(objects);
    m_blocks = std::move(blocks);
    m_entities = std::move(entities);
    indexTextures();
    resolveLinks();
    computeWorld();
    return true;
}

} // namespace ackedit::format

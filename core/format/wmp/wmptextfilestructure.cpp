// WmpTextFile structure edits: move, add, remove and duplicate objects. Each touches the sections
// it adds or removes, the parent's child list, the count lines, and (after a removal) the
// numbers that move down to keep the numbering 0..n-1.
#include "wmp/wmptextfile.h"

#include "wmp/wmpsectionparser.h"
#include "wmp/wmptemplates.h"
#include "wmp/wmptokenizer.h"

#include <QCoreApplication>
#include <QSet>

#include <algorithm>

namespace ackedit::format {

namespace {

using Category = WmpSection::Category;

// The list a section is numbered in: the level is numbered among the entities.
Category listOf(const WmpSection &s)
{
    const Category c = s.category();
    return c == Category::Level ? Category::Entity : c;
}

bool isBlankLine(const WmpSyntaxTree::Item &item)
{
    return !item.isSection() && WmpTokenizer::tokenize(item.line.text).empty();
}

} // namespace

void WmpTextFile::setCount(const char *keyword, int value)
{
    const std::vector<WmpSyntaxTree::Item> &items = std::as_const(m_tree).items();
    for (size_t i = 0; i < items.size(); ++i) {
        const WmpLine &line = items[i].line;
        if (items[i].isSection() || line.text.isEmpty())
            continue;
        const std::vector<WmpToken> tokens = WmpTokenizer::codeTokens(line.text);
        if (tokens.size() == 2 && WmpTokenizer::tokenText(line.text, tokens[0]).compare(keyword, Qt::CaseInsensitive) == 0)
            WmpTokenizer::replaceToken(editLoose(int(i)), 1, QByteArray::number(value));
    }
}

void WmpTextFile::writeChildList(int objectIndex, const std::vector<int> &childNumbers)
{
    const WmpObjectNode &o = m_objects[size_t(objectIndex)];
    WmpSection &s = editSection(o.id);
    const QByteArray indent = WmpTokenizer::indentation(s.body[size_t(o.transformLine)].text);
    // The keyword keeps the spelling the file uses ("OBJECT" in hand-edited files).
    QByteArray keyword = "object";
    if (!o.childListLines.empty()) {
        const QByteArray &first = s.body[size_t(o.childListLines.front())].text;
        const std::vector<WmpToken> tokens = WmpTokenizer::codeTokens(first);
        if (!tokens.empty())
            keyword = WmpTokenizer::tokenText(first, tokens.front());
    }
    // WED writes at most 10 numbers per "object" line.
    QList<QByteArray> lines;
    for (size_t k = 0; k < childNumbers.size(); k += 10) {
        QByteArray line = indent + keyword + ' ';
        for (size_t j = k; j < std::min(childNumbers.size(), k + 10); ++j)
            line += (j > k ? ", " : "") + QByteArray::number(childNumbers[j]);
        lines << line;
    }
    const std::vector<int> &old = o.childListLines;
    const size_t common = std::min(old.size(), size_t(lines.size()));
    for (size_t k = 0; k < common; ++k) {
        if (s.body[size_t(old[k])].text != lines[qsizetype(k)])
            s.body[size_t(old[k])].text = lines[qsizetype(k)];
    }
    if (size_t(lines.size()) > old.size()) {
        int at = (old.empty() ? o.transformLine : old.back()) + 1;
        for (qsizetype k = qsizetype(old.size()); k < lines.size(); ++k) {
            WmpLine line;
            line.text = lines[k];
            line.eol = m_tree.eol();
            s.body.insert(s.body.begin() + at++, line);
        }
    } else {
        for (size_t k = old.size(); k-- > common;)
            s.body.erase(s.body.begin() + old[k]);
    }
}

int WmpTextFile::insertionPoint(WmpSection::Category kind) const
{
    const std::vector<WmpSyntaxTree::Item> &items = m_tree.items();
    for (size_t i = items.size(); i-- > 0;) {
        if (items[i].isSection() && listOf(*items[i].section) == kind)
            return int(i);
    }
    return -1;
}

quint32 WmpTextFile::insertNewSection(WmpSection::Category kind, QList<QByteArray> lines)
{
    auto section = std::make_unique<WmpSection>();
    auto makeLine = [this](const QByteArray &text) {
        WmpLine l;
        l.text = text;
        l.eol = m_tree.eol();
        return l;
    };
    section->header = makeLine(lines.takeFirst());
    section->closing = makeLine(lines.takeLast());
    for (const QByteArray &l : lines)
        section->body.push_back(makeLine(l));
    const std::vector<WmpToken> tokens = WmpTokenizer::codeTokens(section->header.text);
    section->keyword = WmpTokenizer::tokenText(section->header.text, tokens[0]);
    section->number = int(WmpTokenizer::tokenText(section->header.text, tokens[1]).toInt());

    const std::vector<WmpSyntaxTree::Item> &items = std::as_const(m_tree).items();
    const int last = insertionPoint(kind);
    WmpLine blank = makeLine(QByteArray());
    if (last >= 0) {
        // [last, blank, NEW, blank, next…] as WED separates sections.
        if (size_t(last + 1) < items.size() && isBlankLine(items[size_t(last + 1)])) {
            const quint32 id = insertSectionAt(last + 2, std::move(section));
            insertLineAt(last + 3, blank);
            return id;
        }
        insertLineAt(last + 1, blank);
        return insertSectionAt(last + 2, std::move(section));
    }
    // No section of this kind yet: blocks go before the entities, entities before the objects.
    int before = int(items.size());
    for (size_t i = 0; i < items.size(); ++i) {
        if (!items[i].isSection())
            continue;
        const Category c = listOf(*items[i].section);
        if ((kind == Category::Block && (c == Category::Entity || c == Category::Object))
            || (kind == Category::Entity && c == Category::Object)) {
            before = int(i);
            break;
        }
    }
    const quint32 id = insertSectionAt(before, std::move(section));
    insertLineAt(before + 1, blank);
    return id;
}

std::vector<int> WmpTextFile::subtreeOf(int objectIndex) const
{
    std::vector<int> subtree{objectIndex}; // breadth first
    for (size_t k = 0; k < subtree.size(); ++k) {
        for (int c : m_objects[size_t(subtree[k])].children)
            subtree.push_back(c);
        if (subtree.size() > m_objects.size()) // only a parent cycle lists an object twice
            refuseEdit(QStringLiteral("object"), QStringLiteral("object %1 is caught in a parent cycle").arg(m_objects[size_t(objectIndex)].number));
    }
    return subtree;
}

int WmpTextFile::heightBelow(int objectIndex) const
{
    int height = 0;
    std::vector<std::pair<int, int>> stack{{objectIndex, 0}}; // object, levels below objectIndex
    while (!stack.empty()) {
        const auto [i, d] = stack.back();
        stack.pop_back();
        height = std::max(height, d);
        if (d > kMaxDepth)
            break; // too deep already, or a parent cycle (validate() reports those)
        for (int c : m_objects[size_t(i)].children)
            stack.emplace_back(c, d + 1);
    }
    return height;
}

void WmpTextFile::requireNestingFits(int parent, int height) const
{
    int depth = 1; // of a child of `parent`
    for (int a = m_objects[size_t(parent)].parent; a >= 0 && depth <= kMaxDepth; a = m_objects[size_t(a)].parent)
        ++depth; // bounded: a parent cycle never ends
    if (depth + height > kMaxDepth)
        refuseEdit(QStringLiteral("parent"), QCoreApplication::translate("ackedit::format::FormatError", "groups would nest deeper than %1 levels").arg(kMaxDepth));
}

quint32 WmpTextFile::attachNewObject(quint32 parent, int index, const QByteArray &refKind, int refNumber,
                                     const QString &name)
{
    const int p = requireObject(parent, QStringLiteral("parent"));
    requireNestingFits(p, 0);
    int number = -1;
    for (const WmpObjectNode &o : m_objects)
        number = std::max(number, o.number);
    ++number;
    const quint32 id = insertNewSection(Category::Object, WmpTemplates::object(m_generation, number, refKind, refNumber, name.toLatin1()));
    std::vector<int> list = m_objects[size_t(p)].childNumbers;
    const int at = (index < 0 || index > int(list.size())) ? int(list.size()) : index;
    list.insert(list.begin() + at, number);
    writeChildList(p, list);
    setCount("objects", int(m_objects.size()) + 1);
    return id;
}

quint32 WmpTextFile::addGroup(quint32 parent, const QString &name, int index)
{
    for (QChar c : name) {
        if (c.unicode() > 255 || c.unicode() < 32)
            refuseEdit(QStringLiteral("name"), QCoreApplication::translate("ackedit::format::FormatError", "group names are one line of Latin-1 text"));
    }
    quint32 id = 0;
    transaction([&] { id = attachNewObject(parent, index, QByteArray(), -1, name); });
    return id;
}

quint32 WmpTextFile::addEntity(quint32 parent, const QByteArray &kind, const QString &text, int index)
{
    static const QList<QByteArray> kinds{"light", "model", "start", "path", "sound"};
    if (!kinds.contains(kind))
        refuseEdit(QStringLiteral("kind"), QCoreApplication::translate("ackedit::format::FormatError", "cannot add a '%1'").arg(QString::fromLatin1(kind)));
    QByteArray value = text.toLatin1();
    const bool latin1 = QString::fromLatin1(value) == text;
    if (kind == "start" && value.isEmpty())
        value = "pos_000";
    if (kind == "path" && value.isEmpty())
        value = "path_000";
    if (kind != "light") {
        if (value.isEmpty() || !latin1 || value.contains('<') || value.contains('>')
            || value.contains('\n') || value.contains('\r') || value.contains("//") || value.contains('{')
            || value.contains('}') || ((kind == "start" || kind == "path") && value.contains(' ')))
            refuseEdit(QStringLiteral("text"), QCoreApplication::translate("ackedit::format::FormatError", "'%1' is not a usable file or name").arg(text));
    }
    // Entity 0 must be the level; a map-entity piece without one (flw_l4_pol.wmp) gets none.
    const int level = m_entityByNumber.value(0, -1);
    if (level < 0 || m_entities[size_t(level)].kind != "level")
        refuseEdit(QStringLiteral("kind"), QCoreApplication::translate("ackedit::format::FormatError", "the file has no level section (a map entity piece): no entities"));
    quint32 id = 0;
    transaction([&] {
        int number = -1;
        for (const WmpEntity &e : m_entities)
            number = std::max(number, e.number);
        ++number;
        insertNewSection(Category::Entity, WmpTemplates::entity(m_generation, kind, number, value));
        setCount("entities", int(m_entities.size()) + 1);
        id = attachNewObject(parent, index, kind, number, QString());
    });
    return id;
}

quint32 WmpTextFile::addBoxBlock(quint32 parent, const Eigen::Vector3d &size, const QString &texture, int index)
{
    const QByteArray tex = texture.toLatin1();
    if (tex.isEmpty() || QString::fromLatin1(tex) != texture || tex.contains(' ') || tex.contains('(') || tex.contains(':'))
        refuseEdit(QStringLiteral("texture"), QCoreApplication::translate("ackedit::format::FormatError", "'%1' is not a usable texture name").arg(texture));
    for (int k = 0; k < 3; ++k) {
        if (!(size[k] > 0 && size[k] < 1e9))
            refuseEdit(QStringLiteral("size"), QCoreApplication::translate("ackedit::format::FormatError", "box sizes must be positive"));
    }
    quint32 id = 0;
    transaction([&] {
        int number = -1;
        for (const WmpBlock &b : m_blocks)
            number = std::max(number, b.number);
        ++number;
        insertNewSection(Category::Block, WmpTemplates::boxBlock(m_generation, number, size, tex));
        setCount("blocks", int(m_blocks.size()) + 1);
        id = attachNewObject(parent, index, "block", number, QString());
    });
    return id;
}

void WmpTextFile::moveObject(quint32 id, quint32 newParent, int index)
{
    transaction([&] {
        const int o = requireObject(id, QStringLiteral("object"));
        const int p = requireObject(newParent, QStringLiteral("parent"));
        if (o == m_root)
            refuseEdit(QStringLiteral("object"), QCoreApplication::translate("ackedit::format::FormatError", "the root object cannot move"));
        for (int a = p, steps = 0; a >= 0 && steps <= kMaxDepth; a = m_objects[size_t(a)].parent, ++steps) {
            if (a == o)
                refuseEdit(QStringLiteral("parent"), QCoreApplication::translate("ackedit::format::FormatError", "an object cannot move below itself"));
        }
        requireNestingFits(p, heightBelow(o));
        const int number = m_objects[size_t(o)].number;
        const int oldParent = m_objects[size_t(o)].parent;
        if (oldParent >= 0 && oldParent != p) {
            std::vector<int> list = m_objects[size_t(oldParent)].childNumbers;
            list.erase(std::remove(list.begin(), list.end(), number), list.end());
            writeChildList(oldParent, list);
        }
        // Same parent: a reorder (the number leaves its old place first).
        std::vector<int> list = m_objects[size_t(p)].childNumbers;
        list.erase(std::remove(list.begin(), list.end(), number), list.end());
        const int at = (index < 0 || index > int(list.size())) ? int(list.size()) : index;
        list.insert(list.begin() + at, number);
        writeChildList(p, list);
    });
}

void WmpTextFile::renumber(WmpSection::Category kind, const std::vector<int> &removed, const QSet<quint32> &doomed)
{
    if (removed.empty())
        return;
    // A number above removed ones moves down by their count; a removed number stays (it goes).
    auto renumbered = [&removed](int n) {
        const auto below = std::lower_bound(removed.begin(), removed.end(), n);
        return below != removed.end() && *below == n ? n : n - int(below - removed.begin());
    };
    auto replace = [this](quint32 id, int part, int token, int number) {
        WmpTokenizer::replaceToken(editLine(id, part), token, QByteArray::number(number));
    };
    for (const WmpSyntaxTree::Item &item : std::as_const(m_tree).items()) {
        if (!item.isSection() || listOf(*item.section) != kind || doomed.contains(item.section->id))
            continue;
        const WmpSection &s = *item.section;
        if (renumbered(s.number) != s.number)
            replace(s.id, WmpTextChange::kHeader, 1, renumbered(s.number));
    }
    if (kind == Category::Block) {
        for (const WmpBlock &b : m_blocks) {
            if (b.footerNumberLine >= 0 && !doomed.contains(b.id) && renumbered(b.footerNumber) != b.footerNumber)
                replace(b.id, b.footerNumberLine, 0, renumbered(b.footerNumber));
        }
    }
    for (const WmpObjectNode &o : m_objects) {
        if (doomed.contains(o.id))
            continue;
        const WmpSection &s = *std::as_const(m_tree).section(o.id);
        if (kind == Category::Object) {
            for (int lineIndex : o.childListLines) {
                const std::vector<WmpToken> tokens = WmpTokenizer::tokenize(s.body[size_t(lineIndex)].text);
                WmpLine *line = nullptr; // recorded once, at its first renumbered token
                for (int t = int(tokens.size()) - 1; t >= 1; --t) {
                    if (tokens[size_t(t)].kind != WmpToken::Kind::Word)
                        continue;
                    const QByteArray &text = line ? line->text : s.body[size_t(lineIndex)].text;
                    const int n = WmpTokenizer::tokenText(text, tokens[size_t(t)]).toInt();
                    if (renumbered(n) == n)
                        continue;
                    if (!line)
                        line = &editLine(o.id, lineIndex);
                    WmpTokenizer::replaceToken(*line, t, QByteArray::number(renumbered(n)));
                }
            }
        } else if (o.refLine >= 0 && (o.refKind == "block") == (kind == Category::Block) && renumbered(o.refNumber) != o.refNumber) {
            replace(o.id, o.refLine, 1, renumbered(o.refNumber));
        }
    }
}

void WmpTextFile::removeObject(quint32 id)
{
    transaction([&] {
        const int o = requireObject(id, QStringLiteral("object"));
        if (o == m_root)
            refuseEdit(QStringLiteral("object"), QCoreApplication::translate("ackedit::format::FormatError", "the root object cannot be removed"));
        // The subtree, and what it references.
        const std::vector<int> subtree = subtreeOf(o);
        QSet<quint32> doomed;
        QSet<int> objectNumbers, blockNumbers, entityNumbers;
        for (int i : subtree) {
            const WmpObjectNode &n = m_objects[size_t(i)];
            doomed.insert(n.id);
            objectNumbers.insert(n.number);
            if (n.block >= 0) {
                doomed.insert(m_blocks[size_t(n.block)].id);
                blockNumbers.insert(m_blocks[size_t(n.block)].number);
            }
            if (n.entity >= 0) {
                doomed.insert(m_entities[size_t(n.entity)].id);
                entityNumbers.insert(m_entities[size_t(n.entity)].number);
            }
        }
        // Close the gaps: every number above a removed one moves down.
        auto sorted = [](const QSet<int> &numbers) {
            std::vector<int> v(numbers.begin(), numbers.end());
            std::sort(v.begin(), v.end());
            return v;
        };
        const std::vector<int> objectsGone = sorted(objectNumbers);
        renumber(Category::Object, objectsGone, doomed);
        renumber(Category::Block, sorted(blockNumbers), doomed);
        renumber(Category::Entity, sorted(entityNumbers), doomed);
        const int parent = m_objects[size_t(o)].parent;
        if (parent >= 0) {
            std::vector<int> list;
            for (int n : m_objects[size_t(parent)].childNumbers) {
                if (n != m_objects[size_t(o)].number)
                    list.push_back(n - int(std::lower_bound(objectsGone.begin(), objectsGone.end(), n) - objectsGone.begin()));
            }
            writeChildList(parent, list);
        }
        std::vector<int> at; // the doomed sections' items, last first
        for (quint32 d : doomed)
            at.push_back(m_tree.indexOf(d));
        std::sort(at.rbegin(), at.rend());
        const std::vector<WmpSyntaxTree::Item> &items = std::as_const(m_tree).items();
        for (int i : at) {
            if (size_t(i + 1) < items.size() && isBlankLine(items[size_t(i + 1)]))
                removeItemAt(i + 1);
            removeItemAt(i);
        }
        setCount("objects", int(m_objects.size() - size_t(objectNumbers.size())));
        setCount("blocks", int(m_blocks.size() - size_t(blockNumbers.size())));
        setCount("entities", int(m_entities.size() - size_t(entityNumbers.size())));
    });
}

quint32 WmpTextFile::duplicateObject(quint32 id)
{
    quint32 newId = 0;
    transaction([&] {
        const int o = requireObject(id, QStringLiteral("object"));
        if (o == m_root)
            refuseEdit(QStringLiteral("object"), QCoreApplication::translate("ackedit::format::FormatError", "the root object cannot be duplicated"));
        const std::vector<int> subtree = subtreeOf(o);
        // A file has one level section: the object that holds it (a map entity piece's only
        // object) has no copy.
        for (int i : subtree) {
            const int e = m_objects[size_t(i)].entity;
            if (e >= 0 && m_entities[size_t(e)].kind == "level")
                refuseEdit(QStringLiteral("object"), QCoreApplication::translate("ackedit::format::FormatError", "the object that holds the level section cannot be duplicated (a file has one level section)"));
        }
        int nextObject = -1, nextBlock = -1, nextEntity = -1;
        for (const WmpObjectNode &n : m_objects)
            nextObject = std::max(nextObject, n.number);
        for (const WmpBlock &b : m_blocks)
            nextBlock = std::max(nextBlock, b.number);
        for (const WmpEntity &e : m_entities)
            nextEntity = std::max(nextEntity, e.number);
        QHash<int, int> objectMap, blockMap, entityMap;
        for (int i : subtree) {
            const WmpObjectNode &n = m_objects[size_t(i)];
            objectMap.insert(n.number, ++nextObject);
            if (n.block >= 0)
                blockMap.insert(m_blocks[size_t(n.block)].number, ++nextBlock);
            if (n.entity >= 0)
                entityMap.insert(m_entities[size_t(n.entity)].number, ++nextEntity);
        }
        auto copyOf = [this](quint32 sectionId, int number) {
            WmpSection copy = *m_tree.section(sectionId);
            copy.id = 0;
            copy.number = number;
            for (WmpLine *l : {&copy.header, &copy.closing}) {
                l->offset = -1;
                l->lineNo = 0;
            }
            for (WmpLine &l : copy.body) {
                l.offset = -1;
                l.lineNo = 0;
            }
            WmpTokenizer::replaceToken(copy.header, 1, QByteArray::number(number));
            return copy;
        };
        auto insertCopy = [this](Category kind, WmpSection copy) {
            QList<QByteArray> lines{copy.header.text};
            for (const WmpLine &l : copy.body)
                lines << l.text;
            lines << copy.closing.text;
            return insertNewSection(kind, lines);
        };
        for (int i : subtree) {
            const WmpObjectNode &n = m_objects[size_t(i)];
            if (n.block >= 0) {
                const WmpBlock &b = m_blocks[size_t(n.block)];
                WmpSection copy = copyOf(b.id, blockMap.value(b.number));
                if (b.footerNumberLine >= 0)
                    WmpTokenizer::replaceToken(copy.body[size_t(b.footerNumberLine)], 0, QByteArray::number(copy.number));
                insertCopy(Category::Block, std::move(copy));
            }
            if (n.entity >= 0) {
                const WmpEntity &e = m_entities[size_t(n.entity)];
                insertCopy(Category::Entity, copyOf(e.id, entityMap.value(e.number)));
            }
            WmpSection copy = copyOf(n.id, objectMap.value(n.number));
            for (int lineIndex : n.childListLines) {
                WmpLine &line = copy.body[size_t(lineIndex)];
                const std::vector<WmpToken> tokens = WmpTokenizer::tokenize(line.text);
                for (int t = int(tokens.size()) - 1; t >= 1; --t) {
                    if (tokens[size_t(t)].kind == WmpToken::Kind::Word) {
                        const int c = WmpTokenizer::tokenText(line.text, tokens[size_t(t)]).toInt();
                        WmpTokenizer::replaceToken(line, t, QByteArray::number(objectMap.value(c)));
                    }
                }
            }
            if (n.refLine >= 0) {
                const int ref = n.block >= 0 ? blockMap.value(n.refNumber) : entityMap.value(n.refNumber);
                WmpTokenizer::replaceToken(copy.body[size_t(n.refLine)], 1, QByteArray::number(ref));
            }
            const quint32 sid = insertCopy(Category::Object, std::move(copy));
            if (i == o)
                newId = sid;
        }
        const int parent = m_objects[size_t(o)].parent;
        if (parent >= 0) {
            std::vector<int> list = m_objects[size_t(parent)].childNumbers;
            const auto it = std::find(list.begin(), list.end(), m_objects[size_t(o)].number);
            list.insert(it == list.end() ? list.end() : it + 1, objectMap.value(m_objects[size_t(o)].number));
            writeChildList(parent, list);
        }
        setCount("objects", int(m_objects.size() + subtree.size()));
        setCount("blocks", int(m_blocks.size()) + int(blockMap.size()));
        setCount("entities", int(m_entities.size()) + int(entityMap.size()));
    });
    return newId;
}

} // namespace ackedit::format

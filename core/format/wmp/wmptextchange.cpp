#include "wmp/wmptextchange.h"

#include <algorithm>
#include <utility>

namespace ackedit::format {

namespace {

qint64 lineBytes(const WmpLine &l) { return qint64(sizeof(WmpLine)) + l.text.size() + l.eol.size(); }

qint64 sectionBytes(const WmpSection &s)
{
    qint64 n = qint64(sizeof(WmpSection)) + lineBytes(s.header) + lineBytes(s.closing);
    for (const WmpLine &l : s.body)
        n += lineBytes(l);
    return n;
}

WmpLine &lineOf(WmpSection &s, int part)
{
    return part == WmpTextChange::kHeader ? s.header : part == WmpTextChange::kClosing ? s.closing : s.body.at(size_t(part));
}

} // namespace

qint64 WmpTextChange::bytes() const
{
    qint64 n = qint64(m_ops.capacity() * sizeof(Op));
    for (const Op &op : m_ops) {
        n += op.text.size();
        if (op.section)
            n += sectionBytes(*op.section);
        if (op.line)
            n += lineBytes(*op.line);
    }
    return n;
}

WmpTextChange::Effect WmpTextChange::effect() const
{
    Effect e;
    for (const Op &op : m_ops) {
        switch (op.kind) {
        case Kind::Section:
            e.sections.push_back(op.id);
            break;
        case Kind::Line:
            e.lines.emplace_back(op.id, op.at);
            break;
        case Kind::Loose:
            e.looseLines = true;
            break;
        case Kind::Insert:
        case Kind::Remove:
            if (op.id == 0)
                e.looseLines = true;
            else
                (op.kind == Kind::Insert ? e.inserted : e.removed).push_back(op.id);
            break;
        }
    }
    return e;
}

void WmpTextChange::recordSection(const WmpSection &before)
{
    if (m_whole.contains(before.id))
        return;
    m_whole.insert(before.id);
    Op op;
    op.kind = Kind::Section;
    op.id = before.id;
    op.section = std::make_unique<WmpSection>(before);
    m_ops.push_back(std::move(op));
}

void WmpTextChange::recordLine(const WmpSection &section, int part, const WmpLine &before)
{
    if (m_whole.contains(section.id))
        return; // the whole section comes back
    Op op;
    op.kind = Kind::Line;
    op.id = section.id;
    op.at = part;
    op.text = before.text;
    m_ops.push_back(std::move(op));
}

void WmpTextChange::recordLoose(int item, const WmpLine &before)
{
    Op op;
    op.kind = Kind::Loose;
    op.at = item;
    op.text = before.text;
    m_ops.push_back(std::move(op));
}

void WmpTextChange::recordInsert(int item, const WmpSyntaxTree::Item &inserted)
{
    Op op;
    op.kind = Kind::Insert;
    op.at = item;
    op.id = inserted.section ? inserted.section->id : 0;
    m_ops.push_back(std::move(op));
}

void WmpTextChange::recordRemove(int item, WmpSyntaxTree::Item removed)
{
    Op op;
    op.kind = Kind::Remove;
    op.at = item;
    op.id = removed.section ? removed.section->id : 0;
    op.section = std::move(removed.section);
    if (!op.section)
        op.line = std::make_unique<WmpLine>(std::move(removed.line));
    m_ops.push_back(std::move(op));
}

void WmpTextChange::finishRecording()
{
    m_ops.shrink_to_fit();
    m_whole.clear();
}

void WmpTextChange::revert(WmpSyntaxTree &tree)
{
    for (auto it = m_ops.rbegin(); it != m_ops.rend(); ++it) {
        Op &op = *it;
        switch (op.kind) {
        case Kind::Section:
            std::swap(*tree.section(op.id), *op.section);
            break;
        case Kind::Line:
            std::swap(lineOf(*tree.section(op.id), op.at).text, op.text);
            break;
        case Kind::Loose:
            std::swap(tree.items().at(size_t(op.at)).line.text, op.text);
            break;
        case Kind::Insert: {
            WmpSyntaxTree::Item item = tree.takeItem(op.at);
            op.section = std::move(item.section);
            if (!op.section)
                op.line = std::make_unique<WmpLine>(std::move(item.line));
            op.kind = Kind::Remove;
            break;
        }
        case Kind::Remove: {
            WmpSyntaxTree::Item item;
            item.section = std::move(op.section);
            if (op.line)
                item.line = std::move(*op.line);
            op.line.reset();
            tree.insertItem(op.at, std::move(item));
            op.kind = Kind::Insert;
            break;
        }
        }
    }
    std::reverse(m_ops.begin(), m_ops.end());
    m_whole.clear();
}

} // namespace ackedit::format

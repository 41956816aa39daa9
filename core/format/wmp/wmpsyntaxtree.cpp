#include "wmp/wmpsyntaxtree.h"

#include "io/formaterror.h"
#include "wmp/wmpfield.h"
#include "wmp/wmpnumber.h"
#include "wmp/wmptokenizer.h"

#include <QVarLengthArray>

#include <algorithm>
#include <iterator>

namespace ackedit::format {

namespace {

// What the structure pass needs of a line, from one scan of its tokens.
struct LineShape
{
    int delta = 0;           // net brace depth change; braces in comments, <names>, "quotes" do not count
    bool opensAtEnd = false; // the last code token is '{'
    int codeTokens = 0;
    int unclosed = -1;       // start of an unterminated "…" or <…> token, -1 if none
    bool unclosedQuote = false;
};

LineShape shapeOf(const QByteArray &text)
{
    LineShape shape;
    WmpTokenizer::scan(text, [&](const WmpToken &t) {
        if (t.kind == WmpToken::Kind::Comment)
            return;
        ++shape.codeTokens;
        const bool punct = t.kind == WmpToken::Kind::Punct;
        const char c = punct ? text.at(t.start) : 0;
        shape.delta += c == '{' ? 1 : c == '}' ? -1 : 0;
        shape.opensAtEnd = c == '{';
        if (!t.closed && shape.unclosed < 0
            && (t.kind == WmpToken::Kind::Quoted || t.kind == WmpToken::Kind::Bracketed)) {
            shape.unclosed = t.start;
            shape.unclosedQuote = t.kind == WmpToken::Kind::Quoted;
        }
    });
    return shape;
}

// A section header written with its brace on the next line ("block 3" / "{"), as a hand-edited
// level or a script may have it: a keyword and at most a number, then a line that is only '{'
// (and perhaps the "// name" comment). A lone '{' is never valid at the top level otherwise.
bool opensOnNextLine(const WmpLine &line, const WmpLine &next)
{
    if (!WmpTokenizer::isOnlyPunct(next.text, '{'))
        return false;
    int words = 0, others = 0;
    WmpTokenizer::scan(line.text, [&](const WmpToken &t) { ++(t.kind == WmpToken::Kind::Word ? words : others); });
    return others == 0 && words >= 1 && words <= 2;
}

[[noreturn]] void fail(const WmpLine &line, const QString &problem)
{
    throw FormatError(line.offset, QStringLiteral("structure"),
                      QStringLiteral("line %1: %2").arg(line.lineNo).arg(problem));
}

// WED never writes a '"' or '<' without its partner on the same line; reading on would take the
// rest of the line as one string and hide the damage.
void requireClosedQuotes(const WmpLine &line, const LineShape &shape, const WmpField &field)
{
    if (shape.unclosed < 0)
        return;
    const QString what = shape.unclosedQuote ? QStringLiteral("\" string") : QStringLiteral("<file name>");
    throw FormatError(line.offset + shape.unclosed, field.toString(),
                      QStringLiteral("line %1, column %2: unterminated %3").arg(line.lineNo).arg(shape.unclosed + 1).arg(what));
}

} // namespace

WmpSection::Category WmpSection::category() const
{
    if (keyword == "object")
        return Category::Object;
    if (keyword == "block")
        return Category::Block;
    if (keyword == "wed" || number < 0)
        return Category::Other;
    return keyword == "level" ? Category::Level : Category::Entity;
}

WmpSyntaxTree WmpSyntaxTree::parse(const QByteArray &data)
{
    WmpSyntaxTree tree;
    // Some editors save with a UTF-8 byte-order mark; it is not part of the first line.
    if (data.startsWith(kUtf8Bom))
        tree.m_bom = kUtf8Bom;
    std::vector<bool> structural;
    std::vector<WmpLine> lines = WmpTokenizer::splitLines(data, tree.m_bom.size(), &structural);
    // Most lines (vertices, faces, fields) hold no brace, quote or bracket: their shape is known.
    auto shapeAt = [&](size_t k) { return structural[k] ? shapeOf(lines[k].text) : LineShape(); };
    if (!lines.empty() && !lines.front().eol.isEmpty())
        tree.m_eol = lines.front().eol;

    size_t i = 0;
    std::vector<LineShape> shapes; // of the current section's lines, checked once it is closed
    while (i < lines.size()) {
        WmpLine &line = lines[i];
        LineShape shape = shapeAt(i);
        size_t headerLines = 1;
        if (shape.delta == 0 && !shape.opensAtEnd && i + 1 < lines.size() && opensOnNextLine(line, lines[i + 1])) {
            // "block 3" with its '{' on the next line: one header whose text keeps the line end
            // between them (the '{' line is skipped below).
            line.text += line.eol;
            line.text += lines[i + 1].text;
            line.eol = lines[i + 1].eol;
            shape = shapeOf(line.text);
            headerLines = 2;
        }
        if (shape.delta == 0 && !shape.opensAtEnd) {
            requireClosedQuotes(line, shape, "header");
            Item item;
            item.line = std::move(line);
            tree.m_items.push_back(std::move(item));
            ++i;
            continue;
        }
        if (shape.delta != 1 || !shape.opensAtEnd)
            fail(line, QStringLiteral("unexpected brace outside a section"));

        auto section = std::make_unique<WmpSection>();
        section->header = std::move(line);
        readHeader(*section);
        shapes.assign(1, shape);
        i += headerLines;

        // Find the closing line first, then move the body lines over in one go.
        const size_t first = i;
        int depth = 1;
        bool closed = false;
        while (i < lines.size()) {
            const LineShape bodyShape = shapeAt(i);
            const WmpLine &bodyLine = lines[i];
            depth += bodyShape.delta;
            if (depth < 0)
                fail(bodyLine, QStringLiteral("unbalanced closing brace"));
            if (depth == 0) {
                if (bodyShape.codeTokens != 1)
                    fail(bodyLine, QStringLiteral("text next to the closing brace of a section"));
                closed = true;
                break;
            }
            shapes.push_back(bodyShape);
            ++i;
        }
        if (!closed)
            fail(section->header, QStringLiteral("section '%1' is not closed before the end of the file")
                                      .arg(QString::fromLatin1(section->keyword)));
        section->body.assign(std::make_move_iterator(lines.begin() + std::ptrdiff_t(first)),
                             std::make_move_iterator(lines.begin() + std::ptrdiff_t(i)));
        section->closing = std::move(lines[i++]);
        section->id = tree.m_nextId++;
        const WmpField field = section->number >= 0 ? WmpField(section->keyword.constData(), section->number)
                                                    : WmpField(section->keyword.constData());
        requireClosedQuotes(section->header, shapes[0], field);
        for (size_t k = 0; k < section->body.size(); ++k)
            requireClosedQuotes(section->body[k], shapes[k + 1], field);
        Item item;
        item.section = std::move(section);
        tree.m_items.push_back(std::move(item));
    }
    return tree;
}

QByteArray WmpSyntaxTree::serialize() const
{
    QByteArray out = m_bom;
    forEachLine([&out](const WmpLine &l) {
        out += l.text;
        out += l.eol;
    });
    return out;
}

void WmpSyntaxTree::readHeader(WmpSection &section)
{
    // keyword [number] { [// comment]
    const WmpLine &line = section.header;
    QVarLengthArray<WmpToken, 8> tokens;
    WmpTokenizer::codeTokensInto(line.text, tokens);
    if (tokens.size() < 2 || tokens.front().kind != WmpToken::Kind::Word)
        fail(line, QStringLiteral("section header without a keyword"));
    // Keywords are case-insensitive for WED ("OBJECT 3 {"); the header line keeps its spelling.
    section.keyword = keyword(QByteArrayView(line.text).sliced(tokens.front().start, tokens.front().length));
    section.number = -1;
    if (tokens.size() == 3) {
        if (tokens[1].kind != WmpToken::Kind::Word)
            fail(line, QStringLiteral("malformed section header"));
        const auto number = WmpNumber::parseInt(QByteArrayView(line.text).sliced(tokens[1].start, tokens[1].length));
        if (!number || *number < 0 || *number > 10000000)
            fail(line, QStringLiteral("section number is not a non-negative integer"));
        section.number = int(*number);
    } else if (tokens.size() != 2) {
        fail(line, QStringLiteral("malformed section header"));
    }
}

QByteArray WmpSyntaxTree::keyword(QByteArrayView word)
{
    // The keywords of every real file as shared constants: a section copies a reference.
    static const QByteArray known[] = {"object", "block", "model", "light", "sound", "start", "path",
                                       "level", "wed", "region", "terrain"};
    for (const QByteArray &k : known) {
        if (word.compare(k, Qt::CaseInsensitive) == 0)
            return k;
    }
    return word.toByteArray().toLower();
}

WmpSyntaxTree WmpSyntaxTree::clone() const
{
    WmpSyntaxTree copy;
    copy.m_nextId = m_nextId;
    copy.m_eol = m_eol;
    copy.m_bom = m_bom;
    copy.m_items.reserve(m_items.size());
    for (const Item &item : m_items) {
        Item c;
        c.line = item.line;
        if (item.section)
            c.section = std::make_unique<WmpSection>(*item.section);
        copy.m_items.push_back(std::move(c));
    }
    return copy;
}

void WmpSyntaxTree::reindex() const
{
    quint32 maxId = 0;
    for (const Item &item : m_items)
        maxId = item.section ? std::max(maxId, item.section->id) : maxId;
    m_indexById.assign(size_t(maxId) + 1, -1);
    for (size_t i = 0; i < m_items.size(); ++i) {
        if (m_items[i].section)
            m_indexById[m_items[i].section->id] = int(i);
    }
    m_indexFresh = true;
    m_moves = 0;
}

void WmpSyntaxTree::moved(int at, const Item &item)
{
    m_indexFresh = false;
    ++m_moves;
    if (item.section) {
        if (item.section->id >= m_indexById.size())
            m_indexById.resize(size_t(item.section->id) + 1, -1);
        m_indexById[item.section->id] = at;
    }
}

int WmpSyntaxTree::indexOf(quint32 id) const
{
    auto valid = [this, id](int i) {
        return i >= 0 && size_t(i) < m_items.size() && m_items[size_t(i)].section && m_items[size_t(i)].section->id == id;
    };
    const int i = id < m_indexById.size() ? m_indexById[id] : -1;
    if (valid(i) || m_indexFresh)
        return valid(i) ? i : -1;
    // A few insertions or removals since the table was built moved an item by at most that
    // many places: look there before building the table again.
    if (i >= 0 && m_moves <= kMaxProbe) {
        for (int d = 1; d <= m_moves; ++d) {
            for (int at : {i + d, i - d}) {
                if (valid(at)) {
                    m_indexById[id] = at;
                    return at;
                }
            }
        }
    }
    reindex();
    const int j = id < m_indexById.size() ? m_indexById[id] : -1;
    return valid(j) ? j : -1;
}

WmpSection *WmpSyntaxTree::section(quint32 id)
{
    const int i = indexOf(id);
    return i < 0 ? nullptr : m_items[size_t(i)].section.get();
}

const WmpSection *WmpSyntaxTree::section(quint32 id) const
{
    const int i = indexOf(id);
    return i < 0 ? nullptr : m_items[size_t(i)].section.get();
}

quint32 WmpSyntaxTree::insertSection(int at, std::unique_ptr<WmpSection> section)
{
    m_indexFresh = false;
    if (section->id == 0)
        section->id = m_nextId++;
    const quint32 id = section->id;
    Item item;
    item.section = std::move(section);
    at = qBound(0, at, int(m_items.size()));
    m_items.insert(m_items.begin() + at, std::move(item));
    moved(at, m_items[size_t(at)]);
    return id;
}

void WmpSyntaxTree::insertLine(int at, WmpLine line)
{
    m_indexFresh = false;
    Item item;
    item.line = std::move(line);
    at = qBound(0, at, int(m_items.size()));
    m_items.insert(m_items.begin() + at, std::move(item));
    moved(at, m_items[size_t(at)]);
}

void WmpSyntaxTree::removeItem(int at)
{
    if (at >= 0 && at < int(m_items.size())) {
        moved(at, Item());
        m_items.erase(m_items.begin() + at);
    }
}

WmpSyntaxTree::Item WmpSyntaxTree::takeItem(int at)
{
    Item item = std::move(m_items.at(size_t(at)));
    m_items.erase(m_items.begin() + at);
    moved(at, Item());
    return item;
}

void WmpSyntaxTree::insertItem(int at, Item item)
{
    at = qBound(0, at, int(m_items.size()));
    m_items.insert(m_items.begin() + at, std::move(item));
    moved(at, m_items[size_t(at)]);
}

} // namespace ackedit::format

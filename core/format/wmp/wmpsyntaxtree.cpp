#include "wmp/wmpsyntaxtree.h"

#include "io/formaterror.h"
#include "wmp/wmpnumber.h"
#include "wmp/wmptokenizer.h"

namespace ackedit::format {

namespace {

// Net brace depth change of a line; braces inside comments, <names> and "quotes" do not count.
int braceDelta(const QByteArray &text, bool &opensAtEnd)
{
    const std::vector<WmpToken> tokens = WmpTokenizer::codeTokens(text);
    int delta = 0;
    for (const WmpToken &t : tokens) {
        if (t.kind != WmpToken::Kind::Punct)
            continue;
        const char c = text.at(t.start);
        if (c == '{')
            ++delta;
        else if (c == '}')
            --delta;
    }
    opensAtEnd = !tokens.empty() && tokens.back().kind == WmpToken::Kind::Punct
              && text.at(tokens.back().start) == '{';
    return delta;
}

[[noreturn]] void fail(const WmpLine &line, const QString &problem)
{
    throw FormatError(line.offset, QStringLiteral("structure"),
                      QStringLiteral("line %1: %2").arg(line.lineNo).arg(problem));
}

// WED never writes a '"' or '<' without its partner on the same line; reading on would take the
// rest of the line as one string and hide the damage.
void requireClosedQuotes(const WmpLine &line, const QString &field)
{
    for (const WmpToken &t : WmpTokenizer::codeTokens(line.text)) {
        if ((t.kind == WmpToken::Kind::Quoted || t.kind == WmpToken::Kind::Bracketed) && !t.closed) {
            const QString what = t.kind == WmpToken::Kind::Quoted ? QStringLiteral("\" string")
                                                                   : QStringLiteral("<file name>");
            throw FormatError(line.offset + t.start, field,
                              QStringLiteral("line %1, column %2: unterminated %3")
                                  .arg(line.lineNo).arg(t.start + 1).arg(what));
        }
    }
}

} // namespace

WmpSyntaxTree WmpSyntaxTree::parse(const QByteArray &data)
{
    WmpSyntaxTree tree;
    // Some editors save with a UTF-8 byte-order mark; it is not part of the first line.
    if (data.startsWith(kUtf8Bom))
        tree.m_bom = kUtf8Bom;
    std::vector<WmpLine> lines = WmpTokenizer::splitLines(data.mid(tree.m_bom.size()), tree.m_bom.size());
    if (!lines.empty() && !lines.front().eol.isEmpty())
        tree.m_eol = lines.front().eol;

    size_t i = 0;
    while (i < lines.size()) {
        WmpLine &line = lines[i];
        bool opens = false;
        const int delta = braceDelta(line.text, opens);
        if (delta == 0 && !opens) {
            requireClosedQuotes(line, QStringLiteral("header"));
            Item item;
            item.line = std::move(line);
            tree.m_items.push_back(std::move(item));
            ++i;
            continue;
        }
        if (delta != 1 || !opens)
            fail(line, QStringLiteral("unexpected brace outside a section"));

        auto section = std::make_unique<WmpSection>();
        section->header = line;
        readHeader(*section);
        const WmpLine headerLine = line;
        ++i;

        int depth = 1;
        bool closed = false;
        while (i < lines.size()) {
            WmpLine &bodyLine = lines[i++];
            bool dummy = false;
            depth += braceDelta(bodyLine.text, dummy);
            if (depth < 0)
                fail(bodyLine, QStringLiteral("unbalanced closing brace"));
            if (depth == 0) {
                if (WmpTokenizer::codeTokens(bodyLine.text).size() != 1)
                    fail(bodyLine, QStringLiteral("text next to the closing brace of a section"));
                section->closing = std::move(bodyLine);
                closed = true;
                break;
            }
            section->body.push_back(std::move(bodyLine));
        }
        if (!closed)
            fail(headerLine, QStringLiteral("section '%1' is not closed before the end of the file")
                                 .arg(QString::fromLatin1(section->keyword)));
        section->id = tree.m_nextId++;
        const QString field = section->number >= 0
            ? QStringLiteral("%1[%2]").arg(QString::fromLatin1(section->keyword)).arg(section->number)
            : QString::fromLatin1(section->keyword);
        requireClosedQuotes(section->header, field);
        for (const WmpLine &l : section->body)
            requireClosedQuotes(l, field);
        Item item;
        item.section = std::move(section);
        tree.m_items.push_back(std::move(item));
    }
    return tree;
}

QByteArray WmpSyntaxTree::serialize() const
{
    QByteArray out = m_bom;
    auto put = [&out](const WmpLine &l) {
        out += l.text;
        out += l.eol;
    };
    for (const Item &item : m_items) {
        if (!item.section) {
            put(item.line);
            continue;
        }
        put(item.section->header);
        for (const WmpLine &l : item.section->body)
            put(l);
        put(item.section->closing);
    }
    return out;
}

void WmpSyntaxTree::readHeader(WmpSection &section)
{
    // keyword [number] { [// comment]
    const WmpLine &line = section.header;
    const std::vector<WmpToken> tokens = WmpTokenizer::codeTokens(line.text);
    if (tokens.size() < 2 || tokens.front().kind != WmpToken::Kind::Word)
        fail(line, QStringLiteral("section header without a keyword"));
    // Keywords are case-insensitive for WED ("OBJECT 3 {"); the header line keeps its spelling.
    section.keyword = WmpTokenizer::tokenText(line.text, tokens.front()).toLower();
    section.number = -1;
    if (tokens.size() == 3) {
        if (tokens[1].kind != WmpToken::Kind::Word)
            fail(line, QStringLiteral("malformed section header"));
        const auto number = WmpNumber::parseInt(WmpTokenizer::tokenText(line.text, tokens[1]));
        if (!number || *number < 0 || *number > 10000000)
            fail(line, QStringLiteral("section number is not a non-negative integer"));
        section.number = int(*number);
    } else if (tokens.size() != 2) {
        fail(line, QStringLiteral("malformed section header"));
    }
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

int WmpSyntaxTree::indexOf(quint32 id) const
{
    for (size_t i = 0; i < m_items.size(); ++i) {
        if (m_items[i].section && m_items[i].section->id == id)
            return int(i);
    }
    return -1;
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
    if (section->id == 0)
        section->id = m_nextId++;
    const quint32 id = section->id;
    Item item;
    item.section = std::move(section);
    at = qBound(0, at, int(m_items.size()));
    m_items.insert(m_items.begin() + at, std::move(item));
    return id;
}

void WmpSyntaxTree::insertLine(int at, WmpLine line)
{
    Item item;
    item.line = std::move(line);
    at = qBound(0, at, int(m_items.size()));
    m_items.insert(m_items.begin() + at, std::move(item));
}

void WmpSyntaxTree::removeItem(int at)
{
    if (at >= 0 && at < int(m_items.size()))
        m_items.erase(m_items.begin() + at);
}

} // namespace ackedit::format

#include "wmp/wmptokenizer.h"

namespace ackedit::format {

namespace {

// The terminators as shared constants: a line copies a reference, not the bytes.
QByteArray eolOf(QByteArrayView eol)
{
    static const QByteArray crlf("\r\n"), lf("\n"), cr("\r");
    if (eol == "\r\n")
        return crlf;
    if (eol == "\n")
        return lf;
    if (eol == "\r")
        return cr;
    return QByteArray(eol.data(), eol.size());
}

} // namespace

std::vector<WmpLine> WmpTokenizer::splitLines(const QByteArray &data, qint64 baseOffset)
{
    // A line ends at "\r\n", "\n" or a lone "\r" (classic Mac files); each line keeps its own
    // terminator, so files with mixed endings write back unchanged.
    std::vector<WmpLine> lines;
    lines.reserve(size_t(data.count('\n')) + 1);
    qsizetype start = 0;
    int lineNo = 1;
    const qsizetype size = data.size();
    while (start < size) {
        qsizetype end = start;
        const char *p = data.constData();
        while (end < size && p[end] != '\n' && p[end] != '\r')
            ++end;
        WmpLine line;
        line.offset = baseOffset + start;
        line.lineNo = lineNo++;
        line.text = data.mid(start, end - start);
        qsizetype next = end;
        if (next < size && data.at(next) == '\r')
            ++next;
        if (next < size && data.at(next) == '\n')
            ++next;
        line.eol = eolOf(QByteArrayView(data).sliced(end, next - end));
        start = next;
        lines.push_back(std::move(line));
    }
    return lines;
}

std::vector<WmpToken> WmpTokenizer::tokenize(const QByteArray &text)
{
    std::vector<WmpToken> tokens;
    scan(text, [&tokens](const WmpToken &t) { tokens.push_back(t); });
    return tokens;
}

bool WmpTokenizer::hasCode(QByteArrayView text)
{
    // The first token decides: a comment runs to the end of the line.
    qsizetype i = 0;
    while (i < text.size() && isBlank(text[i]))
        ++i;
    return i < text.size() && !(text[i] == '/' && i + 1 < text.size() && text[i + 1] == '/');
}

bool WmpTokenizer::isOnlyPunct(QByteArrayView text, char punct)
{
    // One punctuation token, then nothing but blanks or a comment.
    qsizetype i = 0;
    while (i < text.size() && isBlank(text[i]))
        ++i;
    if (i >= text.size() || text[i] != punct)
        return false;
    ++i;
    while (i < text.size() && isBlank(text[i]))
        ++i;
    return i == text.size() || (text[i] == '/' && i + 1 < text.size() && text[i + 1] == '/');
}

QByteArray WmpTokenizer::tokenText(const QByteArray &lineText, const WmpToken &token)
{
    return lineText.mid(token.start, token.length);
}

std::vector<WmpToken> WmpTokenizer::codeTokens(const QByteArray &lineText)
{
    std::vector<WmpToken> tokens = tokenize(lineText);
    if (!tokens.empty() && tokens.back().kind == WmpToken::Kind::Comment)
        tokens.pop_back();
    return tokens;
}

QByteArray WmpTokenizer::commentText(const QByteArray &lineText)
{
    const std::vector<WmpToken> tokens = tokenize(lineText);
    if (tokens.empty() || tokens.back().kind != WmpToken::Kind::Comment)
        return {};
    return tokenText(lineText, tokens.back()).mid(2).trimmed();
}

void WmpTokenizer::replaceToken(WmpLine &line, int index, const QByteArray &text)
{
    const std::vector<WmpToken> tokens = tokenize(line.text);
    if (index < 0 || index >= int(tokens.size()))
        return;
    line.text.replace(tokens[size_t(index)].start, tokens[size_t(index)].length, text);
}

QByteArray WmpTokenizer::indentation(const QByteArray &lineText)
{
    int i = 0;
    while (i < lineText.size() && (lineText.at(i) == ' ' || lineText.at(i) == '\t'))
        ++i;
    return lineText.left(i);
}

void WmpTokenizer::replaceContent(WmpLine &line, const QByteArray &text)
{
    line.text = indentation(line.text) + text;
}

} // namespace ackedit::format

#include "wmp/wmptokenizer.h"

namespace ackedit::format {

std::vector<WmpLine> WmpTokenizer::splitLines(const QByteArray &data, qint64 baseOffset)
{
    // A line ends at "\r\n", "\n" or a lone "\r" (classic Mac files); each line keeps its own
    // terminator, so files with mixed endings write back unchanged.
    std::vector<WmpLine> lines;
    qsizetype start = 0;
    int lineNo = 1;
    const qsizetype size = data.size();
    while (start < size) {
        qsizetype end = start;
        while (end < size && data.at(end) != '\n' && data.at(end) != '\r')
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
        line.eol = data.mid(end, next - end);
        start = next;
        lines.push_back(std::move(line));
    }
    return lines;
}

std::vector<WmpToken> WmpTokenizer::tokenize(const QByteArray &text)
{
    std::vector<WmpToken> tokens;
    const int n = int(text.size());
    int i = 0;
    while (i < n) {
        const char c = text.at(i);
        if (isBlank(c)) {
            ++i;
            continue;
        }
        WmpToken t;
        t.start = i;
        if (c == '/' && i + 1 < n && text.at(i + 1) == '/') {
            t.kind = WmpToken::Kind::Comment;
            i = n;
        } else if (c == '\'' && text.indexOf('\'', i + 1) > i) {
            // '0000001000000000': WED 4.x writes entity flags single-quoted. A lone apostrophe
            // without a partner on the line stays part of a word.
            t.kind = WmpToken::Kind::Quoted;
            i = int(text.indexOf('\'', i + 1)) + 1;
        } else if (c == '<' || c == '"') {
            const char close = c == '<' ? '>' : '"';
            t.kind = c == '<' ? WmpToken::Kind::Bracketed : WmpToken::Kind::Quoted;
            const int end = int(text.indexOf(close, i + 1));
            t.closed = end >= 0;
            i = end >= 0 ? end + 1 : n;
        } else if (isPunct(c)) {
            t.kind = WmpToken::Kind::Punct;
            ++i;
        } else {
            t.kind = WmpToken::Kind::Word;
            while (i < n && !isBlank(text.at(i)) && !isPunct(text.at(i)))
                ++i;
        }
        t.length = i - t.start;
        tokens.push_back(t);
    }
    return tokens;
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

#include "wmp/wmptokenizer.h"

#include "common/sharedbytes.h"

#include <algorithm>
#ifdef __SSE2__
#include <emmintrin.h>
#endif

namespace ackedit::format {

namespace {

// The terminators as static constants without a reference count: copying one into each line
// costs nothing (a raw-data QByteArray is never freed).
QByteArray eolOf(const char *p, qsizetype length)
{
    static const QByteArray crlf = QByteArray::fromRawData("\r\n", 2);
    static const QByteArray lf = QByteArray::fromRawData("\n", 1);
    static const QByteArray cr = QByteArray::fromRawData("\r", 1);
    if (length == 2)
        return crlf;
    if (length == 1)
        return *p == '\n' ? lf : cr;
    return QByteArray();
}

} // namespace

std::vector<WmpLine> WmpTokenizer::splitLines(const QByteArray &data, qsizetype begin,
                                              std::vector<bool> *structuralLines)
{
    // A line ends at "\r\n", "\n" or a lone "\r" (classic Mac files); each line keeps its own
    // terminator, so files with mixed endings write back unchanged. Line texts share the
    // file's buffer: no allocation or copy per line.
    const QByteArray bytes = ownedBytes(data);
    const char *p = bytes.constData();
    const qsizetype size = bytes.size();
    std::vector<WmpLine> lines;
    // WED's lines average 20-30 bytes; counting them exactly would cost another pass.
    const size_t estimate = size_t(size / 24) + 16;
    lines.reserve(estimate);
    if (structuralLines) {
        structuralLines->clear();
        structuralLines->reserve(estimate);
    }
    qsizetype start = begin;
    int lineNo = 1;
    while (start < size) {
        qsizetype end = start;
        bool structural = false;
#ifdef __SSE2__
        // 16 bytes at a time: where the line ends, and whether a brace, quote or bracket is in it.
        const __m128i lf = _mm_set1_epi8('\n'), cr = _mm_set1_epi8('\r'), open = _mm_set1_epi8('{'),
                      close = _mm_set1_epi8('}'), quote = _mm_set1_epi8('"'), bracket = _mm_set1_epi8('<');
        for (; end + 16 <= size; end += 16) {
            const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p + end));
            const unsigned eols = unsigned(_mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(v, lf), _mm_cmpeq_epi8(v, cr))));
            const unsigned marks = unsigned(_mm_movemask_epi8(
                _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, open), _mm_cmpeq_epi8(v, close)),
                             _mm_or_si128(_mm_cmpeq_epi8(v, quote), _mm_cmpeq_epi8(v, bracket)))));
            if (eols) {
                const int at = __builtin_ctz(eols);
                structural |= (marks & ((1u << at) - 1)) != 0;
                end += at;
                break;
            }
            structural |= marks != 0;
        }
#endif
        for (; end < size; ++end) {
            const unsigned char cls = charClass(p[end]);
            if (cls & LineEnd)
                break;
            structural |= (cls & Structural) != 0;
        }
        if (structuralLines)
            structuralLines->push_back(structural);
        qsizetype next = end;
        if (next < size && p[next] == '\r')
            ++next;
        if (next < size && p[next] == '\n')
            ++next;
        WmpLine &line = lines.emplace_back();
        line.offset = start;
        line.lineNo = lineNo++;
        line.text = sharedSlice(bytes, start, end - start);
        line.eol = eolOf(p + end, next - end);
        start = next;
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
    // Always a copy: a line shares the file's buffer (sharedSlice), and mid() of the whole line
    // would hand out that slice, which is not NUL-terminated (toInt(&ok) then reports failure).
    return QByteArrayView(lineText).sliced(token.start, token.length).toByteArray();
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
    // Only a line's last token can be a comment; no token list is built (every section header
    // passes through here).
    WmpToken last;
    bool any = false;
    scan(lineText, [&](const WmpToken &t) {
        last = t;
        any = true;
    });
    if (!any || last.kind != WmpToken::Kind::Comment)
        return {};
    return QByteArrayView(lineText).sliced(last.start + 2, last.length - 2).trimmed().toByteArray();
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

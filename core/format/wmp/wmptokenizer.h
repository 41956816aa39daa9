#pragma once
// Splits a text WMP into lines and lines into tokens, and splices new token text into a line
// without disturbing the rest of it (the basis of every minimal edit).
#include "wmp/wmpline.h"

#include <QByteArray>
#include <QByteArrayView>
#include <array>
#include <cstring>
#include <vector>

namespace ackedit::format {

// The table behind WmpTokenizer::charClass (bits as in WmpTokenizer::CharClass).
inline constexpr std::array<unsigned char, 256> wmpCharClasses = [] {
    std::array<unsigned char, 256> t{};
    // 0x1a: the DOS end-of-file mark (Ctrl+Z) old editors append to a text file; NUL: the
    // padding some copy tools leave after it. '\n': only inside a section header whose '{'
    // stands on the next line (WmpSyntaxTree joins the two lines).
    for (unsigned char c : {' ', '\t', '\r', '\n', '\f', '\v', '\x1a', '\0'})
        t[c] |= 1;
    for (unsigned char c : {'{', '}', '(', ')', '[', ']', ':', ','})
        t[c] |= 2;
    for (unsigned char c : {'{', '}', '"', '<'})
        t[c] |= 4;
    for (unsigned char c : {'\n', '\r'})
        t[c] |= 8;
    return t;
}();

class WmpTokenizer
{
public:
    // Lines ending in "\n", "\r\n" or a lone "\r"; a trailing piece without terminator becomes a
    // last line with an empty eol. Joining text+eol of all lines gives `data` back exactly.
    // The lines start at `begin` (after a byte-order mark); offsets are positions in `data`.
    // Line texts share data's buffer (common/sharedbytes.h). With `structuralLines`, also whether
    // each line holds a Structural byte (a line without one needs no scan to know that it
    // opens, closes and leaves open nothing).
    static std::vector<WmpLine> splitLines(const QByteArray &data, qsizetype begin = 0,
                                           std::vector<bool> *structuralLines = nullptr);

    static std::vector<WmpToken> tokenize(const QByteArray &lineText);
    // Calls `onToken(const WmpToken &)` for every token of the line, in order, without allocating.
    template<typename Emit>
    static void scan(QByteArrayView lineText, Emit &&onToken);
    // The code tokens (no trailing comment) appended to any container with push_back.
    template<typename Container>
    static void codeTokensInto(QByteArrayView lineText, Container &out)
    {
        scan(lineText, [&out](const WmpToken &t) {
            if (t.kind != WmpToken::Kind::Comment)
                out.push_back(t);
        });
    }
    // The line has a token that is not a comment.
    static bool hasCode(QByteArrayView lineText);
    // The line's only code token is the punctuation `punct` ("{", "}").
    static bool isOnlyPunct(QByteArrayView lineText, char punct);

    static QByteArray tokenText(const QByteArray &lineText, const WmpToken &token);
    // Tokens of the line without the trailing comment.
    static std::vector<WmpToken> codeTokens(const QByteArray &lineText);
    // The text of a "// comment" token without the slashes and surrounding blanks; empty if none.
    static QByteArray commentText(const QByteArray &lineText);

    // Replaces the bytes of token `index` (index into tokenize(line.text)) with `text`.
    static void replaceToken(WmpLine &line, int index, const QByteArray &text);
    // Replaces everything after the leading indentation with `text`.
    static void replaceContent(WmpLine &line, const QByteArray &text);
    // The line's leading blanks.
    static QByteArray indentation(const QByteArray &lineText);

    // Character classes, one table lookup per byte (the scanners run over every byte of a file).
    enum CharClass : unsigned char {
        Blank = 1,      // ' ' '\t' '\r' '\n' '\f' '\v', 0x1a and NUL
        Punct = 2,      // { } ( ) [ ] : ,
        Structural = 4, // { } " <   what can change a line's brace depth or leave a string open
        LineEnd = 8,    // '\n' '\r'
    };
    static unsigned char charClass(char c) { return wmpCharClasses[static_cast<unsigned char>(c)]; }
    static bool isBlank(char c) { return charClass(c) & Blank; }
    static bool isPunct(char c) { return charClass(c) & Punct; }
};

template<typename Emit>
void WmpTokenizer::scan(QByteArrayView text, Emit &&onToken)
{
    const char *data = text.data();
    const int n = int(text.size());
    auto find = [data, n](char c, int from) {
        const void *hit = from < n ? std::memchr(data + from, c, size_t(n - from)) : nullptr;
        return hit ? int(static_cast<const char *>(hit) - data) : -1;
    };
    int i = 0;
    while (i < n) {
        const char c = data[i];
        const unsigned char cls = charClass(c);
        if (cls & Blank) {
            ++i;
            continue;
        }
        WmpToken t;
        t.start = i;
        if (cls & Punct) {
            t.kind = WmpToken::Kind::Punct;
            ++i;
        } else if (c == '/' && i + 1 < n && data[i + 1] == '/') {
            t.kind = WmpToken::Kind::Comment;
            i = n;
        } else if (c == '\'' && find('\'', i + 1) > i) {
            // '0000001000000000': WED 4.x writes entity flags single-quoted. A lone apostrophe
            // without a partner on the line stays part of a word.
            t.kind = WmpToken::Kind::Quoted;
            i = find('\'', i + 1) + 1;
        } else if (c == '<' || c == '"') {
            const char close = c == '<' ? '>' : '"';
            t.kind = c == '<' ? WmpToken::Kind::Bracketed : WmpToken::Kind::Quoted;
            const int end = find(close, i + 1);
            t.closed = end >= 0;
            i = end >= 0 ? end + 1 : n;
        } else {
            t.kind = WmpToken::Kind::Word;
            ++i;
            while (i < n && !(charClass(data[i]) & (Blank | Punct)))
                ++i;
        }
        t.length = i - t.start;
        onToken(t);
    }
}

} // namespace ackedit::format

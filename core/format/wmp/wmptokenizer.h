#pragma once
// Splits a text WMP into lines and lines into tokens, and splices new token text into a line
// without disturbing the rest of it (the basis of every minimal edit).
#include "wmp/wmpline.h"

#include <QByteArray>
#include <QByteArrayView>
#include <vector>

namespace ackedit::format {

class WmpTokenizer
{
public:
    // Lines ending in "\n", "\r\n" or a lone "\r"; a trailing piece without terminator becomes a
    // last line with an empty eol. Joining text+eol of all lines gives `data` back exactly.
    // Line offsets start at `baseOffset` (the length of a byte-order mark that was cut off).
    static std::vector<WmpLine> splitLines(const QByteArray &data, qint64 baseOffset = 0);

    static std::vector<WmpToken> tokenize(const QByteArray &lineText);

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

    static bool isBlank(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v'; }
    static bool isPunct(char c)
    {
        return c == '{' || c == '}' || c == '(' || c == ')' || c == '[' || c == ']' || c == ':'
            || c == ',';
    }
};

} // namespace ackedit::format

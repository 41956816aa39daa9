#pragma once
// One physical line of a text WMP and the tokens found in it. The line keeps its exact bytes
// (indentation, spacing, comments, number spellings) and its own terminator, so writing the
// lines back in order reproduces the file byte for byte.
#include <QByteArray>

namespace ackedit::format {

struct WmpToken
{
    enum class Kind {
        Word,      // number, keyword, texture or entity name: a run of non-blank, non-punctuation
        Bracketed, // <file name>, may contain blanks
        Quoted,    // "Top (XY)" in view lines
        Punct,     // one of { } ( ) [ ] : ,
        Comment,   // "// ..." to the end of the line
    };
    Kind kind = Kind::Word;
    int start = 0;  // byte offset in the line text
    int length = 0;
    bool closed = true; // Bracketed/Quoted: the closing character was found on the line
};

struct WmpLine
{
    QByteArray text;    // without the terminator
    QByteArray eol;     // "\r\n", "\n", "\r" or "" (last line without terminator)
    qint64 offset = -1; // byte offset of the line in the file it was read from; -1 if created
    int lineNo = 0;     // 1-based line number in the file it was read from; 0 if created
};

} // namespace ackedit::format

#pragma once
// Spellings of a text WMP that some WED/MED version, a text editor or a script could have
// produced, each made by editing the 5.x fixture (CRLF). Shared by the reader test and the CLI
// test so both check the same bytes.
#include "format/wmp/wmptextfixtures.h"

#include <QByteArray>
#include <QList>

namespace ackedit::testing {

struct WmpVariant
{
    const char *name;
    QByteArray data;
    // Empty when the file must be read; otherwise the field the refusal names, and the byte
    // offset it must give.
    QByteArray refusedField;
    qint64 refusedOffset = -1;
    const char *refusedProblem = "unterminated"; // a part of the message
};

// Replaces the one occurrence of `from`; an empty result signals a fixture that changed.
inline QByteArray wmpReplaceOnce(const QByteArray &data, const QByteArray &from, const QByteArray &to)
{
    const qsizetype at = data.indexOf(from);
    if (at < 0 || data.indexOf(from, at + 1) >= 0)
        return {};
    QByteArray out = data;
    return out.replace(at, from.size(), to);
}

// The 4.x fixture with a model entity whose flags WED 4.x wrote single-quoted.
inline QByteArray wmpFourXQuotedFlags()
{
    QByteArray d = wmpReplaceOnce(wmpFixture4(), "entities 2\n", "entities 3\n");
    d = wmpReplaceOnce(d, "objects 5\n", "objects 6\n");
    d = wmpReplaceOnce(d, "\tobject 1, 4\n", "\tobject 1, 4, 5\n");
    d = wmpReplaceOnce(d, "object 0 {", "model 2 {   // crate_002\n\t1.0 1.0 1.0\n\t<crate.mdl>\n\tcrate_002\n\tndef\n"
                                           "\t0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0\n\t'0000001000000000'\n\t0.0\n}\n\nobject 0 {");
    d += "object 5 {\n\t(0.0 64.0 0.0) (0.0 0.0 0.0) (1.0 1.0 1.0)\n\tmodel 2\n}\n";
    return d;
}

// WED writes no blank or comment line inside a block; a level edited by hand may have them
// anywhere: before the counts, between coordinate and face lines, in the footer.
inline QByteArray wmpBlockWithBlankLines()
{
    QByteArray d = wmpReplaceOnce(wmpFixture5(), "\tvertices 8\r\n\tfaces 6\r\n",
                                  "\r\n\tvertices 8\r\n\r\n\tfaces 6\r\n\t// the corners\r\n");
    d = wmpReplaceOnce(d, "\t-32 32 -32   32 -32 32   32 32 32\r\n", "\t-32 32 -32   32 -32 32   32 32 32\r\n\r\n");
    d = wmpReplaceOnce(d, "\t4  0 1 3 2 : stone 0 0 0 1 1 : 0000 0 50 ndef\r\n",
                       "\t// faces\r\n\t4  0 1 3 2 : stone 0 0 0 1 1 : 0000 0 50 ndef\r\n\r\n");
    return wmpReplaceOnce(d, "\t\t0000\r\n\t\tndef\r\n\t\t0\r\n\t}\r\n}",
                          "\r\n\t\t0000\r\n\t\t// material\r\n\t\tndef\r\n\r\n\t\t0\r\n\t}\r\n\r\n}");
}

// The same in a 4.x plane block.
inline QByteArray wmpPlaneBlockWithBlankLines()
{
    QByteArray d = wmpReplaceOnce(wmpFixture4(), "block 1 {\n", "block 1 {\n\n\t// planes\n");
    return wmpReplaceOnce(d, "\t\t0000\n\t\tndef\n\t}\n}\n\nblock 1", "\n\t\t0000\n\n\t\tndef\n\t}\n\n}\n\nblock 1");
}

// Every '{' that opens a section or a wed subsection on a line of its own, the "// name"
// comment after it (as a hand-edited level or a script may write it).
inline QByteArray wmpBracesOnTheirOwnLine()
{
    QList<QByteArray> out;
    for (const QByteArray &line : wmpFixture5().split('\n')) {
        // Sections at the start of a line, wed subsections after one tab.
        const qsizetype brace = line.indexOf(" {");
        if (brace < 0 || line.startsWith("\t\t")) {
            out << line;
            continue;
        }
        const QByteArray indent = line.startsWith('\t') ? "\t" : "";
        out << line.left(brace) + "\r" << indent + line.mid(brace + 1);
    }
    return out.join('\n');
}

inline QList<WmpVariant> wmpAcceptedVariants()
{
    const QByteArray base = wmpFixture5();
    QList<WmpVariant> v;
    v.append({"single-quoted flags (WED 4.x)",
              wmpReplaceOnce(base, "\t0000001000000000\r\n", "\t'0000001000000000'\r\n"), {}, -1});
    v.append({"double-quoted flags", wmpReplaceOnce(base, "\t0000001000000000\r\n", "\t\"0000001000000000\"\r\n"), {}, -1});
    v.append({"UTF-8 byte-order mark", "\xEF\xBB\xBF" + base, {}, -1});
    {
        QByteArray d = wmpReplaceOnce(base, "\t0.5 0.5 0.5\r\n", "\t5e-1 0.5 0.5\r\n");
        d = wmpReplaceOnce(d, "(10 20 30)", "(1E1 2.0e+1 30)");
        d = wmpReplaceOnce(d, "\t1 2 0 1.5 0 0 0 0\r\n", "\t1 2 0 1.5e0 0 0 0 0\r\n");
        v.append({"numbers with an exponent", d, {}, -1});
    }
    {
        // parseDouble always took a leading '+'; integers (counts, indices, numbers) take it too.
        QByteArray d = wmpReplaceOnce(base, "version 510\r\n", "version +510\r\n");
        d = wmpReplaceOnce(d, "\tvertices 8\r\n", "\tvertices +8\r\n");
        d = wmpReplaceOnce(d, "\t4  0 1 3 2 : stone", "\t+4  +0 1 3 +2 : stone");
        d = wmpReplaceOnce(d, "\t-32 32 -32   32 -32 32   32 32 32\r\n", "\t-32 +32 -32   +32 -32 32   32 32 +32\r\n");
        v.append({"numbers with a plus sign", d, {}, -1});
    }
    v.append({"CR-only line ends", QByteArray(base).replace("\r\n", "\r"), {}, -1});
    v.append({"LF line ends", QByteArray(base).replace("\r\n", "\n"), {}, -1});
    {
        // CRLF, LF and CR in turn, line by line.
        QList<QByteArray> lines = base.split('\n');
        QByteArray d;
        for (int i = 0; i < lines.size(); ++i) {
            QByteArray l = lines[i];
            const bool last = i == lines.size() - 1;
            if (l.endsWith('\r'))
                l.chop(1);
            d += l;
            if (!last)
                d += i % 3 == 0 ? QByteArray("\r\n") : (i % 3 == 1 ? QByteArray("\n") : QByteArray("\r"));
        }
        v.append({"mixed line ends", d, {}, -1});
    }
    {
        QByteArray d = base;
        d.replace("object ", "OBJECT ").replace("model ", "Model ").replace("level 0", "LEVEL 0");
        d.replace("block ", "Block ").replace("\tvertices ", "\tVERTICES ").replace("\tfaces ", "\tFaces ");
        d.replace("version 510", "VERSION 510").replace("blocks 2", "BLOCKS 2").replace("objects 12", "Objects 12").replace("wed {", "WED {");
        d.replace("\tpalette {", "\tPalette {").replace("\twad {", "\tWAD {").replace("light 1", "LIGHT 1");
        v.append({"upper- and mixed-case keywords", d, {}, -1});
    }
    {
        QByteArray d = base;
        d.replace("\r\n\t", "\r\n    ").replace("(0 0 0) (0 0 0) (1 1 1)", "(0\t0 0)\t(0 0\t0)  (1 1 1)");
        d.replace("blocks 2", "blocks\t2").replace("model 2 {   // box", "model\t2\t{\t// box");
        v.append({"spaces for indentation, tabs between values", d, {}, -1});
    }
    v.append({"trailing whitespace", QByteArray(base).replace("\r\n", " \t \r\n"), {}, -1});
    {
        QByteArray d = QByteArray(base).replace("}\r\n\r\n", "}\r\n\r\n\r\n");
        d = wmpReplaceOnce(d, "\t<box.mdl>\r\n", "\r\n\t<box.mdl>\r\n\r\n");
        d = wmpReplaceOnce(d, "\t<fix5.$$w>\r\n", "\r\n\t<fix5.$$w>\r\n");
        v.append({"extra blank lines", d, {}, -1});
    }
    {
        QByteArray d = wmpReplaceOnce(base, "light 1 {", "// lights\r\nlight 1 {  // lamp");
        d = wmpReplaceOnce(d, "\t<box.mdl>\r\n", "\t<box.mdl>   // the file\r\n");
        d = wmpReplaceOnce(d, "\t(3072 0 32) (0 0 0) (1 1 1)\r\n", "\t(3072 0 32) (0 0 0) (1 1 1) // group\r\n");
        v.append({"comments", d, {}, -1});
    }
    {
        QByteArray d = QByteArray(base).replace("box_mdl_002", "b\xF6x_m\xE4" "dl_\xDF");
        d.replace(" glass ", " gl\xE4s ").replace("<sea.wav>", "<m\xF6we.wav>");
        v.append({"Latin-1 names", d, {}, -1});
    }
    {
        const qsizetype from = base.indexOf("wed {");
        const qsizetype to = base.indexOf("\r\n}\r\n", from) + 5;
        QByteArray d = base;
        d.replace(from, to - from, "wed {\r\n}\r\n");
        v.append({"empty wed section", d, {}, -1});
        v.append({"empty wed subsection",
                  wmpReplaceOnce(base, "\tview {", "\tbookmark {\r\n\t}\r\n\r\n\tview {"), {}, -1});
    }
    v.append({"blank line and blanks before the first line", "\r\n  " + base, {}, -1});
    v.append({"//WMP2 without the space", "//WMP2" + base.mid(7), {}, -1});
    {
        QByteArray d = base;
        d.chop(2);
        v.append({"no line end after the last line", d, {}, -1});
    }
    {
        QByteArray d = wmpFixture4();
        v.append({"4.x file with CR-only line ends", d.replace('\n', '\r'), {}, -1});
    }
    v.append({"4.x model with single-quoted flags", wmpFourXQuotedFlags(), {}, -1});
    v.append({"blank and comment lines inside a block", wmpBlockWithBlankLines(), {}, -1});
    v.append({"4.x plane block with blank and comment lines", wmpPlaneBlockWithBlankLines(), {}, -1});
    v.append({"DOS end-of-file mark (Ctrl+Z) at the end", base + '\x1a', {}, -1});
    v.append({"no version line (5.x blocks)", wmpReplaceOnce(base, "version 510\r\n", ""), {}, -1});
    v.append({"NUL padding at the end", base + QByteArray(61, '\0'), {}, -1});
    v.append({"braces on their own line", wmpBracesOnTheirOwnLine(), {}, -1});
    {
        QByteArray d = QByteArray(base).replace("<box.mdl>", "\"box.mdl\"").replace("<fix5.$$w>", "\"fix5.$$w\"");
        d.replace("<sea.wav>", "'sea.wav'").replace("<D:\\game\\wads\\tiles.wad>", "\"D:\\game\\wads\\tiles.wad\"");
        v.append({"file names in quotes", d, {}, -1});
    }
    return v;
}

inline QList<WmpVariant> wmpRefusedVariants()
{
    const QByteArray base = wmpFixture5();
    QList<WmpVariant> v;
    {
        const QByteArray d = wmpReplaceOnce(base, "\"Top (XY)\":1", "\"Top (XY):1");
        v.append({"unterminated \" in a view line", d, "wed", d.indexOf("\"Top")});
    }
    {
        const QByteArray d = wmpReplaceOnce(base, "\tbox_mdl_002\r\n", "\t\"box_mdl_002\r\n");
        v.append({"unterminated \" in a name", d, "model[2]", d.indexOf("\"box_mdl_002")});
    }
    {
        // Read as a plain action name before; only a <file name> may start with '<'.
        const QByteArray d = wmpReplaceOnce(base, "\tspin_me\r\n", "\t<spin_me\r\n");
        v.append({"unterminated < in an action line", d, "model[2]", d.indexOf("<spin_me")});
    }
    {
        const QByteArray d = wmpReplaceOnce(base, "\t<box.mdl>\r\n", "\t<box.mdl\r\n");
        v.append({"unterminated < in a file line", d, "model[2]", d.indexOf("<box.mdl")});
    }
    {
        const QByteArray d = wmpReplaceOnce(base, "\t0000001000000000\r\n", "\t'0000001000000000\r\n");
        v.append({"unterminated ' flag string", d, "entity[2].flags", d.indexOf("'0000001000000000")});
    }
    {
        // Offsets count from the start of the file, byte-order mark included.
        const QByteArray d = "\xEF\xBB\xBF" + wmpReplaceOnce(base, "\"Top (XY)\":1", "\"Top (XY):1");
        v.append({"unterminated \" after a byte-order mark", d, "wed", d.indexOf("\"Top")});
    }
    {
        const QByteArray d = wmpReplaceOnce(base, "\t0.5 0.5 0.5\r\n", "\t5e 0.5 0.5\r\n");
        v.append({"exponent without digits", d, "entity[2].scale", d.indexOf("5e 0.5"), "expected a number"});
    }
    {
        // A '{' on its own line belongs to the header right above it, not across a blank line.
        const QByteArray d = wmpReplaceOnce(base, "light 1 {", "light 1\r\n\r\n{");
        v.append({"section brace after a blank line", d, "structure", d.indexOf("\r\n\r\n{") + 4,
                  "section header without a keyword"});
    }
    return v;
}

} // namespace ackedit::testing

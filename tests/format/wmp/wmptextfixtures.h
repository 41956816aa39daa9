#pragma once
// Hand-written text WMP fixtures, one per generation, covering every object kind and nested
// groups. Written in the exact style of WED's output (TABs, blank lines between sections, "  "
// between palette triplets), with the line terminator chosen per fixture.
#include <QByteArray>
#include <QList>

namespace ackedit::testing {

inline QByteArray wmpJoin(const QList<QByteArray> &lines, const QByteArray &eol)
{
    QByteArray out;
    for (const QByteArray &l : lines)
        out += l + eol;
    return out;
}

// 16 lines of 16 "rr gg bb" triplets, each followed by two spaces (as WED writes them).
inline QList<QByteArray> wmpPaletteLines()
{
    QList<QByteArray> lines{"\tpalette {"};
    for (int row = 0; row < 16; ++row) {
        QByteArray line = "\t\t";
        for (int col = 0; col < 16; ++col) {
            const int i = row * 16 + col;
            line += QByteArray::number(i, 16).rightJustified(2, '0') + ' '
                  + QByteArray::number(255 - i, 16).rightJustified(2, '0') + ' '
                  + QByteArray::number((i * 7) & 255, 16).rightJustified(2, '0') + "  ";
        }
        lines << line;
    }
    lines << "\t}";
    return lines;
}

// ACKWED 4.x: no version line, plane brushes, 4 level colour lines, bookmark and 4.x views.
// LF line ends (as the 4.x files in public git repositories have them).
inline QByteArray wmpFixture4()
{
    QList<QByteArray> l{"// WMP2", "// ACKWED V 4.24", "// Created 20.03.2000", "", "blocks 2", "entities 2",
                        "objects 5", "", "wed {"};
    l << wmpPaletteLines();
    l << "" << "\twad {" << "\t\t0 0 0 0 0" << "\t\t<wok.wad> 1" << "\t}" << "" << "\tbookmark {";
    for (int i = 0; i < 7; ++i)
        l << "\t\t;";
    l << "\t}" << "" << "\tview {" << "\t\txy.1 -1 50 400 300 0.0 0.0 0.0 1536.0 2.5"
      << "\t\t3d.1 400 50 800 300 100.0 -100.0 100.0 1536.0 -0.785398 -0.61548 0.0" << "\t}" << ""
      << "}" << "";
    // block 0: the 64-unit cube of the A4 manual; block 1: a wedge (5 planes, one slanted).
    l << "block 0 {"
      << "\t( 0.0 0.0 32.0 ) ( 0.0 500.0 32.0 ) ( 500.0 0.0 32.0 ) #default 0 0 0 1.00 1.00 : 0000 0.0 50.0 ndef ndef 0.0 0000"
      << "\t( 32.0 0.0 0.0 ) ( 32.0 0.0 500.0 ) ( 32.0 500.0 0.0 ) #default 0 0 0 1.00 1.00 : 0000 0.0 50.0 ndef ndef 0.0 0000"
      << "\t( 0.0 -32.0 0.0 ) ( 0.0 -32.0 500.0 ) ( 500.0 -32.0 0.0 ) #default 0 0 0 1.00 1.00 : 0000 0.0 50.0 ndef ndef 0.0 0000"
      << "\t( -32.0 0.0 0.0 ) ( -32.0 500.0 0.0 ) ( -32.0 0.0 500.0 ) #default 0 0 0 1.00 1.00 : 0000 0.0 50.0 ndef ndef 0.0 0000"
      << "\t( 0.0 32.0 0.0 ) ( 500.0 32.0 0.0 ) ( 0.0 32.0 500.0 ) #default 0 0 0 1.00 1.00 : 0000 0.0 50.0 ndef ndef 0.0 0000"
      << "\t( 0.0 0.0 -32.0 ) ( 500.0 0.0 -32.0 ) ( 0.0 500.0 -32.0 ) #default 0 0 0 1.00 1.00 : 0000 0.0 50.0 ndef ndef 0.0 0000"
      << "\t{" << "\t\t0000" << "\t\tndef" << "\t}" << "}" << "";
    l << "block 1 {"
      << "\t( 0.0 0.0 -16.0 ) ( 500.0 0.0 -16.0 ) ( 0.0 500.0 -16.0 ) *water 16 0 0 1.00 1.00 : 01001001 0.0 50.0 ndef ndef 0.0 0000"
      << "\t( 16.0 0.0 0.0 ) ( 16.0 0.0 500.0 ) ( 16.0 500.0 0.0 ) *water 0 58 0 1.00 1.00 : 01001011 0.0 50.0 ndef ndef 0.0 0000"
      << "\t( -16.0 0.0 0.0 ) ( -16.0 500.0 0.0 ) ( -16.0 0.0 500.0 ) *water 0 58 0 1.00 1.00 : 01001011 0.0 50.0 ndef ndef 0.0 0000"
      << "\t( 0.0 -16.0 0.0 ) ( 0.0 -16.0 500.0 ) ( 500.0 -16.0 0.0 ) brownwood 0 0 90 1.00 1.00 : 0000 0.0 50.0 ndef ndef 0.0 0000"
      << "\t( 0.0 16.0 -16.0 ) ( 500.0 16.0 -16.0 ) ( 0.0 -16.0 16.0 ) brownwood 0 0 90 1.00 1.00 : 0000 0.0 50.0 ndef ndef 0.0 0000"
      << "\t{" << "\t\t0000" << "\t\tndef" << "\t}" << "}" << "";
    l << "level 0 {" << "\t<fix4.$$w>" << "\t<WoKpal.pcx>" << "\t30" << "\t0.000" << "\t45.000" << "\t<ndef>"
      << "\t0 0 0" << "\t0 0 0" << "\t0 0 0" << "\t0 0 0" << "}" << "";
    l << "light 1 {" << "\t49.84313583 49.84313583 49.84313583 300.0" << "}" << "";
    l << "object 0 {" << "\t(0.0 0.0 0.0) (0.0 0.0 0.0) (1.0 1.0 1.0)" << "\tobject 1, 4" << "\tlevel 0" << "}" << "";
    l << "object 1 {" << "\t(-0.000004 -0.000004 0.0) (0.0 0.0 0.0) (1.0 1.0 1.0)" << "\tobject 2, 3" << "}" << "";
    l << "object 2 {" << "\t(0.0 0.0 21.0) (0.0 0.0 0.0) (1.0 1.0 1.0)" << "\tblock 0" << "}" << "";
    l << "object 3 {" << "\t(100.0 0.0 0.0) (0.0 0.0 0.0) (1.0 1.0 1.0)" << "\tblock 1" << "}" << "";
    l << "object 4 {" << "\t(80.0 0.0 48.0) (1.570796 0.0 0.0) (1.0 1.0 1.0)" << "\tlight 1" << "}" << "";
    return wmpJoin(l, "\n");
}

// ACKWED 5.x (version 510): vertex/face blocks, every entity kind, nested groups. CRLF.
inline QByteArray wmpFixture5()
{
    QList<QByteArray> l{"// WMP2", "// ACKWED V 5.46.01", "// Created 26.10.2006", "", "version 510", "",
                        "blocks 2", "entities 7", "objects 12", "", "wed {"};
    l << wmpPaletteLines();
    l << "" << "\twad {" << "\t\t0 0 0 0 0" << "\t\t<D:\\game\\wads\\tiles.wad> 1" << "\t}" << "" << "\tview {"
      << "\t\t\"Top (XY)\":1 (100 -20 40) (100 -20 39) (0 1 0) 0.25 (100 20) (0 0) [2048]" << "\t}"
      << "}" << "";
    l << "block 0 {" << "\tvertices 8" << "\tfaces 6"
      << "\t32 -32 -32   32 32 -32   -32 -32 -32" << "\t-32 32 -32   32 -32 32   32 32 32" << "\t-32 -32 32   -32 32 32"
      << "\t4  0 1 3 2 : stone 0 0 0 1 1 : 0000 0 50 ndef" << "\t4  1 0 4 5 : stone 0 0 0 1 1 : 0000 0 50 ndef"
      << "\t4  0 2 6 4 : stone 0 0 0 1 1 : 0000 0 50 ndef" << "\t4  2 3 7 6 : stone 0 0 0 1 1 : 0000 0 50 ndef"
      << "\t4  3 1 5 7 : stone 0 0 0 1 1 : 0000 0 50 ndef" << "\t4  5 4 6 7 : sky 0 0 0 1 1 : 0101 0 50 ndef"
      << "\t{" << "\t\t0000" << "\t\tndef" << "\t\t0" << "\t}" << "}" << "";
    // A tetrahedron: apex (0 0 20) over the triangle (-10 -10 0) (10 -10 0) (0 10 0).
    l << "block 1 {" << "\tvertices 4" << "\tfaces 4" << "\t-10 -10 0   10 -10 0   0 10 0" << "\t0 0 20"
      << "\t3  0 1 2 : glass 0 0 0 1 1 : 0000 0 50 ndef" << "\t3  0 3 1 : glass 0 0 0 1 1 : 0000 0 50 ndef"
      << "\t3  1 3 2 : glass 0 0 0 1 1 : 0000 0 50 ndef" << "\t3  2 3 0 : stone 0 0 0 1 1 : 0000 0 50 ndef"
      << "\t{" << "\t\t00000000000000000000000000000000" << "\t\tndef" << "\t\t1" << "\t}" << "}" << "";
    l << "level 0 {" << "\t<fix5.$$w>" << "\t<palette.pcx>" << "\t30" << "\t0" << "\t60" << "\t<fix5.wdl>"
      << "\t0 0 0" << "\t0 0 0" << "\t46.27450943 94.50980377 86.27451324" << "\t0 0 0" << "\t0 0 0" << "\t0 0 0"
      << "}" << "";
    l << "light 1 {" << "\t79.21569061 79.21569061 100 450" << "}" << "";
    l << "model 2 {   // box_mdl_002" << "\t0.5 0.5 0.5" << "\t<box.mdl>" << "\tbox_mdl_002" << "\tspin_me"
      << "\t1 2 0 1.5 0 0 0 0" << "\t0000001000000000" << "\t0" << "}" << "";
    l << "model 3 {   // buoy_mdl_003" << "\t1 1 1" << "\t<buoy.mdl>" << "\tbuoy_mdl_003" << "\tndef"
      << "\t0 0 4 0 0 0 6 90 2 0 0 0 0 0 0 0 0 0 0 0" << "\t0000" << "\t0" << "\t50" << "}" << "";
    l << "start 4 {   // pos_000" << "\tpos_000" << "}" << "";
    l << "path 5 {   // path_000" << "\tpath_000" << "\t0" << "\t3" << "\t0 0 0" << "\t-8 -100 16" << "\t24 -180 40"
      << "}" << "";
    l << "sound 6 {" << "\t<sea.wav>" << "\t0000" << "\t100 0 1 4000" << "}" << "";
    l << "object 0 {  // Root" << "\t(0 0 0) (0 0 0) (1 1 1)" << "\tobject 1, 4, 8" << "\tlevel 0" << "}" << "";
    l << "object 1 {" << "\t(0 0 0) (0 0 0) (1 1 1)" << "\tobject 2, 3" << "}" << "";
    l << "object 2 {" << "\t(0 0 -96) (0 0 0) (1 1 1)" << "\tblock 0" << "}" << "";
    l << "object 3 {" << "\t(100 0 0) (0 0 0) (1 1 1)" << "\tblock 1" << "}" << "";
    l << "object 4 {" << "\t(3072 0 32) (0 0 0) (1 1 1)" << "\tobject 5, 6, 7, 9" << "}" << "";
    l << "object 5 {" << "\t(10 20 30) (1.5708 0 0) (0.5 0.5 0.5)" << "\tmodel 2" << "}" << "";
    l << "object 6 {" << "\t(0 0 100) (1.5708 0 0) (1 1 1)" << "\tlight 1" << "}" << "";
    l << "object 7 {" << "\t(-64 0 0) (3.14159 0 0) (1 1 1)" << "\tmodel 3" << "}" << "";
    l << "object 8 {" << "\t(3040 48 336) (1.5708 0 0) (1 1 1)" << "\tstart 4" << "}" << "";
    l << "object 9 {" << "\t(0 0 0) (0 0 0) (1 1 1)" << "\tobject 10, 11" << "}" << "";
    l << "object 10 {" << "\t(1.7535 -6.54564 19.897779) (0 0 0) (1 1 1)" << "\tpath 5" << "}" << "";
    l << "object 11 {" << "\t(0 0 0) (0 0 0) (1 1 1)" << "\tsound 6" << "}" << "";
    return wmpJoin(l, "\r\n");
}

// ACKWED 6.x / WMPIO (version 710): faces with texture axes, "-0" spellings, a root with more
// than 10 children (two "object" lines). CRLF.
inline QByteArray wmpFixture6()
{
    QList<QByteArray> l{"// WMP2", "// ACKWED V 6.731.01", "// Created 19.10.2022", "", "version 710", "",
                        "blocks 1", "entities 2", "objects 13", "", "wed {"};
    l << wmpPaletteLines();
    l << "" << "\twad {" << "\t\t0 0 0 0 0" << "\t\t<c:\\fixture\\wads\\tiles.wad> 1" << "\t}" << "}" << "";
    l << "block 0 {" << "\tvertices 4" << "\tfaces 4"
      << "\t-10 -10 -0   10 -10 0   -0 10.000002 0" << "\t0 0 20.5"
      << "\t3  0 1 2 : brick ( 1 0 0 0 ) ( 0 -1 0 0 ) 0 0 0 1 1 : 0000 0 50 ndef"
      << "\t3  0 3 1 : glass ( 1 0 0 0 ) ( 0 0 -1 0 ) 8 4 0 0.5 0.5 : 0000 0 50 ndef"
      << "\t3  1 3 2 : brick ( 0 1 0 0 ) ( 0 0 -1 0 ) 0 0 45 1 1 : 0000 0 50 ndef"
      << "\t3  2 3 0 : metal ( 0 1 0 16 ) ( 0 0 -1 0 ) 0 0 0 1 1 : 0000 -10 50 ndef"
      << "\t{" << "\t\t0000" << "\t\tndef" << "\t\t0" << "\t}" << "}" << "";
    l << "level 0 {   // Root" << "\t<fix6.$$w>" << "\t<palette.pcx>" << "\t30" << "\t0" << "\t60" << "\t<ndef>";
    for (int i = 0; i < 6; ++i)
        l << "\t-0.000000 -0.000000 -0.000000";
    l << "}" << "";
    l << "light 1 {" << "\t100 50.19607926 25.09803964 200" << "}" << "";
    l << "object 0 {  // Root" << "\t(0 0 0) (0 0 0) (1 1 1)" << "\tobject 1, 2, 3, 4, 5, 6, 7, 8, 9, 10"
      << "\tobject 11, 12" << "\tlevel 0" << "}" << "";
    l << "object 1 {" << "\t(0 -16 -12) (0 0 0) (1 1 1)" << "\tblock 0" << "}" << "";
    l << "object 2 {" << "\t(0 0 64) (0 0 0) (1 1 1)" << "\tlight 1" << "}" << "";
    for (int i = 3; i <= 12; ++i)
        l << "object " + QByteArray::number(i) + " {" << "\t(0 0 0) (0 0 0) (1 1 1)" << "}" << "";
    return wmpJoin(l, "\r\n");
}

} // namespace ackedit::testing

#include "wmp/wmptemplates.h"

#include "wmp/wmpnumber.h"

namespace ackedit::format {

namespace {

QByteArray num(WmpGeneration g, double v)
{
    return WmpNumber::format(v, WmpNumber::trimmed(g == WmpGeneration::Ackwed4));
}

QByteArray triple(WmpGeneration g, const Eigen::Vector3d &v)
{
    return num(g, v.x()) + ' ' + num(g, v.y()) + ' ' + num(g, v.z());
}

} // namespace

QByteArray WmpTemplates::entityName(const QByteArray &file, int number)
{
    QByteArray base = file;
    const qsizetype slash = qMax(base.lastIndexOf('\\'), base.lastIndexOf('/'));
    if (slash >= 0)
        base = base.mid(slash + 1);
    QByteArray ext;
    const qsizetype dot = base.lastIndexOf('.');
    if (dot >= 0) {
        ext = base.mid(dot + 1);
        base = base.left(dot);
    }
    QByteArray name = base.toLower();
    if (!ext.isEmpty())
        name += '_' + ext.toLower();
    return name + '_' + QByteArray::number(number % 1000).rightJustified(3, '0');
}

QByteArray WmpTemplates::newLevel(const QByteArray &created)
{
    QList<QByteArray> l{"// WMP2", "// ackedit (ACKWED 6.x syntax)", "// Created " + created, "", "version 710", "",
                        "blocks 0", "entities 1", "objects 1", "", "wed {", "\tpalette {"};
    for (int row = 0; row < 16; ++row) {
        QByteArray line = "\t\t";
        for (int col = 0; col < 16; ++col) {
            const QByteArray v = QByteArray::number(row * 16 + col, 16).rightJustified(2, '0');
            line += v + ' ' + v + ' ' + v + "  ";
        }
        l << line;
    }
    l << "\t}" << "}" << "";
    l << "level 0 {   // Root" << "\t<untitled.$$w>" << "\t<ndef>" << "\t30" << "\t0" << "\t60" << "\t<ndef>";
    for (int i = 0; i < 6; ++i)
        l << "\t0 0 0";
    l << "}" << "";
    l << "object 0 {  // Root" << "\t(0 0 0) (0 0 0) (1 1 1)" << "\tlevel 0" << "}" << "";
    QByteArray out;
    for (const QByteArray &line : l)
        out += line + "\r\n";
    return out;
}

QList<QByteArray> WmpTemplates::object(WmpGeneration g, int number, const QByteArray &refKind, int refNumber,
                                       const QByteArray &name)
{
    QByteArray header = "object " + QByteArray::number(number) + " {";
    if (!name.isEmpty())
        header += "  // " + name;
    const Eigen::Vector3d zero = Eigen::Vector3d::Zero();
    QList<QByteArray> lines{header,
                            "\t(" + triple(g, zero) + ") (" + triple(g, zero) + ") (" + triple(g, Eigen::Vector3d::Ones()) + ')'};
    if (!refKind.isEmpty())
        lines << '\t' + refKind + ' ' + QByteArray::number(refNumber);
    lines << "}";
    return lines;
}

QList<QByteArray> WmpTemplates::entity(WmpGeneration g, const QByteArray &kind, int number, const QByteArray &text)
{
    const QByteArray n = QByteArray::number(number);
    const QByteArray percent = WmpNumber::format(100, WmpNumber::trimmed(g == WmpGeneration::Ackwed4, 8));
    if (kind == "light")
        return {"light " + n + " {", '\t' + percent + ' ' + percent + ' ' + percent + ' ' + num(g, 300), "}"};
    if (kind == "sound")
        return {"sound " + n + " {", "\t<" + text + '>', "\t0000", '\t' + num(g, 100) + ' ' + num(g, 0) + ' ' + num(g, 1) + ' ' + num(g, 500), "}"};
    if (kind == "start")
        return {"start " + n + " {   // " + text, '\t' + text, "}"};
    if (kind == "path")
        return {"path " + n + " {   // " + text, '\t' + text, "\t0", "\t1", '\t' + triple(g, Eigen::Vector3d::Zero()), "}"};
    // model: the "old" entity with 8 skills, as WED creates it.
    const QByteArray name = entityName(text, number);
    QByteArray skills = num(g, 0);
    for (int k = 1; k < 8; ++k)
        skills += ' ' + num(g, 0);
    return {"model " + n + " {   // " + name, '\t' + triple(g, Eigen::Vector3d::Ones()), "\t<" + text + '>',
            '\t' + name, "\tndef", '\t' + skills, "\t0000", '\t' + num(g, 0), "}"};
}

QList<QByteArray> WmpTemplates::boxBlock(WmpGeneration g, int number, const Eigen::Vector3d &size,
                                         const QByteArray &texture)
{
    const Eigen::Vector3d h = size / 2;
    const QByteArray n = QByteArray::number(number);
    QList<QByteArray> lines{"block " + n + " {"};
    if (g == WmpGeneration::Ackwed4) {
        // Three points per face; outward normal (p3-p1)x(p2-p1), as in conflict_cube.wmp.
        const double far = 500;
        const Eigen::Vector3d pts[6][3] = {
            {{0, 0, h.z()}, {0, far, h.z()}, {far, 0, h.z()}},
            {{h.x(), 0, 0}, {h.x(), 0, far}, {h.x(), far, 0}},
            {{0, -h.y(), 0}, {0, -h.y(), far}, {far, -h.y(), 0}},
            {{-h.x(), 0, 0}, {-h.x(), far, 0}, {-h.x(), 0, far}},
            {{0, h.y(), 0}, {far, h.y(), 0}, {0, h.y(), far}},
            {{0, 0, -h.z()}, {far, 0, -h.z()}, {0, far, -h.z()}},
        };
        for (const auto &face : pts) {
            lines << "\t( " + triple(g, face[0]) + " ) ( " + triple(g, face[1]) + " ) ( " + triple(g, face[2]) + " ) "
                         + texture + " 0 0 0 1.00 1.00 : 0000 0.0 50.0 ndef ndef 0.0 0000";
        }
        lines << "\t{" << "\t\t0000" << "\t\tndef" << "\t}" << "}";
        return lines;
    }
    // Vertex order and inward faces as WED writes a box (ack4stuff_dream.wmp, block 0).
    const Eigen::Vector3d v[8] = {{h.x(), -h.y(), -h.z()}, {h.x(), h.y(), -h.z()}, {-h.x(), -h.y(), -h.z()},
                                  {-h.x(), h.y(), -h.z()}, {h.x(), -h.y(), h.z()},  {h.x(), h.y(), h.z()},
                                  {-h.x(), -h.y(), h.z()}, {-h.x(), h.y(), h.z()}};
    lines << "\tvertices 8" << "\tfaces 6";
    lines << '\t' + triple(g, v[0]) + "   " + triple(g, v[1]) + "   " + triple(g, v[2]);
    lines << '\t' + triple(g, v[3]) + "   " + triple(g, v[4]) + "   " + triple(g, v[5]);
    lines << '\t' + triple(g, v[6]) + "   " + triple(g, v[7]);
    struct Face { const char *indices; const char *axes; };
    // Texture axes by the dominant axis of the face normal, as in WED 6.731's output.
    const Face faces[6] = {
        {"0 1 3 2", "( 1 0 0 0 ) ( 0 -1 0 0 )"}, {"1 0 4 5", "( 0 1 0 0 ) ( 0 0 -1 0 )"},
        {"0 2 6 4", "( 1 0 0 0 ) ( 0 0 -1 0 )"}, {"2 3 7 6", "( 0 1 0 0 ) ( 0 0 -1 0 )"},
        {"3 1 5 7", "( 1 0 0 0 ) ( 0 0 -1 0 )"}, {"5 4 6 7", "( 1 0 0 0 ) ( 0 -1 0 0 )"},
    };
    for (const Face &f : faces) {
        QByteArray line = "\t4  " + QByteArray(f.indices) + " : " + texture + ' ';
        if (g == WmpGeneration::Ackwed6)
            line += QByteArray(f.axes) + ' ';
        line += "0 0 0 1 1 : 0000 0 50 ndef";
        lines << line;
    }
    lines << "\t{" << "\t\t0000" << "\t\tndef" << "\t\t" + n << "\t}" << "}";
    return lines;
}

} // namespace ackedit::format

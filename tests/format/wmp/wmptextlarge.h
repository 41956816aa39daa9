#pragma once
// A large ACKWED 5.x text WMP built from the sections WmpTemplates writes (the editor's own
// "add" code): a root, groups of 100 leaves, and leaves that reference lights, starts, models,
// sounds and box blocks in turn. Used by tst_wmptextlarge and ackedit-bench (BM_ReadLargeWmp).
#include "wmp/wmptemplates.h"

#include <QByteArray>
#include <QList>

namespace ackedit::testing {

inline QByteArray wmpLargeText(int objectCount)
{
    using format::WmpGeneration;
    using format::WmpTemplates;
    constexpr WmpGeneration g = WmpGeneration::Ackwed5;
    constexpr int perGroup = 100;
    const QByteArray eol = "\r\n";
    QByteArray body, objects;
    int blocks = 0, entities = 1, objectNumber = 0; // entity 0 is the level
    auto put = [&eol](QByteArray &out, const QList<QByteArray> &lines) {
        for (const QByteArray &l : lines)
            out += l + eol;
        out += eol;
    };
    auto childList = [](const std::vector<int> &children) {
        QList<QByteArray> lines;
        for (size_t k = 0; k < children.size(); k += 10) {
            QByteArray line = "\tobject ";
            for (size_t j = k; j < std::min(children.size(), k + 10); ++j)
                line += (j > k ? ", " : "") + QByteArray::number(children[j]);
            lines << line;
        }
        return lines;
    };
    // Object numbers: 0 root, then each group followed by its leaves.
    std::vector<int> groups;
    QByteArray blockText, entityText;
    int remaining = objectCount - 1;
    while (remaining > 0) {
        const int group = ++objectNumber;
        --remaining;
        groups.push_back(group);
        std::vector<int> leaves;
        QByteArray leafText;
        for (int k = 0; k < perGroup && remaining > 0; ++k, --remaining) {
            const int leaf = ++objectNumber;
            leaves.push_back(leaf);
            QByteArray kind;
            int ref = -1;
            switch (leaf % 10) {
            case 0:
                ref = blocks++;
                put(blockText, WmpTemplates::boxBlock(g, ref, Eigen::Vector3d(64, 32, 16), "stone"));
                kind = "block";
                break;
            case 1:
            case 2:
                kind = "model";
                break;
            case 3:
                kind = "sound";
                break;
            case 4:
                kind = "start";
                break;
            default:
                kind = "light";
                break;
            }
            if (ref < 0) {
                ref = entities++;
                const QByteArray text = kind == "model" ? "crate.mdl" : kind == "sound" ? "wind.wav" : "pos_" + QByteArray::number(ref);
                put(entityText, WmpTemplates::entity(g, kind, ref, text));
            }
            put(leafText, WmpTemplates::object(g, leaf, kind, ref, {}));
        }
        QList<QByteArray> groupLines = WmpTemplates::object(g, group, {}, -1, "group");
        const QByteArray closing = groupLines.takeLast();
        groupLines << childList(leaves) << closing;
        put(objects, groupLines);
        objects += leafText;
    }
    QList<QByteArray> root = WmpTemplates::object(g, 0, "level", 0, "Root");
    root.insert(2, childList(groups).join(eol));
    put(body, QList<QByteArray>{"level 0 {", "\t<large.$$w>", "\t<palette.pcx>", "\t30", "\t0", "\t60", "\t<large.wdl>",
                                "\t0 0 0", "\t0 0 0", "\t0 0 0", "\t0 0 0", "\t0 0 0", "\t0 0 0", "}"});
    QByteArray out = "// WMP2\r\n// ACKWED V 5.46.01\r\n// Created 26.10.2006\r\n\r\nversion 510\r\n\r\n";
    out += "blocks " + QByteArray::number(blocks) + eol + "entities " + QByteArray::number(entities) + eol
         + "objects " + QByteArray::number(objectCount) + eol + eol;
    put(out, {"wed {", "\twad {", "\t\t0 0 0 0 0", "\t}", "}"});
    out += blockText + body + entityText;
    put(out, root);
    return out + objects;
}

} // namespace ackedit::testing

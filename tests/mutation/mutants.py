# The mutants tests/mutation/run.py applies, one at a time: small plausible bugs (operator,
# boundary and channel flips) in the writers, the pixel formats, the validator rules, the
# stroke/tile undo and the recovery store. Each names the tests that cover its code; a mutant is
# killed when one of them fails. `equivalent` marks mutants no test can kill because the program
# behaves the same (the reason says why); they are reported, not counted.
PF = "core/format/common/pixelformat.cpp"
PIXEL_TESTS = ["tst_pixelformat", "tst_ddsimage", "tst_mdlskins"]
LR = "core/document/validation/levelrules.cpp"
MR = "core/document/validation/modelrules.cpp"
RULE_TESTS = ["tst_validationrules"]
RS = "core/document/recovery/recoverystore.cpp"
RECOVERY_TESTS = ["tst_recoverystore"]
WW = "core/format/wmb/wmbwriter.cpp"
WMB_TESTS = ["tst_wmbemptylists", "tst_wmbfixtures", "tst_wmbedits", "tst_hostilesizeswmb"]
ST = "core/document/stroke/stroke.cpp"
DS = "core/document/stroke/dabspacer.cpp"
TP = "core/document/stroke/tilepatchcommand.cpp"
STROKE_TESTS = ["tst_stroke", "tst_dabspacer", "tst_skinsaveundo"]
PK = "core/format/common/packing.cpp"
PACK_TESTS = ["tst_mdlwriter", "tst_mdlframes", "tst_mdlrepackreport"]

MUTANTS = [
    # --- pixel formats ---
    dict(name="RGB565 decode: red and blue swapped", file=PF, tests=PIXEL_TESTS,
         edits=[("dst[0] = expand5(w >> 11); dst[1] = expand6((w >> 5) & 63); dst[2] = expand5(w & 31);",
                 "dst[2] = expand5(w >> 11); dst[1] = expand6((w >> 5) & 63); dst[0] = expand5(w & 31);")]),
    dict(name="expand5 drops its low bits", file=PF, tests=PIXEL_TESTS,
         edits=[("return uint8_t((v << 3) | (v >> 2));", "return uint8_t(v << 3);")]),
    dict(name="expand6 shifts by 3", file=PF, tests=PIXEL_TESTS,
         edits=[("return uint8_t((v << 2) | (v >> 4));", "return uint8_t((v << 2) | (v >> 3));")]),
    dict(name="expand4 drops its low nibble", file=PF, tests=PIXEL_TESTS,
         edits=[("return uint8_t((v << 4) | v);", "return uint8_t(v << 4);")]),
    dict(name="ARGB4444 red and blue swapped in decode and encode", file=PF, tests=PIXEL_TESTS,
         edits=[("dst[0] = expand4((w >> 8) & 15); dst[1] = expand4((w >> 4) & 15); dst[2] = expand4(w & 15);",
                 "dst[2] = expand4((w >> 8) & 15); dst[1] = expand4((w >> 4) & 15); dst[0] = expand4(w & 15);"),
                ("((p[0] >> 4) << 8) | ((p[1] >> 4) << 4) | (p[2] >> 4)",
                 "((p[2] >> 4) << 8) | ((p[1] >> 4) << 4) | (p[0] >> 4)")]),
    dict(name="ARGB4444 alpha from the wrong nibble", file=PF, tests=PIXEL_TESTS,
         edits=[("dst[3] = expand4(w >> 12);", "dst[3] = expand4((w >> 8) & 15);")]),
    dict(name="RGB888 decode: R and B swapped", file=PF, tests=PIXEL_TESTS,
         edits=[("dst[0] = src[3 * i + 2]; dst[1] = src[3 * i + 1]; dst[2] = src[3 * i];",
                 "dst[0] = src[3 * i]; dst[1] = src[3 * i + 1]; dst[2] = src[3 * i + 2];")]),
    dict(name="ARGB8888 decode: alpha forced opaque", file=PF, tests=PIXEL_TESTS,
         edits=[("dst[3] = src[4 * i + 3];", "dst[3] = 255;")]),
    dict(name="RGB565 encode: green loses a bit", file=PF, tests=PIXEL_TESTS,
         edits=[("((p[1] >> 2) << 5)", "((p[1] >> 3) << 5)")]),
    dict(name="RGB888 encode: R and B swapped", file=PF, tests=PIXEL_TESTS,
         edits=[("out.append(char(p[2])); out.append(char(p[1])); out.append(char(p[0]));\n            break;",
                 "out.append(char(p[0])); out.append(char(p[1])); out.append(char(p[2]));\n            break;")]),
    dict(name="mip block size counts two levels", file=PF, tests=PIXEL_TESTS,
         edits=[("for (int level = 1; level <= 3; ++level)", "for (int level = 1; level < 3; ++level)")]),
    dict(name="RGB888 is 4 bytes a pixel", file=PF, tests=PIXEL_TESTS,
         edits=[("case Rgb888: return 3;", "case Rgb888: return 4;")]),
    dict(name="mip average divides by one more", file=PF, tests=PIXEL_TESTS,
         edits=[("const int area = factor * factor;", "const int area = factor * factor + 1;")]),
    dict(name="nearest palette entry: no early stop on an exact match", file=PF, tests=PIXEL_TESTS,
         edits=[("            if (d == 0)\n                break;\n", "")],
         equivalent="the search goes on but no later entry is nearer than distance 0: same index, only slower"),
    dict(name="nearest palette entry: the last of equal distances", file=PF, tests=PIXEL_TESTS,
         edits=[("if (d < bestDist) {", "if (d <= bestDist) {")]),
    # --- validator rules ---
    dict(name="HMP file-name limit 15 -> 16", file=LR, tests=RULE_TESTS,
         edits=[("constexpr int kFileName = 15;", "constexpr int kFileName = 16;")]),
    dict(name="HMP frame-name limit 15 -> 16", file=LR, tests=RULE_TESTS,
         edits=[("constexpr int kNameField = 15;", "constexpr int kNameField = 16;")]),
    dict(name="terrain chunk 32 -> 16", file=LR, tests=RULE_TESTS,
         edits=[("constexpr int kTerrainChunk = 32;", "constexpr int kTerrainChunk = 16;")]),
    dict(name="terrain chunk warning needs both sides off", file=LR, tests=RULE_TESTS,
         edits=[("(sx % kTerrainChunk != 0 || sy % kTerrainChunk != 0)", "(sx % kTerrainChunk != 0 && sy % kTerrainChunk != 0)")]),
    dict(name="terrain needs 3 x 3", file=LR, tests=RULE_TESTS,
         edits=[("if (hmp.columns() < 2 || hmp.rows() < 2) {", "if (hmp.columns() < 3 || hmp.rows() < 3) {")]),
    dict(name="model name limit 15 -> 14", file=MR, tests=RULE_TESTS,
         edits=[("constexpr int kNameField = 15;", "constexpr int kNameField = 14;")]),
    dict(name="bone name limit 20 -> 21", file=MR, tests=RULE_TESTS,
         edits=[("constexpr int kBoneName = 20;", "constexpr int kBoneName = 21;")]),
    dict(name="model texture file-name limit 15 -> 16", file=MR, tests=RULE_TESTS,
         edits=[("constexpr int kFileName = 15;", "constexpr int kFileName = 16;")]),
    # --- recovery store ---
    dict(name="rewrite deletes the last good copy before committing", file=RS, tests=RECOVERY_TESTS,
         edits=[("        if (old != dataName && !old.endsWith(QLatin1String(\".json\")))\n            pending->stale << dir.filePath(old);",
                 "        if (!old.endsWith(QLatin1String(\".json\")))\n            QFile::remove(dir.filePath(old));")]),
    dict(name="stale copies never removed", file=RS, tests=RECOVERY_TESTS,
         edits=[("    for (const QString &path : pending.stale)\n        QFile::remove(path);\n", "")]),
    dict(name="sidecar without the undo text", file=RS, tests=RECOVERY_TESTS,
         edits=[("json.insert(QLatin1String(\"undoText\"), document.undoStack()->undoText());",
                 "json.insert(QLatin1String(\"undoText\"), QString());")]),
    dict(name="untitled copies get another suffix", file=RS, tests=RECOVERY_TESTS,
         edits=[("suffix = QStringLiteral(\"dat\");", "suffix = QStringLiteral(\"bin\");")]),
    # --- WMB writer ---
    dict(name="empty list anchored at an end: one byte short", file=WW, tests=WMB_TESTS,
         edits=[("(a.fromEnd ? len[size_t(a.list)] : a.delta)", "(a.fromEnd ? len[size_t(a.list)] - 1 : a.delta)")]),
    dict(name="alias of an absent list: offset 0", file=WW, tests=WMB_TESTS,
         edits=[("o = quint32(a.list >= 0 ? lay.offset[size_t(i)] : quint32(a.delta));", "o = 0;")]),
    dict(name="list length one more", file=WW, tests=WMB_TESTS,
         edits=[("l = quint32(len[size_t(i)]);", "l = quint32(len[size_t(i)]) + 1;")]),
    dict(name="gap before a list dropped", file=WW, tests=WMB_TESTS,
         edits=[("            w.bytes(lay.gapBefore[size_t(list)]);\n", "")]),
    dict(name="trailing bytes dropped", file=WW, tests=WMB_TESTS,
         edits=[("    w.bytes(lay.trailing);\n", "")]),
    # --- strokes and tile undo ---
    dict(name="a stroke that changed nothing stays an undo step", file=ST, tests=STROKE_TESTS,
         edits=[("if (cmd && !split && cmd->changesNothing())", "if (cmd && !split && false)")]),
    dict(name="split stroke detected one entry late", file=ST, tests=STROKE_TESTS,
         edits=[("const bool split = index >= 2 && isOurs", "const bool split = index >= 3 && isOurs")]),
    dict(name="cancel leaves the entries", file=ST, tests=STROKE_TESTS,
         edits=[("    if (!m_active)\n        return;\n    dropEntries();\n    m_active = false;",
                 "    if (!m_active)\n        return;\n    m_active = false;")]),
    dict(name="dab spacing drops the last dab", file=DS, tests=STROKE_TESTS,
         edits=[("for (int i = 1; i <= steps; ++i)", "for (int i = 1; i < steps; ++i)")]),
    dict(name="an edit touching no tile is kept", file=TP, tests=STROKE_TESTS,
         edits=[("    if (keys.empty()) {\n        setObsolete(true);", "    if (keys.empty()) {\n        setObsolete(false);")]),
    dict(name="tile snapshot after the edit", file=TP, tests=STROKE_TESTS,
         edits=[("        m_target->readTile(key, tile.before());\n", "")]),
    # --- packing (MDL positions) ---
    dict(name="packing clamps only above the maximum", file=PK, tests=PACK_TESTS,
         edits=[("return q >= double(maxValue) ? maxValue : uint32_t(q);", "return q > double(maxValue) ? maxValue : uint32_t(q);")],
         equivalent="at q == maxValue both return maxValue"),
    dict(name="packing scale over one step less", file=PK, tests=PACK_TESTS,
         edits=[("range / float(maxValue)", "range / float(maxValue - 1)")]),
    dict(name="packing truncates instead of rounding", file=PK, tests=PACK_TESTS,
         edits=[("const double q = std::round(", "const double q = std::floor(")]),
]

#pragma once
// Turns `object`, entity (`level`, `light`, `model`, `start`, `path`, `sound`, others kept
// opaque) and `wed` sections into nodes. Throws FormatError on bad syntax.
#include "wmp/wmpnodes.h"
#include "wmp/wmpsyntaxtree.h"

namespace ackedit::format {

class WmpSectionParser
{
public:
    static WmpObjectNode parseObject(const WmpSection &section);
    // Reads the object's link lines again (child lists and the reference; header number and
    // name), after only they were rewritten: a renumbering re-reads nothing else.
    static void rereadObjectLinks(const WmpSection &section, WmpObjectNode &node);
    static WmpEntity parseEntity(const WmpSection &section);
    static WmpLevelInfo parseLevel(const WmpSection &section);
    static WmpWedInfo parseWed(const WmpSection &section);

    // The content of a one-value line: everything between the indentation and a comment.
    static QByteArray lineValue(const WmpLine &line);
    // Indices of the body lines that are not blank.
    static std::vector<int> contentLines(const WmpSection &section);
};

} // namespace ackedit::format

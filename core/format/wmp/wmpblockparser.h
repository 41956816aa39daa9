#pragma once
// Turns a `block N { … }` section into a WmpBlock: ACKWED 4.x plane lines, or the 5.x/6.x
// vertex list and face lines (6.x faces with texture axes). Throws FormatError on bad syntax.
#include "wmp/wmpfield.h"
#include "wmp/wmpnodes.h"
#include "wmp/wmpsyntaxtree.h"

namespace ackedit::format {

class WmpBlockParser
{
public:
    static WmpBlock parse(const WmpSection &section);

private:
    static void parseFooter(const WmpSection &section, size_t &line, WmpBlock &block, const WmpField &field);
};

} // namespace ackedit::format

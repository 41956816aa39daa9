#pragma once
// Encodes a WmpbNode into its scene-node element. Given the node as currently decoded
// (`before`), only the elements whose value changed are rewritten, so every other byte of the
// file stays as it was; without `before` (a new node) every element WED writes for the class
// is built. Absent elements that get a value are inserted at the position WED uses.
#include "wmpb/wmpbelement.h"
#include "wmpb/wmpbnode.h"

namespace ackedit::format {

class WmpbNodeEncoder
{
public:
    // Throws FormatError, before touching `element`, if `node` cannot be stored (wrong array
    // sizes, a polygon with more than 65535 corners, class data of another type than the
    // element already holds, ...).
    static void apply(WmpbElement &element, const WmpbNode &node, const WmpbNode *before);

    // The data element id (2, 4, 6 ... 11) for the class data alternative, 0 for monostate.
    static quint8 classDataId(const WmpbClassData &data);

private:
    static void check(const WmpbElement &element, const WmpbNode &node, const WmpbNode *before);
};

} // namespace ackedit::format

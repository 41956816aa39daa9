#pragma once
// Decodes a scene-node element (id 1, kind 5) into a WmpbNode. Strict: a known element with the
// wrong size (a vec3 that is not 24 bytes, an array whose count does not match its bytes) throws
// FormatError, so a file that reads is a file every node of which decodes.
#include "wmpb/wmpbelement.h"
#include "wmpb/wmpbnode.h"

namespace ackedit::format {

class WmpbNodeDecoder
{
public:
    // The class-data element of a node (first kind-5 container with a known data id), or -1.
    static int classDataIndex(const WmpbElement &node);
    static bool isClassDataId(quint8 id);

    // `path` names the node in errors, e.g. "node#12".
    static WmpbNode decode(const WmpbElement &node, const QString &path);
    // The same named "node#<uid>"; the name is only formatted when an error is reported.
    static WmpbNode decode(const WmpbElement &node);
    // Runs every check decode() runs and throws the same FormatError, building nothing (no text,
    // no arrays): how readWmpb refuses a file with a malformed node.
    static void check(const WmpbElement &node);
};

} // namespace ackedit::format

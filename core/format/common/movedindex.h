#pragma once
// Index helpers for lists of parts (skins, frames, groups, bones).
#include <cstddef>

namespace ackedit::format {

// Whether `i` names an item of a list of `n`.
inline bool validIndex(int i, size_t n) { return i >= 0 && size_t(i) < n; }

// Where item `i` of a list ends up when the item at `from` moves to `to` (the others keep their
// order): for renumbering references when skins or frames are reordered.
inline int movedIndex(int i, int from, int to)
{
    if (i == from)
        return to;
    if (from < to && i > from && i <= to)
        return i - 1;
    if (to < from && i >= to && i < from)
        return i + 1;
    return i;
}

} // namespace ackedit::format

#pragma once
// Frame names as Gamestudio scripts use them: an animation is a run of frames named by a prefix
// and a number ("walk1".."walk8"), which ent_animate(me, "walk", percent) plays. The editor groups
// frames by that prefix and, when it adds frames inside a run, numbers them into it.
#include <QString>
#include <QStringList>

#include <optional>

namespace ackedit::document::framenames {

struct Parts
{
    QString prefix;             // "walk" (trailing spaces kept: "walk " in "walk 3")
    std::optional<int> number;  // 3; none when the name does not end in digits
};
Parts split(const QString &name);

// Runs of consecutive frames with the same prefix, as the Frames dock shows them.
struct Run
{
    QString prefix;
    int first = 0;
    int count = 0;
};
QList<Run> runs(const QStringList &names);

// Names for `count` frames inserted right after frame `after` inside its run, and the new names
// of the frames of that run after the insertion point (renumbered by `count`), so the animation
// plays the new frames in order. Empty `inserted` when the frame has no number (the caller names
// them otherwise) or a name would not fit `maxLength`.
struct Numbering
{
    QStringList inserted;
    QList<QPair<int, QString>> renamed; // frame index (before the insertion) -> new name
};
Numbering numberInto(const QStringList &names, int after, int count, int maxLength);

// `name` made unique among `names` by a number (or the next free one after its own), within
// `maxLength` characters.
QString uniqueName(const QStringList &names, const QString &name, int maxLength);

} // namespace ackedit::document::framenames

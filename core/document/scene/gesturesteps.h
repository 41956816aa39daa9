#pragma once
// What a cancelled drag of level nodes does to History: its steps (SetPropertyCommands of one
// key on the same nodes, merged into one, or more when the stack was marked clean mid-drag) are
// undone and taken off the stack, so Esc leaves the exact bytes and no step.
#include "scene/scenedocument.h"

namespace ackedit::document {

void dropGestureSteps(SceneDocument *document, int indexBefore, const QList<NodeId> &targets, const QString &key);

} // namespace ackedit::document

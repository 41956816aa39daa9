#pragma once
// The rectangle a box selection draws on the screen, shared by the tools that select by a box
// (vertices, level nodes): four lines just beyond the near plane, drawn on top of everything.
#include "model/vertex/viewdescription.h"
#include "viewport/viewport.h"

namespace ackedit::widgets {

// Shows the box from pixel `a` to pixel `b` as overlay `key` of `viewport` seen through `view`.
void showSelectionBox(Viewport *viewport, const document::ViewDescription &view, const QString &key,
                      const Eigen::Vector2f &a, const Eigen::Vector2f &b);
void hideSelectionBox(Viewport *viewport, const QString &key);

} // namespace ackedit::widgets

#pragma once
// A viewport made and shown ahead of time. Starting a Qt3D view costs a quarter of a second or
// more on a software renderer: Qt3D opens a GL context of its own to probe capabilities when the
// window is made, then creates the RHI and its context when the window is first shown. The main
// window's start page shows an empty viewport while no document is open and offers it here; the
// next editor adopts it, so opening a file does not wait for that start-up.

#include <QWidget>

namespace ackedit::widgets {

class Viewport;

namespace ViewportSpare {

// Makes `viewport` the spare; an earlier spare stays where it is, with its parent.
void offer(Viewport *viewport);
// The spare, moved to `parent` and reset to an empty view with the default camera (it is no
// longer the spare), or a new viewport when there is none.
Viewport *take(QWidget *parent);
// The current spare, if any (for tests and the start page).
Viewport *current();

} // namespace ViewportSpare

} // namespace ackedit::widgets

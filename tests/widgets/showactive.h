#pragma once
// Shows a top-level window and makes it active for key events (Xvfb has no window manager to do it).
#include <QTest>
#include <QWidget>

namespace ackedit::testing {

inline bool showActive(QWidget &window)
{
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return false;
    window.activateWindow();
    return QTest::qWaitForWindowActive(&window);
}

} // namespace ackedit::testing

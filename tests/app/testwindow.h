#pragma once
// Shows a main window with the test prompts (no modal dialog waits for a click) and opens a file
// in it, as a user would: the steps every main window test begins with.
#include "app/testprompts.h"

#include "mainwindow.h"

#include <QTest>

namespace ackedit::testing {

// False when the window did not show or the file did not open.
inline bool showAndOpen(app::MainWindow &window, const QString &path)
{
    installPrompts(window);
    window.resize(1280, 800);
    window.show();
    return QTest::qWaitForWindowExposed(&window) && window.openFileAndWait(path);
}

} // namespace ackedit::testing

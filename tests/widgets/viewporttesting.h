#pragma once
// Helpers for the tests that render through a real Viewport (Qt3D under Xvfb).
#include "viewport/viewport.h"

#include <QGuiApplication>
#include <QTest>
#include <QWindow>

#include <memory>

namespace ackedit::testing {

// The embedded Qt3D window, found by class name so the tests need no Qt3D header.
inline QWindow *renderWindow()
{
    for (QWindow *w : QGuiApplication::allWindows()) {
        if (qstrcmp(w->metaObject()->className(), "Qt3DExtras::Qt3DWindow") == 0 && w->isVisible())
            return w;
    }
    return nullptr;
}

// A shown top-level viewport of 400x300 with `background`.
inline std::unique_ptr<widgets::Viewport> makeShownViewport(const QColor &background)
{
    auto view = std::make_unique<widgets::Viewport>();
    view->setBackgroundColor(background);
    view->resize(400, 300);
    view->show();
    if (!QTest::qWaitForWindowExposed(view.get()))
        qWarning("viewport window not exposed");
    return view;
}

} // namespace ackedit::testing

#pragma once
// Helpers for the tests that render through a real Viewport (Qt3D under Xvfb).
#include "editors/documenteditor.h"
#include "testpaths.h"
#include "viewport/viewport.h"

#include <QDir>
#include <QGuiApplication>
#include <QPainter>
#include <QTest>
#include <QVector4D>
#include <QWindow>

#include <memory>

namespace ackedit::testing {

// A drag with `button` held (and `mods`) from `from` to `to` in five moves, on a 3D view's window.
inline void dragInWindow(QWindow *w, Qt::MouseButton button, Qt::KeyboardModifiers mods, const QPoint &from,
                         const QPoint &to)
{
    QTest::mouseMove(w, from);
    QTest::mousePress(w, button, mods, from);
    for (int i = 1; i <= 5; ++i)
        QTest::mouseEvent(QTest::MouseMove, w, button, mods, from + (to - from) * i / 5);
    QTest::mouseRelease(w, button, mods, to);
}

// The embedded Qt3D window, found by class name so the tests need no Qt3D header.
inline QWindow *renderWindow()
{
    for (QWindow *w : QGuiApplication::allWindows()) {
        if (qstrcmp(w->metaObject()->className(), "Qt3DExtras::Qt3DWindow") == 0 && w->isVisible())
            return w;
    }
    return nullptr;
}

// Shows `editor` (a widget holding a Viewport; an editor: its current one) at 480x400 and
// returns that view's 3D window (null if it did not show).
inline QWindow *showEditor(QWidget &editor)
{
    editor.resize(480, 400);
    editor.show();
    if (!QTest::qWaitForWindowExposed(&editor))
        return nullptr;
    if (auto *documentEditor = qobject_cast<widgets::DocumentEditor *>(&editor))
        return documentEditor->viewport() ? documentEditor->viewport()->renderWindow() : nullptr;
    return renderWindow();
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

// Where a point (file coordinates) lands in a capture of `imageSize`, through the camera the
// renderer got (cameraState: projection × view in GL coordinates, whose axes are the file's
// (-Y, Z, -X)). Null when the point is behind the eye.
inline QPointF projectToImage(const widgets::Viewport &view, const Eigen::Vector3f &p, const QSize &imageSize)
{
    const QVector4D clip = view.cameraState().viewProjection * QVector4D(-p.y(), p.z(), -p.x(), 1.0f);
    if (clip.w() <= 0.0f)
        return QPointF();
    const float x = clip.x() / clip.w(), y = clip.y() / clip.w();
    return QPointF((x + 1.0f) / 2.0f * float(imageSize.width()), (1.0f - y) / 2.0f * float(imageSize.height()));
}

// Saves a capture as build/tests/renders/<name>.png (beside tst_assetrendering's), to look at.
inline void saveRender(const QImage &image, const QString &name)
{
    const QString dir = ackedit::testing::binDir() + QStringLiteral("/../tests/renders");
    QDir().mkpath(dir);
    if (!image.save(QStringLiteral("%1/%2.png").arg(dir, name)))
        qWarning("cannot save render %s", qPrintable(name));
}

// `window` as shown, with `render` (a viewport capture) drawn where QWidget::grab leaves the 3D
// view blank.
inline QImage grabWithRender(QWidget &window, const widgets::Viewport &view, const QImage &render)
{
    QImage shot = window.grab().toImage();
    QPainter p(&shot);
    QWidget *r = view.renderWidget();
    p.drawImage(QRect(r->mapTo(&window, QPoint(0, 0)), r->size()), render);
    p.end();
    return shot;
}

} // namespace ackedit::testing

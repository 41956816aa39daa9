#pragma once
// Helpers for the level editor's view tests (tst_levelmovetool, tst_levelplanviews): a left drag
// with real mouse events, and where the selected marker shows in a capture.
#include <QColor>
#include <QImage>
#include <QTest>
#include <QWindow>

namespace ackedit::testing {

// A left drag from `from` to `to` in five mouse moves.
inline void leftDrag(QWindow *window, const QPoint &from, const QPoint &to, Qt::KeyboardModifiers mods = Qt::NoModifier)
{
    QTest::mouseMove(window, from);
    QTest::mousePress(window, Qt::LeftButton, mods, from);
    for (int i = 1; i <= 5; ++i)
        QTest::mouseMove(window, from + (to - from) * i / 5);
    QTest::mouseRelease(window, Qt::LeftButton, mods, to);
}

// Whether the selection colour (MarkerEntity::selectionColor, 255 150 0, shaded: lit from the
// eye up to 255 205 0) shows within `radius` pixels of `p` in `image`. An entity's marker
// (60 170 230), a light (255 230 60) and a path (230 120 40) have blue in them.
inline bool selectionColourNear(const QImage &image, const QPoint &p, int radius)
{
    for (int y = p.y() - radius; y <= p.y() + radius; ++y) {
        for (int x = p.x() - radius; x <= p.x() + radius; ++x) {
            if (!image.rect().contains(x, y))
                continue;
            const QColor c = image.pixelColor(x, y);
            if (c.red() > 150 && c.blue() < 12 && c.green() > 0.45 * c.red() && c.green() < 0.85 * c.red())
                return true;
        }
    }
    return false;
}

} // namespace ackedit::testing

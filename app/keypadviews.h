#pragma once
// The keypad view presets (1 front, 3 right, 7 top, Ctrl for the opposite; with Num Lock off
// the same keys arrive as End, Page Down and Home). Under X11 Qt looks a shortcut up by the
// key's keycode in the keyboard map, which drops the keypad modifier: a QAction shortcut on a
// keypad key never matches a real key press (keypad 1 even matched the render-mode key 1). This
// filter, installed on the application, recognises the keys on the event itself and triggers
// the preset, unless the focus is in a field that takes digits.
#include <QList>
#include <QObject>

class QAction;
class QKeyEvent;
class QWidget;

namespace ackedit::app {

class KeypadViewFilter : public QObject
{
    Q_OBJECT
public:
    // `presets`: front, back, right, left, top, bottom (as Actions::viewPresets).
    KeypadViewFilter(QWidget *window, QList<QAction *> presets);

    // The preset a key event asks for, or null.
    QAction *presetFor(const QKeyEvent &event) const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QWidget *m_window;
    QList<QAction *> m_presets;
};

} // namespace ackedit::app

#include "keypadviews.h"

#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QKeyEvent>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QTextEdit>

namespace ackedit::app {

namespace {

// A field the keypad types digits into.
bool takesDigits(const QWidget *w)
{
    return qobject_cast<const QLineEdit *>(w) || qobject_cast<const QAbstractSpinBox *>(w)
           || qobject_cast<const QTextEdit *>(w) || qobject_cast<const QPlainTextEdit *>(w);
}

} // namespace

KeypadViewFilter::KeypadViewFilter(QWidget *window, QList<QAction *> presets)
    : QObject(window), m_window(window), m_presets(std::move(presets))
{
}

QAction *KeypadViewFilter::presetFor(const QKeyEvent &event) const
{
    const Qt::KeyboardModifiers mods = event.modifiers();
    if (!(mods & Qt::KeypadModifier) || (mods & ~(Qt::KeypadModifier | Qt::ControlModifier)))
        return nullptr;
    int index = -1;
    switch (event.key()) {
    case Qt::Key_1: case Qt::Key_End: index = 0; break;
    case Qt::Key_3: case Qt::Key_PageDown: index = 2; break;
    case Qt::Key_7: case Qt::Key_Home: index = 4; break;
    default: return nullptr;
    }
    index += (mods & Qt::ControlModifier) ? 1 : 0;
    return index < m_presets.size() ? m_presets[index] : nullptr;
}

bool KeypadViewFilter::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() != QEvent::ShortcutOverride && event->type() != QEvent::KeyPress)
        return QObject::eventFilter(watched, event);
    QAction *preset = presetFor(*static_cast<QKeyEvent *>(event));
    if (!preset || !preset->isEnabled() || QApplication::activeWindow() != m_window
        || takesDigits(QApplication::focusWidget()))
        return QObject::eventFilter(watched, event);
    // The override keeps Qt's shortcut lookup (which would see a plain digit) out; the press
    // that follows triggers the preset and goes no further.
    if (event->type() == QEvent::ShortcutOverride)
        event->accept();
    else
        preset->trigger();
    return true;
}

} // namespace ackedit::app

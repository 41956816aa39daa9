#pragma once
// Icons and tool tips for actions shown in tool bars. The icons are drawn for ackedit
// (resources/icons/actions, compiled in under :/icons/actions/<name>.svg); where a freedesktop
// name exists (document-open, edit-undo, …) the desktop's icon theme is asked first, so the
// standard actions look native, and the bundled icon is the fallback.
#include <QIcon>
#include <QString>

class QAction;

namespace ackedit::widgets {

// ":/icons/actions/<name>.svg".
QString bundledIconPath(const char *name);
// QIcon::fromTheme(themeName, QIcon(fallbackResource)).
QIcon actionIcon(const char *themeName, const QString &fallbackResource);
// The theme's icon of this freedesktop name, else the bundled one of the same name.
QIcon themedIcon(const char *freedesktopName);
// Only the bundled icon: for ackedit's own actions, which have no freedesktop name.
QIcon bundledIcon(const char *name);

// The action's text as a tool tip: without mnemonics ('&') and without a trailing "…" or "...".
QString plainActionText(const QString &text);
// Keeps the action's tool tip at "Text (Shortcut)", e.g. "Save (Ctrl+S)", in the platform's
// spelling, also after its text or shortcut changes (the undo action's text follows the stack).
// A tool tip the action was given before (a longer explanation) is kept as the text part.
// A tool tip set later (the same explanation in another language) replaces that text part.
// Calling it again on the same action does nothing.
void showShortcutInToolTip(QAction *action);

} // namespace ackedit::widgets

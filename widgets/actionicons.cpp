#include "actionicons.h"

#include <QAction>
#include <QKeySequence>

namespace ackedit::widgets {

namespace {
// Dynamic properties on the action: the explanation to keep, and a guard while it is updated.
constexpr const char *baseToolTipProperty = "ackedit_baseToolTip";
constexpr const char *followsProperty = "ackedit_toolTipFollows";
constexpr const char *shownToolTipProperty = "ackedit_shownToolTip"; // the last one set here

void updateToolTip(QAction *action)
{
    const QString base = action->property(baseToolTipProperty).toString();
    const QString text = base.isEmpty() ? plainActionText(action->text()) : base;
    const QString keys = action->shortcut().toString(QKeySequence::NativeText);
    const QString withKeys = QStringLiteral("%1 (%2)").arg(text, keys);
    // (An explanation may name its keys already.)
    const QString shown = keys.isEmpty() || text.endsWith(QStringLiteral("(%1)").arg(keys)) ? text : withKeys;
    action->setProperty(shownToolTipProperty, shown);
    action->setToolTip(shown);
}

// A tool tip set by someone else since (its own explanation, e.g. in another language after a
// switch) becomes the text part; one that merely repeats the action's text does not.
void adoptOwnToolTip(QAction *action)
{
    const QString own = action->toolTip();
    if (action->property(followsProperty).toBool() && own == action->property(shownToolTipProperty).toString())
        return;
    QString stripped = action->text();
    stripped.remove(QLatin1Char('&'));
    const bool repeatsText = own == plainActionText(action->text()) || own == stripped
                             || own == stripped.remove(QLatin1String("..."));
    action->setProperty(baseToolTipProperty, repeatsText ? QString() : own);
}
} // namespace

QString bundledIconPath(const char *name)
{
    return QStringLiteral(":/icons/actions/%1.svg").arg(QLatin1String(name));
}

QIcon actionIcon(const char *themeName, const QString &fallbackResource)
{
    return QIcon::fromTheme(QLatin1String(themeName), QIcon(fallbackResource));
}

QIcon themedIcon(const char *freedesktopName)
{
    return actionIcon(freedesktopName, bundledIconPath(freedesktopName));
}

QIcon bundledIcon(const char *name)
{
    return QIcon(bundledIconPath(name));
}

QString plainActionText(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == QLatin1Char('&')) {
            if (i + 1 < text.size() && text[i + 1] == QLatin1Char('&'))
                out += text[++i]; // "&&" is a literal ampersand
            continue;
        }
        out += text[i];
    }
    if (out.endsWith(QChar(0x2026)))
        out.chop(1);
    else if (out.endsWith(QLatin1String("...")))
        out.chop(3);
    return out.trimmed();
}

void showShortcutInToolTip(QAction *action)
{
    if (!action || action->property(followsProperty).toBool())
        return;
    // Without a tool tip of its own, QAction answers its text (stripped of '&' and "..."): that
    // is no explanation to keep.
    adoptOwnToolTip(action);
    action->setProperty(followsProperty, true);
    updateToolTip(action);
    // setToolTip emits changed() again: the guard keeps that from recursing (an equal tool tip
    // emits nothing, but a text change mid-update must not loop either).
    QObject::connect(action, &QAction::changed, action, [action] {
        if (action->property("ackedit_updatingToolTip").toBool())
            return;
        action->setProperty("ackedit_updatingToolTip", true);
        adoptOwnToolTip(action);
        updateToolTip(action);
        action->setProperty("ackedit_updatingToolTip", false);
    });
}

} // namespace ackedit::widgets

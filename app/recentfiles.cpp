#include "recentfiles.h"

#include "languagechange.h"

#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QSettings>

namespace ackedit::app {

namespace {
const QString settingsKey = QStringLiteral("recentFiles");

QString normalized(const QString &path)
{
    return QDir::cleanPath(QFileInfo(path).absoluteFilePath());
}
} // namespace

RecentFiles::RecentFiles(QObject *parent) : QObject(parent)
{
    const QStringList stored = QSettings().value(settingsKey).toStringList();
    for (const QString &path : stored) {
        if (!path.isEmpty() && !m_files.contains(path) && m_files.size() < maxCount())
            m_files << path;
    }
}

void RecentFiles::add(const QString &path)
{
    const QString file = normalized(path);
    m_files.removeAll(file);
    m_files.prepend(file);
    while (m_files.size() > maxCount())
        m_files.removeLast();
    store();
}

void RecentFiles::remove(const QString &path)
{
    if (m_files.removeAll(normalized(path)) + m_files.removeAll(path) > 0)
        store();
}

void RecentFiles::clear()
{
    m_files.clear();
    store();
}

void RecentFiles::store()
{
    QSettings().setValue(settingsKey, m_files);
    // Queued: "Clear Recent Files" calls this from its own triggered() signal, and rebuilding
    // deletes that action.
    QMetaObject::invokeMethod(this, &RecentFiles::rebuildMenu, Qt::QueuedConnection);
    emit changed();
}

void RecentFiles::attachMenu(QMenu *menu)
{
    m_menu = menu;
    widgets::onLanguageChange(this, [this] { rebuildMenu(); }); // "Clear Recent Files" in the new language
}

void RecentFiles::rebuildMenu()
{
    if (!m_menu)
        return;
    m_menu->clear();
    for (int i = 0; i < m_files.size(); ++i) {
        const QString path = m_files.at(i);
        // "&1 name.mdl" for the first nine: keyboard access without the mouse.
        const QString label = i < 9 ? QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(path).fileName())
                                    : QFileInfo(path).fileName();
        QAction *action = m_menu->addAction(label, this, [this, path] { emit openRequested(path); });
        action->setToolTip(QDir::toNativeSeparators(path));
        action->setStatusTip(QDir::toNativeSeparators(path));
        action->setData(path);
    }
    m_menu->addSeparator();
    QAction *clearAction = m_menu->addAction(tr("&Clear Recent Files"), this, &RecentFiles::clear);
    clearAction->setObjectName(QStringLiteral("actionClearRecentFiles"));
    clearAction->setEnabled(!m_files.isEmpty());
    m_menu->setEnabled(true);
}

} // namespace ackedit::app

#pragma once
// File ▸ Recent Files: the last files opened, newest first, at most maxCount(), kept in QSettings
// (key "recentFiles") so they survive a restart.
#include <QObject>
#include <QStringList>

class QMenu;

namespace ackedit::app {

class RecentFiles : public QObject
{
    Q_OBJECT
public:
    explicit RecentFiles(QObject *parent = nullptr);

    static constexpr int maxCount() { return 10; }
    QStringList files() const { return m_files; }

    void add(const QString &path);    // moves it to the top
    void remove(const QString &path);
    void clear();

    // Fills `menu` with one action per file (and "Clear Recent Files"), now and on every change;
    // triggering an entry emits openRequested.
    void attachMenu(QMenu *menu);

Q_SIGNALS:
    void changed();
    void openRequested(const QString &path);

private:
    void store();
    void rebuildMenu();

    QStringList m_files;
    QMenu *m_menu = nullptr;
};

} // namespace ackedit::app

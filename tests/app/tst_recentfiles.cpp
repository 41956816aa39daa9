// RecentFiles: newest first, no duplicates, at most ten, kept in QSettings, listed in a menu.
#include "app/testsettings.h"

#include "recentfiles.h"

#include <QMenu>
#include <QSettings>
#include <QSignalSpy>
#include <QTest>

using ackedit::app::RecentFiles;

namespace {
QString file(int i)
{
    return QStringLiteral("/tmp/ackedit-recent/file%1.mdl").arg(i);
}

QStringList menuEntries(const QMenu &menu)
{
    QStringList out;
    for (QAction *a : menu.actions()) {
        if (!a->data().toString().isEmpty())
            out << a->data().toString();
    }
    return out;
}
} // namespace

class TestRecentFiles : public QObject
{
    Q_OBJECT
    ackedit::testing::TemporarySettings m_settings;

private Q_SLOTS:
    void init() { m_settings.clear(); }

    void newestFirstWithoutDuplicates()
    {
        RecentFiles recent;
        QSignalSpy changed(&recent, &RecentFiles::changed);
        recent.add(file(1));
        recent.add(file(2));
        recent.add(file(1));
        QCOMPARE(recent.files(), (QStringList{file(1), file(2)}));
        QCOMPARE(changed.count(), 3);
        // Relative and unclean spellings of the same file are one entry.
        recent.add(QStringLiteral("/tmp/ackedit-recent/../ackedit-recent/file2.mdl"));
        QCOMPARE(recent.files(), (QStringList{file(2), file(1)}));
    }

    void keepsAtMostTen()
    {
        RecentFiles recent;
        for (int i = 0; i < 13; ++i)
            recent.add(file(i));
        QCOMPARE(recent.files().size(), RecentFiles::maxCount());
        QCOMPARE(RecentFiles::maxCount(), 10);
        QCOMPARE(recent.files().first(), file(12));
        QCOMPARE(recent.files().last(), file(3));
    }

    void persistsInSettings()
    {
        {
            RecentFiles recent;
            recent.add(file(1));
            recent.add(file(2));
        }
        QCOMPARE(QSettings().value(QStringLiteral("recentFiles")).toStringList(), (QStringList{file(2), file(1)}));
        RecentFiles again;
        QCOMPARE(again.files(), (QStringList{file(2), file(1)}));
        again.remove(file(2));
        QCOMPARE(RecentFiles().files(), QStringList{file(1)});
        again.clear();
        QVERIFY(RecentFiles().files().isEmpty());
    }

    void menuListsTheFilesAndOpensThem()
    {
        RecentFiles recent;
        recent.add(file(1));
        recent.add(file(2));
        QMenu menu;
        recent.attachMenu(&menu);
        QCOMPARE(menuEntries(menu), (QStringList{file(2), file(1)}));
        QVERIFY(menu.actions().first()->text().contains(QStringLiteral("file2.mdl")));
        QSignalSpy open(&recent, &RecentFiles::openRequested);
        menu.actions().at(1)->trigger();
        QCOMPARE(open.count(), 1);
        QCOMPARE(open.first().first().toString(), file(1));

        // The menu follows changes (rebuilt on the next event loop turn).
        recent.add(file(3));
        QTRY_COMPARE(menuEntries(menu), (QStringList{file(3), file(2), file(1)}));
        auto *clear = menu.findChild<QAction *>(QStringLiteral("actionClearRecentFiles"));
        QVERIFY(clear && clear->isEnabled());
        clear->trigger();
        QVERIFY(recent.files().isEmpty());
        QTRY_VERIFY(menuEntries(menu).isEmpty());
    }
};

QTEST_MAIN(TestRecentFiles)
#include "tst_recentfiles.moc"

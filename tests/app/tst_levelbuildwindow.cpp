// Level ▸ Build… in the window (issue 35 point 4), driven as a user drives it: F7 in a level
// source opens the dialog (disabled for a WMB), Build compiles the unsaved document off the GUI
// thread with progress, the WMB opens in a tab, the warnings (a texture no WAD holds, the block
// named) are in the source's Issues dock and a click on one selects its block; built again, the
// open tab shows the new file; Cancel stops a long build and writes nothing.
#include "app/testsettings.h"
#include "app/testwindow.h"
#include "common_files.h"
#include "document/build/roomlevel.h"

#include "dialogs/builddialog.h"
#include "docks/issuesdock.h"
#include "documentmanager.h"
#include "editors/leveleditor.h"
#include "mainwindow.h"
#include "models/findingsmodel.h"
#include "wmb/wmbfile.h"

#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

using namespace ackedit;

class TstLevelBuildWindow : public QObject
{
    Q_OBJECT
    testing::TemporarySettings m_settings;
    QTemporaryDir m_dir;

    QString writeRoom(const QString &name, int pillars)
    {
        const QString path = m_dir.filePath(name);
        const auto doc = testing::roomLevel(true, QStringLiteral("nowad_stone"), pillars);
        return testing::writeFile(path, doc->asset()->write()) ? path : QString();
    }

    static widgets::BuildDialog *pressF7(app::MainWindow &window, widgets::LevelEditor *editor)
    {
        window.activateWindow();
        if (!QTest::qWaitForWindowActive(&window))
            return nullptr;
        QTest::keyClick(editor, Qt::Key_F7);
        return editor->buildDialog();
    }

private Q_SLOTS:
    void buildOpensTheResultAndListsTheWarnings()
    {
        const QString source = writeRoom(QStringLiteral("room.wmp"), 0);
        QVERIFY(!source.isEmpty());
        app::MainWindow window;
        QVERIFY(testing::showAndOpen(window, source));
        auto *editor = qobject_cast<widgets::LevelEditor *>(window.documents()->currentEditor());
        QVERIFY(editor);
        QVERIFY(editor->buildAction()->isEnabled());
        QCOMPARE(editor->buildAction()->shortcut(), QKeySequence(Qt::Key_F7));
        QVERIFY(editor->editorMenu()->actions().contains(editor->buildAction()));

        // An unsaved edit is built too: a light added after opening.
        const qint64 parent = editor->sceneDocument()->parentFor(document::NodeKind::Light);
        QVERIFY(editor->sceneDocument()->addNodeAt(document::NodeKind::Light, document::NodeId(std::max<qint64>(0, parent)),
                                                   {-100, -100, 64}));
        QVERIFY(editor->document()->isModified());

        widgets::BuildDialog *dialog = pressF7(window, editor);
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        QCOMPARE(dialog->outputPath(), m_dir.filePath(QStringLiteral("room.wmb")));
        QCOMPARE(dialog->cancelButton()->text(), QStringLiteral("Close"));
        QTest::mouseClick(dialog->buildButton(), Qt::LeftButton);
        QVERIFY(dialog->isBuilding() || QFileInfo::exists(dialog->outputPath()));
        QTRY_VERIFY_WITH_TIMEOUT(window.documents()->count() == 2, 60000);
        QVERIFY(!dialog->isBuilding());
        QCOMPARE(dialog->progressBar()->value(), 100);
        QVERIFY2(dialog->resultLabel()->text().contains(QLatin1String("room.wmb: 6 block")), qPrintable(dialog->resultLabel()->text()));

        // The WMB is open in a tab and holds the unsaved light: INFO + 2 lights.
        const int wmbTab = window.documents()->indexOfFile(dialog->outputPath());
        QVERIFY(wmbTab >= 0);
        const auto *wmb = dynamic_cast<const format::WmbFile *>(window.documents()->document(wmbTab)->asset());
        QVERIFY(wmb);
        QCOMPARE(wmb->blocks().size(), size_t(6));
        QCOMPARE(wmb->countObjects(2), 2);
        // Its editor cannot build (a WMB is compiled already).
        auto *wmbEditor = qobject_cast<widgets::LevelEditor *>(window.documents()->editor(wmbTab));
        QVERIFY(wmbEditor && !wmbEditor->buildAction()->isEnabled());

        // Back in the source: the warnings name the blocks; a click on one selects its block.
        window.documents()->setCurrentIndex(window.documents()->indexOf(editor));
        auto *issues = window.findChild<widgets::IssuesDock *>();
        QVERIFY(issues && issues->isVisible());
        QTRY_COMPARE(issues->document(), editor->document());
        int row = -1;
        for (int r = 0; r < issues->model()->rowCount() && row < 0; ++r) {
            const document::Finding *f = issues->model()->finding(issues->model()->index(r, 0));
            if (f && f->ruleId == QLatin1String("build/warning") && f->message.contains(QLatin1String("nowad_stone")))
                row = r;
        }
        QVERIFY(row >= 0);
        const document::Finding *warning = issues->model()->finding(issues->model()->index(row, 0));
        QCOMPARE(warning->location.kind, document::FindingLocation::Kind::Node);
        editor->setSelection({});
        const QModelIndex index = issues->model()->index(row, widgets::FindingsModel::RuleColumn);
        issues->view()->scrollTo(index);
        QTest::mouseClick(issues->view()->viewport(), Qt::LeftButton, {}, issues->view()->visualRect(index).center());
        QTRY_COMPARE(editor->selection(), QList<document::NodeId>{warning->location.node});
        QCOMPARE(editor->sceneDocument()->nodeKind(warning->location.node), document::NodeKind::Block);

        // Built again after removing a light: the open tab is read again from the new file.
        editor->sceneDocument()->undoStack()->undo();
        QTest::mouseClick(dialog->buildButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isBuilding(), 60000);
        QTRY_VERIFY_WITH_TIMEOUT(window.documents()->indexOfFile(dialog->outputPath()) >= 0, 10000);
        const int again = window.documents()->indexOfFile(dialog->outputPath());
        QTRY_VERIFY(dynamic_cast<const format::WmbFile *>(window.documents()->document(again)->asset()));
        QTRY_COMPARE(dynamic_cast<const format::WmbFile *>(window.documents()->document(window.documents()->indexOfFile(dialog->outputPath()))->asset())
                         ->countObjects(2),
                     1);
        QCOMPARE(window.documents()->count(), 2);
    }

    void cancelStopsALongBuild()
    {
        const QString source = writeRoom(QStringLiteral("pillars.wmp"), 20);
        app::MainWindow window;
        QVERIFY(testing::showAndOpen(window, source));
        auto *editor = qobject_cast<widgets::LevelEditor *>(window.documents()->currentEditor());
        QVERIFY(editor);
        widgets::BuildDialog *dialog = pressF7(window, editor);
        QVERIFY(dialog);
        // The slowest lighting: 4 x 4 samples and ambient occlusion, one thread.
        dialog->findChildren<QComboBox *>()[1]->setCurrentIndex(2);
        for (QCheckBox *box : dialog->findChildren<QCheckBox *>())
            if (box->text().contains(QLatin1String("occlusion")))
                box->setChecked(true);
        dialog->findChild<QSpinBox *>()->setValue(1);
        QVERIFY(dialog->options().extra == 4 && dialog->options().ambientOcclusion && dialog->options().threads == 1);
        QTest::mouseClick(dialog->buildButton(), Qt::LeftButton);
        QVERIFY(dialog->isBuilding());
        QCOMPARE(dialog->cancelButton()->text(), QStringLiteral("Cancel"));
        QVERIFY(!dialog->buildButton()->isEnabled());
        QTRY_VERIFY_WITH_TIMEOUT(dialog->progressBar()->value() > 0, 30000);
        const QElapsedTimer sinceProgress = [] { QElapsedTimer t; t.start(); return t; }();
        QVERIFY2(dialog->isBuilding(), "the build ended before Cancel could be clicked: make the level larger");
        QTest::mouseClick(dialog->cancelButton(), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isBuilding(), 30000);
        qInfo("cancelled %lld ms after the first progress", sinceProgress.elapsed());
        QVERIFY(dialog->isVisible()); // Cancel stopped the build, not the dialog
        QVERIFY2(dialog->resultLabel()->text().contains(QLatin1String("cancelled")), qPrintable(dialog->resultLabel()->text()));
        QVERIFY(!QFileInfo::exists(dialog->outputPath()));
        QCOMPARE(window.documents()->count(), 1);
    }
};

QTEST_MAIN(TstLevelBuildWindow)
#include "tst_levelbuildwindow.moc"

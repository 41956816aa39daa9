// The hide and show keys of a level reach the editor wherever the focus is in its window (found
// on the openbox tour of issue 34 point 5): with focus in the scene tree dock, H hides the
// selection and Shift+H the rest as in the 3D view, and Ctrl+Alt+H shows all again (Alt+H, its
// key before, is the Help menu's: tst_mnemonics checks that no action takes a menu's key). Typing
// an H into the tree's filter field types it.
#include "app/testsettings.h"
#include "app/testwindow.h"
#include "common_files.h"
#include "document/scene/scenetesting.h"
#include "format/wmp/wmptextfixtures.h"

#include "docks/scenetreedock.h"
#include "editors/leveleditor.h"
#include "mainwindow.h"
#include "scene/scenevisibility.h"
#include "scene/wmpdocument.h"

#include <QLineEdit>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

using namespace ackedit;
using document::NodeId;

class TstLevelHideKeys : public QObject
{
    Q_OBJECT
    testing::TemporarySettings m_settings;
    QTemporaryDir m_dir;
    QString m_level;

private Q_SLOTS:
    void initTestCase()
    {
        m_level = m_dir.filePath(QStringLiteral("level.wmp"));
        QVERIFY(testing::writeFile(m_level, testing::wmpFixture5()));
    }

    void keysWorkInTheSceneTree()
    {
        app::MainWindow window;
        QVERIFY(testing::showAndOpen(window, m_level));
        window.activateWindow(); // keys go to the focus widget of the active window
        QVERIFY(QTest::qWaitForWindowActive(&window));
        auto *editor = window.findChild<widgets::LevelEditor *>();
        QVERIFY(editor);
        auto *tree = window.findChild<widgets::SceneTreeDock *>();
        QVERIFY(tree);
        QVERIFY(tree->isVisible());
        auto *doc = qobject_cast<document::WmpDocument *>(editor->document());
        QVERIFY(doc);
        const NodeId block = testing::wmpObject(*doc, 2);
        const NodeId model = testing::wmpObject(*doc, 5);
        QVERIFY(block && model);

        // H with focus in the tree hides what is selected there.
        editor->setSelection({block});
        tree->view()->setFocus();
        QTRY_VERIFY(tree->view()->hasFocus());
        QTest::keyClick(tree->view(), Qt::Key_H);
        QCOMPARE(editor->visibility()->hidden(), QList<NodeId>{block});
        QVERIFY(editor->selection().isEmpty());

        // Ctrl+Alt+H shows all; Shift+H hides the rest.
        QTest::keyClick(tree->view(), Qt::Key_H, Qt::ControlModifier | Qt::AltModifier);
        QVERIFY(editor->visibility()->isEmpty());
        editor->setSelection({model});
        QTest::keyClick(tree->view(), Qt::Key_H, Qt::ShiftModifier);
        QVERIFY(editor->visibility()->hiddenCount() > 0);
        QVERIFY(editor->visibility()->isVisible(model));
        QTest::keyClick(tree->view(), Qt::Key_H, Qt::ControlModifier | Qt::AltModifier);
        QVERIFY(editor->visibility()->isEmpty());

        // The filter field types the letter instead.
        auto *filter = tree->findChild<QLineEdit *>();
        QVERIFY(filter);
        filter->setFocus();
        QTRY_VERIFY(filter->hasFocus());
        editor->setSelection({block});
        QTest::keyClick(filter, Qt::Key_H);
        QCOMPARE(filter->text(), QStringLiteral("h"));
        QVERIFY(editor->visibility()->isEmpty());
        QCOMPARE(doc->undoStack()->count(), 0);
    }
};

QTEST_MAIN(TstLevelHideKeys)
#include "tst_levelhidekeys.moc"

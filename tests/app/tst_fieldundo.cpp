// Ctrl+Z / Ctrl+Shift+Z pressed while a property field has the focus reach the document's undo
// stack (the field's own line edit used to swallow them), unless the field holds typing not yet
// committed: then Ctrl+Z undoes the typing, as in any text field. Driven through the real main
// window, level editor and property panel with key events.
#include "app/testprompts.h"
#include "app/testsettings.h"
#include "common_files.h"
#include "format/wmp/wmptextfixtures.h"

#include "documentmanager.h"
#include "docks/propertypanel.h"
#include "editors/leveleditor.h"
#include "mainwindow.h"
#include "scene/scenedocument.h"

#include <QAbstractSpinBox>
#include <QLineEdit>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace ackedit;
using app::MainWindow;
using document::NodeId;
using document::NodeKind;

namespace {

struct Level
{
    QTemporaryDir dir;
    std::unique_ptr<MainWindow> window = std::make_unique<MainWindow>();
    widgets::LevelEditor *editor = nullptr;
    document::SceneDocument *doc = nullptr;
    NodeId entity = 0;

    bool open()
    {
        window->setPrompts(std::make_unique<testing::TestPrompts>());
        const QString path = dir.filePath(QStringLiteral("level.wmp"));
        if (!testing::writeFile(path, testing::wmpFixture5()) || !window->openFileAndWait(path))
            return false;
        window->show();
        window->activateWindow();
        if (!QTest::qWaitForWindowActive(window.get()))
            return false;
        editor = qobject_cast<widgets::LevelEditor *>(window->documents()->currentEditor());
        doc = editor ? editor->sceneDocument() : nullptr;
        if (!doc)
            return false;
        entity = findEntity(0);
        editor->setSelection({entity});
        return entity != 0;
    }
    NodeId findEntity(NodeId parent) const
    {
        for (NodeId id : doc->children(parent)) {
            if (doc->nodeKind(id) == NodeKind::Entity)
                return id;
            if (NodeId inner = findEntity(id))
                return inner;
        }
        return 0;
    }
    QWidget *field(const QString &name) const { return editor->propertyPanel()->findChild<QWidget *>(name); }
};

void typeOver(QWidget *field, const QString &text)
{
    field->setFocus();
    QTest::keyClick(field, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(field, text);
}

} // namespace

class TstFieldUndo : public QObject
{
    Q_OBJECT
    testing::TemporarySettings m_settings;

private Q_SLOTS:
    void undoAndRedoReachTheDocumentFromAField_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("typed");
        QTest::newRow("number (position x)") << QStringLiteral("origin.x") << QStringLiteral("123");
        QTest::newRow("text (action)") << QStringLiteral("action") << QStringLiteral("act_door");
    }
    void undoAndRedoReachTheDocumentFromAField()
    {
        QFETCH(QString, field);
        QFETCH(QString, typed);
        Level level;
        QVERIFY(level.open());
        QWidget *edit = level.field(field);
        QVERIFY2(edit, qPrintable(level.editor->propertyPanel()->keys().join(QLatin1Char(','))));
        const QString before = edit->property("text").toString();
        typeOver(edit, typed);
        QTest::keyClick(edit, Qt::Key_Return); // committed: one command
        QUndoStack *stack = level.doc->undoStack();
        QCOMPARE(stack->index(), 1);
        QVERIFY(edit->hasFocus());

        QTest::keyClick(edit, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(stack->index(), 0);
        QCOMPARE(edit->property("text").toString(), before);
        QTest::keyClick(edit, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(stack->index(), 1);
        QVERIFY(edit->property("text").toString().startsWith(typed));
        QTest::keyClick(edit, Qt::Key_Y, Qt::ControlModifier); // the other redo key: nothing left
        QCOMPARE(stack->index(), 1);
    }

    // Typing not yet committed is the field's own: Ctrl+Z takes it back, the document is untouched.
    void uncommittedTypingIsUndoneInTheField()
    {
        Level level;
        QVERIFY(level.open());
        auto *edit = qobject_cast<QAbstractSpinBox *>(level.field(QStringLiteral("origin.y")));
        QVERIFY(edit);
        const QString before = edit->text();
        typeOver(edit, QStringLiteral("77"));
        QCOMPARE(edit->text(), QStringLiteral("77"));
        QTest::keyClick(edit, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(level.doc->undoStack()->count(), 0);
        QVERIFY(edit->text() != QStringLiteral("77"));
        QTest::keyClick(edit, Qt::Key_Return);
        QCOMPARE(edit->text(), before);
    }
};

QTEST_MAIN(TstFieldUndo)
#include "tst_fieldundo.moc"

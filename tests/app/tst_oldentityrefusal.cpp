// A WMB2-4 level has no long entity record, so a text that does not fit an old entity is refused
// (WmbFile::hasEntityRecords). Here the refusal is driven through the real window: click the
// entity in the scene tree, type into the property panel, press Return. The user must read the
// field's limit in the panel, the field must show the stored value again, no undo step may be
// pushed, and the file saved afterwards must be the file that was opened, byte for byte. Skill 9
// and up cannot be typed at all: the skills table has a row for each of the old record's eight.
#include "app/testprompts.h"
#include "app/testsettings.h"
#include "common_files.h"
#include "format/wmb/wmbfixture.h"

#include "docks/propertypanel.h"
#include "docks/scenetreedock.h"
#include "documentmanager.h"
#include "editors/leveleditor.h"
#include "mainwindow.h"
#include "models/scenefiltermodel.h"
#include "models/scenetreemodel.h"
#include "scene/scenedocument.h"

#include <QAction>
#include <QLabel>
#include <QLineEdit>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

#include <algorithm>

using namespace ackedit;
using app::MainWindow;
using document::NodeId;
using document::NodeKind;

namespace {

// A level with an info object and two old entities ("old_000", "old_001").
QByteArray level(const char *magic)
{
    return wmbfixture::wmb2Quake(magic, {wmbfixture::info(56), wmbfixture::oldEntity(),
                                         wmbfixture::oldEntity("old_001")});
}

// The window with `bytes` opened from `dir`, shown and active, and the first entity clicked in
// the scene tree.
struct Session
{
    QTemporaryDir dir;
    QString path;
    MainWindow window;
    testing::TestPrompts *prompts = nullptr;
    widgets::LevelEditor *editor = nullptr;
    document::SceneDocument *doc = nullptr;
    NodeId entity = 0;

    // Empty on success, else the step that failed.
    QString open(const QByteArray &bytes)
    {
        path = dir.filePath(QStringLiteral("level.wmb"));
        if (!testing::writeFile(path, bytes))
            return QStringLiteral("cannot write the level");
        prompts = testing::installPrompts(window);
        if (!window.openFileAndWait(path))
            return QStringLiteral("cannot open the level: ") + prompts->errors.join(QLatin1Char(' '));
        editor = qobject_cast<widgets::LevelEditor *>(window.documents()->currentEditor());
        if (!editor)
            return QStringLiteral("no level editor");
        doc = editor->sceneDocument();
        for (NodeId id : doc->children(0)) {
            if (!entity && doc->nodeKind(id) == NodeKind::Entity)
                entity = id;
        }
        if (!entity)
            return QStringLiteral("no entity in the level");
        window.resize(1200, 900);
        window.show();
        if (!QTest::qWaitForWindowExposed(&window))
            return QStringLiteral("window not shown");
        window.activateWindow(); // Xvfb has no window manager to do it
        if (!QTest::qWaitForWindowActive(&window))
            return QStringLiteral("window not active");
        // Select it the way a user does: a click on its row.
        widgets::SceneTreeDock *tree = editor->treeDock();
        const QModelIndex index = tree->filterModel()->mapFromSource(tree->model()->indexOf(entity));
        const QRect row = tree->view()->visualRect(index);
        QTest::mouseClick(tree->view()->viewport(), Qt::LeftButton, {}, row.center());
        if (editor->propertyPanel()->nodes() != QList<NodeId>{entity})
            return QStringLiteral("a click on the entity's row did not select it");
        return {};
    }
    QLineEdit *lineEdit(const QString &key) const
    {
        // A text field is the editor itself; a file name's sits beside its browse button.
        QWidget *field = editor->propertyPanel()->editor(key);
        if (auto *edit = qobject_cast<QLineEdit *>(field))
            return edit;
        return field ? field->findChild<QLineEdit *>(key + QStringLiteral(".text")) : nullptr;
    }
    // What the window tells the user now: the texts of its visible labels and the status bar's
    // message.
    QStringList shownTexts() const
    {
        QStringList texts;
        const QList<QLabel *> labels = window.findChildren<QLabel *>();
        for (const QLabel *label : labels) {
            if (label->isVisible() && !label->text().isEmpty())
                texts << label->text();
        }
        if (!window.statusBar()->currentMessage().isEmpty())
            texts << window.statusBar()->currentMessage();
        return texts;
    }
    // Whether the user can read that a text is limited to `limit` characters.
    bool showsLimit(const QString &limit) const
    {
        const QString words = limit + QStringLiteral(" characters");
        const QStringList texts = shownTexts();
        return std::any_of(texts.cbegin(), texts.cend(), [&](const QString &t) { return t.contains(words); });
    }
    // Replaces the field's text by typing and presses Return.
    static void type(QLineEdit *edit, const QString &text)
    {
        QTest::mouseClick(edit, Qt::LeftButton);
        QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(edit, text);
        QTest::keyClick(edit, Qt::Key_Return);
    }
    // File ▸ Save As… to a new file; its bytes.
    QByteArray saveCopy()
    {
        prompts->saveAnswer = dir.filePath(QStringLiteral("copy.wmb"));
        window.findChild<QAction *>(QStringLiteral("actionSaveAs"))->trigger();
        return testing::readFile(prompts->saveAnswer);
    }
};

} // namespace

class TstOldEntityRefusal : public QObject
{
    Q_OBJECT
    testing::TemporarySettings m_settings;

private Q_SLOTS:
    void tooLongTextIsRefusedVisibly_data()
    {
        QTest::addColumn<QByteArray>("magic");
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("stored");
        QTest::addColumn<QString>("tooLong");
        QTest::addColumn<QString>("fits");
        QTest::addColumn<QString>("limit");
        // Old entity fields: name 20 bytes, file 13, action 20, each with its closing NUL.
        QTest::newRow("WMB4 name") << QByteArray("WMB4") << QStringLiteral("name") << QStringLiteral("old_000")
                                   << QStringLiteral("a_really_long_entity_name")
                                   << QStringLiteral("nineteen_characters") << QStringLiteral("19");
        QTest::newRow("WMB4 file") << QByteArray("WMB4") << QStringLiteral("file") << QStringLiteral("crate.mdl")
                                   << QStringLiteral("laserammo.mdl") << QStringLiteral("twelve_c.mdl")
                                   << QStringLiteral("12");
        QTest::newRow("WMB4 action") << QByteArray("WMB4") << QStringLiteral("action") << QStringLiteral("act_crate")
                                     << QStringLiteral("a_long_action_function")
                                     << QStringLiteral("act_barrel_rolls_19") << QStringLiteral("19");
        QTest::newRow("WMB2 name") << QByteArray("WMB2") << QStringLiteral("name") << QStringLiteral("old_000")
                                   << QStringLiteral("twenty_characters_xy") << QStringLiteral("old_crate")
                                   << QStringLiteral("19");
    }

    void tooLongTextIsRefusedVisibly()
    {
        QFETCH(QByteArray, magic);
        QFETCH(QString, key);
        QFETCH(QString, stored);
        QFETCH(QString, tooLong);
        QFETCH(QString, fits);
        QFETCH(QString, limit);
        const QByteArray original = level(magic.constData());
        Session s;
        const QString failed = s.open(original);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        QLineEdit *edit = s.lineEdit(key);
        QVERIFY(edit);
        QCOMPARE(edit->text(), stored);
        QVERIFY(!s.showsLimit(limit)); // nothing to report yet

        Session::type(edit, tooLong);
        // Refused, and said so, with the field's limit.
        QVERIFY2(s.showsLimit(limit), qPrintable(QStringLiteral("the refusal was silent; shown: ")
                                                 + s.shownTexts().join(QStringLiteral(" | "))));
        QCOMPARE(edit->text(), stored); // not the refused text
        QCOMPARE(s.doc->property(s.entity, key).toString(), stored);
        QCOMPARE(s.doc->nodeKind(s.entity), NodeKind::Entity);
        QCOMPARE(s.doc->property(s.entity, QStringLiteral("type")).toString(), QStringLiteral("entity (8 skills)"));
        QCOMPARE(s.doc->undoStack()->count(), 0);
        QVERIFY(!s.doc->isModified());
        QVERIFY(!s.window.isWindowModified());
        // Leaving the field does not hide the message or try again.
        QTest::keyClick(edit, Qt::Key_Tab);
        QVERIFY(s.showsLimit(limit));
        QCOMPARE(s.doc->undoStack()->count(), 0);
        QCOMPARE(s.saveCopy(), original);

        // What fits is accepted as one undo step and the message goes away.
        Session::type(edit, fits);
        QCOMPARE(s.doc->property(s.entity, key).toString(), fits);
        QCOMPARE(s.doc->undoStack()->count(), 1);
        QVERIFY(!s.showsLimit(limit));
        QCOMPARE(s.doc->property(s.entity, QStringLiteral("type")).toString(), QStringLiteral("entity (8 skills)"));
    }

    // A message belongs to the node it was about: selecting another node clears it.
    void messageLeavesWithTheSelection()
    {
        Session s;
        const QString failed = s.open(level("WMB4"));
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        Session::type(s.lineEdit(QStringLiteral("name")), QStringLiteral("a_really_long_entity_name"));
        QVERIFY(s.showsLimit(QStringLiteral("19")));
        NodeId other = 0;
        for (NodeId id : s.doc->children(0)) {
            if (id != s.entity && s.doc->nodeKind(id) == NodeKind::Entity)
                other = id;
        }
        QVERIFY(other);
        s.editor->setSelection({other});
        QVERIFY(!s.showsLimit(QStringLiteral("19")));
    }

    // Skills past the eighth need the long record: the panel offers an old entity's eight only,
    // and those still edit in place.
    void oldEntityOffersEightSkills()
    {
        Session s;
        const QString failed = s.open(level("WMB4"));
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        auto *table = qobject_cast<QTableWidget *>(s.editor->propertyPanel()->editor(QStringLiteral("skills")));
        QVERIFY(table);
        QCOMPARE(table->rowCount(), 8);
        QCOMPARE(table->item(7, 0)->text(), QStringLiteral("8"));
        // Double-click the cell of Skill 8, type, Return.
        const QRect cell = table->visualItemRect(table->item(7, 0));
        QTest::mouseClick(table->viewport(), Qt::LeftButton, {}, cell.center());
        QTest::mouseDClick(table->viewport(), Qt::LeftButton, {}, cell.center());
        auto *cellEditor = qobject_cast<QLineEdit *>(QApplication::focusWidget());
        QVERIFY2(cellEditor && table->isAncestorOf(cellEditor), "no cell editor opened");
        QTest::keyClick(cellEditor, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(cellEditor, QStringLiteral("42"));
        QTest::keyClick(cellEditor, Qt::Key_Return);
        // The delegate commits from the event loop.
        QTRY_COMPARE(s.doc->property(s.entity, QStringLiteral("skills")).toList().value(7).toDouble(), 42.0);
        QCOMPARE(s.doc->property(s.entity, QStringLiteral("skills")).toList().size(), 8);
        QCOMPARE(s.doc->undoStack()->count(), 1);
        QCOMPARE(s.doc->property(s.entity, QStringLiteral("type")).toString(), QStringLiteral("entity (8 skills)"));
        QVERIFY(!s.showsLimit(QStringLiteral("19")));
        // Skill 9 (no row for it in the panel) through the document's edit command: refused, with the range.
        QString error;
        QList<QVariant> skills = s.doc->property(s.entity, QStringLiteral("skills")).toList();
        skills.append(5.0);
        QVERIFY(!s.doc->setProperty({s.entity}, QStringLiteral("skills"), skills, &error));
        QVERIFY2(error.contains(QStringLiteral("0..7")), qPrintable(error));
        QCOMPARE(s.doc->undoStack()->count(), 1);
    }
};

QTEST_MAIN(TstOldEntityRefusal)
#include "tst_oldentityrefusal.moc"

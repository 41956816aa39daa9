// Edit ▸ Preferences… (issue 36, point 5) through the real dialog: each of the seven settings is
// typed or picked in its field with keys, confirmed with Apply or OK (Cancel keeps what was there),
// stored in QSettings and applied at once: the autosave timer, the undo memory of open and new
// documents (oldest steps dropped, the newest still undoable), the render mode of views opened
// afterwards, the grid step of every view (a level's snapping grid too), the terrain view's
// chunks (rebuilt in an open terrain editor, used by a new one), the mouse navigation of every
// view (Blender: only the middle button moves the camera), and the language (stored and
// announced for the runtime switch).
#include "app/testprompts.h"
#include "app/testsettings.h"
#include "widgets/modaldriver.h"
#include "widgets/viewporttesting.h"

#include "actions.h"
#include "autosaver.h"
#include "document.h"
#include "documentmanager.h"
#include "editors/documenteditor.h"
#include "editors/leveleditor.h"
#include "editors/terraineditor.h"
#include "editors/terrainview.h"
#include "mainwindow.h"
#include "newassets.h"
#include "preferences.h"
#include "preferencesapplier.h"
#include "undobudget.h"
#include "undomemory.h"
#include "viewport/viewport.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>
#include <QUndoStack>

#include <functional>
#include <memory>

using namespace ackedit;
using app::MainWindow;
using widgets::Viewport;

namespace {

// One undo step holding `megabytes` of pretend undo memory; undo and redo count on `value`.
class HeavyStep : public QUndoCommand, public document::UndoMemory
{
public:
    HeavyStep(int *value, int step, qint64 megabytes)
        : QUndoCommand(QStringLiteral("step %1").arg(step)), m_value(value), m_bytes(megabytes << 20)
    {
    }
    void redo() override { ++*m_value; }
    void undo() override { --*m_value; }
    qint64 undoBytes() const override { return m_bytes; }

private:
    int *m_value;
    qint64 m_bytes;
};

enum class Close { Ok, ApplyThenCancel, Cancel };

// Opens Edit ▸ Preferences… from the menu action, lets `edit` work the dialog's fields, then
// closes it as `close` says. `whileOpen` runs after Apply, before the dialog closes.
bool runDialog(MainWindow &window, const std::function<void(QDialog *)> &edit, Close close,
               const std::function<void()> &whileOpen = {})
{
    bool ran = false;
    testing::ModalDriver driver("QDialog", [&](QWidget *modal) {
        auto *dialog = qobject_cast<QDialog *>(modal);
        if (!dialog || dialog->objectName() != QLatin1String("PreferencesDialog"))
            return;
        edit(dialog);
        auto *buttons = dialog->findChild<QDialogButtonBox *>(QStringLiteral("buttonBox"));
        if (close == Close::ApplyThenCancel) {
            QTest::mouseClick(buttons->button(QDialogButtonBox::Apply), Qt::LeftButton);
            if (whileOpen)
                whileOpen();
        }
        QTest::mouseClick(buttons->button(close == Close::Ok ? QDialogButtonBox::Ok : QDialogButtonBox::Cancel),
                          Qt::LeftButton);
        ran = true;
    });
    window.findChild<QAction *>(QStringLiteral("actionPreferences"))->trigger();
    return driver.opened() && ran;
}

template <typename Field>
Field *field(QDialog *dialog, const char *name)
{
    auto *f = dialog->findChild<Field *>(QLatin1String(name));
    if (!f)
        qWarning("no field %s", name);
    return f;
}

// Replaces a spin box's number by typing, as a user does after Ctrl+A.
void type(QAbstractSpinBox *box, const QString &text)
{
    box->setFocus();
    QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(box, text);
}

// Picks the combo box entry `index` with the keyboard (Home, then Down).
void pick(QComboBox *box, int index)
{
    box->setFocus();
    QTest::keyClick(box, Qt::Key_Home);
    for (int i = 0; i < index; ++i)
        QTest::keyClick(box, Qt::Key_Down);
}

bool sameCamera(const Viewport::CameraState &a, const Viewport::CameraState &b)
{
    return a.eye.isApprox(b.eye, 1e-5f) && a.target.isApprox(b.target, 1e-5f);
}

document::Document *openModel(MainWindow &window)
{
    return window.openAsset(document::newassets::model(true), QString());
}

document::Document *openTerrain(MainWindow &window, int points)
{
    QString error;
    return window.openAsset(document::newassets::terrain(points, points, 8.0f, 0.0f, &error), QString());
}

} // namespace

class TstPreferences : public QObject
{
    Q_OBJECT
    testing::TemporarySettings m_settings;

private Q_SLOTS:
    void init()
    {
        m_settings.clear();
        Viewport::setNavigation(Viewport::Navigation::Med);
        Viewport::setDefaultGridStep(0);
        widgets::TerrainView::setPreferredChunkCells(0);
    }

    void editMenuOpensTheDialog()
    {
        MainWindow window;
        testing::installPrompts(window);
        auto *action = window.findChild<QAction *>(QStringLiteral("actionPreferences"));
        QVERIFY(action);
        QVERIFY(window.findChild<QMenu *>(QStringLiteral("menuEdit"))->actions().contains(action));
        QCOMPARE(action->menuRole(), QAction::PreferencesRole);
        QVERIFY(action->shortcuts().contains(QKeySequence(Qt::CTRL | Qt::Key_Comma)));
        QStringList names;
        QVERIFY(runDialog(
            window,
            [&](QDialog *dialog) {
                for (const char *name : {"languageCombo", "autosaveSpin", "undoLimitSpin", "renderModeCombo",
                                         "gridSizeSpin", "chunkSizeCombo", "navigationCombo"}) {
                    if (QWidget *w = dialog->findChild<QWidget *>(QLatin1String(name)); w && w->isVisible())
                        names << QLatin1String(name);
                }
            },
            Close::Cancel));
        QCOMPARE(names.size(), 7);
        QVERIFY(QSettings().allKeys().filter(QStringLiteral("autosave")).isEmpty()); // Cancel wrote nothing
    }

    void autosaveInterval()
    {
        MainWindow window;
        testing::installPrompts(window);
        QCOMPARE(window.autosaver()->intervalSeconds(), app::Autosaver::defaultIntervalSeconds);
        QVERIFY(runDialog(
            window, [](QDialog *d) { type(field<QSpinBox>(d, "autosaveSpin"), QStringLiteral("15")); }, Close::Ok));
        QCOMPARE(window.autosaver()->intervalSeconds(), 15);
        QCOMPARE(QSettings().value(app::Autosaver::intervalKey()).toInt(), 15);
        // Cancel: what was typed is not applied.
        QVERIFY(runDialog(
            window, [](QDialog *d) { type(field<QSpinBox>(d, "autosaveSpin"), QStringLiteral("99")); },
            Close::Cancel));
        QCOMPARE(window.autosaver()->intervalSeconds(), 15);
        // Apply works while the dialog is open, and Cancel afterwards keeps what was applied.
        int whileOpen = -1;
        QVERIFY(runDialog(
            window, [](QDialog *d) { type(field<QSpinBox>(d, "autosaveSpin"), QStringLiteral("120")); },
            Close::ApplyThenCancel, [&] { whileOpen = window.autosaver()->intervalSeconds(); }));
        QCOMPARE(whileOpen, 120);
        QCOMPARE(window.autosaver()->intervalSeconds(), 120);
        // A new window (the next start) reads it.
        MainWindow next;
        QCOMPARE(next.autosaver()->intervalSeconds(), 120);
    }

    void undoMemoryLimitDropsOldestSteps()
    {
        MainWindow window;
        testing::installPrompts(window);
        document::Document *doc = openModel(window);
        QVERIFY(doc);
        QUndoStack *stack = doc->undoStack();
        int value = 0;
        for (int i = 1; i <= 6; ++i)
            stack->push(new HeavyStep(&value, i, 1)); // 6 MB: under the default limit
        QCOMPARE(stack->count(), 6);
        int countWhileOpen = -1;
        QVERIFY(runDialog(
            window, [](QDialog *d) { type(field<QSpinBox>(d, "undoLimitSpin"), QStringLiteral("3")); },
            Close::ApplyThenCancel, [&] { countWhileOpen = stack->count(); }));
        QCOMPARE(QSettings().value(app::Preferences::undoMemoryLimitKey()).toInt(), 3);
        QCOMPARE(countWhileOpen, 3); // applied at once: the 3 oldest went
        QCOMPARE(stack->count(), 3);
        QCOMPARE(stack->undoText(), QStringLiteral("step 6")); // the newest still undoable
        stack->push(new HeavyStep(&value, 7, 1));
        QCOMPARE(stack->count(), 3);
        QCOMPARE(stack->command(0)->text(), QStringLiteral("step 5"));
        stack->undo();
        stack->undo();
        stack->undo();
        QVERIFY(!stack->canUndo());
        QCOMPARE(value, 4); // exactly back to where the oldest kept step began
        stack->redo();
        QCOMPARE(value, 5);
        // A document opened afterwards has the same limit.
        document::Document *second = openModel(window);
        QVERIFY(second && second != doc);
        for (int i = 1; i <= 5; ++i)
            second->undoStack()->push(new HeavyStep(&value, i, 1));
        QCOMPARE(second->undoStack()->count(), 3);
        // No limit: nothing more is dropped.
        QVERIFY(runDialog(
            window, [](QDialog *d) { type(field<QSpinBox>(d, "undoLimitSpin"), QStringLiteral("0")); }, Close::Ok));
        QCOMPARE(document::UndoBudget::of(second->undoStack())->limit(), 0);
        for (int i = 6; i <= 10; ++i)
            second->undoStack()->push(new HeavyStep(&value, i, 1));
        QCOMPARE(second->undoStack()->count(), 8);
    }

    void defaultRenderModeForNewViews()
    {
        MainWindow window;
        testing::installPrompts(window);
        window.resize(1000, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(openModel(window));
        Viewport *first = window.viewport();
        QVERIFY(first);
        QCOMPARE(first->renderMode(), Viewport::RenderMode::Textured);
        QVERIFY(runDialog(window, [](QDialog *d) { pick(field<QComboBox>(d, "renderModeCombo"), 2); }, Close::Ok));
        QCOMPARE(QSettings().value(app::Preferences::defaultRenderModeKey()).toString(), QStringLiteral("wireframe"));
        QCOMPARE(first->renderMode(), Viewport::RenderMode::Textured); // an open view keeps its mode
        QVERIFY(openModel(window));
        Viewport *second = window.viewport();
        QVERIFY(second && second != first);
        QCOMPARE(second->renderMode(), Viewport::RenderMode::Wireframe);
        QVERIFY(window.findChild<QAction *>(QStringLiteral("actionWireframe"))->isChecked());
        // Shaded, and the next start's View menu begins with it.
        QVERIFY(runDialog(window, [](QDialog *d) { pick(field<QComboBox>(d, "renderModeCombo"), 1); }, Close::Ok));
        QVERIFY(openModel(window));
        QCOMPARE(window.viewport()->renderMode(), Viewport::RenderMode::Shaded);
        MainWindow next;
        QVERIFY(next.findChild<QAction *>(QStringLiteral("actionShaded"))->isChecked());
    }

    void gridSizeInEveryView()
    {
        MainWindow window;
        testing::installPrompts(window);
        QVERIFY(openModel(window));
        Viewport *model = window.viewport();
        QVERIFY(window.openAsset(document::newassets::level(false), QString()));
        auto *level = qobject_cast<widgets::LevelEditor *>(window.documents()->currentEditor());
        QVERIFY(level);
        QCOMPARE(model->gridStep(), 0.0f); // fitted to the scene
        QCOMPARE(level->gridStep(), 16.0);
        QVERIFY(runDialog(
            window, [](QDialog *d) { type(field<QDoubleSpinBox>(d, "gridSizeSpin"), QStringLiteral("8")); },
            Close::Ok));
        QCOMPARE(QSettings().value(app::Preferences::gridSizeKey()).toDouble(), 8.0);
        QCOMPARE(model->gridStep(), 8.0f);
        QCOMPARE(level->gridStep(), 8.0);
        for (Viewport *view : level->findChildren<Viewport *>())
            QCOMPARE(view->gridStep(), 8.0f);
        QVERIFY(openModel(window));
        QCOMPARE(window.viewport()->gridStep(), 8.0f); // a new view
        QVERIFY(window.openAsset(document::newassets::level(true), QString()));
        auto *newLevel = qobject_cast<widgets::LevelEditor *>(window.documents()->currentEditor());
        QVERIFY(newLevel && newLevel != level);
        QCOMPARE(newLevel->gridStep(), 8.0); // a new level starts with it
        QVERIFY2(!newLevel->statusText().startsWith(QStringLiteral("Grid")), qPrintable(newLevel->statusText()));
        // Automatic again: views fit the grid to the scene, a level goes back to WED's 16 units.
        QVERIFY(runDialog(
            window, [](QDialog *d) { type(field<QDoubleSpinBox>(d, "gridSizeSpin"), QStringLiteral("0")); },
            Close::Ok));
        QCOMPARE(model->gridStep(), 0.0f);
        QCOMPARE(level->gridStep(), 16.0);
    }

    void terrainChunkSize()
    {
        MainWindow window;
        testing::installPrompts(window);
        QVERIFY(openTerrain(window, 257)); // 256 cells a side
        auto *terrain = qobject_cast<widgets::TerrainEditor *>(window.documents()->currentEditor());
        QVERIFY(terrain);
        QCOMPARE(terrain->terrainView()->chunkCells(), 64); // automatic: 4 x 4 chunks
        QCOMPARE(terrain->terrainView()->chunkCount(), 16);
        // Entry 2 is 32 x 32 cells (Automatic, 16, 32, ...).
        QVERIFY(runDialog(window, [](QDialog *d) { pick(field<QComboBox>(d, "chunkSizeCombo"), 2); }, Close::Ok));
        QCOMPARE(QSettings().value(app::Preferences::terrainChunkSizeKey()).toInt(), 32);
        QCOMPARE(terrain->terrainView()->chunkCells(), 32); // the open editor rebuilt its chunks
        QCOMPARE(terrain->terrainView()->chunkCount(), 64);
        QVERIFY(openTerrain(window, 129));
        auto *second = qobject_cast<widgets::TerrainEditor *>(window.documents()->currentEditor());
        QVERIFY(second && second != terrain);
        QCOMPARE(second->terrainView()->chunkCells(), 32);
        QCOMPARE(second->terrainView()->chunkCount(), 16);
        QVERIFY(runDialog(window, [](QDialog *d) { pick(field<QComboBox>(d, "chunkSizeCombo"), 0); }, Close::Ok));
        QCOMPARE(terrain->terrainView()->chunkCells(), 64);
    }

    void navigationScheme()
    {
        MainWindow window;
        testing::installPrompts(window);
        window.resize(1000, 700);
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(openModel(window));
        Viewport *view = window.viewport();
        QVERIFY(view);
        QWindow *render = view->renderWindow();
        QVERIFY(QTest::qWaitForWindowExposed(render));
        QTest::qWait(100); // the view settles (it is framed anew while its size changes)
        const QPoint c(render->width() / 2, render->height() / 2), to = c + QPoint(60, -40);
        auto *hint = view->findChild<QLabel *>(QStringLiteral("viewportControlsHint"));
        QVERIFY(hint);

        // MED / WED (the default): a right drag orbits.
        auto before = view->cameraState();
        testing::dragInWindow(render, Qt::RightButton, {}, c, to);
        QVERIFY(!sameCamera(before, view->cameraState()));

        QVERIFY(runDialog(window, [](QDialog *d) { pick(field<QComboBox>(d, "navigationCombo"), 1); }, Close::Ok));
        QCOMPARE(QSettings().value(app::Preferences::navigationKey()).toString(), QStringLiteral("blender"));
        QCOMPARE(Viewport::navigation(), Viewport::Navigation::Blender);
        QVERIFY2(hint->text().contains(QStringLiteral("Orbit: middle drag")), qPrintable(hint->text()));
        // Blender: a right drag leaves the camera alone, a middle drag orbits (the eye turns
        // about the target, which stays), Shift+middle pans (the target moves), Ctrl+middle zooms.
        before = view->cameraState();
        testing::dragInWindow(render, Qt::RightButton, {}, c, to);
        QVERIFY(sameCamera(before, view->cameraState()));
        testing::dragInWindow(render, Qt::MiddleButton, {}, c, to);
        auto after = view->cameraState();
        QVERIFY(!sameCamera(before, after));
        QVERIFY(before.target.isApprox(after.target, 1e-4f));
        QCOMPARE_LT(std::abs((after.eye - after.target).norm() - (before.eye - before.target).norm()),
                    1e-3f * (before.eye - before.target).norm());
        before = after;
        testing::dragInWindow(render, Qt::MiddleButton, Qt::ShiftModifier, c, to);
        after = view->cameraState();
        QVERIFY(!before.target.isApprox(after.target, 1e-4f));
        before = after;
        testing::dragInWindow(render, Qt::MiddleButton, Qt::ControlModifier, c, to);
        after = view->cameraState();
        QCOMPARE_LT((after.eye - after.target).norm(), (before.eye - before.target).norm());

        // A view opened afterwards follows the scheme too.
        QVERIFY(openModel(window));
        QVERIFY(window.viewport()->controlsHint().contains(QStringLiteral("Orbit: middle drag")));

        // Back to MED / WED: the right drag orbits again.
        QVERIFY(runDialog(window, [](QDialog *d) { pick(field<QComboBox>(d, "navigationCombo"), 0); }, Close::Ok));
        QVERIFY(hint->text().contains(QStringLiteral("Orbit: right or middle drag")));
    }

    void languageIsStoredAndAnnounced()
    {
        MainWindow window;
        testing::installPrompts(window);
        QSignalSpy spy(window.preferences(), &app::PreferencesApplier::languageChanged);
        QVERIFY(runDialog(window, [](QDialog *d) { pick(field<QComboBox>(d, "languageCombo"), 2); }, Close::Cancel));
        QCOMPARE(spy.size(), 0);
        QVERIFY(!QSettings().contains(app::Preferences::languageKey()));
        QVERIFY(runDialog(window, [](QDialog *d) { pick(field<QComboBox>(d, "languageCombo"), 2); }, Close::Ok));
        QCOMPARE(QSettings().value(app::Preferences::languageKey()).toString(), QStringLiteral("de"));
        QCOMPARE(spy.size(), 1);
        QCOMPARE(spy.first().first().toString(), QStringLiteral("de"));
        QCOMPARE(window.preferences()->preferences()->language(), QStringLiteral("de"));
        QVERIFY(runDialog(window, [](QDialog *d) { pick(field<QComboBox>(d, "languageCombo"), 0); }, Close::Ok));
        QCOMPARE(QSettings().value(app::Preferences::languageKey()).toString(), QString()); // the system's
        QCOMPARE(spy.size(), 2);
        // OK with nothing changed announces nothing.
        QVERIFY(runDialog(window, [](QDialog *) {}, Close::Ok));
        QCOMPARE(spy.size(), 2);
    }
};

QTEST_MAIN(TstPreferences)
#include "tst_preferences.moc"

// A new user's first session with a model, through the real main window: File ▸ Open, a vertex
// moved with the vertex tool (click, G, mouse, click), a frame added and renamed in the Frames
// dock, a stroke in the Skin dock's 2D view, a dab with "Paint on model (3D)", UVs moved with the
// UV tool, the skin buttons (Duplicate, Add with its dialog accepted and once cancelled); then
// Ctrl+Z until nothing is left (not modified, Ctrl+S writes the original bytes), Ctrl+Shift+Z back,
// Ctrl+S, and the saved file reopened in a second window has every edit. A shorter session on
// a copy of a corpus model with an 8-bit skin (skipped without the corpus).
#include "app/modelsession.h"
#include "app/testsettings.h"
#include "common_corpus.h"
#include "widgets/modaldriver.h"

#include "docks/framesdock.h"
#include "docks/skinpaintdock.h"
#include "editors/vertextool.h"
#include "model/vertex/modelselection.h"
#include "skin/palettedither.h"
#include "models/frametreemodel.h"
#include "skin/skincanvas.h"
#include "skinview/skinview.h"
#include "model/uv/uvedittool.h"
#include "model/uv/uvrecords.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFileInfo>
#include <QDialogButtonBox>
#include <QLineEdit>
#include <QPointer>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QToolBar>
#include <QTreeView>
#include <QUndoStack>

using namespace ackedit;
using app::MainWindow;
using widgets::SkinView;

namespace {

using testing::panelsModel;
using testing::readFile;
using testing::Session;
using testing::writeFile;

// The vertex tool's grab as a user does it: a click on `vertex`, G, the mouse moved by `by`, a click.
void grabVertex(Session &s, int vertex, const QPoint &by)
{
    const QPoint p = s.pixelOf(s.doc->positions(s.editor->currentFrame())[size_t(vertex)]);
    QTest::mouseMove(s.render, p);
    QTest::mouseClick(s.render, Qt::LeftButton, {}, p);
    QCOMPARE(s.editor->vertexSelection()->selection().indices(), std::vector<int>{vertex});
    QTest::keyClick(s.render, Qt::Key_G);
    QVERIFY(s.editor->vertexTool()->isTransforming());
    for (int i = 1; i <= 5; ++i)
        QTest::mouseMove(s.render, p + by * i / 5);
    QTest::mouseClick(s.render, Qt::LeftButton, {}, p + by);
    QVERIFY(!s.editor->vertexTool()->isTransforming());
}

// The Frames dock's Add button (after its tab is clicked, if it shares one).
void addFrame(Session &s)
{
    widgets::FramesDock *frames = s.editor->framesDock();
    QVERIFY(s.raise(frames));
    auto *bar = frames->findChild<QToolBar *>(QStringLiteral("framesToolBar"));
    QVERIFY(bar);
    QTest::mouseClick(bar->widgetForAction(frames->addAction()), Qt::LeftButton);
}

// A drag with the brush along texel row `row` from column `from` to `to` in the Skin dock's 2D view.
void strokeRow(SkinView *view, double row, double from, double to)
{
    const auto at = [view](double tx, double ty) { return view->widgetPos(QPointF(tx, ty)).toPoint(); };
    QTest::mousePress(view, Qt::LeftButton, {}, at(from, row));
    for (double x = from + 1.0; x <= to; x += 1.0)
        QTest::mouseMove(view, at(x, row));
    QTest::mouseRelease(view, Qt::LeftButton, {}, at(to, row));
}

// Ctrl+Z (or Ctrl+Shift+Z) `steps` times in the main window, made active first (Xvfb has no
// window manager to hand the activation back after a dialog).
void undoRedo(Session &s, int steps, bool redo)
{
    s.window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(s.window.get()));
    for (int i = 0; i < steps; ++i)
        s.key(Qt::Key_Z, redo ? Qt::ControlModifier | Qt::ShiftModifier : Qt::ControlModifier);
}

// Ctrl+S; no error shown.
void saveWithCtrlS(Session &s)
{
    s.key(Qt::Key_S, Qt::ControlModifier);
    QVERIFY2(s.prompts->errors.isEmpty(), qPrintable(s.prompts->errors.join(u'\n')));
}

// `path` opened in a second main window: its model document (null if that failed).
document::ModelDocument *reopen(MainWindow &second, const QString &path)
{
    testing::installPrompts(second);
    if (!second.openFileAndWait(path))
        return nullptr;
    auto *editor = qobject_cast<widgets::ModelEditor *>(second.documents()->currentEditor());
    return editor ? editor->model() : nullptr;
}

void clickButton(QWidget *dialog, QDialogButtonBox::StandardButton which)
{
    auto *buttons = dialog->findChild<QDialogButtonBox *>();
    QVERIFY(buttons && buttons->button(which));
    QTest::mouseClick(buttons->button(which), Qt::LeftButton);
}

} // namespace

class TestModelWalkthrough : public QObject
{
    Q_OBJECT
    testing::TemporarySettings m_settings;

private Q_SLOTS:
    void init() { m_settings.clear(); }

    void newUserEditsUndoesRedoesAndSaves()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("panels.mdl"));
        const QByteArray original = panelsModel();
        QVERIFY(writeFile(path, original));
        Session s;
        QVERIFY(s.open(path));
        document::ModelDocument *doc = s.doc;
        QUndoStack *stack = doc->undoStack();
        // The user turns the view to face the panels (orbiting, then F).
        s.editor->viewport()->setCameraAngles(0, 0);
        s.editor->viewport()->frameAll();

        // 1. Vertex 0 (A's top-left) moved with the vertex tool: click, G, move, click.
        const Eigen::Vector3f vertex0 = doc->positions(0)[0];
        grabVertex(s, 0, QPoint(-30, -20));
        QVERIFY(!QTest::currentTestFailed());
        QCOMPARE(stack->count(), 1);
        const Eigen::Vector3f moved = doc->positions(0)[0];
        QVERIFY((moved - vertex0).norm() > 0.5f);

        // 2. Frames dock: Add (a copy of the current frame right after it, "stand2", the old
        // stand2 renumbered to stand3), then rename it "jump1".
        widgets::FramesDock *frames = s.editor->framesDock();
        auto *bar = frames->findChild<QToolBar *>(QStringLiteral("framesToolBar"));
        addFrame(s);
        QVERIFY(!QTest::currentTestFailed());
        QCOMPARE(doc->frameCount(), 3);
        QCOMPARE(s.editor->currentFrame(), 1);
        QCOMPARE(doc->frameNames(), (QStringList{QStringLiteral("stand1"), QStringLiteral("stand2"), QStringLiteral("stand3")}));
        // The new frame is the current row already (a click on it would start a delayed edit).
        QCOMPARE(frames->view()->currentIndex(), frames->model()->indexOfFrame(1));
        QTest::mouseClick(bar->widgetForAction(frames->renameAction()), Qt::LeftButton);
        auto *edit = qobject_cast<QLineEdit *>(QApplication::focusWidget());
        QVERIFY(edit);
        QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(edit, QStringLiteral("jump1"));
        const QPointer<QLineEdit> open = edit;
        QTest::keyClick(edit, Qt::Key_Return);
        QTRY_VERIFY(open.isNull());
        QCoreApplication::sendPostedEvents();
        QCOMPARE(doc->frameName(1), QStringLiteral("jump1"));
        QCOMPARE(stack->count(), 3);

        // 3. Skin dock, 2D view: a red stroke along texel row 30 (outside both islands).
        widgets::SkinPaintDock *dock = s.editor->skinPaintDock();
        QVERIFY(s.raise(dock));
        SkinView *view = dock->view();
        dock->sizeSpin()->setValue(1);
        dock->hardnessSpin()->setValue(100);
        QTest::mouseClick(dock->swatches().at(6), Qt::LeftButton); // red
        QCOMPARE(view->settings()->foreground(), QColor(Qt::red));
        strokeRow(view, 30.5, 2.5, 20.5);
        QCOMPARE(stack->count(), 4);
        QCOMPARE(doc->skinCanvas(0)->image().pixelColor(10, 30), QColor(Qt::red));

        // 4. Paint on model (3D): a green dab at B's centre lands on B's UV centre (texel 48,16).
        QTest::mouseClick(dock->swatches().at(10), Qt::LeftButton); // green
        dock->sizeSpin()->setValue(2);
        QTest::mouseClick(dock->paintOnModelButton(), Qt::LeftButton);
        QVERIFY(dock->paintsOnModel());
        const QPoint b = s.pixelOf(Eigen::Vector3f(0, -7, 0));
        QTest::mouseMove(s.render, b);
        QTest::mouseClick(s.render, Qt::LeftButton, {}, b);
        QCOMPARE(stack->count(), 5);
        QCOMPARE(doc->skinCanvas(0)->image().pixelColor(48, 16), QColor(Qt::green));
        QTest::mouseClick(dock->paintOnModelButton(), Qt::LeftButton);

        const auto at = [view](double tx, double ty) { return view->widgetPos(QPointF(tx, ty)).toPoint(); };
        // 5. UV tool: a box around island B, then its top-left point dragged 2 right, 1 down.
        QTest::mouseClick(dock->toolButton(int(SkinView::Tool::Uv)), Qt::LeftButton);
        QTest::mousePress(view, Qt::LeftButton, {}, at(32.5, 0.5));
        QTest::mouseMove(view, at(45, 15));
        QTest::mouseMove(view, at(63.5, 31.5));
        QTest::mouseRelease(view, Qt::LeftButton, {}, at(63.5, 31.5));
        QCOMPARE(doc->uvSelection().indices(), (std::vector<int>{4, 5, 6, 7}));
        QTest::mousePress(view, Qt::LeftButton, {}, at(36.5, 4.5));
        for (int i = 1; i <= 4; ++i)
            QTest::mouseMove(view, at(36.5 + 0.5 * i, 4.5 + 0.25 * i));
        QTest::mouseRelease(view, Qt::LeftButton, {}, at(38.5, 5.5));
        QCOMPARE(stack->count(), 6);
        QCOMPARE(doc->uvRecords().value(4), Eigen::Vector2d(38, 5));
        QCOMPARE(doc->uvRecords().value(7), Eigen::Vector2d(38, 29));
        QCOMPARE(doc->uvRecords().value(0), Eigen::Vector2d(4, 4)); // island A stays

        // 6. Skin buttons: Duplicate; Add with its dialog accepted; Add cancelled changes nothing.
        s.click("skinDuplicate");
        QCOMPARE(doc->skinCount(), 2);
        {
            testing::ModalDriver accept("QDialog", [](QWidget *d) { clickButton(d, QDialogButtonBox::Ok); });
            s.click("skinAdd");
            QVERIFY(accept.opened());
        }
        QCOMPARE(doc->skinCount(), 3);
        QCOMPARE(dock->skinBox()->count(), 3);
        QCOMPARE(stack->count(), 8);
        {
            testing::ModalDriver cancel("QDialog", [](QWidget *d) { clickButton(d, QDialogButtonBox::Cancel); });
            s.click("skinAdd");
            QVERIFY(cancel.opened());
        }
        QCOMPARE(doc->skinCount(), 3);
        QCOMPARE(stack->count(), 8);
        const int steps = stack->count();

        // Ctrl+Z until nothing is left: not modified, and Ctrl+S writes the original bytes.
        undoRedo(s, steps, false);
        QVERIFY(!QTest::currentTestFailed());
        QCOMPARE(stack->index(), 0);
        QVERIFY(!doc->isModified());
        QCOMPARE(doc->frameCount(), 2);
        QCOMPARE(doc->skinCount(), 1);
        QCOMPARE(dock->skinBox()->count(), 1);
        saveWithCtrlS(s);
        QVERIFY(!QTest::currentTestFailed());
        QCOMPARE(readFile(path), original);

        // Ctrl+Shift+Z all the way, Ctrl+S, and the file reopened in a second window.
        undoRedo(s, steps, true);
        QVERIFY(!QTest::currentTestFailed());
        QCOMPARE(stack->index(), steps);
        QVERIFY(doc->isModified());
        saveWithCtrlS(s);
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY(!doc->isModified());
        QVERIFY(readFile(path) != original);

        MainWindow second;
        document::ModelDocument *back = reopen(second, path);
        QVERIFY(back);
        QVERIFY2((back->positions(0)[0] - moved).norm() < 0.1f, "vertex 0 moved");
        QCOMPARE(back->frameCount(), 3);
        QCOMPARE(back->frameName(1), QStringLiteral("jump1"));
        QCOMPARE(back->frameName(2), QStringLiteral("stand3"));
        QVERIFY((back->positions(1)[0] - moved).norm() < 0.1f); // the copy of the edited frame
        QCOMPARE(back->skinCount(), 3);
        const QImage skin = back->currentSkinImage(0);
        QCOMPARE(skin.pixelColor(10, 30), QColor(Qt::red));
        QCOMPARE(skin.pixelColor(48, 16), QColor(Qt::green));
        QCOMPARE(back->currentSkinImage(1), skin); // the duplicate
        QCOMPARE(back->uvRecords().value(4), Eigen::Vector2d(38, 5));
        QCOMPARE(back->uvRecords().value(0), Eigen::Vector2d(4, 4));
    }

    // The same session, shorter, on a real model with an 8-bit skin (a copy of the corpus file):
    // a vertex grabbed, a frame added, a stroke, a skin duplicated; undone, saved: the original
    // bytes; redone, saved, reopened: the edits.
    void corpusModel()
    {
        const QString source = testing::corpusDir() + QStringLiteral("/mdl5/a3tools_guardemo.mdl");
        if (!QFileInfo::exists(source))
            QSKIP("corpus (ACKEDIT_CORPUS_DIR) not available: mdl5/a3tools_guardemo.mdl missing");
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("guardemo.mdl"));
        QVERIFY(QFile::copy(source, path));
        QFile::setPermissions(path, QFile::ReadOwner | QFile::WriteOwner);
        const QByteArray original = readFile(path);
        Session s;
        QVERIFY(s.open(path));
        document::ModelDocument *doc = s.doc;
        QUndoStack *stack = doc->undoStack();
        const int frameCount = doc->frameCount(), skinCount = doc->skinCount();
        QVERIFY(skinCount >= 1);

        // The vertex nearest the eye of the view the file opened with.
        const auto &positions = doc->positions(0);
        const Eigen::Vector3f eye = s.editor->viewport()->cameraState().eye;
        int vertex = 0;
        for (int i = 1; i < int(positions.size()); ++i)
            if ((positions[size_t(i)] - eye).norm() < (positions[size_t(vertex)] - eye).norm())
                vertex = i;
        const Eigen::Vector3f before = positions[size_t(vertex)];
        grabVertex(s, vertex, QPoint(25, -15));
        QVERIFY(!QTest::currentTestFailed());
        const Eigen::Vector3f moved = doc->positions(0)[size_t(vertex)];
        QVERIFY((moved - before).norm() > 1e-3f);
        addFrame(s);
        QVERIFY(!QTest::currentTestFailed());
        QCOMPARE(doc->frameCount(), frameCount + 1);

        widgets::SkinPaintDock *dock = s.editor->skinPaintDock();
        QVERIFY(s.raise(dock));
        QVERIFY(dock->ditherBox()->isVisible()); // an 8-bit skin
        dock->sizeSpin()->setValue(2);
        dock->hardnessSpin()->setValue(100);
        dock->view()->settings()->setForeground(QColor(Qt::red)); // what the colour dialog would give
        const QImage skin0 = doc->skinCanvas(0)->image().copy();
        const int row = skin0.height() / 2, from = skin0.width() / 4, to = skin0.width() / 2;
        strokeRow(dock->view(), row + 0.5, from + 0.5, to + 0.5);
        QCOMPARE(doc->skinCanvas(0)->image().pixelColor((from + to) / 2, row), QColor(Qt::red));
        s.click("skinDuplicate");
        QCOMPARE(doc->skinCount(), skinCount + 1);
        const int steps = stack->count();
        QCOMPARE(steps, 4);

        undoRedo(s, steps, false);
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY(!doc->isModified());
        saveWithCtrlS(s);
        QVERIFY(!QTest::currentTestFailed());
        QVERIFY(readFile(path) == original);

        undoRedo(s, steps, true);
        QVERIFY(!QTest::currentTestFailed());
        saveWithCtrlS(s);
        QVERIFY(!QTest::currentTestFailed());
        MainWindow second;
        document::ModelDocument *back = reopen(second, path);
        QVERIFY(back);
        QCOMPARE(back->frameCount(), frameCount + 1);
        QCOMPARE(back->skinCount(), skinCount + 1);
        QVERIFY2((back->positions(0)[size_t(vertex)] - moved).norm() < (moved - before).norm() / 2 + 1e-3f, "vertex moved");
        // Red saved as its nearest palette entry (the file carries no palette: the grey ramp).
        const std::optional<format::Palette> palette = document::skinPalette(*back->asset(), 0);
        QVERIFY(palette);
        QColor nearest;
        int best = INT_MAX;
        for (const auto &rgb : palette->rgb) {
            const int d = (255 - rgb[0]) * (255 - rgb[0]) + rgb[1] * rgb[1] + rgb[2] * rgb[2];
            if (d < best) {
                best = d;
                nearest = QColor(rgb[0], rgb[1], rgb[2]);
            }
        }
        const QImage saved = back->currentSkinImage(0);
        QCOMPARE(saved.pixelColor((from + to) / 2, row), nearest);
        QVERIFY(skin0.pixelColor((from + to) / 2, row) != nearest);
        QCOMPARE(back->currentSkinImage(1), saved);
    }
};

QTEST_MAIN(TestModelWalkthrough)
#include "tst_modelwalkthrough.moc"

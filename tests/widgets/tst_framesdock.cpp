// The Frames dock of the model editor, driven through its real widgets: frames grouped by
// animation, the current frame followed both ways, add / duplicate / delete / rename / drag /
// interpolate as undo steps, word packing where the format has it, playback looping over the
// current animation, and the onion-skin ghosts.
#include "app/fakeasset.h"
#include "widgets/imagecoverage.h"
#include "widgets/modaldriver.h"
#include "widgets/showactive.h"
#include "widgets/viewporttesting.h"

#include "docks/framesdock.h"
#include "editors/modeleditor.h"
#include "editors/onionskin.h"
#include "format/mdl/mdlfixtures.h"
#include "document/model/modelfixtures.h"
#include "mdl/mdlfile.h"
#include "model/modeldocument.h"
#include "model/vertex/vertexdrag.h"
#include "models/frametreemodel.h"
#include "viewport/viewport.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDropEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMimeData>
#include <QPointer>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>
#include <QToolBar>
#include <QToolButton>
#include <QTreeView>
#include <QUndoStack>

using namespace ackedit;
using document::ModelDocument;
using widgets::FrameTreeModel;
using widgets::FramesDock;
using widgets::ModelEditor;

namespace {

// A cube (8 vertices) with byte-packed frames walk1..walk3, stand1..stand2.
QByteArray walkAndStand(const char *format = "MDL5")
{
    mdlfixture::MdlBuildInput in = mdlfixture::cube(format, -1, 5, mdlfixture::isQuake(format) ? -1 : 0);
    const char *names[] = {"walk1", "walk2", "walk3", "stand1", "stand2"};
    for (size_t i = 0; i < 5; ++i)
        in.frames[i].name = names[i];
    return format::MdlFile::create(in)->write();
}

// The editor in a main window with its docks, as the application shows it.
struct Window
{
    explicit Window(ModelDocument *doc)
    {
        editor = new ModelEditor(doc);
        window.setCentralWidget(editor);
        // Only the Frames dock: the editor's other docks would share its height (the main
        // window tabs them, this bare window would stack them).
        for (QDockWidget *d : editor->dockWidgets()) {
            if (d == editor->framesDock())
                window.addDockWidget(Qt::RightDockWidgetArea, d);
            else
                d->hide();
        }
        dock = editor->framesDock();
        view = dock->view();
        model = dock->model();
        window.resize(900, 700);
    }
    bool show() { return testing::showActive(window); }
    void click(const QModelIndex &index, Qt::KeyboardModifiers modifiers = {})
    {
        view->scrollTo(index);
        QTest::mouseClick(view->viewport(), Qt::LeftButton, modifiers, view->visualRect(index).center());
    }
    void press(QAction *action)
    {
        auto *bar = dock->findChild<QToolBar *>(QStringLiteral("framesToolBar"));
        QWidget *button = bar ? bar->widgetForAction(action) : nullptr;
        QVERIFY(button);
        QTest::mouseClick(button, Qt::LeftButton);
    }

    QMainWindow window;
    ModelEditor *editor;
    FramesDock *dock;
    QTreeView *view;
    FrameTreeModel *model;
};

std::vector<Eigen::Vector3f> blend(const std::vector<Eigen::Vector3f> &a, const std::vector<Eigen::Vector3f> &b, float t)
{
    std::vector<Eigen::Vector3f> out;
    for (size_t i = 0; i < a.size(); ++i)
        out.push_back(a[i] + (b[i] - a[i]) * t);
    return out;
}

float maxDistance(const std::vector<Eigen::Vector3f> &a, const std::vector<Eigen::Vector3f> &b)
{
    if (a.size() != b.size())
        return 1e9f;
    float d = 0.f;
    for (size_t i = 0; i < a.size(); ++i)
        d = std::max(d, (a[i] - b[i]).cwiseAbs().maxCoeff());
    return d;
}

QStringList names(const ModelDocument &doc)
{
    return doc.frameNames();
}

QStringList list(const char *text)
{
    return QString::fromLatin1(text).split(QLatin1Char(','));
}

} // namespace

class TestFramesDock : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void framesAreGroupedByAnimation()
    {
        auto doc = testing::openModel(walkAndStand());
        QVERIFY(doc);
        Window w(doc.get());
        QAbstractItemModelTester tester(w.model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(w.model->rowCount(), 2);
        const QModelIndex walk = w.model->index(0, 0), stand = w.model->index(1, 0);
        QCOMPARE(walk.data(Qt::EditRole).toString(), QStringLiteral("walk"));
        QCOMPARE(stand.data(Qt::EditRole).toString(), QStringLiteral("stand"));
        QCOMPARE(w.model->rowCount(walk), 3);
        QCOMPARE(w.model->rowCount(stand), 2);
        QCOMPARE(w.model->index(1, 0, stand).data().toString(), QStringLiteral("stand2"));
        QCOMPARE(w.model->index(1, 0, stand).data(FrameTreeModel::FirstFrameRole).toInt(), 4);
        QCOMPARE(w.model->index(0, FrameTreeModel::FramesColumn).data().toString(), QStringLiteral("0–2"));
        QCOMPARE(stand.data(FrameTreeModel::FrameCountRole).toInt(), 2);
        // An edit that splits a run re-reads the layout; the tester checks the reset.
        QVERIFY(doc->renameFrame(1, QStringLiteral("jump")));
        QCOMPARE(w.model->rowCount(), 4); // walk1 | jump | walk3 | stand
        QCOMPARE(w.model->rowCount(w.model->index(1, 0)), 0); // a single frame is a leaf
        QCOMPARE(w.model->index(1, 0).data().toString(), QStringLiteral("jump"));
    }

    void currentFrameFollowsBothWays()
    {
        auto doc = testing::openModel(walkAndStand());
        Window w(doc.get());
        QVERIFY(w.show());
        QCOMPARE(w.view->currentIndex(), w.model->indexOfFrame(0));
        w.editor->setCurrentFrame(4);
        QCOMPARE(w.view->currentIndex(), w.model->indexOfFrame(4));
        w.click(w.model->indexOfFrame(1));
        QCOMPARE(w.editor->currentFrame(), 1);
        // Playback moves the selection along.
        w.editor->showTime(2.0);
        QCOMPARE(w.view->currentIndex(), w.model->indexOfFrame(2));
    }

    void addDuplicateDeleteAreUndoSteps()
    {
        auto doc = testing::openModel(walkAndStand());
        Window w(doc.get());
        QVERIFY(w.show());
        QUndoStack *stack = doc->undoStack();
        const QStringList original = names(*doc);
        const auto frame1 = doc->positions(1);

        // Add (as MED): a copy of the current frame right after it, which becomes current, named
        // in its run (walk2 -> walk3, the old walk3 renumbered to walk4).
        w.click(w.model->indexOfFrame(1));
        w.press(w.dock->addAction());
        QCOMPARE(doc->frameCount(), 6);
        QCOMPARE(stack->count(), 1);
        QCOMPARE(w.editor->currentFrame(), 2);
        QCOMPARE(doc->positions(2), frame1);
        QCOMPARE(names(*doc), list("walk1,walk2,walk3,walk4,stand1,stand2"));
        QCOMPARE(w.view->currentIndex(), w.model->indexOfFrame(2));
        stack->undo();
        QCOMPARE(names(*doc), original);
        stack->redo();
        QCOMPARE(names(*doc), list("walk1,walk2,walk3,walk4,stand1,stand2"));
        stack->undo();

        // Duplicate: the selected frames, right after the last of them, numbered in its run.
        w.click(w.model->indexOfFrame(1));
        w.press(w.dock->duplicateAction());
        QCOMPARE(doc->frameCount(), 6);
        QCOMPARE(stack->count(), 1);
        QCOMPARE(doc->positions(2), frame1);
        QCOMPARE(w.editor->currentFrame(), 2);
        QCOMPARE(names(*doc), list("walk1,walk2,walk3,walk4,stand1,stand2"));
        stack->undo();
        QCOMPARE(names(*doc), original);
        // The last frame of a run: stand2 copied is stand3, after it.
        w.click(w.model->indexOfFrame(4));
        w.press(w.dock->addAction());
        QCOMPARE(names(*doc), list("walk1,walk2,walk3,stand1,stand2,stand3"));
        QCOMPARE(w.editor->currentFrame(), 5);
        stack->undo();
        QCOMPARE(names(*doc), original);

        // Delete: the whole "stand" animation, selected by its row, with the Delete key.
        w.click(w.model->indexOfRun(1));
        QTest::keyClick(w.view, Qt::Key_Delete);
        QCOMPARE(names(*doc), list("walk1,walk2,walk3"));
        QCOMPARE(stack->count(), 1);
        stack->undo();
        QCOMPARE(names(*doc), original);
        stack->redo();
        QCOMPARE(names(*doc), list("walk1,walk2,walk3"));
        stack->undo();

        // Deleting every frame is refused with the reason.
        w.view->selectAll();
        w.press(w.dock->deleteAction());
        QCOMPARE(doc->frameCount(), 5);
        QVERIFY2(w.dock->errorText().contains(QStringLiteral("at least one frame")), qPrintable(w.dock->errorText()));
    }

    void renameInlineChecksTheName()
    {
        auto doc = testing::openModel(walkAndStand());
        Window w(doc.get());
        QVERIFY(w.show());
        const auto rename = [&w](const QModelIndex &index, const QString &text) {
            w.click(index);
            w.press(w.dock->renameAction());
            auto *edit = qobject_cast<QLineEdit *>(QApplication::focusWidget());
            QVERIFY(edit);
            QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
            QTest::keyClicks(edit, text);
            const QPointer<QLineEdit> open = edit;
            QTest::keyClick(edit, Qt::Key_Return);
            QTRY_VERIFY(open.isNull());
            QCoreApplication::sendPostedEvents(); // the rename, queued for after the line edit closed
        };
        rename(w.model->indexOfFrame(3), QStringLiteral("idle1"));
        QCOMPARE(doc->frameName(3), QStringLiteral("idle1"));
        QCOMPARE(doc->undoStack()->count(), 1);
        QVERIFY(w.dock->errorText().isEmpty());

        // 16 characters: one more than a frame name holds. Refused, and the dock says why.
        rename(w.model->indexOfFrame(0), QStringLiteral("averyveryverylon"));
        QCOMPARE(doc->frameName(0), QStringLiteral("walk1"));
        QCOMPARE(doc->undoStack()->count(), 1);
        QVERIFY2(w.dock->errorText().contains(QStringLiteral("at most 15 characters")), qPrintable(w.dock->errorText()));

        // Renaming an animation renames its frames, numbers kept, as one step.
        rename(w.model->indexOfRun(0), QStringLiteral("run"));
        QCOMPARE(names(*doc), list("run1,run2,run3,idle1,stand2"));
        QCOMPARE(doc->undoStack()->count(), 2);
        doc->undoStack()->undo();
        QCOMPARE(names(*doc), list("walk1,walk2,walk3,idle1,stand2"));
    }

    void dragReordersInOneStep()
    {
        auto doc = testing::openModel(walkAndStand());
        Window w(doc.get());
        QVERIFY(w.show());
        const auto walk1 = doc->positions(0);
        // walk1 dragged onto the upper edge of the "stand" row: it goes before stand1.
        std::unique_ptr<QMimeData> mime(w.model->mimeData({w.model->indexOfFrame(0)}));
        QVERIFY(mime);
        const QRect target = w.view->visualRect(w.model->indexOfRun(1));
        const QPoint pos(target.center().x(), target.top() + 1);
        QDragEnterEvent enter(pos, Qt::MoveAction, mime.get(), Qt::LeftButton, {});
        QApplication::sendEvent(w.view->viewport(), &enter);
        QDragMoveEvent move(pos, Qt::MoveAction, mime.get(), Qt::LeftButton, {});
        QApplication::sendEvent(w.view->viewport(), &move);
        QVERIFY(move.isAccepted());
        QDropEvent drop(QPointF(pos), Qt::MoveAction, mime.get(), Qt::LeftButton, {});
        QApplication::sendEvent(w.view->viewport(), &drop);
        QCOMPARE(names(*doc), list("walk2,walk3,walk1,stand1,stand2"));
        QCOMPARE(doc->positions(2), walk1);
        QCOMPARE(doc->undoStack()->count(), 1);
        doc->undoStack()->undo();
        QCOMPARE(names(*doc), list("walk1,walk2,walk3,stand1,stand2"));

        // A whole animation moves as one step too.
        QVERIFY(w.model->moveFrames(3, 2, 0));
        QCOMPARE(names(*doc), list("stand1,stand2,walk1,walk2,walk3"));
        QCOMPARE(doc->undoStack()->count(), 1);
    }

    void interpolateDialogInsertsFrames()
    {
        auto doc = testing::openModel(walkAndStand());
        Window w(doc.get());
        QVERIFY(w.show());
        const auto a = doc->positions(0), b = doc->positions(1);
        w.click(w.model->indexOfFrame(0));
        QString preview;
        testing::ModalDriver driver("QDialog", [&preview](QWidget *dialog) {
            auto *frameB = dialog->findChild<QComboBox *>(QStringLiteral("frameB"));
            auto *count = dialog->findChild<QSpinBox *>(QStringLiteral("count"));
            auto *buttons = dialog->findChild<QDialogButtonBox *>();
            QVERIFY(frameB && count && buttons);
            QCOMPARE(frameB->currentIndex(), 1); // the next frame by default
            QTest::keyClick(count, Qt::Key_A, Qt::ControlModifier);
            QTest::keyClicks(count, QStringLiteral("2"));
            preview = dialog->findChild<QLabel *>(QStringLiteral("preview"))->text();
            QTest::mouseClick(buttons->button(QDialogButtonBox::Ok), Qt::LeftButton);
        });
        w.press(w.dock->interpolateAction());
        QVERIFY(driver.opened());
        QVERIFY2(preview.contains(QStringLiteral("walk2, walk3")), qPrintable(preview));
        QCOMPARE(names(*doc), list("walk1,walk2,walk3,walk4,walk5,stand1,stand2"));
        QCOMPARE(doc->undoStack()->count(), 1);
        // Model units: MDL5 packs with (max - min) / 255 per axis; the blend lies within half a step.
        QVERIFY(maxDistance(doc->positions(1), blend(a, b, 1.f / 3.f)) < 0.1f);
        QVERIFY(maxDistance(doc->positions(2), blend(a, b, 2.f / 3.f)) < 0.1f);
        QCOMPARE(doc->positions(3), b);
        QCOMPARE(w.editor->currentFrame(), 1);
        doc->undoStack()->undo();
        QCOMPARE(names(*doc), list("walk1,walk2,walk3,stand1,stand2"));
    }

    // Cancel and Esc leave the model and the history as they were.
    void interpolateDialogCancelChangesNothing()
    {
        auto doc = testing::openModel(walkAndStand());
        Window w(doc.get());
        QVERIFY(w.show());
        const QByteArray bytes = doc->asset()->write();
        w.click(w.model->indexOfFrame(0));
        for (bool escape : {false, true}) {
            testing::ModalDriver driver("QDialog", [escape](QWidget *dialog) {
                auto *count = dialog->findChild<QSpinBox *>(QStringLiteral("count"));
                auto *buttons = dialog->findChild<QDialogButtonBox *>();
                QVERIFY(count && buttons);
                QTest::keyClick(count, Qt::Key_A, Qt::ControlModifier);
                QTest::keyClicks(count, QStringLiteral("3"));
                if (escape)
                    QTest::keyClick(dialog, Qt::Key_Escape);
                else
                    QTest::mouseClick(buttons->button(QDialogButtonBox::Cancel), Qt::LeftButton);
            });
            w.press(w.dock->interpolateAction());
            QVERIFY(driver.opened());
            QCOMPARE(names(*doc), list("walk1,walk2,walk3,stand1,stand2"));
            QCOMPARE(doc->undoStack()->count(), 0);
            QVERIFY(!doc->isModified());
            QCOMPARE(doc->asset()->write(), bytes);
        }
    }

    void wordPackingWhereTheFormatHasIt()
    {
        auto doc = testing::openModel(walkAndStand("MDL5"));
        Window w(doc.get());
        QVERIFY(w.show());
        QCheckBox *word = w.dock->wordPackingBox();
        QVERIFY(word->isEnabled());
        QVERIFY(!word->isChecked());
        w.click(w.model->indexOfFrame(2));
        QTest::mouseClick(word, Qt::LeftButton, {}, QPoint(8, word->height() / 2)); // on the box
        QVERIFY(doc->isWordPacked(2));
        QVERIFY(word->isChecked());
        QCOMPARE(doc->undoStack()->count(), 1);
        doc->undoStack()->undo();
        QVERIFY(!doc->isWordPacked(2));
        QVERIFY(!word->isChecked());

        auto mdl3 = testing::openModel(walkAndStand("MDL3"));
        Window w3(mdl3.get());
        QVERIFY(!w3.dock->wordPackingBox()->isEnabled());
        auto *reason = w3.dock->findChild<QLabel *>(QStringLiteral("wordPackingReason"));
        QVERIFY(reason && !reason->isHidden());
        QVERIFY2(reason->text().contains(QStringLiteral("MDL3")), qPrintable(reason->text()));
    }

    void kindsWithoutFrameEditsSaySo()
    {
        // A model asset without an edit API (a test asset): its frames cannot be edited.
        ModelDocument doc(std::make_unique<testing::FakeModel>(), QString());
        Window w(&doc);
        QVERIFY(!w.dock->noticeText().isEmpty());
        QVERIFY2(w.dock->noticeText().contains(QStringLiteral("cannot be edited")), qPrintable(w.dock->noticeText()));
        for (QAction *a : {w.dock->addAction(), w.dock->duplicateAction(), w.dock->deleteAction(),
                           w.dock->renameAction(), w.dock->interpolateAction()})
            QVERIFY2(!a->isEnabled(), qPrintable(a->text()));
        QVERIFY(!(w.model->flags(w.model->indexOfFrame(0)) & Qt::ItemIsEditable));
    }

    void playbackLoopsOverTheCurrentAnimation()
    {
        auto doc = testing::openModel(walkAndStand());
        Window w(doc.get());
        QVERIFY(w.show());
        w.click(w.model->indexOfFrame(1));
        QCOMPARE(w.editor->playbackRange().first, 0);
        QCOMPARE(w.editor->playbackRange().count, 3);
        w.click(w.model->indexOfFrame(4));
        QCOMPARE(w.editor->playbackRange().first, 3);
        QCOMPARE(w.editor->playbackRange().count, 2);

        // Playing "stand" at 30 fps for a while shows only frames 3 and 4, both of them.
        w.editor->setFps(30);
        w.editor->setPlaying(true);
        QSet<int> seen;
        for (int i = 0; i < 40; ++i) {
            QTest::qWait(10);
            seen.insert(w.editor->currentFrame());
            QVERIFY2(w.editor->currentFrame() >= 3, qPrintable(QString::number(w.editor->currentFrame())));
        }
        w.editor->setPlaying(false);
        QCOMPARE(seen, (QSet<int>{3, 4}));
        // The last frame of the range blends back into its first.
        QCOMPARE(w.editor->playbackRange().next(4, 5), 3);

        // "All frames" lifts the restriction.
        w.dock->loopBox()->setCurrentIndex(1);
        QCOMPARE(w.editor->playbackRange().count, 0);
        QCOMPARE(w.editor->playbackRange().wrap(6.5, 5), 1.5);
    }

    void onionSkinShowsNeighbours()
    {
        auto doc = testing::openModel(walkAndStand());
        Window w(doc.get());
        QVERIFY(w.show());
        widgets::Viewport *viewport = w.editor->viewport();
        widgets::OnionSkin *onion = w.editor->onionSkin();
        const int meshes = viewport->meshCount();
        w.click(w.model->indexOfFrame(2));
        w.press(w.dock->onionSkinAction());
        QVERIFY(onion->isEnabled());
        QCOMPARE(onion->ghostFrames(), (std::array<int, 2>{1, 3}));
        QCOMPARE(viewport->meshCount(), meshes + 2);

        // The first frame has no previous one.
        w.click(w.model->indexOfFrame(0));
        QCOMPARE(onion->ghostFrames(), (std::array<int, 2>{-1, 1}));
        QCOMPARE(viewport->meshCount(), meshes + 1);

        // A vertex edit of a ghosted frame sends that ghost again.
        const int next = onion->ghostMeshes()[1];
        viewport->clearBufferUploads();
        document::VertexDrag drag(doc.get());
        QVERIFY(drag.begin({{0, 1.f}}, 1, 1, QStringLiteral("Move")));
        drag.step(Eigen::Affine3f(Eigen::Translation3f(0, 0, 2)));
        drag.end();
        bool sent = false;
        for (const auto &u : viewport->bufferUploads())
            sent = sent || u.mesh == next;
        QVERIFY(sent);

        w.press(w.dock->onionSkinAction());
        QVERIFY(!onion->isEnabled());
        QCOMPARE(onion->ghostFrames(), (std::array<int, 2>{-1, -1}));
        QCOMPARE(viewport->meshCount(), meshes);
    }

    // The ghosts are really drawn: frame 1 (larger and turned) shows around frame 0.
    void onionSkinGhostsAreDrawn()
    {
        auto doc = testing::openModel(walkAndStand());
        Window w(doc.get());
        const QColor background(20, 20, 24);
        w.editor->viewport()->setBackgroundColor(background);
        QVERIFY(w.show());
        w.click(w.model->indexOfFrame(1)); // ghosts on both sides
        const QImage plain = w.editor->viewport()->captureWithContent();
        QVERIFY(!plain.isNull());
        w.press(w.dock->onionSkinAction());
        const QImage ghosted = w.editor->viewport()->captureWithContent();
        testing::saveRender(ghosted, QStringLiteral("framesdock-onion"));
        const double before = testing::coverage(plain, plain.rect(), background);
        const double after = testing::coverage(ghosted, ghosted.rect(), background);
        QVERIFY2(after > before + 0.005, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(after)));
        w.press(w.dock->onionSkinAction());
        const QImage again = w.editor->viewport()->captureWithContent();
        QVERIFY2(std::abs(testing::coverage(again, again.rect(), background) - before) < 0.002,
                 qPrintable(QStringLiteral("%1 vs %2").arg(testing::coverage(again, again.rect(), background)).arg(before)));
    }
};

QTEST_MAIN(TestFramesDock)
#include "tst_framesdock.moc"

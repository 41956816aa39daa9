// The model editor's vertex tool and Transform dock, driven through the real widgets: mouse and
// key events on the Qt3D window, clicks on the dock's buttons. Click and box selection on known
// geometry, G/R/S drags as one undo step, Esc cancelling exactly, constraints, typed moves,
// Mirror undo/redo, a dock that says why it is disabled, partial uploads while dragging, and a
// render capture of a corpus model with a selection and soft-selection colours.
#include "common_corpus.h"
#include "format/mdl/mdlfixtures.h"
#include "format/mdl7/bonechain.h"
#include "widgets/inmemorymodel.h"
#include "widgets/testmeshes.h"
#include "widgets/viewporttesting.h"

#include "docks/framesdock.h"
#include "editors/onionskin.h"
#include "docks/transformdock.h"
#include "documentfactory.h"
#include "editors/modeleditor.h"
#include "editors/vertexoverlay.h"
#include "editors/vertextool.h"
#include "formatregistry.h"
#include "mdl/mdlfile.h"
#include "mdl7/mdl7file.h"
#include "model/modeldocument.h"
#include "model/vertex/modelselection.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QFileInfo>
#include <QGroupBox>
#include <QJsonObject>
#include <QLabel>
#include <QPushButton>
#include <QTest>
#include <QUndoStack>
#include <QWindow>

using namespace ackedit;
using document::ModelDocument;
using widgets::ModelEditor;
using widgets::VertexOverlay;
using widgets::VertexTool;

namespace {

const QColor Background(20, 20, 24);

std::unique_ptr<ModelDocument> openModel(std::unique_ptr<format::AssetFile> asset)
{
    auto doc = document::createDocument(std::move(asset), QStringLiteral("model.mdl"));
    auto *model = qobject_cast<ModelDocument *>(doc.get());
    if (!model)
        return nullptr;
    doc.release();
    return std::unique_ptr<ModelDocument>(model);
}

// A model kind without an edit API: the base ModelDocument reads it and edits nothing.
class ReadOnlyBox : public testing::InMemoryModel
{
public:
    int frameCount() const override { return 1; }
    format::TriangleMesh mesh(int) const override
    {
        return testing::box(Eigen::Vector3f(-1, -1, -1), Eigen::Vector3f(1, 1, 1));
    }
};

struct Fixture
{
    std::unique_ptr<ModelDocument> model;
    std::unique_ptr<ModelEditor> editor;
    QWindow *window = nullptr;

    bool open(std::unique_ptr<format::AssetFile> asset)
    {
        model = openModel(std::move(asset));
        if (!model)
            return false;
        editor = std::make_unique<ModelEditor>(model.get());
        editor->viewport()->setBackgroundColor(Background);
        editor->resize(480, 400);
        editor->show();
        if (!QTest::qWaitForWindowExposed(editor.get()))
            return false;
        window = testing::renderWindow();
        QCoreApplication::processEvents();
        return window != nullptr;
    }

    const std::vector<Eigen::Vector3f> &positions() const { return model->positions(editor->currentFrame()); }

    QPoint pixelOf(int vertex) const
    {
        return testing::projectToImage(*editor->viewport(), positions()[size_t(vertex)], window->size()).toPoint();
    }

    // The vertex nearest the eye (certainly visible on a convex model).
    int nearestVertex() const
    {
        const Eigen::Vector3f eye = editor->viewport()->cameraState().eye;
        int best = 0;
        for (int i = 1; i < int(positions().size()); ++i) {
            if ((positions()[size_t(i)] - eye).norm() < (positions()[size_t(best)] - eye).norm())
                best = i;
        }
        return best;
    }

    void click(const QPoint &p, Qt::KeyboardModifiers mods = Qt::NoModifier, Qt::MouseButton b = Qt::LeftButton)
    {
        QTest::mouseMove(window, p);
        QTest::mouseClick(window, b, mods, p);
    }

    void key(int key, Qt::KeyboardModifiers mods = Qt::NoModifier) { QTest::keyClick(window, Qt::Key(key), mods); }

    // A drag with the left button held, in a few steps.
    void drag(const QPoint &from, const QPoint &to, Qt::KeyboardModifiers mods = Qt::NoModifier)
    {
        QTest::mouseMove(window, from);
        QTest::mousePress(window, Qt::LeftButton, mods, from);
        for (int i = 1; i <= 4; ++i)
            QTest::mouseMove(window, from + (to - from) * i / 4);
        QTest::mouseRelease(window, Qt::LeftButton, mods, to);
    }

    std::vector<int> selected() const { return editor->vertexSelection()->selection().indices(); }
};

bool openCube(Fixture &f, const QByteArray &format = "MDL5")
{
    return f.open(format::MdlFile::create(mdlfixture::cube(format, -1)));
}

// Exactly equal positions (bit for bit).
bool samePositions(const std::vector<Eigen::Vector3f> &a, const std::vector<Eigen::Vector3f> &b)
{
    if (a.size() != b.size())
        return false;
    for (size_t i = 0; i < a.size(); ++i) {
        if (a[i] != b[i])
            return false;
    }
    return true;
}

} // namespace

class TstVertexTool : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void clickPicksTheVertexUnderTheCursor()
    {
        Fixture f;
        QVERIFY(openCube(f));
        const int v = f.nearestVertex();
        f.click(f.pixelOf(v) + QPoint(3, -2)); // within the pick radius
        QCOMPARE(f.selected(), std::vector<int>{v});
        QCOMPARE(f.editor->vertexOverlay()->colors()[size_t(v)], VertexOverlay::Selected);
        // A click on empty space clears; Shift+click toggles it back on.
        f.click(QPoint(5, 5));
        QVERIFY(f.selected().empty());
        f.click(f.pixelOf(v), Qt::ShiftModifier);
        QCOMPARE(f.selected(), std::vector<int>{v});
        QCOMPARE(f.model->undoStack()->count(), 0); // selecting is no edit
    }

    void boxSelectAddsAndSubtracts()
    {
        Fixture f;
        QVERIFY(openCube(f));
        const int v = f.nearestVertex();
        const QPoint p = f.pixelOf(v);
        // A small box around the nearest vertex only (it starts on empty space).
        f.drag(p - QPoint(12, 12), p + QPoint(12, 12));
        QCOMPARE(f.selected(), std::vector<int>{v});
        // A box over the whole view selects every visible vertex; Ctrl subtracts the first again.
        f.drag(QPoint(2, 2), QPoint(f.window->width() - 2, f.window->height() - 2), Qt::ShiftModifier);
        const size_t visible = f.selected().size();
        QVERIFY2(visible >= 4 && visible < 8, qPrintable(QString::number(visible))); // the far corner is hidden
        f.drag(p - QPoint(12, 12), p + QPoint(12, 12), Qt::ControlModifier);
        QCOMPARE(f.selected().size(), visible - 1);
        QVERIFY(!f.editor->vertexSelection()->contains(v));
        // A, Alt+A, Ctrl+I, L.
        f.key(Qt::Key_A, Qt::AltModifier);
        QVERIFY(f.selected().empty());
        f.key(Qt::Key_A);
        QCOMPARE(f.selected().size(), size_t(8));
        f.key(Qt::Key_I, Qt::ControlModifier);
        QVERIFY(f.selected().empty());
        f.click(p);
        f.key(Qt::Key_L);
        QCOMPARE(f.selected().size(), size_t(8)); // the cube is one connected piece
        // Esc drops a box being dragged: the selection stays.
        QTest::mouseMove(f.window, p - QPoint(12, 12));
        QTest::mousePress(f.window, Qt::LeftButton, Qt::NoModifier, p - QPoint(12, 12));
        QTest::mouseMove(f.window, p + QPoint(12, 12));
        QVERIFY(f.editor->vertexTool()->isBoxSelecting());
        f.key(Qt::Key_Escape);
        QTest::mouseRelease(f.window, Qt::LeftButton, Qt::NoModifier, p + QPoint(12, 12));
        QCOMPARE(f.selected().size(), size_t(8));
    }

    void grabMoveIsOneUndoStep()
    {
        Fixture f;
        QVERIFY(openCube(f));
        const int v = f.nearestVertex();
        const QPoint p = f.pixelOf(v);
        f.click(p);
        const std::vector<Eigen::Vector3f> before = f.positions();
        QTest::mouseMove(f.window, p);
        f.key(Qt::Key_G);
        QVERIFY(f.editor->vertexTool()->isTransforming());
        for (int i = 1; i <= 6; ++i)
            QTest::mouseMove(f.window, p + QPoint(8 * i, 3 * i));
        QTest::mouseClick(f.window, Qt::LeftButton, Qt::NoModifier, p + QPoint(48, 18));
        QVERIFY(!f.editor->vertexTool()->isTransforming());
        QCOMPARE(f.model->undoStack()->count(), 1);
        QCOMPARE(f.model->undoStack()->undoText(), QStringLiteral("Move Vertices"));
        const std::vector<Eigen::Vector3f> after = f.positions();
        QVERIFY((after[size_t(v)] - before[size_t(v)]).norm() > 0.5f);
        // The vertex follows the cursor on screen (to within the quantization of the format).
        const QPointF now = testing::projectToImage(*f.editor->viewport(), after[size_t(v)], f.window->size());
        QVERIFY2((now - QPointF(p + QPoint(48, 18))).manhattanLength() < 6.0,
                 qPrintable(QStringLiteral("%1,%2").arg(now.x()).arg(now.y())));
        for (size_t i = 0; i < before.size(); ++i) {
            if (int(i) != v)
                QCOMPARE(after[i], before[i]);
        }
        f.model->undoStack()->undo();
        QVERIFY(samePositions(f.positions(), before));
    }

    void escapeAndRightClickCancelExactly()
    {
        Fixture f;
        QVERIFY(openCube(f));
        f.key(Qt::Key_A);
        const std::vector<Eigen::Vector3f> before = f.positions();
        const QPoint centre(f.window->width() / 2, f.window->height() / 2);
        for (int k : {int(Qt::Key_G), int(Qt::Key_R), int(Qt::Key_S)}) {
            QTest::mouseMove(f.window, centre + QPoint(40, 10));
            f.key(k);
            for (int i = 1; i <= 5; ++i)
                QTest::mouseMove(f.window, centre + QPoint(40 + 9 * i, 10 - 7 * i));
            QVERIFY(!samePositions(f.positions(), before));
            f.key(Qt::Key_Escape);
            QVERIFY(!f.editor->vertexTool()->isTransforming());
            QVERIFY(samePositions(f.positions(), before));
        }
        // Right click cancels too.
        QTest::mouseMove(f.window, centre);
        f.key(Qt::Key_G);
        QTest::mouseMove(f.window, centre + QPoint(30, 30));
        QTest::mouseClick(f.window, Qt::RightButton, Qt::NoModifier, centre + QPoint(30, 30));
        QVERIFY(samePositions(f.positions(), before));
        QCOMPARE(f.model->undoStack()->count(), 0);
    }

    void axisConstraintKeepsTheOtherCoordinates()
    {
        Fixture f;
        QVERIFY(f.open(format::Mdl7File::create([] {
            // MDL7 keeps float positions, so "kept" can be checked bit for bit.
            format::Mdl7BuildInput in;
            format::Mdl7BuildInput::Group g;
            g.name = "box";
            const format::TriangleMesh box = testing::box(Eigen::Vector3f(-8, -6, -5), Eigen::Vector3f(8, 6, 5));
            g.positions = box.positions;
            g.uvs = box.uvs;
            g.triangles = box.triangles;
            in.groups.push_back(g);
            return in;
        }())));
        f.key(Qt::Key_A);
        const std::vector<Eigen::Vector3f> before = f.positions();
        const QPoint centre(f.window->width() / 2, f.window->height() / 2);
        QTest::mouseMove(f.window, centre);
        f.key(Qt::Key_G);
        f.key(Qt::Key_X);
        QCOMPARE(f.editor->vertexTool()->constraint(), document::TransformConstraint::X);
        QVERIFY(!f.editor->vertexOverlay()->axisLines().empty()); // the axis is drawn
        for (int i = 1; i <= 5; ++i)
            QTest::mouseMove(f.window, centre + QPoint(12 * i, 9 * i));
        f.key(Qt::Key_Return);
        QVERIFY(f.editor->vertexOverlay()->axisLines().empty());
        QCOMPARE(f.model->undoStack()->count(), 1);
        const std::vector<Eigen::Vector3f> after = f.positions();
        bool movedX = false;
        for (size_t i = 0; i < before.size(); ++i) {
            QCOMPARE(after[i].y(), before[i].y());
            QCOMPARE(after[i].z(), before[i].z());
            movedX = movedX || after[i].x() != before[i].x();
        }
        QVERIFY(movedX);
        // Shift+Z: the XY plane, Z kept exactly.
        QTest::mouseMove(f.window, centre);
        f.key(Qt::Key_G);
        f.key(Qt::Key_Z, Qt::ShiftModifier);
        QCOMPARE(f.editor->vertexTool()->constraint(), document::TransformConstraint::PlaneXY);
        for (int i = 1; i <= 5; ++i)
            QTest::mouseMove(f.window, centre + QPoint(-10 * i, 8 * i));
        f.key(Qt::Key_Enter);
        for (size_t i = 0; i < before.size(); ++i)
            QCOMPARE(f.positions()[i].z(), before[i].z());
        QCOMPARE(f.model->undoStack()->count(), 2);
    }

    void draggingASelectedVertexMovesTheSelection()
    {
        Fixture f;
        QVERIFY(openCube(f));
        const int v = f.nearestVertex();
        const QPoint p = f.pixelOf(v);
        f.click(p);
        const Eigen::Vector3f before = f.positions()[size_t(v)];
        f.drag(p, p + QPoint(-30, 20));
        QCOMPARE(f.selected(), std::vector<int>{v}); // no box, no reselection
        QCOMPARE(f.model->undoStack()->count(), 1);
        QVERIFY((f.positions()[size_t(v)] - before).norm() > 0.5f);
    }

    void typedMoveInTheDock()
    {
        Fixture f;
        QVERIFY(f.open(format::MdlFile::create(mdlfixture::grid("MDL5", 6))));
        widgets::TransformDock *dock = f.editor->transformDock();
        QVERIFY(f.editor->dockWidgets().contains(dock));
        dock->show();
        QVERIFY(QTest::qWaitForWindowExposed(dock));
        f.editor->vertexSelection()->applyClick(14, document::SelectionMode::Replace);
        const std::vector<Eigen::Vector3f> before = f.positions();
        dock->operationBox()->setCurrentIndex(0); // Move by
        dock->valueBox(0)->setValue(2.0);
        dock->valueBox(2)->setValue(-1.0);
        QTest::mouseClick(dock->applyButton(), Qt::LeftButton);
        QCOMPARE(f.model->undoStack()->count(), 1);
        const Eigen::Vector3f moved = f.positions()[14];
        QVERIFY2((moved - (before[14] + Eigen::Vector3f(2, 0, -1))).norm() < 0.05f,
                 qPrintable(QStringLiteral("%1 %2 %3").arg(moved.x()).arg(moved.y()).arg(moved.z())));
        for (size_t i = 0; i < before.size(); ++i) {
            if (i != 14)
                QCOMPARE(f.positions()[i], before[i]);
        }
        // Constrained to Z, the typed X does nothing; rotation and scale about the pivot.
        dock->constraintBox()->setCurrentIndex(dock->constraintBox()->findData(int(document::TransformConstraint::Z)));
        QTest::mouseClick(dock->applyButton(), Qt::LeftButton);
        QCOMPARE(f.positions()[14].x(), moved.x());
        QVERIFY(std::abs(f.positions()[14].z() - (moved.z() - 1.0f)) < 0.05f);
        QCOMPARE(f.model->undoStack()->count(), 2);
    }

    void typedRotateAndScaleAboutTheCursor()
    {
        Fixture f;
        QVERIFY(f.open(format::Mdl7File::create(testing::chain())));
        widgets::TransformDock *dock = f.editor->transformDock();
        f.editor->vertexSelection()->applyClick(0, document::SelectionMode::Replace); // (1, 0, 1)
        dock->pivotBox()->setCurrentIndex(dock->pivotBox()->findData(int(VertexTool::Pivot::Cursor)));
        dock->cursorBox(2)->setValue(1.0); // the cursor at (0, 0, 1)
        QCOMPARE(f.editor->vertexTool()->pivotPoint(), Eigen::Vector3f(0, 0, 1));
        dock->operationBox()->setCurrentIndex(dock->operationBox()->findData(int(widgets::TransformDock::Operation::Rotate)));
        dock->valueBox(2)->setValue(90.0);
        QTest::mouseClick(dock->applyButton(), Qt::LeftButton);
        QVERIFY2((f.positions()[0] - Eigen::Vector3f(0, 1, 1)).norm() < 1e-5f,
                 qPrintable(QStringLiteral("%1 %2 %3").arg(f.positions()[0].x()).arg(f.positions()[0].y()).arg(f.positions()[0].z())));
        QCOMPARE(f.positions()[0].z(), 1.0f); // about Z: z kept exactly
        dock->operationBox()->setCurrentIndex(dock->operationBox()->findData(int(widgets::TransformDock::Operation::Scale)));
        QCOMPARE(dock->valueBox(0)->value(), 1.0); // neutral values for a scale
        dock->valueBox(1)->setValue(3.0);
        QTest::mouseClick(dock->applyButton(), Qt::LeftButton);
        QVERIFY((f.positions()[0] - Eigen::Vector3f(0, 3, 1)).norm() < 1e-5f);
        QCOMPARE(f.model->undoStack()->count(), 2);
        QCOMPARE(f.model->undoStack()->undoText(), QStringLiteral("Scale Vertices"));
    }

    void allFramesMovesTheRange()
    {
        Fixture f;
        QVERIFY(openCube(f));
        widgets::TransformDock *dock = f.editor->transformDock();
        f.key(Qt::Key_A);
        std::vector<std::vector<Eigen::Vector3f>> before;
        for (int fr = 0; fr < f.model->frameCount(); ++fr)
            before.push_back(f.model->positions(fr));
        dock->allFramesBox()->setChecked(true);
        dock->firstFrameBox()->setValue(0);
        dock->lastFrameBox()->setValue(1);
        dock->valueBox(2)->setValue(3.0);
        QVERIFY(dock->applyTyped());
        QCOMPARE(f.model->undoStack()->count(), 1);
        QVERIFY(std::abs(f.model->positions(0)[0].z() - before[0][0].z() - 3.0f) < 0.1f);
        QVERIFY2(std::abs(f.model->positions(1)[0].z() - before[1][0].z() - 3.0f) < 0.1f,
                 qPrintable(QStringLiteral("%1 -> %2; tool range %3..%4 all %5")
                                .arg(before[1][0].z())
                                .arg(f.model->positions(1)[0].z())
                                .arg(f.editor->vertexTool()->editFrames().first)
                                .arg(f.editor->vertexTool()->editFrames().second)
                                .arg(f.editor->vertexTool()->allFrames())));
        QVERIFY(std::abs(f.model->positions(2)[0].z() - before[2][0].z()) < 0.1f); // outside the range
    }

    void mirrorUndoRedo()
    {
        Fixture f;
        QVERIFY(f.open(format::MdlFile::create(mdlfixture::grid("MDL5", 4))));
        widgets::TransformDock *dock = f.editor->transformDock();
        dock->show();
        const std::vector<Eigen::Vector3f> before = f.positions();
        QTest::mouseClick(dock->mirrorButton(0), Qt::LeftButton);
        QCOMPARE(f.model->undoStack()->count(), 1);
        for (size_t i = 0; i < before.size(); ++i)
            QVERIFY(std::abs(f.positions()[i].x() + before[i].x()) < 0.05f);
        f.model->undoStack()->undo();
        QVERIFY(samePositions(f.positions(), before));
        f.model->undoStack()->redo();
        for (size_t i = 0; i < before.size(); ++i)
            QVERIFY(std::abs(f.positions()[i].x() + before[i].x()) < 0.05f);
        // Recentre and Transform Global are one step each.
        QTest::mouseClick(dock->recentreButton(), Qt::LeftButton);
        QCOMPARE(f.model->undoStack()->count(), 2);
        QVERIFY(f.model->bounds().center().norm() < 0.05f);
        dock->globalScaleBox()->setValue(2.0);
        QTest::mouseClick(dock->globalApplyButton(), Qt::LeftButton);
        QCOMPARE(f.model->undoStack()->count(), 3);
        QCOMPARE(f.model->undoStack()->undoText(), QStringLiteral("Transform Global"));
    }

    void dockSaysWhyItIsDisabled()
    {
        Fixture f;
        QVERIFY(f.open(std::make_unique<ReadOnlyBox>()));
        widgets::TransformDock *dock = f.editor->transformDock();
        dock->show();
        QVERIFY(QTest::qWaitForWindowExposed(dock));
        QVERIFY(dock->noticeLabel()->isVisible());
        QVERIFY(dock->noticeLabel()->text().contains(QStringLiteral("TEST")));
        QVERIFY(!dock->selectionGroup()->isEnabled());
        QVERIFY(!dock->globalGroup()->isEnabled());
        QVERIFY(!dock->applyButton()->isEnabled());
        // Selection still works in the view; G does not start a transform.
        f.key(Qt::Key_A);
        QVERIFY(!f.selected().empty());
        f.key(Qt::Key_G);
        QVERIFY(!f.editor->vertexTool()->isTransforming());
        QCOMPARE(f.model->undoStack()->count(), 0);
    }

    void dragUploadsOnlyTheMovedVertices()
    {
        Fixture f;
        QVERIFY(f.open(format::MdlFile::create(mdlfixture::grid("MDL5", 24))));
        f.editor->vertexSelection()->applyClick(300, document::SelectionMode::Replace);
        QVERIFY(f.editor->viewport()->captureWithContent().isNull() == false);
        const QPoint centre(f.window->width() / 2, f.window->height() / 2);
        QTest::mouseMove(f.window, centre);
        f.key(Qt::Key_G);
        f.editor->viewport()->clearBufferUploads();
        for (int i = 1; i <= 5; ++i)
            QTest::mouseMove(f.window, centre + QPoint(6 * i, 4 * i));
        f.key(Qt::Key_Return);
        const auto uploads = f.editor->viewport()->bufferUploads();
        QVERIFY(!uploads.isEmpty());
        qint64 meshBytes = 0, pointBytes = 0;
        for (const auto &u : uploads) {
            if (u.overlay.isEmpty())
                meshBytes = std::max(meshBytes, u.bytes);
            else if (u.overlay == VertexOverlay::pointsKey())
                pointBytes = std::max(pointBytes, u.bytes);
        }
        qInfo("%d uploads during the drag; largest mesh range %lld bytes, largest dot range %lld bytes",
              int(uploads.size()), meshBytes, pointBytes);
        // One vertex and its neighbours' normals: far below the 576 vertices of the mesh.
        QVERIFY2(meshBytes > 0 && meshBytes < 576 * 12, qPrintable(QString::number(meshBytes)));
        QVERIFY2(pointBytes > 0 && pointBytes < 576 * 12, qPrintable(QString::number(pointBytes)));
    }

    // Two vertices at opposite ends of the buffer: two small ranges per step, not one range
    // spanning the model (the document's signal carries one range from the first to the last).
    void scatteredDragUploadsRuns()
    {
        Fixture f;
        QVERIFY(f.open(format::MdlFile::create(mdlfixture::grid("MDL5", 24))));
        f.editor->vertexSelection()->applyClick(0, document::SelectionMode::Replace);
        f.editor->vertexSelection()->applyClick(575, document::SelectionMode::Add);
        QVERIFY(f.editor->viewport()->captureWithContent().isNull() == false);
        const QPoint centre(f.window->width() / 2, f.window->height() / 2);
        QTest::mouseMove(f.window, centre);
        f.key(Qt::Key_G);
        QTest::mouseMove(f.window, centre + QPoint(6, 4)); // the first step builds the normals
        f.editor->viewport()->clearBufferUploads();
        for (int i = 2; i <= 4; ++i)
            QTest::mouseMove(f.window, centre + QPoint(6 * i, 4 * i));
        f.key(Qt::Key_Return);
        qint64 largest = 0;
        int meshUploads = 0;
        for (const auto &u : f.editor->viewport()->bufferUploads())
            if (u.overlay.isEmpty()) {
                largest = std::max(largest, u.bytes);
                ++meshUploads;
            }
        qInfo("%d mesh uploads, largest %lld bytes", meshUploads, largest);
        QVERIFY(meshUploads >= 2);
        QVERIFY2(largest > 0 && largest < 576 * 12 / 4, qPrintable(QString::number(largest)));
    }

    void shiftRightClickPlacesTheCursor()
    {
        Fixture f;
        QVERIFY(openCube(f));
        const int v = f.nearestVertex();
        f.click(f.pixelOf(v), Qt::ShiftModifier, Qt::RightButton);
        QCOMPARE(f.editor->vertexTool()->cursor(), f.positions()[size_t(v)]);
        QCOMPARE(float(f.editor->transformDock()->cursorBox(0)->value()), std::round(f.positions()[size_t(v)].x() * 1e4f) / 1e4f);
    }

    void bonesFollowTheFrameAndTheDockNamesTheRestPose()
    {
        Fixture f;
        QVERIFY(f.open(format::Mdl7File::create(testing::chain())));
        using V = Eigen::Vector3f;
        const std::vector<V> rest{V(0, 0, 0), V(0, 0, 2), V(0, 0, 2), V(0, 0, 4)};
        QCOMPARE(f.editor->vertexOverlay()->boneLines(), rest);
        widgets::TransformDock *dock = f.editor->transformDock();
        dock->show();
        QVERIFY(QTest::qWaitForWindowExposed(dock));
        // Both frames are posed by bones: an edit changes the rest pose, and the dock says so
        // while it stays usable.
        QVERIFY(dock->noticeLabel()->isVisible());
        QCOMPARE(dock->noticeLabel()->text(), f.model->restPoseReason());
        QVERIFY(dock->selectionGroup()->isEnabled());
        // "bent" turns the knee a quarter about X: the ankle joint swings from (0, 0, 4) to (0, -2, 2).
        f.editor->setCurrentFrame(1);
        const std::vector<V> &bent = f.editor->vertexOverlay()->boneLines();
        QCOMPARE(bent.size(), size_t(4));
        QVERIFY((bent[3] - V(0, -2, 2)).norm() < 1e-5f);
        QVERIFY((bent[1] - V(0, 0, 2)).norm() < 1e-5f);
    }

    void ctrlSnapsTheMove()
    {
        Fixture f;
        QVERIFY(f.open(format::Mdl7File::create(testing::chain())));
        f.editor->vertexTool()->setSnap({0.5f, 0.0f, 0.0f});
        f.key(Qt::Key_A);
        const std::vector<Eigen::Vector3f> before = f.positions();
        const QPoint centre(f.window->width() / 2, f.window->height() / 2);
        QTest::mouseMove(f.window, centre);
        f.key(Qt::Key_G);
        for (int i = 1; i <= 4; ++i)
            QTest::mouseEvent(QTest::MouseMove, f.window, Qt::NoButton, Qt::ControlModifier, centre + QPoint(7 * i, 5 * i));
        QTest::mouseClick(f.window, Qt::LeftButton, Qt::ControlModifier, centre + QPoint(28, 20));
        const Eigen::Vector3f d = f.positions()[0] - before[0];
        QVERIFY(d.norm() > 0.1f);
        for (int i = 0; i < 3; ++i) {
            const float steps = d[i] / 0.5f;
            QVERIFY2(std::abs(steps - std::round(steps)) < 1e-3f, qPrintable(QString::number(d[i])));
        }
    }

    void renderSelectionAndSoftColours_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("bones");
        QTest::newRow("mdl5 flw_golem") << QStringLiteral("mdl5/flw_golem.mdl") << false;
        QTest::newRow("mdl7 morbius_char") << QStringLiteral("mdl7/morbius_char.mdl") << true;
    }

    void renderSelectionAndSoftColours()
    {
        QFETCH(QString, file);
        QFETCH(bool, bones);
        ACKEDIT_REQUIRE_CORPUS();
        QFile in(testing::corpusDir() + QLatin1Char('/') + file);
        QVERIFY(in.open(QIODevice::ReadOnly));
        Fixture f;
        QVERIFY(f.open(format::readAssetFile(in.readAll())));
        f.editor->transformDock()->softBox()->setChecked(true);
        f.editor->transformDock()->softRadiusBox()->setValue(double(f.model->bounds().sizes().maxCoeff()) * 0.15);
        // The vertices in a box around the upper middle of the view, soft selection around them.
        QVERIFY(!f.editor->viewport()->captureWithContent().isNull());
        const QPoint c(f.window->width() / 2, f.window->height() / 3);
        f.drag(c - QPoint(25, 25), c + QPoint(25, 25));
        QVERIFY(!f.selected().empty());
        QCOMPARE(!f.editor->vertexOverlay()->boneLines().empty(), bones);
        const QImage image = f.editor->viewport()->captureWithContent();
        QVERIFY(!image.isNull());
        testing::saveRender(image, QStringLiteral("vertextool_") + QFileInfo(file).baseName());
        int orange = 0, ramp = 0, bone = 0;
        const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
        const auto near = [](const QColor &a, const QColor &b) {
            return std::abs(a.red() - b.red()) <= 2 && std::abs(a.green() - b.green()) <= 2
                && std::abs(a.blue() - b.blue()) <= 2;
        };
        for (int y = 0; y < rgb.height(); ++y) {
            for (int x = 0; x < rgb.width(); ++x) {
                const QColor px(rgb.pixel(x, y));
                if (near(px, VertexOverlay::Selected))
                    ++orange;
                else if (near(px, VertexOverlay::Bone))
                    ++bone;
                else if (px.hsvSaturation() > 240 && px.value() > 240 && px.hsvHue() >= 45 && px.hsvHue() <= 235)
                    ++ramp; // yellow .. blue of the weight ramp
            }
        }
        QVERIFY2(orange > 20 && ramp > 20, qPrintable(QStringLiteral("orange %1, ramp %2").arg(orange).arg(ramp)));
        QVERIFY2(!bones || bone > 20, qPrintable(QStringLiteral("bone pixels %1").arg(bone)));
    }

    // Issue 13's picture: a corpus MDL mid-animation with a vertex selection, soft-selection
    // colours and the onion skin (previous and next frame as ghosts) at once.
    void renderSelectionSoftColoursAndOnionSkin()
    {
        ACKEDIT_REQUIRE_CORPUS();
        QFile in(testing::corpusDir() + QStringLiteral("/mdl5/flw_golem.mdl"));
        QVERIFY(in.open(QIODevice::ReadOnly));
        Fixture f;
        QVERIFY(f.open(format::readAssetFile(in.readAll())));
        f.editor->setCurrentFrame(12);
        f.editor->transformDock()->softBox()->setChecked(true);
        f.editor->transformDock()->softRadiusBox()->setValue(double(f.model->bounds().sizes().maxCoeff()) * 0.15);
        QVERIFY(!f.editor->viewport()->captureWithContent().isNull());
        const QPoint c(f.window->width() / 2, f.window->height() / 3);
        f.drag(c - QPoint(25, 25), c + QPoint(25, 25));
        QVERIFY(!f.selected().empty());
        const QImage without = f.editor->viewport()->captureWithContent().convertToFormat(QImage::Format_RGB32);
        f.editor->framesDock()->onionSkinAction()->setChecked(true);
        QVERIFY(f.editor->onionSkin()->isEnabled());
        QCOMPARE(f.editor->onionSkin()->ghostFrames(), (std::array<int, 2>{11, 13}));
        const QImage with = f.editor->viewport()->captureWithContent().convertToFormat(QImage::Format_RGB32);
        testing::saveRender(with, QStringLiteral("vertextool_onion_flw_golem"));
        QCOMPARE(with.size(), without.size());
        int changed = 0;
        for (int y = 0; y < with.height(); ++y)
            for (int x = 0; x < with.width(); ++x)
                changed += with.pixel(x, y) != without.pixel(x, y);
        QVERIFY2(changed > 200, qPrintable(QStringLiteral("the ghosts changed %1 pixels").arg(changed)));
        int orange = 0;
        for (int y = 0; y < with.height(); ++y)
            for (int x = 0; x < with.width(); ++x)
            {
                const QColor px(with.pixel(x, y));
                const QColor sel = VertexOverlay::Selected;
                orange += std::abs(px.red() - sel.red()) <= 2 && std::abs(px.green() - sel.green()) <= 2
                    && std::abs(px.blue() - sel.blue()) <= 2;
            }
        QVERIFY2(orange > 20, qPrintable(QStringLiteral("selected dots %1").arg(orange)));
    }
};

QTEST_MAIN(TstVertexTool)
#include "tst_vertextool.moc"

// Entities drawn as their models in the level editor (issue 34 point 4): a text WMP beside the
// model file shows the entity as that model (rendered: the pixels where the model stands are
// not the background), a missing file keeps the marker with a problem that names the file, a
// second entity of the same file shares its textures (one more mesh, no new model), a move
// redraws that entity's mesh only, and a file that goes missing takes the model away. Clicks
// select blocks by their faces and entities by their models (issue 34 point 3).
#include "document/scene/scenetesting.h"
#include "format/mdl/mdlfixtures.h"
#include "format/wmp/wmptextfixtures.h"
#include "widgets/viewporttesting.h"

#include "docks/propertypanel.h"
#include "editors/levelentitymodels.h"
#include "editors/leveleditor.h"
#include "scene/entitymodels.h"
#include "scene/wmpdocument.h"
#include "viewport/meshbuffers.h"
#include "viewport/viewport.h"
#include "wmp/wmptextfile.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QWindow>
#include <QUndoStack>

using namespace ackedit;
using document::NodeId;
using widgets::LevelEditor;
using widgets::LevelEntityModels;

namespace {

// box.mdl, named by the text WMP fixture, beside the level: a cube `step` × 65535 units a side.
void writeBox(const QTemporaryDir &dir, float step)
{
    QVERIFY(dir.isValid());
    QFile model(dir.filePath(QStringLiteral("box.mdl")));
    QVERIFY(model.open(QIODevice::WriteOnly));
    model.write(mdlfixture::gridCube("MDL5", step));
}

void waitForModels(LevelEntityModels *models)
{
    if (models->isLoading()) {
        QSignalSpy finished(models, &LevelEntityModels::loadingFinished);
        QVERIFY(finished.wait(10000));
    }
}

} // namespace

class TstLevelEntityModels : public QObject
{
    Q_OBJECT
private slots:
    void entitiesAreDrawnAsTheirModels()
    {
        QTemporaryDir dir;
        writeBox(dir, 0.001f); // 65.5 units a side; buoy.mdl is left missing
        document::WmpDocument doc(format::readWmpText(testing::wmpFixture5()), dir.filePath(QStringLiteral("fix5.wmp")));
        LevelEditor editor(&doc);
        QVERIFY(testing::showEditor(editor));
        LevelEntityModels *models = editor.entityModels();
        waitForModels(models);
        const NodeId box = testing::wmpObject(doc, 5), buoy = testing::wmpObject(doc, 7);
        QCOMPARE(models->entityCount(), 2);
        QCOMPARE(models->drawnCount(), 1);
        QVERIFY(models->isDrawn(box));
        QVERIFY(!models->isDrawn(buoy));
        QVERIFY2(models->problem(buoy).contains(QStringLiteral("buoy.mdl")), qPrintable(models->problem(buoy)));
        QVERIFY(models->problem(box).isEmpty());
        // The property panel says why an entity is a marker, and nothing for a drawn one.
        editor.setSelection({buoy});
        QVERIFY2(editor.propertyPanel()->noteText().contains(QStringLiteral("buoy.mdl")),
                 qPrintable(editor.propertyPanel()->noteText()));
        editor.setSelection({box});
        QVERIFY(editor.propertyPanel()->noteText().isEmpty());
        editor.setSelection({}); // the pictures below compare the model, not its highlight

        // Rendered where the engine puts it: the model's middle looks different once the
        // model is gone (its file missing: the marker stays).
        widgets::Viewport *view = editor.viewport();
        const Eigen::Vector3f middle = document::entityPlacement(doc, box) * Eigen::Vector3f(32.7f, 32.7f, 32.7f);
        view->frameBox(middle - Eigen::Vector3f::Constant(60), middle + Eigen::Vector3f::Constant(60));
        const QImage drawn = view->captureWithContent();
        QVERIFY(!drawn.isNull());
        testing::saveRender(drawn, QStringLiteral("levelentitymodels"));
        const QPoint pixel = testing::projectToImage(*view, middle, drawn.size()).toPoint();
        QVERIFY(doc.setProperty({box}, QStringLiteral("file"), QStringLiteral("gone.mdl")));
        QTRY_VERIFY(!models->isDrawn(box));
        QVERIFY(models->problem(box).contains(QStringLiteral("gone.mdl")));
        const QImage gone = view->captureFrame();
        testing::saveRender(gone, QStringLiteral("levelentitymodels_gone"));
        QVERIFY2(drawn.pixel(pixel) != gone.pixel(pixel), "no model where the entity stands");
        editor.setSelection({box});
        QVERIFY(editor.propertyPanel()->noteText().contains(QStringLiteral("gone.mdl")));
        doc.undoStack()->undo();
        QTRY_VERIFY(models->isDrawn(box));
        QTRY_VERIFY(editor.propertyPanel()->noteText().isEmpty()); // found again
        editor.setSelection({});

        // A second entity of the same file joins the first one's mesh: no more meshes, no more
        // draw calls (issue 34 point 4: draw calls grow with distinct models, not entities).
        const int meshes = view->meshCount();
        const int draws = view->drawCount();
        view->clearBufferUploads();
        document::NodeSetup setup;
        setup.file = QStringLiteral("box.mdl");
        const NodeId copy = editor.addAt(document::NodeKind::Entity, setup);
        QVERIFY(copy);
        QTRY_VERIFY(models->isDrawn(copy));
        editor.setSelection({}); // the new entity comes selected; its highlight is not its model
        QCoreApplication::processEvents();
        QCOMPARE(view->meshCount(), meshes);
        QCOMPARE(view->drawCount(), draws);
        QCOMPARE(models->distinctModels(), 1);
        QCoreApplication::processEvents();
        QVERIFY(!view->bufferUploads().isEmpty());
        const widgets::Viewport::MeshId modelMesh = view->bufferUploads().constLast().mesh;

        // Moving the first one re-sends its model's one mesh, with both copies, the first placed anew.
        view->clearBufferUploads();
        QVERIFY(doc.translateNodes({box}, Eigen::Vector3d(0, 0, 500)));
        QTRY_VERIFY(!view->bufferUploads().isEmpty());
        QCoreApplication::processEvents();
        QCOMPARE(view->bufferUploads().size(), 1);
        const widgets::MeshBuffers *buffers = view->meshBuffers(view->bufferUploads().constFirst().mesh);
        QVERIFY(buffers);
        QCOMPARE(view->bufferUploads().constFirst().mesh, modelMesh);

        // Undo of everything: the copy's mesh goes, the model stays drawn where it was.
        doc.undoStack()->setIndex(0);
        QTRY_COMPARE(models->entityCount(), 2);
        QVERIFY(models->isDrawn(box));
        QCOMPARE(view->meshCount(), meshes);
    }

    // A second view (the 2D views) draws the same models from the one read: a view added after
    // the load gets the textures and every placed entity, a move updates both, and the models
    // leave both views when they go.
    void aSecondViewDrawsTheSameModels()
    {
        QTemporaryDir dir;
        writeBox(dir, 0.001f);
        document::WmpDocument doc(format::readWmpText(testing::wmpFixture5()), dir.filePath(QStringLiteral("fix5.wmp")));
        widgets::Viewport first, second;
        const int empty = first.meshCount();
        {
            LevelEntityModels models(&doc, &first);
            models.update();
            waitForModels(&models);
            QCOMPARE(models.drawnCount(), 1);
            const int drawn = first.meshCount();
            QCOMPARE(drawn, empty + 1); // the model: its textures and its one entity
            models.addViewport(&second);
            QCOMPARE(second.meshCount(), empty + 1);
            QCOMPARE(models.distinctModels(), 1);

            const NodeId box = testing::wmpObject(doc, 5);
            first.clearBufferUploads();
            second.clearBufferUploads();
            QVERIFY(doc.translateNodes({box}, Eigen::Vector3d(0, 0, 500)));
            models.update();
            QCOMPARE(first.bufferUploads().size(), 1);
            QCOMPARE(second.bufferUploads().size(), 1);
            // Where the second view has it: moved up with the entity.
            const widgets::MeshBuffers *moved = second.meshBuffers(second.bufferUploads().constFirst().mesh);
            const widgets::MeshBuffers *reference = first.meshBuffers(first.bufferUploads().constFirst().mesh);
            QVERIFY(moved && reference);
            QVERIFY(moved->vertices() == reference->vertices());
        }
        QCOMPARE(first.meshCount(), empty);
        QCOMPARE(second.meshCount(), empty);
    }

    // Where no marker is, a click selects the block whose faces are under it or the entity
    // whose model is; empty space clears the selection; a selected block dragged by its face
    // moves (one undo step, the exact bytes back on undo).
    void clickAndDragSurfaces()
    {
        QTemporaryDir dir;
        writeBox(dir, 0.01f); // 655 units a side (327 at scale 0.5)
        const QByteArray original = testing::wmpFixture5();
        document::WmpDocument doc(format::readWmpText(original), dir.filePath(QStringLiteral("fix5.wmp")));
        LevelEditor editor(&doc);
        QWindow *window = testing::showEditor(editor);
        QVERIFY(window);
        waitForModels(editor.entityModels());
        widgets::Viewport *view = editor.viewport();
        const QSize size = view->renderWidget()->size();
        const auto pixelOf = [&](const Eigen::Vector3f &p) { return testing::projectToImage(*view, p, size).toPoint(); };

        const NodeId tetra = testing::wmpObject(doc, 3), box = testing::wmpObject(doc, 5);
        Eigen::Vector3f lo, hi;
        QVERIFY(doc.bounds(tetra, &lo, &hi));
        view->frameBox(lo, hi);
        QCoreApplication::processEvents();
        const QPoint onTetra = pixelOf(Eigen::Vector3f(0.5f * (lo + hi)));
        QTest::mouseMove(window, onTetra);
        QTest::mouseClick(window, Qt::LeftButton, {}, onTetra);
        QTRY_COMPARE(editor.selection(), QList<NodeId>{tetra});
        QTest::mouseClick(window, Qt::LeftButton, {}, QPoint(3, 3));
        QTRY_VERIFY(editor.selection().isEmpty());

        const Eigen::Vector3f middle = document::entityPlacement(doc, box) * Eigen::Vector3f(327.f, 327.f, 327.f);
        view->frameBox(middle - Eigen::Vector3f::Constant(200), middle + Eigen::Vector3f::Constant(200));
        QCoreApplication::processEvents();
        QTest::mouseMove(window, pixelOf(middle));
        QTest::mouseClick(window, Qt::LeftButton, {}, pixelOf(middle));
        QTRY_COMPARE(editor.selection(), QList<NodeId>{box});

        // Drag the selected block by its face.
        editor.setSelection({tetra});
        view->frameBox(lo, hi);
        QCoreApplication::processEvents();
        const Eigen::Vector3f before = lo;
        QTest::mouseMove(window, onTetra);
        QTest::mousePress(window, Qt::LeftButton, {}, onTetra);
        for (int i = 1; i <= 5; ++i)
            QTest::mouseMove(window, onTetra + QPoint(8 * i, 0));
        QTest::mouseRelease(window, Qt::LeftButton, {}, onTetra + QPoint(40, 0));
        QCOMPARE(doc.undoStack()->count(), 1);
        QVERIFY(doc.bounds(tetra, &lo, &hi));
        QVERIFY2((lo - before).norm() > 1.f, "the block did not move");
        QCOMPARE(editor.selection(), QList<NodeId>{tetra});
        doc.undoStack()->undo();
        QCOMPARE(doc.wmp()->write(), original);
    }
};

QTEST_MAIN(TstLevelEntityModels)
#include "tst_levelentitymodels.moc"

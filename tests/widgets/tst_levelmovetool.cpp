// The level editor's move tool with real mouse events and keys (issue 34 point 3): dragging a
// selected marker moves its entity by what the cursor travelled, as one undo step, and a capture
// of the view shows the marker where the properties now put it; a plain drag elsewhere still
// orbits (nothing moves); G + mouse + click moves, Esc cancels to the exact bytes with no step;
// X constrains to the X axis; undo/redo restore the exact bytes. R and S rotate and scale. A drag
// from an axis handle moves along that axis only.
#include "format/wmp/wmptextfixtures.h"
#include "widgets/levelviewtesting.h"
#include "widgets/viewporttesting.h"

#include "editors/fourviewlayout.h"
#include "editors/leveleditor.h"
#include "editors/levelmovetool.h"
#include "scene/sceneselection.h"
#include "scene/wmpdocument.h"
#include "viewport/markerentity.h"
#include "viewport/viewport.h"
#include "wmp/wmptextfile.h"

#include <QTest>
#include <QUndoStack>
#include <QVector3D>
#include <QWindow>

using namespace ackedit;
using document::NodeId;
using widgets::LevelEditor;

namespace {

const QColor Background(20, 20, 30);

struct Fixture
{
    std::unique_ptr<document::WmpDocument> doc;
    std::unique_ptr<LevelEditor> editor;
    QWindow *window = nullptr;
    NodeId model = 0;
    QByteArray original;

    bool open()
    {
        original = testing::wmpFixture5();
        doc = std::make_unique<document::WmpDocument>(format::readWmpText(original), QString());
        for (const format::WmpObjectNode &o : doc->wmp()->objects()) {
            if (o.number == 5)
                model = o.id; // box_mdl_002 in the group at (3072 0 32)
        }
        editor = std::make_unique<LevelEditor>(doc.get());
        editor->viewport()->setBackgroundColor(Background);
        editor->viewLayout()->setMaximised(true); // the 3D view alone (tst_levelplanviews: the 2D views)
        editor->resize(480, 400);
        editor->show();
        if (!QTest::qWaitForWindowExposed(editor.get()))
            return false;
        window = editor->viewport()->renderWindow();
        editor->setSelection({model});
        editor->frameSelected(); // the model in the middle, close up
        QCoreApplication::processEvents();
        return window != nullptr && model != 0;
    }

    Eigen::Vector3f worldOf(NodeId id) const
    {
        Eigen::Vector3f p;
        doc->markerPosition(id, &p);
        return p;
    }
    QPoint pixelOf(NodeId id) const
    {
        return testing::projectToImage(*editor->viewport(), worldOf(id), window->size()).toPoint();
    }
    QVector3D origin() const { return doc->property(model, QStringLiteral("origin")).value<QVector3D>(); }

    void drag(const QPoint &from, const QPoint &to, Qt::KeyboardModifiers mods = Qt::NoModifier)
    {
        testing::leftDrag(window, from, to, mods);
    }
};


} // namespace

class TstLevelMoveTool : public QObject
{
    Q_OBJECT
private slots:
    void dragASelectedMarkerMovesItsEntity()
    {
        Fixture f;
        QVERIFY(f.open());
        const QPoint from = f.pixelOf(f.model), to = from + QPoint(60, -20);
        const QVector3D before = f.origin();
        f.drag(from, to);
        QCOMPARE(f.doc->undoStack()->count(), 1);
        QVERIFY(f.origin() != before);
        // The entity is now under the cursor, and the properties say so.
        const QPoint now = f.pixelOf(f.model);
        QVERIFY2((now - to).manhattanLength() <= 3, qPrintable(QStringLiteral("at %1,%2, cursor at %3,%4")
                                                                   .arg(now.x()).arg(now.y()).arg(to.x()).arg(to.y())));
        QCOMPARE(f.editor->selection(), QList<NodeId>{f.model});
        // The render shows the selected marker there, not where it was.
        const QImage shot = f.editor->viewport()->captureWithContent();
        QVERIFY(!shot.isNull());
        testing::saveRender(shot, QStringLiteral("levelmovetool-dragged"));
        const double scale = double(shot.width()) / f.window->width();
        QVERIFY2(testing::selectionColourNear(shot, QPoint(int(to.x() * scale), int(to.y() * scale)), 6), "no marker under the cursor");
        QVERIFY2(!testing::selectionColourNear(shot, QPoint(int(from.x() * scale), int(from.y() * scale)), 3), "the marker stayed");

        f.doc->undoStack()->undo();
        QCOMPARE(f.doc->wmp()->write(), f.original);
        f.doc->undoStack()->redo();
        QCOMPARE(f.origin(), f.doc->property(f.model, QStringLiteral("origin")).value<QVector3D>());
        QVERIFY(f.doc->wmp()->write() != f.original);
    }

    void dragAnAxisHandleMovesAlongIt()
    {
        Fixture f;
        QVERIFY(f.open());
        widgets::LevelMoveTool *tool = f.editor->moveTool();
        QVERIFY(tool->handles());
        const document::AxisHandles handles = *tool->handles();
        QVERIFY((handles.centre - f.worldOf(f.model)).norm() < 1e-2f);
        const QPoint onX = testing::projectToImage(*f.editor->viewport(), handles.centre + 0.6f * handles.length * Eigen::Vector3f::UnitX(),
                                                   f.window->size()).toPoint();
        // The handle is drawn (red, over everything).
        const QImage shot = f.editor->viewport()->captureWithContent();
        const double scale = double(shot.width()) / f.window->width();
        const auto redNear = [&](const QImage &image, const QPoint &p) {
            const QPoint c(int(p.x() * scale), int(p.y() * scale));
            for (int y = c.y() - 3; y <= c.y() + 3; ++y)
                for (int x = c.x() - 3; x <= c.x() + 3; ++x) {
                    const QColor k = image.pixelColor(x, y);
                    if (k.red() > 170 && k.green() < 110 && k.blue() < 110)
                        return true;
                }
            return false;
        };
        QVERIFY2(redNear(shot, onX), "no X handle drawn");
        // Solid, some pixels wide (AxisHandles::arrow), not a one-pixel line: the red pixels in
        // the box around the X handle are several times its length.
        const QPointF from = testing::projectToImage(*f.editor->viewport(), handles.centre, f.window->size()) * scale;
        const QPointF to = testing::projectToImage(*f.editor->viewport(), handles.tip(0), f.window->size()) * scale;
        const QRect box = QRectF(from, to).normalized().toAlignedRect().adjusted(-12, -12, 12, 12) & shot.rect();
        int red = 0;
        for (int y = box.top(); y <= box.bottom(); ++y)
            for (int x = box.left(); x <= box.right(); ++x) {
                const QColor k = shot.pixelColor(x, y);
                red += k.red() > 170 && k.green() < 110 && k.blue() < 110 ? 1 : 0;
            }
        QVERIFY2(red > 2.5 * document::AxisHandles::LengthPixels * scale, qPrintable(QString::number(red)));
        testing::saveRender(shot, QStringLiteral("levelmovetool-handles"));

        // A diagonal drag from the X handle moves along X only, as one step.
        const QVector3D before = f.origin();
        f.drag(onX, onX + QPoint(60, 35));
        QCOMPARE(f.doc->undoStack()->count(), 1);
        const QVector3D after = f.origin();
        QVERIFY(std::abs(after.x() - before.x()) > 1.0f);
        QCOMPARE(after.y(), before.y());
        QCOMPARE(after.z(), before.z());
        QCOMPARE(f.editor->selection(), QList<NodeId>{f.model});
        // The handles followed the entity.
        QTRY_VERIFY((tool->handles()->centre - f.worldOf(f.model)).norm() < 1e-2f);

        // Esc during a handle drag puts everything back, with no step.
        const QByteArray moved = f.doc->wmp()->write();
        const QPoint onZ = testing::projectToImage(*f.editor->viewport(),
                                                   tool->handles()->centre + 0.6f * tool->handles()->length * Eigen::Vector3f::UnitZ(),
                                                   f.window->size()).toPoint();
        QTest::mouseMove(f.window, onZ);
        QTest::mousePress(f.window, Qt::LeftButton, Qt::NoModifier, onZ);
        QTest::mouseMove(f.window, onZ + QPoint(0, -30));
        QVERIFY(tool->isMoving());
        QVERIFY(f.origin().z() != after.z());
        QCOMPARE(f.origin().x(), after.x());
        QTest::keyClick(f.window, Qt::Key_Escape);
        QTest::mouseRelease(f.window, Qt::LeftButton, Qt::NoModifier, onZ + QPoint(0, -30));
        QCOMPARE(f.doc->wmp()->write(), moved);
        QCOMPARE(f.doc->undoStack()->count(), 1);

        // Nothing selected: no handles.
        f.editor->setSelection({});
        QVERIFY(!tool->handles());
    }

    void dragOnEmptySpaceOrbits()
    {
        Fixture f;
        QVERIFY(f.open());
        const Eigen::Vector3f eye = f.editor->viewport()->cameraState().eye;
        f.drag(QPoint(20, 20), QPoint(120, 60));
        QCOMPARE(f.doc->undoStack()->count(), 0);
        QCOMPARE(f.doc->wmp()->write(), f.original);
        QVERIFY((f.editor->viewport()->cameraState().eye - eye).norm() > 1e-3f); // the camera turned
    }

    void grabKeyMovesAndEscapeCancels()
    {
        Fixture f;
        QVERIFY(f.open());
        const QPoint start = f.pixelOf(f.model);
        QTest::mouseMove(f.window, start);
        QTest::keyClick(f.window, Qt::Key_G);
        QVERIFY(f.editor->moveTool()->isMoving());
        for (int i = 1; i <= 4; ++i)
            QTest::mouseMove(f.window, start + QPoint(10 * i, 5 * i));
        QVERIFY(f.doc->wmp()->write() != f.original);
        QTest::keyClick(f.window, Qt::Key_Escape);
        QVERIFY(!f.editor->moveTool()->isMoving());
        QCOMPARE(f.doc->wmp()->write(), f.original);
        QCOMPARE(f.doc->undoStack()->count(), 0);

        // Again, constrained to X, confirmed by a click.
        const QVector3D before = f.origin();
        QTest::mouseMove(f.window, start);
        QTest::keyClick(f.window, Qt::Key_G);
        QTest::keyClick(f.window, Qt::Key_X);
        QTest::mouseMove(f.window, start + QPoint(30, 25));
        QTest::mouseClick(f.window, Qt::LeftButton, Qt::NoModifier, start + QPoint(30, 25));
        QVERIFY(!f.editor->moveTool()->isMoving());
        QCOMPARE(f.doc->undoStack()->count(), 1);
        const QVector3D after = f.origin();
        // X in the world is X in the group (it is not turned): only X changed.
        QVERIFY(after.x() != before.x());
        QCOMPARE(after.y(), before.y());
        QCOMPARE(after.z(), before.z());
    }

    // R turns the pan with the cursor's sweep around the entity (Z again: back to pan after Y),
    // a click confirms as one step; S scales with the distance, Esc leaves the exact bytes.
    void rotateAndScaleKeys()
    {
        Fixture f;
        QVERIFY(f.open());
        const QPoint centre = f.pixelOf(f.model);
        const auto angles = [&] { return f.doc->property(f.model, QStringLiteral("angles")).value<QVector3D>(); };
        const QVector3D before = angles();
        QTest::mouseMove(f.window, centre + QPoint(60, 0));
        QTest::keyClick(f.window, Qt::Key_R);
        QVERIFY(f.editor->moveTool()->isTurning());
        QTest::keyClick(f.window, Qt::Key_Y); // tilt ...
        QTest::keyClick(f.window, Qt::Key_Y); // ... and back to pan
        for (int i = 1; i <= 6; ++i) { // a quarter turn, counter-clockwise on the screen
            const double a = i * 15 * 3.14159265358979 / 180;
            QTest::mouseMove(f.window, centre + QPoint(int(std::lround(60 * std::cos(a))), -int(std::lround(60 * std::sin(a)))));
        }
        QTest::mouseClick(f.window, Qt::LeftButton, Qt::NoModifier, centre + QPoint(0, -60));
        QVERIFY(!f.editor->moveTool()->isTurning());
        QCOMPARE(f.doc->undoStack()->count(), 1);
        const QVector3D turned = angles() - before;
        // Counter-clockwise as seen: engine pan +90, which a text WMP stores as -90.
        QVERIFY2(std::abs(turned.x() + 90.f) < 3.f && turned.y() == 0.f && turned.z() == 0.f,
                 qPrintable(QStringLiteral("%1 %2 %3").arg(turned.x()).arg(turned.y()).arg(turned.z())));

        const QByteArray turnedBytes = f.doc->wmp()->write();
        QTest::mouseMove(f.window, centre + QPoint(40, 0));
        QTest::keyClick(f.window, Qt::Key_S);
        QVERIFY(f.editor->moveTool()->isTurning());
        QTest::mouseMove(f.window, centre + QPoint(80, 0));
        QVERIFY(f.doc->wmp()->write() != turnedBytes);
        QTest::keyClick(f.window, Qt::Key_Escape);
        QVERIFY(!f.editor->moveTool()->isTurning());
        QCOMPARE(f.doc->wmp()->write(), turnedBytes);
        QCOMPARE(f.doc->undoStack()->count(), 1);
        f.doc->undoStack()->undo();
        QCOMPARE(f.doc->wmp()->write(), f.original);
    }

    // B and a drag select what the box holds; Shift adds; Esc before the drag changes nothing;
    // a plain drag afterwards orbits again.
    void boxSelect()
    {
        Fixture f;
        QVERIFY(f.open());
        const QPoint at = f.pixelOf(f.model);
        const auto boxDrag = [&](const QPoint &from, const QPoint &to, Qt::KeyboardModifiers mods) {
            QTest::mouseMove(f.window, from);
            QTest::keyClick(f.window, Qt::Key_B);
            QVERIFY(f.editor->moveTool()->isBoxSelecting());
            QTest::mousePress(f.window, Qt::LeftButton, mods, from);
            QTest::mouseMove(f.window, (from + to) / 2);
            QTest::mouseMove(f.window, to);
            QTest::mouseRelease(f.window, Qt::LeftButton, mods, to);
            QVERIFY(!f.editor->moveTool()->isBoxSelecting());
        };
        f.editor->setSelection({});
        boxDrag(at - QPoint(8, 8), at + QPoint(8, 8), Qt::NoModifier);
        QCOMPARE(f.editor->selection(), QList<NodeId>{f.model});
        // Esc drops an armed box.
        QTest::keyClick(f.window, Qt::Key_B);
        QTest::keyClick(f.window, Qt::Key_Escape);
        QVERIFY(!f.editor->moveTool()->isBoxSelecting());
        QCOMPARE(f.editor->selection(), QList<NodeId>{f.model});
        // The whole view, with Shift: everything with a place on the screen joins.
        boxDrag(QPoint(1, 1), QPoint(f.window->width() - 2, f.window->height() - 2), Qt::ShiftModifier);
        QVERIFY(f.editor->selection().size() > 1);
        QCOMPARE(f.editor->selection().constFirst(), f.model);
        QCOMPARE(f.doc->undoStack()->count(), 0); // selecting is no edit
    }
};

QTEST_MAIN(TstLevelMoveTool)
#include "tst_levelmovetool.moc"

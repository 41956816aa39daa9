// The terrain editor's Skin dock: a terrain skin painted with the mouse in the 2D view is one undo
// step on the terrain document, the 3D view's texture follows, and a skin stored outside the
// file says why it cannot be painted.
#include "widgets/showactive.h"

#include "documentfactory.h"
#include "docks/skinpaintdock.h"
#include "editors/skinuploader.h"
#include "editors/terraineditor.h"
#include "format/hmp/hmpfixtures.h"
#include "formatregistry.h"
#include "common/ddsimage.h"
#include "hmp/hmpfile.h"
#include "viewport/viewport.h"
#include "skin/skincanvas.h"
#include "skinview/skinview.h"
#include "terrain/terraindocument.h"

#include <QComboBox>
#include <QMainWindow>
#include <QSpinBox>
#include <QTest>
#include <QUndoStack>

using namespace ackedit;
using document::TerrainDocument;
using widgets::SkinPaintDock;
using widgets::TerrainEditor;

namespace {

// The terrain editor in a main window with its Skin dock, as the application shows it.
struct Window
{
    explicit Window(TerrainDocument *terrain)
    {
        editor = new TerrainEditor(terrain);
        window.setCentralWidget(editor);
        dock = editor->skinPaintDock();
        window.addDockWidget(Qt::RightDockWidgetArea, dock);
        window.resize(1000, 700);
    }
    bool show() { return testing::showActive(window); }

    QMainWindow window;
    TerrainEditor *editor;
    SkinPaintDock *dock;
};

} // namespace

class TestTerrainSkinPaint : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    // A terrain with a DDS skin first (for the engine) and a pixel skin after it: the 3D view
    // draws the pixel skin (HmpFile::displaySkin), so the Skin dock starts on it and a stroke
    // shows on the terrain.
    void startsOnTheSkinThe3DViewDraws()
    {
        auto hmp = format::HmpFile::create(QStringLiteral("HMP7"), 9, 7, 4.f, 3.f, hmptest::wave(9, 7),
                                           format::HmpSkin::ddsFile(format::writeDdsRgba(hmptest::pattern(16, 16), false)));
        hmp->addSkin(format::HmpSkin::fromImage(format::PixelType::Rgb565, hmptest::pattern(16, 8, 1)));
        QCOMPARE(hmp->displaySkin(), 1);
        auto doc = document::createDocument(format::readAssetFile(hmp->write()), QString());
        auto *terrain = qobject_cast<TerrainDocument *>(doc.get());
        QVERIFY(terrain);
        Window w(terrain);
        TerrainEditor *editor = w.editor;
        SkinPaintDock *dock = w.dock;
        QVERIFY(w.show());
        QCOMPARE(dock->skinBox()->count(), 2);
        QCOMPARE(dock->currentSkin(), 1);
        QCOMPARE(dock->view()->canvas(), terrain->skinCanvas(1));
        editor->viewport()->clearSkinUploads();
        dock->sizeSpin()->setValue(1);
        const auto at = [&](double x, double y) { return dock->view()->widgetPos(QPointF(x, y)).toPoint(); };
        QTest::mouseClick(dock->view(), Qt::LeftButton, {}, at(4.5, 4.5));
        QCOMPARE(terrain->undoStack()->count(), 1);
        QTRY_VERIFY(!editor->skinUploader()->isPending());
        QCOMPARE(editor->viewport()->skinUploads().size(), 1);
        QCOMPARE(editor->viewport()->skinUploads().first().skin, 1);
    }

    void paintsATerrainSkin()
    {
        auto doc = document::createDocument(format::readAssetFile(hmptest::hmp7AllSkins()->write()), QString());
        auto *terrain = qobject_cast<TerrainDocument *>(doc.get());
        QVERIFY(terrain);
        Window w(terrain);
        TerrainEditor *editor = w.editor;
        SkinPaintDock *dock = w.dock;
        QVERIFY(editor->dockWidgets().contains(dock));
        QVERIFY(w.show());
        QCOMPARE(dock->skinBox()->count(), terrain->asset()->skinCount());
        QCOMPARE(dock->currentSkin(), 0);
        QCOMPARE(dock->view()->uvTriangleCount(), 0); // no wireframe over a terrain skin

        document::SkinCanvas *canvas = terrain->skinCanvas(0);
        QVERIFY(canvas);
        QCOMPARE(dock->view()->canvas(), canvas);
        const QImage before = canvas->image().copy();
        dock->sizeSpin()->setValue(1);
        dock->hardnessSpin()->setValue(100);
        dock->view()->settings()->setForeground(QColor(255, 0, 0)); // exact in RGB565
        const auto at = [&](double x, double y) { return dock->view()->widgetPos(QPointF(x, y)).toPoint(); };
        QTest::mousePress(dock->view(), Qt::LeftButton, {}, at(1.5, 4.5));
        QTest::mouseMove(dock->view(), at(6.5, 4.5));
        QTest::mouseRelease(dock->view(), Qt::LeftButton, {}, at(12.5, 4.5));
        QCOMPARE(terrain->undoStack()->count(), 1);
        for (int x = 1; x <= 12; ++x)
            QCOMPARE(canvas->image().pixelColor(x, 4), QColor(255, 0, 0));
        QTRY_VERIFY(!editor->skinUploader()->isPending());
        QCOMPARE(editor->viewport()->skinUploads().size(), 1);
        QCOMPARE(editor->viewport()->skinUploads().first().skin, 0);
        terrain->undoStack()->undo();
        QCOMPARE(canvas->image(), before);

        // Skin 6 is an external file: nothing to paint, and the dock says so.
        dock->skinBox()->setCurrentIndex(5);
        QVERIFY(!dock->view()->canvas());
        QVERIFY2(dock->noticeText().contains(QStringLiteral("not stored in the file")), qPrintable(dock->noticeText()));
    }
};

QTEST_MAIN(TestTerrainSkinPaint)
#include "tst_terrainskinpaint.moc"

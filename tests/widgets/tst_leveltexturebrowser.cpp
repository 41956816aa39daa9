// The level editor's texture browser (issue 34 point 6) on a text WMP whose WAD lies beside it:
// the dock lists the WAD's textures and the face textures no WAD has; the level is drawn with the
// WAD's textures; Apply puts the current texture on the selected blocks as one undo step each
// (undo gives the exact bytes back) and the view shows the new texture; a new block gets the
// current texture; a WMB (compiled blocks) has no browser.
#include "document/scene/scenetesting.h"
#include "format/wad/wadfixtures.h"
#include "format/wmb/wmbfixture.h"
#include "format/wmp/wmptextfixtures.h"
#include "widgets/viewporttesting.h"

#include "docks/texturebrowserdock.h"
#include "editors/leveleditor.h"
#include "editors/levelmovetool.h"
#include "scene/scenepick.h"
#include "scene/wmbdocument.h"
#include "scene/wmpdocument.h"
#include "viewport/viewport.h"
#include "wmb/wmbfile.h"
#include "wmp/wmptextfile.h"

#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace ackedit;
using document::NodeId;
using document::NodeKind;
using widgets::LevelEditor;
using widgets::TextureBrowserDock;

namespace {

format::RgbaImage solid(int r, int g, int b)
{
    format::RgbaImage image(16, 16);
    for (int y = 0; y < 16; ++y)
        for (int x = 0; x < 16; ++x) {
            uint8_t *p = image.pixel(x, y);
            p[0] = uint8_t(r), p[1] = uint8_t(g), p[2] = uint8_t(b), p[3] = 255;
        }
    return image;
}

// "stone" pure blue, "bricks" pure green (both exact in RGB565).
QByteArray tilesWad()
{
    using namespace wadfixture;
    return buildWad("WAD7", {{"stone", 10, textureRecord("stone", 16, 16, 10, 10, encodePixels(10, solid(0, 0, 255)))},
                             {"bricks", 10, textureRecord("bricks", 16, 16, 10, 10, encodePixels(10, solid(0, 255, 0)))}});
}

// Pixels of `image` where blue, or green, clearly dominates.
std::pair<int, int> blueAndGreen(const QImage &image)
{
    int blue = 0, green = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) {
            const QColor c = image.pixelColor(x, y);
            blue += c.blue() > 60 && c.blue() > 2 * c.red() && c.blue() > 2 * c.green();
            green += c.green() > 60 && c.green() > 2 * c.red() && c.green() > 2 * c.blue();
        }
    return {blue, green};
}

// tiles.wad in `dir`, where a level saved there finds it.
bool writeTilesWad(const QTemporaryDir &dir)
{
    QFile wad(dir.filePath(QStringLiteral("tiles.wad")));
    const QByteArray bytes = tilesWad();
    return wad.open(QIODevice::WriteOnly) && wad.write(bytes) == bytes.size();
}

// wmpFixture5 saved as level.wmp beside tiles.wad, open in its editor.
struct TexturedLevel
{
    QTemporaryDir dir;
    bool wadWritten = writeTilesWad(dir);
    QByteArray original = testing::wmpFixture5();
    document::WmpDocument doc{format::readWmpText(original), dir.filePath(QStringLiteral("level.wmp"))};
    LevelEditor editor{&doc};
};

QStringList listed(const TextureBrowserDock &dock)
{
    QStringList out;
    for (int i = 0; i < dock.list()->count(); ++i)
        out << dock.list()->item(i)->text();
    return out;
}

} // namespace

class TstLevelTextureBrowser : public QObject
{
    Q_OBJECT
private slots:
    void browseApplyAndSee()
    {
        TexturedLevel level;
        auto &[dir, wadWritten, original, doc, editor] = level;
        QVERIFY(wadWritten);
        TextureBrowserDock *browser = editor.textureBrowser();
        QVERIFY(browser);
        QVERIFY(editor.dockWidgets().contains(browser));
        // The WADs are read on another thread: the editor is there before them, says so, and
        // tells when they are in (the views are then drawn again with them, below).
        QVERIFY(editor.isLoading());
        QVERIFY(browser->problemLabel()->text().contains(QStringLiteral("Reading")));
        QSignalSpy loaded(&editor, &widgets::DocumentEditor::loadingFinished);
        QVERIFY(loaded.wait(10000));
        QVERIFY(!editor.isLoading());
        QCOMPARE(listed(*browser), (QStringList{QStringLiteral("stone"), QStringLiteral("bricks"), QStringLiteral("sky"),
                                                QStringLiteral("glass")}));
        QCOMPARE(browser->currentTexture(), QStringLiteral("stone")); // the first the faces use
        QVERIFY(browser->problemLabel()->isHidden());
        QVERIFY(!browser->applyButton()->isEnabled()); // nothing selected

        // The filter keeps the names that contain its text.
        browser->filterEdit()->setText(QStringLiteral("ST"));
        QVERIFY(!browser->list()->item(0)->isHidden());
        QVERIFY(browser->list()->item(1)->isHidden());
        browser->filterEdit()->clear();
        // A filter that hides the current texture moves it to the first match (Apply applies
        // what is seen), or to none when nothing matches.
        browser->filterEdit()->setText(QStringLiteral("bri"));
        QCOMPARE(browser->currentTexture(), QStringLiteral("bricks"));
        browser->filterEdit()->setText(QStringLiteral("no such texture"));
        QCOMPARE(browser->currentTexture(), QString());
        browser->filterEdit()->clear();
        browser->setCurrentTexture(QStringLiteral("stone"));

        QWindow *window = testing::showEditor(editor);
        // Edits wait until the 2D views have started: a texture applied while Qt3D starts them was
        // once not drawn within 10 s under load even after the overlay buffer fix (bufferwrite.h;
        // 7cb2881's fresh clone): the mesh's texture path is not understood yet (issue 36 note).
        QTRY_VERIFY_WITH_TIMEOUT(!editor.planViewsPending(), 30000);
        QVERIFY(window);
        widgets::Viewport *view = editor.viewport();
        view->setRenderMode(widgets::Viewport::RenderMode::Textured);
        const NodeId box = testing::wmpObject(doc, 2); // block 0: five stone faces and a sky face
        editor.setSelection({box});
        editor.frameSelected();
        editor.setSelection({});
        QCoreApplication::processEvents();
        const auto [blueBefore, greenBefore] = blueAndGreen(view->captureWithContent());
        QVERIFY2(blueBefore > 2000 && greenBefore == 0, qPrintable(QStringLiteral("%1 %2").arg(blueBefore).arg(greenBefore)));

        editor.setSelection({box});
        QVERIFY(browser->applyButton()->isEnabled());
        browser->setCurrentTexture(QStringLiteral("bricks"));
        QTest::mouseClick(browser->applyButton(), Qt::LeftButton);
        QCOMPARE(doc.undoStack()->count(), 1);
        QCOMPARE(doc.property(box, QStringLiteral("texture")).toString(), QStringLiteral("bricks"));
        // The status line says what Apply did, also after the mesh and markers were redrawn
        // (their updates used to overwrite it at once), until the selection changes.
        QTest::qWait(400);
        QVERIFY2(editor.statusText().contains(QStringLiteral("textured bricks")), qPrintable(editor.statusText()));
        editor.setSelection({});
        QVERIFY(!editor.statusText().contains(QStringLiteral("textured")));
        QTRY_VERIFY_WITH_TIMEOUT(blueAndGreen(view->captureFrame()).second > 2000, 10000);
        QCOMPARE(blueAndGreen(view->captureFrame()).first, 0);

        // A second apply is a second step; undo gives the bytes back and the blue faces.
        editor.setSelection({box});
        browser->setCurrentTexture(QStringLiteral("glass"));
        QVERIFY(editor.applyTexture(browser->currentTexture()));
        QCOMPARE(doc.undoStack()->count(), 2);
        doc.undoStack()->undo();
        doc.undoStack()->undo();
        QCOMPARE(doc.wmp()->write(), original);
        editor.setSelection({});
        QTRY_VERIFY_WITH_TIMEOUT(blueAndGreen(view->captureFrame()).first > 2000, 10000);

        // A new block takes the current texture.
        browser->setCurrentTexture(QStringLiteral("bricks"));
        const NodeId added = editor.addAt(NodeKind::Block);
        QVERIFY(added);
        QCOMPARE(doc.property(added, QStringLiteral("texture")).toString(), QStringLiteral("bricks"));

        // Nothing selected: Apply says so and changes nothing.
        editor.setSelection({});
        const int steps = doc.undoStack()->count();
        QVERIFY(!editor.applyTexture(QStringLiteral("stone")));
        QCOMPARE(doc.undoStack()->count(), steps);
        QVERIFY(editor.statusText().contains(QStringLiteral("Select")));
    }

    // Apply to Faces: each left click in the view puts the current texture on the face under the
    // cursor only (green appears, the other faces stay blue), one undo step per face, and the
    // click selects nothing; Esc ends the mode and lifts the button. Undo gives the bytes back.
    void faceModeTexturesClickedFaces()
    {
        TexturedLevel level;
        auto &[dir, wadWritten, original, doc, editor] = level;
        QVERIFY(wadWritten);
        TextureBrowserDock *browser = editor.textureBrowser();
        QTRY_VERIFY(!editor.isLoading());
        QWindow *window = testing::showEditor(editor);
        QVERIFY(window);
        widgets::Viewport *view = editor.viewport();
        view->setRenderMode(widgets::Viewport::RenderMode::Textured);
        const NodeId box = testing::wmpObject(doc, 2);
        editor.setSelection({box});
        editor.frameSelected();
        editor.setSelection({});
        QCoreApplication::processEvents();

        // A face of the box that shows: the first polygon whose middle the view's ray hits first.
        std::vector<std::vector<Eigen::Vector3f>> polygons;
        std::vector<int> faces;
        QVERIFY(doc.blockPolygons(box, &polygons, &faces));
        QPoint click;
        int face = -1;
        for (size_t p = 0; p < polygons.size() && face < 0; ++p) {
            Eigen::Vector3f centre = Eigen::Vector3f::Zero();
            for (const Eigen::Vector3f &v : polygons[p])
                centre += v;
            centre /= float(polygons[p].size());
            const QPoint pixel = testing::projectToImage(*view, centre, window->size()).toPoint();
            const document::SceneHit hit = document::pickBlock(
                doc, editor.moveTool()->view().rayAt(Eigen::Vector2f(float(pixel.x()), float(pixel.y()))));
            if (hit.id == box && hit.face == faces[p] && QRect(QPoint(0, 0), window->size()).contains(pixel)) {
                click = pixel;
                face = faces[p];
            }
        }
        QVERIFY(face >= 0);

        browser->setCurrentTexture(QStringLiteral("bricks"));
        QTest::mouseClick(browser->faceModeButton(), Qt::LeftButton);
        QVERIFY(editor.isTexturingFaces());
        QVERIFY(editor.statusText().contains(QStringLiteral("Face mode")));
        QTest::mouseMove(window, click);
        QTest::mouseClick(window, Qt::LeftButton, Qt::NoModifier, click);
        QCOMPARE(doc.undoStack()->count(), 1);
        QStringList expected;
        for (int f = 0; f < 6; ++f)
            expected << (f == face ? QStringLiteral("bricks") : f == 5 ? QStringLiteral("sky") : QStringLiteral("stone"));
        QCOMPARE(doc.property(box, QStringLiteral("faceTextures")).toStringList(), expected);
        QVERIFY(editor.selection().isEmpty()); // the click textured, it did not select
        QTRY_VERIFY_WITH_TIMEOUT(blueAndGreen(view->captureFrame()).second > 200, 10000);
        QVERIFY(blueAndGreen(view->captureFrame()).first > 200); // the other faces stay stone

        QTest::keyClick(window, Qt::Key_Escape);
        QVERIFY(!editor.isTexturingFaces());
        QVERIFY(!browser->faceModeButton()->isChecked());
        QTest::mouseClick(window, Qt::LeftButton, Qt::NoModifier, click);
        QCOMPARE(doc.undoStack()->count(), 1);
        doc.undoStack()->undo();
        QCOMPARE(doc.wmp()->write(), original);
    }

    void missingWadIsSaid()
    {
        QTemporaryDir dir;
        document::WmpDocument doc(format::readWmpText(testing::wmpFixture5()), dir.filePath(QStringLiteral("level.wmp")));
        LevelEditor editor(&doc);
        QVERIFY(editor.textureBrowser());
        QTRY_VERIFY(!editor.isLoading());
        QCOMPARE(listed(*editor.textureBrowser()),
                 (QStringList{QStringLiteral("stone"), QStringLiteral("sky"), QStringLiteral("glass")}));
        QVERIFY(!editor.textureBrowser()->problemLabel()->isHidden());
        QVERIFY(editor.textureBrowser()->problemLabel()->text().contains(QStringLiteral("tiles.wad")));
    }

    void wmbHasNoBrowser()
    {
        document::WmbDocument doc(format::readWmb(wmbfixture::wmb7Full()), QString());
        LevelEditor editor(&doc);
        QVERIFY(!editor.textureBrowser());
        QCOMPARE(editor.dockWidgets().size(), 2);
    }
};

QTEST_MAIN(TstLevelTextureBrowser)
#include "tst_leveltexturebrowser.moc"

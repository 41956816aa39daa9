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
        QTemporaryDir dir;
        QFile wad(dir.filePath(QStringLiteral("tiles.wad")));
        QVERIFY(wad.open(QIODevice::WriteOnly));
        wad.write(tilesWad());
        wad.close();
        const QByteArray original = testing::wmpFixture5();
        document::WmpDocument doc(format::readWmpText(original), dir.filePath(QStringLiteral("level.wmp")));
        LevelEditor editor(&doc);
        TextureBrowserDock *browser = editor.textureBrowser();
        QVERIFY(browser);
        QVERIFY(editor.dockWidgets().contains(browser));
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

    void missingWadIsSaid()
    {
        QTemporaryDir dir;
        document::WmpDocument doc(format::readWmpText(testing::wmpFixture5()), dir.filePath(QStringLiteral("level.wmp")));
        LevelEditor editor(&doc);
        QVERIFY(editor.textureBrowser());
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

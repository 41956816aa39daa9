// The Skin dock's "Dither 8-bit skins on save" box: shown for 8-bit palette skins only; clicking
// it makes the model (and terrain) document save painted 8-bit texels dithered over the palette,
// so a grey between two palette entries is saved as a mix of both instead of the nearest one.
#include "widgets/showactive.h"

#include "docks/skinpaintdock.h"
#include "document/model/modelfixtures.h"
#include "documentfactory.h"
#include "editors/modeleditor.h"
#include "editors/terraineditor.h"
#include "format/hmp/hmpfixtures.h"
#include "format/mdl/mdlfixtures.h"
#include "formatregistry.h"
#include "hmp/hmpfile.h"
#include "mdl/mdlfile.h"
#include "skin/skinstroke.h"
#include "terrain/terraindocument.h"

#include <QCheckBox>
#include <QComboBox>
#include <QMainWindow>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace ackedit;

namespace {

// An editor (model or terrain) in a main window with its Skin dock, shown.
template <class Editor, class Doc>
struct Shown
{
    explicit Shown(Doc *doc) : editor(new Editor(doc)), dock(editor->skinPaintDock())
    {
        window.setCentralWidget(editor);
        window.addDockWidget(Qt::RightDockWidgetArea, dock);
        window.resize(1000, 700);
    }
    QMainWindow window;
    Editor *editor;
    widgets::SkinPaintDock *dock;
};

// A click on the box itself (a check box wider than its text ignores clicks past the text).
void clickBox(QCheckBox *box)
{
    QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(6, box->height() / 2));
}

// The base-level palette indices of skin 0 of the MDL file `path` (16x8 texels).
QByteArray savedIndices(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    auto mdl = format::MdlFile::read(f.readAll());
    return mdl ? mdl->skins()[0].data.toByteArray().left(16 * 8) : QByteArray();
}

int whiteCount(const QByteArray &indices)
{
    int white = 0;
    for (char c : indices)
        white += uint8_t(c) >= 128;
    return white;
}

} // namespace

class TestSkinDither : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void modelSavesDitheredAfterTheBoxIsClicked()
    {
        // MDL5 with 8-bit skins (skin 0 16x8) and the black-and-white palette.
        auto asset = format::MdlFile::create(mdlfixture::cube("MDL5", 0, 1));
        asset->setPalette(mdlfixture::blackAndWhite());
        auto doc = testing::openModel(std::move(asset)); // MDL files carry no palette: set in memory
        QVERIFY(doc);
        Shown<widgets::ModelEditor, document::ModelDocument> shown(doc.get());
        QVERIFY(testing::showActive(shown.window));
        QCheckBox *box = shown.dock->ditherBox();
        QVERIFY(box);
        QVERIFY(box->isVisible());
        QVERIFY(!box->isChecked());

        // Paint the whole skin a grey between the two entries, through the document.
        QImage grey(16, 8, QImage::Format_RGBA8888);
        grey.fill(QColor(90, 90, 90));
        const int steps = doc->undoStack()->count();
        QVERIFY(document::SkinStroke::replace(doc->undoStack(), doc->skinCanvas(0), grey, QStringLiteral("Fill")));
        QTemporaryDir dir;
        QString error;
        const QString plain = dir.filePath(QStringLiteral("plain.mdl"));
        QVERIFY2(doc->saveAs(plain, &error), qPrintable(error));
        clickBox(box);
        QVERIFY(box->isChecked());
        QCOMPARE(doc->undoStack()->count(), steps + 1); // a view setting: no undo step
        const QString dithered = dir.filePath(QStringLiteral("dithered.mdl"));
        QVERIFY2(doc->saveAs(dithered, &error), qPrintable(error));

        // Not dithered: every texel the nearest entry (black); dithered: about 90/255 of them white.
        const QByteArray a = savedIndices(plain), b = savedIndices(dithered);
        QCOMPARE(a.size(), 16 * 8);
        QCOMPARE(b.size(), 16 * 8);
        QVERIFY(a != b);
        QCOMPARE(whiteCount(a), 0);
        const int white = whiteCount(b);
        QVERIFY2(white >= 40 && white <= 50, qPrintable(QString::number(white)));

        // Unchecked again: the plain save again.
        clickBox(box);
        QVERIFY(!box->isChecked());
        const QString again = dir.filePath(QStringLiteral("again.mdl"));
        QVERIFY2(doc->saveAs(again, &error), qPrintable(error));
        QCOMPARE(savedIndices(again), a);
    }

    void hiddenForRgbSkins()
    {
        auto doc = testing::openModel(format::MdlFile::create(mdlfixture::cube("MDL5", 13, 1))->write());
        QVERIFY(doc);
        Shown<widgets::ModelEditor, document::ModelDocument> shown(doc.get());
        QVERIFY(testing::showActive(shown.window));
        QVERIFY(shown.dock->skinBox()->count() > 0);
        QVERIFY(!shown.dock->ditherBox()->isVisible());
    }

    // The terrain editor: shown for an 8-bit HMP skin, hidden for its RGB565 skin, and the click
    // reaches the terrain document.
    void terrainEightBitSkin()
    {
        auto hmp = hmptest::hmp7AllSkins();
        hmp->addSkin(format::HmpSkin::fromImage(format::PixelType::Palette8, hmptest::pattern(16, 8, 5)));
        auto doc = document::createDocument(format::readAssetFile(hmp->write()), QString());
        auto *terrain = qobject_cast<document::TerrainDocument *>(doc.get());
        QVERIFY(terrain);
        Shown<widgets::TerrainEditor, document::TerrainDocument> shown(terrain);
        QVERIFY(testing::showActive(shown.window));
        widgets::SkinPaintDock *dock = shown.dock;
        QVERIFY(!dock->ditherBox()->isVisible()); // skin 1: RGB565
        dock->skinBox()->setCurrentIndex(dock->skinBox()->count() - 1);
        QVERIFY(dock->ditherBox()->isVisible());
        QVERIFY(!terrain->skinEdits().dithersPalette());
        clickBox(dock->ditherBox());
        QVERIFY(terrain->skinEdits().dithersPalette());
        QCOMPARE(terrain->undoStack()->count(), 0);
    }
};

QTEST_MAIN(TestSkinDither)
#include "tst_skindither.moc"

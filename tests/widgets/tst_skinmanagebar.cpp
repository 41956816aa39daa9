// The Skin dock's skin management buttons, clicked for real in the model editor: Add (its modal
// size + colour dialog driven with keys), Import and Export through the file chooser, Duplicate,
// Delete, Move, Resize, and undo; the skin chooser follows every change and refusals are shown
// under the buttons.
#include "widgets/fixedchooser.h"
#include "widgets/modaldriver.h"
#include "widgets/imagecoverage.h"
#include "widgets/showactive.h"
#include "widgets/viewporttesting.h"

#include "docks/skinmanagebar.h"
#include "docks/skinpaintdock.h"
#include "document/model/modelfixtures.h"
#include "documentfactory.h"
#include "editors/modeleditor.h"
#include "editors/terraineditor.h"
#include "filechooser.h"
#include "format/hmp/hmpfixtures.h"
#include "format/mdl/mdlfixtures.h"
#include "formatregistry.h"
#include "mdl/mdlfile.h"
#include "terrain/terraindocument.h"
#include "viewport/viewport.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QPushButton>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QColorDialog>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

using namespace ackedit;
using document::ModelDocument;
using testing::ModalDriver;
using widgets::FileChooser;

namespace {

using testing::orangeCount;

struct Window
{
    explicit Window(ModelDocument *d) : doc(d)
    {
        editor = new widgets::ModelEditor(doc);
        window.setCentralWidget(editor);
        dock = editor->skinPaintDock();
        window.addDockWidget(Qt::RightDockWidgetArea, dock);
        window.resize(1100, 760);
    }
    void click(const char *name)
    {
        auto *b = dock->findChild<QToolButton *>(QLatin1String(name));
        QVERIFY2(b && b->isEnabled(), name);
        QTest::mouseClick(b, Qt::LeftButton);
    }
    QString message() const { return dock->findChild<widgets::SkinManageBar *>()->message(); }
    int chooserCount() const { return dock->skinBox()->count(); }

    ModelDocument *doc;
    QMainWindow window;
    widgets::ModelEditor *editor;
    widgets::SkinPaintDock *dock;
};

void typeInto(QWidget *box, const QString &text)
{
    box->setFocus();
    QTest::keyClick(box, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(box, text);
    QTest::keyClick(box, Qt::Key_Tab);
}

void ok(QWidget *dialog)
{
    auto *buttons = dialog->findChild<QDialogButtonBox *>();
    QVERIFY(buttons);
    QTest::mouseClick(buttons->button(QDialogButtonBox::Ok), Qt::LeftButton);
}

using testing::chooseFile;


QList<QImage> shown(const ModelDocument &doc)
{
    QList<QImage> out;
    for (int i = 0; i < doc.skinCount(); ++i)
        out << doc.currentSkinImage(i);
    return out;
}

} // namespace

class TstSkinManageBar : public QObject
{
    Q_OBJECT
private slots:
    void cleanup() { FileChooser::install(nullptr); }

    // Issue 32: the Add Blank Skin dialog shows its whole title and offers the colour dialog
    // besides the typed colour; the colour picked there is the new skin's.
    void blankSkinColourFromTheColourDialog()
    {
        auto doc = testing::openModel(format::MdlFile::create(mdlfixture::cube("MDL5", 4, 2))->write());
        Window w(doc.get());
        QVERIFY(testing::showActive(w.window));
        bool titleFits = false, picked = false;
        ModalDriver driver("QDialog", [&](QWidget *dialog) {
            titleFits = dialog->width() >= dialog->fontMetrics().horizontalAdvance(dialog->windowTitle()) + 100;
            auto *pick = dialog->findChild<QToolButton *>(QStringLiteral("skinColourPick"));
            QVERIFY(pick);
            // Every label with an Alt key has its field (the openbox tour saw "&Colour:" drawn
            // with its '&', the label of a row that is a layout having no buddy).
            for (QLabel *label : dialog->findChildren<QLabel *>())
                QVERIFY2(!label->text().contains(QLatin1Char('&')) || label->buddy(), qPrintable(label->text()));
            ModalDriver colours("QColorDialog", [&picked](QWidget *d) {
                auto *colourDialog = qobject_cast<QColorDialog *>(d);
                picked = colourDialog != nullptr;
                if (colourDialog) {
                    colourDialog->setCurrentColor(QColor(30, 60, 200));
                    colourDialog->accept();
                }
            });
            QTest::mouseClick(pick, Qt::LeftButton);
            QVERIFY(colours.opened());
            QCOMPARE(dialog->findChild<QLineEdit *>(QStringLiteral("skinColour"))->text(), QStringLiteral("#1e3cc8"));
            ok(dialog);
        });
        w.click("skinAdd");
        QVERIFY(driver.opened());
        QVERIFY(picked);
        QVERIFY2(titleFits, "the dialog is narrower than its title");
        QCOMPARE(doc->skinCount(), 3);
        QCOMPARE(doc->currentSkinImage(2).pixelColor(1, 1), QColor(30, 60, 200));
    }

    void addDuplicateDeleteUndo()
    {
        auto doc = testing::openModel(format::MdlFile::create(mdlfixture::cube("MDL5", 4, 2))->write());
        Window w(doc.get());
        QVERIFY(testing::showActive(w.window));
        const QList<QImage> start = shown(*doc);
        QCOMPARE(w.chooserCount(), 2);

        ModalDriver driver("QDialog", [](QWidget *dialog) {
            typeInto(dialog->findChild<QSpinBox *>(QStringLiteral("skinWidth")), QStringLiteral("24"));
            typeInto(dialog->findChild<QSpinBox *>(QStringLiteral("skinHeight")), QStringLiteral("16"));
            typeInto(dialog->findChild<QLineEdit *>(QStringLiteral("skinColour")), QStringLiteral("#00ff00"));
            ok(dialog);
        });
        w.click("skinAdd");
        QVERIFY(driver.opened());
        QCOMPARE(doc->skinCount(), 3);
        QCOMPARE(w.chooserCount(), 3);
        QCOMPARE(w.dock->currentSkin(), 2);
        QCOMPARE(doc->currentSkinImage(2).size(), QSize(24, 16));
        QCOMPARE(doc->currentSkinImage(2).pixelColor(5, 5), QColor(0, 255, 0));

        w.click("skinDuplicate");
        QCOMPARE(w.chooserCount(), 4);
        QCOMPARE(w.dock->currentSkin(), 3);
        QCOMPARE(doc->currentSkinImage(3), doc->currentSkinImage(2));

        w.dock->setCurrentSkin(0);
        w.click("skinDelete");
        QCOMPARE(w.chooserCount(), 3);
        QCOMPARE(doc->currentSkinImage(0), start[1]);

        w.click("skinMoveDown");
        QCOMPARE(w.dock->currentSkin(), 1);
        QCOMPARE(doc->currentSkinImage(1), start[1]);
        QCOMPARE(doc->undoStack()->count(), 4);

        while (doc->undoStack()->canUndo())
            doc->undoStack()->undo();
        QCOMPARE(w.chooserCount(), 2);
        QCOMPARE(shown(*doc), start);
        QVERIFY(w.message().isEmpty());
    }

    void importExportResize()
    {
        auto doc = testing::openModel(format::MdlFile::create(mdlfixture::cube("MDL5", 5, 2))->write());
        Window w(doc.get());
        QVERIFY(testing::showActive(w.window));
        QTemporaryDir dir;
        QImage image(8, 8, QImage::Format_RGBA8888);
        image.fill(QColor(10, 20, 30, 200));
        const QString in = dir.filePath(QStringLiteral("in.png"));
        QVERIFY(image.save(in));
        chooseFile(in);
        w.click("skinImport");
        QCOMPARE(w.chooserCount(), 3);
        QCOMPARE(doc->currentSkinImage(2), image);

        const QString out = dir.filePath(QStringLiteral("out.png"));
        chooseFile(out);
        w.dock->setCurrentSkin(0);
        w.click("skinExport");
        QCOMPARE(QImage(out).convertToFormat(QImage::Format_RGBA8888), doc->currentSkinImage(0));
        const QString uv = dir.filePath(QStringLiteral("uv.png"));
        chooseFile(uv);
        w.click("skinExportUv");
        QCOMPARE(QImage(uv).size(), doc->currentSkinImage(0).size());
        QVERIFY(w.message().contains(QStringLiteral("uv.png")));

        ModalDriver driver("QDialog", [](QWidget *dialog) {
            typeInto(dialog->findChild<QSpinBox *>(QStringLiteral("skinWidth")), QStringLiteral("32"));
            ok(dialog);
        });
        w.click("skinResize");
        QVERIFY(driver.opened());
        QCOMPARE(doc->currentSkinImage(0).size(), QSize(32, 8));
        doc->undoStack()->undo();
        QCOMPARE(doc->currentSkinImage(0).size(), QSize(16, 8));
    }

    // The 3D view follows skinsChanged: an orange blank skin moved to the front (the skin every
    // triangle of the cube uses) colours the model; undo takes it away again.
    void viewFollowsSkinOrder()
    {
        auto doc = testing::openModel(format::MdlFile::create(mdlfixture::cube("MDL5", 4, 2))->write());
        Window w(doc.get());
        widgets::Viewport *viewport = w.editor->viewport();
        viewport->setBackgroundColor(QColor(20, 20, 24));
        QVERIFY(testing::showActive(w.window));
        QVERIFY(!viewport->captureWithContent().isNull()); // warm-up
        const int before = orangeCount(viewport->captureWithContent());
        ModalDriver driver("QDialog", [](QWidget *dialog) {
            typeInto(dialog->findChild<QSpinBox *>(QStringLiteral("skinWidth")), QStringLiteral("16"));
            typeInto(dialog->findChild<QSpinBox *>(QStringLiteral("skinHeight")), QStringLiteral("8"));
            typeInto(dialog->findChild<QLineEdit *>(QStringLiteral("skinColour")), QStringLiteral("#ff8000"));
            ok(dialog);
        });
        w.click("skinAdd");
        QVERIFY(driver.opened());
        // The new skin is the one the dock edits, so the view shows it (issue 32: the view
        // shows the skin being painted); picking skin 1 shows the model as before.
        QCOMPARE(w.dock->currentSkin(), 2);
        const int added = orangeCount(viewport->captureWithContent());
        QVERIFY2(added > before + 2000, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(added)));
        w.dock->skinBox()->setCurrentIndex(0);
        const int other = orangeCount(viewport->captureWithContent());
        QVERIFY2(std::abs(other - before) < 500, qPrintable(QStringLiteral("%1 -> %2").arg(before).arg(other)));
        w.dock->skinBox()->setCurrentIndex(2);
        w.click("skinMoveUp");
        w.click("skinMoveUp");
        QCOMPARE(w.dock->currentSkin(), 0);
        QCOMPARE(viewport->meshCount(), 1);
        const QImage moved = viewport->captureWithContent();
        testing::saveRender(moved, QStringLiteral("skinmanage-moved"));
        QVERIFY2(orangeCount(moved) > before + 2000,
                 qPrintable(QStringLiteral("orange pixels %1 -> %2").arg(before).arg(orangeCount(moved))));
        doc->undoStack()->undo();
        doc->undoStack()->undo();
        // Back at the end; the view shows whichever skin the dock shows.
        QCOMPARE(doc->skinCount(), 3);
        w.dock->skinBox()->setCurrentIndex(2);
        w.dock->skinBox()->setCurrentIndex(0);
        QVERIFY(std::abs(orangeCount(viewport->captureWithContent()) - before) < 500);
        w.dock->skinBox()->setCurrentIndex(2);
        QVERIFY(orangeCount(viewport->captureWithContent()) > before + 2000);
    }

    // Adding a skin puts the model in again with the new skin list; the camera stays where it
    // is. It used to be framed anew whenever the user had not moved it, so after an edit that
    // changed the model's size (here scaled 4 times) the view jumped to the new size.
    void addingASkinKeepsTheCamera()
    {
        auto doc = testing::openModel(format::MdlFile::create(mdlfixture::cube("MDL5", 4, 2))->write());
        Window w(doc.get());
        widgets::Viewport *viewport = w.editor->viewport();
        QVERIFY(testing::showActive(w.window));
        QVERIFY(doc->transformAll(Eigen::Affine3f(Eigen::Scaling(4.0f)), QStringLiteral("Scale")));
        const widgets::Viewport::CameraState before = viewport->cameraState();
        // Through the real dialog, as a user does it: Esc cancels it (nothing happens), Add…
        // opens it again and OK adds the skin.
        {
            ModalDriver cancel("QDialog", [](QWidget *dialog) { QTest::keyClick(dialog, Qt::Key_Escape); });
            w.click("skinAdd");
            QVERIFY(cancel.opened());
        }
        QCOMPARE(doc->skinCount(), 2);
        QCOMPARE(doc->undoStack()->count(), 1);
        ModalDriver accept("QDialog", [](QWidget *dialog) { ok(dialog); });
        w.click("skinAdd");
        QVERIFY(accept.opened());
        QCOMPARE(doc->skinCount(), 3);
        QCOMPARE(doc->undoStack()->count(), 2);
        QCOMPARE(viewport->meshCount(), 1);
        QTest::qWait(20); // a pending fit would run from the event loop
        QCOMPARE(viewport->cameraState().eye, before.eye);
        QCOMPARE(viewport->cameraState().target, before.target);
        viewport->frameAll(); // what the user asks for to see the whole model again
        QVERIFY((viewport->cameraState().eye - before.eye).norm() > 1.0f);
    }

    // The terrain editor's Skin dock has the same buttons, on the terrain document.
    void terrainDuplicateDeleteUndo()
    {
        auto doc = document::createDocument(format::readAssetFile(hmptest::hmp7AllSkins()->write()), QString());
        auto *terrain = qobject_cast<document::TerrainDocument *>(doc.get());
        QVERIFY(terrain);
        QMainWindow window;
        auto *editor = new widgets::TerrainEditor(terrain);
        window.setCentralWidget(editor);
        widgets::SkinPaintDock *dock = editor->skinPaintDock();
        window.addDockWidget(Qt::RightDockWidgetArea, dock);
        window.resize(1000, 700);
        QVERIFY(testing::showActive(window));
        const int n = terrain->asset()->skinCount();
        const QImage first = terrain->skinManagement()->currentImage(0);
        QTest::mouseClick(dock->findChild<QToolButton *>(QStringLiteral("skinDuplicate")), Qt::LeftButton);
        QCOMPARE(dock->skinBox()->count(), n + 1);
        QCOMPARE(dock->currentSkin(), 1);
        QCOMPARE(terrain->skinManagement()->currentImage(1), first);
        QTest::mouseClick(dock->findChild<QToolButton *>(QStringLiteral("skinDelete")), Qt::LeftButton);
        QCOMPARE(dock->skinBox()->count(), n);
        QCOMPARE(terrain->undoStack()->count(), 2);
        terrain->undoStack()->undo();
        QCOMPARE(dock->skinBox()->count(), n + 1);
        terrain->undoStack()->undo();
        QCOMPARE(dock->skinBox()->count(), n);
        QCOMPARE(editor->viewport()->meshCount(), 1);
    }

    void refusalIsShown()
    {
        // MDL3 skins share the header's size: a blank skin gets it, an 8x8 image is refused.
        auto doc = testing::openModel(format::MdlFile::create(mdlfixture::cube("MDL3", 2, 2))->write());
        Window w(doc.get());
        QVERIFY(testing::showActive(w.window));
        bool readOnly = false;
        ModalDriver driver("QDialog", [&readOnly](QWidget *dialog) {
            readOnly = dialog->findChild<QSpinBox *>(QStringLiteral("skinWidth"))->isReadOnly();
            ok(dialog);
        });
        w.click("skinAdd");
        QVERIFY(driver.opened());
        QVERIFY(readOnly);
        QCOMPARE(doc->skinCount(), 3);
        QCOMPARE(doc->currentSkinImage(2).size(), QSize(16, 8));

        QTemporaryDir dir;
        QImage small(8, 8, QImage::Format_RGBA8888);
        small.fill(Qt::red);
        const QString in = dir.filePath(QStringLiteral("small.png"));
        QVERIFY(small.save(in));
        chooseFile(in);
        w.click("skinImport");
        QCOMPARE(doc->skinCount(), 3);
        QVERIFY2(w.message().contains(QStringLiteral("16x8")), qPrintable(w.message()));
        QCOMPARE(doc->undoStack()->count(), 1);
    }
};

QTEST_MAIN(TstSkinManageBar)
#include "tst_skinmanagebar.moc"

// The texture sheet of a WAD edited with real input: the tool bar's buttons, F2 and Del on the
// sheet, the rename dialog typed into and confirmed. The sheet follows edits, undo and redo;
// refused edits show why; an archive opened without a WadDocument shows no editing tools.
#include "format/wad/wadfixtures.h"
#include "widgets/fixedchooser.h"
#include "widgets/modaldriver.h"
#include "widgets/showactive.h"

#include "document.h"
#include "documentfactory.h"
#include "editors/texturesheeteditor.h"
#include "formatregistry.h"
#include "imageconvert.h"
#include "wad/waddocument.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QToolButton>

using namespace ackedit;
using document::WadDocument;
using widgets::TextureSheetEditor;

namespace {

QStringList itemNames(const QListWidget *sheet)
{
    QStringList out;
    for (int i = 0; i < sheet->count(); ++i)
        out << sheet->item(i)->text().section(QLatin1Char('\n'), 0, 0);
    return out;
}

QStringList textureNames(const WadDocument &doc)
{
    QStringList out;
    for (int i = 0; i < doc.textureCount(); ++i)
        out << doc.textureName(i);
    return out;
}

void clickItem(QListWidget *sheet, int row)
{
    const QRect rect = sheet->visualItemRect(sheet->item(row));
    QTest::mouseClick(sheet->viewport(), Qt::LeftButton, {}, rect.center());
}

void clickTool(TextureSheetEditor &editor, const char *name)
{
    auto *tools = editor.findChild<QToolBar *>(QStringLiteral("textureSheetTools"));
    QAction *action = editor.findChild<QAction *>(QLatin1String(name));
    QVERIFY(tools && action);
    QWidget *button = tools->widgetForAction(action);
    QVERIFY(button && button->isVisible() && button->isEnabled());
    QTest::mouseClick(button, Qt::LeftButton);
}

// Types `name` into the rename dialog and presses OK.
testing::ModalDriver renameTo(const QString &name)
{
    return testing::ModalDriver("QInputDialog", [name](QWidget *dialog) {
        auto *edit = dialog->findChild<QLineEdit *>();
        QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(edit, name);
        QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    });
}

struct Session
{
    std::unique_ptr<WadDocument> doc;
    std::unique_ptr<TextureSheetEditor> editor;
};

Session open(const QByteArray &bytes)
{
    Session s;
    auto doc = document::createDocument(format::readAssetFile(bytes), QStringLiteral("/tmp/t.wad"));
    s.doc.reset(qobject_cast<WadDocument *>(doc.release()));
    if (s.doc) {
        s.editor = std::make_unique<TextureSheetEditor>(s.doc.get());
        s.editor->resize(900, 600);
    }
    return s;
}

} // namespace

class TestTextureSheetEditing : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cleanup() { widgets::FileChooser::install(nullptr); }

    void renameWithF2AndTheDialog()
    {
        Session s = open(wadfixture::wad7Fixture().bytes);
        QVERIFY(s.doc && testing::showActive(*s.editor));
        QListWidget *sheet = s.editor->sheet();
        clickItem(sheet, 2);
        QCOMPARE(s.editor->currentTexture(), 2);
        {
            testing::ModalDriver driver = renameTo(QStringLiteral("sandstone"));
            QTest::keyClick(sheet, Qt::Key_F2);
            QVERIFY(driver.opened());
        }
        QCOMPARE(s.doc->textureName(2), QStringLiteral("sandstone"));
        QCOMPARE(itemNames(sheet), textureNames(*s.doc));
        QCOMPARE(s.editor->currentTexture(), 2);
        QVERIFY(s.doc->isModified());
        s.doc->undoStack()->undo();
        QCOMPARE(itemNames(sheet)[2], QStringLiteral("rgb888mip"));

        // A name that does not fit is refused with the reason shown; nothing is pushed.
        {
            testing::ModalDriver driver = renameTo(QStringLiteral("much_too_long_name"));
            clickTool(*s.editor, "textureRename");
            QVERIFY(driver.opened());
        }
        QCOMPARE(s.doc->undoStack()->index(), 0);
        QVERIFY2(s.editor->message().contains(QStringLiteral("at most 15")), qPrintable(s.editor->message()));

        // Cancel (typed text and all) changes nothing.
        {
            testing::ModalDriver driver("QInputDialog", [](QWidget *dialog) {
                auto *edit = dialog->findChild<QLineEdit *>();
                QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
                QTest::keyClicks(edit, QStringLiteral("ignored"));
                QTest::mouseClick(dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Cancel), Qt::LeftButton);
            });
            clickTool(*s.editor, "textureRename");
            QVERIFY(driver.opened());
        }
        QCOMPARE(s.doc->undoStack()->count(), 1); // only the rename undone above, nothing new
        QCOMPARE(s.doc->undoStack()->index(), 0);
        QCOMPARE(s.doc->textureName(2), QStringLiteral("rgb888mip"));
        QVERIFY(s.editor->findChild<QLabel *>(QStringLiteral("textureSheetMessage"))->isVisible());
    }

    void deleteWithDelAndUndo()
    {
        const QByteArray bytes = wadfixture::wad7Fixture().bytes;
        Session s = open(bytes);
        QVERIFY(s.doc && testing::showActive(*s.editor));
        QListWidget *sheet = s.editor->sheet();
        const QStringList before = itemNames(sheet);
        clickItem(sheet, 0);
        QTest::keyClick(sheet, Qt::Key_Delete);
        QCOMPARE(itemNames(sheet), before.mid(1));
        QCOMPARE(s.editor->currentTexture(), 0);
        s.doc->undoStack()->undo();
        QCOMPARE(itemNames(sheet), before);
        QByteArray saved;
        QString error;
        QVERIFY(s.doc->serialise(&saved, &error));
        QCOMPARE(saved, bytes);
    }

    void duplicateAddReplaceExport()
    {
        Session s = open(wadfixture::wad7Fixture().bytes);
        QVERIFY(s.doc && testing::showActive(*s.editor));
        QListWidget *sheet = s.editor->sheet();
        clickItem(sheet, 1); // rgb565mip
        clickTool(*s.editor, "textureDuplicate");
        QCOMPARE(s.doc->textureCount(), 7);
        QCOMPARE(s.doc->textureName(2), QStringLiteral("rgb565mip_2"));
        QCOMPARE(s.editor->currentTexture(), 2);
        QCOMPARE(itemNames(sheet), textureNames(*s.doc));

        QTemporaryDir dir;
        const format::RgbaImage image = wadfixture::testImage(16, 8, 7, true); // 565-exact colours
        const QString png = dir.filePath(QStringLiteral("cobble.png"));
        QVERIFY(document::toQImage(image).save(png));
        testing::chooseFile(png);
        clickTool(*s.editor, "textureAdd");
        QCOMPARE(s.doc->textureCount(), 8);
        QCOMPARE(s.doc->textureName(7), QStringLiteral("cobble"));
        QCOMPARE(s.doc->wad()->texturePixelType(7), s.doc->wad()->texturePixelType(2)); // like the selected one
        QCOMPARE(s.doc->wad()->skinImage(7), image);
        QCOMPARE(s.editor->currentTexture(), 7);
        clickTool(*s.editor, "textureAdd"); // the same file again: the next free name
        QCOMPARE(s.doc->textureName(8), QStringLiteral("cobble_2"));

        const format::RgbaImage other = wadfixture::testImage(8, 16, 2, true);
        const QString png2 = dir.filePath(QStringLiteral("other.png"));
        QVERIFY(document::toQImage(other).save(png2));
        testing::chooseFile(png2);
        clickItem(sheet, 1);
        clickTool(*s.editor, "textureReplace");
        QCOMPARE(s.doc->wad()->skinImage(1), other);
        QVERIFY2(itemNames(sheet).size() == 9, "the sheet shows every texture");
        QVERIFY(sheet->item(1)->text().contains(QStringLiteral("8 × 16")));

        const QString exported = dir.filePath(QStringLiteral("out.png"));
        testing::chooseFile(exported);
        clickTool(*s.editor, "textureExport");
        QCOMPARE(document::fromQImage(QImage(exported)), other);
        QVERIFY(s.editor->message().contains(exported));

        // An image the pixel type cannot store: refused, said why, nothing changed.
        const QString odd = dir.filePath(QStringLiteral("odd.png"));
        QVERIFY(document::toQImage(wadfixture::testImage(12, 8, 1, true)).save(odd));
        testing::chooseFile(odd);
        const int steps = s.doc->undoStack()->count();
        clickTool(*s.editor, "textureReplace");
        QCOMPARE(s.doc->undoStack()->count(), steps);
        QVERIFY2(s.editor->message().contains(QStringLiteral("divisible by 8")), qPrintable(s.editor->message()));

        while (s.doc->undoStack()->canUndo())
            s.doc->undoStack()->undo();
        QCOMPARE(itemNames(sheet), textureNames(*s.doc));
        QCOMPARE(sheet->count(), 6);
    }

    // A WAD opened as a plain document (no WadDocument) shows textures and no editing tools.
    void readOnlyArchiveHasNoTools()
    {
        document::Document doc(format::readAssetFile(wadfixture::wad7Fixture().bytes), QStringLiteral("/tmp/r.wad"));
        TextureSheetEditor editor(&doc);
        QVERIFY(testing::showActive(editor));
        QCOMPARE(editor.sheet()->count(), 6);
        QVERIFY(!editor.findChild<QToolBar *>(QStringLiteral("textureSheetTools"))->isVisible());
        clickItem(editor.sheet(), 0);
        QTest::keyClick(editor.sheet(), Qt::Key_Delete);
        QCOMPARE(editor.sheet()->count(), 6);
    }
};

QTEST_MAIN(TestTextureSheetEditing)
#include "tst_texturesheetediting.moc"

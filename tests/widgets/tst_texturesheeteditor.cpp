// The texture-archive editor: one thumbnail per texture with its name and size, in file order,
// for textures of any size and for ones that cannot be decoded; no 3D view.
#include "widgets/testmeshes.h"

#include "document.h"
#include "editors/documenteditor.h"
#include "editors/texturesheeteditor.h"

#include <QListWidget>
#include <QTest>

using namespace ackedit;
using widgets::TextureSheetEditor;

namespace {

// Three textures: a named 16x16 red one, an unnamed 256x64 checker, and one that cannot be
// decoded (a null image).
class FakeArchive : public format::AssetFile
{
public:
    Kind kind() const override { return Kind::TextureArchive; }
    QString formatName() const override { return QStringLiteral("WADX"); }
    QByteArray write() const override { return {}; }
    QString infoText() const override { return {}; }
    QJsonObject toJson(bool) const override { return {}; }
    std::vector<format::ValidationIssue> validate() const override { return {}; }
    format::TriangleMesh mesh(int) const override { return {}; }
    int skinCount() const override { return 3; }
    format::RgbaImage skinImage(int index) const override
    {
        if (index == 0) {
            format::RgbaImage red(16, 16);
            testing::fill(red, 0, 0, 16, 16, QColor(255, 0, 0));
            return red;
        }
        if (index == 1) {
            format::RgbaImage wide(256, 64);
            testing::fill(wide, 0, 0, 128, 64, QColor(0, 0, 255));
            testing::fill(wide, 128, 0, 128, 64, QColor(0, 255, 0));
            return wide;
        }
        return {};
    }
    QString skinName(int index) const override { return index == 0 ? QStringLiteral("brick_red") : QString(); }
};

QImage iconImage(const QListWidgetItem *item)
{
    const int size = TextureSheetEditor::ThumbnailSize;
    return item->icon().pixmap(QSize(size, size)).toImage().convertToFormat(QImage::Format_ARGB32);
}

} // namespace

class TestTextureSheetEditor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void factoryChoosesTheSheetForTextureArchives()
    {
        document::Document doc(std::make_unique<FakeArchive>(), QStringLiteral("set.wad"));
        std::unique_ptr<widgets::DocumentEditor> editor(widgets::DocumentEditor::create(&doc));
        QVERIFY(qobject_cast<TextureSheetEditor *>(editor.get()));
        QVERIFY(!editor->viewport());
    }

    void oneItemPerTextureWithNameAndSize()
    {
        document::Document doc(std::make_unique<FakeArchive>(), QStringLiteral("set.wad"));
        TextureSheetEditor editor(&doc);
        QListWidget *sheet = editor.sheet();
        QCOMPARE(sheet->count(), 3);
        QCOMPARE(sheet->item(0)->text(), QStringLiteral("brick_red\n16 × 16"));
        QCOMPARE(sheet->item(1)->text(), QStringLiteral("Texture 2\n256 × 64"));
        QCOMPARE(sheet->item(2)->text(), QStringLiteral("Texture 3\nnot decodable"));
        QCOMPARE(sheet->item(1)->data(Qt::UserRole).toInt(), 1);
        QCOMPARE(editor.statusText(), QStringLiteral("set.wad · WADX · 3 texture(s)"));
    }

    void thumbnailsShowTheTexturesFitted()
    {
        document::Document doc(std::make_unique<FakeArchive>(), QStringLiteral("set.wad"));
        TextureSheetEditor editor(&doc);
        const int size = TextureSheetEditor::ThumbnailSize;

        // 16x16 grows to fill the square, pixels kept hard (pure red everywhere).
        const QImage red = iconImage(editor.sheet()->item(0));
        QCOMPARE(red.size(), QSize(size, size));
        QCOMPARE(QColor(red.pixel(0, 0)), QColor(255, 0, 0));
        QCOMPARE(QColor(red.pixel(size - 1, size - 1)), QColor(255, 0, 0));

        // 256x64 shrinks to 128x32, centred: blue left, green right, transparent above.
        const QImage wide = iconImage(editor.sheet()->item(1));
        QCOMPARE(QColor(wide.pixel(10, size / 2)), QColor(0, 0, 255));
        QCOMPARE(QColor(wide.pixel(size - 10, size / 2)), QColor(0, 255, 0));
        QCOMPARE(qAlpha(wide.pixel(size / 2, 5)), 0);

        // Undecodable: a crossed-out frame, not an empty icon.
        const QImage missing = iconImage(editor.sheet()->item(2));
        QVERIFY(qAlpha(missing.pixel(size / 2, size / 2)) > 0);
    }
};

QTEST_MAIN(TestTextureSheetEditor)
#include "tst_texturesheeteditor.moc"

// Painted skins saved through the model document: an unpainted model saves byte-identically even
// after its skin was opened for painting; a painted stroke comes back in the skin's own pixel
// format (exactly for 8888 and for 565-representable colours, the nearest palette entry for 8-bit
// skins, mip levels regenerated from the painted image); the other skin keeps its bytes; undoing
// the stroke and saving again gives the original bytes back.
#include "common/pixelformat.h"
#include "document/model/modelfixtures.h"
#include "format/hmp/hmpfixtures.h"
#include "format/mdl/mdlfixtures.h"
#include "format/mdl7/mdl7skinfixture.h"
#include "common/ddsimage.h"
#include "hmp/hmpfile.h"
#include "mdl/mdlfile.h"
#include "mdl7/mdl7file.h"
#include "skin/skinstroke.h"

#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace ackedit;
using document::ModelDocument;

namespace {

QByteArray saved(ModelDocument &doc, const QTemporaryDir &dir, const QString &name)
{
    return testing::savedBytes(doc, dir, name);
}

// A hard brush of `radius` texels painting pure red (565-representable, so it comes back exactly).
document::BrushSettings hardRedBrush(float radius)
{
    document::BrushSettings brush;
    brush.radius = radius;
    brush.hardness = 1.f;
    brush.colour = QColor(255, 0, 0);
    return brush;
}

QColor nearestEntry(const format::Palette &p, const QColor &c)
{
    int best = 0;
    long bestD = -1;
    for (int i = 0; i < 256; ++i) {
        const long dr = long(p.rgb[i][0]) - c.red(), dg = long(p.rgb[i][1]) - c.green(), db = long(p.rgb[i][2]) - c.blue();
        const long d = dr * dr + dg * dg + db * db;
        if (bestD < 0 || d < bestD) {
            bestD = d;
            best = i;
        }
    }
    return QColor(p.rgb[best][0], p.rgb[best][1], p.rgb[best][2]);
}

} // namespace

class TstSkinSave : public QObject
{
    Q_OBJECT
private slots:
    void paintedSkinsSaveInTheirOwnFormat_data()
    {
        QTest::addColumn<QByteArray>("format");
        QTest::addColumn<int>("skinType");
        QTest::addColumn<bool>("palette");
        QTest::newRow("MDL5 ARGB8888+mip") << QByteArray("MDL5") << 13 << false;
        QTest::newRow("MDL4 RGB565+mip") << QByteArray("MDL4") << 10 << false;
        QTest::newRow("MDL3 RGB565") << QByteArray("MDL3") << 2 << false;
        QTest::newRow("MDL5 8-bit") << QByteArray("MDL5") << 0 << true;
        QTest::newRow("IDPO 8-bit") << QByteArray("IDPO") << 0 << true;
    }

    void paintedSkinsSaveInTheirOwnFormat()
    {
        QFETCH(QByteArray, format);
        QFETCH(int, skinType);
        QFETCH(bool, palette);
        const QByteArray original = format::MdlFile::create(mdlfixture::cube(format, skinType, 2))->write();
        auto doc = testing::openModel(original);
        QVERIFY(doc);
        QTemporaryDir dir;
        document::SkinCanvas *canvas = doc->skinCanvas(0);
        QVERIFY(canvas);
        QVERIFY(saved(*doc, dir, QStringLiteral("unpainted.mdl")) == original);

        const QColor red(255, 0, 0);
        const document::BrushSettings brush = hardRedBrush(2.f);
        document::SkinStroke stroke(doc->undoStack(), canvas);
        stroke.begin({4.f, 4.f}, brush, QStringLiteral("Paint"));
        stroke.moveTo({10.f, 4.f});
        stroke.end();
        QCOMPARE(doc->undoStack()->count(), 1);
        QVERIFY(doc->isModified());
        QVERIFY(doc->skinEdits().isEdited(0));
        QVERIFY(!doc->skinEdits().isEdited(1));

        const QByteArray painted = saved(*doc, dir, QStringLiteral("painted.mdl"));
        QVERIFY(!doc->isModified());
        const std::unique_ptr<format::MdlFile> back = format::readMdl(painted);
        const std::unique_ptr<format::MdlFile> before = format::readMdl(original);
        const format::RgbaImage skin = back->skinImage(0);
        const uint8_t *px = skin.pixel(7, 4);
        const QColor got(px[0], px[1], px[2]);
        const QColor want = palette ? nearestEntry(back->palette() ? *back->palette() : format::Palette::grayscale(), red) : red;
        QCOMPARE(got, want);
        QCOMPARE(back->skins()[0].type, before->skins()[0].type);
        QCOMPARE(back->skins()[0].data.size(), before->skins()[0].data.size());
        // Mip levels regenerated from the painted base (what encodePixels makes of it).
        QCOMPARE(back->skins()[0].data.toByteArray(), format::encodePixels(skinType, skin, back->palette()));
        QCOMPARE(back->skins()[1].data.toByteArray(), before->skins()[1].data.toByteArray()); // the other skin untouched

        doc->undoStack()->undo();
        QVERIFY(saved(*doc, dir, QStringLiteral("undone.mdl")) == original);
    }

    // An HMP4 of version 0 stores its terrain as an MDL3-like mesh. One whose vertices are not
    // on its grid cannot be sculpted: it opens as a model (frames shown, not editable) whose skin
    // is painted and saved in its RGB565 format like any model's; it used to open in a viewer
    // with no tool.
    void hmp4MeshTerrainIsPaintedAsAModel()
    {
        const QByteArray original = hmptest::hmp4Mesh(false);
        auto doc = testing::openModel(original);
        QVERIFY(doc);
        QVERIFY(!doc->canEditVertices());
        QVERIFY(!doc->canEditFrames());
        QCOMPARE(doc->frameCount(), 2);
        QTemporaryDir dir;
        document::SkinCanvas *canvas = doc->skinCanvas(0);
        QVERIFY(canvas);
        QVERIFY(saved(*doc, dir, QStringLiteral("unpainted.hmp")) == original);

        const document::BrushSettings brush = hardRedBrush(1.5f);
        document::SkinStroke stroke(doc->undoStack(), canvas);
        stroke.begin({2.f, 2.f}, brush, QStringLiteral("Paint"));
        stroke.moveTo({5.f, 2.f});
        stroke.end();
        const QByteArray painted = saved(*doc, dir, QStringLiteral("painted.hmp"));
        const auto back = format::readHmp(painted);
        QVERIFY(back->isMesh());
        const uint8_t *px = back->skinImage(0).pixel(4, 2);
        QCOMPARE(QColor(px[0], px[1], px[2]), QColor(255, 0, 0));
        QCOMPARE(painted.size(), original.size()); // only skin texels changed
        int changed = 0;
        for (qsizetype i = 0; i < original.size(); ++i)
            changed += painted[i] != original[i] ? 1 : 0;
        QVERIFY(changed > 0 && changed <= 2 * 64); // within the 8x8 RGB565 skin
        doc->undoStack()->undo();
        QVERIFY(saved(*doc, dir, QStringLiteral("undone.hmp")) == original);
    }

    // A DDS skin (MDL7 type 6) is decoded for painting and saved as an uncompressed 32-bit DDS
    // with its mips: the painted texels come back exactly, the other texels too.
    void ddsSkinSavesUncompressed()
    {
        format::RgbaImage pixels(16, 16);
        for (int y = 0; y < 16; ++y)
            for (int x = 0; x < 16; ++x) {
                uint8_t *p = pixels.pixel(x, y);
                p[0] = uint8_t(x * 16);
                p[1] = uint8_t(y * 16);
                p[2] = 77;
                p[3] = 255;
            }
        format::Mdl7BuildInput::Skin skin;
        skin.type = format::PixelType::Dds;
        skin.name = "dds";
        skin.data = format::writeDdsRgba(pixels, true);
        const QByteArray original = mdl7fixture::oneTriangle({skin})->write();
        auto doc = testing::openModel(original);
        QVERIFY(doc);
        document::SkinCanvas *canvas = doc->skinCanvas(0);
        QVERIFY(canvas);
        QCOMPARE(canvas->image().pixelColor(3, 5), QColor(48, 80, 77));
        const document::BrushSettings brush = hardRedBrush(1.f);
        document::SkinStroke stroke(doc->undoStack(), canvas);
        stroke.begin({8.5f, 8.5f}, brush, QStringLiteral("Paint"));
        stroke.end();
        QTemporaryDir dir;
        const QByteArray painted = saved(*doc, dir, QStringLiteral("painted.mdl"));
        const auto back = format::readMdl7(painted);
        const QByteArray dds = back->skin(0)->image.toByteArray();
        QVERIFY(format::ddsHasMips(dds));
        const format::RgbaImage decoded = format::readDds(dds);
        QCOMPARE(QColor(decoded.pixel(8, 8)[0], decoded.pixel(8, 8)[1], decoded.pixel(8, 8)[2]), QColor(255, 0, 0));
        QCOMPARE(QColor(decoded.pixel(3, 5)[0], decoded.pixel(3, 5)[1], decoded.pixel(3, 5)[2]), QColor(48, 80, 77));
        QVERIFY(format::ddsDescription(dds).contains(QStringLiteral("32-bit RGBA 16x16, 5 mip level")));
        doc->undoStack()->undo();
        QVERIFY(saved(*doc, dir, QStringLiteral("undone.mdl")) == original);
    }
};

QTEST_GUILESS_MAIN(TstSkinSave)
#include "tst_skinsave.moc"

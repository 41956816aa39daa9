// Whether a skin's pixel format stores alpha, as the document answers it from the format library
// (SkinEdits::hasAlpha; the eraser makes texels transparent only there): ARGB4444, ARGB8888 and
// DDS with alpha yes; 8-bit, RGB565 and RGB888 no; skin references answer for their target.
#include "common/ddsimage.h"
#include "common/pixelformat.h"
#include "format/hmp/hmpfixtures.h"
#include "format/mdl/mdlfixtures.h"
#include "format/mdl7/mdl7skinfixture.h"
#include "hmp/hmpfile.h"
#include "mdl/mdlfile.h"
#include "mdl7/mdl7file.h"
#include "skin/skinedits.h"

#include <QtTest>

using namespace ackedit;
using document::SkinEdits;

namespace {

// A 4x4 DDS header (no pixel data needed to tell alpha) with pixel-format flags and fourCC.
QByteArray ddsHeader(quint32 flags, const char *fourCC)
{
    QByteArray h(128, '\0');
    h.replace(0, 4, "DDS ");
    const auto put = [&h](int at, quint32 v) {
        for (int k = 0; k < 4; ++k)
            h[at + k] = char((v >> (8 * k)) & 0xff);
    };
    put(4, 124);
    put(12, 4);
    put(16, 4);
    put(80, flags);
    if (fourCC)
        h.replace(84, 4, fourCC);
    return h;
}

// Pixel skins get an 8x8 image, DDS skins `data`.
std::unique_ptr<format::Mdl7File> mdl7WithSkins(const std::vector<std::pair<int, QByteArray>> &skins)
{
    std::vector<format::Mdl7BuildInput::Skin> out;
    for (const auto &[type, data] : skins) {
        format::Mdl7BuildInput::Skin skin;
        skin.type = type;
        skin.name = "s";
        if (type == format::PixelType::Dds)
            skin.data = data;
        else
            skin.image = mdlfixture::pattern(8, 8, type);
        out.push_back(skin);
    }
    return mdl7fixture::oneTriangle(out);
}

} // namespace

class TstSkinAlpha : public QObject
{
    Q_OBJECT
private slots:
    void mdlSkinTypes_data()
    {
        QTest::addColumn<QByteArray>("format");
        QTest::addColumn<int>("type");
        QTest::addColumn<bool>("alpha");
        QTest::newRow("MDL5 8-bit") << QByteArray("MDL5") << 0 << false;
        QTest::newRow("MDL5 RGB565") << QByteArray("MDL5") << 2 << false;
        QTest::newRow("MDL5 ARGB4444") << QByteArray("MDL5") << 3 << true;
        QTest::newRow("MDL5 RGB888") << QByteArray("MDL5") << 4 << false;
        QTest::newRow("MDL5 ARGB8888") << QByteArray("MDL5") << 5 << true;
        QTest::newRow("MDL5 ARGB8888+mip") << QByteArray("MDL5") << 13 << true;
        QTest::newRow("MDL5 RGB565+mip") << QByteArray("MDL5") << 10 << false;
        QTest::newRow("MDL4 ARGB4444+mip") << QByteArray("MDL4") << 11 << true;
        QTest::newRow("MDL3 RGB565") << QByteArray("MDL3") << 2 << false;
        QTest::newRow("IDPO 8-bit") << QByteArray("IDPO") << 0 << false;
    }
    void mdlSkinTypes()
    {
        QFETCH(QByteArray, format);
        QFETCH(int, type);
        QFETCH(bool, alpha);
        const auto mdl = format::MdlFile::create(mdlfixture::cube(format, type, 1));
        QVERIFY(mdl);
        QCOMPARE(SkinEdits::hasAlpha(*mdl, 0), alpha);
        QCOMPARE(SkinEdits::hasAlpha(*mdl, 1), alpha);
        QCOMPARE(SkinEdits::hasAlpha(*mdl, 2), false); // no such skin
    }

    void mdl7SkinsAndDds()
    {
        using namespace format::PixelType;
        const format::RgbaImage img = mdlfixture::pattern(4, 4, Argb8888);
        const auto mdl7 = mdl7WithSkins({
            {Rgb888 | MipFlag, {}},                                                   // 0
            {Argb8888, {}},                                                           // 1
            {Dds, format::writeDdsRgba(img, false)},                                  // 2: 32-bit RGBA
            {Dds, ddsHeader(0x4, "DXT1")},                                            // 3
            {Dds, ddsHeader(0x4, "DXT5")},                                            // 4
            {Dds, ddsHeader(0x4, "DXT3")},                                            // 5
            {Dds, ddsHeader(0x40, nullptr)},                                          // 6: RGB, no alpha flag
        });
        QVERIFY(mdl7);
        const bool want[] = {false, true, true, false, true, true, false};
        for (int i = 0; i < 7; ++i)
            QVERIFY2(SkinEdits::hasAlpha(*mdl7, i) == want[i], qPrintable(QString::number(i)));
        QVERIFY(format::ddsHasAlpha(ddsHeader(0x4 | 0x1, "DXT1"))); // DXT1 with its alpha flag
        QVERIFY(!format::ddsHasAlpha(QByteArray("DDS tooshort")));
    }

    void hmpSkinsAndReferences()
    {
        const auto hmp = hmptest::hmp7AllSkins();
        // 565, 888+mip, 8888+mip, 565+mip, fake DDS (too short: no), external, 565+material,
        // external with effect, reference to skin 0 (565).
        const bool want[] = {false, false, true, false, false, false, false, false, false};
        QCOMPARE(hmp->skinCount(), 9);
        for (int i = 0; i < 9; ++i)
            QVERIFY2(SkinEdits::hasAlpha(*hmp, i) == want[i], qPrintable(QString::number(i)));
        // A reference answers for its target.
        format::HmpSkin reference;
        reference.type = format::PixelType::Reference;
        reference.width = 2;
        hmp->addSkin(reference);
        QVERIFY(SkinEdits::hasAlpha(*hmp, 9));
    }
};

QTEST_GUILESS_MAIN(TstSkinAlpha)
#include "tst_skinalpha.moc"

// The swatches the Skin dock offers per skin (skinPaletteColours): MDL 8-bit skins their palette,
// MDL7 8-bit skins the palette the document gave the file (none without one: the fixed swatches),
// other pixel types and HMP skins none.
#include "common/pixelformat.h"
#include "docks/skinpalette.h"
#include "format/hmp/hmpfixtures.h"
#include "format/mdl/mdlfixtures.h"
#include "format/mdl7/mdl7skinfixture.h"

#include <QtTest>

using namespace ackedit;

class TstSkinPalette : public QObject
{
    Q_OBJECT
private slots:
    void mdl7EightBitSkinsOfferTheFilesPalette()
    {
        using namespace format::PixelType;
        format::Mdl7BuildInput::Skin eight, rgb, reference;
        eight.type = Palette8;
        eight.name = "idx";
        eight.image = mdlfixture::pattern(8, 8, Palette8);
        rgb.type = Rgb565;
        rgb.name = "rgb";
        rgb.image = mdlfixture::pattern(8, 8, Rgb565);
        auto mdl7 = mdl7fixture::oneTriangle({eight, rgb});
        QVERIFY(mdl7);
        // No palette found: the grey ramp the skin is shown and saved with (document::skinPalette).
        const QList<QColor> grey = widgets::skinPaletteColours(*mdl7, 0);
        QCOMPARE(grey.size(), 256);
        QCOMPARE(grey[10], QColor(10, 10, 10));
        format::Palette palette;
        for (int i = 0; i < 256; ++i) {
            palette.rgb[i][0] = uint8_t(i);
            palette.rgb[i][1] = uint8_t(255 - i);
            palette.rgb[i][2] = uint8_t((i * 7) & 255);
        }
        mdl7->setPalette(palette);
        const QList<QColor> swatches = widgets::skinPaletteColours(*mdl7, 0);
        QCOMPARE(swatches.size(), 256);
        QCOMPARE(swatches[10], QColor(10, 245, 70));
        QVERIFY(widgets::skinPaletteColours(*mdl7, 1).isEmpty()); // RGB565
        QVERIFY(widgets::skinPaletteColours(*mdl7, 5).isEmpty()); // no such skin
    }

    void mdlAndHmpSkins()
    {
        const auto mdl = format::MdlFile::create(mdlfixture::cube("MDL5", 0, 1));
        QCOMPARE(widgets::skinPaletteColours(*mdl, 0).size(), 256); // grayscale without a palette
        const auto rgb = format::MdlFile::create(mdlfixture::cube("MDL5", 2, 1));
        QVERIFY(widgets::skinPaletteColours(*rgb, 0).isEmpty());
        const auto hmp = hmptest::hmp7AllSkins();
        QVERIFY(widgets::skinPaletteColours(*hmp, 0).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstSkinPalette)
#include "tst_skinpalette.moc"

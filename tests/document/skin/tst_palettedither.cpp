// Dithered saving of painted 8-bit skins: Floyd-Steinberg onto the skin's palette keeps the mean
// colour of a painted area where the nearest entry alone cannot, every texel stays a palette
// colour, and texels that were not painted keep their entries.
#include "document/model/modelfixtures.h"
#include "format/mdl/mdlfixtures.h"
#include "mdl/mdlfile.h"
#include "skin/palettedither.h"
#include "skin/skinstroke.h"

#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace ackedit;

namespace {

using mdlfixture::blackAndWhite;

QImage filled(const QSize &size, const QColor &c)
{
    QImage img(size, QImage::Format_RGBA8888);
    img.fill(c);
    return img;
}

// Base-level indices of skin 0 after saving `doc`, the whole skin replaced by `painted`.
QByteArray savedIndices(bool dither, const QImage &painted, QByteArray *original = nullptr)
{
    auto asset = format::MdlFile::create(mdlfixture::cube("MDL5", 0, 1));
    asset->setPalette(blackAndWhite());
    if (original)
        *original = asset->skins()[0].data.toByteArray();
    auto doc = testing::openModel(std::move(asset));
    doc->setDitherPaletteSkins(dither);
    document::SkinCanvas *canvas = doc->skinCanvas(0);
    if (!canvas || !document::SkinStroke::replace(doc->undoStack(), canvas, painted, QStringLiteral("Fill")))
        return {};
    QTemporaryDir dir;
    QString error;
    if (!doc->saveAs(dir.filePath(QStringLiteral("out.mdl")), &error))
        return {};
    QFile f(dir.filePath(QStringLiteral("out.mdl")));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    auto back = format::MdlFile::read(f.readAll());
    return back->skins()[0].data.toByteArray().left(16 * 8);
}

double whiteShare(const QByteArray &indices, int from = 0, int count = -1)
{
    const QByteArray part = indices.mid(from, count);
    int white = 0;
    for (char c : part)
        white += uint8_t(c) >= 128;
    return double(white) / double(part.size());
}

} // namespace

class TstPaletteDither : public QObject
{
    Q_OBJECT
private slots:
    void ditherKeepsTheMeanOfAGrey()
    {
        const QImage grey = filled({32, 32}, QColor(64, 64, 64));
        const QImage out = document::ditherToPalette(grey, QImage(), blackAndWhite());
        int white = 0;
        for (int y = 0; y < 32; ++y)
            for (int x = 0; x < 32; ++x) {
                const QRgb p = out.pixel(x, y);
                QVERIFY(p == qRgb(0, 0, 0) || p == qRgb(255, 255, 255));
                white += p == qRgb(255, 255, 255);
            }
        QVERIFY2(std::abs(white / 1024.0 - 64.0 / 255.0) < 0.03, qPrintable(QString::number(white)));
    }

    void unpaintedTexelsAreNotTouched()
    {
        QImage before = filled({16, 8}, Qt::white);
        QImage painted = before;
        for (int y = 0; y < 8; ++y)
            for (int x = 0; x < 8; ++x)
                painted.setPixelColor(x, y, QColor(128, 128, 128));
        const QImage out = document::ditherToPalette(painted, before, blackAndWhite());
        for (int y = 0; y < 8; ++y)
            for (int x = 8; x < 16; ++x)
                QCOMPARE(out.pixel(x, y), qRgb(255, 255, 255));
        int black = 0;
        for (int y = 0; y < 8; ++y)
            for (int x = 0; x < 8; ++x)
                black += out.pixel(x, y) == qRgb(0, 0, 0);
        QVERIFY(black > 20 && black < 44); // about half of 64
    }

    // Through the document: without dithering a mid grey becomes all white (its nearest entry);
    // with it about half the texels are white, and the bytes are palette indices either way.
    void documentSavesDitheredWhenAsked()
    {
        const QImage grey = filled({16, 8}, QColor(128, 128, 128));
        const QByteArray nearest = savedIndices(false, grey);
        QCOMPARE(nearest.size(), 128);
        QCOMPARE(whiteShare(nearest), 1.0);
        const QByteArray dithered = savedIndices(true, grey);
        QCOMPARE(dithered.size(), 128);
        QVERIFY2(std::abs(whiteShare(dithered) - 0.5) < 0.1, qPrintable(QString::number(whiteShare(dithered))));
    }

    // (The palette repeats its two colours, so the format library may store another index of the
    // same colour: compare colours.)
    void documentKeepsUnpaintedColours()
    {
        QByteArray original;
        savedIndices(true, filled({16, 8}, Qt::black), &original);
        // The pristine skin decoded through the palette, with its left half painted grey.
        auto asset = format::MdlFile::create(mdlfixture::cube("MDL5", 0, 1));
        asset->setPalette(blackAndWhite());
        auto doc = testing::openModel(std::move(asset));
        QImage painted = doc->skinCanvas(0)->image();
        for (int y = 0; y < 8; ++y)
            for (int x = 0; x < 8; ++x)
                painted.setPixelColor(x, y, QColor(128, 128, 128));
        const QByteArray out = savedIndices(true, painted);
        QCOMPARE(out.size(), 128);
        for (int y = 0; y < 8; ++y)
            for (int x = 8; x < 16; ++x)
                QCOMPARE(uint8_t(out[y * 16 + x]) >= 128, uint8_t(original[y * 16 + x]) >= 128); // same colour
    }
};

QTEST_GUILESS_MAIN(TstPaletteDither)
#include "tst_palettedither.moc"

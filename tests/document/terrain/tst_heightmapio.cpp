// Heightmap import/export through QImage / PNG: exact 16-bit round trip, 8-bit import, height
// range mapping, resampled import, and errors for unreadable or unwritable files.
#include "common_files.h"
#include "fulldisk.h"
#include "terrain/heightmapimage.h"

#include <QFile>
#include <QImageReader>
#include <QTemporaryDir>
#include <QtTest>

using namespace ackedit::document;
using ackedit::testing::readFile;

namespace {

// Every 16-bit value pattern we care about: 0, 65535, neighbours of both, and a spread.
QImage pattern16(int w, int h)
{
    QImage img(w, h, QImage::Format_Grayscale16);
    for (int y = 0; y < h; ++y) {
        auto *line = reinterpret_cast<quint16 *>(img.scanLine(y));
        for (int x = 0; x < w; ++x)
            line[x] = quint16((quint32(x) * 7919u + quint32(y) * 104729u) % 65536u);
    }
    auto *first = reinterpret_cast<quint16 *>(img.scanLine(0));
    first[0] = 0;
    first[1] = 65535;
    first[2] = 1;
    first[3] = 65534;
    first[4] = 32768;
    return img;
}

} // namespace

class TstHeightmapIo : public QObject
{
    Q_OBJECT
private slots:
    void roundTrip16BitPng_data()
    {
        QTest::addColumn<float>("lo");
        QTest::addColumn<float>("hi");
        QTest::newRow("0..1") << 0.0f << 1.0f;
        QTest::newRow("-100..500") << -100.0f << 500.0f;
        QTest::newRow("terrain metres") << -1250.5f << 8848.25f;
        QTest::newRow("inverted") << 300.0f << -20.0f;
    }
    void roundTrip16BitPng()
    {
        QFETCH(float, lo);
        QFETCH(float, hi);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString in = dir.filePath(QStringLiteral("in.png")), out = dir.filePath(QStringLiteral("out.png"));
        const QImage source = pattern16(257, 129);
        QVERIFY(source.save(in, "PNG"));

        HeightmapImportOptions options;
        options.minHeight = lo;
        options.maxHeight = hi;
        QString error;
        const auto grid = HeightmapImage::load(in, options, &error);
        QVERIFY2(grid, qPrintable(error));
        QCOMPARE(grid->columns(), 257);
        QCOMPARE(grid->rows(), 129);
        QCOMPARE(grid->height(0, 0), lo);
        QCOMPARE(grid->height(1, 0), hi);
        QVERIFY(HeightmapImage::save(*grid, out, lo, hi, &error));

        // A real 16-bit grayscale PNG: IHDR bit depth 16, colour type 0.
        const QByteArray bytes = readFile(out);
        QVERIFY(bytes.startsWith("\x89PNG"));
        QCOMPARE(bytes.mid(12, 4), QByteArray("IHDR"));
        QCOMPARE(int(uchar(bytes[24])), 16);
        QCOMPARE(int(uchar(bytes[25])), 0);

        const QImage back(out);
        QCOMPARE(back.format(), QImage::Format_Grayscale16);
        QCOMPARE(back.size(), source.size());
        for (int y = 0; y < back.height(); ++y)
            QVERIFY2(std::memcmp(back.constScanLine(y), source.constScanLine(y), size_t(back.width()) * 2) == 0,
                     qPrintable(QStringLiteral("row %1 differs").arg(y)));
    }

    void import8Bit()
    {
        QImage img(3, 2, QImage::Format_Grayscale8);
        const uchar values[6] = {0, 128, 255, 51, 102, 204};
        for (int y = 0; y < 2; ++y)
            std::memcpy(img.scanLine(y), values + 3 * y, 3);
        HeightmapImportOptions options;
        options.minHeight = -10.0f;
        options.maxHeight = 245.0f; // one height unit per gray level
        options.cellSizeX = 4.0f;
        options.cellSizeY = 2.0f;
        const HeightGrid g = HeightmapImage::fromImage(img, options);
        QCOMPARE(g.columns(), 3);
        QCOMPARE(g.rows(), 2);
        QCOMPARE(g.height(0, 0), -10.0f);
        QCOMPARE(g.height(1, 0), 118.0f);
        QCOMPARE(g.height(2, 0), 245.0f);
        QCOMPARE(g.height(0, 1), 41.0f);
        QCOMPARE(g.height(2, 1), 194.0f);
        // Centred like an HMP terrain; image row 0 is north.
        QCOMPARE(g.cellSizeX(), 4.0f);
        QCOMPARE(g.vertexPosition(0, 0), Eigen::Vector3f(-4.0f, 1.0f, -10.0f));
        QCOMPARE(g.vertexPosition(2, 1), Eigen::Vector3f(4.0f, -1.0f, 194.0f));
    }

    void import8BitPngFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("g8.png"));
        QImage img(4, 4, QImage::Format_Grayscale8);
        img.fill(0);
        img.scanLine(2)[3] = 255;
        QVERIFY(img.save(path, "PNG"));
        HeightmapImportOptions options;
        options.maxHeight = 100.0f;
        const auto g = HeightmapImage::load(path, options);
        QVERIFY(g);
        QCOMPARE(g->height(3, 2), 100.0f);
        QCOMPARE(g->height(2, 2), 0.0f);
    }

    void importColourUsesLuminance()
    {
        QImage img(2, 1, QImage::Format_RGB32);
        img.setPixel(0, 0, qRgb(255, 255, 255));
        img.setPixel(1, 0, qRgb(0, 0, 0));
        const HeightGrid g = HeightmapImage::fromImage(img, HeightmapImportOptions{0.0f, 2.0f});
        QCOMPARE(g.height(0, 0), 2.0f);
        QCOMPARE(g.height(1, 0), 0.0f);
        // Colour goes through Qt's luminance conversion: green is brighter than red, both in (0,1).
        QImage colour(2, 1, QImage::Format_RGB32);
        colour.setPixel(0, 0, qRgb(255, 0, 0));
        colour.setPixel(1, 0, qRgb(0, 255, 0));
        const HeightGrid c = HeightmapImage::fromImage(colour, HeightmapImportOptions{0.0f, 1.0f});
        const float red = c.height(0, 0), green = c.height(1, 0);
        QVERIFY2(red > 0.0f && red < green && green < 1.0f, qPrintable(QStringLiteral("%1 %2").arg(red).arg(green)));
    }

    void importResampled()
    {
        // 3x3 ramp 0, 32768, 65535 per row -> 5x5: the new columns fall halfway between.
        QImage img(3, 3, QImage::Format_Grayscale16);
        for (int y = 0; y < 3; ++y) {
            auto *line = reinterpret_cast<quint16 *>(img.scanLine(y));
            line[0] = 0;
            line[1] = 32768;
            line[2] = 65535;
        }
        HeightmapImportOptions options;
        options.minHeight = 0.0f;
        options.maxHeight = 65535.0f;
        options.columns = 5;
        options.rows = 5;
        options.cellSizeX = 10.0f;
        options.cellSizeY = 10.0f;
        const HeightGrid g = HeightmapImage::fromImage(img, options);
        QCOMPARE(g.columns(), 5);
        QCOMPARE(g.rows(), 5);
        QCOMPARE(g.cellSizeX(), 10.0f);
        QCOMPARE(g.offsetX(), -20.0f);
        QCOMPARE(g.offsetY(), -20.0f);
        const float expected[5] = {0.0f, 16384.0f, 32768.0f, 49151.5f, 65535.0f};
        for (int r = 0; r < 5; ++r)
            for (int c = 0; c < 5; ++c)
                QCOMPARE(g.height(c, r), expected[c]);
    }

    void exportMapsRange_data()
    {
        QTest::addColumn<float>("height");
        QTest::addColumn<int>("value");
        // range 100 .. 200
        QTest::newRow("min") << 100.0f << 0;
        QTest::newRow("max") << 200.0f << 65535;
        QTest::newRow("middle rounds up") << 150.0f << 32768; // 32767.5
        QTest::newRow("quarter") << 125.0f << 16384;         // 16383.75
        QTest::newRow("below clamps") << -5.0f << 0;
        QTest::newRow("above clamps") << 1e9f << 65535;
        QTest::newRow("nan") << float(NAN) << 0;
    }
    void exportMapsRange()
    {
        QFETCH(float, height);
        QFETCH(int, value);
        HeightGrid g(2, 1);
        g.setHeight(0, 0, height);
        const QImage img = HeightmapImage::toImage(g, 100.0f, 200.0f);
        QCOMPARE(img.format(), QImage::Format_Grayscale16);
        QCOMPARE(int(reinterpret_cast<const quint16 *>(img.constScanLine(0))[0]), value);
        QCOMPARE(int(HeightmapImage::quantise(height, 100.0f, 200.0f)), value);
    }

    void exportOwnRange()
    {
        HeightGrid g(3, 1);
        g.heights() = {-3.0f, 1.0f, 5.0f};
        const QImage img = HeightmapImage::toImage(g);
        const auto *line = reinterpret_cast<const quint16 *>(img.constScanLine(0));
        QCOMPARE(int(line[0]), 0);
        QCOMPARE(int(line[1]), 32768);
        QCOMPARE(int(line[2]), 65535);
        // A flat grid has no range: all 0, no division by zero.
        HeightGrid flat(2, 2, 1, 1, 0, 0, 7.0f);
        QCOMPARE(int(reinterpret_cast<const quint16 *>(HeightmapImage::toImage(flat).constScanLine(1))[1]), 0);
    }

    void errors()
    {
        QTemporaryDir dir;
        QString error;
        QVERIFY(!HeightmapImage::load(dir.filePath(QStringLiteral("missing.png")), {}, &error));
        QVERIFY(error.contains(QStringLiteral("missing.png")));
        // Not an image.
        const QString junk = dir.filePath(QStringLiteral("junk.png"));
        QVERIFY(ackedit::testing::writeFile(junk, QByteArray("not a png at all")));
        error.clear();
        QVERIFY(!HeightmapImage::load(junk, {}, &error));
        QVERIFY(!error.isEmpty());
        // Unwritable target, empty grid.
        error.clear();
        QVERIFY(!HeightmapImage::save(HeightGrid(2, 2), dir.filePath(QStringLiteral("no/such/dir/x.png")), 0, 1, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!HeightmapImage::save(HeightGrid(), dir.filePath(QStringLiteral("empty.png")), 0, 1, &error));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("empty.png"))));
        QVERIFY(HeightmapImage::fromImage(QImage(), {}).isEmpty());
    }

    // Issue 12: an export onto a full disk replaced the old PNG with an empty file and succeeded.
    void fullDiskExportKeepsTheOldImage()
    {
        ackedit::testing::FullDisk disk;
        ACKEDIT_REQUIRE_FULL_DISK(disk);
        const QString path = disk.filePath(QStringLiteral("height.png"));
        HeightGrid grid(33, 33);
        QString error;
        QVERIFY2(HeightmapImage::save(grid, path, 0, 1, &error), qPrintable(error));
        const QByteArray before = readFile(path);
        QVERIFY(before.startsWith("\x89PNG"));
        QVERIFY(disk.fill());

        for (size_t i = 0; i < grid.heights().size(); ++i)
            grid.heights()[i] = float(i % 7) / 7.0f;
        QVERIFY(!HeightmapImage::save(grid, path, 0, 1, &error));
        QVERIFY2(error.startsWith(QStringLiteral("Cannot write heightmap ") + path + QStringLiteral(": No space left on device")),
                 qPrintable(error));
        QCOMPARE(readFile(path), before);
        QCOMPARE(disk.files(), (QStringList{QStringLiteral("filler"), QStringLiteral("height.png")}));
    }
};

QTEST_GUILESS_MAIN(TstHeightmapIo)
#include "tst_heightmapio.moc"

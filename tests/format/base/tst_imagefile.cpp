// Choosing the decoder of an external skin file by content or suffix, the real companion
// textures of the corpus, and the generated files that seed the fuzz target fuzz_image.
#include "common/imagefile.h"
#include "testimages.h"
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QtTest>
#include <cstring>
#include <set>

using namespace ackedit::format;
using testimages::ByteWriter;
using testimages::Pcx;
using testimages::Tga;

Q_DECLARE_METATYPE(ackedit::format::ImageFileFormat)

namespace {

// Bytes with runs of three, so RLE files have runs and literals.
QByteArray filler(qsizetype n, int salt = 0)
{
    QByteArray b;
    for (qsizetype i = 0; i < n; ++i)
        b.append(char((i / 3) * 29 + salt));
    return b;
}

Pcx pcx(int bits, int planes, int width, int height)
{
    Pcx p;
    p.bits = bits;
    p.planes = planes;
    p.width = width;
    p.height = height;
    p.scanlines = filler(qsizetype(p.lineBytes()) * planes * height);
    p.ega = filler(48, 5);
    if (bits == 8 && planes == 1)
        p.palette = filler(768, 11);
    return p;
}

Tga tga(int type, int depth, int width, int height, int descriptor)
{
    Tga t;
    t.imageType = type;
    t.depth = depth;
    t.width = width;
    t.height = height;
    t.descriptor = descriptor;
    if (type % 8 == 1) {
        t.mapType = 1;
        t.mapLength = 256;
        t.mapEntryBits = 24;
        t.map = filler(256 * 3, 7);
        t.pixels = QByteArray(width * height * depth / 8, '\0');
        for (qsizetype i = 0; i < t.pixels.size(); i += depth / 8)
            t.pixels[i] = char(i / 5);
    } else {
        t.pixels = filler(qsizetype(width) * height * ((depth + 7) / 8));
    }
    return t;
}

QByteArray dds(const QByteArray &fourCC, int w, int h)
{
    const qsizetype blocks = qsizetype((w + 3) / 4) * ((h + 3) / 4);
    return testimages::ddsHeader(w, h, 0x4, fourCC) + filler(blocks * (fourCC == "DXT1" ? 8 : 16));
}

// One small file of every variant the decoders read, named with its suffix.
QList<std::pair<QString, QByteArray>> generatedFiles()
{
    QList<std::pair<QString, QByteArray>> files;
    const auto add = [&](const char *name, const QByteArray &file) { files.append({QString::fromLatin1(name), file}); };
    add("pcx8-rle.pcx", writePcx(pcx(8, 1, 13, 5)));
    Pcx raw = pcx(8, 1, 6, 4);
    raw.encoding = 0;
    add("pcx8-raw.pcx", writePcx(raw));
    Pcx across = pcx(8, 3, 9, 4);
    across.runsAcrossLines = true;
    add("pcx24-across.pcx", writePcx(across));
    add("pcx32.pcx", writePcx(pcx(8, 4, 5, 3)));
    add("pcx4.pcx", writePcx(pcx(4, 1, 7, 3)));
    add("pcx1x4.pcx", writePcx(pcx(1, 4, 12, 3)));
    add("pcx1.pcx", writePcx(pcx(1, 1, 17, 2)));
    add("tga1.tga", writeTga(tga(1, 8, 6, 4, 0)));
    add("tga9-16.tga", writeTga(tga(9, 16, 6, 4, 0x20)));
    add("tga2-15.tga", writeTga(tga(2, 15, 5, 3, 0x00)));
    add("tga2-16.tga", writeTga(tga(2, 16, 5, 3, 0x21)));
    add("tga2-24.tga", writeTga(tga(2, 24, 7, 3, 0x10)));
    add("tga2-32.tga", writeTga(tga(2, 32, 7, 3, 0x28)));
    add("tga3.tga", writeTga(tga(3, 8, 8, 2, 0x20)));
    add("tga10-24.tga", writeTga(tga(10, 24, 9, 4, 0)));
    Tga footer = tga(10, 32, 9, 4, 0x28);
    footer.footer = true;
    footer.id = "seed";
    add("tga10-32-footer.tga", writeTga(footer));
    add("tga11-16.tga", writeTga(tga(11, 16, 9, 4, 0x30)));
    add("dxt1.dds", dds("DXT1", 8, 4));
    add("dxt3.dds", dds("DXT3", 4, 4));
    add("dxt5.dds", dds("DXT5", 5, 6));
    add("rgba32.dds", testimages::ddsHeader(3, 2, 0x41, {}, 32, {0xff0000, 0xff00, 0xff, 0xff000000}) + filler(24));
    add("rgb16.dds", testimages::ddsHeader(3, 2, 0x40, {}, 16, {0xf800, 0x07e0, 0x001f, 0}) + filler(12));
    return files;
}

} // namespace

class TstImageFile : public QObject
{
    Q_OBJECT
private slots:
    void format_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<ImageFileFormat>("expected");
        const QByteArray pcxFile = writePcx(pcx(8, 1, 4, 4));
        const QByteArray tgaFile = writeTga(tga(2, 24, 2, 2, 0));
        Tga footer = tga(2, 24, 2, 2, 0);
        footer.footer = true;
        const QByteArray ddsFile = dds("DXT1", 4, 4);
        const QByteArray png = QByteArray::fromHex("89504e470d0a1a0a") + QByteArray(200, '\0');
        QTest::newRow("dds") << ddsFile << QStringLiteral("sColumnA.dds") << ImageFileFormat::Dds;
        QTest::newRow("dds named png") << ddsFile << QStringLiteral("skin.png") << ImageFileFormat::Dds;
        QTest::newRow("pcx") << pcxFile << QStringLiteral("player_body.pcx") << ImageFileFormat::Pcx;
        QTest::newRow("pcx named tga") << pcxFile << QStringLiteral("skin.tga") << ImageFileFormat::Pcx;
        QTest::newRow("tga") << tgaFile << QStringLiteral("tKotze.tga") << ImageFileFormat::Tga;
        QTest::newRow("tga upper case") << tgaFile << QStringLiteral("TKOTZE.TGA") << ImageFileFormat::Tga;
        QTest::newRow("tga windows path") << tgaFile << QStringLiteral("C:\\Users\\x\\jetpack_lotter.tga") << ImageFileFormat::Tga;
        QTest::newRow("tga without suffix") << tgaFile << QStringLiteral("skin") << ImageFileFormat::Other;
        QTest::newRow("tga footer without suffix") << writeTga(footer) << QString() << ImageFileFormat::Tga;
        QTest::newRow("png") << png << QStringLiteral("skin.png") << ImageFileFormat::Other;
        QTest::newRow("png named tga") << png << QStringLiteral("skin.tga") << ImageFileFormat::Other;
        QTest::newRow("jpeg named pcx") << QByteArray::fromHex("ffd8ffe0") + QByteArray(200, '\0') << QStringLiteral("a.pcx")
                                        << ImageFileFormat::Other;
        QTest::newRow("bmp named dds") << QByteArray("BM") + QByteArray(200, '\0') << QStringLiteral("a.dds") << ImageFileFormat::Other;
        QTest::newRow("text") << QByteArray("hello") << QStringLiteral("readme.txt") << ImageFileFormat::Other;
        QTest::newRow("empty tga") << QByteArray() << QStringLiteral("a.tga") << ImageFileFormat::Tga;
        QTest::newRow("tga.bak") << tgaFile << QStringLiteral("a.tga.bak") << ImageFileFormat::Other;
    }
    void format()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, fileName);
        QFETCH(ImageFileFormat, expected);
        QCOMPARE(imageFileFormat(bytes, fileName), expected);
    }
    void otherFormatsGiveNullImage()
    {
        // PNG and friends are QImage's job: no error, no image.
        QVERIFY(readImageFile(QByteArray::fromHex("89504e470d0a1a0a"), QStringLiteral("a.png")).isNull());
        QVERIFY(readImageFile(QByteArray("BM") + QByteArray(60, '\0'), QStringLiteral("a.tga")).isNull());
        QVERIFY(readImageFile(QByteArray(), QStringLiteral("a.png")).isNull());
    }
    void damagedFilesThrow_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("fileName");
        QTest::addColumn<QString>("field");
        QTest::newRow("empty tga") << QByteArray() << QStringLiteral("a.tga") << QStringLiteral("header.idLength");
        QTest::newRow("truncated tga") << writeTga(tga(2, 24, 4, 4, 0)).chopped(1) << QStringLiteral("a.tga") << QStringLiteral("image data");
        QTest::newRow("pcx suffix, not pcx") << QByteArray(200, 'x') << QStringLiteral("a.PCX") << QStringLiteral("header.manufacturer");
        QTest::newRow("truncated pcx") << writePcx(pcx(8, 3, 4, 4)).chopped(1) << QStringLiteral("x") << QStringLiteral("image data");
        QTest::newRow("dds suffix, not dds") << QByteArray(200, 'x') << QStringLiteral("a.dds") << QStringLiteral("magic");
        QTest::newRow("unsupported dds") << testimages::ddsHeader(4, 4, 0x4, "ATI2") + QByteArray(16, 0) << QString()
                                         << QStringLiteral("header.pixelFormat.fourCC");
    }
    void damagedFilesThrow()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, fileName);
        QFETCH(QString, field);
        QCOMPARE(testimages::errorOf([&] { readImageFile(bytes, fileName); }).field, field);
    }
    void everyPrefixOfADds()
    {
        const QByteArray file = dds("DXT5", 8, 8);
        QVERIFY(!readImageFile(file, QStringLiteral("a.dds")).isNull());
        const auto read = [](const QByteArray &b) { return readImageFile(b, QStringLiteral("a.dds")); };
        QCOMPARE(testimages::decodeDamaged(file, read), 0);
    }

    void corpus_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::newRow("tKotze.tga (type 10, RLE)") << QStringLiteral("tKotze.tga") << 128 << 128;
        QTest::newRow("tKotzeN.tga (type 2)") << QStringLiteral("tKotzeN.tga") << 128 << 128;
        QTest::newRow("pine-leaf-diff_reduced.dds") << QStringLiteral("pine-leaf-diff_reduced.dds") << 256 << 256;
        QTest::newRow("pine-trunk-diff.dds") << QStringLiteral("pine-trunk-diff.dds") << 256 << 1024;
        QTest::newRow("sColumnA.dds") << QStringLiteral("sColumnA.dds") << 1024 << 1024;
    }
    void corpus()
    {
        QFETCH(QString, name);
        QFETCH(int, width);
        QFETCH(int, height);
        QFile f(ackedit::testing::corpusDir() + QStringLiteral("/mdl7/") + name);
        if (!f.open(QIODevice::ReadOnly))
            QSKIP("corpus file not present (ACKEDIT_CORPUS_DIR)");
        const RgbaImage img = readImageFile(f.readAll(), name);
        QCOMPARE(img.width, width);
        QCOMPARE(img.height, height);
        // Real content: many colours, and not invisible.
        std::set<quint32> colours;
        bool visible = false;
        for (size_t i = 0; i < img.pixels.size(); i += 4) {
            quint32 c;
            std::memcpy(&c, img.pixels.data() + i, 4);
            colours.insert(c);
            visible = visible || img.pixels[i + 3] != 0;
        }
        QVERIFY2(colours.size() >= 500, qPrintable(QString::number(colours.size())));
        QVERIFY(visible);
    }

    // Every generated variant decodes; with ACKEDIT_IMAGE_SEED_DIR set they are also written
    // there, as seeds for fuzz_image (.ci/fuzz-smoke does that).
    void generatedFilesDecode()
    {
        const QString seedDir = qEnvironmentVariable("ACKEDIT_IMAGE_SEED_DIR");
        if (!seedDir.isEmpty())
            QVERIFY(QDir().mkpath(seedDir));
        for (const auto &[name, file] : generatedFiles()) {
            QVERIFY2(!readImageFile(file, name).isNull(), qPrintable(name));
            if (seedDir.isEmpty())
                continue;
            QFile out(seedDir + QLatin1Char('/') + name);
            QVERIFY(out.open(QIODevice::WriteOnly) && out.write(file) == file.size());
        }
    }
};

QTEST_GUILESS_MAIN(TstImageFile)
#include "tst_imagefile.moc"

// ackedit-cli's skin commands (issue 14, point 9) as a user runs them: `paint` puts one dab into a
// skin and saves it in the skin's own pixel format, `skin-export` gives the skin back as PNG (the
// dab in the painted colour, or the nearest palette entry for 8-bit skins), `skin-import` replaces
// a skin from a PNG of its size, `uv-export` draws the UV layout. On the corpus: every model and
// terrain with an embedded skin takes a dab whose texels come back, other skins export unchanged,
// and the output round-trips byte-identically (counts printed for the note).
#include "cli/clirunner.h"
#include "common_corpus.h"
#include "common_files.h"
#include "format/mdl/mdlfixtures.h"
#include "formatregistry.h"
#include "mdl/mdlfile.h"

#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

using ackedit::testing::runCli;

namespace {

QString write(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    return ackedit::testing::writeInput(dir, name, bytes);
}

QImage exported(const QString &file, int skin, const QString &png)
{
    const auto r = runCli({QStringLiteral("skin-export"), file, QString::number(skin), png});
    return r.exitCode == 0 ? QImage(png).convertToFormat(QImage::Format_RGBA8888) : QImage();
}

struct Counts
{
    int files = 0, withSkin = 0, painted = 0, exact = 0, palette = 0, refused = 0, othersKept = 0, roundTrips = 0;
} counts;

} // namespace

class TstCliSkins : public QObject
{
    Q_OBJECT
private slots:
    void paintComesBackInTheSkinsFormat_data()
    {
        QTest::addColumn<QByteArray>("format");
        QTest::addColumn<int>("skinType");
        QTest::addColumn<QColor>("want");
        QTest::newRow("MDL5 ARGB8888") << QByteArray("MDL5") << 13 << QColor(255, 0, 0);
        QTest::newRow("MDL4 RGB565") << QByteArray("MDL4") << 10 << QColor(255, 0, 0);
        // 8-bit without a palette of its own: the grayscale fallback, whose nearest entry to red is 85.
        QTest::newRow("IDPO 8-bit") << QByteArray("IDPO") << 0 << QColor(85, 85, 85);
    }
    void paintComesBackInTheSkinsFormat()
    {
        QFETCH(QByteArray, format);
        QFETCH(int, skinType);
        QFETCH(QColor, want);
        QTemporaryDir dir;
        const QString in = write(dir, QStringLiteral("cube.mdl"), ackedit::format::MdlFile::create(mdlfixture::cube(format, skinType, 2))->write());
        const QString out = dir.filePath(QStringLiteral("painted.mdl"));
        const auto r = runCli({QStringLiteral("paint"), in, out, QStringLiteral("--skin"), QStringLiteral("0"), QStringLiteral("--uv"),
                               QStringLiteral("0.5,0.5"), QStringLiteral("--radius"), QStringLiteral("2"), QStringLiteral("--color"),
                               QStringLiteral("#ff0000")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(QStringLiteral("painted skin 0")));
        const QImage skin = exported(out, 0, dir.filePath(QStringLiteral("s0.png")));
        QVERIFY(!skin.isNull());
        QCOMPARE(skin.pixelColor(skin.width() / 2, skin.height() / 2).rgb(), want.rgb());
        QCOMPARE(skin.pixelColor(0, 0), exported(in, 0, dir.filePath(QStringLiteral("o0.png"))).pixelColor(0, 0));
        QCOMPARE(exported(out, 1, dir.filePath(QStringLiteral("s1.png"))), exported(in, 1, dir.filePath(QStringLiteral("o1.png"))));
        QCOMPARE(runCli({QStringLiteral("roundtrip"), out, out + QStringLiteral(".again")}).exitCode, 0);
    }

    void importReplacesASkin()
    {
        QTemporaryDir dir;
        const QString in = write(dir, QStringLiteral("cube.mdl"), ackedit::format::MdlFile::create(mdlfixture::cube("MDL5", 13, 2))->write());
        QImage img = exported(in, 0, dir.filePath(QStringLiteral("s0.png")));
        img.fill(QColor(0, 0, 255));
        const QString png = dir.filePath(QStringLiteral("blue.png"));
        QVERIFY(img.save(png));
        const QString out = dir.filePath(QStringLiteral("imported.mdl"));
        const auto r = runCli({QStringLiteral("skin-import"), in, out, QStringLiteral("0"), png});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(exported(out, 0, dir.filePath(QStringLiteral("b.png"))).pixelColor(3, 3), QColor(0, 0, 255));
        // Another size is refused with the sizes named, and nothing is written.
        QVERIFY(img.scaled(5, 5).save(png));
        const auto bad = runCli({QStringLiteral("skin-import"), in, dir.filePath(QStringLiteral("no.mdl")), QStringLiteral("0"), png});
        QCOMPARE(bad.exitCode, 1);
        QVERIFY2(bad.err.contains(QStringLiteral("5x5")), qPrintable(bad.err));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("no.mdl"))));
    }

    // --dither on an 8-bit skin (grayscale palette: IDPO files carry none): a colour between two
    // entries is saved as the nearest entry everywhere without it, as a mix of entries with it.
    void ditherOption_data()
    {
        QTest::addColumn<bool>("import");
        QTest::newRow("skin-import") << true;
        QTest::newRow("paint") << false;
    }
    void ditherOption()
    {
        QFETCH(bool, import);
        QTemporaryDir dir;
        const QString in = write(dir, QStringLiteral("cube.mdl"), ackedit::format::MdlFile::create(mdlfixture::cube("IDPO", 0, 1))->write());
        const QColor between(100, 101, 101); // nearest grey 101; its error makes some texels 100
        QImage img = exported(in, 0, dir.filePath(QStringLiteral("s0.png")));
        img.fill(between);
        const QString png = dir.filePath(QStringLiteral("between.png"));
        QVERIFY(img.save(png));
        QSet<QRgb> colours[2];
        for (const bool dither : {false, true}) {
            const QString out = dir.filePath(dither ? QStringLiteral("d.mdl") : QStringLiteral("p.mdl"));
            QStringList args = import ? QStringList{QStringLiteral("skin-import"), in, out, QStringLiteral("0"), png}
                                      : QStringList{QStringLiteral("paint"), in, out, QStringLiteral("--skin"), QStringLiteral("0"),
                                                    QStringLiteral("--uv"), QStringLiteral("0.5,0.5"), QStringLiteral("--radius"),
                                                    QStringLiteral("3"), QStringLiteral("--color"), between.name()};
            if (dither)
                args.insert(import ? 1 : 3, QStringLiteral("--dither")); // anywhere among the arguments
            const auto r = runCli(args);
            QVERIFY2(r.exitCode == 0, qPrintable(r.err));
            const QImage skin = exported(out, 0, out + QStringLiteral(".png"));
            QVERIFY(!skin.isNull());
            for (int y = 0; y < skin.height(); ++y)
                for (int x = 0; x < skin.width(); ++x)
                    if (import || std::hypot(x + 0.5 - skin.width() / 2.0, y + 0.5 - skin.height() / 2.0) < 2.0)
                        colours[dither].insert(skin.pixel(x, y));
        }
        QCOMPARE(colours[0], QSet<QRgb>{qRgb(101, 101, 101)});
        QCOMPARE(colours[1], (QSet<QRgb>{qRgb(100, 100, 100), qRgb(101, 101, 101)}));
    }

    void uvLayoutIsDrawn()
    {
        QTemporaryDir dir;
        const QString in = write(dir, QStringLiteral("cube.mdl"), ackedit::format::MdlFile::create(mdlfixture::cube("MDL5", 13, 2))->write());
        const QString png = dir.filePath(QStringLiteral("uv.png"));
        const auto r = runCli({QStringLiteral("uv-export"), in, png});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QImage uv = QImage(png).convertToFormat(QImage::Format_RGBA8888);
        QCOMPARE(uv.size(), QSize(16, 8));
        int drawn = 0;
        for (int y = 0; y < uv.height(); ++y)
            for (int x = 0; x < uv.width(); ++x)
                drawn += uv.pixelColor(x, y).alpha() > 0;
        QVERIFY(drawn > 0 && drawn < 16 * 8);
    }

    void refusals()
    {
        QTemporaryDir dir;
        const QString in = write(dir, QStringLiteral("cube.mdl"), ackedit::format::MdlFile::create(mdlfixture::cube("MDL5", 13, 2))->write());
        auto r = runCli({QStringLiteral("paint"), in, dir.filePath(QStringLiteral("o.mdl")), QStringLiteral("--skin"), QStringLiteral("7"),
                         QStringLiteral("--uv"), QStringLiteral("0.5,0.5"), QStringLiteral("--radius"), QStringLiteral("2"),
                         QStringLiteral("--color"), QStringLiteral("#ff0000")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("skin 7 does not exist")), qPrintable(r.err));
        r = runCli({QStringLiteral("paint"), in, dir.filePath(QStringLiteral("o.mdl")), QStringLiteral("--skin"), QStringLiteral("0"),
                    QStringLiteral("--uv"), QStringLiteral("0.5"), QStringLiteral("--radius"), QStringLiteral("2"),
                    QStringLiteral("--color"), QStringLiteral("#ff0000")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("o.mdl"))));
    }

    void corpus_data()
    {
        QTest::addColumn<QString>("path");
        if (!ackedit::testing::hasCorpus()) {
            QTest::newRow("no-corpus") << QString();
            return;
        }
        for (const QString &p : ackedit::testing::corpusFiles({QStringLiteral("mdl2"), QStringLiteral("mdl3"), QStringLiteral("mdl4"),
                                                               QStringLiteral("mdl5"), QStringLiteral("mdl7"), QStringLiteral("idpo"),
                                                               QStringLiteral("hmp4"), QStringLiteral("hmp5"), QStringLiteral("hmp7")},
                                                              {QStringLiteral(".mdl"), QStringLiteral(".hmp")}))
            QTest::newRow(qPrintable(QFileInfo(p).dir().dirName() + QLatin1Char('/') + QFileInfo(p).fileName())) << p;
    }
    void corpus()
    {
        QFETCH(QString, path);
        if (path.isEmpty())
            QSKIP("../shared/corpus not present: skipping real-file cases");
        ++counts.files;
        QTemporaryDir dir;
        const QImage before = exported(path, 0, dir.filePath(QStringLiteral("before.png")));
        if (before.isNull())
            QSKIP("no embedded skin 0 (external or none)");
        ++counts.withSkin;
        const QString out = dir.filePath(QFileInfo(path).fileName());
        const auto r = runCli({QStringLiteral("paint"), path, out, QStringLiteral("--skin"), QStringLiteral("0"), QStringLiteral("--uv"),
                               QStringLiteral("0.5,0.5"), QStringLiteral("--radius"), QStringLiteral("3"), QStringLiteral("--color"),
                               QStringLiteral("#ff0000")});
        if (r.exitCode != 0) {
            ++counts.refused;
            QVERIFY2(r.exitCode == 1 && !r.err.isEmpty() && !QFile::exists(out), qPrintable(r.err));
            QSKIP(qPrintable(QStringLiteral("refused: ") + r.err.trimmed()));
        }
        ++counts.painted;
        const QImage after = exported(out, 0, dir.filePath(QStringLiteral("after.png")));
        QVERIFY(!after.isNull());
        const QColor c = after.pixelColor(after.width() / 2, after.height() / 2);
        if (c.rgb() == QColor(255, 0, 0).rgb())
            ++counts.exact;
        else
            ++counts.palette; // 8-bit: the nearest palette entry
        QVERIFY2(c.red() >= c.green() && c.red() >= c.blue(), qPrintable(c.name()));
        const auto asset = ackedit::format::readAssetFile(ackedit::testing::readFile(path));
        for (int s = 1; s < asset->skinCount(); ++s) {
            const QImage original = exported(path, s, dir.filePath(QStringLiteral("b%1.png").arg(s)));
            if (original == before)
                continue; // an MDL7 skin reference to skin 0 shows the painted skin, as it should
            QCOMPARE(exported(out, s, dir.filePath(QStringLiteral("a%1.png").arg(s))), original);
        }
        ++counts.othersKept;
        QCOMPARE(runCli({QStringLiteral("roundtrip"), out, out + QStringLiteral(".again")}).exitCode, 0);
        ++counts.roundTrips;
    }

    void cleanupTestCase()
    {
        qInfo("corpus: %d files, %d with embedded skin 0, %d painted (%d exact red, %d nearest palette entry), %d refused, "
              "%d kept their other skins, %d outputs round-trip",
              counts.files, counts.withSkin, counts.painted, counts.exact, counts.palette, counts.refused, counts.othersKept,
              counts.roundTrips);
    }
};

QTEST_GUILESS_MAIN(TstCliSkins)
#include "tst_cliskins.moc"

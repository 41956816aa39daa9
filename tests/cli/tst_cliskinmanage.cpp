// ackedit-cli's skin management (issue 14, point 7 headless): `skin-add` appends a skin from an
// image, `skin-delete` removes one, `skin-resize` scales one (every skin where they share one
// size, pixel UVs following), and `skin-import` of another size resizes the skin first where
// that touches it alone. Outputs are read back and round-trip.
#include "cli/clirunner.h"
#include "format/hmp/hmpfixtures.h"
#include "format/mdl/mdlfixtures.h"
#include "hmp/hmpfile.h"
#include "formatregistry.h"
#include "mdl/mdlfile.h"

#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

using ackedit::testing::runCli;
using namespace ackedit::format;

namespace {

QString write(const QTemporaryDir &dir, const QString &name, const QByteArray &bytes)
{
    return ackedit::testing::writeInput(dir, name, bytes);
}

std::unique_ptr<MdlFile> readBack(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return nullptr;
    try {
        return MdlFile::read(f.readAll());
    } catch (...) {
        return nullptr;
    }
}

QString cube(const QTemporaryDir &dir, const QByteArray &format, int type)
{
    return write(dir, QString::fromLatin1(format) + QStringLiteral(".mdl"), MdlFile::create(mdlfixture::cube(format, type, 2))->write());
}

// A PNG of one colour in `dir`; its path (empty if it could not be written).
QString solidPng(const QTemporaryDir &dir, const QString &name, const QSize &size, const QColor &colour)
{
    QImage img(size, QImage::Format_RGBA8888);
    img.fill(colour);
    const QString path = dir.filePath(name);
    return img.save(path) ? path : QString();
}

bool roundTrips(const QString &path)
{
    return runCli({QStringLiteral("roundtrip"), path, path + QStringLiteral(".again")}).exitCode == 0;
}

} // namespace

class TstCliSkinManage : public QObject
{
    Q_OBJECT
private slots:
    void addAndDelete()
    {
        QTemporaryDir dir;
        const QString in = cube(dir, "MDL5", 4);
        const QString png = solidPng(dir, QStringLiteral("new.png"), QSize(12, 8), QColor(0, 128, 255));
        QVERIFY(!png.isEmpty());
        const QString added = dir.filePath(QStringLiteral("added.mdl"));
        auto r = runCli({QStringLiteral("skin-add"), in, added, png});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(QStringLiteral("3 skins")));
        auto back = readBack(added);
        QVERIFY(back);
        QCOMPARE(back->skinCount(), 3);
        QCOMPARE(back->skins()[2].width, 12);
        QCOMPARE(back->skinImage(2).pixel(3, 3)[2], uint8_t(255));
        QVERIFY(roundTrips(added));

        const QString deleted = dir.filePath(QStringLiteral("deleted.mdl"));
        r = runCli({QStringLiteral("skin-delete"), added, deleted, QStringLiteral("0")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        auto gone = readBack(deleted);
        QCOMPARE(gone->skinCount(), 2);
        QCOMPARE(gone->skinImage(1), back->skinImage(2));
        QVERIFY(roundTrips(deleted));
        // MDL5 keeps one skin; a skin that does not exist is named.
        const QString one = dir.filePath(QStringLiteral("one.mdl"));
        QCOMPARE(runCli({QStringLiteral("skin-delete"), deleted, one, QStringLiteral("0")}).exitCode, 0);
        r = runCli({QStringLiteral("skin-delete"), one, dir.filePath(QStringLiteral("none.mdl")), QStringLiteral("0")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("at least one skin")), qPrintable(r.err));
        r = runCli({QStringLiteral("skin-delete"), in, dir.filePath(QStringLiteral("none.mdl")), QStringLiteral("9")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("none.mdl"))));
    }

    void resizeShared()
    {
        QTemporaryDir dir;
        const QString in = cube(dir, "MDL3", 2);
        const QString out = dir.filePath(QStringLiteral("big.mdl"));
        const auto r = runCli({QStringLiteral("skin-resize"), in, out, QStringLiteral("1"), QStringLiteral("32x16")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        auto before = readBack(in), after = readBack(out);
        QCOMPARE(after->header().skinWidth, 32);
        QCOMPARE(after->skins()[0].width, 32);
        for (size_t i = 0; i < before->skinVertices().size(); ++i)
            QCOMPARE(after->skinVertices()[i].s, before->skinVertices()[i].s * 2);
        QVERIFY(roundTrips(out));
        QCOMPARE(runCli({QStringLiteral("skin-resize"), in, out, QStringLiteral("1"), QStringLiteral("32")}).exitCode, 2);
    }

    void terrainSkins()
    {
        QTemporaryDir dir;
        const QString in = write(dir, QStringLiteral("t.hmp"), HmpFile::create(QStringLiteral("HMP7"), 5, 5, 2.f, 2.f, hmptest::wave(5, 5),
                                                                               HmpSkin::fromImage(PixelType::Rgb565, hmptest::pattern(8, 8)))->write());
        const QString png = solidPng(dir, QStringLiteral("detail.png"), QSize(16, 16), QColor(255, 0, 0));
        QVERIFY(!png.isEmpty());
        const QString added = dir.filePath(QStringLiteral("added.hmp"));
        auto r = runCli({QStringLiteral("skin-add"), in, added, png});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QString resized = dir.filePath(QStringLiteral("resized.hmp"));
        r = runCli({QStringLiteral("skin-resize"), added, resized, QStringLiteral("0"), QStringLiteral("16x16")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QFile f(resized);
        QVERIFY(f.open(QIODevice::ReadOnly));
        auto back = HmpFile::read(f.readAll());
        QCOMPARE(back->skinCount(), 2);
        QCOMPARE(back->skins()[0].width, 16);
        QCOMPARE(back->skinImage(1).pixel(3, 3)[0], uint8_t(255));
        QVERIFY(roundTrips(resized));
    }

    void importOtherSize()
    {
        QTemporaryDir dir;
        const QString png = solidPng(dir, QStringLiteral("wide.png"), QSize(24, 8), QColor(255, 0, 0));
        QVERIFY(!png.isEmpty());
        // MDL5 skins have their own sizes: skin 0 is resized, the UVs follow it.
        const QString in = cube(dir, "MDL5", 4);
        const QString out = dir.filePath(QStringLiteral("wide.mdl"));
        auto r = runCli({QStringLiteral("skin-import"), in, out, QStringLiteral("0"), png});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(r.out.contains(QStringLiteral("resized to 24x8")));
        auto before = readBack(in), after = readBack(out);
        QCOMPARE(after->skins()[0].width, 24);
        QCOMPARE(after->skinImage(0).pixel(20, 4)[0], uint8_t(255));
        QCOMPARE(after->skinImage(1), before->skinImage(1));
        QCOMPARE(after->skinVertices()[1].s, int(std::lround(before->skinVertices()[1].s * 1.5)));
        QVERIFY(roundTrips(out));
        // MDL3 skins share one size: refused, naming what to do.
        r = runCli({QStringLiteral("skin-import"), cube(dir, "MDL3", 2), dir.filePath(QStringLiteral("no.mdl")), QStringLiteral("0"), png});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("skin-resize")), qPrintable(r.err));
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("no.mdl"))));
    }
};

QTEST_GUILESS_MAIN(TstCliSkinManage)
#include "tst_cliskinmanage.moc"

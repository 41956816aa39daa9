// 8-bit skins are drawn, painted and saved through the palette the engine would use: palette.pcx
// or palette.lmp found where external skins are looked for (the model's folder, script PATHs,
// parents, any case). Without one they show in grey levels and the editor says so.
#include "document/model/modelfixtures.h"
#include "format/mdl/mdlfixtures.h"
#include "documentfactory.h"
#include "formatregistry.h"
#include "io/formaterror.h"
#include "mdl/mdlfile.h"
#include "model/modeldocument.h"
#include "model/palettefinder.h"
#include "skin/skinstroke.h"

#include <QDir>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

using namespace ackedit;

namespace {

// Entry i = (i, 255 - i, 40): every entry a different colour, none grey.
QByteArray lmp()
{
    QByteArray b(768, '\0');
    for (int i = 0; i < 256; ++i) {
        b[3 * i] = char(i);
        b[3 * i + 1] = char(255 - i);
        b[3 * i + 2] = char(40);
    }
    return b;
}

// A 2x1 8-bit RLE PCX with the palette above after its 0x0C marker.
QByteArray pcx()
{
    QByteArray h(128, '\0');
    h[0] = char(0x0A);
    h[1] = 5;
    h[2] = 1;
    h[3] = 8;
    h[8] = 1; // xmax
    h[65] = 1;
    h[66] = 2; // bytes per line
    return h + QByteArray("\x01\x02", 2) + QByteArray(1, char(0x0C)) + lmp();
}

bool write(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

std::unique_ptr<document::ModelDocument> open(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return nullptr;
    std::unique_ptr<document::Document> doc = document::createDocument(format::readAssetFile(f.readAll()), path);
    return std::unique_ptr<document::ModelDocument>(qobject_cast<document::ModelDocument *>(doc.release()));
}

QByteArray cube8bit() { return format::MdlFile::create(mdlfixture::cube("MDL5", 0, 1))->write(); }

// An 8-bit cube written at `model` (relative to `dir`) with `palette` bytes at `paletteName`, opened.
std::unique_ptr<document::ModelDocument> openWithPalette(const QTemporaryDir &dir, const QString &model,
                                                         const QString &paletteName, const QByteArray &palette)
{
    if (!write(dir.filePath(model), cube8bit()) || !write(dir.filePath(paletteName), palette))
        return nullptr;
    return open(dir.filePath(model));
}

} // namespace

class TstPaletteFinder : public QObject
{
    Q_OBJECT
private slots:
    void readsLmpAndPcx()
    {
        const format::Palette a = document::readPaletteFile(lmp());
        const format::Palette b = document::readPaletteFile(pcx());
        QCOMPARE(int(a.rgb[200][0]), 200);
        QCOMPARE(int(a.rgb[200][1]), 55);
        QVERIFY(std::memcmp(a.rgb, b.rgb, 768) == 0);
    }

    void refusesOtherFiles()
    {
        QVERIFY_THROWS_EXCEPTION(format::FormatError, document::readPaletteFile(QByteArray(100, 'x')));
        QByteArray truncated = pcx();
        truncated.chop(10);
        try {
            document::readPaletteFile(truncated);
            QFAIL("a truncated PCX was accepted");
        } catch (const format::FormatError &e) {
            QVERIFY2(e.problem.contains(QStringLiteral("palette")), qPrintable(e.problem));
        }
    }

    // palette.pcx in the parent folder (upper case, as on Windows): the skin shows in its colours,
    // no notice; a red dab saves as the entry nearest to red in that palette.
    void modelUsesThePaletteFoundNearIt()
    {
        QTemporaryDir dir;
        auto doc = openWithPalette(dir, QStringLiteral("models/cube.mdl"), QStringLiteral("PALETTE.PCX"), pcx());
        QVERIFY(doc);
        QStringList problems;
        const QList<QImage> skins = doc->skinImages({0, 1}, &problems);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        const auto *mdl = dynamic_cast<const format::MdlFile *>(doc->asset());
        const int index = uint8_t(mdl->skins()[0].data[0]);
        QCOMPARE(skins[0].pixelColor(0, 0), QColor(index, 255 - index, 40));

        document::BrushSettings brush;
        brush.radius = 1.f;
        brush.hardness = 1.f;
        brush.colour = QColor(255, 0, 40); // entry 255 exactly
        document::SkinStroke stroke(doc->undoStack(), doc->skinCanvas(0));
        stroke.begin({4.5f, 4.5f}, brush, QStringLiteral("Paint"));
        stroke.end();
        QString error;
        QVERIFY2(doc->saveAs(dir.filePath(QStringLiteral("models/cube.mdl")), &error), qPrintable(error));
        auto back = format::MdlFile::read(doc->asset()->write());
        QCOMPARE(int(uint8_t(back->skins()[0].data[4 * 16 + 4])), 255);
    }

    void lmpWorksToo()
    {
        QTemporaryDir dir;
        auto doc = openWithPalette(dir, QStringLiteral("cube.mdl"), QStringLiteral("palette.lmp"), lmp());
        QVERIFY(doc);
        const auto *mdl = dynamic_cast<const format::MdlFile *>(doc->asset());
        QVERIFY(mdl->palette());
        QCOMPARE(int(mdl->palette()->rgb[7][1]), 248);
    }

    // None found: grey levels, one notice naming the files and folders; a broken palette file
    // is named with its problem.
    void noPaletteIsReported()
    {
        QTemporaryDir dir;
        const QString model = dir.filePath(QStringLiteral("cube.mdl"));
        QVERIFY(write(model, cube8bit()));
        auto doc = open(model);
        QVERIFY(doc);
        QStringList problems;
        const QList<QImage> skins = doc->skinImages({0, 1}, &problems);
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems[0].contains(QStringLiteral("palette.pcx")) && problems[0].contains(QDir::toNativeSeparators(dir.path())),
                 qPrintable(problems[0]));
        const QColor c = skins[0].pixelColor(0, 0);
        QVERIFY(c.red() == c.green() && c.green() == c.blue());

        QVERIFY(write(dir.filePath(QStringLiteral("palette.pcx")), QByteArray("not a pcx")));
        auto again = open(model);
        problems.clear();
        again->skinImages({0}, &problems);
        QCOMPARE(problems.size(), 1);
        QVERIFY2(problems[0].contains(QStringLiteral("cannot be used")), qPrintable(problems[0]));
    }

    // Skins that are not 8-bit need no palette: no notice.
    void trueColourSkinsNeedNone()
    {
        QTemporaryDir dir;
        const QString model = dir.filePath(QStringLiteral("cube.mdl"));
        QVERIFY(write(model, format::MdlFile::create(mdlfixture::cube("MDL5", 13, 1))->write()));
        auto doc = open(model);
        QStringList problems;
        doc->skinImages({0, 1}, &problems);
        QVERIFY(problems.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstPaletteFinder)
#include "tst_palettefinder.moc"

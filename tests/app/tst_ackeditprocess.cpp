// Runs the real `ackedit` binary (built next to this test) the way a user or a script would.
#include "common_corpus.h"
#include "format/mdl/mdlfixtures.h"
#include "format/wmp/wmptextfixtures.h"
#include "mainwindow.h"

#include <QFileInfo>
#include <QImage>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

QString ackeditPath()
{
    return QCoreApplication::applicationDirPath() + QStringLiteral("/ackedit");
}

struct Result
{
    int exitCode = -1;
    QString out, err;
};

Result run(const QStringList &arguments)
{
    // The program's settings, recent files and recovery copies go to folders of this run: it
    // used to add this test's files to the recent files of whoever ran the tests.
    QTemporaryDir home;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    for (const char *variable : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"})
        environment.insert(QLatin1String(variable), home.filePath(QLatin1String(variable)));
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(ackeditPath(), arguments);
    Result r;
    if (!process.waitForFinished(120000)) {
        process.kill();
        process.waitForFinished();
        r.err = QStringLiteral("timed out");
        return r;
    }
    r.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -2;
    r.out = QString::fromLocal8Bit(process.readAllStandardOutput());
    r.err = QString::fromLocal8Bit(process.readAllStandardError());
    return r;
}

// How many distinct colours (rounded to 5 bits a channel) the image's centre area has.
int colourCount(const QImage &image)
{
    QSet<QRgb> colours;
    const QRect centre(image.width() / 4, image.height() / 4, image.width() / 2, image.height() / 2);
    for (int y = centre.top(); y <= centre.bottom(); y += 2) {
        for (int x = centre.left(); x <= centre.right(); x += 2)
            colours.insert(image.pixel(x, y) & 0xf8f8f8);
    }
    return int(colours.size());
}

QString demoFile(const char *name)
{
    return QCoreApplication::applicationDirPath() + QStringLiteral("/demo/") + QLatin1String(name);
}

// The largest file of a corpus folder, or empty.
QString largestCorpusFile(const char *folder)
{
    QString best;
    qint64 size = -1;
    const QStringList files = ackedit::testing::corpusFiles(
        {QLatin1String(folder)}, {QStringLiteral(".mdl"), QStringLiteral(".hmp"), QStringLiteral(".wmb"), QStringLiteral(".wmp")});
    for (const QString &file : files) {
        if (QFileInfo(file).size() > size) {
            size = QFileInfo(file).size();
            best = file;
        }
    }
    return best;
}

} // namespace

class TestAckeditProcess : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(QFileInfo(ackeditPath()).isExecutable(),
                 qPrintable(QStringLiteral("%1 missing: build the ackedit target").arg(ackeditPath())));
    }

    void help()
    {
        const Result r = run({QStringLiteral("--help")});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.contains(QStringLiteral("--screenshot")));
        QVERIFY(r.out.contains(QStringLiteral("--size")));
    }

    void badArgumentsExit2()
    {
        const Result r = run({QStringLiteral("--size"), QStringLiteral("huge")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--size")), qPrintable(r.err));
    }

    void unreadableFileExits1_data()
    {
        QTest::addColumn<QByteArray>("bytes"); // empty: the file does not exist
        QTest::newRow("missing") << QByteArray();
        QTest::newRow("garbage") << QByteArray("GARBAGE GARBAGE GARBAGE");
        QTest::newRow("truncated MDL7") << QByteArray("MDL7");
    }

    void unreadableFileExits1()
    {
        QFETCH(QByteArray, bytes);
        QTemporaryDir dir;
        const QString input = dir.filePath(QStringLiteral("broken.mdl"));
        if (!bytes.isEmpty()) {
            QFile f(input);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(bytes);
        }
        const QString out = dir.filePath(QStringLiteral("shot.png"));
        const Result r = run({QStringLiteral("--screenshot"), out, input});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("broken.mdl")), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(out));
    }

    // Without a file the demo opens; while ackedit-demogen does not write one yet, the
    // screenshot shows an empty scene and a warning says why.
    void screenshotOfTheDemo()
    {
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("demo.png"));
        // 560 high: the model editor's docks and, since issue 36, the tool bar row need 516.
        const Result r = run({QStringLiteral("--screenshot"), out, QStringLiteral("--size"), QStringLiteral("640x560")});
        QCOMPARE(r.exitCode, 0);
        const QImage image(out);
        QVERIFY2(!image.isNull(), qPrintable(r.err));
        QCOMPARE(image.size(), QSize(640, 560));
        if (!QFileInfo::exists(ackedit::app::MainWindow::demoPath())) {
            QVERIFY2(r.err.contains(QStringLiteral("no demo model")), qPrintable(r.err));
            QSKIP("no demo model yet: checked the empty-scene screenshot only");
        }
        QVERIFY2(!r.err.contains(QStringLiteral("no demo model")), qPrintable(r.err));
        QVERIFY2(colourCount(image) > 20, qPrintable(QString::number(colourCount(image))));
    }

    // Every asset kind goes through the tabbed window's screenshot path.
    void screenshotOfEveryKind_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("minColours");
        QTest::newRow("demo HMP7") << demoFile("demo.hmp") << 20;
        // The largest MDL7 (itl_wterrb.mdl) is a flat sheet that the default camera sees edge-on,
        // so the humanoid stands for the models.
        QTest::newRow("mdl7") << ackedit::testing::corpusDir() + QStringLiteral("/mdl7/morbius_humanoid.mdl") << 8;
        QTest::newRow("hmp7") << largestCorpusFile("hmp7") << 8;
        // Levels are drawn in flat shades of grey: fewer distinct colours.
        for (const char *folder : {"wmb7", "wmp", "wmpb"})
            QTest::newRow(folder) << largestCorpusFile(folder) << 4;
    }

    void screenshotOfEveryKind()
    {
        QFETCH(QString, file);
        QFETCH(int, minColours);
        if (file.isEmpty() || !QFileInfo::exists(file))
            QSKIP("file not present (corpus or demo missing)");
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("shot.png"));
        const Result r = run({QStringLiteral("--screenshot"), out, QStringLiteral("--size"), QStringLiteral("640x480"), file});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QImage image(out);
        // An editor's docks may need more room than asked for; the window then grows to fit.
        QVERIFY2(image.width() >= 640 && image.height() >= 480 && image.width() < 1000 && image.height() < 800,
                 qPrintable(QStringLiteral("%1x%2").arg(image.width()).arg(image.height())));
        if (image.size() != QSize(640, 480))
            qWarning("window grew to %dx%d to fit the editor's docks", image.width(), image.height());
        QVERIFY2(colourCount(image) >= minColours, qPrintable(QString::number(colourCount(image))));
    }

    void screenshotWithTwoFilesShowsTheLast()
    {
        const QString mdl = demoFile("demo.mdl"), hmp = demoFile("demo.hmp");
        if (!QFileInfo::exists(mdl) || !QFileInfo::exists(hmp))
            QSKIP("bin/demo files missing");
        QTemporaryDir dir;
        const QString out = dir.filePath(QStringLiteral("two.png"));
        const Result r = run({QStringLiteral("--screenshot"), out, QStringLiteral("--size"), QStringLiteral("640x480"), mdl, hmp});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QVERIFY(!QImage(out).isNull());
        // One of the two broken: the whole run fails and names it.
        const QString missing = dir.filePath(QStringLiteral("gone.mdl"));
        const Result bad = run({QStringLiteral("--screenshot"), out, mdl, missing});
        QCOMPARE(bad.exitCode, 1);
        QVERIFY2(bad.err.contains(QStringLiteral("gone.mdl")), qPrintable(bad.err));
    }

    void measureOpenPrintsMilliseconds()
    {
        const QString mdl = demoFile("demo.mdl");
        if (!QFileInfo::exists(mdl))
            QSKIP("bin/demo files missing");
        const Result r = run({QStringLiteral("--measure-open"), mdl});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        static const QRegularExpression line(
            QStringLiteral("^demo\\.mdl: parse (\\d+) ms, document\\+editor (\\d+) ms, first frame (\\d+) ms \\(process CPU (\\d+) ms\\)$"),
            QRegularExpression::MultilineOption);
        const QRegularExpressionMatch match = line.match(r.out);
        QVERIFY2(match.hasMatch(), qPrintable(r.out));
        QVERIFY(match.captured(1).toInt() <= match.captured(2).toInt());
        QVERIFY(match.captured(2).toInt() <= match.captured(3).toInt());
    }

    // A level adds how many entities it has and how many are drawn as their model: the text WMP
    // fixture names box.mdl (beside it here) and buoy.mdl (missing).
    void measureOpenCountsEntityModels()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QFile level(dir.filePath(QStringLiteral("fix5.wmp"))), model(dir.filePath(QStringLiteral("box.mdl")));
        QVERIFY(level.open(QIODevice::WriteOnly) && model.open(QIODevice::WriteOnly));
        level.write(ackedit::testing::wmpFixture5());
        model.write(mdlfixture::gridCube("MDL5", 0.001f));
        level.close();
        model.close();
        const Result r = run({QStringLiteral("--measure-open"), level.fileName()});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        static const QRegularExpression line(QStringLiteral(
            "^fix5\\.wmp: parse .*, entities: 2, drawn as models: 1 \\(all models drawn (\\d+) ms\\), draw calls: \\d+, "
            "all views ready \\d+ ms$"),
            QRegularExpression::MultilineOption);
        QVERIFY2(line.match(r.out).hasMatch(), qPrintable(r.out));
    }
};

QTEST_MAIN(TestAckeditProcess)
#include "tst_ackeditprocess.moc"

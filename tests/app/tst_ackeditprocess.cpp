// Runs the real `ackedit` binary (built next to this test) the way a user or a script would.
#include "mainwindow.h"

#include <QFileInfo>
#include <QImage>
#include <QProcess>
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
    QProcess process;
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
        const Result r = run({QStringLiteral("--screenshot"), out, QStringLiteral("--size"), QStringLiteral("640x480")});
        QCOMPARE(r.exitCode, 0);
        const QImage image(out);
        QVERIFY2(!image.isNull(), qPrintable(r.err));
        QCOMPARE(image.size(), QSize(640, 480));
        if (!QFileInfo::exists(ackedit::app::MainWindow::demoPath())) {
            QVERIFY2(r.err.contains(QStringLiteral("no demo model")), qPrintable(r.err));
            QSKIP("no demo model yet: checked the empty-scene screenshot only");
        }
        QVERIFY2(!r.err.contains(QStringLiteral("no demo model")), qPrintable(r.err));
        QVERIFY2(colourCount(image) > 20, qPrintable(QString::number(colourCount(image))));
    }
};

QTEST_MAIN(TestAckeditProcess)
#include "tst_ackeditprocess.moc"

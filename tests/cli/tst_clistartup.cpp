// Issue 16, point 6: ackedit-cli commands that only read or write files start with Qt Core alone.
// The dynamic loader's own trace (glibc LD_DEBUG=files) lists every library the process loads;
// the document commands load the ackedit-cli-document module (Qt Gui) only when they run, and a
// missing module is a clear error, not a crash.
#include "clirunner.h"
#include "format/mdl/mdlfixtures.h"
#include "testpaths.h"

#include "mdl/mdlfile.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using namespace ackedit;

namespace {

struct Traced
{
    int exitCode = -1;
    QSet<QString> libraries; // file names the loader opened
    QString err;
};

// Runs `program` with the loader's file trace; the trace goes to stderr with the program's own.
Traced runTraced(const QString &program, const QStringList &args)
{
    QProcess p;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("LD_DEBUG"), QStringLiteral("files"));
    p.setProcessEnvironment(env);
    p.start(program, args);
    Traced t;
    if (!p.waitForFinished(120000))
        return t;
    t.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    t.err = QString::fromLocal8Bit(p.readAllStandardError());
    static const QRegularExpression opened(QStringLiteral(R"(file=(\S+) \[\d+\];\s+generating link map)"));
    for (auto it = opened.globalMatch(t.err); it.hasNext();)
        t.libraries.insert(QFileInfo(it.next().captured(1)).fileName());
    return t;
}

bool loadsQtGui(const Traced &t)
{
    for (const QString &library : t.libraries)
        if (library.startsWith(QLatin1String("libQt6Gui")) || library.startsWith(QLatin1String("libQt6DBus")))
            return true;
    return false;
}

const QString cli = ackedit::testing::binDir() + QStringLiteral("/ackedit-cli");

} // namespace

class TestCliStartup : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_model;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_model = testing::writeInput(m_dir, QStringLiteral("cube.mdl"),
                                      format::MdlFile::create(mdlfixture::cube("MDL5", -1, 3, 0))->write());
        QVERIFY(!m_model.isEmpty());
    }

    void fileCommandsLoadQtCoreOnly_data()
    {
        QTest::addColumn<QStringList>("args");
        const QString out = m_dir.filePath(QStringLiteral("out.mdl"));
        QTest::newRow("info") << QStringList{QStringLiteral("info"), m_model};
        QTest::newRow("validate") << QStringList{QStringLiteral("validate"), m_model};
        QTest::newRow("roundtrip") << QStringList{QStringLiteral("roundtrip"), m_model, out};
        QTest::newRow("transform") << QStringList{QStringLiteral("transform"), m_model, out, QStringLiteral("--scale"), QStringLiteral("2")};
        QTest::newRow("export-obj") << QStringList{QStringLiteral("export-obj"), m_model, m_dir.filePath(QStringLiteral("out.obj"))};
        QTest::newRow("dump") << QStringList{QStringLiteral("dump"), m_model};
    }

    void fileCommandsLoadQtCoreOnly()
    {
        QFETCH(QStringList, args);
        const Traced t = runTraced(cli, args);
        QCOMPARE(t.exitCode, 0);
        QVERIFY2(t.libraries.contains(QStringLiteral("libQt6Core.so.6")), "the trace lists no library: LD_DEBUG not honoured?");
        QVERIFY2(!loadsQtGui(t), qPrintable(QStringList(t.libraries.values()).join(QLatin1Char(' '))));
        QVERIFY2(!t.libraries.contains(QStringLiteral("ackedit-cli-document.so")), "the document module was loaded");
        // Qt Core and its own needs (ICU, glib, zstd, ...) and the C++ runtime: 47 with Qt Gui.
        QVERIFY2(t.libraries.size() <= 20, qPrintable(QStringList(t.libraries.values()).join(QLatin1Char(' '))));
    }

    // A document command loads the module (and Qt Gui with it) and works as before.
    void documentCommandLoadsTheModule()
    {
        const Traced t = runTraced(cli, {QStringLiteral("frames"), QStringLiteral("list"), m_model});
        QVERIFY2(t.exitCode == 0, qPrintable(t.err.right(2000)));
        QVERIFY(t.libraries.contains(QStringLiteral("ackedit-cli-document.so")));
        QVERIFY(loadsQtGui(t));
        const testing::CliResult r = testing::runCli({QStringLiteral("validate"), QStringLiteral("--rules"), m_model});
        QCOMPARE(r.exitCode, 0);
    }

    // Without its module next to it, ackedit-cli still runs the file commands and says plainly why
    // a document command cannot run.
    void missingModuleIsAClearError()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("bin")));
        const QString copy = dir.filePath(QStringLiteral("bin/ackedit-cli"));
        QVERIFY(QFile::copy(cli, copy));
        QProcess p;
        p.start(copy, {QStringLiteral("frames"), QStringLiteral("list"), m_model});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 1);
        const QString err = QString::fromLocal8Bit(p.readAllStandardError());
        QVERIFY2(err.startsWith(QLatin1String("ackedit-cli: cannot load the document commands: ")), qPrintable(err));
        p.start(copy, {QStringLiteral("info"), m_model});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 0);
    }
};

QTEST_GUILESS_MAIN(TestCliStartup)
#include "tst_clistartup.moc"

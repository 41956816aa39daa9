// `ackedit-cli validate --rules [--json] [--fix] FILE...`: exit codes, the JSON array's shape,
// the quick fixes saved by --fix, plain `validate` unchanged, and a run over the whole corpus
// (per-rule file counts printed).
#include "clirunner.h"
#include "common_corpus.h"
#include "common_files.h"
#include "format/mdl/mdlfixtures.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <set>

using namespace ackedit::testing;
using namespace ackedit::format;

namespace {

MdlBuildInput quads()
{
    MdlBuildInput in = mdlfixture::twoQuads("MDL5");
    in.skins[0].type = 10; // RGB565 + mips: no skin finding
    in.skins[0].image = mdlfixture::pattern(16, 16, 10);
    return in;
}

QByteArray cleanModel() { return MdlFile::create(quads())->write(); }

QByteArray longFrameName() // a warning only
{
    auto f = MdlFile::create(quads());
    f->setRawFrameName(0, QByteArray("sixteen_chars_ab"));
    return f->write();
}

QByteArray badIndex() // an error: triangle 0 uses vertex 99 of 8
{
    QByteArray bytes = cleanModel();
    const auto f = MdlFile::read(bytes);
    qint64 at = 84;
    for (const auto &s : f->skins())
        at += 12 + s.data.size();
    at += 4 * qint64(f->skinVertices().size());
    bytes[at] = 99;
    bytes[at + 1] = 0;
    return bytes;
}

QJsonArray parseArray(const QString &text, bool *ok)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &error);
    *ok = error.error == QJsonParseError::NoError && doc.isArray();
    return doc.array();
}

} // namespace

class TestCliValidateRules : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_clean, m_warning, m_error, m_garbage;

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_clean = writeInput(m_dir, QStringLiteral("clean.mdl"), cleanModel());
        m_warning = writeInput(m_dir, QStringLiteral("warning.mdl"), longFrameName());
        m_error = writeInput(m_dir, QStringLiteral("error.mdl"), badIndex());
        m_garbage = writeInput(m_dir, QStringLiteral("garbage.mdl"), QByteArray("not a model at all"));
        QVERIFY(!m_clean.isEmpty() && !m_warning.isEmpty() && !m_error.isEmpty() && !m_garbage.isEmpty());
    }

    void exitCodes_data()
    {
        QTest::addColumn<QStringList>("files");
        QTest::addColumn<int>("exitCode");
        QTest::newRow("clean") << QStringList{m_clean} << 0;
        QTest::newRow("warning only") << QStringList{m_warning} << 0;
        QTest::newRow("error") << QStringList{m_error} << 1;
        QTest::newRow("unreadable") << QStringList{m_garbage} << 2;
        QTest::newRow("missing file") << QStringList{m_dir.filePath(QStringLiteral("nope.mdl"))} << 2;
        QTest::newRow("clean and error") << QStringList{m_clean, m_error} << 1;
        QTest::newRow("error and unreadable") << QStringList{m_error, m_garbage} << 2;
    }
    void exitCodes()
    {
        QFETCH(QStringList, files);
        QFETCH(int, exitCode);
        for (const bool json : {false, true}) {
            QStringList args{QStringLiteral("validate"), QStringLiteral("--rules")};
            if (json)
                args << QStringLiteral("--json");
            const CliResult r = runCli(args + files);
            QVERIFY2(r.exitCode == exitCode, qPrintable(QStringLiteral("exit %1, stderr: %2").arg(r.exitCode).arg(r.err)));
        }
    }

    void fixSavesTheFixedFiles()
    {
        QTemporaryDir dir;
        const QString warning = writeInput(dir, QStringLiteral("warning.mdl"), longFrameName());
        const QString error = writeInput(dir, QStringLiteral("error.mdl"), badIndex());
        const QString clean = writeInput(dir, QStringLiteral("clean.mdl"), cleanModel());
        const CliResult r = runCli({QStringLiteral("validate"), QStringLiteral("--rules"), QStringLiteral("--fix"),
                                    warning, error, clean});
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err)); // the error is fixed before the report
        QVERIFY2(r.out.contains(warning + QStringLiteral(": fixed: name-length/frame: Rename frame 0")), qPrintable(r.out));
        QVERIFY(r.out.contains(error + QStringLiteral(": fixed: triangle/index-range: Delete triangle 0")));
        QVERIFY(!r.out.contains(clean + QStringLiteral(": fixed")));
        QCOMPARE(MdlFile::read(readFile(clean))->write(), cleanModel()); // untouched
        QCOMPARE(MdlFile::read(readFile(warning))->frameNames().value(0), QStringLiteral("sixteen_chars_a"));
        QCOMPARE(MdlFile::read(readFile(error))->triangles().size(), MdlFile::read(badIndex())->triangles().size() - 1);
        // Checked again: nothing left to report.
        const CliResult again = runCli({QStringLiteral("validate"), QStringLiteral("--rules"), warning, error});
        QCOMPARE(again.exitCode, 0);
        QCOMPARE(again.out.count(QLatin1String("0 error(s), 0 warning(s)")), 2);
    }

    void textOutputNamesRuleAndLocation()
    {
        const CliResult r = runCli({QStringLiteral("validate"), QStringLiteral("--rules"), m_warning});
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(r.out.contains(QLatin1String("warning: name-length/frame:")), qPrintable(r.out));
        QVERIFY(r.out.contains(QLatin1String("[frame 0]")));
        QVERIFY(r.out.contains(QLatin1String("0 error(s), 1 warning(s)")));
    }

    void jsonShape()
    {
        const CliResult r = runCli({QStringLiteral("validate"), QStringLiteral("--rules"), QStringLiteral("--json"),
                                    m_clean, m_warning, m_error});
        QCOMPARE(r.exitCode, 1);
        bool ok = false;
        const QJsonArray all = parseArray(r.out, &ok);
        QVERIFY2(ok, qPrintable(r.out));
        std::set<QString> files, rules;
        for (const QJsonValue &v : all) {
            QVERIFY(v.isObject());
            const QJsonObject o = v.toObject();
            for (const char *key : {"file", "rule", "severity", "message", "location"})
                QVERIFY2(o.contains(QLatin1String(key)), key);
            QVERIFY(QStringList({QStringLiteral("error"), QStringLiteral("warning"), QStringLiteral("info")})
                        .contains(o.value(QStringLiteral("severity")).toString()));
            QVERIFY(o.value(QStringLiteral("location")).toObject().contains(QStringLiteral("kind")));
            files.insert(o.value(QStringLiteral("file")).toString());
            rules.insert(o.value(QStringLiteral("rule")).toString());
        }
        QCOMPARE(files, (std::set<QString>{m_warning, m_error}));
        QVERIFY(rules.count(QStringLiteral("name-length/frame")));
        QVERIFY(rules.count(QStringLiteral("triangle/index-range")));
        QVERIFY(rules.count(QStringLiteral("structure"))); // validate()'s own finding of the same index
    }

    void jsonOfCleanFileIsEmptyArray()
    {
        const CliResult r = runCli({QStringLiteral("validate"), QStringLiteral("--rules"), QStringLiteral("--json"), m_clean});
        QCOMPARE(r.exitCode, 0);
        bool ok = false;
        QVERIFY(parseArray(r.out, &ok).isEmpty());
        QVERIFY(ok);
    }

    // Without --rules: the structural check only, as before.
    void plainValidateUnchanged()
    {
        const CliResult r = runCli({QStringLiteral("validate"), m_warning});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.endsWith(QLatin1String(": MDL5: valid\n")));
        QVERIFY(!r.out.contains(QLatin1String("name-length")));
        // Several files: each checked alike, then a summary line (issue 36 point 2).
        const CliResult both = runCli({QStringLiteral("validate"), m_clean, m_warning});
        QCOMPARE(both.exitCode, 0);
        QVERIFY2(both.out.contains(QLatin1String("2 file(s): 2 valid, 0 failed")), qPrintable(both.out));
    }

    void wholeCorpus()
    {
        ACKEDIT_REQUIRE_CORPUS();
        const QStringList files = corpusFiles(
            {QStringLiteral("a3wmp"), QStringLiteral("hmp4"), QStringLiteral("hmp5"), QStringLiteral("hmp7"),
             QStringLiteral("idpo"), QStringLiteral("mdl2"), QStringLiteral("mdl3"), QStringLiteral("mdl4"),
             QStringLiteral("mdl5"), QStringLiteral("mdl7"), QStringLiteral("wad2"), QStringLiteral("wad7"),
             QStringLiteral("wmb2"), QStringLiteral("wmb3"), QStringLiteral("wmb4"), QStringLiteral("wmb6"),
             QStringLiteral("wmb7"), QStringLiteral("wmp"), QStringLiteral("wmpb")},
            {QStringLiteral(".mdl"), QStringLiteral(".hmp"), QStringLiteral(".wmb"), QStringLiteral(".wmp"),
             QStringLiteral(".wad")});
        QVERIFY(files.size() > 90);
        const CliResult r = runCli(QStringList{QStringLiteral("validate"), QStringLiteral("--rules"),
                                               QStringLiteral("--json")} + files, 600000);
        QVERIFY2(r.exitCode >= 0 && r.exitCode <= 2, qPrintable(QStringLiteral("exit %1 (crash: -2)").arg(r.exitCode)));
        bool ok = false;
        const QJsonArray all = parseArray(r.out, &ok);
        QVERIFY(ok);
        std::map<QString, std::set<QString>> filesPerRule;
        std::map<QString, int> findingsPerRule;
        for (const QJsonValue &v : all) {
            const QString rule = v[QStringLiteral("rule")].toString();
            filesPerRule[rule].insert(v[QStringLiteral("file")].toString());
            ++findingsPerRule[rule];
        }
        qInfo("%lld corpus files, exit code %d; unreadable:\n%s", qlonglong(files.size()), r.exitCode, qPrintable(r.err));
        for (const auto &[rule, which] : filesPerRule)
            qInfo("%-28s %3zu files, %4d findings", qPrintable(rule), which.size(), findingsPerRule[rule]);
    }
};

QTEST_GUILESS_MAIN(TestCliValidateRules)
#include "tst_clivalidaterules.moc"

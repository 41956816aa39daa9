#include "commandline.h"

#include <QTest>

using ackedit::app::CommandLine;

class TestCommandLine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void parse_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<int>("action");
        QTest::addColumn<QStringList>("files");
        QTest::addColumn<QString>("screenshot");
        QTest::addColumn<QSize>("size");
        using A = CommandLine::Action;
        const QString prog = QStringLiteral("ackedit");
        const QString f = QStringLiteral("model.mdl");
        const QString out = QStringLiteral("out.png");
        const QString g = QStringLiteral("terrain.hmp");
        const QString measure = QStringLiteral("--measure-open");
        const QStringList none;
        QTest::newRow("nothing") << QStringList{prog} << int(A::Run) << none << QString() << QSize();
        QTest::newRow("file") << QStringList{prog, f} << int(A::Run) << QStringList{f} << QString() << QSize();
        QTest::newRow("two files") << QStringList{prog, f, g} << int(A::Run) << QStringList{f, g} << QString() << QSize();
        QTest::newRow("screenshot of the demo") << QStringList{prog, QStringLiteral("--screenshot"), out}
                                                << int(A::Screenshot) << none << out << QSize();
        QTest::newRow("screenshot, size, file")
            << QStringList{prog, QStringLiteral("--screenshot"), out, QStringLiteral("--size"), QStringLiteral("640x480"), f}
            << int(A::Screenshot) << QStringList{f} << out << QSize(640, 480);
        QTest::newRow("size with =") << QStringList{prog, QStringLiteral("--size=800X600"), f} << int(A::Run)
                                     << QStringList{f} << QString() << QSize(800, 600);
        QTest::newRow("measure two files") << QStringList{prog, measure, f, g} << int(A::MeasureOpen)
                                           << QStringList{f, g} << QString() << QSize();
        QTest::newRow("help") << QStringList{prog, QStringLiteral("--help")} << int(A::Help) << none << QString() << QSize();
        QTest::newRow("version") << QStringList{prog, QStringLiteral("--version")} << int(A::Version) << none
                                 << QString() << QSize();
        QTest::newRow("measure without file") << QStringList{prog, measure} << int(A::Error) << none << QString() << QSize();
        QTest::newRow("measure and screenshot") << QStringList{prog, measure, QStringLiteral("--screenshot"), out, f}
                                                << int(A::Error) << none << QString() << QSize();
        QTest::newRow("unknown option") << QStringList{prog, QStringLiteral("--frobnicate")} << int(A::Error) << none
                                        << QString() << QSize();
        QTest::newRow("bad size") << QStringList{prog, QStringLiteral("--size"), QStringLiteral("big")} << int(A::Error)
                                  << none << QString() << QSize();
        QTest::newRow("screenshot without value") << QStringList{prog, QStringLiteral("--screenshot")} << int(A::Error)
                                                  << none << QString() << QSize();
    }

    void parse()
    {
        QFETCH(QStringList, arguments);
        QFETCH(int, action);
        QFETCH(QStringList, files);
        QFETCH(QString, screenshot);
        QFETCH(QSize, size);
        CommandLine commandLine;
        QCOMPARE(int(commandLine.parse(arguments)), action);
        if (action == int(CommandLine::Action::Error)) {
            QVERIFY(!commandLine.errorText().isEmpty());
            return;
        }
        QCOMPARE(commandLine.files(), files);
        QCOMPARE(commandLine.file(), files.value(0));
        QCOMPARE(commandLine.screenshotPath(), screenshot);
        QCOMPARE(commandLine.windowSize(), size);
        QVERIFY(commandLine.helpText().contains(QStringLiteral("--screenshot")));
    }

    void parseSize_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QSize>("size");
        QTest::newRow("plain") << QStringLiteral("1280x800") << QSize(1280, 800);
        QTest::newRow("spaces, capital X") << QStringLiteral(" 64 X 64 ") << QSize(64, 64);
        QTest::newRow("too small") << QStringLiteral("63x100") << QSize();
        QTest::newRow("too large") << QStringLiteral("8193x100") << QSize();
        QTest::newRow("huge number") << QStringLiteral("99999999999x5") << QSize();
        QTest::newRow("negative") << QStringLiteral("-100x100") << QSize();
        QTest::newRow("one number") << QStringLiteral("800") << QSize();
        QTest::newRow("empty") << QString() << QSize();
    }

    void parseSize()
    {
        QFETCH(QString, text);
        QFETCH(QSize, size);
        QCOMPARE(CommandLine::parseSize(text), size);
    }

    // The crash-recovery test's hook: three numbers or an error naming the option.
    void testMoveModels_data()
    {
        QTest::addColumn<QString>("value");
        QTest::addColumn<QList<float>>("move"); // empty: refused
        QTest::newRow("three") << QStringLiteral("1.5,-2,3.25") << QList<float>{1.5f, -2.0f, 3.25f};
        QTest::newRow("two") << QStringLiteral("1,2") << QList<float>();
        QTest::newRow("not a number") << QStringLiteral("1,x,3") << QList<float>();
    }

    void testMoveModels()
    {
        QFETCH(QString, value);
        QFETCH(QList<float>, move);
        CommandLine commandLine;
        const auto action = commandLine.parse({QStringLiteral("ackedit"), QStringLiteral("--test-move-models"), value,
                                               QStringLiteral("a.mdl")});
        if (move.isEmpty()) {
            QCOMPARE(action, CommandLine::Action::Error);
            QVERIFY2(commandLine.errorText().contains(QStringLiteral("--test-edit")), qPrintable(commandLine.errorText()));
            return;
        }
        QCOMPARE(action, CommandLine::Action::Run);
        QVERIFY(commandLine.hasTestMove());
        QCOMPARE(commandLine.testMove(), move);
        QCOMPARE(commandLine.files(), QStringList{QStringLiteral("a.mdl")});
        CommandLine plain;
        QCOMPARE(plain.parse({QStringLiteral("ackedit")}), CommandLine::Action::Run);
        QVERIFY(!plain.hasTestMove());
    }
};

QTEST_MAIN(TestCommandLine)
#include "tst_commandline.moc"

// Hostile input never crashes: truncations, byte flips and line shuffles of the fixtures either
// read (and then write back byte for byte) or throw FormatError. Random edit sequences either
// apply (the result reads back) or throw FormatError and change nothing.
#include "common_corpus.h"
#include "format/wmp/wmptextfixtures.h"
#include "wmp/wmptextfile.h"

#include <QFile>
#include <QRandomGenerator>
#include <QtTest>

using namespace ackedit::format;
using namespace ackedit::testing;

class TstWmpTextRobust : public QObject
{
    Q_OBJECT

    // Reads `data`; on success exercises every consumer. Returns false if read refused it.
    static bool exercise(const QByteArray &data)
    {
        std::unique_ptr<WmpTextFile> f;
        try {
            f = readWmpText(data);
        } catch (const FormatError &e) {
            if (e.problem.isEmpty())
                QTest::qFail("FormatError without a problem text", __FILE__, __LINE__);
            return false;
        }
        if (f->write() != data)
            QTest::qFail("accepted input does not write back byte for byte", __FILE__, __LINE__);
        f->validate();
        f->mesh(0);
        f->toJson(true);
        f->infoText();
        return true;
    }

    static QList<QByteArray> fixtures() { return {wmpFixture4(), wmpFixture5(), wmpFixture6()}; }

private slots:
    void truncation()
    {
        int accepted = 0, refused = 0;
        for (const QByteArray &data : fixtures()) {
            for (qsizetype n = 0; n < data.size(); n += 1)
                (exercise(data.left(n)) ? accepted : refused) += 1;
        }
        // Cutting at a line end after a complete section may still be a readable file; most cuts
        // are not.
        QVERIFY(refused > accepted);
        QVERIFY(refused > 0);
    }

    void corpusTruncation()
    {
        ACKEDIT_REQUIRE_CORPUS();
        for (const QString &path : corpusFiles({QStringLiteral("wmp")}, {QStringLiteral(".wmp")})) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray data = file.readAll();
            const qsizetype step = std::max<qsizetype>(1, data.size() / 250);
            for (qsizetype n = 0; n < data.size(); n += step)
                exercise(data.left(n));
        }
    }

    void byteFlips()
    {
        QRandomGenerator rng(20240531);
        static const char interesting[] = "{}()<>:,/ \t\r\n-.019\"#";
        int accepted = 0;
        for (const QByteArray &original : fixtures()) {
            for (int round = 0; round < 800; ++round) {
                QByteArray data = original;
                const int flips = 1 + int(rng.bounded(4));
                for (int k = 0; k < flips; ++k) {
                    const qsizetype at = qsizetype(rng.bounded(quint32(data.size())));
                    data[at] = rng.bounded(2) ? char(rng.bounded(256))
                                              : interesting[rng.bounded(quint32(sizeof interesting - 1))];
                }
                accepted += exercise(data) ? 1 : 0;
            }
        }
        QVERIFY(accepted > 0); // flips inside names or numbers often leave a valid file
    }

    void lineShuffles()
    {
        QRandomGenerator rng(7);
        for (const QByteArray &original : fixtures()) {
            const QList<QByteArray> lines = original.split('\n');
            for (int round = 0; round < 300; ++round) {
                QList<QByteArray> l = lines;
                const int a = int(rng.bounded(quint32(l.size())));
                switch (rng.bounded(3)) {
                case 0: l.removeAt(a); break;
                case 1: l.insert(a, l.at(int(rng.bounded(quint32(l.size()))))); break;
                default: l.swapItemsAt(a, int(rng.bounded(quint32(l.size())))); break;
                }
                exercise(l.join('\n'));
            }
        }
    }

    void hostileSizes()
    {
        // Counts far beyond the text, deep nesting, huge numbers: refused, not allocated.
        QByteArray data = wmpFixture5();
        QByteArray big = data;
        big.replace("\tvertices 8\r\n", "\tvertices 999999\r\n");
        QVERIFY(!exercise(big));
        big = data;
        big.replace("\t3\r\n\t0 0 0\r\n", "\t99999999\r\n\t0 0 0\r\n");
        QVERIFY(!exercise(big));
        big = data;
        big.replace("(10 20 30)", "(1" + QByteArray(400, '0') + " 20 30)");
        QVERIFY(!exercise(big));
        // A chain of 1200 nested groups exceeds the depth limit.
        QByteArray deep = "// WMP2\r\n\r\nversion 510\r\n\r\nblocks 0\r\nentities 0\r\nobjects 1201\r\n\r\n";
        for (int i = 0; i <= 1200; ++i) {
            deep += "object " + QByteArray::number(i) + " {\r\n\t(0 0 0) (0 0 0) (1 1 1)\r\n";
            if (i < 1200)
                deep += "\tobject " + QByteArray::number(i + 1) + "\r\n";
            deep += "}\r\n\r\n";
        }
        QVERIFY(!exercise(deep));
        // Parent cycles away from the root are read (validate reports them) without hanging.
        QByteArray cycle = "// WMP2\r\n\r\nversion 510\r\n\r\nblocks 0\r\nentities 0\r\nobjects 3\r\n\r\n"
                           "object 0 {\r\n\t(0 0 0) (0 0 0) (1 1 1)\r\n}\r\n\r\n"
                           "object 1 {\r\n\t(0 0 0) (0 0 0) (1 1 1)\r\n\tobject 2\r\n}\r\n\r\n"
                           "object 2 {\r\n\t(0 0 0) (0 0 0) (1 1 1)\r\n\tobject 1\r\n}\r\n\r\n";
        QVERIFY(exercise(cycle));
        const auto f = readWmpText(cycle);
        int fatal = 0;
        for (const ValidationIssue &i : f->validate())
            fatal += i.fatal ? 1 : 0;
        QCOMPARE(fatal, 2); // objects 1 and 2 unreachable
    }

    void randomEdits()
    {
        QRandomGenerator rng(99);
        for (const QByteArray &original : fixtures()) {
            const auto f = readWmpText(original);
            for (int step = 0; step < 300; ++step) {
                const QByteArray before = f->write();
                std::vector<quint32> ids;
                for (const WmpObjectNode &o : f->objects())
                    ids.push_back(o.id);
                for (const WmpEntity &e : f->entities())
                    ids.push_back(e.id);
                ids.push_back(123456);
                auto pick = [&] { return ids[rng.bounded(quint32(ids.size()))]; };
                const double value = (rng.generateDouble() - 0.5) * 2000;
                try {
                    switch (rng.bounded(12)) {
                    case 0: f->setPosition(pick(), Eigen::Vector3d(value, 1, -value)); break;
                    case 1: f->setAngles(pick(), Eigen::Vector3d(value / 1000, 0, 0)); break;
                    case 2: f->setScale(pick(), Eigen::Vector3d(2, 2, 2)); break;
                    case 3: f->setName(pick(), QStringLiteral("n%1").arg(step)); break;
                    case 4: f->setFlags(pick(), rng.generate()); break;
                    case 5: f->setSkills(pick(), {value}); break;
                    case 6: f->moveObject(pick(), pick(), int(rng.bounded(4)) - 1); break;
                    case 7: f->addGroup(pick(), QStringLiteral("g")); break;
                    case 8: f->addEntity(pick(), QList<QByteArray>{"light", "model", "start", "path", "sound"}[rng.bounded(5)],
                                         QStringLiteral("thing.mdl")); break;
                    case 9: f->removeObject(pick()); break;
                    case 10: f->duplicateObject(pick()); break;
                    default: f->addBoxBlock(pick(), Eigen::Vector3d(8, 8, 8), QStringLiteral("box")); break;
                    }
                } catch (const FormatError &) {
                    QCOMPARE(f->write(), before);
                    continue;
                }
                const QByteArray after = f->write();
                const auto again = readWmpText(after);
                QCOMPARE(again->write(), after);
                for (const ValidationIssue &issue : again->validate())
                    QVERIFY2(!issue.fatal, qPrintable(issue.where.toString()));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TstWmpTextRobust)
#include "tst_wmptextrobust.moc"

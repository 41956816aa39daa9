// Text WMP at scale (issue 16, point 2): a generated 200,000-object level reads in linear time
// (link resolution used to search the syntax tree once per object) and writes back byte for byte.
#include "format/wmp/wmptextlarge.h"
#include "wmp/wmptextfile.h"

#include <QElapsedTimer>
#include <QtTest>

using namespace ackedit::format;

class TestWmpTextLarge : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void generatedLevelReadsAndRoundTrips_data()
    {
        QTest::addColumn<int>("objects");
        QTest::newRow("2k") << 2000;
        QTest::newRow("200k") << 200000;
    }
    void generatedLevelReadsAndRoundTrips()
    {
        QFETCH(int, objects);
        const QByteArray text = ackedit::testing::wmpLargeText(objects);
        QElapsedTimer timer;
        timer.start();
        const std::unique_ptr<WmpTextFile> file = WmpTextFile::read(text);
        const qint64 openMs = timer.elapsed();
        QCOMPARE(int(file->objects().size()), objects);
        QVERIFY(file->rootObject() >= 0);
        QCOMPARE(file->write(), text);
        // Every leaf resolved to its block or entity, every group to its parent.
        int parented = 0, unresolved = 0;
        for (const WmpObjectNode &o : file->objects()) {
            parented += o.parent >= 0 ? 1 : 0;
            unresolved += !o.refKind.isEmpty() && o.block < 0 && o.entity < 0 ? 1 : 0;
        }
        QCOMPARE(parented, objects - 1);
        QCOMPARE(unresolved, 0);

        const WmpObjectNode &last = file->objects().back();
        timer.restart();
        file->setPosition(last.id, Eigen::Vector3d(1, 2, 3));
        const qint64 editMs = timer.elapsed();
        QCOMPARE(file->objects().back().position, Eigen::Vector3d(1, 2, 3));
        qInfo("%d objects, %lld bytes: open %lld ms, one position edit %lld ms", objects, qint64(text.size()), openMs, editMs);
        // Generous bounds for a shared machine: the quadratic reader took over 20 s at 200k.
        QVERIFY2(openMs < 5000, qPrintable(QStringLiteral("open took %1 ms").arg(openMs)));
    }
};

QTEST_GUILESS_MAIN(TestWmpTextLarge)
#include "tst_wmptextlarge.moc"

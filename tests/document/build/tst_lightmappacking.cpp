// Build's lightmap layout (issue 35): chart sizes at 16 units per texel, and charts packed into
// pages after WED's dummy page 0 without overlapping (padding included), inside the page, the
// same layout every time; a chart larger than a page is left out.
#include "build/lightmappacking.h"

#include <QRect>
#include <QtTest>

using namespace ackedit::document::build;

class TstLightmapPacking : public QObject
{
    Q_OBJECT
private slots:
    void chartSizes()
    {
        QCOMPARE(chartTexels(0), 1);
        QCOMPARE(chartTexels(16), 2);
        QCOMPARE(chartTexels(17), 3);
        QCOMPARE(chartTexels(236), 16); // the largest piece: 14.75 texels rounded up, plus one
        QCOMPARE(chartTexels(64, 8), 9);
    }

    void chartsDoNotOverlapAndStayOnTheirPage_data()
    {
        QTest::addColumn<int>("pageSize");
        QTest::addColumn<int>("padding");
        QTest::newRow("256, padding 1") << 256 << 1;
        QTest::newRow("512, padding 2") << 512 << 2;
        QTest::newRow("1024, no padding") << 1024 << 0;
    }
    void chartsDoNotOverlapAndStayOnTheirPage()
    {
        QFETCH(int, pageSize);
        QFETCH(int, padding);
        std::vector<Eigen::Vector2i> sizes;
        for (int i = 0; i < 400; ++i) // a mix like a level's: many small, some large pieces
            sizes.emplace_back(1 + (i * 37) % 16, 1 + (i * 53) % 16);
        sizes.emplace_back(pageSize - 2 * padding, 5); // exactly as wide as a page
        int pages = 0;
        const std::vector<ChartPlacement> placed = packCharts(sizes, pageSize, 1, padding, &pages);
        QCOMPARE(placed.size(), sizes.size());
        QVERIFY(pages >= 2);
        long long area = 0;
        for (size_t i = 0; i < placed.size(); ++i) {
            QVERIFY(placed[i].page >= 1 && placed[i].page < pages); // never the dummy page 0
            const QRect r(placed[i].x - padding, placed[i].y - padding, sizes[i].x() + 2 * padding, sizes[i].y() + 2 * padding);
            QVERIFY(QRect(0, 0, pageSize, pageSize).contains(r));
            for (size_t j = 0; j < i; ++j) {
                if (placed[j].page != placed[i].page)
                    continue;
                const QRect s(placed[j].x - padding, placed[j].y - padding, sizes[j].x() + 2 * padding, sizes[j].y() + 2 * padding);
                QVERIFY2(!r.intersects(s), qPrintable(QStringLiteral("charts %1 and %2").arg(i).arg(j)));
            }
            area += (sizes[i].x() + 2LL * padding) * (sizes[i].y() + 2LL * padding);
        }
        // Not wasteful: the pages after the first used one are more than half full on average.
        QVERIFY2(area > (pages - 1) * 1LL * pageSize * pageSize / 2 || pages == 2, qPrintable(QString::number(pages)));
        // The same input, the same layout.
        int again = 0;
        const std::vector<ChartPlacement> second = packCharts(sizes, pageSize, 1, padding, &again);
        QCOMPARE(again, pages);
        for (size_t i = 0; i < placed.size(); ++i)
            QVERIFY(second[i].page == placed[i].page && second[i].x == placed[i].x && second[i].y == placed[i].y);
    }

    void tooLargeOrEmpty()
    {
        int pages = 0;
        const auto placed = packCharts({{300, 10}, {10, 10}, {0, 4}}, 256, 1, 1, &pages);
        QCOMPARE(placed[0].page, -1);
        QCOMPARE(placed[1].page, 1);
        QCOMPARE(placed[2].page, -1);
        QCOMPARE(pages, 2);
        QVERIFY(packCharts({}, 256, 1, 1, &pages).empty());
        QCOMPARE(pages, 1); // only the dummy page
    }
};

QTEST_GUILESS_MAIN(TstLightmapPacking)
#include "tst_lightmappacking.moc"

// How a painted skin is split into upload tiles, and that a change updates exactly the texels it
// changed in exactly the tiles that hold them (gutters included, wrapping round the skin).
#include "skin/skintilebuffers.h"

#include <QTest>

#include <random>

using namespace ackedit::document;

namespace {

// Tiles of 256 texels: more tiles on small skins, so the cases below stay small.
constexpr int Tiles256 = 256;

// Every texel different: (x, y) in red/green low bytes, high bits in blue, alpha varies too.
QImage numbered(int w, int h)
{
    QImage image(w, h, QImage::Format_RGBA8888);
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x)
            image.setPixel(x, y, qRgba(x & 255, y & 255, ((x >> 8) << 4) | (y >> 8), 128 + ((x + y) & 127)));
    }
    return image;
}

// What tile `tile`'s texture must hold: skin texels from its origin on, wrapped round the skin.
QImage expectedTile(const QImage &skin, const SkinTileGrid &grid, int tile)
{
    const QSize size = grid.textureSize();
    const QPoint o = grid.textureOrigin(tile);
    QImage out(size, QImage::Format_RGBA8888);
    for (int y = 0; y < size.height(); ++y) {
        for (int x = 0; x < size.width(); ++x)
            out.setPixel(x, y, skin.pixel(SkinTileGrid::wrap(o.x() + x, skin.width()),
                                          SkinTileGrid::wrap(o.y() + y, skin.height())));
    }
    return out;
}

} // namespace

class TestSkinTileBuffers : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void gridSizes_data()
    {
        QTest::addColumn<QSize>("skin");
        QTest::addColumn<int>("maxPerAxis");
        QTest::addColumn<int>("singleUpTo");
        QTest::addColumn<int>("columns");
        QTest::addColumn<int>("rows");
        QTest::addColumn<QSize>("tile");
        QTest::addColumn<QSize>("texture");
        // The editor's split: one texture up to 512 a side, tiles of at least 512.
        const int d = SkinTileGrid::SingleUpTo;
        QTest::newRow("512 square: one texture") << QSize(512, 512) << 4 << d << 1 << 1 << QSize(512, 512) << QSize(512, 512);
        QTest::newRow("small MDL skin") << QSize(16, 8) << 4 << d << 1 << 1 << QSize(16, 8) << QSize(16, 8);
        QTest::newRow("1024 square") << QSize(1024, 1024) << 4 << d << 2 << 2 << QSize(512, 512) << QSize(528, 528);
        QTest::newRow("2048 square") << QSize(2048, 2048) << 4 << d << 4 << 4 << QSize(512, 512) << QSize(528, 528);
        QTest::newRow("4096 square") << QSize(4096, 4096) << 4 << d << 4 << 4 << QSize(1024, 1024) << QSize(1040, 1040);
        QTest::newRow("tiling off") << QSize(1024, 1024) << 1 << d << 1 << 1 << QSize(1024, 1024) << QSize(1024, 1024);
        // Smaller tiles (the rest of this test uses 256), odd sizes and strips.
        QTest::newRow("256: 512 square") << QSize(512, 512) << 4 << 256 << 2 << 2 << QSize(256, 256) << QSize(272, 272);
        QTest::newRow("256: 1024 square") << QSize(1024, 1024) << 4 << 256 << 4 << 4 << QSize(256, 256) << QSize(272, 272);
        QTest::newRow("256: wide strip") << QSize(1024, 64) << 4 << 256 << 4 << 1 << QSize(256, 64) << QSize(272, 80);
        QTest::newRow("256: odd size") << QSize(1001, 300) << 4 << 256 << 4 << 2 << QSize(251, 150) << QSize(267, 166);
    }
    void gridSizes()
    {
        QFETCH(QSize, skin);
        QFETCH(int, maxPerAxis);
        QFETCH(int, singleUpTo);
        const SkinTileGrid grid(skin, maxPerAxis, singleUpTo);
        QTEST(grid.columns(), "columns");
        QTEST(grid.rows(), "rows");
        QTEST(grid.tileSize(), "tile");
        QTEST(grid.textureSize(), "texture");
        QVERIFY(grid.count() <= SkinTileGrid::MaxPerAxis * SkinTileGrid::MaxPerAxis);
        // The tiles cover the skin once.
        QRegion covered;
        int area = 0;
        for (int i = 0; i < grid.count(); ++i) {
            covered += grid.sourceRect(i);
            area += grid.sourceRect(i).width() * grid.sourceRect(i).height();
        }
        QCOMPARE(covered, QRegion(QRect(QPoint(0, 0), skin)));
        QCOMPARE(area, skin.width() * skin.height());
    }

    void tilesHoldingAChange_data()
    {
        QTest::addColumn<QRect>("changed");
        QTest::addColumn<QList<int>>("tiles");
        // 1024² in 4 × 4 tiles of 256 (Tiles256) with 8-texel gutters.
        QTest::newRow("inside tile 5") << QRect(300, 300, 33, 33) << QList<int>{5};
        QTest::newRow("in tile 5, in tile 6's gutter") << QRect(500, 300, 5, 5) << QList<int>{5, 6};
        QTest::newRow("just outside tile 6's gutter") << QRect(490, 300, 10, 5) << QList<int>{5};
        QTest::newRow("at a corner of four") << QRect(500, 500, 24, 24) << QList<int>{5, 6, 9, 10};
        QTest::newRow("skin corner wraps to the far tiles") << QRect(0, 0, 4, 4) << QList<int>{0, 3, 12, 15};
        QTest::newRow("right edge wraps to the left column") << QRect(1020, 400, 4, 4) << QList<int>{4, 7};
        QTest::newRow("empty: all") << QRect() << QList<int>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
    }
    void tilesHoldingAChange()
    {
        QFETCH(QRect, changed);
        QTEST(SkinTileGrid(QSize(1024, 1024), SkinTileGrid::MaxPerAxis, Tiles256).tilesHolding(changed), "tiles");
    }

    // Each tile holds its texels and, in its gutter, its neighbours', round the skin's edges.
    void tilesHoldTheWrappedTexels_data()
    {
        QTest::addColumn<QSize>("skin");
        QTest::newRow("1024 square") << QSize(1024, 1024);
        QTest::newRow("wide strip") << QSize(1024, 64);
        QTest::newRow("odd size") << QSize(1001, 300);
        QTest::newRow("one texture") << QSize(200, 100);
    }
    void tilesHoldTheWrappedTexels()
    {
        QFETCH(QSize, skin);
        const QImage image = numbered(skin.width(), skin.height());
        const SkinTileBuffers buffers(image, SkinTileGrid::MaxPerAxis, Tiles256);
        for (int i = 0; i < buffers.grid().count(); ++i)
            QCOMPARE(buffers.tileImage(i), expectedTile(image, buffers.grid(), i));
    }

    // Random paint-like changes: after each, the tiles equal tiles built afresh from the new skin;
    // only the tiles holding the change are reported, and the others keep their very bytes.
    void updatesMatchAFreshSplit()
    {
        QImage image = numbered(1024, 1024);
        SkinTileBuffers buffers(image, SkinTileGrid::MaxPerAxis, Tiles256);
        std::mt19937 rng(20261126);
        std::uniform_int_distribution<int> pos(-40, 1030), size(1, 70), colour(0, 255);
        for (int step = 0; step < 60; ++step) {
            const QRect changed = QRect(pos(rng), pos(rng), size(rng), size(rng)).intersected(image.rect());
            if (changed.isEmpty())
                continue;
            const QRgb c = qRgba(colour(rng), colour(rng), colour(rng), colour(rng));
            for (int y = changed.top(); y <= changed.bottom(); ++y)
                for (int x = changed.left(); x <= changed.right(); ++x)
                    image.setPixel(x, y, c);
            QList<QByteArray> before;
            for (int i = 0; i < 16; ++i)
                before.append(buffers.bytes(i));
            const QList<int> tiles = buffers.update(image, changed);
            QCOMPARE(tiles, buffers.grid().tilesHolding(changed));
            const SkinTileBuffers fresh(image, SkinTileGrid::MaxPerAxis, Tiles256);
            for (int i = 0; i < 16; ++i) {
                QVERIFY2(buffers.bytes(i) == fresh.bytes(i), qPrintable(QStringLiteral("step %1 tile %2").arg(step).arg(i)));
                if (!tiles.contains(i)) // untouched: not even copied
                    QCOMPARE(buffers.bytes(i).constData(), before[i].constData());
            }
        }
    }

    // Only the texels inside `changed` are copied (the cost follows the paint, not the tile), and
    // bytes handed to an upload keep what they held when the tile changes again.
    void copiesOnlyTheChangedTexels()
    {
        QImage image = numbered(1024, 1024);
        SkinTileBuffers buffers(image, SkinTileGrid::MaxPerAxis, Tiles256);
        const QByteArray uploaded = buffers.bytes(5); // held by the renderer
        image.fill(Qt::black);                        // everything changes...
        QCOMPARE(buffers.update(image, QRect(300, 300, 2, 2)), QList<int>{5}); // ...but 4 texels are reported
        const QImage tile = buffers.tileImage(5);
        const QPoint o = buffers.grid().textureOrigin(5);
        QCOMPARE(tile.pixel(300 - o.x(), 300 - o.y()), qRgba(0, 0, 0, 255));
        QCOMPARE(tile.pixel(301 - o.x(), 301 - o.y()), qRgba(0, 0, 0, 255));
        QCOMPARE(tile.pixel(302 - o.x(), 300 - o.y()), numbered(1024, 1024).pixel(302, 300));
        QCOMPARE(tile.pixel(299 - o.x(), 301 - o.y()), numbered(1024, 1024).pixel(299, 301));
        const QImage held(reinterpret_cast<const uchar *>(uploaded.constData()), 272, 272, QImage::Format_RGBA8888);
        QCOMPARE(held, expectedTile(numbered(1024, 1024), buffers.grid(), 5));
    }

    void otherSizesAndEmptyChangesSendNothing()
    {
        SkinTileBuffers buffers(numbered(512, 512), SkinTileGrid::MaxPerAxis, Tiles256);
        QVERIFY(buffers.update(numbered(256, 256), QRect()).isEmpty());
        QVERIFY(buffers.update(numbered(512, 512), QRect(600, 600, 4, 4)).isEmpty()); // off the skin
        QCOMPARE(buffers.update(numbered(512, 512), QRect()).size(), 4);
    }
};

QTEST_GUILESS_MAIN(TestSkinTileBuffers)
#include "tst_skintilebuffers.moc"

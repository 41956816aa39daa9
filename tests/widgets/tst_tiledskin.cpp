// A skin over 512 texels a side goes to the GPU as up to 4 x 4 tile textures (SkinTileGrid), so
// painting uploads only the tiles it touched. Rendered for real (Qt3D under Xvfb): the tiled skin
// must look like the same skin as one texture, minified, magnified across tile borders and
// across the skin's wrapping edge, and after a partial update.
#include "widgets/testmeshes.h"
#include "widgets/viewporttesting.h"

#include "viewport/viewport.h"

#include <QTest>

using namespace ackedit;
using widgets::Viewport;

namespace {

const QColor Background(30, 40, 50);

// Gradients with a 16-texel checker on top: sharp edges on every tile border.
QImage pattern(int width, int height)
{
    QImage image(width, height, QImage::Format_RGBA8888);
    for (int y = 0; y < height; ++y) {
        for (int x = 0; x < width; ++x)
            image.setPixel(x, y, qRgba(x * 255 / (width - 1), y * 255 / (height - 1), ((x / 16 + y / 16) & 1) ? 220 : 30, 255));
    }
    return image;
}

QImage pattern(int size)
{
    return pattern(size, size);
}

// The front quad showing the skin between `from` and `to` in both directions (texture coordinates
// past 1 repeat the skin).
format::TriangleMesh quadShowing(float from, float to)
{
    format::TriangleMesh mesh = testing::frontQuad(0);
    mesh.uvs = {Eigen::Vector2f(from, from), Eigen::Vector2f(from, to), Eigen::Vector2f(to, to),
                Eigen::Vector2f(to, from)};
    return mesh;
}

struct Difference
{
    int max = 0;
    int pixels = 0; // differing by more than 2 in a channel
};

Difference difference(const QImage &a, const QImage &b)
{
    Difference d;
    const QImage x = a.convertToFormat(QImage::Format_RGB32), y = b.convertToFormat(QImage::Format_RGB32);
    for (int row = 0; row < x.height(); ++row) {
        for (int col = 0; col < x.width(); ++col) {
            const QRgb p = x.pixel(col, row), q = y.pixel(col, row);
            const int m = std::max({std::abs(qRed(p) - qRed(q)), std::abs(qGreen(p) - qGreen(q)),
                                    std::abs(qBlue(p) - qBlue(q))});
            d.max = std::max(d.max, m);
            d.pixels += m > 2 ? 1 : 0;
        }
    }
    return d;
}

// The capture of `mesh` with `skin`, alone in the view (its id in `id`), the skin split into at
// most `tiles` x `tiles` textures as the first paint dab splits it (here a dab that changes
// nothing).
QImage render(Viewport &view, const format::TriangleMesh &mesh, const QImage &skin, int tiles,
              Viewport::MeshId *id = nullptr)
{
    view.clearScene();
    view.setMaxSkinTilesPerAxis(tiles);
    const Viewport::MeshId added = view.addMesh(mesh, {skin});
    view.updateSkin(added, 0, skin, QRect(0, 0, 1, 1));
    if (id)
        *id = added;
    return view.captureWithContent();
}

} // namespace

class TestTiledSkin : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void tiledLooksLikeOneTexture_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::addColumn<float>("from");
        QTest::addColumn<float>("to");
        const QSize square(1024, 1024);
        QTest::newRow("whole skin, minified") << square << 0.0f << 1.0f;
        QTest::newRow("magnified across a tile corner") << square << 0.47f << 0.53f;
        QTest::newRow("magnified across the skin's edge") << square << 0.97f << 1.03f;
        QTest::newRow("repeated 3 times, minified more") << square << 0.0f << 3.0f;
        // An odd size (2 x 2 tiles, the last ones a texel short); a corpus strip (2 x 1 tiles).
        QTest::newRow("1001 square, whole") << QSize(1001, 1001) << 0.0f << 1.0f;
        QTest::newRow("1001 square, across its edge") << QSize(1001, 1001) << 0.95f << 1.05f;
        QTest::newRow("832 x 52 strip, whole") << QSize(832, 52) << 0.0f << 1.0f;
        QTest::newRow("832 x 52 strip, across a border") << QSize(832, 52) << 0.45f << 0.55f;
    }
    void tiledLooksLikeOneTexture()
    {
        QFETCH(QSize, size);
        QFETCH(float, from);
        QFETCH(float, to);
        auto view = testing::makeShownViewport(Background);
        view->setCameraAngles(180.0f, 0.0f);
        const format::TriangleMesh mesh = quadShowing(from, to);
        const QImage skin = pattern(size.width(), size.height());
        const QImage single = render(*view, mesh, skin, 1);
        const QImage tiled = render(*view, mesh, skin, 4);
        testing::saveRender(tiled, QStringLiteral("tiledskin-%1").arg(QString::fromUtf8(QTest::currentDataTag())).replace(QLatin1Char(' '), QLatin1Char('-')));
        QVERIFY(Viewport::hasContent(single, Background));
        const Difference d = difference(single, tiled);
        qInfo("tiled vs one texture: max difference %d", d.max);
        QVERIFY2(d.max <= 3 && d.pixels == 0,
                 qPrintable(QStringLiteral("max difference %1, %2 pixels differ by more than 2").arg(d.max).arg(d.pixels)));
    }

    // A skin is one texture until painted: the first dab splits it (all tiles sent once).
    void firstDabSplitsTheSkin()
    {
        auto view = testing::makeShownViewport(Background);
        const QImage skin = pattern(1024);
        const Viewport::MeshId id = view->addMesh(quadShowing(0.0f, 1.0f), {skin});
        view->updateSkin(id, 0, skin, QRect()); // all of it changed: not a dab, no split
        view->updateSkin(id, 0, skin, skin.rect());
        QCOMPARE(view->skinUploads().size(), 2);
        for (const Viewport::SkinUpload &u : view->skinUploads()) {
            QCOMPARE(u.tiles, 1);
            QCOMPARE(u.bytes, qint64(1024 * 1024 * 4));
        }
        view->clearSkinUploads();
        view->updateSkin(id, 0, skin, QRect(10, 10, 4, 4));
        QCOMPARE(view->skinUploads().size(), 1);
        QCOMPARE(view->skinUploads()[0].tiles, 4);
        QCOMPARE(view->skinUploads()[0].bytes, qint64(4 * 528 * 528 * 4));
        view->updateSkin(id, 0, skin, QRect(300, 300, 4, 4));
        QCOMPARE(view->skinUploads().size(), 2);
        QCOMPARE(view->skinUploads()[1].tiles, 1);
    }

    // A level's textures are not painted in the 3D view: they stay one texture (one sampler
    // parameter per material, as many materials as the level has batches).
    void levelTexturesAreNeverSplit()
    {
        auto view = testing::makeShownViewport(Background);
        const QImage skin = pattern(1024);
        const Viewport::MeshId id = view->addLevelMesh(quadShowing(0.0f, 1.0f), {skin}, {});
        view->updateSkin(id, 0, skin, QRect(10, 10, 4, 4));
        QCOMPARE(view->skinUploads().size(), 1);
        QCOMPARE(view->skinUploads()[0].tiles, 1);
        QCOMPARE(view->skinUploads()[0].bytes, qint64(1024 * 1024 * 4));
        QVERIFY(Viewport::hasContent(view->captureWithContent(), Background));
    }

    // Painting inside one tile sends that tile only, and the view shows the paint as a skin sent
    // whole would.
    void paintSendsOnlyTheTilesItTouched()
    {
        auto view = testing::makeShownViewport(Background);
        view->setCameraAngles(180.0f, 0.0f);
        const format::TriangleMesh mesh = quadShowing(0.0f, 1.0f);
        const QImage skin = pattern(1024);
        Viewport::MeshId id = 0;
        render(*view, mesh, skin, 4, &id);
        view->clearSkinUploads();
        QImage painted = skin.copy();
        const QRect dab(300, 300, 120, 120); // inside the first tile
        for (int y = dab.top(); y <= dab.bottom(); ++y)
            for (int x = dab.left(); x <= dab.right(); ++x)
                painted.setPixel(x, y, qRgba(255, 255, 255, 255));
        view->updateSkin(id, 0, painted, dab);
        const QList<Viewport::SkinUpload> uploads = view->skinUploads();
        QCOMPARE(uploads.size(), 1);
        QCOMPARE(uploads[0].tiles, 1);
        QCOMPARE(uploads[0].rect, QRect(0, 0, 512, 512));
        QCOMPARE(uploads[0].bytes, qint64(528 * 528 * 4)); // a 1024² skin whole: 4,194,304
        const QImage tiled = view->captureWithContent();
        testing::saveRender(tiled, QStringLiteral("tiledskin-painted"));
        const QImage single = render(*view, mesh, painted, 1);
        const Difference d = difference(single, tiled);
        qInfo("tiled vs one texture: max difference %d", d.max);
        QVERIFY2(d.max <= 3 && d.pixels == 0,
                 qPrintable(QStringLiteral("max difference %1, %2 pixels differ by more than 2").arg(d.max).arg(d.pixels)));
        QVERIFY(difference(single, render(*view, mesh, skin, 1)).pixels > 1000); // the paint shows
    }
};

QTEST_MAIN(TestTiledSkin)
#include "tst_tiledskin.moc"

// Sculpt brushes: exact heights at the centre, inside, on the edge and outside the radius for every
// brush and falloff, clamping, world-unit radius on non-square cells, determinism of the noise.
#include "terrain/brushsettings.h"
#include "stroke/falloff.h"
#include "terrain/flattenbrush.h"
#include "terrain/grabbrush.h"
#include "terrain/noisebrush.h"
#include "terrain/sculptbrush.h"

#include <QtTest>

#include <cmath>

using namespace ackedit::document;

Q_DECLARE_METATYPE(ackedit::document::Falloff)
Q_DECLARE_METATYPE(ackedit::document::BrushKind)

namespace {

// 21 x 21, cell 1, offset 0: vertex (c, r) sits at world (c, 20 - r), so (10,10) is (10,10).
HeightGrid grid21(float fill)
{
    return HeightGrid(21, 21, 1.0f, 1.0f, 0.0f, 0.0f, fill);
}

SculptDab at(float x, float y, float drag = 0.0f)
{
    return SculptDab{Eigen::Vector2f(x, y), drag};
}

SculptSettings settings(BrushKind kind, float radius, float strength, Falloff falloff = Falloff::Smooth)
{
    SculptSettings s;
    s.kind = kind;
    s.radius = radius;
    s.strength = strength;
    s.falloff = falloff;
    return s;
}

// Every vertex outside the disc of `radius` (grid units) around (cc, cr) still has `fill`.
bool untouchedOutside(const HeightGrid &g, float cc, float cr, float radius, float fill)
{
    for (int r = 0; r < g.rows(); ++r)
        for (int c = 0; c < g.columns(); ++c)
            if (std::hypot(c - cc, r - cr) > radius && g.height(c, r) != fill)
                return false;
    return true;
}

} // namespace

class TstSculptBrush : public QObject
{
    Q_OBJECT
private slots:
    // Default brush for a terrain: 5 % of its smaller side (at least 4 cells) and a dab of a tenth
    // of the radius, or 2 % of the height range when that is more.
    void brushDefaults_data()
    {
        QTest::addColumn<float>("cell");
        QTest::addColumn<float>("extent");
        QTest::addColumn<float>("range");
        QTest::addColumn<float>("radius");
        QTest::addColumn<float>("strength");
        QTest::newRow("6000 wide, 531 high") << 28.0f << 6000.0f << 531.0f << 300.0f << 30.0f;
        QTest::newRow("small: 4 cells") << 5.0f << 160.0f << 42.0f << 20.0f << 2.0f;
        QTest::newRow("tall relief") << 10.0f << 1000.0f << 5000.0f << 50.0f << 100.0f;
        QTest::newRow("flat") << 16.0f << 1024.0f << 0.0f << 64.0f << 6.4f;
        QTest::newRow("nonsense sizes") << -1.0f << std::nanf("") << std::nanf("") << 4.0f << 0.4f;
    }
    void brushDefaults()
    {
        QFETCH(float, cell);
        QFETCH(float, extent);
        QFETCH(float, range);
        QFETCH(float, radius);
        QFETCH(float, strength);
        const BrushDefaults d = brushDefaultsFor(cell, extent, range);
        QCOMPARE(d.radius, radius);
        QCOMPARE(d.strength, strength);
    }

    void falloffCurves_data()
    {
        QTest::addColumn<Falloff>("curve");
        QTest::addColumn<float>("t");
        QTest::addColumn<float>("expected");
        QTest::newRow("smooth 0") << Falloff::Smooth << 0.0f << 1.0f;
        QTest::newRow("smooth .25") << Falloff::Smooth << 0.25f << 0.84375f;
        QTest::newRow("smooth .5") << Falloff::Smooth << 0.5f << 0.5f;
        QTest::newRow("smooth 1") << Falloff::Smooth << 1.0f << 0.0f;
        QTest::newRow("linear .25") << Falloff::Linear << 0.25f << 0.75f;
        QTest::newRow("linear 1") << Falloff::Linear << 1.0f << 0.0f;
        QTest::newRow("constant .9") << Falloff::Constant << 0.9f << 1.0f;
        QTest::newRow("constant 1") << Falloff::Constant << 1.0f << 1.0f;
        QTest::newRow("sharp .25") << Falloff::Sharp << 0.25f << 0.5625f;
        QTest::newRow("sharp .5") << Falloff::Sharp << 0.5f << 0.25f;
        QTest::newRow("outside") << Falloff::Constant << 1.001f << 0.0f;
        QTest::newRow("nan") << Falloff::Constant << float(NAN) << 0.0f;
    }
    void falloffCurves()
    {
        QFETCH(Falloff, curve);
        QFETCH(float, t);
        QFETCH(float, expected);
        QCOMPARE(falloffWeight(curve, t), expected);
    }

    void raiseLower_data()
    {
        QTest::addColumn<BrushKind>("kind");
        QTest::addColumn<Falloff>("falloff");
        QTest::addColumn<float>("centre"); // vertex (10,10)
        QTest::addColumn<float>("d1");     // (11,10): t = 0.25
        QTest::addColumn<float>("d2");     // (10,12): t = 0.5
        QTest::addColumn<float>("edge");   // (14,10): t = 1
        // base 10, strength 2, radius 4
        QTest::newRow("raise smooth") << BrushKind::Raise << Falloff::Smooth << 12.0f << 11.6875f << 11.0f << 10.0f;
        QTest::newRow("raise linear") << BrushKind::Raise << Falloff::Linear << 12.0f << 11.5f << 11.0f << 10.0f;
        QTest::newRow("raise constant") << BrushKind::Raise << Falloff::Constant << 12.0f << 12.0f << 12.0f << 12.0f;
        QTest::newRow("raise sharp") << BrushKind::Raise << Falloff::Sharp << 12.0f << 11.125f << 10.5f << 10.0f;
        QTest::newRow("lower smooth") << BrushKind::Lower << Falloff::Smooth << 8.0f << 8.3125f << 9.0f << 10.0f;
        QTest::newRow("lower constant") << BrushKind::Lower << Falloff::Constant << 8.0f << 8.0f << 8.0f << 8.0f;
    }
    void raiseLower()
    {
        QFETCH(BrushKind, kind);
        QFETCH(Falloff, falloff);
        QFETCH(float, centre);
        QFETCH(float, d1);
        QFETCH(float, d2);
        QFETCH(float, edge);
        HeightGrid g = grid21(10.0f);
        auto brush = SculptBrush::create(settings(kind, 4.0f, 2.0f, falloff));
        const QRect changed = brush->apply(g, at(10, 10));
        QCOMPARE(changed, QRect(6, 6, 9, 9));
        QCOMPARE(g.height(10, 10), centre);
        QCOMPARE(g.height(11, 10), d1);
        QCOMPARE(g.height(10, 12), d2);
        QCOMPARE(g.height(9, 10), d1); // symmetric
        QCOMPARE(g.height(14, 10), edge);
        QCOMPARE(g.height(15, 10), 10.0f); // just outside
        QCOMPARE(g.height(13, 13), 10.0f); // corner of the bounding box, outside the disc
        QVERIFY(untouchedOutside(g, 10, 10, 4.0f, 10.0f));
    }

    void dabBetweenVertices()
    {
        // Centre at (10.5, 10): vertices (10,10) and (11,10) are both at t = 0.125.
        HeightGrid g = grid21(0.0f);
        auto brush = SculptBrush::create(settings(BrushKind::Raise, 4.0f, 1.0f, Falloff::Linear));
        QCOMPARE(brush->apply(g, at(10.5f, 10)), QRect(7, 6, 8, 9));
        QCOMPARE(g.height(10, 10), 0.875f);
        QCOMPARE(g.height(11, 10), 0.875f);
        QCOMPARE(g.height(6, 10), 0.0f);
    }

    void clippedAtBorder()
    {
        HeightGrid g = grid21(0.0f);
        auto brush = SculptBrush::create(settings(BrushKind::Raise, 4.0f, 1.0f, Falloff::Constant));
        // World (0, 20) is vertex (0, 0), the NW corner.
        QCOMPARE(brush->apply(g, at(0, 20)), QRect(0, 0, 5, 5));
        QCOMPARE(g.height(0, 0), 1.0f);
        QCOMPARE(g.height(4, 0), 1.0f);
        QCOMPARE(g.height(0, 4), 1.0f);
        QCOMPARE(g.height(3, 3), 0.0f); // t = 1.06
        QCOMPARE(g.height(20, 20), 0.0f);
        // Completely outside: nothing.
        QCOMPARE(brush->apply(g, at(-10, 50)), QRect());
        QCOMPARE(brush->apply(g, at(NAN, 5)), QRect());
        QCOMPARE(brush->apply(g, at(1e30f, -1e30f)), QRect());
    }

    void clampMinMax()
    {
        HeightGrid g = grid21(10.0f);
        SculptSettings s = settings(BrushKind::Raise, 4.0f, 2.0f);
        s.maxHeight = 11.0f;
        SculptBrush::create(s)->apply(g, at(10, 10));
        QCOMPARE(g.height(10, 10), 11.0f);
        QCOMPARE(g.height(10, 12), 11.0f);   // 10 + 2 * 0.5
        QCOMPARE(g.height(13, 10), 10.3125f); // t = .75: w = 0.15625
        s.kind = BrushKind::Lower;
        s.strength = 5.0f;
        s.minHeight = 7.5f;
        s.maxHeight = 100.0f;
        SculptBrush::create(s)->apply(g, at(10, 10));
        QCOMPARE(g.height(10, 10), 7.5f);
        QCOMPARE(g.height(10, 12), 8.5f); // 11 - 5 * 0.5
    }

    void radiusIsWorldUnits()
    {
        // Cells 2 x 0.5: a radius of 4 world units spans 2 columns but 8 rows.
        HeightGrid g(21, 21, 2.0f, 0.5f, 0.0f, 0.0f, 0.0f);
        const Eigen::Vector2f centre = g.toWorld(10, 10);
        auto brush = SculptBrush::create(settings(BrushKind::Raise, 4.0f, 1.0f, Falloff::Linear));
        QCOMPARE(brush->apply(g, at(centre.x(), centre.y())), QRect(8, 2, 5, 17));
        QCOMPARE(g.height(11, 10), 0.5f); // 2 units east
        QCOMPARE(g.height(10, 14), 0.5f); // 2 units south
        QCOMPARE(g.height(12, 10), 0.0f); // on the edge
        QCOMPARE(g.height(10, 18), 0.0f);
        QCOMPARE(g.height(10, 19), 0.0f);
        QCOMPARE(g.height(13, 10), 0.0f);
    }

    void smooth_data()
    {
        QTest::addColumn<float>("strength");
        QTest::addColumn<Falloff>("falloff");
        QTest::addColumn<float>("centre");
        QTest::addColumn<float>("neighbour");
        // Spike of 9 at (10,10) on 0, radius 1.5 (3x3 inside). Means: centre 1, neighbour 1.
        QTest::newRow("full") << 1.0f << Falloff::Constant << 1.0f << 1.0f;
        QTest::newRow("half") << 0.5f << Falloff::Constant << 5.0f << 0.5f;
        // Linear: centre w = 1 -> factor .5; (11,10) t = 2/3 -> w = 1/3 -> factor 1/6.
        QTest::newRow("half linear") << 0.5f << Falloff::Linear << 5.0f << float(1.0 / 6.0);
        QTest::newRow("over 1 clamps") << 7.0f << Falloff::Constant << 1.0f << 1.0f;
    }
    void smooth()
    {
        QFETCH(float, strength);
        QFETCH(Falloff, falloff);
        QFETCH(float, centre);
        QFETCH(float, neighbour);
        HeightGrid g = grid21(0.0f);
        g.setHeight(10, 10, 9.0f);
        auto brush = SculptBrush::create(settings(BrushKind::Smooth, 1.5f, strength, falloff));
        QCOMPARE(brush->apply(g, at(10, 10)), QRect(9, 9, 3, 3));
        QCOMPARE(g.height(10, 10), centre);
        QVERIFY(std::abs(g.height(11, 10) - neighbour) < 1e-6f);
        QCOMPARE(g.height(12, 10), 0.0f); // outside; its mean would be 1
        QVERIFY(untouchedOutside(g, 10, 10, 1.5f, 0.0f));
    }

    void smoothAtCorner()
    {
        // Border vertices average only the neighbours that exist: corner 4, edge 6.
        HeightGrid g = grid21(0.0f);
        g.setHeight(0, 0, 12.0f);
        SculptBrush::create(settings(BrushKind::Smooth, 1.0f, 1.0f, Falloff::Constant))->apply(g, at(0, 20));
        QCOMPARE(g.height(0, 0), 3.0f);
        QCOMPARE(g.height(1, 0), 2.0f);
        QCOMPARE(g.height(0, 1), 2.0f);
        QCOMPARE(g.height(1, 1), 0.0f); // t = 1.41, outside
    }

    void smoothKeepsPlane()
    {
        // The 3x3 mean of a plane is the plane: interior vertices do not move.
        HeightGrid g(21, 21);
        for (int r = 0; r < 21; ++r)
            for (int c = 0; c < 21; ++c)
                g.setHeight(c, r, float(2 * c - r));
        const auto before = g.heights();
        SculptBrush::create(settings(BrushKind::Smooth, 5.0f, 1.0f, Falloff::Constant))->apply(g, at(10, 10));
        QCOMPARE(g.heights(), before);
    }

    void flatten_data()
    {
        QTest::addColumn<bool>("typed");
        QTest::addColumn<float>("strength");
        QTest::addColumn<Falloff>("falloff");
        QTest::addColumn<float>("centre"); // (10,10), height 10 on the ramp h = col
        QTest::addColumn<float>("east");   // (12,10), height 12, t = 2/3
        // Sampled at the stroke start: (10,10) has height 10.
        QTest::newRow("sampled full") << false << 1.0f << Falloff::Constant << 10.0f << 10.0f;
        QTest::newRow("sampled half linear") << false << 0.5f << Falloff::Linear << 10.0f << float(12.0 * 5 / 6 + 10.0 / 6);
        QTest::newRow("typed full") << true << 1.0f << Falloff::Constant << 3.0f << 3.0f;
        QTest::newRow("typed smooth") << true << 1.0f << Falloff::Smooth << 3.0f << float(12.0 * (1 - 7.0 / 27) + 3.0 * 7.0 / 27);
    }
    void flatten()
    {
        QFETCH(bool, typed);
        QFETCH(float, strength);
        QFETCH(Falloff, falloff);
        QFETCH(float, centre);
        QFETCH(float, east);
        HeightGrid g(21, 21);
        for (int r = 0; r < 21; ++r)
            for (int c = 0; c < 21; ++c)
                g.setHeight(c, r, float(c));
        SculptSettings s = settings(BrushKind::Flatten, 3.0f, strength, falloff);
        s.useTargetHeight = typed;
        s.targetHeight = 3.0f;
        auto brush = SculptBrush::create(s);
        brush->beginStroke(g, at(10, 10));
        brush->apply(g, at(10, 10));
        QCOMPARE(g.height(10, 10), centre);
        QVERIFY2(std::abs(g.height(12, 10) - east) < 1e-5f, qPrintable(QString::number(g.height(12, 10))));
        QCOMPARE(g.height(14, 10), 14.0f);
    }

    void flattenKeepsStrokeStartHeight()
    {
        // Begin over height 10.5 (bilinear between columns 10 and 11), then dab elsewhere: the
        // target stays 10.5.
        HeightGrid g(21, 21);
        for (int r = 0; r < 21; ++r)
            for (int c = 0; c < 21; ++c)
                g.setHeight(c, r, float(c));
        auto brush = SculptBrush::create(settings(BrushKind::Flatten, 2.0f, 1.0f, Falloff::Constant));
        brush->beginStroke(g, at(10.5f, 10));
        QCOMPARE(static_cast<FlattenBrush *>(brush.get())->target(), 10.5f);
        brush->apply(g, at(4, 10));
        QCOMPARE(g.height(4, 10), 10.5f);
        QCOMPARE(g.height(2, 10), 10.5f);
        QCOMPARE(g.height(1, 10), 1.0f);
    }

    void setHeight()
    {
        HeightGrid g = grid21(1.0f);
        SculptSettings s = settings(BrushKind::SetHeight, 4.0f, 0.01f /* ignored */);
        s.targetHeight = 9.0f;
        SculptBrush::create(s)->apply(g, at(10, 10));
        QCOMPARE(g.height(10, 10), 9.0f);
        QCOMPARE(g.height(11, 10), 1.0f * 0.15625f + 9.0f * 0.84375f);
        QCOMPARE(g.height(10, 12), 5.0f);
        QCOMPARE(g.height(14, 10), 1.0f);
        QVERIFY(untouchedOutside(g, 10, 10, 4.0f, 1.0f));
    }

    void noiseIsDeterministic()
    {
        // Pinned values (computed independently): the hash must not change between versions or machines.
        QCOMPARE(NoiseBrush::noise(3, 5, 42), -0x1.49f678p-1f);
        QCOMPARE(NoiseBrush::noise(1024, 7, 1), 0x1.a52ed4p-1f);
        QVERIFY(NoiseBrush::noise(3, 5, 42) != NoiseBrush::noise(3, 5, 43));
        QVERIFY(NoiseBrush::noise(3, 5, 42) != NoiseBrush::noise(5, 3, 42));

        HeightGrid a = grid21(2.0f), b = grid21(2.0f), c = grid21(2.0f);
        SculptSettings s = settings(BrushKind::Noise, 5.0f, 0.5f, Falloff::Linear);
        s.seed = 99;
        SculptBrush::create(s)->apply(a, at(10, 10));
        SculptBrush::create(s)->apply(b, at(10, 10));
        QCOMPARE(a.heights(), b.heights());
        s.seed = 100;
        SculptBrush::create(s)->apply(c, at(10, 10));
        QVERIFY(a.heights() != c.heights());
        // Exact formula at the centre and a neighbour, nothing outside.
        QCOMPARE(a.height(10, 10), 2.0f + 0.5f * NoiseBrush::noise(10, 10, 99));
        QVERIFY(std::abs(a.height(12, 10) - (2.0f + 0.5f * 0.6f * NoiseBrush::noise(12, 10, 99))) < 1e-6f);
        QVERIFY(a.height(12, 10) != 2.0f);
        QCOMPARE(a.height(15, 10), 2.0f);
        QVERIFY(untouchedOutside(a, 10, 10, 5.0f, 2.0f));
    }

    void noiseDistribution()
    {
        double sum = 0.0;
        float lo = 1.0f, hi = -1.0f;
        const int n = 200 * 200;
        for (int r = 0; r < 200; ++r)
            for (int c = 0; c < 200; ++c) {
                const float v = NoiseBrush::noise(c, r, 7);
                sum += v;
                lo = std::min(lo, v);
                hi = std::max(hi, v);
            }
        QVERIFY(lo >= -1.0f && hi < 1.0f);
        QVERIFY(lo < -0.99f && hi > 0.99f);
        QVERIFY(std::abs(sum / n) < 0.02);
    }

    void grab()
    {
        HeightGrid g = grid21(1.0f);
        auto brush = SculptBrush::create(settings(BrushKind::Grab, 4.0f, 1.0f, Falloff::Smooth));
        brush->beginStroke(g, at(10, 10));
        QCOMPARE(brush->apply(g, at(10, 10, 2.0f)), QRect(6, 6, 9, 9));
        QCOMPARE(g.height(10, 10), 3.0f);
        QCOMPARE(g.height(10, 12), 2.0f);
        QCOMPARE(g.height(11, 10), 1.0f + 2.0f * 0.84375f);
        // The delta is the drag's total, and the footprint stays at the start even if the cursor
        // moves: no accumulation, (15,10) untouched.
        QCOMPARE(brush->apply(g, at(15, 10, 3.0f)), QRect(6, 6, 9, 9));
        QCOMPARE(g.height(10, 10), 4.0f);
        QCOMPARE(g.height(10, 12), 2.5f);
        QCOMPARE(g.height(15, 10), 1.0f);
        // Back to 0: exactly the original heights.
        brush->apply(g, at(12, 12, 0.0f));
        QCOMPARE(g.heights(), grid21(1.0f).heights());
        // Negative drags, clamped.
        SculptSettings s = settings(BrushKind::Grab, 4.0f, 1.0f, Falloff::Constant);
        s.minHeight = -0.5f;
        auto clamped = SculptBrush::create(s);
        clamped->beginStroke(g, at(10, 10));
        clamped->apply(g, at(10, 10, -3.0f));
        QCOMPARE(g.height(10, 10), -0.5f);
        QCOMPARE(g.height(14, 10), -0.5f);
        QCOMPARE(g.height(15, 10), 1.0f);
    }

    void footprintTouches()
    {
        const HeightGrid g(64, 64);
        auto brush = SculptBrush::create(settings(BrushKind::Raise, 4.0f, 1.0f));
        const DabFootprint fp = brush->footprint(g, at(16, 63 - 16)); // vertex (16,16)
        QCOMPARE(fp.rect, QRect(12, 12, 9, 9));
        QVERIFY(fp.touches(QRect(0, 0, 16, 16)));   // nearest vertex (15,15): t = .35
        QVERIFY(fp.touches(QRect(16, 16, 16, 16))); // contains the centre
        QVERIFY(!fp.touches(QRect(20, 20, 4, 4)));  // nearest (20,20): t = 1.41
        QVERIFY(!fp.touches(QRect(32, 0, 16, 16))); // outside the rectangle
        QCOMPARE(fp.distance(18, 16), 0.5f);
    }

    void names()
    {
        for (BrushKind k : {BrushKind::Raise, BrushKind::Lower, BrushKind::Smooth, BrushKind::Flatten,
                            BrushKind::SetHeight, BrushKind::Noise, BrushKind::Grab})
            QVERIFY(!SculptBrush::create(settings(k, 1, 1))->name().isEmpty());
        QVERIFY(dynamic_cast<GrabBrush *>(SculptBrush::create(settings(BrushKind::Grab, 1, 1)).get()));
    }
};

QTEST_GUILESS_MAIN(TstSculptBrush)
#include "tst_sculptbrush.moc"

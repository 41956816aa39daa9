// VertexTransform: typed moves, rotations and scales; soft weights; untouched coordinates kept
// bit for bit; snapping.
#include "model/vertex/vertextransform.h"

#include <QtTest>

#include <numbers>
#include <random>

using namespace ackedit::document;
using Eigen::Vector3f;

namespace {

constexpr float Pi = std::numbers::pi_v<float>;

std::vector<Vector3f> randomPoints(int n, unsigned seed)
{
    std::mt19937 rng(seed);
    std::uniform_real_distribution<float> c(-50.0f, 50.0f);
    std::vector<Vector3f> p;
    for (int i = 0; i < n; ++i)
        p.emplace_back(c(rng), c(rng), c(rng));
    return p;
}

} // namespace

class TstVertexTransform : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void rotation()
    {
        const VertexTransform r = VertexTransform::rotation(Vector3f::UnitZ(), Pi / 2.0f, Vector3f::Zero());
        QCOMPARE(r.kind(), TransformKind::Rotate);
        QVERIFY((r.map(Vector3f(1, 0, 0)) - Vector3f(0, 1, 0)).norm() < 1e-6f);
        QVERIFY((r.map(Vector3f(0, 1, 0)) - Vector3f(-1, 0, 0)).norm() < 1e-6f);
        // About a pivot, and about an unnormalised axis.
        const VertexTransform about = VertexTransform::rotation(Vector3f(0, 0, 5), Pi / 2.0f, Vector3f(1, 1, 7));
        QVERIFY((about.map(Vector3f(2, 1, 3)) - Vector3f(1, 2, 3)).norm() < 1e-6f);
        QVERIFY((VertexTransform::rotation(Vector3f::UnitX(), Pi / 2.0f, Vector3f::Zero()).map(Vector3f(0, 1, 0))
                 - Vector3f(0, 0, 1))
                    .norm()
                < 1e-6f);
        QVERIFY(VertexTransform::rotation(Vector3f::Zero(), 1.0f, Vector3f::Zero()).isIdentity());
        QVERIFY(!r.isIdentity());
    }

    void keptCoordinatesAreExact()
    {
        const Vector3f pivot(0.3f, -7.1f, 2.9f);
        const auto points = randomPoints(500, 5);
        const VertexTransform rz = VertexTransform::rotation(Vector3f::UnitZ(), 0.7f, pivot);
        const VertexTransform rx = VertexTransform::rotation(-Vector3f::UnitX(), 2.1f, pivot);
        const VertexTransform sy = VertexTransform::scaling(Vector3f(1, 1.7f, 1), pivot);
        const VertexTransform sxz = VertexTransform::scaling(Vector3f(0.3f, 1, 2), pivot);
        const VertexTransform tx = VertexTransform::translation(Vector3f(0.123f, 0, 0));
        for (const Vector3f &p : points) {
            for (float w : {1.0f, 0.37f}) {
                QCOMPARE(rz.apply(p, w).z(), p.z());
                QCOMPARE(rx.apply(p, w).x(), p.x());
                const Vector3f y = sy.apply(p, w);
                QVERIFY(y.x() == p.x() && y.z() == p.z());
                QCOMPARE(sxz.apply(p, w).y(), p.y());
                const Vector3f t = tx.apply(p, w);
                QVERIFY(t.y() == p.y() && t.z() == p.z());
                QCOMPARE(t.x(), p.x() + w * 0.123f);
            }
        }
    }

    void affineMatchesAndKeepsCoordinates()
    {
        // VertexDrag steps with an affine map (old + w * (t * old - old)): the map must agree with
        // map() and keep the coordinates the transform keeps bit for bit.
        const Vector3f pivot(0.3f, -7.1f, 2.9f);
        const VertexTransform rz = VertexTransform::rotation(Vector3f::UnitZ(), 0.7f, pivot);
        const VertexTransform sy = VertexTransform::scaling(Vector3f(1, 1.7f, 1), pivot);
        const VertexTransform any = VertexTransform::rotation(Vector3f(1, 2, 3), 0.4f, pivot);
        const VertexTransform tx = VertexTransform::translation(Vector3f(0.123f, 0, 0));
        for (const Vector3f &p : randomPoints(300, 9)) {
            for (float w : {1.0f, 0.37f}) {
                const auto viaAffine = [&](const VertexTransform &t) {
                    const Vector3f a = t.affine() * p;
                    return Vector3f(p + w * (a - p));
                };
                QCOMPARE(viaAffine(rz).z(), p.z());
                const Vector3f y = viaAffine(sy);
                QVERIFY(y.x() == p.x() && y.z() == p.z());
                const Vector3f t = viaAffine(tx);
                QVERIFY(t.y() == p.y() && t.z() == p.z());
                QVERIFY((viaAffine(any) - any.apply(p, w)).norm() < 1e-4f);
                QVERIFY((viaAffine(rz) - rz.apply(p, w)).norm() < 1e-4f);
            }
        }
    }

    void softWeights()
    {
        const Vector3f p(1, 2, 3);
        const VertexTransform t = VertexTransform::translation(Vector3f(4, -2, 8));
        QCOMPARE(t.apply(p, 0.0f), p);
        QCOMPARE(t.apply(p, 1.0f), Vector3f(5, 0, 11));
        QCOMPARE(t.apply(p, 0.5f), Vector3f(3, 1, 7));
        const VertexTransform s = VertexTransform::scaling(Vector3f(3, 3, 3), Vector3f(1, 1, 1));
        QVERIFY(s.apply(Vector3f(2, 2, 2), 0.5f).isApprox(Vector3f(3, 3, 3)));
        // Parallel arrays, and in place into a frame.
        const std::vector<WeightedVertex> affected{{2, 1.0f}, {5, 0.25f}};
        const std::vector<Vector3f> originals{{0, 0, 0}, {1, 1, 1}};
        std::vector<Vector3f> out(2);
        t.apply(affected, originals, out);
        QCOMPARE(out[0], Vector3f(4, -2, 8));
        QCOMPARE(out[1], Vector3f(2, 0.5f, 3));
        std::vector<Vector3f> frame(6, Vector3f(9, 9, 9));
        t.applyInPlace(affected, originals, frame);
        QCOMPARE(frame[2], out[0]);
        QCOMPARE(frame[5], out[1]);
        QCOMPARE(frame[0], Vector3f(9, 9, 9));
        const std::vector<WeightedVertex> outside{{17, 1.0f}};
        t.applyInPlace(outside, originals, frame); // ignored, no crash
    }

    void snapping()
    {
        TransformSnap snap;
        snap.translateStep = 0.25f;
        snap.angleStep = 15.0f * Pi / 180.0f;
        snap.scaleStep = 0.1f;
        const VertexTransform t = VertexTransform::translation(Vector3f(0.26f, -0.74f, 0.0f)).snapped(snap);
        QCOMPARE(t.translationVector(), Vector3f(0.25f, -0.75f, 0.0f));
        const VertexTransform r
            = VertexTransform::rotation(Vector3f::UnitY(), 47.0f * Pi / 180.0f, Vector3f(1, 2, 3)).snapped(snap);
        QVERIFY(std::abs(r.angle() - Pi / 4.0f) < 1e-6f);
        QCOMPARE(r.pivot(), Vector3f(1, 2, 3));
        QCOMPARE(r.axis(), Vector3f::UnitY());
        const VertexTransform s = VertexTransform::scaling(Vector3f(1.23f, 1.0f, 0.96f), Vector3f::Zero()).snapped(snap);
        QVERIFY(s.factors().isApprox(Vector3f(1.2f, 1.0f, 1.0f)));
        // A zero step leaves the amount free.
        QCOMPARE(VertexTransform::translation(Vector3f(0.26f, 0, 0)).snapped(TransformSnap()).translationVector(),
                 Vector3f(0.26f, 0, 0));
    }
};

QTEST_MAIN(TstVertexTransform)
#include "tst_vertextransform.moc"

// TransformDrag: mouse movement in a known view turned into moves (camera plane, axis, plane),
// rotations (screen sweep, constrained axis, whole turns) and scales (distance ratio).
#include "model/vertex/transformdrag.h"

#include <QtTest>

#include <numbers>

using namespace ackedit::document;
using Eigen::Vector2f;
using Eigen::Vector3f;

namespace {

constexpr float Pi = std::numbers::pi_v<float>;
const Vector2f Size(800.0f, 600.0f);

ViewDescription viewFrom(const Vector3f &eye, const Vector3f &up = Vector3f::UnitZ())
{
    return ViewDescription::perspective(eye, Vector3f::Zero(), up, 60.0f, Size, 0.1f, 100.0f);
}

PickRay rayTo(const Vector3f &eye, const Vector3f &target)
{
    return PickRay{eye, (target - eye).normalized()};
}

Vector2f pixelOf(const ViewDescription &view, const Vector3f &p)
{
    return view.project(p)->head<2>();
}

// The pixel at `angle` (counter-clockwise on screen) and `distance` pixels from `centre`.
Vector2f around(const Vector2f &centre, float angle, float distance)
{
    return centre + distance * Vector2f(std::cos(angle), -std::sin(angle));
}

} // namespace

class TstTransformDrag : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void translationFromTwoRays()
    {
        const Vector3f eye(10, 0, 0);
        const Vector3f view(-1, 0, 0);
        // Facing the camera: the plane x = 0 through the pivot.
        auto t = TransformDrag::translationBetween(rayTo(eye, Vector3f(0, 0, 0)), rayTo(eye, Vector3f(0, 1, 2)),
                                                   Vector3f::Zero(), view, TransformConstraint::None);
        QVERIFY(t && t->isApprox(Vector3f(0, 1, 2), 1e-5f));
        // On the X axis, seen from -Y: the points of the axis closest to the rays.
        const Vector3f side(0, -10, 0);
        t = TransformDrag::translationBetween(rayTo(side, Vector3f(0, 0, 0)), rayTo(side, Vector3f(2, 0, 0)),
                                              Vector3f::Zero(), Vector3f(0, 1, 0), TransformConstraint::X);
        QVERIFY(t);
        QVERIFY(std::abs(t->x() - 2.0f) < 1e-5f);
        QVERIFY(t->y() == 0.0f && t->z() == 0.0f); // exactly
        // A ray passing above the axis: the axis point closest to it, from the two lines'
        // common perpendicular (here found by sampling the axis).
        const PickRay above = rayTo(side, Vector3f(2, 0, 1));
        float bestX = 0.0f, bestDistance = 1e9f;
        for (float x = 0.0f; x < 4.0f; x += 1e-4f) {
            const Vector3f toAxis = Vector3f(x, 0, 0) - above.origin;
            const float d = (toAxis - toAxis.dot(above.direction) * above.direction).norm();
            if (d < bestDistance)
                bestDistance = d, bestX = x;
        }
        t = TransformDrag::translationBetween(rayTo(side, Vector3f(0, 0, 0)), above, Vector3f::Zero(),
                                              Vector3f(0, 1, 0), TransformConstraint::X);
        QVERIFY(t && std::abs(t->x() - bestX) < 1e-3f);
        QVERIFY(bestX > 1.5f && bestX < 2.0f);
        // On the XY plane through a raised pivot, seen from above at an angle.
        const Vector3f high(0, -10, 6);
        const Vector3f pivot(0, 0, 1);
        t = TransformDrag::translationBetween(rayTo(high, Vector3f(0.5f, 0.5f, 1)), rayTo(high, Vector3f(1.5f, 2.5f, 1)),
                                              pivot, (pivot - high).normalized(), TransformConstraint::PlaneXY);
        QVERIFY(t);
        QVERIFY(t->head<2>().isApprox(Eigen::Vector2f(1, 2), 1e-5f));
        QCOMPARE(t->z(), 0.0f);
        // The Y axis pointing at the eye has no closest point to follow.
        t = TransformDrag::translationBetween(rayTo(side, Vector3f(0, 0, 0)), rayTo(side, Vector3f(1, 0, 0)),
                                              Vector3f::Zero(), Vector3f(0, 1, 0), TransformConstraint::Y);
        QVERIFY(!t);
        // The XY plane seen exactly edge-on slides facing the camera, without z.
        t = TransformDrag::translationBetween(rayTo(side, Vector3f(0, 0, 0)), rayTo(side, Vector3f(1, 0, 3)),
                                              Vector3f::Zero(), Vector3f(0, 1, 0), TransformConstraint::PlaneXY);
        QVERIFY(t && t->isApprox(Vector3f(1, 0, 0), 1e-5f));
        QCOMPARE(t->z(), 0.0f);
    }

    void translateDragFollowsTheCursor()
    {
        const ViewDescription view = viewFrom(Vector3f(10, 0, 0));
        // Off the line of sight, the moved pivot stays under the cursor.
        const Vector3f offAxis(0, 0.5f, -0.25f);
        TransformDrag follow(TransformKind::Translate, view, offAxis, pixelOf(view, offAxis));
        const Vector2f cursor = pixelOf(view, offAxis) + Vector2f(120, -40);
        const Vector3f moved = follow.update(cursor).map(offAxis);
        QVERIFY((pixelOf(view, moved) - cursor).norm() < 1e-2f);
        QVERIFY(std::abs(view.viewDirectionAt(offAxis).dot(moved - offAxis)) < 1e-5f); // facing the camera
        // On the line of sight the camera plane is x = 0.
        const Vector3f pivot = Vector3f::Zero();
        TransformDrag drag(TransformKind::Translate, view, pivot, pixelOf(view, pivot));
        QVERIFY(drag.current().isIdentity());
        // The cursor moves to where pivot + (0, 1, 0.5) shows: that is the move.
        VertexTransform t = drag.update(pixelOf(view, pivot + Vector3f(0, 1, 0.5f)));
        QCOMPARE(t.kind(), TransformKind::Translate);
        QVERIFY(t.translationVector().isApprox(Vector3f(0, 1, 0.5f), 1e-4f));
        // Constrained to Y mid-drag: re-evaluated from the same cursor, along Y only (the axis
        // point closest to the cursor ray, a little short of 1), x and z exactly 0.
        drag.setConstraint(TransformConstraint::Y);
        t = drag.current();
        QVERIFY(t.translationVector().y() > 0.9f && t.translationVector().y() < 1.0f);
        QVERIFY(t.translationVector().x() == 0.0f && t.translationVector().z() == 0.0f);
        t = drag.update(pixelOf(view, Vector3f(0, 1.3f, 0)));
        QVERIFY(std::abs(t.translationVector().y() - 1.3f) < 1e-4f);
        QVERIFY(t.translationVector().x() == 0.0f && t.translationVector().z() == 0.0f);
        // Snapped to 0.4 steps.
        TransformSnap snap;
        snap.translateStep = 0.4f;
        drag.setSnap(snap);
        QCOMPARE(drag.current().translationVector(), Vector3f(0, 1.2f, 0));
        // The same through a pick ray.
        TransformDrag byRay(TransformKind::Translate, view, pivot, pixelOf(view, pivot));
        t = byRay.update(rayTo(Vector3f(10, 0, 0), Vector3f(0, -2, 1)));
        QVERIFY(t.translationVector().isApprox(Vector3f(0, -2, 1), 1e-4f));
    }

    void rotateDragSweepsAroundThePivot()
    {
        // From above (+Z), screen up = +Y: +X is right, counter-clockwise on screen is
        // counter-clockwise about +Z.
        const ViewDescription top = viewFrom(Vector3f(0, 0, 10), Vector3f::UnitY());
        const Vector2f c = pixelOf(top, Vector3f::Zero());
        TransformDrag drag(TransformKind::Rotate, top, Vector3f::Zero(), around(c, 0.0f, 100.0f));
        QVERIFY(drag.pivotPixel() && drag.pivotPixel()->isApprox(c));
        drag.update(around(c, Pi / 4.0f, 80.0f));
        VertexTransform r = drag.update(around(c, Pi / 2.0f, 120.0f));
        QCOMPARE(r.kind(), TransformKind::Rotate);
        QVERIFY((r.map(Vector3f(1, 0, 0)) - Vector3f(0, 1, 0)).norm() < 1e-5f);
        // Constrained to Z the same; to -Z seen from below the sweep turns the other way.
        drag.setConstraint(TransformConstraint::Z);
        QVERIFY((drag.current().map(Vector3f(1, 0, 0)) - Vector3f(0, 1, 0)).norm() < 1e-5f);
        const ViewDescription bottom = viewFrom(Vector3f(0, 0, -10), Vector3f::UnitY());
        const Vector2f cb = pixelOf(bottom, Vector3f::Zero());
        TransformDrag under(TransformKind::Rotate, bottom, Vector3f::Zero(), around(cb, 0.0f, 100.0f));
        under.setConstraint(TransformConstraint::Z);
        under.update(around(cb, Pi / 4.0f, 100.0f));
        r = under.update(around(cb, Pi / 2.0f, 100.0f));
        QVERIFY(std::abs(r.angle() + Pi / 2.0f) < 1e-5f);
        QCOMPARE(r.axis(), Vector3f::UnitZ());
        // Two whole turns in eighths count as 4 pi, not 0.
        TransformDrag turns(TransformKind::Rotate, top, Vector3f::Zero(), around(c, 0.0f, 100.0f));
        for (int i = 1; i <= 16; ++i)
            r = turns.update(around(c, float(i) * Pi / 4.0f, 100.0f));
        QVERIFY(std::abs(r.angle() - 4.0f * Pi) < 1e-4f);
        // Snapped to 15 degrees.
        TransformDrag snapped(TransformKind::Rotate, top, Vector3f::Zero(), around(c, 0.0f, 100.0f));
        TransformSnap snap;
        snap.angleStep = Pi / 12.0f;
        snapped.setSnap(snap);
        r = snapped.update(around(c, 47.0f * Pi / 180.0f, 100.0f));
        QVERIFY(std::abs(r.angle() - Pi / 4.0f) < 1e-5f);
        // At the pivot's own pixel the angle is undefined: nothing changes.
        QVERIFY(std::abs(snapped.update(c).angle() - Pi / 4.0f) < 1e-5f);
    }

    void scaleDragIsADistanceRatio()
    {
        const ViewDescription view = viewFrom(Vector3f(10, 0, 0));
        const Vector3f pivot(0, 1, 1);
        const Vector2f c = pixelOf(view, pivot);
        TransformDrag drag(TransformKind::Scale, view, pivot, c + Vector2f(100, 0));
        VertexTransform s = drag.update(c + Vector2f(0, -200));
        QCOMPARE(s.kind(), TransformKind::Scale);
        QVERIFY(s.factors().isApprox(Vector3f(2, 2, 2), 1e-5f));
        QCOMPARE(s.pivot(), pivot);
        drag.setConstraint(TransformConstraint::X);
        QVERIFY(drag.current().factors().isApprox(Vector3f(2, 1, 1), 1e-5f));
        QCOMPARE(drag.current().factors().y(), 1.0f);
        drag.setConstraint(TransformConstraint::PlaneXY);
        QVERIFY(drag.current().factors().isApprox(Vector3f(2, 2, 1), 1e-5f));
        TransformSnap snap;
        snap.scaleStep = 0.5f;
        drag.setSnap(snap);
        drag.setConstraint(TransformConstraint::None);
        QCOMPARE(drag.update(c + Vector2f(130, 0)).factors(), Vector3f(1.5f, 1.5f, 1.5f));
        // A press on the pivot itself has no distance to compare with: no change.
        TransformDrag onPivot(TransformKind::Scale, view, pivot, c);
        QVERIFY(onPivot.update(c + Vector2f(50, 50)).isIdentity());
    }

    void pivotBehindTheEye()
    {
        const ViewDescription view = viewFrom(Vector3f(10, 0, 0));
        TransformDrag rotate(TransformKind::Rotate, view, Vector3f(20, 0, 0), Vector2f(100, 100));
        QVERIFY(!rotate.pivotPixel());
        QVERIFY(rotate.update(Vector2f(300, 200)).isIdentity());
        TransformDrag scale(TransformKind::Scale, view, Vector3f(20, 0, 0), Vector2f(100, 100));
        QVERIFY(scale.update(Vector2f(300, 200)).isIdentity());
    }
};

QTEST_MAIN(TstTransformDrag)
#include "tst_transformdrag.moc"

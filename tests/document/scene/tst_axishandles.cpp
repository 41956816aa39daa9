// The 3D view's axis handles (issue 34 point 3) as plain geometry: a fixed length on screen at
// any distance, grabbed near their line but not at the centre (the marker's) nor when seen
// end-on, at the average place of the selection.
#include "document/scene/levelfixtures.h"
#include "scene/axishandles.h"

#include <QtTest>

using namespace ackedit;
using document::AxisHandles;
using document::NodeId;
using document::ViewDescription;

namespace {

const Eigen::Vector2f Size(800, 600);

// Looking along +Y from `distance` units before the origin, Z up: X runs right on screen, Z up,
// Y straight away from the eye.
ViewDescription frontView(float distance)
{
    return ViewDescription::perspective(Eigen::Vector3f(0, -distance, 0), Eigen::Vector3f::Zero(), Eigen::Vector3f::UnitZ(),
                                        60.0f, Size, 1.0f, 10000.0f);
}

Eigen::Vector2f pixelOf(const ViewDescription &view, const Eigen::Vector3f &point)
{
    return view.project(point)->head<2>();
}

} // namespace

class TstAxisHandles : public QObject
{
    Q_OBJECT
private slots:
    void lengthIsFixedOnScreen()
    {
        for (float distance : {200.0f, 800.0f, 3000.0f}) {
            const ViewDescription view = frontView(distance);
            const std::optional<AxisHandles> handles = AxisHandles::at(view, Eigen::Vector3f::Zero());
            QVERIFY(handles);
            const float onScreen = (pixelOf(view, handles->tip(0)) - pixelOf(view, handles->centre)).norm();
            QVERIFY2(std::abs(onScreen - AxisHandles::LengthPixels) < 0.5f, qPrintable(QString::number(onScreen)));
            const float up = (pixelOf(view, handles->tip(2)) - pixelOf(view, handles->centre)).norm();
            QVERIFY(std::abs(up - AxisHandles::LengthPixels) < 0.5f);
        }
        // Twice as far: twice as long in the model.
        QCOMPARE(qRound(AxisHandles::at(frontView(1600), Eigen::Vector3f::Zero())->length),
                 qRound(2 * AxisHandles::at(frontView(800), Eigen::Vector3f::Zero())->length));
        // Behind the eye: none.
        QVERIFY(!AxisHandles::at(frontView(800), Eigen::Vector3f(0, -2000, 0)));
    }

    // Drawn as solid arrows: a shaft ShaftPixels wide on screen from the centre and a head
    // HeadPixels wide ending at the tip, every triangle outward and not degenerate.
    void drawnAsArrowsSomePixelsWide()
    {
        const ViewDescription view = frontView(800);
        const AxisHandles handles = *AxisHandles::at(view, Eigen::Vector3f(40, 0, -20));
        for (int axis = 0; axis < 3; ++axis) {
            const std::vector<Eigen::Vector3f> arrow = handles.arrow(axis);
            QCOMPARE(arrow.size(), size_t(3 * (8 + 4 + 2)));
            Eigen::Vector3f middle = Eigen::Vector3f::Zero();
            for (const Eigen::Vector3f &p : arrow)
                middle += p / float(arrow.size());
            float widest = 0, furthest = 0;
            for (size_t i = 0; i < arrow.size(); i += 3) {
                const Eigen::Vector3f n = (arrow[i + 1] - arrow[i]).cross(arrow[i + 2] - arrow[i]);
                QVERIFY(n.norm() > 1e-6f);
                // Outward: away from the axis at the triangle's height; the head's base (facing
                // along the axis) towards the centre.
                const Eigen::Vector3f c = (arrow[i] + arrow[i + 1] + arrow[i + 2]) / 3;
                Eigen::Vector3f inside = handles.centre;
                inside[axis] = c[axis];
                const bool base = std::abs(n.normalized()[axis]) > 0.999f;
                QVERIFY2(base ? n[axis] < 0 : n.dot(c - inside) > 0,
                         qPrintable(QStringLiteral("axis %1 triangle %2").arg(axis).arg(i / 3)));
                for (int k = 0; k < 3; ++k) {
                    Eigen::Vector3f off = arrow[i + k] - handles.centre;
                    furthest = std::max(furthest, off[axis]);
                    off[axis] = 0;
                    widest = std::max(widest, off.norm());
                }
            }
            QVERIFY(std::abs(furthest - handles.length) < 1e-3f);
            const float pixel = handles.length / AxisHandles::LengthPixels;
            // The head's corners: half its width times √2 from the axis.
            QVERIFY(std::abs(widest - AxisHandles::HeadPixels / 2 * std::sqrt(2.0f) * pixel) < 1e-3f);
        }
        // Seen square-on, the X shaft is ShaftPixels wide on screen: its corners at the centre.
        const std::vector<Eigen::Vector3f> x = handles.arrow(0);
        float top = -1e9f, bottom = 1e9f;
        for (const Eigen::Vector3f &p : x) {
            if (std::abs(p.x() - handles.centre.x()) > 1e-4f)
                continue;
            top = std::max(top, pixelOf(view, p).y());
            bottom = std::min(bottom, pixelOf(view, p).y());
        }
        QVERIFY2(std::abs((top - bottom) - AxisHandles::ShaftPixels) < 0.5f, qPrintable(QString::number(top - bottom)));
    }

    void pickedNearTheirLine()
    {
        const ViewDescription view = frontView(800);
        const Eigen::Vector3f centre(40, 0, -20);
        const AxisHandles handles = *AxisHandles::at(view, centre);
        const Eigen::Vector2f base = pixelOf(view, centre);
        const Eigen::Vector2f alongX = pixelOf(view, centre + 0.6f * handles.length * Eigen::Vector3f::UnitX());
        const Eigen::Vector2f alongZ = pixelOf(view, centre + 0.6f * handles.length * Eigen::Vector3f::UnitZ());
        QCOMPARE(handles.axisAt(view, alongX), 0);
        QCOMPARE(handles.axisAt(view, alongX + Eigen::Vector2f(0, 5)), 0);   // within 7 pixels
        QCOMPARE(handles.axisAt(view, alongX + Eigen::Vector2f(0, 12)), -1); // too far
        QCOMPARE(handles.axisAt(view, alongZ), 2);
        QCOMPARE(handles.axisAt(view, alongZ + Eigen::Vector2f(-5, 0)), 2);
        // Y points away from the eye: seen end-on (a few pixels long), never grabbed.
        QVERIFY((pixelOf(view, handles.tip(1)) - base).norm() < AxisHandles::PickPixels);
        for (int y = -40; y <= 40; y += 2)
            for (int x = -40; x <= 40; x += 2)
                QVERIFY(handles.axisAt(view, base + Eigen::Vector2f(float(x), float(y))) != 1);
        // The centre is the marker's; past the tip is nobody's.
        QCOMPARE(handles.axisAt(view, base + Eigen::Vector2f(5, 0)), -1);
        QCOMPARE(handles.axisAt(view, base + Eigen::Vector2f(AxisHandles::LengthPixels + 20, 0)), -1);
        // From the side (looking along -X) the X handle is end-on and Y runs across.
        const ViewDescription side = ViewDescription::perspective(Eigen::Vector3f(800, 0, 0), Eigen::Vector3f::Zero(),
                                                                  Eigen::Vector3f::UnitZ(), 60.0f, Size, 1.0f, 10000.0f);
        const AxisHandles fromSide = *AxisHandles::at(side, Eigen::Vector3f::Zero());
        QCOMPARE(fromSide.axisAt(side, pixelOf(side, 0.6f * fromSide.length * Eigen::Vector3f::UnitY())), 1);
        QCOMPARE(fromSide.axisAt(side, pixelOf(side, Eigen::Vector3f::Zero()) + Eigen::Vector2f(0, 1)), -1);
    }

    void centreOfTheSelection()
    {
        QByteArray bytes;
        const std::unique_ptr<document::SceneDocument> doc = testing::openFixtureLevel(QStringLiteral("wmp"), &bytes);
        QList<NodeId> placed;
        for (QList<NodeId> todo = doc->children(0); !todo.isEmpty();) {
            const NodeId id = todo.takeFirst();
            Eigen::Vector3d at;
            if (doc->worldPosition(id, &at) && doc->nodeKind(id) != document::NodeKind::Group)
                placed << id;
            todo << doc->children(id);
        }
        QVERIFY(placed.size() >= 2);
        QVERIFY(!AxisHandles::centreOf(*doc, {}));
        Eigen::Vector3d a, b;
        QVERIFY(doc->worldPosition(placed[0], &a));
        QVERIFY(doc->worldPosition(placed[1], &b));
        QVERIFY((*AxisHandles::centreOf(*doc, {placed[0]}) - a.cast<float>()).norm() < 1e-3f);
        QVERIFY((*AxisHandles::centreOf(*doc, {placed[0], placed[1]}) - ((a + b) / 2).cast<float>()).norm() < 1e-3f);
    }
};

QTEST_MAIN(TstAxisHandles)
#include "tst_axishandles.moc"

// The skin painter's one settings object (shared by the 2D view and the 3D brush): a stroke's
// brush takes its colours and mode from the tool, the brush controls never change whether the
// skin has alpha, invalid colours are ignored, a change is announced once, and the fill keeps to
// the triangle or island it is limited to (nothing at all off every triangle).
#include "skin/skincanvas.h"
#include "skin/skinpaintsettings.h"

#include <QSignalSpy>
#include <QUndoStack>
#include <QtTest>

using namespace ackedit;
using document::SkinPaintSettings;
using Tool = SkinPaintSettings::Tool;

namespace {

QImage white(int w, int h)
{
    QImage img(w, h, QImage::Format_RGBA8888);
    img.fill(Qt::white);
    return img;
}

// Texels of `image` that are `colour`.
int count(const QImage &image, const QColor &colour)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            n += image.pixelColor(x, y) == colour;
    return n;
}

} // namespace

class TestSkinPaintSettings : public QObject
{
    Q_OBJECT
private slots:
    void strokeBrushFollowsTheTool_data()
    {
        QTest::addColumn<int>("tool");
        QTest::addColumn<int>("mode");
        QTest::addColumn<QString>("name");
        QTest::newRow("brush") << int(Tool::Brush) << int(document::PaintMode::Paint) << QStringLiteral("Paint skin");
        QTest::newRow("eraser") << int(Tool::Eraser) << int(document::PaintMode::Erase) << QStringLiteral("Erase skin");
        QTest::newRow("soften") << int(Tool::Soften) << int(document::PaintMode::Soften) << QStringLiteral("Soften skin");
        QTest::newRow("fill") << int(Tool::Fill) << int(document::PaintMode::Paint) << QStringLiteral("Fill skin");
    }
    void strokeBrushFollowsTheTool()
    {
        QFETCH(int, tool);
        QFETCH(int, mode);
        QFETCH(QString, name);
        SkinPaintSettings s;
        document::BrushSettings b;
        b.radius = 7;
        b.hardness = 0.25f;
        b.opacity = 0.5f;
        b.spacing = 0.125f;
        s.setBrush(b);
        s.setForeground(QColor(10, 20, 30));
        s.setBackground(QColor(200, 100, 50));
        s.setTool(Tool(tool));
        const document::BrushSettings stroke = s.strokeBrush();
        QCOMPARE(int(stroke.mode), mode);
        QCOMPARE(stroke.colour, QColor(10, 20, 30));
        QCOMPARE(stroke.background, QColor(200, 100, 50));
        QCOMPARE(stroke.radius, 7.0f);
        QCOMPARE(stroke.hardness, 0.25f);
        QCOMPARE(stroke.opacity, 0.5f);
        QCOMPARE(stroke.spacing, 0.125f);
        QCOMPARE(SkinPaintSettings::strokeName(Tool(tool)), name);
    }

    void brushControlsKeepTheSkinsAlpha()
    {
        SkinPaintSettings s;
        s.setSkinHasAlpha(false);
        QSignalSpy changed(&s, &SkinPaintSettings::brushChanged);
        document::BrushSettings b;
        b.skinHasAlpha = true; // what the controls would send: they do not know the skin
        b.radius = 3;
        s.setBrush(b);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(s.brush().radius, 3.0f);
        QVERIFY(!s.brush().skinHasAlpha);
        QVERIFY(!s.strokeBrush().skinHasAlpha);
    }

    void coloursIgnoreInvalidAndRepeat()
    {
        SkinPaintSettings s;
        QSignalSpy fg(&s, &SkinPaintSettings::foregroundChanged);
        QSignalSpy bg(&s, &SkinPaintSettings::backgroundChanged);
        s.setForeground(QColor()); // what the picker gives outside the image
        s.setForeground(Qt::black);  // unchanged
        QCOMPARE(fg.count(), 0);
        QCOMPARE(s.foreground(), QColor(Qt::black));
        s.setForeground(QColor(1, 2, 3, 4));
        QCOMPARE(fg.count(), 1);
        QCOMPARE(s.foreground(), QColor(1, 2, 3, 4));
        s.swapColours();
        QCOMPARE(s.foreground(), QColor(Qt::white));
        QCOMPARE(s.background(), QColor(1, 2, 3, 4));
        QCOMPARE(fg.count(), 2);
        QCOMPARE(bg.count(), 1);
    }

    void toolChangeIsAnnouncedOnce()
    {
        SkinPaintSettings s;
        QSignalSpy changed(&s, &SkinPaintSettings::toolChanged);
        s.setTool(Tool::Brush); // already
        QCOMPARE(changed.count(), 0);
        s.setTool(Tool::Uv);
        s.setTool(Tool::Uv);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(s.tool(), Tool::Uv);
        QVERIFY(!SkinPaintSettings::paintsStrokes(Tool::Uv));
        QVERIFY(!SkinPaintSettings::paintsStrokes(Tool::Fill));
        QVERIFY(!SkinPaintSettings::paintsStrokes(Tool::Picker));
        QVERIFY(SkinPaintSettings::paintsStrokes(Tool::Brush));
        QVERIFY(SkinPaintSettings::paintsStrokes(Tool::Eraser));
        QVERIFY(SkinPaintSettings::paintsStrokes(Tool::Soften));
    }

    void fillOptions()
    {
        SkinPaintSettings s;
        QCOMPARE(s.tolerance(), 0);
        QVERIFY(!s.limitFillToTriangle());
        QVERIFY(!s.limitFillToIsland());
        s.setTolerance(12);
        s.setLimitFillToTriangle(true);
        s.setLimitFillToIsland(true);
        QCOMPARE(s.tolerance(), 12);
        QVERIFY(s.limitFillToTriangle());
        QVERIFY(s.limitFillToIsland());
    }

    void fillKeepsToItsLimit()
    {
        document::SkinCanvas canvas(white(16, 16));
        QUndoStack stack;
        SkinPaintSettings s;
        s.setForeground(Qt::red);
        SkinPaintSettings::FillArea area;
        area.triangle = std::array<Eigen::Vector2f, 3>{Eigen::Vector2f(0, 0), Eigen::Vector2f(8, 0), Eigen::Vector2f(0, 8)};
        int islandBuilt = 0;
        area.islandMask = [&islandBuilt] {
            ++islandBuilt;
            std::vector<uint8_t> mask(16 * 16, 0);
            for (int x = 0; x < 16; ++x)
                mask[size_t(x)] = 1; // the top row
            return mask;
        };

        s.setLimitFillToTriangle(true);
        s.setLimitFillToIsland(true); // the triangle wins
        QVERIFY(s.fill(&stack, &canvas, QPoint(1, 1), area));
        const int inTriangle = count(canvas.image(), Qt::red);
        QVERIFY(inTriangle > 16 && inTriangle < 64); // about half of the 8 x 8 corner
        QCOMPARE(canvas.image().pixelColor(15, 15), QColor(Qt::white));
        QCOMPARE(islandBuilt, 0);
        QCOMPARE(stack.undoText(), QStringLiteral("Fill skin"));
        stack.undo();

        s.setLimitFillToTriangle(false);
        QVERIFY(s.fill(&stack, &canvas, QPoint(3, 0), area));
        QCOMPARE(count(canvas.image(), Qt::red), 16);
        QCOMPARE(islandBuilt, 1);
        stack.undo();

        // Limited, but no triangle under the seed: nothing happens.
        QVERIFY(!s.fill(&stack, &canvas, QPoint(12, 12), SkinPaintSettings::FillArea()));
        QVERIFY(!s.fill(&stack, &canvas, QPoint(16, 3), area)); // off the skin
        s.setLimitFillToIsland(false);
        QVERIFY(s.fill(&stack, &canvas, QPoint(12, 12), SkinPaintSettings::FillArea()));
        QCOMPARE(count(canvas.image(), Qt::red), 16 * 16);
        QCOMPARE(stack.count(), 1); // each fill after an undo replaced the undone step
    }
};

QTEST_GUILESS_MAIN(TestSkinPaintSettings)
#include "tst_skinpaintsettings.moc"

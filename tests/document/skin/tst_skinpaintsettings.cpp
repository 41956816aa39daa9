// The skin painter's one settings object (shared by the 2D view and the 3D brush): a stroke's
// brush takes its colours and mode from the tool, the brush controls never change whether the
// skin has alpha, invalid colours are ignored, and a change is announced once.
#include "skin/skinpaintsettings.h"

#include <QSignalSpy>
#include <QtTest>

using namespace ackedit;
using document::SkinPaintSettings;
using Tool = SkinPaintSettings::Tool;

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
};

QTEST_GUILESS_MAIN(TestSkinPaintSettings)
#include "tst_skinpaintsettings.moc"

// Skin painting tools on known images, headless: a dab's colour, hardness and opacity, erase to
// transparent or to the background, soften, the colour picker, flood fill with tolerance and
// limited to one triangle; a stroke of many dabs is one undo step holding only the tiles it
// touched, undo/redo give back exact pixels and Esc cancels exactly.
#include "skin/floodfill.h"
#include "skin/paintdab.h"
#include "skin/skincanvas.h"
#include "skin/skinstroke.h"

#include <QSignalSpy>
#include <QUndoStack>
#include <QtTest>

using namespace ackedit::document;

namespace {

QImage filled(int w, int h, const QColor &c)
{
    QImage img(w, h, QImage::Format_RGBA8888);
    img.fill(c);
    return img;
}

QColor at(const QImage &img, int x, int y) { return paintdab::pick(img, QPoint(x, y)); }

BrushSettings hardRed(float radius)
{
    BrushSettings b;
    b.radius = radius;
    b.hardness = 1.f;
    b.opacity = 1.f;
    b.colour = QColor(255, 0, 0);
    return b;
}

} // namespace

class TstSkinPaint : public QObject
{
    Q_OBJECT
private slots:
    void hardDabPaintsADisc()
    {
        QImage img = filled(32, 32, Qt::white);
        const QRect changed = paintdab::apply(img, {16.f, 16.f}, hardRed(4.f));
        QCOMPARE(at(img, 16, 16), QColor(255, 0, 0));
        QCOMPARE(at(img, 13, 16), QColor(255, 0, 0)); // centre 13.5: 2.5 from the dab centre
        QCOMPARE(at(img, 11, 16), QColor(Qt::white)); // 4.5 away: outside
        QCOMPARE(at(img, 16, 20), QColor(Qt::white));
        QVERIFY(changed.contains(QRect(13, 13, 6, 6)));
        QVERIFY(QRect(12, 12, 8, 8).contains(changed));
    }

    void opacityAndHardnessBlend()
    {
        QImage img = filled(32, 32, Qt::white);
        BrushSettings b = hardRed(6.f);
        b.opacity = 0.5f;
        paintdab::apply(img, {16.f, 16.f}, b);
        QCOMPARE(at(img, 16, 16), QColor(255, 128, 128)); // half way from white to red
        QImage soft = filled(32, 32, Qt::white);
        b.opacity = 1.f;
        b.hardness = 0.f;
        paintdab::apply(soft, {16.f, 16.f}, b);
        // Soft edge: the centre nearly red, half the radius out about half way, the rim white.
        QVERIFY2(at(soft, 16, 16).green() <= 12, qPrintable(at(soft, 16, 16).name()));
        QVERIFY(at(soft, 19, 16).green() > 60 && at(soft, 19, 16).green() < 200);
        QCOMPARE(at(soft, 22, 16), QColor(Qt::white));
        QCOMPARE(paintdab::coverage(0.f, 6.f, 0.5f), 1.f);
        QCOMPARE(paintdab::coverage(6.f, 6.f, 0.5f), 0.f);
    }

    void translucentColourOverOpaqueStaysOpaque()
    {
        QImage img = filled(8, 8, QColor(0, 0, 255));
        BrushSettings b = hardRed(3.f);
        b.colour = QColor(255, 0, 0, 128);
        paintdab::apply(img, {4.f, 4.f}, b);
        const QColor c = at(img, 4, 4);
        QCOMPARE(c.alpha(), 255);
        QVERIFY(qAbs(c.red() - 128) <= 1 && qAbs(c.blue() - 127) <= 1);
    }

    void eraseToTransparentOrBackground()
    {
        QImage img = filled(16, 16, QColor(10, 20, 30));
        BrushSettings b = hardRed(3.f);
        b.mode = PaintMode::Erase;
        paintdab::apply(img, {8.f, 8.f}, b);
        QCOMPARE(at(img, 8, 8).alpha(), 0);
        QCOMPARE(at(img, 0, 0), QColor(10, 20, 30));
        QImage opaque = filled(16, 16, QColor(10, 20, 30));
        b.skinHasAlpha = false;
        b.background = QColor(200, 100, 50);
        paintdab::apply(opaque, {8.f, 8.f}, b);
        QCOMPARE(at(opaque, 8, 8), QColor(200, 100, 50));
    }

    void softenBlursOnlyUnderTheBrush()
    {
        QImage img(16, 16, QImage::Format_RGBA8888);
        for (int y = 0; y < 16; ++y)
            for (int x = 0; x < 16; ++x)
                img.setPixelColor(x, y, (x + y) % 2 ? Qt::black : Qt::white);
        BrushSettings b = hardRed(3.f);
        b.mode = PaintMode::Soften;
        paintdab::apply(img, {8.f, 8.f}, b);
        const int mid = at(img, 8, 8).red();
        QVERIFY2(mid > 80 && mid < 180, qPrintable(QString::number(mid))); // 4 or 5 of 9 white
        QCOMPARE(at(img, 0, 0), QColor(Qt::white));
        QCOMPARE(at(img, 1, 0), QColor(Qt::black));
    }

    void floodFillWithTolerance()
    {
        QImage img = filled(10, 10, QColor(100, 100, 100));
        for (int y = 0; y < 10; ++y)
            img.setPixelColor(5, y, QColor(0, 0, 0)); // a wall
        img.setPixelColor(1, 1, QColor(104, 100, 100));
        auto r = floodfill::region(img, {0, 0}, 0);
        QCOMPARE(r.bounds, QRect(0, 0, 5, 10));
        QCOMPARE(r.inside[1 * 10 + 1], uint8_t(0)); // 4 off: not within tolerance 0
        r = floodfill::region(img, {0, 0}, 4);
        QCOMPARE(r.inside[1 * 10 + 1], uint8_t(1));
        QVERIFY(!floodfill::fill(img, r, Qt::green).isEmpty());
        QCOMPARE(at(img, 4, 9), QColor(Qt::green));
        QCOMPARE(at(img, 6, 0), QColor(100, 100, 100)); // behind the wall
    }

    void fillLimitedToATriangle()
    {
        QImage img = filled(16, 16, Qt::white);
        const auto mask = floodfill::triangleMask(img.size(), {Eigen::Vector2f(0, 0), Eigen::Vector2f(16, 0), Eigen::Vector2f(0, 16)});
        const auto r = floodfill::region(img, {1, 1}, 0, mask);
        floodfill::fill(img, r, Qt::blue);
        QCOMPARE(at(img, 2, 2), QColor(Qt::blue));
        QCOMPARE(at(img, 14, 14), QColor(Qt::white)); // the other half of the square
        QCOMPARE(at(img, 7, 7), QColor(Qt::blue));    // centre 7.5,7.5 lies on the diagonal: included
        QCOMPARE(at(img, 8, 8), QColor(Qt::white));
    }

    void strokeIsOneExactUndoStep()
    {
        SkinCanvas canvas(filled(1024, 1024, Qt::white));
        const QImage original = canvas.image();
        QUndoStack stack;
        QSignalSpy patched(&stack, &QUndoStack::indexChanged);
        QRect reported;
        canvas.setPatchedHandler([&](const QRect &r) { reported |= r; });
        SkinStroke stroke(&stack, &canvas);
        stroke.begin({10.f, 10.f}, hardRed(8.f), QStringLiteral("Paint"));
        for (int x = 12; x <= 100; x += 3)
            stroke.moveTo({float(x), 10.f});
        stroke.end();
        QCOMPARE(stack.count(), 1);
        const QImage painted = canvas.image();
        QCOMPARE(at(painted, 60, 10), QColor(255, 0, 0));
        QVERIFY(reported.contains(QRect(10, 5, 90, 10)));
        // Only the tiles the stroke touched: two 64x64 tiles (x 0..127, y 0..63), before + after.
        const auto *cmd = static_cast<const stroke::TilePatchCommand *>(stack.command(0));
        QCOMPARE(cmd->tileCount(), 2);
        QVERIFY(cmd->bytes() < 2 * 2 * 64 * 64 * 4 + 4096);
        stack.undo();
        QVERIFY(canvas.image() == original);
        stack.redo();
        QVERIFY(canvas.image() == painted);
    }

    void escCancelsExactly()
    {
        SkinCanvas canvas(filled(128, 128, Qt::white));
        const QImage original = canvas.image();
        QUndoStack stack;
        SkinStroke stroke(&stack, &canvas);
        stroke.begin({10.f, 10.f}, hardRed(5.f), QStringLiteral("Paint"));
        stroke.moveTo({90.f, 90.f});
        QVERIFY(canvas.image() != original);
        stroke.cancel();
        QVERIFY(canvas.image() == original);
        QCOMPARE(stack.count(), 0);
    }

    void fillIsOneUndoStep()
    {
        SkinCanvas canvas(filled(200, 100, Qt::white));
        const QImage original = canvas.image();
        QUndoStack stack;
        QVERIFY(SkinStroke::fill(&stack, &canvas, {5, 5}, Qt::red, 0, {}, QStringLiteral("Fill")));
        QCOMPARE(stack.count(), 1);
        QCOMPARE(at(canvas.image(), 199, 99), QColor(Qt::red));
        stack.undo();
        QVERIFY(canvas.image() == original);
        QVERIFY(!SkinStroke::fill(&stack, &canvas, {5, 5}, Qt::white, 0, {}, QStringLiteral("Fill"))); // no change
        QCOMPARE(stack.count(), 1); // the redo history stays
        stack.redo();
        QCOMPARE(at(canvas.image(), 0, 0), QColor(Qt::red));
    }
};

QTEST_GUILESS_MAIN(TstSkinPaint)
#include "tst_skinpaint.moc"

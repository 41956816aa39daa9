// Issue 32, point 8: the orange of selected vertex dots was hard to see on yellow skins. A light
// dot (selected, or a bone) is ringed with a dark pixel; a dark dot (unselected) keeps its size.
// Driven as a user does it: the model opened through File ▸ Open, the vertex picked by a click.
#include "app/modelsession.h"
#include "app/testsettings.h"
#include "format/mdl/mdlfixtures.h"

#include "editors/vertexoverlay.h"
#include "model/vertex/modelselection.h"

#include <QTemporaryDir>

using namespace ackedit;

namespace {

constexpr int GridSide = 5, Centre = 12; // the middle vertex of a 5 x 5 sheet

QByteArray yellowSheet()
{
    format::MdlBuildInput in = mdlfixture::grid("MDL5", GridSide, 1);
    format::MdlBuildSkin skin;
    skin.type = format::PixelType::Rgb565;
    skin.image = format::RgbaImage(16, 16);
    for (size_t i = 0; i < skin.image.pixels.size(); i += 4) {
        skin.image.pixels[i] = 255;
        skin.image.pixels[i + 1] = 230;
        skin.image.pixels[i + 2] = 0;
        skin.image.pixels[i + 3] = 255;
    }
    in.skins.push_back(skin);
    return format::MdlFile::create(in)->write();
}

bool isDark(QRgb p) { return qRed(p) < 60 && qGreen(p) < 60 && qBlue(p) < 60; }
bool isOrange(QRgb p) { return qRed(p) > 230 && qGreen(p) > 130 && qGreen(p) < 190 && qBlue(p) < 30; }

// Pixels within `radius` of `at` that `test` accepts.
template <typename Test>
int countAround(const QImage &image, QPoint at, int radius, Test test)
{
    int n = 0;
    for (int dy = -radius; dy <= radius; ++dy)
        for (int dx = -radius; dx <= radius; ++dx) {
            const QPoint p = at + QPoint(dx, dy);
            n += image.rect().contains(p) && test(image.pixel(p));
        }
    return n;
}

} // namespace

class TstDotOutline : public QObject
{
    Q_OBJECT
    testing::TemporarySettings m_settings;

private Q_SLOTS:
    void selectedDotIsRingedOnAYellowSkin()
    {
        m_settings.clear();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("yellow.mdl"));
        QVERIFY(testing::writeFile(path, yellowSheet()));
        testing::Session s;
        QVERIFY(s.open(path));
        const QImage before = s.editor->viewport()->captureWithContent();
        const QPoint centre = s.pixelOf(s.doc->positions(0)[Centre]);
        const QPoint neighbour = s.pixelOf(s.doc->positions(0)[Centre + 1]);
        // Unselected dots are dark squares of the dot's size (a ring would only enlarge them).
        const int darkBefore = countAround(before, centre, 5, isDark);
        QVERIFY2(darkBefore > 0 && darkBefore <= 7 * 7, qPrintable(QString::number(darkBefore)));

        QTest::mouseClick(s.render, Qt::LeftButton, {}, centre);
        QTRY_VERIFY(s.editor->vertexSelection()->count() == 1 && s.editor->vertexSelection()->contains(Centre));
        QImage after;
        QTRY_VERIFY((after = s.editor->viewport()->captureFrame(), countAround(after, centre, 5, isOrange) >= 9));
        testing::saveRender(after, QStringLiteral("dot-outline-yellow"));
        // The orange dot, and around it a dark ring: pixels the dot did not cover before.
        const int orange = countAround(after, centre, 5, isOrange);
        const int ring = countAround(after, centre, 5, isDark);
        qInfo("orange %d pixels, dark ring %d pixels (before: %d dark)", orange, ring, darkBefore);
        QVERIFY2(ring >= 12, qPrintable(QString::number(ring)));
        QVERIFY2(orange >= 9 && orange <= 7 * 7, qPrintable(QString::number(orange)));
        // Every orange pixel sits inside the ring: the dark pixels lie on all four sides.
        const auto darkAt = [&after, centre](int dx, int dy) {
            for (int k = 1; k <= 5; ++k)
                if (isDark(after.pixel(centre + QPoint(dx * k, dy * k))))
                    return true;
            return false;
        };
        QVERIFY(darkAt(1, 0) && darkAt(-1, 0) && darkAt(0, 1) && darkAt(0, -1));
        // The unselected neighbour keeps its size.
        QCOMPARE(countAround(after, neighbour, 2, isDark) > 0, true);
        QVERIFY(countAround(after, neighbour, 5, isDark) <= 7 * 7);
        s.doc->undoStack()->setClean();
    }
};

QTEST_MAIN(TstDotOutline)
#include "tst_dotoutline.moc"

// Every asset kind drawn the way a user sees it: a file on disk → MainWindow::openFileAndWait →
// document → editor → Qt3D viewport → QRenderCapture. Generated fixtures have known colours (a
// textured model, a textured terrain, a lightmapped WMB7); corpus WMB7 and WMPB levels are drawn
// when ../shared/corpus is present; MDL7 models without thickness or area (issue 12) show, or
// say quickly that they cannot. Each capture is also saved as renders/<name>.png beside the
// test binary, for a person to look at.
#include "app/testprompts.h"
#include "app/testsettings.h"
#include "common_corpus.h"
#include "format/mdl7/flatmodels.h"
#include "format/wmb/wmbfixture.h"

#include "common/pixelformat.h"
#include "hmp/hmpfile.h"
#include "hmp/hmpskin.h"
#include "mainwindow.h"
#include "toolbars.h"
#include "mdl7/mdl7file.h"
#include "openmeasure.h"
#include "viewport/viewport.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QToolBar>
#include <QTest>

using namespace ackedit;
using app::MainWindow;
using widgets::Viewport;

namespace {

const QColor Red(230, 30, 30), Blue(30, 60, 230);

// A 64×64 skin: left half red, right half blue.
format::RgbaImage twoColourSkin()
{
    format::RgbaImage image(64, 64);
    for (int y = 0; y < 64; ++y) {
        for (int x = 0; x < 64; ++x) {
            const QColor c = x < 32 ? Red : Blue;
            uint8_t *p = image.pixel(x, y);
            p[0] = uint8_t(c.red());
            p[1] = uint8_t(c.green());
            p[2] = uint8_t(c.blue());
            p[3] = 255;
        }
    }
    return image;
}

// A flat square facing +Z (up, where the default camera looks from), UVs over the whole skin.
QByteArray texturedModelFile()
{
    format::Mdl7BuildInput input;
    format::Mdl7BuildInput::Skin skin;
    skin.type = format::PixelType::Rgb888 | format::PixelType::MipFlag;
    skin.name = "twocolour";
    skin.image = twoColourSkin();
    input.skins.push_back(skin);
    format::Mdl7BuildInput::Group group;
    group.name = "square";
    group.positions = {{-40, -40, 0}, {40, -40, 0}, {40, 40, 0}, {-40, 40, 0}};
    group.uvs = {{0, 1}, {1, 1}, {1, 0}, {0, 0}};
    group.triangles = {{{0, 1, 2}, {0, 1, 2}, 0}, {{0, 2, 3}, {0, 2, 3}, 0}};
    group.frames.push_back({"frame", group.positions, {}});
    input.groups.push_back(group);
    return format::Mdl7File::create(input)->write();
}

// A gently rolling 33×33 HMP7 terrain with the two-colour skin.
QByteArray texturedTerrainFile()
{
    const int n = 33;
    std::vector<float> heights(size_t(n * n));
    for (int row = 0; row < n; ++row)
        for (int col = 0; col < n; ++col)
            heights[size_t(row * n + col)] = 8.0f * std::sin(float(col) * 0.3f) * std::cos(float(row) * 0.2f);
    const format::HmpSkin skin = format::HmpSkin::fromImage(format::PixelType::Rgb888 | format::PixelType::MipFlag, twoColourSkin());
    return format::HmpFile::create(QStringLiteral("HMP7"), n, n, 8.0f, 8.0f, heights, skin)->write();
}

struct Colours
{
    int content = 0, reddish = 0, bluish = 0;
    double meanRed = 0, meanGreen = 0, meanBlue = 0;
};

Colours measure(const QImage &image, const QColor &background)
{
    Colours c;
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    for (int y = 0; y < rgb.height(); ++y) {
        for (int x = 0; x < rgb.width(); ++x) {
            const QColor p = rgb.pixelColor(x, y);
            if (std::abs(p.red() - background.red()) + std::abs(p.green() - background.green())
                    + std::abs(p.blue() - background.blue()) < 12)
                continue;
            ++c.content;
            c.meanRed += p.red();
            c.meanGreen += p.green();
            c.meanBlue += p.blue();
            if (p.red() > 2 * p.green() && p.red() > 2 * p.blue() && p.red() > 40)
                ++c.reddish;
            if (p.blue() > 2 * p.red() && p.blue() > p.green() && p.blue() > 40)
                ++c.bluish;
        }
    }
    if (c.content) {
        c.meanRed /= c.content;
        c.meanGreen /= c.content;
        c.meanBlue /= c.content;
    }
    return c;
}

QString describe(const Colours &c)
{
    return QStringLiteral("%1 content pixels, %2 red, %3 blue, mean RGB %4 %5 %6")
        .arg(c.content)
        .arg(c.reddish)
        .arg(c.bluish)
        .arg(c.meanRed, 0, 'f', 1)
        .arg(c.meanGreen, 0, 'f', 1)
        .arg(c.meanBlue, 0, 'f', 1);
}

} // namespace

class TestAssetRendering : public QObject
{
    Q_OBJECT
    testing::TemporarySettings m_settings;
    QTemporaryDir m_dir;

    QString write(const QString &name, const QByteArray &bytes)
    {
        const QString path = m_dir.filePath(name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size())
            return {};
        return path;
    }

    // Opens `path` in a fresh main window and returns the first capture with content, saved as
    // renders/<name>.png. `mode` is applied before the capture.
    QImage render(const QString &path, const QString &name, QColor *background,
                  Viewport::RenderMode mode = Viewport::RenderMode::Textured, int timeoutMs = 30000)
    {
        MainWindow window;
        window.setPrompts(std::make_unique<testing::TestPrompts>());
        // The tool bars take a row above the tabs: the window grows by it, so the view keeps the
        // size these measures were made with.
        window.resize(900, 650 + window.toolBars()->mainToolBar()->sizeHint().height());
        window.show();
        if (!QTest::qWaitForWindowExposed(&window))
            return {};
        if (!window.openFileAndWait(path)) {
            qWarning("cannot open %s: %s", qPrintable(path), qPrintable(window.errorString()));
            return {};
        }
        Viewport *view = window.viewport();
        if (!view)
            return {};
        view->setRenderMode(mode);
        *background = view->backgroundColor();
        const QImage image = view->captureWithContent(timeoutMs);
        QDir().mkpath(QStringLiteral("renders"));
        image.save(QStringLiteral("renders/%1.png").arg(name));
        return image;
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void texturedModel()
    {
        const QString path = write(QStringLiteral("square.mdl"), texturedModelFile());
        QVERIFY(!path.isEmpty());
        QColor background;
        const QImage image = render(path, QStringLiteral("model-textured"), &background);
        QVERIFY(!image.isNull());
        const Colours c = measure(image, background);
        qInfo("textured MDL7: %s", qPrintable(describe(c)));
        // Both halves of the skin are on screen, each a good share of the square.
        QVERIFY2(c.reddish > c.content / 5 && c.bluish > c.content / 5, qPrintable(describe(c)));
        // Shaded mode draws the same square without the skin.
        const Colours shaded = measure(render(path, QStringLiteral("model-shaded"), &background,
                                              Viewport::RenderMode::Shaded), background);
        QVERIFY2(shaded.content > c.content / 2 && shaded.reddish + shaded.bluish < shaded.content / 20,
                 qPrintable(describe(shaded)));
    }

    void texturedTerrain()
    {
        const QString path = write(QStringLiteral("hills.hmp"), texturedTerrainFile());
        QVERIFY(!path.isEmpty());
        QColor background;
        const QImage image = render(path, QStringLiteral("terrain-textured"), &background);
        QVERIFY(!image.isNull());
        const Colours c = measure(image, background);
        qInfo("textured HMP7: %s", qPrintable(describe(c)));
        QVERIFY2(c.content > image.width() * image.height() / 10, qPrintable(describe(c)));
        QVERIFY2(c.reddish > c.content / 5 && c.bluish > c.content / 5, qPrintable(describe(c)));
    }

    // The fixture's cube has a red 565 texture and a uniformly dark lightmap (0x10, 0x20, 0x30):
    // lit by it the cube is red and dark; without the lightmap pass (shaded) it is grey.
    void lightmappedWmb7()
    {
        const QString path = write(QStringLiteral("cube.wmb"), wmbfixture::wmb7Full());
        QVERIFY(!path.isEmpty());
        QColor background;
        const QImage image = render(path, QStringLiteral("wmb7-lightmapped"), &background);
        QVERIFY(!image.isNull());
        const Colours lit = measure(image, background);
        qInfo("lightmapped WMB7: %s", qPrintable(describe(lit)));
        QVERIFY2(lit.content > 1000, qPrintable(describe(lit)));
        QVERIFY2(lit.meanRed > 2 * lit.meanGreen && lit.meanRed > 2 * lit.meanBlue, qPrintable(describe(lit)));
        // The red texture alone would be ~248; the lightmap (≈ 0x10..0x30, modulated ×2) darkens it.
        QVERIFY2(lit.meanRed < 150, qPrintable(describe(lit)));
        const Colours shaded = measure(render(path, QStringLiteral("wmb7-shaded"), &background,
                                              Viewport::RenderMode::Shaded), background);
        QVERIFY2(shaded.reddish < shaded.content / 20, qPrintable(describe(shaded)));
    }

    void flatModels_data() { flatmodels::addNameRows(flatmodels::sheets()); }

    // Single-sided sheets that the default view sees from behind are drawn, within seconds.
    void flatModels()
    {
        QFETCH(QString, name);
        const QString path = write(name + QStringLiteral(".mdl"), flatmodels::byName(name));
        QVERIFY(!path.isEmpty());
        QColor background;
        const QImage image = render(path, QStringLiteral("flat-") + name, &background,
                                    Viewport::RenderMode::Textured, 5000);
        QVERIFY2(!image.isNull(), "no frame captured");
        const Colours c = measure(image, background);
        qInfo("%s: %s", qPrintable(name), qPrintable(describe(c)));
        QVERIFY2(c.content > image.width() * image.height() / 50, qPrintable(describe(c)));
        if (name == QLatin1String("posterQuad")) // its red-to-yellow skin, not plain grey
            QVERIFY2(c.meanRed > c.meanBlue + 40, qPrintable(describe(c)));
    }

    void measureOpen_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<bool>("content");
        for (const QString &name : flatmodels::sheets())
            QTest::newRow(qPrintable(name)) << name << true;
        for (const QString &name : flatmodels::degenerate())
            QTest::newRow(qPrintable(name)) << name << false;
    }

    // `ackedit --measure-open`: flat models show in well under the timeout; models that can
    // draw nothing are reported at once instead of rendering until the timeout.
    void measureOpen()
    {
        QFETCH(QString, name);
        QFETCH(bool, content);
        const QString path = write(name + QStringLiteral(".mdl"), flatmodels::byName(name));
        QVERIFY(!path.isEmpty());
        MainWindow window;
        window.setPrompts(std::make_unique<testing::TestPrompts>());
        window.resize(900, 650);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const app::OpenTiming timing = app::measureOpen(window, path, 10000);
        qInfo("%s", qPrintable(timing.toString()));
        QVERIFY2(timing.error.isEmpty(), qPrintable(timing.error));
        // Degenerate meshes draw no triangles, but the model editor draws their vertices as the
        // vertex tool's dots (and its 3D cursor), which may already be in the first frame: for
        // them only the quick answer counts.
        if (content)
            QVERIFY(timing.content);
        QVERIFY2(timing.firstFrameMs < 5000, qPrintable(timing.toString()));
    }

    void corpusLevel_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("textured");
        QTest::addColumn<int>("minColours");
        const QString corpus = testing::corpusDir();
        QTest::newRow("wmb7 galep_testlevel") << corpus + QStringLiteral("/wmb7/galep_testlevel.wmb") << true << 40;
        // The largest WMB7: one snow texture under two lightmap pages, so few colours.
        QTest::newRow("wmb7 wichtelwald_menulevel2") << corpus + QStringLiteral("/wmb7/wichtelwald_menulevel2.wmb") << true
                                                      << 8;
        QTest::newRow("wmpb libgamestudio_test") << corpus + QStringLiteral("/wmpb/libgamestudio_test.wmp") << false << 8;
    }

    // Corpus levels: something is drawn, in more than a couple of colours (textures and
    // lightmaps for WMB7, shaded geometry and markers for WMPB).
    void corpusLevel()
    {
        ACKEDIT_REQUIRE_CORPUS();
        QFETCH(QString, path);
        QFETCH(bool, textured);
        QFETCH(int, minColours);
        if (!QFileInfo::exists(path))
            QSKIP("not in this corpus");
        QColor background;
        const QString name = QFileInfo(path).completeBaseName();
        const QImage image = render(path, name, &background);
        QVERIFY(!image.isNull());
        const Colours c = measure(image, background);
        qInfo("%s: %s", qPrintable(QFileInfo(path).fileName()), qPrintable(describe(c)));
        QVERIFY2(c.content > image.width() * image.height() / 100, qPrintable(describe(c)));
        QSet<QRgb> colours;
        const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
        // Every second pixel: a level's 3D view is one of four panes.
        for (int y = 0; y < rgb.height(); y += 2)
            for (int x = 0; x < rgb.width(); x += 2)
                colours.insert(rgb.pixel(x, y) & 0xf0f0f0); // 16 levels per channel
        QVERIFY2(colours.size() > minColours, qPrintable(QString::number(colours.size())));
        if (textured) { // the textured picture is not the plain shaded one
            QColor shadedBackground;
            const QImage shaded = render(path, name + QStringLiteral("-shaded"), &shadedBackground,
                                         Viewport::RenderMode::Shaded);
            const Colours s = measure(shaded, shadedBackground);
            QVERIFY2(std::abs(s.meanRed - c.meanRed) + std::abs(s.meanGreen - c.meanGreen)
                             + std::abs(s.meanBlue - c.meanBlue) > 6.0,
                     qPrintable(describe(s) + QStringLiteral(" vs ") + describe(c)));
        }
    }
};

QTEST_MAIN(TestAssetRendering)
#include "tst_assetrendering.moc"

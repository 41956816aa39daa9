// Build end to end (issue 35): a level source compiled into a WMB7 that reads back, validates
// without errors and holds what the source holds; the answer key's triangle counts (WED cuts
// lightmapped faces on a 236-unit world grid); options, warnings, cancel and refusals.
#include "build/levelbuild.h"
#include "build/lightmapper.h"

#include "document/build/answerkeypairs.h"
#include "document/scene/levelfixtures.h"
#include "documentopen.h"
#include "document/build/roomlevel.h"
#include "format/mdl/mdlfixtures.h"
#include "scene/wmbdocument.h"
#include "validation/validationrules.h"
#include "wmb/wmbfile.h"

#include <QHash>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <map>
#include <tuple>

using namespace ackedit;
using namespace ackedit::document::build;

namespace {

int triangles(const format::WmbFile &wmb)
{
    int n = 0;
    for (const format::WmbBlock &b : wmb.blocks())
        n += int(b.triangles.size());
    return n;
}

BuildResult buildFixture(const QString &format, const BuildOptions &options = {})
{
    const std::unique_ptr<document::SceneDocument> doc = testing::roomLevel(format == QLatin1String("wmpb"));
    return buildLevel(buildInput(*doc, options), options);
}


// The lightmap brightness of lit faces at a few points of each triangle, keyed by block and
// rounded world position, so that two builds of the same blocks can be compared point by point.
std::map<std::array<int, 4>, double> litSamples(const format::WmbFile &wmb)
{
    std::map<std::array<int, 4>, double> out;
    const int size = wmb.lightmapSize();
    for (size_t b = 0; b < wmb.blocks().size(); ++b) {
        const format::WmbBlock &block = wmb.blocks()[b];
        for (const format::WmbBlockTriangle &t : block.triangles) {
            const format::WmbBlockSkin &skin = block.skins[t.skin];
            if ((skin.flags & 0xF) != 0 || skin.lightmap == 0 || skin.lightmap >= wmb.lightmapPages().size())
                continue;
            const QByteArray &page = wmb.lightmapPages()[skin.lightmap].bgr;
            for (const Eigen::Vector3f &w : {Eigen::Vector3f(1.f / 3, 1.f / 3, 1.f / 3), Eigen::Vector3f(.6f, .2f, .2f),
                                             Eigen::Vector3f(.2f, .6f, .2f), Eigen::Vector3f(.2f, .2f, .6f)}) {
                Eigen::Vector3f p = Eigen::Vector3f::Zero();
                Eigen::Vector2f uv = Eigen::Vector2f::Zero();
                for (int k = 0; k < 3; ++k) {
                    p += w[k] * block.vertices[t.v[size_t(k)]].position;
                    uv += w[k] * block.vertices[t.v[size_t(k)]].lightmapUv;
                }
                const int x = std::clamp(int(uv.x() * size), 0, size - 1), y = std::clamp(int(uv.y() * size), 0, size - 1);
                const qsizetype at = (qsizetype(y) * size + x) * 3;
                out[{int(b), int(std::lround(p.x())), int(std::lround(p.y())), int(std::lround(p.z()))}] =
                    (quint8(page[at]) + quint8(page[at + 1]) + quint8(page[at + 2])) / 3.0;
            }
        }
    }
    return out;
}

double triangleArea(const format::WmbBlock &b, const format::WmbBlockTriangle &t)
{
    const Eigen::Vector3f &a = b.vertices[t.v[0]].position, &p = b.vertices[t.v[1]].position, &q = b.vertices[t.v[2]].position;
    return 0.5 * double((p - a).cross(q - a).norm());
}

// Triangle area per texture name (lower case).
QHash<QString, double> areaPerTexture(const format::WmbFile &wmb)
{
    QHash<QString, double> out;
    for (const format::WmbBlock &b : wmb.blocks())
        for (const format::WmbBlockTriangle &t : b.triangles) {
            const QByteArray raw = wmb.textures()[b.skins[t.skin].texture].name;
            out[QString::fromLatin1(raw.left(raw.indexOf('\0') < 0 ? raw.size() : raw.indexOf('\0'))).toLower()] += triangleArea(b, t);
        }
    return out;
}

} // namespace

class TstLevelBuild : public QObject
{
    Q_OBJECT
private slots:
    void fixtureBuildsIntoAValidWmb_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("wmp") << QStringLiteral("wmp");
        QTest::newRow("wmpb") << QStringLiteral("wmpb");
    }
    void fixtureBuildsIntoAValidWmb()
    {
        QFETCH(QString, format);
        QByteArray bytes;
        const std::unique_ptr<document::SceneDocument> fixture = testing::openFixtureLevel(format, &bytes);
        const BuildResult ofFixture = buildLevel(buildInput(*fixture, {}), {});
        QVERIFY2(ofFixture.wmb, qPrintable(ofFixture.error));
        QCOMPARE(ofFixture.wmb->blocks().size(), sourceBlocks(*fixture).size());
        const std::unique_ptr<document::SceneDocument> doc = testing::roomLevel(format == QLatin1String("wmpb"));
        const BuildInput input = buildInput(*doc, {});
        QVERIFY(input.isSource);
        QCOMPARE(input.blocks.size(), size_t(6));
        QStringList stages;
        const BuildResult result = buildLevel(input, {}, [&](const QString &stage, int, int) {
            if (stages.isEmpty() || stages.last() != stage)
                stages << stage;
        });
        QVERIFY2(result.wmb, qPrintable(result.error));
        QCOMPARE(stages.first(), QStringLiteral("Reading textures"));
        QVERIFY(stages.contains(QStringLiteral("Lighting")));
        QCOMPARE(stages.last(), QStringLiteral("Writing"));
        // What was built reads back as a WMB7 with the source's blocks and objects.
        const std::unique_ptr<format::WmbFile> back = format::readWmb(result.wmb->write());
        QCOMPARE(back->version(), 7);
        QCOMPARE(back->blocks().size(), input.blocks.size());
        QCOMPARE(back->objects().size(), input.objects.size());
        QCOMPARE(result.stats.blocks, int(input.blocks.size()));
        QCOMPARE(result.stats.triangles, triangles(*back));
        QVERIFY(result.stats.lightmapPages >= 2); // the dummy page and the lit one
        for (const format::ValidationIssue &issue : back->validate())
            QVERIFY2(!issue.fatal, qPrintable(issue.where.toString()));
        // Page 0 is WED's dummy page; every lit skin points past it, every index in range.
        QVERIFY(back->lightmapPages()[0].bgr == QByteArray(256 * 256 * 3, '\x02'));
        for (const format::WmbBlock &b : back->blocks()) {
            for (const format::WmbBlockSkin &s : b.skins) {
                QVERIFY(s.lightmap < back->lightmapPages().size());
                QVERIFY(s.texture < back->textures().size());
                if ((s.flags & 0xF) == 0)
                    QVERIFY(s.lightmap >= 1);
            }
            for (const format::WmbBlockVertex &v : b.vertices) {
                QVERIFY((v.position.array() >= b.mins.array() - 1e-3f).all());
                QVERIFY((v.position.array() <= b.maxs.array() + 1e-3f).all());
            }
        }
        // The light in the room lights the floor under it: brighter there than in a corner.
        QVERIFY(*std::max_element(back->lightmapPages()[1].bgr.begin(), back->lightmapPages()[1].bgr.end()) > 100);
    }

    // A closed box room with one light: every floor texel away from the walls holds the analytic
    // light at its point (ambient + the light's Lambert term fading linearly to its range; the
    // sun shut out by the ceiling) through WED's tone curve, within 2 of 255.
    void roomLightmapIsAnalytic()
    {
        const std::unique_ptr<document::SceneDocument> doc = testing::roomLevel(true);
        const BuildResult result = buildLevel(buildInput(*doc, {}), {});
        QVERIFY(result.wmb);
        const format::WmbFile &wmb = *result.wmb;
        Eigen::Vector3d ambient = Eigen::Vector3d::Zero();
        std::vector<std::tuple<Eigen::Vector3d, Eigen::Vector3d, double>> lights; // position, colour 0..1, range
        for (const format::WmbObject &o : wmb.objects()) {
            if (o.type == 5)
                ambient = Eigen::Vector3d((o.info.ambientColor >> 16) & 0xff, (o.info.ambientColor >> 8) & 0xff,
                                          o.info.ambientColor & 0xff) / 255.0;
            if (o.type == 2)
                lights.emplace_back(o.origin.cast<double>(), o.light.color.cast<double>() / 100.0, double(o.light.range));
        }
        QCOMPARE(lights.size(), size_t(1));
        const int size = wmb.lightmapSize();
        int compared = 0, lit = 0;
        const format::WmbBlock &floor = wmb.blocks()[0];
        for (const format::WmbBlockTriangle &t : floor.triangles) {
            const format::WmbBlockVertex &a = floor.vertices[t.v[0]], &b = floor.vertices[t.v[1]], &c = floor.vertices[t.v[2]];
            if (std::abs(a.position.z()) > 0.01f || std::abs(b.position.z()) > 0.01f || std::abs(c.position.z()) > 0.01f)
                continue; // the floor's top only
            const format::WmbBlockSkin &skin = floor.skins[t.skin];
            QVERIFY(skin.lightmap >= 1);
            const QByteArray &page = wmb.lightmapPages()[skin.lightmap].bgr;
            // Texel centre (page uv) -> world point: the triangle's affine map, inverted.
            Eigen::Matrix2d m;
            m.col(0) = (b.lightmapUv - a.lightmapUv).cast<double>();
            m.col(1) = (c.lightmapUv - a.lightmapUv).cast<double>();
            const Eigen::Matrix2d inv = m.inverse();
            for (int y = 0; y < size; ++y)
                for (int x = 0; x < size; ++x) {
                    const Eigen::Vector2d uv((x + 0.5) / size, (y + 0.5) / size);
                    const Eigen::Vector2d w = inv * (uv - a.lightmapUv.cast<double>());
                    if (w.x() < 0.02 || w.y() < 0.02 || w.x() + w.y() > 0.98)
                        continue;
                    const Eigen::Vector3d p = a.position.cast<double>() + w.x() * (b.position - a.position).cast<double>()
                                              + w.y() * (c.position - a.position).cast<double>();
                    if (std::abs(p.x()) > 232 || std::abs(p.y()) > 232)
                        continue; // near the walls
                    Eigen::Vector3d light = ambient;
                    for (const auto &[at, colour, range] : lights) {
                        const double d = (at - p).norm();
                        if (d < range) {
                            light += colour * ((at - p).z() / d) * (1 - d / range);
                            ++lit;
                        }
                    }
                    const qsizetype i = (qsizetype(y) * size + x) * 3;
                    for (int ch = 0; ch < 3; ++ch) {
                        const int expected = texelByte(light[2 - ch]); // stored B, G, R
                        QVERIFY2(std::abs(int(quint8(page[i + ch])) - expected) <= 2,
                                 qPrintable(QStringLiteral("texel at (%1, %2): %3, analytic %4").arg(p.x()).arg(p.y())
                                                .arg(int(quint8(page[i + ch]))).arg(expected)));
                    }
                    ++compared;
                }
        }
        qInfo("%d floor texels compared, %d of them in the light's range", compared, lit);
        QVERIFY(compared > 500);
        QVERIFY(lit > 50);
    }

    void withoutLightEveryFaceUsesTheDummyPage()
    {
        BuildOptions options;
        options.light = false;
        const BuildResult result = buildFixture(QStringLiteral("wmpb"), options);
        QVERIFY(result.wmb);
        QCOMPARE(result.wmb->lightmapPages().size(), size_t(1));
        for (const format::WmbBlock &b : result.wmb->blocks())
            for (const format::WmbBlockSkin &s : b.skins)
                QCOMPARE(s.lightmap, quint16(0));
    }

    void largerPagesAndInfoAgree()
    {
        BuildOptions options;
        options.lightmapSize = 512;
        const BuildResult result = buildFixture(QStringLiteral("wmp"), options);
        QVERIFY(result.wmb);
        QCOMPARE(result.wmb->lightmapSize(), 512);
        QCOMPARE(int(result.wmb->levelInfo()->info.lightmapSize), 1);
        const std::unique_ptr<format::WmbFile> back = format::readWmb(result.wmb->write());
        QCOMPARE(back->lightmapSize(), 512);
    }

    // Supersampling, soft sun and ambient occlusion change the lightmap, not the geometry; the
    // same options give the same bytes whatever the thread count.
    void lightingOptionsAndThreads()
    {
        BuildOptions plain;
        plain.threads = 1;
        const QByteArray one = buildFixture(QStringLiteral("wmpb"), plain).wmb->write();
        plain.threads = 3;
        QCOMPARE(buildFixture(QStringLiteral("wmpb"), plain).wmb->write(), one);
        for (int variant = 0; variant < 3; ++variant) {
            BuildOptions options;
            options.extra = variant == 0 ? 2 : 1;
            options.ambientOcclusion = variant == 1;
            options.softSun = variant == 2;
            const BuildResult result = buildFixture(QStringLiteral("wmpb"), options);
            QVERIFY(result.wmb);
            QCOMPARE(result.stats.triangles, buildFixture(QStringLiteral("wmpb"), plain).stats.triangles);
            if (variant != 2) // the fixture's sun may be off: a soft sun then changes nothing
                QVERIFY2(result.wmb->write() != one, qPrintable(QString::number(variant)));
        }
    }

    void missingTextureBecomesDefaultWithTheBlockNamed()
    {
        const std::unique_ptr<document::SceneDocument> doc = testing::roomLevel(true);
        BuildInput input = buildInput(*doc, {});
        QVERIFY(!input.blocks.empty());
        input.blocks[0].faces[0].texture = QStringLiteral("nowhere_tex");
        const BuildResult result = buildLevel(input, {});
        QVERIFY(result.wmb);
        bool named = false;
        for (const BuildWarning &w : result.warnings)
            named = named || (w.block == input.blocks[0].id && w.text.contains(QLatin1String("nowhere_tex")));
        QVERIFY(named);
        bool hasDefault = false;
        for (const format::WmbTexture &t : result.wmb->textures())
            hasDefault = hasDefault || t.name.startsWith("#default");
        QVERIFY(hasDefault);
    }

    // A face texture that is an image in the level's texture folder goes into the WMB as it is
    // (RGB565 with mipmaps), with no warning.
    void textureFromTheTextureFolder()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("textures")));
        QImage image(32, 16, QImage::Format_RGB32);
        image.fill(QColor(0, 0, 255));
        QVERIFY(image.save(dir.filePath(QStringLiteral("textures/bluewall.png"))));
        const std::unique_ptr<document::SceneDocument> doc = testing::roomLevel(true, QStringLiteral("bluewall"));
        BuildInput input = buildInput(*doc, {});
        input.textureSources.levelFile = dir.filePath(QStringLiteral("room.wmp"));
        input.textureSources.textureFolders = {QStringLiteral("textures")};
        const BuildResult result = buildLevel(input, {});
        QVERIFY(result.wmb);
        for (const BuildWarning &w : result.warnings)
            QVERIFY2(!w.text.contains(QLatin1String("bluewall")), qPrintable(w.text));
        QCOMPARE(result.wmb->textures().size(), size_t(1));
        QCOMPARE(result.wmb->textures()[0].name, QByteArray("bluewall").leftJustified(16, '\0'));
        const format::RgbaImage stored = result.wmb->textureImage(0);
        QCOMPARE(stored.width, 32);
        QCOMPARE(int(stored.pixels[2]), 255); // blue
        QCOMPARE(int(stored.pixels[0]), 0);
    }

    // With modelShadows, an entity's model found beside the level casts a shadow: a 50-unit cube
    // between the light and the floor darkens the lightmaps; without the option it does not.
    void entityModelsCastShadowsWhenAsked()
    {
        QTemporaryDir dir;
        QFile model(dir.filePath(QStringLiteral("cube.mdl")));
        QVERIFY(model.open(QIODevice::WriteOnly));
        model.write(mdlfixture::gridCube("MDL5", 50.f / 65535.f));
        model.close();
        const std::unique_ptr<document::SceneDocument> doc =
            testing::roomLevel(true, QString(), 0, dir.filePath(QStringLiteral("room.wmp")));
        document::NodeSetup setup;
        setup.file = QStringLiteral("cube.mdl");
        const qint64 parent = doc->parentFor(document::NodeKind::Entity);
        QVERIFY(doc->addNodeAt(document::NodeKind::Entity, document::NodeId(std::max<qint64>(0, parent)), {15, 5, 20}, setup));
        const auto brightness = [](const format::WmbFile &wmb) {
            qint64 sum = 0;
            for (size_t p = 1; p < wmb.lightmapPages().size(); ++p)
                for (char c : wmb.lightmapPages()[p].bgr)
                    sum += quint8(c);
            return sum;
        };
        BuildOptions plain, shadows;
        shadows.modelShadows = true;
        const BuildInput without = buildInput(*doc, plain), with = buildInput(*doc, shadows);
        QVERIFY(without.modelCasters.empty());
        QCOMPARE(with.modelCasters.size(), size_t(1));
        const BuildResult a = buildLevel(without, plain), b = buildLevel(with, shadows);
        QVERIFY(a.wmb && b.wmb);
        QVERIFY2(b.warnings.empty() || !b.warnings.front().text.contains(QLatin1String("cube")), qPrintable(b.warnings.front().text));
        QCOMPARE(b.stats.triangles, a.stats.triangles); // the model is no geometry of the level
        QVERIFY2(brightness(*b.wmb) < brightness(*a.wmb) - 1000,
                 qPrintable(QStringLiteral("%1 / %2").arg(brightness(*b.wmb)).arg(brightness(*a.wmb))));
    }

    void cancelStopsWithoutAFile()
    {
        const std::unique_ptr<document::SceneDocument> doc = testing::roomLevel(true);
        std::atomic<bool> cancel{false};
        const BuildResult result = buildLevel(buildInput(*doc, {}), {}, [&](const QString &stage, int, int) {
            if (stage == QLatin1String("Compiling blocks"))
                cancel = true;
        }, &cancel);
        QVERIFY(result.cancelled);
        QVERIFY(!result.wmb);
    }

    void aCompiledLevelIsRefused()
    {
        QByteArray bytes;
        const std::unique_ptr<document::SceneDocument> doc = testing::openFixtureLevel(QStringLiteral("wmb"), &bytes);
        const BuildInput input = buildInput(*doc, {});
        QVERIFY(!input.isSource);
        const BuildResult result = buildLevel(input, {});
        QVERIFY(!result.wmb);
        QVERIFY(result.error.contains(QLatin1String("not a level source")));
    }

    // The answer key's lightmaps: on every pair with lit faces, WED's lightmap and ours at the
    // same points of the same blocks correlate (r >= 0.95) and are as bright (means within 6 of
    // 255): the lighting model with hard shadows and WED's tone curve (lightmapper.h).
    void lightmapsAsWedLitThem()
    {
        ACKEDIT_REQUIRE_CORPUS();
        int compared = 0;
        for (const testing::AnswerKeyPair &pair : testing::answerKeyPairs()) {
            QVERIFY2(pair.opened(), qPrintable(pair.error()));
            const BuildResult ours = buildLevel(buildInput(pair.level(), {}), {});
            QVERIFY(ours.wmb);
            const auto wed = litSamples(pair.wed()), built = litSamples(*ours.wmb);
            std::vector<std::pair<double, double>> xy;
            for (const auto &[key, value] : wed)
                if (const auto it = built.find(key); it != built.end())
                    xy.push_back({value, it->second});
            if (xy.size() < 50)
                continue;
            double mx = 0, my = 0;
            for (const auto &[x, y] : xy)
                mx += x, my += y;
            mx /= double(xy.size());
            my /= double(xy.size());
            double cov = 0, vx = 0, vy = 0;
            for (const auto &[x, y] : xy) {
                cov += (x - mx) * (y - my);
                vx += (x - mx) * (x - mx);
                vy += (y - my) * (y - my);
            }
            const double r = cov / std::sqrt(vx * vy);
            double absolute = 0;
            for (const auto &[x, y] : xy)
                absolute += std::abs(x - y);
            absolute /= double(xy.size());
            qInfo("%s: %d points, WED mean %.1f, ours %.1f, r %.3f, mean absolute error %.1f", qPrintable(pair.name),
                  int(xy.size()), mx, my, r, absolute);
            QVERIFY2(r >= (pair.name == QLatin1String("galep_testlevel") ? 0.98 : 0.95), qPrintable(pair.name));
            QVERIFY2(std::abs(mx - my) <= 6, qPrintable(pair.name));
            QVERIFY2(absolute <= 10, qPrintable(pair.name));
            ++compared;
        }
        QCOMPARE(compared, 4);
    }

    // Every level source of the corpus (text WMP of ACKWED 4.x, 5.x and 6.x, WMPB) builds into a
    // WMB7 with its blocks and objects that the validation rules pass without an error.
    void everyCorpusSourceBuildsCleanly()
    {
        ACKEDIT_REQUIRE_CORPUS();
        int sources = 0, blocks = 0;
        for (const QString &path : testing::corpusFiles({QStringLiteral("wmp"), QStringLiteral("wmpb")}, {QStringLiteral(".wmp")})) {
            const document::OpenedDocument opened = document::openDocument(path);
            const auto *scene = qobject_cast<const document::SceneDocument *>(opened.document.get());
            QVERIFY2(scene, qPrintable(path + opened.error));
            const BuildInput input = buildInput(*scene, {});
            const BuildResult result = buildLevel(input, {});
            QVERIFY2(result.wmb, qPrintable(path + result.error));
            const QByteArray bytes = result.wmb->write();
            const std::unique_ptr<format::WmbFile> back = format::readWmb(bytes);
            QCOMPARE(back->write(), bytes); // re-read and written again: the same bytes
            QCOMPARE(back->blocks().size(), input.blocks.size());
            QCOMPARE(back->objects().size(), input.objects.size());
            const QString out = QDir::temp().filePath(QStringLiteral("ackedit_build_check.wmb"));
            for (const document::Finding &f : document::validateAsset(*back, out))
                QVERIFY2(f.severity != document::Severity::Error, qPrintable(QFileInfo(path).fileName() + QStringLiteral(": ") + f.message));
            ++sources;
            blocks += int(input.blocks.size());
        }
        qInfo("%d sources, %d blocks built", sources, blocks);
        QVERIFY(sources >= 20);
    }

    // The answer key's texturing and lightmap density: per texture the faces WED and Build give it
    // cover the same area (within 1 %) where both name it, and every lit edge of ours spans
    // 16 ± 0.5 units per texel, as WED's do.
    void texturedAreaAndDensityAsWed()
    {
        ACKEDIT_REQUIRE_CORPUS();
        int textures = 0;
        for (const testing::AnswerKeyPair &pair : testing::answerKeyPairs()) {
            QVERIFY2(pair.opened(), qPrintable(pair.error()));
            const BuildResult ours = buildLevel(buildInput(pair.level(), {}), {});
            QVERIFY(ours.wmb);
            const QHash<QString, double> wed = areaPerTexture(pair.wed()), built = areaPerTexture(*ours.wmb);
            double wedTotal = 0, ourTotal = 0;
            for (auto it = wed.cbegin(); it != wed.cend(); ++it) {
                wedTotal += it.value();
                if (built.contains(it.key())) {
                    QVERIFY2(std::abs(built[it.key()] - it.value()) <= 0.01 * it.value(),
                             qPrintable(QStringLiteral("%1 %2: %3, WED %4").arg(pair.name, it.key()).arg(built[it.key()]).arg(it.value())));
                    ++textures;
                }
            }
            for (double a : built)
                ourTotal += a;
            QVERIFY2(std::abs(ourTotal - wedTotal) <= 0.01 * wedTotal + 1e-6, qPrintable(pair.name));
            // Density: world length over lightmap length of every lit edge longer than 8 units.
            double lo = 1e9, hi = 0;
            const int size = ours.wmb->lightmapSize();
            for (const format::WmbBlock &b : ours.wmb->blocks())
                for (const format::WmbBlockTriangle &t : b.triangles) {
                    if (b.skins[t.skin].lightmap == 0)
                        continue;
                    for (int k = 0; k < 3; ++k) {
                        const format::WmbBlockVertex &a = b.vertices[t.v[size_t(k)]], &c = b.vertices[t.v[size_t((k + 1) % 3)]];
                        const double world = double((c.position - a.position).norm());
                        const double texels = double((c.lightmapUv - a.lightmapUv).norm()) * size;
                        if (world > 8 && texels > 0) {
                            // An edge along a lightmap axis measures the density exactly; a slanted
                            // one's length shrinks by the axis it leaves out, so only the axis-aligned.
                            const Eigen::Vector3f d = (c.position - a.position).cwiseAbs();
                            if (d.maxCoeff() < 0.999f * float(world))
                                continue;
                            lo = std::min(lo, world / texels);
                            hi = std::max(hi, world / texels);
                        }
                    }
                }
            if (hi > 0) {
                qInfo("%s: %.2f-%.2f units per texel, area %.0f, WED %.0f", qPrintable(pair.name), lo, hi, ourTotal, wedTotal);
                QVERIFY2(lo >= 15.5 && hi <= 16.5, qPrintable(pair.name));
            }
        }
        // The corpus holds the WADs of few pairs: elsewhere ours are #default and only the total counts.
        qInfo("%d textures compared by name", textures);
        QVERIFY(textures >= 2);
    }

    // The text WMP pairs (their WMBs come from old BSP compilers): the same objects in the same
    // order, at the same positions, besides the INFO object older compilers did not write.
    void textPairsObjectsAsCompiled()
    {
        ACKEDIT_REQUIRE_CORPUS();
        int pairs = 0, objects = 0;
        for (const QString &source : testing::corpusFiles({QStringLiteral("wmp")}, {QStringLiteral(".wmp")})) {
            QString compiled;
            for (const QString &folder : {QStringLiteral("wmb6"), QStringLiteral("wmb4"), QStringLiteral("wmb3"), QStringLiteral("wmb2")}) {
                const QString candidate = testing::corpusDir() + QLatin1Char('/') + folder + QLatin1Char('/')
                                          + QFileInfo(source).completeBaseName() + QStringLiteral(".wmb");
                if (QFileInfo::exists(candidate))
                    compiled = candidate;
            }
            if (compiled.isEmpty())
                continue;
            const document::OpenedDocument level = document::openDocument(source), wmb = document::openDocument(compiled);
            QVERIFY2(level.document && wmb.document, qPrintable(level.error + wmb.error));
            const auto &theirs = static_cast<const document::WmbDocument &>(*wmb.document).wmb()->objects();
            const BuildInput input = buildInput(static_cast<const document::SceneDocument &>(*level.document), {});
            std::vector<const format::WmbObject *> a, b;
            for (const format::WmbObject &o : theirs)
                if (o.type != 5)
                    a.push_back(&o);
            for (const format::WmbObject &o : input.objects)
                if (o.type != 5)
                    b.push_back(&o);
            QVERIFY2(a.size() == b.size(), qPrintable(QStringLiteral("%1: %2 objects, compiled %3").arg(QFileInfo(source).fileName()).arg(b.size()).arg(a.size())));
            for (size_t i = 0; i < a.size(); ++i) {
                const bool sameKind = a[i]->type == b[i]->type || (a[i]->isEntity() && b[i]->isEntity());
                QVERIFY2(sameKind, qPrintable(QStringLiteral("%1 object %2").arg(QFileInfo(source).fileName()).arg(i)));
                const Eigen::Vector3f at = a[i]->type == 6 && !a[i]->path.points.empty() ? a[i]->path.points.front()
                                         : a[i]->type == 6 && !a[i]->path.nodes.empty() ? a[i]->path.nodes.front().position
                                                                                        : a[i]->origin;
                const Eigen::Vector3f ours = b[i]->type == 6 && !b[i]->path.nodes.empty() ? b[i]->path.nodes.front().position : b[i]->origin;
                QVERIFY2((at - ours).cwiseAbs().maxCoeff() <= 0.01f,
                         qPrintable(QStringLiteral("%1 object %2 (%3)").arg(QFileInfo(source).fileName()).arg(i).arg(a[i]->kindName())));
            }
            ++pairs;
            objects += int(a.size());
        }
        qInfo("%d text pairs, %d objects at their compiled positions", pairs, objects);
        QVERIFY(pairs >= 10);
    }

    // The answer key: the same block count as WED on every WMPB/WMB7 pair, and the same
    // triangle count where the blocks are on the grid (WED cuts on a 236-unit world grid).
    void trianglesAsWedCutThem()
    {
        ACKEDIT_REQUIRE_CORPUS();
        int pairs = 0, sameTriangles = 0, wedTotal = 0, ourTotal = 0;
        for (const testing::AnswerKeyPair &pair : testing::answerKeyPairs()) {
            QVERIFY2(pair.opened(), qPrintable(pair.error()));
            const format::WmbFile &wed = pair.wed();
            const BuildOptions options;
            const BuildResult ours = buildLevel(buildInput(pair.level(), options), options);
            QVERIFY2(ours.wmb, qPrintable(ours.error));
            QCOMPARE(ours.wmb->blocks().size(), wed.blocks().size());
            QCOMPARE(ours.wmb->objects().size(), wed.objects().size());
            ++pairs;
            wedTotal += triangles(wed);
            ourTotal += triangles(*ours.wmb);
            sameTriangles += triangles(wed) == triangles(*ours.wmb) ? 1 : 0;
            qInfo("%s: %d triangles, WED %d", qPrintable(pair.name), triangles(*ours.wmb), triangles(wed));
        }
        qInfo("%d pairs, %d with WED's triangle count; %d triangles, WED %d", pairs, sameTriangles, ourTotal, wedTotal);
        QCOMPARE(pairs, 10);
        QVERIFY(sameTriangles >= 9);
    }
};

QTEST_GUILESS_MAIN(TstLevelBuild)
#include "tst_levelbuild.moc"

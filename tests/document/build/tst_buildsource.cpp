// What Build reads from a level source (issue 35): blocks in source order with world polygons and
// face textures, from text WMP and WMPB; compiled with snapped planes. The answer key: on every
// corpus WMPB whose WMB7 WED compiled, the same number of blocks, and each block's bounds within
// 0.5 units of WED's block in the same place (or, for the blocks WED moved in its list, of the
// block it moved there; they are printed: libgamestudio_test's water surface comes first).
#include "build/buildsource.h"

#include "common_corpus.h"
#include "document/scene/levelfixtures.h"
#include "documentopen.h"
#include "scene/wmbdocument.h"
#include "wmb/wmbdata.h"
#include "wmb/wmbfile.h"

#include <QtTest>

#include <limits>

using namespace ackedit;
using namespace ackedit::document::build;

class TstBuildSource : public QObject
{
    Q_OBJECT
private slots:
    void fixturesGiveTheirBlocks_data()
    {
        QTest::addColumn<QString>("format");
        QTest::newRow("wmp") << QStringLiteral("wmp");
        QTest::newRow("wmpb") << QStringLiteral("wmpb");
    }
    void fixturesGiveTheirBlocks()
    {
        QFETCH(QString, format);
        QByteArray bytes;
        const std::unique_ptr<document::SceneDocument> doc = testing::openFixtureLevel(format, &bytes);
        const std::vector<SourceBlock> blocks = sourceBlocks(*doc);
        QVERIFY(!blocks.empty());
        for (const SourceBlock &block : blocks) {
            QCOMPARE(doc->nodeKind(block.id), document::NodeKind::Block);
            QVERIFY(block.faces.size() >= 4);
            const QStringList textures = doc->property(block.id, QStringLiteral("faceTextures")).toStringList();
            for (const SourceFace &face : block.faces) {
                QVERIFY(face.polygon.size() >= 3);
                if (face.face < textures.size())
                    QCOMPARE(face.texture, textures[face.face]);
            }
            const BuildBlock compiled = compiledGeometry(block);
            QVERIFY2(compiled.problems.isEmpty(), qPrintable(compiled.problems.join(QLatin1Char(';'))));
            QCOMPARE(compiled.faces.size(), block.faces.size());
            // Every compiled corner lies within half a unit of the source polygon's plane.
            for (const BuildFace &face : compiled.faces) {
                QVERIFY(face.face >= 0);
                FacePlane source;
                QVERIFY(planeOf(block.faces[size_t(face.face)].polygon, &source));
                for (const Eigen::Vector3d &p : face.polygon)
                    QVERIFY(std::abs(std::abs(source.normal.dot(p) - source.distance)) <= 0.5 + 1e-6);
            }
        }
        QVERIFY(sourceBlocks(*testing::openFixtureLevel(QStringLiteral("wmb"), &bytes)).empty());
    }

    // A block with a valley roof (two top faces meeting below their outer edges) is not convex:
    // the problem names the block, and the block is built as what the planes enclose (a tent).
    void aConcaveBlockIsNamed()
    {
        using Eigen::Vector3d;
        SourceBlock block;
        block.name = QStringLiteral("Valley");
        const auto face = [&](std::vector<Vector3d> polygon) { block.faces.push_back({int(block.faces.size()), std::move(polygon), {}, {}}); };
        face({{-64, -32, 0}, {-64, 32, 0}, {64, 32, 0}, {64, -32, 0}});       // bottom
        face({{-64, -32, 0}, {-64, -32, 64}, {-64, 32, 64}, {-64, 32, 0}});   // -X
        face({{64, -32, 0}, {64, 32, 0}, {64, 32, 64}, {64, -32, 64}});       // +X
        face({{-64, -32, 64}, {0, -32, 32}, {0, 32, 32}, {-64, 32, 64}});     // left roof
        face({{0, -32, 32}, {64, -32, 64}, {64, 32, 64}, {0, 32, 32}});       // right roof
        face({{-64, -32, 0}, {64, -32, 0}, {64, -32, 64}, {0, -32, 32}, {-64, -32, 64}}); // -Y
        face({{-64, 32, 0}, {-64, 32, 64}, {0, 32, 32}, {64, 32, 64}, {64, 32, 0}});       // +Y
        const BuildBlock compiled = compiledGeometry(block);
        QVERIFY2(compiled.problems.join(QLatin1Char(' ')).contains(QLatin1String("Block Valley is not convex")),
                 qPrintable(compiled.problems.join(QLatin1Char(';'))));
        Eigen::Vector3d lo, hi;
        blockBounds(compiled, &lo, &hi);
        QVERIFY(hi.z() <= 32 + 1e-6); // the tent under both roof planes

        // A box has no such problem.
        SourceBlock box;
        box.name = QStringLiteral("Box");
        for (const SourceFace &f : block.faces)
            if (f.face <= 2)
                box.faces.push_back(f);
        box.faces.push_back({3, {{-64, -32, 64}, {64, -32, 64}, {64, 32, 64}, {-64, 32, 64}}, {}, {}});
        box.faces.push_back({4, {{-64, -32, 0}, {64, -32, 0}, {64, -32, 64}, {-64, -32, 64}}, {}, {}});
        box.faces.push_back({5, {{-64, 32, 0}, {-64, 32, 64}, {64, 32, 64}, {64, 32, 0}}, {}, {}});
        QVERIFY2(compiledGeometry(box).problems.isEmpty(), qPrintable(compiledGeometry(box).problems.join(QLatin1Char(';'))));
    }

    // The texture list WED wrote: exactly the textures the faces use, in order of first use, on
    // the WMPB pairs; the same set on the text WMP pairs (their WMBs come from old BSP compilers).
    void texturesAsWedListedThem()
    {
        ACKEDIT_REQUIRE_CORPUS();
        int ordered = 0, sets = 0;
        const auto wedTextures = [](const document::SceneDocument &doc) {
            QStringList names;
            for (const format::WmbTexture &t : static_cast<const document::WmbDocument &>(doc).wmb()->textures())
                names << QString::fromLatin1(t.name.left(t.name.indexOf('\0') < 0 ? t.name.size() : t.name.indexOf('\0')));
            return names;
        };
        for (const QString &folder : {QStringLiteral("wmpb"), QStringLiteral("wmp"), QStringLiteral("a3wmp")}) {
            for (const QString &source : testing::corpusFiles({folder}, {QStringLiteral(".wmp")})) {
                QString compiled;
                for (const QString &wmbFolder : {QStringLiteral("wmb7"), QStringLiteral("wmb6"), QStringLiteral("wmb4"), QStringLiteral("wmb3"), QStringLiteral("wmb2")}) {
                    const QString candidate = testing::corpusDir() + QLatin1Char('/') + wmbFolder + QLatin1Char('/')
                                            + QFileInfo(source).completeBaseName() + QStringLiteral(".wmb");
                    compiled = compiled.isEmpty() && QFileInfo::exists(candidate) ? candidate : compiled;
                }
                if (compiled.isEmpty())
                    continue;
                const document::OpenedDocument level = document::openDocument(source), wmb = document::openDocument(compiled);
                QVERIFY2(level.document && wmb.document, qPrintable(level.error + wmb.error));
                const QStringList ours = usedTextures(sourceBlocks(static_cast<const document::SceneDocument &>(*level.document)));
                const QStringList wed = wedTextures(static_cast<const document::SceneDocument &>(*wmb.document));
                const QString name = QFileInfo(source).fileName();
                if (folder == QLatin1String("wmpb")) {
                    QVERIFY2(ours.join(QLatin1Char(',')).toLower() == wed.join(QLatin1Char(',')).toLower(),
                             qPrintable(name + QStringLiteral(": ") + ours.join(QLatin1Char(',')) + QStringLiteral(" / WED ")
                                        + wed.join(QLatin1Char(','))));
                    ++ordered;
                } else {
                    QStringList a = ours, b = wed;
                    for (QString &t : a)
                        t = t.toLower();
                    for (QString &t : b)
                        t = t.toLower();
                    a.sort();
                    b.sort();
                    qInfo("%s: %s / WED %s", qPrintable(name), qPrintable(a.join(QLatin1Char(','))), qPrintable(b.join(QLatin1Char(','))));
                    sets += a == b ? 1 : 0;
                }
            }
        }
        qInfo("texture lists: %d WMPB pairs in WED's order; %d text WMP pairs with WED's set", ordered, sets);
        QVERIFY(ordered > 0);
    }

    void boundsAsWedCompiledThem()
    {
        ACKEDIT_REQUIRE_CORPUS();
        int pairs = 0, blocksCompared = 0, moved = 0;
        double worst = 0;
        for (const QString &source : testing::corpusFiles({QStringLiteral("wmpb")}, {QStringLiteral(".wmp")})) {
            const QString compiled = testing::corpusDir() + QStringLiteral("/wmb7/") + QFileInfo(source).completeBaseName()
                                     + QStringLiteral(".wmb");
            if (!QFileInfo::exists(compiled))
                continue;
            const document::OpenedDocument level = document::openDocument(source), wmb = document::openDocument(compiled);
            QVERIFY2(level.document && wmb.document, qPrintable(level.error + wmb.error));
            const std::vector<SourceBlock> blocks = sourceBlocks(static_cast<const document::SceneDocument &>(*level.document));
            const auto &wed = static_cast<const document::WmbDocument &>(*wmb.document).wmb()->blocks();
            QVERIFY2(blocks.size() == wed.size(), qPrintable(QStringLiteral("%1: %2 blocks, WED %3")
                                                                 .arg(QFileInfo(source).fileName()).arg(blocks.size()).arg(wed.size())));
            // Each block against WED's block at the same place in the list; where that is another
            // block (WED moved it), against the WED block whose bounds are nearest, counted apart.
            std::vector<bool> taken(wed.size(), false);
            const auto offFrom = [&](const Eigen::Vector3d &lo, const Eigen::Vector3d &hi, size_t w) {
                return std::max((lo - wed[w].mins.cast<double>()).cwiseAbs().maxCoeff(),
                                (hi - wed[w].maxs.cast<double>()).cwiseAbs().maxCoeff());
            };
            std::vector<std::pair<size_t, double>> unmatched;
            for (size_t b = 0; b < blocks.size(); ++b) {
                Eigen::Vector3d lo, hi;
                blockBounds(compiledGeometry(blocks[b]), &lo, &hi);
                double off = offFrom(lo, hi, b);
                if (off <= 0.5 && !taken[b]) {
                    taken[b] = true;
                } else {
                    size_t best = 0;
                    off = std::numeric_limits<double>::max();
                    for (size_t w = 0; w < wed.size(); ++w) {
                        if (!taken[w] && offFrom(lo, hi, w) < off) {
                            off = offFrom(lo, hi, w);
                            best = w;
                        }
                    }
                    taken[best] = true;
                    ++moved;
                    qInfo("%s: block %zu (%s) is WED's block %zu", qPrintable(QFileInfo(source).fileName()), b,
                          qPrintable(blocks[b].name), best);
                }
                worst = std::max(worst, off);
                QVERIFY2(off <= 0.5, qPrintable(QStringLiteral("%1 block %2 (%3): %4 units off")
                                                    .arg(QFileInfo(source).fileName()).arg(b).arg(blocks[b].name).arg(off)));
                ++blocksCompared;
            }
            ++pairs;
        }
        qInfo("%d WMPB/WMB7 pairs, %d blocks, bounds at most %.4f units from WED's; %d blocks at another place in WED's list",
              pairs, blocksCompared, worst, moved);
        QVERIFY(pairs > 0);
    }
};

QTEST_GUILESS_MAIN(TstBuildSource)
#include "tst_buildsource.moc"

// Real WMB7 levels from the corpus, textured and lightmapped: the draw count follows the
// (texture, lightmap page) batches, not the blocks, and the lightmap darkens the picture.
#include "common_corpus.h"

#include "formatregistry.h"
#include "imageconvert.h"
#include "viewport/viewport.h"
#include "wmb/wmbfile.h"

#include <QFile>
#include <QTest>

#include <map>
#include <set>

using namespace ackedit;
using widgets::Viewport;

namespace {

const QColor Background(0, 0, 0);

double meanGray(const QImage &image)
{
    const QImage rgb = image.convertToFormat(QImage::Format_RGB32);
    double sum = 0;
    int n = 0;
    for (int y = 0; y < rgb.height(); ++y) {
        for (int x = 0; x < rgb.width(); ++x) {
            const QRgb p = rgb.pixel(x, y);
            if (p == QColor(Background).rgb())
                continue;
            sum += qGray(p);
            ++n;
        }
    }
    return n ? sum / n : 0.0;
}

} // namespace

class TestViewportLevel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void corpusLevelIsBatchedAndLightmapped_data()
    {
        QTest::addColumn<QString>("path");
        if (!testing::hasCorpus())
            return;
        for (const QString &path : testing::corpusFiles({QStringLiteral("wmb7")}, {QStringLiteral(".wmb")}))
            QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
    }

    void corpusLevelIsBatchedAndLightmapped()
    {
        ACKEDIT_REQUIRE_CORPUS();
        QFETCH(QString, path);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const std::unique_ptr<format::AssetFile> asset = format::readAssetFile(file.readAll());
        auto *wmb = dynamic_cast<format::WmbFile *>(asset.get());
        QVERIFY(wmb);
        if (wmb->lightmapPages().empty() || wmb->blocks().empty())
            QSKIP("no lightmap pages or no blocks");
        const format::TriangleMesh mesh = wmb->mesh(0);
        QCOMPARE(mesh.lightmapUvs.size(), mesh.positions.size());
        QCOMPARE(mesh.lightmapPages.size(), mesh.triangles.size());
        QList<QImage> skins, lightmaps;
        for (int i = 0; i < wmb->skinCount(); ++i)
            skins << document::toQImage(wmb->skinImage(i));
        for (int i = 0; i < int(wmb->lightmapPages().size()); ++i)
            lightmaps << document::toQImage(wmb->lightmapImage(i));
        // Expected batches: distinct (texture, page) pairs; each lightmapped one has a second pass.
        std::set<std::pair<int, int>> batches;
        for (size_t t = 0; t < mesh.triangles.size(); ++t) {
            const int skin = mesh.triangles[t].skin;
            batches.insert({skin >= 0 && skin < skins.size() && !skins[skin].isNull() ? skin : -1,
                            mesh.lightmapPages[t]});
        }
        int expected = 0;
        bool lightmapped = false;
        for (const auto &b : batches) {
            expected += b.second >= 0 ? 2 : 1;
            lightmapped |= b.second >= 0;
        }

        Viewport view;
        view.setBackgroundColor(Background);
        view.resize(320, 240);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.addMesh(mesh, skins);
        const double unlit = meanGray(view.captureWithContent());
        view.clearScene();
        view.addLevelMesh(mesh, skins, lightmaps);
        const QImage image = view.captureWithContent();
        QVERIFY(Viewport::hasContent(image, Background));
        const double lit = meanGray(image);
        std::map<int, int> perPage;
        for (int page : mesh.lightmapPages)
            ++perPage[page];
        QStringList pages;
        for (const auto &p : perPage)
            pages << QStringLiteral("%1:%2").arg(p.first).arg(p.second);
        qInfo("%s: %zu blocks, %zu triangles (per page %s), %d draws, mean grey %.1f lit by lightmap vs %.1f shaded",
              qPrintable(QFileInfo(path).fileName()), wmb->blocks().size(), mesh.triangles.size(),
              qPrintable(pages.join(QLatin1Char(' '))), view.drawCount(), lit, unlit);
        QCOMPARE(view.drawCount(), expected);
        QVERIFY(view.drawCount() <= 2 * (skins.size() + 1) * lightmaps.size() + skins.size() + 1);
        if (lightmapped) // the lightmap pass changes the picture
            QVERIFY(std::abs(lit - unlit) > 1.0);
    }
};

QTEST_MAIN(TestViewportLevel)
#include "tst_viewportlevel.moc"

// Build (issue 35): the whole compile of a level source into a WMB7, lighting included, as
// `ackedit-cli build` runs it (the input taken once; one iteration = buildLevel):
//   BM_Build/<corpus source>          every corpus text WMP and WMPB with blocks
//   BM_BuildNoLight/<corpus source>   the reference in the same run: the same build without
//                                     lighting (geometry, textures, objects, the file)
//   BM_BuildGenerated/<threads>       a generated level of 2,000 blocks and 50 lights on a floor
//                                     (pillars casting shadows), all cores and one
#include "bench_formats.h"

#include "build/levelbuild.h"
#include "documentopen.h"
#include "newassets.h"
#include "scene/wmpbdocument.h"
#include "wmpb/wmpbfile.h"

#include <QDirIterator>

#include <benchmark/benchmark.h>

#include <memory>

namespace ackedit::bench {

namespace {

using document::build::BuildInput;
using document::build::BuildOptions;

void build(benchmark::State &state, std::shared_ptr<BuildInput> input, BuildOptions options)
{
    int triangles = 0;
    for (auto _ : state) {
        const document::build::BuildResult r = document::build::buildLevel(*input, options);
        if (!r.wmb) {
            state.SkipWithError(r.error.toStdString().c_str());
            return;
        }
        triangles = r.stats.triangles;
    }
    state.counters["triangles"] = triangles;
    state.counters["blocks"] = double(input->blocks.size());
}

// 2,000 blocks: a 2,048-unit floor, 1,999 pillars of 24 x 24 x 96 on a 45 x 45 grid over it,
// and 50 lights of range 400 between them; made through the WMPB document's own adding.
std::shared_ptr<BuildInput> generatedLevel()
{
    auto doc = std::make_unique<document::WmpbDocument>(format::readWmpb(document::newassets::level(true)->write()), QString());
    const auto add = [&](document::NodeKind kind, const Eigen::Vector3d &at, const Eigen::Vector3d &size) {
        document::NodeSetup setup;
        setup.blockSize = size;
        const qint64 parent = doc->parentFor(kind);
        doc->addNodeAt(kind, document::NodeId(std::max<qint64>(0, parent)), at, setup);
    };
    add(document::NodeKind::Block, {0, 0, -8}, {2048, 2048, 16});
    for (int i = 0; i < 1999; ++i)
        add(document::NodeKind::Block, {-990 + 45.0 * (i % 45), -990 + 45.0 * (i / 45), 48}, {24, 24, 96});
    for (int i = 0; i < 50; ++i)
        add(document::NodeKind::Light, {-900 + 360.0 * (i % 6) + 20, -900 + 250.0 * (i / 6) + 20, 128}, Eigen::Vector3d::Zero());
    return std::make_shared<BuildInput>(document::build::buildInput(*doc, {}));
}

void buildGenerated(benchmark::State &state)
{
    static const std::shared_ptr<BuildInput> input = generatedLevel();
    BuildOptions options;
    options.threads = int(state.range(0));
    build(state, input, options);
}

} // namespace

void registerBuildBenchmarks()
{
    const QString root = corpusDir();
    QStringList files;
    for (const QString &folder : {QStringLiteral("wmpb"), QStringLiteral("wmp")}) {
        QDirIterator it(root + QLatin1Char('/') + folder, {QStringLiteral("*.wmp")}, QDir::Files);
        while (it.hasNext())
            files << it.next();
    }
    files.sort();
    for (const QString &path : files) {
        const document::OpenedDocument opened = document::openDocument(path);
        const auto *scene = qobject_cast<const document::SceneDocument *>(opened.document.get());
        if (!scene)
            continue;
        auto input = std::make_shared<BuildInput>(document::build::buildInput(*scene, {}));
        if (!input->isSource || input->blocks.empty())
            continue;
        const std::string name = QDir(root).relativeFilePath(path).toStdString();
        BuildOptions noLight;
        noLight.light = false;
        benchmark::RegisterBenchmark(("BM_Build/" + name).c_str(), build, input, BuildOptions{})->Unit(benchmark::kMillisecond);
        benchmark::RegisterBenchmark(("BM_BuildNoLight/" + name).c_str(), build, input, noLight)->Unit(benchmark::kMillisecond);
    }
    benchmark::RegisterBenchmark("BM_BuildGenerated", buildGenerated)->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->Iterations(3);
}

} // namespace ackedit::bench

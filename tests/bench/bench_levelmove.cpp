// The level editor's move path (issue 34 point 8) on generated text WMPs of 20,000 and 200,000
// objects (tests/format/wmp/wmptextlarge.h), through the scene document as the view runs it:
//   BM_LevelMoveDrag/<objects>      one iteration = one drag of the last leaf in a top view
//                                   (SceneMoveDrag: begin, 10 cursor steps, end) and its undo;
//                                   counters step_ms (CPU per cursor step), undo_ms.
//   BM_LevelTypedMove/<objects>     the reference in the same run: the same node's position typed
//                                   into the property panel (one setProperty) and undone;
//                                   counters edit_ms, undo_ms.
// A drag step should cost what one typed edit costs, whatever the level's size.
// What the views re-send when a dragged entity is drawn as its model (every entity of one model
// shares one mesh, so its copies are placed again):
//   BM_EntityModelCopies/<copies>  one iteration = placedCopies of a 1,024-triangle model for
//                                  that many entities
//   BM_EntityModelOne              the reference in the same run: one entity's placedMesh
#include "benchcputime.h"
#include "format/wmp/wmptextlarge.h"
#include "documentfactory.h"
#include "formatregistry.h"
#include "scene/entitymodels.h"
#include "scene/scenedocument.h"
#include "scene/scenemovedrag.h"

#include <QUndoStack>
#include <QVector3D>

#include <benchmark/benchmark.h>

#include <map>

namespace {

using namespace ackedit;
using document::NodeId;

struct Level
{
    std::unique_ptr<document::Document> owner;
    document::SceneDocument *doc = nullptr;
    NodeId leaf = 0;
};

Level &level(int objects)
{
    static std::map<int, Level> levels;
    Level &l = levels[objects];
    if (!l.doc) {
        l.owner = document::createDocument(format::readAssetFile(testing::wmpLargeText(objects)), QStringLiteral("large.wmp"));
        l.doc = qobject_cast<document::SceneDocument *>(l.owner.get());
        NodeId n = l.doc->children(0).constFirst();
        while (!l.doc->children(n).isEmpty())
            n = l.doc->children(n).constLast();
        l.leaf = n;
    }
    return l;
}

using bench::cpuMs;

document::ViewDescription topView(const Eigen::Vector3d &centre)
{
    const Eigen::Vector3f c = centre.cast<float>();
    return document::ViewDescription::orthographic(c + Eigen::Vector3f(0, 0, 1000), c, Eigen::Vector3f::UnitY(), 400.f,
                                                   Eigen::Vector2f(400, 400), 1.f, 5000.f);
}

void BM_LevelMoveDrag(benchmark::State &state)
{
    Level &l = level(int(state.range(0)));
    Eigen::Vector3d at;
    l.doc->worldPosition(l.leaf, &at);
    const document::ViewDescription view = topView(at);
    double steps = 0, undo = 0;
    int stepCount = 0;
    for (auto _ : state) {
        document::SceneMoveDrag drag(l.doc);
        if (!drag.begin({l.leaf}, view, Eigen::Vector2f(200, 200))) {
            state.SkipWithError("the node cannot move");
            return;
        }
        double t = cpuMs();
        for (int i = 1; i <= 10; ++i)
            drag.moveTo(Eigen::Vector2f(200.f + 3.f * float(i), 200.f - 2.f * float(i)));
        drag.end();
        double now = cpuMs();
        steps += now - t;
        stepCount += 10;
        t = now;
        l.doc->undoStack()->undo();
        undo += cpuMs() - t;
    }
    l.doc->undoStack()->clear();
    state.counters["step_ms"] = benchmark::Counter(steps / std::max(stepCount, 1));
    state.counters["undo_ms"] = benchmark::Counter(undo, benchmark::Counter::kAvgIterations);
}

void BM_LevelTypedMove(benchmark::State &state)
{
    Level &l = level(int(state.range(0)));
    const QVector3D origin = l.doc->property(l.leaf, QStringLiteral("origin")).value<QVector3D>();
    double edit = 0, undo = 0;
    for (auto _ : state) {
        double t = cpuMs();
        l.doc->beginEditGesture(); // a fresh step each time, as a typed value after a pause
        if (!l.doc->setProperty({l.leaf}, QStringLiteral("origin"), QVariant::fromValue(origin + QVector3D(30, 20, 0)))) {
            state.SkipWithError("the edit was refused");
            return;
        }
        double now = cpuMs();
        edit += now - t;
        t = now;
        l.doc->undoStack()->undo();
        undo += cpuMs() - t;
    }
    l.doc->undoStack()->clear();
    state.counters["edit_ms"] = benchmark::Counter(edit, benchmark::Counter::kAvgIterations);
    state.counters["undo_ms"] = benchmark::Counter(undo, benchmark::Counter::kAvgIterations);
}

// A 32 × 16 grid of quads bent into a tube: 1,024 triangles, 544 positions with normals and UVs.
format::TriangleMesh tube()
{
    format::TriangleMesh m;
    constexpr int around = 32, along = 16;
    for (int j = 0; j <= along; ++j) {
        for (int i = 0; i < around; ++i) {
            const float a = float(i) * 6.2831853f / around;
            m.positions.emplace_back(std::cos(a) * 20.f, std::sin(a) * 20.f, float(j) * 4.f);
            m.normals.emplace_back(std::cos(a), std::sin(a), 0.f);
            m.uvs.emplace_back(float(i) / around, float(j) / along);
        }
    }
    for (int j = 0; j < along; ++j) {
        for (int i = 0; i < around; ++i) {
            const auto v = [&](int ii, int jj) { return uint32_t(jj * around + (ii % around)); };
            m.triangles.push_back({{v(i, j), v(i + 1, j), v(i + 1, j + 1)}, {v(i, j), v(i + 1, j), v(i + 1, j + 1)}, 0});
            m.triangles.push_back({{v(i, j), v(i + 1, j + 1), v(i, j + 1)}, {v(i, j), v(i + 1, j + 1), v(i, j + 1)}, 0});
        }
    }
    return m;
}

std::vector<Eigen::Affine3f> placements(int copies)
{
    std::vector<Eigen::Affine3f> out;
    for (int i = 0; i < copies; ++i)
        out.push_back(Eigen::Translation3f(float(i % 32) * 64.f, float(i / 32) * 64.f, 0.f)
                      * Eigen::AngleAxisf(float(i) * 0.1f, Eigen::Vector3f::UnitZ()));
    return out;
}

void BM_EntityModelCopies(benchmark::State &state)
{
    const format::TriangleMesh model = tube();
    std::vector<Eigen::Affine3f> at = placements(int(state.range(0)));
    for (auto _ : state) {
        at.front().translate(Eigen::Vector3f(1, 0, 0)); // the dragged entity
        benchmark::DoNotOptimize(document::placedCopies(model, at));
    }
}

void BM_EntityModelOne(benchmark::State &state)
{
    const format::TriangleMesh model = tube();
    Eigen::Affine3f at = placements(1).front();
    for (auto _ : state) {
        at.translate(Eigen::Vector3f(1, 0, 0));
        benchmark::DoNotOptimize(document::placedMesh(model, at));
    }
}

BENCHMARK(BM_LevelMoveDrag)->Arg(20000)->Arg(200000)->Unit(benchmark::kMillisecond)->Iterations(20);
BENCHMARK(BM_LevelTypedMove)->Arg(20000)->Arg(200000)->Unit(benchmark::kMillisecond)->Iterations(20);
BENCHMARK(BM_EntityModelCopies)->Arg(50)->Arg(500)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_EntityModelOne)->Unit(benchmark::kMillisecond);

} // namespace

// Vertex selection and transform benchmarks (registered statically; bench_main runs them).
//   BM_SoftSelection/<layout>/<radius>/<metric>  soft weights of 1,000 selected vertices on a
//        20,164-vertex bumpy grid (spacing 1): layout 0 = one 40 x 25 patch, 1 = scattered at
//        random; metric 0 = straight-line, 1 = along edges. Counter affected = weights > 0.
//   BM_TransformStep/<radius>  one mouse move of a translate drag: TransformDrag::update from a
//        pixel plus writing every affected vertex (soft weights) into the frame's positions.
//   BM_PickVisible / BM_BoxSelectVisible  click pick and whole-view box select with occlusion on a
//        100 x 100 grid (19,602 triangles), viewer and occlusion grid built each time.
// Targets: soft selection well under 1 ms; a transform step well under 2 ms.
#include "model/vertex/softselection.h"
#include "model/vertex/transformdrag.h"
#include "model/vertex/vertexadjacency.h"
#include "model/vertex/vertexpicker.h"

#include "document/model/vertextoolsfixtures.h"

#include <benchmark/benchmark.h>

#include <random>

namespace {

using namespace ackedit::document;

constexpr int Side = 142; // 20,164 vertices

const vertextools::Mesh &model()
{
    static const vertextools::Mesh mesh = vertextools::bumpyGrid(Side, Side);
    return mesh;
}

VertexSelection thousandSelected(bool scattered)
{
    VertexSelection s(Side * Side);
    if (scattered) {
        std::mt19937 rng(42);
        std::uniform_int_distribution<int> pick(0, Side * Side - 1);
        while (s.count() < 1000)
            s.set(pick(rng), true);
    } else {
        for (int r = 50; r < 75; ++r)
            for (int c = 50; c < 90; ++c)
                s.set(r * Side + c, true);
    }
    return s;
}

void BM_SoftSelection(benchmark::State &state)
{
    const vertextools::Mesh &mesh = model();
    const VertexSelection selection = thousandSelected(state.range(0) != 0);
    const SoftSelectionSettings settings{float(state.range(1)), Falloff::Smooth,
                                         state.range(2) ? SoftDistance::Surface : SoftDistance::Euclidean};
    const VertexAdjacency adjacency(Side * Side, mesh.triangles); // built once per model, not per drag
    size_t affected = 0;
    for (auto _ : state) {
        const auto weights = SoftSelection::compute(mesh.positions, selection, settings, &adjacency);
        affected = weights.size();
        benchmark::DoNotOptimize(weights.data());
    }
    state.counters["affected"] = double(affected);
}
BENCHMARK(BM_SoftSelection)->ArgsProduct({{0, 1}, {4, 16}, {0, 1}})->Unit(benchmark::kMicrosecond);

void BM_TransformStep(benchmark::State &state)
{
    const vertextools::Mesh &mesh = model();
    const VertexSelection selection = thousandSelected(false);
    const auto weights = SoftSelection::compute(mesh.positions, selection,
                                                {float(state.range(0)), Falloff::Smooth, SoftDistance::Euclidean});
    std::vector<Eigen::Vector3f> originals;
    for (const WeightedVertex &w : weights)
        originals.push_back(mesh.positions[size_t(w.vertex)]);
    std::vector<Eigen::Vector3f> frame = mesh.positions;
    const ViewDescription view = ViewDescription::perspective(Eigen::Vector3f(70, -60, 90), Eigen::Vector3f(70, 70, 0),
                                                              Eigen::Vector3f::UnitZ(), 60.0f,
                                                              Eigen::Vector2f(1280, 960), 0.1f, 1000.0f);
    const Eigen::Vector3f pivot = selection.centroid(mesh.positions);
    const Eigen::Vector2f start = view.project(pivot)->head<2>();
    TransformDrag drag(TransformKind::Translate, view, pivot, start);
    float step = 0.0f;
    for (auto _ : state) {
        step = step > 200.0f ? 0.0f : step + 1.0f;
        const VertexTransform t = drag.update(start + Eigen::Vector2f(step, 0.5f * step));
        t.applyInPlace(weights, originals, frame);
        benchmark::DoNotOptimize(frame.data());
    }
    state.counters["affected"] = double(weights.size());
}
BENCHMARK(BM_TransformStep)->Arg(4)->Arg(16)->Unit(benchmark::kMicrosecond);

ViewDescription gridView()
{
    return ViewDescription::perspective(Eigen::Vector3f(-20, -30, 25), Eigen::Vector3f(50, 50, 0),
                                        Eigen::Vector3f::UnitZ(), 60.0f, Eigen::Vector2f(1280, 960), 0.1f, 1000.0f);
}

void BM_PickVisible(benchmark::State &state)
{
    static const vertextools::Mesh mesh = vertextools::bumpyGrid(100, 100);
    const ViewDescription view = gridView();
    int picked = -1;
    for (auto _ : state) {
        const VertexPicker picker(view, mesh.positions, mesh.triangles, true);
        picked = picker.pick(Eigen::Vector2f(640, 480), 8.0f);
        benchmark::DoNotOptimize(picked);
    }
    state.counters["triangles"] = double(mesh.triangles.size());
}
BENCHMARK(BM_PickVisible)->Unit(benchmark::kMicrosecond);

void BM_BoxSelectVisible(benchmark::State &state)
{
    static const vertextools::Mesh mesh = vertextools::bumpyGrid(100, 100);
    const ViewDescription view = gridView();
    size_t selected = 0;
    for (auto _ : state) {
        const VertexPicker picker(view, mesh.positions, mesh.triangles, true);
        const auto inside = picker.inRect(Eigen::Vector2f(0, 0), view.viewportSize());
        selected = inside.size();
        benchmark::DoNotOptimize(inside.data());
    }
    state.counters["selected"] = double(selected);
}
BENCHMARK(BM_BoxSelectVisible)->Unit(benchmark::kMillisecond);

} // namespace

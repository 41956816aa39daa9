// Terrain sculpting benchmarks (registered statically; bench_main runs them with the rest).
//   BM_SculptDab/<grid>/<radius>      one raise dab on a grid^2 terrain, radius in vertices (cell
//                                     size 1), CPU side: brush + normal update of the changed rect.
//   BM_SculptDabUndo/<grid>/<radius>  the same through SculptStroke + QUndoStack (tile snapshots,
//                                     merge into the stroke's command, normals via the target).
//   BM_SculptStrokeUndoBytes          1025^2 grid, 100 strokes of 20 dabs (radius 32, 16 vertices
//                                     apart) along straight lines at random places (fixed seed);
//                                     counter undo_bytes = memory held by the undo stack.
// Targets: radius-32 dab on 1025^2 under 0.25 ms; the 100 strokes under 32 MB of undo.
#include "terrain/sculptcommand.h"
#include "terrain/gridheighttarget.h"
#include "terrain/sculptstroke.h"

#include <QUndoStack>

#include <benchmark/benchmark.h>

#include <cmath>
#include <random>

namespace {

using namespace ackedit::document;

SculptSettings raiseSettings(float radius)
{
    SculptSettings s;
    s.kind = BrushKind::Raise;
    s.radius = radius;
    s.strength = 0.01f;
    s.falloff = Falloff::Smooth;
    return s;
}

void BM_SculptDab(benchmark::State &state)
{
    const int n = int(state.range(0));
    const float radius = float(state.range(1));
    HeightGrid grid(n, n, 1.0f, 1.0f, 0.0f, 0.0f, 0.0f);
    std::vector<Eigen::Vector3f> normals = grid.computeNormals();
    auto brush = SculptBrush::create(raiseSettings(radius));
    const SculptDab dab{grid.toWorld(float(n / 2), float(n / 2))};
    qint64 vertices = 0;
    for (auto _ : state) {
        const QRect changed = brush->apply(grid, dab);
        const QRect normalRect = grid.recomputeNormals(changed, normals);
        benchmark::DoNotOptimize(normals.data());
        benchmark::DoNotOptimize(normalRect);
        vertices = qint64(changed.width()) * changed.height();
    }
    state.counters["rect_vertices"] = double(vertices);
}
BENCHMARK(BM_SculptDab)->ArgsProduct({{257, 1025, 2049}, {8, 32, 128}})->Unit(benchmark::kMicrosecond);

void BM_SculptDabUndo(benchmark::State &state)
{
    const int n = int(state.range(0));
    const float radius = float(state.range(1));
    GridHeightTarget target(HeightGrid(n, n, 1.0f, 1.0f, 0.0f, 0.0f, 0.0f));
    QUndoStack stack;
    SculptStroke stroke(&stack, &target);
    std::shared_ptr<SculptBrush> brush = SculptBrush::create(raiseSettings(radius));
    const Eigen::Vector2f centre = target.grid().toWorld(float(n / 2), float(n / 2));
    stroke.begin(brush, SculptDab{centre});
    // Alternate between two nearby spots so every dab writes a full footprint of changes.
    const Eigen::Vector2f offset(1.0f, 0.0f);
    bool odd = false;
    for (auto _ : state) {
        stroke.dab(SculptDab{odd ? Eigen::Vector2f(centre + offset) : centre});
        odd = !odd;
    }
    stroke.end();
    if (const SculptCommand *cmd = stroke.command())
        state.counters["undo_bytes"] = double(cmd->bytes());
}
BENCHMARK(BM_SculptDabUndo)->ArgsProduct({{257, 1025, 2049}, {8, 32, 128}})->Unit(benchmark::kMicrosecond);

void BM_SculptStrokeUndoBytes(benchmark::State &state)
{
    constexpr int n = 1025, strokes = 100, dabs = 20;
    constexpr float radius = 32.0f, spacing = 16.0f;
    constexpr float halfLength = (dabs - 1) * spacing / 2.0f;
    qint64 bytes = 0, tiles = 0;
    int entries = 0;
    for (auto _ : state) {
        state.PauseTiming();
        auto target = std::make_unique<GridHeightTarget>(HeightGrid(n, n, 1.0f, 1.0f, 0.0f, 0.0f, 0.0f));
        auto stack = std::make_unique<QUndoStack>();
        std::mt19937 rng(20240611);
        // Whole strokes (with their radius) stay inside the grid: the most memory per stroke.
        std::uniform_real_distribution<float> centreDist(radius + halfLength, float(n - 1) - radius - halfLength);
        std::uniform_real_distribution<float> angleDist(0.0f, 6.2831853f);
        state.ResumeTiming();
        for (int s = 0; s < strokes; ++s) {
            const Eigen::Vector2f centre(centreDist(rng), centreDist(rng));
            const float angle = angleDist(rng);
            const Eigen::Vector2f dir(std::cos(angle), std::sin(angle));
            const Eigen::Vector2f start = centre - dir * halfLength;
            SculptStroke stroke(stack.get(), target.get());
            stroke.begin(SculptBrush::create(raiseSettings(radius)), SculptDab{start});
            for (int i = 0; i < dabs; ++i)
                stroke.dab(SculptDab{Eigen::Vector2f(start + dir * (spacing * float(i)))});
            stroke.end();
        }
        state.PauseTiming();
        bytes = tiles = 0;
        entries = stack->count();
        for (int i = 0; i < stack->count(); ++i) {
            if (const auto *cmd = dynamic_cast<const SculptCommand *>(stack->command(i))) {
                bytes += cmd->bytes();
                tiles += cmd->tileCount();
            }
        }
        stack.reset();
        target.reset();
        state.ResumeTiming();
    }
    state.counters["undo_bytes"] = double(bytes);
    state.counters["undo_MiB"] = double(bytes) / (1024.0 * 1024.0);
    state.counters["undo_entries"] = entries;
    state.counters["tiles"] = double(tiles);
    state.counters["grid_bytes"] = double(qint64(n) * n * qint64(sizeof(float)));
}
BENCHMARK(BM_SculptStrokeUndoBytes)->Iterations(3)->Unit(benchmark::kMillisecond);

} // namespace

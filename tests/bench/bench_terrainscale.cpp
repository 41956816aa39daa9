// Terrain scale benchmark (registered statically; bench_main runs it with the rest).
//   BM_TerrainOpen/<n>  an n^2 HMP7 terrain written with ackedit's own writer (rolling hills),
//                       then per iteration: read from its bytes and build the TerrainDocument
//                       (its height grid), what opening does before the editor draws.
//                       Counters: bytes (file size), peak_rss_mb (process peak, ru_maxrss, so
//                       it only grows across the run: run one size alone for its own figure).
// The editor side (chunked TerrainView, level of detail) needs a Qt3D viewport: measure it with
// `ackedit --measure-open FILE` under Xvfb (ackedit-demogen --terrain N FILE writes the files).
#include "hmp/hmpfile.h"
#include "terrain/terraindocument.h"

#include <benchmark/benchmark.h>

#include <sys/resource.h>

#include <cmath>

namespace {

using namespace ackedit;

QByteArray terrainBytes(int n)
{
    std::vector<float> heights(size_t(n) * size_t(n));
    for (int row = 0; row < n; ++row)
        for (int col = 0; col < n; ++col)
            heights[size_t(row) * size_t(n) + size_t(col)] =
                40.f * std::sin(0.02f * float(col)) * std::cos(0.017f * float(row));
    return format::HmpFile::create(QStringLiteral("HMP7"), n, n, 16.f, 16.f, heights)->write();
}

double peakRssMb()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0;
}

void BM_TerrainOpen(benchmark::State &state)
{
    const int n = int(state.range(0));
    const QByteArray bytes = terrainBytes(n);
    for (auto _ : state) {
        auto doc = std::make_unique<document::TerrainDocument>(format::HmpFile::read(bytes), QString());
        benchmark::DoNotOptimize(doc->grid().heights().data());
    }
    state.counters["bytes"] = double(bytes.size());
    state.counters["peak_rss_mb"] = peakRssMb();
}

} // namespace

BENCHMARK(BM_TerrainOpen)->Arg(257)->Arg(1025)->Arg(2049)->Arg(4097)->Unit(benchmark::kMillisecond)->Iterations(2);

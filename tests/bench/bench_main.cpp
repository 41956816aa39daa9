// ackedit-bench entry point. The corpus folder defaults to ../shared/corpus beside the source tree;
// override with ACKEDIT_CORPUS=/path. Benchmarks are registered per file found at start-up.
#include "bench_formats.h"
#include "bench_vertexframes.h"

#include <benchmark/benchmark.h>

int main(int argc, char **argv)
{
    benchmark::Initialize(&argc, argv);
    ackedit::bench::registerFormatBenchmarks();
    ackedit::bench::registerVertexFrameBenchmarks();
    ackedit::bench::registerBuildBenchmarks();
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}

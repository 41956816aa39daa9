#pragma once
// CPU time of this process in milliseconds, for benchmarks that time the steps of one iteration
// (edit, undo, redo) as separate counters.
#include <time.h>

namespace ackedit::bench {

inline double cpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) / 1e6;
}

} // namespace ackedit::bench

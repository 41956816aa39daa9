#!/usr/bin/env python3
"""Per-file read ratio from one ackedit-bench JSON run.

    build/bin/ackedit-bench --benchmark_filter='BM_(Assimp)?Read/' --benchmark_format=json > bench.json
    python3 tests/bench/ratio.py bench.json [--min 1.3]

ratio = assimp time / ackedit time for the same corpus file in the same run (> 1: ackedit is
faster), from CPU time by default: other processes on a shared machine inflate wall time for
both sides unevenly (--real uses wall time). With --benchmark_repetitions the median aggregate
is used. Exits 1 when a ratio is below --min (default 1.0), so the script can gate a check.
--memcpy prints read time / BM_Memcpy time of the same file instead (exits 1 above --max, 20).
"""
import argparse
import json
import signal
import sys


def times(benchmarks, key):
    """{(kind, file): cpu_time} preferring the median aggregate when repetitions were run."""
    plain, median = {}, {}
    for b in benchmarks:
        name = b.get("run_name", b["name"])
        kind, _, path = name.partition("/")
        if kind not in ("BM_Read", "BM_AssimpRead", "BM_Memcpy"):
            continue
        if b.get("run_type") == "aggregate":
            if b.get("aggregate_name") == "median":
                median[(kind, path)] = b[key]
        elif b.get("error_occurred"):
            continue
        else:
            plain.setdefault((kind, path), []).append(b[key])
    out = {k: min(v) for k, v in plain.items()}
    out.update(median)
    return out


def main():
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # quiet when piped into head
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("json")
    parser.add_argument("--real", action="store_true", help="use wall time instead of CPU time")
    parser.add_argument("--min", type=float, default=1.0, help="fail when a ratio is below this")
    parser.add_argument("--memcpy", action="store_true",
                        help="print read time / BM_Memcpy time instead (fails above --max)")
    parser.add_argument("--max", type=float, default=20.0, help="with --memcpy: fail above this")
    args = parser.parse_args()
    with open(args.json) as f:
        data = json.load(f)
    t = times(data["benchmarks"], "real_time" if args.real else "cpu_time")
    if args.memcpy:
        return memcpy_ratios(t, args.max)
    rows = []
    for (kind, path), ours in t.items():
        if kind != "BM_Read" or ("BM_AssimpRead", path) not in t:
            continue
        theirs = t[("BM_AssimpRead", path)]
        rows.append((theirs / ours, path, ours, theirs))
    rows.sort()
    print(f"{'ratio':>7}  {'ackedit us':>11}  {'assimp us':>10}  file")
    for ratio, path, ours, theirs in rows:
        flag = "  <" if ratio < args.min else ""
        print(f"{ratio:7.2f}  {ours:11.1f}  {theirs:10.1f}  {path}{flag}")
    slow = [r for r in rows if r[0] < args.min]
    print(f"{len(rows)} files, {len(slow)} below {args.min}; lowest {rows[0][0]:.2f}" if rows else "no pairs")
    return 1 if slow else 0


def memcpy_ratios(t, limit):
    """BM_Read time over BM_Memcpy time of the same file (the copy floor; lower is better)."""
    rows = sorted((ours / t[("BM_Memcpy", path)], path, ours, t[("BM_Memcpy", path)])
                  for (kind, path), ours in t.items() if kind == "BM_Read" and ("BM_Memcpy", path) in t)
    print(f"{'x memcpy':>9}  {'read us':>10}  {'memcpy us':>10}  file")
    for ratio, path, ours, copy in rows:
        flag = "  >" if ratio > limit else ""
        print(f"{ratio:9.1f}  {ours:10.1f}  {copy:10.2f}  {path}{flag}")
    slow = [r for r in rows if r[0] > limit]
    print(f"{len(rows)} files, {len(slow)} above {limit}x memcpy")
    return 1 if slow else 0


if __name__ == "__main__":
    sys.exit(main())

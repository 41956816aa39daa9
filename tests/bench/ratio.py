#!/usr/bin/env python3
"""Per-file read ratio from one ackedit-bench JSON run.

    build/bin/ackedit-bench --benchmark_filter='BM_(Assimp)?Read/' --benchmark_format=json > bench.json
    python3 tests/bench/ratio.py bench.json [--min 1.3]

ratio = assimp time / ackedit time for the same corpus file in the same run (> 1: ackedit is
faster), from CPU time by default: other processes on a shared machine inflate wall time for
both sides unevenly (--real uses wall time). With --benchmark_repetitions the median aggregate
is used. Exits 1 when a ratio is below --min (default 1.0), so the script can gate a check.
--memcpy prints, for each file, BM_Parse (bytes already in memory) and BM_Read (file read
included) against both copy floors of the same file: BM_Memcpy (into a reused, cache-hot buffer)
and BM_MemcpyFresh (into a newly allocated buffer). Two more columns show what no reader can go
below, each over BM_Memcpy: file/mc, reading the file into memory (BM_ReadFile, part of BM_Read),
and scan/mc, one plain pass over every byte (BM_ByteScan, the least a tokeniser does). It exits 1
when a BM_Read / BM_Memcpy ratio, the figure the issue names, is above --max (default 20).
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
        if kind not in ("BM_Read", "BM_AssimpRead", "BM_Parse", "BM_Memcpy", "BM_MemcpyFresh", "BM_ReadFile",
                        "BM_ByteScan"):
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
                        help="print parse and read times against both memcpy floors instead "
                             "(fails when read / BM_Memcpy is above --max)")
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
    """BM_Parse and BM_Read times over BM_Memcpy and BM_MemcpyFresh of the same file (lower is better)."""
    def ratio(kind, path, floor):
        if (kind, path) not in t or (floor, path) not in t:
            return None
        return t[(kind, path)] / t[(floor, path)]

    def cell(value, width, digits):
        return f"{value:{width}.{digits}f}" if value is not None else f"{'-':>{width}}"

    paths = sorted(path for (kind, path) in t if kind == "BM_Memcpy")
    rows = sorted(((ratio("BM_Read", p, "BM_Memcpy") or 0.0), p) for p in paths)
    print(f"{'parse us':>9} {'read us':>9} {'memcpy us':>9} {'fresh us':>9} "
          f"{'parse/mc':>9} {'parse/fr':>9} {'read/mc':>9} {'read/fr':>9} {'file/mc':>8} {'scan/mc':>8}  file")
    slow = 0
    for read_ratio, p in rows:
        flag = ""
        if read_ratio > limit:
            flag, slow = "  >", slow + 1
        print(f"{cell(t.get(('BM_Parse', p)), 9, 1)} {cell(t.get(('BM_Read', p)), 9, 1)} "
              f"{cell(t.get(('BM_Memcpy', p)), 9, 2)} {cell(t.get(('BM_MemcpyFresh', p)), 9, 2)} "
              f"{cell(ratio('BM_Parse', p, 'BM_Memcpy'), 9, 1)} {cell(ratio('BM_Parse', p, 'BM_MemcpyFresh'), 9, 1)} "
              f"{cell(ratio('BM_Read', p, 'BM_Memcpy'), 9, 1)} {cell(ratio('BM_Read', p, 'BM_MemcpyFresh'), 9, 1)} "
              f"{cell(ratio('BM_ReadFile', p, 'BM_Memcpy'), 8, 1)} {cell(ratio('BM_ByteScan', p, 'BM_Memcpy'), 8, 1)}"
              f"  {p}{flag}")
    print(f"{len(rows)} files, {slow} with read above {limit}x memcpy")
    return 1 if slow else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Mutation testing: applies each mutant of mutants.py alone, rebuilds the tests that cover it,
runs them, and prints whether they killed it and the kill rate. The source is restored after
each mutant (also on Ctrl+C).

    tests/mutation/run.py                 every mutant (build/ must be configured: ./test.sh -R x)
    tests/mutation/run.py -k ARGB         those whose name contains the text
"""
import argparse, os, subprocess, sys, time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
sys.path.insert(0, HERE)
from mutants import MUTANTS  # noqa: E402


def run(cmd, timeout):
    try:
        return subprocess.run(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              timeout=timeout, text=True).returncode
    except subprocess.TimeoutExpired:
        return -1


def tests_fail(tests):
    env = dict(os.environ, QTEST_DISABLE_STACK_DUMP="1")
    for t in tests:
        exe = os.path.join(ROOT, "build", "bin", t)
        if not os.path.exists(exe):
            continue
        cmd = [exe] if os.environ.get("DISPLAY") else ["xvfb-run", "-a", exe]
        try:
            r = subprocess.run(cmd, cwd=ROOT, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=300)
        except subprocess.TimeoutExpired:
            return t + " (timeout)"
        if r.returncode != 0:
            return t
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("-k", default="", help="only mutants whose name contains this")
    args = ap.parse_args()
    chosen = [m for m in MUTANTS if args.k in m["name"]]
    killed = survived = equivalent = broken = 0
    for i, m in enumerate(chosen, 1):
        path = os.path.join(ROOT, m["file"])
        original = open(path, encoding="utf-8").read()
        text = original
        for find, repl in m["edits"]:
            if text.count(find) != 1:
                print(f"[{i:2}] NOT APPLIED  {m['name']}: the text is found {text.count(find)} times in {m['file']}")
                broken += 1
                text = None
                break
            text = text.replace(find, repl)
        if text is None:
            continue
        start = time.time()
        try:
            open(path, "w", encoding="utf-8").write(text)
            if run(["cmake", "--build", "build", "--target"] + m["tests"], 1800) != 0:
                verdict, by = "STILLBORN", "does not build"
                broken += 1
            else:
                by = tests_fail(m["tests"])
                if by:
                    verdict = "KILLED"
                    killed += 1
                elif m.get("equivalent"):
                    verdict, by = "EQUIVALENT", m["equivalent"]
                    equivalent += 1
                else:
                    verdict, by = "SURVIVED", "no covering test failed"
                    survived += 1
        finally:
            open(path, "w", encoding="utf-8").write(original)
        print(f"[{i:2}] {verdict:10} {m['name']} ({m['file']}): {by} [{time.time() - start:.0f} s]", flush=True)
    run(["cmake", "--build", "build", "--target"] + sorted({t for m in chosen for t in m["tests"]}), 1800)
    counted = killed + survived
    rate = 100.0 * killed / counted if counted else 0.0
    print(f"{killed} killed, {survived} survived, {equivalent} equivalent, {broken} not run; "
          f"kill rate {rate:.1f}% of {counted} non-equivalent mutants")
    return 1 if survived else 0


if __name__ == "__main__":
    sys.exit(main())

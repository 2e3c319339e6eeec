#!/usr/bin/env python3
"""Every cluster shape schedlint_bench generates is one schedlint reads: `schedlint check` on each,
at 50 queues, exits 0 or 1 (findings are fine; 2, unreadable input, or 3, an internal error, is a
generator bug) and prints valid JSON; and the same shape always gives the same files.

Usage: generated_shapes_test.py SCHEDLINT_BENCH SCHEDLINT
"""
import filecmp
import json
import subprocess
import sys
import tempfile
from pathlib import Path

# The shapes the benchmark's scenarios use, as `generate` flags.
SHAPES = [
    ["--scheduler", "fair"],
    ["--scheduler", "fair", "--depth", "1"],
    ["--scheduler", "fair", "--depth", "7"],
    ["--scheduler", "fair", "--mixed-groups", "--groups", "100"],
    ["--scheduler", "fair", "--sparse"],
    ["--scheduler", "fair", "--placement-creates"],
    ["--scheduler", "fair", "--placement-creates", "--depth", "1"],
    ["--scheduler", "capacity"],
    ["--scheduler", "capacity", "--depth", "1"],
    ["--scheduler", "capacity", "--depth", "7"],
    ["--scheduler", "capacity", "--mixed-groups", "--groups", "100"],
    ["--scheduler", "capacity", "--auto-create"],
    ["--scheduler", "capacity", "--non-legacy"],
    ["--scheduler", "capacity", "--non-legacy", "--auto-create", "--depth", "7"],
]


def main() -> int:
    bench, schedlint = sys.argv[1], sys.argv[2]
    failures = []
    with tempfile.TemporaryDirectory() as tmp:
        for i, flags in enumerate(SHAPES):
            shape = " ".join(flags)
            args = [bench, "generate", "--queues", "50", "--nodes", "2000", "--workloads", "20",
                    *flags]
            dirs = [Path(tmp) / f"{i}-a", Path(tmp) / f"{i}-b"]
            for d in dirs:
                subprocess.run([*args, str(d)], check=True)
            diff = filecmp.dircmp(dirs[0], dirs[1])
            if diff.diff_files or diff.left_only or diff.right_only:
                failures.append(f"{shape}: two runs wrote different files")
            run = subprocess.run([schedlint, "check", str(dirs[0]), "--format", "json"],
                                 capture_output=True, text=True)
            if run.returncode not in (0, 1):
                failures.append(f"{shape}: schedlint check exited {run.returncode}:\n"
                                f"{run.stdout[:2000]}{run.stderr[:2000]}")
                continue
            try:
                json.loads(run.stdout)
            except json.JSONDecodeError as e:
                failures.append(f"{shape}: the JSON report does not parse: {e}")
    for f in failures:
        print(f"FAIL {f}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

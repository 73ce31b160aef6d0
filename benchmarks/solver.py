"""Solver benchmark: nodes per second, the time to check the whole puzzle pack, and one large
tree searched in one process and shared over two.

    python benchmarks/solver.py [--quick]

Each bundled puzzle is checked as the tests check it (`solve(puzzle, workers=1)`: the goal, the
lines found, the puzzle's own lines, other ways); the figures are wall seconds and CPU seconds
of this process (a busy machine makes the wall time longer, not the CPU time). The large tree
is a Vanguard main phase whose defender holds enough guardians that it cannot be won, so that
every line is searched: the whole tree in one process, then shared out over two.
"""

from __future__ import annotations

import argparse
import copy
import os
import platform
import resource
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from playtester.practice import solver
from playtester.practice.pack import pack
from playtester.practice.puzzle import Puzzle, puzzle_from_dict


def large_tree(cards: int) -> Puzzle:
    """The main phase of "Call first" with `cards` units in hand against three guardians of
    10000 shield: no way, so every order of calls and moves is searched."""
    found = next(q for p, q in pack("vanguard") if p.name.startswith("05-"))
    doc = copy.deepcopy(found.to_dict())
    units = ["Gallant Knight of the Morning Bell", "Corwin the Lumen Blade", "Brightmane Skysteed"]
    doc["position"]["players"][0]["hand"] = (units * 2)[:cards]
    doc["position"]["players"][1]["hand"] = ["Squire of the Gleaming Gate"] * 3
    doc["unique"] = False
    return puzzle_from_dict(doc)


def _children_cpu() -> float:
    """CPU seconds of the finished child processes (the solver's workers)."""
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="a smaller large tree")
    args = parser.parse_args()
    load = os.getloadavg() if hasattr(os, "getloadavg") else (0.0, 0.0, 0.0)
    print(
        f"{platform.processor() or platform.machine()}, {os.cpu_count()} cores, "
        f"Python {platform.python_version()}, load average {load[0]:.2f}"
    )
    nodes, wall, cpu = 0, 0.0, 0.0
    slowest = (0.0, "")
    for path, puzzle in pack():
        started, ticks = time.perf_counter(), time.process_time()
        report = solver.solve(puzzle, workers=1)
        spent = time.perf_counter() - started
        cpu += time.process_time() - ticks
        wall += spent
        nodes += report.nodes
        slowest = max(slowest, (spent, f"{path.parent.name}/{path.name}"))
        if not report.ok:
            print(f"{path}: {'; '.join(report.problems())}")
    print(
        f"pack: {len(pack())} puzzles checked in {wall:.2f} s ({cpu:.2f} s CPU), "
        f"{nodes:,} positions, {nodes / cpu:,.0f} positions per CPU second; "
        f"slowest {slowest[1]} {slowest[0]:.2f} s"
    )
    puzzle = large_tree(3 if args.quick else 4)
    times = {}
    for workers in (1, 2):
        started, ticks, forked = time.perf_counter(), time.process_time(), _children_cpu()
        report = solver.solve(puzzle, workers=workers)
        times[workers] = time.perf_counter() - started
        spent = time.process_time() - ticks + _children_cpu() - forked
        print(
            f"large tree, {workers} process(es) allowed, {report.workers} used: reachable "
            f"{report.reachable}, {report.nodes:,} positions in {times[workers]:.2f} s, "
            f"{spent:.2f} s CPU in all processes ({report.nodes / spent:,.0f} per CPU second)"
        )
    print(f"two processes: {times[1] / times[2]:.2f} times as fast (wall time)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

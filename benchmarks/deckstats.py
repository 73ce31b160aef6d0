"""`playtester deck stats` on two demo decks: its time, and its peak memory as the games grow.

    python benchmarks/deckstats.py [--games 200 1000 ...] [--runs 3] [--processes P]

Each run is a fresh process running the command (what a player types), from the start of the
process to its report; the time given is the best of the runs (other programs on the machine
only ever slow a run down). Peak memory is the largest resident size of the command's own
process and of its largest worker process (`getrusage`), which should not grow with the games.
"""

from __future__ import annotations

import argparse
import os
import platform
import resource
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from playtester.resources import demo_decks  # noqa: E402

DECKS = ("dawnspire-order", "cinderwing-dominion")


def one(games: int, processes: int) -> None:
    """In a fresh process: the command, then its time and peak sizes on the last line."""
    start = time.perf_counter()
    from playtester.cli import main

    paths = {p.stem: p for p in demo_decks()}
    argv = ["deck", "stats", str(paths[DECKS[0]]), "--against", str(paths[DECKS[1]])]
    argv += ["--games", str(games), "--seed", "1", "--processes", str(processes)]
    with open(os.devnull, "w") as quiet:
        stdout, sys.stdout = sys.stdout, quiet
        try:
            code = main(argv)
        finally:
            sys.stdout = stdout
    elapsed = time.perf_counter() - start
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    workers = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    print(f"{code} {elapsed:.3f} {own} {workers}")


def measure(games: int, runs: int, processes: int) -> tuple[float, int, int]:
    times, own, workers = [], 0, 0
    for _ in range(runs):
        start = time.perf_counter()
        done = subprocess.run(
            [sys.executable, __file__, "--one", str(games), "--processes", str(processes)],
            capture_output=True,
            text=True,
            check=True,
        )
        wall = time.perf_counter() - start
        code, _, mine, theirs = done.stdout.split()[-4:]
        assert code == "0", done.stderr
        times.append(wall)
        own, workers = max(own, int(mine)), max(workers, int(theirs))
    return min(times), own, workers


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, nargs="+", default=[200, 1000])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--processes", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--one", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.one is not None:
        one(args.one, args.processes)
        return
    machine = f"{platform.machine()}, {os.cpu_count()} cores"
    print(f"machine: {machine}, Python {platform.python_version()}, {args.processes} processes")
    print(f"decks: {DECKS[0]} against {DECKS[1]}, opponent sparring, best of {args.runs} runs")
    print("| games | time (best) | games/s | peak memory: command | peak memory: a worker |")
    print("| --- | --- | --- | --- | --- |")
    for games in args.games:
        best, own, workers = measure(games, args.runs, args.processes)
        print(
            f"| {games:,} | {best:.1f} s | {games / best:.0f} | {own / 1024:.0f} MB "
            f"| {workers / 1024:.0f} MB |",
            flush=True,
        )


if __name__ == "__main__":
    main()

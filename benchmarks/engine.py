"""Engine benchmark: complete random-legal games per second, and legal_actions() timing,
in each format of each game.

    python benchmarks/engine.py [--games N] [--processes P] [--format standard|g|premium|all]
    python benchmarks/engine.py --game wixoss [--games N] [--processes P]

Each game starts from two of the format's bundled demo decks with its own seed; at every step a
player picks uniformly at random among `legal_actions()` (mulligans included) until someone
wins.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from playtester.engine import Game
from playtester.resources import demo_decks

FORMATS = ("standard", "g", "premium")
WIXOSS = "diva"  # WIXOSS's one format


def _game(format: str) -> str:
    return "wixoss" if format == WIXOSS else "vanguard"


def _decks(format: str) -> list[str]:
    return [p.read_text(encoding="utf-8") for p in demo_decks(format, _game(format))]


def play_random(
    seed: int, decks: list[str], timings: list[float] | None = None, format: str = "standard"
) -> tuple[int, int]:
    """Play one random-legal game; return (actions applied, winner)."""
    rng = random.Random(seed)
    pair = rng.sample(decks, 2)
    game = Game.new(game=_game(format), format=format, decks=pair, seed=seed)
    actions = 0
    while game.winner is None:
        if timings is not None and actions % 5 == 0:
            start = time.perf_counter()
            legal = game.legal_actions()
            timings.append(time.perf_counter() - start)
        else:
            legal = game.legal_actions()
        game.apply(rng.choice(legal))
        actions += 1
    return actions, game.winner


def _batch(seeds: range, format: str = "standard") -> tuple[int, int]:
    decks = _decks(format)
    total = 0
    for seed in seeds:
        total += play_random(seed, decks, format=format)[0]
    return len(seeds), total


def measure(format: str, games: int, processes: int) -> None:
    decks = _decks(format)
    timings: list[float] = []
    for seed in range(50):  # warm-up, and legal_actions() timing on one core
        play_random(10_000 + seed, decks, timings, format)
    median_us = statistics.median(timings) * 1e6

    start = time.perf_counter()
    n, actions = _batch(range(games), format)
    one_core = time.perf_counter() - start

    per = games // processes
    chunks = [range(i * per, (i + 1) * per) for i in range(processes)]
    start = time.perf_counter()
    with ProcessPoolExecutor(processes) as pool:
        done = sum(g for g, _ in pool.map(_batch, chunks, [format] * processes))
    all_cores = time.perf_counter() - start

    print(f"{format}: games: {n}, mean actions per game: {actions / n:.0f}")
    print(f"  one process: {n / one_core:.0f} games/s ({actions / one_core:,.0f} actions/s)")
    print(f"  {processes} processes: {done / all_cores:.0f} games/s (start-up included)")
    print(f"  legal_actions(): median {median_us:.1f} us over {len(timings)} calls")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--processes", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--format", choices=(*FORMATS, "all"), default="all")
    parser.add_argument("--game", choices=("vanguard", "wixoss"), default="vanguard")
    args = parser.parse_args()
    print(
        f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"
    )
    if args.game == "wixoss":
        formats: tuple[str, ...] = (WIXOSS,)
    else:
        formats = FORMATS if args.format == "all" else (args.format,)
    for format in formats:
        measure(format, args.games, args.processes)


if __name__ == "__main__":
    main()

"""Engine benchmark: complete random-legal games per second, and legal_actions() timing.

    python benchmarks/engine.py [--games N] [--processes P]

Each game starts from two bundled demo decks with its own seed; at every step a player picks
uniformly at random among `legal_actions()` (mulligans included) until someone wins.
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


def _decks() -> list[str]:
    return [p.read_text(encoding="utf-8") for p in demo_decks()]


def play_random(seed: int, decks: list[str], timings: list[float] | None = None) -> tuple[int, int]:
    """Play one random-legal game; return (actions applied, winner)."""
    rng = random.Random(seed)
    pair = rng.sample(decks, 2)
    game = Game.new(decks=pair, seed=seed)
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


def _batch(seeds: range) -> tuple[int, int]:
    decks = _decks()
    total = 0
    for seed in seeds:
        total += play_random(seed, decks)[0]
    return len(seeds), total


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--processes", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args()
    decks = _decks()

    timings: list[float] = []
    lengths = []
    for seed in range(50):  # warm-up, and legal_actions() timing on one core
        lengths.append(play_random(10_000 + seed, decks, timings)[0])
    median_us = statistics.median(timings) * 1e6

    start = time.perf_counter()
    n, actions = _batch(range(args.games))
    one_core = time.perf_counter() - start

    per = args.games // args.processes
    chunks = [range(i * per, (i + 1) * per) for i in range(args.processes)]
    start = time.perf_counter()
    with ProcessPoolExecutor(args.processes) as pool:
        done = sum(g for g, _ in pool.map(_batch, chunks))
    all_cores = time.perf_counter() - start

    print(
        f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"
    )
    print(f"games: {n}, mean actions per game: {actions / n:.0f}")
    print(f"one process: {n / one_core:.0f} games/s ({actions / one_core:,.0f} actions/s)")
    print(f"{args.processes} processes: {done / all_cores:.0f} games/s (start-up included)")
    print(f"legal_actions(): median {median_us:.1f} us over {len(timings)} calls")


if __name__ == "__main__":
    main()

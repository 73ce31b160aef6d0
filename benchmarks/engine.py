"""Engine benchmark: complete random-legal games per second, and legal_actions() timing,
in each format of each game.

    python benchmarks/engine.py [--games N] [--processes P] [--format standard|g|premium|d|all]
    python benchmarks/engine.py --game wixoss [--games N] [--processes P] [--check]

Each game starts from two of the format's bundled demo decks with its own seed; at every step a
player picks uniformly at random among `legal_actions()` (mulligans included) until someone
wins. A game with no winner after MAX_ACTIONS actions stops the run with a message. `--check`
first plays the N games checking each (not timed): its cards are conserved, undoing every action
gives the start position again, and replaying the actions from the start position gives the
same final position.
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
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from playtester.engine import Game, IllegalAction
from playtester.resources import demo_decks

FORMATS = ("standard", "g", "premium", "d")
WIXOSS = "diva"  # WIXOSS's one format
MAX_ACTIONS = 5_000  # a random game longer than this is stuck
# the only events that bring a card instance into the game or take one out (Vanguard's markers)
CREATES, DELETES = "marker+", "marker-"


class Failed(Exception):
    """A random game that broke a check, or never ended."""


def _game(format: str) -> str:
    return "wixoss" if format == WIXOSS else "vanguard"


def decks_of(format: str) -> list[str]:
    return [p.read_text(encoding="utf-8") for p in demo_decks(format, _game(format))]


def play_random(
    seed: int,
    decks: list[str],
    timings: list[float] | None = None,
    format: str = "standard",
    check: bool = False,
    max_actions: int = MAX_ACTIONS,
) -> tuple[int, int]:
    """Play one random-legal game; return (actions applied, winner). `check`: then check it
    (`check_game`); Failed when it breaks a check or has no winner after `max_actions`."""
    rng = random.Random(seed)
    pair = rng.sample(decks, 2)
    game = Game.new(game=_game(format), format=format, decks=pair, seed=seed)
    first = game.to_position() if check else {}
    actions = 0
    while game.winner is None:
        if actions >= max_actions:
            raise Failed(f"{format} game {seed}: no winner after {max_actions} actions")
        if timings is not None and actions % 5 == 0:
            start = time.perf_counter()
            legal = game.legal_actions()
            timings.append(time.perf_counter() - start)
        else:
            legal = game.legal_actions()
        game.apply(rng.choice(legal))
        actions += 1
    winner = game.winner
    if check:
        check_game(game, first, f"{format} game {seed}")
    return actions, winner


def check_game(game: Game, start: dict[str, Any], label: str) -> None:
    """Failed unless `game`, begun at position `start`, conserved its cards, replays from
    `start` to the same end, and undoes to `start` (it is left undone)."""
    _check_cards(game, start, label)
    end, steps = game.to_position(), list(game.history)
    while game.undo() is not None:
        pass
    if game.to_position() != start:
        raise Failed(f"{label}: undoing every action does not give the start position")
    replay = Game.from_position(start)
    try:
        for step in steps:
            replay.apply(step.action, override=step.override)
    except IllegalAction as exc:
        raise Failed(f"{label}: replaying its actions, one is refused: {exc.reason}") from None
    if replay.to_position() != end:
        raise Failed(f"{label}: replaying its {len(steps)} actions ends elsewhere")


def _check_cards(game: Game, start: dict[str, Any], label: str) -> None:
    """Every card lies in exactly one zone, where the game says, and the cards are those dealt
    but for the instances events brought in or took out."""
    state = game.state
    placed = [(p, zone, i) for p in (0, 1) for zone, ids in state.zones[p].items() for i in ids]
    ids = [i for _, _, i in placed]
    if sorted(ids) != sorted(state.cards):
        raise Failed(f"{label}: the cards in the zones are not the game's cards, each once")
    if any(state.where.get(i) != (p, zone) for p, zone, i in placed):
        raise Failed(f"{label}: a card is not where the game has it")
    events = [e for step in game.history for e in step.events]
    created = {e.to_dict()["card"] for e in events if e.kind == CREATES}
    deleted = {e.to_dict()["card"] for e in events if e.kind == DELETES}
    dealt = set(Game.from_position(start).state.cards)
    if set(state.cards) != (dealt | created) - deleted:
        raise Failed(f"{label}: cards were lost or appeared from nowhere")


def _batch(seeds: range, format: str = "standard") -> tuple[int, int]:
    decks = decks_of(format)
    total = 0
    for seed in seeds:
        total += play_random(seed, decks, format=format)[0]
    return len(seeds), total


def check(format: str, games: int) -> None:
    """Play `games` random games of `format` checking each (untimed); Failed at the first bad."""
    decks = decks_of(format)
    actions = sum(play_random(seed, decks, format=format, check=True)[0] for seed in range(games))
    print(
        f"{format}: checked {games} games ({actions:,} actions): cards conserved, undo gives "
        "the start position, replay the same end"
    )


def measure(format: str, games: int, processes: int) -> None:
    decks = decks_of(format)
    timings: list[float] = []
    for seed in range(50):  # warm-up, and legal_actions() timing on one core
        play_random(10_000 + seed, decks, timings, format)
    median_us = statistics.median(timings) * 1e6

    start, cpu = time.perf_counter(), time.process_time()
    n, actions = _batch(range(games), format)
    one_core, one_cpu = time.perf_counter() - start, time.process_time() - cpu

    per = games // processes
    chunks = [range(i * per, (i + 1) * per) for i in range(processes)]
    start = time.perf_counter()
    with ProcessPoolExecutor(processes) as pool:
        done = sum(g for g, _ in pool.map(_batch, chunks, [format] * processes))
    all_cores = time.perf_counter() - start

    print(f"{format}: games: {n}, mean actions per game: {actions / n:.0f}")
    print(f"  one process: {n / one_core:.0f} games/s ({actions / one_core:,.0f} actions/s)")
    # CPU time does not count other work on the machine: it compares runs on a busy machine
    print(f"  one process: {n / one_cpu:.0f} games per CPU-second")
    print(f"  {processes} processes: {done / all_cores:.0f} games/s (start-up included)")
    print(f"  legal_actions(): median {median_us:.1f} us over {len(timings)} calls")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--processes", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--format", choices=(*FORMATS, "all"), default="all")
    parser.add_argument("--game", choices=("vanguard", "wixoss"), default="vanguard")
    parser.add_argument(
        "--check", action="store_true", help="check each game first (cards, undo, replay)"
    )
    args = parser.parse_args()
    print(
        f"machine: {platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"
    )
    # a loaded machine gives other work part of the cores: its wall-clock figures are lower
    print("load average: " + " ".join(f"{load:.2f}" for load in os.getloadavg()))
    if args.game == "wixoss":
        formats: tuple[str, ...] = (WIXOSS,)
    else:
        formats = FORMATS if args.format == "all" else (args.format,)
    try:
        for format in formats:
            if args.check:
                check(format, args.games)
            measure(format, args.games, args.processes)
    except Failed as exc:
        sys.exit(f"FAILED: {exc}")


if __name__ == "__main__":
    main()

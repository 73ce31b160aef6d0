"""The opponent levels against each other: win rates with 95% confidence intervals.

    python benchmarks/bots.py [--game vanguard|wixoss] [--games N]
                              [--format standard|g|premium|diva|all] [--processes P]
                              [--match A:B ...]

A match A:B plays N games on the format's bundled demo decks (WIXOSS: its one format, diva).
Games come in pairs: the same deal (seed, the two decks drawn for it, the same player first)
twice, A with one deck and then with the other, so neither the decks nor going first favours
a side. Players: the game's levels (goldfish, sparring, sharp), `simple` (the demo games'
player, `Players.bot`) and `random` (a uniform choice among the legal actions). The interval
is Wilson's.

The issue's targets: sparring beats random in more than 80% of 400 games, and sharp beats
sparring with an interval wholly above 50%.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import platform
import random
import sys
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from playtester.engine import Action, Game
from playtester.engine.registry import players_for
from playtester.resources import demo_decks
from playtester.stats.interval import wilson

FORMATS = {"vanguard": ("standard", "g", "premium"), "wixoss": ("diva",)}
MATCHES = {  # the default matches and their number of games
    "sparring:random": 400,
    "sparring:goldfish": 400,
    "sparring:simple": 1000,
    "sharp:sparring": 2000,
}
MAX_ACTIONS = 5000
Player = Callable[[Game], Action]


def player(game: str, name: str, seed: int) -> Player:
    """A player by name: one of the game's levels, `simple` or `random` (seeded)."""
    players = players_for(game)
    if name == "random":
        rng = random.Random(seed)
        return lambda game: rng.choice(game.legal_actions())
    if name == "simple":
        return players.bot
    return players.opponents[name].play


@dataclass(frozen=True)
class Result:
    won: bool | None  # A won (None: nobody, within MAX_ACTIONS)
    turns: int


def play(name: str, a: str, b: str, format: str, index: int) -> Result:
    """Game `index` of the match: deal `index // 2`, A on the deck it did not have in the
    other game of the pair."""
    deal = index // 2
    rng = random.Random(f"{format}:{deal}")
    lists = [p.read_text(encoding="utf-8") for p in demo_decks(format, name)]
    pair = rng.sample(lists, 2)
    seat = index % 2  # A plays pair[seat] from seat `seat`
    decks = pair if seat == 0 else pair[::-1]
    game = Game.new(name, format=format, decks=decks, seed=rng.randrange(2**31))
    players: list[Player] = [player(name, b, index), player(name, b, index)]
    players[seat] = player(name, a, index + 1_000_000)
    for _ in range(MAX_ACTIONS):
        if game.winner is not None:
            break
        game.apply(players[game.to_play](game))
    won = None if game.winner is None else game.winner == seat
    return Result(won, game.state.vars.turn)


def play_many(name: str, a: str, b: str, format: str, indexes: range) -> list[Result]:
    return [play(name, a, b, format, i) for i in indexes]


def measure(name: str, a: str, b: str, format: str, games: int, processes: int) -> str:
    start = time.perf_counter()
    chunk = max(2, games // (processes * 8)) // 2 * 2
    parts = [range(i, min(i + chunk, games)) for i in range(0, games, chunk)]
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(processes, mp_context=context) as pool:
        n = len(parts)
        batches = pool.map(play_many, [name] * n, [a] * n, [b] * n, [format] * n, parts)
        results = [r for batch in batches for r in batch]
    elapsed = time.perf_counter() - start
    wins = sum(1 for r in results if r.won)
    unfinished = sum(1 for r in results if r.won is None)
    low, high = wilson(wins, len(results))
    turns = sum(r.turns for r in results) / len(results)
    note = f", {unfinished} unfinished" if unfinished else ""
    return (
        f"| {format} | {a} vs {b} | {len(results):,} | {wins:,} | {wins / len(results):.1%} "
        f"| {low:.1%} to {high:.1%} | {turns:.1f} | {elapsed:.0f} s{note} |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--games", type=int, default=None, help="games per match (default: each its own)"
    )
    parser.add_argument("--game", choices=tuple(FORMATS), default="vanguard")
    every = tuple(f for formats in FORMATS.values() for f in formats)
    parser.add_argument("--format", choices=(*every, "all"), default="all")
    parser.add_argument("--processes", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--match", action="append", help="A:B, e.g. sharp:sparring (repeatable)")
    args = parser.parse_args()
    formats = FORMATS[args.game]
    if args.format not in (*formats, "all"):
        parser.error(f"--format {args.format}: {args.game} is played in {', '.join(formats)}")
    matches = {m: args.games or MATCHES.get(m, 400) for m in args.match or MATCHES}
    machine = f"{platform.machine()}, {os.cpu_count()} cores"
    print(f"machine: {machine}, Python {platform.python_version()}, {args.processes} processes")
    print(
        "| format | match (A vs B) | games | A won | A's win rate | 95% interval | turns | time |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- | --- |")
    for format in formats if args.format == "all" else (args.format,):
        for match, games in matches.items():
            a, b = match.split(":")
            line = measure(args.game, a, b, format, games + games % 2, args.processes)
            print(line, flush=True)


if __name__ == "__main__":
    main()

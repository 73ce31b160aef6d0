"""Simulated games for the deck statistics, on all cores: a process pool plays them in chunks
and the running summary grows as each chunk comes back (a progress bar's and a plot's steps).

Game i of a plan is dealt with a seed made from the plan's seed and i only, so a plan gives the
same games, and the same sums, on any number of processes. The games are played by the game's
own levels (`Players.opponents`): the measured deck by the `pilot`, the other by the
`opponent`. Only a few chunks are in flight at a time and each comes back as sums: memory
stays flat however many games are asked for."""

from __future__ import annotations

import multiprocessing
import os
import random
import threading
import time
from collections.abc import Generator
from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait
from dataclasses import dataclass

from playtester.engine.errors import DeckError
from playtester.engine.figures import DeckFigures, Tally
from playtester.engine.game import Game
from playtester.engine.registry import players_for, words_for
from playtester.stats.summary import Summary

CHUNK = 10  # games per task: small enough for a smooth progress bar, large enough to be cheap
MAX_ACTIONS = 5000  # a game still going after this many actions is stopped (nobody won)


@dataclass(frozen=True)
class Plan:
    """What to simulate: the measured deck against another, how many games, from what seed,
    and at which levels the two are played."""

    game: str
    format: str
    deck: str  # the measured deck's list (text)
    against: str  # the other deck's list (text)
    games: int
    seed: int
    opponent: str  # the level the other deck is played at
    pilot: str  # the level the measured deck is played at
    names: tuple[str, str] = ("Your deck", "Opponent")
    max_actions: int = MAX_ACTIONS


def default_pilot(game: str) -> str:
    """The level that plays a measured deck: the game's first level above its goldfish (the
    goldfish never attacks, so it would measure nothing worth knowing)."""
    levels = list(players_for(game).opponents)
    return levels[1] if len(levels) > 1 else levels[0]


def game_seed(seed: int, index: int) -> int:
    """The seed game `index` of a plan is dealt with (the same on every machine and process)."""
    return random.Random(f"{seed}:{index}").randrange(2**31)


def check(plan: Plan) -> None:
    """Deal the first game once, so that decks that cannot be played are said (DeckError)
    before any process starts; an unknown level is a ValueError."""
    levels = players_for(plan.game).opponents
    for level in (plan.opponent, plan.pilot):
        if level not in levels:
            raise ValueError(f"unknown opponent {level!r}; the levels are {', '.join(levels)}")
    Game.new(plan.game, plan.format, [plan.deck, plan.against], game_seed(plan.seed, 0))


def play(plan: Plan, index: int) -> Tally:
    """Play game `index` of the plan to its end and return the measured player's tally."""
    levels = players_for(plan.game).opponents
    seed = game_seed(plan.seed, index)
    game = Game.new(plan.game, plan.format, [plan.deck, plan.against], seed, plan.names)
    players = (levels[plan.pilot].play, levels[plan.opponent].play)
    watcher = figures_for(plan.game).watch(game, 0)
    for _ in range(plan.max_actions):
        if game.winner is not None:
            break
        events = game.apply(players[game.to_play](game))
        watcher.after(game, events)
    return watcher.tally(game)


def figures_for(game: str) -> DeckFigures:
    """What the deck statistics measure of `game`; DeckError when it has none yet."""
    figures = players_for(game).figures
    if figures is None:
        raise DeckError([f"{words_for(game).title} has no deck statistics yet"])
    return figures


def play_chunk(plan: Plan, start: int, stop: int) -> Summary:
    """Games `start` to `stop - 1` of the plan, summed (what a worker process sends back)."""
    summary = Summary(figures_for(plan.game).measures)
    for index in range(start, stop):
        summary.add(play(plan, index))
    return summary


def _watch_parent(parent: int) -> None:
    """In a worker: leave when the program that started it is gone (killed, say), rather than
    wait for work forever."""

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1)
        os._exit(1)

    threading.Thread(target=watch, daemon=True).start()


def run(
    plan: Plan, processes: int | None = None, chunk: int = CHUNK
) -> Generator[Summary, None, None]:
    """Play the plan's games, yielding the running summary after each chunk (the last one
    holds every game). `processes` 1 plays them here; more (default: every core) in a pool of
    fresh processes. Closing the iterator early stops the games not yet begun."""
    processes = processes or os.cpu_count() or 1
    total = Summary(figures_for(plan.game).measures)
    chunks = [(i, min(i + chunk, plan.games)) for i in range(0, plan.games, chunk)]
    if processes == 1:
        for start, stop in chunks:
            total.merge(play_chunk(plan, start, stop))
            yield total
        return
    # spawned, not forked: a process forked from a program with threads (the table's) may
    # inherit a lock held by another thread, and the bundled program must spawn anyway
    context = multiprocessing.get_context("spawn")
    pool = ProcessPoolExecutor(
        max_workers=processes,
        mp_context=context,
        initializer=_watch_parent,
        initargs=(os.getpid(),),
    )
    waiting: set[Future[Summary]] = set()
    try:
        queue = iter(chunks)
        for start, stop in queue:
            waiting.add(pool.submit(play_chunk, plan, start, stop))
            if len(waiting) >= 2 * processes:
                break
        while waiting:
            done, waiting = wait(waiting, return_when=FIRST_COMPLETED)
            for future in done:
                total.merge(future.result())
                following = next(queue, None)
                if following is not None:
                    waiting.add(pool.submit(play_chunk, plan, *following))
                yield total
    finally:
        pool.shutdown(wait=True, cancel_futures=True)

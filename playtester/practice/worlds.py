"""The boards a puzzle may stand for: one when every card is known, one per distinct
arrangement of the cards its `hidden` piles hold ("any of the remaining cards") otherwise."""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from typing import Any

from playtester.practice.puzzle import Puzzle, PuzzleError

MAX_WORLDS = 720  # arrangements the solver tries at most (6 different cards in a row)
MAX_POOL = 100  # hidden cards of one entry


def worlds(puzzle: Puzzle) -> list[dict[str, Any]]:
    """The position documents of every arrangement of the hidden piles (the puzzle's own
    position first); PuzzleError when there are more than MAX_WORLDS."""
    docs = [puzzle.position]
    for i, hidden in enumerate(puzzle.hidden):
        player = puzzle.position["players"][hidden.player]
        piles = [player.get(zone, []) for zone in hidden.zones]
        pool = [entry for pile in piles for entry in pile]
        sizes = [len(pile) for pile in piles]
        if len(pool) > MAX_POOL:
            raise PuzzleError(f"hidden[{i}]", f"more than {MAX_POOL} hidden cards")
        orders = []
        for order in _arrangements(pool):
            orders.append(order)
            if len(orders) * len(docs) > MAX_WORLDS:
                raise PuzzleError(
                    f"hidden[{i}]", f"more than {MAX_WORLDS} arrangements of the hidden cards"
                )
        docs = [
            _arranged(doc, hidden.player, hidden.zones, sizes, o) for doc in docs for o in orders
        ]
    return docs


def _arranged(
    doc: dict[str, Any], player: int, zones: tuple[str, ...], sizes: list[int], order: list[Any]
) -> dict[str, Any]:
    """`doc` with the piles `zones` of `player` dealt from `order`, each its size."""
    new = copy.deepcopy(doc)
    start = 0
    for zone, size in zip(zones, sizes, strict=True):
        if zone in new["players"][player] or size:
            new["players"][player][zone] = order[start : start + size]
        start += size
    return new


def _arrangements(pool: list[Any]) -> Iterator[list[Any]]:
    """Every distinct order of `pool` (entries that write alike count as one card), the given
    order first."""
    keys = [json.dumps(entry, sort_keys=True) for entry in pool]
    first: dict[str, Any] = {}
    for key, entry in zip(keys, pool, strict=True):
        first.setdefault(key, entry)
    counts = {key: keys.count(key) for key in first}  # (pools are small: at most a deck)
    yield list(pool)
    given = keys
    for arrangement in _orders(list(first), counts, len(pool)):
        if arrangement != given:
            yield [first[key] for key in arrangement]


def _orders(distinct: list[str], counts: dict[str, int], left: int) -> Iterator[list[str]]:
    if left == 0:
        yield []
        return
    for key in distinct:
        if counts[key]:
            counts[key] -= 1
            for rest in _orders(distinct, counts, left - 1):
                yield [key, *rest]
            counts[key] += 1

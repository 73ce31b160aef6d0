"""Exact opening odds: the chance a player holds each goal's kind of card by its moment, going
first and going second, with the mulligan taken into account (hypergeometric, in fractions).

The model (`engine.figures.Opening`): the deck is shuffled and the opening hand drawn; the
mulligan keeps some cards by their kinds and sends the rest back; the deck is shuffled again
and the hand filled; after that, the cards a player sees are the next ones of a shuffled deck.
So, given what the mulligan kept, goal j is met unless none of the first L_j cards of the
shuffled deck is of its kind (L_j: the cards seen by then, less those kept), and the chance
that several goals all fail is a product over the stretches between their moments. A goal of a
kind the player holds outside the deck from the start (`Opening.held`: the D era's Ride Deck
holds the grades to ride) is always met."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations
from math import comb

from playtester.engine.figures import Goal, Opening

FIRST, SECOND = 0, 1


@dataclass(frozen=True)
class GoalOdds:
    """One goal's exact odds, going first and going second: `holding` its kind by its moment,
    `chain` every goal up to it met, each by its own moment (a ride chain on curve)."""

    goal: Goal
    holding: tuple[Fraction, Fraction]
    chain: tuple[Fraction, Fraction]


def odds(opening: Opening) -> list[GoalOdds]:
    """The exact odds of every goal of an opening, in the goals' order."""
    kinds = list(opening.kinds)
    counts = [opening.kinds[k] for k in kinds]
    total = sum(counts)
    hand = min(opening.hand, total)
    goals = opening.goals
    wanted = [kinds.index(g.kind) if g.kind in kinds else -1 for g in goals]
    drawn_for = [j for j, g in enumerate(goals) if g.kind not in opening.held]  # the others: met
    holding = [[Fraction(0), Fraction(0)] for _ in goals]
    chain = [[Fraction(0), Fraction(0)] for _ in goals]
    for drawn, chance in _hands(counts, hand):
        keep = opening.keep(dict(zip(kinds, drawn, strict=True)))
        kept = [min(n, max(0, keep.get(k, 0))) for k, n in zip(kinds, drawn, strict=True)]
        rest = [c - k for c, k in zip(counts, kept, strict=True)]
        for order in (FIRST, SECOND):
            prefixes = [max(0, g.seen[order] - sum(kept)) for g in goals]
            for j in range(len(goals)):
                alone = [j] if j in drawn_for else []
                so_far = [i for i in drawn_for if i <= j]
                holding[j][order] += chance * _all_met(kept, rest, wanted, prefixes, alone)
                chain[j][order] += chance * _all_met(kept, rest, wanted, prefixes, so_far)
    return [
        GoalOdds(goal, (h[0], h[1]), (c[0], c[1]))
        for goal, h, c in zip(goals, holding, chain, strict=True)
    ]


def _hands(counts: Sequence[int], size: int) -> Iterator[tuple[list[int], Fraction]]:
    """Every opening hand by kinds (how many of each), with its chance (multivariate
    hypergeometric)."""
    whole = comb(sum(counts), size)

    def spread(index: int, left: int) -> Iterator[list[int]]:
        if index == len(counts) - 1:
            if left <= counts[index]:
                yield [left]
            return
        for n in range(min(left, counts[index]) + 1):
            for tail in spread(index + 1, left - n):
                yield [n, *tail]

    if not counts:
        return
    for drawn in spread(0, size):
        ways = 1
        for have, n in zip(counts, drawn, strict=True):
            ways *= comb(have, n)
        yield drawn, Fraction(ways, whole)


def _all_met(
    kept: Sequence[int],
    rest: Sequence[int],
    wanted: Sequence[int],
    prefixes: Sequence[int],
    goals: Sequence[int] | range,
) -> Fraction:
    """The chance that every goal listed is met, given the cards kept: by inclusion and
    exclusion over the goals the kept cards do not already meet."""
    open_goals = []
    for j in goals:
        kind = wanted[j]
        if kind < 0:
            return Fraction(0)  # a kind the deck does not hold
        if kept[kind] == 0:
            open_goals.append(j)
    total = Fraction(0)
    for size in range(len(open_goals) + 1):
        for failing in combinations(open_goals, size):
            sign = -1 if size % 2 else 1
            total += sign * _none_seen(rest, wanted, prefixes, failing)
    return total


def _none_seen(
    rest: Sequence[int],
    wanted: Sequence[int],
    prefixes: Sequence[int],
    failing: Sequence[int],
) -> Fraction:
    """The chance that, for each failing goal, no card of its kind is among the first cards of
    the shuffled deck it looks at (a kind wanted twice: the longer stretch)."""
    reach: dict[int, int] = {}
    for j in failing:
        reach[wanted[j]] = max(reach.get(wanted[j], 0), prefixes[j])
    deck = sum(rest)
    chance = Fraction(1)
    done = 0  # cards of the deck looked at so far
    for kind, length in sorted(reach.items(), key=lambda item: item[1]):
        length = min(length, deck)
        avoided = sum(rest[k] for k, n in reach.items() if n >= reach[kind])
        step = length - done
        if step > 0:
            chance *= Fraction(comb(deck - done - avoided, step), comb(deck - done, step))
        done = max(done, length)
    return chance

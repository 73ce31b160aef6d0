"""The exact opening odds, checked against an independent computation: every opening hand and
every order of the deck after the mulligan of a small deck, enumerated and counted."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from fractions import Fraction
from itertools import combinations, permutations
from math import comb

import pytest

from playtester.engine.figures import Goal, Opening
from playtester.stats.exact import odds


def keep_one_of_each(counts: Mapping[str, int]) -> dict[str, int]:
    return {kind: min(counts.get(kind, 0), 1) for kind in ("a", "b", "c")}


def keep_everything(counts: Mapping[str, int]) -> dict[str, int]:
    return dict(counts)


def keep_nothing(counts: Mapping[str, int]) -> dict[str, int]:
    return {}


def enumerate_odds(
    cards: list[str], hand: int, keep: object, goals: tuple[Goal, ...], order: int
) -> tuple[list[Fraction], list[Fraction]]:
    """The odds by brute force: each opening hand (all equally likely), the mulligan done card
    by card, then each order of the deck that is shuffled again (all equally likely)."""
    assert callable(keep)
    holding = [Fraction(0)] * len(goals)
    chain = [Fraction(0)] * len(goals)
    hands = list(combinations(range(len(cards)), hand))
    for opening_hand in hands:
        wanted = dict(keep(Counter(cards[i] for i in opening_hand)))
        kept = []
        for i in opening_hand:
            if wanted.get(cards[i], 0) > 0:
                wanted[cards[i]] -= 1
                kept.append(i)
        deck = [i for i in range(len(cards)) if i not in kept]
        longest = max(goal.seen[order] for goal in goals) - len(kept)
        orders = list(permutations(deck, min(longest, len(deck))))  # the cards seen, in order
        held = [0] * len(goals)
        chained = [0] * len(goals)
        for shuffled in orders:
            met = []
            for goal in goals:
                seen = kept + list(shuffled[: goal.seen[order] - len(kept)])
                met.append(any(cards[i] == goal.kind for i in seen))
            for j in range(len(goals)):
                held[j] += met[j]
                chained[j] += all(met[: j + 1])
        for j in range(len(goals)):
            holding[j] += Fraction(held[j], len(hands) * len(orders))
            chain[j] += Fraction(chained[j], len(hands) * len(orders))
    return holding, chain


GOALS = (Goal("one", "a", (2, 3)), Goal("two", "b", (3, 4)), Goal("three", "c", (4, 5)))
SMALL = ["a", "a", "b", "c", "x", "x", "x"]


@pytest.mark.parametrize("keep", [keep_one_of_each, keep_everything, keep_nothing])
def test_the_exact_odds_are_those_of_every_deal_enumerated(keep: object) -> None:
    opening = Opening(dict(Counter(SMALL)), 2, keep, GOALS)  # type: ignore[arg-type]
    found = odds(opening)
    for order in (0, 1):
        holding, chain = enumerate_odds(SMALL, 2, keep, GOALS, order)
        assert [o.holding[order] for o in found] == holding
        assert [o.chain[order] for o in found] == chain


def test_without_a_mulligan_one_goal_is_the_hypergeometric_tail() -> None:
    """Keeping the whole hand, P(at least one of 14 among the first 7 of 49 cards)."""
    opening = Opening({"one": 14, "other": 35}, 5, keep_everything, (Goal("t", "one", (7, 8)),))
    (found,) = odds(opening)
    tails = tuple(1 - Fraction(comb(35, n), comb(49, n)) for n in (7, 8))
    assert found.holding == tails


def test_a_kind_the_deck_lacks_is_never_held() -> None:
    opening = Opening({"a": 3, "x": 3}, 2, keep_one_of_each, (Goal("t", "b", (3, 3)),))
    assert odds(opening)[0].holding == (0, 0)


def test_the_mulligan_helps_the_chain() -> None:
    """Sending back what the chain does not need finds its grades more often than keeping the
    hand as dealt (and never less often)."""
    kinds = {"a": 14, "b": 11, "c": 8, "x": 16}
    goals = (Goal("1", "a", (6, 6)), Goal("2", "b", (7, 8)), Goal("3", "c", (9, 10)))
    chained = odds(Opening(kinds, 5, keep_one_of_each, goals))[-1].chain
    dealt = odds(Opening(kinds, 5, keep_everything, goals))[-1].chain
    assert chained[0] > dealt[0] and chained[1] > dealt[1]

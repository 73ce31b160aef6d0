"""A guard step as the bots see it: the shields it offers (guardians from the hand, intercepts),
what each one gives up, and the cheapest set of them that stops an attack."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import combinations

from playtester.engine.actions import Action
from playtester.engine.state import State
from playtester.games.vanguard import board, traits
from playtester.games.vanguard.board import unit

STEP = 5000  # shields come in fives
TRIGGER_POWER = 5000  # what a trigger adds to an attack, as a guard has to fear it
INTERCEPT_COST = 7000  # a rear-guard given up to intercept, against a card's shield in hand
KEPT_COST = 20000  # what a card kept for a ride gives up besides its shield
ALIKE = 3  # alike shields tried at most (the search stays small)

Pair = tuple[int, int]  # (shield, cost)


@dataclass(frozen=True)
class Shield:
    """One way to add shield in a guard step: a card from hand or an intercept."""

    action: Action
    value: int
    cost: int  # what it gives up, in the same units as shield

    @property
    def pair(self) -> Pair:
        return self.value, self.cost


def shields(state: State, me: int, actions: Sequence[Action], kept: set[int]) -> list[Shield]:
    """The guardians and intercepts the guard step offers, each with what it costs: a card in
    hand its shield (and much more when it is kept for a ride: `kept`), an intercept a
    rear-guard. Copies of a card count once each, up to `ALIKE`."""
    hand = [state.cards[i] for i in state.zones[me].get("hand", ())]
    out = []
    for action in actions:
        if action.verb == "guard":
            card = board.find_in(state, me, "hand", action.reader().name())
            if card is None or traits.shield(card) <= 0:
                continue
            cost = traits.shield(card) + (KEPT_COST if card.id in kept else 0)
            copies = sum(1 for c in hand if traits.name(c) == traits.name(card))
            out += [Shield(action, traits.shield(card), cost)] * min(copies, ALIKE)
        elif action.verb == "intercept":
            card = unit(state, me, str(action.args[0]))
            if card is not None and traits.shield(card) > 0:
                out.append(Shield(action, traits.shield(card), INTERCEPT_COST))
    return out


def cheapest(sources: Sequence[Shield], need: int) -> list[Shield] | None:
    """The shields that reach `need` giving up the least (then the fewest), the smallest first;
    None if no set does."""
    plan = cheapest_pairs(tuple(sorted(s.pair for s in sources)), need)
    if plan is None:
        return None
    left = list(sources)
    out = []
    for pair in plan:
        shield = next(s for s in left if s.pair == pair)
        left.remove(shield)
        out.append(shield)
    return out


@lru_cache(maxsize=65536)
def cheapest_pairs(pool: tuple[Pair, ...], need: int) -> tuple[Pair, ...] | None:
    """`cheapest` on (shield, cost) pairs, sorted: sets of up to three are always tried, larger
    ones only when no smaller set reaches `need`."""
    best: tuple[int, int, tuple[Pair, ...]] | None = None
    for size in range(1, len(pool) + 1):
        for chosen in sorted(set(combinations(pool, size))):
            if sum(value for value, _ in chosen) < need:
                continue
            key = (sum(cost for _, cost in chosen), size)
            if best is None or key < best[:2]:
                best = (*key, chosen)
        if best is not None and size >= 3:
            break
    return best[2] if best else None


def without(pool: tuple[Pair, ...], spent: Sequence[Pair]) -> tuple[Pair, ...]:
    """The pairs left once `spent` are used (one taken out per use)."""
    left = list(pool)
    for pair in spent:
        left.remove(pair)
    return tuple(left)

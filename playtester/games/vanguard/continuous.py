"""[CONT] abilities: the power and critical they give units while their conditions hold, and
the restrictions they put on them. Worked out when asked (no event keeps them), so they come and
go with the board, and each bonus names the card it comes from for the table's hover text.

A power is read many times a step (benchmarks/engine.py): what the [CONT] abilities on the field
do is worked out once per state version and kept until the state changes
(games/common/ability_cont.py, which WIXOSS's [Constant] abilities share)."""

from __future__ import annotations

from collections.abc import Iterator

from playtester.engine.state import State
from playtester.games.common.abilities import Kind
from playtester.games.common.ability_cont import Continuous, Effects, field_effects
from playtester.games.vanguard.abilities import ABILITIES
from playtester.games.vanguard.board import VC, units


def _on_field(state: State) -> Iterator[tuple[int, int]]:
    """Each unit with its player; a Heart or Legion mate's ability does not work from under
    the vanguard circle's top card."""
    for player in (0, 1):
        for circle, source in units(state, player):
            if circle != VC or state.zones[player][VC][0] == source.id:
                yield player, source.id


def _work_out(state: State) -> Effects:
    named = ABILITIES.named(state, Kind.CONT)  # (none: a game without them, or card text by hand)
    if not named:
        return []
    return field_effects(ABILITIES, state, named, _on_field(state))


CONT = Continuous(_work_out)
sources = CONT.sources  # what the [CONT] abilities give a unit's stat now, and from which card
bonus = CONT.bonus  # the sum of what they give a unit's stat now


def restricted(state: State, card_id: int, word: str) -> bool:
    """Whether a [CONT] ability on the field puts the restriction `word` (no-boost, ...) on
    the card now."""
    for _, step, taken in CONT.effects(state):  # (a loop, not any(): asked for every attack)
        if step.verb == "restrict" and step.parts[1] == word and card_id in taken:
            return True
    return False

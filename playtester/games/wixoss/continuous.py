"""WIXOSS's [Constant] abilities: the power they give SIGNI while their conditions hold, from
a Center LRIG, an Assist LRIG or a SIGNI on top of its zone (games/common/ability_cont.py works
them out once per state version)."""

from __future__ import annotations

from collections.abc import Iterator

from playtester.engine.state import State
from playtester.games.common.abilities import Kind
from playtester.games.common.ability_cont import Continuous, Effects, field_effects
from playtester.games.wixoss.board import FIELD


def _on_field(state: State) -> Iterator[tuple[int, int]]:
    """Each card on an LRIG or SIGNI zone, with its player (where an ability works decides
    that one under another has none)."""
    for player in (0, 1):
        zones = state.zones[player]
        for zone in FIELD:
            for card_id in zones.get(zone, ()):
                yield player, card_id


def _work_out(state: State) -> Effects:
    from playtester.games.wixoss.rules import ABILITIES  # (the rules read the board's power)

    named = ABILITIES.named(Kind.CONT, state)
    if not named:
        return []
    return field_effects(ABILITIES, state, named, _on_field(state))


CONSTANT = Continuous(_work_out)
sources = CONSTANT.sources  # what gives a SIGNI power now, and from which card
bonus = CONSTANT.bonus  # the power [Constant] abilities give a SIGNI now

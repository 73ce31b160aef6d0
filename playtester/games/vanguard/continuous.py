"""[CONT] abilities: the power and critical they give units while their conditions hold, and
the restrictions they put on them. Worked out when asked (no event keeps them), so they come and
go with the board, and each bonus names the card it comes from for the table's hover text."""

from __future__ import annotations

from playtester.engine.state import State
from playtester.games.common.ability_play import Context, usable_now
from playtester.games.vanguard.abilities import ABILITIES, select
from playtester.games.vanguard.board import VC, units

STATS = ("power", "critical")


def sources(state: State, card_id: int, stat: str) -> list[tuple[int, int]]:
    """What the [CONT] abilities on the field give the card's `stat` now: (the card it comes
    from, the amount), in the order of the field."""
    out: list[tuple[int, int]] = []
    for player in (0, 1):
        for circle, source in units(state, player):
            if circle == VC and state.zones[player][VC][0] != source.id:
                continue  # a Heart or Legion mate's ability does not work from under the top
            for index, ability in ABILITIES.continuous(state, source.id):
                ctx = Context(player, source.id)
                if not usable_now(ABILITIES, state, ctx, index):
                    continue
                for step in ability.effects:
                    if step.verb != stat or not step.blanks:
                        continue
                    if card_id in select(state, ctx, step.blanks[0].words):
                        out.append((source.id, int(str(step.parts[1]))))
    return out


def bonus(state: State, card_id: int, stat: str) -> int:
    """The sum of what [CONT] abilities give the card's `stat` now."""
    return sum(amount for _, amount in sources(state, card_id, stat))


def restricted(state: State, card_id: int, word: str) -> bool:
    """Whether a [CONT] ability on the field puts the restriction `word` (no-boost, ...) on
    the card now."""
    for player in (0, 1):
        for _, source in units(state, player):
            for index, ability in ABILITIES.continuous(state, source.id):
                ctx = Context(player, source.id)
                for step in ability.effects:
                    if step.verb != "restrict" or step.parts[1] != word:
                        continue
                    if not usable_now(ABILITIES, state, ctx, index):
                        continue
                    if card_id in select(state, ctx, step.blanks[0].words):
                        return True
    return False

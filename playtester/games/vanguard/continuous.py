"""[CONT] abilities: the power and critical they give units while their conditions hold, and
the restrictions they put on them. Worked out when asked (no event keeps them), so they come and
go with the board, and each bonus names the card it comes from for the table's hover text.

A power is read many times a step (benchmarks/engine.py): what the [CONT] abilities on the field
do is worked out once per state version (every event moves the version on) and kept until the
state changes."""

from __future__ import annotations

from playtester.engine.changes import rollbacks
from playtester.engine.state import State
from playtester.games.common.abilities import Kind, Step
from playtester.games.common.ability_play import Context, Fill, usable_now
from playtester.games.vanguard.abilities import ABILITIES, select
from playtester.games.vanguard.board import VC, units

Effects = list[tuple[int, Step, frozenset[Fill]]]  # (the ability's card, its step, its cards)
# the effects of the last state asked about, at its version (one tuple: replaced at once)
_last: tuple[State | None, int, int, Effects] = (None, -1, -1, [])


def _effects(state: State) -> Effects:
    """The working [CONT] effects of the state now (worked out once per version)."""
    global _last
    last_state, version, taken_back, effects = _last
    if last_state is state and version == state.version and taken_back == rollbacks():
        return effects
    found: Effects = []
    named = ABILITIES.named(state, Kind.CONT)  # (none: a game without them, or card text by hand)
    for player in (0, 1) if named else ():
        for circle, source in units(state, player):
            continuous = named.get(source.card.name)
            if not continuous:
                continue
            if circle == VC and state.zones[player][VC][0] != source.id:
                continue  # a Heart or Legion mate's ability does not work from under the top
            ctx = Context(player, source.id)
            for index, ability in continuous:
                if not usable_now(ABILITIES, state, ctx, index):
                    continue
                for step in ability.effects:
                    if step.blanks:
                        taken = frozenset(select(state, ctx, step.blanks[0].words))
                        found.append((source.id, step, taken))
    _last = (state, state.version, rollbacks(), found)
    return found


def sources(state: State, card_id: int, stat: str) -> list[tuple[int, int]]:
    """What the [CONT] abilities on the field give the card's `stat` now: (the card it comes
    from, the amount), in the order of the field."""
    return [
        (source, int(str(step.parts[1])))
        for source, step, taken in _effects(state)
        if step.verb == stat and card_id in taken
    ]


def bonus(state: State, card_id: int, stat: str) -> int:
    """The sum of what [CONT] abilities give the card's `stat` now."""
    total = 0
    for _, step, taken in _effects(state):
        if step.verb == stat and card_id in taken:
            total += int(str(step.parts[1]))
    return total


def restricted(state: State, card_id: int, word: str) -> bool:
    """Whether a [CONT] ability on the field puts the restriction `word` (no-boost, ...) on
    the card now."""
    for _, step, taken in _effects(state):  # (a loop, not any(): asked for every attack listed)
        if step.verb == "restrict" and step.parts[1] == word and card_id in taken:
            return True
    return False

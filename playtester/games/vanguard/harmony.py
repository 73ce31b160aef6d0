"""The G era's Harmony (issue 26, vocab16): a unit becomes "in harmony" until the end of the
turn when another unit of its player is placed in its column (the keyword's reminder text says
so: "When your other unit is placed in the same column as this unit, both units become in
harmony until end of turn"). The state is a mark on the unit, a modifier for the turn, so a
unit that leaves the field loses it, as a new unit would; the tool `harmony [->] CIRCLE` puts
it on (card text does it through that tool, undoable and recorded)."""

from __future__ import annotations

from playtester.engine.actions import ArgReader
from playtester.engine.changes import Changes
from playtester.engine.state import Modifier
from playtester.games.vanguard.board import HARMONY, in_harmony
from playtester.games.vanguard.manual import read_side_circle, unit_on


def read_harmony(r: ArgReader) -> tuple[bool, str]:
    """`harmony [->] CIRCLE`: the unit on that circle becomes in harmony."""
    theirs, circle = read_side_circle(r)
    r.done()
    return theirs, circle


def do_harmony(ch: Changes, actor: int, theirs: bool, circle: str) -> None:
    """The unit on the circle becomes in harmony until the end of the turn (a unit already in
    harmony becomes so again: the note is what "when this unit becomes in harmony" watches)."""
    card = unit_on(ch.state, actor, theirs, circle, HARMONY)
    if not in_harmony(ch.state, card.id):
        ch.add_modifier(Modifier(card.id, HARMONY, 1, "turn", "harmony"))
    ch.note(HARMONY, ch.card(card.id), circle)


__all__ = ["HARMONY", "do_harmony", "in_harmony", "read_harmony"]

"""What both games' hidden-information property tests ask: the names only a viewer's opponent
has, and what each viewer could see at any moment of a step."""

from __future__ import annotations

import re
from collections.abc import Sequence

from playtester.engine import Game
from playtester.engine.events import Event
from playtester.engine.game import Description

STEP_LINE = re.compile(r"^\s+(\d+)\. [^:]+: (.*?)( [!?]{1,2})?(  \(override\))?$")


def opponent_names(game: Game, viewer: int) -> set[str]:
    """Names of the opponent's cards that no card of the viewer's own bears."""
    own = {c.name for c in game.state.cards.values() if c.owner == viewer}
    return {c.name for c in game.state.cards.values() if c.owner != viewer} - own


def learn(game: Game, events: list[Event], known: list[set[str]]) -> None:
    """Add to `known` what each viewer could see at any moment of the step just made."""
    state = game.state
    for event in reversed(events):
        event.undo(state)
    for event in [None, *events]:
        if event is not None:
            event.do(state)
        for viewer in (0, 1):
            known[viewer].update(c.name for c in state.cards.values() if game.visible(c.id, viewer))


def check_printed_steps(lines: Sequence[str], said: Sequence[Description]) -> None:
    """A recording's main line printed for one viewer (`replay print --view`) has a line for
    each step that viewer was told something of, and no other (`said`: what each step said to
    them as it was played, in order; a step told nothing has no words), numbered 1, 2, 3...
    so no gap shows where a step was left out."""
    printed = [(int(m.group(1)), m.group(2)) for m in map(STEP_LINE.match, lines) if m]
    told = [d.notation for d in said if d.words]
    assert [n for n, _ in printed] == list(range(1, len(told) + 1)), printed[:5]
    assert [notation for _, notation in printed] == told

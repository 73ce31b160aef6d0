"""What both games' hidden-information property tests ask: the names only a viewer's opponent
has, and what each viewer could see at any moment of a step."""

from __future__ import annotations

from playtester.engine import Game
from playtester.engine.events import Event


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

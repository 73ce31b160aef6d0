"""Issue 26 (vocab13): "you may call this card to (RC) as [Rest]" read from INVENTED text and
played at the table: the card called rested when its player will, nothing when they skip."""

from __future__ import annotations

from playtester.engine import Game
from playtester.games.vanguard.state import vg
from tests.positions import CARDS, allow, game, names, player, unit
from tests.test_read_effects import undone

RESTED = (
    "[AUTO]:When this card is discarded from hand during your ride phase, you may call this"
    " card to (RC) as [Rest]."
)


def _discarded() -> Game:
    """Player 0 discards the Sleeper in their ride phase: its ability waits."""
    sleeper = unit("Sleeper", 1, 8000, 5000, text=RESTED)
    me = player(circles={"VC": "Paladin"}, hand=["Sleeper"])
    g = game(me, player(circles={"VC": "King"}), phase="ride", cards=[*CARDS, sleeper])
    allow(g, 'discard "Sleeper"')
    assert names(g, 0, "drop") == ["Sleeper"] and len(vg(g.state).pending) == 1
    return g


def test_a_card_called_as_rest_is_on_the_circle_at_rest() -> None:
    g = _discarded()
    before = g.to_position()
    allow(g, 'use "Sleeper"')
    allow(g, 'put drop "Sleeper" to FL')
    assert names(g, 0, "FL") == ["Sleeper"] and names(g, 0, "drop") == []
    assert g.state.cards[g.state.zones[0]["FL"][0]].rested
    assert vg(g.state).pending == () and not [a for a in g.legal_actions() if "rest" in str(a)]
    undone(g, before, 2)


def test_a_card_not_called_stays_in_the_drop_zone() -> None:
    g = _discarded()
    allow(g, 'use "Sleeper"')
    allow(g, "skip")
    assert names(g, 0, "drop") == ["Sleeper"] and names(g, 0, "FL") == []
    assert vg(g.state).pending == ()

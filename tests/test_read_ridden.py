"""The D era's ride by a named card, read from INVENTED text and played at the table: "when this
unit is placed by riding from "Name"" triggers when this unit rides over a vanguard of that whole
name (the card the ride put into the soul), and over no other, whatever the soul already holds."""

from __future__ import annotations

from playtester.engine import Game
from playtester.games.vanguard.state import vg
from tests.positions import CARDS, allow, game, names, player, unit
from tests.test_read_effects import undone

RIDER = '[AUTO]:When this unit is placed by riding from "Lancer", draw a card.'


def _ridden(vanguard: str, soul: list[str]) -> Game:
    """Player 0 rides the Heir (grade 2, reading RIDER) over `vanguard`, the soul holding `soul`."""
    heir = unit("Heir", 2, 10000, 5000, text=RIDER)
    me = player(circles={"VC": vanguard}, hand=["Heir"], soul=soul)
    g = game(me, player(circles={"VC": "King"}), phase="ride", cards=[*CARDS, heir])
    allow(g, 'ride "Heir"')
    return g


def test_riding_from_the_named_card_draws() -> None:
    g = _ridden("Lancer", [])
    assert names(g, 0, "VC") == ["Heir"] and names(g, 0, "soul") == ["Lancer"]
    assert len(vg(g.state).pending) == 1
    before = g.to_position()
    allow(g, 'use "Heir"')
    assert names(g, 0, "hand") == ["Lancer"]  # the top card of the deck
    undone(g, before, 1)
    assert names(g, 0, "hand") == []


def test_riding_from_another_card_does_not_trigger_though_the_soul_holds_the_name() -> None:
    g = _ridden("Shieldbearer", ["Lancer"])  # a Lancer in the soul, but not the one ridden from
    assert names(g, 0, "VC") == ["Heir"]
    assert vg(g.state).pending == ()

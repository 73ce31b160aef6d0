"""A D-era cost read from printed text plays at the table: an invented ability with
`[COST][Energy-Blast N]` is read whole, pays the Energy Generator when used, is not offered
without the Energy, and is undone with the use."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from playtester.engine import Game
from playtester.games.common.ability_text import write
from playtester.games.vanguard.state import flags_of, vg
from playtester.games.vanguard.text_reader import read_card
from tests.positions import ability_texts, allow, player
from tests.test_d_era_rulings import d_game

PRINTED = "[AUTO](VC):When this unit attacks, [COST][Energy-Blast 3], draw a card."


@pytest.fixture(autouse=True)
def abilities() -> Iterator[None]:
    """The Squire has the ability read from the invented printed text."""
    card = read_card("Squire", PRINTED)
    assert not card.by_hand and [a.automated for a in card.abilities] == [True]
    with ability_texts(write([card])):
        yield


def _attacking(energy: int) -> Game:
    me = player(circles={"VC": "Squire"}, energy=energy, hand=[])
    g = d_game(me, player(circles={"VC": "King"}, hand=[]), phase="battle", step="attack")
    allow(g, "attack VC -> VC")
    return g


def test_a_read_energy_blast_pays_the_energy_and_draws() -> None:
    g = _attacking(4)
    hand = len(g.state.zones[0].get("hand", []))
    allow(g, 'use "Squire"')
    assert flags_of(g.state, 0).energy == 1
    assert len(g.state.zones[0].get("hand", [])) == hand + 1
    g.undo()
    assert flags_of(g.state, 0).energy == 4
    assert len(g.state.zones[0].get("hand", [])) == hand


def test_a_read_energy_blast_is_not_offered_without_the_energy() -> None:
    g = _attacking(2)
    assert vg(g.state).pending == ()
    assert flags_of(g.state, 0).energy == 2

"""D-era words read from printed text play at the table: an invented ability with
`[COST][Energy-Blast N]` pays the Energy Generator when used, is not offered without the Energy,
and is undone with the use; "if you went second" and "if you persona rode this turn" hold only
when they are true."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from playtester.engine import Game
from playtester.games.common.ability_text import write
from playtester.games.vanguard.state import flags_of, vg
from playtester.games.vanguard.text_reader import read_card
from tests.positions import ability_texts, allow, player
from tests.test_d_era_rulings import d_game

ENERGY = "[AUTO](VC):When this unit attacks, [COST][Energy-Blast 3], draw a card."
SECOND = "[AUTO](VC):When this unit attacks, if you went second, draw a card."
PERSONA = "[AUTO](VC):When this unit attacks, if you persona rode this turn, draw a card."


@pytest.fixture
def printed(request: pytest.FixtureRequest) -> Iterator[None]:
    """The Squire has the ability read whole from the invented printed text."""
    card = read_card("Squire", request.param)
    assert not card.by_hand and [a.automated for a in card.abilities] == [True]
    with ability_texts(write([card])):
        yield


def _attacking(**mine: Any) -> Game:
    me = player(circles={"VC": "Squire"}, hand=[], **mine)
    g = d_game(me, player(circles={"VC": "King"}, hand=[]), phase="battle", step="attack")
    allow(g, "attack VC -> VC")
    return g


def _hand(g: Game) -> int:
    return len(g.state.zones[0].get("hand", []))


@pytest.mark.parametrize("printed", [ENERGY], indirect=True)
def test_a_read_energy_blast_pays_the_energy_and_draws(printed: None) -> None:
    g = _attacking(energy=4)
    allow(g, 'use "Squire"')
    assert flags_of(g.state, 0).energy == 1
    assert _hand(g) == 1
    g.undo()
    assert flags_of(g.state, 0).energy == 4
    assert _hand(g) == 0


@pytest.mark.parametrize("printed", [ENERGY], indirect=True)
def test_a_read_energy_blast_is_not_offered_without_the_energy(printed: None) -> None:
    g = _attacking(energy=2)
    assert vg(g.state).pending == ()
    assert flags_of(g.state, 0).energy == 2


@pytest.mark.parametrize("printed", [SECOND], indirect=True)
def test_went_second_holds_for_the_second_player_only(printed: None) -> None:
    me = player(circles={"VC": "Squire"}, hand=[])
    foe = player(circles={"VC": "King"}, hand=[])
    for first, offered in ((1, True), (0, False)):
        g = d_game(me, foe, phase="battle", step="attack", first=first)
        allow(g, "attack VC -> VC")
        assert (vg(g.state).pending != ()) is offered, first


@pytest.mark.parametrize("printed", [PERSONA], indirect=True)
def test_persona_rode_holds_only_after_a_persona_ride_this_turn(printed: None) -> None:
    for persona in (True, False):
        g = _attacking(flags={"persona": persona})
        assert (vg(g.state).pending != ()) is persona, persona

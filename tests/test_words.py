"""Plain words for actions and zones: what the table says instead of notation."""

from __future__ import annotations

import pytest

from playtester.engine import Action
from playtester.games.vanguard.words import action_words, zone_name, zone_title

SAID = {
    'ride "Knight of Dawn"': "ride Knight of Dawn",
    'call "Lancer" FL': "call Lancer to FL",
    "move FL BL": "move the unit on FL to BL",
    "attack FR -> VC boost BR": "attack VC with FR, boosted by BR",
    'guard "A", "B"': "guard with A, B",
    'stride "G" discard "A", "B"': "stride G, discarding A, B",
    'put hand "X" to drop': "put X in the drop zone",
    "put -> FL to removed": "remove the opponent's unit on FL from the game",
    'put drop "Y" to VC': "put Y on VC",
    "power VC +5000": "give +5000 power to the unit on VC",
    "critical FR": "give the trigger's critical to the unit on FR",
    "mulligan": "keep the hand",
    'gassist take "X" remove "A", "B" g "C", "D"': (
        "take X with G-Assist, removing A, B from the hand and C, D from the G zone"
    ),
}


@pytest.mark.parametrize("notation", SAID)
def test_actions_are_said_in_words(notation: str) -> None:
    assert action_words(Action.parse(notation)) == SAID[notation]


def test_piles_are_named_in_words_and_circles_as_the_table_names_them() -> None:
    assert zone_name("g_zone") == "G zone" and zone_name("removed") == "removed cards"
    assert zone_name("VC") == "VC" and zone_name("AL1") == "AL1"
    assert zone_title("g_zone") == "G zone" and zone_title("VC") == "Vanguard circle"
    assert zone_title("AR1") == "Accel circle AR1"

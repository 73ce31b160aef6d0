"""The column condition the printed-text reader learned for issue 26's vocab12 pass, played at
the table from INVENTED text: "if you do not have another <Clan> in the same column as this
unit" counts only your other units of the clan on this unit's column (the vanguard's column is
VC and the back center), not the opponent's facing them nor your units of another column. Each
position calls or moves through the notation, checks the power, and undoes it."""

from __future__ import annotations

from playtester.engine import Game
from playtester.games.vanguard.text_reader import read_text
from tests.positions import CARDS, CLAN, ability_texts, allow, game, player, unit

ALONE = (
    f"[CONT](VC)/(RC):If you do not have another <{CLAN}> in the same column as this unit,"
    " this unit gets [Power] -3000."
)
WITH = (
    "[AUTO](RC):When this unit is placed on (RC), if you have another rear-guard in the same"
    " column as this unit, draw a card."
)


def _loner_game(circles: dict[str, str], foe: dict[str, str] | None = None) -> Game:
    """Player 0's main phase with the Loner (9000 power, the text above) and a hand of a Lancer
    (this clan) and a Stranger Page (another clan); the opponent's circles `foe`."""
    loner = unit("Loner", 2, 9000, 5000, text=ALONE)
    me = player(circles={"VC": "Paladin", **circles}, hand=["Lancer", "Stranger Page"])
    them = player(circles={"VC": "King", **(foe or {})})
    return game(me, them, cards=[*CARDS, loner])


def test_the_texts_are_read_whole() -> None:
    for text in (ALONE, WITH):
        (reading,) = read_text(text)
        assert reading.whole, text


def test_alone_in_its_column_the_unit_loses_power_and_a_clan_mate_behind_it_ends_that() -> None:
    g = _loner_game({"FL": "Loner"})
    assert g.power(0, "FL") == 9000 - 3000
    before = g.to_position()
    allow(g, 'call "Lancer" BL')
    assert g.power(0, "FL") == 9000
    assert g.undo() is not None
    assert g.to_position() == before
    assert g.power(0, "FL") == 9000 - 3000


def test_a_unit_of_another_clan_behind_it_does_not_count() -> None:
    g = _loner_game({"FL": "Loner"})
    allow(g, 'call "Stranger Page" BL')
    assert g.power(0, "FL") == 9000 - 3000


def test_a_clan_mate_in_another_column_does_not_count() -> None:
    g = _loner_game({"FL": "Loner"})
    allow(g, 'call "Lancer" BR')
    assert g.power(0, "FL") == 9000 - 3000


def test_the_opponents_units_do_not_count() -> None:
    foe = {"FL": "Lancer", "BL": "Knight", "FR": "Lancer", "BR": "Knight"}  # (FR faces FL)
    g = _loner_game({"FL": "Loner"}, foe=foe)
    assert g.power(0, "FL") == 9000 - 3000


def test_in_the_back_row_a_clan_mate_in_front_of_it_counts() -> None:
    g = _loner_game({"FL": "Lancer", "BL": "Loner"})
    assert g.power(0, "BL") == 9000
    allow(g, "move FL BL")  # (the two swap: still one column)
    assert g.power(0, "FL") == 9000


def test_on_the_vanguard_circle_the_back_center_is_its_column() -> None:
    loner = unit("Loner", 2, 9000, 5000, text=ALONE)
    me = player(circles={"VC": "Loner"}, hand=["Lancer", "Lancer"])
    g = game(me, player(circles={"VC": "King"}), cards=[*CARDS, loner])
    assert g.power(0, "VC") == 9000 - 3000
    allow(g, 'call "Lancer" FL')
    assert g.power(0, "VC") == 9000 - 3000
    allow(g, 'call "Lancer" BC')
    assert g.power(0, "VC") == 9000


FACING = """
card "Loner"
  cont RC
    if count their unit column >= 1
    do power {self} +4000
"""


def test_the_opponents_units_in_its_column_are_those_facing_it() -> None:
    """(a record as written by hand: `their ... column` is the opponent's circles facing this
    unit's, FR and BR facing FL)"""
    with ability_texts(FACING):
        g = _loner_game({"FL": "Loner"}, foe={"FL": "Lancer", "BL": "Knight"})
        assert g.power(0, "FL") == 9000
        g = _loner_game({"FL": "Loner"}, foe={"BR": "Knight"})
        assert g.power(0, "FL") == 9000 + 4000

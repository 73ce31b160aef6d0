"""The "for each" bonuses the printed-text reader learned for issue 26's vocab17 pass, played at
the table from INVENTED text: a [CONT] ability's bonus so much for each card a selector counts,
worked out from the count at every moment (continuous.py), and the new things counted: the
opponent's open (RC), the face up cards of a damage zone or the G zone, the cards of the
opponent's damage zone, your rear-guards with a name. Each position changes the count through
the notation, checks the power before and after, and undoes it."""

from __future__ import annotations

from typing import Any

from playtester.engine import Game
from playtester.games.vanguard.text_reader import read_text
from tests.positions import (
    CARDS,
    CLAN,
    allow,
    face_up_damage,
    g_game,
    g_zone,
    game,
    player,
    unit,
)

CLAN_MATES = (
    f"[CONT](VC):During your turn, this unit gets [Power] +1000 for each of your <{CLAN}>"
    " rear-guards."
)
OPEN = "[CONT](RC):This unit gets [Power] +2000 for each of your opponent's open (RC)."
G_FACE_UP = "[CONT](VC):This unit gets [Power] +3000 for each face up card in your G zone."
THEIR_DAMAGE = (
    "[CONT](RC):This unit gets [Power] +1000 for each card in your opponent's damage zone."
)
MY_FACE_UP = "[CONT](RC):This unit gets [Power] +2000 for each face up card in your damage zone."
NAMED = (
    '[CONT](RC):This unit gets [Power] +3000 for each rear-guard you have with "Lance" in its'
    " card name."
)
THEIR_FACE_UP = (
    "[AUTO](RC):When this unit attacks, this unit gets [Power] +4000 until end of that battle"
    " for each face up card in your opponent's damage zone."
)
TEXTS = {
    CLAN_MATES: f'do power {{self}} +1000 per my rear clan "{CLAN}"',
    OPEN: "do power {self} +2000 per their circle empty",
    G_FACE_UP: "do power {self} +3000 per my gzone faceup",
    THEIR_DAMAGE: "do power {self} +1000 per their damage",
    MY_FACE_UP: "do power {self} +2000 per my damage faceup",
    NAMED: 'do power {self} +3000 per my rear named "Lance"',
    THEIR_FACE_UP: "do power {self} +4000 battle per their damage faceup",
}


def _game(text: str, me: dict[str, Any], them: dict[str, Any], **top: Any) -> Game:
    """A game where the Counter (a grade 2 of 9000 power, or the vanguard's grade 3 of 10000
    power on VC) has the text; player 0's main phase."""
    counter = unit("Counter", 3 if "(VC)" in text else 2, 10000 if "(VC)" in text else 9000)
    counter["text"] = text
    return game(me, them, cards=[*CARDS, counter], **top)


def test_the_texts_are_read_whole_as_their_records() -> None:
    from playtester.games.common.abilities import CardText
    from playtester.games.common.ability_text import write

    for text, record in TEXTS.items():
        (reading,) = read_text(text)
        assert reading.whole and reading.ability is not None, text
        assert record in write([CardText("x", (reading.ability,))]), text


def test_each_rear_guard_of_the_clan_gives_the_vanguard_power_as_it_is_called() -> None:
    me = player(circles={"VC": "Counter", "FL": "Lancer"}, hand=["Knight", "Stranger Page"])
    them = player(circles={"VC": "King", "FL": "Lancer", "FR": "Lancer"})
    g = _game(CLAN_MATES, me, them)
    assert g.power(0, "VC") == 10000 + 1000  # (the opponent's clan mates do not count)
    before = g.to_position()
    allow(g, 'call "Knight" FR')
    assert g.power(0, "VC") == 10000 + 2000
    allow(g, 'call "Stranger Page" BL')  # (another clan)
    assert g.power(0, "VC") == 10000 + 2000
    allow(g, "retire FL")
    assert g.power(0, "VC") == 10000 + 1000
    assert g.undo() is not None and g.undo() is not None and g.undo() is not None
    assert g.to_position() == before
    assert g.power(0, "VC") == 10000 + 1000


def test_during_the_opponents_turn_the_clan_mates_give_nothing() -> None:
    me = player(circles={"VC": "Counter", "FL": "Lancer", "FR": "Knight"})
    g = _game(CLAN_MATES, me, player(circles={"VC": "King"}), active=1)
    assert g.power(0, "VC") == 10000


def test_each_open_rear_guard_circle_of_the_opponent_counts_and_a_retire_opens_one() -> None:
    me = player(circles={"VC": "Paladin", "FL": "Counter"})  # (four of mine open: none count)
    them = player(circles={"VC": "King", "FL": "Lancer", "FR": "Knight", "BC": "Squire"})
    g = _game(OPEN, me, them)
    assert g.power(0, "FL") == 9000 + 2 * 2000  # (their BL and BR)
    before = g.to_position()
    allow(g, "retire -> FR")
    assert g.power(0, "FL") == 9000 + 3 * 2000
    assert g.undo() is not None
    assert g.to_position() == before
    assert g.power(0, "FL") == 9000 + 2 * 2000


def test_a_full_field_of_the_opponent_gives_nothing() -> None:
    full = {c: "Lancer" for c in ("FL", "FR", "BL", "BC", "BR")}
    g = _game(
        OPEN,
        player(circles={"VC": "Paladin", "FL": "Counter"}),
        player(circles={"VC": "King", **full}),
    )
    assert g.power(0, "FL") == 9000


def test_each_face_up_card_of_the_g_zone_counts_and_turning_one_adds_to_it() -> None:
    counter = unit("Counter", 3, 10000, 0, text=G_FACE_UP)
    mine = g_zone("Dawn Colossus", "Star Empress", "Plain Giant", face_up=("Dawn Colossus",))
    me = player(circles={"VC": "Counter"}, g_zone=mine)
    theirs = g_zone("Dawn Colossus", "Star Empress", face_up=("Dawn Colossus", "Star Empress"))
    g = g_game(me, player(circles={"VC": "King"}, g_zone=theirs), cards=[counter])
    assert g.power(0, "VC") == 10000 + 3000  # (the opponent's face up G units do not count)
    before = g.to_position()
    allow(g, 'faceup g_zone "Star Empress"')
    assert g.power(0, "VC") == 10000 + 2 * 3000
    assert g.undo() is not None
    assert g.to_position() == before
    assert g.power(0, "VC") == 10000 + 3000


def test_every_card_of_the_opponents_damage_zone_counts_face_up_or_down() -> None:
    damage = [*face_up_damage(2), {"name": "Knight", "face_down": True}]
    me = player(circles={"VC": "Paladin", "FL": "Counter"}, damage=face_up_damage(4))
    g = _game(THEIR_DAMAGE, me, player(circles={"VC": "King"}, damage=damage))
    assert g.power(0, "FL") == 9000 + 3 * 1000  # (my own four do not count)
    before = g.to_position()
    allow(g, "@1 put deck to damage")
    assert g.power(0, "FL") == 9000 + 4 * 1000
    assert g.undo() is not None
    assert g.to_position() == before
    assert g.power(0, "FL") == 9000 + 3 * 1000


def test_only_the_face_up_cards_of_my_damage_zone_count_and_a_counter_blast_takes_one() -> None:
    damage = [*face_up_damage(2), {"name": "Knight", "face_down": True}]
    me = player(circles={"VC": "Paladin", "FL": "Counter"}, damage=damage)
    g = _game(MY_FACE_UP, me, player(circles={"VC": "King"}, damage=face_up_damage(5)))
    assert g.power(0, "FL") == 9000 + 2 * 2000
    before = g.to_position()
    allow(g, "counterblast 1")
    assert g.power(0, "FL") == 9000 + 2000
    assert g.undo() is not None
    assert g.to_position() == before
    assert g.power(0, "FL") == 9000 + 2 * 2000


def test_each_rear_guard_with_the_name_part_counts_this_one_too() -> None:
    me = player(
        circles={"VC": "Paladin", "FL": "Counter", "FR": "Lancer"}, hand=["Lancer", "Knight"]
    )
    g = _game(NAMED, me, player(circles={"VC": "King", "FL": "Lancer"}))
    assert g.power(0, "FL") == 9000 + 3000
    before = g.to_position()
    allow(g, 'call "Knight" BL')
    assert g.power(0, "FL") == 9000 + 3000
    allow(g, 'call "Lancer" BR')
    assert g.power(0, "FL") == 9000 + 2 * 3000
    assert g.undo() is not None and g.undo() is not None
    assert g.to_position() == before


def test_the_attack_bonus_counts_the_opponents_face_up_damage_when_it_is_done() -> None:
    damage = [*face_up_damage(2), {"name": "Knight", "face_down": True}]
    me = player(circles={"VC": "Paladin", "FL": "Counter"}, damage=face_up_damage(1))
    g = _game(THEIR_FACE_UP, me, player(circles={"VC": "King"}, damage=damage), phase="battle")
    before = g.to_position()
    allow(g, "attack FL -> VC")
    allow(g, 'use "Counter"')
    assert g.power(0, "FL") == 9000 + 2 * 4000
    while g.undo() is not None and g.to_position() != before:
        pass
    assert g.to_position() == before
    assert g.power(0, "FL") == 9000


def test_the_hover_text_names_the_counted_bonus_and_its_card() -> None:
    """(the table's tip on a unit's power lists what each [CONT] ability gives it now)"""
    from playtester.games.vanguard.continuous import sources

    them = player(circles={"VC": "King", "FL": "Lancer", "FR": "Knight", "BC": "Squire"})
    g = _game(OPEN, player(circles={"VC": "Paladin", "FL": "Counter"}), them)
    counter = g.state.zones[0]["FL"][0]
    assert sources(g.state, counter, "power") == [(counter, 2 * 2000)]
    allow(g, "retire -> FL")
    assert sources(g.state, counter, "power") == [(counter, 3 * 2000)]

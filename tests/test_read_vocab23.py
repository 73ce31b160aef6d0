"""Every unit so filtered, the blank the printed-text reader learned for issue 26's vocab23 pass
(`{my unit front all}`): "all of your front row units get [Power] +5000 until end of that
battle" takes each of them at once, asking the player nothing, and none other; in a [CONT]
ability, "all of your opponent's front row units get [Power] -5000" holds for each of them while
it works. Played at the table from INVENTED text, with undo."""

from __future__ import annotations

from typing import Any

from playtester.engine import Game
from playtester.games.common.abilities import ALL, Blank
from playtester.games.common.ability_text import read, write
from playtester.games.vanguard.ability_phrases import step_words
from playtester.games.vanguard.ability_words import WORDS
from playtester.games.vanguard.state import vg
from playtester.games.vanguard.text_reader import read_text
from tests.positions import CARDS, allow, g_game, g_zone, game, player, unit

RALLY = (
    "[AUTO](VC):When this unit attacks, all of your front row units get [Power] +5000 until end"
    " of that battle."
)
DREAD = "[CONT](VC):During your turn, all of your opponent's front row units get [Power] -5000."


def _rally_game(text: str, **top: Any) -> Game:
    """Player 0's Herald (the text, 11000 power) on VC, a Lancer on FL, a Knight on FR and a
    Squire behind on BL; the opponent's King, a Swordsman on FL and a Lancer on BL."""
    herald = unit("Herald", 3, 11000, 0, text=text)
    me = player(circles={"VC": "Herald", "FL": "Lancer", "FR": "Knight", "BL": "Squire"})
    foe = player(circles={"VC": "King", "FL": "Swordsman", "BL": "Lancer"})
    return game(me, foe, cards=[*CARDS, herald], **top)


def test_the_text_reads_as_every_front_row_unit() -> None:
    text = 'card "Herald"\n  auto VC when attacks\n    do power {my unit front all} +5000 battle\n'
    (card,) = read(text, WORDS)
    (step,) = card.abilities[0].effects
    assert step.parts[0] == Blank(("my", "unit", "front"), ALL, ALL)


def test_every_front_row_unit_gets_it_at_once_and_the_back_row_does_not() -> None:
    g = _rally_game(RALLY, phase="battle", step="attack")
    allow(g, "attack VC -> VC")
    before = g.to_position()
    allow(g, 'use "Herald"')
    assert vg(g.state).resolving is None  # nothing asked: all of them, one after the other
    powers = [g.power(0, c) for c in ("VC", "FL", "FR", "BL")]
    assert powers == [11000 + 5000, 8000 + 5000, 9000 + 5000, 6000]
    steps = 0
    while g.to_position() != before:
        assert g.undo() is not None
        steps += 1
    assert steps == 1  # the whole ability was one action of the player
    assert [g.power(0, c) for c in ("VC", "FL", "FR")] == [11000, 8000, 9000]


def test_the_continuous_bonus_reaches_every_opponents_front_row_unit_in_your_turn() -> None:
    g = _rally_game(DREAD)
    assert [g.power(1, c) for c in ("VC", "FL", "BL")] == [10000 - 5000, 10000 - 5000, 8000]
    assert [g.power(0, c) for c in ("FL", "FR")] == [8000, 9000]  # not your own
    g = _rally_game(DREAD, active=1)
    assert [g.power(1, c) for c in ("VC", "FL")] == [10000, 10000]  # not in their turn


def test_all_is_written_back_as_it_was_read() -> None:
    text = 'card "Herald"\n  cont VC\n    if my turn\n    do power {their unit front all} -5000\n'
    assert write(read(text, WORDS)) == text


def test_the_step_says_all_of_them() -> None:
    (reading,) = read_text(RALLY)
    assert reading.ability is not None
    (step,) = reading.ability.effects
    said = "all of your front row units get +5000 power until the end of the battle"
    assert step_words(step) == said


def test_every_front_row_unit_gets_so_much_for_each_face_up_g_unit() -> None:
    """(with vocab17's count) "all of your front row units get [Power] +2000 for each face up
    card in your G zone": each of them, counted again when one more is turned face up."""
    text = (
        "[CONT](VC):During your turn, all of your front row units get [Power] +2000 for each"
        " face up card in your G zone."
    )
    herald = unit("Herald", 3, 11000, 0, text=text)
    mine = g_zone("Dawn Colossus", "Star Empress", face_up=("Dawn Colossus",))
    me = player(circles={"VC": "Herald", "FL": "Lancer", "BL": "Squire"}, g_zone=mine)
    g = g_game(me, player(circles={"VC": "King", "FL": "Lancer"}), cards=[herald])
    assert [g.power(0, c) for c in ("VC", "FL", "BL")] == [13000, 10000, 6000]
    assert g.power(1, "FL") == 8000
    before = g.to_position()
    allow(g, 'faceup g_zone "Star Empress"')
    assert [g.power(0, c) for c in ("VC", "FL", "BL")] == [15000, 12000, 6000]
    assert g.undo() is not None
    assert g.to_position() == before

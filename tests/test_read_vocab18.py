"""Resist, which the printed-text reader learned in issue 26's vocab18 pass, played at the table
from INVENTED text: "this unit cannot be chosen by your opponent's card effects" keeps the unit
out of the choices of the opponent's abilities (not out of its own player's, nor out of a
count), and a unit given Resist while a condition holds has it only then. Each position uses an
ability through the notation, checks what it chose, and undoes it. The reminders this pass
reads as reminder give the record the text without them gives. Up to two cards of the damage
zone turned face up: none, one or two, as the player will."""

from __future__ import annotations

from typing import Any

from playtester.engine import Game
from playtester.games.vanguard.ability_phrases import ability_words
from playtester.games.vanguard.text_reader import read_text
from tests.positions import CARDS, allow, face_up_damage, game, names, player, said, unit
from tests.test_read_effects import ATTACKS, attacking, undone, use

RETIRE = (
    "[ACT](VC):[COST][Counter-Blast 1], choose one of your opponent's rear-guards, and retire it."
)
BOOST = (
    "[ACT](VC):[COST][Counter-Blast 1], choose one of your rear-guards, and it gets [Power] +5000"
    " until end of turn."
)
COUNT = (
    "[ACT](VC):If your opponent has two or more rear-guards, [COST][Counter-Blast 1], draw a card."
)
WARD = "[CONT](RC):This unit cannot be chosen by your opponent's card effects."
GIVEN = (
    '[CONT](RC):If you have a vanguard with "King" in its card name, this unit gets'
    ' "[CONT](RC):Resist".'
)


def _game(text: str, mine: dict[str, Any], theirs: dict[str, Any]) -> Game:
    """Player 0's main phase: the Warden (`text`) on VC with a face-up damage card to blast,
    the circles `mine`; the opponent's circles `theirs` (the Ward has WARD, the Crowned Ward
    GIVEN)."""
    cards = [
        *CARDS,
        unit("Warden", 3, 11000, 0, text=text),
        unit("Ward", 1, 7000, 5000, text=WARD),
        unit("Crowned Ward", 1, 7000, 5000, text=GIVEN),
    ]
    me = player(circles={"VC": "Warden", **mine}, hand=[], damage=face_up_damage(1))
    return game(me, player(circles=theirs, deck=["Lancer"] * 5), cards=cards)


def _undone(g: Game, before: dict[str, Any]) -> None:
    """Every change since `before` undone: the position is the one before."""
    while g.to_position() != before:
        assert g.undo() is not None
    assert g.to_position() == before


def test_the_texts_are_read_whole() -> None:
    for text in (RETIRE, BOOST, COUNT, WARD, GIVEN):
        (reading,) = read_text(text)
        assert reading.whole, text


def test_a_player_reads_what_resist_does() -> None:
    (reading,) = read_text(WARD)
    assert reading.ability is not None
    assert "this unit gets Resist (no card effect of the opponent's may choose it)" in (
        ability_words(reading.ability)
    )


def test_the_opponents_ability_cannot_choose_the_ward_and_takes_the_other_rear_guard() -> None:
    g = _game(RETIRE, {}, {"VC": "King", "FL": "Ward", "FR": "Lancer"})
    before = g.to_position()
    words = said(g.apply("use VC 1"))
    assert "retires Lancer on FR" in words, words  # (one rear-guard it may choose: done at once)
    assert names(g, 1, "FL") == ["Ward"] and names(g, 1, "drop") == ["Lancer"]
    _undone(g, before)
    assert names(g, 1, "FR") == ["Lancer"] and names(g, 1, "drop") == []


def test_without_the_ward_both_rear_guards_are_offered() -> None:
    g = _game(RETIRE, {}, {"VC": "King", "FL": "Knight", "FR": "Lancer"})
    allow(g, "use VC 1")
    assert [str(a) for a in g.legal_actions()][:2] == ["retire -> FL", "retire -> FR"]


def test_with_the_ward_alone_the_ability_retires_nothing() -> None:
    g = _game(RETIRE, {}, {"VC": "King", "FL": "Ward"})
    before = g.to_position()
    words = said(g.apply("use VC 1"))
    assert not any(w.startswith("retires") for w in words), words
    assert names(g, 1, "FL") == ["Ward"] and names(g, 1, "drop") == []
    _undone(g, before)


def test_its_own_players_ability_may_choose_the_ward() -> None:
    g = _game(BOOST, {"FL": "Ward", "FR": "Lancer"}, {"VC": "King"})
    before = g.to_position()
    allow(g, "use VC 1")
    assert [str(a) for a in g.legal_actions()][:2] == ["power FL +5000 turn", "power FR +5000 turn"]
    allow(g, "power FL +5000 turn")
    assert g.power(0, "FL") == 7000 + 5000
    _undone(g, before)
    assert g.power(0, "FL") == 7000


def test_the_ward_still_counts_among_the_opponents_rear_guards() -> None:
    g = _game(COUNT, {}, {"VC": "King", "FL": "Ward", "FR": "Lancer"})
    before = g.to_position()
    hand = len(names(g, 0, "hand"))
    allow(g, "use VC 1")
    assert len(names(g, 0, "hand")) == hand + 1
    _undone(g, before)


def test_a_resist_given_while_a_condition_holds_works_only_then() -> None:
    g = _game(RETIRE, {}, {"VC": "King", "FL": "Crowned Ward", "FR": "Lancer"})
    assert "retires Lancer on FR" in said(g.apply("use VC 1"))
    g = _game(RETIRE, {}, {"VC": "Paladin", "FL": "Crowned Ward", "FR": "Lancer"})
    allow(g, "use VC 1")
    assert [str(a) for a in g.legal_actions()][:2] == ["retire -> FL", "retire -> FR"]


def test_a_reminder_that_says_the_condition_again_reads_as_the_text_without_it() -> None:
    said_once = (
        "[AUTO]:When this unit is put on (GC), if your opponent's attacking unit has attacked two"
        " or more times this turn, this unit gets [Shield] +10000 until end of that battle."
    )
    again = said_once + " (Active if this battle is its second attack this turn or more)"
    ((plain,), (reminded,)) = read_text(said_once), read_text(again)
    assert plain.whole and reminded.whole and reminded.ability == plain.ability
    lone = again.replace(" if your opponent's attacking unit has attacked two or more times"
                         " this turn,", "")  # fmt: skip
    assert not read_text(lone)[0].whole


UP_TO_TWO = ATTACKS + "choose up to two cards from your damage zone, and turn them face up."
DAMAGE = [{"name": n, "face_down": True} for n in ("Lancer", "Knight", "Squire")]


def _face_down(g: Game) -> list[bool]:
    return [g.state.cards[i].face_down for i in g.state.zones[0]["damage"]]


def test_up_to_two_damage_cards_turned_face_up_two_one_or_none() -> None:
    (reading,) = read_text(UP_TO_TWO)
    assert reading.whole
    g = attacking(UP_TO_TWO, damage=DAMAGE)
    before, taken = use(g, "countercharge 1", "countercharge 1")
    assert _face_down(g).count(True) == 1  # (two of the three turned, no more)
    undone(g, before, taken)
    before, taken = use(g, "countercharge 1", "skip")
    assert _face_down(g).count(True) == 2
    undone(g, before, taken)
    before, taken = use(g, "skip", "skip")
    assert _face_down(g) == [True, True, True]
    undone(g, before, taken)

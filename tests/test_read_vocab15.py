"""The G era's keyword states the printed-text reader learned for issue 26's vocab15 pass, played
at the table from INVENTED text: Blaze (at the beginning of each of your attacks, with more
rear-guards than the opponent, your vanguard becomes blazing for the turn), Engorge (when this
unit attacks, one or more of your other rear-guards retired, then it is engorged for the turn),
what asks for the states ([CONT] "if your vanguard is blazing", "if this unit is engorged") and
the trigger "when ... becomes ...". Each is triggered through the notation (or not), used, its
outcome checked, and undone; a unit that leaves the field loses its state."""

from __future__ import annotations

from typing import Any

import pytest

from playtester.engine import Game
from playtester.games.common.abilities import MAX_BLANK
from playtester.games.common.ability_text import AbilityTextError, read, write
from playtester.games.vanguard.ability_words import WORDS
from playtester.games.vanguard.board import STATES
from playtester.games.vanguard.facts import readout
from playtester.games.vanguard.state import vg
from tests.positions import CARDS, allow, game, names, player, said, unit
from tests.test_read_effects import undone

BLAZE = (
    "[AUTO](VC/RC):Blaze (At the beginning of each of your attacks, if you have more rear-guards"
    " than your opponent, your vanguard becomes blazing until end of turn)"
)
HOT = "[CONT](RC):If your vanguard is blazing, this unit gets [Power] +3000."
ENGORGE = "[AUTO](VC):Engorge"
FED = (
    "[AUTO](VC):[Counter-Blast 1] When this unit becomes engorged, you may pay the cost. If you"
    " do, draw a card."
)
FULL = "[CONT](VC):If this unit is engorged, this unit gets [Power] +5000."


def _states(g: Game, player_: int, circle: str) -> list[str]:
    """The states (blazing, engorged) of the player's unit on the circle now."""
    card = g.state.zones[player_][circle][0]
    return [m.stat for m in g.state.modifiers if m.card == card and m.stat in STATES]


def _pending(g: Game) -> list[int]:
    return [p.card for p in vg(g.state).pending]


def _blazer(rears: dict[str, Any], foe_rears: dict[str, Any]) -> Game:
    """Player 0's Flamer (Blaze, 10000) on FL, a Paladin on VC and the Stoker (the [CONT] above)
    on FR among `rears`; the opponent's King on VC with `foe_rears`; the attack step."""
    flamer = unit("Flamer", 2, 10000, 5000, text=BLAZE)
    stoker = unit("Stoker", 1, 7000, 5000, text=HOT)
    me = player(circles={"VC": "Paladin", "FL": "Flamer", **rears}, hand=[])
    foe = player(circles={"VC": "King", **foe_rears}, hand=[])
    return game(me, foe, phase="battle", step="attack", cards=[*CARDS, flamer, stoker])


def test_blaze_makes_the_vanguard_blazing_at_another_units_attack_and_undo_takes_it_back() -> None:
    g = _blazer({"FR": "Stoker", "BL": "Lancer"}, {"FL": "Lancer"})  # three rear-guards to one
    allow(g, "attack VC -> VC")  # (the vanguard's attack: each of your attacks)
    assert _pending(g) == g.state.zones[0]["FL"]
    assert g.power(0, "FR") == 7000
    before = g.to_position()
    assert g.check('use "Flamer"').legal
    events = g.apply('use "Flamer"')
    assert "Paladin on VC becomes blazing until the end of the turn" in said(events)
    assert _states(g, 0, "VC") == ["blazing"] and _states(g, 0, "FL") == []
    assert g.power(0, "FR") == 7000 + 3000  # the Stoker's [CONT] holds now
    tip = readout(g, 0, "VC")
    assert tip is not None and "Blazing until the end of the turn" in tip.tip
    undone(g, before, 1)
    assert _states(g, 0, "VC") == [] and g.power(0, "FR") == 7000


def test_blaze_with_no_more_rear_guards_than_the_opponent_does_nothing() -> None:
    g = _blazer({"FR": "Stoker"}, {"FL": "Lancer", "FR": "Lancer"})  # two to two
    allow(g, "attack FL -> VC")
    assert _pending(g) == [] and _states(g, 0, "VC") == []
    assert g.power(0, "FR") == 7000


def test_the_blazing_state_ends_with_the_turn() -> None:
    g = _blazer({"FR": "Stoker", "BL": "Lancer"}, {})
    g.apply("attack FL -> VC")
    g.apply('use "Flamer"')
    assert _states(g, 0, "VC") == ["blazing"]
    for _ in range(3):  # (no guard; the battle ends; the end phase)
        allow(g, "next")
    assert vg(g.state).active == 1, "the opponent's turn"
    assert _states(g, 0, "VC") == [] and g.power(0, "FR") == 7000


def _glutton(rears: dict[str, Any], *more: str) -> Game:
    """Player 0's Glutton (Engorge and the texts `more`, 11000) on VC with `rears`, two damage
    cards face up; the opponent's King; the attack step."""
    text = "\n".join((ENGORGE, *more))
    glutton = unit("Glutton", 3, 11000, 0, text=text)
    damage = [{"name": "Lancer"}] * 2
    me = player(circles={"VC": "Glutton", **rears}, hand=[], damage=damage)
    foe = player(circles={"VC": "King"}, hand=[])
    return game(me, foe, phase="battle", step="attack", cards=[*CARDS, glutton])


def test_engorge_retires_the_rear_guards_chosen_then_the_unit_is_engorged() -> None:
    g = _glutton({"FL": "Lancer", "FR": "Knight", "BL": "Squire"}, FULL)
    allow(g, "attack VC -> VC")
    assert _pending(g) == g.state.zones[0]["VC"]
    before = g.to_position()
    allow(g, 'use "Glutton"')
    allow(g, "retire FL")
    allow(g, "retire BL")
    assert vg(g.state).resolving is not None, "one or more: it may take another"
    allow(g, "skip")  # (enough: the Knight stays)
    assert vg(g.state).resolving is None
    assert sorted(names(g, 0, "drop")) == ["Lancer", "Squire"] and names(g, 0, "FR") == ["Knight"]
    assert _states(g, 0, "VC") == ["engorged"]
    assert g.power(0, "VC") == 11000 + 5000  # "if this unit is engorged"
    undone(g, before, 4)
    assert _states(g, 0, "VC") == [] and g.power(0, "VC") == 11000


def test_engorge_with_no_other_rear_guard_retired_leaves_the_unit_as_it_was() -> None:
    g = _glutton({}, FULL)
    allow(g, "attack VC -> VC")
    assert _pending(g) == []  # (nothing can pay it: not offered)
    assert _states(g, 0, "VC") == [] and g.power(0, "VC") == 11000


def test_becoming_engorged_triggers_its_ability_once() -> None:
    g = _glutton({"FL": "Lancer"}, FED)
    allow(g, "attack VC -> VC")
    allow(g, 'use "Glutton"')  # (one rear-guard: retired at once)
    assert _states(g, 0, "VC") == ["engorged"]
    assert _pending(g) == g.state.zones[0]["VC"], "it became engorged"
    before = g.to_position()
    deck = len(g.state.zones[0]["deck"])
    allow(g, 'use "Glutton"')
    assert len(g.state.zones[0]["deck"]) == deck - 1 and names(g, 0, "hand") == ["Lancer"]
    undone(g, before, 1)


def test_a_unit_already_engorged_does_not_become_so_again() -> None:
    engorged = {"name": "Glutton", "modifiers": [{"stat": "engorged", "amount": 1}]}
    me = player(circles={"VC": engorged}, hand=[])
    glutton = unit("Glutton", 3, 11000, 0, text=FED)
    g = game(me, player(circles={"VC": "King"}), cards=[*CARDS, glutton])
    allow(g, "mark VC engorged")
    assert _pending(g) == [] and _states(g, 0, "VC") == ["engorged"]


def test_a_unit_that_leaves_the_field_loses_its_state() -> None:
    me = player(circles={"VC": "Paladin", "FL": "Lancer"}, hand=[])
    g = game(me, player(circles={"VC": "King"}))
    allow(g, "mark FL engorged")
    assert _states(g, 0, "FL") == ["engorged"]
    allow(g, "retire FL")
    assert [m for m in g.state.modifiers if m.stat == "engorged"] == []


SPARK = "[AUTO](RC):When your vanguard becomes blazing, draw a card."


def test_the_vanguard_becoming_blazing_triggers_a_rear_guards_ability_a_rear_guard_not() -> None:
    spark = unit("Spark", 1, 7000, 5000, text=SPARK)
    me = player(circles={"VC": "Paladin", "FL": "Lancer", "FR": "Spark"}, hand=[])
    g = game(me, player(circles={"VC": "King"}), cards=[*CARDS, spark])
    allow(g, "mark FL blazing")  # (a rear-guard: not the vanguard)
    assert _pending(g) == []
    allow(g, "mark VC blazing")
    assert _pending(g) == g.state.zones[0]["FR"]
    before = g.to_position()
    allow(g, 'use "Spark"')
    assert names(g, 0, "hand") == ["Lancer"]
    undone(g, before, 1)  # (the use; the tool's mark stays)
    assert _states(g, 0, "VC") == ["blazing"]


def test_the_written_form_says_a_state_and_one_or_more_cards_and_reads_them_back() -> None:
    text = (
        'card "Glutton"\n  auto VC when attacks\n    cost retire {my rear other 1 or more}\n'
        "    do mark {self} engorged\n"
    )
    (card,) = read(text, WORDS)
    blank = card.abilities[0].cost[0].blanks[0]
    assert (blank.least, blank.most) == (1, MAX_BLANK)
    assert write([card]) == text
    with pytest.raises(AbilityTextError, match="not a state"):
        read(text.replace("engorged", "hungry"), WORDS)
    with pytest.raises(AbilityTextError, match="not a selector word"):
        read(text.replace("{self}", "{my unit sated}"), WORDS)


FANNER = (
    "[AUTO](VC):When this unit attacks, choose one of your units with the blaze ability, and it"
    " gets [Power] +4000 until end of turn."
)


def test_a_unit_with_the_blaze_ability_is_one_whose_text_has_the_keyword() -> None:
    fanner = unit("Fanner", 3, 11000, 0, text=FANNER)
    flamer = unit("Flamer", 2, 10000, 5000, text=BLAZE)
    me = player(circles={"VC": "Fanner", "FL": "Lancer", "FR": "Flamer"}, hand=[])
    foe = player(circles={"VC": "King"}, hand=[])
    g = game(me, foe, phase="battle", step="attack", cards=[*CARDS, fanner, flamer])
    allow(g, "attack VC -> VC")
    before = g.to_position()
    allow(g, 'use "Fanner"')  # (one unit fits: the Flamer, at once)
    assert g.power(0, "FR") == 10000 + 4000 and g.power(0, "FL") == 8000
    undone(g, before, 1)
    assert g.power(0, "FR") == 10000

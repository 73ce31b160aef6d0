"""The conditions the printed-text reader learned for issue 26's vocab8 pass, played at the table
from INVENTED text: an attack on a unit so filtered (the opponent's unit the battle targets), the
battle's number in the turn, and an opponent's rear-guard put into the drop zone during your main
phase. Each is triggered through the notation (or not, when its condition fails), used, its
outcome checked, and undone."""

from __future__ import annotations

from typing import Any

from playtester.engine import Game
from playtester.games.vanguard.board import shield
from playtester.games.vanguard.state import vg
from tests.positions import CARDS, allow, game, names, player, unit
from tests.test_read_effects import undone

ON_HIGH = (
    "[AUTO](RC):When this unit attacks a grade 3 or greater unit, this unit gets [Power] +5000"
    " until end of that battle."
)
SECOND = (
    "[AUTO](RC):When this unit attacks, if it is the second battle of this turn or more, draw a"
    " card."
)
MAIN_RETIRED = (
    "[AUTO](RC):During your main phase, when an opponent's rear-guard is put into the drop zone,"
    " draw a card."
)


def _striker(text: str, **top: Any) -> Game:
    """Player 0's Striker (the text above, 9000 power) on FL in the attack step; the opponent's
    grade 3 King on VC and a grade 1 Lancer on FL."""
    striker = unit("Striker", 2, 9000, 5000, text=text)
    me = player(circles={"VC": "Paladin", "FL": "Striker"}, hand=[])
    foe = player(circles={"VC": "King", "FL": "Lancer"}, hand=[])
    said: dict[str, Any] = {"phase": "battle", "step": "attack", **top}
    return game(me, foe, cards=[*CARDS, striker], **said)


def _pending(g: Game) -> list[int]:
    return [p.card for p in vg(g.state).pending]


def _use(g: Game) -> tuple[dict[str, Any], int]:
    before = g.to_position()
    allow(g, 'use "Striker"')
    assert vg(g.state).resolving is None
    return before, 1


def test_an_attack_on_a_grade_3_or_greater_unit_triggers_it() -> None:
    g = _striker(ON_HIGH)
    allow(g, "attack FL -> VC")  # the King: grade 3
    assert _pending(g) == g.state.zones[0]["FL"]
    before, taken = _use(g)
    assert g.power(0, "FL") == 9000 + 5000
    undone(g, before, taken)
    assert g.power(0, "FL") == 9000


def test_an_attack_on_a_lower_grade_unit_triggers_nothing() -> None:
    g = _striker(ON_HIGH)
    allow(g, "attack FL -> FL")  # the Lancer: grade 1
    assert _pending(g) == [] and g.power(0, "FL") == 9000


def test_the_second_battle_of_the_turn_triggers_it_the_first_not() -> None:
    g = _striker(SECOND)
    allow(g, "attack FL -> VC")  # the first battle
    assert _pending(g) == []
    g = _striker(SECOND, battles=1)  # one battle already this turn
    allow(g, "attack FL -> VC")
    assert vg(g.state).battles == 2 and _pending(g) == g.state.zones[0]["FL"]
    before, taken = _use(g)
    assert names(g, 0, "hand") == ["Lancer"]
    undone(g, before, taken)
    assert names(g, 0, "hand") == []


def test_an_opponents_rear_guard_put_into_the_drop_zone_in_your_main_phase() -> None:
    g = _striker(MAIN_RETIRED, phase="main", step=None)
    allow(g, "retire -> FL")
    assert _pending(g) == g.state.zones[0]["FL"]
    before, taken = _use(g)
    assert names(g, 0, "hand") == ["Lancer"] and names(g, 1, "drop") == ["Lancer"]
    undone(g, before, taken)
    assert names(g, 0, "hand") == []


def test_an_opponents_rear_guard_put_into_the_drop_zone_in_your_battle_phase() -> None:
    g = _striker(MAIN_RETIRED)
    allow(g, "retire -> FL")
    assert names(g, 1, "drop") == ["Lancer"] and _pending(g) == []


WARDEN = (
    "[AUTO]:When this unit is put on (GC), if your opponent's attacking unit has attacked two or"
    " more times this turn, this unit gets [Shield] +10000 until end of that battle."
)


def _guarded(attacked_before: int, lancer: int = 0) -> Game:
    """Player 0's Paladin, which attacked `attacked_before` times this turn, attacks the
    opponent's King (their Lancer on FL attacked `lancer` times); they guard with the Warden
    (the text above, shield 5000)."""
    warden = unit("Warden", 1, 6000, 5000, text=WARDEN)
    marks = [{"stat": "attacked", "amount": 1}] * attacked_before
    others = [{"stat": "attacked", "amount": 1}] * lancer
    paladin = {"name": "Paladin", "modifiers": marks}
    me = player(circles={"VC": paladin, "FL": {"name": "Lancer", "modifiers": others}}, hand=[])
    foe = player(circles={"VC": "King"}, hand=["Warden"])
    g = game(me, foe, phase="battle", step="attack", cards=[*CARDS, warden])
    allow(g, "attack VC -> VC")
    allow(g, 'guard "Warden"')
    return g


def test_an_attack_marks_the_attacker_for_the_turn_and_undo_takes_the_mark_back() -> None:
    g = _guarded(0)
    paladin = g.state.zones[0]["VC"][0]
    marks = [m for m in g.state.modifiers if m.stat == "attacked"]
    assert [(m.card, m.amount, m.until) for m in marks] == [(paladin, 1, "turn")]
    assert g.to_position()["players"][0]["circles"]["VC"]["modifiers"][0]["stat"] == "attacked"
    assert g.undo() is not None and g.undo() is not None  # the guard, the attack
    assert [m for m in g.state.modifiers if m.stat == "attacked"] == []


def test_a_guardian_against_a_units_second_attack_of_the_turn_gets_its_shield() -> None:
    g = _guarded(1)
    assert _pending(g) == g.state.zones[1]["GC"]
    before = g.to_position()
    allow(g, 'use "Warden"')
    assert shield(g.state, 1) == 5000 + 10000
    undone(g, before, 1)
    assert shield(g.state, 1) == 5000


def test_a_guardian_against_a_units_first_attack_of_the_turn_gets_nothing() -> None:
    g = _guarded(0, lancer=1)  # (another unit's attack is not the attacking unit's)
    assert _pending(g) == [] and shield(g.state, 1) == 5000


def test_a_unit_that_left_the_field_is_a_new_unit_with_no_attack_this_turn() -> None:
    me = player(circles={"VC": "Paladin", "FL": "Lancer"}, hand=[])
    g = game(me, player(circles={"VC": "King"}), phase="battle", step="attack")
    allow(g, "attack FL -> VC")
    lancer = g.state.zones[0]["FL"][0]
    assert [m.card for m in g.state.modifiers if m.stat == "attacked"] == [lancer]
    g.apply("retire -> FL")  # (the guard step: the opponent acts; the mark goes with the unit)
    assert names(g, 0, "drop") == ["Lancer"]
    assert [m for m in g.state.modifiers if m.stat == "attacked"] == []

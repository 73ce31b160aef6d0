"""The triggers and conditions of a battle the printed-text reader learned for issue 26's vocab22
pass, played at the table from INVENTED text: "when this unit is attacked", "when your vanguard
with "Name" in its card name attacks", "when your grade 3 <Clan> is placed on (VC)", "at the
end of the battle that this unit attacked a vanguard" and "if that attack did not hit" (the
ended battle's own hit). Each is triggered through the notation (or not, when the event is
another), used or skipped, its outcome checked, and undone."""

from __future__ import annotations

from typing import Any

import pytest
from lark.exceptions import VisitError

from playtester.engine import Game
from playtester.games.vanguard.state import vg
from playtester.games.vanguard.text_grammar import parser, words
from playtester.games.vanguard.text_parts import Body, Unread
from playtester.games.vanguard.text_reader import clean, read_text
from playtester.games.vanguard.text_records import Records
from tests.positions import CARDS, CLAN, ability_texts, allow, game, names, player, unit
from tests.test_read_effects import undone

ATTACKED = (
    "[AUTO](VC/RC):When this unit is attacked, this unit gets [Power] +4000 until end of that"
    " battle."
)
RUNNER = "[AUTO](RC):When attacked, return this unit to your hand."
FLANKER = (
    '[AUTO](RC):When your vanguard with "Ember" in its card name attacks, this unit gets'
    " [Power] +3000 until end of turn."
)
HERALD = (
    f"[AUTO](RC):When your grade 3 <{CLAN}> is placed on (VC), this unit gets [Power] +8000"
    " until end of turn."
)
RAIDER = (
    "[AUTO](RC):At the end of the battle it attacked a vanguard, [COST][put this unit into your"
    " soul], and [Soul-Charge 2]."
)
PATIENT = (
    "[AUTO](VC):At the end of the battle that this unit attacked a vanguard, if that attack did"
    " not hit, draw a card."
)
STUBBORN = (
    "[AUTO](RC):At the end of the battle that this unit attacked, if the attack did not hit"
    " during that battle, draw a card."
)
EMBER = unit("Ember Tyrant", 3, 9000, 0)  # (its name has "Ember"; 9000 does not hit a King)
OUTSIDER = unit("Outsider", 3, 11000, 0, clan="Other Clan")


def _pending(g: Game) -> list[int]:
    return [p.card for p in vg(g.state).pending]


def _ids(g: Game, player: int, circle: str) -> list[int]:
    return list(g.state.zones[player][circle])


def test_the_texts_are_read_whole() -> None:
    for text in (ATTACKED, RUNNER, FLANKER, HERALD, RAIDER, PATIENT, STUBBORN):
        (reading,) = read_text(text)
        assert reading.whole, text


def _body(text: str) -> Body:
    """The records of an ability's body (after its header)."""
    try:
        body: Body = Records().transform(parser().parse(words(clean(text)), start="start"))
    except VisitError as exc:  # (what the records raised, as the reader sees it)
        raise exc.orig_exc from None
    return body


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("When this unit attacks, if the attack did not hit, draw a card.", "no battle's end"),
        (
            "At the end of the battle that this unit boosted, if that attack did not hit, draw a"
            " card.",
            "no battle's end",
        ),
        ("If the attack did not hit, when this unit attacks, draw a card.", "no battle's end"),
        (
            "At the end of the battle that this unit attacked, draw a card, and if the attack did"
            " not hit, draw a card.",
            "among the effects",
        ),
        (
            "At the end of the battle that this unit attacked, if the attack did not hit, if that"
            " attack did not hit, draw a card.",
            "twice",
        ),
    ],
)
def test_whether_the_attack_hit_is_read_only_right_after_a_battles_end(
    text: str, reason: str
) -> None:
    with pytest.raises(Unread, match=reason):
        _body(text)


def test_the_condition_becomes_the_battle_end_triggers() -> None:
    body = _body(
        "At the end of the battle that this unit attacked, if the attack did not hit during"
        " that battle, during your turn, draw a card."
    )
    assert body.trigger is not None and body.trigger.words == ("battle-end", "no-hit")
    assert body.conditions == (("my", "turn"),)


# --- when this unit is attacked


def _defended(text: str, name: str = "Gorilla") -> Game:
    """Player 0's Paladin (11000) on VC and a Swordsman on FL attack; the opponent's King on VC
    and the unit `name` (the text, 9000 power) on FL."""
    defender = unit(name, 2, 9000, 5000, text=text)
    me = player(circles={"VC": "Paladin", "FL": "Swordsman"}, hand=[])
    foe = player(circles={"VC": "King", "FL": name}, hand=[])
    return game(me, foe, phase="battle", step="attack", cards=[*CARDS, defender])


def test_an_attack_on_this_unit_offers_its_player_the_ability() -> None:
    g = _defended(ATTACKED)
    allow(g, "attack VC -> FL")
    assert _pending(g) == _ids(g, 1, "FL")
    assert vg(g.state).pending[0].player == 1  # the defender's, while the attacker waits
    before = g.to_position()
    allow(g, 'use "Gorilla"')
    assert g.power(1, "FL") == 9000 + 4000
    undone(g, before, 1)
    assert g.power(1, "FL") == 9000


def test_the_bonus_lasts_until_the_end_of_that_battle() -> None:
    g = _defended(ATTACKED)
    allow(g, "attack VC -> FL")
    allow(g, 'use "Gorilla"')
    allow(g, "next")  # no guard: 11000 against 13000, no hit; the battle ends
    assert vg(g.state).battle is None and names(g, 1, "FL") == ["Gorilla"]
    assert g.power(1, "FL") == 9000


def test_skipped_the_ability_does_nothing() -> None:
    g = _defended(ATTACKED)
    allow(g, "attack VC -> FL")
    allow(g, 'skip "Gorilla"')
    assert _pending(g) == [] and g.power(1, "FL") == 9000


def test_an_attack_on_another_unit_does_not_trigger_it() -> None:
    g = _defended(ATTACKED)
    allow(g, "attack VC -> VC")
    assert _pending(g) == []


def test_when_attacked_the_unit_returns_to_its_hand() -> None:
    g = _defended(RUNNER, "Runner")
    allow(g, "attack FL -> FL")
    before = g.to_position()
    allow(g, 'use "Runner"')
    assert names(g, 1, "hand") == ["Runner"] and names(g, 1, "FL") == []
    undone(g, before, 1)
    assert names(g, 1, "FL") == ["Runner"]


# --- when your vanguard with "Name" in its card name attacks


def _flanked(leader: str) -> Game:
    """Player 0's vanguard `leader`, the Flanker (the text, 7000) on FL and a Lancer on FR, in
    the attack step."""
    flanker = unit("Flanker", 1, 7000, 5000, text=FLANKER)
    me = player(circles={"VC": leader, "FL": "Flanker", "FR": "Lancer"}, hand=[])
    foe = player(circles={"VC": "King"}, hand=[])
    return game(me, foe, phase="battle", step="attack", cards=[*CARDS, flanker, EMBER])


def test_the_named_vanguard_attacking_triggers_it() -> None:
    g = _flanked("Ember Tyrant")
    allow(g, "attack VC -> VC")
    assert _pending(g) == _ids(g, 0, "FL")
    before = g.to_position()
    allow(g, 'use "Flanker"')
    assert g.power(0, "FL") == 7000 + 3000
    undone(g, before, 1)
    assert g.power(0, "FL") == 7000


def test_a_vanguard_of_another_name_attacking_does_not() -> None:
    g = _flanked("Paladin")
    allow(g, "attack VC -> VC")
    assert _pending(g) == []


def test_a_rear_guard_attacking_does_not() -> None:
    g = _flanked("Ember Tyrant")
    allow(g, "attack FR -> VC")
    assert _pending(g) == []


# --- when your grade 3 <Clan> is placed on (VC)


def _heralded() -> Game:
    """Player 0's ride phase: a Swordsman (grade 2) on VC, the Herald (the text, 7000) on FL, a
    hand of a Paladin (grade 3, this clan) and an Outsider (grade 3, another clan)."""
    herald = unit("Herald", 1, 7000, 5000, text=HERALD)
    me = player(circles={"VC": "Swordsman", "FL": "Herald"}, hand=["Paladin", "Outsider"])
    foe = player(circles={"VC": "King"}, hand=[])
    return game(me, foe, phase="ride", cards=[*CARDS, herald, OUTSIDER])


def test_a_grade_3_of_the_clan_placed_on_the_vanguard_circle_triggers_it() -> None:
    g = _heralded()
    allow(g, 'ride "Paladin"')
    assert _pending(g) == _ids(g, 0, "FL")
    before = g.to_position()
    allow(g, 'use "Herald"')
    assert g.power(0, "FL") == 7000 + 8000
    undone(g, before, 1)
    assert g.power(0, "FL") == 7000


def test_a_grade_3_of_another_clan_does_not() -> None:
    g = _heralded()
    allow(g, 'ride "Outsider"')
    assert names(g, 0, "VC") == ["Outsider"] and _pending(g) == []


def test_the_opponents_vanguard_placed_does_not() -> None:
    herald = unit("Herald", 1, 7000, 5000, text=HERALD)
    me = player(circles={"VC": "Swordsman"}, hand=["Paladin"])
    foe = player(circles={"VC": "King", "FL": "Herald"}, hand=[])
    g = game(me, foe, phase="ride", cards=[*CARDS, herald])
    allow(g, 'ride "Paladin"')
    assert _pending(g) == []


WRITTEN = f"""
card "Herald"
  auto RC when vanguard-placed
    if count my vanguard that grade=3 clan "{CLAN}" >= 1
    do power {{self}} +8000 turn
"""


def test_written_by_hand_and_alone_among_the_cards_it_is_watched_for() -> None:
    """(a record as written by hand, the only trigger of the game's cards: a card placed on VC
    is looked at for the others' abilities though no trigger says `ally`)"""
    with ability_texts(WRITTEN):
        herald = unit("Herald", 1, 7000, 5000)
        me = player(circles={"VC": "Swordsman", "FL": "Herald"}, hand=["Paladin"])
        g = game(me, player(circles={"VC": "King"}), phase="ride", cards=[*CARDS, herald])
        allow(g, 'ride "Paladin"')
        assert _pending(g) == _ids(g, 0, "FL")
        allow(g, 'use "Herald"')
        assert g.power(0, "FL") == 7000 + 8000


# --- at the end of the battle that this unit attacked a vanguard


def _raider(foe_vc: str = "King", foe_fl: str = "Lancer") -> Game:
    """Player 0's Raider (the text, 12000) on FL in the attack step, an empty soul; the
    opponent's `foe_vc` on VC and `foe_fl` on FL."""
    raider = unit("Raider", 2, 12000, 5000, text=RAIDER)
    me = player(circles={"VC": "Paladin", "FL": "Raider"}, hand=[], soul=[])
    foe = player(circles={"VC": foe_vc, "FL": foe_fl}, hand=[])
    return game(me, foe, phase="battle", step="attack", cards=[*CARDS, raider])


def test_the_end_of_a_battle_against_the_vanguard_triggers_it() -> None:
    g = _raider()
    allow(g, "attack FL -> VC")
    assert _pending(g) == []  # not yet: when the battle ends
    allow(g, "next")  # no guard: the hit, a damage check, the battle's end
    assert vg(g.state).battle is None and _pending(g) == _ids(g, 0, "FL")
    before = g.to_position()
    allow(g, 'use "Raider"')
    assert names(g, 0, "FL") == [] and names(g, 0, "soul") == ["Raider", "Lancer", "Lancer"]
    undone(g, before, 1)
    assert names(g, 0, "FL") == ["Raider"] and names(g, 0, "soul") == []


def test_the_end_of_a_battle_against_a_rear_guard_does_not() -> None:
    g = _raider()
    allow(g, "attack FL -> FL")
    allow(g, "next")
    assert vg(g.state).battle is None and _pending(g) == []


# --- if that attack did not hit (the ended battle's)


def _patient(foe_vc: str, text: str = PATIENT, foe: dict[str, Any] | None = None) -> Game:
    """Player 0's Ember Tyrant (9000) on VC, with the text given to a copy named Patient; the
    opponent's `foe_vc` on VC."""
    patient = unit("Patient", 3, 9000, 0, text=text)
    circles = {"VC": "Patient"} if text == PATIENT else {"VC": "Paladin", "FL": "Patient"}
    me = player(circles=circles, hand=[])
    them = player(circles={"VC": foe_vc, **(foe or {})}, hand=[])
    return game(me, them, phase="battle", step="attack", cards=[*CARDS, patient])


def test_an_attack_on_the_vanguard_that_did_not_hit_offers_it_at_the_battles_end() -> None:
    g = _patient("King")  # 10000: the 9000 attack does not hit
    allow(g, "attack VC -> VC")
    allow(g, "next")
    assert vg(g.state).battle is None and g.state.zones[1].get("damage", []) == []
    assert _pending(g) == _ids(g, 0, "VC")
    before = g.to_position()
    hand = len(g.state.zones[0]["hand"])
    allow(g, 'use "Patient"')
    assert len(g.state.zones[0]["hand"]) == hand + 1
    undone(g, before, 1)
    assert len(g.state.zones[0]["hand"]) == hand


def test_an_attack_that_hit_does_not() -> None:
    g = _patient("Lancer")  # 8000: the attack hits
    allow(g, "attack VC -> VC")
    allow(g, "next")
    assert vg(g.state).battle is None and len(g.state.zones[1]["damage"]) == 1
    assert _pending(g) == []


def test_an_attack_on_a_rear_guard_that_did_not_hit_does_not() -> None:
    g = _patient("King", foe={"FL": "Swordsman"})  # 10000 on FL: no hit
    allow(g, "attack VC -> FL")
    allow(g, "next")
    assert names(g, 1, "FL") == ["Swordsman"] and _pending(g) == []


def test_any_attack_that_did_not_hit_when_no_vanguard_is_said() -> None:
    g = _patient("King", text=STUBBORN, foe={"FL": "Swordsman"})  # the Patient on FL: 9000
    allow(g, "attack FL -> FL")
    allow(g, "next")
    assert names(g, 1, "FL") == ["Swordsman"] and _pending(g) == _ids(g, 0, "FL")
    allow(g, 'skip "Patient"')
    assert _pending(g) == []
    g = _patient("Lancer", text=STUBBORN, foe={"FL": "Knight"})
    allow(g, "attack FL -> VC")  # 9000 against 8000: a hit
    allow(g, "next")
    assert len(g.state.zones[1]["damage"]) == 1 and _pending(g) == []

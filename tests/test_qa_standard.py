"""The official Q&A of the standard fight rules (Questions 1-42), one test per ruling.

Every test builds a real position (or deals a real game), acts through the public API and
checks the outcome; forbidden actions are also checked for a reason that says why.
"""

from __future__ import annotations

from typing import Any

import pytest

from playtester.engine import DeckError, Game
from playtester.games.vanguard.state import vg
from tests.positions import CARDS, allow, deny, game, names, player, why

# -- card facts, read from the test card definitions -----------------------------------------

POWER = {c["name"]: c["power"] for c in CARDS}
SHIELD = {c["name"]: c["shield"] for c in CARDS}
TRIGGER_BONUS = 5000  # every trigger gives +5000 power (rules: "Trigger Effects")
OUTSIDER = {
    "name": "Outsider",
    "grade": 1,
    "power": 7000,
    "shield": 5000,
    "clan": "Other Clan",
}


# -- helpers ---------------------------------------------------------------------------------


def entry(g: Game, p: int, circle: str) -> dict[str, Any]:
    """A unit's entry in the position, always as an object."""
    value = g.to_position()["players"][p]["circles"][circle]
    return {"name": value} if isinstance(value, str) else value


def rested(g: Game, p: int, circle: str) -> bool:
    return bool(entry(g, p, circle).get("rest", False))


def step(g: Game) -> tuple[str | None, str | None]:
    return vg(g.state).phase, vg(g.state).step


def battle_game(p0: dict[str, Any], p1: dict[str, Any], **top: Any) -> Game:
    """Player 0's battle phase (turn 3), at the attack step."""
    return game(p0, p1, phase="battle", step="attack", **top)


def attacker(**zones: Any) -> dict[str, Any]:
    """A turn player with a full field: twin-drive vanguard, boosters behind every column."""
    circles = {
        "VC": "Paladin",
        "BC": "Lancer",
        "FL": "Swordsman",
        "BL": "Lancer",
        "FR": "Knight",
        "BR": "Squire",
    }
    circles.update(zones.pop("circles", {}))
    return player(circles=circles, **zones)


def defender(**zones: Any) -> dict[str, Any]:
    """A defending player with a grade 2 vanguard, an interceptor and a guard hand."""
    circles = {"VC": "Swordsman", "FL": "Knight", "FR": "Lancer", "BL": "Lancer"}
    circles.update(zones.pop("circles", {}))
    zones.setdefault("hand", ["Squire", "Shieldbearer", "Lancer", "Knight"])
    return player(circles=circles, **zones)


def in_guard_step(attack: str, p0: dict[str, Any] | None = None, **p1: Any) -> Game:
    """A battle in which `attack` was just declared: the defender is to guard."""
    g = battle_game(p0 or attacker(), defender(**p1))
    allow(g, attack)
    assert step(g) == ("battle", "guard")
    return g


def setup_position(first: int) -> Game:
    """Before the game: first vanguards face down, five cards in each hand."""
    hand = ["Lancer", "Swordsman", "Paladin", "Shieldbearer", "Knight"]

    def side() -> dict[str, Any]:
        return player(circles={"VC": {"name": "Squire", "face_down": True}}, hand=list(hand))

    return game(side(), side(), turn=0, active=first, first=first, phase="setup")


# A legal fifty-card deck of the bundled card database (for the dealt games of Q38).
DB_DECK = """First Vanguard:
1 Little Dawnblade Tamsin
Triggers:
4 Mender of the Quiet Chapel
4 Rallying Horn Cadet
4 Scroll-Keeper Wren
4 Starbright Acolyte
Grade 1:
4 Brightmane Skysteed
4 Lantern-Bearer Pim
4 Novice Oathsworn Ilse
2 Squire of the Gleaming Gate
Grade 2:
4 Aureate Shieldbearer
4 Corwin the Lumen Blade
3 Dawn's Herald Ysolde
Grade 3:
4 Castellan of the Sunward Keep
4 Highsky Warden Orvel
"""


def dealt(seed: int) -> Game:
    try:
        return Game.new(game="vanguard", format="standard", decks=[DB_DECK, DB_DECK], seed=seed)
    except DeckError as exc:  # the card database changed under us
        pytest.skip(f"the bundled card database cannot build the test deck: {exc}")


# -- Q1-Q8: the turn, riding and calling ------------------------------------------------------


def test_q01_first_player_draws_on_the_first_turn() -> None:
    """The player going first still draws a card in the draw phase of the very first turn."""
    for first in (0, 1):
        g = setup_position(first)
        allow(g, "mulligan")
        allow(g, "mulligan")
        assert vg(g.state).turn == 1
        assert vg(g.state).active == first
        assert step(g) == ("ride", None)
        assert len(names(g, first, "hand")) == 6
        assert len(names(g, first, "deck")) == 9
        assert names(g, first, "hand")[-1] == "Lancer"  # the top card of the deck
        assert len(names(g, 1 - first, "hand")) == 5  # the second player has not drawn yet


def test_q02_no_ride_onto_a_lower_grade() -> None:
    """Riding a unit of lower grade than the vanguard is not allowed, except by card effect."""
    g = game(
        player(circles={"VC": "Swordsman"}, hand=["Lancer", "Knight", "Paladin"]),
        player(circles={"VC": "Swordsman"}),
        phase="ride",
    )
    deny(g, 'ride "Lancer"', "ride.below", grade=1, vanguard=2)
    assert g.check('ride "Knight"').legal  # same grade
    assert g.check('ride "Paladin"').legal  # one grade up
    g.apply('ride "Lancer"', override=True)  # what a card effect may allow
    assert names(g, 0, "VC") == ["Lancer"]
    assert names(g, 0, "soul") == ["Swordsman"]


def test_q03_rear_guards_are_called_directly() -> None:
    """A rear-guard is called straight to its circle; rear-guards never ride on each other."""
    g = game(player(circles={"VC": "Lancer"}, hand=["Lancer", "Knight"]), player())
    assert names(g, 0, "FL") == []
    allow(g, 'call "Lancer" FL')  # no grade 0 on FL needed first
    assert names(g, 0, "FL") == ["Lancer"]
    # A grade 1 on the circle does not let a grade 2 "ride" it as a rear-guard.
    deny(g, 'call "Knight" FL', "call.grade", card="Knight", grade=2, vanguard=1)
    assert names(g, 0, "FL") == ["Lancer"]


def test_q04_no_call_above_the_vanguards_grade() -> None:
    """A unit of higher grade than the vanguard cannot be called, except by a card effect."""
    g = game(player(circles={"VC": "Lancer"}, hand=["Knight"]), player())
    deny(g, 'call "Knight" FR', "call.grade", grade=2, vanguard=1)
    assert all(a.verb != "call" for a in g.legal_actions())
    g.apply('call "Knight" FR', override=True)
    assert names(g, 0, "FR") == ["Knight"]


def test_q05_call_of_the_vanguards_grade() -> None:
    """A unit of the same grade as the vanguard may be called."""
    g = game(player(circles={"VC": "Swordsman"}, hand=["Knight"]), player())
    allow(g, 'call "Knight" BL')
    assert names(g, 0, "BL") == ["Knight"]
    assert names(g, 0, "hand") == []


def test_q06_call_onto_an_occupied_circle_retires_the_old_unit() -> None:
    """Calling onto a circle that holds a rear-guard is allowed; the old unit is retired."""
    g = game(player(circles={"VC": "Swordsman", "FL": "Lancer"}, hand=["Knight"]), player())
    allow(g, 'call "Knight" FL')
    assert names(g, 0, "FL") == ["Knight"]
    assert names(g, 0, "drop") == ["Lancer"]


def test_q07_a_unit_may_be_rested_on_purpose() -> None:
    """A player may rest their own unit whenever they like."""
    g = game(player(circles={"VC": "Swordsman", "FL": "Lancer"}), player())
    assert not rested(g, 0, "FL")
    allow(g, "rest FL")
    assert rested(g, 0, "FL")
    assert step(g) == ("main", None)


def test_q08_startup_costs_can_be_paid_again_and_again() -> None:
    """A main-phase cost can be paid as many times as it can be afforded, then no more."""
    g = game(player(circles={"VC": "Paladin"}, damage=["Lancer", "Knight", "Squire"]), player())
    for paid in range(1, 4):
        allow(g, "counterblast 1")
        damage = g.to_position()["players"][0]["damage"]
        assert sum(isinstance(c, dict) and c.get("face_down", False) for c in damage) == paid
        assert step(g) == ("main", None)
    deny(g, "counterblast 1", "cost.short_face_up", needed=1, count=0)


# -- Q9-Q11: the moment an attack and a boost happen ------------------------------------------


def test_q09_an_attack_rests_the_attacker_before_the_guard_step() -> None:
    """Once an attack is declared its unit is rested and the battle is under way."""
    g = battle_game(attacker(), defender())
    assert not rested(g, 0, "FL")
    allow(g, "attack FL -> VC")
    assert rested(g, 0, "FL")
    battle = vg(g.state).battle
    assert (battle.attacker, battle.target, battle.booster) == ("FL", "VC", None)
    assert step(g) == ("battle", "guard")
    assert g.to_play == 1


def test_q10_a_boost_rests_the_booster_as_the_attack_is_declared() -> None:
    """A boosting unit is rested when the boost is declared, and adds its power to the attack."""
    g = battle_game(attacker(), defender())
    allow(g, "attack FL -> VC boost BL")
    assert rested(g, 0, "BL")
    assert vg(g.state).battle.booster == "BL"
    assert g.power(0, "FL") == POWER["Swordsman"] + POWER["Lancer"]


def test_q11_attack_and_boost_happen_together_and_the_player_orders_what_follows() -> None:
    """Attack and boost happen at one moment; the attacker resolves what follows in any order."""
    g = battle_game(attacker(damage=["Lancer"]), defender())
    allow(g, "attack VC -> VC boost BC")
    assert rested(g, 0, "VC") and rested(g, 0, "BC")
    # Both were rested by the one declaration: a single undo stands both again.
    g.undo()
    assert not rested(g, 0, "VC") and not rested(g, 0, "BC")
    g.redo()
    # The attacker may carry out the two effects' parts in either order.
    outcomes = []
    for order in (
        ["@0 soulcharge 1", "@0 counterblast 1"],
        ["@0 counterblast 1", "@0 soulcharge 1"],
    ):
        for action in order:
            allow(g, action)
        outcomes.append(g.to_position())
        g.undo()
        g.undo()
    assert outcomes[0]["players"] == outcomes[1]["players"]
    assert step(g) == ("battle", "guard")


# -- Q12-Q17: attacking and hitting -----------------------------------------------------------


def test_q12_a_standing_or_rested_front_row_unit_can_be_attacked() -> None:
    """Any unit in the opponent's front row can be attacked, standing or rested."""
    g = battle_game(
        attacker(),
        defender(circles={"FL": {"name": "Knight", "rest": True}, "FR": "Lancer"}),
    )
    assert rested(g, 1, "FL") and not rested(g, 1, "FR")
    legal = {str(a) for a in g.legal_actions()}
    assert {"attack VC -> FL", "attack VC -> FR", "attack VC -> VC"} <= legal
    allow(g, "attack VC -> FR")
    assert vg(g.state).battle.target == "FR"
    g.undo()
    allow(g, "attack VC -> FL")
    assert vg(g.state).battle.target == "FL"


def test_q13_a_rested_unit_cannot_attack() -> None:
    """A rested unit cannot declare an attack."""
    g = battle_game(attacker(circles={"FL": {"name": "Swordsman", "rest": True}}), defender())
    deny(g, "attack FL -> VC", "attack.rested", circle="FL")
    assert all(not str(a).startswith("attack FL") for a in g.legal_actions())


def test_q14a_the_attacked_side_cannot_boost() -> None:
    """The defending player cannot boost the unit being attacked."""
    g = in_guard_step("attack FL -> VC", circles={"BC": "Lancer"})
    # The defender's vanguard gets nothing from the unit behind it...
    assert g.power(1, "VC") == POWER["Swordsman"]
    assert not rested(g, 1, "BC")
    # ...and the defender has no attack (hence no boost) to declare.
    assert all(a.verb in ("next", "guard", "intercept") for a in g.legal_actions())
    deny(g, "@1 attack VC -> VC boost BC", "attack.not_active")
    # Nor on their own, outside a battle: only the turn player attacks and boosts.
    g2 = battle_game(attacker(), defender(circles={"BC": "Lancer"}))
    deny(g2, "@1 attack VC -> VC boost BC", "attack.not_active")


def test_q14b_a_unit_that_boosted_cannot_attack() -> None:
    """A unit that has boosted cannot attack (nor boost again): it is rested in the back row."""
    g = battle_game(attacker(), defender(hand=[]))
    allow(g, "attack FL -> FR boost BL")
    allow(g, "next")  # no guard: the battle runs to its end
    assert step(g) == ("battle", "attack")
    assert rested(g, 0, "BL")
    deny(g, "attack BL -> VC", "attack.back_row", circle="BL")
    # Even with the attacker stood up again, the rested booster cannot boost a second time.
    allow(g, "stand FL")
    deny(g, "attack FL -> VC boost BL", "boost.rested", circle="BL")
    allow(g, "attack FL -> VC")


def test_q15_a_hit_rear_guard_retires_alone() -> None:
    """When a front-row rear-guard is hit, the unit behind it is not retired."""
    g = in_guard_step("attack FL -> FR", hand=[])
    assert POWER["Swordsman"] >= POWER["Lancer"]
    allow(g, "next")
    assert names(g, 1, "FR") == []
    assert names(g, 1, "drop") == ["Lancer"]
    assert names(g, 1, "BL") == ["Lancer"]  # the back row is untouched
    assert names(g, 1, "damage") == []


def test_q16_critical_does_not_matter_against_a_rear_guard() -> None:
    """A hit on a rear-guard retires it whatever the critical; the vanguard takes no damage."""
    crit2 = {"name": "Swordsman", "modifiers": [{"stat": "critical", "amount": 1}]}
    g = in_guard_step("attack FL -> FL", attacker(circles={"FL": crit2}), hand=[])
    assert g.stat(0, "FL", "critical") == 2
    allow(g, "next")
    assert names(g, 1, "FL") == []
    assert names(g, 1, "drop") == ["Knight"]
    assert names(g, 1, "damage") == []
    assert len(names(g, 1, "deck")) == 10


def test_q17_a_failed_attack_just_ends_the_battle() -> None:
    """An attack with less power fails: the battle ends, nobody is retired or damaged."""
    weak = attacker(circles={"FL": "Lancer"})
    g = in_guard_step("attack FL -> VC", weak, hand=[])
    assert g.power(0, "FL") < g.power(1, "VC")
    allow(g, "next")
    assert vg(g.state).battle is None
    assert step(g) == ("battle", "attack")
    assert names(g, 0, "FL") == ["Lancer"]  # the attacker stays, rested
    assert rested(g, 0, "FL")
    assert names(g, 0, "damage") == [] and names(g, 1, "damage") == []
    assert names(g, 0, "drop") == [] and names(g, 1, "drop") == []


# -- Q18-Q22: triggers ------------------------------------------------------------------------


def test_q18_trigger_bonuses_last_until_the_end_phase() -> None:
    """Power and critical from a trigger stay for the rest of the turn and end in the end phase."""
    g = in_guard_step(
        "attack VC -> VC",
        attacker(deck=["Critical Page"] + ["Lancer"] * 9),
        hand=[],
        deck=["Lancer", "Critical Page"] + ["Lancer"] * 8,
    )
    allow(g, "next")
    assert g.to_play == 0  # the attacker's drive check
    allow(g, "trigger VC")
    allow(g, "critical VC")
    assert g.to_play == 1  # the defender's second damage check
    allow(g, "trigger FL")
    allow(g, "critical FL")
    assert step(g) == ("battle", "attack")  # the battle is over...
    assert g.power(0, "VC") == POWER["Paladin"] + TRIGGER_BONUS  # ...the bonuses are not
    assert g.stat(0, "VC", "critical") == 2
    assert g.power(1, "FL") == POWER["Knight"] + TRIGGER_BONUS
    assert g.stat(1, "FL", "critical") == 2
    assert len(names(g, 1, "damage")) == 2
    allow(g, "attack FR -> VC")  # still there in the next battle of the turn
    assert g.power(0, "VC") == POWER["Paladin"] + TRIGGER_BONUS
    g.undo()
    allow(g, "next")  # to the end phase
    assert step(g) == ("end", None)
    assert g.power(0, "VC") == POWER["Paladin"]
    assert g.stat(0, "VC", "critical") == 1
    assert g.power(1, "FL") == POWER["Knight"]
    assert g.stat(1, "FL", "critical") == 1


def test_q20_a_draw_trigger_draws_before_the_next_check() -> None:
    """A draw trigger's card is drawn before the second check of a twin drive."""
    deck = ["Draw Page", "Squire", "Knight"] + ["Lancer"] * 7
    g = in_guard_step("attack VC -> VC", attacker(deck=deck), hand=[])
    allow(g, "next")
    # The first check stopped on the draw trigger, and its draw has already happened.
    assert names(g, 0, "trigger") == ["Draw Page"]
    assert names(g, 0, "hand") == ["Squire"]
    assert names(g, 0, "deck")[0] == "Knight"
    deny(g, "next", "next.trigger")  # the trigger's power must be given before going on
    allow(g, "trigger VC")
    # Only then the second check, which reveals the card that was under the drawn one.
    assert names(g, 0, "hand") == ["Squire", "Draw Page", "Knight"]

    # The same with two damage checks: the defender draws before the second one.
    crit2 = {"name": "Swordsman", "modifiers": [{"stat": "critical", "amount": 1}]}
    g = in_guard_step("attack FL -> VC", attacker(circles={"FL": crit2}), hand=[], deck=deck)
    allow(g, "next")
    assert names(g, 1, "trigger") == ["Draw Page"]
    assert names(g, 1, "hand") == ["Squire"]
    allow(g, "trigger VC")
    assert names(g, 1, "damage") == ["Draw Page", "Knight"]


def test_q21_a_damage_check_trigger_does_not_undo_the_hit() -> None:
    """Power gained from a damage check does not cancel the damage of the hit being dealt."""
    crit2 = {"name": "Swordsman", "modifiers": [{"stat": "critical", "amount": 1}]}
    g = in_guard_step(
        "attack FL -> VC",
        attacker(circles={"FL": crit2}),
        hand=[],
        deck=["Critical Page"] + ["Lancer"] * 9,
    )
    assert g.power(0, "FL") >= g.power(1, "VC")
    allow(g, "next")
    assert g.to_play == 1  # the defender's damage check revealed a trigger
    allow(g, "trigger VC")
    allow(g, "critical VC")
    assert g.power(1, "VC") > g.power(0, "FL")
    # The second point of damage is still dealt.
    assert names(g, 1, "damage") == ["Critical Page", "Lancer"]
    assert step(g) == ("battle", "attack")


def test_q22_a_heal_at_five_damage_saves_the_player() -> None:
    """With five damage, a heal trigger from the damage check removes one damage first: no loss."""
    g = in_guard_step(
        "attack FL -> VC",
        attacker(damage=["Lancer"] * 3),
        hand=[],
        damage=["Knight", "Lancer", "Lancer", "Lancer", "Lancer"],
        deck=["Heal Page"] + ["Lancer"] * 9,
    )
    allow(g, "next")
    assert names(g, 1, "trigger") == ["Heal Page"]
    allow(g, "trigger VC")
    allow(g, 'heal "Knight"')
    assert names(g, 1, "drop") == ["Knight"]
    assert sorted(names(g, 1, "damage")) == ["Heal Page"] + ["Lancer"] * 4
    assert g.winner is None
    assert step(g) == ("battle", "attack")


# -- Q23-Q30: guardians and intercepts --------------------------------------------------------


def test_q23_any_number_of_guardians() -> None:
    """The defender may call as many guardians as they like."""
    hand = ["Squire", "Shieldbearer", "Lancer", "Critical Page", "Heal Page"]
    g = in_guard_step("attack VC -> VC", hand=hand)
    allow(g, 'guard "Squire"')
    allow(g, 'guard "Shieldbearer", "Lancer"')
    allow(g, 'guard "Critical Page"')
    allow(g, 'guard "Heal Page"')
    assert sorted(names(g, 1, "GC")) == sorted(hand)
    assert names(g, 1, "hand") == []
    assert g.power(1, "VC") == POWER["Swordsman"] + sum(SHIELD[n] for n in hand)


def test_q24_intercept_and_guard_from_hand_together() -> None:
    """An intercepting unit and guardians from the hand can guard the same attack."""
    g = in_guard_step("attack VC -> VC")
    allow(g, "intercept FL")
    allow(g, 'guard "Squire"')
    assert sorted(names(g, 1, "GC")) == ["Knight", "Squire"]
    assert names(g, 1, "FL") == []
    assert g.power(1, "VC") == POWER["Swordsman"] + SHIELD["Knight"] + SHIELD["Squire"]
    # The other way round works too: guardians from hand first, then an intercept.
    g = in_guard_step("attack VC -> VC", circles={"FR": "Knight"})
    allow(g, 'guard "Shieldbearer"')
    allow(g, "intercept FL")
    allow(g, "intercept FR")
    assert sorted(names(g, 1, "GC")) == ["Knight", "Knight", "Shieldbearer"]


def test_q25_a_guardian_lasts_one_battle() -> None:
    """Guardians retire when the battle ends, and the shield bonus goes with them."""
    g = in_guard_step("attack FL -> VC", attacker(circles={"FL": "Lancer"}))
    allow(g, 'guard "Shieldbearer"')
    assert g.power(1, "VC") == POWER["Swordsman"] + SHIELD["Shieldbearer"]
    allow(g, "next")
    assert names(g, 1, "GC") == []
    assert names(g, 1, "drop") == ["Shieldbearer"]
    assert g.power(1, "VC") == POWER["Swordsman"]
    allow(g, "attack FR -> VC")  # the next battle starts without that shield
    assert g.power(1, "VC") == POWER["Swordsman"]


def test_q26_a_rested_unit_can_intercept() -> None:
    """A rested unit with intercept may still intercept."""
    g = in_guard_step("attack VC -> VC", circles={"FL": {"name": "Knight", "rest": True}})
    assert rested(g, 1, "FL")
    allow(g, "intercept FL")
    assert names(g, 1, "GC") == ["Knight"]
    assert g.power(1, "VC") == POWER["Swordsman"] + SHIELD["Knight"]


def test_q27_a_guardian_retires_even_against_a_weak_attack() -> None:
    """An 8000 attack against a 10000-shield guardian still sends the guardian to the drop."""
    g = in_guard_step("attack FL -> VC", attacker(circles={"FL": "Lancer"}))
    assert g.power(0, "FL") == POWER["Lancer"] == 8000
    assert SHIELD["Shieldbearer"] == 10000
    allow(g, 'guard "Shieldbearer"')
    allow(g, "next")
    assert names(g, 1, "damage") == []  # no hit...
    assert names(g, 1, "drop") == ["Shieldbearer"]  # ...and the guardian is gone all the same
    assert names(g, 1, "GC") == []


def test_q28_an_interceptor_retires_after_the_battle() -> None:
    """A unit that intercepted is retired when the battle ends."""
    g = in_guard_step("attack FL -> VC", attacker(circles={"FL": "Lancer"}))
    allow(g, "intercept FL")
    allow(g, "next")
    assert names(g, 1, "FL") == []
    assert names(g, 1, "GC") == []
    assert names(g, 1, "drop") == ["Knight"]


def test_q29_the_attacker_cannot_call_guardians() -> None:
    """Only the defending player calls guardians; the attacker cannot power up that way."""
    g = in_guard_step("attack FL -> VC", attacker(hand=["Shieldbearer"]))
    before = g.power(0, "FL")
    deny(g, '@0 guard "Shieldbearer"', "guard.attacker", verb="guard")
    assert names(g, 0, "hand") == ["Shieldbearer"]
    assert names(g, 0, "GC") == []
    assert g.power(0, "FL") == before


def test_q30_no_guardians_after_the_guard_step() -> None:
    """Once drive checks have begun (e.g. a trigger powers the attacker), no guardian is called."""
    g = in_guard_step("attack VC -> VC", attacker(deck=["Critical Page"] + ["Lancer"] * 9))
    allow(g, "next")
    assert vg(g.state).check is not None  # stopped on the drive check's trigger
    allow(g, "trigger VC")
    deny(g, '@1 guard "Shieldbearer"', "guard.step", verb="guard")
    assert names(g, 1, "GC") == []
    assert "Shieldbearer" in names(g, 1, "hand")


# -- Q31-Q37: decks, hands, intercept, triggers, guardians, clans, targets ---------------------


def test_q31_a_player_whose_deck_runs_out_loses() -> None:
    """A player whose deck becomes empty loses, whether a check or a draw takes the last card."""
    # A damage check takes the defender's last card.
    g = in_guard_step("attack FL -> VC", hand=[], deck=["Lancer"])
    allow(g, "next")
    assert names(g, 1, "deck") == []
    assert g.winner == 0
    assert g.legal_actions() == []
    assert why(g, "next") == ("game.over", {"winner": g.state.names[0]})

    # A drive check takes the attacker's last card.
    g = in_guard_step("attack VC -> VC", attacker(circles={"VC": "King"}, deck=["Lancer"]))
    allow(g, "next")
    assert names(g, 0, "deck") == []
    assert g.winner == 1

    # The draw of the draw phase takes the last card.
    g = game(player(circles={"VC": "King"}), player(circles={"VC": "King"}, deck=["Lancer"]))
    allow(g, "next")  # to the battle phase
    allow(g, "next")  # to the end phase
    assert g.winner is None
    allow(g, "next")  # player 1's turn: stand and draw
    assert names(g, 1, "deck") == []
    assert g.winner == 0


def test_q32_there_is_no_hand_size_limit() -> None:
    """No cards are discarded at the end of the turn, however many are in hand."""
    big = ["Lancer", "Knight", "Squire", "Shieldbearer"] * 4
    g = game(player(circles={"VC": "King"}, hand=list(big)), player(circles={"VC": "King"}))
    allow(g, "next")
    allow(g, "next")
    assert step(g) == ("end", None)
    allow(g, "next")
    assert vg(g.state).active == 1
    assert sorted(names(g, 0, "hand")) == sorted(big)
    assert names(g, 0, "drop") == []


def test_q33_no_intercept_from_the_back_row() -> None:
    """Only a front-row rear-guard can intercept."""
    g = in_guard_step("attack VC -> VC", circles={"FL": "Lancer", "BL": "Knight"})
    deny(g, "intercept BL", "intercept.circle", circle="BL")
    assert "intercept BL" not in {str(a) for a in g.legal_actions()}
    assert names(g, 1, "BL") == ["Knight"]


def test_q33_the_legal_actions_offer_each_front_row_intercept() -> None:
    """Every front-row rear-guard that can intercept is offered, and nothing from the back row
    or the vanguard circle: the list and `check` agree."""
    g = in_guard_step("attack VC -> VC", circles={"FR": "Knight", "BL": "Knight"})
    listed = [str(a) for a in g.legal_actions() if a.verb == "intercept"]
    assert listed == ["intercept FL", "intercept FR"]
    assert all(g.check(text).legal for text in listed)
    assert not g.check("intercept BL").legal and not g.check("intercept VC").legal


def test_q34_critical_and_power_may_go_to_different_rear_guards() -> None:
    """A critical trigger's +1 critical and +5000 power may be split between two rear-guards."""
    g = in_guard_step("attack VC -> VC", attacker(deck=["Critical Page"] + ["Lancer"] * 9))
    allow(g, "next")
    allow(g, "trigger FL")
    assert g.check("critical FR").legal
    allow(g, "critical FR")
    assert g.power(0, "FL") == POWER["Swordsman"] + TRIGGER_BONUS
    assert g.stat(0, "FL", "critical") == 1
    assert g.stat(0, "FR", "critical") == 2
    assert g.power(0, "FR") == POWER["Knight"]
    assert g.stat(0, "VC", "critical") == 1


def test_q35_no_guardian_above_the_vanguards_grade() -> None:
    """A unit whose grade is above the defender's vanguard cannot be called as a guardian."""
    g = in_guard_step(
        "attack FL -> VC", circles={"VC": "Lancer"}, hand=["Knight", "Paladin", "Shieldbearer"]
    )
    deny(g, 'guard "Knight"', "guard.grade", card="Knight", grade=2)
    deny(g, 'guard "Paladin"', "guard.grade", card="Paladin", grade=3)
    allow(g, 'guard "Shieldbearer"')  # same grade as the vanguard
    assert names(g, 1, "GC") == ["Shieldbearer"]


def test_q36_riding_a_unit_of_another_clan_is_allowed() -> None:
    """The vanguard may be ridden by a unit of a different clan."""
    g = game(
        player(circles={"VC": "Squire"}, hand=["Outsider"]),
        player(circles={"VC": "Squire"}),
        phase="ride",
        cards=[*CARDS, OUTSIDER],
    )
    allow(g, 'ride "Outsider"')
    assert names(g, 0, "VC") == ["Outsider"]
    assert names(g, 0, "soul") == ["Squire"]


def test_q37_back_row_units_cannot_be_attacked() -> None:
    """Only units in the opponent's front row can be chosen as the target of an attack."""
    g = battle_game(attacker(), defender(circles={"BC": "Lancer", "BR": "Squire"}))
    for target in ("BL", "BC", "BR"):
        deny(g, f"attack VC -> {target}", "attack.target_back_row", circle=target)
    assert all(not str(a).split(" -> ")[-1].startswith("B") for a in g.legal_actions())


# -- Q38-Q42: going first, open information, attacking, boost, twin drive ----------------------


def test_q38_who_goes_first_is_random_and_then_honoured() -> None:
    """The first player is decided at random, not chosen; that player may not attack on turn 1."""
    firsts = {vg(dealt(seed).state).first for seed in range(16)}
    assert firsts == {0, 1}  # both outcomes happen
    g = dealt(3)
    first = vg(g.state).first
    assert g.to_play == first  # the first player decides the mulligan first
    assert {a.verb for a in g.legal_actions()} == {"mulligan"}  # nothing to choose who starts
    allow(g, "mulligan")
    allow(g, "mulligan")
    assert (vg(g.state).turn, vg(g.state).active) == (1, first)
    g.undo()
    assert vg(g.state).phase == "setup" and vg(g.state).first == first

    # With a position, `first` is honoured: player 1 went first here.
    g = game(
        player(circles={"VC": "Swordsman"}),
        player(circles={"VC": "Swordsman", "FL": "Knight"}),
        turn=1,
        active=1,
        first=1,
        phase="battle",
        step="attack",
    )
    deny(g, "attack VC -> VC", "attack.first_turn")
    assert [str(a) for a in g.legal_actions()] == ["next"]
    allow(g, "next")  # end phase
    allow(g, "next")  # player 0's turn 2
    assert (vg(g.state).turn, vg(g.state).active) == (2, 0)
    allow(g, "next")  # ride phase -> main
    allow(g, "next")  # main -> battle
    allow(g, "attack VC -> VC")
    g.undo()
    assert step(g) == ("battle", "attack")
    assert not rested(g, 0, "VC")


def test_q39_soul_and_damage_are_open_hand_and_deck_are_not() -> None:
    """Soul and damage (even face down) are visible to the opponent; hand and deck are hidden."""
    g = game(
        player(
            circles={"VC": "Paladin"},
            soul=["Swordsman", "Squire"],
            damage=["Knight", {"name": "Heal Page", "face_down": True}],
            hand=["Lancer", "Shieldbearer"],
            deck=["King", "Critical Page"],
            drop=["Stand Page"],
        ),
        player(circles={"VC": "King"}),
    )
    view = g.view_for(1)["players"][0]
    assert view["soul"] == ["Swordsman", "Squire"]
    assert view["damage"][0] == "Knight"
    assert view["damage"][1] == {"name": "Heal Page", "face_down": True}
    assert view["drop"] == ["Stand Page"]
    assert all(c.get("hidden") for c in view["hand"]) and len(view["hand"]) == 2
    assert all(c.get("hidden") for c in view["deck"]) and len(view["deck"]) == 2
    own = g.view_for(0)["players"][0]
    assert own["hand"] == ["Lancer", "Shieldbearer"]
    # A card newly put into the soul or damage zone is face up for both.
    allow(g, "soulcharge 1")
    allow(g, "put deck to damage")
    view = g.view_for(1)["players"][0]
    assert view["soul"][-1] == "King"
    assert view["damage"][-1] == "Critical Page"


def test_q40_attack_in_the_turn_of_a_ride_or_call() -> None:
    """Units ridden or called this turn can attack in the same turn."""
    g = game(
        player(circles={"VC": "Lancer"}, hand=["Swordsman", "Knight"]),
        player(circles={"VC": "Swordsman"}),
        phase="ride",
    )
    allow(g, 'ride "Swordsman"')
    allow(g, "next")
    allow(g, 'call "Knight" FL')
    allow(g, "next")
    assert step(g) == ("battle", "attack")
    allow(g, "attack VC -> VC")
    allow(g, "next")  # no guard; the drive check and damage check run
    assert step(g) == ("battle", "attack")
    allow(g, "attack FL -> VC")
    assert vg(g.state).battle.attacker == "FL"


def test_q41_a_boost_lasts_until_the_end_of_the_battle() -> None:
    """A boost adds power only for the battle it was declared in."""
    g = in_guard_step("attack FL -> FR boost BL", hand=[])
    assert g.power(0, "FL") == POWER["Swordsman"] + POWER["Lancer"]
    allow(g, "next")
    assert step(g) == ("battle", "attack")
    assert g.power(0, "FL") == POWER["Swordsman"]
    allow(g, "stand FL")  # stood again by some effect: attacks alone with its own power
    allow(g, "attack FL -> VC")
    assert g.power(0, "FL") == POWER["Swordsman"]


def test_bonuses_for_the_battle_end_with_it_and_those_for_the_turn_with_the_turn() -> None:
    """What lasts until the end of the battle ends as it closes (Q25), what lasts the turn goes
    on to the end phase (Q18); one for the battle given outside any battle ends with the turn."""
    g = in_guard_step("attack FL -> FR", hand=[])
    allow(g, "power -> FL +5000 battle")  # (the defender to play: the attacker's unit)
    allow(g, "power -> FL +1000 turn")
    assert g.power(0, "FL") == POWER["Swordsman"] + 6000
    allow(g, "next")  # no guard: the battle closes
    assert step(g) == ("battle", "attack")
    assert g.power(0, "FL") == POWER["Swordsman"] + 1000
    g.undo()
    assert g.power(0, "FL") == POWER["Swordsman"] + 6000
    g.redo()
    allow(g, "power FL +2000 battle")  # outside any battle
    assert g.power(0, "FL") == POWER["Swordsman"] + 3000
    allow(g, "next")  # the end phase
    assert g.power(0, "FL") == POWER["Swordsman"]
    g.undo()
    assert g.power(0, "FL") == POWER["Swordsman"] + 3000


def test_q42_twin_drive_always_checks_twice() -> None:
    """A twin-drive vanguard always makes two drive checks, triggers or not."""
    for deck in (
        ["Lancer", "Knight"] + ["Lancer"] * 8,
        ["Stranger Page", "Squire"] + ["Lancer"] * 8,  # a trigger of another clan: no effect
    ):
        g = in_guard_step("attack VC -> VC", attacker(deck=list(deck)), hand=[])
        allow(g, "next")
        assert names(g, 0, "hand") == deck[:2]
        assert names(g, 0, "deck") == deck[2:]
        assert step(g) == ("battle", "attack")
    # Also when the vanguard attacks a rear-guard.
    deck = ["Knight", "Squire"] + ["Lancer"] * 8
    g = in_guard_step("attack VC -> FR", attacker(deck=list(deck)), hand=[])
    allow(g, "next")
    assert names(g, 0, "hand") == deck[:2]
    # Even when the first check is a trigger that waits for its effects.
    deck = ["Stand Page", "Knight"] + ["Lancer"] * 8
    g = in_guard_step("attack VC -> VC", attacker(deck=list(deck)), hand=[])
    allow(g, "next")
    allow(g, "trigger VC")
    assert names(g, 0, "hand") == deck[:2]


def test_a_mulligan_in_a_position_without_a_deck_is_refused_in_words() -> None:
    """A position written by hand may leave the deck out: a mulligan there (even forced with the
    override) cannot put cards back nor draw, and says so instead of failing with a KeyError."""
    g = setup_position(0)
    del g.state.zones[0]["deck"]
    verdict = g.check('mulligan "Lancer"')
    assert not verdict.possible
    assert "deck" in verdict.reason
    assert names(g, 0, "hand") == ["Lancer", "Swordsman", "Paladin", "Shieldbearer", "Knight"]
    allow(g, "mulligan")  # keeping the hand needs no deck

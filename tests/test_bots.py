"""The sparring partner and the sharp player, in real positions: what each moment of a game makes
them do, and why; that they look at no hidden card and leave no trace of looking ahead."""

from __future__ import annotations

from typing import Any

import pytest

from playtester.engine import Action, Game
from playtester.games.vanguard import bot, sharp, sparring
from playtester.games.vanguard.board import power
from playtester.games.vanguard.state import vg
from tests.positions import CARDS, g_game, g_zone, game, names, p_game, player, unit

# -- the mulligan ---------------------------------------------------------------------------------


def test_the_mulligan_keeps_a_ride_chain() -> None:
    """One card of each grade 1 to 3 stays (the one that rides best: Lancer gives up less
    shield than Shieldbearer); a second grade 1 and the trigger go back."""
    hand = ["Shieldbearer", "Lancer", "Critical Page", "Swordsman", "Paladin"]
    g = game(
        player(circles={"VC": "Squire"}, hand=hand),
        player(circles={"VC": "Squire"}),
        phase="setup",
        turn=0,
        first=0,
    )
    action = sparring.choose(g)
    assert action.verb == "mulligan"
    assert sorted(action.args[0]) == ["Critical Page", "Shieldbearer"]
    kept = sparring.kept({"grade 0": 2, "grade 1": 3, "grade 3": 1, "other": 1})
    assert kept == {"grade 1": 1, "grade 2": 0, "grade 3": 1}


# -- rides and calls ------------------------------------------------------------------------------


def test_it_rides_the_next_grade_and_never_a_grade_again_for_nothing() -> None:
    g = game(
        player(circles={"VC": "Lancer"}, hand=["Shieldbearer", "Swordsman", "Knight"]),
        player(circles={"VC": "Squire"}),
        phase="ride",
    )
    assert sparring.choose(g) == Action("ride", (("Swordsman",),))  # grade 2, the stronger
    g = game(
        player(circles={"VC": "Lancer"}, hand=["Shieldbearer", "Paladin"]),
        player(circles={"VC": "Squire"}),
        phase="ride",
    )
    assert sparring.choose(g) == Action("next")  # no grade 2: no ride onto another grade 1


def test_the_goldfish_rides_up_from_its_ride_deck_in_the_d_format() -> None:
    """In the d format the goldfish's vanguard grows as a real opponent's does: it rides the
    next grade from its Ride Deck, paying the discard, not a grade 0 trigger of its hand."""
    ride_deck = ["Lancer", "Knight", "King"]
    g = game(
        player(circles={"VC": "Squire"}, hand=["Heal Page", "Swordsman"], ride_deck=ride_deck),
        player(circles={"VC": "King"}),
        phase="ride",
        format="d",
    )
    g.apply(bot.passive(g))
    assert names(g, 0, "VC") == ["Lancer"] and names(g, 0, "soul") == ["Squire"]
    assert names(g, 0, "ride_deck") == ["Knight", "King"]
    assert names(g, 0, "drop") == ["Heal Page"] and names(g, 0, "hand") == ["Swordsman"]
    assert bot.passive(g) == Action("next")  # one ride a turn


def test_a_ride_from_the_ride_deck_keeps_the_over_trigger_in_hand() -> None:
    """The discard for a ride from the Ride Deck is the card the hand needs least, a grade 0
    trigger on turn 1, but not the over trigger (50000 shield) while another card will do."""
    over = unit("Over Deity", 0, 5000, 50000, trigger="over", trigger_power=100_000_000)
    ride_deck = ["Lancer", "Knight", "King"]
    hand = ["Over Deity", "Heal Page", "Swordsman"]
    g = game(
        player(circles={"VC": "Squire"}, hand=hand, ride_deck=ride_deck),
        player(circles={"VC": "King"}),
        phase="ride",
        format="d",
        cards=[*CARDS, over],
    )
    assert sparring.choose(g) == Action.parse('ridedeck "Lancer" discard "Heal Page"')
    g = game(
        player(circles={"VC": "Squire"}, hand=["Over Deity", "Swordsman"], ride_deck=ride_deck),
        player(circles={"VC": "King"}),
        phase="ride",
        format="d",
        cards=[*CARDS, over],
    )
    assert sparring.choose(g) == Action.parse('ridedeck "Lancer" discard "Swordsman"')


def test_it_calls_columns_the_opponent_must_guard_and_keeps_its_triggers() -> None:
    """Against a Paladin (11,000): Lancer behind the vanguard makes 19,000 (two shields of
    5,000 to stop it, not one); Swordsman alone (10,000) could not hit, with Lancer behind it
    (18,000) it needs two. King alone (10,000) adds nothing; the triggers stay in hand as
    shields."""
    g = game(
        player(
            circles={"VC": "Paladin"},
            hand=["Swordsman", "Lancer", "Lancer", "Critical Page", "Heal Page", "King"],
        ),
        player(circles={"VC": "Paladin"}),
    )
    calls = _main_phase(g)
    assert calls in (
        ["call Lancer BC", "call Swordsman FL", "call Lancer BL"],
        ["call Lancer BC", "call Swordsman FR", "call Lancer BR"],
    )
    assert sorted(names(g, 0, "hand")) == ["Critical Page", "Heal Page", "King"]


def test_a_booster_is_called_only_behind_a_unit_it_can_boost() -> None:
    """Against a grade 0 vanguard (5,000) even a lone booster's 6,000 looks like a threat; but
    a booster behind an empty circle never attacks: only BC, behind the vanguard, is called."""
    g = game(
        player(circles={"VC": "Lancer"}, hand=["Shieldbearer", "Shieldbearer", "Heal Page"]),
        player(circles={"VC": "Squire"}),
    )
    assert _main_phase(g) == ["call Shieldbearer BC"]


def _main_phase(g: Game) -> list[str]:
    """The sparring partner's main phase: the calls it made, as `call NAME CIRCLE`."""
    calls = []
    while vg(g.state).phase == "main":
        action = sparring.choose(g)
        g.apply(action)
        if action.verb == "call":
            calls.append(f"call {action.args[0][0]} {action.args[1]}")
    return calls


def test_it_calls_onto_an_accel_circle_and_places_force_on_the_vanguard() -> None:
    me = player(circles={"VC": "Accel Rider"}, hand=["Swordsman", "Critical Page", "Heal Page"])
    me["gifts"] = {"type": "accel", "accel": 1}
    g = p_game(me, player(circles={"VC": "Paladin"}))
    assert _main_phase(g)[0] == "call Swordsman AL1"  # 10,000 + 10,000 on the Accel circle
    waiting = p_game(
        player(circles={"VC": "Force Knight"}),
        player(circles={"VC": "Paladin"}),
        phase="ride",
        gift={"player": 0, "type": "force"},
    )
    assert sparring.choose(waiting) == Action("force", ("VC",))


def test_it_strides_and_takes_g_assist() -> None:
    g = g_game(
        player(
            circles={"VC": "Paladin"},
            hand=["King", "Lancer"],
            g_zone=g_zone("Dawn Colossus", "Star Empress"),
        ),
        player(circles={"VC": "Paladin"}),
        phase="ride",
        step="stride",
    )
    action = sparring.choose(g)
    assert action.verb == "stride" and action.args[0] == ("Star Empress",)  # the stronger
    stuck = g_game(
        player(
            circles={"VC": "Lancer"},
            hand=["Squire", "Shieldbearer"],
            deck=["Squire", "Swordsman", "Lancer", "Lancer", "Lancer"],
            g_zone=g_zone("Dawn Colossus", "Star Empress"),
        ),
        player(circles={"VC": "Paladin"}),
        phase="draw",
        step="gassist",
    )
    action = sparring.choose(stuck)
    assert action.verb == "gassist" and action.args[1] == ("Swordsman",)


# -- attacks and triggers -------------------------------------------------------------------------


def _drive(their_bonus: int, trigger: str = "Critical Page") -> Game:
    """My vanguard (Paladin, 11,000) has attacked theirs (Paladin + `their_bonus`) and my
    drive check revealed `trigger`; Swordsman on FL has still to attack."""
    target = {"name": "Paladin", "modifiers": [{"stat": "power", "amount": their_bonus}]}
    return game(
        player(
            circles={"VC": {"name": "Paladin", "rest": True}, "FL": "Swordsman"},
            trigger=[trigger],
        ),
        player(circles={"VC": target}),
        phase="battle",
        step="drive",
        battle={"attacker": "VC", "target": "VC", "drives": 0},
        check={"player": 0, "kind": "drive", "done": []},
    )


def test_trigger_power_goes_where_it_turns_a_hit() -> None:
    g = _drive(5000)  # 11,000 against 16,000: +5,000 makes it a hit
    assert sparring.choose(g) == Action("trigger", ("VC",))
    g.apply(Action("trigger", ("VC",)))
    assert sparring.choose(g) == Action("critical", ("VC",))  # it hits: one more damage
    g = _drive(10000)  # 11,000 against 21,000: no trigger turns it; Swordsman still attacks
    assert sparring.choose(g) == Action("trigger", ("FL",))
    g.apply(Action("trigger", ("FL",)))
    assert sparring.choose(g) == Action("critical", ("FL",))


def test_it_heals_when_allowed() -> None:
    g = game(
        player(circles={"VC": "Paladin"}, damage=["Lancer"] * 2),
        player(circles={"VC": "Paladin"}, damage=["Lancer"] * 3, trigger=["Heal Page"]),
        phase="battle",
        step="damage",
        battle={"attacker": "VC", "target": "VC", "hit": True, "damage": 0},
        check={"player": 1, "kind": "damage", "done": ["power"]},
    )
    assert sparring.choose(g) == Action("heal")


def test_it_attacks_the_vanguard_first_and_boosts() -> None:
    g = game(
        player(circles={"VC": "Paladin", "BC": "Lancer", "FL": "Swordsman", "BL": "Lancer"}),
        player(circles={"VC": "Paladin"}),
        phase="battle",
        step="attack",
    )
    assert str(sparring.choose(g)) == "attack VC -> VC boost BC"


# -- guarding -------------------------------------------------------------------------------------


def _attacked(damage: int, mine: list[str], **more: Any) -> Game:
    """Their Paladin (11,000, twin drive) attacks my Knight (9,000); I have `damage`."""
    return game(
        player(circles={"VC": {"name": "Paladin", "rest": True}}, **more),
        player(circles={"VC": "Knight"}, hand=mine, damage=["Lancer"] * damage),
        phase="battle",
        step="guard",
        battle={"attacker": "VC", "target": "VC"},
    )


def _guard_step(g: Game, choose: Any) -> list[str]:
    """The defender's guard step as `choose` plays it: the cards called, until it goes on."""
    called = []
    while vg(g.state).step == "guard":
        action = choose(g)
        if action.verb == "next":
            break
        g.apply(action)
        called.append(action.args[0][0] if action.verb == "guard" else str(action))
    return called


HAND = ["Critical Page", "Lancer", "Shieldbearer"]


def test_at_five_damage_it_guards_against_every_drive_check() -> None:
    """Hit, it would lose: it stands until both drive checks would have to be triggers to
    get through (11,000 + 10,000 against more than that), for the least shield."""
    g = _attacked(5, HAND)
    called = _guard_step(g, sparring.choose)
    assert len(called) == 2 and "Lancer" in called
    assert power(g.state, 1, "VC") > 11000 + 2 * 5000


def test_with_damage_to_spare_it_takes_the_hit() -> None:
    assert _guard_step(_attacked(1, HAND), sparring.choose) == []
    assert _guard_step(_attacked(1, HAND), sharp.choose) == []


def test_the_sharp_player_guards_now_against_a_lethal_attack_to_come() -> None:
    """On 3 damage, with one shield: Swordsman's attack would only bring it to 4, but Paladin
    on FL (critical 2, boosted to 19,000, more than the shield can stop) attacks next. Taking
    both loses; guarding this one ends the turn on 5. The sparring partner, which weighs one
    attack at a time, takes the hit; the sharp player guards."""
    paladin = {"name": "Paladin", "modifiers": [{"stat": "critical", "amount": 1}]}
    position = game(
        player(
            circles={
                "VC": {"name": "Paladin", "rest": True},
                "FR": {"name": "Swordsman", "rest": True},
                "FL": paladin,
                "BL": "Lancer",
            }
        ),
        player(circles={"VC": "Knight"}, hand=["Critical Page"], damage=["Lancer"] * 3),
        phase="battle",
        step="guard",
        battle={"attacker": "FR", "target": "VC"},
    )
    doc = position.to_position()
    assert _guard_step(Game.from_position(doc), sparring.choose) == []
    g = Game.from_position(doc)
    assert _guard_step(g, sharp.choose) == ["Critical Page"]
    g.apply("next")
    g.apply("attack FL -> VC boost BL")
    g.apply("next")  # nothing left to guard with: 19,000 against 9,000, two damage
    assert g.winner is None and len(g.state.zones[1]["damage"]) == 5


@pytest.mark.parametrize("choose", [sparring.choose, sharp.choose], ids=["sparring", "sharp"])
def test_a_bot_reads_no_hidden_card(choose: Any) -> None:
    """The same guard, whatever the attacker's deck holds (triggers on top or not) and whatever
    lies in its hand."""
    plain = _attacked(4, HAND, deck=["Lancer"] * 10)
    loaded = _attacked(4, HAND, deck=["Critical Page"] * 10, hand=["Heal Page"] * 3)
    assert _guard_step(plain, choose) == _guard_step(loaded, choose)


def test_the_sharp_player_looks_ahead_without_a_trace() -> None:
    """Its guards are tried on the game and taken back: the history, the redo list and the
    state are as they were."""
    g = _attacked(5, HAND)
    g.apply('guard "Lancer"')
    g.undo()  # something to redo
    before = (g.state.snapshot(), list(g.history), list(g.future))
    sharp.choose(g)
    assert (g.state.snapshot(), list(g.history), list(g.future)) == before


def test_the_sharp_player_retires_a_rear_guard_it_can_reach_rather_than_miss() -> None:
    """Swordsman (10,000) cannot hit their Paladin (11,000) without a trigger, but it can
    retire their Lancer on FR (8,000)."""
    g = game(
        player(circles={"VC": {"name": "Paladin", "rest": True}, "FL": "Swordsman"}),
        player(circles={"VC": "Paladin", "FR": "Lancer"}),
        phase="battle",
        step="attack",
    )
    assert str(sparring.choose(g)) == "attack FL -> VC"
    assert str(sharp.choose(g)) == "attack FL -> FR"

"""WIXOSS: costs, the attack phase (SIGNI battles, LRIG attacks and the guard step), damage,
crushes and Life Bursts, and the keywords, each from a real position."""

from __future__ import annotations

from typing import Any

from playtester.engine import Game, Reason
from playtester.games.wixoss.cards import card_from_dict
from playtester.games.wixoss.costs import default_payment, payment_problem
from playtester.games.wixoss.state import wx
from tests.wixoss_positions import CARDS, allow, deny, entry, game, names, phase, player, said

CARD = {c["name"]: card_from_dict(c) for c in CARDS}
CROWN = ("white", "red", "colorless")  # Alpha Crown's grow cost, one colour per symbol


def attack_game(me: dict[str, Any], foe: dict[str, Any], step: str = "signi") -> Game:
    return game(player(**me), player(**foe), phase="attack", step=step)


# -- costs ----------------------------------------------------------------------------------


def test_a_coloured_symbol_needs_its_colour_and_a_colourless_one_any_card() -> None:
    cost = (("white", 1), ("red", 1), ("colorless", 1))
    cards = [CARD[n] for n in ("Spark", "Ember", "Drop")]
    assert payment_problem(cost, cards) is None
    wrong = [CARD[n] for n in ("Spark", "Drop", "Drop")]
    assert payment_problem(cost, wrong) == Reason.of("pay.colour", need=1, colour="red", have=0)
    assert payment_problem(cost, cards[:2]) == Reason.of("pay.count", paid=2)
    # a multicolour card pays one symbol of any of its colours, never two
    assert payment_problem((("green", 1),), [CARD["Twin"]]) is None
    assert payment_problem((("black", 1),), [CARD["Twin"]]) is None
    both = payment_problem((("green", 1), ("black", 1)), [CARD["Twin"], CARD["Spark"]])
    assert both == Reason.of("pay.match")


def test_the_default_payment_keeps_multicolour_cards_for_coloured_symbols() -> None:
    ener = [CARD[n] for n in ("Twin", "Ember", "Spark", "Wall")]
    chosen = default_payment((("black", 1), ("colorless", 1)), ener)
    assert chosen is not None and [ener[i].name for i in chosen] == ["Twin", "Wall"]
    assert default_payment((("white", 2),), ener) is None


def test_a_grow_cost_is_paid_into_the_trash_and_any_payment_is_judged() -> None:
    zones = {"lrig_deck": ["Alpha Crown"], "ener": ["Twin", "Ember", "Spark", "Drop"]}
    g = game(player(**zones), player(), phase="grow")
    listed = [str(a) for a in g.legal_actions() if a.verb == "grow"]
    assert listed == ['grow "Alpha Crown" pay "Ember", "Spark", "Drop"']
    deny(g, 'grow "Alpha Crown" pay "Twin", "Ember", "Drop"', "pay.colour", colour="white", need=1)
    deny(g, 'grow "Alpha Crown" pay "Spark", "Ember"', "pay.count", verb="grow", paid=2)
    assert not g.check('grow "Alpha Crown" pay "Giant", "Spark", "Ember"').possible
    allow(g, 'grow "Alpha Crown" pay "Spark", "Twin", "Ember"')  # Twin pays colourless
    assert names(g, 0, "ener") == ["Drop"]
    assert sorted(names(g, 0, "trash")) == ["Ember", "Spark", "Twin"]
    g = game(player(lrig_deck=["Alpha Crown"], ener=["Spark", "Drop"]), player(), phase="grow")
    deny(g, 'grow "Alpha Crown"', "pay.cannot", card="Alpha Crown", cost=CROWN)


# -- SIGNI attacks --------------------------------------------------------------------------


def test_a_signi_attack_battles_the_mirror_zone_and_vanishes_a_weaker_or_equal_signi() -> None:
    g = attack_game(
        {"field": {"SL": "Knight", "SC": "Spark", "SR": "Ember"}},
        {"field": {"C": "Alpha Crown", "SR": "Squire", "SC": "Spark", "SL": "Giant"}},
    )
    events = allow(g, "attack SL")  # our SL faces their SR
    assert entry(g, 0, "SL") == {"name": "Knight", "down": True}
    assert names(g, 1, "ener") == ["Squire"]  # vanished: to its owner's Ener zone
    assert "Knight (8,000) battles Squire (5,000); Squire on SR is vanished" in said(g, events)
    allow(g, "attack SC")  # equal power: the defender is vanished
    assert names(g, 1, "ener") == ["Squire", "Spark"]
    events = allow(g, "attack SR")  # 2000 against 12000: nothing happens
    assert names(g, 1, "SL") == ["Giant"] and names(g, 0, "SR") == ["Ember"]
    assert "nothing happens" in said(g, events)
    assert len(names(g, 1, "life")) == 7


def test_only_an_up_signi_attacks_in_the_signi_attack_step() -> None:
    g = attack_game({"field": {"SL": {"name": "Spark", "down": True}, "SC": "Knight"}}, {})
    deny(g, "attack SL", "attack.down_signi", card="Spark", zone="SL")
    assert not g.check("attack SR").possible
    g = attack_game({"field": {"SC": "Knight"}}, {}, step="lrig")
    deny(g, "attack SC", "attack.signi_step")
    g = game(player(field={"SC": "Knight"}), player())
    deny(g, "attack SC", "attack.phase")


def test_an_attack_with_no_signi_facing_it_crushes_the_top_life_cloth() -> None:
    g = attack_game({"field": {"SC": "Knight"}}, {"life": ["Giant", "Spark"]})
    events = allow(g, "attack SC")
    assert names(g, 1, "life") == ["Spark"]
    assert names(g, 1, "ener") == ["Giant"] and names(g, 1, "check") == []
    assert "crushes a Life Cloth: Giant; it goes to the Ener zone" in said(g, events)


def test_damage_with_no_life_cloth_left_loses_the_game() -> None:
    g = attack_game({"field": {"SC": "Knight"}}, {"life": []})
    events = allow(g, "attack SC")
    assert g.winner == 0
    assert "takes damage with no Life Cloth left" in said(g, events)
    deny(g, "next", "game.over", winner="Player 1")
    assert g.legal_actions() == []


# -- Life Bursts ----------------------------------------------------------------------------


def test_a_crushed_life_burst_waits_for_its_owner_to_use_it() -> None:
    foe = {"life": ["Burster", "Spark"], "field": {"SL": "Spark"}}
    g = attack_game({"field": {"SC": "Knight", "SL": "Spark"}}, foe)
    allow(g, "attack SC")
    assert names(g, 1, "check") == ["Burster"]
    assert g.to_play == 1
    assert [str(a) for a in g.legal_actions()] == ['burst "Burster"', "next"]
    deny(g, "@0 attack SL", "turn.not_yours", player="Player 2")
    deny(g, "@1 remove SL", "wait.burst", verb="remove")
    events = allow(g, "burst")
    assert "uses the Life Burst of Burster" in said(g, events)
    assert g.to_play == 1  # doing its effect, until Done
    allow(g, "next")
    assert names(g, 1, "ener") == ["Burster"] and g.to_play == 0
    assert phase(g) == ("attack", "signi")


def test_next_declines_a_life_burst() -> None:
    g = attack_game({"field": {"SC": "Knight"}}, {"life": ["Burster"]})
    allow(g, "attack SC")
    events = allow(g, "next")
    assert names(g, 1, "ener") == ["Burster"] and g.to_play == 0
    assert "declines the Life Burst of Burster" in said(g, events)
    assert phase(g) == ("attack", "signi")
    deny(g, "burst", "burst.none")


# -- the LRIG attack and the guard step -----------------------------------------------------


def test_the_center_lrig_attacks_and_the_defender_may_guard() -> None:
    g = attack_game({}, {"hand": ["Wall", "Spark"], "life": ["Giant"]}, step="lrig")
    deny(g, "attack AL", "attack.assist")
    events = allow(g, "attack C")
    assert entry(g, 0, "C") == {"name": "Alpha Bloom", "down": True}
    assert "attacks with the Center LRIG, Alpha Bloom" in said(g, events)
    assert phase(g) == ("attack", "guard") and g.to_play == 1
    assert [str(a) for a in g.legal_actions()] == ["next", 'guard "Wall"']
    deny(g, 'guard "Spark"', "guard.no_guard", card="Spark")
    events = allow(g, 'guard "Wall"')
    assert names(g, 1, "trash") == ["Wall"] and names(g, 1, "life") == ["Giant"]
    assert "the LRIG attack is prevented" in said(g, events)
    assert phase(g) == ("attack", "lrig") and g.to_play == 0
    deny(g, "attack C", "attack.down_lrig", card="Alpha Bloom")


def test_without_a_guard_the_lrig_attack_crushes() -> None:
    g = attack_game({}, {"hand": ["Wall"], "life": ["Giant", "Spark"]}, step="lrig")
    allow(g, "attack C")
    events = allow(g, "next")
    assert names(g, 1, "life") == ["Spark"] and names(g, 1, "hand") == ["Wall"]
    assert "does not guard" in said(g, events)
    assert phase(g) == ("attack", "lrig")
    g = attack_game({}, {"hand": ["Wall"]}, step="signi")
    deny(g, "attack C", "attack.lrig_step")
    deny(g, '@1 guard "Wall"', "guard.step")


# -- keywords -------------------------------------------------------------------------------


def test_assassin_ignores_the_facing_signi_and_damages() -> None:
    foe = {"field": {"C": "Alpha Crown", "SC": "Giant"}, "life": ["Giant"]}
    g = attack_game({"field": {"SC": "Slayer"}}, foe)
    events = allow(g, "attack SC")
    assert names(g, 1, "SC") == ["Giant"] and names(g, 1, "life") == []
    assert "Slayer has Assassin" in said(g, events)


def test_double_crush_crushes_two_and_one_if_only_one_is_left() -> None:
    g = attack_game({"field": {"SC": "Crusher"}}, {"life": ["Burster", "Giant", "Spark"]})
    allow(g, "attack SC")
    assert names(g, 1, "life") == ["Spark"]
    assert names(g, 1, "check") == ["Burster"] and names(g, 1, "ener") == ["Giant"]
    g = attack_game({"field": {"SC": "Crusher"}}, {"life": ["Giant"]})
    allow(g, "attack SC")
    assert names(g, 1, "life") == [] and names(g, 1, "ener") == ["Giant"] and g.winner is None
    g = attack_game({"field": {"C": "Alpha Storm"}}, {"life": ["Giant", "Spark"]}, step="lrig")
    allow(g, "attack C")
    allow(g, "next")
    assert names(g, 1, "life") == []


def test_lancer_crushes_one_when_it_vanishes_the_facing_signi() -> None:
    g = attack_game({"field": {"SC": "Pike"}}, {"field": {"SC": "Spark"}, "life": ["Giant"] * 3})
    events = allow(g, "attack SC")
    assert names(g, 1, "ener") == ["Spark", "Giant"] and len(names(g, 1, "life")) == 2
    assert "Pike has Lancer" in said(g, events)
    g = attack_game({"field": {"SC": "Pike"}}, {"field": {"SC": "Knight"}, "life": ["Giant"]})
    allow(g, "attack SC")  # no vanish, no crush
    assert names(g, 1, "life") == ["Giant"]
    foe = {"field": {"SC": "Spark"}, "life": ["Giant"] * 3}
    g = attack_game({"field": {"SC": "Lancer Crusher"}}, foe)
    allow(g, "attack SC")  # with Double Crush still one
    assert len(names(g, 1, "life")) == 2
    g = attack_game({"field": {"SC": "Pike"}}, {"field": {"SC": "Spark"}, "life": []})
    allow(g, "attack SC")  # a Lancer's crush with no Life Cloth is no damage
    assert g.winner is None


def test_rise_is_played_onto_one_of_your_signi_and_takes_its_base_along() -> None:
    g = game(player(field={"C": "Alpha Crown", "SL": "Spark"}, hand=["Angel", "Angel"]), player())
    deny(g, 'play "Angel" SC', "play.rise_empty", card="Angel", zone="SC")
    assert [str(a) for a in g.legal_actions() if a.verb == "play"] == ['play "Angel" SL']
    events = allow(g, 'play "Angel" SL')
    assert names(g, 0, "SL") == ["Angel", "Spark"]
    assert "plays Angel on SL with Rise, onto Spark" in said(g, events)
    assert g.power(0, "SL") == 15000
    foe = {"field": {"C": "Alpha Crown", "SC": ["Angel", "Spark"]}}
    g = attack_game({"field": {"SC": "Knight"}}, foe)
    g.apply("@0 power -> SC -20000")  # vanished by the rule-based action
    assert names(g, 1, "ener") == ["Angel"] and names(g, 1, "trash") == ["Spark"]


def test_a_frozen_signi_does_not_up_in_its_owners_up_phase() -> None:
    g = game(player(), player(field={"SL": {"name": "Spark", "down": True}}), phase="end")
    allow(g, "freeze -> SL")
    allow(g, "next")
    assert wx(g.state).active == 1
    assert entry(g, 1, "SL") == {"name": "Spark", "down": True, "frozen": True}


def test_a_tool_aimed_at_an_opponents_shadow_signi_is_legal_with_a_warning() -> None:
    g = game(player(), player(field={"SL": "Ghost", "SC": "Spark"}))
    verdict = g.check("vanish -> SL")
    assert verdict.legal and verdict.reason.startswith("warning: vanish: Ghost has Shadow")
    events = g.apply("vanish -> SL")
    assert "Ghost has Shadow" in said(g, events) and names(g, 1, "ener") == ["Ghost"]
    assert g.check("vanish -> SC").reason == ""
    mine = game(player(field={"SL": "Ghost"}), player())
    assert mine.check("freeze SL").reason == ""  # your own Shadow SIGNI: no warning


def test_two_life_bursts_are_used_in_the_order_their_owner_chooses() -> None:
    cards = [{"name": "Flare", "type": "signi", "level": 1, "power": 1000, "burst": True}]
    me = player(field={"C": "Alpha Crown", "SC": "Crusher"})
    g = game(me, player(life=["Burster", "Flare", "Spark"]), phase="attack", step="signi",
             cards=cards)  # fmt: skip
    allow(g, "attack SC")
    assert names(g, 1, "check") == ["Burster", "Flare"]
    assert [str(a) for a in g.legal_actions()] == ['burst "Burster"', 'burst "Flare"', "next"]
    allow(g, 'burst "Flare"')
    allow(g, "next")  # its effect is done
    assert names(g, 1, "check") == ["Burster"] and names(g, 1, "ener") == ["Flare"]
    assert [str(a) for a in g.legal_actions()] == ['burst "Burster"', "next"]
    allow(g, "next")
    assert names(g, 1, "ener") == ["Flare", "Burster"] and g.to_play == 0


def test_the_default_payment_needs_a_card_for_every_colourless_symbol() -> None:
    """Colours covered but one card short for the colourless symbol: the Ener cannot pay."""
    ener = [CARD[n] for n in ("Spark", "Ember")]
    assert default_payment((("white", 1), ("red", 1), ("colorless", 1)), ener) is None
    chosen = default_payment((("white", 1), ("colorless", 1)), ener)
    assert chosen is not None and sorted(ener[i].name for i in chosen) == ["Ember", "Spark"]
    g = game(player(lrig_deck=["Alpha Crown"], ener=["Spark", "Ember"]), player(), phase="grow")
    deny(g, 'grow "Alpha Crown"', "pay.cannot", card="Alpha Crown")
    assert not [a for a in g.legal_actions() if a.verb == "grow"]

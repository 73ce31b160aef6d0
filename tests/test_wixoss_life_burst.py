"""WIXOSS Life Bursts (rules text, section 5, "Life burst" and "Life Cloth / Crush"): only a
card revealed into the check zone from the Life Cloth has its Life Burst used; its owner then
does the effect with the tools, and says when they are done."""

from __future__ import annotations

from typing import Any

import pytest

from playtester.engine import Game
from playtester.engine.errors import PositionError
from tests.wixoss_positions import allow, deny, game, names, phase, player, said

# A spell with a Life Burst icon (a Life Burst spell): from the hand it is only a spell.
CARDS = [{"name": "Bell Toll", "type": "spell", "color": ["white"], "burst": True}]


def burst_game(me: dict[str, Any], foe: dict[str, Any], **top: Any) -> Game:
    return game(player(**me), player(**foe), cards=CARDS, **top)


# -- only a card from the Life Cloth is a Life Burst (section 5) -----------------------------


def test_a_burst_card_put_into_the_check_zone_from_the_deck_is_no_life_burst() -> None:
    """Card text reveals the top of the deck into the check zone: its Burst icon does nothing;
    the game goes on, and `next` ends the phase rather than declining anything."""
    g = burst_game({"deck": ["Burster", "Spark"]}, {})
    allow(g, 'put deck "Burster" to check')
    assert names(g, 0, "check") == ["Burster"]
    assert g.to_play == 0 and "burst" not in {a.verb for a in g.legal_actions()}
    assert not g.check("burst").possible
    allow(g, "next")  # the main phase ends; the card stays where card text put it
    assert phase(g) == ("attack", "pre") and names(g, 0, "check") == ["Burster"]


def test_a_life_burst_spell_played_from_the_hand_is_no_life_burst() -> None:
    g = burst_game({"hand": ["Bell Toll"]}, {})
    allow(g, 'put hand "Bell Toll" to check')
    assert g.to_play == 0 and not g.check('burst "Bell Toll"').possible
    assert [a for a in g.legal_actions() if a.verb == "burst"] == []
    allow(g, "next")
    assert phase(g) == ("attack", "pre") and names(g, 0, "check") == ["Bell Toll"]


def test_a_card_revealed_from_the_life_cloth_is_a_life_burst_however_it_gets_there() -> None:
    """Crushed, or moved from the Life Cloth to the check zone by card text: its owner may use
    it. Put back into the check zone from anywhere else, it is no longer one."""
    g = burst_game({}, {"life": ["Burster", "Spark"]})
    allow(g, "crush -> 1")
    assert g.to_play == 1 and names(g, 1, "check") == ["Burster"]
    g = burst_game({"life": ["Burster", "Spark"]}, {})
    allow(g, 'put life "Burster" to check')
    assert g.to_play == 0 and [str(a) for a in g.legal_actions()] == ['burst "Burster"', "next"]
    allow(g, 'put check "Burster" to hand')
    allow(g, 'put hand "Burster" to check')
    assert "burst" not in {a.verb for a in g.legal_actions()}


def test_which_check_zone_cards_came_from_the_life_cloth_is_kept_in_positions() -> None:
    g = burst_game({"hand": ["Bell Toll"], "life": ["Burster"]}, {})
    allow(g, 'put hand "Bell Toll" to check')
    allow(g, 'put life "Burster" to check')
    doc = g.to_position()
    assert doc["players"][0]["check"] == [{"name": "Bell Toll", "from_life": False}, "Burster"]
    again = Game.from_position(doc)
    assert again.to_position() == doc
    assert [str(a) for a in again.legal_actions()] == ['burst "Burster"', "next"]
    doc["players"][0]["hand"] = [{"name": "Spark", "from_life": True}]
    with pytest.raises(PositionError, match=r"players\[0\]\.hand\[0\]\.from_life"):
        Game.from_position(doc)


def test_the_table_offers_use_life_burst_only_for_a_waiting_life_burst() -> None:
    from playtester.games.wixoss.tools import card_tools

    g = burst_game({"deck": ["Burster", "Spark"], "life": ["Burster"]}, {})
    allow(g, 'put deck "Burster" to check')
    allow(g, 'put life "Burster" to check')
    revealed, crushed = g.state.zones[0]["check"]
    offered = [[t.label for t in card_tools(g.state, 0, i)] for i in (revealed, crushed)]
    assert "Use Life Burst" not in offered[0] and "Use Life Burst" in offered[1]
    assert g.check('burst "Burster"').legal  # the one from the Life Cloth, of the two
    assert said(g, g.apply("next")).startswith("declines the Life Burst of Burster")
    assert names(g, 0, "check") == ["Burster"] and names(g, 0, "ener") == ["Burster"]


# -- using a Life Burst: its owner does the effect, then says Done (section 5) ---------------


def attacked(foe: dict[str, Any]) -> Game:
    """Player 0's Knight on SC attacks an empty zone in the SIGNI attack step."""
    me = player(field={"SC": "Knight", "SL": "Spark"})
    g = game(me, player(**foe), phase="attack", step="signi", cards=CARDS)
    allow(g, "attack SC")
    return g


def test_the_owner_of_a_used_life_burst_acts_until_they_say_done() -> None:
    """After `burst` the defender does the effect with the tools (here: draw a card); the card
    stays in the check zone meanwhile, and only their `next` (Done) ends it: the card goes to
    the Ener zone and the attacker goes on."""
    g = attacked({"life": ["Burster", "Spark"], "deck": ["Giant", "Spark"], "hand": []})
    events = allow(g, 'burst "Burster"')
    assert "uses the Life Burst of Burster" in said(g, events)
    assert names(g, 1, "check") == ["Burster"] and names(g, 1, "ener") == []
    assert g.to_play == 1 and [str(a) for a in g.legal_actions()] == ["next"]
    deny(g, "@0 attack SL", "turn.not_yours", player="Player 2")
    deny(g, "attack C", "wait.burst_effect", verb="attack")
    allow(g, "draw")  # the effect, by the defender: `draw` acts for the player to play
    assert names(g, 1, "hand") == ["Giant"] and g.to_play == 1
    events = allow(g, "next")
    assert names(g, 1, "check") == [] and names(g, 1, "ener") == ["Burster"]
    assert "is done with the Life Burst of Burster" in said(g, events)
    assert g.to_play == 0 and phase(g) == ("attack", "signi")


def test_two_life_bursts_one_done_then_the_other_chosen() -> None:
    """Section 7, Double Crush: the defender orders two Life Bursts; the second waits until the
    first is done."""
    me = player(field={"C": "Alpha Crown", "SC": "Crusher"})
    hushed = {"name": "Hushed", "type": "signi", "level": 1, "burst": True}
    foe = player(life=["Burster", "Hushed", "Spark"])
    g = game(me, foe, phase="attack", step="signi", cards=[*CARDS, hushed])
    allow(g, "attack SC")
    allow(g, 'burst "Hushed"')
    assert [str(a) for a in g.legal_actions()] == ["next"]
    assert not g.check('burst "Burster"').legal  # one at a time: first finish this one
    allow(g, "next")
    assert names(g, 1, "check") == ["Burster"] and names(g, 1, "ener") == ["Hushed"]
    assert [str(a) for a in g.legal_actions()] == ['burst "Burster"', "next"] and g.to_play == 1


def test_a_life_burst_being_used_is_kept_in_positions() -> None:
    g = attacked({"life": ["Burster", "Spark"]})
    allow(g, "burst")
    doc = g.to_position()
    assert doc["players"][1]["check"] == [{"name": "Burster", "bursting": True}]
    again = Game.from_position(doc)
    assert again.to_position() == doc and again.to_play == 1
    assert [str(a) for a in again.legal_actions()] == ["next"]
    allow(again, "next")
    assert names(again, 1, "ener") == ["Burster"] and again.to_play == 0


def test_a_life_burst_being_used_is_never_passed_for_its_owner() -> None:
    """In the defense step (a crush by the attacker's arts) a defender doing a Life Burst's
    effect has something to do, though `next` is all the rules list: the table must not pass
    it for them."""
    from playtester.games.wixoss import gestures

    g = game(player(), player(life=["Burster", "Spark"]), phase="attack", step="defense")
    allow(g, "@0 crush -> 1")  # card text of the attacker's
    allow(g, "burst")
    assert [str(a) for a in g.legal_actions()] == ["next"] and g.to_play == 1
    assert not gestures.nothing_to_decide(g, optional_stop=True)
    allow(g, "next")  # Done
    assert gestures.nothing_to_decide(g, optional_stop=True) and phase(g) == ("attack", "defense")

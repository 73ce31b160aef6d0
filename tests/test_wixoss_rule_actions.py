"""WIXOSS: the rule-based actions checked after every action, and the manual tools, each from
a real position."""

from __future__ import annotations

from playtester.engine import Game, Reason
from playtester.games.wixoss.state import flags_of
from tests.wixoss_positions import allow, deny, entry, game, names, phase, player, said


def test_a_signi_with_power_0_or_less_is_vanished() -> None:
    g = game(player(), player(field={"SL": "Spark", "SC": ["Knight"]}))
    events = allow(g, "power -> SL -3000")
    assert names(g, 1, "ener") == ["Spark"]
    assert "has power 0 or less and is vanished" in said(g, events)
    allow(g, "power -> SC -7000")
    assert names(g, 1, "SC") == ["Knight"] and g.power(1, "SC") == 1000


def test_a_signi_above_the_center_lrigs_level_goes_to_the_trash() -> None:
    field = {"C": ["Alpha Bloom", "Alpha Bud"], "SL": "Knight"}
    g = game(player(field=field, lrig_deck=[]), player())
    events = allow(g, "put C to lrig_deck")  # card text returns the Center LRIG to the LRIG deck
    assert names(g, 0, "C") == ["Alpha Bud"] and names(g, 0, "trash") == ["Knight"]
    assert "above the Center LRIG's level 1" in said(g, events)


# -- several rule-based actions at once: their player chooses the order (section 4) ---------


def test_a_signi_with_power_0_above_the_level_goes_where_its_owner_chooses() -> None:
    """Power 0 (vanished, to the Ener zone) and above the level (to the trash): the rules set
    no order; the owner chooses, even in the other player's turn."""
    giant = {"name": "Giant", "modifiers": [{"amount": -12000}]}  # level 3, power 0
    for first, zone in (("vanish", "ener"), ("level", "trash")):
        g = game(player(), player(field={"SL": giant}))
        assert g.to_play == 1
        assert sorted(str(a) for a in g.legal_actions()) == ["rule level", "rule vanish"]
        deny(g, "next", "wait.rules", player="Player 2", rules=("vanish", "level"))
        deny(g, "@0 next", "turn.not_yours", verb="next", player="Player 2")
        events = allow(g, f"rule {first}")
        assert names(g, 1, zone) == ["Giant"] and names(g, 1, "SL") == []
        assert "rule-based action" in said(g, events) and g.to_play == 0


def test_a_signi_above_the_level_and_an_empty_deck_in_the_order_chosen() -> None:
    """Card text puts the last card of the deck onto the field, above the Center LRIG's level:
    trashed first, it is shuffled into the new deck by the refresh; refreshed first, it stays
    in the trash."""
    me = player(deck=["Giant"], trash=["Ember"], life=["Wall", "Spark"])
    g = game(me, player())
    allow(g, 'put deck "Giant" to SC')
    assert names(g, 0, "SC") == ["Giant"] and g.to_play == 0
    assert [str(a) for a in g.legal_actions()] == ["rule level", "rule refresh"]
    allow(g, "rule refresh")
    assert names(g, 0, "deck") == ["Ember"] and names(g, 0, "trash") == ["Giant", "Wall"]
    g = game(me, player())
    allow(g, 'put deck "Giant" to SC')
    allow(g, "rule level")
    assert sorted(names(g, 0, "deck")) == ["Ember", "Giant"] and names(g, 0, "trash") == ["Wall"]


def test_the_limit_and_the_level_in_the_order_chosen() -> None:
    """Above the level and over the limit at once: trashing the SIGNI above the level first
    may bring the rest within the limit; choosing SIGNI for the limit first is a `remove`."""
    field = {"C": ["Alpha Bloom", "Alpha Bud"], "SL": "Knight", "SC": "Spark"}
    g = game(player(field=field, lrig_deck=[]), player())
    allow(g, "put C to lrig_deck")  # level 1, limit 2: Knight (2) above it; 3 over the limit
    assert sorted(str(a) for a in g.legal_actions()) == ["remove SC", "remove SL", "rule level"]
    allow(g, "remove SC")
    assert names(g, 0, "trash") == ["Knight", "Spark"]  # the level rule follows by itself
    g = game(player(field=field, lrig_deck=[]), player())
    allow(g, "put C to lrig_deck")
    allow(g, "rule level")
    assert names(g, 0, "trash") == ["Knight"] and names(g, 0, "SC") == ["Spark"]
    assert not g.check("rule level").possible


def test_signi_over_the_limit_go_to_the_trash_by_their_owners_choice() -> None:
    field = {"C": ["Alpha Bloom", "Alpha Bud"], "SL": "Spark", "SC": "Ember", "SR": "Drop"}
    g = game(player(field=field, lrig_deck=[]), player(hand=["Spark"]))
    allow(g, "put C to lrig_deck")  # limit 2 now, three level 1 SIGNI: the owner chooses
    assert g.to_play == 0
    assert sorted(str(a) for a in g.legal_actions()) == ["remove SC", "remove SL", "remove SR"]
    deny(g, "next", "wait.limit", player="Player 1", limit=2)
    allow(g, "remove SC")
    assert names(g, 0, "trash") == ["Ember"]
    assert not flags_of(g.state, 0).removed  # a rule-based action, not the turn's removal
    allow(g, "remove SL")  # the turn's own removal is still there
    deny(g, "remove SR", "remove.once")
    assert phase(g) == ("main", None)
    # the opponent's SIGNI over their limit: they choose, even in this player's turn
    foe = player(field={"C": "Alpha Bud", "SL": "Spark", "SC": "Ember"}, hand=["Spark"])
    g = game(player(), foe)
    allow(g, '@0 put -> hand "Spark" to SR')
    assert g.to_play == 1 and next(str(a) for a in g.legal_actions()) == "remove SL"


def test_signi_over_the_limit_go_no_further_than_needed() -> None:
    """Section 4: SIGNI over the limit go to the trash until they fit, and no more: a SIGNI
    named beyond those needed, or one of level 0 (it brings nothing down), is refused, and
    `legal_actions()` lists exactly the removals `check` accepts."""
    cards = [
        {"name": "Tiny Crown", "type": "lrig", "level": 1, "limit": 1, "lrig_type": "Alpha"},
        {"name": "Seedling", "type": "signi", "level": 0, "power": 1000},
    ]
    field = {"C": "Tiny Crown", "SL": "Spark", "SC": "Ember", "SR": "Drop"}
    g = game(player(field=field), player(), cards=cards)
    assert g.to_play == 0  # levels 3, limit 1: two must go
    listed = sorted(str(a) for a in g.legal_actions())
    pairs = ["remove SC SR", "remove SL SC", "remove SL SR"]
    assert listed == sorted([*pairs, "remove SC", "remove SL", "remove SR"])
    deny(g, "remove SL SC SR", "remove.more", total=3, limit=1)
    allow(g, "remove SL SR")
    assert names(g, 0, "trash") == ["Drop", "Spark"] and names(g, 0, "SC") == ["Ember"]
    field = {"C": "Tiny Crown", "SL": "Spark", "SC": "Ember", "SR": "Seedling"}
    g = game(player(field=field), player(), cards=cards)
    assert sorted(str(a) for a in g.legal_actions()) == ["remove SC", "remove SL"]
    deny(g, "remove SR", "remove.level_zero", card="Seedling")
    deny(g, "remove SL SR", "remove.level_zero", card="Seedling")


def test_cards_under_a_signi_that_leaves_the_field_go_to_the_trash() -> None:
    field = {"C": "Alpha Crown", "SL": ["Angel", "Spark"]}
    g = game(player(field=field), player())
    events = allow(g, "put SL to hand")
    assert names(g, 0, "hand") == ["Angel"] and names(g, 0, "trash") == ["Spark"]
    assert "the cards under the SIGNI that left SL go to the trash: Spark" in said(g, events)


def test_an_empty_deck_refreshes_and_loses_one_life_cloth() -> None:
    g = game(player(deck=["Knight", "Giant"], trash=["Ember", "Drop"], life=["Twin", "Wall"]),
             player())  # fmt: skip
    events = allow(g, "charge 2")
    assert names(g, 0, "ener") == ["Knight", "Giant"]
    assert sorted(names(g, 0, "deck")) == ["Drop", "Ember"]
    assert names(g, 0, "trash") == ["Twin"] and names(g, 0, "life") == ["Wall"]
    assert "refreshes" in said(g, events)
    g = game(player(deck=["Knight"], trash=["Ember"], life=[]), player())
    allow(g, "draw")
    assert names(g, 0, "deck") == ["Ember"] and g.winner is None  # no Life Cloth: no penalty


def test_a_refresh_with_an_empty_trash_loses_the_game() -> None:
    """Where the text is silent, the official rule."""
    g = game(player(deck=["Knight"], trash=[]), player())
    events = allow(g, "draw")
    assert g.winner == 1
    assert "must refresh with an empty trash" in said(g, events)


def test_a_crush_by_an_ability_with_no_life_cloth_does_not_lose() -> None:
    g = game(player(), player(life=["Burster"]))
    allow(g, "crush -> 2")
    assert names(g, 1, "check") == ["Burster"] and g.to_play == 1
    allow(g, "next")
    events = allow(g, "crush -> 1")
    assert g.winner is None and "has no Life Cloth left; nothing happens" in said(g, events)


# -- manual tools ---------------------------------------------------------------------------


def tools_game() -> Game:
    me = player(field={"SL": "Spark"}, hand=["Knight"], deck=["Giant", "Ember", "Drop"])
    return game(me, player(field={"SR": "Knight"}))


def test_put_moves_any_card_to_any_zone_of_its_owner() -> None:
    g = tools_game()
    allow(g, 'put hand "Knight" to deck bottom')
    assert names(g, 0, "deck") == ["Giant", "Ember", "Drop", "Knight"]
    allow(g, 'put deck "Drop" to SC')
    assert names(g, 0, "SC") == ["Drop"]
    allow(g, 'put deck "Ember" to SC')  # the SIGNI there makes room: to the trash
    assert names(g, 0, "SC") == ["Ember"] and names(g, 0, "trash") == ["Drop"]
    allow(g, 'put deck "Giant" to SC bottom')  # under the SIGNI
    assert names(g, 0, "SC") == ["Ember", "Giant"]
    allow(g, "put -> SR to life")
    assert names(g, 1, "life")[0] == "Knight"
    assert not g.check('put lrig_deck "Nobody" to hand').possible
    g = game(player(hand=["Toll"]), player())
    verdict = g.check('put hand "Toll" to SL')
    assert not verdict.possible and verdict.why == Reason.of(
        "put.not_signi", card="Toll", kind="spell", zone="SL"
    )


def test_up_down_freeze_power_and_vanish_work_on_either_side() -> None:
    g = tools_game()
    allow(g, "down SL")
    assert entry(g, 0, "SL").get("down")
    allow(g, "up SL")
    allow(g, "freeze -> SR")
    assert entry(g, 1, "SR").get("frozen")
    allow(g, "power SL +3000")
    allow(g, "power SL +1000 permanent")
    assert g.power(0, "SL") == 7000
    allow(g, "vanish -> SR")
    assert names(g, 1, "ener") == ["Knight"] and not flags_of(g.state, 1).frozen
    assert not g.check("vanish -> SC").possible
    assert not g.check("power C +1000").possible


def test_draw_charge_shuffle_look_reveal_roll_coin_and_concede() -> None:
    g = tools_game()
    allow(g, "draw")
    assert names(g, 0, "hand") == ["Knight", "Giant"]
    allow(g, "charge")
    assert names(g, 0, "ener") == ["Ember"]
    allow(g, "look 1")
    assert g.visible(g.state.zones[0]["deck"][0], 0) and not g.visible(
        g.state.zones[0]["deck"][0], 1
    )
    allow(g, "shuffle")
    events = allow(g, 'reveal hand "Giant"')
    assert "reveals Giant" in g.describe(g.history[-1].action, events, 1).words
    assert "rolls a d6" in said(g, allow(g, "roll"))
    assert "tosses a coin" in said(g, allow(g, "coin"))
    allow(g, "@1 concede")
    assert g.winner == 0

"""The effects the printed-text reader learned for issue 26's vocab4 pass, played at the table
from INVENTED text: a card of the damage zone chosen and turned face up (a Counter Charge of
one), a look at "up to" so many cards with the deck shuffled after, and a card looked at put
into the drop zone, and a card discarded for a ride from the Ride Deck (or put on the guardian
circle from hand). Each is used through the notation, its outcome checked, and undone."""

from __future__ import annotations

from typing import Any

from playtester.engine import Game
from playtester.games.vanguard.state import vg
from tests.positions import CARDS, allow, game, names, player, unit
from tests.test_read_effects import ATTACKS, attacking, undone, use

FACE_UP = ATTACKS + "choose a card from your damage zone, and turn it face up."
MAY_FACE_UP = ATTACKS + "choose up to one card from your damage zone, and turn it face up."
DAMAGE = [{"name": "Lancer", "face_down": True}, {"name": "Knight", "face_down": False}]


def _face_down(g: Game) -> list[bool]:
    return [g.state.cards[i].face_down for i in g.state.zones[0]["damage"]]


def _offered(g: Game) -> list[str]:
    return [str(a) for a in g.legal_actions()]


def test_a_card_of_the_damage_zone_turned_face_up_is_a_counter_charge() -> None:
    g = attacking(FACE_UP, damage=DAMAGE)
    before, taken = use(g)
    assert _face_down(g) == [False, False]
    undone(g, before, taken)
    assert _face_down(g) == [True, False]


def test_up_to_one_card_turned_face_up_may_be_left() -> None:
    g = attacking(MAY_FACE_UP, damage=DAMAGE)
    before = g.to_position()
    allow(g, 'use "Reader"')
    assert _offered(g) == ["countercharge 1", "skip", "stop"]  # "you may"
    allow(g, "skip")  # none turned
    assert vg(g.state).resolving is None and _face_down(g) == [True, False]
    undone(g, before, 2)
    use(g, "countercharge 1")
    assert _face_down(g) == [False, False]


UP_TO = ATTACKS + (
    "look at up to three cards from the top of your deck, search for up to one grade 3 card from"
    " among them, put it into your drop zone, and shuffle your deck."
)


def test_a_look_at_up_to_so_many_is_the_look_of_so_many_then_the_deck_is_shuffled() -> None:
    deck = ["Lancer", "Swordsman", "King", "Knight", "Squire"]
    g = attacking(UP_TO, deck=deck)
    before = g.to_position()
    allow(g, 'use "Reader"')
    seen = [g.visible(i, 0) for i in g.state.zones[0]["deck"]]
    assert seen == [True, True, True, False, False]  # three looked at: the King among them
    assert {a.split(" to ")[0] for a in _offered(g)} == {'put deck "King"', "skip", "stop"}
    allow(g, 'put deck "King" to drop')
    assert vg(g.state).resolving is None  # the shuffle is done at once
    assert names(g, 0, "drop") == ["King"]
    assert sorted(names(g, 0, "deck")) == sorted(["Lancer", "Swordsman", "Knight", "Squire"])
    undone(g, before, 2)
    assert names(g, 0, "deck") == deck and names(g, 0, "drop") == []


RIDE_DISCARD = (
    "[AUTO]:When this card is put on (GC) from hand or discarded from hand while riding from the"
    " ride deck, [COST][Counter-Blast 1], and draw a card."
)
FACE_DOWN_ONCE = [{"name": "Lancer", "face_down": False}]


def _ride_game(**mine: Any) -> Game:
    """Player 0 in the ride phase of a d format game, a Ride Deck of grades 1-3, the Helper (the
    text above) and a Swordsman in hand."""
    from tests.test_d_era_rulings import D_CARDS, RIDE

    helper = unit("Helper", 0, 5000, 10000, text=RIDE_DISCARD)
    zones: dict[str, Any] = {"circles": {"VC": "Squire"}, "hand": ["Helper", "Swordsman"]}
    zones.update(ride_deck=RIDE, damage=FACE_DOWN_ONCE, **mine)
    foe = player(circles={"VC": "King"}, hand=[])
    return game(player(**zones), foe, phase="ride", format="d", cards=[*CARDS, *D_CARDS, helper])


def test_a_card_discarded_for_a_ride_from_the_ride_deck_draws() -> None:
    g = _ride_game()
    allow(g, 'ridedeck "Lancer" discard "Helper"')
    assert names(g, 0, "drop") == ["Helper"]
    assert [p.card for p in vg(g.state).pending] == g.state.zones[0]["drop"]
    before = g.to_position()
    allow(g, 'use "Helper"')  # the Counter Blast paid, the card drawn, at once
    assert names(g, 0, "hand") == ["Swordsman", "Lancer"]  # the deck's Lancer drawn
    assert [g.state.cards[i].face_down for i in g.state.zones[0]["damage"]] == [True]
    undone(g, before, 1)


def test_a_card_discarded_otherwise_or_another_card_for_the_ride_triggers_nothing() -> None:
    g = _ride_game()
    allow(g, 'discard "Helper"')  # discarded by the tools, not for a ride
    assert names(g, 0, "drop") == ["Helper"] and vg(g.state).pending == ()
    g.undo()
    allow(g, 'ridedeck "Lancer" discard "Swordsman"')  # another card paid the ride
    assert vg(g.state).pending == ()


def test_the_same_card_put_on_the_guardian_circle_from_hand_draws() -> None:
    me = player(circles={"VC": "King"}, hand=[], damage=FACE_DOWN_ONCE)
    helper = unit("Helper", 0, 5000, 10000, text=RIDE_DISCARD)
    foe = player(circles={"VC": "Paladin"}, hand=["Helper"], damage=FACE_DOWN_ONCE)
    g = game(me, foe, phase="battle", step="attack", cards=[*CARDS, helper])
    allow(g, "attack VC -> VC")
    allow(g, 'guard "Helper"')
    assert [p.card for p in vg(g.state).pending] == g.state.zones[1]["GC"]
    before = g.to_position()
    allow(g, 'use "Helper"')
    assert len(names(g, 1, "hand")) == 1
    undone(g, before, 1)


def test_a_trigger_of_several_events_names_each_once() -> None:
    from playtester.games.vanguard.ability_words import WORDS

    assert WORDS.trigger(("placed-from-hand", "or", "discarded", "ride")) is None
    assert WORDS.trigger(("discarded", "ride")) is None
    assert WORDS.trigger(("placed", "or", "placed")) is not None  # twice
    assert WORDS.trigger(("or", "placed")) is not None  # no event before `or`
    assert WORDS.trigger(("placed", "or", "discarded", "hand")) is not None  # not its word


BACK_ROW = "[ACT]Back Row (RC)[1/turn]:[COST][Counter-Blast 1], draw a card."


def test_an_ability_of_a_back_row_rear_guard_works_in_the_back_row_alone() -> None:
    helper = unit("Helper", 1, 8000, 5000, text=BACK_ROW)
    mine = {"VC": "Paladin", "BL": "Helper", "FL": "Helper"}
    me = player(circles=mine, hand=[], damage=FACE_DOWN_ONCE)
    g = game(me, player(circles={"VC": "King"}), cards=[*CARDS, helper])
    usable = [a for a in _offered(g) if a.startswith("use ")]
    assert usable == ["use BL 1"]  # not the Helper in the front row
    before = g.to_position()
    allow(g, "use BL 1")
    assert len(names(g, 0, "hand")) == 1
    assert [g.state.cards[i].face_down for i in g.state.zones[0]["damage"]] == [True]
    undone_act(g, before)


def undone_act(g: Game, before: dict[str, Any]) -> None:
    """The ability used is undone: the position is the one before."""
    assert g.undo() is not None
    assert g.to_position() == before


BOOSTS_CLAN = (
    '[AUTO](RC):When this unit boosts a grade 3 or greater vanguard with "Pal" in its card name,'
    " [Soul-Charge 1]."
)


def _boosting(leader: str) -> Game:
    """Player 0's `leader` on VC attacks, boosted by the Helper (the text above)."""
    helper = unit("Helper", 1, 8000, 5000, text=BOOSTS_CLAN)
    me = player(circles={"VC": leader, "BC": "Helper"}, hand=[], deck=["Lancer"] * 5)
    foe = player(circles={"VC": "King"}, hand=[])
    g = game(me, foe, phase="battle", step="attack", cards=[*CARDS, helper])
    allow(g, "attack VC -> VC boost BC")
    return g


def test_a_boost_of_the_vanguard_the_text_names_triggers_it() -> None:
    g = _boosting("Paladin")  # a grade 3 with "Pal" in its name
    assert [p.card for p in vg(g.state).pending] == g.state.zones[0]["BC"]
    before = g.to_position()
    allow(g, 'use "Helper"')
    assert names(g, 0, "soul") == ["Lancer"]
    undone_act(g, before)
    assert vg(_boosting("King").state).pending == ()  # another name: nothing

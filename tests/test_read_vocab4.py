"""The effects the printed-text reader learned for issue 26's vocab4 pass, played at the table
from INVENTED text: a card of the damage zone chosen and turned face up (a Counter Charge of
one), a look at "up to" so many cards with the deck shuffled after, and a card looked at put
into the drop zone. Each is used through the notation, its outcome checked, and undone."""

from __future__ import annotations

from playtester.engine import Game
from playtester.games.vanguard.state import vg
from tests.positions import allow, names
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

"""Normal Orders at the table (orders.py) and read from printed text (text_orders.py): played
from the hand in its player's main phase (the d format), its grade at most the vanguard's, its
cost paid with the ability's cost steps, its effect done as an ability's, the card then in the
drop zone, the turn's count of orders kept for "if you played an order this turn"; all undone
with the action. The order texts are invented, in the D era's shapes."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from playtester.engine import Action, Game
from playtester.games.common.abilities import CardText
from playtester.games.common.ability_text import write
from playtester.games.vanguard.gestures import drop_action
from playtester.games.vanguard.state import flags_of, vg
from playtester.games.vanguard.text_reader import read_card, read_text
from playtester.games.vanguard.tools import card_tools
from tests.positions import (
    CARDS,
    CLAN,
    ability_texts,
    allow,
    deny,
    face_up_damage,
    game,
    names,
    player,
)
from tests.positions import said as said_words
from tests.test_d_era_rulings import d_game

ORDERS = [
    {"name": "Rally Banner", "grade": 2, "kind": "order", "clan": CLAN},
    {"name": "Grand Decree", "grade": 3, "kind": "order", "clan": CLAN},
    {"name": "Quick Flag", "grade": 1, "kind": "order", "clan": CLAN},
]
RALLY = (
    "Play this with [COST][Soul-Blast 1]!\n"
    "Choose one of your rear-guards, and it gets [Power] +5000 until end of turn."
)
DECREE = "Play this with [COST][Counter-Blast 1]!\nDraw a card."
CHEER = "[CONT](RC):If you played an order this turn, this unit gets [Power] +3000."


@pytest.fixture
def read_orders() -> Iterator[None]:
    """Rally Banner and Grand Decree have their invented texts' readings (whole); the Lancer
    the condition; Quick Flag no text (by hand)."""
    cards = [read_card("Rally Banner", RALLY), read_card("Grand Decree", DECREE)]
    cards.append(read_card("Lancer", CHEER, CLAN))
    assert all(not c.by_hand and c.abilities[0].automated for c in cards)
    with ability_texts(write(cards)):
        yield


def _main(**mine: object) -> Game:
    me = player(circles={"VC": "Swordsman", "FL": "Lancer", "FR": "Knight"}, **mine)
    return d_game(me, player(circles={"VC": "King"}), cards=ORDERS)


def test_an_order_is_played_paid_and_done_then_lies_in_the_drop_zone(read_orders: None) -> None:
    g = _main(hand=["Rally Banner"], soul=["Squire"])
    lancer = g.power(0, "FL")
    assert Action("order", (("Rally Banner",),)) in g.legal_actions()
    events = g.apply('order "Rally Banner"')
    assert names(g, 0, "hand") == [] and names(g, 0, "soul") == []  # the Soul-Blast paid
    assert names(g, 0, "drop") == ["Squire", "Rally Banner"]  # the order, then the cost
    assert flags_of(g.state, 0).orders == 1
    assert said_words(events)[0] == "plays the order Rally Banner (it goes to the drop zone)"
    # the effect's choice: either rear-guard, as an ability's step offers it
    assert [str(a) for a in g.legal_actions()] == ["power FL +5000 turn", "power FR +5000 turn",
                                                   "skip", "stop"]  # fmt: skip
    assert g.power(0, "FL") == lancer + 3000  # an order played this turn: the Lancer's +3000
    allow(g, "power FL +5000 turn")
    assert g.power(0, "FL") == lancer + 5000 + 3000  # the order's +5000, the Lancer's +3000
    assert vg(g.state).resolving is None
    g.undo()
    g.undo()
    assert names(g, 0, "hand") == ["Rally Banner"] and names(g, 0, "soul") == ["Squire"]
    assert flags_of(g.state, 0).orders == 0 and g.power(0, "FL") == lancer


def test_an_orders_count_and_its_condition_end_with_the_turn(read_orders: None) -> None:
    g = _main(hand=["Grand Decree"], damage=face_up_damage(1))
    before = g.power(0, "FL")
    deny(g, 'order "Grand Decree"', "order.grade", grade=3, vanguard=2)
    g = d_game(
        player(circles={"VC": "King", "FL": "Lancer"}, hand=["Grand Decree"],
               damage=face_up_damage(1)),
        player(circles={"VC": "King"}), cards=ORDERS,
    )  # fmt: skip
    allow(g, 'order "Grand Decree"')  # counter blast 1, draw a card: nothing to choose
    assert vg(g.state).resolving is None and len(names(g, 0, "hand")) == 1
    assert g.power(0, "FL") == before + 3000
    while vg(g.state).active == 0:  # the battle phase, the end phase, the opponent's turn
        allow(g, "next")
    assert vg(g.state).turn == 4 and flags_of(g.state, 0).orders == 0
    assert g.power(0, "FL") == before


def test_an_order_is_refused_with_its_reason(read_orders: None) -> None:
    g = _main(hand=["Rally Banner", "Lancer", "Quick Flag"])
    deny(g, 'order "Rally Banner"', "order.cost", card="Rally Banner")  # no soul to blast
    assert not any(a.verb == "order" for a in g.legal_actions())
    deny(g, 'order "Lancer"', "order.unit", card="Lancer")
    deny(g, 'order "Quick Flag"', "order.unknown", card="Quick Flag")  # its text not read
    g = _main(hand=["Rally Banner"], soul=["Squire"])
    allow(g, "next")  # the battle phase
    deny(g, 'order "Rally Banner"', "order.phase")
    me = player(circles={"VC": "Swordsman"}, hand=["Rally Banner"], soul=["Squire"])
    classic = game(me, player(circles={"VC": "King"}), cards=[*CARDS, *ORDERS])
    deny(classic, 'order "Rally Banner"', "order.format")


def test_no_order_is_played_while_an_ability_waits_or_is_used(read_orders: None) -> None:
    g = _main(hand=["Rally Banner", "Grand Decree"], soul=["Squire", "Squire"])
    allow(g, 'order "Rally Banner"')  # its effect waits for the rear-guard chosen
    assert vg(g.state).resolving is not None
    assert not any(a.verb == "order" for a in g.legal_actions())
    deny(g, 'order "Grand Decree"', "order.waiting", card="Grand Decree")


UNLESS = "[ACT](VC):If you did not play an order this turn, [COST][Counter-Blast 1], draw a card."


def test_an_ability_of_a_turn_with_no_order_played_is_used_only_then() -> None:
    cards = [read_card("Grand Decree", DECREE), read_card("Swordsman", UNLESS, CLAN)]
    assert all(not c.by_hand and c.abilities[0].automated for c in cards)
    assert cards[1].abilities[0].conditions == (("played", "no", "order"),)
    with ability_texts(write(cards)):
        g = d_game(
            player(circles={"VC": "Swordsman"}, hand=["Grand Decree"], damage=face_up_damage(2)),
            player(circles={"VC": "King"}),
            cards=[{**ORDERS[1], "grade": 2}],
        )
        assert g.check("use VC 1").legal
        allow(g, 'order "Grand Decree"')
        deny(g, "use VC 1", "ability.act_unusable", card="Swordsman")
        g.undo()
        allow(g, "use VC 1")


def test_an_override_plays_an_order_whose_kind_is_not_known(read_orders: None) -> None:
    g = _main(hand=["Quick Flag"])
    g.apply('order "Quick Flag"', override=True)
    assert names(g, 0, "drop") == ["Quick Flag"] and flags_of(g.state, 0).orders == 1
    g.undo()
    assert names(g, 0, "hand") == ["Quick Flag"] and flags_of(g.state, 0).orders == 0


def test_the_table_drops_an_order_on_the_drop_zone_to_play_it_and_its_menu_offers_it(
    read_orders: None,
) -> None:
    g = _main(hand=["Rally Banner", "Lancer"], soul=["Squire"])
    banner, lancer = g.state.zones[0]["hand"]
    assert drop_action(g.state, 0, banner, "drop") == Action("order", (("Rally Banner",),))
    assert drop_action(g.state, 0, lancer, "drop") == Action("discard", (("Lancer",),))
    tools = [(t.label, t.action) for t in card_tools(g.state, 0, banner)]
    assert ("Play this order", 'order "Rally Banner"') in tools
    assert ("Discard", 'discard "Rally Banner"') in tools
    assert not any(t.startswith("Ride") or t == "Call to" for t, _ in tools)
    allow(g, "next")  # out of the main phase, a drop on the drop zone discards it again
    banner = g.state.zones[0]["hand"][0]
    assert drop_action(g.state, 0, banner, "drop") == Action("discard", (("Rally Banner",),))


# -- the reader ----------------------------------------------------------------------------------

GOLDEN = [
    (RALLY, ["act hand order", "cost soulblast 1", "do power {my rear} +5000 turn"]),
    (DECREE, ["act hand order", "cost counterblast 1", "do draw 1"]),
    (
        "(A reminder of how orders are played.)\nPlay this with [COST][Energy-Blast 2]!\n"
        "[Soul-Charge 1]. Then, choose one of your units, and it gets [Power] +10000 until end"
        " of turn.",
        [
            "act hand order",
            "cost energyblast 2",
            "do soulcharge 1",
            "do power {my unit} +10000 turn",
        ],
    ),
    (
        "Play this card with [COST][retire two rear-guards]!\n"
        "Draw a card, put this card into your soul, and [Counter-Charge 1].",
        [
            "act hand order",
            "cost retire {my rear 2}",
            "do draw 1",
            "do put {self} soul",
            "do countercharge 1",
        ],
    ),
]


@pytest.mark.parametrize(("text", "expected"), GOLDEN, ids=range(len(GOLDEN)))
def test_golden_orders_read_whole_as_one_ability(text: str, expected: list[str]) -> None:
    readings = read_text(text)
    assert len(readings) == 1 and readings[0].whole and readings[0].cost
    reading = readings[0]
    assert text[reading.start : reading.end] == reading.text
    assert reading.text.startswith("Play this") and reading.text.endswith(".")
    assert reading.ability is not None
    lines = write([CardText("x", (reading.ability,))]).splitlines()[1:]
    assert [line.strip() for line in lines] == expected


NOT_NORMAL = [
    # (a Blitz Order's "until end of that battle" is read since vocab20: its card's type says
    # when it is played; tests/test_read_vocab20.py) a card called to (GC) is not
    "Play this with [COST][Energy-Blast 2]!\nLook at the top card of your deck, call it to (GC).",
    # a Set Order's order zone, and an ability after the play line
    "Play this with [COST][Soul-Blast 1]!\n[AUTO]:When this card is put into the order zone,"
    " draw a card.",
    # a condition after the cost; a second effect line
    'Play this with [COST][Counter-Blast 1] if you have a vanguard with "Hero" in its card name!'
    "\nDraw a card.",
    "Play this with [COST][Counter-Blast 1]!\nDraw a card.\nDraw a card.",
    # "this unit": an order is none
    "Play this with [COST][Counter-Blast 1]!\nThis unit gets [Power] +5000 until end of turn.",
]


@pytest.mark.parametrize("text", NOT_NORMAL, ids=range(len(NOT_NORMAL)))
def test_orders_the_reader_cannot_be_sure_of_stay_by_hand(text: str) -> None:
    readings = read_text(text)
    assert not any(r.whole and r.ability and "order" in r.ability.marks for r in readings)


def test_an_orders_effect_not_read_keeps_its_cost_and_the_rest_by_hand() -> None:
    text = "Play this with [COST][Soul-Blast 1]!\nYour opponent sneezes twice."
    (reading,) = read_text(text)
    assert not reading.whole and reading.cost and reading.ability is not None
    assert reading.ability.marks == ("order",) and reading.ability.zones == ("hand",)
    assert [str(s) for s in reading.ability.cost] == ["soulblast 1"]
    assert reading.ability.effects == () and "sneezes" in reading.ability.by_hand


def test_the_condition_of_an_order_played_this_turn_reads() -> None:
    (reading,) = read_text(CHEER, CLAN)
    assert reading.whole and reading.ability is not None
    assert reading.ability.conditions == (("played", "order"),)

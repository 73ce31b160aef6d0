"""Blitz Orders (vocab20): the kind of an order kept from its card file's type ("Blitz Order"),
its printed text read ("choose one of your units being attacked"), and the card played at the
table by the player whose unit is attacked, in the guard step of their opponent's turn (the d
format): its grade at most their vanguard's, its cost paid, its effect done for that battle,
one a turn; refused with a reason at any other time; undone; logged; offered to the bots and
in the card's menu. The order texts are invented, in the D era's shapes."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from playtester.engine import Action, Game
from playtester.games.common.abilities import CardText
from playtester.games.common.ability_text import write
from playtester.games.vanguard import bot, orders
from playtester.games.vanguard.board import critical
from playtester.games.vanguard.cards import UNKNOWN, card_from_dict
from playtester.games.vanguard.gestures import drop_action
from playtester.games.vanguard.records import record_card
from playtester.games.vanguard.state import flags_of, vg
from playtester.games.vanguard.text_reader import read_card, read_text
from playtester.games.vanguard.tools import BLITZ_TIP, card_tools
from tests.positions import CLAN, ability_texts, allow, deny, face_up_damage, names, player
from tests.positions import said as said_words
from tests.test_d_era_rulings import d_game


def _order(name: str, grade: int, kind: str | None) -> dict[str, Any]:
    return {"name": name, "grade": grade, "kind": "order", "clan": CLAN, "order_kind": kind}


VEIL = (
    "Play this with [COST][Counter-Blast 1]!\n"
    "Choose one of your units being attacked, and it gets [Power] +15000 until end of that"
    " battle."
)
LANTERN = (
    "Play this with [COST][Soul-Blast 1]!\n"
    "Choose one of your opponent's vanguards, and that unit gets [Critical] -1 until end of"
    " that battle."
)
BASTION = (
    "Play this with [COST][Counter-Blast 1]!\n"
    "Choose a unit being attacked, and it gets [Power] +10000 until end of that battle."
)
DRILL = "Play this with [COST][Counter-Blast 1]!\nDraw a card."
BLITZES = [
    _order("Iron Veil", 1, "blitz"),
    _order("Dim Lantern", 2, "blitz"),
    _order("Sky Bastion", 3, "blitz"),  # above a grade 2 vanguard
    _order("Tower Plan", 1, "set"),
    _order("Old Charter", 1, UNKNOWN),  # its type said "Order" alone
    _order("Field Drill", 1, "normal"),
    # made by hand: its kind not said; its printed text has a battle in it
    {**_order("Misty Veil", 1, None), "text": VEIL},
]


@pytest.fixture
def read_blitzes() -> Iterator[None]:
    """The orders' invented texts read (whole); the Set Order and the order of unknown kind
    with a text read too (their kind alone refuses them)."""
    cards = [read_card(name, text) for name, text in (
        ("Iron Veil", VEIL), ("Dim Lantern", LANTERN), ("Sky Bastion", BASTION),
        ("Tower Plan", DRILL), ("Old Charter", DRILL), ("Field Drill", DRILL),
        ("Misty Veil", VEIL),
    )]  # fmt: skip
    assert all(not c.by_hand and c.abilities[0].automated for c in cards)
    with ability_texts(write(cards)):
        yield


def _guarding(hand: list[str], damage: int = 2, vc: str = "Swordsman", **mine: Any) -> Game:
    """Their King (VC, 10,000) attacks my Swordsman (VC, grade 2, 10,000; or `vc`) in their
    turn: my guard step (I am player 0, they are active)."""
    me = player(circles={"VC": vc, "FL": "Lancer"}, hand=hand, **mine)
    me.setdefault("damage", face_up_damage(damage))
    them = player(circles={"VC": {"name": "King", "rest": True}, "FR": "Knight"})
    return d_game(
        me, them, cards=BLITZES, active=1, phase="battle", step="guard",
        battle={"attacker": "VC", "target": "VC"},
    )  # fmt: skip


# -- the reader ----------------------------------------------------------------------------------

GOLDEN = [
    (VEIL, ["act hand order", "cost counterblast 1", "do power {attacked} +15000 battle"]),
    (LANTERN, ["act hand order", "cost soulblast 1", "do critical {their vanguard} -1 battle"]),
    (BASTION, ["act hand order", "cost counterblast 1", "do power {attacked} +10000 battle"]),
]


@pytest.mark.parametrize(("text", "expected"), GOLDEN, ids=range(len(GOLDEN)))
def test_golden_blitz_orders_read_whole(text: str, expected: list[str]) -> None:
    (reading,) = read_text(text)
    assert reading.whole and reading.cost and reading.ability is not None
    lines = write([CardText("x", (reading.ability,))]).splitlines()[1:]
    assert [line.strip() for line in lines] == expected


NEAR_MISSES = [
    # the limit of the turn raised: by hand (the count is not kept)
    "Play this with [COST][Energy-Blast 2]!\nChoose a unit being attacked, and it gets [Power]"
    " +5000 until end of that battle. You can play one more blitz order this turn.",
    # two units being attacked; your opponent's unit being attacked
    "Play this with [COST][Counter-Blast 1]!\nChoose two of your units being attacked, and they"
    " get [Power] +5000 until end of that battle.",
    "Play this with [COST][Counter-Blast 1]!\nChoose one of your opponent's units being"
    " attacked, and it gets [Power] -5000 until end of that battle.",
    # a card called to (GC) from the top of the deck
    "Play this with [COST][Energy-Blast 2]!\nLook at the top card of your deck, call it to (GC).",
]


@pytest.mark.parametrize("text", NEAR_MISSES, ids=range(len(NEAR_MISSES)))
def test_blitz_wordings_the_reader_cannot_be_sure_of_stay_by_hand(text: str) -> None:
    assert not any(r.whole for r in read_text(text))


# -- the card's kind of order --------------------------------------------------------------------


def test_the_importer_keeps_the_kind_of_order_its_type_says_and_unknown_with_evidence() -> None:
    for words, kind in (("Blitz Order", "blitz"), ("Normal Order", "normal"), ("Set Order", "set")):
        found = record_card({"name": "X", "kind": words, "grade": 1, "text": ""}, "here")
        assert found.card.order_kind == kind  # type: ignore[attr-defined]
        assert not [e for e in found.evidence if e.field == "order_kind"]
    found = record_card({"name": "X", "kind": "Order", "grade": 1, "text": ""}, "here")
    assert found.card.order_kind == UNKNOWN  # type: ignore[attr-defined]
    (said,) = [e for e in found.evidence if e.field == "order_kind"]
    assert "'Order'" in said.says and said.rule == "undecided"
    unit = record_card({"name": "X", "kind": "Unit", "grade": 1, "text": ""}, "here")
    assert unit.card.order_kind is None  # type: ignore[attr-defined]
    card = card_from_dict(_order("Iron Veil", 1, "blitz"))
    assert card.to_dict()["order_kind"] == "blitz" and card_from_dict(card.to_dict()) == card


# -- at the table --------------------------------------------------------------------------------


def test_a_blitz_order_is_played_in_the_guard_step_paid_done_and_undone(
    read_blitzes: None,
) -> None:
    g = _guarding(["Iron Veil", "Lancer"])
    before, lancer = g.power(0, "VC"), g.power(0, "FL")
    assert g.to_play == 0 and Action("order", (("Iron Veil",),)) in g.legal_actions()
    events = g.apply('order "Iron Veil"')  # the unit being attacked: no choice to make
    assert said_words(events) == [
        "plays the order Iron Veil (it goes to the drop zone)",
        "uses the ability of Iron Veil",
        "gives +15,000 power to Swordsman on VC until the end of the battle",
        "the ability of Iron Veil is done",
    ]
    for viewer in (0, 1):  # the play is public: both players read it
        assert "Iron Veil" in g.describe(Action.parse('order "Iron Veil"'), events, viewer).words
    assert names(g, 0, "hand") == ["Lancer"] and names(g, 0, "drop") == ["Iron Veil"]
    damage = [g.state.cards[i] for i in g.state.zones[0]["damage"]]
    assert [c.face_down for c in damage] == [True, False]  # the Counter Blast paid
    assert g.power(0, "VC") == before + 15000 and g.power(0, "FL") == lancer
    assert flags_of(g.state, 0).orders == 1 and flags_of(g.state, 0).blitzes == 1
    assert vg(g.state).step == "guard" and g.to_play == 0  # guarding goes on
    assert [str(a) for a in g.legal_actions()] == ["next", 'guard "Lancer"']
    g.undo()
    assert names(g, 0, "hand") == ["Iron Veil", "Lancer"] and g.power(0, "VC") == before
    assert flags_of(g.state, 0).blitzes == 0 and flags_of(g.state, 0).orders == 0
    assert not any(c.face_down for c in (g.state.cards[i] for i in g.state.zones[0]["damage"]))


def test_a_blitz_orders_effect_holds_for_that_battle_and_ends_with_it(read_blitzes: None) -> None:
    g = _guarding(["Dim Lantern"], soul=["Squire"])
    assert critical(g.state, 1, "VC") == 1
    allow(g, 'order "Dim Lantern"')  # their vanguard: no choice to make
    assert critical(g.state, 1, "VC") == 0 and names(g, 0, "soul") == []
    allow(g, "next")  # no guard: the hit of 0 critical deals no damage; the battle ends
    assert vg(g.state).battle is None and vg(g.state).step == "attack"
    assert len(g.state.zones[0]["damage"]) == 2  # (as before the attack)
    assert critical(g.state, 1, "VC") == 1


def test_one_blitz_order_a_turn_and_the_count_ends_with_the_turn(read_blitzes: None) -> None:
    g = _guarding(["Iron Veil", "Dim Lantern"], soul=["Squire"])
    allow(g, 'order "Iron Veil"')
    deny(g, 'order "Dim Lantern"', "order.blitz_played", card="Dim Lantern")
    assert not any(a.verb == "order" for a in g.legal_actions())
    while vg(g.state).active == 1:  # their battle, their end phase: my turn comes
        g.apply(g.legal_actions()[0])
    assert flags_of(g.state, 0).blitzes == 0 and flags_of(g.state, 0).orders == 0


def test_a_blitz_order_is_refused_with_its_reason(read_blitzes: None) -> None:
    hand = ["Iron Veil", "Sky Bastion", "Tower Plan", "Old Charter", "Field Drill"]
    g = _guarding(hand, damage=0)
    deny(g, 'order "Iron Veil"', "order.cost", card="Iron Veil")  # no face-up damage
    deny(g, 'order "Sky Bastion"', "order.grade", grade=3, vanguard=2)
    deny(g, 'order "Tower Plan"', "order.unknown", card="Tower Plan")  # a Set Order
    deny(g, 'order "Old Charter"', "order.unknown", card="Old Charter")  # kind not said
    deny(g, 'order "Field Drill"', "order.phase", card="Field Drill")  # a Normal Order
    assert not any(a.verb == "order" for a in g.legal_actions())
    mine = d_game(
        player(circles={"VC": "Swordsman"}, hand=["Iron Veil", "Field Drill", "Misty Veil"],
               damage=face_up_damage(2)),
        player(circles={"VC": "King"}), cards=BLITZES,
    )  # fmt: skip
    deny(mine, 'order "Iron Veil"', "order.blitz_step", card="Iron Veil")  # my main phase
    # an order whose kind its card does not say, with a battle in its text: not a Normal Order
    deny(mine, 'order "Misty Veil"', "order.unknown", card="Misty Veil")
    assert [a for a in mine.legal_actions() if a.verb == "order"] == [
        Action("order", (("Field Drill",),))
    ]
    allow(mine, "next")  # my battle phase: attacking, not attacked
    deny(mine, 'order "Iron Veil"', "order.blitz_step", card="Iron Veil")
    # the attacking player holds a Blitz Order in the guard step of their own turn
    them = player(
        circles={"VC": {"name": "Swordsman", "rest": True}},
        hand=["Iron Veil"],
        damage=face_up_damage(2),
    )
    theirs = d_game(
        them, player(circles={"VC": "King"}), cards=BLITZES, phase="battle", step="guard",
        battle={"attacker": "VC", "target": "VC"},
    )  # fmt: skip
    assert theirs.to_play == 1  # (the attacker acts not; the rules' reason for it all the same)
    said = orders.reason(theirs.state, 0, "Iron Veil")
    assert said is not None and said.id == "order.blitz_step"
    # their attack step, before any attack: not yet the guard step
    early = d_game(
        player(circles={"VC": "Swordsman"}, hand=["Iron Veil"], damage=face_up_damage(2)),
        player(circles={"VC": "King"}), cards=BLITZES, active=1, phase="battle", step="attack",
    )  # fmt: skip
    said = orders.reason(early.state, 0, "Iron Veil")
    assert said is not None and said.id == "order.blitz_step"


def test_the_table_offers_a_blitz_order_by_its_menu_and_by_a_drop_on_the_drop_zone(
    read_blitzes: None,
) -> None:
    g = _guarding(["Iron Veil", "Lancer"])
    veil, lancer = g.state.zones[0]["hand"]
    assert drop_action(g.state, 0, veil, "drop") == Action("order", (("Iron Veil",),))
    assert drop_action(g.state, 0, lancer, "drop") == Action("discard", (("Lancer",),))
    tools = {t.label: t for t in card_tools(g.state, 0, veil)}
    assert tools["Play this order"].action == 'order "Iron Veil"'
    assert tools["Play this order"].tip == BLITZ_TIP
    mine = d_game(
        player(circles={"VC": "Swordsman"}, hand=["Iron Veil"]), player(circles={"VC": "King"}),
        cards=BLITZES,
    )  # fmt: skip
    veil = mine.state.zones[0]["hand"][0]
    assert drop_action(mine.state, 0, veil, "drop") == Action("discard", (("Iron Veil",),))


def test_the_guard_prompt_and_the_drag_say_the_blitz_order_is_played(read_blitzes: None) -> None:
    from playtester.games.vanguard.prompts import prompt
    from playtester.games.vanguard.words import action_words

    offered = prompt(_guarding(["Iron Veil", "Lancer"]), 0, "").text
    assert "or play a Blitz Order on your drop zone" in offered
    above = prompt(_guarding(["Sky Bastion", "Lancer"]), 0, "").text  # not offered: not said
    assert "Blitz" not in above and "or intercept, then No more guardians." in above
    assert action_words(Action("order", (("Iron Veil",),))) == "play Iron Veil"


def test_the_table_stops_for_a_defender_whose_hand_holds_only_a_blitz_order(
    read_blitzes: None,
) -> None:
    from playtester.games.vanguard.gestures import nothing_to_decide

    assert not nothing_to_decide(_guarding(["Iron Veil"]))  # it may be played: a choice
    assert nothing_to_decide(_guarding(["Sky Bastion"]))  # above the vanguard: none


def test_the_bot_plays_a_blitz_order_when_the_hit_hurts(read_blitzes: None) -> None:
    g = _guarding(["Iron Veil", "Lancer"], damage=4)
    assert bot.choose(g) == Action("order", (("Iron Veil",),))
    calm = _guarding(["Iron Veil", "Lancer"], damage=1)  # damage to spare: no order spent
    assert bot.choose(calm) == Action("next")
    strong = _guarding(["Iron Veil", "Lancer"], damage=4, vc="Paladin")  # 11,000 against 10,000
    assert bot.choose(strong) == Action("next")


# -- the real widgets ----------------------------------------------------------------------------


def test_a_blitz_order_dropped_on_the_drop_zone_in_the_guard_step_is_played_then_undone(
    window: Any, read_blitzes: None
) -> None:
    from tests.test_ui_drag_glow import _let_go, _over, _press, _status
    from tests.test_ui_table import _centre

    w = window(_guarding(["Iron Veil", "Lancer"]))  # (a card to guard with: the step stays)
    game = w.controller.game
    veil = game.state.zones[0]["hand"][0]
    before = game.power(0, "VC")
    _press(w, veil, _centre(w, 0, "FL"))
    _over(w, "drop")
    assert w.scene.zone_item(0, "drop").state == "hover"  # the play is legal: lit, not dark
    assert "Iron Veil" in _status(w)
    _let_go(w, "drop")
    game = w.controller.game
    assert names(game, 0, "hand") == ["Lancer"] and names(game, 0, "drop") == ["Iron Veil"]
    assert vg(game.state).step == "guard" and game.to_play == 0
    assert game.power(0, "VC") == before + 15000 and flags_of(game.state, 0).blitzes == 1
    assert w.controller.log.entries[-1].line(0).notation == 'order "Iron Veil"'
    assert "plays the order Iron Veil" in w.side.log.toPlainText()
    w.controller.undo()
    game = w.controller.game
    assert names(game, 0, "hand") == ["Iron Veil", "Lancer"] and game.power(0, "VC") == before


def test_the_kind_of_order_is_a_card_field_added_shown_and_edited(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from playtester.cards.library import default_library
    from tests.test_commands_cards import run

    name = "Proxy Ward"
    code, _, _ = run(
        capsys, "card", "add", "--name", name, "--grade", "1", "--kind", "order",
        "--order-kind", "blitz",
    )  # fmt: skip
    assert code == 0
    card = default_library().lookup("vanguard", name)
    assert card is not None and card.order_kind == "blitz"  # type: ignore[attr-defined]
    code, out, _ = run(capsys, "card", "show", name)
    assert "  order kind: blitz" in out
    code, _, _ = run(capsys, "card", "edit", name, "--order-kind", "normal")
    card = default_library().lookup("vanguard", name)
    assert code == 0 and card.order_kind == "normal"  # type: ignore[union-attr]

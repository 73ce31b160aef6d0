"""The G era's shapes the printed-text reader learned for issue 26's fifth pass, played at the
table from INVENTED text: "when your G unit [Stride]s" (a rear-guard's, and a vanguard's, which
works from under the G unit, as its Heart) and conditions said before the trigger ("During your
turn, when ..."). Each is used through the notation, its outcome checked, and undone."""

from __future__ import annotations

from typing import Any

from playtester.engine import Game
from playtester.games.common.abilities import Kind
from playtester.games.common.ability_play import Context
from playtester.games.vanguard.abilities import ABILITIES
from playtester.games.vanguard.state import vg
from playtester.games.vanguard.text_reader import read_text
from tests.positions import allow, deny, g_game, g_zone, names, player, unit
from tests.test_read_effects import ATTACKS, attacking, undone, use

HEART = "[AUTO](VC):During your turn, when your G unit [Stride], draw a card."
REAR = (
    "[AUTO](RC):When your G unit [Stride], choose one of your vanguards, and it gets [Power]"
    " +4000 until end of turn."
)


def _striding(text: str, circle: str = "VC", **more: Any) -> Game:
    """Player 0 in the stride step, the Reader (a grade 3 with the text) on `circle`."""
    cards = [unit("Reader", 3, 11000, 0, text=text)]
    circles = {"VC": "Reader"} if circle == "VC" else {"VC": "Paladin", circle: "Reader"}
    me = player(circles=circles, hand=["King"], g_zone=g_zone("Dawn Colossus"), **more)
    return g_game(me, player(circles={"VC": "King"}), phase="ride", step="stride", cards=cards)


def _undone(g: Game, before: dict[str, Any], taken: int) -> None:
    for _ in range(taken):
        assert g.undo() is not None
    assert g.to_position() == before


def test_a_vanguards_g_unit_stride_trigger_works_from_under_the_g_unit() -> None:
    g = _striding(HEART)
    before = g.to_position()
    allow(g, 'stride "Dawn Colossus" discard "King"')
    assert names(g, 0, "VC") == ["Dawn Colossus", "Reader"]  # the Reader is the Heart
    reader = g.state.zones[0]["VC"][1]
    assert [p.card for p in vg(g.state).pending] == [reader], "offered to the Heart"
    hand = len(g.state.zones[0]["hand"])
    allow(g, 'use "Reader"')
    assert vg(g.state).resolving is None
    assert len(g.state.zones[0]["hand"]) == hand + 1
    _undone(g, before, 2)


def test_a_rear_guards_g_unit_stride_trigger_gives_the_g_unit_power() -> None:
    g = _striding(REAR, "FL")
    before = g.to_position()
    allow(g, 'stride "Dawn Colossus" discard "King"')
    assert [p.card for p in vg(g.state).pending] == g.state.zones[0]["FL"]
    allow(g, 'use "Reader"')
    colossus = g.state.zones[0]["VC"][0]
    assert vg(g.state).resolving is None
    assert any(m.card == colossus and m.amount == 4000 for m in g.state.modifiers)
    _undone(g, before, 2)


def test_a_hearts_other_abilities_do_not_work_under_the_g_unit() -> None:
    text = "[ACT](VC):[COST][Soul-Blast 1], draw a card."
    g = _striding(text, soul=["Lancer"])
    allow(g, "next")  # no stride: the Reader is the vanguard in the main phase
    assert vg(g.state).phase == "main"
    assert "use VC 1" in [str(a) for a in g.legal_actions()]
    g = _striding(text, soul=["Lancer"])
    allow(g, 'stride "Dawn Colossus" discard "King"')
    allow(g, "next")
    assert vg(g.state).phase == "main" and names(g, 0, "VC") == ["Dawn Colossus", "Reader"]
    assert "use VC 1" not in [str(a) for a in g.legal_actions()]
    heart = g.state.zones[0]["VC"][1]
    (act,) = ABILITIES.abilities(g.state, heart)
    assert not ABILITIES.works(g.state, Context(0, heart), act)  # (only its G unit striding's)


def test_a_vanguards_g_unit_stride_trigger_doing_something_to_itself_is_by_hand() -> None:
    text = "[AUTO](VC):When your G unit [Stride], this unit gets [Power] +5000 until end of turn."
    (reading,) = read_text(text)
    assert not reading.whole  # the Heart is no unit under its G unit
    assert reading.ability is not None and reading.ability.trigger == ("g-strides",)
    rear = text.replace("(VC)", "(RC)")
    (reading,) = read_text(rear)
    assert reading.whole and reading.ability is not None
    assert reading.ability.kind is Kind.AUTO


def test_conditions_before_the_trigger_are_its_conditions() -> None:
    (reading,) = read_text(HEART)
    assert reading.whole and reading.ability is not None
    assert reading.ability.conditions == (("my", "turn"),)
    assert reading.ability.trigger == ("g-strides",)


PAYING = "[CONT](Hand):While you are paying the cost for [Stride], this card gets grade +2."


def _paying(text: str) -> Game:
    """Player 0 in the stride step with one grade 1 card in hand, the Helper (the text's)."""
    cards = [unit("Helper", 1, 7000, 5000, text=text)]
    me = player(circles={"VC": "Paladin"}, hand=["Helper"], g_zone=g_zone("Dawn Colossus"))
    return g_game(me, player(circles={"VC": "King"}), phase="ride", step="stride", cards=cards)


def test_a_card_counts_its_grade_plus_two_for_strides_cost() -> None:
    g = _paying(PAYING)
    stride = 'stride "Dawn Colossus" discard "Helper"'
    assert stride in [str(a) for a in g.legal_actions()]  # the default discard: it alone
    before = g.to_position()
    allow(g, stride)
    assert names(g, 0, "VC") == ["Dawn Colossus", "Paladin"]
    assert names(g, 0, "drop") == ["Helper"]
    _undone(g, before, 1)


def test_without_its_text_the_card_counts_its_own_grade() -> None:
    g = _paying("[CONT](Hand):This card gets grade +2.")  # (not while Stride's cost is paid)
    deny(g, 'stride "Dawn Colossus" discard "Helper"', "stride.cost", total=1)
    assert not any(str(a).startswith("stride") for a in g.legal_actions())


def test_a_grade_for_strides_cost_is_read_only_of_the_hand_and_alone() -> None:
    (reading,) = read_text(PAYING)
    assert reading.whole and reading.ability is not None
    assert reading.ability.zones == ("hand",) and reading.ability.conditions == ()
    for text in (
        PAYING.replace("(Hand)", "(RC)"),
        PAYING.replace("+2.", "+2, and this unit gets [Power] +2000."),
        PAYING.replace("[CONT](Hand)", "[ACT](Hand)"),
        "[CONT](Hand):this card gets grade +2.",
        "[AUTO](Hand):While you are paying the cost for [Stride], draw a card.",
    ):
        (reading,) = read_text(text)
        assert not reading.whole, text


def test_a_grade_for_strides_cost_counts_only_while_its_condition_holds() -> None:
    text = PAYING.replace("], this", "], if you have two or more cards in your soul, this")
    (reading,) = read_text(text)
    assert reading.whole  # (the condition is the ability's)
    g = _paying(text)  # no soul: it counts its own grade
    deny(g, 'stride "Dawn Colossus" discard "Helper"', "stride.cost", total=1)


def test_a_hearts_rear_guard_ability_does_not_work_under_the_g_unit() -> None:
    g = _striding("[AUTO](RC):When your G unit [Stride], draw a card.")
    allow(g, 'stride "Dawn Colossus" discard "King"')
    assert names(g, 0, "VC") == ["Dawn Colossus", "Reader"]
    assert vg(g.state).pending == ()


def test_your_opponent_puts_their_chosen_rear_guard_on_the_bottom_of_their_deck() -> None:
    text = ATTACKS + (
        "choose one of your opponent's rear-guards in the front row, and your opponent puts that"
        " unit on the bottom of his or her deck."
    )
    foe = player(circles={"VC": "King", "FL": "Lancer", "BL": "Squire"}, hand=[], deck=["Knight"])
    g = attacking(text, foe=foe)
    before, taken = use(g)  # the Lancer, the one in the front row, chosen at once
    assert names(g, 1, "FL") == [] and names(g, 1, "BL") == ["Squire"]
    assert names(g, 1, "deck") == ["Knight", "Lancer"]  # its owner's deck, at the bottom
    undone(g, before, taken)
    assert names(g, 1, "FL") == ["Lancer"]


def test_your_opponent_putting_a_card_of_yours_into_their_deck_is_by_hand() -> None:
    (reading,) = read_text(
        ATTACKS + "choose one of your rear-guards, and your opponent puts that unit on the"
        " bottom of his or her deck."
    )
    assert not reading.whole

"""The FAQ of Stride and G assist (Q1-Q15 where they concern play), one test per ruling.

Each test sets up a real position in the g format, acts through the public API and checks what
happened; forbidden actions are checked for a reason naming the rule. Q14 (old playmats) is
about the table, not the game, and has no test.
"""

from __future__ import annotations

from typing import Any

import pytest

from playtester.engine import Game, Reason
from playtester.engine.events import Move, Note
from playtester.games.vanguard.board import in_legion, units, vanguard_names
from playtester.games.vanguard.cards import card_from_dict
from playtester.games.vanguard.deck import Deck, deck_problems
from playtester.games.vanguard.log import note_words
from playtester.games.vanguard.setup import load_deck
from playtester.games.vanguard.state import flags_of, vg
from playtester.resources import data_path
from tests.positions import CARDS, G_CARDS, allow, deny, g_game, g_zone, names, player, said

POWER = {c["name"]: c.get("power", 0) for c in [*CARDS, *G_CARDS]}
G_DECKS = sorted(data_path("assets", "decks", "g").glob("*.txt"))


def striding(
    vc: Any = "Paladin",
    hand: list[str] | None = None,
    theirs: str = "King",
    rear: dict[str, Any] | None = None,
    **more: Any,
) -> Game:
    """Player 0 in the stride step with a grade 3 vanguard against a grade 3 vanguard."""
    me = player(
        circles={"VC": vc, **(rear or {})},
        hand=hand if hand is not None else ["Paladin", "Knight", "Lancer", "Squire"],
        g_zone=g_zone("Dawn Colossus", "Star Empress", "Plain Giant"),
        **more,
    )
    return g_game(me, player(circles={"VC": theirs}), phase="ride", step="stride")


def vc_entry(g: Game, p: int = 0) -> dict[str, Any]:
    value = g.to_position()["players"][p]["circles"]["VC"]
    return {"name": value} if isinstance(value, str) else value


def test_q01_stride_in_the_turn_a_grade_3_was_ridden() -> None:
    """Riding is once a turn, but stride is not a ride: a grade 3 just ridden may be strode."""
    g = g_game(
        player(
            circles={"VC": "Knight"},
            hand=["Paladin", "King", "Lancer"],
            g_zone=g_zone("Dawn Colossus"),
        ),
        player(circles={"VC": "King"}),
        phase="ride",
    )
    allow(g, 'ride "Paladin"')
    assert flags_of(g.state, 0).ridden
    deny(g, 'ride "King"', "ride.again")
    allow(g, "next")
    assert (vg(g.state).phase, vg(g.state).step) == ("ride", "stride")
    allow(g, 'stride "Dawn Colossus" discard "King"')
    assert names(g, 0, "VC") == ["Dawn Colossus", "Paladin"]
    assert g.power(0, "VC") == POWER["Dawn Colossus"] + POWER["Paladin"]


def test_q02_a_deleted_vanguard_can_be_strode_over_and_turns_face_up() -> None:
    """A face-down (deleted) vanguard may be the Heart: it turns face up and lends its power."""
    g = striding(vc={"name": "Paladin", "face_down": True})
    allow(g, 'stride "Star Empress" discard "Paladin"')
    heart = g.state.cards[g.state.zones[0]["VC"][1]]
    assert heart.card.name == "Paladin" and not heart.face_down
    assert g.power(0, "VC") == POWER["Star Empress"] + POWER["Paladin"]
    assert vanguard_names(g.state, 0) == ["Star Empress", "Paladin"]
    assert g.view_for(1)["players"][0]["circles"]["VC"]["heart"] == ["Paladin"]


@pytest.mark.parametrize(
    "discard",
    [['"Paladin"'], ['"Knight"', '"Lancer"'], ['"Lancer"', '"Lancer"', '"Lancer"']],
    ids=["one grade 3", "grade 2 and grade 1", "three grade 1s"],
)
def test_q03_the_discarded_grades_must_add_up_to_three(discard: list[str]) -> None:
    """The cost is any cards from hand whose grades total 3 or more."""
    g = striding(hand=["Paladin", "Knight", "Lancer", "Lancer", "Lancer", "Squire"])
    allow(g, 'stride "Dawn Colossus" discard ' + ", ".join(discard))
    assert len(names(g, 0, "drop")) == len(discard)
    assert len(names(g, 0, "hand")) == 6 - len(discard)


def test_q03_too_small_a_discard_is_refused_with_the_sum() -> None:
    g = striding(hand=["Knight", "Lancer", "Lancer", "Squire", "Critical Page", "Blank Order"])
    deny(g, 'stride "Dawn Colossus" discard "Knight"', "stride.cost", total=2)
    deny(g, 'stride "Dawn Colossus" discard "Lancer", "Lancer"', "stride.cost", total=2)
    # grade 0 cards and cards without a grade add nothing
    deny(
        g,
        'stride "Dawn Colossus" discard "Knight", "Squire", "Critical Page"',
        "stride.cost",
        total=2,
    )
    deny(g, 'stride "Dawn Colossus" discard "Knight", "Blank Order"', "stride.cost", total=2)
    deny(g, 'stride "Dawn Colossus"', "stride.no_cost")
    allow(g, 'stride "Dawn Colossus" discard "Knight", "Squire", "Lancer"')


LEGION = {"name": "Seeker Lord", "legion": ["Seeker Mate"]}


@pytest.mark.parametrize("chosen", ["Seeker Lord", "Seeker Mate"])
def test_q04_over_a_legion_the_player_chooses_the_heart(chosen: str) -> None:
    """Both Legion units go under the G unit; it takes the power and name of the chosen one
    only, not of both."""
    g = striding(vc=LEGION)
    assert in_legion(g.state, 0)
    assert g.power(0, "VC") == POWER["Seeker Lord"] + POWER["Seeker Mate"]
    allow(g, f'stride "Dawn Colossus" discard "Paladin" heart "{chosen}"')
    assert g.power(0, "VC") == POWER["Dawn Colossus"] + POWER[chosen]
    assert vanguard_names(g.state, 0) == ["Dawn Colossus", chosen]
    assert sorted(names(g, 0, "VC")[1:]) == ["Seeker Lord", "Seeker Mate"]
    assert vc_entry(g)["heart"][0] == chosen


def test_q04_the_heart_must_be_on_the_vanguard_circle() -> None:
    g = striding(vc=LEGION)
    verdict = g.check('stride "Dawn Colossus" discard "Paladin" heart "King"')
    assert not verdict.possible and verdict.why == Reason.of("stride.no_heart", card="King")


def test_q05_stride_is_no_ride_so_break_ride_does_not_happen() -> None:
    """Striding over a vanguard with a break ride ability is not riding it: no ride is counted,
    nothing goes to the soul, and the log speaks of a stride only."""
    breaker = {
        "name": "Breaker",
        "grade": 3,
        "power": 11000,
        "clan": "Test Clan",
        "text": "[AUTO] Break Ride (V): when a unit rides this unit, ...",
    }
    me = player(
        circles={"VC": "Breaker"},
        hand=["Paladin"],
        soul=["Knight"],
        g_zone=g_zone("Dawn Colossus"),
    )
    g = g_game(me, player(circles={"VC": "King"}), phase="ride", step="stride", cards=[breaker])
    events = g.apply('stride "Dawn Colossus" discard "Paladin"')
    assert not flags_of(g.state, 0).ridden
    assert names(g, 0, "soul") == ["Knight"]
    notes = [note_words(e) for e in events if isinstance(e, Note)]
    assert notes and all(not n.startswith("ride") for n in notes)
    assert any(n.startswith("strides Dawn Colossus over Breaker") for n in notes)


@pytest.mark.parametrize("how", ["override ride", "put"])
def test_q06_a_superior_ride_over_a_stridden_vanguard(how: str) -> None:
    """Riding over a G unit (by a card effect): the G unit returns face up to the G zone and the
    Heart goes into the soul of the new vanguard."""
    g = striding(hand=["Paladin", "King"])
    allow(g, 'stride "Dawn Colossus" discard "Paladin"')
    allow(g, "next")
    assert vg(g.state).phase == "main"
    if how == "put":
        allow(g, 'put hand "King" to VC')
    else:
        deny(g, 'ride "King"', "place.phase", verb="ride", phase="ride")
        g.apply('ride "King"', override=True)
    assert names(g, 0, "VC") == ["King"]
    assert names(g, 0, "soul") == ["Paladin"]
    g_cards = [g.state.cards[i] for i in g.state.zones[0]["g_zone"]]
    colossus = [c for c in g_cards if c.card.name == "Dawn Colossus"]
    assert len(colossus) == 1 and not colossus[0].face_down
    assert g.power(0, "VC") == POWER["King"]


def test_q07_the_heart_is_not_in_the_soul_for_soul_blast() -> None:
    g = striding()
    allow(g, 'stride "Dawn Colossus" discard "Paladin"')
    assert names(g, 0, "soul") == []
    verdict = g.check("soulblast 1")
    assert not verdict.possible and verdict.why == Reason.of(
        "cost.short", verb="soulblast", needed=1, count=0, zone="soul"
    )
    assert not g.check('soulblast "Paladin"').possible
    g2 = striding(soul=["Squire"])
    allow(g2, 'stride "Dawn Colossus" discard "Paladin"')
    allow(g2, "soulblast 1")
    assert names(g2, 0, "drop") == ["Squire", "Paladin"]  # top first: the soul card on top
    assert names(g2, 0, "VC") == ["Dawn Colossus", "Paladin"]


@pytest.mark.parametrize("vc", ["Paladin", LEGION], ids=["one heart", "legion heart"])
def test_q08_a_stridden_vanguard_is_one_card(vc: Any) -> None:
    """However many cards lie on VC, the vanguard is one unit: one card on the field."""
    g = striding(vc=vc, rear={"FL": "Knight"})
    allow(g, 'stride "Dawn Colossus" discard "Paladin"')
    field = [(c, u.card.name) for c, u in units(g.state, 0)]
    assert field == [("VC", "Dawn Colossus"), ("FL", "Knight")]
    entry = g.to_position()["players"][0]["circles"]["VC"]
    assert isinstance(entry, dict) and entry["name"] == "Dawn Colossus"


def test_q09_the_heart_becomes_the_vanguard_again_without_being_placed() -> None:
    """At the end phase the G unit goes back face up and the Heart is the vanguard again; it is
    not placed on VC, so nothing moves onto the circle."""
    g = striding()
    allow(g, 'stride "Dawn Colossus" discard "Paladin"')
    allow(g, "next")  # main
    allow(g, "next")  # battle
    events = g.apply("next")  # to the end phase
    assert vg(g.state).phase == "end"
    assert names(g, 0, "VC") == ["Paladin"]
    assert not any(isinstance(e, Move) and e.dst[1] == "VC" for e in events)
    returned = [e for e in events if isinstance(e, Move) and e.dst[1] == "g_zone"]
    assert len(returned) == 1 and returned[0].after[0] is False  # face up
    assert any("not placed" in t for t in said(events))
    assert g.power(0, "VC") == POWER["Paladin"]


def test_q10_the_heart_loses_what_it_had_gained() -> None:
    """A vanguard with +10000 power and +1 critical from a break ride becomes the Heart: the G
    unit adds only the Heart's printed power, and the gains do not come back later."""
    boosted = {
        "name": "Paladin",
        "modifiers": [
            {"stat": "power", "amount": 10000, "until": "turn", "source": "manual"},
            {"stat": "critical", "amount": 1, "until": "turn", "source": "manual"},
        ],
    }
    g = striding(vc=boosted)
    assert g.power(0, "VC") == POWER["Paladin"] + 10000
    allow(g, 'stride "Plain Giant" discard "Paladin"')
    assert g.power(0, "VC") == POWER["Plain Giant"] + POWER["Paladin"]
    assert g.stat(0, "VC", "critical") == 1
    assert g.state.modifiers == []
    for _ in range(3):
        allow(g, "next")
    assert vg(g.state).phase == "end"
    assert g.power(0, "VC") == POWER["Paladin"]
    g.undo()
    g.undo()
    g.undo()
    g.undo()
    assert g.power(0, "VC") == POWER["Paladin"] + 10000  # undo gives the gains back exactly


def test_q11_a_stridden_legion_is_not_in_legion() -> None:
    g = striding(vc=LEGION)
    allow(g, 'stride "Dawn Colossus" discard "Paladin" heart "Seeker Mate"')
    assert not in_legion(g.state, 0)
    assert "Seeker Lord" not in vanguard_names(g.state, 0)
    assert g.power(0, "VC") == POWER["Dawn Colossus"] + POWER["Seeker Mate"]


def test_q12_after_the_g_unit_leaves_the_legion_continues() -> None:
    """When the G unit returns, the two units are in Legion again, without a new Legion."""
    g = striding(vc=LEGION)
    allow(g, 'stride "Dawn Colossus" discard "Paladin" heart "Seeker Mate"')
    allow(g, "next")
    allow(g, "next")
    events = g.apply("next")
    assert in_legion(g.state, 0)
    assert sorted(vanguard_names(g.state, 0)) == ["Seeker Lord", "Seeker Mate"]
    assert g.power(0, "VC") == POWER["Seeker Lord"] + POWER["Seeker Mate"]
    assert said(events) and not any(t.startswith("Legion") for t in said(events))
    assert "legion" in vc_entry(g)


def _g_unit(name: str) -> Any:
    return card_from_dict({"name": name, "grade": 4, "power": 15000, "kind": "g_unit"})


def test_q13_at_most_four_g_units_of_a_name() -> None:
    main = load_deck(G_DECKS[0].read_text(encoding="utf-8")).main
    four = Deck(main, (_g_unit("A"),) * 4 + (_g_unit("B"),) * 4)
    assert deck_problems(four, "g") == []
    five = Deck(main, (_g_unit("A"),) * 5 + (_g_unit("B"),) * 3)
    assert deck_problems(five, "g") == ['5 copies of "A" in the G zone; at most 4']
    nine = Deck(main, tuple(_g_unit(f"G{i}") for i in range(9)))
    assert deck_problems(nine, "g") == ["the G zone has 9 cards; at most 8"]


def test_q15_g_units_stay_apart_from_the_main_deck() -> None:
    """The G zone and the main deck may look different and must never mix: a G unit in the
    main deck is refused, and dealing, shuffling and mulligans never mix them."""
    texts = [p.read_text(encoding="utf-8") for p in G_DECKS[:2]]
    deck = load_deck(texts[0])
    mixed = Deck((*deck.main[1:], deck.g_zone[0]), deck.g_zone[1:])
    assert any("G units go in the G zone" in p for p in deck_problems(mixed, "g"))
    g = Game.new(format="g", decks=texts, seed=5)
    for _ in (0, 1):
        hand = names(g, g.to_play, "hand")
        g.apply(f'mulligan "{hand[0]}", "{hand[1]}"')
    for p in (0, 1):
        kinds = {g.state.cards[i].card.kind for i in g.state.zones[p]["deck"]}
        assert "g_unit" not in kinds
        g_cards = [g.state.cards[i] for i in g.state.zones[p]["g_zone"]]
        assert len(g_cards) == 8 and all(c.face_down and c.card.kind == "g_unit" for c in g_cards)

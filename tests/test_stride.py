"""Stride in the engine: the stride step, its reasons, the Heart on VC, Legion, triple drive,
positions and views, legal actions, undo, gestures and the bot."""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from playtester.engine import Action, Game, IllegalAction, PositionError, Reason
from playtester.games.vanguard import bot
from playtester.games.vanguard.board import in_legion, stridden
from playtester.games.vanguard.gestures import drop_action
from playtester.games.vanguard.state import flags_of, vg
from playtester.games.vanguard.stride import default_discard
from playtester.games.vanguard.tools import card_tools
from playtester.resources import data_path
from tests.positions import CARDS, G_CARDS, g_game, g_zone, game, names, player, said

G_DECKS = [
    p.read_text(encoding="utf-8") for p in sorted(data_path("assets", "decks", "g").glob("*.txt"))
]


def where(g: Game) -> tuple[Any, Any]:
    return vg(g.state).phase, vg(g.state).step


def reason(g: Game, action: str) -> tuple[str, dict[str, Any]]:
    """The reason id and facts of a refusal an override could get past."""
    verdict = g.check(action)
    assert not verdict.legal and verdict.possible and verdict.why is not None, (action, verdict)
    return verdict.why.id, verdict.why.params


def board(
    vc: Any = "Paladin",
    hand: tuple[str, ...] = ("Paladin", "Knight", "Lancer"),
    theirs: Any = "King",
    gz: list[dict[str, Any]] | None = None,
    step: str | None = "stride",
    phase: str = "ride",
    **more: Any,
) -> Game:
    circles = {"VC": vc} if vc is not None else {}
    me = player(
        circles={**circles, **more.pop("rear", {})},
        hand=list(hand),
        g_zone=gz if gz is not None else g_zone("Dawn Colossus", "Star Empress", "Plain Giant"),
        **more,
    )
    return g_game(me, player(circles={"VC": theirs}), phase=phase, step=step)


# -- the ride phase ---------------------------------------------------------------------------


def test_the_g_format_ride_phase_has_a_ride_step_then_a_stride_step() -> None:
    g = board(step=None)
    assert where(g) == ("ride", None)
    g.apply("next")
    assert where(g) == ("ride", "stride")
    assert reason(g, 'ride "Paladin"') == ("ride.stride_step", {})
    g.apply("next")
    assert where(g) == ("main", None)


def test_the_standard_format_has_no_stride_step() -> None:
    g = game(player(circles={"VC": "Paladin"}, hand=["Paladin"]), player(), phase="ride")
    g.apply("next")
    assert where(g) == ("main", None)
    with pytest.raises(PositionError, match="step: the stride step is in the g and premium"):
        game(player(), player(), phase="ride", step="stride")


def test_stride_is_judged_with_a_reason_naming_the_rule() -> None:
    stride = 'stride "Dawn Colossus" discard "Paladin"'
    assert reason(board(step=None), stride) == ("stride.step", {})
    assert reason(board(phase="main", step=None), stride) == ("stride.timing", {})
    assert reason(board(vc="Knight"), stride) == ("stride.grade", {"grade": 2})
    assert reason(board(theirs="Knight"), stride) == ("stride.foe_grade", {"grade": 2})
    std = game(
        player(circles={"VC": "Paladin"}, hand=["Paladin"], g_zone=g_zone("Dawn Colossus")),
        player(circles={"VC": "King"}),
        phase="ride",
        cards=[*CARDS, *G_CARDS],
    )
    verdict = std.check('stride "Dawn Colossus" discard "Paladin"')
    assert not verdict.possible and verdict.why == Reason.of("stride.format")
    theirs = g_game(
        player(circles={"VC": "Paladin"}, hand=["Paladin"], g_zone=g_zone("Dawn Colossus")),
        player(circles={"VC": "King"}),
        active=1,
        phase="ride",
        step="stride",
    )
    assert reason(theirs, '@0 stride "Dawn Colossus" discard "Paladin"') == ("stride.timing", {})


def test_missing_cards_make_a_stride_impossible() -> None:
    g = board()
    for action, missing in [
        ('stride "Nobody" discard "Paladin"', Reason.of("card.missing", verb="stride",
         card="Nobody", where="your G zone")),
        ('stride "Dawn Colossus" discard "King"', Reason.of("card.missing", verb="stride",
         card="King", where="your hand")),
        ('stride "Dawn Colossus" discard "Paladin" heart "King"', Reason.of("stride.no_heart",
         card="King")),
    ]:  # fmt: skip
        verdict = g.check(action)
        assert not verdict.possible and verdict.why == missing, verdict
        with pytest.raises(IllegalAction):
            g.apply(action, override=True)
    assert not board(vc=None).check('stride "Dawn Colossus" discard "Paladin"').possible


def test_a_face_up_g_unit_never_strides_again() -> None:
    g = board(gz=g_zone("Dawn Colossus", face_up=("Dawn Colossus",)))
    assert reason(g, 'stride "Dawn Colossus" discard "Paladin"') == (
        "stride.face_up",
        {"card": "Dawn Colossus"},
    )
    assert g.legal_actions() == [Action("next")]
    both = board(gz=[{"name": "Dawn Colossus"}, {"name": "Dawn Colossus", "face_down": True}])
    both.apply('stride "Dawn Colossus" discard "Paladin"')
    assert [both.state.cards[i].face_down for i in both.state.zones[0]["g_zone"]] == [False]


def test_only_a_g_unit_strides_and_only_once() -> None:
    g = board(gz=[{"name": "Knight", "face_down": True}, *g_zone("Dawn Colossus")])
    assert reason(g, 'stride "Knight" discard "Paladin"') == (
        "stride.not_g_unit",
        {"card": "Knight"},
    )
    g.apply('stride "Dawn Colossus" discard "Paladin"')
    assert reason(g, 'stride "Knight" discard "Lancer"') == ("stride.stridden", {})


def test_an_override_stride_over_a_g_unit_sends_the_first_one_home() -> None:
    g = board(hand=("Paladin", "King"))
    g.apply('stride "Dawn Colossus" discard "Paladin"')
    g.apply('stride "Star Empress" discard "King"', override=True)
    assert names(g, 0, "VC") == ["Star Empress", "Paladin"]
    home = {
        g.state.cards[i].card.name: g.state.cards[i].face_down for i in g.state.zones[0]["g_zone"]
    }
    assert home == {"Dawn Colossus": False, "Plain Giant": True}


def test_the_g_unit_takes_the_vanguards_orientation_and_gives_it_back() -> None:
    g = board(vc={"name": "Paladin", "rest": True})
    g.apply('stride "Dawn Colossus" discard "Paladin"')
    assert g.state.top(0, "VC").rested  # type: ignore[union-attr]
    g.apply("stand VC")
    for _ in range(3):
        g.apply("next")
    assert where(g) == ("end", None)
    assert names(g, 0, "VC") == ["Paladin"]
    assert not g.state.top(0, "VC").rested  # type: ignore[union-attr]


# -- triple drive ------------------------------------------------------------------------------


@pytest.mark.parametrize(("g_unit", "drives"), [("Dawn Colossus", 3), ("Plain Giant", 1)])
def test_a_g_unit_with_the_triple_drive_icon_drives_three_times(g_unit: str, drives: int) -> None:
    g = board(hand=("Paladin",), deck=["Lancer"] * 10)
    g.apply(f'stride "{g_unit}" discard "Paladin"')
    g.apply("next")
    g.apply("next")
    g.apply("attack VC -> VC")
    events = g.apply("@1 next")
    checks = [t for t in said(events) if t.startswith("drive check")]
    assert len(checks) == drives
    assert len(names(g, 0, "hand")) == drives


# -- positions and views -----------------------------------------------------------------------


def test_a_stridden_vanguard_and_a_legion_are_written_and_read_back() -> None:
    g = board(vc={"name": "Seeker Lord", "legion": ["Seeker Mate"]})
    doc = g.to_position()
    assert doc["players"][0]["circles"]["VC"] == {"name": "Seeker Lord", "legion": ["Seeker Mate"]}
    g.apply('stride "Dawn Colossus" discard "Paladin" heart "Seeker Mate"')
    doc = g.to_position()
    assert doc["players"][0]["circles"]["VC"] == {
        "name": "Dawn Colossus",
        "heart": ["Seeker Mate", "Seeker Lord"],
    }
    again = Game.from_position(json.loads(json.dumps(doc)))
    assert again.to_position() == doc
    assert again.power(0, "VC") == g.power(0, "VC") == 15000 + 9000
    assert again.legal_actions() == g.legal_actions()
    assert {c["name"] for c in doc["cards"]} >= {"Dawn Colossus", "Seeker Mate", "Seeker Lord"}


def test_a_list_on_vc_in_the_g_format_is_read_as_a_stack() -> None:
    g = board(vc=["Dawn Colossus", "Paladin"])
    assert stridden(g.state, 0)
    assert g.to_position()["players"][0]["circles"]["VC"] == {
        "name": "Dawn Colossus",
        "heart": ["Paladin"],
    }
    legion = board(vc=["Seeker Lord", "Seeker Mate"])
    assert in_legion(legion.state, 0)


@pytest.mark.parametrize(
    ("vc", "rear", "fmt", "message"),
    [
        ({"name": "Dawn Colossus", "heart": ["Paladin"]}, {}, "standard", "standard format"),
        ("Paladin", {"FL": {"name": "Knight", "legion": ["Lancer"]}}, "g", "only the vanguard"),
        ({"name": "Paladin", "heart": ["King"]}, {}, "g", "Paladin is not a G unit"),
        ({"name": "Dawn Colossus", "legion": ["King"]}, {}, "g", "is a G unit"),
        ({"name": "Seeker Lord", "legion": ["King", "Knight"]}, {}, "g", "a Legion is two"),
        ({"name": "Dawn Colossus", "heart": []}, {}, "g", "a Heart is one card"),
        ({"name": "Dawn Colossus", "heart": ["A"], "legion": ["B"]}, {}, "g", "not both"),
        ({"name": "Dawn Colossus", "heart": "Paladin"}, {}, "g", "a list of card entries"),
    ],
)
def test_bad_stacks_are_refused_naming_the_path(
    vc: Any, rear: dict[str, Any], fmt: str, message: str
) -> None:
    with pytest.raises(PositionError, match=message) as info:
        g_game(player(circles={"VC": vc, **rear}), player(), format=fmt)
    assert str(info.value).startswith("players[0].circles.")


def test_face_down_g_units_are_seen_by_their_owner_only() -> None:
    g = board(gz=g_zone("Dawn Colossus", "Star Empress", face_up=("Star Empress",)))
    mine, theirs = g.view_for(0), g.view_for(1)
    assert mine["players"][0]["g_zone"] == [
        {"name": "Dawn Colossus", "face_down": True},
        "Star Empress",
    ]
    assert theirs["players"][0]["g_zone"] == [{"hidden": True, "face_down": True}, "Star Empress"]
    assert "Dawn Colossus" not in {c["name"] for c in theirs["cards"]}
    g.apply('stride "Dawn Colossus" discard "Paladin"')
    assert g.view_for(1)["players"][0]["circles"]["VC"] == {
        "name": "Dawn Colossus",
        "heart": ["Paladin"],
    }


def test_a_dealt_g_game_hides_each_g_zone_from_the_opponent() -> None:
    g = Game.new(format="g", decks=G_DECKS[:2], seed=3)
    for p in (0, 1):
        own = g.view_for(p)["players"][p]["g_zone"]
        other = g.view_for(1 - p)["players"][p]["g_zone"]
        assert len(own) == 8 and all("name" in e for e in own)
        assert other == [{"hidden": True, "face_down": True}] * 8


# -- legal actions, undo -----------------------------------------------------------------------


def test_legal_actions_offer_one_stride_per_g_unit_name() -> None:
    g = board(gz=g_zone("Dawn Colossus", "Dawn Colossus", "Star Empress", "Plain Giant",
                        face_up=("Plain Giant",)))  # fmt: skip
    legal = [str(a) for a in g.legal_actions()]
    assert legal == [
        "next",
        'stride "Dawn Colossus" discard "Paladin"',
        'stride "Star Empress" discard "Paladin"',
    ]
    assert all(g.check(a).legal for a in legal)


def test_legal_actions_offer_each_legion_unit_as_the_heart() -> None:
    g = board(vc={"name": "Seeker Lord", "legion": ["Seeker Mate"]}, gz=g_zone("Dawn Colossus"))
    assert [str(a) for a in g.legal_actions()][1:] == [
        'stride "Dawn Colossus" discard "Paladin" heart "Seeker Lord"',
        'stride "Dawn Colossus" discard "Paladin" heart "Seeker Mate"',
    ]


@pytest.mark.parametrize(
    ("hand", "expected"),
    [
        (("Lancer", "Knight", "Paladin"), ("Paladin",)),
        (("Lancer", "Knight", "Squire"), ("Lancer", "Knight")),
        (("Lancer", "Lancer", "Lancer", "Squire"), ("Lancer", "Lancer", "Lancer")),
        (("Knight", "Squire", "Critical Page", "Blank Order"), None),
    ],
)
def test_the_default_discard_is_the_fewest_cards_reaching_three(
    hand: tuple[str, ...], expected: tuple[str, ...] | None
) -> None:
    g = board(hand=hand)
    assert default_discard(g.state, 0) == expected
    assert (len(g.legal_actions()) > 1) == (expected is not None)


def test_no_strides_are_listed_when_the_vanguards_are_too_low() -> None:
    assert board(vc="Knight").legal_actions() == [Action("next")]
    assert board(theirs="Knight").legal_actions() == [Action("next")]


def test_stride_and_its_return_undo_exactly() -> None:
    g = board(vc={"name": "Paladin", "face_down": True, "modifiers": [{"amount": 3000}]})
    start = g.state.snapshot()
    g.apply('stride "Dawn Colossus" discard "Paladin"')
    after = g.state.snapshot()
    for _ in range(3):
        g.apply("next")
    while g.undo():
        pass
    assert g.state.snapshot() == start
    g.redo()
    assert g.state.snapshot() == after


# -- notation, gestures, tools, bot, Legion tool ---------------------------------------------


def test_stride_notation_round_trips() -> None:
    text = 'stride "Dawn Colossus" discard "Knight", "Lancer" heart "Seeker Mate"'
    assert str(Action.parse(text)) == text
    g = board()
    for bad in (
        'stride "A" discard "B" discard "C"',
        'stride "A" heart "B" heart "C"',
        'stride "A" using "B"',
        "stride",
    ):
        verdict = g.check(bad)
        assert not verdict.possible, bad
        with pytest.raises(IllegalAction):
            g.apply(bad, override=True)


def test_dragging_a_g_unit_onto_the_vanguard_is_a_stride() -> None:
    g = board()
    card_id = g.state.zones[0]["g_zone"][0]
    assert str(drop_action(g.state, 0, card_id, "VC")) == 'stride "Dawn Colossus"'
    tools = {t.label: t.action for t in card_tools(g.state, 0, card_id)}
    assert tools["Stride"] == 'stride "Dawn Colossus"'
    assert g.check(tools["Stride"]).possible
    assert "Stride" not in {t.label for t in card_tools(g.state, 1, card_id)}


def test_the_bot_strides_when_it_can() -> None:
    g = board(step=None)
    g.apply(bot.choose(g))  # rides the grade 3 in hand
    assert where(g) == ("ride", None) and flags_of(g.state, 0).ridden
    g.apply(bot.choose(g))  # nothing more to ride: next
    assert where(g) == ("ride", "stride")
    action = bot.choose(g)
    assert action.verb == "stride" and action.args[0] == ("Star Empress",)  # the strongest
    g.apply(action)
    assert stridden(g.state, 0)


def test_the_legion_tool_pairs_a_card_with_the_vanguard() -> None:
    g = board(phase="main", step=None, deck=["Seeker Mate", "Lancer"], vc="Seeker Lord")
    g.apply('legion deck "Seeker Mate"')
    assert in_legion(g.state, 0)
    assert g.power(0, "VC") == 11000 + 9000
    assert not g.check('legion hand "Knight"').possible  # already in Legion
    g.apply('ride "Paladin"', override=True)
    assert names(g, 0, "soul") == ["Seeker Lord", "Seeker Mate"]
    assert not in_legion(g.state, 0)
    std = game(player(circles={"VC": "Paladin"}, hand=["King"]), player())
    assert std.check('legion hand "King"').why == Reason.of("legion.format")


def test_positions_round_trip_along_random_g_games() -> None:
    import random

    rng = random.Random(11)
    g = Game.new(format="g", decks=G_DECKS[1:3], seed=11)
    strides = 0
    for _ in range(600):
        if g.winner is not None:
            break
        doc = g.to_position()
        copy_game = Game.from_position(json.loads(json.dumps(copy.deepcopy(doc))))
        assert copy_game.to_position() == doc
        assert copy_game.legal_actions() == g.legal_actions()
        action = bot.choose(g) if rng.random() < 0.7 else rng.choice(g.legal_actions())
        strides += action.verb == "stride"
        g.apply(action)
    assert strides > 0

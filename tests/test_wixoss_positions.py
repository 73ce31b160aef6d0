"""WIXOSS positions: documents round-trip, bad ones are refused naming their JSON path, views
hide what a player may not see, and bad notation names its column."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

from playtester.engine import Action, Game, NotationError, PositionError
from playtester.resources import demo_decks
from tests.notation_checks import (
    assert_apply_raises_at,
    assert_refused_by_a_rule,
    assert_unreadable_at,
)
from tests.wixoss_positions import CARDS, game, player

RICH: dict[str, Any] = {
    "game": "wixoss",
    "format": "diva",
    "turn": 5,
    "active": 1,
    "first": 0,
    "phase": "attack",
    "step": "signi",
    "seed": 11,
    "rng": 4,
    "players": [
        {
            "name": "Ann",
            "field": {
                "C": ["Alpha Crown", "Alpha Bloom", "Alpha Bud", "Alpha Seed"],
                "AL": ["Helper Bud", "Helper Seed"],
                "AR": "Aide Seed",
                "SL": [{"name": "Angel", "down": True}, "Spark"],
                "SC": {
                    "name": "Knight",
                    "frozen": True,
                    "modifiers": [{"amount": -2000, "until": "turn", "source": "manual"}],
                },
            },
            "hand": ["Toll", "Wall"],
            "deck": ["Spark", {"name": "Giant", "seen_by": [0]}],
            "life": ["Burster", {"name": "Spark", "face_down": False}],
            "ener": ["Ember", "Twin"],
            "trash": ["Drop"],
            "lrig_deck": ["Chorus"],
            "lrig_trash": [],
            "check": [],
            "flags": {"ener": True, "grown": True, "mulligan": True},
        },
        {
            "name": "Ben",
            "field": {"C": {"name": "Beta Bloom", "down": True}, "SR": "Pike"},
            "hand": [],
            "deck": ["Spark"],
            "life": [],
            "ener": [],
            "trash": [],
            "lrig_deck": [],
            "lrig_trash": ["Chorus"],
            "check": ["Burster"],
            "flags": {"removed": True, "mulligan": True},
        },
    ],
}


def rich() -> dict[str, Any]:
    doc = copy.deepcopy(RICH)
    doc["cards"] = copy.deepcopy(CARDS)
    return doc


def test_a_position_round_trips() -> None:
    g = Game.from_position(rich())
    out = g.to_position()
    again = Game.from_position(json.loads(json.dumps(out))).to_position()
    assert again == out
    ann = out["players"][0]
    assert ann["field"]["SL"] == [{"name": "Angel", "down": True}, "Spark"]
    assert ann["field"]["SC"]["frozen"] is True and g.power(0, "SC") == 6000
    assert ann["life"] == ["Burster", {"name": "Spark", "face_down": False}]
    assert ann["deck"][1] == {"name": "Giant", "seen_by": [0]}
    assert out["players"][1]["flags"] == {"removed": True, "mulligan": True}
    assert g.to_play == 1  # Ben's Life Burst waits in his check zone
    assert {c["name"] for c in out["cards"]} <= {c["name"] for c in CARDS}


@pytest.mark.parametrize("seed", range(3))
def test_positions_of_a_dealt_game_round_trip_at_every_step(seed: int) -> None:
    decks = [p.read_text(encoding="utf-8") for p in demo_decks(game="wixoss")]
    rng = random.Random(seed)
    g = Game.new(game="wixoss", format="diva", decks=rng.sample(decks, 2), seed=seed)
    for _ in range(120):
        doc = g.to_position()
        copy_of = Game.from_position(json.loads(json.dumps(doc)))
        assert copy_of.to_position() == doc
        assert [str(a) for a in copy_of.legal_actions()] == [str(a) for a in g.legal_actions()]
        if g.winner is not None:
            break
        g.apply(rng.choice(g.legal_actions()))


BAD = [
    (lambda d: d.update(game="chess"), "game: unknown game"),
    (lambda d: d.update(format="classic"), "format: expected one of diva"),
    (lambda d: d.update(phase="battle"), "phase: expected one of setup, up, draw"),
    (lambda d: d.update(step="drive"), "step: expected one of pre, defense, signi, lrig, guard"),
    (lambda d: d.update(phase="main", step="signi"), "step: the main phase has no steps"),
    (lambda d: d.update(turn="5"), "turn: expected an integer"),
    (lambda d: d.update(active=2), "active: expected 0 or 1"),
    (lambda d: d.update(extra=1), "extra: unknown key"),
    (lambda d: d["players"].pop(), "players: two players needed, got 1"),
    (lambda d: d["players"][0]["field"].update(XX="Spark"), "players[0].field.XX: not a zone"),
    (lambda d: d["players"][0]["field"].update(SR="Toll"),
     "players[0].field.SR: Toll is a spell; only a SIGNI stands on SR"),
    (lambda d: d["players"][0]["field"].update(AR="Spark"),
     "players[0].field.AR: Spark is a SIGNI; only an LRIG stands on AR"),
    (lambda d: d["players"][0]["hand"].append("Nobody"),
     'players[0].hand[2]: unknown card "Nobody"'),
    (lambda d: d["players"][0]["hand"].append({"name": "Spark", "down": True}),
     "players[0].hand[2].down: only a card on the field is down or frozen"),
    (lambda d: d["players"][0]["hand"].append({"name": "Spark", "rest": True}),
     "players[0].hand[2].rest: unknown key"),
    (lambda d: d["players"][0]["ener"].append({"name": "Spark", "modifiers": []}), ""),
    (lambda d: d["players"][0]["ener"].append({"name": "Spark", "modifiers": [{"amount": 1}]}),
     "players[0].ener[2].modifiers: only a SIGNI on the field has power changes"),
    (lambda d: d["players"][0]["field"]["SC"]["modifiers"][0].update(until="battle"),
     "players[0].field.SC.modifiers[0].until: expected one of turn, permanent"),
    (lambda d: d["players"][1]["flags"].update(ridden=True),
     "players[1].flags.ridden: unknown flag"),
    (lambda d: d["cards"].append({"name": "X", "type": "unit"}),
     "cards[26].type: 'unit' is not a card type"),
    (lambda d: d["cards"].append({"name": "X", "type": "signi", "color": ["pink"]}),
     "cards[26].color: a list of different colours"),
    (lambda d: d["cards"].append({"name": "X", "type": "arts", "cost": {"white": -1}}),
     "cards[26].cost.white: expected a count from 0 to 99"),
    (lambda d: d["cards"].append({"name": "X", "type": "signi", "keywords": ["flying"]}),
     "cards[26].keywords: a list of different keywords"),
    (lambda d: d["cards"].append({"name": "X"}), "cards[26].type: every card needs a type"),
    (lambda d: d["cards"].append({"name": "X", "type": "signi", "grade": 1}),
     "cards[26].grade: unknown card field"),
]  # fmt: skip


@pytest.mark.parametrize(("change", "message"), BAD)
def test_bad_documents_name_the_problem(change: Any, message: str) -> None:
    doc = rich()
    change(doc)
    if not message:  # an empty list of changes is fine
        Game.from_position(doc)
        return
    with pytest.raises(PositionError) as caught:
        Game.from_position(doc)
    assert message in str(caught.value)


def test_views_hide_hands_decks_life_cloths_and_the_opponents_lrig_deck() -> None:
    g = Game.from_position(rich())
    hidden = {"hidden": True}
    for viewer in (0, 1):
        view = g.view_for(viewer)
        me, them = view["players"][viewer], view["players"][1 - viewer]
        assert view["view"] == viewer and "seed" not in view
        assert all(e == hidden for e in them["hand"] + them["deck"] + them["lrig_deck"])
        assert all(e == hidden for p in (me, them) for e in p["life"])  # not even your own
        assert all(isinstance(e, str) or "name" in e for e in me["hand"] + me["lrig_deck"])
        assert me["ener"] == RICH["players"][viewer]["ener"]
        shown = {c["name"] for c in view["cards"]}
        assert all(e == hidden or e in shown for e in them["hand"])
    assert g.view_for(0)["players"][0]["deck"] == [hidden, "Giant"]  # Ann looked at it
    assert g.view_for(1)["players"][0]["deck"] == [hidden, hidden]
    assert "Burster" in {c["name"] for c in g.view_for(0)["cards"]}  # in Ben's check zone
    assert "Toll" not in {c["name"] for c in g.view_for(1)["cards"]}  # only in Ann's hand


def test_face_down_lrigs_before_open_are_hidden_from_the_opponent() -> None:
    decks = [p.read_text(encoding="utf-8") for p in demo_decks(game="wixoss")]
    g = Game.new(game="wixoss", format="diva", decks=decks[:2], seed=2)
    view = g.view_for(0)
    assert view["players"][1]["field"]["C"] == {"hidden": True, "face_down": True}
    assert view["players"][0]["field"]["C"]["face_down"] is True  # your own: you see it


def test_bad_notation_names_the_column() -> None:
    g = game(player(hand=["Spark"]), player())
    verdict = g.check('play "Spark SL')
    assert not verdict.legal and not verdict.possible
    assert "unclosed quote at column 6" in verdict.reason
    with pytest.raises(NotationError, match="column 11"):
        Action.parse('grow "A", , "B"')
    assert "expected a SIGNI zone" in g.check('play "Spark"').reason
    assert "unknown action 'ride'" in g.check('ride "Spark"').reason
    assert "expected top, bottom or a position" in g.check('put hand "Spark" to deck middle').reason


@pytest.mark.parametrize(
    ("text", "column", "fragment"),
    [
        ("", 1, "empty action"),
        ("@2 next", 1, "the player prefix is @0 or @1"),
        ("123", 1, "an action starts with a verb"),
        ('play "Spark"', 13, "expected a SIGNI zone"),  # missing: the end of the text
        ('play "Spark" SL SC', 17, "expected nothing more, not SC"),
        ("power SL abc", 10, "expected a signed amount"),
        ("power SL +3000 battle", 16, "expected turn or permanent"),
        ("draw 0", 6, "the number must be at least 1"),
        ('put hand "Spark" to deck middle', 26, "expected top, bottom or a position"),
        ('put hand "Spark" to nowhere', 21, "nowhere is not a zone"),
        ("vanish -> XX", 11, "XX is not one of SL, SC, SR"),
        ("remove", 7, "name the SIGNI zones to empty"),
        ("crush -> x", 10, "expected a number"),
        ('ride "Spark"', 1, "unknown action 'ride'"),
        ('@1 ride "Spark"', 4, "unknown action 'ride'"),
        ('grow "A", "B"', 6, "expected one card name, got 2"),
        # zone words and numbers the rules used to reject with no column
        ('play "Spark" XX', 14, "play: XX is not a SIGNI zone (SL, SC, SR)"),
        ('play "Spark" C', 14, "play: C is not a SIGNI zone (SL, SC, SR)"),
        ("remove XX", 8, "remove: XX is not a SIGNI zone (SL, SC, SR)"),
        ("remove SL XX", 11, "remove: XX is not a SIGNI zone (SL, SC, SR)"),
        ("remove SL SL", 11, "remove: SL is named twice"),
        ("ener XX", 6, "ener: XX is not a SIGNI zone (SL, SC, SR)"),
        ("attack XX", 8, "attack: XX is not a zone that attacks (SL, SC, SR or C)"),
        ('grow "Spark" foo', 14, "grow: foo is not an LRIG zone (C, AL, AR)"),
        ("reveal hand", 12, "reveal: say which card of the hand"),
        ("put -> hand to deck", 13, "put: say which card of the hand"),
        ("roll 0", 6, "roll: a die has at least 2 sides"),
        ("roll 1", 6, "roll: a die has at least 2 sides"),
    ],
)
def test_every_bad_notation_names_its_column(text: str, column: int, fragment: str) -> None:
    """Argument and verb errors say where, as lexical ones do: the offending word, or the end
    of the text for a missing one."""
    assert_unreadable_at(game(player(hand=["Spark"]), player()), text, column, fragment)


@pytest.mark.parametrize("override", [False, True])
@pytest.mark.parametrize(
    ("text", "column"), [('play "Spark" SL SC', 17), ('play "Spark" XX', 14), ('play "Spark', 6)]
)
def test_apply_raises_a_notation_error_with_the_column(
    text: str, column: int, override: bool
) -> None:
    """Unreadable text is a NotationError from apply too (even as an override), with its
    column, not a plain IllegalAction with the column only in the words."""
    assert_apply_raises_at(game(player(hand=["Spark"]), player()), text, column, override)


def test_a_rule_refusal_is_no_notation_error() -> None:
    """Readable text the rules refuse, even impossible text, is an IllegalAction but not a
    NotationError."""
    g = game(player(hand=["Spark"]), player())
    for text in ('ener "Spark"', "attack AL", 'play "Nobody" SL'):
        assert_refused_by_a_rule(g, text)

"""Positions: reading, writing, round trips, views, and errors that name the JSON path."""

from __future__ import annotations

import copy
import json
import random
import re
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from playtester.engine import Action, Game, PositionError
from playtester.games.vanguard.state import vg
from playtester.resources import demo_decks
from tests.positions import CARDS, game, key_paths, player

ISSUE_EXAMPLE: dict[str, Any] = {
    "game": "vanguard", "format": "standard", "turn": 3, "active": 0, "first": 0,
    "phase": "main", "step": None,
    "cards": [
        {"name": "Knight of Dawn", "grade": 3, "power": 11000, "shield": 0, "critical": 1,
         "clan": "Royal Paladin", "kind": "unit", "trigger": None, "skills": ["twin_drive"],
         "gift": None},
        {"name": "X", "grade": 1, "power": 8000},
        {"name": "Y", "grade": 2, "power": 10000},
        {"name": "Z", "grade": 4, "power": 15000, "kind": "g_unit"},
    ],
    "players": [
        {"name": "A", "circles": {"VC": "Knight of Dawn", "FL": {"name": "X", "rest": True}},
         "soul": [], "hand": [], "deck": ["X", "Y"], "damage": [{"name": "Y", "face_down": True}],
         "drop": [], "g_zone": [{"name": "Z", "face_up": False}], "flags": {"ridden": False}},
        {"name": "B", "circles": {"VC": "Y"}, "deck": ["X"]},
    ],
}  # fmt: skip


def test_the_issue_example_loads() -> None:
    g = Game.from_position(ISSUE_EXAMPLE)
    assert g.power(0, "VC") == 11000
    assert g.state.top(0, "FL").rested  # type: ignore[union-attr]
    assert g.state.top(0, "damage").face_down  # type: ignore[union-attr]
    assert g.state.top(0, "g_zone").face_down  # type: ignore[union-attr]
    assert g.to_play == 0 and vg(g.state).phase == "main"


def test_a_position_round_trips() -> None:
    doc = Game.from_position(ISSUE_EXAMPLE).to_position()
    again = Game.from_position(json.loads(json.dumps(doc))).to_position()
    assert again == doc
    assert doc["players"][0]["circles"]["FL"] == {"name": "X", "rest": True}
    assert {c["name"] for c in doc["cards"]} == {"Knight of Dawn", "X", "Y", "Z"}


def test_positions_round_trip_along_random_games() -> None:
    decks = [p.read_text(encoding="utf-8") for p in demo_decks()[:2]]
    rng = random.Random(8)
    g = Game.new(decks=decks, seed=8)
    for _ in range(300):
        if g.winner is not None:
            break
        doc = g.to_position()
        copy_game = Game.from_position(json.loads(json.dumps(doc)))
        assert copy_game.to_position() == doc
        assert copy_game.legal_actions() == g.legal_actions()
        assert copy_game.to_play == g.to_play
        g.apply(rng.choice(g.legal_actions()))


def _cards(g: Game) -> dict[int, tuple[str, tuple[int, str]]]:
    """Each card id with its card's name and place: the same in two games that agree on ids."""
    return {i: (c.card.name, g.state.where[i]) for i, c in g.state.cards.items()}


def test_a_dealt_game_position_keeps_its_card_ids() -> None:
    decks = [p.read_text(encoding="utf-8") for p in demo_decks()[:2]]
    dealt = Game.new(decks=decks, seed=3)  # numbered in deck-list order, then shuffled
    doc = dealt.to_position()
    assert sorted(doc["ids"]) == sorted(dealt.state.cards)
    read = Game.from_position(json.loads(json.dumps(doc)))
    assert _cards(read) == _cards(dealt)
    assert read.to_position() == doc
    plain = Game.from_position(ISSUE_EXAMPLE)  # no ids: numbered as the document lists them
    assert sorted(plain.state.cards) == list(range(1, len(plain.state.cards) + 1))
    assert "ids" not in plain.to_position() and "ids" not in dealt.view_for(0)


def test_ids_must_be_different_numbers_and_are_left_aside_when_cards_change() -> None:
    doc = Game.new(decks=[p.read_text(encoding="utf-8") for p in demo_decks()[:2]]).to_position()
    for bad, message in ((7, "ids: expected a list"), (["1"], "ids[0]: expected an integer")):
        with pytest.raises(PositionError, match=re.escape(message)):
            Game.from_position({**doc, "ids": bad})
    twice = [doc["ids"][0], *doc["ids"][:-1]]
    with pytest.raises(PositionError, match="ids: two cards with the same id"):
        Game.from_position({**doc, "ids": twice})
    edited = copy.deepcopy(doc)
    edited["players"][0]["hand"].pop()  # a card taken out by hand: the ids no longer fit
    g = Game.from_position(edited)
    assert sorted(g.state.cards) == list(range(1, len(doc["ids"])))


def test_a_position_mid_battle_plays_on() -> None:
    g = game(
        player(
            circles={"VC": "Paladin", "BC": {"name": "Squire", "rest": True}}, deck=["Lancer"] * 4
        ),
        player(circles={"VC": "Knight"}, hand=["Lancer"]),
        phase="battle",
        step="guard",
        battle={"attacker": "VC", "booster": "BC", "target": "VC"},
    )
    assert g.to_play == 1
    assert g.power(0, "VC") == 17000
    g.apply("next")
    assert vg(g.state).step == "attack"
    assert len(g.state.zones[1]["damage"]) == 1


def test_defaults_fill_in_what_is_left_out() -> None:
    g = Game.from_position({"cards": CARDS, "players": [{}, {}]})
    doc = g.to_position()
    assert (doc["turn"], doc["active"], doc["phase"], doc["step"]) == (1, 0, "main", None)
    assert doc["first"] == 0


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (
            lambda d: d["players"][1]["circles"].update(FX="X"),
            "players[1].circles.FX: unknown circle",
        ),
        (
            lambda d: d["players"][0]["hand"].append("Foo"),
            'players[0].hand[0].name: unknown card "Foo"',
        ),
        (lambda d: d["players"].pop(), "players: two players needed, got 1"),
        (lambda d: d.update(turn="3"), "turn: expected an integer"),
        (lambda d: d.update(phase="lunch"), "phase: expected one of"),
        (lambda d: d.update(active=2), "active: expected 0 or 1"),
        (lambda d: d["cards"][1].update(grade="one"), "cards[1].grade: expected int or null"),
        (lambda d: d["cards"][1].update(trigger="big"), "cards[1].trigger: 'big' is not one of"),
        (lambda d: d["cards"][1].update(colour="red"), "cards[1].colour: unknown card field"),
        (lambda d: d["players"][0].update(hands=[]), "players[0].hands: unknown key"),
        (
            lambda d: d["players"][0]["circles"].update(BR={"rest": True}),
            "players[0].circles.BR.name",
        ),
        (
            lambda d: d["players"][0]["damage"][0].update(face_down="yes"),
            "players[0].damage[0].face_down",
        ),
        (
            lambda d: d.update(phase="battle", step="guard"),
            "battle: the guard step needs the battle",
        ),
        (lambda d: d.update(phase="battle", step="shopping"), "step: expected one of"),
        (
            lambda d: d.update(phase="battle", step="guard", battle={"attacker": "VC"}),
            "battle.target: missing",
        ),
        (
            lambda d: d.update(check={"player": 0, "kind": "drive"}),
            "check: players[0].trigger holds",
        ),
        (lambda d: d.update(players="both"), "players: expected a list"),
        (lambda d: d.update(game="chess"), "game: unknown game"),
        (lambda d: d.update(extra=1), "extra: unknown key"),
    ],
)
def test_bad_documents_name_the_problem(change: Any, message: str) -> None:
    doc = copy.deepcopy(ISSUE_EXAMPLE)
    change(doc)
    with pytest.raises(PositionError) as info:
        Game.from_position(doc)
    assert message in str(info.value)


def test_not_an_object_is_refused() -> None:
    with pytest.raises(PositionError, match="expected a JSON object"):
        Game.from_position([])  # type: ignore[arg-type]


# -- views ------------------------------------------------------------------------------------


def _view_game() -> Game:
    return game(
        player(
            circles={"VC": "Paladin", "FL": {"name": "Knight", "face_down": True}},
            hand=["Lancer", "Heal Page"],
            deck=["Swordsman", "King"],
            damage=["Squire", {"name": "Draw Page", "face_down": True}],
            soul=["Lancer"],
        ),
        player(circles={"VC": "King"}, hand=["Stand Page"], deck=["Knight"]),
    )


def _zone(view: dict[str, Any], p: int, zone: str) -> list[Any]:
    return view["players"][p][zone]


def test_a_view_hides_what_the_player_may_not_see() -> None:
    g = _view_game()
    mine, theirs = g.view_for(0), g.view_for(1)
    assert _zone(mine, 0, "hand") == ["Lancer", "Heal Page"]
    assert _zone(theirs, 0, "hand") == [{"hidden": True}, {"hidden": True}]
    assert _zone(mine, 0, "deck") == [{"hidden": True}] * 2
    assert _zone(theirs, 0, "damage")[1] == {"name": "Draw Page", "face_down": True}
    assert _zone(theirs, 0, "soul") == ["Lancer"]
    assert theirs["players"][0]["circles"]["FL"] == {"hidden": True, "face_down": True}
    assert mine["players"][0]["circles"]["FL"] == {"name": "Knight", "face_down": True}
    names = {c["name"] for c in theirs["cards"]}
    assert "Heal Page" not in names and "Swordsman" not in names and "Knight" not in names
    assert "seed" not in theirs and theirs["view"] == 1


def test_looked_at_and_revealed_cards_show_in_views() -> None:
    g = _view_game()
    g.apply("look 1")
    assert _zone(g.view_for(0), 0, "deck")[0] == "Swordsman"
    assert _zone(g.view_for(1), 0, "deck")[0] == {"hidden": True}
    events = g.apply('reveal hand "Heal Page"')
    assert g.describe(Action.parse('reveal hand "Heal Page"'), events, 1).words == (
        "reveals Heal Page"  # the opponent saw it while it was revealed
    )
    assert _zone(g.view_for(1), 0, "hand")[1] == {"hidden": True}  # the reveal is over
    g.apply('put hand "Heal Page" to deck bottom')
    assert _zone(g.view_for(1), 0, "deck")[-1] == {"hidden": True}
    g.apply("shuffle")
    assert all(e == {"hidden": True} for e in _zone(g.view_for(0), 0, "deck"))


_json = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 60) | st.text(max_size=6)
    | st.sampled_from(["VC", "FL", "X", "Y", "battle", "drive", "guard", "main"]),
    lambda inner: st.lists(inner, max_size=3)
    | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=8,
)  # fmt: skip


def _set(doc: Any, path: tuple[Any, ...], value: Any) -> None:
    for key in path[:-1]:
        doc = doc[key]
    doc[path[-1]] = value


def _load_or_explain(doc: dict[str, Any]) -> None:
    """A document either loads into a game that round-trips and plays, or is refused with a
    PositionError: never anything else."""
    try:
        g = Game.from_position(doc)
    except PositionError as exc:
        assert str(exc)
        return
    assert Game.from_position(g.to_position()).to_position() == g.to_position()
    for action in g.legal_actions():
        g.apply(action)
        g.view_for(0)
        g.undo()


def _battle_document() -> dict[str, Any]:
    g = game(
        player(
            circles={"VC": "Paladin", "BC": "Squire", "AL1": "Lancer"},
            deck=["Critical Page", *["Lancer"] * 5],
        ),
        player(circles={"VC": "Knight", "FL": "Knight"}, hand=["Lancer"], damage=["King"]),
        phase="battle",
    )
    g.apply("attack VC -> VC boost BC")
    g.apply('guard "Lancer"')
    g.apply("next")
    g.apply("trigger VC")
    return g.to_position()


@settings(max_examples=300, deadline=None)
@given(st.data())
def test_damaged_documents_give_position_errors_only(data: st.DataObject) -> None:
    doc = copy.deepcopy(data.draw(st.sampled_from([ISSUE_EXAMPLE, _battle_document()])))
    for _ in range(data.draw(st.integers(1, 3))):
        paths = key_paths(doc)
        _set(doc, data.draw(st.sampled_from(paths[1:])), data.draw(_json))
    _load_or_explain(doc)


BAD_VALUES: list[Any] = [None, [], {}, ["VC"], {"name": "X"}, "FX", -1, 99, True, 2.5]


@pytest.mark.parametrize("base", ["issue", "battle"])
def test_every_key_with_every_bad_value_gives_a_position_error(base: str) -> None:
    original = ISSUE_EXAMPLE if base == "issue" else _battle_document()
    for path in key_paths(original)[1:]:
        for bad in BAD_VALUES:
            doc = copy.deepcopy(original)
            _set(doc, path, bad)
            _load_or_explain(doc)

"""Vanguard's refusals are reason ids worded at the edge: every id the rules give has words, every
word is given by some rule, each rule passes exactly the facts its words need, and the words a
player reads are the sentences they always were."""

from __future__ import annotations

import ast
import string
from pathlib import Path

import pytest

from playtester.engine import Game, IllegalAction, Reason
from playtester.games.common import refusals as common
from playtester.games.vanguard import refusals
from tests.positions import g_game, g_zone, game, player

PACKAGE = Path(__file__).resolve().parents[1] / "playtester" / "games"
SOURCES = sorted([*(PACKAGE / "vanguard").glob("*.py"), *(PACKAGE / "common").glob("*.py")])
WORDS = {**common.WORDS, **refusals.WORDS}


def _literals(node: ast.expr | None) -> list[str]:
    """The ids an expression can be: a literal, or either literal of `"a" if c else "b"`."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return [node.value]
    if isinstance(node, ast.IfExp):
        return [*_literals(node.body), *_literals(node.orelse)]
    return []


def _ids(first: ast.expr | None, function: ast.AST) -> list[str]:
    """The ids the first argument of a `Reason.of` can be: written out, or a name assigned one
    of them in the same function ([] when the id is made some other way)."""
    if not isinstance(first, ast.Name):
        return _literals(first)
    return [
        id
        for node in ast.walk(function)
        if isinstance(node, ast.Assign)
        and any(isinstance(t, ast.Name) and t.id == first.id for t in node.targets)
        for id in _literals(node.value)
    ]


def _is_reason(node: ast.AST) -> bool:
    return (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr == "of"
        and isinstance(node.func.value, ast.Name)
        and node.func.value.id == "Reason"
    )


def _reasons() -> list[tuple[str, str, set[str]]]:
    """Every `Reason.of(...)` in Vanguard's and the shared rules: (where, id, parameter names),
    once per id it can give; an id made some other way is reported as "" (ids are literals)."""
    found = []
    for path in SOURCES:
        for function in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(function, ast.FunctionDef):
                continue
            for node in ast.walk(function):
                if not _is_reason(node):
                    continue
                assert isinstance(node, ast.Call)
                names = {k.arg for k in node.keywords if k.arg is not None}
                where = f"{path.name}:{node.lineno}"
                first = node.args[0] if node.args else None
                found += [(where, id, names) for id in _ids(first, function) or [""]]
    return found


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_every_reason_in_the_rules_has_words_and_every_word_a_reason() -> None:
    found = _reasons()
    assert len(found) > 100  # the reader finds the rules' reasons
    assert [where for where, id, _ in found if not id] == []  # ids are written out, never made
    used = {id for _, id, _ in found}
    assert sorted(used - set(WORDS)) == []
    assert sorted(set(WORDS) - used) == []
    assert not set(common.WORDS) & set(refusals.WORDS)  # one set of words for an id


def test_every_reason_passes_exactly_the_facts_its_words_need() -> None:
    for where, id, names in _reasons():
        assert names == _fields(WORDS[id]), (where, id)
        facts = {name: f"<{name}>" for name in names}
        words = refusals.words(Reason.of(id, **facts))
        assert all(value in words for value in facts.values()), (where, words)


def test_a_shared_refusal_is_worded_by_the_shared_words() -> None:
    why = Reason.of("card.missing", verb="ride", card="Lancer", where="your hand")
    assert refusals.words(why) == common.words(why) == 'ride: no "Lancer" in your hand'
    error = refusals.impossible(why)
    assert (error.reason, error.why) == ('ride: no "Lancer" in your hand', why)
    with pytest.raises(KeyError):
        refusals.words(Reason.of("ride.nonsense"))


# -- the sentences a player reads, as before ids ------------------------------------------------


def _said(g: Game, action: str) -> str:
    """The words of a refusal, which apply raises too."""
    verdict = g.check(action)
    assert not verdict.legal and verdict.why is not None
    assert verdict.reason == refusals.words(verdict.why)
    with pytest.raises(IllegalAction) as refused:
        g.apply(action)
    assert (refused.value.reason, refused.value.why) == (verdict.reason, verdict.why)
    return verdict.reason


def test_the_ride_call_and_turn_refusals_read_as_before() -> None:
    g = game(
        player(circles={"VC": "Swordsman"}, hand=["Lancer", "King"]),
        player(circles={"VC": "Swordsman"}),
        phase="ride",
    )
    assert _said(g, 'ride "Lancer"') == ("ride: Lancer is grade 1, below your vanguard's grade 2")
    assert _said(g, 'call "Lancer" FL') == "call: you call in your main phase"
    assert _said(g, "@1 next") == "next: it is Player 1's turn to act"
    assert _said(g, 'ride "Nobody"') == 'ride: no "Nobody" in your hand'
    g.apply('ride "King"')
    assert _said(g, 'ride "Lancer"') == "ride: you have already ridden this turn"
    low = game(player(circles={"VC": "Lancer"}, hand=["King"]), player(), phase="ride")
    assert _said(low, 'ride "King"') == (
        "ride: King is grade 3; on a grade 1 vanguard you can ride grade 1 or 2"
    )


def test_the_battle_refusals_read_as_before() -> None:
    g = game(
        player(circles={"VC": "Paladin", "FL": {"name": "Knight", "rest": True}}),
        player(circles={"VC": "King"}),
        phase="battle",
        step="attack",
    )
    assert _said(g, "attack FL -> VC") == "attack: Knight on FL is rested"
    assert _said(g, "attack BL -> VC") == "attack: you have no unit on BL"
    assert _said(g, "attack VC -> FR") == "attack: your opponent has no unit on FR"
    assert _said(g, "retire -> FR") == "retire: your opponent has no unit on FR"
    assert _said(g, "counterblast 1") == (
        "counterblast: 1 needed, but only 0 face-up damage card(s)"
    )


def test_the_g_era_refusals_read_as_before() -> None:
    g = g_game(
        player(circles={"VC": "Knight"}, hand=["Paladin"], g_zone=g_zone("Dawn Colossus")),
        player(circles={"VC": "King"}),
        phase="ride",
        step="stride",
    )
    assert _said(g, 'stride "Dawn Colossus" discard "Paladin"') == (
        "stride: your vanguard is grade 2; stride needs both vanguards at grade 3 or more"
    )
    g.apply("concede")
    assert _said(g, "next") == "the game is over: Player 2 won"
    assisting = g_game(
        player(
            circles={"VC": "Lancer"},
            hand=["Squire", "Lancer"],
            deck=["Blank Order", "Lancer", "Knight"],
            g_zone=g_zone("Dawn Colossus", "Star Empress"),
        ),
        player(circles={"VC": "King"}),
        phase="draw",
        step="gassist",
    )
    pay = 'remove "Squire", "Lancer" g "Dawn Colossus", "Star Empress"'
    assert _said(assisting, f'gassist take "Blank Order" {pay}') == (
        "gassist: Blank Order has no grade; G assist takes a grade 2 card, "
        "one above your vanguard's grade 1"
    )
    assert _said(assisting, f'gassist take "Lancer" {pay}') == (
        "gassist: Lancer has grade 1; G assist takes a grade 2 card, "
        "one above your vanguard's grade 1"
    )

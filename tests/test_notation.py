"""Action notation: reading, writing, round trips and clear errors."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from playtester.engine import Action, NotationError
from tests.notation_checks import (
    assert_apply_raises_at,
    assert_refused_by_a_rule,
    assert_unreadable_at,
)
from tests.positions import game, player

CANONICAL = [
    "next",
    'mulligan "A", "B"',
    "mulligan",
    'ride "Aster, Knight of the First Light"',
    'call "Tinker\'s Siege Engine" FL',
    "move FL BL",
    "attack FR -> VC boost BR",
    'guard "Shield, the \\"Great\\"", "Back\\\\slash"',
    "intercept FL",
    "trigger VC",
    "critical FR",
    "heal",
    "power -> FL +5000 battle",
    "@1 counterblast 2",
    'put deck "X" to hand',
]


@pytest.mark.parametrize("text", CANONICAL)
def test_canonical_text_round_trips(text: str) -> None:
    action = Action.parse(text)
    assert str(action) == text
    assert Action.parse(str(action)) == action


def test_parse_reads_the_parts() -> None:
    action = Action.parse('  call   "Aster, Knight"  FL ')
    assert action == Action("call", (("Aster, Knight",), "FL"))
    assert Action.parse('guard "A","B" ,  "C"').args == (("A", "B", "C"),)
    assert Action.parse("@1 next") == Action("next", (), 1)
    assert Action.parse("NEXT").verb == "next"


def test_of_builds_name_lists() -> None:
    assert str(Action.of("guard", ["A", "B, C"])) == 'guard "A", "B, C"'


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("", "empty action"),
        ("   ", "empty action"),
        ('ride "Blaster', "unclosed quote"),
        ('ride ""', "empty card name"),
        ('guard "A",', "must follow the comma"),
        ('guard "A", FL', "must follow the comma"),
        (", next", "unexpected comma"),
        ('"A" ride', "starts with a verb"),
        ("@2 next", "@0 or @1"),
        ("+5000", "starts with a verb"),
    ],
)
def test_malformed_text_is_refused_with_a_reason(text: str, fragment: str) -> None:
    with pytest.raises(NotationError) as info:
        Action.parse(text)
    assert fragment in info.value.reason


@pytest.mark.parametrize(
    ("text", "column"),
    [
        ("", 1),  # nothing: the end of the text
        ("   ", 1),
        ("@2 next", 1),
        ("123", 1),
        ("@1 123", 4),
        ('@1 "A" ride', 4),
        ('ride "Blaster', 6),
        ('ride ""', 6),
        ('guard "A",', 11),
        ('guard "A", FL', 12),
        (", next", 1),
        ("next ,", 6),
    ],
)
def test_unreadable_text_names_the_column_of_the_problem(text: str, column: int) -> None:
    with pytest.raises(NotationError) as info:
        Action.parse(text)
    assert info.value.column == column
    assert f"at column {column}" in info.value.reason


@pytest.mark.parametrize(
    ("text", "column", "fragment"),
    [
        ('call "Lancer"', 14, "expected a rear-guard circle"),  # missing: the end of the text
        ('call "Lancer"   ', 14, "expected a rear-guard circle"),
        ('call "Lancer" FL BL', 18, "expected nothing more, not BL"),
        ("power FL abc", 10, "expected a signed amount"),
        ("power -> FL +5000 soon", 19, "expected battle, turn or permanent"),
        ("draw 0", 6, "the number must be at least 1"),
        ("soulcharge  0", 13, "the number must be at least 1"),
        ("counterblast x", 14, "expected a number or card names"),
        ('put hand "Lancer" to deck middle', 27, "expected top, bottom or a position"),
        ('put hand "Lancer" to nowhere', 22, "nowhere is not a zone or circle"),
        ("retire", 7, "expected a circle"),
        ('stride "G" discard "A" discard "B"', 24, "discard is given twice"),
        ('stride "G" heart "A" heart "B"', 22, "heart is given twice"),
        ('play "Lancer" FL', 1, "unknown action 'play'"),
        ('@0 play "Lancer" FL', 4, "unknown action 'play'"),
        ('ride "Lancer", "Lancer"', 6, "expected one card name, got 2"),
        # circle words and numbers the rules used to reject with no column
        ("retire XX", 8, "retire: XX is not a circle"),
        ("stand 3", 7, "stand: 3 is not a circle"),
        ("rest x", 6, "rest: x is not a circle"),
        ("rest all", 6, "rest: all is not a circle"),
        ("move FL XX", 9, "move: XX is not a circle"),
        ('call "Lancer" XX', 15, "call: XX is not a circle"),
        ('call "Lancer" VC', 15, "call: VC is not a rear-guard circle"),
        ("force hand", 7, "force: hand is not your vanguard circle or a rear-guard circle"),
        ("trigger kind foo", 14, "trigger: foo is not a trigger; say critical"),
        ("attack VC -> XX", 14, "attack: XX is not a circle"),
        ("intercept XX", 11, "intercept: XX is not a circle"),
        ("trigger hand", 9, "trigger: hand is not a circle"),
        ("power XX +5000", 7, "power: XX is not a circle"),
        ("reveal hand", 12, "reveal: say which card of the hand"),
        ("roll 1", 6, "roll: a die has at least 2 sides"),
    ],
)
def test_vanguard_notation_errors_name_the_column(text: str, column: int, fragment: str) -> None:
    """Argument and verb errors say where, as lexical ones do: the offending word, or the end
    of the text for a missing one."""
    assert_unreadable_at(game(player(hand=["Lancer"]), player()), text, column, fragment)


@pytest.mark.parametrize("override", [False, True])
@pytest.mark.parametrize(
    ("text", "column"),
    [('call "Lancer" FL BL', 18), ('call "Lancer"', 14), ("retire XX", 8), ("next ,", 6)],
)
def test_apply_raises_a_notation_error_with_the_column(
    text: str, column: int, override: bool
) -> None:
    """Unreadable text is a NotationError from apply too (even as an override), with its
    column, not a plain IllegalAction with the column only in the words."""
    assert_apply_raises_at(game(player(hand=["Lancer"]), player()), text, column, override)


def test_a_rule_refusal_is_no_notation_error() -> None:
    """Readable text the rules refuse, even impossible text, is an IllegalAction but not a
    NotationError."""
    g = game(player(hand=["Lancer"]), player())
    for text in ('call "Lancer" AL1', 'call "Nobody" FL', "attack GC -> VC"):
        assert_refused_by_a_rule(g, text)


def test_the_same_action_spaced_otherwise_gets_its_own_column() -> None:
    """Verdicts are kept per state, but a kept one never names another text's column."""
    g = game(player(hand=["Lancer"]), player())
    assert "at column 18" in g.check('call "Lancer" FL BL').reason
    assert "at column 20" in g.check('call  "Lancer"  FL BL').reason


def test_non_text_is_refused() -> None:
    with pytest.raises(NotationError):
        Action.parse(42)  # type: ignore[arg-type]


_word = st.text(
    alphabet=st.characters(
        blacklist_characters='",', blacklist_categories=("Zs", "Cc", "Zl", "Zp")
    ),
    min_size=1,
    max_size=8,
).filter(lambda w: not any(c.isspace() for c in w))
_name = st.text(min_size=1, max_size=20).filter(lambda n: n.strip() != "")
_arg = st.one_of(_word, st.lists(_name, min_size=1, max_size=3).map(tuple))
_verb = st.text(alphabet="abcdefghijklmnopqrstuvwxyz_", min_size=1, max_size=12).filter(
    lambda v: v.replace("_", "") != ""
)
_actions = st.builds(
    Action,
    _verb,
    st.lists(_arg, max_size=5).map(tuple),
    st.one_of(st.none(), st.sampled_from([0, 1])),
)


@given(_actions)
def test_any_action_round_trips(action: Action) -> None:
    assert Action.parse(str(action)) == action


@given(st.text(max_size=40))
def test_any_text_parses_or_gives_a_notation_error(text: str) -> None:
    try:
        action = Action.parse(text)
    except NotationError as exc:
        assert exc.reason
    else:
        assert Action.parse(str(action)) == action

"""Action notation: reading, writing, round trips and clear errors."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from playtester.engine import Action, NotationError

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

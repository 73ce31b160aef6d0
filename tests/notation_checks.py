"""Assertions on refused notation that both games' tests share: where unreadable text is
refused, and that a rule's refusal is not a notation error."""

from __future__ import annotations

import pytest

from playtester.engine import Game, IllegalAction
from playtester.engine.errors import NotationError


def assert_unreadable_at(g: Game, text: str, column: int, fragment: str) -> None:
    """`check` refuses the text as unreadable (not even an override can do it), saying
    `fragment` and the column."""
    verdict = g.check(text)
    assert not verdict.legal and not verdict.possible
    assert fragment in verdict.reason
    assert f"at column {column}" in verdict.reason


def assert_apply_raises_at(g: Game, text: str, column: int, override: bool) -> None:
    """`apply` raises a NotationError with the column (even as an override), the verdict's
    words, and leaves the game as it was."""
    before = g.to_position()
    verdict = g.check(text)
    assert verdict.unreadable and verdict.column == column and not verdict.possible
    with pytest.raises(NotationError) as info:
        g.apply(text, override=override)
    assert info.value.column == column
    assert info.value.reason == verdict.reason
    assert g.to_position() == before and not g.history


def assert_refused_by_a_rule(g: Game, text: str) -> None:
    """Readable text the rules refuse is an IllegalAction, not a NotationError."""
    verdict = g.check(text)
    assert not verdict.legal and not verdict.unreadable and verdict.column is None
    with pytest.raises(IllegalAction) as info:
        g.apply(text)
    assert not isinstance(info.value, NotationError)

"""The action path's shortcuts (engine speed, issues 25 and 28) give what the long way gives:
the arguments an action's verb read are kept by the action's words, for that verb alone."""

from __future__ import annotations

from typing import Any

from playtester.engine.actions import Action, ArgReader
from playtester.games.common.binding import Binding
from playtester.games.common.verbs import Verb, read_count


def _tens(r: ArgReader) -> tuple[int]:
    """Another game's `take N`: the same words, read otherwise (tens of cards)."""
    n = r.number()
    r.done()
    return (n * 10,)


def _nothing(*_: Any) -> None:
    return None


def _binding(read: Any) -> Binding:
    return Binding({"take": Verb(read, _nothing, _nothing)}, lambda state: 0)


def test_an_action_read_again_reads_its_own_words_with_its_own_verb() -> None:
    counted, tens = _binding(read_count), _binding(_tens)
    assert counted.bind(None, Action.parse("take 2"))[2] == (2,)  # type: ignore[arg-type]
    # the same words again, as another object: the same reading
    assert counted.bind(None, Action.parse("take 2"))[2] == (2,)  # type: ignore[arg-type]
    # other words of the same verb: their own reading, not the one kept
    assert counted.bind(None, Action.parse("take 3"))[2] == (3,)  # type: ignore[arg-type]
    # the same words for another verb of the same name: that verb's reading
    assert tens.bind(None, Action.parse("take 2"))[2] == (20,)  # type: ignore[arg-type]
    assert counted.bind(None, Action.of("take", "2"))[2] == (2,)  # type: ignore[arg-type]

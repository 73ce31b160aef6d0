"""The action path's shortcuts (engine speed, issues 25 and 28) give what the long way gives:
the arguments an action's verb read are kept by the action's words, for that verb alone, and a
card turned in place makes a new state, judged again."""

from __future__ import annotations

from typing import Any

from playtester.engine.actions import Action, ArgReader
from playtester.games.common.binding import Binding
from playtester.games.common.verbs import Verb, read_count
from tests.positions import game, player


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


def test_a_unit_rested_by_a_tool_attacks_no_more_and_undo_stands_it_again() -> None:
    g = game(
        player(circles={"VC": "Paladin", "FL": "Knight"}),
        player(circles={"VC": "Lancer"}),
        phase="battle",
        step="attack",
    )
    assert "attack FL -> VC" in [str(a) for a in g.legal_actions()]
    g.apply("rest FL")  # (the tool turns the card and changes nothing else)
    assert g.state.cards[g.state.zones[0]["FL"][0]].rested
    assert "attack FL -> VC" not in [str(a) for a in g.legal_actions()]
    g.undo()
    assert "attack FL -> VC" in [str(a) for a in g.legal_actions()]

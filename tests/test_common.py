"""The common game helpers, on a plain state of invented cards (no game's rules)."""

from __future__ import annotations

import pytest

from playtester.engine.actions import Action, ArgReader
from playtester.engine.cards import Card, CardInstance
from playtester.engine.errors import Impossible, NotationError
from playtester.engine.state import State
from playtester.games.common.manual import Ref, position_index, read_put, resolve
from playtester.games.common.zones import pick_among


def _state(zones: dict[str, list[str]]) -> State:
    """Player 0 holds these cards, top first, zone by zone."""
    state = State("test", "test", ["A", "B"], seed=1)
    next_id = 1
    for zone, names in zones.items():
        for name in names:
            state.cards[next_id] = CardInstance(next_id, Card(name), 0)
            state.place(next_id, 0, zone)
            next_id += 1
    return state


def _read_zone(r: ArgReader) -> str:
    return r.word("a zone", ("hand", "deck", "pile"))


def test_position_index_counts_from_the_top() -> None:
    assert [position_index(w, 4) for w in (None, "top", "bottom", "1", "3")] == [
        None,
        0,
        4,
        0,
        2,
    ]


def test_read_put_reads_a_position_and_refuses_a_bad_one() -> None:
    action = Action.parse('put pile "Lumen Blade" to deck 2')
    ref, zone, where = read_put(action.reader(), _read_zone)
    assert (ref, zone, where) == (Ref(False, "pile", "Lumen Blade"), "deck", "2")
    with pytest.raises(NotationError, match="expected top, bottom or a position"):
        read_put(Action.parse("put pile to deck middle").reader(), _read_zone)


def test_resolve_names_the_zone_in_the_games_words() -> None:
    state = _state({"pile": ["Lumen Blade", "Grey Stone"]})
    assert resolve(state, 0, Ref(False, "pile", None), "reveal").card.name == "Lumen Blade"
    assert resolve(state, 0, Ref(False, "pile", "Grey Stone"), "reveal").card.name == "Grey Stone"
    with pytest.raises(Impossible, match='no "Moon" in your discard pile'):
        resolve(state, 0, Ref(False, "pile", "Moon"), "reveal", {"pile": "discard pile"})
    with pytest.raises(Impossible, match="your opponent's deck is empty"):
        resolve(state, 0, Ref(True, "deck", None), "reveal")


def test_pick_among_takes_one_copy_per_name() -> None:
    state = _state({"hand": ["Lumen Blade", "Lumen Blade", "Grey Stone"]})
    ids = state.zones[0]["hand"]
    assert pick_among(state, ids, ("Lumen Blade", "Lumen Blade"), "discard", "your hand") == ids[:2]
    with pytest.raises(Impossible, match='discard: no "Grey Stone" left in your hand'):
        pick_among(state, ids, ("Grey Stone", "Grey Stone"), "discard", "your hand")

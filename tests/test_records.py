"""Typed records as plain data (engine/records.py): a game's variables, flags and the records in
them written as JSON and read back by their declared types; data from before the state was
typed reads too; anything else is a RecordError naming where."""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from playtester.engine.changes import Changes
from playtester.engine.events import SetVar
from playtester.engine.records import RecordError, from_data, read_field, read_record, to_data
from playtester.engine.state import UNRECORDED, Flags, Outcome, State, Vars, replace


class Step(StrEnum):
    GUARD = "guard"
    DRIVE = "drive"


@dataclass(frozen=True)
class Fight:
    attacker: str
    target: str
    step: Step = Step.GUARD
    booster: str | None = None
    done: tuple[str, ...] = ()


@dataclass(frozen=True)
class SampleVars(Vars):
    fight: Fight | None = None
    answers: dict[str, str] | None = None
    pair: tuple[int, str] = (0, "")


@dataclass(frozen=True)
class SampleFlags(Flags):
    ridden: bool = False
    gained: tuple[str, ...] = ()


FULL = SampleVars(
    turn=3,
    active=1,
    first=1,
    phase="battle",
    step="drive",
    outcome=Outcome(0, "damage", 6),
    rng=7,
    fight=Fight("VC", "FL", Step.DRIVE, "BC", ("power",)),
    answers={"Page": "draw"},
    pair=(2, "x"),
)


def test_a_record_goes_to_json_and_back_unchanged() -> None:
    data = json.loads(json.dumps(to_data(FULL)))
    assert data["fight"] == {
        "attacker": "VC", "target": "FL", "step": "drive", "booster": "BC", "done": ["power"],
    }  # fmt: skip
    back = read_record(SampleVars, data)
    assert back == FULL and isinstance(back.fight, Fight) and back.fight.step is Step.DRIVE
    assert isinstance(back.fight.done, tuple) and isinstance(back.pair, tuple)


def test_data_written_before_the_state_was_typed_reads_as_the_record() -> None:
    """Old snapshots and `set` events: plain dicts with the same keys, an absent flag as None,
    and the winner without a reason (the outcome's reason says it was not recorded)."""
    old = {"turn": 5, "phase": "end", "winner": 1, "fight": {"attacker": "VC", "target": "VC"}}
    back = read_record(SampleVars, old)
    assert back.outcome == Outcome(1, UNRECORDED)
    assert back.fight == Fight("VC", "VC")
    assert read_field(SampleFlags, "ridden", None) == ("ridden", False)
    assert read_field(SampleVars, "winner", None) == ("outcome", None)


@pytest.mark.parametrize(
    ("data", "where"),
    [
        ({"turn": "three"}, "value.turn: expected a whole number"),
        ({"turn": True}, "value.turn: expected a whole number"),
        ({"fight": {"attacker": "VC"}}, "value.fight"),
        ({"fight": {"attacker": "VC", "target": "FL", "step": "nap"}}, "'nap' is not one of"),
        ({"fight": {"attacker": "VC", "target": "FL", "bogus": 1}}, "unknown field 'bogus'"),
        ({"pair": [1]}, "value.pair: expected 2 items, got 1"),
        ({"answers": ["x"]}, "value.answers: expected an object"),
        ({"nonsense": 1}, "SampleVars has no field 'nonsense'"),
        ([], "value: expected an object"),
    ],
)
def test_data_that_does_not_fit_says_where(data: Any, where: str) -> None:
    with pytest.raises(RecordError, match=None) as caught:
        read_record(SampleVars, data)
    assert where in str(caught.value)


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=12,
)


@given(st.dictionaries(st.sampled_from(["turn", "fight", "pair", "answers", "winner", "x"]), JSON))
def test_any_stored_data_reads_or_is_a_record_error(data: dict[str, Any]) -> None:
    try:
        record = read_record(SampleVars, data)
    except RecordError:
        return
    assert read_record(SampleVars, to_data(record)) == record


def test_changes_replace_fields_one_event_each_and_undo_exactly() -> None:
    state = State("test", "standard", ["Ann", "Ben"], vars=SampleVars(), flags=[SampleFlags()] * 2)
    before = state.snapshot()
    ch = Changes(state)
    ch.update(SampleVars(turn=1, fight=Fight("VC", "VC")))
    ch.update_flags(1, SampleFlags(ridden=True))
    assert [(e.key, e.player) for e in ch.events if isinstance(e, SetVar)] == [
        ("turn", None), ("fight", None), ("ridden", 1),
    ]  # fmt: skip
    assert state.vars.fight == Fight("VC", "VC") and state.flags[1].ridden
    with pytest.raises(TypeError):
        ch.update(Vars())  # not the game's own record
    for event in reversed(ch.events):
        event.undo(state)
    assert state.snapshot() == before
    assert from_data(Fight | None, None) is None


@dataclass(frozen=True, slots=True)
class SlottedFight:
    attacker: str
    power: int = 0


def test_replace_copies_a_record_with_its_changes_and_refuses_an_unknown_field() -> None:
    changed = replace(FULL, turn=4, fight=None)
    assert changed == dataclasses.replace(FULL, turn=4, fight=None)
    assert changed is not FULL and FULL.turn == 3 and FULL.fight is not None
    assert replace(SlottedFight("VC"), power=5) == SlottedFight("VC", 5)  # slots: the slow way
    with pytest.raises(TypeError):
        replace(FULL, turns=4)  # type: ignore[call-arg]


def test_an_update_puts_the_new_record_in_place_and_counts_each_event() -> None:
    state = State("test", "standard", ["Ann", "Ben"], vars=SampleVars(), flags=[SampleFlags()] * 2)
    ch = Changes(state)
    new = replace(state.vars, turn=2, phase="main", pair=(1, "y"))
    ch.update(new)
    assert state.vars is new and state.version == 3
    ch.update(replace(new))  # an equal record: nothing to say
    assert len(ch.events) == 3
    ch.rollback()
    assert state.vars == SampleVars() and state.version == 0

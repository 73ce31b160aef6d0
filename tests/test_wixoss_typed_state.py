"""WIXOSS's typed state (issue 24): a Life Burst in use and a frozen SIGNI survive a position, a
snapshot, a recording's events and undo exactly; data written while WIXOSS kept plain dicts
(tests/data/old/wixoss, made by main at c354084) reads as typed records; every ending the rules
reach records its reason, which the log, the phase bar and positions say."""

from __future__ import annotations

import gzip
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from playtester.demo import play
from playtester.engine import Game
from playtester.engine.registry import rules_for
from playtester.engine.state import UNRECORDED, Outcome
from playtester.games.wixoss import wording
from playtester.games.wixoss.prompts import prompt
from playtester.games.wixoss.state import (
    Ending,
    Phase,
    Step,
    WixossFlags,
    WixossVars,
    flags_of,
    wx,
)
from playtester.games.wixoss.words import ENDINGS
from playtester.record.codec import decode_events, decode_state, encode_events, encode_state
from playtester.record.library import Library
from tests.wixoss_positions import allow, game, names, player, said

OLD = Path(__file__).resolve().parent / "data" / "old" / "wixoss"
EXPECTED: dict[str, Any] = json.loads((OLD / "expected.json").read_text(encoding="utf-8"))


def _without_cards(doc: dict[str, Any]) -> dict[str, Any]:
    return {k: v for k, v in doc.items() if k != "cards"}


def _burst_in_use() -> tuple[Game, list[Any]]:
    """Player 2's Burster crushed and its Life Burst in use; player 1's SIGNI on SL frozen by
    the tools meanwhile. Also the state's snapshot before each action."""
    foe = player(life=["Burster", "Spark"], field={"SL": "Spark"})
    g = game(player(field={"SC": "Knight", "SL": "Spark"}), foe, phase="attack", step="signi")
    before = [g.state.snapshot()]
    allow(g, "attack SC")
    before.append(g.state.snapshot())
    allow(g, "burst")
    before.append(g.state.snapshot())
    allow(g, "@1 freeze -> SL")
    return g, before


def test_a_life_burst_in_use_is_a_typed_flag_that_survives_positions_snapshots_and_undo() -> None:
    g, before = _burst_in_use()
    state = g.state
    burster, frozen = state.zones[1]["check"][0], state.zones[0]["SL"][0]
    assert isinstance(state.vars, WixossVars) and wx(state).step is Step.SIGNI
    assert flags_of(state, 1) == WixossFlags(mulligan=True, bursting=burster)
    assert flags_of(state, 0).frozen == (frozen,) and g.to_play == 1

    again = Game.from_position(json.loads(json.dumps(g.to_position())))
    assert again.to_position() == g.to_position()
    using = flags_of(again.state, 1).bursting
    assert using is not None and again.state.cards[using].name == "Burster"
    assert [again.state.cards[i].name for i in flags_of(again.state, 0).frozen] == ["Spark"]

    back = decode_state(json.loads(json.dumps(encode_state(state))))
    assert back.snapshot() == state.snapshot()
    assert type(back.vars) is WixossVars and wx(back).phase is Phase.ATTACK
    assert flags_of(back, 1).bursting == burster and flags_of(back, 0).frozen == (frozen,)

    for step in g.history:  # a recording's events read back as the typed values they set
        stored = json.loads(json.dumps(encode_events(step.events)))
        assert decode_events(stored, "wixoss") == step.events

    for snapshot in reversed(before):
        g.undo()
        assert g.state.snapshot() == snapshot
    assert flags_of(g.state, 1).bursting is None and flags_of(g.state, 0).frozen == ()


def test_the_life_burst_done_clears_the_flag_and_undo_puts_it_back() -> None:
    g, _ = _burst_in_use()
    using = g.state.snapshot()
    allow(g, "@1 next")  # the effect is done
    assert flags_of(g.state, 1).bursting is None and names(g, 1, "ener") == ["Burster"]
    assert flags_of(g.state, 0).frozen != ()  # a freeze lasts to its owner's turn's end
    g.undo()
    assert g.state.snapshot() == using


def test_the_rules_name_their_record_types() -> None:
    rules = rules_for("wixoss")
    assert getattr(rules, "vars_type", None) is WixossVars
    assert getattr(rules, "flags_type", None) is WixossFlags


# -- data written while WIXOSS kept plain dicts ---------------------------------------------------


def test_an_old_dict_shaped_snapshot_and_its_events_read_as_typed_records() -> None:
    data = json.loads((OLD / "burst-snapshot.json").read_text(encoding="utf-8"))
    state = decode_state(data["snapshot"])
    assert isinstance(state.vars, WixossVars) and wx(state).step is Step.SIGNI
    using = flags_of(state, 0).bursting
    assert using is not None and state.where[using] == (0, "check")
    assert len(flags_of(state, 1).frozen) == 1 and flags_of(state, 1).ener
    assert _without_cards(Game(rules_for("wixoss"), state).to_position()) == EXPECTED["burst"]

    start = decode_state(data["start"])
    first = start.snapshot()
    events = decode_events(data["events"], "wixoss")
    for event in events:
        event.do(start)
    assert start.snapshot() == state.snapshot()  # dict-era `set` events replay as typed ones
    for event in reversed(events):
        event.undo(start)
    assert start.snapshot() == first


def test_an_old_position_document_reads_and_writes_back_the_same() -> None:
    data = json.loads((OLD / "burst-snapshot.json").read_text(encoding="utf-8"))
    g = Game.from_position(data["position"])
    assert g.to_position() == data["position"]
    assert flags_of(g.state, 0).bursting is not None and g.to_play == 0


@pytest.fixture
def old_library(tmp_path: Path) -> Iterator[Library]:
    path = tmp_path / "recordings.db"
    path.write_bytes(gzip.decompress((OLD / "recordings.db.gz").read_bytes()))
    library = Library(path)
    yield library
    library.close()


def test_an_old_wixoss_recording_replays_to_its_unrecorded_ending(old_library: Library) -> None:
    expected = EXPECTED["recording"]
    recording = old_library.open(expected["id"])
    line = recording.main_line()
    assert len(line) == expected["main_line"]
    end = recording.replay().goto(line[-1])
    assert _without_cards(end.to_position()) == expected["final"]
    outcome = wx(end.state).outcome
    assert outcome == Outcome(expected["final"]["winner"], UNRECORDED)
    names = end.state.names
    assert wording.outcome_words(outcome, names) == f"{names[outcome.winner]} wins"
    words = recording.replay().describe(line[-1], None).words
    assert f"{names[1 - outcome.winner]} takes damage with no Life Cloth left: " in words


# -- endings --------------------------------------------------------------------------------------


def _damage() -> tuple[Game, list[Any]]:
    g = game(player(field={"SC": "Knight"}), player(life=[]), phase="attack", step="signi")
    return g, allow(g, "attack SC")


def _refresh() -> tuple[Game, list[Any]]:
    g = game(player(deck=["Knight"], trash=[]), player())
    return g, allow(g, "draw")


def _concession() -> tuple[Game, list[Any]]:
    g = game(player(), player())
    return g, allow(g, "@1 concede")


@pytest.mark.parametrize(
    ("end", "winner", "reason", "sentence"),
    [
        (_damage, 0, Ending.DAMAGE, "Player 2 takes damage with no Life Cloth left: Player 1 wins"),
        (_refresh, 1, Ending.REFRESH, "Player 1 must refresh with an empty trash: Player 2 wins"),
        (_concession, 0, Ending.CONCESSION, "Player 2 concedes: Player 1 wins"),
    ],
)
def test_each_ending_records_its_reason(
    end: Any, winner: int, reason: Ending, sentence: str
) -> None:
    g, events = end()
    outcome = wx(g.state).outcome
    assert outcome == Outcome(winner, reason.value) and g.winner == winner
    assert sentence in said(g, events)  # the log's sentence, as before outcomes said why
    assert wording.outcome_words(outcome, g.state.names) == sentence
    assert sentence in prompt(g, 1 - winner, "the table's words").text

    doc = g.to_position()
    assert (doc["winner"], doc["reason"]) == (winner, reason.value)
    assert wx(Game.from_position(doc).state).outcome == outcome

    ended = g.state.snapshot()
    g.undo()
    assert wx(g.state).outcome is None and g.winner is None
    g.redo()
    assert g.state.snapshot() == ended


def test_a_position_s_ending_names_a_known_reason() -> None:
    doc = game(player(), player()).to_position()
    doc.update(winner=1, reason="boredom")
    with pytest.raises(ValueError, match="reason"):
        Game.from_position(doc)
    doc.pop("reason")  # a winner alone: an ending written before outcomes said why
    assert wx(Game.from_position(doc).state).outcome == Outcome(1, UNRECORDED)


def test_a_mulligan_not_made_past_the_set_up_survives_a_position() -> None:
    """A reader takes a mulligan as made once the game is under way; a player's flag that says
    it was not is written, so that it reads back."""
    doc = game(player(), player()).to_position()
    doc["players"][1]["flags"] = {"mulligan": False, "ener": True}
    g = Game.from_position(doc)
    assert flags_of(g.state, 1) == WixossFlags(mulligan=False, ener=True)
    assert flags_of(g.state, 0) == WixossFlags(mulligan=True)
    assert Game.from_position(g.to_position()).state.snapshot() == g.state.snapshot()


def test_the_demo_says_how_the_game_ended_before_its_winner() -> None:
    lines = list(play(seed=1, format="diva", game_name="wixoss"))
    winner = lines[-1].removeprefix("Winner: ").rsplit(" on turn ", 1)[0]
    assert lines[-2].endswith(f": {winner} wins")
    assert any(f" {words}: " in lines[-2] for words in ENDINGS.values())


def test_what_a_player_did_this_turn_is_forgotten_at_its_end() -> None:
    """Ener charged and SIGNI removed, each once a turn: the flags are cleared at the end of
    the turn, so the player's next turn allows each again."""
    me = player(field={"SL": "Spark", "SR": "Ember"}, hand=["Drop"])
    g = game(me, player(), phase="ener")
    allow(g, 'ener "Drop"')
    allow(g, "next")
    allow(g, "next")  # the grow phase: nothing to grow
    allow(g, "remove SL")
    assert flags_of(g.state, 0) == WixossFlags(mulligan=True, ener=True, removed=True)
    while wx(g.state).active == 0:
        g.apply("next")
    while not (wx(g.state).active == 0 and wx(g.state).phase is Phase.MAIN):
        g.apply("next")
    assert wx(g.state).turn == 5
    assert flags_of(g.state, 0) == WixossFlags(mulligan=True)
    allow(g, "remove SR")  # a new turn's removal

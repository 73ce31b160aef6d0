"""Seeking: exact snapshots, and any step reached from the nearest one (never from the start)."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from playtester.engine import Game
from playtester.games.vanguard import bot
from playtester.record.codec import decode_events, decode_state, encode_events, encode_state
from playtester.record.library import Library
from playtester.record.portable import export_document
from playtester.record.recording import Recording
from playtester.record.sample import play_recorded
from playtester.record.seek import SNAPSHOT_EVERY
from playtester.resources import demo_decks

DECKS = [p.read_text(encoding="utf-8") for p in demo_decks()]


def _random_game(seed: int, steps: int) -> Game:
    rng = random.Random(seed)
    game = Game.new(decks=rng.sample(DECKS, 2), seed=seed)
    while game.winner is None and len(game.history) < steps:
        game.apply(rng.choice(game.legal_actions()))
    return game


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10_000), st.integers(0, 400))
def test_snapshots_and_events_are_exact(seed: int, steps: int) -> None:
    game = _random_game(seed, steps)
    state = decode_state(json.loads(json.dumps(encode_state(game.state))))
    assert state.snapshot() == game.state.snapshot()
    assert repr(state.vars) == repr(game.state.vars)  # tuples stay tuples
    assert repr(state.flags) == repr(game.state.flags)
    for step in game.history:
        again = decode_events(json.loads(json.dumps(encode_events(step.events))), "vanguard")
        assert again == step.events


def _position_by_actions(recording: Recording, node: int) -> dict[str, object]:
    """The position at a step, computed the slow way: every action from the start."""
    game = Game.from_position(recording.start)
    for n in recording.tree.path(node):
        game.apply(recording.step(n).action, override=recording.step(n).override)
    return game.to_position()


def _with_variation(library: Library) -> Recording:
    recording = play_recorded(library, seed=6)
    node = 70  # from the 70th step on, the first where `next` may follow
    while not recording.play_from(node).check("next").legal:
        node += 1
    for action in ("power VC +3000", "roll", "next"):
        recording.apply(action)
    return recording


def test_seeking_anywhere_gives_the_position_of_replaying_the_actions() -> None:
    recording = _with_variation(Library(memory=True))
    replay = recording.replay()
    nodes = [0, *recording.tree.preorder()]
    random.Random(2).shuffle(nodes)
    for node in nodes[:80]:
        assert replay.goto(node).to_position() == _position_by_actions(recording, node)


def test_snapshots_are_kept_every_so_many_plies() -> None:
    recording = play_recorded(Library(memory=True), seed=6)
    plies = {recording.tree.ply(n) for n in recording.snapshot_nodes}
    assert 0 in plies and all(p % SNAPSHOT_EVERY == 0 for p in plies)
    assert len(plies) == 1 + len(recording.main_line()) // SNAPSHOT_EVERY


def test_a_far_seek_plays_at_most_one_snapshot_interval(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    recording = play_recorded(Library(memory=True), seed=6)
    assert len(recording.main_line()) > 3 * SNAPSHOT_EVERY
    played: list[int] = []
    real = recording.events

    def counting(node: int):  # type: ignore[no-untyped-def]
        played.append(node)
        return real(node)

    monkeypatch.setattr(recording, "events", counting)
    replay = recording.replay()
    line = recording.main_line()
    for target in (line[-1], line[40], line[3 * SNAPSHOT_EVERY - 1], line[70]):
        played.clear()
        replay.goto(target)
        assert len(played) < SNAPSHOT_EVERY
    played.clear()
    replay.goto(line[71])  # a neighbour: one step's events
    assert played == [line[71]]


def test_missing_snapshots_are_made_again_on_the_way(tmp_path) -> None:  # type: ignore[no-untyped-def]
    library = Library(tmp_path / "r.db")
    recording = play_recorded(library, seed=6)
    library.store.execute("DELETE FROM snapshots WHERE node != 0")
    library.store.db.commit()
    fresh = Library(tmp_path / "r.db").open(recording.id)
    assert fresh.snapshot_nodes == {0}
    last = fresh.main_line()[-1]
    assert fresh.replay(last).game.to_position() == recording.game.to_position()
    assert len(fresh.snapshot_nodes) == 1 + len(fresh.main_line()) // SNAPSHOT_EVERY


def test_a_game_at_any_step_can_be_undone_to_the_start() -> None:
    recording = play_recorded(Library(memory=True), seed=6)
    node = recording.main_line()[55]
    game = recording.game_at(node)
    assert game.to_position() == _position_by_actions(recording, node)
    assert len(game.history) == 56
    while game.undo():
        pass
    assert game.to_position() == Game.from_position(recording.start).to_position()


def test_stepping_forward_and_back() -> None:
    recording = play_recorded(Library(memory=True), seed=6, limit=10)
    replay = recording.replay()
    assert replay.back() is None
    seen = []
    while replay.forward() is not None:
        seen.append(replay.node)
    assert seen == recording.main_line()
    replay.back()
    assert replay.node == recording.main_line()[-2]


@pytest.mark.parametrize("fmt", ["g", "premium"])
def test_g_era_games_are_recorded_and_sought_exactly(fmt: str) -> None:
    """Strides, G assist and gift markers: their states survive snapshots and events."""
    decks = [p.read_text(encoding="utf-8") for p in demo_decks(fmt)[:2]]
    rng = random.Random(1)
    recording = Library(memory=True).start(Game.new(format=fmt, decks=decks, seed=1))
    game = recording.game
    while game.winner is None and recording.ply < 300:
        recording.apply(
            rng.choice(game.legal_actions()) if rng.random() < 0.5 else bot.choose(game)
        )
    state = decode_state(json.loads(json.dumps(encode_state(game.state))))
    assert state.snapshot() == game.state.snapshot() and repr(state.vars) == repr(game.state.vars)
    replay = recording.replay()
    for node in random.Random(3).sample(recording.main_line(), 25):
        assert replay.goto(node).to_position() == _position_by_actions(recording, node)
    copy_, warnings = Library(memory=True).import_document(export_document(recording))
    assert warnings == [] and copy_.replay(recording.cursor).game.state.snapshot() == (
        game.state.snapshot()
    )

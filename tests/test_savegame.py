"""Saved games: what is saved opens as the same game; bad files give clear errors."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from playtester.engine import Game
from playtester.record.savegame import SaveFileError, load, save, to_document
from playtester.resources import demo_decks

DECKS = [p.read_text(encoding="utf-8") for p in demo_decks()]


def _played(n: int = 60) -> Game:
    rng = random.Random(5)
    g = Game.new(decks=DECKS[:2], seed=5)
    for _ in range(n):
        g.apply(rng.choice(g.legal_actions()))
    g.apply("power VC +1000", override=True)
    return g


def test_a_saved_game_opens_as_the_same_game(tmp_path: Path) -> None:
    g = _played()
    save(g, tmp_path / "game.json", mode="goldfish")
    again, meta = load(tmp_path / "game.json")
    assert again.to_position() == g.to_position()
    assert [str(s.action) for s in again.history] == [str(s.action) for s in g.history]
    assert meta == {"mode": "goldfish"}
    assert again.undo() is not None  # the history came back too


def test_overrides_are_saved_and_replayed(tmp_path: Path) -> None:
    g = Game.new(decks=DECKS[:2], seed=2)
    g.apply("next", override=True)
    save(g, tmp_path / "g.json")
    again, _ = load(tmp_path / "g.json")
    assert again.history[0].override


@pytest.mark.parametrize(
    ("content", "fragment"),
    [
        (b"", "not JSON"),
        (b'{"kind": "playtester-game", "version": 1, "start": {', "not JSON (line 1"),
        (b"\xff\xfe\x00garbage", "not UTF-8 text"),
        (b"[]", "not a playtester saved game"),
        (b'{"kind": "playtester-game", "version": 9}', "newer playtester"),
        (b'{"kind": "playtester-game", "version": 1, "start": {"players": []}}', "start.players"),
    ],
)
def test_bad_files_are_refused_with_a_reason(tmp_path: Path, content: bytes, fragment: str) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(SaveFileError) as info:
        load(path)
    assert fragment in str(info.value) and str(path) in str(info.value)


def test_a_tampered_action_names_its_index(tmp_path: Path) -> None:
    doc = to_document(_played(10))
    doc["actions"][3]["action"] = 'ride "Nobody"'
    path = tmp_path / "t.json"
    path.write_text(json.dumps(doc))
    with pytest.raises(SaveFileError, match=r"actions\[3\] ride \"Nobody\""):
        load(path)


def test_a_missing_file_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(SaveFileError, match="No such file"):
        load(tmp_path / "nope.json")


@settings(max_examples=100, deadline=None)
@given(st.binary(max_size=300))
def test_any_bytes_open_or_give_a_save_file_error(tmp_path_factory, data: bytes) -> None:  # type: ignore[no-untyped-def]
    path = tmp_path_factory.mktemp("s") / "x.json"
    path.write_bytes(data)
    try:
        load(path)
    except SaveFileError as exc:
        assert str(exc)

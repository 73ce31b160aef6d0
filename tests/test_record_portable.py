"""The portable recording file: a round trip keeps everything; bad files are refused with a
message naming the problem; older saved games load."""

from __future__ import annotations

import copy
import json
import os
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from playtester.engine import Game
from playtester.engine.registry import players_for
from playtester.record import savegame
from playtester.record.annotations import Target
from playtester.record.library import Library
from playtester.record.portable import (
    RecordingFileError,
    check_document,
    export_document,
    parse_bytes,
)
from playtester.record.recording import Recording
from playtester.record.sample import annotated_demo, play_recorded
from playtester.resources import demo_decks

DECKS = [p.read_text(encoding="utf-8") for p in demo_decks()[:2]]


@pytest.fixture(scope="module")
def document() -> dict[str, Any]:
    """The annotated example, exported (a game, chapters, drawings, one variation)."""
    return export_document(annotated_demo(Library(memory=True)))


def _load(doc: Any) -> Recording:
    return Library(memory=True).import_document(doc)[0]


def test_export_and_import_keep_everything(tmp_path: Path) -> None:
    library = Library(tmp_path / "a.db")
    original = annotated_demo(library)
    original.notes.highlight(5, original.replay(5).game.state.zones[0]["VC"][0], "green")
    library.export(original.id, tmp_path / "game.json")
    doc = json.loads((tmp_path / "game.json").read_text(encoding="utf-8"))
    assert (doc["kind"], doc["version"]) == ("playtester-recording", 1)
    copy_, warnings = Library(tmp_path / "b.db").import_file(tmp_path / "game.json")
    assert warnings == []
    assert copy_.title == original.title and copy_.created == original.created
    assert copy_.main_line() == original.main_line()
    assert copy_.variations() == original.variations()
    assert copy_.notes.listed() == original.notes.listed()
    assert copy_.cursor == original.cursor
    for node in original.tree.preorder():
        assert copy_.step(node) == original.step(node)
        assert copy_.events_data(node) == original.events_data(node)
    last = original.main_line()[-1]
    assert copy_.replay(last).game.to_position() == original.replay(last).game.to_position()


def test_events_in_a_file_are_recomputed_not_trusted(document: dict[str, Any]) -> None:
    doc = copy.deepcopy(document)
    doc["steps"][3]["events"] = [{"type": "note", "text": "made up"}]
    del doc["steps"][4]["events"]  # events may be left out
    recording, warnings = Library(memory=True).import_document(doc)
    assert len(warnings) == 1 and "steps[3]" in warnings[0] and "replay's are kept" in warnings[0]
    assert recording.events_data(4) == document["steps"][3]["events"]


def test_an_override_in_a_file_is_replayed_as_an_override() -> None:
    recording = play_recorded(Library(memory=True), seed=3, limit=12)
    game = recording.game
    while game.check("next").legal:  # on to a moment `next` may not end
        recording.apply(players_for("vanguard").bot(game))
    recording.apply("next", override=True)  # skips a step the rules would not
    doc = export_document(recording)
    again = _load(doc)
    assert again.step(again.cursor).override
    doc["steps"][-1]["override"] = False
    last = len(doc["steps"]) - 1
    with pytest.raises(RecordingFileError, match=rf"steps\[{last}\] \(step {last + 1}\) next"):
        _load(doc)


def test_an_older_saved_game_loads_as_a_recording(tmp_path: Path) -> None:
    game = Game.new(decks=DECKS, seed=8, names=("Ann", "Ben"))
    rng = random.Random(8)
    for _ in range(60):
        game.apply(rng.choice(game.legal_actions()))
    savegame.save(game, tmp_path / "old.json", mode="hotseat")
    recording, _ = Library(memory=True).import_file(tmp_path / "old.json")
    assert len(recording.main_line()) == 60 and recording.cursor == recording.main_line()[-1]
    assert recording.meta["mode"] == "hotseat"
    assert recording.replay(recording.cursor).game.to_position() == game.to_position()


def test_a_file_from_a_newer_version_is_refused(document: dict[str, Any]) -> None:
    with pytest.raises(RecordingFileError, match="newer playtester"):
        check_document({**document, "version": 2})
    with pytest.raises(RecordingFileError, match="newer playtester"):
        check_document({"kind": "playtester-game", "version": 9, "actions": []})


def _write(tmp_path: Path, data: bytes) -> Path:
    path = tmp_path / "bad.json"
    path.write_bytes(data)
    return path


def _refused(path: Path) -> str:
    with pytest.raises(RecordingFileError) as info:
        Library(memory=True).import_file(path)
    message = str(info.value)
    assert str(path) in message
    return message


def test_a_truncated_file(tmp_path: Path, document: dict[str, Any]) -> None:
    text = json.dumps(document).encode("utf-8")
    message = _refused(_write(tmp_path, text[: len(text) // 2]))
    assert "not JSON (line 1, column" in message


def test_a_file_in_another_encoding(tmp_path: Path, document: dict[str, Any]) -> None:
    text = json.dumps(document, ensure_ascii=False)
    assert "not UTF-8" in _refused(_write(tmp_path, text.encode("utf-16")))
    latin = json.dumps({**document, "title": "Café"}, ensure_ascii=False).encode("latin-1")
    assert "not UTF-8 text (byte" in _refused(_write(tmp_path, latin))


def test_ten_megabytes_of_garbage(tmp_path: Path) -> None:
    garbage = random.Random(1).randbytes(10 * 1024 * 1024)
    assert "not UTF-8" in _refused(_write(tmp_path, garbage))
    letters = b"x" * (10 * 1024 * 1024)
    assert "not JSON" in _refused(_write(tmp_path, letters))


def test_an_oversized_file(tmp_path: Path) -> None:
    path = tmp_path / "huge.json"
    with path.open("wb") as out:
        out.truncate(17 * 1024 * 1024)  # sparse: no need to write 17 MB
    assert "too large for a recording" in _refused(path)


def test_json_nested_too_deeply_and_special_numbers() -> None:
    with pytest.raises(RecordingFileError, match="nested too deeply"):
        parse_bytes(b"[" * 200_000 + b"]" * 200_000)
    with pytest.raises(RecordingFileError, match="NaN is not allowed"):
        parse_bytes(b'{"kind": NaN}')


def test_a_missing_file(tmp_path: Path) -> None:
    assert "No such file" in _refused(tmp_path / "nope.json")


WRONG = [
    ([], "(top): expected a JSON object, got list"),
    ({"kind": "something"}, "kind: not a playtester recording"),
    ({"version": "1"}, "version: expected a positive integer"),
    ({"title": 5}, "title: expected text, got int"),
    ({"extra": 1}, "extra: unknown key"),
    ({"meta": []}, "meta: expected an object"),
    ({"meta": {"x": {"y": 1}}}, "meta.x: expected text"),
    ({"start": {"players": []}}, "start.players: two players needed"),
    ({"start": "a position"}, "start"),
    ({"start": None}, "start: missing"),
    ({"steps": {}}, "steps: expected a list"),
    ({"steps": [5]}, r"steps[0]: expected an object"),
    ({"steps": [{"id": 1, "parent": 0}]}, "steps[0].action: expected an action"),
    ({"steps": [{"id": "1", "parent": 0, "action": "next"}]}, "steps[0].id: expected"),
    ({"steps": [{"id": 1, "parent": 7, "action": "next"}]}, "steps[0].parent: step 7"),
    ({"steps": [{"id": 0, "parent": 0, "action": "next"}]}, "steps[0].id: 0 is not"),
    ({"steps": [{"id": 1, "parent": 0, "action": "x" * 3000}]}, "steps[0].action: too long"),
    ({"steps": [{"id": 1, "parent": 0, "action": "next", "override": 1}]}, "override"),
    ({"steps": [{"id": 1, "parent": 0, "action": "next", "actor": 2}]}, "steps[0].actor"),
    ({"steps": [{"id": 1, "parent": 0, "action": "next", "t": -5}]}, "steps[0].t: out"),
    ({"steps": [{"id": 1, "parent": 0, "action": "next", "events": {}}]}, "events: expected"),
    ({"steps": [{"id": 1, "parent": 0, "action": "next", "run": "rm"}]}, "run: unknown key"),
    ({"steps": [{"id": 1, "parent": 0, "action": 'ride "Nobody"'}]}, 'ride "Nobody"'),
    ({"steps": [{"id": 1, "parent": 0, "action": "@@ next"}]}, "cannot be played"),
    ({"annotations": {}}, "annotations: expected a list"),
    ({"annotations": [{"step": 999}]}, "annotations[0].step: no step 999"),
    ({"annotations": [{"step": 0, "mark": "!!!"}]}, "annotations[0].mark"),
    ({"annotations": [{"step": 0, "highlights": [{"card": 9999}]}]}, "names no card 9999"),
    ({"annotations": [{"step": 0, "arrows": "up"}]}, "annotations[0].arrows: expected"),
    ({"cursor": 999}, "cursor: no step 999"),
    ({"created": "yesterday"}, "created: expected"),
]


@pytest.mark.parametrize(("change", "fragment"), WRONG, ids=[f for _, f in WRONG])
def test_wrong_types_and_values_name_the_path(
    document: dict[str, Any], change: Any, fragment: str
) -> None:
    if isinstance(change, dict):
        doc = {**copy.deepcopy(document), **change}
        if "steps" in change:
            doc["annotations"], doc["cursor"] = [], 0
    else:
        doc = change
    with pytest.raises(RecordingFileError) as info:
        _load(doc)
    assert fragment in str(info.value)


@pytest.mark.parametrize(
    ("where", "path"),
    [
        (("start", "cards", 0, "number"), "start.cards[0].number"),
        (("title",), "title"),
        (("meta", "decks", 0), "meta.decks[0]"),
    ],
)
def test_half_a_character_given_to_the_python_api_is_the_documented_error(
    where: tuple[Any, ...], path: str
) -> None:
    """A document made in Python (no file to check) with a lone surrogate raised SQLite's
    UnicodeEncodeError from `import_document`, not RecordingFileError naming the place."""
    library = Library(memory=True)
    doc = export_document(play_recorded(Library(memory=True), limit=10))
    doc["meta"]["decks"] = ["A deck"]
    place = doc
    for key in where[:-1]:
        place = place[key]
    place[where[-1]] = "PT01/\ud800"
    with pytest.raises(RecordingFileError) as caught:
        library.import_document(doc)
    assert str(caught.value) == f"{path}: it holds \\ud800, half of a character, which is not text"
    assert library.recordings() == []


def test_nothing_is_stored_from_a_refused_file(document: dict[str, Any]) -> None:
    library = Library(memory=True)
    doc = copy.deepcopy(document)
    doc["steps"][-1]["action"] = 'ride "Nobody"'
    with pytest.raises(RecordingFileError):
        library.import_document(doc)
    assert library.recordings() == []


@settings(max_examples=150, deadline=None)
@given(st.binary(max_size=400))
def test_any_bytes_load_or_give_a_clear_error(data: bytes) -> None:
    try:
        check_document(parse_bytes(data))
    except RecordingFileError as exc:
        assert str(exc)


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**40), 2**40) | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3)
    ),
    max_leaves=6,
)


def _paths(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(value, dict):
        for key, item in value.items():
            out += _paths(item, (*prefix, key))
    elif isinstance(value, list):
        for i, item in enumerate(value[:3]):
            out += _paths(item, (*prefix, i))
    return out


@pytest.fixture(scope="module")
def small_document() -> dict[str, Any]:
    recording = play_recorded(Library(memory=True), seed=3, limit=12)
    recording.notes.annotate(4, comment="hi", mark="!")
    recording.notes.arrow(4, Target(0, "VC"), Target(1, "VC"), "red")
    return export_document(recording)


@settings(
    max_examples=200, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.data())
def test_a_damaged_document_loads_or_gives_a_clear_error(small_document, data) -> None:  # type: ignore[no-untyped-def]
    doc = copy.deepcopy(small_document)
    path = data.draw(st.sampled_from(_paths(doc)[1:]))
    value = data.draw(JSON)
    target = doc
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    try:
        _load(doc)
    except RecordingFileError as exc:
        assert str(exc)


def test_loading_runs_nothing_from_the_file(tmp_path: Path, document: dict[str, Any]) -> None:
    marker = tmp_path / "ran"
    doc = copy.deepcopy(document)
    doc["title"] = f"__import__('os').system('touch {marker}')"
    doc["meta"]["x"] = "{{7*7}} $(touch " + str(marker) + ")"
    recording = _load(doc)
    assert recording.title == doc["title"] and not os.path.exists(marker)

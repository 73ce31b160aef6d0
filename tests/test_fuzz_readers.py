"""Every reader, fed damaged and hostile input: deck lists, CSV and JSON card files, positions,
saved games, portable recordings, and damaged files of both libraries. Whatever the input, the
only exception that comes out is the reader's own error type, with a message.

The values put into documents are the ones that broke readers before: numbers too large for
SQLite, long and deeply nested values, half characters (lone surrogates), invisible and
direction-changing characters, and near misses of the real keys and names."""

from __future__ import annotations

import copy
import json
import os
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from playtester.cards.decklist import parse_deck, read_deck_file, resolve_deck
from playtester.cards.importers import CardImportError, read_cards
from playtester.cards.library import Library as CardLibrary
from playtester.cards.schema import CardDatabaseError
from playtester.cards.search import CardSearch
from playtester.engine import Game, PositionError
from playtester.engine.errors import DeckError
from playtester.games.vanguard.cards import VanguardCard
from playtester.games.wixoss.deck import load_deck
from playtester.record import savegame
from playtester.record.library import Library, LibraryError
from playtester.record.portable import RecordingFileError, export_document
from playtester.record.printer import print_lines
from playtester.record.sample import play_recorded
from playtester.resources import demo_decks
from tests.positions import key_paths

# FUZZ=2000 runs every fuzz test longer, to look for new failures
FAST = settings(
    max_examples=int(os.environ.get("FUZZ", 60)),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
DEEP = "\x00deep\x00"  # replaced by deeply nested JSON text once the document is written
HOSTILE = st.sampled_from(
    [10**30, -(10**30), 2**63, -1, 0, 2.5, True, None, "", "x" * 5000, "\ud800", "\udfff x",
     "VC\u202e", "Blaster\u200bBlade", "AL99999", "AL\u00b2", "\u0663", [], {}, [[[[1]]]], DEEP,
     {"name": "X"}, ["VC"], "ride \"", "0" * 5000]
)  # fmt: skip
SMALL = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner),
    max_leaves=6,
)
VALUES = HOSTILE | SMALL
KEYS = st.sampled_from(["AL99999", "AL\u00b2", "AR0", "VC\u202e", "x" * 300, "\ud800"]) | st.text(
    max_size=6
)


def _damage(data: st.DataObject, doc: Any, changes: int = 3) -> bytes:
    """The document with up to `changes` values replaced, or keys removed or renamed, written
    as JSON."""
    doc = copy.deepcopy(doc)
    for _ in range(data.draw(st.integers(1, changes))):
        path = data.draw(st.sampled_from(key_paths(doc)[1:]))
        target = doc
        for key in path[:-1]:
            target = target[key]
        how = data.draw(st.sampled_from(["value", "delete", "key"]))
        if how == "value":
            # a copy: a drawn list or object is shared, and a later change could put it inside
            # itself (or change the strategy's own constant for every later example)
            target[path[-1]] = copy.deepcopy(data.draw(VALUES))
        elif isinstance(target, dict) and how == "delete":
            del target[path[-1]]
        elif isinstance(target, dict):
            target[data.draw(KEYS)] = target.pop(path[-1])
    text = json.dumps(doc)  # ASCII: half characters are written as \ud800 escapes
    return text.replace(json.dumps(DEEP), "[" * 5000 + "]" * 5000).encode()


# -- deck lists --------------------------------------------------------------------------------

DECK_TEXT = st.lists(
    st.sampled_from([*"4xX -[]/:()#\n\r\t,'\"", "Grade 3", "G Zone", "//", "Lumen Blade",
                     "\u202e", "\u200b", "E\u0301", "\ud800", "\x00", "\ufeff"]),
    max_size=30,
).map("".join)  # fmt: skip


@FAST
@given(data=st.binary(max_size=300) | DECK_TEXT.map(lambda t: t.encode("utf-8", "surrogatepass")))
def test_deck_list_files(tmp_path: Path, data: bytes) -> None:
    path = tmp_path / "deck.txt"
    path.write_bytes(data)
    try:
        text, _ = read_deck_file(path)
        deck = parse_deck(text)
        resolve_deck(deck, lookup=lambda game, name: None, suggest=lambda game, name: [])
    except DeckError as exc:
        assert exc.problems and all(exc.problems)


WIXOSS_DECK_TEXT = st.lists(
    st.sampled_from([*"4xX -[]/:()#\n\r\t,'\"", "LRIG Deck:", "LRIG (10):", "LRIGs: 10", "lrig",
                     "Main Deck:", "// x", "Cindrel, Spark in the Ash", "Cinder Whelp", "Level 1",
                     "\u202e", "\u200b", "E\u0301", "\ud800", "\x00", "\ufeff"]),
    max_size=30,
).map("".join)  # fmt: skip


@FAST
@given(
    data=st.binary(max_size=300)
    | WIXOSS_DECK_TEXT.map(lambda t: t.encode("utf-8", "surrogatepass"))
)
def test_wixoss_deck_list_files(tmp_path: Path, data: bytes) -> None:
    """The WIXOSS reader marks its LRIG deck headers before the common one reads the lines,
    then checks the construction rules: its own path through the same file loader."""
    path = tmp_path / "deck.txt"
    path.write_bytes(data)
    try:
        text, _ = read_deck_file(path)
        load_deck(text)
    except DeckError as exc:
        assert exc.problems and all(exc.problems)


# -- card files ----------------------------------------------------------------------------------

CSV_TEXT = st.lists(
    st.lists(st.text(st.sampled_from([*'ab1 "\n,;', "\u202e"]), max_size=8), max_size=5),
    max_size=6,
).map(lambda rows: "name,grade,text\n" + "\n".join(",".join(row) for row in rows))


@FAST
@given(text=CSV_TEXT)
def test_csv_card_files_with_stray_quotes(text: str) -> None:
    try:
        cards, report = read_cards(text.encode())
    except CardImportError as exc:
        assert str(exc).startswith("cannot import data: ")
        return
    for entry in cards:  # a quote never glues rows into one card's name
        assert "\n" not in entry.card.name and entry.card.name.strip()
    if '"' not in text:  # every data line is a card or a skip: nothing is lost silently
        lines = [line for line in text.splitlines()[1:] if line.strip(" ,")]
        assert len(cards) + len(report.skipped) == len(lines)


CARD_DOCUMENT = [
    {"name": "Alpha", "grade": 1, "power": 8000, "effect": "[AUTO] Draw Trigger"},
    {"name": "Beta", "type": "G Unit", "grade": "Grade 4", "skills": "triple_drive"},
]


@FAST
@given(data=st.data())
def test_json_card_files(data: st.DataObject) -> None:
    try:
        read_cards(_damage(data, CARD_DOCUMENT))
    except CardImportError as exc:
        assert str(exc)


# -- positions, saves, recordings ---------------------------------------------------------------


@pytest.fixture(scope="module")
def recorded() -> dict[str, Any]:
    """A short recorded game with an annotation, as a portable document."""
    recording = play_recorded(Library(memory=True), seed=3, limit=14)
    recording.notes.annotate(4, comment="hi", mark="!")
    return export_document(recording)


@FAST
@given(data=st.data())
def test_positions(recorded: dict[str, Any], data: st.DataObject) -> None:
    _read_damaged_position(data, recorded["start"])


def _read_damaged_position(data: st.DataObject, position: dict[str, Any]) -> None:
    """A damaged copy of `position` is read, or refused with a PositionError that says why."""
    try:
        doc = savegame.parse_json(_damage(data, position))
    except savegame.SaveFileError:
        return  # nested too deeply to be read as JSON at all
    try:
        Game.from_position(doc)
    except PositionError as exc:
        assert str(exc)


@pytest.fixture(scope="module")
def wixoss_position() -> dict[str, Any]:
    """A dealt WIXOSS game (diva) as a position document."""
    decks = [p.read_text(encoding="utf-8") for p in demo_decks("diva", "wixoss")[:2]]
    return Game.new("wixoss", "diva", decks, seed=3).to_position()


@FAST
@given(data=st.data())
def test_wixoss_positions(wixoss_position: dict[str, Any], data: st.DataObject) -> None:
    _read_damaged_position(data, wixoss_position)


@FAST
@given(data=st.data())
def test_saved_games(tmp_path: Path, recorded: dict[str, Any], data: st.DataObject) -> None:
    doc = {
        "kind": savegame.KIND,
        "version": 1,
        "meta": {"mode": "goldfish"},
        "start": recorded["start"],
        "actions": [{"action": s["action"], "override": s["override"]} for s in recorded["steps"]],
    }
    path = tmp_path / "game.json"
    path.write_bytes(_damage(data, doc))
    try:
        savegame.load(path)
    except savegame.SaveFileError as exc:
        assert str(path) in str(exc)


@FAST
@given(data=st.data())
def test_portable_recordings(tmp_path: Path, recorded: dict[str, Any], data: st.DataObject) -> None:
    path = tmp_path / "recording.json"
    path.write_bytes(_damage(data, recorded))
    with Library(memory=True) as library:
        try:
            recording, _ = library.import_file(path)
        except RecordingFileError as exc:
            assert str(exc)
            return
        list(print_lines(recording, variations=True))  # what was stored reads back


# -- damaged library files -----------------------------------------------------------------------


@pytest.fixture(scope="module")
def recordings_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("lib") / "recordings.db"
    with Library(path) as library:
        recording = play_recorded(library, seed=3, limit=40)
        recording.notes.annotate(6, comment="a note", mark="?")
    _vacuum(path)
    return path


def _vacuum(path: Path) -> None:
    """One small file, its journal written back into it."""
    db = sqlite3.connect(path)
    db.execute("VACUUM")
    db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()


def _flipped(data: st.DataObject, original: bytes) -> bytes:
    """The file with a few bytes changed, or cut short."""
    damaged = bytearray(original)
    if data.draw(st.integers(0, 4)) == 0:
        return bytes(damaged[: data.draw(st.integers(0, len(damaged) - 1))])
    for _ in range(data.draw(st.integers(1, 6))):
        damaged[data.draw(st.integers(0, len(damaged) - 1))] = data.draw(st.integers(0, 255))
    return bytes(damaged)


@FAST
@given(data=st.data())
def test_damaged_recordings_libraries(
    tmp_path: Path, recordings_file: Path, data: st.DataObject
) -> None:
    path = tmp_path / f"r{data.draw(st.integers(0, 10**9))}.db"
    path.write_bytes(_flipped(data, recordings_file.read_bytes()))
    try:
        with Library(path) as library:
            for info in library.recordings():
                recording = library.open(info.id)
                export_document(recording)
                list(print_lines(recording, variations=True))
    except LibraryError as exc:
        assert str(exc)


@pytest.fixture(scope="module")
def card_library_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("cards") / "library.db"
    library = CardLibrary(path)
    library.add_cards([VanguardCard(f"Card {i}", grade=i % 4, power=5000 + i, text="x " * i)
                       for i in range(60)])  # fmt: skip
    library.close()
    _vacuum(path)
    return path


@FAST
@given(data=st.data())
def test_damaged_card_libraries(
    tmp_path: Path, card_library_file: Path, data: st.DataObject
) -> None:
    path = tmp_path / f"c{data.draw(st.integers(0, 10**9))}.db"
    path.write_bytes(_flipped(data, card_library_file.read_bytes()))
    library = CardLibrary(path)
    search = CardSearch(library=path)
    try:
        library.all_cards("vanguard")
        library.lookup("vanguard", "Card 7")
        search.search("card", limit=100)
        search.search("", grade=2)
    except CardDatabaseError as exc:
        assert str(exc)
    finally:
        library.close()
        search.close()


def test_the_fuzzed_files_are_real_libraries(
    recordings_file: Path, card_library_file: Path
) -> None:
    """The undamaged files read completely: the damage above is what makes a run fail."""
    with Library(recordings_file) as library:
        [info] = library.recordings()
        assert len(list(print_lines(library.open(info.id)))) > 40
    assert len(CardLibrary(card_library_file).all_cards("vanguard")) == 60

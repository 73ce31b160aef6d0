"""A user's card library written by the version 1 program (one table with Vanguard's fields) is
migrated to version 2 (the core of each card, and each game's attributes in its own table) when
it is opened, and every card comes back with every field, its source and what was inferred.

`fixtures/cards/library-v1.db` was written by the program at commit 6eb8411: the CGS JSON and
CSV fixtures imported, seven custom cards added (one of them hiding a bundled card, one of a
game without attributes of its own); `library-v1.json` lists every card as that program read it.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import shutil
import sqlite3
from pathlib import Path
from typing import Any

import pytest

import playtester  # noqa: F401  (registers the games' card models)
from playtester.cards import db, schema
from playtester.cards.library import Library
from playtester.cards.search import CardSearch
from playtester.engine.cards import Card
from playtester.games.vanguard.cards import VanguardCard

FIXTURES = Path(__file__).parent / "fixtures" / "cards"
EXPECTED: list[dict[str, Any]] = json.loads(
    (FIXTURES / "library-v1.json").read_text(encoding="utf-8")
)
CORE = ("name", "game", "kind", "text", "number")


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


# the Vanguard fields later versions added, as a version 1 card has them: no picture (version
# 2), no kind of order (version 7: NULL for every card of an older file)
LATER: dict[str, Any] = {"picture": "", "order_kind": None}


@pytest.fixture
def v1_library(tmp_path: Path) -> Path:
    path = tmp_path / "library.db"
    shutil.copy2(FIXTURES / "library-v1.db", path)
    return path


def _fields(card: Card) -> dict[str, Any]:
    out = {f.name: getattr(card, f.name) for f in dataclasses.fields(card)}
    return {k: list(v) if isinstance(v, tuple) else v for k, v in out.items()}


def test_the_fixture_is_a_version_1_library(v1_library: Path) -> None:
    conn = sqlite3.connect(v1_library)
    assert conn.execute("SELECT value FROM meta").fetchone() == ("1",)
    assert conn.execute("SELECT count(*) FROM cards").fetchone() == (len(EXPECTED),)
    conn.close()
    sources = {card["source"] for card in EXPECTED}
    assert sources == {"imported", "custom"} and any(card["inferred"] for card in EXPECTED)


def test_every_card_of_a_version_1_library_is_found_with_every_field(v1_library: Path) -> None:
    original = _digest(v1_library)
    library = Library(v1_library)
    for expected in EXPECTED:
        card = library.lookup(expected["game"], expected["name"])
        assert card is not None, expected["name"]
        if expected["game"] == "vanguard":
            assert isinstance(card, VanguardCard)
            assert _fields(card) == {**_without(expected, "source", "inferred"), **LATER}
        else:  # a game without attributes of its own keeps its core
            assert type(card) is Card
            assert _fields(card) == {**{k: expected[k] for k in CORE}, "picture": ""}
        source = library.source(expected["game"], expected["name"])
        assert (source[0], set(source[1])) == (expected["source"], set(expected["inferred"]))
    assert len(library.all_cards("vanguard")) == len(EXPECTED) - 1
    library.close()
    assert _digest(v1_library.with_name("library.db.v1.bak")) == original


def _without(data: dict[str, Any], *keys: str) -> dict[str, Any]:
    return {k: v for k, v in data.items() if k not in keys}


def test_the_migrated_file_has_the_current_layout(v1_library: Path) -> None:
    Library(v1_library).open()
    conn = sqlite3.connect(v1_library)
    assert conn.execute("SELECT value FROM meta").fetchone() == (str(schema.SCHEMA_VERSION),)
    columns = [row[1] for row in conn.execute("PRAGMA table_info(cards)")]
    assert columns == list(schema.COLUMNS)
    vanguard = conn.execute("SELECT count(*) FROM cards_vanguard").fetchone()[0]
    assert vanguard == len(EXPECTED) - 1  # not the other game's card
    orphans = "SELECT count(*) FROM cards_vanguard WHERE card NOT IN (SELECT id FROM cards)"
    assert conn.execute(orphans).fetchone() == (0,)
    assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
    conn.close()


def test_the_migrated_library_is_searched_and_written(v1_library: Path) -> None:
    search = CardSearch(db.bundled_db_path(), v1_library)
    hits = search.search("homebrew")
    assert {h.card.name for h in hits} == {
        "Homebrew Flash",
        "Homebrew Marker",
        "Homebrew Order",
        "Homebrew Overlord",
        "Homebrew Stride",
    }
    assert [h.card.name for h in search.search("mighty")] == ["Homebrew Overlord"]  # its text
    proxy = search.search("herald ysolde")
    assert [(h.card.text, h.source) for h in proxy] == [("My proxy of it.", "custom")]
    assert [h.card.name for h in search.search(trigger="stand", clan="lumen")] == ["Homebrew Flash"]
    search.close()
    library = Library(v1_library)
    library.upsert_custom(VanguardCard("Written After", grade=2, power=9000))
    assert library.remove("vanguard", "Homebrew Order")
    library.close()
    library = Library(v1_library)
    assert library.lookup("vanguard", "written after") is not None
    assert library.lookup("vanguard", "Homebrew Order") is None


def test_a_version_1_file_read_as_bundled_is_migrated_in_memory(tmp_path: Path) -> None:
    path = tmp_path / "cards.db"
    shutil.copy2(FIXTURES / "library-v1.db", path)
    before = _digest(path)
    cards = {card.name: card for card in db.CardDatabase(path).all_cards("vanguard")}
    for expected in EXPECTED:
        if expected["game"] == "vanguard":
            expected_fields = {**_without(expected, "source", "inferred"), **LATER}
            assert _fields(cards[expected["name"]]) == expected_fields
    assert _digest(path) == before

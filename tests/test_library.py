"""The user's card library and the card database layout it shares with the bundled cards.db:
creating, writing in transactions, lookups, schema versions, migration and damaged files."""

from __future__ import annotations

import hashlib
import shutil
import sqlite3
from pathlib import Path

import pytest

import playtester  # noqa: F401  (registers the card lookups)
from playtester.cards import db, library, schema
from playtester.cards.library import Evidence, ImportedCard, Library
from playtester.cards.schema import SCHEMA_VERSION, CardDatabaseError
from playtester.engine import registry
from playtester.games.vanguard.cards import VanguardCard
from tests.old_libraries import write_v0

SKILLS = Evidence("skills", "grade", "a grade 1 unit: boost")

OWL = VanguardCard("Hushwing Owl", grade=1, power=7000, shield=5000, clan="Lumen Order")
BUNDLED = "Pyrevast, the Ember Tyrant"  # a card of the bundled set


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_the_file_appears_on_the_first_write_only(tmp_path: Path) -> None:
    lib = Library(tmp_path / "sub" / "library.db")
    assert lib.lookup("vanguard", "Hushwing Owl") is None and lib.all_cards("vanguard") == []
    assert lib.source("vanguard", "Hushwing Owl") is None
    assert not lib.remove("vanguard", "Hushwing Owl")
    assert not lib.path.exists()
    report = lib.add_cards([OWL])
    assert report.added == 1 and lib.path.exists()
    conn = sqlite3.connect(lib.path)
    assert conn.execute("PRAGMA journal_mode").fetchone() == ("wal",)
    assert conn.execute("SELECT value FROM meta").fetchone() == (str(SCHEMA_VERSION),)
    assert conn.execute("SELECT source FROM cards").fetchall() == [("imported",)]
    conn.close()


def test_default_library_lives_in_the_data_folder(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setenv("PLAYTESTER_HOME", str(tmp_path / "elsewhere"))
    assert library.default_library().path == tmp_path / "elsewhere" / "library.db"
    library.default_library().add_cards([OWL])
    assert library.lookup("vanguard", "hushwing owl") == OWL
    assert library.all_cards("vanguard") == [OWL]


def test_lookup_all_cards_and_remove(tmp_path: Path) -> None:
    lib = Library(tmp_path / "library.db")
    other = VanguardCard(
        "Éclair Wyvern", grade=2, power=9000, clan="Lumen Order", skills=("intercept",)
    )
    lib.add_cards([OWL, other])
    assert lib.lookup("vanguard", "Hushwing Owl") == OWL
    assert lib.lookup("vanguard", "  hushwing   OWL ") == OWL
    assert lib.lookup("wixoss", "Hushwing Owl") is None
    assert [c.name for c in lib.all_cards("vanguard")] == ["Hushwing Owl", "Éclair Wyvern"]
    assert lib.remove("vanguard", "HUSHWING OWL")
    assert lib.lookup("vanguard", "Hushwing Owl") is None
    assert not lib.remove("vanguard", "Hushwing Owl")


def test_counts_and_inferred_fields(tmp_path: Path) -> None:
    lib = Library(tmp_path / "library.db")
    first = lib.add_cards([ImportedCard(OWL, (SKILLS,), "line 2")])
    assert (first.added, first.changed, first.unchanged) == (1, 0, 0)
    assert lib.source("vanguard", "Hushwing Owl") == ("imported", ("skills",))
    same = lib.add_cards([ImportedCard(OWL, (SKILLS,), "line 2")])
    assert (same.added, same.changed, same.unchanged) == (0, 0, 1)
    stronger = VanguardCard("Hushwing Owl", grade=1, power=8000, shield=5000, clan="Lumen Order")
    changed = lib.add_cards([stronger, OWL])
    assert (changed.added, changed.changed) == (0, 1)
    assert [str(s) for s in changed.skipped] == [
        "card 2 (number): the same printing as card 1, with other data; card 1 was kept"
    ]
    assert lib.lookup("vanguard", "Hushwing Owl") == stronger
    assert lib.source("vanguard", "Hushwing Owl") == ("imported", ())


def test_custom_cards_replace_imported_ones_not_the_reverse(tmp_path: Path) -> None:
    lib = Library(tmp_path / "library.db")
    lib.add_cards([OWL])
    proxy = VanguardCard("Hushwing Owl", grade=1, power=9000, clan="Mine")
    assert lib.upsert_custom(proxy) == "updated"
    assert lib.upsert_custom(proxy) == "unchanged"
    assert lib.source("vanguard", "Hushwing Owl") == ("custom", ())
    report = lib.add_cards([OWL])
    assert report.added == report.changed == 0 and len(report.skipped) == 1
    assert lib.lookup("vanguard", "Hushwing Owl") == proxy
    with pytest.raises(ValueError, match="source must be"):
        lib.add_cards([OWL], source="bundled")


def test_a_failing_write_rolls_everything_back(tmp_path: Path) -> None:
    lib = Library(tmp_path / "library.db")
    lib.add_cards([OWL])
    too_big = VanguardCard("Overflow Titan", power=2**70)  # SQLite integers stop at 2**63
    with pytest.raises(OverflowError):
        lib.add_cards([VanguardCard("Fine Card"), too_big])
    assert [c.name for c in lib.all_cards("vanguard")] == ["Hushwing Owl"]


def test_another_connection_sees_changes(tmp_path: Path) -> None:
    path = tmp_path / "library.db"
    reader, writer = Library(path), Library(path)
    writer.add_cards([OWL])
    assert reader.lookup("vanguard", "Hushwing Owl") == OWL
    writer.remove("vanguard", "Hushwing Owl")
    assert reader.lookup("vanguard", "Hushwing Owl") is None


def test_library_cards_shadow_bundled_ones_in_the_registry() -> None:
    bundled = registry.find_card("vanguard", BUNDLED)
    assert bundled is not None and bundled == db.lookup("vanguard", BUNDLED)
    proxy = VanguardCard(BUNDLED, grade=3, power=20000, clan="Proxy")
    library.default_library().upsert_custom(proxy)
    assert registry.find_card("vanguard", BUNDLED) == proxy
    assert library.find_card("vanguard", BUNDLED) == proxy
    assert library.find_card("vanguard", "Hushwing Owl") is None
    library.default_library().remove("vanguard", BUNDLED)
    assert registry.find_card("vanguard", BUNDLED) == bundled


def test_close_names_come_from_library_and_bundled_cards() -> None:
    library.default_library().add_cards([OWL])
    assert library.close_names("vanguard", "Hushwing Ow")[0] == "Hushwing Owl"
    assert BUNDLED in library.close_names("vanguard", "Pyrevast the Ember Tyrant")


def test_a_damaged_library_does_not_stop_bundled_lookups() -> None:
    library.library_path().write_bytes(b"this is not a database" * 100)
    with pytest.warns(RuntimeWarning, match="library.db"):
        card = registry.find_card("vanguard", BUNDLED)
    assert card is not None and card.name == BUNDLED


# -- schema versions and migration ---------------------------------------------------------


def _v0_file(path: Path) -> None:
    """The layout before versions: no `source` column, no meta table, no full-text index."""
    write_v0(
        path, [OWL, VanguardCard("Blaster of Old", grade=3, power=10000, text="Counter Blast (1).")]
    )


def test_an_unversioned_library_is_migrated_and_backed_up(tmp_path: Path) -> None:
    path = tmp_path / "library.db"
    _v0_file(path)
    original = _digest(path)
    lib = Library(path)
    assert lib.lookup("vanguard", "Hushwing Owl") == OWL
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT value FROM meta").fetchone() == (str(SCHEMA_VERSION),)
    found = conn.execute(
        "SELECT source, trigger_power FROM cards JOIN cards_vanguard ON card = id"
    ).fetchall()
    assert set(found) == {("imported", 5000)}
    hits = conn.execute("SELECT name FROM cards_fts WHERE cards_fts MATCH 'blast*'").fetchall()
    assert hits == [("Blaster of Old",)]
    conn.close()
    backup = tmp_path / "library.db.v0.bak"
    assert _digest(backup) == original
    lib.add_cards([VanguardCard("New Card")])  # the triggers of the rebuilt index work
    assert lib.lookup("vanguard", "New Card") is not None


def test_an_old_bundled_file_is_read_in_memory_and_never_written(tmp_path: Path) -> None:
    path = tmp_path / "cards.db"
    _v0_file(path)
    before = _digest(path)
    conn = schema.open_readonly(path)
    assert schema.read_version(conn, path) == SCHEMA_VERSION
    assert conn.execute("SELECT DISTINCT source FROM cards").fetchall() == [("bundled",)]
    conn.close()
    assert db.CardDatabase(path).lookup("vanguard", "hushwing owl") == OWL
    assert _digest(path) == before


def test_the_migration_list_reaches_the_current_version() -> None:
    assert len(schema.MIGRATIONS) == SCHEMA_VERSION


def _newer_file(path: Path) -> None:
    conn = sqlite3.connect(path)
    schema.create(conn)
    conn.execute("UPDATE meta SET value = '99' WHERE key = 'schema_version'")
    conn.commit()
    conn.close()


def test_a_newer_file_is_refused_by_every_reader(tmp_path: Path) -> None:
    path = tmp_path / "library.db"
    _newer_file(path)
    before = _digest(path)
    for read in (
        lambda: Library(path).lookup("vanguard", "x"),
        lambda: Library(path).add_cards([OWL]),
        lambda: db.CardDatabase(path).lookup("vanguard", "x"),
        lambda: schema.open_readonly(path),
    ):
        with pytest.raises(CardDatabaseError) as caught:
            read()
        message = str(caught.value)
        assert str(path) in message and "version 99" in message
        assert f"up to version {SCHEMA_VERSION}" in message and "update playtester" in message
    assert _digest(path) == before


@pytest.mark.parametrize(
    "content", [b"garbage " * 1000, b"SQLite format 3\x00" + b"\x01" * 5000, b"\x00" * 4096]
)
def test_a_damaged_file_is_named_and_left_alone(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "library.db"
    path.write_bytes(content)
    for read in (
        lambda: Library(path).add_cards([OWL]),
        lambda: db.CardDatabase(path).all_cards("vanguard"),
    ):
        with pytest.raises(CardDatabaseError, match=r"card database|card library") as caught:
            read()
        assert str(path) in str(caught.value)
        assert "cannot read" in str(caught.value) or "is damaged" in str(caught.value)
    assert path.read_bytes() == content


def test_an_unrelated_sqlite_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "other.db"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE notes (text)")
    conn.commit()
    conn.close()
    with pytest.raises(CardDatabaseError, match="holds no card table"):
        Library(path).add_cards([OWL])


def test_the_bundled_database_cannot_be_the_library() -> None:
    with pytest.raises(CardDatabaseError, match="bundled database cannot be used"):
        Library(db.bundled_db_path()).add_cards([OWL])


def test_reading_the_bundled_database_never_changes_it(tmp_path: Path) -> None:
    copy = tmp_path / "cards.db"
    shutil.copy2(db.bundled_db_path(), copy)
    before = (_digest(copy), copy.stat().st_mtime_ns)
    database = db.CardDatabase(copy)
    assert database.lookup("vanguard", BUNDLED) is not None
    conn = schema.open_readonly(copy)
    conn.execute("SELECT count(*) FROM cards_fts WHERE cards_fts MATCH 'tyrant'").fetchone()
    conn.close()
    assert (_digest(copy), copy.stat().st_mtime_ns) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["cards.db"]  # no -wal, no -journal

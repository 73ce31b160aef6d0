"""The user's card library is checked by SQLite (`quick_check`) only when it changed since the
check last found it whole (`cards/checked.py`): an unchanged file is not checked again on every
start, and a file written since, damaged or not, is checked and a damage reported."""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path
from typing import Any

import pytest

import playtester  # noqa: F401  (registers the games' card tables)
from playtester.cards import checked, library
from playtester.cards.library import Library, library_path
from playtester.games.vanguard.cards import VanguardCard


def _stocked() -> Path:
    """The user's library with 300 cards, opened once since its last write (so checked and
    found whole), and closed."""
    cards = [VanguardCard(f"Knight {i}", grade=1, power=8000, text="x" * 200) for i in range(300)]
    written = Library(library_path())
    written.add_cards(cards)
    written.close()
    opened = Library(library_path())
    opened.open_existing()
    opened.close()
    return library_path()


def _statements(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every statement the library's connections run from now on."""
    run: list[str] = []
    connect = sqlite3.connect

    def traced(*args: Any, **kwargs: Any) -> sqlite3.Connection:
        conn = connect(*args, **kwargs)
        conn.set_trace_callback(run.append)
        return conn

    monkeypatch.setattr(library.sqlite3, "connect", traced)
    return run


def _damage_an_index(path: Path) -> None:
    """Garbage over the name index's root page: the tables still read, SQLite's check fails."""
    conn = sqlite3.connect(path)
    root = conn.execute("SELECT rootpage FROM sqlite_master WHERE name = 'cards_by_name'")
    page = root.fetchone()[0]
    size = conn.execute("PRAGMA page_size").fetchone()[0]
    conn.close()
    with open(path, "r+b") as file:
        file.seek((page - 1) * size + 8)
        file.write(b"\xff" * 64)


def test_an_unchanged_library_is_not_checked_again(monkeypatch: pytest.MonkeyPatch) -> None:
    path = _stocked()
    assert checked.found_whole(path)
    run = _statements(monkeypatch)
    assert library.file_problem() == ""
    assert run and not [s for s in run if "quick_check" in s]  # opened, its tables looked at
    library.default_library().close()
    path.write_bytes(path.read_bytes())  # written since (the same bytes): checked again
    assert not checked.found_whole(path)
    assert library.file_problem() == ""
    assert [s for s in run if "quick_check" in s]


def test_a_library_damaged_since_its_check_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    """Even when its modification time is put back: the change time still tells."""
    path = _stocked()
    before = path.stat()
    _damage_an_index(path)
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert path.stat().st_size == before.st_size
    monkeypatch.setattr(library, "_left_out", "")
    assert "SQLite finds it damaged" in library.file_problem()
    library.default_library().close()
    assert "SQLite finds it damaged" in library.file_problem()  # and not remembered as whole


def test_a_write_waiting_in_the_log_is_a_change() -> None:
    """A write another connection has not yet moved from the write-ahead log into the file
    changes the library as much as one that has."""
    path = _stocked()
    writer = sqlite3.connect(path)
    writer.execute("PRAGMA journal_mode = WAL")
    writer.execute("UPDATE cards SET name = 'Knight Renamed' WHERE name = 'Knight 1'")
    writer.commit()
    try:
        assert path.with_name(f"{path.name}-wal").stat().st_size > 0
        assert not checked.found_whole(path)
    finally:
        writer.close()


def test_a_library_elsewhere_keeps_no_record_and_leaves_the_data_folder_alone(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Only the user's library is remembered: a library file elsewhere (a command's, a test's)
    gets no record beside it, and opening it neither makes nor probes the data folder."""
    home = tmp_path / "not-yet"
    monkeypatch.setenv("PLAYTESTER_HOME", str(home))
    elsewhere = tmp_path / "cards" / "library.db"
    other = Library(elsewhere)
    other.add_cards([VanguardCard("Knight Elsewhere", grade=1, power=8000)])
    other.close()
    reopened = Library(elsewhere)
    reopened.open_existing()
    reopened.close()
    assert sorted(p.name for p in elsewhere.parent.iterdir()) == ["library.db"]
    assert not home.exists()

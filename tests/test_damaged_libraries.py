"""Damaged library files: the recordings library and the card library are checked when opened;
what is wrong is said in a sentence naming the file, nothing is recreated empty in a library
that holds something, and a damaged file is moved aside (renamed, never deleted) on request."""

from __future__ import annotations

import re
import sqlite3
from pathlib import Path

import pytest

from playtester.cards.library import CardLibraryDamaged, library_path
from playtester.cards.library import Library as CardLibrary
from playtester.cards.library import move_aside as move_card_library_aside
from playtester.cli import main
from playtester.games.vanguard.cards import VanguardCard
from playtester.record.library import Library, LibraryDamaged, LibraryError, move_aside
from playtester.record.sample import play_recorded
from playtester.userdata import home

DAMAGED_NAME = re.compile(r"recordings\.damaged-\d{8}-\d{6}(-\d+)?\.db")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def _recorded(path: Path) -> int:
    """A library file holding one finished game; returns the game's id."""
    with Library(path) as library:
        recording = play_recorded(library, seed=3, limit=40)
        return recording.id


def _tables(path: Path) -> set[str]:
    with sqlite3.connect(path) as db:
        return {row[0] for row in db.execute("SELECT name FROM sqlite_master")}


def _sql(path: Path, *statements: str) -> None:
    db = sqlite3.connect(path)
    for statement in statements:
        db.execute(statement)
    db.commit()
    db.close()


# -- the recordings library ---------------------------------------------------------------------


def test_a_missing_steps_table_is_reported_never_recreated(tmp_path: Path) -> None:
    path = tmp_path / "recordings.db"
    _recorded(path)
    _sql(path, "DROP TABLE steps")
    with pytest.raises(LibraryDamaged) as caught:
        Library(path)
    assert str(caught.value) == (
        f"the recordings library {path} is damaged: its steps table is missing"
    )
    assert caught.value.path == path
    assert "steps" not in _tables(path)  # not silently recreated empty


def test_an_empty_library_missing_a_table_gets_it_back(tmp_path: Path) -> None:
    path = tmp_path / "recordings.db"
    Library(path).close()
    _sql(path, "DROP TABLE annotation_edits")
    Library(path).close()  # nothing to lose: the table is made again
    assert "annotation_edits" in _tables(path)


def test_a_missing_column_is_reported(tmp_path: Path) -> None:
    path = tmp_path / "recordings.db"
    _recorded(path)
    _sql(path, "ALTER TABLE steps DROP COLUMN events")
    with pytest.raises(LibraryDamaged, match="its steps table lacks the column events"):
        Library(path)


def test_damaged_pages_are_found_by_the_integrity_check(tmp_path: Path) -> None:
    path = tmp_path / "recordings.db"
    _recorded(path)
    data = bytearray(path.read_bytes())
    page = 4096
    for offset in range(3 * page, len(data), page):  # scribble over b-tree page headers
        data[offset : offset + 8] = b"\xff" * 8
    path.write_bytes(bytes(data))
    with pytest.raises(LibraryDamaged, match=f"the recordings library {re.escape(str(path))}"):
        Library(path)


def test_a_schema_version_that_is_not_a_number(tmp_path: Path) -> None:
    path = tmp_path / "recordings.db"
    _recorded(path)
    _sql(path, "UPDATE info SET value = 'one' WHERE key = 'schema_version'")
    with pytest.raises(LibraryDamaged, match="its layout version 'one' is not a number"):
        Library(path)


def test_a_newer_library_is_not_called_damaged(tmp_path: Path) -> None:
    path = tmp_path / "recordings.db"
    _recorded(path)
    _sql(path, "UPDATE info SET value = '9' WHERE key = 'schema_version'", "DROP TABLE steps")
    with pytest.raises(LibraryError, match="newer playtester") as caught:
        Library(path)
    assert not isinstance(caught.value, LibraryDamaged)


def test_a_file_that_is_no_database_is_damaged(tmp_path: Path) -> None:
    path = tmp_path / "recordings.db"
    path.write_bytes(b"this is not a database" * 100)
    with pytest.raises(LibraryDamaged, match="not a database"):
        Library(path)


def test_moving_aside_renames_the_file_and_its_journal(tmp_path: Path) -> None:
    path = tmp_path / "recordings.db"
    _recorded(path)
    keep = Library(path)  # an open connection keeps the -wal and -shm files
    _sql(path, "DROP TABLE steps")
    assert Path(f"{path}-wal").exists()
    keep.close()
    before = path.read_bytes()
    Path(f"{path}-wal").write_bytes(b"wal")
    Path(f"{path}-shm").write_bytes(b"shm")
    moved = move_aside(path)
    assert DAMAGED_NAME.fullmatch(moved.name) and moved.parent == tmp_path
    assert moved.read_bytes() == before and not path.exists()
    assert Path(f"{moved}-wal").read_bytes() == b"wal"
    assert Path(f"{moved}-shm").read_bytes() == b"shm"
    assert not Path(f"{path}-wal").exists() and not Path(f"{path}-shm").exists()
    assert Library(path).recordings() == []  # a new library starts
    again = move_aside(path)  # twice in the same second: another name, nothing overwritten
    assert again != moved and moved.exists()


def test_the_cli_says_what_is_wrong_and_how_to_move_it_aside(
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = home() / "recordings.db"
    _recorded(path)
    _sql(path, "DROP TABLE steps")
    for command in (["replay", "list"], ["replay", "print", "1"], ["replay", "export", "1", "x"]):
        code, out, err = run(capsys, *command)
        assert code == 1 and out == ""
        assert err.count("\n") == 1 and "its steps table is missing" in err
        assert "playtester replay move-aside" in err
    assert path.exists()  # the CLI never moves it by itself
    code, out, err = run(capsys, "replay", "move-aside")
    assert code == 0 and err == ""
    [moved] = tmp_files = [p for p in home().iterdir() if DAMAGED_NAME.fullmatch(p.name)]
    assert str(moved) in out and tmp_files
    code, out, _ = run(capsys, "replay", "list")
    assert code == 0 and "no recordings yet" in out


def test_the_cli_does_not_move_a_healthy_library(capsys: pytest.CaptureFixture[str]) -> None:
    _recorded(home() / "recordings.db")
    code, _, err = run(capsys, "replay", "move-aside")
    assert code == 1 and "not damaged" in err
    assert (home() / "recordings.db").exists()


# -- the card library ---------------------------------------------------------------------------


def _stocked(path: Path) -> None:
    library = CardLibrary(path)
    library.add_cards(
        [VanguardCard("Alpha Knight", grade=1, power=8000), VanguardCard("Beta Mage", grade=2)]
    )
    library.close()


@pytest.mark.parametrize(
    ("statement", "problem"),
    [
        ("DROP TABLE cards_fts", "its search index cards_fts is missing"),
        ("DROP TABLE inferred", "its inferred table is missing"),
        ("DROP TRIGGER cards_ai", "its search index is incomplete (cards_ai is missing)"),
        ("DROP TABLE cards_vanguard", "its table of vanguard cards (cards_vanguard) is missing"),
        ("ALTER TABLE cards_vanguard DROP COLUMN race", "cards_vanguard lacks the column(s) race"),
        ("DROP TRIGGER cards_vanguard_ad", "the trigger cards_vanguard_ad that keeps"),
        ("UPDATE meta SET value = 'x' WHERE key = 'schema_version'", "'x' is not a number"),
    ],
)
def test_a_damaged_card_library_is_reported(tmp_path: Path, statement: str, problem: str) -> None:
    path = tmp_path / "library.db"
    _stocked(path)
    _sql(path, statement)
    with pytest.raises(CardLibraryDamaged) as caught:
        CardLibrary(path).open()
    assert str(caught.value).startswith(f"your card library {path} is damaged: ")
    assert problem in str(caught.value)


def test_damaged_card_library_pages(tmp_path: Path) -> None:
    path = tmp_path / "library.db"
    library = CardLibrary(path)
    library.add_cards([VanguardCard(f"Card {i}", text="words " * 50) for i in range(300)])
    library.close()
    data = bytearray(path.read_bytes())
    for offset in range(2 * 4096, len(data), 4096):
        data[offset : offset + 8] = b"\xff" * 8
    path.write_bytes(bytes(data))
    with pytest.raises(CardLibraryDamaged):
        CardLibrary(path).lookup("vanguard", "Card 1")


def test_cards_search_says_what_is_wrong_and_cards_move_aside_moves_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = library_path()
    _stocked(path)
    _sql(path, "DROP TABLE cards_fts")
    code, out, err = run(capsys, "cards", "search", "alpha")
    assert code == 1 and out == "" and err.count("\n") == 1
    assert "its search index cards_fts is missing" in err
    assert "playtester cards move-aside" in err
    deck = Path(__file__).resolve().parents[1] / "assets" / "decks" / "brasswork-covenant.txt"
    code, out, _ = run(capsys, "deck", "check", str(deck))
    assert code == 1 and "cards_fts is missing" in out and "playtester cards move-aside" in out
    code, out, err = run(capsys, "cards", "move-aside")
    assert code == 0 and err == "" and "library.damaged-" in out
    code, out, err = run(capsys, "cards", "search", "alpha")
    assert code == 0 and "no cards found" in out


def test_move_card_library_aside_returns_the_new_path(tmp_path: Path) -> None:
    path = tmp_path / "library.db"
    _stocked(path)
    moved = move_card_library_aside(path)
    assert re.fullmatch(r"library\.damaged-\d{8}-\d{6}\.db", moved.name)
    assert not path.exists() and CardLibrary(moved).lookup("vanguard", "Alpha Knight")


# -- one card row that does not read back -------------------------------------------------------


def _oops(path: Path) -> None:
    """A card library whose Alpha Knight has a power that is not a number (edited by hand)."""
    _stocked(path)
    _sql(
        path,
        "UPDATE cards_vanguard SET power = 'oops'"
        " WHERE card = (SELECT id FROM cards WHERE name = 'Alpha Knight')",
    )


def test_an_unreadable_card_row_is_said_by_demo_and_cards_move_aside_moves_it(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from playtester.cards import library

    monkeypatch.setattr(library, "_left_out", "")
    _oops(library_path())
    code, out, err = run(capsys, "demo", "--seed", "2")
    assert code == 0 and out  # the demo is played, with the bundled cards
    assert "the card 'Alpha Knight' is not readable (its power)" in err
    assert "playtester cards move-aside" in err
    monkeypatch.setattr(library, "_left_out", "")
    code, out, err = run(capsys, "cards", "move-aside")
    assert code == 0 and err == "" and "library.damaged-" in out
    assert not library_path().exists()


def test_an_unreadable_card_row_makes_the_library_damaged_for_every_reader(
    capsys: pytest.CaptureFixture[str],
) -> None:
    _oops(library_path())
    code, out, err = run(capsys, "cards", "search", "alpha")
    assert code == 1 and out == "" and err.count("\n") == 1
    assert "'Alpha Knight' is not readable" in err and "playtester cards move-aside" in err
    with pytest.raises(CardLibraryDamaged, match="'Alpha Knight' is not readable"):
        CardLibrary(library_path()).check()


def test_the_table_with_decks_is_not_refused_for_an_unreadable_card_row(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from playtester.cards import library
    from playtester.cli import check_table

    monkeypatch.setattr(library, "_left_out", "")
    _oops(library_path())
    decks = Path(__file__).resolve().parents[1] / "assets" / "decks"
    bundled = ["--deck", str(decks / "brasswork-covenant.txt")]
    bundled += ["--deck", str(decks / "tidecaller-armada.txt")]
    assert check_table(bundled) is None  # the window asks about the library
    assert library.problem()  # nothing was left out behind the window's back
    mine = tmp_path / "mine.txt"
    text = (decks / "brasswork-covenant.txt").read_text(encoding="utf-8")
    mine.write_text(text.replace("4x Balance Wheel Aegis", "4x Alpha Knight"), encoding="utf-8")
    problem = check_table(["--deck", str(mine), *bundled[2:]])
    assert problem is not None and "Alpha Knight" in problem
    assert "'Alpha Knight' is not readable" in problem and "cards move-aside" in problem


# -- one recording row holding text that is not UTF-8 ------------------------------------------


def _two_recorded(path: Path) -> None:
    with Library(path) as library:
        play_recorded(library, seed=3, limit=40)
        play_recorded(library, seed=4, limit=40)


NOT_UTF8 = "CAST(x'ff80' AS TEXT)"  # bytes no UTF-8 text holds, stored as text


@pytest.mark.parametrize(
    ("statement", "said"),
    [
        (f"UPDATE steps SET action = {NOT_UTF8} WHERE recording = 1 AND node = 3", "step 3"),
        (f"UPDATE steps SET events = {NOT_UTF8} WHERE recording = 1 AND node = 3", "step 3"),
        (f"UPDATE snapshots SET state = {NOT_UTF8} WHERE recording = 1 AND node = 0",
         "the snapshot at step 0"),
        (f"UPDATE journal SET op = {NOT_UTF8} WHERE recording = 1 AND seq = 2", "its journal"),
        (f"UPDATE recordings SET meta = {NOT_UTF8} WHERE id = 1", "its details"),
        (f"UPDATE recordings SET title = {NOT_UTF8} WHERE id = 1", "its title"),
    ],
)  # fmt: skip
def test_one_recording_with_text_that_is_not_utf8_is_damaged_alone(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, statement: str, said: str
) -> None:
    path = home() / "recordings.db"
    _two_recorded(path)
    _sql(path, statement)
    damaged = "recording 1 in the recordings library is damaged: "
    for command in (["replay", "print", "1"], ["replay", "export", "1", str(tmp_path / "1.json")]):
        code, out, err = run(capsys, *command)
        assert code == 1 and out == "" and err.count("\n") == 1, err
        assert damaged in err and said in err and "not UTF-8" in err, err
        assert "move-aside" not in err  # the library is not damaged: the other games work
    assert not (tmp_path / "1.json").exists()
    code, out, err = run(capsys, "replay", "print", "2")
    assert code == 0 and err == "" and out
    code, out, err = run(capsys, "replay", "export", "2", str(tmp_path / "2.json"))
    assert code == 0 and (tmp_path / "2.json").exists()
    code, out, err = run(capsys, "replay", "list")
    lines = {line.split()[0]: line for line in out.splitlines()[1:]}
    assert "DAMAGED" in lines["1"] and "DAMAGED" not in lines["2"]
    assert code == 1 and f"recording 1 is damaged: there is text that is not UTF-8 in {said}" in err
    code, out, err = run(capsys, "replay", "move-aside")
    assert code == 1 and "not damaged" in err  # rightly: recording 2 is fine


def test_a_card_library_whose_migration_fails_is_said_and_moved_aside(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """A version-0 library holding one card twice cannot take the current layout: it was said
    as an SQLite error with no way out, and `cards move-aside` refused it as "not damaged"."""
    from tests.old_libraries import write_v0

    twice = VanguardCard("Twice Card", grade=1, number="X/001")
    write_v0(library_path(), [twice, twice])
    code, out, err = run(capsys, "cards", "search", "twice")
    assert code == 1 and out == "" and err.count("\n") == 1, err
    assert "is damaged: it could not be brought up to date from layout version 0" in err
    assert "UNIQUE constraint failed" in err and "playtester cards move-aside" in err
    code, out, err = run(capsys, "cards", "move-aside")
    assert code == 0 and err == "" and "library.damaged-" in out, err
    [moved] = home().glob("library.damaged-*.db")
    assert sqlite3.connect(moved).execute("SELECT COUNT(*) FROM cards").fetchone() == (2,)
    code, out, _ = run(capsys, "cards", "search", "twice")
    assert code == 0 and "no cards found" in out


@pytest.mark.parametrize(
    ("command", "name"), [("cards", "library.db"), ("replay", "recordings.db")]
)
def test_a_library_that_is_a_folder_is_moved_aside(
    capsys: pytest.CaptureFixture[str], command: str, name: str
) -> None:
    """A folder where a library should be cannot be opened, and was refused by move-aside."""
    folder = home() / name
    folder.mkdir()
    (folder / "kept.txt").write_text("what the folder holds", encoding="utf-8")
    code, out, err = run(capsys, command, "move-aside")
    assert code == 0 and err == "" and "damaged-" in out, err
    [moved] = home().glob(f"{name.removesuffix('.db')}.damaged-*.db")
    assert (moved / "kept.txt").read_text(encoding="utf-8") == "what the folder holds"
    assert not folder.exists()

"""What a player types on the command line never ends in a traceback: a bad file, a huge number,
a full disk or a damaged library row is one sentence on stderr and a non-zero exit. The table's
options are checked before its window opens; a deck list or a saved game that cannot be played
is found once the window is there (the game is dealt while it answers), and the window closes
with the table never filled in."""

from __future__ import annotations

import json
import shlex
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from playtester.cards.library import Library as CardLibrary
from playtester.cards.library import default_library
from playtester.cli import main
from playtester.engine import Game
from playtester.games.vanguard.cards import VanguardCard
from playtester.record import savegame
from playtester.record.library import Library
from playtester.record.portable import export_document
from playtester.record.sample import play_recorded
from playtester.record.tree import StepInfo, Tree
from playtester.resources import demo_decks
from playtester.userdata import home

DECKS = demo_decks()[:2]
HUGE = str(10**30)


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def one_sentence(code: int, err: str, *parts: str) -> None:
    """A non-zero exit and one line on stderr holding every part, and no traceback."""
    assert code != 0
    assert err.count("\n") == 1 and "Traceback" not in err, err
    for part in parts:
        assert part in err, err


@pytest.fixture
def window(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    """The table's `run`, replaced: the arguments it would have started with."""
    from playtester.ui import app

    started: list[list[str]] = []

    def run(argv: list[str]) -> int:
        started.append(argv)
        return 0

    monkeypatch.setattr(app, "run", run)
    return started


@pytest.fixture
def table(qapp: Any, monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """The real table's start (offscreen): the games its window was filled in with."""
    from playtester.ui.window import MainWindow

    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # the table installs its own
    filled: list[object] = []
    fill = MainWindow.fill

    def watched(self: MainWindow, controller: Any) -> None:
        filled.append(controller)
        fill(self, controller)

    monkeypatch.setattr(MainWindow, "fill", watched)
    return filled


def _save(tmp_path: Path, doc: Any, name: str = "game.json") -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def _saved_game() -> dict[str, Any]:
    game = Game.new(decks=[p.read_text(encoding="utf-8") for p in DECKS], seed=2)
    return savegame.to_document(game)


# -- the table's arguments ------------------------------------------------------------------------


def test_good_table_arguments_start_the_window(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, window: list[list[str]]
) -> None:
    path = _save(tmp_path, _saved_game())
    argv = ["table", "--open", str(path), "--size", "1400x900"]
    assert run(capsys, *argv)[0] == 0
    decks = ["--deck", str(DECKS[0]), "--deck", str(DECKS[1])]
    assert run(capsys, *decks)[0] == 0
    assert window == [argv[1:], decks]


@pytest.mark.parametrize(
    ("content", "part"),
    [
        (None, "No such file"),
        (b"\x00\x01binary\xff" * 50, "not UTF-8 text"),
        (b"{not json", "not JSON (line 1"),
        (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
        (b'{"kind": "playtester-game", "version": 1, "actions": []}', "start: missing"),
    ],
)
def test_table_open_a_bad_file(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    table: list[object],
    content: bytes | None,
    part: str,
) -> None:
    path = tmp_path / "bad.json"
    if content is not None:
        path.write_bytes(content)
    code, _, err = run(capsys, "table", "--open", str(path))
    one_sentence(code, err, "cannot open the saved game", str(path), part)
    assert table == []


def test_table_open_a_save_whose_turn_is_too_large(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, table: list[object]
) -> None:
    doc = _saved_game()
    doc["start"]["turn"] = 10**30
    code, _, err = run(capsys, "table", "--open", str(_save(tmp_path, doc)))
    one_sentence(code, err, "start.turn: expected a number from 0 to 100,000")
    assert table == []


@pytest.mark.parametrize(
    ("content", "part"),
    [
        (None, "No such file"),
        (bytes(range(256)) * 10, "binary data"),
        (b"4x Nobody Knows This Card\n", 'unknown card "Nobody Knows This Card"'),
        ("4x Piston Kn\u00f6ght Ferrum\n".encode("cp1252"), "UTF-8 only"),
        ("4x Piston Knight Ferrum\n".encode("utf-16"), "UTF-8 only"),
    ],
)
def test_table_and_demo_with_a_bad_deck(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    table: list[object],
    content: bytes | None,
    part: str,
) -> None:
    path = tmp_path / "deck.txt"
    if content is not None:
        path.write_bytes(content)
    code, _, err = run(capsys, "table", "--deck", str(path), "--deck", str(DECKS[0]))
    one_sentence(code, err, part)
    assert table == []
    if part != "UTF-8 only":  # the demo reads other encodings, with a note
        code, out, err = run(capsys, "demo", "--deck", str(path), "--deck", str(DECKS[0]))
        one_sentence(code, err, part)
        assert out == ""


def test_table_with_one_deck(capsys: pytest.CaptureFixture[str], table: list[object]) -> None:
    code, _, err = run(capsys, "table", "--deck", str(DECKS[0]))
    one_sentence(code, err, "a game needs two decks, got 1")
    assert table == []


@pytest.mark.parametrize("size", ["abc", "1400", "1400x", "0x0", "99999999x900", "14OOx900"])
def test_table_size_that_is_not_a_size(
    capsys: pytest.CaptureFixture[str], window: list[list[str]], size: str
) -> None:
    code, _, err = run(capsys, "table", "--size", size)
    one_sentence(code, err, f"--size {size}: a window size is WIDTHxHEIGHT")
    assert window == []


def test_table_layout_that_cannot_be_written(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, window: list[list[str]]
) -> None:
    """`--layout` is checked before the window opens: a folder given for it, or a file in a
    folder that does not exist, was found only once painted (and `--quit-after-paint` hung)."""
    for layout, part in (
        (tmp_path, "this is a folder"),
        (tmp_path / "none" / "l.json", "no folder"),
    ):
        code, _, err = run(capsys, "table", "--quit-after-paint", "--layout", str(layout))
        one_sentence(code, err, f"--layout {layout}: ", part)
    assert window == []
    assert run(capsys, "table", "--layout", str(tmp_path / "layout.json"))[0] == 0


# -- huge numbers ---------------------------------------------------------------------------------


def test_huge_numbers_in_cards_search(capsys: pytest.CaptureFixture[str]) -> None:
    for option in ("--grade", "--power-min", "--power-max", "--limit"):
        with pytest.raises(SystemExit) as caught:
            main(["cards", "search", option, HUGE])
        assert caught.value.code == 2
        err = capsys.readouterr().err
        assert f"argument {option}: a number from" in err and "Traceback" not in err


def test_huge_numbers_name_no_recording(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "replay", "print", HUGE)
    one_sentence(code, err, f"no recording {HUGE}")
    with pytest.raises(SystemExit):
        main(["replay", "export", HUGE, "out.json"])
    assert "argument ID: a number from 1 to" in capsys.readouterr().err


def test_replay_import_of_a_huge_turn(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    doc = export_document(play_recorded(Library(memory=True), limit=10))
    doc["start"]["turn"] = 10**30
    code, _, err = run(capsys, "replay", "import", str(_save(tmp_path, doc)))
    one_sentence(code, err, "start.turn: expected a number from 0")


def test_a_lone_surrogate_in_a_recording(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    doc = export_document(play_recorded(Library(memory=True), limit=10))
    doc["title"] = "Ann \ud800 Ben"
    path = tmp_path / "odd.json"
    path.write_text(json.dumps(doc), encoding="utf-8")  # ASCII: the surrogate as an escape
    for command in ("import", "print"):
        code, _, err = run(capsys, "replay", command, str(path))
        one_sentence(code, err, "\\ud800, half of a character")


# -- a full disk ----------------------------------------------------------------------------------


def test_a_full_disk_during_cards_import(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    library = default_library()
    library.add_cards([VanguardCard("Kept Card", grade=1)])
    connect = CardLibrary._connection

    def small(self: CardLibrary, create: bool) -> sqlite3.Connection | None:
        conn = connect(self, create)
        if conn is not None:  # the file may not grow by a single page
            pages = conn.execute("PRAGMA page_count").fetchone()[0]
            conn.execute(f"PRAGMA max_page_count = {pages}")
        return conn

    monkeypatch.setattr(CardLibrary, "_connection", small)
    path = tmp_path / "many.csv"
    rows = [f"Imported Card {i},1,{i},{'words ' * 40}" for i in range(500)]
    path.write_text("name,grade,power,text\n" + "\n".join(rows), encoding="utf-8")
    code, out, err = run(capsys, "cards", "import", str(path))
    one_sentence(code, err, "the disk is full", "nothing was written")
    assert out == ""
    monkeypatch.undo()
    library.close()
    assert [c.name for c in CardLibrary(library.path).all_cards("vanguard")] == ["Kept Card"]


# -- damaged rows ---------------------------------------------------------------------------------


def _damaged(*statements: str) -> None:
    """The data folder's library with one recorded game (number 1), then changed."""
    path = home() / "recordings.db"
    with Library(path) as library:
        play_recorded(library, limit=40)
    db = sqlite3.connect(path)
    for statement in statements:
        db.execute(statement)
    db.commit()
    db.close()


@pytest.mark.parametrize(
    ("statement", "part"),
    [
        ("UPDATE steps SET events = '[{not json' WHERE node = 3", "the events of step 3"),
        ('UPDATE steps SET events = \'[{"type": "move"}]\' WHERE node = 3', "step 3"),
        ("UPDATE steps SET action = 'ride \"' WHERE node = 3", "step 3's action"),
        ("UPDATE snapshots SET state = '{\"format\": 1}' WHERE node = 0", "the snapshot at step 0"),
        ("UPDATE snapshots SET state = 'garbage' WHERE node = 0", "the snapshot at step 0"),
        ("UPDATE recordings SET meta = '{oops'", "its details are not readable"),
        ("UPDATE steps SET parent = 999 WHERE node = 5", "follows a missing step 999"),
        ("UPDATE steps SET actor = 7 WHERE node = 5", "step 5 is not readable"),
    ],
)
def test_damaged_rows_in_replay_print_and_export(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, statement: str, part: str
) -> None:
    _damaged(statement)
    code, _, err = run(capsys, "replay", "print", "1")
    one_sentence(code, err, "recording 1 in the recordings library is damaged", part)
    if "events" in statement and "not json" in statement:
        code, _, err = run(capsys, "replay", "export", "1", str(tmp_path / "out.json"))
        one_sentence(code, err, "recording 1 in the recordings library is damaged", part)
        assert not (tmp_path / "out.json").exists()


def test_a_damaged_row_is_marked_in_replay_list(capsys: pytest.CaptureFixture[str]) -> None:
    _damaged("UPDATE recordings SET meta = '{oops', created = 'x'")
    code, out, err = run(capsys, "replay", "list")
    one_sentence(code, err, "recording 1 is damaged: its details (names, mode) are not readable")
    assert "DAMAGED" in out.splitlines()[1]


def test_a_damaged_card_row_in_cards_search(capsys: pytest.CaptureFixture[str]) -> None:
    library = default_library()
    library.add_cards([VanguardCard("Odd Card", grade=1, power=5000)])
    library.close()
    with sqlite3.connect(library.path) as db:
        db.execute("UPDATE cards_vanguard SET power = 'lots', skills = 7")
    code, out, err = run(capsys, "cards", "search", "odd")
    one_sentence(code, err, "the card 'Odd Card' is not readable")
    assert out == ""


# -- a recording whose steps come in an order the library did not expect -----------------------


def test_steps_numbered_out_of_order_load(tmp_path: Path) -> None:
    doc = export_document(play_recorded(Library(memory=True), limit=3))
    first, second, third = doc["steps"][:3]
    first["id"], second["id"], third["id"] = 5, 3, 4
    second["parent"], third["parent"] = 5, 3
    doc["steps"], doc["annotations"], doc["cursor"] = [first, second, third], [], 4
    recording, _ = Library(tmp_path / "r.db").import_document(doc)
    assert recording.main_line() == [5, 3, 4]
    assert Library(tmp_path / "r.db").open(recording.id).main_line() == [5, 3, 4]


def test_a_hundred_thousand_variations_of_one_step() -> None:
    tree = Tree()
    for node in range(1, 100_001):
        tree.add(StepInfo(node, 0, 1, "next", False, 0, False, 0, 1, "main"))
    variations = tree.variations()
    assert len(variations) == 99_999 and variations[-1].start == 100_000
    assert {v.level for v in variations} == {1}


def test_output_cut_short_by_its_reader_is_no_traceback() -> None:
    """`playtester demo | true`: the reader is gone before the first line (as `| head` leaves
    after its lines); the command stops quietly, as other command-line tools do."""
    done = subprocess.run(
        f"{shlex.quote(sys.executable)} -m playtester demo --seed 3 | true",
        shell=True,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.stderr == ""  # no traceback, and no "playtester: [Errno 32] Broken pipe"


def test_demo_with_a_damaged_card_library_plays_with_the_bundled_cards(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from playtester.cards import library

    monkeypatch.setattr(library, "_left_out", "")  # restored after: later tests use the library
    library.library_path().write_bytes(b"no cards in here " * 100)
    code, out, err = run(capsys, "demo", "--seed", "3")
    assert code == 0 and "Winner:" in out and "Traceback" not in err
    assert "is damaged" in err and "playing with the bundled cards only" in err, err
    assert library.library_path().read_bytes().startswith(b"no cards")  # kept as it was


def test_a_lesson_pdf_that_cannot_be_written_is_one_sentence(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    with Library() as library:
        recording = play_recorded(library, seed=3, limit=10)
    nowhere = tmp_path / "no-such-folder" / "x.pdf"
    html = tmp_path / "lesson.html"
    code, _, err = run(capsys, "replay", "lesson", str(recording.id), str(html), "--pdf",
                       str(nowhere))  # fmt: skip
    one_sentence(code, err, str(nowhere))
    assert code == 1 and not nowhere.exists() and "wrote" not in err


def test_importing_wixoss_records_that_cannot_be_read_says_which_and_why(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A WIXOSS card file whose record lacks what every card has (its colour): `cards import
    --game wixoss` skips it, naming the record, the field and why, and writes nothing; `card add`
    without a type is one sentence naming it."""
    path = tmp_path / "wixoss.json"
    path.write_text(json.dumps([{"name": "Tama", "type": "LRIG"}]), encoding="utf-8")
    code, out, err = run(capsys, "cards", "import", "--game", "wixoss", str(path))
    assert "1 skipped" in out and 'item 1 "Tama" (color): every card has a colour' in out
    assert default_library().all_cards("wixoss") == []
    code, _, err = run(capsys, "card", "add", "--game", "wixoss", "--name", "Tama")
    one_sentence(code, err, "every card needs a type")

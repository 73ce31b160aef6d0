"""Readers benchmark: every reader fed adversarial input of growing size, up to its limit.

    python benchmarks/readers.py [--quick]

For each reader (deck lists, CSV and JSON card files, positions, saved games, portable
recordings, the recordings library and the card library) it builds inputs that once took
polynomial time (runs of spaces, a stray quote, a wide header, long card texts, a hundred
thousand variations of one step, ...) at about 10 KB, 100 KB and 1 MB and at the reader's
limit, and times reading them. Each time is checked against a bound that grows linearly with
the size (`seconds = base + per_mb * megabytes`): the script exits with status 1 if a reader is
slower than its bound, which is what quadratic time would do. Input past a limit is refused,
with a sentence naming the limit, in about the time it takes to see the size.
`--quick` stops at 1 MB (a minute less).
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import sqlite3
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

os.environ.setdefault("PLAYTESTER_HOME", tempfile.mkdtemp(prefix="playtester-bench-"))

from playtester.cards import importers
from playtester.cards.decklist import MAX_DECK_CHARS, parse_deck, resolve_deck
from playtester.cards.library import Library as CardLibrary
from playtester.cards.search import CardSearch
from playtester.engine import Game
from playtester.engine.cards import MAX_TEXT
from playtester.engine.errors import DeckError
from playtester.games.vanguard.cards import VanguardCard
from playtester.games.vanguard.position import MAX_CARDS
from playtester.record import portable, savegame
from playtester.record.library import Library
from playtester.record.sample import play_recorded
from playtester.resources import demo_decks

KB, MB = 1024, 1024 * 1024
SIZES = (10 * KB, 100 * KB, MB)
DECKS = [p.read_text(encoding="utf-8") for p in demo_decks()[:2]]
WORK = Path(tempfile.mkdtemp(prefix="playtester-readers-"))


@dataclass(frozen=True)
class Case:
    """One reader with one kind of adversarial input: `make(size)` builds an input of about
    `size` bytes, `read(input)` reads it; the bound is `base + per_mb * MB`."""

    reader: str
    input: str
    make: Callable[[int], Any]
    read: Callable[[Any], str]
    limit: int  # the largest input the reader takes, in bytes (about)
    base: float = 0.5
    per_mb: float = 2.0
    sizes: tuple[int, ...] = SIZES  # the sizes tried below the limit


def _quietly(read: Callable[[], object], *errors: type[Exception]) -> str:
    """Read, and say how it ended: "read", or the first words of the refusal."""
    try:
        read()
    except errors as exc:
        return f"refused: {str(exc)[:60]}"
    return "read"


# -- deck lists ----------------------------------------------------------------------------------


def _deck_header(size: int) -> str:
    return "Grade 3" + " " * (size - 10) + "x:"


def _deck_unknown(size: int) -> str:
    lines = [f"4x Unknown Card Number {i}" for i in range(size // 27)]
    text = "\n".join(lines)[:size]
    return text[: text.rfind("\n")]  # whole lines only


def _read_deck(text: str) -> str:
    return _quietly(lambda: resolve_deck(parse_deck(text)), DeckError)


# -- card files ----------------------------------------------------------------------------------


def _csv_stray_quote(size: int) -> bytes:
    row = "Card {},1,8000,When this unit attacks, it gets +5000 power.\n"
    rows = ["name,grade,power,text\n", '"unterminated,1,2\n']
    total = sum(map(len, rows))
    i = 0
    while total < size:
        rows.append(row.format(i))
        total += len(rows[-1])
        i += 1
    return "".join(rows).encode()


def _csv_quoted_lines(size: int) -> bytes:
    row = 'Card {},1,8000,"When this unit attacks,\n  it gets +5000 power.  \n\n"\n'
    count = max(1, size // len(row.format(100000)))
    return ("name,grade,power,text\n" + "".join(row.format(i) for i in range(count))).encode()


def _csv_wide_header(size: int) -> bytes:
    return (",".join(["name", *(f"c{i}" for i in range(size // 7))]) + "\nAlpha\n").encode()


def _json_long_texts(size: int) -> bytes:
    text = ("Imaginary Gift " + " " * 200 + "x\n" + "\n" * 200)[:MAX_TEXT] * (MAX_TEXT // 420)
    card = {"name": "", "grade": 0, "effect": text[:MAX_TEXT]}
    count = max(1, size // (len(json.dumps(card)) + 20))
    return json.dumps([{**card, "name": f"Card {i}"} for i in range(count)]).encode()


def _read_cards(data: bytes) -> str:
    def read() -> None:
        cards, report = importers.read_cards(data)
        assert cards or report.skipped

    return _quietly(read, importers.CardImportError)


# -- positions, saves, recordings ----------------------------------------------------------------


def _position_definitions(size: int) -> dict[str, Any]:
    doc = Game.new(decks=DECKS, seed=1).to_position()
    count = max(1, min(MAX_CARDS, size // MAX_TEXT))
    text = ("Imaginary Gift" + " " * 80 + "x ") * (MAX_TEXT // 96)
    doc["cards"] = [{"name": f"Defined {i}", "text": text} for i in range(count)]
    return doc


def _read_position(doc: dict[str, Any]) -> str:
    return _quietly(lambda: Game.from_position(doc), ValueError)


def _save_coins(size: int) -> Path:
    doc = savegame.to_document(Game.new(decks=DECKS, seed=1))
    doc["actions"] = [{"action": "coin"}] * min(savegame.MAX_ACTIONS, max(1, size // 17))
    path = WORK / f"save-{size}.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def _read_save(path: Path) -> str:
    return _quietly(lambda: savegame.load(path), savegame.SaveFileError)


def _recording_siblings(size: int) -> Path:
    with Library(memory=True) as library:
        doc = portable.export_document(play_recorded(library, limit=2))
    action = doc["steps"][0]["action"]
    count = min(portable.MAX_STEPS, max(1, size // 50))
    doc["steps"] = [{"id": i + 1, "parent": 0, "action": action} for i in range(count)]
    doc["annotations"], doc["cursor"] = [], 1
    path = WORK / f"recording-{size}.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def _read_recording(path: Path) -> str:
    def read() -> None:
        with Library(memory=True) as library:
            recording, _ = library.import_file(path)
            recording.variations()

    return _quietly(read, portable.RecordingFileError)


# -- the libraries -------------------------------------------------------------------------------

_GAME = WORK / "one-game.json"


def _recordings_library(size: int) -> Path:
    """A recordings library of about `size` bytes: one recorded game, then copies of its rows
    under new numbers (as many games as it takes)."""
    if not _GAME.exists():
        with Library(memory=True) as library:
            savegame.write_json(_GAME, portable.export_document(play_recorded(library, limit=60)))
    path = WORK / f"recordings-{size}.db"
    with Library(path) as library:
        library.import_document(portable.read_file(_GAME))
    db = sqlite3.connect(path)
    columns = {
        table: [row[1] for row in db.execute(f"PRAGMA table_info({table})")]
        for table in ("recordings", "steps", "journal", "snapshots", "annotations")
    }
    copy = 1
    while path.stat().st_size < size:
        for _ in range(20):
            copy += 1
            for table, names in columns.items():
                key = "id" if table == "recordings" else "recording"
                chosen = ", ".join("?" if name == key else name for name in names)
                db.execute(
                    f"INSERT INTO {table} ({', '.join(names)}) SELECT {chosen} FROM {table}"
                    f" WHERE {key} = 1",
                    (copy,),
                )
        db.commit()
        db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    db.close()
    return path


def _read_recordings_library(path: Path) -> str:
    def read() -> None:
        with Library(path) as library:
            infos = library.recordings()
            portable.export_document(library.open(infos[0].id))

    return _quietly(read, Exception)


def _card_library(size: int) -> Path:
    path = WORK / f"cards-{size}.db"
    count = max(1, size // 330)
    library = CardLibrary(path)
    library.add_cards(
        VanguardCard(
            f"Library Card {i}", grade=i % 4, power=5000 + i, text=f"Text of card {i}. " * 8
        )
        for i in range(count)
    )
    library.close()
    return path


def _read_card_library(path: Path) -> str:
    def read() -> None:
        library = CardLibrary(path)
        search = CardSearch(library=path)
        try:
            library.open()
            assert library.all_cards("vanguard")
            search.search("library card 1", limit=50)
        finally:
            library.close()
            search.close()

    return _quietly(read, Exception)


def _size(value: Any) -> int:
    if isinstance(value, Path):
        extra = Path(f"{value}-wal")
        return value.stat().st_size + (extra.stat().st_size if extra.exists() else 0)
    if isinstance(value, dict):
        return len(json.dumps(value))
    return len(value)


CASES = [
    Case("deck list", "a header padded with spaces", _deck_header, _read_deck, MAX_DECK_CHARS),
    Case("deck list", "unknown card names", _deck_unknown, _read_deck, MAX_DECK_CHARS,
         base=1.0),
    Case("CSV card file", "a stray quote on line 2", _csv_stray_quote, _read_cards,
         importers.MAX_BYTES),
    Case("CSV card file", "texts over several lines", _csv_quoted_lines, _read_cards,
         importers.MAX_BYTES, per_mb=4.0),
    Case("CSV card file", "a header of many columns", _csv_wide_header, _read_cards,
         importers.MAX_COLUMNS * 7, sizes=(KB, 3 * KB)),
    Case("JSON card file", "long texts of spaces", _json_long_texts, _read_cards,
         importers.MAX_BYTES, per_mb=3.0),
    Case("position", "long card definitions", _position_definitions, _read_position,
         MAX_CARDS * MAX_TEXT),
    Case("saved game", "many actions", _save_coins, _read_save, savegame.MAX_ACTIONS * 17,
         per_mb=15.0),
    Case("recording", "variations of one step", _recording_siblings, _read_recording,
         portable.MAX_STEPS * 50, per_mb=10.0),
    Case("recordings library", "many recordings", _recordings_library, _read_recordings_library,
         64 * MB, per_mb=0.5, sizes=(100 * KB, MB, 10 * MB)),
    Case("card library", "many cards", _card_library, _read_card_library, 32 * MB, per_mb=1.0,
         sizes=(100 * KB, MB, 10 * MB)),
]  # fmt: skip


def _over_limit() -> list[tuple[str, float, str]]:
    """Input just past a limit: refused at once, with a sentence naming the limit."""
    out = []
    for reader, read in (
        ("deck list", lambda: _read_deck("x" * (MAX_DECK_CHARS + 1))),
        ("CSV card file", lambda: _read_cards(_csv_wide_header(importers.MAX_COLUMNS * 8))),
    ):
        start = time.perf_counter()
        said = read()
        out.append((reader, time.perf_counter() - start, said))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="stop at 1 MB")
    args = parser.parse_args()
    print(f"python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cores")
    print(f"{'reader':<19} {'input':<29} {'size':>9} {'time':>8} {'us/KB':>7} {'bound':>7}  ")
    slow = 0
    for case in CASES:
        sizes = [s for s in case.sizes if s < case.limit]
        if not args.quick:
            sizes.append(case.limit - case.limit // 100)  # just within it
        for size in sizes:
            value = case.make(size)
            actual = _size(value)
            start = time.perf_counter()
            outcome = case.read(value)
            elapsed = time.perf_counter() - start
            bound = case.base + case.per_mb * actual / MB
            ok = elapsed <= bound
            slow += not ok
            print(
                f"{case.reader:<19} {case.input:<29} {actual / KB:>7,.0f}KB {elapsed:>7.3f}s"
                f" {elapsed * 1e6 / max(1, actual / KB):>7.1f} {bound:>6.1f}s"
                f"  {'ok' if ok else 'TOO SLOW'}  {outcome}"
            )
    for reader, elapsed, said in _over_limit():
        print(f"{reader:<19} {'past its limit':<29} {'':>9} {elapsed:>7.3f}s  {said}")
    if slow:
        print(f"{slow} reading(s) slower than their linear bound")
        sys.exit(1)


if __name__ == "__main__":
    main()

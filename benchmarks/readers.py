"""Readers benchmark: every reader fed adversarial input of growing size, up to its limit.

    python benchmarks/readers.py [--quick]

For each reader (Vanguard and WIXOSS deck lists, CSV and JSON card files, Vanguard and WIXOSS
positions, saved games, portable recordings, the recordings library and the card library) it
builds inputs that once took polynomial time (runs of spaces, a stray quote, a wide header, long
card texts, a hundred thousand variations of one step, ...) of about 10 KB, 100 KB and 1 MB (their
real sizes in bytes are printed) and at the reader's limit, and times reading them. Each time is
the CPU time of this process (`time.process_time`), so that other work on a busy machine does
not count; the wall-clock time is printed beside it. Each CPU time is checked against a bound
that grows linearly with the size (`seconds = base + per_mb * megabytes`): the script exits with
status 1 if a reader is slower than its bound, which is what quadratic time would do. Input past
a limit is refused, with a sentence naming the limit, in about the time it takes to see the size.
`--quick` stops at 1 MB (a few minutes less).
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
from playtester.games.wixoss import deck as wixoss_deck
from playtester.games.wixoss import position as wixoss_position
from playtester.record import portable, savegame
from playtester.record.library import Library
from playtester.record.sample import play_recorded
from playtester.resources import demo_decks

KB, MB = 1024, 1024 * 1024
SIZES = (10 * KB, 100 * KB, MB)
DECKS = [p.read_text(encoding="utf-8") for p in demo_decks()[:2]]
WIXOSS_DECKS = [p.read_text(encoding="utf-8") for p in demo_decks("diva", "wixoss")[:2]]
WORK = Path(tempfile.mkdtemp(prefix="playtester-readers-"))


@dataclass(frozen=True)
class Case:
    """One reader with one kind of adversarial input: `make(size)` builds an input of about
    `size` bytes, `read(input)` reads it; the bound is `base + per_mb * MB` seconds of CPU."""

    reader: str
    input: str
    make: Callable[[int], Any]
    read: Callable[[Any], str]
    limit: int  # the largest input the reader takes, in bytes (about)
    base: float = 0.5
    per_mb: float = 2.0
    sizes: tuple[int, ...] = SIZES  # the sizes tried below the limit


def _fill(doc: dict[str, Any], key: str, item: Callable[[int], Any], size: int) -> int:
    """How many items `item(i)` the list `doc[key]` takes for the document to be about `size`
    bytes of JSON (at least one)."""
    empty = len(json.dumps({**doc, key: []}))
    each = len(json.dumps(item(0))) + 2  # with the ", " between items
    return max(1, (size - empty) // each)


def _quietly(read: Callable[[], object], *errors: type[Exception]) -> str:
    """Read, and say how it ended: "read" (or what `read` says), or the first words of the
    refusal."""
    try:
        said = read()
    except errors as exc:
        return f"refused: {str(exc)[:60]}"
    return said if isinstance(said, str) else "read"


# -- deck lists ----------------------------------------------------------------------------------


def _deck_header(size: int) -> str:
    return "Grade 3" + " " * (size - 10) + "x:"


def _deck_unknown(size: int) -> str:
    lines = [f"4x Unknown Card Number {i}" for i in range(size // 27)]
    text = "\n".join(lines)[:size]
    return text[: text.rfind("\n")]  # whole lines only


def _read_deck(text: str) -> str:
    return _quietly(lambda: resolve_deck(parse_deck(text)), DeckError)


def _wixoss_headers(size: int) -> str:
    """LRIG deck headers padded with spaces and comments, each with a card under it."""
    pad = " " * 300
    block = f"LRIG{pad}Deck{pad}({pad}10 ){pad}: // {pad}\n1 Cindrel, Spark in the Ash\n"
    block += "Main Deck:\n4 Cinder Whelp\n"
    return block * max(1, size // len(block))


def _read_wixoss_deck(text: str) -> str:
    def read() -> str:
        _, problems = wixoss_deck.load_deck(text)
        return f"read, {len(problems)} construction problems"

    return _quietly(read, DeckError)


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


def _csv_columns(columns: int) -> bytes:
    """A header of `columns` columns (the first is the name), and one card."""
    return (",".join(["name", *(f"c{i}" for i in range(1, columns))]) + "\nAlpha\n").encode()


def _csv_wide_header(size: int) -> bytes:
    columns = 1
    while len(_csv_columns(columns * 2)) <= size:
        columns *= 2
    step = columns
    while step > 1:  # the most columns within `size` bytes
        step //= 2
        if len(_csv_columns(columns + step)) <= size:
            columns += step
    return _csv_columns(columns)


def _json_long_texts(size: int) -> bytes:
    text = ("Imaginary Gift " + " " * 200 + "x\n" + "\n" * 200) * (MAX_TEXT // 420)
    card = {"name": "Card 0", "grade": 0, "effect": text[:MAX_TEXT]}
    if len(json.dumps([card])) > size:  # one shorter card
        card["effect"] = text[: max(1, MAX_TEXT * size // len(json.dumps([card])))]
    count = _fill({"cards": []}, "cards", lambda i: {**card, "name": f"Card {i}"}, size)
    return json.dumps([{**card, "name": f"Card {i}"} for i in range(count)]).encode()


def _read_cards(data: bytes) -> str:
    def read() -> None:
        cards, report = importers.read_cards(data)
        assert cards or report.skipped

    return _quietly(read, importers.CardImportError)


# -- positions, saves, recordings ----------------------------------------------------------------


def _position_definitions(size: int) -> dict[str, Any]:
    doc = Game.new(decks=DECKS, seed=1).to_position()
    text = ("Imaginary Gift" + " " * 80 + "x ") * (MAX_TEXT // 96)
    return _with_definitions(doc, {"text": text}, size)


def _wixoss_position_definitions(size: int) -> dict[str, Any]:
    doc = Game.new("wixoss", "diva", WIXOSS_DECKS, seed=1).to_position()
    text = ("[Life Burst]" + " " * 80 + "x ") * (MAX_TEXT // 94)
    return _with_definitions(doc, {"type": "signi", "text": text}, size)


def _with_definitions(doc: dict[str, Any], card: dict[str, Any], size: int) -> dict[str, Any]:
    """The position with as many card definitions `card` (of long texts) as `size` bytes
    hold, past its own cards' definitions, at most the position's limit."""
    own = doc["cards"]

    def define(i: int) -> dict[str, Any]:
        return {"name": f"Defined {i}", **card}

    count = (size - len(json.dumps(doc))) // (len(json.dumps(define(0))) + 2)
    doc["cards"] = own + [define(i) for i in range(max(1, min(MAX_CARDS - len(own), count)))]
    return doc


def _read_position(doc: dict[str, Any]) -> str:
    return _quietly(lambda: Game.from_position(doc), ValueError)


def _save_coins(size: int) -> Path:
    doc = savegame.to_document(Game.new(decks=DECKS, seed=1))
    count = min(savegame.MAX_ACTIONS, _fill(doc, "actions", lambda i: {"action": "coin"}, size))
    doc["actions"] = [{"action": "coin"}] * count
    path = WORK / f"save-{size}.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def _read_save(path: Path) -> str:
    return _quietly(lambda: savegame.load(path), savegame.SaveFileError)


def _recording_siblings(size: int) -> Path:
    with Library(memory=True) as library:
        doc = portable.export_document(play_recorded(library, limit=2))
    action = doc["steps"][0]["action"]
    doc["annotations"], doc["cursor"] = [], 1

    def step(i: int) -> dict[str, Any]:
        return {"id": i + 1, "parent": 0, "action": action}

    count = min(portable.MAX_STEPS, _fill(doc, "steps", lambda i: step(10**4), size))
    doc["steps"] = [step(i) for i in range(count)]
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
    copy, first = 1, path.stat().st_size
    while path.stat().st_size < size:
        each = (path.stat().st_size - first) / (copy - 1) if copy > 1 else first
        for _ in range(max(1, int((size - path.stat().st_size) / each * 0.9))):
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
    """A card library of about `size` bytes: cards added in batches until it is that large."""
    path = WORK / f"cards-{size}.db"
    count, batch = 0, 100
    while True:
        library = CardLibrary(path)
        library.add_cards(
            VanguardCard(
                f"Library Card {i}", grade=i % 4, power=5000 + i, text=f"Text of card {i}. " * 8
            )
            for i in range(count, count + batch)
        )
        library.close()  # its journal written back: the size is the file's
        count += batch
        now = _size(path)
        if now >= size:
            return path
        batch = max(100, int((size - now) / (now / count) * 0.9))


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
    """The bytes of an input: a file's (with its journal), a document's as JSON, a text's in
    UTF-8."""
    if isinstance(value, Path):
        extra = Path(f"{value}-wal")
        return value.stat().st_size + (extra.stat().st_size if extra.exists() else 0)
    if isinstance(value, dict):
        return len(json.dumps(value).encode())
    if isinstance(value, str):
        return len(value.encode())
    return len(value)


def _largest(make: Callable[[int], Any]) -> int:
    """The bytes of the largest input `make` builds: the one at a reader's count limit."""
    return _size(make(10**9))


_RECORDING_LIMIT = _largest(_recording_siblings)
_SAVE_LIMIT = _largest(_save_coins)


CASES = [
    Case("deck list", "a header padded with spaces", _deck_header, _read_deck, MAX_DECK_CHARS),
    Case("deck list", "unknown card names", _deck_unknown, _read_deck, MAX_DECK_CHARS,
         base=1.0),
    Case("CSV card file", "a stray quote on line 2", _csv_stray_quote, _read_cards,
         importers.MAX_BYTES),
    Case("CSV card file", "texts over several lines", _csv_quoted_lines, _read_cards,
         importers.MAX_BYTES, per_mb=4.0),
    Case("CSV card file", "a header of many columns", _csv_wide_header, _read_cards,
         len(_csv_columns(importers.MAX_COLUMNS)) + 1, sizes=(KB, 3 * KB)),
    Case("JSON card file", "long texts of spaces", _json_long_texts, _read_cards,
         importers.MAX_BYTES, per_mb=3.0),
    Case("WIXOSS deck list", "LRIG headers padded, comments", _wixoss_headers,
         _read_wixoss_deck, MAX_DECK_CHARS),
    Case("position", "long card definitions", _position_definitions, _read_position,
         MAX_CARDS * MAX_TEXT),
    Case("WIXOSS position", "long card definitions", _wixoss_position_definitions,
         _read_position, wixoss_position.MAX_CARDS * MAX_TEXT),
    Case("saved game", "many actions", _save_coins, _read_save, _SAVE_LIMIT, per_mb=15.0),
    Case("recording", "variations of one step", _recording_siblings, _read_recording,
         _RECORDING_LIMIT, per_mb=10.0),
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
        ("CSV card file", lambda: _read_cards(_csv_columns(importers.MAX_COLUMNS + 1))),
    ):
        start = time.process_time()
        said = read()
        out.append((reader, time.process_time() - start, said))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="stop at 1 MB")
    args = parser.parse_args()
    print(
        f"python {platform.python_version()} on {platform.machine()}, {os.cpu_count()} cores;"
        " times are CPU seconds of this process (wall-clock seconds beside them)"
    )
    print(
        f"{'reader':<19} {'input':<31} {'bytes':>11} {'cpu':>8} {'wall':>8} {'us/KB':>7}"
        f" {'bound':>7}"
    )
    slow = 0
    for case in CASES:
        sizes = [s for s in case.sizes if s < case.limit]
        if not args.quick:
            sizes.append(case.limit - case.limit // 100)  # just within it
        for size in sizes:
            value = case.make(size)
            actual = _size(value)
            start, wall = time.process_time(), time.perf_counter()
            outcome = case.read(value)
            cpu, wall = time.process_time() - start, time.perf_counter() - wall
            bound = case.base + case.per_mb * actual / MB
            ok = cpu <= bound
            slow += not ok
            print(
                f"{case.reader:<19} {case.input:<31} {actual:>11,} {cpu:>7.3f}s {wall:>7.3f}s"
                f" {cpu * 1e6 / max(1, actual / KB):>7.1f} {bound:>6.1f}s"
                f"  {'ok' if ok else 'TOO SLOW'}  {outcome}"
            )
    for reader, elapsed, said in _over_limit():
        print(f"{reader:<19} {'past its limit':<31} {'':>11} {elapsed:>7.3f}s  {said}")
    if slow:
        print(f"{slow} reading(s) slower than their linear bound (in CPU time)")
        sys.exit(1)


if __name__ == "__main__":
    main()

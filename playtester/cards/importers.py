"""Import community card files into the user's library: Card Game Simulator set JSON, CSV, and
Cockatrice's XML card databases.

The format is read from the content, not the file name: a JSON list of card objects (the Card
Game Simulator shape, with `effect`, `type`..., or one keyed by the card's field names), a
Cockatrice card database (XML, `cockatrice.py`), else a CSV whose header row names the
fields. The game's card model reads each record into a card (`CardModel.records`: its fields
and their other names, what a file does not say decided by evidence, each decided field
recorded) and settles what the import's other cards and the
library's decide. Anything wrong with the file as a whole raises CardImportError and writes
nothing; a bad record is skipped with its item or line number, field and reason.
"""

from __future__ import annotations

import csv
import io
import json
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playtester import files
from playtester.cards import cockatrice
from playtester.cards.decoding import CardImportError, decode
from playtester.cards.fields import FieldError, field_key, field_name, field_values, short
from playtester.cards.imports import Evidence, ImportedCard, ImportReport, Skipped
from playtester.cards.library import Library, Progress
from playtester.cards.library import default_library as _default_library
from playtester.engine import registry
from playtester.engine.cards import Card
from playtester.engine.imports import RecordReader

__all__ = [
    "MAX_BYTES",
    "MAX_COLUMNS",
    "CardImportError",
    "FieldError",
    "card_files",
    "card_from_fields",
    "decode",
    "import_bytes",
    "import_file",
    "import_files",
    "read_cards",
]

MAX_BYTES = 64 * 1024 * 1024
MAX_COLUMNS = 1000  # of a CSV file; a card has about twenty fields
_CGS_KEYS = {"effect", "type", "productname", "image_url"}


def read_cards(
    data: bytes, source: str = "data", game: str = "vanguard"
) -> tuple[list[ImportedCard], ImportReport]:
    """The cards a file holds, and a report of its format, skipped records and notes."""
    reader = _reader(game, source)
    if len(data) > MAX_BYTES:
        raise CardImportError(source, f"it is larger than {MAX_BYTES // 2**20} MB")
    text, notes = decode(data, source)
    report = ImportReport(source=source, notes=notes)
    stripped = text.lstrip()
    if not stripped:
        raise CardImportError(source, "the file is empty")
    if stripped[0] in "[{":
        records = _json_records(stripped, source, report, reader)
    elif cockatrice.is_xml(stripped):
        records = _xml_records(stripped, source, report, reader)
    else:
        report.format = "CSV"
        records = _csv_records(text, source, report, reader)
    cards: list[ImportedCard] = []
    for where, raw in records:
        if isinstance(raw.get("name"), str) and raw["name"].strip():
            where = f'{where} "{short(" ".join(raw["name"].split()), 60)}"'
        try:
            entry = reader.read(raw, where)
        except FieldError as bad:
            report.skipped.append(Skipped(where, bad.field, bad.reason))
            continue
        cards.append(entry)
    if not cards and not report.skipped:
        report.notes.append("the file holds no cards")
    return cards, report


def _json_records(
    text: str, source: str, report: ImportReport, reader: RecordReader
) -> list[tuple[str, dict[str, Any]]]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        cut = exc.pos >= len(text) - 1 or not text.rstrip().endswith(("]", "}"))
        end = " (the file looks cut short)" if cut else ""
        raise CardImportError(
            source, f"not valid JSON: {exc.msg} (line {exc.lineno}, column {exc.colno}){end}"
        ) from None
    except (ValueError, RecursionError) as exc:
        raise CardImportError(source, f"not valid JSON: {exc}") from None
    if not isinstance(data, list):
        found = "an object {...}" if isinstance(data, dict) else f"a {type(data).__name__}"
        raise CardImportError(source, f"expected a JSON list [...] of card objects, found {found}")
    cgs = any(isinstance(item, dict) and _CGS_KEYS & {field_key(k) for k in item} for item in data)
    report.format = "Card Game Simulator JSON" if cgs else "card JSON"
    records: list[tuple[str, dict[str, Any]]] = []
    unknown: set[str] = set()
    for index, item in enumerate(data, start=1):
        if not isinstance(item, dict):
            what = type(item).__name__ if item is not None else "null"
            report.skipped.append(Skipped(f"item {index}", "", f"not a card object ({what})"))
            continue
        records.append((f"item {index}", field_values(item, unknown, reader)))
    _note_unknown(unknown, report)
    return records


def _xml_records(
    text: str, source: str, report: ImportReport, reader: RecordReader
) -> list[tuple[str, dict[str, Any]]]:
    """The printings of a Cockatrice card database (`cockatrice.py`), by the reader's names."""
    try:
        version, found = cockatrice.records(text)
    except cockatrice.CockatriceError as exc:
        raise CardImportError(source, str(exc)) from None
    report.format = f"Cockatrice XML{f' version {version}' if version else ''}"
    unknown: set[str] = set()
    records = [(where, field_values(fields, unknown, reader)) for where, fields in found]
    _note_unknown(unknown, report)
    return records


def _csv_records(
    text: str, source: str, report: ImportReport, reader: RecordReader
) -> list[tuple[str, dict[str, Any]]]:
    first = text.lstrip("\r\n\ufeff").split("\n", 1)[0]
    delimiter = max(",;\t", key=lambda d: (first.count(d), d == ","))
    # strict: a quote that never closes is an error, not the rest of the file read as one value
    rows = csv.reader(io.StringIO(text.removeprefix("\ufeff")), delimiter=delimiter, strict=True)
    records: list[tuple[str, dict[str, Any]]] = []
    unknown: set[str] = set()
    header: list[str] | None = None
    line = 1
    try:
        for row in rows:
            where, line = f"line {line}", rows.line_num + 1
            if not any(cell.strip() for cell in row):
                continue
            if header is None:
                header = _csv_header(row, first, source, reader)
                continue
            if len(row) > len(header) and any(cell.strip() for cell in row[len(header) :]):
                report.skipped.append(
                    Skipped(where, "", f"{len(row)} values for {len(header)} columns")
                )
                continue
            record = {h: cell for h, cell in zip(header, row, strict=False) if h}
            if "\n" in record.get("name", "") or "\r" in record.get("name", ""):
                raise CardImportError(
                    source,
                    f"{where}: the name runs on to line {line - 1}, so a quote in it is not"
                    " closed where it should be; nothing was imported",
                )
            records.append((where, field_values(record, unknown, reader)))
    except csv.Error as exc:
        raise CardImportError(source, _csv_problem(line, str(exc))) from None
    if header is None:
        raise CardImportError(source, "the file has no header row")
    _note_unknown(unknown, report)
    return records


def _csv_header(row: list[str], first: str, source: str, reader: RecordReader) -> list[str]:
    """The field names of a CSV header row; CardImportError when it cannot be one."""
    if len(row) > MAX_COLUMNS:
        raise CardImportError(
            source,
            f"its header has {len(row):,} columns; a card file has at most {MAX_COLUMNS:,} columns",
        )
    header = [field_name(cell, reader) for cell in row]
    if "name" not in header:
        shown = first if len(first) <= 60 else first[:57] + "..."
        raise CardImportError(
            source,
            "neither JSON nor CSV with a header row naming the card fields"
            f" (a CSV needs a `name` column; its first line is {shown!r})",
        )
    doubled = [h for h, n in Counter(header).items() if h and n > 1]
    if doubled:
        raise CardImportError(source, f"the header names {min(doubled)!r} twice")
    return header


def _csv_problem(line: int, error: str) -> str:
    """A CSV reader's error as a sentence naming the line where the record began."""
    if "unexpected end of data" in error or "expected after" in error:
        return (
            f"line {line}: a quote opens a value here that is not closed where it should be"
            f" ({error}); nothing was imported"
        )
    if "field larger than field limit" in error:
        return f"line {line}: a value is longer than {csv.field_size_limit():,} characters"
    return f"line {line}: not readable as CSV ({error})"


def _note_unknown(unknown: set[str], report: ImportReport) -> None:
    if unknown:
        shown = ", ".join(sorted(unknown)[:8]) + (", ..." if len(unknown) > 8 else "")
        report.notes.append(f"ignored unknown field(s): {shown}")


CARD_FILES = (".json", ".csv", ".xml")  # what an import of a folder reads of it
Reading = Callable[[int, int], None]  # (files read so far, files to read)


def import_bytes(
    data: bytes,
    source: str = "data",
    library: Library | None = None,
    progress: Progress | None = None,
    game: str = "vanguard",
) -> ImportReport:
    """Read `data` and add its cards to `library` (default: the user's) in one transaction."""
    cards, report = read_cards(data, source, game)
    return _add(cards, report, library, progress, game)


def import_file(
    path: Path | str,
    library: Library | None = None,
    progress: Progress | None = None,
    game: str = "vanguard",
) -> ImportReport:
    """Import one file into the library; CardImportError if the file cannot be used at all."""
    return _add(*_read_file(Path(path), game), library, progress, game)


def import_files(
    paths: list[Path],
    library: Library | None = None,
    reading: Reading | None = None,
    progress: Progress | None = None,
    game: str = "vanguard",
) -> ImportReport:
    """Import many files in one pass and one transaction (the library is read once): a file
    that cannot be used at all is named in the report's `failed` and the others are imported;
    a skipped record names its file. `reading(done, total)` follows the files read,
    `progress(done, total)` the printings written. CardImportError (naming no file) when the
    game's cards are not read from card files at all."""
    report = ImportReport(source=str(paths[0]) if len(paths) == 1 else f"{len(paths)} files")
    _reader(game, report.source)
    cards: list[ImportedCard] = []
    formats: set[str] = set()
    for done, path in enumerate(paths, start=1):
        try:
            found, one = _read_file(path, game)
        except CardImportError as exc:
            report.failed.append(str(exc))
            continue
        finally:
            if reading:
                reading(done, len(paths))
        formats.add(one.format)
        label = f"{path.name} " if len(paths) > 1 else ""  # one file: the summary names it
        cards += [ImportedCard(c.card, c.evidence, f"{label}{c.where}") for c in found]
        report.skipped += [Skipped(f"{label}{s.where}", s.field, s.reason) for s in one.skipped]
        report.notes += [f"{label}{note}" for note in one.notes]
    report.format = " and ".join(sorted(f for f in formats if f))
    return _add(cards, report, library, progress, game)


def card_files(given: list[Path]) -> tuple[list[Path], list[str]]:
    """The files to import: each file given, and the card files (JSON, CSV) of each folder
    given, by name; and a sentence for each path that gives none."""
    paths: list[Path] = []
    problems: list[str] = []
    for path in given:
        if path.is_dir():
            found = sorted(p for p in path.iterdir() if p.suffix.casefold() in CARD_FILES)
            paths += [p for p in found if p.is_file()]
            if not found:
                problems.append(
                    f"cannot import {path}: the folder holds no .json, .csv or .xml file"
                )
        else:
            paths.append(path)
    return list(dict.fromkeys(paths)), problems


def card_from_fields(fields: dict[str, Any], game: str = "vanguard") -> ImportedCard:
    """A card from field values as a CSV row or a command line gives them (text or numbers),
    inferring what is missing; FieldError names the first bad field (`game` when the game's
    cards are not read from fields at all)."""
    reader = registry.card_model(game).records
    if reader is None:
        raise FieldError("game", _cannot_read(game))
    return reader.read(field_values(fields, set(), reader), "")


def _cannot_read(game: str) -> str:
    """Why `game`'s cards cannot be read from card files, naming the games whose can."""
    readers = [_title(m.game) for m in registry.card_models() if m.records is not None]
    can = f"; only {' and '.join(readers)} cards are" if readers else ""
    return f"{_title(game)} cards are not read from card files{can}"


def _title(game: str) -> str:
    """The game's name as players say it ("WIXOSS"), else its key."""
    return registry.words_for(game).title if game in registry.games(table=True) else game


def _reader(game: str, source: str) -> RecordReader:
    """The game's reader of card file records; CardImportError when it has none."""
    reader = registry.card_model(game).records
    if reader is None:
        raise CardImportError(source, _cannot_read(game))
    return reader


def _read_file(path: Path, game: str) -> tuple[list[ImportedCard], ImportReport]:
    try:
        data = files.read_at_most(path, MAX_BYTES)
    except files.TooLarge:
        raise CardImportError(str(path), f"it is larger than {MAX_BYTES // 2**20} MB") from None
    except OSError as exc:
        raise CardImportError(str(path), exc.strerror or str(exc)) from None
    return read_cards(data, str(path), game)


class _Known:
    """The library's printings of one game, as a game's reader consults them (`KnownCards`)."""

    def __init__(self, library: Library, game: str) -> None:
        self.library = library
        self.game = game

    def every(self) -> list[Card]:
        return self.library.all_printings(self.game)

    def printings(self, name: str) -> list[Card]:
        return self.library.printings(self.game, name)

    def evidence(self, card: Card) -> tuple[Evidence, ...]:
        found = self.library.evidence(self.game, card.name, card.number)
        return found[1] if found else ()


def _add(
    cards: list[ImportedCard],
    report: ImportReport,
    library: Library | None,
    progress: Progress | None,
    game: str,
) -> ImportReport:
    """Decide what the other cards decide (of the import and the library), count the
    evidence, and write."""
    library = library if library is not None else _default_library()
    reader = _reader(game, report.source)
    cards = reader.settle(cards, _Known(library, game))
    for entry in cards:
        report.count(entry)
    report.notes += reader.notes(cards)
    return library.add_cards(cards, "imported", progress=progress, report=report)

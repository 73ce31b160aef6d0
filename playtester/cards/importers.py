"""Import community card files into the user's library: Card Game Simulator set JSON and CSV.

The format is read from the content, not the file name: a JSON list of card objects (the Card
Game Simulator Vanguard shape, with `effect`, `type`, `grade` as "Grade 3"... or one keyed by
`VanguardCard` field names), else a CSV whose header row names the fields. What a file does not
say is inferred where its text allows (trigger type, sentinel, gift, skill icons from grade)
and each inferred field is recorded. Anything wrong with the file as a whole raises
CardImportError and writes nothing; a bad record is skipped with its item or line number,
field and reason.
"""

from __future__ import annotations

import csv
import io
import json
from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from playtester.cards.fields import (
    ALIASES,
    CONTROL,
    FieldError,
    card_from_fields,
    field_key,
    field_values,
    record_card,
    short,
)
from playtester.cards.imports import Evidence, ImportedCard, ImportReport, Skipped
from playtester.cards.library import Library, Progress
from playtester.cards.library import default_library as _default_library
from playtester.games.vanguard.cards import UNKNOWN, VanguardCard
from playtester.games.vanguard.evidence import NAME, decide_by_name, gift_by_clan, gifts_named

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
_BOMS = (
    (b"\xef\xbb\xbf", "utf-8-sig"),
    (b"\xff\xfe\x00\x00", "utf-32"),
    (b"\x00\x00\xfe\xff", "utf-32"),
    (b"\xff\xfe", "utf-16"),
    (b"\xfe\xff", "utf-16"),
)


class CardImportError(Exception):
    """A file that cannot be imported at all; the message names it and says why."""

    def __init__(self, source: str, problem: str) -> None:
        super().__init__(f"cannot import {source}: {problem}")
        self.source = source
        self.problem = problem


def decode(data: bytes, source: str = "data") -> tuple[str, list[str]]:
    """The text of a file (by BOM, else UTF-8, else UTF-16 by its zero bytes, else Windows-1252)
    and notes on how it was read; CardImportError for binary data."""
    notes: list[str] = []
    text: str | None = None
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            try:
                text = data.decode(encoding)
            except UnicodeDecodeError as exc:
                problem = f"it starts like {encoding} text but is not ({exc.reason})"
                raise CardImportError(source, problem) from None
            break
    if text is None:
        head = data[:400]
        odd, even = head[1::2].count(0), head[0::2].count(0)
        quarter = len(head) // 4  # BOM-less UTF-16: every other byte of ASCII text is zero
        utf16 = "utf-16-le" if odd > quarter else "utf-16-be" if even > quarter else ""
        for encoding in (utf16, "utf-8", "cp1252", "latin-1"):
            if not encoding or (encoding.startswith("utf-16") and len(data) % 2):
                continue
            try:
                text = data.decode(encoding)
                break
            except UnicodeDecodeError:
                continue
        assert text is not None  # latin-1 decodes anything
        if not encoding.startswith("utf"):
            notes.append(
                f"the file is not UTF-8 (line {_first_bad_line(data)} is not);"
                " it was read as Windows-1252 (Latin-1), so check its accented letters"
            )
    if "\x00" in text or len(CONTROL.findall(text[:65536])) > 8:
        raise CardImportError(source, "it holds binary data, not card text (JSON or CSV)")
    return text, notes


def _first_bad_line(data: bytes) -> int:
    """The line of the first byte that is not UTF-8."""
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as exc:
        return data.count(b"\n", 0, exc.start) + 1
    return 0


def read_cards(
    data: bytes, source: str = "data", game: str = "vanguard"
) -> tuple[list[ImportedCard], ImportReport]:
    """The cards a file holds, and a report of its format, skipped records and notes."""
    if len(data) > MAX_BYTES:
        raise CardImportError(source, f"it is larger than {MAX_BYTES // 2**20} MB")
    text, notes = decode(data, source)
    report = ImportReport(source=source, notes=notes)
    stripped = text.lstrip()
    if not stripped:
        raise CardImportError(source, "the file is empty")
    if stripped[0] in "[{":
        records = _json_records(stripped, source, report)
    else:
        report.format = "CSV"
        records = _csv_records(text, source, report)
    cards: list[ImportedCard] = []
    for where, raw in records:
        if isinstance(raw.get("name"), str) and raw["name"].strip():
            where = f'{where} "{short(" ".join(raw["name"].split()), 60)}"'
        try:
            entry = record_card(raw, where, game)
        except FieldError as bad:
            report.skipped.append(Skipped(where, bad.field, bad.reason))
            continue
        cards.append(entry)
    if not cards and not report.skipped:
        report.notes.append("the file holds no cards")
    return cards, report


def _json_records(text: str, source: str, report: ImportReport) -> list[tuple[str, dict[str, Any]]]:
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
        records.append((f"item {index}", field_values(item, unknown)))
    _note_unknown(unknown, report)
    return records


def _csv_records(text: str, source: str, report: ImportReport) -> list[tuple[str, dict[str, Any]]]:
    first = text.lstrip("\r\n\ufeff").split("\n", 1)[0]
    delimiter = max(",;\t", key=lambda d: (first.count(d), d == ","))
    # strict: a quote that never closes is an error, not the rest of the file read as one value
    reader = csv.reader(io.StringIO(text.removeprefix("\ufeff")), delimiter=delimiter, strict=True)
    records: list[tuple[str, dict[str, Any]]] = []
    unknown: set[str] = set()
    header: list[str] | None = None
    line = 1
    try:
        for row in reader:
            where, line = f"line {line}", reader.line_num + 1
            if not any(cell.strip() for cell in row):
                continue
            if header is None:
                header = _csv_header(row, first, source)
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
            records.append((where, field_values(record, unknown)))
    except csv.Error as exc:
        raise CardImportError(source, _csv_problem(line, str(exc))) from None
    if header is None:
        raise CardImportError(source, "the file has no header row")
    _note_unknown(unknown, report)
    return records


def _csv_header(row: list[str], first: str, source: str) -> list[str]:
    """The field names of a CSV header row; CardImportError when it cannot be one."""
    if len(row) > MAX_COLUMNS:
        raise CardImportError(
            source,
            f"its header has {len(row):,} columns; a card file has at most {MAX_COLUMNS:,} columns",
        )
    header = [ALIASES.get(field_key(cell), field_key(cell)) for cell in row]
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


CARD_FILES = (".json", ".csv")  # what an import of a folder reads of it
Reading = Callable[[int, int], None]  # (files read so far, files to read)


def import_bytes(
    data: bytes,
    source: str = "data",
    library: Library | None = None,
    progress: Progress | None = None,
) -> ImportReport:
    """Read `data` and add its cards to `library` (default: the user's) in one transaction."""
    cards, report = read_cards(data, source)
    return _add(cards, report, library, progress)


def import_file(
    path: Path | str, library: Library | None = None, progress: Progress | None = None
) -> ImportReport:
    """Import one file into the library; CardImportError if the file cannot be used at all."""
    return _add(*_read_file(Path(path)), library, progress)


def import_files(
    paths: list[Path],
    library: Library | None = None,
    reading: Reading | None = None,
    progress: Progress | None = None,
) -> ImportReport:
    """Import many files in one pass and one transaction (the library is read once): a file
    that cannot be used at all is named in the report's `failed` and the others are imported;
    a skipped record names its file. `reading(done, total)` follows the files read,
    `progress(done, total)` the printings written."""
    report = ImportReport(source=str(paths[0]) if len(paths) == 1 else f"{len(paths)} files")
    cards: list[ImportedCard] = []
    formats: set[str] = set()
    for done, path in enumerate(paths, start=1):
        try:
            found, one = _read_file(path)
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
    return _add(cards, report, library, progress)


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
                problems.append(f"cannot import {path}: the folder holds no .json or .csv file")
        else:
            paths.append(path)
    return list(dict.fromkeys(paths)), problems


def _read_file(path: Path) -> tuple[list[ImportedCard], ImportReport]:
    try:
        if path.stat().st_size > MAX_BYTES:
            raise CardImportError(str(path), f"it is larger than {MAX_BYTES // 2**20} MB")
        data = path.read_bytes()
    except OSError as exc:
        raise CardImportError(str(path), exc.strerror or str(exc)) from None
    return read_cards(data, str(path))


def _add(
    cards: list[ImportedCard],
    report: ImportReport,
    library: Library | None,
    progress: Progress | None,
) -> ImportReport:
    """Decide what other printings of a name decide, count the evidence, and write."""
    library = library if library is not None else _default_library()
    cards = _by_clan(_by_name(cards, library), library)
    for entry in cards:
        report.count(entry)
    unknown = sum(1 for e in cards if getattr(e.card, "trigger", None) == UNKNOWN)
    if unknown:
        report.notes.append(
            f"{unknown} trigger unit(s) do not say which trigger they are, and nothing in"
            " their data decides it: their trigger is unknown (a deck check lists them in a"
            " deck, the table asks which trigger one is when it is first checked, and"
            " `playtester card edit NAME --trigger KIND` sets one)"
        )
    return library.add_cards(cards, "imported", progress=progress, report=report)


def _by_clan(cards: list[ImportedCard], library: Library) -> list[ImportedCard]:
    """Unknown gifts that the V era texts of the card's clan decide (in this import or in the
    library), with that evidence; library printings it decides are written again too."""
    vanguard = [c.card for c in cards if isinstance(c.card, VanguardCard)]
    if not any(c.gift == UNKNOWN for c in vanguard) and not gifts_named(vanguard):
        return cards  # nothing to decide, nothing that decides
    new = {(c.card.name, c.card.number) for c in cards}
    stored = [c for c in library.all_printings("vanguard") if (c.name, c.number) not in new]
    named = gifts_named([*vanguard, *(c for c in stored if isinstance(c, VanguardCard))])
    out = list(cards)
    for card in stored:
        if isinstance(card, VanguardCard) and gift_by_clan(card, named) is not None:
            found = library.evidence("vanguard", card.name, card.number)
            out.append(ImportedCard(card, found[1] if found else (), f"library {card.number}"))
    for at, entry in enumerate(out):
        card = entry.card
        decided = gift_by_clan(card, named) if isinstance(card, VanguardCard) else None
        if decided is not None and isinstance(card, VanguardCard):
            gift, evidence = decided
            kept = tuple(e for e in entry.evidence if e.field != "gift")
            out[at] = ImportedCard(replace(card, gift=gift), (*kept, evidence), entry.where)
    return out


def _by_name(cards: list[ImportedCard], library: Library) -> list[ImportedCard]:
    """Unknown triggers that another printing of the same name decides (in this import or in
    the library), with that evidence; library printings it decides are written again too."""
    waiting = {c.card.name for c in cards if getattr(c.card, "trigger", None) == UNKNOWN}
    if not waiting:
        return cards
    decided: dict[str, dict[str, list[str]]] = {}  # name -> kind -> numbers

    def learn(card: object, rule: str) -> None:
        if not isinstance(card, VanguardCard) or card.trigger in (None, UNKNOWN):
            return
        if card.name in waiting and rule != NAME and card.trigger is not None:
            decided.setdefault(card.name, {}).setdefault(card.trigger, []).append(card.number)

    for entry in cards:
        rule = next((e.rule for e in entry.evidence if e.field == "trigger"), "")
        learn(entry.card, rule)
    in_library: list[ImportedCard] = []
    new = {(c.card.name, c.card.number) for c in cards}
    for name in waiting:
        for card in library.printings("vanguard", name):
            found = library.evidence("vanguard", name, card.number)
            evidence = found[1] if found else ()
            rule = next((e.rule for e in evidence if e.field == "trigger"), "")
            learn(card, rule)
            if (name, card.number) not in new and getattr(card, "trigger", None) == UNKNOWN:
                in_library.append(ImportedCard(card, evidence, f"library {card.number}"))
    out = [*cards, *in_library]
    vanguard = [(i, e.card) for i, e in enumerate(out) if isinstance(e.card, VanguardCard)]
    kinds = {name: set(found) for name, found in decided.items()}
    for index in decide_by_name([c for _, c in vanguard], kinds):
        at, card = vanguard[index]
        (kind,) = kinds[card.name]
        numbers = ", ".join(n for n in decided[card.name][kind] if n) or "no set number"
        said = f"another printing of its name ({numbers}) is a {kind} trigger, and its shield fits"
        evidence = tuple(e for e in out[at].evidence if e.field != "trigger")
        out[at] = ImportedCard(
            replace(card, trigger=kind), (*evidence, Evidence("trigger", NAME, said)), out[at].where
        )
    return out

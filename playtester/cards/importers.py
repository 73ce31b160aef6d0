"""Import community card files into the user's library: Card Game Simulator set JSON and CSV.

The format is read from the content, not the file name: a JSON list of card objects (the Card
Game Simulator Vanguard shape, with `effect`, `type`, `grade` as "Grade 3"... or one keyed by
`Card` field names), else a CSV whose header row names the fields. What a file does not say is
inferred where its text allows (trigger type, sentinel, gift, skill icons from grade) and each
inferred field is recorded. Anything wrong with the file as a whole raises CardImportError and
writes nothing; a bad record is skipped with its item or line number, field and reason.
"""

from __future__ import annotations

import csv
import io
import json
import re
from pathlib import Path
from typing import Any

from playtester.cards.library import ImportedCard, ImportReport, Library, Progress, Skipped
from playtester.cards.library import default_library as _default_library
from playtester.engine.cards import GIFTS, SKILLS, TRIGGERS, Card, default_skills

__all__ = [
    "MAX_BYTES",
    "CardImportError",
    "FieldError",
    "card_from_fields",
    "decode",
    "import_bytes",
    "import_file",
    "read_cards",
]

MAX_BYTES = 64 * 1024 * 1024
MAX_NUMBER = 10**9
_TEXT_FIELDS = ("name", "number", "clan", "race", "text")
_INT_FIELDS = ("grade", "power", "shield", "critical", "trigger_power")
_FIELDS = {*_TEXT_FIELDS, *_INT_FIELDS, "kind", "trigger", "skills", "gift", "sentinel"}
_ALIASES = {"effect": "text", "type": "kind", "nation": "clan", "card_name": "name"}
_ALIASES |= {"set_number": "number", "skill": "skills", "icons": "skills", "gift_icon": "gift"}
_ALIASES |= {"trigger_type": "trigger", "imaginary_gift": "gift"}
_IGNORED = {"url", "image_url", "image_file_type", "productname", "product_name", "rarity", "id"}
_CGS_KEYS = {"effect", "type", "productname", "image_url"}
_TRIGGER_TEXT = re.compile(  # "[Heal] HEAL" (as CGS files print the icon), "Draw Trigger"
    r"\[(?i:critical|draw|heal|stand|front|over)\]\s*(CRITICAL|DRAW|HEAL|STAND|FRONT|OVER)\b"
    r"|\b((?i:critical|draw|heal|stand|front|over))\s+(?i:trigger)\b"
)
_SENTINEL_TEXT = re.compile(r"\[CONT\][^:\n]{0,20}:\s*Sentinel\b|^\s*Sentinel\b", re.I | re.M)
_GIFT_TEXT = re.compile(r"Imaginary\s+Gift\s*\]?\s*[:\uff1a]\s*(Force|Accel|Protect)\b", re.I)
_NUMBER = re.compile(r"(?:grade\s*)?\+?([0-9]{1,10})", re.IGNORECASE)
_CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
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


class FieldError(ValueError):
    """A bad value in one record: the field and why (an import skips the record)."""

    def __init__(self, field: str, reason: str) -> None:
        super().__init__(reason)
        self.field = field
        self.reason = reason


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
            notes.append("the file is not UTF-8; it was read as Windows-1252 (Latin-1)")
    if "\x00" in text or len(_CONTROL.findall(text[:65536])) > 8:
        raise CardImportError(source, "it holds binary data, not card text (JSON or CSV)")
    return text, notes


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
    guessed: list[str] = []
    for where, raw in records:
        if isinstance(raw.get("name"), str) and raw["name"].strip():
            where = f'{where} "{_short(" ".join(raw["name"].split()), 60)}"'
        try:
            entry = _card(raw, where, game)
        except FieldError as bad:
            report.skipped.append(Skipped(where, bad.field, bad.reason))
            continue
        if "trigger" in entry.inferred and not _TRIGGER_TEXT.search(entry.card.text):
            guessed.append(entry.card.name)
        cards.append(entry)
    if guessed:
        report.notes.append(
            f"{len(guessed)} trigger unit(s) do not say which trigger they are (e.g."
            f' "{guessed[0]}"); they were set to critical and marked inferred'
        )
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
    cgs = any(isinstance(item, dict) and _CGS_KEYS & {_key(k) for k in item} for item in data)
    report.format = "Card Game Simulator JSON" if cgs else "card JSON"
    records: list[tuple[str, dict[str, Any]]] = []
    unknown: set[str] = set()
    for index, item in enumerate(data, start=1):
        if not isinstance(item, dict):
            what = type(item).__name__ if item is not None else "null"
            report.skipped.append(Skipped(f"item {index}", "", f"not a card object ({what})"))
            continue
        records.append((f"item {index}", _fields(item, unknown)))
    _note_unknown(unknown, report)
    return records


def _csv_records(text: str, source: str, report: ImportReport) -> list[tuple[str, dict[str, Any]]]:
    first = text.lstrip("\r\n\ufeff").split("\n", 1)[0]
    delimiter = max(",;\t", key=lambda d: (first.count(d), d == ","))
    reader = csv.reader(io.StringIO(text.removeprefix("\ufeff")), delimiter=delimiter)
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
                header = [_ALIASES.get(_key(cell), _key(cell)) for cell in row]
                if "name" not in header:
                    shown = first if len(first) <= 60 else first[:57] + "..."
                    raise CardImportError(
                        source,
                        "neither JSON nor CSV with a header row naming the card fields"
                        f" (a CSV needs a `name` column; its first line is {shown!r})",
                    )
                doubled = sorted({h for h in header if h and header.count(h) > 1})
                if doubled:
                    raise CardImportError(source, f"the header names {doubled[0]!r} twice")
                continue
            if len(row) > len(header) and any(cell.strip() for cell in row[len(header) :]):
                report.skipped.append(
                    Skipped(where, "", f"{len(row)} values for {len(header)} columns")
                )
                continue
            record = {h: cell for h, cell in zip(header, row, strict=False) if h}
            records.append((where, _fields(record, unknown)))
    except csv.Error as exc:
        raise CardImportError(source, f"line {line}: not readable as CSV ({exc})") from None
    if header is None:
        raise CardImportError(source, "the file has no header row")
    _note_unknown(unknown, report)
    return records


def _key(key: Any) -> str:
    return re.sub(r"[\s-]+", "_", str(key).strip().casefold())


def _fields(item: dict[Any, Any], unknown: set[str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in item.items():
        name = _ALIASES.get(_key(key), _key(key))
        if name in _FIELDS:
            out[name] = value
        elif name not in _IGNORED:
            unknown.add(name[:40])
    return out


def _note_unknown(unknown: set[str], report: ImportReport) -> None:
    if unknown:
        shown = ", ".join(sorted(unknown)[:8]) + (", ..." if len(unknown) > 8 else "")
        report.notes.append(f"ignored unknown field(s): {shown}")


def _text(raw: dict[str, Any], field: str) -> str:
    value = raw.get(field)
    if value is None or (isinstance(value, str) and value.strip() in ("", "-")):
        return ""
    if isinstance(value, bool) or not isinstance(value, str | int):
        raise FieldError(field, f"expected text, got {_show(value)}")
    text = str(value).encode("utf-8", "replace").decode("utf-8").strip()
    return text if field == "text" else " ".join(text.split())


def _int(raw: dict[str, Any], field: str) -> int | None:
    value = raw.get(field)
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, str):
        value = value.replace(",", "").replace(" ", "")
        if value in ("", "-", "\u2014", "null"):
            return None
        match = _NUMBER.fullmatch(value)
        if not match:
            raise FieldError(field, f"{_show(value)} is not a number")
        value = int(match[1])
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_NUMBER:
        raise FieldError(field, f"{_show(value)} is not a whole number from 0 to {MAX_NUMBER}")
    return value


def _choice(raw: dict[str, Any], field: str, choices: tuple[str, ...]) -> str | None:
    text = _text(raw, field).casefold().replace(" ", "_")
    if text in ("", "none", "no"):
        return None
    if text not in choices:
        raise FieldError(field, f"{_show(raw[field])} is not one of {', '.join(choices)}")
    return text


def _kind(raw: dict[str, Any]) -> tuple[str | None, bool]:
    """(kind, whether the type says it is a trigger unit) from `kind`/`type`."""
    text = re.sub(r"[^a-z]", "", _text(raw, "kind").casefold())
    if not text:
        return None, False
    if text in ("unit", "normalunit", "trigger", "triggerunit"):
        return "unit", text.startswith("trigger")
    if text in ("gunit", "gunits", "stride"):
        return "g_unit", False
    if "order" in text:
        return "order", False
    if text in ("marker", "token", "ticket", "crest"):
        return "marker", False
    raise FieldError("kind", f"{_show(raw['kind'])} is not a card type this program knows")


def card_from_fields(fields: dict[str, Any], game: str = "vanguard") -> ImportedCard:
    """A card from field values as a CSV row or a command line gives them (text or numbers),
    inferring what is missing; FieldError names the first bad field."""
    return _card(_fields(fields, set()), "", game)


def _card(raw: dict[str, Any], where: str, game: str) -> ImportedCard:
    name = _text(raw, "name")
    if not name:
        raise FieldError("name", "every card needs a name")
    if _CONTROL.search(name) or len(name) > 200:
        raise FieldError("name", "a name must be one line of at most 200 characters")
    inferred: list[str] = []
    text = _CONTROL.sub("", _text(raw, "text"))
    kind, trigger_unit = _kind(raw)
    grade, power, shield = _int(raw, "grade"), _int(raw, "power"), _int(raw, "shield")
    if grade is None and power is not None and power <= 5 and (shield or 0) >= 1000:
        grade, power, shield = power, shield, 0  # a row shifted by one (seen in CGS data)
        inferred += ["grade", "power", "shield"]
    if kind is None:
        kind = "g_unit" if grade is not None and grade >= 4 else "unit"
    if grade is None and kind in ("unit", "g_unit"):
        grade = 4 if kind == "g_unit" else 0
        inferred.append("grade")
    trigger = _choice(raw, "trigger", (*TRIGGERS, "front", "over"))
    maybe_trigger = kind == "unit" and grade == 0 and "trigger" not in raw
    if trigger is None and (trigger_unit or maybe_trigger):
        found = _TRIGGER_TEXT.search(text)
        if found or trigger_unit:
            words = [w for w in found.groups() if w] if found else ["critical"]
            trigger = words[-1].casefold()
            inferred.append("trigger")
    if trigger in ("front", "over"):
        trigger = "critical"  # not in these rules; a trigger of some kind all the same
    if trigger is not None and (kind != "unit" or (grade or 0) != 0):
        raise FieldError("trigger", "only a grade 0 unit can be a trigger")
    if grade is not None and not 0 <= grade <= 5:
        raise FieldError("grade", f"grade {grade} is not from 0 to 5")
    if "skills" in raw and _text(raw, "skills"):
        skills = tuple(re.split(r"[\s;,|/]+", _text(raw, "skills").casefold().replace(" ", "_")))
        skills = tuple(dict.fromkeys(s for s in skills if s))
        bad = [s for s in skills if s not in SKILLS]
        if bad:
            raise FieldError("skills", f"{bad[0]!r} is not one of {', '.join(SKILLS)}")
    elif kind in ("unit", "g_unit"):
        skills = ("triple_drive",) if kind == "g_unit" else default_skills(grade)
        inferred.append("skills")
    else:
        skills = ()
    gift = _choice(raw, "gift", GIFTS)
    if gift is None and "gift" not in raw and (found_gift := _GIFT_TEXT.search(text)):
        gift = found_gift[1].casefold()
        inferred.append("gift")
    sentinel = _sentinel(raw, text, inferred)
    number = _text(raw, "number")
    trigger_power = _int(raw, "trigger_power")
    if trigger_power is None:
        trigger_power = 5000
        if trigger and re.match(r"[VD]-", number):  # V and D era triggers give +10000
            trigger_power = 10000
            inferred.append("trigger_power")
    critical = _int(raw, "critical")
    card = Card(
        name=name,
        grade=grade,
        power=power or 0,
        shield=shield or 0,
        critical=1 if critical is None else critical,
        clan=_text(raw, "clan"),
        kind=kind,
        trigger=trigger,
        trigger_power=trigger_power,
        skills=skills,
        gift=gift,
        sentinel=sentinel,
        race=_text(raw, "race"),
        text=text,
        number=number,
        game=game,
    )
    return ImportedCard(card, tuple(inferred), where)


def _sentinel(raw: dict[str, Any], text: str, inferred: list[str]) -> bool:
    value = raw.get("sentinel")
    if value is None or value == "":
        if _SENTINEL_TEXT.search(text):
            inferred.append("sentinel")
            return True
        return False
    if isinstance(value, bool):
        return value
    word = str(value).strip().casefold()
    if word in ("1", "yes", "y", "true", "x", "sentinel"):
        return True
    if word in ("0", "no", "n", "false", "-"):
        return False
    raise FieldError("sentinel", f"{_show(value)} is not yes or no")


def _short(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 3] + "..."


def _show(value: Any) -> str:
    return _short(repr(value), 40)


def import_bytes(
    data: bytes,
    source: str = "data",
    library: Library | None = None,
    progress: Progress | None = None,
) -> ImportReport:
    """Read `data` and add its cards to `library` (default: the user's) in one transaction."""
    cards, report = read_cards(data, source)
    library = library if library is not None else _default_library()
    return library.add_cards(cards, "imported", progress=progress, report=report)


def import_file(
    path: Path | str, library: Library | None = None, progress: Progress | None = None
) -> ImportReport:
    """Import one file into the library; CardImportError if the file cannot be used at all."""
    path = Path(path)
    try:
        if path.stat().st_size > MAX_BYTES:
            raise CardImportError(str(path), f"it is larger than {MAX_BYTES // 2**20} MB")
        data = path.read_bytes()
    except OSError as exc:
        raise CardImportError(str(path), exc.strerror or str(exc)) from None
    return import_bytes(data, str(path), library, progress)

"""Card fields as files give them (text or numbers, loosely named): the values a game's record
reader (its card model's `records`, e.g. `games/vanguard/records.py`) makes a card of.

Shared by the importers and the `card add` command: a key is matched loosely (case, spaces and
dashes aside, and the game's other names for its fields), a text is cleaned and kept within the
card limits, a number may be written "11,000", a choice is one of the game's words.
"""

from __future__ import annotations

import functools
import re
from typing import Any

from playtester.engine.cards import (
    MAX_NAME,
    MAX_NUMBER,
    MAX_TEXT,
    describe_char,
    hidden_character,
    name_problem,
    normal_name,
)
from playtester.engine.imports import FieldError, RecordReader

__all__ = [
    "CONTROL",
    "NUMBER",
    "PICTURE",
    "PICTURE_ADDRESS",
    "STRAY",
    "FieldError",
    "choice_value",
    "field_key",
    "field_values",
    "number_value",
    "short",
    "show",
    "text_value",
]

CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
# what a card's text drops: the controls (but tab and line breaks; a terminal's escapes too)
# and the marks that turn the text around them
STRAY = re.compile(
    r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]"
)
# a picture address a card file names (WIXOSS's ImgURL, picURL), kept as the evidence of this
# field decided by this rule, where `cards fetch` finds it
PICTURE, PICTURE_ADDRESS = "picture", "address"
SURROGATE = re.compile(r"[\ud800-\udfff]")  # half of a character: never text
NUMBER = re.compile(r"\+?([0-9]{1,10})")  # a number as files write it (commas and spaces aside)


_SPACES = re.compile(r"[\s-]+")


def field_key(key: Any) -> str:
    """A file's key as fields are matched: case folded, each run of spaces and dashes one `_`."""
    return _folded(str(key))


@functools.lru_cache(maxsize=1024)
def _folded(key: str) -> str:
    """(Remembered: a file gives the same dozen keys in each of its thousands of records.)"""
    return _SPACES.sub("_", key.strip().casefold())


def field_name(key: Any, reader: RecordReader) -> str:
    """The field a file's key or header names, by the reader's own name for it."""
    folded = field_key(key)
    return reader.aliases.get(folded, folded)


def field_values(item: dict[Any, Any], unknown: set[str], reader: RecordReader) -> dict[str, Any]:
    """The values of the fields the reader knows, by its names for them; the other keys (but
    those it ignores) are added to `unknown`."""
    out: dict[str, Any] = {}
    for key, value in item.items():
        name = field_name(key, reader)
        if name in reader.fields:
            out[name] = value
        elif name not in reader.ignored:
            unknown.add(name[:40])
    return out


def card_name(raw: dict[str, Any]) -> str:
    """A record's card name (FieldError when there is none, or when it cannot be a name)."""
    name = text_value(raw, "name")
    if not name:
        raise FieldError("name", "every card needs a name")
    problem = name_problem(name)
    if problem is not None:
        raise FieldError("name", problem)
    return name


def text_value(raw: dict[str, Any], field: str) -> str:
    """A text field ("" when missing or "-"): a card's text up to MAX_TEXT characters, without
    controls or direction marks (`STRAY`); any other (a name, a clan, a number) up to MAX_NAME,
    normalised as names are and refused, as names are, when it holds a character that is
    invisible or turns text around (a terminal's escape would act on whoever prints it)."""
    value = raw.get(field)
    if value is None or (isinstance(value, str) and value.strip() in ("", "-")):
        return ""
    if isinstance(value, bool) or not isinstance(value, str | int):
        raise FieldError(field, f"expected text, got {show(value)}")
    text = str(value).strip()
    half = SURROGATE.search(text)
    if half is not None:  # a byte of a command line that is not UTF-8, or a lone JSON escape
        code = ord(half[0])
        said = f"the byte 0x{code - 0xDC00:02X}" if code >= 0xDC80 else describe_char(half[0])
        raise FieldError(field, f"the {field} is not UTF-8 text ({said})")
    limit = MAX_TEXT if field == "text" else MAX_NAME
    if len(text) > limit:
        what = "a card text" if field == "text" else f"the {field}"
        raise FieldError(field, f"{what} has at most {limit:,} characters, this one {len(text):,}")
    if field == "text":
        return STRAY.sub("", text)
    text = normal_name(text)
    hidden = hidden_character(text) if field != "name" else None  # a name: `name_problem`
    if hidden is not None:
        raise FieldError(
            field,
            f"the {field} cannot hold {hidden}, a character that is invisible or acts on"
            " the text around it",
        )
    return text


def number_value(raw: dict[str, Any], field: str, pattern: re.Pattern[str] = NUMBER) -> int | None:
    """A whole number from 0 to MAX_NUMBER (None when missing or "-"); a text must match
    `pattern` (its first group the digits) once commas and spaces are left out."""
    value = raw.get(field)
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, str):
        value = value.replace(",", "").replace(" ", "")
        if value in ("", "-", "\u2014", "null"):
            return None
        match = pattern.fullmatch(value)
        if not match:
            raise FieldError(field, f"{show(value)} is not a number")
        value = int(match[1])
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_NUMBER:
        raise FieldError(field, f"{show(value)} is not a whole number from 0 to {MAX_NUMBER}")
    return value


def choice_value(raw: dict[str, Any], field: str, choices: tuple[str, ...]) -> str | None:
    """One of `choices` (None for "", "none" or "no"), written in any case, spaces for
    underscores."""
    text = text_value(raw, field).casefold().replace(" ", "_")
    if text in ("", "none", "no"):
        return None
    if text not in choices:
        raise FieldError(field, f"{show(raw[field])} is not one of {', '.join(choices)}")
    return text


def short(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 3] + "..."


def show(value: Any) -> str:
    """A value as a message quotes it, cut short."""
    return short(repr(value), 40)

"""Cockatrice's XML files, as community plugins of card games write them: the card database
(`<cockatrice_carddatabase version="3">` or `"4"`: one `<card>` per card, with `<name>`, one
`<set picURL=... num=...>` per set it is printed in, and its properties: directly in the card
in version 3, in `<prop>` in version 4) and the deck file (`.cod`: `<cockatrice_deck>` with
`<zone name="main">` and `<zone name="side">` of `<card number="4" name="..."/>`).

This module reads the files only (no game): a card becomes one record per printing, its
properties by their tag names (`type`, `manacost`, `color`, `loyalty`, `pt`, `text`...) and
`number` (the set's `num`, else the stem of its picture's file name when that starts with the
set's code) and `set`; a game's record reader says what they mean. A document that declares
a DOCTYPE or entities is refused (an entity can expand to gigabytes), so parsing is linear in
the file's size, which the importer limits.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import PurePosixPath
from typing import Any
from urllib.parse import urlparse

__all__ = ["CockatriceError", "DeckZone", "deck_zones", "is_xml", "records"]

MAX_CARDS = 100_000
MAX_DECK_LINES = 1_000
_DECLARATION = re.compile(r"<!(?:DOCTYPE|ENTITY)", re.IGNORECASE)
_PROPERTIES: tuple[str, ...] = ("type", "maintype", "manacost", "cmc", "color", "colors")
_PROPERTIES += ("loyalty", "pt", "text", "related", "tablerow", "side", "layout")


class CockatriceError(ValueError):
    """A file that is not a Cockatrice document this reader can use; the message says why."""


def is_xml(text: str) -> bool:
    """Whether a file's text is XML (its first sign is "<")."""
    return text.lstrip("\ufeff \t\r\n").startswith("<")


def _root(text: str) -> ET.Element:
    if _DECLARATION.search(text):
        raise CockatriceError(
            "it declares a DOCTYPE or entities, which a Cockatrice file never does"
        )
    try:
        return ET.fromstring(text.lstrip("\ufeff"))
    except ET.ParseError as exc:
        raise CockatriceError(f"not well-formed XML ({exc})") from None
    except UnicodeError:
        raise CockatriceError("it holds half of a character (not UTF-8 text)") from None


def _text(element: ET.Element | None) -> str:
    return "" if element is None else "".join(element.itertext()).strip()


def _number(set_code: str, element: ET.Element) -> str:
    """A printing's set number: the `num` given (with the set's code before it when it is a
    bare number), else the stem of its picture's file name when that starts with the set's
    code ("WD01-009" for the set WD01), else none."""
    num = element.get("num", "").strip()
    if num:
        return num if not num.isdigit() or not set_code else f"{set_code}-{num}"
    url = element.get("picURL") or element.get("picurl") or ""
    stem = PurePosixPath(urlparse(url).path).stem if url else ""
    key = set_code.replace("-", "").casefold()
    if key and stem.replace("-", "").casefold().startswith(key):
        return stem
    return ""


def records(text: str) -> tuple[str, list[tuple[str, dict[str, Any]]]]:
    """The version ("3", "4") and the records of a card database: (where, fields) for each
    printing of each card; CockatriceError for another document."""
    root = _root(text)
    if root.tag == "cockatrice_deck":
        raise CockatriceError(
            "it is a Cockatrice deck (.cod), not a card database: open it as a deck list"
        )
    if root.tag != "cockatrice_carddatabase":
        raise CockatriceError(f"its root is <{root.tag[:40]}>, not <cockatrice_carddatabase>")
    cards = root.find("cards")
    found: list[tuple[str, dict[str, Any]]] = []
    for index, card in enumerate(cards if cards is not None else (), start=1):
        if card.tag != "card":
            continue
        if index > MAX_CARDS:
            raise CockatriceError(f"it holds more than {MAX_CARDS:,} cards")
        fields: dict[str, Any] = {"name": _text(card.find("name"))}
        for holder in (card, card.find("prop")):
            for tag in _PROPERTIES:
                value = holder.find(tag) if holder is not None else None
                if value is not None and tag not in fields:
                    fields[tag] = _text(value)
        sets = card.findall("set")
        numbers: dict[str, str] = {}
        for element in sets:
            code = _text(element)
            numbers.setdefault(_number(code, element), code)
        for number, code in (numbers or {"": ""}).items():
            found.append((f"card {index}", {**fields, "number": number, "set": code}))
    return root.get("version", ""), found


@dataclass(frozen=True)
class DeckZone:
    """One zone of a Cockatrice deck: its name ("main", "side") and its (count, name) lines."""

    name: str
    cards: tuple[tuple[int, str], ...]


def deck_zones(text: str) -> list[DeckZone]:
    """The zones of a Cockatrice deck file, in order; CockatriceError when it is not one."""
    root = _root(text)
    if root.tag != "cockatrice_deck":
        raise CockatriceError(f"its root is <{root.tag[:40]}>, not <cockatrice_deck>")
    zones = []
    lines = 0
    for zone in root.findall("zone"):
        cards: list[tuple[int, str]] = []
        for card in zone.findall("card"):
            lines += 1
            if lines > MAX_DECK_LINES:
                raise CockatriceError(f"it lists more than {MAX_DECK_LINES:,} cards")
            name = " ".join((card.get("name") or "").split())
            count = (card.get("number") or "1").strip()
            if not name or not count.isdigit() or not 1 <= int(count) <= 99:
                raise CockatriceError(
                    f"zone {zone.get('name', '?')!r}, card {len(cards) + 1}: needs a name and a"
                    " number from 1 to 99"
                )
            cards.append((int(count), name))
        zones.append(DeckZone(zone.get("name", "main"), tuple(cards)))
    return zones

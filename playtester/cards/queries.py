"""The SQL pieces of a card search (`search.py`): what a typed query asks in each relevance tier,
whether it is a set number, what each filter tests, and where a tier's cards are read from.

A query's words become FTS5 queries, quoted so that quotes and FTS operators typed are plain
text; a query that is a set number, or the start of one ("BT01/001", "v-bt01", "PT-073"), is
also matched against the cards' numbers, ignoring case.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from playtester.cards.rows import GameTable
from playtester.cards.schema import UNSPACED
from playtester.cards.wording import search_forms
from playtester.engine.cards import Attribute

__all__ = ["Tier", "Where", "condition", "number_start", "source", "tiers"]

MAX_WORDS = 12
_WORD = re.compile(r"[^\W_]+")
_NUMBER = re.compile(r"[A-Za-z0-9][A-Za-z0-9/-]{0,39}")  # a set number or its start: "V-BT01/0"


@dataclass(frozen=True)
class Tier:
    """One relevance tier: an FTS5 query (`wide`: a text's, which many cards may match), the
    start of a name or of a set number, or none of them (every card that passes the
    filters)."""

    match: str | None = None
    wide: bool = False
    start: str | None = None  # lowercase ASCII letters and digits
    number: str | None = None
    index: str = "cards_fts"  # the search index `match` asks: "cards_trigram" for Japanese
    # parts of Japanese too short for the trigram index, which the column ("name") holds
    holds: tuple[str, tuple[str, ...]] | None = None

    def condition(self) -> tuple[str, list[Any]]:
        """What a card's row must hold for a name's or a number's start ("1": nothing), as a
        range of its index, in whose order the tier walks and stops at the page; or the parts
        its name or text holds."""
        if self.holds is not None:
            column, parts = self.holds
            return " AND ".join(f"instr(c.{column}, ?) > 0" for _ in parts), list(parts)
        start, column = (self.start, "name") if self.start else (self.number, "number")
        if not start:
            return "1", []
        start = start.lower()  # NOCASE folds ASCII letters only: the start is ASCII
        after = start[:-1] + chr(ord(start[-1]) + 1)
        return (
            f"c.{column} >= ? COLLATE NOCASE AND c.{column} < ? COLLATE NOCASE",
            [start, after],
        )


@dataclass
class Where:
    """SQL conditions joined by AND, and their parameters."""

    sql: list[str] = field(default_factory=list)
    args: list[Any] = field(default_factory=list)

    def add(self, sql: str, args: list[Any]) -> None:
        self.sql.append(sql)
        self.args += args

    def __str__(self) -> str:
        return " AND ".join(self.sql) or "1"


# scripts written without spaces between words (kana, CJK ideographs, full-width forms), whose
# runs `unicode61` keeps as one word: such a query is looked up by parts (`japanese_tiers`), in
# the trigram index, which holds the cards that hold them (and no other)
_UNSPACED = re.compile(f"[{UNSPACED}]")
TRIGRAM = 3  # the shortest part the trigram index finds


def japanese_tiers(query: str) -> list[Tier] | None:
    """The tiers of a query in a script written without spaces (None for another): names that
    hold every part typed (parts split at spaces), then texts that do. Parts of three
    characters or more are asked of the trigram index; a query with a shorter part, which it
    cannot find, is looked for in each card's name only (one or two characters are the start
    of a name being typed; reading every text for them took 7 ms at 7,000 cards)."""
    if not _UNSPACED.search(query):
        return None
    parts = [part for part in query.split() if part][:MAX_WORDS]
    if all(len(part) >= TRIGRAM for part in parts):
        every = " AND ".join('"' + part.replace('"', '""') + '"' for part in parts)
        return [
            Tier(f"{{name}}: ({every})", index="cards_trigram"),
            Tier(every, wide=True, index="cards_trigram"),
        ]
    return [Tier(holds=("name", tuple(parts)))]


def tiers(query: str) -> tuple[list[Tier], bool]:
    """The three relevance tiers of the words typed (a tier finds again what the ones before
    it found: the search keeps the first, which is cheaper than excluding them here), and
    whether a word is one a text may spell several ways (a cost: "counterblast", "CB",
    "counter blast"), which matches any of its spellings.

    Names that start with one word typed in ASCII letters and digits are read from the name
    index, in order, rather than from the search index, whose one-letter prefix matches
    thousands of names to sort; a name that starts with an accent or a sign ("Éclair") comes
    in the next tier, of names that hold the word."""
    japanese = japanese_tiers(query)
    if japanese is not None:
        return japanese, False
    words = [w.casefold() for w in _WORD.findall(query)][:MAX_WORDS]
    if not words:
        return [], False
    groups = search_forms(words)
    every = " AND ".join(_any(forms) for forms in groups)
    in_name = f"{{name}}: ({every})"
    first = " OR ".join(f'^"{form}"*' for form in groups[0])
    # a name starting with the only word holds every word: testing it twice costs twice
    starts = f"{{name}}: ({first})" if len(groups) == 1 else f"{{name}}: (({first}) AND {every})"
    word = groups[0][0]
    plain = len(groups) == len(groups[0]) == 1 and word.isascii() and word.isalnum()
    spelled = any(len(forms) > 1 for forms in groups)
    return [Tier(start=word) if plain else Tier(starts), Tier(in_name), Tier(every, True)], spelled


def _any(forms: list[str]) -> str:
    """An FTS5 query for any of a word's spellings, each as a prefix."""
    if len(forms) == 1:
        return f'"{forms[0]}"*'
    return "(" + " OR ".join(f'"{form}"*' for form in forms) + ")"


def number_start(query: str) -> str | None:
    """The set number, or the start of one, that a query is (spaces around it ignored), if it
    is one: letters, digits, "-" and "/", with a digit among them ("BT01/001EN", "PT-073")."""
    typed = query.strip()
    if _NUMBER.fullmatch(typed) and any(ch.isdigit() for ch in typed):
        return typed
    return None


def source(
    table: GameTable,
    db: str,
    match: bool,
    held: bool,
    *,
    ids: bool = False,
    first: bool = False,
    index: str = "cards_fts",
) -> str:
    """The cards one file offers a query: all of them, those the search index matches, or
    those whose `ids` are given as a JSON list. The game's table `a` is joined when filters
    test it (`first`: read first, in its own order), and a match is tested on it (a small row)
    before the card's own row is read."""
    attributes = f'{db}."{table.table}" AS a'
    held = held and bool(table.table)
    if ids:
        found = f"json_each(?) AS j CROSS JOIN {db}.cards AS c ON c.id = j.value"
        return found + (table.join(db) if held else "")
    if not match:
        if held and first:
            return f'{attributes} CROSS JOIN {db}.cards AS c ON c.id = a."card"'
        return f"{db}.cards AS c{table.join(db) if held else ''}"
    found = f"{db}.{index}(?) AS f"
    if held:
        found += f' CROSS JOIN {attributes} ON a."card" = f.rowid'
    return f"{found} CROSS JOIN {db}.cards AS c ON c.id = f.rowid"


def condition(table: GameTable, name: str, value: Any) -> tuple[str, list[Any]]:
    """The SQL condition (on the game's table `a`) of one filter, and its parameters."""
    found = _filters(table).get(name)
    if found is None:
        known = ", ".join(_filters(table)) or "none"
        raise ValueError(f"unknown filter {name!r} for {table.game} cards; filters: {known}")
    attribute, test = found
    column = f'a."{attribute.name}"'
    if test == "min":
        return f"{column} >= ?", [value]
    if test == "max":
        return f"{column} <= ?", [value]
    if test == "prefix":
        escaped = str(value).replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
        return f"{column} LIKE ? ESCAPE '\\'", [escaped + "%"]
    if attribute.optional and value in ("any", "none"):
        return f"{column} IS {'NOT ' if value == 'any' else ''}NULL", []
    if attribute.choices and value not in attribute.choices:
        words = f"{attribute.name}s".replace("_", " ")
        raise ValueError(
            f"unknown {attribute.name} {value!r}; {words}: {', '.join(attribute.choices)}"
        )
    if test == "word":  # the words are stored as "a,b": one of them is the value
        return f"instr(',' || {column} || ',', ?) > 0", [f",{value},"]
    return f"{column} = ?", [value]


def _filters(table: GameTable) -> dict[str, tuple[Attribute, str]]:
    """The filters of a game's cards: name -> (attribute, test)."""
    out: dict[str, tuple[Attribute, str]] = {}
    for attribute in table.attributes:
        if attribute.search == "range":
            out[f"{attribute.name}_min"] = (attribute, "min")
            out[f"{attribute.name}_max"] = (attribute, "max")
        elif attribute.search:
            out[attribute.name] = (attribute, attribute.search)
    return out

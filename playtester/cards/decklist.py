"""Plain-text deck lists, as players paste them: read, resolve to cards, and write back.

A line is `4 Name`, `4x Name` (or `X`, or the multiplication sign), `x4 Name`, `-4x Name` or
just `Name` (one copy). A set number may follow the count (`4x BT01/001EN Name`), end the line
(`4 Name [BT01-001]`, `4x Name (TD01/005EN)`), or stand alone (`4 TD01/005EN`): the line plays
that printing. A line without one plays the printing of the format's era (see `printings.py`).
A line ending with `:` (optionally with a count: `Grade 3: (8)`,
`Grade 3 (8):`) starts a section: `G Zone:`, `G Deck:` and `Generation Zone:` hold the G zone,
`Ride Deck:` the D era's Ride Deck (its four cards count in the deck, set apart), every other
section (Grade 3, Triggers, Main Deck, First Vanguard, Starter...) the main deck; the
first card under `First Vanguard:` or `Starter:` is the first vanguard. `#` and `//` start
comment lines, and ` // ...` ends a line with a comment.

A deck list is at most MAX_DECK_CHARS characters and a card name at most `MAX_NAME`; names are
read in their composed form (NFC), and a name holding an invisible or direction-changing
character is refused (it could pass for another card). Every pattern here runs in linear time.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Protocol

from playtester import files
from playtester.cards import printings
from playtester.cards.decoding import CardImportError, decode
from playtester.engine.cards import Card, name_problem
from playtester.engine.errors import DeckError

__all__ = [
    "MAX_DECK_CHARS",
    "DeckLine",
    "DeckList",
    "ResolvedDeck",
    "format_deck",
    "parse_deck",
    "read_deck_file",
    "resolve_deck",
]

Lookup = Callable[[str, str], Card | None]
Suggest = Callable[[str, str], list[str]]

MAX_COUNT = 99
MAX_DECK_CHARS = 1_000_000  # a real deck list is a few thousand
MAX_SUGGESTED = 10  # unknown names that get "did you mean" suggestions (each takes a search)
MAIN, G_ZONE, RIDE_DECK = "main", "g_zone", "ride_deck"
G_ZONE_HEADERS = frozenset({"gzone", "gdeck", "generationzone"})
RIDE_DECK_HEADERS = frozenset({"ridedeck"})
FIRST_VANGUARD_HEADERS = frozenset({"firstvanguard", "starter", "startingvanguard"})

_LINE_BREAK = re.compile(r"\r\n|\r|\n")
_COMMENT = re.compile(r"\s//")  # the last one on a line starts a trailing comment
_COUNT = re.compile(r"-?\s*(?:([0-9]+)\s*[xX\u00d7]?|[xX\u00d7]([0-9]+))\s+(\S.*)")
_BULLET = re.compile(r"-\s+(\S.*)")
_BRACKET_NUMBER = re.compile(r"\[([A-Za-z0-9/:-]*)\]\Z")
_PAREN_NUMBER = re.compile(r"\(([A-Za-z0-9-]+/[A-Za-z0-9:-]+)\)\Z")
_LEADING_NUMBER = re.compile(r"([A-Z0-9][A-Z0-9-]*/[A-Za-z0-9:-]+)\s+(\S.*)")
_ALONE_NUMBER = re.compile(r"[A-Z0-9][A-Z0-9-]*/[A-Za-z0-9:-]+")
_NUMBER = re.compile(r"[A-Za-z0-9/:-]*")


@dataclass(frozen=True)
class DeckLine:
    """One line of a deck list: `count` copies of the card `name`.

    `line` (1-based, 0 when unknown) only says where the line was read; it takes no part in
    comparisons, so lists read from differently laid out texts compare equal.
    """

    count: int
    name: str  # "" when the line gives only a set number
    number: str = ""  # set number if given, else ""
    section: str = MAIN  # "main" | "g_zone" | "ride_deck"
    line: int = field(default=0, compare=False)


@dataclass
class DeckList:
    """A deck list as written: main deck, G zone and Ride Deck lines, in order, and the first
    vanguard."""

    main: list[DeckLine] = field(default_factory=list)
    g_zone: list[DeckLine] = field(default_factory=list)
    first_vanguard: str | None = None  # first card listed under "First Vanguard:"/"Starter:"
    ride_deck: list[DeckLine] = field(default_factory=list)


@dataclass(frozen=True)
class Chosen:
    """The printing a deck line plays, and why that one."""

    line: DeckLine
    card: Card
    why: str  # "listed", "the only printing", "the G era's printing", "the newest printing"


@dataclass
class ResolvedDeck:
    """The cards of a deck list, one entry per copy, in list order; the printing each line
    plays; notes on lines that play another printing than they name."""

    main: list[Card]
    g_zone: list[Card]
    first_vanguard: Card | None
    chosen: list[Chosen] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    ride_deck: list[Card] = field(default_factory=list)


def _without_count(text: str, bare: bool) -> str:
    """`text` without a count at its end: `(8)`, or (if `bare`) `8`; stripped."""
    text = text.rstrip()
    if text.endswith(")"):
        opening = text.rfind("(")
        inside = text[opening + 1 : -1].strip()
        if opening >= 0 and inside.isascii() and inside.isdigit():
            return text[:opening].rstrip()
    elif bare:
        digits = len(text) - len(text.rstrip("0123456789"))
        if digits:
            return text[:-digits].rstrip()
    return text


def _header(line: str) -> str | None:
    """The label of a section header line (`Grade 3:`, `Grade 3: (8)`, `Grade 3 (8):`), else
    None. Written without a regular expression: the natural one backtracks in cubic time."""
    text = _without_count(line, bare=True)
    if not text.endswith(":"):
        return None
    return _without_count(text[:-1], bare=False)


def _header_key(label: str) -> str:
    return "".join(ch for ch in label.casefold() if ch.isalnum())


def _strip_comment(text: str) -> str:
    matches = list(_COMMENT.finditer(text))
    return text[: matches[-1].start()].rstrip() if matches else text


def _split_number(rest: str) -> tuple[str, str]:
    """(name, set number) of what follows the count ("" for the name of a bare number)."""
    if _ALONE_NUMBER.fullmatch(rest):
        return "", rest
    bracket = _BRACKET_NUMBER.search(rest) if rest.endswith("]") else None
    bracket = bracket or (_PAREN_NUMBER.search(rest) if rest.endswith(")") else None)
    if bracket and rest[: bracket.start()].strip():
        return rest[: bracket.start()].strip(), bracket[1]
    leading = _LEADING_NUMBER.fullmatch(rest)
    if leading:
        return leading[2].strip(), leading[1]
    return rest.strip(), ""


def _count(digits: str) -> int | None:
    """The count written as `digits`, or None when it is not 1..MAX_COUNT."""
    digits = digits.lstrip("0")
    if not digits or len(digits) > len(str(MAX_COUNT)):
        return None
    value = int(digits)
    return value if value <= MAX_COUNT else None


def read_deck_file(path: Path) -> tuple[str, list[str]]:
    """The text of a deck list file and notes on how it was read (an encoding other than
    UTF-8); OSError when it cannot be read (or is not a regular file), DeckError when it is
    too large or not text."""
    try:
        data = files.read_at_most(path, 4 * MAX_DECK_CHARS)  # four bytes a character at most
    except files.TooLarge:
        raise DeckError([f"{path} is too large for a deck list"]) from None
    try:
        return decode(data, str(path))
    except CardImportError as exc:
        raise DeckError([f"cannot read {path}: {exc.problem}"]) from None


def parse_deck(text: str) -> DeckList:
    """Read a pasted deck list; raise DeckError listing every unreadable line ("line N: ...")."""
    if len(text) > MAX_DECK_CHARS:
        raise DeckError(
            [
                f"the deck list is {len(text):,} characters long; a deck list has at most"
                f" {MAX_DECK_CHARS:,}"
            ]
        )
    deck = DeckList()
    problems: list[str] = []
    section = MAIN
    under_first_vanguard = False
    for number, raw in enumerate(_LINE_BREAK.split(text.removeprefix("\ufeff")), start=1):
        line = raw.strip()
        if not line or line.startswith(("#", "//")):
            continue
        line = _strip_comment(line)
        count_match = _COUNT.fullmatch(line)
        if count_match:
            digits = count_match[1] or count_match[2]
            count = _count(digits)
            if count is None:
                problems.append(f"line {number}: count {digits} is not between 1 and {MAX_COUNT}")
                continue
            rest = count_match[3]
        elif line[0].isdigit() or line.startswith("-"):
            bullet = _BULLET.fullmatch(line)
            if not bullet:
                problems.append(f'line {number}: cannot read "{line}" (expected "4x Card Name")')
                continue
            count, rest = 1, bullet[1]
        elif (label := _header(line)) is not None:
            key = _header_key(label)
            section = (
                G_ZONE if key in G_ZONE_HEADERS else RIDE_DECK if key in RIDE_DECK_HEADERS else MAIN
            )
            under_first_vanguard = key in FIRST_VANGUARD_HEADERS
            continue
        else:
            count, rest = 1, line
        name, set_number = _split_number(rest)
        name = unicodedata.normalize("NFC", name)
        problem = name_problem(name or set_number)
        if problem is not None:
            problems.append(f"line {number}: {problem}")
            continue
        entry = DeckLine(count, name, set_number, section, number)
        if section == G_ZONE:
            deck.g_zone.append(entry)
        elif section == RIDE_DECK:
            deck.ride_deck.append(entry)
        else:
            deck.main.append(entry)
            if under_first_vanguard and deck.first_vanguard is None:
                deck.first_vanguard = name or set_number
        under_first_vanguard = False
    if problems:
        raise DeckError(problems)
    return deck


def _format_line(entry: DeckLine) -> str:
    problem = name_problem(entry.name)
    if problem is not None:
        raise ValueError(problem)
    if not _NUMBER.fullmatch(entry.number):
        raise ValueError(f"set number {entry.number!r} cannot be written in a deck list")
    if not entry.name:
        if not _ALONE_NUMBER.fullmatch(entry.number):
            raise ValueError("a deck line needs a name or a set number")
        return f"{entry.count}x {entry.number}"
    text = f"{entry.count}x {entry.name}"
    if entry.number:
        text += f" [{entry.number}]"
    elif (
        _BRACKET_NUMBER.search(entry.name)
        or _PAREN_NUMBER.search(entry.name)
        or _LEADING_NUMBER.fullmatch(entry.name)
        or _ALONE_NUMBER.fullmatch(entry.name)
    ):
        text += " []"  # so that the end or start of the name is not read as a set number
    if _COMMENT.search(text):
        text += " //"  # so that " //" inside the name is not read as a comment
    return text


def format_deck(deck: DeckList) -> str:
    """A canonical deck list that `parse_deck` reads back to an equal DeckList."""
    main = deck.main
    first = None
    if deck.first_vanguard is not None:
        first = next((i for i, e in enumerate(main) if e.name == deck.first_vanguard), None)
        if first is None:
            raise ValueError(f"first vanguard {deck.first_vanguard!r} is not in the main deck")
    blocks: list[tuple[str, list[DeckLine]]] = []
    if first is None:
        blocks.append(("Main Deck:", main))
    else:
        blocks += [("Main Deck:", main[:first]), ("First Vanguard:", main[first : first + 1])]
        blocks.append(("Main Deck:", main[first + 1 :]))
    blocks.append(("G Zone:", deck.g_zone))
    blocks.append(("Ride Deck:", deck.ride_deck))
    out: list[str] = []
    for header, entries in blocks:
        if entries:
            if out:
                out.append("")
            out.append(header)
            out += [_format_line(entry) for entry in entries]
    return "\n".join(out) + "\n" if out else ""


def _did_you_mean(names: list[str]) -> str:
    if not names:
        return ""
    quoted = [f'"{name}"' for name in names]
    if len(quoted) > 1:
        quoted = [", ".join(quoted[:-1]), quoted[-1]]
    return f" (did you mean {' or '.join(quoted)}?)"


class Printings(Protocol):
    """Where a deck list finds its cards' printings (default: the user's library, then the
    bundled cards)."""

    def printings(self, game: str, name: str) -> list[Card]: ...
    def printing(self, game: str, number: str) -> Card | None: ...


def resolve_deck(
    deck: DeckList,
    game: str = "vanguard",
    lookup: Lookup | None = None,
    suggest: Suggest | None = None,
    era: str | None = None,
    catalog: Printings | None = None,
) -> ResolvedDeck:
    """The cards of `deck`, each copy expanded, in list order.

    A line with a set number plays that printing; a line without one plays the printing of
    `era` (the newest of that era), else the newest. `catalog` finds printings (default: the
    user's library, then the bundled set, so custom and imported cards can be played); a
    `lookup(game, name)` given instead finds one card per name. `suggest(game, name)` gives
    names to propose for an unknown one. Every unknown card is reported in one DeckError, with
    its line number.
    """
    if lookup is None and catalog is None:
        from playtester.cards import library

        catalog = library.CATALOG
        suggest = suggest or library.close_names
    problems: list[str] = []
    notes: list[str] = []
    chosen: list[Chosen] = []
    unknown = 0
    unknown_names: list[str] = []

    def find(entry: DeckLine) -> Chosen | None:
        where = f"line {entry.line}: " if entry.line else ""
        if catalog is None:
            assert lookup is not None
            card = lookup(game, entry.name) if entry.name else None
            return Chosen(entry, card, "listed") if card is not None else None
        if entry.number:
            card = catalog.printing(game, entry.number)
            if card is not None and entry.name and card.name.casefold() != entry.name.casefold():
                problems.append(f'{where}{entry.number} is "{card.name}", not "{entry.name}"')
                return None
            if card is not None:
                return Chosen(entry, card, "listed")
            if not entry.name:
                problems.append(f"{where}unknown set number {entry.number}")
                return None
        found = catalog.printings(game, entry.name)
        card = printings.choose(found, era, entry.section)
        if card is None:
            return None
        if len(found) == 1:
            why = "the only printing"
        elif era is not None and printings.era(card) == era:
            why = f"the {era} era's printing"
        else:
            why = "the newest printing"
        if entry.number:
            notes.append(
                f'{where}no printing {entry.number} of "{card.name}" among your cards;'
                f" it plays {card.number or 'the one without a number'}"
            )
        return Chosen(entry, card, why)

    def expand(entries: list[DeckLine]) -> list[Card]:
        nonlocal unknown
        cards: list[Card] = []
        for entry in entries:
            picked = find(entry)
            if picked is None:
                if not entry.name:
                    continue  # a bare number: its problem is said
                where = f"line {entry.line}: " if entry.line else ""
                unknown += 1
                unknown_names.append(entry.name)
                asked = suggest is not None and unknown <= MAX_SUGGESTED
                hint = _did_you_mean(suggest(game, entry.name) if asked and suggest else [])
                problems.append(f'{where}unknown card "{entry.name}"{hint}')
            else:
                chosen.append(picked)
                cards += [picked.card] * entry.count
        return cards

    main, g_zone, ride_deck = expand(deck.main), expand(deck.g_zone), expand(deck.ride_deck)
    first = None
    if deck.first_vanguard is not None:
        named = [c.card for c in chosen if deck.first_vanguard in (c.line.name, c.line.number)]
        if named:
            first = named[0]
        elif catalog is not None:
            first = printings.choose(catalog.printings(game, deck.first_vanguard), era)
        elif lookup is not None:
            first = lookup(game, deck.first_vanguard)
        if first is None and all(e.name != deck.first_vanguard for e in deck.main):
            problems.append(f'first vanguard: unknown card "{deck.first_vanguard}"')
    if problems:
        raise DeckError(problems + _other_game(unknown_names, game))
    return ResolvedDeck(main, g_zone, first, chosen, notes, ride_deck)


def _other_game(names: list[str], game: str) -> list[str]:
    """A last line when most of the unknown cards are another game's (a WIXOSS list read as
    the default game's, Vanguard): which game to name."""
    from playtester.engine import registry

    for other in registry.games():
        found = sum(registry.find_card(other, name) is not None for name in names)
        if other != game and names and found * 2 > len(names):
            return [other_game_line(registry.words_for(other).title, other)]
    return []


def other_game_line(title: str, game: str, table: bool = False) -> str:
    """The last line of a list of another game's cards: the option that names that game, or
    at the table (`table`), the game to choose instead."""
    if table:
        return f"(these are {title} cards: choose {title} as the game)"
    return f"(these are {title} cards: add --game {game})"

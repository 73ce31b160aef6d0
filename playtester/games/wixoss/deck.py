"""WIXOSS deck lists: a main deck and an LRIG deck, read from text, and the construction rules.

The lines are read as Vanguard's deck lists are (`playtester.cards.decklist`: `4 Name`, `4x
Name`, `Name`, comments, section headers); a header `LRIG Deck:` (or `LRIG:`, `LRIGs:`, with
an optional count such as `LRIG Deck (10):`) starts the LRIG deck, and any other header (`Main
Deck:`, `Level 1:`, `SIGNI:`...) the main deck again.
"""

from __future__ import annotations

import functools
import re
from collections import Counter
from dataclasses import dataclass

from playtester.cards.decklist import DeckLine, DeckList, parse_deck, resolve_deck
from playtester.engine.cards import Card
from playtester.engine.errors import DeckError
from playtester.games.wixoss.board import lookup
from playtester.games.wixoss.cards import KIND_WORDS, LRIG_DECK_KINDS, WixossCard

MAIN_DECK = 40
MAX_BURSTS = 20
MAX_COPIES = 4
LRIG_DECK = 10
EXTRA_PIECES = 2  # pieces the LRIG deck may hold beyond ten cards

# An LRIG deck header, read where Vanguard's reader sees a G zone header (the same lines, so
# the line numbers stay); matched on the line with its spaces made single, in linear time.
_LRIG_HEADER = re.compile(
    r"lrigs?(?: deck)? ?(?:\( ?[0-9]+ ?\))? ?: ?(?:\( ?[0-9]+ ?\)|[0-9]+)?", re.IGNORECASE
)
_LINE_BREAK = re.compile(r"\r\n|\r|\n")
_COMMENT = re.compile(r"\s//")
_G_ZONE = "G Zone:"


@dataclass(frozen=True)
class WixossDeck:
    """A deck ready to play: the main deck and the LRIG deck, each in list order."""

    main: tuple[WixossCard, ...]
    lrig: tuple[WixossCard, ...]

    def starters(self) -> tuple[WixossCard | None, list[WixossCard]]:
        """The level 0 LRIG that starts as the Center, and the level 0 Assist LRIGs."""
        centres = [c for c in self.lrig if c.kind == "lrig" and c.level == 0]
        assists = [c for c in self.lrig if c.kind == "assist_lrig" and c.level == 0]
        return (centres[0] if centres else None), assists


@dataclass(frozen=True)
class WixossDeckList:
    """A deck list as written: its lines, with where each was read."""

    main: tuple[DeckLine, ...]
    lrig: tuple[DeckLine, ...]


def _comment_free(line: str) -> str:
    """A line without its trailing ` // comment` (the last one, as the deck list reader)."""
    cuts = list(_COMMENT.finditer(line))
    return line[: cuts[-1].start()].rstrip() if cuts else line


def parse_wixoss_deck(text: str) -> WixossDeckList:
    """Read a deck list; DeckError lists every line it cannot read ("line N: ...")."""
    lines = _LINE_BREAK.split(text.removeprefix("\ufeff"))
    marked = [
        _G_ZONE if _LRIG_HEADER.fullmatch(" ".join(_comment_free(line).split())) else line
        for line in lines
    ]
    listed = parse_deck("\n".join(marked))
    return WixossDeckList(tuple(listed.main), tuple(listed.g_zone))


def close_names(game: str, name: str) -> list[str]:
    """Bundled WIXOSS card names that look like `name` (for an unknown one)."""
    import difflib  # only when a name is not found: slow to import

    from playtester.games.wixoss.catalog import names

    return difflib.get_close_matches(name, names(), n=3, cutoff=0.7)


def _lookup(game: str, name: str) -> WixossCard | None:
    return lookup(name)


@functools.lru_cache(maxsize=64)
def load_deck(text: str) -> tuple[WixossDeck, tuple[str, ...]]:
    """A deck list's cards and its construction problems (DeckError for unreadable lines and
    unknown cards, naming their lines)."""
    listed = parse_wixoss_deck(text)
    as_listed = DeckList(list(listed.main), list(listed.lrig))
    resolved = resolve_deck(as_listed, "wixoss", _lookup, close_names)
    deck = WixossDeck(*(tuple(map(_wixoss, cards)) for cards in (resolved.main, resolved.g_zone)))
    return deck, tuple(deck_problems(listed))


def _wixoss(card: Card) -> WixossCard:
    assert isinstance(card, WixossCard)  # `_lookup` finds nothing else
    return card


def _where(lines: list[DeckLine]) -> str:
    numbers = sorted({e.line for e in lines if e.line})
    if not numbers:
        return ""
    said = ", ".join(str(n) for n in numbers[:-1]) + " and " if len(numbers) > 1 else ""
    return f"line{'s' if len(numbers) > 1 else ''} {said}{numbers[-1]}: "


def deck_problems(listed: WixossDeckList) -> list[str]:
    """Every way the deck list breaks the construction rules (empty when it is legal)."""
    problems: list[str] = []
    main = [(e, lookup(e.name)) for e in listed.main]
    lrig = [(e, lookup(e.name)) for e in listed.lrig]
    size = sum(e.count for e, _ in main)
    if size != MAIN_DECK:
        problems.append(f"the main deck has {size} cards; it must have exactly {MAIN_DECK}")
    for entry, card in main:
        if card is not None and card.kind in LRIG_DECK_KINDS:
            problems.append(
                f"{_where([entry])}{entry.name} is {KIND_WORDS[card.kind]}; it belongs in the "
                "LRIG deck"
            )
    bursts = sum(e.count for e, c in main if c is not None and c.burst)
    if bursts > MAX_BURSTS:
        problems.append(f"{bursts} main deck cards have a Life Burst; at most {MAX_BURSTS}")
    problems += _copies(listed.main, MAX_COPIES, "")
    problems += _lrig_problems(listed, lrig)
    return problems


def _copies(entries: tuple[DeckLine, ...], most: int, where: str) -> list[str]:
    by_name: dict[str, list[DeckLine]] = {}
    for entry in entries:
        by_name.setdefault(entry.name, []).append(entry)
    out = []
    for name, lines in by_name.items():
        copies = sum(e.count for e in lines)
        if copies > most:
            limit = "one of each card" if most == 1 else f"at most {most} of a card"
            out.append(f'{_where(lines)}{copies} copies of "{name}"{where}; {limit}')
    return out


def _lrig_problems(
    listed: WixossDeckList, lrig: list[tuple[DeckLine, WixossCard | None]]
) -> list[str]:
    problems = []
    pieces = sum(e.count for e, c in lrig if c is not None and c.kind == "piece")
    size = sum(e.count for e, _ in lrig)
    if size > LRIG_DECK + min(pieces, EXTRA_PIECES):
        problems.append(
            f"the LRIG deck has {size} cards; at most {LRIG_DECK} (up to {EXTRA_PIECES} more "
            "if they are pieces)"
        )
    for entry, card in lrig:
        if card is not None and card.kind not in LRIG_DECK_KINDS:
            problems.append(
                f"{_where([entry])}{entry.name} is {KIND_WORDS[card.kind]}; it belongs in the "
                "main deck"
            )
    level0 = Counter(
        c.kind for e, c in lrig if c is not None and c.level == 0 for _ in range(e.count)
    )
    if level0["lrig"] != 1:
        problems.append(
            f"the LRIG deck holds {level0['lrig']} level 0 LRIGs; exactly one starts as the "
            "Center LRIG"
        )
    if level0["assist_lrig"] != 2:
        problems.append(
            f"the LRIG deck holds {level0['assist_lrig']} level 0 Assist LRIGs; exactly two "
            "start as the Assist LRIGs"
        )
    problems += _copies(listed.lrig, 1, " in the LRIG deck")
    return problems


def read_deck(text: str, validate: bool = True) -> WixossDeck:
    """The deck of a list, or DeckError listing its problems (with `validate` false, only the
    three level 0 LRIGs a game starts with are needed)."""
    deck, problems = load_deck(text)
    if not validate:
        centre, assists = deck.starters()
        problems = ()
        if centre is None or len(assists) < 2:
            problems = ("the LRIG deck needs a level 0 LRIG and two level 0 Assist LRIGs",)
    if problems:
        raise DeckError(list(problems))
    return deck

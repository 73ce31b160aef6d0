"""WIXOSS deck lists: a main deck and an LRIG deck, read from text, and the construction rules.

The lines are read as Vanguard's deck lists are (`playtester.cards.decklist`: `4 Name`, `4x
Name`, `Name`, comments, section headers); a header `LRIG Deck:` (or `LRIG:`, `LRIGs:`, with
an optional count such as `LRIG Deck (10):`) starts the LRIG deck, and any other header (`Main
Deck:`, `Level 1:`, `SIGNI:`...) the main deck again.
"""

from __future__ import annotations

import dataclasses
import functools
import re
from collections import Counter
from dataclasses import dataclass
from typing import NamedTuple

from playtester.cards import cockatrice, library
from playtester.cards.decklist import DeckLine, DeckList, parse_deck, resolve_deck
from playtester.engine.cards import Card
from playtester.engine.errors import DeckError
from playtester.games.wixoss import eras
from playtester.games.wixoss.cards import KIND_WORDS, LRIG_DECK_KINDS, WixossCard

MAIN_DECK = 40
MAX_BURSTS = 20
MAX_COPIES = 4
LRIG_DECK = 10
EXTRA_PIECES = 2  # pieces the LRIG deck may hold beyond ten cards
DIVA_STARTERS = 3  # level 0 LRIGs of real Diva cards: one Center and two Assists

# An LRIG deck header, read where Vanguard's reader sees a G zone header (the same lines, so
# the line numbers stay); matched on the line with its spaces made single, in linear time.
_LRIG_HEADER = re.compile(
    r"lrigs?(?: deck)? ?(?:\( ?[0-9]+ ?\))? ?: ?(?:\( ?[0-9]+ ?\)|[0-9]+)?", re.IGNORECASE
)
_LINE_BREAK = re.compile(r"\r\n|\r|\n")
_COMMENT = re.compile(r"\s//")
_G_ZONE = "G Zone:"
# a set number written without a "/" (`WXDi-D01-012`, `SPDi01-01`, `PT-001`): a line whose
# first word is one plays that printing, when a card has it
_SET_NUMBER = re.compile(r"[A-Za-z]{2}[A-Za-z0-9]{0,8}(?:-[A-Za-z0-9]{1,8}){1,2}")


class Played(NamedTuple):
    """A deck list's line and the card it plays (None: no card has that name or number)."""

    line: DeckLine
    card: WixossCard | None


@dataclass(frozen=True)
class WixossDeck:
    """A deck ready to play: the main deck and the LRIG deck, each in list order."""

    main: tuple[WixossCard, ...]
    lrig: tuple[WixossCard, ...]

    def starters(self) -> tuple[WixossCard | None, list[WixossCard]]:
        """The level 0 LRIG that starts as the Center, and the two that start as Assist LRIGs:
        the level 0 Assist LRIGs where the deck has them (this program's own cards), else (real
        Diva cards, whose three level 0 cards are all LRIGs) the other two level 0 LRIGs, the
        Center being the one whose LRIG type the deck's higher LRIGs grow from (else the first
        listed)."""
        lrigs = [c for c in self.lrig if c.kind == "lrig" and c.level == 0]
        assists = [c for c in self.lrig if c.kind == "assist_lrig" and c.level == 0]
        if assists or not lrigs:
            return (lrigs[0] if lrigs else None), assists
        grows = {c.lrig_type for c in self.lrig if c.kind == "lrig" and c.level >= 1}
        at = next((i for i, c in enumerate(lrigs) if c.lrig_type in grows), 0)
        return lrigs[at], lrigs[:at] + lrigs[at + 1 :]


@dataclass(frozen=True)
class WixossDeckList:
    """A deck list as written: its lines, with where each was read."""

    main: tuple[DeckLine, ...]
    lrig: tuple[DeckLine, ...]


def _comment_free(line: str) -> str:
    """A line without its trailing ` // comment` (the last one, as the deck list reader)."""
    cuts = list(_COMMENT.finditer(line))
    return line[: cuts[-1].start()].rstrip() if cuts else line


def cockatrice_deck(text: str) -> str:
    """A Cockatrice deck file (`.cod`) as a deck list: its zone "side" is the LRIG deck, its
    zone "main" the main deck (as the community's WIXOSS plugins lay them out); a line
    number then counts the cards listed, the LRIG deck's first. DeckError when it cannot be
    read."""
    try:
        zones = cockatrice.deck_zones(text)
    except cockatrice.CockatriceError as exc:
        raise DeckError([f"cannot read the Cockatrice deck: {exc}"]) from None
    out = []
    for title, zone in (("LRIG Deck:", "side"), ("Main Deck:", "main")):
        out.append(title)
        out += [f"{n} {name}" for z in zones if z.name == zone for n, name in z.cards]
    return "\n".join(out) + "\n"


def parse_wixoss_deck(text: str) -> WixossDeckList:
    """Read a deck list (or a Cockatrice deck file); DeckError lists every line it cannot read
    ("line N: ...")."""
    if cockatrice.is_xml(text):
        text = cockatrice_deck(text)
    lines = _LINE_BREAK.split(text.removeprefix("\ufeff"))
    marked = [
        _G_ZONE if _LRIG_HEADER.fullmatch(" ".join(_comment_free(line).split())) else line
        for line in lines
    ]
    listed = parse_deck("\n".join(marked))
    return WixossDeckList(tuple(listed.main), tuple(listed.g_zone))


def close_names(game: str, name: str) -> list[str]:
    """WIXOSS card names that look like `name` (for an unknown one): the bundled cards', else
    the user's library's."""
    import difflib  # only when a name is not found: slow to import

    from playtester.cards import library
    from playtester.games.wixoss.catalog import names

    found = difflib.get_close_matches(name, names(), n=3, cutoff=0.7)
    return found or library.close_names(game, name)


def _numbered(entry: DeckLine) -> DeckLine:
    """A line whose name is a set number of a card there is (`WXDi-D01-012`), or starts with
    one and then the name (`4 WXDi-D01-012 Name`), as a line of that printing: deck lists of
    the Japanese sets are written so (the shared reader knows numbers with a "/" only)."""
    if entry.number or not entry.name:
        return entry
    head, _, rest = entry.name.partition(" ")
    if not _SET_NUMBER.fullmatch(head) or library.CATALOG.printing("wixoss", head) is None:
        return entry
    return dataclasses.replace(entry, name=rest.strip(), number=head)


def load_deck(text: str) -> tuple[WixossDeck, tuple[str, ...]]:
    """A deck list's cards and its construction problems (DeckError for unreadable lines and
    unknown cards, naming their lines). A name plays its Diva printing where it has one (the
    format's era), a set number that printing. Kept for the library as it is: an import
    makes it read again."""
    mine = library.default_library()
    return _load_deck(text, str(mine.path), mine.generation)


@functools.lru_cache(maxsize=64)
def _load_deck(text: str, path: str, generation: int) -> tuple[WixossDeck, tuple[str, ...]]:
    listed = parse_wixoss_deck(text)
    as_listed = DeckList([*map(_numbered, listed.main)], [*map(_numbered, listed.lrig)])
    resolved = resolve_deck(
        as_listed, "wixoss", suggest=close_names, era=eras.DIVA, catalog=library.CATALOG
    )
    deck = WixossDeck(*(tuple(map(_wixoss, cards)) for cards in (resolved.main, resolved.g_zone)))
    chosen = {(c.line.section, c.line.line, c.line.name, c.line.number): c for c in resolved.chosen}

    def played(lines: list[DeckLine]) -> list[Played]:
        out = []
        for entry in lines:
            found = chosen.get((entry.section, entry.line, entry.name, entry.number))
            card = found.card if found is not None else None
            out.append(Played(entry, card if isinstance(card, WixossCard) else None))
        return out

    return deck, tuple(deck_problems(played(as_listed.main), played(as_listed.g_zone)))


def _wixoss(card: Card) -> WixossCard:
    if not isinstance(card, WixossCard):  # a library holding another game's card by mistake
        raise DeckError([f'"{card.name}" is not a WIXOSS card'])
    return card


def _where(lines: list[DeckLine]) -> str:
    numbers = sorted({e.line for e in lines if e.line})
    if not numbers:
        return ""
    said = ", ".join(str(n) for n in numbers[:-1]) + " and " if len(numbers) > 1 else ""
    return f"line{'s' if len(numbers) > 1 else ''} {said}{numbers[-1]}: "


def deck_problems(main: list[Played], lrig: list[Played]) -> list[str]:
    """Every way the deck breaks the construction rules of the diva format (empty when it is
    legal), each with its reason and the lines it is about."""
    problems: list[str] = []
    size = sum(e.count for e, _ in main)
    if size != MAIN_DECK:
        problems.append(f"the main deck has {size} cards; it must have exactly {MAIN_DECK}")
    for entry, card in main:
        if card is not None and card.kind in LRIG_DECK_KINDS:
            problems.append(
                f"{_where([entry])}{card.name} is {KIND_WORDS[card.kind]}; it belongs in the "
                "LRIG deck"
            )
    bursts = sum(e.count for e, c in main if c is not None and c.burst)
    if bursts > MAX_BURSTS:
        problems.append(f"{bursts} main deck cards have a Life Burst; at most {MAX_BURSTS}")
    problems += _copies(main, MAX_COPIES, "")
    problems += _lrig_problems(lrig)
    problems += _eras([*main, *lrig])
    return problems


def _eras(played: list[Played]) -> list[str]:
    """Cards whose printing is of another era than Diva: the diva format does not play them."""
    out = []
    for entry, card in played:
        if card is not None and eras.era_of(card.number) == eras.OTHER:
            out.append(
                f"{_where([entry])}{card.name} ({card.number}) is a card of another era than"
                " Diva; the diva format plays Diva cards only"
            )
    return out


def _copies(played: list[Played], most: int, where: str) -> list[str]:
    by_name: dict[str, list[DeckLine]] = {}
    for entry, card in played:
        by_name.setdefault(card.name if card is not None else entry.name, []).append(entry)
    out = []
    for name, lines in by_name.items():
        copies = sum(e.count for e in lines)
        if copies > most:
            limit = "one of each card" if most == 1 else f"at most {most} of a card"
            out.append(f'{_where(lines)}{copies} copies of "{name}"{where}; {limit}')
    return out


def _lrig_problems(lrig: list[Played]) -> list[str]:
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
                f"{_where([entry])}{card.name} is {KIND_WORDS[card.kind]}; it belongs in the "
                "main deck"
            )
    level0 = Counter(
        c.kind for e, c in lrig if c is not None and c.level == 0 for _ in range(e.count)
    )
    if level0["lrig"] and not level0["assist_lrig"]:  # real Diva cards: three level 0 LRIGs
        if level0["lrig"] != DIVA_STARTERS:
            problems.append(
                f"the LRIG deck holds {level0['lrig']} level 0 LRIGs; exactly {DIVA_STARTERS}"
                " start the game, one as the Center LRIG and two as Assist LRIGs"
            )
    elif level0["lrig"] != 1:
        problems.append(
            f"the LRIG deck holds {level0['lrig']} level 0 LRIGs; exactly one starts as the "
            "Center LRIG"
        )
    if level0["assist_lrig"] != 2 and (level0["assist_lrig"] or not level0["lrig"]):
        problems.append(
            f"the LRIG deck holds {level0['assist_lrig']} level 0 Assist LRIGs; exactly two "
            "start as the Assist LRIGs"
        )
    problems += _copies(lrig, 1, " in the LRIG deck")
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

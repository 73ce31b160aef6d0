"""WIXOSS deck lists from the shell (`playtester deck check/show FILE --game wixoss`): a main
deck and an LRIG deck checked against the construction rules, or shown grouped by level; and
where the demo decks are (the game's `DeckLists`, `engine/shell.py`)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from playtester.cards import library
from playtester.cards.decklist import read_deck_file
from playtester.cards.schema import CardDatabaseError
from playtester.engine.errors import DeckError
from playtester.engine.shell import Said
from playtester.games.wixoss.cards import WixossCard
from playtester.games.wixoss.deck import WixossDeck, load_deck
from playtester.games.wixoss.records import UNDECIDED


def demo_folder(format: str) -> tuple[str, ...]:
    """The demo decks of the one format, each with its LRIG deck."""
    return ("wixoss",)


def numbers(path: Path) -> tuple[list[str], list[str]]:
    """The set numbers of the deck list's cards, each once, and why it cannot be read."""
    from playtester.games.wixoss.pictures import deck_numbers

    return deck_numbers(path)


def _read(path: Path, out: Said) -> tuple[WixossDeck | None, list[str]]:
    """The deck and its construction problems, or None and what stops it being read."""
    try:
        text, notes = read_deck_file(path)
        for note in notes:
            out.warn(f"note: {path}: {note}")
        deck, problems = load_deck(text)
        return deck, list(problems)
    except OSError as exc:
        return None, [f"cannot read {path}: {exc.strerror or exc}"]
    except DeckError as exc:
        return None, list(exc.problems)


def unknowns(deck: WixossDeck) -> list[str]:
    """A line for each field of the deck's imported cards that their data did not decide (the
    evidence kept in the library: `records.UNDECIDED`), once per printing."""
    out = []
    cards = {(c.name, c.number): c for c in (*deck.main, *deck.lrig)}
    for name, number in cards:
        found = library.library_evidence("wixoss", name, number)
        for evidence in found[1] if found else ():
            if evidence.rule == UNDECIDED:
                printing = f" ({number})" if number else ""
                out.append(f"{name}{printing}: {evidence.field} unknown: {evidence.says}")
    return out


def check(path: Path, format: str) -> Said:
    out = Said()
    deck, problems = _read(path, out)
    if deck is not None and not problems:
        bursts = sum(1 for card in deck.main if card.burst)
        out.say(
            f"{path}: a legal WIXOSS deck ({len(deck.main)} cards, {bursts} with a Life Burst;"
            f" LRIG deck {len(deck.lrig)})"
        )
        _coverage(deck, out)
        unknown = unknowns(deck)
        if unknown:
            out.say(
                f"  unknown ({len(unknown)}): the card data does not say; it plays as 0 or none"
            )
            for line in unknown:
                out.say(f"    {line}")
        return out
    count = sum(1 for p in problems if not p.startswith("("))  # not the hint: a problem
    out.say(f"{path}: {count} problem{'s' if count != 1 else ''} (WIXOSS)")
    for problem in problems:
        out.say(f"  {problem}")
    if deck is not None:
        _coverage(deck, out)
    out.code = 1
    return out


def _coverage(deck: WixossDeck, out: Said) -> None:
    """How much of the deck's cards' text is read, and the cards to write by hand."""
    from playtester.games.wixoss.card_abilities import ABILITIES

    try:
        written = library.written_abilities("wixoss")
    except CardDatabaseError:
        written = {}
    for line in ABILITIES.deck_coverage([*deck.main, *deck.lrig], written):
        out.say(line)


def _group(title: str, cards: list[WixossCard]) -> list[str]:
    counts = Counter(card.name for card in cards)
    lines = [f"{title} ({len(cards)})"]
    for name in dict.fromkeys(card.name for card in cards):
        card = next(c for c in cards if c.name == name)
        keywords = (k.replace("_", " ").title() for k in card.keywords)
        marks = ", ".join(
            m for m in ("Life Burst" if card.burst else "", "Guard" if card.guard else "",
                        *keywords) if m
        )  # fmt: skip
        power = f"{card.power:>6}" if card.kind == "signi" else " " * 6
        lines.append(f"  {counts[name]}x {name:<40} {power}  {marks}".rstrip())
    return lines


def show(path: Path, format: str) -> Said:
    out = Said()
    deck, problems = _read(path, out)
    if deck is None:
        return out.cannot(f"{path}: cannot show the deck", problems)
    out.say(f"{path}")
    centre, assists = deck.starters()
    if centre is not None:
        out.say(f"Center LRIG: {centre.name}; Assist LRIGs: {', '.join(a.name for a in assists)}")
    for level in sorted({c.level for c in deck.main}, reverse=True):
        out.say()
        out.say("\n".join(_group(f"Level {level}", [c for c in deck.main if c.level == level])))
    out.say()
    out.say("\n".join(_group("LRIG deck", list(deck.lrig))))
    bursts = sum(1 for card in deck.main if card.burst)
    guards = sum(1 for card in deck.main if card.guard)
    out.say()
    out.say(
        f"Main deck: {len(deck.main)} cards; {bursts} with a Life Burst; {guards} Guard;"
        f" LRIG deck: {len(deck.lrig)} cards"
        + (f" ({len(problems)} construction problems: deck check lists them)" if problems else "")
    )
    return out

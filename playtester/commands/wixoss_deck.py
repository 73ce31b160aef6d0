"""`playtester deck check/show FILE --game wixoss`: a WIXOSS deck list (a main deck and an LRIG
deck) checked against its construction rules, or shown grouped by level."""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

from playtester.cards.decklist import read_deck_file
from playtester.engine.errors import DeckError
from playtester.games.wixoss.cards import WixossCard
from playtester.games.wixoss.deck import WixossDeck, load_deck


def _read(path: Path) -> tuple[WixossDeck | None, list[str]]:
    """The deck and its construction problems, or None and what stops it being read."""
    try:
        text, notes = read_deck_file(path)
        for note in notes:
            print(f"note: {path}: {note}", file=sys.stderr)
        deck, problems = load_deck(text)
        return deck, list(problems)
    except OSError as exc:
        return None, [f"cannot read {path}: {exc.strerror or exc}"]
    except DeckError as exc:
        return None, list(exc.problems)


def check(path: Path) -> int:
    deck, problems = _read(path)
    if deck is not None and not problems:
        bursts = sum(1 for card in deck.main if card.burst)
        print(
            f"{path}: a legal WIXOSS deck ({len(deck.main)} cards, {bursts} with a Life Burst;"
            f" LRIG deck {len(deck.lrig)})"
        )
        return 0
    count = sum(1 for p in problems if not p.startswith("("))  # not the hint: a problem
    print(f"{path}: {count} problem{'s' if count != 1 else ''} (WIXOSS)")
    for problem in problems:
        print(f"  {problem}")
    return 1


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


def show(path: Path) -> int:
    deck, problems = _read(path)
    if deck is None:
        print(f"{path}: cannot show the deck", file=sys.stderr)
        for problem in problems:
            print(f"  {problem}", file=sys.stderr)
        return 1
    print(f"{path}")
    centre, assists = deck.starters()
    if centre is not None:
        print(f"Center LRIG: {centre.name}; Assist LRIGs: {', '.join(a.name for a in assists)}")
    for level in sorted({c.level for c in deck.main}, reverse=True):
        print()
        print("\n".join(_group(f"Level {level}", [c for c in deck.main if c.level == level])))
    print()
    print("\n".join(_group("LRIG deck", list(deck.lrig))))
    bursts = sum(1 for card in deck.main if card.burst)
    guards = sum(1 for card in deck.main if card.guard)
    print()
    print(
        f"Main deck: {len(deck.main)} cards; {bursts} with a Life Burst; {guards} Guard;"
        f" LRIG deck: {len(deck.lrig)} cards"
        + (f" ({len(problems)} construction problems: deck check lists them)" if problems else "")
    )
    return 0

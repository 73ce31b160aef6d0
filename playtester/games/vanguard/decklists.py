"""Vanguard deck lists from the shell (`playtester deck check/show FILE`): every problem of a
list against the format's construction rules, or its cards grouped by grade with their triggers
and printings; and where the demo decks of each format are (the game's `DeckLists`,
`engine/shell.py`).

Names resolve against the user's library first (imported and custom cards), then the bundled
cards, so a deck can hold proxies; a line without a set number plays the printing of the
format's era.
"""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from playtester.cards.decklist import ResolvedDeck, parse_deck, read_deck_file, resolve_deck
from playtester.cards.library import CATALOG, close_names, library_evidence, written_abilities
from playtester.cards.printings import format_era
from playtester.cards.schema import CardDatabaseError, said
from playtester.engine.cards import Card
from playtester.engine.errors import DeckError
from playtester.engine.shell import Said
from playtester.games.vanguard.card_abilities import deck_coverage
from playtester.games.vanguard.cards import TRIGGER_KINDS, UNKNOWN, VanguardCard, vanguard_card
from playtester.games.vanguard.deck import Deck, Unknown, deck_problems, deck_unknowns

GAME = "vanguard"
DEMO_FOLDERS = {"standard": (), "premium": ("premium",), "d": ("d",)}  # others: "g"


def demo_folder(format: str) -> tuple[str, ...]:
    """The classic demo decks lie in `assets/decks`, the premium ones (with gift icons) in
    `premium/`, the G era's (with a G zone) in `g/`, the D era's (with a Ride Deck) in `d/`."""
    return DEMO_FOLDERS.get(format, ("g",))


def _load(path: Path, format: str, said_: Said) -> tuple[ResolvedDeck | None, list[str]]:
    """The deck list's cards, or None and every problem found reading and resolving it. Notes
    on how the file was read (an encoding other than UTF-8) are said as errors' notes."""
    try:
        text, notes = read_deck_file(path)
        for note in notes:
            said_.warn(f"note: {path}: {note}")
        era = format_era(GAME, format)
        deck = resolve_deck(parse_deck(text), GAME, suggest=close_names, era=era, catalog=CATALOG)
        return deck, []
    except OSError as exc:
        return None, [f"cannot read {path}: {exc.strerror or exc}"]
    except CardDatabaseError as exc:
        return None, [said(exc)]
    except DeckError as exc:
        return None, list(exc.problems)


def numbers(path: Path) -> tuple[list[str], list[str]]:
    """The set numbers of the deck list's cards, each once, and why it cannot be read."""
    deck, problems = _load(path, "standard", Said())
    if deck is None:
        return [], problems
    cards = [*deck.ride_deck, *deck.main, *deck.g_zone]
    if deck.first_vanguard is not None:
        cards.append(deck.first_vanguard)
    return list(dict.fromkeys(c.number for c in cards if c.number)), []


def check(path: Path, format: str) -> Said:
    out = Said()
    resolved, problems = _load(path, format, out)
    unknowns: list[Unknown] = []
    if resolved is not None:
        deck = _deck(resolved)
        problems = deck_problems(deck, format)
        unknowns = deck_unknowns(deck)
    elif any("unknown card" in p for p in problems):
        problems.append("(the deck's construction is checked once every card is known)")
    if not problems:
        assert resolved is not None
        built = _deck(resolved)  # a crest listed in the Ride Deck is set aside
        cards = [*built.main, *built.ride_deck]
        triggers = sum(1 for card in cards if vanguard_card(card).trigger)
        g_zone = f", G zone {len(resolved.g_zone)}" if resolved.g_zone else ""
        ride = f" with a Ride Deck of {len(built.ride_deck)}" if built.ride_deck else ""
        size = len(cards)
        out.say(
            f"{path}: legal in the {format} format"
            f" ({size} cards{ride}, {triggers} triggers{g_zone})"
        )
    else:
        count = sum(1 for p in problems if not p.startswith("("))
        out.say(f"{path}: {count} problem{'s' if count != 1 else ''} ({format} format)")
        for problem in problems:
            out.say(f"  {problem}")
    if resolved is not None:
        _notes(resolved, unknowns, out)
        for line in deck_coverage([*resolved.main, *resolved.g_zone], _written()):
            out.say(line)
    out.code = 1 if problems else 0
    return out


def _notes(resolved: ResolvedDeck, unknowns: list[Unknown], out: Said) -> None:
    """Lines that play another printing than they name, cards kept aside, and what the cards'
    data does not say, with the evidence and how to set it."""
    for note in resolved.notes:
        out.say(f"  note: {note}")
    aside = _deck(resolved).aside
    if aside:
        names = ", ".join(sorted({f'"{c.name}" ({c.kind})' for c in aside}))
        out.say(f"  kept aside (no rule of the game plays them): {names}")
    if unknowns:
        out.say(
            f"  unknown ({len(unknowns)}): the card data does not say; the table asks the first"
        )
        out.say("  time it matters, or `playtester card edit` sets it (kept across imports)")
    for card, field, values in unknowns:
        out.say(f"    {_unknown_line(card, field, values)}")


def _written() -> dict[str, str]:
    """The abilities the user wrote by hand, by card name (none when the library is damaged:
    the deck check says so elsewhere)."""
    try:
        return written_abilities(GAME)
    except CardDatabaseError:
        return {}


def _unknown_line(card: Card, field: str, values: tuple[str, ...]) -> str:
    """One unknown field of a printing in plain words: why its data does not decide it, and
    the command that sets it."""
    try:
        found = library_evidence(GAME, card.name, card.number)
    except CardDatabaseError:
        found = None
    evidence = {e.field: e.says for e in found[1]} if found else {}
    why = evidence.get(field, "its card data does not say")
    which = card.number or f'"{card.name}"'
    printing = f" ({card.number})" if card.number else ""
    option = f"--{field.replace('_', '-')} {'|'.join(values)}"
    return (
        f"{card.name}{printing}: {field} unknown: {why};"
        f" set it with `playtester card edit {which} {option}`"
    )


def _deck(resolved: ResolvedDeck) -> Deck:
    return Deck.of(resolved.main, resolved.g_zone, resolved.first_vanguard, resolved.ride_deck)


def _mark(card: VanguardCard) -> str:
    trigger = "trigger unknown" if card.trigger == UNKNOWN else card.trigger or ""
    gift = "gift unknown" if card.gift == UNKNOWN else card.gift or ""
    shield = "shield unknown" if card.shield is None else ""
    marks = [trigger, "sentinel" if card.sentinel else "", gift, shield]
    return ", ".join(m for m in marks if m)


def _group(
    title: str, cards: list[VanguardCard], why: dict[Card, str], marks: int = 14
) -> list[str]:
    """A heading and a line per card; `marks` is the width of the marks column, the widest
    of the deck's, so the printings stand in one column."""
    counts = Counter(cards)
    lines = [f"{title} ({len(cards)})"]
    for card in dict.fromkeys(cards):
        printing = f"  [{card.number}: {why.get(card, 'listed')}]" if card.number else ""
        line = f"  {counts[card]}x {card.name:<40} {card.power:>6}  {_mark(card):<{marks}}"
        lines.append(f"{line}{printing}" if printing else line)
    return [line.rstrip() for line in lines]


def _heading(path: Path, format: str, why: dict[Card, str]) -> str:
    """The file and which printings its lines play: the format's era, unless every line
    names its own printing (then the format says nothing about them)."""
    if why and all(reason == "listed" for reason in why.values()):
        return f"{path} (every line names its printing)"
    era = format_era(GAME, format)
    return f"{path} (the {format} format: {era or 'any'} era printings)"


def show(path: Path, format: str) -> Said:
    out = Said()
    resolved, problems = _load(path, format, out)
    if resolved is None:
        return out.cannot(f"{path}: cannot show the deck", problems)
    deck = _deck(resolved)
    why: dict[Card, str] = {}
    for chosen in resolved.chosen:  # two lines may play one printing: the first says why
        why.setdefault(chosen.card, chosen.why)
    out.say(_heading(path, format, why))
    starter = deck.starter()
    if starter is not None:
        out.say(f"First vanguard: {starter.name}")
    main = [vanguard_card(c) for c in deck.main]
    g_zone = [vanguard_card(c) for c in deck.g_zone]
    aside = [vanguard_card(c) for c in deck.aside]
    ride_deck = [vanguard_card(c) for c in deck.ride_deck]
    marks = max((len(_mark(c)) for c in (*main, *g_zone, *aside, *ride_deck)), default=0)
    groups = [("Ride Deck", ride_deck)]
    groups += [
        (f"Grade {grade}", [c for c in main if c.grade == grade])
        for grade in sorted({c.grade for c in main if c.grade is not None}, reverse=True)
    ]
    groups += [("No grade", [c for c in main if c.grade is None])]
    groups += [("G zone", g_zone), ("Kept aside", aside)]
    for title, cards in groups:
        if cards:
            out.say()
            out.say("\n".join(_group(title, cards, why, marks)))
    kinds = Counter(c.trigger for c in main if c.trigger)
    by_kind = ", ".join(f"{kinds[t]} {t}" for t in (*TRIGGER_KINDS, UNKNOWN) if kinds[t])
    sentinels = sum(1 for c in main if c.sentinel)
    out.say()
    out.say(
        f"Main deck: {len(deck.main)} cards; {sum(kinds.values())} triggers"
        f"{f' ({by_kind})' if by_kind else ''}; {sentinels} sentinel{'s' * (sentinels != 1)}"
        + (f"; G zone: {len(deck.g_zone)} cards" if deck.g_zone else "")
        + (f"; Ride Deck: {len(deck.ride_deck)} cards" if deck.ride_deck else "")
    )
    _notes(resolved, deck_unknowns(deck), out)
    return out

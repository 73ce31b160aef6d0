"""`playtester deck check FILE`, `deck show FILE` and `deck stats FILE`: deck lists from the
shell.

Names resolve against the user's library first (imported and custom cards), then the bundled
cards, so a deck can hold proxies. `check` lists every problem (unreadable lines, unknown names
with suggestions, construction rules of the format) and exits 1 if there is any; `show` prints
the resolved list grouped by grade, with totals; `stats` prints the exact odds of the opening
hands and the figures of simulated games (on every core, with a progress bar), or `--json`.
`--game wixoss` reads a WIXOSS list (a main deck and an LRIG deck) for `check`, `show` and `stats`.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from playtester.cards.decklist import ResolvedDeck, parse_deck, read_deck_file, resolve_deck
from playtester.cards.library import CATALOG, close_names, library_evidence
from playtester.cards.printings import format_era
from playtester.cards.schema import CardDatabaseError
from playtester.commands import MAX_INTEGER, Bar, whole, wixoss_deck
from playtester.commands.cards import explain
from playtester.engine.cards import Card
from playtester.engine.errors import DeckError
from playtester.games.vanguard.cards import TRIGGER_KINDS, UNKNOWN, VanguardCard, vanguard_card
from playtester.games.vanguard.deck import Deck, Unknown, deck_problems, deck_unknowns
from playtester.games.vanguard.formats import FORMATS

GAMES = ("vanguard", "wixoss")
VANGUARD = "vanguard"  # check and show read a Vanguard list here, a WIXOSS one in wixoss_deck
MAX_GAMES = 1_000_000


def register(subparsers: Any) -> None:
    """Add `deck check` and `deck show`."""
    deck = subparsers.add_parser("deck", help="check or show a deck list")
    sub = deck.add_subparsers(dest="deck_command", metavar="WHAT")
    deck.set_defaults(func=lambda args: _usage(deck))
    check = sub.add_parser("check", help="list every problem of a deck list (exit 1 if any)")
    check.add_argument("file", type=Path, metavar="FILE")
    check.add_argument("--format", choices=FORMATS, default="standard")
    check.add_argument("--game", choices=GAMES, default="vanguard")
    check.set_defaults(func=_check)
    show = sub.add_parser("show", help="print a deck list's cards, grouped by grade")
    show.add_argument("file", type=Path, metavar="FILE")
    show.add_argument("--format", choices=FORMATS, default="standard")
    show.add_argument("--game", choices=GAMES, default="vanguard")
    show.set_defaults(func=_show)
    stats = sub.add_parser(
        "stats", help="exact opening odds and simulated games of a deck (on every core)"
    )
    stats.add_argument("file", type=Path, metavar="DECK")
    stats.add_argument(
        "--against", type=Path, metavar="DECK", help="the other deck (default: itself)"
    )
    stats.add_argument("--games", type=whole(1, MAX_GAMES), default=1000)
    stats.add_argument("--seed", type=whole(0, MAX_INTEGER), default=1)
    stats.add_argument(
        "--opponent", default="sparring", metavar="LEVEL", help="goldfish, sparring or sharp"
    )
    stats.add_argument("--game", choices=GAMES, default="vanguard")
    stats.add_argument(
        "--format", metavar="FORMAT", help="vanguard: standard (default), g, premium; wixoss: diva"
    )
    stats.add_argument(
        "--processes", type=whole(1, 1024), default=None, help="default: one per core"
    )
    stats.add_argument("--json", action="store_true", help="print the figures as JSON")
    stats.add_argument(
        "--png", type=Path, metavar="FILE", help="draw the statistics window's plots into FILE"
    )
    stats.set_defaults(func=_stats)


def _usage(parser: argparse.ArgumentParser) -> int:
    parser.print_help()
    return 2


def _load(path: Path, format: str) -> tuple[ResolvedDeck | None, list[str]]:
    """The deck list's cards (a line without a set number plays the printing of the format's
    era), or None and every problem found reading and resolving it. Notes on how the file was
    read (an encoding other than UTF-8) are printed to stderr."""
    try:
        text, notes = read_deck_file(path)
        for note in notes:
            print(f"note: {path}: {note}", file=sys.stderr)
        era = format_era(VANGUARD, format)
        deck = resolve_deck(
            parse_deck(text), VANGUARD, suggest=close_names, era=era, catalog=CATALOG
        )
        return deck, []
    except OSError as exc:
        return None, [f"cannot read {path}: {exc.strerror or exc}"]
    except CardDatabaseError as exc:
        return None, [explain(exc)]
    except DeckError as exc:
        return None, list(exc.problems)


def _check(args: argparse.Namespace) -> int:
    if args.game == "wixoss":
        return wixoss_deck.check(args.file)
    resolved, problems = _load(args.file, args.format)
    unknowns: list[Unknown] = []
    if resolved is not None:
        deck = _deck(resolved)
        problems = deck_problems(deck, args.format)
        unknowns = deck_unknowns(deck)
    elif any("unknown card" in p for p in problems):
        problems.append("(the deck's construction is checked once every card is known)")
    if not problems:
        assert resolved is not None
        triggers = sum(1 for card in resolved.main if vanguard_card(card).trigger)
        g_zone = f", G zone {len(resolved.g_zone)}" if resolved.g_zone else ""
        print(
            f"{args.file}: legal in the {args.format} format"
            f" ({len(_deck(resolved).main)} cards, {triggers} triggers{g_zone})"
        )
    else:
        count = sum(1 for p in problems if not p.startswith("("))
        print(f"{args.file}: {count} problem{'s' if count != 1 else ''} ({args.format} format)")
        for problem in problems:
            print(f"  {problem}")
    if resolved is not None:
        _notes(resolved, unknowns)
    return 1 if problems else 0


def _notes(resolved: ResolvedDeck, unknowns: list[Unknown]) -> None:
    """Lines that play another printing than they name, cards kept aside, and what the cards'
    data does not say, with the evidence and how to set it."""
    for note in resolved.notes:
        print(f"  note: {note}")
    aside = _deck(resolved).aside
    if aside:
        names = ", ".join(sorted({f'"{c.name}" ({c.kind})' for c in aside}))
        print(f"  kept aside (no rule of the game plays them): {names}")
    if unknowns:
        print(f"  unknown ({len(unknowns)}): the card data does not say; the table asks the first")
        print("  time it matters, or `playtester card edit` sets it (kept across imports)")
    for card, field, values in unknowns:
        print(f"    {_unknown_line(card, field, values)}")


def _unknown_line(card: Card, field: str, values: tuple[str, ...]) -> str:
    """One unknown field of a printing in plain words: why its data does not decide it, and
    the command that sets it."""
    try:
        found = library_evidence(VANGUARD, card.name, card.number)
    except CardDatabaseError:
        found = None
    said = {e.field: e.says for e in found[1]} if found else {}
    why = said.get(field, "its card data does not say")
    which = card.number or f'"{card.name}"'
    printing = f" ({card.number})" if card.number else ""
    option = f"--{field.replace('_', '-')} {'|'.join(values)}"
    return (
        f"{card.name}{printing}: {field} unknown: {why};"
        f" set it with `playtester card edit {which} {option}`"
    )


def _deck(resolved: ResolvedDeck) -> Deck:
    return Deck.of(resolved.main, resolved.g_zone, resolved.first_vanguard)


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


def _heading(args: argparse.Namespace, why: dict[Card, str]) -> str:
    """The file and which printings its lines play: the format's era, unless every line
    names its own printing (then the format says nothing about them)."""
    if why and all(reason == "listed" for reason in why.values()):
        return f"{args.file} (every line names its printing)"
    era = format_era(VANGUARD, args.format)
    return f"{args.file} (the {args.format} format: {era or 'any'} era printings)"


def _show(args: argparse.Namespace) -> int:
    if args.game == "wixoss":
        return wixoss_deck.show(args.file)
    resolved, problems = _load(args.file, args.format)
    if resolved is None:
        print(f"{args.file}: cannot show the deck", file=sys.stderr)
        for problem in problems:
            print(f"  {problem}", file=sys.stderr)
        return 1
    deck = _deck(resolved)
    why: dict[Card, str] = {}
    for chosen in resolved.chosen:  # two lines may play one printing: the first says why
        why.setdefault(chosen.card, chosen.why)
    print(_heading(args, why))
    starter = deck.starter()
    if starter is not None:
        print(f"First vanguard: {starter.name}")
    main = [vanguard_card(c) for c in deck.main]
    g_zone = [vanguard_card(c) for c in deck.g_zone]
    aside = [vanguard_card(c) for c in deck.aside]
    marks = max((len(_mark(c)) for c in (*main, *g_zone, *aside)), default=0)
    groups = [
        (f"Grade {grade}", [c for c in main if c.grade == grade])
        for grade in sorted({c.grade for c in main if c.grade is not None}, reverse=True)
    ]
    groups += [("No grade", [c for c in main if c.grade is None])]
    groups += [("G zone", g_zone), ("Kept aside", aside)]
    for title, cards in groups:
        if cards:
            print()
            print("\n".join(_group(title, cards, why, marks)))
    kinds = Counter(c.trigger for c in main if c.trigger)
    by_kind = ", ".join(f"{kinds[t]} {t}" for t in (*TRIGGER_KINDS, UNKNOWN) if kinds[t])
    sentinels = sum(1 for c in main if c.sentinel)
    print()
    print(
        f"Main deck: {len(deck.main)} cards; {sum(kinds.values())} triggers"
        f"{f' ({by_kind})' if by_kind else ''}; {sentinels} sentinel{'s' * (sentinels != 1)}"
        + (f"; G zone: {len(deck.g_zone)} cards" if deck.g_zone else "")
    )
    _notes(resolved, deck_unknowns(deck))
    return 0


def _stats(args: argparse.Namespace) -> int:
    from playtester.engine.registry import players_for, words_for
    from playtester.resources import deck_title
    from playtester.stats import report, simulate
    from playtester.stats.exact import odds

    paths = [args.file, args.against or args.file]
    texts = []
    for path in paths:
        try:
            text, notes = read_deck_file(path)
        except OSError as exc:
            return _cannot(path, [f"cannot read {path}: {exc.strerror or exc}"])
        except DeckError as exc:
            return _cannot(path, list(exc.problems))
        for note in notes:
            print(f"note: {path}: {note}", file=sys.stderr)
        texts.append(text)
    words = words_for(args.game)
    format = args.format or next(iter(words.formats))
    if format not in words.formats:
        print(
            f"playtester: --format {format}: {words.title} is played in {', '.join(words.formats)}",
            file=sys.stderr,
        )
        return 1
    levels = players_for(args.game).opponents
    if args.opponent not in levels:
        print(
            f"playtester: --opponent {args.opponent}: the opponents are {', '.join(levels)}",
            file=sys.stderr,
        )
        return 1
    plan = simulate.Plan(
        args.game,
        format,
        texts[0],
        texts[1],
        args.games,
        args.seed,
        args.opponent,
        simulate.default_pilot(args.game),
    )
    try:
        simulate.check(plan)
        opening = simulate.figures_for(args.game).opening(texts[0], format)
    except DeckError as exc:
        return _cannot(args.file, list(exc.problems))
    except CardDatabaseError as exc:
        return _cannot(args.file, [explain(exc)])
    bar = Bar("played", "games", sys.stderr.isatty())
    summary = None
    history = []  # the win rate after each chunk, for the plots
    for summary in simulate.run(plan, args.processes):
        history.append((summary.games, *summary.win_rate()))
        bar.show(summary.games, plan.games)
    bar.end()
    assert summary is not None
    names = (deck_title(paths[0]), deck_title(paths[1]))
    doc = report.document(plan, names, opening, odds(opening), summary)
    print(json.dumps(doc, indent=2) if args.json else report.text(doc))
    if args.png is not None:
        from playtester.ui.statistics import save_plots

        if not save_plots(doc, history, args.png):
            print(f"playtester: --png {args.png}: cannot write the picture", file=sys.stderr)
            return 1
    return 0


def _cannot(path: Path, problems: list[str]) -> int:
    print(f"{path}: cannot play the deck", file=sys.stderr)
    for problem in problems:
        print(f"  {problem}", file=sys.stderr)
    return 1

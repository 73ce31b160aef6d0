"""`playtester deck check FILE`, `deck show FILE` and `deck stats FILE`: deck lists from the
shell.

`check` lists every problem (unreadable lines, unknown names with suggestions, construction
rules of the format) and exits 1 if there is any; `show` prints the resolved list grouped as
the game's players group it, with totals; both are the game's (`engine/shell.DeckLists`:
Vanguard reads names against the user's library first, then the bundled cards, so a deck can
hold proxies; `--game wixoss` reads a main deck and an LRIG deck). `stats` prints the exact odds
of the opening hands and the figures of simulated games (on every core, with a progress bar),
or `--json`.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from playtester.cards.decklist import read_deck_file
from playtester.cards.schema import CardDatabaseError
from playtester.commands import MAX_INTEGER, Bar, format_choice, game_choice, group, whole
from playtester.commands.cards import explain
from playtester.engine import registry
from playtester.engine.errors import DeckError
from playtester.engine.shell import Said

MAX_GAMES = 1_000_000


def register(subparsers: Any) -> None:
    """Add `deck check` and `deck show`."""
    sub = group(subparsers, "deck", "check or show a deck list")
    check = sub.add_parser("check", help="list every problem of a deck list (exit 1 if any)")
    check.add_argument("file", type=Path, metavar="FILE")
    check.add_argument("--format", **format_choice())
    check.add_argument("--game", **game_choice())
    check.set_defaults(func=_check)
    show = sub.add_parser("show", help="print a deck list's cards, grouped by grade")
    show.add_argument("file", type=Path, metavar="FILE")
    show.add_argument("--format", **format_choice())
    show.add_argument("--game", **game_choice())
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
    stats.add_argument("--game", **game_choice())
    stats.add_argument("--format", metavar="FORMAT", help=format_choice()["help"])
    stats.add_argument(
        "--processes", type=whole(1, 1024), default=None, help="default: one per core"
    )
    stats.add_argument("--json", action="store_true", help="print the figures as JSON")
    stats.add_argument(
        "--png", type=Path, metavar="FILE", help="draw the statistics window's plots into FILE"
    )
    stats.set_defaults(func=_stats)


def _format(args: argparse.Namespace) -> str | None:
    """The format asked for, or the game's first; None (said) when the game is not played in
    it."""
    formats = registry.rules_for(args.game).formats
    if args.format is None:
        return formats[0]
    if args.format in formats:
        return str(args.format)
    title = registry.words_for(args.game).title
    print(f"playtester: --format {args.format}: {title} is played in {', '.join(formats)}",
          file=sys.stderr)  # fmt: skip
    return None


def _said(said: Said) -> int:
    """Print what a game's deck lists said, and return its exit status."""
    for line in said.err:
        print(line, file=sys.stderr)
    for line in said.out:
        print(line)
    return said.code


def _check(args: argparse.Namespace) -> int:
    format = _format(args)
    if format is None:
        return 2
    return _said(registry.deck_lists_for(args.game).check(args.file, format))


def _show(args: argparse.Namespace) -> int:
    format = _format(args)
    if format is None:
        return 2
    return _said(registry.deck_lists_for(args.game).show(args.file, format))


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

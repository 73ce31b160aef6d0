"""Subcommands of the `playtester` command line, one module per part of the program.

This is top-level glue: it may import any package (cards, games, render...); nothing imports it
except `playtester.cli`.

A command that keeps something in the data folder (an import, a card added, a library moved
aside) sets `keeps` on its parser to what is not done when it cannot be kept ("nothing was
imported"): `cli.main` refuses it, in a sentence, when the data folder cannot be written,
rather than let it write to a stand-in thrown away at the end of the session.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any, NamedTuple

MAX_INTEGER = 2**63 - 1  # SQLite's largest integer: seeds and numbers stored in a library


def group(subparsers: Any, name: str, help: str) -> Any:
    """Add the command `name` whose subcommands (`deck check`, `deck show`) go in the subparsers
    returned; the command alone prints its help (exit status 2)."""
    parser = subparsers.add_parser(name, help=help)
    parser.set_defaults(func=lambda args: _help(parser))
    return parser.add_subparsers(dest=f"{name}_command", metavar="WHAT")


def _help(parser: argparse.ArgumentParser) -> int:
    parser.print_help()
    return 2


def fail(message: str, who: str = "playtester") -> int:
    """Say a failure on stderr after the command's name `who`; exit status 1."""
    print(f"{who}: {message}", file=sys.stderr)
    return 1


def game_choice() -> dict[str, Any]:
    """The options of a `--game` argument: one of the games registered (the first registered is
    the default), so that a game that is not one is refused rather than found empty."""
    from playtester.engine.registry import default_game, games

    return {"choices": games(), "default": default_game()}


def format_choice() -> dict[str, Any]:
    """The options of a `--format` argument: a format of some game (each game's first is its
    default, said where it has several), checked against the game chosen when it runs."""
    from playtester.engine.registry import games, rules_for

    said = []
    for game in games():
        formats = list(rules_for(game).formats)
        if len(formats) > 1:
            formats[0] += " (default)"
        said.append(f"{game}: {', '.join(formats)}")
    every = [f for game in games() for f in rules_for(game).formats]
    return {"choices": list(dict.fromkeys(every)), "help": "; ".join(said)}


def whole(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number from `low` to `high`, said in words when it is not
    (a number too large to store must never reach a library)."""

    def read(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"a number from {low:,} to {high:,}, not {text}")
        return value

    return read


class Aside(NamedTuple):
    """A library the command line sets aside when it is damaged: its `name` ("card library"),
    the word before it when it is healthy (`whose`: "your card library ... is not damaged"), what
    starts after it is moved (`fresh`), and its errors: `damaged` when the file is bad, `error`
    for any other trouble (said as it is). A named tuple: the table's window imports this module
    before it appears, and `dataclasses` is not read then."""

    name: str
    whose: str
    fresh: str
    damaged: type[Exception]
    error: type[Exception]


def move_damaged_aside(
    path: Path,
    library: Aside,
    check: Callable[[Path], None],
    move: Callable[[Path], Path],
    who: str,
) -> int:
    """Rename the library at `path` with `move`, only when it is damaged (`check` opens and
    checks it: it raises `library.damaged`) or not a file at all (a folder in its place): a
    healthy one stays in use. Failures are said after the command's name `who`."""
    if not path.exists():
        return fail(f"there is no {library.name} at {path}", who)
    try:
        if path.is_file():
            check(path)
    except library.damaged:
        pass  # what it is for
    except library.error as exc:
        return fail(str(exc), who)
    else:
        if path.is_file():
            return fail(
                f"{library.whose} {library.name} {path} is not damaged; nothing was moved", who
            )
    try:
        moved = move(path)
    except OSError as exc:
        return fail(f"cannot rename {path}: {exc.strerror or exc}", who)
    print(f"moved the damaged {library.name} to {moved}; {library.fresh}")
    return 0


class Bar:
    """A progress bar on stderr, one line redrawn in place: shown when `always` (stderr is a
    terminal, or the work is long), or once the total reaches `long`."""

    WIDTH = 30

    def __init__(self, what: str, unit: str, always: bool, long: int = 0) -> None:
        self.what, self.unit = what, unit
        self.always, self.long = always, long
        self.shown = False

    def show(self, done: int, total: int) -> None:
        if not total or not (self.always or (self.long and total >= self.long)):
            return
        filled = self.WIDTH * done // total
        bar = "#" * filled + "." * (self.WIDTH - filled)
        print(f"\r[{bar}] {self.what} {done:,}/{total:,} {self.unit}", end="", file=sys.stderr)
        sys.stderr.flush()
        self.shown = True

    def end(self) -> None:
        if self.shown:
            print(file=sys.stderr)
            self.shown = False

"""The `playtester` command. With no arguments it plays a demo game (the GUI comes later).

Each part of the program adds its own subcommands through a `register(subparsers)` function
that sets `func` on its parsers; `func(args)` returns the exit status.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from importlib import import_module
from pathlib import Path

# Modules that add subcommands; each has `register(subparsers) -> None`.
COMMAND_MODULES = (
    "playtester.commands.deck",
    "playtester.commands.cards",
    "playtester.commands.render",
)


def _demo(args: argparse.Namespace) -> int:
    from playtester.demo import play

    for line in play(seed=args.seed, decks=args.deck):
        print(line)
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="playtester", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    demo = sub.add_parser("demo", help="play a headless demo game and print its log")
    demo.add_argument("--seed", type=int, default=1)
    demo.add_argument("--deck", action="append", type=Path, help="a deck list (give two)")
    demo.set_defaults(func=_demo)
    for name in COMMAND_MODULES:
        try:
            module = import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name is None or not name.startswith(exc.name):
                raise
            continue  # that part of the program is not built yet
        module.register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    func: Callable[[argparse.Namespace], int] | None = getattr(args, "func", None)
    if func is None:
        if args.command is None:
            return _demo(parser.parse_args(["demo"]))
        parser.print_help()
        return 2
    return func(args)


if __name__ == "__main__":
    sys.exit(main())

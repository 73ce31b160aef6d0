"""The `playtester` command. With no command (or `table`) it opens the table.

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
    "playtester.commands.replay",
)


HELP = ("-h", "--help")


def _demo(args: argparse.Namespace) -> int:
    from playtester.demo import play

    for line in play(seed=args.seed, decks=args.deck, goldfish=args.goldfish, format=args.format):
        print(line)
    return 0


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="playtester", description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.add_parser("table", help="open the table (the default; see `playtester table -h`)")
    demo = sub.add_parser("demo", help="play a headless demo game and print its log")
    demo.add_argument("--seed", type=int, default=1)
    demo.add_argument("--deck", action="append", type=Path, help="a deck list (give two)")
    demo.add_argument("--goldfish", action="store_true", help="the second player is a goldfish")
    demo.add_argument("--format", choices=("standard", "g", "premium"), default="standard")
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


def _say_data_folder_problem() -> None:
    from playtester import userdata

    if userdata.problem():
        print(userdata.problem(), file=sys.stderr)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    gui = not argv or argv[0] == "table" or (argv[0].startswith("-") and argv[0] not in HELP)
    if gui:
        from playtester.ui.app import run

        return run(argv[1:] if argv and argv[0] == "table" else argv)
    parser = build_parser()
    args = parser.parse_args(argv)
    func: Callable[[argparse.Namespace], int] | None = getattr(args, "func", None)
    if func is None:
        parser.print_help()
        return 2
    code = func(args)
    _say_data_folder_problem()  # after the command: the data folder is found on first use
    return code


if __name__ == "__main__":
    sys.exit(main())

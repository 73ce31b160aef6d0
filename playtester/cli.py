"""The `playtester` command. With no arguments it plays a demo game (the GUI comes later)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="playtester", description=__doc__)
    sub = parser.add_subparsers(dest="command")
    demo = sub.add_parser("demo", help="play a headless demo game and print its log")
    demo.add_argument("--seed", type=int, default=1)
    demo.add_argument("--deck", action="append", type=Path, help="a deck list (give two)")
    args = parser.parse_args(argv)

    if args.command in (None, "demo"):
        from playtester.demo import play

        decks = getattr(args, "deck", None)
        for line in play(seed=getattr(args, "seed", 1), decks=decks):
            print(line)
        return 0
    parser.print_help()
    return 2


if __name__ == "__main__":
    sys.exit(main())

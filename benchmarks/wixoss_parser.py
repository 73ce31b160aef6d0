"""WIXOSS parser benchmark: how much of real printed WIXOSS text (the Japanese card lists) the
reader reads, per file and for all, and how long it takes. Local only: it reads the folder
given (per-set CSV files such as ../shared/data/wixoss-jp/), which the project never holds;
tests do not run it.

    python benchmarks/wixoss_parser.py FOLDER [--sample N] [--seed S]

Prints, per file and for all: abilities read whole, not read, the cost read of those that print
one, and the cards with every ability read; then the read time of every card's text (the
reader's cache emptied first). `--sample N` prints N abilities read whole with a record, at
random, each text with its record, for a person to check against the text (N = 0: none; -1:
every one).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from playtester.cards.importers import card_files, read_cards
from playtester.engine.cards import Card
from playtester.games.common.abilities import CardText
from playtester.games.common.ability_text import write
from playtester.games.common.text_reading import Coverage, Reading
from playtester.games.wixoss.text_reader import read_text


def main(argv: list[str] | None = None) -> int:
    options = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    options.add_argument("folder", type=Path)
    options.add_argument("--sample", type=int, default=0)
    options.add_argument("--seed", type=int, default=27)
    args = options.parse_args(argv)
    paths, problems = card_files([args.folder])
    if problems or not paths:
        print("\n".join(problems) or f"no card files in {args.folder}", file=sys.stderr)
        return 2
    by_file: dict[str, list[Card]] = {}
    for path in paths:
        imported, _ = read_cards(path.read_bytes(), str(path), "wixoss")
        by_file[path.name] = [entry.card for entry in imported]
    read_text.cache_clear()
    began = time.perf_counter()
    readings = {
        name: [(card, read_text(card.text, card.kind)) for card in cards]
        for name, cards in by_file.items()
    }
    took = time.perf_counter() - began
    everything = Coverage()
    for name, found in readings.items():
        coverage = Coverage()
        for card, read in found:
            coverage.add(card.number or card.name, read)
            everything.add(card.number or card.name, read)
        print(f"{name}: {coverage.line()}")
    print(f"all: {everything.line()}")
    count = sum(len(found) for found in readings.values())
    print(f"read {count} cards' text in {took * 1000:.1f} ms")
    if args.sample:
        _sample([(c, r) for found in readings.values() for c, rs in found for r in rs], args)
    return 0


def _sample(found: list[tuple[Card, Reading]], args: argparse.Namespace) -> None:
    """Abilities read whole with a record, each text with its record, to check by hand."""
    whole = [(card, r) for card, r in found if r.whole and r.ability is not None]
    chosen = whole if args.sample < 0 else random.Random(args.seed).sample(
        whole, min(args.sample, len(whole))
    )  # fmt: skip
    for card, reading in chosen:
        ability = reading.ability
        assert ability is not None
        print(f"\n{card.number} {card.name}: {reading.text}")
        print("\n".join(write([CardText(card.name, (ability,))]).splitlines()[1:]))


if __name__ == "__main__":
    sys.exit(main())

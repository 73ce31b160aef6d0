"""Parser benchmark: how much of real printed Vanguard text the parser reads, per era, and how
long it takes. Local only: it reads the folder given (Card Game Simulator set files, such as
../shared/data/cgs-vanguard/), which the project never holds; tests do not run it.

    python benchmarks/parser.py FOLDER [--sample N] [--seed S]

Prints, per era and for all: abilities read whole, not read, the cost read of those that print
one, and the distinct cards (by name) with every ability read; then the parse time of every
printing's text (the parser's cache emptied first). `--sample N` prints N abilities read
whole, at random, each text with its record, for a person to check against the text.

The issue's targets: at least 45% of abilities read whole, 30% of distinct cards with every
ability read, the cost read for 85% of the abilities that print one.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from playtester.cards.importers import card_files, read_cards
from playtester.games.common.abilities import CardText
from playtester.games.common.ability_text import write
from playtester.games.common.text_reading import Coverage, Reading
from playtester.games.vanguard.cards import vanguard_card
from playtester.games.vanguard.eras import era_of
from playtester.games.vanguard.text_grammar import parser
from playtester.games.vanguard.text_reader import read_text


def main(argv: list[str] | None = None) -> int:
    options = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    options.add_argument("folder", type=Path)
    options.add_argument("--sample", type=int, default=0)
    options.add_argument("--seed", type=int, default=26)
    args = options.parse_args(argv)
    paths, problems = card_files([args.folder])
    if problems or not paths:
        print("\n".join(problems) or f"no card files in {args.folder}", file=sys.stderr)
        return 2
    cards = []
    for path in paths:
        found, _ = read_cards(path.read_bytes(), str(path))
        cards += [vanguard_card(entry.card) for entry in found]
    parser()  # the grammar's tables are made once, before the clock starts
    read_text.cache_clear()
    began = time.perf_counter()
    readings = [read_text(card.text, card.clan) for card in cards]
    took = time.perf_counter() - began
    by_era: dict[str, Coverage] = defaultdict(Coverage)
    distinct: dict[str, Coverage] = defaultdict(Coverage)
    seen: set[str] = set()
    whole: list[tuple[str, Reading]] = []
    for card, read in zip(cards, readings, strict=True):
        era = era_of(card.number, card.text) or "unknown"
        for key in (era, "all"):
            by_era[key].add(card.name, read)
        if card.name not in seen:
            seen.add(card.name)
            for key in (era, "all"):
                distinct[key].add(card.name, read)
            whole += [(card.name, r) for r in read if r.whole and r.ability is not None]
    print(f"{len(cards)} printings, {len(seen)} distinct names, from {len(paths)} files")
    for era in [*sorted(k for k in by_era if k != "all"), "all"]:
        print(f"{era:>8} printings: {by_era[era].line()}")
        print(f"{era:>8} distinct:  {distinct[era].line()}")
    print(
        f"parse time: {took:.2f} s for {len(cards)} texts ({1e6 * took / len(cards):.0f} µs each)"
    )
    for name, reading in random.Random(args.seed).sample(whole, min(args.sample, len(whole))):
        assert reading.ability is not None
        print(f"\n{reading.text}")
        print(write([CardText(name, (reading.ability,))]).rstrip())
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

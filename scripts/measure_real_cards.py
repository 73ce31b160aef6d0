"""Measure what decides each inferred field on real card files (numbers only, no card text).

Usage: python scripts/measure_real_cards.py FOLDER_OR_FILES...

Imports the files into a temporary library (twice, to time a re-import) and prints, for the
kind, trigger and gift of every printing, how many were read from the file, decided by which
rule, or left unknown; by era for the triggers; the shields and eras decided rather than read;
the sentinels whose text limits a deck to four. The figures in docs/real-cards.md come from it.
"""

from __future__ import annotations

import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import playtester  # noqa: F401  (registers the games)
from playtester.cards.importers import card_files, import_files
from playtester.cards.library import Library
from playtester.games.vanguard import eras
from playtester.games.vanguard.cards import vanguard_card
from playtester.games.vanguard.limits import says_four_sentinels


def main(argv: list[str]) -> None:
    paths, problems = card_files([Path(a) for a in argv])
    for problem in problems:
        print(problem, file=sys.stderr)
    with tempfile.TemporaryDirectory() as tmp:
        library = Library(Path(tmp) / "library.db")
        start = time.perf_counter()
        first = import_files(paths, library)
        took = time.perf_counter() - start
        start = time.perf_counter()
        again = import_files(paths, library)
        took_again = time.perf_counter() - start
        print(f"files: {len(paths)}")
        print(f"import: {first.summary()} in {took:.2f} s")
        print(f"re-import: {again.summary()} in {took_again:.2f} s")
        tallies: dict[str, Counter[tuple[str, str]]] = {
            field: Counter() for field in ("kind", "trigger", "gift", "shield", "era")
        }
        sentinels: Counter[tuple[str, bool]] = Counter()  # (era, its text limits them to four)
        by_era: Counter[tuple[str, str, str]] = Counter()
        for card in map(vanguard_card, library.all_printings("vanguard")):
            found = library.evidence("vanguard", card.name, card.number)
            rules = {e.field: e.rule for e in (found[1] if found else ())}
            for field, tally in tallies.items():
                value = getattr(card, field, None)
                if field == "era":  # an event promo's, where its set code does not say it
                    value = eras.era_of(card.number, card.text)
                if field in rules or (value is not None and field in ("kind", "trigger", "gift")):
                    tally[str(value), rules.get(field, "read")] += 1
            if card.sentinel:
                era = eras.era_of(card.number, card.text) or "none"
                sentinels[era, says_four_sentinels(card.text)] += 1
            if card.trigger is not None:
                era = eras.era_of(card.number, card.text) or "none"
                by_era[era, card.trigger, rules.get("trigger", "read")] += 1
        for field, tally in tallies.items():
            print(f"{field} (value, rule: printings)")
            for (value, rule), n in sorted(tally.items()):
                print(f"  {value:<12} {rule:<10} {n:>6}")
        print("triggers by era (era, value, rule: printings)")
        for (era, value, rule), n in sorted(by_era.items()):
            print(f"  {era:<8} {value:<10} {rule:<10} {n:>6}")
        print("sentinels by era (era, whether the text limits a deck to four: printings)")
        for (era, says), n in sorted(sentinels.items()):
            print(f"  {era:<8} {says!s:<10} {n:>6}")
        cleaned = first.decided.get(("text", "text", "(cleaned)"), 0)
        print(f"texts cleaned of editing notes or promo blurbs: {cleaned}")


if __name__ == "__main__":
    main(sys.argv[1:])

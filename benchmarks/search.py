"""Search benchmark: median time of search-as-you-type queries over 30,000 generated printings.

    python benchmarks/search.py [--cards N] [--library N] [--seed S]

Builds, in a temporary folder, a bundled-style `cards.db` and a user library that together hold
N printings shaped like Card Game Simulator's data (about a third of the names printed again in
a later era with other stats; texts written as CGS writes them, "[Counter-Blast 1]"; the
library's share includes cards that shadow bundled names), with made-up names and texts. The
queries are what a player types into a search box: every prefix of the first two words of
sampled card names ("b", "bl", "bla"...), some with filters (grade, clan, trigger, power
range), filters alone, and text words, costs spelled several ways ("counterblast", "CB").
Medians are given per kind of query. It also times importing 20,000 cards from a CSV file into
an empty library.
"""

from __future__ import annotations

import argparse
import csv
import platform
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from playtester.cards import rows, schema
from playtester.cards.importers import import_file
from playtester.cards.library import Library
from playtester.cards.search import CardSearch
from playtester.games.vanguard.cards import TRIGGERS, VanguardCard

_ONSETS = ["b", "bl", "br", "c", "ch", "cr", "d", "dr", "f", "fl", "g", "gr", "h", "j", "k",
           "kr", "l", "m", "n", "p", "pr", "r", "s", "sh", "st", "t", "th", "tr", "v", "w",
           "z"]  # fmt: skip
_VOWELS = ["a", "e", "i", "o", "u", "ai", "ea", "io"]
_CODAS = ["", "n", "r", "s", "th", "x", "l", "st", "nd", "rk"]
_TITLES = ["Knight", "Dragon", "Maiden", "Sage", "Lord", "Guardian", "Beast", "Warrior", "Witch",
           "Angel", "Golem", "Emperor"]  # fmt: skip
_PHRASES = [
    "When this unit attacks a vanguard,",
    "[COST][Counter-Blast 1],",
    "[COST][Soul-Blast 1],",
    "this unit gets +5000 power until end of that battle.",
    "draw a card.",
    "look at the top two cards of your deck, put one into your hand, and the rest into the soul.",
    "choose one of your opponent's rear-guards, and retire it.",
    "If you have four or more rear-guards,",
    "choose one of your other units, and it gets +3000 power until end of turn.",
    "When this unit is placed on (RC),",
    "Stand this unit.",
    "Generation Break 1:",
    "Choose a card from your hand, and discard it:",
    "your opponent cannot call grade 0 cards to guardian circles.",
]
_CLANS = [f"{w} {t}" for w in ("Azure", "Crimson", "Iron", "Verdant", "Silent") for t in (
    "Order", "Dominion", "Armada", "Covenant", "Legion")]  # fmt: skip


def _word(rng: random.Random) -> str:
    return "".join(
        rng.choice(_ONSETS) + rng.choice(_VOWELS) + rng.choice(_CODAS)
        for _ in range(rng.choice((1, 2, 2, 3)))
    ).capitalize()


def make_cards(n: int, seed: int) -> list[VanguardCard]:
    """`n` printings of made-up names, spread over clans, grades and kinds; about a third of
    the names have a second printing of a later era (a "V-" set, 2000 more power)."""
    rng = random.Random(seed)
    cards: list[VanguardCard] = []
    names: set[str] = set()
    while len(cards) < n:
        if cards and rng.random() < 0.35 and not cards[-1].number.startswith("V-"):
            old = cards[-1]
            number = f"V-{old.number}"
            cards.append(replace(old, power=old.power + 2000, number=number))
            continue
        name = f"{_word(rng)} {rng.choice(_TITLES)}"
        if rng.random() < 0.6:
            name = f"{_word(rng)} {_word(rng)}, {name}"
        if name in names:
            continue
        names.add(name)
        grade = rng.choice((0, 0, 1, 1, 1, 2, 2, 3, 3, 4))
        trigger = rng.choice(TRIGGERS) if grade == 0 and rng.random() < 0.6 else None
        text = " ".join(rng.sample(_PHRASES, rng.randrange(0, 6)))
        power = {0: 5000, 1: 7000, 2: 9000, 3: 11000, 4: 15000}[grade] + rng.choice((0, 1000))
        cards.append(
            VanguardCard(
                name=name,
                grade=grade,
                power=power,
                shield=0 if grade >= 3 else (10000 if grade == 0 else 5000),
                clan=rng.choice(_CLANS),
                kind="g_unit" if grade == 4 else "unit",
                trigger=trigger,
                text=text,
                number=f"BX{len(cards) // 150:02d}/{len(cards) % 150:03d}",
            )
        )
    return cards


def build_bundled(path: Path, cards: list[VanguardCard]) -> None:
    conn = sqlite3.connect(path)
    with conn:
        schema.create(conn)
        rows.write_cards(conn, cards, "bundled")
    conn.close()


TEXT_WORDS = ("counter blast", "counterblast", "CB", "draw", "retire", "stand", "soul blast",
              "SB", "power", "rear-guards")  # fmt: skip


def kind_of(text: str, filters: dict[str, Any]) -> str:
    """The group a query belongs to, for the per-group medians."""
    if not text:
        return "filters only"
    if text in TEXT_WORDS:
        return "text"
    return "name, with filters" if filters else "name"


def queries(cards: list[VanguardCard], seed: int) -> list[tuple[str, dict[str, Any]]]:
    """Typed prefixes of sampled names, alone and with filters, filters alone, text words."""
    rng = random.Random(seed + 1)
    out: list[tuple[str, dict[str, Any]]] = []
    for card in rng.sample(cards, 30):
        words = card.name.replace(",", "").split()[:2]
        typed = [words[0][:k] for k in range(1, len(words[0]) + 1)]
        if len(words) > 1:
            typed += [f"{words[0]} {words[1][:k]}" for k in range(1, len(words[1]) + 1)]
        for text in typed:
            out.append((text, {}))
        choices: list[dict[str, Any]] = [
            {"grade": card.grade},
            {"clan": card.clan},
            {"clan": card.clan.split()[0].lower(), "grade": card.grade},
            {"power_min": 9000, "power_max": 11000},
            {"trigger": "any"},
        ]
        filters = rng.choice(choices)
        out += [(text, filters) for text in typed[:4]]
    for clan in _CLANS[:5]:
        out += [("", {"clan": clan}), ("", {"clan": clan, "grade": 3}), ("", {"trigger": "heal"})]
    for text in TEXT_WORDS:
        out.append((text, {}))
    out += [("counterblast", {"grade": 3}), ("CB", {"clan": _CLANS[0]})]
    return out


def time_import(folder: Path, n: int, seed: int) -> float:
    path = folder / "cards.csv"
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["name", "grade", "power", "shield", "clan", "trigger", "text", "number"])
        for c in make_cards(n, seed + 2):
            row = [c.name, c.grade, c.power, c.shield, c.clan, c.trigger or "", c.text, c.number]
            writer.writerow(row)
    start = time.perf_counter()
    report = import_file(path, Library(folder / "import.db"))
    elapsed = time.perf_counter() - start
    assert report.added + len(report.skipped) == n, report.summary()
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--cards", type=int, default=30_000)
    parser.add_argument("--library", type=int, default=3_000, help="how many are library cards")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--import-cards", type=int, default=20_000)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        cards = make_cards(args.cards, args.seed)
        bundled_cards = cards[: args.cards - args.library]
        library_cards = cards[args.cards - args.library :]
        shadows = [VanguardCard(name=c.name, grade=c.grade, power=c.power + 1000, clan=c.clan)
                   for c in bundled_cards[:: max(1, len(bundled_cards) // 500)]]  # fmt: skip
        build_bundled(folder / "cards.db", bundled_cards)
        library = Library(folder / "library.db")
        library.add_cards(library_cards + shadows[: args.library // 6])
        library.close()
        searcher = CardSearch(folder / "cards.db", folder / "library.db")
        todo = queries(cards, args.seed)
        for text, filters in todo:  # warm the page cache once
            searcher.search(text, **filters)
        timings = []
        groups: dict[str, list[float]] = {}
        for text, filters in todo:
            runs = []
            for _ in range(3):
                start = time.perf_counter()
                searcher.search(text, **filters)
                runs.append(time.perf_counter() - start)
            timings.append(statistics.median(runs))
            groups.setdefault(kind_of(text, filters), []).append(timings[-1] * 1000)
        searcher.close()
        imported = time_import(folder, args.import_cards, args.seed)
    timings.sort()
    ms = [t * 1000 for t in timings]
    print(f"machine: {platform.machine()}, Python {platform.python_version()}")
    print(
        f"cards: {args.cards:,} ({args.cards - args.library:,} bundled, {args.library:,} library)"
    )
    print(f"queries: {len(ms)}")
    print(f"median: {statistics.median(ms):.2f} ms  (target: under 5 ms)")
    print(f"90th percentile: {ms[int(len(ms) * 0.9)]:.2f} ms, slowest: {ms[-1]:.2f} ms")
    for group, group_ms in groups.items():
        print(f"  {group} ({len(group_ms)}): median {statistics.median(group_ms):.2f} ms,"
              f" slowest {max(group_ms):.2f} ms")  # fmt: skip
    print(f"import of {args.import_cards:,} cards from CSV: {imported:.2f} s")


if __name__ == "__main__":
    main()

"""Search benchmark: the CPU time of search-as-you-type queries over 21,000 generated printings.

    python benchmarks/search.py [--cards N] [--library N] [--seed S] [--import-cards N]

Builds, in a temporary folder, N printings shaped like Card Game Simulator's data (about a
third of the names printed again in a later era with other stats; texts written as CGS writes
them, "[Counter-Blast 1]"), with made-up names and texts, in two layouts: a bundled-style
`cards.db` with a user library beside it (which hides some bundled names), and every printing
imported into the library (with evidence) beside a bundled file of the real one's size, as
when a player has imported the whole CGS data. The queries are what a player types into a
search box: every prefix of the first two words of sampled card names ("b", "bl", "bla"...),
some with filters (grade, clan, trigger, power range); filters alone, from common ones to
ones no card passes; text words, costs spelled several ways ("counterblast", "CB"); and set
numbers as typed ("BX0", "BX01/", "BX01/04"...). The median, 90th percentile and slowest CPU
time are given per kind of query (CPU time, as the machine may be busy; the load average is
printed before and after). It also times importing 20,000 cards from a CSV file into an empty
library.
"""

from __future__ import annotations

import argparse
import csv
import os
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
from playtester.cards.library import Evidence, ImportedCard, Library
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
BUNDLED = 191  # printings in the bundled cards.db
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
KINDS = ("name", "name, with filters", "filters only", "text", "set number")


def kind_of(text: str, filters: dict[str, Any]) -> str:
    """The kind a query is of, for the per-kind figures."""
    if not text:
        return "filters only"
    if text in TEXT_WORDS:
        return "text"
    if any(ch.isdigit() for ch in text):
        return "set number"
    return "name, with filters" if filters else "name"


def filters_alone(rng: random.Random) -> list[dict[str, Any]]:
    """Filters a player sets without typing, from common to rare: each grade, each trigger,
    clans (a whole name, its first word), a clan with a grade, power ranges, a G unit, and a
    gift that no generated card has (the whole library is read for none)."""
    out: list[dict[str, Any]] = [{"grade": grade} for grade in range(5)]
    out += [{"trigger": trigger} for trigger in (*TRIGGERS, "any", "none")]
    clans = rng.sample(_CLANS, 5)
    out += [{"clan": clan} for clan in clans]
    out += [{"clan": clan.split()[0].lower()} for clan in clans[:3]]
    out += [{"clan": clan, "grade": rng.randrange(4)} for clan in clans]
    out += [{"power_min": 9000, "power_max": 11000}, {"power_min": 15000}, {"power_max": 5000}]
    out += [{"kind": "g_unit"}, {"kind": "g_unit", "clan": clans[0]}, {"gift": "any"}]
    return out


def queries(cards: list[VanguardCard], seed: int) -> list[tuple[str, dict[str, Any]]]:
    """Typed prefixes of sampled names, alone and with filters; filters alone; text words; and
    typed prefixes of sampled set numbers."""
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
    out += [("", filters) for filters in filters_alone(rng)]
    for text in TEXT_WORDS:
        out.append((text, {}))
    out += [("counterblast", {"grade": 3}), ("CB", {"clan": _CLANS[0]})]
    for card in rng.sample(cards, 10):  # as typed, from the first digit: "V-BX0", "V-BX01"...
        start = next(i for i, ch in enumerate(card.number) if ch.isdigit())
        out += [(card.number[:k], {}) for k in range(start + 1, len(card.number) + 1)]
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


def build(folder: Path, cards: list[VanguardCard], library: int, seed: int) -> CardSearch:
    """The bundled file and the library of one layout, and a search over them: `library`
    printings in the library (the rest bundled, some bundled names hidden by library cards),
    or all of them imported with evidence beside a bundled file of the real one's size."""
    folder.mkdir()
    kept = Library(folder / "library.db")
    if library >= len(cards):
        build_bundled(folder / "cards.db", make_cards(BUNDLED, seed + 3))
        why = (Evidence("skills", "grade", "its grade"), Evidence("critical", "default", "1"))
        kept.add_cards([ImportedCard(card, why) for card in cards])
    else:
        bundled, own = cards[: len(cards) - library], cards[len(cards) - library :]
        shadows = [VanguardCard(name=c.name, grade=c.grade, power=c.power + 1000, clan=c.clan)
                   for c in bundled[:: max(1, len(bundled) // 500)]]  # fmt: skip
        build_bundled(folder / "cards.db", bundled)
        kept.add_cards(own + shadows[: library // 6])
    kept.close()
    return CardSearch(folder / "cards.db", folder / "library.db")


def measure(searcher: CardSearch, todo: list[tuple[str, dict[str, Any]]]) -> dict[str, list[float]]:
    """The CPU time of each query in milliseconds (the median of three runs, after one that
    warms the page cache), by kind."""
    for text, filters in todo:
        searcher.search(text, **filters)
    kinds: dict[str, list[float]] = {kind: [] for kind in KINDS}
    for text, filters in todo:
        runs = []
        for _ in range(3):
            start = time.thread_time()
            searcher.search(text, **filters)
            runs.append(time.thread_time() - start)
        kinds[kind_of(text, filters)].append(statistics.median(runs) * 1000)
    searcher.close()
    return kinds


def figures(ms: list[float]) -> str:
    ms = sorted(ms)
    return (
        f"median {statistics.median(ms):5.2f} ms, 90th percentile {ms[int(len(ms) * 0.9)]:5.2f} ms,"
        f" slowest {ms[-1]:5.2f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--cards", type=int, default=21_000)
    parser.add_argument("--library", type=int, default=3_000, help="how many are library cards")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--import-cards", type=int, default=20_000)
    args = parser.parse_args()
    print(f"machine: {platform.machine()}, {os.cpu_count()} cores, Python"
          f" {platform.python_version()}, SQLite {sqlite3.sqlite_version}")  # fmt: skip
    print(f"load average before: {', '.join(f'{n:.2f}' for n in os.getloadavg())}")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        cards = make_cards(args.cards, args.seed)
        todo = queries(cards, args.seed)
        layouts = {
            f"{args.cards - args.library:,} bundled, {args.library:,} in the library": args.library,
            f"all {args.cards:,} imported into the library": args.cards,
        }
        print(f"queries: {len(todo)}; CPU time of each, the median of three runs")
        for number, (layout, library) in enumerate(layouts.items()):
            kinds = measure(build(folder / str(number), cards, library, args.seed), todo)
            print(f"{layout}: all queries {figures([t for ms in kinds.values() for t in ms])}")
            for kind, ms in kinds.items():
                print(f"  {kind:<18} ({len(ms):>3}): {figures(ms)}")
        imported = time_import(folder, args.import_cards, args.seed) if args.import_cards else 0
    print(f"load average after: {', '.join(f'{n:.2f}' for n in os.getloadavg())}")
    if args.import_cards:
        print(f"import of {args.import_cards:,} cards from CSV: {imported:.2f} s")


if __name__ == "__main__":
    main()

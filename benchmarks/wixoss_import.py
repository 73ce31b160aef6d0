# ruff: noqa: RUF001  (made-up Japanese card data: full-width signs are meant)
"""WIXOSS import and Japanese search benchmark: 7,000 made-up cards in the per-set Japanese CSV
layout imported in one pass, then Japanese names searched as a player types them.

    python benchmarks/wixoss_import.py [--cards N] [--sets N] [--seed S] [--queries N]

Writes, in a temporary folder, `--sets` set files of made-up records (names and texts drawn
from kana and a few kanji, every card type, colours and their pairs, costs, timings, Life
Bursts; no real card's name or text) and times `import_files` into an empty library (wall
clock and CPU time). Then it times (CPU) `--queries` searches: parts of names typed from their
first character (one and two characters are looked for in each name, three and more through
the trigram index), parts from the middle of a name, words of texts, and set numbers; each
kind's median and 90th percentile. Targets: the import under 5 s, name search under 5 ms
median.
"""

from __future__ import annotations

import argparse
import csv
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from playtester.cards import db
from playtester.cards.importers import import_files
from playtester.cards.library import Library
from playtester.cards.search import CardSearch

HEADER = [
    "CardNum", "CardName", "ImgURL", "Type", "CardClass", "Color", "Level", "GrowCost", "Cost",
    "Limit", "Power", "Restriction", "Team", "Timing", "Guard", "Coin", "Story", "LifeBurst",
    "EffectText", "BurstText",
]  # fmt: skip
KANA = list(
    "アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン"
)
KANJI = list("火水木金土光闇剣盾翼炎氷雷風花月星夢幻奏救扉鍵")
WORDS = ["バニッシュ", "エナチャージ", "ダウン", "凍結", "トラッシュ", "手札", "ライフクロス"]
SIGNS = "白赤青緑黒"
TYPES = ["シグニ"] * 12 + ["スペル"] * 3 + ["ルリグ", "アシストルリグ", "ピース", "アーツ"]
TYPES += ["レゾナ"]
TIMINGS = ["メインフェイズ", "アタックフェイズ", "メインフェイズアタックフェイズ"]


def _name(rng: random.Random) -> str:
    """A made-up name: a kanji word, a full-width space, a katakana word."""
    head = "".join(rng.choice(KANJI) for _ in range(rng.randint(1, 3)))
    tail = "".join(rng.choice(KANA) for _ in range(rng.randint(2, 6)))
    return f"{head}　{tail}"


def _text(rng: random.Random) -> str:
    parts = [f"【{rng.choice(['出', '自', '常', '起'])}】："]
    for _ in range(rng.randint(2, 5)):
        parts.append("".join(rng.choice(KANA) for _ in range(rng.randint(3, 8))))
        parts.append(rng.choice(WORDS) + "する。")
    return "".join(parts)


def make_rows(cards: int, sets: int, seed: int) -> list[list[dict[str, str]]]:
    """`sets` lists of made-up records, `cards` in all."""
    rng = random.Random(seed)
    out: list[list[dict[str, str]]] = [[] for _ in range(sets)]
    for i in range(cards):
        kind = rng.choice(TYPES)
        colour = rng.choice(SIGNS) + (rng.choice(SIGNS) if rng.random() < 0.1 else "")
        levelled = kind in ("シグニ", "ルリグ", "アシストルリグ", "レゾナ")
        lrig = kind in ("ルリグ", "アシストルリグ")
        burst = kind in ("シグニ", "スペル") and rng.random() < 0.4
        n = i // sets + 1
        row = {
            "CardNum": f"WXDi-B{i % sets + 1:02}-{n:03}",
            "CardName": _name(rng),
            "ImgURL": "https://example.invalid/x.jpg",
            "Type": kind,
            "CardClass": "".join(rng.choice(KANA) for _ in range(3)) if levelled else "-",
            "Color": colour,
            "Level": str(rng.randint(0, 3)) if levelled else "-",
            "GrowCost": f"《{colour[0]}》×{rng.randint(0, 3)}" if lrig else "-",
            "Cost": f"《無》×{rng.randint(0, 5)}" if not levelled else "-",
            "Limit": str(rng.randint(0, 7)) if lrig else "-",
            "Power": str(rng.randint(1, 15) * 1000) if kind in ("シグニ", "レゾナ") else "-",
            "Restriction": "-",
            "Team": "-",
            "Timing": rng.choice(TIMINGS)
            if kind in ("アシストルリグ", "ピース", "アーツ")
            else "-",
            "Guard": "1" if kind == "シグニ" and rng.random() < 0.05 else "0",
            "Coin": "-",
            "Story": "-",
            "LifeBurst": "1" if burst else "0",
            "EffectText": _text(rng),
            "BurstText": "：" + _text(rng) if burst else "-",
        }
        out[i % sets].append(row)
    return out


def write_sets(folder: Path, sets: list[list[dict[str, str]]]) -> list[Path]:
    paths = []
    for k, rows in enumerate(sets, start=1):
        path = folder / f"WXDi-B{k:02}.csv"
        with path.open("w", encoding="utf-8", newline="") as out:
            writer = csv.DictWriter(out, HEADER)
            writer.writeheader()
            writer.writerows(rows)
        paths.append(path)
    return paths


def queries(sets: list[list[dict[str, str]]], count: int, seed: int) -> dict[str, list[str]]:
    """What a player types: name starts (1 to 6 characters), middles of names, text words,
    set numbers."""
    rng = random.Random(seed + 1)
    rows = [row for rows in sets for row in rows]
    out: dict[str, list[str]] = {"name starts": [], "name middles": [], "text": [], "numbers": []}
    while len(out["name starts"]) < count:
        name = rng.choice(rows)["CardName"].replace("　", "")
        out["name starts"] += [name[:k] for k in range(1, min(6, len(name)) + 1)]
        at = rng.randrange(0, max(1, len(name) - 3))
        out["name middles"].append(name[at : at + 3])
        out["text"].append(rng.choice(WORDS))
        out["numbers"].append(rng.choice(rows)["CardNum"][: rng.randint(6, 12)])
    return out


def _cpu_ms(search: CardSearch, query: str) -> float:
    start = time.process_time()
    search.search(query, game="wixoss", limit=50)
    return (time.process_time() - start) * 1000


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cards", type=int, default=7000)
    parser.add_argument("--sets", type=int, default=40)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--queries", type=int, default=200)
    args = parser.parse_args()
    sets = make_rows(args.cards, args.sets, args.seed)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        paths = write_sets(folder, sets)
        library = Library(folder / "library.db")
        wall, cpu = time.perf_counter(), time.process_time()
        report = import_files(paths, library, game="wixoss")
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
        library.close()
        print(report.summary())
        print(
            f"import of {args.cards:,} cards in {args.sets} files: {wall:.2f} s ({cpu:.2f} s CPU)"
        )
        search = CardSearch(bundled=db.bundled_db_path(), library=folder / "library.db")
        search.search("x", game="wixoss")  # opened and attached once
        for kind, typed in queries(sets, args.queries, args.seed).items():
            times = sorted(_cpu_ms(search, query) for query in typed)
            p90 = times[int(len(times) * 0.9)]
            print(
                f"{kind:<13} {len(times):>5} searches: median {statistics.median(times):.2f} ms,"
                f" 90th percentile {p90:.2f} ms, slowest {times[-1]:.2f} ms"
            )
        search.close()
    return 0 if wall < 5 else 1


if __name__ == "__main__":
    sys.exit(main())

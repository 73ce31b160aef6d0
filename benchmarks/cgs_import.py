"""Import benchmark: a CGS-sized set folder (240 files, 21,127 records) imported in one pass,
then imported again.

    python benchmarks/cgs_import.py [--records N] [--files N] [--seed S]

Writes, in a temporary folder, made-up records shaped like Card Game Simulator's Vanguard set
files (classic, G, V and D era set codes; trigger units whose text names no trigger, heals by
their reminder, G units) and times `import_files` into an empty library and a re-import, which
must change nothing.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from search import make_cards  # benchmarks/search.py: its made-up cards

from playtester.cards.importers import import_files
from playtester.cards.library import Library

HEAL = '(You may only have up to four cards with "[Heal] HEAL" in a deck.)'
SHIELDS = {"critical": 10000, "draw": 5000, "heal": 10000, "stand": 10000}


def write_sets(folder: Path, records: int, files: int, seed: int) -> list[Path]:
    """`files` set files holding `records` records in all, of the four eras' set codes."""
    cards = make_cards(records, seed)
    eras = ("", "G-", "V-", "D-")
    codes = [f"{eras[i % 4]}BT{i // 4 + 1:02}" for i in range(files)]
    paths = []
    for k, code in enumerate(codes):
        out = []
        for j, card in enumerate(cards[k::files]):
            kind = "G Unit" if card.grade == 4 else "Normal Unit"
            kind = "Trigger Unit" if card.trigger else kind
            text = HEAL if card.trigger == "heal" else ("-" if card.trigger else card.text)
            out.append({
                "name": card.name, "number": f"{code}/{j:03}EN", "url": "", "image_url": "",
                "image_file_type": "png", "effect": text or "-",
                "productName": code, "type": kind, "clan": card.clan, "grade": card.grade,
                "power": card.power, "shield": SHIELDS.get(card.trigger or "", card.shield),
            })  # fmt: skip
        path = folder / f"{code}.json"
        path.write_text(json.dumps(out), encoding="utf-8")
        paths.append(path)
    return paths


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--records", type=int, default=21_127)
    parser.add_argument("--files", type=int, default=240)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        paths = write_sets(Path(tmp), args.records, args.files, args.seed)
        library = Library(Path(tmp) / "library.db")
        start = time.perf_counter()
        first = import_files(paths, library)
        imported = time.perf_counter() - start
        start = time.perf_counter()
        again = import_files(paths, library)
        reimported = time.perf_counter() - start
        library.close()
    assert (again.added, again.changed) == (0, 0), again.summary()
    print(f"import:    {first.summary()}: {imported:.2f} s")
    print(f"re-import: {again.summary()}: {reimported:.2f} s")


if __name__ == "__main__":
    main()

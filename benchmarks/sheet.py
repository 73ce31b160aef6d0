"""Sheet benchmark: the peak memory of `playtester render sheet` over a library of 11,000+ cards.

    python benchmarks/sheet.py [--cards N] [--width PX] [--keep]

Makes, in a temporary data folder (`PLAYTESTER_HOME`), a library of N made-up cards shaped
like the Card Game Simulator's Vanguard data (one JSON file, imported with `playtester cards
import`; texts as long as real ones, some too long for a face), then runs `playtester render
sheet` over every card of the game in a process of its own and prints that process's peak
resident memory (the operating system's figure), its time, and the sheet's size. Before sheets
were streamed, 11,231 faces took 7.8 GB.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
CLANS = ["Royal Paladin", "Kagero", "Oracle Think Tank", "Aqua Force", "Granblue", "Neo Nectar"]
PHRASES = [
    "[AUTO](VC):When this unit attacks,",
    "[ACT](VC)[1/Turn]:[COST][Counter-Blast 1 & Soul-Blast 1],",
    "[CONT](RC):During your turn,",
    "this unit gets [Power]+5000 until end of that battle.",
    "draw a card.",
    "look at the top five cards of your deck, choose up to one card from among them, reveal it"
    " and put it into your hand, and shuffle your deck.",
    "choose one of your opponent's rear-guards, and retire it.",
    "if you have four or more rear-guards,",
    "choose one of your other units, and it gets [Power]+10000 until end of turn.",
]


def make_cards(count: int, seed: int = 11) -> list[dict[str, Any]]:
    """`count` CGS-shaped records with distinct names and real-length texts."""
    rng = random.Random(seed)
    cards = []
    for i in range(count):
        grade = rng.choice((0, 1, 1, 2, 2, 3, 3))
        phrases = rng.choice((0, 2, 3, 4, 6, 9, 14))  # a few are longer than any face holds
        cards.append({
            "name": f"Synthetic Unit {i:05}", "number": f"SY{i // 100:02}/{i % 100:03}EN",
            "url": "", "image_url": "", "image_file_type": "png",
            "effect": " ".join(rng.choice(PHRASES) for _ in range(phrases)),
            "productName": f"[SY{i // 100:02}] Synthetic Set", "type": "Normal Unit",
            "clan": rng.choice(CLANS), "grade": grade, "power": 5000 + 2000 * grade,
            "shield": None if grade == 3 else (10000 if grade == 0 else 5000),
        })  # fmt: skip
    return cards


def peak_of(args: list[str], env: dict[str, str]) -> tuple[int, float, str]:
    """Run `args`; its peak resident memory in bytes, its seconds and its output."""
    started = time.perf_counter()
    child = subprocess.Popen(args, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                             text=True, cwd=ROOT)  # fmt: skip
    output = child.stdout.read() if child.stdout else ""
    _, status, usage = os.wait4(child.pid, 0)
    child.returncode = os.waitstatus_to_exitcode(status)
    if child.returncode:
        raise SystemExit(f"{' '.join(args)} failed:\n{output}")
    return usage.ru_maxrss * 1024, time.perf_counter() - started, output


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cards", type=int, default=11_231)
    parser.add_argument("--width", type=int, default=180)
    parser.add_argument("--keep", action="store_true", help="keep the sheet and the data folder")
    args = parser.parse_args()
    home = Path(tempfile.mkdtemp(prefix="playtester-sheet-"))
    env = {**os.environ, "PLAYTESTER_HOME": str(home), "PLAYTESTER_CACHE": str(home / "cache"),
           "PYTHONPATH": str(ROOT)}  # fmt: skip
    data = home / "synthetic.json"
    data.write_text(json.dumps(make_cards(args.cards)), encoding="utf-8")
    command = [sys.executable, "-m", "playtester"]
    peak_of([*command, "cards", "import", str(data)], env)
    out = home / "sheet.png"
    sheet = [*command, "render", "sheet", str(out), "--width", str(args.width), "--no-pictures"]
    peak, seconds, said = peak_of(sheet, env)
    print(f"machine: {platform.processor() or platform.machine()}, {os.cpu_count()} cores,"
          f" Python {platform.python_version()}, {time.strftime('%Y-%m-%d')}")  # fmt: skip
    print(said.strip())
    print(f"render sheet: peak memory {peak / 2**20:,.0f} MB, {seconds:.0f} s,"
          f" PNG {out.stat().st_size / 2**20:,.0f} MB")  # fmt: skip
    if args.keep:
        print(f"kept in {home}")
    else:
        for path in sorted(home.rglob("*"), reverse=True):
            path.rmdir() if path.is_dir() else path.unlink()
        home.rmdir()
    return 0


if __name__ == "__main__":
    sys.exit(main())

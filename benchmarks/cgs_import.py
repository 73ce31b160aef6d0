"""Import benchmark: a CGS-sized set folder (240 files, 21,127 records) imported in one pass,
then imported again; or the card files of folders given (real data, for local runs only).

    python benchmarks/cgs_import.py [--records N] [--files N] [--seed S] [--reading on|off|both]
    python benchmarks/cgs_import.py FOLDER... [--reading on|off|both] [--runs N]

Writes, in a temporary folder, made-up records shaped like Card Game Simulator's Vanguard set
files (classic, G, V and D era set codes; trigger units whose text names no trigger, heals by
their reminder, G units) and times `import_files` into an empty library and a re-import, which
must change nothing. Then it counts, in the library, the rules that decided each printing's
trigger, gift and kind, and the fields set without evidence: none, or it exits with 1.

Given folders (or files), it imports their card files instead, into a temporary library, and
prints the printings, the texts read, and each import's wall time, its CPU time in this
process and in the reading processes (the pool's, which end with the import). `--reading off`
imports without reading the printed text (the library keeps no readings), `both` does each.
"""

from __future__ import annotations

import argparse
import json
import resource
import sqlite3
import statistics
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager, nullcontext
from dataclasses import dataclass, field
from pathlib import Path
from unittest import mock

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from search import make_cards  # benchmarks/search.py: its made-up cards

from playtester.cards.importers import card_files, import_files
from playtester.cards.imports import ImportReport
from playtester.cards.library import Library
from playtester.engine import registry

HEAL = '(You may only have up to four cards with "[Heal] HEAL" in a deck.)'
SHIELDS = {"critical": 10000, "draw": 5000, "heal": 10000, "stand": 10000}
# the kind a record's type names by itself (no evidence needed)
TYPE_KINDS = {"Normal Unit": "unit", "Trigger Unit": "unit", "G Unit": "g_unit"}
READ = "the file's type"


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


@dataclass
class EvidenceCounts:
    """Per field (trigger, gift, kind), how many printings each rule decided; and the fields
    set without evidence ("number: field")."""

    rules: dict[str, Counter[str]] = field(default_factory=dict)
    lacking: list[str] = field(default_factory=list)


def evidence_counts(library: Path, paths: list[Path]) -> EvidenceCounts:
    """Read the imported library: a trigger or a gift (which the files never state) needs an
    evidence row, and so does a kind other than the one the record's type names."""
    types = {
        record["number"]: record["type"]
        for path in paths
        for record in json.loads(path.read_text(encoding="utf-8"))
    }
    conn = sqlite3.connect(f"{library.as_uri()}?mode=ro", uri=True)
    with conn:
        rows = conn.execute(
            "SELECT c.id, c.number, c.kind, v.trigger, v.gift FROM cards c"
            " JOIN cards_vanguard v ON v.card = c.id WHERE c.game = 'vanguard'"
        ).fetchall()
        inferred = {
            (card, f): rule
            for card, f, rule in conn.execute(
                "SELECT card, field, rule FROM inferred WHERE field IN ('trigger', 'gift', 'kind')"
            )
        }
    conn.close()
    counts = EvidenceCounts({f: Counter() for f in ("trigger", "gift", "kind")})
    for card, number, kind, trigger, gift in rows:
        read_kind = kind == TYPE_KINDS.get(types.get(number, ""))
        for name, is_set in (("trigger", trigger), ("gift", gift), ("kind", not read_kind)):
            rule = inferred.get((card, name))
            if rule is not None:
                counts.rules[name][rule] += 1
            elif name == "kind" and read_kind:
                counts.rules[name][READ] += 1
            elif is_set:
                counts.lacking.append(f"{number}: {name}")
    return counts


def report_evidence(counts: EvidenceCounts) -> int:
    """Print the rules used per field and the fields without evidence; 1 when there are any."""
    for name, used in counts.rules.items():
        shown = ", ".join(
            f"{rule} {n:,}" + (" (left unknown)" if rule == "undecided" else "")
            for rule, n in used.most_common()
        )
        shown = shown or "none set"
        print(f"{name + ':':9}  {shown}")
    print(f"{len(counts.lacking)} fields set without evidence")
    for lacking in counts.lacking[:20]:
        print(f"  {lacking}")
    return 1 if counts.lacking else 0


@dataclass(frozen=True)
class Timing:
    """One import's figures: seconds of wall time, of CPU in this process and in the pool's."""

    wall: float
    cpu: float
    pool: float

    def __str__(self) -> str:
        pool = f" + {self.pool:.2f} s in the reading processes" if self.pool else ""
        return f"{self.wall:.2f} s wall, {self.cpu:.2f} s CPU{pool}"


def timed(paths: list[Path], library: Library) -> tuple[ImportReport, Timing]:
    """Import `paths` into `library`, timed (the pool's processes are counted once ended)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start, cpu = time.perf_counter(), time.process_time()
    report = import_files(paths, library)
    wall, cpu = time.perf_counter() - start, time.process_time() - cpu
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    pool = max(0.0, after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime)
    return report, Timing(wall, cpu, pool)


TIMING = ("wall", "cpu", "pool")  # Timing's fields, in order


@contextmanager
def reading(on: bool) -> Iterator[None]:
    """Imports read the printed text (the game's reader), or not (`on` False: no reader)."""
    with nullcontext() if on else mock.patch.object(registry, "text_reader_for", lambda _: None):
        yield


def kept(path: Path) -> tuple[int, int]:
    """(printings with a text, readings kept) in a library."""
    conn = sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True)
    with conn:
        (texts,) = conn.execute("SELECT count(*) FROM cards WHERE text != ''").fetchone()
        (read,) = conn.execute("SELECT count(*) FROM readings").fetchone()
    conn.close()
    return texts, read


def time_folders(given: list[Path], modes: list[bool], runs: int) -> int:
    """Import the card files of `given` into a new library `runs` times per reading mode,
    then once again (changing nothing), and print the figures (the median of the runs)."""
    paths, problems = card_files(given)
    for problem in problems:
        print(problem, file=sys.stderr)
    if not paths:
        return 1
    for on in modes:
        firsts: list[Timing] = []
        for _ in range(runs):
            with tempfile.TemporaryDirectory() as tmp, reading(on):
                library = Library(Path(tmp) / "library.db")
                first, took = timed(paths, library)
                again, retook = timed(paths, library)
                library.close()
                texts, read = kept(Path(tmp) / "library.db")
            firsts.append(took)
            print(f"reading {'on' if on else 'off'}: import {took}; re-import {retook}")
        assert (again.added, again.changed) == (0, 0), again.summary()
        print(f"  {first.summary()}")
        print(f"  {texts:,} printings with a text, {read:,} readings kept")
        if runs > 1:
            middle = [statistics.median(getattr(t, f) for t in firsts) for f in TIMING]
            print(f"  median of {runs}: {Timing(*middle)}")
    return 0


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("folders", nargs="*", type=Path, help="card files or folders to time")
    parser.add_argument("--records", type=int, default=21_127)
    parser.add_argument("--files", type=int, default=240)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--reading", choices=("on", "off", "both"), default="on")
    parser.add_argument("--runs", type=int, default=1, help="imports per mode (of folders)")
    args = parser.parse_args()
    modes = {"on": [True], "off": [False], "both": [True, False]}[args.reading]
    if args.folders:
        sys.exit(time_folders(args.folders, modes, max(1, args.runs)))
    status = 0
    for on in modes:
        with tempfile.TemporaryDirectory() as tmp, reading(on):
            paths = write_sets(Path(tmp), args.records, args.files, args.seed)
            library = Library(Path(tmp) / "library.db")
            first, took = timed(paths, library)
            again, retook = timed(paths, library)
            library.close()
            counts = evidence_counts(Path(tmp) / "library.db", paths)
        assert (again.added, again.changed) == (0, 0), again.summary()
        print(f"reading {'on' if on else 'off'}:")
        print(f"import:    {first.summary()}: {took}")
        print(f"re-import: {again.summary()}: {retook}")
        status |= report_evidence(counts)
    sys.exit(status)


if __name__ == "__main__":
    main()

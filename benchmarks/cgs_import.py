"""Import benchmark: a CGS-sized set folder (240 files, 21,127 records) imported in one pass,
then imported again.

    python benchmarks/cgs_import.py [--records N] [--files N] [--seed S]

Writes, in a temporary folder, made-up records shaped like Card Game Simulator's Vanguard set
files (classic, G, V and D era set codes; trigger units whose text names no trigger, heals by
their reminder, G units) and times `import_files` into an empty library and a re-import, which
must change nothing. Then it counts, in the library, the rules that decided each printing's
trigger, gift and kind, and the fields set without evidence: none, or it exits with 1.
"""

from __future__ import annotations

import argparse
import json
import sqlite3
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from search import make_cards  # benchmarks/search.py: its made-up cards

from playtester.cards.importers import import_files
from playtester.cards.library import Library

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
        counts = evidence_counts(Path(tmp) / "library.db", paths)
    assert (again.added, again.changed) == (0, 0), again.summary()
    print(f"import:    {first.summary()}: {imported:.2f} s")
    print(f"re-import: {again.summary()}: {reimported:.2f} s")
    sys.exit(report_evidence(counts))


if __name__ == "__main__":
    main()

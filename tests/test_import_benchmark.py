"""The import benchmark (benchmarks/cgs_import.py) counts, after importing its made-up set, the
rules that decided each trigger, gift and kind, and fails when a field has no evidence."""

from __future__ import annotations

import sqlite3
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))

import cgs_import

from playtester.cards.importers import import_files
from playtester.cards.library import Library


def _imported(tmp_path: Path) -> tuple[list[Path], Path]:
    paths = cgs_import.write_sets(tmp_path, 400, 4, 1)
    library = Library(tmp_path / "library.db")
    import_files(paths, library)
    library.close()
    return paths, tmp_path / "library.db"


def test_every_trigger_gift_and_kind_has_its_evidence(tmp_path: Path) -> None:
    paths, db = _imported(tmp_path)
    counts = cgs_import.evidence_counts(db, paths)
    assert counts.lacking == []
    assert counts.rules["kind"]["the file's type"] == 400
    assert counts.rules["trigger"]["shield"] > 0 and counts.rules["trigger"]["text"] > 0
    assert counts.rules["gift"]["undecided"] > 0  # the V era grade 3s: their gift is unknown
    triggers = sum(counts.rules["trigger"].values())
    with sqlite3.connect(db) as conn:
        (stored,) = conn.execute("SELECT count(*) FROM cards_vanguard WHERE trigger IS NOT NULL")
    assert triggers == stored[0]


def test_a_field_without_evidence_is_named_and_fails_the_run(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A gift whose evidence row is gone, and a kind the file's type does not give."""
    paths, db = _imported(tmp_path)
    with sqlite3.connect(db) as conn:
        gift = conn.execute(
            "SELECT c.number FROM cards c JOIN inferred i ON i.card = c.id"
            " WHERE i.field = 'gift' ORDER BY c.number LIMIT 1"
        ).fetchone()[0]
        conn.execute(
            "DELETE FROM inferred WHERE field = 'gift'"
            " AND card = (SELECT id FROM cards WHERE number = ?)",
            (gift,),
        )
        kind = conn.execute(
            "SELECT number FROM cards WHERE kind = 'unit' ORDER BY number LIMIT 1"
        ).fetchone()[0]
        conn.execute("UPDATE cards SET kind = 'crest' WHERE number = ?", (kind,))
    conn.close()
    counts = cgs_import.evidence_counts(db, paths)
    assert sorted(counts.lacking) == sorted([f"{gift}: gift", f"{kind}: kind"])
    assert cgs_import.report_evidence(counts) == 1
    out = capsys.readouterr().out
    assert "2 fields set without evidence" in out and f"{gift}: gift" in out

"""What an import is made of and what it says: a card read from a file with the evidence of its
decided fields (`ImportedCard`, which a game's record reader makes: see `engine/imports.py`), a
record left out and why (`Skipped`), and the report with its honest counts (`ImportReport`:
printings added, changed, unchanged, skipped)."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from playtester.engine.imports import Evidence, FieldError, ImportedCard

__all__ = ["Evidence", "FieldError", "ImportReport", "ImportedCard", "Skipped"]


@dataclass(frozen=True)
class Skipped:
    """One record left out of an import, and why."""

    where: str
    field: str
    reason: str

    def __str__(self) -> str:
        where = f"{self.where} ({self.field})" if self.field else self.where
        return f"{where}: {self.reason}"


@dataclass
class ImportReport:
    """What an import did: printings added, changed and unchanged, every skip with its reason,
    and how often each rule decided each field."""

    source: str = ""
    format: str = ""
    added: int = 0
    changed: int = 0
    unchanged: int = 0
    skipped: list[Skipped] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)  # files that could not be used at all
    decided: Counter[tuple[str, str, str]] = field(default_factory=Counter)  # field, rule, value

    def summary(self) -> str:
        head = f"{self.source}: " if self.source else ""
        kind = f" ({self.format})" if self.format else ""
        return (
            f"{head}{self.added} added, {self.changed} changed, {self.unchanged} unchanged,"
            f" {len(self.skipped)} skipped{kind}"
        )

    def lines(self, every: bool = False, shown: int = 20, more: str = "") -> list[str]:
        """The report as a player reads it: the counts, skips by reason, each skip (the first
        `shown` unless `every`, then how many more, and `more`: how to see them), the notes."""
        out = [self.summary()]
        reasons = Counter(_reason(s.reason) for s in self.skipped)
        if len(reasons) > 1:
            out += [f"  {n} skipped: {reason}" for reason, n in reasons.most_common()]
        listed = self.skipped if every else self.skipped[:shown]
        out += [f"  skipped {skipped}" for skipped in listed]
        if len(listed) < len(self.skipped):
            out.append(
                f"  ... and {len(self.skipped) - len(listed)} more skipped (--all lists them)"
            )
        out += [f"  note: {note}" for note in self.notes]
        return out

    def count(self, entry: ImportedCard) -> None:
        """Count the rules that decided the entry's fields (the import's evidence table)."""
        for evidence in entry.evidence:
            value = getattr(entry.card, evidence.field, "")
            shown = ",".join(value) if isinstance(value, tuple) else str(value)
            shown = shown if len(shown) <= 24 else "(cleaned)"
            self.decided[evidence.field, evidence.rule, shown] += 1


def _reason(reason: str) -> str:
    """A skip's reason without what names one record (to count skips by reason)."""
    return re.sub(r'(?:item|line|card) [0-9]+(?: "[^"]*")?|\([^)]*\)', "...", reason)

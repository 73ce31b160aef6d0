"""What a game gives an import of card files, through its card model (`CardModel.records`): the
card of one record with the evidence of the fields it decided (`ImportedCard`), a bad field
(`FieldError`), and the decisions that need the other cards (`RecordReader.settle`).

The card database (`playtester.cards`) reads the files and writes the library; the game alone
knows what a record's fields mean.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from playtester.engine.cards import Card


@dataclass(frozen=True)
class Evidence:
    """Why a field has its value: the rule that decided it and what it saw, in a sentence."""

    field: str
    rule: str
    says: str

    def __str__(self) -> str:
        return f"{self.field}: {self.says}"


@dataclass(frozen=True)
class ImportedCard:
    """A card read from a file, the evidence of each field decided rather than read, and where
    it was read."""

    card: Card
    evidence: tuple[Evidence, ...] = ()
    where: str = ""  # "item 3", "line 7": for messages

    @property
    def inferred(self) -> tuple[str, ...]:
        """The fields decided by evidence rather than read."""
        return tuple(dict.fromkeys(e.field for e in self.evidence))

    def stored_evidence(self) -> tuple[tuple[str, str, str], ...]:
        """The evidence as the library stores it: one (field, rule, sentence) per field."""
        by_field = {e.field: (e.field, e.rule, e.says) for e in self.evidence}
        return tuple(sorted(by_field.values()))


class FieldError(ValueError):
    """A bad value in one record: the field and why (an import skips the record)."""

    def __init__(self, field: str, reason: str) -> None:
        super().__init__(reason)
        self.field = field
        self.reason = reason


class KnownCards(Protocol):
    """The printings of the game an import already has (the user's library's): what settling
    an import may consult, and write again when it decides more of them."""

    def every(self) -> list[Card]:
        """Every printing."""
        ...

    def printings(self, name: str) -> list[Card]:
        """The printings of one name."""
        ...

    def evidence(self, card: Card) -> tuple[Evidence, ...]:
        """The evidence kept with a printing (none for a custom card)."""
        ...


class RecordReader(Protocol):
    """How a game reads the records of card files (one JSON object, one CSV row) into cards."""

    @property
    def fields(self) -> frozenset[str]:
        """The fields a record may give (`read` gets these, by their own names)."""
        ...

    @property
    def aliases(self) -> Mapping[str, str]:
        """Other names a file's header or keys may give a field ("effect": "text")."""
        ...

    @property
    def ignored(self) -> frozenset[str]:
        """Keys the files carry that say nothing of the card (left out without a note)."""
        ...

    def read(self, fields: dict[str, Any], where: str) -> ImportedCard:
        """The card of one record, each field the record does not state decided by evidence;
        FieldError names the first bad field."""
        ...

    def settle(self, cards: list[ImportedCard], known: KnownCards) -> list[ImportedCard]:
        """The cards of an import with what the other cards decide (of the import and `known`),
        and the known printings those decisions change, to be written again."""
        ...

    def notes(self, cards: Sequence[ImportedCard]) -> list[str]:
        """Sentences for the import's report on what nothing decided."""
        ...

"""What a game gives the command line (`playtester deck`, `card`, `render back`) and the demo
decks, in two small protocols, so `commands/` names no game: its deck lists (read, checked and
shown as the game's rules build a deck) and its cards' own fields (set by `card add/edit`, shown
by `card show`). A game registers them with `registry.register_command_line`."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from playtester.engine.cards import Card
    from playtester.engine.faces import Back


@dataclass
class Said:
    """What a command prints: lines for its output, lines for its errors and notes, and its
    exit status. The game says it; `commands/` prints it."""

    out: list[str] = field(default_factory=list)
    err: list[str] = field(default_factory=list)
    code: int = 0

    def say(self, line: str = "") -> None:
        self.out.append(line)

    def warn(self, line: str) -> None:
        self.err.append(line)

    def cannot(self, what: str, problems: list[str]) -> Said:
        """What cannot be done, and why, as errors; exit 1."""
        self.err += [what, *(f"  {problem}" for problem in problems)]
        self.code = 1
        return self


class DeckLists(Protocol):
    """A game's deck lists from the shell, and where its demo decks are."""

    def demo_folder(self, format: str) -> tuple[str, ...]:
        """The folder under `assets/decks` holding the demo decks of a format."""
        ...

    def check(self, path: Path, format: str) -> Said:
        """Every problem of the deck list in `path` (unreadable lines, unknown names, the
        format's construction rules), exit 1 if any; else a line saying it is legal."""
        ...

    def show(self, path: Path, format: str) -> Said:
        """The deck list's cards, grouped as the game's players group them, with totals."""
        ...

    def numbers(self, path: Path) -> tuple[list[str], list[str]]:
        """The set numbers of the deck list's cards, each once (`cards fetch --pictures DECK`),
        and why it cannot be read (its construction problems do not matter there)."""
        ...


@dataclass(frozen=True)
class Flag:
    """A card field `card add` and `card edit` take: `--name` (`name` with dashes)."""

    name: str  # the field, as the card data names it ("text_colour": `--text-colour`)
    type: type[int] | None = None  # int: a number
    choices: tuple[str, ...] = ()  # the words it takes ("none" among them clears it)
    switch: bool = False  # --name / --no-name
    help: str | None = None


class CardFields(Protocol):
    """A game's own card fields, as `card add`, `card edit` and `card show` name them, and its
    other card backs, as `render back` draws them."""

    @property
    def flags(self) -> tuple[Flag, ...]:
        """The fields `card add` and `card edit` take, beyond the core's text, number and
        picture; empty when the game's cards are not made from fields."""
        ...

    @property
    def backs(self) -> Mapping[str, tuple[Back, str]]:
        """The backs beyond the main one, by the `render back` option that asks for it
        (`--NAME`), each with its help."""
        ...

    def shown(self, card: Card) -> list[tuple[str, str, str]]:
        """Every field of a card as (key, label, value), as `card show` lists them."""
        ...


class CardAbilities(Protocol):
    """A game's card abilities from the shell: what `card show` prints of them (each ability
    of the printed text as read, and what was not), the hand-written form `card edit --ability`
    takes (which beats the reading of the text), and the coverage `cards abilities` prints.
    `written` is the user's hand-written form of a card, "" when none."""

    def shown(self, card: Card, written: str) -> list[str]:
        """The lines `card show` prints about a card's abilities."""
        ...

    def written(self, name: str, lines: Sequence[str]) -> str:
        """The text form to keep for a card of `name` from the abilities' lines (ValueError:
        where the lines are wrong)."""
        ...

    def coverage(
        self, cards: Sequence[Card], written: Mapping[str, str], era: str | None
    ) -> list[str]:
        """How much of the cards' text is read (per era, of `era` alone if given)."""
        ...


class TextReader(Protocol):
    """A game's reader of printed card text, as the library stores its readings at import:
    `version` names the reader (a reading of another version is read again), `stored` is a
    card's reading as the text the library keeps with the card (its evidence: the spans)."""

    @property
    def version(self) -> str:
        """The reader's version: it changes when what it reads may change."""
        ...

    def stored(self, card: Card) -> str:
        """The reading of a card's printed text, as the library keeps it."""
        ...


def core_fields(card: Card) -> list[tuple[str, str, str]]:
    """The core's fields of any card: its kind, text, number and picture ("-": none)."""
    core = [("kind", card.kind), ("text", card.text), ("number", card.number),
            ("picture", card.picture)]  # fmt: skip
    return [(key, key, str(value or "-")) for key, value in core]


@dataclass(frozen=True)
class CommandLine:
    """Everything a game gives the command line."""

    decks: DeckLists
    cards: CardFields
    abilities: CardAbilities | None = None  # None: the game reads no card text
    reader: TextReader | None = None  # None: the library keeps no reading of its cards' text

"""What a game's reader of printed card text made of a card (every game's shape; the grammar
is the game's own): each ability's text with where it stands in the card's text (the
evidence), the record when every word was read, and whether its cost was read; and the
coverage of many cards (abilities read whole, with their cost read, not read)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from playtester.games.common.abilities import Ability, CardText, Vocabulary
from playtester.games.common.ability_text import AbilityTextError, read, write

MAX_TEXT = 8_000  # characters of one card's text read; a longer text is left by hand
MAX_ABILITY = 1_200  # characters of one ability read; a longer one is left by hand


@dataclass(frozen=True, slots=True)
class Reading:
    """One ability of a card's printed text: the text and its span in the card's text
    (`start`, `end`); `ability` the record, read whole when `whole` (every word consumed), else
    holding only what was read (its `by_hand` says the rest), or None when nothing could be;
    `cost` whether its printed cost was read (None: it prints none); `note` what the reader
    understood that is no record (a keyword the card's fields already hold)."""

    text: str
    start: int
    end: int
    ability: Ability | None = None
    whole: bool = False
    cost: bool | None = None
    note: str = ""


def card_text(name: str, readings: Iterable[Reading]) -> CardText:
    """The abilities of a card as its readings give them: every record read (whole or in
    part), and the text of each ability of which nothing was read, by hand."""
    readings = tuple(readings)
    abilities = tuple(r.ability for r in readings if r.ability is not None)
    unread = " / ".join(r.text for r in readings if r.ability is None and not r.whole)
    return CardText(name, abilities, unread)


def record_problem(ability: Ability, words: Vocabulary) -> str | None:
    """What keeps a reader's record from being used (None: nothing): a word the game does not
    know, a [CONT] effect it does not apply, or a record the text form does not give back as
    it is (what `card show` prints and `card edit --ability` takes must be the same record)."""
    problems = [words.zone(z) for z in ability.zones] + [words.mark(m) for m in ability.marks]
    if ability.trigger:
        problems.append(words.trigger(ability.trigger))
    problems += [words.condition(c) for c in ability.conditions]
    for step in ability.steps:
        problems.append(words.step(step))
        problems += [words.blank(b.words) for b in step.blanks]
    if ability.kind.value == "cont":
        problems += [words.constant(step) for step in ability.effects]
    problem = next((p for p in problems if p), None)
    if problem:
        return problem
    try:
        back = read(write([CardText("card", (ability,))]), words)
    except AbilityTextError as exc:
        return str(exc)
    return None if back[0].abilities == (ability,) else "the text form gives another record"


@dataclass
class Coverage:
    """How much of many cards' text was read: abilities read whole, their costs read, cards
    with every ability read."""

    abilities: int = 0
    whole: int = 0
    costs: int = 0  # abilities that print a cost
    costs_read: int = 0
    cards: int = 0  # cards with at least one ability
    cards_whole: int = 0
    unread_cards: list[str] = field(default_factory=list)

    def add(self, name: str, readings: Iterable[Reading]) -> None:
        """Count one card's readings."""
        readings = tuple(readings)
        if not readings:
            return
        self.cards += 1
        self.abilities += len(readings)
        whole = sum(r.whole for r in readings)
        self.whole += whole
        self.costs += sum(r.cost is not None for r in readings)
        self.costs_read += sum(bool(r.cost) for r in readings)
        if whole == len(readings):
            self.cards_whole += 1
        else:
            self.unread_cards.append(name)

    def line(self) -> str:
        """The coverage in a line: "412 abilities: 51% read whole, cost read 88% of 160, ..."."""
        costs = (
            f" cost read for {_share(self.costs_read, self.costs)} of {self.costs} with one;"
            if self.costs
            else ""
        )
        return (
            f"{self.abilities} abilities: {_share(self.whole, self.abilities)} read whole,"
            f" {_share(self.abilities - self.whole, self.abilities)} not (by hand);{costs}"
            f" {self.cards_whole} of {self.cards} cards"
            f" ({_share(self.cards_whole, self.cards)}) read whole"
        )


def _share(part: int, whole: int) -> str:
    return f"{100 * part / whole:.0f}%" if whole else "-"


__all__ = ["MAX_ABILITY", "MAX_TEXT", "Coverage", "Reading", "card_text", "record_problem"]

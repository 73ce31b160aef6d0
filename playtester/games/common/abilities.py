"""Card abilities as data: what a card's text does, in a small language every game shares (as
Forge's card scripts are). An ability is its kind (auto, act, cont), where it works, its marks
(1/turn, Generation Break 2), its trigger, its conditions, its cost and its effects; costs and
effects are steps, each an ordinary action of the game's notation with blanks the player fills.
The words inside (zones, triggers, conditions, what a blank may hold) are each game's own: the
game's `Vocabulary` says which it knows, and a word it does not know is an error, never a guess.
Written by hand in the text form of docs/abilities.md (`ability_text.py` reads it)."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Protocol


class Kind(StrEnum):
    """An ability's kind: triggered by an event, activated by its player, or always on."""

    AUTO = "auto"
    ACT = "act"
    CONT = "cont"


MAX_BLANK = 99  # the most cards one blank may take (a blank of `1 or more` takes up to it)


@dataclass(frozen=True, slots=True)
class Blank:
    """A hole in a step the player fills with cards: the `words` say which cards may fill it
    (the game's selector words: `my rested rear`, `self`, `A`), `most` how many at most and
    `least` how many at least (`up to 2`: 0 to 2; the default exactly 1), `name` the name the
    chosen cards are known by in later steps (`as A`)."""

    words: tuple[str, ...]
    most: int = 1
    least: int = 1
    name: str | None = None


ALL = MAX_BLANK  # a blank of every card that fits (`{their front rear all}`): no choice made

Part = str | Blank  # a word of a step's action, or a blank


@dataclass(frozen=True, slots=True)
class Step:
    """One cost or effect step: an action of the game (`verb` and its `parts`, words and
    blanks), `optional` when the text says "you may"."""

    verb: str
    parts: tuple[Part, ...] = ()
    optional: bool = False
    # the parts that are blanks, in order (kept: asked for every step offered)
    blanks: tuple[Blank, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        blanks = tuple(p for p in self.parts if isinstance(p, Blank))
        object.__setattr__(self, "blanks", blanks)  # (a frozen record's own refuses)

    def __str__(self) -> str:
        words = ["may"] if self.optional else []
        words.append(self.verb)
        words.extend(p if isinstance(p, str) else blank_text(p) for p in self.parts)
        return " ".join(words)


def blank_text(blank: Blank) -> str:
    """A blank as written: `{my rested rear up to 2 as A}`."""
    words = list(blank.words)
    if blank.least == ALL:
        words.append("all")
    elif 0 < blank.least < blank.most == MAX_BLANK:  # (`1 or more`)
        words += [str(blank.least), "or", "more"]
    elif (blank.least, blank.most) != (1, 1):
        words += (["up", "to"] if blank.least == 0 else []) + [str(blank.most)]
    if blank.name:
        words += ["as", blank.name]
    return "{" + " ".join(words) + "}"


@dataclass(frozen=True, slots=True)
class Ability:
    """One ability of a card. `zones`: where the card must be for it to work; `marks`: the
    game's marks (`1/turn`, `GB2`); `trigger`: an auto ability's event words (`attacks`,
    `hits vanguard`); `conditions`: each a list of words, all of which must hold; `cost` and
    `effects`: steps in order; `by_hand`: what the text asks that the steps do not do (shown
    to the player as "by hand: ..."; empty when the steps are the whole ability)."""

    kind: Kind
    zones: tuple[str, ...]
    marks: tuple[str, ...] = ()
    trigger: tuple[str, ...] = ()
    conditions: tuple[tuple[str, ...], ...] = ()
    cost: tuple[Step, ...] = ()
    effects: tuple[Step, ...] = ()
    by_hand: str = ""
    # the trigger's words as one, and each event it is used on (a trigger may name several,
    # joined by `or`): kept, as they are compared with every event's triggers
    trigger_words: str = field(init=False, repr=False, compare=False)
    trigger_events: frozenset[str] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        words = " ".join(self.trigger)
        object.__setattr__(self, "trigger_words", words)
        events = frozenset(words.split(" or ")) if words else frozenset()
        object.__setattr__(self, "trigger_events", events)

    @property
    def steps(self) -> tuple[Step, ...]:
        """The cost steps, then the effect steps: what using the ability goes through."""
        return self.cost + self.effects

    @property
    def automated(self) -> bool:
        """Whether the steps are the whole ability (nothing left to do by hand)."""
        return not self.by_hand


def summary(ability: Ability) -> str:
    """An ability's steps in a line: "pay counterblast 1, then retire {their rear}"."""
    cost = ", ".join(str(s) for s in ability.cost)
    effects = ", ".join(str(s) for s in ability.effects) or "nothing more"
    return f"pay {cost}, then {effects}" if cost else effects


@dataclass(frozen=True, slots=True)
class CardText:
    """The abilities of one card (by its name), and what of its text no ability expresses."""

    name: str
    abilities: tuple[Ability, ...] = ()
    by_hand: str = ""


class Vocabulary(Protocol):
    """A game's words for abilities: each check returns None when the words are the game's,
    else what is wrong (a short phrase, the reader adds where)."""

    def zone(self, word: str) -> str | None: ...

    def mark(self, word: str) -> str | None: ...

    def trigger(self, words: tuple[str, ...]) -> str | None: ...

    def condition(self, words: tuple[str, ...]) -> str | None: ...

    def blank(self, words: tuple[str, ...]) -> str | None: ...

    def step(self, step: Step) -> str | None: ...

    def constant(self, step: Step) -> str | None:
        """What is wrong with a step as a [CONT] ability's effect (the layer applies only
        some: a bonus while it holds, a restriction), None when it is one."""
        ...

"""The plain data in which a game's table protocols (`engine/hooks.py`) answer: the layout of
its table, tools, prompts, choices, readouts and the players the program plays, so the table
lays out, draws, asks and speaks without knowing any game's rules:

    gesture -> gestures (drop_action, click_action, aims) -> choices (choice_for) -> Action
            -> Game.check -> Game.apply -> events -> the game's words, for one viewer
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal, Protocol

from playtester.engine.actions import LEGAL, Action, Verdict

if TYPE_CHECKING:
    from playtester.engine.game import Game

SEPARATOR = "-"  # a Tool whose action is this draws a line in its menu

# -- the table's layout ---------------------------------------------------------------------------

Spread = Literal["stack", "pile", "fan", "column", "row"]
Look = Literal["", "ring", "leader", "pile", "row"]


@dataclass(frozen=True)
class Place:
    """Where a zone lies on the near player's side of the table (scene units, cards 120 x 168)
    and how its cards lie there; the far side is the same turned half round.

    `spread`: "stack" a field place's cards on one another, the top one first; "pile" one place,
    a little thickness showing; "fan" a hand; "column" cards down a column from its far end,
    over a strip for the label and count; "row" side by side."""

    centre: tuple[float, float]
    size: tuple[float, float]
    spread: Spread = "pile"
    z: float = 5.0  # how high its cards lie (a pile may lie under a field place's cards)
    look: Look = "pile"  # how the playmat draws it ("" not at all; "leader" a starred ring)
    label: str = ""  # the name the playmat prints on it
    counted: bool = False  # a badge shows how many cards it holds
    shared: bool = False  # one for both players, drawn on the near side, owned by whoever uses it
    gained: bool = False  # gained in play: the table draws its ring when it appears
    face_down: bool = False  # its cards lie face down (a deck): pictures show backs, and its
    # owner may still pick up the top card
    veiled: bool = True  # a face-down card here wears the table's face-down mark
    sideways: bool = False  # its cards lie turned, and are not turned again when rested
    step: float = 24.0  # a column: the most room between two cards; a stack: how much of each
    # card under the top one shows
    scale: float = 1.0  # the near player's cards here against field cards (the own hand is larger)
    far_scale: float = 1.0  # the far player's cards here (the other hand: backs, drawn smaller)
    items: int | None = None  # how many of its top cards the table shows (None: all)
    viewable: bool = False  # its cards can be looked through in a viewer
    reveals: bool = False  # a card moved here is shown a moment, even when it moves on
    readout: bool = False  # the game's readout of it shows where its label is (a tally); a
    # field place's readout always shows, under its card
    public: bool = False  # its readout speaks of no card but of a number every player may read
    # (a count the game keeps for a player): shown whether or not its cards are seen


class Layout(Protocol):
    """One table of a game: its size, where the two fields meet, and its zones' places."""

    @property
    def width(self) -> float:
        """The table's width, in scene units."""
        ...

    @property
    def height(self) -> float:
        """The table's height, in scene units."""
        ...

    @property
    def middle(self) -> float:
        """The line between the two fields."""
        ...

    @property
    def zones(self) -> tuple[str, ...]:
        """Every player's zones, in drawing order (not those gained in play)."""
        ...

    @property
    def featured(self) -> str:
        """The zone whose top card the side panel shows when a game starts."""
        ...

    def place(self, zone: str) -> Place | None:
        """The zone's place (None: no such zone on this table)."""
        ...


# -- what the table offers and asks ---------------------------------------------------------------


@dataclass(frozen=True)
class Tool:
    """A labelled action in notation, offered by a menu, a button or a shortcut."""

    label: str
    action: str  # notation; `{n}` asks for a number first; SEPARATOR draws a line
    group: str = ""  # the submenu it goes in ("" the menu itself)
    number: int = 3  # the number first offered for `{n}`
    signed: bool = False  # the number is written with its sign (+5000)
    shows: str = ""  # a zone whose top `{n}` cards the table shows afterwards
    selection: bool = False  # the cards selected on the table are named after the action
    tip: str = ""
    menu: str = ""  # a table command's text in the menu bar, when the game words it its own way
    # ("View &Trash…" for the command that views the discarded cards); "" keeps the table's. A
    # command the table does not have itself, given with its text, is the game's own: the menus
    # offer it (the View menu when it only shows a zone) with its keyboard shortcut `key`
    key: str = ""  # a game's own command's keyboard shortcut ("Ctrl+G"; "" none)


RGB = tuple[int, int, int]


@dataclass(frozen=True)
class Readout:
    """What is shown under a card on the table: its numbers now ("16,000  ★2"), and whether
    they are above (1) or below (-1) what is printed, or as printed (0). `parts`, when given,
    are shown instead of the text, each in its own colour (a tally of colours)."""

    text: str
    trend: int = 0
    parts: tuple[tuple[str, RGB], ...] = ()
    tip: str = ""  # where the numbers come from (card text's bonuses), shown on hover


@dataclass(frozen=True)
class Option:
    """One of the actions a gesture may mean, as the menu that asks which one says it."""

    label: str
    action: Action


@dataclass(frozen=True)
class Prompt:
    """What the phase bar says now: where the game is, what the player may do, its buttons."""

    headline: str  # "Turn 3 · Ann"
    phase: str  # one of the game's phase names, or a moment such as "Set-up" or "Game over"
    step: str  # one of the phase's step names, or ""
    text: str  # what the player may do now
    next_label: str  # the Next button ("" hides it)
    buttons: tuple[Tool, ...] = ()  # more buttons, before Next


@dataclass(frozen=True)
class Pick:
    """A row of cards to choose from in a choice."""

    title: str  # rich text above the row
    cards: tuple[int, ...]
    many: bool  # any number may be chosen (else one)
    chosen: tuple[int, ...] = ()  # chosen when the choice opens


@dataclass(frozen=True)
class Chosen:
    """What the cards picked so far make: the action (None: not yet whole) and what to say."""

    action: Action | None
    summary: str = ""  # rich text under the rows (a running count)
    missing: str = ""  # what is still to choose, while there is no action


Picked = tuple[tuple[int, ...], ...]  # the cards chosen in each row of a choice


@dataclass(frozen=True)
class ChoiceButton:
    """A button of a choice: "choose" does the action when legal, "anyway" as an override,
    "instead" does its own `action`, "cancel" closes without acting."""

    label: str
    does: Literal["choose", "anyway", "instead", "cancel"]
    action: str = ""
    tip: str = ""


@dataclass(frozen=True)
class Choice:
    """Cards a player picks before an action can be done, checked as they pick."""

    title: str
    picks: tuple[Pick, ...]
    check: Callable[[Picked], Chosen]  # the running check of what is picked
    buttons: tuple[ChoiceButton, ...]
    closing: str | None = None  # what closing the window does (None: nothing)
    verdict: Verdict = LEGAL  # whether it can end in a legal action (a gesture opening it glows)
    size: tuple[int, int] = (900, 620)


# -- players the program plays -------------------------------------------------------------------

Policy = Callable[["Game"], Action]  # a legal action for the player to play


@dataclass(frozen=True)
class Opponent:
    """A player the program plays, at one level: how a new game offers it, and its policy,
    which chooses among the legal actions (its moves are applied and recorded like a
    person's)."""

    title: str  # "Sparring partner"
    about: str  # what it does, in a few words, where it is chosen
    play: Policy
    attacks: bool = True  # False: it never attacks, so its opponent has nothing to defend

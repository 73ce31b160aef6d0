"""What a game gives the table: the hooks through which ui/, render/ and record/ reach a game.

A game registers its `TableHooks` with its rules (`registry.register_game`), and the table finds
them by the game's name (`registry.hooks_for`). The hooks answer in the plain data below, so
the table lays out, draws, asks and speaks without knowing any game's rules:

    gesture -> hook (drop_action, click_action, aims, choice_for) -> Action
            -> Game.check -> Game.apply -> events -> the hook's words, for one viewer
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal, Protocol

from playtester.engine.actions import LEGAL, Action, Verdict

if TYPE_CHECKING:
    from playtester.engine.cards import Card
    from playtester.engine.faces import Back
    from playtester.engine.figures import DeckFigures
    from playtester.engine.game import Game
    from playtester.engine.state import State

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


# -- the hooks ------------------------------------------------------------------------------------


class TableHooks(Protocol):
    """What the table needs from a game beyond its rules; all plain functions of a game."""

    @property
    def title(self) -> str:
        """The game's name as players say it."""
        ...

    @property
    def formats(self) -> Mapping[str, str]:
        """The formats, in order, each as a new game offers it ("Standard (classic rules)")."""
        ...

    def phases(self, format: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """The phase bar's phases in a format, each with its steps."""
        ...

    @property
    def commands(self) -> Mapping[str, Tool]:
        """What the table's commands (menus, shortcuts) do, by command id."""
        ...

    @property
    def handover(self) -> str:
        """When a hot-seat game hands the screen to the player who is not the turn player."""
        ...

    @property
    def optional_stop(self) -> str:
        """A Settings menu item, in the game's words: stop where the defender may only do what
        is seldom done then (off, the table goes on); "" when the game has none."""
        ...

    # the table
    def layout(self, format: str) -> Layout:
        """The table of a format."""
        ...

    def gained_zones(self, state: State, player: int) -> list[str]:
        """The zones a player has gained in play, beyond the layout's, empty ones too."""
        ...

    # gestures -> actions
    def drop_action(self, state: State, actor: int, card_id: int, zone: str) -> Action | None:
        """What dropping a card on a zone of its owner means (None: nothing)."""
        ...

    def manual(self, action: Action) -> bool:
        """Whether an action is a tool for card text done by hand (any player, any time), not
        a rule action: a drag shows its places only while the override modifier is held."""
        ...

    def aims(self, game: Game, actor: int, card_id: int) -> dict[str, list[Option]]:
        """The opponent's zones this card may be aimed at now (an attack), each with what that
        would mean; empty when the card is dragged as a card."""
        ...

    def click_action(
        self, state: State, actor: int, player: int, zone: str, card_id: int | None
    ) -> Action | None:
        """What a click on a card (None: on the empty zone) of `player`'s zone means now."""
        ...

    def double_click_action(
        self, state: State, actor: int, card_id: int, listed: bool = False
    ) -> Action | None:
        """What a double click on a card means (drawing it, resting a unit...); `listed`: on
        the card in a zone viewer's list."""
        ...

    def selectable(self, state: State, actor: int, card_id: int) -> bool:
        """Whether a click on this card selects it for a button (cards to send back)."""
        ...

    def glows(self, game: Game, actor: int, card_id: int) -> bool:
        """Whether the card glows: a click on it, or a drag of it, does something now."""
        ...

    def choice_for(self, game: Game, actor: int, action: Action) -> Choice | None:
        """The choice to make before doing this action (None: do it as it is)."""
        ...

    def nothing_to_decide(self, game: Game, optional_stop: bool, public: bool = False) -> bool:
        """Whether the player to play can only go on (the table need not hand them the
        screen), or may only do what `optional_stop` (the setting, off) passes by; `public`:
        only when the other player may know it too (hot-seat: a step passed by itself must
        tell nothing of a hidden card)."""
        ...

    # what the table shows
    def card_tools(self, state: State, actor: int, card_id: int) -> list[Tool]:
        """The tools a card's menu offers, depending on where it lies."""
        ...

    def zone_tools(
        self, state: State, actor: int, player: int, zone: str, unit_tools: bool
    ) -> list[Tool]:
        """The tools a zone's menu offers (`unit_tools` False: not those of its card's menu)."""
        ...

    def prompt(self, game: Game, actor: int, result: str) -> Prompt:
        """What the phase bar says to `actor` now (`result`: the table's words for a game won)."""
        ...

    def counters(self, state: State, player: int) -> dict[str, int]:
        """How many counters lie on each of a player's zones (shown as badges)."""
        ...

    def arrow(self, state: State) -> tuple[tuple[int, str], tuple[int, str]] | None:
        """The attack under way, from (player, zone) to (player, zone), or None."""
        ...

    def marks(self, state: State, card_id: int) -> tuple[str, ...]:
        """Words the table prints on a card for a state it is in ("FROZEN"), if any."""
        ...

    # players the program plays, and the deck statistics
    def bot(self, game: Game) -> Action:
        """A simple sensible legal action for the player to play (demo games, worked examples)."""
        ...

    @property
    def opponents(self) -> Mapping[str, Opponent]:
        """The levels the program plays at, weakest first, by name; the first is the passive
        opponent a solo game starts with ("goldfish": it keeps up with the rules, never
        fights)."""
        ...

    @property
    def figures(self) -> DeckFigures | None:
        """What the deck statistics measure of this game's decks and games (None: the game
        has no deck statistics yet)."""
        ...

    # words
    def action_words(self, action: Action) -> str:
        """An action as a player says it before doing it ("Release to ..." while dragging)."""
        ...

    def turn_words(self, state: State, names: Sequence[str]) -> str:
        """The heading of the turn the game stands in ("Turn 3 · Ann"), for printed games."""
        ...

    def standing(self, state: State) -> str:
        """How the two players stand, in a few words, first player first ("2-3")."""
        ...

    def zone_words(self, zone: str, full: bool = False) -> str:
        """A zone as players name it ("drop zone"); `full`: in whole words, field places too."""
        ...

    def format_name(self, format: str) -> str:
        """A format's title, as menus and lessons show it."""
        ...

    def card_facts(self, card: Card) -> str:
        """A card's facts and text as rich text (the side panel)."""
        ...

    def card_line(self, card: Card) -> str:
        """A card in one line of plain words (a tooltip)."""
        ...

    def card_order(self, card: Card) -> tuple[int, str]:
        """Where a card sorts among others (a searched deck is shown sorted, never in order)."""
        ...

    def card_back(self, card: Card) -> Back:
        """Which back a card shows face down (`faces.MAIN_BACK`, or a game's other back)."""
        ...

    def readout(self, game: Game, player: int, place: str) -> Readout | None:
        """What to show under the card on `place` (None: nothing, or no card there)."""
        ...

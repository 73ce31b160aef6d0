"""What a game gives the table, in small protocols: each a concern the table, the board pictures,
the recordings or the statistics ask about, so each depends only on the part it uses.

A game registers one `GameTable` with its rules (`registry.register_game`); each of its parts is
a plain object, usually one of the game's own modules (its `facts`, `gestures`, `tools`...):

    tabletop  where the zones lie, what is drawn beyond the cards     render/, ui/
    facts     a card as the table shows it                           render/, ui/
    gestures  what a drag, click or double click means now           ui/
    choices   the cards to pick before an action                     ui/
    menus     the context menus and the menu commands                ui/
    phase_bar the phases and what the phase bar says                 ui/
    players   the players the program plays, the deck statistics     record/, stats/, ui/
    words     the game, its formats, actions, zones and turns named  record/, cards/, ui/
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from playtester.engine.actions import Action
    from playtester.engine.cards import Card
    from playtester.engine.faces import Back
    from playtester.engine.figures import DeckFigures
    from playtester.engine.game import Game
    from playtester.engine.state import Outcome, State
    from playtester.engine.table import Choice, Layout, Opponent, Option, Prompt, Readout, Tool

Ends = tuple[tuple[int, str], tuple[int, str]]  # from (player, zone) to (player, zone)


class Tabletop(Protocol):
    """A game's tabletop: where its zones lie, and what the table draws beyond the cards."""

    def layout(self, format: str) -> Layout:
        """The table of a format."""
        ...

    def gained_zones(self, state: State, player: int) -> list[str]:
        """The zones a player has gained in play, beyond the layout's, empty ones too."""
        ...

    def counters(self, state: State, player: int) -> dict[str, int]:
        """How many counters lie on each of a player's zones (shown as badges)."""
        ...

    def arrow(self, state: State) -> Ends | None:
        """The attack under way, from (player, zone) to (player, zone), or None."""
        ...

    def marks(self, state: State, card_id: int) -> tuple[str, ...]:
        """Words the table prints on a card for a state it is in ("FROZEN"), if any."""
        ...


class Facts(Protocol):
    """A card as the table shows it: its facts, its line, its order, its back, its numbers."""

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


class Gestures(Protocol):
    """What a gesture on the table means now, as an action in notation (None: nothing)."""

    def drop_action(self, state: State, actor: int, card_id: int, zone: str) -> Action | None:
        """What dropping a card on a zone of its owner means."""
        ...

    def manual(self, action: Action) -> bool:
        """Whether an action is a tool for card text done by hand (any player, any time), not
        a rule action: a drag shows its places only while the override modifier is held."""
        ...

    def aims(self, game: Game, actor: int, card_id: int) -> dict[str, list[Option]]:
        """The opponent's zones this card may be aimed at now (an attack), each with what that
        would mean; empty when the card is dragged as a card."""
        ...

    def click_action(self, state: State, actor: int, card_id: int) -> Action | None:
        """What a click on a card means now."""
        ...

    def place_action(self, state: State, actor: int, player: int, zone: str) -> Action | None:
        """What a click on `player`'s zone itself (empty or not) means now."""
        ...

    def double_click_action(
        self, state: State, actor: int, card_id: int, listed: bool
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

    def nothing_to_decide(self, game: Game, optional_stop: bool, public: bool = False) -> bool:
        """Whether the player to play can only go on (the table need not hand them the
        screen), or may only do what `optional_stop` (the setting, off) passes by; `public`:
        only when the other player may know it too (hot-seat: a step passed by itself must
        tell nothing of a hidden card)."""
        ...


class Choices(Protocol):
    """The cards a player picks before an action (a dialog the gesture opens)."""

    def choice_for(self, game: Game, actor: int, action: Action) -> Choice | None:
        """The choice to make before doing this action (None: do it as it is)."""
        ...


class Menus(Protocol):
    """The context menus' tools and what the menu commands and shortcuts do."""

    @property
    def commands(self) -> Mapping[str, Tool]:
        """What the table's commands (menus, shortcuts) do, by command id."""
        ...

    @property
    def optional_stop(self) -> str:
        """A Settings menu item, in the game's words: stop where the defender may only do what
        is seldom done then (off, the table goes on); "" when the game has none."""
        ...

    def card_tools(self, state: State, actor: int, card_id: int) -> list[Tool]:
        """The tools a card's menu offers, depending on where it lies."""
        ...

    def zone_tools(
        self, state: State, actor: int, player: int, zone: str, unit_tools: bool
    ) -> list[Tool]:
        """The tools a zone's menu offers (`unit_tools` False: not those of its card's menu)."""
        ...


class PhaseBar(Protocol):
    """The phase bar: the phases and steps of a format, and what it says now."""

    def phases(self, format: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
        """The phase bar's phases in a format, each with its steps."""
        ...

    def prompt(self, game: Game, actor: int, result: str) -> Prompt:
        """What the phase bar says to `actor` now (`result`: the table's words for a game won)."""
        ...


class Players(Protocol):
    """The players the program plays, the hot-seat handover, and the deck statistics."""

    @property
    def opponents(self) -> Mapping[str, Opponent]:
        """The levels the program plays at, weakest first, by name; the first is the passive
        opponent a solo game starts with ("goldfish": it keeps up with the rules, never
        fights)."""
        ...

    @property
    def handover(self) -> str:
        """When a hot-seat game hands the screen to the player who is not the turn player."""
        ...

    @property
    def figures(self) -> DeckFigures | None:
        """What the deck statistics measure of this game's decks and games (None: the game
        has no deck statistics yet)."""
        ...

    def bot(self, game: Game) -> Action:
        """A simple sensible legal action for the player to play (demo games, worked examples)."""
        ...


class Words(Protocol):
    """The game, its formats, its actions, zones and turns, as players say them."""

    @property
    def title(self) -> str:
        """The game's name as players say it."""
        ...

    @property
    def formats(self) -> Mapping[str, str]:
        """The formats, in order, each as a new game offers it ("Standard (classic rules)")."""
        ...

    @property
    def format_names(self) -> Mapping[str, str]:
        """Each format's title, as menus and lessons show it ("Standard"); a format not listed
        is shown by its name."""
        ...

    def action_words(self, action: Action) -> str:
        """An action as a player says it before doing it ("Release to ..." while dragging)."""
        ...

    def zone_name(self, zone: str) -> str:
        """A zone as players name it ("hand"; field places by their short names)."""
        ...

    def place_words(self, zone: str) -> str:
        """A zone in whole words, field places too."""
        ...

    def turn_words(self, state: State, names: Sequence[str]) -> str:
        """The heading of the turn the game stands in ("Turn 3 · Ann"), for printed games."""
        ...

    def standing(self, state: State) -> str:
        """How the two players stand, in a few words, first player first ("2-3")."""
        ...

    def outcome_words(self, outcome: Outcome, names: Sequence[str]) -> str:
        """How a game ended, in a sentence naming the winner and, where it was recorded, why
        ("Ben concedes: Ann wins")."""
        ...


class ByHand(Protocol):
    """What of a card's text the table does not do (drawn as a small mark on the card, listed
    in its tooltip)."""

    def by_hand(self, state: State, card_id: int) -> tuple[str, ...]:
        """The clauses of the card's text left to the players ("by hand"), none when the table
        does all of it (or the card has no text)."""
        ...


@dataclass(frozen=True)
class GameTable:
    """Everything a game gives the table, part by part (see the module's table)."""

    tabletop: Tabletop
    facts: Facts
    gestures: Gestures
    choices: Choices
    menus: Menus
    phase_bar: PhaseBar
    players: Players
    words: Words
    by_hand: ByHand | None = None  # None: the game marks no card


PARTS = (Tabletop, Facts, Gestures, Choices, Menus, PhaseBar, Players, Words)

"""The registry through which the game-agnostic engine finds a game's rules and the cards.

`import playtester` fills it (see `playtester/__init__.py`), so the engine never imports the
packages above it: it hands over its registration (`engine/loading.py`), which runs when the
registry is first asked about a game or a card. A game may be made known by name first
(`defer_game`): its rules and table's parts are read when it is first asked about, so the
table reads the rules of the game it plays alone.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from playtester.engine import loading
from playtester.engine.cards import Attribute, Card, Printings, card_from_dict
from playtester.engine.faces import Face, plain_face
from playtester.engine.hooks import Facts, GameTable, Players, Tabletop, Words
from playtester.engine.imports import RecordReader
from playtester.engine.shell import CardAbilities, CardFields, CommandLine, DeckLists, TextReader

if TYPE_CHECKING:
    from playtester.engine.actions import Action, Verdict
    from playtester.engine.changes import Changes
    from playtester.engine.events import Event
    from playtester.engine.sight import Sight
    from playtester.engine.state import Flags, State, Vars
    from playtester.engine.table import Tool
    from playtester.engine.zones import Zone


class Rules(Protocol):
    """What a game provides to the engine: plain functions of a state."""

    name: str
    formats: tuple[str, ...]  # the formats it plays; the first is played when none is named

    @property
    def vars_type(self) -> type[Vars]:
        """The game's own kind of `Vars` (snapshots and recordings read them back by it)."""
        ...

    @property
    def flags_type(self) -> type[Flags]:
        """The game's own kind of `Flags`."""
        ...

    def new_state(
        self, format: str, decks: Sequence[str], seed: int, names: Sequence[str], validate: bool
    ) -> State: ...
    def from_position(self, doc: dict[str, Any]) -> State: ...
    def to_position(self, state: State) -> dict[str, Any]: ...
    def view(self, state: State, player: int) -> dict[str, Any]: ...
    def zone(self, name: str) -> Zone | None: ...
    def visible(self, state: State, card_id: int, viewer: int) -> bool: ...
    def to_play(self, state: State) -> int: ...
    def check(self, state: State, action: Action) -> Verdict: ...
    def perform(self, changes: Changes, action: Action) -> None: ...
    def legal_actions(self, state: State) -> list[Action]: ...
    def power(self, state: State, player: int, place: str) -> int: ...
    def stat(self, state: State, player: int, place: str, name: str) -> int: ...
    def winner(self, state: State) -> int | None: ...
    def describe(
        self, state: State, action: Action, events: Sequence[Event], sight: Sight
    ) -> str: ...


class CardModel(Protocol):
    """What a game's cards are: their class (a `Card` with the game's own fields), their kinds,
    the attributes the card database stores, how they are read from plain data (positions,
    recordings, card files; a card writes itself with `to_dict`) and from the records of
    community card files (`records`), and what their faces show."""

    @property
    def game(self) -> str: ...
    @property
    def card_type(self) -> type[Card]: ...
    @property
    def kinds(self) -> tuple[str, ...]: ...
    @property
    def attributes(self) -> tuple[Attribute, ...]: ...
    @property
    def printings(self) -> Printings:
        """How the game's printings of one name are ordered and chosen."""
        ...

    @property
    def heading(self) -> str:
        """The heading of the columns of a card listing (`line`)."""
        ...

    @property
    def records(self) -> RecordReader | None:
        """How the records of card files (JSON, CSV) become the game's cards, with the evidence
        of what they do not state; None when the game's cards are not imported from files."""
        ...

    def card_from_dict(self, data: Any, path: str) -> Card: ...
    def bundled(self) -> list[Card]:
        """The game's bundled cards that are no card files (`assets/cards/<game>/*.json`) but
        the game's own data; the card database is built from both."""
        ...

    def line(self, card: Card) -> str:
        """A card in one line of a listing (a search's hits), under `heading`."""
        ...

    def face(self, card: Card) -> Face:
        """What `card`'s face shows (`render/` draws it)."""
        ...

    def sample(self, cards: Sequence[Card]) -> tuple[list[Card], str]:
        """A few of `cards` that show every look of the game's faces, and a line saying so."""
        ...


_PLAIN_PRINTINGS = Printings()


@dataclass(frozen=True)
class CoreCards:
    """The card model of a game that registers none: its cards are the core alone."""

    game: str
    card_type: type[Card] = Card
    kinds: tuple[str, ...] = ()
    attributes: tuple[Attribute, ...] = ()

    @property
    def printings(self) -> Printings:
        return _PLAIN_PRINTINGS

    @property
    def heading(self) -> str:
        return f"{'kind':<12}  name"

    @property
    def records(self) -> RecordReader | None:
        return None

    def card_from_dict(self, data: Any, path: str) -> Card:
        return card_from_dict(data, path, self.game)

    def bundled(self) -> list[Card]:
        return []

    def line(self, card: Card) -> str:
        return f"{card.kind[:12]:<12}  {card.name}"

    def face(self, card: Card) -> Face:
        return plain_face(card.name, card.kind, card.text, card.number)

    def sample(self, cards: Sequence[Card]) -> tuple[list[Card], str]:
        kinds = {card.kind: card for card in cards}
        return list(kinds.values()), "A card of each kind"


class Goals(Protocol):
    """A game's own puzzle goals (docs/puzzles.md), beyond the ones every game shares (win,
    survive): each kind a count the solving side reaches on the board, with its words."""

    @property
    def kinds(self) -> tuple[str, ...]:
        """The goal kinds the game adds, as puzzle files name them."""
        ...

    def reached(self, state: State, kind: str, side: int, count: int) -> bool:
        """Whether `side` has reached goal `kind` with `count` on this board."""
        ...

    def words(self, kind: str, count: int) -> str:
        """The goal as the player reads it ("Leave your opponent with no cards in hand")."""
        ...

    def measure(self, state: State, kind: str, side: int) -> int:
        """The count goal `kind` reads on this board (`reached` holds with it): a puzzle made
        from a recorded line asks for what the line reached."""
        ...


CardLookup = Callable[[str, str], "Card | None"]  # (game, name) -> card or None

_games: dict[str, Rules] = {}
_tables: dict[str, GameTable] = {}
_named: dict[str, bool] = {}  # every game, in the order made known: whether the table plays it
_deferred: dict[str, Callable[[], None]] = {}  # registers a game made known by name (`defer_game`)
_menu_commands: dict[str, Callable[[], Mapping[str, Tool]]] = {}  # such a game's, without its rules
_card_models: dict[str, CardModel] = {}
_command_lines: dict[str, Callable[[], CommandLine]] = {}
_card_lookups: list[CardLookup] = []
_goals: dict[str, Goals] = {}


def register_game(rules: Rules, table: GameTable | None = None) -> None:
    """Make a game known: its rules for the engine, and its table's parts when the table plays
    it."""
    loading.load_pending()  # the games first, in their order, then this
    _games[rules.name] = rules
    _named[rules.name] = table is not None
    _deferred.pop(rules.name, None)
    _menu_commands.pop(rules.name, None)  # its table's parts say them now
    if table is not None:
        _tables[rules.name] = table


def defer_game(
    game: str, load: Callable[[], None], commands: Callable[[], Mapping[str, Tool]]
) -> None:
    """Make a game the table plays known by name before its rules are read: `load` registers
    them and its table's parts (`register_game`) when the game is first asked about, and
    `commands` gives its menu commands without them (the menus list every game's)."""
    loading.load_pending()  # the games first, in their order, then this
    _named[game] = True
    _deferred[game] = load
    _menu_commands[game] = commands


def _read(game: str) -> None:
    """Register a game made known by name, once, when it is first asked about (another thread
    asking meanwhile waits for it)."""
    loading.load_pending()
    if game in _games:
        return
    with loading.lock:
        load = _deferred.pop(game, None)
        if load is not None:
            load()


def unregister_game(game: str) -> None:
    """Forget a game: its rules, table parts, card model and command line (a game registered
    for a while, as a test registers one, leaves the registry as it found it)."""
    loading.load_pending()  # the games first, in their order, then this
    for known in (
        _games,
        _tables,
        _named,
        _deferred,
        _menu_commands,
        _card_models,
        _command_lines,
        _goals,
    ):
        known.pop(game, None)


def games(table: bool = False) -> list[str]:
    """The names of the games registered, in the order they were (`table`: those the table
    plays, having registered their table's parts)."""
    loading.load_pending()
    return [name for name, played in _named.items() if played or not table]


def default_game() -> str:
    """The first game registered: documents written before there was a second game are its."""
    loading.load_pending()
    if not _named:
        raise _unknown("")
    return next(iter(_named))


def rules_for(game: str) -> Rules:
    _read(game)
    if game not in _games:
        raise _unknown(game)
    return _games[game]


def parts_for(game: str) -> GameTable:
    """Everything the live table needs from `game`, part by part (`ui/` alone asks for it all;
    the layers below ask for the part they use: `tabletop_for`, `facts_for`, `players_for`,
    `words_for`)."""
    _read(game)
    if game not in _tables:
        if game in _games:
            raise ValueError(f"the table does not play {game} yet (only its rules are known)")
        raise _unknown(game)
    return _tables[game]


def commands_for(game: str) -> Mapping[str, Tool]:
    """`game`'s menu commands (its `Menus.commands`), without reading its rules when it was
    made known by name."""
    loading.load_pending()
    commands = _menu_commands.get(game)
    return commands() if commands is not None else parts_for(game).menus.commands


def tabletop_for(game: str) -> Tabletop:
    """Where `game`'s zones lie and what is drawn beyond its cards (board pictures)."""
    return parts_for(game).tabletop


def facts_for(game: str) -> Facts:
    """`game`'s cards as the table shows them: facts, lines, order, backs, readouts."""
    return parts_for(game).facts


def players_for(game: str) -> Players:
    """The players the program plays at `game`, and its deck statistics."""
    return parts_for(game).players


def words_for(game: str) -> Words:
    """`game`, its formats, actions, zones and turns, as players say them."""
    return parts_for(game).words


def register_command_line(game: str, load: Callable[[], CommandLine]) -> None:
    """Make what a game gives the command line known: its deck lists and its card fields,
    loaded when first asked for (they read the card library: not at start-up)."""
    loading.load_pending()  # the games first, in their order, then this
    _command_lines[game] = load


def _command_line(game: str) -> CommandLine:
    loading.load_pending()
    if game not in _command_lines:
        raise _unknown(game)
    return _command_lines[game]()


def deck_lists_for(game: str) -> DeckLists:
    """`game`'s deck lists from the shell (`deck check`, `deck show`) and its demo decks."""
    return _command_line(game).decks


def card_fields() -> list[CardFields]:
    """Every game's own card fields (`card add/edit/show`, `render back`), in the order the
    games registered them."""
    loading.load_pending()
    return [_command_line(game).cards for game in _command_lines]


def card_fields_for(game: str) -> CardFields:
    """`game`'s own card fields."""
    return _command_line(game).cards


def card_abilities_for(game: str) -> CardAbilities | None:
    """`game`'s card abilities from the shell (`card show`, `card edit --ability`, `cards
    abilities`); None when the game reads no card text."""
    return _command_line(game).abilities


def text_reader_for(game: str) -> TextReader | None:
    """`game`'s reader of printed card text, whose readings the library keeps with each card
    at import; None when the game has none (or no command line: a test's game)."""
    loading.load_pending()
    return _command_lines[game]().reader if game in _command_lines else None


def register_goals(game: str, goals: Goals) -> None:
    """Make a game's own puzzle goals known (docs/puzzles.md)."""
    loading.load_pending()  # the games first, in their order, then this
    _goals[game] = goals


def goals_for(game: str) -> Goals | None:
    """`game`'s own puzzle goals; None for a game that adds none to the shared ones."""
    loading.load_pending()
    return _goals.get(game)


def is_zone(name: str) -> bool:
    """Whether some game has a zone called `name` (a drawing on the table may name it)."""
    loading.load_pending()
    for game in list(_deferred):  # every game's zones: those made known by name are read
        _read(game)
    return any(rules.zone(name) is not None for rules in _games.values())


def _unknown(game: str) -> ValueError:
    loading.load_pending()
    known = ", ".join(sorted(_named)) or "none (was `playtester` imported?)"
    return ValueError(f"unknown game {game!r}; known games: {known}")


def register_cards(model: CardModel) -> None:
    """Make a game's cards known (to positions, recordings and the card database)."""
    loading.load_pending()  # the games first, in their order, then this
    _card_models[model.game] = model


def card_model(game: str) -> CardModel:
    """The card model of `game`; the core's for a game that registered none."""
    loading.load_pending()
    model = _card_models.get(game)
    return model if model is not None else CoreCards(game)


def card_models() -> list[CardModel]:
    """The card models registered, in the order they were."""
    loading.load_pending()
    return list(_card_models.values())


def add_card_lookup(lookup: CardLookup) -> None:
    """Add a source of card definitions; earlier sources win (user library before bundled)."""
    loading.load_pending()  # the games first, in their order, then this
    if lookup not in _card_lookups:
        _card_lookups.append(lookup)


def find_card(game: str, name: str) -> Card | None:
    loading.load_pending()
    for lookup in _card_lookups:
        card = lookup(game, name)
        if card is not None:
            return card
    return None


def face_of(card: Card) -> Face:
    """What `card`'s face shows, as its game describes it (`render/` draws it)."""
    return card_model(card.game).face(card)

"""Vanguard's table hooks: what the table, the board pictures and the recordings' words ask of
the game (`engine.table.TableHooks`), each answered by the module that knows it."""

from __future__ import annotations

from collections.abc import Sequence

from playtester.engine.actions import Action
from playtester.engine.cards import Card
from playtester.engine.faces import Back
from playtester.engine.game import Game
from playtester.engine.state import State
from playtester.engine.table import Choice, Opponent, Option, Prompt, Readout, Tool
from playtester.games.common.verbs import is_tool
from playtester.games.vanguard import (
    bot,
    choices,
    facts,
    gestures,
    prompts,
    sharp,
    sparring,
    tools,
    words,
)
from playtester.games.vanguard.figures import FIGURES
from playtester.games.vanguard.formats import FORMATS
from playtester.games.vanguard.layout import VanguardLayout, layout_for
from playtester.games.vanguard.rules import VERBS

OFFERS = {f.name: f"{f.title} ({f.plays})" for f in FORMATS.values()}  # for a new game
OPPONENTS = {  # the levels the program plays at, weakest first
    "goldfish": Opponent(
        "Goldfish",
        "rides up and passes: it never calls, attacks or guards",
        bot.passive,
        attacks=False,
    ),
    "sparring": Opponent(
        "Sparring partner",
        "plays soundly: rides on curve, calls, attacks, guards what it must",
        sparring.choose,
    ),
    "sharp": Opponent(
        "Sharp",
        "the sparring partner, weighing each guard one battle ahead",
        sharp.choose,
    ),
}


class VanguardTable:
    """The Vanguard game as the table sees it."""

    title = "Cardfight!! Vanguard"
    formats = OFFERS
    commands = tools.COMMANDS
    opponents = OPPONENTS
    figures = FIGURES
    handover = (
        "The screen is handed to the defender for guarding only when they can guard or intercept."
    )
    optional_stop = ""  # the table stops for every choice

    def phases(self, format: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
        return prompts.phases(format)

    def layout(self, format: str) -> VanguardLayout:
        return layout_for(format)

    def gained_zones(self, state: State, player: int) -> list[str]:
        return list(state.flags[player].get("accel", ()))  # Accel circles, even empty ones

    def drop_action(self, state: State, actor: int, card_id: int, zone: str) -> Action | None:
        return gestures.drop_action(state, actor, card_id, zone)

    def manual(self, action: Action) -> bool:
        return is_tool(VERBS, action)

    def aims(self, game: Game, actor: int, card_id: int) -> dict[str, list[Option]]:
        return gestures.aims(game, actor, card_id)

    def click_action(
        self, state: State, actor: int, player: int, zone: str, card_id: int | None
    ) -> Action | None:
        if card_id is None:
            return gestures.circle_action(state, actor, player, zone)
        return gestures.click_action(state, actor, card_id)

    def double_click_action(
        self, state: State, actor: int, card_id: int, listed: bool = False
    ) -> Action | None:
        return gestures.double_click_action(state, actor, card_id, listed)

    def selectable(self, state: State, actor: int, card_id: int) -> bool:
        return gestures.selectable(state, actor, card_id)

    def glows(self, game: Game, actor: int, card_id: int) -> bool:
        return gestures.glows(game, actor, card_id)

    def choice_for(self, game: Game, actor: int, action: Action) -> Choice | None:
        return choices.choice_for(game, actor, action)

    def nothing_to_decide(self, game: Game, optional_stop: bool, public: bool = False) -> bool:
        return gestures.nothing_to_decide(game, public)

    def card_tools(self, state: State, actor: int, card_id: int) -> list[Tool]:
        return tools.card_tools(state, actor, card_id)

    def zone_tools(
        self, state: State, actor: int, player: int, zone: str, unit_tools: bool
    ) -> list[Tool]:
        return tools.zone_tools(state, actor, player, zone, unit_tools)

    def prompt(self, game: Game, actor: int, result: str) -> Prompt:
        return prompts.prompt(game, actor, result)

    def counters(self, state: State, player: int) -> dict[str, int]:
        return dict(state.flags[player].get("force", ()))  # Force markers by circle

    def arrow(self, state: State) -> tuple[tuple[int, str], tuple[int, str]] | None:
        battle = state.vars.get("battle")
        if not battle:
            return None
        active = state.vars["active"]
        return (active, battle["attacker"]), (1 - active, battle["target"])

    def marks(self, state: State, card_id: int) -> tuple[str, ...]:
        return ()  # Vanguard's card states show by the card itself (rested, face down)

    def bot(self, game: Game) -> Action:
        return bot.choose(game)

    def action_words(self, action: Action) -> str:
        return words.action_words(action)

    def turn_words(self, state: State, names: Sequence[str]) -> str:
        return words.turn_words(state, names)

    def standing(self, state: State) -> str:
        damage = [len(state.zones[p].get("damage", ())) for p in (0, 1)]
        return f"damage {damage[0]}-{damage[1]}"

    def zone_words(self, zone: str, full: bool = False) -> str:
        return words.place_words(zone) if full else words.zone_name(zone)

    def format_name(self, format: str) -> str:
        return words.FORMAT_NAMES.get(format, format)

    def card_facts(self, card: Card) -> str:
        return facts.card_facts(card)

    def card_line(self, card: Card) -> str:
        return facts.card_line(card)

    def card_order(self, card: Card) -> tuple[int, str]:
        return facts.card_order(card)

    def readout(self, game: Game, player: int, place: str) -> Readout | None:
        return facts.readout(game, player, place)

    def card_back(self, card: Card) -> Back:
        return facts.card_back(card)


TABLE = VanguardTable()

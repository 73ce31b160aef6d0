"""WIXOSS's table hooks: what the table, the board pictures and the recordings' words ask of the
game (`engine.table.TableHooks`), each answered by the module that knows it."""

from __future__ import annotations

from collections.abc import Sequence

from playtester.engine.actions import Action
from playtester.engine.cards import Card
from playtester.engine.faces import Back
from playtester.engine.game import Game
from playtester.engine.state import State
from playtester.engine.table import Choice, Opponent, Option, Prompt, Readout, Tool
from playtester.games.common.verbs import is_tool
from playtester.games.wixoss import (
    bot,
    choices,
    facts,
    gestures,
    prompts,
    sharp,
    sparring,
    tools,
    wording,
)
from playtester.games.wixoss.board import C, is_frozen
from playtester.games.wixoss.figures import FIGURES
from playtester.games.wixoss.layout import TABLE as LAYOUT
from playtester.games.wixoss.layout import WixossLayout
from playtester.games.wixoss.rules import VERBS

OPPONENTS = {  # the levels the program plays at, weakest first
    "goldfish": Opponent(
        "Goldfish",
        "grows, plays SIGNI and charges Ener; never attacks",
        bot.passive,
        attacks=False,
    ),
    "sparring": Opponent(
        "Sparring partner",
        "grows on curve, fills its SIGNI zones, attacks where it hurts, guards when it matters",
        sparring.choose,
    ),
    "sharp": Opponent(
        "Sharp",
        "the sparring partner, trying each play one battle ahead",
        sharp.choose,
    ),
}


class WixossTable:
    """The WIXOSS game as the table sees it."""

    title = "WIXOSS"
    formats = wording.FORMATS
    commands = tools.COMMANDS
    opponents = OPPONENTS
    figures = FIGURES
    handover = (
        "The screen is handed to the defender in the guard step only when they can guard, to a "
        "player whose Life Burst waits (who keeps it while doing the effect, until Done), or "
        "who chooses among rule-based actions; in the defense step only with Settings \u25b8 "
        "Stop at the Defense Step on, when they can grow an Assist LRIG."
    )
    optional_stop = "Stop at the &Defense Step for Assist LRIGs"

    def phases(self, format: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
        return prompts.PHASES

    def layout(self, format: str) -> WixossLayout:
        return LAYOUT

    def gained_zones(self, state: State, player: int) -> list[str]:
        return []  # every WIXOSS zone is printed on the playmat

    def drop_action(self, state: State, actor: int, card_id: int, zone: str) -> Action | None:
        return gestures.drop_action(state, actor, card_id, zone)

    def manual(self, action: Action) -> bool:
        return is_tool(VERBS, action)

    def aims(self, game: Game, actor: int, card_id: int) -> dict[str, list[Option]]:
        return gestures.aims(game, actor, card_id)

    def click_action(
        self, state: State, actor: int, player: int, zone: str, card_id: int | None
    ) -> Action | None:
        return gestures.click_action(state, actor, player, zone, card_id)

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
        return gestures.nothing_to_decide(game, optional_stop, public)

    def card_tools(self, state: State, actor: int, card_id: int) -> list[Tool]:
        return tools.card_tools(state, actor, card_id)

    def zone_tools(
        self, state: State, actor: int, player: int, zone: str, unit_tools: bool
    ) -> list[Tool]:
        return tools.zone_tools(state, actor, player, zone, unit_tools)

    def prompt(self, game: Game, actor: int, result: str) -> Prompt:
        return prompts.prompt(game, actor, result)

    def counters(self, state: State, player: int) -> dict[str, int]:
        return {}  # WIXOSS puts no counters on its zones

    def arrow(self, state: State) -> tuple[tuple[int, str], tuple[int, str]] | None:
        """The Center LRIG's attack while the defender chooses a guard."""
        v = state.vars
        if v.get("phase") != "attack" or v.get("step") != "guard":
            return None
        active = int(v.get("active", 0))
        return (active, C), (1 - active, "life")

    def marks(self, state: State, card_id: int) -> tuple[str, ...]:
        return ("FROZEN",) if is_frozen(state, card_id) else ()

    def bot(self, game: Game) -> Action:
        return bot.choose(game)

    def action_words(self, action: Action) -> str:
        return wording.action_words(action)

    def turn_words(self, state: State, names: Sequence[str]) -> str:
        return wording.turn_words(state, names)

    def standing(self, state: State) -> str:
        life = [len(state.zones[p].get("life", ())) for p in (0, 1)]
        return f"Life Cloth {life[0]}-{life[1]}"

    def zone_words(self, zone: str, full: bool = False) -> str:
        return wording.place_words(zone) if full else wording.zone_name(zone)

    def format_name(self, format: str) -> str:
        return wording.FORMAT_NAMES.get(format, format)

    def card_facts(self, card: Card) -> str:
        return facts.card_facts(card)

    def card_line(self, card: Card) -> str:
        return facts.card_line(card)

    def card_order(self, card: Card) -> tuple[int, str]:
        return facts.card_order(card)

    def card_back(self, card: Card) -> Back:
        return facts.card_back(card)

    def readout(self, game: Game, player: int, place: str) -> Readout | None:
        return facts.readout(game, player, place)


TABLE = WixossTable()

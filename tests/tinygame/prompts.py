"""Ladder's phase bar (`PhaseBar`) and menus (`Menus`, engine/hooks.py)."""

from __future__ import annotations

from collections.abc import Mapping

from playtester.engine import Game
from playtester.engine.state import State
from playtester.engine.table import Prompt, Tool
from tests.tinygame.board import top
from tests.tinygame.cards import value_of
from tests.tinygame.words import turn_words

PASS = Tool("Pass", "pass", tip="Draw a card and clear the ladder")
commands: Mapping[str, Tool] = {
    "roll": Tool("Roll a die", "roll"),
    "coin": Tool("Flip a coin", "coin"),
    "concede": Tool("Concede", "concede"),
}
optional_stop = ""  # Ladder has no optional stop


def phases(format: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    return (("Climb", ()),)


def prompt(game: Game, actor: int, result: str) -> Prompt:
    state = game.state
    headline = turn_words(state, state.names)
    if game.winner is not None:
        return Prompt(headline, "Game over", "", result, "")
    if game.to_play != actor:
        return Prompt(headline, "Climb", "", f"{state.names[game.to_play]} climbs", "")
    highest = top(state)
    beat = "any card" if highest is None else f"a card above {value_of(highest.card)}"
    return Prompt(headline, "Climb", "", f"Play {beat} onto your rungs, or pass", "", (PASS,))


def card_tools(state: State, actor: int, card_id: int) -> list[Tool]:
    return []


def zone_tools(state: State, actor: int, player: int, zone: str, unit_tools: bool) -> list[Tool]:
    return [PASS] if (player, zone) == (actor, "deck") else []

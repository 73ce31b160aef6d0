"""What a gesture at the Ladder table means (`Gestures`, engine/hooks.py), and its choices
(`Choices`: none, every action is whole as it is made)."""

from __future__ import annotations

from playtester.engine import Game
from playtester.engine.actions import Action
from playtester.engine.state import State
from playtester.engine.table import Choice, Option


def drop_action(state: State, actor: int, card_id: int, zone: str) -> Action | None:
    """A card of the hand dropped on the rungs is played."""
    if state.where[card_id] == (actor, "hand") and zone == "rungs":
        return Action.of("play", [state.cards[card_id].name])
    return None


def manual(action: Action) -> bool:
    return action.verb in ("concede", "roll", "coin")


def aims(game: Game, actor: int, card_id: int) -> dict[str, list[Option]]:
    return {}


def click_action(state: State, actor: int, card_id: int) -> Action | None:
    return None


def place_action(state: State, actor: int, player: int, zone: str) -> Action | None:
    """A click on your own deck passes."""
    return Action("pass") if (player, zone) == (actor, "deck") else None


def double_click_action(state: State, actor: int, card_id: int, listed: bool) -> Action | None:
    """A double click on a card of your hand plays it."""
    return drop_action(state, actor, card_id, "rungs")


def selectable(state: State, actor: int, card_id: int) -> bool:
    return False


def glows(game: Game, actor: int, card_id: int) -> bool:
    """A card of the hand glows while it may be played."""
    action = drop_action(game.state, actor, card_id, "rungs")
    return action is not None and game.check(action).legal


def nothing_to_decide(game: Game, optional_stop: bool, public: bool = False) -> bool:
    return False  # every turn is a choice: play or pass


def choice_for(game: Game, actor: int, action: Action) -> Choice | None:
    return None

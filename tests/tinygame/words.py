"""Ladder in words: the log's line for a step, made for one viewer (`describe`), and the game's
`Words` for the table: its title, format, zones, actions and turns as players say them."""

from __future__ import annotations

from collections.abc import Sequence

from playtester.engine.actions import Action
from playtester.engine.events import CardRef, Event, Note
from playtester.engine.sight import Sight
from playtester.engine.state import Outcome, State
from playtester.games.common.words import names_of, said_plainly, step_line
from playtester.games.common.words import turn_words as turn_words

title = "Ladder"
formats = {"standard": "Standard (climb to empty your hand)"}
ZONE_WORDS = {"deck": "deck", "hand": "hand", "rungs": "rungs", "spent": "spent pile"}


format_names = {"standard": "Standard"}


def zone_name(zone: str) -> str:
    return ZONE_WORDS.get(zone, zone)


def place_words(zone: str) -> str:
    return ZONE_WORDS.get(zone, zone)


def action_words(action: Action) -> str:
    """An action as a player says it: "play Ember Wisp", "pass (draw a card, clear...)"."""
    if action.verb == "play" and action.args:
        return f"play {names_of(action.args[0])}"
    if action.verb == "pass":
        return "pass (draw a card, clear the ladder)"
    return said_plainly(action.verb, action.args)


def standing(state: State) -> str:
    """Cards left in each hand, first player first."""
    hands = [len(state.zones[p].get("hand", ())) for p in (0, 1)]
    return f"Hands {hands[0]}-{hands[1]}"


def _note(note: Note, sight: Sight) -> str:
    cards = [a for a in note.args if isinstance(a, CardRef)]
    if note.what == "play":
        return f"plays {sight.name(cards[0])}"
    if note.what == "pass":
        drawn = f", draws {sight.name(cards[0])}" if cards else ", draws nothing (empty deck)"
        return f"passes{drawn} and clears the ladder"
    if note.what == "concede":
        return "concedes"
    if note.what in ("roll", "coin"):
        return f"{note.what}: {note.args[-1]}"
    return note.what


def describe(state: State, action: Action, events: Sequence[Event], sight: Sight) -> str:
    """The step as the viewer of `sight` may read it: the notes, joined."""
    notes = [_note(e, sight) for e in events if isinstance(e, Note)]
    line = step_line("", notes, action, sight)
    outcome = state.vars.outcome
    if outcome is not None and outcome.reason == "emptied":
        line += f"; {state.names[outcome.winner]} has emptied their hand and wins"
    return line


def outcome_words(outcome: Outcome, names: Sequence[str]) -> str:
    """How the game ended: the winner, and why (an emptied hand or a concession)."""
    winner, loser = names[outcome.winner], names[1 - outcome.winner]
    if outcome.reason == "emptied":
        return f"{winner} has emptied their hand and wins"
    return f"{loser} concedes: {winner} wins"

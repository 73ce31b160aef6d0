"""The refusals both games share (the turn, the end of the game, the mulligan, naming a card
that is not there), as reason ids and the words a player reads for each; a game's own words
fall back to these."""

from __future__ import annotations

from playtester.engine.errors import Impossible, Reason
from playtester.engine.state import State

# Each id's words as a str.format template over the reason's parameters. `where` is a zone as
# the player reads it ("your hand", "your opponent's deck"), `verb` the action's verb.
WORDS: dict[str, str] = {
    "game.over": "the game is over: {winner} won",
    "turn.not_yours": "{verb}: it is {player}'s turn to act",
    "mulligan.setup": "mulligan: the mulligan is before the first turn",
    "mulligan.once": "mulligan: you can only mulligan once",
    "mulligan.first": "mulligan: {player} chooses a mulligan first",
    "mulligan.no_deck": "mulligan: you have no deck to put the cards back into",
    "card.missing": '{verb}: no "{card}" in {where}',
    "card.none_left": '{verb}: no "{card}" left in {where}',
    "zone.empty": "{verb}: {where} is empty",
    "look.short": "look: only {count} card(s) in your deck",
    "search.empty": "search: your deck is empty",
    # card abilities (games/common/ability_verbs.py)
    "ability.waiting": (
        "first use or skip the ability waiting (or finish the one being used: its step, "
        "skip or stop)"
    ),
    "ability.none": "use: no ability of {card} is waiting for you",
    "ability.resolving": "use: first finish the ability being used (its step, skip or stop)",
    "ability.no_step": "no ability is being used",
}


def words(why: Reason, state: State | None = None) -> str:
    """The refusal in a player's words (every parameter these words use is public: no state
    is needed)."""
    return WORDS[why.id].format(**why.params)


def impossible(why: Reason) -> Impossible:
    """The exception for an action that cannot be done even as an override, with its words."""
    return Impossible(words(why), why)

"""The refusals every game shares (a card not where it is named, an empty zone, the mulligan,
whose turn it is, a game that is over): their reason ids and the words a player reads for them.

A rule says why it refuses as a `Reason` (an id and its facts); only the words here, and each
game's own `refusals.py`, which falls back on these, turn it into a sentence.
"""

from __future__ import annotations

from playtester.engine.errors import Impossible, Reason
from playtester.engine.state import State

WORDS: dict[str, str] = {
    # finding cards (`where`: the zone in a player's words, "your hand")
    "card.missing": '{verb}: no "{card}" in {where}',
    "card.missing_left": '{verb}: no "{card}" left in {where}',
    "zone.empty": "{verb}: {where} is empty",
    "deck.short": "{verb}: only {count} card(s) in your deck",
    "search.empty": "search: your deck is empty",
    # the deal
    "mulligan.setup_over": "mulligan: the mulligan is before the first turn",
    "mulligan.again": "mulligan: you can only mulligan once",
    "mulligan.wait": "mulligan: {player} chooses a mulligan first",
    # whose move it is, and the end
    "turn.not_yours": "{verb}: it is {player}'s turn to act",
    "game.over": "the game is over: {winner} won",
}


def words(why: Reason, state: State | None = None) -> str:
    """The sentence a player reads for one of the shared refusals (`state`: for a word that
    would need the game; none does)."""
    return WORDS[why.id].format(**why.params)


def impossible(why: Reason) -> Impossible:
    """The error for a shared refusal that not even an override can get past."""
    return Impossible(words(why), why)

"""A step in a player's words, for one viewer: what the log, replays and lessons say.

The rules' notes say most of it ("rides Knight of Dawn", "drive check: ..."); an action whose
notes do not say what the player did (`next`, the costs, `draw`...) gets a lead phrase first.
Card names come through `Sight`, so each viewer reads only the names they may.
"""

from __future__ import annotations

from collections.abc import Sequence

from playtester.engine.actions import Action
from playtester.engine.events import Event, Note, SetVar
from playtester.engine.sight import Sight, handled
from playtester.engine.state import State

# What `next` does, by the phase (and battle step) it was played in.
NEXT_WORDS = {
    ("stand", None): "stands up",
    ("draw", None): "draws for the turn",
    ("draw", "gassist"): "declines G-Assist",
    ("ride", None): "ends the ride phase",
    ("ride", "stride"): "ends the ride phase",
    ("main", None): "goes to the battle phase",
    ("battle", "attack"): "ends the battle phase",
    ("battle", "guard"): "calls no more guardians",
    ("battle", "drive"): "goes on with the battle",
    ("battle", "damage"): "goes on with the battle",
    ("battle", "close"): "ends the battle",
    ("end", None): "ends the turn",
}
COSTS = {
    "counterblast": "Counter Blast",
    "countercharge": "Counter Charge",
    "soulblast": "Soul Blast",
    "soulcharge": "Soul Charge",
}


def describe(state: State, action: Action, events: Sequence[Event], sight: Sight) -> str:
    """The step in plain words for the viewer `sight` was made for (`state` stands after it)."""
    notes = [sight.note(e) for e in events if isinstance(e, Note)]
    lead = _lead(state, action, events, sight)
    return "; ".join([lead, *notes] if lead else notes) or str(sight.action(action))


def _before(events: Sequence[Event], key: str, now: object) -> object:
    """A game variable's value before the events (`now` if they did not change it)."""
    for event in events:
        if isinstance(event, SetVar) and event.player is None and event.key == key:
            return event.before
    return now


def next_words(state: State, events: Sequence[Event]) -> str:
    """What `next` did, from where the game stood before it."""
    phase = _before(events, "phase", state.vars.get("phase"))
    step = _before(events, "step", state.vars.get("step"))
    after = state.vars.get("step")
    if phase == "ride" and step is None and after == "stride":
        return "ends the ride step"
    return NEXT_WORDS.get((str(phase), step if isinstance(step, str) else None), "goes on")


def _cards(events: Sequence[Event], sight: Sight, state: State) -> str:
    """The handled cards as the viewer may read them: "A, B" or "2 cards"."""
    ids = [i for i in handled(events) if i in state.cards]
    if all(sight.saw(i) for i in ids):
        return ", ".join(state.cards[i].card.name for i in ids)
    return f"{len(ids)} card{'s' if len(ids) != 1 else ''}"


def _lead(state: State, action: Action, events: Sequence[Event], sight: Sight) -> str:
    verb, args = action.verb, [a for a in action.args if isinstance(a, str)]
    if verb == "next":
        return next_words(state, events)
    if verb == "draw":
        n = int(args[0]) if args else 1
        return f"draws {n} card{'s' if n > 1 else ''}"
    if verb in COSTS:
        n = len(handled(events))
        return f"{COSTS[verb]} {n}"
    if verb == "discard":
        return f"discards {_cards(events, sight, state)}"
    if verb in ("rest", "stand") and "all" in args:
        return "stands all their units"
    if verb in ("rest", "stand", "flip") and not any(isinstance(e, Note) for e in events):
        whose = "the opponent's " if "->" in args else ""
        where = next((a for a in args if a != "->"), "")
        if verb == "flip":
            return f"flips {_cards(events, sight, state)}"
        return f"{verb}s {whose}{where}".rstrip()
    return ""

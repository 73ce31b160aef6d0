"""Plain words for the table's text: zones as players name them, and actions as a player would
say them ("ends the ride phase", "calls Knight of Dawn to FL").

Circles keep the short names the table and the rules assistant use (VC, FL, GC, AL1...);
piles are named in words ("G zone", not `g_zone`). Notation stays in the notation's own places
(docs/notation.md, `replay print`, a lesson exported with its notation).
"""

from __future__ import annotations

from playtester.engine.actions import Action, Arg
from playtester.engine.state import State
from playtester.games.vanguard.board import has_stride

ZONE_NAMES = {
    "deck": "deck",
    "hand": "hand",
    "drop": "drop zone",
    "damage": "damage zone",
    "soul": "soul",
    "trigger": "trigger zone",
    "g_zone": "G zone",
    "bind": "bind zone",
    "removed": "removed cards",
}

CIRCLE_TITLES = {
    "VC": "vanguard circle",
    "GC": "guardian circle",
    "FL": "front-left rear-guard circle",
    "FR": "front-right rear-guard circle",
    "BL": "back-left rear-guard circle",
    "BC": "back-centre rear-guard circle",
    "BR": "back-right rear-guard circle",
}

NEXT_WORDS = {
    ("stand", None): "stands up",
    ("draw", None): "draws for the turn",
    ("draw", "gassist"): "declines G-Assist",
    ("ride", None): "ends the ride phase",
    ("ride", "stride"): "ends the stride step",
    ("main", None): "goes to battle",
    ("battle", "attack"): "ends the battle phase",
    ("battle", "guard"): "calls no more guardians",
    ("battle", "close"): "ends the battle",
    ("end", None): "ends the turn",
}


def zone_name(zone: str) -> str:
    """A zone in words: piles by name ("G zone"), circles as the table names them ("VC")."""
    return ZONE_NAMES.get(zone, zone)


def zone_title(zone: str) -> str:
    """A zone as a heading: "G zone", "Vanguard circle", "Accel circle AL1"."""
    if zone in ZONE_NAMES:
        words = ZONE_NAMES[zone]
    elif zone in CIRCLE_TITLES:
        words = CIRCLE_TITLES[zone]
    else:
        words = f"Accel circle {zone}" if zone[:2] in ("AL", "AR") else zone
    return words[0].upper() + words[1:]


def next_words(state: State) -> str:
    """What `next` does in this state, said of the player: "ends the ride phase"."""
    v = state.vars
    phase, step = str(v.get("phase")), v.get("step")
    if phase == "ride" and step is None and has_stride(state):
        return "ends the ride step"
    return NEXT_WORDS.get((phase, None if step is None else str(step)), "goes on")


def _names(arg: Arg) -> str:
    return ", ".join(arg) if isinstance(arg, tuple) else arg


def action_words(action: Action) -> str:
    """An action as a player would say it, before it is done: "ride Knight of Dawn", "attack
    VC with FR, boosted by BR". (`next` depends on the moment: see `next_words`.)"""
    verb, args = action.verb, action.args
    if verb == "call" and len(args) == 2:
        return f"call {_names(args[0])} to {_names(args[1])}"
    if verb == "move" and len(args) == 2:
        return f"move the unit on {args[0]} to {args[1]}"
    if verb == "attack" and len(args) >= 3:
        words = f"attack {_names(args[2])} with {_names(args[0])}"
        return words + (f", boosted by {_names(args[4])}" if len(args) >= 5 else "")
    if verb == "guard":
        return "guard with " + ", ".join(_names(a) for a in args)
    if verb == "intercept" and args:
        return f"intercept with the unit on {_names(args[0])}"
    if verb == "mulligan":
        return f"send back {_names(args[0])} and draw again" if args else "keep the hand"
    if verb == "trigger" and args:
        return f"give the trigger's power to {_names(args[0])}"
    if verb == "stride" and args:
        return _stride_words(args)
    if verb == "next":
        return "go on"
    said = [verb]
    for arg in args:
        said.append("the opponent's" if arg == "->" else _names(arg))
    return " ".join(said)


def _stride_words(args: tuple[Arg, ...]) -> str:
    words = f"stride {_names(args[0])}"
    rest = list(args[1:])
    while len(rest) >= 2:
        key, value = rest[0], rest[1]
        rest = rest[2:]
        if key == "discard":
            words += f", discarding {_names(value)}"
        elif key == "heart":
            words += f", with {_names(value)} as the Heart"
    return words


def step_words(action: Action, notes: list[str], before: State) -> str:
    """What a step did, for a log line or a lesson: the engine's own notes, after what `next`
    ended; an action the engine wrote no note for is said in words."""
    parts = [next_words(before)] if action.verb == "next" else []
    parts += notes
    return "; ".join(parts) or action_words(action)

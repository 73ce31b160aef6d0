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

FORMAT_NAMES = {"standard": "Standard", "g": "G era", "premium": "Premium"}
MODE_NAMES = {"goldfish": "Goldfish", "hotseat": "Hot-seat"}

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


PLAIN_VERBS = {
    "next": "go on",
    "draw": "draw a card",
    "soulcharge": "soul charge",
    "shuffle": "shuffle the deck",
    "heal": "heal",
    "concede": "concede",
}


def zone_name(zone: str) -> str:
    """A zone in words: piles by name ("G zone"), circles as the table names them ("VC")."""
    return ZONE_NAMES.get(zone, zone)


def place_words(zone: str) -> str:
    """A zone in full words: "G zone", "vanguard circle", "Accel circle AL1"."""
    if zone in ZONE_NAMES:
        return ZONE_NAMES[zone]
    if zone in CIRCLE_TITLES:
        return CIRCLE_TITLES[zone]
    return f"Accel circle {zone}" if zone[:2] in ("AL", "AR") else zone


def zone_title(zone: str) -> str:
    """A zone as a heading: "G zone", "Vanguard circle", "Accel circle AL1"."""
    words = place_words(zone)
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
    if verb in ("trigger", "critical") and len(args) == 1:
        what = "power" if verb == "trigger" else "critical"
        return f"give the trigger's {what} to the unit on {_names(args[0])}"
    if verb == "stride" and args:
        return _stride_words(args)
    if verb == "put" and "to" in args:
        return _put_words(args)
    if verb == "retire" and args:
        return f"retire the unit on {_names(args[-1])}"
    if verb == "force" and args:
        return f"put the Force marker on {_names(args[0])}"
    if verb in PLAIN_VERBS and not args:
        return PLAIN_VERBS[verb]
    if verb in ("power", "critical") and len(args) >= 2:
        theirs = "the opponent's " if args[0] == "->" else "the "
        circle, amount = args[1:3] if theirs != "the " else args[:2]
        return f"give {_names(amount)} {verb} to {theirs}unit on {_names(circle)}"
    if verb == "soulblast":
        return "soul blast " + " ".join(_names(a) for a in args)
    if verb == "gassist":
        return _gassist_words(args)
    said = [verb]
    for arg in args:
        said.append("the opponent's" if arg == "->" else _names(arg))
    return " ".join(said)


def _put_words(args: tuple[Arg, ...]) -> str:
    """`put [->] ZONE ["Name"] to DEST [top|bottom]` in words."""
    to = args.index("to")
    ref, dest, rest = args[:to], _names(args[to + 1]), args[to + 2 :]
    theirs = "the opponent's " if ref[:1] == ("->",) else ""
    ref = ref[1:] if theirs else ref
    zone = _names(ref[0]) if ref else ""
    if len(ref) > 1:
        what = _names(ref[1])
    elif zone == "deck":
        what = f"the top card of {theirs or 'the '}deck"
    else:
        what = f"{theirs or 'the '}unit on {zone}"
    if dest == "removed":
        return f"remove {what} from the game"
    if dest in ZONE_NAMES:
        where = "on top of the deck" if dest == "deck" and rest == ("top",) else ""
        where = where or ("at the bottom of the deck" if dest == "deck" and rest else "")
        return f"put {what} {where or 'in the ' + ZONE_NAMES[dest]}"
    return f"put {what} on {dest}"


def _gassist_words(args: tuple[Arg, ...]) -> str:
    """`gassist take "X" remove "A", "B" g "G1", "G2"` in words (`gassist`: take nothing)."""
    parts = dict(zip(args[::2], args[1::2], strict=False))
    if "take" not in parts:
        return "take nothing with G-Assist"
    words = f"take {_names(parts['take'])} with G-Assist"
    if "remove" in parts:
        words += f", removing {_names(parts['remove'])} from the hand"
    if "g" in parts:
        words += f" and {_names(parts['g'])} from the G zone"
    return words


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

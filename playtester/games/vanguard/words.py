"""Plain words for the table's text (the game's `Words` for the table, `engine/hooks.py`): the
game and its formats, zones as players name them, actions as a player says them before doing
them ("call Knight of Dawn to FL"), how the players stand. The words of the log, made for
one viewer, are in `log.py`.

Circles keep the short names the table and the rules assistant use (VC, FL, GC, AL1...); piles
are named in words ("G zone", not `g_zone`). Notation stays in the notation's own places
(docs/notation.md, `replay print`, the log and lessons when asked for).
"""

from __future__ import annotations

from collections.abc import Sequence

from playtester.engine.actions import Action, Arg
from playtester.engine.state import Outcome, State
from playtester.games.common.words import names_of, put_parts, said_plainly
from playtester.games.common.words import turn_words as turn_words
from playtester.games.vanguard.board import GC, ZONE_NAMES, is_accel
from playtester.games.vanguard.formats import FORMATS
from playtester.games.vanguard.state import Ending

title = "Cardfight!! Vanguard"
formats = {f.name: f"{f.title} ({f.plays})" for f in FORMATS.values()}  # as a new game offers
format_names = {f.name: f.title for f in FORMATS.values()}  # as menus and lessons show them

CIRCLE_TITLES = {
    "VC": "vanguard circle",
    "GC": "guardian circle",
    "FL": "front-left rear-guard circle",
    "FR": "front-right rear-guard circle",
    "BL": "back-left rear-guard circle",
    "BC": "back-centre rear-guard circle",
    "BR": "back-right rear-guard circle",
}

PLAIN_VERBS = {
    "next": "go on",
    "draw": "draw a card",
    "soulcharge": "soul charge",
    "shuffle": "shuffle the deck",
    "heal": "heal",
    "concede": "concede",
}


def the_zone(zone: str) -> str:
    """A zone in a sentence ("the drop zone"); circles keep their playmat names (FL)."""
    if zone == GC:
        return "the guardian circle"
    return f"the {ZONE_NAMES[zone]}" if zone in ZONE_NAMES else zone


def zone_name(zone: str) -> str:
    """A zone in words: piles by name ("G zone"), circles as the table names them ("VC")."""
    return ZONE_NAMES.get(zone, zone)


def place_words(zone: str) -> str:
    """A zone in full words: "G zone", "vanguard circle", "Accel circle AL1"."""
    if zone in ZONE_NAMES:
        return ZONE_NAMES[zone]
    if zone in CIRCLE_TITLES:
        return CIRCLE_TITLES[zone]
    return f"Accel circle {zone}" if is_accel(zone) else zone


def standing(state: State) -> str:
    """How the two players stand: their damage, first player first."""
    damage = [len(state.zones[p].get("damage", ())) for p in (0, 1)]
    return f"damage {damage[0]}-{damage[1]}"


ENDINGS = {  # what the loser did, by the reason the game ended ({0}: the outcome's detail)
    Ending.DAMAGE: "has {0} damage",
    Ending.DECK_OUT: "has no cards left in the deck",
    Ending.NO_DRAW: "has no card to draw",
    Ending.CONCESSION: "concedes",
}


def ending_words(reason: Ending, detail: int | None = None) -> str:
    """What the loser did, as the log says it: "has 6 damage", "concedes"."""
    return ENDINGS[reason].format(detail)


def loss_words(outcome: Outcome, names: Sequence[str]) -> str:
    """Why the game ended, named by the loser: "Ben has 6 damage" ("" for a game stored
    before outcomes said why)."""
    if outcome.reason not in ENDINGS:
        return ""
    return f"{names[1 - outcome.winner]} {ending_words(Ending(outcome.reason), outcome.detail)}"


def outcome_words(outcome: Outcome, names: Sequence[str]) -> str:
    """How the game ended, as the log says it: "Ben has 6 damage: Ann wins" (a game stored
    before outcomes said why: "Ann wins")."""
    why = loss_words(outcome, names)
    wins = f"{names[outcome.winner]} wins"
    return f"{why}: {wins}" if why else wins


def zone_title(zone: str) -> str:
    """A zone as a heading: "G zone", "Vanguard circle", "Accel circle AL1"."""
    words = place_words(zone)
    return words[0].upper() + words[1:]


def action_words(action: Action) -> str:
    """An action as a player would say it, before it is done: "ride Knight of Dawn", "attack
    VC with FR, boosted by BR". (`next` depends on the moment: see `next_words`.)"""
    verb, args = action.verb, action.args
    if verb == "call" and len(args) == 2:
        return f"call {names_of(args[0])} to {names_of(args[1])}"
    if verb == "move" and len(args) == 2:
        return f"move the unit on {args[0]} to {args[1]}"
    if verb == "attack" and len(args) >= 3:
        words = f"attack {names_of(args[2])} with {names_of(args[0])}"
        return words + (f", boosted by {names_of(args[4])}" if len(args) >= 5 else "")
    if verb == "guard":
        return "guard with " + ", ".join(names_of(a) for a in args)
    if verb == "order" and args:  # (the D era's orders: a Normal or a Blitz Order)
        return f"play {names_of(args[0])}"
    if verb == "intercept" and args:
        return f"intercept with the unit on {names_of(args[0])}"
    if verb == "mulligan":
        return f"send back {names_of(args[0])} and draw again" if args else "keep the hand"
    if verb in ("trigger", "critical") and len(args) == 1:
        what = "power" if verb == "trigger" else "critical"
        return f"give the trigger's {what} to the unit on {names_of(args[0])}"
    if verb == "stride" and args:
        return _stride_words(args)
    if verb == "ridedeck" and args:  # the discard is chosen after the drop when not yet given
        discard = f", discarding {names_of(args[2])}" if len(args) >= 3 else ""
        return f"ride {names_of(args[0])} from the Ride Deck{discard}"
    if verb == "put" and "to" in args:
        return _put_words(args)
    if verb == "retire" and args:
        return f"retire the unit on {names_of(args[-1])}"
    if verb == "force" and args:
        return f"put the Force marker on {names_of(args[0])}"
    if verb in PLAIN_VERBS and not args:
        return PLAIN_VERBS[verb]
    if verb in ("power", "critical") and len(args) >= 2:
        theirs = "the opponent's " if args[0] == "->" else "the "
        circle, amount = args[1:3] if theirs != "the " else args[:2]
        return f"give {names_of(amount)} {verb} to {theirs}unit on {names_of(circle)}"
    if verb == "soulblast":
        return "soul blast " + " ".join(names_of(a) for a in args)
    if verb == "gassist":
        return _gassist_words(args)
    return said_plainly(verb, args)


def _put_words(args: tuple[Arg, ...]) -> str:
    """`put [->] ZONE ["Name"] to DEST [top|bottom]` in words."""
    what, dest, rest = put_parts(args, "unit")
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
    words = f"take {names_of(parts['take'])} with G-Assist"
    if "remove" in parts:
        words += f", removing {names_of(parts['remove'])} from the hand"
    if "g" in parts:
        words += f" and {names_of(parts['g'])} from the G zone"
    return words


def _stride_words(args: tuple[Arg, ...]) -> str:
    words = f"stride {names_of(args[0])}"
    rest = list(args[1:])
    while len(rest) >= 2:
        key, value = rest[0], rest[1]
        rest = rest[2:]
        if key == "discard":
            words += f", discarding {names_of(value)}"
        elif key == "heart":
            words += f", with {names_of(value)} as the Heart"
    return words


# What `next` does, by the phase (and battle step) it was played in.

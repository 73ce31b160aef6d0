"""Plain words for the WIXOSS table's text (the game's `Words` for the table,
`engine/hooks.py`): the game, zones as players name them, the format, the turn's heading, actions
as a player says them before doing them ("play Chime Sprite on SL"), how the players stand, how
the game ended (`outcome_words`, the log's sentence). The log's words, made for one viewer, are
in `words.py`.

Field zones keep the short names the table shows (SL, C); the others are named in words
("Ener zone", not `ener`).
"""

from __future__ import annotations

from playtester.engine.actions import Action, Arg
from playtester.engine.state import State
from playtester.games.common.words import names_of, put_parts, said_plainly
from playtester.games.common.words import turn_words as turn_words
from playtester.games.wixoss.board import FIELD, ZONE_NAMES
from playtester.games.wixoss.flow import RULE_WORDS
from playtester.games.wixoss.words import outcome_words as outcome_words

title = "WIXOSS"
format_names = {"diva": "Three-LRIG (diva)"}  # as menus and lessons show them
formats = {"diva": "Three-LRIG (one Center LRIG, two Assist LRIGs)"}  # as a new game offers
PLAIN_VERBS = {
    "next": "go on",
    "draw": "draw a card",
    "charge": "charge the top card of your deck to the Ener zone",
    "shuffle": "shuffle the deck",
    "burst": "use the Life Burst",
    "concede": "concede",
    "grow": "choose an LRIG to grow into",
}
FIELD_TITLES = {zone: ZONE_NAMES[zone] for zone in FIELD}  # the field's zones in full words


def zone_name(zone: str) -> str:
    """A zone in words: piles by name ("Ener zone"), the field's zones by their short names."""
    return zone if zone in FIELD_TITLES else ZONE_NAMES.get(zone, zone)


def place_words(zone: str) -> str:
    """A zone in full words: "Ener zone", "left SIGNI zone"."""
    return FIELD_TITLES.get(zone) or ZONE_NAMES.get(zone, zone)


def standing(state: State) -> str:
    """How the two players stand: their Life Cloth, first player first."""
    life = [len(state.zones[p].get("life", ())) for p in (0, 1)]
    return f"Life Cloth {life[0]}-{life[1]}"


def action_words(action: Action) -> str:
    """An action as a player would say it before doing it: "play Chime Sprite on SL", "grow
    into Aurelle, First Chime", "attack with SC"."""
    verb, args = action.verb, action.args
    paid = ""
    if "pay" in args:  # `... pay "A", "B"`: the payment ends the action
        at = args.index("pay")
        paying = args[at + 1 :]
        args = args[:at]
        paid = f", paying {names_of(paying[0])}" if paying and paying[0] else ""
    if verb == "play" and len(args) >= 2:
        return f"play {names_of(args[0])} on {names_of(args[1])}{paid}"
    if verb == "grow" and args:
        where = f" on {names_of(args[1])}" if len(args) > 1 else ""
        return f"grow into {names_of(args[0])}{where}{paid}"
    if verb == "ener" and args:
        what = names_of(args[0])
        source = f"the SIGNI on {what}" if isinstance(args[0], str) else what
        return f"charge {source} to the Ener zone"
    if verb == "attack" and args:
        if args[0] == "C":
            return "attack with your Center LRIG"
        return f"attack with the SIGNI on {names_of(args[0])}"
    if verb == "remove" and args:
        return "put the SIGNI on " + " and ".join(names_of(a) for a in args) + " into the trash"
    if verb == "guard" and args:
        return f"guard with {names_of(args[0])}"
    if verb == "burst" and args:
        return f"use the Life Burst of {names_of(args[0])}"
    if verb == "rule" and args and args[0] in RULE_WORDS:
        return f"do this rule-based action first: {RULE_WORDS[str(args[0])]}"
    if verb == "discard" and args:
        return f"discard {names_of(args[0])}"
    if verb == "mulligan":
        return f"put back {names_of(args[0])} and draw again" if args else "keep the hand"
    if verb == "put" and "to" in args:
        return _put_words(args)
    if verb in PLAIN_VERBS and not args:
        return PLAIN_VERBS[verb]
    return said_plainly(verb, args)


def _put_words(args: tuple[Arg, ...]) -> str:
    """`put [->] ZONE ["Name"] to DEST [top|bottom|N]` in words."""
    what, dest, rest = put_parts(args, "card")
    if dest in FIELD_TITLES:
        return f"put {what} on {dest}"
    if dest == "deck" and rest:
        return f"put {what} {'on top of' if rest[0] == 'top' else 'at the bottom of'} the deck"
    return f"put {what} in the {ZONE_NAMES.get(dest, dest)}"

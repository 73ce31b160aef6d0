"""Plain words for a WIXOSS step, made for one viewer: the rules' notes as sentences, after a
lead phrase for an action whose notes do not say what the player did (`next`).

Card names come through the `Sight`, so each viewer reads only the names they may; zones are
named as players name them ("Ener zone", "Life Cloth"), field zones keep their short names (SL,
C) as the table shows them.
"""

from __future__ import annotations

from collections.abc import Sequence

from playtester.engine.actions import Action
from playtester.engine.events import Event, Note
from playtester.engine.sight import EVERYTHING, Sight
from playtester.engine.state import UNRECORDED, Outcome, State
from playtester.games.common.words import Say, before, step_line
from playtester.games.wixoss.board import FIELD, ZONE_NAMES
from playtester.games.wixoss.state import Ending, wx

NEXT_WORDS = {
    ("up", None): "starts the turn",
    ("draw", None): "draws for the turn",
    ("ener", None): "ends the ener phase",
    ("grow", None): "ends the grow phase",
    ("main", None): "ends the main phase",
    ("attack", "pre"): "ends the pre-attack step",
    ("attack", "defense"): "ends the defense step",
    ("attack", "signi"): "ends the SIGNI attack step",
    ("attack", "lrig"): "ends the attack phase",
    ("attack", "guard"): "takes the LRIG attack",
    ("end", None): "ends the turn",
}

NOTE_WORDS = {
    "mulligan": "puts back {0} and draws as many",
    "keep": "keeps the hand",
    "open": "Open! The LRIGs turn face up; the top seven cards of each deck are the Life Cloth",
    "turn": "turn {0}: {1}'s turn",
    "ener": "puts {0} from {1:zone} into the Ener zone",
    "play": "plays {0} on {1}",
    "rise": "plays {0} on {1} with Rise, onto {2}",
    "remove": "puts {0} into the trash",
    "under to trash": "the cards under the SIGNI that left {1} go to the trash: {0}",
    "attack": "attacks with {0} on {1}",
    "lrig attack": "attacks with the Center LRIG, {0}",
    "assassin": "{0} has Assassin: it ignores the SIGNI facing it",
    "vanish": "{0} on {1} is vanished (to the Ener zone)",
    "lancer": "{0} has Lancer: it crushes one Life Cloth",
    "burst": "uses the Life Burst of {0}: its effect is done with the tools, then Done",
    "burst done": "is done with the Life Burst of {0}; it goes to the Ener zone",
    "no burst": "declines the Life Burst of {0}; it goes to the Ener zone",
    "guard": "discards {0} to guard: the LRIG attack is prevented",
    "no guard": "{0} does not guard",
    "no attack phase": "{0} skips the attack phase on the first turn",
    "hand limit": "end phase: {0} cards in hand; discard down to {1}",
    "rule vanish": "{0} on {1} has power 0 or less and is vanished (rule-based action)",
    "rule level": "{0} on {1} is level {2}, above the Center LRIG's level {3}: it goes to the "
    "trash (rule-based action)",
    "put": "puts {0} from {1:zone} to {2:zone}",
    "up": "ups {0} on {1}",
    "down": "downs {0} on {1}",
    "freeze": "freezes {0} on {1}",
    "no life cloth": "crush: {0} has no Life Cloth left; nothing happens",
    "discard": "discards {0}",
    "shuffle": "shuffles {0:zone}",
    "search": "searches the deck",
    "reveal": "reveals {0}",
    "roll": "rolls a d{0}: {1}",
    "coin": "tosses a coin: {0}",
    "shadow": "{0} has Shadow: the opponent's abilities cannot target it (fine for an effect "
    "that does not choose it: {1})",
}


ENDINGS = {
    Ending.DAMAGE.value: "takes damage with no Life Cloth left",
    Ending.REFRESH.value: "must refresh with an empty trash",
    Ending.CONCESSION.value: "concedes",
}  # what the loser did, by the outcome's reason


def win_words(loser: str, reason: str, winner: str) -> str:
    """The end of a game: "Ben takes damage with no Life Cloth left: Ann wins" (a note that an
    older program wrote holds the loser's words themselves, not the reason)."""
    return f"{loser} {ENDINGS.get(reason, reason)}: {winner} wins"


def outcome_words(outcome: Outcome, names: Sequence[str]) -> str:
    """How the game ended, as the log said it when it did ("Ann wins" alone for an ending
    stored before outcomes said why)."""
    winner, loser = names[outcome.winner], names[1 - outcome.winner]
    if outcome.reason == UNRECORDED:
        return f"{winner} wins"
    return win_words(loser, outcome.reason, winner)


def the_zone(zone: str) -> str:
    """A zone in a sentence: "the Ener zone"; field zones keep their short names (SL)."""
    return zone if zone in FIELD else f"the {ZONE_NAMES.get(zone, zone)}"


def _number(arg: object) -> int:
    return arg if isinstance(arg, int) else 0


def _plural(n: int, what: str) -> str:
    return f"{n:,} {what}{'s' if n != 1 else ''}"


def note_words(note: Note, sight: Sight = EVERYTHING) -> str:
    """A note in words, naming only the cards the viewer saw (everything, by default)."""
    say = Say(sight, the_zone)
    args = note.args
    if note.what == "battle":
        attacker, attack, defender, defence, won = args
        said = say.format("{0} ({1}) battles {2} ({3})", attacker, attack, defender, defence)
        return said if won else said + ": nothing happens"
    if note.what == "crush":
        card, burst = args
        rest = "it has a Life Burst" if burst else "it goes to the Ener zone"
        return say.format("crushes a Life Cloth: {0}; ", card) + rest
    if note.what == "grow":
        card, zone, paid = args
        said = say.format("grows into {0} on {1}", card, zone)
        return said + (say.format(", paying {0}", paid) if paid else "")
    if note.what == "refresh":
        who, n, *lost = args
        said = f"{who} refreshes: the trash ({_plural(_number(n), 'card')}) becomes the deck"
        if lost:
            return said + say.format(", and {0} goes from the Life Cloth to the trash", lost[0])
        return said + "; no Life Cloth is left to lose"
    if note.what == "win":
        loser, reason, winner = args
        return win_words(str(loser), str(reason), str(winner))
    if note.what == "power":
        amount, card, zone, until = args
        lasting = "for good" if until == "permanent" else "until the end of the turn"
        return say.format(f"gives {amount:+,} power to {{0}} on {{1}} {lasting}", card, zone)
    counted = {"draw phase": "draws {}", "draw": "draws {}", "charge": "charges {} to Ener"}
    if note.what in counted:
        return counted[note.what].format(_plural(_number(args[0]), "card"))
    if note.what == "look":
        return f"looks at the top {_plural(_number(args[0]), 'card')} of the deck"
    template = NOTE_WORDS.get(note.what)
    if template is None:  # a fact this version has no words for: say what it is
        return note.what
    return say.format(template, *args)


def next_words(state: State, events: Sequence[Event]) -> str:
    """What `next` did, from where the game stood before it."""
    if any(isinstance(e, Note) and e.what in ("no burst", "burst done") for e in events):
        return ""
    v = wx(state)
    phase = before(events, "phase", v.phase)
    step = before(events, "step", v.step)
    said = (phase if isinstance(phase, str) else "", step if isinstance(step, str) else None)
    return NEXT_WORDS.get(said, "goes on")


def describe(state: State, action: Action, events: Sequence[Event], sight: Sight) -> str:
    """The step in plain words for the viewer `sight` was made for (`state` stands after it)."""
    notes = [note_words(e, sight) for e in events if isinstance(e, Note)]
    lead = next_words(state, events) if action.verb == "next" else ""
    return step_line(lead, notes, action, sight)

"""The log's words for a step, made for one viewer: the rules' notes (facts such as a ride or
a drive check) in sentences, after a lead phrase for an action whose notes do not say what the
player did (`next`, the costs, `draw`...). Card names come through `Sight`, so each viewer reads
only the names they may; the recordings keep the facts, so the words can change freely.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from playtester.engine.actions import Action
from playtester.engine.events import SAID, CardRef, Event, Note
from playtester.engine.sight import EVERYTHING, Sight, handled
from playtester.engine.state import State
from playtester.games.common.ability_verbs import NOTE_WORDS as ABILITY_NOTES
from playtester.games.common.ability_verbs import used_words
from playtester.games.common.words import Say, before, step_line
from playtester.games.vanguard.state import vg
from playtester.games.vanguard.words import the_zone

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
FORBIDS = {  # what a restriction says (card text: "it cannot be hit until ...")
    "no-hit": "cannot be hit",
    "no-boost": "cannot boost",
    "no-boosted": "cannot be boosted",
    "no-attack": "cannot attack",
    "no-intercept": "cannot intercept",
    "no-stand": "does not stand in its next stand phase",
}
COSTS = {
    "counterblast": "Counter Blast",
    "countercharge": "Counter Charge",
    "soulblast": "Soul Blast",
    "soulcharge": "Soul Charge",
}


def describe(state: State, action: Action, events: Sequence[Event], sight: Sight) -> str:
    """The step in plain words for the viewer `sight` was made for (`state` stands after it);
    "" for a step that viewer is told nothing of."""
    if _declined_unseen(state, action, events, sight):
        return ""
    notes = [w for w in (note_words(e, sight) for e in events if isinstance(e, Note)) if w]
    lead = _lead(state, action, events, sight)
    return step_line(lead, notes, action, sight)


# -- the rules' notes in words ----------------------------------------------------------------
# Each fact the rules note (`Note.what`) has its sentence here, with {0}, {1}... for its
# particulars: a card is written as the viewer may read it, a list of cards as "A, B and C"
# (unseen ones counted), a number with thousands separators, a zone in words ({0:zone}).

NOTE_WORDS = {
    "ride": "rides {0}",
    "call": "calls {0} to {1}",
    "order played": "plays the order {0} (it goes to the drop zone)",
    "retired": "{0} on {1} is retired",
    "guard": "guards with {0}",
    "guard total": "guards with {0}; {1} now has {2}",
    "intercept": "intercepts with {0} from {1}",
    "hit": "the attack hits: {0} against {1}",
    "no hit": "no hit: {0} against {1}",
    "trigger power": "gives +{0} power to {1} on {2}",
    "trigger critical": "gives +1 critical to {0} on {1}",
    "trigger stand": "stands {0} on {1}",
    SAID: "says the {1} of {0} is {2} (its card data did not say)",
    "gift unknown": "gift: the gift icon of {0} is not known (its card data does not say); "
    "give it from a circle's menu (right-click) under Imaginary Gift",
    "shield unknown": "the shield of {0} is not known (its card data does not say), so it"
    " counts none: give the guarded unit its shield as power (right-click, Power...), and set it"
    " with `playtester card edit`",
    "heal": "heals one damage: {0} goes to the drop zone",
    "g unit home": "{0}: {1} returns face up to the G zone",
    "heart again": "end phase: {0} is the vanguard again (not placed on VC)",
    "hearts again": "end phase: {0} are the vanguard again (not placed on VC)",
    "gift ignored": "gift: the {0} icon of {1} is ignored; after a first gift ({2}) no other "
    "type is acquired",
    "accel": "gift: Accel; a new front-row rear-guard circle, {0}, on the {1}",
    "protect": "gift: Protect; a Protect marker is added to the hand",
    "force waits": "gift: Force; a circle for the marker is chosen next",
    "marker leaves": "the {0} marker leaves the game (a gift marker stays only in the hand or "
    "on the guardian circle)",
    "gassist possible": "G-Assist is possible for {0}: look at the top five cards for the next "
    "grade, or decline",
    "ride discard": "discards {0} to ride from the Ride Deck",
    "persona ride": "Persona Ride ({1} on its own name): {0} draws a card, and the front row"
    " gets +10,000 this turn",
    "energy charge": "Energy-Charge {1} for {0} (Energy {2}, at most 10)",
    "energy blast": "Energy-Blast {1} for {0} (Energy {2})",
    "generator": "the Energy Generator of {0} draws a card",
    "win": "{0} {1}: {2} wins",
    "mulligan": "sends back {0} and draws as many",
    "keep": "keeps the hand",
    "stand up": "stand up, vanguard!",
    "put": "puts {0} from {1:zone} to {2:zone}",
    "retire": "retires {0} on {1}",
    "shuffle": "shuffles {0:zone}",
    "search": "searches the deck",
    "reveal": "reveals {0}",
    "legion": "Legion: {0} and {1} are in Legion",
    "roll": "rolls a d{0}: {1}",
    "coin": "tosses a coin: {0}",
    "harmony": "{0} on {1} is in harmony until the end of the turn",  # (vocab16)
    **ABILITY_NOTES,
}


def _unlisted_words(args: tuple[Any, ...], sight: Sight) -> str:
    """(vocab14) A ticket the ability puts into the hand that no card kept aside with the deck
    is: its name said to a viewer who saw the ability's card (its text names it)."""
    card, _, name = args
    ticket = f'no "{name}" ticket' if sight.saw(card.id) else "no such ticket"
    said = Say(sight, the_zone).format("the ability of {0}: ", card)
    return (
        said + f"{ticket} is listed with the deck (kept aside), so none is put into the hand"
        " (by hand, if there is one)"
    )


def note_words(note: Note, sight: Sight = EVERYTHING) -> str:
    """A note in words, naming only the cards the viewer saw (everything, by default); "" for
    a fact the viewer is not told."""
    args = note.args
    if note.what == "gassist possible" and not sight.told(_player(args[1:])):
        return ""  # it says that player holds no card of the next grade: theirs alone
    if note.what == "attack":
        return _attack_words(args, sight)
    if note.what == "restrict":
        forbids = FORBIDS[str(args[2])]
        lasting = "" if args[3] == "stand" else " until the end of the {3}"  # (said: its next)
        return Say(sight, the_zone).format("{0} on {1} " + forbids + lasting, *args)
    if note.what == "mark":  # (Blaze, Engorge: a keyword state for the turn)
        return Say(sight, the_zone).format(
            "{0} on {1} becomes {2} until the end of the turn", *args
        )
    if note.what == "ability used":
        return used_words(args, Say(sight, the_zone).format)
    if note.what == "ticket unlisted":
        return _unlisted_words(args, sight)
    if note.what == "move":
        return _move_words(args, sight)
    if note.what == "stride":
        return Say(sight, the_zone).format(
            "strides {0} over {1}, the Heart" + (", discarding {2}" if args[2] else ""), *args
        )
    if note.what == "gassist":
        return _gassist_note_words(args, sight)
    if note.what == "modify":
        stat, amount, card, circle, until = args
        lasting = "for good" if until == "permanent" else f"until the end of the {until}"
        lasting = "until its next stand phase" if until == "stand" else lasting
        gives = f"gives {amount:+,} {stat} to {{0}} on {{1}} {lasting}"
        return Say(sight, the_zone).format(gives, card, circle)
    if note.what == "look":
        n = args[0]
        return f"looks at the top {n} card{'s' if n != 1 else ''} of the deck"
    if note.what == "force":
        circle, n = args
        return f"gift: a Force marker on {circle}" + (f" ({n} there now)" if n != 1 else "")
    if note.what == "check":
        kind, card, *trigger = args
        said = Say(sight, the_zone).format("{0} check: {1}", kind, card)
        if trigger:
            said += f" ({trigger[0]} trigger" + (
                f", no {trigger[1]} unit on the field)" if len(trigger) > 1 else ")"
            )
        return said
    if note.what == "text":  # recorded before notes were facts: its words as they were
        said = "".join(sight.name(a) if isinstance(a, CardRef) else str(a) for a in args)
        return sight.text(said)
    several = note.what == "heart again" and isinstance(args[0], tuple) and len(args[0]) > 1
    what = "hearts again" if several else note.what
    template = NOTE_WORDS.get(what)
    if template is None:  # a fact this version has no words for: say what it is
        return note.what
    said = Say(sight, the_zone).format(template, *args)
    return said


def _player(args: tuple[Any, ...]) -> int | None:
    """The player a note names by number (None: none, as in notes recorded before)."""
    return args[0] if args and isinstance(args[0], int) else None


def _declined_unseen(state: State, action: Action, events: Sequence[Event], sight: Sight) -> bool:
    """A G-Assist declined, for a viewer other than the player: the rules reveal nothing of
    it (that it could be declared says there was no card of the next grade in hand)."""
    if action.verb != "next" or sight.told(vg(state).active):
        return False
    return (before(events, "phase", None), before(events, "step", None)) == ("draw", "gassist")


def _unit(sight: Sight, card: object, circle: object) -> str:
    return f"{sight.name(card)} on {circle}" if isinstance(card, CardRef) else str(circle)


def _attack_words(args: tuple[Any, ...], sight: Sight) -> str:
    target, target_at, attacker, attacker_at, booster, booster_at, attack, defence = args
    said = f"attacks {_unit(sight, target, target_at)} with {_unit(sight, attacker, attacker_at)}"
    if booster_at:
        said += f", boosted by {_unit(sight, booster, booster_at)}"
    return f"{said}: {attack:,} against {defence:,}"


def _move_words(args: tuple[Any, ...], sight: Sight) -> str:
    mover, src, dst, *other = args
    said = f"moves {sight.name(mover)} from {src} to {dst}"
    return said + (f" and {sight.name(other[0])} to {src}" if other else "")


def _gassist_note_words(args: tuple[Any, ...], sight: Sight) -> str:
    hand, *taken = args
    said = f"G-Assist: reveals the hand ({sight.listed(hand)})" if hand else "G-Assist:"
    if not taken:
        return said + "; looks at the top five and takes nothing; shuffles"
    card, gone = taken
    return (
        f"{said}; takes {sight.name(card)} from the top five; shuffles; removes from the game: "
        f"{sight.listed(gone)}"
    )


def next_words(state: State, events: Sequence[Event]) -> str:
    """What `next` did, from where the game stood before it."""
    v = vg(state)
    phase = before(events, "phase", v.phase)
    step = before(events, "step", v.step)
    after = v.step
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
    if verb == "faceup":
        return f"turns {_cards(events, sight, state)} face up"
    if verb in ("rest", "stand", "flip") and not any(isinstance(e, Note) for e in events):
        whose = "the opponent's " if "->" in args else ""
        where = next((a for a in args if a != "->"), "")
        if verb == "flip":
            return f"flips {_cards(events, sight, state)}"
        return f"{verb}s {whose}{where}".rstrip()
    return ""

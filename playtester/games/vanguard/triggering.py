"""What the events of one action trigger in a Vanguard game: each event looked at once, only
for the cards whose auto abilities watch for it (a game's `Watch`: most events trigger nothing,
and this runs after every action)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from playtester.engine.events import Event, Move, Note, SetVar, Turn
from playtester.engine.state import State
from playtester.games.vanguard.board import GC, REAR, VC, is_rear, unit, units
from playtester.games.vanguard.state import Battle, vg

_TRIGGERING = frozenset((VC, GC, "soul", *REAR))  # where a card's move may trigger something
# the notes that trigger something
_NOTED = frozenset(("attack", "hit", "stride", "intercept", "check", "ride discard", "ride"))
_NOTED |= {"harmony"}  # (vocab16: a unit becomes in harmony)
_NOTED |= {"mark"}  # (vocab15: a state newly put on a unit)
_STARTS = frozenset(("ride", "main", "battle"))  # the phases whose beginning triggers something
_ACCEL = ("AL", "AR")  # (an Accel circle's name starts so: `board.is_accel` tells the rest)


Found = list[tuple[int, str, int | None]]  # (card, trigger word, the card it was about)


@dataclass(frozen=True, slots=True)
class Watch:
    """What one game's auto abilities watch for: the triggers of each card name (`words`),
    whether some is about an ally, the game's cards that have some, the triggers they have
    between them (`present`), and whether any has the triggers of a battle's end, a unit
    standing, a drive check, the vanguard attacking, a phase beginning or a foe's rear-guard
    retired, so that events nobody watches are passed over at once.

    All of it is of the game's own cards (a card keeps its name; a marker joining makes a new
    `Watch`): a trigger no card of the game has is never looked for, such as the allies of a
    unit placed when no card's trigger is about an ally."""

    words: Mapping[str, frozenset[str]]
    allies: bool
    cards: frozenset[int]
    present: frozenset[str]
    ends: bool
    stands: bool
    drive: bool
    vanguard_attacks: bool
    phases: bool
    foe_retired: bool

    @classmethod
    def of(cls, words: Mapping[str, frozenset[str]], state: State) -> Watch:
        """What the game's cards watch for, of the triggers of each card name."""
        cards = frozenset(i for i, c in state.cards.items() if c.card.name in words)
        present = frozenset(w for i in cards for w in words[state.cards[i].card.name])
        return cls(
            words,
            any(of_ally(w) for w in present),
            cards,
            present,
            ends=any(w.startswith(("battle-end", "boost-end")) for w in present),
            stands=bool(present & {"stands", "ally-stands"}),
            drive=bool(present & {"drive-check", "drive-check trigger", "drive-check front"}),
            vanguard_attacks="vanguard-attacks" in present,
            phases=any(w.startswith("phase-start") for w in present),
            foe_retired="foe-retired" in present,
        )


class _Triggers:
    """What one action's events trigger, gathered as they are looked at: only the triggers
    the card's name has are kept, and allies are looked for only when some card's trigger is
    about an ally (most events trigger nothing, on every step)."""

    __slots__ = ("found", "left_vc", "present", "state", "words")

    def __init__(self, state: State, watch: Watch) -> None:
        self.state, self.words, self.present = state, watch.words, watch.present
        self.found: Found = []
        self.left_vc: int | None = None  # the last card moved from VC into the soul (a ride's)

    def add(self, card: int, word: str, that: int | None = None) -> None:
        has = self.words.get(self.state.cards[card].card.name)
        if has is not None and word in has:
            self.found.append((card, word, that))

    def allies_of(self, owner: int, card: int, word: str) -> None:
        """The units of `owner` other than `card` that its `word` (ally-called, ...) triggers
        (looked for only when some card of the game has that trigger)."""
        if word in self.present:
            for _, ally in units(self.state, owner):
                if ally.id != card:
                    self.add(ally.id, word, card)


def of_ally(word: str) -> bool:
    """Whether a trigger is about another of your cards (its events are looked for then)."""
    return word.startswith("ally") or word == "vanguard-placed"


def triggered(state: State, events: Sequence[Event], watch: Watch) -> Found:
    """The triggers in the events of one action that the game's cards watch for:
    (card, trigger word, the card it was about)."""
    # (this runs after every action, and most of its events trigger nothing: what is gathered
    # is made at the first event that may trigger)
    found: _Triggers | None = None
    fight: Battle | None = None  # the battle as the events go: the state's (it may be over by
    fight_known = False  # the end), read when a note first asks, until an event sets it
    for event in events:  # (the kinds in the order of how often an action makes them)
        if type(event) is SetVar:  # (events are of these classes exactly)
            key = event.key
            if key == "battle":
                fight, fight_known = event.after, True
                before = event.before
                if watch.ends and isinstance(before, Battle) and fight is None:
                    found = found or _Triggers(state, watch)
                    attacker = unit(state, vg(state).active, before.attacker)
                    if attacker is not None:
                        _battle_end(found, attacker.id, before)
                    booster = before.booster and unit(state, vg(state).active, before.booster)
                    if booster:
                        found.add(booster.id, "boost-end")
            elif key == "phase" and watch.phases and event.after in _STARTS:  # (a phase begins)
                found = found or _Triggers(state, watch)
                for _, ally in units(state, vg(state).active):
                    found.add(ally.id, f"phase-start {event.after}")
        elif type(event) is Move:
            zone, came_from = event.dst[1], event.src[1]  # (most moves are of cards without
            # triggers, to the hand, the drop or the damage: none triggers anything)
            if zone == "soul" and came_from == VC:  # (the vanguard a ride is from)
                found = found or _Triggers(state, watch)
                found.left_vc = event.card
            if watch.allies or event.card in watch.cards:  # (its own, or an ally's)
                found = found or _Triggers(state, watch)
                if zone in _TRIGGERING or zone.startswith(_ACCEL):
                    _moved(event, found)
                elif zone == "drop" and came_from == "hand":
                    found.add(event.card, "discarded")
                elif zone == "hand" and is_rear(came_from):
                    found.add(event.card, "returned")
                elif zone == "drop" and came_from == "soul":
                    found.add(event.card, "soul-dropped")
                elif zone == "drop" and came_from == GC:
                    found.add(event.card, "guard-retired")
            if watch.foe_retired and zone == "drop" and is_rear(came_from):
                found = found or _Triggers(state, watch)
                for _, foe in units(state, 1 - event.dst[0]):  # (a rear-guard retired)
                    found.add(foe.id, "foe-retired", event.card)
        elif type(event) is Note:
            if event.what in _NOTED:
                found = found or _Triggers(state, watch)
                if not fight_known:
                    fight, fight_known = vg(state).battle, True
                _noted(state, fight, event, found, watch)
        elif type(event) is Turn and watch.stands and event.before[1] and not event.after[1]:
            owner, zone = state.where[event.card]
            if zone == VC or is_rear(zone):
                found = found or _Triggers(state, watch)
                found.add(event.card, "stands")
                if is_rear(zone):
                    found.allies_of(owner, event.card, "ally-stands")
    return [] if found is None else found.found


def _battle_end(found: _Triggers, attacker: int, fight: Battle) -> None:
    """The end of the battle `attacker` attacked in: against a vanguard, and whether the attack
    did not hit (the ended battle's own: nothing said when its hit was never decided)."""
    found.add(attacker, "battle-end")
    if fight.hit is False:
        found.add(attacker, "battle-end no-hit")
    if fight.target == VC:
        found.add(attacker, "battle-end vanguard")
        if fight.hit is False:
            found.add(attacker, "battle-end vanguard no-hit")


def _moved(event: Move, found: _Triggers) -> None:
    owner, zone = event.dst[0], event.dst[1]
    card = event.card
    came_from = event.src[1]
    if came_from == VC or is_rear(came_from):  # a unit moved between circles (or to the soul)
        if came_from == VC and zone == "soul":
            found.add(card, "rode-upon")
        return
    to_rear = is_rear(zone)
    if zone in (VC, GC) or to_rear:
        found.add(card, "placed")  # (is not placed)
        if came_from == "hand":
            found.add(card, "placed-from-hand")
        elif came_from == "drop":
            found.add(card, "placed-from-drop")
        elif came_from == "deck":
            found.add(card, "placed-from-deck")
    present = found.present  # (an ally looked for only when some card has that trigger)
    if zone == VC and "vanguard-placed" in present:  # (that: the card placed, whose grade
        found.allies_of(owner, card, "vanguard-placed")  # the text asks)
    if to_rear:
        found.add(card, "called")
        if "ally-called" in present:
            found.allies_of(owner, card, "ally-called")
    if (zone == VC or to_rear) and "ally-placed" in present:  # (vocab16: Harmony watches a
        found.allies_of(owner, card, "ally-placed")  # unit placed)


def _noted(state: State, fight: Battle | None, note: Note, found: _Triggers, watch: Watch) -> None:
    if note.what == "attack" and fight is not None:
        cards = note.cards  # the target, the attacker, the booster (if any)
        kind = "vanguard" if fight.target == VC else "rear"
        found.add(cards[1], "attacks")
        found.add(cards[0], "attacked")
        if "my-attack" in watch.present:
            for _, ally in units(state, state.where[cards[1]][0]):  # (Blaze: your attacks)
                found.add(ally.id, "my-attack")
        if fight.attacker == VC and watch.vanguard_attacks:
            owner = state.where[cards[1]][0]
            for circle, ally in units(state, owner):
                if is_rear(circle):
                    found.add(ally.id, "vanguard-attacks")
        if len(cards) > 2:
            found.add(cards[1], "boosted")
        found.add(cards[1], f"attacks {kind}")
        if len(cards) > 2:  # (that: the unit it boosts, of which the text may ask)
            found.add(cards[2], "boosts", cards[1])
            if fight.attacker == VC:
                found.add(cards[2], "boosts vanguard", cards[1])
    elif note.what == "hit" and fight is not None:
        attacker = unit(state, vg(state).active, fight.attacker)
        if attacker is not None:
            kind = "vanguard" if fight.target == VC else "rear"
            found.add(attacker.id, "hits")
            found.add(attacker.id, f"hits {kind}")
            booster = fight.booster and unit(state, vg(state).active, fight.booster)
            if booster:  # (that: the unit it boosted, whose clan the text may ask)
                found.add(booster.id, "boost-hits", attacker.id)
                found.add(booster.id, f"boost-hits {kind}", attacker.id)
    elif note.what == "check" and note.args[0] == "drive" and watch.drive and note.cards:
        _drive_check(state, note, found)
    elif note.what == "stride" and note.cards:
        found.add(note.cards[0], "strides")
        owner = state.where[note.cards[0]][0]
        for _, ally in units(state, owner):  # (the G unit on VC, the rear-guards)
            found.add(ally.id, "g-strides")
        for under in state.zones[owner][VC][1:]:  # its Heart (both of a Legion)
            found.add(under, "g-strides")
    elif note.what == "intercept" and note.cards:
        found.add(note.cards[0], "intercepts")
    elif note.what == "ride" and note.cards:  # (that: the vanguard ridden from, now soul)
        found.add(note.cards[0], "ridden", found.left_vc)
    elif note.what == "harmony" and note.cards:  # (vocab16: the unit becomes in harmony)
        found.add(note.cards[0], "harmonized")
    elif note.what == "mark" and note.cards:  # (a state newly put on: blazing, engorged)
        _marked(state, note, found)
    elif note.what == "ride discard" and note.cards:  # (the cost of a ride from the Ride Deck)
        found.add(note.cards[0], "discarded ride")


def _marked(state: State, note: Note, found: _Triggers) -> None:
    """A unit becomes blazing (engorged): it has "marked blazing"; when it is the vanguard,
    each unit of its player has "vanguard-marked blazing" (both: the bare word too)."""
    card, word = note.cards[0], note.args[2]
    found.add(card, "marked")
    found.add(card, f"marked {word}")
    owner, zone = state.where[card]
    if zone == VC:
        for _, ally in units(state, owner):
            found.add(ally.id, "vanguard-marked")
            found.add(ally.id, f"vanguard-marked {word}")


def _drive_check(state: State, note: Note, found: _Triggers) -> None:
    """A drive check reveals a card: each unit of its player may have "drive-check" (and
    "drive-check trigger" for a trigger unit, "drive-check front" for a [Front] trigger)."""
    owner = state.where[note.cards[0]][0]
    trigger = note.args[2] if len(note.args) > 2 else None
    for _, ally in units(state, owner):
        found.add(ally.id, "drive-check")
        if trigger is not None:
            found.add(ally.id, "drive-check trigger")
        if trigger == "front":
            found.add(ally.id, "drive-check front")

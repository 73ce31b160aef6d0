"""Vanguard's refusals: each reason id the rules give and the sentence a player reads for it.

The rules say why they refuse as a `Reason` (an id and its facts: card names, grades, circles,
counts); the words are made here only, from `str.format` templates, falling back on the
refusals every game shares (`games/common/refusals.py`). `{verb}` is the action's verb where
one rule serves several verbs.
"""

from __future__ import annotations

from playtester.engine.errors import Impossible, Reason
from playtester.engine.state import State
from playtester.games.common import refusals as common

_ACCEL = "(Accel circles come from gifts)"
_BOTH_GRADE_3 = "stride needs both vanguards at grade 3 or more"
_NOT_A_UNIT = "{card} is a gift marker, not a unit; it is never"

WORDS: dict[str, str] = {
    # units and circles named by an action
    "unit.none": "{verb}: you have no unit on {circle}",
    "unit.none_theirs": "{verb}: your opponent has no unit on {circle}",
    "circle.none": "{verb}: you have no {circle} circle",
    "circle.none_accel": "{verb}: you have no {circle} circle " + _ACCEL,
    "circle.none_accel_theirs": "{verb}: your opponent has no {circle} circle " + _ACCEL,
    "circle.guardian": "{verb}: GC is the guardian circle; name a circle of the field",
    # the turn: next, and the ride, call and move of the turn player
    "next.mulligan": "next: choose your mulligan first (send cards back, or keep your hand)",
    "next.trigger": "next: assign the revealed trigger's effects first",
    "place.phase": "{verb}: you {verb} in your {phase} phase",
    "place.not_active": "{verb}: only the turn player can {verb}",
    # ride
    "ride.stride_step": "ride: the ride step is over; this is the stride step",
    "ride.again": "ride: you have already ridden this turn",
    "ride.g_unit": "ride: {card} is a G unit; G units stride, they do not ride",
    "ride.order": "ride: {card} is an order; only units ride",
    "ride.aside": "ride: {card} is a {kind}, not a unit card; only units ride"
    " (what it does is its own text's: by hand)",
    "ride.marker": "ride: " + _NOT_A_UNIT + " ridden",
    "ride.below": "ride: {card} is grade {grade}, below your vanguard's grade {vanguard}",
    "ride.above": (
        "ride: {card} is grade {grade}; "
        "on a grade {vanguard} vanguard you can ride grade {vanguard} or {higher}"
    ),
    # call
    "call.g_unit": "call: {card} is a G unit and cannot be called",
    "call.order": "call: {card} is an order; only units are called",
    "call.aside": "call: {card} is a {kind}, not a unit card; only units are"
    " called (what it does is its own text's: by hand)",
    "call.marker": "call: " + _NOT_A_UNIT + " called",
    "call.grade": "call: {card} is grade {grade}, above your vanguard's grade {vanguard}",
    # move
    "move.vanguard": "move: the vanguard does not move",
    "move.back_centre": "move: the circle behind the vanguard has no other circle in its column",
    "move.column": "move: units move forward and back within a column; {src} and {dst} are not",
    # attack and boost
    "attack.phase": "attack: attacks are declared in the battle phase",
    "attack.not_active": "attack: only the turn player attacks",
    "attack.in_battle": "attack: finish the current battle first",
    "attack.first_turn": "attack: the player who goes first cannot attack on their first turn",
    "attack.back_row": "attack: {circle} is in the back row; only front-row units attack",
    "attack.rested": "attack: {card} on {circle} is rested",
    "attack.target_back_row": (
        "attack: {circle} is in the back row; only front-row units can be attacked"
    ),
    "boost.not_behind": "boost: only the unit directly behind {circle} can boost it",
    "boost.rested": "boost: {card} on {circle} is rested",
    "boost.no_icon": "boost: {card} has no boost icon",
    "boost.restricted": "boost: {card} cannot boost now (card text)",
    "boost.restricted_boosted": "boost: {card} cannot be boosted now (card text)",
    "attack.restricted": "attack: {card} cannot attack now (card text)",
    # guard and intercept
    "guard.step": "{verb}: guardians can only be called in the guard step",
    "guard.attacker": "{verb}: only the defending player calls guardians",
    "guard.g_unit": "guard: {card} is a G unit",
    "guard.order": "guard: {card} is an order; only units guard",
    "guard.aside": "guard: {card} is a {kind}, not a unit card; only units"
    " guard (what it does is its own text's: by hand)",
    "guard.grade": "guard: {card} is grade {grade}, above your vanguard's grade {vanguard}",
    "intercept.circle": "intercept: only front-row rear-guards intercept, not {circle}",
    "intercept.no_icon": "intercept: {card} has no intercept icon",
    "intercept.attacked": "intercept: {card} is the unit being attacked",
    "intercept.restricted": "intercept: {card} cannot intercept now (card text)",
    # the checked trigger: which kind it is, and its effects (a position edited by hand may
    # lack the battle or the check a step needs)
    "battle.none": "no battle is under way",
    "check.none": "no trigger is being checked",
    "kind.none": "trigger kind: no trigger is being checked",
    "kind.theirs": "trigger kind: the checked trigger is the other player's",
    "kind.known": "trigger kind: {card} is a {kind} trigger already",
    "effect.none": "{verb}: no trigger is waiting for its effects",
    "effect.theirs": "{verb}: the checked trigger is the other player's",
    "effect.kind_unknown": "{verb}: first say which trigger {card} is (its card data does not say)",
    "effect.given": "{verb}: {card} has no {part} effect left to give",
    "effect.guardian_circle": (
        "{verb}: GC is the guardian circle; trigger effects go to your units on the "
        "vanguard and rear-guard circles"
    ),
    "effect.stand_target": (
        "{verb}: a stand trigger stands a rested rear-guard, and {circle} is not one"
    ),
    # the D era (the d format): the Ride Deck, Energy and the Energy Generator
    "dera.format": "{verb}: only the d format has a Ride Deck and Energy; play the d format",
    "ridedeck.grade": (
        "ridedeck: {card} is grade {grade}; from the Ride Deck you ride only the next grade,"
        " {wanted}"
    ),
    "ridedeck.no_cost": (
        "ridedeck: a ride from the Ride Deck discards a card from your hand, and your hand is empty"
    ),
    "energy.short": "Energy-Blast {count}: you have only {energy} Energy",
    "generator.timing": (
        "generator: the Energy Generator draws in your main phase, with nothing else waiting"
    ),
    "generator.used": "generator: the Energy Generator has drawn this turn already (once a turn)",
    # stride
    "stride.format": "stride: the standard format has no stride; play the g or premium format",
    "stride.no_vanguard": "stride: you have no vanguard to stride over",
    "stride.no_heart": 'stride: no "{card}" on your vanguard circle to be the Heart',
    "stride.timing": "stride: the turn player strides in the stride step of the ride phase",
    "stride.step": "stride: stride comes in the stride step, after the ride step",
    "stride.stridden": "stride: your vanguard is already a G unit",
    "stride.grade": "stride: your vanguard is grade {grade}; " + _BOTH_GRADE_3,
    "stride.foe_grade": "stride: your opponent's vanguard is grade {grade}; " + _BOTH_GRADE_3,
    "stride.g_guardian": "stride: {card} is a G guardian; a G guardian guards and never strides",
    "stride.not_g_unit": "stride: {card} is not a G unit",
    "stride.face_up": (
        "stride: {card} is face up; a G unit that has left the field cannot stride again"
    ),
    "stride.no_cost": "stride: discard cards from your hand whose grades add up to 3 or more",
    "stride.cost": "stride: the discarded grades add up to {total}; stride needs 3 or more",
    # G assist
    "gassist.format": (
        "gassist: the standard format has no G assist; play the g or premium format"
    ),
    "gassist.timing": "gassist: G assist comes in your draw phase, right after the draw",
    "gassist.grade": (
        "gassist: your vanguard is grade {grade}; G assist is for a vanguard below grade 3"
    ),
    "gassist.in_hand": "gassist: {card} in your hand is grade {grade}; ride it instead",
    "gassist.g_zone": "gassist: your G zone holds {count} card(s); G assist needs 2 or more",
    "gassist.not_top": "gassist: {card} is not among the top five cards of your deck",
    "gassist.take_grade": (
        "gassist: {card} has grade {grade}; G assist takes a grade {wanted} card, "
        "one above your vanguard's grade {vanguard}"
    ),
    "gassist.take_no_grade": (
        "gassist: {card} has no grade; G assist takes a grade {wanted} card, "
        "one above your vanguard's grade {vanguard}"
    ),
    "gassist.hand_pay": "gassist: remove exactly two cards from your hand, not {count}",
    "gassist.g_pay": "gassist: remove exactly two cards from your G zone, not {count}",
    # Imaginary Gift
    "gift.format": "{verb}: Imaginary Gifts are in the premium format",
    "gift.other_type": (
        "gift: your first gift was {first}; no other type of gift is acquired "
        "for the rest of the game"
    ),
    "force.none_waiting": (
        "force: no Force marker is waiting for a circle (for card text that gives one, "
        "right-click a circle: Imaginary Gift)"
    ),
    "force.theirs": "force: the Force marker waiting is the other player's",
    "force.first": (
        "{verb}: first choose the circle for your Force marker (force VC, force FL, ...)"
    ),
    # card abilities (the ids both games give are in games/common/refusals.py)
    "ability.no_act": "use: {card} has no such [ACT] ability",
    "ability.act_timing": (
        "use: the [ACT] ability of {card} is used in your main phase, with no other ability waiting"
    ),
    "ability.act_unusable": "use: the [ACT] ability of {card} cannot be used now (its cost)",
    # orders (orders.py)
    "order.format": "order: orders are played in the d format (its rules have them); play it"
    " by hand here",
    "order.unit": "order: {card} is not an order; units are ridden or called",
    "order.phase": "order: {card}, a Normal Order, is played in your main phase",
    "order.waiting": "order: finish the ability waiting or being used before playing {card}",
    "order.grade": "order: {card} is grade {grade}, above your vanguard's grade {vanguard}",
    "order.cost": "order: the cost of {card} cannot be paid now",
    "order.unknown": "order: {card} is not known to be a Normal or a Blitz Order (its card's"
    " type does not say, nor its text; a Set Order is by hand); play it by hand",
    "order.unread": "order: the text of {card} is not read; play it by hand",
    "order.blitz_step": "order: {card}, a Blitz Order, is played in the guard step of your"
    " opponent's turn",
    "order.blitz_played": "order: {card}: you already played a Blitz Order this turn (one a turn)",
    # manual tools
    "put.marker": (
        "put: " + _NOT_A_UNIT + " put on {circle}: chosen to be called, it stays in your hand "
        "(Imaginary Gift FAQ)"
    ),
    "cost.face_down": "{verb}: {card} is already face down",
    "cost.face_up": "{verb}: {card} is already face up",
    "cost.short": "{verb}: {needed} needed, but only {count} {zone} card(s)",
    "cost.short_face_up": "{verb}: {needed} needed, but only {count} face-up damage card(s)",
    "cost.short_face_down": "{verb}: {needed} needed, but only {count} face-down damage card(s)",
    "soulcharge.short": "soulcharge: only {count} card(s) in your deck",
    "draw.short": "draw: only {count} card(s) left",
    "legion.format": "legion: the standard format has no Legion; play the g or premium format",
    "faceup.format": "faceup: the standard format has no G zone; play the g or premium format",
    "legion.no_vanguard": "legion: there is no vanguard to be in Legion with",
    "legion.not_alone": "legion: only a vanguard standing alone on VC can Legion",
    "legion.mate": "legion: {card} cannot be a Legion mate",
}


def words(why: Reason, state: State | None = None) -> str:
    """The sentence a player reads for a refusal (the shared refusals' words for theirs;
    `state`: for a word that would need the game; none does)."""
    template = WORDS.get(why.id)
    if template is None:
        return common.words(why, state)
    return template.format(**why.params)


def impossible(why: Reason) -> Impossible:
    """The error for a refusal that not even an override can get past."""
    return Impossible(words(why), why)

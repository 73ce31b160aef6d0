"""Vanguard's words for card abilities (docs/abilities.md): where an ability works, its marks,
its triggers, its conditions, what a blank may hold and which actions a step may be. A word not
listed here is refused where it is written, so nothing is ever guessed."""

from __future__ import annotations

import re

from playtester.games.common.abilities import Step

ZONES = ("VC", "RC", "GC", "hand", "soul", "drop")
# `order`: the ability of a Normal Order, done when the card is played (`order "Name"`)
MARK = re.compile(r"(1/turn|GB[1-9]|LB[1-9]|order)")

# triggers: the event, then the words that may follow it (the attack's target, ...)
TRIGGERS: dict[str, tuple[str, ...]] = {
    "attacks": ("vanguard", "rear"),  # this unit attacks (a vanguard, a rear-guard)
    "hits": ("vanguard", "rear"),  # this unit's attack hits
    "boosts": ("vanguard",),  # this unit boosts (a vanguard)
    "boosted": (),  # another unit boosts this one
    # the end of the battle this unit attacked in (a vanguard; the attack did not hit)
    "battle-end": ("vanguard", "no-hit", "vanguard no-hit"),
    "boost-end": (),  # the end of the battle this unit boosted in
    "vanguard-attacks": (),  # your vanguard attacks (the ability works on a rear-guard circle)
    "attacked": (),  # this unit is attacked (the target of an attack)
    "vanguard-placed": (),  # another card of yours is placed on VC ({that} is it)
    "placed": (),  # this card is placed on the circle the ability works on (VC, RC or GC)
    "placed-from-hand": (),  # ... placed there from the hand (a ride, a call, a guard)
    "called": (),  # this card is called to a rear-guard circle
    "rode-upon": (),  # another unit rides this one (the ability works in the soul)
    "ridden": (),  # this unit rides (a ride puts it on VC; {that}: the vanguard ridden from)
    "strides": (),  # this G unit strides
    "g-strides": (),  # a G unit of yours strides (a unit's, or its Heart's under it on VC)
    "stands": (),  # this unit stands
    "intercepts": (),  # this unit intercepts
    "drive-check": ("trigger", "front"),  # your drive check reveals a card (a trigger unit, ...)
    "ally-stands": (),  # another of your rear-guards stands ({that} is it)
    "ally-called": (),  # another of your units is called to a rear-guard circle ({that})
    "boost-hits": ("vanguard",),  # the attack this unit boosts hits (a vanguard; {that}: it)
    # this card is put from the hand into the drop zone (it works in the drop); `ride`: as the
    # cost of a ride from the Ride Deck (the D era)
    "discarded": ("ride",),
    "returned": (),  # this unit is returned from a rear-guard circle to the hand (works there)
    "soul-dropped": (),  # this card is put from the soul into the drop zone (it works there)
    "guard-retired": (),  # this unit is put from the guardian circle into the drop zone (there)
    "placed-from-drop": (),  # this card is placed on a circle from the drop zone (a call)
    "placed-from-deck": (),  # this card is placed on a circle from the deck (a call)
    "foe-retired": (),  # an opponent's rear-guard is put into the drop zone ({that} is it)
    "phase-start": ("ride", "main", "battle"),  # that phase of your turn begins (a unit's)
    # vocab16, Harmony: another of your units is placed on VC or a rear-guard circle ({that}:
    # it); this unit becomes in harmony (a Harmony ability's effect marks it)
    "ally-placed": (),
    "harmonized": (),
    "my-attack": (),  # the beginning of each of your attacks (any unit of yours attacks)
    # this unit becomes blazing (engorged): the state newly put on it (vocab15)
    "marked": ("blazing", "engorged"),
    "vanguard-marked": ("blazing", "engorged"),  # your vanguard becomes so (the rear-guard's)
}

# selectors: whose, which place, then filters; `self`, `that`, `boosted`, `attacked` alone
OWNERS = ("my", "their")
# (`aside`: the cards kept aside with the deck, vocab14's tickets)
PLACES = ("vanguard", "rear", "unit", "hand", "soul", "drop", "damage", "circle", "gzone", "deck",
          "aside")  # fmt: skip
FILTERS = ("rested", "standing", "front", "back", "other", "sentinel", "empty", "facedown",
           "faceup", "samename", "booster", "looked", "unitcard", "attacked", "that",
           "self", "attacking", "column", "blazing", "engorged", "blaze", "engorge",
           "harmony")  # fmt: skip
ALONE = ("self", "that", "boosted", "attacked")
COMPARE = re.compile(r"grade(<=|>=|=)[0-4]")
BREAK = re.compile(r"LB[1-9]")  # a filter: a card with an ability of that Limit Break (breaks.py)
NAMED = ("clan", "race", "named", "name", "notclan")  # followed by a quoted name (notclan: not it)
COUNTS = (">=", "<=", "=")
COMPARES = (">=", "<=", "=", ">", "<")  # a count against another (`compare my rear > their rear`)
# what each of those words compares (a count or a grade against a number)
OPERATORS = {">=": int.__ge__, "<=": int.__le__, "=": int.__eq__, ">": int.__gt__, "<": int.__lt__}

# conditions said in words alone: whose turn, who went second, a Persona Ride this turn
PLAIN_CONDITIONS = (
    ("my", "turn"), ("their", "turn"), ("went", "second"), ("persona", "rode"),
    ("played", "order"), ("played", "no", "order"),  # you played an order this turn (or not)
)  # fmt: skip
# your turn, in that phase ("during your ride phase")
PHASE_CONDITIONS = (("my", "ride", "phase"), ("my", "main", "phase"), ("my", "battle", "phase"))
DURATIONS = ("battle", "turn")
RESTRICTIONS = ("no-hit", "no-boost", "no-boosted", "no-attack", "no-stand", "no-intercept")
STATES = ("blazing", "engorged")  # the G era's keyword states a `mark` step puts on a unit
# a skill a [CONT] ability gives a unit: an icon (boost, intercept), intercepting from the
# back row, or Resist (vocab18: no card effect of the opponent's may choose the unit)
RESIST = "resist"
SKILLS = ("boost", "intercept", "back-intercept", RESIST)

# the actions a step may be, and the shape of their words after the verb ("n": a number,
# "b": a blank, "s": a signed amount, "d": an optional duration, "z": a zone or a blank, "r": a
# restriction word, "k": a skill word, "m": a state word)
STEPS: dict[str, str] = {
    "counterblast": "n",
    "countercharge": "n",
    "soulblast": "n",
    "soulcharge": "n",
    "energyblast": "n",  # the D era's Energy Generator (the `energyblast N` tool)
    "energycharge": "n",
    "draw": "n",
    "look": "n",
    "discard": "b",
    "retire": "b",
    "rest": "b",
    "stand": "b",
    "power": "bsd",
    "critical": "bsd",
    "drive": "bsd",
    "shield": "bsd",  # a guardian's shield (the unit on the guardian circle)
    "put": "bz",
    "reveal": "b",
    "faceup": "b",  # the G era's: a face-down card of the G zone turned face up
    "harmony": "b",  # the G era's: the unit becomes in harmony until end of turn (vocab16)
    "stridegrade": "bs",  # [CONT] of the hand: this card's grade as Stride's cost counts it
    "restrict": "brd",
    "mark": "bm",  # the unit becomes blazing (engorged) until the end of the turn
    "skill": "bk",  # [CONT]: the unit has the skill while the ability works
    "limitbreak": "bn",  # [CONT]: the vanguard's Limit Break N works whatever the damage
    "shuffle": "",
    "search": "",
}
# the costs an `either` step may offer (one of them paid, the player's pick): a number each
EITHER = ("counterblast", "soulblast", "energyblast", "countercharge", "soulcharge", "energycharge")
PUT_ZONES = ("hand", "soul", "drop", "deck", "bottom", "damage", "top", "bind")
# the blasts that may name which cards pay them (`counterblast 2 named "Sister"`), and where
PAID_FILTERED = {"counterblast": "damage", "soulblast": "soul"}
PER_VERBS = ("power", "critical", "shield")  # a bonus so much "per" card a selector counts
# what a [CONT] ability's effect may be; of them, what no action does (a rule reads it: the
# Stride rule, a hand card's grade for its cost), a step only of a [CONT] ability
CONSTANT = ("power", "critical", "shield", "restrict", "stridegrade", "skill", "limitbreak")
CONSTANT_ONLY = ("stridegrade", "skill", "limitbreak")


class VanguardWords:
    """Vanguard's `Vocabulary` (games/common/abilities.py)."""

    def zone(self, word: str) -> str | None:
        return None if word in ZONES else f"not a place an ability works ({', '.join(ZONES)})"

    def mark(self, word: str) -> str | None:
        return None if MARK.fullmatch(word) else "not a mark (1/turn, GB1-GB9, LB1-LB9, order)"

    def trigger(self, words: tuple[str, ...]) -> str | None:
        """An event and its words, or several joined by `or` (`placed-from-hand or discarded
        ride`: the ability is used on either), each event once."""
        said = " ".join(words).split(" or ")
        if len(said) > 1:
            if len(set(said)) != len(said) or not all(said):
                return "each event once, joined by `or` (placed-from-hand or discarded ride)"
            return next((p for p in (self.trigger(tuple(s.split())) for s in said) if p), None)
        event, *rest = words
        if event not in TRIGGERS:
            return f"'{event}' is not a trigger ({', '.join(TRIGGERS)})"
        if rest and " ".join(rest) not in TRIGGERS[event]:
            return f"'{' '.join(rest)}' cannot follow '{event}'"
        return None

    def condition(self, words: tuple[str, ...]) -> str | None:
        if words in PLAIN_CONDITIONS or words in PHASE_CONDITIONS:
            return None
        if len(words) == 3 and words[0] == "battle" and words[1] in COUNTS:
            return None if words[2].isdigit() else "a battle's number is a whole number"
        if len(words) >= 4 and words[0] == "compare":
            return _compare(self, words)
        # `count SELECTOR >= N`: so many cards; `attacks SELECTOR >= N`: so many attacks this
        # turn by the units the selector picks
        if len(words) >= 4 and words[0] in ("count", "attacks") and words[-2] in COUNTS:
            if not words[-1].isdigit():
                return "a count is compared with a whole number"
            return self.blank(words[1:-2])
        return (
            "not a condition (my turn, their turn, went second, persona rode, battle >= N,"
            " count SELECTOR >= N, attacks SELECTOR >= N, compare SELECTOR > SELECTOR)"
        )

    def blank(self, words: tuple[str, ...]) -> str | None:
        if len(words) == 1 and (words[0] in ALONE or _is_name(words[0])):
            return None
        i = 0
        if words[i] in OWNERS:
            i += 1
        else:
            return f"'{words[0]}': say whose (my, their), or self, that, boosted, attacked"
        places = 0
        while i < len(words):
            word = words[i]
            if word in PLACES:
                places += 1
            elif word in NAMED:
                i += 1
                if i >= len(words) or not words[i].startswith('"'):
                    return f"'{word}' is followed by a quoted name"
            elif word not in FILTERS and not COMPARE.fullmatch(word) and not BREAK.fullmatch(word):
                return f"'{word}' is not a selector word"
            i += 1
        return None if places == 1 else "say one place (vanguard, rear, unit, hand, soul, ...)"

    def step(self, step: Step) -> str | None:
        if step.verb == "either":
            return _either(step)
        if step.verb == "if":  # a condition among the effects: the ability ends when it fails
            if step.blanks or step.optional or not step.parts:
                return "if takes a condition's words (if count my hand >= 2)"
            return self.condition(tuple(str(p) for p in step.parts))
        shape = STEPS.get(step.verb)
        if shape is None:
            return f"'{step.verb}' is not a step ({', '.join(STEPS)})"
        parts = list(step.parts)
        parts_of = step.parts
        for kind in shape:
            part = parts.pop(0) if parts else None
            if kind == "d" and part == "per" and step.verb in PER_VERBS:  # (a [CONT] bonus)
                parts.insert(0, part)  # (no duration: `power {self} +1000 per my rear`)
                continue
            if kind == "d":
                if step.verb == "restrict" and (part == "stand") != ("no-stand" in parts_of):
                    return "no-stand lasts until its stand phase: `stand`, and `stand` is its alone"
                if step.verb == "restrict" and part == "stand":
                    continue
                if part is not None and part not in DURATIONS:
                    return f"'{part}': a duration is battle or turn"
                continue
            if part is None:
                return f"{step.verb}: something is missing after it"
            if kind == "n" and not (isinstance(part, str) and part.isdigit()):
                return f"{step.verb} takes a number"
            if kind == "b" and isinstance(part, str):
                return f"{step.verb} takes a blank ({{...}}) for its cards"
            if kind == "s" and not (isinstance(part, str) and re.fullmatch(r"[+-]\d+", part)):
                return f"{step.verb} takes a signed amount such as +5000"
            if kind == "z" and isinstance(part, str) and part not in PUT_ZONES:
                return f"put takes a zone ({', '.join(PUT_ZONES)}) or a blank"
            if kind == "r" and part not in RESTRICTIONS:
                return f"not a restriction ({', '.join(RESTRICTIONS)})"
            if kind == "k" and part not in SKILLS:
                return f"not a skill ({', '.join(SKILLS)})"
            if kind == "m" and part not in STATES:
                return f"not a state ({', '.join(STATES)})"
        if parts and step.verb in PAID_FILTERED:  # a blast of cards so filtered (named ...)
            return self.blank(("my", PAID_FILTERED[step.verb], *(str(p) for p in parts)))
        if parts and parts[0] == "per" and step.verb in PER_VERBS:  # so much for each card
            if len(parts) < 2 or not all(isinstance(p, str) for p in parts):
                return "per is followed by a selector's words (no blank)"
            return self.blank(tuple(str(p) for p in parts[1:]))
        if parts:
            return f"{step.verb}: too many words"
        return None

    def constant(self, step: Step) -> str | None:
        if "per" in step.parts and step.parts.index("per") != 2:  # (vocab17: power ... per)
            return "a [CONT] ability's bonus counted 'per' card lasts while it holds: no duration"
        if step.verb in CONSTANT:
            return None
        return f"a [CONT] ability's effect is {', '.join(CONSTANT)}, not {step.verb}"


def _compare(words_of: VanguardWords, words: tuple[str, ...]) -> str | None:
    """`compare SELECTOR OP SELECTOR`: so many cards of one kind against another's."""
    at = [i for i, word in enumerate(words) if word in COMPARES]
    if len(at) != 1 or not 1 < at[0] < len(words) - 1:
        return "compare SELECTOR > SELECTOR (one of >=, <=, =, >, < between two selectors)"
    return words_of.blank(words[1 : at[0]]) or words_of.blank(words[at[0] + 1 :])


def alternatives(step: Step) -> list[Step]:
    """The steps an `either` step offers (`either counterblast 1 or energyblast 3`: two),
    split at each `or`."""
    out: list[list[str]] = [[]]
    for part in step.parts:
        if part == "or":
            out.append([])
        else:
            out[-1].append(str(part))
    return [Step(words[0], tuple(words[1:])) if words else Step("") for words in out]


def _either(step: Step) -> str | None:
    """`either A or B`: two or more numbered costs (`counterblast 1`), no blank."""
    if step.blanks:
        return "either takes costs with a number (counterblast 1), no blank"
    steps = alternatives(step)
    if len(steps) < 2:
        return "either takes two or more costs, each after `or`"
    for one in steps:
        if one.verb not in EITHER or len(one.parts) != 1 or not _digits(one.parts[0]):
            return f"either takes costs such as counterblast 1 ({', '.join(EITHER)})"
    return None


def _digits(part: object) -> bool:
    return isinstance(part, str) and part.isascii() and part.isdigit()


def _is_name(word: str) -> bool:
    """A name given to chosen cards (`as A`): capital letters and digits."""
    return word.isalnum() and word[0].isupper()


WORDS = VanguardWords()

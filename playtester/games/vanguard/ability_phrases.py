"""Card abilities in a player's words: "Soul Blast 1, then retire one of your opponent's grade 1
or lower rear-guards", for the phase bar, the menus and the log (the data's own form is for
the person who writes it, docs/abilities.md)."""

from __future__ import annotations

from playtester.games.common.abilities import ALL, MAX_BLANK, Ability, Blank, Kind, Part, Step
from playtester.games.vanguard.ability_words import alternatives

COSTS = {
    "counterblast": "Counter Blast",
    "countercharge": "Counter Charge",
    "soulblast": "Soul Blast",
    "soulcharge": "Soul Charge",
    "energyblast": "Energy Blast",
    "energycharge": "Energy Charge",
}
ALONE = {
    "self": "this unit",
    "that": "that unit",
    "boosted": "the boosted unit",
    "attacked": "your unit being attacked",
}
PLACES = {
    "vanguard": ("vanguard", "vanguards"),
    "rear": ("rear-guard", "rear-guards"),
    "unit": ("unit", "units"),
    "hand": ("card in your hand", "cards in your hand"),
    "soul": ("card in your soul", "cards in your soul"),
    "drop": ("card in your drop zone", "cards in your drop zone"),
    "damage": ("damage card", "damage cards"),
    "circle": ("rear-guard circle", "rear-guard circles"),
    "gzone": ("card in your G zone", "cards in your G zone"),
    "deck": ("card in your deck", "cards in your deck"),
    "aside": ("card kept aside with your deck", "cards kept aside with your deck"),
}
FILTERS = {
    "rested": "rested",
    "standing": "standing",
    "front": "front row",
    "back": "back row",
    "other": "other",
    "empty": "empty",
    "sentinel": "sentinel",
    "facedown": "face-down",
    "faceup": "face-up",
    "samename": "same-named",
    "booster": "boosting",
    "looked": "looked-at",
    "unitcard": "unit",
    "attacked": "attacked",
    "that": "that",
    "self": "this",
    "column": "same-column",
    "harmony": "in-harmony",  # (vocab16: a unit in harmony this turn)
    "blazing": "blazing",
    "blaze": "Blaze-ability",
    "engorge": "Engorge-ability",
    "engorged": "engorged",
}
FORBIDS = {
    "no-hit": "cannot be hit",
    "no-boost": "cannot boost",
    "no-boosted": "cannot be boosted",
    "no-attack": "cannot attack",
    "no-intercept": "cannot intercept",
    "no-stand": "does not stand in its next stand phase",
}
GRANTS = {  # the skills a `skill` step gives (back-intercept said otherwise)
    "boost": "Boost",
    "intercept": "Intercept",
    "resist": "Resist (no card effect of the opponent's may choose it)",  # (vocab18)
}
TO = {
    "hand": "into your hand",
    "soul": "into your soul",
    "drop": "into your drop zone",
    "top": "on top of your deck",
    "bottom": "at the bottom of your deck",
    "bind": "into your bind zone",
    "damage": "into your damage zone",
}
NUMBERS = ("no", "one", "two", "three", "four", "five")


def _number(n: int) -> str:
    return NUMBERS[n] if n < len(NUMBERS) else str(n)


def _grade(word: str) -> str:
    op, n = (word[5:7], word[7:]) if word[6] == "=" else ("=", word[6:])
    return {"<=": f"grade {n} or lower", ">=": f"grade {n} or higher", "=": f"grade {n}"}[op]


def blank_words(blank: Blank) -> str:
    """Which cards a blank takes, in words: "up to two of your rested rear-guards"."""
    words = blank.words
    if len(words) == 1 and words[0] in ALONE:
        return ALONE[words[0]]
    if len(words) == 1:
        return "the chosen units"  # a name given with `as`
    theirs = words[0] == "their"
    kinds: list[str] = []
    place = "rear"
    i = 1
    while i < len(words):
        word = words[i]
        if word in PLACES:
            place = word
        elif word in ("clan", "race", "named", "name"):
            i += 1
            kinds.append(words[i].strip('"'))
        elif word == "notclan":
            i += 1
            kinds.append(f"non-{words[i].strip(chr(34))}")
        elif word.startswith("grade"):
            kinds.append(_grade(word))
        else:
            kinds.append(FILTERS.get(word, word))
        i += 1
    if blank.least == ALL:
        head = "all of"
    elif blank.least == 0:
        head = f"up to {_number(blank.most)} of"
    elif blank.most == MAX_BLANK and blank.least < blank.most:  # (`1 or more`)
        head = f"{_number(blank.least)} or more of"
    elif blank.most == 1:
        head = "one of"
    else:
        head = f"{_number(blank.most)} of"
    if place == "vanguard":
        return "your opponent's vanguard" if theirs else "your vanguard"
    noun = PLACES[place][1]
    if place in ("hand", "soul", "drop", "gzone", "deck", "aside"):
        noun = noun.replace("your", "your opponent's") if theirs else noun
        return f"{head} the {' '.join([*kinds, noun])}"
    whose = "your opponent's" if theirs else "your"
    return f"{head} {whose} {' '.join([*kinds, noun])}"


def _singular(blank: Blank | None) -> bool:
    """Whether a blank's cards are one card (for the verb's form: "gets", "get")."""
    if blank is None:
        return True
    if len(blank.words) == 1:
        return blank.words[0] in ALONE
    return blank.most == 1 and blank.least == 1


def step_words(step: Step, lasting: bool = True) -> str:
    """One step in words: "Counter Blast 1", "retire one of your opponent's rear-guards";
    `lasting`: say how long a bonus lasts (not for a [CONT] ability's, which lasts while it
    holds)."""
    parts = step.parts
    blank = step.blanks[0] if step.blanks else None
    who = blank_words(blank) if blank is not None else ""
    gets = "gets" if _singular(blank) else "get"
    verb = step.verb
    may = "you may " if step.optional else ""
    if verb in COSTS:  # (a blast of cards so filtered: which, after it)
        which = f" ({_kinds(parts[1:])} cards)" if len(parts) > 1 else ""
        return f"{may}{COSTS[verb]} {parts[0]}{which}"
    if verb == "either":  # "Counter Blast 1 or Energy Blast 3"
        return " or ".join(step_words(one) for one in alternatives(step))
    if verb == "if":  # a condition among the effects, in the vocabulary's words
        return f"if {' '.join(str(p) for p in parts)}:"
    until = f" until the end of the {parts[2] if len(parts) > 2 else 'turn'}" if lasting else ""
    if verb == "draw":
        n = int(str(parts[0]))
        return f"{may}draw {'a card' if n == 1 else f'{_number(n)} cards'}"
    if verb == "look":
        n = int(str(parts[0]))
        top = "the top card" if n == 1 else f"the top {_number(n)} cards"
        return f"{may}look at {top} of your deck"
    if verb in ("power", "critical", "drive", "shield"):
        return f"{may}{who} {gets} {parts[1]} {verb}{_per(parts)}{until}"
    if verb == "restrict":  # (no-stand: until its stand phase, said with it)
        held = "" if len(parts) > 2 and parts[2] == "stand" else until
        return f"{may}{who} {FORBIDS[str(parts[1])]}{held}"
    if verb == "mark":  # (Blaze, Engorge: a state for the turn)
        becomes = "becomes" if _singular(blank) else "become"
        return f"{may}{who} {becomes} {parts[1]} until the end of the turn"
    if verb == "limitbreak":
        return f"{may}the Limit Break {parts[1]} of {who} works whatever your damage"
    if verb == "skill":
        skill = str(parts[1])
        if skill not in GRANTS:  # (back-intercept)
            return f"{may}{who} can intercept from the back row"
        return f"{may}{who} {gets} {GRANTS[skill]}"
    if verb == "put":
        where = parts[1]
        to = f"onto {blank_words(where)}" if isinstance(where, Blank) else TO.get(str(where), "")
        return f"{may}put {who} {to}".rstrip()
    if verb in ("shuffle", "search"):
        return f"{may}{verb} your deck"
    if verb == "faceup":
        return f"{may}turn {who} face up"
    if verb == "harmony":  # (vocab16)
        return f"{may}{who} {'becomes' if _singular(blank) else 'become'} in harmony{until}"
    return f"{may}{verb} {who}".rstrip()


def _kinds(parts: tuple[Part, ...]) -> str:
    """A blast's filters in words ("Battle Sister", "grade 1 same-named")."""
    words = [str(p) for p in parts]
    out: list[str] = []
    i = 0
    while i < len(words):
        word = words[i]
        if word in ("clan", "race", "named", "name") and i + 1 < len(words):
            i += 1
            out.append(words[i].strip('"'))
        elif word.startswith("grade"):
            out.append(_grade(word))
        else:
            out.append(FILTERS.get(word, word))
        i += 1
    return " ".join(out)


def _per(parts: tuple[Part, ...]) -> str:
    """ " for each of your rear-guards": what a bonus `per` counts (nothing when none)."""
    if "per" not in parts:
        return ""
    counted = tuple(str(p) for p in parts[parts.index("per") + 1 :])
    return " for each of " + blank_words(Blank(counted)).removeprefix("one of ")


def ability_words(ability: Ability) -> str:
    """An ability's cost and effects in a line: "Soul Blast 1, then retire ..."."""
    lasting = ability.kind is not Kind.CONT
    cost = ", ".join(step_words(s) for s in ability.cost)
    effects = ", ".join(step_words(s, lasting) for s in ability.effects)
    effects = effects or "nothing more (by hand)"
    return f"{cost}, then {effects}" if cost else effects

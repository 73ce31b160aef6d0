"""Vanguard's eras, read from a printing's set number (an event promo's from its year and its
text), and what each era prints the same way on every card (the shield of each trigger, the
trigger's power), which lets card data that does not name a field decide it. The rules texts
describe the classic game; the later eras' numbers are card data (see docs/real-cards.md for how
each was measured on the community's card files)."""

from __future__ import annotations

import re

CLASSIC, G, V, D = "classic", "G", "V", "D"
ERAS = (CLASSIC, G, V, D)  # oldest first
# which era each format plays (None: any; the newest printing of a name)
FORMAT_ERAS: dict[str, str | None] = {"standard": CLASSIC, "g": G, "premium": V, "d": D}
# the set code before the slash: "G-BT11", "V-TD01", "D-SS03", "DZ-BT01", "BT14", "PR"
_SET = re.compile(r"\s*([A-Za-z0-9]+(?:-[A-Za-z0-9]+)*)\s*/")
_ERA_PREFIX = (("DZ-", D), ("D-", D), ("V-", V), ("G-", G))

# The shield each trigger prints, by era. A trigger unit whose text names no trigger has one of
# the kinds its shield fits: classic and G era criticals, stands and heals print 10000 and draws
# 5000; V era criticals and fronts 15000, draws 5000, heals 20000; D era criticals, fronts and
# heals 15000, draws 5000, overs 50000 (a sentinel prints 0 whatever its trigger).
TRIGGER_SHIELDS: dict[str, dict[int, tuple[str, ...]]] = {
    CLASSIC: {10000: ("critical", "stand", "heal"), 5000: ("draw",)},
    G: {10000: ("critical", "stand", "heal"), 5000: ("draw",)},
    V: {15000: ("critical", "front"), 5000: ("draw",), 20000: ("heal",)},
    D: {15000: ("critical", "front", "heal"), 5000: ("draw",), 50000: ("over",)},
}
ERA_TRIGGERS: dict[str, tuple[str, ...]] = {
    CLASSIC: ("critical", "draw", "heal", "stand"),
    G: ("critical", "draw", "heal", "stand"),
    V: ("critical", "draw", "front", "heal"),
    D: ("critical", "draw", "front", "heal", "over"),
}
# the power a trigger gives: +5000 in the classic and G eras, +10000 from the V era on
TRIGGER_POWER = {CLASSIC: 5000, G: 5000, V: 10000, D: 10000}
OVER_POWER = 100_000_000


# Event promos (Bushiroad Championship Series, Spring Fest...): their set code names the event
# and often its year ("BSF2019"), not the era. The years each era's English cards came out in
# (the eras met in 2014, 2018 and 2021); what only some eras print in a text (Stride came back
# in the D era).
EVENT_CODES = ("BCS", "BSF", "BRO", "BSL")
_YEAR = re.compile(r"(?<![0-9])(20[0-9]{2})(?![0-9])")
ERA_YEARS = {CLASSIC: (2011, 2014), G: (2014, 2018), V: (2018, 2021), D: (2021, 2099)}
_MARKS: tuple[tuple[re.Pattern[str], tuple[str, ...]], ...] = (
    (re.compile(r"Energy-(?:Blast|Charge)|overDress|\bride deck\b|Persona Ride|\[Over\]", re.I),
     (D,)),
    (re.compile(r"Generation Break|\[Stride\]|\bG zone\b|\[G Guardian\]", re.I), (G, D)),
)  # fmt: skip


def set_code(number: str) -> str:
    """The set of a printing: "V-TD01" of "V-TD01/004EN" ("" when the number has no slash)."""
    found = _SET.match(number)
    return found[1].upper() if found else ""


def possible_eras(number: str, text: str = "") -> tuple[str, ...]:
    """The eras a printing may be of: its set code's (one), an event promo's by its year and
    text (one or more), none when the number says nothing."""
    return _eras_and_why(number, text)[0]


def era_of(number: str, text: str = "") -> str | None:
    """The era of a printing (None when its number and text do not decide one)."""
    found = possible_eras(number, text)
    return found[0] if len(found) == 1 else None


def era_evidence(number: str, text: str) -> tuple[str, str] | None:
    """(rule, what it saw) for the era of an event promo, whose set code does not say it:
    "date", "text" or "undecided". None for any other printing."""
    _, rule, said = _eras_and_why(number, text)
    return (rule, said) if rule else None


def _eras_and_why(number: str, text: str) -> tuple[tuple[str, ...], str, str]:
    """The eras a printing may be of, and for an event promo the rule and the sentence: its
    year narrows them, then its text; evidence that disagrees decides nothing."""
    code = set_code(number)
    if not code:
        return (), "", ""
    for prefix, era in _ERA_PREFIX:
        if code.startswith(prefix):
            return (era,), "", ""
    if not code.startswith(EVENT_CODES):
        return (CLASSIC,), "", ""
    found: tuple[str, ...] = ERAS
    year = _YEAR.search(code)
    if year is None:
        why = [f"its set code {code} names an event and no year"]
    else:
        found = tuple(e for e in ERAS if ERA_YEARS[e][0] <= int(year[1]) <= ERA_YEARS[e][1])
        why = [f"its set code {code} names an event of {year[1]}, in {named(found)}"]
    rule = "date" if len(found) == 1 else "undecided"
    for pattern, eras in _MARKS:
        mark = pattern.search(text)
        if mark is None or set(found) <= set(eras):
            continue
        why.append(f"its text has {mark[0]!r}, which only {named(eras)} prints")
        narrowed = tuple(e for e in found if e in eras)
        if not narrowed:
            found = tuple(e for e in ERAS if e in found or e in eras)
            why.append("the evidence disagrees")
            return found, "undecided", "; ".join(why)
        found, rule = narrowed, ("text" if len(narrowed) == 1 else rule)
    if len(found) > 1:
        why.append(f"it may be of {named(found)}")
    return found, rule, "; ".join(why)


def named(eras: tuple[str, ...]) -> str:
    """Eras as a sentence says them: "the G era", "the G or V era", "any era"."""
    if set(eras) >= set(ERAS) or not eras:
        return "any era"
    return "the " + " or ".join(eras) + " era"


def newness(number: str, text: str = "") -> tuple[int, str, str]:
    """A key that sorts printings oldest first: by era, then set code, then number."""
    era = era_of(number, text)
    return (-1 if era is None else ERAS.index(era), set_code(number), number)


def era_kinds(eras: tuple[str, ...]) -> tuple[str, ...]:
    """Every trigger kind of `eras` (of every era when none is given)."""
    return tuple(dict.fromkeys(k for era in eras or ERAS for k in ERA_TRIGGERS[era]))


def kinds_by_shield(eras: tuple[str, ...], shield: int | None) -> tuple[str, ...]:
    """The trigger kinds a trigger of one of `eras` (any era when none is given) with this
    shield can be: those the shield fits, else (or if it is unknown) every kind of those eras."""
    printed = -1 if shield is None else shield
    fitting = [k for era in eras or ERAS for k in TRIGGER_SHIELDS[era].get(printed, ())]
    return tuple(dict.fromkeys(fitting)) or era_kinds(eras)


def card_trigger_kinds(number: str, text: str, shield: int | None) -> tuple[str, ...]:
    """The trigger kinds a printing may be, by the eras it may be of and its shield."""
    return kinds_by_shield(possible_eras(number, text), shield)

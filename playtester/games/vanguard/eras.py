"""Vanguard's eras, read from a printing's set number, and what each era prints the same way on
every card (the shield of each trigger, the trigger's power), which lets card data that does not
name a field decide it. The rules texts describe the classic game; the later eras' numbers are
card data (see docs/real-cards.md for how each was measured on the community's card files)."""

from __future__ import annotations

import re

CLASSIC, G, V, D = "classic", "G", "V", "D"
ERAS = (CLASSIC, G, V, D)  # oldest first
# which era each format plays (None: any; the newest printing of a name)
FORMAT_ERAS: dict[str, str | None] = {"standard": CLASSIC, "g": G, "premium": V}
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


def set_code(number: str) -> str:
    """The set of a printing: "V-TD01" of "V-TD01/004EN" ("" when the number has no slash)."""
    found = _SET.match(number)
    return found[1].upper() if found else ""


def era_of(number: str) -> str | None:
    """The era of a printing by its set code (None when the number says nothing)."""
    code = set_code(number)
    if not code:
        return None
    for prefix, era in _ERA_PREFIX:
        if code.startswith(prefix):
            return era
    return CLASSIC


def newness(number: str) -> tuple[int, str, str]:
    """A key that sorts printings oldest first: by era, then set code, then number."""
    era = era_of(number)
    return (-1 if era is None else ERAS.index(era), set_code(number), number)


def trigger_kinds(era: str | None, shield: int) -> tuple[str, ...]:
    """The trigger kinds a trigger unit of this era and shield can be (every kind the era knows,
    or every kind, when the shield fits none of its triggers)."""
    if era is None:
        return tuple(dict.fromkeys(k for kinds in ERA_TRIGGERS.values() for k in kinds))
    return TRIGGER_SHIELDS[era].get(shield, ERA_TRIGGERS[era])

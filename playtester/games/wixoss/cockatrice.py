"""WIXOSS cards from Cockatrice card databases, as the community's WIXOSS plugins write them
(in English): `<type>` is the card type, then after " - " an LRIG's LRIG type or a SIGNI's
class, and "X Limited" for a card limited to the LRIG type X (`LRIG - Tama`, `SIGNI - War
Spirit: Arm - Tama Limited`, `ARTS`); `<manacost>` is an LRIG's level and grow cost (`3 - WW`,
`0 - 0`), a SIGNI's level (`3`), or the cost of a spell, arts or piece (`1R`: one colourless
and one red); `<color>` the colours' letters (W R U G B, none for colourless); `<loyalty>` an
LRIG's limit; `<pt>` a SIGNI's power (`12000/*`); `<text>` the text, which marks a Guard
(`[Guard]`), a Life Burst (`[Life Burst]`) and the use timing (`Use Timing [Main Phase]`).

What the text decides is kept with its evidence; what these files never say (an LRIG's team)
is unknown, as is a value in a shape no rule here reads.
"""

from __future__ import annotations

import re
from typing import Any, cast

from playtester.cards.fields import CONTROL, card_name, number_value, show, text_value
from playtester.engine.imports import Evidence, FieldError, ImportedCard
from playtester.games.wixoss import eras
from playtester.games.wixoss.cards import (
    COLORS,
    FIELD_SIGNI_KINDS,
    LRIG_KINDS,
    MAX_COST,
    MAX_LEVEL,
    Cost,
    WixossCard,
)

UNDECIDED, NUMBER, TEXT = "undecided", "number", "text"
FIELDS = frozenset({"manacost", "loyalty", "pt", "set"})  # what marks a Cockatrice record
IGNORED = frozenset({"cmc", "related", "tablerow", "side", "layout", "maintype"})
TYPES = {"lrig": "lrig", "assistlrig": "assist_lrig", "signi": "signi", "spell": "spell"}
TYPES |= {"arts": "arts", "piece": "piece", "resona": "resona", "key": "key"}
LETTERS = {"W": "white", "R": "red", "U": "blue", "G": "green", "B": "black", "C": "colorless"}
TIMINGS = {"main phase": "main", "attack phase": "attack", "spell cut-in": "spell_cutin"}
_LEVEL_COST = re.compile(r"([0-9]{1,2})\s*-\s*(\S{0,40})")
_COST = re.compile(r"([0-9]{0,2})([WRUGBC]{0,40})")
_POWER = re.compile(r"([0-9]{1,9})\s*(?:/.{0,4})?")
_GUARD = re.compile(r"^\s*\[Guard\]", re.MULTILINE)
_BURST = re.compile(r"\[Life Burst\]")
_TIMING = re.compile(r"Use Timing\s*((?:\[[A-Za-z -]{1,20}\]\s*){1,3})")


def is_cockatrice(raw: dict[str, Any]) -> bool:
    """Whether a record is a Cockatrice card's (it has one of its own properties)."""
    return any(key in raw for key in FIELDS)


def _kind(words: str) -> tuple[str, str, str]:
    """(kind, LRIG type or class, the LRIG type it is limited to) of a `<type>`."""
    parts = [part.strip() for part in words.split(" - ")]
    kind = TYPES.get(re.sub(r"[^a-z]", "", parts[0].casefold()))
    if kind is None:
        raise FieldError("kind", f"{show(words)} is not a WIXOSS card type this program knows")
    limited = next((p.removesuffix(" Limited") for p in parts[1:] if p.endswith(" Limited")), "")
    which = next((p for p in parts[1:] if not p.endswith(" Limited")), "")
    return kind, which, limited


def _colours(raw: dict[str, Any]) -> tuple[str, ...]:
    letters = re.sub(r"[\s/,]", "", text_value(raw, "color")).upper()
    if not letters:
        return ("colorless",)
    if any(letter not in LETTERS for letter in letters):
        raise FieldError("color", f"{show(letters)} is not WIXOSS colour letters (W R U G B)")
    return tuple(dict.fromkeys(LETTERS[letter] for letter in letters))


def _cost(given: str, field: str, found: list[Evidence]) -> Cost:
    """A cost written as Cockatrice's plugins write it: colourless symbols as a number, then a
    letter a symbol (`1R`, `WWW`); "0" or nothing: none."""
    words = re.sub(r"[\s{}]", "", given).upper()
    match = _COST.fullmatch(words)
    if match is None:
        found.append(Evidence(field, UNDECIDED, f"its manacost gives {show(given)}, not read"))
        return ()
    counts = {"colorless": int(match[1] or 0)}
    for letter in match[2]:
        colour = LETTERS[letter]
        counts[colour] = counts.get(colour, 0) + 1
    if any(n > MAX_COST for n in counts.values()):
        raise FieldError(field, f"{show(given)} has more than {MAX_COST} symbols of a colour")
    return tuple((c, counts[c]) for c in COLORS if counts.get(c))


def _number(value: str, field: str, needed: bool, found: list[Evidence]) -> int:
    match = _POWER.fullmatch(value.strip()) if value.strip() else None
    if match is None:
        if needed:
            said = f"its file gives {show(value)}" if value.strip() else "its file gives none"
            found.append(Evidence(field, UNDECIDED, said))
        return 0
    return number_value({field: match[1]}, field) or 0


def _from_text(text: str, found: list[Evidence]) -> tuple[bool, bool, tuple[str, ...]]:
    """(Guard, Life Burst, timing) as the text marks them, each with its evidence."""
    guard, burst = bool(_GUARD.search(text)), bool(_BURST.search(text))
    if guard:
        found.append(Evidence("guard", TEXT, "its text opens a line with [Guard]"))
    if burst:
        found.append(Evidence("burst", TEXT, "its text has a [Life Burst]"))
    timing: list[str] = []
    use = _TIMING.search(text)
    for word in re.findall(r"\[([^\]]+)\]", use[1]) if use else ():
        if word.casefold() in TIMINGS:
            timing.append(TIMINGS[word.casefold()])
    if timing:
        found.append(Evidence("timing", TEXT, f"its text says {use[0].strip()!r}" if use else ""))
    return guard, burst, tuple(dict.fromkeys(timing))


def cockatrice_card(raw: dict[str, Any], where: str) -> ImportedCard:
    """The card of one printing of a Cockatrice card (FieldError names the field that cannot
    be read)."""
    name = card_name(raw)
    found: list[Evidence] = []
    kind, which, limited = _kind(text_value(raw, "kind"))
    number = text_value(raw, "number")
    era = eras.era_of(number)
    if era is not None and era != eras.DIVA:
        said = f"its set number {number} is not of a Diva set: the diva format does not play it"
        found.append(Evidence("era", NUMBER, said))
    manacost = text_value(raw, "manacost")
    level, grow_cost, cost = 0, cast(Cost, ()), cast(Cost, ())
    if kind in LRIG_KINDS:
        split = _LEVEL_COST.fullmatch(manacost)
        if split is None:
            found.append(Evidence("level", UNDECIDED, f"its manacost gives {show(manacost)}"))
        else:
            level = int(split[1])
            grow_cost = _cost(split[2], "grow_cost", found)
        found.append(Evidence("team", UNDECIDED, "these files do not say an LRIG's team"))
    elif kind in FIELD_SIGNI_KINDS:
        level = _number(manacost, "level", True, found)
    else:
        cost = _cost(manacost, "cost", found)
    text = CONTROL.sub("", text_value(raw, "text"))
    guard, burst, timing = _from_text(text, found)
    card = WixossCard(
        name=name,
        kind=kind,
        number=number,
        color=_colours(raw),
        level=min(level, MAX_LEVEL),
        limit=min(_number(text_value(raw, "loyalty"), "limit", kind in LRIG_KINDS, found), 99),
        power=_number(text_value(raw, "pt"), "power", kind in FIELD_SIGNI_KINDS, found),
        grow_cost=grow_cost,
        cost=cost,
        timing=timing,
        lrig_type=which if kind in LRIG_KINDS else "",
        signi_class="" if kind in LRIG_KINDS else which,
        restriction=limited,
        guard=guard,
        burst=burst,
        text=text,
    )
    return ImportedCard(card, tuple(found), where)

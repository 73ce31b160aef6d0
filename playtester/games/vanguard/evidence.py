"""What decides each field of a Vanguard card that a card file does not state, and the evidence
for it: never a guess. A field the evidence cannot decide is UNKNOWN (asked for at the table,
set by `card edit`).

The evidence, in the order it is tried (each rule's share of the community's card files is in
docs/real-cards.md):
- the file's card type: "Trigger Unit", "G Unit" (a G guardian when its text opens with the
  G Guardian ability), "Others" (a crest or a token when its type or name says so);
- the text: a trigger's reminder (the four-heal limit, the D era's "when revealed as a
  trigger..." lines, "[Over] trigger"), the Sentinel ability;
- the era of the printing (from its set number) with its shield: each era prints each trigger
  with its own shield (see `games/vanguard/eras.py`), so a shield that fits one trigger only
  decides it; the era also gives the trigger's power and says which grade 3s carry a gift icon;
- another printing of the same name whose trigger was decided, when that kind fits this one's
  shield (`decide_by_name`, across an import and the library);
- a V era grade 3's gift: the V era texts of its clan naming one gift only ("Imaginary Gift:
  Accel"), across an import and the library (`gift_by_clan`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from playtester.engine.imports import Evidence
from playtester.games.vanguard import eras
from playtester.games.vanguard.cards import UNKNOWN, VanguardCard

# the rules that decide a field, as reports count them
TYPE, TEXT, SHIELD, ERA, GRADE, NAME, CLAN, LAYOUT, STATS, UNDECIDED = (
    "type", "text", "shield", "era", "grade", "name", "clan", "layout", "stats", "undecided",
)  # fmt: skip
YOU = "you"  # a field the user set (card edit, an answer at the table), as the library keeps it


# -- the text's evidence ---------------------------------------------------------------------

_HEAL = re.compile(
    r"up to (?:four|4)\b[^)\n]{0,80}\[Heal\]|\[Heal\]\s*HEAL\b|\bheal\s+trigger\b", re.IGNORECASE
)
_REVEALED = re.compile(r"When revealed as a trigger,([^)\n]{0,300})", re.IGNORECASE)
_ICON = re.compile(  # "[Critical] CRITICAL" (as CGS files print an icon), "Draw Trigger"
    r"\[(?i:critical|draw|heal|stand|front|over)\]\s*(CRITICAL|DRAW|HEAL|STAND|FRONT|OVER)\b"
    r"|\b((?i:critical|draw|stand|front|over))\s+(?i:trigger)\b(?!s? in a deck)"
)
# "one [Over] trigger in a deck", or (some D era records) "one [Over] in a deck"
_OVER = re.compile(r"\[Over\]\s*trigger|\bone\s+\[Over\]\s+in\s+a\s+deck", re.IGNORECASE)
_MILLION = re.compile(r"\[Power\]\s*\+\s*([0-9]{1,4})\s*Million", re.IGNORECASE)
# (no pattern here lets two runs of spaces meet: that would take quadratic time on long runs)
SENTINEL = re.compile(r"\[CONT\][^:\n]{0,20}:\s*Sentinel\b|^[ \t]*Sentinel\b", re.I | re.M)
# the G Guardian ability opening a line (after a reminder of the card's name, say); an ability
# that works on the guardian circle; the Stride ability, which a G guardian never has
G_GUARDIAN = re.compile(r"^[ \t]*(?:\([^()\n]{0,300}\)\s*)?\[G Guardian\]", re.I | re.M)
_ON_GC = re.compile(r"\[(?:AUTO|CONT|ACT)\][ \t]*\(GC\)", re.IGNORECASE)
_STRIDE = re.compile(r"\[Stride\]", re.IGNORECASE)


def trigger_in_text(text: str) -> tuple[str, str] | None:
    """(kind, what the text says) when a trigger's reminder or icon in the text names it."""
    if _OVER.search(text):
        return "over", "its reminder limits a deck to one [Over] trigger"
    if _HEAL.search(text):
        return "heal", "its reminder limits a deck to four heal triggers"
    revealed = _REVEALED.search(text)
    if revealed:
        effect = revealed[1]
        million = _MILLION.search(effect)
        if million:  # it draws a card too, as a draw trigger does: that is not what decides
            return "over", f"its reminder gives [Power] +{million[1]} Million when revealed"
        if re.search(r"front row units get \[Power\]", effect, re.IGNORECASE):
            return "front", "its reminder gives power to every front-row unit when revealed"
        if re.search(r"\[Critical\]\s*\+1", effect, re.IGNORECASE):
            return "critical", "its reminder gives +1 critical when revealed"
        if re.search(r"\bdraw a card", effect, re.IGNORECASE):
            return "draw", "its reminder draws a card when revealed"
        if re.search(r"\[Stand\]|\bstand\b", effect, re.IGNORECASE):
            return "stand", "its reminder stands a rear-guard when revealed"
    icon = _ICON.search(text)
    if icon:
        kind = next(word for word in icon.groups() if word).casefold()
        return kind, f"its text names the {kind} trigger ({icon[0]!r})"
    return None


def g_guardian_of(text: str, power: int | None, shield: int | None) -> tuple[str, str] | None:
    """(rule, what it saw) when a G unit's record is a G guardian's: its text has the G
    Guardian ability or an ability that works on (GC), or it prints a shield and no power (as
    G guardians do; a G unit that strides prints power and no shield). None for a G unit whose
    text has the Stride ability, or that nothing marks."""
    if _STRIDE.search(text):
        return None
    found = G_GUARDIAN.search(text)
    if found:
        where = "its text" if not text[: found.start()].strip() else "a line of its text"
        return TEXT, f"{where} opens with the G Guardian ability"
    if _ON_GC.search(text):
        return TEXT, "its text has an ability that works on (GC), where only a G guardian goes"
    if power is None and shield:
        return STATS, f"it prints a shield and no power ({shield} shield), as G guardians do"
    return None


def trigger_by_shield(
    number: str, shield: int | None, sentinel: bool, text: str = ""
) -> tuple[str, str]:
    """(kind or UNKNOWN, why) for a trigger unit whose text names no trigger: the kinds its
    shield fits in the eras it may be of (one era, unless an event promo's is undecided)."""
    possible = eras.possible_eras(number, text)
    if not possible:
        return UNKNOWN, "it is a trigger unit; neither its text nor a set number says which"
    where = f"{eras.named(possible)} ({number})"
    if sentinel:
        kinds = eras.era_kinds(possible)
        return UNKNOWN, (
            f"a sentinel prints no trigger's shield; in {where} it may be a {_or(kinds)} trigger"
        )
    kinds = eras.kinds_by_shield(possible, shield)
    if shield is None:
        return UNKNOWN, f"its shield is unknown; in {where} it may be a {_or(kinds)} trigger"
    if not any(shield in eras.TRIGGER_SHIELDS[era] for era in possible):
        return UNKNOWN, f"no trigger of {where} has {shield} shield"
    if len(kinds) == 1:
        return kinds[0], f"only the {kinds[0]} trigger has {shield} shield in {where}"
    return (
        UNKNOWN,
        f"{shield} shield in {where} is a {_or(kinds)} trigger's, and its text names none",
    )


def trigger_power(number: str, trigger: str | None, text: str) -> tuple[int, str]:
    """The power a trigger gives: an over trigger's from its text, else its era's (the eras
    an event promo may be of, where they agree), else the rules texts' +5000."""
    if trigger == "over":
        found = _MILLION.search(text)
        power = int(found[1]) * 1_000_000 if found else eras.OVER_POWER
        return power, f"an over trigger gives +{power:,}"
    possible = eras.possible_eras(number, text)
    if not possible:
        return 5000, "no set number: the rules texts' +5000"
    powers = {eras.TRIGGER_POWER[era] for era in possible}
    if len(powers) > 1:
        return (
            5000,
            f"its era is unknown ({eras.named(possible)}, {number}): the rules texts' +5000",
        )
    (power,) = powers
    return power, f"triggers of {eras.named(possible)} ({number}) give +{power}"


def gift_of(number: str, kind: str, grade: int | None, text: str = "") -> tuple[str | None, str]:
    """A gift icon is printed on every V era grade 3 unit, and on no other card; which one, the
    files do not say (UNKNOWN). A grade 3 unit that may be of the V era may carry one."""
    possible = eras.possible_eras(number, text)
    if eras.V not in possible or kind != "unit" or grade != 3:
        return None, ""
    if possible == (eras.V,):
        return (
            UNKNOWN,
            f"V era grade 3 units ({number}) carry a gift icon; the data does not say which",
        )
    return UNKNOWN, (
        f"it may be of {eras.named(possible)} ({number}), whose grade 3 units carry a gift icon;"
        " the data does not say whether it has one, or which"
    )


_GIFT_NAMED = re.compile(r"\bImaginary Gift\b\W{0,3}(Force|Accel|Protect)\b", re.IGNORECASE)


def gifts_named(cards: Iterable[VanguardCard]) -> dict[str, dict[str, list[str]]]:
    """clan -> gift -> set numbers of the V era cards of that clan whose text names the gift
    ("Imaginary Gift: Accel"): in the V era each clan has one gift."""
    out: dict[str, dict[str, list[str]]] = {}
    for card in cards:
        if card.clan and eras.era_of(card.number, card.text) == eras.V:
            for found in _GIFT_NAMED.finditer(card.text):
                numbers = out.setdefault(card.clan, {}).setdefault(found[1].casefold(), [])
                numbers.append(card.number)
    return out


def gift_by_clan(
    card: VanguardCard, named: dict[str, dict[str, list[str]]]
) -> tuple[str, Evidence] | None:
    """The gift that decides an unknown one, and its evidence: the V era texts of the card's
    clan name that gift and no other (None when they name none, or several)."""
    gifts = named.get(card.clan, {})
    if card.gift != UNKNOWN or len(gifts) != 1:
        return None
    ((gift, numbers),) = gifts.items()
    shown = ", ".join(sorted(set(numbers))[:3]) + (" ..." if len(set(numbers)) > 3 else "")
    said = (
        f"V era texts of its clan {card.clan} name Imaginary Gift: {gift.title()} ({shown}),"
        " and no other gift"
    )
    return gift, Evidence("gift", CLAN, said)


def decide_by_name(cards: list[VanguardCard], decided: dict[str, set[str]]) -> list[int]:
    """The indexes of `cards` whose unknown trigger another printing of the same name decides:
    `decided[name]` holds the kinds its other printings were decided to be (by text, shield or
    the user); one kind that fits this printing's era and shield decides it. A shield that no
    trigger of the era prints (a sentinel's 0, a 15000 in the G era) fits no kind: it is not
    evidence."""
    out = []
    for index, card in enumerate(cards):
        kinds = decided.get(card.name, set())
        if card.trigger != UNKNOWN or len(kinds) != 1:
            continue
        (kind,) = kinds
        era = eras.era_of(card.number, card.text)
        shield = card.shield if card.shield is not None else -1  # unknown: fits none
        if era is not None and kind in eras.TRIGGER_SHIELDS[era].get(shield, ()):
            out.append(index)
    return out


def _or(words: tuple[str, ...]) -> str:
    return ", ".join(words[:-1]) + f" or {words[-1]}" if len(words) > 1 else words[0]

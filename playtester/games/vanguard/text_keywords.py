"""Vanguard's keyword lines read as a whole: Sentinel (the card's own field, which the deck rule
counts), the G units' standard Stride line (the game's Stride rule, games/vanguard/stride.py:
grades adding up to 3 or more discarded from the hand, both vanguards of grade 3 or more),
Forerunner (an auto ability of the soul, once the card's clan is known), Lord (this unit cannot
attack while you have a unit of another clan, once the card's clan is known), the G era's Blaze
and Engorge (auto abilities that put a state on a unit for the turn: blazing, engorged) and a
[Glitter] card's mark (no ability; the abilities after a "[Glitter]-Name (Active if ...)" line
are left by hand: its condition is no record's). Their reminder text in parentheses is
understood as the keyword's, never read as an effect."""

from __future__ import annotations

import re
from functools import lru_cache

from playtester.games.common.abilities import MAX_BLANK, Ability, Blank, Kind, Step

_SENTINEL = re.compile(r"\[CONT\]:\s*Sentinel\s*(\(You may only have up to four [^()]*\))?", re.I)
_STRIDE = re.compile(
    r"\[Stride\](\(Released when both players' vanguards are grade 3 or greater!\))?"
    r"-Stride Step-(\[COST\])?\[Choose one or more cards (from (your )?hand )?with the sum of"
    r" their grades being 3 or greater( from your hand)?, and discard them\],? (and )?\[Stride\]"
    r" this card on your \(VC\) from face down\.",
    re.I,
)
_FORERUNNER = re.compile(
    r"\[AUTO\]:\s*Forerunner\s*(\(When a unit of the same clan rides this unit, you may call"
    r" this unit to \(RC\)\))?",
    re.I,
)
_LORD = re.compile(
    r"\[CONT\]\((VC/RC|VC\)/\(RC)\):\s*Lord\s*(\(If you have a unit without a same clan as this"
    r" unit, this unit cannot attack\))?",
    re.I,
)
# the G era's Blaze and Engorge (vocab15), with their reminder or alone: the keyword is the
# whole ability; where it works is the header's
_BLAZE = re.compile(
    r"\[AUTO\]\((?P<zones>VC/RC|VC|RC)\):\s*Blaze\s*(\(At the beginning of each of your attacks,"
    r" if you have more rear-guards than your opponent, your vanguard becomes blazing until end"
    r" of turn\))?",
    re.I,
)
_ENGORGE = re.compile(
    r"\[AUTO\]\((?P<zones>VC/RC|VC|RC)\):\s*Engorge\s*(\(When this unit attacks, you may retire"
    r" one or more of your other rear-guards\. If you do, it is engorged until end of turn\))?",
    re.I,
)
# a [Glitter] card's mark (the last line of its text): other cards' text asks for a [Glitter];
# the line itself does nothing
_GLITTER = re.compile(r"\[Glitter\]\s*(\(This card is a \[Glitter\][^()]{0,80}\))?", re.I)
# "[Glitter]-Name (Active if ...)": the abilities after it work only when that holds
GATE = re.compile(r"\[Glitter\]-", re.I)
_DASHES = str.maketrans(dict.fromkeys("\u2010\u2013\u2014", "-") | {"\u2019": "'"})

SENTINEL = "sentinel: the card's sentinel field (the deck rule counts it)"
STRIDE = "stride: the game's Stride rule"
GLITTER = "glitter: a mark of the card that other cards' text asks for; no ability of its own"


def keyword(line: str, clan: str = "") -> tuple[Ability | None, str] | None:
    """A keyword line's record (None when the game's rules do it) and what it is; None when
    the line is no keyword this reader knows (or Forerunner of a card without one clan)."""
    line = line.translate(_DASHES).strip()
    if _SENTINEL.fullmatch(line):
        return None, SENTINEL
    if _STRIDE.fullmatch(line):
        return None, STRIDE
    if _GLITTER.fullmatch(line):
        return None, GLITTER
    if found := _BLAZE.fullmatch(line):
        return blaze(_zones(found["zones"])), "blaze"
    if found := _ENGORGE.fullmatch(line):
        return engorge(_zones(found["zones"])), "engorge"
    if _LORD.fullmatch(line) and clan and '"' not in clan and "\\" not in clan:
        return lord(clan), "lord"
    if _FORERUNNER.fullmatch(line) and clan and '"' not in clan and "\\" not in clan:
        return forerunner(clan), "forerunner"
    return None


SELF = Blank(("self",))


_KEYWORDS = {"blaze": _BLAZE, "engorge": _ENGORGE}  # a card's keyword, by the filter's word


@lru_cache(maxsize=4096)
def has_keyword(text: str, word: str) -> bool:
    """Whether a card's printed text has the keyword ability `word` (blaze, engorge) as a line
    of its own, as the reader reads it ("a unit with the blaze ability")."""
    keyword_line = _KEYWORDS[word]
    return any(
        keyword_line.fullmatch(line.translate(_DASHES).strip()) for line in text.splitlines()
    )


def _zones(header: str) -> tuple[str, ...]:
    """The circles a header's "(VC/RC)" names."""
    return tuple(header.upper().split("/"))


def blaze(zones: tuple[str, ...]) -> Ability:
    """Blaze: at the beginning of each of your attacks, if you have more rear-guards than your
    opponent, your vanguard becomes blazing until end of turn (its reminder)."""
    more = ("compare", "my", "rear", ">", "their", "rear")
    becomes = Step("mark", (Blank(("my", "vanguard")), "blazing"))
    return Ability(Kind.AUTO, zones, (), ("my-attack",), (more,), (), (becomes,))


def engorge(zones: tuple[str, ...]) -> Ability:
    """Engorge: when this unit attacks, you may retire one or more of your other rear-guards;
    if you do, it is engorged until end of turn (its reminder): the retiring is the cost its
    player may pay (none retired, none paid: no state)."""
    others = Blank(("my", "rear", "other"), MAX_BLANK, 1)
    retire = Step("retire", (others,))
    return Ability(
        Kind.AUTO, zones, (), ("attacks",), (), (retire,), (Step("mark", (SELF, "engorged")),)
    )


def forerunner(clan: str) -> Ability:
    """Forerunner: when a unit of this card's clan rides it, you may call it to a rear-guard
    circle (the new vanguard is of the clan, and this card is in the soul)."""
    same = ("count", "my", "vanguard", "clan", f'"{clan}"', ">=", "1")
    call = Step("put", (Blank(("self",)), Blank(("my", "circle"))), optional=True)
    return Ability(Kind.AUTO, ("soul",), (), ("rode-upon",), (same,), (), (call,))


def lord(clan: str) -> Ability:
    """Lord: while you have a unit of another clan than this card's, it cannot attack."""
    other = ("count", "my", "unit", "notclan", f'"{clan}"', ">=", "1")
    return Ability(
        Kind.CONT, ("VC", "RC"), (), (), (other,), (), (Step("restrict", (SELF, "no-attack")),)
    )


__all__ = [
    "GATE", "GLITTER", "SENTINEL", "STRIDE", "blaze", "engorge", "forerunner", "has_keyword",
    "keyword", "lord",
]  # fmt: skip

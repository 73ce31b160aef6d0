"""The deck limits that the cards' own text or their era sets, beyond the rules texts' heal
limit: at most four sentinels (perfect guards), at most one over trigger.

The rules texts limit neither. Players know both as the official rules: sentinels are limited
to four from the G era on (its rule piece says so: `Format.sentinel_limit`), and a sentinel that
prints the reminder ("up to four ... in a deck") limits them in any format; an over trigger is
the D era's, and every one is limited to one in a deck (its reminder says so). Each refusal
names where the limit comes from (see docs/real-cards.md).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from playtester.engine.cards import Card
from playtester.games.vanguard.cards import VanguardCard, vanguard_card
from playtester.games.vanguard.formats import find_format

MAX_SENTINELS = 4
MAX_OVERS = 1
# a reminder limiting a deck to four such cards ("up to four cards with ... in a deck"); the
# heal triggers' reminder, which a heal sentinel may also print, is not the sentinels'
_UP_TO_FOUR = re.compile(r"\bup to (?:four|4)\b([^()\n]{0,80}?)\bin a deck\b", re.IGNORECASE)
_ONE_OVER = re.compile(r"\bone\s+\[Over\](?:\s*trigger)?\s+in\s+a\s+deck", re.IGNORECASE)
_SHOWN = 3  # set numbers named in a refusal


def says_four_sentinels(text: str) -> bool:
    """Whether a sentinel's text limits a deck to four of them."""
    return any("heal" not in found[1].casefold() for found in _UP_TO_FOUR.finditer(text))


def limit_problems(main: Sequence[Card], format: str) -> list[str]:
    """How the main deck breaks the sentinels' and over triggers' limits, naming each rule."""
    problems = []
    sentinels = [vanguard_card(c) for c in main if vanguard_card(c).sentinel]
    if len(sentinels) > MAX_SENTINELS:
        saying = _numbers(c for c in sentinels if says_four_sentinels(c.text))
        if saying:
            why = f"their own text says so ({saying})"
        elif find_format(format).sentinel_limit is not None:
            why = f"the {format} format's rule (from the G era on)"
        else:
            why = ""
        if why:
            problems.append(
                f"{len(sentinels)} sentinels (perfect guards); at most {MAX_SENTINELS} in a"
                f" deck: {why}"
            )
    overs = [vanguard_card(c) for c in main if vanguard_card(c).trigger == "over"]
    if len(overs) > MAX_OVERS:
        saying = _numbers(c for c in overs if _ONE_OVER.search(c.text))
        why = (
            f"its own text says so ({saying})"
            if saying
            else "the D era's rule (over triggers are its own)"
        )
        problems.append(f"{len(overs)} over triggers; at most {MAX_OVERS} in a deck: {why}")
    return problems


def _numbers(cards: Iterable[VanguardCard]) -> str:
    """The first few set numbers of `cards`, each once."""
    numbers = list(dict.fromkeys(c.number for c in cards if c.number))
    return ", ".join(numbers[:_SHOWN]) + (" ..." if len(numbers) > _SHOWN else "")

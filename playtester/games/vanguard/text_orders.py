"""An order's printed text read into its ability (the orders family of the text reader):
"Play this with [COST][...]!" on a line of its own, then the effect on the next line, read as
one ability of the hand marked `order` (orders.py plays the card and runs it: its cost, then its
effect). Which kind of order it is (Normal: the main phase; Blitz: the guard step of the
opponent's turn) is its card's `order_kind`, as the card file's type says it; the reading is
the same for both (vocab20: a Blitz Order's "until end of that battle" is read too). Not read:
a text with an order zone (a Set Order, a World) or another ability ([AUTO], ...), a text that
speaks of Blitz Orders ("play one more blitz order": a limit raised), anything after the
effect line, a condition after the cost ("... if you have ...!") and "this card" other than
put somewhere (it is no unit)."""

from __future__ import annotations

import re

from lark.exceptions import LarkError

from playtester.games.common.abilities import Ability, Kind
from playtester.games.common.text_reading import MAX_ABILITY, Reading
from playtester.games.vanguard.order_shape import NOT_ORDER
from playtester.games.vanguard.text_parts import SELF, Unread

ORDER = "order"  # the mark of the ability (ability_words.py)
# the line that opens a Normal Order's text: its cost alone (a condition after it: by hand)
_PLAY = re.compile(r"Play this (?:card )?with \[COST\]\[([^\n]{1,200})\]!", re.I)


_LINE = re.compile(r"[^\n]+")
_REMINDER = re.compile(r"\([^()\n]*\)\.?")  # a reminder line: no ability


def order_reading(text: str) -> Reading | None:
    """The reading of a Normal Order's text, spanning its "Play this with" line and its effect
    line (None: the text is not one, so each line is read as any other)."""
    if NOT_ORDER.search(text):
        return None
    lines = [m for m in _LINE.finditer(text) if not _REMINDER.fullmatch(m[0].strip())]
    if len(lines) != 2 or not lines[0][0].strip() or not lines[1][0].strip():
        return None
    play, effect = lines
    found = _PLAY.fullmatch(play[0].strip())
    if found is None or len(effect[0]) > MAX_ABILITY:
        return None
    start = play.start() + len(play[0]) - len(play[0].lstrip())
    end = effect.start() + len(effect[0].rstrip())
    ability, whole = _ability(found[1], effect[0].strip())
    return Reading(text[start:end], start, end, ability, whole, _cost_read(found[1]))


def _ability(cost: str, body: str) -> tuple[Ability | None, bool]:
    """The order's ability read whole, else what of it is read (its cost; the effect by hand),
    and whether it is whole."""
    from playtester.games.vanguard import text_reader as reader  # (it reads orders with this)

    try:
        ability = reader._ability(Kind.ACT, ("hand",), (ORDER,), cost, body)
        if any(SELF in step.parts and step.verb != "put" for step in ability.steps):
            raise Unread("'this card' of an order: it is no unit")
        return ability, True
    except (Unread, LarkError):
        pass
    return reader._partial(Kind.ACT, ("hand",), (ORDER,), cost, body), False


def _cost_read(cost: str) -> bool:
    from playtester.games.vanguard import text_reader as reader

    return reader._cost_read(cost, "")

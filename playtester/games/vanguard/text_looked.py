"""The top cards of the deck that printed Vanguard text looks at ("look at the top five cards of
your deck, choose up to one ... from among them, call it to (RC), and put the rest on the bottom
of your deck"): a choice "from among them" and "the rest" are the cards the `look N` step before
them showed the player (the selector word `looked`), never other cards of the deck. A choice or
"the rest" with no look before it is Unread: the reader keeps the text "by hand"."""

from __future__ import annotations

from playtester.games.common.abilities import Blank, Step
from playtester.games.vanguard.text_parts import Choose, Unread

LOOKED = "looked"  # of the deck: the top cards the player has seen (games/vanguard/abilities.py)
REST = Blank(("rest",))  # stands for the cards looked at and not taken, until the look is known
TOP_CARD = Blank(("top",))  # stands for the one card a look at the top card showed


def looked(effects: tuple[Step | Choose, ...]) -> tuple[Step | Choose, ...]:
    """The effects with "the rest" as every card the last look showed that is still there (so
    many as it showed, at most), "it" put on the top or bottom as the one card a look at the
    top card showed, and each choice "from among them" checked to follow a look."""
    out: list[Step | Choose] = []
    shown = 0  # how many cards the last look showed (0: no look yet)
    for item in effects:
        blanks = (item.blank,) if isinstance(item, Choose) else item.blanks
        if any(LOOKED in b.words for b in blanks) and not shown:
            raise Unread("cards 'from among them' with no look at the deck before")
        if isinstance(item, Step):
            if item.verb == "look":
                shown = int(str(item.parts[0]))
            if REST in item.parts:
                if not shown:
                    raise Unread("'the rest' with no look at the deck before")
                rest = Blank(("my", "deck", LOOKED), shown, shown)
                item = Step(item.verb, tuple(rest if p == REST else p for p in item.parts))
            if TOP_CARD in item.parts:
                if shown != 1:
                    raise Unread("'put it on the top or bottom' after a look at more than one card")
                top = Blank(("my", "deck", LOOKED))
                item = Step(item.verb, tuple(top if p == TOP_CARD else p for p in item.parts), True)
        out.append(item)
    return tuple(out)


__all__ = ["LOOKED", "REST", "TOP_CARD", "looked"]

"""The top cards of the deck that printed Vanguard text looks at ("look at the top five cards of
your deck, choose up to one ... from among them, call it to (RC), and put the rest on the bottom
of your deck"): a choice "from among them" and "the rest" are the cards the `look N` step before
them showed the player (the selector word `looked`), never other cards of the deck. A choice or
"the rest" with no look before it is Unread: the reader keeps the text "by hand". A look at "up
to" N cards is the look of N only when the deck is then shuffled, surely, and what is chosen
from among them is "up to" so many too: any cards a smaller look could give, the look of N
gives, and the shuffle leaves no order to tell them apart (else Unread)."""

from __future__ import annotations

from playtester.games.common.abilities import Blank, Step
from playtester.games.vanguard.text_parts import Choose, Unread

LOOKED = "looked"  # of the deck: the top cards the player has seen (games/vanguard/abilities.py)
REST = Blank(("rest",))  # stands for the cards looked at and not taken, until the look is known
TOP_CARD = Blank(("top",))  # stands for the one card a look at the top card showed
UP_TO = "up-to"  # marks a look at "up to" N cards, until `looked` checks it


def looked(effects: tuple[Step | Choose, ...]) -> tuple[Step | Choose, ...]:
    """The effects with "the rest" as every card the last look showed that is still there (so
    many as it showed, at most), "it" put on the top or bottom as the one card a look at the
    top card showed, and each choice "from among them" checked to follow a look."""
    out: list[Step | Choose] = []
    shown = 0  # how many cards the last look showed (0: no look yet)
    up_to = False  # the last look was of "up to" so many, and no shuffle has come since
    for item in effects:
        blanks = (item.blank,) if isinstance(item, Choose) else item.blanks
        if any(LOOKED in b.words for b in blanks) and not shown:
            raise Unread("cards 'from among them' with no look at the deck before")
        if up_to and any(LOOKED in b.words and b.least for b in blanks):
            raise Unread("so many cards exactly from among 'up to' so many looked at")
        if isinstance(item, Step):
            if item.verb == "look":
                if up_to:
                    raise Unread("a look at 'up to' so many, and no shuffle after it")
                shown, up_to = int(str(item.parts[0])), UP_TO in item.parts
                item = Step(item.verb, item.parts[:1], item.optional)
            up_to = up_to and (item.verb != "shuffle" or item.optional)
            if up_to and (item.verb == "if" or REST in item.parts or TOP_CARD in item.parts):
                raise Unread("'the rest' or a condition after a look at 'up to' so many")
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
    if up_to:
        raise Unread("a look at 'up to' so many, and no shuffle after it")
    return tuple(out)


__all__ = ["LOOKED", "REST", "TOP_CARD", "UP_TO", "looked"]

"""Paying coloured costs from the Ener zone.

Each coloured symbol is paid by an Ener card of that colour (a multicolour card pays one symbol
of any of its colours) and each colourless symbol by any card; exactly as many cards as the
cost has symbols. Whether given cards can pay is a matching of cards to coloured symbols.
"""

from __future__ import annotations

from collections.abc import Sequence

from playtester.engine.errors import Reason
from playtester.games.wixoss.cards import Cost, WixossCard, cost_total

COLOURLESS = "colorless"


def _symbols(cost: Cost) -> list[str]:
    """The coloured symbols of a cost, one entry each (colourless ones left out)."""
    return [colour for colour, n in cost if colour != COLOURLESS for _ in range(n)]


def _match(symbols: list[str], cards: Sequence[WixossCard]) -> list[int] | None:
    """For each symbol the index of a distinct card of its colour, or None when there is no
    such assignment (augmenting paths: a card taken may be moved to another symbol)."""
    owner: dict[int, int] = {}  # card index -> symbol index

    def place(symbol: int, tried: set[int]) -> bool:
        for index, card in enumerate(cards):
            if symbols[symbol] not in card.color or index in tried:
                continue
            tried.add(index)
            if index not in owner or place(owner[index], tried):
                owner[index] = symbol
                return True
        return False

    for symbol in range(len(symbols)):
        if not place(symbol, set()):
            return None
    chosen = [0] * len(symbols)
    for index, symbol in owner.items():
        chosen[symbol] = index
    return chosen


def payment_problem(cost: Cost, cards: Sequence[WixossCard]) -> Reason | None:
    """Why these Ener cards do not pay this cost (None when they do): a reason id with the
    payment's facts (the rule that asks for the payment adds whose cost it is)."""
    if len(cards) != cost_total(cost):
        return Reason.of("pay.count", paid=len(cards))
    for colour, need in cost:
        if colour == COLOURLESS:
            continue
        have = sum(1 for card in cards if colour in card.color)
        if have < need:
            return Reason.of("pay.colour", need=need, colour=colour, have=have)
    if _match(_symbols(cost), cards) is None:
        return Reason.of("pay.match")
    return None


def default_payment(cost: Cost, ener: Sequence[WixossCard]) -> list[int] | None:
    """Indexes of Ener cards that pay the cost, or None when they cannot: single-colour cards
    for coloured symbols first, and for colourless ones the cards least useful for colours."""
    symbols = _symbols(cost)
    order = sorted(range(len(ener)), key=lambda i: (len(ener[i].color), i))
    ranked = [ener[i] for i in order]
    matched = _match(symbols, ranked)
    if matched is None:
        return None
    chosen = [order[i] for i in matched]
    rest = [i for i in range(len(ener)) if i not in chosen]
    rest.sort(key=lambda i: (COLOURLESS not in ener[i].color, len(ener[i].color), i))
    colourless = cost_total(cost) - len(symbols)
    if len(rest) < colourless:
        return None
    return sorted(chosen + rest[:colourless])

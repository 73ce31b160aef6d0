"""Playing a Normal Order from the hand (the D era): `order "Name"`.

The rules texts in ../shared/rules say nothing of orders (they are the classic rules); this
follows the official rules as players know them: its player plays a Normal Order in their own
main phase, only when its grade is at most their vanguard's, paying its cost; its effect is
done and the card goes to the drop zone. The D era sets no limit to the Normal Orders of a turn
(its cards count them: "if you played an order this turn"), so the count is only kept. The card
is put into the drop zone as it is played, before its cost and effect (nothing reads the order
area meanwhile); an effect that moves it ("put this card into your soul") moves it from there.
Blitz Orders (the guard step) and Set Orders (the order zone) are not played here: by hand.
"""

from __future__ import annotations

from dataclasses import replace

from playtester.engine.cards import CardInstance
from playtester.engine.changes import Changes
from playtester.engine.errors import Reason
from playtester.engine.state import State
from playtester.games.common import ability_play
from playtester.games.common.ability_play import Context, Resolving
from playtester.games.common.zones import find_in
from playtester.games.vanguard import refusals
from playtester.games.vanguard.abilities import ABILITIES
from playtester.games.vanguard.board import grade, is_order, send, vanguard
from playtester.games.vanguard.state import MAIN, flags_of, vg

ORDER = "order"  # the mark of an order's ability: what playing the card does (not `use`d)


def order_card(state: State, actor: int, name: str) -> CardInstance:
    """The card called `name` in the actor's hand (Impossible when there is none)."""
    card = find_in(state, actor, "hand", name)
    if card is None:
        raise refusals.impossible(
            Reason.of("card.missing", verb="order", card=name, where="your hand")
        )
    return card


def ability_index(state: State, card_id: int) -> int | None:
    """The index of the card's order ability (its cost and effect as read), None: by hand."""
    for index, ability in enumerate(ABILITIES.abilities(state, card_id)):
        if ORDER in ability.marks:
            return index
    return None


def reason(state: State, actor: int, name: str) -> Reason | None:
    """Why the actor may not play this order now (None: they may): an order, in their own
    main phase with nothing waiting, its grade at most their vanguard's, known to be a Normal
    Order (its ability read or written as one: the card model keeps no Normal, Blitz or Set),
    its cost payable."""
    card = order_card(state, actor, name)
    if not is_order(card):
        return Reason.of("order.unit", card=name)
    v = vg(state)
    if v.phase != MAIN or v.active != actor:
        return Reason.of("order.phase", card=name)
    if v.pending or v.resolving is not None:
        return Reason.of("order.waiting", card=name)
    leader = vanguard(state, actor)
    limit = grade(leader) if leader else 0
    if grade(card) > limit:
        return Reason.of("order.grade", card=name, grade=grade(card), vanguard=limit)
    index = ability_index(state, card.id)
    if index is None:  # (a Blitz or Set Order reads as no Normal Order's ability)
        return Reason.of("order.unknown", card=name)
    if not ability_play.usable(ABILITIES, state, Context(actor, card.id), index):
        return Reason.of("order.cost", card=name)
    return None


def perform(ch: Changes, actor: int, name: str) -> None:
    """Play the order: it goes to the drop zone, the turn's count of orders goes up, and its
    ability (when known: an override plays any order) begins: its cost, then its effect, as
    any ability's steps."""
    card = order_card(ch.state, actor, name)
    index = ability_index(ch.state, card.id)  # (read in the hand: the ability works there)
    send(ch, card.id, "drop")
    flags = flags_of(ch.state, actor)
    ch.update_flags(actor, replace(flags, orders=flags.orders + 1))
    ch.note("order played", ch.card(card.id))
    if index is not None:
        ability_play.start(ABILITIES, ch, Resolving(actor, card.id, index))

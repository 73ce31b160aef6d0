"""Playing a Normal or a Blitz Order from the hand (the D era): `order "Name"`.

The rules texts in ../shared/rules say nothing of orders (they are the classic rules); this
follows the official rules as players know them: its player plays a Normal Order in their own
main phase, only when its grade is at most their vanguard's, paying its cost; its effect is
done and the card goes to the drop zone. The D era sets no limit to the Normal Orders of a turn
(its cards count them: "if you played an order this turn"), so the count is only kept. The card
is put into the drop zone as it is played, before its cost and effect (nothing reads the order
area meanwhile); an effect that moves it ("put this card into your soul") moves it from there.

A Blitz Order (vocab20) is played by the player whose unit is attacked, in the guard step of
their opponent's turn, under the same grade and cost rules; one a turn (the D era's cards say
"You can play one more blitz order this turn", a limit raised by a card: such a card's raise is
not kept, by hand). Which kind an order is comes from its card's `order_kind`, as the card
file's type says it ("Blitz Order"); a card whose data does not say (None: made by hand or an
older library) is a Normal Order when its text is read as one (order_shape.normal_shape), as
before; an imported order whose type said no kind (UNKNOWN) and a Set Order (the order zone
is not kept) are played by hand.
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
from playtester.games.vanguard.cards import vanguard_card
from playtester.games.vanguard.order_shape import normal_shape
from playtester.games.vanguard.state import BATTLE, GUARD, MAIN, flags_of, vg

ORDER = "order"  # the mark of an order's ability: what playing the card does (not `use`d)
NORMAL, BLITZ = "normal", "blitz"
BLITZ_LIMIT = 1  # the Blitz Orders a player may play in a turn


def order_kind(state: State, card: CardInstance) -> str | None:
    """When the order is played: "normal" or "blitz" as its card says; for a card that says
    nothing, "normal" when it has an order's ability (read or written) and its text has no
    battle in it (order_shape.normal_shape); None: by hand (a Set Order, an unknown kind)."""
    said = vanguard_card(card).order_kind
    if said is None:
        known = ability_index(state, card.id) is not None and normal_shape(card.card.text)
        return NORMAL if known else None
    return said if said in (NORMAL, BLITZ) else None


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
    """Why the actor may not play this order now (None: they may): an order of a kind played
    at the table, at its time (a Normal Order in their own main phase, a Blitz Order in the
    guard step of their opponent's turn, one a turn) with nothing waiting, its grade at most
    their vanguard's, its ability read, its cost payable."""
    card = order_card(state, actor, name)
    if not is_order(card):
        return Reason.of("order.unit", card=name)
    kind = order_kind(state, card)
    if kind is None:
        return Reason.of("order.unknown", card=name)
    v = vg(state)
    if kind == BLITZ:
        if v.phase != BATTLE or v.step != GUARD or v.active == actor:
            return Reason.of("order.blitz_step", card=name)
        if flags_of(state, actor).blitzes >= BLITZ_LIMIT:
            return Reason.of("order.blitz_played", card=name)
    elif v.phase != MAIN or v.active != actor:
        return Reason.of("order.phase", card=name)
    if v.pending or v.resolving is not None:
        return Reason.of("order.waiting", card=name)
    leader = vanguard(state, actor)
    limit = grade(leader) if leader else 0
    if grade(card) > limit:
        return Reason.of("order.grade", card=name, grade=grade(card), vanguard=limit)
    index = ability_index(state, card.id)
    if index is None:  # (its text is not read: by hand)
        return Reason.of("order.unread", card=name)
    if not ability_play.usable(ABILITIES, state, Context(actor, card.id), index):
        return Reason.of("order.cost", card=name)
    return None


def perform(ch: Changes, actor: int, name: str) -> None:
    """Play the order: it goes to the drop zone, the turn's count of orders (and of Blitz
    Orders) goes up, and its ability (when known: an override plays any order) begins: its
    cost, then its effect, as any ability's steps."""
    card = order_card(ch.state, actor, name)
    index = ability_index(ch.state, card.id)  # (read in the hand: the ability works there)
    blitz = order_kind(ch.state, card) == BLITZ
    send(ch, card.id, "drop")
    flags = flags_of(ch.state, actor)
    blitzes = flags.blitzes + 1 if blitz else flags.blitzes
    ch.update_flags(actor, replace(flags, orders=flags.orders + 1, blitzes=blitzes))
    ch.note("order played", ch.card(card.id))
    if index is not None:
        ability_play.start(ABILITIES, ch, Resolving(actor, card.id, index))

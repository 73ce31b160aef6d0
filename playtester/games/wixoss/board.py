"""The WIXOSS board: its zones and who sees them, the LRIGs and SIGNI on the field, levels,
limits and power, and the primitive changes every rule shares (moving a card off the field,
drawing, the refresh, the end of the game)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Literal

from playtester.engine import registry
from playtester.engine.cards import CardInstance
from playtester.engine.changes import Changes
from playtester.engine.state import Outcome, State, replace
from playtester.engine.zones import Visibility, Zone
from playtester.games.common.players import player_name as player_name
from playtester.games.common.zones import find_in as find_in
from playtester.games.common.zones import from_deck, pick_among
from playtester.games.wixoss.cards import WixossCard
from playtester.games.wixoss.state import Ending, flags_of, wx

C = "C"
LRIG_ZONES = ("C", "AL", "AR")  # the Center LRIG, the left and right Assist LRIGs
SIGNI_ZONES = ("SL", "SC", "SR")  # left to right as their owner sees them
FIELD = (*LRIG_ZONES, *SIGNI_ZONES)
MIRROR = {"SL": "SR", "SC": "SC", "SR": "SL"}  # the opponent's zone facing each SIGNI zone
PILES = ("hand", "deck", "life", "ener", "trash", "lrig_deck", "lrig_trash", "check")
ON_TOP = frozenset({"deck", "life", "trash", "lrig_trash"})  # piles whose top a card joins
HAND_LIMIT = 6
LIFE_CLOTH = 7

ZONES: dict[str, Zone] = {
    "hand": Zone("hand", Visibility.OWNER),
    "deck": Zone("deck", Visibility.NO_ONE),
    "life": Zone("life", Visibility.NO_ONE),  # not even its owner sees a Life Cloth
    "ener": Zone("ener", Visibility.EVERYONE),
    "trash": Zone("trash", Visibility.EVERYONE),
    "lrig_deck": Zone("lrig_deck", Visibility.OWNER),
    "lrig_trash": Zone("lrig_trash", Visibility.EVERYONE),
    "check": Zone("check", Visibility.EVERYONE),
    **{z: Zone(z, Visibility.EVERYONE, field=True) for z in FIELD},
}
ZONE_NAMES = {
    "hand": "hand",
    "deck": "deck",
    "life": "Life Cloth",
    "ener": "Ener zone",
    "trash": "trash",
    "lrig_deck": "LRIG deck",
    "lrig_trash": "LRIG trash",
    "check": "check zone",
    "C": "Center LRIG zone",
    "AL": "left Assist LRIG zone",
    "AR": "right Assist LRIG zone",
    "SL": "left SIGNI zone",
    "SC": "centre SIGNI zone",
    "SR": "right SIGNI zone",
}
RULE_WORDS = {  # the rule-based actions (flow.RULE_ACTIONS) in a player's words
    "vanish": "a SIGNI with power 0 or less is vanished",
    "level": "a SIGNI above the Center LRIG's level goes to the trash",
    "limit": "SIGNI over the Center LRIG's limit go to the trash",
    "refresh": "the empty deck refreshes",
}


def card_of(card: CardInstance) -> WixossCard:
    """The printed card of an instance (every card of a WIXOSS game is a WixossCard)."""
    return card.card  # type: ignore[return-value]  # (no cast call: read some 30 times an action)


def lookup(name: str) -> WixossCard | None:
    """The WIXOSS card of that name from the registry's card sources, or None."""
    card = registry.find_card("wixoss", name)
    return card if isinstance(card, WixossCard) else None


def visible(state: State, card_id: int, viewer: int) -> bool:
    """Whether `viewer` may see the face of this card where it lies now."""
    card = state.cards[card_id]
    spec = ZONES.get(state.where[card_id][1])
    return spec is not None and spec.visible_to(viewer, card.owner, card.face_down, card.peek)


# -- the field --------------------------------------------------------------------------------


def top(state: State, player: int, zone: str) -> CardInstance | None:
    """The card on top of a zone (the LRIG or SIGNI standing there), or None."""
    ids = state.zones[player].get(zone)
    return state.cards[ids[0]] if ids else None


def center(state: State, player: int) -> WixossCard | None:
    card = top(state, player, C)
    return card_of(card) if card is not None else None


def signi(state: State, player: int) -> Iterator[tuple[str, CardInstance]]:
    """(zone, SIGNI) for each SIGNI of the player on the field, left to right."""
    for zone in SIGNI_ZONES:
        card = top(state, player, zone)
        if card is not None:
            yield zone, card


def level_total(state: State, player: int, leaving: str | None = None) -> int:
    """The sum of the levels of the player's SIGNI (cards under a SIGNI do not count), without
    the one on `leaving`."""
    return sum(card_of(c).level for z, c in signi(state, player) if z != leaving)


def over_limit(state: State, player: int) -> int:
    """By how much the player's SIGNI levels exceed the Center LRIG's limit (0 when they fit, or
    with no Center LRIG to measure against)."""
    lrig = center(state, player)
    if lrig is None:
        return 0
    return max(0, level_total(state, player) - lrig.limit)


def power(state: State, player: int, zone: str) -> int:
    """The power of the SIGNI on a zone now (printed, plus its changes); 0 for no SIGNI."""
    if zone not in SIGNI_ZONES:
        return 0
    card = top(state, player, zone)
    if card is None:
        return 0
    bonus = sum(m.amount for m in state.modifiers if m.card == card.id and m.stat == "power")
    return card_of(card).power + bonus + continuous.bonus(state, card.id, "power")


def is_frozen(state: State, card_id: int) -> bool:
    return card_id in flags_of(state, state.cards[card_id].owner).frozen


def set_frozen(ch: Changes, card_id: int, frozen: bool) -> None:
    mark(ch, "frozen", card_id, frozen)


def from_life(state: State, card_id: int) -> bool:
    """Whether a card in the check zone was revealed there from the Life Cloth (rules text,
    section 5, "Life burst": only such a card's Life Burst may be used)."""
    return card_id in flags_of(state, state.cards[card_id].owner).from_life


def mark(ch: Changes, flag: Literal["frozen", "from_life"], card_id: int, on: bool) -> None:
    """Add a card to, or take it out of, its owner's set of cards `flag` (sorted ids)."""
    owner = ch.state.cards[card_id].owner
    flags = flags_of(ch.state, owner)
    now = set(flags.frozen if flag == "frozen" else flags.from_life)
    ids = tuple(sorted(now | {card_id} if on else now - {card_id}))
    new = replace(flags, frozen=ids) if flag == "frozen" else replace(flags, from_life=ids)
    ch.update_flags(owner, new)


# -- moving cards -----------------------------------------------------------------------------


def send(
    ch: Changes,
    card_id: int,
    zone: str,
    index: int | None = None,
    *,
    face_down: bool = False,
    rested: bool = False,
) -> None:
    """Move a card to its owner's `zone` (index None: on top of a pile, or at the end of a row);
    a card going from the Life Cloth to the check zone is marked as revealed from it (`from_life`).

    A card leaving the field loses its power changes and its freeze; when the SIGNI on top of
    a SIGNI zone leaves, the cards under it (a Rise SIGNI's base...) go to the trash (a
    rule-based action)."""
    state = ch.state
    card = state.cards[card_id]
    owner, src = state.where[card_id]
    under: list[int] = []
    if src in FIELD and zone not in FIELD:
        ch.remove_modifiers(lambda m: m.card != card_id)
        if is_frozen(state, card_id):
            set_frozen(ch, card_id, False)
    if src in SIGNI_ZONES and zone != src and state.zones[owner][src][0] == card_id:
        under = state.zones[owner][src][1:]
    if index is None and zone in ON_TOP:
        index = 0
    ch.move(card_id, card.owner, zone, index, face_down=face_down, rested=rested)
    if (src, zone) == ("life", "check") or (src == "check" and zone != "check"):
        mark(ch, "from_life", card_id, zone == "check")
    for other in list(under):
        send(ch, other, "trash")
    if under:
        ch.note("under to trash", ch.cards(under), src)


def draw(ch: Changes, player: int, n: int = 1) -> int:
    """Draw up to n cards; returns how many were drawn (an empty deck stops the draw)."""
    return from_deck(ch, player, n, "hand", send)


def refresh(ch: Changes, player: int) -> None:
    """The refresh of an empty deck: the trash is shuffled and becomes the deck, then the top
    Life Cloth goes to the trash without a check (with none left, nothing more happens).
    Where the text is silent, the official rule: with no card in the trash to make a deck of,
    the player loses the game."""
    state = ch.state
    trash = list(state.zones[player].get("trash", ()))
    if not trash:
        declare_winner(ch, 1 - player, Ending.REFRESH)
        return
    for card_id in trash:
        send(ch, card_id, "deck", None)
    ch.shuffle(player, "deck")
    life = state.zones[player].get("life")
    lost = life[0] if life else None
    if lost is not None:
        send(ch, lost, "trash")
    ch.note("refresh", player_name(state, player), len(trash), *([ch.card(lost)] if lost else []))


def declare_winner(ch: Changes, winner: int, reason: Ending) -> None:
    """End the game: `winner` wins, the other player losing for `reason` (a game already won
    stays won as it was)."""
    v = wx(ch.state)
    if v.outcome is not None:
        return
    ch.update(replace(v, outcome=Outcome(winner, reason.value)))
    ch.note("win", player_name(ch.state, 1 - winner), reason.value, player_name(ch.state, winner))


# -- naming cards -----------------------------------------------------------------------------


def pick(state: State, player: int, zone: str, names: tuple[str, ...], verb: str) -> list[int]:
    """The ids of the named cards in a zone, one per name (a name twice means two copies);
    Impossible names the one that is not there."""
    ids = list(state.zones[player].get(zone, ()))
    return pick_among(state, ids, names, verb, f"your {ZONE_NAMES.get(zone, zone)}")


def count(state: State, player: int, zone: str) -> int:
    return len(state.zones[player].get(zone, ()))


# [Constant] abilities give power too; their module reads the board (imported last)
from playtester.games.wixoss import continuous  # noqa: E402

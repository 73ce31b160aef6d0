"""The Vanguard board: its zones and circles, where units stand, and power totals."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import lru_cache

from playtester.engine.cards import CardInstance
from playtester.engine.changes import Changes
from playtester.engine.state import State
from playtester.engine.zones import Visibility, Zone
from playtester.games.common.zones import find_in as find_in
from playtester.games.common.zones import from_deck
from playtester.games.common.zones import pick_among as pick_among
from playtester.games.vanguard import markers
from playtester.games.vanguard.cards import ASIDE_KINDS, VanguardCard, vanguard_card
from playtester.games.vanguard.formats import FORMATS, G_ERA, STANDARD, format_of
from playtester.games.vanguard.state import flags_of, vg

VC = "VC"
GC = "GC"  # the guardian circle
ASIDE = "aside"  # the cards kept aside with the deck (deck.py): outside the game, never shuffled
REAR = ("FL", "FR", "BL", "BC", "BR")
FRONT = ("VC", "FL", "FR")
BACK = ("BL", "BC", "BR")
_REAR_SET, _FRONT_SET = frozenset(REAR), frozenset(FRONT)  # (a look-up, not a scan of the names)
BEHIND = {"VC": "BC", "FL": "BL", "FR": "BR"}  # the back-row circle of each front-row column
COLUMN_MATE = {"FL": "BL", "BL": "FL", "FR": "BR", "BR": "FR"}
CIRCLES = (VC, *REAR)
FIELD_ORDER = {circle: i for i, circle in enumerate(CIRCLES)}  # the field's order (Accel last)

PILES = (
    "deck", "hand", "drop", "damage", "soul", "trigger", "g_zone", "bind", "removed", "ride_deck",
    "aside",
)  # fmt: skip
ON_TOP = frozenset({"deck", "drop", "soul"})  # piles where a card arriving goes on top

ZONES: dict[str, Zone] = {
    "deck": Zone("deck", Visibility.NO_ONE),
    "hand": Zone("hand", Visibility.OWNER),
    "drop": Zone("drop", Visibility.EVERYONE),
    "damage": Zone("damage", Visibility.EVERYONE, face_down_public=True),
    "soul": Zone("soul", Visibility.EVERYONE),
    "trigger": Zone("trigger", Visibility.EVERYONE),
    "g_zone": Zone("g_zone", Visibility.EVERYONE),  # face-down G units: owner only
    "bind": Zone("bind", Visibility.EVERYONE),
    "removed": Zone("removed", Visibility.EVERYONE),
    "ride_deck": Zone("ride_deck", Visibility.OWNER),  # the D era's: face down, its owner's to see
    # the cards listed with a deck and kept aside, outside the game (tokens, tickets, crests): an
    # ability may take one ("put a "Name" ticket into your hand"); its owner's to see
    ASIDE: Zone(ASIDE, Visibility.OWNER),
    GC: Zone(GC, Visibility.EVERYONE, field=True),
    **{c: Zone(c, Visibility.EVERYONE, field=True) for c in CIRCLES},
}


ZONE_NAMES = {  # the piles as players name them
    "deck": "deck",
    "hand": "hand",
    "drop": "drop zone",
    "damage": "damage zone",
    "soul": "soul",
    "trigger": "trigger zone",
    "g_zone": "G zone",
    "bind": "bind zone",
    "removed": "removed cards",
    "ride_deck": "Ride Deck",
    ASIDE: "cards kept aside",
}


def zone_spec(name: str) -> Zone | None:
    """The zone called `name`, or None. Accel circles (AL1, AR1, ...) are rear-guard circles."""
    spec = ZONES.get(name)
    if spec is None and is_accel(name):
        spec = Zone(name, Visibility.EVERYONE, field=True)
    return spec


def visible(state: State, card_id: int, viewer: int) -> bool:
    """Whether `viewer` may see the face of this card where it lies now."""
    card = state.cards[card_id]
    spec = zone_spec(state.where[card_id][1])
    return spec is not None and spec.visible_to(viewer, card.owner, card.face_down, card.peek)


@lru_cache(maxsize=1024)  # (asked of nearly every place a card moves to or stands on)
def is_accel(name: str) -> bool:
    """Whether `name` is an Accel circle's: AL (left) or AR (right) and its number from 1 (the
    one test of it: the rules, the table's layout and the words all ask here)."""
    return len(name) > 2 and name[:2] in ("AL", "AR") and name[2:].isdigit() and name[2] != "0"


def is_circle(name: str) -> bool:
    """Whether `name` is a circle: the vanguard, rear-guard, guardian or an Accel circle."""
    spec = zone_spec(name)
    return spec is not None and spec.field


_CIRCLE_SET = frozenset(name for name, spec in ZONES.items() if spec.field)


def _is_circle(name: str) -> bool:
    """`is_circle` without its zone record: a set look-up, the Accel test only of a name
    starting with A (asked twice of every move, while modifiers last)."""
    return name in _CIRCLE_SET or (name[:1] == "A" and is_accel(name))


def is_rear(name: str) -> bool:
    return name in _REAR_SET or (name[:1] == "A" and is_accel(name))  # (asked of most moves)


def is_front(name: str) -> bool:
    return name in _FRONT_SET or (name[:1] == "A" and is_accel(name))


def on_field(name: str) -> bool:
    """Vanguard and rear-guard circles: where units are 'on the field' (not the guardian circle)."""
    return name == VC or is_rear(name)


def rear_circles(state: State, player: int) -> list[str]:
    """The player's rear-guard circles: the five printed ones plus any Accel circles."""
    extra = flags_of(state, player).accel
    return [*REAR, *extra] if extra else list(REAR)


def front_circles(state: State, player: int) -> list[str]:
    extra = flags_of(state, player).accel  # (Accel circles are front row: none, most games)
    return [*FRONT, *(c for c in extra if is_accel(c))] if extra else list(FRONT)


def has_circle(state: State, player: int, circle: str) -> bool:
    """Whether the player has this vanguard or rear-guard circle (Accel circles only once
    gained)."""
    if circle == VC or circle in REAR:
        return True
    return is_accel(circle) and circle in flags_of(state, player).accel


# -- columns -------------------------------------------------------------------------------------
#
# The two players face each other, so a player's left is the opponent's right: FL faces FR, and
# an Accel circle gained on one player's right (ARn) is in the same column as the one gained on
# the opponent's left (ALn). Nothing stands behind an Accel circle.

_MIRROR = {"FL": "FR", "FR": "FL", "BL": "BR", "BR": "BL", "VC": "VC", "BC": "BC"}
_COLUMN = {"VC": ("VC", "BC"), "FL": ("FL", "BL"), "FR": ("FR", "BR")}
_COLUMN.update({"BC": _COLUMN["VC"], "BL": _COLUMN["FL"], "BR": _COLUMN["FR"]})


def mirror(circle: str) -> str:
    """The opponent's circle facing this one (FL -> FR, AL1 -> AR1, VC -> VC)."""
    if is_accel(circle):
        return ("AR" if circle[1] == "L" else "AL") + circle[2:]
    return _MIRROR.get(circle, circle)


def column(state: State, player: int, circle: str) -> list[str]:
    """The player's circles in the column of `circle` (front first)."""
    if is_accel(circle):
        return [circle] if has_circle(state, player, circle) else []
    return list(_COLUMN.get(circle, ()))


def opposing_column(state: State, player: int, circle: str) -> list[str]:
    """The opponent's circles in the same column as the player's `circle` (for card text such
    as 'the unit in the same column'); empty when the opponent has no circle there."""
    return column(state, 1 - player, mirror(circle))


def grade(card: CardInstance) -> int:
    """A card's grade as a number (cards without one count as 0)."""
    printed = card.card  # (`vanguard_card`'s first test written out: each card of a list)
    if type(printed) is not VanguardCard:
        printed = vanguard_card(card)
    return printed.grade or 0


def unit(state: State, player: int, circle: str) -> CardInstance | None:
    ids = state.zones[player].get(circle)
    return state.cards[ids[0]] if ids else None


def vanguard(state: State, player: int) -> CardInstance | None:
    return unit(state, player, VC)


def vanguard_grade(state: State, player: int) -> int:
    """The grade of the player's vanguard (0 without one): what a call or a guardian may not
    be above."""
    ids = state.zones[player].get(VC)  # (`unit` written out: asked on most legal lists)
    return grade(state.cards[ids[0]]) if ids else 0


# -- the G era: a G unit on its Heart, a vanguard in Legion --------------------------------------
#
# VC holds a stack, top first. In a format with the G era's rule piece a G unit on top is a
# stridden vanguard and the cards under it are its Heart (the first of them is the one whose
# power and name the G unit takes); without a G unit on top, two cards on VC are a vanguard in
# Legion. A format without the piece knows neither: the top card is the vanguard, nothing else
# counts. (Stacks are the G era's own rule, so these two ask the format for the piece.)


def is_g_unit(card: CardInstance) -> bool:
    return card.card.kind == "g_unit"


def is_order(card: CardInstance) -> bool:
    """Whether the card is an order: only units are ridden, called or guard."""
    return card.card.kind == "order"


def is_aside_kind(card: CardInstance) -> bool:
    """Whether the card is of a kind kept aside with a deck (a token, a ticket put into the
    hand by an ability, a crest): no unit card, never ridden, called or a guardian by the rules
    (what it does is its own text's, done by hand)."""
    return card.card.kind in ASIDE_KINDS


def stridden(state: State, player: int) -> bool:
    """Whether the player's vanguard is a G unit (standing on its Heart)."""
    ids = state.zones[player].get(VC)  # (the card first: no G unit there in most states)
    if not ids or state.cards[ids[0]].card.kind != "g_unit":
        return False
    return format_of(state).has(G_ERA)


def heart(state: State, player: int) -> list[CardInstance]:
    """The cards under a stridden vanguard, the chosen Heart first ([] when not stridden)."""
    if not stridden(state, player):
        return []
    return [state.cards[i] for i in state.zones[player][VC][1:]]


def in_legion(state: State, player: int) -> bool:
    """Whether the vanguard is two units in Legion (never while a G unit stands on them, Q11)."""
    ids = state.zones[player].get(VC)
    return (
        ids is not None
        and len(ids) == 2
        and format_of(state).has(G_ERA)
        and state.cards[ids[0]].card.kind != "g_unit"
    )


def vanguard_names(state: State, player: int) -> list[str]:
    """The vanguard's names: a stridden one has its own and its Heart's; a Legion both units'."""
    ids = state.zones[player].get(VC)
    if not ids:
        return []
    if len(ids) > 1 and (stridden(state, player) or in_legion(state, player)):
        return [state.cards[i].card.name for i in ids[:2]]
    return [state.cards[ids[0]].card.name]


def units(state: State, player: int) -> Iterator[tuple[str, CardInstance]]:
    """(circle, unit) for every unit the player has on the field."""
    zones = state.zones[player]
    extra = flags_of(state, player).accel  # (no list made for a player without Accel circles)
    for circle in (*CIRCLES, *extra) if extra else CIRCLES:
        ids = zones.get(circle)
        if ids:
            yield circle, state.cards[ids[0]]


def count(state: State, player: int, zone: str) -> int:
    return len(state.zones[player].get(zone, ()))


def send(
    ch: Changes,
    card_id: int,
    zone: str,
    index: int | None = None,
    *,
    face_down: bool = False,
    rested: bool = False,
) -> None:
    """Move a card to its owner's `zone`; leaving the field drops its power and critical changes.

    With index None the card goes on top of a pile (deck, drop, soul) and at the end of a row.
    """
    state = ch.state
    card = state.cards[card_id]
    # (the kind read first: `is_marker` asked only of a marker card, on every move)
    if card.card.kind == "marker" and zone not in markers.KEEPS and markers.is_marker(card):
        markers.remove(ch, card_id)  # a gift marker goes nowhere else: it leaves the game
        return
    if index is None and zone in ON_TOP:
        index = 0
    if state.modifiers and _is_circle(state.where[card_id][1]) and not _is_circle(zone):
        ch.remove_modifiers(lambda m: m.card != card_id)  # (most often there are none)
    ch.move(card_id, card.owner, zone, index, face_down=face_down, rested=rested)


# -- power -------------------------------------------------------------------------------------


def _bonus(state: State, card_id: int, stat: str) -> int:
    total = 0
    for m in state.modifiers:  # (most often none: no generator made for them)
        if m.card == card_id and m.stat == stat:
            total += m.amount
    return total


def base_power(state: State, card: CardInstance) -> int:
    """A unit's power with its modifiers and what [CONT] abilities give it, before boost and
    guardians."""
    total = vanguard_card(card).power
    if state.modifiers:  # (no call for a state without any: the start of most turns)
        total += _bonus(state, card.id, "power")
    return total + continuous.bonus(state, card.id, "power")


def power(state: State, player: int, circle: str) -> int:
    """The power of the unit on a circle now, boost and guardians' shield included in battle."""
    zones = state.zones[player]
    ids = zones.get(circle)  # (`unit` written out: read twice an attack and a battle's end)
    if not ids:
        return 0
    bonuses = _BONUSES_OF.get(state.format, _CLASSIC_BONUSES)  # (none in most formats)
    total = base_power(state, state.cards[ids[0]])
    if bonuses:
        total += circle_bonus(state, player, circle)
    if circle == VC and len(ids) > 1:  # (`_stack_power`'s own first test)
        total += _stack_power(state, player)
    v = vg(state)
    fight = v.battle
    if fight is not None:
        attacker_side = v.active
        if player == attacker_side and circle == fight.attacker and fight.booster:
            boosting = zones.get(fight.booster)
            if boosting:
                total += base_power(state, state.cards[boosting[0]])
                if bonuses:
                    total += circle_bonus(state, player, fight.booster)
        elif player != attacker_side and circle == fight.target and zones.get(GC):
            total += shield(state, player)
    return total


def _stack_power(state: State, player: int) -> int:
    """What the cards under the top of VC add: a Heart its printed power only (its gained
    changes are gone, Q10), a Legion mate its power with its changes."""
    ids = state.zones[player][VC]
    if len(ids) < 2:
        return 0
    under = state.cards[ids[1]]
    if stridden(state, player):
        return vanguard_card(under).power
    return base_power(state, under) if in_legion(state, player) else 0


# -- Imaginary Gift (the premium format) --------------------------------------------------------

GIFT_BONUS = 10000  # a Force marker's, and an Accel circle's, power during the owner's turn


def force_markers(state: State, player: int) -> dict[str, int]:
    """The player's Force markers: circle -> how many."""
    return dict(flags_of(state, player).force)


def gift_bonus(state: State, player: int, circle: str) -> int:
    """What the circle's gifts give the unit standing on it now: +10000 per Force marker and
    +10000 on an Accel circle, during the owner's turn only. The bonus is the circle's: it is
    no modifier of the unit, so it is not 'due to a card's effect', does not move with the
    unit, and a unit dominated in the opponent's turn never has it. A Legion vanguard gets it
    twice (the leader and the mate each get it); a G unit on its Heart once. (The bonus of
    the Imaginary Gifts piece: only a format with it adds it, see `circle_bonus`.)"""
    if vg(state).active != player:
        return 0
    flags = flags_of(state, player)
    total = 0
    force = flags.force
    if force:
        for marked, n in force:
            if marked == circle:
                total += GIFT_BONUS * n
        if circle == VC and total and in_legion(state, player):
            total *= 2
    if is_accel(circle) and circle in flags.accel:
        total += GIFT_BONUS
    return total


PERSONA_BONUS = 10000  # Persona Ride's, to each front-row unit for the rest of the turn


def persona_bonus(state: State, player: int, circle: str) -> int:
    """Persona Ride's +10000 to the unit on each front-row circle of a player who Persona Rode
    this turn (the D era). It is the player's, not a unit's: a unit that comes to the front
    row later in the turn gets it too (the official how-to page on Persona Ride)."""
    return PERSONA_BONUS if flags_of(state, player).persona and is_front(circle) else 0


BonusRule = Callable[[State, int, str], int]
BONUSES: dict[str, BonusRule] = {
    "gift": gift_bonus,
    "persona": persona_bonus,
}  # the rule pieces' bonuses, by name
_BONUSES_OF = {  # each format's bonuses, composed once
    name: tuple(BONUSES[b] for b in fmt.bonuses) for name, fmt in FORMATS.items()
}
_CLASSIC_BONUSES = tuple(BONUSES[b] for b in STANDARD.bonuses)


def circle_bonus(state: State, player: int, circle: str) -> int:
    """What the format's bonuses give the unit on the player's circle now (the bonuses of
    circles, not modifiers of the unit: Imaginary Gifts' Force markers and Accel circles)."""
    total = 0
    for bonus in _BONUSES_OF.get(state.format, _CLASSIC_BONUSES):
        total += bonus(state, player, circle)
    return total


# what card text forbids; no-stand: the unit does not stand in its player's next stand phase
# (with the duration `stand`, which that stand phase ends: flow.py)
RESTRICTIONS = ("no-hit", "no-boost", "no-boosted", "no-attack", "no-stand", "no-intercept")
# a unit's mark of one attack this turn (card text: "has attacked two or more times this turn"):
# a modifier for the turn, so the unit loses it when it leaves the field, as a new unit would
ATTACKED = "attacked"
# the G era's keyword states (Blaze, Engorge: "your vanguard becomes blazing until end of
# turn"): a mark on the unit, a modifier for the turn, so a unit that leaves the field loses it
STATES = ("blazing", "engorged")


HARMONY = "harmony"  # the mark of a unit in harmony (vocab16: a modifier's stat, for the turn)


def in_harmony(state: State, card_id: int) -> bool:
    """Whether the unit is in harmony now (a mark the `harmony` tool put on it this turn)."""
    return any(m.stat == HARMONY and m.card == card_id for m in state.modifiers)


def marked(state: State, card_id: int, word: str) -> bool:
    """Whether the unit has the state `word` (blazing, engorged) now."""
    return any(m.card == card_id and m.stat == word for m in state.modifiers)


def restricted(state: State, card_id: int, word: str) -> bool:
    """Whether card text forbids the unit `word` now (no-hit: it cannot be hit; no-boost: it
    cannot boost; no-boosted: it cannot be boosted; no-attack: it cannot attack; no-intercept: it
    cannot intercept): a restriction
    an ability put on it for a while (a modifier), or one a [CONT] ability puts while it holds."""
    for m in state.modifiers:
        if m.card == card_id and m.stat == word:
            return True
    return continuous.restricted(state, card_id, word)


def has_skill(state: State, card: CardInstance, skill: str) -> bool:
    """Whether the unit has the skill `skill` now: its card's icon (boost, intercept), or one a
    [CONT] ability gives it (and back-intercept: it may intercept from the back row)."""
    return vanguard_card(card).has(skill) or continuous.granted(state, card.id, skill)


def may_restrict(state: State) -> bool:
    """Whether anything may forbid a unit something now (a restriction put on it for a while,
    or a [CONT] ability on the field that restricts): false in most states, so a legal list
    asks it once instead of asking `restricted` of every unit."""
    for m in state.modifiers:  # (asked on every attack list: no generator made)
        if m.stat in RESTRICTIONS:
            return True
    return continuous.restricts(state)


def shield(state: State, player: int) -> int:
    """The total shield of the player's guardians (a shield its card data does not say counts
    none until the player adds it with the tools)."""
    total = 0
    for card_id in state.zones[player].get(GC, ()):
        card = state.cards[card_id]
        total += (vanguard_card(card).shield or 0) + _bonus(state, card_id, "shield")
        total += continuous.bonus(state, card_id, "shield")  # its own [CONT] ability's
    return total


def critical(state: State, player: int, circle: str) -> int:
    card = unit(state, player, circle)
    if card is None:
        return 0
    return (
        vanguard_card(card).critical
        + _bonus(state, card.id, "critical")
        + continuous.bonus(state, card.id, "critical")
    )


def draw(ch: Changes, player: int, n: int = 1) -> int:
    """Draw up to n cards from the top of the deck; returns how many were drawn."""
    return from_deck(ch, player, n, "hand", send)


def pick(state: State, player: int, zone: str, names: tuple[str, ...], verb: str) -> list[int]:
    """The ids of the named cards in a zone, one per name (a name twice means two copies)."""
    ids = list(state.zones[player].get(zone, ()))
    return pick_among(state, ids, names, verb, "your " + zone.replace("_", " "))


# [CONT] abilities give power and critical too; their module reads the board (imported last)
from playtester.games.vanguard import continuous  # noqa: E402

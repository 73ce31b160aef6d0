"""The selectors of a Vanguard ability's blanks (docs/abilities.md): which cards, or empty
circles, words such as `{my rear grade<=2 other}` or `{their unit attacked}` take now, in the
table's order."""

from __future__ import annotations

from playtester.engine.state import State
from playtester.games.common.ability_play import Context, Fill
from playtester.games.vanguard.ability_words import BREAK, OPERATORS, RESIST
from playtester.games.vanguard.board import (
    BACK,
    STATES,
    VC,
    column,
    has_skill,
    in_harmony,
    is_front,
    is_rear,
    marked,
    opposing_column,
    rear_circles,
    unit,
    units,
)
from playtester.games.vanguard.breaks import limit_breaks
from playtester.games.vanguard.cards import vanguard_card
from playtester.games.vanguard.state import vg
from playtester.games.vanguard.text_keywords import has_keyword


def select(state: State, ctx: Context, words: tuple[str, ...]) -> list[Fill]:
    """The cards (or empty circles) a selector allows, in the table's order."""
    me = ctx.player
    if len(words) == 1:
        word = words[0]
        if word == "self":
            return [ctx.card]
        if word == "that":
            return [] if ctx.that is None else [ctx.that]
        if word == "boosted":
            return _boosted(state, ctx)
        if word == "attacked":
            target = _attacked(state, me)
            return [] if target is None else [target]
    whose = me if words[0] == "my" else 1 - me
    rest = words[1:]
    place = next(w for w in rest if w in PLACES)
    if place == "circle":
        empty = "empty" in rest
        return [c for c in rear_circles(state, whose) if not empty or unit(state, whose, c) is None]
    ids: list[int] = []
    if place in ("vanguard", "unit"):
        leader = unit(state, whose, VC)
        ids += [leader.id] if leader is not None else []
    if place in ("rear", "unit"):
        ids += [card.id for circle, card in units(state, whose) if is_rear(circle)]
    if place in PILES:
        ids += state.zones[whose].get(PILES[place], [])
    return [i for i in ids if _passes(state, ctx, i, rest)]


KEYWORDS = ("blaze", "engorge")  # a card with that keyword ability (its printed text's line)
PLACES = ("vanguard", "rear", "unit", "hand", "soul", "drop", "damage", "circle", "gzone", "deck",
          "aside")  # fmt: skip
PILES = {"hand": "hand", "soul": "soul", "drop": "drop", "damage": "damage", "gzone": "g_zone",
         "aside": "aside",  # (vocab14: the cards kept aside with the deck, tickets)
         "deck": "deck"}  # fmt: skip


def _passes(state: State, ctx: Context, card_id: int, words: tuple[str, ...]) -> bool:
    card = state.cards[card_id]
    data = vanguard_card(card)
    zone = state.where[card_id][1]
    i = 0
    while i < len(words):
        word = words[i]
        if word in ("clan", "race", "named", "name"):
            i += 1
            name = words[i][1:-1]  # (named: a part of the card's name; name: all of it)
            have = data.clan if word == "clan" else data.race if word == "race" else data.name
            if (word == "named" and name not in have) or (word != "named" and have != name):
                return False
        elif word == "notclan":  # (Lord: a unit of another clan than the one named)
            i += 1
            if data.clan == words[i][1:-1]:
                return False
        elif (
            (word == "rested" and not card.rested)
            or (word == "standing" and card.rested)
            or (word == "front" and not is_front(zone))  # Accel circles too
            or (word == "back" and zone not in BACK)
            or (word == "other" and card_id == ctx.card)
            or (word == "self" and card_id != ctx.card)
            or (word == "sentinel" and not data.sentinel)
            or (word == "facedown" and not card.face_down)
            or (word == "faceup" and card.face_down)
            or (word == "samename" and data.name != state.cards[ctx.card].card.name)
            or (word == "booster" and _boosted_by(state, ctx) != card_id)
            or (word == "attacked" and _target(state) != card_id)
            or (word == "attacking" and _attacker(state) != card_id)
            or (word == "looked" and card_id not in _looked(state, ctx.player))
            or (word == "unitcard" and card.card.kind != "unit")
            or (word == "that" and card_id != ctx.that)
            or (word == "column" and not _same_column(state, ctx, card_id))
            or (word == "harmony" and not in_harmony(state, card_id))
            or (word in STATES and not marked(state, card_id, word))
            or (word in KEYWORDS and not has_keyword(card.card.text, word))
        ):
            return False
        elif BREAK.fullmatch(word):  # (LB4: one of its abilities has Limit Break 4)
            from playtester.games.vanguard.abilities import ABILITIES  # (it selects with this)

            breaks = limit_breaks(card.card.text, ABILITIES.abilities(state, card_id))
            if int(word[2:]) not in breaks:
                return False
        elif word.startswith("grade"):
            op, n = (word[5:7], word[7:]) if word[6] == "=" else ("=", word[6:])
            if not OPERATORS[op](data.grade or 0, int(n)):
                return False
        i += 1
    return True


def resists(state: State, ctx: Context, fill: Fill) -> bool:
    """Whether the card is a unit of the opponent of the ability's player that has Resist now
    (vocab18: "this unit cannot be chosen by your opponent's card effects")."""
    if not isinstance(fill, int) or state.where[fill][0] == ctx.player:
        return False
    return has_skill(state, state.cards[fill], RESIST)


def _same_column(state: State, ctx: Context, card_id: int) -> bool:
    """Whether the card is in this card's column (vocab12: "another <Clan> in the same column
    as this unit"): on its player's circles there, or on the opponent's circles facing them;
    never when this card is off the field."""
    owner, here = state.where[ctx.card]
    theirs, zone = state.where[card_id]
    mine = theirs == owner
    return zone in (column(state, owner, here) if mine else opposing_column(state, owner, here))


def _attacked(state: State, me: int) -> int | None:
    """Your unit being attacked in the battle under way (None: none is)."""
    fight = vg(state).battle
    target = None if fight is None else unit(state, me, fight.target)
    return None if target is None or vg(state).active == me else target.id


def _target(state: State) -> int | None:
    """The unit the attack of the battle under way targets, whoever's (None: none): `{their
    unit grade>=3 attacked}` is the opponent's unit your unit attacks; `{my ... attacked}` yours
    being attacked (never in your turn, when no unit of yours is)."""
    fight = vg(state).battle
    target = None if fight is None else unit(state, 1 - vg(state).active, fight.target)
    return None if target is None else target.id


def _attacker(state: State) -> int | None:
    """The unit attacking in the battle under way (None: none)."""
    fight = vg(state).battle
    attacker = None if fight is None else unit(state, vg(state).active, fight.attacker)
    return None if attacker is None else attacker.id


def _looked(state: State, player: int) -> list[int]:
    """The top cards of the player's deck they have seen, down to the first they have not:
    the cards a look at the top showed them, while they stay there (a card moved, or the
    deck shuffled, is seen no more)."""
    out = []
    for card_id in state.zones[player].get("deck", ()):
        if not state.cards[card_id].peek >> player & 1:
            break
        out.append(card_id)
    return out


def _boosted_by(state: State, ctx: Context) -> int | None:
    """The unit that boosts the ability's card in the battle under way (None: none does)."""
    fight = vg(state).battle
    if fight is None or fight.booster is None or vg(state).active != ctx.player:
        return None
    attacker = unit(state, ctx.player, fight.attacker)
    booster = unit(state, ctx.player, fight.booster)
    if attacker is None or booster is None or attacker.id != ctx.card:
        return None
    return booster.id


def _boosted(state: State, ctx: Context) -> list[Fill]:
    """The unit the ability's card boosts in the battle under way."""
    fight = vg(state).battle
    if fight is None or fight.booster is None or vg(state).active != ctx.player:
        return []
    booster = unit(state, ctx.player, fight.booster)
    attacker = unit(state, ctx.player, fight.attacker)
    if booster is None or booster.id != ctx.card or attacker is None:
        return []
    return [attacker.id]

"""The manual tools the table offers on a card or a zone, and its menu commands, as labelled
actions in notation (the game's `Menus` for the table, `engine/hooks.py`).

An action containing `{n}` asks the player for a number first. The table only displays these;
what they do is the engine's `put`, `rest`, `power`... actions.
"""

from __future__ import annotations

from playtester.engine.actions import quote
from playtester.engine.state import State
from playtester.engine.table import SEPARATOR, Tool
from playtester.games.common.tools import ZoneMenus, deck_tools, move_tools, ref_text
from playtester.games.vanguard.board import (
    CIRCLES,
    GC,
    VC,
    has_circle,
    is_rear,
    rear_circles,
)
from playtester.games.vanguard.cards import vanguard_card
from playtester.games.vanguard.commands import commands as commands
from playtester.games.vanguard.formats import format_of
from playtester.games.vanguard.gestures import put_ref
from playtester.games.vanguard.markers import is_marker

optional_stop = ""  # the table stops for every choice: Settings offers no optional stop
DESTINATIONS = (  # a card's Move submenu: (label, where), all but the zone it lies in
    ("To hand", "hand"),
    ("To drop zone", "drop"),
    ("To soul", "soul"),
    ("To damage zone", "damage"),
    ("On top of the deck", "deck top"),
    ("At the bottom of the deck", "deck bottom"),
    ("To bind", "bind"),
    ("Remove from the game", "removed"),
)
ZONES = ZoneMenus(
    own={
        "deck": deck_tools(Tool("Soul charge", "soulcharge")),
        "damage": [
            Tool("Counterblast 1", "counterblast 1"),
            Tool("Countercharge 1", "countercharge 1"),
        ],
        "soul": [Tool("Soul blast 1", "soulblast 1")],
        "hand": [Tool("Draw", "draw")],
    },
    theirs={"deck": [Tool("Shuffle", "shuffle -> deck")]},
    holds_unit=lambda zone: zone == VC or is_rear(zone),
    turns=("Rest", "Stand"),
)


def _ref_text(state: State, actor: int, card_id: int) -> str:
    return ref_text(put_ref(state, actor, card_id))


def card_tools(state: State, actor: int, card_id: int) -> list[Tool]:
    """The tools for one card, depending on where it lies."""
    player, zone = state.where[card_id]
    card = state.cards[card_id]
    side = "-> " if player != actor else ""
    ref = _ref_text(state, actor, card_id)
    name = quote(card.card.name)
    tools: list[Tool] = []
    if zone == VC or is_rear(zone):
        rest = "Stand" if card.rested else "Rest"
        tools += [
            Tool(rest, f"{rest.lower()} {side}{zone}"),
            Tool("+5000 power (turn)", f"power {side}{zone} +5000"),
            Tool("\u22125000 power (turn)", f"power {side}{zone} -5000"),
            Tool("Power\u2026", f"power {side}{zone} {{n}} turn", number=5000, signed=True),
            Tool("+1 critical (turn)", f"critical {side}{zone} +1"),
            Tool("Flip", f"flip {ref}"),
            Tool("", SEPARATOR),
        ]
        if zone != VC:
            tools.append(Tool("Retire", f"retire {side}{zone}"))
        if player == actor:
            tools += _act_tools(state, actor, card_id, zone)
    elif zone == "hand" and player == actor and is_marker(card):
        tools += [Tool("Guard", f"guard {name}"), Tool("Discard", f"discard {name}")]
        tools += [Tool("Reveal", f"reveal {ref}"), Tool("", SEPARATOR)]
    elif zone == "hand" and player == actor and card.card.kind == "order":
        if "order" in format_of(state).verbs:
            blitz = vanguard_card(card).order_kind == "blitz"
            tip = BLITZ_TIP if blitz else ORDER_TIP
            tools.append(Tool("Play this order", f"order {name}", tip=tip))
        tools += [Tool("Discard", f"discard {name}"), Tool("Reveal", f"reveal {ref}")]
        tools.append(Tool("", SEPARATOR))
    elif zone == "hand" and player == actor:
        tools += [Tool("Ride", f"ride {name}"), Tool("Discard", f"discard {name}")]
        tools += [Tool(c, f"call {name} {c}", "Call to") for c in rear_circles(state, player)]
        tools += [Tool("Reveal", f"reveal {ref}"), Tool("", SEPARATOR)]
    elif zone == "damage":
        flip = "Countercharge (face up)" if card.face_down else "Counterblast (face down)"
        tools += [Tool(flip, f"flip {ref}"), Tool("", SEPARATOR)]
    elif zone == "soul":
        tools += [Tool("Soul blast", f"put {ref} to drop"), Tool("", SEPARATOR)]
    elif zone == "g_zone" and player == actor:
        if card.face_down and card.card.kind == "g_unit":
            tools.append(Tool("Stride", f"stride {name}"))
        tools += [Tool("Flip", f"flip {ref}"), Tool("", SEPARATOR)]
    tools += move_tools(DESTINATIONS, ref, zone)
    if zone not in CIRCLES and zone != GC and not is_marker(card):
        tools += [Tool(c, f"put {ref} to {c}", "Put on a circle") for c in CIRCLES]
        if "legion" in format_of(state).verbs and player == actor and card.card.kind != "g_unit":
            tools.append(Tool("Legion mate of the vanguard", f"legion {ref}", "Put on a circle"))
    return tools


def _act_tools(state: State, actor: int, card_id: int, circle: str) -> list[Tool]:
    """The unit's [ACT] abilities it may use now (only those: a cost it cannot pay, or the
    wrong moment, leaves them out of the menu)."""
    from playtester.games.common.ability_play import acts
    from playtester.games.vanguard.abilities import ABILITIES
    from playtester.games.vanguard.ability_phrases import ability_words
    from playtester.games.vanguard.rules import act_reason

    out = []
    abilities = ABILITIES.abilities(state, card_id)
    for n, index in enumerate(acts(ABILITIES, state, card_id), 1):
        if not act_reason(state, actor, circle, n):
            what = ability_words(abilities[index])
            out.append(Tool(f"Use: {what}", f"use {circle} {n}", tip="[ACT] " + what))
    return out


def zone_tools(
    state: State, actor: int, player: int, zone: str, unit_tools: bool = True
) -> list[Tool]:
    """The tools for a zone of `player` (the actor's own zones get the most). `unit_tools`
    False leaves out resting and standing the unit on a circle (its card's menu has them)."""
    tools = ZONES.tools(state, actor, player, zone, unit_tools)
    mine = player == actor
    if mine:
        tools += [Tool("Stand all units", "stand all")]
    if mine and "gift" in format_of(state).verbs:  # Imaginary Gifts acquired by card text
        if zone == VC or (is_rear(zone) and has_circle(state, player, zone)):
            tools.append(Tool("Force marker on this circle", f"gift force {zone}", GIFT_MENU))
        tools.append(Tool("Gain an Accel circle", "gift accel", GIFT_MENU))
        tools.append(Tool("Protect marker to hand", "gift protect", GIFT_MENU))
    return tools


GIFT_MENU = "Imaginary Gift"
ORDER_TIP = "A Normal Order: its cost, then its effect, then the drop zone (your main phase)"
BLITZ_TIP = (
    "A Blitz Order: its cost, then its effect, then the drop zone (the guard step of your"
    " opponent's turn, one a turn)"
)

"""The manual tools the WIXOSS table offers on a card or a zone, and its menu commands, as
labelled actions in notation (every tool of `docs/wixoss-notation.md` is on a menu): the game's
`Menus` for the table (`engine/hooks.py`).

An action containing `{n}` asks the player for a number first. The table only displays these;
what they do is the engine's `put`, `down`, `freeze`, `power`... actions.
"""

from __future__ import annotations

from playtester.engine.actions import quote
from playtester.engine.state import State
from playtester.engine.table import SEPARATOR, Tool
from playtester.games.common.tools import ZoneMenus, deck_tools, move_tools, ref_text
from playtester.games.wixoss import acts, battle
from playtester.games.wixoss.board import FIELD, LRIG_ZONES, SIGNI_ZONES, C, card_of
from playtester.games.wixoss.commands import commands as commands
from playtester.games.wixoss.gestures import ref

optional_stop = "Stop at the &Defense Step for Assist LRIGs"  # Settings, off by default
DESTINATIONS = (
    ("To hand", "hand"),
    ("To the trash", "trash"),
    ("To the Ener zone", "ener"),
    ("On top of the Life Cloth", "life"),
    ("On top of the deck", "deck top"),
    ("At the bottom of the deck", "deck bottom"),
    ("To the check zone", "check"),
    ("To the LRIG deck", "lrig_deck"),
    ("To the LRIG trash", "lrig_trash"),
)


def _either_side(side: str) -> dict[str, list[Tool]]:
    """A zone's tools on either side, by zone; `side` is how a tool names it ("" or "-> ")."""
    return {
        **{zone: [Tool("Shuffle", f"shuffle {side}{zone}")] for zone in ("deck", "trash", "ener")},
        "life": [
            Tool("Crush 1", f"crush {side}1"),
            Tool("Crush\u2026", f"crush {side}{{n}}", number=2),
        ],
    }


ZONES = ZoneMenus(
    own={
        **_either_side(""),
        "deck": deck_tools(
            Tool("Charge 1 Ener", "charge"), Tool("Charge Ener\u2026", "charge {n}")
        ),
        "hand": [Tool("Draw", "draw")],
        "lrig_deck": [Tool("Grow\u2026", "grow")],
    },
    theirs=_either_side("-> "),
    holds_unit=lambda zone: zone in FIELD,
    turns=("Up", "Down"),
)


def _ref_text(state: State, actor: int, card_id: int) -> str:
    return ref_text(ref(state, actor, card_id))


def _field_tools(state: State, zone: str, side: str, card_id: int) -> list[Tool]:
    """An LRIG's or a SIGNI's: up or down, freeze, and a SIGNI's power and vanish."""
    down = "Up" if state.cards[card_id].rested else "Down"
    tools = [Tool(down, f"{down.lower()} {side}{zone}"), Tool("Freeze", f"freeze {side}{zone}")]
    if zone in SIGNI_ZONES:
        tools += [
            Tool("+3000 power (turn)", f"power {side}{zone} +3000"),
            Tool("\u22123000 power (turn)", f"power {side}{zone} -3000"),
            Tool("Power\u2026", f"power {side}{zone} {{n}} turn", number=3000, signed=True),
            Tool("Vanish (to the Ener zone)", f"vanish {side}{zone}"),
        ]
    return [*tools, Tool("", SEPARATOR)]


def card_tools(state: State, actor: int, card_id: int) -> list[Tool]:
    """The tools for one card, depending on where it lies."""
    player, zone = state.where[card_id]
    card = state.cards[card_id]
    printed = card_of(card)
    mine = player == actor
    side = "" if mine else "-> "
    on_top = state.zones[player][zone][0] == card_id
    name = quote(card.card.name)
    tools: list[Tool] = []
    if zone in FIELD and on_top:
        tools += _field_tools(state, zone, side, card_id)
        if mine and zone in SIGNI_ZONES:
            tools += [Tool("Charge to Ener (ener phase)", f"ener {zone}"),
                      Tool("Remove (to the trash)", f"remove {zone}")]  # fmt: skip
        if mine and zone in (C, *SIGNI_ZONES):
            tools.append(Tool("Attack", f"attack {zone}"))
        if mine:
            tools += acts.menu(state, actor, card_id, zone)
    elif zone == "hand" and mine:
        if printed.kind == "signi":
            tools += [Tool(z, f"play {name} {z}", "Play on") for z in SIGNI_ZONES]
        if printed.kind == "spell":  # its cost is paid with the tools; its effect then waits
            tools.append(Tool("Use (to the trash)", f"put hand {name} to trash"))
        if printed.guard:
            tools.append(Tool("Guard", f"guard {name}"))
        tools.append(Tool("Charge to Ener (ener phase)", f"ener {name}"))
        tools.append(Tool("Discard", f"discard {name}"))
        tools += [Tool("Reveal", f"reveal hand {name}"), Tool("", SEPARATOR)]
    elif zone == "lrig_deck" and mine:
        if printed.is_lrig:
            lrig_zones = ("C",) if printed.kind == "lrig" else ("AL", "AR")
            for z in lrig_zones:
                tools.append(Tool(f"Grow on {z}", f"grow {name}" + ("" if z == "C" else f" {z}")))
        else:  # an arts, key, resona or piece: used by card text
            tools.append(Tool("Use (to the LRIG trash)", f"put lrig_deck {name} to lrig_trash"))
        tools += [Tool("Reveal", f"reveal lrig_deck {name}"), Tool("", SEPARATOR)]
    elif zone == "check" and mine and card_id in battle.waiting_bursts(state, player):
        tools += [Tool("Use Life Burst", f"burst {name}"), Tool("", SEPARATOR)]
    ref_text = _ref_text(state, actor, card_id)
    tools += move_tools(DESTINATIONS, ref_text, zone)
    targets = LRIG_ZONES if printed.is_lrig else SIGNI_ZONES
    tools += [Tool(z, f"put {ref_text} to {z}", "Put on a zone") for z in targets if z != zone]
    return tools


zone_tools = ZONES.tools  # the tools for a zone of `player` (`ZoneMenus.tools`)

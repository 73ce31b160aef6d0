"""The bundled WIXOSS cards: this program's own invented cards (no real card's name or text),
as plain data in the position format's card fields (see docs/wixoss-position-format.md).

Four teams, each with a Center LRIG from level 0 to 3, two Assist LRIGs and an arts; SIGNI of
the five colours in eight classes with every keyword; colourless Guard SIGNI; spells; and one
card of each other LRIG deck type (key, resona, piece). The card texts are in `TEXTS`.
"""

from __future__ import annotations

from typing import Any

Data = dict[str, Any]
LIMITS = {0: 0, 1: 2, 2: 5, 3: 7}  # an LRIG's limit by its level
DAWN, CINDER, TIDE, GROVE = "Dawnbell Choir", "Cinder Pact", "Tidewhisper", "Hollow Grove"
GREEN_BLACK = {"green": 1, "black": 1}


def _colours(color: str) -> list[str]:
    return color.split("/")


def lrig(name: str, color: str, level: int, lrig_type: str, team: str, **more: Any) -> Data:
    """A Center LRIG; its grow cost is one symbol of its colour per level above 1 unless given."""
    grow = more.pop("grow", {color: level - 1} if level > 1 else {})
    return {"name": name, "type": "lrig", "color": _colours(color), "level": level,
            "limit": LIMITS[level], "grow_cost": grow, "lrig_type": lrig_type, "team": team,
            **more}  # fmt: skip


def assist(name: str, color: str, level: int, lrig_type: str, team: str, **more: Any) -> Data:
    """An Assist LRIG; its grow cost is one colourless symbol per level unless given."""
    grow = more.pop("grow", {"colorless": level} if level else {})
    return {"name": name, "type": "assist_lrig", "color": _colours(color), "level": level,
            "grow_cost": grow, "lrig_type": lrig_type, "team": team, **more}  # fmt: skip


def signi(name: str, color: str, level: int, power: int, cls: str, **more: Any) -> Data:
    return {"name": name, "type": "signi", "color": _colours(color), "level": level,
            "power": power, "class": cls, **more}  # fmt: skip


def card(kind: str, name: str, color: str, cost: dict[str, int], **more: Any) -> Data:
    """A spell, arts, key, resona or piece (a resona's SIGNI class is `cls`)."""
    if "cls" in more:
        more["class"] = more.pop("cls")
    return {"name": name, "type": kind, "color": _colours(color), "cost": cost, **more}


CARDS: list[Data] = [
    # -- Dawnbell Choir (white) ----------------------------------------------------------------
    lrig("Aurelle, Unlit Wick", "white", 0, "Aurelle", DAWN),
    lrig("Aurelle, First Chime", "white", 1, "Aurelle", DAWN),
    lrig("Aurelle, Bell of Noon", "white", 2, "Aurelle", DAWN),
    lrig("Aurelle, Cathedral of Light", "white", 3, "Aurelle", DAWN),
    assist("Pim, Candle Runner", "white", 0, "Pim", DAWN),
    assist("Pim, Lamp Keeper", "white", 1, "Pim", DAWN),
    assist("Pim, Beacon Warden", "white", 2, "Pim", DAWN),
    assist("Quell, Quiet Novice", "white", 0, "Quell", DAWN),
    assist("Quell, Hush Acolyte", "white", 1, "Quell", DAWN, grow={}),
    card("arts", "Chorus of Returning Light", "white", {"white": 1, "colorless": 1}),
    signi("Chime Sprite", "white", 1, 3000, "Bellwing", burst=True),
    signi("Lantern Moth Page", "white", 1, 2000, "Bellwing"),
    signi("Vigil Lamplighter", "white", 1, 3000, "Lumen Warden"),
    signi("Bell Tower Sentinel", "white", 2, 7000, "Lumen Warden", burst=True),
    signi("Carillon Knight", "white", 2, 8000, "Lumen Warden"),
    signi("Dawn Herald Swift", "white", 2, 5000, "Bellwing"),
    signi("Seraph of the Last Toll", "white", 3, 15000, "Bellwing", keywords=["rise"]),
    signi("Warden of the High Belfry", "white", 3, 12000, "Lumen Warden", burst=True),
    card("spell", "Morning Toll", "white", {"white": 1}, burst=True),
    # -- Cinder Pact (red) ---------------------------------------------------------------------
    lrig("Cindrel, Spark in the Ash", "red", 0, "Cindrel", CINDER),
    lrig("Cindrel, Kindled Blade", "red", 1, "Cindrel", CINDER),
    lrig("Cindrel, Forge Tyrant", "red", 2, "Cindrel", CINDER),
    lrig("Cindrel, Sovereign Pyre", "red", 3, "Cindrel", CINDER, keywords=["double_crush"]),
    assist("Brakka, Soot Pup", "red", 0, "Brakka", CINDER),
    assist("Brakka, Bellows Hound", "red", 1, "Brakka", CINDER),
    assist("Brakka, Furnace Warhound", "red", 2, "Brakka", CINDER),
    assist("Fuse, Wick Imp", "red", 0, "Fuse", CINDER),
    assist("Fuse, Blast Imp", "red", 1, "Fuse", CINDER, grow={}),
    card("arts", "Scorching Verdict", "red", {"red": 2}),
    signi("Cinder Whelp", "red", 1, 3000, "Emberkin", burst=True),
    signi("Flint Sapper", "red", 1, 2000, "Siegeworks"),
    signi("Ashfall Skirmisher", "red", 1, 3000, "Emberkin"),
    signi("Ashen Stalker", "red", 2, 5000, "Emberkin", keywords=["assassin"]),
    signi("Bellows Ram", "red", 2, 8000, "Siegeworks", burst=True),
    signi("Kiln Lancer", "red", 2, 7000, "Emberkin", keywords=["lancer"]),
    signi("Pyreclaw Hussar", "red", 3, 12000, "Emberkin", burst=True, keywords=["lancer"]),
    signi("Magma Trebuchet", "red", 3, 10000, "Siegeworks"),
    card("spell", "Firestorm Edict", "red", {"red": 2}, burst=True),
    # -- Tidewhisper (blue) --------------------------------------------------------------------
    lrig("Marisel, Shell Dreamer", "blue", 0, "Marisel", TIDE),
    lrig("Marisel, Tide Reader", "blue", 1, "Marisel", TIDE),
    lrig("Marisel, Undertow Oracle", "blue", 2, "Marisel", TIDE),
    lrig("Marisel, Abyssal Tidequeen", "blue", 3, "Marisel", TIDE),
    assist("Nerro, Ripple Kit", "blue", 0, "Nerro", TIDE),
    assist("Nerro, Current Scout", "blue", 1, "Nerro", TIDE),
    assist("Nerro, Maelstrom Pilot", "blue", 2, "Nerro", TIDE),
    assist("Sleet, Frost Sprout", "blue", 0, "Sleet", TIDE),
    assist("Sleet, Rime Sentinel", "blue", 1, "Sleet", TIDE, grow={}),
    card("arts", "Glacial Lullaby", "blue", {"blue": 1}),
    signi("Ripple Eel", "blue", 1, 3000, "Tideborn", burst=True),
    signi("Cog Minnow", "blue", 1, 2000, "Clockwork"),
    signi("Brine Scout", "blue", 1, 3000, "Tideborn"),
    signi("Gearfin Diver", "blue", 2, 7000, "Clockwork", burst=True),
    signi("Undertow Mantle", "blue", 2, 8000, "Tideborn"),
    signi("Coral Tinkerer", "blue", 2, 5000, "Clockwork"),
    signi("Tidebreaker Leviathan", "blue", 3, 12000, "Tideborn", keywords=["double_crush"]),
    signi("Chronometer Kraken", "blue", 3, 10000, "Clockwork", burst=True),
    card("spell", "Frostbind Verse", "blue", {"blue": 1}, burst=True),
    # -- Hollow Grove (green and black) --------------------------------------------------------
    lrig("Verdayne, Acorn Heart", "green", 0, "Verdayne", GROVE),
    lrig("Verdayne, Sapling Sage", "green", 1, "Verdayne", GROVE),
    lrig("Verdayne, Grove Matron", "green", 2, "Verdayne", GROVE),
    lrig("Verdayne, World-Root Empress", "green", 3, "Verdayne", GROVE, grow=GREEN_BLACK),
    assist("Ombrine, Little Gloom", "black", 0, "Ombrine", GROVE),
    assist("Ombrine, Dusk Weaver", "black", 1, "Ombrine", GROVE),
    assist("Ombrine, Eclipse Mistress", "black", 2, "Ombrine", GROVE),
    assist("Thistle, Burr Sprite", "green", 0, "Thistle", GROVE),
    assist("Thistle, Briar Guard", "green", 1, "Thistle", GROVE, grow={}),
    card("arts", "Overgrowth Rite", "green", {"green": 2}),
    signi("Moss Sproutling", "green", 1, 3000, "Rootfolk", burst=True),
    signi("Gloam Moth", "black", 1, 2000, "Mirrorwraith", keywords=["shadow"]),
    signi("Thornback Beetle", "green", 1, 3000, "Rootfolk"),
    signi("Dusk Veil Stalker", "black", 2, 7000, "Mirrorwraith", burst=True, keywords=["shadow"]),
    signi("Bramble Hart", "green", 2, 8000, "Rootfolk"),
    signi("Twinroot Wisp", "green/black", 2, 5000, "Rootfolk"),
    signi("Elder Oakwarden", "green", 3, 12000, "Rootfolk", burst=True),
    signi("Nightglass Revenant", "black", 3, 10000, "Mirrorwraith", keywords=["shadow"]),
    card("spell", "Harvest of Shadows", "green/black", {"green": 1, "black": 1}),
    # -- colourless Guard SIGNI ----------------------------------------------------------------
    signi("Veilward Sentinel", "colorless", 1, 1000, "Warding Doll", guard=True),
    signi("Hushed Gatekeeper", "colorless", 1, 1000, "Warding Doll", burst=True, guard=True),
    # -- other LRIG deck cards -----------------------------------------------------------------
    card("key", "Key of the Ember Gate", "red", {"red": 1}),
    card("resona", "Echo of the Deep Bell", "blue", {}, level=2, power=9000, cls="Tideborn"),
    card("piece", "Convergence: Four Lanterns", "colorless", {"colorless": 2}),
]

TEXTS = {
    "Aurelle, Bell of Noon": (
        "[Enter] Look at the top three cards of your deck; put them back in any order."
    ),
    "Aurelle, Cathedral of Light": (
        "[Auto] When this LRIG attacks, up to one of your SIGNI gets +3000 power until end of turn."
    ),
    "Pim, Lamp Keeper": "[Enter] Add up to one white SIGNI from your trash to your hand.",
    "Pim, Beacon Warden": (
        "[Enter] Return up to one level 2 or lower SIGNI of your opponent's to their hand."
    ),
    "Quell, Hush Acolyte": "[Enter] Up to one of your SIGNI gets +2000 power until end of turn.",
    "Chorus of Returning Light": (
        "[Main Phase] [Attack Phase] Return target SIGNI of your opponent's to their hand."
    ),
    "Chime Sprite": "Life Burst: Draw a card.",
    "Lantern Moth Page": (
        "[Enter] Look at the top card of your deck. You may put it into the trash."
    ),
    "Bell Tower Sentinel": (
        "Life Burst: Return target level 2 or lower SIGNI of your opponent's to their hand."
    ),
    "Dawn Herald Swift": "[Auto] When this SIGNI attacks, draw a card, then discard a card.",
    "Seraph of the Last Toll": "Rise: put this onto one of your <Bellwing> SIGNI.",
    "Warden of the High Belfry": "Life Burst: Draw a card.",
    "Morning Toll": "Draw two cards.",
    "Cindrel, Forge Tyrant": (
        "[Auto] When this LRIG attacks, vanish up to one SIGNI of your opponent's with power "
        "3000 or less."
    ),
    "Cindrel, Sovereign Pyre": "Double Crush.",
    "Brakka, Bellows Hound": "[Enter] Up to one of your SIGNI gets +3000 power until end of turn.",
    "Brakka, Furnace Warhound": (
        "[Enter] Vanish up to one SIGNI of your opponent's with power 7000 or less."
    ),
    "Fuse, Blast Imp": "[Enter] Put the top card of your deck into your Ener zone.",
    "Scorching Verdict": (
        "[Main Phase] Vanish target SIGNI of your opponent's with power 10000 or less."
    ),
    "Cinder Whelp": "Life Burst: Draw a card.",
    "Flint Sapper": "[Enter] Vanish up to one SIGNI of your opponent's with power 1000 or less.",
    "Ashen Stalker": "Assassin.",
    "Bellows Ram": "Life Burst: Vanish target SIGNI of your opponent's with power 5000 or less.",
    "Kiln Lancer": "Lancer.",
    "Pyreclaw Hussar": "Lancer. Life Burst: Draw a card.",
    "Magma Trebuchet": "[Enter] Vanish up to one SIGNI of your opponent's with power 5000 or less.",
    "Firestorm Edict": "Vanish target SIGNI of your opponent's with power 8000 or less.",
    "Marisel, Undertow Oracle": "[Enter] Draw a card.",
    "Marisel, Abyssal Tidequeen": (
        "[Auto] When this LRIG attacks, freeze target SIGNI of your opponent's."
    ),
    "Nerro, Current Scout": "[Enter] Draw a card, then discard a card.",
    "Nerro, Maelstrom Pilot": "[Enter] Your opponent discards a card at random.",
    "Sleet, Rime Sentinel": "[Enter] Freeze up to one SIGNI of your opponent's.",
    "Glacial Lullaby": (
        "[Main Phase] [Attack Phase] Freeze up to two SIGNI of your opponent's. Draw a card."
    ),
    "Ripple Eel": "Life Burst: Draw a card.",
    "Cog Minnow": "[Enter] Draw a card, then discard a card.",
    "Gearfin Diver": "Life Burst: Freeze target SIGNI of your opponent's. Draw a card.",
    "Coral Tinkerer": "[Auto] When this SIGNI attacks, your opponent discards a card.",
    "Tidebreaker Leviathan": "Double Crush.",
    "Chronometer Kraken": "Life Burst: Draw a card.",
    "Frostbind Verse": "Freeze target SIGNI of your opponent's. Draw a card.",
    "Verdayne, Grove Matron": "[Enter] Put the top card of your deck into your Ener zone.",
    "Verdayne, World-Root Empress": "[Constant] Your SIGNI get +2000 power.",
    "Ombrine, Dusk Weaver": (
        "[Enter] Up to one SIGNI of your opponent's gets -3000 power until end of turn."
    ),
    "Ombrine, Eclipse Mistress": (
        "[Enter] Up to one SIGNI of your opponent's gets -8000 power until end of turn."
    ),
    "Thistle, Briar Guard": "[Enter] Up to one of your SIGNI gets +5000 power until end of turn.",
    "Overgrowth Rite": "[Main Phase] Put the top two cards of your deck into your Ener zone.",
    "Moss Sproutling": "Life Burst: Put the top card of your deck into your Ener zone.",
    "Gloam Moth": "Shadow.",
    "Dusk Veil Stalker": (
        "Shadow. Life Burst: Target SIGNI of your opponent's gets -5000 power until end of turn."
    ),
    "Twinroot Wisp": "[Enter] Put up to one SIGNI from your trash into your Ener zone.",
    "Elder Oakwarden": "Life Burst: Draw a card.",
    "Nightglass Revenant": (
        "Shadow. [Enter] Up to one SIGNI of your opponent's gets -5000 power until end of turn."
    ),
    "Harvest of Shadows": "Add up to one SIGNI from your trash to your hand.",
    "Veilward Sentinel": "Guard.",
    "Hushed Gatekeeper": "Guard. Life Burst: Draw a card.",
    "Key of the Ember Gate": "[Constant] Your SIGNI with Lancer get +1000 power.",
    "Echo of the Deep Bell": (
        "Play condition: return two of your blue SIGNI from the field to your hand."
    ),
    "Convergence: Four Lanterns": (
        "[Main Phase] Draw two cards. Each of your SIGNI gets +2000 power until end of turn."
    ),
}


def numbered() -> list[Data]:
    """The cards with their texts and numbers (PT-001...), in list order."""
    out = []
    for i, data in enumerate(CARDS, start=1):
        text = TEXTS.get(data["name"])
        out.append({**data, **({"text": text} if text else {}), "number": f"PT-{i:03}"})
    return out

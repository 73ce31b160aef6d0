"""Where everything lies on the table, in scene units: a pure function of zone, index and side.

The player at the bottom sees their field the right way round; the opponent's field is the
same layout turned by half a turn (their left is our right). Cards are 120 x 168 units.
"""

from __future__ import annotations

from dataclasses import dataclass

CARD_W, CARD_H = 120.0, 168.0
WIDTH, HEIGHT = 1560.0, 1400.0
MID = HEIGHT / 2
FRONT = MID + 175.0  # the bottom player's front row
BACK = FRONT + 205.0
HAND = HEIGHT - CARD_H / 2 - 38.0
COLUMN = {"FL": 560.0, "VC": 780.0, "FR": 1000.0}

# centres of the bottom player's zones
CENTRES: dict[str, tuple[float, float]] = {
    "g_zone": (350.0, FRONT),
    "FL": (COLUMN["FL"], FRONT),
    "VC": (COLUMN["VC"], FRONT),
    "FR": (COLUMN["FR"], FRONT),
    "deck": (1220.0, FRONT),
    "trigger": (1420.0, FRONT),
    "removed": (350.0, BACK),
    "BL": (COLUMN["FL"], BACK),
    "BC": (COLUMN["VC"], BACK),
    "BR": (COLUMN["FR"], BACK),
    "drop": (1220.0, BACK),
    "bind": (1420.0, BACK),
    "damage": (150.0, (FRONT + BACK) / 2),
    "soul": (COLUMN["VC"] + 48.0, FRONT + 10.0),
    "GC": (COLUMN["VC"], MID),
    "hand": (COLUMN["VC"], HAND),
}
CIRCLES = ("VC", "FL", "FR", "BL", "BC", "BR")
PILES = ("deck", "drop", "soul", "g_zone", "bind", "removed", "trigger")
ZONE_SIZES: dict[str, tuple[float, float]] = {
    **{c: (CARD_H + 14, CARD_H + 14) for c in CIRCLES},
    **{p: (CARD_W + 24, CARD_H + 24) for p in PILES},
    "soul": (70.0, CARD_H),
    "damage": (CARD_H + 24, 2 * CARD_H + 80),
    "GC": (3 * CARD_H, CARD_H),
    "hand": (1100.0, CARD_H + 30),
}


@dataclass(frozen=True)
class Slot:
    """Where one card goes: its centre, its turn in degrees (on top of resting), its height."""

    x: float
    y: float
    angle: float = 0.0
    z: float = 0.0


def centre(zone: str, bottom: bool) -> tuple[float, float]:
    x, y = CENTRES.get(zone) or accel_centre(zone)
    return (x, y) if bottom else (WIDTH - x, HEIGHT - y)


def accel_centre(zone: str) -> tuple[float, float]:
    """Accel circles line up outside the front row: AL1, AL2... to the left, AR1... right."""
    n = int(zone[2:]) if zone[2:].isdigit() else 1
    if zone.startswith("AL"):
        return (COLUMN["FL"] - 210.0 * n, FRONT)
    return (COLUMN["FR"] + 210.0 * n, FRONT)


def zone_rect(zone: str, bottom: bool) -> tuple[float, float, float, float]:
    """The zone's area (left, top, width, height), where drops land."""
    x, y = centre(zone, bottom)
    w, h = ZONE_SIZES.get(zone, (CARD_H + 14, CARD_H + 14))
    return (x - w / 2, y - h / 2, w, h)


def slot(zone: str, index: int, count: int, bottom: bool) -> Slot:
    """Where the card at `index` (0 = top of a pile) of a zone of `count` cards lies."""
    x, y = centre(zone, bottom)
    sign = 1.0 if bottom else -1.0
    if zone == "hand":
        return _fan(x, y, index, count, sign)
    if zone == "damage":
        step = min(52.0, (2 * CARD_H) / max(count, 1))
        top = y - sign * (CARD_H - CARD_W / 2 + 10)
        return Slot(x, top + sign * step * index, 90.0, 10.0 + index)
    if zone == "g_zone":  # a column, so that every G unit shows a strip (and can be dragged)
        step = min(16.0, 112.0 / max(count - 1, 1))
        return Slot(x, y + sign * step * index, 0.0, 10.0 + index)
    if zone == "GC":
        spacing = min(CARD_H * 0.62, 2.4 * CARD_H / max(count, 1))
        offset = (index - (count - 1) / 2) * spacing
        return Slot(x + sign * offset, y, 0.0, 50.0 + index)
    if zone in ("VC",) or zone in CIRCLES or zone.startswith(("AL", "AR")):
        # a stack on a circle (a G unit on its Heart, a Legion pair): the top card first, the
        # ones under it showing their bottom edge (their power) below it
        return Slot(x + sign * 8.0 * index, y + sign * 30.0 * index, 0.0, 30.0 - index)
    # piles: every card in one place, the top one highest, a little thickness showing
    depth = min(count - 1 - index, 8)
    z = 5.0 + (count - index) / 100.0
    if zone == "soul":
        z = 1.0 + (count - index) / 100.0
    return Slot(x - sign * depth * 0.9, y - sign * depth * 0.9, 0.0, z)


def _fan(x: float, y: float, index: int, count: int, sign: float) -> Slot:
    spacing = min(112.0, 980.0 / max(count, 1))
    middle = (count - 1) / 2
    offset = index - middle
    angle = offset * min(4.0, 28.0 / max(count, 1))
    lift = 18.0 * (offset / middle) ** 2 if middle else 0.0
    return Slot(x + sign * offset * spacing, y + sign * lift, sign * angle, 100.0 + index)

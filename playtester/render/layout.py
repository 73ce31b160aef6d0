"""Where everything lies on the table, in scene units: a pure function of zone, index and side.

The player at the bottom sees their field the right way round; the opponent's field is the
same layout turned by half a turn (their left is our right). Cards are 120 x 168 units. The
premium format's table is wider: it keeps a column for an Accel circle on each side of the
front row (a second Accel circle on a side sits behind the first).
"""

from __future__ import annotations

from dataclasses import dataclass, field

CARD_W, CARD_H = 120.0, 168.0
HEIGHT = 1400.0
MID = HEIGHT / 2
FRONT = MID + 175.0  # the bottom player's front row
BACK = FRONT + 205.0
HAND = HEIGHT - CARD_H / 2 - 38.0
STEP = 220.0  # between neighbouring circles

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


def _centres(fl: float, accel: bool) -> dict[str, tuple[float, float]]:
    """The bottom player's zone centres, the front-left circle at `fl`."""
    vc, fr = fl + STEP, fl + 2 * STEP
    outer = STEP if accel else 0.0  # room for an Accel circle on each side
    right = fr + outer + STEP
    return {
        "g_zone": (350.0, FRONT),
        "removed": (350.0, BACK),
        "damage": (150.0, (FRONT + BACK) / 2),
        "FL": (fl, FRONT),
        "VC": (vc, FRONT),
        "FR": (fr, FRONT),
        "BL": (fl, BACK),
        "BC": (vc, BACK),
        "BR": (fr, BACK),
        "deck": (right, FRONT),
        "drop": (right, BACK),
        "trigger": (right + 200.0, FRONT),
        "bind": (right + 200.0, BACK),
        "soul": (vc + 48.0, FRONT + 10.0),
        "GC": (vc, MID),
        "hand": (vc, HAND),
    }


@dataclass(frozen=True)
class TableLayout:
    """One table's geometry; `accel` keeps columns for Accel circles (the premium format)."""

    accel: bool = False
    centres: dict[str, tuple[float, float]] = field(init=False, compare=False)
    width: float = field(init=False)

    def __post_init__(self) -> None:
        fl = 780.0 if self.accel else 560.0
        centres = _centres(fl, self.accel)
        object.__setattr__(self, "centres", centres)
        object.__setattr__(self, "width", centres["trigger"][0] + 140.0)

    def accel_centre(self, zone: str) -> tuple[float, float]:
        """AL1 left of the front row and AR1 right of it; later ones behind those (on a
        table without Accel columns, further out along the front row)."""
        n = int(zone[2:]) if zone[2:].isdigit() else 1
        left = zone.startswith("AL")
        edge = self.centres["FL" if left else "FR"][0]
        step = -STEP if left else STEP
        if self.accel:
            return (edge + step, FRONT if n == 1 else BACK)
        return (edge + step * n, FRONT)

    def centre(self, zone: str, bottom: bool) -> tuple[float, float]:
        x, y = self.centres.get(zone) or self.accel_centre(zone)
        return (x, y) if bottom else (self.width - x, HEIGHT - y)

    def zone_rect(self, zone: str, bottom: bool) -> tuple[float, float, float, float]:
        """The zone's area (left, top, width, height), where drops land."""
        x, y = self.centre(zone, bottom)
        w, h = ZONE_SIZES.get(zone, (CARD_H + 14, CARD_H + 14))
        return (x - w / 2, y - h / 2, w, h)

    def slot(self, zone: str, index: int, count: int, bottom: bool) -> Slot:
        """Where the card at `index` (0 = top of a pile) of a zone of `count` cards lies."""
        x, y = self.centre(zone, bottom)
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
        if zone in CIRCLES or zone.startswith(("AL", "AR")):
            # a stack on a circle (a G unit on its Heart, a Legion pair): the top card first,
            # the ones under it showing their bottom edge (their power) below it
            return Slot(x + sign * 8.0 * index, y + sign * 30.0 * index, 0.0, 30.0 - index)
        # piles: every card in one place, the top one highest, a little thickness showing
        depth = min(count - 1 - index, 8)
        z = (1.0 if zone == "soul" else 5.0) + (count - index) / 100.0
        return Slot(x - sign * depth * 0.9, y - sign * depth * 0.9, 0.0, z)


def _fan(x: float, y: float, index: int, count: int, sign: float) -> Slot:
    spacing = min(112.0, 980.0 / max(count, 1))
    middle = (count - 1) / 2
    offset = index - middle
    angle = offset * min(4.0, 28.0 / max(count, 1))
    lift = 18.0 * (offset / middle) ** 2 if middle else 0.0
    return Slot(x + sign * offset * spacing, y + sign * lift, sign * angle, 100.0 + index)


STANDARD = TableLayout()
WIDE = TableLayout(accel=True)


def layout_for(format: str) -> TableLayout:
    """The table of a format: premium keeps room for Accel circles."""
    return WIDE if format == "premium" else STANDARD


# The standard table, for callers that draw one.
WIDTH = STANDARD.width
CENTRES = STANDARD.centres
centre = STANDARD.centre
zone_rect = STANDARD.zone_rect
slot = STANDARD.slot

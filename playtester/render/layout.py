"""Where everything lies on the table, in scene units: a pure function of zone, index and side.

The player at the bottom sees their field the right way round; the opponent's field is the
same layout turned by half a turn about the middle line `MID` (their left is our right). Cards
are 120 x 168 units. The bottom player's own hand is drawn larger than field cards, so the
table keeps more room below the fields than above them. The premium format's table is wider:
it keeps a column for an Accel circle on each side of the front row (a second Accel circle on
a side sits behind the first).
"""

from __future__ import annotations

from dataclasses import dataclass, field

Rect = tuple[float, float, float, float]  # left, top, width, height

CARD_W, CARD_H = 120.0, 168.0
MID = 690.0  # the line between the two fields
FRONT = MID + 175.0  # the bottom player's front row
BACK = FRONT + 205.0
HEIGHT = 1440.0  # the table; more room below MID than above it, for the larger own hand
STEP = 220.0  # between neighbouring circles
HAND_SCALE = 1.35  # the own hand's cards, against field cards
HAND_SPAN = 1060.0  # the width a hand fans out over
HAND_TOP = BACK + 118.0  # below the back row's power readouts
EDGE = 96.0  # half a pile's height

CIRCLES = ("VC", "FL", "FR", "BL", "BC", "BR")
PILES = ("deck", "drop", "soul", "g_zone", "bind", "removed", "trigger")
COLUMN = (CARD_H + 24, 2 * CARD_H + 80)  # the damage zone and the G zone span both rows
ZONE_SIZES: dict[str, tuple[float, float]] = {
    **{c: (CARD_H + 14, CARD_H + 14) for c in CIRCLES},
    **{p: (CARD_W + 24, CARD_H + 24) for p in PILES},
    "soul": (70.0, CARD_H),
    "damage": COLUMN,
    "g_zone": (CARD_W + 30, COLUMN[1]),
    "GC": (3 * CARD_H, CARD_H),
}
FOOTED = ("damage", "g_zone")  # zones whose label and count sit in a strip below the cards
FOOT = 36.0  # that strip's height
BADGE = (38.0, 26.0)  # a count badge's size
LABEL_H = 26.0


@dataclass(frozen=True)
class Slot:
    """Where one card goes: its centre, its turn in degrees (on top of resting), its height,
    and its size against a field card."""

    x: float
    y: float
    angle: float = 0.0
    z: float = 0.0
    scale: float = 1.0


def _centres(fl: float, accel: bool) -> dict[str, tuple[float, float]]:
    """The bottom player's zone centres, the front-left circle at `fl`."""
    vc, fr = fl + STEP, fl + 2 * STEP
    outer = STEP if accel else 0.0  # room for an Accel circle on each side
    right = fr + outer + STEP
    rows = BACK + EDGE - COLUMN[1] / 2  # the columns end with the piles beside the back row
    return {
        "damage": (150.0, rows),
        "g_zone": (350.0, rows),
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
        "removed": (right + 200.0, BACK + 2 * EDGE + 8.0),  # beside the hand, below Bind
        "soul": (vc + 48.0, FRONT + 10.0),
        "GC": (vc, MID),
        "hand": (vc, HAND_TOP + HAND_SCALE * CARD_H / 2),
    }


def _hand_room(bottom: bool) -> float:
    """How far below HAND_TOP a side's hand may reach (the top side measured turned round)."""
    edge = HEIGHT if bottom else 2 * MID
    return edge - HAND_TOP - 2.0


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

    def _turn(self, x: float, y: float, bottom: bool) -> tuple[float, float]:
        """A bottom-side point, or the same point on the top side (turned half round)."""
        return (x, y) if bottom else (self.width - x, 2 * MID - y)

    def _turn_rect(self, rect: Rect, bottom: bool) -> Rect:
        x, y, w, h = rect
        return rect if bottom else (self.width - x - w, 2 * MID - y - h, w, h)

    def centre(self, zone: str, bottom: bool) -> tuple[float, float]:
        if zone == "hand" and not bottom:  # the other hand is drawn at field size
            x, _ = self.centres["hand"]
            return self._turn(x, HAND_TOP + CARD_H / 2, False)
        return self._turn(*(self.centres.get(zone) or self.accel_centre(zone)), bottom)

    def _near_rect(self, zone: str, bottom: bool) -> Rect:
        """The zone's area as on the bottom side (for the top side, before turning)."""
        if zone == "hand":
            x = self.centres["hand"][0]
            return (x - HAND_SPAN / 2, HAND_TOP, HAND_SPAN, _hand_room(bottom))
        x, y = self.centres.get(zone) or self.accel_centre(zone)
        w, h = ZONE_SIZES.get(zone, ZONE_SIZES["VC"])
        return (x - w / 2, y - h / 2, w, h)

    def zone_rect(self, zone: str, bottom: bool) -> Rect:
        """The zone's area (left, top, width, height), where drops land."""
        return self._turn_rect(self._near_rect(zone, bottom), bottom)

    def label_rect(self, zone: str, bottom: bool) -> Rect:
        """Where the playmat prints the zone's name: under a circle's middle, in the strip
        below the cards of the damage and G zones, in the middle of the others."""
        x, y, w, h = self._near_rect(zone, bottom)
        if zone in FOOTED:  # centred, clear of the count badge in the corner
            bw, bh = BADGE
            rect = (x + bw + 8, y + h - 4 - bh, w - 2 * (bw + 8), LABEL_H)
        elif zone in CIRCLES or zone.startswith(("AL", "AR")):
            inner = h - 12
            rect = (x + w / 2 - 0.31 * inner, y + h / 2 + 0.27 * inner - 11, 0.62 * inner, 22.0)
        else:
            rect = (x + 8, y + h / 2 - LABEL_H / 2, w - 16, LABEL_H)
        return self._turn_rect(rect, bottom)

    def count_rect(self, zone: str, bottom: bool) -> Rect:
        """Where a pile's count badge goes: the zone's near right corner (as its owner sees
        it; the viewer sees the top side's in the far left corner)."""
        x, y, w, h = self._near_rect(zone, bottom)
        bw, bh = BADGE
        return self._turn_rect((x + w - bw - 2, y + h - bh - 4, bw, bh), bottom)

    def slot(self, zone: str, index: int, count: int, bottom: bool) -> Slot:
        """Where the card at `index` (0 = top of a pile) of a zone of `count` cards lies."""
        x, y = self.centre(zone, bottom)
        sign = 1.0 if bottom else -1.0
        if zone == "hand":
            return _fan(x, y, index, count, sign, HAND_SCALE if bottom else 1.0)
        if zone in FOOTED:  # a column from the far end, clear of the label strip
            top = y - COLUMN[1] / 2 + 10
            room = COLUMN[1] - 10 - FOOT
            along = CARD_W if zone == "damage" else CARD_H  # damage lies sideways
            step = min(52.0 if zone == "damage" else 24.0, (room - along) / max(count - 1, 1))
            at = top + along / 2 + step * index
            angle = 90.0 if zone == "damage" else 0.0
            return Slot(x, y + sign * (at - y), angle, 10.0 + index)
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


def _fan(x: float, y: float, index: int, count: int, sign: float, scale: float) -> Slot:
    """A hand: side by side, a little arched and turned, each card showing most of its
    name bar while there is room."""
    width = CARD_W * scale
    spacing = min(0.86 * width, (HAND_SPAN - width - 20) / max(count - 1, 1))
    middle = (count - 1) / 2
    offset = index - middle
    tilt = min(2.0, 10.0 / max(count - 1, 1))  # degrees a card; the outer ones at most 5
    lift = 8.0 * scale * (offset / middle) ** 2 if middle else 0.0
    return Slot(
        x + sign * offset * spacing, y + sign * lift, sign * offset * tilt, 100.0 + index, scale
    )


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
count_rect = STANDARD.count_rect
slot = STANDARD.slot

"""Where everything lies on a game's table, in scene units: pure geometry over the game's layout.

A game gives the places of its zones on the near player's side (`engine.table.Layout`); the
opponent's field is the same turned by half a turn about the middle line (their left is our
right). Cards are 120 x 168 units. `table_for(game, format)` is the table the live Qt table and
the board pictures share.
"""

from __future__ import annotations

from dataclasses import dataclass

from playtester.engine.registry import tabletop_for
from playtester.engine.table import Layout, Place

Rect = tuple[float, float, float, float]  # left, top, width, height

CARD_W, CARD_H = 120.0, 168.0
FOOT = 36.0  # the strip below a column's cards, for its label and count
BADGE = (38.0, 26.0)  # a count badge's size
LABEL_H = 26.0
NAME_GAP = 12.0  # between the printed names of neighbouring field cards


@dataclass(frozen=True)
class Slot:
    """Where one card goes: its centre, its turn in degrees (on top of resting), its height,
    and its size against a field card."""

    x: float
    y: float
    angle: float = 0.0
    z: float = 0.0
    scale: float = 1.0


class Table:
    """The geometry of one layout: zones, labels, count badges and cards, on either side."""

    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        self.width = layout.width
        self.height = layout.height
        self.middle = layout.middle
        self.name_width = self._name_width()

    def _name_width(self) -> float:
        """The widest a field card's printed name may be: clear of the name on the nearest
        field place of the same row (at least a card's width)."""
        centres = [
            place.centre for z in self.layout.zones if (place := self.place(z)).spread == "stack"
        ]
        apart = [
            abs(a[0] - b[0])
            for i, a in enumerate(centres)
            for b in centres[i + 1 :]
            if abs(a[1] - b[1]) < 1 and a[0] != b[0]
        ]
        return max(CARD_W, min(apart, default=2 * CARD_W) - NAME_GAP)

    def place(self, zone: str) -> Place:
        """The zone's place; a zone the layout does not know lies on a circle's spot in the
        middle of the near field, rather than failing."""
        found = self.layout.place(zone)
        return found if found is not None else Place((self.width / 2, self.middle), (1, 1))

    def _turn(self, x: float, y: float, bottom: bool) -> tuple[float, float]:
        """A bottom-side point, or the same point on the top side (turned half round)."""
        return (x, y) if bottom else (self.width - x, 2 * self.middle - y)

    def _turn_rect(self, rect: Rect, bottom: bool) -> Rect:
        x, y, w, h = rect
        return rect if bottom else (self.width - x - w, 2 * self.middle - y - h, w, h)

    def _fan_top(self, place: Place) -> float:
        return place.centre[1] - place.scale * CARD_H / 2

    def centre(self, zone: str, bottom: bool) -> tuple[float, float]:
        place = self.place(zone)
        if place.spread == "fan" and not bottom:  # the other hand: its backs, drawn smaller
            middle = self._fan_top(place) + place.far_scale * CARD_H / 2
            return self._turn(place.centre[0], middle, False)
        return self._turn(*place.centre, bottom)

    def _near_rect(self, place: Place, bottom: bool) -> Rect:
        """The zone's area as on the bottom side (for the top side, before turning). A fan
        reaches from its top to the table's edge (the far one to the turned middle's)."""
        x, y = place.centre
        w, h = place.size
        if place.spread == "fan":
            top = self._fan_top(place)
            edge = self.height if bottom else 2 * self.middle
            return (x - w / 2, top, w, edge - top - 2.0)
        return (x - w / 2, y - h / 2, w, h)

    def zone_rect(self, zone: str, bottom: bool) -> Rect:
        """The zone's area (left, top, width, height), where drops land."""
        return self._turn_rect(self._near_rect(self.place(zone), bottom), bottom)

    def label_rect(self, zone: str, bottom: bool) -> Rect:
        """Where the playmat prints the zone's name: under a circle's middle, in the strip
        below a column's cards, in the middle of the others."""
        place = self.place(zone)
        x, y, w, h = self._near_rect(place, bottom)
        if place.spread == "column":  # centred, clear of the count badge in the corner
            bw, bh = BADGE
            rect = (x + bw + 8, y + h - 4 - bh, w - 2 * (bw + 8), LABEL_H)
        elif place.spread == "stack":
            inner = h - 12
            rect = (x + w / 2 - 0.31 * inner, y + h / 2 + 0.27 * inner - 11, 0.62 * inner, 22.0)
        else:
            rect = (x + 8, y + h / 2 - LABEL_H / 2, w - 16, LABEL_H)
        return self._turn_rect(rect, bottom)

    def readout_at(self, zone: str, bottom: bool) -> tuple[float, float]:
        """Where the game's readout of a zone is centred: under a circle's card (as its owner
        sees it), on the label of a zone that shows a tally."""
        if self.place(zone).spread == "stack":
            x, y = self.centre(zone, bottom)
            return (x, y + (1 if bottom else -1) * (CARD_H / 2 + 16))
        x, y, w, h = self.label_rect(zone, bottom)
        return (x + w / 2, y + h / 2)

    def has_readout(self, zone: str) -> bool:
        """Whether the zone shows the game's readout: a circle's card, or a tally."""
        place = self.place(zone)
        return place.spread == "stack" or place.readout

    def read_cards(self, zone: str, ids: list[int]) -> list[int]:
        """The cards a zone's readout speaks of, which the viewer must see for it to show (a
        face-down card's power is no one's to read): a circle's top card, a tally's every
        card, none for a public readout."""
        place = self.place(zone)
        if place.public:
            return []
        return ids[:1] if place.spread == "stack" else ids

    def count_rect(self, zone: str, bottom: bool) -> Rect:
        """Where a pile's count badge goes: the zone's near right corner (as its owner sees
        it; the viewer sees the top side's in the far left corner); for a pile lying under a
        field place (the soul under the vanguard), high on its edge that shows, clear of the
        field card's printed name (a turned card's too)."""
        place = self.place(zone)
        x, y, w, h = self._near_rect(place, bottom)
        bw, bh = BADGE
        high = 0.3 if bottom else 0.7  # on the screen: near the card's top, on either side
        top = y + high * h - bh / 2 if self._under_a_field_place(place) else y + h - bh - 4
        return self._turn_rect((x + w - bw - 2, top, bw, bh), bottom)

    def _under_a_field_place(self, place: Place) -> bool:
        x, y, w, h = self._near_rect(place, True)
        for zone in self.layout.zones:
            other = self.place(zone)
            if other.spread == "stack" and other.z > place.z:
                ox, oy, ow, oh = self._near_rect(other, True)
                if x < ox + ow and ox < x + w and y < oy + oh and oy < y + h:
                    return True
        return False

    def name_room(self, zone: str, index: int, count: int) -> float:
        """How wide the table may print the name of the card at `index` of a field zone (0:
        the top of a stack, the first of a row), clear of its neighbours; 0: no name is
        printed there (piles, hands, the cards under a stack's top one)."""
        place = self.place(zone)
        if place.spread == "stack":
            return self.name_width if index == 0 else 0.0
        if place.spread != "row":
            return 0.0
        if index == count - 1:  # the last of a row shows whole
            return self.name_width
        return max(2 * (_row_spacing(count) - CARD_W / 2) - 4, 0.0)  # under the next card

    def slot(self, zone: str, index: int, count: int, bottom: bool) -> Slot:
        """Where the card at `index` (0 = top of a pile) of a zone of `count` cards lies."""
        place = self.place(zone)
        x, y = self.centre(zone, bottom)
        sign = 1.0 if bottom else -1.0
        if place.spread == "fan":
            return _fan(x, y, index, count, sign, place, place.scale if bottom else place.far_scale)
        if place.spread == "column":  # a column from the far end, clear of the label strip
            length = place.size[1]
            top = y - length / 2 + 10
            room = length - 10 - FOOT
            along = CARD_W if place.sideways else CARD_H
            step = min(place.step, (room - along) / max(count - 1, 1))
            at = top + along / 2 + step * index
            angle = 90.0 if place.sideways else 0.0
            return Slot(x, y + sign * (at - y), angle, place.z + index)
        if place.spread == "row":
            offset = (index - (count - 1) / 2) * _row_spacing(count)
            return Slot(x + sign * offset, y, 0.0, place.z + index)
        if place.spread == "stack":
            # a stack on a circle (a unit on the cards under it): the top card first, the ones
            # under it showing their bottom edge below it (`step` of each, a little aside)
            shift = place.step * index
            return Slot(x + sign * shift * 8.0 / 30.0, y + sign * shift, 0.0, place.z - index)
        # piles: every card in one place, the top one highest, a little thickness showing
        depth = min(count - 1 - index, 8)
        z = place.z + (count - index) / 100.0
        angle = 90.0 if place.sideways else 0.0
        return Slot(x - sign * depth * 0.9, y - sign * depth * 0.9, angle, z)


def _row_spacing(count: int) -> float:
    """Between the centres of neighbouring cards of a row of `count` (the guardians)."""
    return min(CARD_H * 0.62, 2.4 * CARD_H / max(count, 1))


def _fan(
    x: float, y: float, index: int, count: int, sign: float, place: Place, scale: float
) -> Slot:
    """A hand: side by side, a little arched and turned, each card showing most of its
    name bar while there is room."""
    width = CARD_W * scale
    spacing = min(0.86 * width, (place.size[0] - width - 20) / max(count - 1, 1))
    middle = (count - 1) / 2
    offset = index - middle
    tilt = min(2.0, 10.0 / max(count - 1, 1))  # degrees a card; the outer ones at most 5
    lift = 8.0 * scale * (offset / middle) ** 2 if middle else 0.0
    return Slot(
        x + sign * offset * spacing, y + sign * lift, sign * offset * tilt, place.z + index, scale
    )


_tables: dict[Layout, Table] = {}


def table_for(game: str, format: str) -> Table:
    """The table of a game's format (the same object each time for the same layout)."""
    layout = tabletop_for(game).layout(format)
    if layout not in _tables:
        _tables[layout] = Table(layout)
    return _tables[layout]

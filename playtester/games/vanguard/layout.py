"""The Vanguard table: where each zone lies and how its cards lie there, in scene units.

The player at the bottom sees their field the right way round (`render/layout.py` turns it half
round for the opponent). Cards are 120 x 168 units. The own hand is drawn larger than field
cards and the other hand's backs smaller, so the table keeps more room below the fields than
above them, and no zone but the hands lies at the hands' level: the table is as short as the
fields allow, so that it fills a wide window with cards as large as they can be. The removed
zone lies sideways at the end of the middle line. The premium format's table is wider: it keeps
a column for an Accel circle on each side of the front row (a second Accel circle on a side
sits behind the first); on other tables, Accel circles gained by card text go further out
along the front row. The d format's table splits the G zone's column: the Ride Deck, a
face-down pile whose label reads the player's Energy, beside the front row, and a shorter G
zone (no rule of the format fills it) beside the back row.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from playtester.engine.table import Look, Place
from playtester.games.common.layout import CARD_H, CARD_W, HAND_SCALE, PILE, column, deck, hand
from playtester.games.vanguard.board import ASIDE, CIRCLES, GC, GIFT_BONUS, VC, is_accel
from playtester.games.vanguard.formats import ACCEL, RIDE_DECK, find_format

FAR_BAND = 124.0  # above the opponent's back row's readouts: their hand's backs, fanned
FRONT_GAP = 175.0  # from the middle line to the front row, clear of the guardian circle
ROW_GAP = 200.0  # from the front row to the back row, clear of the front row's readouts
HAND_GAP = 124.0  # from the back row to the own hand's top, below the back row's readouts
MID = FAR_BAND + FRONT_GAP + ROW_GAP + HAND_GAP  # the line between the two fields
FRONT = MID + FRONT_GAP  # the bottom player's front row
BACK = FRONT + ROW_GAP
HAND_TOP = BACK + HAND_GAP
HEIGHT = HAND_TOP + HAND_SCALE * CARD_H + 18.0  # the fanned hand's arch and tilt, a margin
STEP = 220.0  # between neighbouring circles
DAMAGE_X = 112.0  # the damage zone's column, at the left edge (the G zone's beside it)
PILE_STEP = 180.0  # between the two columns of piles on the right
EDGE = 96.0  # half a pile's height
COLUMN_TOP = FRONT - 100.0  # the damage zone and the G zone span both rows, down to the piles
COLUMN = (CARD_H + 24, BACK + EDGE - COLUMN_TOP)
REMOVED_Y = (2 * MID - COLUMN_TOP + FRONT - EDGE) / 2  # between the far columns and Trigger

PILES = ("deck", "drop", "soul", "g_zone", "bind", "removed", "trigger")
ACCEL_LABEL = f"Accel +{GIFT_BONUS}"  # what a gained Accel circle says it gives
CIRCLE = (CARD_H + 14, CARD_H + 14)


def _circle(centre: tuple[float, float], look: Look = "ring", label: str = "") -> Place:
    return Place(centre, CIRCLE, "stack", 30.0, look, label, step=30.0)


def _places(accel: bool, ride_deck: bool = False) -> dict[str, Place]:
    """The bottom player's zones, the front-left circle further right on a table with Accel
    columns; a table with a Ride Deck has it where the G zone's column begins."""
    fl = 740.0 if accel else 520.0
    vc, fr = fl + STEP, fl + 2 * STEP
    outer = STEP if accel else 0.0  # room for an Accel circle on each side
    right = fr + outer + STEP
    rows = COLUMN_TOP + COLUMN[1] / 2  # the columns end with the piles beside the back row
    rear = "Rear-guard"
    return {
        VC: _circle((vc, FRONT), "leader", "Vanguard"),
        "FL": _circle((fl, FRONT), label=rear),
        "FR": _circle((fr, FRONT), label=rear),
        "BL": _circle((fl, BACK), label=rear),
        "BC": _circle((vc, BACK), label=rear),
        "BR": _circle((fr, BACK), label=rear),
        "deck": deck((right, FRONT)),
        "drop": Place((right, BACK), PILE, label="Drop", counted=True, viewable=True),
        "soul": Place(
            (vc + 48.0, FRONT + 10.0), (70.0, CARD_H), z=1.0, look="", counted=True, viewable=True
        ),
        "g_zone": column(
            (DAMAGE_X + 200.0, rows), COLUMN[1], "G zone", 24.0, counted=True, viewable=True
        ),
        "bind": Place((right + PILE_STEP, BACK), PILE, label="Bind", counted=True),
        "removed": Place(
            (right + PILE_STEP, REMOVED_Y),
            (CARD_H + 24, CARD_W + 24),
            label="Removed",
            counted=True,
            sideways=True,
        ),  # at the end of the middle line
        "trigger": Place((right + PILE_STEP, FRONT), PILE, label="Trigger", reveals=True),
        "damage": column(
            (DAMAGE_X, rows), COLUMN[1], "Damage", 52.0, sideways=True, counted=True, viewable=True
        ),
        "hand": hand(vc, HAND_TOP),
        GC: Place(
            (vc, MID), (3 * CARD_H, CARD_H), "row", 50.0, "row", "Guardian circle", shared=True
        ),
        # the cards kept aside with the deck are outside the game: not on the table (no card
        # of theirs is shown; an ability or `put aside "Name" to hand` takes one)
        ASIDE: Place((0.0, 0.0), (1.0, 1.0), look="", items=0),
    } | (_ride_deck_places() if ride_deck else {})


def _ride_deck_places() -> dict[str, Place]:
    """The G zone's column split in two: the Ride Deck above, beside the front row (its label
    strip reads the Energy: `facts.readout`), and a shorter G zone below it."""
    x = DAMAGE_X + 200.0
    ride_length, gap = 236.0, 8.0
    g_top = COLUMN_TOP + ride_length + gap
    g_length = COLUMN_TOP + COLUMN[1] - g_top
    # its count badge at the column's far end (`Table.count_rect`), clear of the Energy
    centre = (x, COLUMN_TOP + ride_length / 2)
    ride = column(centre, ride_length, "Ride Deck", 24.0, counted=True, viewable=True, readout=True)
    g_zone = column(
        (x, g_top + g_length / 2), g_length, "G zone", 24.0, counted=True, viewable=True
    )
    return {RIDE_DECK: replace(ride, public=True), "g_zone": g_zone}  # Energy is public


@dataclass(frozen=True)
class VanguardLayout:
    """One Vanguard table; `accel` keeps columns for Accel circles (the premium format)."""

    accel: bool = False
    ride_deck: bool = False  # the d format's Ride Deck and Energy
    height: float = HEIGHT
    middle: float = MID
    zones: tuple[str, ...] = (*CIRCLES, *PILES, "damage", "hand", GC)
    featured: str = VC
    places: dict[str, Place] = field(init=False, compare=False)
    width: float = field(init=False)

    def __post_init__(self) -> None:
        places = _places(self.accel, self.ride_deck)
        object.__setattr__(self, "places", places)
        if self.ride_deck:
            object.__setattr__(self, "zones", (*self.zones, RIDE_DECK))
        outer = places["trigger"].centre[0] + places["removed"].size[0] / 2
        object.__setattr__(self, "width", outer + DAMAGE_X - COLUMN[0] / 2)  # even margins

    def place(self, zone: str) -> Place | None:
        """A printed zone's place, or an Accel circle's (gained in play: the playmat has no
        ring for it)."""
        found = self.places.get(zone)
        if found is None and is_accel(zone):
            return Place(
                self.accel_centre(zone),
                CIRCLE,
                "stack",
                30.0,
                "",
                ACCEL_LABEL,
                gained=True,
                step=30.0,
            )
        return found

    def accel_centre(self, zone: str) -> tuple[float, float]:
        """AL1 left of the front row and AR1 right of it; later ones behind those (on a
        table without Accel columns, further out along the front row)."""
        n = int(zone[2:]) if zone[2:].isdecimal() else 1
        left = zone.startswith("AL")
        edge = self.places["FL" if left else "FR"].centre[0]
        step = -STEP if left else STEP
        if self.accel:
            return (edge + step, FRONT if n == 1 else BACK)
        return (edge + step * n, FRONT)


STANDARD = VanguardLayout()
WIDE = VanguardLayout(accel=True)
RIDING = VanguardLayout(ride_deck=True)


def layout_for(format: str) -> VanguardLayout:
    """The table of a format: one with Imaginary Gifts keeps room for Accel circles, one with
    the D era a place for the Ride Deck."""
    zones = find_format(format).zones
    if ACCEL in zones:
        return WIDE
    return RIDING if RIDE_DECK in zones else STANDARD

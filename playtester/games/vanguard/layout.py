"""The Vanguard table: where each zone lies and how its cards lie there, in scene units.

The player at the bottom sees their field the right way round (`render/layout.py` turns it half
round for the opponent). Cards are 120 x 168 units. The own hand is drawn larger than field
cards, so the table keeps more room below the fields than above them. The premium format's
table is wider: it keeps a column for an Accel circle on each side of the front row (a second
Accel circle on a side sits behind the first); on other tables, Accel circles gained by card
text go further out along the front row.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from playtester.engine.table import Look, Place
from playtester.games.vanguard.board import CIRCLES, GC, GIFT_BONUS, VC, is_accel
from playtester.games.vanguard.formats import find_format

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
COLUMN = (CARD_H + 24, 2 * CARD_H + 80)  # the damage zone and the G zone span both rows

PILES = ("deck", "drop", "soul", "g_zone", "bind", "removed", "trigger")
ACCEL_LABEL = f"Accel +{GIFT_BONUS}"  # what a gained Accel circle says it gives
CIRCLE = (CARD_H + 14, CARD_H + 14)
PILE = (CARD_W + 24, CARD_H + 24)


def _circle(centre: tuple[float, float], look: Look = "ring", label: str = "") -> Place:
    return Place(centre, CIRCLE, "stack", 30.0, look, label, step=30.0)


def _places(accel: bool) -> dict[str, Place]:
    """The bottom player's zones, the front-left circle further right on a table with Accel
    columns."""
    fl = 780.0 if accel else 560.0
    vc, fr = fl + STEP, fl + 2 * STEP
    outer = STEP if accel else 0.0  # room for an Accel circle on each side
    right = fr + outer + STEP
    rows = BACK + EDGE - COLUMN[1] / 2  # the columns end with the piles beside the back row
    rear = "Rear-guard"
    return {
        VC: _circle((vc, FRONT), "leader", "Vanguard"),
        "FL": _circle((fl, FRONT), label=rear),
        "FR": _circle((fr, FRONT), label=rear),
        "BL": _circle((fl, BACK), label=rear),
        "BC": _circle((vc, BACK), label=rear),
        "BR": _circle((fr, BACK), label=rear),
        "deck": Place(
            (right, FRONT),
            PILE,
            label="Deck",
            counted=True,
            face_down=True,
            veiled=False,
            items=6,
            viewable=True,
        ),
        "drop": Place((right, BACK), PILE, label="Drop", counted=True, viewable=True),
        "soul": Place(
            (vc + 48.0, FRONT + 10.0), (70.0, CARD_H), z=1.0, look="", counted=True, viewable=True
        ),
        "g_zone": Place(
            (350.0, rows),
            (CARD_W + 30, COLUMN[1]),
            "column",
            10.0,
            label="G zone",
            counted=True,
            step=24.0,
            viewable=True,
        ),
        "bind": Place((right + 200.0, BACK), PILE, label="Bind", counted=True),
        "removed": Place(
            (right + 200.0, BACK + 2 * EDGE + 8.0), PILE, label="Removed", counted=True
        ),  # beside the hand, below Bind
        "trigger": Place((right + 200.0, FRONT), PILE, label="Trigger", reveals=True),
        "damage": Place(
            (150.0, rows),
            COLUMN,
            "column",
            10.0,
            label="Damage",
            counted=True,
            veiled=False,
            sideways=True,
            step=52.0,
            viewable=True,
        ),
        "hand": Place(
            (vc, HAND_TOP + HAND_SCALE * CARD_H / 2),
            (HAND_SPAN, 0.0),
            "fan",
            100.0,
            look="",
            scale=HAND_SCALE,
        ),
        GC: Place(
            (vc, MID), (3 * CARD_H, CARD_H), "row", 50.0, "row", "Guardian circle", shared=True
        ),
    }


@dataclass(frozen=True)
class VanguardLayout:
    """One Vanguard table; `accel` keeps columns for Accel circles (the premium format)."""

    accel: bool = False
    height: float = HEIGHT
    middle: float = MID
    zones: tuple[str, ...] = (*CIRCLES, *PILES, "damage", "hand", GC)
    featured: str = VC
    places: dict[str, Place] = field(init=False, compare=False)
    width: float = field(init=False)

    def __post_init__(self) -> None:
        places = _places(self.accel)
        object.__setattr__(self, "places", places)
        object.__setattr__(self, "width", places["trigger"].centre[0] + 140.0)

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


def layout_for(format: str) -> VanguardLayout:
    """The table of a format: one with Imaginary Gifts keeps room for Accel circles."""
    return WIDE if find_format(format).gifts else STANDARD

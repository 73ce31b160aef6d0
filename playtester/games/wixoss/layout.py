"""The WIXOSS table: where each zone lies and how its cards lie there, in scene units.

The player at the bottom sees their field the right way round (`render/layout.py` turns it half
round for the opponent). The three SIGNI zones form the front row, centred on the table, so
that each faces the opponent's mirror zone (your SL faces their SR); the LRIG zones lie behind
them, the Center between the two Assists. The Life Cloth is a fanned column of face-down cards
lying sideways on the left, with the LRIG deck and the LRIG trash beyond it; on the right the
Ener zone spreads its cards down a column (each card's top shows, with a tally of the colours
where its label is), then the deck and the trash, and the check zone.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from playtester.engine.table import Look, Place
from playtester.games.common.layout import CARD_H, CARD_W, HAND_SCALE, PILE, column, deck, hand
from playtester.games.wixoss.board import LRIG_ZONES, SIGNI_ZONES

FAR_BAND = 124.0  # above the opponent's LRIGs' readouts: their hand's backs, fanned
FRONT_GAP = 110.0  # from the middle line to a SIGNI zone's centre: the two sides' zones and
# columns just clear of each other
ROW_GAP = 204.0  # from the SIGNI zones to the LRIG zones, clear of the SIGNI's readouts
HAND_GAP = 124.0  # from the LRIG zones to the own hand's top, below the LRIGs' readouts
MID = FAR_BAND + FRONT_GAP + ROW_GAP + HAND_GAP  # the line between the two fields
FRONT = MID + FRONT_GAP  # the bottom player's SIGNI zones
BACK = FRONT + ROW_GAP  # the LRIG zones
STEP = 210.0  # between neighbouring zones of a row: room for a card downed sideways
HAND_TOP = BACK + HAND_GAP
HEIGHT = HAND_TOP + HAND_SCALE * CARD_H + 18.0  # the fanned hand's arch and tilt, a margin
WIDTH = 1640.0
CENTRE = WIDTH / 2  # the SIGNI zones are centred, so each faces the opponent's mirror zone
ZONE = (CARD_H + 14, CARD_H + 14)
ROWS = (FRONT + BACK) / 2  # the middle of the two rows, where the columns are centred
COLUMN = BACK - FRONT + CARD_H + 24  # a column reaches from the front row to the back row
GAP = 22.0

PILES = ("deck", "trash", "lrig_deck", "lrig_trash", "check")
ZONES = (*SIGNI_ZONES, *LRIG_ZONES, "life", "ener", *PILES, "hand")


def _places() -> dict[str, Place]:
    """The bottom player's zones, left to right: the LRIG deck and trash, the Life Cloth, the
    field, the Ener zone, the deck and trash, the check zone."""
    field_left = CENTRE - STEP - ZONE[0] / 2
    life = field_left - GAP - (CARD_H + 24) / 2
    lrig_piles = life - (CARD_H + 24) / 2 - GAP - PILE[0] / 2
    ener = CENTRE + STEP + ZONE[0] / 2 + GAP + (CARD_W + 30) / 2
    piles = ener + (CARD_W + 30) / 2 + GAP + PILE[0] / 2
    check = piles + PILE[0] + GAP
    places = {
        zone: Place(
            (CENTRE + STEP * (i - 1), FRONT), ZONE, "stack", 30.0, "pile", "SIGNI", step=12.0
        )
        for i, zone in enumerate(SIGNI_ZONES)
    }
    titles = {"AL": "Assist", "C": "Center LRIG", "AR": "Assist"}
    for i, zone in enumerate(("AL", "C", "AR")):
        centre = (CENTRE + STEP * (i - 1), BACK)
        look: Look = "leader" if zone == "C" else "pile"  # the Center: a starred ring
        places[zone] = Place(centre, ZONE, "stack", 30.0, look, titles[zone], step=12.0)
    places.update(
        life=column((life, ROWS), COLUMN, "Life Cloth", 34.0, sideways=True, counted=True),
        ener=column((ener, ROWS), COLUMN, "Ener", 30.0, viewable=True, readout=True),
        lrig_trash=Place(
            (lrig_piles, FRONT), PILE, label="LRIG trash", counted=True, viewable=True
        ),
        lrig_deck=Place((lrig_piles, BACK), PILE, label="LRIG deck", counted=True, viewable=True),
        deck=deck((piles, FRONT)),
        trash=Place((piles, BACK), PILE, label="Trash", counted=True, viewable=True),
        check=Place((check, FRONT), PILE, label="Check zone", reveals=True, viewable=True),
        hand=hand(CENTRE, HAND_TOP),
    )
    return places


@dataclass(frozen=True)
class WixossLayout:
    """The WIXOSS table (one format: the three-LRIG game)."""

    width: float = WIDTH
    height: float = HEIGHT
    middle: float = MID
    zones: tuple[str, ...] = ZONES
    featured: str = "C"
    places: dict[str, Place] = field(default_factory=_places, compare=False)

    def place(self, zone: str) -> Place | None:
        return self.places.get(zone)


TABLE = WixossLayout()

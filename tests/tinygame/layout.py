"""Ladder's tabletop (`Tabletop`, engine/hooks.py): one table, the spent pile, the rungs and
the deck in a row, the hand below; the other player's side is the same turned half round."""

from __future__ import annotations

from dataclasses import dataclass, field

from playtester.engine.hooks import Ends
from playtester.engine.state import State
from playtester.engine.table import Place

CARD_W, CARD_H = 120.0, 168.0
HAND_SCALE = 1.32
FAR_BAND = 124.0  # the other hand's backs, above their row
ROW_GAP = 130.0  # from the middle line to the row of zones
HAND_GAP = 130.0  # from the row to the own hand's top
MID = FAR_BAND + ROW_GAP + HAND_GAP
ROW = MID + ROW_GAP
HAND_TOP = ROW + HAND_GAP
WIDTH = 1200.0
HEIGHT = HAND_TOP + HAND_SCALE * CARD_H + 18.0
PILE = (CARD_W + 24, CARD_H + 24)
ZONES = ("spent", "rungs", "deck", "hand")


def _places() -> dict[str, Place]:
    centre = WIDTH / 2
    return {
        "spent": Place((centre - 260, ROW), PILE, label="Spent", counted=True, viewable=True),
        "rungs": Place((centre, ROW), PILE, "stack", 30.0, label="Rungs", step=24.0),
        "deck": Place(
            (centre + 260, ROW), PILE, label="Deck", counted=True, face_down=True, items=6
        ),
        "hand": Place(
            (centre, HAND_TOP + HAND_SCALE * CARD_H / 2),
            (900.0, 0.0),
            "fan",
            100.0,
            look="",
            scale=HAND_SCALE,
            far_scale=0.65,
        ),
    }


@dataclass(frozen=True)
class LadderLayout:
    """The one Ladder table."""

    width: float = WIDTH
    height: float = HEIGHT
    middle: float = MID
    zones: tuple[str, ...] = ZONES
    featured: str = "rungs"
    places: dict[str, Place] = field(default_factory=_places, compare=False)

    def place(self, zone: str) -> Place | None:
        return self.places.get(zone)


TABLE = LadderLayout()


def layout(format: str) -> LadderLayout:
    return TABLE


def gained_zones(state: State, player: int) -> list[str]:
    return []


def counters(state: State, player: int) -> dict[str, int]:
    return {}


def arrow(state: State) -> Ends | None:
    return None  # Ladder has no attacks


def marks(state: State, card_id: int) -> tuple[str, ...]:
    return ()

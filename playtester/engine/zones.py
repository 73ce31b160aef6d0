"""Zones: named places where cards lie, each with an order and a visibility."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum


class Visibility(Enum):
    OWNER = "owner"
    EVERYONE = "everyone"
    NO_ONE = "no one"


@dataclass(frozen=True, slots=True)
class Zone:
    """The kind of a zone; a game's rules list the zones each player has.

    `field`: a place on the field that holds one card (with any cards stacked under it).
    `face_down_public`: face-down cards here stay known to both players (a card turned face
    down where it lies can always be checked).
    """

    name: str
    visibility: Visibility
    field: bool = False
    face_down_public: bool = False

    def visible_to(self, viewer: int, owner: int, face_down: bool, peek: int) -> bool:
        """Whether `viewer` may see the face of a card that lies here."""
        if peek >> viewer & 1:
            return True
        if self.visibility is Visibility.NO_ONE:
            return False
        if self.visibility is Visibility.OWNER:
            return viewer == owner
        return not face_down or self.face_down_public or viewer == owner

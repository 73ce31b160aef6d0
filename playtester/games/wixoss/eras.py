"""WIXOSS eras by set number: the Diva era's sets (`WXDi-P01-001`, `WXDi-D01-012`, the special
`SPDi01-01` and promo `PR-Di001` numbers) are the diva format's; any other WIXOSS set code
(`WX01-001`, `WXK01-001`, `WX24-P1-001`, `WD01-001`, `SP01-001`, `PR-001`) is of another era,
which that format does not play. A number of another shape (this program's own `PT-001`, a
custom card's) names no era: such a card plays in the format it is made for.
"""

from __future__ import annotations

import re

from playtester.engine.cards import Card, Printings

DIVA, OTHER = "diva", "other"
FORMAT_ERAS = {"diva": DIVA}
_DIVA = re.compile(r"(?:WXDi-|SPDi|PR-Di)", re.IGNORECASE)
_WIXOSS = re.compile(r"(?:WX|WD|SP|PR)[A-Za-z0-9]{0,8}-[A-Za-z0-9]", re.IGNORECASE)


def era_of(number: str) -> str | None:
    """The era of a set number: DIVA, OTHER (another WIXOSS era's), or None (no WIXOSS set)."""
    if _DIVA.match(number):
        return DIVA
    return OTHER if _WIXOSS.match(number) else None


class WixossPrintings(Printings):
    """WIXOSS's printings: by set number, in the era its set code says; the diva format plays
    the Diva era's printing of a name when it has one."""

    def era(self, card: Card) -> str | None:
        return era_of(card.number)

    def format_era(self, format: str) -> str | None:
        return FORMAT_ERAS.get(format)


PRINTINGS = WixossPrintings()

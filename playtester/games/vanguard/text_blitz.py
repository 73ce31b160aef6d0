"""The records of vocab20's wordings (a Blitz Order's unit being attacked): "choose a unit
being attacked" is the unit of yours the battle under way attacks (`attacked`), as "one of
your units that is being attacked" is (text_records.choice)."""

from __future__ import annotations

from typing import Any

from playtester.games.common.abilities import Blank


class BlitzRecords:
    """Records of the Blitz Orders' wordings (mixed into `Records`)."""

    def vocab20_unit_attacked(self, _: list[Any]) -> Blank:
        """ "choose a unit being attacked": your unit the attack under way is against."""
        return Blank(("attacked",))

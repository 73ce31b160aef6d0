"""The words that tell an order's printed text apart (no parser: the table reads them while the
text reader may not be loaded yet): the order zone or another ability (not read as an order's
text), and a battle (a Blitz Order's, so no Normal Order for a card whose kind is not said)."""

from __future__ import annotations

import re

# a Set Order or a World: the order zone, or another ability of the card: not read here
NOT_ORDER = re.compile(r"order zone|blitz|set order|\[(?:AUTO|CONT|ACT)\]", re.I)
# the words of a battle: a Blitz Order's (vocab20: read, and played as its card's type says)
BATTLE = re.compile(r"battle|attack|(?<![\w-])guard|\(GC\)", re.I)


def normal_shape(text: str) -> bool:
    """Whether an order's text may be a Normal Order's: no order zone, no other ability, no
    battle (orders.py: a card whose type is not known)."""
    return not NOT_ORDER.search(text) and not BATTLE.search(text)

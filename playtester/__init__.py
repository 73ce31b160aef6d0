"""playtester: a desktop playtesting table for Cardfight!! Vanguard.

Importing the package registers the games and the card library with the engine's registry,
so `from playtester.engine import Game` is ready to use.
"""

from playtester.engine import registry as _registry
from playtester.games.vanguard import RULES as _VANGUARD

try:
    from importlib.metadata import version as _version

    __version__ = _version("playtester")
except Exception:  # running from a checkout that was never installed
    __version__ = "0+unknown"

_registry.register_game(_VANGUARD)


def _bundled_cards(game: str, name: str):  # type: ignore[no-untyped-def]
    from playtester.cards import db

    return db.lookup(game, name)


_registry.add_card_lookup(_bundled_cards)

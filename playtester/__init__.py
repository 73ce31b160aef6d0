"""playtester: a desktop playtesting table for Cardfight!! Vanguard.

Importing the package registers the games and the card library with the engine's registry,
so `from playtester.engine import Game` is ready to use.
"""

from importlib.metadata import PackageNotFoundError, version

from playtester.engine import registry as _registry
from playtester.engine.cards import Card
from playtester.games.vanguard import RULES as _VANGUARD

try:
    __version__ = version("playtester")  # the one version, from pyproject.toml
except PackageNotFoundError:  # a checkout that was never installed
    __version__ = "0+unknown"


def _bundled_cards(game: str, name: str) -> Card | None:
    from playtester.cards import db

    return db.lookup(game, name)


_registry.register_game(_VANGUARD)
_registry.add_card_lookup(_bundled_cards)

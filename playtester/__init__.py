"""playtester: a desktop playtesting table for Cardfight!! Vanguard and WIXOSS.

Importing the package registers the games and the card library with the engine's registry,
so `from playtester.engine import Game` is ready to use.
"""

import warnings
from typing import Any

from playtester.engine import registry as _registry
from playtester.engine.cards import Card
from playtester.games.vanguard import RULES as _VANGUARD
from playtester.games.vanguard import TABLE as _VANGUARD_TABLE
from playtester.games.vanguard import command_line as _vanguard_command_line
from playtester.games.vanguard.cards import CARDS as _VANGUARD_CARDS
from playtester.games.wixoss import RULES as _WIXOSS
from playtester.games.wixoss import TABLE as _WIXOSS_TABLE
from playtester.games.wixoss import command_line as _wixoss_command_line
from playtester.games.wixoss.cards import CARDS as _WIXOSS_CARDS
from playtester.games.wixoss.catalog import lookup as _wixoss_cards


def __getattr__(name: str) -> Any:
    """`__version__`, read on demand from the installed metadata, whose one source is
    pyproject.toml (the application bundle carries that metadata too); importlib.metadata is
    slow to import, and start-up counts."""
    if name != "__version__":
        raise AttributeError(f"module 'playtester' has no attribute {name!r}")
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("playtester")
    except PackageNotFoundError:  # a checkout that was never installed: its pyproject.toml
        import tomllib
        from pathlib import Path

        try:
            with open(Path(__file__).resolve().parents[1] / "pyproject.toml", "rb") as file:
                return str(tomllib.load(file)["project"]["version"])
        except (OSError, KeyError, tomllib.TOMLDecodeError):
            return "0+unknown"


def _library_cards(game: str, name: str) -> Card | None:
    """The user's own card of that name (imported or custom), which wins over a bundled one.

    A damaged library must not stop games with bundled cards: it is reported once, then skipped.
    """
    from playtester.cards import library
    from playtester.cards.schema import CardDatabaseError

    try:
        return library.lookup(game, name)  # None when it is left out of this session
    except (CardDatabaseError, OSError) as exc:
        if str(exc) not in _reported:
            _reported.add(str(exc))
            warnings.warn(f"{exc}; using the bundled cards only", RuntimeWarning, stacklevel=2)
        return None


def _bundled_cards(game: str, name: str) -> Card | None:
    from playtester.cards import db

    return db.lookup(game, name)


_reported: set[str] = set()
_registry.register_game(_VANGUARD, _VANGUARD_TABLE)
_registry.register_cards(_VANGUARD_CARDS)
_registry.register_command_line(_VANGUARD.name, _vanguard_command_line)
_registry.register_game(_WIXOSS, _WIXOSS_TABLE)
_registry.register_cards(_WIXOSS_CARDS)
_registry.register_command_line(_WIXOSS.name, _wixoss_command_line)
_registry.add_card_lookup(_library_cards)  # first: user and custom cards shadow bundled ones
_registry.add_card_lookup(_bundled_cards)
_registry.add_card_lookup(_wixoss_cards)  # WIXOSS's bundled cards (wixoss/cardlist.json)

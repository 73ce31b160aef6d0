"""playtester: a desktop playtesting table for Cardfight!! Vanguard and WIXOSS.

Importing the package registers the games and the card library with the engine's registry,
so `from playtester.engine import Game` is ready to use. The games are read when the registry
is first asked about one (`engine/loading.py`): the table's window appears before that.
"""

from __future__ import annotations

import warnings
from typing import TYPE_CHECKING, Any

from playtester.engine import loading as _loading

if TYPE_CHECKING:
    from playtester.engine.cards import Card


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


def _register() -> None:
    """Make both games, their cards and the card lookups known to the engine's registry."""
    from playtester.engine import registry
    from playtester.games.vanguard import RULES as VANGUARD
    from playtester.games.vanguard import TABLE as VANGUARD_TABLE
    from playtester.games.vanguard import command_line as vanguard_command_line
    from playtester.games.vanguard import puzzles as vanguard_goals
    from playtester.games.vanguard.cards import CARDS as VANGUARD_CARDS
    from playtester.games.wixoss import RULES as WIXOSS
    from playtester.games.wixoss import TABLE as WIXOSS_TABLE
    from playtester.games.wixoss import command_line as wixoss_command_line
    from playtester.games.wixoss import puzzles as wixoss_goals
    from playtester.games.wixoss.cards import CARDS as WIXOSS_CARDS
    from playtester.games.wixoss.catalog import lookup as wixoss_cards

    registry.register_game(VANGUARD, VANGUARD_TABLE)
    registry.register_cards(VANGUARD_CARDS)
    registry.register_command_line(VANGUARD.name, vanguard_command_line)
    registry.register_goals(VANGUARD.name, vanguard_goals)
    registry.register_game(WIXOSS, WIXOSS_TABLE)
    registry.register_cards(WIXOSS_CARDS)
    registry.register_command_line(WIXOSS.name, wixoss_command_line)
    registry.register_goals(WIXOSS.name, wixoss_goals)
    registry.add_card_lookup(_library_cards)  # first: user and custom cards shadow bundled ones
    registry.add_card_lookup(_bundled_cards)
    registry.add_card_lookup(wixoss_cards)  # WIXOSS's bundled cards (wixoss/cardlist.json)


_reported: set[str] = set()
_loading.defer(_register)

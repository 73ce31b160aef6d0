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
    from collections.abc import Mapping

    from playtester.engine.cards import Card
    from playtester.engine.table import Tool


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
    """Make both games, their cards and the card lookups known to the engine's registry; each
    game's rules and table's parts are read when it is first asked about (the table reads the
    rules of the game it plays alone)."""
    from playtester.engine import registry
    from playtester.games.vanguard import command_line as vanguard_command_line
    from playtester.games.vanguard import puzzles as vanguard_goals
    from playtester.games.vanguard.cards import CARDS as VANGUARD_CARDS
    from playtester.games.wixoss import command_line as wixoss_command_line
    from playtester.games.wixoss import puzzles as wixoss_goals
    from playtester.games.wixoss.cards import CARDS as WIXOSS_CARDS
    from playtester.games.wixoss.catalog import lookup as wixoss_cards

    registry.defer_game("vanguard", _vanguard, _vanguard_commands)
    registry.register_cards(VANGUARD_CARDS)
    registry.register_command_line("vanguard", vanguard_command_line)
    registry.register_goals("vanguard", vanguard_goals)
    registry.defer_game("wixoss", _wixoss, _wixoss_commands)
    registry.register_cards(WIXOSS_CARDS)
    registry.register_command_line("wixoss", wixoss_command_line)
    registry.register_goals("wixoss", wixoss_goals)
    registry.add_card_lookup(_library_cards)  # first: user and custom cards shadow bundled ones
    registry.add_card_lookup(_bundled_cards)
    registry.add_card_lookup(wixoss_cards)  # WIXOSS's bundled cards (wixoss/cardlist.json)


def _vanguard() -> None:
    """Vanguard's rules and table's parts, registered when the game is first asked about."""
    from playtester.engine import registry
    from playtester.games.vanguard.game import RULES, TABLE

    registry.register_game(RULES, TABLE)


def _vanguard_commands() -> Mapping[str, Tool]:
    from playtester.games.vanguard.commands import commands

    return commands


def _wixoss() -> None:
    """WIXOSS's rules and table's parts, registered when the game is first asked about."""
    from playtester.engine import registry
    from playtester.games.wixoss.game import RULES, TABLE

    registry.register_game(RULES, TABLE)


def _wixoss_commands() -> Mapping[str, Tool]:
    from playtester.games.wixoss.commands import commands

    return commands


_reported: set[str] = set()
_loading.defer(_register)

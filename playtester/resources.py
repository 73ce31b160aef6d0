"""Where the program's bundled files are, wherever it is installed or unpacked.

The same layout serves three ways of running: an installed wheel and the PyInstaller bundle
carry the files inside the package as `playtester/_data/` (the bundle unpacks the package under
`sys._MEIPASS`), and a source checkout has them at its top.
"""

from __future__ import annotations

import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent
CHECKOUT = PACKAGE.parent


def _candidates() -> tuple[Path, ...]:
    roots = [PACKAGE / "_data"]  # installed wheel (and the bundle, where __file__ is inside it)
    bundle = getattr(sys, "_MEIPASS", None)  # a PyInstaller bundle: its unpacked folder
    if bundle is not None:
        roots.insert(0, Path(bundle) / "playtester" / "_data")
    roots.append(CHECKOUT)  # a source checkout
    return tuple(roots)


_CANDIDATES = _candidates()


def data_path(*parts: str) -> Path:
    """A bundled file (`cards.db`, `assets/...`, `icons/...`): inside the package when installed
    from a wheel or unpacked from the application bundle, else at the top of the source
    checkout."""
    for root in _CANDIDATES:
        path = root.joinpath(*parts)
        if path.exists():
            return path
    return _CANDIDATES[-1].joinpath(*parts)


def icon_files() -> list[tuple[int, Path]]:
    """The application icon's PNG sizes, smallest first: (48, `.../playtester-48.png`)...;
    bundled as `icons/`, in a checkout in `packaging/icons/`. Empty if there are none."""
    for folder in (data_path("icons"), CHECKOUT / "packaging" / "icons"):
        found = []
        for path in folder.glob("playtester-*.png"):
            digits = path.stem.rpartition("-")[2]
            if digits.isdigit():
                found.append((int(digits), path))
        if found:
            return sorted(found)
    return []


def demo_decks(format: str | None = None, game: str | None = None) -> list[Path]:
    """The bundled demo decks of a game (default: the first registered) in a format (default:
    its first), in the folder under `assets/decks` the game's deck lists name."""
    from playtester.engine import registry

    game = game or registry.default_game()
    format = format or registry.rules_for(game).formats[0]
    folder = data_path("assets", "decks", *registry.deck_lists_for(game).demo_folder(format))
    return sorted(folder.glob("*.txt"))


def deck_title(path: Path) -> str:
    """A deck list's name from its file name: `cinderwing-dominion.txt` is "Cinderwing Dominion"."""
    return path.stem.replace("-", " ").replace("_", " ").title()

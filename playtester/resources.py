"""Where the program's bundled files are, wherever it is installed or unpacked."""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parent
_CANDIDATES = (PACKAGE / "_data", PACKAGE.parent)  # installed wheel, then a source checkout


def data_path(*parts: str) -> Path:
    """A bundled file (`cards.db`, `assets/...`): inside the package when installed from a
    wheel, else at the top of the source checkout."""
    for root in _CANDIDATES:
        path = root.joinpath(*parts)
        if path.exists():
            return path
    return _CANDIDATES[-1].joinpath(*parts)


def demo_decks(format: str = "standard") -> list[Path]:
    """The bundled demo decks of a format (the G era's have a G zone; the premium ones also
    carry gift icons)."""
    if format == "standard":
        folder = data_path("assets", "decks")
    elif format == "premium":
        folder = data_path("assets", "decks", "premium")
    else:
        folder = data_path("assets", "decks", "g")
    return sorted(folder.glob("*.txt"))

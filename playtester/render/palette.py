"""The colours every face shares (gold hairlines, ink, paper) and helpers to mix colours; a
face's own colours come from its game's description (`engine/faces.py`)."""

from __future__ import annotations

from playtester.engine.faces import GOLD, RGB, WHITE, mix, shade, tint

__all__ = [
    "GOLD",
    "INK",
    "PAPER",
    "RGB",
    "WHITE",
    "luminance",
    "mix",
    "rgba",
    "shade",
    "tint",
]

INK: RGB = (28, 26, 32)
PAPER: RGB = (246, 240, 226)


def luminance(c: RGB) -> float:
    """Perceived brightness 0..255 (to pick dark or light ink on a colour)."""
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]


def rgba(c: RGB, alpha: int = 255) -> tuple[int, int, int, int]:
    return (c[0], c[1], c[2], alpha)

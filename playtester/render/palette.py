"""Colours of card faces: one stable colour per clan, the trigger and gift colours, and helpers.

A clan's colour must be the same on every run and every machine, so unknown clans (imported
or custom cards) hash their name (CRC-32, not Python's salted `hash`) into a curated palette
of colours that all look good under white text; the bundled clans have hand-picked ones.
"""

from __future__ import annotations

import zlib

RGB = tuple[int, int, int]

BUNDLED_CLANS: dict[str, RGB] = {
    "Dawnspire Order": (201, 152, 48),  # sunrise gold
    "Cinderwing Dominion": (190, 54, 42),  # ember crimson
    "Tidecaller Armada": (32, 118, 176),  # deep sea blue
    "Brasswork Covenant": (52, 140, 108),  # verdigris
}

CURATED: tuple[RGB, ...] = (
    (123, 79, 179),  # violet
    (176, 64, 126),  # magenta
    (42, 150, 140),  # teal
    (214, 118, 43),  # orange
    (79, 107, 176),  # slate blue
    (138, 138, 46),  # olive
    (192, 92, 109),  # rose
    (63, 74, 158),  # indigo
    (59, 125, 63),  # forest
    (201, 138, 30),  # amber
    (142, 69, 133),  # plum
    (43, 143, 179),  # cyan
    (162, 74, 50),  # brick
    (99, 143, 105),  # sage
    (91, 111, 134),  # steel
    (154, 111, 163),  # mauve
)

NEUTRAL: RGB = (128, 132, 140)  # cards without a clan

TRIGGER_COLOURS: dict[str, RGB] = {
    "critical": (250, 204, 21),  # yellow
    "draw": (220, 38, 38),  # red
    "heal": (34, 170, 80),  # green
    "stand": (37, 99, 235),  # blue
}

GIFT_COLOURS: dict[str, RGB] = {
    "force": (214, 84, 36),  # flame orange
    "accel": (20, 160, 160),  # aqua
    "protect": (112, 128, 200),  # steel lavender
}

GOLD: RGB = (224, 181, 74)
GOLD_DARK: RGB = (150, 108, 30)
G_RED: RGB = (168, 22, 30)
INK: RGB = (28, 26, 32)
PAPER: RGB = (246, 240, 226)
WHITE: RGB = (255, 255, 255)


def clan_colour(clan: str) -> RGB:
    """The colour of `clan`: hand-picked for bundled clans, else a stable pick from CURATED."""
    if clan in BUNDLED_CLANS:
        return BUNDLED_CLANS[clan]
    key = " ".join(clan.split()).casefold()
    if not key:
        return NEUTRAL
    return CURATED[zlib.crc32(key.encode("utf-8")) % len(CURATED)]


def mix(a: RGB, b: RGB, t: float) -> RGB:
    """`a` moved a fraction `t` of the way towards `b`."""
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def shade(c: RGB, t: float) -> RGB:
    """`c` darkened by `t` (0..1) towards a cool near-black, which keeps hues rich."""
    return mix(c, (12, 12, 20), t)


def tint(c: RGB, t: float) -> RGB:
    """`c` lightened by `t` (0..1) towards white."""
    return mix(c, WHITE, t)


def luminance(c: RGB) -> float:
    """Perceived brightness 0..255 (to pick dark or light ink on a colour)."""
    return 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2]


def rgba(c: RGB, alpha: int = 255) -> tuple[int, int, int, int]:
    return (c[0], c[1], c[2], alpha)

"""A card's face as plain data: what a game says its cards show, which `render/` draws for any
game (see `CardModel.face` in the registry).

A `Face` names the frame's colours, the art's seed, the number badge in the top-left corner,
the icon marks down the left and right edges, the name, a subtitle line, the text, the set
number and the figures in the footer. Marks and figures name their glyph by its look
("star", "gem"...); `render/icons.py` lists the glyphs it draws. Two faces that are equal look
the same, so the face cache keys on the face.

A `Back` is what a face-down card shows, as its game says (`Facts.card_back`): the
colours of the one design `render/` draws for every back, and an emblem at its heart.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass

RGB = tuple[int, int, int]

GOLD: RGB = (224, 181, 74)  # the hairlines of a face, unless a game gives other
WHITE: RGB = (255, 255, 255)
NEUTRAL: RGB = (128, 132, 140)  # a face of no colour of its own
# colours that all look good under white text, for words a game has no colour for
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


@dataclass(frozen=True, slots=True)
class Mark:
    """An icon on the face: a glyph `render/` draws, in a colour."""

    glyph: str
    colour: RGB = GOLD
    label: str = ""  # a short word in a pill under it, on full-size faces ("+5000")
    brief: bool = True  # shown on thumbnails too
    halo: bool = False  # on a dark disc ringed in its colour: the mark players look for first
    scale: float = 1.0  # its size beside the other marks of its edge


@dataclass(frozen=True, slots=True)
class Badge:
    """The number in the top-left corner, big, in a gold-ringed disc or square."""

    text: str
    fill: RGB | None = None  # inside the ring; None: the frame's colour, darkened
    tag: str = ""  # a letter in a small hexagon at its foot
    tag_colour: RGB = GOLD
    shape: str = "disc"  # "disc" or "square"


@dataclass(frozen=True, slots=True)
class Figure:
    """A number (or a short word) in the footer."""

    text: str
    place: str = "left"  # "left" (the first is the big one), "middle" or "right"
    glyph: str = ""  # drawn before the text on full-size faces
    colour: RGB = WHITE  # the glyph's colour
    chip: RGB | None = None  # the text set inside a disc of this colour (a cost symbol)
    caption: str = ""  # a small word before it ("LIMIT")
    brief: bool = True  # shown on thumbnails too
    dim: bool = False  # drawn faint: a dash for "none"


@dataclass(frozen=True, slots=True)
class Frame:
    """The colours of the frame, the plates and the footer."""

    base: RGB  # the tint of the frame, the plates, the art and the text chips
    accent: RGB = GOLD  # the hairlines
    lower: RGB | None = None  # a second colour the frame fades into towards the bottom
    band: tuple[RGB, RGB] | None = None  # the footer's top and bottom; None: the base's
    trim: RGB | None = None  # the footer's top line and its label; None: the accent
    style: str = "plain"  # "plain", or "ornate": a second hairline with studs at the corners


@dataclass(frozen=True, slots=True)
class Art:
    """The generated picture: seeded by a word, with a sigil seeded by the card's family."""

    seed: str
    family: str = ""
    glow: RGB | None = None  # a soft light rising from the middle
    rays: bool = False  # gold rays fanning up from the bottom
    emblem: Mark | None = None  # a glyph filling the middle of the art


@dataclass(frozen=True, slots=True)
class Face:
    """Everything a card's face shows, as its game describes it."""

    name: str
    frame: Frame
    art: Art
    badge: Badge | None = None
    left: tuple[Mark, ...] = ()  # down the left edge, under the badge
    right: tuple[Mark, ...] = ()  # down the right edge from the top
    subtitle: tuple[str, ...] = ()  # the words of the line under the name
    number: str = ""  # the set number, at the end of that line
    text: str = ""
    text_colour: RGB | None = None  # None: ink; a colour is darkened until it reads on paper
    figures: tuple[Figure, ...] = ()
    label: str = ""  # a word in the footer instead of figures


@dataclass(frozen=True, slots=True)
class Back:
    """A card back: a gradient from `top` to `bottom` under a gold lattice and compass star,
    with `emblem` (a letter) at the star's heart, or a small star for none."""

    name: str  # a word naming it, which its cached picture is named by
    top: RGB
    bottom: RGB
    emblem: str | None = None


MAIN_BACK = Back("main", (34, 46, 104), (10, 14, 40))  # deep indigo: a deck's cards


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


def word_colour(word: str) -> RGB:
    """A stable colour for `word` (CRC-32, not Python's salted `hash`, so it is the same on
    every run and machine) from CURATED, ignoring case and spacing; NEUTRAL for no word."""
    key = " ".join(word.split()).casefold()
    if not key:
        return NEUTRAL
    return CURATED[zlib.crc32(key.encode("utf-8")) % len(CURATED)]


def plain_face(name: str, kind: str, text: str, number: str) -> Face:
    """The face of a card whose game describes none: its name, kind, text and number."""
    base = word_colour(kind)
    return Face(
        name=name,
        frame=Frame(base),
        art=Art(name, kind),
        subtitle=(kind.replace("_", " ").capitalize(),) if kind else (),
        number=number,
        text=text,
    )

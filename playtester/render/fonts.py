"""Fonts for card faces: the bundled DejaVu typefaces, with Pillow's own font as a fallback.

The faces must look the same on every machine, so they use system fonts only for letters the
bundled ones lack: the fonts ship in `assets/fonts/` (DejaVu, freely licensed, see
`assets/fonts/LICENSE`); Japanese letters (real WIXOSS cards) are set in a Japanese font of the
system (`glyphs.py`), run by run. If the bundled files are missing (a broken install), Pillow's
built-in scalable font keeps the program working.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

from PIL import ImageFont

from playtester.render import glyphs
from playtester.resources import data_path

Font = ImageFont.FreeTypeFont | ImageFont.ImageFont

# Japanese punctuation the fonts lack, as real card data copied from Japanese sources carries it
_JAPANESE_MARKS = str.maketrans({"\u3001": ", ", "\u3002": ". ", "\u30fb": "\u00b7", "\u3000": " "})

# Roles, not file names, so a layout says what the text is for.
_FILES = {
    "regular": "DejaVuSans.ttf",
    "bold": "DejaVuSans-Bold.ttf",
    "text": "DejaVuSansCondensed.ttf",  # ability text: condensed fits more words per line
    "title": "DejaVuSansCondensed-Bold.ttf",  # names, numbers, labels
}


def drawable(text: str) -> str:
    """`text` with full-width letters (a wide plus, colon, I...) and Japanese commas written with
    the characters the bundled fonts have, so a face never shows a box for them."""
    if text.isascii():
        return text
    wide = "".join(
        unicodedata.normalize("NFKC", c) if "\uff01" <= c <= "\uff5e" else c for c in text
    )
    return wide.translate(_JAPANESE_MARKS)


@lru_cache(maxsize=512)
def font(role: str, size: int) -> Font:
    """The font for `role` ("regular", "bold", "text", "title") at `size` pixels."""
    size = max(1, int(size))
    path = data_path("assets", "fonts", _FILES[role])
    try:
        return ImageFont.truetype(str(path), size)
    except OSError:
        return ImageFont.load_default(size)


@lru_cache(maxsize=64)
def fallback_font(size: int) -> Font | None:
    """The system's Japanese font at `size` pixels (`glyphs.fallback_path`), or None."""
    path = glyphs.fallback_path()
    return None if path is None else ImageFont.truetype(str(path), max(1, int(size)))


def runs(text: str, role: str, size: int) -> list[tuple[str, Font]]:
    """`text` in runs, each with the font that draws its letters: the role's bundled font,
    or for letters it lacks (Japanese) the system's Japanese font."""
    if text.isascii():
        return [(text, font(role, size))]
    primary = str(data_path("assets", "fonts", _FILES[role]))
    other = fallback_font(size)
    return [
        (part, other if other is not None and fallback else font(role, size))
        for part, fallback in glyphs.runs(text, primary)
    ]


def text_width(text: str, role: str, size: int) -> float:
    """How wide `text` is when set in `role` at `size` pixels (Japanese letters in the
    system's Japanese font)."""
    if text.isascii():
        return float(font(role, size).getlength(text))
    return float(sum(f.getlength(part) for part, f in runs(text, role, size)))


def fit_size(text: str, role: str, max_width: float, largest: int, smallest: int = 1) -> int:
    """The largest size from `largest` down to `smallest` at which `text` fits `max_width`
    on one line (`smallest` if none does)."""
    lo, hi = max(1, smallest), max(1, largest)
    if text_width(text, role, hi) <= max_width:
        return hi
    while lo < hi:  # binary search: widths grow with size
        mid = (lo + hi + 1) // 2
        if text_width(text, role, mid) <= max_width:
            lo = mid
        else:
            hi = mid - 1
    return lo


def wrap(text: str, role: str, size: int, max_width: float) -> list[str]:
    """`text` broken into lines no wider than `max_width` (a word longer than a whole line is
    split between letters, so nothing is ever cut off)."""
    space = text_width(" ", role, size)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line, width = "", 0.0
        for word in paragraph.split():
            w = text_width(word, role, size)
            if w > max_width:  # a single huge word (Japanese has no spaces): hard-break it
                for piece in _split_word(word, role, size, max_width):
                    if line:
                        lines.append(line)
                    line, width = piece, text_width(piece, role, size)
                continue
            if line and width + space + w <= max_width:
                line, width = f"{line} {word}", width + space + w
            else:
                if line:
                    lines.append(line)
                line, width = word, w
        lines.append(line)
    return lines


def _split_word(word: str, role: str, size: int, max_width: float) -> list[str]:
    """`word` in pieces no wider than `max_width`, letter by letter (each letter's width added:
    linear in the word's length)."""
    pieces, piece, width = [], "", 0.0
    for ch in word:
        w = text_width(ch, role, size)
        if piece and width + w > max_width:
            pieces.append(piece)
            piece, width = "", 0.0
        piece, width = piece + ch, width + w
    return [*pieces, piece]


def fit_lines(
    text: str, role: str, max_width: float, max_height: float, largest: int, max_lines: int
) -> tuple[int, list[str]]:
    """The largest size (down to 1 px) and the lines at which `text` fits the box in at most
    `max_lines` lines, so a name is shrunk or wrapped but never cut off."""
    for size in range(max(1, largest), 0, -1):
        lines = wrap(text, role, size, max_width)
        if len(lines) <= max_lines and len(lines) * line_height(size) <= max_height:
            return size, lines
    return 1, wrap(text, role, 1, max_width)


def line_height(size: int) -> float:
    """Baseline-to-baseline distance used for wrapped text at `size` pixels."""
    return size * 1.16

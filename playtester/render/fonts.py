"""Fonts for card faces: the bundled DejaVu typefaces, with Pillow's own font as a fallback.

The faces must look the same on every machine, so they never use system fonts: the fonts ship in
`assets/fonts/` (DejaVu, freely licensed, see `assets/fonts/LICENSE`). If those files are
missing (a broken install), Pillow's built-in scalable font keeps the program working.
"""

from __future__ import annotations

import unicodedata
from functools import lru_cache

from PIL import ImageFont

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


def text_width(text: str, role: str, size: int) -> float:
    """How wide `text` is when set in `role` at `size` pixels."""
    return float(font(role, size).getlength(text))


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
    f = font(role, size)
    space = f.getlength(" ")
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line, width = "", 0.0
        for word in paragraph.split():
            w = f.getlength(word)
            if w > max_width:  # a single huge word: hard-break it
                for piece in _split_word(word, f, max_width):
                    if line:
                        lines.append(line)
                    line, width = piece, f.getlength(piece)
                continue
            if line and width + space + w <= max_width:
                line, width = f"{line} {word}", width + space + w
            else:
                if line:
                    lines.append(line)
                line, width = word, w
        lines.append(line)
    return lines


def _split_word(word: str, f: Font, max_width: float) -> list[str]:
    pieces, piece = [], ""
    for ch in word:
        if piece and f.getlength(piece + ch) > max_width:
            pieces.append(piece)
            piece = ""
        piece += ch
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

"""Ability text: wrapped, shrunk to fit its box, with `[AUTO]`, `[V]`... set as small chips.

The text shrinks until it fits (down to a smallest legible size) and only then is cut with an
ellipsis (the face then shows a "more" mark: `faces.py`). Bracketed keywords become chips
because that is how players scan a card: first the kind of ability and where it works, then the
words.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from playtester.render.canvas import Canvas, Colour
from playtester.render.fonts import font, text_width

# a chip: `[AUTO]`, or as Japanese texts mark them, `【出】`
_CHIP = re.compile(r"(\[[^\[\]\s]{1,12}\]|\u3010[^\u3010\u3011\s]{1,12}\u3011)")
ABILITY_KINDS = frozenset({"[AUTO]", "[ACT]", "[CONT]", "\u3010出\u3011", "\u3010自\u3011"})
ABILITY_KINDS |= {"\u3010常\u3011", "\u3010起\u3011"}
ROLE, CHIP_ROLE = "text", "title"


@dataclass(slots=True)
class Word:
    """A word: text and chip segments set without a break between them."""

    segments: list[tuple[str, bool]]  # (text, is_chip)
    width: float = 0.0


@dataclass(slots=True)
class TextLayout:
    size: int
    lines: list[list[Word]] = field(default_factory=list)
    breaks: set[int] = field(default_factory=set)  # line indexes that start a paragraph
    truncated: bool = False

    def height(self) -> float:
        return _height(len(self.lines), len(self.breaks), self.size)


def _height(lines: int, paragraphs: int, size: int) -> float:
    return lines * size * 1.17 + max(0, paragraphs - 1) * size * 0.35


def _chip_pad(size: int) -> float:
    return size * 0.28


def _segment_width(text: str, is_chip: bool, size: int) -> float:
    if is_chip:
        return text_width(text[1:-1], CHIP_ROLE, _chip_size(size)) + 2 * _chip_pad(size) + 1
    return text_width(text, ROLE, size)


def _measure(word: Word, size: int) -> None:
    word.width = sum(_segment_width(text, is_chip, size) for text, is_chip in word.segments)


def _chip_size(size: int) -> int:
    return max(1, round(size * 0.8))


def _words(text: str) -> list[list[Word]]:
    paragraphs = []
    for para in text.split("\n"):
        words = []
        for raw in para.split():
            parts = [p for p in _CHIP.split(raw) if p]
            words.append(Word([(p, bool(_CHIP.fullmatch(p))) for p in parts]))
        if words:
            paragraphs.append(words)
    return paragraphs


def _wrap(paragraphs: list[list[Word]], size: int, width: float) -> TextLayout:
    out = TextLayout(size)
    space = font(ROLE, size).getlength(" ")
    for words in paragraphs:
        out.breaks.add(len(out.lines))
        line: list[Word] = []
        used = 0.0
        for whole in words:
            _measure(whole, size)
            for word in _pieces(whole, size, width):
                if line and used + space + word.width > width:
                    out.lines.append(line)
                    line, used = [], 0.0
                used += (space if line else 0.0) + word.width
                line.append(word)
        out.lines.append(line)
    return out


def _pieces(word: Word, size: int, width: float) -> list[Word]:
    """`word`, or if it is wider than a line (a long name, or a text written without spaces,
    as Japanese is) its letters and chips in pieces that each fit, so no line runs out of the
    box (a chip is never cut)."""
    if word.width <= width:
        return [word]
    pieces: list[Word] = []
    current, used = Word([]), 0.0

    def add(text: str, is_chip: bool, wide: float) -> None:
        nonlocal current, used
        if current.segments and used + wide > width:
            current.width = used
            pieces.append(current)
            current, used = Word([]), 0.0
        last = current.segments[-1] if current.segments else None
        if last is not None and not is_chip and not last[1]:
            current.segments[-1] = (last[0] + text, False)
        else:
            current.segments.append((text, is_chip))
        used += wide

    for text, is_chip in word.segments:
        if is_chip:
            add(text, True, _segment_width(text, True, size))
        else:
            for letter in text:
                add(letter, False, text_width(letter, ROLE, size))
    current.width = used
    return [*pieces, current]


def fit_text(text: str, width: float, height: float, largest: int, smallest: int) -> TextLayout:
    """The largest layout of `text` (size `largest` down to `smallest`) that fits the box;
    at `smallest` the lines that do not fit are dropped and the last one ends in '…'."""
    paragraphs = _words(text)
    if not paragraphs:
        return TextLayout(largest)
    lo, hi = max(1, smallest), max(1, smallest, largest)
    best: TextLayout | None = None
    while lo <= hi:  # binary search for the largest size that fits
        mid = (lo + hi) // 2
        lay = _wrap(paragraphs, mid, width)
        if lay.height() <= height and all(_fits_width(line, width) for line in lay.lines):
            best, lo = lay, mid + 1
        else:
            hi = mid - 1
    return (
        best if best is not None else _truncate(_wrap(paragraphs, smallest, width), height, width)
    )


def _fits_width(line: list[Word], width: float) -> bool:
    return len(line) > 1 or not line or line[0].width <= width


def _truncate(lay: TextLayout, height: float, width: float) -> TextLayout:
    keep = len(lay.lines)
    while keep > 1 and _height(keep, len([b for b in lay.breaks if b < keep]), lay.size) > height:
        keep -= 1
    lay.lines = lay.lines[:keep]
    lay.breaks = {b for b in lay.breaks if b < keep}
    lay.truncated = True
    last = lay.lines[-1] if lay.lines else []
    f = font(ROLE, lay.size)
    ell = f.getlength("…")
    while last and sum(w.width for w in last) + f.getlength(" ") * len(last) + ell > width:
        last.pop()
    last.append(Word([("…", False)], ell))
    return lay


def draw_text(
    cv: Canvas,
    lay: TextLayout,
    x: float,
    y: float,
    ink: Colour,
    chip_fill: Colour,
    kind_fill: Colour,
) -> None:
    """Set a fitted layout with its top-left corner at (x, y)."""
    size = lay.size
    space = font(ROLE, size).getlength(" ")
    chip_size, pad = _chip_size(size), _chip_pad(size)
    line_h = size * 1.17
    for i, line in enumerate(lay.lines):
        if i in lay.breaks and i:
            y += size * 0.35
        cx = x
        base = y + size * 0.92  # baseline
        for word in line:
            for text, is_chip in word.segments:
                if is_chip:
                    label = text[1:-1]
                    w = text_width(label, CHIP_ROLE, chip_size) + 2 * pad
                    fill = kind_fill if text in ABILITY_KINDS else chip_fill
                    top, bottom = base - size * 0.86, base + size * 0.16
                    cv.rounded((cx, top, cx + w, bottom), size * 0.22, fill=fill)
                    cv.text((cx + w / 2, (top + bottom) / 2), label, CHIP_ROLE, chip_size,
                            (255, 255, 255, 255), anchor="mm")  # fmt: skip
                    cx += w + 1
                else:
                    cv.text((cx, base), text, ROLE, size, ink, anchor="ls")
                    cx += text_width(text, ROLE, size)
            cx += space
        y += line_h

"""The pieces of a card face shared by drawn faces and picture overlays.

A face's colours come from `style_for` (its frame); the corner badge, the marks down the left
and right edges and the footer are drawn by the functions below, in final-pixel coordinates
on a `Canvas`, from the face its game describes (`engine/faces.py`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from playtester.engine.faces import Badge, Face, Figure, Frame, Mark
from playtester.render import icons
from playtester.render.canvas import Box, Canvas, Point
from playtester.render.fonts import fit_size, text_width
from playtester.render.palette import GOLD, INK, RGB, WHITE, luminance, rgba, shade, tint


@dataclass(frozen=True, slots=True)
class Style:
    """The colours of one face."""

    base: RGB
    frame_top: RGB
    frame_bottom: RGB
    accent: RGB  # hairlines
    band_top: RGB
    band_bottom: RGB
    band_trim: RGB


def style_for(frame: Frame) -> Style:
    """The colours of a face with `frame`: a frame darkened from its colour (or colours), the
    footer darker still unless the frame gives its own."""
    base = frame.base
    top, bottom = shade(base, 0.42), shade(frame.lower or base, 0.74)
    band = frame.band or (shade(base, 0.6), shade(base, 0.84))
    trim = frame.trim or frame.accent
    return Style(base, top, bottom, frame.accent, band[0], band[1], trim)


def corner_badge(cv: Canvas, badge: Badge, c: Point, r: float, st: Style) -> None:
    """The number, big, in a gold-ringed disc or square, with its tag in a small hexagon."""
    fill = badge.fill or shade(st.base, 0.55)
    if badge.shape == "square":
        for grow, colour in ((1.06, rgba(INK, 170)), (1.0, rgba(GOLD)), (0.86, rgba(fill))):
            s = r * grow * 0.94
            cv.rounded((c[0] - s, c[1] - s, c[0] + s, c[1] + s), s * 0.3, fill=colour)
        s = r * 0.7
        cv.rounded((c[0] - s, c[1] - s, c[0] + s, c[1] + s), s * 0.25,
                   outline=rgba(tint(st.base, 0.35), 120), width=max(0.4, r * 0.04))  # fmt: skip
    else:
        cv.circle(c, r * 1.06, fill=rgba(INK, 170))
        cv.circle(c, r, fill=rgba(GOLD))
        cv.circle(c, r * 0.86, fill=rgba(fill))
        cv.circle(c, r * 0.74, outline=rgba(tint(st.base, 0.35), 120), width=max(0.4, r * 0.04))
    size = fit_size(badge.text, "title", r * 1.45, round(r * 1.3), 1)
    cv.text((c[0], c[1] + r * 0.02), badge.text, "title", size, rgba(WHITE), anchor="mm")
    if badge.tag:
        gc, gr = (c[0] + r * 0.8, c[1] + r * 0.8), r * 0.42
        cv.polygon(icons.polygon_points(gc, gr * 1.12, 6, 0), fill=rgba(INK))
        cv.polygon(icons.polygon_points(gc, gr, 6, 0), fill=rgba(GOLD))
        cv.polygon(icons.polygon_points(gc, gr * 0.8, 6, 0), fill=rgba(badge.tag_colour))
        cv.text(gc, badge.tag, "title", round(gr * 1.15), rgba(WHITE), anchor="mm")


def left_marks(cv: Canvas, marks: Sequence[Mark], x: float, y: float, r: float) -> float:
    """Marks stacked downward from `y`, centred on `x`; returns the next y."""
    for mark in marks:
        size = r * mark.scale
        icons.glyph(cv, mark.glyph, (x, y + size), size, mark.colour)
        y += 2 * size + r * 0.3
    return y


def right_marks(
    cv: Canvas, marks: Sequence[Mark], edge: float, top: float, r: float, full: bool
) -> None:
    """Marks stacked downward from `top` against the right `edge`: a haloed one on a dark disc
    ringed in its colour, with its label in a pill under it on full-size faces."""
    bottom: float | None = None
    for mark in marks:
        size = r * mark.scale
        inset = size * (1.4 if mark.halo else 1.3)
        y = top + inset if bottom is None else bottom + size * 1.2
        c = (edge - inset, y)
        if mark.halo:
            cv.circle(c, size * 1.25, fill=rgba(INK, 150))
            cv.circle(c, size * 1.25, outline=rgba(mark.colour, 220), width=max(0.5, size * 0.07))
            icons.glyph(cv, mark.glyph, c, size * 0.88, mark.colour)
            bottom = y + size * 1.25
        else:
            icons.glyph(cv, mark.glyph, c, size, mark.colour)
            bottom = y + size
        if mark.label and full:
            bottom = _pill(cv, mark.label, c[0], bottom + size * 0.18, size, mark.colour)


def _pill(cv: Canvas, label: str, x: float, top: float, r: float, colour: RGB) -> float:
    """`label` in a dark pill ringed in `colour`, centred on `x`; returns its bottom."""
    size = max(1, round(r * 0.6))
    w = text_width(label, "title", size) + size * 0.9
    box = (x - w / 2, top, x + w / 2, top + size * 1.35)
    cv.rounded(box, size * 0.65, fill=rgba(INK, 215), outline=rgba(colour), width=r * 0.06)
    cv.text((x, (box[1] + box[3]) / 2), label, "title", size, rgba(WHITE), anchor="mm")
    return box[3]


def footer(cv: Canvas, face: Face, b: Box, st: Style, compact: bool) -> None:
    """The footer band: the face's figures (or its label)."""
    x0, y0, x1, y1 = b
    h = y1 - y0
    cv.gradient(b, h * 0.22, rgba(st.band_top), rgba(st.band_bottom))
    cv.line([(x0 + h * 0.2, y0 + 0.5), (x1 - h * 0.2, y0 + 0.5)], rgba(st.band_trim), h * 0.04)
    mid = (y0 + y1) / 2 + h * 0.03
    if face.label:
        size = fit_size(face.label, "title", (x1 - x0) * 0.86, round(h * 0.42), 1)
        cv.text(((x0 + x1) / 2, mid), face.label, "title", size, rgba(st.band_trim), anchor="mm")
        return
    pad = h * 0.22
    left = [f for f in face.figures if f.place == "left" and (f.brief or not compact)]
    middle = [f for f in face.figures if f.place == "middle" and not compact]
    right = [f for f in face.figures if f.place == "right" and (f.brief or not compact)]
    width = x1 - x0
    if compact:  # the numbers alone, as large as the band allows
        cell = (width - 3 * pad) * 0.5
        x = x0 + pad
        for i, figure in enumerate(left):
            most = (cell * 1.08, round(h * 0.62)) if i == 0 else (cell * 0.9, round(h * 0.5))
            x = _figure(cv, figure, x, mid, h, most, st, glyphs=False) + pad
        x = x1 - pad
        for figure in reversed(right):
            x = _figure(cv, figure, x, mid, h, (cell * 0.9, round(h * 0.5)), st, False, "r") - pad
        return
    x = x0 + pad
    for i, figure in enumerate(left):
        most = (width * 0.42, round(h * 0.66)) if i == 0 else (width * 0.22, round(h * 0.5))
        x = _figure(cv, figure, x, mid, h, most, st) + pad
    x = x0 + width * 0.55 - h * 0.2  # the first glyph's middle at 55 %
    for figure in middle:
        x = _figure(cv, figure, x, mid, h, (width * 0.22, round(h * 0.5)), st) + pad
    x = x1 - pad
    for figure in reversed(right):
        x = _figure(cv, figure, x, mid, h, (width * 0.22, round(h * 0.5)), st, anchor="r") - pad


def _figure(
    cv: Canvas,
    figure: Figure,
    x: float,
    mid: float,
    h: float,
    most: tuple[float, int],
    st: Style,
    glyphs: bool = True,
    anchor: str = "l",
) -> float:
    """One figure from `x` rightwards (`anchor` "l") or leftwards ("r") within `most` (width,
    size): caption, glyph, then the text (in a chip if it has one); returns its far end."""
    gr = h * 0.2
    size = fit_size(figure.text, "title", most[0], most[1], 1) if figure.text else most[1]
    colour = rgba(tint(st.band_top, 0.35)) if figure.dim else rgba(WHITE)
    parts: list[tuple[str, float]] = []  # (what, width), left to right
    caption = max(1, round(h * 0.3))
    if figure.caption:
        parts.append(("caption", text_width(figure.caption, "title", caption) + gr * 0.5))
    if figure.glyph and glyphs:
        parts.append(("glyph", gr * 2.3))
    if figure.chip is not None:
        size = min(size, round(h * 0.5))
        parts.append(("chip", max(h * 0.62, text_width(figure.text, "title", size) + h * 0.22)))
    elif figure.text:
        parts.append(("text", text_width(figure.text, "title", size)))
    total = sum(w for _, w in parts)
    at = x if anchor == "l" else x - total
    for what, w in parts:
        if what == "caption":
            cv.text((at, mid), figure.caption, "title", caption, rgba(tint(st.band_top, 0.5)), "lm")
        elif what == "glyph":
            icons.glyph(cv, figure.glyph, (at + gr * 1.0, mid), gr, figure.colour)
        elif what == "chip" and figure.chip is not None:
            _chip(cv, figure.text, figure.chip, (at + w / 2, mid), w / 2, h, size)
        elif anchor == "r":  # set against the far end, as right-aligned numbers are
            cv.text((at + w, mid), figure.text, "title", size, colour, anchor="rm")
        else:
            cv.text((at, mid), figure.text, "title", size, colour, anchor="lm")
        at += w
    return at if anchor == "l" else x - total


def _chip(cv: Canvas, text: str, colour: RGB, c: Point, half: float, h: float, size: int) -> None:
    """`text` in a rounded chip of `colour` (dark text on a light colour)."""
    r = h * 0.31
    box = (c[0] - half, c[1] - r, c[0] + half, c[1] + r)
    cv.rounded(box, r, fill=rgba(shade(colour, 0.5)))
    inner = (box[0] + r * 0.16, box[1] + r * 0.16, box[2] - r * 0.16, box[3] - r * 0.16)
    cv.rounded(inner, r * 0.84, fill=rgba(colour))
    ink = rgba(INK) if luminance(colour) > 150 else rgba(WHITE)
    cv.text((c[0], c[1] + h * 0.01), text, "title", size, ink, anchor="mm")


def corners(cv: Canvas, face: Face, st: Style, m: float, compact: bool) -> None:
    """The badge and the left marks at the top left; the right marks at the top right."""
    w = cv.width
    gr = w * (0.15 if compact else 0.1)
    gx, gy = m + gr * 1.1, m + gr * 1.1
    if face.badge is not None:
        corner_badge(cv, face.badge, (gx, gy), gr, st)
        y = gy + gr * (1.5 if face.badge.tag else 1.25)
    else:
        y = m * 1.5
    marks = [mark for mark in face.left if mark.brief or not compact]
    left_marks(cv, marks, gx, y, w * (0.085 if compact else 0.058))
    marks = [mark for mark in face.right if mark.brief or not compact]
    right_marks(cv, marks, w - m, m, w * (0.12 if compact else 0.085), full=not compact)

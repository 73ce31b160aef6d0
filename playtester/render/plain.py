"""A plain face for a card whose game describes no face of its own yet: its name on a plate,
its kind, and its text on paper, in a neutral frame. Legible at any size, never failing."""

from __future__ import annotations

from PIL import Image

from playtester.engine.cards import Card
from playtester.render.canvas import Canvas
from playtester.render.fonts import fit_lines, line_height
from playtester.render.palette import INK, NEUTRAL, PAPER, WHITE, rgba, shade, tint

ASPECT = 88 / 63


def plain_face(card: Card, width: int) -> Image.Image:
    """The plain face of `card`, `width` pixels wide (RGBA, rounded corners)."""
    from playtester.render.text import draw_text, fit_text

    w = max(8, int(width))
    h = max(1, round(w * ASPECT))
    cv = Canvas(w, h, 3 if w < 100 else 2)
    cv.gradient((0, 0, w, h), w * 0.05, rgba(tint(NEUTRAL, 0.25)), rgba(shade(NEUTRAL, 0.55)))
    m = w * 0.05
    plate = (m, m, w - m, m + h * 0.2)
    cv.rounded(plate, w * 0.03, fill=rgba(shade(NEUTRAL, 0.6)), outline=rgba(tint(NEUTRAL, 0.5)),
               width=max(0.5, w * 0.006))  # fmt: skip
    size, lines = fit_lines(card.name, "title", w - 3 * m, h * 0.17, max(1, round(w * 0.09)), 3)
    y = (plate[1] + plate[3]) / 2 - line_height(size) * (len(lines) - 1) / 2
    for line in lines:
        cv.text((w / 2, y), line, "title", size, rgba(WHITE), anchor="mm")
        y += line_height(size)
    kind = card.kind.replace("_", " ").upper()
    if kind:
        cv.text((w / 2, plate[3] + h * 0.05), kind, "title", max(1, round(w * 0.06)),
                rgba(tint(NEUTRAL, 0.7)), anchor="mm")  # fmt: skip
    box = (m, plate[3] + h * 0.1, w - m, h - m)
    cv.rounded(box, w * 0.025, fill=rgba(PAPER), outline=rgba(shade(NEUTRAL, 0.3)),
               width=max(0.5, w * 0.005))  # fmt: skip
    text = card.text.strip()
    if text and w >= 60:
        pad = w * 0.04
        lay = fit_text(text, box[2] - box[0] - 2 * pad, box[3] - box[1] - 2 * pad,
                       max(1, round(w * 0.055)), max(4, round(w * 0.03)))  # fmt: skip
        ink = rgba(INK)
        draw_text(cv, lay, box[0] + pad, box[1] + pad, ink, rgba(shade(NEUTRAL, 0.25)), ink)
    return cv.finish()

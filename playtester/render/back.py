"""Card backs: one original design, in the colours a game's `Back` gives (`engine/faces.py`).

A gradient under a gold lattice and a compass star, with the back's emblem (a letter) at the
star's heart, or a small star when it has none: `MAIN_BACK`, deep indigo, for a deck's cards.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageChops, ImageDraw

from playtester.engine.faces import MAIN_BACK, Back
from playtester.render.canvas import Canvas
from playtester.render.fonts import fit_size
from playtester.render.icons import star_points
from playtester.render.palette import GOLD, RGB, rgba, shade, tint


def render_back(width: int = 300, back: Back = MAIN_BACK) -> Image.Image:
    """`back` drawn `width` pixels wide (RGBA)."""
    return _back(max(8, int(width)), back).copy()


@lru_cache(maxsize=16)
def _back(w: int, back: Back) -> Image.Image:
    from playtester.render.faces import face_height

    h = face_height(w)
    top, bottom = back.top, back.bottom
    cv = Canvas(w, h, 3 if w < 100 else 2)
    cv.gradient((0, 0, w, h), w * 0.05, rgba(top), rgba(bottom))
    _lattice(cv, tint(top, 0.12))
    for inset, alpha in ((w * 0.04, 230), (w * 0.058, 120)):
        cv.rounded((inset, inset, w - inset, h - inset), w * 0.035, outline=rgba(GOLD, alpha),
                   width=max(0.5, w * 0.006))  # fmt: skip
    c, r = (w / 2, h * 0.46), w * 0.3
    cv.circle(c, r * 1.12, fill=rgba(shade(bottom, 0.2), 230))
    for k, alpha in ((1.08, 255), (0.98, 150)):
        cv.circle(c, r * k, outline=rgba(GOLD, alpha), width=max(0.5, w * 0.007))
    for i in range(32):  # fine rays behind the star
        a = math.radians(i * 360 / 32)
        cv.line([(c[0] + r * 0.3 * math.cos(a), c[1] + r * 0.3 * math.sin(a)),
                 (c[0] + r * 0.94 * math.cos(a), c[1] + r * 0.94 * math.sin(a))],
                rgba(GOLD, 60), max(0.4, w * 0.003))  # fmt: skip
    cv.polygon(star_points(c, r * 0.95, r * 0.2, 4, -90 + 45), fill=rgba(shade(GOLD, 0.35)))
    cv.polygon(star_points(c, r * 0.95, r * 0.2, 4), fill=rgba(GOLD))
    cv.polygon(star_points(c, r * 0.6, r * 0.12, 4), fill=rgba(tint(GOLD, 0.45)))
    cv.circle(c, r * 0.3, fill=rgba(top), outline=rgba(GOLD), width=max(0.5, w * 0.012))
    if back.emblem:
        cv.text(c, back.emblem, "title", round(r * 0.42), rgba(GOLD), anchor="mm")
    else:
        cv.polygon(star_points(c, r * 0.2, r * 0.07, 4, -45), fill=rgba(GOLD))
    word = "PLAYTESTER"
    size = fit_size(word, "title", w * 0.62, round(w * 0.075), 1)
    spaced = " ".join(word) if w >= 120 else word
    size = fit_size(spaced, "title", w * 0.66, size, 1)
    cv.text((w / 2, h * 0.84), spaced, "title", size, rgba(GOLD), anchor="mm")
    return cv.finish()


def _lattice(cv: Canvas, colour: RGB) -> None:
    """A diamond lattice inside the border, on its own layer (clipped to the card)."""
    W, H = cv.image.size
    layer = Image.new("RGBA", (W, H), (0, 0, 0, 0))
    draw = ImageDraw.Draw(layer)
    step = max(4, W // 9)
    lw = max(1, W // 180)
    for x in range(-H, W + H, step):
        draw.line((x, 0, x + H, H), fill=(*colour, 110), width=lw)
        draw.line((x, H, x + H, 0), fill=(*colour, 110), width=lw)
    r = lw * 1.6
    for n in range(-2 * (W + H) // step - 2, 2 * (W + H) // step + 3):
        for d in range(-2 * H // step - 2, 2 * H // step + 3):
            sx, sy = (-H + n * step) / 2, (H + d * step) / 2
            if (n - d) % 2 == 0 and -r <= sx <= W + r and -r <= sy <= H + r:
                draw.ellipse((sx - r, sy - r, sx + r, sy + r), fill=(*GOLD, 70))
    clip = Image.new("L", (W, H), 0)
    inset = cv.px(cv.width * 0.04)
    ImageDraw.Draw(clip).rounded_rectangle((inset, inset, W - inset, H - inset),
                                           cv.px(cv.width * 0.035), fill=255)  # fmt: skip
    layer.putalpha(ImageChops.multiply(layer.getchannel("A"), clip))
    cv.image.alpha_composite(layer)

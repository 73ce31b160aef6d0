"""Generated card art for cards without a picture: faceted light in the clan's colour.

The art is a low-polygon mosaic lit from the top left (seeded by the card's name, so each card
has its own and it never changes between runs), the clan's sigil (seeded by the clan, so a
clan's cards belong together), a soft glow and a vignette. It should read as a designed card,
not as a placeholder box.
"""

from __future__ import annotations

import colorsys
import math
import random
import zlib
from functools import lru_cache

from PIL import Image, ImageDraw

from playtester.render.palette import GOLD, RGB, mix, shade, tint


def seed_of(text: str) -> int:
    """A stable seed for `text` (the same on every run and machine)."""
    return zlib.crc32(text.encode("utf-8"))


@lru_cache(maxsize=8)
def _radial(size: tuple[int, int]) -> Image.Image:
    """A mask: 255 in the middle fading to 0 at the edges (stretched to `size`)."""
    return Image.eval(Image.radial_gradient("L"), lambda v: max(0, 255 - v)).resize(size)


def generated_art(
    name: str, clan: str, colour: RGB, size: tuple[int, int], glow: RGB | None = None
) -> Image.Image:
    """Art for a card named `name` of `clan`, `size` pixels, in `colour` (RGBA)."""
    w, h = size
    rng = random.Random(seed_of(name))
    img = Image.new("RGBA", size, (*shade(colour, 0.5), 255))
    draw = ImageDraw.Draw(img)
    cols = 5
    rows = max(3, round(cols * h / w))
    cw, ch = w / cols, h / rows
    grid = [
        [
            (
                x * cw + (rng.uniform(-0.38, 0.38) * cw if 0 < x < cols else 0),
                y * ch + (rng.uniform(-0.38, 0.38) * ch if 0 < y < rows else 0),
            )
            for x in range(cols + 1)
        ]
        for y in range(rows + 1)
    ]
    angle = rng.uniform(0.6, 1.0)  # light direction varies a little from card to card
    dark, light = shade(hue_shift(colour, -0.05), 0.66), tint(hue_shift(colour, 0.04), 0.4)
    for y in range(rows):
        for x in range(cols):
            a, b = grid[y][x], grid[y][x + 1]
            c, d = grid[y + 1][x + 1], grid[y + 1][x]
            halves = ((a, b, c), (a, c, d)) if rng.random() < 0.5 else ((a, b, d), (b, c, d))
            for tri in halves:
                cx = sum(p[0] for p in tri) / 3 / w
                cy = sum(p[1] for p in tri) / 3 / h
                lit = 1.08 - 0.75 * cy - 0.3 * cx * angle + rng.uniform(-0.16, 0.16)
                draw.polygon(tri, fill=(*mix(dark, light, min(1.0, max(0.0, lit))), 255))
    _shaft(img, rng)
    _sigil(img, clan, colour)
    _sparks(img, rng, colour)
    if glow is not None:
        _glow(img, glow)
    _vignette(img)
    return img


def hue_shift(c: RGB, turn: float) -> RGB:
    """`c` with its hue turned by `turn` (a fraction of the colour wheel)."""
    hue, light, sat = colorsys.rgb_to_hls(c[0] / 255, c[1] / 255, c[2] / 255)
    r, g, b = colorsys.hls_to_rgb((hue + turn) % 1.0, light, sat)
    return (round(r * 255), round(g * 255), round(b * 255))


# Star polygons {n/step} for clan sigils (regular, and none with a religious meaning).
_SIGILS = ((7, 2), (7, 3), (8, 3), (9, 2), (9, 4), (10, 3), (11, 3), (12, 5))


def _sigil(img: Image.Image, clan: str, colour: RGB) -> None:
    """The clan's emblem: a ring of dots around a star polygon, faint, light on the facets."""
    w, h = img.size
    rng = random.Random(seed_of("sigil:" + clan))
    n, step = rng.choice(_SIGILS)
    turn = rng.uniform(0, 360 / n)
    layer = Image.new("RGBA", img.size, (0, 0, 0, 0))
    draw = ImageDraw.Draw(layer)
    cx, cy, r = w / 2, h * 0.46, min(w, h) * 0.36
    ink = (*tint(colour, 0.85), 44)
    lw = max(1, round(w / 150))
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=ink, width=lw)
    pts = [
        (cx + r * 0.8 * math.cos(math.radians(turn + i * 360 / n)),
         cy + r * 0.8 * math.sin(math.radians(turn + i * 360 / n)))
        for i in range(n)
    ]  # fmt: skip
    for i in range(n):
        draw.line((pts[i], pts[(i + step) % n]), fill=ink, width=lw)
    dot = max(1.0, w / 110)
    for i in range(n * 2):
        a = math.radians(turn + (i + 0.5) * 180 / n)
        x, y = cx + r * 0.9 * math.cos(a), cy + r * 0.9 * math.sin(a)
        draw.ellipse((x - dot, y - dot, x + dot, y + dot), fill=(*tint(colour, 0.85), 70))
    inner = r * rng.uniform(0.16, 0.24)
    draw.ellipse((cx - inner, cy - inner, cx + inner, cy + inner), fill=(*tint(colour, 0.7), 40))
    img.alpha_composite(layer)


def _shaft(img: Image.Image, rng: random.Random) -> None:
    """A soft diagonal shaft of light from the top."""
    w, h = img.size
    layer = Image.new("RGBA", img.size, (0, 0, 0, 0))
    draw = ImageDraw.Draw(layer)
    x = rng.uniform(0.15, 0.65) * w
    for k, alpha in ((0.5, 18), (0.26, 22)):
        draw.polygon([(x - w * k * 0.5, 0), (x + w * k * 0.5, 0),
                      (x + w * (k * 0.5 - 0.45), h), (x - w * (k * 0.5 + 0.45), h)],
                     fill=(255, 255, 255, alpha))  # fmt: skip
    img.alpha_composite(layer)


def _sparks(img: Image.Image, rng: random.Random, colour: RGB) -> None:
    """A few small four-point glints scattered over the art."""
    w, h = img.size
    draw = ImageDraw.Draw(img)
    for _ in range(rng.randint(4, 8)):
        x, y, r = (
            rng.uniform(0.08, 0.92) * w,
            rng.uniform(0.08, 0.8) * h,
            rng.uniform(0.01, 0.03) * w,
        )
        pts = []
        for i in range(8):
            rad = r if i % 2 == 0 else r * 0.22
            a = math.radians(-90 + i * 45)
            pts.append((x + rad * math.cos(a), y + rad * math.sin(a)))
        draw.polygon(pts, fill=(*tint(colour, 0.8), 255))


def _glow(img: Image.Image, colour: RGB) -> None:
    """A soft light in `colour` rising from the middle (G units, markers)."""
    w, h = img.size
    mask = _radial((w, h)).point(lambda v: v * 150 // 255)
    img.paste(Image.new("RGBA", img.size, (*colour, 255)), (0, 0), mask)


def _vignette(img: Image.Image) -> None:
    w, h = img.size
    mask = _radial((w * 3 // 2, h * 3 // 2)).crop((w // 4, h // 4, w // 4 + w, h // 4 + h))
    edge = Image.eval(mask, lambda v: max(0, 150 - v * 150 // 190))
    img.paste(Image.new("RGBA", img.size, (8, 8, 14, 255)), (0, 0), edge)


def g_rays(img: Image.Image) -> None:
    """Gold rays fanning up from the bottom: the G unit's art is lit from beyond."""
    w, h = img.size
    layer = Image.new("RGBA", img.size, (0, 0, 0, 0))
    draw = ImageDraw.Draw(layer)
    ox, oy = w / 2, h * 1.1
    for i in range(-6, 7):
        a = math.radians(-90 + i * 11)
        b = math.radians(-90 + i * 11 + 4)
        far = h * 1.6
        draw.polygon(
            [(ox, oy), (ox + far * math.cos(a), oy + far * math.sin(a)),
             (ox + far * math.cos(b), oy + far * math.sin(b))],
            fill=(*GOLD, 46),
        )  # fmt: skip
    img.alpha_composite(layer)

"""The glyphs of card faces, drawn with plain shapes (no copied artwork), named by their look.

A game's face names its marks' glyphs (`engine/faces.py`); `GLYPHS` holds every one this
module draws: bold coloured shapes ("star", "card", "cross", "turn", "burst"), light shapes on
a dark disc ringed in the mark's colour ("chevrons", "swords", "fan2", "fan3", "dagger",
"crush", "lance", "rise", "crescent", "bastion"), hexagon badges ("hex_arrow", "hex_chevrons",
"hex_crest"), a silver crest ("ward"), small signs for numbers ("spark", "crest"), a gem and a
diamond. Each draws centred on `c` and fits a circle of radius `r`.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

from playtester.render.canvas import Canvas, Point
from playtester.render.palette import GOLD, INK, RGB, WHITE, rgba, shade, tint

OUTLINE = rgba(INK)
LIGHT = rgba(WHITE)


def star_points(c: Point, r: float, inner: float, n: int = 5, turn: float = -90) -> list[Point]:
    """The corners of an `n`-pointed star (outer radius `r`, inner radius `inner`)."""
    pts = []
    for i in range(2 * n):
        rad = r if i % 2 == 0 else inner
        a = math.radians(turn + i * 180 / n)
        pts.append((c[0] + rad * math.cos(a), c[1] + rad * math.sin(a)))
    return pts


def polygon_points(c: Point, r: float, n: int, turn: float = -90) -> list[Point]:
    """A regular polygon with `n` corners."""
    return [
        (c[0] + r * math.cos(math.radians(turn + i * 360 / n)),
         c[1] + r * math.sin(math.radians(turn + i * 360 / n)))
        for i in range(n)
    ]  # fmt: skip


def shield_points(c: Point, r: float) -> list[Point]:
    """A heater shield: flat top, curved sides meeting in a point at the bottom."""
    x, y = c
    top, w = y - 0.85 * r, 0.78 * r
    pts: list[Point] = [(x - w, top), (x + w, top)]
    for i in range(1, 9):  # right side curving down to the point
        t = i / 9
        pts.append((x + w * math.cos(t * math.pi / 2) ** 0.8, top + t * 1.8 * r))
    pts.append((x, y + 0.95 * r))
    for i in range(8, 0, -1):
        t = i / 9
        pts.append((x - w * math.cos(t * math.pi / 2) ** 0.8, top + t * 1.8 * r))
    return pts


def _rotated_rect(c: Point, w: float, h: float, angle: float) -> list[Point]:
    a = math.radians(angle)
    ca, sa = math.cos(a), math.sin(a)
    corners = ((-w / 2, -h / 2), (w / 2, -h / 2), (w / 2, h / 2), (-w / 2, h / 2))
    return [(c[0] + x * ca - y * sa, c[1] + x * sa + y * ca) for x, y in corners]


def _sword(r: float) -> list[list[Point]]:
    """A sword pointing up, centred on (0, 0): blade, guard and grip."""
    b, t = r * 0.13, r * 0.74
    blade = [(-b, r * 0.3), (-b, -t + r * 0.22), (0, -t), (b, -t + r * 0.22), (b, r * 0.3)]
    guard = [
        (-r * 0.34, r * 0.26),
        (r * 0.34, r * 0.26),
        (r * 0.34, r * 0.44),
        (-r * 0.34, r * 0.44),
    ]
    grip = [(-r * 0.1, r * 0.44), (r * 0.1, r * 0.44), (r * 0.1, r * 0.74), (-r * 0.1, r * 0.74)]
    return [blade, guard, grip]


def _turn(points: Sequence[Point], c: Point, angle: float) -> list[Point]:
    """`points` (around the origin) turned by `angle` degrees and moved to `c`."""
    a = math.radians(angle)
    ca, sa = math.cos(a), math.sin(a)
    return [(c[0] + x * ca - y * sa, c[1] + x * sa + y * ca) for x, y in points]


def _chevron(c: Point, w: float, h: float, t: float, up: bool = True) -> list[Point]:
    """A thick chevron (^ or >) of width w, height h and stroke t, pointing up or right."""
    x, y = c
    if up:
        return [
            (x - w / 2, y + h / 2), (x, y - h / 2), (x + w / 2, y + h / 2),
            (x + w / 2 - t, y + h / 2), (x, y - h / 2 + t * 1.3), (x - w / 2 + t, y + h / 2),
        ]  # fmt: skip
    return [
        (x - w / 2, y - h / 2), (x + w / 2, y), (x - w / 2, y + h / 2),
        (x - w / 2, y + h / 2 - t), (x + w / 2 - t * 1.3, y), (x - w / 2, y - h / 2 + t),
    ]  # fmt: skip


def _outlined(cv: Canvas, pts: Sequence[Point], fill: RGB, r: float) -> None:
    cv.polygon(pts, fill=rgba(fill), outline=OUTLINE, width=max(0.6, r * 0.09))


def star(cv: Canvas, c: Point, r: float, colour: RGB) -> None:
    """A bold five-point star with a light heart."""
    x, y = c
    cv.polygon(star_points(c, r * 1.08, r * 0.5), fill=OUTLINE)
    cv.polygon(star_points(c, r * 0.9, r * 0.4), fill=rgba(colour))
    cv.polygon(star_points((x, y - r * 0.04), r * 0.42, r * 0.19), fill=rgba(tint(colour, 0.6)))


def card(cv: Canvas, c: Point, r: float, colour: RGB) -> None:
    """A card with a double downward arrow: "take the top card"."""
    x, y = c
    outer = (x - r * 0.68, y - r * 0.95, x + r * 0.68, y + r * 0.95)
    cv.rounded(outer, r * 0.2, fill=rgba(colour), outline=OUTLINE, width=r * 0.1)
    inner = (x - r * 0.44, y - r * 0.7, x + r * 0.44, y + r * 0.7)
    cv.rounded(inner, r * 0.1, outline=rgba(tint(colour, 0.55)), width=r * 0.07)
    for dy in (-0.28, 0.14):
        cy = y + r * dy
        up = _chevron((x, cy), r * 0.62, r * 0.34, r * 0.16)
        cv.polygon([(px, 2 * cy - py) for px, py in up], fill=LIGHT)


def cross(cv: Canvas, c: Point, r: float, colour: RGB) -> None:
    """A bold cross with a light heart."""
    x, y = c
    a, b = r * 0.95, r * 0.36
    points = [(x - b, y - a), (x + b, y - a), (x + b, y - b), (x + a, y - b), (x + a, y + b),
              (x + b, y + b), (x + b, y + a), (x - b, y + a), (x - b, y + b), (x - a, y + b),
              (x - a, y - b), (x - b, y - b)]  # fmt: skip
    _outlined(cv, points, colour, r)
    small = [(x + (px - x) * 0.45, y + (py - y) * 0.45) for px, py in points]
    cv.polygon(small, fill=rgba(tint(colour, 0.75)))


def turn(cv: Canvas, c: Point, r: float, colour: RGB) -> None:
    """A disc with a turning arrow."""
    x, y = c
    cv.circle(c, r, fill=rgba(colour), outline=OUTLINE, width=r * 0.1)
    ring = (x - r * 0.55, y - r * 0.55, x + r * 0.55, y + r * 0.55)
    cv.arc(ring, -60, 210, LIGHT, r * 0.2)
    a = math.radians(-60)
    tip = (x + r * 0.55 * math.cos(a), y + r * 0.55 * math.sin(a))
    cv.polygon([(tip[0] - r * 0.3, tip[1] - r * 0.12), (tip[0] + r * 0.25, tip[1] - r * 0.2),
                (tip[0] + r * 0.02, tip[1] + r * 0.32)], fill=LIGHT)  # fmt: skip


def burst(cv: Canvas, c: Point, r: float, colour: RGB) -> None:
    """A twelve-point burst with a lightning bolt: power breaking out."""
    x, y = c
    cv.polygon(star_points(c, r * 1.05, r * 0.62, 12), fill=OUTLINE)
    cv.polygon(star_points(c, r * 0.9, r * 0.55, 12), fill=rgba(colour))
    cv.circle(c, r * 0.5, fill=rgba(shade(colour, 0.35)))
    bolt = [(0.12, -0.42), (-0.24, 0.06), (-0.02, 0.06), (-0.12, 0.42), (0.24, -0.06),
            (0.02, -0.06)]  # fmt: skip
    cv.polygon([(x + px * r, y + py * r) for px, py in bolt], fill=LIGHT)


def _badge(cv: Canvas, c: Point, r: float, rim: RGB) -> None:
    """The dark disc with a coloured rim that light glyphs stand on."""
    cv.circle(c, r, fill=rgba(INK, 235), outline=rgba(rim), width=r * 0.12)


def chevrons(cv: Canvas, c: Point, r: float, rim: RGB, down: bool = False) -> None:
    """Two chevrons pointing up ("push the unit in front"), or down."""
    _badge(cv, c, r, rim)
    x, y = c
    for dy in (-0.24, 0.2):
        up = _chevron((x, y + r * dy), r * 1.0, r * 0.46, r * 0.2)
        cv.polygon([(px, 2 * y - py) for px, py in up] if down else up, fill=LIGHT)


def crush(cv: Canvas, c: Point, r: float, rim: RGB) -> None:
    """Two chevrons pointing down: a blow that strikes twice."""
    chevrons(cv, c, r, rim, down=True)


def swords(cv: Canvas, c: Point, r: float, rim: RGB) -> None:
    """Crossed swords."""
    _badge(cv, c, r, rim)
    for slant in (40.0, -40.0):
        for part in _sword(r):
            cv.polygon(_turn(part, c, slant), fill=LIGHT, outline=rgba(INK), width=r * 0.04)


def dagger(cv: Canvas, c: Point, r: float, rim: RGB) -> None:
    """One blade, slanted: a strike that goes around."""
    _badge(cv, c, r, rim)
    for part in _sword(r * 0.9):
        cv.polygon(_turn(part, c, 215.0), fill=LIGHT, outline=rgba(INK), width=r * 0.04)


def lance(cv: Canvas, c: Point, r: float, rim: RGB) -> None:
    """A long spear, slanted upward."""
    _badge(cv, c, r, rim)
    shaft = [
        (-r * 0.06, r * 0.72),
        (r * 0.06, r * 0.72),
        (r * 0.06, -r * 0.3),
        (-r * 0.06, -r * 0.3),
    ]
    head = [(-r * 0.2, -r * 0.28), (r * 0.2, -r * 0.28), (0.0, -r * 0.8)]
    for part in (shaft, head):
        cv.polygon(_turn(part, c, 40.0), fill=LIGHT)


def rise(cv: Canvas, c: Point, r: float, rim: RGB) -> None:
    """An arrow climbing onto a bar: put this on top of another."""
    _badge(cv, c, r, rim)
    bar = [(-0.5, 0.36), (0.5, 0.36), (0.5, 0.56), (-0.5, 0.56)]
    arrow = [(0.0, -0.66), (0.42, -0.14), (0.15, -0.14), (0.15, 0.22), (-0.15, 0.22),
             (-0.15, -0.14), (-0.42, -0.14)]  # fmt: skip
    for shape in (bar, arrow):
        cv.polygon([(c[0] + x * r, c[1] + y * r) for x, y in shape], fill=LIGHT)


def crescent(cv: Canvas, c: Point, r: float, rim: RGB) -> None:
    """A crescent moon: out of sight."""
    _badge(cv, c, r, rim)
    x, y = c
    cv.circle((x - r * 0.08, y), r * 0.56, fill=LIGHT)
    cv.circle((x + r * 0.16, y - r * 0.12), r * 0.5, fill=rgba(INK))


def bastion(cv: Canvas, c: Point, r: float, rim: RGB) -> None:
    """A battlemented wall with a gate: the attack stops here."""
    _badge(cv, c, r, rim)
    x, y = c
    wall = [(-0.52, 0.55), (-0.52, -0.5), (-0.3, -0.5), (-0.3, -0.28), (-0.11, -0.28),
            (-0.11, -0.5), (0.11, -0.5), (0.11, -0.28), (0.3, -0.28), (0.3, -0.5), (0.52, -0.5),
            (0.52, 0.55)]  # fmt: skip
    cv.polygon([(x + px * r, y + py * r) for px, py in wall], fill=rgba(tint(rim, 0.5)))
    cv.rounded((x - r * 0.16, y + r * 0.12, x + r * 0.16, y + r * 0.55), r * 0.14, fill=rgba(INK))


def fan(cv: Canvas, c: Point, r: float, rim: RGB, n: int = 2) -> None:
    """A fan of `n` cards: check this many."""
    _badge(cv, c, r, rim)
    x, y = c
    angles = (-28.0, 0.0, 28.0) if n == 3 else (-17.0, 17.0)
    cw, ch = (r * 0.5, r * 1.0) if n == 3 else (r * 0.58, r * 1.02)
    shape: list[Point] = [(-cw / 2, -ch), (cw / 2, -ch), (cw / 2, 0.0), (-cw / 2, 0.0)]
    pivot = (x, y + r * 0.52)
    for tilt in angles:
        cv.polygon(_turn(shape, pivot, tilt), fill=LIGHT, outline=rgba(INK), width=r * 0.1)


def fan3(cv: Canvas, c: Point, r: float, rim: RGB) -> None:
    fan(cv, c, r, rim, 3)


def _hexagon(cv: Canvas, c: Point, r: float, colour: RGB) -> None:
    cv.polygon(polygon_points(c, r, 6, 0), fill=rgba(shade(colour, 0.45)))
    cv.polygon(polygon_points(c, r * 0.86, 6, 0), fill=rgba(colour))


def hex_arrow(cv: Canvas, c: Point, r: float, colour: RGB) -> None:
    """A hexagon with a bold upward arrow: more power."""
    _hexagon(cv, c, r, colour)
    x, y = c
    cv.polygon([(x, y - r * 0.62), (x + r * 0.48, y - r * 0.05), (x + r * 0.17, y - r * 0.05),
                (x + r * 0.17, y + r * 0.58), (x - r * 0.17, y + r * 0.58),
                (x - r * 0.17, y - r * 0.05), (x - r * 0.48, y - r * 0.05)],
               fill=LIGHT)  # fmt: skip


def hex_chevrons(cv: Canvas, c: Point, r: float, colour: RGB) -> None:
    """A hexagon with forward chevrons: a new place at the side."""
    _hexagon(cv, c, r, colour)
    x, y = c
    for dx in (-0.2, 0.22):
        cv.polygon(_chevron((x + r * dx, y), r * 0.42, r * 0.9, r * 0.19, up=False), fill=LIGHT)


def hex_crest(cv: Canvas, c: Point, r: float, colour: RGB) -> None:
    """A hexagon with a crest: protection."""
    _hexagon(cv, c, r, colour)
    cv.polygon(shield_points(c, r * 0.58), fill=LIGHT)
    cv.polygon(shield_points(c, r * 0.36), fill=rgba(colour))


def gem(cv: Canvas, c: Point, r: float, colour: RGB) -> None:
    """A round gem of `colour` with a glint: a colour of the card."""
    x, y = c
    cv.circle(c, r, fill=rgba(shade(colour, 0.5)))
    cv.circle(c, r * 0.82, fill=rgba(colour))
    cv.ellipse((x - r * 0.5, y - r * 0.55, x + r * 0.05, y - r * 0.2), fill=rgba(tint(colour, 0.6)))


def diamond(cv: Canvas, c: Point, r: float, colour: RGB) -> None:
    cv.polygon(polygon_points(c, r, 4), fill=rgba(colour))


def ward(cv: Canvas, c: Point, r: float, rim: RGB = GOLD) -> None:
    """A silver heater shield with a rim of `rim` and a four-point star."""
    cv.polygon(shield_points(c, r * 1.05), fill=rgba(INK))
    cv.polygon(shield_points(c, r * 0.92), fill=rgba(rim))
    cv.polygon(shield_points(c, r * 0.78), fill=rgba((226, 230, 238)))
    cv.polygon(
        star_points((c[0], c[1] - r * 0.05), r * 0.5, r * 0.15, 4), fill=rgba(shade(rim, 0.3))
    )


def crest(cv: Canvas, c: Point, r: float, fill: RGB) -> None:
    """A small crest (a heater shield) before a number."""
    cv.polygon(shield_points(c, r), fill=rgba(fill))


def spark(cv: Canvas, c: Point, r: float, fill: RGB) -> None:
    """A small eight-point burst before a number (not a plus sign: '+1' misleads)."""
    r *= 1.1
    cv.polygon(star_points(c, r * 1.1, r * 0.55, 8, -90 + 22.5), fill=rgba(fill))


Glyph = Callable[[Canvas, Point, float, RGB], None]
GLYPHS: dict[str, Glyph] = {
    "star": star,
    "card": card,
    "cross": cross,
    "turn": turn,
    "burst": burst,
    "chevrons": chevrons,
    "crush": crush,
    "swords": swords,
    "dagger": dagger,
    "lance": lance,
    "rise": rise,
    "crescent": crescent,
    "bastion": bastion,
    "fan2": fan,
    "fan3": fan3,
    "hex_arrow": hex_arrow,
    "hex_chevrons": hex_chevrons,
    "hex_crest": hex_crest,
    "ward": ward,
    "spark": spark,
    "crest": crest,
    "gem": gem,
    "diamond": diamond,
}


def glyph(cv: Canvas, name: str, c: Point, r: float, colour: RGB) -> None:
    """Draw the glyph called `name` (a gem for a name this module does not know)."""
    GLYPHS.get(name, gem)(cv, c, r, colour)

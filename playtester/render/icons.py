"""Card icons drawn with plain shapes (no copied artwork): triggers, skills, gifts, sentinel.

Every trigger differs in both outline and colour so it reads at a glance and for colour-blind
players: critical is a yellow star, draw a red card, heal a green cross, stand a blue disc with
a turning arrow. Each function draws centred on `c` and fits a circle of radius `r`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from playtester.games.vanguard.cards import SKILLS
from playtester.render.canvas import Canvas, Point
from playtester.render.palette import (
    GIFT_COLOURS,
    GOLD,
    INK,
    RGB,
    TRIGGER_COLOURS,
    WHITE,
    rgba,
    shade,
    tint,
)

SKILL_NAMES = SKILLS
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


def trigger_icon(cv: Canvas, trigger: str, c: Point, r: float) -> None:
    """The trigger icon: a distinct outline and colour for each trigger type."""
    colour = TRIGGER_COLOURS.get(trigger, (200, 200, 200))
    x, y = c
    if trigger == "critical":
        cv.polygon(star_points(c, r * 1.08, r * 0.5), fill=OUTLINE)
        cv.polygon(star_points(c, r * 0.9, r * 0.4), fill=rgba(colour))
        cv.polygon(star_points((x, y - r * 0.04), r * 0.42, r * 0.19), fill=rgba(tint(colour, 0.6)))
    elif trigger == "draw":
        card = (x - r * 0.68, y - r * 0.95, x + r * 0.68, y + r * 0.95)
        cv.rounded(card, r * 0.2, fill=rgba(colour), outline=OUTLINE, width=r * 0.1)
        inner = (x - r * 0.44, y - r * 0.7, x + r * 0.44, y + r * 0.7)
        cv.rounded(inner, r * 0.1, outline=rgba(tint(colour, 0.55)), width=r * 0.07)
        for dy in (-0.28, 0.14):  # a double downward arrow: "take the top card"
            cy = y + r * dy
            up = _chevron((x, cy), r * 0.62, r * 0.34, r * 0.16)
            cv.polygon([(px, 2 * cy - py) for px, py in up], fill=LIGHT)
    elif trigger == "heal":
        a, b = r * 0.95, r * 0.36
        cross = [(x - b, y - a), (x + b, y - a), (x + b, y - b), (x + a, y - b), (x + a, y + b),
                 (x + b, y + b), (x + b, y + a), (x - b, y + a), (x - b, y + b), (x - a, y + b),
                 (x - a, y - b), (x - b, y - b)]  # fmt: skip
        _outlined(cv, cross, colour, r)
        small = [(x + (px - x) * 0.45, y + (py - y) * 0.45) for px, py in cross]
        cv.polygon(small, fill=rgba(tint(colour, 0.75)))
    else:  # stand, and any unknown trigger
        cv.circle(c, r, fill=rgba(colour), outline=OUTLINE, width=r * 0.1)
        ring = (x - r * 0.55, y - r * 0.55, x + r * 0.55, y + r * 0.55)
        cv.arc(ring, -60, 210, LIGHT, r * 0.2)
        a = math.radians(-60)
        tip = (x + r * 0.55 * math.cos(a), y + r * 0.55 * math.sin(a))
        cv.polygon([(tip[0] - r * 0.3, tip[1] - r * 0.12), (tip[0] + r * 0.25, tip[1] - r * 0.2),
                    (tip[0] + r * 0.02, tip[1] + r * 0.32)], fill=LIGHT)  # fmt: skip


def skill_icon(cv: Canvas, skill: str, c: Point, r: float, rim: RGB = GOLD) -> None:
    """A skill badge: a dark disc with a light glyph (boost, intercept, twin/triple drive)."""
    x, y = c
    cv.circle(c, r, fill=rgba(INK, 235), outline=rgba(rim), width=r * 0.12)
    if skill == "boost":  # two upward chevrons: "push the unit in front"
        for dy in (-0.24, 0.2):
            cv.polygon(_chevron((x, y + r * dy), r * 1.0, r * 0.46, r * 0.2), fill=LIGHT)
    elif skill == "intercept":  # crossed swords
        for slant in (40.0, -40.0):
            for part in _sword(r):
                cv.polygon(_turn(part, c, slant), fill=LIGHT, outline=rgba(INK), width=r * 0.04)
    elif skill in ("twin_drive", "triple_drive"):  # a fan of cards: check this many
        n = 3 if skill == "triple_drive" else 2
        angles = (-28.0, 0.0, 28.0) if n == 3 else (-17.0, 17.0)
        cw, ch = (r * 0.5, r * 1.0) if n == 3 else (r * 0.58, r * 1.02)
        card: list[Point] = [(-cw / 2, -ch), (cw / 2, -ch), (cw / 2, 0.0), (-cw / 2, 0.0)]
        pivot = (x, y + r * 0.52)
        for tilt in angles:
            cv.polygon(_turn(card, pivot, tilt), fill=LIGHT, outline=rgba(INK), width=r * 0.1)


def gift_icon(cv: Canvas, gift: str, c: Point, r: float) -> None:
    """An Imaginary Gift badge: a coloured hexagon with a white glyph."""
    colour = GIFT_COLOURS.get(gift, (150, 150, 150))
    x, y = c
    cv.polygon(polygon_points(c, r, 6, 0), fill=rgba(shade(colour, 0.45)))
    cv.polygon(polygon_points(c, r * 0.86, 6, 0), fill=rgba(colour))
    if gift == "force":  # a bold upward arrow: more power
        cv.polygon([(x, y - r * 0.62), (x + r * 0.48, y - r * 0.05), (x + r * 0.17, y - r * 0.05),
                    (x + r * 0.17, y + r * 0.58), (x - r * 0.17, y + r * 0.58),
                    (x - r * 0.17, y - r * 0.05), (x - r * 0.48, y - r * 0.05)],
                   fill=LIGHT)  # fmt: skip
    elif gift == "accel":  # forward chevrons: a new circle at the side
        for dx in (-0.2, 0.22):
            cv.polygon(_chevron((x + r * dx, y), r * 0.42, r * 0.9, r * 0.19, up=False), fill=LIGHT)
    else:  # protect: a shield
        cv.polygon(shield_points(c, r * 0.58), fill=LIGHT)
        cv.polygon(shield_points(c, r * 0.36), fill=rgba(colour))


def sentinel_mark(cv: Canvas, c: Point, r: float) -> None:
    """The sentinel mark: a silver heater shield with a gold rim and a four-point star."""
    cv.polygon(shield_points(c, r * 1.05), fill=rgba(INK))
    cv.polygon(shield_points(c, r * 0.92), fill=rgba(GOLD))
    cv.polygon(shield_points(c, r * 0.78), fill=rgba((226, 230, 238)))
    cv.polygon(
        star_points((c[0], c[1] - r * 0.05), r * 0.5, r * 0.15, 4), fill=rgba(shade(GOLD, 0.3))
    )


def shield_glyph(cv: Canvas, c: Point, r: float, fill: RGB) -> None:
    """A small shield for the shield value."""
    cv.polygon(shield_points(c, r), fill=rgba(fill))


def critical_glyph(cv: Canvas, c: Point, r: float, fill: RGB) -> None:
    """A small eight-point burst for the critical value (not a plus sign: '+1' misleads)."""
    cv.polygon(star_points(c, r * 1.1, r * 0.55, 8, -90 + 22.5), fill=rgba(fill))

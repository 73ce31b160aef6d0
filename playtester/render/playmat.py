"""The playmat: both fields of a game's table drawn with Pillow, cached on disk.

The table passes the zones to draw (where and what), so this module knows nothing of Qt or of
the table's layout. Drawn at twice the size and scaled down, so circles are smooth.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from contextlib import suppress
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from playtester.render.layout import Rect, Table
from playtester.userdata import cache_dir

if TYPE_CHECKING:
    from PIL import Image, ImageDraw

VERSION = 6  # bump when the drawing changes: cached playmats are then redrawn
SUPER = 2

FELT_CENTRE = (34, 52, 74)
FELT_EDGE = (12, 18, 30)
SIDE_TINT = {True: (40, 120, 160), False: (170, 60, 70)}  # our field blue, theirs red
GOLD = (222, 184, 96)
SILVER = (196, 206, 220)
LINE = (150, 170, 196)
LABEL_SIZE = 19.0  # a zone's name, in scene units (shrunk to fit its place)


@dataclass(frozen=True)
class ZoneMark:
    """One zone to draw: `kind` ring, leader (a ring with a star), pile or row; `rect` in
    scene units (left, top, width, height); `bottom` for the near player's side; `label_at`
    where its name goes (None: the middle)."""

    kind: str
    label: str
    rect: Rect
    bottom: bool = True
    label_at: Rect | None = None


def table_marks(table: Table, left: float = 0.0) -> list[ZoneMark]:
    """The zones a table's playmat shows, as its layout draws them (a shared zone once, on the
    near side), `left` units from the playmat's left edge (a playmat wider than the table)."""
    marks = []
    for bottom in (True, False):
        for zone in table.layout.zones:
            place = table.place(zone)
            if not place.look or (place.shared and not bottom):
                continue
            rect, at = table.zone_rect(zone, bottom), table.label_rect(zone, bottom)
            rect, at = _shifted(rect, left), _shifted(at, left)
            marks.append(ZoneMark(place.look, place.label, rect, bottom, at))
    return marks


def _shifted(rect: Rect, left: float) -> Rect:
    x, y, w, h = rect
    return (x + left, y, w, h)


def playmat_path(
    width: float, height: float, zones: list[ZoneMark], scale: float, middle: float | None = None
) -> Path:
    """The playmat image for these zones at `scale` pixels per scene unit, the two fields
    meeting at `middle` (None: half way down) (drawn once, cached in a folder of this drawing
    version; older versions' files go when one is drawn)."""
    middle = height / 2 if middle is None else middle
    key = json.dumps([width, height, scale, middle, [asdict(z) for z in zones]])
    name = hashlib.sha256(key.encode()).hexdigest()[:24]
    path = cache_dir("playmats", f"v{VERSION}") / f"{name}.bmp"  # written and read fastest
    if not path.exists():
        for old in path.parent.parent.iterdir():
            if old.is_dir() and old != path.parent:
                shutil.rmtree(old, ignore_errors=True)
            elif old.is_file():  # from before the versions had folders
                with suppress(OSError):
                    old.unlink()
        image = render_playmat(width, height, zones, scale, middle)
        tmp = path.with_suffix(".tmp.bmp")
        try:
            image.save(tmp)
            tmp.replace(path)
        except OSError:  # a full disk: nothing half-written is left (the caller draws it)
            tmp.unlink(missing_ok=True)
            raise
    return path


def render_playmat(
    width: float, height: float, zones: list[ZoneMark], scale: float, middle: float
) -> Image.Image:
    from PIL import Image, ImageDraw

    k = scale * SUPER
    size = (round(width * k), round(height * k))
    final = (round(width * scale), round(height * scale))
    # the cloth has no edges to smooth: drawn at the final size (a quarter of the pixels), then
    # enlarged for the zones, which are drawn large and scaled down
    mat = _felt(final).resize(size, Image.Resampling.BILINEAR)
    draw = ImageDraw.Draw(mat, "RGBA")  # an RGB image drawn in RGBA mode blends
    mid = middle * k
    for bottom in (True, False):  # each side's field, faintly tinted
        top, bot = (mid, size[1]) if bottom else (0, mid)
        draw.rectangle((0, top, size[0], bot), fill=(*SIDE_TINT[bottom], 22))
    draw.line((size[0] * 0.04, mid, size[0] * 0.96, mid), fill=(*GOLD, 90), width=round(2 * k))
    for zone in zones:
        _zone(mat, draw, zone, k)
    return mat.resize(final, Image.Resampling.LANCZOS)


def _felt(size: tuple[int, int]) -> Image.Image:
    """A dark cloth: a radial light in the middle, and a fine grain."""
    from PIL import Image, ImageChops, ImageFilter

    glow = Image.radial_gradient("L").resize(size, Image.Resampling.BILINEAR)
    base = Image.composite(
        Image.new("RGB", size, FELT_EDGE), Image.new("RGB", size, FELT_CENTRE), glow
    )
    grain = Image.effect_noise(size, 9).filter(ImageFilter.GaussianBlur(0.3))
    grain = ImageChops.add(grain.convert("RGB"), Image.new("RGB", size, (0, 0, 0)), 1.0, -128)
    return ImageChops.add(base, grain)


def _box(rect: tuple[float, float, float, float], k: float, inset: float = 0) -> tuple[float, ...]:
    x, y, w, h = rect
    return ((x + inset) * k, (y + inset) * k, (x + w - inset) * k, (y + h - inset) * k)


def _zone(mat: Image.Image, draw: ImageDraw.ImageDraw, zone: ZoneMark, k: float) -> None:
    box = _box(zone.rect, k, 6)
    cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    if zone.kind in ("ring", "leader"):
        colour = GOLD if zone.kind == "leader" else SILVER
        r = min(box[2] - box[0], box[3] - box[1]) / 2
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=(*colour, 18))
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=(*colour, 150), width=round(3 * k))
        inner = r * 0.86
        draw.ellipse(
            (cx - inner, cy - inner, cx + inner, cy + inner),
            outline=(*colour, 70),
            width=round(1.4 * k),
        )
        if zone.kind == "leader":
            _star(draw, cx, cy, r * 0.36, (*colour, 34))
    elif zone.kind == "row":
        draw.rounded_rectangle(box, radius=26 * k, fill=(*GOLD, 12))
        draw.rounded_rectangle(box, radius=26 * k, outline=(*GOLD, 80), width=round(2 * k))
    else:
        colour = LINE
        draw.rounded_rectangle(box, radius=12 * k, fill=(*colour, 14))
        draw.rounded_rectangle(box, radius=12 * k, outline=(*colour, 95), width=round(2 * k))
    _label(mat, zone, k)


def _label(mat: Image.Image, zone: ZoneMark, k: float) -> None:
    """The zone's name, in its label place (upside down on the far side), shrunk to fit."""
    from PIL import Image, ImageDraw

    from playtester.render.fonts import font

    x, y, w, h = zone.label_at or zone.rect
    text = zone.label.upper()
    size = LABEL_SIZE * k
    f = font("title", round(size))
    if f.getlength(text) > w * k:
        f = font("title", max(6, int(size * w * k / f.getlength(text))))
    left, top, right, bottom = (round(v) for v in f.getbbox(text))
    layer = Image.new("RGBA", (right - left + 4, bottom - top + 4), (0, 0, 0, 0))
    ImageDraw.Draw(layer).text((2 - left, 2 - top), text, font=f, fill=(230, 236, 246, 120))
    if not zone.bottom:
        layer = layer.rotate(180, expand=True)
    cx, cy = (x + w / 2) * k, (y + h / 2) * k
    mat.paste(layer, (round(cx - layer.width / 2), round(cy - layer.height / 2)), layer)


def _star(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, fill: tuple[int, ...]) -> None:
    import math

    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.42
        a = -math.pi / 2 + i * math.pi / 5
        points.append((cx + radius * math.cos(a), cy + radius * math.sin(a)))
    draw.polygon(points, fill=fill)

"""A supersampled drawing surface: shapes at several times the size, text at the final size.

Pillow draws shapes without anti-aliasing, so shapes are drawn `scale` times larger and the
image is shrunk at the end (smooth edges). Text is anti-aliased and hinted by FreeType, and is
crispest when set at its real size, so text is queued and drawn after the shrink. Layout code
works in final pixels throughout; the canvas does the scaling.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from playtester.render.fonts import runs

Point = tuple[float, float]
Box = tuple[float, float, float, float]
Colour = tuple[int, ...]


@dataclass(slots=True)
class _Text:
    xy: Point
    text: str
    role: str
    size: int
    fill: Colour
    anchor: str
    stroke: int
    stroke_fill: Colour | None


class Canvas:
    """Draw in final-pixel coordinates; `finish()` returns the final RGBA image."""

    def __init__(self, width: int, height: int, scale: int = 2) -> None:
        self.width, self.height, self.scale = width, height, scale
        self.image = Image.new("RGBA", (width * scale, height * scale), (0, 0, 0, 0))
        self.draw = ImageDraw.Draw(self.image)
        self._texts: list[_Text] = []

    # -- coordinates -------------------------------------------------------------------------
    def px(self, v: float) -> int:
        return round(v * self.scale)

    def box(self, b: Box) -> tuple[int, int, int, int]:
        return (self.px(b[0]), self.px(b[1]), self.px(b[2]) - 1, self.px(b[3]) - 1)

    def pts(self, points: Sequence[Point]) -> list[tuple[int, int]]:
        return [(self.px(x), self.px(y)) for x, y in points]

    # -- shapes ------------------------------------------------------------------------------
    def _paint(self, kind: str, coords: list[int], **kw: Any) -> None:
        """Draw one shape. Pillow replaces pixels when drawing on RGBA (no blending), so a
        see-through colour would punch a hole in the card: such shapes are drawn on a small
        layer and composited instead."""
        colours = (kw.get("fill"), kw.get("outline"))
        if all(c is None or len(c) < 4 or c[3] == 255 for c in colours):
            getattr(self.draw, kind)(coords, **kw)
            return
        pad = int(kw.get("width") or 0) + 2
        xs, ys = coords[0::2], coords[1::2]
        x0, y0 = max(0, min(xs) - pad), max(0, min(ys) - pad)
        x1 = min(self.image.width, max(xs) + pad + 1)
        y1 = min(self.image.height, max(ys) + pad + 1)
        if x1 <= x0 or y1 <= y0:
            return
        layer = Image.new("RGBA", (x1 - x0, y1 - y0), (0, 0, 0, 0))
        shifted = [v - (x0 if i % 2 == 0 else y0) for i, v in enumerate(coords)]
        getattr(ImageDraw.Draw(layer), kind)(shifted, **kw)
        self.image.alpha_composite(layer, (x0, y0))

    def rounded(
        self,
        b: Box,
        radius: float,
        fill: Colour | None = None,
        outline: Colour | None = None,
        width: float = 0,
    ) -> None:
        w = max(1, self.px(width)) if outline is not None else 0
        self._paint("rounded_rectangle", list(self.box(b)), radius=self.px(radius), fill=fill,
                    outline=outline, width=w)  # fmt: skip

    def ellipse(
        self, b: Box, fill: Colour | None = None, outline: Colour | None = None, width: float = 0
    ) -> None:
        w = max(1, self.px(width)) if outline is not None else 0
        self._paint("ellipse", list(self.box(b)), fill=fill, outline=outline, width=w)

    def circle(
        self,
        c: Point,
        r: float,
        fill: Colour | None = None,
        outline: Colour | None = None,
        width: float = 0,
    ) -> None:
        self.ellipse((c[0] - r, c[1] - r, c[0] + r, c[1] + r), fill, outline, width)

    def polygon(
        self,
        points: Sequence[Point],
        fill: Colour | None = None,
        outline: Colour | None = None,
        width: float = 0,
    ) -> None:
        w = max(1, self.px(width)) if outline is not None else 0
        self._paint("polygon", _flat(self.pts(points)), fill=fill, outline=outline, width=w)

    def line(self, points: Sequence[Point], fill: Colour, width: float) -> None:
        self._paint("line", _flat(self.pts(points)), fill=fill, width=max(1, self.px(width)),
                    joint="curve")  # fmt: skip

    def arc(self, b: Box, start: float, end: float, fill: Colour, width: float) -> None:
        self._paint("arc", list(self.box(b)), start=start, end=end, fill=fill,
                    width=max(1, self.px(width)))  # fmt: skip

    def paste(self, image: Image.Image, b: Box, mask: Image.Image | None = None) -> None:
        """Put `image` (already `scale` times larger than `b`) into box `b`."""
        x, y = self.px(b[0]), self.px(b[1])
        if mask is None and image.mode == "RGBA":
            self.image.alpha_composite(image, (x, y))
        else:
            self.image.paste(image, (x, y), mask)

    def gradient(self, b: Box, radius: float, top: Colour, bottom: Colour) -> None:
        """A rounded box filled with a vertical gradient from `top` to `bottom`."""
        x0, y0, x1, y1 = self.box(b)
        size = (x1 - x0 + 1, y1 - y0 + 1)
        fill = vertical_gradient(size, top, bottom)
        mask = Image.new("L", size, 0)
        ImageDraw.Draw(mask).rounded_rectangle((0, 0, size[0] - 1, size[1] - 1),
                                               self.px(radius), fill=255)  # fmt: skip
        self.image.paste(fill, (x0, y0), mask)

    def layer(self) -> Image.Image:
        """A transparent image the size of the (scaled) canvas, for blended effects."""
        return Image.new("RGBA", self.image.size, (0, 0, 0, 0))

    # -- text (drawn at final size) ----------------------------------------------------------
    def text(
        self,
        xy: Point,
        text: str,
        role: str,
        size: float,
        fill: Colour,
        anchor: str = "la",
        stroke: int = 0,
        stroke_fill: Colour | None = None,
    ) -> None:
        self._texts.append(
            _Text(xy, text, role, max(1, int(size)), fill, anchor, stroke, stroke_fill)
        )

    def finish(self) -> Image.Image:
        """Shrink the shapes to final size and set the queued text on top."""
        out = self.image
        if self.scale != 1:
            out = out.reduce(self.scale)  # a box average: exact for whole-number scales
        draw = ImageDraw.Draw(out)
        for t in self._texts:
            parts = runs(t.text, t.role, t.size)
            if len(parts) == 1:
                draw.text(t.xy, t.text, font=parts[0][1], fill=t.fill, anchor=t.anchor,
                          stroke_width=t.stroke, stroke_fill=t.stroke_fill)  # fmt: skip
                continue
            # letters in two fonts (Japanese): set run after run from the text's left end
            wide = sum(f.getlength(part) for part, f in parts)
            x = t.xy[0] - wide * {"l": 0.0, "m": 0.5, "r": 1.0}.get(t.anchor[0], 0.0)
            for part, f in parts:
                draw.text((x, t.xy[1]), part, font=f, fill=t.fill, anchor="l" + t.anchor[1],
                          stroke_width=t.stroke, stroke_fill=t.stroke_fill)  # fmt: skip
                x += f.getlength(part)
        return out


def _flat(points: list[tuple[int, int]]) -> list[int]:
    return [v for point in points for v in point]


def vertical_gradient(size: tuple[int, int], top: Colour, bottom: Colour) -> Image.Image:
    """An RGBA image fading from `top` to `bottom`."""
    column = Image.linear_gradient("L").resize((1, size[1]), Image.Resampling.BILINEAR)
    mask = column.resize(size, Image.Resampling.NEAREST)  # one column, widened: cheap
    a = Image.new("RGBA", size, _opaque(top))
    b = Image.new("RGBA", size, _opaque(bottom))
    return Image.composite(b, a, mask)


def _opaque(c: Colour) -> tuple[int, int, int, int]:
    """`c` as RGBA (opaque unless it says otherwise)."""
    return (c[0], c[1], c[2], c[3] if len(c) > 3 else 255)

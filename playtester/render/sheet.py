"""Contact sheets: many card faces on one image under a title, for people to look at.

`playtester render sheet OUT.png` uses this to show the cards of a game or a selection; the
docs use it for pictures of the few faces that show every look of a game (`CardModel.sample`).

A sheet is made in horizontal strips (the title band, then a row of faces each) and
`Sheet.write` streams the strips into the PNG file as they are drawn, so a sheet of ten
thousand cards needs the memory of a few rows, not of the whole picture. A strip's shadows
take in the rows just above and below it, so the strips join without a seam.
"""

from __future__ import annotations

import math
import struct
import zlib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from PIL import Image, ImageChops, ImageDraw, ImageFilter

from playtester.engine.cards import Card
from playtester.render.faces import face_height, render_face
from playtester.render.fonts import fit_size, font
from playtester.render.pictures import Pictures

TOP, BOTTOM = (36, 40, 52), (18, 20, 28)  # the background's colours


def _metrics(width: int) -> tuple[int, int, int]:
    """(margin, gap, title band height) for faces `width` pixels wide."""
    margin = max(24, round(width * 0.22))
    gap = max(10, round(width * 0.09))
    title = max(64, round(width * 0.5))
    return margin, gap, title


def sheet_size(count: int, width: int = 180, columns: int = 10) -> tuple[int, int]:
    """The pixel size of a sheet of `count` faces, `width` wide, in up to `columns` columns."""
    margin, gap, title = _metrics(width)
    cols = max(1, min(columns, count))
    rows = max(1, math.ceil(count / max(1, columns)))
    return (
        2 * margin + cols * width + (cols - 1) * gap,
        title + margin + rows * face_height(width) + (rows - 1) * gap,
    )


@dataclass(frozen=True)
class _Grid:
    """Where everything of a sheet goes."""

    count: int
    width: int
    columns: int

    @property
    def size(self) -> tuple[int, int]:
        return sheet_size(self.count, self.width, self.columns)

    @property
    def rows(self) -> int:
        return max(1, math.ceil(self.count / self.columns))

    def top(self, row: int) -> int:
        """The y of a row's faces."""
        _, gap, band = _metrics(self.width)
        return band + row * (face_height(self.width) + gap)

    def x(self, column: int) -> int:
        margin, gap, _ = _metrics(self.width)
        return margin + column * (self.width + gap)

    def strips(self) -> list[tuple[int, int]]:
        """The (top, bottom) of each strip: the title band, then each row with the gap (the
        margin, for the last) under it."""
        band = _metrics(self.width)[2]
        tops = [0, *(self.top(r) for r in range(self.rows)), self.size[1]]
        return [(band if i == 1 else tops[i], tops[i + 1]) for i in range(len(tops) - 1)]


@dataclass(frozen=True)
class Sheet:
    """A contact sheet: `cards`' faces `width` pixels wide in rows of `columns`, under a band
    with a title and a subtitle; drawn in strips (see the module's note)."""

    cards: Sequence[Card]
    width: int = 180
    columns: int = 10
    title: str = "Card faces"
    subtitle: str = ""
    pictures: Pictures = None

    @property
    def size(self) -> tuple[int, int]:
        return sheet_size(len(self.cards), self.width, max(1, self.columns))

    def strips(self) -> Iterator[Image.Image]:
        """The sheet as RGB strips from top to bottom; at most three rows of faces are drawn
        and kept at a time."""
        cards, width = self.cards, self.width
        grid = _Grid(len(cards), width, max(1, self.columns))
        w, h = grid.size
        fh = face_height(width)
        dx, dy, blur = max(1, width // 60), max(2, width // 40), max(1, width // 36)
        pad = dy + 4 * blur
        shade = Image.linear_gradient("L").resize((1, h), Image.Resampling.BILINEAR)
        top, bottom = Image.new("RGB", (w, 1), TOP), Image.new("RGB", (w, 1), BOTTOM)
        drawn: dict[int, list[Image.Image]] = {}

        def faces(row: int) -> list[Image.Image]:
            if row not in drawn:
                chunk = cards[row * grid.columns : (row + 1) * grid.columns]
                drawn[row] = [render_face(card, width, pictures=self.pictures) for card in chunk]
            return drawn[row]

        for index, (y0, y1) in enumerate(grid.strips()):  # the title band, then row index - 1
            size = (w, y1 - y0)
            mask = shade.crop((0, y0, 1, y1)).resize(size, Image.Resampling.NEAREST)
            strip = Image.composite(bottom.resize(size), top.resize(size), mask).convert("RGBA")
            near = [r for r in (index - 2, index - 1, index) if 0 <= r < grid.rows]
            shadow = Image.new("L", (w, size[1] + 2 * pad), 0)
            for row in near:
                for column, face in enumerate(faces(row)):
                    spot = (grid.x(column) + dx, grid.top(row) - y0 + pad + dy)
                    shadow.paste(face.getchannel("A"), spot)
            shadow = shadow.filter(ImageFilter.GaussianBlur(blur)).point(lambda v: v * 3 // 5)
            strip.paste((0, 0, 0, 255), (0, 0, *size), shadow.crop((0, pad, w, pad + size[1])))
            for row in near:
                if y0 <= grid.top(row) < y1:
                    for column, face in enumerate(faces(row)):
                        strip.alpha_composite(face, (grid.x(column), grid.top(row) - y0))
            if y0 == 0:
                _title(strip, self.title, self.subtitle, width)
            for row in [r for r in drawn if grid.top(r) + fh < y1 - pad]:
                del drawn[row]  # above this strip: no later strip needs it
            yield strip.convert("RGB")

    def image(self) -> Image.Image:
        """The sheet (RGB) in memory: for small sheets (`write` streams a large one to a
        file)."""
        sheet = Image.new("RGB", self.size)
        y = 0
        for strip in self.strips():
            sheet.paste(strip, (0, y))
            y += strip.height
        return sheet

    def write(self, path: Path | str) -> Path:
        """Draw the sheet strip by strip straight into a PNG file at `path`."""
        path = Path(path)
        with path.open("wb") as file:
            png = PngStream(file, self.size)
            for strip in self.strips():
                png.write(strip)
            png.close()
        return path


def _title(strip: Image.Image, title: str, subtitle: str, width: int) -> None:
    """The title and subtitle on the title band."""
    margin, _, band = _metrics(width)
    draw = ImageDraw.Draw(strip)
    ts = fit_size(title, "title", strip.width - 2 * margin, round(band * 0.42), 1)
    draw.text((margin, band * 0.48), title, font=font("title", ts), fill=(245, 240, 228),
              anchor="ls")  # fmt: skip
    if subtitle:
        ss = fit_size(subtitle, "regular", strip.width - 2 * margin, round(band * 0.2), 1)
        draw.text((margin, band * 0.48 + ss * 1.5), subtitle, font=font("regular", ss),
                  fill=(170, 176, 190), anchor="ls")  # fmt: skip


class PngStream:
    """Writes an RGB PNG of a known size from strips of rows, holding one strip at a time
    (each row filtered against the one above it: PNG's "Up" filter)."""

    def __init__(self, file: BinaryIO, size: tuple[int, int]) -> None:
        self.file, self.size = file, size
        self.rows = 0
        self._above = Image.new("RGB", (size[0], 1))
        self._zip = zlib.compressobj(6)
        self._out = bytearray()
        file.write(b"\x89PNG\r\n\x1a\n")
        self._chunk(b"IHDR", struct.pack(">IIBBBBB", size[0], size[1], 8, 2, 0, 0, 0))

    def _chunk(self, kind: bytes, data: bytes) -> None:
        crc = zlib.crc32(data, zlib.crc32(kind))
        self.file.write(struct.pack(">I", len(data)) + kind + data + struct.pack(">I", crc))

    def write(self, strip: Image.Image) -> None:
        """Add the rows of `strip` (RGB, the sheet's width) under the rows written so far."""
        w, h = strip.size
        if w != self.size[0] or self.rows + h > self.size[1]:
            raise ValueError(f"a {w}x{h} strip does not fit {self.size} at row {self.rows}")
        above = Image.new("RGB", (w, h))
        above.paste(self._above, (0, 0))
        above.paste(strip.crop((0, 0, w, h - 1)), (0, 1))
        raw = ImageChops.subtract_modulo(strip, above).tobytes()
        stride = 3 * w
        rows = b"".join(b"\x02" + raw[i : i + stride] for i in range(0, len(raw), stride))
        self._out += self._zip.compress(rows)
        if len(self._out) >= 1 << 20:
            self._chunk(b"IDAT", bytes(self._out))
            self._out.clear()
        self._above = strip.crop((0, h - 1, w, h))
        self.rows += h

    def close(self) -> None:
        if self.rows != self.size[1]:
            raise ValueError(f"{self.rows} rows written of {self.size[1]}")
        self._out += self._zip.flush()
        self._chunk(b"IDAT", bytes(self._out))
        self._chunk(b"IEND", b"")

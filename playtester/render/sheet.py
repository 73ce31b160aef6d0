"""Contact sheets: many card faces on one image under a title, for people to look at.

`playtester render sheet OUT.png` uses this to show every card of a game; the docs use it for
pictures of the few faces that show every look of a game (`CardModel.sample`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path

from PIL import Image, ImageDraw, ImageFilter

from playtester.engine.cards import Card
from playtester.render.canvas import vertical_gradient
from playtester.render.faces import face_height, render_face
from playtester.render.fonts import fit_size, font


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


def render_sheet(
    cards: Sequence[Card],
    width: int = 180,
    columns: int = 10,
    title: str = "Card faces",
    subtitle: str = "",
    pictures: Path | str | None = None,
) -> Image.Image:
    """A sheet of `cards`' faces in rows of `columns`, with a title band (RGB)."""
    columns = max(1, columns)
    size = sheet_size(len(cards), width, columns)
    margin, gap, band = _metrics(width)
    sheet = vertical_gradient(size, (36, 40, 52, 255), (18, 20, 28, 255))
    fh = face_height(width)
    faces = [render_face(card, width, pictures=pictures) for card in cards]
    spots = [
        (margin + (i % columns) * (width + gap), band + (i // columns) * (fh + gap))
        for i in range(len(faces))
    ]
    shadow = Image.new("L", size, 0)
    for face, (x, y) in zip(faces, spots, strict=True):
        shadow.paste(face.getchannel("A"), (x + max(1, width // 60), y + max(2, width // 40)))
    shadow = shadow.filter(ImageFilter.GaussianBlur(max(1, width // 36))).point(
        lambda v: v * 3 // 5
    )
    sheet.paste(Image.new("RGBA", size, (0, 0, 0, 255)), (0, 0), shadow)
    for face, spot in zip(faces, spots, strict=True):
        sheet.alpha_composite(face, spot)
    draw = ImageDraw.Draw(sheet)
    ts = fit_size(title, "title", size[0] - 2 * margin, round(band * 0.42), 1)
    draw.text((margin, band * 0.48), title, font=font("title", ts), fill=(245, 240, 228),
              anchor="ls")  # fmt: skip
    if subtitle:
        ss = fit_size(subtitle, "regular", size[0] - 2 * margin, round(band * 0.2), 1)
        draw.text((margin, band * 0.48 + ss * 1.5), subtitle, font=font("regular", ss),
                  fill=(170, 176, 190), anchor="ls")  # fmt: skip
    return sheet.convert("RGB")


def write_sheet(
    path: Path | str,
    cards: Sequence[Card],
    width: int = 180,
    columns: int = 10,
    title: str = "Card faces",
    subtitle: str = "",
    pictures: Path | str | None = None,
) -> Path:
    """Render a sheet (see `render_sheet`) and save it as a PNG at `path`."""
    image = render_sheet(cards, width, columns, title, subtitle, pictures)
    path = Path(path)
    image.save(path, "PNG")
    return path

"""Card pictures: the file a card's data names, or one from a folder the user points at, found
by set number or by name.

A picture of `BT01/001EN` may be called `BT01-001EN.png` or `BT01_001EN.jpg`; a picture may
also be named after the card (`Blaster Blade.webp`). Matching ignores case. By default the
picture is the whole face; with `overlay=True` the grade, icons and numbers are drawn over it
(for pictures that are art only). A picture that cannot be read is ignored, so a bad file
never stops a game: the drawn face is used instead.
"""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from playtester.engine.cards import Card

if TYPE_CHECKING:
    from PIL import Image

PICTURES_ENV = "PLAYTESTER_PICTURES"
EXTENSIONS = (".png", ".jpg", ".jpeg", ".webp")
_UNSAFE = str.maketrans({c: "_" for c in '<>:"/\\|?*'})


def pictures_folder(pictures: Path | str | None = None) -> Path | None:
    """The picture folder: `pictures` if given, else `PLAYTESTER_PICTURES`; None if unset or
    not a folder."""
    folder = pictures if pictures is not None else os.environ.get(PICTURES_ENV, "")
    if not folder:
        return None
    path = Path(folder).expanduser()
    return path if path.is_dir() else None


def picture_names(card: Card) -> list[str]:
    """File names (without extension, case-folded) that may hold `card`'s picture, best first."""
    names = []
    number = card.number.strip()
    if number:
        names += [number.replace("/", "-"), number.replace("/", "_")]
    name = card.name.strip()
    names += [name, name.translate(_UNSAFE)]
    return list(dict.fromkeys(n.casefold() for n in names if n))


@lru_cache(maxsize=16)
def _index(folder: str, stamp: int) -> dict[str, Path]:
    """The pictures in `folder` by case-folded stem (`stamp`: the folder's mtime, so adding a
    picture is noticed)."""
    found: dict[str, Path] = {}
    try:
        entries = sorted(Path(folder).iterdir())
    except OSError:
        return found
    for path in entries:
        if path.suffix.lower() in EXTENSIONS and path.is_file():
            found.setdefault(path.stem.casefold(), path)
    return found


def find_picture(card: Card, pictures: Path | str | None = None) -> Path | None:
    """The picture of `card`: the file its data names (a path, or a name in the picture
    folder), else one in the picture folder named by its number or name; None if none."""
    folder = pictures_folder(pictures)
    if card.picture:
        named = Path(card.picture).expanduser()
        if not named.is_absolute() and folder is not None:
            named = folder / named
        if named.is_absolute() and named.is_file():
            return named
    if folder is None:
        return None
    try:
        stamp = folder.stat().st_mtime_ns
    except OSError:
        return None
    index = _index(str(folder), stamp)
    for key in picture_names(card):
        if key in index:
            return index[key]
    return None


def picture_face(card: Card, width: int, path: Path, overlay: bool) -> Image.Image | None:
    """`path` cropped to the card's shape with rounded corners (None if it cannot be read)."""
    from PIL import Image, ImageDraw, ImageOps

    from playtester.render.faces import COMPACT_BELOW, face_height

    size = (width, face_height(width))
    try:
        with Image.open(path) as opened:
            upright = ImageOps.exif_transpose(opened).convert("RGBA")
            face = ImageOps.fit(upright, size, Image.Resampling.LANCZOS)
    except (OSError, ValueError, Image.DecompressionBombError):
        return None
    mask = Image.new("L", (size[0] * 2, size[1] * 2), 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, mask.width - 1, mask.height - 1),
                                           round(width * 0.1), fill=255)  # fmt: skip
    face.putalpha(mask.resize(size, Image.Resampling.LANCZOS))
    if overlay:
        face.alpha_composite(_overlay(card, size, width < COMPACT_BELOW))
    return face


def _overlay(card: Card, size: tuple[int, int], compact: bool) -> Image.Image:
    """Grade, icons and the stats band on a transparent layer."""
    from PIL import Image

    from playtester.games.vanguard.cards import VanguardCard, vanguard_card
    from playtester.render.canvas import Canvas
    from playtester.render.parts import corners, stats_band, style_for

    w, h = size
    if not isinstance(card, VanguardCard):  # a game that describes no overlay yet: none
        return Image.new("RGBA", size, (0, 0, 0, 0))
    card = vanguard_card(card)
    cv = Canvas(w, h, 3 if w < 100 else 2)
    st = style_for(card)
    m = w * 0.045
    band_h = h * (0.15 if compact else 0.088)
    stats_band(cv, card, (m * 0.7, h - m * 0.7 - band_h, w - m * 0.7, h - m * 0.7), st, compact)
    corners(cv, card, st, m, compact)
    return cv.finish()

"""Card pictures: the file a card's data names, or one from a picture folder, found by set
number or by name.

A picture of `BT01/001EN` may be called `BT01-001EN.png` or `BT01_001EN.jpg`; a picture may
also be named after the card (`Lumen Blade.webp`). Matching ignores case, and works alike for
every game. The folders searched are the one the user points at (`PLAYTESTER_PICTURES`, or
`--pictures`), then the data folder's `pictures/`, where `cards fetch --pictures` keeps the
pictures it downloads (named by set number). By default the picture is the whole face; with
`overlay=True` the badge, marks and figures of the card's face are drawn over it (for pictures
that are art only). A picture that cannot be read is ignored, so a bad file never stops a
game: the drawn face is used instead.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

from playtester import userdata
from playtester.engine.cards import Card
from playtester.engine.faces import Face

if TYPE_CHECKING:
    from PIL import Image

PICTURES_ENV = "PLAYTESTER_PICTURES"
EXTENSIONS = (".png", ".jpg", ".jpeg", ".webp")
# where to look: a folder; several, in order (none: drawn faces only); None: the user's folder
# (PLAYTESTER_PICTURES) and the downloaded pictures
Pictures = Path | str | Sequence[Path | str] | None


def pictures_folder(pictures: Path | str | None = None) -> Path | None:
    """The user's picture folder: `pictures` if given, else `PLAYTESTER_PICTURES`; None if unset
    or not a folder."""
    folder = pictures if pictures is not None else os.environ.get(PICTURES_ENV, "")
    if not folder:
        return None
    path = Path(folder).expanduser()
    return path if path.is_dir() else None


def picture_folders(pictures: Pictures = None) -> list[Path]:
    """The folders searched for pictures, in order (see `Pictures`), those that exist."""
    if pictures is None:
        wanted: list[Path | str | None] = [pictures_folder(), userdata.pictures_dir()]
    elif isinstance(pictures, Path | str):
        wanted = [pictures]
    else:
        wanted = list(pictures)
    found = [Path(f).expanduser() for f in wanted if f is not None and str(f)]
    return [f for f in dict.fromkeys(found) if f.is_dir()]


def picture_names(card: Card) -> list[str]:
    """File names (without extension, case-folded) that may hold `card`'s picture, best first."""
    names = []
    number = card.number.strip()
    if number:
        names += [number.replace("/", "-"), number.replace("/", "_")]
        names.append(userdata.safe_name(names[-2]))  # as downloaded pictures are named
    name = card.name.strip()
    names += [name, userdata.safe_name(name)]
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


def find_picture(card: Card, pictures: Pictures = None, *, any_file: bool = True) -> Path | None:
    """The picture of `card`: the file its data names (a path, or a name in the first picture
    folder), else one in the picture folders named by its number or name; None if none.
    `any_file=False` (a picture to share): the data may only name a file inside the folder."""
    folders = picture_folders(pictures)
    named = _named(card.picture, folders, any_file) if card.picture else None
    if named is not None:
        return named
    for folder in folders:
        try:
            stamp = folder.stat().st_mtime_ns
        except OSError:
            continue
        index = _index(str(folder), stamp)
        for key in picture_names(card):
            if key in index:
                return index[key]
    return None


def _named(picture: str, folders: list[Path], any_file: bool) -> Path | None:
    """The file a card's `picture` names, if there is one: a path of its own, or a name in the
    first picture folder. Unless `any_file`, only the name: a recording from someone else may
    name any file of this computer, which a lesson or a GIF must never carry away."""
    named = Path(picture)
    if any_file:
        named = named.expanduser()
    elif named.is_absolute() or named.anchor or ".." in named.parts:
        return None
    if not named.is_absolute() and folders:
        named = folders[0] / named
    return named if named.is_absolute() and named.is_file() else None


def picture_face(face: Face, width: int, path: Path, overlay: bool) -> Image.Image | None:
    """`path` cropped to the card's shape with rounded corners (None if it cannot be read);
    `overlay` draws `face`'s badge, marks and figures over it."""
    from PIL import Image, ImageDraw, ImageOps

    from playtester.render.faces import COMPACT_BELOW, face_height

    size = (width, face_height(width))
    try:
        with Image.open(path) as opened:
            upright = ImageOps.exif_transpose(opened).convert("RGBA")
            picture = ImageOps.fit(upright, size, Image.Resampling.LANCZOS)
    except (OSError, ValueError, Image.DecompressionBombError):
        return None
    mask = Image.new("L", (size[0] * 2, size[1] * 2), 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, mask.width - 1, mask.height - 1),
                                           round(width * 0.1), fill=255)  # fmt: skip
    picture.putalpha(mask.resize(size, Image.Resampling.LANCZOS))
    if overlay:
        picture.alpha_composite(_overlay(face, size, width < COMPACT_BELOW))
    return picture


def _overlay(face: Face, size: tuple[int, int], compact: bool) -> Image.Image:
    """The badge, the marks and the footer on a transparent layer."""
    from playtester.render.canvas import Canvas
    from playtester.render.parts import corners, footer, style_for

    w, h = size
    cv = Canvas(w, h, 3 if w < 100 else 2)
    st = style_for(face.frame)
    m = w * 0.045
    band_h = h * (0.15 if compact else 0.088)
    footer(cv, face, (m * 0.7, h - m * 0.7 - band_h, w - m * 0.7, h - m * 0.7), st, compact)
    corners(cv, face, st, m, compact)
    return cv.finish()

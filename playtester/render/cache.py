"""The disk cache of rendered faces: each face is drawn once and kept as a PNG.

A cached file is named by a hash of everything that shapes the face: what the card's game says
its face shows (its `Face`, see `engine/faces.py`), the width, the renderer version and the
picture used (its path, size and modification time), so editing a card, a game changing how
its faces look, upgrading the renderer or replacing a picture draws the face again. Files of
older renderer versions live in their own folder and are removed on first use.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

from playtester.engine.cards import Card
from playtester.engine.faces import MAIN_BACK, Back
from playtester.engine.registry import face_of
from playtester.render.pictures import Pictures, find_picture
from playtester.render.version import RENDERER_VERSION
from playtester.userdata import cache_dir

_pruned = False


def face_key(card: Card, width: int, picture: Path | None = None, overlay: bool = False) -> str:
    """The cache key of a face: a hash of what the face shows, the width, the renderer version
    and the picture."""
    pic: list[Any] | None = None
    if picture is not None:
        try:
            st = picture.stat()
            pic = [str(picture.resolve()), st.st_size, st.st_mtime_ns]
        except OSError:
            pic = [str(picture)]
    payload = {
        "width": int(width),
        "version": RENDERER_VERSION,
        "picture": pic,
        "overlay": bool(overlay and pic),
    }
    # the face's repr names every field of it and of its parts (plain frozen dataclasses), and
    # is quicker than turning it into plain data
    text = repr(face_of(card)) + json.dumps(payload, sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:40]


def faces_dir() -> Path:
    """The folder of cached faces for this renderer version."""
    global _pruned
    root = cache_dir("faces")
    if not _pruned:
        _pruned = True
        for old in root.glob("v*"):
            if old.is_dir() and old.name != f"v{RENDERER_VERSION}":
                shutil.rmtree(old, ignore_errors=True)
    path = root / f"v{RENDERER_VERSION}"
    path.mkdir(parents=True, exist_ok=True)
    return path


def face_path(
    card: Card,
    width: int = 300,
    *,
    pictures: Pictures = None,
    overlay: bool = False,
    any_file: bool = True,
) -> Path:
    """A PNG of `card`'s face `width` pixels wide, drawn on first request and then reused
    (`any_file=False`: a picture only from inside the picture folders, see `find_picture`)."""
    picture = find_picture(card, pictures, any_file=any_file)
    key = face_key(card, width, picture, overlay)
    path = faces_dir() / key[:2] / f"{key}.png"
    if path.is_file():
        return path
    from playtester.render.faces import render_face  # Pillow only when something is drawn

    _save(render_face(card, width, pictures=pictures, overlay=overlay, any_file=any_file), path)
    return path


def back_path(width: int = 300, back: Back = MAIN_BACK) -> Path:
    """A PNG of `back` `width` pixels wide, drawn on first request. Its file is named by the
    back's name and a hash of its look, so a game changing how a back looks draws it again."""
    name = "".join(c if c.isalnum() else "-" for c in back.name)[:40]
    look = hashlib.sha256(repr(back).encode("utf-8")).hexdigest()[:12]
    path = faces_dir() / f"back-{name}-{look}-{int(width)}.png"
    if not path.is_file():
        from playtester.render.back import render_back

        _save(render_back(width, back), path)
    return path


def _save(image: Any, path: Path) -> None:
    """Write to a temporary name and rename, so a reader never sees half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".face-", suffix=".png", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as out:
            image.save(out, "PNG")
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise

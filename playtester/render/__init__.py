"""Card faces, backs, playmats and contact sheets drawn with Pillow (the table never paints card
text itself).

`render_face(card, width)` draws a face at any size; `face_path(card, width)` draws it once
and keeps it in the user's cache; `render_back(width, back)` draws a card back its game
describes; `Sheet(cards)` lays faces out on a contact sheet. The names load their modules
on first use, so the table starts without importing Pillow when every face it needs is
already cached.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

_WHERE = {
    "ASPECT": "faces",
    "PICTURES_ENV": "pictures",
    "RENDERER_VERSION": "version",
    "back_path": "cache",
    "face_height": "faces",
    "face_path": "cache",
    "find_picture": "pictures",
    "render_back": "back",
    "render_face": "faces",
    "Sheet": "sheet",
    "sheet_size": "sheet",
}
__all__ = sorted(_WHERE)


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module 'playtester.render' has no attribute {name!r}")
    return getattr(import_module(f"playtester.render.{module}"), name)

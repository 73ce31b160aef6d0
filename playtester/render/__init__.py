"""Card faces, backs and contact sheets drawn with Pillow (the table never paints card text).

`render_face(card, width)` draws a face at any size; `face_path(card, width)` draws it once
and keeps it in the user's cache; `render_back(width)` draws a card back; `render_sheet(...)`
lays faces out on a contact sheet.
"""

from __future__ import annotations

from playtester.render.back import render_back
from playtester.render.cache import face_path
from playtester.render.faces import ASPECT, RENDERER_VERSION, face_height, render_face
from playtester.render.pictures import PICTURES_ENV, find_picture
from playtester.render.sheet import render_sheet, representative, sheet_size, write_sheet

__all__ = [
    "ASPECT",
    "PICTURES_ENV",
    "RENDERER_VERSION",
    "face_height",
    "face_path",
    "find_picture",
    "render_back",
    "render_face",
    "render_sheet",
    "representative",
    "sheet_size",
    "write_sheet",
]

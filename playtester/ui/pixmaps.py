"""Card faces, backs and the playmat as QPixmaps, drawn by `playtester.render` and kept in
memory (faces are also cached on disk by the renderer, and read back through their twins)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QImage, QPixmap

from playtester.engine.cards import Card
from playtester.render import playmat
from playtester.ui.twins import load

if TYPE_CHECKING:
    from PIL import Image

FACE_WIDTH = 240  # pixels for a card 120 units wide: crisp up to a 2x zoom
PREVIEW_WIDTH = 420


def to_pixmap(image: Image.Image) -> QPixmap:
    rgba = image.convert("RGBA")
    data = rgba.tobytes("raw", "RGBA")
    qimage = QImage(data, rgba.width, rgba.height, 4 * rgba.width, QImage.Format.Format_RGBA8888)
    return QPixmap.fromImage(qimage.copy())


class Pixmaps:
    """Faces by card and width, backs by kind, drawn once per run."""

    def __init__(self) -> None:
        self._faces: dict[tuple[Card, int], QPixmap] = {}
        self._backs: dict[tuple[str, int], QPixmap] = {}

    def face(self, card: Card, width: int = FACE_WIDTH) -> QPixmap:
        key = (card, width)
        pixmap = self._faces.get(key)
        if pixmap is None:
            from playtester.render import cache

            pixmap = load(cache.face_path(card, width))
            if pixmap.isNull():  # an unreadable cache file: draw it here instead
                from playtester.render import faces

                pixmap = to_pixmap(faces.render_face(card, width))
            self._faces[key] = pixmap
        return pixmap

    def back(self, kind: str = "main", width: int = FACE_WIDTH) -> QPixmap:
        key = (kind, width)
        pixmap = self._backs.get(key)
        if pixmap is None:
            from playtester.render import cache

            pixmap = load(cache.back_path(width, g_zone=kind == "g"))
            if pixmap.isNull():
                from playtester.render import back

                pixmap = to_pixmap(back.render_back(width, g_zone=kind == "g"))
            self._backs[key] = pixmap
        return pixmap

    @staticmethod
    def playmat(
        width: float, height: float, zones: list[playmat.ZoneMark], scale: float, middle: float
    ) -> QPixmap:
        return load(playmat.playmat_path(width, height, zones, scale, middle), packed=False)

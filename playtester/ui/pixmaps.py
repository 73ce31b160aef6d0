"""Card faces, backs and the playmat as QPixmaps, drawn by `playtester.render` and kept in
memory (faces are also cached on disk by the renderer, and read back through their twins).

A face is the card's picture when the player shows pictures (the View menu's setting, off by
default) and one has been downloaded (`playtester cards fetch --pictures`), else it is drawn.

Keeping drawn pictures on disk is best-effort: when the cache cannot be written (a full disk, a
folder that cannot be made), each picture is drawn here instead, and the failure is written to
the log once a session; the table plays on."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage, QPixmap

from playtester.engine.cards import Card
from playtester.engine.faces import MAIN_BACK, Back
from playtester.render import playmat
from playtester.ui import settings
from playtester.ui.twins import load, read_twin, shown_path, write_twin

if TYPE_CHECKING:
    from PIL import Image

    from playtester.render.pictures import Pictures

PICTURES_SETTING = "table/pictures"
FACE_WIDTH = 240  # pixels for a card 120 units wide: crisp up to a 2x zoom
PREVIEW_WIDTH = 420


_unkept = ""  # why drawn pictures cannot be kept on disk this session ("": they can)


def _drawn(
    cached: Callable[[], Path], draw: Callable[[], Image.Image], packed: bool = True
) -> QPixmap:
    """A picture read from the disk cache, else (it cannot be written, or read) drawn here."""
    global _unkept
    try:
        pixmap = load(cached(), packed)
    except OSError as exc:
        if not _unkept:
            from playtester.ui.crash import write_log

            _unkept = str(exc)
            write_log(f"drawn pictures cannot be kept in the cache ({exc}); they are drawn anew")
        pixmap = QPixmap()
    return pixmap if not pixmap.isNull() else to_pixmap(draw())


def _render_face(card: Card, width: int, pictures: Pictures) -> Image.Image:
    """Draw a face here (Pillow and the renderer load only when a face is not cached)."""
    from playtester.render import faces

    return faces.render_face(card, width, pictures=pictures)


def _render_back(back: Back, width: int) -> Image.Image:
    """Draw a back here (Pillow loads only when a back is not cached)."""
    from playtester.render.back import render_back

    return render_back(width, back)


def to_pixmap(image: Image.Image) -> QPixmap:
    rgba = image.convert("RGBA")
    data = rgba.tobytes("raw", "RGBA")
    qimage = QImage(data, rgba.width, rgba.height, 4 * rgba.width, QImage.Format.Format_RGBA8888)
    return QPixmap.fromImage(qimage.copy())


class Pixmaps:
    """Faces by card and width, backs by look and width, drawn once per run; `pictures`:
    whether a card's picture is its face when there is one (None: as the setting says)."""

    def __init__(self, pictures: bool | None = None) -> None:
        self.pictures = (
            bool(settings.get(PICTURES_SETTING, False)) if pictures is None else pictures
        )
        self._faces: dict[tuple[Card, int, bool], QPixmap] = {}
        self._backs: dict[tuple[Back, int], QPixmap] = {}

    def face_key(self, card: Card) -> tuple[str, Card, bool]:
        """What a card item shows for `card`'s face: it changes when the pictures do."""
        return ("face", card, self.pictures)

    def face(self, card: Card, width: int = FACE_WIDTH) -> QPixmap:
        key = (card, width, self.pictures)
        pixmap = self._faces.get(key)
        if pixmap is None:
            from playtester.render import cache

            pictures = None if self.pictures else ()  # None: the picture folders; (): none
            pixmap = self._faces[key] = _drawn(
                lambda: cache.face_path(card, width, pictures=pictures),
                lambda: _render_face(card, width, pictures),
            )
        return pixmap

    def back(self, back: Back = MAIN_BACK, width: int = FACE_WIDTH) -> QPixmap:
        """`back`, as its game describes it (`hooks.facts.card_back`)."""
        key = (back, width)
        pixmap = self._backs.get(key)
        if pixmap is None:
            from playtester.render import cache

            pixmap = self._backs[key] = _drawn(
                lambda: cache.back_path(width, back), lambda: _render_back(back, width)
            )
        return pixmap

    @staticmethod
    def playmat(
        width: float, height: float, zones: list[playmat.ZoneMark], scale: float, middle: float
    ) -> Playmat:
        return Playmat(
            lambda: playmat.playmat_path(width, height, zones, scale, middle),
            lambda: playmat.render_playmat(width, height, zones, scale, middle),
        )


class Playmat:
    """The playmat's picture, read when first needed. It is big (about 3000 by 1400 pixels, for
    zooming in) and the table shows it scaled down to the window: the first paint at the size
    it was last shown at reads the copy kept at that size (`keep`, when the window closes)
    instead of reading the whole picture and scaling it (about 15 ms and 16 MB at start); the
    whole picture is read once the table is shown at another size or zoomed in."""

    def __init__(self, path: Callable[[], Path], draw: Callable[[], Image.Image]) -> None:
        self._path, self._draw = path, draw
        self._whole: QPixmap | None = None  # read on first use
        self._shown: QImage | None = None  # the copy kept at the size last shown, once looked for
        self._looked = False
        self._made = QPixmap()  # the last scaling of the whole picture (`keep` keeps it)

    @property
    def whole_read(self) -> bool:
        """Whether the whole picture has been read."""
        return self._whole is not None

    def pixmap(self) -> QPixmap:
        """The whole picture (null when there is none)."""
        if self._whole is None:
            self._whole = _drawn(self._path, self._draw, packed=False)
        return self._whole

    def scaled(self, width: int, height: int) -> QPixmap:
        """The picture smoothly scaled to `width` by `height` pixels; null when that is larger
        than the picture (it is drawn enlarged instead, where exposed) or there is none."""
        if self._whole is None:
            shown = self._kept()
            if shown is not None and shown.width() == width and shown.height() == height:
                return QPixmap.fromImage(shown)
        whole = self.pixmap()
        if whole.isNull() or width > whole.width():
            return QPixmap()
        self._made = whole.scaled(
            width,
            height,
            Qt.AspectRatioMode.IgnoreAspectRatio,
            Qt.TransformationMode.SmoothTransformation,
        )
        return self._made

    def _kept(self) -> QImage | None:
        """The copy kept at the size last shown (None: none, or not of this picture)."""
        if not self._looked:
            self._looked = True
            try:
                path = self._path()
            except OSError:
                return None
            self._shown = read_twin(path, shown_path(path))
        return self._shown

    def keep(self) -> None:
        """Keep the picture at the size it was last scaled to, for the next start's first
        paint (nothing when it was not scaled this time; a failure only costs speed)."""
        if self._made.isNull():
            return
        try:
            path = self._path()
        except OSError:
            return
        write_twin(path, self._made.toImage(), packed=False, twin=shown_path(path))

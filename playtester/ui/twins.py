"""Twins: cached pictures' pixels kept on disk exactly as Qt holds them, to load fast.

Decoding a PNG costs Qt about 1.7 ms per card face and a BMP 11 ms for the playmat, which adds
up when the table opens; so the first time a cached picture is read, its pixels are also
written beside it (`NAME.png.qimg`), and later runs read that instead: zlib-packed for faces
(about 1 ms, and no bigger than the PNG), plain for the large playmat (one file read, about
5 ms). A twin that is missing, damaged or older than its picture is ignored and written again;
losing one only costs time.
"""

from __future__ import annotations

import os
import struct
import zlib
from pathlib import Path

from PySide6.QtGui import QImage, QPixmap

TWIN_MAGIC = b"PTQIMG1\n"
TWIN_HEADER = struct.Struct("<8sIIII?")  # magic, width, height, bytes per line, format, packed
MAX_SIDE = 16384  # a damaged header must not make us allocate gigabytes


def twin_path(path: Path) -> Path:
    return path.with_name(path.name + ".qimg")


def shown_path(path: Path) -> Path:
    """Where a cached picture is kept at the size it was last shown at (the playmat, scaled to
    the window: its first paint at that size reads this instead of the picture, then scales)."""
    return path.with_name(path.name + ".shown.qimg")


def read_twin(path: Path, twin: Path | None = None) -> QImage | None:
    """The twin of a cached picture (or `twin`, another copy of it such as `shown_path`'s), or
    None if it is missing, damaged or older than the picture."""
    twin = twin_path(path) if twin is None else twin
    try:
        if os.stat(twin).st_mtime_ns < os.stat(path).st_mtime_ns:
            return None
        with open(twin, "rb") as file:
            header = file.read(TWIN_HEADER.size)
            magic, width, height, per_line, fmt, packed = TWIN_HEADER.unpack(header)
            if (
                magic != TWIN_MAGIC
                or fmt not in _TWIN_FORMATS
                or not (0 < width <= MAX_SIDE and 0 < height <= MAX_SIDE)
                or per_line != 4 * width  # both formats: four bytes a pixel, no padding
            ):
                return None
            image = QImage(width, height, _TWIN_FORMATS[fmt])
            bits = image.bits()
            assert isinstance(bits, memoryview)
            if packed:
                unpack = zlib.decompressobj()
                data = unpack.decompress(file.read())
                if not unpack.eof or unpack.unused_data or len(data) != len(bits):
                    return None
                bits[:] = data
            elif file.readinto(bits) != len(bits) or file.read(1):
                return None
            return image
    except (OSError, struct.error, zlib.error, ValueError, MemoryError):
        return None


def write_twin(path: Path, image: QImage, packed: bool, twin: Path | None = None) -> None:
    """Write `image` (as decoded from `path`, or another copy of it for `twin`) beside it; a
    failure only costs speed."""
    fmt = (
        QImage.Format.Format_ARGB32_Premultiplied
        if image.hasAlphaChannel()
        else QImage.Format.Format_RGB32
    )
    image = image.convertToFormat(fmt)
    data = bytes(image.constBits())
    header = TWIN_HEADER.pack(
        TWIN_MAGIC, image.width(), image.height(), image.bytesPerLine(), fmt.value, packed
    )
    twin = twin_path(path) if twin is None else twin
    tmp = twin.with_name(f"{twin.name}.{os.getpid()}.tmp")
    try:
        with open(tmp, "wb") as file:
            file.write(header)
            file.write(zlib.compress(data, 1) if packed else data)
        tmp.replace(twin)
    except OSError:
        tmp.unlink(missing_ok=True)


def load(path: Path, packed: bool = True) -> QPixmap:
    """A cached picture as a QPixmap, from its twin when it has one (null if unreadable)."""
    image = read_twin(path)
    if image is None:
        image = QImage(str(path))
        if image.isNull():
            return QPixmap()
        write_twin(path, image, packed)
    return QPixmap.fromImage(image)


_TWIN_FORMATS = {
    f.value: f for f in (QImage.Format.Format_ARGB32_Premultiplied, QImage.Format.Format_RGB32)
}

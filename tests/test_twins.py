"""Cached pictures load through their raw twins, and a missing, stale or damaged twin never
shows a wrong picture: the PNG is read again and the twin rewritten."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtGui import QColor, QImage, QPainter

from playtester.ui.twins import TWIN_HEADER, TWIN_MAGIC, load, read_twin, twin_path

FORMAT = QImage.Format.Format_ARGB32_Premultiplied


def picture(colour: str, alpha: bool = True) -> QImage:
    """A small picture with transparent corners (like a card face) and a stripe."""
    image = QImage(37, 52, FORMAT if alpha else QImage.Format.Format_RGB32)
    image.fill(QColor(0, 0, 0, 0) if alpha else QColor("black"))
    with_painter = QPainter(image)
    with_painter.setBrush(QColor(colour))
    with_painter.drawRoundedRect(0, 0, 36, 51, 6, 6)
    with_painter.fillRect(5, 20, 27, 4, QColor(250, 240, 10, 180))
    with_painter.end()
    return image


def pixels(image: QImage) -> QImage:
    return image.convertToFormat(FORMAT)


@pytest.fixture
def png(qapp: object, tmp_path: Path) -> Path:
    path = tmp_path / "face.png"
    assert picture("crimson").save(str(path))
    return path


def age(path: Path, seconds: int) -> None:
    """Make `path` look `seconds` older than now."""
    stat = path.stat()
    os.utime(path, ns=(stat.st_atime_ns, stat.st_mtime_ns - seconds * 1_000_000_000))


def test_first_load_writes_a_twin_that_later_loads_use(png: Path) -> None:
    first = load(png)
    assert pixels(first.toImage()) == pixels(picture("crimson"))
    assert twin_path(png).is_file()
    # the PNG now says something else, but is older than its twin: the twin is what loads
    assert picture("navy").save(str(png))
    age(png, 60)
    assert pixels(load(png).toImage()) == pixels(picture("crimson"))


def test_a_twin_older_than_its_picture_is_ignored_and_rewritten(png: Path) -> None:
    load(png)
    age(twin_path(png), 60)  # the picture was drawn again after its twin was written
    assert picture("navy").save(str(png))
    assert pixels(load(png).toImage()) == pixels(picture("navy"))
    twin = read_twin(png)
    assert twin is not None and pixels(twin) == pixels(picture("navy"))


@pytest.mark.parametrize(
    "damage",
    [
        lambda data: data[: len(data) // 2],  # cut short (a crash while writing)
        lambda data: data + b"\0" * 16,  # longer than its header says
        lambda data: b"NOTATWIN" + data[8:],  # not a twin at all
        lambda data: data[:40] + bytes(len(data) - 40),  # packed pixels that do not unpack
        lambda data: b"",
        lambda data: TWIN_HEADER.pack(TWIN_MAGIC, 60000, 60000, 240000, 6, True) + data[25:],
    ],
    ids=["truncated", "trailing", "magic", "garbled", "empty", "huge"],
)
def test_a_damaged_twin_falls_back_to_the_picture(png: Path, damage: object) -> None:
    load(png)
    twin = twin_path(png)
    twin.write_bytes(damage(twin.read_bytes()))  # type: ignore[operator]
    assert read_twin(png) is None
    assert pixels(load(png).toImage()) == pixels(picture("crimson"))
    assert read_twin(png) is not None  # rewritten whole


def test_an_opaque_picture_keeps_no_alpha_and_loads_unpacked(qapp: object, tmp_path: Path) -> None:
    path = tmp_path / "mat.png"
    assert picture("teal", alpha=False).save(str(path))
    first = load(path, packed=False)
    twin = read_twin(path)
    assert twin is not None and twin.format() == QImage.Format.Format_RGB32
    assert pixels(first.toImage()) == pixels(twin)
    assert twin_path(path).stat().st_size > twin.sizeInBytes()  # header + the pixels as they are


def test_an_unreadable_picture_without_a_twin_is_a_null_pixmap(
    qapp: object, tmp_path: Path
) -> None:
    path = tmp_path / "broken.png"
    path.write_bytes(b"\x89PNG\r\n\x1a\n not really")
    assert load(path).isNull()
    assert not twin_path(path).exists()


@settings(max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(junk=st.binary(max_size=200), keep=st.integers(min_value=0, max_value=40))
def test_any_twin_bytes_never_show_a_wrong_picture(png: Path, junk: bytes, keep: int) -> None:
    load(png)
    twin = twin_path(png)
    good = twin.read_bytes()
    twin.write_bytes(good[:keep] + junk)  # a header start, then anything
    image = read_twin(png)
    assert image is None or pixels(image) == pixels(picture("crimson"))
    assert pixels(load(png).toImage()) == pixels(picture("crimson"))

"""Letters the bundled fonts lack (Japanese kana and kanji: real WIXOSS cards): a font of the
system that has them, found once, and a text cut into runs, each set in a font that has its
letters (the bundled one wherever it can).

No Japanese font ships with the program (a full one is megabytes; README, "Your real WIXOSS deck"):
an open font installed on the system is used (Noto Sans CJK JP, Source Han Sans, IPA, Takao,
VL Gothic, Droid Sans Fallback; on macOS Hiragino, on Windows Yu Gothic or Meiryo), found by
fontconfig where it is installed, else in the usual folders. Without one, Japanese letters
show as boxes and `missing_note` says so in a sentence, with how to install one.
"""

from __future__ import annotations

import functools
import logging
import shutil
import subprocess
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

_LOG = logging.getLogger(__name__)
PROBE = "あ漢"  # letters a Japanese font has
NOTDEF = "\U0010fffd"  # a code point no font draws: its picture is the font's "missing" box
# preferred first: families with Latin letters too, then the rest
_NAMES = ("notosanscjk", "notosansjp", "sourcehansans", "ipaexg", "ipag", "takao", "vl-gothic",
          "hiragino", "yugoth", "meiryo", "msgothic", "droidsansfallback")  # fmt: skip
_FOLDERS = (
    "/usr/share/fonts",
    "/usr/local/share/fonts",
    str(Path.home() / ".local/share/fonts"),
    "/System/Library/Fonts",
    "/Library/Fonts",
    "C:/Windows/Fonts",
)
_SUFFIXES = (".ttf", ".ttc", ".otf", ".otc")


def _rank(path: Path) -> tuple[int, str]:
    """Where a font's file name stands in the preferred order (unknown names last)."""
    key = path.name.casefold().replace(" ", "").replace("_", "")
    return next((i for i, name in enumerate(_NAMES) if name in key), len(_NAMES)), path.name


def _fontconfig() -> list[Path]:
    """The files fontconfig lists as having Japanese letters (none without fontconfig)."""
    tool = shutil.which("fc-list")
    if tool is None:
        return []
    try:
        done = subprocess.run(
            [tool, ":lang=ja", "file"], capture_output=True, text=True, timeout=5, check=False
        )
    except (OSError, subprocess.SubprocessError):
        return []
    return [Path(line.strip().rstrip(":")) for line in done.stdout.splitlines() if line.strip()]


def _in_folders() -> list[Path]:
    found = []
    for folder in map(Path, _FOLDERS):
        if not folder.is_dir():
            continue
        for path in folder.rglob("*"):
            if path.suffix.casefold() in _SUFFIXES and _rank(path)[0] < len(_NAMES):
                found.append(path)
    return found


@functools.cache
def fallback_path() -> Path | None:
    """The font file drawn for letters the bundled fonts lack: the system's first font, in the
    preferred order, that draws Japanese; None when there is none."""
    for path in sorted({*_fontconfig(), *_in_folders()}, key=_rank):
        if path.is_file() and all(has_glyph(str(path), ch) for ch in PROBE):
            return path
    return None


@functools.lru_cache(maxsize=16384)
def has_glyph(path: str, ch: str) -> bool:
    """Whether the font file draws `ch` (its picture is not the font's missing-letter box; a
    space draws nothing and counts as drawn)."""
    if ch.isspace():
        return True
    try:
        font = ImageFont.truetype(path, 24)
    except OSError:
        return False
    return _picture(font, ch) != _picture(font, NOTDEF)


def _picture(font: ImageFont.FreeTypeFont | ImageFont.ImageFont, ch: str) -> bytes:
    image = Image.new("L", (40, 40))
    ImageDraw.Draw(image).text((6, 6), ch, font=font, fill=255)
    return image.tobytes()


def runs(text: str, primary: str) -> list[tuple[str, bool]]:
    """`text` in runs: (letters, whether they are set in the fallback font). A letter goes to
    the fallback when the bundled font `primary` (a file) lacks it and the fallback has it;
    with no fallback, every letter stays in the bundled font."""
    if text.isascii():
        return [(text, False)]
    fallback = fallback_path()
    out: list[tuple[str, bool]] = []
    for ch in text:
        other = fallback is not None and not has_glyph(primary, ch) and has_glyph(str(fallback), ch)
        if out and out[-1][1] == other:
            out[-1] = (out[-1][0] + ch, other)
        else:
            out.append((ch, other))
    return out


@functools.cache
def missing_note() -> str | None:
    """A sentence when no font of the system draws Japanese (then its letters show as boxes),
    saying how to install one; None when one does."""
    if fallback_path() is not None:
        return None
    note = (
        "no font on this computer draws Japanese letters, so Japanese card names and texts"
        " show as boxes; install one (Noto Sans CJK JP: `apt install fonts-noto-cjk`, or your"
        " system's Japanese language support) and start playtester again"
    )
    _LOG.warning(note)
    return note

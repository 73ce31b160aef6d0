"""Settings persisted with QSettings, in an ini file inside the user's data folder."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QByteArray, QSettings

from playtester.userdata import home

ASSIST_LEVELS = ("strict", "assist", "free")


def settings() -> QSettings:
    """The program's settings (an ini file, so tests can point PLAYTESTER_HOME elsewhere)."""
    return QSettings(str(home() / "settings.ini"), QSettings.Format.IniFormat)


def get(key: str, default: Any) -> Any:
    value = settings().value(key, default)
    if isinstance(default, bool) and isinstance(value, str):
        return value.lower() in ("true", "1", "yes")
    if isinstance(default, int) and not isinstance(default, bool):
        try:
            return int(value)  # type: ignore[call-overload]  # an ini file holds strings
        except (TypeError, ValueError):
            return default
    return value


def put(key: str, value: Any) -> None:
    s = settings()
    s.setValue(key, value)
    s.sync()


def folder(kind: str) -> Path:
    """Where a file dialog of this kind ("decks", "games", "recordings", "lessons",
    "pictures", "cards") opens: the folder last chosen in one, while it is there; else home."""
    last = Path(str(get(f"folders/{kind}", "")))
    return last if last.name and last.is_dir() else Path.home()


def chose(kind: str, path: str | Path) -> None:
    """Remember the folder of a file (or a folder) chosen in a file dialog of this kind."""
    chosen = Path(path)
    put(f"folders/{kind}", str(chosen if chosen.is_dir() else chosen.parent))


def get_bytes(key: str) -> QByteArray | None:
    value = settings().value(key)
    return value if isinstance(value, QByteArray) else None

"""The Qt binding must not corrupt reference counts: PySide6 6.12.0 on Python 3.11 drops a
reference to None on every void call, and the table then dies after a few thousand calls."""

from __future__ import annotations

import sys

from PySide6.QtWidgets import QWidget


def test_void_calls_keep_none_alive(qtbot) -> None:  # type: ignore[no-untyped-def]
    widget = QWidget()
    qtbot.addWidget(widget)
    before = sys.getrefcount(None)
    for _ in range(200):
        widget.setVisible(False)
        widget.update()
    assert sys.getrefcount(None) >= before - 5

"""Text from files and players shown as text: Qt takes a string that looks like markup for rich
text (a card named `<img src=...>` would be drawn as a picture), so every label, tooltip and
message box that shows such text goes through here."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # loaded when a message is shown: the window's frame is built without them
    from PySide6.QtWidgets import QLabel, QMessageBox, QWidget


def plain(label: QLabel) -> QLabel:
    """The label shows its text as it is, never as markup."""
    from PySide6.QtCore import Qt  # not at import: the window's frame is built without it

    label.setTextFormat(Qt.TextFormat.PlainText)
    return label


def escape(text: str) -> str:
    """`text` as rich text shows it, as `html.escape` makes it: the `html` module reads its
    table of named characters on import, which the table's start does not need."""
    text = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return text.replace('"', "&quot;").replace("'", "&#x27;")


def tip(text: str) -> str:
    """A tooltip that shows `text` as it is (and wraps long lines), never as markup."""
    return f"<p>{escape(text)}</p>" if text else ""


def _box(parent: QWidget | None, icon: QMessageBox.Icon, title: str, text: str) -> QMessageBox:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QMessageBox

    text = text[:1].upper() + text[1:]  # error texts start in lower case: a sentence does not

    box = QMessageBox(icon, title, text, QMessageBox.StandardButton.NoButton, parent)
    box.setTextFormat(Qt.TextFormat.PlainText)
    return box


def ask(parent: QWidget | None, title: str, text: str, yes: str = "", no: str = "") -> bool:
    """A yes-or-no question (No is the default); `yes`/`no` name the buttons when given."""
    from PySide6.QtWidgets import QMessageBox

    box = _box(parent, QMessageBox.Icon.Question, title, text)
    accept = (
        box.addButton(yes, QMessageBox.ButtonRole.YesRole)
        if yes
        else box.addButton(QMessageBox.StandardButton.Yes)
    )
    refuse = (
        box.addButton(no, QMessageBox.ButtonRole.NoRole)
        if no
        else box.addButton(QMessageBox.StandardButton.No)
    )
    box.setDefaultButton(refuse)
    box.exec()
    return box.clickedButton() is accept


def tell(parent: QWidget | None, title: str, text: str, *, warning: bool = False) -> None:
    """A message with an OK button."""
    from PySide6.QtWidgets import QMessageBox

    icon = QMessageBox.Icon.Warning if warning else QMessageBox.Icon.Information
    box = _box(parent, icon, title, text)
    box.addButton(QMessageBox.StandardButton.Ok)
    box.exec()

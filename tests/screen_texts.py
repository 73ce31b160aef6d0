"""Every text a window shows a player: labels, buttons, fields, lists, tables, trees, tooltips,
titles, the status bar, its menus, and the names of the cards its table shows face up."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QMenu,
    QPlainTextEdit,
    QTableWidget,
    QTextEdit,
    QTreeWidget,
    QTreeWidgetItem,
    QWidget,
)


def _tree(item: QTreeWidgetItem) -> Iterator[str]:
    yield item.text(0)
    yield item.toolTip(0)
    for i in range(item.childCount()):
        yield from _tree(item.child(i))


def _own(widget: QWidget) -> Iterator[str]:
    yield widget.toolTip()
    if isinstance(widget, QLabel | QAbstractButton | QLineEdit):
        yield widget.text()
    elif isinstance(widget, QTextEdit | QPlainTextEdit):
        yield widget.toPlainText()
    elif isinstance(widget, QComboBox):
        yield from (widget.itemText(i) for i in range(widget.count()))
    elif isinstance(widget, QListWidget):
        yield from (widget.item(i).text() for i in range(widget.count()))
    elif isinstance(widget, QTreeWidget):
        for i in range(widget.topLevelItemCount()):
            yield from _tree(widget.topLevelItem(i))
    elif isinstance(widget, QTableWidget):
        for r in range(widget.rowCount()):
            for c in range(widget.columnCount()):
                item = widget.item(r, c)
                if item is not None:
                    yield item.text()
    elif hasattr(widget, "text") and callable(widget.text):  # the phase bar's prompt
        text = widget.text()
        if isinstance(text, str):
            yield text


def shown_texts(window: QWidget) -> list[str]:
    """The texts of `window` and its visible widgets (a widget under another, such as the
    table under the hot-seat curtain, counts: the curtain is checked by what it covers)."""
    out = [window.windowTitle()]
    for widget in [window, *window.findChildren(QWidget)]:
        if widget.isVisibleTo(window) or widget is window:
            out.extend(_own(widget))
    if isinstance(window, QMainWindow):
        out.append(window.statusBar().currentMessage())
        for menu in window.menuBar().findChildren(QMenu):
            for action in menu.actions():
                out += [action.text(), action.toolTip(), action.statusTip()]
    scene: Any = getattr(window, "scene", None)
    if scene is not None and hasattr(scene, "cards"):
        state = scene.controller.game.state
        out += [state.cards[i].card.name for i in scene.cards if scene.visible(i)]
        out += [item.toolTip() for item in scene.items()]
    return [t for t in out if t]


def naming(texts: list[str], names: set[str]) -> list[tuple[str, str]]:
    """(name, text) for each name some text holds."""
    return [(name, text) for text in texts for name in names if name in text]

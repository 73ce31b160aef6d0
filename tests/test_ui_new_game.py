"""The New Game dialog: it remembers the last choices, names the decks by player, and tells
hot-seat players when the screen is handed over."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QDialogButtonBox, QFileDialog, QLabel, QPushButton

from playtester.resources import demo_decks
from playtester.ui.dialogs import NewGameDialog

HANDOVER = (
    "The screen is handed to the defender for guarding only when they can guard or intercept."
)


def _dialog(qtbot: Any) -> NewGameDialog:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def _label(dialog: NewGameDialog, index: int) -> str:
    label = dialog.form.labelForField(dialog.decks[index][0])
    assert isinstance(label, QLabel)
    return label.text()


def _ok(dialog: NewGameDialog) -> None:
    buttons = dialog.findChild(QDialogButtonBox)
    buttons.button(QDialogButtonBox.StandardButton.Ok).click()


def test_the_dialog_remembers_the_last_choices(
    qtbot: Any, monkeypatch: Any, tmp_path: Path
) -> None:
    own = tmp_path / "my-best-deck.txt"
    own.write_text(demo_decks("g")[0].read_text(encoding="utf-8"), encoding="utf-8")
    first = _dialog(qtbot)
    first.mode.setCurrentIndex(first.mode.findData("hotseat"))
    first.format.setCurrentIndex(first.format.findData("g"))
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(own), ""))
    browse = [b for b in first.findChildren(QPushButton) if b.text().startswith("Browse")]
    browse[1].click()
    first.names[0].setText("Ann")
    first.names[1].setText("Ben")
    _ok(first)
    chosen = first.result_value
    assert chosen is not None and chosen.decks[1] == own

    again = _dialog(qtbot)
    assert again.mode.currentData() == "hotseat" and again.format.currentData() == "g"
    assert [n.text() for n in again.names] == ["Ann", "Ben"]
    assert again.decks[0][1].currentData() == str(chosen.decks[0])
    assert again.decks[1][1].currentData() == str(own)
    assert again.decks[1][1].currentText() == "My Best Deck"


def test_decks_are_labelled_by_player(qtbot: Any) -> None:
    dialog = _dialog(qtbot)
    dialog.mode.setCurrentIndex(dialog.mode.findData("hotseat"))
    assert [_label(dialog, 0), _label(dialog, 1)] == ["Player 1's deck", "Player 2's deck"]
    dialog.names[0].setText("Ann")
    dialog.names[1].setText("Ben")
    assert [_label(dialog, 0), _label(dialog, 1)] == ["Ann's deck", "Ben's deck"]
    dialog.mode.setCurrentIndex(dialog.mode.findData("goldfish"))
    assert [_label(dialog, 0), _label(dialog, 1)] == ["Ann's deck", "Goldfish's deck"]
    assert not dialog.names[1].isVisibleTo(dialog)  # the goldfish needs no name


def test_a_player_name_with_markup_is_shown_as_it_was_typed(qtbot: Any) -> None:
    """A name is shown as text: "<b>Eve</b>'s deck", never a bold Eve (nor a picture)."""
    from PySide6.QtCore import Qt

    dialog = _dialog(qtbot)
    dialog.mode.setCurrentIndex(dialog.mode.findData("hotseat"))
    for seat, name in enumerate(('<b>Eve</b><img src="x">', "<i>Ivy</i>")):
        dialog.names[seat].clear()
        qtbot.keyClicks(dialog.names[seat], name)
        label = dialog.form.labelForField(dialog.decks[seat][0])
        assert isinstance(label, QLabel) and label.text() == f"{name}'s deck"
        assert label.textFormat() == Qt.TextFormat.PlainText
    for label in dialog.findChildren(QLabel):
        assert label.textFormat() == Qt.TextFormat.PlainText, label.text()


def test_hot_seat_says_when_the_screen_is_handed_over(qtbot: Any) -> None:
    dialog = _dialog(qtbot)
    dialog.mode.setCurrentIndex(dialog.mode.findData("goldfish"))
    note = [x for x in dialog.findChildren(QLabel) if x.text() == HANDOVER]
    assert len(note) == 1 and not note[0].isVisibleTo(dialog)
    dialog.mode.setCurrentIndex(dialog.mode.findData("hotseat"))
    assert note[0].isVisibleTo(dialog)


def test_the_games_and_their_formats_come_from_the_registry(qtbot: Any) -> None:
    """Each registered game is offered by its name, with the formats it offers; the game
    chosen is the game dealt."""
    from playtester.engine import registry

    dialog = _dialog(qtbot)
    games = [dialog.game.itemData(i) for i in range(dialog.game.count())]
    assert games == registry.games(table=True)
    offered = {
        dialog.format.itemData(i): dialog.format.itemText(i) for i in range(dialog.format.count())
    }
    assert offered == dict(registry.hooks_for(games[0]).formats)
    assert offered["g"] == "G era (G zone, stride, G-Assist)"
    _ok(dialog)
    assert dialog.result_value is not None and dialog.result_value.game == games[0]

"""The New Game dialog: it remembers the last choices, names the decks by player, and tells
hot-seat players when the screen is handed over."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QApplication, QDialogButtonBox, QFileDialog, QLabel, QPushButton

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
    assert offered == dict(registry.words_for(games[0]).formats)
    assert offered["g"] == "G era (G zone, stride, G-Assist)"
    _ok(dialog)
    assert dialog.result_value is not None and dialog.result_value.game == games[0]


def test_after_a_wixoss_game_the_dialog_offers_wixoss_formats(qtbot: Any) -> None:
    """The last game was WIXOSS: the dialog reopens on WIXOSS with its own formats (not
    Vanguard's), its own demo decks, and OK deals a WIXOSS game."""
    from playtester.engine import registry

    first = _dialog(qtbot)
    first.game.setCurrentIndex(first.game.findData("wixoss"))
    _ok(first)
    assert first.result_value is not None and first.result_value.game == "wixoss"

    again = _dialog(qtbot)
    assert again.game.currentData() == "wixoss"
    offered = [again.format.itemData(i) for i in range(again.format.count())]
    assert offered == list(registry.words_for("wixoss").formats)
    wixoss_decks = {str(p) for p in demo_decks(str(again.format.currentData()), "wixoss")}
    assert {str(combo.currentData()) for _, combo in again.decks} <= wixoss_decks
    _ok(again)
    chosen = again.result_value
    assert chosen is not None and chosen.game == "wixoss" and chosen.format in offered


def test_the_dialog_keeps_its_size_when_the_mode_or_the_game_changes(qtbot: Any) -> None:
    """Rows come and go with the mode, and texts change with the game: the dialog keeps one
    size all the while, large enough for everything it shows."""
    dialog = _dialog(qtbot)
    size = dialog.size()
    for game in ("wixoss", "vanguard", "wixoss"):
        dialog.game.setCurrentIndex(dialog.game.findData(game))
        for mode in ("hotseat", "goldfish", "hotseat"):
            dialog.mode.setCurrentIndex(dialog.mode.findData(mode))
            QApplication.processEvents()  # let any resize happen
            assert dialog.size() == size, (game, mode)
            hint = dialog.sizeHint()
            assert hint.width() <= size.width() and hint.height() <= size.height()


def _told(monkeypatch: Any) -> list[str]:
    from playtester.ui import messages

    told: list[str] = []
    monkeypatch.setattr(messages, "tell", lambda *args, **kw: told.append(args[2]))
    return told


def test_a_malformed_deck_is_said_when_chosen_and_the_dialog_stays_open(
    qtbot: Any, monkeypatch: Any, tmp_path: Path
) -> None:
    """Browsing to a deck list that cannot be played says why at once and keeps the seat's
    deck; a chosen file that went bad by OK is said too, and the dialog stays open with
    every choice kept."""
    told = _told(monkeypatch)
    broken = tmp_path / "broken.txt"
    broken.write_text("4 Blaster Blade\nthis line is not a card count\n", encoding="utf-8")
    dialog = _dialog(qtbot)
    combo = dialog.decks[0][1]
    before = combo.currentData()
    chosen = [str(broken)]
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (chosen[0], ""))
    browse = [b for b in dialog.findChildren(QPushButton) if b.text().startswith("Browse")]
    browse[0].click()
    assert len(told) == 1 and "cannot be played" in told[0] and "line 2" in told[0]
    assert combo.currentData() == before

    own = tmp_path / "mine.txt"
    own.write_text(Path(str(before)).read_text(encoding="utf-8"), encoding="utf-8")
    chosen[0] = str(own)
    browse[0].click()
    assert len(told) == 1 and combo.currentData() == str(own)
    own.write_text("nothing but words\n", encoding="utf-8")  # changed behind the dialog's back
    dialog.names[0].setText("Ann")
    _ok(dialog)
    assert len(told) == 2 and told[1].startswith("Ann's deck cannot be played")
    assert dialog.isVisible() and dialog.result_value is None
    assert combo.currentData() == str(own) and dialog.names[0].text() == "Ann"


def test_another_games_deck_is_said_in_the_tables_words(qtbot: Any, monkeypatch: Any) -> None:
    """A WIXOSS deck chosen for a Vanguard game: the dialog says to choose WIXOSS as the game,
    not a command-line option."""
    told = _told(monkeypatch)
    dialog = _dialog(qtbot)
    dialog.game.setCurrentIndex(dialog.game.findData("vanguard"))
    wixoss = demo_decks("diva", "wixoss")[0]
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(wixoss), ""))
    browse = [b for b in dialog.findChildren(QPushButton) if b.text().startswith("Browse")]
    browse[0].click()
    assert told and "(these are WIXOSS cards: choose WIXOSS as the game)" in told[0]
    assert "--game" not in told[0]


def test_file_dialogs_open_in_the_folder_last_used_for_their_kind(
    window: Any, qtbot: Any, monkeypatch: Any, tmp_path: Path
) -> None:
    """A deck list chosen in a folder: the next deck dialog opens there (New Game's and the
    statistics'), while Save Game still opens where games were saved last, the home folder
    the first time."""
    from playtester.ui.controller import TableController

    decks, games = tmp_path / "decks", tmp_path / "games"
    decks.mkdir()
    games.mkdir()
    own = decks / "mine.txt"
    own.write_text(demo_decks("standard")[0].read_text(encoding="utf-8"), encoding="utf-8")
    asked: list[str] = []

    def open_file(parent: Any, title: str, folder: str, *rest: Any) -> tuple[str, str]:
        asked.append(folder)
        return str(own), ""

    def save_file(parent: Any, title: str, proposed: str, *rest: Any) -> tuple[str, str]:
        asked.append(str(Path(proposed).parent))
        return str(games / "game.json"), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", open_file)
    monkeypatch.setattr(QFileDialog, "getSaveFileName", save_file)
    dialog = _dialog(qtbot)
    browse = [b for b in dialog.findChildren(QPushButton) if b.text().startswith("Browse")]
    browse[0].click()
    assert asked == [str(Path.home())] and dialog.decks[0][1].currentData() == str(own)
    browse[1].click()
    assert asked[-1] == str(decks)

    w = window(TableController.new_game(seed=3).game)
    w.games.save_game()
    assert asked[-1] == str(Path.home())  # games have a folder of their own
    w.games.save_game()
    assert asked[-1] == str(games)
    w.shortcuts["deck_stats"].trigger()
    stats = w.statistics
    assert stats is not None
    browse = [b for b in stats.findChildren(QPushButton) if b.text().startswith("Browse")]
    browse[0].click()
    assert asked[-1] == str(decks)
    stats.close()

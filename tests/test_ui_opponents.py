"""The opponent's level at the table: New Game and `playtester table --opponent` choose it, the
controller plays it (its moves applied and recorded like a person's, undone with the player's
step), and a saved or resumed game keeps it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QDialogButtonBox, QLabel

from playtester.cli import check_table, main
from playtester.engine import registry
from playtester.games.vanguard.state import vg
from playtester.games.wixoss.state import wx
from playtester.record.library import Library
from playtester.ui.controller import TableController
from playtester.ui.dialogs import NewGameDialog


def _their_actions(controller: TableController) -> list[str]:
    """The verbs of the actions the program's player (seat 2) took, as recorded."""
    out = []
    for step, auto in zip(controller.game.history, controller._auto, strict=True):
        if auto and step.action.verb not in ("next", "mulligan"):
            out.append(step.action.verb)
    return out


def _play_to_their_turn(controller: TableController) -> None:
    controller.act("mulligan")
    while vg(controller.game.state).active == 0 and controller.game.winner is None:
        controller.act("next")


def test_the_sparring_partner_plays_the_second_seat_when_chosen(qapp: Any) -> None:
    c = TableController.new_game(seed=9, opponent="sparring")
    assert c.game.state.names[1] == "Sparring partner"
    _play_to_their_turn(c)
    theirs = _their_actions(c)
    assert "attack" in theirs and "call" in theirs  # a goldfish never does either
    assert c.game.to_play == 0  # it played its turn and handed the game back
    # undo takes back the player's step with the whole turn the program played after it
    c.undo()
    assert vg(c.game.state).active == 0 and not _their_actions(c)[len(theirs) :]


def test_the_goldfish_is_still_the_default(qapp: Any) -> None:
    c = TableController.new_game(seed=9)
    assert c.opponent == "goldfish" and c.game.state.names[1] == "Goldfish"
    _play_to_their_turn(c)
    assert "attack" not in _their_actions(c)


def test_a_resumed_or_saved_game_keeps_its_opponent(qapp: Any, tmp_path: Path) -> None:
    library = Library()
    c = TableController.new_game(seed=9, opponent="sharp")
    c.record_to(library)
    c.act("mulligan")
    library.close()
    again = Library()
    (info,) = again.unfinished()
    assert TableController.resume(again.resume(info.id)).opponent == "sharp"
    c.save(tmp_path / "game.json")
    assert TableController.load(tmp_path / "game.json").opponent == "sharp"


def test_new_game_offers_the_games_levels(qtbot: Any) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    levels = [dialog.opponent.itemData(i) for i in range(dialog.opponent.count())]
    assert levels == list(registry.players_for(registry.games()[0]).opponents)
    assert levels[:3] == ["goldfish", "sparring", "sharp"]
    dialog.mode.setCurrentIndex(dialog.mode.findData("goldfish"))
    dialog.opponent.setCurrentIndex(dialog.opponent.findData("sparring"))
    label = dialog.form.labelForField(dialog.decks[1][0])
    assert isinstance(label, QLabel) and label.text() == "Sparring partner's deck"
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
    assert dialog.result_value is not None and dialog.result_value.opponent == "sparring"
    again = NewGameDialog()  # remembered for the next game
    qtbot.addWidget(again)
    assert again.opponent.currentData() == "sparring"
    again.mode.setCurrentIndex(again.mode.findData("hotseat"))
    assert not again.opponent.isVisibleTo(again)  # two people: no level to choose


def test_the_table_takes_an_opponent_on_the_command_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    assert check_table(["--opponent", "sharp"]) is None
    problem = check_table(["--opponent", "grandmaster"])
    assert problem == "--opponent grandmaster: the opponents are goldfish, sparring, sharp"
    assert "hot-seat" in str(check_table(["--mode", "hotseat", "--opponent", "sharp"]))
    from playtester.ui import app

    started: list[list[str]] = []
    monkeypatch.setattr(app, "run", lambda argv: started.append(argv) or 0)
    assert main(["table", "--opponent", "grandmaster"]) == 1
    assert "the opponents are" in capsys.readouterr().err and not started
    assert app.parse(["--opponent", "sparring"]).opponent == "sparring"


def test_a_wixoss_table_plays_the_sharp_player(qapp: Any) -> None:
    """At a WIXOSS table the sharp player plays the second seat: it plays SIGNI and attacks (a
    goldfish never attacks), its moves recorded as the program's; the command line takes the
    level for that game."""
    assert check_table(["--game", "wixoss", "--opponent", "sharp"]) is None
    c = TableController.new_game(seed=4, format="diva", game_name="wixoss", opponent="sharp")
    assert c.opponent == "sharp" and c.game.state.names[1] == "Sharp"
    for _ in range(3):  # three of my turns, passed: the sharp player gets its own turns
        if c.game.to_play == 0 and wx(c.game.state).phase == "setup":
            c.act("mulligan")
        while c.game.to_play == 0 and c.game.winner is None:
            c.act("next")
    theirs = _their_actions(c)
    assert "play" in theirs and "attack" in theirs and "grow" in theirs


def test_the_log_calls_a_game_against_the_program_a_solo_game(
    window: Any, monkeypatch: Any
) -> None:
    """A new game against the sparring partner starts its log as a solo game (it is no
    goldfish), and a hot-seat game as a hot-seat game."""

    def deal(level: str, mode: str) -> Any:
        def accept(dialog: NewGameDialog) -> bool:
            dialog.mode.setCurrentIndex(dialog.mode.findData(mode))
            dialog.opponent.setCurrentIndex(dialog.opponent.findData(level))
            dialog.names[0].setText("Ann")
            dialog.names[1].setText("Ben")
            dialog._accept()
            return dialog.result_value is not None

        return accept

    w = window(TableController.new_game(seed=3).game)
    for level, mode, start in (
        ("sparring", "goldfish", "Solo game: Ann against Sparring partner; "),
        ("goldfish", "goldfish", "Solo game: Ann against Goldfish; "),
        ("goldfish", "hotseat", "Hot-seat game: Ann against Ben; "),
    ):
        monkeypatch.setattr(NewGameDialog, "exec", deal(level, mode))
        w.shortcuts["new_game"].trigger()
        if w.controller.behind_curtain:
            w.curtain.button.click()
        shown = w.side.log.toPlainText()
        assert shown.startswith(start.strip()) and "Goldfish game" not in shown, shown

"""Deck > Statistics: the window plays the games in the background, its plots fill in as they
come, it shows the same figures as `playtester deck stats`, and exports its plots as PNG."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from playtester.cli import main
from playtester.resources import demo_decks
from playtester.ui import deckbox
from playtester.ui.controller import TableController
from playtester.ui.statistics import StatisticsWindow

DECKS = demo_decks("g")[:2]


def _window(qtbot: Any, games: int) -> StatisticsWindow:
    window = StatisticsWindow("vanguard", "g")
    qtbot.addWidget(window)
    window.show()
    for combo, path in zip(window.decks, DECKS, strict=True):
        window.choose(combo, path)
    window.games.setValue(games)
    window.seed.setValue(5)
    window.opponent.setCurrentIndex(window.opponent.findData("sparring"))
    return window


def test_the_window_shows_the_same_figures_as_the_command(
    qtbot: Any, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    window = _window(qtbot, 20)
    steps: list[int] = []
    assert window.start(processes=1)
    assert window.runner is not None
    window.runner.progressed.connect(lambda summary: steps.append(summary.games))
    qtbot.waitUntil(lambda: window.runner is None, timeout=60_000)
    assert steps == [10, 20]  # the plots were drawn after each chunk of ten games
    assert window.progress.value() == 20 and window.export_button.isEnabled()
    import pyqtgraph as pg

    plots = [item for item in window.plots.ci.items if isinstance(item, pg.PlotItem)]
    assert len(plots) == 6  # four measures, turns to win, the win rate as games came in
    same = ("--games", "20", "--seed", "5", "--opponent", "sparring", "--processes", "1")
    code = main(
        ["deck", "stats", str(DECKS[0]), "--against", str(DECKS[1]), "--format", "g", *same]
    )
    assert code == 0
    assert window.words.toPlainText() + "\n" == capsys.readouterr().out
    picture = tmp_path / "plots.png"
    assert window.export(picture)
    with Image.open(picture) as image:
        assert image.size[0] >= 760 and image.size[1] >= 420


def test_stop_keeps_the_figures_so_far(qtbot: Any) -> None:
    window = _window(qtbot, 400)
    assert window.start(processes=1)
    assert window.run_button.text() == "Stop"
    window.toggle()  # Stop, at once: the chunk under way is finished, and no other begun
    qtbot.waitUntil(lambda: window.runner is None, timeout=60_000)
    assert window.progress.value() == 10
    assert window.status.text().startswith("Stopped after 10 games. 10 of 400 games: won ")
    assert window.run_button.text() == "Run" and window.export_button.isEnabled()


def test_decks_that_cannot_be_played_are_said(qtbot: Any, monkeypatch: Any, tmp_path: Path) -> None:
    from playtester.ui import messages

    told: list[str] = []
    monkeypatch.setattr(
        messages, "tell", lambda parent, title, text, warning=False: told.append(text)
    )
    bad = tmp_path / "bad.txt"
    bad.write_text("4x No Such Card\n", encoding="utf-8")
    window = _window(qtbot, 20)
    window.choose(window.decks[0], bad)
    assert not window.start(processes=1)
    assert window.runner is None and 'unknown card "No Such Card"' in told[0]


def test_the_deck_menu_opens_it_for_the_game_on_the_table(window: Any) -> None:
    w = window(TableController.new_game(seed=2, format="premium").game)
    w.shortcuts["deck_stats"].trigger()
    stats = w.statistics
    assert isinstance(stats, StatisticsWindow) and stats.isVisible()
    assert stats.format.currentData() == "premium"
    w.shortcuts["deck_stats"].trigger()
    assert w.statistics is stats  # one window, brought to the front
    w.close()
    assert not stats.isVisible()


def test_a_wixoss_deck_has_its_statistics_at_the_table(
    window: Any, qtbot: Any, capsys: pytest.CaptureFixture[str]
) -> None:
    """Deck ▸ Statistics at a WIXOSS table offers WIXOSS's demo decks and levels, and shows the
    same figures as `deck stats --game wixoss`."""
    game = TableController.new_game(seed=2, format="diva", game_name="wixoss").game
    w = window(game)
    w.shortcuts["deck_stats"].trigger()
    stats = w.statistics
    assert isinstance(stats, StatisticsWindow)
    wixoss = demo_decks(game="wixoss")
    assert [stats.decks[0].itemData(i) for i in range(stats.decks[0].count())] == [
        str(p) for p in wixoss
    ]
    assert [stats.opponent.itemData(i) for i in range(stats.opponent.count())] == [
        "goldfish",
        "sparring",
        "sharp",
    ]
    stats.games.setValue(10)
    stats.seed.setValue(4)
    assert stats.start(processes=1)
    qtbot.waitUntil(lambda: stats.runner is None, timeout=60_000)
    text = stats.words.toPlainText()
    assert "Holds a SIGNI of the next level" in text and "Life Cloth crushed" in text
    same = ("--games", "10", "--seed", "4", "--opponent", "sparring", "--processes", "1")
    decks = (str(wixoss[0]), "--against", str(wixoss[1]))
    assert main(["deck", "stats", *decks, "--game", "wixoss", *same]) == 0
    assert text + "\n" == capsys.readouterr().out
    w.close()


def test_the_window_follows_the_game_and_the_decks_on_the_table(
    window: Any, qtbot: Any, monkeypatch: Any, tmp_path: Path
) -> None:
    """Opened at a Vanguard table, then shown again after a new WIXOSS game: the window offers
    WIXOSS's formats and levels and the decks on the table, never the Vanguard decks it ran
    before; a deck of the other game is said in the table's words."""
    from playtester.ui import messages, settings
    from playtester.ui.dialogs import NewGameDialog

    w = window(TableController.new_game(seed=2, format="g").game)
    w.shortcuts["deck_stats"].trigger()
    stats = w.statistics
    assert isinstance(stats, StatisticsWindow) and stats.game == "vanguard"
    stats.choose(stats.decks[0], DECKS[1])
    settings.put("statistics/deck1", str(DECKS[1]))  # as after a run (the old key)
    settings.put("statistics/vanguard/deck1", str(DECKS[1]))
    stats.close()

    mine = tmp_path / "my-wixoss.txt"
    mine.write_text(demo_decks(game="wixoss")[1].read_text(encoding="utf-8"), encoding="utf-8")

    def deal_wixoss(dialog: NewGameDialog) -> bool:
        dialog.game.setCurrentIndex(dialog.game.findData("wixoss"))
        deckbox.choose(dialog.decks[0][1], mine)
        dialog._accept()
        return dialog.result_value is not None

    monkeypatch.setattr(NewGameDialog, "exec", deal_wixoss)
    w.shortcuts["new_game"].trigger()
    assert w.controller.game.state.game == "wixoss"
    w.shortcuts["deck_stats"].trigger()
    assert w.statistics is stats and stats.isVisible() and stats.game == "wixoss"
    formats = [stats.format.itemData(i) for i in range(stats.format.count())]
    assert formats == ["diva"]
    assert stats.opponent.findData("sparring") >= 0
    assert stats.decks[0].currentData() == str(mine)
    assert stats.decks[1].currentData() == str(demo_decks(game="wixoss")[1])
    offered = {stats.decks[0].itemData(i) for i in range(stats.decks[0].count())}
    assert not offered & {str(p) for p in demo_decks("g") + demo_decks("standard")}

    told: list[str] = []
    monkeypatch.setattr(messages, "tell", lambda *args, **kw: told.append(args[2]))
    stats.choose(stats.decks[1], DECKS[0])
    assert not stats.start(processes=1)
    title = "Cardfight!! Vanguard"
    assert f"(these are {title} cards: choose {title} as the game)" in told[0]
    assert "--game" not in told[0]
    w.close()


def test_the_plots_colours_mean_what_the_legend_says(qtbot: Any) -> None:
    """Each colour drawn is one of the legend's, and means what it says there: bars split by
    seat are going first and going second; plots of all games (per game, turns to win, the
    win rate and its interval) are in the legend's colour for all games."""
    import re

    import pyqtgraph as pg
    from PySide6.QtGui import QColor

    window = _window(qtbot, 10)
    assert window.start(processes=1)
    qtbot.waitUntil(lambda: window.runner is None, timeout=60_000)
    labels = [i for i in window.plots.ci.items if isinstance(i, pg.LabelItem)]
    legend = {
        QColor(colour).name(): words.strip()
        for text in (label.text for label in labels)
        for colour, words in re.findall(r"color:\s*(#\w+)'>\u25a0</span>\s*([^&<]+)", text)
    }
    assert set(legend.values()) >= {"going first", "going second", "all games"}

    def meaning(colour: Any) -> str:
        return legend.get(pg.mkColor(colour).name(), f"not in the legend: {colour}")

    plots = [i for i in window.plots.ci.items if isinstance(i, pg.PlotItem)]
    assert len(plots) == 6
    for plot in plots:
        title = plot.titleLabel.text
        drawn: list[str] = []
        for item in plot.items:
            if isinstance(item, pg.BarGraphItem):
                xs = list(item.opts["x"])
                seat = {"going first"} if xs and xs[0] % 1 > 0.5 else {"going second"}
                split = xs and xs[0] % 1 != 0
                expected = seat if split else {"all games"}
                assert {meaning(item.opts["brush"])} == expected, title
                drawn.append("bars")
            elif isinstance(item, pg.PlotCurveItem | pg.PlotDataItem):
                pen = item.opts["pen"]
                assert meaning(pg.mkPen(pen).color()) == "all games", title
                drawn.append("curve")
            elif isinstance(item, pg.FillBetweenItem):
                assert meaning(item.brush().color()) == "all games", title
                drawn.append("fill")
        assert drawn, title

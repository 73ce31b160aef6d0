"""Deck > Statistics: the window plays the games in the background, its plots fill in as they
come, it shows the same figures as `playtester deck stats`, and exports its plots as PNG."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from playtester.cli import main
from playtester.resources import demo_decks
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

"""Deck ▸ Statistics: a deck's exact opening odds and the figures of simulated games, as plots
that fill in while the games are played, and the same report as `playtester deck stats`.

The plots are pyqtgraph's: made for Qt (its items live in a QGraphicsScene, so the window's
palette, export and offscreen grabs work as for any widget), quick enough to redraw after
every chunk of games, and pure Python on PyPI. QtCharts would need PySide6's add-ons, some
hundreds of megabytes more in the bundle. The games run in a process pool (`stats.simulate`)
driven from a thread, so the window stays live."""

from __future__ import annotations

import copy
from collections.abc import Sequence
from html import escape
from pathlib import Path
from typing import Any

import pyqtgraph as pg
from PySide6.QtCore import Qt, QThread, QTimer, Signal
from PySide6.QtGui import QFont, QFontDatabase, QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QSpinBox,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from playtester.cards.decklist import read_deck_file
from playtester.cards.trial import table_words
from playtester.engine import DeckError
from playtester.engine.figures import Opening
from playtester.engine.registry import players_for, words_for
from playtester.resources import deck_title
from playtester.stats import report, simulate
from playtester.stats.exact import GoalOdds, odds
from playtester.stats.summary import Summary
from playtester.ui import deckbox, files, messages, settings
from playtester.ui.files import DECK_FILES

FIRST_COLOUR, SECOND_COLOUR = "#d6a03c", "#4f8fd6"  # going first, going second
ALL_COLOUR = "#5fa36a"  # all games, whoever went first (per game, turns to win, the win rate)
BAR = 0.36  # a bar's width, in turns


class Runner(QThread):
    """Plays a plan's games in the background; each running summary comes back as a copy."""

    progressed = Signal(object)  # a Summary
    failed = Signal(str)

    def __init__(self, plan: simulate.Plan, processes: int | None = None) -> None:
        super().__init__()
        self.plan = plan
        self.processes = processes

    def run(self) -> None:
        games = simulate.run(self.plan, self.processes)
        try:
            for summary in games:
                self.progressed.emit(copy.deepcopy(summary))
                if self.isInterruptionRequested():
                    break
        except Exception as exc:  # a worker that died: said in the window, not lost
            self.failed.emit(str(exc) or type(exc).__name__)
        finally:
            games.close()  # the games not begun are cancelled, the pool shut down


class Plots(pg.GraphicsLayoutWidget):
    """One plot per measure of the game, turns to win, and the win rate as games come in."""

    def __init__(self, palette: QPalette) -> None:
        super().__init__()
        self.setBackground(palette.color(QPalette.ColorRole.Base))
        self.ink = palette.color(QPalette.ColorRole.Text)
        self.setMinimumSize(760, 420)

    def draw(self, doc: dict[str, Any], history: list[tuple[int, float, float, float]]) -> None:
        """Draw the report document (and the win rate after each chunk so far), under a
        heading and a legend, so that an exported picture says what it shows."""
        self.clear()
        win = doc["win_rate"]
        heading = (
            f"<b>{escape(doc['your_deck'])}</b> against <b>{escape(doc['against'])}</b> \u00b7 "
            f"{escape(doc['format'])} \u00b7 {doc['games']:,} games (seed {doc['seed']}) "
            f"\u00b7 won {win['rate']:.1%} ({win['low']:.1%} to {win['high']:.1%})"
        )
        legend = (
            f"<span style='color:{FIRST_COLOUR}'>\u25a0</span> going first &nbsp; "
            f"<span style='color:{SECOND_COLOUR}'>\u25a0</span> going second &nbsp; "
            f"<span style='color:{ALL_COLOUR}'>\u25a0</span> all games &nbsp; "
            "\u25ac exact odds (hypergeometric) &nbsp; shaded: the win rate's 95% interval"
        )
        columns = 3
        for row, text in enumerate((heading, legend)):
            self.addLabel(text, row=row, col=0, colspan=columns, color=self.ink, size="10pt")
        plots = [self._measure(m, doc["exact"]["goals"]) for m in doc["measures"]]
        plots.append(self._turns_to_win(doc["turns_to_win"]))
        plots.append(self._win_rate(history))
        for index, plot in enumerate(plots):
            self.addItem(plot, row=2 + index // columns, col=index % columns)

    def _plot(self, title: str, left: str) -> pg.PlotItem:
        plot = pg.PlotItem()
        plot.setTitle(title, color=self.ink, size="10pt")
        plot.setLabel("left", left)
        plot.showGrid(y=True, alpha=0.2)
        plot.setMenuEnabled(False)
        plot.setMouseEnabled(False, False)
        plot.hideButtons()
        for name in ("left", "bottom"):
            plot.getAxis(name).setTextPen(self.ink)
            plot.getAxis(name).setPen(self.ink)
        return plot

    def _measure(self, measure: dict[str, Any], goals: list[dict[str, Any]]) -> pg.PlotItem:
        if measure["per"] == "game":
            plot = self._plot(measure["title"], "per game")
            kinds = list(measure["kinds"].items())
            xs = list(range(len(kinds)))
            heights = [value for _, value in kinds]
            plot.addItem(pg.BarGraphItem(x=xs, height=heights, width=0.6, brush=ALL_COLOUR))
            plot.getAxis("bottom").setTicks([[(x, kind) for x, (kind, _) in enumerate(kinds)]])
            return plot
        rate = measure["rate"]
        plot = self._plot(measure["title"], "% of games" if rate else "mean a game")
        scale = 100.0 if rate else 1.0
        for shift, (name, colour) in (
            (-BAR / 2, ("first", FIRST_COLOUR)),
            (BAR / 2, ("second", SECOND_COLOUR)),
        ):
            cells = [c for c in measure[name] if c["value"] is not None]
            bars = pg.BarGraphItem(
                x=[c["turn"] + shift for c in cells],
                height=[c["value"] * scale for c in cells],
                width=BAR,
                brush=colour,
            )
            plot.addItem(bars)
        if measure["exact"]:  # the exact odds: a mark where each bar should reach
            marks = pg.ScatterPlotItem(
                x=[t + shift for shift in (-BAR / 2, BAR / 2) for t in range(1, len(goals) + 1)],
                y=[g[measure["exact"]][name] * 100 for name in ("first", "second") for g in goals],
                symbol="_",
                size=32,
                pen=pg.mkPen(self.ink, width=2),
                brush=pg.mkBrush(self.ink),
            )
            plot.addItem(marks)
        if rate:
            plot.setYRange(0, 100, padding=0.02)
        turns = range(1, len(measure["first"]) + 1)
        plot.getAxis("bottom").setTicks([[(t, f"turn {t}") for t in turns]])
        return plot

    def _turns_to_win(self, wins: dict[str, int]) -> pg.PlotItem:
        plot = self._plot("Turns to win", "% of games won")
        total = sum(wins.values()) or 1
        xs = [int(t) for t in wins]
        plot.addItem(
            pg.BarGraphItem(
                x=xs,
                height=[n * 100 / total for n in wins.values()],
                width=0.6,
                brush=ALL_COLOUR,
            )
        )
        plot.getAxis("bottom").setTicks([[(x, str(x)) for x in xs]])
        plot.setLabel("bottom", "your own turns")
        return plot

    def _win_rate(self, history: list[tuple[int, float, float, float]]) -> pg.PlotItem:
        plot = self._plot("Win rate (95% interval)", "%")
        plot.setLabel("bottom", "games played")
        plot.setYRange(0, 100, padding=0.02)
        if history:
            games = [h[0] for h in history]
            colour = pg.mkColor(ALL_COLOUR)
            edge = pg.mkPen(colour.red(), colour.green(), colour.blue(), 120)
            low = pg.PlotCurveItem(games, [h[2] * 100 for h in history], pen=edge)
            high = pg.PlotCurveItem(games, [h[3] * 100 for h in history], pen=edge)
            plot.addItem(low)
            plot.addItem(high)
            shade = pg.mkBrush(colour.red(), colour.green(), colour.blue(), 80)
            plot.addItem(pg.FillBetweenItem(low, high, brush=shade))
            plot.plot(games, [h[1] * 100 for h in history], pen=pg.mkPen(ALL_COLOUR, width=2))
            plot.addLine(y=50, pen=pg.mkPen(self.ink, style=Qt.PenStyle.DotLine))
        return plot


def save_plots(
    doc: dict[str, Any], history: list[tuple[int, float, float, float]], path: Path
) -> bool:
    """The window's plots of a report, drawn off the screen and saved as a PNG picture (for
    `playtester deck stats --png`): False when the file cannot be written."""
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(["playtester", "-platform", "offscreen"])
    assert isinstance(app, QApplication)
    plots = Plots(app.palette())
    plots.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)
    plots.resize(1280, 720)
    plots.show()
    plots.draw(doc, history)
    app.processEvents()
    saved = plots.grab().save(str(path), "PNG")
    plots.close()
    return saved


class StatisticsWindow(QWidget):
    """The decks, the format, the opponent's level, how many games and the seed; Run and Stop;
    a progress bar; the plots; the report in words; Export PNG."""

    def __init__(
        self, game: str, format: str, parent: QWidget | None = None, decks: Sequence[Path] = ()
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle("Deck Statistics")
        self.game = game
        self.table_decks: tuple[Path, ...] = tuple(decks)  # the decks on the table, if known
        self.runner: Runner | None = None
        self.plan: simulate.Plan | None = None
        self.names: tuple[str, str] = ("", "")
        self.odds: list[GoalOdds] = []
        self.opening: Opening | None = None
        self.history: list[tuple[int, float, float, float]] = []
        self.latest: Summary | None = None
        self.redraw = QTimer(self)
        self.redraw.setSingleShot(True)
        self.redraw.setInterval(200)
        self.redraw.timeout.connect(self.draw)
        self.format = QComboBox()
        self.decks = [QComboBox(), QComboBox()]
        self.opponent = QComboBox()
        self._fill_game(format)
        self.games = QSpinBox()
        self.games.setRange(10, 1_000_000)
        self.games.setSingleStep(100)
        self.games.setGroupSeparatorShown(True)
        self.games.setValue(1000)
        self.seed = QSpinBox()
        self.seed.setRange(0, 2**31 - 1)
        self.seed.setValue(1)
        self.run_button = QPushButton("Run")
        self.run_button.clicked.connect(self.toggle)
        self.export_button = QPushButton("Export PNG\u2026")
        self.export_button.clicked.connect(self.export)
        self.export_button.setEnabled(False)
        self.progress = QProgressBar()
        self.status = QLabel("Choose a deck and press Run.")
        self.plots = Plots(self.palette())
        self.words = QPlainTextEdit()
        self.words.setReadOnly(True)
        fixed = QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont)
        fixed.setStyleHint(QFont.StyleHint.Monospace)
        self.words.setFont(fixed)
        self._layout()
        self.format.currentIndexChanged.connect(self._fill_decks)
        self._fill_decks()
        self.resize(1280, 900)

    def _layout(self) -> None:
        form = QFormLayout()
        for seat, (label, combo) in enumerate(
            zip(("Your deck", "Against"), self.decks, strict=True)
        ):
            row = QHBoxLayout()
            browse = QPushButton("Browse\u2026")
            browse.clicked.connect(lambda _=False, c=combo: self._browse(c))
            row.addWidget(combo, 1)
            row.addWidget(browse)
            combo.setProperty("seat", seat)
            form.addRow(label, row)
        form.addRow("Format", self.format)
        form.addRow("Opponent", self.opponent)
        numbers = QHBoxLayout()
        numbers.addWidget(QLabel("Games"))
        numbers.addWidget(self.games)
        numbers.addSpacing(16)
        numbers.addWidget(QLabel("Seed"))
        numbers.addWidget(self.seed)
        numbers.addStretch(1)
        numbers.addWidget(self.run_button)
        numbers.addWidget(self.export_button)
        form.addRow("", numbers)
        split = QSplitter()
        split.setOrientation(Qt.Orientation.Vertical)
        split.addWidget(self.plots)
        split.addWidget(self.words)
        split.setStretchFactor(0, 5)
        split.setStretchFactor(1, 2)
        column = QVBoxLayout(self)
        column.addLayout(form)
        column.addWidget(self.progress)
        column.addWidget(self.status)
        column.addWidget(split, 1)

    # -- the game and its decks -----------------------------------------------------------------

    def follow(self, game: str, format: str, decks: Sequence[Path] = ()) -> None:
        """Offer the game, the format and the decks on the table (`decks` empty: not known),
        when they changed since the window last followed them; a run under way is left be."""
        if self.runner is not None:
            return
        if (game, format, tuple(decks)) == (self.game, self._format, self.table_decks):
            return
        self.game, self.table_decks = game, tuple(decks)
        self.format.blockSignals(True)
        self._fill_game(format)
        self.format.blockSignals(False)
        self._fill_decks()

    def _fill_game(self, format: str) -> None:
        """The game's formats (`format` chosen) and the levels its opponents play at."""
        self._format = format
        self.format.clear()
        for name, offer in words_for(self.game).formats.items():
            self.format.addItem(offer, name)
        self.format.setCurrentIndex(max(0, self.format.findData(format)))
        self.opponent.clear()
        for name, level in players_for(self.game).opponents.items():
            self.opponent.addItem(f"{level.title}: {level.about}", name)
        pilot = simulate.default_pilot(self.game)
        self.opponent.setCurrentIndex(max(0, self.opponent.findData(pilot)))

    def _fill_decks(self) -> None:
        """The format's demo decks (a different one for each seat), then the decks on the
        table or, not knowing them, the last ones run in this game."""
        format = str(self.format.currentData())
        for seat, combo in enumerate(self.decks):
            deckbox.fill(combo, format, self.game, seat)
            if len(self.table_decks) == len(self.decks):
                chosen = self.table_decks[seat]
            else:
                chosen = Path(str(settings.get(f"statistics/{self.game}/deck{seat + 1}", "")))
            if chosen.name and chosen.is_file():
                self.choose(combo, chosen)

    def choose(self, combo: QComboBox, path: Path) -> None:
        """Select a deck list in a seat's list, adding it when it is the user's own file."""
        deckbox.choose(combo, path)

    def _browse(self, combo: QComboBox) -> None:
        path = files.open_file(self, "Choose a deck list", "decks", DECK_FILES)
        if path is not None:
            self.choose(combo, path)

    # -- running --------------------------------------------------------------------------------

    def toggle(self) -> None:
        if self.runner is not None:
            self.stop()
        else:
            self.start()

    def start(self, processes: int | None = None) -> bool:
        """Read the decks, work out the exact odds, and start the games (False: the decks
        could not be played, and the window said why)."""
        paths = [Path(str(combo.currentData())) for combo in self.decks]
        try:
            texts = [read_deck_file(path)[0] for path in paths]
            format = str(self.format.currentData())
            plan = simulate.Plan(
                self.game,
                format,
                texts[0],
                texts[1],
                self.games.value(),
                self.seed.value(),
                str(self.opponent.currentData()),
                simulate.default_pilot(self.game),
            )
            simulate.check(plan)
            opening = simulate.figures_for(self.game).opening(texts[0], format)
        except (OSError, DeckError) as exc:
            problems = (
                "\n".join(table_words(exc.problems)) if isinstance(exc, DeckError) else str(exc)
            )
            messages.tell(
                self,
                "Deck Statistics",
                f"These decks cannot be played:\n\n{problems}",
                warning=True,
            )
            return False
        for seat, path in enumerate(paths):
            settings.put(f"statistics/{self.game}/deck{seat + 1}", str(path))
        self.plan, self.names = plan, (deck_title(paths[0]), deck_title(paths[1]))
        self.odds, self.opening = odds(opening), opening
        self.history, self.latest = [], None
        self.progress.setRange(0, plan.games)
        self.progress.setValue(0)
        self.progress.setFormat(f"0 of {plan.games:,} games")
        self.status.setText(f"Playing {plan.games:,} games on every core\u2026")
        self.run_button.setText("Stop")
        self.export_button.setEnabled(False)
        self.runner = Runner(plan, processes)
        self.runner.progressed.connect(self.show_summary)
        self.runner.failed.connect(self._failed)
        self.runner.finished.connect(self._finished)
        self.runner.start()
        return True

    def stop(self) -> None:
        """Stop after the games under way (the figures so far stay)."""
        if self.runner is not None:
            self.runner.requestInterruption()
            self.status.setText("Stopping after the games under way\u2026")

    def show_summary(self, summary: Summary) -> None:
        """A running summary came: the progress and the win rate now, the plots and the words
        at the next redraw (at most five a second, however fast the games come)."""
        rate, low, high = summary.win_rate()
        self.history.append((summary.games, rate, low, high))
        self.latest = summary
        total = self.progress.maximum()
        self.progress.setValue(summary.games)
        self.progress.setFormat(f"{summary.games:,} of {total:,} games")
        self.status.setText(
            f"{summary.games:,} of {total:,} games: won {rate:.1%} "
            f"(95% interval {low:.1%} to {high:.1%})"
        )
        if not self.redraw.isActive():
            self.redraw.start()

    def draw(self) -> None:
        """Redraw the plots and the words from the latest summary."""
        summary = self.latest
        if summary is None or self.plan is None or self.opening is None:
            return
        doc = report.document(self.plan, self.names, self.opening, self.odds, summary)
        self.plots.draw(doc, self.history)
        self.words.setPlainText(report.text(doc))

    def _failed(self, problem: str) -> None:
        messages.tell(self, "Deck Statistics", f"The games stopped: {problem}", warning=True)

    def _finished(self) -> None:
        self.redraw.stop()
        self.draw()
        done = self.progress.value()
        if self.plan is not None and done < self.plan.games:
            self.status.setText(f"Stopped after {done:,} games. {self.status.text()}")
        self.runner = None
        self.run_button.setText("Run")
        self.export_button.setEnabled(done > 0)

    def export(self, path: Path | None = None) -> bool:
        """Save the plots as a PNG picture (asking where, unless `path` is given)."""
        if path is None:
            path = files.save_file(
                self, "Export the plots", "pictures", "deck-statistics.png", "PNG pictures (*.png)"
            )
            if path is None:
                return False
        if not self.plots.grab().save(str(path), "PNG"):
            messages.tell(self, "Deck Statistics", f"Could not write {path}", warning=True)
            return False
        return True

    def closeEvent(self, event: Any) -> None:
        """Closing stops the games, waiting for those under way."""
        if self.runner is not None:
            self.runner.requestInterruption()
            self.runner.wait()
        super().closeEvent(event)

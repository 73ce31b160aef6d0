"""The Game menu's work: start, open, save, record, watch and resume games on the table."""

from __future__ import annotations

import sqlite3
from contextlib import suppress
from pathlib import Path
from typing import TYPE_CHECKING, Any

from playtester.cards.decklist import MAX_DECK_CHARS
from playtester.cards.trial import table_words
from playtester.engine import DeckError
from playtester.files import read_at_most
from playtester.resources import deck_title
from playtester.ui import messages
from playtester.ui.controller import TableController, opponent_name
from playtester.ui.logbook import LogEntry

if TYPE_CHECKING:
    from playtester.ui.watching import Watching
    from playtester.ui.window import MainWindow


class GameKeeper:
    """Owns the recordings library (opened after the first paint) and hands new games to the
    window's table controller, recording each one while the library is open."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.library: Any = None  # a record.library.Library, once opened
        self.unrecorded = ""  # why games are not recorded in this window ("" : they are)

    @property
    def controller(self) -> TableController:
        return self.window.controller

    def _put_on_table(self, fresh: TableController, record: bool = True) -> None:
        """Replace the game on the table with `fresh`, recorded when the library is open."""
        if record and self.library is not None:
            fresh.record_to(self.library)
        self.window.side.clear_log()
        self.controller.replace(fresh)
        self.window.welcome()

    # -- games ----------------------------------------------------------------------------

    def new_game(self) -> None:
        from playtester.ui.dialogs import NewGameDialog

        dialog = NewGameDialog(self.window)
        if not dialog.exec() or dialog.result_value is None:
            return
        choice = dialog.result_value
        try:
            # a regular file of at most a deck list's size, in UTF-8 (as the table reads them)
            texts = [read_at_most(p, 4 * MAX_DECK_CHARS).decode("utf-8") for p in choice.decks]
            solo = choice.mode != "hotseat"
            second = opponent_name(choice.game, choice.opponent) if solo else choice.names[1]
            fresh = TableController.new_game(
                texts,
                choice.seed,
                choice.mode,
                choice.format,
                (choice.names[0], second),
                choice.game,
                choice.opponent,
            )
            fresh.meta["decks"] = [deck_title(p) for p in choice.decks]
            fresh.deck_files = tuple(choice.decks)
        except (OSError, UnicodeDecodeError) as exc:
            messages.tell(
                self.window, "New Game", f"Could not read the deck list: {exc}", warning=True
            )
            return
        except DeckError as exc:
            problems = "\n".join(table_words(exc.problems))
            messages.tell(
                self.window, "New Game", f"This deck cannot be played:\n\n{problems}", warning=True
            )
            return
        self._put_on_table(fresh)

    def put_practice(self, fresh: TableController) -> None:
        """Put a puzzle's or a lesson question's game on the table (not recorded: practice is
        retried at will)."""
        self._put_on_table(fresh, record=False)

    def open_game(self) -> None:
        from playtester.ui import files  # the file dialogs: read when first opened

        path = files.open_file(
            self.window, "Open a saved game", "games", "Saved games (*.json);;All files (*)"
        )
        if path is not None:
            self.load(path)

    def load(self, path: Path) -> None:
        from playtester.record.savegame import SaveFileError  # read when a game is opened

        try:
            loaded = TableController.load(path)
        except SaveFileError as exc:
            messages.tell(self.window, "Open Game", str(exc), warning=True)
            return
        self._put_on_table(loaded)

    def save_game(self) -> None:
        from playtester.ui import files  # the file dialogs: read when first opened

        path = files.save_file(
            self.window, "Save the game", "games", "game.json", "Saved games (*.json)"
        )
        if path is None:
            return
        try:
            self.controller.save(path)
        except OSError as exc:
            messages.tell(self.window, "Save Game", f"Could not save: {exc}", warning=True)
            return
        self.window.statusBar().showMessage(f"Saved to {path}", 5000)

    # -- recordings -----------------------------------------------------------------------

    def start_recording(self, offer_resume: bool = True) -> None:
        """Record the game on the table from now on (the table starts it once it is filled
        in); offer to resume a game that did not finish last time. Once the library is open
        (Recordings, chosen before, opens it), the game on the table is already recorded."""
        if self.unrecorded or self.library is not None:
            return
        try:
            self.library = self._open_library()
            earlier = self.unfinished()
            self.controller.record_to(self.library)
        except Exception as exc:  # whatever is wrong with the library, play goes on: unrecorded
            from playtester.ui.crash import write_log

            self.library = None
            write_log(f"recordings library: {exc!r}")
            self.play_unrecorded(f"Not recorded: {exc}")
            return
        if offer_resume and earlier and earlier[0].damaged:
            info = earlier[0]
            text = (
                f"{info.title} did not finish last time, but it cannot be resumed: recording"
                f" {info.id} in the recordings library is damaged ({info.damaged}). It stays in"
                " Recordings; this game is recorded."
            )
            messages.tell(self.window, "Resume", text, warning=True)
        elif offer_resume and earlier:
            info = earlier[0]
            question = (
                f"{info.title} did not finish (turn {info.turn}, step {info.ply}).\n\n"
                "Pick it up where it stopped?"
            )
            if messages.ask(self.window, "Resume", question, "Resume", "New Game"):
                self.resume(info.id)

    def _open_library(self) -> Any:
        """The data folder's recordings library. A damaged one is said, never emptied: the
        player may move it aside (kept, renamed) and start a new one, or play unrecorded."""
        from playtester.record.library import Library, LibraryDamaged, move_aside

        try:
            return Library()
        except LibraryDamaged as exc:
            question = (
                f"{exc}\n\nIt is kept as it is. Move it aside (renamed with today's date, nothing "
                "in it is lost) and start a new recordings library, or play without recording?"
            )
            title = "The recordings library is damaged"
            if not messages.ask(self.window, title, question, "Move It Aside", "Play Unrecorded"):
                raise
            from playtester.ui.crash import write_log

            moved = move_aside(exc.path)
            write_log(f"moved the damaged recordings library to {moved}: {exc.problem}")
            self.window.statusBar().showMessage(f"The damaged library is now {moved}.", 15000)
            return Library()

    def unfinished(self) -> list[Any]:
        """Recorded games that did not finish, newest first, except the one on the table and
        those where nothing was played."""
        current = self.controller.recording
        if self.library is None:
            return []
        return [
            i
            for i in self.library.unfinished()
            if i.played and (current is None or i.id != current.id)
        ]

    def play_unrecorded(self, why: str) -> None:
        """This window records nothing (another one keeps the recordings): say so for good."""
        self.unrecorded = why
        self.window.setWindowTitle("playtester (not recorded)")
        self.window.statusBar().showMessage(why)

    def leave(self) -> None:
        """The program is closing: a game is kept to resume next time, unless nothing was
        played in it."""
        recording = self.controller.recording
        if recording is not None and not recording.played():
            with suppress(sqlite3.Error):  # the library went away: an empty one stays, no harm
                recording.close()

    def resume_game(self) -> None:
        """Pick up the last game that did not finish."""
        earlier = self.unfinished()
        if not earlier:
            text = self.unrecorded or "There is no unfinished game to resume."
            messages.tell(self.window, "Resume", text)
            return
        self.resume(earlier[0].id)

    def resume(self, recording_id: int) -> None:
        """Put a recorded game back on the table; one whose rows are damaged is said."""
        from playtester.record.library import LibraryError

        assert self.library is not None
        try:
            recording = self.library.resume(recording_id)
        except LibraryError as exc:
            text = f"This game cannot be resumed: {exc}"
            messages.tell(self.window, "Resume", text, warning=True)
            return
        self._put_on_table(TableController.resume(recording), record=False)

    def show_recordings(self) -> None:
        from playtester.ui.recordings import RecordingsDialog

        if self.unrecorded:
            messages.tell(self.window, "Recordings", self.unrecorded)
            return
        if self.library is None:
            self.start_recording(offer_resume=False)
        if self.library is not None:
            dialog = RecordingsDialog(self.library, self.watch, self.resume, self.window)
            dialog.practise = self.practise
            dialog.exec()

    def practise(self, recording_id: int) -> None:
        """Find the move: practise a recording's marked steps at the table."""
        from playtester.ui.practice import practise

        assert self.library is not None
        recording = self.library.open(recording_id)
        if self._watching(recording) is None:
            message = "The screen is being handed over: practise once you are at it."
            self.window.statusBar().showMessage(message, 5000)
            return
        practise(self.window, recording)

    def watch_this_game(self) -> None:
        rec = self.controller.recording
        if rec is None:
            self.window.statusBar().showMessage("This game is not recorded.", 5000)
            return
        self.watch(rec.id)

    def watch(self, recording_id: int) -> None:
        """Open the replay viewer on a recording (the live one too: it shows what is stored),
        with the views its game's secrets allow (ui/watching.py)."""
        from playtester.ui.replay import ReplayWindow

        assert self.library is not None
        live = self.controller.recording
        recording = live if live is not None and live.id == recording_id else None
        if recording is None:
            recording = self.library.open(recording_id)
        how = self._watching(recording)
        if how is None:
            message = "The screen is being handed over: watch the game once you are at it."
            self.window.statusBar().showMessage(message, 5000)
            return
        viewer = ReplayWindow(recording, self.window.pixmaps, self.play_from, how)
        self.window.viewers.append(viewer)
        viewer.show()

    def _watching(self, recording: Any) -> Watching | None:
        """How a recording may be watched now (None: not while the curtain is down)."""
        from playtester.ui.watching import watching  # read when a recording is first watched

        winner = None
        if recording is not self.controller.recording:  # its result as stored
            info = next((i for i in self.library.recordings() if i.id == recording.id), None)
            winner = info.winner if info is not None else None
        return watching(recording, self.controller, winner)

    def follow_watchers(self) -> None:
        """The live game changed: a replay of it shows the views its secrets now allow (a
        hot-seat game taken back from its end is watched as the seat at the screen sees it)."""
        from playtester.ui.replay import ReplayWindow

        live = self.controller.recording
        for viewer in self.window.viewers:
            if isinstance(viewer, ReplayWindow) and live is not None and viewer.recording is live:
                how = self._watching(live)
                if how is None:
                    viewer.close()
                elif how != viewer.watching:
                    viewer.offer(how)

    def play_from(self, recording: Any, node: int) -> None:
        """Play on from a step of a recording: new actions are kept as a variation."""
        recording.play_from(node)
        self._put_on_table(TableController.resume(recording), record=False)
        self.window.raise_()
        self.window.activateWindow()

    # -- drawings on the live table -------------------------------------------------------

    def show_drawings(self) -> None:
        rec = self.controller.recording
        self.window.scene.show_drawings(rec.notes.get(rec.cursor) if rec is not None else None)

    def _place(self, target: Any) -> str:
        """A drawing's end in words, as the player at the screen may see it."""
        from playtester.record.printer import describe_target

        c = self.controller
        return describe_target(target, list(c.game.state.names), c.game, c.viewer)

    def sketched(self, src: Any, dst: Any, colour: str) -> None:
        """A right-drag on the live table: an arrow kept with this step of the recording."""
        rec = self.controller.recording
        if rec is None:
            message = "Drawings are kept with recorded games only."
            self.window.statusBar().showMessage(message, 5000)
            return
        if dst is None:
            rec.notes.circle(rec.cursor, src, colour)
        else:
            rec.notes.arrow(rec.cursor, src, dst, colour)
            self.controller.log.add(
                LogEntry.plain(f"{colour} arrow from {self._place(src)} to {self._place(dst)}")
            )
            self.window.show_log()
        self.show_drawings()

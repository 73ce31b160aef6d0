"""The table's controller: owns the game, turns requests into engine actions according to the
assist level, plays the goldfish, and tells the views what changed. No widgets here."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from playtester.cards import library
from playtester.cards.schema import CardDatabaseError
from playtester.engine import Action, Game, IllegalAction, Verdict
from playtester.engine.events import SAID, CardRef, Event, Note
from playtester.engine.hooks import GameTable
from playtester.engine.registry import games, parts_for, players_for, rules_for
from playtester.engine.table import Choice
from playtester.resources import demo_decks
from playtester.ui.logbook import Logbook

MODES = ("goldfish", "hotseat")
MODE_NAMES = {"goldfish": "Goldfish", "hotseat": "Hot-seat"}

if TYPE_CHECKING:  # the recordings library: read once the window is there (ui/starting.py)
    from playtester.record.library import Library
    from playtester.record.recording import Recording

Confirm = Callable[[Action, Verdict], bool]


def opponent_name(game: str, level: str) -> str:
    """The name the program's player goes by at the table: its level's ("Goldfish")."""
    levels = players_for(game).opponents
    return levels.get(level, next(iter(levels.values()))).title


class TableController(QObject):
    """Everything the table can do to a game, as methods; views listen to the signals."""

    read_only = False  # a replay: gestures change nothing
    reveal_all = False  # show every card's face (a replay seen from above the table)

    changed = Signal()  # the game changed: redraw from its state
    applied = Signal(object)  # the events of one action, before `changed` (for animations)
    message = Signal(str)  # a line for the status bar
    log_changed = Signal(bool)  # the log changed: True when one entry was added at its end
    curtain = Signal(str)  # hot-seat: hide everything until this player is at the screen

    def __init__(
        self, game: Game, mode: str = "goldfish", assist: str = "assist", opponent: str = ""
    ) -> None:
        super().__init__()
        self.game = game
        self.mode = mode
        self.assist = assist
        levels = list(self.parts.players.opponents)
        # the level the program plays the second seat at in a solo game (the game's first, its
        # goldfish, unless another is chosen)
        self.opponent = opponent if opponent in levels else levels[0]
        self.confirm: Confirm = lambda action, verdict: True
        # who looks at the screen: hot-seat games start behind the curtain
        self.viewer: int | None = 0 if mode == "goldfish" else None
        self.start = game.start_position()
        self._auto: list[bool] = [False] * len(game.history)  # per history step: goldfish's?
        self._auto_future: list[bool] = [False] * len(game.future)
        self.meta: dict[str, Any] = {}
        self.deck_files: tuple[Path, ...] = ()  # the decks' files, when New Game dealt them
        self.optional_stops: set[str] = set()  # the games whose optional stop is on (Settings)
        self.recording: Recording | None = None  # where every step is stored as it happens
        # a puzzle's opponent, which answers instead of the level's; `seat`: the player at the
        # screen in a solo game (a puzzle may be solved from either side)
        self.program: Callable[[Game], Action] | None = None
        self.seat = 0
        self.answers = True  # False: no one answers for the other seat (a lesson's question)
        self.log = Logbook()
        self.log.replay(game)

    # -- games --------------------------------------------------------------------------------

    @classmethod
    def new_game(
        cls,
        decks: list[str] | None = None,
        seed: int | None = None,
        mode: str = "goldfish",
        format: str | None = None,
        names: tuple[str, str] | None = None,
        game_name: str | None = None,
        opponent: str = "",
    ) -> TableController:
        """A new game (`game_name` None: the first game registered; `format` None: its first
        format) from two deck lists (None: the format's first two demo decks), the program's
        player (`opponent`: its level; "" the goldfish) played up to the first human choice."""
        game_name = game_name or games(table=True)[0]
        format = format or rules_for(game_name).formats[0]
        texts = decks or [p.read_text(encoding="utf-8") for p in demo_decks(format, game_name)[:2]]
        if names is None:
            second = opponent_name(game_name, opponent)
            names = ("Player", second) if mode == "goldfish" else ("Player 1", "Player 2")
        game = Game.new(game_name, format=format, decks=texts, seed=seed, names=names)
        controller = cls(game, mode, opponent=opponent)
        controller.autoplay()
        return controller

    def record_to(self, library: Library) -> None:
        """Record this game, from its start, in the session library: from now on every action,
        undo and redo is stored as it happens (the recording's game is this very game)."""
        meta = {**self.meta, "mode": self.mode}  # with the decks' names, when known
        if self.mode == "goldfish":
            meta["opponent"] = self.opponent
        self.recording = library.start(self.game, meta, auto=self._auto)

    @classmethod
    def resume(cls, recording: Recording) -> TableController:
        """Pick up a recorded game where it stopped (after a crash, or the next day)."""
        mode = recording.meta.get("mode")
        opponent = str(recording.meta.get("opponent", ""))
        controller = cls(recording.game, mode if mode in MODES else "goldfish", opponent=opponent)
        controller._auto, controller._auto_future = recording.auto_flags()
        controller.recording = recording
        controller.autoplay()  # the program may have stopped before the goldfish's reply
        return controller

    def replace(self, other: TableController) -> None:
        """Take over another controller's game (after New Game or Open); the game that leaves
        the table is no longer offered to resume."""
        if self.recording is not None and self.recording is not other.recording:
            self.recording.close()
        self.recording = other.recording
        self.game, self.mode, self.start = other.game, other.mode, other.start
        self.opponent = other.opponent
        self._auto, self._auto_future = other._auto, other._auto_future
        self.meta, self.deck_files = other.meta, other.deck_files
        self.viewer = other.viewer
        self.program, self.seat, self.answers = other.program, other.seat, other.answers
        self.log = other.log
        self.log_changed.emit(False)
        self.changed.emit()
        if self.viewer is None:
            self.curtain.emit(self.game.state.names[self.game.to_play])

    @property
    def humans(self) -> tuple[int, ...]:
        return (self.seat,) if self.mode == "goldfish" else (0, 1)

    def save(self, path: Path | str) -> None:
        from playtester.record import savegame  # read when a game is first saved or opened

        savegame.save(self.game, path, self.start, mode=self.mode, opponent=self.opponent)

    @classmethod
    def load(cls, path: Path | str) -> TableController:
        from playtester.record import savegame

        game, meta = savegame.load(path)
        mode = meta.get("mode") if meta.get("mode") in MODES else "goldfish"
        controller = cls(game, str(mode), opponent=str(meta.get("opponent", "")))
        controller.meta = meta
        return controller

    # -- asking -------------------------------------------------------------------------------

    @property
    def parts(self) -> GameTable:
        """What the table needs from the game on it, part by part (its tabletop, gestures,
        menus, words...)."""
        return parts_for(self.game.state.game)

    def check(self, action: Action | str) -> Verdict:
        return self.game.check(action)

    def drop_targets(self, card_id: int, zones: list[str]) -> dict[str, tuple[Action, Verdict]]:
        """For each zone of the card's owner: the action a drop there means and its verdict."""
        actor = self.actor
        out = {}
        for zone in zones:
            action = self.parts.gestures.drop_action(self.game.state, actor, card_id, zone)
            if action is not None:
                out[zone] = (action, self.judge(action))
        return out

    def judge(self, action: Action) -> Verdict:
        """The verdict on a gesture. An action still to be completed by a choice (a stride's
        discards are picked after the drop) is judged by whether the choice can end legally."""
        choice = self.choice_for(action)
        return choice.verdict if choice is not None else self.game.check(action)

    def choice_for(self, action: Action) -> Choice | None:
        """The choice the game asks for before this action (None: do it as it is)."""
        return self.parts.choices.choice_for(self.game, self.actor, action)

    @property
    def actor(self) -> int:
        """Who acts for gestures at the screen: the player to play if human, else the viewer."""
        to_play = self.game.to_play
        if to_play in self.humans:
            return to_play
        return self.viewer if self.viewer is not None else self.humans[0]

    # -- acting -------------------------------------------------------------------------------

    def act(self, action: Action | str, force: bool = False) -> bool:
        """Do an action as the assist level says: legal ones always; illegal ones bounce
        (strict, unless `force`), are confirmed once (assist), or just happen (free)."""
        parsed = action if isinstance(action, Action) else Action.parse(action)
        if self._handed_over():
            return False
        if parsed.player is None and self.game.to_play != self.actor:
            parsed = replace(parsed, player=self.actor)  # columns still those of the text
        verdict = self.game.check(parsed)
        if not verdict.possible:
            self.message.emit(verdict.reason)
            return False
        override = False
        if not verdict.legal:
            if self.assist == "strict" and not force:
                self.message.emit(f"{verdict.reason} (hold Alt to do it anyway)")
                return False
            if self.assist == "assist" and not force and not self.confirm(parsed, verdict):
                self.message.emit(verdict.reason)
                return False
            override = True
        self._apply(parsed, override, auto=False)
        self.autoplay()
        self._after_change()
        return True

    def _apply(self, action: Action, override: bool, auto: bool) -> list[Event]:
        who = self.game.to_play if action.player is None else action.player
        events = self.game.apply(action, override=override)
        self._record("record", self.game.history[-1], who, auto)
        self._auto.append(auto)
        self._auto_future.clear()
        self.applied.emit(events)
        if not auto:  # the program's player guesses to get on; only a person's word is kept
            self._keep_answers(events)
        self.log.step(self.game, who, action, events, override)
        self.log_changed.emit(True)
        return events

    def _keep_answers(self, events: list[Event]) -> None:
        """Keep in the user's library what a player said that a card's data did not (a
        trigger's kind): every later game and import of that printing has it."""
        for event in events:
            if isinstance(event, Note) and event.what == SAID:
                ref, field, value = event.args
                assert isinstance(ref, CardRef)
                card = self.game.state.cards[ref.id].card
                try:
                    library.remember(card, str(field), value)
                except CardDatabaseError as exc:
                    self.message.emit(f"the answer is not kept: {exc}")

    def _record(self, what: str, step: Any = None, who: int = 0, auto: bool = False) -> None:
        """Tell the recording what happened; if it cannot follow (the disk is full), the game
        goes on unrecorded rather than stopping."""
        if self.recording is None:
            return
        from playtester.record.recording import RecordingError

        try:
            if what == "record":
                self.recording.record(step, actor=who, auto=auto)
            elif what == "undo":
                self.recording.undo()
            else:
                self.recording.redo()
        except (RecordingError, sqlite3.Error, OSError) as exc:
            from playtester.ui.crash import write_log

            self.recording = None
            self.message.emit(f"recording stopped: {exc}")
            write_log(f"recording stopped: {exc!r}")

    @property
    def behind_curtain(self) -> bool:
        """Hot-seat: the screen is being handed over; no one may act until the next player
        says they are ready."""
        return self.mode == "hotseat" and self.viewer is None

    def autoplay(self) -> None:
        """Let the program's player (at the chosen level) take its turns and choices until a
        human has to act, each move applied and recorded like a person's; in hot-seat,
        pass a guard step for a defender who visibly has nothing to guard or intercept with (no
        card in hand), rather than hand them the screen for nothing (a forced move, undone with
        the attack); against the program, pass the player's steps that hold nothing for them
        in its turn (a guard step without a guardian, WIXOSS's defense step)."""
        guard = 0
        while self.answers and self.game.winner is None and guard < 500:
            if self.game.to_play not in self.humans:
                program = self.program or self.parts.players.opponents[self.opponent].play
                action = program(self.game)
            elif self._nothing_to_decide():
                action = Action("next")
            else:
                break
            self._apply(action, override=False, auto=True)
            guard += 1

    def _nothing_to_decide(self) -> bool:
        """A forced step of the player not at the screen (hot-seat), or of the player against
        the program, in its turn (WIXOSS's defense step); the game's optional stop counts only
        when it is on, and never against a level that does not attack. In hot-seat only what
        the player at the screen may know forces it: a step passed by itself because of the
        other's hidden cards would tell them what those are not."""
        if self.mode != "goldfish" and self.game.to_play == self.viewer:
            return False
        stop = self.game.state.game in self.optional_stops and (
            self.mode == "hotseat" or self.parts.players.opponents[self.opponent].attacks
        )
        return self.parts.gestures.nothing_to_decide(self.game, stop, public=self.mode == "hotseat")

    def _hand_over(self) -> None:
        """Hot-seat: when someone else must act now, the curtain comes down for them."""
        if self.mode == "hotseat" and self.game.winner is None:
            to_play = self.game.to_play
            if to_play != self.viewer:
                self.viewer = None
                self.curtain.emit(self.game.state.names[to_play])

    def _after_change(self) -> None:
        self._hand_over()
        if self.game.winner is not None:
            self.message.emit(self.result_text())
        self.changed.emit()

    def lift_curtain(self) -> None:
        self.viewer = self.game.to_play
        self.changed.emit()

    def result_text(self) -> str:
        winner = self.game.winner
        if winner is None:
            return ""
        turn = self.game.state.vars.turn
        names = self.game.state.names
        if self.mode == "goldfish" and winner == 0:
            own_turns = (turn + 1) // 2 if self.game.state.vars.first == 0 else turn // 2
            return f"{names[0]} won on turn {turn} (your turn {own_turns})"
        return f"{names[winner]} won on turn {turn}"

    def outcome_text(self) -> str:
        """How the game ended, in the game's words ("Ben concedes: Ann wins"), or ""."""
        outcome = self.game.state.vars.outcome
        if outcome is None:
            return ""
        return self.parts.words.outcome_words(outcome, self.game.state.names)

    def next(self) -> bool:
        return self.act(Action("next"))

    def _handed_over(self) -> bool:
        """Hot-seat, curtain down: whoever is at the screen may not act for the next player,
        nor take back (or do again) what either player did; says so."""
        if self.behind_curtain:
            who = self.game.state.names[self.game.to_play]
            self.message.emit(f"The screen is handed to {who}: click I'm ready first")
        return self.behind_curtain

    def undo(self) -> bool:
        """Undo the last human action, with the goldfish's moves after it."""
        if not self.game.history or self._handed_over():
            return False
        while self.game.history:
            auto = self._auto.pop()
            self.game.undo()
            self.log.undo()
            self._record("undo")
            self._auto_future.append(auto)
            if not auto:
                break
        self._hand_over()
        self.log_changed.emit(False)
        self.changed.emit()
        return True

    def redo(self) -> bool:
        if not self.game.future or self._handed_over():
            return False
        first = True
        while self.game.future and (first or self._auto_future[-1]):
            auto = self._auto_future.pop()
            self.game.redo()
            self.log.redo()
            self._record("redo")
            self._auto.append(auto)
            first = False
        self._hand_over()
        self.log_changed.emit(False)
        self.changed.emit()
        return True

    def try_act(self, text: str) -> bool:
        """Act from a menu or shortcut; a malformed or impossible action just says why."""
        try:
            return self.act(text)
        except IllegalAction as exc:
            self.message.emit(exc.reason)
            return False

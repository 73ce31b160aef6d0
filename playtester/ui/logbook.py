"""The game log as data: one entry per step, written for each player, with undone steps marked.

Every entry keeps one `Description` per player, made when the step happened (see
`engine/sight.py`), so the side panel shows each player only what they may read, and shows it
again for the other player when the screen changes hands. No widgets here.
"""

from __future__ import annotations

from dataclasses import dataclass

from playtester.engine import Action, Game
from playtester.engine.events import Event, SetVar
from playtester.engine.game import Description


@dataclass
class LogEntry:
    """One line of the log: who did what, as each player may read it."""

    turn: int
    who: str
    lines: tuple[Description, Description]
    override: bool = False
    undone: bool = False  # taken back (it stays in the log, marked)

    def line(self, viewer: int) -> Description:
        return self.lines[viewer]

    @classmethod
    def plain(cls, text: str, turn: int = 0) -> LogEntry:
        """A line that is not an action (the start of a game, a drawing), the same for all."""
        line = Description(text, "")
        return cls(turn, "", (line, line))


class Logbook:
    """The entries, and which of them belong to the game's undo history and redo list."""

    def __init__(self) -> None:
        self.header = ""  # the line above the entries (what game this is)
        self.entries: list[LogEntry] = []
        self._history: list[int] = []  # per step of game.history: its entry
        self._future: list[int] = []  # per step of game.future

    def add(self, entry: LogEntry) -> None:
        self.entries.append(entry)

    def step(
        self, game: Game, who: int, action: Action, events: list[Event], override: bool
    ) -> LogEntry:
        """Log the step the game just made (it stands right after `events`)."""
        state = game.state
        turn = next(
            (
                e.before
                for e in events
                if isinstance(e, SetVar) and e.key == "turn" and e.player is None
            ),
            state.vars.turn,
        )  # the turn the step was played in, not the one it began
        entry = LogEntry(
            turn=int(turn or 0),
            who=state.names[who],
            lines=(game.describe(action, events, 0), game.describe(action, events, 1)),
            override=override,
        )
        self.entries.append(entry)
        self._history.append(len(self.entries) - 1)
        self._future.clear()
        return entry

    def undo(self) -> None:
        """The last step was taken back: its entry stays, marked."""
        if self._history:
            index = self._history.pop()
            self.entries[index].undone = True
            self._future.append(index)

    def redo(self) -> None:
        if self._future:
            index = self._future.pop()
            self.entries[index].undone = False
            self._history.append(index)

    def replay(self, game: Game) -> None:
        """Log every step of the game's history (a game opened or resumed): the game is
        rewound and played forward again, ending where it was."""
        steps = len(game.history)
        for _ in range(steps):
            game.undo()
        for _ in range(steps):
            who = game.to_play
            step = game.redo()
            assert step is not None
            actor = step.action.player if step.action.player is not None else who
            self.step(game, actor, step.action, list(step.events), step.override)

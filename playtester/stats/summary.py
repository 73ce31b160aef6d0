"""The sums of many games' tallies (`engine.figures.Tally`): what every report is made from.

Only whole numbers are added, so the same games give the same sums in whatever order the
processes finish them, and a summary's size depends on the measures, never on how many games
it holds."""

from __future__ import annotations

from dataclasses import dataclass, field

from playtester.engine.figures import Measure, Tally
from playtester.stats.interval import wilson

FIRST, SECOND = 0, 1
Cell = tuple[str, int, int]  # (measure, order, own turn)


@dataclass
class Summary:
    """Games played, games won, and each measure's sums: by turn (per order: going first or
    second) as (total, games counted), by kind as totals."""

    measures: tuple[Measure, ...]
    games: int = 0
    wins: int = 0
    decided: int = 0  # games someone won
    by_turn: dict[Cell, tuple[int, int]] = field(default_factory=dict)
    by_kind: dict[tuple[str, str], int] = field(default_factory=dict)
    turns_to_win: dict[int, int] = field(default_factory=dict)  # own turns -> games won then
    orders: list[int] = field(default_factory=lambda: [0, 0])  # games going first, second

    def add(self, tally: Tally) -> None:
        """Count one more game."""
        self.games += 1
        order = FIRST if tally.first else SECOND
        self.orders[order] += 1
        if tally.won is not None:
            self.decided += 1
        if tally.won:
            self.wins += 1
            self.turns_to_win[tally.turns] = self.turns_to_win.get(tally.turns, 0) + 1
        for measure in self.measures:
            if measure.per == "turn":
                for turn, value in enumerate(tally.by_turn.get(measure.key, ())[: measure.turns]):
                    cell = (measure.key, order, turn + 1)
                    total, count = self.by_turn.get(cell, (0, 0))
                    self.by_turn[cell] = (total + value, count + 1)
            else:
                counts = tally.by_kind.get(measure.key, {})
                for kind in measure.kinds:
                    key = (measure.key, kind)
                    self.by_kind[key] = self.by_kind.get(key, 0) + counts.get(kind, 0)

    def merge(self, other: Summary) -> None:
        """Add another summary's games (of the same measures) to this one."""
        self.games += other.games
        self.wins += other.wins
        self.decided += other.decided
        for order in (FIRST, SECOND):
            self.orders[order] += other.orders[order]
        for cell, (total, count) in other.by_turn.items():
            mine = self.by_turn.get(cell, (0, 0))
            self.by_turn[cell] = (mine[0] + total, mine[1] + count)
        for key, total in other.by_kind.items():
            self.by_kind[key] = self.by_kind.get(key, 0) + total
        for turns, n in other.turns_to_win.items():
            self.turns_to_win[turns] = self.turns_to_win.get(turns, 0) + n

    # -- reading --------------------------------------------------------------------------------

    def mean(self, key: str, order: int, turn: int) -> tuple[float | None, int]:
        """A by-turn measure's mean on one own turn, going first or second, and the number of
        games that reached that turn (None: none did)."""
        total, count = self.by_turn.get((key, order, turn), (0, 0))
        return (total / count if count else None), count

    def interval(self, key: str, order: int, turn: int) -> tuple[float, float]:
        """The 95% interval of a rate measure on one own turn (Wilson)."""
        total, count = self.by_turn.get((key, order, turn), (0, 0))
        return wilson(total, count)

    def per_game(self, key: str, kind: str) -> float:
        """A by-kind measure's mean per game."""
        return self.by_kind.get((key, kind), 0) / self.games if self.games else 0.0

    def win_rate(self) -> tuple[float, float, float]:
        """The rate of games won, with its 95% interval (Wilson)."""
        rate = self.wins / self.games if self.games else 0.0
        return (rate, *wilson(self.wins, self.games))

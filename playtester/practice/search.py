"""The search under the solver: every legal line of one board within a goal's horizon, through
the Game's own legal actions, `apply` and `undo`, with positions reached twice judged once."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass

from playtester.engine import Action, Game, registry
from playtester.practice.puzzle import Goal

MAX_NODES = 3_000_000  # positions one search visits at most before it says it cannot tell
NO_CUT = 1 << 30  # the depth a line that came back to no position on its path reports


class SearchLimit(Exception):
    """The search visited more positions than it may."""


@dataclass(frozen=True)
class Judge:
    """Whether a board has met a goal (True), failed it (False) or not yet (None)."""

    game: str
    goal: Goal
    side: int
    last_turn: int  # the goal is judged before the turn after this one begins

    def status(self, game: Game) -> bool | None:
        """The goal on `game`'s board now: a win meets every goal, a loss fails every one; past
        the horizon only a goal to survive is met; a game's own goal is met once reached."""
        if game.state.vars.turn > self.last_turn:
            outcome = game.outcome
            return self.goal.holds and (outcome is None or outcome.winner == self.side)
        outcome = game.outcome
        if outcome is not None:
            return outcome.winner == self.side
        if self.goal.kind in ("win", "survive"):
            return None
        hook = registry.goals_for(self.game)
        if hook is not None and hook.reached(
            game.state, self.goal.kind, self.side, self.goal.count
        ):
            return True
        return None


def judge_for(game: Game, goal: Goal, side: int) -> Judge:
    """The judge of `goal` for `side`, its horizon counted from `game`'s turn now."""
    return Judge(game.rules.name, goal, side, game.state.vars.turn + goal.turns - 1)


class Search:
    """An AND-OR search of one board: the solving side needs one action that keeps the goal
    reachable, the opponent's every answer must keep it so. Results are kept by position; a
    line that comes back to a position on its own path proves nothing (it is cut, and a "no"
    that depended on such a cut is not kept, since another path may reach it)."""

    def __init__(self, game: Game, judge: Judge, limit: int = MAX_NODES) -> None:
        self.game = game
        self.judge = judge
        self.limit = limit
        self.nodes = 0
        self._known: dict[Hashable, bool] = {}
        self._path: dict[Hashable, int] = {}  # the positions of the line searched, by depth

    def key(self) -> Hashable:
        """The board now, as a comparable value (positions reached by two orders are one)."""
        return self.game.state.snapshot()

    def wins(self) -> bool:
        """Whether the solving side can meet the goal from the board now, whatever the
        opponent answers. Raises SearchLimit past the node limit."""
        return self._value()[0]

    def winning(self, actions: Sequence[Action] | None = None) -> list[Action]:
        """Those of `actions` (default: every legal one) after which the goal stays reachable."""
        found = []
        for action in self.game.legal_actions() if actions is None else actions:
            self.game.apply(action)
            try:
                if self.wins():
                    found.append(action)
            finally:
                self.game.undo()
        return found

    def _value(self) -> tuple[bool, int]:
        """(whether the goal is reachable, the depth on the path of the shallowest position a
        line below came back to: NO_CUT when none). A "no" is kept only when no line below came
        back above this position: then the answer is this position's own."""
        self.nodes += 1
        if self.nodes > self.limit:
            raise SearchLimit(f"more than {self.limit:,} positions")
        game = self.game
        status = self.judge.status(game)
        if status is not None:
            return status, NO_CUT
        key = self.key()
        known = self._known.get(key)
        if known is not None:
            return known, NO_CUT
        depth = self._path.get(key)
        if depth is not None:
            return False, depth
        depth = len(self._path)
        self._path[key] = depth
        mine = game.to_play == self.judge.side
        result, low = not mine, NO_CUT
        try:
            for action in game.legal_actions():
                game.apply(action)
                try:
                    value, cut = self._value()
                finally:
                    game.undo()
                low = min(low, cut)
                if value == mine:  # a way for the side, or a refutation by the opponent
                    result = mine
                    break
        finally:
            del self._path[key]
        if result or low >= depth:  # a "yes" never rests on a cut: cuts only say no
            self._known[key] = result
            return result, NO_CUT
        return result, low

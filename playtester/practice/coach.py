"""A puzzle being played: the opponent's answers (their best defence, found by the search), the
goal's state, and hints on request. Pure: the table (ui/puzzles.py) shows it."""

from __future__ import annotations

from dataclasses import dataclass

from playtester.engine import Action, Game
from playtester.practice.lines import best_answers
from playtester.practice.puzzle import Puzzle
from playtester.practice.search import Judge, Search, SearchLimit, judge_for

HINT_LIMIT = 200_000  # positions a hint or an answer may search before it gives up


@dataclass(frozen=True)
class Hint:
    """What a hint says: the action to try (None when no way is left), and the author's hint
    of that rank, if there is one."""

    action: Action | None
    words: str


class Coach:
    """Plays the opponent's side of a puzzle and judges the side's play, on the game at the
    table (a different Game object each time is fine: the answers are by position)."""

    def __init__(self, puzzle: Puzzle) -> None:
        self.puzzle = puzzle
        start = puzzle.game_at_start()
        self.judge: Judge = judge_for(start, puzzle.goal, puzzle.side)
        self.hints_given = 0

    def _search(self, game: Game) -> Search:
        return Search(game, self.judge, HINT_LIMIT)

    def status(self, game: Game) -> bool | None:
        """True once the goal is met, False once it can no longer be (missed, or the game
        over), None while it is still open."""
        return self.judge.status(game)

    def answer(self, game: Game) -> Action:
        """The opponent's answer: one that refutes the side's play if there is one (the
        opponent knows every card), else the strongest defence; the first legal action when
        the search cannot tell in time."""
        search = self._search(game)
        answers = game.legal_actions()
        try:
            for answer in answers:
                game.apply(answer)
                try:
                    if not search.wins():
                        return answer
                finally:
                    game.undo()
            best = best_answers(search, {})
        except SearchLimit:
            best = []
        return best[0] if best else answers[0]

    def hint(self, game: Game) -> Hint:
        """The next hint: a winning action for the side from the board now (the first action
        of a solution from here), with the author's next hint."""
        words = ""
        if self.hints_given < len(self.puzzle.hints):
            words = self.puzzle.hints[self.hints_given]
        self.hints_given += 1
        if game.to_play != self.puzzle.side or self.status(game) is not None:
            return Hint(None, words)
        try:
            winning = self._search(game).winning()
        except SearchLimit:
            winning = []
        return Hint(winning[0] if winning else None, words)

    def still_reachable(self, game: Game) -> bool | None:
        """Whether the goal can still be met from the board now (None: too large to tell)."""
        try:
            return self._search(game).wins()
        except SearchLimit:
            return None

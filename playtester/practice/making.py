"""A puzzle made from a recorded game: the position at a step, the side to act there, and the
line that followed, to the end of that turn, as its solution (the replay viewer's "Make Puzzle
from Here"). The goal is what the line reached: a win, else the game's own count, else
surviving the turn."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from playtester.engine import Action, Game, registry
from playtester.practice.puzzle import MAX_HINTS, MAX_TEXT, Goal, Puzzle, puzzle_from_dict


@dataclass(frozen=True)
class Played:
    """One recorded step after the chosen one: its action, who took it, its comment."""

    action: Action
    actor: int
    comment: str = ""


def puzzle_from_line(game: Game, line: Sequence[Played], title: str) -> Puzzle:
    """The puzzle of `game`'s board (left as it was) with the line that followed it: the
    actions of the side to act, up to the end of the turn or of the game."""
    side, turn = game.to_play, game.state.vars.turn
    position = game.to_position()
    solution: list[Action] = []
    hints: list[str] = []
    goals = registry.goals_for(game.rules.name)
    before = {k: goals.measure(game.state, k, side) for k in goals.kinds} if goals else {}
    played = 0
    try:
        for step in line:
            if game.outcome is not None or game.state.vars.turn != turn:
                break
            game.apply(step.action)
            played += 1
            if step.actor == side:
                solution.append(step.action)
            if step.comment and len(hints) < MAX_HINTS:
                hints.append(step.comment[:MAX_TEXT])
        goal = _goal_reached(game, side, before)
    finally:
        for _ in range(played):
            game.undo()
    doc = Puzzle(
        title=title[:MAX_TEXT],
        game=game.rules.name,
        position=position,
        side=side,
        goal=goal,
        solutions=(tuple(solution),) if solution else (),
        unique=False,
        hints=tuple(hints),
    ).to_dict()
    return puzzle_from_dict(doc)  # as a file would read it (checks what was made)


def _goal_reached(game: Game, side: int, before: dict[str, int]) -> Goal:
    outcome = game.outcome
    if outcome is not None and outcome.winner == side:
        return Goal("win")
    goals = registry.goals_for(game.rules.name)
    if goals is not None:
        for kind in goals.kinds:
            now = goals.measure(game.state, kind, side)
            if now != before[kind] and goals.reached(game.state, kind, side, now):
                return Goal(kind, now)
    return Goal("survive")

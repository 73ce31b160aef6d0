"""Solution lines judged on one board: does a line of the solving side's actions meet the goal
whatever the opponent answers, which lines the search finds, and is a puzzle's set of lines the
only way (every other winning action at every point of them is named)."""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from dataclasses import dataclass

from playtester.engine import Action
from playtester.practice.search import Search

Line = tuple[Action, ...]
MAX_CANDIDATES = 200  # ends of lines the solver's candidate lines come from at most


@dataclass(frozen=True)
class LineVerdict:
    """Whether a line meets the goal against every answer; `why` says where it fails."""

    holds: bool
    problem: str = ""
    after: tuple[str, ...] = ()  # the actions of both sides before the problem, in order

    @property
    def why(self) -> str:
        """Where and why the line fails, in a sentence."""
        return f"after {', '.join(self.after)}: {self.problem}" if self.after else self.problem

    def behind(self, action: str) -> LineVerdict:
        """The same verdict, one action earlier."""
        return self if self.holds else LineVerdict(False, self.problem, (action, *self.after))


def judge_line(search: Search, line: Line) -> LineVerdict:
    """Play `line`'s actions whenever the solving side is to act, every legal answer of the
    opponent in between: it holds when each action is legal when it comes and the goal is met
    by the end on every branch."""
    return _line(search, line, 0, {}, set())


def _line(
    search: Search,
    line: Line,
    index: int,
    known: dict[tuple[Hashable, int], LineVerdict],
    path: set[tuple[Hashable, int]],
) -> LineVerdict:
    game = search.game
    search.nodes += 1
    status = search.judge.status(game)
    if status is not None:
        return LineVerdict(True) if status else LineVerdict(False, "the goal is missed")
    key = (search.key(), index)
    if key in known:
        return known[key]
    if key in path:
        return LineVerdict(False, "the opponent can repeat a position for ever")
    path.add(key)
    try:
        verdict = _step(search, line, index, known, path)
    finally:
        path.discard(key)
    known[key] = verdict
    return verdict


def _step(
    search: Search,
    line: Line,
    index: int,
    known: dict[tuple[Hashable, int], LineVerdict],
    path: set[tuple[Hashable, int]],
) -> LineVerdict:
    game = search.game
    if game.to_play == search.judge.side:
        if index >= len(line):
            return LineVerdict(False, "the line ends before the goal is met")
        action = line[index]
        verdict = game.check(action)
        if not verdict.legal:
            return LineVerdict(False, f"{action} is not legal then: {verdict.reason}")
        game.apply(action)
        try:
            return _line(search, line, index + 1, known, path).behind(str(action))
        finally:
            game.undo()
    for answer in game.legal_actions():
        game.apply(answer)
        try:
            result = _line(search, line, index, known, path)
        finally:
            game.undo()
        if not result.holds:
            return result.behind(f"they {answer}")
    return LineVerdict(True)


def principal_lines(search: Search, limit: int = MAX_CANDIDATES) -> list[Line]:
    """Candidate solution lines: the solving side's winning actions at each point, against
    each answer of the opponent, in order, until `limit` ends of lines were reached (each
    candidate still has to hold against every answer: `judge_line`)."""
    found: dict[Line, None] = {}
    _extend(search, (), found, [limit], set())
    return list(found)


def _extend(
    search: Search, prefix: Line, found: dict[Line, None], budget: list[int], path: set[Hashable]
) -> None:
    game = search.game
    if budget[0] <= 0:
        return
    status = search.judge.status(game)
    if status is not None:
        budget[0] -= 1
        if status and prefix:
            found[prefix] = None
        return
    key = search.key()
    if key in path:  # back where the line has been (a move and its way back): no new line
        return
    path.add(key)
    mine = game.to_play == search.judge.side
    try:
        for action in search.winning() if mine else game.legal_actions():
            game.apply(action)
            try:
                _extend(search, (*prefix, action) if mine else prefix, found, budget, path)
            finally:
                game.undo()
    finally:
        path.discard(key)


def best_answers(search: Search, memo: dict[Hashable, int]) -> list[Action]:
    """The opponent's best defence here: the answers after which the solving side has the
    fewest winning actions at its next decision (after a weaker answer anything may win, as
    in a chess puzzle, and that proves no other way)."""
    game = search.game
    scored = []
    for answer in game.legal_actions():
        game.apply(answer)
        try:
            scored.append((_pressure(search, memo), answer))
        finally:
            game.undo()
    least = min((score for score, _ in scored), default=0)
    return [answer for score, answer in scored if score == least]


def _pressure(search: Search, memo: dict[Hashable, int]) -> int:
    """How many winning actions the solving side has at its next decision, the opponent
    defending best; a goal met counts as more than any."""
    game = search.game
    if search.judge.status(game) is not None:
        return 1 << 30
    key = search.key()
    if key in memo:
        return memo[key]
    memo[key] = 1 << 30  # (a position the opponent comes back to proves nothing more)
    if game.to_play == search.judge.side:
        value = len(search.winning())
    else:
        value = 1 << 30
        for answer in game.legal_actions():
            game.apply(answer)
            try:
                value = min(value, _pressure(search, memo))
            finally:
                game.undo()
    memo[key] = value
    return value


def other_ways(search: Search, lines: Sequence[Line], limit: int = 5) -> list[str]:
    """Winning actions of the solving side that no line takes at a point the lines reach
    (actions that lead to the same position as one a line takes count as taken): empty when
    the lines are the only way."""
    found: list[str] = []
    _others(search, [(line, 0) for line in lines], (), found, limit, set(), set())
    return found


def _others(
    search: Search,
    alive: list[tuple[Line, int]],
    before: tuple[str, ...],
    found: list[str],
    limit: int,
    seen: set[Hashable],
    path: set[Hashable],
) -> None:
    game = search.game
    if len(found) >= limit or search.judge.status(game) is not None:
        return
    board = search.key()
    key = (board, tuple(index for _, index in alive))
    if key in seen:
        return
    seen.add(key)
    path = path | {board}  # the positions on the way here (a way back to one is no other way)
    if game.to_play != search.judge.side:
        for answer in best_answers(search, {}):
            game.apply(answer)
            try:
                _others(search, alive, (*before, f"they answer {answer}"), found, limit, seen, path)
            finally:
                game.undo()
        return
    taken: dict[Action, list[tuple[Line, int]]] = {}
    for line, index in alive:
        if index < len(line) and game.check(line[index]).legal:
            taken.setdefault(line[index], []).append((line, index + 1))
    reached = set()
    for action in taken:
        game.apply(action)
        reached.add(search.key())
        game.undo()
    for action in search.winning():
        if action in taken:
            continue
        game.apply(action)
        same = search.key() in reached or search.key() in path
        game.undo()
        if not same:
            where = " then ".join(before[-6:]) if before else "at the start"
            found.append(f"{action} also wins ({where})")
            if len(found) >= limit:
                return
    for action, advanced in taken.items():
        game.apply(action)
        try:
            _others(search, advanced, (*before, str(action)), found, limit, seen, path)
        finally:
            game.undo()

"""The puzzle solver: is the goal reachable on every board the puzzle may stand for, which
solution lines it finds, and do the puzzle's own lines hold and name every way (docs/puzzles.md).
A large tree is shared out over processes by first action (both cores of a small machine)."""

from __future__ import annotations

import multiprocessing
import os
import time
from dataclasses import dataclass, field
from typing import Any

from playtester.engine import Game
from playtester.practice.lines import Line, LineVerdict, judge_line, other_ways, principal_lines
from playtester.practice.puzzle import Puzzle
from playtester.practice.search import MAX_NODES, Search, SearchLimit, judge_for
from playtester.practice.worlds import worlds

MAX_FOUND = 20  # solution lines a report lists at most
PROBE = 20_000  # positions searched in one process before the first actions are shared out


@dataclass
class Report:
    """What the solver found about one puzzle."""

    puzzle: Puzzle
    reachable: bool | None  # None: the search stopped at its limit
    first: list[str] = field(default_factory=list)  # winning first actions (the first board)
    found: list[Line] = field(default_factory=list)  # lines that hold on every board
    verdicts: list[LineVerdict] = field(default_factory=list)  # the puzzle's own lines
    others: list[str] = field(default_factory=list)  # winning actions its lines do not name
    boards: int = 1
    nodes: int = 0
    seconds: float = 0.0
    workers: int = 1
    stopped: str = ""

    @property
    def nodes_per_second(self) -> float:
        return self.nodes / self.seconds if self.seconds > 0 else 0.0

    @property
    def ok(self) -> bool:
        """The puzzle is sound: solvable, its lines hold, and (when it says its lines are the
        only way) nothing else wins."""
        return (
            self.reachable is True
            and bool(self.verdicts)
            and all(v.holds for v in self.verdicts)
            and not (self.puzzle.unique and self.others)
        )

    def problems(self) -> list[str]:
        """What is wrong with the puzzle, in sentences (empty when `ok`)."""
        said = []
        if self.reachable is None:
            said.append(f"the search stopped: {self.stopped}")
        elif not self.reachable:
            said.append("the goal cannot be reached")
        if not self.verdicts:
            said.append("the puzzle gives no solution line")
        for i, verdict in enumerate(self.verdicts):
            if not verdict.holds:
                said.append(f"solution {i + 1} fails: {verdict.why}")
        if self.puzzle.unique:
            said += [f"not unique: {other}" for other in self.others]
        return said


def solve(puzzle: Puzzle, workers: int | None = None, limit: int = MAX_NODES) -> Report:
    """Search every board of `puzzle` (see `worlds`), judge its lines, look for other ways.
    `workers`: processes for a large tree (default: the machine's cores, at most 2)."""
    if workers is None:
        workers = min(2, os.cpu_count() or 1)
    started = time.perf_counter()
    docs = worlds(puzzle)
    report = Report(puzzle, True, boards=len(docs), workers=1)
    searches = []
    try:
        for doc in docs:
            game = Game.from_position(doc)
            search = Search(game, judge_for(game, puzzle.goal, puzzle.side), limit)
            searches.append(search)
            value, shared = _reachable(search, doc, puzzle, workers, limit)
            report.nodes += shared
            if shared:
                report.workers = workers
            if not value:
                report.reachable = False
        first = searches[0]
        if first.game.to_play == puzzle.side and report.reachable:
            report.first = [str(a) for a in first.winning()]
        candidates = principal_lines(first) if report.reachable else []
        holding = [c for c in candidates if all(judge_line(s, c).holds for s in searches)]
        report.found = holding[:MAX_FOUND]
        for line in puzzle.solutions:
            verdicts = [judge_line(s, line) for s in searches]
            failed = [v for v in verdicts if not v.holds]
            report.verdicts.append(failed[0] if failed else LineVerdict(True))
        if puzzle.unique and puzzle.solutions and report.reachable:
            for search in searches:
                report.others = other_ways(search, puzzle.solutions)
                if report.others:
                    break
    except SearchLimit as exc:
        report.reachable, report.stopped = None, str(exc)
    report.nodes += sum(s.nodes for s in searches)
    report.seconds = time.perf_counter() - started
    return report


def _reachable(
    search: Search, doc: dict[str, Any], puzzle: Puzzle, workers: int, limit: int
) -> tuple[bool, int]:
    """Whether the goal is reachable on this board, and the positions searched in other
    processes: a search that outgrows PROBE positions is shared out, its first actions dealt
    in turn to `workers` processes that start from what this one has learnt (a forked copy of
    its search; where processes cannot be forked the search goes on here alone). Each share
    stops at its first way (or refutation); the shares are then joined."""
    search.limit = min(limit, PROBE)
    try:
        return search.wins(), 0
    except SearchLimit:
        search.limit = limit
    moves = search.game.legal_actions()
    forking = "fork" in multiprocessing.get_all_start_methods()
    if workers < 2 or len(moves) < 2 or limit <= PROBE or not forking:
        return search.wins(), 0
    global _SHARED
    _SHARED = search
    mine = search.game.to_play == puzzle.side
    shares = [[str(move) for move in moves[i::workers]] for i in range(workers)]
    context = multiprocessing.get_context("fork")
    try:
        with context.Pool(workers) as pool:
            results = pool.map(_share, shares, chunksize=1)  # each share stops at its answer
    finally:
        _SHARED = None
    if any(spent < 0 for _, spent in results):
        raise SearchLimit(f"more than {limit:,} positions in one process")
    nodes = sum(spent for _, spent in results)
    values = [value for value, _ in results]
    return (any(values) if mine else all(values)), nodes


_SHARED: Search | None = None  # the search a forked worker goes on with


def _share(moves: list[str]) -> tuple[bool, int]:
    """(In a forked worker) whether one of `moves` keeps the goal reachable (the side to act
    at the start) or all of them do (the opponent), and the positions searched (negative: the
    search stopped at its limit)."""
    search = _SHARED
    assert search is not None  # set before the fork
    mine = search.game.to_play == search.judge.side
    before = search.nodes
    try:
        for move in moves:
            search.game.apply(move)
            try:
                value = search.wins()
            finally:
                search.game.undo()
            if value == mine:
                return value, search.nodes - before
        return not mine, search.nodes - before
    except SearchLimit:
        return False, -1

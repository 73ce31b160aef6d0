"""`playtester puzzle ...`: puzzles from the shell (docs/puzzles.md).

- `puzzle check FILE... [--jobs N]`: solve each puzzle and say whether it is sound: the goal
  reachable, its solution lines holding against every answer, and (for a puzzle that says its
  lines are the only way) no other winning action; with the lines found and nodes per second.
- `puzzle pack [GAME]`: the bundled puzzles, easiest first.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from playtester.commands import fail, group, whole
from playtester.practice.pack import pack
from playtester.practice.puzzle import PuzzleError, load_puzzle
from playtester.practice.solver import Report, solve


def register(subparsers: Any) -> None:
    """Add `puzzle` and its subcommands."""
    sub = group(subparsers, "puzzle", "puzzles: check them with the solver, list the pack")
    check = sub.add_parser("check", help="solve puzzle files and say whether they are sound")
    check.add_argument("files", metavar="FILE", type=Path, nargs="+")
    check.add_argument(
        "--jobs", type=whole(1, 64), default=None, help="processes for large trees (default 2)"
    )
    check.set_defaults(func=_check)
    listing = sub.add_parser("pack", help="list the bundled puzzles")
    listing.add_argument("game", nargs="?", default=None)
    listing.set_defaults(func=_pack)


def _check(args: Any) -> int:
    status = 0
    for path in args.files:
        try:
            puzzle = load_puzzle(path)
        except (OSError, PuzzleError) as exc:
            status = fail(f"{path}: {exc}" if isinstance(exc, PuzzleError) else _said(exc))
            continue
        report = solve(puzzle, workers=args.jobs)
        for line in describe(path, report):
            print(line)
        if not report.ok:
            status = 1
    return status


def describe(path: Path, report: Report) -> list[str]:
    """A report in lines for the shell."""
    puzzle = report.puzzle
    said = [f"{path}: {puzzle.title or 'a puzzle'} ({puzzle.game}) - {puzzle.goal_words()}"]
    reach = {True: "reachable", False: "not reachable", None: "undecided"}[report.reachable]
    said.append(f"  goal: {reach}; {report.boards} board(s)")
    if report.first:
        said.append(f"  winning first actions: {'; '.join(report.first)}")
    for line in report.found:
        said.append(f"  found: {'; '.join(str(a) for a in line)}")
    for i, verdict in enumerate(report.verdicts, start=1):
        said.append(f"  solution {i}: {'holds' if verdict.holds else 'fails: ' + verdict.why}")
    said += [f"  problem: {p}" for p in report.problems()]
    rate = report.nodes_per_second
    said.append(
        f"  {'OK' if report.ok else 'NOT OK'}: {report.nodes:,} positions in "
        f"{report.seconds:.2f} s ({rate:,.0f}/s, {report.workers} process(es))"
    )
    return said


def _pack(args: Any) -> int:
    try:
        found = pack(args.game)
    except ValueError as exc:
        return fail(str(exc))
    for path, puzzle in found:
        print(f"{puzzle.game:<9} {puzzle.difficulty}  {puzzle.title}  ({path.name})")
    return 0


def _said(exc: OSError) -> str:
    return f"{exc.filename}: {exc.strerror or exc}" if exc.filename else str(exc)

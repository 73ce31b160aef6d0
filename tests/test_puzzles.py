"""Puzzles: the reader, the solver (solvable, unsolvable and multi-solution puzzles of both
games, hidden cards, the processes), the bundled pack and `playtester puzzle check`."""

from __future__ import annotations

import copy
import json
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from playtester.cli import main
from playtester.engine.state import Outcome
from playtester.practice import solver
from playtester.practice.pack import pack
from playtester.practice.puzzle import Goal, PuzzleError, puzzle_from_dict, read_puzzle
from playtester.practice.search import Judge, Search
from playtester.practice.solver import solve
from playtester.practice.worlds import worlds

V3, C3 = "Solenne, Lance of the First Light", "Castellan of the Sunward Keep"
K2, S1, Q1, T0 = (
    "Corwin the Lumen Blade",
    "Brightmane Skysteed",
    "Squire of the Gleaming Gate",
    ("Little Dawnblade Tamsin"),
)
HEAL = "Mender of the Quiet Chapel"
PLAIN = [T0, T0, T0, T0]


def vanguard(ann: dict[str, Any], ben: dict[str, Any], ben_damage: int = 5) -> dict[str, Any]:
    """A Vanguard battle: Ann attacks, Ben at `ben_damage`."""
    return {
        "game": "vanguard",
        "turn": 5,
        "phase": "battle",
        "step": "attack",
        "players": [
            {"name": "Ann", "deck": PLAIN, **ann},
            {"name": "Ben", "deck": PLAIN, "damage": [T0] * ben_damage, **ben},
        ],
    }


def puzzle(position: dict[str, Any], solutions: list[list[str]], **more: Any) -> dict[str, Any]:
    doc = {"puzzle": 1, "title": "t", "goal": {"kind": "win"}, "position": position}
    return {**doc, "solutions": solutions, **more}


TWO_ATTACKS = vanguard(
    {"circles": {"VC": V3, "FL": K2, "BL": S1}}, {"circles": {"VC": C3}, "hand": [Q1]}
)
BOTH_ORDERS = [
    ["attack VC -> VC", "attack FL -> VC boost BL"],
    ["attack FL -> VC boost BL", "attack VC -> VC"],
]


def test_a_vanguard_puzzle_with_two_solutions_needs_both_listed() -> None:
    listed = solve(puzzle_from_dict(puzzle(TWO_ATTACKS, BOTH_ORDERS)))
    assert listed.ok and listed.reachable
    assert sorted(listed.first) == ["attack FL -> VC boost BL", "attack VC -> VC"]
    assert {tuple(map(str, line)) for line in listed.found} == {tuple(line) for line in BOTH_ORDERS}
    one = solve(puzzle_from_dict(puzzle(TWO_ATTACKS, BOTH_ORDERS[:1])))
    assert not one.ok
    assert one.others == ["attack FL -> VC boost BL also wins (at the start)"]
    said = solve(puzzle_from_dict(puzzle(TWO_ATTACKS, BOTH_ORDERS[:1], unique=False)))
    assert said.ok  # a puzzle that does not claim its lines are the only way


def test_a_line_that_fails_says_where() -> None:
    unboosted = [["attack VC -> VC", "attack FL -> VC"]]
    report = solve(puzzle_from_dict(puzzle(TWO_ATTACKS, unboosted, unique=False)))
    assert report.reachable and not report.ok
    assert report.verdicts[0].why == (
        f'after attack VC -> VC, they guard "{Q1}", they next, attack FL -> VC, they next: '
        "the line ends before the goal is met"
    )


def test_an_unsolvable_vanguard_puzzle() -> None:
    """One guardian and a heal trigger in their damage check: two hits are not enough."""
    position = copy.deepcopy(TWO_ATTACKS)
    position["players"][1]["deck"] = [HEAL, T0, T0]
    position["players"][1]["damage"] = [T0] * 4
    report = solve(puzzle_from_dict(puzzle(position, BOTH_ORDERS)))
    assert report.reachable is False and not report.ok and report.found == []
    assert "the goal cannot be reached" in report.problems()


WIXOSS_BASE = {
    "C": ["Cindrel, Forge Tyrant", "Cindrel, Kindled Blade", "Cindrel, Spark in the Ash"],
    "AL": "Brakka, Soot Pup",
    "AR": "Fuse, Wick Imp",
}
BEN_LRIGS = {
    "C": ["Aurelle, Bell of Noon", "Aurelle, First Chime", "Aurelle, Unlit Wick"],
    "AL": "Pim, Candle Runner",
    "AR": "Quell, Quiet Novice",
}


def wixoss(
    ann_signi: dict[str, str], ben_signi: dict[str, str], life: int, hand: list[str]
) -> dict[str, Any]:
    deck = ["Vigil Lamplighter"] * 4
    flags = {"ener": True, "grown": True}
    return {
        "game": "wixoss",
        "turn": 5,
        "phase": "attack",
        "step": "signi",
        "players": [
            {
                "name": "Ann",
                "field": {**WIXOSS_BASE, **ann_signi},
                "deck": deck,
                "life": deck,
                "flags": flags,
            },
            {
                "name": "Ben",
                "field": {**BEN_LRIGS, **ben_signi},
                "deck": deck,
                "hand": hand,
                "life": ["Vigil Lamplighter"] * life,
                "flags": flags,
            },
        ],
    }


ORDER = wixoss(
    {"SL": "Kiln Lancer", "SC": "Cinder Whelp"},
    {"SR": "Vigil Lamplighter"},
    1,
    ["Veilward Sentinel"],
)


def test_a_wixoss_puzzle_whose_order_matters() -> None:
    right = solve(puzzle_from_dict(puzzle(ORDER, [["attack SL", "attack SC"]])))
    assert right.ok and right.first == ["attack SL"]
    wrong = solve(puzzle_from_dict(puzzle(ORDER, [["attack SC", "attack SL"]])))
    assert not wrong.ok and not wrong.verdicts[0].holds


def test_an_unsolvable_wixoss_puzzle() -> None:
    """The Lancer's foe is too strong: the cloth stays, and the Guard card stops the LRIG."""
    position = wixoss(
        {"SL": "Kiln Lancer", "SC": "Cinder Whelp"},
        {"SR": "Carillon Knight"},
        1,
        ["Veilward Sentinel"],
    )
    report = solve(puzzle_from_dict(puzzle(position, [["attack SL", "attack SC"]])))
    assert report.reachable is False and not report.ok


def test_a_wixoss_puzzle_with_several_solutions() -> None:
    open_lanes = wixoss({"SL": "Cinder Whelp", "SR": "Flint Sapper"}, {}, 0, [])
    report = solve(puzzle_from_dict(puzzle(open_lanes, [["attack SL"]])))
    assert {"attack SL", "attack SR"} <= set(report.first)
    assert report.verdicts[0].holds and not report.ok  # attack SR wins too, and is not listed


def test_hidden_cards_in_any_order_are_every_arrangement() -> None:
    """Ben's deck in any order: the heal trigger may come first, so one hit is not enough."""
    position = copy.deepcopy(TWO_ATTACKS)
    position["players"][1]["hand"] = []
    position["players"][1]["deck"] = [T0, HEAL, T0]
    doc = puzzle(position, [["attack VC -> VC"]], unique=False)
    known = solve(puzzle_from_dict(doc))
    assert known.ok  # the deck as written: the first damage check is no heal
    hidden = puzzle_from_dict({**doc, "hidden": [{"player": 1, "zones": ["deck"]}]})
    assert len(worlds(hidden)) == 3
    report = solve(hidden)
    assert report.boards == 3 and not report.ok and not report.verdicts[0].holds


def test_a_large_tree_is_shared_over_two_processes(monkeypatch: pytest.MonkeyPatch) -> None:
    doc = puzzle(TWO_ATTACKS, BOTH_ORDERS)
    alone = solve(puzzle_from_dict(doc), workers=1)
    monkeypatch.setattr(solver, "PROBE", 5)
    shared = solve(puzzle_from_dict(doc), workers=2)
    assert shared.workers == 2 and alone.workers == 1
    assert shared.reachable is alone.reachable is True and shared.ok
    unsolvable = copy.deepcopy(doc)
    unsolvable["position"]["players"][1]["hand"] = [Q1, Q1]
    assert solve(puzzle_from_dict(unsolvable), workers=2).reachable is False
    # the opponent to act first (Ben must survive Ann's attacks): every first attack must be
    # survived, not one of them
    (hold,) = [p for _, p in PACK if p.title == "Hold on"]
    assert hold.side == 1 and hold.game_at_start().to_play == 0
    survived = solve(hold, workers=2)
    assert survived.workers == 2 and survived.reachable is True
    short = copy.deepcopy(hold.to_dict())
    # Ann's first actions: next and an unboosted attack let Ben survive, the two others do
    # not; dealt in turn to two processes, each process gets one of each kind
    short["position"]["players"][0]["circles"] = {"VC": V3, "FL": K2, "BL": S1}
    short["position"]["players"][1]["hand"] = [Q1]
    fallen = solve(puzzle_from_dict(short), workers=2)
    assert fallen.workers == 2 and fallen.reachable is False


def test_the_search_limit_is_said() -> None:
    report = solve(puzzle_from_dict(puzzle(TWO_ATTACKS, BOTH_ORDERS)), workers=1, limit=10)
    assert report.reachable is None and not report.ok
    assert report.problems()[0] == "the search stopped: more than 10 positions"


PACK = pack()


def test_the_pack_has_twelve_puzzles_a_game_easy_to_hard() -> None:
    for game in ("vanguard", "wixoss"):
        mine = [p for _, p in PACK if p.game == game]
        assert len(mine) >= 12
        assert [p.difficulty for p in mine] == sorted(p.difficulty for p in mine)
        assert mine[0].difficulty == 1 and mine[-1].difficulty == 5


@pytest.mark.parametrize(
    "path", [path for path, _ in PACK], ids=lambda p: f"{p.parent.name}/{p.name}"
)
def test_each_bundled_puzzle_is_sound(path: Path) -> None:
    found = {p: q for p, q in PACK}[path]
    started = time.perf_counter()
    report = solve(found, workers=1)
    assert report.ok, report.problems()
    assert time.perf_counter() - started < 10
    assert found.hints and found.goal_words()


def test_puzzle_check_on_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = tmp_path / "good.json"
    good.write_text(json.dumps(puzzle(TWO_ATTACKS, BOTH_ORDERS)))
    assert main(["puzzle", "check", str(good), "--jobs", "1"]) == 0
    out = capsys.readouterr().out
    assert "goal: reachable" in out and "solution 2: holds" in out and "OK:" in out
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(puzzle(TWO_ATTACKS, [["attack VC ->"]])))
    assert main(["puzzle", "check", str(bad)]) == 1
    assert "bad.json: solutions[0][0]:" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("change", "said"),
    [
        ({"puzzle": 2}, "puzzle: expected the format version 1"),
        (
            {"goal": {"kind": "checkmate"}},
            "goal.kind: unknown goal 'checkmate'; goals of vanguard: win, survive, damage",
        ),
        ({"goal": {"kind": "damage"}}, "goal.count: the goal damage needs a count"),
        ({"goal": {"kind": "win", "turns": 9}}, "goal.turns: expected a whole number from 1 to 4"),
        ({"side": 2}, "side: expected 0 or 1 (the player who solves the puzzle)"),
        (
            {"hidden": [{"player": 1, "zones": ["VC"]}]},
            "hidden[0].zones[0]: 'VC' is not a pile of this game",
        ),
        ({"solutions": [["attack VC VC"]]}, "solutions[0][0]: "),
        ({"colour": 1}, "colour: unknown key"),
        ({"difficulty": 0}, "difficulty: expected a whole number from 1 (easy) to 5 (hard)"),
        ({"position": {"game": "vanguard", "players": []}}, "position.players: "),
    ],
)
def test_bad_puzzles_are_said_in_a_sentence(change: dict[str, Any], said: str) -> None:
    doc = {**puzzle(TWO_ATTACKS, BOTH_ORDERS), **change}
    with pytest.raises(PuzzleError) as caught:
        puzzle_from_dict(doc)
    assert str(caught.value).startswith(said)


def test_too_many_arrangements_are_refused() -> None:
    position = copy.deepcopy(TWO_ATTACKS)
    position["players"][1]["deck"] = [T0, HEAL, Q1, S1, K2, V3, C3]
    doc = puzzle(position, BOTH_ORDERS, hidden=[{"player": 1, "zones": ["deck"]}])
    with pytest.raises(PuzzleError, match=r"hidden\[0\]: more than 720 arrangements"):
        worlds(puzzle_from_dict(doc))


def test_a_puzzle_reads_back_what_it_writes() -> None:
    for _, found in PACK[:3]:
        assert puzzle_from_dict(json.loads(json.dumps(found.to_dict()))) == found


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 9) | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=20,
)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    key=st.sampled_from(
        ["goal", "hidden", "solutions", "side", "hints", "position", "unique", "title"]
    ),
    value=JSON,
)
def test_any_value_is_read_or_refused_in_a_sentence(key: str, value: Any) -> None:
    doc = {**puzzle(TWO_ATTACKS, BOTH_ORDERS), key: value}
    try:
        puzzle_from_dict(doc)
    except PuzzleError as exc:
        assert str(exc)


def test_text_that_is_no_json_is_said() -> None:
    with pytest.raises(PuzzleError, match="not JSON"):
        read_puzzle("{")
    with pytest.raises(PuzzleError, match="a puzzle is a JSON object"):
        read_puzzle("[]")


def test_an_illegal_action_in_a_line_is_said() -> None:
    twice = [["attack FL -> VC boost BL", "attack FL -> VC boost BL"]]
    report = solve(puzzle_from_dict(puzzle(TWO_ATTACKS, twice, unique=False)))
    why = report.verdicts[0].why
    assert not report.verdicts[0].holds
    assert "attack FL -> VC boost BL is not legal then: " in why and why.startswith("after attack")


class GraphGame:
    """A stand-in for a Game over a small graph of positions, to test the search itself (not a
    game's rules): `edges` the actions from each position (an action names where it leads),
    `goal` the positions where the side (0, always to act) has won."""

    def __init__(self, edges: dict[str, list[str]], goal: set[str]) -> None:
        self.edges, self.goal = edges, goal
        self.node = "R"
        self.trail: list[str] = []
        self.rules = SimpleNamespace(name="graph")
        self.state = SimpleNamespace(snapshot=lambda: self.node, vars=SimpleNamespace(turn=1))
        self.to_play = 0

    @property
    def outcome(self) -> Outcome | None:
        return Outcome(0, "goal") if self.node in self.goal else None

    def legal_actions(self) -> list[str]:
        return list(self.edges.get(self.node, []))

    def apply(self, action: str) -> None:
        self.trail.append(self.node)
        self.node = action

    def undo(self) -> None:
        self.node = self.trail.pop()


def graph_search(edges: dict[str, list[str]], goal: set[str]) -> Search:
    game = GraphGame(edges, goal)
    return Search(game, Judge("graph", Goal("win"), 0, 1), limit=100)  # type: ignore[arg-type]


def test_a_line_that_comes_back_is_cut() -> None:
    """Two positions that lead to each other and nowhere else: no, and quickly."""
    search = graph_search({"R": ["X"], "X": ["R"]}, set())
    assert search.wins() is False and search.nodes == 3


def test_a_no_that_rests_on_a_cut_is_not_kept() -> None:
    """X leads only back to R, which wins by W: searched from R, X says no (R is on the line),
    but X on its own wins through R; the first no must not be kept."""
    search = graph_search({"R": ["X", "W"], "X": ["R"]}, {"W"})
    assert search.wins() is True
    assert search.winning() == ["X", "W"]


def test_a_loss_fails_a_goal_to_survive() -> None:
    """Ben must guard twice; guarding only the first attack lets the second one take his
    sixth damage, and his line fails there."""
    (hold,) = [p for _, p in PACK if p.title == "Hold on"]
    once = puzzle_from_dict({**hold.to_dict(), "solutions": [["next", "next"]], "unique": False})
    report = solve(once, workers=1)
    assert report.reachable and not report.ok
    assert report.verdicts[0].why.endswith("the goal is missed")


def test_the_program_answers_with_the_strongest_defence() -> None:
    """After Ann's vanguard attack Ben cannot refute her any more: he guards it anyway, the
    answer that leaves her one way, rather than take the sixth damage at once."""
    from playtester.practice.coach import Coach

    coach = Coach(puzzle_from_dict(puzzle(TWO_ATTACKS, BOTH_ORDERS)))
    played = coach.puzzle.game_at_start()
    played.apply("attack VC -> VC")
    assert str(coach.answer(played)) == f'guard "{Q1}"'
    assert coach.status(played) is None
    hint = coach.hint(played)
    assert hint.action is None  # Ben to act: no hint for Ann


def test_a_hint_is_a_winning_action_and_the_authors_words() -> None:
    from playtester.practice.coach import Coach

    doc = puzzle(TWO_ATTACKS, BOTH_ORDERS, hints=["One guardian, two attacks."])
    coach = Coach(puzzle_from_dict(doc))
    start = coach.puzzle.game_at_start()
    hint = coach.hint(start)
    assert hint.words == "One guardian, two attacks."
    assert str(hint.action) in ("attack VC -> VC", "attack FL -> VC boost BL")
    assert coach.hint(start).words == ""  # the author gave one hint


def test_a_puzzle_file_at_its_limits_is_read_and_past_them_refused(tmp_path: Path) -> None:
    """100 lines of 200 actions are read in well under a second each way; a file of more than
    2,000,000 bytes is refused before it is parsed."""
    from playtester.practice.puzzle import MAX_BYTES, load_puzzle

    line = ["attack VC -> VC", "attack FL -> VC boost BL"] * 100
    doc = puzzle(TWO_ATTACKS, [line] * 100, unique=False)
    path = tmp_path / "big.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    started = time.process_time()
    assert len(load_puzzle(path).solutions) == 100
    assert time.process_time() - started < 5
    path.write_text(json.dumps(doc) + " " * MAX_BYTES, encoding="utf-8")
    with pytest.raises(OSError, match="more than the 2,000,000 bytes it may"):
        load_puzzle(path)
    with pytest.raises(PuzzleError, match="solutions: expected a list of at most 100 lines"):
        puzzle_from_dict(puzzle(TWO_ATTACKS, [line] * 101))

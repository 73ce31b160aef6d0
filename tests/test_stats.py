"""Simulated deck statistics: they converge to the exact odds where both exist, a seed gives the
same figures on any number of processes, and a game's watcher counts what happened."""

from __future__ import annotations

import math

import pytest

from playtester.engine.figures import Measure, Tally
from playtester.engine.registry import players_for
from playtester.games.vanguard.figures import RideWatcher
from playtester.games.vanguard.state import vg
from playtester.resources import demo_decks
from playtester.stats.exact import odds
from playtester.stats.interval import wilson
from playtester.stats.simulate import Plan, default_pilot, run
from playtester.stats.summary import FIRST, SECOND, Summary
from tests.positions import game, player

BRASSWORK = demo_decks()[0].read_text(encoding="utf-8")
# The same deck, its four draw triggers swapped for another clan's, which never activate: no
# card reaches the hand but the draws and the drive checks the exact odds count.
NO_DRAWS = BRASSWORK.replace("4x Blueprint Drone", "4x Ashcaller Seer")


def _plan(games: int, deck: str = NO_DRAWS, opponent: str = "goldfish", seed: int = 7) -> Plan:
    return Plan("vanguard", "standard", deck, BRASSWORK, games, seed, opponent, "sparring")


def _assert_converges(games: int) -> None:
    """`games` games against a goldfish (which never attacks: no damage check takes a card from
    the deck's top): every simulated rate of holding the grade to ride, and of riding on
    curve, going first and second, is within three standard errors of the exact one."""
    *_, summary = run(_plan(games), processes=2)
    assert summary.games == games
    exact = odds(players_for("vanguard").figures.opening(NO_DRAWS, "standard"))
    checked = 0
    for order in (FIRST, SECOND):
        for turn, goal in enumerate(exact, 1):
            for key, p in (("holding", goal.holding[order]), ("curve", goal.chain[order])):
                found, counted = summary.mean(key, order, turn)
                assert found is not None and counted > 0.4 * games
                error = math.sqrt(float(p) * (1 - float(p)) / counted)
                assert abs(found - float(p)) <= 3 * error, (key, order, turn, found, p)
                checked += 1
    assert checked == 12


def test_the_simulated_rides_converge_to_the_exact_odds() -> None:
    """2,400 games: enough that exact odds one card off (a card fewer seen by every turn) are
    told apart."""
    _assert_converges(2400)


@pytest.mark.slow
def test_many_simulated_rides_converge_to_the_exact_odds() -> None:
    """8,000 games: enough that exact odds one card off for the first player alone (a drive
    check counted for their first turn, when they may not attack) are told apart too."""
    _assert_converges(8000)


def test_a_seed_gives_the_same_figures_on_any_number_of_processes() -> None:
    plan = _plan(30, deck=BRASSWORK, opponent="sparring", seed=3)
    *_, alone = run(plan, processes=1)
    *steps, pooled = run(plan, processes=2, chunk=4)
    assert len(steps) == 7  # a running summary after each chunk of four games
    assert (alone.by_turn, alone.by_kind, alone.turns_to_win) == (
        pooled.by_turn,
        pooled.by_kind,
        pooled.turns_to_win,
    )
    assert (alone.games, alone.wins) == (pooled.games, pooled.wins) == (30, pooled.wins)
    *_, other = run(_plan(30, deck=BRASSWORK, opponent="sparring", seed=4), processes=1)
    assert other.by_turn != alone.by_turn


def test_a_summary_adds_whole_numbers_by_turn_and_order() -> None:
    measures = (
        Measure("curve", "Rides on curve", "turn", rate=True, turns=2),
        Measure("triggers", "Triggers", "game", kinds=("heal", "stand")),
    )
    one, two = Summary(measures), Summary(measures)
    one.add(Tally(True, True, 5, {"curve": [1, 0, 1]}, {"triggers": {"heal": 2}}))
    one.add(Tally(True, False, 4, {"curve": [1]}, {"triggers": {"stand": 1}}))
    two.add(Tally(False, None, 9, {"curve": [0, 1]}, {}))
    one.merge(two)
    assert one.mean("curve", FIRST, 1) == (1.0, 2)
    assert one.mean("curve", FIRST, 2) == (0.0, 1)
    assert one.mean("curve", FIRST, 3) == (None, 0)  # beyond the turns shown
    assert one.mean("curve", SECOND, 2) == (1.0, 1)
    assert one.per_game("triggers", "heal") == pytest.approx(2 / 3)
    assert (one.games, one.wins, one.decided, one.turns_to_win) == (3, 1, 2, {5: 1})


def test_the_wilson_interval() -> None:
    low, high = wilson(80, 100)
    assert low == pytest.approx(0.7112, abs=1e-4) and high == pytest.approx(0.8666, abs=1e-4)
    assert wilson(0, 10)[0] == 0 and wilson(10, 10)[1] == pytest.approx(1)
    assert wilson(0, 0) == (0.0, 1.0)


def test_the_watcher_counts_damage_dealt_in_its_players_turn() -> None:
    """Player 0's vanguard (critical 2) hits: the two damage checks are damage dealt on that
    turn, and the critical trigger one reveals is not theirs to count."""
    attacker = {"name": "Paladin", "rest": True, "modifiers": [{"stat": "critical", "amount": 1}]}
    g = game(
        player(circles={"VC": attacker}, deck=["Lancer"] * 5),
        player(circles={"VC": "Knight"}, deck=["Critical Page", "Lancer", "Lancer"]),
        phase="battle",
        step="guard",
        battle={"attacker": "VC", "target": "VC"},
    )
    watcher = RideWatcher(g, 0)
    watcher.after(g, [])
    events = g.apply("next")  # no guard: twin drive (no trigger), then two damage checks
    watcher.after(g, events)
    while vg(g.state).check is not None:  # the defender gives the trigger's effects
        action = g.legal_actions()[0]
        watcher.after(g, g.apply(action))
    tally = watcher.tally(g)
    assert tally.by_turn["damage"] == [2]
    zero = {"critical": 0, "draw": 0, "heal": 0, "stand": 0, "front": 0, "over": 0}
    assert tally.by_kind["triggers"] == zero
    theirs = RideWatcher(g, 1)
    assert theirs.tally(g).by_turn["damage"] == []


def test_the_pilot_is_the_first_level_that_fights() -> None:
    assert default_pilot("vanguard") == "sparring"


@pytest.mark.parametrize("format", ["g", "premium", "d"])
def test_every_format_plays_to_figures(format: str) -> None:
    decks = [p.read_text(encoding="utf-8") for p in demo_decks(format)[:2]]
    plan = Plan("vanguard", format, decks[0], decks[1], 6, 1, "sharp", "sparring")
    *_, summary = run(plan, processes=1)
    assert summary.games == 6 and summary.decided == 6
    assert summary.mean("curve", FIRST, 1)[1] + summary.mean("curve", SECOND, 1)[1] == 6
    assert sum(summary.by_kind.values()) > 0  # triggers were checked


def test_a_ride_deck_holds_the_grades_to_ride_exactly_and_in_every_game() -> None:
    """The d format: the Ride Deck holds grades 1 to 3 from the start, so the exact odds of
    holding the grade to ride and of riding on curve are 1 on turns 1-3 (they were those of
    drawing each grade, 90% and less), the games agree, and the era's front and over triggers
    are counted with the rest."""
    d_deck, other = (p.read_text(encoding="utf-8") for p in demo_decks("d", "vanguard")[:2])
    opening = players_for("vanguard").figures.opening(d_deck, "d")
    assert opening.held == {"grade 1", "grade 2", "grade 3"}
    for goal in odds(opening):
        assert goal.holding == (1, 1) and goal.chain == (1, 1)
    classic = odds(players_for("vanguard").figures.opening(BRASSWORK, "standard"))
    assert all(goal.chain[FIRST] < 1 for goal in classic)  # drawn, not held
    plan = Plan("vanguard", "d", d_deck, other, 20, 3, "sparring", "sparring")
    *_, summary = run(plan, processes=1)
    for order in (FIRST, SECOND):
        for turn in (1, 2, 3):
            assert summary.mean("holding", order, turn)[0] == 1.0
    checked = {kind for (key, kind), n in summary.by_kind.items() if key == "triggers" and n}
    assert {"front", "over"} <= checked

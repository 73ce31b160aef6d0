"""WIXOSS deck statistics: the simulated games converge to the exact opening odds, a game's
watcher counts the Life Cloth crushed and the Life Bursts, and `deck stats --game wixoss`
prints WIXOSS's figures."""

from __future__ import annotations

import math
from fractions import Fraction
from itertools import product
from math import comb

import pytest

from playtester.cli import main
from playtester.engine.registry import players_for
from playtester.games.wixoss.figures import GrowWatcher
from playtester.resources import demo_decks
from playtester.stats.exact import odds
from playtester.stats.simulate import Plan, run
from playtester.stats.summary import FIRST, SECOND
from tests.wixoss_positions import game, player

DECKS = demo_decks(game="wixoss")
CINDER = DECKS[0].read_text(encoding="utf-8")
DAWNBELL = DECKS[1].read_text(encoding="utf-8")


def test_the_simulated_holdings_converge_to_the_exact_odds() -> None:
    """1,200 games of the sparring partner against a goldfish, each stopped once both players'
    third turns are played: every simulated rate of holding a SIGNI of the turn's level is
    within four standard errors of the exact one."""
    plan = Plan("wixoss", "diva", CINDER, DAWNBELL, 1200, 5, "goldfish", "sparring", max_actions=80)
    *_, summary = run(plan, processes=2)
    assert summary.games == 1200
    exact = odds(players_for("wixoss").figures.opening(CINDER, "diva"))
    checked = 0
    for order in (FIRST, SECOND):
        for turn, goal in enumerate(exact, 1):
            p = float(goal.holding[order])
            found, games = summary.mean("holding", order, turn)
            assert found is not None and games > 400
            error = math.sqrt(p * (1 - p) / games)
            assert abs(found - p) <= 4 * error + 0.005, (order, turn, found, p)
            checked += 1
    assert checked == 6


def test_the_exact_odds_of_a_level_1_signi_on_turn_1_by_counting_hands() -> None:
    """Going first, turn 1: the hand and one draw. An independent count over the deck's 40
    cards as 12 level 1 SIGNI and 28 others: a hand with none keeps none of them, sends back
    what the mulligan does not keep, and fails only if none of the cards drawn again is one."""
    opening = players_for("wixoss").figures.opening(CINDER, "diva")
    assert opening.kinds["level 1"] == 12 and sum(opening.kinds.values()) == 40
    others = {k: n for k, n in opening.kinds.items() if k != "level 1"}
    fail = Fraction(0)
    for counts in product(*(range(n + 1) for n in others.values())):
        if sum(counts) != 5:
            continue  # a hand of five cards, none a level 1 SIGNI
        ways = math.prod(comb(n, c) for n, c in zip(others.values(), counts, strict=True))
        hand = dict(zip(others, counts, strict=True))
        back = 5 - sum(min(hand[k], n) for k, n in opening.keep(hand).items() if k in hand)
        deck = 35 + back  # the deck the cards sent back are shuffled into, 12 level 1s in it
        seen = back + 1  # drawn again, then the turn's draw (the Life Cloth: as random)
        fail += ways * Fraction(comb(deck - 12, seen), comb(deck, seen))
    fail /= comb(40, 5)
    assert odds(opening)[0].holding[FIRST] == 1 - fail


def test_the_watcher_counts_crushes_and_life_bursts() -> None:
    """An unopposed SIGNI crushes a Life Cloth with a Life Burst: one crushed on my turn, one
    of their Life Bursts revealed."""
    g = game(
        player(field={"SL": "Spark"}),
        player(life=["Burster"] + ["Spark"] * 6),
        phase="attack",
        step="signi",
    )
    watcher = GrowWatcher(g, 0)
    watcher.after(g, g.apply("attack SL"))
    tally = watcher.tally(g)
    assert tally.by_turn["crushed"] == [1]
    assert tally.by_kind["bursts"] == {"yours": 0, "theirs": 1}


def run_cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_deck_stats_for_a_wixoss_deck(capsys: pytest.CaptureFixture[str]) -> None:
    args = ("deck", "stats", str(DECKS[0]), "--game", "wixoss", "--games", "12", "--seed", "3")
    code, out, err = run_cli(capsys, *args, "--processes", "1")
    assert code == 0, err
    lines = out.splitlines()
    assert lines[0] == "Cinder Pact against Cinder Pact: diva format, 12 games (seed 3)"
    assert any(line.startswith("Holds a SIGNI of the next level") for line in lines)
    assert any(line.startswith("  exact, going first") for line in lines)
    assert any(line.startswith("Life Bursts revealed per game: yours ") for line in lines)
    assert lines[-1].startswith("Win rate: ") and lines[-1].endswith("of 12 games")
    code, _, err = run_cli(capsys, *args, "--format", "g")
    assert code == 1 and "--format g: WIXOSS is played in diva" in err

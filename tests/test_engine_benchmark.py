"""benchmarks/engine.py --check: each random game conserves its cards, undoes to its start and
replays to the same end; a game that never ends stops with a message."""

from __future__ import annotations

import pytest

from benchmarks.engine import Failed, check_game, decks_of, play_random
from playtester.engine import Action, Game


@pytest.mark.parametrize("format", ["standard", "premium", "d", "diva"])
def test_random_games_pass_the_checks(format: str) -> None:
    decks = decks_of(format)
    for seed in range(2):
        actions, winner = play_random(seed, decks, format=format, check=True)
        assert actions > 0 and winner in (0, 1)


def _played(steps: int = 40) -> tuple[Game, dict]:
    game = Game.new(game="wixoss", format="diva", decks=decks_of("diva")[:2], seed=3)
    start = game.to_position()
    for _ in range(steps):
        game.apply(game.legal_actions()[0])
    return game, start


def test_a_lost_card_fails_the_check() -> None:
    game, start = _played()
    zones = game.state.zones[0]
    zone = next(name for name, ids in zones.items() if ids)
    zones[zone] = zones[zone][1:]  # behind the events' back
    with pytest.raises(Failed, match="cards"):
        check_game(game, start, "wixoss 3")


def test_a_change_undo_cannot_take_back_fails_the_check() -> None:
    game, start = _played()
    game.state.seed += 1  # behind the events' back: undo leaves it
    with pytest.raises(Failed, match="undo"):
        check_game(game, start, "wixoss 3")


def test_a_game_that_replays_otherwise_fails_the_check() -> None:
    game, start = _played()
    last = game.history[-1]  # its events stay (undo is exact), its action is another
    game.history[-1] = last._replace(action=Action.parse("concede"))
    with pytest.raises(Failed, match="replaying"):
        check_game(game, start, "wixoss 3")


def test_a_game_without_end_stops_with_a_message() -> None:
    with pytest.raises(Failed, match="no winner after 30 actions"):
        play_random(1, decks_of("standard"), format="standard", max_actions=30)

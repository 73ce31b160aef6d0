"""Positions and saved games have size limits, and say which one a document breaks."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from playtester.engine import Game, PositionError
from playtester.games.vanguard.gifts import MAX_ACCEL
from playtester.games.vanguard.position import MAX_CARDS, MAX_MODIFIERS
from playtester.record import savegame
from playtester.resources import demo_decks

DECKS = [p.read_text(encoding="utf-8") for p in demo_decks()[:2]]


def _start() -> dict[str, Any]:
    return Game.new(decks=DECKS, seed=4).to_position()


def _refused(doc: dict[str, Any]) -> PositionError:
    with pytest.raises(PositionError) as caught:
        Game.from_position(doc)
    return caught.value


def test_a_position_holds_at_most_so_many_cards() -> None:
    doc = _start()
    doc["players"][0]["deck"] = doc["players"][0]["deck"] * 40
    error = _refused(doc)
    assert f"a position holds at most {MAX_CARDS} cards" in str(error)
    assert error.path.startswith("players[0].deck[")


def test_a_position_holds_at_most_so_many_changes() -> None:
    doc = _start()
    change = {"stat": "power", "amount": 1000, "until": "permanent"}
    doc["players"][0]["hand"][0] = {
        "name": doc["players"][0]["hand"][0],
        "modifiers": [change] * (MAX_MODIFIERS + 1),
    }
    assert f"at most {MAX_MODIFIERS} changes" in str(_refused(doc))


def test_accel_circles_far_beyond_any_game_are_refused() -> None:
    doc = _start()
    doc["format"] = "premium"
    doc["players"][0]["circles"]["AL99999999"] = doc["players"][0]["hand"].pop()
    assert f"at most {MAX_ACCEL} Accel circles" in str(_refused(doc))
    doc = _start()
    doc["format"] = "premium"
    doc["players"][0]["gifts"] = {"accel": 10**9}
    assert f"expected 0 to {MAX_ACCEL} Accel circles" in str(_refused(doc))


@pytest.mark.parametrize(
    ("key", "value", "said"),
    [
        ("turn", 10**30, "turn: expected a number from 0 to 100,000"),
        ("seed", 2**63, "seed: expected a number from"),
        ("rng", -1, "rng: expected a number from 0"),
    ],
)
def test_numbers_beyond_what_can_be_stored(key: str, value: int, said: str) -> None:
    doc = _start()
    doc[key] = value
    assert said in str(_refused(doc))


def test_a_huge_power_or_long_text_in_a_card_definition() -> None:
    doc = _start()
    doc["cards"][0]["power"] = 10**20
    assert "cards[0].power: a number from" in str(_refused(doc))
    doc = _start()
    doc["cards"][0]["text"] = "x" * 20_000
    assert "cards[0].text: at most 10,000 characters" in str(_refused(doc))


def test_a_save_with_too_many_or_too_long_actions(tmp_path: Path) -> None:
    game = Game.new(decks=DECKS, seed=4)
    doc = savegame.to_document(game)
    doc["actions"] = [{"action": "coin"}] * (savegame.MAX_ACTIONS + 1)
    path = tmp_path / "long.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(savegame.SaveFileError, match="100,001 actions, at most 100,000"):
        savegame.load(path)
    doc["actions"] = [{"action": "coin " + "x" * savegame.MAX_ACTION}]
    path.write_text(json.dumps(doc), encoding="utf-8")
    with pytest.raises(savegame.SaveFileError, match=r"actions\[0\]: longer than 2,000"):
        savegame.load(path)

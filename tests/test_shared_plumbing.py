"""The position readers' shared parts (games/common/position.py) keep each game's words: a
Vanguard document's unknown key says so alone, a WIXOSS one lists the keys; each game's reader
refuses a document of another game."""

from __future__ import annotations

from typing import Any

import pytest

from playtester.engine import PositionError
from playtester.games.vanguard import position as vanguard_position
from playtester.games.wixoss import position as wixoss_position

TWO_PLAYERS: dict[str, Any] = {"players": [{}, {}]}


def _refusal(read: Any, doc: dict[str, Any]) -> str:
    with pytest.raises(PositionError) as caught:
        read(doc)
    return str(caught.value)


def test_an_unknown_key_is_worded_as_each_game_always_has() -> None:
    vanguard = _refusal(vanguard_position.from_position, {"players": [{"hands": []}, {}]})
    assert vanguard.endswith("players[0].hands: unknown key")
    wixoss = _refusal(wixoss_position.from_position, {"players": [{"hands": []}, {}]})
    assert "players[0].hands: unknown key; keys: name, field, " in wixoss


def test_a_document_of_another_game_is_refused_by_each_reader() -> None:
    said = _refusal(vanguard_position.from_position, {**TWO_PLAYERS, "game": "wixoss"})
    assert said.endswith("game: expected \"vanguard\", got 'wixoss'")
    said = _refusal(wixoss_position.from_position, {**TWO_PLAYERS, "game": "vanguard"})
    assert said.endswith("game: expected \"wixoss\", got 'vanguard'")

"""Ladder positions: any board as a JSON document, and each player's view of it (a card the
viewer may not see is written `{"hidden": true}`). A document that breaks the format is refused
with a PositionError naming its JSON path."""

from __future__ import annotations

from typing import Any

from playtester.engine.cards import CardInstance
from playtester.engine.errors import PositionError
from playtester.engine.state import State
from playtester.games.common.position import (
    expect,
    integer,
    known_card,
    known_keys,
    read_game,
    read_ids,
    read_players,
    read_rng_and_winner,
    read_turn,
    renumber,
    text,
    write_ending,
    write_header,
    write_ids,
)
from tests.tinygame.board import ENDINGS, PHASES, ZONES, LadderFlags, LadderVars, visible
from tests.tinygame.cards import CATALOGUE, GAME
from tests.tinygame.setup import FORMATS

MAX_CARDS = 200
TOP_KEYS = ("game", "format", "turn", "active", "first", "phase", "step", "winner", "reason",
            "seed", "rng", "view", "clears", "players", "ids")  # fmt: skip
PLAYER_KEYS = ("name", "played", *ZONES)


def from_position(doc: Any) -> State:
    """The state a document describes."""
    doc, fmt = read_game(doc, GAME, FORMATS, TOP_KEYS)
    players, seed = read_players(doc)
    state = State(GAME, fmt, ["Player 1", "Player 2"], seed=seed)
    flags = []
    for index, data in enumerate(players):
        path = f"players[{index}]"
        expect(data, dict, path, "an object")
        known_keys(data, PLAYER_KEYS, path)
        state.names[index] = text(data.get("name", f"Player {index + 1}"), f"{path}.name")
        for zone in ZONES:
            for j, name in enumerate(expect(data.get(zone, []), list, f"{path}.{zone}", "a list")):
                _place(state, index, zone, name, f"{path}.{zone}[{j}]")
        played = integer(data.get("played", 0), f"{path}.played", 0, MAX_CARDS)
        flags.append(LadderFlags(played=played))
    phase, turn, active, first = read_turn(doc, PHASES, default="climb")
    if doc.get("step") is not None:
        raise PositionError("step", "Ladder has no steps; use null")
    clears = integer(doc.get("clears", 0), "clears", 0, 10**6)
    state.flags = flags
    state.vars = LadderVars(turn=turn, active=active, first=first, phase=phase, clears=clears)
    read_rng_and_winner(doc, state, ENDINGS)
    renumber(state, read_ids(doc, MAX_CARDS))
    return state


def _place(state: State, player: int, zone: str, name: Any, path: str) -> None:
    if len(state.cards) >= MAX_CARDS:
        raise PositionError(path, f"a position holds at most {MAX_CARDS} cards")
    card = known_card(expect(name, str, path, "a card name"), path, {}, CATALOGUE.get)
    card_id = len(state.cards) + 1
    state.cards[card_id] = CardInstance(card_id, card, player, face_down=zone == "deck")
    state.place(card_id, player, zone)


def _entry(state: State, card: CardInstance, viewer: int | None) -> Any:
    if viewer is not None and not visible(state, card.id, viewer):
        return {"hidden": True}
    return card.name


def to_position(state: State, viewer: int | None = None) -> dict[str, Any]:
    """The state as a document; with `viewer`, only what that player may see."""
    players, order = [], []
    for p in (0, 1):
        player: dict[str, Any] = {"name": state.names[p], "played": state.flags[p].played}
        for zone in ZONES:
            ids = state.zones[p].get(zone, ())
            player[zone] = [_entry(state, state.cards[i], viewer) for i in ids]
            order += ids
        players.append(player)
    doc = write_header(state, None)
    doc["clears"] = state.vars.clears
    write_ending(doc, state, viewer)
    if viewer is None:
        write_ids(doc, order)
    doc["players"] = players
    return doc

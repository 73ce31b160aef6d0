"""Vanguard's typed state: each ending recorded with its reason, a battle and a check that
survive positions, snapshots and undo exactly, and state stored before it was typed."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from playtester.engine import Game
from playtester.engine.errors import PositionError
from playtester.engine.events import Note, SetVar
from playtester.engine.state import UNRECORDED, Outcome
from playtester.games.vanguard import prompts
from playtester.games.vanguard.log import note_words
from playtester.games.vanguard.state import (
    Battle,
    Check,
    Ending,
    ForceWait,
    Phase,
    Step,
    flags_of,
    vg,
)
from playtester.games.vanguard.words import outcome_words
from playtester.record.codec import decode_event, decode_state, encode_state
from tests.positions import game, p_game, player


def _ending(g: Game, action: str) -> str:
    """Apply the action that ends the game; the log's words for its ending."""
    events = g.apply(action)
    wins = [e for e in events if isinstance(e, Note) and e.what == "win"]
    assert len(wins) == 1
    return note_words(wins[0])


def _ends(g: Game, action: str, outcome: Outcome, said: str) -> None:
    """The action ends the game with `outcome`, which the log and the table word as `said`;
    undo takes the ending back."""
    assert _ending(g, action) == said
    assert vg(g.state).outcome == outcome and g.winner == outcome.winner
    assert outcome_words(outcome, g.state.names) == said
    g.undo()
    assert vg(g.state).outcome is None and g.winner is None


def test_six_damage_ends_the_game_with_its_count() -> None:
    g = game(
        player(circles={"VC": "Knight"}), player(circles={"VC": "Knight"}, damage=["Lancer"] * 6)
    )
    _ends(g, "next", Outcome(0, "damage", 6), "Player 2 has 6 damage: Player 1 wins")


def test_an_empty_deck_at_the_rule_check_ends_the_game() -> None:
    g = game(player(circles={"VC": "Knight"}, deck=[]), player(circles={"VC": "Knight"}))
    _ends(
        g, "next", Outcome(1, "deck out"), "Player 1 has no cards left in the deck: Player 2 wins"
    )


def test_no_card_to_draw_in_the_draw_phase_ends_the_game() -> None:
    g = game(
        player(circles={"VC": "Knight"}), player(circles={"VC": "Knight"}, deck=[]), phase="end"
    )
    _ends(g, "next", Outcome(0, "no draw"), "Player 2 has no card to draw: Player 1 wins")


def test_a_concession_ends_the_game() -> None:
    g = game(player(circles={"VC": "Knight"}), player(circles={"VC": "Knight"}))
    _ends(g, "concede", Outcome(1, "concession"), "Player 1 concedes: Player 2 wins")


def test_the_ending_is_shown_with_its_reason_and_kept_by_a_position() -> None:
    g = game(player(circles={"VC": "Knight"}), player(circles={"VC": "Knight"}))
    g.apply("concede")
    bar = prompts.prompt(g, 0, "Player 2 won on turn 3")
    assert (bar.phase, bar.text) == ("Game over", "Player 2 won on turn 3: Player 1 concedes.")
    doc = g.to_position()
    assert (doc["winner"], doc["reason"]) == (1, "concession")
    again = Game.from_position(json.loads(json.dumps(doc)))
    assert vg(again.state).outcome == Outcome(1, Ending.CONCESSION.value)
    del doc["reason"]  # a position written before outcomes said why
    old = Game.from_position(doc)
    assert vg(old.state).outcome == Outcome(1, UNRECORDED)
    assert outcome_words(Outcome(1, UNRECORDED), old.state.names) == "Player 2 wins"
    assert prompts.prompt(old, 0, "Player 2 won on turn 3").text == "Player 2 won on turn 3."
    doc["reason"] = "boredom"
    with pytest.raises(PositionError, match="reason"):
        Game.from_position(doc)


def _checking() -> Game:
    """Player 1's vanguard attacks; its drive check reveals a critical trigger of its clan,
    waiting for its effects in the drive step."""
    g = game(
        player(
            circles={"VC": "Paladin", "FL": "Knight"}, deck=["Critical Page", "Lancer", "Lancer"]
        ),
        player(circles={"VC": "Knight"}, hand=["Squire"]),
        phase="battle",
        step="attack",
    )
    g.apply("attack VC -> VC")
    g.apply("next")  # no guardian: the drive check
    return g


def test_a_battle_and_a_check_under_way_are_typed_records() -> None:
    g = _checking()
    v = vg(g.state)
    assert (v.phase, v.step) == (Phase.BATTLE, Step.DRIVE)
    assert v.battle == Battle("VC", None, "VC", drives=1)  # a grade 3 drives twice
    page = g.state.zones[0]["trigger"][0]
    assert v.check == Check(0, page, "drive", (), "critical")
    g.apply("trigger VC")
    assert vg(g.state).check == Check(0, page, "drive", ("power",), "critical")


def test_a_battle_and_a_check_under_way_survive_a_position_a_snapshot_and_undo() -> None:
    g = _checking()
    doc = json.loads(json.dumps(g.to_position()))
    assert doc["battle"] == {"attacker": "VC", "target": "VC", "drives": 1}
    assert doc["check"] == {"player": 0, "kind": "drive", "done": [], "trigger": "critical"}
    loaded = Game.from_position(doc)
    assert loaded.to_position() == doc
    v, again = vg(g.state), vg(loaded.state)
    assert again.battle == v.battle and (again.phase, again.step) == (v.phase, v.step)
    assert again.check is not None and v.check is not None
    assert again.check == replace(v.check, card=loaded.state.zones[0]["trigger"][0])
    snapped = decode_state(json.loads(json.dumps(encode_state(g.state))))
    assert snapped.snapshot() == g.state.snapshot() and repr(snapped.vars) == repr(g.state.vars)
    before = [g.state.snapshot()]
    for action in ("trigger VC", "critical VC"):  # the check ends; the battle goes on to close
        g.apply(action)
        before.append(g.state.snapshot())
    assert vg(g.state).check is None and vg(g.state).battle is None
    for snapshot in reversed(before[:-1]):
        g.undo()
        assert g.state.snapshot() == snapshot


def test_a_waiting_force_marker_survives_a_position() -> None:
    g = p_game(player(circles={"VC": "Knight"}), player(circles={"VC": "Knight"}))
    g.apply("gift force")
    g.apply("gift force")
    assert vg(g.state).gift == ForceWait(0, 2)
    doc = g.to_position()
    assert doc["gift"] == {"player": 0, "type": "force", "count": 2}
    assert vg(Game.from_position(doc).state).gift == ForceWait(0, 2)
    g.apply("force FL")
    assert vg(g.state).gift == ForceWait(0, 1)
    assert flags_of(g.state, 0).force == (("FL", 1),)


def test_state_stored_before_it_was_typed_reads_as_records() -> None:
    """A snapshot and a set event as the program wrote them while the variables were a dict:
    a battle without its later fields, the trigger kinds said as a dict, a waiting Force
    marker with its type, a winner without a reason."""
    g = _checking()
    doc = json.loads(json.dumps(encode_state(g.state)))
    doc["vars"] = {
        "phase": "battle",
        "step": "guard",
        "turn": 4,
        "active": 0,
        "first": 1,
        "rng": 6,
        "winner": 1,
        "battle": {"attacker": "FL", "booster": "BL", "target": "VC"},
        "trigger_kinds": {"Critical Page": "critical"},
        "gift": {"player": 0, "type": "force", "count": 2},
    }
    doc["flags"] = [{"mulligan": True, "ridden": True}, {}]
    state = decode_state(doc)
    v = vg(state)
    assert (v.phase, v.step, v.turn, v.rng) == ("battle", "guard", 4, 6)
    assert v.battle == Battle("FL", "BL", "VC")
    assert v.said_kind("Critical Page") == "critical" and v.said_kind("Lancer") is None
    assert v.gift == ForceWait(0, 2)
    assert v.outcome == Outcome(1, UNRECORDED)
    assert flags_of(state, 0).ridden and flags_of(state, 0).mulligan
    assert not flags_of(state, 1).ridden and not flags_of(state, 1).mulligan
    old = {"type": "set", "key": "battle", "before": None, "player": None,
           "after": {"attacker": "VC", "booster": None, "target": "VC", "drives": 1}}  # fmt: skip
    assert decode_event(old, "vanguard") == SetVar("battle", None, Battle("VC", None, "VC", 1))
    ridden = {"type": "set", "key": "ridden", "before": None, "after": True, "player": 1}
    assert decode_event(ridden, "vanguard") == SetVar("ridden", False, True, 1)


def test_the_flags_a_position_says_survive_it() -> None:
    """A ride made and a mulligan not made once the game has begun are written and read back
    (a reader takes an unsaid mulligan as made after the set-up)."""
    me = player(circles={"VC": "Knight"}, flags={"ridden": True, "mulligan": False})
    g = game(me, player(circles={"VC": "Knight"}))
    assert flags_of(g.state, 0).ridden and not flags_of(g.state, 0).mulligan
    assert flags_of(g.state, 1).mulligan and not flags_of(g.state, 1).ridden
    doc = g.to_position()
    assert doc["players"][0]["flags"] == {"ridden": True, "mulligan": False}
    again = Game.from_position(doc)
    assert flags_of(again.state, 0) == flags_of(g.state, 0)
    assert flags_of(again.state, 1) == flags_of(g.state, 1)

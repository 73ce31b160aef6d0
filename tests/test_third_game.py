"""A tiny third game, Ladder (tests/tinygame), registered through the registry's public API:
the engine plays it (its one rule judged with reasons, undo exact, positions and views), the
table opens it offscreen and plays it with gestures, the recordings keep it, replay it and print
it, and the hidden-information property holds for it as for the two real games. Whatever here
fails because a shared layer assumes Vanguard or WIXOSS is a defect of that layer."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from playtester.engine import Action, Game, IllegalAction, registry
from playtester.engine.errors import PositionError
from playtester.record.codec import decode_state, encode_state
from playtester.record.library import Library
from playtester.record.portable import export_document
from playtester.record.printer import print_lines
from tests import tinygame
from tests.test_ui_hidden_properties import play_hidden_game
from tests.test_ui_table import _centre, drag
from tests.tinygame.board import LadderFlags, LadderVars
from tests.tinygame.players import bot

FIRE = "3 Spark Imp\n3 Cinder Cub\n2 Ember Wisp\n2 Blaze Hound\n2 Flare Kite\n2 Pyre Golem\n" \
       "1 Magma Drake\n1 Sunfire Titan\n"  # fmt: skip
ICE = "3 Frost Mite\n3 Snow Hare\n2 Ice Lynx\n2 Sleet Owl\n2 Hail Ram\n2 Glacier Bear\n" \
      "1 Blizzard Roc\n1 Winter Wyrm\n"  # fmt: skip


@pytest.fixture(autouse=True)
def ladder() -> Iterator[None]:
    """Ladder is known for the test, and forgotten after it."""
    tinygame.register()
    try:
        yield
    finally:
        tinygame.unregister()


def position(**players: Any) -> dict[str, Any]:
    """A Ladder position in the climb, Ann to play: `ann` and `ben` give each player's zones."""
    ann, ben = players.get("ann", {}), players.get("ben", {})
    return {
        "game": "ladder",
        "turn": 3,
        "active": 0,
        "players": [{"name": "Ann", **ann}, {"name": "Ben", **ben}],
    }


def new_game(seed: int = 3) -> Game:
    return Game.new("ladder", decks=[FIRE, ICE], seed=seed, names=("Ann", "Ben"))


# -- the engine ----------------------------------------------------------------------------


def test_registering_makes_the_game_known_and_unregistering_forgets_it() -> None:
    assert "ladder" in registry.games(table=True)
    assert registry.card_model("ladder").card_type.__name__ == "LadderCard"
    tinygame.unregister()
    assert "ladder" not in registry.games()
    with pytest.raises(ValueError, match="unknown game 'ladder'"):
        registry.rules_for("ladder")
    with pytest.raises(ValueError, match="unknown game 'ladder'"):
        registry.parts_for("ladder")
    with pytest.raises(ValueError, match="unknown game 'ladder'"):
        registry.deck_lists_for("ladder")
    assert registry.card_model("ladder").card_type.__name__ == "Card"  # the core's again
    tinygame.register()


def test_a_new_game_deals_typed_state_seven_cards_each() -> None:
    game = new_game()
    state = game.state
    assert isinstance(state.vars, LadderVars) and state.vars.phase == "climb"
    assert all(isinstance(f, LadderFlags) for f in state.flags)
    assert [len(state.zones[p]["hand"]) for p in (0, 1)] == [7, 7]
    assert [len(state.zones[p]["deck"]) for p in (0, 1)] == [9, 9]
    assert game.to_play == state.vars.first == state.vars.active
    again = new_game()
    assert again.state.snapshot() == state.snapshot()  # the same seed deals the same game


def test_a_bad_deck_list_is_refused_naming_each_problem() -> None:
    with pytest.raises(ValueError) as error:
        Game.new("ladder", decks=["4 Spark Imp\n2 Nobody\n", ICE], seed=1)
    said = str(error.value)
    assert 'line 2: unknown card "Nobody"' in said
    assert 'at most 3 copies of "Spark Imp", not 4' in said
    assert "a deck holds 8 to 40 cards, this one 4" in said


def test_a_card_that_climbs_is_legal_and_one_that_does_not_is_refused_with_the_rule() -> None:
    game = Game.from_position(
        position(
            ann={"hand": ["Ember Wisp", "Pyre Golem", "Magma Drake", "Sleet Owl"]},
            ben={"rungs": ["Blaze Hound"], "hand": ["Frost Mite"]},
        )
    )
    low = game.check('play "Ember Wisp"')
    assert not low.legal and low.possible
    assert low.reason == (
        "play: Ember Wisp (3) does not climb above Blaze Hound (4) on top of the ladder"
    )
    equal = game.check('play "Sleet Owl"')
    assert equal.reason == (
        "play: Sleet Owl (4) does not climb above Blaze Hound (4) on top of the ladder"
    )
    assert game.check('play "Pyre Golem"').legal
    legal = {'play "Pyre Golem"', 'play "Magma Drake"', "pass"}
    assert set(map(str, game.legal_actions())) == legal
    game.apply('play "Pyre Golem"')
    state = game.state
    assert [state.cards[i].name for i in state.zones[0]["rungs"]] == ["Pyre Golem"]
    assert state.flags[0].played == 1 and game.to_play == 1 and state.vars.turn == 4
    turn = game.check('@0 play "Magma Drake"')
    assert turn.reason == "play: it is Ben's turn to act"


def test_what_cannot_be_done_even_as_an_override_says_why() -> None:
    game = Game.from_position(position(ann={"hand": ["Spark Imp"]}, ben={"hand": ["Snow Hare"]}))
    missing = game.check('play "Winter Wyrm"')
    assert not missing.possible and missing.reason == 'play: no "Winter Wyrm" in your hand'
    unknown = game.check("climb")
    assert unknown.unreadable and "unknown action 'climb'" in unknown.reason
    assert "the actions are: play, pass, concede, roll, coin" in unknown.reason
    with pytest.raises(IllegalAction, match="Winter Wyrm"):
        game.apply('play "Winter Wyrm"', override=True)


def test_an_override_plays_a_low_card_marked_and_undo_takes_it_back_exactly() -> None:
    game = Game.from_position(
        position(ann={"hand": ["Spark Imp", "Ember Wisp"]}, ben={"rungs": ["Ice Lynx"]})
    )
    before = game.state.snapshot()
    with pytest.raises(IllegalAction, match="does not climb above Ice Lynx"):
        game.apply('play "Spark Imp"')
    events = game.apply('play "Spark Imp"', override=True)
    assert game.history[-1].override and events[0].kind == "override"
    game.undo()
    assert game.state.snapshot() == before


def test_a_pass_draws_and_clears_the_ladder_and_the_opponent_reads_no_drawn_name() -> None:
    game = Game.from_position(
        position(
            ann={"hand": ["Spark Imp"], "deck": ["Sunfire Titan"], "rungs": ["Ember Wisp"]},
            ben={"hand": ["Snow Hare"], "rungs": ["Hail Ram"]},
        )
    )
    events = game.apply("pass")
    state = game.state
    assert [state.cards[i].name for i in state.zones[0]["hand"]] == ["Spark Imp", "Sunfire Titan"]
    assert not state.zones[0]["rungs"] and not state.zones[1]["rungs"]
    assert state.vars.clears == 1 and game.to_play == 1
    assert game.describe(Action("pass"), events, 0).words == (
        "passes, draws Sunfire Titan and clears the ladder"
    )
    assert game.describe(Action("pass"), events, 1).words == (
        "passes, draws a card and clears the ladder"
    )


def test_the_first_to_empty_their_hand_wins_and_then_nothing_is_legal() -> None:
    game = Game.from_position(position(ann={"hand": ["Sunfire Titan"]}, ben={"hand": ["Ice Lynx"]}))
    game.apply('play "Sunfire Titan"')
    assert game.winner == 0 and game.outcome is not None and game.outcome.reason == "emptied"
    assert game.legal_actions() == []
    assert game.check("pass").reason == "the game is over: Ann won"


def test_a_position_round_trips_and_a_view_hides_the_other_hand_and_the_decks() -> None:
    game = new_game()
    doc = game.to_position()
    assert Game.from_position(json.loads(json.dumps(doc))).to_position() == doc
    view = game.view_for(0)
    ann, ben = view["players"]
    assert all(isinstance(name, str) for name in ann["hand"])
    assert ben["hand"] == [{"hidden": True}] * 7
    assert ann["deck"] == [{"hidden": True}] * 9
    with pytest.raises(PositionError, match=r"players\[1\]\.graveyard: unknown key"):
        Game.from_position(position(ben={"graveyard": []}))


def test_bots_finish_every_game_and_undo_to_the_start_is_exact() -> None:
    for seed in range(20):
        game = new_game(seed)
        start = game.state.snapshot()
        while game.winner is None:
            assert len(game.history) < 200
            game.apply(bot(game))
        assert len(game.history) > 12
        while game.undo():
            pass
        assert game.state.snapshot() == start


# -- the table -----------------------------------------------------------------------------


def test_the_table_plays_ladder_with_gestures_and_refuses_a_low_card(window: Any) -> None:
    w = window(
        Game.from_position(
            position(
                ann={"hand": ["Spark Imp", "Magma Drake", "Flare Kite"], "deck": ["Pyre Golem"]},
                ben={"hand": ["Ice Lynx", "Snow Hare"], "rungs": ["Hail Ram"]},
            )
        ),
        assist="strict",
        mode="hotseat",
    )
    w.curtain.button.click()
    c = w.controller
    state = c.game.state
    imp, drake = state.zones[0]["hand"][0], state.zones[0]["hand"][1]
    assert not c.parts.gestures.glows(c.game, 0, imp) and c.parts.gestures.glows(c.game, 0, drake)
    drag(w, imp, _centre(w, 0, "rungs"))
    assert imp in state.zones[0]["hand"]  # strict: the low card bounces back, with the rule
    assert "does not climb above Hail Ram" in w.statusBar().currentMessage()
    drag(w, drake, _centre(w, 0, "rungs"))
    assert state.zones[0]["rungs"] == [drake] and c.game.to_play == 1
    assert c.behind_curtain  # hot-seat: the screen goes to Ben
    w.curtain.button.click()
    assert "plays Magma Drake" in w.side.log.toPlainText()
    assert w.phase_bar.text.text() == "Play a card above 7 onto your rungs, or pass"
    c.act("pass")
    assert not state.zones[0]["rungs"] and len(state.zones[1]["hand"]) == 2


# -- recordings ----------------------------------------------------------------------------


def test_a_recorded_game_replays_to_every_step_and_prints_for_one_viewer() -> None:
    library = Library(memory=True)
    game = new_game(5)
    recording = library.start(game, {"mode": "hotseat"})
    while game.winner is None:
        recording.apply(bot(game))
    nodes = recording.main_line()
    replay = recording.replay()
    slow = Game.from_position(recording.start)
    for node in nodes:
        step = recording.step(node)
        slow.apply(step.action, override=step.override)
        assert replay.goto(node).to_position() == slow.to_position()
    assert replay.goto(nodes[-1]).winner == game.winner
    again = decode_state(json.loads(json.dumps(encode_state(game.state))))
    assert again.snapshot() == game.state.snapshot()
    assert isinstance(again.vars, LadderVars)
    lines = list(print_lines(recording, view=1))
    text = "\n".join(lines)
    assert "Ann vs Ben · standard" in lines[0] and 'Ann: play "' in text
    hidden = {game.state.cards[i].name for i in game.state.zones[0]["hand"]}
    seen_by_ben = {c.name for c in game.state.cards.values() if game.visible(c.id, 1)}
    assert not [name for name in hidden - seen_by_ben if name in text]
    doc = json.loads(json.dumps(export_document(recording)))
    copy, warnings = Library(memory=True).import_document(doc)
    assert warnings == []
    assert copy.replay().goto(copy.main_line()[-1]).to_position() == game.to_position()


# -- hidden information --------------------------------------------------------------------


@settings(
    max_examples=2,
    deadline=None,
    phases=[Phase.explicit, Phase.reuse, Phase.generate],
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(seed=st.integers(0, 10_000))
def test_no_screen_names_a_ladder_card_its_player_never_saw(
    window: Any, answered: None, seed: int
) -> None:
    play_hidden_game(window, "ladder", seed, "standard", decks=(FIRE, ICE))

"""The table's controller: goldfish turns, undo over them, saving and resuming, results."""

from __future__ import annotations

from playtester.engine import Game
from playtester.games.vanguard.state import flags_of, vg
from playtester.record.library import Library
from playtester.ui.controller import TableController
from tests.positions import game, names, player


def test_the_goldfish_plays_its_turns_and_undo_skips_them(qapp) -> None:  # type: ignore[no-untyped-def]
    c = TableController.new_game(seed=9)
    assert c.game.to_play == 0
    c.act("mulligan")
    assert c.game.to_play == 0 and vg(c.game.state).phase == "ride"
    steps = len(c.game.history)
    c.act("next")
    c.act("next")
    c.act("next")  # end battle: our turn ends with the next one
    c.act("next")  # end turn: the goldfish's whole turn happens
    assert c.game.to_play == 0 and vg(c.game.state).active == 0
    assert len(c.game.history) > steps + 4
    c.undo()  # takes back our "end turn" and the goldfish's turn with it
    assert vg(c.game.state).phase == "end" and c.game.to_play == 0
    c.redo()
    assert vg(c.game.state).active == 0 and vg(c.game.state).phase == "ride"


def test_every_action_is_recorded_and_an_interrupted_game_resumes(qapp) -> None:  # type: ignore[no-untyped-def]
    library = Library()
    c = TableController.new_game(seed=9)
    c.record_to(library)
    c.act("mulligan")
    c.act("next")
    c.act("next")
    c.undo()
    assert c.recording is not None and c.recording.game is c.game
    assert c.recording.ply == len(c.game.history)
    library.close()  # the program dies here: nothing else is written
    again = Library()
    (info,) = again.unfinished()
    resumed = TableController.resume(again.resume(info.id))
    assert resumed.game.to_position() == c.game.to_position()
    assert resumed.mode == "goldfish"
    assert resumed.redo()  # the undone step came back with the redo list
    assert len(resumed.game.history) == len(c.game.history) + 1


def test_starting_another_game_closes_the_recording_of_the_last(qapp) -> None:  # type: ignore[no-untyped-def]
    library = Library()
    c = TableController.new_game(seed=9)
    c.record_to(library)
    c.act("mulligan")
    played = c.recording
    fresh = TableController.new_game(seed=10)
    fresh.record_to(library)
    c.replace(fresh)  # the played game is closed and kept
    assert [info.id for info in library.unfinished()] == [fresh.recording.id]  # type: ignore[union-attr]
    last = TableController.new_game(seed=11)
    last.record_to(library)
    c.replace(last)  # nothing was played in `fresh`: its recording goes
    ids = {info.id for info in library.recordings()}
    assert ids == {played.id, last.recording.id}  # type: ignore[union-attr]


def test_strict_refuses_assist_asks_free_overrides(qapp) -> None:  # type: ignore[no-untyped-def]
    position = game(
        player(circles={"VC": "Squire"}, hand=["Paladin"]),
        player(circles={"VC": "Knight"}),
        phase="ride",
    )
    c = TableController(Game.from_position(position.to_position()))
    messages: list[str] = []
    c.message.connect(messages.append)
    c.assist = "strict"
    assert not c.act('ride "Paladin"') and "grade 3" in messages[-1]
    assert c.act('ride "Paladin"', force=True) and c.game.history[-1].override
    c.undo()
    c.assist = "assist"
    c.confirm = lambda action, verdict: False
    assert not c.act('ride "Paladin"')
    c.assist = "free"
    assert c.act('ride "Paladin"') and names(c.game, 0, "VC") == ["Paladin"]


def test_the_result_counts_the_goldfish_players_turns(qapp) -> None:  # type: ignore[no-untyped-def]
    position = game(
        player(circles={"VC": "Paladin"}), player(circles={"VC": "Knight"}), turn=7, first=0
    )
    c = TableController(position)
    c.act("@1 concede")
    assert c.result_text() == "Player 1 won on turn 7 (your turn 4)"


def test_g_era_demo_decks_play_to_a_winner_in_goldfish_and_hot_seat(qapp) -> None:  # type: ignore[no-untyped-def]
    from playtester.games.vanguard import bot
    from playtester.games.vanguard.board import stridden

    for mode, seed in (("goldfish", 1), ("hotseat", 2)):  # games long enough to stride
        c = TableController.new_game(seed=seed, mode=mode, format="g")
        strode = False
        for _ in range(3000):
            if c.game.winner is not None:
                break
            if c.viewer is None:
                c.lift_curtain()
            assert c.act(bot.choose(c.game))
            strode = strode or stridden(c.game.state, 0) or stridden(c.game.state, 1)
        assert c.game.winner in (0, 1), mode
        assert strode, f"nobody strode in the {mode} game"
        assert c.game.state.format == "g"


def test_premium_demo_decks_play_to_a_winner_with_gifts(qapp) -> None:  # type: ignore[no-untyped-def]
    from playtester.games.vanguard import bot

    c = TableController.new_game(seed=2, mode="hotseat", format="premium")
    gifts: set[str] = set()
    for _ in range(3000):
        if c.game.winner is not None:
            break
        if c.viewer is None:
            c.lift_curtain()
        assert c.act(bot.choose(c.game))
        gifts |= {flags_of(c.game.state, p).gift or "" for p in (0, 1)} - {""}
    assert c.game.winner in (0, 1)
    assert gifts, "nobody acquired a gift"

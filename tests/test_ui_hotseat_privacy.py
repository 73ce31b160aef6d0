"""Hidden information of an unfinished hot-seat game, through the real widgets of both games:
the replay viewer opened during the game (Game ▸ Watch This Game, Recordings ▸ Watch), and what
the table shows and does while the curtain is down (the prompt bar, Undo and Redo)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QPushButton

from playtester.engine import Game
from playtester.games.vanguard.state import vg
from playtester.games.wixoss.state import wx
from playtester.ui.controller import TableController
from playtester.ui.recordings import RecordingsDialog
from playtester.ui.replay import ReplayWindow
from playtester.ui.window import MainWindow
from tests.positions import g_game, g_zone, player
from tests.test_ui_hidden import _log
from tests.test_ui_table import _centre
from tests.test_ui_wixoss import _battle_board, press, release, top

GAMES = ["vanguard", "wixoss"]


@pytest.fixture(autouse=True)
def _replays_closed() -> Iterator[None]:
    """The replay windows a test opens close with it (they are windows of their own)."""
    yield
    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, ReplayWindow):
            widget.close()


def _live(window: Any, game_name: str) -> MainWindow:
    """A recorded hot-seat game of `game_name`, the first player at the screen."""
    dealt = TableController.new_game(seed=5, mode="hotseat", game_name=game_name)
    w: MainWindow = window(dealt.game, mode="hotseat")
    w.games.start_recording(offer_resume=False)
    w.curtain.button.click()
    return w


def _views(replay: ReplayWindow) -> list[Any]:
    box = replay.perspective
    return [box.itemData(i) for i in range(box.count())]


def _hidden_from(replay: ReplayWindow, viewer: int) -> list[int]:
    """The cards at the replay's step that `viewer` may not see, yet the replay shows."""
    game = replay.controller.game
    return [i for i in game.state.cards if not game.visible(i, viewer) and replay.scene.visible(i)]


def _watch_from_the_list(w: MainWindow, recording_id: int) -> ReplayWindow:
    """Recordings ▸ (the row of `recording_id`) ▸ Watch, as a player clicks them."""

    def watch() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, RecordingsDialog)
        row = next(
            r
            for r in range(dialog.table.rowCount())
            if dialog.table.item(r, 0).data(Qt.ItemDataRole.UserRole) == recording_id
        )
        dialog.table.selectRow(row)
        button = next(b for b in dialog.findChildren(QPushButton) if b.text() == "Watch")
        button.click()

    QTimer.singleShot(0, watch)
    w.shortcuts["recordings"].trigger()
    replay = w.viewers[-1]
    assert isinstance(replay, ReplayWindow) and replay.recording.id == recording_id
    return replay


# -- item 1: the replay of a hot-seat game that has not ended ---------------------------------


@pytest.mark.parametrize("game_name", GAMES)
def test_watching_the_live_hot_seat_game_shows_only_the_seat_at_the_screen(
    window: Any, game_name: str
) -> None:
    w = _live(window, game_name)
    me = w.controller.viewer
    assert me is not None
    w.shortcuts["watch_game"].trigger()
    replay = w.viewers[-1]
    assert isinstance(replay, ReplayWindow)
    assert replay.perspective.currentData() == me and _views(replay) == [me]
    assert not replay.perspective.isEnabled()  # nothing else is offered while it is played
    assert _hidden_from(replay, me) == []  # the opponent's hand, deck, G zone / Life Cloth...
    replay.goto(len(replay.nodes) - 1)
    assert _hidden_from(replay, me) == []
    replay.close()
    # the same recording from Recordings ▸ Watch
    recording = w.controller.recording
    assert recording is not None
    replay = _watch_from_the_list(w, recording.id)
    assert replay.perspective.currentData() == me and _views(replay) == [me]
    assert _hidden_from(replay, me) == []


def test_behind_the_curtain_the_live_game_is_not_watched(window: Any) -> None:
    w = _live(window, "vanguard")
    c = w.controller
    assert c.act("mulligan")  # the first player keeps: the screen goes to the other
    assert c.behind_curtain and c.recording is not None
    w.games.watch(c.recording.id)  # as the Recordings list would, were it open
    assert not w.viewers and "handed over" in w.statusBar().currentMessage()


@pytest.mark.parametrize("game_name", GAMES)
def test_an_unfinished_hot_seat_recording_opens_behind_a_curtain_never_on_everything(
    window: Any, game_name: str
) -> None:
    w = _live(window, game_name)
    library = w.games.library
    other = TableController.new_game(seed=9, mode="hotseat", game_name=game_name).game
    old = library.start(other, {"mode": "hotseat"})
    old.apply(other.legal_actions()[0])
    replay = _watch_from_the_list(w, old.id)
    assert replay.perspective.currentData() == 0 and replay.curtain.isVisible()
    assert "Player 1" in replay.curtain.title.text()
    replay.curtain.button.click()
    assert _hidden_from(replay, 0) == []
    replay.perspective.setCurrentIndex(replay.perspective.findData(None))  # Everything
    assert replay.curtain.isVisible()  # shown only once someone says they may see it all
    assert "everything" in replay.curtain.title.text().lower()
    replay.curtain.button.click()
    assert replay.controller.reveal_all


def test_a_finished_hot_seat_game_is_watched_with_everything_shown(window: Any) -> None:
    w = _live(window, "vanguard")
    w.controller.act("concede")
    w.announced.close()
    w.shortcuts["watch_game"].trigger()
    replay = w.viewers[-1]
    assert replay.perspective.currentData() is None and None in _views(replay)
    assert not replay.curtain.isVisible()
    w.controller.undo()  # the game goes on: the replay falls back to the seat's own view
    assert replay.perspective.currentData() == w.controller.viewer
    assert _views(replay) == [w.controller.viewer]


# -- item 2: behind the curtain, the prompt bar is blank and nothing acts -----------------------


def _before_a_g_assist() -> Game:
    """Ben ends his turn; Ann draws into a G-Assist (no grade 2 in hand, three G units)."""
    ann = player(
        circles={"VC": "Lancer"},
        hand=["Lancer", "Paladin", "Squire"],
        deck=["Heal Page", "Knight", "Lancer", "Swordsman", "Critical Page", "Squire", "Knight"],
        g_zone=g_zone("Dawn Colossus", "Star Empress", "Plain Giant"),
    )
    ben = player(circles={"VC": "King"}, hand=["Knight"], deck=["Knight"] * 10)
    g = g_game(ann, ben, turn=2, active=1, phase="end")
    g.state.names[:] = ["Ann", "Ben"]
    return g


def _blank(w: MainWindow) -> bool:
    bar = w.phase_bar
    shown = [b.text() for b in bar.buttons.values() if b.isVisibleTo(bar)]
    lit = [name for name, chip in bar.chips.items() if "highlight" in chip.styleSheet()]
    return bar.text.text() == "" and not shown and not bar.next.isVisibleTo(bar) and not lit


def test_behind_the_curtain_the_prompt_bar_tells_nothing_of_the_next_player(window: Any) -> None:
    w: MainWindow = window(_before_a_g_assist(), mode="hotseat")
    c = w.controller
    assert _blank(w)
    w.curtain.button.click()  # Ben
    assert not _blank(w) and w.phase_bar.next.text() == "End turn"
    w.phase_bar.next.click()
    assert c.behind_curtain and vg(c.game.state).step == "gassist"
    assert _blank(w)  # it said: G-Assist for Ann, who has no grade 2
    w.curtain.button.click()  # Ann
    assert "G-Assist" in w.phase_bar.text.text()


def test_behind_the_curtain_undo_and_redo_take_back_nothing(window: Any) -> None:
    w: MainWindow = window(_before_a_g_assist(), mode="hotseat")
    c = w.controller
    w.curtain.button.click()  # Ben
    w.phase_bar.next.click()  # ends his turn: the screen goes to Ann
    steps = len(c.game.history)
    assert c.behind_curtain
    assert not w.shortcuts["undo"].isEnabled() and not w.shortcuts["redo"].isEnabled()
    w.shortcuts["undo"].trigger()
    assert not c.undo()
    assert len(c.game.history) == steps and c.game.to_play == 0 and w.curtain.isVisible()
    w.curtain.button.click()  # Ann is at the screen: she may take back what was done
    assert w.shortcuts["undo"].isEnabled()
    w.shortcuts["undo"].trigger()
    assert len(c.game.history) == steps - 1 and c.behind_curtain  # back to Ben, curtained
    assert not c.redo()
    assert len(c.game.history) == steps - 1


def test_behind_the_wixoss_curtain_the_life_burst_prompt_is_blank(window: Any) -> None:
    w: MainWindow = window(_battle_board(), mode="hotseat")
    c = w.controller
    w.curtain.button.click()
    spark = top(w, 0, "SL")
    press(w, spark, _centre(w, 1, "life"))
    release(w, _centre(w, 1, "life"))
    assert c.behind_curtain  # the defender decides on the Life Burst
    assert _blank(w)  # it said: Life Burst! ... Use Life Burst
    steps = len(c.game.history)
    w.shortcuts["undo"].trigger()
    assert len(c.game.history) == steps
    w.curtain.button.click()
    assert w.phase_bar.next.text() == "Decline"


# -- item 3: what G-Assist tells the other player -----------------------------------------------


def test_the_other_player_never_reads_that_g_assist_was_possible_or_declined(
    window: Any,
) -> None:
    """G-Assist is possible only without a card of the next grade in hand: the other player is
    told neither that it was offered nor that it was declined (the rules reveal nothing)."""
    w: MainWindow = window(_before_a_g_assist(), mode="hotseat")
    w.games.start_recording(offer_resume=False)
    c = w.controller
    w.curtain.button.click()  # Ben
    w.phase_bar.next.click()  # ends his turn: Ann draws into a G-Assist
    w.curtain.button.click()  # Ann
    assert "G-Assist is possible for Ann" in _log(w)
    assert w.phase_bar.next.text() == "Decline G-Assist"
    w.phase_bar.next.click()
    assert "Ann declines G-Assist" in _log(w)
    for _ in range(12):
        if c.behind_curtain:
            break
        w.phase_bar.next.click()
    assert c.behind_curtain and c.game.to_play == 1
    w.curtain.button.click()  # Ben
    w.shortcuts["log_notation"].setChecked(True)
    theirs = _log(w).splitlines()
    assert "Ben ends the turn" in theirs and "Ann ends the turn" in theirs
    assert not any("G-Assist" in line or "declines" in line for line in theirs)
    turn = theirs[theirs.index("Turn 3") + 1 :]
    anns = [e for e in c.log.entries if e.turn == 3 and e.who == "Ann"]
    assert len([line for line in turn if line.startswith("Ann")]) == len(anns) - 1
    assert turn[:2] == ["Ann ends the ride step", "next"]  # not a step that says nothing
    w.shortcuts["watch_game"].trigger()  # nor does the replay, in Ben's view
    replay = w.viewers[-1]
    assert isinstance(replay, ReplayWindow) and replay.perspective.currentData() == 1
    assert len(replay.nodes) == len(replay.line) - 1
    said = []
    for index in range(len(replay.nodes)):
        replay.goto(index)
        said.append(replay.step_label.text())
        assert f"step {index}<" in said[-1] or index == 0  # no step is missing from the count
    assert not any("G-Assist" in text or "declines" in text for text in said)


# -- a step that passes by itself tells only what is public -------------------------------------


def _wixoss_attack(window: Any, ben: dict[str, Any], step: str) -> MainWindow:
    """Hot-seat WIXOSS: Ann at the screen in her attack phase, at `step`; Ben defends."""
    from tests.wixoss_positions import game as wixoss_game
    from tests.wixoss_positions import player as wixoss_player

    g = wixoss_game(wixoss_player(), ben, phase="attack", step=step)
    g.state.names[:] = ["Ann", "Ben"]
    w: MainWindow = window(g, mode="hotseat")
    w.curtain.button.click()  # Ann
    return w


def test_a_wixoss_hand_without_a_guard_card_is_not_told_by_the_guard_step(
    window: Any,
) -> None:
    """A Guard card is a hidden card of the hand: a guard step that passed by itself would tell
    Ann that Ben holds none. The screen goes to Ben whenever his hand holds a card; only an
    empty hand (public) lets the step pass by itself."""
    from tests.wixoss_positions import player as wixoss_player

    w = _wixoss_attack(window, wixoss_player(hand=["Giant", "Knight"]), "lrig")
    c = w.controller
    assert c.act("attack C")
    assert c.behind_curtain and "Ben" in w.curtain.title.text()
    assert wx(c.game.state).step == "guard" and c.game.to_play == 1
    w.curtain.button.click()  # Ben
    w.phase_bar.next.click()  # no guard
    assert c.behind_curtain and "Ann" in w.curtain.title.text()
    w.curtain.button.click()
    assert "Ben" in _log(w) and "Giant" not in _log(w) and "Knight" not in _log(w)
    w = _wixoss_attack(window, wixoss_player(), "lrig")  # no card in hand: nothing to hide
    c = w.controller
    assert c.act("attack C")
    assert not c.behind_curtain and c.viewer == 0 and wx(c.game.state).step != "guard"


def test_a_wixoss_defense_step_asked_for_does_not_tell_the_lrig_deck(window: Any) -> None:
    """With Settings ▸ Stop at the Defense Step for Assist LRIGs on, a defense step that passed
    by itself only when no Assist LRIG can grow would tell Ann what Ben's hidden LRIG deck does
    not hold: the screen goes to Ben whenever an Assist LRIG stands and the LRIG deck holds a
    card; an empty LRIG deck (public) lets it pass by itself."""
    from tests.test_ui_wixoss_games import _stop_action
    from tests.wixoss_positions import player as wixoss_player

    w = _wixoss_attack(window, wixoss_player(lrig_deck=["Chorus"]), "pre")
    _stop_action(w).trigger()
    c = w.controller
    assert "wixoss" in c.optional_stops
    assert c.act("next")
    assert wx(c.game.state).step == "defense" and c.behind_curtain
    assert [str(a) for a in c.game.legal_actions()] == ["next"]  # nothing Ben can grow
    w = _wixoss_attack(window, wixoss_player(lrig_deck=[]), "pre")
    assert "wixoss" in w.controller.optional_stops  # remembered
    assert w.controller.act("next")
    assert wx(w.controller.game.state).step == "signi" and not w.controller.behind_curtain
    _stop_action(w).trigger()  # off again: the defense step always passes (public)
    w = _wixoss_attack(window, wixoss_player(lrig_deck=["Chorus"]), "pre")
    assert w.controller.act("next")
    assert wx(w.controller.game.state).step == "signi" and not w.controller.behind_curtain


def test_against_the_program_a_step_the_player_cannot_use_still_passes_by_itself(
    qapp: Any,
) -> None:
    """Against the program no one is told anything: a guard step the player's hand cannot
    guard in passes by itself, in both games (goldfishing stays quick)."""
    from tests.positions import game, player
    from tests.wixoss_positions import game as wixoss_game
    from tests.wixoss_positions import player as wixoss_player

    me = player(circles={"VC": "Squire"}, hand=["Paladin"])
    it = player(circles={"VC": "Knight", "FL": "Knight"})
    c = TableController(game(me, it, phase="battle", step="attack", active=1), "goldfish")
    c.opponent = "sparring"
    c.autoplay()
    assert vg(c.game.state).active == 0 and c.game.to_play == 0  # the player's own turn
    passes = [e for e in c.log.entries if e.line(0).words.startswith("calls no more guardians")]
    assert len(passes) == 2 and {e.who for e in passes} == {c.game.state.names[0]}
    w_me = wixoss_player(hand=["Spark", "Knight"])
    c = TableController(
        wixoss_game(w_me, wixoss_player(), phase="attack", step="lrig", active=1), "goldfish"
    )
    c.opponent = "sparring"
    c.autoplay()
    assert wx(c.game.state).active == 0 and c.game.to_play == 0

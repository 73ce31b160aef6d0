"""Whole WIXOSS games at the table: New Game and `playtester table --game wixoss` deal one; a
goldfish game and a hot-seat game are played to a winner through the window; the curtain hides
hands, Life Cloth and LRIG decks; the replay viewer shows a recorded WIXOSS game with drawings on
its zones, variations and play from here."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication, QMenu

from playtester.engine import Game
from playtester.engine.faces import MAIN_BACK
from playtester.games.wixoss import bot
from playtester.games.wixoss.state import wx
from playtester.games.wixoss.words import ENDINGS, outcome_words
from playtester.record.annotations import Target
from playtester.record.library import Library
from playtester.resources import demo_decks
from playtester.ui.controller import TableController
from playtester.ui.dialogs import NewGameDialog
from playtester.ui.replay import ReplayWindow
from tests.test_ui_table import _settle

HIDDEN = ("hand", "life", "lrig_deck")


def _play_to_the_end(w: Any, steps: int = 3000) -> None:
    """The bot plays every human choice through the window, the curtain lifted as it comes."""
    c = w.controller
    for _ in range(steps):
        if c.game.winner is not None:
            return
        if c.behind_curtain:
            w.curtain.button.click()
            continue
        assert c.act(bot.choose(c.game)), c.game.check(bot.choose(c.game)).reason
        QApplication.processEvents()


@pytest.mark.parametrize("mode", ["goldfish", "hotseat"])
def test_a_wixoss_game_is_played_to_a_winner_at_the_table(window: Any, mode: str) -> None:
    dealt = TableController.new_game(seed=2, mode=mode, format="diva", game_name="wixoss")
    w = window(dealt.game, mode=mode)
    w.controller.autoplay()  # as a new game starts: a goldfish that goes first plays its turn
    _play_to_the_end(w)
    g = w.controller.game
    assert g.winner in (0, 1) and g.state.game == "wixoss"
    log = "\n".join(e.line(g.winner).words for e in w.controller.log.entries)
    assert "grows into" in log and "crushes a Life Cloth" in log
    if mode == "goldfish":  # the goldfish grows and plays SIGNI, never attacks
        goldfish = [e.line(0).words for e in w.controller.log.entries if e.who == "Goldfish"]
        assert any("plays " in s for s in goldfish) and any("grows into" in s for s in goldfish)
        assert not any(s.startswith("attacks") for s in goldfish)
    assert w.announced is not None  # the table says who won, and why
    outcome = wx(g.state).outcome
    assert outcome is not None and outcome.reason in ENDINGS
    assert outcome_words(outcome, g.state.names) in w.announced.informativeText()


def test_the_curtain_hides_hands_life_cloth_and_lrig_decks(window: Any) -> None:
    dealt = TableController.new_game(seed=5, mode="hotseat", format="diva", game_name="wixoss")
    w = window(dealt.game, mode="hotseat")
    c = w.controller
    while wx(c.game.state).phase == "setup":  # both keep their hands
        w.curtain.button.click()
        w.phase_bar.button("Keep Hand").click()
    state = c.game.state
    assert c.behind_curtain and w.curtain.isVisible()
    for p in (0, 1):
        for zone in HIDDEN:
            assert state.zones[p][zone] and not any(
                w.scene.visible(i) for i in state.zones[p][zone]
            )
    assert w.side.log.toPlainText() == "" and w.side.card is None
    w.curtain.button.click()
    me = c.viewer
    assert me == c.game.to_play
    assert all(w.scene.visible(i) for i in state.zones[me]["hand"] + state.zones[me]["lrig_deck"])
    assert not any(w.scene.visible(i) for i in state.zones[me]["life"])  # not even its owner
    for zone in HIDDEN:
        assert not any(w.scene.visible(i) for i in state.zones[1 - me][zone])
    w.view_zone(1 - me, "lrig_deck")  # the opponent's LRIG deck: only backs
    grid = w.viewers[-1].grid
    assert {grid.item(i).text() for i in range(grid.count())} == {"(hidden)"}
    _settle(w)
    their_top = state.zones[1 - me]["lrig_deck"][0]
    assert w.scene.card_item(their_top).face_key == ("back", MAIN_BACK)


def test_new_game_offers_wixoss_with_its_format_and_decks(qtbot: Any) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.game.setCurrentIndex(dialog.game.findData("wixoss"))
    assert dialog.game.currentText() == "WIXOSS"
    assert [dialog.format.itemData(i) for i in range(dialog.format.count())] == ["diva"]
    offered = [dialog.decks[0][1].itemText(i) for i in range(dialog.decks[0][1].count())]
    assert offered == [
        f"{p.stem.replace('-', ' ').title()} (demo)" for p in demo_decks(game="wixoss")
    ]
    assert "Assist LRIG" in dialog.handover.text()
    dialog.mode.setCurrentIndex(dialog.mode.findData("hotseat"))
    dialog._accept()
    chosen = dialog.result_value
    assert chosen is not None and chosen.game == "wixoss" and chosen.format == "diva"
    assert all(p.parent.name == "wixoss" for p in chosen.decks)


def test_new_game_puts_a_wixoss_game_on_a_vanguard_table(window: Any, monkeypatch: Any) -> None:
    w = window(TableController.new_game(seed=3).game)
    assert w.scene.table.layout.featured == "VC"

    def accept(dialog: NewGameDialog) -> int:
        dialog.game.setCurrentIndex(dialog.game.findData("wixoss"))
        dialog._accept()
        return 1

    monkeypatch.setattr(NewGameDialog, "exec", accept)
    w.games.new_game()
    g = w.controller.game
    assert g.state.game == "wixoss" and w.scene.table.layout.featured == "C"
    assert set(w.scene.zones) >= {(0, "life"), (1, "ener"), (0, "lrig_deck")}
    assert "Ener" in w.phase_bar.chips and "Ride" not in w.phase_bar.chips
    assert w.controller.meta["decks"] == ["Cinder Pact", "Dawnbell Choir"]


def test_the_table_command_deals_wixoss(qapp: Any, tmp_path: Path) -> None:
    from playtester.cli import check_table
    from playtester.ui import app

    assert check_table(["--game", "wixoss", "--seed", "3"]) is None
    assert check_table(["--game", "wixoss", "--format", "premium"]) == (
        "--format premium: wixoss is played in diva"
    )
    vanguard_deck = str(demo_decks()[0])
    problem = check_table(["--game", "wixoss", "--deck", vanguard_deck, "--deck", vanguard_deck])
    assert problem is not None and 'unknown card "' in problem  # Vanguard's cards
    window = app.open_table(app.parse(["--game", "wixoss", "--seed", "3"]))
    assert window is not None
    try:
        assert window.controller.game.state.game == "wixoss"
        assert window.controller.meta["decks"] == ["Cinder Pact", "Dawnbell Choir"]
    finally:
        window.close()


@pytest.fixture
def recording(qapp: Any) -> Any:
    library = Library()
    decks = [p.read_text(encoding="utf-8") for p in demo_decks(game="wixoss")[:2]]
    game = Game.new("wixoss", "diva", decks, seed=4, names=("Ann", "Ben"))
    rec = library.start(game, {"mode": "hotseat"})
    for _ in range(80):
        rec.apply(bot.choose(rec.game))
    yield rec
    library.close()


def test_the_replay_viewer_shows_a_wixoss_game(qtbot: Any, recording: Any) -> None:
    played: list[tuple[Any, int]] = []
    w = ReplayWindow(recording, play_from=lambda rec, node: played.append((rec, node)))
    qtbot.addWidget(w)
    w.show()
    assert w.scene.table.layout.featured == "C"
    w.goto(60)
    node = w.node
    assert w.controller.game.to_position() == recording.game_at(node).to_position()
    life = w.controller.game.state.zones[1]["life"]
    assert all(w.scene.visible(i) for i in life)  # everything shown
    w.perspective.setCurrentIndex(1)  # Ann's view: no Life Cloth is seen
    assert not any(w.scene.visible(i) for i in life)
    w.scene.sketched.emit(Target(0, "SC"), Target(1, "life"), "red")
    w.scene.sketched.emit(Target(1, "ener"), None, "green")
    notes = recording.notes.get(node)
    assert [a.dst for a in notes.arrows] == [Target(1, "life")]
    assert [c.at for c in notes.circles] == [Target(1, "ener")]
    assert len(w.scene.drawings) == 2
    w.play_here()
    assert played == [(recording, node)]


def test_a_variation_of_a_wixoss_game_is_followed(qtbot: Any, recording: Any) -> None:
    node = recording.main_line()[40]
    game = recording.play_from(node)
    recording.apply("charge 2")  # card text: not what was played
    w = ReplayWindow(recording)
    qtbot.addWidget(w)
    assert w.lines.topLevelItem(0).childCount() == 1
    label = w.lines.topLevelItem(0).child(0).text(0)
    assert "charges 2 cards to Ener" in label
    w._switch_line(w.lines.topLevelItem(0).child(0))
    w.goto(len(w.nodes) - 1)
    assert w.controller.game.to_position() == game.to_position()


def test_a_defender_with_nothing_to_decide_is_not_stopped(qapp: Any) -> None:
    """The defense step asks the defender nothing they cannot do: without an Assist LRIG to
    grow, a goldfish's turn runs on to the player's own, and in hot-seat the screen is not
    handed over for it."""
    from tests.wixoss_positions import game, player

    c = TableController(game(player(), player(), phase="main", active=1), "goldfish")
    c.autoplay()
    v = wx(c.game.state)
    assert (v.phase, v.active, c.game.to_play) == ("ener", 0, 0)
    hot = TableController(game(player(), player(), phase="attack", step="pre"), "hotseat")
    hot.viewer = 0
    assert hot.act("next")
    assert wx(hot.game.state).step == "signi" and hot.viewer == 0  # no curtain


def _stop_action(w: Any) -> Any:
    """Settings ▸ the WIXOSS stop at the defense step, as the menu offers it."""
    menu = next(m for m in w.menuBar().findChildren(QMenu) if m.title() == "&Settings")
    found = [a for a in menu.actions() if a.objectName() == "optional_stop"]
    assert len(found) == 1 and found[0].isVisible() and found[0].isCheckable()
    assert "Defense Step" in found[0].text()
    return found[0]


def test_the_defense_step_stops_for_an_assist_lrig_only_when_asked(window: Any) -> None:
    """An Assist LRIG that could grow in the defense step stops no one unless Settings says
    so: a goldfish's turn runs on to the player's own; against the sparring partner and in
    hot-seat the stop (and the hand-over) comes back with the setting, but never against a
    goldfish, which does not attack."""
    from tests.wixoss_positions import game, player

    growing = player(lrig_deck=["Helper Bud"], ener=["Spark"])

    def table(mode: str, opponent: str = "goldfish", **at: Any) -> Any:
        w = window(game(growing, player(), active=1, **at), mode=mode)
        w.controller.opponent = opponent
        if mode == "hotseat":
            w.curtain.button.click()
        return w

    w = table("goldfish", phase="main")
    assert not _stop_action(w).isChecked()  # off unless asked
    w.controller.autoplay()
    v = wx(w.controller.game.state)
    assert (v.phase, v.active) == ("ener", 0)
    _stop_action(w).trigger()  # on: still not against a goldfish, which never attacks
    w = table("goldfish", phase="main")
    assert _stop_action(w).isChecked()  # remembered
    w.controller.autoplay()
    assert wx(w.controller.game.state).active == 0

    w = table("goldfish", "sparring", phase="main")
    w.controller.autoplay()
    v = wx(w.controller.game.state)
    assert (v.step, w.controller.game.to_play) == ("defense", 0)  # asked: it stops

    hot = table("hotseat", phase="attack", step="pre")
    assert hot.controller.viewer == 1 and hot.controller.act("next")
    assert wx(hot.controller.game.state).step == "defense" and hot.controller.behind_curtain
    _stop_action(hot).trigger()  # off again: the defense step passes, the screen stays
    hot = table("hotseat", phase="attack", step="pre")
    assert hot.controller.act("next")
    assert wx(hot.controller.game.state).step == "signi"
    assert hot.controller.viewer == 1 and not hot.controller.behind_curtain


def test_a_new_wixoss_table_without_a_format_plays_diva(qapp: Any) -> None:
    controller = TableController.new_game(game_name="wixoss", seed=2)
    assert controller.game.state.format == "diva"

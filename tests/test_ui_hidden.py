"""Hidden information at the table, through the real widgets: hot-seat games driven with
pytest-qt, and the other player's log, views and menus inspected."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from playtester.engine import Action, Game
from playtester.games.vanguard import bot
from playtester.games.vanguard.state import vg
from playtester.record.library import Library
from playtester.resources import demo_decks
from playtester.ui.replay import ReplayWindow
from playtester.ui.window import MainWindow
from tests.positions import g_game, g_zone, game, player
from tests.test_ui_table import _screen, _settle

# two clans: no card name is in both decks, so a name in one player's log is a leak or theirs
DECKS = {p.stem: p.read_text(encoding="utf-8") for p in demo_decks()}
TWO_CLANS = [DECKS["dawnspire-order"], DECKS["cinderwing-dominion"]]


def _hotseat(window: Any, seed: int = 4) -> MainWindow:
    g = Game.new(decks=TWO_CLANS, seed=seed, names=("Ann", "Ben"))
    w: MainWindow = window(g, mode="hotseat")
    return w


def _click_card(w: MainWindow, card_id: int) -> None:
    _settle(w)
    item = w.scene.card_item(card_id)
    QTest.mouseClick(
        w.view.viewport(), Qt.MouseButton.LeftButton, pos=_screen(w, item.x(), item.y())
    )


def _log(w: MainWindow) -> str:
    return w.side.log.toPlainText()


def test_the_other_player_never_reads_the_cards_sent_back_in_a_mulligan(window: Any) -> None:
    w = _hotseat(window)
    c = w.controller
    first = c.game.to_play
    me, other = c.game.state.names[first], c.game.state.names[1 - first]
    w.curtain.button.click()
    hand = c.game.state.zones[first]["hand"][:2]
    sent = {c.game.state.cards[i].name for i in hand}
    for card_id in hand:
        _click_card(w, card_id)
    w.phase_bar.button("Mulligan").click()
    assert w.curtain.isVisible() and c.viewer is None
    assert _log(w) == ""  # behind the curtain the log shows nothing
    w.curtain.button.click()  # the other player sits down
    assert c.viewer == 1 - first
    text = _log(w)
    assert f"{me} sends back 2 cards and draws as many" in text
    assert not any(name in text for name in sent)
    w.shortcuts["log_notation"].setChecked(True)
    text = _log(w)
    assert 'mulligan "?", "?"' in text and not any(name in text for name in sent)
    for shown in (w.statusBar().currentMessage(), w.phase_bar.text.text()):
        assert not any(name in shown for name in sent)
    w.phase_bar.button("Keep Hand").click()  # the first player's turn: the screen goes back
    w.curtain.button.click()
    assert c.viewer == first
    assert all(name in _log(w) for name in sent)  # your own mulligan, in your log
    assert f"{other} keeps the hand" in _log(w)


def test_browsing_your_deck_shows_what_it_holds_never_its_order(window: Any) -> None:
    g = Game.new(decks=TWO_CLANS, seed=2, names=("Ann", "Goldfish"))
    w: MainWindow = window(g)
    c = w.controller
    c.autoplay()  # the goldfish keeps its hand if it goes first
    assert c.act("mulligan") and vg(c.game.state).phase != "setup"
    deck = list(c.game.state.zones[0]["deck"])
    w.shortcuts["view_deck"].trigger()
    viewer = w.viewers[-1]
    shown = [viewer.grid.item(i).text() for i in range(viewer.grid.count())]
    assert len(shown) == len(deck) and "(hidden)" not in shown
    state = c.game.state
    assert shown == [state.cards[i].name for i in viewer.card_ids()]
    grades = [state.cards[i].card.grade or 0 for i in viewer.card_ids()]
    assert grades == sorted(grades)  # sorted, not in the deck's order
    viewer.reject()
    assert c.log.entries[-1].line(0).words == "searches the deck"
    assert c.game.state.zones[0]["deck"] == deck  # nothing moved
    assert not w.scene.visible(deck[0])  # the top card is not known afterwards
    assert all(e == {"hidden": True} for e in c.game.view_for(0)["players"][0]["deck"])


def test_behind_the_curtain_nothing_acts_for_the_hidden_player(window: Any) -> None:
    w = _hotseat(window)
    c = w.controller
    assert w.curtain.isVisible() and c.behind_curtain
    steps = len(c.game.history)
    for key in ("view_deck", "look", "draw", "next", "mulligan", "watch_game", "recordings"):
        assert not w.shortcuts[key].isEnabled(), key
        w.shortcuts[key].trigger()
    assert not c.act("look 3") and not c.act("draw")
    assert len(c.game.history) == steps and not w.viewers
    w.curtain.button.click()
    assert all(w.shortcuts[k].isEnabled() for k in ("view_deck", "look", "next"))


def test_undo_in_hot_seat_hands_the_screen_back_rather_than_showing_a_hand(window: Any) -> None:
    w = _hotseat(window)
    c = w.controller
    first = c.game.to_play
    w.curtain.button.click()
    w.phase_bar.button("Keep Hand").click()
    assert c.behind_curtain  # the other player's mulligan
    w.curtain.button.click()
    assert c.viewer == 1 - first
    w.shortcuts["undo"].trigger()  # the second player takes back the first one's keep
    assert c.game.to_play == first
    assert c.viewer is None and w.curtain.isVisible()  # the first player's hand stays hidden
    assert not any(w.scene.visible(i) for i in c.game.state.zones[first]["hand"])
    w.curtain.button.click()
    assert "(undone)" in _log(w)


def _gassist_position() -> Game:
    me = player(
        circles={"VC": "Lancer"},
        hand=["Lancer", "Paladin", "Squire"],
        deck=["Heal Page", "Knight", "Lancer", "Swordsman", "Critical Page", "Squire", "Knight"],
        g_zone=g_zone("Dawn Colossus", "Star Empress", "Plain Giant"),
    )
    them = player(circles={"VC": "King"}, deck=["Knight"] * 10)
    g = g_game(me, them, turn=2, active=1, phase="end")
    g.apply("next")
    return g


def test_a_g_assist_reveal_ends_with_it_and_the_g_units_paid_stay_hidden(window: Any) -> None:
    g = _gassist_position()
    g.state.names[:] = ["Ann", "Ben"]
    w: MainWindow = window(g, mode="hotseat")
    c = w.controller
    w.curtain.button.click()
    assert c.viewer == 0 and vg(c.game.state).step == "gassist"
    take = 'gassist take "Knight" remove "Squire", "Paladin" g "Dawn Colossus", "Star Empress"'
    assert c.act(take)
    hand = list(c.game.state.zones[0]["hand"])
    while c.game.to_play == 0 and c.game.winner is None:
        c.next()
    assert c.behind_curtain
    w.curtain.button.click()
    assert c.viewer == 1
    assert not any(w.scene.visible(i) for i in hand)  # the reveal ended with the G-Assist
    text = _log(w)
    assert "reveals the hand (Lancer, Paladin, Squire and Heal Page)" in text
    assert "removes from the game: Squire, Paladin and 2 cards" in text
    assert "Dawn Colossus" not in text and "Star Empress" not in text
    removed = c.game.state.zones[0]["removed"]
    assert [w.scene.visible(i) for i in removed] == [True, True, False, False]


def _attacked(window: Any, ben: dict[str, Any]) -> MainWindow:
    """Hot-seat: Ann at the screen attacks Ben's vanguard with her FL Knight."""
    ann = player(circles={"VC": "Knight", "FL": "Knight", "BL": "Squire"})
    g = g_game(ann, ben, phase="battle", step="attack")
    g.state.names[:] = ["Ann", "Ben"]
    w: MainWindow = window(g, mode="hotseat")
    w.curtain.button.click()
    assert w.controller.act("attack FL -> VC")
    return w


def test_a_defender_with_an_empty_hand_and_no_intercept_is_not_handed_the_screen(
    window: Any,
) -> None:
    """That Ben can only let the attack through is public (no card in hand, no intercept):
    the guard step passes by itself, and goes back with the attack."""
    w = _attacked(window, player(circles={"VC": "Squire"}))
    c = w.controller
    assert c.viewer == 0 and not w.curtain.isVisible()  # no hand-off for nothing
    assert vg(c.game.state).step == "attack"  # the battle went on by itself
    assert "Ben calls no more guardians" in _log(w)
    c.undo()  # the attack and the forced pass go back together
    assert vg(c.game.state).battle is None and c.viewer == 0


def test_a_hand_that_cannot_guard_is_not_told_by_passing_the_guard_step_by_itself(
    window: Any,
) -> None:
    """A hidden hand holding only cards that may not guard (a grade above Ben's vanguard, an
    order) would be told to Ann by a guard step that passed by itself: the screen goes to Ben
    as for any guard step, and Ann reads only that he called no more guardians."""
    for hand in (["Paladin"], ["Blank Order", "Paladin"]):
        w = _attacked(window, player(circles={"VC": "Squire"}, hand=hand))
        c = w.controller
        assert c.behind_curtain and "Ben" in w.curtain.title.text(), hand
        assert vg(c.game.state).step == "guard" and c.game.to_play == 1
        w.curtain.button.click()  # Ben
        assert w.phase_bar.next.isVisible()
        w.phase_bar.next.click()  # he lets it through
        assert c.behind_curtain and "Ann" in w.curtain.title.text()
        w.curtain.button.click()  # Ann
        assert "Ben calls no more guardians" in _log(w)
        assert not any(name in _log(w) for name in hand)


def test_the_replay_viewer_names_only_what_the_chosen_player_saw(qtbot: Any) -> None:
    library = Library()
    rec = library.start(Game.new(decks=TWO_CLANS, seed=4, names=("Ann", "Ben")))
    rec.apply("mulligan")  # whoever goes first keeps; the other sends two back
    second = rec.game.to_play
    hand = rec.game.state.zones[second]["hand"][:2]
    sent = [rec.game.state.cards[i].name for i in hand]
    rec.apply(Action.of("mulligan", sent))
    for _ in range(20):
        rec.apply(bot.choose(rec.game))
    w = ReplayWindow(rec)
    qtbot.addWidget(w)
    w.show()
    w.goto(2)
    w.perspective.setCurrentIndex(w.perspective.findData(1 - second))
    label = w.step_label.text()
    assert "sends back 2 cards" in label and not any(n in label for n in sent)
    w.perspective.setCurrentIndex(w.perspective.findData(second))
    assert all(n in w.step_label.text() for n in sent)
    library.close()


def test_the_log_marks_undone_steps_and_says_each_step_of_the_ride_phase_once(
    window: Any,
) -> None:
    me = player(circles={"VC": "Knight"}, hand=["Lancer"], g_zone=g_zone("Dawn Colossus"))
    g = g_game(me, player(circles={"VC": "Knight"}), phase="ride")
    w: MainWindow = window(g)
    c = w.controller
    c.next()  # the ride step ends: the stride step begins
    c.next()  # the stride step ends, and with it the ride phase
    lines = [e.line(0).words for e in c.log.entries]
    assert lines == ["ends the ride step", "ends the ride phase"]
    c.undo()
    assert c.log.entries[-1].undone and "(undone)" in _log(w)
    c.redo()
    assert not c.log.entries[-1].undone and "(undone)" not in _log(w)


def test_the_win_note_counts_the_damage_shown(window: Any) -> None:
    ann = player(circles={"VC": "Knight", "FL": "Knight"})
    ben = player(circles={"VC": "Squire"}, damage=["Knight"] * 5, deck=["Lancer"] * 5)
    g = game(ann, ben, phase="battle", step="attack")
    g.state.names[:] = ["Ann", "Goldfish"]
    w: MainWindow = window(g)
    c = w.controller
    c.act("critical FL +1 turn")
    c.act("attack FL -> VC")
    while c.game.winner is None and vg(c.game.state).step != "attack":
        c.next()
    assert c.game.winner == 0
    damage = len(c.game.state.zones[1]["damage"])
    assert damage == 7  # the second damage check of a critical 2 hit is still dealt
    assert f"Goldfish has {damage} damage: Ann wins" in _log(w)


def test_the_g_assist_offer_is_in_plain_words(window: Any) -> None:
    """The log offers G-Assist as a player says it, never in notation (`gassist take ...`)."""
    g = _gassist_position()
    g.state.names[:] = ["Ann", "Ben"]
    w: MainWindow = window(g, mode="hotseat")
    w.curtain.button.click()
    log = _log(w)
    assert "G-Assist is possible for " in log and ": look at the top five cards" in log
    assert "`" not in log and "gassist" not in log

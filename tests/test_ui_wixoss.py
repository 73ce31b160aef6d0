"""The WIXOSS table driven through real widgets (offscreen): every gesture of the assistant, from
playing SIGNI and charging Ener to growing from the LRIG deck's viewer, attacking, guarding,
Life Bursts and the end phase's discards, with the rules' reasons where a gesture is refused."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from playtester.engine import Action, Game
from playtester.games.wixoss.state import wx
from playtester.ui.choice import ChoiceDialog
from playtester.ui.controller import TableController
from tests.test_ui_table import _centre, _menu_action, _screen, _settle, drag
from tests.wixoss_positions import game, names, player


def press(w: Any, card_id: int, to: tuple[float, float]) -> None:
    """Press on a card and move it over `to` with the button held (the drag goes on)."""
    _settle(w)
    item = w.scene.card_item(card_id)
    viewport = w.view.viewport()
    start, end = _screen(w, item.x(), item.y()), _screen(w, *to)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 9):
        QTest.mouseMove(viewport, start + (end - start) * (i / 8))


def release(w: Any, at: tuple[float, float]) -> None:
    """Let go of the button over `at`: the drop."""
    QTest.mouseRelease(w.view.viewport(), Qt.MouseButton.LeftButton, pos=_screen(w, *at))


def let_go(w: Any) -> None:
    """Escape: the card goes back, nothing is done."""
    QTest.keyClick(w.view.viewport(), Qt.Key.Key_Escape)
    QTest.mouseRelease(w.view.viewport(), Qt.MouseButton.LeftButton)


def click(w: Any, card_id: int) -> None:
    _settle(w)
    item = w.scene.card_item(card_id)
    QTest.mouseClick(
        w.view.viewport(), Qt.MouseButton.LeftButton, pos=_screen(w, item.x(), item.y())
    )


def hand(w: Any, player: int, name: str) -> int:
    state = w.controller.game.state
    return next(i for i in state.zones[player]["hand"] if state.cards[i].card.name == name)


def top(w: Any, player: int, zone: str) -> int:
    return int(w.controller.game.state.zones[player][zone][0])


def choosing(w: Any) -> list[Any]:
    """The choices the table asks for, kept instead of shown."""
    asked: list[Any] = []
    w.scene.choice_requested.disconnect()
    w.scene.choice_requested.connect(asked.append)
    return asked


def status(w: Any) -> str:
    return str(w.statusBar().currentMessage())


# -- playing SIGNI: the zones that may take one glow, the others say why not -----------------


def test_dragging_a_signi_lights_the_zones_it_may_enter_and_explains_the_others(
    window: Any,
) -> None:
    g = game(player(hand=["Knight", "Giant", "Squire"], field={"SL": "Squire"}), player())
    w = window(g)
    knight = hand(w, 0, "Knight")
    press(w, knight, _centre(w, 0, "SL"))
    assert w.scene.zone_item(0, "SC").state == "legal"
    assert w.scene.zone_item(0, "SR").state == "legal"
    assert w.scene.zone_item(0, "SL").state == "hover-illegal"
    assert "SL already holds Squire; remove it first" in status(w)
    let_go(w)
    giant = hand(w, 0, "Giant")
    press(w, giant, _centre(w, 0, "SC"))
    assert w.scene.zone_item(0, "SR").state == "refused"  # marked: not here
    assert "Giant is level 3, above your Center LRIG's level 2" in status(w)
    let_go(w)
    drag(w, knight, _centre(w, 0, "SC"))
    assert names(w.controller.game, 0, "SC") == ["Knight"]
    assert "Player 1 plays Knight on SC" in w.side.log.toPlainText()
    press(w, hand(w, 0, "Squire"), _centre(w, 0, "SR"))
    assert "would bring your SIGNI's levels to 6, over your Center LRIG's limit of 5" in status(w)
    let_go(w)
    assert names(w.controller.game, 0, "SR") == []


def test_outside_the_main_phase_a_signi_is_not_played_and_the_reason_says_so(
    window: Any,
) -> None:
    w = window(game(player(hand=["Spark"]), player(), phase="ener"), assist="strict")
    spark = hand(w, 0, "Spark")
    press(w, spark, _centre(w, 0, "SC"))
    assert w.scene.zone_item(0, "SC").state == "hover-illegal"
    assert "SIGNI are played in your main phase" in status(w)
    let_go(w)
    drag(w, spark, _centre(w, 0, "SC"))
    assert names(w.controller.game, 0, "SC") == []
    assert "(hold Alt to do it anyway)" in status(w)


def test_alt_forces_a_refused_play_and_the_log_marks_the_override(window: Any) -> None:
    w = window(game(player(hand=["Giant"]), player()), assist="strict")
    drag(w, hand(w, 0, "Giant"), _centre(w, 0, "SC"), Qt.KeyboardModifier.AltModifier)
    g = w.controller.game
    assert g.history[-1].override and w.controller.log.entries[-1].override
    # the rules still follow: a SIGNI above the Center LRIG's level goes to the trash
    assert names(g, 0, "trash") == ["Giant"] and names(g, 0, "SC") == []
    assert "above the Center LRIG's level" in w.side.log.toPlainText()


def test_assist_asks_once_before_an_illegal_play_free_never_asks(window: Any) -> None:
    w = window(game(player(hand=["Giant", "Knight"]), player()), assist="assist")
    asked: list[str] = []
    w.controller.confirm = lambda action, verdict: asked.append(verdict.reason) or False
    drag(w, hand(w, 0, "Giant"), _centre(w, 0, "SC"))
    assert len(asked) == 1 and "above your Center LRIG's level" in asked[0]
    assert names(w.controller.game, 0, "hand") == ["Giant", "Knight"]
    w.controller.assist = "free"
    drag(w, hand(w, 0, "Giant"), _centre(w, 0, "SC"))
    assert len(asked) == 1 and w.controller.game.history[-1].override


# -- the ener phase ---------------------------------------------------------------------------


def test_the_ener_zone_glows_in_the_ener_phase_and_takes_one_card(window: Any) -> None:
    w = window(game(player(hand=["Spark", "Ember"]), player(), phase="ener"))
    spark = hand(w, 0, "Spark")
    press(w, spark, _centre(w, 0, "trash"))
    assert w.scene.zone_item(0, "ener").state == "legal"
    let_go(w)
    drag(w, spark, _centre(w, 0, "ener"))
    g = w.controller.game
    assert names(g, 0, "ener") == ["Spark"]
    assert "puts Spark from the hand into the Ener zone" in w.side.log.toPlainText()
    press(w, hand(w, 0, "Ember"), _centre(w, 0, "ener"))
    assert w.scene.zone_item(0, "ener").state == "hover-illegal"
    assert "already charged Ener this turn (once per turn)" in status(w)
    let_go(w)
    badge = w.scene.badges[(0, "ener")]
    assert badge.isVisible() and badge.readout.parts[0][0] == "1"  # the count, then colours
    assert [text for text, _ in badge.readout.parts[1:]] == ["\u25cf1"]


# -- growing ----------------------------------------------------------------------------------


def _grow_board(ener: list[str]) -> Game:
    me = player(lrig_deck=["Alpha Crown", "Beta Bloom", "Chorus"], ener=ener)
    return game(me, player(), phase="grow")


def _viewer(w: Any, zone: str) -> Any:
    w.view_zone(0, zone)
    return w.viewers[-1]


def _drop_from(w: Any, viewer: Any, name: str, to: tuple[float, float]) -> None:
    """Drag a card out of a zone viewer and drop it on the table at `to`."""
    grid = viewer.grid
    item = next(grid.item(i) for i in range(grid.count()) if grid.item(i).text().startswith(name))
    data = grid.mimeData([item])
    at = _screen(w, *to)
    move, button, mods = Qt.DropAction.MoveAction, Qt.MouseButton.LeftButton, Qt.KeyboardModifier(0)
    events = (
        QDragEnterEvent(at, move, data, button, mods),
        QDragMoveEvent(at, move, data, button, mods),
        QDropEvent(QPointF(at), move, data, button, mods),
    )
    for event in events:  # as Qt delivers a drag from another widget to the table's view
        QApplication.sendEvent(w.view.viewport(), event)
        assert event.isAccepted(), type(event).__name__


def test_the_lrig_deck_viewer_shows_what_can_grow_and_at_what_cost(window: Any) -> None:
    w = window(_grow_board(["Spark", "Ember", "Drop"]))
    viewer = _viewer(w, "lrig_deck")
    texts = [viewer.grid.item(i).text() for i in range(viewer.grid.count())]
    crown = "Alpha Crown (level 3 LRIG, grow cost 1 white, 1 red and 1 colourless)"
    assert texts == [crown, "Beta Bloom", "Chorus"]  # Beta Bloom is of another LRIG type
    assert w.phase_bar.button("Grow\u2026").isVisible()
    lrig_deck_top = top(w, 0, "lrig_deck")
    assert w.scene.card_item(lrig_deck_top).glow is not None


def test_an_lrig_dropped_from_the_viewer_on_the_center_grows(window: Any) -> None:
    w = window(_grow_board(["Spark", "Ember", "Drop"]))  # one payment: no picker
    asked = choosing(w)
    _drop_from(w, _viewer(w, "lrig_deck"), "Alpha Crown", _centre(w, 0, "C"))
    g = w.controller.game
    assert not asked and names(g, 0, "C") == ["Alpha Crown", "Alpha Bloom"]
    assert sorted(names(g, 0, "trash")) == ["Drop", "Ember", "Spark"]
    assert "grows into Alpha Crown on C, paying" in w.side.log.toPlainText()


def test_a_growth_paid_in_more_than_one_way_asks_for_the_payment(window: Any) -> None:
    w = window(_grow_board(["Spark", "Ember", "Drop", "Twin"]))  # Drop or Twin: colourless
    asked = choosing(w)
    _drop_from(w, _viewer(w, "lrig_deck"), "Alpha Crown", _centre(w, 0, "C"))
    assert [c.title for c in asked] == ["Grow"]
    assert names(w.controller.game, 0, "C") == ["Alpha Bloom"]  # nothing yet
    dialog = ChoiceDialog(w.controller, w.pixmaps, asked[0], w)
    lrigs, ener = dialog.rows
    assert [lrigs.item(i).isSelected() for i in range(lrigs.count())] == [True, False]
    for i in range(ener.count()):  # pay with Twin rather than Drop
        ener.item(i).setSelected(ener.item(i).text() in ("Spark", "Ember", "Twin"))
    assert "paying <b>3</b>" in dialog.summary.text()
    dialog.buttons["Grow"].click()
    assert dialog.chosen is not None
    action, force = dialog.chosen
    assert str(action) == 'grow "Alpha Crown" pay "Spark", "Ember", "Twin"' and not force
    assert w.controller.act(action)
    assert names(w.controller.game, 0, "ener") == ["Drop"]


def test_the_grow_button_and_a_click_on_the_lrig_deck_open_the_grow_picker(window: Any) -> None:
    w = window(_grow_board(["Spark", "Ember", "Drop"]))
    asked = choosing(w)
    click(w, top(w, 0, "lrig_deck"))
    assert [c.title for c in asked] == ["Grow"]
    dialog = ChoiceDialog(w.controller, w.pixmaps, asked[0], w)
    assert "can grow now: Alpha Crown" in dialog.findChildren(type(dialog.summary))[0].text()
    w.scene.choice_requested.disconnect()
    shown: list[Any] = []
    w.choose = shown.append  # type: ignore[method-assign]
    w.phase_bar.button("Grow\u2026").click()
    assert [c.title for c in shown] == ["Grow"]


# -- attacks ----------------------------------------------------------------------------------


def _battle_board() -> Game:
    me = player(field={"SL": "Spark", "SC": "Knight"})
    foe = player(field={"SC": "Squire"}, life=["Burster", *["Spark"] * 6])
    return game(me, foe, phase="attack", step="signi")


def test_a_signi_dragged_forward_battles_the_signi_it_faces(window: Any) -> None:
    w = window(_battle_board())
    knight = top(w, 0, "SC")
    press(w, knight, _centre(w, 1, "SC"))
    assert w.scene.zone_item(1, "SC").state == "hover"
    said = (
        "attack with the SIGNI on SC \u2014 Knight 8,000 against Squire 5,000: Squire is vanished"
    )
    assert said in status(w)
    QTest.mouseRelease(
        w.view.viewport(), Qt.MouseButton.LeftButton, pos=_screen(w, *_centre(w, 1, "SC"))
    )
    g = w.controller.game
    assert names(g, 1, "SC") == [] and names(g, 1, "ener") == ["Squire"]
    assert "Knight (8,000) battles Squire (5,000)" in w.side.log.toPlainText()
    _settle(w)
    assert w.scene.card_item(knight).rotation() == 90  # down: it has attacked


def test_an_unopposed_signi_crushes_a_life_cloth_and_its_life_burst_waits(window: Any) -> None:
    w = window(_battle_board(), mode="hotseat")
    w.curtain.button.click()
    spark = top(w, 0, "SL")
    press(w, spark, _centre(w, 1, "life"))
    assert "SL \u2014 no SIGNI faces it: a Life Cloth is crushed" in status(w)
    QTest.mouseRelease(
        w.view.viewport(), Qt.MouseButton.LeftButton, pos=_screen(w, *_centre(w, 1, "life"))
    )
    g = w.controller.game
    assert names(g, 1, "check") == ["Burster"] and len(g.state.zones[1]["life"]) == 6
    assert w.scene.visible(top(w, 1, "check"))  # shown in the check zone, to both
    assert w.curtain.isVisible()  # the defender decides on the Life Burst
    w.curtain.button.click()
    assert "Life Burst! Burster was crushed from your Life Cloth" in w.phase_bar.text.text()
    assert w.phase_bar.next.text() == "Decline"
    w.phase_bar.button("Use Life Burst").click()
    # the defender keeps the screen to do the effect ("Draw a card") with the tools
    assert not w.curtain.isVisible() and w.controller.viewer == 1
    assert "do its effect with the tools" in w.phase_bar.text.text()
    assert w.phase_bar.next.text() == "Done" and w.phase_bar.next.isVisible()
    assert not w.phase_bar.button("Use Life Burst").isVisible()
    assert names(g, 1, "check") == ["Burster"]
    hand = len(names(g, 1, "hand"))
    _menu_action(w.context_menu(None, w.scene.zone_item(1, "deck")), "Draw").trigger()
    assert len(names(g, 1, "hand")) == hand + 1 and not w.curtain.isVisible()
    w.phase_bar.next.click()  # Done
    assert names(g, 1, "ener") == ["Burster"] and names(g, 1, "check") == []
    assert w.curtain.isVisible()  # the attacker goes on: the screen goes back
    w.curtain.button.click()
    log = w.side.log.toPlainText()
    assert "Player 2 uses the Life Burst of Burster" in log
    assert "Player 2 is done with the Life Burst of Burster" in log


def test_a_click_on_an_up_signi_attacks(window: Any) -> None:
    w = window(_battle_board())
    knight = top(w, 0, "SC")
    assert w.scene.card_item(knight).glow is not None
    click(w, knight)
    assert names(w.controller.game, 1, "SC") == []


def test_the_center_lrig_dragged_forward_attacks_and_the_goldfish_takes_it(window: Any) -> None:
    w = window(game(player(), player(hand=["Wall"]), phase="attack", step="lrig"))
    centre = top(w, 0, "C")
    press(w, centre, _centre(w, 1, "C"))
    assert "attack with your Center LRIG \u2014 the defender may guard" in status(w)
    QTest.mouseRelease(
        w.view.viewport(), Qt.MouseButton.LeftButton, pos=_screen(w, *_centre(w, 1, "C"))
    )
    g = w.controller.game
    assert len(g.state.zones[1]["life"]) == 6  # the goldfish never guards
    assert "attacks with the Center LRIG, Alpha Bloom" in w.side.log.toPlainText()


def test_the_defender_guards_with_a_click_or_takes_it(window: Any) -> None:
    me = player(hand=["Wall", "Spark"])
    w = window(game(me, player(), phase="attack", step="guard", active=1))
    bar = w.phase_bar
    assert "Center LRIG attacks you: discard a Guard card" in bar.text.text()
    assert bar.button("Guard\u2026").isVisible() and bar.next.text() == "Take it"
    wall, spark = hand(w, 0, "Wall"), hand(w, 0, "Spark")
    assert w.scene.card_item(wall).glow is not None and w.scene.card_item(spark).glow is None
    assert w.scene.battle_arrow.isVisible()
    click(w, wall)
    g = w.controller.game
    assert names(g, 0, "trash") == ["Wall"] and len(g.state.zones[0]["life"]) == 7
    assert "discards Wall to guard: the LRIG attack is prevented" in w.side.log.toPlainText()


def test_the_guard_picker_offers_the_guard_cards_or_taking_it(window: Any) -> None:
    w = window(game(player(hand=["Wall"]), player(), phase="attack", step="guard", active=1))
    button = w.phase_bar.shown["Guard\u2026"]  # what the phase bar's Guard button asks
    choice = w.controller.choice_for(Action.parse(button.action))
    assert choice is not None
    dialog = ChoiceDialog(w.controller, w.pixmaps, choice, w)
    assert [dialog.rows[0].item(i).text() for i in range(dialog.rows[0].count())] == ["Wall"]
    dialog.buttons["Take It"].click()
    assert dialog.chosen is not None and str(dialog.chosen[0]) == "next"
    w.controller.act(dialog.chosen[0])
    assert len(w.controller.game.state.zones[0]["life"]) == 6


# -- the end phase, frozen and downed cards, menus ----------------------------------------------


def test_the_end_phase_asks_for_discards_over_six(window: Any) -> None:
    cards = ["Spark", "Ember", "Drop", "Twin", "Wall", "Knight", "Squire", "Giant"]
    w = window(game(player(hand=cards), player(), phase="end"))
    bar = w.phase_bar
    assert "8 cards in hand; click 2 to discard" in bar.text.text()
    for name in ("Giant", "Squire"):
        click(w, hand(w, 0, name))
    assert bar.button("Discard").text() == "Discard 2"
    bar.button("Discard").click()
    g = w.controller.game
    assert sorted(names(g, 0, "trash")) == ["Giant", "Squire"] and len(names(g, 0, "hand")) == 6


def test_a_frozen_card_carries_a_mark_and_a_downed_one_lies_sideways(window: Any) -> None:
    w = window(game(player(field={"SL": "Spark"}), player(field={"SC": "Knight"})))
    knight = top(w, 1, "SC")
    menu = w.context_menu(knight, w.scene.zone_item(1, "SC"))
    _menu_action(menu, "Freeze").trigger()
    _menu_action(w.context_menu(knight, None), "Down").trigger()
    _settle(w)
    item = w.scene.card_item(knight)
    assert item.marks == ("FROZEN",) and item.rotation() == 90
    assert w.scene.card_item(top(w, 0, "SL")).marks == ()


def test_every_manual_tool_of_the_engine_is_on_a_menu(window: Any) -> None:
    from playtester.games.wixoss.rules import VERBS

    me = player(hand=["Spark", "Wall"], field={"SL": "Spark"}, check=["Burster"], ener=["Ember"])
    w = window(game(me, player(field={"SC": "Knight"}), phase="main"))
    c = w.controller
    state, menus = c.game.state, c.parts.menus
    offered: set[str] = set()
    for card_id in state.cards:
        offered |= {t.action.split()[0] for t in menus.card_tools(state, 0, card_id) if t.action}
    for player_ in (0, 1):
        for zone in w.scene.table.layout.zones:
            tools = menus.zone_tools(state, 0, player_, zone, True)
            offered |= {t.action.split()[0] for t in tools if t.action}
    offered |= {t.action.split()[0] for t in menus.commands.values() if t.action}
    tools = {verb for verb, spec in VERBS.items() if not spec.rule} | {"discard"}
    assert tools <= offered, tools - offered


def test_the_menus_offer_the_games_commands_in_its_words(window: Any) -> None:
    from playtester.ui.controller import TableController

    w = window(game(player(), player()))
    r = w.shortcuts
    assert not r["stand_all"].isVisible() and not r["counterblast"].isVisible()
    assert r["view_drop"].isVisible() and r["view_drop"].text() == "View &Trash\u2026"
    assert list(w.phase_bar.chips)[:7] == ["Up", "Draw", "Ener", "Grow", "Main", "Attack", "End"]
    assert w.phase_bar.chips["Main"].isVisible()
    w.controller.replace(TableController.new_game(seed=3))  # a Vanguard game takes the table
    assert r["stand_all"].isVisible() and r["view_drop"].text() == "View D&rop Zone\u2026"
    assert "Ride" in w.phase_bar.chips and "Ener" not in w.phase_bar.chips


def test_a_readout_shows_only_what_the_viewer_may_see(window: Any) -> None:
    """Before "Open!" the LRIGs lie face down: their owner reads their level, the other player
    reads nothing."""
    dealt = TableController.new_game(seed=5, format="diva", game_name="wixoss")
    w = window(dealt.game, mode="goldfish")
    g = w.controller.game
    assert wx(g.state).phase == "setup" and w.controller.viewer == 0
    assert w.scene.badges[(0, "C")].isVisible()
    assert w.scene.badges[(0, "C")].readout.text == "Level 0 \u00b7 Limit 0"
    assert not w.scene.badges[(1, "C")].isVisible()


def test_behind_the_curtain_no_hidden_card_glows(window: Any) -> None:
    """A glowing card of a hidden hand would say it is a Guard card: behind the curtain it does
    not glow; once its owner is at the screen it does."""
    w = window(game(player(hand=["Wall", "Spark"]), player(), phase="attack", step="guard",
                    active=1), mode="hotseat")  # fmt: skip
    wall = hand(w, 0, "Wall")
    assert w.controller.behind_curtain and w.scene.card_item(wall).glow is None
    w.curtain.button.click()
    assert w.scene.card_item(wall).glow is not None


def test_a_crushed_life_cloth_is_shown_in_the_check_zone_on_its_way_to_ener(
    window: Any, monkeypatch: Any
) -> None:
    """A crush without a Life Burst moves the card on to the Ener zone at once: the table shows
    it a moment in the check zone first, face up."""
    from playtester.ui.items.card import CardItem

    shown: list[tuple[int, tuple[float, float]]] = []
    monkeypatch.setattr(
        CardItem, "reveal", lambda item, via, *rest: shown.append((item.card_id, via))
    )
    me = player(field={"SL": "Spark"})
    w = window(game(me, player(life=["Ember", *["Spark"] * 6]), phase="attack", step="signi"))
    ember = top(w, 1, "life")
    drag(w, top(w, 0, "SL"), _centre(w, 1, "SR"))
    assert names(w.controller.game, 1, "ener") == ["Ember"]
    assert shown == [(ember, w.scene.table.centre("check", False))]


def _double_click(w: Any, card_id: int) -> None:
    _settle(w)
    item = w.scene.card_item(card_id)
    at = _screen(w, item.x(), item.y())
    QTest.mouseDClick(w.view.viewport(), Qt.MouseButton.LeftButton, pos=at)


def test_a_double_click_grows_from_the_viewer_draws_and_downs(window: Any) -> None:
    w = window(_grow_board(["Spark", "Ember", "Drop"]))
    g = w.controller.game
    viewer = _viewer(w, "lrig_deck")
    grid = viewer.grid
    crown = next(grid.item(i) for i in range(grid.count()) if "Crown" in grid.item(i).text())
    grid.itemDoubleClicked.emit(crown)
    assert names(g, 0, "C")[0] == "Alpha Crown"
    deck = len(names(g, 0, "deck"))
    _double_click(w, top(w, 0, "deck"))
    assert len(names(g, 0, "deck")) == deck - 1 and "draws 1 card" in w.side.log.toPlainText()
    w = window(game(player(field={"SL": "Spark"}), player()))
    spark = top(w, 0, "SL")
    _double_click(w, spark)
    assert w.controller.game.state.cards[spark].rested
    _double_click(w, spark)
    assert not w.controller.game.state.cards[spark].rested


def test_your_deck_opens_as_a_search_for_card_text_that_searches(window: Any) -> None:
    """View ▸ Deck (and the deck's menu) searches your deck as card text does: every card shown,
    sorted, the search logged, nothing moved, its order never shown or kept."""
    w = window(game(player(deck=["Giant", "Spark", "Knight", "Ember"]), player()))
    c = w.controller
    deck = list(c.game.state.zones[0]["deck"])
    w.shortcuts["view_deck"].trigger()
    viewer = w.viewers[-1]
    shown = [viewer.grid.item(i).text() for i in range(viewer.grid.count())]
    assert sorted(shown) == sorted(names(c.game, 0, "deck")) and "(hidden)" not in shown
    assert shown != names(c.game, 0, "deck")  # the game's order, never the deck's
    viewer.reject()
    assert "searches the deck" in w.side.log.toPlainText()
    assert c.game.state.zones[0]["deck"] == deck and not w.scene.visible(deck[0])
    menu = w.context_menu(None, w.scene.zone_item(0, "deck"))
    assert "View deck\u2026" in [a.text() for a in menu.actions()]


def test_several_rule_based_actions_ask_their_player_which_comes_first(window: Any) -> None:
    """Hot-seat: the opponent's SIGNI loses all its power in this player's turn while above
    the level: the screen goes to its owner, who chooses in the prompt bar (section 4)."""
    giant = {"name": "Giant", "modifiers": [{"amount": -12000}]}  # level 3 on a level 2 LRIG
    w = window(game(player(), player(field={"SL": giant})), mode="hotseat")
    assert w.controller.game.to_play == 1
    w.curtain.button.click()
    assert "They have no order: choose which comes first" in w.phase_bar.text.text()
    assert not w.phase_bar.next.isVisible()
    w.phase_bar.button("Level Rule First").click()
    g = w.controller.game
    assert names(g, 1, "trash") == ["Giant"] and names(g, 1, "ener") == []
    assert w.curtain.isVisible() and g.to_play == 0  # back to the turn player


def test_power_reads_the_same_on_the_badge_the_status_bar_and_the_log(window: Any) -> None:
    """A SIGNI raised to 13,000: its badge, the drag's hint in the status bar and the log
    write its power one way, with a comma ("13,000")."""
    me = player(field={"SC": "Knight"})
    g = game(me, player(field={"SC": "Squire"}), phase="attack", step="signi")
    w = window(g)
    assert w.controller.act("power SC +5000")
    _settle(w)
    assert w.scene.badges[(0, "SC")].readout.text == "Lv2 \u00b7 13,000"
    knight = top(w, 0, "SC")
    press(w, knight, _centre(w, 1, "SC"))
    assert "Knight 13,000 against Squire 5,000" in status(w)
    QTest.mouseRelease(
        w.view.viewport(), Qt.MouseButton.LeftButton, pos=_screen(w, *_centre(w, 1, "SC"))
    )
    log = w.side.log.toPlainText()
    assert "Knight (13,000) battles Squire (5,000)" in log and "13 000" not in log

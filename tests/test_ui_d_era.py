"""The d format's table (issue 28, the D era): the ride from the Ride Deck as a drag onto the
vanguard circle, then the discard picker; the Ride Deck's count and its viewer; Persona Ride in
the prompt and the log. The opponent never sees the Ride Deck's faces. Through the real widgets,
offscreen, on positions of tests/test_d_era_rulings.py."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from playtester.engine import Action
from playtester.games.vanguard.layout import layout_for
from playtester.render.layout import Table
from playtester.ui.choice import ChoiceDialog
from playtester.ui.items.badge import HEIGHT, WIDTH
from playtester.ui.zoneviewer import ZoneViewer
from tests.positions import allow, deny, names, player
from tests.test_d_era_rulings import RIDE, d_game, riding
from tests.test_ui_drag_glow import _let_go, _over, _states, _status
from tests.test_ui_table import _centre, _screen, _settle, drag

OTHERS = ("FL", "FR", "BL", "BC", "BR", "hand", "deck", "drop", "soul", "damage", "g_zone")
STRIP = 78.0  # a press this far above a Ride Deck card's centre lands on its strip that shows


def _both_with_ride_decks(**mine: Any) -> Any:
    """`riding()`, the opponent holding a Ride Deck too (hidden from player 0)."""
    zones: dict[str, Any] = {"circles": {"VC": "Squire"}, "hand": ["Lancer", "Swordsman"]}
    zones.update(ride_deck=RIDE, **mine)
    foe = player(circles={"VC": "Squire"}, hand=["Knight"], ride_deck=RIDE)
    return d_game(player(**zones), foe, phase="ride")


def _press(w: Any, card_id: int, to: tuple[float, float]) -> None:
    """Press on a Ride Deck card's strip that shows and move it over `to`, the button held."""
    _settle(w)
    item = w.scene.card_item(card_id)
    viewport = w.view.viewport()
    start, end = _screen(w, item.x(), item.y() - STRIP), _screen(w, *to)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    for i in range(1, 9):
        QTest.mouseMove(viewport, start + (end - start) * (i / 8))


def _ride_deck(w: Any, who: int = 0) -> list[int]:
    return list(w.controller.game.state.zones[who]["ride_deck"])


def _answer(pick: str | None, button: str, seen: dict[str, Any]) -> None:
    """Answer the choice dialog the table is about to open: note what it shows, pick `pick`
    in its one row (None: nothing), press `button`."""

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, ChoiceDialog)
        row = dialog.rows[0]
        seen["title"] = dialog.windowTitle()
        seen["cards"] = [row.item(i).text() for i in range(row.count())]
        seen["enabled before"] = dialog.buttons["Ride"].isEnabled()
        for i in range(row.count()):
            row.item(i).setSelected(row.item(i).text() == pick)
        seen["summary"] = dialog.summary.text()
        pushed = dialog.buttons[button]
        if pushed.isEnabled() or button == "Cancel":
            pushed.click()
        else:
            dialog.reject()

    QTimer.singleShot(0, answer)


# -- the drag and the discard picker -------------------------------------------------------------


def test_the_ride_decks_next_grade_glows_in_the_ride_phase_only(window: Any) -> None:
    w = window(_both_with_ride_decks())
    lancer, knight, king = _ride_deck(w)
    assert w.scene.card_item(lancer).glow is not None  # grade 1 on a grade 0 vanguard
    assert w.scene.card_item(knight).glow is None and w.scene.card_item(king).glow is None
    assert all(w.scene.card_item(i).glow is None for i in _ride_deck(w, 1))  # not theirs
    assert "from your Ride Deck onto your vanguard" in w.phase_bar.text.text()
    w.phase_bar.next.click()  # the main phase: no ride now
    assert str(w.controller.game.history[-1].action) == "next"
    assert w.scene.card_item(lancer).glow is None
    assert "Persona Ride" not in w.phase_bar.text.text()  # none this turn


def test_a_ride_deck_drag_lights_only_the_vanguard_circle(window: Any) -> None:
    w = window(_both_with_ride_decks())
    lancer = _ride_deck(w)[0]
    _press(w, lancer, _centre(w, 0, "FL"))
    assert w.scene.drag is not None and w.scene.drag.item.card_id == lancer
    assert w.scene.zone_item(0, "VC").state == "legal"
    assert w.scene.zone_item(0, "FL").state == "hover-manual"  # under the pointer: by hand
    dark = tuple(z for z in OTHERS if z != "FL")
    assert _states(w, dark) == dict.fromkeys(dark, "")  # the tools' places stay dark
    _over(w, "VC")
    assert w.scene.zone_item(0, "VC").state == "hover"
    assert _status(w) == "Release to ride Lancer from the Ride Deck"
    seen: dict[str, Any] = {}
    _answer(None, "Cancel", seen)
    _let_go(w, "VC")
    assert seen["title"] == "Ride from the Ride Deck"
    assert names(w.controller.game, 0, "VC") == ["Squire"]  # cancelled: nothing happened


def test_dropping_the_ride_deck_unit_on_vc_asks_which_card_to_discard(window: Any) -> None:
    w = window(_both_with_ride_decks())
    lancer = _ride_deck(w)[0]
    seen: dict[str, Any] = {}
    _answer("Swordsman", "Ride", seen)
    drag(w, lancer, _centre(w, 0, "VC"), grip=STRIP)
    assert seen["cards"] == ["Lancer", "Swordsman"]  # the hand, to pick one from
    assert not seen["enabled before"]  # nothing picked yet: no ride
    assert "Ride Lancer, discarding Swordsman" in seen["summary"]
    game = w.controller.game
    assert names(game, 0, "VC") == ["Lancer"] and names(game, 0, "soul") == ["Squire"]
    assert names(game, 0, "drop") == ["Swordsman"] and names(game, 0, "hand") == ["Lancer"]
    assert names(game, 0, "ride_deck") == ["Knight", "Persona King"]
    entry = w.controller.log.entries[-1]
    assert entry.line(0).notation == 'ridedeck "Lancer" discard "Swordsman"'
    assert not entry.override
    log = w.side.log.toPlainText()
    assert "discards Swordsman to ride from the Ride Deck" in log and "rides Lancer" in log
    assert w.scene.counts[(0, "ride_deck")].count == 2
    assert w.scene.card_item(_ride_deck(w)[0]).glow is None  # one ride a turn


def test_the_picker_rides_only_once_a_card_is_chosen(window: Any) -> None:
    w = window(_both_with_ride_decks())
    choice = w.controller.choice_for(Action.parse('ridedeck "Lancer"'))
    assert choice is not None
    dialog = ChoiceDialog(w.controller, w.pixmaps, choice, w)
    ride = dialog.buttons["Ride"]
    assert not ride.isEnabled() and "Choose the card to discard." in dialog.summary.text()
    dialog.rows[0].item(1).setSelected(True)
    assert ride.isEnabled()
    ride.click()
    assert dialog.chosen is not None
    action, force = dialog.chosen
    assert str(action) == 'ridedeck "Lancer" discard "Swordsman"' and not force


def test_a_ride_deck_unit_of_the_wrong_grade_is_refused_with_its_reason(window: Any) -> None:
    w = window(_both_with_ride_decks(), assist="strict")
    knight = _ride_deck(w)[1]
    _press(w, knight, _centre(w, 0, "VC"))
    assert w.scene.zone_item(0, "VC").state == "hover-illegal"
    assert "ridedeck: Knight is grade 2" in _status(w)
    seen: dict[str, Any] = {}
    _answer("Swordsman", "Ride", seen)  # Ride stays off: the dialog is closed
    _let_go(w, "VC")
    assert "only the next grade" in seen["summary"]
    assert names(w.controller.game, 0, "VC") == ["Squire"]


def test_with_an_empty_hand_the_ride_deck_cannot_ride() -> None:
    """The ride's cost is a card of the hand: none, no ride, not even by override (the reason
    says so), while a hand of one card rides."""
    g = riding(hand=[])
    deny(g, 'ridedeck "Lancer" discard "Lancer"', "ridedeck.no_cost")
    assert not g.check('ridedeck "Lancer" discard "Lancer"').possible
    assert "your hand is empty" in g.check('ridedeck "Lancer" discard "Lancer"').reason
    assert not any(a.verb == "ridedeck" for a in g.legal_actions())
    allow(riding(hand=["Swordsman"]), 'ridedeck "Lancer" discard "Swordsman"')


def test_an_empty_hand_outlines_the_vanguard_circle_with_why(window: Any) -> None:
    w = window(_both_with_ride_decks(hand=[]))
    lancer = _ride_deck(w)[0]
    assert w.scene.card_item(lancer).glow is None
    _press(w, lancer, _centre(w, 0, "VC"))
    assert w.scene.zone_item(0, "VC").state == "hover-illegal"
    assert "your hand is empty" in _status(w)


# -- the Ride Deck's count, its viewer, and what the opponent sees -----------------------------


def test_the_ride_deck_shows_its_count_clear_of_the_energy() -> None:
    table = Table(layout_for("d"))
    for bottom in (True, False):
        x, y, w, h = table.count_rect("ride_deck", bottom)
        cx, cy = table.readout_at("ride_deck", bottom)
        pill = (cx - WIDTH / 2, cy - HEIGHT / 2, WIDTH, HEIGHT)
        apart = x + w <= pill[0] or pill[0] + pill[2] <= x or y + h <= pill[1]
        assert apart or pill[1] + pill[3] <= y, "the Ride Deck's count covers the Energy"
        zx, zy, zw, zh = table.zone_rect("ride_deck", bottom)
        assert zx <= x and x + w <= zx + zw and zy <= y and y + h <= zy + zh


def test_the_ride_deck_counts_for_both_and_hides_its_faces_from_the_opponent(window: Any) -> None:
    w = window(_both_with_ride_decks())
    for who in (0, 1):
        badge = w.scene.counts[(who, "ride_deck")]
        assert badge.count == 3 and badge.isVisible()
    for card_id in _ride_deck(w, 1):  # the opponent's: backs, no name, no tip, no glow
        item = w.scene.card_item(card_id)
        assert not w.scene.visible(card_id)
        assert item.face_key == ("back", w.controller.parts.facts.card_back(item_card(w, card_id)))
        assert item.toolTip() == "" and item.glow is None
    for card_id in _ride_deck(w, 0):  # the owner's: faces
        assert w.scene.visible(card_id) and w.scene.card_item(card_id).face_key[0] != "back"
    energy = w.scene.badges[(1, "ride_deck")]
    assert energy.isVisible() and energy.readout.text == "Energy 0"  # public, though hidden


def item_card(w: Any, card_id: int) -> Any:
    return w.controller.game.state.cards[card_id].card


def _view(w: Any, who: int) -> ZoneViewer:
    """Right-click the Ride Deck of `who`, then View Ride Deck..., as a player does."""
    menu = w.context_menu(None, w.scene.zone_item(who, "ride_deck"))
    view = next(a for a in menu.actions() if a.text() == "View Ride Deck\u2026")
    view.trigger()
    viewer = w.viewers[-1]
    assert isinstance(viewer, ZoneViewer)
    return viewer


def test_the_owner_browses_the_ride_deck_and_the_opponent_sees_backs(window: Any) -> None:
    w = window(_both_with_ride_decks())
    mine = _view(w, 0)
    texts = [mine.grid.item(i).text() for i in range(mine.grid.count())]
    assert mine.windowTitle() == "Your Ride Deck (3 cards)"
    assert texts == ["Lancer (grade 1)", "Knight", "Persona King"]  # the one to ride glows
    theirs = _view(w, 1)
    assert theirs.windowTitle() == "Player 2's Ride Deck (3 cards)"
    assert [theirs.grid.item(i).text() for i in range(theirs.grid.count())] == ["(hidden)"] * 3
    assert all(theirs.grid.item(i).toolTip() == "" for i in range(theirs.grid.count()))


def test_the_opponent_cannot_drag_a_ride_deck_card(window: Any) -> None:
    w = window(_both_with_ride_decks())
    theirs = _ride_deck(w, 1)[0]
    drag(w, theirs, _centre(w, 0, "VC"))
    assert w.controller.game.state.where[theirs] == (1, "ride_deck")
    assert names(w.controller.game, 0, "VC") == ["Squire"]


# -- Persona Ride -------------------------------------------------------------------------------


def test_persona_ride_shows_in_the_prompt_and_the_log(window: Any) -> None:
    me = player(circles={"VC": "Persona King"}, hand=["Persona King", "Swordsman"])
    w = window(d_game(me, player(circles={"VC": "King"}), phase="ride"))
    assert "Persona Ride" not in w.phase_bar.text.text()
    king = w.controller.game.state.zones[0]["hand"][0]
    drag(w, king, _centre(w, 0, "VC"))
    assert names(w.controller.game, 0, "VC") == names(w.controller.game, 0, "soul")
    text = w.phase_bar.text.text()
    assert text.startswith("Persona Ride: your front row has +10,000 power this turn.")
    assert "Persona Ride (Persona King on its own name)" in w.side.log.toPlainText()
    assert w.controller.game.power(0, "VC") == 13000 + 10000
    w.phase_bar.next.click()  # the main phase: it lasts the turn
    assert str(w.controller.game.history[-1].action) == "next"
    assert w.phase_bar.text.text().startswith("Persona Ride:")

"""Reading the table (issue 12): the own hand drawn larger than field cards, and a phase bar
that never makes the table jump, whatever its prompt says; (issue 23) at a laptop's 1366 x 768
and up every field card's name is printed at a size a player reads, and cards are large."""

from __future__ import annotations

import dataclasses
import itertools
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QLineF, QPointF, QRectF, QSizeF, Qt
from PySide6.QtWidgets import QApplication, QDockWidget

from playtester.engine import Game
from playtester.render.layout import CARD_H, CARD_W
from playtester.ui.messages import tip
from tests.positions import game, player
from tests.test_ui_table import _centre, _settle, drag

HAND = ["Lancer", "Paladin", "Knight", "Squire", "Swordsman", "King", "Shieldbearer"]


def settle_layouts() -> None:
    """Deliver the posted layout requests (what a resize or a new text asks) now."""
    QCoreApplication.sendPostedEvents()
    QCoreApplication.processEvents()


def _board() -> Game:
    return game(
        player(circles={"VC": "Paladin", "FL": "Knight", "BC": "Lancer"}, hand=HAND),
        player(circles={"VC": "King"}, hand=["Lancer"] * 5),
    )


def _battle() -> Game:
    return game(
        player(circles={"VC": "Paladin", "FL": "Knight"}, hand=HAND),
        player(circles={"VC": "King"}, hand=["Lancer"] * 5),
        phase="battle",
        step="guard",
        battle={"attacker": "VC", "target": "VC"},
    )


def _size(item: Any) -> QSizeF:
    """A card item's size on the table (turned or not)."""
    top, bottom = item.mapToScene(QPointF(0, -CARD_H / 2)), item.mapToScene(QPointF(0, CARD_H / 2))
    left, right = item.mapToScene(QPointF(-CARD_W / 2, 0)), item.mapToScene(QPointF(CARD_W / 2, 0))
    return QSizeF(QLineF(left, right).length(), QLineF(top, bottom).length())


# -- the own hand -----------------------------------------------------------------------------


def test_the_own_hand_is_drawn_larger_than_field_cards_and_clear_of_the_field(
    window: Any,
) -> None:
    w = window(_board())
    _settle(w)
    state = w.controller.game.state
    field_card = _size(w.scene.card_item(state.zones[0]["VC"][0]))
    zones = [z.rect for (p, name), z in w.scene.zones.items() if name not in ("hand", "soul")]
    own = [w.scene.card_item(i) for i in state.zones[0]["hand"]]
    for item in own:
        assert _size(item).height() >= 1.3 * field_card.height()
        face = item.mapToScene(item.shape()).boundingRect()  # the card, not its shadow
        assert not any(face.intersects(rect) for rect in zones)
    xs = [item.x() for item in own]
    width = _size(own[0]).width()
    assert all(b - a >= 0.7 * width for a, b in itertools.pairwise(xs))  # names show
    theirs = _size(w.scene.card_item(state.zones[1]["hand"][0]))
    assert theirs.height() <= field_card.height() + 0.5


# -- the phase bar ----------------------------------------------------------------------------


def test_a_long_prompt_does_not_move_the_table(window: Any, qtbot: Any, monkeypatch: Any) -> None:
    w = window(_battle())
    w.resize(1366, 768)
    settle_layouts()
    assert w.width() == 1366  # the bar does not make a laptop's screen too narrow
    bar = w.phase_bar
    short = bar.text.text()
    assert short  # the guard step's own words
    geometry = w.view.geometry()
    words = "Drag guardians onto the guardian circle, or intercept, then No more guardians. "
    long = words * 6
    phase_bar = w.controller.parts.phase_bar
    real = phase_bar.prompt
    monkeypatch.setattr(
        phase_bar, "prompt", lambda *args: dataclasses.replace(real(*args), text=long)
    )
    bar.refresh()
    settle_layouts()
    assert w.view.geometry() == geometry
    assert bar.text.toolTip() == tip(long)  # the whole text on hover, as text
    shown = bar.text.shown_lines()
    assert 1 <= len(shown) <= 2 and shown[-1].endswith("\u2026")
    text_box = QRectF(bar.text.rect())
    assert all(bar.text.fontMetrics().horizontalAdvance(line) <= text_box.width() for line in shown)


# -- the table fills the window, and every field card's name reads (issue 23, item 33) ---------

SIZES = ((1366, 768), (1600, 1000))
LEAST_NAME = 11.0  # pixels: the smallest name a player reads without leaning in
LEAST_CARD = 110.0  # pixels: a card's height on the screen at 1600 x 1000, on the field or in hand
VANGUARD_FIELD = ("VC", "FL", "FR", "BL", "BC", "BR", "AL1", "AR1", "GC")
WIXOSS_FIELD = ("SL", "SC", "SR", "AL", "C", "AR")


def _vanguard(format: str) -> Game:
    """A full Vanguard board of real cards, long names among them: every circle taken on both
    sides (a unit rested, the premium table's Accel circles too), guardians on the circle."""
    near = {
        "VC": "Grand Regulator Hesperon",
        "FL": "Vellum, Keeper of the Thousand Hours",
        "FR": {"name": "Piston Knight Ferrum", "rest": True},
        "BL": "Brass Sparrow Courier",
        "BC": "Balance Wheel Aegis",
        "BR": "Gearsmith Apprentice Nell",
    }
    far: dict[str, Any] = {
        "VC": "Pyrevast, the Ember Tyrant",
        "FL": "Smolderhide Wyvern",
        "FR": "Kindling Lancer Ossa",
        "BL": "Emberwing Whelp",
        "BC": "Cinder Herald Juno",
        "BR": "Flare Sprite Pellin",
    }
    me: dict[str, Any] = {"circles": near, "hand": ["Blueprint Drone", "Cogwheel Hound"] * 3}
    them: dict[str, Any] = {"circles": far, "hand": ["Sparkfang Imp"] * 5}
    if format == "premium":
        near.update(AL1="Cogwheel Hound", AR1="Tinker's Siege Engine")
        me["gifts"] = {"type": "accel", "force": {}, "accel": 2}
    far["GC"] = ["Ashcaller Seer", "Kiln-Tender Dragon"]
    for side in (me, them):
        side["deck"] = ["Spark Gap Beetle"] * 10
    doc = {"format": format, "turn": 4, "active": 1, "phase": "battle", "step": "guard"}
    doc["battle"] = {"attacker": "VC", "target": "VC"}
    return Game.from_position({**doc, "players": [me, them]})


def _wixoss() -> Game:
    """A full WIXOSS board of real cards: three SIGNI and three LRIGs a side, one SIGNI down."""

    def side(lrigs: list[str], signi: list[str], hand: list[str]) -> dict[str, Any]:
        field: dict[str, Any] = dict(zip(("AL", "C", "AR"), lrigs, strict=True))
        field.update(zip(("SL", "SC", "SR"), signi, strict=True))
        return {"field": field, "hand": hand, "deck": hand * 4, "life": hand[:7]}

    near = side(
        ["Pim, Beacon Warden", "Aurelle, Cathedral of Light", "Quell, Quiet Novice"],
        ["Seraph of the Last Toll", {"name": "Bell Tower Sentinel", "down": True}, "Chime Sprite"],
        ["Lantern Moth Page", "Vigil Lamplighter", "Carillon Knight"] * 2,
    )
    far = side(
        ["Brakka, Furnace Warhound", "Cindrel, Sovereign Pyre", "Fuse, Blast Imp"],
        ["Pyreclaw Hussar", "Ashen Stalker", "Kiln Lancer"],
        ["Cinder Whelp", "Flint Sapper", "Ashfall Skirmisher"] * 2,
    )
    doc = {"game": "wixoss", "turn": 5, "phase": "main", "players": [near, far]}
    return Game.from_position(doc)


BOARDS = {
    "vanguard standard": (lambda: _vanguard("standard"), VANGUARD_FIELD),
    "vanguard g": (lambda: _vanguard("g"), VANGUARD_FIELD),
    "vanguard premium": (lambda: _vanguard("premium"), VANGUARD_FIELD),
    "wixoss": (_wixoss, WIXOSS_FIELD),
}


def _on_screen(w: Any, item: Any) -> float:
    """A card's height on the screen, in pixels (its long side, turned or not)."""
    ends = [w.view.mapFromScene(item.mapToScene(QPointF(0, y))) for y in (-CARD_H / 2, CARD_H / 2)]
    return QLineF(QPointF(ends[0]), QPointF(ends[1])).length()


def _printed_name(w: Any, item: Any, name: str) -> tuple[float, str]:
    """The pixel size at which the card's name is printed on the screen over the card, and
    the words shown ((0, "") when it is not printed; the face's own name is far too small)."""
    for child in item.childItems():
        if child.isVisible() and getattr(child, "name", None) == name:
            device = child.deviceTransform(w.view.viewportTransform())
            scale = abs(device.determinant()) ** 0.5
            return child.font().pixelSize() * scale, " ".join(child.lines)
    return 0.0, ""


def _shown_at(w: Any, qtbot: Any, size: tuple[int, int]) -> None:
    """The window at `size`, laid out, every card where it goes."""
    w.resize(*size)
    qtbot.waitUntil(lambda: (w.width(), w.height()) == size)
    QApplication.processEvents()
    _settle(w)


def _field_cards(w: Any, field: tuple[str, ...]) -> list[tuple[int, str, int]]:
    """(player, zone, card) of every card on the field whose face shows: a stack's top, every
    guardian."""
    state = w.controller.game.state
    return [
        (side, zone, i)
        for side in (0, 1)
        for zone in field
        for n, i in enumerate(state.zones[side].get(zone, []))
        if n == 0 or zone == "GC"
    ]


@pytest.mark.parametrize("board", BOARDS)
def test_every_field_card_prints_its_name_at_a_readable_size(
    window: Any, qtbot: Any, board: str
) -> None:
    make, field = BOARDS[board]
    w = window(make())
    state = w.controller.game.state
    for size in SIZES:
        _shown_at(w, qtbot, size)
        assert w.view.width() >= 0.75 * size[0]  # the side panel leaves the table room
        cards = _field_cards(w, field)
        assert len(cards) >= 12
        for side, zone, card_id in cards:
            item, name = w.scene.card_item(card_id), state.cards[card_id].card.name
            pixels, words = _printed_name(w, item, name)
            where = f"{board} at {size}: {name} on {zone} of player {side}"
            assert pixels >= LEAST_NAME, f"{where}: its name is {pixels:.1f} px"
            shown = words.removesuffix("\u2026")
            if zone != "GC" or card_id == state.zones[side]["GC"][-1]:  # not under another
                assert name.startswith(shown), f"{where}: {words!r}"
                assert shown == name or len(shown) >= 24, f"{where}: {words!r}"


@pytest.mark.parametrize("board", BOARDS)
def test_field_and_hand_cards_are_large_at_1600_by_1000(
    window: Any, qtbot: Any, board: str
) -> None:
    make, field = BOARDS[board]
    w = window(make())
    _shown_at(w, qtbot, (1600, 1000))
    hand = w.controller.game.state.zones[0]["hand"]
    cards = [i for _, _, i in _field_cards(w, field)] + hand
    heights = {i: round(_on_screen(w, w.scene.card_item(i)), 1) for i in cards}
    assert min(heights.values()) >= LEAST_CARD, f"{board}: cards {LEAST_CARD} px: {heights}"


def test_a_face_down_unit_prints_no_name_in_a_hot_seat_game(window: Any, qtbot: Any) -> None:
    """A printed name is a hint on the table like a tooltip: none for a card lying face down,
    not even for its owner, and none while the screen changes hands but for open cards."""
    hidden = {"name": "Paladin", "face_down": True}
    w = window(_board_with(hidden), mode="hotseat")
    state = w.controller.game.state
    assert w.controller.viewer is None  # the curtain is down
    knight = w.scene.card_item(state.zones[0]["FL"][0])
    assert _printed_name(w, knight, "Knight")[0] >= LEAST_NAME  # on the field: open to both
    w.curtain.button.click()  # the first player sits down
    qtbot.waitUntil(lambda: w.controller.viewer == 0)
    paladin = w.scene.card_item(state.zones[0]["BC"][0])
    assert _printed_name(w, paladin, "Paladin") == (0.0, "")
    assert not any(child.isVisible() for child in paladin.childItems())
    assert _printed_name(w, knight, "Knight")[0] >= LEAST_NAME


def test_a_unit_rested_by_its_attack_prints_its_name_across_the_card_as_it_lies(
    window: Any, qtbot: Any
) -> None:
    """A unit turned sideways by a move (an attack, animated) keeps a name plate as wide as
    the card now lies, not as narrow as it stood when the move began (a long name was cut
    short until the next move)."""
    g = game(
        player(circles={"VC": "Paladin", "FL": "Swordsman"}, deck=["Lancer"] * 6),
        player(circles={"VC": "Knight"}, deck=["Lancer"] * 6),
        phase="battle",
    )
    w = window(g)
    _shown_at(w, qtbot, (1366, 768))
    swordsman = g.state.zones[0]["FL"][0]
    item = w.scene.card_item(swordsman)
    face = QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H)

    def across() -> float:  # the card's width on the screen as it lies, in pixels
        return float(item.sceneTransform().mapRect(face).width() * w.scene.zoom)

    upright = across()
    drag(w, swordsman, _centre(w, 1, "VC"))  # attacks: the unit rests
    assert any(i.moving for i in w.scene.cards.values())  # the table animates the move
    qtbot.waitUntil(lambda: not any(i.moving for i in w.scene.cards.values()))
    assert w.controller.game.state.cards[swordsman].rested
    sideways = across()
    assert sideways > 1.3 * upright
    assert item.plate is not None and item.plate.isVisible()
    assert item.plate.size[0] >= sideways - 1


def _board_with(back_centre: dict[str, Any]) -> Game:
    return game(
        player(circles={"VC": "Paladin", "FL": "Knight", "BC": back_centre}, hand=HAND),
        player(circles={"VC": "King"}, hand=["Lancer"] * 5),
    )


def test_a_widened_side_panel_leaves_the_table_most_of_the_window(window: Any, qtbot: Any) -> None:
    """However wide the player dragged the card preview and log (the window keeps it for the
    next start), the table keeps most of a laptop's window."""
    w = window(_board())
    dock = w.findChild(QDockWidget, "side-dock")
    _shown_at(w, qtbot, (1600, 1000))
    w.resizeDocks([dock], [1000], Qt.Orientation.Horizontal)
    QApplication.processEvents()
    _shown_at(w, qtbot, (1366, 768))
    assert w.side.width() >= 300  # the preview still readable
    assert w.view.width() >= 0.69 * 1366

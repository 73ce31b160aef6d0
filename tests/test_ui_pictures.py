"""Card pictures and long texts at the table: a downloaded picture shows instead of the drawn
face when the setting is on, and a card's full text is its tooltip, for visible cards only."""

from __future__ import annotations

from typing import Any

from PIL import Image
from PySide6.QtGui import QColor

from playtester import userdata
from playtester.engine import Game
from playtester.ui import settings
from playtester.ui.window import MainWindow
from tests.positions import CARDS, game, player, unit

GREEN = (20, 200, 60)
LORE = (
    "[AUTO](VC):When this unit attacks, look at the top five cards of your deck, choose up to"
    " one grade 1 or greater card from among them, reveal it and put it into your hand, shuffle"
    " your deck, and if you put a card into your hand this way, choose one of your rear-guards,"
    " and it gets [Power]+5000 until end of turn. [CONT](VC):During your turn, if you have four"
    " or more cards in your soul, all of your rear-guards get [Power]+2000 and your vanguard"
    " gets [Critical]+1. [ACT](VC)[1/Turn]:[COST][Counter-Blast 2 & Soul-Blast 1], draw a card,"
    " and this unit gets [Power]+10000 until end of turn, and the finishing line of this text"
    " is the SECRET-LAST-WORDS of the card."
)
KEEPER = unit("Lore Keeper", 2, 9000, text=LORE, number="FX01/009EN")


def _position(hidden_in_deck: bool = False) -> Game:
    deck = ["Lore Keeper", *["Lancer"] * 9] if hidden_in_deck else ["Lancer"] * 10
    return game(
        player(circles={"VC": "Lore Keeper"}, hand=["Lore Keeper"], deck=deck),
        player(circles={"VC": "Knight"}, hand=["Lore Keeper"]),
        cards=[*CARDS, KEEPER],
    )


def _keepers(w: MainWindow) -> dict[tuple[int, str], list[int]]:
    """Where the Lore Keepers are: (player, zone) -> card ids with a table item."""
    state = w.controller.game.state
    found: dict[tuple[int, str], list[int]] = {}
    for card_id in w.scene.cards:
        if state.cards[card_id].name == "Lore Keeper":
            owner, zone = state.where[card_id][0], state.where[card_id][1]
            found.setdefault((owner, zone), []).append(card_id)
    return found


def _middle(w: MainWindow, card_id: int) -> tuple[int, int, int]:
    image = w.scene.card_item(card_id).pixmap.toImage()
    colour = QColor(image.pixel(image.width() // 2, image.height() // 3))
    return colour.red(), colour.green(), colour.blue()


def _near(colour: tuple[int, int, int], wanted: tuple[int, int, int]) -> bool:
    return all(abs(a - b) <= 14 for a, b in zip(colour, wanted, strict=True))


def _picture() -> None:
    folder = userdata.pictures_dir()
    folder.mkdir(parents=True, exist_ok=True)
    Image.new("RGB", (63 * 4, 88 * 4), GREEN).save(folder / "FX01-009EN.png")


def test_the_table_shows_a_downloaded_picture_only_when_the_setting_is_on(window: Any) -> None:
    _picture()
    w = window(_position())
    vc = _keepers(w)[(0, "VC")][0]
    assert not w.shortcuts["card_pictures"].isChecked()  # default: drawn faces
    assert not _near(_middle(w, vc), GREEN)
    w.shortcuts["card_pictures"].setChecked(True)
    assert _near(_middle(w, vc), GREEN)
    assert settings.get("table/pictures", False) is True  # kept for the next start
    w.shortcuts["card_pictures"].setChecked(False)
    assert not _near(_middle(w, vc), GREEN)


def test_the_picture_setting_is_read_at_the_next_start(window: Any) -> None:
    _picture()
    settings.put("table/pictures", True)
    w = window(_position())
    assert w.shortcuts["card_pictures"].isChecked()
    assert _near(_middle(w, _keepers(w)[(0, "VC")][0]), GREEN)


def test_a_card_without_a_downloaded_picture_keeps_its_drawn_face(window: Any) -> None:
    settings.put("table/pictures", True)
    w = window(_position())
    vc = _keepers(w)[(0, "VC")][0]
    drawn = _middle(w, vc)
    w.shortcuts["card_pictures"].setChecked(False)
    assert _middle(w, vc) == drawn


def test_a_long_text_is_the_cards_tooltip_where_the_viewer_may_read_it(window: Any) -> None:
    w = window(_position())
    where = _keepers(w)
    mine = w.scene.card_item(where[(0, "hand")][0]).toolTip()
    assert "SECRET-LAST-WORDS" in mine and "Lore Keeper" in mine
    assert "SECRET-LAST-WORDS" in w.scene.card_item(where[(0, "VC")][0]).toolTip()
    theirs = w.scene.card_item(where[(1, "hand")][0]).toolTip()
    assert theirs == ""  # the other player's hand: nothing named


def test_a_face_down_card_has_no_tooltip(window: Any) -> None:
    g = game(
        player(circles={"VC": "Knight"}, damage=[{"name": "Lore Keeper", "face_down": True}]),
        player(circles={"VC": "Knight"}),
        cards=[*CARDS, KEEPER],
    )
    w = window(g)
    (down,) = _keepers(w)[(0, "damage")]
    assert w.controller.game.state.cards[down].face_down
    assert w.scene.card_item(down).toolTip() == ""

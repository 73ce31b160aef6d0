"""Faces are a description each game gives (`CardModel.face`), drawn by render/ for any game:
what Vanguard's and WIXOSS's faces say, that WIXOSS faces draw their marks where a player
looks for them, that the face cache keys on the description, that pictures work for both
games, and that long texts shrink before they are cut."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageStat

from playtester.cli import main
from playtester.engine import registry
from playtester.engine.cards import Card
from playtester.engine.faces import MAIN_BACK, Face, Figure
from playtester.games.vanguard.cards import VanguardCard
from playtester.games.vanguard.faces import G_BACK
from playtester.games.wixoss import faces as wixoss_faces
from playtester.games.wixoss.catalog import all_cards as wixoss_cards
from playtester.games.wixoss.faces import BURST, GEM_COLOURS
from playtester.render import face_height, face_path, render_face, sheet_size
from playtester.render.faces import MORE_FILL, smallest_text, text_box, text_layout
from playtester.render.fonts import font

GRAND = VanguardCard(
    name="Grand Test Dragon",
    grade=3,
    power=11000,
    clan="Cinderwing Dominion",
    race="Flame Dragon",
    skills=("twin_drive",),
    text="[AUTO]: Draw a card.",
)


def wixoss(name: str) -> Card:
    card = registry.find_card("wixoss", name)
    assert card is not None, name
    return card


def _share(image: Image.Image, box: tuple[float, ...], colour: tuple[int, ...], tol: int) -> float:
    """The share of pixels in `box` (fractions of the size) within `tol` of `colour`."""
    w, h = image.size
    crop = image.convert("RGB").crop((int(box[0] * w), int(box[1] * h),
                                      int(box[2] * w), int(box[3] * h)))  # fmt: skip
    bands = [b.point(lambda v, c=c: 255 if abs(v - c) <= tol else 0)
             for b, c in zip(crop.split(), colour, strict=False)]  # fmt: skip
    near = ImageChops.multiply(ImageChops.multiply(bands[0], bands[1]), bands[2])
    return float(ImageStat.Stat(near).mean[0] / 255)


def _left(face: Face) -> list[Figure]:
    return [f for f in face.figures if f.place == "left"]


def _right(face: Face) -> list[Figure]:
    return [f for f in face.figures if f.place == "right"]


# -- what the games say ----------------------------------------------------------------------


def test_a_wixoss_lrig_face_shows_its_level_limit_and_grow_cost() -> None:
    card = wixoss("Cindrel, Sovereign Pyre")
    assert registry.card_model("wixoss").card_type is type(card)
    face = registry.face_of(card)
    assert face.badge is not None and face.badge.text == "3"
    (limit,) = _left(face)
    assert (limit.caption, limit.text) == ("LIMIT", "7")
    grow = _right(face)
    assert [(f.text, f.chip) for f in grow] == [("2", GEM_COLOURS["red"])]
    assert grow[0].caption == "GROW"
    assert face.frame.style == "ornate"
    assert face.subtitle == ("LRIG", "Cindrel", "Cinder Pact")
    assert [mark.glyph for mark in face.left] == ["crush"]  # Double Crush


def test_an_assist_lrig_is_tagged_and_has_no_limit() -> None:
    face = registry.face_of(wixoss("Pim, Beacon Warden"))
    assert face.badge is not None and (face.badge.text, face.badge.tag) == ("2", "A")
    assert not _left(face)
    assert [(f.text, f.chip) for f in _right(face)] == [("2", GEM_COLOURS["colorless"])]


def test_a_signi_face_shows_power_class_life_burst_guard_and_colours() -> None:
    hussar = registry.face_of(wixoss("Pyreclaw Hussar"))  # red, level 3, 12000, Life Burst
    assert hussar.badge is not None and hussar.badge.text == "3"
    assert [f.text for f in hussar.figures] == ["12000"]
    assert hussar.subtitle == ("SIGNI", "Emberkin")
    assert hussar.right[0].glyph == "burst" and hussar.right[0].halo
    assert [m.glyph for m in hussar.left] == ["lance"]  # Lancer
    guard = registry.face_of(wixoss("Veilward Sentinel"))
    assert guard.left[0].glyph == "bastion" and guard.left[0].brief  # on thumbnails too
    assert not any(m.glyph == "burst" for m in guard.right)
    two = registry.face_of(wixoss("Twinroot Wisp"))
    assert two.frame.lower is not None and two.frame.lower != two.frame.base
    gems = [m.colour for m in two.right if m.glyph == "gem"]
    assert gems == [GEM_COLOURS["green"], GEM_COLOURS["black"]]


def test_spells_and_arts_show_their_cost_and_no_level() -> None:
    arts = registry.face_of(wixoss("Chorus of Returning Light"))  # 1 white and 1 colourless
    assert arts.badge is None
    assert [(f.text, f.chip, f.caption) for f in _right(arts)] == [
        ("1", GEM_COLOURS["white"], "COST"),
        ("1", GEM_COLOURS["colorless"], ""),
    ]
    assert all(f.brief for f in arts.figures)  # what it costs is on thumbnails too


def test_a_vanguard_face_says_what_a_vanguard_card_shows() -> None:
    face = registry.face_of(dataclasses.replace(GRAND, trigger="critical", grade=0))
    assert face.badge is not None and face.badge.text == "0"
    (trigger,) = face.right
    assert (trigger.glyph, trigger.label, trigger.halo) == ("star", "+5000", True)
    assert [m.glyph for m in face.left] == ["fan2"] and not face.left[0].brief
    assert [f.text for f in face.figures] == ["11000", "1", "\u2013"]
    assert face.subtitle == ("Cinderwing Dominion", "Flame Dragon")
    g_unit = registry.face_of(dataclasses.replace(GRAND, kind="g_unit", grade=4))
    assert g_unit.badge is not None and g_unit.badge.tag == "G"
    assert g_unit.art.rays and g_unit.frame.band is not None
    marker = registry.face_of(VanguardCard(name="Gift", grade=None, kind="marker", gift="force"))
    assert marker.badge is None and marker.art.emblem is not None
    assert marker.label == "GIFT MARKER · FORCE" and not marker.figures


def test_each_game_says_which_back_a_card_shows() -> None:
    """Vanguard's G units show the G zone's red back with a "G"; every other card, of either
    game, the main deck's."""
    vanguard, wixoss_facts = registry.facts_for("vanguard"), registry.facts_for("wixoss")
    g_unit = dataclasses.replace(GRAND, kind="g_unit", grade=4)
    assert vanguard.card_back(g_unit) == G_BACK and G_BACK.emblem == "G"
    assert G_BACK.top[0] > G_BACK.top[2]  # crimson
    assert vanguard.card_back(GRAND) == MAIN_BACK and MAIN_BACK.emblem is None
    for card in wixoss_cards()[:20]:
        assert wixoss_facts.card_back(card) == MAIN_BACK


def test_a_game_without_a_card_model_still_has_a_face() -> None:
    card = Card("Odd Piece", game="othergame", kind="piece", text="Move one space.")
    face = registry.face_of(card)
    assert (face.name, face.subtitle, face.text) == ("Odd Piece", ("Piece",), "Move one space.")
    assert render_face(card, 120).size == (120, face_height(120))


# -- WIXOSS faces drawn ----------------------------------------------------------------------


@pytest.mark.parametrize("width", [60, 240])
def test_every_bundled_wixoss_card_has_a_face(width: int) -> None:
    cards = wixoss_cards()
    assert len(cards) > 50
    inset = int(width * 0.05) + 2
    for card in cards:
        face = render_face(card, width)
        assert face.size == (width, face_height(width)), card.name
        assert face.getchannel("A").getpixel((0, 0)) < 40  # type: ignore[operator]
        inside = face.getchannel("A").crop((inset, inset, width - inset, face.height - inset))
        assert inside.getextrema() == (255, 255), card.name


def test_the_life_burst_icon_is_in_the_top_right_corner() -> None:
    corner = (0.65, 0.02, 0.98, 0.2)
    burst = render_face(wixoss("Pyreclaw Hussar"), 300)
    plain = render_face(wixoss("Kiln Lancer"), 300)  # the same colour and class, no Life Burst
    assert _share(burst, corner, BURST, 40) > 0.04
    assert _share(plain, corner, BURST, 40) < 0.005


def test_an_lrig_shows_its_grow_cost_in_the_footer() -> None:
    footer = (0.55, 0.9, 0.97, 0.97)
    grows = render_face(wixoss("Marisel, Abyssal Tidequeen"), 300)  # grows for 2 blue
    first = render_face(wixoss("Marisel, Shell Dreamer"), 300)  # level 0: grows for nothing
    assert _share(grows, footer, GEM_COLOURS["blue"], 30) > 0.01
    assert _share(first, footer, GEM_COLOURS["blue"], 30) < 0.002


def test_render_face_and_sheet_commands_for_wixoss(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from playtester.commands.render import game_cards

    out = tmp_path / "face.png"
    name = "Aurelle, Cathedral of Light"
    assert main(["render", "face", name, str(out), "--game", "wixoss", "--width", "90"]) == 0
    assert Image.open(out).size == (90, face_height(90))
    assert main(["render", "face", "Aurelle Cathedral", str(out), "--game", "wixoss"]) == 1
    assert name in capsys.readouterr().err  # did you mean
    sheet = tmp_path / "sheet.png"
    assert main(["render", "sheet", str(sheet), "--game", "wixoss", "--width", "40"]) == 0
    assert Image.open(sheet).size == sheet_size(len(game_cards("wixoss")), 40, 10)
    assert main(["render", "sheet", str(sheet), "--game", "wixoss", "--sample"]) == 0
    assert "wrote" in capsys.readouterr().out


def test_the_wixoss_sample_shows_every_kind() -> None:
    cards, words = registry.card_model("wixoss").sample(wixoss_cards())
    assert {card.kind for card in cards} >= {
        "lrig", "assist_lrig", "signi", "spell", "arts", "key", "resona", "piece",
    }  # fmt: skip
    assert len(cards) == 18 and "WIXOSS" in words


# -- the face cache and pictures -------------------------------------------------------------


def test_the_face_cache_keys_on_what_the_face_shows(monkeypatch: pytest.MonkeyPatch) -> None:
    card = wixoss("Chime Sprite")
    first = face_path(card, 80)
    assert face_path(card, 80) == first
    assert face_path(dataclasses.replace(card, limit=5), 80) == first  # a SIGNI shows no limit
    described = wixoss_faces.face

    def redder(card: Card) -> Face:  # the game changes how its faces look; the card does not
        face = described(card)
        return dataclasses.replace(face, frame=dataclasses.replace(face.frame, base=(200, 0, 0)))

    monkeypatch.setattr(wixoss_faces, "face", redder)
    changed = face_path(card, 80)
    assert changed != first and changed.is_file()


def _picture(path: Path, colour: tuple[int, int, int]) -> Path:
    Image.new("RGB", (126, 176), colour).save(path)
    return path


def test_a_wixoss_picture_by_number_or_name_is_its_face(tmp_path: Path) -> None:
    card = wixoss("Aurelle, Cathedral of Light")
    _picture(tmp_path / f"{card.number}.png", (255, 0, 255))
    face = render_face(card, 200, pictures=tmp_path)
    assert face.convert("RGB").getpixel((100, 140)) == (255, 0, 255)
    band = (0.1, 0.92, 0.9, 0.97)
    assert _share(face, band, (255, 0, 255), 30) > 0.9
    over = render_face(card, 200, pictures=tmp_path, overlay=True)
    assert _share(over, band, (255, 0, 255), 30) < 0.2  # its limit and grow cost drawn over
    other = wixoss("Morning Toll")
    _picture(tmp_path / "morning toll.jpg", (0, 200, 0))
    assert render_face(other, 200, pictures=tmp_path).convert("RGB").getpixel((100, 140)) == (
        0,
        200,
        0,
    )


# -- long texts ------------------------------------------------------------------------------

LONG = (
    "[AUTO] [V]: When this unit attacks, you may discard a card from your hand. If you do, "
    "choose one of your rear-guards, and it gets +5000 power until end of turn. "
) * 5  # about 800 letters, as the longest printed texts


def test_a_long_text_shrinks_on_a_magnified_face_before_it_is_cut() -> None:
    comfortable = round(420 * 0.052)
    lay = text_layout(LONG, 420)
    assert not lay.truncated
    assert smallest_text(420) <= lay.size < 13 < comfortable  # 13 px: where it was cut before


def test_a_text_too_long_for_any_size_ends_in_a_more_mark() -> None:
    lay = text_layout(LONG * 5, 420)
    assert lay.truncated and lay.size == smallest_text(420)
    assert lay.lines[-1][-1].segments == [("\u2026", False)]


def _more_pixels(image: Image.Image) -> int:
    """How many pixels have the more mark's colour."""
    mark = Image.new("RGB", image.size, MORE_FILL[:3])
    close = (
        ImageChops.difference(image.convert("RGB"), mark)
        .convert("L")
        .point(lambda v: 255 if v < 6 else 0)
    )
    return int(ImageStat.Stat(close).sum[0] // 255)


def test_the_more_mark_is_drawn_on_a_face_whose_text_is_cut() -> None:
    cut = render_face(dataclasses.replace(GRAND, text=LONG * 5), 300)
    whole = render_face(dataclasses.replace(GRAND, text=LONG[:300]), 300)
    assert _more_pixels(cut) > 40 and _more_pixels(whole) == 0
    small = render_face(dataclasses.replace(GRAND, text=LONG * 5), 140)
    assert _more_pixels(small) > 20  # on a small face too


@pytest.mark.parametrize("text", ["x" * 1200, "\u661f\u8f1d\u306e\u9a0e\u58eb" * 90])
def test_a_text_without_spaces_stays_inside_its_box(text: str) -> None:
    x0, _, x1, _ = text_box(text, 300)
    room = x1 - x0 - 2 * 300 * 0.035
    lay = text_layout(text, 300)
    f = font("text", lay.size)
    widths = [sum(f.getlength(t) for word in line for t, _ in word.segments) for line in lay.lines]
    assert len(lay.lines) > 1 and max(widths) <= room
    assert render_face(dataclasses.replace(GRAND, text=text), 300).size == (300, face_height(300))


def test_full_width_letters_and_japanese_commas_are_drawn_as_letters_the_font_has() -> None:
    """Real card data copied from Japanese sources carries Japanese commas and full-width plus
    signs, colons and letters that the bundled fonts lack (a box on the face): they are drawn
    as ", ", "+", ":", "I"."""
    odd = "[AUTO]\uff1aWhen placed\u3001draw a card\uff0c and it gets \uff0b5000. Grade \uff29"
    plain = "[AUTO]:When placed, draw a card, and it gets +5000. Grade I"
    drawn = render_face(dataclasses.replace(GRAND, text=odd), 300)
    expected = render_face(dataclasses.replace(GRAND, text=plain), 300)
    assert ImageChops.difference(drawn.convert("RGB"), expected.convert("RGB")).getbbox() is None

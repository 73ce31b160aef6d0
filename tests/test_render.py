"""Card faces, backs, the face cache, pictures and the contact sheet.

No golden images (they break on every design tweak); the tests check what a player relies on:
sizes, transparency at the rounded corners, clan and trigger colours, the G unit's red band,
the cache's keys, pictures being used, and odd cards rendering without errors.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from PIL import Image, ImageChops, ImageStat

from playtester.cards.db import all_cards
from playtester.cli import main
from playtester.engine.faces import CURATED, MAIN_BACK, Back
from playtester.games.vanguard.cards import VanguardCard
from playtester.games.vanguard.faces import G_BACK, TRIGGER_COLOURS, clan_colour
from playtester.render import (
    back_path,
    face_height,
    face_path,
    find_picture,
    fonts,
    render_back,
    render_face,
    sheet_size,
)
from playtester.render import cache as cache_module
from playtester.render.faces import COMPACT_BELOW
from playtester.render.fonts import fit_lines, text_width
from playtester.render.text import fit_text
from playtester.userdata import cache_dir

UNIT = VanguardCard(
    name="Test Knight",
    grade=2,
    power=9000,
    shield=5000,
    clan="Dawnspire Order",
    race="Human",
    skills=("intercept",),
    text="[AUTO] [V]/[R]: When this unit attacks, it gets +3000 power.",
    number="PT01/999",
)


def _alpha(image: Image.Image, x: int, y: int) -> int:
    value = image.getchannel("A").getpixel((x, y))
    assert isinstance(value, int)
    return value


def _opaque_inside(image: Image.Image) -> bool:
    """Whether everything but the rounded corners is fully opaque."""
    inset = int(image.width * 0.05) + 2
    inside = image.getchannel("A").crop((inset, inset, image.width - inset, image.height - inset))
    return inside.getextrema() == (255, 255)


def _mean(image: Image.Image, box: tuple[float, float, float, float]) -> tuple[float, ...]:
    w, h = image.size
    crop = image.convert("RGB").crop((int(box[0] * w), int(box[1] * h),
                                      int(box[2] * w), int(box[3] * h)))  # fmt: skip
    return tuple(ImageStat.Stat(crop).mean)


def _distance(a: tuple[float, ...], b: tuple[float, ...]) -> float:
    return sum((x - y) ** 2 for x, y in zip(a, b, strict=False)) ** 0.5


def _share(image: Image.Image, box: tuple[float, ...], colour: tuple[int, ...], tol: int) -> float:
    """The share of pixels in `box` (fractions of the size) within `tol` of `colour`."""
    w, h = image.size
    crop = image.convert("RGB").crop((int(box[0] * w), int(box[1] * h),
                                      int(box[2] * w), int(box[3] * h)))  # fmt: skip
    bands = [b.point(lambda v, c=c: 255 if abs(v - c) <= tol else 0)
             for b, c in zip(crop.split(), colour, strict=False)]  # fmt: skip
    near = ImageChops.multiply(ImageChops.multiply(bands[0], bands[1]), bands[2])
    return ImageStat.Stat(near).mean[0] / 255


@pytest.mark.parametrize("width", [60, 240])
def test_every_bundled_card_has_a_face(width: int) -> None:
    cards = all_cards("vanguard")
    assert cards
    for card in cards:
        face = render_face(card, width)
        assert face.size == (width, face_height(width)), card.name
        assert face.mode == "RGBA"
        assert _alpha(face, 0, 0) < 40  # rounded corner
        assert _opaque_inside(face), card.name  # no see-through holes


def test_faces_keep_the_card_shape_at_any_width() -> None:
    for width in (16, 60, COMPACT_BELOW - 1, COMPACT_BELOW, 180, 600):
        face = render_face(UNIT, width)
        assert face.size == (width, round(width * 88 / 63))


def test_every_kind_renders() -> None:
    kinds = [
        dataclasses.replace(UNIT, kind="g_unit", grade=4, power=15000, skills=("triple_drive",)),
        dataclasses.replace(UNIT, kind="order", power=0, shield=0, skills=()),
        VanguardCard(name="Imaginary Gift: Protect", grade=None, kind="marker", sentinel=True),
        dataclasses.replace(UNIT, gift="force"),
        dataclasses.replace(UNIT, gift="accel", trigger="draw"),
        dataclasses.replace(UNIT, gift="protect", sentinel=True, shield=0),
    ]
    for card in kinds:
        for width in (60, 300):
            assert render_face(card, width).size == (width, face_height(width))


def test_clans_tint_the_frame_and_the_art() -> None:
    red = render_face(dataclasses.replace(UNIT, clan="Cinderwing Dominion"), 200)
    blue = render_face(dataclasses.replace(UNIT, clan="Tidecaller Armada"), 200)
    frame = (0.0, 0.45, 0.02, 0.55)  # the left edge of the frame
    art = (0.3, 0.15, 0.8, 0.4)
    assert _distance(_mean(red, frame), _mean(blue, frame)) > 20
    assert _distance(_mean(red, art), _mean(blue, art)) > 40
    r, _, b = _mean(red, art)
    assert r > b  # crimson clan is red, the sea clan blue
    r, _, b = _mean(blue, art)
    assert b > r


def test_unknown_clans_get_a_stable_curated_colour() -> None:
    assert clan_colour("Moonlit Circus") == clan_colour("moonlit  circus")
    assert clan_colour("Moonlit Circus") in CURATED
    colours = {clan_colour(f"Imported Clan {i}") for i in range(40)}
    assert len(colours) > 8  # spread over the palette


def test_trigger_icons_differ_in_colour() -> None:
    corner = (0.7, 0.02, 0.98, 0.2)
    seen = {}
    for trigger, colour in TRIGGER_COLOURS.items():
        card = dataclasses.replace(UNIT, grade=0, trigger=trigger, text="")
        face = render_face(card, 300)
        assert _share(face, corner, colour, 40) > 0.05, trigger
        seen[trigger] = _mean(face, corner)
    names = list(seen)
    for i, a in enumerate(names):
        for b in names[i + 1 :]:
            assert _distance(seen[a], seen[b]) > 10, (a, b)


def test_g_units_have_a_red_band() -> None:
    band = (0.1, 0.92, 0.9, 0.97)
    g_unit = dataclasses.replace(UNIT, kind="g_unit", grade=4, power=15000)
    red = (150, 22, 30)
    assert _share(render_face(g_unit, 300), band, red, 45) > 0.3
    assert _share(render_face(UNIT, 300), band, red, 45) < 0.05


def test_backs() -> None:
    back = render_back(120)
    assert back.size == (120, face_height(120)) and back.mode == "RGBA"
    assert _opaque_inside(back)
    red = render_back(120, G_BACK)
    middle = (0.2, 0.05, 0.8, 0.2)
    r, _, b = _mean(red, middle)
    assert r > b  # crimson
    r, _, b = _mean(back, middle)
    assert b > r  # indigo


def test_any_back_a_game_describes_is_drawn() -> None:
    """A back is a description its game gives (colours, an emblem), drawn as it says; its
    cached file is named by the back's name and a hash of its look, so a new look is drawn."""
    green = Back("test", (30, 140, 60), (6, 40, 14))
    marked = dataclasses.replace(green, emblem="W")
    r, g, b = _mean(render_back(120, green), (0.2, 0.05, 0.8, 0.2))
    assert g > r and g > b
    heart = (0.42, 0.4, 0.58, 0.52)  # the emblem at the heart of the compass star
    assert (
        _distance(_mean(render_back(120, green), heart), _mean(render_back(120, marked), heart)) > 5
    )
    first = back_path(120, green)
    assert first.name.startswith("back-test-") and Image.open(first).size == (120, face_height(120))
    assert back_path(120, green) == first and back_path(120, marked) != first
    assert back_path(120, dataclasses.replace(green, top=(30, 140, 61))) != first
    assert back_path(120) != first and back_path(120) == back_path(120, MAIN_BACK)


def test_cache_keeps_a_face_until_the_card_changes(monkeypatch: pytest.MonkeyPatch) -> None:
    first = face_path(UNIT, 120)
    assert first.is_file()
    assert Image.open(first).size == (120, face_height(120))
    stamp = first.stat().st_mtime_ns
    assert face_path(UNIT, 120) == first
    assert first.stat().st_mtime_ns == stamp  # not drawn again
    assert face_path(dataclasses.replace(UNIT, power=10000), 120) != first
    assert face_path(dataclasses.replace(UNIT, text="Other text."), 120) != first
    assert face_path(UNIT, 121) != first
    monkeypatch.setattr(cache_module, "RENDERER_VERSION", 999)
    newer = face_path(UNIT, 120)
    assert newer != first and newer.is_file()
    assert cache_dir("faces") in newer.parents


def _picture(path: Path, colour: tuple[int, int, int]) -> Path:
    Image.new("RGB", (126, 176), colour).save(path)
    return path


def test_a_picture_named_by_number_or_name_is_the_face(tmp_path: Path) -> None:
    _picture(tmp_path / "PT01-999.png", (255, 0, 255))
    face = render_face(UNIT, 200, pictures=tmp_path)
    assert face.convert("RGB").getpixel((100, 140)) == (255, 0, 255)
    assert _alpha(face, 0, 0) < 40  # still a card shape

    other = dataclasses.replace(UNIT, name="Named Card", number="")
    assert find_picture(other, tmp_path) is None
    _picture(tmp_path / "named card.JPG", (0, 200, 0))
    assert find_picture(other, tmp_path) == tmp_path / "named card.JPG"
    _picture(tmp_path / "XX_001.webp", (0, 0, 200))
    assert find_picture(dataclasses.replace(UNIT, number="XX/001"), tmp_path) is not None


def test_a_picture_the_card_names_is_its_face(tmp_path: Path) -> None:
    _picture(tmp_path / "PT01-999.png", (255, 0, 255))  # by number: second choice
    (tmp_path / "art").mkdir()
    chosen = _picture(tmp_path / "art" / "mine.png", (0, 120, 255))
    named = dataclasses.replace(UNIT, picture="art/mine.png")  # in the pictures folder
    assert find_picture(named, tmp_path) == chosen
    face = render_face(named, 200, pictures=tmp_path)
    assert face.convert("RGB").getpixel((100, 140)) == (0, 120, 255)
    anywhere = dataclasses.replace(UNIT, picture=str(chosen))  # a path of its own
    assert find_picture(anywhere) == chosen
    missing = dataclasses.replace(UNIT, picture="art/gone.png")
    assert find_picture(missing, tmp_path) == tmp_path / "PT01-999.png"
    assert face_path(named, 200, pictures=tmp_path) != face_path(UNIT, 200, pictures=tmp_path)


def test_pictures_folder_from_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _picture(tmp_path / "PT01_999.jpeg", (255, 0, 255))
    assert find_picture(UNIT) is None
    monkeypatch.setenv("PLAYTESTER_PICTURES", str(tmp_path))
    assert find_picture(UNIT) == tmp_path / "PT01_999.jpeg"
    plain = render_face(UNIT, 200)
    over = render_face(UNIT, 200, overlay=True)
    band = (0.1, 0.92, 0.9, 0.97)
    assert _share(plain, band, (255, 0, 255), 30) > 0.9
    assert _share(over, band, (255, 0, 255), 30) < 0.2  # numbers drawn over the picture
    assert face_path(UNIT, 200) != face_path(UNIT, 200, pictures=tmp_path / "missing")


def test_an_unreadable_picture_falls_back_to_the_drawn_face(tmp_path: Path) -> None:
    (tmp_path / "PT01-999.png").write_bytes(b"not a picture" * 100)
    assert render_face(UNIT, 150, pictures=tmp_path).size == (150, face_height(150))


def test_render_sheet_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from playtester.commands.render import game_cards

    out = tmp_path / "sheet.png"
    assert main(["render", "sheet", str(out), "--width", "60", "--columns", "7"]) == 0
    image = Image.open(out)
    assert image.format == "PNG"
    assert image.size == sheet_size(len(game_cards("vanguard")), 60, 7)
    assert "wrote" in capsys.readouterr().out


def test_sheet_size_grid() -> None:
    one_row = sheet_size(10, 100, 10)
    two_rows = sheet_size(11, 100, 10)
    assert one_row[0] == two_rows[0]
    row = two_rows[1] - one_row[1]  # a face and the gap under it
    assert face_height(100) < row < face_height(100) * 1.3
    assert sheet_size(3, 100, 10)[0] < one_row[0]  # no empty columns
    assert sheet_size(20, 100, 10)[1] == two_rows[1]


def test_render_face_and_back_commands(tmp_path: Path) -> None:
    name = all_cards("vanguard")[0].name
    assert main(["render", "face", name, str(tmp_path / "f.png"), "--width", "90"]) == 0
    assert Image.open(tmp_path / "f.png").size == (90, face_height(90))
    assert main(["render", "face", "No Such Card", str(tmp_path / "x.png")]) == 1
    assert main(["render", "back", str(tmp_path / "b.png"), "--g-zone"]) == 0


ODD_NAMES = [
    'Blade "Quote", the, Comma',
    "O'Brien, the \u201cCurly\u201d Knight",
    "Supercalifragilisticexpialidocious" * 4,
    " ".join(["Very Long Name"] * 30),
    "\u661f\u8f1d\u306e\u9a0e\u58eb \u2605 Emoji \U0001f409",
    "x",
]


@pytest.mark.parametrize("name", ODD_NAMES)
def test_odd_names_and_long_texts_render(name: str) -> None:
    card = dataclasses.replace(UNIT, name=name, text="[AUTO] " + "Counter Blast (1): draw. " * 300)
    for width in (60, 180, 600):
        face = render_face(card, width)
        assert face.size == (width, face_height(width))


def test_long_names_wrap_instead_of_being_cut() -> None:
    name = "Grand Admiral of the Endless Storm Fleet, Bearer of the Ninth Tide"
    size, lines = fit_lines(name, "title", 150, 40, 20, 3)
    assert " ".join(lines) == name
    assert all(text_width(line, "title", size) <= 150 for line in lines)


def test_text_shrinks_then_ends_in_an_ellipsis() -> None:
    short = fit_text("[AUTO]: Draw a card.", 200, 100, 14, 6)
    assert short.size == 14 and not short.truncated
    long = fit_text("word " * 2000, 200, 100, 14, 6)
    assert long.truncated and long.size == 6
    assert long.lines[-1][-1].segments == [("\u2026", False)]


def test_missing_font_files_fall_back(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(fonts, "data_path", lambda *parts: Path("/nonexistent/font.ttf"))
    fonts.font.cache_clear()
    try:
        assert render_face(UNIT, 120).size == (120, face_height(120))
    finally:
        fonts.font.cache_clear()


def test_a_playmat_is_drawn_once_and_older_drawings_are_cleared(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from playtester.render.playmat import VERSION, ZoneMark, playmat_path

    monkeypatch.setenv("PLAYTESTER_CACHE", str(tmp_path))
    older = tmp_path / "playmats" / f"v{VERSION - 1}"
    older.mkdir(parents=True)
    (older / "mat.bmp").write_bytes(b"old drawing")
    loose = tmp_path / "playmats" / "from-before-folders.bmp"
    loose.write_bytes(b"old drawing")
    zones = [
        ZoneMark("leader", "Vanguard", (60, 40, 80, 80)),
        ZoneMark("pile", "Deck", (5, 5, 40, 60)),
    ]

    path = playmat_path(200, 160, zones, 1.0)
    assert path.parent == tmp_path / "playmats" / f"v{VERSION}"
    assert not older.exists() and not loose.exists()
    with Image.open(path) as image:
        assert image.size == (200, 160)
        ring = image.getpixel((100, 40 + 6 + 2))  # on the vanguard circle's gold ring
        felt = image.getpixel((150, 150))
        assert sum(ring) > sum(felt) + 60  # type: ignore[arg-type]
    drawn = path.stat().st_mtime_ns
    assert playmat_path(200, 160, zones, 1.0) == path
    assert path.stat().st_mtime_ns == drawn  # read from the cache, not drawn again
    other = playmat_path(200, 160, zones[:1], 1.0)
    assert other != path and path.exists()  # another layout of this version stays beside it

# ruff: noqa: RUF001  (Japanese-shaped names: full-width signs are meant)
"""Japanese card names and texts (real WIXOSS cards) are drawn with letters, not boxes: every
letter of Japanese-shaped names is set in a font that has it (the bundled font for what it
has, the system's Japanese font for the rest), and a face with such a name is drawn; with no
Japanese font on the system, a sentence says so and how to install one. The names are
invented, shaped as real ones are (kanji, kana, full-width signs, a middle dot, a number)."""

from __future__ import annotations

import pytest
from PIL import ImageFont

from playtester.games.wixoss.cards import WixossCard
from playtester.render import fonts, glyphs
from playtester.render.faces import render_face
from playtester.render.fonts import drawable

NAMES = [
    "試しの扉　ミホ＝ゼロ",
    "奏救の鍵主　ナミ＝トレ",
    "ツヴァイ＝カゼドリ",
    "ハーモニー・ためし",
    "試作　サーバント　＃",
    "【出】：【エナチャージ２】をする。（デッキの上から２枚）",
    "ＤＪ．ミドリ－Ｗ－ＴＥＳＴ",
    "対戦相手のパワー８０００以下のシグニ１体を対象とし、それをバニッシュする。",
]


def _missing(text: str, role: str) -> list[str]:
    """The letters of `text` that the font each is set in lacks."""
    out = []
    for part, font in fonts.runs(drawable(text), role, 24):
        assert isinstance(font, ImageFont.FreeTypeFont)
        out += [ch for ch in part if not glyphs.has_glyph(str(font.path), ch)]
    return out


def test_every_letter_of_japanese_names_is_set_in_a_font_that_has_it() -> None:
    if glyphs.fallback_path() is None:
        pytest.skip(f"{glyphs.missing_note()} (the degraded case is tested below)")
    for role in ("title", "text", "bold", "regular"):
        for name in NAMES:
            missing = _missing(name, role)
            assert not missing, f"{role}: no glyph for {missing} in {name!r}"


def test_the_missing_glyph_check_sees_a_letter_no_font_has() -> None:
    """The check above can fail: a private-use letter has no glyph in any font."""
    assert _missing("試\ue000", "title") == ["\ue000"]


def test_a_face_with_a_japanese_name_is_drawn_with_it() -> None:
    if glyphs.fallback_path() is None:
        pytest.skip(str(glyphs.missing_note()))
    card = WixossCard(NAMES[0], kind="signi", level=1, power=3000, text=NAMES[5])
    blank = render_face(WixossCard("", kind="signi", level=1, power=3000, text=NAMES[5]))
    face = render_face(card)
    assert face.size == blank.size and face.tobytes() != blank.tobytes()
    assert fonts.text_width(NAMES[0], "title", 20) > fonts.text_width("試", "title", 20) > 0


def test_without_a_japanese_font_a_sentence_says_how_to_get_one(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    glyphs.missing_note.cache_clear()
    monkeypatch.setattr(glyphs, "fallback_path", lambda: None)
    try:
        note = glyphs.missing_note()
        assert note is not None and "show as boxes" in note and "fonts-noto-cjk" in note
        assert glyphs.runs("試し A", "unused.ttf") == [("試し A", False)]  # the bundled font
    finally:
        glyphs.missing_note.cache_clear()

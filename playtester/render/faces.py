"""Card faces: a legible, designed face for any card at any size, drawn with Pillow.

Two levels of detail: from `COMPACT_BELOW` pixels up a face shows everything (name, clan and
race, ability text, set number, all icons); smaller thumbnails keep only what a player reads
at that size (grade, name, power, shield, trigger, sentinel, gift) and give the art the room.
The ability text box grows with the text, and the art takes what is left, so a vanilla unit has
a large picture and a wordy one stays readable.
"""

from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageDraw

from playtester.engine.cards import Card
from playtester.games.vanguard.cards import VanguardCard, vanguard_card
from playtester.render import icons
from playtester.render.art import g_rays, generated_art
from playtester.render.canvas import Box, Canvas
from playtester.render.fonts import fit_lines, fit_size, line_height, text_width
from playtester.render.palette import (
    GOLD,
    INK,
    PAPER,
    RGB,
    TRIGGER_COLOURS,
    WHITE,
    luminance,
    mix,
    rgba,
    shade,
    tint,
)
from playtester.render.parts import Style, corners, marker_gift, stats_band, style_for
from playtester.render.version import RENDERER_VERSION  # noqa: F401 (re-exported)

ASPECT = 88 / 63  # height / width of a standard card
COMPACT_BELOW = 130  # faces narrower than this are thumbnails

TRIGGER_REMINDERS = {
    "critical": (
        "Critical trigger: one of your units gets +{power} power, and one gets +1 critical."
    ),
    "draw": "Draw trigger: one of your units gets +{power} power, and you draw a card.",
    "heal": (
        "Heal trigger: one of your units gets +{power} power; if your damage is at least your "
        "opponent's, heal one damage."
    ),
    "stand": "Stand trigger: one of your units gets +{power} power, and you stand a rear-guard.",
}


def face_height(width: int) -> int:
    """The height of a face `width` pixels wide (portrait 63:88)."""
    return max(1, round(width * ASPECT))


def render_face(
    card: Card, width: int = 300, *, pictures: Path | str | None = None, overlay: bool = False
) -> Image.Image:
    """The face of `card`, `width` pixels wide, as an RGBA image with rounded corners.

    If a picture folder is given (or set in `PLAYTESTER_PICTURES`) and holds a picture of the
    card, the picture is the face; `overlay=True` draws grade, icons and numbers over it.
    """
    from playtester.render.pictures import find_picture, picture_face

    width = max(8, int(width))
    picture = find_picture(card, pictures)
    if picture is not None:
        face = picture_face(card, width, picture, overlay)
        if face is not None:
            return face
    return draw_face(card, width)


def reminder_text(card: Card) -> str:
    """The card's text, or for a trigger unit without text a reminder of what it does."""
    card = vanguard_card(card)
    if card.text.strip() or not card.trigger:
        return card.text.strip()
    return TRIGGER_REMINDERS.get(card.trigger, "").format(power=card.trigger_power)


def draw_face(card: Card, width: int) -> Image.Image:
    """The drawn face of `card` (no picture); a plain one for another game's card."""
    if not isinstance(card, VanguardCard):
        from playtester.render.plain import plain_face

        return plain_face(card, width)
    card = vanguard_card(card)
    w, h = width, face_height(width)
    cv = Canvas(w, h, 3 if w < 100 else 2)
    st = style_for(card)
    compact = w < COMPACT_BELOW
    cv.gradient((0, 0, w, h), w * 0.05, rgba(st.frame_top), rgba(st.frame_bottom))
    inset = w * 0.018
    cv.rounded((inset, inset, w - inset, h - inset), w * 0.038, outline=rgba(st.accent, 190),
               width=max(0.5, w * 0.005))  # fmt: skip
    m = w * 0.045
    if compact:
        band_h, plate_h = h * 0.15, h * 0.14
        band = (m * 0.7, h - m * 0.7 - band_h, w - m * 0.7, h - m * 0.7)
        plate_bottom = band[1] - h * 0.012
        size, lines = _name_lines(card.name, w - m - w * 0.08, plate_h, 2, 1.0, 0.44)
        _art(cv, card, st, (m, m, w - m, plate_bottom - plate_h * 0.5))
        _name_plate(
            cv, st, (m * 0.5, plate_bottom - plate_h, w - m * 0.5, plate_bottom), size, lines
        )
    else:
        band_h = h * 0.088
        band = (m * 0.7, h - m * 0.7 - band_h, w - m * 0.7, h - m * 0.7)
        text = reminder_text(card)
        text_w = w - 2 * m - 2 * (w * 0.035)
        tb_bottom = band[1] - h * 0.01
        tb_top = tb_bottom - _text_box_height(text, text_w, w, h)
        info = (m, tb_top - h * 0.046, w - m, tb_top - h * 0.006)
        plate_h = h * 0.074
        size, lines = _name_lines(card.name, w - m - w * 0.08, plate_h, 3, 1.8)
        plate_h = max(plate_h, len(lines) * line_height(size) + plate_h * 0.3)
        plate = (m * 0.5, info[1] - plate_h, w - m * 0.5, info[1])
        _art(cv, card, st, (m, m, w - m, plate[1] + h * 0.074 * 0.45))
        _name_plate(cv, st, plate, size, lines)
        _info_line(cv, card, st, info)
        _text_box(cv, card, st, (m, tb_top, w - m, tb_bottom), text)
    stats_band(cv, card, band, st, compact)
    corners(cv, card, st, m, compact)
    return cv.finish()


def _art(cv: Canvas, card: VanguardCard, st: Style, b: Box) -> None:
    """Generated art in the art window, with a thin dark border."""
    x0, y0, x1, y1 = cv.box(b)
    size = (x1 - x0 + 1, max(1, y1 - y0 + 1))
    glow = GOLD if card.kind == "g_unit" else TRIGGER_COLOURS.get(card.trigger or "")
    if card.kind == "marker":
        glow = tint(st.base, 0.5)
    art = generated_art(card.name, card.clan or card.kind, st.base, size, glow)
    if card.kind == "g_unit":
        g_rays(art)
    mask = Image.new("L", size, 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, size[0] - 1, size[1] - 1),
                                           cv.px(cv.width * 0.025), fill=255)  # fmt: skip
    cv.image.paste(art, (x0, y0), mask)
    cv.rounded(b, cv.width * 0.025, outline=rgba(INK, 200), width=max(0.5, cv.width * 0.006))
    if card.kind == "marker":  # the marker's emblem fills its art
        c, r = ((b[0] + b[2]) / 2, (b[1] + b[3]) / 2), min(b[2] - b[0], b[3] - b[1]) * 0.3
        gift = marker_gift(card)
        if gift:
            icons.gift_icon(cv, gift, c, r)
        else:
            cv.polygon(icons.polygon_points(c, r, 4), fill=rgba(tint(st.base, 0.6)))


def _name_lines(
    name: str, width: float, height: float, max_lines: int, grow: float, scale: float = 0.56
) -> tuple[int, list[str]]:
    """Size and lines for a name: one line shrunk a little, else wrapped (the plate may grow
    to `grow` times its height), never cut off."""
    largest = max(1, round(height * scale))
    size = fit_size(name, "title", width, largest, max(1, round(largest * 0.68)))
    if text_width(name, "title", size) <= width:
        return size, [name]
    return fit_lines(name, "title", width, height * grow * 0.86, round(largest * 0.8), max_lines)


def _name_plate(cv: Canvas, st: Style, b: Box, size: int, lines: list[str]) -> None:
    """The name on a dark plate with hairlines."""
    x0, y0, x1, y1 = b
    cv.gradient(b, (y1 - y0) * 0.18, rgba(shade(st.base, 0.2)), rgba(shade(st.base, 0.55)))
    cv.rounded(b, (y1 - y0) * 0.18, outline=rgba(st.accent, 230), width=max(0.5, cv.width * 0.006))
    lh = line_height(size)
    y = (y0 + y1) / 2 - lh * (len(lines) - 1) / 2
    for line in lines:
        cv.text(((x0 + x1) / 2, y), line, "title", size, rgba(WHITE), anchor="mm")
        y += lh


def _info_line(cv: Canvas, card: VanguardCard, st: Style, b: Box) -> None:
    """Clan and race on the left, the set number on the right."""
    x0, y0, x1, y1 = b
    size = max(1, round((y1 - y0) * 0.62))
    number = card.number if cv.width >= 240 else ""  # too small to read on narrow faces
    nw = text_width(number, "text", size) if number else 0.0
    parts = [p for p in (card.clan, card.race) if p] or [_kind_name(card)]
    label = "  ·  ".join(parts).upper()
    room = x1 - x0 - nw - (size if number else 0) - cv.width * 0.02
    ls = fit_size(label, "title", room, size, 1)
    mid = (y0 + y1) / 2
    cv.text((x0 + cv.width * 0.01, mid), label, "title", ls, rgba(tint(st.base, 0.7)), "lm")
    if number:
        cv.text((x1 - cv.width * 0.01, mid), number, "text", size, rgba(tint(st.base, 0.45)), "rm")


def _kind_name(card: VanguardCard) -> str:
    return {"g_unit": "G unit", "order": "Order", "marker": "Marker"}.get(card.kind, "Unit")


def _text_box_height(text: str, text_w: float, w: int, h: int) -> float:
    """Room for the text at a comfortable size: one of a few fixed heights, so the name plates
    of most cards line up on a sheet or a table."""
    from playtester.render.text import fit_text

    if not text:
        return h * 0.1
    comfortable = max(1, round(w * 0.052))
    need = fit_text(text, text_w, h * 10, comfortable, comfortable).height() + w * 0.07
    for step in (0.2, 0.26):
        if need <= h * step:
            return h * step
    return h * 0.33


def _reminder_ink(colour: RGB) -> RGB:
    """`colour` darkened until it reads well on the paper (yellow needs more than red)."""
    ink = colour
    while luminance(ink) > 85:
        ink = mix(ink, INK, 0.15)
    return ink


def _text_box(cv: Canvas, card: VanguardCard, st: Style, b: Box, text: str) -> None:
    """Ability text on paper; an ornament when there is none."""
    from playtester.render.text import draw_text, fit_text

    w = cv.width
    x0, y0, x1, y1 = b
    cv.rounded(b, w * 0.02, fill=rgba(PAPER), outline=rgba(shade(st.base, 0.3)), width=w * 0.005)
    if not text:
        cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
        line = rgba(tint(st.base, 0.45))
        cv.line([(x0 + w * 0.12, cy), (cx - w * 0.05, cy)], line, w * 0.005)
        cv.line([(cx + w * 0.05, cy), (x1 - w * 0.12, cy)], line, w * 0.005)
        cv.polygon(icons.polygon_points((cx, cy), w * 0.025, 4), fill=line)
        return
    pad = w * 0.035
    lay = fit_text(text, x1 - x0 - 2 * pad, y1 - y0 - 2 * pad * 0.8, round(w * 0.052),
                   max(5, round(w * 0.03)))  # fmt: skip
    top = y0 + pad * 0.8 + max(0.0, (y1 - y0 - 2 * pad * 0.8 - lay.height()) / 2)
    ink = rgba(INK) if card.text.strip() else rgba(_reminder_ink(st.accent))
    draw_text(cv, lay, x0 + pad, top, ink, rgba(shade(st.base, 0.25)), rgba(INK))

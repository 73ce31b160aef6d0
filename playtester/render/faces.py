"""Card faces: a legible, designed face for any card of any game at any size, drawn with Pillow
from what the card's game says its face shows (a `Face`, see `engine/faces.py`).

Two levels of detail: from `COMPACT_BELOW` pixels up a face shows everything (name, subtitle,
text, set number, every mark and figure); smaller thumbnails keep only what a player reads at
that size (the badge, the name, the marks and figures the game calls brief) and give the art
the room.
The ability text box grows with the text, and the art takes what is left, so a vanilla unit has
a large picture and a wordy one stays readable.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from PIL import Image, ImageDraw

from playtester.engine.cards import Card
from playtester.engine.faces import RGB, Face
from playtester.engine.registry import face_of
from playtester.render import icons
from playtester.render.art import g_rays, generated_art
from playtester.render.canvas import Box, Canvas
from playtester.render.fonts import drawable, fit_lines, fit_size, line_height, text_width
from playtester.render.palette import INK, PAPER, WHITE, luminance, mix, rgba, shade, tint
from playtester.render.parts import Style, corners, footer, style_for
from playtester.render.text import TextLayout, fit_text
from playtester.render.version import RENDERER_VERSION  # noqa: F401 (re-exported)

if TYPE_CHECKING:
    from playtester.render.pictures import Pictures

ASPECT = 88 / 63  # height / width of a standard card
MORE = "more"  # the mark on a face whose text was cut
MORE_FILL = (36, 104, 196, 255)  # a link's blue: the rest of the text is elsewhere
COMPACT_BELOW = 130  # faces narrower than this are thumbnails


def face_height(width: int) -> int:
    """The height of a face `width` pixels wide (portrait 63:88)."""
    return max(1, round(width * ASPECT))


def render_face(
    card: Card,
    width: int = 300,
    *,
    pictures: Pictures = None,
    overlay: bool = False,
    any_file: bool = True,
) -> Image.Image:
    """The face of `card`, `width` pixels wide, as an RGBA image with rounded corners, drawn
    from what its game says the face shows (`CardModel.face`).

    If a picture folder is given (or set in `PLAYTESTER_PICTURES`) and holds a picture of the
    card, the picture is the face; `overlay=True` draws the badge, marks and figures over it.
    `any_file=False`: only a picture inside the folders (see `find_picture`).
    """
    from playtester.render.pictures import find_picture, picture_face

    width = max(8, int(width))
    face = face_of(card)
    picture = find_picture(card, pictures, any_file=any_file)
    if picture is not None:
        drawn = picture_face(face, width, picture, overlay)
        if drawn is not None:
            return drawn
    return draw_face(face, width)


def draw_face(face: Face, width: int) -> Image.Image:
    """`face` drawn `width` pixels wide (no picture)."""
    face = replace(face, name=drawable(face.name), text=drawable(face.text),
                   subtitle=tuple(drawable(words) for words in face.subtitle))  # fmt: skip
    w, h = width, face_height(width)
    cv = Canvas(w, h, 3 if w < 100 else 2)
    st = style_for(face.frame)
    compact = w < COMPACT_BELOW
    cv.gradient((0, 0, w, h), w * 0.05, rgba(st.frame_top), rgba(st.frame_bottom))
    inset = w * 0.018
    cv.rounded((inset, inset, w - inset, h - inset), w * 0.038, outline=rgba(st.accent, 190),
               width=max(0.5, w * 0.005))  # fmt: skip
    if face.frame.style == "ornate":
        _ornaments(cv, st, inset)
    m = w * 0.045
    if compact:
        band_h, plate_h = h * 0.15, h * 0.14
        band = (m * 0.7, h - m * 0.7 - band_h, w - m * 0.7, h - m * 0.7)
        plate_bottom = band[1] - h * 0.012
        size, lines = _name_lines(face.name, w - m - w * 0.08, plate_h, 2, 1.0, 0.44)
        _art(cv, face, st, (m, m, w - m, plate_bottom - plate_h * 0.5))
        _name_plate(
            cv, st, (m * 0.5, plate_bottom - plate_h, w - m * 0.5, plate_bottom), size, lines
        )
    else:
        band = _full_band(w, h)
        text = face.text.strip()
        box = text_box(text, w)
        tb_top = box[1]
        info = (m, tb_top - h * 0.046, w - m, tb_top - h * 0.006)
        plate_h = h * 0.074
        size, lines = _name_lines(face.name, w - m - w * 0.08, plate_h, 3, 1.8)
        plate_h = max(plate_h, len(lines) * line_height(size) + plate_h * 0.3)
        plate = (m * 0.5, info[1] - plate_h, w - m * 0.5, info[1])
        _art(cv, face, st, (m, m, w - m, plate[1] + h * 0.074 * 0.45))
        _name_plate(cv, st, plate, size, lines)
        _info_line(cv, face, st, info)
        _text_box(cv, face, st, box, text)
    footer(cv, face, band, st, compact)
    corners(cv, face, st, m, compact)
    return cv.finish()


def _full_band(w: int, h: int) -> Box:
    """The footer of a full-size face."""
    m = w * 0.045
    return (m * 0.7, h - m * 0.7 - h * 0.088, w - m * 0.7, h - m * 0.7)


def text_box(text: str, width: int) -> Box:
    """Where a full-size face `width` pixels wide sets `text`: over the footer, as tall as the
    text needs at a comfortable size (one of a few heights)."""
    w, h = width, face_height(width)
    m = w * 0.045
    bottom = _full_band(w, h)[1] - h * 0.01
    top = bottom - _text_box_height(text, w - 2 * m - 2 * (w * 0.035), w, h)
    return (m, top, w - m, bottom)


def text_layout(text: str, width: int) -> TextLayout:
    """How a full-size face `width` pixels wide sets `text` in its box: as large as fits, down
    to `smallest_text`, then cut with a "more" mark."""
    return _fit_in(text, text_box(text, width), width)


def _fit_in(text: str, box: Box, width: int) -> TextLayout:
    x0, y0, x1, y1 = box
    pad = width * 0.035
    return fit_text(text, x1 - x0 - 2 * pad, y1 - y0 - 2 * pad * 0.8, round(width * 0.052),
                    smallest_text(width))  # fmt: skip


def _ornaments(cv: Canvas, st: Style, inset: float) -> None:
    """An ornate frame: a second hairline inside the first, and a stud at the middle of each
    edge."""
    w, h = cv.width, cv.height
    inner = inset + w * 0.012
    cv.rounded((inner, inner, w - inner, h - inner), w * 0.03, outline=rgba(st.accent, 140),
               width=max(0.4, w * 0.003))  # fmt: skip
    r = w * 0.018
    for c in ((w / 2, inset), (w / 2, h - inset), (inset, h / 2), (w - inset, h / 2)):
        cv.polygon(icons.polygon_points(c, r * 1.3, 4), fill=rgba(INK, 200))
        cv.polygon(icons.polygon_points(c, r, 4), fill=rgba(st.accent))


def _art(cv: Canvas, face: Face, st: Style, b: Box) -> None:
    """Generated art in the art window, with a thin dark border."""
    x0, y0, x1, y1 = cv.box(b)
    size = (x1 - x0 + 1, max(1, y1 - y0 + 1))
    art = generated_art(face.art.seed, face.art.family, st.base, size, face.art.glow)
    if face.art.rays:
        g_rays(art)
    mask = Image.new("L", size, 0)
    ImageDraw.Draw(mask).rounded_rectangle((0, 0, size[0] - 1, size[1] - 1),
                                           cv.px(cv.width * 0.025), fill=255)  # fmt: skip
    cv.image.paste(art, (x0, y0), mask)
    cv.rounded(b, cv.width * 0.025, outline=rgba(INK, 200), width=max(0.5, cv.width * 0.006))
    emblem = face.art.emblem
    if emblem is not None:  # an emblem fills the art
        c, r = ((b[0] + b[2]) / 2, (b[1] + b[3]) / 2), min(b[2] - b[0], b[3] - b[1]) * 0.3
        icons.glyph(cv, emblem.glyph, c, r, emblem.colour)


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


def _info_line(cv: Canvas, face: Face, st: Style, b: Box) -> None:
    """The subtitle on the left (clan and race, a SIGNI's class...), the set number on the
    right."""
    x0, y0, x1, y1 = b
    size = max(1, round((y1 - y0) * 0.62))
    number = face.number if cv.width >= 240 else ""  # too small to read on narrow faces
    nw = text_width(number, "text", size) if number else 0.0
    label = "  ·  ".join(face.subtitle).upper()
    room = x1 - x0 - nw - (size if number else 0) - cv.width * 0.02
    ls = fit_size(label, "title", room, size, 1)
    mid = (y0 + y1) / 2
    cv.text((x0 + cv.width * 0.01, mid), label, "title", ls, rgba(tint(st.base, 0.7)), "lm")
    if number:
        cv.text((x1 - cv.width * 0.01, mid), number, "text", size, rgba(tint(st.base, 0.45)), "rm")


def _text_box_height(text: str, text_w: float, w: int, h: int) -> float:
    """Room for the text at a comfortable size: one of a few fixed heights, so the name plates
    of most cards line up on a sheet or a table."""
    if not text:
        return h * 0.1
    comfortable = max(1, round(w * 0.052))
    need = fit_text(text, text_w, h * 10, comfortable, comfortable).height() + w * 0.07
    for step in (0.2, 0.26):
        if need <= h * step:
            return h * step
    return h * 0.33


def smallest_text(width: int) -> int:
    """The size card text may shrink to before it is cut with a "more" mark: 3 % of the width,
    but on large faces (a magnified card) no more than 7 px or 2.4 % of the width, and at least
    5 px."""
    return max(5, min(round(width * 0.03), max(7, round(width * 0.024))))


def _reminder_ink(colour: RGB) -> RGB:
    """`colour` darkened until it reads well on the paper (yellow needs more than red)."""
    ink = colour
    while luminance(ink) > 85:
        ink = mix(ink, INK, 0.15)
    return ink


def _text_box(cv: Canvas, face: Face, st: Style, b: Box, text: str) -> None:
    """Ability text on paper; an ornament when there is none."""
    from playtester.render.text import draw_text

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
    lay = _fit_in(text, b, w)
    top = y0 + pad * 0.8 + max(0.0, (y1 - y0 - 2 * pad * 0.8 - lay.height()) / 2)
    ink = rgba(INK) if face.text_colour is None else rgba(_reminder_ink(face.text_colour))
    draw_text(cv, lay, x0 + pad, top, ink, rgba(shade(st.base, 0.25)), rgba(INK))
    if lay.truncated:
        _more_mark(cv, b)


def _more_mark(cv: Canvas, b: Box) -> None:
    """A "more" tab on the bottom edge of a text box whose text was cut: the rest is on hover
    at the table (the card's tooltip). Sized by the face, so it shows even on small cards, and
    on the left, which a fanned hand leaves uncovered."""
    w = cv.width
    x0, y1 = b[0], b[3]
    size = max(5, round(w * 0.042))
    label_w = text_width(MORE, "title", size)
    tab = (x0 + w * 0.05, y1 - size * 0.7, x0 + w * 0.05 + label_w + size, y1 + size * 0.7)
    cv.rounded(tab, size * 0.45, fill=MORE_FILL, outline=rgba(PAPER), width=max(0.5, w * 0.004))
    cv.text(((tab[0] + tab[2]) / 2, y1), MORE, "title", size, rgba(WHITE), anchor="mm")

"""A picture of a whole table with Pillow: for lessons, GIFs and anything that is not the live
Qt table.

It draws what the table draws, from the same geometry (`render/layout.py`) and the same cached
playmat and card faces: faces for cards the viewer may see, backs for the others, rested units
turned sideways, piles with their counts, power readouts under the units, the battle's attack
arrow; then, on top, a teacher's drawings (arrows, circles, highlighted cards in their colours)
and, faintly, the cards the last step moved.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

from PIL import Image, ImageDraw, ImageFilter

from playtester.engine.cards import Card
from playtester.engine.faces import Back
from playtester.engine.registry import facts_for, tabletop_for
from playtester.engine.table import Readout
from playtester.render.back import render_back
from playtester.render.cache import back_path, face_path
from playtester.render.drawings import Drawings, Spot
from playtester.render.faces import render_face
from playtester.render.fonts import font
from playtester.render.layout import CARD_H, CARD_W, Slot, Table, table_for
from playtester.render.playmat import playmat_path, render_playmat, table_marks

if TYPE_CHECKING:
    from playtester.engine import Game

FACE_PX = 240  # the cached face size the table uses; smaller pictures are scaled from it
SUPER = 2  # overlays are drawn at twice the size and shrunk, for smooth edges
COLOURS: dict[str, tuple[int, int, int]] = {
    "green": (64, 200, 104),
    "red": (236, 76, 76),
    "blue": (70, 150, 250),
    "yellow": (248, 200, 48),
}
ATTACK = (255, 96, 72)
MOVED = (255, 240, 200)
UP, DOWN, PLAIN = (120, 230, 140), (240, 120, 110), (244, 246, 250)
PILL = (14, 19, 30, 225)
MARK = (60, 150, 220, 215)  # a state mark's band: icy blue


@lru_cache(maxsize=8)
def _playmat(table: Table, scale: float) -> Image.Image:
    marks = table_marks(table)
    try:
        path = playmat_path(table.width, table.height, marks, scale, table.middle)
    except OSError:  # the cache cannot be written (a full disk): drawn here, not kept
        return render_playmat(table.width, table.height, marks, scale, table.middle).convert("RGBA")
    with Image.open(path) as image:
        return image.convert("RGBA")


@dataclass(frozen=True, slots=True)
class _Look:
    """A card as the picture draws it, the key its drawing is kept by: its face (None: its
    `back`) at w x h pixels, veiled when it lies face down, with its state marks ("FROZEN") on
    bands across it (`shared`: see `board_image`)."""

    card: Card | None
    back: Back
    w: int
    h: int
    veil: bool
    marks: tuple[str, ...]
    shared: bool


@lru_cache(maxsize=512)
def _card_image(look: _Look) -> Image.Image:
    """The card drawn as `look` says, upright."""
    try:
        if look.card is None:
            path = back_path(FACE_PX, look.back)
        else:
            path = face_path(look.card, FACE_PX, any_file=not look.shared)
        with Image.open(path) as source:
            image = source.convert("RGBA")
    except OSError:  # the cache cannot be written (a full disk): drawn here, not kept
        if look.card is None:
            image = render_back(FACE_PX, look.back)
        else:
            image = render_face(look.card, FACE_PX, any_file=not look.shared)
        image = image.convert("RGBA")
    w, h = look.w, look.h
    image = image.resize((w, h), Image.Resampling.LANCZOS)
    if look.veil:
        shade = Image.new("RGBA", (w, h), (10, 16, 30, 150))
        mask = image.getchannel("A")
        image.alpha_composite(Image.composite(shade, Image.new("RGBA", (w, h)), mask))
        draw = ImageDraw.Draw(image)
        f = font("title", max(6, round(w * 0.11)))
        draw.text((w / 2, h / 2), "FACE DOWN", font=f, fill=(230, 236, 246), anchor="mm")
    if look.marks:
        band = Image.new("RGBA", (w, h), (0, 0, 0, 0))
        draw = ImageDraw.Draw(band)
        f = font("bold", max(6, round(w * 0.12)))
        for index, mark in enumerate(look.marks):
            top = h * (0.2 + 0.16 * index)
            draw.rectangle((0, top, w, top + h * 0.14), fill=MARK)
            draw.text((w / 2, top + h * 0.07), mark, font=f, fill=(255, 255, 255), anchor="mm")
        image.alpha_composite(band)
    return image


@lru_cache(maxsize=64)
def _turned(look: _Look, angle: float) -> Image.Image:
    """The card drawn as `look` says, with its shadow, turned by `angle` degrees."""
    image = _card_image(look)
    w, h = look.w, look.h
    pad = max(2, w // 16)
    framed = Image.new("RGBA", (w + 2 * pad, h + 2 * pad), (0, 0, 0, 0))
    shadow = Image.new("RGBA", framed.size, (0, 0, 0, 0))
    alpha = image.getchannel("A").point(lambda a: a * 90 // 255)
    shadow.paste((0, 0, 0, 255), (pad + max(1, w // 48), pad + max(1, w // 34)), alpha)
    framed.alpha_composite(shadow.filter(ImageFilter.GaussianBlur(max(1, w // 60))))
    framed.alpha_composite(image, (pad, pad))
    if angle % 360:
        framed = framed.rotate(-angle, expand=True, resample=Image.Resampling.BICUBIC)
    return framed


def visible_to(game: Game, card_id: int, viewer: int | None) -> bool:
    return viewer is None or game.visible(card_id, viewer)


def board_table(game: Game) -> Table:
    """The table a game is played on (its format's layout)."""
    return table_for(game.state.game, game.state.format)


def card_slots(game: Game, bottom: int) -> dict[int, Slot]:
    """Where every card lies on the picture, in scene units (rested cards turned)."""
    state = game.state
    table = board_table(game)
    out = {}
    for player in (0, 1):
        near = player == bottom
        for zone, ids in state.zones[player].items():
            sideways = table.place(zone).sideways
            if table.place(zone).items == 0:  # (not on the table: cards kept aside)
                continue
            for index, card_id in enumerate(ids):
                spot = table.slot(zone, index, len(ids), near)
                rested = state.cards[card_id].rested and not sideways
                out[card_id] = Slot(
                    spot.x, spot.y, spot.angle + (90 if rested else 0), spot.z, spot.scale
                )
    return out


def board_image(
    game: Game,
    viewer: int | None = None,
    *,
    annotations: Drawings | None = None,
    moved: Iterable[int] = (),
    scale: float = 0.6,
    bottom: int | None = None,
    shared: bool = False,
) -> Image.Image:
    """The table as `viewer` sees it (None: everything but the decks face up), `scale` pixels
    per scene unit (the Vanguard standard table is 1472 x 1362 units). `bottom`: whose side is
    near (default: the viewer's, or player 0). `shared`: a picture made to be given away (a
    lesson, a GIF) takes card pictures from the picture folders only, never from a file a
    card's data names elsewhere. Returns an RGB image."""
    near = bottom if bottom is not None else (viewer if viewer is not None else 0)
    table = board_table(game)
    facts, tabletop = facts_for(game.state.game), tabletop_for(game.state.game)
    image = _playmat(table, scale).copy()
    slots = card_slots(game, near)
    state = game.state
    for card_id in sorted(slots, key=lambda i: slots[i].z):
        player, zone = state.where[card_id]
        ids = state.zones[player][zone]
        place = table.place(zone)
        if place.spread == "pile" and len(ids) - ids.index(card_id) > 10 and ids[-1] != card_id:
            continue  # buried deep in a pile: hidden under the cards above it
        inst = state.cards[card_id]
        shown = not place.face_down and visible_to(game, card_id, viewer)  # a deck lies face down
        veil = shown and inst.face_down
        face = inst.card if shown else None
        spot = slots[card_id]
        w, h = round(CARD_W * scale * spot.scale), round(CARD_H * scale * spot.scale)
        back = facts.card_back(inst.card)
        marks = tabletop.marks(state, card_id) if shown else ()
        picture = _turned(_Look(face, back, w, h, veil, marks, shared), spot.angle)
        x, y = spot.x * scale - picture.width / 2, spot.y * scale - picture.height / 2
        image.alpha_composite(picture, (round(x), round(y)))
    overlay = _Overlay(image.size, scale)
    overlay.moved(slots, moved)
    _battle(game, table, near, overlay)
    if annotations is not None:
        _annotate(annotations, table, slots, near, overlay)
    image.alpha_composite(overlay.finish())
    _badges(game, table, near, image, scale, viewer)
    return image.convert("RGB")


class _Overlay:
    """A supersampled transparent layer for arrows, rings and outlines."""

    def __init__(self, size: tuple[int, int], scale: float) -> None:
        self.k = scale * SUPER
        self.image = Image.new("RGBA", (size[0] * SUPER, size[1] * SUPER), (0, 0, 0, 0))
        self.draw = ImageDraw.Draw(self.image)

    def p(self, x: float, y: float) -> tuple[float, float]:
        return (x * self.k, y * self.k)

    def arrow(
        self,
        a: tuple[float, float],
        b: tuple[float, float],
        rgb: tuple[int, ...],
        width: float = 16.0,
        alpha: int = 205,
        glow: bool = False,
    ) -> None:
        (x0, y0), (x1, y1) = self.p(*a), self.p(*b)
        length = math.hypot(x1 - x0, y1 - y0)
        if length < 4 * self.k:
            return
        ux, uy = (x1 - x0) / length, (y1 - y0) / length
        head, half = 46 * self.k, 30 * self.k
        bx, by = x1 - ux * head, y1 - uy * head
        lw = round(width * self.k)
        if glow:
            self.draw.line((x0, y0, bx, by), fill=(*rgb[:3], 70), width=round(lw * 2.2))
        self.draw.line((x0, y0, bx, by), fill=(*rgb[:3], alpha), width=lw)
        r = lw / 2
        self.draw.ellipse((x0 - r, y0 - r, x0 + r, y0 + r), fill=(*rgb[:3], alpha))
        self.draw.polygon(
            [(x1, y1), (bx - uy * half, by + ux * half), (bx + uy * half, by - ux * half)],
            fill=(*rgb[:3], alpha),
        )

    def ring(self, centre: tuple[float, float], radius: float, rgb: tuple[int, ...]) -> None:
        cx, cy = self.p(*centre)
        r = radius * self.k
        self.draw.ellipse(
            (cx - r, cy - r, cx + r, cy + r), outline=(*rgb[:3], 215), width=round(11 * self.k)
        )

    def box(self, rect: tuple[float, float, float, float], rgb: tuple[int, ...]) -> None:
        x, y, w, h = rect
        self.draw.rounded_rectangle(
            (*self.p(x, y), *self.p(x + w, y + h)),
            radius=18 * self.k,
            outline=(*rgb[:3], 215),
            width=round(10 * self.k),
        )

    def outline(self, spot: Slot, rgb: tuple[int, ...], width: float, alpha: int) -> None:
        """A card's outline, turned like the card."""
        a = math.radians(spot.angle)
        hw, hh = CARD_W * spot.scale / 2 + 5, CARD_H * spot.scale / 2 + 5
        corners = [(-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh)]
        points = [
            self.p(
                spot.x + cx * math.cos(a) - cy * math.sin(a),
                spot.y + cx * math.sin(a) + cy * math.cos(a),
            )
            for cx, cy in corners
        ]
        self.draw.polygon(points, outline=(*rgb[:3], alpha), width=round(width * self.k))

    def moved(self, slots: dict[int, Slot], cards: Iterable[int]) -> None:
        for card_id in cards:
            spot = slots.get(card_id)
            if spot is not None:
                self.outline(spot, MOVED, 4.0, 170)

    def finish(self) -> Image.Image:
        size = (self.image.width // SUPER, self.image.height // SUPER)
        return self.image.resize(size, Image.Resampling.LANCZOS)


def _battle(game: Game, table: Table, near: int, overlay: _Overlay) -> None:
    """The attack under way, as the game says it."""
    arrow = tabletop_for(game.state.game).arrow(game.state)
    if arrow is None:
        return
    (attacker, src), (defender, dst) = arrow
    start = table.centre(src, attacker == near)
    end = table.centre(dst, defender == near)
    overlay.arrow(start, end, ATTACK, width=10.0, alpha=255, glow=True)


def target_point(
    target: Spot, table: Table, slots: dict[int, Slot], near: int
) -> tuple[float, float]:
    """Where a drawing's target lies on the table (scene units)."""
    if target.card is not None:
        spot = slots.get(target.card)
        return (spot.x, spot.y) if spot is not None else (table.width / 2, table.height / 2)
    assert target.zone is not None
    return table.centre(target.zone, target.player == near)


def _annotate(
    notes: Drawings, table: Table, slots: dict[int, Slot], near: int, ov: _Overlay
) -> None:
    for mark in notes.highlights:
        spot = slots.get(mark.card)
        if spot is not None:
            ov.outline(spot, COLOURS.get(mark.colour, COLOURS["yellow"]), 9.0, 235)
    for circle in notes.circles:
        rgb = COLOURS.get(circle.colour, COLOURS["green"])
        at = circle.at
        if at.card is None and at.zone is not None and table.place(at.zone).spread != "stack":
            ov.box(table.zone_rect(at.zone, at.player == near), rgb)
        else:
            ov.ring(target_point(at, table, slots, near), CARD_H / 2 + 6, rgb)
    for arrow in notes.arrows:
        rgb = COLOURS.get(arrow.colour, COLOURS["green"])
        a = target_point(arrow.src, table, slots, near)
        b = target_point(arrow.dst, table, slots, near)
        ov.arrow(a, b, rgb)


def _pill(
    draw: ImageDraw.ImageDraw,
    box: tuple[float, float, float, float],
    text: str,
    colour: tuple[int, int, int],
    size: int,
) -> None:
    radius = (box[3] - box[1]) / 2
    draw.rounded_rectangle(box, radius=radius, fill=PILL, outline=(255, 255, 255, 64))
    centre = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2)
    draw.text(centre, text, font=font("bold", size), fill=colour, anchor="mm")


def _readout(
    draw: ImageDraw.ImageDraw, at: tuple[float, float], readout: Readout, scale: float
) -> None:
    """A readout's pill centred at `at` (pixels), as wide as its text: its text coloured by its
    trend, or its parts each in its colour."""
    size = max(8, round(18 * scale))
    f = font("bold", size)
    gap = 10 * scale
    words = [text for text, _ in readout.parts] or [readout.text]
    wide = sum(f.getlength(w) for w in words) + gap * (len(words) - 1)
    half = max(56 * scale, wide / 2 + 12 * scale)
    x, y = at
    box = (x - half, y - 15 * scale, x + half, y + 15 * scale)
    if not readout.parts:
        trend = readout.trend
        _pill(draw, box, readout.text, UP if trend > 0 else DOWN if trend < 0 else PLAIN, size)
        return
    _pill(draw, box, "", PLAIN, size)
    left = x - wide / 2
    for text, rgb in readout.parts:
        draw.text((left, y), text, font=f, fill=rgb, anchor="lm")
        left += f.getlength(text) + gap


def _badges(
    game: Game, table: Table, near: int, image: Image.Image, scale: float, viewer: int | None
) -> None:
    """Pile counts and unit power readouts, at their final size (crisp text)."""
    draw = ImageDraw.Draw(image, "RGBA")
    state = game.state
    facts = facts_for(state.game)
    for player in (0, 1):
        bottom = player == near
        for zone, ids in state.zones[player].items():
            place = table.place(zone)
            if place.counted and ids:
                x, y, w, h = table.count_rect(zone, bottom)
                box = (x * scale, y * scale, (x + w) * scale, (y + h) * scale)
                _pill(draw, box, str(len(ids)), PLAIN, max(8, round(16 * scale)))
            seen = all(visible_to(game, i, viewer) for i in table.read_cards(zone, ids))
            readout = (
                facts.readout(game, player, zone) if table.has_readout(zone) and seen else None
            )
            if readout is not None:
                x, y = table.readout_at(zone, bottom)
                _readout(draw, (x * scale, y * scale), readout, scale)

"""The right button on the table: a click opens a menu (or, in a replay, circles a place), a
drag draws an arrow between two places; and a step's drawings shown over the table."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QPoint, QPointF, Qt

from playtester.render.layout import CARD_H, CARD_W
from playtester.ui.dragging import DRAG_START
from playtester.ui.items.annotation import COLOURS, CircleMark
from playtester.ui.items.arrow import ArrowItem
from playtester.ui.items.card import CardItem
from playtester.ui.items.zone import ZoneItem

if TYPE_CHECKING:
    from playtester.record.annotations import Annotations, Target
    from playtester.ui.scene import TableScene


@dataclass
class Sketch:
    """A right-button press under way: where it started, the place there, the pen colour."""

    start: QPointF
    src: Target | None
    colour: str


def under(scene: TableScene, pos: QPointF) -> tuple[int | None, ZoneItem | None]:
    """The card (topmost) and the zone under `pos`, either may be None."""
    card_id = next((i.card_id for i in scene.items(pos) if isinstance(i, CardItem)), None)
    zone = next((z for z in scene.zones.values() if z.contains_point(pos.x(), pos.y())), None)
    return card_id, zone


def named_by_place(scene: TableScene, zone: str) -> bool:
    """Whether a card in this zone is named by its zone (it lies on a circle or a pile, at a
    fixed place); a card in a hand or a row of guardians is named by its id."""
    place = scene.table.layout.place(zone)
    return place is not None and place.spread not in ("fan", "row")


def target_at(scene: TableScene, pos: QPointF) -> Target | None:
    """The place under `pos` as an annotation target: a unit's or a pile's zone, a card in
    hand by its id (the game's ids are its recording's), or None (nothing there)."""
    from playtester.record.annotations import Target  # read on the first drawing, not at start

    card_id, zone = under(scene, pos)
    if card_id is not None:
        player, where = scene.controller.game.state.where[card_id]
        if not named_by_place(scene, where):
            return Target(card=card_id)
        return Target(player, where)
    if zone is not None:
        player = zone.player if zone.player is not None else scene.bottom
        return Target(player, zone.zone)
    return None


def target_point(scene: TableScene, target: Target) -> QPointF | None:
    """Where on the table a target is drawn (None: a card no longer shown)."""
    if target.card is not None:
        item = scene.cards.get(target.card)
        return QPointF(*item.target()) if item is not None else None
    assert target.player is not None and target.zone is not None
    bottom = scene.table.place(target.zone).shared or target.player == scene.bottom
    return QPointF(*scene.table.centre(target.zone, bottom))


def show(scene: TableScene, notes: Annotations | None) -> None:
    """Draw one step's arrows, circles and highlighted cards (None: nothing)."""
    for item in scene.drawings:
        scene.removeItem(item)
    scene.drawings = []
    if notes is None:
        return
    from playtester.record.annotations import Target  # (notes: the recording has read it)

    for arrow in notes.arrows:
        start, end = target_point(scene, arrow.src), target_point(scene, arrow.dst)
        if start is not None and end is not None:
            line = ArrowItem()
            line.point(start, end, COLOURS[arrow.colour])
            line.setZValue(520)
            scene.drawings.append(line)
    rings = [(c.at, CARD_H / 2 + 8, c.colour) for c in notes.circles]
    rings += [(Target(card=h.card), CARD_W / 2 + 14, h.colour) for h in notes.highlights]
    for at, radius, colour in rings:
        centre = target_point(scene, at)
        if centre is not None:
            scene.drawings.append(CircleMark(centre, radius, colour))
    for item in scene.drawings:
        scene.addItem(item)


def press(scene: TableScene, pos: QPointF, mods: Qt.KeyboardModifier) -> Sketch:
    """A right-button press: remember the place and the colour the modifiers choose."""
    from playtester.record.annotations import colour_for  # read on the first drawing

    colour = colour_for(
        shift=bool(mods & Qt.KeyboardModifier.ShiftModifier),
        alt=bool(mods & Qt.KeyboardModifier.AltModifier),
        ctrl=bool(mods & Qt.KeyboardModifier.ControlModifier),
    )
    return Sketch(pos, target_at(scene, pos), colour)


def move(scene: TableScene, sketch: Sketch, pos: QPointF) -> None:
    """Follow the mouse with the arrow once the press has become a drag from a place."""
    if sketch.src is not None and (pos - sketch.start).manhattanLength() >= DRAG_START:
        origin = target_point(scene, sketch.src) or sketch.start
        scene.arrow.point(origin, pos, COLOURS[sketch.colour])


def release(scene: TableScene, sketch: Sketch, pos: QPointF, screen: QPoint) -> None:
    """A drag between two places draws an arrow; a click opens the menu of what is under it
    (in a read-only replay, a click circles the place instead)."""
    scene.arrow.setVisible(False)
    if (pos - sketch.start).manhattanLength() >= DRAG_START:
        dst = target_at(scene, pos)
        if sketch.src is not None and dst is not None and dst != sketch.src:
            scene.sketched.emit(sketch.src, dst, sketch.colour)
    elif scene.controller.read_only:
        if sketch.src is not None:
            scene.sketched.emit(sketch.src, None, sketch.colour)
    else:
        card_id, zone = under(scene, sketch.start)
        if card_id is not None or zone is not None:
            scene.menu_requested.emit(card_id, zone, screen)

"""The table scene: the playmat, a zone item per zone, a card item per card. It redraws from
the engine's state after every change, and turns mouse gestures into actions for the
controller; it never changes the game itself."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QKeyEvent, QPixmap
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsScene,
    QGraphicsSceneDragDropEvent,
    QGraphicsSceneMouseEvent,
    QMenu,
)

from playtester.engine import Action
from playtester.engine.cards import Card
from playtester.engine.events import Event, Move
from playtester.render.layout import Table, table_for
from playtester.render.playmat import table_marks
from playtester.ui import dragging, drawings, messages
from playtester.ui.controller import TableController
from playtester.ui.dragging import DRAG_START, Drag
from playtester.ui.drawings import Sketch
from playtester.ui.items.arrow import ArrowItem
from playtester.ui.items.badge import PowerBadge
from playtester.ui.items.card import REVEAL_MS, CardItem
from playtester.ui.items.counter import CounterBadge
from playtester.ui.items.ring import GainedRing
from playtester.ui.items.zone import CountBadge, ZoneItem
from playtester.ui.pixmaps import Pixmaps

if TYPE_CHECKING:  # the recordings' drawings: read once the game is recorded
    from playtester.record.annotations import Annotations

GLOW = QColor(255, 214, 102)
NO_KEYS = Qt.KeyboardModifier.NoModifier
MAT_SCALE = 1.0
FELT_ASPECT = 2.2  # the playmat's cloth reaches on either side of the table up to this width
# for its height: a window wider than the table shows more cloth, not black bars


class TableScene(QGraphicsScene):
    preview = Signal(object)  # the Card under the mouse (None: nothing to show)
    status = Signal(str)
    menu_requested = Signal(object, object, object)  # card id or None, ZoneItem or None, QPoint
    selection_changed = Signal()
    choice_requested = Signal(object)  # a gesture's action needs a Choice first (a stride)
    rebuilt = Signal()  # the table was laid out again (its playmat changed)
    sketched = Signal(object, object, str)  # a right-drag: from Target, to Target (None: a
    # circle around the first), colour

    def __init__(self, controller: TableController, pixmaps: Pixmaps | None = None) -> None:
        super().__init__()
        self.controller = controller
        self.pixmaps = pixmaps or Pixmaps()
        self.setBackgroundBrush(QColor(10, 14, 22))
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.bottom = controller.viewer if controller.viewer is not None else 0
        self.selection: set[int] = set()
        self.drag: Drag | None = None
        self.drag_in: Drag | None = None  # a card dragged in from a zone viewer
        self.offered: QMenu | None = None  # the meanings of the last drop, offered to pick
        self.reveals: list[int] = []  # cards checked since the last redraw, in order
        self.sketch: Sketch | None = None  # a right-button press under way
        self.drawings: list[QGraphicsItem] = []
        self.zoom = 1.0  # pixels per scene unit in the view (the view says when it changes)
        self._build()
        controller.applied.connect(self._note_reveals)
        controller.changed.connect(self.refresh)
        self.sync(animate=False)

    def _game_table(self) -> Table:
        state = self.controller.game.state
        return table_for(state.game, state.format)

    def _build(self) -> None:
        """Lay the table out for the game and its format (a wide one has room for gained rings)."""
        self.clear()
        self.drawings = []
        self.table = self._game_table()
        zones = self.table.layout.zones
        # a card moved here is shown a moment (a checked card); cards deep in this pile have
        # no item until they come up (the deck)
        self.reveal_zone = next((z for z in zones if self.table.place(z).reveals), None)
        self.deep_pile = next((z for z in zones if self.table.place(z).items is not None), None)
        self.setSceneRect(0, 0, self.table.width, self.table.height)
        self.cards: dict[int, CardItem] = {}
        self.zones: dict[tuple[int | None, str], ZoneItem] = {}
        self.counts: dict[tuple[int, str], CountBadge] = {}
        self.badges: dict[tuple[int, str], PowerBadge] = {}
        self.counters: dict[tuple[int, str], CounterBadge] = {}
        self.rings: dict[tuple[int, str], GainedRing] = {}
        self.arrow = ArrowItem()
        self.battle_arrow = ArrowItem()
        self.addItem(self.arrow)
        self.addItem(self.battle_arrow)
        self._draw_mat()
        self._make_zones()

    def _note_reveals(self, events: list[Event]) -> None:
        for event in events:
            if (
                isinstance(event, Move)
                and event.dst[1] == self.reveal_zone
                and event.card not in self.reveals
            ):
                self.reveals.append(event.card)

    # -- building -------------------------------------------------------------------------

    def _draw_mat(self) -> None:
        """The playmat: the table's zones on a cloth wider than the table (`mat_rect`)."""
        table = self.table
        pad = max(0.0, (FELT_ASPECT * table.height - table.width) / 2)
        self.mat_rect = QRectF(-pad, 0, table.width + 2 * pad, table.height)
        marks = table_marks(table, pad)
        self.mat = self.pixmaps.playmat(
            self.mat_rect.width(), table.height, marks, MAT_SCALE, table.middle
        )

    def _make_zones(self) -> None:
        shared = [z for z in self.table.layout.zones if self.table.place(z).shared]
        for player in (0, 1):
            for zone in self.table.layout.zones:
                if zone not in shared:
                    self._add_zone(player, zone)
        for zone in shared:  # one for both players, on the near side
            item = ZoneItem(None, zone, self.table.zone_rect(zone, True), False)
            self.zones[(None, zone)] = item
            self.addItem(item)

    def _add_zone(self, player: int, zone: str) -> None:
        bottom = player == self.bottom
        place = self.table.place(zone)
        round_shape = place.spread == "stack" and place.look != "pile"
        item = ZoneItem(player, zone, self.table.zone_rect(zone, bottom), round_shape)
        self.zones[(player, zone)] = item
        self.addItem(item)
        if place.gained:  # gained in play: the playmat has no ring for it
            x, y = self.table.centre(zone, bottom)
            ring = GainedRing(x, y, bottom, place.label)
            self.rings[(player, zone)] = ring
            self.addItem(ring)
            if self.cards:  # gained during the game, not there from the start
                ring.appear()
        if place.counted:
            badge = CountBadge(self.table.count_rect(zone, bottom))
            self.counts[(player, zone)] = badge
            self.addItem(badge)
        if self.table.has_readout(zone):
            power = PowerBadge(*self.table.readout_at(zone, bottom))
            self.badges[(player, zone)] = power
            self.addItem(power)

    def _relayout(self) -> None:
        """The player at the bottom changed: every zone moves to its new side."""
        for (player, zone), item in self.zones.items():
            if player is None:
                continue
            bottom = player == self.bottom
            item.prepareGeometryChange()
            item.rect.setRect(*self.table.zone_rect(zone, bottom))
            ring = self.rings.get((player, zone))
            if ring is not None:
                ring.bottom = bottom
                ring.setPos(*self.table.centre(zone, bottom))
            badge = self.badges.get((player, zone))
            if badge is not None:
                badge.setPos(*self.table.readout_at(zone, bottom))
            count = self.counts.get((player, zone))
            if count is not None:
                count.set_rect(self.table.count_rect(zone, bottom))

    # -- drawing the state ----------------------------------------------------------------

    def refresh(self) -> None:
        if self._game_table() is not self.table:
            self._build()  # a new game of another game or format
            self.rebuilt.emit()
            self.sync(animate=False)
            return
        self.sync(animate=True)

    def visible(self, card_id: int) -> bool:
        game, viewer = self.controller.game, self.controller.viewer
        if self.controller.reveal_all:  # a replay seen with everything shown
            return True
        if viewer is None:  # the curtain is down: only what both players may see
            return game.visible(card_id, 0) and game.visible(card_id, 1)
        return game.visible(card_id, viewer)

    def sync(self, animate: bool = True) -> None:
        """Make every item show the engine's state as the viewer may see it."""
        controller = self.controller
        game = controller.game
        state = game.state
        if controller.viewer is not None and controller.viewer != self.bottom:
            self.bottom = controller.viewer
            self._relayout()
        actor = controller.actor
        parts = controller.parts
        self.selection = {i for i in self.selection if parts.gestures.selectable(state, actor, i)}
        reveals, self.reveals = self.reveals, []
        live = set()
        for player in (0, 1):
            bottom = player == self.bottom
            for gained in parts.tabletop.gained_zones(state, player):  # even empty ones
                if (player, gained) not in self.zones:
                    self._add_zone(player, gained)
            # a copy: a rule asked below may try an action and take it back, and a zone it
            # reached stays (empty) in the dict
            for zone, ids in list(state.zones[player].items()):
                place = self.table.place(zone)
                if (player, zone) not in self.zones and (None, zone) not in self.zones:
                    self._add_zone(player, zone)
                count = len(ids)
                for index, card_id in enumerate(ids):
                    if place.items is not None and index >= place.items:
                        break  # cards under the top few never show: they get items when drawn
                    live.add(card_id)
                    item = self.cards.get(card_id) or self._new_card(card_id, player, bottom)
                    spot = self.table.slot(zone, index, count, bottom)
                    rested = state.cards[card_id].rested and not place.sideways
                    angle = spot.angle + (90 if rested else 0)
                    target = (spot.x, spot.y, angle, spot.z, spot.scale)
                    if animate and card_id in reveals and zone != self.reveal_zone:
                        self._reveal(item, bottom, target, reveals.index(card_id))
                    else:
                        item.set_pixmap(*self._look(card_id))
                        if self.drag is None or self.drag.item is not item:
                            item.place(spot.x, spot.y, angle, spot.z, animate, spot.scale)
                    seen = self.visible(card_id)  # a hidden card neither glows nor is marked
                    lit = seen and parts.gestures.glows(controller.game, actor, card_id)
                    glow = GLOW if lit else None
                    down = state.cards[card_id].face_down and place.veiled
                    marks = parts.tabletop.marks(state, card_id) if seen else ()
                    item.set_marks(card_id in self.selection, glow, down and seen, marks)
                    unread = self._by_hand(card_id) if seen and not down else ()
                    item.set_unread(unread)
                    item.set_tip(self._tip(card_id, unread))
                    room = self.table.name_room(zone, index, count)
                    named = seen and room > 0 and not state.cards[card_id].face_down
                    name = state.cards[card_id].card.name if named else ""
                    item.set_name(name, room, self.zoom)
        for card_id in set(self.cards) - live:
            self.removeItem(self.cards.pop(card_id))
        for (player, zone), badge in self.counts.items():
            badge.set_count(len(state.zones[player].get(zone, ())))
        for (player, zone), power in self.badges.items():
            ids = state.zones[player].get(zone, [])
            seen = all(self.visible(i) for i in self.table.read_cards(zone, ids))
            power.show_readout(parts.facts.readout(game, player, zone) if seen else None)
        self._show_battle()
        self._show_counters()

    def _reveal(
        self,
        item: CardItem,
        bottom: bool,
        target: tuple[float, float, float, float, float],
        order: int,
    ) -> None:
        """A checked card that has already moved on: show it in the trigger zone first."""
        card = self.controller.game.state.cards[item.card_id].card
        face = (self.pixmaps.face_key(card), self.pixmaps.face(card))
        delay = order * (REVEAL_MS + 400)
        where = self.reveal_zone or self.controller.game.state.where[item.card_id][1]
        item.reveal(self.table.centre(where, bottom), face, self._look(item.card_id), target, delay)

    def _look(self, card_id: int) -> tuple[object, QPixmap]:
        """What the card shows the viewer: its face, or the back its game gives it."""
        card = self.controller.game.state.cards[card_id].card
        if self.visible(card_id):
            return self.pixmaps.face_key(card), self.pixmaps.face(card)
        back = self.controller.parts.facts.card_back(card)
        return ("back", back), self.pixmaps.back(back)

    def _tip(self, card_id: int, unread: tuple[str, ...] = ()) -> str:
        """The card's name and full text on hover (a face too small for all of it ends in a
        "more" mark), then what of it is left by hand; nothing for a card the viewer may not
        see or that lies face down."""
        instance = self.controller.game.state.cards[card_id]
        if instance.face_down or not self.visible(card_id):
            return ""
        text = instance.card.text.strip()
        if not text:
            return ""
        hand = "".join(messages.tip(f"By hand: {clause}") for clause in unread)
        return messages.tip(instance.card.name) + messages.tip(text) + hand

    def _by_hand(self, card_id: int) -> tuple[str, ...]:
        """What of the card's text the table does not do (its game's `ByHand`), if any."""
        parts = self.controller.parts
        if parts.by_hand is None or self.controller.game.state.cards[card_id].face_down:
            return ()
        return parts.by_hand.by_hand(self.controller.game.state, card_id)

    def _new_card(self, card_id: int, player: int, bottom: bool) -> CardItem:
        """An item for a card that had none: it was under the top of its owner's deck, so it
        comes into view from there."""
        item = CardItem(card_id)
        pile = self.deep_pile or self.controller.game.state.where[card_id][1]
        deck = self.controller.game.state.zones[player].get(pile, ())
        spot = self.table.slot(pile, 0, max(len(deck), 1), bottom)
        item.setPos(spot.x, spot.y)
        self.cards[card_id] = item
        self.addItem(item)
        return item

    def _zone_action(self, player: int, zone: str) -> Action | None:
        """What a click on the zone itself means now (a counter waiting for its zone)."""
        controller = self.controller
        state = controller.game.state
        return controller.parts.gestures.place_action(state, controller.actor, player, zone)

    def _show_counters(self) -> None:
        """The counters on each zone, as badges; the zones a click acts on glow."""
        state = self.controller.game.state
        parts = self.controller.parts
        shown = set()
        for player in (0, 1):
            for zone, count in parts.tabletop.counters(state, player).items():
                badge = self.counters.get((player, zone))
                if badge is None:
                    badge = self.counters[(player, zone)] = CounterBadge()
                    self.addItem(badge)
                x, y = self.table.centre(zone, player == self.bottom)
                side = 1 if player == self.bottom else -1
                badge.setPos(x - side * 74, y - side * 74)
                badge.set_count(count)
                shown.add((player, zone))
        for key, badge in self.counters.items():
            if key not in shown:
                badge.set_count(0)
        if self.drag is None:
            for (owner, zone), item in self.zones.items():
                if owner == self.controller.actor:
                    lit = self._zone_action(owner, zone) is not None
                    item.set_state("legal" if lit else "")

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        """A click on a glowing zone does what its game says it means (an empty zone has no
        card to click: a counter waiting for its zone goes there)."""
        pos = event.scenePos()
        if event.button() == Qt.MouseButton.RightButton:  # a menu, or a drawing (on release)
            self.sketch = drawings.press(self, pos, event.modifiers())
            event.accept()
            return
        if event.button() == Qt.MouseButton.LeftButton:
            for (player, zone), item in self.zones.items():
                if player is not None and item.contains_point(pos.x(), pos.y()):
                    action = self._zone_action(player, zone)
                    if action is not None:
                        self.controller.act(action)
                        event.accept()
                        return
        super().mousePressEvent(event)

    def _show_battle(self) -> None:
        """The attack under way, as an arrow (none while dragging)."""
        arrow = self.controller.parts.tabletop.arrow(self.controller.game.state)
        if arrow is None or self.drag is not None:
            self.battle_arrow.setVisible(False)
            return
        (attacker, src), (defender, dst) = arrow
        start = QPointF(*self.table.centre(src, attacker == self.bottom))
        end = QPointF(*self.table.centre(dst, defender == self.bottom))
        self.battle_arrow.point(start, end)

    def set_zoom(self, zoom: float) -> None:
        """The view shows `zoom` pixels per scene unit now: the printed names follow."""
        if zoom != self.zoom:
            self.zoom = zoom
            for item in self.cards.values():
                item.show_name(zoom)

    def card_item(self, card_id: int) -> CardItem:
        return self.cards[card_id]

    def zone_item(self, player: int | None, zone: str) -> ZoneItem:
        return self.zones[(player, zone)]

    # -- gestures -------------------------------------------------------------------------

    def card_pressed(self, item: CardItem, pos: QPointF) -> None:
        self.drag = Drag(item, pos, pos - item.pos())

    def card_dragged(
        self, item: CardItem, pos: QPointF, modifiers: Qt.KeyboardModifier = NO_KEYS
    ) -> None:
        drag = self.drag
        if drag is None or drag.item is not item or self.controller.read_only:
            return
        if self.controller.viewer is None:
            return
        drag.override = bool(modifiers & Qt.KeyboardModifier.AltModifier)
        far = (pos - drag.start).manhattanLength() >= DRAG_START
        if not drag.active and not (far and dragging.begin(self, drag)):
            return
        if item.scale() != 1.0 and not self._over_home(item, pos):
            drag.grab = drag.grab / item.scale()  # out of the hand: its size on the field
            item.setScale(1.0)
        if drag.aim_from is not None:
            self.arrow.point(item.pos(), pos)
        else:
            item.setPos(pos - drag.grab)
        dragging.hover(self, drag, pos)

    def _over_home(self, item: CardItem, pos: QPointF) -> bool:
        """Whether `pos` is still over the place the card lies in (a card drawn larger there,
        in the hand, keeps that size until it leaves, rather than shrink under the pointer)."""
        home = self.zones.get(self.controller.game.state.where[item.card_id])
        return home is not None and home.contains_point(pos.x(), pos.y())

    def card_released(self, item: CardItem, pos: QPointF, modifiers: Qt.KeyboardModifier) -> None:
        drag, self.drag = self.drag, None
        if drag is not None and drag.item is item:
            dragging.release(self, drag, pos, modifiers)

    def _dragged(self) -> Drag | None:
        """The drag under way: one on the table, else a card's from a zone viewer."""
        return self.drag if self.drag is not None and self.drag.active else self.drag_in

    def _alt(self, event: QKeyEvent, held: bool) -> bool:
        """Whether the key is Alt, pressed (`held`) or let go during a drag: it lights the
        places of the tools, or puts them out (the event is taken)."""
        drag = self._dragged()
        if event.key() != Qt.Key.Key_Alt or drag is None:
            return False
        dragging.set_override(self, drag, held)
        event.accept()
        return True

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Escape cancels a drag under way: the card goes back, nothing is done. Alt lights the
        places of the tools."""
        drag = self._dragged()
        if event.key() == Qt.Key.Key_Escape and drag is self.drag and drag is not None:
            self.drag = None
            dragging.cancel(self, drag)
            event.accept()
        elif not self._alt(event, True):
            super().keyPressEvent(event)

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        if not self._alt(event, False):
            super().keyReleaseEvent(event)

    # a card dragged out of a zone viewer: its places glow as when it is dragged on the table
    def dragEnterEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        self.drag_in = dragging.enter(self, event)

    def dragMoveEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        dragging.move_in(self, self.drag_in, event)

    def dragLeaveEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        drag, self.drag_in = self.drag_in, None
        if drag is not None:
            dragging.cancel(self, drag)

    def dropEvent(self, event: QGraphicsSceneDragDropEvent) -> None:
        drag, self.drag_in = self.drag_in, None
        dragging.drop_in(self, drag, event)

    def card_double_clicked(self, item: CardItem) -> None:
        controller = self.controller
        state = controller.game.state
        action = controller.parts.gestures.double_click_action(
            state, controller.actor, item.card_id, False
        )
        if action is not None:
            controller.act(action)

    def card_hovered(self, item: CardItem) -> None:
        if self.drag is None and self.visible(item.card_id):
            card: Card = self.controller.game.state.cards[item.card_id].card
            self.preview.emit(card)

    # -- the right button: menus and drawings -----------------------------------------------

    def show_drawings(self, notes: Annotations | None) -> None:
        """Draw one step's arrows, circles and highlighted cards (None: nothing)."""
        drawings.show(self, notes)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.RightButton and self.sketch is not None:
            sketch, self.sketch = self.sketch, None
            drawings.release(self, sketch, event.scenePos(), event.screenPos())
            event.accept()
            return
        super().mouseReleaseEvent(event)

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.sketch is not None:
            drawings.move(self, self.sketch, event.scenePos())
            event.accept()
            return
        super().mouseMoveEvent(event)

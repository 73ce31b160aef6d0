"""Dragging and clicking cards on the table: what every drop place would mean, the glow and
the reason while hovering, and what the drop or click does. The scene calls these.

Only the places the rules allow glow. A place where a drop would be a tool for card text done
by hand (a `put`, a discard) stays dark unless Alt, the override modifier, is held; a drop there
acts only then (in free play, a plain tabletop, always). A card dragged in from a zone viewer,
itself a tool, lights those places and drops there as they are."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QAction, QCursor
from PySide6.QtWidgets import QGraphicsSceneDragDropEvent, QMenu, QToolTip

from playtester.engine import Action, Verdict
from playtester.engine.table import Option
from playtester.ui.items.card import CardItem
from playtester.ui.items.zone import ZoneItem

if TYPE_CHECKING:
    from playtester.ui.scene import TableScene

DRAG_START = 6.0  # scene units the mouse must travel before a press becomes a drag


@dataclass
class Drag:
    """A card being dragged: where it came from and what each drop place would mean."""

    item: CardItem
    start: QPointF
    grab: QPointF
    aim_from: str | None = None  # the zone of a card aimed at another (an attack arrow)
    targets: dict[ZoneItem, list[tuple[Option, Verdict]]] = field(default_factory=dict)
    active: bool = False
    manual: set[ZoneItem] = field(default_factory=set)  # places where a drop is a tool
    override: bool = False  # Alt is held: the tools' places are lit and take the card
    listed: bool = False  # dragged in from a zone viewer: the tools' places are live
    at: QPointF | None = None  # where the pointer was last

    @property
    def by_hand(self) -> bool:
        """Whether the places of the tools are lit and take the card."""
        return self.override or self.listed


def begin(scene: TableScene, drag: Drag) -> bool:
    """Start a drag if this card may move: work out what every drop place would mean."""
    controller = scene.controller
    state = controller.game.state
    card_id = drag.item.card_id
    player, zone = state.where[card_id]
    top_face_down = (  # the top card of your own deck, say, to draw it
        player == scene.bottom
        and scene.table.place(zone).face_down
        and state.zones[player][zone][0] == card_id
    )
    if not scene.visible(card_id) and not top_face_down:
        return False
    drag.item.settle()
    drag.active = True
    aims = controller.parts.gestures.aims(controller.game, controller.actor, card_id)
    if aims:
        drag.aim_from = zone
        for target, meanings in aims.items():
            zone_item = scene.zones[(1 - player, target)]
            drag.targets[zone_item] = [(o, controller.check(o.action)) for o in meanings]
    else:
        owner = state.cards[card_id].owner
        places = [z for (p, z) in scene.zones if p in (owner, None)]  # a shared zone too
        found = controller.drop_targets(card_id, places)
        for name, (action, verdict) in found.items():
            zone_item = scene.zones.get((owner, name)) or scene.zones[(None, name)]
            drag.targets[zone_item] = [(Option("", action), verdict)]
            if controller.parts.gestures.manual(action):
                drag.manual.add(zone_item)
        drag.item.setZValue(1000)
    show(scene, drag)  # every place judged is shown: yes or no (a tool's only with Alt)
    return True


def _free(scene: TableScene) -> bool:
    return scene.controller.assist == "free"


def _state(scene: TableScene, drag: Drag, zone_item: ZoneItem, under: bool) -> str:
    """How a place looks: glowing where the card may go, outlined where it may not, brighter
    under the pointer; a tool's place dark without Alt (outlined under the pointer, or
    lit there in free play, where a drop there acts)."""
    allowed = any(v.legal for _, v in drag.targets[zone_item])
    if zone_item in drag.manual and not drag.by_hand:
        if not under:
            return ""
        return "hover" if _free(scene) else "hover-manual"
    if under:
        return "hover" if allowed else "hover-illegal"
    return "legal" if allowed else "refused"


def zone_at(drag: Drag, pos: QPointF) -> ZoneItem | None:
    for zone_item in drag.targets:
        if zone_item.contains_point(pos.x(), pos.y()):
            return zone_item
    return None


def hover(scene: TableScene, drag: Drag, pos: QPointF) -> None:
    drag.at = pos
    show(scene, drag)


def set_override(scene: TableScene, drag: Drag, held: bool) -> None:
    """Alt went down or up during the drag: the tools' places light up or go dark."""
    if held != drag.override:
        drag.override = held
        show(scene, drag)


def _held_back(scene: TableScene, drag: Drag, zone_item: ZoneItem) -> bool:
    """Whether a drop on this place waits for Alt (a tool's, outside free play)."""
    return zone_item in drag.manual and not drag.by_hand and not _free(scene)


def show(scene: TableScene, drag: Drag) -> None:
    """Every place as the drag stands now, and what a drop under the pointer would do."""
    under = zone_at(drag, drag.at) if drag.at is not None else None
    for zone_item in drag.targets:
        zone_item.set_state(_state(scene, drag, zone_item, zone_item is under))
    if under is None:
        QToolTip.hideText()
        scene.status.emit("")
        return
    options = drag.targets[under]
    legal = [o for o, v in options if v.legal]
    if _held_back(scene, drag, under):  # a tool: said how, not done
        words = scene.controller.parts.words.action_words(options[0][0].action)
        scene.status.emit(f"Hold Alt to {words} (by hand, for card text)")
        QToolTip.hideText()
    elif legal:
        said = f"Release to {scene.controller.parts.words.action_words(legal[0].action)}"
        if len(legal) == 1 and legal[0].label:  # what the one meaning will do
            said += f" \u2014 {legal[0].label}"
        scene.status.emit(said)
        QToolTip.hideText()
    else:
        reason = options[0][1].reason
        scene.status.emit(reason)
        QToolTip.showText(QCursor.pos(), reason)


def release(scene: TableScene, drag: Drag, pos: QPointF, modifiers: Qt.KeyboardModifier) -> None:
    """The button is up: a click, a drop on a place (which acts), or a drop elsewhere."""
    item = drag.item
    for zone_item in drag.targets:
        zone_item.set_state("")
    scene.arrow.setVisible(False)
    QToolTip.hideText()
    scene.status.emit("")
    if not drag.active:
        click(scene, item)
        return
    under = zone_at(drag, pos)
    done = False
    force = bool(modifiers & Qt.KeyboardModifier.AltModifier)
    drag.override = drag.override or force
    if under is not None and _held_back(scene, drag, under):
        words = scene.controller.parts.words.action_words(drag.targets[under][0][0].action)
        scene.status.emit(f"Hold Alt as you let go to {words} by hand; nothing was done")
    elif under is not None:
        done = act(scene, drag.targets[under], force)
    if not done:
        item.forget_target()
        scene.sync(animate=True)


def cancel(scene: TableScene, drag: Drag) -> None:
    """Escape during a drag: nothing glows, no arrow, and the card goes back where it was."""
    for zone_item in drag.targets:
        zone_item.set_state("")
    scene.arrow.setVisible(False)
    QToolTip.hideText()
    scene.status.emit("Drag cancelled")
    drag.item.forget_target()
    scene.sync(animate=True)


def act(scene: TableScene, options: list[tuple[Option, Verdict]], force: bool) -> bool:
    """Do what a drop means: a choice to make first is asked for (a stride's discards), two
    legal meanings are offered in a menu (an attack with a boost or without). True: done."""
    action = options[0][0].action
    choice = scene.controller.choice_for(action)
    if choice is not None:
        scene.choice_requested.emit(choice)  # the choice is made next, then the action done
        return False
    legal = [o for o, v in options if v.legal]
    if len(legal) > 1:
        offer(scene, legal)  # the pick in the menu acts; the card goes back meanwhile
        return False
    if legal:
        return scene.controller.act(legal[0].action)
    return scene.controller.act(action, force=force)


def offer(scene: TableScene, options: list[Option]) -> QMenu:
    """Ask which of several legal meanings of a drop is meant, in a menu at the pointer that
    does not block: the drop's handler returns at once (no event loop of its own inside it),
    the pick is done on the game it was offered for, a click elsewhere closes it unused."""
    if scene.offered is not None:
        scene.offered.close()
        scene.offered.deleteLater()
    views = scene.views()
    menu = QMenu(views[0] if views else None)
    for option in options:
        menu.addAction(option.label).setData(str(option.action))
    game = scene.controller.game

    def picked(chosen: QAction) -> None:
        if scene.controller.game is game:  # the same game on the table (not a new one)
            scene.controller.act(Action.parse(chosen.data()))

    menu.triggered.connect(picked)
    scene.offered = menu
    menu.popup(QCursor.pos())
    return menu


def click(scene: TableScene, item: CardItem) -> None:
    """A press and release without moving: select a card for a button (cards to send back),
    or do what a click on it means now (give a trigger's power), after the choice it asks
    for, if any (the LRIG to grow into)."""
    controller = scene.controller
    state = controller.game.state
    card_id = item.card_id
    gestures = controller.parts.gestures
    if state.where[card_id][0] == scene.bottom and gestures.selectable(
        state, controller.actor, card_id
    ):
        scene.selection ^= {card_id}
        item.set_marks(card_id in scene.selection, item.glow)
        scene.selection_changed.emit()
        return
    action = gestures.click_action(state, controller.actor, card_id)
    if action is None:
        return
    choice = controller.choice_for(action)
    if choice is not None:
        scene.choice_requested.emit(choice)
    else:
        controller.act(action)


# -- a card dragged in from a zone viewer (Qt's drag and drop between widgets) -----------------


def enter(scene: TableScene, event: QGraphicsSceneDragDropEvent) -> Drag | None:
    """A card dragged out of a zone viewer enters the table: the drag of its item begins (the
    places it may go glow), or the drop is refused (another drag, a replay, the curtain)."""
    from playtester.ui.zoneviewer import dragged_card

    card_id = dragged_card(event.mimeData())
    item = scene.cards.get(card_id) if card_id is not None else None
    controller = scene.controller
    if item is not None and not controller.read_only and controller.viewer is not None:
        drag = Drag(item, event.scenePos(), QPointF(0, 0), listed=True)
        if begin(scene, drag):
            event.acceptProposedAction()
            return drag
    event.ignore()
    return None


def move_in(scene: TableScene, drag: Drag | None, event: QGraphicsSceneDragDropEvent) -> None:
    if drag is None:
        event.ignore()
        return
    hover(scene, drag, event.scenePos())
    event.acceptProposedAction()


def drop_in(scene: TableScene, drag: Drag | None, event: QGraphicsSceneDragDropEvent) -> None:
    """The card dragged in is dropped: what the drop there means is done."""
    if drag is None:
        event.ignore()
        return
    event.acceptProposedAction()
    release(scene, drag, event.scenePos(), event.modifiers())

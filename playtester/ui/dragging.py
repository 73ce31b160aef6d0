"""Dragging and clicking cards on the table: what every drop place would mean, the glow and
the reason while hovering, and what the drop or click does. The scene calls these."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QMenu, QToolTip

from playtester.engine import Action, Verdict
from playtester.games.vanguard.board import front_circles
from playtester.games.vanguard.cards import vanguard_card
from playtester.games.vanguard.gestures import click_action
from playtester.games.vanguard.words import action_words
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
    attack_from: str | None = None  # the attacking circle when dragging an attack arrow
    targets: dict[ZoneItem, list[tuple[Action, Verdict]]] = field(default_factory=dict)
    active: bool = False


def begin(scene: TableScene, drag: Drag) -> bool:
    """Start a drag if this card may move: work out what every drop place would mean."""
    state = scene.controller.game.state
    card_id = drag.item.card_id
    player, zone = state.where[card_id]
    own_hidden = (
        player == scene.bottom and zone == "deck" and state.zones[player]["deck"][0] == card_id
    )
    if not scene.visible(card_id) and not own_hidden:
        return False
    drag.item.settle()
    drag.active = True
    actor = scene.controller.actor
    v = state.vars
    if (
        v.get("phase") == "battle"
        and v.get("step") == "attack"
        and player == actor == v.get("active")
        and zone in front_circles(state, player)
    ):
        drag.attack_from = zone
        for target in front_circles(state, 1 - player):
            if state.zones[1 - player].get(target):
                zone_item = scene.zones[(1 - player, target)]
                drag.targets[zone_item] = scene.controller.attack_options(zone, target)
    else:
        owner = state.cards[card_id].owner
        places = [z for (p, z) in scene.zones if p == owner] + ["GC"]
        found = scene.controller.drop_targets(card_id, places)
        for name, (action, verdict) in found.items():
            zone_item = scene.zones.get((owner, name)) or scene.zones[(None, "GC")]
            drag.targets[zone_item] = [(action, verdict)]
        drag.item.setZValue(1000)
    for zone_item, options in drag.targets.items():
        zone_item.set_state("legal" if any(v.legal for _, v in options) else "")
    return True


def zone_at(drag: Drag, pos: QPointF) -> ZoneItem | None:
    for zone_item in drag.targets:
        if zone_item.contains_point(pos.x(), pos.y()):
            return zone_item
    return None


def hover(scene: TableScene, drag: Drag, pos: QPointF) -> None:
    under = zone_at(drag, pos)
    for zone_item, options in drag.targets.items():
        allowed = any(v.legal for _, v in options)
        if zone_item is under:
            zone_item.set_state("hover" if allowed else "hover-illegal")
        else:
            zone_item.set_state("legal" if allowed else "")
    if under is None:
        QToolTip.hideText()
        scene.status.emit("")
        return
    options = drag.targets[under]
    legal = [a for a, v in options if v.legal]
    if legal:
        scene.status.emit(f"Release to {action_words(legal[0])}")
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
    if under is not None:
        force = bool(modifiers & Qt.KeyboardModifier.AltModifier)
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


def act(scene: TableScene, options: list[tuple[Action, Verdict]], force: bool) -> bool:
    """Do what a drop means: a stride asks for its discards, two attacks ask which."""
    action = options[0][0]
    if action.verb == "stride" and "discard" not in action.args:
        scene.stride_requested.emit(action.args[0][0])  # the discards are picked next
        return False
    legal = [a for a, v in options if v.legal]
    if len(legal) > 1:
        chosen = choose_attack(scene, legal)
        return chosen is not None and scene.controller.act(chosen)
    if legal:
        return scene.controller.act(legal[0])
    return scene.controller.act(options[0][0], force=force)


def choose_attack(scene: TableScene, actions: list[Action]) -> Action | None:
    """Offer the attack with its boost or without."""
    menu = QMenu()
    game = scene.controller.game
    for action in actions:
        r = action.reader()
        attacker = r.word("")
        power = game.power(scene.controller.actor, attacker)
        if "boost" in action.args:
            booster = str(action.args[-1])
            state = game.state
            boost_id = state.zones[scene.controller.actor][booster][0]
            card = vanguard_card(state.cards[boost_id])
            label = f"Attack with a boost from {card.name} ({power + card.power:,})"
        else:
            label = f"Attack without a boost ({power:,})"
        menu.addAction(label).setData(str(action))
    picked = menu.exec(QCursor.pos())
    return Action.parse(picked.data()) if picked is not None else None


def click(scene: TableScene, item: CardItem) -> None:
    """A press and release without moving: choose mulligan cards, or give a trigger."""
    state = scene.controller.game.state
    card_id = item.card_id
    player, zone = state.where[card_id]
    if state.vars.get("phase") == "setup" and zone == "hand" and player == scene.bottom:
        scene.selection ^= {card_id}
        item.set_marks(card_id in scene.selection, item.glow)
        scene.selection_changed.emit()
        return
    action = click_action(state, scene.controller.actor, card_id)
    if action is not None:
        scene.controller.act(action)

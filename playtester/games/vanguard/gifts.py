"""Imaginary Gift (the premium format): riding a unit with a gift icon acquires Force, Accel or
Protect.

The model, all in plain data that events set and undo:

- a player's flags' `gift`: the type of the player's first gift. After it, a gift icon of
  another type is ignored for the rest of the game (a Note says so).
- their `force`: the Force markers, as `((circle, count), ...)` in circle order. They
  belong to the circle, whatever stands on it; `board.gift_bonus` turns them into power.
- their `accel`: the Accel circles in the order they were gained (AL1, AR1, AL2, ...);
  they are rear-guard circles of the front row and stay for the rest of the game.
- Protect markers are card instances in the hand (see `markers`).
- the variables' `gift`: Force markers waiting for their circle, `ForceWait(player, count)`.
  Until `force CIRCLE` places the last, it is that player's move and no other rule action is
  legal.

Acquiring is part of the ride (a special action, before any "when placed" ability): `ride`
places the unit, then `on_ride` acquires.
"""

from __future__ import annotations

from typing import Any

from playtester.engine.actions import Action, ArgReader
from playtester.engine.cards import CardInstance
from playtester.engine.changes import Changes
from playtester.engine.errors import PositionError, Reason
from playtester.engine.state import State, replace
from playtester.games.vanguard import markers, refusals
from playtester.games.vanguard.board import (
    REAR,
    VC,
    force_markers,
    has_circle,
    on_field,
    rear_circles,
)
from playtester.games.vanguard.cards import GIFTS, UNKNOWN, vanguard_card
from playtester.games.vanguard.formats import GIFTS as GIFTS_PIECE
from playtester.games.vanguard.formats import format_of
from playtester.games.vanguard.state import ForceWait, flags_of, set_flags, vg

NAMES = {"force": "Force", "accel": "Accel", "protect": "Protect"}
GiftArgs = tuple[str, str | None]


MAX_ACCEL = 20  # Accel circles of one player a position may hold
MAX_MARKERS = 99  # Force markers on one circle, or waiting to be placed


def accel_name(n: int) -> str:
    """The name of the (n+1)-th Accel circle: AL1, AR1, AL2, AR2, ... (left first)."""
    return f"{'AL' if n % 2 == 0 else 'AR'}{n // 2 + 1}"


def accel_names(count: int) -> tuple[str, ...]:
    return tuple(accel_name(n) for n in range(count))


def accel_index(circle: str) -> int:
    """The position of an Accel circle in the order of creation (AL1 -> 0, AR1 -> 1, ...)."""
    return (int(circle[2:]) - 1) * 2 + (circle[1] == "R")


def first_gift(state: State, player: int) -> str | None:
    return flags_of(state, player).gift


def force_circles(state: State, player: int) -> list[str]:
    """The circles that may take a Force marker: the vanguard circle and every rear-guard
    circle of the player, empty or not (for the table to light up)."""
    return [VC, *rear_circles(state, player)]


def pending(state: State) -> ForceWait | None:
    """The Force marker waiting for its circle, if any."""
    return vg(state).gift


# -- acquiring ------------------------------------------------------------------------------------


def acquired(state: State) -> bool:
    """Whether the format plays with Imaginary Gifts (riding a gift icon acquires one): the
    piece's own rules (acquiring on a ride, a position's gifts and markers) ask it here."""
    return format_of(state).has(GIFTS_PIECE)


def on_ride(ch: Changes, player: int, card: CardInstance) -> None:
    """Riding `card`: acquire its gift (mandatory), unless the player's first gift was of
    another type. Called by the ride right after the unit is placed."""
    gift = vanguard_card(card).gift
    if gift == UNKNOWN and acquired(ch.state) and card.card.kind == "unit":
        ch.note("gift unknown", ch.card(card.id))  # never guessed (a circle's menu gives it)
        return
    if gift is None or not acquired(ch.state) or card.card.kind != "unit":
        return
    first = first_gift(ch.state, player)
    if first is not None and first != gift:
        ch.note("gift ignored", NAMES[gift], ch.card(card.id), NAMES[first])
        return
    acquire(ch, player, gift, None)


def acquire(ch: Changes, player: int, gift: str, circle: str | None) -> None:
    """Acquire one gift: a Force marker on `circle` (None: the player chooses next), an Accel
    circle, or a Protect marker in hand. The first gift's type is remembered."""
    state = ch.state
    if first_gift(state, player) is None:
        ch.update_flags(player, replace(flags_of(state, player), gift=gift))
    if gift == "force":
        if circle is None:
            _wait_for_circle(ch, player)
        else:
            place_force(ch, player, circle)
    elif gift == "accel":
        flags = flags_of(state, player)
        name = accel_name(len(flags.accel))
        ch.update_flags(player, replace(flags, accel=(*flags.accel, name)))
        side = "left" if name.startswith("AL") else "right"
        ch.note("accel", name, side)
    else:
        markers.add(ch, player)
        ch.note("protect")


def _wait_for_circle(ch: Changes, player: int) -> None:
    waiting = pending(ch.state)
    if waiting is not None and waiting.player != player:
        place_force(ch, player, VC)  # only by overrides: the other player is still choosing
        return
    count = 1 if waiting is None else waiting.count + 1
    ch.update(replace(vg(ch.state), gift=ForceWait(player, count)))
    ch.note("force waits")


def place_force(ch: Changes, player: int, circle: str) -> None:
    marks = force_markers(ch.state, player)
    marks[circle] = marks.get(circle, 0) + 1
    order = force_circles(ch.state, player)
    force = tuple(sorted(marks.items(), key=lambda kv: order.index(kv[0])))
    ch.update_flags(player, replace(flags_of(ch.state, player), force=force))
    n = marks[circle]
    ch.note("force", circle, n)


# -- force CIRCLE: the choice of a waiting Force marker -------------------------------------------


def _force_circle(r: ArgReader, wanted: str) -> str:
    """The circle a Force marker goes on: the vanguard circle or a rear-guard circle."""
    circle = r.word(wanted)
    if not on_field(circle):
        raise r.error(f"{circle} is not your vanguard circle or a rear-guard circle", last=True)
    return circle


def read_force(r: ArgReader) -> tuple[str]:
    circle = _force_circle(
        r, "the circle for the Force marker (VC, FL, FR, BL, BC, BR or an Accel circle)"
    )
    r.done()
    return (circle,)


def _own_circle(state: State, player: int, circle: str, verb: str) -> None:
    """Impossible for an Accel circle the player has not gained (the reader let only the
    vanguard and rear-guard circles through)."""
    if not has_circle(state, player, circle):
        raise refusals.impossible(Reason.of("circle.none", verb=verb, circle=circle))


def force_reason(state: State, player: int, circle: str) -> Reason | None:
    _own_circle(state, player, circle, "force")
    waiting = pending(state)
    if waiting is None:
        return Reason.of("force.none_waiting")
    if waiting.player != player:
        return Reason.of("force.theirs")
    return None


def do_force(ch: Changes, player: int, circle: str) -> None:
    waiting = pending(ch.state)
    if waiting is not None and waiting.player == player:
        left = waiting.count - 1
        ch.update(replace(vg(ch.state), gift=ForceWait(player, left) if left >= 1 else None))
    place_force(ch, player, circle)


def legal(state: State) -> list[Action]:
    waiting = pending(state)
    assert waiting is not None
    return [Action("force", (c,)) for c in force_circles(state, waiting.player)]


def blocked(verb: str) -> Reason:
    """The reason every other rule action is refused while a Force marker waits."""
    return Reason.of("force.first", verb=verb)


# -- gift TYPE [CIRCLE]: a manual tool for card text ---------------------------------------------


def read_gift(r: ArgReader) -> GiftArgs:
    gift = r.word("force, accel or protect", GIFTS)
    circle = None
    if gift == "force" and r.more():
        circle = _force_circle(r, "a circle for the Force marker")
    r.done()
    return gift, circle


def gift_reason(state: State, player: int, gift: str, circle: str | None) -> Reason | None:
    """A gift acquired by card text. Only the one-type rule can make it illegal."""
    if circle is not None:
        _own_circle(state, player, circle, "gift")
    first = first_gift(state, player)
    if first is not None and first != gift:
        return Reason.of("gift.other_type", first=NAMES[first])
    return None


def do_gift(ch: Changes, player: int, gift: str, circle: str | None) -> None:
    acquire(ch, player, gift, circle)


# -- positions ------------------------------------------------------------------------------------


def _fail(path: str, reason: str) -> PositionError:
    return PositionError(path, reason)


def read_gifts(state: State, player: int, data: Any, path: str) -> None:
    """A player's `gifts` entry: {"type": "force", "force": {"VC": 2}, "accel": 0}. Accel
    circles listed under `circles` without `gifts` bring the circles before them too."""
    flags = flags_of(state, player)
    listed = flags.accel
    if not acquired(state):
        if data is not None:
            raise _fail(path, "Imaginary Gifts are in the premium format")
        return
    needed = max((accel_index(c) + 1 for c in listed), default=0)
    if data is None:
        set_flags(state, player, replace(flags, accel=accel_names(needed)))
        return
    if not isinstance(data, dict):
        raise _fail(path, f"expected an object, got {data!r}")
    for key in data:
        if key not in ("type", "force", "accel"):
            raise _fail(f"{path}.{key}", "unknown key")
    gift = data.get("type")
    if gift is not None and gift not in GIFTS:
        raise _fail(f"{path}.type", f"expected force, accel, protect or null, got {gift!r}")
    count = data.get("accel", 0)
    if not isinstance(count, int) or isinstance(count, bool) or not 0 <= count <= MAX_ACCEL:
        raise _fail(f"{path}.accel", f"expected 0 to {MAX_ACCEL} Accel circles, got {count!r}")
    if needed > count:
        circle = max(listed, key=accel_index)
        raise _fail(f"{path}.accel", f"{count} Accel circle(s), but {circle} is used")
    force = data.get("force", {})
    if not isinstance(force, dict):
        raise _fail(f"{path}.force", f'expected an object such as {{"VC": 2}}, got {force!r}')
    order = [VC, *REAR, *accel_names(count)]
    marks = []
    for circle, n in force.items():
        if circle not in order:
            raise _fail(f"{path}.force.{circle}", "not a vanguard or rear-guard circle")
        if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= MAX_MARKERS:
            raise _fail(f"{path}.force.{circle}", f"expected 1 to {MAX_MARKERS} markers, got {n!r}")
        marks.append((circle, n))
    force_marks = tuple(sorted(marks, key=lambda kv: order.index(kv[0])))
    set_flags(state, player, replace(flags, gift=gift, accel=accel_names(count), force=force_marks))


def write_gifts(state: State, player: int) -> dict[str, Any] | None:
    flags = flags_of(state, player)
    if not acquired(state) or not (flags.gift or flags.force or flags.accel):
        return None
    return {"type": flags.gift, "force": dict(flags.force), "accel": len(flags.accel)}


def read_pending(state: State, data: Any) -> None:
    if data is None:
        return
    if not acquired(state):
        raise _fail("gift", "Imaginary Gifts are in the premium format")
    if not isinstance(data, dict):
        raise _fail("gift", f"expected an object, got {data!r}")
    for key in data:
        if key not in ("player", "type", "count"):
            raise _fail(f"gift.{key}", "unknown key")
    player = data.get("player")
    if player not in (0, 1) or isinstance(player, bool):
        raise _fail("gift.player", f"expected 0 or 1, got {player!r}")
    if data.get("type") != "force":
        raise _fail("gift.type", "only a Force marker waits for a choice (force)")
    count = data.get("count", 1)
    if not isinstance(count, int) or isinstance(count, bool) or not 1 <= count <= MAX_MARKERS:
        raise _fail("gift.count", f"expected 1 to {MAX_MARKERS} markers, got {count!r}")
    state.vars = replace(vg(state), gift=ForceWait(player, count))


def write_pending(waiting: ForceWait) -> dict[str, Any]:
    """A waiting Force marker as a position writes it (its count only when several wait)."""
    out: dict[str, Any] = {"player": waiting.player, "type": "force"}
    if waiting.count > 1:
        out["count"] = waiting.count
    return out


def read_marker(state: State, item: dict[str, Any], zone: str, path: str) -> Any:
    """The card of a `{"marker": "protect"}` entry."""
    kind = item["marker"]
    if "name" in item:
        raise _fail(path, "a marker entry has no name")
    if not isinstance(kind, str) or kind not in markers.MARKERS:
        raise _fail(f"{path}.marker", f'expected "protect", got {kind!r}')
    if not acquired(state):
        raise _fail(f"{path}.marker", "Imaginary Gifts are in the premium format")
    if zone not in markers.KEEPS:
        raise _fail(path, "a Protect marker is only ever in the hand or on the guardian circle")
    return markers.MARKERS[kind]

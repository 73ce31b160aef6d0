"""Whose eyes a replay is watched with. A hot-seat game that has not ended still has secrets:
on the table it is watched only as the player at the screen sees it; from the recordings list
it opens behind a curtain, on the first player's view, and every other view (Everything
included) waits behind the curtain for a click."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QComboBox

from playtester.ui import messages

if TYPE_CHECKING:  # the recordings: read once the window is there (ui/starting.py)
    from playtester.record.recording import Recording
    from playtester.record.seek import Replay
    from playtester.ui.controller import TableController


def view_label(view: int | None, names: list[str]) -> str:
    """A view's name in the replay's list: Everything, or a player's view by their name."""
    if view is None:
        return "Everything"
    return f"{names[view] if view < len(names) else f'Player {view + 1}'}'s view"


@dataclass(frozen=True)
class Watching:
    """The views a replay offers (None: everything shown), the first one shown first;
    `curtained`: a view is shown only once someone clicks that they may see it."""

    views: tuple[int | None, ...] = (None, 0, 1)
    curtained: bool = False

    @property
    def locked(self) -> bool:
        """One view only: the live game's seat at the screen."""
        return len(self.views) == 1


EVERYTHING_FIRST = Watching()
CURTAINED = Watching((0, 1, None), curtained=True)
LOCKED_TIP = "The game is still being played: it is watched as you see it at the table"


def watching(recording: Recording, table: TableController, winner: int | None) -> Watching | None:
    """How `recording` may be watched from the table (`winner`: its winner as stored; None:
    not ended). None: not now (the live hot-seat game's curtain is down)."""
    if recording is table.recording:
        if table.mode != "hotseat" or table.game.winner is not None:
            return EVERYTHING_FIRST
        return None if table.viewer is None else Watching((table.viewer,))
    if recording.meta.get("mode") == "hotseat" and winner is None:
        return CURTAINED
    return EVERYTHING_FIRST


def curtain_words(view: int | None, names: list[str]) -> tuple[str, str]:
    """The replay curtain's title and hint before `view` is shown."""
    if view is None:
        return (
            "Everything, both players' hidden cards \u2014 click when ready",
            "This hot-seat game has not ended: only someone who may see both hands should look.",
        )
    name = names[view] if view < len(names) else f"Player {view + 1}"
    return (
        f"Pass to {name} \u2014 click when ready",
        f"This hot-seat game has not ended: only {name} should look at the screen now.",
    )


def offer_views(box: QComboBox, how: Watching, names: list[str]) -> bool:
    """Fill the replay's list of views (without signals); True if the view on show stays."""
    shown = box.currentData() if box.count() else how  # `how`: no view is on show yet
    box.blockSignals(True)
    box.clear()
    for player in how.views:
        box.addItem(view_label(player, names), player)
    stays = shown in how.views
    if stays:
        box.setCurrentIndex(how.views.index(shown))
    box.blockSignals(False)
    box.setEnabled(not how.locked)
    box.setToolTip(messages.tip(LOCKED_TIP) if how.locked else "")
    return stays


def told_steps(replay: Replay, line: list[int], view: int | None) -> list[int]:
    """The steps of `line` (the start first) a view is shown: a step that viewer is told
    nothing of (a G-Assist the other player declined) is left out, so nothing shows it was."""
    from playtester.record.printer import Shown

    return Shown(replay, view).steps(line)


def nearest(line: list[int], shown: list[int], node: int) -> int:
    """Where `node` is among the `shown` steps of `line`, or the last shown step before it."""
    at = line.index(node) if node in line else 0
    kept = set(shown)
    while at > 0 and line[at] not in kept:
        at -= 1
    return shown.index(line[at]) if line[at] in kept else 0

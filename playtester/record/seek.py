"""Fast seeking: a game that goes to any step of a recording without replaying from the start.

The library keeps an exact snapshot of the state at step 0 and at every `SNAPSHOT_EVERY`-th
ply (`codec.encode_state`). Going to a step near the current one takes back and plays the
recorded events between them (events, not actions: nothing is judged or re-rolled); going
further loads the nearest snapshot on the way to the target and plays at most
`SNAPSHOT_EVERY - 1` steps' events from there. A snapshot that is missing on that way (an old
recording) is made as the walk passes it, so seeking is slow at most once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from playtester.engine import Game
from playtester.engine.game import Description
from playtester.engine.registry import rules_for
from playtester.record.store import RecordingDamaged

if TYPE_CHECKING:
    from playtester.record.recording import Recording

SNAPSHOT_EVERY = 32


class Replay:
    """A game positioned at one step of a recording; `goto` moves it.

    The returned game may be a new object after a long jump: always use the one `goto`
    returns (or `self.game`). It carries no undo history (see `Recording.play_from` for a
    game to play on).
    """

    def __init__(self, recording: Recording, node: int = 0) -> None:
        self.recording = recording
        self.node = 0
        self.game = self._fresh(0)
        if node:
            self.goto(node)

    def _fresh(self, node: int) -> Game:
        state = self.recording.snapshot_state(node)
        if state is None:
            raise KeyError(node)
        return Game(rules_for(state.game), state)

    def _base(self, node: int) -> int:
        """The nearest step at or before `node` that has a snapshot."""
        have = self.recording.snapshot_nodes
        tree = self.recording.tree
        while node != 0 and node not in have:
            node = tree.parent(node)
        return node

    def goto(self, node: int) -> Game:
        """The game at step `node` (0: the start position)."""
        tree = self.recording.tree
        if node not in tree:
            raise KeyError(f"no step {node} in this recording")
        if node == self.node:
            return self.game
        up, down = tree.route(self.node, node)
        if len(up) + len(down) >= SNAPSHOT_EVERY:
            base = self._base(node)
            far_up, far_down = up, down
            up, down = [], tree.path(node, base)
            if len(down) >= len(far_up) + len(far_down):  # walking is no longer than that
                up, down = far_up, far_down
            else:
                self.game = self._fresh(base)
        state = self.game.state
        events = self.recording.events
        step = node
        try:
            for step in up:
                for event in reversed(events(step)):
                    event.undo(state)
            for step in down:
                for event in events(step):
                    event.do(state)
                if (
                    tree.ply(step) % SNAPSHOT_EVERY == 0
                    and step not in self.recording.snapshot_nodes
                ):
                    self.recording.save_snapshot(step, state)
        except (KeyError, IndexError, ValueError, TypeError) as exc:  # stored, so damaged
            self.game, self.node = self._fresh(0), 0  # the half-moved state is not kept
            raise RecordingDamaged(
                self.recording.id, f"the events of step {step} do not apply ({exc!r})"
            ) from None
        self.node = node
        return self.game

    def describe(self, node: int, viewer: int | None) -> Description:
        """Step `node` as `viewer` may read it (see `Game.describe`); the replay goes there."""
        game = self.goto(node)
        return game.describe(self.recording.action(node), self.recording.events(node), viewer)

    def forward(self) -> Game | None:
        """One step on along the main continuation (None at the end of the line)."""
        children = self.recording.tree.children[self.node]
        return self.goto(children[0]) if children else None

    def back(self) -> Game | None:
        """One step back (None at the start)."""
        return None if self.node == 0 else self.goto(self.recording.tree.parent(self.node))

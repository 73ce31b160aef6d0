"""The tree of a recording's steps, in memory: lines, variations and the routes between steps.

Step 0 is the start position. Every other step has a parent; a parent's children are kept in
order, the first one being its main continuation (as in an annotated chess game), so the main
line is the chain of first children from step 0, and every other child starts a variation.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class StepInfo:
    """One recorded action. `turn` and `phase` are as they were before it (the turn it was
    played in); `t` is milliseconds since the epoch; `auto` marks a goldfish's own move."""

    node: int
    parent: int
    ply: int
    action: str
    override: bool
    actor: int
    auto: bool
    t: int
    turn: int
    phase: str | None


@dataclass(frozen=True, slots=True)
class Variation:
    """A line that leaves another at `branch` (0: the start position) with step `start`, and
    runs on through main continuations to `end`; `level` 1 leaves the main line."""

    start: int
    branch: int
    end: int
    length: int
    level: int


class Tree:
    """Steps by number, and each step's children in order (main continuation first)."""

    def __init__(self) -> None:
        self.steps: dict[int, StepInfo] = {}
        self.children: dict[int, list[int]] = {0: []}

    def __contains__(self, node: object) -> bool:
        return node == 0 or node in self.steps

    def __len__(self) -> int:
        return len(self.steps)

    def next_node(self) -> int:
        return max(self.steps, default=0) + 1

    def add(self, info: StepInfo, rank: int | None = None) -> None:
        """Add a step under its parent: at `rank` among its siblings (None: last)."""
        siblings = self.children[info.parent]
        siblings.insert(len(siblings) if rank is None else rank, info.node)
        self.steps[info.node] = info
        self.children[info.node] = []

    def rank(self, node: int) -> int:
        return 0 if node == 0 else self.children[self.steps[node].parent].index(node)

    def ply(self, node: int) -> int:
        return 0 if node == 0 else self.steps[node].ply

    def parent(self, node: int) -> int:
        return self.steps[node].parent

    def path(self, node: int, base: int = 0) -> list[int]:
        """The steps from just after `base` (an ancestor of `node`) down to `node`."""
        out = []
        while node != base:
            out.append(node)
            node = self.steps[node].parent
        out.reverse()
        return out

    def continuation(self, node: int) -> list[int]:
        """The main continuation after `node`, to the end of its line."""
        out = []
        while self.children[node]:
            node = self.children[node][0]
            out.append(node)
        return out

    def line(self, node: int = 0) -> list[int]:
        """The whole line through `node`: the steps leading to it, it, and its continuation."""
        return [*self.path(node), *self.continuation(node)]

    def main_line(self) -> list[int]:
        return self.continuation(0)

    def is_main(self, node: int) -> bool:
        """Whether the step lies on the main line."""
        while node != 0:
            if self.rank(node) != 0:
                return False
            node = self.steps[node].parent
        return True

    def level(self, node: int) -> int:
        """How many times the way from the start to `node` leaves a main continuation."""
        count = 0
        while node != 0:
            count += self.rank(node) != 0
            node = self.steps[node].parent
        return count

    def preorder(self) -> list[int]:
        """Every step, each followed by its subtree: main continuations first, so the main
        line comes before the variations that leave it."""
        out: list[int] = []
        todo = list(reversed(self.children[0]))
        while todo:
            node = todo.pop()
            out.append(node)
            todo.extend(reversed(self.children[node]))
        return out

    def reading_order(self) -> list[int]:
        """Every step in the order an annotated game is read: along the main line, and right
        after each step the variations that replace it (each read the same way)."""
        out: list[int] = []
        todo = self.children[0][:1]
        while todo:
            node = todo.pop()
            out.append(node)
            pending = []
            siblings = self.children[self.steps[node].parent]
            if siblings[0] == node:
                pending.extend(siblings[1:])
            if self.children[node]:
                pending.append(self.children[node][0])
            todo.extend(reversed(pending))
        return out

    def variations(self) -> list[Variation]:
        """Every variation, in reading order (see `reading_order`). Linear in the number of
        steps: a hundred thousand variations of one step must not take minutes."""
        levels = {0: 0}
        for node in self.preorder():
            parent = self.steps[node].parent
            levels[node] = levels[parent] + (self.children[parent][0] != node)
        out = []
        for node in self.reading_order():
            parent = self.steps[node].parent
            if self.children[parent][0] != node:
                rest = self.continuation(node)  # each step is on one continuation: linear
                end = rest[-1] if rest else node
                out.append(Variation(node, parent, end, 1 + len(rest), levels[node]))
        return out

    def subtree(self, node: int) -> list[int]:
        out = [node]
        todo = list(self.children[node])
        while todo:
            child = todo.pop()
            out.append(child)
            todo.extend(self.children[child])
        return out

    def is_ancestor(self, a: int, b: int) -> bool:
        """Whether `a` is `b` or lies on the way from the start to `b`."""
        while True:
            if a == b:
                return True
            if b == 0:
                return False
            b = self.steps[b].parent

    def route(self, a: int, b: int) -> tuple[list[int], list[int]]:
        """How to go from step `a` to step `b`: the steps to take back (from `a` upwards) and
        then the steps to play (downwards to `b`)."""
        up: list[int] = []
        down: list[int] = []
        while self.ply(a) > self.ply(b):
            up.append(a)
            a = self.steps[a].parent
        while self.ply(b) > self.ply(a):
            down.append(b)
            b = self.steps[b].parent
        while a != b:
            up.append(a)
            down.append(b)
            a, b = self.steps[a].parent, self.steps[b].parent
        down.reverse()
        return up, down

    def promote(self, node: int) -> list[int]:
        """Make the line through `node` the main line; returns the parents whose children
        changed order."""
        changed = []
        while node != 0:
            parent = self.steps[node].parent
            siblings = self.children[parent]
            if siblings[0] != node:
                siblings.remove(node)
                siblings.insert(0, node)
                changed.append(parent)
            node = parent
        return changed

    def remove(self, node: int) -> list[int]:
        """Take `node` and everything after it out of the tree; returns the removed steps."""
        gone = self.subtree(node)
        self.children[self.steps[node].parent].remove(node)
        for n in gone:
            del self.steps[n]
            del self.children[n]
        return gone

"""A recording as text: one action per line in notation, with turn headers, chapters, marks,
comments and drawings, optionally the engine's log lines and the variations, and optionally as
one player saw the game.

Which card names a player may read is decided by the engine (`engine/sight.py`), card by
card: a name stays when the viewer saw that card at some moment of the step (a ride, a call or
a guard puts the card where both see it; a drive check shows it; your own hand is yours);
otherwise it becomes "?" in notation and "a card" in words. So the opponent reads
`mulligan "?", "?"` and `put hand "?" to deck`, but `ride "Knight of Dawn"`.

A step a viewer is told nothing of (its words for them are empty: a G-Assist the other player
declined says they held no card of the next grade) is not in their view at all, and the steps
of a view are numbered by those it shows (`Shown`), so no gap in the numbers gives it away.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime

from playtester.engine import Game
from playtester.engine.registry import words_for
from playtester.record.annotations import Annotations, Target
from playtester.record.recording import Recording
from playtester.record.seek import Replay


def visible(game: Game, card_id: int, view: int | None) -> bool:
    return view is None or game.visible(card_id, view)


def describe_target(target: Target, names: list[str], game: Game, view: int | None) -> str:
    """A target in words: "Ann's VC", or a card by name (when the viewer may see it)."""
    if target.card is not None:
        card = game.state.cards.get(target.card)
        if card is None:
            return "an unknown card"
        if not visible(game, target.card, view):
            return "a hidden card"
        return card.card.name
    assert target.player is not None and target.zone is not None
    return f"{names[target.player]}'s {words_for(game.state.game).zone_name(target.zone)}"


def annotation_lines(
    notes: Annotations, names: list[str], game: Game, view: int | None, indent: str
) -> list[str]:
    """The comment and the drawings of a step, as indented lines."""
    out = []
    if notes.comment:
        for i, line in enumerate(notes.comment.splitlines() or [""]):
            out.append(f"{indent}{'{ ' if i == 0 else '  '}{line}")
        out[-1] += " }"
    for arrow in notes.arrows:
        src = describe_target(arrow.src, names, game, view)
        dst = describe_target(arrow.dst, names, game, view)
        out.append(f"{indent}[{arrow.colour} arrow from {src} to {dst}]")
    for circle in notes.circles:
        where = describe_target(circle.at, names, game, view)
        out.append(f"{indent}[{circle.colour} circle: {where}]")
    for mark in notes.highlights:
        what = describe_target(Target(card=mark.card), names, game, view)
        out.append(f"{indent}[{mark.colour} highlight: {what}]")
    return out


@dataclass(frozen=True)
class Said:
    """A step as a player reads it: the turn it was played in, who acted, what they did in
    plain words, and the same in notation."""

    turn: str
    actor: str
    words: str
    notation: str


def say(replay: Replay, node: int, view: int | None) -> Said:
    """Step `node` (not the start) in words and notation, as `view` may read it (the replay
    is left at the step)."""
    recording = replay.recording
    info = recording.step(node)
    turn = turn_header(replay.goto(info.parent), recording.names)
    told = replay.describe(node, view)
    actor = recording.names[info.actor] if info.actor < len(recording.names) else "?"
    return Said(turn, actor, told.words, told.notation)


class Shown:
    """The steps one view is shown and their numbers in it: a step whose words are empty for
    that viewer (they are told nothing of it) is left out, and a step's number counts the
    steps shown on its way from the start, so none leaves a gap. Everything shown (view None):
    every step, numbered by its ply. Asking moves `replay` (go where you need afterwards)."""

    def __init__(self, replay: Replay, view: int | None) -> None:
        self.replay = replay
        self.view = view
        self._told: dict[int, bool] = {0: True}
        self._numbers: dict[int, int] = {0: 0}

    def told(self, node: int) -> bool:
        """Whether the view is shown step `node` (the start always is)."""
        if self.view is None:
            return True
        if node not in self._told:
            self._told[node] = bool(self.replay.describe(node, self.view).words)
        return self._told[node]

    def number(self, node: int) -> int:
        """Step `node`'s number in the view (a step not shown: the last shown before it)."""
        tree = self.replay.recording.tree
        if self.view is None:
            return tree.ply(node) if node else 0
        way = []
        while node not in self._numbers:
            way.append(node)
            node = tree.parent(node)
        count = self._numbers[node]
        for step in reversed(way):
            count += self.told(step)
            self._numbers[step] = count
        return count

    def steps(self, nodes: list[int]) -> list[int]:
        """Those of `nodes` the view is shown, in their order."""
        return [node for node in nodes if self.told(node)]


def turn_header(game: Game, names: list[str]) -> str:
    """The header of the turn a step is played in, in its game's words ("Turn 3 · Ann")."""
    return words_for(game.state.game).turn_words(game.state, names)


class _Printer:
    def __init__(self, recording: Recording, view: int | None, notes: bool, variations: bool):
        self.recording = recording
        self.view = view
        self.notes = notes
        self.variations = variations
        self.replay = recording.replay()
        self.shown = Shown(self.replay, view)
        self.names = recording.names

    def header(self) -> Iterator[str]:
        rec = self.recording
        when = datetime.fromtimestamp(rec.created / 1000).strftime("%Y-%m-%d %H:%M")
        fmt = rec.meta.get("format", rec.game.state.format)
        count = len(self.shown.steps(rec.tree.preorder()))  # those this view is shown
        yield f"# {rec.title} · {fmt} · recorded {when} · {count} steps"
        if self.view is None:
            yield "# Everything shown (both players' hidden cards included)"
        else:
            who = self.names[self.view]
            yield f'# As {who} (player {self.view}) saw it: cards {who} could not see are "?"'

    def line(self, nodes: list[int], depth: int) -> Iterator[str]:
        indent = "    " * depth
        header = None
        notes0 = self.recording.notes.get(0)
        if depth == 0 and notes0:
            yield from self.start_notes(notes0)
        chapter = None  # a chapter opening on a step the view is not shown opens at the next
        for node in nodes:
            info = self.recording.step(node)
            notes = self.recording.notes.get(node)
            chapter = notes.chapter or chapter
            if self.shown.told(node):
                new_header = turn_header(self.replay.goto(info.parent), self.names)
                if chapter:
                    yield ""
                    yield f"{indent}## {chapter}"
                    chapter = None
                if new_header != header:
                    header = new_header
                    yield f"{indent}{header}"
                yield from self.step(node, notes, indent)
            siblings = self.recording.tree.children[info.parent]
            if self.variations and depth < 8 and siblings[0] == node:
                for other in siblings[1:]:
                    yield f"{indent}  ("
                    yield from self.line(
                        [other, *self.recording.tree.continuation(other)], depth + 1
                    )
                    yield f"{indent}  )"
                    header = None

    def step(self, node: int, notes: Annotations, indent: str) -> Iterator[str]:
        info = self.recording.step(node)
        number = self.shown.number(node)
        said = say(self.replay, node, self.view)
        game = self.replay.game
        mark = f" {notes.mark}" if notes.mark else ""
        override = "  (override)" if info.override else ""
        yield f"{indent}{number:>4}. {said.actor}: {said.notation}{mark}{override}"
        if self.notes and said.words and said.words != said.notation:
            yield f"{indent}        · {said.words}"
        yield from annotation_lines(notes, self.names, game, self.view, indent + "        ")

    def start_notes(self, notes: Annotations) -> Iterator[str]:
        """The start position's chapter title and annotations."""
        if notes.chapter:
            yield ""
            yield f"## {notes.chapter}"
        game = self.replay.goto(0)
        yield from annotation_lines(notes, self.names, game, self.view, "  ")

    def result(self, last: int) -> str:
        game = self.replay.goto(last)
        turn = game.state.vars.turn
        if game.winner is not None:
            return f"Result: {self.names[game.winner]} won on turn {turn}"
        return f"(the game stands at turn {turn}, not finished)"


def print_lines(
    recording: Recording,
    view: int | None = None,
    *,
    notes: bool = False,
    variations: bool = False,
    line: int | None = None,
) -> Iterator[str]:
    """The recording as text lines (see the module's docstring). `line`: print the line
    through that step instead of the main line."""
    printer = _Printer(recording, view, notes, variations)
    nodes = recording.main_line() if line is None else recording.line(line)
    yield from printer.header()
    yield from printer.line(nodes, 0)
    yield ""
    yield printer.result(nodes[-1] if nodes else 0)

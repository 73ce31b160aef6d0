"""`Game`: one game in progress. The only way its state changes is `apply`, `undo` and `redo`."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Any, NamedTuple

from playtester.engine.actions import LEGAL, Action, Verdict
from playtester.engine.changes import Changes
from playtester.engine.errors import NotationError, PositionError
from playtester.engine.events import Event, Override
from playtester.engine.registry import Rules, default_game, rules_for
from playtester.engine.sight import sight
from playtester.engine.state import Outcome, State


@dataclass(frozen=True, slots=True)
class Description:
    """A step as one viewer may read it: in plain words and in notation."""

    words: str
    notation: str


class Step(NamedTuple):
    """One applied action with the events it made; `override` marks a rule broken on purpose.
    (A named tuple: one is made for every action, at a third of a frozen record's cost.)"""

    action: Action
    events: tuple[Event, ...]
    override: bool = False


class Game:
    """A game: a state, the rules that judge it, and the history that undo and redo walk."""

    def __init__(self, rules: Rules, state: State) -> None:
        self.rules = rules
        self.state = state
        self.history: list[Step] = []
        self.future: list[Step] = []  # undone steps, newest last, for redo
        # what the rules said about the state of version `_judged`: asked once per version
        self._judged = -1
        self._legal: tuple[Action, ...] | None = None
        self._legal_set: frozenset[Action] | None = None  # made when first asked
        # (keyed with the action's columns too: a verdict on unreadable arguments says where)
        self._verdicts: dict[tuple[Action, tuple[int, ...]], Verdict] = {}

    # -- making games ---------------------------------------------------------------------------

    @classmethod
    def new(
        cls,
        game: str | None = None,
        format: str | None = None,
        decks: Sequence[str] = (),
        seed: int | None = None,
        names: Sequence[str] = ("Player 1", "Player 2"),
        validate: bool = True,
    ) -> Game:
        """Start a game from two deck lists (text); the same seed always deals the same game
        (`game` None: the first game registered, the one documents without a game were made for;
        `format` None: the game's first format)."""
        if seed is None:
            seed = random.SystemRandom().randrange(2**31)
        rules = rules_for(game if game is not None else default_game())
        format = format if format is not None else rules.formats[0]
        return cls(rules, rules.new_state(format, decks, seed, names, validate))

    @classmethod
    def from_position(cls, doc: dict[str, Any]) -> Game:
        """Set up any board described by a position document (see docs/position-format.md)."""
        game = doc.get("game", default_game()) if isinstance(doc, dict) else default_game()
        try:
            rules = rules_for(game) if isinstance(game, str) else rules_for(repr(game))
        except ValueError as exc:
            raise PositionError("game", str(exc)) from None
        return cls(rules, rules.from_position(doc))

    def to_position(self) -> dict[str, Any]:
        return self.rules.to_position(self.state)

    def start_position(self) -> dict[str, Any]:
        """The position before the first action of the history (for saving a whole game):
        replaying the history's actions from it gives this game again."""
        steps = len(self.history)
        for _ in range(steps):
            self.undo()
        doc = self.to_position()
        for _ in range(steps):
            self.redo()
        return doc

    def view_for(self, player: int) -> dict[str, Any]:
        """The position as `player` may see it: hidden cards become placeholders."""
        return self.rules.view(self.state, player)

    def visible(self, card_id: int, viewer: int) -> bool:
        """Whether `viewer` may see the face of card `card_id` where it lies now."""
        return self.rules.visible(self.state, card_id, viewer)

    def describe(self, action: Action, events: Sequence[Event], viewer: int | None) -> Description:
        """A step that just happened (the game stands right after `events`) as `viewer` may
        read it: names of cards they saw at no moment of it are left out (None: everything)."""
        seen = sight(self, events, viewer)
        return Description(
            self.rules.describe(self.state, action, events, seen), str(seen.action(action))
        )

    # -- asking ---------------------------------------------------------------------------------

    @property
    def to_play(self) -> int:
        """The player who must act now."""
        return self.rules.to_play(self.state)

    @property
    def winner(self) -> int | None:
        return self.rules.winner(self.state)

    @property
    def outcome(self) -> Outcome | None:
        """How the game ended (None while it goes on)."""
        return getattr(self.state.vars, "outcome", None)

    def legal_actions(self) -> list[Action]:
        """The legal actions of the player to play (guards and discards one card at a time)."""
        if self._judged != self.state.version:
            self._forget_old_answers()
        if self._legal is None:
            self._legal = tuple(self.rules.legal_actions(self.state))
        return list(self._legal)

    def check(self, action: Action | str) -> Verdict:
        """Is this action legal now, and if not, why (in a player's words)? The rules judge
        an action once per state: the table's highlight, its drop and `apply` share it."""
        try:
            parsed = _as_action(action)
        except NotationError as exc:
            return Verdict.refused(exc)
        self._forget_old_answers()
        if self._is_listed(parsed):
            return LEGAL
        key = (parsed, parsed.columns)
        verdict = self._verdicts.get(key)
        if verdict is None:
            verdict = self.rules.check(self.state, parsed)
            self._verdicts[key] = verdict
        return verdict

    def _is_listed(self, action: Action) -> bool:
        """Whether `action` is one of the legal actions listed for this state: the very object
        first (an action picked from `legal_actions()`, as bots and benchmarks do, is found
        without hashing every listed one), then an equal one."""
        listed = self._legal
        if listed is None:
            return False
        for candidate in listed:
            if candidate is action:
                return True
        if self._legal_set is None:
            self._legal_set = frozenset(listed)
        return action in self._legal_set

    def _forget_old_answers(self) -> None:
        """The legal actions and verdicts kept are those of this state (its version)."""
        if self._judged != self.state.version:
            self._judged = self.state.version
            self._legal, self._legal_set = None, None
            self._verdicts.clear()

    def power(self, player: int, place: str) -> int:
        """The power of what stands on `place` of `player`'s field, as the game counts it now."""
        return self.rules.power(self.state, player, place)

    def stat(self, player: int, place: str, name: str) -> int:
        """Another of the numbers a game keeps for what stands on `place` (as `power`)."""
        return self.rules.stat(self.state, player, place, name)

    # -- changing -------------------------------------------------------------------------------

    def apply(self, action: Action | str, override: bool = False) -> list[Event]:
        """Perform an action and return its events. An illegal action raises IllegalAction
        (NotationError, with the column, for text that cannot be read), unless `override` is
        true and the action possible: then it is done anyway and its events start with
        Override."""
        parsed = action if isinstance(action, Action) else Action.parse(action)
        if self._judged != self.state.version:
            self._forget_old_answers()
        # (an action picked from the legal list, as bots and benchmarks do, is legal at once:
        # no verdict is asked for it)
        legal, reason = self._is_listed(parsed), ""
        if not legal:
            verdict = self.check(parsed)
            if not verdict.possible or (not verdict.legal and not override):
                raise verdict.error()
            legal, reason = verdict.legal, verdict.reason
        changes = Changes(self.state)
        try:
            if not legal:
                changes.emit(Override(reason))
            self.rules.perform(changes, parsed)
        except BaseException:
            changes.rollback()
            raise
        self.history.append(Step(parsed, tuple(changes.events), not legal))
        if self.future:
            self.future.clear()
        return changes.events

    def undo(self) -> Step | None:
        """Take back the last action exactly; returns it, or None when there is nothing to undo."""
        if not self.history:
            return None
        step = self.history.pop()
        for event in reversed(step.events):
            event.undo(self.state)
        self.future.append(step)
        return step

    @contextmanager
    def trial(self) -> Iterator[Game]:
        """Try actions and take them back: what is applied inside is undone on leaving, and the
        redo list is left as it was (a bot looking ahead leaves no trace)."""
        depth, future = len(self.history), list(self.future)
        try:
            yield self
        finally:
            while len(self.history) > depth:
                self.undo()
            self.future = future

    def redo(self) -> Step | None:
        """Do again the last undone action with the same outcome (shuffles are not re-rolled)."""
        if not self.future:
            return None
        step = self.future.pop()
        for event in step.events:
            event.do(self.state)
        self.history.append(step)
        return step


def _as_action(action: Action | str) -> Action:
    if isinstance(action, Action):
        return action
    return Action.parse(action)

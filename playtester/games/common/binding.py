"""The check/perform binding every game shares: an action's verb found in the game's table of
verbs, its arguments read, the acting player settled, and the reasons every game gives alike
(the game is over; it is the other player's turn) before a game's own."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from playtester.engine.actions import LEGAL, Action, Verdict
from playtester.engine.changes import Changes
from playtester.engine.errors import IllegalAction, Reason
from playtester.engine.state import State
from playtester.games.common import refusals
from playtester.games.common.players import player_name
from playtester.games.common.verbs import Verb

Said = Reason | str | None  # a rule's answer: a reason id, a sentence (a game without ids), none
# A game's own reason a rule action of the player to play waits, given the reason found so far
# (None or "": legal): something the rules must finish first. It returns the reason to give.
Waiting = Callable[[State, int, Action, Said], Said]
# A warning that goes with a legal action (read with the verb and its arguments; "" for none).
Warning = Callable[[State, int, Action, Verb, tuple[Any, ...]], str]


# the arguments read of the actions bound last, by the action's verb and arguments (what a read
# depends on alone; kept with the verb that read them): a listed action (`engine.actions.listed`)
# is bound again each time it is checked, done or dry-run, and an ability's step makes the same
# actions anew on every step (a failed read is not kept: its error says where, by column)
_reads: dict[tuple[str, tuple[Any, ...]], tuple[Verb, tuple[Any, ...]]] = {}
MAX_READS = 8192


def _read(verb: Verb, action: Action) -> tuple[Any, ...]:
    """The action's arguments as the verb reads them (NotationError when they are not)."""
    key = (action.verb, action.args)
    kept = _reads.get(key)
    if kept is not None and kept[0] is verb:
        return kept[1]
    args = verb.read(action.reader())
    if len(_reads) >= MAX_READS:
        _reads.clear()
    _reads[key] = (verb, args)
    return args


def _no_wait(state: State, actor: int, action: Action, reason: Said) -> Said:
    return reason


@dataclass(frozen=True)
class Binding:
    """A game's verbs bound to its state: `check` judges an action, `perform` does it. `verbs`
    are all of the game's (an unknown one lists them); `format_verbs`, when a game's formats
    differ, gives the table of the state's format."""

    verbs: Mapping[str, Verb]
    to_play: Callable[[State], int]
    waiting: Waiting = _no_wait
    words: Callable[[Reason], str] = refusals.words  # a game's words for its reason ids
    warning: Warning | None = None
    format_verbs: Callable[[State], Mapping[str, Verb]] | None = None  # a format's own table

    def bind(self, state: State, action: Action) -> tuple[Verb, int, tuple[Any, ...]]:
        """The verb, who acts (the player to play unless the action names one) and the
        arguments read; NotationError when the text is not an action of the game."""
        verbs = self.verbs if self.format_verbs is None else self.format_verbs(state)
        verb = verbs.get(action.verb)
        if verb is None:
            known = ", ".join(self.verbs)
            raise action.error(
                f"unknown action '{action.verb}'", after=f"; the actions are: {known}"
            )
        actor = self.to_play(state) if action.player is None else action.player
        return verb, actor, _read(verb, action)

    def check(self, state: State, action: Action) -> Verdict:
        """Legal or not, and why: the verb's own reason, unless the game is over, or a rule
        action is taken by the player who is not to play, or the game says it must wait."""
        try:
            verb, actor, args = self.bind(state, action)
            said: Said = verb.reason(state, actor, *args)
            warning = "" if self.warning is None else self.warning(state, actor, action, verb, args)
        except IllegalAction as exc:
            return Verdict.refused(exc)
        outcome = state.vars.outcome
        if outcome is not None:
            said = Reason.of("game.over", winner=player_name(state, outcome.winner))
        elif verb.rule:
            playing = self.to_play(state)
            if actor != playing and not said:
                who = player_name(state, playing)
                said = Reason.of("turn.not_yours", verb=action.verb, player=who)
            elif actor == playing:
                said = self.waiting(state, actor, action, said)
        if not said:
            return Verdict(True, warning) if warning else LEGAL
        if isinstance(said, str):
            return Verdict(False, said)
        return Verdict(False, self.words(said), why=said)

    def possible(self, state: State, action: Action) -> bool:
        """Whether the action's verb allows it now, by its own reason alone (a step of a card's
        ability: it is done while the ability waits for nothing else)."""
        try:
            verb, actor, args = self.bind(state, action)
            return not verb.reason(state, actor, *args)
        except IllegalAction:
            return False

    def perform(self, ch: Changes, action: Action) -> None:
        """Carry the action out (the game does what follows every action itself)."""
        verb, actor, args = self.bind(ch.state, action)
        verb.perform(ch, actor, *args)

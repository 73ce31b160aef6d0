"""The verbs and words of card abilities every game shares: `use` and `skip` a waiting ability,
`skip` a step of the one being used and `stop` it, the rule that other rule actions wait while
an ability does, a click that fills a step's blank, the bots' choice and the log's words. Each is
given the game's `AbilityGame` (games/common/ability_play.py) by a function, as the game makes it
after its verbs."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from playtester.engine.actions import Action, ArgReader
from playtester.engine.changes import Changes
from playtester.engine.errors import Reason
from playtester.engine.state import State
from playtester.games.common import ability_play
from playtester.games.common.ability_play import AbilityGame, Context, Pending, Resolving, av
from playtester.games.common.verbs import Verb, read_nothing

ABILITY_VERBS = frozenset({"use", "skip", "stop"})

# the log's words for the notes ability_play makes ("ability used" is said by `used_words`)
NOTE_WORDS = {
    "ability waits": "the ability of {0} may be used",
    "ability skipped": "does not use the ability of {0}",
    "step skipped": "skips a step of the ability of {0} ({2})",
    "ability stopped": "stops the ability of {0}",
    "cost unpaid": "the ability of {0} ends: its cost cannot be paid",
    "condition unmet": "the ability of {0} ends: its condition does not hold",
    "ability done": "the ability of {0} is done",
}


def used_words(args: tuple[Any, ...], say: Callable[..., str]) -> str:
    """The "ability used" note in words (`say` formats a template for the viewer): the card,
    then what is left to do by hand."""
    hand = f"; by hand: {args[2]}" if args[2] else ""
    return say("uses the ability of {0}", *args) + hand


def read_pending(r: ArgReader) -> tuple[str | None, int]:
    """`use "Name" [N]`, `skip ["Name" [N]]`: a waiting ability by its card's name (and its
    number among the same card's); `skip` alone skips the step an ability is at."""
    if not r.more():
        return None, 0
    name = r.name()
    n = r.number("the ability's number") if r.more() else 1
    r.done()
    return name, n


def pending_named(state: State, actor: int, name: str | None, n: int) -> Pending | None:
    """The actor's n-th waiting ability of a card named `name` (None: no such one)."""
    same = [
        p for p in av(state).pending if p.player == actor and state.cards[p.card].card.name == name
    ]
    return same[n - 1] if 0 < n <= len(same) else None


@dataclass(frozen=True)
class AbilityVerbs:
    """`use`, `skip` and `stop` for the game `game()` gives (its `AbilityGame`)."""

    game: Callable[[], AbilityGame]

    def use_reason(self, state: State, actor: int, name: str | None, n: int) -> Reason | None:
        if av(state).resolving is not None:
            return Reason.of("ability.resolving")
        if name is None or pending_named(state, actor, name, n) is None:
            return Reason.of("ability.none", card=name or "")
        return None

    def use(self, ch: Changes, actor: int, name: str | None, n: int) -> None:
        pending = pending_named(ch.state, actor, name, n)
        assert pending is not None
        ability_play.use(self.game(), ch, pending)

    def skip_reason(self, state: State, actor: int, name: str | None, n: int) -> Reason | None:
        if name is None:
            return None if av(state).resolving is not None else Reason.of("ability.no_step")
        return self.use_reason(state, actor, name, n)

    def skip(self, ch: Changes, actor: int, name: str | None, n: int) -> None:
        if name is None:
            ability_play.skip_step(self.game(), ch)
            return
        pending = pending_named(ch.state, actor, name, n)
        assert pending is not None
        ability_play.skip(ch, pending)

    def stop_reason(self, state: State, actor: int) -> Reason | None:
        return None if av(state).resolving is not None else Reason.of("ability.no_step")

    def stop(self, ch: Changes, actor: int) -> None:
        ability_play.stop(ch)

    def verbs(self) -> dict[str, Verb]:
        """The three verbs, for the game's table of verbs."""
        return {
            "use": Verb(read_pending, self.use_reason, self.use),
            "skip": Verb(read_pending, self.skip_reason, self.skip),
            "stop": Verb(read_nothing, self.stop_reason, self.stop),
        }

    def waiting(self, state: State, action: Action) -> Reason | None:
        """Why a rule action waits for an ability: one waits for its player's use or skip, or
        one is being used and the action is not its step (None: it need not wait)."""
        if action.verb in ABILITY_VERBS:
            return None
        v = av(state)
        if v.pending and v.resolving is None:
            return Reason.of("ability.waiting")
        bare = Action(action.verb, action.args)
        if v.resolving is not None and bare not in ability_play.step_actions(self.game(), state):
            return Reason.of("ability.waiting")
        return None

    def click(self, state: State, actor: int, card_id: int) -> Action | None:
        """A click on a card that fills the blank of the step the actor's ability is at."""
        res = av(state).resolving
        if res is None or res.player != actor:
            return None
        options = ability_play.step_options(self.game(), state)
        return next((a for a, fills in options if card_id in fills), None)


def act_problem(
    game: AbilityGame, state: State, actor: int, card_id: int, n: int, in_time: bool
) -> Reason | None:
    """Why the actor may not use the card's N-th [ACT] ability now (None: they may): it has
    one so numbered, it is the moment (`in_time`: the game's timing, the main phase with
    nothing waiting) and it may be used (where it works, once a turn, its cost payable)."""
    name = state.cards[card_id].card.name
    indexes = ability_play.acts(game, state, card_id)
    if not 0 < n <= len(indexes):
        return Reason.of("ability.no_act", card=name)
    if not in_time:
        return Reason.of("ability.act_timing", card=name)
    if not ability_play.usable(game, state, Context(actor, card_id), indexes[n - 1]):
        return Reason.of("ability.act_unusable", card=name)
    return None


def start_act(game: AbilityGame, ch: Changes, actor: int, card_id: int, n: int) -> None:
    """Use the card's N-th [ACT] ability: its steps begin, cost first."""
    index = ability_play.acts(game, ch.state, card_id)[n - 1]
    ability_play.start(game, ch, Resolving(actor, card_id, index))


def bot_choice(actions: list[Action]) -> Action:
    """A bot's answer to an ability: use one waiting (only those whose cost can be paid are
    offered), then do each of its steps with the first choice offered."""
    uses = [a for a in actions if a.verb == "use"]
    if uses:
        return uses[0]
    steps = [a for a in actions if a.verb not in ("skip", "stop")]
    return steps[0] if steps else Action("skip")

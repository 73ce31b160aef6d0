"""[CONT] abilities for every game: what the working ones on the field do now (a bonus to a
card's power, a restriction), each effect naming the card it comes from for the table's hover
text. Worked out when asked (no event keeps them), so they come and go with the board.

A power is read many times a step: what the [CONT] abilities do is worked out once per state
version (every event moves the version on, a dry run taken back counts too) and kept until the
state changes. The game says which cards are on the field (`on_field`)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping

from playtester.engine.changes import rollbacks
from playtester.engine.state import State
from playtester.games.common.abilities import Ability, Step
from playtester.games.common.ability_play import AbilityGame, Context, Fill, usable_now

Effects = list[tuple[int, Step, frozenset[Fill]]]  # (the ability's card, its step, its cards)
Named = Mapping[str, tuple[tuple[int, Ability], ...]]  # a kind's abilities by card name


def field_effects(
    game: AbilityGame, state: State, named: Named, on_field: Iterable[tuple[int, int]]
) -> Effects:
    """The effects of the [CONT] abilities (`named`) of the cards `on_field` ((player, card)
    pairs, each card where its abilities work) whose conditions hold now: each step with the
    cards its first blank takes."""
    found: Effects = []
    for player, card_id in on_field:
        continuous = named.get(state.cards[card_id].card.name)
        if not continuous:
            continue
        ctx = Context(player, card_id)
        for index, ability in continuous:
            if not usable_now(game, state, ctx, index):
                continue
            for step in ability.effects:
                if step.blanks:
                    taken = frozenset(game.candidates(state, ctx, step.blanks[0].words))
                    found.append((card_id, step, taken))
    return found


class Continuous:
    """The [CONT] effects of a game's states, worked out by `work_out` once per version. While
    they are worked out, a read that needs them (a condition counting SIGNI by power) sees
    none, so a bonus never depends on itself."""

    def __init__(self, work_out: Callable[[State], Effects]) -> None:
        self._work_out = work_out
        # the effects of the last state asked about, at its version (one tuple: replaced at once)
        self._last: tuple[State | None, int, int, Effects] = (None, -1, -1, [])
        self._working = False

    def effects(self, state: State) -> Effects:
        """The working [CONT] effects of the state now."""
        last_state, version, taken_back, effects = self._last
        if last_state is state and version == state.version and taken_back == rollbacks():
            return effects
        if self._working:
            return []
        self._working = True
        try:
            found = self._work_out(state)
        finally:
            self._working = False
        self._last = (state, state.version, rollbacks(), found)
        return found

    def sources(self, state: State, card_id: int, stat: str) -> list[tuple[int, int]]:
        """What the [CONT] abilities give the card's `stat` now: (the card it comes from, the
        amount), in the order of the field."""
        return [
            (source, int(str(step.parts[1])))
            for source, step, taken in self.effects(state)
            if step.verb == stat and card_id in taken
        ]

    def bonus(self, state: State, card_id: int, stat: str) -> int:
        """The sum of what [CONT] abilities give the card's `stat` now."""
        total = 0
        for _, step, taken in self.effects(state):
            if step.verb == stat and card_id in taken:
                total += int(str(step.parts[1]))
        return total

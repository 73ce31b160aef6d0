"""What the phase bar says while a card's ability waits or is being used, for every game: Use and
Skip for one waiting, a step's choices (a click on a glowing card, or a button for a choice that
names no card on the table) with Skip and Stop for one being used. The other player reads only
that a decision is being made: the card may be hidden from them (a Life Burst, a hand)."""

from __future__ import annotations

from collections.abc import Callable

from playtester.engine import Game
from playtester.engine.actions import Action
from playtester.engine.table import Prompt, Tool
from playtester.games.common.abilities import summary
from playtester.games.common.ability_play import AbilityGame, av, current_step, pending_ref


def ability_prompt(
    game: Game, me: int, abilities: AbilityGame, where: Prompt, clicked: Callable[[Action], bool]
) -> Prompt:
    """The prompt for `me` (`where`: the headline, phase and step to keep; `clicked`: whether a
    step's action is done by a click on the table, so it needs no button)."""
    state = game.state
    v = av(state)
    deciding = game.to_play
    head = (where.headline, where.phase, where.step)
    if deciding != me:
        return Prompt(*head, f"{state.names[deciding]} decides about an ability.", "")
    if v.resolving is not None:
        res = v.resolving
        found = current_step(abilities, state)
        name = state.cards[res.card].card.name
        doing = f"{name}: {found[2]}" if found is not None else name
        offered = [a for a in game.legal_actions() if a.verb not in ("skip", "stop")]
        buttons = tuple(Tool(str(a).capitalize(), str(a)) for a in offered if not clicked(a))
        text = f"Ability of {doing}. Click a glowing card, or Skip this step (or do it by hand)."
        stop = Tool("Stop", "stop", tip="Stop using this ability: its other steps are not done")
        return Prompt(*head, text, "", (*buttons, Tool("Skip", "skip"), stop))
    pending = [p for p in v.pending if p.player == me]
    first = pending[0]
    ability = abilities.abilities(state, first.card)[first.index]
    ref = str(Action("use", pending_ref(state, first))).removeprefix("use ")
    name = state.cards[first.card].card.name
    hand = f" By hand: {ability.by_hand}." if ability.by_hand else ""
    more = f" ({len(pending) - 1} more waiting)" if len(pending) > 1 else ""
    text = f"The ability of {name} may be used{more}: {summary(ability)}.{hand}"
    use = Tool("Use", f"use {ref}", tip="Pay its cost and do its effects, step by step")
    skip = Tool("Skip", f"skip {ref}", tip="Do not use this ability")
    return Prompt(*head, text, "", (use, skip))

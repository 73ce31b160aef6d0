"""What the phase bar says while a card's ability waits or is being used, for every game: Use and
Skip for one waiting, a step's choices (a click on a glowing card, or buttons) with Skip and
Stop for one being used. The other player reads only that a decision is being made: the card
may be hidden from them (a hand, a Life Burst not yet used). The game gives its phrasing."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from playtester.engine import Game
from playtester.engine.actions import Action
from playtester.engine.table import Prompt, Tool
from playtester.games.common.abilities import Ability, Step
from playtester.games.common.ability_play import AbilityGame, av, current_step, pending_ref

Buttons = Callable[[list[Action], Step | None], tuple[Tool, ...]]  # a step's buttons


@dataclass(frozen=True)
class Phrasing:
    """A game's words for its abilities: an ability's steps in a line, one step, and the
    buttons of a step's actions (those a click on the table does not do)."""

    ability: Callable[[Ability], str]
    step: Callable[[Step], str]
    buttons: Buttons


def ability_prompt(
    game: Game, me: int, abilities: AbilityGame, where: Prompt, say: Phrasing
) -> Prompt:
    """The prompt for `me` (`where`: the headline, phase and step to keep)."""
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
        doing = f"{name}: {say.step(found[2])}" if found is not None else name
        offered = [a for a in game.legal_actions() if a.verb not in ("skip", "stop")]
        buttons = say.buttons(offered, found[2] if found is not None else None)
        how = "Choose with the button" if buttons else "Click a glowing card"
        text = f"Ability of {doing}. {how}, or Skip this step (or do it by hand)."
        stop = Tool("Stop", "stop", tip="Stop using this ability: its other steps are not done")
        return Prompt(*head, text, "", (*buttons, Tool("Skip", "skip"), stop))
    pending = [p for p in v.pending if p.player == me]
    first = pending[0]
    ability = abilities.abilities(state, first.card)[first.index]
    ref = str(Action("use", pending_ref(state, first))).removeprefix("use ")
    name = state.cards[first.card].card.name
    hand = f" By hand: {ability.by_hand}." if ability.by_hand else ""
    more = f" ({len(pending) - 1} more waiting)" if len(pending) > 1 else ""
    text = f"The ability of {name} may be used{more}: {say.ability(ability)}.{hand}"
    use = Tool("Use", f"use {ref}", tip="Pay its cost and do its effects, step by step")
    skip = Tool("Skip", f"skip {ref}", tip="Do not use this ability")
    return Prompt(*head, text, "", (use, skip))


def plain_buttons(clicked: Callable[[Action], bool]) -> Buttons:
    """One button for each offered action a click on the table does not do."""

    def buttons(offered: list[Action], step: Step | None) -> tuple[Tool, ...]:
        return tuple(Tool(str(a).capitalize(), str(a)) for a in offered if not clicked(a))

    return buttons

"""A manual tool's cheap check (asked instead of a dry run, on every cost an ability offers)
refuses exactly what doing the tool and taking it back refuses, with the same reason, in the
positions random games of every Vanguard format reach."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from playtester.engine import Game
from playtester.engine.actions import Action
from playtester.engine.errors import IllegalAction, Impossible
from playtester.engine.state import State
from playtester.games.common.verbs import dry_run
from playtester.games.vanguard.rules import BINDING, VERBS
from playtester.resources import demo_decks

CIRCLES = ("VC", "FL", "FR", "BL", "BC", "BR")
PLACES = (*CIRCLES, "GC", "AL1", "AR1", "AR2")  # (Accel circles exist only in premium)


def _names(state: State, player: int, zone: str) -> list[str]:
    return [state.cards[i].card.name for i in state.zones[player].get(zone, ())]


def _notations(state: State, player: int, rng: random.Random) -> list[str]:
    """Tool actions of every checked verb, some possible here and some not."""
    texts = [f"{verb} {n}" for verb in ("counterblast", "countercharge") for n in (1, 2, 4)]
    texts += [f"soulblast {n}" for n in (1, 3)] + ["soulcharge 1", "soulcharge 60"]
    deck = len(state.zones[player].get("deck", ()))
    texts += [f"soulcharge {deck + 1}", f"draw {deck}", f"draw {deck + 1}"]  # (the edges)
    texts += ["draw 1", "draw 60", "energyblast 1", "energyblast 4"]
    for circle in rng.sample(CIRCLES, 2):
        side = rng.choice(("", "-> "))
        texts += [f"retire {side}{circle}", f"rest {side}{circle}"]
        texts += [f"power {side}{circle} +5000", f"drive {side}{circle} -1 battle"]
        texts.append(f"restrict {side}{circle} no-hit")
    hand, soul, damage = (_names(state, player, z) for z in ("hand", "soul", "damage"))
    texts.append('discard "Nobody Of That Name"')
    if hand:
        texts.append(f'discard "{rng.choice(hand)}"')
        texts.append(f'put hand "{rng.choice(hand)}" to {rng.choice(PLACES)}')
    if soul:
        texts.append(f'soulblast "{rng.choice(soul)}"')
    if damage:
        texts.append(f'counterblast "{rng.choice(damage)}"')
        texts.append(f'countercharge "{rng.choice(damage)}"')
    texts.append(f"put {rng.choice(('', '-> '))}{rng.choice(PLACES)} to {rng.choice(PLACES)}")
    texts += ["put deck to hand", "put drop to deck bottom", "put -> FL to drop"]
    texts += ["put hand to GC", "put deck to drop 2", f"put soul to {rng.choice(PLACES)}"]
    return texts


def _outcome(reason: Callable[..., Any], state: State, actor: int, args: tuple[Any, ...]) -> Any:
    """None when the tool can be done, else the id and arguments of why not."""
    try:
        said = reason(state, actor, *args)
    except Impossible as exc:
        assert exc.why is not None
        return ("impossible", exc.why.id, exc.why.params)
    return said


def _compare(state: State, player: int, text: str) -> tuple[bool, bool]:
    """(whether the check and the dry run agree, whether the tool was possible)."""
    try:
        verb, actor, args = BINDING.bind(state, Action.parse(f"@{player} {text}"))
    except IllegalAction:
        return True, False  # (an action the notation or the binding refuses: not a check's)
    version = state.version
    cheap = _outcome(verb.reason, state, actor, args)
    assert state.version == version  # the check changed nothing
    tried = _outcome(dry_run(verb.perform), state, actor, args)
    return cheap == tried, cheap is None


@pytest.mark.parametrize("format", ["standard", "g", "premium", "d"])
def test_tool_checks_refuse_what_their_dry_runs_refuse(format: str) -> None:
    decks = [p.read_text(encoding="utf-8") for p in demo_decks(format, "vanguard")]
    compared = possible = 0
    for seed in range(6):
        rng = random.Random(seed)
        game = Game.new(game="vanguard", format=format, decks=rng.sample(decks, 2), seed=seed)
        while game.winner is None:
            if rng.random() < 0.3:
                for player in (0, 1):
                    for text in _notations(game.state, player, rng):
                        agree, was_possible = _compare(game.state, player, text)
                        assert agree, f"{format} seed {seed}: {text!r} by player {player}"
                        compared += 1
                        possible += was_possible
            game.apply(rng.choice(game.legal_actions()))
    # both answers were reached many times (a check that always refused would not pass)
    assert possible > 200 and compared - possible > 200, (compared, possible)


def test_every_cost_tool_has_a_check() -> None:
    """The tools an ability's cost uses are asked without a dry run."""
    costs = ("counterblast", "countercharge", "soulblast", "soulcharge", "energyblast", "discard")
    assert all(VERBS[verb].reason.__name__ == "reason" for verb in costs)
    assert all(VERBS[verb].reason.__qualname__.startswith("checked.") for verb in costs)

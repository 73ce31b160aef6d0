"""Ladder's one rule, as plain functions over its state: on your turn play a card from your
hand onto your rungs if its value is higher than the top of the ladder, or pass (draw a card;
the ladder is cleared). The first player to empty their hand wins."""

from __future__ import annotations

from playtester.engine.actions import Action
from playtester.engine.changes import Changes
from playtester.engine.errors import Impossible
from playtester.engine.state import Outcome, State, replace
from playtester.games.common import manual
from playtester.games.common.binding import Binding
from playtester.games.common.verbs import Verb, read_nothing, read_one_name, read_sides
from playtester.games.common.zones import find_in
from tests.tinygame.board import LadderFlags, LadderVars, top
from tests.tinygame.cards import value_of
from tests.tinygame.setup import draw


def to_play(state: State) -> int:
    return int(state.vars.active)


def play_reason(state: State, actor: int, name: str) -> str:
    """The rule: the card must climb above the top of the ladder ('' when it does)."""
    card = find_in(state, actor, "hand", name)
    if card is None:
        raise Impossible(f'play: no "{name}" in your hand')
    highest = top(state)
    if highest is not None and value_of(card.card) <= value_of(highest.card):
        return (
            f"play: {name} ({value_of(card.card)}) does not climb above "
            f"{highest.name} ({value_of(highest.card)}) on top of the ladder"
        )
    return ""


def do_play(ch: Changes, actor: int, name: str) -> None:
    card = find_in(ch.state, actor, "hand", name)
    assert card is not None  # the reason raised Impossible otherwise
    ch.move(card.id, actor, "rungs", 0)
    ch.note("play", ch.card(card.id))
    flags: LadderFlags = ch.state.flags[actor]
    ch.update_flags(actor, replace(flags, played=flags.played + 1))
    if not ch.state.zones[actor].get("hand"):
        ch.update(replace(ch.state.vars, outcome=Outcome(actor, "emptied")))
        return
    _next_turn(ch)


def pass_reason(state: State, actor: int) -> str:
    return ""


def do_pass(ch: Changes, actor: int) -> None:
    """Draw a card (none when the deck is empty) and clear the ladder."""
    if draw(ch, actor, 1):
        ch.note("pass", ch.card(ch.state.zones[actor]["hand"][-1]))
    else:
        ch.note("pass")
    for player in (0, 1):
        for card_id in list(ch.state.zones[player].get("rungs", ())):
            ch.move(card_id, player, "spent", 0)
    v: LadderVars = ch.state.vars
    ch.update(replace(v, clears=v.clears + 1))
    _next_turn(ch)


def _next_turn(ch: Changes) -> None:
    v: LadderVars = ch.state.vars
    ch.update(replace(v, turn=v.turn + 1, active=1 - v.active))


def do_concede(ch: Changes, actor: int) -> None:
    ch.note("concede")
    ch.update(replace(ch.state.vars, outcome=Outcome(1 - actor, "conceded")))


def _no_reason(state: State, actor: int, *args: object) -> str:
    return ""


VERBS = {
    "play": Verb(read_one_name, play_reason, do_play),
    "pass": Verb(read_nothing, pass_reason, do_pass),
    "concede": Verb(read_nothing, _no_reason, do_concede, rule=False),
    "roll": Verb(read_sides, _no_reason, manual.roll, rule=False),
    "coin": Verb(read_nothing, _no_reason, manual.coin, rule=False),
}
BINDING = Binding(VERBS, to_play)
check, perform = BINDING.check, BINDING.perform


def legal_actions(state: State) -> list[Action]:
    """Every card of the hand that climbs (each name once), and the pass."""
    if state.vars.outcome is not None:
        return []
    actor = to_play(state)
    names = dict.fromkeys(state.cards[i].name for i in state.zones[actor].get("hand", ()))
    plays = [Action.of("play", [n]) for n in names if not play_reason(state, actor, n)]
    return [*plays, Action("pass")]

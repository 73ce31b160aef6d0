"""WIXOSS's [Action] abilities: `use ZONE [N]` uses the N-th [Action] ability of your LRIG or
SIGNI on that zone, in your main phase with nothing else waiting and its cost payable (the
cost is then paid as the ability's first steps). The legal list and the card's menu offer only
those that may be used now."""

from __future__ import annotations

from playtester.engine.actions import Action, ArgReader
from playtester.engine.errors import Reason
from playtester.engine.state import State
from playtester.engine.table import Tool
from playtester.games.common.abilities import Kind
from playtester.games.common.ability_play import acts
from playtester.games.common.ability_verbs import act_problem, read_pending
from playtester.games.wixoss import flow, manual, refusals
from playtester.games.wixoss.ability_phrases import ability_words
from playtester.games.wixoss.board import FIELD
from playtester.games.wixoss.state import MAIN_PHASE, wx


def read_use(r: ArgReader) -> tuple[str | None, int, str | None]:
    """`use "Name" [N]`: a waiting ability, as `skip` names it; `use ZONE [N]`: the N-th
    [Action] ability of your card on top of that zone."""
    if r.more() and not isinstance(r.peek(), tuple):
        zone = r.word("a zone (C, AL, AR, SL, SC, SR) or a card's name in double quotes")
        if zone not in FIELD:
            raise r.error(f"{zone} is not a zone on the field (C, AL, AR, SL, SC, SR)", last=True)
        n = r.number("the ability's number") if r.more() else 1
        r.done()
        return None, n, zone
    name, n = read_pending(r)
    return name, n, None


def in_time(state: State, actor: int) -> bool:
    """Whether it is the actor's main phase with nothing else to do first (no ability, Life
    Burst or rule-based action waiting)."""
    return wx(state).phase == MAIN_PHASE and flow.who_acts(state) == (actor, flow.TURN)


def act_reason(state: State, actor: int, zone: str, n: int) -> Reason | None:
    """Why the actor's card on `zone` may not use its N-th [Action] ability now (None: it
    may); a card without one cannot, even as an override."""
    from playtester.games.wixoss.rules import ABILITIES  # (the rules use this module)

    card = manual.on_field(state, actor, False, zone, "use")
    why = act_problem(ABILITIES, state, actor, card.id, n, in_time(state, actor))
    if why is not None and why.id == "ability.no_act":
        raise refusals.impossible(why)
    return why


def legal(state: State, player: int) -> list[Action]:
    """The [Action] abilities the player's cards may use now (`use SL 1`), for the legal list
    of the main phase when the player acts for their turn (so it is the moment)."""
    from playtester.games.wixoss.rules import ABILITIES

    named = ABILITIES.named(Kind.ACT, state)  # (asked on every legal list of a main phase)
    out: list[Action] = []
    if not named:
        return out
    zones = state.zones[player]
    for zone in FIELD:
        ids = zones.get(zone)
        if not ids or state.cards[ids[0]].card.name not in named:
            continue
        for n in range(1, len(acts(ABILITIES, state, ids[0])) + 1):
            if not act_problem(ABILITIES, state, player, ids[0], n, True):
                out.append(Action("use", (zone, str(n))))
    return out


def menu(state: State, actor: int, card_id: int, zone: str) -> list[Tool]:
    """The card's [Action] abilities it may use now, for its menu (only those: a cost it
    cannot pay, or the wrong moment, leaves them out)."""
    from playtester.games.wixoss.rules import ABILITIES

    out = []
    abilities = ABILITIES.abilities(state, card_id)
    for n, index in enumerate(acts(ABILITIES, state, card_id), 1):
        if not act_reason(state, actor, zone, n):
            what = ability_words(abilities[index])
            out.append(Tool(f"Use: {what}", f"use {zone} {n}", tip="[Action] " + what))
    return out

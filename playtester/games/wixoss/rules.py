"""Every action of the WIXOSS notation: how to read it, when it is legal, what it does."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

from playtester.engine.actions import Action, ArgReader
from playtester.engine.cards import CardInstance
from playtester.engine.changes import Changes
from playtester.engine.errors import Reason
from playtester.engine.state import State
from playtester.games.common import ability_play
from playtester.games.common import manual as common_manual
from playtester.games.common.ability_verbs import AbilityVerbs, start_act
from playtester.games.common.binding import Binding, Said
from playtester.games.common.verbs import (
    Verb,
    read_count,
    read_maybe_name,
    read_names,
    read_nothing,
    read_one_name,
    tool,
    whole,
)
from playtester.games.wixoss import abilities, acts, battle, flow, manual, placing, refusals, setup
from playtester.games.wixoss.abilities import WixossAbilities
from playtester.games.wixoss.ability_data import bundled
from playtester.games.wixoss.board import (
    FIELD,
    LRIG_ZONES,
    SIGNI_ZONES,
    top,
)
from playtester.games.wixoss.state import wx
from playtester.games.wixoss.text_reader import table_text

# -- reading arguments ------------------------------------------------------------------------


def _pay(r: ArgReader) -> tuple[str, ...] | None:
    if not r.accept("pay"):
        return None
    return r.names()


def _signi_zone(r: ArgReader, wanted: str = "a SIGNI zone (SL, SC, SR)") -> str:
    """A SIGNI zone's name; any other word is refused at its column."""
    zone = r.word(wanted)
    if zone not in SIGNI_ZONES:
        raise r.error(f"{zone} is not a SIGNI zone (SL, SC, SR)", last=True)
    return zone


def _ener(r: ArgReader) -> tuple[str, bool]:
    """`ener "Name"` (from the hand) or `ener SL` (a SIGNI from the field)."""
    if isinstance(r.peek(), tuple):
        return (*read_one_name(r), True)
    zone = _signi_zone(r, "a card name in double quotes, or a SIGNI zone (SL, SC, SR)")
    r.done()
    return zone, False


def _grow(r: ArgReader) -> tuple[str, str | None, tuple[str, ...] | None]:
    name = r.name()
    zone = None
    if r.more() and r.peek() != "pay":
        zone = r.word("an LRIG zone (C, AL, AR)")
        if zone not in LRIG_ZONES:
            raise r.error(f"{zone} is not an LRIG zone (C, AL, AR)", last=True)
    paid = _pay(r)
    r.done()
    return name, zone, paid


def _play(r: ArgReader) -> tuple[str, str, tuple[str, ...] | None]:
    name = r.name()
    zone = _signi_zone(r)
    paid = _pay(r)
    r.done()
    return name, zone, paid


def _zones(r: ArgReader) -> tuple[tuple[str, ...]]:
    zones: list[str] = []
    while r.more():
        zone = _signi_zone(r)
        if zone in zones:
            raise r.error(f"{zone} is named twice", last=True)
        zones.append(zone)
    if not zones:
        raise r.error("name the SIGNI zones to empty", after=" (e.g. remove SL SC)")
    return (tuple(zones),)


def _zone(r: ArgReader) -> tuple[str]:
    """An attacker's zone: any LRIG or SIGNI zone is read (the rules refuse an Assist LRIG)."""
    zone = r.word("a zone that attacks (SL, SC, SR or C)")
    if zone not in FIELD:
        raise r.error(f"{zone} is not a zone that attacks (SL, SC, SR or C)", last=True)
    r.done()
    return (zone,)


_side_zone = whole(manual.read_side_zone)
_side_signi = whole(partial(manual.read_side_zone, field=SIGNI_ZONES))


def _rule(r: ArgReader) -> tuple[str]:
    kinds = tuple(k for k in flow.RULE_ACTIONS if k != "limit")
    kind = r.word(f"the rule-based action to do first ({', '.join(kinds)})", kinds)
    r.done()
    return (kind,)


def _crush(r: ArgReader) -> tuple[bool, int]:
    theirs = r.accept("->")
    return (theirs, *read_count(r))


# -- rule verbs -------------------------------------------------------------------------------


# -- tools ------------------------------------------------------------------------------------


_put_read, _ref, _shuffle = common_manual.zone_readers(manual.read_zone)


def _aim_ref(state: State, actor: int, ref: common_manual.Ref, *rest: Any) -> CardInstance | None:
    return manual.resolve(state, actor, ref, "put")


def _aim_zone(state: State, actor: int, theirs: bool, zone: str, *rest: Any) -> CardInstance | None:
    return top(state, 1 - actor if theirs else actor, zone)


def _down(down: bool) -> Callable[..., None]:
    def perform(ch: Changes, actor: int, theirs: bool, zone: str) -> None:
        manual.set_down(ch, actor, theirs, zone, down)

    return perform


ABILITY = AbilityVerbs(lambda: ABILITIES)  # use, skip, stop (ABILITIES is made below)


def _use_reason(
    state: State, actor: int, name: str | None, n: int, zone: str | None = None
) -> Reason | None:
    if zone is not None and wx(state).resolving is None:
        return acts.act_reason(state, actor, zone, n)
    return ABILITY.use_reason(state, actor, name, n)


def _use_do(ch: Changes, actor: int, name: str | None, n: int, zone: str | None = None) -> None:
    if zone is not None:
        start_act(ABILITIES, ch, actor, manual.on_field(ch.state, actor, False, zone, "use").id, n)
        return
    ABILITY.use(ch, actor, name, n)


VERBS: dict[str, Verb] = {
    "next": Verb(read_nothing, flow.next_reason, flow.do_next),
    "mulligan": setup.MULLIGAN_VERB,
    "ener": Verb(_ener, placing.ener_reason, placing.do_ener),
    "grow": Verb(_grow, placing.grow_reason, placing.do_grow),
    "play": Verb(_play, placing.play_reason, placing.do_play),
    "remove": Verb(_zones, placing.remove_reason, placing.do_remove),
    "attack": Verb(_zone, battle.attack_reason, battle.do_attack),
    "guard": Verb(read_one_name, battle.guard_reason, battle.do_guard),
    "burst": Verb(read_maybe_name, battle.burst_reason, battle.do_burst),
    "rule": Verb(_rule, flow.rule_reason, flow.do_rule),
    **ABILITY.verbs(),  # card abilities: use or skip one waiting, skip a step of one, stop it
    "use": Verb(acts.read_use, _use_reason, _use_do),  # ... or an [Action] ability: use SL 1
    "discard": Verb(read_names, manual.discard_reason, manual.discard, rule=False),
    # tools
    "put": tool(_put_read, manual.put, _aim_ref),
    "draw": tool(read_count, manual.manual_draw),
    "up": tool(_side_zone, _down(False), _aim_zone),
    "down": tool(_side_zone, _down(True), _aim_zone),
    "freeze": tool(_side_zone, manual.freeze, _aim_zone),
    "power": tool(manual.read_modifier, manual.modify, _aim_zone),
    "vanish": tool(_side_signi, manual.vanish, _aim_zone),
    "crush": tool(_crush, manual.crush),
    "charge": tool(read_count, manual.charge),
    "shuffle": tool(_shuffle, common_manual.shuffle),
    "look": common_manual.LOOK,
    "search": common_manual.SEARCH,
    "reveal": tool(_ref, manual.reveal),
    "concede": tool(read_nothing, manual.concede),
    "roll": common_manual.ROLL,
    "coin": common_manual.COIN,
}


# -- judging and doing ------------------------------------------------------------------------


def _shadow(state: State, actor: int, verb: Verb, args: tuple[Any, ...]) -> CardInstance | None:
    """The opponent's Shadow SIGNI a tool aims at, or None."""
    card = verb.aim(state, actor, *args) if verb.aim is not None else None
    return card if card is not None and manual.has_shadow(state, actor, card) else None


def _warning(state: State, actor: int, action: Action, verb: Verb, args: tuple[Any, ...]) -> str:
    """A legal tool aimed at a Shadow SIGNI carries a warning."""
    shadow = _shadow(state, actor, verb, args)
    return "" if shadow is None else manual.shadow_warning(action.verb, shadow)


def _waiting(state: State, actor: int, action: Action, reason: Said) -> Said:
    """A rule action waits for the choice the rules are asking for (a rule-based action, a
    card's ability waiting or being used, a Life Burst)."""
    v = wx(state)
    if (v.pending or v.resolving is not None) and flow.rule_choice(state) is None:
        return ABILITY.waiting(state, action) or reason
    return flow.waiting_reason(state, actor, action.verb) or reason


BINDING = Binding(VERBS, flow.to_play, _waiting, refusals.words, _warning)
check = BINDING.check
ABILITIES: WixossAbilities = WixossAbilities(bundled, BINDING.possible, BINDING.perform, table_text)


def perform(ch: Changes, action: Action) -> None:
    """Carry the action out (noting a tool aimed at a Shadow SIGNI); an action that did the
    step an ability is at moves the ability on; the abilities it triggered wait (a Life
    Burst's is used at once: using the Life Burst is that choice); then the rule check."""
    start = len(ch.events)
    resolving = wx(ch.state).resolving is not None
    options = ability_play.step_options(ABILITIES, ch.state) if resolving else []
    verb, actor, args = BINDING.bind(ch.state, action)
    shadow = _shadow(ch.state, actor, verb, args)
    if shadow is not None:
        ch.note("shadow", ch.card(shadow.id), action.verb)
    verb.perform(ch, actor, *args)
    if options:
        ability_play.after(ABILITIES, ch, action, options)
    ability_play.collect(ABILITIES, ch, start)
    if action.verb == "burst":
        abilities.use_burst(ABILITIES, ch, actor)
    abilities.end_burst(ABILITIES, ch, start)
    flow.rule_check(ch)

"""Every action of the Vanguard notation: how to read it, when it is legal, what it does."""

from __future__ import annotations

from functools import partial
from typing import Any

from playtester.engine.actions import Action, ArgReader
from playtester.engine.changes import Changes
from playtester.engine.errors import Reason
from playtester.engine.state import State
from playtester.games.common import ability_play
from playtester.games.common import manual as common_manual
from playtester.games.common.ability_play import Context, Resolving
from playtester.games.common.ability_verbs import AbilityVerbs, read_pending
from playtester.games.common.binding import Binding, Said
from playtester.games.common.verbs import (
    Verb,
    dry_run,
    read_count,
    read_maybe_name,
    read_names,
    read_nothing,
    read_one_name,
    whole,
)
from playtester.games.common.verbs import tool as _manual  # the manual tools' verbs
from playtester.games.vanguard import (
    battle,
    checks,
    dera,
    flow,
    gassist,
    gifts,
    manual,
    orders,
    placing,
    refusals,
    setup,
    stride,
)
from playtester.games.vanguard.abilities import ABILITIES
from playtester.games.vanguard.board import find_in, is_rear, pick
from playtester.games.vanguard.cards import TRIGGER_KINDS
from playtester.games.vanguard.formats import FORMATS, PIECES, STANDARD, Format
from playtester.games.vanguard.harmony import do_harmony, read_harmony
from playtester.games.vanguard.state import BATTLE, MAIN, vg

# -- reading arguments ----------------------------------------------------------------------------


def _circle(r: ArgReader) -> tuple[str]:
    circle = manual.read_circle(r, "a circle")
    r.done()
    return (circle,)


_side_circle = whole(manual.read_side_circle)
_stand = whole(partial(manual.read_side_circle, also=("all",)))  # `stand [->] CIRCLE` or `all`


def _call(r: ArgReader) -> tuple[str, str]:
    name = r.name()
    circle = manual.read_circle(r, "a rear-guard circle (FL, FR, BL, BC, BR)")
    if not is_rear(circle):
        raise r.error(f"{circle} is not a rear-guard circle", last=True)
    r.done()
    return name, circle


def _move(r: ArgReader) -> tuple[str, str]:
    src = manual.read_circle(r, "the circle to move from")
    dst = manual.read_circle(r, "the circle to move to")
    r.done()
    return src, dst


def _attack(r: ArgReader) -> tuple[str, str, str | None]:
    attacker = manual.read_circle(r, "the attacking unit's circle")
    r.word("'->' before the target", ("->",))
    target = manual.read_circle(r, "the target's circle")
    booster = manual.read_circle(r, "a booster's circle") if r.accept("boost") else None
    r.done()
    return attacker, target, booster


def _critical(r: ArgReader) -> tuple[Any, ...]:
    """`critical FR` gives a critical trigger's +1; `critical FR +1 turn` is a manual change."""
    if len([a for a in r.args if a != "->"]) >= 2:
        return ("modifier", *manual.read_modifier(r))
    return ("assign", _circle(r)[0])


def _power(r: ArgReader) -> tuple[Any, ...]:
    return manual.read_modifier(r)


# -- rule verbs -----------------------------------------------------------------------------------


def _card_in_hand(state: State, actor: int, name: str, verb: str) -> Any:
    card = find_in(state, actor, "hand", name)
    if card is None:
        raise refusals.impossible(
            Reason.of("card.missing", verb=verb, card=name, where="your hand")
        )
    return card


def _ride_reason(state: State, actor: int, name: str) -> Reason | None:
    return placing.ride_reason(state, actor, _card_in_hand(state, actor, name, "ride"))


def _ride_do(ch: Changes, actor: int, name: str) -> None:
    placing.do_ride(ch, actor, _card_in_hand(ch.state, actor, name, "ride").id)


def _call_reason(state: State, actor: int, name: str, circle: str) -> Reason | None:
    card = _card_in_hand(state, actor, name, "call")
    return placing.call_reason(state, actor, card, circle)


def _call_do(ch: Changes, actor: int, name: str, circle: str) -> None:
    placing.do_call(ch, actor, _card_in_hand(ch.state, actor, name, "call").id, circle)


def _guard_reason(state: State, actor: int, names: tuple[str, ...]) -> Reason | None:
    for card_id in pick(state, actor, "hand", names, "guard"):
        reason = battle.guard_reason(state, actor, state.cards[card_id])
        if reason:
            return reason
    return None


def _guard_do(ch: Changes, actor: int, names: tuple[str, ...]) -> None:
    battle.do_guard(ch, actor, pick(ch.state, actor, "hand", names, "guard"))


def _resume(ch: Changes) -> None:
    """After a trigger's last effect is given, the battle goes on by itself."""
    v = vg(ch.state)
    if v.check is None and v.battle is not None and v.phase == BATTLE:
        battle.advance(ch)


def _trigger(r: ArgReader) -> tuple[str, str]:
    """`trigger FR` gives the checked trigger's power; `trigger kind stand` says which trigger
    a card is whose data does not say."""
    if r.accept("kind"):
        kind = r.word("the trigger's kind (critical, draw, heal, stand, front or over)")
        if kind not in TRIGGER_KINDS:
            raise r.error(f"{kind} is not a trigger; say {', '.join(TRIGGER_KINDS)}", last=True)
        r.done()
        return "kind", kind
    return "assign", _circle(r)[0]


def _trigger_reason(state: State, actor: int, mode: str, arg: str) -> Reason | None:
    if mode == "kind":
        return checks.kind_reason(state, actor, arg)
    return checks.assign_reason(state, actor, "trigger", arg)


def _trigger_do(ch: Changes, actor: int, mode: str, arg: str) -> None:
    if mode == "kind":
        checks.say_kind(ch, actor, arg)
    else:
        checks.give(ch, actor, "trigger", arg)
    _resume(ch)


def _critical_reason(state: State, actor: int, mode: str, *args: Any) -> Reason | None:
    if mode == "assign":
        return checks.assign_reason(state, actor, "critical", args[0])
    return dry_run(manual.modify)(state, actor, "critical", *args)


def _critical_do(ch: Changes, actor: int, mode: str, *args: Any) -> None:
    if mode == "assign":
        checks.give(ch, actor, "critical", args[0])
        _resume(ch)
    else:
        manual.modify(ch, actor, "critical", *args)


def _stand_is_trigger(state: State, actor: int, theirs: bool) -> bool:
    check = vg(state).check
    return (
        not theirs
        and check is not None
        and check.player == actor
        and "stand" in checks.pending_parts(state)
    )


def _stand_reason(state: State, actor: int, theirs: bool, circle: str) -> Reason | None:
    if circle == "all":
        return None
    if _stand_is_trigger(state, actor, theirs):
        return checks.assign_reason(state, actor, "stand", circle)
    manual.unit_on(state, actor, theirs, circle, "stand")
    return None


def _stand_do(ch: Changes, actor: int, theirs: bool, circle: str) -> None:
    if circle == "all":
        manual.stand_all(ch, 1 - actor if theirs else actor)
    elif _stand_is_trigger(ch.state, actor, theirs):
        checks.give(ch, actor, "stand", circle)
        _resume(ch)
    else:
        manual.set_rest(ch, actor, theirs, circle, False)


def _heal_reason(state: State, actor: int, name: str | None) -> Reason | None:
    reason = checks.assign_reason(state, actor, "heal", None)
    checks.heal_choice(state, actor, name)
    return reason


def _heal_do(ch: Changes, actor: int, name: str | None) -> None:
    checks.heal(ch, actor, name)
    _resume(ch)


# -- abilities -------------------------------------------------------------------------------


ABILITY = AbilityVerbs(lambda: ABILITIES)  # skip, stop and `use` of a waiting ability


def _read_use(r: ArgReader) -> tuple[str | None, int, str | None]:
    """`use "Name" [N]`: a waiting ability, as `skip` names it; `use CIRCLE [N]`: the N-th
    [ACT] ability of the unit on one of your circles."""
    if r.more() and not isinstance(r.peek(), tuple):
        circle = manual.read_circle(r, "a circle or a card's name")
        n = r.number("the ability's number") if r.more() else 1
        r.done()
        return None, n, circle
    name, n = read_pending(r)
    return name, n, None


def _use_reason(
    state: State, actor: int, name: str | None, n: int, circle: str | None = None
) -> Reason | None:
    if circle is not None and vg(state).resolving is None:
        return act_reason(state, actor, circle, n)
    return ABILITY.use_reason(state, actor, name, n)


def act_reason(state: State, actor: int, circle: str, n: int) -> Reason | None:
    """Why the unit on `circle` may not use its N-th [ACT] ability now (None: it may): only
    in its player's main phase, with nothing else waiting, and its cost payable."""
    card = manual.unit_on(state, actor, False, circle, "use")
    acts = ability_play.acts(ABILITIES, state, card.id)
    if not 0 < n <= len(acts):
        return Reason.of("ability.no_act", card=card.card.name)
    v = vg(state)
    if v.phase != MAIN or v.active != actor or v.pending:
        return Reason.of("ability.act_timing", card=card.card.name)
    if not ability_play.usable(ABILITIES, state, Context(actor, card.id), acts[n - 1]):
        return Reason.of("ability.act_unusable", card=card.card.name)
    return None


def _use_do(ch: Changes, actor: int, name: str | None, n: int, circle: str | None = None) -> None:
    if circle is not None:
        card = manual.unit_on(ch.state, actor, False, circle, "use")
        index = ability_play.acts(ABILITIES, ch.state, card.id)[n - 1]
        ability_play.start(ABILITIES, ch, Resolving(actor, card.id, index))
        return
    ABILITY.use(ch, actor, name, n)


# -- manual verbs ---------------------------------------------------------------------------------


_put_read, _ref, _shuffle = common_manual.zone_readers(manual.read_zone)


def _costs(r: ArgReader) -> tuple[Any, ...]:
    return (manual.read_count_or_names(r),)


VERBS: dict[str, Verb] = {
    "next": Verb(read_nothing, flow.next_reason, flow.do_next),
    "mulligan": setup.MULLIGAN_VERB,
    "ride": Verb(read_one_name, _ride_reason, _ride_do),
    "call": Verb(_call, _call_reason, _call_do),
    "move": Verb(_move, placing.move_reason, placing.do_move),
    "attack": Verb(_attack, battle.attack_reason, battle.do_attack),
    "guard": Verb(read_names, _guard_reason, _guard_do),
    "intercept": Verb(_circle, battle.intercept_reason, battle.do_intercept),
    "trigger": Verb(_trigger, _trigger_reason, _trigger_do),
    "critical": Verb(_critical, _critical_reason, _critical_do),
    "stand": Verb(_stand, _stand_reason, _stand_do),
    "heal": Verb(read_maybe_name, _heal_reason, _heal_do),
    "stride": Verb(stride.read, stride.reason, stride.perform),
    "gassist": Verb(gassist.read, gassist.reason, gassist.perform),
    "force": Verb(gifts.read_force, gifts.force_reason, gifts.do_force),
    "ridedeck": Verb(dera.read_ridedeck, placing.ridedeck_reason, placing.do_ridedeck),
    "generator": Verb(dera.read_generator, dera.generator_reason, dera.do_generator),
    "use": Verb(_read_use, _use_reason, _use_do),
    "order": Verb(read_one_name, orders.reason, orders.perform),
    "skip": ABILITY.verbs()["skip"],
    "stop": ABILITY.verbs()["stop"],
    # manual tools
    "put": _manual(_put_read, manual.put, check=manual.put_check),
    "draw": _manual(read_count, manual.manual_draw, check=manual.draw_check),
    "retire": _manual(_side_circle, manual.retire, check=manual.unit_check("retire")),
    "rest": _manual(
        _side_circle,
        lambda ch, a, t, c: manual.set_rest(ch, a, t, c, True),
        check=manual.unit_check("rest"),
    ),
    "flip": _manual(_ref, manual.flip),
    "faceup": _manual(_ref, manual.face_up),
    "power": _manual(
        _power,
        lambda ch, a, *args: manual.modify(ch, a, "power", *args),
        check=manual.unit_check("power"),
    ),
    "restrict": _manual(
        manual.read_restriction, manual.restrict, check=manual.unit_check("restrict")
    ),
    "mark": _manual(manual.read_mark, manual.mark, check=manual.unit_check("mark")),
    "shield": _manual(manual.read_shield, manual.shield),
    "harmony": _manual(read_harmony, do_harmony, check=manual.unit_check("harmony")),  # vocab16
    "drive": _manual(
        _power,
        lambda ch, a, *args: manual.modify(ch, a, "drive", *args),
        check=manual.unit_check("drive"),
    ),
    "counterblast": _manual(
        _costs, manual.counterblast, check=manual.cost_check("damage", "counterblast", False)
    ),
    "countercharge": _manual(
        _costs, manual.countercharge, check=manual.cost_check("damage", "countercharge", True)
    ),
    "soulblast": _manual(
        _costs, manual.soulblast, check=manual.cost_check("soul", "soulblast", False)
    ),
    "soulcharge": _manual(read_count, manual.soulcharge, check=manual.soulcharge_check),
    "energyblast": _manual(dera.read_amount, dera.tool_blast, check=dera.blast_check),
    "energycharge": _manual(dera.read_amount, dera.tool_charge),
    "discard": _manual(read_names, manual.discard, check=manual.discard_check),
    "shuffle": _manual(_shuffle, common_manual.shuffle),
    "look": common_manual.LOOK,
    "search": common_manual.SEARCH,
    "reveal": _manual(_ref, common_manual.reveal),
    "legion": _manual(_ref, manual.legion),
    "gift": Verb(gifts.read_gift, gifts.gift_reason, gifts.do_gift, rule=False),
    "concede": _manual(read_nothing, manual.concede),
    "roll": common_manual.ROLL,
    "coin": common_manual.COIN,
}


# -- each format's verbs --------------------------------------------------------------------------


def _absent(verb: Verb, why: Reason) -> Verb:
    """A verb of a rule piece the format lacks: read as usual, then refused with the piece's
    reason, which not even an override gets past (there is no G zone to stride from)."""

    def refuse(*_: Any) -> None:
        raise refusals.impossible(why)

    return Verb(verb.read, refuse, refuse, rule=verb.rule)


def compose_verbs(fmt: Format) -> dict[str, Verb]:
    """The verb table of a format, in the order of `VERBS`: the verbs of its pieces, and each
    verb of a piece it lacks refused with that piece's reason."""
    refused = {
        name: piece.refusal(name)
        for piece in PIECES
        if piece.refusal is not None and not fmt.has(piece)
        for name in piece.verbs
    }
    return {
        name: verb if name in fmt.verbs else _absent(verb, refused[name])
        for name, verb in VERBS.items()
        if name in fmt.verbs or name in refused
    }


FORMAT_VERBS = {name: compose_verbs(fmt) for name, fmt in FORMATS.items()}  # once per format
_CLASSIC_VERBS = compose_verbs(STANDARD)  # a state of a format made elsewhere


# -- judging and doing ----------------------------------------------------------------------------


def _verbs_of(state: State) -> dict[str, Verb]:
    """The verbs of the state's format."""
    return FORMAT_VERBS.get(state.format, _CLASSIC_VERBS)


def _waiting(state: State, actor: int, action: Action, reason: Said) -> Said:
    """A Force marker waits for its circle: every other rule action waits with it. An ability
    waiting for its player, or being used, waits the same way (its steps are tools)."""
    if reason:
        return reason
    v = vg(state)
    if action.verb != "force" and v.gift is not None:
        return gifts.blocked(action.verb)
    if v.check is None:
        return ABILITY.waiting(state, action)
    return reason


BINDING = Binding(VERBS, flow.to_play, _waiting, refusals.words, format_verbs=_verbs_of)
check = BINDING.check


possible = BINDING.possible  # whether a step's action can be done: its verb's own reason


def perform(ch: Changes, action: Action) -> None:
    """Carry the action out, then what follows every action (a check left with nothing to
    give ends; the abilities it triggered wait; the rule check). An action that did the step
    an ability is at moves the ability on."""
    start = len(ch.events)
    v = vg(ch.state)
    options = ability_play.step_options(ABILITIES, ch.state) if v.resolving is not None else []
    BINDING.perform(ch, action)
    if options:
        ability_play.after(ABILITIES, ch, action, options)
    ability_play.collect(ABILITIES, ch, start)
    if vg(ch.state).check is not None and not checks.pending_parts(ch.state):
        # a tool took away what the waiting trigger could still give (its only target): the
        # check ends and the battle goes on, rather than waiting for a choice nobody can make
        checks.finish(ch)
        _resume(ch)
    flow.rule_check(ch)

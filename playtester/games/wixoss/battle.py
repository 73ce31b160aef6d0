"""The attack phase: SIGNI attacks and battles, the Center LRIG's attacks and the guard step,
damage, crushes and Life Bursts."""

from __future__ import annotations

from playtester.engine.changes import Changes
from playtester.engine.errors import Reason
from playtester.engine.state import State, replace
from playtester.games.wixoss import refusals
from playtester.games.wixoss.board import (
    MIRROR,
    C,
    card_of,
    declare_winner,
    find_in,
    from_life,
    mark,
    player_name,
    power,
    send,
    top,
)
from playtester.games.wixoss.state import (
    ATTACK_PHASE,
    GUARD_STEP,
    LRIG_STEP,
    SETUP_PHASE,
    SIGNI_STEP,
    Ending,
    flags_of,
    wx,
)

# -- attacking --------------------------------------------------------------------------------


def attack_reason(state: State, actor: int, zone: str) -> Reason | None:
    v = wx(state)
    if zone in ("AL", "AR"):
        raise refusals.impossible(Reason.of("attack.assist"))
    card = top(state, actor, zone)
    if card is None:
        if zone == C:
            raise refusals.impossible(Reason.of("attack.no_lrig"))
        raise refusals.impossible(Reason.of("attack.no_signi", zone=zone))
    if v.phase != ATTACK_PHASE:
        if v.turn == 1 and actor == v.first:
            return Reason.of("attack.first_turn")
        return Reason.of("attack.phase")
    if v.turn == 1 and actor == v.first:
        return Reason.of("attack.first_turn")
    step = v.step
    if zone == C and step != LRIG_STEP:
        return Reason.of("attack.lrig_step")
    if zone != C and step != SIGNI_STEP:
        return Reason.of("attack.signi_step")
    if card.rested:
        if zone == C:
            return Reason.of("attack.down_lrig", card=card.name)
        return Reason.of("attack.down_signi", card=card.name, zone=zone)
    return None


def do_attack(ch: Changes, actor: int, zone: str) -> None:
    """The attacker goes down; a SIGNI battles the SIGNI facing it or damages the opponent; the
    Center LRIG's attack opens the guard step."""
    state = ch.state
    card = top(state, actor, zone)
    if card is None:
        raise refusals.impossible(Reason.of("attack.nothing", zone=zone))
    ch.turn(card.id, rested=True)
    foe = 1 - actor
    printed = card_of(card)
    crushes = 2 if printed.has("double_crush") else 1
    if zone == C:
        ch.note("lrig attack", ch.card(card.id))
        ch.update(replace(wx(state), step=GUARD_STEP))
        return
    facing = MIRROR[zone]
    defender = top(state, foe, facing)
    ch.note("attack", ch.card(card.id), zone)
    if printed.has("assassin"):
        ch.note("assassin", ch.card(card.id))
        damage(ch, actor, crushes)
    elif defender is not None:
        attack, defence = power(state, actor, zone), power(state, foe, facing)
        won = attack >= defence
        ch.note("battle", ch.card(card.id), attack, ch.card(defender.id), defence, int(won))
        if won:
            vanish(ch, defender.id)
            if printed.has("lancer"):
                ch.note("lancer", ch.card(card.id))
                crush(ch, foe, 1)
    else:
        damage(ch, actor, crushes)


def vanish(ch: Changes, card_id: int) -> None:
    """A SIGNI is vanished: it goes to its owner's Ener zone (cards under it to the trash)."""
    zone = ch.state.where[card_id][1]
    ch.note("vanish", ch.card(card_id), zone)
    send(ch, card_id, "ener")


# -- damage and crushes -----------------------------------------------------------------------


def damage(ch: Changes, attacker: int, crushes: int = 1) -> None:
    """An attack damages the opponent: with no Life Cloth left they lose; else the top Life
    Cloth is crushed (two with Double Crush, one if only one is left)."""
    foe = 1 - attacker
    life = len(ch.state.zones[foe].get("life", ()))
    if life == 0:
        declare_winner(ch, attacker, Ending.DAMAGE)
        return
    crush(ch, foe, min(crushes, life))


def crush(ch: Changes, player: int, n: int = 1) -> int:
    """Crush the top n Life Cloth (as many as there are): each goes to the check zone; one with
    a Life Burst waits there for its owner's choice, the others go on to the Ener zone. A
    crush with no Life Cloth left does nothing. Returns how many were crushed."""
    state = ch.state
    done = 0
    for _ in range(n):
        life = state.zones[player].get("life")
        if not life:
            break
        card_id = life[0]
        send(ch, card_id, "check")
        burst = card_of(state.cards[card_id]).burst
        ch.note("crush", ch.card(card_id), int(burst))  # notes hold numbers, not flags
        if not burst:
            send(ch, card_id, "ener")
        done += 1
    return done


def waiting_bursts(state: State, player: int) -> list[int]:
    """The Life Burst cards in the player's check zone, waiting for their owner's choice: only
    those revealed there from the Life Cloth (rules text, section 5, "Life burst"); a Burst
    card put there from the deck or the hand is no Life Burst."""
    ids = state.zones[player].get("check", ())
    return [i for i in ids if card_of(state.cards[i]).burst and from_life(state, i)]


def using_burst(state: State, player: int) -> int | None:
    """The card whose Life Burst the player is using now (doing its effect), or None."""
    return flags_of(state, player).bursting


def burst_player(state: State) -> int | None:
    """The player doing a Life Burst's effect, else the one with a Life Burst waiting (the
    turn player first), or None."""
    v = wx(state)
    if v.outcome is not None or v.phase == SETUP_PHASE:
        return None
    active = v.active
    for player in (active, 1 - active):
        if using_burst(state, player) is not None:
            return player
    for player in (active, 1 - active):
        if waiting_bursts(state, player):
            return player
    return None


def _waiting(state: State, actor: int, name: str | None) -> int:
    waiting = waiting_bursts(state, actor)
    if not waiting:
        raise refusals.impossible(Reason.of("burst.none"))
    if name is None:
        return waiting[0]
    named = [i for i in waiting if state.cards[i].name == name]
    if not named:
        raise refusals.impossible(Reason.of("burst.missing", card=name))
    return named[0]


def burst_reason(state: State, actor: int, name: str | None) -> Reason | None:
    _waiting(state, actor, name)
    return None


def do_burst(ch: Changes, actor: int, name: str | None) -> None:
    """Use a waiting Life Burst: its owner now does the effect (card text, with the tools)
    and says when it is done (`finish_burst`); the card stays in the check zone meanwhile, as
    the Life Cloth goes to the Ener zone after the Life Burst (section 5, Life Cloth / Crush)."""
    card_id = _waiting(ch.state, actor, name)
    ch.note("burst", ch.card(card_id))
    mark(ch, "from_life", card_id, False)  # no longer waiting: being used
    ch.update_flags(actor, replace(flags_of(ch.state, actor), bursting=card_id))


def finish_burst(ch: Changes, player: int) -> None:
    """The owner is done with the Life Burst's effect: the card goes to the Ener zone (unless
    the effect took it elsewhere), and the game goes on."""
    card_id = using_burst(ch.state, player)
    assert card_id is not None
    ch.note("burst done", ch.card(card_id))
    ch.update_flags(player, replace(flags_of(ch.state, player), bursting=None))
    if ch.state.where.get(card_id) == (player, "check"):
        send(ch, card_id, "ener")


def decline_burst(ch: Changes) -> None:
    """Decline the first waiting Life Burst: the card goes to the Ener zone unused."""
    player = burst_player(ch.state)
    assert player is not None
    card_id = waiting_bursts(ch.state, player)[0]
    ch.note("no burst", ch.card(card_id))
    send(ch, card_id, "ener")


# -- the guard step ---------------------------------------------------------------------------


def guard_reason(state: State, actor: int, name: str) -> Reason | None:
    card = find_in(state, actor, "hand", name)
    if card is None:
        raise refusals.missing("guard", name, "hand")
    v = wx(state)
    if v.phase != ATTACK_PHASE or v.step != GUARD_STEP:
        return Reason.of("guard.step")
    if not card_of(card).guard:
        return Reason.of("guard.no_guard", card=name)
    return None


def do_guard(ch: Changes, actor: int, name: str) -> None:
    """Discard a Guard card: the LRIG attack is prevented and the LRIG attack step goes on."""
    card = find_in(ch.state, actor, "hand", name)
    if card is None:
        raise refusals.missing("guard", name, "hand")
    send(ch, card.id, "trash")
    ch.note("guard", ch.card(card.id))
    v = wx(ch.state)
    if v.step == GUARD_STEP:
        ch.update(replace(v, step=LRIG_STEP))


def take_lrig_attack(ch: Changes) -> None:
    """No guard: the Center LRIG's attack damages the defender; back to the LRIG attack step."""
    state = ch.state
    attacker = wx(state).active
    lrig = top(state, attacker, C)
    crushes = 2 if lrig is not None and card_of(lrig).has("double_crush") else 1
    ch.note("no guard", player_name(state, 1 - attacker))
    ch.update(replace(wx(state), step=LRIG_STEP))
    damage(ch, attacker, crushes)

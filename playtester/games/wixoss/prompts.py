"""What the phase bar tells the player now: where the WIXOSS turn is, what they may do, what
Next does, and the buttons of the moment (Keep Hand, Grow, Guard, Use Life Burst, Discard)."""

from __future__ import annotations

from playtester.engine import Game
from playtester.engine.actions import Action
from playtester.engine.state import State, replace
from playtester.engine.table import Prompt, Tool
from playtester.games.common.ability_prompt import Phrasing, ability_prompt, plain_buttons
from playtester.games.wixoss import battle, flow
from playtester.games.wixoss.ability_phrases import ability_words, step_words
from playtester.games.wixoss.board import (
    FIELD,
    HAND_LIMIT,
    C,
    center,
    count,
    level_total,
    player_name,
    top,
)
from playtester.games.wixoss.commands import KEEP, MULLIGAN
from playtester.games.wixoss.rules import ABILITIES
from playtester.games.wixoss.state import (
    ATTACK_PHASE,
    END_PHASE,
    ENER_PHASE,
    GROW_PHASE,
    MAIN_PHASE,
    SETUP_PHASE,
    flags_of,
    wx,
)
from playtester.games.wixoss.words import outcome_words

PHASE_NAMES = ("Up", "Draw", "Ener", "Grow", "Main", "Attack", "End")
STEP_NAMES = {"pre": "Pre-attack", "defense": "Defense", "signi": "SIGNI", "lrig": "LRIG",
              "guard": "Guard"}  # fmt: skip
PHASES = tuple(
    (name, tuple(STEP_NAMES.values()) if name == "Attack" else ()) for name in PHASE_NAMES
)


def phases(format: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The phase bar's phases and steps: one format, one turn."""
    return PHASES


GROW = Tool("Grow\u2026", "grow", tip="Choose the LRIG to grow into and the Ener that pays")
GUARD = Tool("Guard\u2026", "guard", tip="Discard a Guard card: the LRIG attack is prevented")
BURST = Tool(
    "Use Life Burst", "burst", tip="Its effect is offered step by step (or done with the tools)"
)
DISCARD = Tool("Discard", "discard", selection=True, tip="Discard the selected cards")


def prompt(game: Game, me: int, result: str) -> Prompt:
    """What the phase bar says to `me` now (`result`: the table's words for a finished game)."""
    state = game.state
    v = wx(state)
    to_play = game.to_play
    turn = v.turn
    headline = f"Turn {turn} \u00b7 {player_name(state, v.active)}" if turn else ""
    headline = headline or "Before the game"
    phase = v.phase
    step = STEP_NAMES.get(str(v.step), "") if phase == ATTACK_PHASE else ""
    phase_name = phase.capitalize()
    mine = to_play == me
    who = "" if mine else f"{player_name(state, to_play)} "
    if v.outcome is not None:
        how = outcome_words(v.outcome, state.names)
        return Prompt(headline, "Game over", "", f"{result}. {how}.", "")
    if phase == SETUP_PHASE:
        text = (
            f"{player_name(state, to_play)}: click the cards to put back, then Mulligan, or keep "
            "the hand."
        )
        return Prompt(headline, "Set-up", "", text, "", (KEEP, MULLIGAN))
    kinds = flow.rule_actions(state, to_play) if flow.rule_choice(state) is not None else ()
    if len(kinds) > 1:
        return _rule_order(game, me, kinds, Prompt(headline, phase_name, step, "", ""))
    if kinds:
        lrig = center(state, to_play)
        limit = lrig.limit if lrig is not None else 0
        total = level_total(state, to_play)
        text = (
            f"Limit: the SIGNI's levels add up to {total}, over the Center LRIG's limit of "
            f"{limit}. "
            + (
                "Click a SIGNI to put it into the trash."
                if mine
                else f"{who}chooses SIGNI to put into the trash."
            )
        )
        return Prompt(headline, phase_name, step, text, "")
    if v.resolving is not None or v.pending:
        where = Prompt(headline, phase_name, step, "", "")
        return ability_prompt(game, me, ABILITIES, where, PHRASING)
    if battle.burst_player(state) is not None:
        return _burst(game, me, headline, phase_name, step)
    if phase == ENER_PHASE:
        if flags_of(state, to_play).ener:
            text = "You have charged Ener this turn (once a turn); go on to the grow phase."
        else:
            text = (
                "Ener phase: drag a card from your hand, or one of your SIGNI, onto your Ener "
                "zone (once), or go on."
            )
        return Prompt(headline, "Ener", "", text, "End ener phase")
    if phase == GROW_PHASE:
        can = any(a.verb == "grow" for a in game.legal_actions())
        return Prompt(headline, "Grow", "", _grow_text(game, me, can), "End grow phase",
                      (GROW,) if can else ())  # fmt: skip
    if phase == MAIN_PHASE:
        first_turn = turn == 1 and v.active == v.first
        label = "Go to end phase" if first_turn else "Go to attack"
        return Prompt(headline, "Main", "", _main_text(game, me), label)
    if phase == ATTACK_PHASE:
        return _attack(game, me, headline, step)
    if phase == END_PHASE:
        hand = count(state, to_play, "hand")
        if hand > HAND_LIMIT:
            over = hand - HAND_LIMIT
            text = (
                f"End phase: {hand} cards in hand; click {over} to discard, then Discard (down "
                f"to {HAND_LIMIT})."
                if mine
                else f"End phase: {who}discards down to {HAND_LIMIT}."
            )
            return Prompt(headline, "End", "", text, "End turn", (DISCARD,) if mine else ())
        return Prompt(headline, "End", "", "End of the turn.", "End turn")
    return Prompt(headline, phase_name, "", "", "Next")


def _on_field(action: Action) -> bool:
    """A step's action on a card of the field: a click on it does it (no button needed)."""
    return any(isinstance(a, str) and a in FIELD for a in action.args)


PHRASING = Phrasing(ability_words, step_words, plain_buttons(_on_field))  # the prompt's words


def _grow_text(game: Game, me: int, can: bool) -> str:
    """The grow phase: what may grow, or why nothing can."""
    state = game.state
    lrig = center(state, me)
    if flags_of(state, me).grown:
        return "Your Center LRIG has grown this turn (once a turn); go on to the main phase."
    if lrig is None:
        return "You have no Center LRIG to grow; go on."
    level = lrig.level + 1
    if can:
        return (
            f"Grow phase: your Center LRIG may grow into a level {level} {lrig.lrig_type} from "
            "your LRIG deck: drag it from the LRIG deck's viewer onto the Center, or press Grow."
        )
    return (
        f"Grow phase: no level {level} {lrig.lrig_type} in your LRIG deck that your Ener zone can "
        "pay for; go on."
    )


def _main_text(game: Game, me: int) -> str:
    state = game.state
    lrig = center(state, me)
    if lrig is None:
        return "Main phase: play SIGNI, spells and arts (with the tools); then go on."
    total = level_total(state, me)
    usable = any(a.verb == "use" for a in game.legal_actions()) and game.to_play == me
    acts = " [Action] abilities from a card's menu (right-click);" if usable else ""
    return (
        f"Main phase: play SIGNI onto your SIGNI zones (level {lrig.level} or less; their levels "
        f"{total} of the limit {lrig.limit}), grow Assist LRIGs;{acts} spells and arts with the "
        "tools."
    )


FIRST = {"vanish": "Vanish First", "level": "Level Rule First", "refresh": "Refresh First"}


def _rule_order(game: Game, me: int, kinds: tuple[str, ...], where: Prompt) -> Prompt:
    """Several rule-based actions apply at once: their player chooses which comes first."""
    state = game.state
    listed = "; ".join(flow.RULE_WORDS[k] for k in kinds)
    if game.to_play != me:
        text = f"Rule-based actions: {player_name(state, game.to_play)} chooses which comes first."
        return replace(where, text=text)
    text = f"Rule-based actions at once: {listed}. They have no order: choose which comes first"
    limit = " (or click a SIGNI to put it into the trash for the limit)" if "limit" in kinds else ""
    text += limit + "."
    buttons = tuple(Tool(FIRST[k], f"rule {k}") for k in kinds if k != "limit")
    return replace(where, text=text, buttons=buttons)


def _burst(game: Game, me: int, headline: str, phase: str, step: str) -> Prompt:
    state = game.state
    owner = battle.burst_player(state)
    assert owner is not None
    using = battle.using_burst(state, owner)
    if owner != me:
        return Prompt(headline, phase, step, _burst_elsewhere(state, owner, using), "")
    if using is not None:
        text = (
            f"Life Burst of {state.cards[using].card.name}: do its effect with the tools (the "
            "cards' and zones' menus, drags), then press Done; it then goes to your Ener zone."
        )
        return Prompt(headline, phase, step, text, "Done")
    waiting = _waiting_bursts(state, owner)
    listed = " and ".join(waiting)
    text = (
        f"Life Burst! {listed} was crushed from your Life Cloth. Use it (then do its effect with "
        "the tools and press Done) or decline it; either way it goes to your Ener zone."
    )
    if len(waiting) > 1:
        text = (
            f"Life Bursts! {listed} were crushed. Use or decline them one at a time, in the "
            "order you choose."
        )
        buttons = tuple(Tool(f"Use {n}", f'burst "{n}"') for n in waiting)
    else:
        buttons = (BURST,)
    return Prompt(headline, phase, step, text, "Decline", buttons)


def _burst_elsewhere(state: State, owner: int, using: int | None) -> str:
    """What the other player is told while a Life Burst waits for its owner (`using`: the one
    whose effect the owner is doing, if any)."""
    who = player_name(state, owner)
    if using is not None:
        return f"Life Burst: {who} is doing the effect of {state.cards[using].card.name}."
    return (
        f"Life Burst: {who} decides whether to use {' and '.join(_waiting_bursts(state, owner))}."
    )


def _waiting_bursts(state: State, owner: int) -> list[str]:
    """The names of the Life Bursts waiting for their owner to use or decline them."""
    return sorted({state.cards[i].card.name for i in battle.waiting_bursts(state, owner)})


ATTACK_BUTTONS = {  # the button that goes on from each attack step but the guard step
    "Pre-attack": "End pre-attack step",
    "Defense": "End defense step",
    "SIGNI": "Go to LRIG attack",
    "LRIG": "End attack phase",
}


def _attack(game: Game, me: int, headline: str, step: str) -> Prompt:
    state = game.state
    to_play = game.to_play
    who = player_name(state, to_play)
    if step != "Guard":
        text = _attack_text(game, step, to_play == me, who)
        return Prompt(headline, "Attack", step, text, ATTACK_BUTTONS.get(step, "Next"))
    attacker = player_name(state, wx(state).active)
    if to_play != me:
        text = f"{attacker}'s Center LRIG attacks: {who} decides whether to guard."
        return Prompt(headline, "Attack", step, text, "")
    can = any(a.verb == "guard" for a in game.legal_actions())
    text = f"{attacker}'s Center LRIG attacks you: " + (
        "discard a Guard card (click it, or Guard) to prevent it, or take it (a Life Cloth "
        "is crushed)."
        if can
        else "you have no Guard card; take it (a Life Cloth is crushed)."
    )
    return Prompt(headline, "Attack", step, text, "Take it", (GUARD,) if can else ())


def _attack_text(game: Game, step: str, mine: bool, who: str) -> str:
    """What the player to play is told in an attack step before the guard step."""
    if step == "Pre-attack":
        return (
            "Pre-attack step: use [Attack Phase] cards with the tools, grow Assist LRIGs; then "
            "go on."
        )
    if step == "Defense":
        if mine:
            return (
                "Defense step: use [Attack Phase] arts with the tools, grow Assist LRIGs; then go "
                "on."
            )
        return f"Defense step: {who} may use arts or grow Assist LRIGs."
    if step == "SIGNI":
        if any(a.verb == "attack" for a in game.legal_actions()):
            return "Drag an up SIGNI forward (or click it) to attack the zone it faces."
        return "No SIGNI of yours can attack now (a down SIGNI cannot)."
    if step == "LRIG":
        lrig = top(game.state, wx(game.state).active, C)
        if lrig is not None and not lrig.rested:
            return "Drag your Center LRIG forward (or click it) to attack; the defender may guard."
        return "Your Center LRIG has attacked (it is down); end the attack phase."
    return ""

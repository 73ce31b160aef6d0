"""What the phase bar tells the player now: where the game is, what they may do, what Next
does, and the buttons of the moment (Keep Hand, Heal, Stride, G-Assist)."""

from __future__ import annotations

from playtester.engine import Game
from playtester.engine.actions import Action
from playtester.engine.table import Prompt, Tool
from playtester.games.common.abilities import Step
from playtester.games.common.ability_prompt import Phrasing, ability_prompt
from playtester.games.common.words import power_text, sentence
from playtester.games.vanguard import refusals, stride
from playtester.games.vanguard.abilities import ABILITIES
from playtester.games.vanguard.ability_phrases import COSTS, ability_words, step_words
from playtester.games.vanguard.ability_words import alternatives
from playtester.games.vanguard.board import (
    PERSONA_BONUS,
    VC,
    grade,
    is_g_unit,
    is_rear,
    vanguard,
)
from playtester.games.vanguard.cards import vanguard_card
from playtester.games.vanguard.checks import (
    checked_card,
    kind_choices,
    pending_parts,
    trigger_kind,
)
from playtester.games.vanguard.commands import KEEP, MULLIGAN
from playtester.games.vanguard.formats import find_format, format_of
from playtester.games.vanguard.state import RIDE, flags_of, vg
from playtester.games.vanguard.words import loss_words

PHASE_NAMES = ("Stand", "Draw", "Ride", "Main", "Battle", "End")
STEP_NAMES = ("Attack", "Guard", "Drive", "Damage")


def phases(format: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The phases, each with its steps: the battle's, and those the format's pieces put in
    the ride phase (the G era's stride step; its ride step is the ride phase itself)."""
    ride = tuple(step.title() for step in find_format(format).steps_of(RIDE))
    steps = {"Battle": STEP_NAMES, "Ride": ride}
    return tuple((name, steps.get(name, ())) for name in PHASE_NAMES)


TOP_RIDE_GRADE = 3  # units ride up to grade 3; grade 4 cards are G units, which stride

HEAL = Tool("Heal", "heal")
STRIDE = Tool("Stride\u2026", "stride")  # the G unit and the discards are chosen next
GASSIST = Tool("G-Assist\u2026", "gassist")  # the card to take and the payment are chosen next


def prompt(game: Game, me: int, result: str) -> Prompt:
    """What the phase bar says to `me` now (`result`: the table's words for a finished game)."""
    state = game.state
    v = vg(state)
    names = state.names
    to_play = game.to_play
    you = "you" if to_play == me else names[to_play]
    turn = v.turn
    phase = v.phase.value
    step = "" if v.step is None else v.step.value
    headline = f"Turn {turn} \u00b7 {names[v.active]}" if turn else "Before the game"
    if v.outcome is not None:
        why = loss_words(v.outcome, names)  # the table's words, then why: "...: Ben concedes."
        return Prompt(headline, "Game over", "", f"{result}: {why}." if why else f"{result}.", "")
    if phase == "setup":
        return Prompt(
            headline,
            "Set-up",
            "",
            f"{names[to_play]}: click the cards to send back, then Mulligan, or keep the hand.",
            "",
            (KEEP, MULLIGAN),
        )
    step_name = step.capitalize() if phase == "battle" and step != "close" else ""
    phase_name = phase.capitalize()
    gift = v.gift
    if gift is not None:
        who = "" if gift.player == me else f"{names[gift.player]} must "
        text = "Imaginary Gift: Force. " + sentence(
            f"{who}click a glowing circle to place the Force marker."
        )
        return Prompt(headline, phase_name, step_name, text, "")
    if v.check is None and (v.resolving is not None or v.pending):
        where = Prompt(headline, phase_name, step_name, "", "")
        return ability_prompt(game, me, ABILITIES, where, PHRASING)
    check = v.check
    if check is not None:
        card = vanguard_card(checked_card(state))
        parts = pending_parts(state)
        kind = check.kind
        who = "" if to_play == me else f"{names[to_play]} must "
        if parts == ["kind"]:  # its data does not say which trigger it is: a button for each
            choices = kind_choices(state)
            says = f" {names[to_play]} says." if to_play != me else ""
            text = (
                f"{kind.capitalize()} check: which trigger is {card.name}?{says} Its card data"
                " does not say; the answer is kept for this card."
            )
            tools = tuple(Tool(k.capitalize(), f"trigger kind {k}") for k in choices)
            return Prompt(headline, phase_name, step_name, text, "", tools)
        what = f"{kind.capitalize()} check: {card.name} is a {trigger_kind(state)} trigger. "
        if "power" in parts:
            text = f"click a unit to give it +{power_text(card.trigger_power)} power"
        elif "critical" in parts:
            text = "click a unit to give it +1 critical"
        elif "stand" in parts:
            text = "click a rested rear-guard to stand it"
        else:
            text = "press Heal to heal one damage"
        return Prompt(
            headline,
            phase_name,
            step_name,
            what + sentence(who + text) + ".",
            "",
            (HEAL,) if parts == ["heal"] else (),
        )
    if phase == "draw" and step == "gassist":
        text = (
            "G-Assist: you have no card to ride next. Look at the top five cards of your deck "
            "for one (paying two hand cards and two G zone cards), or decline."
        )
        return Prompt(headline, "Draw", "", text, "Decline G-Assist", (GASSIST,))
    if phase == "ride" and step == "stride":
        can = any(a.verb == "stride" for a in game.legal_actions())
        return Prompt(headline, "Ride", "Stride", _stride_text(game, me, can), "End stride step",
                      (STRIDE,) if can else ())  # fmt: skip
    if phase == "ride":
        label = "End ride step" if format_of(state).steps_of(RIDE) else "End ride phase"
        return Prompt(headline, phase_name, "", _ride_text(game, me), label)
    if phase == "main":
        text = "Call units from your hand to your rear-guard circles; move them within a column."
        text = _persona_text(game, me) + text
        return Prompt(headline, phase_name, "", text, "Go to battle")
    if phase == "battle" and step == "guard":
        fight = v.battle
        assert fight is not None  # the guard step's
        attacker = v.active
        attack = game.power(attacker, fight.attacker)
        defence = game.power(1 - attacker, fight.target)
        blitz = any(a.verb == "order" for a in game.legal_actions()) if to_play == me else False
        text = f"{names[attacker]} attacks {fight.target} with {attack:,} against {defence:,}. " + (
            "Drag guardians onto the guardian circle, or intercept"
            + (", or play a Blitz Order on your drop zone" if blitz else "")
            + ", then No more guardians."
            if to_play == me
            else f"{names[to_play]} chooses guardians."
        )
        return Prompt(headline, phase_name, "Guard", text, "No more guardians")
    if phase == "battle":
        if turn == 1:
            text = "The player who goes first cannot attack on the first turn."
        elif not any(a.verb == "attack" for a in game.legal_actions()):
            text = "You have no unit that can attack now (a rested unit cannot); end the battle."
        else:
            text = "Drag a front-row unit onto an opposing unit to attack."
        return Prompt(headline, phase_name, step_name, text, "End battle")
    if phase == "end":
        return Prompt(
            headline, "End", "", f"End of {you if you != 'you' else 'your'} turn.", "End turn"
        )
    return Prompt(headline, phase_name, "", "", "Next")


def _step_buttons(offered: list[Action], step: Step | None) -> tuple[Tool, ...]:
    """The buttons of a step's actions that no click on a card does: one button each, or one
    that opens the cost picker when the step names the cards it pays with (for a choice of
    costs, each cost's own)."""
    if step is not None and step.verb == "either":
        return tuple(
            button
            for one in alternatives(step)
            for button in _step_buttons([a for a in offered if a.verb == one.verb], one)
        )
    if step is not None and any(isinstance(a, tuple) for o in offered for a in o.args):
        return (Tool(f"Choose the cards to {COSTS.get(step.verb, step.verb)}\u2026", str(step)),)
    return tuple(Tool(str(a).capitalize(), str(a)) for a in offered if _unclicked(a))


def _unclicked(action: Action) -> bool:
    """A step's action that names no circle (a button does it, not a click on a card)."""
    return not any(isinstance(a, str) and (a == VC or is_rear(a)) for a in action.args)


PHRASING = Phrasing(ability_words, step_words, _step_buttons)  # the ability prompt's words


def _ride_text(game: Game, me: int) -> str:
    """What the player may ride now: once a turn, the vanguard's grade or one above (up to 3)."""
    state = game.state
    if flags_of(state, me).ridden:
        done = "You have ridden this turn (a vanguard is ridden once a turn); go on when ready."
        return _persona_text(game, me) + done
    leader = vanguard(state, me)
    low = grade(leader) if leader else 0
    high = max(low, min(low + 1, TOP_RIDE_GRADE))
    grades = f"grade {low}" if high == low else f"grade {low} or {high}"
    legal = game.legal_actions()
    if any(a.verb == "ridedeck" for a in legal):  # the d format's Ride Deck holds the next grade
        return (
            f"Drag the glowing grade {low + 1} from your Ride Deck onto your vanguard to ride it "
            f"(then choose a card of your hand to discard), or a {grades} card from your hand; "
            "or go on."
        )
    if not any(a.verb == "ride" for a in legal):
        return f"You have no {grades} card in your hand to ride; go on."
    return f"Drag a {grades} card onto your vanguard to ride, or go on."


def _persona_text(game: Game, me: int) -> str:
    """The turn's Persona Ride, said while it lasts (the D era): whose, and what it gives."""
    state = game.state
    active = vg(state).active
    if not flags_of(state, active).persona:
        return ""
    whose = "your" if active == me else f"{state.names[active]}'s"
    return f"Persona Ride: {whose} front row has +{power_text(PERSONA_BONUS)} power this turn. "


def _stride_text(game: Game, me: int, can: bool) -> str:
    """The stride step: what to do, that the stride is made, or which condition is missing."""
    if can:
        return "Stride step: drag a glowing G unit onto your vanguard, discarding grades 3 or more."
    state = game.state
    leader = vanguard(state, me)
    if leader is not None and is_g_unit(leader):
        return (
            f"Stride step: you have stridden; {leader.card.name} is your vanguard until the end "
            "of the turn. Go on when ready."
        )
    refused = stride.conditions(state, me)
    why = "" if refused is None else refusals.words(refused).removeprefix("stride: ")
    if not why:
        g_units = [state.cards[i] for i in state.zones[me].get("g_zone", ())]
        if not any(c.face_down and is_g_unit(c) for c in g_units):
            why = "your G zone has no face-down G unit (each G unit strides once a game)"
        else:
            why = "the grades of the cards in your hand do not add up to 3 to discard"
    return f"Stride step: no stride now; {why}."

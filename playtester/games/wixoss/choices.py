"""WIXOSS's choices, described for the table's one choice dialog: the growth of an LRIG (which
LRIG, and the Ener that pays), the payment of a cost when more than one payment works, and the
Guard card that stops an LRIG attack."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import combinations

from playtester.engine.actions import LEGAL, Action, Verdict
from playtester.engine.game import Game
from playtester.engine.state import State
from playtester.engine.table import Choice, ChoiceButton, Chosen, Pick, Picked
from playtester.games.wixoss import costs, placing
from playtester.games.wixoss.board import card_of, find_in
from playtester.games.wixoss.cards import Cost, cost_total, cost_words

ANYWAY = "Break the rule on purpose (card text): marked as an override"
ENOUGH = 2  # payments counted before knowing there is a choice


def choice_for(game: Game, actor: int, action: Action) -> Choice | None:
    """`grow` alone is chosen in a dialog (the LRIG and the payment); a growth or a play not yet
    given its payment, when more than one payment works; `guard` alone (the Guard card)."""
    if action == Action("grow"):
        return grow_choice(game, actor, None)
    if action == Action("guard"):
        return guard_choice(game, actor)
    if action.verb not in ("grow", "play") or "pay" in action.args or not action.args:
        return None
    name = action.args[0][0] if isinstance(action.args[0], tuple) else ""
    source = "lrig_deck" if action.verb == "grow" else "hand"
    card = find_in(game.state, actor, source, name)
    if card is None:
        return None
    cost = card_of(card).grow_cost if action.verb == "grow" else card_of(card).cost
    if len(list(_payments(game.state, actor, cost, ENOUGH))) < ENOUGH:
        return None  # nothing to choose: the default payment (or the rules' no) it is
    if action.verb == "grow":
        return grow_choice(game, actor, name)
    return payment_choice(game, actor, action, cost)


def _payments(state: State, actor: int, cost: Cost, most: int) -> Iterator[tuple[str, ...]]:
    """Different payments of `cost` from the actor's Ener zone (by the names of the cards
    paid), at most `most` of them."""
    ener = [card_of(state.cards[i]) for i in state.zones[actor].get("ener", ())]
    total = cost_total(cost)
    if not total or total > len(ener):
        return
    seen: set[tuple[str, ...]] = set()
    for chosen in combinations(range(len(ener)), total):
        names = tuple(sorted(ener[i].name for i in chosen))
        if names in seen or costs.payment_problem(cost, [ener[i] for i in chosen]):
            continue
        seen.add(names)
        yield names
        if len(seen) >= most:
            return


def _names(state: State, ids: tuple[int, ...]) -> tuple[str, ...]:
    return tuple(state.cards[i].card.name for i in ids)


def _tally(state: State, ids: tuple[int, ...], cost: Cost) -> str:
    """What is asked and what is paid so far, as rich text (the rules say what is wrong)."""
    paid = sorted(state.cards[i].card.name for i in ids)
    import html  # read when first needed: not at start-up

    summary = f"Cost: <b>{html.escape(cost_words(cost))}</b> ({cost_total(cost)} Ener)"
    summary += f" &nbsp;·&nbsp; paying <b>{len(paid)}</b>"
    return summary + (": " + html.escape(", ".join(paid)) if paid else "")


def _ener_pick(state: State, actor: int, cost: Cost, title: str) -> Pick:
    """The Ener zone's cards, the default payment chosen to start with."""
    ener = tuple(state.zones[actor].get("ener", ()))
    default = tuple(placing.payment(state, actor, cost, None)) if cost else ()
    return Pick(title, ener, many=True, chosen=default)


def _buttons(verb: str) -> tuple[ChoiceButton, ...]:
    return (
        ChoiceButton(verb, "choose"),
        ChoiceButton(f"{verb} Anyway", "anyway", tip=ANYWAY),
        ChoiceButton("Cancel", "cancel"),
    )


def grow_choice(game: Game, me: int, name: str | None) -> Choice:
    """Grow: the LRIG of your LRIG deck to grow into (`name`: the one dropped on an LRIG zone),
    and the Ener to pay its grow cost with (the default payment chosen to start with)."""
    state = game.state
    deck = state.zones[me].get("lrig_deck", ())
    lrigs = tuple(i for i in deck if card_of(state.cards[i]).is_lrig)
    growable = {a.args[0] for a in game.legal_actions() if a.verb == "grow" and a.args}
    wanted = [i for i in lrigs if name is not None and state.cards[i].card.name == name]
    wanted = wanted or [i for i in lrigs if _names(state, (i,)) in growable]
    first = tuple(wanted[:1])
    cost = card_of(state.cards[first[0]]).grow_cost if first else ()
    can = sorted({state.cards[i].card.name for i in lrigs if _names(state, (i,)) in growable})
    title = "<b>Grow into</b>"
    import html  # read when first needed: not at start-up

    title += f" (can grow now: {html.escape(', '.join(can))})" if can else " (none can grow now)"
    picks = (
        Pick(title, lrigs, many=False, chosen=first),
        _ener_pick(state, me, cost, "<b>Pay the grow cost</b> from your Ener zone"),
    )

    def check(picked: Picked) -> Chosen:
        lrig, paid = picked
        if not lrig:
            return Chosen(None, missing="Choose the LRIG to grow into.")
        grow_cost = card_of(state.cards[lrig[0]]).grow_cost
        summary = _tally(state, paid, grow_cost)
        args: tuple[str | tuple[str, ...], ...] = (_names(state, lrig),)
        if grow_cost or paid:
            args += ("pay", _names(state, paid))
        return Chosen(Action("grow", args), summary)

    verdict = LEGAL if name is None else _verdict(game, Action("grow", ((name,),)))
    return Choice("Grow", picks, check, _buttons("Grow"), verdict=verdict, size=(900, 640))


def payment_choice(game: Game, me: int, action: Action, cost: Cost) -> Choice:
    """Which Ener cards pay for this action (more than one payment works)."""
    state = game.state
    name = action.args[0][0] if isinstance(action.args[0], tuple) else ""
    import html  # read when first needed: not at start-up

    title = f"<b>Pay for {html.escape(name)}</b> from your Ener zone ({cost_words(cost)})"
    picks = (_ener_pick(state, me, cost, title),)

    def check(picked: Picked) -> Chosen:
        paid = picked[0]
        return Chosen(
            Action(action.verb, (*action.args, "pay", _names(state, paid))),
            _tally(state, paid, cost),
        )

    verb = "Play" if action.verb == "play" else "Grow"
    verdict = _verdict(game, action)
    return Choice(f"{verb} {name}", picks, check, _buttons(verb), verdict=verdict, size=(900, 420))


def _verdict(game: Game, action: Action) -> Verdict:
    """An action still to be paid is legal when it is with the default payment."""
    return game.check(action)


def guard_choice(game: Game, me: int) -> Choice:
    """The guard step: the Guard card to discard (the LRIG attack is then prevented), or take
    the attack."""
    state = game.state
    guards = tuple(i for i in state.zones[me].get("hand", ()) if card_of(state.cards[i]).guard)
    picks = (
        Pick("<b>Discard a Guard card</b> to prevent the LRIG attack", guards, False, guards[:1]),
    )

    def check(picked: Picked) -> Chosen:
        if not picked[0]:
            return Chosen(None, missing="Choose a Guard card, or take the attack.")
        return Chosen(Action("guard", (_names(state, picked[0][:1]),)))

    buttons = (
        ChoiceButton("Guard", "choose"),
        ChoiceButton("Take It", "instead", "next", tip="A Life Cloth is crushed"),
        ChoiceButton("Cancel", "cancel"),
    )
    return Choice("Guard", picks, check, buttons, size=(900, 380))

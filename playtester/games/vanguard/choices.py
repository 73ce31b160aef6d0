"""The choices made before an action, described for the table's one choice dialog: the G unit
and the discards of a stride (with the running grade sum), G-Assist (the card to take from the
top five, the cards to pay), the card discarded to ride from the Ride Deck (the D era) and the
cards an ability's cost pays with."""

from __future__ import annotations

from playtester.engine.actions import LEGAL, Action, Verdict
from playtester.engine.game import Game
from playtester.engine.table import Choice, ChoiceButton, Chosen, Pick, Picked
from playtester.games.vanguard.board import in_legion
from playtester.games.vanguard.cards import vanguard_card
from playtester.games.vanguard.state import vg

STRIDE_COST = 3  # the grades a stride discards, at least


def choice_for(game: Game, actor: int, action: Action) -> Choice | None:
    """A stride not yet given its discards, and G-Assist, are chosen in a dialog first."""
    if action.verb == "stride" and "discard" not in action.args:
        name = action.args[0][0] if action.args and isinstance(action.args[0], tuple) else None
        return stride_choice(game, actor, name)
    if action == Action("gassist"):
        return gassist_choice(game, actor)
    if action.verb == "ridedeck" and "discard" not in action.args:
        name = action.args[0][0] if action.args and isinstance(action.args[0], tuple) else None
        return None if name is None else ridedeck_choice(game, actor, name)
    return cost_choice(game, actor, action)


def cost_choice(game: Game, me: int, action: Action) -> Choice | None:
    """The cost picker: the step of an ability being used pays a Counter Blast or Soul Blast
    and the player has a choice of cards (which damage to flip, which soul to blast)."""
    from playtester.games.common.ability_play import step_actions
    from playtester.games.vanguard.abilities import ABILITIES, PAID_FROM

    pool = PAID_FROM.get(action.verb)
    if pool is None or len(action.args) != 1 or not isinstance(action.args[0], str):
        return None
    res = vg(game.state).resolving
    ways = step_actions(ABILITIES, game.state) if res is not None and res.player == me else []
    if not any(a.verb == action.verb and isinstance(a.args[0], tuple) for a in ways):
        return None
    state = game.state
    zone, face_down = pool
    count = int(action.args[0])
    cards = tuple(i for i in state.zones[me].get(zone, ()) if state.cards[i].face_down == face_down)
    where = "face-up damage" if zone == "damage" else "soul"
    title = f"<b>{'Counter Blast' if zone == 'damage' else 'Soul Blast'} {count}</b>: choose"
    picks = (Pick(f"{title} {count} of your {where} cards", cards, many=True),)

    def check(picked: Picked) -> Chosen:
        chosen = tuple(sorted(_names(game, picked[0])))
        if len(chosen) != count:
            return Chosen(None, missing=f"Choose {count} card{'s' if count > 1 else ''}.")
        return Chosen(Action(action.verb, (chosen,)))

    buttons = (ChoiceButton("Pay", "choose"), ChoiceButton("Cancel", "cancel"))
    return Choice("Pay the cost", picks, check, buttons)


def _names(game: Game, ids: tuple[int, ...]) -> tuple[str, ...]:
    return tuple(game.state.cards[i].card.name for i in ids)


def stride_choice(game: Game, me: int, g_name: str | None) -> Choice:
    """Pick the G unit (`g_name`: the one dropped on the vanguard), the discards and, for a
    Legion, the Heart."""
    state = game.state
    g_units = tuple(i for i in state.zones[me].get("g_zone", ()) if state.cards[i].face_down)
    first = [i for i in g_units if g_name is None or state.cards[i].card.name == g_name][:1]
    picks = [
        Pick("<b>G unit</b>", g_units, many=False, chosen=tuple(first)),
        Pick(
            "<b>Discard from your hand</b> (grades adding up to 3 or more)",
            tuple(state.zones[me].get("hand", ())),
            many=True,
        ),
    ]
    if in_legion(state, me):
        mates = tuple(state.zones[me]["VC"])
        title = "<b>Heart</b>: the unit whose power and name the G unit takes"
        picks.append(Pick(title, mates, many=False, chosen=mates[:1]))

    def check(picked: Picked) -> Chosen:
        discards = picked[1]
        total = sum(vanguard_card(state.cards[i]).grade or 0 for i in discards)
        dots = "\u25cf" * min(total, STRIDE_COST) + "\u25cb" * max(0, STRIDE_COST - total)
        summary = f"<span style='font-size:18px'>{dots}</span>&nbsp; "
        summary += f"Discarding grades: <b>{total}</b> of {STRIDE_COST}"
        if discards:
            import html  # read when first needed: not at start-up

            summary += "<br>Discard: " + html.escape(", ".join(sorted(_names(game, discards))))
        g_unit = _names(game, picked[0])
        if not g_unit:
            return Chosen(None, summary, "Choose the G unit to stride.")
        args: list[str | tuple[str, ...]] = [g_unit]
        if discards:
            args += ["discard", _names(game, discards)]
        if len(picked) > 2 and picked[2]:
            args += ["heart", _names(game, picked[2])]
        return Chosen(Action("stride", tuple(args)), summary)

    return Choice(
        "Stride",
        tuple(picks),
        check,
        (
            ChoiceButton("Stride", "choose"),
            ChoiceButton(
                "Stride Anyway",
                "anyway",
                tip="Break the rule on purpose (card text): marked as an override",
            ),
            ChoiceButton("Cancel", "cancel"),
        ),
        verdict=_stride_verdict(game, g_name),
    )


def _stride_verdict(game: Game, g_name: str | None) -> Verdict:
    """A stride of this G unit is legal when it is legal with some discard."""
    if g_name is None:
        return LEGAL
    if any(a.verb == "stride" and a.args[0] == (g_name,) for a in game.legal_actions()):
        return LEGAL
    return game.check(Action("stride", ((g_name,),)))


def gassist_choice(game: Game, me: int) -> Choice:
    """G-Assist: the hand is revealed, the top five looked at; take a card one grade above the
    vanguard and pay two hand cards and two G zone cards, or take nothing (and shuffle)."""
    zones = game.state.zones[me]
    picks = (
        Pick(
            "<b>The top five cards of your deck</b>: take one a grade above your vanguard",
            tuple(zones["deck"][:5]),
            many=False,
        ),
        Pick(
            "<b>Remove two cards from your hand</b> (revealed to your opponent)",
            tuple(zones.get("hand", ())),
            many=True,
        ),
        Pick("<b>Remove two cards from your G zone</b>", tuple(zones.get("g_zone", ())), many=True),
    )

    def check(picked: Picked) -> Chosen:
        taken, remove, g_cards = (_names(game, ids) for ids in picked)
        if not taken:
            return Chosen(None, missing="Choose the card to take, or take nothing.")
        if not remove or not g_cards:
            missing = "Choose two cards from your hand and two from your G zone to remove."
            return Chosen(None, missing=missing)
        return Chosen(Action("gassist", ("take", taken, "remove", remove, "g", g_cards)))

    return Choice(
        "G-Assist",
        picks,
        check,
        (
            ChoiceButton("Take and Pay", "choose"),
            ChoiceButton(
                "Take Nothing",
                "instead",
                "gassist",
                tip="Shuffle the deck and go on to the ride phase",
            ),
        ),
        closing="gassist",  # closing the window after looking is taking nothing
        size=(900, 760),
    )


def ridedeck_choice(game: Game, me: int, unit: str) -> Choice:
    """The ride from the Ride Deck (the D era): `unit` was dropped on the vanguard; choose the
    card of the hand to discard for it."""
    import html  # read when first needed: not at start-up

    hand = tuple(game.state.zones[me].get("hand", ()))
    title = f"<b>Discard a card from your hand</b> to ride {html.escape(unit)} from your Ride Deck"
    picks = (Pick(title, hand, many=False),)

    def check(picked: Picked) -> Chosen:
        discarded = _names(game, picked[0])
        if not discarded:
            return Chosen(None, missing="Choose the card to discard.")
        summary = f"Ride {html.escape(unit)}, discarding {html.escape(discarded[0])}"
        return Chosen(Action("ridedeck", ((unit,), "discard", discarded)), summary)

    return Choice(
        "Ride from the Ride Deck",
        picks,
        check,
        (
            ChoiceButton("Ride", "choose"),
            ChoiceButton(
                "Ride Anyway",
                "anyway",
                tip="Break the rule on purpose (card text): marked as an override",
            ),
            ChoiceButton("Cancel", "cancel"),
        ),
        verdict=_ridedeck_verdict(game, me, unit),
        size=(820, 380),  # one row of cards
    )


def _ridedeck_verdict(game: Game, me: int, unit: str) -> Verdict:
    """A ride of this unit from the Ride Deck is legal when it is legal with some discard; else
    the rules' reason, which is the same whatever card is discarded (with an empty hand, that
    there is nothing to discard)."""
    if any(a.verb == "ridedeck" and a.args[0] == (unit,) for a in game.legal_actions()):
        return LEGAL
    hand = game.state.zones[me].get("hand", ())
    cost = game.state.cards[hand[0]].card.name if hand else unit
    return game.check(Action("ridedeck", ((unit,), "discard", (cost,))))

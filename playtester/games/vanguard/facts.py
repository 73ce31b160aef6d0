"""A Vanguard card as the table shows it: its facts and text for the side panel, one line for a
tooltip, where it sorts, and which back it shows."""

from __future__ import annotations

from playtester.engine import Game
from playtester.engine.cards import Card
from playtester.engine.faces import MAIN_BACK, Back
from playtester.engine.state import State
from playtester.engine.table import Readout
from playtester.games.common.facts import DOT, facts_html
from playtester.games.common.words import power_text
from playtester.games.vanguard.board import STATES, in_harmony, marked
from playtester.games.vanguard.cards import vanguard_card
from playtester.games.vanguard.dera import ENERGY_MAX
from playtester.games.vanguard.faces import G_BACK
from playtester.games.vanguard.state import flags_of


def card_facts(any_card: Card) -> str:
    """The card's facts and text as rich text for the preview."""
    card = vanguard_card(any_card)
    facts = []
    if card.grade is not None:
        facts.append(f"Grade {card.grade}")
    if card.kind != "marker":
        facts.append(f"Power {card.power:,}")
    if card.shield is None:
        facts.append("Shield unknown")
    elif card.shield:
        facts.append(f"Shield {card.shield:,}")
    if card.critical != 1:
        facts.append(f"Critical {card.critical}")
    icons = [s.replace("_", " ") for s in card.skills]
    if card.trigger:
        icons.insert(0, f"{card.trigger} trigger (+{card.trigger_power:,})")
    if card.gift:
        icons.append(f"gift: {card.gift}")
    if card.sentinel:
        icons.append("sentinel")
    kin = DOT.join(x for x in (card.clan, card.race) if x)
    return facts_html(card, kin, [DOT.join(facts)], icons)


def card_line(card: Card) -> str:
    """The card's name and grade, in plain words."""
    return f"{card.name} (grade {vanguard_card(card).grade})"


def card_order(card: Card) -> tuple[int, str]:
    """By grade, then by name."""
    return (vanguard_card(card).grade or 0, card.name)


def readout(game: Game, player: int, place: str) -> Readout | None:
    """Under a unit: its power now (and its critical when not 1), above or below its printed
    power; on the Ride Deck (the d format) the player's Energy, out of the crest's 10."""
    if place == "ride_deck":
        energy = flags_of(game.state, player).energy
        tip = f"Energy (at most {ENERGY_MAX}): the Energy Generator charges 3 a ride phase"
        return Readout(f"Energy {energy}", tip=tip)
    ids = game.state.zones[player].get(place)
    if not ids:
        return None
    power, critical = game.power(player, place), game.stat(player, place, "critical")
    printed = vanguard_card(game.state.cards[ids[0]]).power
    text = power_text(power) + (f"  \u2605{critical}" if critical != 1 else "")
    tip = _from_text(game, ids[0])
    return Readout(text, (power > printed) - (power < printed), tip=tip)


def _from_text(game: Game, card_id: int) -> str:
    """What [CONT] abilities on the field give the unit now, and from which card; the states
    card text put on it."""
    from playtester.games.vanguard.continuous import sources

    state = game.state
    lines = [
        f"{amount:+,} {stat} from {state.cards[source].card.name} ([CONT])"
        for stat in ("power", "critical")
        for source, amount in sources(state, card_id, stat)
    ]
    return "\n".join([*lines, *_states(state, card_id)])


def _states(state: State, card_id: int) -> list[str]:
    """The unit's states card text put on it (the keyword states blazing and engorged, vocab15;
    in harmony, vocab16), one line each (a unit on the field is face up: every viewer reads the
    same)."""
    had = [s for s in STATES if marked(state, card_id, s)]
    lines = [f"{said.capitalize()} until the end of the turn" for said in had]
    if in_harmony(state, card_id):
        lines.append("in harmony until the end of the turn")
    return lines


def card_back(card: Card) -> Back:
    """G units have the G zone's back; every other card the main deck's."""
    return G_BACK if card.kind == "g_unit" else MAIN_BACK

"""A WIXOSS card as the table shows it: its facts and text for the side panel, one line for a
tooltip, where it sorts, which back it shows, and the readouts under the field's cards (a
SIGNI's power, an LRIG's level and limit) and on the Ener zone (a tally of its colours)."""

from __future__ import annotations

from playtester.engine import Game
from playtester.engine.cards import Card
from playtester.engine.faces import MAIN_BACK, Back
from playtester.engine.table import RGB, Readout
from playtester.games.common.facts import DOT, escape, facts_html
from playtester.games.common.words import power_text
from playtester.games.wixoss.board import LRIG_ZONES, SIGNI_ZONES, card_of, power, top
from playtester.games.wixoss.cards import (
    COLORS,
    KIND_WORDS,
    KINDS,
    WixossCard,
    colour_words,
    cost_words,
)
from playtester.games.wixoss.colours import INK
from playtester.games.wixoss.continuous import sources

KEYWORD_WORDS = {"double_crush": "Double Crush"}
PLAIN: RGB = (244, 246, 250)


def _wixoss(card: Card) -> WixossCard:
    if not isinstance(card, WixossCard):
        raise TypeError(f"{card.name!r} is a card of {card.game or 'no game'}, not of WIXOSS")
    return card


def _kind(card: WixossCard) -> str:
    return KIND_WORDS[card.kind].split(" ", 1)[1]


def card_facts(any_card: Card) -> str:
    """The card's facts and text as rich text for the side panel."""
    card = _wixoss(any_card)
    facts = [f"{colour_words(card).capitalize()} {_kind(card)}"]
    if card.kind in ("lrig", "assist_lrig", "signi", "resona"):
        facts.append(f"Level {card.level}")
    if card.kind == "lrig":
        facts.append(f"Limit {card.limit}")
    if card.kind in ("signi", "resona"):
        facts.append(f"Power {card.power:,}")
    costs = []
    if card.grow_cost:
        costs.append(f"Grow cost: {cost_words(card.grow_cost)}")
    if card.cost:
        costs.append(f"Cost: {cost_words(card.cost)}")
    kin = DOT.join(x for x in (card.lrig_type, card.signi_class, card.team) if x)
    icons = [KEYWORD_WORDS.get(k, k.capitalize()) for k in card.keywords]
    if card.burst:
        icons.insert(0, "Life Burst")
    if card.guard:
        icons.insert(0, "Guard")
    paragraphs = [DOT.join(facts)] + ([escape(DOT.join(costs))] if costs else [])
    return facts_html(card, kin, paragraphs, icons)


def card_line(any_card: Card) -> str:
    """The card in one line: its name, level and kind, and what it costs to grow or play."""
    card = _wixoss(any_card)
    levelled = card.is_lrig or card.kind == "signi"
    said = f"{card.name} ({f'level {card.level} ' if levelled else ''}{_kind(card)}"
    if card.kind == "signi":
        said += f", {card.power:,} power"
    if card.grow_cost:
        said += f", grow cost {cost_words(card.grow_cost)}"
    elif card.cost:
        said += f", cost {cost_words(card.cost)}"
    return said + ")"


def card_order(any_card: Card) -> tuple[int, str]:
    """By kind (LRIGs first), then by level, then by name."""
    card = _wixoss(any_card)
    return (KINDS.index(card.kind) * 100 + card.level, card.name)


def card_back(card: Card) -> Back:
    """Every WIXOSS card shows the one back."""
    return MAIN_BACK


def readout(game: Game, player: int, place: str) -> Readout | None:
    """Under a SIGNI its level and power now (above or below what is printed); under an LRIG
    its level (and the Center's limit); on the Ener zone how many cards of each colour."""
    state = game.state
    if place == "ener":
        return _tally(game, player)
    card = top(state, player, place)
    if card is None:
        return None
    printed = card_of(card)
    if place in SIGNI_ZONES:
        now = power(state, player, place)
        text = f"Lv{printed.level} \u00b7 {power_text(now)}"
        return Readout(
            text, (now > printed.power) - (now < printed.power), tip=_from_text(game, card.id)
        )
    if place in LRIG_ZONES and printed.is_lrig:
        limit = f" \u00b7 Limit {printed.limit}" if place == LRIG_ZONES[0] else ""
        return Readout(f"Level {printed.level}{limit}")
    return None


def _from_text(game: Game, card_id: int) -> str:
    """What [Constant] abilities on the field give the SIGNI now, and from which card."""
    state = game.state
    return "\n".join(
        f"{amount:+,} power from {state.cards[source].card.name} ([Constant])"
        for source, amount in sources(state, card_id, "power")
    )


def _tally(game: Game, player: int) -> Readout | None:
    """The Ener zone's count, then each colour with how many cards have it (a multicolour card
    counts for each of its colours)."""
    cards = [card_of(game.state.cards[i]) for i in game.state.zones[player].get("ener", ())]
    if not cards:
        return None
    counts = [(c, sum(c in card.color for card in cards)) for c in COLORS]
    counts = [(c, n) for c, n in counts if n]
    said = ", ".join(f"{n} {'colourless' if c == 'colorless' else c}" for c, n in counts)
    parts = ((str(len(cards)), PLAIN), *((f"\u25cf{n}", INK[c]) for c, n in counts))
    return Readout(f"{len(cards)}: {said}", parts=parts)

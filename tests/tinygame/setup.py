"""Ladder's deck lists and a new game: each line of a list is `COUNT NAME` (or a name alone,
one copy); `#` starts a comment. A deck holds 8 to 40 cards, at most 3 of a name."""

from __future__ import annotations

from collections.abc import Sequence

from playtester.engine.changes import Changes
from playtester.engine.state import State, replace
from playtester.games.common.deal import deal, place_cards
from playtester.games.common.zones import from_deck
from tests.tinygame.board import HAND, LadderFlags, LadderVars
from tests.tinygame.cards import CATALOGUE, GAME, LadderCard

FORMATS = ("standard",)
SIZE = (8, 40)
COPIES = 3


def read_deck(text: str) -> tuple[list[LadderCard], list[str]]:
    """The cards of a deck list, and every problem found, each naming its line."""
    cards: list[LadderCard] = []
    problems: list[str] = []
    counts: dict[str, int] = {}
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        count, _, rest = line.partition(" ")
        copies, name = (int(count), rest.strip()) if count.isdigit() else (1, line)
        card = CATALOGUE.get(name)
        if card is None:
            problems.append(f'line {number}: unknown card "{name}"')
            continue
        counts[name] = counts.get(name, 0) + copies
        cards += [card] * copies
    problems += [
        f'at most {COPIES} copies of "{n}", not {c}' for n, c in counts.items() if c > COPIES
    ]
    if not SIZE[0] <= len(cards) <= SIZE[1]:
        problems.append(f"a deck holds {SIZE[0]} to {SIZE[1]} cards, this one {len(cards)}")
    return cards, problems


def draw(ch: Changes, player: int, n: int) -> int:
    """Up to `n` cards from the top of the deck into the hand."""
    return from_deck(ch, player, n, "hand", lambda c, card_id, zone: c.move(card_id, player, zone))


def new_state(
    format: str, decks: Sequence[str], seed: int, names: Sequence[str], validate: bool
) -> State:
    """Both decks shuffled, a first player chosen at random, five cards each: turn 1 begins."""
    if format not in FORMATS:
        raise ValueError(f"Ladder has no format {format!r}; formats: {', '.join(FORMATS)}")
    if len(decks) != 2:
        raise ValueError("Ladder needs two deck lists")
    state = State(GAME, format, list(names), seed=seed)
    state.vars, state.flags = LadderVars(), [LadderFlags(), LadderFlags()]
    next_id = 1
    for player, text in enumerate(decks):
        cards, problems = read_deck(text)
        if problems and validate:
            raise ValueError(f"deck {player + 1}: " + "; ".join(problems))
        next_id = place_cards(state, player, [("deck", cards, True)], next_id)
    deal(state, HAND, draw)
    state.vars = replace(state.vars, turn=1, phase="climb")
    return state

"""Starting a game: decks to cards, the first vanguard, the first hand, mulligans, stand up."""

from __future__ import annotations

import functools
from collections.abc import Sequence

from playtester.engine.cards import Card
from playtester.engine.changes import Changes
from playtester.engine.errors import DeckError
from playtester.engine.state import State
from playtester.games.common import deal
from playtester.games.vanguard import flow
from playtester.games.vanguard.board import ASIDE, VC, draw, send
from playtester.games.vanguard.deck import Deck, deck_problems
from playtester.games.vanguard.formats import FORMATS, RIDE_DECK
from playtester.games.vanguard.state import MULLIGAN, SETUP, VanguardFlags, VanguardVars

HAND_SIZE = 5


def load_deck(text: str, format: str = "standard") -> Deck:
    """Read a deck list (text) into cards, each line without a set number playing the printing
    of the format's era; DeckError names each line it cannot use."""
    from playtester.cards.library import default_library

    return _load_deck(text, format, default_library().generation)


@functools.lru_cache(maxsize=64)
def _load_deck(text: str, format: str, generation: int) -> Deck:
    """(cached until the library is written: an answer at the table changes its cards)"""
    from playtester.cards.decklist import parse_deck, resolve_deck
    from playtester.cards.printings import format_era

    era = format_era("vanguard", format)
    resolved = resolve_deck(parse_deck(text), "vanguard", era=era)
    return Deck.of(resolved.main, resolved.g_zone, resolved.first_vanguard, resolved.ride_deck)


def new_state(
    format: str, decks: Sequence[str | Deck], seed: int, names: Sequence[str], validate: bool
) -> State:
    """Deal a new game: first vanguards face down, decks shuffled, five cards each, and the
    first player chosen at random (Q38); the game waits for the mulligans."""
    if format not in FORMATS:
        raise ValueError(f"unknown format {format!r}; formats: {', '.join(FORMATS)}")
    if len(decks) != 2:
        raise DeckError([f"a game needs two decks, got {len(decks)}"])
    names = [*names, "Player 1", "Player 2"][:2]
    loaded = [d if isinstance(d, Deck) else load_deck(d, format) for d in decks]
    problems = []
    for name, deck in zip(names, loaded, strict=True):
        found = deck_problems(deck, format) if validate else []
        if not found and deck.starter() is None:
            found = ["no grade 0 unit to be the first vanguard"]
        problems += [f"{name}'s deck: {p}" for p in found]
    if problems:
        raise DeckError(problems)

    state = State(
        "vanguard",
        format,
        list(names),
        vars=VanguardVars(phase=SETUP, step=MULLIGAN, card_text=True, printed_text=True),
        flags=[VanguardFlags(), VanguardFlags()],
        seed=seed,
    )
    next_id = 1
    for player, deck in enumerate(loaded):
        next_id = deal.place_cards(state, player, _placed(deck, format), next_id)
    deal.deal(state, HAND_SIZE, draw)
    return state


def _placed(deck: Deck, format: str) -> list[tuple[str, list[Card], bool]]:
    """Where a deck's cards start: the first vanguard face down on VC, the main deck, the G
    zone, and in a format with the D era the rest of the Ride Deck face down beside it (its
    grade 0 the first vanguard); elsewhere a listed Ride Deck plays as part of the main deck."""
    starter = deck.starter()
    assert starter is not None
    if RIDE_DECK in FORMATS[format].zones and deck.ride_deck:
        main = list(deck.main)
        ride = list(deck.ride_deck)
        ride.remove(starter)
    else:
        main = [*deck.main, *deck.ride_deck]
        main.remove(starter)
        ride = []
    return [
        (VC, [starter], True),
        ("deck", main, False),
        ("g_zone", list(deck.g_zone), True),
        (RIDE_DECK, ride, True),
        (ASIDE, list(deck.aside), False),  # (tokens, tickets: an ability may take one)
    ]


def stand_up(ch: Changes) -> None:
    """Both first vanguards turn face up and the first player's first turn begins."""
    state = ch.state
    for player in (0, 1):
        for card_id in state.zones[player].get(VC, ()):
            ch.turn(card_id, face_down=False)
    deal.first_turn(ch, "stand up", flow.start_turn)


# The mulligan: cards back to the deck, shuffled, as many drawn; then stand up when both are done.
MULLIGAN_VERB = deal.mulligan_verb(flow.to_play, (send, draw), stand_up)

"""Starting a game: decks to cards, the first vanguard, the first hand, mulligans, stand up."""

from __future__ import annotations

import functools
from collections.abc import Sequence

from playtester.engine.cards import CardInstance
from playtester.engine.changes import Changes
from playtester.engine.errors import DeckError
from playtester.engine.state import State
from playtester.games.vanguard import flow
from playtester.games.vanguard.board import VC, draw, send
from playtester.games.vanguard.deck import Deck, deck_problems
from playtester.games.vanguard.formats import FORMATS

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
    return Deck.of(resolved.main, resolved.g_zone, resolved.first_vanguard)


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

    state = State("vanguard", format, list(names), seed=seed)
    next_id = 1
    for player, deck in enumerate(loaded):
        starter = deck.starter()
        main = list(deck.main)
        main.remove(starter)  # type: ignore[arg-type]
        for zone, cards, face_down in (
            (VC, [starter], True),
            ("deck", main, False),
            ("g_zone", list(deck.g_zone), True),
        ):
            for card in cards:
                assert card is not None
                state.cards[next_id] = CardInstance(next_id, card, player, face_down=face_down)
                state.place(next_id, player, zone)
                next_id += 1
    state.vars.update(phase="setup", step="mulligan", turn=0)
    ch = Changes(state)
    for player in (0, 1):
        ch.shuffle(player, "deck")
    first = ch.rng().randrange(2)
    ch.set("first", first)
    ch.set("active", first)
    for player in (0, 1):
        draw(ch, player, HAND_SIZE)
    return state


def mulligan_reason(state: State, player: int) -> str:
    if state.vars.get("phase") != "setup":
        return "mulligan: the mulligan is before the first turn"
    if state.flags[player].get("mulligan"):
        return "mulligan: you can only mulligan once"
    if player != flow.to_play(state):
        return f"mulligan: {flow.player_name(state, 1 - player)} chooses a mulligan first"
    return ""


def do_mulligan(ch: Changes, player: int, card_ids: list[int]) -> None:
    """Return the cards to the deck, shuffle, draw as many again; then stand up when both are
    done."""
    state = ch.state
    for card_id in card_ids:
        send(ch, card_id, "deck", len(state.zones[player]["deck"]))
    if card_ids:
        ch.shuffle(player, "deck")
        draw(ch, player, len(card_ids))
        ch.note("mulligan", ch.cards(card_ids))
    else:
        ch.note("keep")
    ch.set("mulligan", True, player)
    setting_up = state.vars.get("phase") == "setup"
    if setting_up and all(state.flags[p].get("mulligan") for p in (0, 1)):
        stand_up(ch)


def stand_up(ch: Changes) -> None:
    """Both first vanguards turn face up and the first player's first turn begins."""
    state = ch.state
    for player in (0, 1):
        for card_id in state.zones[player].get(VC, ()):
            ch.turn(card_id, face_down=False)
    ch.note("stand up")
    ch.set("turn", 1)
    ch.set("active", state.vars["first"])
    flow.start_turn(ch)

"""Starting a game: the three level 0 LRIGs face down, decks shuffled, a random first player,
five cards each, one mulligan, the Life Cloth, and "Open!"."""

from __future__ import annotations

from collections.abc import Sequence

from playtester.engine.changes import Changes
from playtester.engine.errors import DeckError
from playtester.engine.state import Flags, State
from playtester.games.common import deal
from playtester.games.wixoss import flow
from playtester.games.wixoss.board import LIFE_CLOTH, C, draw, send
from playtester.games.wixoss.deck import WixossDeck, read_deck
from playtester.games.wixoss.state import WixossFlags, WixossVars

HAND_SIZE = 5
FORMATS = ("diva",)  # the three-LRIG game


def new_state(
    format: str, decks: Sequence[str | WixossDeck], seed: int, names: Sequence[str], validate: bool
) -> State:
    """Deal a new game; it then waits for the mulligans, the first player's first."""
    if format not in FORMATS:
        raise ValueError(f"unknown format {format!r}; WIXOSS formats: {', '.join(FORMATS)}")
    if len(decks) != 2:
        raise DeckError([f"a game needs two decks, got {len(decks)}"])
    names = [*names, "Player 1", "Player 2"][:2]
    loaded: list[WixossDeck] = []
    problems: list[str] = []
    for name, deck in zip(names, decks, strict=True):
        if isinstance(deck, WixossDeck):
            loaded.append(deck)
            continue
        try:
            loaded.append(read_deck(deck, validate))
        except DeckError as exc:
            problems += [f"{name}'s deck: {p}" for p in exc.problems]
    if problems:
        raise DeckError(problems)
    flags: list[Flags] = [WixossFlags(), WixossFlags()]
    state = State(
        "wixoss", format, list(names), vars=WixossVars(printed_text=True), flags=flags, seed=seed
    )
    next_id = 1
    for player, deck in enumerate(loaded):
        centre, assists = deck.starters()
        if centre is None or len(assists) < 2:
            raise DeckError([f"{names[player]}'s deck: no level 0 LRIG and two Assist LRIGs"])
        lrig_deck = list(deck.lrig)
        starting = {C: centre, "AL": assists[0], "AR": assists[1]}
        for card in starting.values():
            lrig_deck.remove(card)
        placed = [(zone, [card], True) for zone, card in starting.items()]
        placed += [("deck", list(deck.main), False), ("lrig_deck", lrig_deck, False)]
        next_id = deal.place_cards(state, player, placed, next_id)
    deal.deal(state, HAND_SIZE, draw)
    return state


def open_game(ch: Changes) -> None:
    """The top seven cards of each deck become the Life Cloth, face down; the LRIGs turn face
    up ("Open!"), and the first player's first turn begins."""
    state = ch.state
    for player in (0, 1):
        for _ in range(LIFE_CLOTH):
            deck = state.zones[player].get("deck")
            if not deck:
                break
            send(ch, deck[0], "life", face_down=True)
        for zone in (C, "AL", "AR"):
            for card_id in state.zones[player].get(zone, ()):
                ch.turn(card_id, face_down=False)
    deal.first_turn(ch, "open", flow.start_turn)


# The mulligan: cards back into the deck, shuffled, as many drawn; once both players have chosen,
# the Life Cloth is set and the LRIGs open.
MULLIGAN_VERB = deal.mulligan_verb(flow.to_play, (send, draw), open_game)

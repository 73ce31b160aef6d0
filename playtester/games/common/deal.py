"""The deal every game shares: cards into their zones, the decks shuffled, a random first
player, the opening hands, and the once-only mulligan, each game passing its own draw and
what follows."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from playtester.engine.cards import Card, CardInstance
from playtester.engine.changes import Changes
from playtester.engine.errors import Reason
from playtester.engine.state import Flags, State
from playtester.games.common import refusals
from playtester.games.common.players import player_name
from playtester.games.common.verbs import Verb, read_maybe_names
from playtester.games.common.zones import pick_among

Draw = Callable[[Changes, int, int], int]
Send = Callable[[Changes, int, str, int], None]


def place_cards(
    state: State, player: int, placed: Iterable[tuple[str, Sequence[Card], bool]], next_id: int
) -> int:
    """Put a player's cards into their zones as (zone, cards, face down); returns the next id."""
    for zone, cards, face_down in placed:
        for card in cards:
            state.cards[next_id] = CardInstance(next_id, card, player, face_down=face_down)
            state.place(next_id, player, zone)
            next_id += 1
    return next_id


def deal(state: State, hand_size: int, draw: Draw) -> None:
    """Shuffle both decks, choose the first player at random, and draw both opening hands."""
    ch = Changes(state)
    for player in (0, 1):
        ch.shuffle(player, "deck")
    first = ch.rng().randrange(2)
    ch.set("first", first)
    ch.set("active", first)
    for player in (0, 1):
        draw(ch, player, hand_size)


@dataclass(frozen=True)
class DealFlags(Flags):
    """A player's flags that the deal keeps: whether they have chosen their mulligan (a game's
    own flags subclass these)."""

    mulligan: bool = False


def _mulliganed(state: State, player: int) -> bool:
    flags = state.flags[player]
    return isinstance(flags, DealFlags) and flags.mulligan


def mulligan_reason(state: State, player: int, to_play: Callable[[State], int]) -> Reason | None:
    """Why the player may not mulligan now (None = they may): once, before the first turn, the
    first player first."""
    if state.vars.phase != "setup":
        return Reason.of("mulligan.setup")
    if _mulliganed(state, player):
        return Reason.of("mulligan.once")
    if player != to_play(state):
        return Reason.of("mulligan.first", player=player_name(state, 1 - player))
    return None


def do_mulligan(
    ch: Changes,
    player: int,
    card_ids: list[int],
    moves: tuple[Send, Draw],
    begin: Callable[[Changes], None],
) -> None:
    """Put the cards at the bottom of the deck, shuffle, draw as many again (`moves`: the game's
    send and draw); once both players have chosen, `begin` starts the game."""
    state = ch.state
    send, draw = moves
    for card_id in card_ids:
        send(ch, card_id, "deck", len(state.zones[player]["deck"]))
    if card_ids:
        ch.shuffle(player, "deck")
        draw(ch, player, len(card_ids))
        ch.note("mulligan", ch.cards(card_ids))
    else:
        ch.note("keep")
    ch.set("mulligan", True, player)
    if state.vars.phase == "setup" and all(_mulliganed(state, p) for p in (0, 1)):
        begin(ch)


def mulligan_verb(
    to_play: Callable[[State], int], moves: tuple[Send, Draw], begin: Callable[[Changes], None]
) -> Verb:
    """`mulligan ["Name" ...]`: the named cards of the hand go back and as many are drawn (none
    named: the hand is kept), by `mulligan_reason` and `do_mulligan` with the game's parts."""

    def chosen(state: State, player: int, names: tuple[str, ...]) -> list[int]:
        hand = list(state.zones[player].get("hand", ()))
        return pick_among(state, hand, names, "mulligan", "your hand")

    def reason(state: State, player: int, names: tuple[str, ...]) -> Reason | None:
        if chosen(state, player, names) and "deck" not in state.zones[player]:
            # (a position written by hand may leave the deck out: nothing can go back)
            raise refusals.impossible(Reason.of("mulligan.no_deck"))
        return mulligan_reason(state, player, to_play)

    def perform(ch: Changes, player: int, names: tuple[str, ...]) -> None:
        do_mulligan(ch, player, chosen(ch.state, player, names), moves, begin)

    return Verb(read_maybe_names, reason, perform)


def first_turn(ch: Changes, note: str, start_turn: Callable[[Changes], None]) -> None:
    """Say the game has begun (`note`), and begin the first player's first turn."""
    ch.note(note)
    ch.set("turn", 1)
    ch.set("active", ch.state.vars.first)
    start_turn(ch)

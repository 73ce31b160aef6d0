"""Manual tools that act the same way in every game: name a card by its zone, move it to a
position, shuffle, look, reveal, roll and toss a coin. A game passes its own zone words."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from playtester.engine.actions import ArgReader
from playtester.engine.cards import CardInstance
from playtester.engine.changes import Changes
from playtester.engine.errors import Reason
from playtester.engine.state import State
from playtester.games.common import refusals
from playtester.games.common.verbs import read_count, read_nothing, read_shuffle, read_sides, tool
from playtester.games.common.zones import find_in

ZoneReader = Callable[[ArgReader], str]
NO_NAMES: Mapping[str, str] = {}


@dataclass(frozen=True, slots=True)
class Ref:
    """A card named by where it is: `[->] ZONE ["Name"]` (no name: the top card)."""

    theirs: bool
    zone: str
    name: str | None

    def player(self, actor: int) -> int:
        return 1 - actor if self.theirs else actor

    def __str__(self) -> str:
        where = f"{'-> ' if self.theirs else ''}{self.zone}"
        return f'{where} "{self.name}"' if self.name else where


def read_ref(r: ArgReader, read_zone: ZoneReader) -> Ref:
    """`[->] ZONE ["Name"]`; a card of the hand is always named (a hand has no top card)."""
    theirs = r.accept("->")
    zone = read_zone(r)
    name = r.name() if isinstance(r.peek(), tuple) else None
    if zone == "hand" and name is None:
        raise r.error("say which card of the hand", after=f', e.g. {r.verb} hand "Name"')
    return Ref(theirs, zone, name)


def read_put(r: ArgReader, read_zone: ZoneReader) -> tuple[Ref, str, str | None]:
    """`put REF to ZONE [top|bottom|N]`."""
    ref = read_ref(r, read_zone)
    r.word("'to'", ("to",))
    zone = read_zone(r)
    where = None
    if r.more():
        where = r.word("top, bottom or a position (1 = top)")
        if where not in ("top", "bottom") and not (where.isdigit() and int(where) >= 1):
            raise r.error(f"expected top, bottom or a position (1 = top), not {where}", last=True)
    r.done()
    return ref, zone, where


Reader = Callable[[ArgReader], tuple[Any, ...]]


def zone_readers(read_zone: ZoneReader) -> tuple[Reader, Reader, Reader]:
    """The readers of the tools that name the game's zones (read by `read_zone`): `put REF to
    ZONE`, a card reference alone (`flip`, `reveal`...) and `shuffle [->] [ZONE]`."""

    def put(r: ArgReader) -> tuple[Any, ...]:
        return read_put(r, read_zone)

    def ref(r: ArgReader) -> tuple[Ref]:
        card = read_ref(r, read_zone)
        r.done()
        return (card,)

    def shuffle(r: ArgReader) -> tuple[bool, str]:
        return read_shuffle(r, read_zone)

    return put, ref, shuffle


def position_index(where: str | None, size: int) -> int | None:
    """Where `put` places a card in a zone of `size` cards: top, bottom or 1 = top (None: the
    zone's own place)."""
    if where is None:
        return None
    if where == "top":
        return 0
    if where == "bottom":
        return size
    return int(where) - 1


def whose(theirs: bool) -> str:
    return "your opponent's" if theirs else "your"


def resolve(
    state: State, actor: int, ref: Ref, verb: str, names: Mapping[str, str] = NO_NAMES
) -> CardInstance:
    """The card a reference names, or Impossible saying it is not there (`names`: how the game
    calls its zones to a player, where the notation's key is not the word)."""
    player = ref.player(actor)
    where = f"{whose(ref.theirs)} {names.get(ref.zone, ref.zone)}"
    if ref.name is not None:
        card = find_in(state, player, ref.zone, ref.name)
        if card is None:
            why = Reason.of("card.missing", verb=verb, card=ref.name, where=where)
            raise refusals.impossible(why)
        return card
    ids = state.zones[player].get(ref.zone)
    if not ids:
        raise refusals.impossible(Reason.of("zone.empty", verb=verb, where=where))
    return state.cards[ids[0]]


def shuffle(ch: Changes, actor: int, theirs: bool, zone: str) -> None:
    ch.shuffle(1 - actor if theirs else actor, zone)
    ch.note("shuffle", zone)


def look(ch: Changes, actor: int, n: int) -> None:
    """The actor looks at the top n cards of their deck: they see them until they move."""
    deck = ch.state.zones[actor].get("deck", [])
    if len(deck) < n:
        raise refusals.impossible(Reason.of("look.short", count=len(deck)))
    for card_id in deck[:n]:
        card = ch.state.cards[card_id]
        ch.turn(card_id, peek=card.peek | (1 << actor))
    ch.note("look", n)


def search(ch: Changes, actor: int) -> None:
    """The actor searches their deck for a card (as card text says): they see what it holds,
    not its order, and nothing stays known afterwards (what they take is moved with `put`)."""
    if not ch.state.zones[actor].get("deck"):
        raise refusals.impossible(Reason.of("search.empty"))
    ch.note("search")


def reveal(ch: Changes, actor: int, ref: Ref, names: Mapping[str, str] = NO_NAMES) -> None:
    """Show a card to both players; the reveal lasts for this action (the log names the card
    to both)."""
    card = resolve(ch.state, actor, ref, "reveal", names)
    peek = card.peek
    ch.turn(card.id, peek=0b11)
    ch.note("reveal", ch.card(card.id))
    ch.turn(card.id, peek=peek)


def roll(ch: Changes, actor: int, sides: int) -> None:
    """Roll a die with the game's seeded generator, so replays roll the same."""
    ch.note("roll", sides, ch.rng().randint(1, sides))


def coin(ch: Changes, actor: int) -> None:
    ch.note("coin", ch.rng().choice(("heads", "tails")))


# The tools every game's verbs table offers alike, as its verbs (each game names them there).
LOOK = tool(read_count, look)
SEARCH = tool(read_nothing, search)
ROLL = tool(read_sides, roll)
COIN = tool(read_nothing, coin)

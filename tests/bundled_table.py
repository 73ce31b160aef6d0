"""Helpers for the tests of the bundled Vanguard cards' abilities (assets/abilities/vanguard):
positions built from the bundled cards by name, the trigger made to happen through actions, and
the undo back to before it checked. `covers` records which (card, ability index) a test is
for, so that a coverage test can name any ability without its own test."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from playtester.engine import Game
from playtester.games.vanguard.ability_data import bundled
from playtester.games.vanguard.state import vg
from tests.positions import allow, said

COVERED: dict[tuple[str, int], str] = {}  # (card, ability index) -> the test that covers it
PLAIN = "Piston Knight Ferrum"  # a grade 2 unit with no ability and no trigger: decks of it
Test = TypeVar("Test", bound=Callable[..., Any])


def covers(card: str, index: int = 0) -> Callable[[Test], Test]:
    """Mark a test as the case of ability `index` (0 = the first) of the bundled `card`."""

    def mark(test: Test) -> Test:
        assert card in bundled(), f"no bundled abilities for {card!r}"
        # (a module imported twice, by pytest and by the coverage test, marks it again)
        known = COVERED.setdefault((card, index), test.__name__)
        assert known == test.__name__, f"{card!r} {index} covered by {known} too"
        return test

    return mark


def table(mine: dict[str, Any], theirs: dict[str, Any], **top: Any) -> Game:
    """A position with the bundled cards (looked up by name) in the g format: Ann's turn 5,
    main phase unless said; decks of a plain unit so drive and damage checks trigger
    nothing; the opponent's hand empty unless said (no guard)."""
    players = [{"name": "Ann", **mine}, {"name": "Ben", **theirs}]
    for p in players:
        p.setdefault("deck", [PLAIN] * 20)
    players[1].setdefault("hand", [])
    doc = {"turn": 5, "active": 0, "phase": "main", "format": "g", "card_text": "automated"}
    doc = {**doc, **top, "players": players}
    return Game.from_position(doc)


def damage(face_up: int, face_down: int = 0) -> list[dict[str, Any]]:
    """A damage zone: plain units, `face_up` of them face up (a counter blast pays with them)."""
    return [{"name": PLAIN, "face_down": False}] * face_up + [
        {"name": PLAIN, "face_down": True}
    ] * face_down


def g_zone(*names: str, face_up: int = 0) -> list[dict[str, Any]]:
    """G zone entries: the first `face_up` of `names` face up (Generation Break counts them)."""
    return [{"name": n, "face_down": i >= face_up} for i, n in enumerate(names)]


class Trial:
    """A game with the position before the trigger kept: `act` applies actions through the
    rules (each must be legal) and returns the notes they made, in words; `undone` undoes
    every action since and checks the position is the one kept."""

    def __init__(self, game: Game) -> None:
        self.g = game
        self.before = game.to_position()
        self.depth = len(game.history)

    def act(self, *actions: str) -> list[str]:
        notes: list[str] = []
        for action in actions:
            notes += said(_applied(self.g, action))
        return notes

    def listed(self) -> list[str]:
        return [str(a) for a in self.g.legal_actions()]

    def offered(self, name: str) -> bool:
        """Whether the ability of the card `name` waits to be used (use and skip offered)."""
        listed = self.listed()
        return f'use "{name}"' in listed and f'skip "{name}"' in listed

    def idle(self) -> bool:
        """No ability waits and none is being used."""
        return vg(self.g.state).pending == () and vg(self.g.state).resolving is None

    def undone(self) -> None:
        assert len(self.g.history) > self.depth, "nothing was done"
        while len(self.g.history) > self.depth:
            self.g.undo()
        assert self.g.to_position() == self.before

    # -- reading the table -------------------------------------------------------------------

    def power(self, place: str, player: int = 0) -> int:
        return self.g.power(player, place)

    def critical(self, place: str, player: int = 0) -> int:
        return self.g.stat(player, place, "critical")

    def rested(self, place: str, player: int = 0) -> bool:
        return self.g.state.cards[self.g.state.zones[player][place][0]].rested

    def at(self, place: str, player: int = 0) -> str | None:
        ids = self.g.state.zones[player].get(place, [])
        return self.g.state.cards[ids[0]].card.name if ids else None

    def count(self, zone: str, player: int = 0) -> int:
        return len(self.g.state.zones[player].get(zone, []))

    def face_up_damage(self, player: int = 0) -> int:
        cards = self.g.state.cards
        return sum(not cards[i].face_down for i in self.g.state.zones[player].get("damage", []))


def _applied(game: Game, action: str) -> list[Any]:
    allow(game, action)
    return list(game.history[-1].events)


def works(t: Trial, place: str, index: int, player: int = 0) -> bool:
    """Whether ability `index` of the unit on `place` works now (where it is, its marks and
    its conditions): what a [CONT] ability done by hand shows."""
    from playtester.games.common.ability_play import Context, usable_now
    from playtester.games.vanguard.abilities import ABILITIES

    card = t.g.state.zones[player][place][0]
    return usable_now(ABILITIES, t.g.state, Context(player, card), index)

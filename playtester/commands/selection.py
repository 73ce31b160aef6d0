"""Which cards a command is about: every card of a game, or a selection a player gives by card
names or set numbers, by deck lists, or by a search (`render face/sheet`, `cards fetch
--pictures`)."""

from __future__ import annotations

import re
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path

from playtester.cards.decklist import DeckLine
from playtester.engine import registry
from playtester.engine.cards import Card

NUMBER = re.compile(r"[A-Za-z0-9][A-Za-z0-9-]*/[A-Za-z0-9-]+")  # a set number: BT01/001EN


def game_cards(game: str) -> list[Card]:
    """Every bundled card of `game`, then the user's library cards not already among them."""
    from playtester.cards.db import all_cards

    cards = list(all_cards(game))
    cards += registry.card_model(game).bundled()  # those kept beside its rules, as its own data
    seen = {card.name for card in cards}
    for card in _library_cards(game):
        if card.name not in seen:
            seen.add(card.name)
            cards.append(card)
    return cards


def _library_cards(game: str) -> list[Card]:
    """The user's library cards; none (with a note) when the library cannot be read."""
    from playtester.cards import library
    from playtester.cards.schema import CardDatabaseError

    try:
        return library.all_cards(game)
    except (CardDatabaseError, OSError) as exc:  # a broken library must not stop a picture
        print(f"note: user library skipped: {exc}", file=sys.stderr)
        return []


@dataclass
class Selection:
    """The cards chosen, each once, in the order given, and what could not be found."""

    cards: list[Card] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    _seen: set[Card] = field(default_factory=set, repr=False)

    def add(self, card: Card) -> None:
        if card not in self._seen:
            self._seen.add(card)
            self.cards.append(card)


class Chooser:
    """Finds the cards of one game by name, set number, deck list or search; a deck list's
    lines play their printings as in a game of `format` (a line without a set number: the
    printing of the format's era; no format: the newest)."""

    def __init__(self, game: str, format: str | None = None) -> None:
        from playtester.cards.printings import format_era

        self.game = game
        self.era = format_era(game, format) if format else None
        self._by_number: dict[str, Card] | None = None

    def by_number(self, number: str) -> Card | None:
        """The card with this set number (ignoring case), if any."""
        if self._by_number is None:
            self._by_number = {}
            for card in game_cards(self.game):
                if card.number:
                    self._by_number.setdefault(card.number.casefold(), card)
        return self._by_number.get(number.strip().casefold())

    def card(self, word: str) -> Card | None:
        """The card named `word`, else the one with that set number."""
        found = registry.find_card(self.game, word)
        if found is None and NUMBER.fullmatch(word.strip()):
            found = self.by_number(word)
        return found

    def unknown(self, word: str) -> str:
        """Why `word` found no card, with names close to it."""
        if NUMBER.fullmatch(word.strip()):
            return f"no card has the set number {word!r}"
        import difflib  # only when a name is mistyped: it is slow to import

        names = {c.name.casefold(): c.name for c in game_cards(self.game)}
        close = difflib.get_close_matches(word.casefold(), list(names), n=3, cutoff=0.6)
        hint = ", ".join(names[n] for n in close)
        return f"no card named {word!r}" + (f" (did you mean: {hint}?)" if hint else "")

    def choose(
        self, words: Sequence[str] = (), decks: Sequence[Path] = (), query: str | None = None,
        limit: int = 1000,
    ) -> Selection:  # fmt: skip
        """The cards named (or numbered) in `words`, in the deck lists `decks`, and found by
        `query`, each once."""
        chosen = Selection()
        for word in words:
            card = self.card(word)
            if card is None:
                chosen.problems.append(self.unknown(word))
            else:
                chosen.add(card)
        for path in decks:
            self._deck(path, chosen)
        if query is not None:
            from playtester.cards.search import search

            for hit in search(query, game=self.game, limit=limit):
                chosen.add(hit.card)
        return chosen

    def _deck(self, path: Path, chosen: Selection) -> None:
        """The cards of a deck list; a line's set number picks that printing's number."""
        from playtester.cards.decklist import parse_deck, read_deck_file
        from playtester.engine.errors import DeckError

        try:
            text, _ = read_deck_file(path)
            deck = parse_deck(text)
        except OSError as exc:
            chosen.problems.append(f"cannot read {path}: {exc.strerror or exc}")
            return
        except DeckError as exc:
            chosen.problems += [f"{path}: {problem}" for problem in exc.problems]
            return
        for line in [*deck.main, *deck.g_zone]:
            card = self.played(line)
            if card is None:
                chosen.problems.append(f"{path}, line {line.line}: {self.unknown(line.name)}")
            elif line.number and card.number.casefold() != line.number.casefold():
                chosen.add(replace(card, number=line.number))
            else:
                chosen.add(card)

    def played(self, line: DeckLine) -> Card | None:
        """The printing a deck line plays, as a game resolves it: its set number's, else the
        era's (else the newest) of its name; None when its card is unknown."""
        from playtester.cards.decklist import DeckList, resolve_deck
        from playtester.engine.errors import DeckError

        alone = DeckList(g_zone=[line]) if line.section == "g_zone" else DeckList(main=[line])
        try:
            resolved = resolve_deck(alone, self.game, era=self.era, catalog=self)
        except DeckError:
            return None
        return resolved.chosen[0].card if resolved.chosen else None

    def printings(self, game: str, name: str) -> list[Card]:
        """Every printing of a name (the user's library's, else the bundled card's)."""
        from playtester.cards.library import CATALOG
        from playtester.cards.schema import CardDatabaseError

        try:
            found = CATALOG.printings(game, name)
        except (CardDatabaseError, OSError):  # a broken library: the bundled card
            found = []
        card = None if found else registry.find_card(game, name)
        return found or ([card] if card is not None else [])

    def printing(self, game: str, number: str) -> Card | None:
        """The printing with this set number."""
        from playtester.cards.library import CATALOG
        from playtester.cards.schema import CardDatabaseError

        try:
            found = CATALOG.printing(game, number)
        except (CardDatabaseError, OSError):
            found = None
        return found or self.by_number(number)

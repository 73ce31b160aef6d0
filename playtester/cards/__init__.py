"""Card data: the bundled read-only card database and plain-text deck lists."""

from playtester.cards.db import (
    CardDatabase,
    CardDatabaseError,
    all_cards,
    bundled_db_path,
    close_names,
    lookup,
    use_database,
)
from playtester.cards.decklist import (
    DeckLine,
    DeckList,
    ResolvedDeck,
    format_deck,
    parse_deck,
    resolve_deck,
)

__all__ = [
    "CardDatabase",
    "CardDatabaseError",
    "DeckLine",
    "DeckList",
    "ResolvedDeck",
    "all_cards",
    "bundled_db_path",
    "close_names",
    "format_deck",
    "lookup",
    "parse_deck",
    "resolve_deck",
    "use_database",
]

"""A Vanguard card's abilities as the shell shows them (the game's `CardAbilities`,
engine/shell.py): the user's hand-written ones (`card edit --ability`, kept in the library) beat
the bundled files' (assets/abilities/vanguard), which beat the parser's reading of the printed
text (text_reader.py), kept in the library with the reader's version; and how much of many
cards is read, per era (games/common/card_abilities.py, shared with WIXOSS)."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from playtester.engine.cards import Card
from playtester.games.common.abilities import CardText
from playtester.games.common.card_abilities import PRINTED, YOU, PrintedAbilities
from playtester.games.common.text_reading import Reading, card_text
from playtester.games.common.text_store import decode, encode
from playtester.games.vanguard.ability_data import bundled
from playtester.games.vanguard.ability_words import WORDS
from playtester.games.vanguard.cards import vanguard_card
from playtester.games.vanguard.eras import ERAS, era_of

BUNDLED = "the bundled card's abilities (assets/abilities/vanguard)"


@cache
def reader_version() -> str:
    """The reader's version: a digest of the source of its modules (every `text_*.py` of the
    game, the grammar's among them, and its ability words), so that the library reads its cards
    again when one changes; of the grammar alone where the program runs without its source
    (only then is the grammar's module read, and with it Lark: not for a library's deck)."""
    digest = hashlib.sha256()
    here = Path(__file__).parent
    if not (here / "text_grammar.py").is_file():
        from playtester.games.vanguard.text_grammar import GRAMMAR

        digest.update(GRAMMAR.encode())
    for path in [*sorted(here.glob("text_*.py")), here / "ability_words.py"]:
        if path.is_file():
            digest.update(path.name.encode() + path.read_bytes())
    return digest.hexdigest()[:16]


def printed(card: Card) -> tuple[Reading, ...]:
    """The reading of a card's printed text: the one kept in the library at import when it
    is of this reader's version, else read now."""
    from playtester.cards.library import kept_reading

    kept = kept_reading(card, reader_version()) if card.text else ""
    found = decode(kept, WORDS) if kept else None
    if found is not None:
        return found
    # the parser and its grammar (Lark): read only for a text not kept, not for a library's deck
    from playtester.games.vanguard.text_reader import read_text

    return read_text(card.text, vanguard_card(card).clan)


def table_texts(cards: Sequence[Card]) -> dict[str, CardText]:
    """The abilities the table plays for cards that are not bundled ones, by name: what the
    user wrote (`card edit --ability`), else the reading of the printed text."""
    from playtester.cards.library import written_abilities

    written = written_abilities("vanguard")
    out: dict[str, CardText] = {}
    for card in cards:
        if card.name in bundled():
            continue  # (a test's texts in place of the bundled ones: none of these)
        out[card.name] = card_text(card.name, readings(card, written.get(card.name, ""))[1])
    return out


def _era(card: Card) -> str | None:
    return era_of(card.number, card.text)


@dataclass(frozen=True)
class VanguardCardAbilities(PrintedAbilities):
    """Vanguard's `CardAbilities`, and its `TextReader` (the readings the library keeps)."""

    @property
    def version(self) -> str:
        return reader_version()

    def stored(self, card: Card) -> str:
        from playtester.games.vanguard.text_reader import read_text  # (not at the table's start)

        return encode(read_text(card.text, vanguard_card(card).clan))


ABILITIES = VanguardCardAbilities(WORDS, bundled, BUNDLED, printed, _era, ERAS)
readings = ABILITIES.readings
deck_coverage = ABILITIES.deck_coverage

__all__ = ["ABILITIES", "BUNDLED", "PRINTED", "YOU", "deck_coverage", "readings", "table_texts"]

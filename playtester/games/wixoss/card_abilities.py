"""A WIXOSS card's abilities as the shell shows them (the game's `CardAbilities`): the user's
hand-written ones (`card edit --ability`) beat the bundled files' (assets/abilities/wixoss),
which beat the reading of the printed Japanese text (text_reader.py); and how much of many
cards is read, per era (games/common/card_abilities.py does it for every game)."""

from __future__ import annotations

from playtester.engine.cards import Card
from playtester.games.common.card_abilities import PrintedAbilities
from playtester.games.common.text_reading import Reading
from playtester.games.wixoss.ability_data import bundled
from playtester.games.wixoss.ability_words import WORDS
from playtester.games.wixoss.eras import DIVA, OTHER, era_of
from playtester.games.wixoss.text_reader import read_text

BUNDLED = "the bundled card's abilities (assets/abilities/wixoss)"


def printed(card: Card) -> tuple[Reading, ...]:
    """The card's printed text as read (its kind says where its abilities work)."""
    return read_text(card.text, card.kind)


ABILITIES = PrintedAbilities(
    WORDS, bundled, BUNDLED, printed, lambda card: era_of(card.number), (DIVA, OTHER)
)

__all__ = ["ABILITIES", "BUNDLED", "printed"]

"""What the bots and the deck statistics read of a card, in one place (through the typed
accessor of Vanguard's card model)."""

from __future__ import annotations

from playtester.engine.cards import Card, CardInstance
from playtester.games.vanguard.cards import VanguardCard, vanguard_card

Held = Card | CardInstance


def _card(card: Held) -> VanguardCard:
    return vanguard_card(card)


def grade(card: Held) -> int:
    """The grade as a number (a card without one counts as 0)."""
    return _card(card).grade or 0


def has_grade(card: Held) -> bool:
    return _card(card).grade is not None


def power(card: Held) -> int:
    return _card(card).power


def shield(card: Held) -> int:
    """The shield, an unknown one (its data does not say) as none."""
    return _card(card).shield or 0


def trigger(card: Held) -> str | None:
    """The trigger icon (critical, draw, heal, stand), or None."""
    return _card(card).trigger


def trigger_power(card: Held) -> int:
    return _card(card).trigger_power


def boosts(card: Held) -> bool:
    return _card(card).has("boost")


def sentinel(card: Held) -> bool:
    """A sentinel's guard is its card text (a perfect guard): the bots leave it to manual play."""
    return _card(card).sentinel


def gift(card: Held) -> str | None:
    return _card(card).gift


def kind(card: Held) -> str:
    """unit, g_unit, order or marker."""
    return _card(card).kind


def name(card: Held) -> str:
    return _card(card).name

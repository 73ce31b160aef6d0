"""Deck construction rules per format, and turning deck lists into the cards a game starts with."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from playtester.engine.cards import Card
from playtester.games.vanguard import eras
from playtester.games.vanguard.cards import ASIDE_KINDS, G_KINDS, GIFTS, UNKNOWN, vanguard_card
from playtester.games.vanguard.formats import FORMATS, G_ZONE
from playtester.games.vanguard.limits import limit_problems

DECK_SIZE = 50
MAX_COPIES = 4
TRIGGERS = 16
MAX_HEALS = 4
G_ZONE_SIZE = 8


@dataclass(frozen=True)
class Deck:
    """A deck ready to play: the main deck in list order, the G zone, the first vanguard, and
    the cards listed with it that no rule plays (crests, tokens), kept aside."""

    main: tuple[Card, ...]
    g_zone: tuple[Card, ...] = ()
    first_vanguard: Card | None = None
    aside: tuple[Card, ...] = ()

    @classmethod
    def of(cls, main: list[Card], g_zone: list[Card], first_vanguard: Card | None = None) -> Deck:
        """A deck from listed cards: crests and tokens in the main list are set aside."""
        aside = tuple(c for c in main if c.kind in ASIDE_KINDS)
        kept = tuple(c for c in main if c.kind not in ASIDE_KINDS)
        return cls(kept, tuple(g_zone), first_vanguard, aside)

    def starter(self) -> Card | None:
        """The first vanguard: the one the list names, else its first grade 0 non-trigger unit."""
        if self.first_vanguard is not None:
            return self.first_vanguard
        grade0 = [c for c in self.main if vanguard_card(c).grade == 0 and c.kind == "unit"]
        plain = [c for c in grade0 if vanguard_card(c).trigger is None]
        found = plain or grade0
        return found[0] if found else None


def deck_problems(deck: Deck, format: str = "standard") -> list[str]:
    """Every way the deck breaks its format's construction rules (empty when it is legal)."""
    problems = []
    main = deck.main
    if len(main) != DECK_SIZE:
        problems.append(f"the main deck has {len(main)} cards; it must have exactly {DECK_SIZE}")
    for name, copies in sorted(Counter(c.name for c in main).items()):
        if copies > MAX_COPIES:
            problems.append(f'{copies} copies of "{name}"; at most {MAX_COPIES} of a card')
    triggers = sum(1 for c in main if vanguard_card(c).trigger)
    if triggers != TRIGGERS:
        problems.append(f"{triggers} trigger units; a deck has exactly {TRIGGERS}")
    heals = sum(1 for c in main if vanguard_card(c).trigger == "heal")
    if heals > MAX_HEALS:
        problems.append(f"{heals} heal triggers; at most {MAX_HEALS}")
    problems += limit_problems(main, format)
    g_units = [c for c in main if c.kind == "g_unit"]
    if g_units:
        problems.append(f'"{g_units[0].name}" is a G unit; G units go in the G zone, not the deck')
    starter = deck.starter()
    if starter is None or (vanguard_card(starter).grade or 0) != 0:
        problems.append("no grade 0 unit to be the first vanguard")
    if G_ZONE not in FORMATS[format].zones:
        if deck.g_zone:
            problems.append("the standard format has no G zone; use the g or premium format")
    else:
        if len(deck.g_zone) > G_ZONE_SIZE:
            problems.append(f"the G zone has {len(deck.g_zone)} cards; at most {G_ZONE_SIZE}")
        for name, copies in sorted(Counter(c.name for c in deck.g_zone).items()):
            if copies > MAX_COPIES:
                problems.append(f'{copies} copies of "{name}" in the G zone; at most {MAX_COPIES}')
        for card in deck.g_zone:
            if card.kind not in G_KINDS:
                problems.append(f'"{card.name}" in the G zone is not a G unit')
                break
    return problems


Unknown = tuple[Card, str, tuple[str, ...]]  # a printing, its unknown field, what it may be


def deck_unknowns(deck: Deck) -> list[Unknown]:
    """What the deck's card data does not say: (printing, field, the values it may take) for
    each printing and field left unknown (a trigger's kind, a shield, a gift icon), in list
    order."""
    found: list[Unknown] = []
    for card in dict.fromkeys(vanguard_card(c) for c in (*deck.main, *deck.g_zone)):
        if card.trigger == UNKNOWN:
            found.append(
                (card, "trigger", eras.card_trigger_kinds(card.number, card.text, card.shield))
            )
        if card.shield is None:  # a record one column off lost it
            found.append((card, "shield", ("N",)))
        if card.gift == UNKNOWN:  # none too, if it may be of another era than the V era's
            may_be = eras.possible_eras(card.number, card.text)
            found.append((card, "gift", GIFTS if may_be == (eras.V,) else (*GIFTS, "none")))
    return found

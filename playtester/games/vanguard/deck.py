"""Deck construction rules per format, and turning deck lists into the cards a game starts with."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from playtester.engine.cards import Card
from playtester.games.vanguard import eras
from playtester.games.vanguard.cards import ASIDE_KINDS, G_KINDS, GIFTS, UNKNOWN, vanguard_card
from playtester.games.vanguard.formats import FORMATS, G_ZONE, RIDE_DECK
from playtester.games.vanguard.limits import limit_problems

DECK_SIZE = 50
MAX_COPIES = 4
TRIGGERS = 16
MAX_HEALS = 4
G_ZONE_SIZE = 8
RIDE_GRADES = (0, 1, 2, 3)  # the D era's Ride Deck: one unit of each, the 0 the first vanguard
# The D era builds a deck of one nation (D25, the "Nation Fight" regulation: docs/d-era.md, NF),
# read from the card's clan field (the card files hold the nation there); a card printed with no
# nation (blank, or "-" as the files write the Cray Elementals) goes in a deck of any nation.
# Collaboration titles are a nation of their own.
NATIONLESS = frozenset({"", "-"})


@dataclass(frozen=True)
class Deck:
    """A deck ready to play: the main deck in list order, the G zone, the first vanguard, the
    cards listed with it that no rule plays (crests, tokens), kept aside, and the D era's Ride
    Deck (its cards count in the deck, set apart from the main deck)."""

    main: tuple[Card, ...]
    g_zone: tuple[Card, ...] = ()
    first_vanguard: Card | None = None
    aside: tuple[Card, ...] = ()
    ride_deck: tuple[Card, ...] = ()

    @classmethod
    def of(
        cls,
        main: list[Card],
        g_zone: list[Card],
        first_vanguard: Card | None = None,
        ride_deck: list[Card] | tuple[Card, ...] = (),
    ) -> Deck:
        """A deck from listed cards: crests and tokens in the main list or the Ride Deck are
        set aside (real D era lists name the Ride Deck's crest, "Chronojet Dragon", there)."""
        listed = (*main, *ride_deck)
        aside = tuple(c for c in listed if c.kind in ASIDE_KINDS)
        kept = tuple(c for c in main if c.kind not in ASIDE_KINDS)
        ride = tuple(c for c in ride_deck if c.kind not in ASIDE_KINDS)
        return cls(kept, tuple(g_zone), first_vanguard, aside, ride)

    def starter(self) -> Card | None:
        """The first vanguard: the Ride Deck's grade 0 when there is a Ride Deck, else the one
        the list names, else its first grade 0 non-trigger unit."""
        if self.ride_deck:
            found = [c for c in self.ride_deck if vanguard_card(c).grade == 0]
            return found[0] if found else None
        if self.first_vanguard is not None:
            return self.first_vanguard
        grade0 = [c for c in self.main if vanguard_card(c).grade == 0 and c.kind == "unit"]
        plain = [c for c in grade0 if vanguard_card(c).trigger is None]
        found = plain or grade0
        return found[0] if found else None


def deck_problems(deck: Deck, format: str = "standard") -> list[str]:
    """Every way the deck breaks its format's construction rules (empty when it is legal)."""
    problems = []
    has_ride_deck = RIDE_DECK in FORMATS[format].zones
    main = (*deck.main, *deck.ride_deck) if has_ride_deck else deck.main
    if len(main) != DECK_SIZE:
        if deck.ride_deck and has_ride_deck:  # the Ride Deck counts in the fifty (how-to page)
            problems.append(
                f"the deck has {len(main)} cards with its Ride Deck; it must have exactly"
                f" {DECK_SIZE}, the Ride Deck's four among them (D era deck rule)"
            )
        else:
            problems.append(
                f"the main deck has {len(main)} cards; it must have exactly {DECK_SIZE}"
            )
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
    problems += ride_deck_problems(deck, format)
    problems += nation_problems(deck, format)
    starter = deck.starter()
    if (starter is None or (vanguard_card(starter).grade or 0) != 0) and not (
        has_ride_deck and deck.ride_deck
    ):  # a Ride Deck without its grade 0 is said once, as the Ride Deck's problem
        problems.append("no grade 0 unit to be the first vanguard")
    if G_ZONE not in FORMATS[format].zones:
        if deck.g_zone:
            problems.append(_no_g_zone(format))
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


def _no_g_zone(format: str) -> str:
    """Why a format without a G zone refuses a G zone list, naming the format."""
    if RIDE_DECK in FORMATS[format].zones:  # the D era: a G deck beside a few Ride Decks only
        return (
            f"the {format} format has no G zone: the D era allows a G deck only beside a few"
            " Ride Decks (Chronojet's), which the table does not play yet"
        )
    return f"the {format} format has no G zone; use the g or premium format"


def ride_deck_problems(deck: Deck, format: str) -> list[str]:
    """How the Ride Deck breaks the format's rules (the D era's deck rule: four normal units,
    one of each grade 0 to 3, set apart from the main deck; a format without it has none)."""
    if RIDE_DECK not in FORMATS[format].zones:
        if deck.ride_deck:
            return [f"the {format} format has no Ride Deck; use the d format"]
        return []
    ride = [vanguard_card(c) for c in deck.ride_deck]
    if not ride:
        return ["no Ride Deck: the d format's deck sets apart a grade 0, 1, 2 and 3 unit"
                " (D era deck rule; a `Ride Deck:` section in the list)"]  # fmt: skip
    problems = []
    if len(ride) != len(RIDE_GRADES):
        problems.append(
            f"the Ride Deck has {len(ride)} cards; it holds exactly {len(RIDE_GRADES)},"
            " one unit of each grade 0 to 3 (D era deck rule)"
        )
    grades = Counter(c.grade for c in ride)
    for wanted in RIDE_GRADES:
        if grades[wanted] == 0:
            problems.append(
                f"the Ride Deck has no grade {wanted} unit; it holds one of each grade 0 to 3"
                " (D era deck rule)"
            )
    for card in ride:
        if card.kind != "unit" or card.trigger is not None:
            what = "a trigger unit" if card.kind == "unit" else f"not a unit ({card.kind})"
            problems.append(
                f'"{card.name}" in the Ride Deck is {what}; the Ride Deck holds normal units'
                " (D era deck rule)"
            )
    return problems


def nation_problems(deck: Deck, format: str) -> list[str]:
    """The D era's deck rule of one nation (D25: the main deck, the Ride Deck and a G deck hold
    the cards of one nation and cards of none); formats without the Ride Deck judge no nation."""
    if RIDE_DECK not in FORMATS[format].zones:
        return []
    cards = [vanguard_card(c) for c in (*deck.main, *deck.ride_deck, *deck.g_zone)]
    nations = Counter(c.clan for c in cards if c.clan not in NATIONLESS)
    if len(nations) < 2:
        return []
    (nation, count), *others = nations.most_common()

    def named(other: str) -> str:
        """The names of a stray nation's cards, the first three."""
        names = sorted({c.name for c in cards if c.clan == other})
        return ", ".join(f'"{n}"' for n in names[:3]) + (", ..." if len(names) > 3 else "")

    strays = ", ".join(f"{n} of {other} ({named(other)})" for other, n in others)
    return [
        f"the deck mixes nations: {count} cards of {nation}, {strays}; a d format deck holds the"
        " cards of one nation and cards of no nation (D era deck rule: nations)"
    ]


Unknown = tuple[Card, str, tuple[str, ...]]  # a printing, its unknown field, what it may be


def deck_unknowns(deck: Deck) -> list[Unknown]:
    """What the deck's card data does not say: (printing, field, the values it may take) for
    each printing and field left unknown (a trigger's kind, a shield, a gift icon), in list
    order."""
    found: list[Unknown] = []
    for card in dict.fromkeys(
        vanguard_card(c) for c in (*deck.main, *deck.g_zone, *deck.ride_deck)
    ):
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

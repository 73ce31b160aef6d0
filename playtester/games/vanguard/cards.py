"""Vanguard's cards: the fields a Vanguard card prints beyond the core (grade, power, shield,
critical, clan, race, trigger, skill icons, gift, sentinel), read from and written to plain
data, and the card model through which the engine and the card database reach them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from playtester.engine.cards import Attribute, Card, CardInstance, Printings, check_fields
from playtester.engine.errors import PositionError
from playtester.games.common.cards import FacedCards, Faces
from playtester.games.vanguard import eras

if TYPE_CHECKING:
    from playtester.engine.imports import RecordReader

# a G guardian is a G unit that guards and never strides; crests, tokens and cards of another
# kind ("other") are kept with the deck, though no rule of these texts plays them
KINDS = ("unit", "g_unit", "g_guardian", "order", "marker", "crest", "token", "other")
G_KINDS = ("g_unit", "g_guardian")  # the cards of the G zone
ASIDE_KINDS = ("crest", "token", "other")  # listed with a deck, never shuffled into it
TRIGGERS = ("critical", "draw", "heal", "stand")  # the rules texts' triggers
TRIGGER_KINDS = (*TRIGGERS, "front", "over")  # and the later eras'
SKILLS = ("boost", "intercept", "twin_drive", "triple_drive", "persona_ride")  # the last: D era
GIFTS = ("force", "accel", "protect")
# the kinds of order the D era prints as its type ("Normal Order", "Blitz Order", "Set Order"):
# when each is played (orders.py); None for a card that is no order or whose data does not say
ORDER_KINDS = ("normal", "blitz", "set")
# a field the card data could not decide: asked for, never guessed (`card edit` sets it)
UNKNOWN = "unknown"


def default_skills(grade: int | None, kind: str = "unit") -> tuple[str, ...]:
    """The skill icons a card of this grade and kind carries when its data does not list any:
    a G unit has Triple Drive!!, other units the icon of their grade, anything else none."""
    if kind in G_KINDS:
        return ("triple_drive",) if kind == "g_unit" else ()
    if kind != "unit" or grade is None:
        return ()
    if grade <= 1:
        return ("boost",)
    if grade == 2:
        return ("intercept",)
    return ("twin_drive",)


@dataclass(frozen=True, slots=True, kw_only=True)
class VanguardCard(Card):
    """A Vanguard card: the core and what a Vanguard card prints."""

    game: str = "vanguard"
    kind: str = "unit"
    grade: int | None = 0
    power: int = 0
    shield: int | None = 0  # None: unknown (a record one column off lost it), never a guess
    critical: int = 1
    clan: str = ""
    trigger: str | None = None
    trigger_power: int = 5000
    skills: tuple[str, ...] = ()
    gift: str | None = None
    sentinel: bool = False
    race: str = ""
    order_kind: str | None = None  # ORDER_KINDS, UNKNOWN (an order of an unsaid kind) or None

    def has(self, skill: str) -> bool:
        return skill in self.skills

    def unknowns(self) -> tuple[str, ...]:
        """The fields its data could not decide (see UNKNOWN; an unknown shield is None)."""
        fields = ("trigger", "gift", "order_kind")
        unknown = tuple(f for f in fields if getattr(self, f) == UNKNOWN)
        return unknown + (("shield",) if self.shield is None else ())

    def to_dict(self, derived: bool = False) -> dict[str, Any]:
        """Plain data, as positions hold it: defaults left out to keep documents short; the
        skills too when they are the grade's (unless `derived`)."""
        out: dict[str, Any] = {"name": self.name}
        for key, default in _DEFAULTS.items():
            value = getattr(self, key)
            if key == "skills":
                value = list(value)
                if not derived and tuple(value) == default_skills(self.grade, self.kind):
                    continue
            elif value == default:
                continue
            out[key] = value
        return out


_DEFAULTS: dict[str, Any] = {
    "grade": 0,
    "power": 0,
    "shield": 0,
    "critical": 1,
    "clan": "",
    "kind": "unit",
    "trigger": None,
    "trigger_power": 5000,
    "skills": (),
    "gift": None,
    "sentinel": False,
    "race": "",
    "order_kind": None,
    "text": "",
    "number": "",
    "picture": "",
}
_TYPES: dict[str, tuple[type, ...]] = {
    "grade": (int, type(None)),
    "power": (int,),
    "shield": (int, type(None)),
    "critical": (int,),
    "clan": (str,),
    "trigger": (str, type(None)),
    "trigger_power": (int,),
    "skills": (list, tuple),
    "gift": (str, type(None)),
    "sentinel": (bool,),
    "race": (str,),
    "order_kind": (str, type(None)),
}
_CHOICES: dict[str, tuple[Any, ...]] = {
    "kind": KINDS,
    "trigger": (None, *TRIGGER_KINDS, UNKNOWN),
    "gift": (None, *GIFTS, UNKNOWN),
    "order_kind": (None, *ORDER_KINDS, UNKNOWN),
}


def card_from_dict(data: Any, path: str = "card") -> VanguardCard:
    """A card from plain data (positions, card files); PositionError names the bad key."""
    fields = check_fields(data, path, _TYPES, _CHOICES)
    if "skills" in fields:
        if len(fields["skills"]) > len(SKILLS):
            raise PositionError(f"{path}.skills", f"at most {len(SKILLS)} skills")
        for skill in fields["skills"]:
            if skill not in SKILLS:
                raise PositionError(f"{path}.skills", f"unknown skill {skill!r}")
        fields["skills"] = tuple(fields["skills"])
    else:
        fields["skills"] = default_skills(fields.get("grade", 0), fields.get("kind", "unit"))
    return VanguardCard(**fields)


def vanguard_card(thing: Card | CardInstance) -> VanguardCard:
    """The Vanguard card of a card or of a copy in a game (TypeError for another game's)."""
    if type(thing) is CardInstance:  # (the most asked: a copy of a Vanguard card, first)
        card = thing.card
        if type(card) is VanguardCard:
            return card
    card = thing.card if isinstance(thing, CardInstance) else thing
    if not isinstance(card, VanguardCard):
        raise TypeError(f"{card.name!r} is a card of {card.game or 'no game'}, not of Vanguard")
    return card


class VanguardPrintings(Printings):
    """Vanguard's printings: an era by set code (see `eras.py`), oldest era first; each format
    plays its era's printings; a G zone plays a name's G units, a main deck its other cards."""

    def order(self, card: Card) -> tuple[Any, ...]:
        return eras.newness(card.number, card.text)

    def era(self, card: Card) -> str | None:
        return eras.era_of(card.number, card.text)

    def format_era(self, format: str) -> str | None:
        return eras.FORMAT_ERAS.get(format)

    def section_kinds(self, section: str) -> tuple[str, ...]:
        return G_KINDS if section == "g_zone" else ("unit", "order")


class VanguardCards(FacedCards):
    """Vanguard's card model, as the registry holds it."""

    game = "vanguard"
    card_type = VanguardCard
    kinds = KINDS
    # in the order of the card database's columns; what a card search narrows by
    attributes = (
        Attribute("grade", int, optional=True, search="equal"),
        Attribute("power", int, search="range"),
        Attribute("shield", int, optional=True),
        Attribute("critical", int),
        Attribute("clan", str, search="prefix"),
        Attribute("race", str),
        Attribute("trigger", str, optional=True, search="equal", choices=(*TRIGGER_KINDS, UNKNOWN)),
        Attribute("trigger_power", int),
        Attribute("skills", tuple, choices=SKILLS),
        Attribute("gift", str, optional=True, search="equal", choices=(*GIFTS, UNKNOWN)),
        Attribute("sentinel", bool),
        Attribute(
            "order_kind", str, optional=True, search="equal", choices=(*ORDER_KINDS, UNKNOWN)
        ),
    )
    printings = VanguardPrintings()
    heading = f"{'G':>2} {'power':>6} {'shield':>6}  {'marks':<9} {'kind':<6} {'clan':<22}  name"

    def bundled(self) -> list[Card]:
        """None: Vanguard's bundled cards are the JSON files under `assets/cards/vanguard`."""
        return []

    @property
    def records(self) -> RecordReader:
        """The reader of Card Game Simulator's Vanguard files and of CSV files (`records.py`)."""
        from playtester.games.vanguard import records  # it reads this module's cards

        return records.RECORDS

    def line(self, card: Card) -> str:
        """A card in one line under `heading`: grade, power, shield, its trigger (or sentinel,
        or gift), kind, clan and name."""
        card = vanguard_card(card)
        grade = "-" if card.grade is None else str(card.grade)
        trigger = "trigger?" if card.trigger == UNKNOWN else card.trigger  # its data does not say
        gift = "gift?" if card.gift == UNKNOWN else card.gift
        marks = trigger or ("sentinel" if card.sentinel else gift or "")
        kind = "G unit" if card.kind == "g_unit" else card.kind
        shield = "?" if card.shield is None else str(card.shield)  # its data does not say
        return (
            f"{grade:>2} {card.power:>6} {shield:>6}  {marks:<9} {kind:<6}"
            f" {card.clan[:22]:<22}  {card.name}"
        )

    def card_from_dict(self, data: Any, path: str) -> Card:
        return card_from_dict(data, path)

    def faces(self) -> Faces:
        from playtester.games.vanguard import faces  # it reads this module's cards

        return faces


CARDS = VanguardCards()

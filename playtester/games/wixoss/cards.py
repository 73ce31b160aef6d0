"""WIXOSS cards: what is printed on one, read from and written to plain data.

A card definition in data (positions, the bundled list) has the keys of `FIELDS`; `type` is
the card's kind and `class` its SIGNI class (both Python words, so the attributes are `kind`
and `signi_class`). Costs are colour counts: `{"white": 2, "colorless": 1}`.
"""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from playtester.engine.cards import (
    MAX_NAME,
    MAX_NUMBER,
    MAX_TEXT,
    Attribute,
    Card,
    Printings,
    name_problem,
)
from playtester.engine.errors import PositionError
from playtester.games.common.cards import FacedCards, Faces
from playtester.games.wixoss import eras

if TYPE_CHECKING:
    from playtester.engine.imports import RecordReader

KINDS = ("lrig", "assist_lrig", "signi", "spell", "arts", "key", "resona", "piece")
COLORS = ("white", "red", "blue", "green", "black", "colorless")
KEYWORDS = ("assassin", "double_crush", "lancer", "rise", "shadow")
# when a spell, an arts or a piece may be used: the main phase, the attack phase, or in answer
# to the opponent's spell (a "spell cut-in")
TIMINGS = ("main", "attack", "spell_cutin")
LRIG_KINDS = frozenset({"lrig", "assist_lrig"})
LRIG_DECK_KINDS = frozenset({"lrig", "assist_lrig", "arts", "key", "resona", "piece"})
FIELD_SIGNI_KINDS = frozenset({"signi", "resona"})  # what stands in a SIGNI zone
LEVELLED_KINDS = LRIG_KINDS | FIELD_SIGNI_KINDS  # the kinds whose level means something
MAX_LEVEL = 99
MAX_COST = 99  # symbols of one colour in a cost

Cost = tuple[tuple[str, int], ...]  # (colour, count) in the order of COLORS

KIND_WORDS = {
    "lrig": "an LRIG",
    "assist_lrig": "an Assist LRIG",
    "signi": "a SIGNI",
    "spell": "a spell",
    "arts": "an arts",
    "key": "a key",
    "resona": "a resona",
    "piece": "a piece",
}


@dataclass(frozen=True, slots=True)
class WixossCard(Card):
    """A WIXOSS card: the core (name, kind, text, number...) and what WIXOSS prints."""

    kind: str = "signi"
    color: tuple[str, ...] = ("colorless",)
    level: int = 0
    power: int = 0
    limit: int = 0
    grow_cost: Cost = ()
    cost: Cost = ()
    lrig_type: str = ""
    team: str = ""
    signi_class: str = ""
    burst: bool = False
    guard: bool = False
    keywords: tuple[str, ...] = ()
    timing: tuple[str, ...] = ()
    restriction: str = ""  # the LRIG type a card is limited to ("" for none)
    story: str = ""  # a story mark the card prints (in the Diva era, "dissona")
    coin: int = 0  # the coins the card prints
    game: str = "wixoss"

    def has(self, keyword: str) -> bool:
        """Whether the card has a keyword (assassin, double_crush, lancer, rise, shadow)."""
        return keyword in self.keywords

    @property
    def is_lrig(self) -> bool:
        return self.kind in LRIG_KINDS

    def to_dict(self, derived: bool = False) -> dict[str, Any]:
        """The card as data (defaults left out), as `card_from_dict` reads it (no field of a
        WIXOSS card derives from another: `derived` changes nothing)."""
        out: dict[str, Any] = {"name": self.name, "type": self.kind}
        if self.color != ("colorless",):
            out["color"] = list(self.color)
        for key, attr in _WRITTEN:
            value = getattr(self, attr)
            if value in ((), "", 0, False):
                continue
            if key in ("grow_cost", "cost"):
                value = dict(value)
            elif key in ("keywords", "timing"):
                value = list(value)
            out[key] = value
        return out


_WRITTEN = (
    ("level", "level"),
    ("limit", "limit"),
    ("grow_cost", "grow_cost"),
    ("cost", "cost"),
    ("lrig_type", "lrig_type"),
    ("team", "team"),
    ("class", "signi_class"),
    ("power", "power"),
    ("burst", "burst"),
    ("guard", "guard"),
    ("keywords", "keywords"),
    ("timing", "timing"),
    ("restriction", "restriction"),
    ("story", "story"),
    ("coin", "coin"),
    ("text", "text"),
    ("number", "number"),
)
FIELDS: dict[str, type] = {
    "name": str,
    "type": str,
    "color": list,
    "level": int,
    "limit": int,
    "grow_cost": dict,
    "cost": dict,
    "lrig_type": str,
    "team": str,
    "class": str,
    "power": int,
    "burst": bool,
    "guard": bool,
    "keywords": list,
    "timing": list,
    "restriction": str,
    "story": str,
    "coin": int,
    "text": str,
    "number": str,
}
_ATTRS = {"type": "kind", "class": "signi_class"}


def read_cost(data: Any, path: str) -> Cost:
    """A cost from `{"white": 2, "colorless": 1}`; PositionError names the bad part."""
    if not isinstance(data, dict):
        raise PositionError(path, f"expected an object of colour counts, got {data!r}")
    for colour, count in data.items():
        if colour not in COLORS:
            raise PositionError(f"{path}.{colour}", f"not a colour; colours: {', '.join(COLORS)}")
        if not isinstance(count, int) or isinstance(count, bool) or not 0 <= count <= MAX_COST:
            raise PositionError(f"{path}.{colour}", f"expected a count from 0 to {MAX_COST}")
    return tuple((c, data[c]) for c in COLORS if data.get(c))


def card_from_dict(data: Any, path: str = "card") -> WixossCard:
    """A card from plain data; PositionError names the key that is wrong."""
    if not isinstance(data, dict):
        raise PositionError(path, "expected an object with at least a name and a type")
    fields: dict[str, Any] = {}
    for key, value in data.items():
        wanted = FIELDS.get(key)
        where = f"{path}.{key}"
        if wanted is None:
            raise PositionError(where, f"unknown card field; fields: {', '.join(FIELDS)}")
        if not isinstance(value, wanted) or (isinstance(value, bool) and wanted is not bool):
            raise PositionError(where, f"expected {_type_word(wanted)}, got {value!r}")
        limit = MAX_TEXT if key == "text" else MAX_NAME
        if isinstance(value, str) and len(value) > limit:
            raise PositionError(where, f"at most {limit:,} characters")
        fields[_ATTRS.get(str(key), str(key))] = _field(key, value, where)
    name = str(fields.get("name", ""))
    if not name.strip():
        raise PositionError(f"{path}.name", "every card needs a name")
    problem = name_problem(name)
    if problem is not None:
        raise PositionError(f"{path}.name", problem)
    if "kind" not in fields:
        raise PositionError(f"{path}.type", f"every card needs a type: {', '.join(KINDS)}")
    return WixossCard(**fields)


def _field(key: str, value: Any, where: str) -> Any:
    """One field's value, checked and in the card's own form."""
    if key == "type" and value not in KINDS:
        raise PositionError(where, f"{value!r} is not a card type; types: {', '.join(KINDS)}")
    if key == "color":
        if not value or any(c not in COLORS for c in value) or len(set(value)) != len(value):
            raise PositionError(where, f"a list of different colours among {', '.join(COLORS)}")
        return tuple(value)
    if key == "keywords":
        if any(k not in KEYWORDS for k in value) or len(set(value)) != len(value):
            raise PositionError(where, f"a list of different keywords: {', '.join(KEYWORDS)}")
        return tuple(value)
    if key == "timing":
        if any(t not in TIMINGS for t in value) or len(set(value)) != len(value):
            raise PositionError(where, f"a list of different timings: {', '.join(TIMINGS)}")
        return tuple(value)
    if key == "coin" and not 0 <= value <= MAX_LEVEL:
        raise PositionError(where, f"expected a number from 0 to {MAX_LEVEL}")
    if key in ("grow_cost", "cost"):
        return read_cost(value, where)
    if key in ("level", "limit") and not 0 <= value <= MAX_LEVEL:
        raise PositionError(where, f"expected a number from 0 to {MAX_LEVEL}")
    if key == "power" and abs(value) > MAX_NUMBER:
        raise PositionError(where, f"a number from -{MAX_NUMBER} to {MAX_NUMBER}")
    return value


_TYPE_WORDS = {str: "text", int: "a whole number", bool: "true or false", list: "a list"}


def _type_word(wanted: type) -> str:
    return _TYPE_WORDS.get(wanted, "an object")


def cost_total(cost: Cost) -> int:
    return sum(n for _, n in cost)


def cost_words(cost: Cost) -> str:
    """A cost as a player says it: "2 white and 1 colourless"; "nothing" for none."""
    parts = [f"{n} {'colourless' if c == 'colorless' else c}" for c, n in cost]
    if not parts:
        return "nothing"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def colour_words(card: WixossCard) -> str:
    """A card's colours in words: "white", "green and black", "colourless"."""
    names = ["colourless" if c == "colorless" else c for c in card.color]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


class WixossCards(FacedCards):
    """WIXOSS's card model, as the registry holds it: positions and recordings read its cards
    here, the card database stores them (the bundled ones come from `cardlist.json`)."""

    game = "wixoss"
    card_type = WixossCard
    kinds = KINDS
    # in the order of the card database's columns; what a card search narrows by
    attributes = (
        Attribute("level", int, search="equal"),
        Attribute("power", int, search="range"),
        Attribute("color", tuple, search="word", choices=COLORS, words="colours"),
        Attribute("signi_class", str, search="prefix", words="SIGNI class"),
        Attribute("team", str, search="prefix"),
        Attribute("lrig_type", str, search="prefix", words="LRIG type"),
        Attribute("limit", int),
        Attribute("burst", bool),
        Attribute("guard", bool),
        Attribute("keywords", tuple, choices=KEYWORDS),
        Attribute("grow_cost", tuple, counts=True),
        Attribute("cost", tuple, counts=True),
        Attribute("timing", tuple, choices=TIMINGS),
        Attribute("restriction", str),
        Attribute("story", str),
        Attribute("coin", int),
    )
    printings: Printings = eras.PRINTINGS  # by set number, in the era its set code says

    @property
    def records(self) -> RecordReader:
        """The reader of the Japanese per-set CSV layout and of English card files
        (`records.py`)."""
        from playtester.games.wixoss import records  # it reads this module's cards

        return records.RECORDS

    heading = f"{'L':>2} {'colour':<12} {'power':>6}  {'class or LRIG type':<20} {'kind':<11}  name"

    def bundled(self) -> list[Card]:
        """The bundled cards, kept as data in `cardlist.json`."""
        from playtester.games.wixoss import catalog  # it reads this module's cards

        return list(catalog.all_cards())

    def line(self, card: Card) -> str:
        """A card in one line under `heading`: level, colours, power, SIGNI class or LRIG
        type, kind and name (a level or power the kind has not: "-")."""
        assert isinstance(card, WixossCard)
        level = str(card.level) if card.kind in LEVELLED_KINDS else "-"
        power = str(card.power) if card.kind in FIELD_SIGNI_KINDS else "-"
        colours = "/".join("colourless" if c == "colorless" else c for c in card.color)
        which = card.lrig_type if card.is_lrig else card.signi_class
        kind = KIND_WORDS[card.kind].split(" ", 1)[1]
        which = _column(which, 20)
        return f"{level:>2} {colours[:12]:<12} {power:>6}  {which} {kind:<11}  {card.name}"

    def card_from_dict(self, data: Any, path: str) -> Card:
        return card_from_dict(data, path)

    def faces(self) -> Faces:
        from playtester.games.wixoss import faces  # it reads this module's cards

        return faces


CARDS = WixossCards()


def _column(text: str, width: int) -> str:
    """`text` cut and padded to `width` columns of a terminal, where a Japanese letter (wide,
    as East Asian width says) takes two."""
    out, used = "", 0
    for ch in text:
        wide = 2 if unicodedata.east_asian_width(ch) in "WF" else 1
        if used + wide > width:
            break
        out, used = out + ch, used + wide
    return out + " " * (width - used)

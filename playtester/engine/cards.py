"""Card definitions (immutable, shared by every copy) and card instances (one physical copy).

`Card` is the core every game shares: a name, the game, the kind of card, its text, its set
number and its picture. A game's cards are a subclass declared in `games/<game>/cards.py` with
the game's own fields; the game's `CardModel` (see `registry`) reads them from plain data and
names the attributes the card database stores.
"""

from __future__ import annotations

import unicodedata
from dataclasses import KW_ONLY, dataclass, fields
from typing import Any

MAX_NAME = 200  # characters of a card name
MAX_TEXT = 10_000  # characters of a card's text
MAX_NUMBER = 10**9  # the largest number a card may print
CORE_FIELDS = ("name", "game", "kind", "text", "number", "picture")
# categories of characters that draw nothing or change the direction of the text around them:
# controls, formats (zero-width, bidi), surrogates, private use, line and paragraph separators
_HIDDEN = frozenset({"Cc", "Cf", "Cs", "Co", "Zl", "Zp"})
_UNNAMED = {"Cc": "(a control character)", "Cs": "(half of a character)", "Co": "(private use)"}
_BLANK_LETTERS = frozenset("\u115f\u1160\u3164\uffa0\u2800")  # letters drawn as nothing


def normal_name(name: str) -> str:
    """A name as cards are stored: composed characters (NFC), single spaces, no spaces around."""
    return unicodedata.normalize("NFC", " ".join(name.split()))


def describe_char(ch: str) -> str:
    """A character as "U+202E RIGHT-TO-LEFT OVERRIDE" (the code point and its Unicode name)."""
    name = unicodedata.name(ch, "") or _UNNAMED.get(unicodedata.category(ch), "(unnamed)")
    return f"U+{ord(ch):04X} {name}"


def hidden_character(text: str) -> str | None:
    """The first character of `text` that draws nothing or turns the text around it (a control,
    such as a terminal's escape, a zero-width or direction mark, a blank letter), in words
    (see `describe_char`); None when there is none."""
    if text.isascii() and text.isprintable():
        return None  # letters, digits, signs and spaces of ASCII: none of them is hidden
    for ch in text:
        if unicodedata.category(ch) in _HIDDEN or ch in _BLANK_LETTERS:
            return describe_char(ch)
    return None


def name_problem(name: str) -> str | None:
    """Why `name` cannot name a card, or None: too long, or holding a character that is
    invisible or turns text around, which would let a name pass for another card's."""
    if len(name) > MAX_NAME:
        return f"a card name has at most {MAX_NAME} characters, this one {len(name):,}"
    hidden = hidden_character(name)
    if hidden is not None:
        return (
            f"a card name cannot hold {hidden}, an invisible character that can make a name look"
            " like another card's"
        )
    return None


@dataclass(frozen=True, slots=True)
class Card:
    """What is printed on a card, the same for every copy of it: the core every game shares.

    `picture` is the file of the card's picture (a path, or a name in the pictures folder);
    "" finds it there by set number or name. A game adds its own fields in a subclass.
    """

    name: str
    _: KW_ONLY
    game: str = ""
    kind: str = ""
    text: str = ""
    number: str = ""
    picture: str = ""

    def to_dict(self, derived: bool = False) -> dict[str, Any]:
        """Plain data, as positions and card files hold it: the name and every field (a game's
        too) that is not its default; not the game: the document says which. A game whose
        defaults derive from other fields writes those fields too when `derived` is asked for
        (recordings ask, so that stored data never changes meaning if a derivation does)."""
        out: dict[str, Any] = {"name": self.name}
        for field in fields(self):
            value = getattr(self, field.name)
            if field.name not in ("name", "game") and value != field.default:
                out[field.name] = list(value) if isinstance(value, tuple) else value
        return out


@dataclass(frozen=True, slots=True)
class Attribute:
    """A field that one game's cards add to the core, as the card database stores it and a
    card search narrows by it."""

    name: str
    holds: type  # int, str, bool, or tuple (of words: stored as "a,b")
    optional: bool = False  # None is one of its values
    # "equal", "prefix" (of a text, ignoring case), "range", or "word" (a tuple holds the
    # word); "": none
    search: str = ""
    choices: tuple[str, ...] = ()  # the words it holds, when it holds one of a few
    counts: bool = False  # a tuple of (word, count) pairs (a cost), stored as "white:2,red:1"
    words: str = ""  # how a player names it, when not by the words of its name


class Printings:
    """How a game tells a name's printings apart: which is older, the era each belongs to,
    the era a format plays, and which kinds a deck list's section plays first when one name
    is cards of several kinds. A game whose set numbers say nothing keeps these defaults:
    printings by number, no eras."""

    def order(self, card: Card) -> tuple[Any, ...]:
        """A key that sorts a name's printings oldest first."""
        return (0, "", card.number)

    def era(self, card: Card) -> str | None:
        """The era a printing belongs to (None: the game has no eras, or its number says none)."""
        return None

    def format_era(self, format: str) -> str | None:
        """The era whose printings a format plays (None: the newest printing of each name)."""
        return None

    def section_kinds(self, section: str) -> tuple[str, ...]:
        """The kinds a deck list's section plays first, when one name is several cards."""
        return ()


@dataclass(slots=True)
class CardInstance:
    """One physical copy in a game: a stable id, its owner and its orientation."""

    id: int
    card: Card
    owner: int
    face_down: bool = False
    rested: bool = False
    peek: int = 0  # bit p set: player p may see this card where it lies (look, reveal)

    @property
    def name(self) -> str:
        return self.card.name


_CORE_TYPES = {key: str for key in CORE_FIELDS}


def check_fields(
    data: Any,
    path: str,
    types: dict[str, tuple[type, ...]],
    choices: dict[str, tuple[Any, ...]] | None = None,
) -> dict[str, Any]:
    """The fields of a card in plain data (positions, card files) as a dict, each checked
    against `types` (the game's own fields; the core's are added) and `choices` (the values
    some may take), with a name; PositionError names the bad key."""
    from playtester.engine.errors import PositionError

    if not isinstance(data, dict):
        raise PositionError(path, "expected an object with at least a name")
    for key, value in data.items():
        wanted = types.get(key) or ((str,) if key in _CORE_TYPES else None)
        if wanted is None:
            raise PositionError(f"{path}.{key}", "unknown card field")
        if not isinstance(value, wanted) or (isinstance(value, bool) and bool not in wanted):
            shown = " or ".join("null" if t is type(None) else t.__name__ for t in wanted)
            raise PositionError(f"{path}.{key}", f"expected {shown}, got {value!r}")
        allowed = (choices or {}).get(key)
        if allowed is not None and value not in allowed:
            listed = ", ".join("null" if c is None else c for c in allowed)
            raise PositionError(f"{path}.{key}", f"{value!r} is not one of {listed}")
        if isinstance(value, int) and not isinstance(value, bool) and abs(value) > MAX_NUMBER:
            raise PositionError(f"{path}.{key}", f"a number from -{MAX_NUMBER} to {MAX_NUMBER}")
        limit = MAX_TEXT if key == "text" else MAX_NAME
        if isinstance(value, str) and len(value) > limit:
            raise PositionError(f"{path}.{key}", f"at most {limit:,} characters")
    if "name" not in data or not data["name"].strip():
        raise PositionError(f"{path}.name", "every card needs a name")
    return dict(data)


def card_from_dict(data: Any, path: str = "card", game: str = "") -> Card:
    """A core card from plain data: the card of a game that declares no fields of its own."""
    fields = check_fields(data, path, {})
    fields.setdefault("game", game)
    return Card(**fields)

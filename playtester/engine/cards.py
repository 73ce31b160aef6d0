"""Card definitions (immutable, shared by every copy) and card instances (one physical copy)."""

from __future__ import annotations

import unicodedata
from dataclasses import dataclass
from typing import Any

KINDS = ("unit", "g_unit", "order", "marker")
TRIGGERS = ("critical", "draw", "heal", "stand")
SKILLS = ("boost", "intercept", "twin_drive", "triple_drive")
GIFTS = ("force", "accel", "protect")
MAX_NAME = 200  # characters of a card name
MAX_TEXT = 10_000  # characters of a card's text
MAX_NUMBER = 10**9  # the largest power, shield or other number a card may print
# categories of characters that draw nothing or change the direction of the text around them:
# controls, formats (zero-width, bidi), surrogates, private use, line and paragraph separators
_HIDDEN = frozenset({"Cc", "Cf", "Cs", "Co", "Zl", "Zp"})
_UNNAMED = {"Cc": "(a control character)", "Cs": "(half of a character)", "Co": "(private use)"}
_BLANK_LETTERS = frozenset("\u115f\u1160\u3164\uffa0\u2800")  # letters drawn as nothing


def default_skills(grade: int | None, kind: str = "unit") -> tuple[str, ...]:
    """The skill icons a card of this grade and kind carries when its data does not list any:
    a G unit has Triple Drive!!, other units the icon of their grade, anything else none."""
    if kind == "g_unit":
        return ("triple_drive",)
    if kind != "unit" or grade is None:
        return ()
    if grade <= 1:
        return ("boost",)
    if grade == 2:
        return ("intercept",)
    return ("twin_drive",)


def normal_name(name: str) -> str:
    """A name as cards are stored: composed characters (NFC), single spaces, no spaces around."""
    return unicodedata.normalize("NFC", " ".join(name.split()))


def describe_char(ch: str) -> str:
    """A character as "U+202E RIGHT-TO-LEFT OVERRIDE" (the code point and its Unicode name)."""
    name = unicodedata.name(ch, "") or _UNNAMED.get(unicodedata.category(ch), "(unnamed)")
    return f"U+{ord(ch):04X} {name}"


def name_problem(name: str) -> str | None:
    """Why `name` cannot name a card, or None: too long, or holding a character that is
    invisible or turns text around, which would let a name pass for another card's."""
    if len(name) > MAX_NAME:
        return f"a card name has at most {MAX_NAME} characters, this one {len(name):,}"
    for ch in name:
        if unicodedata.category(ch) in _HIDDEN or ch in _BLANK_LETTERS:
            return (
                f"a card name cannot hold {describe_char(ch)}, an invisible character that can"
                " make a name look like another card's"
            )
    return None


@dataclass(frozen=True, slots=True)
class Card:
    """What is printed on a card: the same for every copy of it."""

    name: str
    grade: int | None = 0
    power: int = 0
    shield: int = 0
    critical: int = 1
    clan: str = ""
    kind: str = "unit"
    trigger: str | None = None
    trigger_power: int = 5000
    skills: tuple[str, ...] = ()
    gift: str | None = None
    sentinel: bool = False
    race: str = ""
    text: str = ""
    number: str = ""
    game: str = "vanguard"

    def has(self, skill: str) -> bool:
        return skill in self.skills

    def to_dict(self) -> dict[str, Any]:
        """Plain-data form, as used in positions (defaults left out to keep documents short)."""
        out: dict[str, Any] = {"name": self.name}
        for key, default in _DEFAULTS.items():
            value = getattr(self, key)
            if key == "skills":
                value = list(value)
                if tuple(value) == default_skills(self.grade, self.kind):
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
    "text": "",
    "number": "",
}


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


_TYPES: dict[str, tuple[type, ...]] = {
    "name": (str,),
    "grade": (int, type(None)),
    "power": (int,),
    "shield": (int,),
    "critical": (int,),
    "clan": (str,),
    "kind": (str,),
    "trigger": (str, type(None)),
    "trigger_power": (int,),
    "skills": (list, tuple),
    "gift": (str, type(None)),
    "sentinel": (bool,),
    "race": (str,),
    "text": (str,),
    "number": (str,),
    "game": (str,),
}
_CHOICES: dict[str, tuple[Any, ...]] = {
    "kind": KINDS,
    "trigger": (None, *TRIGGERS),
    "gift": (None, *GIFTS),
}


def card_from_dict(data: Any, path: str = "card") -> Card:
    """A card from plain data (positions, card files); PositionError names the bad key."""
    from playtester.engine.errors import PositionError

    if not isinstance(data, dict):
        raise PositionError(path, "expected an object with at least a name")
    for key, value in data.items():
        types = _TYPES.get(key)
        if types is None:
            raise PositionError(f"{path}.{key}", "unknown card field")
        if not isinstance(value, types) or (isinstance(value, bool) and bool not in types):
            wanted = " or ".join("null" if t is type(None) else t.__name__ for t in types)
            raise PositionError(f"{path}.{key}", f"expected {wanted}, got {value!r}")
        if key in _CHOICES and value not in _CHOICES[key]:
            allowed = ", ".join("null" if c is None else c for c in _CHOICES[key])
            raise PositionError(f"{path}.{key}", f"{value!r} is not one of {allowed}")
        if isinstance(value, int) and not isinstance(value, bool) and abs(value) > MAX_NUMBER:
            raise PositionError(f"{path}.{key}", f"a number from -{MAX_NUMBER} to {MAX_NUMBER}")
        limit = MAX_TEXT if key == "text" else MAX_NAME
        if isinstance(value, str) and len(value) > limit:
            raise PositionError(f"{path}.{key}", f"at most {limit:,} characters")
    if "name" not in data or not data["name"].strip():
        raise PositionError(f"{path}.name", "every card needs a name")
    fields = dict(data)
    if "skills" in fields:
        if len(fields["skills"]) > len(SKILLS):
            raise PositionError(f"{path}.skills", f"at most {len(SKILLS)} skills")
        for skill in fields["skills"]:
            if skill not in SKILLS:
                raise PositionError(f"{path}.skills", f"unknown skill {skill!r}")
        fields["skills"] = tuple(fields["skills"])
    else:
        fields["skills"] = default_skills(fields.get("grade", 0), fields.get("kind", "unit"))
    return Card(**fields)

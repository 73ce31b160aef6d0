"""Card fields as files give them (text or numbers, loosely named), turned into cards.

Shared by the importers and the `card add` command. The files read are Vanguard card lists (as
Card Game Simulator writes them), so the cards made are Vanguard's (`VanguardCard`): names are
matched loosely (`effect` is the text, `type` the kind...), numbers may be written "Grade 3" or
"11,000", and what the values do not say is decided by evidence (see `evidence.py`: the type,
the text, the era and shield), the evidence kept with the card, or left UNKNOWN.
"""

from __future__ import annotations

import re
from typing import Any

from playtester.cards.imports import Evidence, ImportedCard
from playtester.cards.wording import clean_text
from playtester.engine.cards import MAX_NAME, MAX_NUMBER, MAX_TEXT, name_problem, normal_name
from playtester.games.vanguard.cards import (
    GIFTS,
    SKILLS,
    TRIGGER_KINDS,
    UNKNOWN,
    VanguardCard,
    default_skills,
)
from playtester.games.vanguard.evidence import (
    ERA,
    G_GUARDIAN,
    GRADE,
    LAYOUT,
    NAME,
    SENTINEL,
    SHIELD,
    TEXT,
    TYPE,
    UNDECIDED,
    gift_of,
    trigger_by_shield,
    trigger_in_text,
    trigger_power,
)

CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_TEXT_FIELDS = ("name", "number", "clan", "race", "text", "picture")
_INT_FIELDS = ("grade", "power", "shield", "critical", "trigger_power")
_FIELDS = {*_TEXT_FIELDS, *_INT_FIELDS, "kind", "trigger", "skills", "gift", "sentinel"}
ALIASES = {"effect": "text", "type": "kind", "nation": "clan", "card_name": "name"}
ALIASES |= {"set_number": "number", "skill": "skills", "icons": "skills", "gift_icon": "gift"}
ALIASES |= {"trigger_type": "trigger", "imaginary_gift": "gift"}
_IGNORED = {"url", "image_url", "image_file_type", "productname", "product_name", "rarity", "id"}
_NUMBER = re.compile(r"(?:grade\s*)?\+?([0-9]{1,10})", re.IGNORECASE)


class FieldError(ValueError):
    """A bad value in one record: the field and why (an import skips the record)."""

    def __init__(self, field: str, reason: str) -> None:
        super().__init__(reason)
        self.field = field
        self.reason = reason


def field_key(key: Any) -> str:
    return re.sub(r"[\s-]+", "_", str(key).strip().casefold())


def field_values(item: dict[Any, Any], unknown: set[str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for key, value in item.items():
        name = ALIASES.get(field_key(key), field_key(key))
        if name in _FIELDS:
            out[name] = value
        elif name not in _IGNORED:
            unknown.add(name[:40])
    return out


def _text(raw: dict[str, Any], field: str) -> str:
    value = raw.get(field)
    if value is None or (isinstance(value, str) and value.strip() in ("", "-")):
        return ""
    if isinstance(value, bool) or not isinstance(value, str | int):
        raise FieldError(field, f"expected text, got {_show(value)}")
    text = str(value).encode("utf-8", "replace").decode("utf-8").strip()
    limit = MAX_TEXT if field == "text" else MAX_NAME
    if len(text) > limit:
        what = "a card text" if field == "text" else f"the {field}"
        raise FieldError(field, f"{what} has at most {limit:,} characters, this one {len(text):,}")
    return text if field == "text" else normal_name(text)


def _int(raw: dict[str, Any], field: str) -> int | None:
    value = raw.get(field)
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    if isinstance(value, str):
        value = value.replace(",", "").replace(" ", "")
        if value in ("", "-", "\u2014", "null"):
            return None
        match = _NUMBER.fullmatch(value)
        if not match:
            raise FieldError(field, f"{_show(value)} is not a number")
        value = int(match[1])
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_NUMBER:
        raise FieldError(field, f"{_show(value)} is not a whole number from 0 to {MAX_NUMBER}")
    return value


def _choice(raw: dict[str, Any], field: str, choices: tuple[str, ...]) -> str | None:
    text = _text(raw, field).casefold().replace(" ", "_")
    if text in ("", "none", "no"):
        return None
    if text not in choices:
        raise FieldError(field, f"{_show(raw[field])} is not one of {', '.join(choices)}")
    return text


def _kind(raw: dict[str, Any], text: str, name: str) -> tuple[str | None, bool, Evidence | None]:
    """(kind, whether the type says it is a trigger unit, the evidence when the type alone does
    not say the kind) from `kind`/`type`."""
    words = _text(raw, "kind")
    plain = re.sub(r"[^a-z]", "", words.casefold())
    if not plain:
        return None, False, None
    if plain in ("unit", "normalunit", "trigger", "triggerunit"):
        return "unit", plain.startswith("trigger"), None
    if plain in ("gunit", "gunits", "stride", "gguardian"):
        if plain == "gguardian" or G_GUARDIAN.search(text):
            said = f"its type is {words!r} and its text opens with the G Guardian ability"
            return "g_guardian", False, Evidence("kind", TEXT, said)
        return "g_unit", False, None
    if "order" in plain:
        return "order", False, None
    if plain == "marker":
        return "marker", False, None
    for kind, marks in (("crest", ("crest",)), ("token", ("token", "ticket"))):
        if any(mark in plain for mark in marks):
            return kind, False, None
        if plain == "others" and any(mark in name.casefold() for mark in marks):
            return (
                kind,
                False,
                Evidence("kind", NAME, f"its type is {words!r} and its name {name!r}"),
            )
    if plain in ("other", "others"):
        said = f"its type is {words!r}: not a unit, an order or a G unit, and no rule plays it"
        return "other", False, Evidence("kind", TYPE, said)
    raise FieldError("kind", f"{_show(raw['kind'])} is not a card type this program knows")


def card_from_fields(fields: dict[str, Any], game: str = "vanguard") -> ImportedCard:
    """A card from field values as a CSV row or a command line gives them (text or numbers),
    inferring what is missing; FieldError names the first bad field."""
    return record_card(field_values(fields, set()), "", game)


def record_card(raw: dict[str, Any], where: str, game: str) -> ImportedCard:
    """The card of one record, each field the record does not state decided by evidence (and
    the evidence kept), or UNKNOWN where nothing decides it."""
    if game != "vanguard":
        raise FieldError("game", f"only Vanguard cards can be read from card files, not {game}")
    name = _text(raw, "name")
    if not name:
        raise FieldError("name", "every card needs a name")
    problem = name_problem(name)
    if problem is not None:
        raise FieldError("name", problem)
    found: list[Evidence] = []
    text, notes = clean_text(CONTROL.sub("", _text(raw, "text")))
    if notes:
        found.append(Evidence("text", TEXT, f"left out of the text: {'; '.join(notes)}"))
    number = _text(raw, "number")
    kind, trigger_unit, kind_evidence = _kind(raw, text, name)
    found += [kind_evidence] if kind_evidence else []
    grade, power, shield = _int(raw, "grade"), _int(raw, "power"), _int(raw, "shield")
    if grade is None and power is not None and power <= 5 and (shield or 0) >= 1000:
        grade, power, shield = power, shield, 0  # a row shifted by one (seen in CGS data)
        said = f"no grade, power {grade} and shield {power}: the values are one column off"
        found += [Evidence(f, LAYOUT, said) for f in ("grade", "power", "shield")]
    if kind is None:
        kind = "g_unit" if grade is not None and grade >= 4 else "unit"
        if kind == "g_unit":
            found.append(Evidence("kind", GRADE, f"no type, and grade {grade}: a G unit"))
    if grade is None and kind in ("unit", "g_unit", "g_guardian"):
        grade = 4 if kind != "unit" else 0
        found.append(Evidence("grade", GRADE, f"no grade; a {kind.replace('_', ' ')} has {grade}"))
    if grade is not None and not 0 <= grade <= 5:
        raise FieldError("grade", f"grade {grade} is not from 0 to 5")
    sentinel = _sentinel(raw, text, found)
    trigger = _trigger(raw, kind, grade, trigger_unit, text, number, shield or 0, sentinel, found)
    skills = _skills(raw, grade, kind, found)
    gift = _choice(raw, "gift", GIFTS)
    if gift is None and "gift" not in raw:
        gift, said = gift_of(number, kind, grade)
        if said:
            found.append(Evidence("gift", UNDECIDED, said))
    given_power = _int(raw, "trigger_power")
    if given_power is not None:
        power_of_trigger = given_power
    elif trigger is not None:
        power_of_trigger, said = trigger_power(number, trigger, text)
        found.append(Evidence("trigger_power", ERA, said))
    else:
        power_of_trigger = 5000
    critical = _int(raw, "critical")
    card = VanguardCard(
        name=name,
        grade=grade,
        power=power or 0,
        shield=shield or 0,
        critical=1 if critical is None else critical,
        clan=_text(raw, "clan"),
        kind=kind,
        trigger=trigger,
        trigger_power=power_of_trigger,
        skills=skills,
        gift=gift,
        sentinel=sentinel,
        race=_text(raw, "race"),
        text=text,
        number=number,
        picture=_text(raw, "picture"),
        game=game,
    )
    return ImportedCard(card, tuple(found), where)


def _trigger(
    raw: dict[str, Any],
    kind: str,
    grade: int | None,
    trigger_unit: bool,
    text: str,
    number: str,
    shield: int,
    sentinel: bool,
    found: list[Evidence],
) -> str | None:
    """The trigger: as the record gives it, else from its text, else from its era and shield
    (a trigger unit), else none (a unit whose type does not say trigger, and whose text names
    no trigger)."""
    trigger = _choice(raw, "trigger", (*TRIGGER_KINDS, UNKNOWN))
    if trigger is None and "trigger" not in raw and kind == "unit" and grade == 0:
        in_text = trigger_in_text(text)
        if in_text is not None:
            trigger = in_text[0]
            found.append(Evidence("trigger", TEXT, in_text[1]))
        elif trigger_unit:
            trigger, said = trigger_by_shield(number, shield, sentinel)
            rule = SHIELD if trigger != UNKNOWN else UNDECIDED
            found.append(Evidence("trigger", rule, said))
    if trigger is not None and (kind != "unit" or (grade or 0) != 0):
        raise FieldError("trigger", "only a grade 0 unit can be a trigger")
    return trigger


def _skills(
    raw: dict[str, Any], grade: int | None, kind: str, found: list[Evidence]
) -> tuple[str, ...]:
    if "skills" in raw and _text(raw, "skills"):
        skills = tuple(re.split(r"[\s;,|/]+", _text(raw, "skills").casefold().replace(" ", "_")))
        skills = tuple(dict.fromkeys(s for s in skills if s))
        bad = [s for s in skills if s not in SKILLS]
        if bad:
            raise FieldError("skills", f"{bad[0]!r} is not one of {', '.join(SKILLS)}")
        return skills
    skills = default_skills(grade, kind)
    if skills:
        shown = ", ".join(skills).replace("_", " ")
        found.append(
            Evidence("skills", GRADE, f"a grade {grade} {kind.replace('_', ' ')}: {shown}")
        )
    return skills


def _sentinel(raw: dict[str, Any], text: str, found: list[Evidence]) -> bool:
    value = raw.get("sentinel")
    if value is None or value == "":
        if SENTINEL.search(text):
            found.append(Evidence("sentinel", TEXT, "its text has the Sentinel ability"))
            return True
        return False
    if isinstance(value, bool):
        return value
    word = str(value).strip().casefold()
    if word in ("1", "yes", "y", "true", "x", "sentinel"):
        return True
    if word in ("0", "no", "n", "false", "-"):
        return False
    raise FieldError("sentinel", f"{_show(value)} is not yes or no")


def short(text: str, width: int) -> str:
    return text if len(text) <= width else text[: width - 3] + "..."


def _show(value: Any) -> str:
    return short(repr(value), 40)

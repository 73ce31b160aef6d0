"""Card fields as files give them (text or numbers, loosely named), turned into cards.

Shared by the importers and the `card add` command. The files read are Vanguard card lists (as
Card Game Simulator writes them), so the cards made are Vanguard's (`VanguardCard`): names are
matched loosely (`effect` is the text, `type` the kind...), numbers may be written "Grade 3" or
"11,000", and what the values do not say is inferred where the text allows (trigger type,
sentinel, gift, skill icons from the grade), each inferred field being recorded.
"""

from __future__ import annotations

import re
from typing import Any

from playtester.cards.library import ImportedCard
from playtester.engine.cards import MAX_NAME, MAX_NUMBER, MAX_TEXT, name_problem, normal_name
from playtester.games.vanguard.cards import (
    GIFTS,
    SKILLS,
    TRIGGERS,
    VanguardCard,
    default_skills,
)

CONTROL = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")
_TEXT_FIELDS = ("name", "number", "clan", "race", "text", "picture")
_INT_FIELDS = ("grade", "power", "shield", "critical", "trigger_power")
_FIELDS = {*_TEXT_FIELDS, *_INT_FIELDS, "kind", "trigger", "skills", "gift", "sentinel"}
ALIASES = {"effect": "text", "type": "kind", "nation": "clan", "card_name": "name"}
ALIASES |= {"set_number": "number", "skill": "skills", "icons": "skills", "gift_icon": "gift"}
ALIASES |= {"trigger_type": "trigger", "imaginary_gift": "gift"}
_IGNORED = {"url", "image_url", "image_file_type", "productname", "product_name", "rarity", "id"}
TRIGGER_TEXT = re.compile(  # "[Heal] HEAL" (as CGS files print the icon), "Draw Trigger"
    r"\[(?i:critical|draw|heal|stand|front|over)\]\s*(CRITICAL|DRAW|HEAL|STAND|FRONT|OVER)\b"
    r"|\b((?i:critical|draw|heal|stand|front|over))\s+(?i:trigger)\b"
)
# (no pattern here lets two runs of spaces meet: that would take quadratic time on long runs)
_SENTINEL_TEXT = re.compile(r"\[CONT\][^:\n]{0,20}:\s*Sentinel\b|^[ \t]*Sentinel\b", re.I | re.M)
_GIFT_TEXT = re.compile(r"Imaginary\s+Gift\s*(?:\]\s*)?[:\uff1a]\s*(Force|Accel|Protect)\b", re.I)
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


def _kind(raw: dict[str, Any]) -> tuple[str | None, bool]:
    """(kind, whether the type says it is a trigger unit) from `kind`/`type`."""
    text = re.sub(r"[^a-z]", "", _text(raw, "kind").casefold())
    if not text:
        return None, False
    if text in ("unit", "normalunit", "trigger", "triggerunit"):
        return "unit", text.startswith("trigger")
    if text in ("gunit", "gunits", "stride"):
        return "g_unit", False
    if "order" in text:
        return "order", False
    if text in ("marker", "token", "ticket", "crest"):
        return "marker", False
    raise FieldError("kind", f"{_show(raw['kind'])} is not a card type this program knows")


def card_from_fields(fields: dict[str, Any], game: str = "vanguard") -> ImportedCard:
    """A card from field values as a CSV row or a command line gives them (text or numbers),
    inferring what is missing; FieldError names the first bad field."""
    return record_card(field_values(fields, set()), "", game)


def record_card(raw: dict[str, Any], where: str, game: str) -> ImportedCard:
    if game != "vanguard":
        raise FieldError("game", f"only Vanguard cards can be read from card files, not {game}")
    name = _text(raw, "name")
    if not name:
        raise FieldError("name", "every card needs a name")
    problem = name_problem(name)
    if problem is not None:
        raise FieldError("name", problem)
    inferred: list[str] = []
    text = CONTROL.sub("", _text(raw, "text"))
    kind, trigger_unit = _kind(raw)
    grade, power, shield = _int(raw, "grade"), _int(raw, "power"), _int(raw, "shield")
    if grade is None and power is not None and power <= 5 and (shield or 0) >= 1000:
        grade, power, shield = power, shield, 0  # a row shifted by one (seen in CGS data)
        inferred += ["grade", "power", "shield"]
    if kind is None:
        kind = "g_unit" if grade is not None and grade >= 4 else "unit"
    if grade is None and kind in ("unit", "g_unit"):
        grade = 4 if kind == "g_unit" else 0
        inferred.append("grade")
    trigger = _choice(raw, "trigger", (*TRIGGERS, "front", "over"))
    maybe_trigger = kind == "unit" and grade == 0 and "trigger" not in raw
    if trigger is None and (trigger_unit or maybe_trigger):
        found = TRIGGER_TEXT.search(text)
        if found or trigger_unit:
            words = [w for w in found.groups() if w] if found else ["critical"]
            trigger = words[-1].casefold()
            inferred.append("trigger")
    if trigger in ("front", "over"):
        trigger = "critical"  # not in these rules; a trigger of some kind all the same
    if trigger is not None and (kind != "unit" or (grade or 0) != 0):
        raise FieldError("trigger", "only a grade 0 unit can be a trigger")
    if grade is not None and not 0 <= grade <= 5:
        raise FieldError("grade", f"grade {grade} is not from 0 to 5")
    if "skills" in raw and _text(raw, "skills"):
        skills = tuple(re.split(r"[\s;,|/]+", _text(raw, "skills").casefold().replace(" ", "_")))
        skills = tuple(dict.fromkeys(s for s in skills if s))
        bad = [s for s in skills if s not in SKILLS]
        if bad:
            raise FieldError("skills", f"{bad[0]!r} is not one of {', '.join(SKILLS)}")
    else:
        skills = default_skills(grade, kind)
        if kind in ("unit", "g_unit"):
            inferred.append("skills")
    gift = _choice(raw, "gift", GIFTS)
    if gift is None and "gift" not in raw and (found_gift := _GIFT_TEXT.search(text)):
        gift = found_gift[1].casefold()
        inferred.append("gift")
    sentinel = _sentinel(raw, text, inferred)
    number = _text(raw, "number")
    trigger_power = _int(raw, "trigger_power")
    if trigger_power is None:
        trigger_power = 5000
        if trigger and re.match(r"[VD]-", number):  # V and D era triggers give +10000
            trigger_power = 10000
            inferred.append("trigger_power")
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
        trigger_power=trigger_power,
        skills=skills,
        gift=gift,
        sentinel=sentinel,
        race=_text(raw, "race"),
        text=text,
        number=number,
        picture=_text(raw, "picture"),
        game=game,
    )
    return ImportedCard(card, tuple(inferred), where)


def _sentinel(raw: dict[str, Any], text: str, inferred: list[str]) -> bool:
    value = raw.get("sentinel")
    if value is None or value == "":
        if _SENTINEL_TEXT.search(text):
            inferred.append("sentinel")
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

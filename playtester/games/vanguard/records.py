"""Vanguard's reader of card file records (Card Game Simulator JSON, CSV): one record becomes a
`VanguardCard` with the evidence of each field the record does not state (see `evidence.py`:
the type, the text, the era and shield), or UNKNOWN where nothing decides it; then the import's
other cards and the library's decide more (a trigger by name, a gift by clan).

Names are matched loosely (`effect` is the text, `type` the kind...) and numbers may be written
"Grade 3" or "11,000" (`playtester.cards.fields` reads the values).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from playtester.cards.fields import CONTROL, card_name, choice_value, number_value, show, text_value
from playtester.cards.wording import clean_text
from playtester.engine.imports import Evidence, FieldError, ImportedCard, KnownCards
from playtester.engine.state import replace
from playtester.games.vanguard.cards import (
    GIFTS,
    ORDER_KINDS,
    SKILLS,
    TRIGGER_KINDS,
    UNKNOWN,
    VanguardCard,
    default_skills,
)
from playtester.games.vanguard.eras import era_evidence
from playtester.games.vanguard.evidence import (
    ERA,
    GRADE,
    LAYOUT,
    NAME,
    SENTINEL,
    SHIELD,
    TEXT,
    TYPE,
    UNDECIDED,
    YOU,
    decide_by_name,
    g_guardian_of,
    gift_by_clan,
    gift_of,
    gifts_named,
    trigger_by_shield,
    trigger_in_text,
    trigger_power,
)

_TEXT_FIELDS = ("name", "number", "clan", "race", "text", "picture")
_INT_FIELDS = ("grade", "power", "shield", "critical", "trigger_power")
FIELDS = frozenset(
    {*_TEXT_FIELDS, *_INT_FIELDS, "kind", "trigger", "skills", "gift", "sentinel", "order_kind"}
)
ALIASES = {"effect": "text", "type": "kind", "nation": "clan", "card_name": "name"}
ALIASES |= {"set_number": "number", "skill": "skills", "icons": "skills", "gift_icon": "gift"}
ALIASES |= {"trigger_type": "trigger", "imaginary_gift": "gift"}
IGNORED = frozenset({"url", "image_url", "image_file_type", "productname", "product_name"})
IGNORED |= {"rarity", "id"}
_NUMBER = re.compile(r"(?:grade\s*)?\+?([0-9]{1,10})", re.IGNORECASE)  # "Grade 3" too


def _int(raw: dict[str, Any], field: str) -> int | None:
    return number_value(raw, field, _NUMBER)


def record_card(raw: dict[str, Any], where: str) -> ImportedCard:
    """The card of one record, each field the record does not state decided by evidence (and
    the evidence kept), or UNKNOWN where nothing decides it."""
    name = card_name(raw)
    found: list[Evidence] = []
    text, notes = clean_text(CONTROL.sub("", text_value(raw, "text")))
    if notes:
        found.append(Evidence("text", TEXT, f"left out of the text: {'; '.join(notes)}"))
    number = text_value(raw, "number")
    era = era_evidence(number, text)  # an event promo's (its set code does not say)
    if era is not None:
        found.append(Evidence("era", era[0], era[1]))
    kind, trigger_unit, kind_evidence = _kind(raw, text, name)
    found += [kind_evidence] if kind_evidence else []
    grade, power, shield = _int(raw, "grade"), _int(raw, "power"), _int(raw, "shield")
    if grade is None and power is not None and power < 100 and (shield or 0) >= 1000:
        grade, power = power, shield  # a row shifted by one (seen in CGS data): a power < 100
        shield, said = _lost_shield(grade, kind)  # is a grade, and the shield is lost
        off = f"no grade, power {grade} and shield {power}: the values are one column off"
        found += [Evidence(f, LAYOUT, off) for f in ("grade", "power")]
        found.append(Evidence("shield", LAYOUT if shield == 0 else UNDECIDED, f"{off}; {said}"))
    else:
        shield = shield or 0  # none printed ("-")
    if kind is None:
        kind = "g_unit" if grade == 4 else "unit"  # a G unit's grade is 4
        if kind == "g_unit":
            found.append(Evidence("kind", GRADE, f"no type, and grade {grade}: a G unit"))
    if grade is None and kind in ("unit", "g_unit", "g_guardian"):
        grade = 4 if kind != "unit" else 0
        found.append(Evidence("grade", GRADE, f"no grade; a {kind.replace('_', ' ')} has {grade}"))
    sentinel = _sentinel(raw, text, found)
    order_kind = _order_kind(raw, kind, found)
    trigger = _trigger(raw, kind, grade, trigger_unit, text, number, shield, sentinel, found)
    skills = _skills(raw, grade, kind, found)
    gift = choice_value(raw, "gift", GIFTS)
    if gift is None and "gift" not in raw:
        gift, said = gift_of(number, kind, grade, text)
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
        shield=shield,
        critical=1 if critical is None else critical,
        clan=text_value(raw, "clan"),
        kind=kind,
        trigger=trigger,
        trigger_power=power_of_trigger,
        skills=skills,
        gift=gift,
        sentinel=sentinel,
        race=text_value(raw, "race"),
        text=text,
        number=number,
        picture=text_value(raw, "picture"),
        order_kind=order_kind,
    )
    return ImportedCard(card, tuple(found), where)


_ORDER_TYPES = {"normalorder": "normal", "blitzorder": "blitz", "setorder": "set"}


def _order_kind(raw: dict[str, Any], kind: str | None, found: list[Evidence]) -> str | None:
    """The kind of an order as the record gives it (`order_kind`), else as its type says it
    ("Blitz Order": when it is played), UNKNOWN for an order whose type says no kind ("Order",
    "Trigger Order"), with that evidence; None for a card that is no order."""
    given = choice_value(raw, "order_kind", (*ORDER_KINDS, UNKNOWN))
    if given is not None and kind != "order":
        raise FieldError("order_kind", "only an order has a kind of order")
    if kind != "order" or "order_kind" in raw:
        return given
    words = text_value(raw, "kind")
    said = _ORDER_TYPES.get(re.sub(r"[^a-z]", "", words.casefold()))
    if said is not None:
        return said
    found.append(
        Evidence(
            "order_kind", UNDECIDED, f"its type is {words!r}: it does not say which kind of order"
        )
    )
    return UNKNOWN


def _lost_shield(grade: int, kind: str | None) -> tuple[int | None, str]:
    """The shield of a record whose shield the shifted columns lost: none for a grade 3 or
    greater unit or G unit (they print none), else unknown, never 0 by repair."""
    if grade >= 3 and kind != "g_guardian":
        return 0, f"a grade {grade} card prints no shield"
    return None, "its shield is lost, and its grade does not say it (unknown)"


def _kind(raw: dict[str, Any], text: str, name: str) -> tuple[str | None, bool, Evidence | None]:
    """(kind, whether the type says it is a trigger unit, the evidence when the type alone does
    not say the kind) from `kind`/`type`."""
    words = text_value(raw, "kind")
    plain = re.sub(r"[^a-z]", "", words.casefold())
    if not plain:
        return None, False, None
    if plain in ("unit", "normalunit", "trigger", "triggerunit"):
        return "unit", plain.startswith("trigger"), None
    if plain == "gguardian":
        return "g_guardian", False, None
    if plain in ("gunit", "gunits", "stride"):
        guardian = g_guardian_of(text, _int(raw, "power"), _int(raw, "shield"))
        if guardian is not None:
            rule, saw = guardian
            said = f"its type is {words!r} and {saw}: a G guardian"
            return "g_guardian", False, Evidence("kind", rule, said)
        return "g_unit", False, None
    if "order" in plain:  # a "Trigger Order" is an order with a trigger (D era)
        return "order", plain.startswith("trigger"), None
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
    raise FieldError("kind", f"{show(raw['kind'])} is not a card type this program knows")


def _trigger(
    raw: dict[str, Any],
    kind: str,
    grade: int | None,
    trigger_unit: bool,
    text: str,
    number: str,
    shield: int | None,
    sentinel: bool,
    found: list[Evidence],
) -> str | None:
    """The trigger: as the record gives it, else from its text, else from its era and shield
    (a trigger unit or a trigger order), else none (a unit whose type does not say trigger,
    and whose text names no trigger)."""
    trigger = choice_value(raw, "trigger", (*TRIGGER_KINDS, UNKNOWN))
    readable = (kind == "unit" and grade == 0) or (trigger_unit and kind == "order")
    if trigger is None and "trigger" not in raw and readable:
        in_text = trigger_in_text(text)
        if in_text is not None:
            trigger = in_text[0]
            found.append(Evidence("trigger", TEXT, in_text[1]))
        elif trigger_unit:
            trigger, said = trigger_by_shield(number, shield, sentinel, text)
            rule = SHIELD if trigger != UNKNOWN else UNDECIDED
            found.append(Evidence("trigger", rule, said))
    if trigger is not None and (kind not in ("unit", "order") or (grade or 0) != 0):
        raise FieldError("trigger", "only a grade 0 unit or a trigger order can be a trigger")
    return trigger


def _skills(
    raw: dict[str, Any], grade: int | None, kind: str, found: list[Evidence]
) -> tuple[str, ...]:
    if "skills" in raw and text_value(raw, "skills"):
        words = text_value(raw, "skills").casefold().replace(" ", "_")
        skills = tuple(dict.fromkeys(s for s in re.split(r"[\s;,|/]+", words) if s))
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
    raise FieldError("sentinel", f"{show(value)} is not yes or no")


# -- what the other cards decide ------------------------------------------------------------


def by_clan(cards: list[ImportedCard], known: KnownCards) -> list[ImportedCard]:
    """Unknown gifts that the V era texts of the card's clan decide (in this import or in the
    library), with that evidence; library printings it decides are written again too."""
    vanguard = [c.card for c in cards if isinstance(c.card, VanguardCard)]
    if not any(c.gift == UNKNOWN for c in vanguard) and not gifts_named(vanguard):
        return cards  # nothing to decide, nothing that decides
    new = {(c.card.name, c.card.number) for c in cards}
    stored = [c for c in known.every() if (c.name, c.number) not in new]
    named = gifts_named([*vanguard, *(c for c in stored if isinstance(c, VanguardCard))])
    out = list(cards)
    for card in stored:
        if isinstance(card, VanguardCard) and gift_by_clan(card, named) is not None:
            out.append(ImportedCard(card, known.evidence(card), f"library {card.number}"))
    for at, entry in enumerate(out):
        card = entry.card
        decided = gift_by_clan(card, named) if isinstance(card, VanguardCard) else None
        if decided is not None and isinstance(card, VanguardCard):
            gift, evidence = decided
            kept = tuple(e for e in entry.evidence if e.field != "gift")
            out[at] = ImportedCard(replace(card, gift=gift), (*kept, evidence), entry.where)
    return out


def by_name(cards: list[ImportedCard], known: KnownCards) -> list[ImportedCard]:
    """Unknown triggers that another printing of the same name decides (in this import or in
    the library), with that evidence; library printings it decides are written again too."""
    waiting = {c.card.name for c in cards if getattr(c.card, "trigger", None) == UNKNOWN}
    if not waiting:
        return cards
    decided: dict[str, dict[str, list[str]]] = {}  # name -> kind -> numbers

    def learn(card: object, rule: str) -> None:
        if not isinstance(card, VanguardCard) or card.trigger in (None, UNKNOWN):
            return
        if card.name in waiting and rule != NAME and card.trigger is not None:
            decided.setdefault(card.name, {}).setdefault(card.trigger, []).append(card.number)

    for entry in cards:
        rule = next((e.rule for e in entry.evidence if e.field == "trigger"), "")
        learn(entry.card, rule)
    in_library: list[ImportedCard] = []
    new = {(c.card.name, c.card.number) for c in cards}
    for name in waiting:
        for card in known.printings(name):
            if (name, card.number) in new:
                continue  # the import's own record of it was learnt from above
            evidence = known.evidence(card)
            rule = next((e.rule for e in evidence if e.field == "trigger"), "")
            learn(card, rule)
            if getattr(card, "trigger", None) == UNKNOWN:
                in_library.append(ImportedCard(card, evidence, f"library {card.number}"))
    out = [*cards, *in_library]
    vanguard = [(i, e.card) for i, e in enumerate(out) if isinstance(e.card, VanguardCard)]
    kinds = {name: set(found) for name, found in decided.items()}
    for index in decide_by_name([c for _, c in vanguard], kinds):
        at, card = vanguard[index]
        (kind,) = kinds[card.name]
        numbers = ", ".join(dict.fromkeys(n for n in decided[card.name][kind] if n))
        numbers = numbers or "no set number"
        said = f"another printing of its name ({numbers}) is a {kind} trigger, and its shield fits"
        evidence = tuple(e for e in out[at].evidence if e.field != "trigger")
        out[at] = ImportedCard(
            replace(card, trigger=kind), (*evidence, Evidence("trigger", NAME, said)), out[at].where
        )
    return out


def shield_by_name(cards: list[ImportedCard], known: KnownCards) -> list[ImportedCard]:
    """Unknown shields (a record one column off lost it) that the other printings of the same
    name and grade decide, where every one whose shield was read prints the same (in this
    import or in the library), with that evidence; library printings it decides are written
    again too."""
    waiting = {c.card.name for c in cards if getattr(c.card, "shield", 0) is None}
    if not waiting:
        return cards
    new = {(c.card.name, c.card.number) for c in cards}
    stored = [
        ImportedCard(card, known.evidence(card), f"library {card.number}")
        for name in waiting
        for card in known.printings(name)
        if (name, card.number) not in new
    ]
    read: dict[tuple[str, int | None], dict[int, list[str]]] = {}  # (name, grade) -> shields
    for entry in (*cards, *stored):
        card = entry.card
        if not isinstance(card, VanguardCard) or card.name not in waiting or card.shield is None:
            continue
        if not any(e.field == "shield" and e.rule != YOU for e in entry.evidence):  # it was read
            numbers = read.setdefault((card.name, card.grade), {}).setdefault(card.shield, [])
            numbers.append(card.number)
    out = [*cards, *(e for e in stored if getattr(e.card, "shield", 0) is None)]
    for at, entry in enumerate(out):
        card = entry.card
        shields = read.get((card.name, getattr(card, "grade", None)), {})
        if not isinstance(card, VanguardCard) or card.shield is not None or len(shields) != 1:
            continue
        ((shield, numbers),) = shields.items()
        shown = ", ".join(dict.fromkeys(n for n in numbers if n)) or "no set number"
        said = f"its record lost it; another printing of its name ({shown}) prints {shield}"
        kept = tuple(e for e in entry.evidence if e.field != "shield")
        evidence = (*kept, Evidence("shield", NAME, said))
        out[at] = ImportedCard(replace(card, shield=shield), evidence, entry.where)
    return out


class VanguardRecords:
    """Vanguard's record reader, as its card model gives it (`VanguardCards.records`)."""

    fields = FIELDS
    aliases = ALIASES
    ignored = IGNORED

    def read(self, fields: dict[str, Any], where: str) -> ImportedCard:
        return record_card(fields, where)

    def settle(self, cards: list[ImportedCard], known: KnownCards) -> list[ImportedCard]:
        """Shields and triggers that another printing of the name decides, then gifts the
        clan's texts decide."""
        return by_clan(by_name(shield_by_name(cards, known), known), known)

    def notes(self, cards: Sequence[ImportedCard]) -> list[str]:
        """How many trigger units nothing decided, and what then happens to them."""
        unknown = sum(1 for e in cards if getattr(e.card, "trigger", None) == UNKNOWN)
        if not unknown:
            return []
        return [
            f"{unknown} trigger unit(s) do not say which trigger they are, and nothing in"
            " their data decides it: their trigger is unknown (a deck check lists them in a"
            " deck, the table asks which trigger one is when it is first checked, and"
            " `playtester card edit NAME --trigger KIND` sets one)"
        ]


RECORDS = VanguardRecords()

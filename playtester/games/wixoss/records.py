# ruff: noqa: RUF001, RUF002, RUF003  (Japanese card data: full-width signs are meant)
"""WIXOSS's reader of card file records: the per-set Japanese CSV layout (`CardNum, CardName,
Type, CardClass, Color, Level, GrowCost, Cost, Limit, Power, Restriction, Team, Timing, Guard,
Coin, Story, LifeBurst, EffectText, BurstText`) and the same fields under English names. One
record becomes a `WixossCard`; a field its kind needs that the record leaves out ("-") or
writes in a shape no rule here reads is *unknown*: its value stays the default and the
evidence says so (`UNDECIDED`), never a guess. The era comes from the set number (`eras.py`):
a card of another era than Diva is kept, with the evidence that the diva format does not
play it.

Every pattern here runs in linear time; the values are short (the importer's limits).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from typing import Any

from playtester.cards.fields import CONTROL, card_name, number_value, show, text_value
from playtester.engine.imports import Evidence, FieldError, ImportedCard, KnownCards
from playtester.games.wixoss import cockatrice, eras
from playtester.games.wixoss.cards import (
    FIELD_SIGNI_KINDS,
    LEVELLED_KINDS,
    LRIG_KINDS,
    MAX_COST,
    MAX_LEVEL,
    Cost,
    WixossCard,
)

# the rules that decide a field, as reports count them
UNDECIDED, NUMBER = "undecided", "number"

_TEXTS = ("name", "number", "class", "team", "restriction", "story", "text", "burst_text")
FIELDS = frozenset({*_TEXTS, "kind", "color", "level", "limit", "power", "coin"})
FIELDS |= {"grow_cost", "cost", "timing", "guard", "burst", *cockatrice.FIELDS}
ALIASES = {
    "cardnum": "number",
    "card_number": "number",
    "cardname": "name",
    "card_name": "name",
    "type": "kind",
    "card_type": "kind",
    "cardclass": "class",
    "colour": "color",
    "growcost": "grow_cost",
    "lifeburst": "burst",
    "life_burst": "burst",
    "effecttext": "text",
    "effect": "text",
    "bursttext": "burst_text",
    "life_burst_text": "burst_text",
    "colors": "color",
}
IGNORED = frozenset({"imgurl", "image_url", "url", "rarity", "id", "illust", "illustrator"})
IGNORED |= cockatrice.IGNORED

# the card types as the Japanese data and English files write them
KIND_NAMES = {
    "ルリグ": "lrig",
    "アシストルリグ": "assist_lrig",
    "シグニ": "signi",
    "スペル": "spell",
    "アーツ": "arts",
    "ピース": "piece",
    "レゾナ": "resona",
    "キー": "key",
    "lrig": "lrig",
    "assistlrig": "assist_lrig",
    "signi": "signi",
    "spell": "spell",
    "arts": "arts",
    "piece": "piece",
    "resona": "resona",
    "key": "key",
}
COLOUR_SIGNS = {"白": "white", "赤": "red", "青": "blue", "緑": "green", "黒": "black"}
COLOUR_SIGNS |= {"無": "colorless"}
COLOUR_WORDS = {"white", "red", "blue", "green", "black", "colorless", "colourless"}
TIMING_WORDS = {"メインフェイズ": "main", "アタックフェイズ": "attack"}
TIMING_WORDS |= {"スペルカットイン": "spell_cutin"}
BURST_MARK = "【ライフバースト】"  # what opens the Life Burst's text when it joins the card's

# a cost as the data writes it: 《緑》×１《無》×２ (full or half width digits), or 《緑》《緑》
_SYMBOL = re.compile(r"《([^《》×]{1,3})》(?:×([0-9]{1,3}))?")
_FLAGS = {"1": True, "0": False, "yes": True, "no": False, "true": True, "false": False}
_FLAGS |= {"": False, "-": False}


def _flat(value: str) -> str:
    """A value with full-width digits and letters made plain (NFKC), spaces left out."""
    return "".join(unicodedata.normalize("NFKC", value).split())


def _kind(raw: dict[str, Any]) -> str:
    words = text_value(raw, "kind")
    key = re.sub(r"[\s_・-]+", "", unicodedata.normalize("NFKC", words)).casefold()
    kind = KIND_NAMES.get(key) or KIND_NAMES.get(words)
    if not words:
        raise FieldError("kind", "every card needs a type (ルリグ, シグニ, スペル...)")
    if kind is None:
        raise FieldError("kind", f"{show(words)} is not a WIXOSS card type this program knows")
    return kind


def _colours(raw: dict[str, Any]) -> tuple[str, ...]:
    """The colours: 緑, 青緑 (a card of two colours), or English words (green/blue)."""
    words = _flat(text_value(raw, "color"))
    if not words:
        raise FieldError("color", "every card has a colour (白 赤 青 緑 黒, or 無)")
    if all(sign in COLOUR_SIGNS for sign in words):
        colours = [COLOUR_SIGNS[sign] for sign in words]
    else:
        parts = [p for p in re.split(r"[/,;|&+]", words.casefold()) if p]
        if not parts or any(p not in COLOUR_WORDS for p in parts):
            raise FieldError("color", f"{show(words)} is not a WIXOSS colour (白 赤 青 緑 黒 無)")
        colours = ["colorless" if p == "colourless" else p for p in parts]
    return tuple(dict.fromkeys(colours))


def _number(raw: dict[str, Any], field: str, needed: bool, most: int, found: list[Evidence]) -> int:
    """A level, limit, power or coin count; 0 when the record gives none ("-") and the kind
    needs none, else unknown (0, with the evidence) when it gives none or no number."""
    given = raw.get(field)
    flat = _flat(given) if isinstance(given, str) else given
    try:
        value = number_value({field: flat}, field)
    except FieldError:
        found.append(Evidence(field, UNDECIDED, f"its record gives {show(given)}, not a number"))
        return 0
    if value is None:
        if needed:
            found.append(Evidence(field, UNDECIDED, "its record gives none, and its type has one"))
        return 0
    if value > most:
        raise FieldError(field, f"{value} is more than {most}")
    return value


def _cost(raw: dict[str, Any], field: str, found: list[Evidence]) -> Cost:
    """A cost: colour symbols with their counts (《緑》×１《無》×２); none for "-"; unknown (none,
    with the evidence) for a shape no rule here reads."""
    given = text_value(raw, field)
    words = _flat(given)
    if not words:
        return ()
    counts: dict[str, int] = {}
    at = 0
    for symbol in _SYMBOL.finditer(words):
        colour = COLOUR_SIGNS.get(symbol[1])
        if symbol.start() != at or colour is None:
            break
        counts[colour] = counts.get(colour, 0) + (int(symbol[2]) if symbol[2] else 1)
        at = symbol.end()
    if at != len(words) or any(n > MAX_COST for n in counts.values()):
        found.append(Evidence(field, UNDECIDED, f"its record gives {show(given)}, not read"))
        return ()
    order = ("white", "red", "blue", "green", "black", "colorless")
    return tuple((c, counts[c]) for c in order if counts.get(c))


def _timing(raw: dict[str, Any], found: list[Evidence]) -> tuple[str, ...]:
    """When it may be used: メインフェイズアタックフェイズ is both phases (the words run on)."""
    given = text_value(raw, "timing")
    words = _flat(given)
    out: list[str] = []
    at = 0
    while at < len(words):
        for word, timing in TIMING_WORDS.items():
            if words.startswith(word, at):
                out.append(timing)
                at += len(word)
                break
        else:
            said = f"its record gives {show(given)}, not read"
            found.append(Evidence("timing", UNDECIDED, said))
            break
    return tuple(dict.fromkeys(out))


def _flag(raw: dict[str, Any], field: str, found: list[Evidence]) -> bool:
    """A Guard or Life Burst mark: 1 or 0; unknown (False, with the evidence) when the record
    has no such field."""
    value = raw.get(field)
    if value is None:
        found.append(Evidence(field, UNDECIDED, "its record does not say whether it has one"))
        return False
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        value = str(value)
    word = _flat(value).casefold() if isinstance(value, str) else None
    if word is None or word not in _FLAGS:
        raise FieldError(field, f"{show(value)} is not 1 or 0")
    return _FLAGS[word]


def _text(raw: dict[str, Any], burst: bool, found: list[Evidence]) -> str:
    """The card's text, its Life Burst's after it (opened by BURST_MARK), without controls."""
    text = CONTROL.sub("", text_value(raw, "text"))
    burst_text = CONTROL.sub("", text_value({"text": raw.get("burst_text")}, "text"))
    if burst_text:
        opening = "" if burst_text.startswith(("：", ":")) else "："
        text = f"{text}\n{BURST_MARK}{opening}{burst_text}" if text else BURST_MARK + burst_text
    elif burst:
        found.append(Evidence("text", UNDECIDED, "it has a Life Burst whose text is not given"))
    return text[:10_000]


def record_card(raw: dict[str, Any], where: str) -> ImportedCard:
    """The card of one record (FieldError names the first field that cannot be read)."""
    name = card_name(raw)
    found: list[Evidence] = []
    kind = _kind(raw)
    number = text_value(raw, "number")
    era = eras.era_of(number)
    if era is not None and era != eras.DIVA:
        said = f"its set number {number} is not of a Diva set: the diva format does not play it"
        found.append(Evidence("era", NUMBER, said))
    burst = _flag(raw, "burst", found)
    what = text_value(raw, "class")
    card = WixossCard(
        name=name,
        kind=kind,
        number=number,
        color=_colours(raw),
        level=_number(raw, "level", kind in LEVELLED_KINDS, MAX_LEVEL, found),
        limit=_number(raw, "limit", kind in LRIG_KINDS, MAX_LEVEL, found),
        power=_number(raw, "power", kind in FIELD_SIGNI_KINDS, 10**9, found),
        coin=_number(raw, "coin", False, MAX_LEVEL, found),
        grow_cost=_cost(raw, "grow_cost", found),
        cost=_cost(raw, "cost", found),
        timing=_timing(raw, found),
        lrig_type=what if kind in LRIG_KINDS else "",
        signi_class="" if kind in LRIG_KINDS else what,
        team=text_value(raw, "team"),
        restriction=text_value(raw, "restriction"),
        story=text_value(raw, "story"),
        guard=_flag(raw, "guard", found),
        burst=burst,
        text=_text(raw, burst, found),
    )
    return ImportedCard(card, tuple(found), where)


class WixossRecords:
    """WIXOSS's record reader, as its card model gives it (`WixossCards.records`)."""

    fields = FIELDS
    aliases = ALIASES
    ignored = IGNORED

    def read(self, fields: dict[str, Any], where: str) -> ImportedCard:
        """A Cockatrice card's printing (`cockatrice.py`), else a record of the CSV layout."""
        if cockatrice.is_cockatrice(fields):
            return cockatrice.cockatrice_card(fields, where)
        return record_card(fields, where)

    def settle(self, cards: list[ImportedCard], known: KnownCards) -> list[ImportedCard]:
        """Nothing: each record of these files states its own fields."""
        return cards

    def notes(self, cards: Sequence[ImportedCard]) -> list[str]:
        """How many cards are of another era than Diva, and how many have an unknown field."""
        out = []
        other = sum(1 for c in cards if any(e.field == "era" for e in c.evidence))
        if other:
            out.append(
                f"{other} card(s) are of another era than Diva: kept in your library, but the"
                " diva format does not play them (a deck check says so)"
            )
        unknown = sum(1 for c in cards if any(e.rule == UNDECIDED for e in c.evidence))
        if unknown:
            out.append(
                f"{unknown} card(s) have a field their record does not decide: it is unknown"
                " (`cards show NAME` gives the evidence; a deck check lists them)"
            )
        return out


RECORDS = WixossRecords()

# ruff: noqa: RUF001, RUF002  (Japanese card text: full-width signs are meant)
"""Printed WIXOSS card text (the Japanese of the card lists, its Life Burst after the mark
【ライフバースト】) read into ability records (games/common/abilities.py). The text runs its
abilities together: each starts at a mark outside quotes and reminders (【出】 enters, 【自】
auto, 【常】 constant, 【起】 act, 【ライフバースト】, and the team and use-condition marks, which
are not read); a spell's or an arts' text with no mark is its effect. The marks and the cost
before the colon (《緑》 each an Ener card, 《ダウン》, 《ターン１回》, 手札を１枚捨てる) are read
by text_costs.py, the body's sentences by text_phrases.py, the rest here. An ability is read
whole only when every character is; otherwise what was read (its trigger, its cost) is kept
and the rest is "by hand", never guessed. Linear in the text's length, with size limits."""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import pairwise

from playtester.engine.cards import Card
from playtester.games.common.abilities import Ability, Blank, CardText, Kind, Step
from playtester.games.common.text_reading import (
    MAX_ABILITY,
    MAX_TEXT,
    Reading,
    card_text,
    record_problem,
)
from playtester.games.wixoss.ability_words import WORDS
from playtester.games.wixoss.eras import era_of
from playtester.games.wixoss.text_costs import (
    DISCARD_MAY,
    PAY_MAY,
    Unread,
    Words,
    before_colon,
    holds,
    optional_pay,
)
from playtester.games.wixoss.text_phrases import Cursor, sentence

# one character for one (spans stay the text's): digits, signs and the colon as ASCII
_WIDE = str.maketrans(
    {chr(0xFF10 + d): str(d) for d in range(10)}
    | {"＋": "+", "－": "-", "−": "-", "‐": "-", ":": "："}
)
# a mark that opens an ability ("【出】能力" names such abilities in a sentence: no new one)
_MARK = re.compile(r"【(出|自|常|起|ライフバースト|使用条件|チーム[出自常起]?)】(?!能力)")
_OPENS = {"「": "」", "（": "）", "(": ")"}
ZONES = {"signi": "signi", "resona": "signi", "lrig": "C", "assist_lrig": "assist"}
ME = {"signi": "このシグニ", "C": "このルリグ", "assist": ""}  # the card itself, by its zone
PLAYED = {"spell": "trash", "arts": "lrig_trash"}  # where a spell's or arts' effect works
TRIGGERS = {"このシグニがアタックしたとき、": "signi", "このルリグがアタックしたとき、": "C"}
GUARD = "guard: the card's Guard field (the rules do it)"
TEAM = "team: the card's Team field"
_GUARD = re.compile(
    r"【ガード】(（このカードを手札から捨てることで、ルリグのアタックによるダメージを一度防ぐ）)?"
)
_TEAM = re.compile(r"【チーム】＜[^＜＞【】]{1,40}＞")
# reminders that only say again what a read word does
_REMINDERS = re.compile(
    r"（(あなたのデッキの上からカードを[1-9]枚エナゾーンに置く"
    r"|あなたのデッキの一番上のカードをエナゾーンに置く"
    r"|パワーが0以下のシグニはルールによってバニッシュされる"
    r"|凍結されたシグニは次の自分のアップフェイズにアップしない"
    r"|【出】能力の：の左側はコストである。コストを支払わず発動しないことを選んでもよい"
    r"|ライフクロスは一番上からクラッシュされる)）"
)


def read_card(name: str, text: str, kind: str) -> CardText:
    """A card's abilities as its printed text gives them (what is not read is by hand)."""
    return card_text(name, read_text(text, kind))


def table_text(card: Card) -> CardText | None:
    """The abilities the table uses for a card of a real WIXOSS set (its number names an era):
    its printed text's reading; None for any other card (an invented card's text is prose,
    which its bundled abilities describe)."""
    if not card.text or era_of(card.number) is None:
        return None
    return read_card(card.name, card.text, card.kind)


@lru_cache(maxsize=4096)
def read_text(text: str, kind: str) -> tuple[Reading, ...]:
    """Every ability of a card's printed text with its span and what was read of it (`kind`:
    the card's kind, which says where its abilities work)."""
    if len(text) > MAX_TEXT:
        return (Reading(text, 0, len(text)),)
    wide = text.translate(_WIDE)
    out = []
    for start, end in pieces(wide):
        out.append(_reading(wide[start:end], text[start:end], start, end, kind))
    return tuple(out)


def pieces(text: str) -> list[tuple[int, int]]:
    """The spans of the abilities of a text: each starts at a mark or a new line outside
    quotes and parentheses (a use condition is one with the team mark that follows it)."""
    cuts = [0]
    closing: list[str] = []
    for i, ch in enumerate(text):
        if ch in _OPENS:
            closing.append(_OPENS[ch])
        elif closing and ch == closing[-1]:
            closing.pop()
        elif not closing and ch == "\n":
            cuts += [i, i + 1]
        elif not closing and ch == "【" and _MARK.match(text, i) and not _condition(text, i, cuts):
            cuts.append(i)
    cuts.append(len(text))
    spans = []
    for start, end in pairwise(cuts):
        while start < end and text[start].isspace():
            start += 1
        while end > start and text[end - 1].isspace():
            end -= 1
        if end > start and text[start:end] not in ("-", "\n"):
            spans.append((start, end))
    return spans


def _condition(text: str, at: int, cuts: list[int]) -> bool:
    """Whether the team mark at `at` is a use condition's (【使用条件】【チーム】...): one piece."""
    return text.startswith("【チーム】", at) and text[cuts[-1] : at] == "【使用条件】"


def _reading(line: str, printed: str, start: int, end: int, kind: str) -> Reading:
    """One ability's reading: a note, a record read whole or in part, or text by hand."""
    if _GUARD.fullmatch(line):
        return Reading(printed, start, end, None, True, None, GUARD)
    if _TEAM.fullmatch(line):
        return Reading(printed, start, end, None, True, None, TEAM)
    if len(line) > MAX_ABILITY:
        return Reading(printed, start, end)
    head = _MARK.match(line)
    zone = ZONES.get(kind)
    header: tuple[Kind, str, tuple[str, ...], str] | None = None
    if head is None:
        if kind in PLAYED:
            header = (Kind.AUTO, PLAYED[kind], ("played",), line)
    elif zone is not None or head[1] == "ライフバースト":
        header = _header(head[1], zone or "", line[head.end() :], kind)
    if header is None:
        return Reading(printed, start, end)
    ability_kind, where, trigger, rest = header
    colon = rest.find("：")
    if head is None:
        colon = -1
    elif colon < 0:
        return Reading(printed, start, end)
    try:
        marks, conditions, cost, printed_cost = before_colon(rest[:colon] if colon >= 0 else "")
    except Unread:
        return Reading(printed, start, end, None, False, False)
    body = rest[colon + 1 :]
    try:
        ability = _ability(ability_kind, where, marks, trigger, conditions, cost, body)
        return Reading(printed, start, end, ability, True, _cost_said(printed_cost, body))
    except Unread:
        pass
    partial = _partial(ability_kind, where, marks, trigger, conditions, cost, body)
    said = _cost_said(printed_cost, body)
    return Reading(printed, start, end, partial, False, said and printed_cost and bool(partial))


def _cost_said(printed: bool, body: str) -> bool | None:
    """True when the ability prints a cost (before its colon, or "…を支払ってもよい。そうした
    場合、" in its body), None when it prints none."""
    return True if printed or PAY_MAY in body or DISCARD_MAY.search(body) else None


def _header(
    mark: str, zone: str, rest: str, kind: str
) -> tuple[Kind, str, tuple[str, ...], str] | None:
    """The kind, where it works, the trigger and the rest of an ability by its mark (None:
    a mark this reader leaves by hand: a team ability, a use condition)."""
    if mark == "出":
        return Kind.AUTO, zone, ("enters",), rest
    if mark == "自":
        return Kind.AUTO, zone, ("attacks",), rest
    if mark == "常":
        return Kind.CONT, zone, (), rest
    if mark == "起":
        return Kind.ACT, zone, (), rest
    if mark == "ライフバースト" and kind in ("signi", "spell"):
        return Kind.AUTO, "check", ("burst",), rest
    return None


def _sentences(body: str) -> list[str]:
    """The body's sentences (without their "。"), its known reminders dropped; Unread when a
    quote or another parenthesis is left."""
    body = _REMINDERS.sub("", body)
    if any(ch in body for ch in "「」（）()【】") and not _only_charge_marks(body):
        raise Unread("a quote, a reminder or a mark in the body")
    said = body.split("。")
    if said[-1] == "":
        said.pop()
    if not said or any(not s for s in said):
        raise Unread("an empty sentence")
    return said


def _only_charge_marks(body: str) -> bool:
    """Whether every mark left in the body is an Ener Charge's (no quote, no parenthesis)."""
    if any(ch in body for ch in "「」（）()"):
        return False
    return body.count("【") == body.count("【エナチャージ") == body.count("】")


def _ability(
    kind: Kind,
    zone: str,
    marks: tuple[str, ...],
    trigger: tuple[str, ...],
    conditions: tuple[tuple[str, ...], ...],
    cost: list[Step],
    body: str,
) -> Ability:
    """The record of a whole ability; Unread when any character is not read."""
    if kind is Kind.CONT:
        return _constant(zone, marks, conditions, cost, body)
    if trigger == ("attacks",):
        said = next((t for t in TRIGGERS if body.startswith(t)), None)
        if said is None or TRIGGERS[said] != zone:
            raise Unread("a trigger this reader does not know")
        body = body[len(said) :]
    paid, body = optional_pay(body)
    if paid and cost:
        raise Unread("two costs")
    opening, body = _condition_first(_REMINDERS.sub("", body))
    effects: list[Step] = []
    for text in _sentences(body):
        steps = sentence(text, ME.get(zone, ""))
        if steps is None:
            raise Unread("a sentence this reader does not know")
        effects += steps
    ability = Ability(
        kind, (zone,), marks, trigger, conditions + opening, tuple(cost + paid), tuple(effects)
    )
    _check(ability)
    return ability


def _condition_first(body: str) -> tuple[tuple[Words, ...], str]:
    """A condition that opens a body of one sentence ("あなたの手札が4枚以上ある場合、…。"):
    the ability's, which must hold when it waits and when it is used; the body after it. A
    body of more sentences keeps its condition (it is only the first sentence's)."""
    if not body.startswith("あなたの") or "場合、" not in body:
        return (), body
    cur = Cursor(body)
    try:
        said = holds(cur, "場合、")
    except Unread:
        return (), body
    rest = body[cur.at :]
    if rest.count("。") > 1 or (rest.count("。") == 1 and not rest.endswith("。")):
        raise Unread("a condition of the first sentence only")
    return (said,), rest


def _constant(
    zone: str,
    marks: tuple[str, ...],
    conditions: tuple[tuple[str, ...], ...],
    cost: list[Step],
    body: str,
) -> Ability:
    """A [Constant] ability that gives this SIGNI power while it holds: "（条件）かぎり、
    このシグニのパワーは＋5000される。", "あなたのターンの間、..." or no condition."""
    if zone != "signi" or cost or marks:
        raise Unread("a [Constant] ability of another shape")
    cur = Cursor(body)
    said = list(conditions)
    if cur.lit("あなたのターンの間、"):
        said.append(("my", "turn"))
    elif cur.lit("対戦相手のターンの間、"):
        said.append(("their", "turn"))
    elif not cur.text.startswith("このシグニのパワーは", cur.at):
        said.append(holds(cur))
    amount = cur.match(re.compile(r"このシグニのパワーは([+-][1-9][0-9]{0,5})される。"))
    if amount is None or not cur.done():
        raise Unread("a [Constant] ability of another shape")
    step = Step("power", (Blank(("self",)), amount[1]))
    ability = Ability(Kind.CONT, (zone,), (), (), tuple(said), (), (step,))
    _check(ability)
    return ability


def _check(ability: Ability) -> None:
    problem = record_problem(ability, WORDS)
    if problem:
        raise Unread(problem)


def _partial(
    kind: Kind,
    zone: str,
    marks: tuple[str, ...],
    trigger: tuple[str, ...],
    conditions: tuple[tuple[str, ...], ...],
    cost: list[Step],
    body: str,
) -> Ability | None:
    """What can be kept of an ability not read whole: its mark, trigger and cost, each read
    exactly, the rest of its text by hand. None for a [Constant] ability or an [Auto] one
    whose trigger is not read."""
    if kind is Kind.CONT:
        return None
    rest = body
    if trigger == ("attacks",):
        said = next((t for t in TRIGGERS if body.startswith(t)), None)
        if said is None or TRIGGERS[said] != zone:
            return None
        rest = body[len(said) :]
    rest = rest.strip() or "see the card's text"
    ability = Ability(kind, (zone,), marks, trigger, conditions, tuple(cost), (), rest)
    return None if record_problem(ability, WORDS) else ability


__all__ = ["GUARD", "TEAM", "pieces", "read_card", "read_text", "table_text"]

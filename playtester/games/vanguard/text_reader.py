"""Printed Vanguard card text read into ability records (games/common/abilities.py), in all four
eras' wordings: classic and G print the cost in a bracket after the header ("[AUTO](VC):[Counter
Blast (1)] When ..., you may pay the cost. If you do, ..."), V and D in the sentence ("[AUTO](RC):
When ..., [COST][Counter Blast 1], ..."). Each line with an ability header is one ability; its
header (kind, circles, marks) is read here, its body by the grammar (text_grammar.py). An ability
is read whole only when every word is; otherwise what was read (its trigger, its cost) is kept
and the rest is "by hand", never guessed. Linear in the text's length, with size limits."""

from __future__ import annotations

import re
from dataclasses import replace
from functools import lru_cache

from lark.exceptions import LarkError

from playtester.games.common.abilities import ALL, Ability, Blank, CardText, Kind, Step
from playtester.games.common.ability_text import AbilityTextError, read, write
from playtester.games.common.text_reading import MAX_ABILITY, MAX_TEXT, Reading, card_text
from playtester.games.vanguard.ability_words import WORDS
from playtester.games.vanguard.text_chosen_costs import joined_blast
from playtester.games.vanguard.text_filters import battle_unsure
from playtester.games.vanguard.text_grammar import parser, words
from playtester.games.vanguard.text_keywords import GATE, keyword
from playtester.games.vanguard.text_name_lines import joined_lines
from playtester.games.vanguard.text_orders import order_reading
from playtester.games.vanguard.text_parts import SELF, Body, Pay, Trigger, Unread, resolve
from playtester.games.vanguard.text_records import PAYING_STRIDE, Records
from playtester.games.vanguard.text_reminders import given_within, mark_reminder, tail_reminder
from playtester.games.vanguard.text_restrictions import mine_held
from playtester.games.vanguard.text_tickets import quoted_tickets

KINDS = {"AUTO": Kind.AUTO, "CONT": Kind.CONT, "ACT": Kind.ACT}
# what a [CONT] ability read from text may do (vocab24: a restriction, `restrict ... no-intercept`)
CONT_VERBS = ("power", "critical", "shield", "stridegrade", "skill", "limitbreak", "restrict")
_LINE = re.compile(r"[^\n]+")
_KIND = re.compile(r"\[(AUTO|CONT|ACT)\]")
# the pieces of a header between its kind and its colon
_CIRCLES = re.compile(r"\((VC|RC|GC)((?:/(?:VC|RC|GC))*)\)", re.I)
# "Front Row (RC)", "Back Row (RC)": a rear-guard circle of that row (the ability works while
# this unit is a rear-guard there: a condition)
_ROW = re.compile(r"(Front|Back) Row \(RC\)", re.I)
# a colon before the circles, then another after them ("[AUTO]:(RC):")
_COLON_FIRST = re.compile(r":\s*\((?:VC|RC|GC)(?:/(?:VC|RC|GC))*\)\s*:")
_PLACE = re.compile(r"\(?(Hand|Drop zone|Drop|Soul)\)?", re.I)
_ONCE = re.compile(r"\[1/turn\]", re.I)
_BREAK = re.compile(r"\[(Limit|Generation)[- ]?Break ?([1-9])\]", re.I)
_PLACES = {"hand": "hand", "drop zone": "drop", "drop": "drop", "soul": "soul"}
_SKIP = re.compile(r"-*|\([^()]*\)\.?|Updated:.*", re.I)  # no ability: a dash, a reminder
_ICONS = ("[power]", "[critical]", "[stand]", "[rest]", "[shield]", "[cost]", "[drive]")
# other dashes, quotes, plus signs and digits than ASCII's, as the ASCII one
_DASHES = str.maketrans(
    dict.fromkeys("\u2010\u2013\u2014\u2212", "-")
    | {"\u2019": "'", "\u2018": "'", "\u201c": '"', "\u201d": '"', "\uff0b": "+", "\u3000": " "}
    | {"\uff06": "&"}  # (vocab9: the full-width ampersand of some costs)
    | {chr(0xFF10 + d): str(d) for d in range(10)}  # (vocab15: a full-width digit, "+\uff11")
)
_ECHO = re.compile(r"\(\s*\[[A-Za-z ]{1,20}\]\s*\)")  # "([Boost])": the keyword's icon again
_NAMES = re.compile(r'(<[^<>\n]{0,80}>|"[^"\n]{0,80}")')
_JOINED = re.compile(r"\b(counter|soul|energy)[- ]?(blast|charge)")
_DIGIT = re.compile(r"([a-z])([0-9])")
_COST = re.compile(r"\[cost\]\[", re.I)
# a cost's "[Rest] this unit" printed without its opening bracket ("& Rest] this unit]")
_REST = re.compile(r"(&\s*)Rest\](\s*this (?:unit|card)\])")
# before a V or D cost, what makes it paid later than when the ability is used: another sentence
# before it, or a time ("at the end of that battle, [COST][...]")
_LATER = re.compile(r"\.\s|\bat the end of\b|\bthen\b", re.I)
# a V or D cost printed as two brackets ("[COST][Counter-Blast 1] &[Soul-Blast 1]"): one cost
_SPLIT_COST = re.compile(r"(\[COST\]\[[^\[\]]{1,200})\]\s*&\s*\[", re.I)


def read_card(name: str, text: str, clan: str = "") -> CardText:
    """A card's abilities as its printed text gives them (what is not read is by hand)."""
    return card_text(name, read_text(text, clan))


@lru_cache(maxsize=4096)
def read_text(text: str, clan: str = "") -> tuple[Reading, ...]:
    """Every ability of a card's printed text, each with its span and what was read of it
    (`clan`: the card's clan, which Forerunner names without printing it). An ability printed
    over several lines (a name on a line of its own: text_name_lines.py) is one reading, its
    text joined, its span covering its lines."""
    if len(text) > MAX_TEXT:
        return (Reading(text, 0, len(text)),)
    order = order_reading(text)  # a Normal Order: its two lines are one ability
    out: list[Reading] = [order] if order is not None else []
    joined = {start: (end, line) for start, end, line in joined_lines(text)}
    gated = False  # after "[Glitter]-Name (Active if ...)": abilities working only when it holds
    upto = 0  # (the end of the last joined ability: the lines before it are in it)
    for found in _LINE.finditer(text):
        line = found[0].strip()
        start = found.start() + (len(found[0]) - len(found[0].lstrip()))
        if _SKIP.fullmatch(line) or (order is not None and order.start <= start < order.end):
            continue
        if start < upto:
            continue
        end, line = joined.get(start, (start + len(line), line))
        upto = end
        gated = gated or GATE.match(line) is not None
        read = _reading(line, start, end, clan)
        if gated:  # (its cost may be read: nothing of it is kept)
            read = Reading(line, read.start, read.end, cost=read.cost)
        out.append(read)
    return tuple(out)


def _reading(line: str, start: int, end: int, clan: str) -> Reading:
    """One line's reading: a keyword, an ability with a header, or text by hand."""
    known = keyword(line, clan) if len(line) <= MAX_ABILITY else None
    if known is not None:
        return Reading(line, start, end, known[0], True, None, known[1])
    head = _KIND.match(line)
    printed_cost = _printed_cost(line)
    if len(line) > MAX_ABILITY or head is None:
        return Reading(line, start, end, cost=False if printed_cost else None)
    header = _header(line, head.end())
    if header is None:
        return Reading(line, start, end, cost=False if printed_cost else None)
    kind, zones, marks, body, row = KINDS[head[1].upper()], *header
    body = quoted_tickets(body)  # (vocab14: a ticket's name printed without its quotes)
    body = _SPLIT_COST.sub(r"\1 & ", _REST.sub(r"\1[Rest]\2", body))
    bracket, body = _bracket(_filtered_blast(body))
    has_cost = bracket is not None or _COST.search(body) is not None
    said, echo = tail_reminder(body)  # (vocab18) a closing reminder of what the text says
    try:
        ability = _ability(kind, zones, marks, bracket, said, row)
        if echo is not None and not echo(ability):
            raise Unread("a reminder that says what the ability does not")
        return Reading(line, start, end, ability, True, True if has_cost else None)
    except (Unread, LarkError):
        pass
    partial = _partial(kind, zones, marks, bracket, body, row)
    return Reading(
        line, start, end, partial, False, _cost_read(bracket, body) if has_cost else None
    )


def _filtered_blast(body: str) -> str:
    """(vocab9) A classic cost "[Counter-Blast 2]-card with "Name" in its card name]" as one
    bracket when the cost so joined is read whole; else the body as printed (by hand as it is)."""
    joined = joined_blast(body)
    if joined != body:
        bracket, _ = _bracket(joined)
        if bracket is None or not _cost_read(bracket, ""):
            return body
    return joined


def _cost_read(bracket: str | None, body: str) -> bool:
    """Whether the printed cost (classic's bracket, else the body's `[COST][...]`) is read
    exactly, every word of it."""
    text = bracket
    if text is None:
        found = _COST.search(body)
        end = _closing(body, found.end() - 1) if found else None
        if found is None or end is None:
            return False
        text = body[found.end() : end]
    try:
        _costs(text)
    except (Unread, LarkError):
        return False
    return True


def _printed_cost(line: str) -> bool:
    return _COST.search(line) is not None


Header = tuple[tuple[str, ...], tuple[str, ...], str, tuple[tuple[str, ...], ...]]


def _header(line: str, at: int) -> Header | None:
    """The circles, the marks, the body of an ability line from `at` (after its kind) and the
    conditions its header says (a row of rear-guard circles); None when the header holds
    what this reader does not know."""
    zones: list[str] = []
    marks: list[str] = []
    row: tuple[tuple[str, ...], ...] = ()
    broke: str | None = None  # the break just read: its reminder may follow (vocab18)
    while at < len(line):
        if line[at] == ":" and not (zones or marks or row) and _COLON_FIRST.match(line, at):
            at += 1  # ("[AUTO]:(RC):": the circles printed after a first colon)
            continue
        if line[at] == ":":
            return tuple(dict.fromkeys(zones)), tuple(marks), line[at + 1 :], row
        if _COST.match(line, at):  # the D era's "[ACT](RC)[1/turn][COST][...]": no colon
            return tuple(dict.fromkeys(zones)), tuple(marks), line[at:], row
        if line[at] in "/ ":
            at += 1
            continue
        found = _CIRCLES.match(line, at)
        if not found and (found := _ROW.match(line, at)):
            if zones or row:  # ("Front Row (RC)" alone: with another circle, by hand)
                return None
            zones.append("RC")
            row = (("count", "my", "rear", found[1].lower(), "self", ">=", "1"),)
        elif found:
            zones += [found[1].upper(), *(z.upper() for z in found[2].split("/") if z)]
        elif found := _ONCE.match(line, at):
            marks.append("1/turn")
        elif found := _BREAK.match(line, at):
            marks.append(("LB" if found[1].lower() == "limit" else "GB") + found[2])
            broke = marks[-1]
            at = found.end()
            continue
        elif found := mark_reminder(line, at, broke):
            pass
        elif found := _PLACE.match(line, at):
            zones.append(_PLACES[found[1].lower()])
        else:
            return None
        broke = None
        at = found.end()
    return None


def _bracket(body: str) -> tuple[str | None, str]:
    """A classic or G cost: the bracket that opens the body (not an icon such as [Power]),
    and the body after it; (None, body) when there is none."""
    text = body.lstrip()
    if not text.startswith("[") or text[:12].lower().startswith(_ICONS):
        return None, body
    end = _closing(text, 0)
    if end is None or (end + 1 < len(text) and not text[end + 1].isspace()):
        return None, body
    return text[1:end], text[end + 1 :]


def _closing(text: str, at: int) -> int | None:
    """The index of the bracket that closes the one at `at`."""
    depth = 0
    for i in range(at, len(text)):
        depth += {"[": 1, "]": -1}.get(text[i], 0)
        if depth == 0:
            return i
    return None


def clean(text: str) -> str:
    """Printed text as the grammar reads it: one kind of dash and quote, a keyword's icon said
    again in parentheses dropped, numbers out of their parentheses, words in lower case (names
    kept as printed), "Counter-Blast1" as "counter blast 1" (and Soul, Energy)."""
    text = _ECHO.sub(" ", text.translate(_DASHES))
    text = re.sub(r"\((\d{1,6})\)", r" \1 ", text)
    pieces = _NAMES.split(text)
    for i in range(0, len(pieces), 2):
        low = _JOINED.sub(r"\1 \2", pieces[i].lower())
        pieces[i] = _DIGIT.sub(r"\1 \2", low)
    return "".join(pieces)


def _costs(text: str) -> tuple[Step, ...]:
    tree = parser().parse(words(clean(text)), start="costs")
    return Records().transform(tree)  # type: ignore[no-any-return]


def _ability(
    kind: Kind,
    zones: tuple[str, ...],
    marks: tuple[str, ...],
    bracket: str | None,
    body: str,
    row: tuple[tuple[str, ...], ...] = (),
) -> Ability:
    """The record of a whole ability; Unread (or a parse error) when any word is not read."""
    cost = _costs(bracket) if bracket is not None else ()
    records = Records()
    parsed: Body = records.transform(parser().parse(words(clean(body)), start="start"))
    steps = [s for s in parsed.effects if isinstance(s, Step)]  # (as `resolve` gives them)
    owners = {i for i, s in enumerate(steps) if any(s is o for o in records.owners)}
    zones = _zones(zones, parsed.trigger)
    if bracket is not None:
        if parsed.pay != (Pay(None) if kind is Kind.AUTO else None) or kind is Kind.CONT:
            raise Unread("a cost bracket, paid otherwise than its era prints")
    elif parsed.pay is not None:
        if parsed.pay.costs is None:
            raise Unread("'pay the cost' with no cost printed")
        cost = parsed.pay.costs
    parsed = _paying_stride(kind, zones, parsed)
    if not given_within(zones, records.given):
        raise Unread("a Resist given that works on fewer circles than the ability giving it")
    if kind is Kind.CONT:
        if cost or any(d is not None for d in parsed.durations):
            raise Unread("a continuous ability with a cost or a duration")
        if any(
            s.verb not in CONT_VERBS
            or (s.parts[0] != SELF and s.verb != "limitbreak" and not _every(s.parts[0]))
            for s in _steps(parsed)  # (limitbreak: your vanguard's Limit Break)
        ):
            raise Unread("a continuous ability changes this unit or every unit so filtered")
    elif any(d is None for d in parsed.durations):
        raise Unread("a bonus without its duration")
    effects = resolve(parsed.effects)
    if not effects:
        raise Unread("no effect")
    # (a [CONT] of "(RC)/(GC)": its shield counts only where a shield does, on the guardian circle)
    guarding = (("GC",), ("RC", "GC")) if kind is Kind.CONT else (("GC",),)
    if any(s.verb == "shield" and (s.parts[0] != SELF or zones not in guarding) for s in effects):
        raise Unread("shield for another than this unit on the guardian circle")
    if _heart_itself(zones, parsed.trigger, effects):
        raise Unread("'this unit' of a Heart: it is no unit under its G unit")
    if mine_held(effects):  # (vocab9)
        raise Unread("'your opponent's next stand phase' of units that may be yours")
    if _theirs_to_mine(effects, owners):
        raise Unread("an opponent's card put into 'your' hand, soul or deck")
    trigger = parsed.trigger.words if parsed.trigger else ()
    said = (parsed.trigger.condition,) if parsed.trigger and parsed.trigger.condition else ()
    conditions = row + said + parsed.conditions
    ability = Ability(kind, zones, marks, trigger, conditions, cost, effects)
    _check(ability)
    return ability


def _paying_stride(kind: Kind, zones: tuple[str, ...], parsed: Body) -> Body:
    """The body without "while you are paying the cost for [Stride]", which only a [CONT]
    ability of the hand whose every effect is this card's grade for that cost says (and such
    an effect only after it): Unread otherwise."""
    paying = PAYING_STRIDE in parsed.conditions
    grades = [s.verb == "stridegrade" for s in _steps(parsed)]
    if not any(grades):  # (and "while paying" alone is no condition: _check refuses it)
        return parsed
    if not (paying and grades and all(grades) and kind is Kind.CONT and zones == ("hand",)):
        raise Unread("a grade for Stride's cost, said otherwise than while it is paid")
    said = tuple(c for c in parsed.conditions if c != PAYING_STRIDE)
    return replace(parsed, conditions=said)


def _heart_itself(zones: tuple[str, ...], trigger: Trigger | None, steps: tuple[Step, ...]) -> bool:
    """Whether a vanguard's "when your G unit [Stride]s" does something to this card: it is
    the Heart then, under the G unit, no unit that a step could change."""
    heart = "VC" in zones and trigger is not None and trigger.words == ("g-strides",)
    return heart and any(SELF in s.parts for s in steps)


def _theirs_to_mine(steps: tuple[Step, ...], owners: set[int]) -> bool:
    """Whether a step puts an opponent's card (chosen there, or named when chosen before) into
    a zone the text calls yours (a card goes to its owner's: the text and the record would not
    say the same); or a step of `owners` (whose text says the card goes to its owner's zone:
    "his or her deck") puts a card of yours."""
    theirs = {b.name for s in steps for b in s.blanks if b.words[0] == "their" and b.name}
    for index, step in enumerate(steps):
        chosen = step.parts[0] if step.parts else None
        if step.verb != "put" or not isinstance(step.parts[1], str):
            continue
        foes = isinstance(chosen, Blank) and (chosen.words[0] in ("their", *theirs))
        if foes != (index in owners):
            return True
    return False


def _steps(parsed: Body) -> list[Step]:
    return [s for s in parsed.effects if isinstance(s, Step)]


def _zones(header: tuple[str, ...], trigger: Trigger | None) -> tuple[str, ...]:
    """Where the ability works: the header's circles, or the trigger's when the header names
    none; both must agree when both say."""
    said = trigger.zones if trigger else None
    if trigger and trigger.words == ("intercepts",) and header in ((), ("RC",)):
        return ("GC",)  # a rear-guard that intercepts is on (GC) when its ability triggers
    if trigger and trigger.words == ("rode-upon",) and header == ("VC",):
        return ("soul",)  # (vocab9) a vanguard's "when ... rides this unit": in the soul by then
    if said and header and set(said) != set(header):
        raise Unread("the header and the trigger name other circles")
    zones = header or said or ()
    if not zones:
        raise Unread("the text does not say where the ability works")
    if trigger and trigger.words[0] == "phase-start" and not set(zones) <= {"VC", "RC"}:
        raise Unread("the beginning of a phase triggers the abilities of units only")
    return zones


def _check(ability: Ability) -> None:
    """Every word of the record is Vanguard's and the text form reads it back as it is; "discard
    this card" only of an ability that works in the hand (elsewhere it is no discard)."""
    if ability.zones != ("hand",) and Step("discard", (SELF,)) in ability.steps:
        raise Unread("'discard this card' of a card that is not in the hand")
    if battle_unsure(ability):
        raise Unread("a battle's number asked by an ability not used in a battle")
    problems = [WORDS.zone(z) for z in ability.zones] + [WORDS.mark(m) for m in ability.marks]
    if ability.trigger:
        problems.append(WORDS.trigger(ability.trigger))
    problems += [WORDS.condition(c) for c in ability.conditions]
    for step in ability.steps:
        problems.append(WORDS.step(step))
        problems += [WORDS.blank(b.words) for b in step.blanks]
    problem = next((p for p in problems if p), None)
    if problem:
        raise Unread(problem)
    try:
        back = read(write([CardText("card", (ability,))]), WORDS)
    except AbilityTextError as exc:
        raise Unread(str(exc)) from None
    if back[0].abilities != (ability,):
        raise Unread("the text form does not give the record back")


def _conditions(lead: str) -> tuple[tuple[tuple[str, ...], ...], str]:
    """The conditions said before a V or D cost ("if you persona rode this turn, [COST]..."),
    and the text left by hand: all of them read, and none left, or none read and it all left."""
    try:
        tree = parser().parse(words(clean(lead)), start="conds")
        return Records().transform(tree), ""
    except (Unread, LarkError):
        return (), lead


def _every(part: object) -> bool:
    """Whether a step's first part is every unit so filtered (vocab23: "all of your front row
    units get ..."), which a [CONT] ability may change as it changes this unit."""
    return isinstance(part, Blank) and part.least == ALL and part.words[0] in ("my", "their")


def _partial(
    kind: Kind,
    zones: tuple[str, ...],
    marks: tuple[str, ...],
    bracket: str | None,
    body: str,
    row: tuple[tuple[str, ...], ...] = (),
) -> Ability | None:
    """What can be kept of an ability not read whole: its header, its trigger (the first
    clause) and its cost when each is read exactly; the rest of its text by hand. None when
    the trigger (of an auto ability) or the circles are not read, or it is continuous."""
    if kind is Kind.CONT:
        return None
    rest = body.strip()
    trigger: Trigger | None = None
    cost: tuple[Step, ...] = ()
    unpaid = ""  # a classic cost not read: by hand with the rest
    if bracket is not None:
        try:
            cost = _costs(bracket)
        except (Unread, LarkError):
            unpaid = f"[{bracket}] "
    try:
        if kind is Kind.AUTO:
            comma = rest.find(",")
            if comma < 0:
                return None
            tree = parser().parse(words(clean(rest[: comma + 1])), start="trigger")
            trigger = Records().transform(tree)
            rest = rest[comma + 1 :].strip()
        where = _zones(zones, trigger)
    except (Unread, LarkError):
        return None
    found = _COST.search(rest)
    end = _closing(rest, found.end() - 1) if found and bracket is None else None
    conditions: tuple[tuple[str, ...], ...] = ()
    if found and end is not None:
        try:
            paid = _costs(rest[found.end() : end])
            conditions, lead = _conditions(rest[: found.start()])
            if not _LATER.search(lead):  # (a cost paid later: by hand with the rest)
                cost = paid
                rest = (lead + rest[end + 1 :].lstrip(" ,")).strip()
        except (Unread, LarkError):
            pass
    rest = unpaid + rest
    words_of = trigger.words if trigger else ()
    said = row + ((trigger.condition,) if trigger and trigger.condition else ()) + conditions
    ability = Ability(kind, where, marks, words_of, said, cost, (), rest or "see the card's text")
    try:
        _check(ability)
    except Unread:
        return None
    return ability


__all__ = ["clean", "read_card", "read_text"]

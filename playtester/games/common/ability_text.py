"""The text form of card abilities (docs/abilities.md), read and written: a person can write
it, a program can print it back, `read(write(cards)) == cards`. Reading is line by line in
linear time, with size limits; every error names its line and column and what was due.

    card "Ember Tyrant"
      auto VC when hits vanguard
        cost counterblast 1
        do retire {their rear}
"""

from __future__ import annotations

from dataclasses import dataclass, field

from playtester.games.common.abilities import (
    ALL,
    MAX_BLANK,
    Ability,
    Blank,
    CardText,
    Kind,
    Part,
    Step,
    Vocabulary,
    blank_text,
)

MAX_BYTES = 1 << 20  # a text larger than this is refused, not read
MAX_LINE = 2_000  # characters in one line
MAX_CARDS = 20_000
KINDS = {k.value: k for k in Kind}
BY_HAND = "by hand:"


class AbilityTextError(ValueError):
    """Ability text that cannot be read: the message says where (line and column) and why."""

    def __init__(self, problem: str, line: int, column: int) -> None:
        super().__init__(f"line {line}, column {column}: {problem}")
        self.problem, self.line, self.column = problem, line, column


@dataclass
class _Line:
    """One line being read: its number, text and the column its words start at."""

    number: int
    text: str

    def error(self, problem: str, column: int) -> AbilityTextError:
        return AbilityTextError(problem, self.number, column)


def _words(line: _Line, start: int) -> list[tuple[str, int]]:
    """The words of `line` from index `start`, each with its column: bare words, quoted names
    (kept with their quotes) and blanks (`{...}`, kept whole)."""
    text, i, n = line.text, start, len(line.text)
    out: list[tuple[str, int]] = []
    while True:
        while i < n and text[i].isspace():
            i += 1
        if i >= n:
            return out
        begin = i
        if text[i] == '"':
            i = _past_quote(line, i, begin)
        elif text[i] == "{":
            while i < n and text[i] != "}":
                i = _past_quote(line, i, begin) if text[i] == '"' else i + 1
            if i >= n:
                raise line.error("unclosed blank: '}' is missing", begin + 1)
            i += 1
        else:
            while i < n and not text[i].isspace() and text[i] not in '"{}':
                i += 1
            if i == begin:
                raise line.error(f"unexpected '{text[i]}'", begin + 1)
        out.append((text[begin:i], begin + 1))


def _past_quote(line: _Line, i: int, begin: int) -> int:
    """The index just after the quoted name that starts at `i` (a backslash keeps the next
    character); an unclosed quote is an error at `begin`, the word's start."""
    text, n = line.text, len(line.text)
    i += 1
    while i < n and text[i] != '"':
        i += 2 if text[i] == "\\" else 1
    if i >= n:
        raise line.error("unclosed quote", begin + 1)
    return i + 1


def _unquote(word: str) -> str:
    out, i = [], 1
    while i < len(word) - 1:
        if word[i] == "\\" and i + 1 < len(word) - 1:
            i += 1
        out.append(word[i])
        i += 1
    return "".join(out)


def _digits(word: str) -> bool:
    """Whether `word` is a count: ASCII digits only (`int` refuses '²', which `isdigit` takes)."""
    return word.isascii() and word.isdigit()


def _blank(line: _Line, word: str, column: int, vocab: Vocabulary) -> Blank:
    """A blank `{words [up to N | N | N or more | all] [as NAME]}`."""
    inner = _Line(line.number, word[1:-1])
    try:
        words = [w for w, _ in _words(inner, 0)]
    except AbilityTextError as nested:  # its quotes are closed: only a '{' inside fails here
        raise line.error("a blank cannot hold another blank", column + nested.column) from None
    name = None
    if len(words) >= 2 and words[-2] == "as":
        name = words[-1]
        if not name.isalnum():
            raise line.error(f"'{name}': a blank's name is letters and digits", column)
        words = words[:-2]
    least = most = 1
    if len(words) >= 2 and words[-1] == "all":  # every card that fits
        least = most = ALL
        words = words[:-1]
    elif len(words) >= 3 and words[-3:-1] == ["up", "to"] and _digits(words[-1]):
        least, most = 0, int(words[-1])
        words = words[:-3]
    elif len(words) >= 4 and words[-2:] == ["or", "more"] and _digits(words[-3]):
        least, most = int(words[-3]), MAX_BLANK  # (`1 or more`: at least one, any number)
        words = words[:-3]
    elif len(words) >= 2 and _digits(words[-1]):
        least = most = int(words[-1])
        words = words[:-1]
    if not words:
        raise line.error("an empty blank: say which cards may fill it", column)
    if not 1 <= most <= MAX_BLANK:
        raise line.error(f"a blank takes 1 to {MAX_BLANK} cards", column)
    problem = vocab.blank(tuple(words))
    if problem:
        raise line.error(f"{{{' '.join(words)}}}: {problem}", column)
    return Blank(tuple(words), most, least, name)


def _step(line: _Line, words: list[tuple[str, int]], vocab: Vocabulary) -> Step:
    optional = bool(words) and words[0][0] == "may"
    if optional:
        words = words[1:]
    if not words:
        raise line.error("a step needs an action", len(line.text.rstrip()) + 1)
    verb, verb_column = words[0]
    if not verb.isalpha():
        raise line.error(f"'{verb}': a step starts with an action's verb", verb_column)
    parts: list[Part] = []
    for word, column in words[1:]:
        parts.append(_blank(line, word, column, vocab) if word.startswith("{") else word)
    step = Step(verb, tuple(parts), optional)
    problem = vocab.step(step)
    if problem:
        raise line.error(problem, verb_column)
    return step


@dataclass
class _Building:
    """An ability being read: its header, then its lines."""

    kind: Kind
    zones: tuple[str, ...]
    marks: tuple[str, ...]
    trigger: tuple[str, ...]
    conditions: list[tuple[str, ...]]
    cost: list[Step]
    effects: list[Step]
    by_hand: list[str] = field(default_factory=list)

    def done(self) -> Ability:
        return Ability(
            self.kind,
            self.zones,
            self.marks,
            self.trigger,
            tuple(self.conditions),
            tuple(self.cost),
            tuple(self.effects),
            " ".join(self.by_hand),
        )


def _header(line: _Line, words: list[tuple[str, int]], vocab: Vocabulary) -> _Building:
    """`KIND ZONES [MARK ...] [when TRIGGER ...]`."""
    kind = KINDS[words[0][0]]
    if len(words) < 2:
        raise line.error("say where the ability works (VC, RC, ...)", len(line.text) + 1)
    zone_word, zone_column = words[1]
    zones = tuple(zone_word.split(","))
    for zone in zones:
        problem = vocab.zone(zone)
        if problem:
            raise line.error(f"'{zone}': {problem}", zone_column)
    rest = words[2:]
    when = next((i for i, (w, _) in enumerate(rest) if w == "when"), len(rest))
    marks = tuple(w for w, _ in rest[:when])
    for mark, column in rest[:when]:
        problem = vocab.mark(mark)
        if problem:
            raise line.error(f"'{mark}': {problem}", column)
    trigger = tuple(w for w, _ in rest[when + 1 :])
    if kind is Kind.AUTO:
        if not trigger:
            raise line.error("an auto ability says when: `when attacks`", len(line.text) + 1)
        problem = vocab.trigger(trigger)
        if problem:
            raise line.error(f"when {' '.join(trigger)}: {problem}", rest[when][1])
    elif when < len(rest):
        raise line.error(f"only an auto ability has a trigger, not {kind}", rest[when][1])
    return _Building(kind, zones, marks, trigger, [], [], [])


def read(text: str, vocab: Vocabulary) -> list[CardText]:
    """The cards of an ability text, in order; AbilityTextError says where it is wrong."""
    if len(text.encode("utf-8", "surrogatepass")) > MAX_BYTES:
        raise AbilityTextError(f"the text is larger than {MAX_BYTES // 1024} KiB", 1, 1)
    cards: list[CardText] = []
    name: str | None = None
    card_hand: list[str] = []
    building: list[_Building] = []
    seen: set[str] = set()

    def finish() -> None:
        if name is not None:
            abilities = tuple(b.done() for b in building)
            cards.append(CardText(name, abilities, " ".join(card_hand)))

    for number, raw in enumerate(text.splitlines(), 1):
        line = _Line(number, raw)
        if len(raw) > MAX_LINE:
            raise line.error(f"a line is at most {MAX_LINE} characters", MAX_LINE + 1)
        stripped = raw.strip()
        if not stripped or stripped.startswith("#"):
            continue
        indent = len(raw) - len(raw.lstrip())
        if indent == 0:
            words = _words(line, 0)
            if words[0][0] != "card" or len(words) != 2 or not words[1][0].startswith('"'):
                raise line.error('a card starts with `card "NAME"`', 1)
            finish()
            if len(cards) >= MAX_CARDS:
                raise line.error(f"at most {MAX_CARDS} cards in one text", 1)
            name = _unquote(words[1][0]).strip()
            if not name:
                raise line.error("empty card name", words[1][1])
            if name in seen:
                raise line.error(f'"{name}" is described twice', words[1][1])
            seen.add(name)
            card_hand, building = [], []
            continue
        if name is None:
            raise line.error('an indented line belongs to a card: `card "NAME"` first', 1)
        if stripped.startswith(BY_HAND):
            said = stripped[len(BY_HAND) :].strip()
            if not said:
                raise line.error("say what is done by hand", indent + len(BY_HAND) + 1)
            (building[-1].by_hand if building else card_hand).append(said)
            continue
        words = _words(line, indent)
        first, column = words[0]
        if first in KINDS:
            building.append(_header(line, words, vocab))
            continue
        if not building:
            raise line.error(f"'{first}': an ability starts with auto, act or cont", column)
        current = building[-1]
        if first == "if":
            if len(words) < 2:
                raise line.error("a condition needs words after `if`", len(raw) + 1)
            condition = tuple(w for w, _ in words[1:])
            problem = vocab.condition(condition)
            if problem:
                raise line.error(f"if {' '.join(condition)}: {problem}", words[1][1])
            current.conditions.append(condition)
        elif first == "cost":
            current.cost.append(_step(line, words[1:], vocab))
        elif first == "do":
            step = _step(line, words[1:], vocab)
            problem = vocab.constant(step) if current.kind is Kind.CONT else None
            if problem:
                raise line.error(problem, words[2 if step.optional else 1][1])
            current.effects.append(step)
        else:
            raise line.error(f"'{first}': expected if, cost, do or `by hand:`", column)
    finish()
    return cards


def write(cards: list[CardText]) -> str:
    """The text form of `cards` (what `read` gives back)."""
    out: list[str] = []
    for card in cards:
        quoted = card.name.replace("\\", "\\\\").replace('"', '\\"')
        out.append(f'card "{quoted}"')
        if card.by_hand:
            out.append(f"  {BY_HAND} {card.by_hand}")
        for ability in card.abilities:
            head = [ability.kind.value, ",".join(ability.zones), *ability.marks]
            if ability.trigger:
                head += ["when", *ability.trigger]
            out.append("  " + " ".join(head))
            out.extend("    if " + " ".join(c) for c in ability.conditions)
            out.extend(f"    cost {s}" for s in ability.cost)
            out.extend(f"    do {s}" for s in ability.effects)
            if ability.by_hand:
                out.append(f"    {BY_HAND} {ability.by_hand}")
        out.append("")
    return "\n".join(out)


__all__ = ["AbilityTextError", "blank_text", "read", "write"]

"""Card names printed on lines of their own (vocab19): some classic texts lose the quotes around
a card's name and break it onto its own line ("... if you have a card named" / "Blue Lantern" /
"in your soul, ..."). Such lines are one ability: joined here, the name put back in double
quotes, the joined ability's span covering all its lines (the evidence). Strict: a line joins
only when it ends with "card named" or "unit named", the next line is a bare name (no header,
no bracket, no quote, no full stop at its end) and the line after begins as a continuation of
the sentence (a lower-case word, or a comma then one); anything else stays line by line.
Likewise a granted ability cut off its sentence ("... and gets" / "[CONT](VC):..." / "."): the
granting line, the granted ability (quoted) and the closing line are one ability, never the
granted ability read as the card's own."""

from __future__ import annotations

import re

_LINE = re.compile(r"[^\n]+")
# the line before a name: it ends with the word that names one
_NAMING = re.compile(r"\b(?:card|unit) named$")
# a bare name: a capital first, no header, bracket, quote, colon or angle bracket, no full stop
_NAME = re.compile(r"[A-Z0-9][^\[\]<>\"():.\n]{0,78}[^\[\]<>\"():.,\s]")
# the sentence going on: a lower-case word first, or a comma then one
_GOES_ON = re.compile(r",?\s?[a-z]")
# a sentence that grants an ability and is cut off before it
_GRANTING = re.compile(r"\bgets$")
_HEADER = re.compile(r"\[(?:AUTO|CONT|ACT)\]")
# the end of a granting sentence after the granted ability: "." or "until end of turn."
_CLOSING = re.compile(r"\.|[a-z][a-z ]{0,40}\.")

Span = tuple[int, int, str]  # the joined ability's start and end in the card's text, its text


def joined_lines(text: str) -> list[Span]:
    """Every ability of `text` printed over several lines (a bare name, a granted ability cut
    off), each as its span and its text joined; other lines are not in the list."""
    lines = [
        (m.start() + len(m[0]) - len(m[0].lstrip()), m[0].strip()) for m in _LINE.finditer(text)
    ]
    lines = [(start, line) for start, line in lines if line]
    out: list[Span] = []
    at = 0
    while at < len(lines):
        span = _joined(lines, at)
        if span is None:
            at += 1
            continue
        end_at, joined = span
        start = lines[at][0]
        out.append((start, lines[end_at][0] + len(lines[end_at][1]), joined))
        at = end_at + 1
    return out


def _joined(lines: list[tuple[int, str]], at: int) -> tuple[int, str] | None:
    """The index of the last line joined from line `at` and the joined text; None when line
    `at` opens no ability broken over lines."""
    text, last = lines[at][1], at
    if _HEADER.match(text) is None:  # (an ability's first line: its header)
        return None
    while last + 2 < len(lines) and _names_next(text, lines[last + 1][1], lines[last + 2][1]):
        name, rest = lines[last + 1][1], lines[last + 2][1]
        text = f'{text} "{name}"{"" if rest.startswith(",") else " "}{rest}'
        last += 2
    if (
        last == at
        and at + 2 < len(lines)
        and _grants_next(text, *(lines[at + i][1] for i in (1, 2)))
    ):
        granted, rest = lines[at + 1][1], lines[at + 2][1]
        return at + 2, f'{text} "{granted}"{"" if rest == "." else " "}{rest}'
    return (last, text) if last > at else None


def _names_next(line: str, name: str, rest: str) -> bool:
    """Whether `line` ends naming a card, `name` is a bare name and `rest` goes on."""
    return bool(_NAMING.search(line) and _NAME.fullmatch(name) and _GOES_ON.match(rest))


def _grants_next(line: str, granted: str, rest: str) -> bool:
    """Whether `line` ends granting an ability, `granted` is one (a header first, no quote)
    and `rest` closes the granting sentence."""
    if not (_HEADER.match(line) and _GRANTING.search(line) and _HEADER.match(granted)):
        return False
    return '"' not in granted and _CLOSING.fullmatch(rest) is not None


__all__ = ["joined_lines"]

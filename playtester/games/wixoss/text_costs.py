# ruff: noqa: RUF001  (Japanese card text: full-width signs are meant)
"""What comes before the effects of a WIXOSS ability's printed text (text_reader.py reads the
rest): the marks and the cost before its colon (《ターン１回》, 《相手ターン》, each 《緑》 an Ener
card of that colour into the trash and 《無》 any, 《ダウン》, 手札をN枚捨てる, this SIGNI or
another of yours put from the field into the trash, the deck's top cards into the trash), a
payment in the body ("…を支払ってもよい。そうした場合、"), and the conditions a count makes
("…かぎり、", "…ある場合、"). What is not read raises Unread: nothing is guessed."""

from __future__ import annotations

import re

from playtester.games.common.abilities import Blank, Step
from playtester.games.wixoss.text_phrases import COLOURS, MAX_REPEAT, Cursor, filters

SYMBOL = re.compile(r"《([白赤青緑黒無])(?:×([0-9]))?》")
PAY_MAY = "を支払ってもよい。そうした場合、"
DISCARD_MAY = re.compile(r"手札を([1-9])枚捨ててもよい。そうした場合、")
COUNTED = {"以上": ">=", "以下": "<="}


class Unread(ValueError):
    """The text says something the records cannot say exactly."""


Words = tuple[str, ...]


def before_colon(text: str) -> tuple[Words, tuple[Words, ...], list[Step], bool]:
    """The marks (《ターン１回》), conditions (《相手ターン》) and cost of the text before an
    ability's colon, and whether it prints a cost; Unread when any character is not read."""
    cur = Cursor(text)
    marks: list[str] = []
    conditions: list[tuple[str, ...]] = []
    while True:
        if cur.lit("《ターン1回》"):
            marks.append("1/turn")
        elif cur.lit("《相手ターン》"):
            conditions.append(("their", "turn"))
        elif cur.lit("《自分ターン》"):
            conditions.append(("my", "turn"))
        else:
            break
    printed = not cur.done()
    cost = read_cost(cur)
    if not cur.done():
        raise Unread("a cost this reader does not know")
    return tuple(marks), tuple(conditions), cost, printed


def read_cost(cur: Cursor) -> list[Step]:
    """Ener symbols (each an Ener card of the colour into the trash, 《無》 any), 《ダウン》 (down
    this card), 手札をN枚捨てる, このシグニを場からトラッシュに置く; read as far as they go."""
    ener: dict[str, int] = {}
    others: list[Step] = []
    while not cur.done():
        if found := cur.match(SYMBOL):
            colour = "" if found[1] == "無" else COLOURS[found[1]]
            ener[colour] = ener.get(colour, 0) + (int(found[2]) if found[2] else 1)
        elif cur.lit("《ダウン》"):
            others.append(Step("down", (Blank(("self",)),)))
        elif cur.lit("手札を"):
            n = cur.number()
            if n is None or not cur.lit("枚捨てる"):
                raise Unread("a discard cost")
            others.append(Step("discard", (Blank(("my", "hand"), n, n),)))
        elif cur.lit("このシグニを場からトラッシュに置く"):
            others.append(Step("put", (Blank(("self",)), "trash")))
        elif cur.lit("デッキの上からカードを"):
            n = cur.number()
            if n is None or n > MAX_REPEAT or not cur.lit("枚トラッシュに置く"):
                raise Unread("a cost from the deck")
            others += [Step("put", ("deck", "trash"))] * n
        elif (signi := _own_signi(cur)) is not None:
            others.append(Step("put", (signi, "trash")))
        else:
            break
    order = sorted(ener, key=lambda c: c == "")  # the colours first, then any colour
    pay = [
        Step("put", (Blank(("my", "ener", *((c,) if c else ())), ener[c], ener[c]), "trash"))
        for c in order
        if ener[c]
    ]
    return pay + others


def _own_signi(cur: Cursor) -> Blank | None:
    """ "他の赤のシグニ１体を場からトラッシュに置く" in a cost: your SIGNI of a kind, N of them
    (None, and the cursor where it was, when the text there is anything else)."""
    start = cur.at
    said = filters(cur, True, False)
    n = cur.number() if said is not None and cur.lit("シグニ") else None
    if said is not None and n is not None and cur.lit("体を場からトラッシュに置く"):
        return Blank(("my", "signi", *said), n, n)
    cur.at = start
    return None


def optional_pay(body: str) -> tuple[list[Step], str]:
    """ "《赤》を支払ってもよい。そうした場合、" (or 手札をN枚捨ててもよい) in the body: the cost,
    and the body without it (a target named before it stays before what is done to it)."""
    at = body.find(PAY_MAY)
    if at >= 0:
        cut = max(body.rfind("、", 0, at), body.rfind("。", 0, at)) + 1
        cur = Cursor(body[cut:at])
        steps = read_cost(cur)
        if (
            not cur.done()
            or not steps
            or any(s.blanks[:1] == () or s.blanks[0].words[1:2] != ("ener",) for s in steps)
        ):
            raise Unread("a payment this reader does not know")
        return steps, body[:cut] + body[at + len(PAY_MAY) :]
    found = DISCARD_MAY.search(body)
    if found is not None:
        if found.start() and body[found.start() - 1] not in "、。":
            raise Unread("a discard inside a sentence")
        n = int(found[1])
        step = Step("discard", (Blank(("my", "hand"), n, n),))
        return [step], body[: found.start()] + body[found.end() :]
    return [], body


_HOLDS = (
    (re.compile(r"あなたの手札が([0-9]{1,2})枚(以上|以下)ある"), ("my", "hand")),
    (re.compile(r"あなたのエナゾーンにカードが([0-9]{1,2})枚(以上|以下)ある"), ("my", "ener")),
    (re.compile(r"あなたのトラッシュにカードが([0-9]{1,2})枚(以上|以下)ある"), ("my", "trash")),
)
_ON_FIELD = re.compile(r"シグニが(?:([1-5])体(以上|以下))?ある")


def holds(cur: Cursor, ending: str = "かぎり、") -> tuple[str, ...]:
    """A condition "…かぎり、" (or "…場合、"): so many cards in your hand, Ener zone or trash,
    or so many of your SIGNI of a kind on the field ("がある": one or more)."""
    for pattern, words in _HOLDS:
        if (found := cur.match(pattern)) and cur.lit(ending):
            return ("count", *words, COUNTED[found[2]], found[1])
    if cur.lit("あなたの場に"):
        said = filters(cur, True, False)
        found = cur.match(_ON_FIELD)
        if said is not None and "other" not in said and found and cur.lit(ending):
            counted = (COUNTED[found[2]], found[1]) if found[1] else (">=", "1")
            return ("count", "my", "signi", *said, *counted)
    raise Unread("a condition this reader does not know")


__all__ = [
    "COUNTED",
    "DISCARD_MAY",
    "PAY_MAY",
    "Unread",
    "Words",
    "before_colon",
    "holds",
    "optional_pay",
    "read_cost",
]

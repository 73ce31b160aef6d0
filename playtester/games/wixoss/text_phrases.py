# ruff: noqa: RUF001, RUF002  (Japanese card text: full-width signs are meant)
"""The sentences of a WIXOSS ability's body (the Japanese printed text, after text_reader.py has
read its mark and cost) read into steps of WIXOSS's words (ability_words.py): draw, Ener Charge,
discard, crush, the deck's top cards to the trash, and a target (対戦相手のパワー8000以下のシグニ
１体を対象とし、) with what is done to it (バニッシュ, ダウン, 凍結, 手札に戻す, トラッシュ, エナ,
デッキの一番下, power until end of turn). Each reader consumes its phrase exactly from a position
and returns None when the text there is anything else: a sentence is read only when every
character is, and nothing is guessed. Linear in the text's length (no backtracking pattern)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass

from playtester.games.common.abilities import Blank, Step

MAX_REPEAT = 10  # the most top cards of the deck one step list puts into the trash

COLOURS = {"白": "white", "赤": "red", "青": "blue", "緑": "green", "黒": "black"}
# what is done to targeted SIGNI (or an LRIG) on the field, after "それを" / "それらを"
FIELD_ACTS = {
    "バニッシュする": (("vanish",),),
    "ダウンする": (("down",),),
    "凍結する": (("freeze",),),
    "ダウンし凍結する": (("down",), ("freeze",)),
    "手札に戻す": (("put", "hand"),),
    "トラッシュに置く": (("put", "trash"),),
    "エナゾーンに置く": (("put", "ener"),),
    "デッキの一番下に置く": (("put", "bottom"),),
}
LRIG_ACTS = ("ダウンする", "凍結する", "ダウンし凍結する")  # what an LRIG target may take
SELF_ACTS = {"手札に戻す": "hand", "トラッシュに置く": "trash", "エナゾーンに置く": "ener",
             "デッキの一番上に置く": "top", "デッキの一番下に置く": "bottom"}  # fmt: skip
PILE_ACTS = {"手札に加える": "hand", "エナゾーンに置く": "ener"}  # cards of your own pile
PILES = {"トラッシュ": "trash", "エナゾーン": "ener"}
PILE_KINDS = {"シグニ": ("signi",), "スペル": ("spell",), "カード": ()}
_NUMBER = re.compile(r"[1-9][0-9]{0,5}")
_SIGNED = re.compile(r"[+-][1-9][0-9]{0,5}")
_CLASS = re.compile(r"＜([^＜＞\"\\]{1,40})＞の")
_LEVEL = re.compile(r"レベル([0-9])(以下|以上)?の")
_POWER = re.compile(r"パワー([1-9][0-9]{0,5})(以下|以上)の")
_STATES = {"アップ状態の": "up", "ダウン状態の": "down", "凍結状態の": "frozen"}
_ICONS = {"《ガードアイコン》を持つ": "guard", "《ガードアイコン》を持たない": "unguarded"}
_MORE_LESS = {None: "=", "以下": "<=", "以上": ">="}


class Cursor:
    """A position in one sentence: each `take` moves past what it reads, or stays."""

    def __init__(self, text: str) -> None:
        self.text, self.at = text, 0

    def lit(self, word: str) -> bool:
        """Move past `word` when it is next."""
        if self.text.startswith(word, self.at):
            self.at += len(word)
            return True
        return False

    def one(self, words: Iterable[str]) -> str | None:
        """The longest of `words` that is next (moved past), or None."""
        found = max((w for w in words if self.text.startswith(w, self.at)), key=len, default=None)
        if found is not None:
            self.at += len(found)
        return found

    def match(self, pattern: re.Pattern[str]) -> re.Match[str] | None:
        found = pattern.match(self.text, self.at)
        if found is not None:
            self.at = found.end()
        return found

    def number(self) -> int | None:
        found = self.match(_NUMBER)
        return int(found[0]) if found else None

    def done(self) -> bool:
        return self.at == len(self.text)


@dataclass(frozen=True)
class Target:
    """The cards a "対象とし" names: the blank's words and how many."""

    words: tuple[str, ...]
    most: int
    least: int
    pile: bool  # cards of a pile (the trash, the Ener zone), not on the field

    def blank(self, name: str | None = None) -> Blank:
        return Blank(self.words, self.most, self.least, name)


def filters(cur: Cursor, mine: bool, pile: bool) -> list[str] | None:
    """The filters before the noun (パワー8000以下の, レベル2の, アップ状態の, 赤の, ＜天使＞の,
    他の); None when one cannot be said in the selector words."""
    out: list[str] = []
    while True:
        if found := cur.match(_POWER):
            out.append(f"power{_MORE_LESS[found[2]]}{found[1]}")
        elif found := cur.match(_LEVEL):
            out.append(f"level{_MORE_LESS[found[2]]}{found[1]}")
        elif found := cur.match(_CLASS):
            out += ["class", f'"{found[1]}"']
        elif (state := cur.one(_STATES)) is not None:
            if pile:
                return None
            out.append(_STATES[state])
        elif cur.text.startswith("の", cur.at + 1) and cur.text[cur.at] in COLOURS:
            out.append(COLOURS[cur.text[cur.at]])
            cur.at += 2
        elif (icon := cur.one(_ICONS)) is not None:
            out.append(_ICONS[icon])
        elif cur.lit("他の"):
            if not mine or pile:
                return None
            out.append("other")
        else:
            return out


def _count(cur: Cursor, unit: str) -> tuple[int, int] | None:
    """ "１体を対象とし、" (exactly) or "を２体まで対象とし、" (up to): (most, least)."""
    if cur.lit("を"):
        most = cur.number()
        if most is None or not cur.lit(f"{unit}まで対象とし、"):
            return None
        return most, 0
    most = cur.number()
    if most is None or not cur.lit(f"{unit}を対象とし、"):
        return None
    return most, most


def target(cur: Cursor) -> Target | None:
    """A target up to its "対象とし、": SIGNI (or an LRIG) on the field, or cards of your trash
    or Ener zone."""
    if cur.lit("対戦相手の"):
        whose = "their"
    elif cur.lit("あなたの"):
        whose = "my"
    else:
        return None
    pile = None
    for word, name in PILES.items():
        if whose == "my" and cur.lit(f"{word}から"):
            pile = name
    found = filters(cur, whose == "my", pile is not None)
    if found is None:
        return None
    if pile is not None:
        kind = cur.one(PILE_KINDS)
        if kind is None:
            return None
        counted = _count(cur, "枚")
        if counted is None:
            return None
        words = (whose, pile, *PILE_KINDS[kind], *found)
        return Target(words, *counted, True)
    noun = cur.one(("シグニ", "ルリグ"))
    counted = _count(cur, "体")
    if noun is None or counted is None:
        return None
    if noun == "ルリグ" and (found or counted != (1, 1)):
        return None
    return Target((whose, "signi" if noun == "シグニ" else "lrig", *found), *counted, False)


def acted(cur: Cursor, chosen: Target) -> list[Step] | None:
    """What is done to the target, to the end of the sentence: "それをバニッシュする",
    "ターン終了時まで、それのパワーを－5000する"; "それ" for one card, "それら" for more."""
    pronoun = "それ" if chosen.most == 1 else "それら"
    if cur.lit("ターン終了時まで、"):
        amount = cur.match(_SIGNED) if cur.lit(f"{pronoun}のパワーを") else None
        if amount is None or chosen.pile or not cur.lit("する"):
            return None
        return [Step("power", (chosen.blank(), amount[0]))]
    if not cur.lit(f"{pronoun}を"):
        return None
    acts = PILE_ACTS if chosen.pile else FIELD_ACTS
    said = cur.one(acts)
    if said is None or (chosen.words[1] == "lrig" and said not in LRIG_ACTS):
        return None
    if chosen.pile:
        return [Step("put", (chosen.blank(), PILE_ACTS[said]))]
    steps = FIELD_ACTS[said]
    if len(steps) == 1:
        return [Step(steps[0][0], (chosen.blank(), *steps[0][1:]))]
    first, second = steps  # ダウンし凍結する: the same cards, named
    return [
        Step(first[0], (chosen.blank("A"), *first[1:])),
        Step(second[0], (Blank(("A",)), *second[1:])),
    ]


def _charge(cur: Cursor) -> Step | None:
    """ "【エナチャージ２】をする" (or the keyword alone)."""
    if not cur.lit("【エナチャージ"):
        return None
    n = cur.number()
    if n is None or not cur.lit("】"):
        return None
    cur.lit("をする")
    return Step("charge", (str(n),))


def _draw(cur: Cursor) -> Step | None:
    if not cur.lit("カードを"):
        return None
    n = cur.number()
    if n is None or not cur.lit("枚引"):
        return None
    return Step("draw", (str(n),))


def _discard(cur: Cursor) -> Step | None:
    if not cur.lit("手札を"):
        return None
    n = cur.number()
    if n is None or not cur.lit("枚捨て"):
        return None
    return Step("discard", (Blank(("my", "hand"), n, n),))


def sentence(text: str, me: str) -> list[Step] | None:
    """The steps of one sentence (without its "。"), or None when any character is not read;
    `me` is the ability's own card in words (このシグニ, このルリグ)."""
    cur = Cursor(text)
    cur.lit("その後、")
    start = cur.at
    steps = _plain(cur, me)
    if steps is None:
        cur.at = start
        chosen = target(cur)
        steps = acted(cur, chosen) if chosen is not None else None
    return steps if steps is not None and cur.done() else None


def _plain(cur: Cursor, me: str) -> list[Step] | None:
    """A sentence with no target: draw (and discard, and charge), charge, discard, crush, the
    deck's top cards to the trash, this card's power until end of turn."""
    if (draw := _draw(cur)) is not None:
        if cur.lit("く"):
            return [draw]
        if cur.lit("き、") or cur.text.startswith("き【エナチャージ", cur.at):
            cur.lit("き")
            then = _discard(cur) or _charge(cur)
            if then is not None and (then.verb == "charge" or cur.lit("る")):
                return [draw, then]
        return None
    if (charge := _charge(cur)) is not None:
        return [charge]
    if (discard := _discard(cur)) is not None:
        return [discard] if cur.lit("る") else None
    if cur.lit("対戦相手のライフクロス"):
        n = cur.number()
        if n is not None and cur.lit("枚をクラッシュする"):
            return [Step("crush", ("their", str(n)))]
        return None
    if cur.lit("あなたのデッキの上からカードを"):
        n = cur.number()
        if n is not None and n <= MAX_REPEAT and cur.lit("枚トラッシュに置く"):
            return [Step("put", ("deck", "trash"))] * n
        return None
    if cur.lit("このシグニを"):
        zone = cur.one(SELF_ACTS)
        return [Step("put", (Blank(("self",)), SELF_ACTS[zone]))] if zone else None
    if cur.lit("あなたのデッキの一番上のカードをトラッシュに置く"):
        return [Step("put", ("deck", "trash"))]
    if me and cur.lit(f"ターン終了時まで、{me}のパワーを"):
        amount = cur.match(_SIGNED)
        if amount is not None and cur.lit("する"):
            return [Step("power", (Blank(("self",)), amount[0]))]
        return None
    return None


__all__ = ["Cursor", "Target", "acted", "filters", "sentence", "target"]

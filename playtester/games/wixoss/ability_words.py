"""WIXOSS's words for card abilities (docs/abilities.md, "WIXOSS's words"): where an ability
works, its marks, its triggers, its conditions, what a blank may hold and which of the game's
tools a step may be. A word not listed here is refused where it is written: nothing is guessed."""

from __future__ import annotations

import re
from collections.abc import Callable

from playtester.games.common.abilities import Blank, Part, Step

# where an ability works: the Center LRIG, an Assist LRIG zone, a SIGNI zone, or a pile (a
# Life Burst works in the check zone; a spell's effect in the trash it went to when it was
# played, an arts' or a piece's in the LRIG trash)
ZONES = ("C", "assist", "signi", "hand", "trash", "ener", "check", "lrig_trash")
MARKS = ("1/turn",)

TRIGGERS = (
    "enters",  # this SIGNI is played onto the field, or this LRIG is grown into
    "attacks",  # this SIGNI or LRIG attacks
    "burst",  # this card's Life Burst is used
    "played",  # this spell, arts or piece is used (put into the trash / the LRIG trash)
)

# selectors: whose, one place, then filters; `self` and `that` alone
OWNERS = ("my", "their")
FIELD_PLACES = ("signi", "lrig")  # the SIGNI on the SIGNI zones; the Center LRIG
PILES = ("hand", "trash", "ener")
KINDS = ("signi", "spell")  # in a pile: the cards of that kind
COLOURS = ("white", "red", "blue", "green", "black", "colorless")
FILTERS = ("up", "down", "frozen", "other", "guard", "unguarded", *COLOURS)  # guard: the icon
ALONE = ("self", "that")
COMPARE = re.compile(r"(level|power)(<=|>=|=)\d+")
NAMED = ("class", "named")  # followed by a quoted name
COUNTS = (">=", "<=", "=")

DURATIONS = ("turn", "permanent")
PUT_ZONES = ("hand", "trash", "ener", "top", "bottom")  # bottom/top: of the deck

# the steps and the shape of their words after the verb ("n": a number, "b": a blank, "s": a
# signed amount, "d": an optional duration, "p": a blank or `deck` (its top card), "z": a zone,
# "o": an optional `their`)
STEPS: dict[str, str] = {
    "draw": "n",
    "charge": "n",
    "look": "n",
    "crush": "on",
    "discard": "b",
    "vanish": "b",
    "freeze": "b",
    "down": "b",
    "up": "b",
    "power": "bsd",
    "put": "pz",
    "reveal": "b",
    "shuffle": "",
    "search": "",
}


def _one_of(word: str, allowed: tuple[str, ...], what: str) -> str | None:
    return None if word in allowed else f"'{word}' is not {what} ({', '.join(allowed)})"


def _number(part: Part) -> bool:
    return isinstance(part, str) and part.isdigit()


SIGNED = re.compile(r"[+-]\d+")

# what each letter of a step's shape takes, and its words when the part is not that
PARTS: dict[str, tuple[Callable[[Part], bool], str]] = {
    "n": (_number, "a number"),
    "b": (lambda part: isinstance(part, Blank), "a blank ({...}) for its cards"),
    "p": (lambda part: isinstance(part, Blank) or part == "deck", "a blank or deck"),
    "s": (
        lambda part: isinstance(part, str) and SIGNED.fullmatch(part) is not None,
        "a signed amount such as +3000",
    ),
    "z": (lambda part: part in PUT_ZONES, f"a zone ({', '.join(PUT_ZONES)})"),
}
OPTIONAL = {"d": DURATIONS, "o": ("their",)}  # a word that may be left out


class WixossWords:
    """WIXOSS's `Vocabulary` (games/common/abilities.py)."""

    def zone(self, word: str) -> str | None:
        return _one_of(word, ZONES, "a place an ability works")

    def mark(self, word: str) -> str | None:
        return _one_of(word, MARKS, "a mark")

    def trigger(self, words: tuple[str, ...]) -> str | None:
        return _one_of(" ".join(words), TRIGGERS, "a trigger")

    def condition(self, words: tuple[str, ...]) -> str | None:
        if words in (("my", "turn"), ("their", "turn")):
            return None
        counted = len(words) >= 4 and words[0] == "count" and words[-2] in COUNTS
        if not counted:
            return "not a condition (my turn, their turn, count SELECTOR >= N)"
        return self.blank(words[1:-2]) if _number(words[-1]) else "a count is a whole number"

    def blank(self, words: tuple[str, ...]) -> str | None:
        if len(words) == 1 and (words[0] in ALONE or _is_name(words[0])):
            return None
        if words[0] not in OWNERS:
            return f"'{words[0]}': say whose (my, their), or self, that"
        piles = [w for w in words[1:] if w in PILES]
        field = [w for w in words[1:] if w in FIELD_PLACES]
        if len(piles) > 1 or (not piles and len(field) != 1):
            return "say one place (signi, lrig, hand, trash, ener)"
        i = 1
        while i < len(words):
            word = words[i]
            if word in NAMED:
                i += 1
                if i >= len(words) or not words[i].startswith('"'):
                    return f"'{word}' is followed by a quoted name"
            elif not (piles and word in KINDS) and not _selects(word):
                return f"'{word}' is not a selector word"
            i += 1
        return None

    def step(self, step: Step) -> str | None:
        shape = STEPS.get(step.verb)
        if shape is None:
            return _one_of(step.verb, tuple(STEPS), "a step")
        parts = list(step.parts)
        for letter in shape:
            if letter in OPTIONAL:
                if parts and parts[0] in OPTIONAL[letter]:
                    parts.pop(0)
                continue
            if not parts:
                return f"{step.verb}: something is missing after it"
            fits, wanted = PARTS[letter]
            if not fits(parts.pop(0)):
                return f"{step.verb} takes {wanted}"
        return f"{step.verb}: too many words" if parts else None

    def constant(self, step: Step) -> str | None:
        """A [Constant] ability's effect is a power bonus to the cards of a blank while it
        holds: `power {BLANK} +N`, with no duration."""
        if step.verb != "power":
            return f"a [Constant] ability's effect is power, not {step.verb}"
        if step.optional or len(step.parts) != 2:
            return "a [Constant] power lasts while it holds: no may, no duration"
        return None


def _selects(word: str) -> bool:
    """A place or a filter of a selector (a card's kind in a pile is read apart)."""
    return word in (*PILES, *FIELD_PLACES, *FILTERS) or COMPARE.fullmatch(word) is not None


def _is_name(word: str) -> bool:
    """A name given to chosen cards (`as A`): capital letters and digits."""
    return word.isalnum() and word[0].isupper()


WORDS = WixossWords()

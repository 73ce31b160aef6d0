"""WIXOSS's words for card abilities (docs/abilities.md, "WIXOSS's words"): where an ability
works, its marks, its triggers, its conditions, what a blank may hold and which of the game's
tools a step may be. A word not listed here is refused where it is written: nothing is guessed."""

from __future__ import annotations

import re

from playtester.games.common.abilities import Step

# where an ability works: the Center LRIG, an Assist LRIG zone, a SIGNI zone, or a pile (a
# Life Burst works in the check zone; a spell's effect in the trash it went to when it was
# played, an arts' or a piece's in the LRIG trash)
ZONES = ("C", "assist", "signi", "hand", "trash", "ener", "check", "lrig_trash")
MARK = re.compile(r"1/turn")

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
FILTERS = ("up", "down", "frozen", "other", *COLOURS)
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


class WixossWords:
    """WIXOSS's `Vocabulary` (games/common/abilities.py)."""

    def zone(self, word: str) -> str | None:
        return None if word in ZONES else f"not a place an ability works ({', '.join(ZONES)})"

    def mark(self, word: str) -> str | None:
        return None if MARK.fullmatch(word) else "not a mark (1/turn)"

    def trigger(self, words: tuple[str, ...]) -> str | None:
        if len(words) != 1 or words[0] not in TRIGGERS:
            return f"'{' '.join(words)}' is not a trigger ({', '.join(TRIGGERS)})"
        return None

    def condition(self, words: tuple[str, ...]) -> str | None:
        if words in (("my", "turn"), ("their", "turn")):
            return None
        if len(words) >= 4 and words[0] == "count" and words[-2] in COUNTS:
            if not words[-1].isdigit():
                return "a count is compared with a whole number"
            return self.blank(words[1:-2])
        return "not a condition (my turn, their turn, count SELECTOR >= N)"

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
            elif piles and word in KINDS:
                pass  # a kind of card in the pile
            elif word not in (*PILES, *FIELD_PLACES, *FILTERS) and not COMPARE.fullmatch(word):
                return f"'{word}' is not a selector word"
            i += 1
        return None

    def step(self, step: Step) -> str | None:
        shape = STEPS.get(step.verb)
        if shape is None:
            return f"'{step.verb}' is not a step ({', '.join(STEPS)})"
        parts = list(step.parts)
        for kind in shape:
            if kind in _OPTIONAL:  # a word that may be left out
                if parts and parts[0] in _OPTIONAL[kind]:
                    parts.pop(0)
                continue
            part = parts.pop(0) if parts else None
            if part is None:
                return f"{step.verb}: something is missing after it"
            if kind == "n" and not (isinstance(part, str) and part.isdigit()):
                return f"{step.verb} takes a number"
            if kind == "b" and isinstance(part, str):
                return f"{step.verb} takes a blank ({{...}}) for its cards"
            if kind == "p" and isinstance(part, str) and part != "deck":
                return f"{step.verb} takes a blank ({{...}}) or deck (its top card)"
            if kind == "s" and not (isinstance(part, str) and re.fullmatch(r"[+-]\d+", part)):
                return f"{step.verb} takes a signed amount such as +3000"
            if kind == "z" and part not in PUT_ZONES:
                return f"put takes a zone ({', '.join(PUT_ZONES)})"
        if parts:
            return f"{step.verb}: too many words ('{parts[0]}')"
        return None


_OPTIONAL = {"d": DURATIONS, "o": ("their",)}


def _is_name(word: str) -> bool:
    """A name given to chosen cards (`as A`): capital letters and digits."""
    return word.isalnum() and word[0].isupper()


WORDS = WixossWords()

"""Card text as community files write it, cleaned for the card, and the words a search finds.

Card Game Simulator texts carry editing notes ("Updated: Shield, Trigger, Text") and promotion
blurbs that are no part of the card: `clean_text` strips them and says what it took. The texts
spell the costs several ways (Counter-Blast 1, Counterblast, CB1; Soul-Blast...): `search_forms`
turns the words a player types into every form a text may hold, so "counterblast", "CB" and
"counter blast" find the same cards.
"""

from __future__ import annotations

import re

# whole lines that are notes about the data, not card text
_NOTE_LINE = re.compile(
    r"^[ \t]*(?:"
    r"(?:Updated|Errata|Erratum|Revised|Changed|Corrected|Edited)[ \t]*:[^\n]*"
    r"|\*?[ \t]*(?:This card (?:is|was) (?:a promo|distributed|given|available|released|included)"
    r"|Promo(?:tional)? card\b|Distributed (?:at|with|in|as)\b|Available (?:at|with|in)\b"
    r"|Included (?:in|with)\b|Given (?:away )?(?:at|to)\b)[^\n]*"
    r")[ \t]*$",
    re.IGNORECASE | re.MULTILINE,
)
_BLANK_RUNS = re.compile(r"\n[ \t]*(?:\n[ \t]*)+")

# the costs and their spellings: each a canonical word and the phrases texts write it as
COST_WORDS: dict[str, tuple[str, ...]] = {
    "counterblast": ("counter blast", "counterblast", "cb"),
    "soulblast": ("soul blast", "soulblast", "sb"),
    "countercharge": ("counter charge", "countercharge", "cc"),
    "soulcharge": ("soul charge", "soulcharge", "sc"),
}
_FORMS = {form: key for key, forms in COST_WORDS.items() for form in forms}
_PAIRS = {tuple(form.split()): key for form, key in _FORMS.items() if " " in form}


def clean_text(text: str) -> tuple[str, list[str]]:
    """The card's own text without editing notes and promotion blurbs, and the lines taken."""
    removed = [m[0].strip() for m in _NOTE_LINE.finditer(text)]
    if not removed:
        return text, []
    kept = _BLANK_RUNS.sub("\n", _NOTE_LINE.sub("", text)).strip()
    return kept, removed


def search_forms(words: list[str]) -> list[list[str]]:
    """The words typed (lowercase), each with every phrase a text may write it as: a cost's
    spellings for a cost ("counter" "blast" typed apart counts as one), else the word alone."""
    out: list[list[str]] = []
    i = 0
    while i < len(words):
        pair = tuple(words[i : i + 2])
        key = _PAIRS.get(pair) if len(pair) == 2 else None  # type: ignore[arg-type]
        if key is not None:
            i += 2
        else:
            key = _FORMS.get(words[i])
            i += 1
            if key is None:
                out.append([words[i - 1]])
                continue
        out.append(list(COST_WORDS[key]))
    return out

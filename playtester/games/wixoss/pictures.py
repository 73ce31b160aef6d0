"""Where a WIXOSS card's picture is, as its data names it: the CSV layout's `ImgURL`, a
Cockatrice printing's `picURL`. The address is kept with the printing's evidence in the library
(field `picture`, rule `address`), so `playtester cards fetch --game wixoss` knows what to
download; a value that is not a web address is kept as unread (rule `unread`, never fetched)
and the card itself is imported as usual. `deck_numbers`: the printings a deck list plays,
whose pictures `--pictures DECK` fetches.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from playtester.cards.fields import PICTURE, PICTURE_ADDRESS, show
from playtester.engine.imports import Evidence

__all__ = ["MAX_URL", "UNREAD", "deck_numbers", "picture_evidence"]

UNREAD = "unread"  # the rule of a value that is not one
MAX_URL = 2000
_URL = re.compile(r"https?://[^\s\x00-\x1f\x7f]{1,2000}", re.IGNORECASE)


def picture_evidence(raw: dict[str, Any]) -> Evidence | None:
    """The evidence of a record's picture address (`image_url`: ImgURL, picURL); None when it
    names none ("" or "-")."""
    value = raw.get("image_url")
    if value is None or (isinstance(value, str) and value.strip() in ("", "-")):
        return None
    url = value.strip() if isinstance(value, str) else ""
    if len(url) > MAX_URL or not _URL.fullmatch(url):
        return Evidence(PICTURE, UNREAD, f"its record gives {show(value)}, not a web address")
    return Evidence(PICTURE, PICTURE_ADDRESS, url)


def deck_numbers(path: Path) -> tuple[list[str], list[str]]:
    """The set numbers of the cards of a WIXOSS deck list (main and LRIG deck, each once), and
    why it cannot be read (construction problems do not matter for its pictures)."""
    from playtester.cards.decklist import read_deck_file
    from playtester.engine.errors import DeckError
    from playtester.games.wixoss.deck import load_deck

    try:
        text, _ = read_deck_file(path)
        deck, _ = load_deck(text)
    except OSError as exc:
        return [], [f"cannot read {path}: {exc.strerror or exc}"]
    except DeckError as exc:
        return [], [f"{path}: {problem}" for problem in exc.problems]
    cards = (*deck.main, *deck.lrig)
    return list(dict.fromkeys(c.number for c in cards if c.number)), []

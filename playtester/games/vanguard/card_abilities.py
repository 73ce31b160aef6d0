"""A Vanguard card's abilities as the shell shows them (the game's `CardAbilities`,
engine/shell.py): the user's hand-written ones (`card edit --ability`, kept in the library) beat
the bundled files' (assets/abilities/vanguard), which beat the parser's reading of the printed
text (text_reader.py); and how much of many cards is read, per era."""

from __future__ import annotations

import hashlib
from collections import defaultdict
from collections.abc import Mapping, Sequence
from functools import cache
from pathlib import Path

from playtester.engine.cards import Card
from playtester.games.common.abilities import CardText
from playtester.games.common.ability_text import AbilityTextError, read, write
from playtester.games.common.text_reading import Coverage, Reading, card_text
from playtester.games.common.text_store import decode, encode
from playtester.games.vanguard.ability_data import bundled
from playtester.games.vanguard.ability_words import WORDS
from playtester.games.vanguard.cards import vanguard_card
from playtester.games.vanguard.eras import ERAS, era_of

YOU = "written by you (card edit --ability), used instead of the printed text's reading"
BUNDLED = "the bundled card's abilities (assets/abilities/vanguard)"
PRINTED = "read from the printed text"
HEADERS = ("auto", "act", "cont", "by hand:")  # what starts an ability's piece in --ability


@cache
def reader_version() -> str:
    """The reader's version: a digest of its grammar and the source of its modules (every
    `text_*.py` of the game, and its ability words), so that the library reads its cards
    again when one changes; the grammar alone where the program runs without its source."""
    from playtester.games.vanguard.text_grammar import GRAMMAR  # (not at the table's start)

    digest = hashlib.sha256(GRAMMAR.encode())
    here = Path(__file__).parent
    for path in [*sorted(here.glob("text_*.py")), here / "ability_words.py"]:
        if path.is_file():
            digest.update(path.name.encode() + path.read_bytes())
    return digest.hexdigest()[:16]


def printed(card: Card) -> tuple[Reading, ...]:
    """The reading of a card's printed text: the one kept in the library at import when it
    is of this reader's version, else read now."""
    from playtester.cards.library import kept_reading
    from playtester.games.vanguard.text_reader import read_text  # (not at the table's start)

    kept = kept_reading(card, reader_version()) if card.text else ""
    found = decode(kept, WORDS) if kept else None
    return found if found is not None else read_text(card.text, vanguard_card(card).clan)


def readings(card: Card, written: str = "") -> tuple[str, tuple[Reading, ...]]:
    """Where the card's abilities come from (YOU, BUNDLED or PRINTED) and each ability: a
    hand-written text that no longer reads (the words changed since) is not used."""
    text = _written(card.name, written) if written else None
    if text is None:
        text = bundled().get(card.name)
        source = BUNDLED
    else:
        source = YOU
    if text is None:
        return PRINTED, printed(card)
    found = tuple(Reading("", 0, 0, a, a.automated) for a in text.abilities)
    return source, found + ((Reading(text.by_hand, 0, 0),) if text.by_hand else ())


def table_texts(cards: Sequence[Card]) -> dict[str, CardText]:
    """The abilities the table plays for cards that are not bundled ones, by name: what the
    user wrote (`card edit --ability`), else the reading of the printed text."""
    from playtester.cards.library import written_abilities

    written = written_abilities("vanguard")
    out: dict[str, CardText] = {}
    for card in cards:
        if card.name in bundled():
            continue  # (a test's texts in place of the bundled ones: none of these)
        out[card.name] = card_text(card.name, readings(card, written.get(card.name, ""))[1])
    return out


def _written(name: str, written: str) -> CardText | None:
    try:
        cards = read(written, WORDS)
    except AbilityTextError:
        return None
    return next((c for c in cards if c.name == name), None)


class VanguardCardAbilities:
    """Vanguard's `CardAbilities`, and its `TextReader` (the readings the library keeps)."""

    @property
    def version(self) -> str:
        return reader_version()

    def stored(self, card: Card) -> str:
        from playtester.games.vanguard.text_reader import read_text  # (not at the table's start)

        return encode(read_text(card.text, vanguard_card(card).clan))

    def shown(self, card: Card, written: str) -> list[str]:
        source, found = readings(card, written)
        if not found:
            return ["  abilities: none in its text"]
        whole = sum(r.whole for r in found)
        out = [f"  abilities ({source}; {whole} of {len(found)} read whole):"]
        for number, reading in enumerate(found, 1):
            if source != PRINTED:
                out.append(f"    {number}. {'as written' if reading.ability else 'by hand'}:")
                out += [f"       {reading.text}"] if reading.text else []
            else:
                state = "read" if reading.whole else "in part" if reading.ability else "by hand"
                where = f"characters {reading.start}-{reading.end}"
                out.append(f"    {number}. {state} ({where}): {reading.text}")
            if reading.note:
                out.append(f"       ({reading.note})")
            if reading.ability is not None:
                lines = write([CardText(card.name, (reading.ability,))]).splitlines()[1:]
                out += [f"     {line}" for line in lines if line.strip()]
        return out

    def written(self, name: str, lines: Sequence[str]) -> str:
        """`lines`: one string per ability, its pieces joined by ";" (`auto VC when attacks;
        cost counterblast 1; do draw 1`); "by hand: ..." alone is about the whole card."""
        out = [f'card "{_quoted(name)}"']
        for ability in lines:
            pieces = [p.strip() for p in ability.split(";") if p.strip()]
            if not pieces or not pieces[0].startswith(HEADERS):
                raise ValueError(f"{ability!r}: an ability starts with auto, act, cont or by hand")
            out.append(f"  {pieces[0]}")
            out += [f"    {piece}" for piece in pieces[1:]]
        text = "\n".join(out) + "\n"
        try:
            read(text, WORDS)
        except AbilityTextError as exc:
            where = out[exc.line - 1].strip() if 0 < exc.line <= len(out) else ""
            raise ValueError(f"{where!r}: {exc.problem}") from None
        return text

    def coverage(
        self, cards: Sequence[Card], written: Mapping[str, str], era: str | None
    ) -> list[str]:
        by_era: dict[str, Coverage] = defaultdict(Coverage)
        for card in cards:
            found_era = era_of(card.number, card.text) or "unknown"
            if era is not None and found_era != era:
                continue
            found = readings(card, written.get(card.name, ""))[1]
            by_era[found_era].add(card.name, found)
            by_era["all"].add(card.name, found)
        order = [e for e in (*ERAS, "unknown") if e in by_era]
        if era is None and len(order) > 1:
            order.append("all")
        if not order:
            return [f"no cards{f' of the {era} era' if era else ''}"]
        return [f"{e}: {by_era[e].line()}" for e in order]


def deck_coverage(cards: Sequence[Card], written: Mapping[str, str]) -> list[str]:
    """What `deck check` says of a deck's abilities: the coverage of its distinct cards and
    the cards with an ability not read whole, to write by hand."""
    coverage = Coverage()
    for card in {c.name: c for c in cards}.values():
        coverage.add(card.name, readings(card, written.get(card.name, ""))[1])
    if not coverage.abilities:
        return []
    out = [f"  abilities: {coverage.line()}"]
    if coverage.unread_cards:
        names = ", ".join(f'"{n}"' for n in sorted(coverage.unread_cards))
        out.append(f"  to write by hand (`playtester card edit NAME --ability ...`): {names}")
    return out


def _quoted(name: str) -> str:
    return name.replace("\\", "\\\\").replace('"', '\\"')


ABILITIES = VanguardCardAbilities()

__all__ = ["ABILITIES", "BUNDLED", "PRINTED", "YOU", "deck_coverage", "readings", "table_texts"]

"""A game's card abilities as the shell shows them (its `CardAbilities`, engine/shell.py), for a
game whose printed text a reader reads: the user's hand-written abilities (`card edit
--ability`, kept in the library) beat the bundled files', which beat the reading of the
printed text; how much of many cards is read, per era; and what `deck check` says of a deck.
The game gives its words, its bundled abilities, its reader and its eras."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from playtester.engine.cards import Card
from playtester.games.common.abilities import CardText, Vocabulary
from playtester.games.common.ability_text import AbilityTextError, read, write
from playtester.games.common.text_reading import Coverage, Reading

YOU = "written by you (card edit --ability), used instead of the printed text's reading"
PRINTED = "read from the printed text"
HEADERS = ("auto", "act", "cont", "by hand:")  # what starts an ability's piece in --ability


@dataclass(frozen=True)
class PrintedAbilities:
    """A game's `CardAbilities`: `bundled` gives its bundled cards' abilities by name (shown
    as `bundled_source`), `reading` a card's printed text as read, `era` a card's era (one of
    `eras`, else "unknown")."""

    words: Vocabulary
    bundled: Callable[[], Mapping[str, CardText]]
    bundled_source: str
    reading: Callable[[Card], tuple[Reading, ...]]
    era: Callable[[Card], str | None]
    eras: tuple[str, ...]

    def readings(self, card: Card, written: str = "") -> tuple[str, tuple[Reading, ...]]:
        """Where the card's abilities come from (YOU, the bundled source or PRINTED) and each
        ability: a hand-written text that no longer reads (the words changed) is not used."""
        text = self._written(card.name, written) if written else None
        if text is None:
            text = self.bundled().get(card.name)
            source = self.bundled_source
        else:
            source = YOU
        if text is None:
            return PRINTED, self.reading(card)
        found = tuple(Reading("", 0, 0, a, a.automated) for a in text.abilities)
        return source, found + ((Reading(text.by_hand, 0, 0),) if text.by_hand else ())

    def _written(self, name: str, written: str) -> CardText | None:
        try:
            cards = read(written, self.words)
        except AbilityTextError:
            return None
        return next((c for c in cards if c.name == name), None)

    def shown(self, card: Card, written: str) -> list[str]:
        source, found = self.readings(card, written)
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
        """`lines`: one string per ability, its pieces joined by ";" (`auto signi when
        attacks; do draw 1`); "by hand: ..." alone is about the whole card."""
        quoted = name.replace("\\", "\\\\").replace('"', '\\"')
        out = [f'card "{quoted}"']
        for ability in lines:
            pieces = [p.strip() for p in ability.split(";") if p.strip()]
            if not pieces or not pieces[0].startswith(HEADERS):
                raise ValueError(f"{ability!r}: an ability starts with auto, act, cont or by hand")
            out.append(f"  {pieces[0]}")
            out += [f"    {piece}" for piece in pieces[1:]]
        text = "\n".join(out) + "\n"
        try:
            read(text, self.words)
        except AbilityTextError as exc:
            where = out[exc.line - 1].strip() if 0 < exc.line <= len(out) else ""
            raise ValueError(f"{where!r}: {exc.problem}") from None
        return text

    def coverage(
        self, cards: Sequence[Card], written: Mapping[str, str], era: str | None
    ) -> list[str]:
        by_era: dict[str, Coverage] = defaultdict(Coverage)
        for card in cards:
            found_era = self.era(card) or "unknown"
            if era is not None and found_era != era:
                continue
            found = self.readings(card, written.get(card.name, ""))[1]
            by_era[found_era].add(card.name, found)
            by_era["all"].add(card.name, found)
        order = [e for e in (*self.eras, "unknown") if e in by_era]
        if era is None and len(order) > 1:
            order.append("all")
        if not order:
            return [f"no cards{f' of the {era} era' if era else ''}"]
        return [f"{e}: {by_era[e].line()}" for e in order]

    def deck_coverage(self, cards: Sequence[Card], written: Mapping[str, str]) -> list[str]:
        """What `deck check` says of a deck's abilities: the coverage of its distinct cards and
        the cards with an ability not read whole, to write by hand."""
        coverage = Coverage()
        for card in {c.name: c for c in cards}.values():
            coverage.add(card.name, self.readings(card, written.get(card.name, ""))[1])
        if not coverage.abilities:
            return []
        out = [f"  abilities: {coverage.line()}"]
        if coverage.unread_cards:
            names = ", ".join(f'"{n}"' for n in sorted(coverage.unread_cards))
            out.append(f"  to write by hand (`playtester card edit NAME --ability ...`): {names}")
        return out


__all__ = ["PRINTED", "YOU", "PrintedAbilities"]

"""The parser of printed Vanguard text (games/vanguard/text_reader.py): the golden table of
invented texts in the four eras' shapes, each with the record it must read as (tests/fixtures/
parser/), the evidence spans, the size limits, and any text at all read without a traceback."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from playtester.games.common.abilities import CardText
from playtester.games.common.ability_text import read, write
from playtester.games.common.text_reading import MAX_TEXT, Coverage
from playtester.games.vanguard.ability_words import WORDS
from playtester.games.vanguard.text_grammar import GRAMMAR
from playtester.games.vanguard.text_reader import read_card, read_text

TABLES = Path(__file__).parent / "fixtures" / "parser"


def _cases() -> list[tuple[str, str, str, list[str]]]:
    """(where, clan, text, expected lines) of every golden table entry."""
    out = []
    for path in sorted(TABLES.glob("*.txt")):
        clan = ""
        block: list[str] = []
        for number, line in enumerate([*path.read_text("utf-8").splitlines(), ""], 1):
            if line.startswith("#"):
                continue
            if line.startswith("clan: "):
                clan = line[6:]
            elif line.strip():
                block.append(line)
            elif block:
                out.append((f"{path.name}:{number - len(block)}", clan, block[0], block[1:]))
                block, clan = [], ""
    return out


CASES = _cases()


def _shown(text: str, clan: str) -> list[str]:
    """What the reader made of one ability's text, as the golden table writes it."""
    readings = read_text(text, clan)
    if not readings:
        return ["  (no ability)"]
    assert len(readings) == 1, readings
    reading = readings[0]
    if reading.note:
        assert reading.whole
        keyword = reading.note.split(":")[0]
        if reading.ability is None:
            return [f"  (keyword {keyword})"]
    if reading.ability is None:
        assert not reading.whole
        return ["  (nothing read)"]
    assert reading.whole == reading.ability.automated
    return write([CardText("x", (reading.ability,))]).splitlines()[1:]


def test_the_golden_table_holds_three_hundred_abilities_of_every_era_wording() -> None:
    texts = [text for _, _, text, _ in CASES]
    assert len(texts) >= 300
    assert len(set(texts)) == len(texts), "a text is in the table twice"
    assert sum("pay the cost" in t for t in texts) >= 100  # classic and G
    assert sum("[COST]" in t for t in texts) >= 100  # V and D


@pytest.mark.parametrize(("where", "clan", "text", "expected"), CASES, ids=[c[0] for c in CASES])
def test_golden_table(where: str, clan: str, text: str, expected: list[str]) -> None:
    assert _shown(text, clan) == expected, where


def test_each_ability_keeps_the_span_of_the_card_text_it_came_from() -> None:
    text = (
        "[CONT](VC):During your turn, this unit gets [Power] +2000.\n"
        "(You may only have up to four cards with this name in a deck.)\n"
        "  [AUTO](RC):When placed, draw a card.\n"
        "[AUTO](VC):When this unit attacks, draw a card. Then, if you have a <Gilded Order>"
        " vanguard, draw a card. Draw a card."
    )
    readings = read_text(text)
    assert [text[r.start : r.end] for r in readings] == [r.text for r in readings]
    assert [r.text[:11] for r in readings] == ["[CONT](VC):", "[AUTO](RC):", "[AUTO](VC):"]
    assert [r.whole for r in readings] == [True, True, False]
    card = read_card("Gilded Herald", text)
    assert [a.kind.value for a in card.abilities] == ["cont", "auto", "auto"]
    assert card.abilities[2].by_hand.startswith("draw a card. Then, if you have")
    assert card.by_hand == ""  # every ability kept a record (the last one in part)


def test_a_text_nothing_is_read_of_stays_whole_on_the_card_by_hand() -> None:
    text = "[AUTO](VC):When your opponent sneezes, draw a card.\n[CONT](VC):Lord"
    card = read_card("Sneezer", text)
    assert card.abilities == ()
    assert card.by_hand == "[AUTO](VC):When your opponent sneezes, draw a card. / [CONT](VC):Lord"


def test_every_record_read_is_in_the_games_words_and_prints_back() -> None:
    for _, clan, text, _ in CASES:
        for reading in read_text(text, clan):
            if reading.ability is not None:
                card = CardText("x", (reading.ability,))
                assert read(write([card]), WORDS) == [card], text


def test_coverage_counts_whole_abilities_costs_and_cards() -> None:
    coverage = Coverage()
    coverage.add("A", read_text("[AUTO](VC):[Counter Blast (1)] When this unit attacks, you may"
                                " pay the cost. If you do, draw a card."))  # fmt: skip
    coverage.add("B", read_text("[AUTO](VC):When this unit attacks, [COST][Lock this unit],"
                                " draw a card.\n[CONT]:Sentinel"))  # fmt: skip
    coverage.add("C", read_text("-"))  # no ability: not counted
    assert (coverage.abilities, coverage.whole, coverage.costs, coverage.costs_read) == (3, 2, 2, 1)
    assert (coverage.cards, coverage.cards_whole, coverage.unread_cards) == (2, 1, ["B"])
    assert coverage.line().startswith("3 abilities: 67% read whole, 33% not (by hand);")


def test_a_text_over_the_limit_is_left_by_hand_unread() -> None:
    line = "[AUTO](VC):When this unit attacks, draw a card.\n"
    long = line * (MAX_TEXT // len(line) + 1)
    readings = read_text(long)
    assert len(readings) == 1 and readings[0].ability is None and not readings[0].whole
    assert read_text(line * 10)[0].whole


def test_reading_takes_time_linear_in_the_text() -> None:
    body = "draw a card, and " * 60 + "draw a card."
    text = f"[AUTO](VC):When this unit attacks, {body}"
    read_text.cache_clear()
    began = time.perf_counter()
    assert read_text(text)[0].whole
    assert time.perf_counter() - began < 1.0


WORDS_OF_TEXT = sorted({w.strip('"') for w in GRAMMAR.split() if w.startswith('"')})
PIECES = st.sampled_from(
    [*WORDS_OF_TEXT, "[AUTO]", "[CONT]", "[ACT]", "(VC)", "(RC)", ":", "<Ember Court>",
     '"Quillon"', "+5000", "-3000", "3", "(1)", "[COST][", "]", "\n", "(", ")", "・", "\u2010"]
)  # fmt: skip


@settings(max_examples=300, deadline=None)
@given(st.lists(PIECES, max_size=40).map(" ".join), st.text(max_size=30))
def test_any_text_is_read_without_a_traceback(words: str, clan: str) -> None:
    for text in (words, words.replace(" ", ""), "[AUTO](VC):" + words):
        for reading in read_text(text, clan):
            assert text[reading.start : reading.end] == reading.text
            if reading.ability is not None:
                card = CardText("x", (reading.ability,))
                assert read(write([card]), WORDS) == [card]


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=300))
def test_any_characters_are_read_without_a_traceback(text: str) -> None:
    read_text(text)
    read_text("[AUTO](VC):When this unit attacks, " + text)

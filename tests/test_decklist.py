"""Plain-text deck lists: reading, resolving against the card database, writing back."""

from __future__ import annotations

import unicodedata
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from playtester.cards.decklist import (
    DeckLine,
    DeckList,
    format_deck,
    parse_deck,
    resolve_deck,
)
from playtester.engine.cards import name_problem
from playtester.engine.errors import DeckError
from playtester.games.vanguard.cards import VanguardCard

ROOT = Path(__file__).resolve().parents[1]
DEMO_DECKS = sorted((ROOT / "assets" / "decks").glob("*.txt"))
D_DEMO_DECKS = sorted((ROOT / "assets" / "decks" / "d").glob("*.txt"))  # the D era's clans


def only(text: str) -> DeckLine:
    """The single main deck line of `text`."""
    deck = parse_deck(text)
    assert len(deck.main) == 1 and not deck.g_zone
    return deck.main[0]


def problems(text: str) -> list[str]:
    with pytest.raises(DeckError) as info:
        parse_deck(text)
    return info.value.problems


# -- demo decks ------------------------------------------------------------------------------


def test_there_is_a_demo_deck_per_clan() -> None:
    sources = {p.stem for p in (ROOT / "assets" / "cards" / "vanguard").glob("*.json")}
    assert {p.stem for p in [*DEMO_DECKS, *D_DEMO_DECKS]} == sources


@pytest.mark.parametrize("path", DEMO_DECKS, ids=lambda p: p.stem)
def test_demo_deck_is_legal_classic(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    lines = [line for line in text.splitlines() if line.strip() and not line.startswith("//")]
    assert lines[0] == "First Vanguard:"
    deck = resolve_deck(parse_deck(text))
    cards = deck.main
    assert len(cards) == 50
    assert max(Counter(card.name for card in cards).values()) <= 4
    assert sum(card.trigger is not None for card in cards) == 16
    assert sum(card.trigger == "heal" for card in cards) <= 4
    assert sum(card.sentinel for card in cards) <= 4
    assert deck.g_zone == []
    first = deck.first_vanguard
    assert first is not None and first in cards
    assert first.grade == 0 and first.trigger is None and first.kind == "unit"
    assert len({card.clan for card in cards}) == 1
    grades = Counter(card.grade for card in cards if card.trigger is None)
    assert grades == {0: 1, 1: 14, 2: 11, 3: 8}


@pytest.mark.parametrize("path", DEMO_DECKS, ids=lambda p: p.stem)
def test_demo_deck_round_trips(path: Path) -> None:
    deck = parse_deck(path.read_text(encoding="utf-8"))
    assert parse_deck(format_deck(deck)) == deck


# -- line formats ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "4 Aster Knight",
        "4x Aster Knight",
        "4X Aster Knight",
        "4\u00d7 Aster Knight",
        "4 x Aster Knight",
        "-4x Aster Knight",
        "- 4x Aster Knight",
        "x4 Aster Knight",
        "  4x   Aster Knight  ",
    ],
)
def test_count_formats(text: str) -> None:
    assert only(text) == DeckLine(4, "Aster Knight")


def test_a_name_alone_is_one_copy() -> None:
    assert only("Aster Knight") == DeckLine(1, "Aster Knight")
    assert only("- Aster Knight") == DeckLine(1, "Aster Knight")


@pytest.mark.parametrize(
    ("text", "number"),
    [
        ("4x BT01/001EN Aster Knight", "BT01/001EN"),
        ("4 V-BT01/002 Aster Knight", "V-BT01/002"),
        ("4 Aster Knight [BT01-001]", "BT01-001"),
        ("4 Aster Knight [PT01/001]", "PT01/001"),
        ("4 Aster Knight []", ""),
    ],
)
def test_set_numbers(text: str, number: str) -> None:
    assert only(text) == DeckLine(4, "Aster Knight", number)


@pytest.mark.parametrize(
    "name",
    [
        "Aster, Knight of the First Light",
        "Dawn's Herald",
        'The "Unbreakable" Wall',
        "Card #5",
        "Ratio 1/2 Dragon",
        "Half-Moon: Rising",
        "x Marks the Spot",
    ],
)
def test_names_keep_commas_apostrophes_and_quotes(name: str) -> None:
    assert only(f"3x {name}").name == name
    assert only(f"3x {name} // a comment").name == name


def test_sections() -> None:
    text = """
First Vanguard:
1 Starter Sprite
Grade 3: (8)
4x Big One
Grade 2 (11):
4x Mid One
G Zone:
4x Huge One
Grade 1:
2x Small One
G Deck: 4
1x Huge Two
Generation Zone:
1 Huge Three
Triggers:
4 Star Sprite
"""
    deck = parse_deck(text)
    assert deck.first_vanguard == "Starter Sprite"
    assert [e.name for e in deck.main] == [
        "Starter Sprite",
        "Big One",
        "Mid One",
        "Small One",
        "Star Sprite",
    ]
    assert [e.name for e in deck.g_zone] == ["Huge One", "Huge Two", "Huge Three"]
    assert {e.section for e in deck.main} == {"main"}
    assert {e.section for e in deck.g_zone} == {"g_zone"}


def test_first_vanguard_is_the_first_card_under_its_header() -> None:
    assert parse_deck("4 A\nStarter:\n1 B\n3 C\n").first_vanguard == "B"
    assert parse_deck("First Vanguard:\nGrade 1:\n1 B\n").first_vanguard is None
    assert parse_deck("4 A\n").first_vanguard is None


def test_comments_blank_lines_line_endings_and_bom() -> None:
    text = "\ufeff# my deck\r\n\r\n// notes\r\n  4x Alpha // best card\r\nGrade 1: // x\r\n2 Beta\r"
    deck = parse_deck(text)
    assert deck.main == [DeckLine(4, "Alpha"), DeckLine(2, "Beta")]
    assert [e.line for e in deck.main] == [4, 6]


def test_bom_before_a_header() -> None:
    deck = parse_deck("\ufeffFirst Vanguard:\n1 Alpha\n")
    assert deck.first_vanguard == "Alpha"


# -- errors ----------------------------------------------------------------------------------


def test_bad_counts_name_their_lines() -> None:
    found = problems("4 Fine\n0 Zero\n100x Too Many\n" + "9" * 5000 + " Huge\n99 Max\n")
    assert [p.split(":")[0] for p in found] == ["line 2", "line 3", "line 4"]
    assert "count 0" in found[0] and "100" in found[1]
    assert only("007 Bond").count == 7


def test_unreadable_lines() -> None:
    found = problems("4x\n-\n-4x\n12\nGood Card\n")
    assert [p.split(":")[0] for p in found] == ["line 1", "line 2", "line 3", "line 4"]


def test_unknown_cards_are_listed_with_lines_and_suggestions() -> None:
    text = "First Vanguard:\n1 Little Dawnblade Tamsin\n4x Solene\n\n2 Blueprnt Drone\n4 Zzqx\n"
    with pytest.raises(DeckError) as info:
        resolve_deck(parse_deck(text))
    assert info.value.problems == [
        'line 3: unknown card "Solene" (did you mean "Solenne, Lance of the First Light"?)',
        'line 5: unknown card "Blueprnt Drone" (did you mean "Blueprint Drone"?)',
        'line 6: unknown card "Zzqx"',
    ]


def test_resolve_expands_copies_in_order_with_any_lookup() -> None:
    cards = {name: VanguardCard(name=name) for name in ("A", "B", "G")}
    seen: list[tuple[str, str]] = []

    def lookup(game: str, name: str) -> VanguardCard | None:
        seen.append((game, name))
        return cards.get(name)

    deck = parse_deck("Starter:\n1 B\n2 A\n1 B\nG Zone:\n2 G\n")
    resolved = resolve_deck(deck, game="test", lookup=lookup)
    assert [c.name for c in resolved.main] == ["B", "A", "A", "B"]
    assert [c.name for c in resolved.g_zone] == ["G", "G"]
    assert resolved.first_vanguard == cards["B"]
    assert {game for game, _ in seen} == {"test"}
    with pytest.raises(DeckError, match='line 1: unknown card "C" \\(did you mean "A" or "B"'):
        resolve_deck(parse_deck("1 C"), lookup=lookup, suggest=lambda g, n: ["A", "B"])


def test_resolve_is_case_insensitive_and_gives_canonical_cards() -> None:
    resolved = resolve_deck(parse_deck("4x pyrevast, THE ember tyrant"))
    assert {c.name for c in resolved.main} == {"Pyrevast, the Ember Tyrant"}


# -- writing ---------------------------------------------------------------------------------


def test_format_deck_is_canonical() -> None:
    deck = parse_deck("Grade 3:\n4 Big [PT01/001]\nStarter:\n1 Tiny\n2x Mid\nG Deck:\n1 Huge\n")
    assert format_deck(deck) == (
        "Main Deck:\n4x Big [PT01/001]\n\nFirst Vanguard:\n1x Tiny\n\n"
        "Main Deck:\n2x Mid\n\nG Zone:\n1x Huge\n"
    )
    assert parse_deck(format_deck(deck)) == deck
    assert format_deck(DeckList()) == ""


def test_format_deck_protects_names_that_look_like_syntax() -> None:
    deck = DeckList(
        main=[
            DeckLine(1, "AB/12 Robot"),
            DeckLine(2, "Shield [ex]"),
            DeckLine(3, "Night // Day"),
            DeckLine(4, "Night // Day [x]", "PT01/009"),
        ]
    )
    assert parse_deck(format_deck(deck)) == deck


def test_format_deck_rejects_what_it_cannot_write() -> None:
    with pytest.raises(ValueError):
        format_deck(DeckList(main=[DeckLine(1, "A")], first_vanguard="B"))
    with pytest.raises(ValueError):
        format_deck(DeckList(main=[DeckLine(1, "A", "no spaces allowed")]))


# -- properties ------------------------------------------------------------------------------


def _is_name(name: str) -> bool:
    return (
        name == name.strip()
        and name_problem(name) is None
        and unicodedata.normalize("NFC", name) == name
        and not name[0].isdigit()
        and not name.startswith(("#", "//", "-"))
        and not name.endswith(":")
    )


NAMES = st.one_of(
    st.text(st.characters(exclude_categories=("Cc", "Cs", "Zl", "Zp")), min_size=1, max_size=40),
    # names made of the characters of the syntax itself: set numbers, comments, counts, headers
    st.text("AB1/-[]xX\u00d7 :#,'\"\xa0(", min_size=1, max_size=14),
).filter(_is_name)
NUMBERS = st.one_of(
    st.just(""),
    st.from_regex(r"[A-Z0-9][A-Z0-9-]{0,6}/[A-Z0-9]{1,6}", fullmatch=True),
    st.from_regex(r"[A-Za-z0-9/-]{1,12}", fullmatch=True),
)


def _lines(section: str) -> st.SearchStrategy[list[DeckLine]]:
    line = st.builds(DeckLine, st.integers(1, 99), NAMES, NUMBERS, st.just(section))
    return st.lists(line, max_size=8)


@st.composite
def deck_lists(draw: st.DrawFn) -> DeckList:
    main = draw(_lines("main"))
    g_zone = draw(_lines("g_zone"))
    first = draw(st.sampled_from([None] + [e.name for e in main]))
    return DeckList(main, g_zone, first)


@given(st.text())
def test_parse_deck_only_ever_raises_deck_error(text: str) -> None:
    try:
        deck = parse_deck(text)
    except DeckError as exc:
        assert exc.problems and all(p.startswith("line ") for p in exc.problems)
    else:
        for entry in deck.main + deck.g_zone:
            assert 1 <= entry.count <= 99 and entry.name


@given(deck_lists())
def test_format_then_parse_round_trips(deck: DeckList) -> None:
    text = format_deck(deck)
    assert parse_deck(text) == deck
    assert format_deck(parse_deck(text)) == text


def test_a_ride_deck_section_is_read_apart_and_written_back() -> None:
    """`Ride Deck:` holds the D era's Ride Deck, apart from the main deck; written back in
    its own section."""
    deck = parse_deck("Ride Deck:\n1 Squire\n1 Lancer\nMain Deck:\n4 Knight\n")
    assert [e.name for e in deck.ride_deck] == ["Squire", "Lancer"]
    assert [e.name for e in deck.main] == ["Knight"]
    assert parse_deck(format_deck(deck)) == deck
    assert "Ride Deck:" in format_deck(deck)

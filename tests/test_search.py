"""Search over bundled cards and the user's library: prefixes as you type, relevance tiers,
filters, library cards hiding bundled ones, and queries that must never raise."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from playtester.cards import db, schema
from playtester.cards import search as search_module
from playtester.cards.library import Library, library_path
from playtester.cards.rows import write_cards
from playtester.cards.search import CardSearch, Hit
from playtester.engine.cards import Card
from playtester.games.vanguard.cards import VanguardCard
from tests.old_libraries import write_v0

BUNDLED = [
    VanguardCard("Blaster Lance Knight", grade=2, power=9000, shield=5000, clan="Lumen Order"),
    VanguardCard(
        "Blastwave Drake", grade=3, power=11000, clan="Cinder Host", text="Counter Blast (1)."
    ),
    VanguardCard(
        "Old Lantern Keeper", grade=1, power=7000, clan="Lumen Order", text="Blaster: draw."
    ),
    VanguardCard("Éclair Wyvern", grade=2, power=10000, shield=5000, clan="Cinder Host"),
    VanguardCard("Mender of Embers", grade=0, power=5000, clan="Cinder Host", trigger="heal"),
    VanguardCard(
        "Spark Beetle", grade=0, power=5000, shield=10000, clan="Lumen Order", trigger="critical"
    ),
    VanguardCard("Ashen Emperor", grade=4, power=15000, clan="Cinder Host", kind="g_unit"),
    VanguardCard("lowercase blaster", grade=1, power=6000, clan="Lumen Order"),
    VanguardCard(
        "Shared Name Unit", grade=1, power=6000, clan="Lumen Order", text="bundled words only"
    ),
    Card("Other Blaster", game="othergame", kind="spell"),  # a game without attributes
]


@pytest.fixture
def paths(tmp_path: Path) -> tuple[Path, Path]:
    bundled = tmp_path / "cards.db"
    conn = sqlite3.connect(bundled)
    with conn:
        schema.create(conn)
        write_cards(conn, BUNDLED, "bundled")
    conn.close()
    return bundled, tmp_path / "library.db"


@pytest.fixture
def searcher(paths: tuple[Path, Path]) -> CardSearch:
    return CardSearch(*paths)


def names(hits: list[Hit]) -> list[str]:
    return [hit.card.name for hit in hits]


def test_prefixes_find_names_as_you_type(searcher: CardSearch) -> None:
    assert names(searcher.search("blas"))[:3] == [
        "Blaster Lance Knight",
        "Blastwave Drake",
        "lowercase blaster",
    ]
    assert names(searcher.search("blaster la"))[0] == "Blaster Lance Knight"
    assert names(searcher.search("BLASTW")) == ["Blastwave Drake"]
    assert names(searcher.search("wyv")) == ["Éclair Wyvern"]
    assert names(searcher.search("eclair")) == ["Éclair Wyvern"]  # accents ignored
    assert searcher.search("nothing like this") == []


def test_relevance_tiers_then_name(searcher: CardSearch) -> None:
    # names starting with the word, then names holding it, then texts holding it
    assert names(searcher.search("blast")) == [
        "Blaster Lance Knight",
        "Blastwave Drake",
        "lowercase blaster",
        "Old Lantern Keeper",
    ]
    assert names(searcher.search("draw")) == ["Old Lantern Keeper"]
    hit = searcher.search("spark")[0]
    assert hit.source == "bundled" and hit.card == BUNDLED[5] and hit.inferred == ()


def test_filters(searcher: CardSearch) -> None:
    assert names(searcher.search(grade=0)) == ["Mender of Embers", "Spark Beetle"]
    assert names(searcher.search("b", grade=2)) == ["Blaster Lance Knight"]
    assert names(searcher.search(clan="cinder", grade=3)) == ["Blastwave Drake"]
    assert names(searcher.search(clan="Lumen Order", trigger="critical")) == ["Spark Beetle"]
    assert names(searcher.search(trigger="any")) == ["Mender of Embers", "Spark Beetle"]
    assert len(searcher.search(trigger="none")) == len(BUNDLED) - 3
    assert names(searcher.search(kind="g_unit")) == ["Ashen Emperor"]
    assert names(searcher.search(power_min=10000, power_max=11000)) == [
        "Blastwave Drake",
        "Éclair Wyvern",
    ]
    assert names(searcher.search("blaster", game="othergame")) == ["Other Blaster"]
    assert names(searcher.search(clan="%")) == []  # LIKE wildcards are plain text
    with pytest.raises(ValueError, match="unknown kind"):
        searcher.search(kind="dragon")
    with pytest.raises(ValueError, match="unknown trigger"):
        searcher.search(trigger="overdrive")


def test_empty_query_lists_by_name_ignoring_case_with_a_limit(searcher: CardSearch) -> None:
    listed = names(searcher.search())
    assert listed == sorted(listed, key=str.casefold)
    assert len(listed) == len(BUNDLED) - 1  # not the other game's card
    assert names(searcher.search(limit=2)) == listed[:2]
    assert searcher.search("b", limit=0) == []
    assert len(searcher.search("b", limit=1)) == 1


@pytest.mark.parametrize(
    "query",
    ['"', "'", "blast*", "(blast", "blast)", '"blast', "+", "*", "\\", "%", "_", "^blast",
     "-blast", "{blast}:", "blast:", ":", "\x00blast"],
)  # fmt: skip
def test_quotes_and_operators_are_plain_text(searcher: CardSearch, query: str) -> None:
    assert "Blaster Lance Knight" in names(searcher.search(query + " lance"))


@pytest.mark.parametrize("query", ["blast NOT drake", "blast OR nothing", "AND", "NOT", "OR"])
def test_fts_keywords_are_words_to_find(searcher: CardSearch, query: str) -> None:
    assert "Blaster Lance Knight" not in names(searcher.search(query))


@settings(max_examples=200, deadline=None)
@given(query=st.text(max_size=30))
def test_any_typed_text_searches_without_error(query: str) -> None:
    assert isinstance(_shared_searcher().search(query, limit=5), list)


_SHARED: list[CardSearch] = []


def _shared_searcher() -> CardSearch:
    if not _SHARED:
        import tempfile

        folder = Path(tempfile.mkdtemp())
        bundled = folder / "cards.db"
        conn = sqlite3.connect(bundled)
        with conn:
            schema.create(conn)
            write_cards(conn, BUNDLED, "bundled")
        conn.close()
        _SHARED.append(CardSearch(bundled, folder / "library.db"))
    return _SHARED[0]


def test_library_cards_join_and_shadow_bundled_ones(paths: tuple[Path, Path]) -> None:
    bundled, lib_path = paths
    searcher = CardSearch(bundled, lib_path)
    assert names(searcher.search("shared")) == ["Shared Name Unit"]
    library = Library(lib_path)  # created after the searcher: it is attached on the next search
    proxy = VanguardCard("Shared Name Unit", grade=3, power=13000, clan="Proxy", text="custom text")
    library.upsert_custom(proxy)
    from playtester.cards.library import Evidence, ImportedCard

    imported = VanguardCard(
        "Blastoff Rookie", grade=0, power=5000, clan="Lumen Order", trigger="draw"
    )
    evidence = (Evidence("trigger", "text", "its text"), Evidence("skills", "grade", "grade 0"))
    library.add_cards([ImportedCard(imported, evidence)])
    hits = searcher.search("shared")
    assert [(h.card, h.source) for h in hits] == [(proxy, "custom")]
    assert searcher.search("bundled words") == []  # the bundled text is hidden with its card
    assert names(searcher.search("blast"))[:4] == [
        "Blaster Lance Knight",
        "Blastoff Rookie",
        "Blastwave Drake",
        "lowercase blaster",
    ]
    rookie = searcher.search("rookie")[0]
    assert rookie.source == "imported" and set(rookie.inferred) == {"trigger", "skills"}
    assert names(searcher.search(trigger="draw")) == ["Blastoff Rookie"]
    assert len(searcher.search()) == len(
        BUNDLED
    )  # one bundled card hidden, two added, not the other game's
    searcher.close()


def test_an_old_library_is_migrated_when_attached(paths: tuple[Path, Path]) -> None:
    bundled, lib_path = paths
    write_v0(lib_path, [VanguardCard("Relic Blaster", grade=2, power=9000)])
    hits = CardSearch(bundled, lib_path).search("relic")
    assert [(h.card.name, h.source) for h in hits] == [("Relic Blaster", "imported")]


def test_module_search_reads_the_bundled_set_and_the_user_library() -> None:
    assert "Pyrevast, the Ember Tyrant" in names(search_module.search("pyrev"))
    Library(library_path()).upsert_custom(VanguardCard("Pyrevast Proxy", grade=3, power=1))
    found = search_module.search("pyrev")
    assert ("Pyrevast Proxy", "custom") in [(h.card.name, h.source) for h in found]


def _steps_of_a_text_search(folder: Path, held_by: int) -> tuple[int, list[Hit]]:
    """The SQLite steps (in thousands) a search for a text word takes over `held_by` cards
    whose text holds it (and as many whose text does not), and its hits."""
    bundled, library = folder / f"cards-{held_by}.db", folder / "library.db"
    conn = sqlite3.connect(bundled)
    with conn:
        schema.create(conn)
        write_cards(conn, [VanguardCard(f"Unit {i:05}", grade=1, power=7000,
                                        text="Draw a card." if i % 2 else "Stand.")
                           for i in range(2 * held_by)], "bundled")  # fmt: skip
    conn.close()
    searcher = CardSearch(bundled, library)
    searcher.search("draw", limit=20)  # opens the file
    steps = [0]

    def count() -> int:
        steps[0] += 1
        return 0

    assert searcher._conn is not None
    searcher._conn.set_progress_handler(count, 1000)
    hits = searcher.search("draw", limit=20)
    searcher.close()
    return steps[0], hits


def test_a_text_word_held_by_many_cards_reads_only_a_page(tmp_path: Path) -> None:
    """Searching a text word takes as long whether 500 or 10,000 cards hold it: it stops at the
    first page instead of reading every card that holds it."""
    few, hits = _steps_of_a_text_search(tmp_path, 500)
    many, more_hits = _steps_of_a_text_search(tmp_path, 10_000)
    assert len(hits) == len(more_hits) == 20
    assert all("Draw" in hit.card.text for hit in hits + more_hits)
    assert names(hits) == sorted(names(hits))  # the page is listed by name
    assert many <= 2 * few + 2, (few, many)


@pytest.mark.parametrize("query", ["counterblast", "CB", "counter blast", "Counter-Blast"])
def test_a_name_holding_a_cost_comes_before_texts_holding_it(
    paths: tuple[Path, Path], query: str
) -> None:
    """A cost's name tiers are spared only when no name holds it: a library card named for it
    is found first, before the bundled card whose text holds it."""
    bundled, lib_path = paths
    searcher = CardSearch(bundled, lib_path)
    assert names(searcher.search(query)) == ["Blastwave Drake"]  # its text holds it
    Library(lib_path).upsert_custom(VanguardCard("Zed, Counter Blast Adept", grade=1, power=1))
    assert names(searcher.search(query)) == ["Zed, Counter Blast Adept", "Blastwave Drake"]
    searcher.close()


# -- set numbers ----------------------------------------------------------------------------------

PRINTINGS = [
    VanguardCard("Twin Print Knight", grade=2, power=9000, clan="Lumen Order", number="TP01/001EN"),
    VanguardCard(
        "Twin Print Knight", grade=2, power=10000, clan="Lumen Order", number="V-TP01/005EN"
    ),
    VanguardCard(
        "Other Print Squire", grade=1, power=7000, clan="Lumen Order", number="TP01/002EN"
    ),
]


def numbers(hits: list[Hit]) -> list[str]:
    return [hit.card.number for hit in hits]


def test_a_set_number_finds_its_printing(tmp_path: Path) -> None:
    """A set number typed (whole, or its start as you type, in any case) finds that printing
    and no other printing of the name; a set's code lists its printings in number order."""
    bundled = tmp_path / "cards.db"
    conn = sqlite3.connect(bundled)
    with conn:
        schema.create(conn)
        write_cards(conn, [*BUNDLED, *PRINTINGS], "bundled")
    conn.close()
    searcher = CardSearch(bundled, tmp_path / "library.db")
    assert numbers(searcher.search("TP01/001EN")) == ["TP01/001EN"]
    hit = searcher.search("tp01/001")[0]
    assert hit.card == PRINTINGS[0] and hit.card.power == 9000
    assert numbers(searcher.search("V-TP01/005EN")) == ["V-TP01/005EN"]
    assert numbers(searcher.search("TP01")) == ["TP01/001EN", "TP01/002EN"]
    assert numbers(searcher.search("tp01/", grade=1)) == ["TP01/002EN"]  # filters still narrow
    assert searcher.search("TP01/009") == []
    Library(tmp_path / "library.db").add_cards(
        [VanguardCard("Library Print", grade=1, power=7000, number="LP05/030EN")]
    )
    found = searcher.search("lp05/030en")
    assert [(h.card.name, h.source) for h in found] == [("Library Print", "imported")]
    searcher.close()


@pytest.mark.parametrize("game", ["vanguard", "wixoss"])
def test_every_bundled_card_is_found_by_its_set_number(game: str) -> None:
    cards = [card for card in db.all_cards(game) if card.number]
    assert len(cards) > 50
    missed = [
        card.number
        for card in cards
        if card.number not in numbers(search_module.search(card.number, game=game, limit=5))
    ]
    assert missed == []


def _steps(searcher: CardSearch, query: str, **filters: object) -> tuple[int, list[Hit]]:
    """The SQLite steps (in thousands) one search takes, and its hits."""
    searcher.search(query, **filters)  # opens the files
    steps = [0]

    def count() -> int:
        steps[0] += 1
        return 0

    assert searcher._conn is not None
    searcher._conn.set_progress_handler(count, 1000)
    hits = searcher.search(query, **filters)
    searcher._conn.set_progress_handler(None, 0)
    return steps[0], hits


def _numbered(folder: Path, n: int) -> CardSearch:
    """A search over `n` bundled printings in sets of 100 (NB00/000 ...), and a library of as
    many printings of other names (LB00/000 ...)."""
    folder.mkdir()
    conn = sqlite3.connect(folder / "cards.db")
    with conn:
        schema.create(conn)
        write_cards(conn, [VanguardCard(f"Unit {i:05}", grade=i % 5, power=7000,
                                        number=f"NB{i // 100:02}/{i % 100:03}")
                           for i in range(n)], "bundled")  # fmt: skip
    conn.close()
    Library(folder / "library.db").add_cards(
        VanguardCard(f"Own {i:05}", grade=1, power=7000, number=f"LB{i // 100:02}/{i % 100:03}")
        for i in range(n)
    )
    return CardSearch(folder / "cards.db", folder / "library.db")


def test_a_set_number_is_found_in_an_index_not_by_reading_every_card(tmp_path: Path) -> None:
    """Finding a printing by its number takes as long among 500 printings as among 10,000, in
    the bundled file and in the library (a library made before the index gets it)."""
    for number in ("NB04/012", "LB04/012"):
        few, hits = _steps(_numbered(tmp_path / f"few-{number[:2]}", 500), number)
        many, more = _steps(_numbered(tmp_path / f"many-{number[:2]}", 10_000), number)
        assert numbers(hits) == numbers(more) == [number]
        assert many <= 2 * few + 2, (number, few, many)


def test_filters_alone_list_by_name_whether_many_or_few_cards_pass(tmp_path: Path) -> None:
    """A filter many cards pass walks the names in order; one few pass reads those first: the
    page is the same first cards by name either way."""
    searcher = _numbered(tmp_path / "cards", 3000)
    every = [f"Unit {i:05}" for i in range(3000)] + [f"Own {i:05}" for i in range(3000)]
    grades = {f"Unit {i:05}": i % 5 for i in range(3000)} | {f"Own {i:05}": 1 for i in range(3000)}
    for grade in (1, 4):  # 3,600 cards, then 600
        expected = sorted(name for name in every if grades[name] == grade)[:40]
        assert names(searcher.search(grade=grade, limit=40)) == expected
    Library(tmp_path / "cards" / "library.db").add_cards(
        [VanguardCard("Zed Gifted", grade=3, power=1, gift="force"),
         VanguardCard("Abel Gifted", grade=3, power=1, gift="protect")]
    )  # fmt: skip
    assert names(searcher.search(gift="any", limit=40)) == ["Abel Gifted", "Zed Gifted"]
    assert names(searcher.search(gift="any", kind="unit", grade=3)) == ["Abel Gifted", "Zed Gifted"]
    searcher.close()


def test_a_query_with_a_nul_character_searches_without_error() -> None:
    """A NUL typed or pasted into the search (found by the property test above) is a space."""
    assert isinstance(_shared_searcher().search("0\x00\u3400", limit=5), list)
    assert _shared_searcher().search("Lan\x00", limit=5) == _shared_searcher().search(
        "Lan ", limit=5
    )

"""What makes a large import fast keeps it the same: a batch of printings goes into the library
in one statement and in its own order (a changed one keeps its id, and the search index
follows it), and the texts a write makes new are read in a pool of processes begun before
SQLite writes, with the readings they would have here. The cards are invented."""

from __future__ import annotations

import multiprocessing
import sqlite3
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from playtester.cards import readings, writing
from playtester.cards.library import Library
from playtester.games.vanguard import text_reader
from playtester.games.vanguard.cards import VanguardCard

DRAWS = "[AUTO](VC):When this unit attacks, [COST][Counter Blast 1], draw a card."
SNEEZES = "[CONT](RC):Your opponent sneezes."
NAMES = ["Quern Warden", "Alder Page", "Mossgate Squire", "Brine Herald", "Cinder Lookout"]


def printings() -> list[VanguardCard]:
    """Five invented printings, not in name order, with texts read whole and not."""
    return [
        VanguardCard(name, number=f"V-QQ01/{i:03}EN", grade=i % 4, power=5000 + 1000 * i,
                     clan="Ember Court", text=DRAWS if i % 2 else f"{SNEEZES} ({i})")
        for i, name in enumerate(NAMES)
    ]  # fmt: skip


def kept(path: Path) -> dict[str, tuple[int, str, str]]:
    """The library's printings: name -> (id, power, reading)."""
    with sqlite3.connect(path) as conn:
        rows = conn.execute(
            "SELECT c.name, c.id, v.power, coalesce(r.reading, '') FROM cards AS c"
            " JOIN cards_vanguard AS v ON v.card = c.id LEFT JOIN readings AS r ON r.card = c.id"
        ).fetchall()
    conn.close()
    return {name: (card, power, reading) for name, card, power, reading in rows}


def test_a_batch_goes_in_in_its_order_and_a_changed_printing_keeps_its_id(tmp_path: Path) -> None:
    library = Library(tmp_path / "library.db")
    cards = printings()
    library.add_cards(cards)
    first = kept(library.path)
    assert sorted(NAMES, key=lambda name: first[name][0]) == NAMES  # ids in the batch's order
    report = library.add_cards([replace(cards[3], text="Whirlwind of brine.", power=9000)])
    assert (report.changed, report.added) == (1, 0)
    after = kept(library.path)
    assert after["Brine Herald"][:2] == (first["Brine Herald"][0], 9000)
    assert "whirlwind" not in first["Brine Herald"][2] and after["Brine Herald"][2] != ""
    with sqlite3.connect(library.path) as conn:
        found = {
            word: [row[0] for row in conn.execute(
                "SELECT rowid FROM cards_fts WHERE cards_fts MATCH ? ORDER BY rowid", (word,)
            )]
            for word in ("whirlwind", "sneezes")
        }  # fmt: skip
    conn.close()
    ids = {name: card for name, (card, _, _) in after.items()}
    assert found["whirlwind"] == [ids["Brine Herald"]]  # the index follows the new text
    assert found["sneezes"] == sorted(ids[n] for n in ("Quern Warden", "Mossgate Squire",
                                                       "Cinder Lookout"))  # fmt: skip


@pytest.fixture
def pool(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every text read in a pool (of two processes, as on two cores): the pools begun, and
    each write's pools begun before it wrote (`pool[-1]` then is "write after N pools")."""
    monkeypatch.setattr(readings, "PARALLEL", 1)
    monkeypatch.setattr(readings.os, "cpu_count", lambda: 2)
    begun: list[str] = []
    real = multiprocessing.get_context
    monkeypatch.setattr(multiprocessing, "get_context", lambda m: begun.append(m) or real(m))
    write = writing.write

    def writes(*args: Any, **kwargs: Any) -> None:
        begun.append(f"write after {begun.count('spawn')} pools")
        write(*args, **kwargs)

    monkeypatch.setattr(writing, "write", writes)  # (the library reads it at its first write)
    return begun


def test_new_texts_are_read_in_a_pool_begun_before_the_write(
    tmp_path: Path, pool: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    here = Library(tmp_path / "here.db")
    with monkeypatch.context() as patch:
        patch.setattr(readings, "PARALLEL", 10**9)
        here.add_cards(printings())
    pool.clear()

    def never(*_: Any) -> Any:
        raise AssertionError("the pool reads the texts")

    monkeypatch.setattr(text_reader, "read_text", never)  # (in this process only)
    library = Library(tmp_path / "library.db")
    library.add_cards(printings())
    assert pool == ["spawn", "write after 1 pools"]  # one pool, begun before the write
    assert kept(library.path) == kept(here.path)


def test_a_change_that_leaves_the_text_as_it_was_begins_no_reading(
    tmp_path: Path, pool: list[str]
) -> None:
    library = Library(tmp_path / "library.db")
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(readings, "PARALLEL", 10**9)
        library.add_cards(printings())
    first = kept(library.path)
    pool.clear()
    report = library.add_cards([replace(card, power=card.power + 1) for card in printings()])
    assert report.changed == len(NAMES)
    assert pool == ["write after 0 pools"]  # nothing to read: no process started
    assert {n: r for n, (_, _, r) in kept(library.path).items()} == {
        n: r for n, (_, _, r) in first.items()
    }
    pool.clear()
    library.add_cards([replace(printings()[2], text=DRAWS)])  # a new text: read in a pool
    assert pool == ["spawn", "write after 1 pools"]
    assert kept(library.path)["Mossgate Squire"][2] == first["Alder Page"][2]


def trigram(path: Path) -> tuple[list[str], list[str], int]:
    """The trigram index: the names of the cards in it, those it finds by "バニッシュ", and
    the number of cards its totals count."""
    with sqlite3.connect(path) as conn:
        held = [row[0] for row in conn.execute(
            "SELECT c.name FROM cards_trigram_docsize AS d JOIN cards AS c ON c.id = d.id"
            " ORDER BY c.name"
        )]  # fmt: skip
        found = [row[0] for row in conn.execute(
            "SELECT c.name FROM cards_trigram AS t JOIN cards AS c ON c.id = t.rowid"
            " WHERE cards_trigram MATCH '\"バニッシュ\"' ORDER BY c.name"
        )]  # fmt: skip
        (totals,) = conn.execute("SELECT block FROM cards_trigram_data WHERE id = 1").fetchone()
    conn.close()
    return held, found, _varint(totals)


def _varint(data: bytes) -> int:
    """The first of FTS5's varints (SQLite's format: 7 bits a byte, high bit: more follow)."""
    value = 0
    for byte in data[:9]:
        value = (value << 7) | (byte & 0x7F)
        if byte < 0x80:
            break
    return value


def test_the_trigram_index_holds_the_cards_with_japanese_and_no_other(tmp_path: Path) -> None:
    library = Library(tmp_path / "library.db")
    cards = printings()
    cards[1] = replace(cards[1], name="試作の騎士")  # a Japanese name
    cards[2] = replace(cards[2], text="それをバニッシュする。")  # a Japanese text
    library.add_cards(cards)
    assert trigram(library.path) == (["Mossgate Squire", "試作の騎士"], ["Mossgate Squire"], 2)
    library.add_cards([replace(cards[2], text=SNEEZES), replace(cards[3], text="バニッシュ。")])
    assert trigram(library.path) == (["Brine Herald", "試作の騎士"], ["Brine Herald"], 2)
    library.remove("vanguard", "Quern Warden")  # in the index: not; out of it: not
    library.remove("vanguard", "試作の騎士")
    assert trigram(library.path) == (["Brine Herald"], ["Brine Herald"], 1)


def test_a_library_of_layout_5_keeps_only_its_japanese_cards_in_the_trigram_index(
    tmp_path: Path,
) -> None:
    """Layout 5 indexed every card by trigrams: opened, the library is brought to this one."""
    library = Library(tmp_path / "library.db")
    library.add_cards([*printings()[:2], VanguardCard("バニッシュの騎士", power=1)])
    library.close()
    with sqlite3.connect(library.path) as conn:
        conn.execute("INSERT INTO cards_trigram (cards_trigram) VALUES ('rebuild')")  # every card
        conn.execute("UPDATE meta SET value = '5' WHERE key = 'schema_version'")
    conn.close()
    assert trigram(library.path)[0] == ["Alder Page", "Quern Warden", "バニッシュの騎士"]
    library = Library(tmp_path / "library.db")
    assert library.lookup("vanguard", "Alder Page") is not None
    library.close()
    assert trigram(library.path) == (["バニッシュの騎士"], ["バニッシュの騎士"], 1)

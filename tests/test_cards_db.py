"""The card sources, the bundled cards.db built from them, and reading it."""

from __future__ import annotations

import dataclasses
import json
import re
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import sqlite_utils

from playtester.cards import db
from playtester.cards.decklist import parse_deck, resolve_deck
from playtester.cards.schema import SCHEMA_VERSION
from playtester.games.vanguard.cards import GIFTS, SKILLS, TRIGGERS, VanguardCard, default_skills
from playtester.games.vanguard.deck import Deck, deck_problems
from playtester.games.wixoss import catalog
from playtester.games.wixoss.cardlist import numbered
from playtester.games.wixoss.cards import WixossCard
from playtester.resources import demo_decks

ROOT = Path(__file__).resolve().parents[1]
ALL_SOURCES = sorted((ROOT / "assets" / "cards" / "vanguard").glob("*.json"))
D_CLANS = ("gloamveil-sanctum", "stormforge-dominion")  # the D era's (set D-PT01), apart
SOURCES = [p for p in ALL_SOURCES if p.stem not in D_CLANS]  # the classic clans and their eras
D_SOURCES = [p for p in ALL_SOURCES if p.stem in D_CLANS]
CARD_FIELDS = {f.name for f in dataclasses.fields(VanguardCard)}


def _records() -> list[dict[str, Any]]:
    return [r for path in ALL_SOURCES for r in json.loads(path.read_text(encoding="utf-8"))]


def _is_g_unit(record: dict[str, Any]) -> bool:
    return record.get("kind", "unit") == "g_unit"


def _rows(path: Path, table: str) -> list[tuple[Any, ...]]:
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        return conn.execute(f"SELECT * FROM {table} ORDER BY rowid").fetchall()
    finally:
        conn.close()


# -- sources ---------------------------------------------------------------------------------


def test_there_are_four_clans_of_enough_cards() -> None:
    assert len(SOURCES) == 4
    for path in SOURCES:
        records = json.loads(path.read_text(encoding="utf-8"))
        assert isinstance(records, list)
        first_set = [r for r in records if r["number"].startswith("PT01/")]
        assert 14 <= len(first_set) <= 18, path.name
        main_deck = [r for r in records if not _is_g_unit(r)]
        assert 14 <= len(main_deck) <= 24, path.name
        assert len({r["clan"] for r in records}) == 1, f"{path.name} holds one clan"
        slug = re.sub(r"[^a-z0-9]+", "-", records[0]["clan"].lower()).strip("-")
        assert path.stem == slug


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: p.stem)
def test_source_records_are_valid(path: Path) -> None:
    for record in json.loads(path.read_text(encoding="utf-8")):
        where = f"{path.name}: {record.get('name')}"
        assert set(record) <= CARD_FIELDS - {"game"}, where
        assert isinstance(record["name"], str) and record["name"] == record["name"].strip()
        assert '"' not in record["name"], where
        assert re.fullmatch(r"PT0[1-3]/\d{3}", record["number"]), where
        assert record.get("kind", "unit") in ("unit", "g_unit"), where
        # PT01: the classic set; PT02: the G era's G units; PT03: units with a gift icon
        assert record["number"].startswith("PT02/") == _is_g_unit(record), where
        if record["number"].startswith("PT03/"):
            assert record.get("gift") is not None, where
        grade = record.get("grade", 0)
        if record.get("kind", "unit") == "unit":
            assert grade in (0, 1, 2, 3), where
        for key in ("power", "shield", "critical", "trigger_power"):
            value = record.get(key, 0)
            assert isinstance(value, int) and not isinstance(value, bool) and value >= 0, where
        assert record.get("critical", 1) == 1, where
        trigger = record.get("trigger")
        assert trigger in (None, *TRIGGERS), where
        assert set(record.get("skills", [])) <= set(SKILLS), where
        assert record.get("gift") in (None, *GIFTS), where
        assert isinstance(record.get("sentinel", False), bool), where
        for key in ("clan", "race", "text"):
            assert isinstance(record.get(key, ""), str), where
        # classic shapes (G units have their own, checked in test_g_units_have_the_g_shape)
        if _is_g_unit(record):
            continue
        if trigger is not None:
            assert grade == 0 and record["shield"] == 10000, where
            assert 4000 <= record["power"] <= 5000, where
        elif record.get("sentinel"):
            assert grade == 1 and record["shield"] == 0, where
        elif grade == 0:
            assert 5000 <= record["power"] <= 6000 and record["shield"] == 10000, where
        elif grade == 1:
            assert 6000 <= record["power"] <= 8000 and record["shield"] in (5000, 10000), where
        elif grade == 2:
            assert 9000 <= record["power"] <= 10000 and record["shield"] == 5000, where
        elif record.get("gift") is not None:
            assert record["power"] in (11000, 13000) and record["shield"] == 0, where
        else:
            assert 10000 <= record["power"] <= 11000 and record["shield"] == 0, where


def test_each_clan_has_every_kind_of_card() -> None:
    for path in SOURCES:
        records = json.loads(path.read_text(encoding="utf-8"))
        triggers = {r.get("trigger") for r in records} - {None}
        assert triggers == set(TRIGGERS), path.name
        assert sum(bool(r.get("sentinel")) for r in records) == 1, path.name
        units = [r for r in records if not _is_g_unit(r)]
        grades = {r["grade"] for r in units if r.get("trigger") is None}
        assert grades == {0, 1, 2, 3}, path.name


def test_each_clan_has_eight_g_units() -> None:
    for path in SOURCES:
        records = json.loads(path.read_text(encoding="utf-8"))
        g_units = [r for r in records if _is_g_unit(r)]
        assert len(g_units) == 8, path.name
        assert {r["clan"] for r in g_units} == {records[0]["clan"]}, path.name
        # listed explicitly: left out, the skills would default to a grade 3's twin drive
        assert all(r.get("skills") in (["triple_drive"], []) for r in g_units), path.name
        assert sum(r["skills"] == ["triple_drive"] for r in g_units) >= 6, path.name


def test_g_units_have_the_g_shape() -> None:
    g_units = [r for r in _records() if _is_g_unit(r)]
    assert g_units
    for record in g_units:
        where = record["name"]
        grade = record.get("grade", 0)
        assert grade is None or grade >= 4, where
        assert record.get("shield", 0) == 0, where
        assert record.get("trigger") is None, where
        assert record.get("gift") is None, where
        assert not record.get("sentinel", False), where
        assert 15000 <= record["power"] <= 16000, where
    assert any("," in r["name"] for r in g_units)


def test_gift_icons() -> None:
    records = _records()
    gifted = [r for r in records if r.get("gift") is not None]
    for gift in GIFTS:
        assert sum(r["gift"] == gift for r in gifted) >= 2, gift
    for record in gifted:
        assert not _is_g_unit(record), record["name"]
        assert record.get("trigger") is None and not record.get("sentinel"), record["name"]
        assert record["grade"] in (2, 3), record["name"]
    # a fighter acquires only one kind of gift, so each clan sticks to one
    for path in SOURCES:
        clan_gifted = [r for r in json.loads(path.read_text(encoding="utf-8")) if r.get("gift")]
        assert len({r["gift"] for r in clan_gifted}) == 1, path.name
        assert sum(r["grade"] == 3 for r in clan_gifted) >= 2, path.name


def test_the_d_era_clan_has_the_d_era_shapes() -> None:
    """The D era's demo clan: set numbers D-PT01, the era's triggers (one over, +10000 each,
    shields 15000, a draw's 5000, an over's 50000), a grade 3 of 13000 with Persona Ride."""
    assert D_SOURCES
    for path in D_SOURCES:
        records = json.loads(path.read_text(encoding="utf-8"))
        assert len({r["clan"] for r in records}) == 1
        shields = {"critical": 15000, "front": 15000, "heal": 15000, "draw": 5000, "over": 50000}
        assert {r.get("trigger") for r in records} - {None} == set(shields)
        for record in records:
            where = f"{path.name}: {record['name']}"
            assert set(record) <= CARD_FIELDS - {"game"}, where
            assert re.fullmatch(r"D-PT01/\d{3}", record["number"]), where
            trigger = record.get("trigger")
            if trigger is not None:
                assert record["grade"] == 0 and record["shield"] == shields[trigger], where
                power = 100_000_000 if trigger == "over" else 10000
                assert record["trigger_power"] == power, where
            elif record["grade"] == 3:
                assert record["power"] == 13000 and "persona_ride" in record["skills"], where
        assert sum(bool(r.get("sentinel")) for r in records) == 1


@pytest.mark.parametrize("path", demo_decks(), ids=lambda p: p.stem)
def test_demo_decks_stay_legal_classic_decks(path: Path) -> None:
    resolved = resolve_deck(parse_deck(path.read_text(encoding="utf-8")), "vanguard")
    deck = Deck(tuple(resolved.main), tuple(resolved.g_zone), resolved.first_vanguard)
    assert deck_problems(deck, "standard") == []
    assert all(card.number.startswith("PT01/") for card in resolved.main)


def test_names_and_numbers_are_unique() -> None:
    records = _records()
    names = [r["name"].casefold() for r in records]
    numbers = [r["number"] for r in records]
    assert len(set(names)) == len(names)
    # lookups also ignore runs of spaces and typographic quotes
    assert len({db.loose_key(r["name"]) for r in records}) == len(names)
    assert len(set(numbers)) == len(numbers)
    assert any("," in name for name in names)
    assert any("'" in name for name in names)


# -- the built database ----------------------------------------------------------------------


def test_committed_db_matches_a_fresh_build(tmp_path: Path) -> None:
    out = tmp_path / "fresh.db"
    subprocess.run(
        [sys.executable, str(ROOT / "scripts" / "build_cards_db.py"), str(out)],
        check=True,
        capture_output=True,
    )
    committed = ROOT / "cards.db"
    assert committed.is_file(), "run scripts/build_cards_db.py"
    for table in ("cards", "cards_vanguard", "meta"):
        assert _rows(committed, table) == _rows(out, table), f"{table} differs: rebuild cards.db"


def test_db_schema_meta_and_full_text_search() -> None:
    path = ROOT / "cards.db"
    database = sqlite_utils.Database(sqlite3.connect(f"{path.as_uri()}?mode=ro", uri=True))
    assert database.table("cards").pks == ["id"]
    assert database.table("cards_vanguard").pks == ["card"]
    assert database.table("cards_wixoss").pks == ["card"]
    assert dict(database.execute("SELECT key, value FROM meta").fetchall()) == {
        "schema_version": str(SCHEMA_VERSION)
    }
    hits = database.execute(
        "SELECT cards.name FROM cards_fts JOIN cards ON cards.rowid = cards_fts.rowid"
        " WHERE cards_fts MATCH 'tyrant' ORDER BY cards.name"
    ).fetchall()
    assert hits == [("Cindrel, Forge Tyrant",), ("Pyrevast, the Ember Tyrant",)]
    rows = database.execute("SELECT DISTINCT game, source FROM cards ORDER BY game").fetchall()
    assert rows == [("vanguard", "bundled"), ("wixoss", "bundled")]
    database.close()


def test_db_cards_equal_the_sources() -> None:
    cards = {card.name: card for card in db.all_cards("vanguard")}
    records = _records()
    assert len(cards) == len(records)
    for record in records:
        card = cards[record["name"]]
        for key, value in record.items():
            assert getattr(card, key) == (tuple(value) if key == "skills" else value)
        if "skills" not in record:
            assert card.skills == default_skills(card.grade, card.kind)


def test_the_wixoss_cards_are_the_rows_of_their_data_file() -> None:
    """WIXOSS's bundled cards are read from games/wixoss/cardlist.json: its rows as written, in
    order, numbered PT-001...; each a card of the game, and the card database holds the same."""
    path = ROOT / "playtester" / "games" / "wixoss" / "cardlist.json"
    rows = json.loads(path.read_text(encoding="utf-8"))
    listed = numbered()
    assert [data["number"] for data in listed] == [f"PT-{i:03}" for i in range(1, len(rows) + 1)]
    assert [{k: v for k, v in data.items() if k != "number"} for data in listed] == rows
    cards = catalog.all_cards()
    assert [card.name for card in cards] == [row["name"] for row in rows]
    noon = catalog.lookup("wixoss", "Aurelle, Bell of Noon")
    assert isinstance(noon, WixossCard)
    assert (noon.number, noon.level, noon.limit, noon.grow_cost) == (
        "PT-003",
        2,
        5,
        (("white", 1),),
    )
    assert noon.text.startswith("[Enter] Look at the top three cards")
    assert {card.name: card for card in db.all_cards("wixoss")} == {c.name: c for c in cards}


# -- reading it ------------------------------------------------------------------------------


def test_bundled_db_path_finds_the_repository_db() -> None:
    path = db.bundled_db_path()
    assert path.is_file()
    assert path.name == "cards.db"


def test_lookup_exact_then_ignoring_case() -> None:
    card = db.lookup("vanguard", "Dawn's Herald Ysolde")
    assert card is not None and card.grade == 2 and card.skills == ("intercept",)
    assert db.lookup("vanguard", "DAWN'S HERALD YSOLDE") == card
    assert db.lookup("vanguard", "dawn\u2019s  herald ysolde") == card
    assert db.lookup("vanguard", "Dawns Herald Ysolde") is None
    assert db.lookup("wixoss", "Dawn's Herald Ysolde") is None
    assert db.lookup("wixoss", "aurelle, bell of noon") == catalog.lookup(
        "wixoss", "Aurelle, Bell of Noon"
    )


def test_lookup_prefers_the_exact_name(tmp_path: Path) -> None:
    path = tmp_path / "cards.db"
    database = sqlite_utils.Database(path)
    base = {"game": "vanguard", "number": "", "kind": "unit", "grade": 0, "power": 5000}
    base |= {"shield": 0, "critical": 1, "clan": "", "race": "", "trigger": None}
    base |= {"trigger_power": 5000, "skills": "boost", "gift": None, "sentinel": 0}
    database.table("cards").insert_all(
        [base | {"name": "Echo", "text": "a"}, base | {"name": "ECHO", "text": "b"}],
        pk=("game", "name"),
    )
    database.close()
    cards = db.CardDatabase(path)
    assert cards.lookup("vanguard", "ECHO").text == "b"
    assert cards.lookup("vanguard", "Echo").text == "a"
    assert cards.lookup("vanguard", "echo") is not None


def test_close_names_suggests_ignoring_case() -> None:
    assert db.close_names("vanguard", "solene") == ["Solenne, Lance of the First Light"]
    assert db.close_names("vanguard", "BLUEPRINT DRONNE") == ["Blueprint Drone"]
    assert len(db.close_names("vanguard", "Dragon", n=2)) == 2
    assert db.close_names("vanguard", "zzzzqqq") == []


def test_missing_or_bad_db_gives_a_clear_error(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere" / "cards.db"
    with pytest.raises(db.CardDatabaseError, match="nowhere") as info:
        db.CardDatabase(missing).lookup("vanguard", "Anything")
    assert str(missing) in str(info.value)
    junk = tmp_path / "junk.db"
    junk.write_bytes(b"this is not a database" * 100)
    with pytest.raises(db.CardDatabaseError, match=r"junk\.db"):
        db.CardDatabase(junk).all_cards("vanguard")


def test_use_database_switches_the_module_functions(tmp_path: Path) -> None:
    try:
        db.use_database(tmp_path / "absent.db")
        with pytest.raises(db.CardDatabaseError, match=r"absent\.db"):
            db.lookup("vanguard", "Mainspring Colossus")
    finally:
        db.use_database(None)
    assert db.lookup("vanguard", "Mainspring Colossus") is not None


def test_reading_never_changes_the_file() -> None:
    path = ROOT / "cards.db"
    before = path.read_bytes()
    cards = db.CardDatabase(path)
    assert len(cards.all_cards("vanguard")) == len(_records())
    assert path.read_bytes() == before


def test_lookups_read_the_file_once_and_never_scan_the_cards(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Every name look-up after the first load is a dictionary look-up: the file is read once
    per game, and a name is keyed once whatever the number of cards."""
    cards = db.CardDatabase(ROOT / "cards.db")
    reads = keys = 0
    real_read, real_key = db.CardDatabase._read, db.loose_key

    def counted_read(self: db.CardDatabase, game: str) -> Any:
        nonlocal reads
        reads += 1
        return real_read(self, game)

    def counted_key(name: str) -> str:
        nonlocal keys
        keys += 1
        return real_key(name)

    monkeypatch.setattr(db.CardDatabase, "_read", counted_read)
    names = [card.name for card in cards.all_cards("vanguard")]
    monkeypatch.setattr(db, "loose_key", counted_key)
    for _ in range(3):
        for name in names:
            assert cards.lookup("vanguard", name.upper()) is not None
    assert reads == 1
    assert keys == 3 * len(names)  # one key per loose look-up, none per card

"""Importing Card Game Simulator JSON and CSV files into the user's library: what is read, what
is inferred, what is skipped and why, and bad files that must fail cleanly and change nothing."""

from __future__ import annotations

import csv
import json
import random
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from playtester.cards.importers import CardImportError, import_bytes, import_file, read_cards
from playtester.cards.library import Library

FIXTURES = Path(__file__).parent / "fixtures" / "cards"
CGS = FIXTURES / "cgs-set.json"
CSV = FIXTURES / "cards.csv"


@pytest.fixture
def library(tmp_path: Path) -> Library:
    return Library(tmp_path / "library.db")


def _rows(library: Library) -> list[tuple[Any, ...]]:
    """Everything the library file holds (empty when it was never created)."""
    if not library.path.exists():
        return []
    conn = sqlite3.connect(library.path)
    try:
        return (
            conn.execute("SELECT * FROM cards ORDER BY name").fetchall()
            + conn.execute("SELECT * FROM inferred ORDER BY card, field").fetchall()
        )
    finally:
        conn.close()


def _skips(report: Any) -> list[str]:
    return [str(s) for s in report.skipped]


# -- Card Game Simulator JSON ----------------------------------------------------------------


def test_cgs_file_is_read_with_strings_for_numbers(library: Library) -> None:
    report = import_file(CGS, library)
    assert report.format == "Card Game Simulator JSON"
    assert (report.added, report.changed, report.unchanged) == (13, 0, 0)  # 2 printings of 1
    vanguard = library.lookup("vanguard", "Lumen Vanguard, Seraphine")
    assert vanguard is not None
    assert (vanguard.grade, vanguard.power, vanguard.shield) == (3, 11000, 0)  # "Grade 3", "-"
    assert vanguard.skills == ("twin_drive",)
    numbers = [c.number for c in library.printings("vanguard", "Lumen Vanguard, Seraphine")]
    assert numbers == ["FX01/001EN", "FX01/S01EN"]  # every printing, oldest first
    assert library.lookup("vanguard", "Hushwing Owl").power == 7000  # type: ignore[union-attr]
    assert library.source("vanguard", "Lumen Vanguard, Seraphine") == ("imported", ("skills",))


def test_cgs_inference_from_text_and_grade(library: Library) -> None:
    import_file(CGS, library)

    def card(name: str) -> tuple[Any, tuple[str, ...]]:
        found = library.lookup("vanguard", name)
        assert found is not None, name
        source = library.source("vanguard", name)
        assert source is not None
        return found, source[1]

    heal, inferred = card("Tallow Mender")
    assert heal.trigger == "heal" and heal.grade == 0 and "trigger" in inferred
    draw, _ = card("Gleam Scout")
    assert draw.trigger == "draw"
    unknown, inferred = card("Spark Courier")  # "-": no text; 10000 shield fits 3 triggers
    assert unknown.trigger == "unknown" and "trigger" in inferred
    sentinel, inferred = card("Bulwark of Dusk")
    assert sentinel.sentinel and "sentinel" in inferred and sentinel.skills == ("boost",)
    g_unit, inferred = card("Radiant Sovereign, Aurelia the Dawnbringer")
    assert g_unit.kind == "g_unit" and g_unit.skills == ("triple_drive",)
    assert g_unit.gift is None and "gift" not in inferred  # a G unit carries no gift icon
    order, inferred = card("Signal Flare")
    assert order.kind == "order" and order.skills == () and inferred == ()
    shifted, inferred = card("Shifted Row Drake")  # grade missing, numbers one column off
    assert (shifted.grade, shifted.power, shifted.shield) == (3, 11000, 0)
    assert {"grade", "power", "shield"} <= set(inferred)
    v_trigger, inferred = card("V Era Flash")
    assert v_trigger.trigger_power == 10000 and "trigger_power" in inferred
    plain, _ = card("Candlewick Squire")
    assert plain.trigger is None and not plain.sentinel and plain.gift is None


def test_cgs_skips_say_where_which_field_and_why(library: Library) -> None:
    report = import_file(CGS, library)
    assert _skips(report) == [
        "item 12 \"Broken Power Golem\" (power): 'lots' is not a number",
        "item 13: not a card object (str)",
        "item 14 (name): every card needs a name",
    ]
    assert any("trigger unit(s) do not say which trigger" in note for note in report.notes)
    assert library.lookup("vanguard", "Broken Power Golem") is None


def test_names_with_quotes_and_commas_survive(library: Library) -> None:
    import_file(CGS, library)
    import_file(CSV, library)
    for name in ('Mirror "Twin", the Quoted Knight', 'Ashfall Sentry, "the Unmoved"'):
        card = library.lookup("vanguard", name)
        assert card is not None and card.name == name


def test_importing_again_counts_unchanged_and_updated(library: Library, tmp_path: Path) -> None:
    import_file(CGS, library)
    again = import_file(CGS, library)
    assert (again.added, again.changed, again.unchanged) == (0, 0, 13)
    data = json.loads(CGS.read_text(encoding="utf-8"))
    data[1]["power"] = 10000
    changed = tmp_path / "changed.json"
    changed.write_text(json.dumps(data), encoding="utf-8")
    report = import_file(changed, library)
    assert (report.added, report.changed, report.unchanged) == (0, 1, 12)
    assert library.lookup("vanguard", "Candlewick Squire").power == 10000  # type: ignore[union-attr]


def test_an_import_never_replaces_a_custom_card(library: Library) -> None:
    from playtester.games.vanguard.cards import VanguardCard

    library.upsert_custom(VanguardCard("Hushwing Owl", grade=1, power=9999, clan="Mine"))
    report = import_file(CGS, library)
    assert "a custom card of this name is in the library" in "\n".join(_skips(report))
    assert library.lookup("vanguard", "Hushwing Owl").power == 9999  # type: ignore[union-attr]


# -- CSV ---------------------------------------------------------------------------------------


def test_csv_file_with_quoting_skills_and_line_numbers(library: Library) -> None:
    report = import_file(CSV, library)
    assert report.format == "CSV"
    assert report.added == 6
    warden = library.lookup("vanguard", "Kiln Warden, Keeper of Coals")
    assert warden is not None
    assert warden.skills == ("boost", "intercept") and warden.text == "Two lines\nof text"
    sentry = library.lookup("vanguard", 'Ashfall Sentry, "the Unmoved"')
    assert sentry is not None and sentry.sentinel and sentry.shield == 0
    assert library.lookup("vanguard", "Crown of Cinders").gift == "force"  # type: ignore[union-attr]
    assert library.lookup("vanguard", "Pyre Medic").trigger == "heal"  # type: ignore[union-attr]
    assert _skips(report) == [
        "line 10 \"Overheated Golem\" (grade): 'three' is not a number",
        "line 11 \"Wrongicon Wyrm\" (skills): 'jump' is not one of boost, intercept,"
        " twin_drive, triple_drive, persona_ride",
        'line 12 "Triggered Elder" (trigger): only a grade 0 unit or a trigger order can be'
        " a trigger",
    ]


def test_format_comes_from_content_not_the_extension(library: Library, tmp_path: Path) -> None:
    json_named_csv = tmp_path / "cards.csv"
    json_named_csv.write_bytes(CGS.read_bytes())
    csv_named_json = tmp_path / "cards.json"
    csv_named_json.write_bytes(CSV.read_bytes())
    assert import_file(json_named_csv, library).format == "Card Game Simulator JSON"
    assert import_file(csv_named_json, library).format == "CSV"


def test_semicolon_csv_and_header_aliases(library: Library) -> None:
    data = "Name;Grade;Power;Effect;Type\nDusk Herald;1;7000;[CONT]:Sentinel;Normal Unit\n"
    report = import_bytes(data.encode(), "semi.csv", library)
    card = library.lookup("vanguard", "Dusk Herald")
    assert report.added == 1 and card is not None and card.sentinel and card.power == 7000


# -- encodings ---------------------------------------------------------------------------------


@pytest.mark.parametrize("encoding", ["utf-8-sig", "utf-16", "utf-16-le", "utf-16-be", "utf-32"])
def test_unicode_encodings_are_detected(library: Library, encoding: str) -> None:
    text = "name,grade,power\nÉclair Wyvern,2,9000\n"
    report = import_bytes(text.encode(encoding), "file.csv", library)
    assert report.added == 1 and report.notes == []
    assert library.lookup("vanguard", "Éclair Wyvern") is not None


def test_latin1_file_is_read_with_a_note(library: Library) -> None:
    report = import_bytes("name,grade\nÉclair Wyvern,2\n".encode("latin-1"), "old.csv", library)
    assert report.added == 1
    assert report.notes == [
        "the file is not UTF-8 (line 2 is not); it was read as Windows-1252 (Latin-1),"
        " so check its accented letters"
    ]
    assert library.lookup("vanguard", "Éclair Wyvern") is not None


# -- files that cannot be imported at all ----------------------------------------------------


def _fails(library: Library, data: bytes, *expected: str) -> None:
    library.add_cards([])  # the library exists and holds something to protect
    before = _rows(library)
    with pytest.raises(CardImportError) as caught:
        import_bytes(data, "bad.file", library)
    message = str(caught.value)
    assert message.startswith("cannot import bad.file: ")
    for part in expected:
        assert part in message
    assert _rows(library) == before


@pytest.fixture
def stocked(library: Library) -> Library:
    import_file(CSV, library)
    return library


def test_truncated_json(stocked: Library) -> None:
    data = CGS.read_bytes()
    _fails(stocked, data[: len(data) // 2], "not valid JSON", "line", "cut short")


def test_json_object_instead_of_a_list(stocked: Library) -> None:
    _fails(stocked, b'{"name": "Lonely Card", "grade": 1}', "expected a JSON list", "object")


def test_ten_megabytes_of_garbage(stocked: Library, monkeypatch: pytest.MonkeyPatch) -> None:
    """Binary data is refused once decoded, before either parser sees a byte of it."""
    from playtester.cards import importers

    def no_parse(*args: Any, **kwargs: Any) -> Any:
        raise AssertionError("binary data reached a parser")

    monkeypatch.setattr(importers.json, "loads", no_parse)
    monkeypatch.setattr(importers.csv, "reader", no_parse)
    garbage = random.Random(3).randbytes(10 * 1024 * 1024)
    _fails(stocked, garbage, "binary data")


def test_ten_megabytes_of_printable_garbage(stocked: Library) -> None:
    rng = random.Random(4)
    garbage = bytes(rng.choice(b"abcdefghij ,;\"'") for _ in range(10 * 1024 * 1024))
    _fails(stocked, garbage)


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        (b"", "the file is empty"),
        (b"   \n\n", "the file is empty"),
        (b"grade,power\n1,2\n", "a CSV needs a `name` column"),
        (b"name,name\na,b\n", "the header names 'name' twice"),
        (b"[" * 100000, "not valid JSON"),
        (b"\xff\xfe\x00\xd8", "utf-16"),
    ],
)
def test_other_unusable_files(stocked: Library, data: bytes, expected: str) -> None:
    _fails(stocked, data, expected)


def test_a_missing_file(library: Library, tmp_path: Path) -> None:
    with pytest.raises(CardImportError, match=r"cannot import .*nowhere\.json: No such file"):
        import_file(tmp_path / "nowhere.json", library)
    assert not library.path.exists()


def test_a_failed_write_changes_nothing(stocked: Library, monkeypatch: pytest.MonkeyPatch) -> None:
    from playtester.cards import writing

    before = _rows(stocked)
    calls = 0

    def failing(done: int, total: int) -> None:
        nonlocal calls
        calls += 1
        if done:  # after the first batch is written
            raise KeyboardInterrupt

    monkeypatch.setattr(writing, "BATCH", 2)
    with pytest.raises(KeyboardInterrupt):
        import_file(CGS, stocked, progress=failing)
    assert calls == 2 and _rows(stocked) == before


# -- size --------------------------------------------------------------------------------------


def test_twenty_thousand_cards_import_in_batches_with_progress(
    library: Library, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A big file is written in a few batched transactions, not a statement per card (its time
    is benchmarks/cgs_import.py's figure), and progress is told as it goes."""
    from playtester.cards import writing

    batches = 0
    real_write = writing.write_cards

    def counted(*args: Any, **kwargs: Any) -> Any:
        nonlocal batches
        batches += 1
        return real_write(*args, **kwargs)

    monkeypatch.setattr(writing, "write_cards", counted)
    path = tmp_path / "big.csv"
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["name", "grade", "power", "shield", "clan", "text"])
        for i in range(20_000):
            writer.writerow([f"Bulk Card {i:05d}, \"No. {i}\"", i % 4, 5000 + i % 7 * 1000,
                             5000, f"Clan {i % 9}", f"Text of card {i}."])  # fmt: skip
    seen: list[tuple[int, int]] = []
    report = import_file(path, library, progress=lambda done, total: seen.append((done, total)))
    assert report.added == 20_000 and not report.skipped
    assert writing.BATCH >= 500 and batches == -(-20_000 // writing.BATCH)
    assert seen[0] == (0, 20_000) and seen[-1] == (20_000, 20_000) and len(seen) >= 20
    assert [done for done, _ in seen] == sorted(done for done, _ in seen)
    assert len(library.all_cards("vanguard")) == 20_000


def test_read_cards_does_not_touch_the_library(library: Library) -> None:
    cards, report = read_cards(CGS.read_bytes(), "cgs")
    assert len(cards) == 13 and not library.path.exists()
    assert report.source == "cgs"


# -- properties --------------------------------------------------------------------------------

_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=20,
)
_field = st.sampled_from(
    ["name", "grade", "power", "shield", "type", "effect", "trigger", "skills", "gift",
     "sentinel", "critical", "kind", "Name", "clan", "number", "trigger_power", "x"]
)  # fmt: skip
_records = st.lists(st.dictionaries(_field, _json, max_size=8), max_size=6)
_settings = settings(
    max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)


def _import_never_raises_anything_else(library: Library, data: bytes) -> None:
    before = _rows(library)
    try:
        report = import_bytes(data, "fuzz", library)
    except CardImportError as exc:
        assert str(exc).startswith("cannot import fuzz: ")
        assert _rows(library) == before
        return
    assert report.added + report.changed + report.unchanged + len(report.skipped) >= 0
    for card in library.all_cards("vanguard"):
        assert card.name == card.name.strip() and card.name


@_settings
@given(data=st.binary(max_size=400))
def test_arbitrary_bytes(stocked: Library, data: bytes) -> None:
    _import_never_raises_anything_else(stocked, data)


@_settings
@given(value=_json)
def test_arbitrary_json(stocked: Library, value: Any) -> None:
    _import_never_raises_anything_else(stocked, json.dumps(value).encode())


@_settings
@given(records=_records)
def test_arbitrary_card_records_as_json_and_csv(stocked: Library, records: list[Any]) -> None:
    _import_never_raises_anything_else(stocked, json.dumps(records).encode())
    columns = sorted({key for record in records for key in record})
    if columns:
        lines = [columns] + [[json.dumps(r.get(c)) for c in columns] for r in records]
        text = "\n".join(",".join(f'"{cell.replace(chr(34), chr(34) * 2)}"' for cell in line)
                         for line in lines)  # fmt: skip
        _import_never_raises_anything_else(stocked, text.encode("utf-8", "surrogatepass"))

"""The reading of an imported card's printed text is kept with the card at import (with the
span of each ability and the reader's version), read again when the text or the reader
changes, deleted with the card; the table plays it, and a hand-written ability beats it across
re-imports. The cards are invented, in the data's shape."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from playtester.cards.library import default_library
from playtester.cards.schema import CardLibraryDamaged
from playtester.cli import main
from playtester.engine import Game
from playtester.games.vanguard import card_abilities, text_reader
from playtester.games.vanguard.state import vg
from tests.positions import allow, face_up_damage, player

DRAWS = "[AUTO](VC):When this unit attacks, [COST][Counter Blast 1], draw a card."
SET = [
    {"name": "Quillon Vanguard", "number": "V-XX01/001EN", "type": "Normal Unit",
     "clan": "Ember Court", "grade": 3, "power": 13000, "shield": None, "effect": DRAWS},
    {"name": "Quillon Page", "number": "V-XX01/002EN", "type": "Normal Unit",
     "clan": "Ember Court", "grade": 0, "power": 5000, "shield": 10000, "effect": ""},
    {"name": "Quillon Guard", "number": "V-XX01/003EN", "type": "Normal Unit",
     "clan": "Ember Court", "grade": 1, "power": 8000, "shield": 5000,
     "effect": "[CONT](RC):Your opponent sneezes."},
]  # fmt: skip


def imported(tmp_path: Path, cards: list[dict[str, Any]] = SET) -> None:
    path = tmp_path / "set.json"
    path.write_text(json.dumps(cards), "utf-8")
    assert main(["cards", "import", str(path)]) == 0


def kept() -> dict[str, tuple[str, str]]:
    """The readings in the library: name -> (version, reading)."""
    with sqlite3.connect(default_library().path) as conn:
        rows = conn.execute(
            "SELECT c.name, r.version, r.reading FROM readings AS r JOIN cards AS c"
            " ON c.id = r.card"
        ).fetchall()
    return {name: (version, reading) for name, version, reading in rows}


def test_the_reading_is_kept_at_import_with_its_span(tmp_path: Path) -> None:
    imported(tmp_path)
    found = kept()
    assert set(found) == {"Quillon Vanguard", "Quillon Guard"}  # no text: nothing to read
    version, reading = found["Quillon Vanguard"]
    assert version == card_abilities.reader_version()
    [ability] = json.loads(reading)
    assert (ability["start"], ability["end"], ability["whole"]) == (0, len(DRAWS), True)
    assert "counterblast 1" in ability["ability"] and "draw 1" in ability["ability"]
    [unread] = json.loads(found["Quillon Guard"][1])
    assert unread["ability"] is None and unread["whole"] is False


def test_card_show_takes_the_kept_reading(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    imported(tmp_path)

    def never(*_: Any) -> Any:
        raise AssertionError("the kept reading is used")

    monkeypatch.setattr(text_reader, "read_text", never)  # (card_abilities reads it there)
    card = default_library().lookup("vanguard", "Quillon Vanguard")
    assert card is not None
    source, [reading] = card_abilities.readings(card)
    assert source == card_abilities.PRINTED and reading.whole and reading.end == len(DRAWS)


def test_a_new_reader_version_or_text_is_read_again_and_unchanged_cards_are_not(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    imported(tmp_path)
    first = kept()
    imported(tmp_path)  # nothing changed: nothing read again
    assert kept() == first
    changed = [dict(SET[0], effect=DRAWS.replace("draw a card", "Soul Charge 1")), *SET[1:]]
    imported(tmp_path, changed)
    assert "soulcharge 1" in kept()["Quillon Vanguard"][1]
    assert kept()["Quillon Guard"] == first["Quillon Guard"]
    monkeypatch.setattr(card_abilities, "reader_version", lambda: "a newer reader")
    imported(tmp_path, changed)
    assert {v for v, _ in kept().values()} == {"a newer reader"}


def test_a_reading_goes_with_its_card(tmp_path: Path) -> None:
    imported(tmp_path)
    assert main(["card", "remove", "Quillon Guard"]) == 0
    assert set(kept()) == {"Quillon Vanguard"}


def test_a_library_without_the_trigger_that_deletes_readings_is_damaged(tmp_path: Path) -> None:
    imported(tmp_path)
    library = default_library()
    path = library.path
    library.close()
    with sqlite3.connect(path) as conn:
        conn.execute('DROP TRIGGER "readings_ad"')
    conn.close()
    with pytest.raises(CardLibraryDamaged, match="readings_ad"):
        type(library)(path).open_existing()


def attack(name: str, card_text: str = "read") -> Game:
    """The imported card on VC (player 0) has attacked: its abilities wait, if any."""
    deck = ["Quillon Page"] * 5
    me = player(circles={"VC": name}, hand=[], deck=deck, damage=face_up_damage(2, "Quillon Page"))
    doc: dict[str, Any] = {"turn": 3, "active": 0, "phase": "battle", "step": "attack"}
    doc |= {"card_text": card_text, "format": "premium"}
    doc["players"] = [me, player(circles={"VC": "Quillon Page"}, hand=[], deck=deck)]
    g = Game.from_position(doc)
    allow(g, "attack VC -> VC")
    return g


def test_the_table_plays_an_imported_cards_reading(tmp_path: Path) -> None:
    imported(tmp_path)
    g = attack("Quillon Vanguard")
    assert len(vg(g.state).pending) == 1
    allow(g, 'use "Quillon Vanguard"')
    assert len(g.state.zones[0]["hand"]) == 1
    g.undo()
    assert len(g.state.zones[0]["hand"]) == 0 and len(vg(g.state).pending) == 1


def test_a_game_from_before_printed_text_was_read_plays_on_without_its_reading(
    tmp_path: Path,
) -> None:
    """A position, save or recording of a game dealt before the table played printed text
    (`"card_text": "automated"`) replays as it was played: the reading is not offered."""
    imported(tmp_path)
    old = attack("Quillon Vanguard", card_text="automated")
    assert vg(old.state).pending == ()
    assert old.to_position()["card_text"] == "automated"  # and stays so when written again
    new = attack("Quillon Vanguard")
    assert len(vg(new.state).pending) == 1 and new.to_position()["card_text"] == "read"


def test_a_hand_written_ability_beats_the_reading_at_the_table_across_imports(
    tmp_path: Path,
) -> None:
    imported(tmp_path)
    written = "auto VC when attacks; do soulcharge 2"
    assert main(["card", "edit", "Quillon Vanguard", "--ability", written]) == 0
    imported(tmp_path)
    g = attack("Quillon Vanguard")
    allow(g, 'use "Quillon Vanguard"')
    assert len(g.state.zones[0]["soul"]) == 2 and g.state.zones[0].get("hand", []) == []


def test_many_texts_are_read_in_a_pool_of_processes_as_they_are_here(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from playtester.cards import readings
    from playtester.engine import registry

    imported(tmp_path)
    cards = [c for c in default_library().all_cards("vanguard") if c.text]
    reader = registry.text_reader_for("vanguard")
    assert reader is not None and len(cards) == 2
    here = readings.read_all("vanguard", reader, cards)
    monkeypatch.setattr(readings, "PARALLEL", 1)
    monkeypatch.setattr(readings, "CHUNK", 1)
    monkeypatch.setattr(readings.os, "cpu_count", lambda: 2)
    spawned: list[Any] = []
    import multiprocessing  # (read_all reads it only for a pool)

    real = multiprocessing.get_context
    monkeypatch.setattr(multiprocessing, "get_context", lambda m: spawned.append(m) or real(m))
    assert readings.read_all("vanguard", reader, cards) == here
    assert spawned == ["spawn"]


def test_a_tests_texts_stand_in_for_every_bundled_cards_abilities() -> None:
    from playtester.cards import db
    from playtester.games.vanguard.abilities import ABILITIES
    from tests.positions import ability_texts

    name = next(c.name for c in db.all_cards("vanguard") if c.text and c.grade == 3)
    me = player(circles={"VC": name}, hand=[], deck=[name] * 5)
    doc: dict[str, Any] = {"turn": 3, "active": 0, "phase": "main", "card_text": "read"}
    doc["players"] = [me, player(circles={"VC": name}, hand=[], deck=[name] * 5)]
    g = Game.from_position(doc)
    assert ABILITIES.texts_of(g.state).get(name) is not None  # the bundled abilities
    with ability_texts('card "Nobody"\n  auto VC when attacks\n    do draw 1\n'):
        assert ABILITIES.texts_of(Game.from_position(doc).state).get(name) is None


def test_a_text_changed_by_a_program_that_keeps_no_readings_is_read_again(tmp_path: Path) -> None:
    imported(tmp_path)
    library = default_library()
    library.close()
    with sqlite3.connect(library.path) as conn:  # an older program changes the text alone
        conn.execute("UPDATE cards SET text = 'Soul Charge 1.' WHERE name = 'Quillon Vanguard'")
        conn.execute("UPDATE cards SET picture = 'x.png' WHERE name = 'Quillon Guard'")
    conn.close()
    assert set(kept()) == {"Quillon Guard"}  # (another field changed: the reading stands)

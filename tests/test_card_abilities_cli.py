"""Card abilities from the shell: `card show` prints each ability of an imported card's printed
text as read (with where it stands in the text) and what was not; `card edit --ability` writes
them by hand, which beats the reading and survives a re-import; `cards abilities --coverage`
and `deck check` say how much is read. The cards are invented, in the data's shape."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from playtester.cli import main

SET = [
    {"name": "Quillon Vanguard", "number": "V-XX01/001EN", "type": "Normal Unit",
     "clan": "Ember Court", "grade": 3, "power": 13000, "shield": None,
     "effect": "[AUTO](VC):When this unit attacks, [COST][Counter Blast 1], draw a card.\n"
               "[CONT](VC):During your turn, this unit gets [Power] +2000."},
    {"name": "Quillon Squire", "number": "V-XX01/002EN", "type": "Normal Unit",
     "clan": "Ember Court", "grade": 1, "power": 8000, "shield": 5000,
     "effect": "[AUTO](RC):When placed, [COST][Lock this unit], draw a card.\n"
               "[CONT](RC):Your opponent sneezes."},
    {"name": "Quillon Elder", "number": "BT90/003EN", "type": "Normal Unit",
     "clan": "Ember Court", "grade": 2, "power": 10000, "shield": 5000,
     "effect": "[AUTO](VC/RC):[Soul Blast (1)] When this unit's attack hits, you may pay the"
               " cost. If you do, Soul Charge 1."},
    {"name": "Quillon Page", "number": "BT90/004EN", "type": "Normal Unit",
     "clan": "Ember Court", "grade": 0, "power": 5000, "shield": 10000, "effect": ""},
]  # fmt: skip


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def imported(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> Path:
    path = tmp_path / "set.json"
    path.write_text(json.dumps(SET), "utf-8")
    code, out, err = run(capsys, "cards", "import", str(path))
    assert code == 0 and "4 added" in out, (out, err)
    return path


def test_card_show_prints_each_ability_as_read_and_what_was_not(
    capsys: pytest.CaptureFixture[str], imported: Path
) -> None:
    code, out, _ = run(capsys, "card", "show", "Quillon Vanguard")
    assert code == 0
    at = out.index("  abilities (read from the printed text; 2 of 2 read whole):")
    assert out[at:].splitlines()[1:] == [
        "    1. read (characters 0-72): [AUTO](VC):When this unit attacks, [COST][Counter Blast"
        " 1], draw a card.",
        "       auto VC when attacks",
        "         cost counterblast 1",
        "         do draw 1",
        "    2. read (characters 73-131): [CONT](VC):During your turn, this unit gets [Power]"
        " +2000.",
        "       cont VC",
        "         if my turn",
        "         do power {self} +2000",
    ]
    code, out, _ = run(capsys, "card", "show", "Quillon Squire")
    tail = out[out.index("  abilities (") :].splitlines()
    assert tail[0] == "  abilities (read from the printed text; 0 of 2 read whole):"
    assert tail[1].startswith("    1. in part (characters 0-60): [AUTO](RC):When placed,")
    assert tail[2:5] == [
        "       auto RC when placed",
        "         by hand: [COST][Lock this unit], draw a card.",
        "    2. by hand (characters 61-94): [CONT](RC):Your opponent sneezes.",
    ]


def test_a_hand_written_ability_beats_the_reading_and_survives_a_re_import(
    capsys: pytest.CaptureFixture[str], imported: Path
) -> None:
    code, out, err = run(
        capsys, "card", "edit", "Quillon Squire",
        "--ability", "auto RC when placed; by hand: pay Energy Blast 3, then draw a card",
        "--ability", "cont RC; by hand: nothing the table does",
    )  # fmt: skip
    assert (code, err) == (0, ""), err
    assert out.splitlines()[0] == 'abilities of "Quillon Squire" kept (imports keep it)'
    code, out, _ = run(capsys, "cards", "import", str(imported))
    assert "0 added, 0 changed, 4 unchanged" in out
    code, out, _ = run(capsys, "card", "show", "Quillon Squire")
    tail = out[out.index("  abilities (") :].splitlines()
    assert tail[0].startswith("  abilities (written by you (card edit --ability)")
    assert tail[1:4] == [
        "    1. as written:",
        "       auto RC when placed",
        "         by hand: pay Energy Blast 3, then draw a card",
    ]
    code, out, _ = run(capsys, "card", "edit", "Quillon Squire", "--ability", "none")
    assert out.splitlines()[0] == (
        'abilities of "Quillon Squire" cleared: the printed text\'s reading is used'
    )
    code, out, _ = run(capsys, "card", "show", "Quillon Squire")
    assert "  abilities (read from the printed text; 0 of 2 read whole):" in out


def test_a_hand_written_ability_in_words_the_game_does_not_know_is_refused(
    capsys: pytest.CaptureFixture[str], imported: Path
) -> None:
    code, _, err = run(capsys, "card", "edit", "Quillon Squire", "--ability", "auto XX when hits")
    assert code == 1
    assert "'auto XX when hits': 'XX': not a place an ability works" in err
    code, _, err = run(capsys, "card", "edit", "Quillon Squire", "--ability", "draw 1")
    assert code == 1 and "an ability starts with auto, act, cont or by hand" in err
    code, out, _ = run(capsys, "card", "show", "Quillon Squire")
    assert "read from the printed text" in out  # nothing was kept


def test_coverage_per_era_and_of_one_era(
    capsys: pytest.CaptureFixture[str], imported: Path
) -> None:
    code, out, _ = run(capsys, "cards", "abilities", "--coverage")
    assert code == 0
    assert out.splitlines() == [
        "classic: 1 abilities: 100% read whole, 0% not (by hand); cost read for 100% of 1 with"
        " one; 1 of 1 cards (100%) read whole",
        "V: 4 abilities: 50% read whole, 50% not (by hand); cost read for 50% of 2 with one;"
        " 1 of 2 cards (50%) read whole",
        "all: 5 abilities: 60% read whole, 40% not (by hand); cost read for 67% of 3 with one;"
        " 2 of 3 cards (67%) read whole",
    ]
    code, out, _ = run(capsys, "cards", "abilities", "--coverage", "--era", "classic")
    assert out.splitlines() == [
        "classic: 1 abilities: 100% read whole, 0% not (by hand); cost read for 100% of 1 with"
        " one; 1 of 1 cards (100%) read whole",
    ]
    written = ("cont RC; if my turn; do power {self} +1000", "auto RC when placed; do draw 1")
    code, out, _ = run(
        capsys, "card", "edit", "Quillon Squire", "--ability", written[0], "--ability", written[1]
    )
    assert code == 0
    code, out, _ = run(capsys, "cards", "abilities", "--coverage", "--era", "V")
    assert out.splitlines() == [
        "V: 4 abilities: 100% read whole, 0% not (by hand); cost read for 100% of 1 with one;"
        " 2 of 2 cards (100%) read whole",
    ]


def test_deck_check_says_the_coverage_and_the_cards_to_write_by_hand(
    capsys: pytest.CaptureFixture[str], imported: Path, tmp_path: Path
) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("4x Quillon Vanguard\n4x Quillon Squire\n4x Quillon Page\n", "utf-8")
    code, out, _ = run(capsys, "deck", "check", str(deck), "--format", "premium")
    assert code == 1  # twelve cards: not a legal deck, but its cards are known
    assert out.splitlines()[-2:] == [
        "  abilities: 4 abilities: 50% read whole, 50% not (by hand); cost read for 50% of 2"
        " with one; 1 of 2 cards (50%) read whole",
        '  to write by hand (`playtester card edit NAME --ability ...`): "Quillon Squire"',
    ]

"""`playtester cards import|search` and `playtester card add|edit|remove|show`."""

from __future__ import annotations

import csv
from pathlib import Path

import pytest

from playtester.cards.library import default_library
from playtester.cli import main

FIXTURES = Path(__file__).parent / "fixtures" / "cards"
CGS = FIXTURES / "cgs-set.json"
CSV = FIXTURES / "cards.csv"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_import_prints_counts_skips_and_notes(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, out, err = run(capsys, "cards", "import", str(CGS), str(CSV))
    assert code == 0 and err == ""  # a short import on a pipe: no progress bar
    lines = out.splitlines()
    assert lines[0] == (
        "2 files: 19 added, 0 changed, 0 unchanged, 6 skipped (CSV and Card Game Simulator JSON)"
    )
    assert (
        "  skipped cgs-set.json item 12 \"Broken Power Golem\" (power): 'lots' is not a number"
        in lines
    )
    assert any(line.startswith("  note: 2 trigger unit(s)") for line in lines)
    code, out, _ = run(capsys, "cards", "import", str(CSV))
    assert out.splitlines()[0] == f"{CSV}: 0 added, 0 changed, 6 unchanged, 3 skipped (CSV)"
    folder = tmp_path / "sets"
    folder.mkdir()
    for path in (CGS, CSV):
        (folder / path.name).write_bytes(path.read_bytes())
    (folder / "notes.txt").write_text("not a card file", "utf-8")
    code, out, _ = run(capsys, "cards", "import", str(folder))  # a folder: its card files
    assert out.splitlines()[0].startswith("2 files: 0 added, 0 changed, 19 unchanged")


def test_a_failed_file_exits_1_and_the_others_still_import(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    broken = tmp_path / "broken.json"
    broken.write_bytes(CGS.read_bytes()[:500])
    code, out, err = run(capsys, "cards", "import", str(broken), str(CSV))
    assert code == 1
    assert f"playtester: cannot import {broken}: not valid JSON" in err
    assert "(the file looks cut short)" in err and "Traceback" not in err
    assert "2 files: 6 added" in out
    assert default_library().lookup("vanguard", "Pyre Medic") is not None


def test_long_skip_lists_are_cut_unless_asked(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "many.csv"
    path.write_text("name,grade\n" + "".join(f"Bad {i},x\n" for i in range(30)), "utf-8")
    _, out, _ = run(capsys, "cards", "import", str(path))
    assert out.count("  skipped line") == 20 and "... and 10 more skipped (--all" in out
    _, out, _ = run(capsys, "cards", "import", "--all", str(path))
    assert out.count("  skipped line") == 30


def test_big_imports_show_progress_on_stderr(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "big.csv"
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["name", "grade", "power"])
        writer.writerows([f"Bulk {i}", i % 4, 5000] for i in range(2500))
    code, out, err = run(capsys, "cards", "import", str(path))
    assert code == 0 and "2500 added" in out
    assert "\r[############..................] writing 1,000/2,500 printings" in err
    assert err.endswith("\r[##############################] writing 2,500/2,500 printings\n")


def test_search_prints_a_table(capsys: pytest.CaptureFixture[str]) -> None:
    run(capsys, "cards", "import", str(CGS))
    code, out, _ = run(capsys, "cards", "search", "tallow")
    assert code == 0
    lines = out.splitlines()
    assert lines[0].split() == ["number", "G", "power", "shield", "marks", "kind", "clan", "name"]
    assert lines[1].split() == ["FX01/005EN", "0", "5000", "10000", "heal", "unit", "Lumen",
                                "Order", "Tallow", "Mender", "[imported]"]  # fmt: skip
    assert lines[-1] == "1 card"
    _, out, _ = run(capsys, "cards", "search", "pyrev", "--grade", "3", "--clan", "cinder")
    assert "Pyrevast, the Ember Tyrant" in out and "[" not in out.splitlines()[1]
    _, out, _ = run(capsys, "cards", "search", "--trigger", "heal", "--limit", "2")
    assert out.splitlines()[-1] == "2 cards (the first ones; --limit shows more)"
    _, out, _ = run(capsys, "card", "show", "Tallow Mender")
    assert "  shield: 10000\n" in out
    assert "  trigger: heal  (its reminder limits a deck to four heal triggers)" in out
    _, out, _ = run(capsys, "cards", "search", "zzzzqqq")
    assert out == "no cards found\n"
    _, out, _ = run(capsys, "cards", "search", "--power-min", "15000", "--kind", "g_unit")
    assert all(" G unit " in line for line in out.splitlines()[1:-1])


def test_search_rejects_unknown_choices(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["cards", "search", "x", "--trigger", "overdrive"])
    assert exited.value.code == 2
    assert "invalid choice: 'overdrive'" in capsys.readouterr().err


@pytest.mark.parametrize(
    "argv",
    [
        ["cards", "search", "x"],
        ["cards", "import", "cards.csv"],
        ["card", "show", "x"],
        ["card", "add", "--name", "x"],
        ["render", "face", "x", "out.png"],
    ],
)
def test_a_game_that_is_not_one_is_refused(
    capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    """`--game bogus` found nothing and exited 0, as if the game had no such card."""
    with pytest.raises(SystemExit) as exited:
        main([*argv, "--game", "bogus"])
    assert exited.value.code == 2
    assert "--game: invalid choice: 'bogus' (choose from 'vanguard', 'wixoss')" in (
        capsys.readouterr().err
    )


def test_card_add_show_edit_remove(capsys: pytest.CaptureFixture[str]) -> None:
    name = 'Proxy "Zero", the Unreleased'
    code, out, _ = run(
        capsys, "card", "add", "--name", name, "--grade", "3", "--power", "13000",
        "--clan", "Lumen Order", "--gift", "protect", "--text", "Custom, with commas.",
    )  # fmt: skip
    assert code == 0 and out.splitlines()[0] == f'added custom card "{name}"'
    card = default_library().lookup("vanguard", name)
    assert card is not None and card.skills == ("twin_drive",) and card.gift == "protect"
    code, out, _ = run(capsys, "card", "show", name.upper())
    assert out.splitlines()[0] == f"{name}  [custom]"
    assert "  power: 13000" in out and "  skills: twin_drive" in out
    code, out, _ = run(capsys, "card", "edit", name, "--power", "14000", "--gift", "none")
    assert code == 0 and out.startswith(f'updated custom card "{name}"')
    card = default_library().lookup("vanguard", name)
    assert card is not None and (card.power, card.gift, card.grade) == (14000, None, 3)
    code, out, _ = run(capsys, "card", "remove", name)
    assert code == 0 and out == f'removed "{name}" from your library\n'
    assert default_library().lookup("vanguard", name) is None


def test_card_add_checks_fields(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "card", "add", "--name", "Bad", "--grade", "2", "--trigger", "heal")
    assert code == 1 and err == (
        "playtester: --trigger: only a grade 0 unit or a trigger order can be a trigger\n"
    )
    code, _, err = run(capsys, "card", "add", "--name", "Bad", "--skills", "boost,fly")
    assert code == 1 and "--skills: 'fly' is not one of boost" in err
    code, _, err = run(capsys, "card", "add", "--name", " ")
    assert code == 1 and "--name: every card needs a name" in err
    assert not default_library().path.exists()


def test_a_custom_card_over_a_bundled_one(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "card", "edit", "Pyrevast, the Ember Tyrant", "--power", "12000")
    assert code == 0
    assert "(it replaces the bundled card of that name in decks and searches)" in out
    _, out, _ = run(capsys, "card", "show", "Pyrevast, the Ember Tyrant")
    assert "[custom]" in out and "power: 12000" in out
    code, _, _ = run(capsys, "card", "remove", "Pyrevast, the Ember Tyrant")
    assert code == 0
    code, _, err = run(capsys, "card", "remove", "Pyrevast, the Ember Tyrant")
    assert code == 1 and "is a bundled card; only your own cards can be removed" in err
    _, out, _ = run(capsys, "card", "show", "Pyrevast, the Ember Tyrant")
    assert "[bundled]" in out


def test_unknown_card_names_get_suggestions(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "card", "show", "Pyrevast the Ember Tyrnt")
    assert code == 1
    assert err == (
        "playtester: no card named 'Pyrevast the Ember Tyrnt'"
        " (did you mean 'Pyrevast, the Ember Tyrant'?)\n"
    )


def test_a_damaged_library_is_reported_not_a_traceback(capsys: pytest.CaptureFixture[str]) -> None:
    default_library().path.write_bytes(b"not sqlite at all " * 200)
    for argv in (["cards", "import", str(CSV)], ["cards", "search", "x"], ["card", "show", "x"]):
        code, _, err = run(capsys, *argv)
        assert code == 1 and "your card library" in err and "library.db" in err
        assert "is damaged" in err and "playtester cards move-aside" in err


def test_card_show_gives_grade_0_and_trigger_power(capsys: pytest.CaptureFixture[str]) -> None:
    _, out, _ = run(capsys, "card", "show", "Blazehorn Hatchling")
    lines = out.splitlines()
    assert "  grade: 0" in lines and "  trigger: critical" in lines
    assert "  trigger power: 5000" in lines
    _, out, _ = run(capsys, "card", "show", "Hatchling of the Red Caldera")
    lines = out.splitlines()
    assert "  grade: 0" in lines and "  trigger: -" in lines
    assert not any(line.startswith("  trigger power") for line in lines)  # no trigger


def test_a_custom_card_names_its_picture(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, _ = run(capsys, "card", "add", "--name", "Pictured", "--picture", "art/pictured.png")
    assert code == 0
    card = default_library().lookup("vanguard", "Pictured")
    assert card is not None and card.picture == "art/pictured.png"
    _, out, _ = run(capsys, "card", "show", "Pictured")
    assert "  picture: art/pictured.png" in out.splitlines()
    _, out, _ = run(capsys, "card", "show", "Blazehorn Hatchling")
    assert not any(line.startswith("  picture") for line in out.splitlines())  # none given


def _two_printings() -> None:
    from playtester.games.vanguard.cards import VanguardCard

    default_library().add_cards(
        [
            VanguardCard("Twin Print Knight", grade=2, power=9000, clan="Lumen Order",
                         number="TP01/001EN"),
            VanguardCard("Twin Print Knight", grade=2, power=10000, clan="Lumen Order",
                         number="V-TP01/005EN"),
        ]
    )  # fmt: skip


def test_search_lists_each_printing_with_its_set_number(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Two printings of a name are two lines that differ by their set numbers, and a set number
    typed finds its printing alone."""
    _two_printings()
    code, out, _ = run(capsys, "cards", "search", "twin print")
    lines = out.splitlines()
    assert code == 0 and lines[0].split()[0] == "number" and lines[-1] == "2 cards"
    assert [line.split()[:3] for line in lines[1:3]] == [
        ["TP01/001EN", "2", "9000"],
        ["V-TP01/005EN", "2", "10000"],
    ]
    _, out, _ = run(capsys, "cards", "search", "v-tp01/005")
    assert out.splitlines()[1].split()[:3] == ["V-TP01/005EN", "2", "10000"]
    assert out.splitlines()[-1] == "1 card"


def test_card_show_takes_a_set_number(capsys: pytest.CaptureFixture[str]) -> None:
    _two_printings()
    code, out, _ = run(capsys, "card", "show", "v-tp01/005en")
    lines = out.splitlines()
    assert code == 0 and lines[0] == "Twin Print Knight V-TP01/005EN  [imported]"
    assert "  power: 10000" in lines and "  power: 9000" not in lines
    _, out, _ = run(capsys, "card", "show", "PT01/036")  # a bundled printing
    assert out.splitlines()[0] == "Maribel, Captain of the Storm Shoals PT01/036  [bundled]"
    code, _, err = run(capsys, "card", "show", "TP09/999EN")
    assert code == 1 and err == "playtester: no card has the set number 'TP09/999EN'\n"

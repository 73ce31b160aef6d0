"""`playtester deck check FILE [--format]` and `playtester deck show FILE`."""

from __future__ import annotations

from pathlib import Path

import pytest

from playtester.cards.library import default_library
from playtester.cli import main
from playtester.games.vanguard.cards import VanguardCard

DECKS = Path(__file__).resolve().parents[1] / "assets" / "decks"
DEMO = DECKS / "brasswork-covenant.txt"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def _checked(out: str) -> str:
    """A deck check's output without its lines about the cards' abilities (how much of their
    text is read: tests/test_card_abilities_cli.py checks those)."""
    kept = [line for line in out.splitlines(keepends=True) if not line.startswith(ABILITY_LINES)]
    return "".join(kept)


ABILITY_LINES = ("  abilities: ", "  to write by hand ")


def _write(tmp_path: Path, text: str, name: str = "deck.txt") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize("deck", sorted(DECKS.glob("*.txt")), ids=lambda p: p.stem)
def test_demo_decks_are_legal(capsys: pytest.CaptureFixture[str], deck: Path) -> None:
    code, out, _ = run(capsys, "deck", "check", str(deck))
    assert code == 0, out
    assert _checked(out) == f"{deck}: legal in the standard format (50 cards, 16 triggers)\n"


def test_unknown_names_are_listed_with_lines_and_suggestions(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    text = DEMO.read_text(encoding="utf-8")
    text = text.replace("4x Piston Knight Ferrum", "4x Piston Knight Feral")
    text = text.replace("4x Spark Gap Beetle", "4x Sparks Gap Beetle\n2x Totally Unknown Thing")
    path = _write(tmp_path, text)
    code, out, _ = run(capsys, "deck", "check", str(path))
    assert code == 1
    lines = out.splitlines()
    assert lines[0] == f"{path}: 3 problems (standard format)"
    assert lines[1:4] == [
        '  line 12: unknown card "Piston Knight Feral" (did you mean "Piston Knight Ferrum"?)',
        '  line 24: unknown card "Sparks Gap Beetle" (did you mean "Spark Gap Beetle"?)',
        '  line 25: unknown card "Totally Unknown Thing"',
    ]
    assert lines[4] == "  (the deck's construction is checked once every card is known)"


def test_construction_problems_are_all_listed(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    text = DEMO.read_text(encoding="utf-8").replace("4x Oilcan Nursebot", "6x Oilcan Nursebot")
    path = _write(tmp_path, text + "\nG Zone:\n1x Hesperon, Master of the Perpetual Engine\n")
    code, out, _ = run(capsys, "deck", "check", str(path))
    assert code == 1
    assert _checked(out).splitlines() == [
        f"{path}: 5 problems (standard format)",
        "  the main deck has 52 cards; it must have exactly 50",
        '  6 copies of "Oilcan Nursebot"; at most 4 of a card',
        "  18 trigger units; a deck has exactly 16",
        "  6 heal triggers; at most 4",
        "  the standard format has no G zone; use the g or premium format",
    ]


def test_g_format_with_a_g_zone(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    g_zone = "\nG Zone:\n4x Hesperon, Master of the Perpetual Engine\n"
    path = _write(tmp_path, DEMO.read_text(encoding="utf-8") + g_zone)
    code, out, _ = run(capsys, "deck", "check", str(path), "--format", "g")
    legal = f"{path}: legal in the g format (50 cards, 16 triggers, G zone 4)\n"
    assert (code, _checked(out)) == (0, legal)
    code, out, _ = run(capsys, "deck", "check", str(path), "--format", "premium")
    assert code == 0


def test_unreadable_lines_and_files(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = _write(tmp_path, "4x Windup Fledgling Tik\n0x Blueprint Drone\n")
    code, out, _ = run(capsys, "deck", "check", str(path))
    assert code == 1 and "  line 2: count 0 is not between 1 and 99" in out
    code, out, _ = run(capsys, "deck", "check", str(tmp_path / "missing.txt"))
    assert code == 1 and f"cannot read {tmp_path / 'missing.txt'}: No such file" in out
    binary = tmp_path / "deck.bin"
    binary.write_bytes(bytes(range(256)) * 10)
    code, out, _ = run(capsys, "deck", "check", str(binary))
    assert code == 1 and "binary data" in out


def test_encodings_of_deck_files(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "deck16.txt"
    path.write_bytes(DEMO.read_text(encoding="utf-8").encode("utf-16"))
    code, out, _ = run(capsys, "deck", "check", str(path))
    assert code == 0, out


def test_custom_cards_can_be_used_in_decks(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    text = DEMO.read_text(encoding="utf-8").replace(
        "2x Mainspring Colossus", '2x Proxy "Mainspring", Mk II'
    )
    path = _write(tmp_path, text)
    code, out, _ = run(capsys, "deck", "check", str(path))
    assert code == 1 and 'unknown card "Proxy "Mainspring", Mk II"' in out
    default_library().upsert_custom(VanguardCard('Proxy "Mainspring", Mk II', grade=3, power=12000))
    code, out, _ = run(capsys, "deck", "check", str(path))
    assert code == 0, out
    _, out, _ = run(capsys, "deck", "show", str(path))
    assert '  2x Proxy "Mainspring", Mk II' in out


def test_show_groups_by_grade_with_totals(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "deck", "show", str(DEMO))
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == f"{DEMO} (the standard format: classic era printings)"
    assert lines[1:4] == ["First vanguard: Windup Fledgling Tik", "", "Grade 3 (8)"]
    assert lines[4].split()[:5] == ["4x", "Grand", "Regulator", "Hesperon", "11000"]
    assert lines[4].endswith("[PT01/054: the only printing]")  # which printing it plays, why
    assert "Grade 2 (11)" in lines and "Grade 1 (14)" in lines and "Grade 0 (17)" in lines
    assert lines.index("Grade 3 (8)") < lines.index("Grade 2 (11)") < lines.index("Grade 0 (17)")
    assert any(" sentinel " in line and "Balance Wheel Aegis" in line for line in lines)
    assert any("  heal " in line and "Oilcan Nursebot" in line for line in lines)
    assert lines[-1] == (
        "Main deck: 50 cards; 16 triggers (4 critical, 4 draw, 4 heal, 4 stand); 4 sentinels"
    )


def test_show_with_a_g_zone_and_problems(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    g_zone = "\nG Zone:\n2x Hesperon, Master of the Perpetual Engine\n"
    path = _write(tmp_path, DEMO.read_text(encoding="utf-8") + g_zone)
    _, out, _ = run(capsys, "deck", "show", str(path))
    assert "G zone (2)" in out and out.rstrip().endswith("; G zone: 2 cards")
    bad = _write(tmp_path, "4x Nobody Knows Me\n", "bad.txt")
    code, out, err = run(capsys, "deck", "show", str(bad))
    assert code == 1 and out == ""
    assert err == f'{bad}: cannot show the deck\n  line 1: unknown card "Nobody Knows Me"\n'


WIXOSS = DECKS / "wixoss"


@pytest.mark.parametrize("deck", sorted(WIXOSS.glob("*.txt")), ids=lambda p: p.stem)
def test_wixoss_demo_decks_check_and_show(capsys: pytest.CaptureFixture[str], deck: Path) -> None:
    code, out, _ = run(capsys, "deck", "check", str(deck), "--game", "wixoss")
    assert code == 0 and "a legal WIXOSS deck (40 cards" in out and "; LRIG deck 1" in out
    code, out, _ = run(capsys, "deck", "show", str(deck), "--game", "wixoss")
    assert code == 0 and "Center LRIG: " in out and "LRIG deck (1" in out
    assert "Main deck: 40 cards" in out and "Level 1 (" in out


def test_a_wixoss_deck_list_names_the_lines_of_its_problems(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    lines = (WIXOSS / "cinder-pact.txt").read_text(encoding="utf-8").splitlines()
    first = next(i for i, line in enumerate(lines) if line.startswith("4 "))
    name = lines[first][2:]
    lines.insert(first + 1, f"2x {name}")  # six copies in all
    lines.append("Cinderr Whelp")  # a misspelt name
    path = _write(tmp_path, "\n".join(lines) + "\n")
    code, out, _ = run(capsys, "deck", "check", str(path), "--game", "wixoss")
    assert code == 1, out
    assert f"line {len(lines)}" in out and "Cinder Whelp" in out  # the typo, and a suggestion
    lines.pop()
    path = _write(tmp_path, "\n".join(lines) + "\n")
    code, out, _ = run(capsys, "deck", "check", str(path), "--game", "wixoss")
    assert code == 1 and "the main deck has 42 cards; it must have exactly 40" in out
    assert f'lines {first + 1} and {first + 2}: 6 copies of "{name}"; at most 4' in out


# -- deck stats -----------------------------------------------------------------------------------

OTHER = DECKS / "cinderwing-dominion.txt"


def test_deck_stats_prints_the_exact_and_simulated_figures(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = ("deck", "stats", str(DEMO), "--against", str(OTHER), "--games", "20", "--seed", "3")
    code, out, err = run(capsys, *args, "--processes", "1")
    assert code == 0 and err == ""  # no progress bar when stderr is not a terminal
    lines = out.splitlines()
    assert lines[0] == (
        "Brasswork Covenant against Cinderwing Dominion: standard format, 20 games (seed 3)"
    )
    assert "  exact, going first             96.5%   94.1%   90.9%" in lines
    assert any(line.startswith("  simulated, going second") for line in lines)
    assert any(line.startswith("Triggers checked per game: critical ") for line in lines)
    assert lines[-1].startswith("Win rate: ") and lines[-1].endswith("of 20 games")
    again = run(capsys, *args, "--processes", "2")
    assert again == (0, out, "")  # a seed gives the same figures on any number of processes


def test_deck_stats_json_for_scripts(capsys: pytest.CaptureFixture[str]) -> None:
    import json

    code, out, _ = run(
        capsys, "deck", "stats", str(DEMO), "--games", "8", "--opponent", "goldfish", "--json"
    )
    assert code == 0
    doc = json.loads(out)
    assert (doc["your_deck"], doc["against"], doc["games"]) == ("Brasswork Covenant",) * 2 + (8,)
    assert doc["opponent"] == {"level": "goldfish", "title": "Goldfish"}
    assert doc["win_rate"]["wins"] == 8  # a goldfish never attacks
    assert [g["label"] for g in doc["exact"]["goals"]] == ["turn 1", "turn 2", "turn 3"]
    curve = next(m for m in doc["measures"] if m["key"] == "curve")
    assert curve["exact"] == "chain" and len(curve["first"]) == 3
    assert 0 <= curve["first"][0]["low"] <= curve["first"][0]["value"] <= curve["first"][0]["high"]


def test_deck_stats_draws_the_windows_plots(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from PIL import Image

    picture = tmp_path / "plots.png"
    code, _, err = run(capsys, "deck", "stats", str(DEMO), "--games", "10", "--png", str(picture))
    assert code == 0, err
    with Image.open(picture) as image:
        assert image.size == (1280, 720)
        assert len(image.convert("RGB").getcolors(2**16) or ()) > 20  # bars, not a blank
    code, _, err = run(capsys, "deck", "stats", str(DEMO), "--games", "10", "--png", str(tmp_path))
    assert code == 1 and "cannot write the picture" in err


def test_deck_stats_says_what_cannot_be_played(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    bad = _write(tmp_path, DEMO.read_text(encoding="utf-8").replace("Spark Gap", "Spork Gap"))
    code, out, err = run(capsys, "deck", "stats", str(bad), "--games", "5")
    assert code == 1 and out == ""
    assert err.startswith(f"{bad}: cannot play the deck\n") and "Spork Gap Beetle" in err
    code, _, err = run(capsys, "deck", "stats", str(DEMO), "--opponent", "grandmaster")
    assert code == 1 and "goldfish, sparring, sharp" in err and "Traceback" not in err
    code, _, err = run(capsys, "deck", "stats", str(tmp_path / "missing.txt"))
    assert code == 1 and "cannot read" in err


@pytest.mark.parametrize("command", ["check", "show", "stats"])
def test_a_list_of_the_other_games_cards_says_which_game(
    capsys: pytest.CaptureFixture[str], command: str
) -> None:
    """A WIXOSS list read as a Vanguard one (the default game), and the other way round: the
    unknown cards are all the other game's, and the command says how to name it."""
    from playtester.resources import demo_decks

    wixoss = str(demo_decks("diva", "wixoss")[0])
    vanguard = str(demo_decks("standard")[0])
    extra = ["--games", "1"] if command == "stats" else []
    code, out, err = run(capsys, "deck", command, wixoss, *extra)
    assert code == 1 and 'unknown card "' in out + err
    assert "(these are WIXOSS cards: add --game wixoss)" in out + err
    code, out, err = run(capsys, "deck", command, vanguard, "--game", "wixoss", *extra)
    assert code == 1
    assert "(these are Cardfight!! Vanguard cards: add --game vanguard)" in out + err
    code, out, err = run(capsys, "deck", "check", vanguard)  # the right game: no such line
    assert "these are" not in out + err


def test_the_table_and_the_demo_say_which_game_a_list_is_for(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from playtester.resources import demo_decks

    wixoss = [str(p) for p in demo_decks("diva", "wixoss")[:2]]
    for command in ("table", "demo"):
        code, _, err = run(capsys, command, "--deck", wixoss[0], "--deck", wixoss[1])
        assert code == 1 and err.rstrip().endswith("(these are WIXOSS cards: add --game wixoss)")


D_DEMO = DECKS / "d" / "stormforge-dominion.txt"


def test_a_crest_listed_in_the_ride_deck_is_set_aside_in_the_d_format(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """Real D era lists name the Ride Deck's crest in the `Ride Deck:` section (the Chronojet
    decks' "Chronojet Dragon", D-SS03/T01EN): it is set aside, no fifth card of the Ride
    Deck."""
    crest = VanguardCard("Stormforge Crest", kind="crest", number="D-PT01/T99")
    default_library().upsert_custom(crest)
    ride_deck = "Ride Deck: (4)\n"
    text = D_DEMO.read_text(encoding="utf-8").replace(ride_deck, ride_deck + "1 D-PT01/T99\n", 1)
    path = _write(tmp_path, text)
    code, out, _ = run(capsys, "deck", "check", str(path), "--format", "d")
    assert code == 0, out
    assert _checked(out).splitlines()[:2] == [
        f"{path}: legal in the d format (50 cards with a Ride Deck of 4, 16 triggers)",
        '  kept aside (no rule of the game plays them): "Stormforge Crest" (crest)',
    ]


def test_the_d_format_refuses_a_g_zone_naming_itself(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    g_zone = "\nG Zone:\n1x Hesperon, Master of the Perpetual Engine\n"
    path = _write(tmp_path, D_DEMO.read_text(encoding="utf-8") + g_zone)
    code, out, _ = run(capsys, "deck", "check", str(path), "--format", "d")
    assert code == 1
    assert (
        "  the d format has no G zone: the D era allows a G deck only beside a few Ride Decks"
        " (Chronojet's), which the table does not play yet" in out.splitlines()
    )

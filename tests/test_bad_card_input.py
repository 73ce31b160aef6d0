"""Bad card input: card files, deck lists and card names that are malformed, too large, in an
unexpected encoding or made to pass for another card. Each gets a sentence naming the problem
(its line, its limit, its character) and loses nothing; none of them takes long to refuse."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from playtester.cards.decklist import MAX_DECK_CHARS, parse_deck, read_deck_file, resolve_deck
from playtester.cards.importers import MAX_COLUMNS, CardImportError, import_bytes, read_cards
from playtester.cards.library import Library
from playtester.cli import main
from playtester.engine.cards import MAX_NAME, name_problem
from playtester.engine.errors import DeckError, PositionError

DEMO = Path(__file__).resolve().parents[1] / "assets" / "decks" / "brasswork-covenant.txt"


@pytest.fixture
def library(tmp_path: Path) -> Library:
    return Library(tmp_path / "library.db")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


# -- item 3: a stray quote in a CSV file -------------------------------------------------------


def test_a_quote_that_never_closes_is_an_error_naming_its_line(library: Library) -> None:
    data = b'name,grade,power\nAlpha,1,8000\n"unterminated,1,2\nBeta,2,10000\nGamma,3,11000\n'
    with pytest.raises(CardImportError) as caught:
        import_bytes(data, "stray.csv", library)
    assert "line 3" in str(caught.value) and "quote" in str(caught.value)
    assert not library.path.exists()  # nothing was written, nothing silently lost


def test_a_stray_quote_never_glues_rows_into_one_card(library: Library) -> None:
    data = b'name,grade,power\nAlpha,1,8000\n"unterminated,1,2\nX,1,2\n"Beta",2,10000\n'
    with pytest.raises(CardImportError, match="line 3"):
        import_bytes(data, "stray.csv", library)
    assert not library.path.exists()


def test_a_quoted_text_over_several_lines_is_still_read(library: Library) -> None:
    data = b'name,grade,text\nAlpha,1,"first line\nsecond line"\nBeta,2,plain\n'
    report = import_bytes(data, "multi.csv", library)
    assert report.added == 2 and not report.skipped
    alpha = library.lookup("vanguard", "Alpha")
    assert alpha is not None and alpha.text == "first line\nsecond line"


def test_the_cli_says_which_line_and_exits_non_zero(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "stray.csv"
    path.write_bytes(b'name,grade\nAlpha,1\n"unterminated,1\nBeta,2\n')
    code, out, err = run(capsys, "cards", "import", str(path))
    assert code == 1 and out == ""
    assert err.count("\n") == 1 and "line 3" in err and "Traceback" not in err


# -- item 8: limits, said when hit ------------------------------------------------------------


def test_a_csv_header_with_too_many_columns_names_the_limit(library: Library) -> None:
    header = ",".join(["name", *(f"c{i}" for i in range(20_000))])
    with pytest.raises(CardImportError) as caught:
        import_bytes(f"{header}\nAlpha\n".encode(), "wide.csv", library)
    assert f"at most {MAX_COLUMNS:,} columns" in str(caught.value)


def test_a_doubled_column_is_found_among_many(library: Library) -> None:
    header = ",".join(["name", *(f"c{i}" for i in range(900)), "c450"])
    with pytest.raises(CardImportError, match="the header names 'c450' twice"):
        import_bytes(f"{header}\nAlpha\n".encode(), "twice.csv", library)


def test_a_card_text_of_a_million_blank_lines_is_read(library: Library) -> None:
    text = "x" + "\n" * 1_000_000 + "x"
    cards, report = read_cards(json.dumps([{"name": "Blank", "text": text}]).encode())
    assert [str(s) for s in report.skipped] == [
        'item 1 "Blank" (text): a card text has at most 10,000 characters, this one 1,000,002'
    ]
    assert cards == []


def test_a_deck_list_over_its_size_limit_says_so() -> None:
    with pytest.raises(DeckError) as caught:
        parse_deck("4x Card\n" * (MAX_DECK_CHARS // 8 + 1))
    assert caught.value.problems == [
        f"the deck list is {MAX_DECK_CHARS + 8:,} characters long; a deck list has at most"
        f" {MAX_DECK_CHARS:,}"
    ]


def test_a_long_card_name_in_a_deck_list_names_the_limit() -> None:
    with pytest.raises(DeckError) as caught:
        parse_deck("4x " + "Lumen Blade " * 7000)
    assert caught.value.problems == [
        f"line 1: a card name has at most {MAX_NAME} characters, this one 83,999"
    ]


def test_a_header_padded_with_spaces_is_still_a_header() -> None:
    deck = parse_deck(
        "Grade 3" + " " * 50_000 + "x:\n4x Alpha\nG Zone" + " " * 50_000 + ":\n1x Beta"
    )
    assert [e.name for e in deck.main] == ["Alpha"] and [e.name for e in deck.g_zone] == ["Beta"]


def test_lines_padded_inside_with_spaces_are_read_to_the_end() -> None:
    for line in ("Grade 3" + " " * 50_000 + "x" + " " * 50_000 + "y",
                 "4x Alpha" + " " * 100_000 + "Beta [BT01-001]"):  # fmt: skip
        with pytest.raises(DeckError) as caught:
            parse_deck(line)
        [problem] = caught.value.problems
        assert problem.startswith(f"line 1: a card name has at most {MAX_NAME} characters")


def test_only_the_first_unknown_names_get_suggestions() -> None:
    deck = parse_deck("\n".join(f"1x Unknown Card {i}" for i in range(500)))
    asked: list[str] = []

    def suggest(game: str, name: str) -> list[str]:
        asked.append(name)
        return ["Known Card"]

    with pytest.raises(DeckError) as caught:
        resolve_deck(deck, lookup=lambda game, name: None, suggest=suggest)
    assert len(caught.value.problems) == 500 and len(asked) == 10
    assert caught.value.problems[9].endswith('(did you mean "Known Card"?)')
    assert caught.value.problems[10] == 'line 11: unknown card "Unknown Card 10"'


# -- item 12: a deck list that is not UTF-8 ---------------------------------------------------


def test_a_deck_list_with_one_bad_byte_says_how_it_was_read(tmp_path: Path) -> None:
    path = tmp_path / "deck.txt"
    path.write_bytes(DEMO.read_bytes().replace(b"Piston", b"Pist\xf6n", 1))
    text, notes = read_deck_file(path)
    assert "Pistön" in text
    assert len(notes) == 1 and "not UTF-8" in notes[0] and "Windows-1252" in notes[0]
    assert "line 12" in notes[0]


def test_deck_check_prints_the_encoding_note(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "deck.txt"
    path.write_bytes(DEMO.read_bytes().replace(b"Covenant:", b"Covenant \x96", 1))  # a dash
    code, out, err = run(capsys, "deck", "check", str(path))
    assert code == 0, out
    assert "not UTF-8" in err and "Windows-1252" in err


# -- item 13: names that pass for another card -------------------------------------------------


@pytest.mark.parametrize(
    ("char", "named"),
    [
        ("\u202e", "U+202E RIGHT-TO-LEFT OVERRIDE"),
        ("\u200b", "U+200B ZERO WIDTH SPACE"),
        ("\u2066", "U+2066 LEFT-TO-RIGHT ISOLATE"),
        ("\u3164", "U+3164 HANGUL FILLER"),
        ("\x07", "U+0007"),
    ],
)
def test_invisible_and_direction_characters_are_named(char: str, named: str) -> None:
    problem = name_problem(f"Blaster{char} Blade")
    assert problem is not None and named in problem


def test_ordinary_names_pass() -> None:
    for name in ("Lumen Blade", "Éclair Wyvern", "ルーメン・ブレード", 'Knight of "Dawn", Jr.'):
        assert name_problem(name) is None


def test_importers_refuse_such_names_and_normalise_the_rest(library: Library) -> None:
    rows = "name,grade\nBlaster\u202eBlade,1\nE\u0301clair Wyvern,2\n"
    report = import_bytes(rows.encode(), "names.csv", library)
    assert report.added == 1
    [skipped] = report.skipped
    assert skipped.field == "name" and "U+202E RIGHT-TO-LEFT OVERRIDE" in skipped.reason
    assert library.lookup("vanguard", "\u00c9clair Wyvern") is not None  # NFC


def test_card_add_refuses_such_names(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "card", "add", "--name", "Blaster\u200bBlade", "--grade", "2")
    assert code == 1 and "U+200B ZERO WIDTH SPACE" in err and out == ""


def test_deck_lists_refuse_such_names() -> None:
    with pytest.raises(DeckError) as caught:
        parse_deck("4x Lumen Blade\n4x Lumen\u2067 Blade\n")
    assert caught.value.problems == [
        "line 2: a card name cannot hold U+2067 RIGHT-TO-LEFT ISOLATE, an invisible character"
        " that can make a name look like another card's"
    ]
    assert parse_deck("4x E\u0301clair Wyvern").main[0].name == "\u00c9clair Wyvern"


def test_positions_refuse_such_names() -> None:
    from playtester.engine import Game

    doc = {"cards": [{"name": "Blaster\u200dBlade"}], "players": [{}, {}]}
    with pytest.raises(PositionError) as caught:
        Game.from_position(doc)
    assert caught.value.path == "cards[0].name" and "U+200D ZERO WIDTH JOINER" in str(caught.value)
    with pytest.raises(PositionError) as caught:
        Game.from_position({"players": [{"hand": ["Blaster\u202eBlade"]}, {}]})
    assert caught.value.path == "players[0].hand[0].name"
    assert "U+202E RIGHT-TO-LEFT OVERRIDE" in str(caught.value)


# -- every text field of a card file is read as names are -----------------------------------------

ESCAPES = {
    "clan": "Royal \x1b[2J\x1b[31mPaladin",  # a terminal escape: clears the screen, turns red
    "race": "Human\u202e",  # turns the rest of the line around
    "number": "BT01/\x9b2J001",  # the one-byte form of the same escape (a C1 control)
}


def test_clan_race_and_number_refuse_escapes_and_direction_controls(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    text = "Draw\x1b[31m a card\u202e\x9b."  # a text keeps its words, without the controls
    rows = ["name,grade,clan,race,number,text", f"Plain Knight,1,Royal Paladin,Human,BT01/2,{text}"]
    for i, (field, value) in enumerate(ESCAPES.items()):
        cells = {"clan": "Royal Paladin", "race": "Human", "number": f"BT01/{10 + i:03}"}
        cells[field] = value
        rows.append(f"Odd Knight {i},1,{cells['clan']},{cells['race']},{cells['number']},")
    path = tmp_path / "escapes.csv"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    code, out, err = run(capsys, "cards", "import", "--all", str(path))
    assert code == 0 and "1 added" in out and "3 skipped" in out, out + err
    for field, named in (("clan", "U+001B"), ("race", "U+202E"), ("number", "U+009B")):
        assert f"({field}): the {field} cannot hold {named}" in out, out
    deck = tmp_path / "deck.txt"
    deck.write_text("1x Plain Knight\n", encoding="utf-8")
    printed = {}
    for argv in (("cards", "search", "Knight"), ("card", "show", "Plain Knight"),
                 ("deck", "show", str(deck))):  # fmt: skip
        code, out, err = run(capsys, *argv)
        printed[" ".join(argv[:2])] = out + err
        assert "Plain Knight" in out and "Odd Knight" not in out, out + err
        assert not {"\x1b", "\u202e", "\x9b"} & set(out + err), out + err
    assert "text: Draw[31m a card." in printed["card show"]


def test_a_card_name_that_is_not_utf8_on_the_command_line_is_refused() -> None:
    """A byte that is not UTF-8 in an argument was read as "?": a card named "Qu?ll"."""
    import subprocess
    import sys

    def playtester(*argv: str | bytes) -> subprocess.CompletedProcess[str]:
        command = [sys.executable, "-m", "playtester", *argv]
        return subprocess.run(command, capture_output=True, text=True, timeout=60)

    added = playtester("card", "add", "--name", b"Qu\xffll", "--grade", "1")
    assert (added.returncode, added.stdout) == (1, ""), added.stdout + added.stderr
    assert added.stderr == "playtester: --name: the name is not UTF-8 text (the byte 0xFF)\n"
    clan = playtester("card", "add", "--name", "Quill", "--clan", b"Royal \xe9", "--grade", "1")
    assert (clan.returncode, clan.stdout) == (1, ""), clan.stdout + clan.stderr
    assert "--clan: the clan is not UTF-8 text (the byte 0xE9)" in clan.stderr
    shown = playtester("cards", "search", "Qu")
    assert shown.returncode == 0 and "[custom]" not in shown.stdout, shown.stdout

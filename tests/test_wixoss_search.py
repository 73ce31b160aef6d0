"""WIXOSS cards in the card database and `cards search` (issue 16): the bundled cards are stored
with their attributes (colours as words, costs as colour counts) and read back equal; a search
narrows by each of WIXOSS's filters and refuses Vanguard's; Vanguard's search lists as before."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from playtester.cards import db
from playtester.cards.library import Library, default_library
from playtester.cards.search import CardSearch
from playtester.cli import main
from playtester.engine import registry
from playtester.games.wixoss import catalog
from playtester.games.wixoss.cards import WixossCard

FIXTURES = Path(__file__).parent / "fixtures" / "cards"
BUNDLED = catalog.all_cards()


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def by_number(cards: list[WixossCard]) -> list[WixossCard]:
    return sorted(cards, key=lambda card: card.number)


def found(capsys: pytest.CaptureFixture[str], *argv: str) -> list[str]:
    """The names `cards search --game wixoss ARGV` lists (a name is the line's last column)."""
    code, out, err = run(capsys, "cards", "search", "--game", "wixoss", "--limit", "500", *argv)
    assert code == 0 and err == "", err
    lines = out.splitlines()
    assert lines[0].split()[:4] == ["number", "L", "colour", "power"]
    assert lines[-1].endswith(("card", "cards"))
    name = lines[0].rindex("name")
    return [line[name:] for line in lines[1:-1]]


def names(test: Callable[[WixossCard], bool]) -> list[str]:
    return sorted(card.name for card in BUNDLED if test(card))


# -- the database --------------------------------------------------------------------------------


def test_every_bundled_wixoss_card_reads_back_equal_from_the_database() -> None:
    assert len(BUNDLED) > 50
    stored = db.all_cards("wixoss")
    assert all(isinstance(card, WixossCard) for card in stored)
    assert by_number(stored) == by_number(BUNDLED)  # type: ignore[arg-type]


def test_a_library_stores_every_wixoss_card_and_reads_it_back_equal(tmp_path: Path) -> None:
    library = Library(tmp_path / "library.db")
    library.add_cards(BUNDLED, source="custom")
    assert by_number(library.all_printings("wixoss")) == by_number(BUNDLED)  # type: ignore[arg-type]
    library.close()


def test_colours_are_words_and_costs_colour_counts_in_the_database() -> None:
    with sqlite3.connect(db.bundled_db_path()) as conn:
        rows = dict(
            (name, (color, grow, cost))
            for name, color, grow, cost in conn.execute(
                "SELECT c.name, a.color, a.grow_cost, a.cost FROM cards AS c"
                " JOIN cards_wixoss AS a ON a.card = c.id"
            )
        )
    assert rows["Harvest of Shadows"] == ("green,black", "", "green:1,black:1")
    assert rows["Verdayne, World-Root Empress"] == ("green", "green:1,black:1", "")
    assert rows["Chorus of Returning Light"] == ("white", "", "white:1,colorless:1")


@pytest.mark.parametrize("damaged", ["green:lots", "green", ":1", "green:1,black", 7])
def test_a_damaged_cost_is_said_unreadable(
    capsys: pytest.CaptureFixture[str], damaged: object
) -> None:
    library = default_library()
    library.add_cards([catalog.lookup("wixoss", "Harvest of Shadows")], source="custom")
    library.close()
    with sqlite3.connect(library.path) as conn:
        conn.execute("UPDATE cards_wixoss SET cost = ?", (damaged,))
    code, out, err = run(capsys, "cards", "search", "--game", "wixoss", "harvest")
    assert code == 1 and out == "" and "Traceback" not in err
    assert err.count("\n") == 1, err
    assert "the card 'Harvest of Shadows' is not readable (its cost)" in err


# -- the search ----------------------------------------------------------------------------------


def test_a_colour_is_found_as_one_word_of_a_card_s_colours() -> None:
    search = CardSearch()
    hits = search.search(game="wixoss", color="black", limit=500)
    assert sorted(hit.card.name for hit in hits) == names(lambda card: "black" in card.color)
    assert {"Twinroot Wisp", "Harvest of Shadows"} <= {hit.card.name for hit in hits}
    with pytest.raises(ValueError, match="unknown color 'blac'; colors: white, red"):
        search.search(game="wixoss", color="blac")
    search.close()


def test_cards_search_finds_wixoss_cards_by_words(capsys: pytest.CaptureFixture[str]) -> None:
    assert sorted(found(capsys, "aure")) == names(lambda card: card.name.startswith("Aurelle"))
    code, out, _ = run(capsys, "cards", "search", "--game", "wixoss", "bell of noon")
    assert code == 0
    assert out.splitlines()[1].split()[1:] == ["2", "white", "-", "Aurelle", "LRIG", "Aurelle,",
                                               "Bell", "of", "Noon"]  # fmt: skip
    _, out, _ = run(capsys, "cards", "search", "--game", "wixoss", "twinroot")
    assert out.splitlines()[1].split()[1:] == ["2", "green/black", "5000", "Rootfolk", "SIGNI",
                                               "Twinroot", "Wisp"]  # fmt: skip
    _, out, _ = run(capsys, "cards", "search", "--game", "wixoss", "harvest")
    assert out.splitlines()[1].split()[1:5] == ["-", "green/black", "-", "spell"]


def test_cards_search_narrows_wixoss_cards_by_each_filter(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert sorted(found(capsys, "--level", "3", "--kind", "signi")) == names(
        lambda card: card.level == 3 and card.kind == "signi"
    )
    assert sorted(found(capsys, "--color", "black")) == names(lambda card: "black" in card.color)
    assert sorted(found(capsys, "--signi-class", "root")) == names(
        lambda card: card.signi_class.startswith("Root")
    )
    assert sorted(found(capsys, "--team", "tide")) == names(lambda c: c.team == "Tidewhisper")
    assert sorted(found(capsys, "--lrig-type", "pim")) == names(lambda c: c.lrig_type == "Pim")
    in_range = found(capsys, "--power-min", "10000", "--power-max", "12000")
    assert sorted(in_range) == names(lambda card: 10000 <= card.power <= 12000)
    assert found(capsys, "--kind", "key") == names(lambda card: card.kind == "key")
    white = found(capsys, "--color", "white", "--level", "1", "--kind", "signi")
    assert sorted(white) == names(
        lambda c: c.color == ("white",) and c.level == 1 and c.kind == "signi"
    )


def test_a_filter_wixoss_cards_lack_is_refused_in_a_sentence(
    capsys: pytest.CaptureFixture[str],
) -> None:
    for argv in (
        ["--grade", "3"],
        ["--clan", "cinder"],
        ["--trigger", "heal"],
        ["--gift", "force"],
    ):
        code, out, err = run(capsys, "cards", "search", "--game", "wixoss", "x", *argv)
        assert code == 1 and out == ""
        assert err == (
            f"playtester: {argv[0]} does not narrow a search of wixoss cards; they take --level,"
            " --power-min, --power-max, --color, --signi-class, --team, --lrig-type\n"
        )
    code, _, err = run(capsys, "cards", "search", "--game", "wixoss", "--kind", "unit")
    assert code == 1 and err.startswith("playtester: unknown kind 'unit'; kinds: lrig, ")
    code, _, err = run(capsys, "cards", "search", "--level", "3")  # Vanguard's cards
    assert code == 1 and "--level does not narrow a search of vanguard cards" in err


VANGUARD_HEADING = registry.card_model("vanguard").heading
# searches of Vanguard's bundled cards, whose lists `vanguard-search.txt` holds as they were
# before WIXOSS's cards joined the database
VANGUARD_SEARCHES = [
    ["--limit", "500"],
    ["blast"],
    ["draw card"],
    ["--grade", "3"],
    ["--trigger", "heal"],
    ["--clan", "cinder", "--power-min", "10000"],
    ["--kind", "g_unit", "--power-max", "15000"],
    ["soul", "--grade", "1", "--trigger", "none"],
]


def _without_numbers(out: str) -> str:
    """A search's table without its first column, the set numbers (which came later)."""
    lines = out.splitlines(keepends=True)
    if len(lines) < 3:
        return out
    cut = lines[0].index(VANGUARD_HEADING)
    return "".join([line[cut:] for line in lines[:-1]] + lines[-1:])


def test_vanguard_search_lists_as_before(capsys: pytest.CaptureFixture[str]) -> None:
    shown = []
    for argv in VANGUARD_SEARCHES:
        code, out, _ = run(capsys, "cards", "search", *argv)
        shown.append(f"$ cards search {' '.join(argv)} -> {code}\n{_without_numbers(out)}")
    assert "".join(shown) == (FIXTURES / "vanguard-search.txt").read_text(encoding="utf-8")

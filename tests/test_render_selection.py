"""`render face/sheet` on library cards and on a selection (names, set numbers, deck lists, a
search), and sheets streamed strip by strip so that their memory does not grow with the cards."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from PIL import Image, ImageChops

from playtester.cards.db import all_cards
from playtester.cli import main
from playtester.render.sheet import Sheet, sheet_size
from tests.cgs_server import SITE


@pytest.fixture
def library(capsys: pytest.CaptureFixture[str]) -> None:
    """The fixture site's sets imported into the user's library."""
    sets = sorted((SITE / "sets").glob("*.json"))
    assert main(["cards", "import", *map(str, sets)]) == 0
    capsys.readouterr()


def _size(path: Path) -> tuple[int, int]:
    with Image.open(path) as image:
        image.load()  # the whole file reads: it is a complete PNG
        return image.size


def test_a_library_card_is_drawn_by_name_and_by_set_number(
    library: None, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["render", "face", "Brine Cadet", str(tmp_path / "a.png"), "--width", "90"]) == 0
    assert main(["render", "face", "FX01/001EN", str(tmp_path / "b.png"), "--width", "90"]) == 0
    assert _size(tmp_path / "a.png")[0] == 90 and (tmp_path / "b.png").is_file()
    assert main(["render", "face", "FX09/999EN", str(tmp_path / "c.png")]) == 1
    assert "no card has the set number 'FX09/999EN'" in capsys.readouterr().err


def test_several_faces_go_into_a_folder_named_by_set_number(library: None, tmp_path: Path) -> None:
    out = tmp_path / "faces"
    assert main(["render", "face", "Brine Cadet", "Ember Page", str(out), "--width", "60"]) == 0
    assert sorted(p.name for p in out.iterdir()) == ["FX01-003EN.png", "FX02-002EN.png"]


def test_a_sheet_of_a_deck_list_and_of_a_search(
    library: None, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("4 Lantern Knight, Averil\n4 FX01/002EN Wickbearer Squire\n")
    out = tmp_path / "deck.png"
    assert main(["render", "sheet", str(out), "--deck", str(deck), "--width", "60"]) == 0
    assert "wrote" in capsys.readouterr().out and _size(out) == sheet_size(2, 60, 10)
    found = tmp_path / "found.png"
    args = ["render", "sheet", str(found), "--search", "Wickbearer", "--width", "60"]
    assert main(args) == 0
    assert ": 1 cards," in capsys.readouterr().out and _size(found) == sheet_size(1, 60, 10)
    assert main(["render", "sheet", str(found), "--search", "zzzqqq"]) == 1
    assert "no cards to draw for the search 'zzzqqq'" in capsys.readouterr().err


def test_a_sheet_is_split_into_pages(library: None, tmp_path: Path) -> None:
    args = ["render", "sheet", str(tmp_path / "all.png"), "Brine Cadet", "Ember Page",
            "Wickbearer Squire", "--per-page", "2", "--width", "60", "--columns", "2"]  # fmt: skip
    assert main(args) == 0
    assert sorted(p.name for p in tmp_path.glob("all-*.png")) == ["all-001.png", "all-002.png"]
    assert _size(tmp_path / "all-001.png") == sheet_size(2, 60, 2)
    assert _size(tmp_path / "all-002.png") == sheet_size(1, 60, 2)


def test_a_streamed_sheet_is_the_same_picture_as_one_drawn_whole(tmp_path: Path) -> None:
    cards = list(all_cards("vanguard"))[:23]
    sheet = Sheet(cards, width=70, columns=6, title="T", subtitle="s")
    path = sheet.write(tmp_path / "s.png")
    with Image.open(path) as streamed:
        whole = sheet.image()
        assert streamed.size == whole.size
        assert ImageChops.difference(streamed.convert("RGB"), whole).getbbox() is None


# In a process of its own: how much its peak memory grows while it writes a sheet of N cards
# (each face the same picture, drawn once: the sheet's own memory is what is measured).
GROWTH = """
import resource, sys
from pathlib import Path
import playtester.render.sheet as sheet
from playtester.cards.db import all_cards
bundled = list(all_cards("vanguard"))
cards = [bundled[i % len(bundled)] for i in range(int(sys.argv[1]))]
face = sheet.render_face(cards[0], 60)
sheet.render_face = lambda card, width, pictures=None: face
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
sheet.Sheet(cards, width=60, columns=10).write(Path(sys.argv[2]))
print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before)
"""


def _growth(count: int, out: Path) -> int:
    """KiB the peak memory grows by while a sheet of `count` cards is written."""
    root = str(Path(__file__).resolve().parents[1])
    env = {**os.environ, "PYTHONPATH": root}
    done = subprocess.run([sys.executable, "-c", GROWTH, str(count), str(out)], env=env,
                          capture_output=True, text=True, check=True, cwd=root)  # fmt: skip
    return int(done.stdout.split()[-1])


@pytest.mark.skipif(sys.platform == "win32", reason="peak memory is read with `resource`")
def test_a_sheets_memory_does_not_grow_with_its_cards(tmp_path: Path) -> None:
    out = tmp_path / "large.png"
    whole = 738 * sheet_size(1500, 60, 10)[1] * 4 // 1024  # KiB of the sheet held whole
    assert whole > 40_000
    assert _growth(1500, out) < whole // 4  # a few rows at a time
    assert _size(out) == sheet_size(1500, 60, 10)


def test_a_pictures_folder_that_is_not_there_is_said(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`--pictures` naming no folder was ignored: the drawn faces came out, as if asked for."""
    missing = tmp_path / "my pictures"
    for argv in (["face", "Blazehorn Hatchling", str(tmp_path / "f.png")],
                 ["sheet", str(tmp_path / "s.png"), "Blazehorn Hatchling"]):  # fmt: skip
        with pytest.raises(SystemExit) as exited:
            main(["render", *argv, "--pictures", str(missing)])
        assert exited.value.code == 2
        assert f"--pictures: there is no folder {missing}" in capsys.readouterr().err
    assert not list(tmp_path.iterdir())  # nothing drawn

# ruff: noqa: RUF001  (Japanese card data: full-width signs are meant)
"""`cards fetch --game wixoss`: the pictures WIXOSS's card files name (the CSV layout's ImgURL,
a Cockatrice printing's picURL), kept at import as the printing's evidence, downloaded from the
local server of tests/cgs_server.py with Vanguard's cache, resume and errors, and then drawn
as the card's face (by the renderer and at the table). The cards are invented."""

from __future__ import annotations

import io
import socket
from collections.abc import Iterator

import pytest
from PIL import Image

from playtester import userdata
from playtester.cards import download
from playtester.cards.importers import read_cards
from playtester.cards.library import default_library
from playtester.cli import main
from playtester.engine import registry
from playtester.games.wixoss.pictures import UNREAD
from playtester.render.faces import render_face
from tests.cgs_server import CgsServer

HEADER = (
    "CardNum,CardName,ImgURL,Type,CardClass,Color,Level,GrowCost,Cost,Limit,Power,Restriction,"
    "Team,Timing,Guard,Coin,Story,LifeBurst,EffectText,BurstText"
)
LRIG, SIGNI, PLAIN = "WXDi-Z71-001", "WXDi-Z71-010", "WXDi-Z71-011"
COCKATRICE = "WXDi-Z72-001"
GREEN = (20, 200, 60)


@pytest.fixture(autouse=True)
def _quick_retries(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(download, "PAUSE", 0.01)


@pytest.fixture
def server() -> Iterator[CgsServer]:
    with CgsServer() as site:
        yield site


def _picture(kind: str = "PNG", colour: tuple[int, int, int] = GREEN) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (63 * 4, 88 * 4), colour).save(out, kind)
    return out.getvalue()


def _rows(url: str) -> list[str]:
    """An LRIG and a SIGNI whose ImgURL is on the server, and a SIGNI that names none."""
    return [
        f"{LRIG},試しの扉　ヒカ＝ゼロ,{url}img/{LRIG}.png,ルリグ,ヒカ,緑,0,《緑》×０,-,0,-,-,"
        "ためしのチーム,-,0,-,-,0,-,-",
        f"{SIGNI},試作　ミドリバネ,{url}img/{SIGNI}.jpg,シグニ,奏生：試獣,緑,2,-,-,-,8000,-,-,-,"
        "0,-,-,0,-,-",
        f"{PLAIN},試作　エナシ,-,シグニ,奏生：試獣,緑,1,-,-,-,1000,-,-,-,0,-,-,0,-,-",
    ]


def _cockatrice(url: str) -> str:
    """A Cockatrice database of one LRIG whose printing's picURL is on the server."""
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_carddatabase version="3"><cards>'
        f'<card><name>Test Sora Zero</name><set picURL="{url}img/{COCKATRICE}.png">WXDi-Z72'
        "</set><color>U</color><manacost>0 - 0</manacost><type>LRIG - Sora</type>"
        "<loyalty>0</loyalty><text></text></card></cards></cockatrice_carddatabase>"
    )


def _imported(server: CgsServer, serve: bool = True) -> dict[str, bytes]:
    """The invented cards imported into the library; their pictures served (by set number)."""
    pictures = {LRIG: _picture(), SIGNI: _picture("JPEG"), COCKATRICE: _picture()}
    if serve:
        for number, data in pictures.items():
            server.add(f"img/{number}.{'jpg' if number == SIGNI else 'png'}", data)
    folder = userdata.home()
    (folder / "set.csv").write_text("\n".join([HEADER, *_rows(server.url)]), "utf-8")
    (folder / "cards.xml").write_text(_cockatrice(server.url), "utf-8")
    files = [str(folder / "set.csv"), str(folder / "cards.xml")]
    assert main(["cards", "import", "--game", "wixoss", *files]) == 0
    return pictures


def _fetch(*more: str) -> int:
    return main(["cards", "fetch", "--game", "wixoss", *more])


def _sentence(err: str) -> str:
    assert "Traceback" not in err, err
    return err.splitlines()[-1]


def test_the_import_keeps_where_each_picture_is() -> None:
    """ImgURL and picURL are kept as the printing's picture address; "-" names none, and a
    value that is not a web address is kept as unread (the card is imported all the same)."""
    url = "https://pictures.invalid/"
    rows = _rows(url)
    rows[1] = rows[1].replace(f"{url}img/{SIGNI}.jpg", "ftp://pictures.invalid/x.jpg")
    cards, report = read_cards("\n".join([HEADER, *rows]).encode(), "set.csv", "wixoss")
    assert not report.skipped
    said = {c.card.number: {(e.field, e.rule, e.says) for e in c.evidence} for c in cards}
    assert said[LRIG] == {("picture", "address", f"{url}img/{LRIG}.png")}
    assert said[PLAIN] == set()
    ((field, rule, says),) = said[SIGNI]
    assert (field, rule) == ("picture", UNREAD) and "ftp://" in says
    cards, _ = read_cards(_cockatrice(url).encode(), "cards.xml", "wixoss")
    (entry,) = cards
    assert ("picture", "address", f"{url}img/{COCKATRICE}.png") in {
        (e.field, e.rule, e.says) for e in entry.evidence
    }


def test_card_show_says_where_the_picture_is(
    server: CgsServer, capsys: pytest.CaptureFixture[str]
) -> None:
    _imported(server, serve=False)
    capsys.readouterr()
    assert main(["card", "show", LRIG, "--game", "wixoss"]) == 0
    assert f"  picture: {server.url}img/{LRIG}.png" in capsys.readouterr().out


def test_every_picture_the_data_names_is_fetched_kept_and_drawn(
    server: CgsServer, capsys: pytest.CaptureFixture[str]
) -> None:
    made = _imported(server)
    capsys.readouterr()
    assert _fetch() == 0
    out = capsys.readouterr().out
    assert "pictures: 3 downloaded, 0 already here" in out
    folder = userdata.pictures_dir()
    assert sorted(p.name for p in folder.iterdir() if p.is_file()) == [
        f"{LRIG}.png", f"{SIGNI}.jpg", f"{COCKATRICE}.png",
    ]  # fmt: skip
    assert (folder / f"{SIGNI}.jpg").read_bytes() == made[SIGNI]
    assert not server.asked(f"img/{PLAIN}.png")  # it names no picture
    before = len(server.requests)
    assert _fetch() == 0  # a picture already here is not asked for again
    assert "pictures: 0 downloaded, 3 already here" in capsys.readouterr().out
    assert len(server.requests) == before
    # the renderer draws a real WIXOSS card's face with its picture
    card = registry.find_card("wixoss", "試しの扉 ヒカ＝ゼロ")
    assert card is not None and card.number == LRIG
    middle = render_face(card, 100).convert("RGB").getpixel((50, 70))
    assert middle == pytest.approx(GREEN, abs=12)
    assert render_face(card, 100, pictures=()).convert("RGB").getpixel((50, 70)) != middle


def test_the_table_shows_a_fetched_wixoss_picture(qtbot, server: CgsServer) -> None:  # type: ignore[no-untyped-def]
    """With the View menu's pictures on, a card item's face is the fetched picture; off, the
    drawn face."""
    from playtester.ui.pixmaps import Pixmaps

    _imported(server)
    assert _fetch() == 0
    card = registry.find_card("wixoss", "試作 ミドリバネ")
    assert card is not None and card.number == SIGNI
    shown = Pixmaps(pictures=True).face(card, 100).toImage().pixelColor(50, 70)
    assert (shown.red(), shown.green(), shown.blue()) == pytest.approx(GREEN, abs=12)
    drawn = Pixmaps(pictures=False).face(card, 100).toImage().pixelColor(50, 70)
    assert (drawn.red(), drawn.green(), drawn.blue()) != (shown.red(), shown.green(), shown.blue())


def test_only_the_cards_named_are_fetched(
    server: CgsServer, capsys: pytest.CaptureFixture[str]
) -> None:
    """By name, by set number (any case) or by deck list: those cards' pictures alone."""
    _imported(server)
    assert _fetch("--pictures", "試作 ミドリバネ", COCKATRICE.lower()) == 0
    assert "pictures: 2 downloaded" in capsys.readouterr().out
    names = sorted(p.name for p in userdata.pictures_dir().iterdir() if p.is_file())
    assert names == [f"{SIGNI}.jpg", f"{COCKATRICE}.png"]
    assert not server.asked(f"img/{LRIG}.png")
    deck = userdata.home() / "deck.txt"
    deck.write_text(f"1 {LRIG}\n", "utf-8")
    assert _fetch("--pictures", str(deck), "No Such Card") == 1
    out, err = capsys.readouterr()
    assert "pictures: 1 downloaded, 0 already here" in out
    assert "no card named 'No Such Card'" in err
    assert (userdata.pictures_dir() / f"{LRIG}.png").is_file()


def test_a_picture_cut_short_is_resumed(server: CgsServer) -> None:
    made = _imported(server)
    path = f"img/{LRIG}.png"
    server.on(path).cut = 200
    assert _fetch() == 0
    asked = server.asked(path)
    assert len(asked) == 2 and asked[1]["Range"] == "bytes=200-"
    assert (userdata.pictures_dir() / f"{LRIG}.png").read_bytes() == made[LRIG]


def test_a_missing_picture_and_what_is_not_one_are_named(
    server: CgsServer, capsys: pytest.CaptureFixture[str]
) -> None:
    _imported(server)
    del server.files[f"/img/{LRIG}.png"]
    server.add(f"img/{SIGNI}.jpg", "<html>sorry, no picture</html>")
    assert _fetch() == 1
    out = capsys.readouterr().out
    assert "pictures: 1 downloaded, 0 already here, 2 not found" in out
    assert f"{SIGNI}: what came is not a PNG, JPEG or WebP picture" in out
    assert f"  {LRIG}: " in out and "404" in out
    assert not any(userdata.pictures_dir().glob(f"{SIGNI}*"))


def test_offline_is_said_once(
    server: CgsServer, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    _imported(server)
    capsys.readouterr()

    def no_names(*args: object, **kwargs: object) -> list[object]:
        raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")

    monkeypatch.setattr(socket, "getaddrinfo", no_names)
    assert _fetch() == 1
    err = capsys.readouterr().err
    said = _sentence(err)
    assert said.startswith("playtester: cannot download the pictures:") and "offline" in said
    assert "0 of 3 pictures are downloaded" in said
    assert err.count("offline") == 1


def test_no_picture_named_yet_says_to_import_first(capsys: pytest.CaptureFixture[str]) -> None:
    assert default_library().evidence_by_number("wixoss", "picture", "address") == {}
    assert _fetch() == 1
    said = _sentence(capsys.readouterr().err)
    assert "no WIXOSS card in your library names a picture" in said
    assert "cards import --game wixoss" in said


def test_library_lists_picture_addresses_of_its_game_only(server: CgsServer) -> None:
    """The addresses by set number are those of WIXOSS's printings with the address rule."""
    _imported(server)
    found = default_library().evidence_by_number("wixoss", "picture", "address")
    assert found == {
        LRIG: f"{server.url}img/{LRIG}.png",
        SIGNI: f"{server.url}img/{SIGNI}.jpg",
        COCKATRICE: f"{server.url}img/{COCKATRICE}.png",
    }
    assert default_library().evidence_by_number("vanguard", "picture", "address") == {}

"""`cards fetch`: the Card Game Simulator data and card pictures from a local server made by the
test (tests/cgs_server.py), never the internet: slow, failing and cut-short answers, resumed
downloads, conditional requests, an offline computer, and pictures cached for the table."""

from __future__ import annotations

import json
import socket
from collections.abc import Iterator
from pathlib import Path

import pytest
from PIL import Image

from playtester import userdata
from playtester.cards import download
from playtester.cards.download import Downloader, DownloadError
from playtester.cards.fetch import CgsGame, FetchError, data_folder, fetch_data
from playtester.cards.library import default_library
from playtester.cards.pictures import fetch_pictures
from playtester.cli import main
from playtester.engine import registry
from playtester.render.faces import render_face
from playtester.render.pictures import find_picture
from tests.cgs_server import SITE, CgsServer

SET_1 = "sets/1.json"


@pytest.fixture(autouse=True)
def _quick_retries(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(download, "PAUSE", 0.01)


@pytest.fixture
def server() -> Iterator[CgsServer]:
    with CgsServer() as site:
        site.add_site()
        yield site


def _fetch(server: CgsServer, *more: str) -> int:
    return main(["cards", "fetch", "--from", server.url + "cgs.json", *more])


def _names() -> set[str]:
    return {card.name for card in default_library().all_cards("vanguard")}


# -- the data ----------------------------------------------------------------------------------


def test_fetch_downloads_every_set_and_imports_it(
    server: CgsServer, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _fetch(server) == 0
    out = capsys.readouterr().out
    assert "3 sets: 3 downloaded, 0 resumed, 0 unchanged" in out
    # `cards import` read the three sets in one pass and said what they added
    assert "3 files: 7 added, 0 changed, 0 unchanged, 0 skipped" in out
    assert {"Lantern Knight, Averil", "Brine Cadet", "Gleaming Proxy, Orrin"} <= _names()
    assert len(_names()) == 7
    sets = data_folder() / "sets"
    assert sorted(p.name for p in sets.glob("*.json")) == ["1.json", "2.json", "3.json"]
    # the second set's address is relative to the set list; the third set is in the list itself
    assert server.asked("sets/2.json") and not server.asked("sets/3.json")
    assert json.loads((sets / "3.json").read_text())[0]["number"] == "FXPR/001EN"


def test_a_second_fetch_asks_only_whether_files_changed(
    server: CgsServer, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _fetch(server) == 0
    capsys.readouterr()
    before = len(server.requests)
    assert _fetch(server) == 0
    out = capsys.readouterr().out
    assert "0 downloaded, 0 resumed, 3 unchanged" in out
    assert "1 added" not in out and len(_names()) == 7
    again = server.requests[before:]
    assert len(again) == 4 and all("If-None-Match" in headers for _, headers in again)
    assert server.on(SET_1).served == 1  # the file itself was sent once


def test_downloaded_sets_are_imported_by_the_import_command(
    server: CgsServer, capsys: pytest.CaptureFixture[str]
) -> None:
    assert _fetch(server, "--no-import") == 0
    assert _names() == set()
    sets = sorted((data_folder() / "sets").glob("*.json"))
    assert main(["cards", "import", *map(str, sets)]) == 0
    assert "skipped 1" not in capsys.readouterr().out
    knight = default_library().lookup("vanguard", "Tidecaller of the Test Sea")
    assert knight is not None and (knight.grade, knight.power) == (3, 11000)
    assert knight.number == "FX02/001EN" and "Counter-Blast 1" in knight.text
    assert len(_names()) == 7


def test_progress_counts_the_sets_and_the_bytes(server: CgsServer) -> None:
    seen: list[tuple[int, int, int]] = []
    got = fetch_data(server.url + "cgs.json", progress=lambda *step: seen.append(step))
    assert seen[0] == (0, 2, 0)  # two set files to download (the third is in the list)
    assert seen[-1] == (2, 2, got.received) and got.received == sum(
        len(server.files[f"/sets/{n}.json"]) for n in (1, 2)
    )
    assert [done for done, _, _ in seen] == sorted(done for done, _, _ in seen)


def test_a_changed_set_is_downloaded_again(server: CgsServer) -> None:
    fetch_data(server.url + "cgs.json")
    changed = json.loads(server.files["/" + SET_1])
    changed[0]["power"] = 12000
    server.add(SET_1, json.dumps(changed))
    got = fetch_data(server.url + "cgs.json")
    assert (got.downloaded, got.unchanged) == (1, 2)
    assert json.loads((data_folder() / SET_1).read_text())[0]["power"] == 12000


def test_a_download_cut_short_is_resumed_where_it_stopped(server: CgsServer) -> None:
    server.on(SET_1).cut = 300
    got = fetch_data(server.url + "cgs.json")
    assert (got.downloaded, got.resumed, got.failed) == (2, 1, [])
    asked = server.asked(SET_1)
    assert len(asked) == 2 and "Range" not in asked[0]
    assert asked[1]["Range"] == "bytes=300-"
    assert asked[1]["If-Range"].startswith('"')  # the same file, or all of it again
    assert (data_folder() / SET_1).read_bytes() == server.files["/" + SET_1]
    assert "Lantern Knight, Averil" in {c["name"] for c in json.loads(server.files["/" + SET_1])}


def test_an_interrupted_fetch_resumes_on_the_next_run(
    server: CgsServer, capsys: pytest.CaptureFixture[str]
) -> None:
    server.on(SET_1).cut = 250
    got = fetch_data(server.url + "cgs.json", attempts=1)
    assert len(got.failed) == 1 and got.failed[0].startswith("1: ")
    assert "the 250 bytes received are kept" in got.failed[0]
    part = data_folder() / "sets" / "1.json.part"
    assert part.stat().st_size == 250 and not (data_folder() / SET_1).exists()
    assert _fetch(server) == 0  # the next run
    assert "1 resumed" in capsys.readouterr().out
    assert server.asked(SET_1)[-1]["Range"] == "bytes=250-"
    assert (data_folder() / SET_1).read_bytes() == server.files["/" + SET_1]
    assert not part.exists() and "Lantern Knight, Averil" in _names()


def test_a_part_of_a_file_that_changed_since_is_not_glued_to_the_new_one(
    server: CgsServer,
) -> None:
    server.on(SET_1).cut = 250
    fetch_data(server.url + "cgs.json", attempts=1)
    changed = json.loads(server.files["/" + SET_1])
    changed[1]["power"] = 8500
    server.add(SET_1, json.dumps(changed))
    fetch_data(server.url + "cgs.json")
    assert json.loads((data_folder() / SET_1).read_text()) == changed


def test_a_slow_server_is_waited_for_up_to_the_timeout(server: CgsServer) -> None:
    server.on(SET_1).delay = 0.3
    got = fetch_data(server.url + "cgs.json", timeout=3)
    assert got.failed == [] and got.downloaded == 3


def test_a_server_that_stays_silent_fails_with_a_clear_message(
    server: CgsServer, capsys: pytest.CaptureFixture[str]
) -> None:
    server.on("cgs.json").delay = 1.5
    assert _fetch(server, "--timeout", "0.3") == 1
    err = capsys.readouterr().err
    assert "127.0.0.1 did not answer within 0.3 seconds (tried 3 times)" in err
    assert len(server.asked("cgs.json")) == 3


def test_a_set_that_stalls_part_way_is_resumed(server: CgsServer) -> None:
    server.on(SET_1).cut = 400
    server.on(SET_1).stall = 4.0  # sends some of it, then nothing until the timeout
    # a timeout that a busy machine's server thread still meets before the stall
    got = fetch_data(server.url + "cgs.json", timeout=1.5)
    assert got.resumed == 1 and got.failed == []
    assert server.asked(SET_1)[-1]["Range"] == "bytes=400-"


def test_a_server_error_is_tried_again(server: CgsServer) -> None:
    server.on(SET_1).fail = [503, 500]
    got = fetch_data(server.url + "cgs.json")
    assert got.failed == [] and len(server.asked(SET_1)) == 3


def test_a_missing_set_is_named_and_the_others_are_imported(
    server: CgsServer, capsys: pytest.CaptureFixture[str]
) -> None:
    server.on("sets/2.json").fail = [404] * 3
    assert _fetch(server) == 1
    out = capsys.readouterr().out
    assert "1 failed" in out and "2: the server answered 404 Not Found" in out
    assert "run the command again to retry" in out
    assert "Lantern Knight, Averil" in _names() and "Brine Cadet" not in _names()
    assert len(server.asked("sets/2.json")) == 1  # a 404 is not asked again


def test_an_offline_computer_is_told_so(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def no_names(*args: object, **kwargs: object) -> list[object]:
        raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")

    monkeypatch.setattr(socket, "getaddrinfo", no_names)
    code = main(["cards", "fetch", "--from", "https://cgs.example.test/cgs.json"])
    err = capsys.readouterr().err
    assert code == 1
    assert err == (
        "downloading the Card Game Simulator data from https://cgs.example.test/cgs.json\n"
        "playtester: cannot download https://cgs.example.test/cgs.json: this computer looks"
        " offline (cgs.example.test cannot be found), so connect to the internet and run it"
        " again: what was downloaded is kept\n"
    )  # one sentence, and no second try when there is no network


def test_a_refused_connection_is_named(capsys: pytest.CaptureFixture[str]) -> None:
    with socket.socket() as spare:  # a port nothing listens on
        spare.bind(("127.0.0.1", 0))
        port = spare.getsockname()[1]
    assert main(["cards", "fetch", "--from", f"http://127.0.0.1:{port}/cgs.json"]) == 1
    assert "127.0.0.1 refused the connection" in capsys.readouterr().err


def test_a_game_definition_without_a_set_list_is_refused(server: CgsServer) -> None:
    server.add("cgs.json", json.dumps({"name": "Something else"}))
    with pytest.raises(FetchError, match="names no allSetsUrl"):
        fetch_data(server.url + "cgs.json")
    server.add("cgs.json", "<html>not json</html>")
    with pytest.raises(FetchError, match="not readable JSON"):
        fetch_data(server.url + "cgs.json")


def test_a_file_larger_than_allowed_is_refused(server: CgsServer, tmp_path: Path) -> None:
    downloader = Downloader(tmp_path, timeout=2)
    with pytest.raises(DownloadError, match="more than 100 bytes"):
        downloader.get(server.url + SET_1, "1.json", max_bytes=100)
    assert not (tmp_path / "1.json").exists()
    with pytest.raises(DownloadError, match="only http and https"):
        downloader.get("file:///etc/passwd", "x", max_bytes=100)


def test_the_bookkeeping_files_are_not_taken_for_sets(server: CgsServer) -> None:
    server.on(SET_1).cut = 100
    fetch_data(server.url + "cgs.json", attempts=1)
    sets = data_folder() / "sets"
    assert sorted(p.name for p in sets.iterdir()) == ["1.json.part", "2.json", "3.json"]
    assert (data_folder() / ".downloads-sets").is_file()


# -- pictures ----------------------------------------------------------------------------------


def test_the_picture_template_by_set_and_number() -> None:
    game = CgsGame(
        all_sets_url="https://cards.example/AllSets.json",
        card_image_url="https://img.example/{cardSet}/{cardId}.{cardImageFileType}",
        card_id="number",
        image_type_field="image_file_type",
    )
    card = {"number": "FX01/001EN", "image_file_type": "jpg", "name": "A B"}
    assert game.picture_url(card, "FX01") == "https://img.example/FX01/FX01/001EN.jpg"
    named = CgsGame("https://x.example/", "https://img.example/{name}.png")
    assert named.picture_url(card, "FX01") == "https://img.example/A%20B.png"
    assert named.picture_url({"name": ""}, "FX01") == ""  # a field it needs is empty
    real = CgsGame("https://x.example/", "https://cgs.games/api/proxy/{image_url}")
    url = "https://img.example/cards/fx01/FX01_001EN.png"
    assert real.picture_url({"image_url": url}, "1") == f"https://cgs.games/api/proxy/{url}"


def test_pictures_are_downloaded_on_demand_and_kept(
    server: CgsServer, capsys: pytest.CaptureFixture[str]
) -> None:
    made = server.add_pictures(colour=(20, 200, 60))
    deck = userdata.home() / "deck.txt"
    deck.write_text("4 Lantern Knight, Averil\n4 Ember Page\n2 Unpictured Scout\n")
    assert _fetch(server, "--pictures", str(deck), "FX02/001EN") == 1  # one has no picture
    out = capsys.readouterr().out
    assert "pictures: 3 downloaded, 0 already here, 1 not found" in out
    assert "FX01/004EN: the card data gives no picture for it" in out
    folder = userdata.pictures_dir()
    assert sorted(p.name for p in folder.iterdir() if p.is_file()) == [
        "FX01-001EN.png", "FX01-003EN.jpg", "FX02-001EN.png",
    ]  # fmt: skip
    assert (folder / "FX01-001EN.png").read_bytes() == made["FX01/001EN"]
    before = len(server.requests)
    got = fetch_pictures(["FX01/001EN", "FX01/003EN"])
    assert (got.downloaded, got.cached) == (0, 2) and len(server.requests) == before
    # the renderer and the table find a downloaded picture by the card's set number
    card = registry.find_card("vanguard", "Lantern Knight, Averil")
    assert card is not None and find_picture(card) == folder / "FX01-001EN.png"
    middle = render_face(card, 100).convert("RGB").getpixel((50, 70))
    assert middle == pytest.approx((20, 200, 60), abs=12)
    assert render_face(card, 100, pictures=()).convert("RGB").getpixel((50, 70)) != middle


def test_pictures_need_the_data_first(tmp_path: Path) -> None:
    with pytest.raises(FetchError, match="run `playtester cards fetch` first"):
        fetch_pictures(["FX01/001EN"], data=tmp_path)


def test_what_is_not_a_picture_is_not_kept(server: CgsServer) -> None:
    fetch_data(server.url + "cgs.json")
    server.add("art/FX01-001EN.png", "<html>sorry, no picture</html>")
    got = fetch_pictures(["FX01/001EN"])
    assert got.downloaded == 0
    assert got.missing == ["FX01/001EN: what came is not a PNG, JPEG or WebP picture"]
    assert not any(userdata.pictures_dir().glob("FX01-001EN*"))


def test_pictures_offline_say_so_once(server: CgsServer, monkeypatch: pytest.MonkeyPatch) -> None:
    server.add_pictures()
    fetch_data(server.url + "cgs.json")

    def no_names(*args: object, **kwargs: object) -> list[object]:
        raise socket.gaierror(socket.EAI_NONAME, "Name or service not known")

    monkeypatch.setattr(socket, "getaddrinfo", no_names)
    with pytest.raises(FetchError, match="looks offline"):
        fetch_pictures(["FX01/001EN", "FX01/002EN", "FX02/001EN"])


def test_the_fixture_site_is_shaped_like_the_cgs_data() -> None:
    game = json.loads((SITE / "cgs.json").read_text())
    assert {"allSetsUrl", "cardImageUrl", "cardIdIdentifier"} <= set(game)
    keys = {"name", "number", "url", "image_url", "image_file_type", "effect", "productName"}
    for path in (SITE / "sets").glob("*.json"):
        for card in json.loads(path.read_text()):
            assert keys | {"type", "clan", "grade", "power", "shield"} == set(card)
    assert Image.new("RGB", (1, 1))  # Pillow makes the test's pictures

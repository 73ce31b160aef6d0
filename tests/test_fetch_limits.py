"""`cards fetch` when things go wrong, against the local server of tests/cgs_server.py: the
pictures of the printings a deck plays, an overall deadline, a server that sends too slowly or
dies part way, addresses that are not web addresses, a card number that is no file name, a
redirect to another scheme, and Ctrl+C. Each failure is one sentence, and what came is kept."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from playtester import userdata
from playtester.cards import download
from playtester.cards.fetch import WORKERS, FetchError, data_folder, fetch_data
from playtester.cards.pictures import fetch_pictures
from playtester.cli import main
from tests.cgs_server import CgsServer

SET_1 = "sets/1.json"
ROOT = Path(__file__).resolve().parents[1]


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


def _sentence(err: str) -> str:
    """The last line said on stderr, after checking that no traceback came before it."""
    assert "Traceback" not in err, err
    return err.splitlines()[-1]


def _files(folder: Path) -> set[str]:
    return {p.relative_to(folder).as_posix() for p in folder.rglob("*") if p.is_file()}


# -- the printing a deck plays -----------------------------------------------------------------


def _second_printing(server: CgsServer) -> None:
    """A V era printing of "Lantern Knight, Averil" (newer than its FX01 one) in the set list's
    inline set, with a picture of its own."""
    listed = json.loads(server.files["/AllSets.json"])
    knight = dict(json.loads(server.files["/" + SET_1])[0])
    knight.update(number="V-FX01/010EN", power=13000, image_url=server.url + "art/V-FX01-010EN.png")
    listed[2]["cards"].append(knight)
    server.add("AllSets.json", json.dumps(listed))


def test_pictures_are_of_the_printings_the_deck_plays(
    server: CgsServer, capsys: pytest.CaptureFixture[str]
) -> None:
    """A line without a set number plays the printing of the format's era (the standard
    format: the classic one, not the newest), a line with one plays that printing: their
    pictures are fetched, not the newest printing's."""
    _second_printing(server)
    server.add_pictures()
    deck = userdata.home() / "deck.txt"
    deck.write_text("4 Lantern Knight, Averil\n4 Brine Cadet (FX02/002EN)\n", "utf-8")
    assert _fetch(server, "--pictures", str(deck)) == 0
    assert "pictures: 2 downloaded" in capsys.readouterr().out
    assert _files(userdata.pictures_dir()) >= {"FX01-001EN.png", "FX02-002EN.png"}
    assert not server.asked("art/V-FX01-010EN.png")
    assert _fetch(server, "--pictures-only", "--format", "premium", "--pictures", str(deck)) == 0
    assert "pictures: 1 downloaded, 1 already here" in capsys.readouterr().out
    assert "V-FX01-010EN.png" in _files(userdata.pictures_dir())


# -- an overall deadline ----------------------------------------------------------------------


def test_a_fetch_ends_at_its_deadline_keeping_what_came(
    server: CgsServer, capsys: pytest.CaptureFixture[str]
) -> None:
    server.on("sets/2.json").delay = 600  # never answers while the test runs
    assert _fetch(server, "--deadline", "1") == 1
    assert _sentence(capsys.readouterr().err) == (
        "playtester: cannot download the sets: the fetch reached its deadline of 1 second"
        f" (--deadline); 2 of 3 sets are downloaded and kept in {data_folder()}, and the next"
        " `playtester cards fetch` goes on from there"
    )
    assert {"sets/1.json", "sets/3.json"} <= _files(data_folder())


# -- a server that sends too slowly, or dies -----------------------------------------------------


def test_a_server_that_sends_a_byte_at_a_time_is_given_up(server: CgsServer) -> None:
    server.on(SET_1).drip = 0.02  # the whole file would take half a minute
    got = fetch_data(server.url + "cgs.json", timeout=0.3, attempts=1)
    assert len(got.failed) == 1 and got.failed[0].startswith("1: 127.0.0.1 sent only ")
    assert " bytes in 0.3 seconds, too slowly" in got.failed[0]
    assert (data_folder() / "sets" / "1.json.part").exists()  # kept, to resume


def test_a_server_that_answers_a_byte_at_a_time_is_given_up(server: CgsServer) -> None:
    server.on("cgs.json").drip = 0.02  # its status line and headers too
    server.on("cgs.json").drip_head = True
    with pytest.raises(FetchError) as failed:
        fetch_data(server.url + "cgs.json", timeout=0.3, attempts=1)
    assert str(failed.value) == (
        f"cannot download {server.url}cgs.json: 127.0.0.1 did not answer within 0.3 seconds"
    )


def _many_sets(server: CgsServer, count: int) -> None:
    """The set list names `count` more set files, each with one card."""
    listed = json.loads(server.files["/AllSets.json"])
    card = json.loads(server.files["/" + SET_1])[1]
    for n in range(count):
        server.add(f"more/{n}.json", json.dumps([{**card, "number": f"FXM{n}/001EN"}]))
        listed.append({"code": f"M{n}", "cardsUrl": f"{server.url}more/{n}.json"})
    server.add("AllSets.json", json.dumps(listed))


def test_a_server_that_dies_is_not_asked_for_every_set(
    server: CgsServer, capsys: pytest.CaptureFixture[str]
) -> None:
    """Once every try of one file got no answer, the server is taken as down: the sets still
    waiting are not asked for (each was tried three times), in one sentence."""
    _many_sets(server, 20)
    server.on("AllSets.json").then_die = True
    assert _fetch(server) == 1
    sentence = _sentence(capsys.readouterr().err)
    assert sentence.startswith(
        "playtester: cannot download the sets: 127.0.0.1 closed the connection without"
        " answering (tried 3 times), so the other "
    )
    assert sentence.endswith(
        f" sets were not asked for; 1 of 23 sets are downloaded and kept in {data_folder()},"
        " and the next `playtester cards fetch` goes on from there"
    )
    asked = [path for path, _ in server.requests if path.startswith(("/sets/", "/more/"))]
    assert len(asked) <= 3 * WORKERS < 3 * 22  # 22 set files, each tried three times before


# -- addresses and names from the command line and the server ------------------------------------


@pytest.mark.parametrize(
    ("url", "problem"),
    [
        ("http://[::1", "it is not a web address (Invalid IPv6 URL)"),
        ("http://127.0.0.1:99999/cgs.json", "it is not a web address (Port out of range 0-65535)"),
        ("http:///cgs.json", "it is not a web address (it names no server)"),
        ("ftp://127.0.0.1/cgs.json", "only http and https addresses can be downloaded"),
    ],
)
def test_an_address_that_is_not_a_web_address_is_one_sentence(
    url: str, problem: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["cards", "fetch", "--from", url]) == 1
    assert _sentence(capsys.readouterr().err) == f"playtester: cannot download {url}: {problem}"


@pytest.mark.parametrize("number", ["..", ".", "./.."])
def test_a_card_number_that_is_no_file_name_writes_nothing_outside_the_pictures(
    server: CgsServer, number: str
) -> None:
    cards = json.loads(server.files["/" + SET_1])
    cards[0]["number"] = number
    server.add(SET_1, json.dumps(cards))
    server.add_pictures()
    fetch_data(server.url + "cgs.json")
    before = _files(userdata.home())
    got = fetch_pictures([number, "FX01/002EN"])
    assert got.downloaded == 1
    assert got.missing == [f"{number}: this set number cannot name a picture file"]
    made = _files(userdata.home()) - before
    assert all(path.startswith("pictures/") for path in made)
    pictures = {path for path in made if not path.startswith("pictures/.downloads/")}
    assert pictures == {"pictures/FX01-002EN.png"}


def test_a_redirect_to_another_scheme_is_refused(server: CgsServer) -> None:
    with socket.socket() as elsewhere:  # where an FTP download would connect
        elsewhere.bind(("127.0.0.1", 0))
        elsewhere.listen()
        elsewhere.setblocking(False)
        target = f"ftp://127.0.0.1:{elsewhere.getsockname()[1]}/cgs.json"
        server.on("cgs.json").redirect = target
        with pytest.raises(FetchError) as failed:
            fetch_data(server.url + "cgs.json")
        with pytest.raises(BlockingIOError):
            elsewhere.accept()  # nothing came
    assert str(failed.value) == (
        f"cannot download {server.url}cgs.json: the server sent it on to {target}, and only"
        " http and https addresses are followed"
    )


# -- Ctrl+C -------------------------------------------------------------------------------------


def _ctrl_c_heard() -> None:
    """In the fetch's process: Ctrl+C heard as at a terminal, even when these tests run in the
    background (a shell starts a background job with Ctrl+C ignored, and its children keep
    that: Python would never raise KeyboardInterrupt)."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def test_ctrl_c_ends_a_fetch_at_once_in_one_sentence_keeping_what_came(server: CgsServer) -> None:
    server.on("sets/2.json").delay = 600  # never answers while the test runs
    argv = ["cards", "fetch", "--timeout", "600", "--from", server.url + "cgs.json"]
    fetch = subprocess.Popen(
        [sys.executable, "-m", "playtester", *argv],
        cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        env={**os.environ, "PYTHONUNBUFFERED": "1"}, preexec_fn=_ctrl_c_heard,
    )  # fmt: skip
    kept = data_folder() / SET_1
    try:
        while not (server.asked("sets/2.json") and kept.exists()):
            assert fetch.poll() is None, fetch.communicate()
            time.sleep(0.02)  # waits for the fetch to be under way
        fetch.send_signal(signal.SIGINT)
        _, err = fetch.communicate(timeout=60)  # a guard: without a prompt end, 600 s
    finally:
        fetch.kill()
    assert fetch.returncode == 130
    assert _sentence(err) == (
        f"playtester: stopped (Ctrl+C); what was downloaded is kept in {data_folder()}, and the"
        " next `playtester cards fetch` goes on from there"
    )
    assert kept.exists() and json.loads(kept.read_text())[0]["number"] == "FX01/001EN"

"""The real program in a real X11 window: the real mouse (xdotool) drags a card from the hand
onto the vanguard circle, the program quits, and its recordings library shows the ride.

Needs Xvfb and xdotool; `.ci/run` installs them and sets PLAYTESTER_REQUIRE_X11=1 so that a
missing tool fails instead of skipping."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

REQUIRED = os.environ.get("PLAYTESTER_REQUIRE_X11") == "1"
TOOLS = ("Xvfb", "xdotool")


def _missing() -> list[str]:
    return [t for t in TOOLS if shutil.which(t) is None]


pytestmark = pytest.mark.skipif(
    bool(_missing()) and not REQUIRED, reason=f"needs {', '.join(TOOLS)}"
)


def _wait(predicate: Callable[[], Any], timeout: float, what: str) -> Any:
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = predicate()
        if value:
            return value
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting for {what}")


@pytest.fixture
def display() -> Iterator[str]:
    assert not _missing(), f"missing {', '.join(_missing())}"
    number = 90 + os.getpid() % 400
    server = subprocess.Popen(
        ["Xvfb", f":{number}", "-screen", "0", "1600x1000x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    env = {**os.environ, "DISPLAY": f":{number}"}
    _wait(
        lambda: (
            subprocess.run(
                ["xdotool", "getdisplaygeometry"], env=env, capture_output=True
            ).returncode
            == 0
        ),
        10,
        "the X server",
    )
    yield f":{number}"
    server.terminate()
    server.wait(5)


def _settled(path: Path) -> dict[str, Any] | None:
    """The table's report once no card is on its way to its place (else None: a press where a
    card will be would find nothing)."""
    doc = _layout(path)
    return doc if doc is not None and not doc["moving"] else None


def _layout(path: Path) -> dict[str, Any] | None:
    try:
        return json.loads(path.read_text())
    except (OSError, ValueError):
        return None


def _recorded(home: Path) -> list[tuple[str, bool]]:
    """The steps (notation, override) up to where the game on the table stands, read from the
    recordings library in the data folder (the table writes each step as it happens)."""
    from playtester.record.library import Library, LibraryError

    if not (home / "recordings.db").exists():
        return []
    try:
        with Library(home / "recordings.db") as library:
            listed = library.recordings()
            if not listed:
                return []
            rec = library.open(listed[0].id)
            steps = [rec.step(node) for node in rec.tree.path(rec.cursor)]
    except (LibraryError, sqlite3.Error):  # being written: ask again
        return []
    return [(step.action, step.override) for step in steps]


def test_the_real_mouse_rides_a_card(display: str, tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    env.update(DISPLAY=display, PLAYTESTER_HOME=str(tmp_path), QT_QPA_PLATFORM="xcb")
    layout = tmp_path / "layout.json"
    app = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "playtester",
            "table",
            "--seed",
            "5",
            "--size",
            "1500x950",
            "--layout",
            str(layout),
        ],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )

    def xdotool(*args: str) -> None:
        subprocess.run(["xdotool", *args], env=env, check=True)

    try:
        first = _wait(
            lambda: (d := _layout(layout)) and "keep" in d["buttons"] and d, 30, "the table"
        )
        xdotool("mousemove", *map(str, first["buttons"]["keep"]), "click", "1")
        ready = _wait(
            lambda: (d := _settled(layout)) and d["phase"] == "ride" and d["to_play"] == 0 and d,
            20,
            "our ride phase",
        )
        rides = {a[len('ride "') : -1] for a in ready["legal"] if a.startswith("ride ")}
        card = next(
            c
            for c in ready["cards"]
            if c["zone"] == "hand" and c["player"] == 0 and c["name"] in rides
        )
        drag(xdotool, card["at"], ready["zones"]["0:VC"])
        wanted = f'ride "{card["name"]}"'
        _wait(lambda: (wanted, False) in _recorded(tmp_path), 10, wanted)
        xdotool("key", "ctrl+q")
        assert app.wait(15) == 0
    finally:
        if app.poll() is None:
            app.kill()
            app.wait()
    assert _recorded(tmp_path)[-1] == (wanted, False)  # kept after the program quit


def test_the_real_mouse_plays_a_wixoss_signi(display: str, tmp_path: Path) -> None:
    """`playtester table --game wixoss`: the real mouse keeps the hand, goes on with the Next
    button, grows the Center LRIG by dragging the LRIG deck's top card onto it, and drags a
    SIGNI from the hand onto an empty SIGNI zone."""
    env = {k: v for k, v in os.environ.items() if k != "QT_QPA_PLATFORM"}
    env.update(DISPLAY=display, PLAYTESTER_HOME=str(tmp_path), QT_QPA_PLATFORM="xcb")
    layout = tmp_path / "layout.json"
    command = [sys.executable, "-m", "playtester", "table", "--game", "wixoss", "--seed", "3"]
    app = subprocess.Popen(
        [*command, "--size", "1500x950", "--layout", str(layout)],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )

    def xdotool(*args: str) -> None:
        subprocess.run(["xdotool", *args], env=env, check=True)

    def ours(phase: str) -> Callable[[], Any]:
        return lambda: (d := _settled(layout)) and d["phase"] == phase and d["to_play"] == 0 and d

    try:
        first = _wait(
            lambda: (d := _layout(layout)) and "keep" in d["buttons"] and d, 30, "the table"
        )
        xdotool("mousemove", *map(str, first["buttons"]["keep"]), "click", "1")
        now = _wait(ours("ener"), 30, "our ener phase")  # nothing charged: Next
        xdotool("mousemove", *map(str, now["buttons"]["next"]), "click", "1")
        growing = _wait(ours("grow"), 30, "our grow phase")
        top = next(c for c in growing["cards"] if c["zone"] == "lrig_deck" and c["index"] == 0)
        assert f'grow "{top["name"]}"' in growing["legal"]  # the level 1 LRIG, free to grow
        drag(xdotool, top["at"], growing["zones"]["0:C"])
        grown = f'grow "{top["name"]}"'
        _wait(lambda: (grown, False) in _recorded(tmp_path), 10, grown)
        now = _wait(ours("grow"), 10, "the grow phase after growing")
        xdotool("mousemove", *map(str, now["buttons"]["next"]), "click", "1")
        ready = _wait(ours("main"), 20, "our main phase")
        plays = {a for a in ready["legal"] if a.startswith("play ") and " pay " not in a}
        card, zone = next(
            (c, z)
            for c in ready["cards"]
            for z in ("SC", "SL", "SR")
            if c["zone"] == "hand" and c["player"] == 0 and f'play "{c["name"]}" {z}' in plays
        )
        drag(xdotool, card["at"], ready["zones"][f"0:{zone}"])
        wanted = f'play "{card["name"]}" {zone}'
        _wait(lambda: (wanted, False) in _recorded(tmp_path), 10, wanted)
        xdotool("key", "ctrl+q")
        assert app.wait(15) == 0
    finally:
        if app.poll() is None:
            app.kill()
            app.wait()
    assert _recorded(tmp_path)[-1] == (wanted, False)  # kept after the program quit


def drag(xdotool: Callable[..., None], start: list[int], end: list[int]) -> None:
    """Press at `start`, move to `end` in ten steps with the button held, let go."""
    (x0, y0), (x1, y1) = start, end
    xdotool("mousemove", "--sync", str(x0), str(y0))  # --sync: returns once the pointer is there
    xdotool("mousedown", "1")
    for i in range(1, 11):
        x, y = x0 + (x1 - x0) * i // 10, y0 + (y1 - y0) * i // 10
        xdotool("mousemove", "--sync", str(x), str(y))
    xdotool("mouseup", "1")

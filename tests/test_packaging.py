"""Packaging: the desktop entry and the AppStream metainfo validate, the version has one source,
the icons are there; and (slow) the one-folder bundle builds, runs from wherever it is unpacked,
plays, and writes only to the user's data folder."""

from __future__ import annotations

import os
import re
import shutil
import stat
import subprocess
import sys
import tarfile
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PIL import Image

import playtester
from playtester import resources

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"
APP_ID = "io.github.playtester.Playtester"
DESKTOP = PACKAGING / f"{APP_ID}.desktop"
METAINFO = PACKAGING / f"{APP_ID}.metainfo.xml"
ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)


def _version() -> str:
    with open(ROOT / "pyproject.toml", "rb") as file:
        return str(tomllib.load(file)["project"]["version"])


def _tool(name: str) -> str:
    """A validator's path; CI (PLAYTESTER_REQUIRE_X11=1) installs them, elsewhere a missing
    one skips the test."""
    path = shutil.which(name)
    if path is None:
        message = f"{name} is not installed (apt-get install desktop-file-utils appstream)"
        if os.environ.get("PLAYTESTER_REQUIRE_X11") == "1":
            pytest.fail(message)
        pytest.skip(message)
    return path


def _desktop_entry(path: Path) -> dict[str, str]:
    lines = path.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "[Desktop Entry]"
    return dict(line.split("=", 1) for line in lines[1:] if line and not line.startswith("#"))


def test_desktop_entry_validates() -> None:
    done = subprocess.run(
        [_tool("desktop-file-validate"), str(DESKTOP)], capture_output=True, text=True
    )
    assert done.returncode == 0 and not done.stdout.strip(), done.stdout + done.stderr


def test_metainfo_validates() -> None:
    done = subprocess.run(
        [_tool("appstreamcli"), "validate", "--no-net", str(METAINFO)],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_version_has_one_source() -> None:
    version = _version()
    assert playtester.__version__ == version
    releases = ET.parse(METAINFO).getroot().findall("./releases/release")
    assert releases and releases[0].get("version") == version  # the newest release comes first


def test_the_program_says_its_version() -> None:
    """`playtester --version` prints the one version and exits (the bundle is checked with it)."""
    done = subprocess.run(
        [sys.executable, "-m", "playtester", "--version"], capture_output=True, text=True
    )
    assert (done.returncode, done.stdout, done.stderr) == (0, f"playtester {_version()}\n", "")


def test_desktop_entry_metainfo_and_program_agree() -> None:
    from playtester.ui.app import APP_ID as program_id

    entry = _desktop_entry(DESKTOP)
    metainfo = ET.parse(METAINFO).getroot()
    assert program_id == APP_ID == entry["Icon"] == metainfo.findtext("id")
    assert metainfo.findtext("launchable") == DESKTOP.name
    assert metainfo.findtext("icon") == APP_ID
    assert entry["Exec"] == entry["TryExec"] == metainfo.findtext("provides/binary") == "playtester"


def test_icons_are_drawn_at_every_size() -> None:
    assert (PACKAGING / "icons" / "playtester.svg").is_file()
    found = resources.icon_files()
    assert [size for size, _ in found] == list(ICON_SIZES)
    for size, path in found:
        with Image.open(path) as image:
            assert image.size == (size, size) and image.mode == "RGBA"
            alpha = image.getchannel("A")
            assert alpha.getpixel((0, 0)) == 0  # a shape on a transparent ground
            assert alpha.getbbox() is not None


def test_the_bundle_takes_every_data_file_inside_the_package() -> None:
    """The wheel carries every file of the package; the bundle only the Python and the data its
    spec lists: a data file read beside its module (WIXOSS's card list) must be listed there."""
    package = ROOT / "playtester"
    data = [
        path.relative_to(ROOT).as_posix()
        for path in package.rglob("*")
        if path.is_file() and path.suffix not in (".py", ".pyc")
    ]
    assert "playtester/games/wixoss/cardlist.json" in data
    spec = (PACKAGING / "playtester.spec").read_text(encoding="utf-8")
    for name in data:
        listed = " / ".join(f'"{part}"' for part in name.split("/"))  # ROOT / "playtester" / ...
        assert f"ROOT / {listed}" in spec, name


def test_data_is_found_inside_a_bundle(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    candidates = resources._candidates()
    assert candidates[0] == tmp_path / "playtester" / "_data"
    assert candidates[-1] == ROOT


def test_install_desktop_entry(tmp_path: Path) -> None:
    """The script beside an unpacked bundle puts it in the menu by its full path, and takes it
    out again."""
    folder = tmp_path / "My Apps" / "playtester"
    (folder / "icons").mkdir(parents=True)
    for path in (DESKTOP, METAINFO, PACKAGING / "install-desktop-entry"):
        shutil.copy2(path, folder / path.name)
    for path in (PACKAGING / "icons").glob("playtester*"):
        shutil.copy2(path, folder / "icons" / path.name)
    program = folder / "playtester"
    program.write_text("#!/bin/sh\n", encoding="utf-8")
    program.chmod(program.stat().st_mode | stat.S_IXUSR)
    share = tmp_path / "share"
    env = {**os.environ, "XDG_DATA_HOME": str(share)}

    subprocess.run(
        [str(folder / "install-desktop-entry")], env=env, check=True, capture_output=True
    )
    installed = share / "applications" / f"{APP_ID}.desktop"
    entry = _desktop_entry(installed)
    assert entry["Exec"] == f'"{program}"' and entry["TryExec"] == str(program)
    assert (share / "metainfo" / METAINFO.name).is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    for size in ICON_SIZES:
        assert (share / "icons" / "hicolor" / f"{size}x{size}" / "apps" / f"{APP_ID}.png").is_file()
    if shutil.which("desktop-file-validate"):
        done = subprocess.run(
            ["desktop-file-validate", str(installed)], capture_output=True, text=True
        )
        assert done.returncode == 0 and not done.stdout.strip(), done.stdout

    subprocess.run(
        [str(folder / "install-desktop-entry"), "--uninstall"],
        env=env,
        check=True,
        capture_output=True,
    )
    assert not [path for path in share.rglob("*") if path.is_file()]


def _snapshot(folder: Path) -> dict[str, tuple[int, int]]:
    return {
        str(path.relative_to(folder)): (path.lstat().st_size, path.lstat().st_mtime_ns)
        for path in folder.rglob("*")
    }


@pytest.mark.slow
def test_bundle_builds_and_runs_wherever_it_is_unpacked(tmp_path: Path) -> None:
    version = _version()
    dist, work = tmp_path / "dist", tmp_path / "work"
    done = subprocess.run(
        [str(PACKAGING / "build"), "--dist", str(dist), "--work", str(work)],
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    archive = dist / f"playtester-{version}-linux-{os.uname().machine}.tar.gz"
    with tarfile.open(archive) as tar:
        assert "playtester/playtester" in tar.getnames()

    # What is in it, and what is not.
    internal = dist / "playtester" / "_internal"
    data = internal / "playtester" / "_data"
    parts = ("assets/fonts/DejaVuSans.ttf", "assets/decks/g", "assets/abilities/vanguard")
    for part in ("cards.db", *parts, "icons"):
        assert (data / part).exists(), part
    assert (internal / "playtester" / "games" / "wixoss" / "cardlist.json").is_file()
    assert (internal / "pyqtgraph").is_dir()  # Deck > Statistics draws with it
    metadata = (internal / f"playtester-{version}.dist-info" / "METADATA").read_text("utf-8")
    assert f"\nVersion: {version}\n" in metadata
    names = {path.name for path in internal.rglob("*")}
    for unwanted in ("pytest", "_pytest", "hypothesis", "mypy", "ruff", "translations"):
        assert unwanted not in names, unwanted
    assert not [name for name in names if re.match(r"libQt6(WebEngine|Qml|Quick|3D|Network)", name)]
    size = sum(p.lstat().st_size for p in (dist / "playtester").rglob("*") if not p.is_symlink())
    # 162 MiB, and about 50 more since Deck > Statistics plots with pyqtgraph (numpy, OpenBLAS)
    assert size < 230 * 2**20, f"the bundle grew to {size / 2**20:.0f} MB"

    # Unpacked somewhere else (the build's folder gone), run from a third folder.
    bundle = tmp_path / "unpacked here" / "playtester"
    shutil.copytree(dist / "playtester", bundle, symlinks=True)
    shutil.rmtree(dist)
    before = _snapshot(bundle)
    home, cwd = tmp_path / "home", tmp_path / "cwd"
    cwd.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith("PLAYTESTER_")}
    env.update(QT_QPA_PLATFORM="offscreen", PLAYTESTER_HOME=str(home))

    def run(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [str(bundle / "playtester"), *args],
            cwd=cwd,
            env=env,
            capture_output=True,
            text=True,
            timeout=180,
        )

    said = run("--version")
    assert (said.returncode, said.stdout) == (0, f"playtester {version}\n"), said.stderr
    table = run("table", "--seed", "1", "--quit-after-paint")
    assert table.returncode == 0, table.stdout + table.stderr
    assert re.search(r"^first paint after \d+ ms$", table.stderr, re.M), table.stderr
    demo = run("demo", "--seed", "3")
    assert demo.returncode == 0, demo.stdout + demo.stderr
    assert re.search(r"^Winner: .+ on turn \d+$", demo.stdout, re.M), demo.stdout[-2000:]
    goldfish = run("demo", "--seed", "4", "--goldfish", "--format", "premium")
    assert goldfish.returncode == 0, goldfish.stdout + goldfish.stderr
    assert "Goldfish" in goldfish.stdout
    assert re.search(r"^Winner: .+ on turn \d+$", goldfish.stdout, re.M), goldfish.stdout[-2000:]
    wixoss = run("demo", "--seed", "3", "--game", "wixoss")  # its cards are package data
    assert wixoss.returncode == 0, wixoss.stdout + wixoss.stderr
    assert re.search(r"^Winner: .+ on turn \d+$", wixoss.stdout, re.M), wixoss.stdout[-2000:]
    g_deck = data.relative_to(dist) / "assets" / "decks" / "g" / "dawnspire-order.txt"
    deck = run("deck", "check", str(bundle.parent / g_deck), "--format", "g")
    assert deck.returncode == 0, deck.stdout + deck.stderr
    # the statistics' worker processes are the bundled program started again
    # and its plots are the window's (pyqtgraph, which loads Qt's OpenGL modules by name)
    plots = tmp_path / "plots.png"
    stats = run(
        *("deck", "stats", str(bundle.parent / g_deck), "--format", "g", "--games", "6"),
        *("--png", str(plots)),
    )
    assert stats.returncode == 0, stats.stdout + stats.stderr
    assert re.search(r"^Win rate: .+, \d of 6 games$", stats.stdout, re.M), stats.stdout
    assert plots.stat().st_size > 10_000

    assert _snapshot(bundle) == before  # nothing written inside the bundle
    assert not list(cwd.iterdir())  # nor where it was started
    assert (home / "cache").is_dir()  # the user's data folder is where it wrote

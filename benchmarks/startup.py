"""Start-up benchmark: how soon the table's window appears, is painted and answers, against a
bare PySide6 window measured the same way in the same run, and the memory at each point.

    python benchmarks/startup.py [--runs 7] [--displays offscreen,xvfb] [--bytecode cached,none]

Programs, each launched afresh for every run (their order alternates between runs):
- `bare`: an empty QMainWindow of the table's size, shown and painted (the floor of any window);
- `demo`: `playtester table --seed 1` with the demo decks;
- `library`: the same with a generated card library of 21,000 printings of invented cards (in
  the data folder, written by the program's own library writer) and two 50-card deck lists
  naming cards of it.

Each prints `mark NAME EPOCH RSS-KB` on stderr (`--startup-marks`, ui/starting.py): `window`
when the window is first painted, `table` when the table is painted in it, `interactive` when
the filled-in table has answered its first event, and `recorded` when the game is then being
recorded (the recordings library is read once the table answers). The figures
are launch-to-mark times (the launch taken just before the process is started), medians over
the runs, as ratios to the bare window's paint in the same display and bytecode case; the CPU
time each process had used by then (every thread), as a ratio to the bare window's: what other
work on a busy machine does not change; and the resident memory (median) at each mark.

Cases: `offscreen` (Qt's offscreen platform) and `xvfb` (a real X server: `Xvfb` on a free
display, started and stopped here); `cached` bytecode (a warm-up run compiles every module into
a private `PYTHONPYCACHEPREFIX`, as an installed program has) and `none` (this project's modules
compiled at each start, as with `PYTHONDONTWRITEBYTECODE=1` from a checkout; the libraries
keep their installed bytecode). Drawn card faces and the playmat are cached by warm-up runs in
both cases, as on every start after the first.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

BARE = """
import sys, time
def mark(name):
    with open("/proc/self/status") as status:
        rss = next(int(l.split()[1]) for l in status if l.startswith("VmRSS:"))
    print(f"mark {name} {time.time():.6f} {rss} {time.process_time() * 1000:.1f}", file=sys.stderr,
          flush=True)
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv)
w = QMainWindow(); w.resize(1480, 940); w.show()
def done():
    w.repaint()
    mark("window")
    app.quit()
QTimer.singleShot(0, done)
app.exec()
"""
MARKS = ("window", "table", "interactive", "recorded")
PRINTINGS = 21_000
NAMES = 7_000  # three printings of each name

SYLLABLES = ("ar", "bel", "cor", "dun", "el", "fen", "gar", "hol", "ith", "jun", "kel", "lor",
             "mar", "nim", "or", "pel", "quor", "ras", "sil", "tor", "ul", "vek", "wyn", "xan",
             "yor", "zel")  # fmt: skip
TITLES = ("Knight", "Warden", "Seer", "Lancer", "Herald", "Sentinel", "Drake", "Mystic", "Page")
CLANS = ("Gearfall Union", "Saltglass Court", "Emberreach Host", "Mossdeep Circle")


def invented_name(rng: random.Random, taken: set[str]) -> str:
    """A card name made of invented syllables, unique in `taken`."""
    while True:
        word = "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 3))).capitalize()
        name = f"{word}, {rng.choice(TITLES)} of {rng.choice(SYLLABLES).capitalize()}"
        if name not in taken:
            taken.add(name)
            return name


def make_library(home: Path) -> list[Path]:
    """Write a library of PRINTINGS invented Vanguard printings into `home`'s library.db with
    the program's own writer, and two 50-card deck lists naming its cards; their paths."""
    os.environ["PLAYTESTER_HOME"] = str(home)
    import playtester  # noqa: F401 (registers the games)
    from playtester.cards.library import Library, library_path
    from playtester.games.vanguard.cards import VanguardCard

    rng = random.Random(30)
    taken: set[str] = set()
    cards = []
    by_grade: dict[tuple[str, int, str | None], list[str]] = {}
    triggers = ("critical", "draw", "heal", "front")
    for i in range(NAMES):
        name = invented_name(rng, taken)
        grade, clan = i % 4, CLANS[i // 4 % len(CLANS)]
        kind = i // 16 % 5  # of the grade 0 cards, four in five are triggers
        trigger = triggers[kind - 1] if grade == 0 and kind else None
        by_grade.setdefault((clan, grade, trigger), []).append(name)
        words = " ".join(rng.choice(SYLLABLES) for _ in range(rng.randint(6, 30)))
        for printing in range(PRINTINGS // NAMES):
            number = f"IN{printing + 1:02d}/{i:04d}"
            cards.append(
                VanguardCard(
                    name,
                    number=number,
                    grade=grade,
                    power=(5000 + 2000 * grade) + 1000 * printing,
                    shield=(10000 if trigger else 5000) if grade < 3 else 0,
                    clan=clan,
                    trigger=trigger,
                    text=f"[AUTO] {words}.",
                )
            )
    Library(library_path()).add_cards(cards)

    def deck(clan: str) -> str:
        pick = by_grade[(clan, 0, None)][:1]
        lines = [f"1x {pick[0]}"]
        for trigger, count in (("critical", 8), ("draw", 4), ("heal", 4)):
            names = by_grade[(clan, 0, trigger)]
            lines += [f"4x {n}" for n in names[: count // 4]]
        for grade, count in ((1, 14), (2, 11), (3, 8)):
            names = by_grade[(clan, grade, None)]
            lines += [f"4x {n}" for n in names[: count // 4]]
            if count % 4:
                lines.append(f"{count % 4}x {names[count // 4]}")
        return "\n".join(lines) + "\n"

    paths = []
    for clan in CLANS[:2]:
        path = home / f"{clan.lower().replace(' ', '-')}.txt"
        path.write_text(deck(clan), encoding="utf-8")
        paths.append(path)
    return paths


def free_display() -> str:
    """A display number no X server uses."""
    for number in range(97, 200):
        if (
            not Path(f"/tmp/.X11-unix/X{number}").exists()
            and not Path(f"/tmp/.X{number}-lock").exists()
        ):
            return f":{number}"
    raise RuntimeError("no free X display")


def start_xvfb() -> tuple[subprocess.Popen[bytes], str]:
    display = free_display()
    server = subprocess.Popen(
        ["Xvfb", display, "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    for _ in range(100):
        if Path(f"/tmp/.X11-unix/X{display[1:]}").exists():
            break
        time.sleep(0.05)
    return server, display


Mark = tuple[float, float, float]  # seconds since launch, resident MB, CPU seconds used


def launch(command: list[str], env: dict[str, str]) -> dict[str, Mark]:
    """Run a program; {mark: (seconds since launch, resident MB, CPU seconds used)}."""
    start = time.time()
    done = subprocess.run(command, env=env, capture_output=True, cwd=ROOT, text=True, check=False)
    marks = {}
    for line in done.stderr.splitlines():
        if line.startswith("mark "):
            _, name, at, rss, cpu = line.split()
            marks[name] = (float(at) - start, int(rss) / 1024, float(cpu) / 1000)
    if done.returncode != 0 or "window" not in marks:
        raise RuntimeError(f"{command} failed ({done.returncode}):\n{done.stderr}")
    return marks


def measure(runs: int, displays: list[str], bytecodes: list[str]) -> list[str]:
    lines = []
    with tempfile.TemporaryDirectory() as scratch:
        base = Path(scratch)
        demo_home, library_home = base / "demo-home", base / "library-home"
        demo_home.mkdir()
        library_home.mkdir()
        made = time.perf_counter()
        decks = make_library(library_home)
        made = time.perf_counter() - made
        size = os.path.getsize(library_home / "library.db") / 2**20
        lines.append(
            f"generated library: {PRINTINGS:,} printings of {NAMES:,} invented names"
            f" in {made:.1f} s, {size:.1f} MiB"
        )
        table = [sys.executable, "-m", "playtester", "table", "--seed", "1", "--startup-marks"]
        programs = {
            "bare": ([sys.executable, "-c", BARE], demo_home),
            "demo": (table, demo_home),
            "library": ([*table, *(a for d in decks for a in ("--deck", str(d)))], library_home),
        }
        for display in displays:
            server = None
            env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "QT_"))}
            env["PYTHONPATH"] = str(ROOT)
            if display == "xvfb":
                server, env["DISPLAY"] = start_xvfb()
                env["QT_QPA_PLATFORM"] = "xcb"
            else:
                env["QT_QPA_PLATFORM"] = "offscreen"
            try:
                for bytecode in bytecodes:
                    case = dict(env)
                    if bytecode == "cached":
                        case["PYTHONPYCACHEPREFIX"] = str(base / "pycache")
                    else:  # the libraries keep their installed bytecode
                        case["PYTHONDONTWRITEBYTECODE"] = "1"
                    lines += measure_case(runs, programs, case, f"{display}, bytecode {bytecode}")
            finally:
                if server is not None:
                    server.terminate()
                    server.wait()
    return lines


def measure_case(
    runs: int, programs: dict[str, tuple[list[str], Path]], env: dict[str, str], case: str
) -> list[str]:
    if "PYTHONDONTWRITEBYTECODE" in env:  # the project's modules compiled at each start
        assert not list(ROOT.glob("playtester/**/__pycache__")), "the checkout holds bytecode"
    found: dict[str, list[dict[str, Mark]]] = {name: [] for name in programs}
    for command, home in programs.values():  # warm-up: faces drawn, bytecode cached
        launch(command, {**env, "PLAYTESTER_HOME": str(home)})
    for run in range(runs):
        order = list(programs) if run % 2 == 0 else list(reversed(programs))
        for name in order:
            command, home = programs[name]
            found[name].append(launch(command, {**env, "PLAYTESTER_HOME": str(home)}))

    def median(name: str, point: str, field: int) -> float:
        return statistics.median(r[point][field] for r in found[name])

    bare, bare_mb, bare_cpu = (median("bare", "window", field) for field in range(3))
    lines = [
        f"{case}: bare PySide6 window painted {bare * 1000:.0f} ms"
        f" (CPU {bare_cpu * 1000:.0f} ms), {bare_mb:.0f} MB"
    ]
    for name in ("demo", "library"):
        parts = []
        for point in MARKS:
            at, mb, cpu = (median(name, point, field) for field in range(3))
            parts.append(
                f"{point} {at * 1000:.0f} ms ({at / bare:.2f}x; CPU {cpu / bare_cpu:.2f}x)"
                f" {mb:.0f} MB"
            )
        lines.append(f"  {name}: " + "; ".join(parts))
    return lines


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--displays", default="offscreen,xvfb")
    parser.add_argument("--bytecode", default="cached,none")
    args = parser.parse_args()
    displays = args.displays.split(",")
    if "xvfb" in displays and shutil.which("Xvfb") is None:
        print("Xvfb is not installed: offscreen only", file=sys.stderr)
        displays = [d for d in displays if d != "xvfb"]
    load = os.getloadavg()[0]
    lines = measure(args.runs, displays, args.bytecode.split(","))
    machine = f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}"
    print(f"machine: {machine}; load average before {load:.2f}, after {os.getloadavg()[0]:.2f}")
    print(f"median of {args.runs} runs; ratios to the bare window's paint in the same case")
    for line in lines:
        print(line)


if __name__ == "__main__":
    main()

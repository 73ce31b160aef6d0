"""The install figures in the README: the bundle's size and start-up, and a pip install's.

    .venv/bin/python packaging/measure.py [--bundle dist/playtester] [--runs 7] [--pip]

Start-up is measured as benchmarks/table.py does it: the wall time from launching a process
until its first painted table (`table --seed 1 --quit-after-paint` prints the moment), offscreen,
with the drawn faces already cached (one run first), median of the runs; the same for the
program run by this Python for comparison, or with `--pip` by a new virtual environment into
which a wheel of this checkout is pip-installed (timed, dependencies from pip's cache when it
has them; the environment's size is reported too).
"""

from __future__ import annotations

import argparse
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def folder_size(folder: Path) -> tuple[int, int]:
    """(bytes, files), symbolic links not counted."""
    files = [p for p in folder.rglob("*") if p.is_file() and not p.is_symlink()]
    return sum(p.stat().st_size for p in files), len(files)


def first_paint(command: list[str], env: dict[str, str]) -> float:
    start = time.time()
    done = subprocess.run(command, env=env, check=True, capture_output=True, text=True)
    painted = next(
        float(line.split()[-1])
        for line in done.stderr.splitlines()
        if line.startswith("painted at")
    )
    return painted - start


def startup(command: list[str], runs: int, home: str) -> float:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PLAYTESTER_")}
    env.update(PLAYTESTER_HOME=home, QT_QPA_PLATFORM="offscreen")
    command = [*command, "table", "--seed", "1", "--quit-after-paint"]
    first_paint(command, env)  # draws and caches the faces and the playmat
    return statistics.median(first_paint(command, env) for _ in range(runs))


def pip_install(work: Path) -> tuple[float, int]:
    """(seconds to pip install the wheel into a new venv, the venv's size in bytes)."""
    wheels = work / "wheels"
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--quiet",
            "--no-deps",
            "-w",
            str(wheels),
            str(ROOT),
        ],
        check=True,
        capture_output=True,
    )
    wheel = next(wheels.glob("playtester-*.whl"))
    venv = work / "venv"
    start = time.time()
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    subprocess.run(
        [str(venv / "bin" / "python"), "-m", "pip", "install", "--quiet", str(wheel)],
        check=True,
        capture_output=True,
    )
    return time.time() - start, folder_size(venv)[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bundle", type=Path, default=ROOT / "dist" / "playtester")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--pip", action="store_true", help="also time a pip install")
    args = parser.parse_args()
    print(f"{platform.machine()}, {os.cpu_count()} cores, Python {platform.python_version()}")
    size, files = folder_size(args.bundle)
    print(f"bundle {args.bundle}: {size / 2**20:.0f} MiB in {files} files")
    for archive in sorted(args.bundle.parent.glob("playtester-*.tar.gz")):
        print(f"archive {archive.name}: {archive.stat().st_size / 2**20:.0f} MiB")
    with tempfile.TemporaryDirectory() as home:
        bundled = startup([str(args.bundle / "playtester")], args.runs, home)
    print(f"start-up to first paint, bundle: {bundled * 1000:.0f} ms (median of {args.runs})")
    with tempfile.TemporaryDirectory() as work:
        python = sys.executable
        if args.pip:
            seconds, venv_size = pip_install(Path(work))
            mib = venv_size / 2**20
            print(f"pip install of the wheel into a new venv: {seconds:.0f} s, {mib:.0f} MiB")
            python = str(Path(work) / "venv" / "bin" / "python")
        with tempfile.TemporaryDirectory() as home:
            source = startup([python, "-m", "playtester"], args.runs, home)
        print(f"start-up to first paint, {python}: {source * 1000:.0f} ms")


if __name__ == "__main__":
    main()

"""Card pictures downloaded on demand into the data folder's `pictures/`, named by set number,
where the table and the renderer find them (`render/pictures.py`); a picture already there is
not asked for again. The addresses come from `pictures.json`, written by `fetch_data` (or, for
a game whose card files name their pictures, from the library: WIXOSS's ImgURL and picURL). A set
number with no letter or digit ("..") names no file. The downloads end early as the sets' do
(`fetch.py`): offline, their server down, the deadline passed, or Ctrl+C.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterable, Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from playtester import userdata
from playtester.cards.download import TIMEOUT, Downloader, DownloadError, Session
from playtester.cards.fetch import INTERRUPTED, WORKERS, FetchError, Progress, data_folder, kept_in

__all__ = ["PicturesFetched", "cached_picture", "fetch_pictures", "picture_file"]

MAX_PICTURE = 16 * 1024 * 1024
PICTURE_TYPES = {b"\x89PNG\r\n\x1a\n": "png", b"\xff\xd8\xff": "jpg", b"RIFF": "webp"}


def picture_file(number: str) -> str:
    """The file name (without extension) of a card's picture: its set number, made safe ("":
    a number with no letter or digit, such as "..", names no file)."""
    stem = userdata.safe_name(number.strip().replace("/", "-")).strip(" .")
    return stem if any(ch.isalnum() for ch in stem) else ""


@dataclass
class PicturesFetched:
    """What `fetch_pictures` did."""

    downloaded: int = 0
    cached: int = 0
    missing: list[str] = field(default_factory=list)  # "NUMBER: why"
    received: int = 0
    seconds: float = 0.0

    def summary(self) -> str:
        missing = f", {len(self.missing)} not found" if self.missing else ""
        return (
            f"pictures: {self.downloaded} downloaded, {self.cached} already here{missing}"
            f" ({self.received / 2**20:.1f} MB in {self.seconds:.1f} s)"
        )


def cached_picture(number: str, folder: Path | None = None) -> Path | None:
    """The downloaded picture of the card with this set number, if there is one."""
    folder = folder if folder is not None else userdata.pictures_dir()
    stem = picture_file(number)
    if not stem:
        return None
    for ext in ("png", "jpg", "webp"):
        path = folder / f"{stem}.{ext}"
        if path.is_file():
            return path
    return None


def fetch_pictures(
    numbers: Iterable[str],
    data: Path | None = None,
    folder: Path | None = None,
    timeout: float = TIMEOUT,
    progress: Progress | None = None,
    attempts: int = 3,
    session: Session | None = None,
    addresses: Mapping[str, str] | None = None,
) -> PicturesFetched:
    """Download the pictures of the cards with these set numbers into `folder` (default: the
    data folder's `pictures/`), from `addresses` (by set number) if given, else from those
    `fetch_data` wrote into `data`; FetchError when there are none yet, or when the downloads
    ended early (one sentence; what came is kept). `session`: the fetch's deadline and stop."""
    started = time.perf_counter()
    data = data if data is not None else data_folder()
    folder = folder if folder is not None else userdata.pictures_dir()
    index: Any = addresses
    if index is None:
        try:
            index = json.loads((data / "pictures.json").read_text(encoding="utf-8"))
        except (OSError, ValueError):
            raise FetchError(
                "the card data has not been downloaded yet, so the pictures' addresses are"
                " not known: run `playtester cards fetch` first"
            ) from None
    result = PicturesFetched()
    wanted: list[tuple[str, str]] = []
    for number in dict.fromkeys(n.strip() for n in numbers if n.strip()):
        if not picture_file(number):
            result.missing.append(f"{number}: this set number cannot name a picture file")
        elif cached_picture(number, folder) is not None:
            result.cached += 1
        elif not isinstance(index, dict) or not isinstance(index.get(number), str):
            result.missing.append(f"{number}: the card data gives no picture for it")
        else:
            wanted.append((number, index[number]))
    session = session if session is not None else Session()
    downloader = Downloader(folder / ".downloads", timeout, attempts, session=session)
    done = 0
    lock = threading.Lock()
    ended = ""  # why every download fails alike, once one has said so

    def one(number: str, url: str) -> None:
        nonlocal done, ended
        if ended:
            return
        try:
            got = downloader.get(url, picture_file(number), MAX_PICTURE)
            kind = _picture_type(got.path)
            if kind is None:
                got.path.unlink(missing_ok=True)
                raise DownloadError(url, "what came is not a PNG, JPEG or WebP picture")
            folder.mkdir(parents=True, exist_ok=True)
            got.path.replace(folder / f"{picture_file(number)}.{kind}")
            with lock:
                result.downloaded += 1
                result.received += got.received
        except DownloadError as exc:
            with lock:
                if exc.offline or exc.down or exc.stopped:
                    ended = ended or exc.problem
                else:
                    result.missing.append(f"{number}: {exc.problem}")
        with lock:
            done += 1
            if progress:
                progress(done, len(wanted), result.received)

    with ThreadPoolExecutor(max_workers=WORKERS) as pool:
        futures = [pool.submit(one, n, u) for n, u in wanted]
        try:
            for future in futures:
                future.result()
        except BaseException as exc:  # Ctrl+C: every download ends at once
            session.stop(INTERRUPTED if isinstance(exc, KeyboardInterrupt) else str(exc))
            for other in futures:
                other.cancel()
            raise
    if ended:
        raise FetchError(
            f"cannot download the pictures: {ended}; {result.downloaded + result.cached} of"
            f" {len(wanted) + result.cached} pictures are downloaded and {kept_in(folder)}"
        )
    result.missing.sort()
    result.seconds = time.perf_counter() - started
    return result


def _picture_type(path: Path) -> str | None:
    """ "png", "jpg" or "webp" by the file's first bytes; None for anything else."""
    try:
        with path.open("rb") as file:
            head = file.read(12)
    except OSError:
        return None
    for magic, kind in PICTURE_TYPES.items():
        if head.startswith(magic) and (kind != "webp" or head[8:12] == b"WEBP"):
            return kind
    return None

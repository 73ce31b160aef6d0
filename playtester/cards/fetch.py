"""The Card Game Simulator's Vanguard data and card pictures, downloaded into the data folder.

The CGS game definition (`cgs.json`) names `allSetsUrl`, a list of sets, each with its cards
inline or at its own `cardsUrl`, and `cardImageUrl`, a template that makes a card's picture
address from its fields (`{image_url}`, or `{cardSet}` and `{cardId}`...). `fetch_data`
downloads the definition, the set list and every set file into `cgs/vanguard/` in the data
folder (several at a time; see `download.py` for resuming and timeouts) and writes
`pictures.json`, each card's picture address by set number. `fetch_pictures` downloads the
pictures of the cards asked for into `pictures/`, named by set number, where the table and the
renderer find them (`render/pictures.py`); a picture already there is not asked for again.
"""

from __future__ import annotations

import json
import re
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import quote, urljoin

from playtester import userdata
from playtester.cards.download import TIMEOUT, Downloaded, Downloader, DownloadError
from playtester.cards.importers import MAX_BYTES, CardImportError, import_file
from playtester.cards.library import ImportReport

__all__ = [
    "GAME_URL",
    "CgsGame",
    "DataFetched",
    "FetchError",
    "PicturesFetched",
    "data_folder",
    "fetch_data",
    "fetch_pictures",
    "import_files",
    "import_lines",
    "picture_file",
]

GAME_URL = "https://raw.githubusercontent.com/dragogodev/cgs/master/Cardfight%20Vanguard/cgs.json"
WORKERS = 4  # files downloaded at once
MAX_PICTURE = 16 * 1024 * 1024
SHOWN_SKIPS = 20  # skipped records listed per file, as `cards import` lists them
PICTURE_TYPES = {b"\x89PNG\r\n\x1a\n": "png", b"\xff\xd8\xff": "jpg", b"RIFF": "webp"}
_PLACEHOLDER = re.compile(r"\{([^{}]{1,64})\}")
_UNSAFE = re.compile(r'[<>:"/\\|?*\x00-\x1f]')

Progress = Callable[[int, int, int], None]  # files done, files in all, bytes received so far


class FetchError(Exception):
    """Nothing could be fetched (the game definition or the set list); says why in words."""


def data_folder(game: str = "vanguard") -> Path:
    """Where the downloaded card data of `game` lives in the data folder."""
    return userdata.home() / "cgs" / game


@dataclass(frozen=True)
class CgsGame:
    """What a CGS game definition says about where its cards and pictures are, and how its
    cards and sets name their fields (the CGS defaults where it is silent)."""

    all_sets_url: str
    card_image_url: str = ""
    card_id: str = "id"
    card_name: str = "name"
    image_type_field: str = ""
    image_type: str = "png"
    set_code: str = "code"
    set_cards: str = "cards"
    set_cards_url: str = "cardsUrl"

    @staticmethod
    def read(data: bytes, source: str) -> CgsGame:
        """The definition in a `cgs.json`; FetchError when it is not one."""
        found = _json(data, source)
        if not isinstance(found, dict):
            raise FetchError(f"{source} is not a Card Game Simulator game definition")
        url = found.get("allSetsUrl")
        if not isinstance(url, str) or not url.strip():
            raise FetchError(f"{source} names no allSetsUrl (where the list of sets is)")

        def text(key: str, default: str) -> str:
            value = found.get(key)
            return value.strip() if isinstance(value, str) and value.strip() else default

        return CgsGame(
            all_sets_url=urljoin(source, url.strip()),
            card_image_url=text("cardImageUrl", ""),
            card_id=text("cardIdIdentifier", "id"),
            card_name=text("cardNameIdentifier", "name"),
            image_type_field=text("cardImageFileTypeIdentifier", ""),
            image_type=text("cardImageFileType", "png"),
            set_code=text("setCodeIdentifier", "code"),
            set_cards=text("setCardsIdentifier", "cards"),
            set_cards_url=text("setCardsUrlIdentifier", "cardsUrl"),
        )

    def picture_url(self, card: dict[str, Any], set_code: str) -> str:
        """The address of `card`'s picture from the template ("" when the card lacks a field
        the template needs, or there is no template)."""
        values = {
            "cardId": card.get(self.card_id),
            "cardName": card.get(self.card_name),
            "cardSet": set_code,
            "cardImageFileType": card.get(self.image_type_field) or self.image_type,
        }
        missing = False

        def fill(match: re.Match[str]) -> str:
            nonlocal missing
            key = match[1]
            value = values[key] if key in values else card.get(key)
            if value is None or str(value).strip() in ("", "-"):
                missing = True
                return ""
            return quote(str(value).strip(), safe=":/?&=%#+@,;~")

        url = _PLACEHOLDER.sub(fill, self.card_image_url)
        return "" if missing or not url.startswith(("http://", "https://")) else url


@dataclass
class DataFetched:
    """What `fetch_data` did: the set files (in the set list's order) and how each came."""

    sets: list[Path] = field(default_factory=list)
    downloaded: int = 0
    resumed: int = 0
    unchanged: int = 0
    failed: list[str] = field(default_factory=list)  # "SET: why"
    received: int = 0  # bytes
    seconds: float = 0.0
    pictures: int = 0  # cards with a picture address

    def summary(self) -> str:
        rate = self.received / self.seconds / 2**20 if self.seconds else 0.0
        failed = f", {len(self.failed)} failed" if self.failed else ""
        return (
            f"{len(self.sets)} sets: {self.downloaded} downloaded, {self.resumed} resumed,"
            f" {self.unchanged} unchanged{failed}; {self.received / 2**20:.1f} MB in"
            f" {self.seconds:.1f} s ({rate:.1f} MB/s)"
        )


def _json(data: bytes, source: str) -> Any:
    try:
        return json.loads(data.decode("utf-8-sig"))
    except (UnicodeDecodeError, ValueError, RecursionError) as exc:
        raise FetchError(f"{source} is not readable JSON ({exc})") from None


def _whole(downloader: Downloader, url: str, name: str) -> Downloaded:
    """A small file downloaded (or found unchanged); FetchError when it cannot be had."""
    try:
        return downloader.get(url, name, MAX_BYTES)
    except DownloadError as exc:
        raise FetchError(str(exc)) from None


def _set_name(code: str, index: int, taken: set[str]) -> str:
    """A file name for a set: its code made safe for any file system, unique."""
    stem = _UNSAFE.sub("_", code).strip(" .") or f"set-{index}"
    name, n = f"{stem}.json", 1
    while name.casefold() in taken:
        n += 1
        name = f"{stem}-{n}.json"
    taken.add(name.casefold())
    return name


def fetch_data(
    url: str = GAME_URL,
    folder: Path | None = None,
    timeout: float = TIMEOUT,
    progress: Progress | None = None,
    attempts: int = 3,
) -> DataFetched:
    """Download the game definition at `url`, its set list and every set into `folder`
    (default: `data_folder()`), and write the picture addresses; FetchError if the definition
    or the set list cannot be had. A set that fails is listed in `failed`; the others are
    kept."""
    started = time.perf_counter()
    folder = folder if folder is not None else data_folder()
    downloader = Downloader(folder, timeout, attempts)
    game = CgsGame.read(_whole(downloader, url, "cgs.json").path.read_bytes(), url)
    all_sets = _whole(downloader, game.all_sets_url, "AllSets.json")
    listed = _json(all_sets.path.read_bytes(), game.all_sets_url)
    if isinstance(listed, dict) and isinstance(listed.get("data"), list):
        listed = listed["data"]
    if not isinstance(listed, list):
        raise FetchError(f"{game.all_sets_url} is not a list of sets")
    sets_dir = folder / "sets"
    jobs: list[tuple[str, str, str]] = []  # (code, file name, url)
    order: list[str] = []  # the file names, in the set list's order
    taken: set[str] = set()
    result = DataFetched()
    for index, entry in enumerate(listed, start=1):
        if not isinstance(entry, dict):
            continue
        code = str(entry.get(game.set_code) or entry.get("name") or f"set {index}")
        name = _set_name(code, index, taken)
        order.append(name)
        cards = entry.get(game.set_cards)
        if isinstance(cards, list):  # the cards are in the list itself
            sets_dir.mkdir(parents=True, exist_ok=True)
            (sets_dir / name).write_text(json.dumps(cards, ensure_ascii=False), encoding="utf-8")
            inline = "unchanged" if all_sets.how == "unchanged" else "downloaded"
            setattr(result, inline, getattr(result, inline) + 1)
            continue
        cards_url = entry.get(game.set_cards_url)
        if not isinstance(cards_url, str) or not cards_url.strip():
            result.failed.append(f"{code}: the set list gives neither its cards nor their address")
            continue
        jobs.append((code, name, urljoin(game.all_sets_url, cards_url.strip())))
    # the sets' bookkeeping is kept outside their folder, which holds only the sets
    sets = Downloader(sets_dir, timeout, attempts, manifest=folder / ".downloads-sets")
    _download_sets(sets, jobs, result, progress)
    failed = {
        name for code, name, _ in jobs if any(f.startswith(f"{code}: ") for f in result.failed)
    }
    result.sets = [sets_dir / n for n in order if n not in failed and (sets_dir / n).exists()]
    result.pictures = _write_picture_index(game, folder, result.sets)
    result.seconds = time.perf_counter() - started
    return result


def _download_sets(
    downloader: Downloader,
    jobs: Sequence[tuple[str, str, str]],
    result: DataFetched,
    progress: Progress | None,
) -> None:
    """Download the set files, WORKERS at a time, counting what came how in `result`."""
    lock = threading.Lock()
    received: dict[str, int] = {}
    done = 0
    offline = ""  # why every download fails alike, once one has said so

    def report() -> None:
        if progress:
            progress(done, len(jobs), sum(received.values()))

    def one(job: tuple[str, str, str]) -> Downloaded:
        _, name, url = job

        def bytes_in(size: int, total: int | None) -> None:
            with lock:
                received[name] = size
                report()

        got = downloader.get(url, name, MAX_BYTES, bytes_in)
        with lock:
            received[name] = got.received
        return got

    report()
    with ThreadPoolExecutor(max_workers=WORKERS) as pool:
        futures = {pool.submit(one, job): job for job in jobs}
        try:
            for future in as_completed(futures):
                code = futures[future][0]
                if future.cancelled():
                    continue
                try:
                    got = future.result()
                except DownloadError as exc:
                    result.failed.append(f"{code}: {exc.problem}")
                    if exc.offline:  # every other set would fail the same way
                        offline = offline or exc.problem
                        for other in futures:
                            other.cancel()
                else:
                    setattr(result, got.how, getattr(result, got.how) + 1)
                with lock:
                    done += 1
                    report()
        except BaseException:
            for other in futures:
                other.cancel()
            raise
    result.received = sum(received.values())
    if offline:
        raise FetchError(f"cannot download the sets: {offline}")


def _write_picture_index(game: CgsGame, folder: Path, sets: Iterable[Path]) -> int:
    """Write `pictures.json`: each card's picture address by its set number; how many."""
    index: dict[str, str] = {}
    if game.card_image_url:
        for path in sets:
            try:
                cards = json.loads(path.read_text(encoding="utf-8-sig"))
            except (OSError, ValueError):
                continue  # the import says what is wrong with it
            if not isinstance(cards, list):
                continue
            for card in cards:
                if isinstance(card, dict) and isinstance(card.get(game.card_id), str | int):
                    url = game.picture_url(card, path.stem)
                    if url:
                        index.setdefault(str(card[game.card_id]).strip(), url)
    (folder / "pictures.json").write_text(json.dumps(index, indent=0), encoding="utf-8")
    return len(index)


def import_files(
    paths: Sequence[Path], each: Callable[[int, Path], None] | None = None
) -> list[tuple[Path, ImportReport | CardImportError]]:
    """Import card files into the user's library, in order: each file's report, or why it
    could not be read. `each(i, path)` is called before the i-th file (from 0)."""
    results: list[tuple[Path, ImportReport | CardImportError]] = []
    for i, path in enumerate(paths):
        if each:
            each(i, path)
        try:
            results.append((path, import_file(path)))
        except CardImportError as exc:
            results.append((path, exc))
    return results


def import_lines(
    results: Sequence[tuple[Path, ImportReport | CardImportError]],
    every: bool = True,
    skips: int = SHOWN_SKIPS,
) -> list[str]:
    """What an import of several files says, as `cards import` says it, total last: each file's
    counts, skipped records (the first `skips`) and notes (not `every`: only the files that
    could not be read, and how many have more to say)."""
    lines: list[str] = []
    added = updated = unchanged = skipped = 0
    unreadable, quiet = [], 0
    for _, report in results:
        if isinstance(report, CardImportError):
            unreadable.append(f"playtester: {report}")
            lines.append(unreadable[-1])
            continue
        added, updated = added + report.added, updated + report.updated
        unchanged, skipped = unchanged + report.unchanged, skipped + len(report.skipped)
        if not every:
            quiet += bool(report.skipped or report.notes)
            continue
        lines.append(report.summary())
        lines += [f"  skipped {s}" for s in report.skipped[:skips]]
        if len(report.skipped) > skips:
            lines.append(f"  ... and {len(report.skipped) - skips} more skipped")
        lines += [f"  note: {note}" for note in report.notes]
    if quiet:
        lines.append(f"{quiet} files have skipped records or notes (--verbose lists them)")
    files = f"{len(results)} file{'s' if len(results) != 1 else ''}"
    cannot = f"; {len(unreadable)} could not be read" if unreadable else ""
    lines.append(
        f"{files}: {added} added, {updated} updated, {unchanged} unchanged,"
        f" {skipped} skipped{cannot}"
    )
    return lines


# -- pictures ----------------------------------------------------------------------------------


def picture_file(number: str) -> str:
    """The file name (without extension) of a card's picture: its set number, made safe."""
    return _UNSAFE.sub("_", number.strip().replace("/", "-"))


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
) -> PicturesFetched:
    """Download the pictures of the cards with these set numbers into `folder` (default: the
    data folder's `pictures/`), from the addresses `fetch_data` wrote into `data`; FetchError
    when there are none yet."""
    started = time.perf_counter()
    data = data if data is not None else data_folder()
    folder = folder if folder is not None else userdata.pictures_dir()
    try:
        index = json.loads((data / "pictures.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        raise FetchError(
            "the card data has not been downloaded yet, so the pictures' addresses are not"
            " known: run `playtester cards fetch` first"
        ) from None
    result = PicturesFetched()
    wanted: list[tuple[str, str]] = []
    for number in dict.fromkeys(n.strip() for n in numbers if n.strip()):
        if cached_picture(number, folder) is not None:
            result.cached += 1
        elif number not in index:
            result.missing.append(f"{number}: the card data gives no picture for it")
        else:
            wanted.append((number, index[number]))
    downloader = Downloader(folder / ".downloads", timeout, attempts)
    done = 0
    lock = threading.Lock()
    offline = ""  # why every download fails alike, once one has said so

    def one(number: str, url: str) -> None:
        nonlocal done, offline
        if offline:
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
                result.missing.append(f"{number}: {exc.problem}")
                offline = offline or (exc.problem if exc.offline else "")
        with lock:
            done += 1
            if progress:
                progress(done, len(wanted), result.received)

    with ThreadPoolExecutor(max_workers=WORKERS) as pool:
        for future in [pool.submit(one, n, u) for n, u in wanted]:
            future.result()
    if offline:
        raise FetchError(f"cannot download the pictures: {offline}")
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

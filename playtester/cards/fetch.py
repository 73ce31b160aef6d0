"""The Card Game Simulator's Vanguard data and card pictures, downloaded into the data folder.

The CGS game definition (`cgs.json`) names `allSetsUrl`, a list of sets, each with its cards
inline or at its own `cardsUrl`, and `cardImageUrl`, a template that makes a card's picture
address from its fields (`{image_url}`, or `{cardSet}` and `{cardId}`...). `fetch_data`
downloads the definition, the set list and every set file into `cgs/vanguard/` in the data
folder (several at a time; see `download.py` for resuming and timeouts) and writes
`pictures.json`, each card's picture address by set number, for `cards/pictures.py`.

The downloads end early, in one FetchError that says how many sets are kept, when the computer
is offline, when the server is taken as down (no answer to any try of one set: the sets still
waiting are not asked for), and when the fetch's deadline passes; Ctrl+C stops every download
at once and is raised again. What came is kept, and the next fetch goes on from there.
"""

from __future__ import annotations

import json
import re
import threading
import time
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import quote, urljoin

from playtester import userdata
from playtester.cards.download import TIMEOUT, Downloaded, Downloader, DownloadError, Session
from playtester.cards.importers import MAX_BYTES

__all__ = [
    "GAME_URL",
    "WORKERS",
    "CgsGame",
    "DataFetched",
    "FetchError",
    "data_folder",
    "fetch_data",
]

GAME_URL = "https://raw.githubusercontent.com/dragogodev/cgs/master/Cardfight%20Vanguard/cgs.json"
WORKERS = 4  # files downloaded at once
_PLACEHOLDER = re.compile(r"\{([^{}]{1,64})\}")

Progress = Callable[[int, int, int], None]  # files done, files in all, bytes received so far


class FetchError(Exception):
    """Nothing could be fetched (the game definition or the set list), or the fetch ended
    early (offline, its server down, its deadline); says why in one sentence."""


INTERRUPTED = "stopped (Ctrl+C)"


def kept_in(folder: Path) -> str:
    """Where what was downloaded is kept, and that the next fetch goes on from it."""
    return f"kept in {folder}, and the next `playtester cards fetch` goes on from there"


def address(base: str, url: str) -> str | None:
    """`url` read relative to `base` (None: it is not an address)."""
    try:
        return urljoin(base, url.strip())
    except ValueError:
        return None


GAME = "vanguard"  # the game whose card files this source serves


def data_folder(game: str = GAME) -> Path:
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

        sets_url = address(source, url)
        if sets_url is None:
            raise FetchError(f"{source} names an allSetsUrl that is not an address: {url!r}")
        return CgsGame(
            all_sets_url=sets_url,
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


def fetch_data(
    url: str = GAME_URL,
    folder: Path | None = None,
    timeout: float = TIMEOUT,
    progress: Progress | None = None,
    attempts: int = 3,
    session: Session | None = None,
) -> DataFetched:
    """Download the game definition at `url`, its set list and every set into `folder`
    (default: `data_folder()`), and write the picture addresses; FetchError if the definition
    or the set list cannot be had, or the fetch ended early (see the module). A set that fails
    is listed in `failed`; the others are kept. `session`: the fetch's deadline and stop."""
    started = time.perf_counter()
    folder = folder if folder is not None else data_folder()
    session = session if session is not None else Session()
    downloader = Downloader(folder, timeout, attempts, session=session)
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
        name = userdata.unique_name(code or f"set-{index}", ".json", taken)
        order.append(name)
        cards = entry.get(game.set_cards)
        if isinstance(cards, list):  # the cards are in the list itself
            sets_dir.mkdir(parents=True, exist_ok=True)
            (sets_dir / name).write_text(json.dumps(cards, ensure_ascii=False), encoding="utf-8")
            inline = "unchanged" if all_sets.how == "unchanged" else "downloaded"
            setattr(result, inline, getattr(result, inline) + 1)
            continue
        cards_url = entry.get(game.set_cards_url)
        found = address(game.all_sets_url, cards_url) if isinstance(cards_url, str) else None
        if not isinstance(cards_url, str) or not cards_url.strip() or found is None:
            result.failed.append(f"{code}: the set list gives neither its cards nor their address")
            continue
        jobs.append((code, name, found))
    # the sets' bookkeeping is kept outside their folder, which holds only the sets
    sets = Downloader(
        sets_dir, timeout, attempts, manifest=folder / ".downloads-sets", session=session
    )
    ended = _download_sets(sets, jobs, result, progress)
    failed = {
        name for code, name, _ in jobs if any(f.startswith(f"{code}: ") for f in result.failed)
    }
    result.sets = [sets_dir / n for n in order if n not in failed and (sets_dir / n).exists()]
    if ended:
        have = len(result.sets)
        raise FetchError(
            f"cannot download the sets: {ended}; {have} of {len(order)} sets are downloaded"
            f" and {kept_in(folder)}"
        )
    result.pictures = _write_picture_index(game, folder, result.sets)
    result.seconds = time.perf_counter() - started
    return result


def _download_sets(
    downloader: Downloader,
    jobs: Sequence[tuple[str, str, str]],
    result: DataFetched,
    progress: Progress | None,
) -> str:
    """Download the set files, WORKERS at a time, counting what came how in `result`; why
    the downloads ended early ("" when every set was tried). Offline, every set is said to
    fail alike; with its server taken as down, the sets not yet asked for are not."""
    lock = threading.Lock()
    received: dict[str, int] = {}
    done = 0
    ended = ""  # why every other download would fail alike, once one has said so

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
                    if exc.stopped or (exc.down and ended):
                        ended = ended or exc.problem
                        continue  # said once, for all of them
                    result.failed.append(f"{code}: {exc.problem}")
                    if exc.offline or exc.down:  # every other set would fail the same way
                        ended = ended or _ended(exc, futures)
                        for other in futures:
                            other.cancel()
                else:
                    setattr(result, got.how, getattr(result, got.how) + 1)
                with lock:
                    done += 1
                    report()
        except BaseException as exc:  # Ctrl+C: every download ends at once
            downloader.session.stop(INTERRUPTED if isinstance(exc, KeyboardInterrupt) else str(exc))
            for other in futures:
                other.cancel()
            raise
    result.received = sum(received.values())
    return ended


def _ended(exc: DownloadError, futures: Iterable[Future[Downloaded]]) -> str:
    """Why the downloads end early: offline, or their server down (and how many sets were
    then not asked for)."""
    if exc.offline:
        return exc.problem
    waiting = sum(not future.running() and not future.done() for future in futures)
    return f"{exc.problem}, so the other {waiting} sets were not asked for"


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

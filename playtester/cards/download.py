"""Files downloaded over HTTP(S) with the standard library only, into one folder.

A download goes to `NAME.part` and is renamed when complete, so a file never holds half of
itself; an interrupted one is resumed with a `Range` request (`If-Range` makes the server send
the whole file again if it changed meanwhile). A server must answer within the timeout and then
send at least `PACE` bytes (or the rest of the file) every timeout; a failed, stalled or too
slow try is tried again (resuming), and a file already here is asked for with `If-None-Match` /
`If-Modified-Since`, so an unchanged file costs one short answer. The validators live in a
small JSON file (`.downloads` beside the files, unless told where). Only http and https
addresses are asked for or followed, and a file is named by a plain name in the folder. The
downloads of one fetch share a `Session` (`connections.py`): its deadline, a stop (Ctrl+C) that
ends them at once, and the servers taken as down (no answer to any try of a file), which are
not asked again. Every failure is a DownloadError whose message says in words what went wrong
and what to do (an offline computer is told so).
"""

from __future__ import annotations

import http.client
import json
import os
import socket
import ssl
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from dataclasses import dataclass
from email.utils import formatdate
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from playtester import userdata
from playtester.cards.connections import WEB, Refused, Session, opener

__all__ = ["TIMEOUT", "ByteProgress", "DownloadError", "Downloaded", "Downloader", "Session"]

TIMEOUT = 20.0  # seconds a server may take to answer, or to send PACE bytes of a file
PACE = 1024  # bytes of a file a server must send every TIMEOUT (a server dripping it is slow)
ATTEMPTS = 3
PAUSE = 1.0  # seconds before a second try (doubled for a third)
CHUNK = 64 * 1024
USER_AGENT = "playtester (card data and pictures; https://github.com/playtester)"
RETRY_STATUS = frozenset({408, 425, 429, 500, 502, 503, 504})
ByteProgress = Callable[[int, "int | None"], None]  # bytes of this file so far, its size if known


class DownloadError(Exception):
    """A download that failed; the message names the file and says why, in words."""

    def __init__(
        self, url: str, problem: str, offline: bool = False, down: bool = False,
        stopped: bool = False,
    ) -> None:  # fmt: skip
        super().__init__(f"cannot download {url}: {problem}")
        self.url = url
        self.problem = problem
        self.offline = offline  # no network at all: every other download fails alike
        self.down = down  # its server answers nothing: the files still waiting are not asked
        self.stopped = stopped  # the fetch was stopped (Ctrl+C, its deadline)


@dataclass(frozen=True)
class Downloaded:
    """A file in the folder and how it came: "downloaded", "resumed" or "unchanged"."""

    path: Path
    how: str
    size: int  # bytes of the file
    received: int  # bytes received for it this time


def _not_web(url: str) -> str:
    """Why `url` is not an address to download from ("" when it is one)."""
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 (a port out of range is found when read)
    except ValueError as exc:
        return f"it is not a web address ({exc})"
    if parts.scheme.lower() not in WEB:
        return "only http and https addresses can be downloaded"
    if not parts.hostname:
        return "it is not a web address (it names no server)"
    return ""


def _problem(exc: BaseException, url: str, timeout: float) -> tuple[str, bool]:
    """What a failed request means, in words, and whether the computer looks offline."""
    host = urlsplit(url).hostname or url
    reason = exc.reason if isinstance(exc, urllib.error.URLError) else exc
    if isinstance(reason, socket.gaierror):
        return (
            f"this computer looks offline ({host} cannot be found), so connect to the internet"
            " and run it again: what was downloaded is kept",
            True,
        )
    if isinstance(reason, TimeoutError):
        return f"{host} did not answer within {timeout:g} seconds", False
    if isinstance(reason, ConnectionRefusedError):
        return f"{host} refused the connection (is the address right?)", False
    if isinstance(reason, http.client.RemoteDisconnected):
        return f"{host} closed the connection without answering", False
    if isinstance(reason, ConnectionError | http.client.HTTPException):
        return f"{host} closed the connection part way", False
    if isinstance(reason, ssl.SSLError):
        return f"the secure connection to {host} failed ({reason.reason or reason})", False
    if isinstance(reason, OSError) and reason.errno in (101, 113, 10051, 10065):
        return (
            "this computer looks offline (the network is unreachable), so connect to the"
            " internet and run it again: what was downloaded is kept",
            True,
        )
    return f"{host}: {reason}", False


class Downloader:
    """Downloads into `folder` (created when needed); safe to use from several threads."""

    def __init__(
        self,
        folder: Path,
        timeout: float = TIMEOUT,
        attempts: int = ATTEMPTS,
        pause: float | None = None,
        manifest: Path | None = None,
        session: Session | None = None,
    ) -> None:
        self.folder = folder
        self.manifest = manifest if manifest is not None else folder / ".downloads"
        self.timeout = timeout
        self.attempts = max(1, attempts)
        self.pause = PAUSE if pause is None else pause
        self.session = session if session is not None else Session()
        self._lock = threading.Lock()
        self._manifest: dict[str, dict[str, Any]] | None = None
        self._opener = opener(self.session)

    # -- the manifest: each file's URL and validators ----------------------------------------

    def _entries(self) -> dict[str, dict[str, Any]]:
        if self._manifest is None:
            try:
                data = json.loads(self.manifest.read_text(encoding="utf-8"))
            except (OSError, ValueError):
                data = {}
            self._manifest = data if isinstance(data, dict) else {}
        return self._manifest

    def _entry(self, name: str, url: str) -> dict[str, Any]:
        with self._lock:
            entry = self._entries().get(name)
        return dict(entry) if isinstance(entry, dict) and entry.get("url") == url else {}

    def _remember(self, name: str, entry: dict[str, Any]) -> None:
        with self._lock:
            entries = self._entries()
            entries[name] = entry
            self.manifest.parent.mkdir(parents=True, exist_ok=True)
            tmp = self.manifest.with_name(f"{self.manifest.name}.{threading.get_ident()}")
            tmp.write_text(json.dumps(entries, indent=0, sort_keys=True), encoding="utf-8")
            os.replace(tmp, self.manifest)

    # -- downloading ---------------------------------------------------------------------------

    def get(
        self, url: str, name: str, max_bytes: int, progress: ByteProgress | None = None
    ) -> Downloaded:
        """`url` as the file `name` in the folder: downloaded, resumed, or found unchanged.

        A try that gets no answer, or an answer cut short or too slow, is tried again, up to
        `attempts` times; when no try got any answer the server is taken as down for the rest
        of the session."""
        problem = _not_web(url)
        if problem:
            raise DownloadError(url, problem)
        if not name or name != userdata.safe_name(name).strip(" ."):
            raise DownloadError(url, f"{name!r} cannot name a file")
        host = urlsplit(url).hostname or url
        self.folder.mkdir(parents=True, exist_ok=True)
        dest, part = self.folder / name, self.folder / f"{name}.part"
        problem, offline, answered = "", False, False
        for attempt in range(self.attempts):
            if attempt and not self.session.pause(self.pause * 2 ** (attempt - 1)):
                break  # stopped while waiting
            if self.session.why:
                break
            if host in self.session.down:
                raise DownloadError(url, f"not asked for: {self.session.down[host]}", down=True)
            entry = self._entry(name, url)  # a try cut short left its part to resume
            try:
                got = self._once(url, dest, part, entry, max_bytes, progress)
            except _Retry as again:
                problem, offline = again.problem, again.offline
                answered = answered or not again.unanswered
                if offline or self.session.why:
                    break
                continue
            finally:
                self.session.done()
            self._remember(name, got[1])
            return got[0]
        kept = f"; the {part.stat().st_size:,} bytes received are kept" if part.exists() else ""
        if self.session.why:
            raise DownloadError(url, f"{self.session.why}{kept}", stopped=True)
        tries = f" (tried {self.attempts} times)" if self.attempts > 1 and not offline else ""
        down = not answered and not offline
        if down:
            self.session.down.setdefault(host, f"{problem}{tries}")
        raise DownloadError(url, f"{problem}{tries}{kept}", offline, down=down)

    def _once(
        self,
        url: str,
        dest: Path,
        part: Path,
        entry: dict[str, Any],
        max_bytes: int,
        progress: ByteProgress | None,
    ) -> tuple[Downloaded, dict[str, Any]]:
        """One request; _Retry when it may work on another try, DownloadError when it cannot."""
        have = part.stat().st_size if part.exists() and entry.get("partial") else 0
        headers = {"User-Agent": USER_AGENT, "Accept-Encoding": "identity"}
        if have:
            headers["Range"] = f"bytes={have}-"
            strong = entry.get("etag", "") if not entry.get("etag", "").startswith("W/") else ""
            if strong or entry.get("modified"):
                headers["If-Range"] = strong or entry["modified"]
        elif dest.exists() and not entry.get("partial"):
            if entry.get("etag"):
                headers["If-None-Match"] = entry["etag"]
            if entry.get("modified"):
                headers["If-Modified-Since"] = entry["modified"]
        request = urllib.request.Request(url, headers=headers)
        try:
            with self.session.answer_within(self.timeout):
                response = self._opener.open(request, timeout=self.timeout)
        except Refused as exc:
            raise DownloadError(url, str(exc)) from None
        except urllib.error.HTTPError as exc:
            exc.close()
            if exc.code == 304 and dest.exists():
                size = dest.stat().st_size
                return Downloaded(dest, "unchanged", size, 0), entry
            if exc.code == 416 and have:  # the part is not a start of the file any more
                part.unlink(missing_ok=True)
                raise _Retry("the server would not resume the file cut short") from None
            words = f"the server answered {exc.code} {exc.reason}".rstrip()
            if exc.code in RETRY_STATUS:
                raise _Retry(words) from None
            if exc.code == 404:
                words += " (there is no such file there)"
            raise DownloadError(url, words) from None
        except (urllib.error.URLError, OSError, ValueError, http.client.HTTPException) as exc:
            if self.session.late():
                raise self._late(url) from None
            raise _Retry(*_problem(exc, url, self.timeout), unanswered=True) from None
        if self.session.late():  # its headers were cut short: they seemed to end
            response.close()
            raise self._late(url)
        with response:
            start = _range_start(response) if response.status == 206 else 0
            if start not in (0, have):
                raise _Retry("the server resumed the file at the wrong place")
            entry = {
                "url": url,
                "etag": response.headers.get("ETag", ""),
                "modified": response.headers.get("Last-Modified", ""),
                "partial": True,
            }
            length = response.headers.get("Content-Length")
            total = start + int(length) if length and length.isdigit() else None
            if total is not None and total > max_bytes:
                raise DownloadError(url, f"it is {total:,} bytes, more than {max_bytes:,} bytes")
            self._remember(dest.name, entry)  # a part left behind can be resumed next time
            size = self._receive(response, part, start, total, max_bytes, progress, url)
        if total is not None and size < total:
            raise _Retry(f"the file came cut short ({size:,} of {total:,} bytes)")
        os.replace(part, dest)
        entry["partial"] = False
        entry["fetched"] = formatdate(usegmt=True)
        return Downloaded(dest, "resumed" if start else "downloaded", size, size - start), entry

    def _late(self, url: str) -> _Retry:
        """A try whose answer did not all come within the timeout."""
        host = urlsplit(url).hostname
        return _Retry(f"{host} did not answer within {self.timeout:g} seconds", unanswered=True)

    def _receive(
        self,
        response: Any,
        part: Path,
        start: int,
        total: int | None,
        max_bytes: int,
        progress: ByteProgress | None,
        url: str,
    ) -> int:
        """Append the body to `part` (from `start`); its size when the body ends. A server
        that sends less than PACE bytes in a timeout is too slow (what came is kept)."""
        size = start
        mark, marked = time.monotonic(), size  # when the last PACE bytes were counted
        with part.open("r+b" if start else "wb") as out:
            out.seek(start)
            out.truncate()
            if progress:
                progress(size, total)
            while True:
                try:
                    chunk = response.read1(CHUNK)  # what has come: kept if the next stalls
                except (OSError, ValueError, http.client.HTTPException) as exc:  # a stall, a reset
                    out.flush()
                    raise _Retry(*_problem(exc, url, self.timeout)) from None
                if self.session.why:  # stopped: its connection was shut
                    raise _Retry(self.session.why)
                if not chunk:
                    return size
                size += len(chunk)
                if size > max_bytes:
                    raise DownloadError(url, f"it is larger than {max_bytes:,} bytes")
                out.write(chunk)
                if progress:
                    progress(size, total)
                now = time.monotonic()
                if size - marked >= PACE:
                    mark, marked = now, size
                elif now - mark > self.timeout:
                    host = urlsplit(url).hostname
                    raise _Retry(
                        f"{host} sent only {size - marked:,} bytes in {self.timeout:g} seconds,"
                        " too slowly"
                    )


class _Retry(Exception):
    """A try that failed in a way another try may not: why, whether we look offline, and
    whether the server gave no answer at all."""

    def __init__(self, problem: str, offline: bool = False, unanswered: bool = False) -> None:
        super().__init__(problem)
        self.problem = problem
        self.offline = offline
        self.unanswered = unanswered


def _range_start(response: Any) -> int:
    """Where a 206 answer's body starts in the file (`Content-Range: bytes START-END/SIZE`)."""
    text = response.headers.get("Content-Range", "")
    try:
        return int(text.split()[1].split("-")[0])
    except (IndexError, ValueError):
        return -1

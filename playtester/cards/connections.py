"""What the downloads of one fetch share (`Session`), and the HTTP(S) connections it watches.

A fetch ends before its downloads are done when the player presses Ctrl+C or when its deadline
passes: `Session.stop` then shuts every connection open, so no download waits for a silent
server, and no pause before a second try outlasts it. A server must send its answer's status
and headers within the timeout (`Session.answer_within` cuts a connection whose answer is still
coming, a byte at a time); a server that gave no answer at all to every try of one file is
taken as down, and the files still waiting for it are not asked for. Redirects are followed to
http and https addresses only.
"""

from __future__ import annotations

import http.client
import socket
import ssl
import threading
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from typing import Any
from urllib.parse import urljoin, urlsplit

__all__ = ["Refused", "Session", "opener"]

WEB = ("http", "https")


class Session:
    """The shared state of one fetch: its deadline (seconds from now, or None; `option`: what
    sets it, said with it), why it was stopped ("" while it goes on), the servers found down,
    and the connections open, by the thread that opened them. Close it when the fetch ends
    (its deadline's timer stops)."""

    def __init__(self, deadline: float | None = None, option: str = "") -> None:
        self.deadline = deadline
        self.down: dict[str, str] = {}  # server -> why it is taken as down
        self._why = ""
        self._stopped = threading.Event()
        self._lock = threading.Lock()
        self._open: dict[int, list[socket.socket]] = {}
        self._late: set[int] = set()  # threads whose answer did not come in time
        self._timer: threading.Timer | None = None
        if deadline is not None:
            seconds = "second" if deadline == 1 else "seconds"
            why = f"the fetch reached its deadline of {deadline:g} {seconds}"
            why += f" ({option})" if option else ""
            self._timer = threading.Timer(deadline, self.stop, (why,))
            self._timer.daemon = True
            self._timer.start()

    @property
    def why(self) -> str:
        """Why the fetch was stopped ("" while it goes on)."""
        return self._why

    def stop(self, why: str) -> None:
        """End every download: the connections open are shut, and none is opened again."""
        with self._lock:
            self._why = self._why or why
            self._stopped.set()
            for sockets in self._open.values():
                for sock in sockets:
                    _shut(sock)

    def pause(self, seconds: float) -> bool:
        """Wait before another try; False when the fetch was stopped meanwhile."""
        return not self._stopped.wait(seconds)

    def close(self) -> None:
        if self._timer is not None:
            self._timer.cancel()

    # -- the connections of each thread ------------------------------------------------------

    def opened(self, sock: socket.socket) -> None:
        """A connection this thread opened (shut at once if the fetch was stopped)."""
        with self._lock:
            self._open.setdefault(threading.get_ident(), []).append(sock)
            if self._why:
                _shut(sock)

    def done(self) -> None:
        """This thread's try is over: its connections are no longer watched."""
        with self._lock:
            self._open.pop(threading.get_ident(), None)
            self._late.discard(threading.get_ident())

    @contextmanager
    def answer_within(self, seconds: float) -> Iterator[None]:
        """Shut this thread's connections if the answer's status and headers have not all
        come within `seconds` (a server sending them a byte at a time never times out)."""
        thread = threading.get_ident()
        timer = threading.Timer(seconds, self._cut, (thread,))
        timer.daemon = True
        timer.start()
        try:
            yield
        finally:
            timer.cancel()

    def late(self) -> bool:
        """Whether this thread's answer was cut for coming too slowly."""
        with self._lock:
            return threading.get_ident() in self._late

    def _cut(self, thread: int) -> None:
        with self._lock:
            self._late.add(thread)
            for sock in self._open.get(thread, []):
                _shut(sock)


def _shut(sock: socket.socket) -> None:
    """End a connection: a read waiting on it returns at once."""
    with suppress(OSError):  # already closed
        sock.shutdown(socket.SHUT_RDWR)


class Refused(Exception):
    """A redirect to an address that is not http or https; says where."""

    def __init__(self, url: str) -> None:
        super().__init__(f"the server sent it on to {url}, and only http and https addresses are"
                         " followed")  # fmt: skip


class _Redirects(urllib.request.HTTPRedirectHandler):
    """Follows a redirect only to an http or https address (urllib follows ftp too)."""

    def http_error_302(
        self, req: urllib.request.Request, fp: Any, code: int, msg: str, headers: Any
    ) -> Any:
        target = headers.get("location") or headers.get("uri")
        if target:
            try:
                target = urljoin(req.full_url, target)
                web = urlsplit(target).scheme.lower() in WEB
            except ValueError:
                web = False
            if not web:
                fp.close()
                raise Refused(target)
        return super().http_error_302(req, fp, code, msg, headers)

    http_error_301 = http_error_303 = http_error_307 = http_error_308 = http_error_302


def _watched(base: type[http.client.HTTPConnection], session: Session) -> Callable[..., Any]:
    """A maker of connections of class `base` whose sockets `session` watches."""

    class Watched(base):  # type: ignore[valid-type, misc]
        def connect(self) -> None:
            super().connect()
            session.opened(self.sock)

    return Watched


class _HTTP(urllib.request.HTTPHandler):
    def __init__(self, session: Session) -> None:
        super().__init__()
        self._connection = _watched(http.client.HTTPConnection, session)

    def http_open(self, req: urllib.request.Request) -> http.client.HTTPResponse:
        return self.do_open(self._connection, req)


class _HTTPS(urllib.request.HTTPSHandler):
    def __init__(self, session: Session) -> None:
        super().__init__()
        self._connection = _watched(http.client.HTTPSConnection, session)
        self._secure = ssl.create_default_context()

    def https_open(self, req: urllib.request.Request) -> http.client.HTTPResponse:
        return self.do_open(self._connection, req, context=self._secure)


def opener(session: Session) -> urllib.request.OpenerDirector:
    """An opener of http and https addresses whose connections `session` watches, following
    redirects to such addresses only."""
    built = urllib.request.OpenerDirector()
    handlers = (urllib.request.ProxyHandler(), urllib.request.UnknownHandler(),
                urllib.request.HTTPDefaultErrorHandler(), _Redirects(),
                urllib.request.HTTPErrorProcessor(), _HTTP(session), _HTTPS(session))  # fmt: skip
    for handler in handlers:
        built.add_handler(handler)
    return built

"""A local web server shaped like the Card Game Simulator's, for `cards fetch` tests and
benchmarks: it serves files from memory on 127.0.0.1 and can answer slowly, fail, cut a file
short, send it a byte at a time, send a request on elsewhere, die part way (closing every later
connection unanswered), resume with Range requests and say "not modified" (ETag). Nothing here
touches the internet.

The fixture files in `tests/fixtures/cgs-site/` name the server `http://cgs.test/`; that is
replaced by the real address when they are served.
"""

from __future__ import annotations

import hashlib
import io
import json
import threading
import time
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from types import TracebackType

SITE = Path(__file__).resolve().parent / "fixtures" / "cgs-site"
PLACEHOLDER = "http://cgs.test/"


@dataclass
class Behaviour:
    """How the server answers one path."""

    delay: float = 0.0  # seconds before answering
    fail: list[int] = field(default_factory=list)  # status codes for the next requests
    cut: int | None = None  # send only this many bytes of the next full answer, then close
    stall: float = 0.0  # with `cut`: wait this long before closing
    ranges: bool = True  # honour Range requests
    drip: float = 0.0  # seconds between the bytes of the file (a server that sends too slowly)
    drip_head: bool = False  # with `drip`: the status line and headers too
    redirect: str = ""  # answer 302 with this Location
    then_die: bool = False  # after answering, the server answers no request any more
    served: int = 0  # requests answered with the file (200 or 206)


class CgsServer:
    """Serves `files` (path -> bytes) at `url`; `requests` logs (path, headers) of each."""

    def __init__(self) -> None:
        self.files: dict[str, bytes] = {}
        self.behaviour: dict[str, Behaviour] = {}
        self.requests: list[tuple[str, dict[str, str]]] = []
        self.dead = False  # every request is closed unanswered (a server that died)
        self.release = threading.Event()  # ends every `delay` still waited
        self._server = ThreadingHTTPServer(("127.0.0.1", 0), _handler(self))
        self._server.daemon_threads = True
        self.url = f"http://127.0.0.1:{self._server.server_address[1]}/"
        self._thread = threading.Thread(
            target=self._server.serve_forever, args=(0.05,), daemon=True
        )

    def __enter__(self) -> CgsServer:
        self._thread.start()
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        value: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.release.set()
        self._server.shutdown()
        self._server.server_close()

    def add(self, path: str, data: bytes | str) -> None:
        raw = data.encode("utf-8") if isinstance(data, str) else data
        self.files["/" + path.lstrip("/")] = raw.replace(PLACEHOLDER.encode(), self.url.encode())

    def add_site(self, folder: Path = SITE) -> None:
        """The fixture site: the game definition, the set list and the set files."""
        for path in sorted(folder.rglob("*.json")):
            self.add(path.relative_to(folder).as_posix(), path.read_bytes())

    def add_pictures(self, colour: tuple[int, int, int] = (40, 120, 200)) -> dict[str, bytes]:
        """A picture made here for every card of the fixture sets that has an address, served
        there (a JPEG where the address says .jpg); the pictures by set number."""
        from PIL import Image, ImageDraw

        made: dict[str, bytes] = {}
        for path, data in list(self.files.items()):
            if not path.startswith("/sets/") and path != "/AllSets.json":
                continue
            for card in _cards(json.loads(data)):
                url = card.get("image_url") or ""
                if not url.startswith(self.url):
                    continue
                image = Image.new("RGB", (63 * 4, 88 * 4), colour)
                ImageDraw.Draw(image).text((20, 20), card["number"], fill=(255, 255, 255))
                out = io.BytesIO()
                image.save(out, "JPEG" if url.endswith(".jpg") else "PNG")
                made[card["number"]] = out.getvalue()
                self.add(url.removeprefix(self.url), out.getvalue())
        return made

    def on(self, path: str) -> Behaviour:
        return self.behaviour.setdefault("/" + path.lstrip("/"), Behaviour())

    def asked(self, path: str) -> list[dict[str, str]]:
        """The headers of every request for `path`."""
        return [headers for p, headers in self.requests if p == "/" + path.lstrip("/")]


def _cards(data: object) -> list[dict[str, str]]:
    """The card objects of a set file, or of a set list's inline sets."""
    found: list[dict[str, str]] = []
    for item in data if isinstance(data, list) else []:
        if isinstance(item, dict) and isinstance(item.get("cards"), list):
            found += _cards(item["cards"])
        elif isinstance(item, dict) and "number" in item:
            found.append(item)
    return found


def _handler(site: CgsServer) -> type[BaseHTTPRequestHandler]:
    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: object) -> None:  # quiet
            pass

        def do_GET(self) -> None:
            path = self.path.split("?")[0]
            if path.startswith("/proxy/"):  # as cgs.games passes on a picture's address
                path = "/" + path.removeprefix("/proxy/").removeprefix(site.url).lstrip("/")
            site.requests.append((path, {k: v for k, v in self.headers.items()}))
            if site.dead:
                self.close_connection = True  # closed with no answer
                return
            how = site.on(path)
            if how.delay:
                site.release.wait(how.delay)
            if how.fail:
                self._status(how.fail.pop(0))
                return
            if how.redirect:
                self.send_response(302)
                self.send_header("Location", how.redirect)
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            data = site.files.get(path)
            if data is None:
                self._status(404)
                return
            etag = '"' + hashlib.sha1(data).hexdigest()[:16] + '"'
            if self.headers.get("If-None-Match") == etag:
                self.send_response(304)
                self.send_header("ETag", etag)
                self.send_header("Content-Length", "0")
                self.end_headers()
                return
            start = self._range_start(how, etag, len(data))
            body = data[start:]
            site.dead = site.dead or how.then_die
            if how.drip:
                self._drip(how, data, etag)
                return
            self.send_response(206 if start else 200)
            self.send_header("ETag", etag)
            self.send_header("Content-Length", str(len(body)))
            if start:
                self.send_header("Content-Range", f"bytes {start}-{len(data) - 1}/{len(data)}")
            self.end_headers()
            how.served += 1
            if how.cut is not None:
                cut, how.cut = how.cut, None
                self.wfile.write(body[:cut])
                self.wfile.flush()
                time.sleep(how.stall)
                self.close_connection = True
                return
            stream = io.BytesIO(body)
            try:
                while chunk := stream.read(256 * 1024):
                    self.wfile.write(chunk)
            except ConnectionError:  # the client stopped reading (a file too large)
                self.close_connection = True

        def _drip(self, how: Behaviour, data: bytes, etag: str) -> None:
            """Send the file (and with `drip_head` its status line and headers) a byte at a
            time, `drip` seconds apart, until the client leaves."""
            head = (
                f"HTTP/1.1 200 OK\r\nETag: {etag}\r\nContent-Length: {len(data)}\r\n\r\n"
            ).encode()
            if not how.drip_head:
                self.wfile.write(head)
                head = b""
            self.close_connection = True
            try:
                for byte in head + data:
                    self.wfile.write(bytes([byte]))
                    self.wfile.flush()
                    if site.release.wait(how.drip):
                        return
            except OSError:  # the client left
                return

        def _range_start(self, how: Behaviour, etag: str, size: int) -> int:
            asked = self.headers.get("Range", "")
            if not how.ranges or not asked.startswith("bytes=") or not asked.endswith("-"):
                return 0
            if self.headers.get("If-Range", etag) != etag:
                return 0  # the file changed: all of it
            try:
                start = int(asked[6:-1])
            except ValueError:
                return 0
            return start if 0 < start < size else 0

        def _status(self, code: int) -> None:
            body = f"<html><body>{code}</body></html>".encode()
            self.send_response(code)
            self.send_header("Content-Type", "text/html")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

    return Handler

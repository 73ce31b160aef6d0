"""Reading a file's bytes as text, whatever its encoding (by BOM, else UTF-8, else UTF-16 by its
zero bytes, else Windows-1252): the card importers' and the deck lists' (`decklist.py`), apart
from the importers so that reading a deck list does not read them (the table's start)."""

from __future__ import annotations

from playtester.cards.fields import CONTROL

_BOMS = (
    (b"\xef\xbb\xbf", "utf-8-sig"),
    (b"\xff\xfe\x00\x00", "utf-32"),
    (b"\x00\x00\xfe\xff", "utf-32"),
    (b"\xff\xfe", "utf-16"),
    (b"\xfe\xff", "utf-16"),
)


class CardImportError(Exception):
    """A file that cannot be imported at all; the message names it and says why."""

    def __init__(self, source: str, problem: str) -> None:
        super().__init__(f"cannot import {source}: {problem}")
        self.source = source
        self.problem = problem


def decode(data: bytes, source: str = "data") -> tuple[str, list[str]]:
    """The text of a file (by BOM, else UTF-8, else UTF-16 by its zero bytes, else Windows-1252)
    and notes on how it was read; CardImportError for binary data."""
    notes: list[str] = []
    text: str | None = None
    for bom, encoding in _BOMS:
        if data.startswith(bom):
            try:
                text = data.decode(encoding)
            except UnicodeDecodeError as exc:
                problem = f"it starts like {encoding} text but is not ({exc.reason})"
                raise CardImportError(source, problem) from None
            break
    if text is None:
        head = data[:400]
        odd, even = head[1::2].count(0), head[0::2].count(0)
        quarter = len(head) // 4  # BOM-less UTF-16: every other byte of ASCII text is zero
        utf16 = "utf-16-le" if odd > quarter else "utf-16-be" if even > quarter else ""
        for encoding in (utf16, "utf-8", "cp1252", "latin-1"):
            if not encoding or (encoding.startswith("utf-16") and len(data) % 2):
                continue
            try:
                text = data.decode(encoding)
                break
            except UnicodeDecodeError:
                continue
        assert text is not None  # latin-1 decodes anything
        if not encoding.startswith("utf"):
            notes.append(
                f"the file is not UTF-8 (line {_first_bad_line(data)} is not);"
                " it was read as Windows-1252 (Latin-1), so check its accented letters"
            )
    if "\x00" in text or len(CONTROL.findall(text[:65536])) > 8:
        raise CardImportError(source, "it holds binary data, not card text (JSON or CSV)")
    return text, notes


def _first_bad_line(data: bytes) -> int:
    """The line of the first byte that is not UTF-8."""
    try:
        data.decode("utf-8")
    except UnicodeDecodeError as exc:
        return data.count(b"\n", 0, exc.start) + 1
    return 0

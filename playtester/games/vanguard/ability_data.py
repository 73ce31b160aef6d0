"""The bundled Vanguard cards' abilities as data: `assets/abilities/vanguard/*.txt`, in the text
form of docs/abilities.md, read once and kept by card name. A file that does not read is an
error naming the file, its line and column: a bundled file is never half used."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from pathlib import Path
from types import MappingProxyType

from playtester.games.common.abilities import CardText
from playtester.games.common.ability_text import AbilityTextError, read
from playtester.games.vanguard.ability_words import WORDS
from playtester.resources import data_path

FOLDER = ("assets", "abilities", "vanguard")


class AbilityDataError(ValueError):
    """An ability file that cannot be used: the message names the file, the line and column."""

    def __init__(self, path: Path, problem: str, line: int, column: int) -> None:
        super().__init__(f"{path}: line {line}, column {column}: {problem}")
        self.path, self.problem, self.line, self.column = path, problem, line, column


def read_folder(folder: Path) -> dict[str, CardText]:
    """Every card described by the `*.txt` files of `folder` (in file-name order), by name; a
    name may be described in one file only."""
    cards: dict[str, CardText] = {}
    where: dict[str, Path] = {}
    for path in sorted(folder.glob("*.txt")):
        text = _text(path)
        try:
            found = read(text, WORDS)
        except AbilityTextError as error:
            raise AbilityDataError(path, error.problem, error.line, error.column) from error
        for card in found:
            if card.name in where:
                problem = f'"{card.name}" is described in {where[card.name].name} too'
                raise AbilityDataError(path, problem, _card_line(text, card.name), 6)
            cards[card.name], where[card.name] = card, path
    return cards


def _text(path: Path) -> str:
    """A file's text; bytes that are not UTF-8 are an error at their line and column."""
    data = path.read_bytes()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        before = data[: error.start]  # UTF-8 up to the first bad byte
        line = before.count(b"\n") + 1
        column = len(before[before.rfind(b"\n") + 1 :].decode("utf-8")) + 1
        raise AbilityDataError(path, "not UTF-8 text", line, column) from error


def _card_line(text: str, name: str) -> int:
    """The line of `text` that starts the card `name` (a file that has just been read)."""
    for number, raw in enumerate(text.splitlines(), 1):
        if raw.startswith("card ") and read(raw, WORDS)[0].name == name:
            return number
    raise AssertionError(f"{name!r} was read from the text")  # pragma: no cover


@cache
def bundled() -> Mapping[str, CardText]:
    """The bundled Vanguard cards' abilities by card name (the files are read once; asked on
    every power read, so the same read-only mapping each time)."""
    folder = data_path(*FOLDER)
    if not folder.is_dir():
        raise FileNotFoundError(f"the bundled ability files are missing: {folder}")
    return MappingProxyType(read_folder(folder))


__all__ = ["FOLDER", "AbilityDataError", "bundled", "read_folder"]

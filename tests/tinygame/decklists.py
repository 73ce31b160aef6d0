"""What Ladder gives the command line (engine/shell.py): its deck lists checked and shown, and
its cards' one field of their own, the value."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from pathlib import Path

from playtester.engine.cards import Card
from playtester.engine.faces import Back
from playtester.engine.shell import Flag, Said, core_fields
from tests.tinygame.cards import value_of
from tests.tinygame.setup import read_deck


def demo_folder(format: str) -> tuple[str, ...]:
    return ("ladder",)


def check(path: Path, format: str) -> Said:
    cards, problems = read_deck(path.read_text(encoding="utf-8"))
    said = Said()
    if problems:
        return said.cannot(f"{path.name} is not a legal Ladder deck:", problems)
    said.say(f"{path.name}: legal ({len(cards)} cards)")
    return said


def show(path: Path, format: str) -> Said:
    cards, problems = read_deck(path.read_text(encoding="utf-8"))
    said = Said()
    for card, count in sorted(Counter(cards).items(), key=lambda item: value_of(item[0])):
        said.say(f"{count} {card.name} (value {value_of(card)})")
    said.say(f"{len(cards)} cards")
    for problem in problems:
        said.warn(problem)
    return said


flags: tuple[Flag, ...] = ()
backs: Mapping[str, tuple[Back, str]] = {}


def shown(card: Card) -> list[tuple[str, str, str]]:
    return [*core_fields(card), ("value", "value", str(value_of(card)))]

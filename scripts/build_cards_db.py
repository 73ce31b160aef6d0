"""Build the bundled card database from the card source files.

Usage: python scripts/build_cards_db.py [OUT]

Reads every `assets/cards/<game>/*.json` (a JSON list of card records as the game's card model
reads them: for Vanguard, the field names of `playtester.games.vanguard.cards.VanguardCard`)
and the cards each game bundles as its own data (its card model's `bundled()`: WIXOSS's
`cardlist.json`), checks them, and writes OUT (default: `cards.db` at the repository root) in the
layout `playtester/cards/schema.py` defines (the same one the user's library uses). The same
sources always give the same file: rows in a fixed order (by game, source, number and name),
nothing time-dependent.
"""

from __future__ import annotations

import dataclasses
import json
import os
import sqlite3
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from playtester.cards import rows, schema  # noqa: E402
from playtester.engine import registry  # noqa: E402
from playtester.engine.cards import Card  # noqa: E402
from playtester.engine.errors import PositionError  # noqa: E402
from playtester.games.vanguard.cards import GIFTS, KINDS, SKILLS, TRIGGER_KINDS  # noqa: E402

CARDS_DIR = ROOT / "assets" / "cards"
DEFAULT_OUT = ROOT / "cards.db"
INT_FIELDS = ("power", "shield", "critical", "trigger_power")
STR_FIELDS = ("number", "clan", "race", "text")


class SourceError(Exception):
    """Card source files that cannot be built; the message lists every problem."""


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def check_record(record: Any, game: str) -> list[str]:
    """Every problem with one card record (empty when it is valid)."""
    if not isinstance(record, dict):
        return ["not a JSON object"]
    fields = {f.name for f in dataclasses.fields(registry.card_model(game).card_type)}
    problems = [f"unknown key {key!r}" for key in sorted(set(record) - fields)]
    name = record.get("name")
    if not isinstance(name, str) or not name.strip() or name != name.strip():
        problems.append("name must be a non-empty string without surrounding spaces")
    if record.get("game", game) != game:
        problems.append(f"game must be {game!r} (the folder it is in)")
    return problems + (_vanguard_problems(record) if game == "vanguard" else [])


def _vanguard_problems(record: dict[str, Any]) -> list[str]:
    """What the bundled Vanguard cards must be, beyond what a card may be."""
    problems = []
    for key in STR_FIELDS:
        if not isinstance(record.get(key, ""), str):
            problems.append(f"{key} must be a string")
    for key in INT_FIELDS:
        if not _is_int(record.get(key, 0)) or record.get(key, 0) < 0:
            problems.append(f"{key} must be a non-negative integer")
    kind = record.get("kind", "unit")
    if kind not in KINDS:
        problems.append(f"kind must be one of {', '.join(KINDS)}")
    grade = record.get("grade", 0)
    if grade is not None and not _is_int(grade):
        problems.append("grade must be an integer or null")
    elif kind == "unit" and grade not in (0, 1, 2, 3):
        problems.append("a unit's grade must be 0 to 3")
    trigger = record.get("trigger")
    if trigger is not None and trigger not in TRIGGER_KINDS:
        problems.append(f"trigger must be null or one of {', '.join(TRIGGER_KINDS)}")
    if trigger is not None and (kind != "unit" or grade != 0):
        problems.append("only grade 0 units can be triggers")
    skills = record.get("skills", [])
    if not isinstance(skills, list) or any(s not in SKILLS for s in skills):
        problems.append(f"skills must be a list drawn from {', '.join(SKILLS)}")
    elif len(set(skills)) != len(skills):
        problems.append("skills must not repeat")
    if record.get("gift") not in (None, *GIFTS):
        problems.append(f"gift must be null or one of {', '.join(GIFTS)}")
    if not isinstance(record.get("sentinel", False), bool):
        problems.append("sentinel must be true or false")
    return problems


def to_card(record: dict[str, Any], game: str, label: str) -> Card:
    """The card a valid record describes, as its game's card model reads it (defaults filled
    in); PositionError names a bad field."""
    return registry.card_model(game).card_from_dict({**record, "game": game}, label)


def load_cards(cards_dir: Path = CARDS_DIR) -> list[Card]:
    """All cards of all games: those under `cards_dir` and those each game bundles as its own
    data (`bundled()` of its card model), by game, source, number and name."""
    problems: list[str] = []
    cards: list[tuple[str, Card]] = []
    for game_dir in sorted(p for p in cards_dir.iterdir() if p.is_dir()):
        game = game_dir.name
        for path in sorted(game_dir.glob("*.json")):
            where = path.relative_to(cards_dir).as_posix()
            try:
                records = json.loads(path.read_text(encoding="utf-8"))
            except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
                problems.append(f"{where}: cannot read: {exc}")
                continue
            if not isinstance(records, list):
                problems.append(f"{where}: must hold a JSON list of cards")
                continue
            for index, record in enumerate(records):
                found = check_record(record, game)
                label = f"{where}[{index}]"
                if found:
                    problems.extend(f"{label}: {problem}" for problem in found)
                    continue
                try:
                    cards.append((label, to_card(record, game, label)))
                except PositionError as exc:
                    problems.append(str(exc))
    for model in registry.card_models():
        where = f"{model.game}'s bundled cards"
        cards += [(f"{where}[{index}]", card) for index, card in enumerate(model.bundled())]
    problems += _repeated(cards)
    if problems:
        raise SourceError("\n".join(problems))
    cards.sort(key=lambda found: (found[1].game, _source(found[0]), found[1].number, found[1].name))
    return [card for _, card in cards]


def _source(label: str) -> str:
    """The source a card's label names (its file, or its game's own data)."""
    return label.rsplit("[", 1)[0]


def _repeated(cards: list[tuple[str, Card]]) -> list[str]:
    """A problem for each card whose name (ignoring case) or set number one before it of the
    same game has."""
    problems: list[str] = []
    names: dict[tuple[str, str], str] = {}
    numbers: dict[tuple[str, str], str] = {}
    for label, card in cards:
        key = (card.game, card.name.casefold())
        if key in names:
            problems.append(f"{label}: name {card.name!r} already used in {names[key]}")
        names.setdefault(key, label)
        number = (card.game, card.number)
        if card.number and number in numbers:
            problems.append(f"{label}: number {card.number!r} already used in {numbers[number]}")
        numbers.setdefault(number, label)
    return problems


def build(out: Path, cards_dir: Path = CARDS_DIR) -> int:
    """Write the database to `out` (replacing it atomically); return the number of cards."""
    cards = load_cards(cards_dir)
    out = out.resolve()
    out.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=".cards-", suffix=".db", dir=out.parent)
    os.close(fd)
    tmp = Path(tmp_name)
    try:
        tmp.unlink()
        conn = sqlite3.connect(tmp)
        try:
            with conn:
                schema.create(conn)
                rows.write_cards(conn, cards, "bundled")
            conn.execute("VACUUM")  # a compact file, laid out the same way on every build
        finally:
            conn.close()
        os.replace(tmp, out)
    finally:
        tmp.unlink(missing_ok=True)
    return len(cards)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) > 1 or (args and args[0] in ("-h", "--help")):
        print(__doc__.strip())
        return 0 if args and args[0] in ("-h", "--help") else 2
    out = Path(args[0]) if args else DEFAULT_OUT
    try:
        count = build(out)
    except SourceError as exc:
        print(f"cannot build {out}:\n{exc}", file=sys.stderr)
        return 1
    print(f"wrote {count} cards to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

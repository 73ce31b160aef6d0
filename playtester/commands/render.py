"""`playtester render ...`: draw card faces to image files.

`render sheet OUT.png` writes a contact sheet of every card of a game (bundled cards, then the
user's library cards when that part of the program is present); `render face NAME OUT.png`
and `render back OUT.png` write a single face or back.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from importlib import import_module
from pathlib import Path
from typing import Any

from playtester.engine import registry
from playtester.engine.cards import Card


def register(subparsers: Any) -> None:
    """Add `render` and its subcommands to the `playtester` command line."""
    render = subparsers.add_parser("render", help="draw card faces to image files")
    sub = render.add_subparsers(dest="render_command", metavar="WHAT")
    render.set_defaults(func=lambda args: _usage(render))

    sheet = sub.add_parser("sheet", help="a contact sheet of every card of a game")
    sheet.add_argument("out", type=Path, metavar="OUT.png")
    sheet.add_argument("--game", default="vanguard")
    sheet.add_argument("--width", type=_width, default=180, help="face width in pixels")
    sheet.add_argument("--columns", type=_positive, default=10)
    sheet.add_argument("--pictures", type=Path, help="a folder of card pictures")
    sheet.add_argument("--sample", action="store_true",
                       help="only a few cards that show every kind of face")  # fmt: skip
    sheet.set_defaults(func=_sheet)

    face = sub.add_parser("face", help="one card's face")
    face.add_argument("name", help="the card's name")
    face.add_argument("out", type=Path, metavar="OUT.png")
    face.add_argument("--game", default="vanguard")
    face.add_argument("--width", type=_width, default=400)
    face.add_argument("--pictures", type=Path, help="a folder of card pictures")
    face.add_argument("--overlay", action="store_true", help="draw numbers over a picture")
    face.set_defaults(func=_face)

    back = sub.add_parser("back", help="a card back")
    back.add_argument("out", type=Path, metavar="OUT.png")
    back.add_argument("--width", type=_width, default=400)
    back.add_argument("--g-zone", action="store_true", help="the G zone's back")
    back.set_defaults(func=_back)


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def _width(text: str) -> int:
    value = int(text)
    if not 16 <= value <= 4000:
        raise argparse.ArgumentTypeError(f"a width from 16 to 4000 pixels, not {value}")
    return value


def _usage(parser: argparse.ArgumentParser) -> int:
    parser.print_help()
    return 2


def game_cards(game: str) -> list[Card]:
    """Every bundled card of `game`, then the user's library cards not already among them."""
    from playtester.cards.db import all_cards

    cards = list(all_cards(game))
    if game == "wixoss":  # its bundled cards live beside its rules (games/wixoss/cardlist.py)
        from playtester.games.wixoss.catalog import all_cards as wixoss_cards

        cards += wixoss_cards()
    seen = {card.name for card in cards}
    for card in _library_cards(game):
        if card.name not in seen:
            seen.add(card.name)
            cards.append(card)
    return cards


def _library_cards(game: str) -> list[Card]:
    """The user's library cards if the library module offers `all_cards(game)`, else none."""
    try:
        library = import_module("playtester.cards.library")
    except ImportError:
        return []
    read = getattr(library, "all_cards", None)
    if not callable(read):
        return []
    try:
        found = read(game)
    except Exception as exc:  # a broken user library must not stop a picture of the cards
        print(f"note: user library skipped: {exc}", file=sys.stderr)
        return []
    return [card for card in found if isinstance(card, Card)]


def _write(image_save: Any, out: Path) -> bool:
    try:
        image_save(out)
    except (OSError, ValueError) as exc:
        print(f"cannot write {out}: {exc}", file=sys.stderr)
        return False
    return True


def _sheet(args: argparse.Namespace) -> int:
    from playtester.render.sheet import render_sheet

    cards: Sequence[Card] = game_cards(args.game)
    if not cards:
        print(f"no cards for the game {args.game!r}", file=sys.stderr)
        return 1
    subtitle = f"{len(cards)} cards · {args.game}"
    title = f"Playtester — {args.game} cards"
    if args.sample:
        cards, subtitle = registry.card_model(args.game).sample(cards)
        title = "Playtester — card faces"
    image = render_sheet(cards, args.width, args.columns, title, subtitle, args.pictures)
    if not _write(lambda out: image.save(out, "PNG"), args.out):
        return 1
    print(f"wrote {args.out}: {len(cards)} cards, {image.width}x{image.height} pixels")
    return 0


def _face(args: argparse.Namespace) -> int:
    from playtester.render.faces import render_face

    card = registry.find_card(args.game, args.name)
    if card is None:
        import difflib

        names = {c.name.casefold(): c.name for c in game_cards(args.game)}
        close = difflib.get_close_matches(args.name.casefold(), list(names), n=3, cutoff=0.6)
        hint = ", ".join(names[n] for n in close)
        print(f"no card named {args.name!r}" + (f" (did you mean: {hint}?)" if hint else ""),
              file=sys.stderr)  # fmt: skip
        return 1
    image = render_face(card, args.width, pictures=args.pictures, overlay=args.overlay)
    if not _write(lambda out: image.save(out, "PNG"), args.out):
        return 1
    print(f"wrote {args.out}")
    return 0


def _back(args: argparse.Namespace) -> int:
    from playtester.render.back import render_back

    image = render_back(args.width, g_zone=args.g_zone)
    if not _write(lambda out: image.save(out, "PNG"), args.out):
        return 1
    print(f"wrote {args.out}")
    return 0

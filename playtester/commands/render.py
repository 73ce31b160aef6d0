"""`playtester render ...`: draw card faces to image files.

`render sheet OUT.png` writes a contact sheet of every card of a game (bundled cards, then the
user's library cards), or of the cards chosen by name or set number, by deck lists (`--deck`)
or by a search (`--search`); it is streamed to the file, and `--per-page` splits it. `render
face NAME OUT.png` writes one face (several chosen: one file each in a folder), `render back
OUT.png` a card back.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from playtester import userdata
from playtester.commands import game_choice, group
from playtester.commands.selection import Chooser, Selection, game_cards
from playtester.engine import registry
from playtester.engine.cards import Card

if TYPE_CHECKING:
    from playtester.render.pictures import Pictures

__all__ = ["game_cards", "register"]


def register(subparsers: Any) -> None:
    """Add `render` and its subcommands to the `playtester` command line."""
    sub = group(subparsers, "render", "draw card faces to image files")

    sheet = sub.add_parser("sheet", help="a contact sheet of a game's cards, or of those chosen")
    sheet.add_argument("out", type=Path, metavar="OUT.png")
    sheet.add_argument("cards", nargs="*", metavar="CARD",
                       help="card names or set numbers (none: every card of the game)")  # fmt: skip
    _choosing(sheet)
    sheet.add_argument("--width", type=_width, default=180, help="face width in pixels")
    sheet.add_argument("--columns", type=_positive, default=10)
    sheet.add_argument("--per-page", type=_positive, metavar="N",
                       help="N cards a sheet: OUT-001.png, OUT-002.png...")  # fmt: skip
    sheet.add_argument("--sample", action="store_true",
                       help="only a few cards that show every kind of face")  # fmt: skip
    sheet.set_defaults(func=_sheet)

    face = sub.add_parser("face", help="a card's face (several: into a folder)")
    face.add_argument("cards", nargs="*", metavar="CARD", help="card names or set numbers")
    face.add_argument("out", type=Path, metavar="OUT",
                      help="the picture (OUT.png), or a folder for several faces")  # fmt: skip
    _choosing(face)
    face.add_argument("--width", type=_width, default=400)
    face.add_argument("--overlay", action="store_true", help="draw numbers over a picture")
    face.set_defaults(func=_face)

    back = sub.add_parser("back", help="a card back")
    back.add_argument("out", type=Path, metavar="OUT.png")
    back.add_argument("--width", type=_width, default=400)
    for fields in registry.card_fields():  # a game's other backs: `--g-zone`
        for name, (_, words) in fields.backs.items():
            back.add_argument(f"--{name}", action="store_true", help=words)
    back.set_defaults(func=_back)


def _choosing(parser: argparse.ArgumentParser) -> None:
    """The options that choose cards and their pictures."""
    parser.add_argument("--deck", type=Path, action="append", default=[], metavar="FILE",
                        help="the cards of a deck list (may be given again)")  # fmt: skip
    parser.add_argument("--search", metavar="QUERY", help="the cards a search finds")
    parser.add_argument("--limit", type=_positive, default=1000,
                        help="the most cards a search gives (default 1000)")  # fmt: skip
    parser.add_argument("--game", **game_choice())
    parser.add_argument(
        "--pictures",
        type=_folder,
        metavar="FOLDER",
        help="a picture folder (default: yours, then the downloaded)",
    )
    parser.add_argument("--no-pictures", action="store_true", help="drawn faces only")


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


def _write(image_save: Any, out: Path) -> bool:
    try:
        image_save(out)
    except (OSError, ValueError) as exc:
        print(f"cannot write {out}: {exc}", file=sys.stderr)
        return False
    return True


def _folder(text: str) -> Path:
    """An argparse type: a folder that is there (a picture folder that is not would be
    passed over, and the drawn faces come out as if no pictures were wanted)."""
    path = Path(text).expanduser()
    if not path.is_dir():
        what = "a file, not a folder" if path.exists() else "not there"
        raise argparse.ArgumentTypeError(f"there is no folder {text} ({what})")
    return path


def _pictures(args: argparse.Namespace) -> Pictures:
    """Where pictures come from: none, the folder given, or the default folders."""
    return () if args.no_pictures else args.pictures


def _chosen(args: argparse.Namespace, every: bool) -> Selection | None:
    """The cards the arguments choose (`every`: all the game's when none are named); None,
    said on stderr, when none are found."""
    chooser = Chooser(args.game)
    if every and not (args.cards or args.deck or args.search is not None):
        chosen = Selection(cards=game_cards(args.game))
    else:
        chosen = chooser.choose(args.cards, args.deck, args.search, args.limit)
    for problem in chosen.problems:
        print(problem, file=sys.stderr)
    if not chosen.cards:
        what = "the cards asked for" if not every else f"the game {args.game!r}"
        if args.search is not None and not chosen.problems:
            what = f"the search {args.search!r}"
        print(f"no cards to draw for {what}", file=sys.stderr)
        return None
    return chosen


def _sheet(args: argparse.Namespace) -> int:
    from playtester.render.sheet import Sheet

    chosen = _chosen(args, every=True)
    if chosen is None:
        return 1
    cards: Sequence[Card] = chosen.cards
    subtitle = f"{len(cards):,} cards · {args.game}"
    title = f"Playtester — {args.game} cards"
    if args.sample:
        cards, subtitle = registry.card_model(args.game).sample(cards)
        title = "Playtester — card faces"
    per_page = args.per_page or len(cards)
    pages = [cards[i : i + per_page] for i in range(0, len(cards), per_page)]
    for number, page in enumerate(pages, start=1):
        out = args.out
        if len(pages) > 1:
            out = args.out.with_name(f"{args.out.stem}-{number:03}{args.out.suffix or '.png'}")
        words = f"{subtitle} · page {number} of {len(pages)}" if len(pages) > 1 else subtitle
        sheet = Sheet(page, args.width, args.columns, title, words, _pictures(args))
        if not _write(sheet.write, out):
            return 1
        w, h = sheet.size
        print(f"wrote {out}: {len(page):,} cards, {w}x{h} pixels")
    return 1 if chosen.problems else 0


def _face(args: argparse.Namespace) -> int:
    from playtester.render.faces import render_face

    if not args.cards and not args.deck and args.search is None:
        print("name a card (or give --deck or --search)", file=sys.stderr)
        return 2
    chosen = _chosen(args, every=False)
    if chosen is None:
        return 1
    several = len(chosen.cards) > 1 or args.out.is_dir()
    if several:
        try:
            args.out.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            print(f"cannot make the folder {args.out}: {exc.strerror or exc}", file=sys.stderr)
            return 1
    taken: set[str] = set()
    for card in chosen.cards:
        out = (
            args.out
            / userdata.unique_name(card.number.replace("/", "-") or card.name, ".png", taken)
            if several
            else args.out
        )
        image = render_face(card, args.width, pictures=_pictures(args), overlay=args.overlay)
        if not _write(lambda path, image=image: image.save(path, "PNG"), out):
            return 1
    shown = f"{len(chosen.cards)} faces in {args.out}" if several else str(args.out)
    print(f"wrote {shown}")
    return 1 if chosen.problems else 0


def _back(args: argparse.Namespace) -> int:
    from playtester.engine.faces import MAIN_BACK
    from playtester.render.back import render_back

    others = {n: b for fields in registry.card_fields() for n, (b, _) in fields.backs.items()}
    chosen = [b for name, b in others.items() if getattr(args, name.replace("-", "_"))]
    image = render_back(args.width, chosen[0] if chosen else MAIN_BACK)
    if not _write(lambda out: image.save(out, "PNG"), args.out):
        return 1
    print(f"wrote {args.out}")
    return 0

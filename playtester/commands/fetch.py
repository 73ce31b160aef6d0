"""`playtester cards fetch`: the Card Game Simulator's Vanguard data into the library, and card
pictures on demand, in one step.

    playtester cards fetch                              # every set, downloaded and imported
    playtester cards fetch --pictures my-deck.txt       # and the pictures of a deck's cards
    playtester cards fetch --game wixoss                # the pictures WIXOSS's imported data names

WIXOSS's card files name each printing's picture (the CSV layout's ImgURL, Cockatrice's
picURL): `cards import --game wixoss` keeps the address, and `--game wixoss` downloads the
pictures of every imported WIXOSS card that names one (with --pictures, of the cards named),
with the same cache, resuming, limits and errors as Vanguard's.

Downloads show their progress on stderr, resume where an interrupted one stopped, and say in
words when the computer is offline; see `cards/fetch.py`, `cards/pictures.py` and
`cards/download.py`. The sets are imported by `playtester cards import`. A deck list's
pictures are those of the printings it plays (`--format`: the era of a line without a set
number). Every failure is one sentence; the whole command ends by its `--deadline`, and Ctrl+C
ends it at once (exit status 130); what was downloaded is kept either way.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

from playtester import userdata
from playtester.cards.download import TIMEOUT, Session
from playtester.cards.fetch import (
    GAME,
    GAME_URL,
    INTERRUPTED,
    FetchError,
    data_folder,
    fetch_data,
    kept_in,
)
from playtester.cards.fields import PICTURE, PICTURE_ADDRESS
from playtester.cards.library import default_library
from playtester.cards.pictures import fetch_pictures
from playtester.cards.schema import CardDatabaseError
from playtester.commands.selection import Chooser
from playtester.engine import registry

WIXOSS = "wixoss"  # the game whose card files name their pictures (kept in the library)
SHOWN = 10  # failed sets or missing pictures listed before "... and N more"
DEADLINE = 1800.0  # seconds the whole command may take (the sets, then the pictures)


def register(cards: Any) -> None:
    """Add `fetch` to the `cards` subcommands."""
    fetch = cards.add_parser(
        "fetch",
        help="download the Card Game Simulator's Vanguard data (and pictures) and import it",
        description="Download the Card Game Simulator's Vanguard card data into the data"
        " folder and import it into your library; with --pictures, also the pictures of the"
        " cards named (kept in the data folder, shown at the table when its setting is on);"
        " with --game wixoss, the pictures its imported card files name.",
    )
    fetch.add_argument("--game", choices=(GAME, WIXOSS), default=GAME,
                       help="vanguard (the CGS data, then pictures) or wixoss (the pictures"
                       " its imported card files name)")  # fmt: skip
    fetch.add_argument("--pictures", nargs="+", metavar="CARDS", default=[],
                       help="deck list files, card names or set numbers")  # fmt: skip
    fetch.add_argument("--pictures-only", action="store_true",
                       help="only the pictures, from the data downloaded before")  # fmt: skip
    fetch.add_argument("--no-import", action="store_true", help="download, but do not import")
    fetch.add_argument(
        "--verbose",
        action="store_true",
        help="list every failed set, missing picture and skipped card",
    )
    fetch.add_argument("--from", dest="url", default=GAME_URL, metavar="URL",
                       help="the CGS game definition (cgs.json) to fetch from")  # fmt: skip
    fetch.add_argument("--timeout", type=_seconds, default=TIMEOUT, metavar="SECONDS",
                       help=f"how long a server may take to answer, or to send 1 KB"
                       f" (default {TIMEOUT:g})")  # fmt: skip
    fetch.add_argument("--deadline", type=_seconds, default=DEADLINE, metavar="SECONDS",
                       help=f"how long the whole fetch may take (default {DEADLINE:g});"
                       " what came by then is kept")  # fmt: skip
    formats = registry.rules_for(GAME).formats  # whose eras a deck line plays
    fetch.add_argument("--format", choices=formats, default=formats[0],
                       help="the format whose era's printings a deck list's lines without a"
                       " set number play (default standard)")  # fmt: skip
    fetch.set_defaults(func=_fetch, keeps="nothing was downloaded or imported")


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of seconds: {text!r}") from None
    if not 0.05 <= value <= 86400:
        raise argparse.ArgumentTypeError(f"from 0.05 to 86400 seconds, not {text}")
    return value


class _Meter:
    """A progress line on stderr, redrawn at most ten times a second; `ended()` ends a line
    left open (before a failure is said)."""

    open = False  # a progress line is on stderr without its newline

    def __init__(self, what: str) -> None:
        self.what = what
        self.shown = 0.0

    def __call__(self, done: int, total: int, received: int) -> None:
        now = time.monotonic()
        if done < total and now - self.shown < 0.1:
            return
        self.shown = now
        end = "\n" if done >= total else ""
        size = f", {received / 2**20:.1f} MB" if received else ""
        print(f"\r{self.what}: {done:,}/{total:,}{size}   ", end=end, file=sys.stderr, flush=True)
        _Meter.open = not end

    @staticmethod
    def ended() -> None:
        if _Meter.open:
            print(file=sys.stderr)
            _Meter.open = False


def _listed(lines: list[str], verbose: bool) -> None:
    shown = lines if verbose else lines[:SHOWN]
    for line in shown:
        print(f"  {line}")
    if len(shown) < len(lines):
        print(f"  ... and {len(lines) - len(shown)} more (--verbose lists them)")


def _fetch(args: argparse.Namespace) -> int:
    """The fetch, ended in one sentence by Ctrl+C (exit status 130) or by its deadline."""
    session = Session(args.deadline, "--deadline")
    where = [data_folder()]  # where what is being downloaded goes (then the pictures')
    try:
        return _steps(args, session, where)
    except KeyboardInterrupt:
        session.stop(INTERRUPTED)
        return _fail(f"{INTERRUPTED}; what was downloaded is {kept_in(where[-1])}", 130)
    finally:
        session.close()


def _steps(args: argparse.Namespace, session: Session, where: list[Path]) -> int:
    """The data, then its import, then the pictures."""
    if args.game == WIXOSS:
        where.append(userdata.pictures_dir())
        return 1 if _pictures(args, session) else 0
    failed = False
    if not args.pictures_only:
        print(f"downloading the Card Game Simulator data from {args.url}", file=sys.stderr)
        try:
            got = fetch_data(args.url, timeout=args.timeout, progress=_Meter("sets"),
                             session=session)  # fmt: skip
        except FetchError as exc:
            return _fail(str(exc))
        print(got.summary())
        print(f"  kept in {data_folder()}")
        if got.failed:
            failed = True
            print("  could not be downloaded (run the command again to retry):")
            _listed(got.failed, args.verbose)
        if not args.no_import and got.sets:
            failed |= _import(got.sets, args.verbose)
    if args.pictures:
        where.append(userdata.pictures_dir())
        failed |= _pictures(args, session)
    elif args.pictures_only:
        return _fail("--pictures-only needs --pictures: the deck lists, names or set numbers")
    return 1 if failed else 0


def _import(paths: list[Path], verbose: bool) -> bool:
    """Import the set files with `playtester cards import`; whether any could not be."""
    from playtester.cli import main  # the command itself, so that both say the same

    print(f"importing {len(paths)} sets into your library", file=sys.stderr)
    return main(["cards", "import", *(["--all"] if verbose else []), *map(str, paths)]) != 0


def _pictures(args: argparse.Namespace, session: Session) -> bool:
    """Download the pictures asked for (a deck list's: of the printings it plays); whether any
    could not be."""
    addresses = None  # Vanguard's: those `fetch_data` wrote
    if args.game == WIXOSS:
        try:
            addresses = default_library().evidence_by_number(WIXOSS, PICTURE, PICTURE_ADDRESS)
        except CardDatabaseError as exc:
            _fail(str(exc))
            return True
        if not addresses:
            _fail(
                "no WIXOSS card in your library names a picture: import the card data first"
                " (`playtester cards import --game wixoss FILE`: its ImgURL or picURL)"
            )
            return True
    if addresses is None:  # Vanguard: a line of a deck list plays the format's printing
        chooser = Chooser(GAME, args.format)
        words = [w for w in args.pictures if not Path(w).is_file()]
        decks = [Path(w) for w in args.pictures if Path(w).is_file()]
        chosen = chooser.choose(words, decks)
        problems = list(chosen.problems)
        numbers = [card.number for card in chosen.cards if card.number]
        unnumbered = [card.name for card in chosen.cards if not card.number]
    elif args.pictures:
        numbers, unnumbered, problems = _wixoss_chosen(args.pictures, addresses)
    else:  # every imported card that names its picture
        numbers, unnumbered, problems = list(addresses), [], []
    for problem in problems:
        print(f"playtester: {problem}", file=sys.stderr)
    if unnumbered:
        print(
            f"  no set number, so no picture to download: {', '.join(unnumbered[:SHOWN])}"
            + (f" and {len(unnumbered) - SHOWN} more" if len(unnumbered) > SHOWN else ""),
            file=sys.stderr,
        )
    try:
        got = fetch_pictures(numbers, timeout=args.timeout, progress=_Meter("pictures"),
                             session=session, addresses=addresses)  # fmt: skip
    except FetchError as exc:
        _fail(str(exc))
        return True
    print(got.summary())
    if got.missing:
        print("  no picture for:")
        _listed(got.missing, args.verbose)
    return bool(problems or got.missing)


def _wixoss_chosen(
    words: list[str], addresses: dict[str, str]
) -> tuple[list[str], list[str], list[str]]:
    """(set numbers, names without one, problems) of the WIXOSS cards named: a deck list file
    (the printings it plays), a set number (WXDi-D01-012), else a card's name."""
    known = {number.casefold(): number for number in addresses}
    chooser = Chooser(WIXOSS)
    numbers: list[str] = []
    unnumbered: list[str] = []
    problems: list[str] = []
    for word in words:
        if Path(word).is_file():
            found, said = registry.deck_lists_for(WIXOSS).numbers(Path(word))
            numbers += found
            problems += said
        elif word.strip().casefold() in known:
            numbers.append(known[word.strip().casefold()])
        elif (card := chooser.card(word)) is None:
            problems.append(chooser.unknown(word))
        elif card.number:
            numbers.append(card.number)
        else:
            unnumbered.append(card.name)
    return numbers, unnumbered, problems


def _fail(message: str, code: int = 1) -> int:
    _Meter.ended()
    print(f"playtester: {message}", file=sys.stderr)
    return code

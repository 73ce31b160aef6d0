"""The `playtester` command. With no command (or `table`) it opens the table.

Each part of the program adds its own subcommands through a `register(subparsers)` function
that sets `func` on its parsers; `func(args)` returns the exit status. Bad input (a missing or
unreadable file, a deck that cannot be played, a window size that is not one) is said in one
sentence on stderr with a non-zero exit; for the table, its options before its window opens, and
a deck or a saved game that cannot be played once the window is there (which then closes: the
game is dealt while the window answers, ui/starting.py).
"""

from __future__ import annotations

import argparse
import re
import signal
import sys
from collections.abc import Callable
from importlib import import_module
from pathlib import Path

from playtester.commands import MAX_INTEGER, format_choice, game_choice, whole

# Modules that add subcommands; each has `register(subparsers) -> None`.
COMMAND_MODULES = (
    "playtester.commands.deck",
    "playtester.commands.cards",
    "playtester.commands.render",
    "playtester.commands.replay",
    "playtester.commands.puzzle",
)


HELP = ("-h", "--help")
WINDOW = (200, 16384)  # the smallest and largest width or height of the window, in pixels


def _fail(message: str) -> int:
    print(f"playtester: {message}", file=sys.stderr)
    return 1


def _read_decks(paths: list[Path], utf8_only: bool = False) -> list[str]:
    """The texts of deck list files (notes on their encoding go to stderr); OSError or
    DeckError when one cannot be read. `utf8_only`: a file in another encoding is refused."""
    from playtester.cards.decklist import read_deck_file
    from playtester.engine.errors import DeckError

    texts = []
    for path in paths:
        text, notes = read_deck_file(path)
        if utf8_only and (notes or not _is_utf8(path)):
            problem = "the table reads deck lists in UTF-8 only, and this one is not"
            raise DeckError([f"{path}: {problem} (`playtester deck check` reads it)"])
        for note in notes:
            print(f"note: {path}: {note}", file=sys.stderr)
        texts.append(text)
    return texts


def _is_utf8(path: Path) -> bool:
    from playtester import files
    from playtester.cards.decklist import MAX_DECK_CHARS

    try:
        files.read_at_most(path, 4 * MAX_DECK_CHARS).decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def _problem(exc: Exception) -> str:
    """A reader's error as one sentence."""
    from playtester.engine.errors import DeckError

    if isinstance(exc, DeckError):
        return "; ".join(exc.problems)
    if isinstance(exc, OSError):
        return f"{exc.filename}: {exc.strerror or exc}" if exc.filename else str(exc)
    return str(exc)


def _demo(args: argparse.Namespace) -> int:
    from playtester.cards import library
    from playtester.demo import deck_title, play
    from playtester.engine import registry
    from playtester.engine.errors import DeckError

    damaged = library.problem()
    if damaged:  # the game goes on with the bundled cards; the library is kept as it is
        print(f"{damaged}\nplaying with the bundled cards only; `playtester cards move-aside`"
              " sets the damaged library aside", file=sys.stderr)  # fmt: skip
        library.leave_out(damaged)
    try:
        decks = _read_decks(args.deck) if args.deck else None
        names = [deck_title(path) for path in args.deck or ()][:2]
        formats = registry.rules_for(args.game).formats  # the first is the default
        if args.format is not None and args.format not in formats:
            return _fail(f"--format {args.format}: {args.game} is played in {', '.join(formats)}")
        fmt = args.format or formats[0]
        lines = play(
            args.seed, decks, goldfish=args.goldfish, format=fmt, names=names, game_name=args.game
        )
        for line in lines:
            print(line)
    except (DeckError, OSError) as exc:
        return _fail(_problem(exc))
    return 0


def check_table(argv: list[str]) -> str | None:
    """Why the table cannot start with these arguments, in a sentence, or None: what
    `check_options` finds, then a saved game that does not open or deck lists that cannot be
    played (the table itself finds those after its window appears: ui/starting.py)."""
    from playtester.ui.app import parse

    return check_options(argv) or check_game(parse(argv))


def check_options(argv: list[str]) -> str | None:
    """Why the table cannot start with these options, in a sentence, or None, found before
    its window opens and without reading the games unless one is named: a format the game
    is not played in, a window size that is not one, a layout file that cannot be written, a
    seed or an opponent that is not one."""
    from playtester.ui.app import parse

    args = parse(argv)
    if args.format is not None:
        from playtester.engine.registry import words_for
        from playtester.ui.app import table_game

        game = table_game(args)
        offered = words_for(game).formats
        if args.format not in offered:
            return f"--format {args.format}: {game} is played in {', '.join(offered)}"
    if args.size:
        size = re.fullmatch(r"([0-9]{1,6})x([0-9]{1,6})", args.size.strip().lower())
        low, high = WINDOW
        if size is None or not all(low <= int(n) <= high for n in size.groups()):
            return (
                f"--size {args.size}: a window size is WIDTHxHEIGHT in pixels, each from"
                f" {low} to {high}, such as 1400x900"
            )
    if args.layout is not None:
        if args.layout.is_dir():
            return f"--layout {args.layout}: this is a folder; the layout is written to a file"
        if not args.layout.parent.is_dir():
            return f"--layout {args.layout}: there is no folder {args.layout.parent} to write it in"
    if args.seed is not None and not 0 <= args.seed <= MAX_INTEGER:
        return f"--seed {args.seed}: a seed is from 0 to {MAX_INTEGER}"
    if args.opponent:
        from playtester.ui.app import table_game

        problem = _opponent_problem(args.opponent, args.mode, table_game(args))
        if problem:
            return problem
    return None


def check_game(args: argparse.Namespace) -> str | None:
    """Why the game these options ask for cannot be dealt or opened, in a sentence, or None:
    a saved game that does not open, deck list files that cannot be read (in UTF-8), deck
    lists that cannot be played."""
    from playtester.ui.app import table_format, table_game

    if args.open is not None:
        from playtester.record.savegame import SaveFileError, load

        try:
            load(args.open)
        except SaveFileError as exc:
            return f"cannot open the saved game {exc}"
    if args.deck:
        from playtester.cards import library
        from playtester.cards.schema import CardLibraryDamaged
        from playtester.engine import Game
        from playtester.engine.errors import DeckError

        fmt, seed, game = table_format(args), args.seed or 0, table_game(args)
        try:
            texts = _read_decks(args.deck, utf8_only=True)
            Game.new(game, format=fmt, decks=texts, seed=seed)
        except (DeckError, OSError) as exc:
            return _problem(exc)
        except CardLibraryDamaged as damaged:  # the window asks about it; decks must do without
            with library.bundled_only(str(damaged)):
                try:
                    Game.new(game, format=fmt, decks=texts, seed=seed)
                except DeckError as exc:
                    aside = "`playtester cards move-aside` sets it aside"
                    return f"{_problem(exc)}; {damaged}; {aside}"
    return None


def _opponent_problem(level: str, mode: str, game: str) -> str:
    """Why `--opponent LEVEL` cannot be played ("" when it can): the levels are the game's."""
    from playtester.engine import registry

    if mode == "hotseat":
        return f"--opponent {level}: in a hot-seat game both players are people"
    levels = registry.players_for(game).opponents
    if level not in levels:
        return f"--opponent {level}: the opponents are {', '.join(levels)}"
    return ""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="playtester", description=__doc__.splitlines()[0])
    parser.add_argument("--version", action="store_true", help="print the version and exit")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.add_parser("table", help="open the table (the default; see `playtester table -h`)")
    demo = sub.add_parser("demo", help="play a headless demo game and print its log")
    demo.add_argument("--seed", type=whole(0, MAX_INTEGER), default=1)
    demo.add_argument("--deck", action="append", type=Path, help="a deck list (give two)")
    demo.add_argument("--goldfish", action="store_true", help="the second player is a goldfish")
    demo.add_argument("--game", **game_choice())
    demo.add_argument("--format", **format_choice())
    demo.set_defaults(func=_demo)
    for name in COMMAND_MODULES:
        try:
            module = import_module(name)
        except ModuleNotFoundError as exc:
            if exc.name is None or not name.startswith(exc.name):
                raise
            continue  # that part of the program is not built yet
        module.register(sub)
    return parser


def _say_data_folder_problem() -> None:
    from playtester import userdata

    if userdata.problem():
        print(userdata.problem(), file=sys.stderr)


def main(argv: list[str] | None = None) -> int:
    if argv is None and hasattr(signal, "SIGPIPE"):
        # the real command line: `playtester ... | head` stops quietly when its reader leaves,
        # as command-line tools do (a test calling main() keeps its own process's handling)
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--version"]:  # before the table's options: it opens no window
        import playtester

        print(f"playtester {playtester.__version__}")
        return 0
    gui = not argv or argv[0] == "table" or (argv[0].startswith("-") and argv[0] not in HELP)
    if gui:
        table = argv[1:] if argv and argv[0] == "table" else argv
        problem = check_options(table)  # the rest once the window is there (ui/starting.py)
        if problem is not None:
            return _fail(problem)
        from playtester.ui.app import run

        return run(table)
    parser = build_parser()
    args = parser.parse_args(argv)
    func: Callable[[argparse.Namespace], int] | None = getattr(args, "func", None)
    if func is None:
        parser.print_help()
        return 2
    keeps: str = getattr(args, "keeps", "")
    if keeps:  # what it writes must last: never to a stand-in thrown away at the end
        from playtester import userdata

        refused = userdata.cannot_keep(keeps)
        if refused:
            return _fail(refused)
    code = func(args)
    _say_data_folder_problem()  # after the command: the data folder is found on first use
    return code


if __name__ == "__main__":
    sys.exit(main())

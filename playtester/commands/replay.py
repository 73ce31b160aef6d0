"""`playtester replay ...`: recordings from the shell.

- `replay list`: the session library (most recent first; unfinished games marked).
- `replay print FILE|ID [--view 0|1|all] [--notes] [--variations]`: one action per line in
  notation, with turn headers, chapters, marks and comments; `--view P` hides what player P
  could not see.
- `replay export ID FILE`, `replay import FILE`: the portable recording file.
- `replay lesson FILE|ID OUT.html [--chapter NAME] [--pdf OUT.pdf] [--gif OUT.gif]`.
- `replay sample FILE`: write the annotated worked example (to try everything on).
- `replay move-aside`: rename a damaged library (nothing is deleted) so that a new one starts.

FILE|ID: a recording file (or an older saved game), or the number of a recording in the
library (`replay list` shows them).
"""

from __future__ import annotations

import argparse
import os
import sqlite3
import sys
from datetime import datetime
from pathlib import Path
from typing import Any

from playtester.commands import MAX_INTEGER, Aside, fail, group, move_damaged_aside, whole
from playtester.record.library import (
    Library,
    LibraryDamaged,
    LibraryError,
    RecordingInfo,
    library_path,
    move_aside,
)
from playtester.record.portable import RecordingFileError
from playtester.record.recording import Recording, RecordingError
from playtester.record.store import MAX_ID

VIEWS = ("0", "1", "all")
MOVE_ASIDE = (
    "`playtester replay move-aside` sets it aside (renamed, nothing is deleted) and starts a new"
    " one"
)
# what a replay command may meet: each is said in one sentence
FAILURES = (LibraryError, RecordingFileError, RecordingError, OSError, sqlite3.Error)


def register(subparsers: Any) -> None:
    """Add `replay` and its subcommands."""
    sub = group(subparsers, "replay", "recorded games: list, print, export, lessons")
    listing = sub.add_parser("list", help="the recordings in the session library")
    listing.add_argument("--all", action="store_true", help="every recording, not the last 30")
    listing.set_defaults(func=_list)
    show = sub.add_parser("print", help="print a recording, one action per line")
    show.add_argument("source", metavar="FILE|ID")
    _view_option(show)
    show.add_argument("--notes", action="store_true", help="also the engine's log lines")
    show.add_argument("--variations", action="store_true", help="also the variations")
    show.add_argument("--line", type=int, metavar="STEP", help="the line through this step")
    show.set_defaults(func=_print)
    export = sub.add_parser("export", help="write a library recording to a portable file")
    export.add_argument("id", type=whole(1, MAX_ID), metavar="ID")
    export.add_argument("file", type=Path, metavar="FILE")
    export.set_defaults(func=_export)
    load = sub.add_parser("import", help="add a recording file to the session library")
    load.add_argument("file", type=Path, metavar="FILE")
    load.set_defaults(func=_import, keeps="nothing was imported")
    lesson = sub.add_parser("lesson", help="export a recording as an HTML lesson")
    lesson.add_argument("source", metavar="FILE|ID")
    lesson.add_argument("out", type=Path, metavar="OUT.html")
    lesson.add_argument("--chapter", metavar="NAME", help="only this chapter")
    _view_option(lesson)
    lesson.add_argument(
        "--notation", action="store_true", help="each action's notation after its words"
    )
    lesson.add_argument("--pdf", type=Path, metavar="OUT.pdf", help="also a PDF (through Qt)")
    lesson.add_argument("--gif", type=Path, metavar="OUT.gif", help="also an animated GIF")
    numbered = " (numbered as the view numbers them)"
    lesson.add_argument(
        "--from", dest="first", type=int, metavar="STEP", help=f"GIF: first step{numbered}"
    )
    lesson.add_argument(
        "--to", dest="last", type=int, metavar="STEP", help=f"GIF: last step{numbered}"
    )
    lesson.set_defaults(func=_lesson)
    sample = sub.add_parser("sample", help="write an annotated example recording")
    sample.add_argument("file", type=Path, metavar="FILE")
    sample.add_argument("--seed", type=whole(0, MAX_INTEGER), default=3)
    sample.set_defaults(func=_sample)
    aside = sub.add_parser(
        "move-aside", help="rename a damaged recordings library so that a new one starts"
    )
    aside.set_defaults(func=_move_aside, keeps="nothing was moved")


def _view_option(parser: argparse.ArgumentParser) -> None:
    """`--view 0|1|all`, for what shows a recording as one player saw it (print, lesson)."""
    parser.add_argument(
        "--view",
        choices=VIEWS,
        default="all",
        help="as player 0 or 1 saw the game (default: everything)",
    )


def _fail(message: str) -> int:
    return fail(message, "playtester replay")


def _failed(exc: Exception) -> int:
    """An error in one sentence; for a damaged library, how to set it aside."""
    if isinstance(exc, LibraryDamaged):
        return _fail(f"{exc}; {MOVE_ASIDE}")
    if isinstance(exc, OSError) and exc.filename is not None:
        return _fail(f"{exc.filename}: {exc.strerror or exc}")
    if isinstance(exc, sqlite3.Error):
        return _fail(f"the recordings library cannot be used: {exc}")
    return _fail(str(exc))


def _view(text: str) -> int | None:
    return None if text == "all" else int(text)


def _open(source: str) -> tuple[Recording, Library]:
    """A recording from a file (kept in memory only) or from the library by number."""
    path = Path(source)
    if path.exists() or not (source.isascii() and source.isdigit()):
        library = Library(memory=True)
        recording, warnings = library.import_file(path)
        for warning in warnings:
            print(f"warning: {warning}", file=sys.stderr)
        return recording, library
    if len(source) > len(str(MAX_ID)):
        raise LibraryError(f"no recording {source} in the recordings library")
    library = Library()
    return library.open(int(source)), library


def _count(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def _when(ms: int) -> str:
    try:
        return datetime.fromtimestamp(ms / 1000).strftime("%Y-%m-%d %H:%M")
    except (ValueError, OverflowError, OSError):  # a damaged time
        return "?"


def _state(info: RecordingInfo) -> str:
    if info.damaged:
        return "DAMAGED"
    if info.winner is not None:
        name = info.names[info.winner] if info.winner < len(info.names) else f"{info.winner}"
        return f"{name} won"
    return "UNFINISHED" if info.unfinished else "stopped"


def _list(args: argparse.Namespace) -> int:
    try:
        with Library() as library:
            infos = library.recordings()
    except FAILURES as exc:
        return _failed(exc)
    if not infos:
        print("no recordings yet: every game played at the table is recorded here")
        return 0
    shown = infos if args.all else infos[:30]
    print(f"{'ID':>4}  {'updated':<16}  {'steps':>5}  {'turn':>4}  {'state':<12}  title")
    for info in shown:
        print(
            f"{info.id:>4}  {_when(info.updated):<16}  {info.main:>5}  {info.turn:>4}"
            f"  {_state(info):<12}  {info.title}"
        )
    if len(shown) < len(infos):
        print(f"... and {len(infos) - len(shown)} older (--all shows them)")
    damaged = [info for info in infos if info.damaged]
    for info in damaged:
        print(f"playtester replay: recording {info.id} is damaged: {info.damaged}", file=sys.stderr)
    return 1 if damaged else 0


def _print(args: argparse.Namespace) -> int:
    from playtester.record.printer import print_lines

    try:
        recording, library = _open(args.source)
        view = _view(args.view)
        if args.line is not None and args.line not in recording.tree:
            return _fail(f"no step {args.line} in this recording")
        lines = print_lines(
            recording, view, notes=args.notes, variations=args.variations, line=args.line
        )
        try:
            for line in lines:
                print(line)
            sys.stdout.flush()
        except BrokenPipeError:  # `| head`: the reader has seen enough
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        library.close()
    except FAILURES as exc:
        return _failed(exc)
    return 0


def _export(args: argparse.Namespace) -> int:
    try:
        with Library() as library:
            library.export(args.id, args.file)
    except FAILURES as exc:
        return _failed(exc)
    print(f"wrote recording {args.id} to {args.file}")
    return 0


def _import(args: argparse.Namespace) -> int:
    try:
        with Library() as library:
            recording, warnings = library.import_file(args.file)
    except FAILURES as exc:
        return _failed(exc)
    for warning in warnings:
        print(f"warning: {warning}", file=sys.stderr)
    print(
        f"imported {args.file} as recording {recording.id}: {recording.title},"
        f" {_count(len(recording.tree), 'step')},"
        f" {_count(len(recording.variations()), 'variation')}"
    )
    return 0


def _lesson(args: argparse.Namespace) -> int:
    from playtester.record.gif import frame_nodes, write_gif
    from playtester.record.lesson import LessonError, build_lesson, write_lesson_html

    try:
        recording, library = _open(args.source)
        view = _view(args.view)
        lesson = build_lesson(recording, chapter=args.chapter, view=view, notation=args.notation)
        write_lesson_html(lesson, args.out)
        figures = sum(len(s.figures) for s in lesson.sections)
        chapters = _count(len(lesson.sections), "chapter")
        print(f"wrote {args.out}: {chapters}, {_count(figures, 'picture')}")
        if args.pdf is not None:
            from playtester.ui.pdf import write_pdf

            write_pdf(lesson, args.pdf)
            print(f"wrote {args.pdf}")
        if args.gif is not None:
            count = write_gif(
                recording, args.gif, frame_nodes(recording, args.first, args.last, view), view=view
            )
            print(f"wrote {args.gif}: {count} frames")
        library.close()
    except (*FAILURES, LessonError, ValueError) as exc:
        return _failed(exc)
    return 0


def _sample(args: argparse.Namespace) -> int:
    from playtester.record.portable import export_document
    from playtester.record.sample import annotated_demo
    from playtester.record.savegame import write_json

    with Library(memory=True) as library:
        recording = annotated_demo(library, args.seed)
        try:
            write_json(args.file, export_document(recording))
        except OSError as exc:
            return _failed(exc)
    notes, variations = len(recording.notes.listed()), len(recording.variations())
    print(
        f"wrote {args.file}: {_count(len(recording.tree), 'step')},"
        f" {notes} annotated, {_count(variations, 'variation')}"
    )
    return 0


def _move_aside(args: argparse.Namespace) -> int:
    """Rename the recordings library, only when it is damaged (see `move_damaged_aside`)."""
    return move_damaged_aside(library_path(), ASIDE, _check, move_aside, "playtester replay")


ASIDE = Aside(
    "recordings library", "the", "a new one starts with the next game", LibraryDamaged, LibraryError
)


def _check(path: Path) -> None:
    """Open the recordings library (a damaged one is refused as it opens)."""
    Library(path).close()

"""`playtester cards ...` and `playtester card ...`: the user's card library from the shell.

`cards import FILE...` reads Card Game Simulator JSON or CSV files into the library in one
pass (a progress bar, then printings added, changed, unchanged and skipped with reasons),
`cards search QUERY` searches bundled and library cards; `card add|edit|remove|show` manage
custom cards (proxies for unreleased or home-made cards), which decks can then use.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from playtester.cards import db
from playtester.cards.importers import (
    CardImportError,
    FieldError,
    card_files,
    card_from_fields,
    import_files,
)
from playtester.cards.library import (
    CardLibraryDamaged,
    Library,
    close_names,
    default_library,
    library_path,
    move_aside,
)
from playtester.cards.printings import number_key
from playtester.cards.queries import number_start
from playtester.cards.schema import CardDatabaseError, said
from playtester.cards.search import search
from playtester.commands import (
    Aside,
    Bar,
    abilities,
    fail,
    fetch,
    game_choice,
    group,
    move_damaged_aside,
    whole,
)
from playtester.engine import registry
from playtester.engine.cards import Attribute, Card
from playtester.engine.shell import Flag

SHOWN_SKIPS = 20
LONG_FILES = 10  # files read, or...
LONG_PRINTINGS = 1000  # ...printings written, from which an import shows its progress
MAX_INT = 10**9  # the largest number a card prints (and a search can ask for)


def register(subparsers: Any) -> None:
    """Add `cards` (import, search) and `card` (add, edit, remove, show)."""
    sub = group(subparsers, "cards", "import and search cards")
    imp = sub.add_parser(
        "import", help="import card files (CGS JSON or CSV, or folders of them) into your library"
    )
    imp.add_argument("files", nargs="+", type=Path, metavar="FILE_OR_FOLDER")
    imp.add_argument("--all", action="store_true", help="list every skipped record")
    imp.add_argument(
        "--evidence", action="store_true", help="count what decided each field the files omit"
    )
    imp.add_argument(
        "--game",
        **game_choice(),
        help=f"the game whose cards the files hold (default {registry.default_game()})",
    )
    imp.set_defaults(func=_import, keeps="nothing was imported")
    find = sub.add_parser("search", help="search bundled and library cards")
    find.add_argument("query", nargs="?", default="", help="words or the start of words")
    find.add_argument("--kind", help="a kind of card of the game (a SIGNI: signi)")
    for flag, options in search_flags().items():
        find.add_argument(flag, **options)
    find.add_argument("--limit", type=whole(1, 100_000), default=50)
    find.add_argument("--game", **game_choice())
    find.set_defaults(func=_search)
    fetch.register(sub)
    abilities.register(sub)
    aside = sub.add_parser(
        "move-aside", help="rename a damaged card library so that an empty one starts"
    )
    aside.set_defaults(func=_move_aside, keeps="nothing was moved")

    sub = group(subparsers, "card", "create, edit, remove or show a custom card")
    add = sub.add_parser("add", help="create (or replace) a custom card in your library")
    add.add_argument("--name", required=True)
    _card_options(add)
    add.set_defaults(func=_add, keeps="no card was added")
    edit = sub.add_parser(
        "edit", help="change fields of a card (an imported card keeps them across imports)"
    )
    edit.add_argument("name", metavar="NAME_OR_NUMBER", help="a card name, or a set number")
    edit.add_argument("--printing", metavar="NUMBER", help="only this printing (set number)")
    _card_options(edit)
    abilities.add_ability_option(edit)
    edit.set_defaults(func=_edit, keeps="no card was changed")
    for name, func, text, keeps in (
        ("remove", _remove, "remove a card from your library", "no card was removed"),
        ("show", _show, "show every field of a card", ""),
    ):
        parser = sub.add_parser(name, help=text)
        parser.add_argument(
            "name", metavar="NAME" if name == "remove" else "NAME_OR_NUMBER",
            help="a card name" + ("" if name == "remove" else ", or a set number"),
        )  # fmt: skip
        parser.add_argument("--game", **game_choice())
        parser.set_defaults(func=func, keeps=keeps)


def _flags() -> list[Flag]:
    """The card fields the games' cards are made from, each once, in the games' order."""
    return list({f.name: f for fields in registry.card_fields() for f in fields.flags}.values())


def _card_options(parser: argparse.ArgumentParser) -> None:
    for flag in _flags():  # the games' own fields (Vanguard's grade, power, trigger...)
        options: dict[str, Any] = {"help": flag.help}
        if flag.type is not None:
            options["type"] = flag.type
        if flag.choices:
            options["choices"] = list(flag.choices)
        if flag.switch:
            options["action"] = argparse.BooleanOptionalAction
        parser.add_argument("--" + flag.name.replace("_", "-"), **options)
    parser.add_argument("--text")
    parser.add_argument("--number")
    parser.add_argument("--picture", help="the card's picture file")
    parser.add_argument("--game", **game_choice())


explain = said  # a card database error in one sentence (`cards.schema.said`)


def _failed(exc: CardDatabaseError) -> int:
    return fail(explain(exc))


def _import(args: argparse.Namespace) -> int:
    paths, problems = card_files(list(args.files))
    for problem in problems:
        print(f"playtester: {problem}", file=sys.stderr)
    if not paths:
        return 1
    terminal = sys.stderr.isatty()
    several = len(paths) > 1  # one file is read at once: no bar before its result
    reading = Bar("reading", "files", several and (terminal or len(paths) >= LONG_FILES))
    writing = Bar("writing", "printings", terminal, LONG_PRINTINGS)
    try:
        report = import_files(paths, reading=reading.show, progress=writing.show, game=args.game)
    except CardImportError as exc:  # the game's cards are not read from card files
        return fail(str(exc))
    except CardDatabaseError as exc:
        return _failed(exc)
    finally:
        reading.end()
        writing.end()
    for failure in report.failed:
        print(f"playtester: {failure}", file=sys.stderr)
    if len(report.failed) == len(paths):
        return 1
    print("\n".join(report.lines(args.all, SHOWN_SKIPS, " (--all lists them)")))
    if args.evidence:
        print("what decided the fields the files do not state (field, rule, value: printings):")
        for (name, rule, value), n in sorted(report.decided.items()):
            print(f"  {name:<14} {rule:<10} {value:<24} {n:>6,}")
    return 1 if report.failed or problems else 0


def _line(card: Card, source: str = "") -> str:
    """One card as a row of the search table, as its game lists it, and where it comes from."""
    tag = f"  [{source}]" if source and source != "bundled" else ""
    return registry.card_model(card.game).line(card) + tag


def search_flags() -> dict[str, dict[str, Any]]:
    """The options of `cards search` that narrow it, from the attributes each game's card
    model lets a search narrow by (one option for an attribute several games share)."""
    flags: dict[str, dict[str, Any]] = {}
    for model in registry.card_models():
        for attribute in model.attributes:
            for flag, options in _attribute_flags(attribute).items():
                known = flags.setdefault(flag, options)
                if known is not options and "choices" in known and "choices" in options:
                    more = [c for c in options["choices"] if c not in known["choices"]]
                    known["choices"] = [*known["choices"], *more]  # the words of every game
    return flags


def _attribute_flags(attribute: Attribute) -> dict[str, dict[str, Any]]:
    """The options of one attribute a search narrows by: --NAME, or --NAME-min and --NAME-max."""
    flag = "--" + attribute.name.replace("_", "-")
    words = attribute.words or attribute.name.replace("_", " ")
    if attribute.search == "range":
        return {
            f"{flag}-min": {"type": whole(0, MAX_INT), "help": f"the least {words}"},
            f"{flag}-max": {"type": whole(0, MAX_INT), "help": f"the most {words}"},
        }
    if attribute.search == "prefix":
        return {flag: {"help": f"the card's {words}, or the start of it"}}
    if not attribute.search:
        return {}
    said = f"one of the card's {words}" if attribute.search == "word" else f"the card's {words}"
    options: dict[str, Any] = {"help": said}
    if attribute.holds is int:
        options["type"] = whole(0, MAX_INT)
    if attribute.choices:
        options["choices"] = [*attribute.choices, *(("any", "none") if attribute.optional else ())]
    return {flag: options}


def _search(args: argparse.Namespace) -> int:
    model = registry.card_model(args.game)
    own = [flag for a in model.attributes for flag in _attribute_flags(a)]
    filters: dict[str, Any] = {}
    for flag in search_flags():
        value = getattr(args, flag[2:].replace("-", "_"))
        if value is not None and flag not in own:
            takes = ", ".join(own) or "no options but --kind"
            return fail(f"{flag} does not narrow a search of {args.game} cards; they take {takes}")
        filters[flag[2:].replace("-", "_")] = value
    try:
        hits = search(args.query, game=args.game, kind=args.kind, limit=args.limit, **filters)
    except CardDatabaseError as exc:
        return _failed(exc)
    except ValueError as exc:
        return fail(str(exc))
    if not hits:
        print("no cards found")
        return 0
    # each hit is one printing: its set number tells a name's printings apart
    wide = max(len("number"), *(len(hit.card.number) for hit in hits))
    print(f"{'number':<{wide}}  {model.heading}")
    for hit in hits:
        print(f"{hit.card.number or '-':<{wide}}  {_line(hit.card, hit.source)}")
    more = " (the first ones; --limit shows more)" if len(hits) == args.limit else ""
    print(f"{len(hits)} card{'s' if len(hits) != 1 else ''}{more}")
    return 0


def _fields(args: argparse.Namespace) -> dict[str, Any]:
    """The card fields given on the command line ("none" clears a trigger or gift)."""
    out = {n: getattr(args, n) for n in (*(f.name for f in _flags()), "text")}
    out["number"] = args.number
    out["picture"] = args.picture
    return {
        key: ("" if value == "none" else value) for key, value in out.items() if value is not None
    }


def _save(fields: dict[str, Any], game: str) -> int:
    try:
        card = card_from_fields(fields, game).card
        library = default_library()
        shadowed = db.lookup(game, card.name)
        result = library.upsert_custom(card)
    except FieldError as exc:
        return fail(f"--{exc.field.replace('_', '-')}: {exc.reason}")
    except CardDatabaseError as exc:
        return _failed(exc)
    done = {"added": "added", "updated": "updated"}.get(result, "unchanged:")
    print(f'{done} custom card "{card.name}"')
    print(_line(card, "custom"))
    if shadowed is not None:
        print("  (it replaces the bundled card of that name in decks and searches)")
    return 0


def _add(args: argparse.Namespace) -> int:
    return _save({"name": args.name, **_fields(args)}, args.game)


def _edit(args: argparse.Namespace) -> int:
    """Change fields of a card: an imported card keeps its printings and every import keeps the
    change (for one printing with --printing); a bundled card becomes a custom card."""
    try:
        library = default_library()
        card = library.printing(args.game, args.name)  # a set number: that printing alone
        one = args.printing or (card.number if card is not None else None)
        card = card or library.lookup(args.game, args.name)
        if args.printing:
            card = library.printing(args.game, args.printing)
            if card is None:
                return fail(f"no printing {args.printing} in your library")
        found = library.source(args.game, card.name) if card is not None else None
        if card is None:
            card = db.lookup(args.game, args.name)
    except CardDatabaseError as exc:
        return _failed(exc)
    if card is None:
        return _unknown(args.game, args.name)
    if args.ability:
        code = abilities.edit(args, card)
        if code or not _fields(args):
            return code
    fields: dict[str, Any] = {**card.to_dict(), "kind": card.kind, **_fields(args)}
    if "skills" in fields and not isinstance(fields["skills"], str):
        fields["skills"] = ",".join(fields["skills"])
    if found is None or found[0] == "custom":
        return _save(fields, args.game)
    try:
        edited = card_from_fields(fields, args.game).card
    except FieldError as exc:
        return fail(f"--{exc.field.replace('_', '-')}: {exc.reason}")
    changed = {
        key: getattr(edited, key)
        for key in _fields(args)
        if key != "name" and getattr(edited, key, None) != getattr(card, key, None)
    }
    if not changed:
        print(f'unchanged: "{card.name}"')
        return 0
    number = card.number if one else ""
    try:
        count = library.fix(args.game, card.name, number, changed, "card edit")
    except CardDatabaseError as exc:
        return _failed(exc)
    which = f"printing {card.number}" if number else "every printing"
    shown = ", ".join(f"{k} {v}" for k, v in changed.items())
    print(f'set {shown} for "{card.name}" ({which}; {count} changed); imports keep it')
    return 0


def _unknown(game: str, name: str) -> int:
    near = close_names(game, name)
    hint = f" (did you mean {' or '.join(repr(n) for n in near)}?)" if near else ""
    return fail(f"no card named {name!r}{hint}")


def _remove(args: argparse.Namespace) -> int:
    try:
        removed = default_library().remove(args.game, args.name)
    except CardDatabaseError as exc:
        return _failed(exc)
    if removed:
        print(f'removed "{args.name}" from your library')
        return 0
    if db.lookup(args.game, args.name) is not None:
        return fail(f"{args.name!r} is a bundled card; only your own cards can be removed")
    return _unknown(args.game, args.name)


def _show(args: argparse.Namespace) -> int:
    """Every field of a card: each printing of a name, or the one printing of a set number."""
    try:
        library = default_library()
        card = library.lookup(args.game, args.name)
        every = library.printings(args.game, card.name) if card is not None else []
        if card is None:  # a set number: that printing alone
            card = library.printing(args.game, args.name)
            every = [card] if card is not None else []
        card = card or db.lookup(args.game, args.name) or db.printing(args.game, args.name)
    except CardDatabaseError as exc:
        return _failed(exc)
    if card is None and number_start(args.name):
        return fail(f"no card has the set number {args.name.strip()!r}")
    if card is None:
        return _unknown(args.game, args.name)
    numbered = number_key(card.number) == number_key(args.name)
    for printing in every or [card]:
        try:
            found = library.evidence(args.game, printing.name, printing.number) if every else None
        except CardDatabaseError as exc:
            return _failed(exc)
        source, evidence = found or ("bundled", ())
        why = {e.field: e for e in evidence}
        several = len(every) > 1 or numbered
        number = f" {printing.number}" if printing.number and several else ""
        print(f"{printing.name}{number}  [{source}]")
        for key, label, value in registry.card_fields_for(printing.game).shown(printing):
            said = f"  ({why[key].says})" if key in why else ""
            print(f"  {label}: {value}{said}")
        if "text" in why:
            print(f"  ({why['text'].says})")
        for line in abilities.shown(printing):
            print(line)
    return 0


def _move_aside(args: argparse.Namespace) -> int:
    """Rename the card library, only when it is damaged (see `move_damaged_aside`)."""
    return move_damaged_aside(library_path(), ASIDE, _check, move_aside, "playtester")


ASIDE = Aside(
    "card library",
    "your",
    "an empty one starts with the next card",
    CardLibraryDamaged,
    CardDatabaseError,
)


def _check(path: Path) -> None:
    """Open the card library and read every row too: one card that does not read back is
    damage."""
    library = Library(path)
    library.check()
    library.close()

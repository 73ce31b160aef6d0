"""Card abilities from the shell: `cards abilities --coverage [--era ERA]` (how much of the
library's printed text is read, per era), `card edit NAME --ability ...` (the abilities written
by hand in the text form of docs/abilities.md: they beat the reading of the printed text and
every import keeps them) and what `card show` prints of a card's abilities. The game says how
(`engine/shell.CardAbilities`); this names none."""

from __future__ import annotations

import argparse
from typing import Any

from playtester.cards.library import ABILITIES, default_library, written_abilities
from playtester.cards.schema import CardDatabaseError, said
from playtester.commands import fail, game_choice
from playtester.engine import registry
from playtester.engine.cards import Card

CLEAR = "none"  # --ability none: back to the reading of the printed text


def register(sub: Any) -> None:
    """Add `cards abilities` to the `cards` command's subcommands."""
    cover = sub.add_parser("abilities", help="how much of your cards' printed text is read")
    cover.add_argument(
        "--coverage",
        action="store_true",
        required=True,
        help="print the abilities read whole, with their cost read, and not read, per era",
    )
    cover.add_argument("--era", help="one era alone (classic, G, V, D)")
    cover.add_argument("--game", **game_choice())
    cover.set_defaults(func=_coverage, keeps="")


def add_ability_option(edit: argparse.ArgumentParser) -> None:
    """`card edit --ability`: one ability, its lines joined by ';' (repeat it for more)."""
    edit.add_argument(
        "--ability",
        action="append",
        metavar="TEXT",
        help="an ability in the text form of docs/abilities.md, its lines joined by ';'"
        " ('auto VC when attacks; cost counterblast 1; do draw 1'); repeat it for each;"
        f" '{CLEAR}' goes back to the printed text's reading; kept across imports",
    )


def edit(args: argparse.Namespace, card: Card) -> int:
    """Keep the abilities written with --ability for every printing of the card's name."""
    reader = registry.card_abilities_for(card.game)
    if reader is None:
        return fail(f"--ability: {card.game} cards' abilities are not read from their text")
    if args.ability == [CLEAR]:
        text = ""
    else:
        try:
            text = reader.written(card.name, args.ability)
        except ValueError as exc:
            return fail(f"--ability: {exc}")
    try:
        default_library().fix(card.game, card.name, "", {ABILITIES: text}, "card edit")
    except CardDatabaseError as exc:
        return fail(said(exc))
    done = "cleared: the printed text's reading is used" if not text else "kept (imports keep it)"
    print(f'abilities of "{card.name}" {done}')
    for line in reader.shown(card, text):
        print(line)
    return 0


def shown(card: Card) -> list[str]:
    """What `card show` prints of a card's abilities (nothing for a game that reads none)."""
    reader = registry.card_abilities_for(card.game)
    if reader is None:
        return []
    try:
        written = written_abilities(card.game).get(card.name, "")
    except CardDatabaseError:
        written = ""
    return reader.shown(card, written)


def _coverage(args: argparse.Namespace) -> int:
    reader = registry.card_abilities_for(args.game)
    if reader is None:
        return fail(f"{args.game} cards' abilities are not read from their text")
    try:
        library = default_library()
        cards = library.all_printings(args.game)
        written = written_abilities(args.game)
    except CardDatabaseError as exc:
        return fail(said(exc))
    if not cards:
        print("no cards in your library: `playtester cards import FILE` brings some")
        return 0
    for line in reader.coverage(cards, written, args.era):
        print(line)
    return 0

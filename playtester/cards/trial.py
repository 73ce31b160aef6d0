"""Whether deck lists can be played in a game and format, said as the table says it: a trial
deal, before a game or a run of simulated games begins."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from playtester.cards.decklist import other_game_line, read_deck_file
from playtester.engine import DeckError, Game, registry


def table_words(problems: Sequence[str]) -> list[str]:
    """Deck problems as a window says them: the line naming the other game asks to choose it,
    not for a command-line option."""
    lines = []
    for problem in problems:
        for game in registry.games():
            title = registry.words_for(game).title
            problem = problem.replace(
                other_game_line(title, game), other_game_line(title, game, table=True)
            )
        lines.append(problem)
    return lines


def deal_problems(game: str, format: str, path: Path, name: str = "Player 1") -> list[str]:
    """What keeps the deck file `path` (`name`'s) from a game of `game` and `format`, in the
    table's words (empty: it can be played): it is dealt against itself."""
    try:
        text = read_deck_file(path)[0]
    except OSError as exc:
        return [f"cannot read {path.name}: {exc.strerror or exc}"]
    except DeckError as exc:
        return table_words(exc.problems)
    try:
        Game.new(game, format, [text, text], seed=0, names=(name, name))
    except DeckError as exc:
        whose = f"{name}'s deck: "  # the deck is the one named by the message
        return table_words(list(dict.fromkeys(p.removeprefix(whose) for p in exc.problems)))
    except ValueError as exc:  # a format of another game
        return [str(exc)]
    return []

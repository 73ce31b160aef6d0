"""A headless demo game between two bots (or a bot and a goldfish), printed as a readable log."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from playtester.engine import Game
from playtester.engine.errors import DeckError
from playtester.engine.events import Note
from playtester.engine.registry import players_for, words_for
from playtester.resources import demo_decks


def deck_title(path: Path) -> str:
    """A player's name from a deck list's file name: `brasswork-covenant.txt` plays as
    "Brasswork Covenant"."""
    return path.stem.replace("-", " ").title()


def play(
    seed: int = 1,
    decks: list[str] | None = None,
    max_actions: int = 5000,
    goldfish: bool = False,
    format: str = "standard",
    names: list[str] | None = None,
    game_name: str = "vanguard",
) -> Iterator[str]:
    """Play a whole game with the bot on both sides (or against a goldfish, which only rides
    or grows up and passes) and yield the lines of its log. `decks`: two deck lists' texts
    (default: the first two demo decks of the game and format). DeckError if they cannot be
    played."""
    if decks is None:
        paths = demo_decks(format, game_name)[:2]
        names = [deck_title(p) for p in paths]
        texts = [p.read_text(encoding="utf-8") for p in paths]
    else:
        names, texts = list(names or ("Player 1", "Player 2")), decks
    if len(texts) != 2:
        raise DeckError([f"a demo game needs two deck lists (--deck twice), got {len(texts)}"])
    if goldfish:
        names[1] = "Goldfish"
    game = Game.new(game=game_name, format=format, decks=texts, seed=seed, names=names)
    players, words = players_for(game_name), words_for(game_name)
    goldfish_play = next(iter(players.opponents.values())).play  # the weakest level: passive
    state = game.state
    first = state.vars.first
    yield f"{names[0]} against {names[1]} (seed {seed}); {names[first]} goes first"
    turn = None
    for _ in range(max_actions):
        if game.winner is not None:
            break
        if state.vars.turn != turn and state.vars.phase != "setup":
            turn = state.vars.turn
            active = state.vars.active
            yield ""
            yield f"== Turn {turn}: {names[active]} ({words.standing(state)}) =="
        player = game.to_play
        action = goldfish_play(game) if goldfish and player == 1 else players.bot(game)
        events = game.apply(action)
        if action.verb == "next" and not any(isinstance(e, Note) for e in events):
            continue
        yield f"{names[player]}: {action}"
        yield f"    {game.describe(action, events, None).words}"
    yield ""
    outcome = state.vars.outcome
    if outcome is None:
        yield f"stopped after {max_actions} actions without a winner"
    else:
        yield words.outcome_words(outcome, names)  # how it ended, as the log said it
        yield f"Winner: {names[outcome.winner]} on turn {state.vars.turn}"

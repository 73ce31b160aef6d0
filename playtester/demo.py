"""A headless demo game between two bots (or a bot and a goldfish), printed as a readable log."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from playtester.engine import Game
from playtester.engine.errors import DeckError
from playtester.engine.events import Note
from playtester.engine.state import State
from playtester.games.vanguard import bot
from playtester.games.wixoss import bot as wixoss_bot
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
    player_bot = wixoss_bot if game_name == "wixoss" else bot
    state = game.state
    first = state.vars["first"]
    yield f"{names[0]} against {names[1]} (seed {seed}); {names[first]} goes first"
    turn = None
    for _ in range(max_actions):
        if game.winner is not None:
            break
        if state.vars.get("turn") != turn and state.vars.get("phase") != "setup":
            turn = state.vars.get("turn")
            active = state.vars["active"]
            yield ""
            yield f"== Turn {turn}: {names[active]} ({_standing(game_name, state)}) =="
        player = game.to_play
        action = player_bot.passive(game) if goldfish and player == 1 else player_bot.choose(game)
        guarding = state.vars.get("step") == "guard" and game_name == "vanguard"
        events = game.apply(action)
        if action.verb == "next" and not any(isinstance(e, Note) for e in events):
            continue
        gloss = "  (no more guardians)" if guarding and action.verb == "next" else ""
        yield f"{names[player]}: {action}{gloss}"
        yield f"    {game.describe(action, events, None).words}"
    yield ""
    if game.winner is None:
        yield f"stopped after {max_actions} actions without a winner"
    else:
        yield f"Winner: {names[game.winner]} on turn {state.vars['turn']}"


def _standing(game_name: str, state: State) -> str:
    """How the players stand, for a turn's heading: Vanguard's damage, WIXOSS's Life Cloth."""
    if game_name == "wixoss":
        life = [len(state.zones[p].get("life", ())) for p in (0, 1)]
        return f"Life Cloth {life[0]}-{life[1]}"
    damage = [len(state.zones[p].get("damage", ())) for p in (0, 1)]
    return f"damage {damage[0]}-{damage[1]}"

"""WIXOSS property: over random games, no viewer's view or words (`g.describe`) name a card that
viewer may not see. The games use the cards' abilities (WIXOSS's are always on: the bot uses
each auto ability offered, and an [Action] ability listed is used half the time).

What a viewer may know is tracked here, apart from the code under test: their own cards (they
know their deck list) and every opponent card they could see at some moment of the game so far.
Views are checked against the rules' places directly: an opponent's hand, deck, Life Cloth and
LRIG deck, and one's own deck and Life Cloth, are never named in a view at rest.
"""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from playtester.engine import Action, Game, IllegalAction
from playtester.engine.events import Note
from playtester.games.wixoss import bot
from tests.sight_checks import learn, opponent_names
from tests.test_wixoss_properties import new_game

THEIRS_HIDDEN = ("hand", "deck", "life", "lrig_deck")
MINE_HIDDEN = ("deck", "life")


def _tools(game: Game, rng: random.Random) -> list[str]:
    """Tools that handle hidden cards: looks, reveals, secret moves, crushes, charges."""
    state = game.state
    player = rng.choice((0, 1))
    zones = state.zones[player]
    hand = [state.cards[i].name for i in zones.get("hand", ())]
    deck = [state.cards[i].name for i in zones.get("deck", ())]
    lrig = [state.cards[i].name for i in zones.get("lrig_deck", ())]
    out = ["look 2", "shuffle", "draw", "charge", "crush", "crush ->", "put life to hand"]
    if hand:
        name = rng.choice(hand)
        out += [f'reveal hand "{name}"', f'put hand "{name}" to deck', f'discard "{name}"']
        out += [f'put hand "{name}" to life', f'put hand "{name}" to ener']
    if deck:
        out += [f'put deck "{rng.choice(deck)}" to hand', "reveal deck"]
    if lrig:
        out += [f'put lrig_deck "{rng.choice(lrig)}" to lrig_trash']
    return [f"@{player} {t}" for t in out]


def _move(game: Game, rng: random.Random) -> Action:
    """A move of the player to play: an [Action] ability listed half the time (the bots leave
    them), else the bot's choice or any legal action."""
    legal = game.legal_actions()
    acts = [a for a in legal if a.verb == "use" and not isinstance(a.args[0], tuple)]
    if acts and rng.random() < 0.5:
        return rng.choice(acts)
    return bot.choose(game) if rng.random() < 0.7 else rng.choice(legal)


def _check_view(game: Game, viewer: int) -> None:
    view = game.view_for(viewer)
    for owner, hidden_zones in ((1 - viewer, THEIRS_HIDDEN), (viewer, MINE_HIDDEN)):
        for zone in hidden_zones:
            for entry in view["players"][owner][zone]:
                named = isinstance(entry, str) or "name" in entry
                peeked = owner == viewer and zone == "deck"  # a `look` shows one's deck's top
                assert not named or peeked, (viewer, owner, zone, entry)
        for zone, value in view["players"][owner]["field"].items():
            for entry in value if isinstance(value, list) else [value]:
                if isinstance(entry, dict) and entry.get("face_down") and owner != viewer:
                    assert "name" not in entry, (viewer, zone, entry)


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000))
def test_no_view_or_words_name_a_card_their_viewer_never_saw(seed: int) -> None:
    rng = random.Random(seed)
    game = new_game(seed)
    known: list[set[str]] = [set(), set()]
    learn(game, [], known)
    told_something = [False, False]
    used = 0  # the cards' abilities used (the bot uses each one offered)
    for _ in range(250):
        if game.winner is not None:
            break
        if rng.random() < 0.2:
            action = Action.parse(rng.choice(_tools(game, rng)))
        else:
            action = _move(game, rng)
        try:
            events = game.apply(action, override=True)
        except IllegalAction:
            continue
        used += sum(1 for e in events if isinstance(e, Note) and e.what == "ability used")
        learn(game, events, known)
        for viewer in (0, 1):
            told = game.describe(action, events, viewer)
            for name in opponent_names(game, viewer) - known[viewer]:
                assert name not in told.words and name not in told.notation, (viewer, told)
            told_something[viewer] |= bool(told.words)
            _check_view(game, viewer)
    assert all(told_something)
    assert used > 0  # games where abilities are used: their steps' words are checked too


def test_a_mulligan_and_a_secret_search_stay_unnamed_for_the_opponent() -> None:
    game = new_game(3)
    first = game.to_play
    hand = [game.state.cards[i].name for i in game.state.zones[first]["hand"]]
    events = game.apply(f'mulligan "{hand[0]}"')
    mine = game.describe(game.history[-1].action, events, first)
    theirs = game.describe(game.history[-1].action, events, 1 - first)
    assert hand[0] in mine.words and mine.notation == f'mulligan "{hand[0]}"'
    assert theirs.notation == 'mulligan "?"' and "puts back a card" in theirs.words
    game.apply("mulligan")
    deck = game.state.zones[first]["deck"]
    name = game.state.cards[deck[3]].name
    events = game.apply(f'@{first} put deck "{name}" to hand')
    assert name not in game.describe(game.history[-1].action, events, 1 - first).words
    assert name in game.describe(game.history[-1].action, events, first).words

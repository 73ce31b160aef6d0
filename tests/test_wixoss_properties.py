"""WIXOSS property tests: random actions, legal and illegal, never break the bookkeeping; random
legal games end with a winner; undoing everything gives back the start; the same seed and
actions replay the same game."""

from __future__ import annotations

import os
import random
from collections import Counter
from itertools import combinations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from playtester.engine import Action, Game, IllegalAction
from playtester.games.wixoss import bot, placing
from playtester.games.wixoss.board import FIELD, LRIG_ZONES, SIGNI_ZONES, card_of
from playtester.games.wixoss.state import flags_of, wx
from playtester.resources import demo_decks
from tests.random_walk import STEP_KINDS, walk
from tests.wixoss_positions import CARDS

DECKS = [p.read_text(encoding="utf-8") for p in demo_decks(game="wixoss")]
ZONES = [*FIELD, "XX"]


def new_game(seed: int) -> Game:
    rng = random.Random(seed)
    return Game.new(game="wixoss", format="diva", decks=rng.sample(DECKS, 2), seed=seed)


def _pool(game: Game) -> list[str]:
    """Actions of every kind, most of them illegal or impossible at any given moment."""
    names = sorted({c.card.name for c in game.state.cards.values()})
    out = ["next", "burst", "mulligan", "concede", "shuffle", "look 3", "draw", "draw 50"]
    out += ["charge 2", "crush", "crush -> 2", "reveal deck", "roll", "coin", "@1 next", "@0 draw"]
    out += ["remove", "attack", "guard", "ener", "grow", "play", "nonsense words", "put C to hand"]
    for name in names[::2]:
        out += [f'ener "{name}"', f'grow "{name}"', f'grow "{name}" AL', f'play "{name}" SL']
        out += [f'guard "{name}"', f'discard "{name}"', f'mulligan "{name}"', f'burst "{name}"']
        out += [f'put hand "{name}" to ener', f'put trash "{name}" to deck bottom']
        out += [
            f'put lrig_deck "{name}" to C',
            f'put deck "{name}" to SC',
            f'grow "{name}" pay "X"',
        ]
        out += [f'put ener "{name}" to life', f'put deck "{name}" to SR 2']
    for zone in ZONES:
        out += [f"attack {zone}", f"ener {zone}", f"remove {zone}", f"up {zone}", f"down -> {zone}"]
        out += [f"freeze -> {zone}", f"power {zone} -3000", f"power -> {zone} +5000 permanent"]
        out += [f"vanish -> {zone}", f"put {zone} to trash", f"put -> {zone} to hand"]
    out += ["remove SL SC SR", "remove SL SL"]
    return out


def _owned(game: Game) -> list[int]:
    return [sum(1 for c in game.state.cards.values() if c.owner == p) for p in (0, 1)]


def check_bookkeeping(game: Game, owned: list[int]) -> None:
    state = game.state
    seen: Counter[int] = Counter()
    per_player = [0, 0]
    for player, zones in enumerate(state.zones):
        for zone, ids in zones.items():
            for card_id in ids:
                seen[card_id] += 1
                per_player[player] += 1
                assert state.where[card_id] == (player, zone)
                assert state.cards[card_id].owner == player, "a card on the wrong side"
                if state.cards[card_id].rested:
                    assert zone in FIELD, f"a card down in {zone}"
    assert all(n == 1 for n in seen.values()), "a card is in two places"
    assert set(seen) == set(state.cards), "a card is nowhere"
    assert per_player == owned, "the card count per player changed"
    for modifier in state.modifiers:
        assert state.where[modifier.card][1] in FIELD, "a power change off the field"
    for player in (0, 1):
        for card_id in flags_of(state, player).frozen:
            assert state.where[card_id] == (player, state.where[card_id][1])
            assert state.where[card_id][1] in FIELD, "a frozen card off the field"
    if game.winner is None:
        legal = game.legal_actions()
        assert legal, "nobody can act, and nobody has won"


@settings(
    max_examples=int(os.environ.get("PROPERTY_EXAMPLES", "30")),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    seed=st.integers(0, 10_000),
    steps=st.lists(st.tuples(st.integers(0, STEP_KINDS - 1), st.integers(0, 10**6)), max_size=300),
)
def test_random_actions_keep_the_game_sound(seed: int, steps: list[tuple[int, int]]) -> None:
    game = new_game(seed)
    owned = _owned(game)
    walk(game, steps, _pool(game), lambda g: check_bookkeeping(g, owned))


@pytest.mark.parametrize("seed", range(8))
def test_random_legal_games_end_with_a_winner_and_replay_identically(seed: int) -> None:
    rng = random.Random(seed)
    game = new_game(seed)
    owned = _owned(game)
    start = game.state.snapshot()
    verbs: Counter[str] = Counter()
    for _ in range(5000):
        legal = game.legal_actions()
        if not legal:
            break
        action = rng.choice(legal)
        assert game.check(action).legal, (action, game.check(action).reason)
        verbs[action.verb] += 1
        game.apply(action)
        check_bookkeeping(game, owned)
    assert game.winner in (0, 1)
    assert game.legal_actions() == []
    assert {"ener", "play", "attack", "grow"} <= set(verbs)
    end = game.to_position()
    replay = new_game(seed)
    for step in game.history:
        replay.apply(step.action)
    assert replay.to_position() == end
    while game.undo():
        pass
    assert game.state.snapshot() == start


def test_undo_and_redo_walk_the_whole_history() -> None:
    rng = random.Random(4)
    game = new_game(4)
    positions = [game.to_position()]
    for _ in range(200):
        legal = game.legal_actions()
        if not legal:
            break
        game.apply(rng.choice(legal))
        positions.append(game.to_position())
    for expected in reversed(positions[:-1]):
        assert game.undo() is not None
        assert game.to_position() == expected
    for expected in positions[1:]:
        assert game.redo() is not None
        assert game.to_position() == expected


def test_the_same_seed_and_actions_give_the_same_game() -> None:
    def play(seed: int) -> dict[str, object]:
        rng = random.Random(99)
        game = new_game(seed)
        while game.winner is None:
            game.apply(rng.choice(game.legal_actions()))
        return game.to_position()

    assert play(5) == play(5)
    assert play(5) != play(6)


@pytest.mark.parametrize("seed", range(4))
def test_bot_games_end_with_a_winner(seed: int) -> None:
    game = new_game(seed)
    owned = _owned(game)
    for _ in range(3000):
        if game.winner is not None:
            break
        action = bot.choose(game)
        assert game.check(action).legal, (action, game.check(action).reason)
        game.apply(action)
    check_bookkeeping(game, owned)
    assert game.winner in (0, 1)


def test_every_tool_and_rule_action_is_sound_in_every_kind_of_moment() -> None:
    """Sweep: at moments along a bot game, try every action of the pool, as an override too;
    each either fails cleanly or is undone exactly."""
    rng = random.Random(12)
    game = new_game(12)
    owned = _owned(game)
    pool = _pool(game)
    moments: set[tuple[object, object]] = set()
    count = 0
    while game.winner is None and count < 40:
        count += 1
        before = game.state.snapshot()
        moments.add((wx(game.state).phase, wx(game.state).step))
        for text in rng.sample(pool, 60):
            for override in (False, True):
                try:
                    game.apply(text, override=override)
                except IllegalAction:
                    assert game.state.snapshot() == before, text
                else:
                    check_bookkeeping(game, owned)
                    game.undo()
                    assert game.state.snapshot() == before, text
        for _ in range(rng.randint(1, 5)):
            if game.winner is None:
                game.apply(
                    bot.choose(game) if rng.random() < 0.8 else rng.choice(game.legal_actions())
                )
    wanted = {("setup", None), ("ener", None), ("main", None), ("attack", "signi")}
    assert wanted <= moments, moments


# -- check and legal_actions agree ------------------------------------------------------------


def _paying(game: Game, words: tuple[str | tuple[str, ...], ...], cost: object) -> Action:
    """The action with the default payment of `cost` (none when the Ener zone cannot pay)."""
    ids = placing.payment(game.state, game.to_play, cost, None) if cost else []  # type: ignore[arg-type]
    names = tuple(game.state.cards[i].name for i in ids)
    return Action(str(words[0]), (*words[1:], "pay", names) if names else tuple(words[1:]))


def _rule_actions(game: Game) -> list[Action]:
    """Every rule action the player to play might take, legal or not, spelt as
    `legal_actions()` spells it: each card by name once, a cost with its default payment, a
    zone named only for an Assist LRIG's growth, a Life Burst by its name. (The tools, which
    are never against the rules, and shorthands such as `burst` alone are left out.)"""
    state, me = game.state, game.to_play
    zones = state.zones[me]

    def named(zone: str) -> list[str]:
        return sorted({state.cards[i].name for i in zones.get(zone, ())})

    hand = named("hand")
    out = [Action("next"), Action("mulligan"), *(Action("mulligan", ((n,),)) for n in hand)]
    out += [Action("ener", ((n,),)) for n in hand] + [Action("guard", ((n,),)) for n in hand]
    out += [Action("burst", ((n,),)) for n in named("check")]
    out += [Action("attack", (z,)) for z in FIELD]
    out += [Action("rule", (kind,)) for kind in ("vanish", "level", "refresh")]
    standing = [z for z in SIGNI_ZONES if zones.get(z)]
    out += [Action("ener", (z,)) for z in standing]
    out += [Action("remove", s) for k in range(1, 4) for s in combinations(standing, k)]
    for name in hand:
        card = card_of(state.cards[next(i for i in zones["hand"] if state.cards[i].name == name)])
        out += [_paying(game, ("play", (name,), z), card.cost) for z in SIGNI_ZONES]
    for name in named("lrig_deck"):
        ids = zones["lrig_deck"]
        card = card_of(state.cards[next(i for i in ids if state.cards[i].name == name)])
        words: tuple[str | tuple[str, ...], ...] = ("grow", (name,))
        if card.kind != "assist_lrig":
            out.append(_paying(game, words, card.grow_cost))
        else:
            out += [_paying(game, (*words, z), card.grow_cost) for z in LRIG_ZONES[1:]]
    return out


def _agree(game: Game) -> None:
    legal = game.legal_actions()
    for action in legal:
        assert game.check(action).legal, (str(action), game.check(action).reason)
    for action in _rule_actions(game):
        verdict = game.check(action)
        assert verdict.legal == (action in legal), (str(action), verdict.reason, game.to_position())


# What card text does that brings rule-based actions and Life Bursts about: a Center LRIG
# returned to the LRIG deck (its SIGNI then exceed its level or limit), SIGNI losing power,
# Life Cloth crushed, cards revealed into the check zone, a deck emptied.
SHAKES = [
    "put C to lrig_deck", "put -> C to lrig_deck", "power SL -9000", "power -> SC -9000",
    "power SR -20000", "crush -> 2", "crush", "put deck 1 to check", "charge 40", "charge 8",
    "put life 1 to check", "@1 put life 1 to check", "put ener 1 to SC",
]  # fmt: skip


@settings(
    max_examples=int(os.environ.get("PROPERTY_EXAMPLES", "30")),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    seed=st.integers(0, 10_000),
    steps=st.lists(st.tuples(st.integers(0, 5), st.integers(0, 10**6)), max_size=120),
)
def test_check_and_legal_actions_agree_everywhere(seed: int, steps: list[tuple[int, int]]) -> None:
    """Over random positions (legal play, card text and overrides taking the board anywhere),
    an action is legal by `check` exactly when `legal_actions()` lists it."""
    game = new_game(seed)
    pool = _pool(game)
    _agree(game)
    for kind, n in steps:
        if game.winner is not None:
            break
        legal = game.legal_actions()
        if kind <= 2 and legal:
            game.apply(legal[n % len(legal)])
        else:
            texts = SHAKES if kind == 3 else pool
            try:
                game.apply(texts[n % len(texts)], override=kind == 5)
            except IllegalAction:
                continue
        _agree(game)


SIGNI = [c["name"] for c in CARDS if c["type"] == "signi"]
ANY_CARD = [*SIGNI, "Toll"]
CENTERS = ["Alpha Seed", "Alpha Bud", "Alpha Bloom", "Alpha Crown"]


@st.composite
def positions(draw: st.DrawFn) -> dict[str, object]:
    """A random board of the test cards: any Center LRIG and SIGNI (power changes too), Burst
    cards in the check zone from the Life Cloth or not, short decks, any phase."""
    names = st.sampled_from(ANY_CARD)
    players = []
    for _ in (0, 1):
        field: dict[str, object] = {"C": draw(st.sampled_from(CENTERS)), "AL": "Helper Seed"}
        for zone in SIGNI_ZONES:
            name = draw(st.none() | st.sampled_from(SIGNI))
            if name is not None:
                amount = draw(st.sampled_from([0, -20000, -3000, 3000]))
                mods = [{"amount": amount, "until": "turn"}] if amount else []
                field[zone] = {"name": name, "modifiers": mods, "down": draw(st.booleans())}
        check = draw(st.lists(st.sampled_from(["Burster", "Spark", "Wall"]), max_size=2))
        players.append({
            "field": field,
            "check": [{"name": n, "from_life": draw(st.booleans())} for n in check],
            "hand": draw(st.lists(names, max_size=8)),
            "deck": draw(st.lists(names, max_size=3)),
            "trash": draw(st.lists(names, max_size=2)),
            "ener": draw(st.lists(names, max_size=4)),
            "life": draw(st.lists(st.sampled_from(["Burster", "Spark"]), max_size=3)),
            "lrig_deck": ["Alpha Bud", "Alpha Bloom", "Alpha Crown", "Helper Bud"],
            "flags": {f: draw(st.booleans()) for f in ("ener", "grown", "removed")},
        })  # fmt: skip
    phase = draw(st.sampled_from(["ener", "grow", "main", "attack", "end"]))
    step = draw(st.sampled_from(["pre", "defense", "signi", "lrig", "guard"]))
    return {
        "game": "wixoss", "turn": 3, "active": draw(st.integers(0, 1)), "first": 1,
        "phase": phase, "step": step if phase == "attack" else None, "cards": CARDS,
        "players": players,
    }  # fmt: skip


@settings(
    max_examples=int(os.environ.get("PROPERTY_EXAMPLES", "30")) * 3,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    doc=positions(),
    steps=st.lists(st.tuples(st.integers(0, 5), st.integers(0, 10**6)), max_size=20),
)
def test_check_and_legal_actions_agree_on_any_board(
    doc: dict[str, object], steps: list[tuple[int, int]]
) -> None:
    """From random boards (SIGNI over the limit or above the level, with power 0, Burst cards
    in the check zone, empty decks, in every phase), `check` and `legal_actions()` agree."""
    game = Game.from_position(doc)
    pool = _pool(game)
    _agree(game)
    for kind, n in steps:
        if game.winner is not None:
            break
        legal = game.legal_actions()
        if kind <= 2 and legal:
            game.apply(legal[n % len(legal)])
        else:
            texts = SHAKES if kind == 3 else pool
            try:
                game.apply(texts[n % len(texts)], override=kind == 5)
            except IllegalAction:
                continue
        _agree(game)

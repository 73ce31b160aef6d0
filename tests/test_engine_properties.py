"""Property tests: random actions, legal and illegal, never break the game's bookkeeping, and
undoing everything returns exactly the starting position."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from playtester.engine import Game, IllegalAction
from playtester.games.vanguard import bot
from playtester.games.vanguard.board import stridden
from playtester.games.vanguard.state import flags_of, vg
from playtester.resources import data_path, demo_decks
from tests.random_walk import STEP_KINDS, walk

DECKS = [p.read_text(encoding="utf-8") for p in demo_decks()]
G_DECKS = [
    p.read_text(encoding="utf-8") for p in sorted(data_path("assets", "decks", "g").glob("*.txt"))
]
PREMIUM_DECKS = [p.read_text(encoding="utf-8") for p in demo_decks("premium")]
D_DECKS = [p.read_text(encoding="utf-8") for p in demo_decks("d")]  # with a Ride Deck
FORMAT_DECKS = {"standard": DECKS, "g": G_DECKS, "premium": PREMIUM_DECKS, "d": D_DECKS}
MARKER = "Imaginary Gift: Protect"


def _owned(game: Game) -> list[int]:
    """Cards per player, gift markers left out (the rules make and remove them)."""
    cards = game.state.cards.values()
    return [sum(1 for c in cards if c.owner == p and c.card.kind != "marker") for p in (0, 1)]


def _names(game: Game) -> list[str]:
    return sorted({c.card.name for c in game.state.cards.values()})


def _pool(game: Game) -> list[str]:
    """Actions of every kind, most of them illegal or impossible at any given moment."""
    names = _names(game)
    circles = ["VC", "FL", "FR", "BL", "BC", "BR", "GC", "XX"]
    out = ["next", "heal", "mulligan", "concede", "shuffle", "look 3", "draw", "soulcharge 2"]
    out += ["counterblast 1", "countercharge 1", "soulblast 1", "reveal deck", "flip damage"]
    out += ["call", "ride FL", 'attack "X"', "guard", "@1 next", "@0 draw", "nonsense words"]
    for name in names[::3]:
        out += [f'ride "{name}"', f'call "{name}" FL', f'guard "{name}"', f'discard "{name}"']
        out += [f'put hand "{name}" to drop', f'put drop "{name}" to deck bottom']
        out += [f'mulligan "{name}"', f'put deck "{name}" to VC']
        out += [f'legion deck "{name}"', f'legion hand "{name}"', f'put g_zone "{name}" to VC']
    # the G era: strides with all sorts of discards and Hearts, G assist with all sorts of pay
    g_units = sorted({c.card.name for c in game.state.cards.values() if c.card.kind == "g_unit"})
    pairs = list(zip(names[::5], names[2::5], strict=False))
    out += ["gassist", "gassist take", "stride", "put VC to g_zone", "flip g_zone"]
    for i, g_unit in enumerate(g_units or ["Nobody"]):
        a, b = pairs[i % len(pairs)]
        out += [f'stride "{g_unit}"', f'stride "{g_unit}" discard "{a}", "{b}"']
        out += [f'stride "{g_unit}" discard "{a}" heart "{b}"', f'put g_zone "{g_unit}" to VC']
        other = g_units[(i + 1) % len(g_units)] if g_units else "Nobody"
        out += [f'gassist take "{a}" remove "{b}", "{a}" g "{g_unit}", "{other}"']
    # Imaginary Gift: the Force choice, the gift tool, Accel circles, the Protect marker
    out += ["force VC", "force AL1", "gift force", "gift force BR", "gift accel", "gift protect"]
    out += ["@1 gift protect", "@1 gift accel", "gift force AR1", "force -> VC", "gift fire"]
    out += [f'guard "{MARKER}"', f'discard "{MARKER}"', f'put hand "{MARKER}" to FL']
    out += [f'call "{MARKER}" FL', f'ride "{MARKER}"', f'put hand "{MARKER}" to GC']
    out += [f'stride "{g_units[0] if g_units else "Nobody"}" discard "{MARKER}", "{names[0]}"']
    # the D era: rides from the Ride Deck, the Energy Generator, Energy as a cost
    out += ["generator", "energyblast 3", "energycharge 4", "@1 energyblast 1", "ridedeck"]
    for a, b in pairs[:6]:
        out += [f'ridedeck "{a}" discard "{b}"', f'put ride_deck "{a}" to hand']
        out += [f'put hand "{a}" to ride_deck', f'ride "{b}"']
    for a in ("AL1", "AR1"):
        out += [f"intercept {a}", f"attack {a} -> VC", f"attack VC -> {a}", f"move {a} FL"]
        out += [f"retire {a}", f"power {a} +5000", f'call "{names[-1]}" {a}', f"put {a} to hand"]
    for a in circles:
        out += [f"intercept {a}", f"trigger {a}", f"critical {a}", f"stand {a}", f"rest {a}"]
        out += [f"retire -> {a}", f"power {a} +5000 battle", f"critical -> {a} +1"]
        for b in circles[:6]:
            out += [f"move {a} {b}", f"attack {a} -> {b}", f"attack {a} -> {b} boost BC"]
    return out


def check_bookkeeping(game: Game, owned: list[int]) -> None:
    state = game.state
    seen: Counter[int] = Counter()
    per_player = [0, 0]
    for player, zones in enumerate(state.zones):
        for zone, ids in zones.items():
            for card_id in ids:
                seen[card_id] += 1
                assert state.where[card_id] == (player, zone)
                assert state.cards[card_id].owner == player, "a card on the wrong side"
                if state.cards[card_id].card.kind == "marker":
                    assert zone in ("hand", "GC"), f"a gift marker in {zone}"
                else:
                    per_player[player] += 1
    assert all(n == 1 for n in seen.values()), "a card is in two places"
    assert set(seen) == set(state.cards), "a card is nowhere"
    assert per_player == owned, "the card count per player changed"
    for modifier in state.modifiers:
        assert modifier.card in state.cards
    if game.winner is None:
        assert game.legal_actions(), "nobody can act, and nobody has won"


@settings(
    max_examples=int(__import__("os").environ.get("PROPERTY_EXAMPLES", "30")),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(
    seed=st.integers(0, 10_000),
    steps=st.lists(st.tuples(st.integers(0, STEP_KINDS - 1), st.integers(0, 10**6)), max_size=300),
)
def test_random_actions_keep_the_game_sound(seed: int, steps: list[tuple[int, int]]) -> None:
    rng = random.Random(seed)
    fmt = ("standard", "g", "premium", "d")[seed % 4]  # classic, G zones, gifts, Ride Decks
    game = Game.new(format=fmt, decks=rng.sample(FORMAT_DECKS[fmt], 2), seed=seed)
    owned = _owned(game)
    walk(game, steps, _pool(game), lambda g: check_bookkeeping(g, owned))


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=30))
def test_any_text_is_judged_without_crashing(text: str) -> None:
    game = Game.new(decks=DECKS[:2], seed=1)
    before = game.state.snapshot()
    verdict = game.check(text)
    if not verdict.legal:
        assert verdict.reason
        with pytest.raises(IllegalAction):
            game.apply(text)
        assert game.state.snapshot() == before


@pytest.mark.parametrize("seed", range(6))
def test_random_legal_games_end_with_a_winner(seed: int) -> None:
    rng = random.Random(seed)
    game = Game.new(decks=rng.sample(DECKS, 2), seed=seed)
    owned = _owned(game)
    for _ in range(5000):
        legal = game.legal_actions()
        if not legal:
            break
        action = rng.choice(legal)
        assert game.check(action).legal
        game.apply(action)
    assert game.winner in (0, 1)
    assert game.legal_actions() == []
    check_bookkeeping(game, owned)


@pytest.mark.parametrize("fmt", ["g", "premium"])
@pytest.mark.parametrize("seed", range(6))
def test_random_legal_g_games_end_with_a_winner(seed: int, fmt: str) -> None:
    """G-era demo decks in the g format, and the premium decks with gift icons: random legal
    play (strides, G assists, Hearts going home, gifts) always reaches a winner with every card
    accounted for."""
    rng = random.Random(seed)
    game = Game.new(format=fmt, decks=rng.sample(FORMAT_DECKS[fmt], 2), seed=seed)
    owned = _owned(game)
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
    assert verbs["ride"] > 0


@pytest.mark.parametrize("seed", range(6))
def test_random_legal_d_games_end_with_a_winner(seed: int) -> None:
    """The D era's demo decks in the d format: random legal play (rides from the Ride Deck,
    the Energy Generator, over triggers removed) always reaches a winner with every card
    accounted for, and Energy stays within 0 to 10."""
    rng = random.Random(seed)
    game = Game.new(format="d", decks=rng.sample(D_DECKS, 2), seed=seed)
    owned = _owned(game)
    verbs: Counter[str] = Counter()
    while game.winner is None:
        action = rng.choice(game.legal_actions())
        assert game.check(action).legal, (action, game.check(action).reason)
        verbs[action.verb] += 1
        game.apply(action)
        check_bookkeeping(game, owned)
        assert all(0 <= flags_of(game.state, p).energy <= 10 for p in (0, 1))
    assert game.legal_actions() == []
    assert verbs["ridedeck"] > 0


def test_random_g_games_stride_and_g_assist() -> None:
    verbs: Counter[str] = Counter()
    for seed in range(12):
        rng = random.Random(seed)
        game = Game.new(format="g", decks=rng.sample(G_DECKS, 2), seed=seed)
        while game.winner is None:
            action = rng.choice(game.legal_actions())
            verbs[action.verb + (" take" if action.args and action.verb == "gassist" else "")] += 1
            game.apply(action)
    assert verbs["stride"] > 0 and verbs["gassist take"] > 0


def test_same_seed_and_actions_give_the_same_game() -> None:
    def play(seed: int) -> tuple[list[str], dict[str, object]]:
        rng = random.Random(99)
        game = Game.new(decks=DECKS[:2], seed=seed)
        log = []
        while game.winner is None and len(log) < 400:
            action = rng.choice(game.legal_actions())
            log.append(str(action))
            game.apply(action)
        return log, game.to_position()

    assert play(5) == play(5)
    assert play(5) != play(6)


def test_redo_does_not_reroll_and_undo_rewinds_the_random_generator() -> None:
    game = Game.new(decks=DECKS[:2], seed=3)
    hand = [game.state.cards[i].card.name for i in game.state.zones[game.to_play]["hand"]]
    mulligan = 'mulligan "' + '", "'.join(hand[:3]) + '"'
    game.apply(mulligan)
    after = game.to_position()
    game.undo()
    game.redo()
    assert game.to_position() == after
    game.undo()
    game.apply(mulligan)
    assert game.to_position() == after


def test_undo_and_redo_walk_the_whole_history() -> None:
    rng = random.Random(4)
    game = Game.new(decks=DECKS[1:3], seed=4)
    positions = [game.to_position()]
    for _ in range(150):
        legal = game.legal_actions()
        if not legal:
            break
        game.apply(rng.choice(legal))
        positions.append(game.to_position())
    for expected in reversed(positions[:-1]):
        assert game.undo() is not None
        assert game.to_position() == expected
    assert game.undo() is None
    for expected in positions[1:]:
        assert game.redo() is not None
        assert game.to_position() == expected
    assert game.redo() is None


@pytest.mark.parametrize(
    ("fmt", "pair"),
    [("standard", (0, 1)), ("g", (0, 1)), ("premium", (1, 2)), ("premium", (1, 3)), ("d", (0, 1))],
    ids=["standard", "g", "premium-force-protect", "premium-force-accel", "d"],
)
def test_every_tool_and_rule_action_is_sound_in_every_kind_of_moment(
    fmt: str, pair: tuple[int, int]
) -> None:
    """Sweep: at moments along a game (set-up, each phase, guard step, a pending trigger; in the
    g format the stride and G assist steps and a stridden vanguard; in premium also a Force
    marker waiting, Accel circles and Protect markers), try every action of the pool, as an
    override too; each either fails cleanly or is undone."""
    rng = random.Random(12)
    decks = [FORMAT_DECKS[fmt][i] for i in pair]
    game = Game.new(format=fmt, decks=decks, seed=12)
    owned = _owned(game)
    pool = _pool(game)
    moments = 0
    seen: set[tuple[object, ...]] = set()
    gifted: set[str] = set()  # premium: the gift moments the sweep went through
    while game.winner is None and moments < 40:
        before = game.state.snapshot()
        seen.add((vg(game.state).step, stridden(game.state, game.to_play)))
        state = game.state
        gifted |= {"waiting"} if vg(state).gift else set()
        gifted |= (
            {"marker"} if any(c.card.kind == "marker" for c in state.cards.values()) else set()
        )
        for p in (0, 1):
            gifted |= {"accel"} if flags_of(state, p).accel else set()
            gifted |= {"force"} if flags_of(state, p).force else set()
        for text in pool:
            for override in (False, True):
                try:
                    game.apply(text, override=override)
                except IllegalAction:
                    assert game.state.snapshot() == before, text
                else:
                    check_bookkeeping(game, owned)
                    game.undo()
                    assert game.state.snapshot() == before, text
        _advance(game, rng, fmt)
        moments += 1
    assert moments >= 20
    if fmt in ("g", "premium"):
        assert {("stride", False), ("attack", True)} <= seen, seen
    if fmt == "premium":
        wanted = {"waiting", "force", "marker" if pair == (1, 2) else "accel"}
        assert wanted <= gifted, gifted


def _advance(game: Game, rng: random.Random, fmt: str) -> None:
    """One random legal action; in the g format, the bot's moves until a moment worth a sweep
    (the stride or G assist step, a stridden vanguard, a battle step) so the game gets there."""
    if fmt in ("standard", "d"):
        game.apply(rng.choice(game.legal_actions()))
        return
    for _ in range(30):
        game.apply(bot.choose(game) if rng.random() < 0.8 else rng.choice(game.legal_actions()))
        step = vg(game.state).step
        if game.winner is not None or step in ("stride", "gassist", "guard"):
            return
        if vg(game.state).gift is not None:  # a Force marker waits for its circle
            return
        if stridden(game.state, vg(game.state).active) and (step == "attack" or rng.random() < 0.3):
            return  # a stridden vanguard, its attack step above all

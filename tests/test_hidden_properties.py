"""Property: over random games in every format, no viewer's view, log line or replay frame names
a card that viewer may not see.

What a viewer may know is tracked here, apart from the code under test: their own cards (they
know their deck list), and every opponent card they could see at some moment of the game so far.
Views are checked against the rules' places directly: an opponent's hand, deck and face-down
cards (but for the damage zone, which stays public) are never named in a view at rest.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from playtester.engine import Action, Game, IllegalAction
from playtester.engine.game import Description
from playtester.games.vanguard import bot
from playtester.record.library import Library
from playtester.record.printer import print_lines
from tests.sight_checks import check_printed_steps, learn, opponent_names
from tests.test_engine_properties import FORMAT_DECKS

HIDDEN_PLACES = ("hand", "deck", "ride_deck")
PUBLIC_FACE_DOWN = ("damage",)
NAMES = ("Ann", "Ben")


def _tools(game: Game, rng: random.Random) -> list[str]:
    """Manual tools that handle hidden cards: looks, searches, reveals, secret moves."""
    state = game.state
    player = rng.choice((0, 1))
    zones = state.zones[player]
    hand = [state.cards[i].name for i in zones.get("hand", ())]
    deck = [state.cards[i].name for i in zones.get("deck", ())]
    out = ["look 2", "search", "shuffle", "draw"]
    if hand:
        name = rng.choice(hand)
        out += [f'reveal hand "{name}"', f'put hand "{name}" to deck', f'discard "{name}"']
    if deck:
        out += [f'put deck "{rng.choice(deck)}" to hand', "flip deck"]
    return [f"@{player} {t}" for t in out]


def _check_view(game: Game, viewer: int) -> None:
    """An opponent's hand, deck and face-down cards are never named in a view at rest."""
    view = game.view_for(viewer)
    theirs = view["players"][1 - viewer]
    for zone, entries in theirs.items():
        if not isinstance(entries, list):
            continue
        for entry in entries:
            named = isinstance(entry, str) or (isinstance(entry, dict) and "name" in entry)
            face_down = isinstance(entry, dict) and entry.get("face_down")
            if zone in HIDDEN_PLACES or (face_down and zone not in PUBLIC_FACE_DOWN):
                assert not named, (viewer, zone, entry)


def _play(fmt: str, seed: int, steps: int) -> tuple[Game, list[list[Description]], list[set[str]]]:
    """A random game with hidden-card tools mixed in; per viewer, what each step said."""
    rng = random.Random(seed)
    decks = FORMAT_DECKS[fmt][:2]
    game = Game.new(format=fmt, decks=decks, seed=seed, names=NAMES)
    known: list[set[str]] = [set(), set()]
    learn(game, [], known)
    texts: list[list[Description]] = [[], []]
    for _ in range(steps):
        if game.winner is not None:
            break
        if rng.random() < 0.15:
            action = Action.parse(rng.choice(_tools(game, rng)))
        else:
            action = bot.choose(game) if rng.random() < 0.7 else rng.choice(game.legal_actions())
        try:
            events = game.apply(action, override=True)
        except IllegalAction:
            continue
        learn(game, events, known)
        for viewer in (0, 1):
            told = game.describe(action, events, viewer)
            forbidden = opponent_names(game, viewer) - known[viewer]
            for name in forbidden:
                assert name not in told.words and name not in told.notation, (viewer, told)
            texts[viewer].append(told)
            _check_view(game, viewer)
    return game, texts, known


@pytest.mark.parametrize("fmt", ["standard", "g", "premium", "d"])
@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000))
def test_no_text_names_a_card_its_viewer_never_saw(fmt: str, seed: int) -> None:
    game, texts, known = _play(fmt, seed, steps=160)
    assert any(t.words for t in texts[0]) and any(t.words for t in texts[1])
    # the replay's frames: the recording printed as each player saw it, with the engine's words;
    # a step its viewer was told nothing of (a G-Assist the other declined) has no line at all
    library = Library(memory=True)
    recording = library.start(game)
    for viewer in (0, 1):
        forbidden = opponent_names(game, viewer) - known[viewer]
        lines = list(print_lines(recording, viewer, notes=True))
        printed = "\n".join(lines)
        for name in forbidden:
            assert name not in printed, (viewer, name)
        check_printed_steps(lines, texts[viewer])


def test_a_note_recorded_as_a_sentence_is_shown_with_unseen_names_taken_out() -> None:
    from playtester.engine.sight import Sight
    from playtester.games.vanguard.log import note_words
    from playtester.record.codec import decode_event

    old = decode_event({"type": "note", "text": "put: Secret Knight from deck to hand"})
    assert note_words(old) == "put: Secret Knight from deck to hand"
    blind = Sight(unseen=frozenset({7}), unseen_names=frozenset({"Secret Knight"}))
    assert note_words(old, blind) == "put: a card from deck to hand"
    new = decode_event(
        {
            "type": "note",
            "what": "put",
            "args": [{"id": 7, "name": "Secret Knight"}, "deck", "hand"],
        }
    )
    assert note_words(new) == "puts Secret Knight from the deck to the hand"
    assert note_words(new, blind) == "puts a card from the deck to the hand"


def test_that_g_assist_is_possible_is_told_to_that_player_alone() -> None:
    """It says that player holds no card of the next grade; a note recorded before it named
    the player by number is told to no one's view (only to a replay showing everything)."""
    from playtester.engine.events import Note
    from playtester.engine.sight import Sight
    from playtester.games.vanguard.log import note_words

    now = Note("gassist possible", ("Ann", 0))
    assert note_words(now, Sight(viewer=0)).startswith("G-Assist is possible for Ann")
    assert note_words(now, Sight(viewer=1)) == ""
    assert note_words(now).startswith("G-Assist is possible for Ann")
    old = Note("gassist possible", ("Ann",))
    assert note_words(old, Sight(viewer=0)) == "" and note_words(old) != ""

"""Property: in a hot-seat game played at random through the real window, in both games, no
text the player at the screen can read names a card that player never saw, the replay viewer
opened during the game included; and behind the curtain every menu command leaves the game,
the curtain and the screen as they were, showing nothing of either player's hidden cards.

What each player may know is tracked apart from the code under test (tests/sight_checks.py):
their own cards, and every opponent card they could see at some moment of a step so far, found
by walking the recording's steps.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st
from PySide6.QtWidgets import QApplication

from playtester.engine import Action, Game
from playtester.engine.registry import players_for, rules_for
from playtester.ui.controller import TableController
from playtester.ui.replay import ReplayWindow
from playtester.ui.window import MainWindow
from tests.screen_texts import naming, shown_texts
from tests.sight_checks import learn, opponent_names


class Watcher:
    """What each player could see so far, learnt from the live recording's steps."""

    def __init__(self, w: MainWindow) -> None:
        self.w = w
        self.known: list[set[str]] = [set(), set()]
        self.learnt: set[int] = set()
        recording = w.controller.recording
        assert recording is not None
        self.recording = recording
        self.replay = recording.replay()
        learn(self.replay.goto(0), [], self.known)

    def catch_up(self) -> None:
        rec = self.recording
        for node in rec.tree.path(rec.cursor):
            if node not in self.learnt:
                self.learnt.add(node)
                learn(self.replay.goto(node), list(rec.events(node)), self.known)

    def unseen(self, viewer: int) -> set[str]:
        """Names only the other player's cards bear that `viewer` never saw."""
        game = self.w.controller.game
        return opponent_names(game, viewer) - self.known[viewer]


def _check_screen(watcher: Watcher, viewer: int) -> None:
    """The table window, as the player at the screen reads it."""
    leaks = naming(shown_texts(watcher.w), watcher.unseen(viewer))
    assert not leaks, (viewer, leaks[:3])


def _check_replay(watcher: Watcher, viewer: int, rng: random.Random) -> None:
    """Game ▸ Watch This Game: only this player's view, at every step they look at."""
    w = watcher.w
    w.shortcuts["watch_game"].trigger()
    replay = w.viewers[-1]
    assert isinstance(replay, ReplayWindow) and replay.isVisible()
    box = replay.perspective
    assert [box.itemData(i) for i in range(box.count())] == [viewer]
    unseen = watcher.unseen(viewer)
    steps = range(len(replay.nodes))
    for index in [*sorted(rng.sample(steps, min(8, len(steps)))), len(steps) - 1]:
        replay.goto(index)
        leaks = naming(shown_texts(replay), unseen)
        assert not leaks, (viewer, index, leaks[:3])
    replay.close()


def _menu_actions(w: MainWindow) -> list[Any]:
    """Every command of the menu bar (a submenu's too), Quit aside."""
    found = []
    for menu_action in w.menuBar().actions():
        menu = menu_action.menu()
        for action in menu.actions() if menu is not None else ():
            if not action.isSeparator() and action.objectName() != "quit":
                found.append(action)
    return found


def _check_curtain(watcher: Watcher) -> None:
    """Behind the curtain: every menu command, and nothing changes hands or shows."""
    w, c = watcher.w, watcher.w.controller
    either = watcher.unseen(0) | watcher.unseen(1)  # who is at the screen is not known
    steps, cursor, assist = len(c.game.history), watcher.recording.cursor, c.assist
    before = set(QApplication.topLevelWidgets())
    for action in _menu_actions(w):
        checked = action.isChecked()
        action.trigger()
        assert c.behind_curtain and w.curtain.isVisible(), action.objectName()
        assert len(c.game.history) == steps and watcher.recording.cursor == cursor
        assert not [v for v in w.viewers if v.isVisible()], action.objectName()
        assert w.phase_bar.text.text() == "" and w.side.log.toPlainText() == ""
        for shown in [w, *(t for t in QApplication.topLevelWidgets() if t not in before)]:
            if shown.isVisible():
                leaks = naming(shown_texts(shown), either)
                assert not leaks, (action.objectName(), leaks[:3])
        if action.isChecked() != checked and action.actionGroup() is None:
            action.trigger()  # a setting toggled back
        for shown in QApplication.topLevelWidgets():
            if shown not in before and shown.isVisible():
                shown.close()
    w.shortcuts[f"assist_{assist}"].trigger()


def play_hidden_game(
    window: Any, game_name: str, seed: int, fmt: str, decks: Sequence[str] | None = None
) -> None:
    """A hot-seat game of `game_name` played by its bot through the real window, checking at
    every step what the player at the screen reads, the replay viewer and the curtain
    (`decks` None: the format's demo decks)."""
    bot = players_for(game_name).bot
    rng = random.Random(seed)
    dealt = TableController.new_game(
        decks=None if decks is None else list(decks),
        seed=seed,
        mode="hotseat",
        format=fmt,
        game_name=game_name,
    )
    w: MainWindow = window(dealt.game, mode="hotseat")
    w.games.start_recording(offer_resume=False)
    for earlier in w.games.unfinished():  # an earlier example's game: not to be resumed here
        w.games.library.open(earlier.id).close()
    c = w.controller
    watcher = Watcher(w)
    curtains = replays = 0
    for _ in range(70):
        if c.game.winner is not None:
            break
        watcher.catch_up()
        if c.behind_curtain:
            if curtains < 4:  # every command, at the first few hand-overs
                _check_curtain(watcher)
                curtains += 1
            w.curtain.button.click()
            continue
        viewer = c.viewer
        assert viewer is not None
        _check_screen(watcher, viewer)
        if replays < 3 and (rng.random() < 0.1 or (not replays and len(c.game.history) > 12)):
            _check_replay(watcher, viewer, rng)
            replays += 1
        action = bot(c.game)
        if not replays and _ends(c.game, action):  # the last screen before a short game's end
            _check_replay(watcher, viewer, rng)
            replays += 1
        if str(action) == "next" and w.phase_bar.next.isVisible():
            w.phase_bar.next.click()
        else:
            c.act(action)
    assert curtains and replays and len(c.game.history) > 12


def _ends(game: Game, action: Action) -> bool:
    """Whether the action ends the game (tried and taken back)."""
    with game.trial() as trying:
        trying.apply(action)
        return trying.winner is not None


@pytest.mark.parametrize("game_name", ["vanguard", "wixoss"])
@settings(
    max_examples=2,
    deadline=None,
    phases=[Phase.explicit, Phase.reuse, Phase.generate],  # a failure says its seed; no shrinking
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(seed=st.integers(0, 10_000), data=st.data())
def test_no_screen_names_a_card_its_player_never_saw(
    window: Any, answered: None, game_name: str, seed: int, data: Any
) -> None:
    fmt = data.draw(st.sampled_from(rules_for(game_name).formats))
    play_hidden_game(window, game_name, seed, fmt)

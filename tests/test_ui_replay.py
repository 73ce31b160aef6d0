"""The replay viewer: stepping and seeking, perspectives, notes and drawings, variations, play
from here, lessons."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from playtester.engine import Game
from playtester.games.vanguard import bot
from playtester.record.annotations import Target
from playtester.record.library import Library
from playtester.resources import demo_decks
from playtester.ui.replay import ReplayWindow


@pytest.fixture
def recording(qapp: Any) -> Any:
    library = Library()
    decks = [p.read_text(encoding="utf-8") for p in demo_decks()[:2]]
    game = Game.new(decks=decks, seed=4, names=("Ann", "Ben"))
    rec = library.start(game, {"mode": "hotseat"})
    for _ in range(60):
        rec.apply(bot.choose(rec.game))
    yield rec
    library.close()


@pytest.fixture
def viewer(qtbot: Any, recording: Any) -> ReplayWindow:
    played: list[tuple[Any, int]] = []
    w = ReplayWindow(recording, play_from=lambda rec, node: played.append((rec, node)))
    w.played = played  # type: ignore[attr-defined]
    qtbot.addWidget(w)
    w.show()
    return w


def test_stepping_and_seeking_show_the_recorded_positions(viewer: ReplayWindow) -> None:
    rec = viewer.recording
    assert viewer.controller.game.to_position() == rec.game_at(0).to_position()
    viewer.goto(1)
    assert viewer.controller.game.to_position() == rec.game_at(viewer.nodes[1]).to_position()
    for index in random.Random(3).sample(range(len(viewer.nodes)), 10):
        viewer.timeline.seek.emit(index)
        assert viewer.index == index
        assert (
            viewer.controller.game.to_position() == rec.game_at(viewer.nodes[index]).to_position()
        )
    viewer.goto(10_000)
    assert viewer.index == len(viewer.nodes) - 1
    assert "Step 60 of 60" in viewer.position.text()


def test_a_replay_cannot_be_played_on(viewer: ReplayWindow) -> None:
    viewer.goto(5)
    before = viewer.controller.game.to_position()
    assert not viewer.controller.act("next")
    assert viewer.controller.game.to_position() == before


def test_perspectives_hide_what_that_player_could_not_see(viewer: ReplayWindow) -> None:
    viewer.goto(8)
    state = viewer.controller.game.state
    ann_hand = state.zones[0]["hand"]
    assert all(viewer.scene.visible(i) for i in ann_hand)  # everything
    viewer.perspective.setCurrentIndex(2)  # Ben's view
    assert not any(viewer.scene.visible(i) for i in ann_hand)
    viewer.perspective.setCurrentIndex(1)  # Ann's view
    assert all(viewer.scene.visible(i) for i in ann_hand)


def test_the_view_selector_names_the_players(viewer: ReplayWindow) -> None:
    """Each player's view is offered by their name, as the recording has it."""
    offered = [viewer.perspective.itemText(i) for i in range(viewer.perspective.count())]
    assert offered == ["Everything", "Ann's view", "Ben's view"]
    assert [viewer.perspective.itemData(i) for i in range(3)] == [None, 0, 1]


def test_notes_marks_and_drawings_are_kept_and_undoable(viewer: ReplayWindow) -> None:
    viewer.goto(12)
    node = viewer.node
    viewer.comment.setPlainText("Guard here: the next attack is lethal.")
    viewer.comment.document().setModified(True)  # as typing does
    viewer.mark_buttons["?"].click()  # keeps what was typed
    viewer.scene.sketched.emit(Target(0, "VC"), Target(1, "VC"), "red")
    viewer.scene.sketched.emit(Target(1, "FL"), None, "blue")
    notes = viewer.recording.notes.get(node)
    assert notes.comment.startswith("Guard here") and notes.mark == "?"
    assert len(notes.arrows) == 1 and notes.arrows[0].colour == "red"
    assert len(notes.circles) == 1
    assert len(viewer.scene.drawings) == 2
    assert viewer.timeline.marks[viewer.index] == "?"
    viewer.undo_note()
    assert not viewer.recording.notes.get(node).circles
    viewer.redo_note()
    assert viewer.recording.notes.get(node).circles


def test_play_from_here_hands_the_step_to_the_table(viewer: ReplayWindow) -> None:
    viewer.goto(20)
    viewer.play_here()
    assert viewer.played == [(viewer.recording, viewer.nodes[20])]  # type: ignore[attr-defined]


def test_variations_are_listed_and_can_be_followed(qtbot: Any, recording: Any) -> None:
    node = recording.main_line()[30]
    game = recording.play_from(node)
    for _ in range(5):
        recording.apply("power VC +1000")  # not what was played: a variation
    w = ReplayWindow(recording)
    qtbot.addWidget(w)
    assert w.lines.topLevelItem(0).childCount() == 1
    w._switch_line(w.lines.topLevelItem(0).child(0))
    assert len(w.nodes) == 1 + 31 + 5
    w.goto(len(w.nodes) - 1)
    assert w.controller.game.to_position() == game.to_position()


def test_a_lesson_is_written_from_the_viewer(viewer: ReplayWindow, tmp_path: Path) -> None:
    viewer.goto(12)
    viewer.comment.setPlainText("Look at this ride.")
    viewer._save_text()
    viewer.write_lesson(tmp_path / "lesson.html")
    page = (tmp_path / "lesson.html").read_text(encoding="utf-8")
    assert "Look at this ride." in page and "data:image/" in page
    assert 'class="notation"' not in page  # plain words unless asked for
    viewer.notation.setChecked(True)
    viewer.write_lesson(tmp_path / "lesson.html")
    assert '<span class="notation">next</span>' in (tmp_path / "lesson.html").read_text("utf-8")


def test_the_viewer_says_each_step_in_plain_words(viewer: ReplayWindow) -> None:
    rec = viewer.recording
    ends = next(i for i, n in enumerate(viewer.nodes) if n and rec.step(n).action == "next")
    viewer.goto(ends)
    text = viewer.step_label.text()
    assert "ends the" in text and "<code>" not in text and ": next" not in text
    viewer.goto(1)  # Ann's mulligan, with the names of the cards she sent back
    sent = rec.step(viewer.nodes[1]).action
    assert sent.startswith('mulligan "')
    names = [n.strip('"') for n in sent.removeprefix("mulligan ").split('", "')]
    viewer.perspective.setCurrentIndex(2)  # Ben's view: he did not see them
    assert not any(name.strip('"') in viewer.step_label.text() for name in names)


def test_variations_are_named_in_plain_words(qtbot: Any, recording: Any) -> None:
    recording.play_from(recording.main_line()[30])
    recording.apply("power VC +1000")
    w = ReplayWindow(recording)
    qtbot.addWidget(w)
    label = w.lines.topLevelItem(0).child(0).text(0)
    assert label.startswith("Variation at step 32: ") and label.endswith("(1 step)")
    assert "power VC" not in label and "+1,000 power" in label


def test_a_circle_is_a_ring_the_unit_shows_through(viewer: ReplayWindow) -> None:
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QColor

    viewer.resize(1500, 960)
    viewer.goto(20)
    for item in viewer.scene.cards.values():
        item.settle()
    centre = QPointF(*viewer.scene.table.centre("VC", True))
    point = viewer.view.mapFromScene(centre)
    before = viewer.view.viewport().grab().toImage().pixelColor(point)
    viewer.scene.sketched.emit(Target(0, "VC"), None, "blue")
    assert len(viewer.scene.drawings) == 1
    after = viewer.view.viewport().grab().toImage().pixelColor(point)
    distance = max(abs(a - b) for a, b in zip(before.getRgb()[:3], after.getRgb()[:3], strict=True))
    assert distance < 48, (before.name(), after.name())  # the card, at most faintly tinted
    ring = viewer.scene.drawings[0]
    edge = viewer.view.mapFromScene(centre + QPointF(ring.radius, 0))
    on_ring = viewer.view.viewport().grab().toImage().pixelColor(edge)
    assert on_ring.blue() > on_ring.red() + 40  # the ring itself is drawn in its colour
    assert QColor(on_ring) != before

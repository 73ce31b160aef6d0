"""Branches: "play from here" keeps a variation in the same recording; variations are listed,
switched to, promoted and deleted."""

from __future__ import annotations

from pathlib import Path

import pytest

from playtester.games.vanguard import bot
from playtester.record.library import Library
from playtester.record.recording import Recording, RecordingError
from playtester.record.sample import play_recorded


@pytest.fixture
def recording() -> Recording:
    return play_recorded(Library(memory=True), seed=3)


def _branch(recording: Recording, at: int, plies: int) -> list[int]:
    game = recording.play_from(at)
    made: list[int] = []
    for _ in range(plies):
        recording.apply(bot.choose(game) if made else "power VC +2000")
        made.append(recording.cursor)
    return made


def test_play_from_here_keeps_the_main_line_and_adds_a_variation(recording: Recording) -> None:
    main = recording.main_line()
    before = recording.replay(main[39]).game.to_position()
    game = recording.play_from(main[39])
    assert game.to_position() == before and len(game.history) == 40  # undo works from here
    made = _branch(recording, main[39], 5)
    assert recording.main_line() == main
    [variation] = recording.variations()
    assert (variation.start, variation.branch, variation.end) == (made[0], main[39], made[-1])
    assert variation.length == 5 and variation.level == 1
    assert recording.line(made[2]) == [*main[:40], *made]
    assert not recording.tree.is_main(made[0]) and recording.tree.is_main(main[10])


def test_the_viewer_switches_lines(recording: Recording) -> None:
    main = recording.main_line()
    made = _branch(recording, main[59], 3)
    replay = recording.replay()
    on_variation = replay.goto(recording.line(made[0])[-1]).to_position()
    assert on_variation == recording.game.to_position()
    assert replay.goto(main[-1]).winner is not None  # back on the main line's end


def test_a_variation_inside_a_variation(recording: Recording) -> None:
    main = recording.main_line()
    first = _branch(recording, main[29], 6)
    second = _branch(recording, first[2], 2)
    levels = {v.start: v.level for v in recording.variations()}
    assert levels == {first[0]: 1, second[0]: 2}


def test_reading_order_puts_each_variation_after_the_step_it_replaces(
    recording: Recording,
) -> None:
    main = recording.main_line()
    first = _branch(recording, main[29], 6)
    second = _branch(recording, first[2], 2)
    order = recording.tree.reading_order()
    assert order == [*main[:31], *first[:4], *second, *first[4:], *main[31:]]
    assert [v.start for v in recording.variations()] == [first[0], second[0]]


def test_a_variation_can_be_promoted_to_the_main_line(recording: Recording) -> None:
    main = recording.main_line()
    made = _branch(recording, main[49], 4)
    recording.promote(made[-1])
    assert recording.main_line() == [*main[:50], *made]
    [old] = recording.variations()
    assert old.start == main[50] and old.end == main[-1]


def test_promotion_and_branches_are_kept_in_the_library(tmp_path: Path) -> None:
    library = Library(tmp_path / "r.db")
    recording = play_recorded(library, seed=3)
    main = recording.main_line()
    made = _branch(recording, main[49], 4)
    recording.promote(made[0])
    again = Library(tmp_path / "r.db").resume(recording.id)
    assert again.main_line() == [*main[:50], *made]
    assert again.cursor == made[-1] and again.branching
    assert again.game.to_position() == recording.game.to_position()


def test_after_play_from_here_new_actions_stay_variations(recording: Recording) -> None:
    main = recording.main_line()
    recording.play_from(main[19])
    recording.apply("roll")
    recording.undo()
    recording.apply("coin")  # a second try from the same step: a second variation
    assert recording.main_line() == main
    assert len(recording.variations()) == 2


def test_play_from_the_last_step_continues_the_line() -> None:
    recording = play_recorded(Library(memory=True), seed=3, limit=30)
    main = recording.main_line()
    recording.play_from(main[-1])
    recording.apply(bot.choose(recording.game))
    assert recording.main_line() == [*main, recording.cursor]
    assert recording.variations() == []


def test_deleting_a_variation(recording: Recording) -> None:
    main = recording.main_line()
    made = _branch(recording, main[49], 4)
    recording.notes.annotate(made[1], comment="gone soon")
    with pytest.raises(RecordingError, match="leads to where the game stands"):
        recording.delete(made[1])  # the live game stands at its end
    recording.play_from(main[-1])
    assert recording.delete(made[0]) == [made[0], made[1], made[2], made[3]]
    assert recording.variations() == [] and made[1] not in recording.notes
    with pytest.raises(RecordingError):
        recording.delete(0)

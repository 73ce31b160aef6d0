"""Annotations: comments, marks, arrows, circles, highlights and chapters on steps, undoable
and kept with the recording."""

from __future__ import annotations

from pathlib import Path

import pytest

from playtester.record.annotations import (
    AnnotationError,
    Annotations,
    Target,
    colour_for,
    from_dict,
)
from playtester.record.library import Library
from playtester.record.recording import Recording
from playtester.record.sample import play_recorded


@pytest.fixture
def recording() -> Recording:
    return play_recorded(Library(memory=True), seed=3, limit=40)


def test_comment_mark_and_chapter(recording: Recording) -> None:
    notes = recording.notes
    notes.annotate(5, comment="Why ride now?", mark="!?")
    notes.annotate(5, chapter="Opening")
    got = notes.get(5)
    assert (got.comment, got.mark, got.chapter) == ("Why ride now?", "!?", "Opening")
    notes.annotate(5, mark=None)
    assert notes.get(5).mark is None and notes.get(5).comment == "Why ride now?"
    assert notes.get(6) == Annotations() and not notes.get(6)


@pytest.mark.parametrize("mark", ["!", "?", "!!", "??", "!?", "?!"])
def test_every_mark(recording: Recording, mark: str) -> None:
    assert recording.notes.annotate(3, mark=mark).mark == mark


def test_bad_annotations_are_refused(recording: Recording) -> None:
    notes = recording.notes
    with pytest.raises(AnnotationError, match="mark"):
        notes.annotate(3, mark="!!!")
    with pytest.raises(AnnotationError, match="colour"):
        notes.arrow(3, Target(0, "VC"), Target(1, "VC"), "purple")
    with pytest.raises(AnnotationError, match="zone"):
        Target(0, "XX")
    with pytest.raises(AnnotationError, match="card"):
        notes.highlight(3, 99_999)
    with pytest.raises(AnnotationError, match="no step"):
        notes.annotate(9_999, comment="nowhere")
    with pytest.raises(AnnotationError, match="too long"):
        notes.annotate(3, comment="x" * 20_001)
    assert not notes.can_undo  # nothing refused was written


def test_drawing_the_same_arrow_again_removes_it_and_another_colour_recolours(
    recording: Recording,
) -> None:
    notes = recording.notes
    a, b = Target(0, "FL"), Target(1, "VC")
    notes.arrow(10, a, b, "green")
    notes.arrow(10, Target(1, "VC"), Target(0, "VC"), "red")
    assert [x.colour for x in notes.get(10).arrows] == ["green", "red"]
    notes.arrow(10, a, b, "blue")
    assert {(x.src, x.colour) for x in notes.get(10).arrows} == {(a, "blue"), (b, "red")}
    notes.arrow(10, a, b, "blue")
    assert [x.src for x in notes.get(10).arrows] == [b]


def test_circles_and_highlights_on_zones_and_cards(recording: Recording) -> None:
    game = recording.replay(20).game
    card = game.state.zones[0]["hand"][0]
    notes = recording.notes
    notes.circle(20, Target(0, "GC"), "yellow")
    notes.circle(20, Target(card=card), "red")
    notes.highlight(20, card)
    got = notes.get(20)
    assert [c.at for c in got.circles] == [Target(0, "GC"), Target(card=card)]
    assert got.highlights[0].card == card and got.highlights[0].colour == "yellow"
    assert got.cards() == {card}
    notes.highlight(20, card)  # again: off
    assert notes.get(20).highlights == ()
    notes.clear(20, shapes_only=True)
    assert not notes.get(20)


def test_annotation_edits_undo_and_redo(recording: Recording) -> None:
    notes = recording.notes
    notes.annotate(4, comment="one")
    notes.annotate(4, comment="two")
    notes.arrow(7, Target(0, "VC"), Target(1, "VC"))
    assert notes.undo() == 7 and not notes.get(7)
    assert notes.undo() == 4 and notes.get(4).comment == "one"
    assert notes.redo() == 4 and notes.get(4).comment == "two"
    notes.annotate(9, mark="?")  # a new edit drops what could be redone
    assert not notes.can_redo and notes.redo() is None
    assert notes.undo() == 9 and notes.undo() == 4 and notes.undo() == 4
    assert notes.undo() is None and not notes.listed()


def test_annotations_and_their_history_are_kept_in_the_library(tmp_path: Path) -> None:
    library = Library(tmp_path / "r.db")
    recording = play_recorded(library, seed=3, limit=30)
    notes = recording.notes
    notes.annotate(0, chapter="Start", comment="The deal")
    notes.annotate(12, mark="??", comment="A blunder")
    notes.circle(12, Target(1, "VC"), "blue")
    notes.annotate(20, chapter="Later")
    notes.undo()
    again = Library(tmp_path / "r.db").open(recording.id).notes
    assert [n for n, _ in again.listed()] == [0, 12]
    assert again.get(12).circles[0].colour == "blue"
    assert again.can_redo
    assert again.redo() == 20
    assert again.chapters() == [(0, "Start"), (20, "Later")]


def test_annotations_are_listed_in_line_order(recording: Recording) -> None:
    notes = recording.notes
    for node in (30, 2, 17):
        notes.annotate(node, comment=f"at {node}")
    assert [n for n, _ in notes.listed()] == [2, 17, 30]


def test_plain_data_round_trip_and_validation() -> None:
    data = {
        "chapter": "Guarding",
        "mark": "!",
        "comment": "Perfect guard",
        "arrows": [{"from": {"player": 0, "zone": "FL"}, "to": {"card": 12}, "colour": "red"}],
        "circles": [{"at": {"player": 1, "zone": "AL1"}, "colour": "blue"}],
        "highlights": [{"card": 3, "colour": "green"}],
    }
    notes = from_dict(data)
    assert notes.to_dict() == data and from_dict(notes.to_dict()) == notes
    bad = {**data, "arrows": [{"from": {"player": 2, "zone": "FL"}, "to": {"card": 1}}]}
    with pytest.raises(AnnotationError, match=r"arrows\[0\]\.from"):
        from_dict(bad)
    with pytest.raises(AnnotationError, match="unknown key"):
        from_dict({"comment": "x", "script": "alert(1)"})


def test_colours_from_modifier_keys() -> None:
    assert colour_for() == "green"
    assert colour_for(shift=True) == "red"
    assert colour_for(alt=True) == "blue"
    assert colour_for(shift=True, alt=True) == "yellow" == colour_for(ctrl=True)

"""A recording printed or exported for one player's view (`replay print --view`, a lesson's
HTML, PDF and GIF, the replay viewer's list of lines) has no step that player is told nothing
of: a G-Assist the other player declined says they held no card of the next grade. Its line,
its figure and its number go: the view's steps are numbered by those it shows, so no gap gives
the step away (docs/recording-format.md)."""

from __future__ import annotations

import html
import re
from pathlib import Path
from typing import Any

import pytest

from playtester.cli import main
from playtester.record.gif import caption, frame_nodes
from playtester.record.lesson import build_lesson, lesson_html
from playtester.record.library import Library
from playtester.record.portable import export_document
from playtester.record.printer import print_lines
from playtester.record.recording import Recording
from playtester.record.savegame import write_json
from playtester.ui.replay import ReplayWindow
from tests.test_ui_hotseat_privacy import _before_a_g_assist

STEP = re.compile(r"^\s+(\d+)\. (Ann|Ben): (\S.*)$")
SECRET = "She had no grade 2 in hand."


def _declined() -> Recording:
    """Ben ends his turn; Ann draws into a G-Assist, declines it and plays on to her turn's
    end; a teacher's chapter and comment on the decline, a mark on a later step, and a
    variation from Ann's main phase (she calls a Squire)."""
    rec = Library(memory=True).start(_before_a_g_assist(), {"mode": "hotseat"})
    for _ in range(7):
        rec.apply("next")
    line = rec.main_line()
    assert rec.replay().describe(line[1], 0).words == "declines G-Assist"
    rec.notes.annotate(line[1], chapter="Ann's turn", comment=SECRET)
    rec.notes.annotate(line[4], mark="!", comment="Straight to the battle.")
    rec.play_from(line[3])
    rec.apply('call "Squire" FL')
    rec.apply("next")
    return rec


@pytest.fixture(scope="module")
def recording() -> Recording:
    return _declined()


def _steps(printed: str) -> list[tuple[int, str, list[str]]]:
    """(number, who: notation, the lines under it) of every printed step."""
    out: list[tuple[int, str, list[str]]] = []
    for line in printed.splitlines():
        found = STEP.match(line)
        if found:
            out.append((int(found.group(1)), f"{found.group(2)}: {found.group(3)}", []))
        elif out and line.startswith("        "):
            out[-1][2].append(line.strip())
    return out


def test_replay_print_leaves_out_a_step_its_viewer_is_told_nothing_of(
    recording: Recording, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "declined.json"
    write_json(path, export_document(recording))
    printed = {}
    for view in ("all", "0", "1"):
        assert main(["replay", "print", str(path), "--view", view, "--notes"]) == 0
        printed[view] = capsys.readouterr().out
    for view in ("all", "0"):  # Ann, and everything: the decline is there, as step 2
        steps = _steps(printed[view])
        assert [n for n, _, _ in steps] == list(range(1, 8))
        assert steps[1][1:] == ("Ann: next", ["· declines G-Assist", f"{{ {SECRET} }}"])
        assert " · 9 steps" in printed[view].splitlines()[0]
    ben = _steps(printed["1"])
    assert [n for n, _, _ in ben] == list(range(1, 7))  # no gap where the decline was
    assert all(under and under[0].startswith("· ") for _, _, under in ben)  # each says what
    assert ben[1][2] == ["· ends the ride step"]
    assert "G-Assist" not in printed["1"] and SECRET not in printed["1"]
    assert " · 8 steps" in printed["1"].splitlines()[0]  # the steps Ben is shown
    lines = printed["1"].splitlines()
    chapter = lines.index("## Ann's turn")  # the chapter opens at the next step shown
    assert lines[chapter + 1] == "Turn 3 · Ann" and "2. Ann: next" in lines[chapter + 2]
    assert "4. Ann: next !" in printed["1"] and "5. Ann: next !" in printed["0"]


def test_a_variation_in_a_view_is_numbered_by_the_steps_that_view_is_shown(
    recording: Recording,
) -> None:
    for view, first in ((None, 5), (0, 5), (1, 4)):
        printed = list(print_lines(recording, view, variations=True))
        inside = printed[printed.index("  (") + 1 : printed.index("  )")]
        numbers = [int(m.group(1)) for m in map(STEP.match, inside) if m]
        assert numbers == [first, first + 1], (view, inside)


def test_a_lesson_for_one_view_has_no_row_or_gap_for_a_step_it_is_told_nothing_of(
    recording: Recording,
) -> None:
    everything = build_lesson(recording, scale=0.2)
    rows = [r for r in everything.rows if r.kind == "move"]
    assert [r.ply for r in rows] == list(range(1, 8)) and rows[1].text == "declines G-Assist"
    lesson = build_lesson(recording, view=1, scale=0.2, notation=True)
    rows = [r for r in lesson.rows if r.kind == "move"]
    assert [r.ply for r in rows] == list(range(1, 7))
    assert all(r.text for r in rows) and rows[1].text == "ends the ride step"
    figures = [f for s in lesson.sections for f in s.figures]
    assert [f.ply for f in figures if not f.variation] == [4]  # the decline has no figure
    assert [s.title for s in lesson.sections] == ["Ann's turn"]
    variation = [r for r in lesson.rows if r.kind in ("varhead", "variation")]
    assert variation[0].text == "Variation instead of step 4"
    assert [r.ply for r in variation[1:]] == [4, 5]
    page = html.unescape(lesson_html(lesson))
    assert "G-Assist" not in page and SECRET not in page
    assert "· step 4</div>" in page and "· step 5</div>" not in page
    assert re.findall(r'<div class="row"><span class="n">(\d+)\.', page) == list("123456")
    chapter = build_lesson(recording, chapter="Ann's turn", view=1, scale=0.2)
    assert [r.ply for r in chapter.rows if r.kind == "move"] == list(range(2, 7))


def test_a_gif_for_one_view_has_no_frame_or_gap_for_a_step_it_is_told_nothing_of(
    recording: Recording, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    line = recording.main_line()
    assert frame_nodes(recording, None, None) == line
    nodes = frame_nodes(recording, None, None, view=1)
    assert nodes == [line[0], *line[2:]]
    assert frame_nodes(recording, 2, 3, view=1) == line[2:4]  # Ben's steps 2 and 3
    replay = recording.replay()
    said = [caption(recording, replay, n, 1) for n in nodes]
    assert [re.search(r"  ·  (\d+)\. ", s).group(1) for s in said] == list("123456")  # type: ignore[union-attr]
    assert not any("G-Assist" in s for s in said)
    path = tmp_path / "declined.json"
    write_json(path, export_document(recording))
    out = tmp_path / "lesson.html"
    gif = str(tmp_path / "run.gif")
    assert main(["replay", "lesson", str(path), str(out), "--view", "1", "--gif", gif]) == 0
    assert "6 frames" in capsys.readouterr().out
    argv = ["replay", "lesson", str(path), str(out), "--view", "1", "--gif", gif]
    assert main([*argv, "--from", "2", "--to", "3"]) == 0
    assert "2 frames" in capsys.readouterr().out


def test_the_replay_viewers_list_of_lines_counts_only_the_steps_of_the_view(
    qtbot: Any, recording: Recording
) -> None:
    w = ReplayWindow(recording)
    qtbot.addWidget(w)
    main_line = w.lines.topLevelItem(0)
    assert main_line.text(0) == "Main line (7 steps)"
    assert main_line.child(0).text(0).startswith("Variation at step 5: ")
    w.perspective.setCurrentIndex(w.perspective.findData(1))
    main_line = w.lines.topLevelItem(0)
    assert main_line.text(0) == "Main line (6 steps)"
    label = main_line.child(0).text(0)
    assert label.startswith("Variation at step 4: calls Squire") and label.endswith("(2 steps)")
    w.lines.itemActivated.emit(main_line.child(0), 0)
    w.goto(len(w.nodes) - 1)
    assert "step 5<" in w.step_label.text()

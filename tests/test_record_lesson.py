"""Lesson export: a self-contained HTML page, a chapter alone, an animated GIF and a PDF set by
Qt (the PDF is set by `ui/pdf.py`)."""

from __future__ import annotations

import ast
import base64
import errno
import html
import io
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from playtester.cli import main
from playtester.record.annotations import Target
from playtester.record.gif import caption, frame_nodes, write_gif
from playtester.record.lesson import LessonError, build_lesson, lesson_html
from playtester.record.library import Library
from playtester.record.recording import Recording
from playtester.record.sample import annotated_demo
from playtester.render.layout import table_for

RECORD = Path(__file__).resolve().parents[1] / "playtester" / "record"


@pytest.fixture(scope="module")
def recording() -> Recording:
    return annotated_demo(Library(memory=True))


def _first(recording: Recording, verb: str) -> int:
    """The main line's first step of `verb` (the sample annotates the first ride and attack)."""
    return next(n for n in recording.main_line() if recording.step(n).action.startswith(verb))


def _attack_arrow(recording: Recording) -> str:
    """How the lesson words the arrow of the first attack ("arrow from Ben's VC to Ann's VC")."""
    step = recording.step(_first(recording, "attack"))
    words = step.action.split()
    me, foe = recording.names[step.actor], recording.names[1 - step.actor]
    return f"arrow from {me}'s {words[1]} to {foe}'s {words[3]}"


def test_the_lesson_has_a_picture_per_annotated_step(recording: Recording) -> None:
    lesson = build_lesson(recording, scale=0.3)
    titles = [s.title for s in lesson.sections]
    assert titles == ["Setting up", "Riding up", "First blood", "The finish"]
    figures = [f for s in lesson.sections for f in s.figures]
    annotated = [n for n, notes in recording.notes.listed() if n != 0]
    assert [f.node for f in figures] == annotated  # in line order, the variation's after its step
    variation = [f for f in figures if f.variation]
    assert len(variation) == 1 and variation[0].mark == "?!"
    for figure in figures:
        with Image.open(io.BytesIO(figure.image)) as picture:
            assert picture.format == "JPEG" and picture.size == figure.size
    moves = [r for r in lesson.rows if r.kind == "move"]
    assert len(moves) == len(recording.main_line())
    assert sum(r.kind == "turn" for r in lesson.rows) >= 8
    winner = recording.replay(recording.main_line()[-1]).game.winner
    assert winner is not None and lesson.result.startswith(f"{recording.names[winner]} won")


def test_the_html_is_self_contained(recording: Recording, tmp_path: Path) -> None:
    page = lesson_html(build_lesson(recording, scale=0.3))
    assert page.startswith("<!DOCTYPE html>") and "<style>" in page
    assert "<script" not in page.lower() and "<link" not in page.lower()
    assert not re.search(r"""(src|href)=["'](?!data:|#)""", page)  # no external request
    assert "url(" not in page and "@import" not in page
    images = re.findall(r'src="data:image/jpeg;base64,([^"]+)"', page)
    annotated = [n for n, _ in recording.notes.listed() if n != 0]
    assert len(images) == len(annotated)  # a picture per annotated step
    Image.open(io.BytesIO(base64.b64decode(images[0]))).verify()
    assert "The first ride." in page and 'class="mark m-odd">!?' in page
    ride = _first(recording, "ride")
    game = recording.game_at(ride)
    ridden = game.state.cards[game.state.zones[recording.step(ride).actor]["VC"][0]]
    assert f"yellow highlight: {ridden.card.name}" in page


def test_text_from_a_recording_is_escaped(recording: Recording) -> None:
    other = Library(memory=True)
    copy_ = other.import_document(_export(recording))[0]
    copy_.notes.annotate(3, comment="<script>alert('x')</script> & more")
    page = lesson_html(build_lesson(copy_, scale=0.2))
    assert "<script>" not in page and "&lt;script&gt;alert(&#x27;x&#x27;)" in page


def _export(recording: Recording) -> dict[str, object]:
    from playtester.record.portable import export_document

    return export_document(recording)


def test_one_chapter(recording: Recording) -> None:
    lesson = build_lesson(recording, chapter="first blood", scale=0.3)
    assert [s.title for s in lesson.sections] == ["First blood"]
    assert lesson.title.endswith(": First blood")
    plies = [r.ply for r in lesson.rows if r.kind == "move"]
    finish = next(n for n, notes in recording.notes.listed() if notes.chapter == "The finish")
    first_blood = recording.step(_first(recording, "attack")).ply
    assert plies[0] == first_blood and plies[-1] < recording.step(finish).ply  # to the next
    with pytest.raises(LessonError, match=r'no chapter "Nope".*"Riding up"'):
        build_lesson(recording, chapter="Nope")


def test_a_players_view_hides_the_opponents_cards(recording: Recording) -> None:
    lesson = build_lesson(recording, view=1, scale=0.3, notation=True)
    first = next(r for r in lesson.rows if r.kind == "move")
    assert first.notation == 'mulligan "?", "?", "?"' and "as Ben saw it" in lesson.perspective
    hand = recording.game_at(0).state.zones[0]["hand"]
    secret = {recording.game_at(0).state.cards[i].card.name for i in hand}
    page = lesson_html(lesson)
    assert not any(name in page for name in secret - _seen_by_ben(recording))


def _seen_by_ben(recording: Recording) -> set[str]:
    """The names of every card Ben could see at some step of the main line."""
    seen = set()
    for node in [0, *recording.main_line()]:
        game = recording.game_at(node)
        for card_id, card in game.state.cards.items():
            if game.visible(card_id, 1):
                seen.add(card.card.name)
    return seen


def test_a_lesson_is_in_plain_words_unless_notation_is_asked_for(recording: Recording) -> None:
    copy_ = Library(memory=True).import_document(_export(recording))[0]
    copy_.notes.circle(3, Target(0, "drop"), "red")
    copy_.notes.circle(3, Target(1, "removed"), "blue")
    copy_.notes.circle(3, Target(0, "g_zone"), "green")
    lesson = build_lesson(copy_, scale=0.2)
    assert " · Standard format · " in lesson.subtitle
    moves = [r for r in lesson.rows if r.kind == "move"]
    texts = [r.text for r in moves]
    assert "next" not in texts and not any('"' in t for t in texts)
    assert "ends the ride phase" in texts and "goes to the battle phase" in texts
    assert all(r.notation == "" for r in moves)
    page = html.unescape(lesson_html(lesson))
    assert '<span class="who">Ben</span> ends the ride phase' in page
    assert '<span class="who">Ann</span> sends back ' in page  # said of Ann once
    for notation in ('mulligan "', "Ann: next", "VC -> VC", "g_zone", "Ben's removed<"):
        assert notation not in page
    assert "Ann's drop zone" in page and "Ben's removed cards" in page
    assert "Ann's G zone" in page and _attack_arrow(recording) in page
    full = build_lesson(copy_, scale=0.2, notation=True)
    page = html.unescape(lesson_html(full))
    assert 'mulligan "' in page and '<span class="notation">next</span>' in page
    figure = next(f for s in full.sections for f in s.figures if f.node == 3)
    assert figure.notation == copy_.step(3).action and figure.action != figure.notation


def test_an_animated_gif_of_a_run_of_steps(recording: Recording, tmp_path: Path) -> None:
    nodes = frame_nodes(recording, 10, 20)
    assert [recording.step(n).ply for n in nodes] == list(range(10, 21))
    count = write_gif(recording, tmp_path / "run.gif", nodes, scale=0.25, ms=500)
    with Image.open(tmp_path / "run.gif") as gif:
        assert gif.format == "GIF" and getattr(gif, "n_frames", 1) == count == 11
        assert gif.info["duration"] == 500 and gif.info.get("loop") == 0
        assert gif.width == round(table_for("vanguard", "standard").width * 0.25)
    with pytest.raises(ValueError, match="no steps"):
        frame_nodes(recording, 500, 600)


def test_the_gif_captions_are_plain_words(recording: Recording) -> None:
    replay = recording.replay()
    line = recording.main_line()
    ends = next(n for n in line if recording.step(n).action == "next")
    text = caption(recording, replay, ends, None)
    assert text.endswith("ends the ride phase") and ": next" not in text
    first = caption(recording, replay, line[0], None)
    assert first.endswith("and draws as many !") and 'mulligan "' not in first
    assert "1. Ann sends back " in first


def test_a_pdf_through_qt(recording: Recording, tmp_path: Path, qapp: Any) -> None:
    # (qapp: the tests' QApplication exists first; a QGuiApplication made here would stop
    # later widget tests from making theirs)
    from playtester.ui.pdf import qt_html, write_pdf

    lesson = build_lesson(recording, scale=0.3)
    text, images = qt_html(lesson)
    assert len(images) == 7 and all(name in text for name in images)
    write_pdf(lesson, tmp_path / "lesson.pdf")
    data = (tmp_path / "lesson.pdf").read_bytes()
    assert data.startswith(b"%PDF") and len(re.findall(rb"/Type\s*/Page\b", data)) >= 3
    figures = [f for s in lesson.sections for f in s.figures]
    widths = sorted(int(w) for w in re.findall(rb"/Width\s*(\d+)", data))
    assert widths == sorted(f.size[0] for f in figures)  # the boards, not Qt's missing-image mark


def test_the_pdf_shows_the_notation_only_when_asked_for(recording: Recording) -> None:
    from playtester.ui.pdf import qt_html

    plain, _ = qt_html(build_lesson(recording, scale=0.2))
    assert "Ben ends the ride phase" in plain and "mulligan &quot;" not in plain
    full, _ = qt_html(build_lesson(recording, scale=0.2, notation=True))
    assert "mulligan &quot;" in full


def test_the_record_package_never_imports_qt_at_module_level() -> None:
    for path in sorted(RECORD.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:  # top-level statements only
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            assert not any(n.startswith(("PySide6", "playtester.ui")) for n in names), path
    code = (
        "import sys, playtester.record.lesson, playtester.record.library;"
        "assert not any(m.startswith('PySide6') for m in sys.modules), 'Qt was imported'"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)


def test_the_lesson_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "demo.json"
    assert main(["replay", "sample", str(source)]) == 0
    out = tmp_path / "lesson.html"
    argv = ["replay", "lesson", str(source), str(out), "--chapter", "Riding up"]
    argv += ["--gif", str(tmp_path / "a.gif"), "--from", "3", "--to", "6"]
    assert main(argv) == 0
    printed = capsys.readouterr().out
    assert "1 chapter, 1 picture" in printed and "4 frames" in printed
    assert "<h1>Ann vs Ben: Riding up</h1>" in out.read_text(encoding="utf-8")
    assert 'class="notation"' not in out.read_text(encoding="utf-8")
    assert main(["replay", "lesson", str(source), str(out), "--notation"]) == 0
    assert '<span class="notation">next</span>' in out.read_text(encoding="utf-8")
    assert main(["replay", "lesson", str(source), str(out), "--chapter", "x"]) == 1
    assert 'no chapter "x"' in capsys.readouterr().err


# -- an export that fails midway leaves the earlier file as it was ------------------------------


class _FullDisk:
    """A file in `folder` that takes half of what is written to it, then finds the disk full."""

    def __init__(self, file: Any) -> None:
        self._file = file

    def write(self, data: Any) -> int:
        self._file.write(data[: len(data) // 2])
        self._file.flush()
        raise OSError(errno.ENOSPC, "No space left on device")

    def __getattr__(self, name: str) -> Any:
        return getattr(self._file, name)

    def __enter__(self) -> _FullDisk:
        return self

    def __exit__(self, *exc: object) -> None:
        self._file.close()


def _fill_disk_in(folder: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every file opened for writing in `folder` finds the disk full midway."""
    import builtins

    real = io.open

    def opened(file: Any, mode: str = "r", *args: Any, **kw: Any) -> Any:
        handle = real(file, mode, *args, **kw)
        inside = isinstance(file, (str, Path)) and Path(file).parent == folder
        return _FullDisk(handle) if inside and any(c in mode for c in "wa+") else handle

    monkeypatch.setattr(io, "open", opened)
    monkeypatch.setattr(builtins, "open", opened)


EARLIER = b"the lesson exported last week, kept until a new one is whole"


def test_a_lesson_page_cut_short_by_a_full_disk_leaves_the_earlier_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    source = tmp_path / "demo.json"
    assert main(["replay", "sample", str(source)]) == 0
    out = tmp_path / "lessons" / "lesson.html"
    out.parent.mkdir()
    out.write_bytes(EARLIER)
    capsys.readouterr()
    _fill_disk_in(out.parent, monkeypatch)
    assert main(["replay", "lesson", str(source), str(out)]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "No space left on device" in err
    monkeypatch.undo()
    assert out.read_bytes() == EARLIER
    assert [p.name for p in out.parent.iterdir()] == ["lesson.html"]  # nothing half-made left


def test_a_gif_cut_short_by_a_full_disk_leaves_the_earlier_one(
    recording: Recording, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "run.gif"
    path.write_bytes(EARLIER)
    _fill_disk_in(tmp_path, monkeypatch)
    with pytest.raises(OSError, match="No space left"):
        write_gif(recording, path, frame_nodes(recording, 3, 5), scale=0.2)
    monkeypatch.undo()
    assert path.read_bytes() == EARLIER
    assert [p.name for p in tmp_path.iterdir()] == ["run.gif"]


def test_a_pdf_that_fails_midway_leaves_the_earlier_one(
    recording: Recording, tmp_path: Path, qapp: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtGui import QTextDocument

    from playtester.ui.pdf import write_pdf

    def broken(document: Any, printer: Any) -> None:
        raise RuntimeError("the printer stopped midway")

    path = tmp_path / "lesson.pdf"
    path.write_bytes(EARLIER)
    monkeypatch.setattr(QTextDocument, "print_", broken)
    with pytest.raises(RuntimeError, match="midway"):
        write_pdf(build_lesson(recording, scale=0.2), path)
    monkeypatch.undo()
    assert path.read_bytes() == EARLIER
    assert [p.name for p in tmp_path.iterdir()] == ["lesson.pdf"]


def _boards_and_page_widths(pdf: bytes) -> list[tuple[float, float, float]]:
    """Where each picture of a PDF written by Qt lies across its page: (left edge, right edge,
    the page's printable width), in the page's own units (Qt clips each page to that width)."""
    import zlib

    found = []
    for stream in re.finditer(rb"stream\r?\n(.*?)endstream", pdf, re.S):
        try:
            text = zlib.decompress(stream.group(1))
        except zlib.error:
            continue
        clip = re.search(rb"0 0 m\n([\d.]+) 0 l\n", text)
        number = rb"(-?[\d.]+)"
        place = rb" ".join([number] * 6) + rb" cm\n"
        pictures = re.finditer(place + rb"(-?[\d.]+) 0 0 -?[\d.]+ 0 [\d.]+ cm /Im\w+\s+Do", text)
        for m in pictures:
            assert clip is not None
            scale, left, width = float(m.group(1)), float(m.group(5)), float(m.group(7))
            found.append((left, left + scale * width, float(clip.group(1))))
    return found


def test_the_pdfs_boards_lie_within_the_page(
    recording: Recording, tmp_path: Path, qapp: Any
) -> None:
    """Every board picture of the PDF lesson lies inside the printable width of its page, none
    cut off on the right."""
    from playtester.ui.pdf import write_pdf

    lesson = build_lesson(recording, scale=0.3)
    write_pdf(lesson, tmp_path / "lesson.pdf")
    placed = _boards_and_page_widths((tmp_path / "lesson.pdf").read_bytes())
    assert len(placed) == len([f for s in lesson.sections for f in s.figures])
    for left, right, page in placed:
        assert left >= 0 and right <= page, (left, right, page)


def test_a_received_recording_never_puts_a_local_file_in_a_lesson(tmp_path: Path) -> None:
    """A recording's cards may name any picture file; a lesson (and a GIF), made to be shared,
    takes pictures from the picture folders only: never an absolute path, never one that climbs
    out of the folder with `..`."""
    import copy
    import json
    import os

    from playtester.record.portable import export_document
    from playtester.userdata import pictures_dir

    secret = tmp_path / "secret.png"
    Image.new("RGB", (126, 176), (255, 0, 255)).save(secret)
    folder = pictures_dir()
    folder.mkdir(parents=True)
    Image.new("RGB", (126, 176), (0, 200, 0)).save(folder / "shared.png")
    sent = export_document(annotated_demo(Library(memory=True)))  # in this test's data folder

    def shared(picture: str) -> tuple[list[bytes], bytes]:
        """The lesson's pictures and a GIF of a received recording whose every card names
        `picture`."""
        doc = copy.deepcopy(sent)
        for card in doc["start"]["cards"]:
            card["picture"] = picture
        received = tmp_path / "received.json"
        received.write_text(json.dumps(doc), encoding="utf-8")
        game, _ = Library(memory=True).import_file(received)
        lesson = build_lesson(game, chapter="Riding up", scale=0.25)
        write_gif(game, tmp_path / "a.gif", frame_nodes(game, 3, 3), scale=0.25)
        figures = [f.image for s in lesson.sections for f in s.figures]
        return figures, (tmp_path / "a.gif").read_bytes()

    drawn = shared("")
    assert drawn[0]  # the chapter has a picture
    assert shared(str(secret)) == drawn
    assert shared(os.path.relpath(secret, folder)) == drawn  # ../../...: out of the folder
    assert shared("shared.png") != drawn  # a picture in the picture folder is used

"""A recording as a lesson: its chapters, one board picture per annotated step with the step's
comment, mark and drawings, and the whole list of actions, in plain words (the notation too,
when asked for).

`build_lesson` gathers the content (plain data, pictures as JPEG bytes); `lesson_html` writes
it as one self-contained HTML page (pictures as data URIs, styles inline, no script and no
external request), which prints well too; `pdf.write_pdf` sets the same content through Qt.
A lesson for one view has only the steps that view is shown, numbered as it numbers them
(`printer.Shown`).
"""

from __future__ import annotations

import base64
import html
import io
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from playtester import files
from playtester.engine.registry import words_for
from playtester.engine.sight import handled
from playtester.record.annotations import MARK_NAMES, Annotations
from playtester.record.printer import Shown, annotation_lines, say
from playtester.record.recording import Recording
from playtester.render.board import board_image

if TYPE_CHECKING:
    from PIL import Image


class LessonError(ValueError):
    """The lesson cannot be made as asked (for example, no chapter of that name)."""


@dataclass
class Figure:
    """One annotated step: its picture and words."""

    node: int
    ply: int
    turn: str  # "Turn 3 · Ann"
    actor: str
    action: str  # in plain words, as the chosen player may read it
    mark: str | None
    comment: str
    drawings: list[tuple[str, str]]  # (colour, what)
    image: bytes  # JPEG
    size: tuple[int, int]
    variation: str = ""  # "Variation instead of step 62" for a step off the line
    notation: str = ""  # the action in notation, when the lesson was asked for it

    @property
    def anchor(self) -> str:
        return f"step-{self.node}"

    @property
    def mark_name(self) -> str:
        return MARK_NAMES.get(self.mark or "", "")


@dataclass
class Section:
    title: str
    figures: list[Figure] = field(default_factory=list)


@dataclass
class Row:
    """A line of the action list: a turn header, a chapter title or an action."""

    kind: str  # "turn" | "chapter" | "move" | "varhead" | "variation"
    text: str  # an action in plain words
    ply: int = 0
    actor: str = ""
    mark: str | None = None
    anchor: str | None = None  # the figure of this step, when there is one
    notation: str = ""  # the action in notation, when the lesson was asked for it


@dataclass
class Lesson:
    title: str
    subtitle: str
    perspective: str
    intro: str
    sections: list[Section]
    rows: list[Row]
    result: str
    game: str = "Cardfight!! Vanguard"  # the game's title, as its words say it


def _jpeg(image: Image.Image) -> bytes:
    out = io.BytesIO()
    image.save(out, "JPEG", quality=88, subsampling=0, optimize=True)
    return out.getvalue()


def _drawings(notes: Annotations, lines: list[str]) -> list[tuple[str, str]]:
    """(colour, text) for each drawing line `printer.annotation_lines` made."""
    out = []
    for line in lines:
        text = line.strip()
        if text.startswith("[") and text.endswith("]"):
            colour, _, rest = text[1:-1].partition(" ")
            out.append((colour, rest))
    return out


class _Builder:
    """Walks the lesson's steps, making the rows of the action list and the figures."""

    def __init__(
        self, recording: Recording, view: int | None, scale: float, notation: bool
    ) -> None:
        self.recording = recording
        self.view = view
        self.scale = scale
        self.notation = notation
        self.names = recording.names
        self.replay = recording.replay()
        self.shown = Shown(self.replay, view)
        self.sections: list[Section] = []
        self.rows: list[Row] = []
        self.header: str | None = None
        self.chapter: str | None = None  # one opening on a step the view is not shown

    def step(self, node: int, variation: str = "") -> None:
        """One step: its row (and turn header), and its figure when it is annotated; nothing
        for a step the view is not shown (its chapter opens at the next step shown)."""
        recording, names = self.recording, self.names
        notes = recording.notes.get(node)
        if not variation:
            self.chapter = notes.chapter or self.chapter
        if not self.shown.told(node):
            return
        if self.chapter and not variation:
            self.sections.append(Section(self.chapter))
            self.rows.append(Row("chapter", self.chapter))
            self.chapter = None
        if node == 0:
            game = self.replay.goto(0)
            action, notation, actor, ply, turn = "", "", "", 0, "Start position"
        else:
            ply = self.shown.number(node)
            said = say(self.replay, node, self.view)
            game = self.replay.game
            turn, actor, action = said.turn, said.actor, said.words
            notation = said.notation if self.notation else ""
            if turn != self.header and not variation:
                self.header = turn
                self.rows.append(Row("turn", turn))
            anchor = f"step-{node}" if notes else None
            kind = "variation" if variation else "move"
            self.rows.append(Row(kind, action, ply, actor, notes.mark, anchor, notation))
        if not notes or (node == 0 and not (notes.arrows or notes.circles or notes.highlights)):
            return
        moved = handled(recording.events(node)) if node else []
        picture = board_image(
            game, self.view, annotations=notes, moved=moved, scale=self.scale, shared=True
        )
        lines = annotation_lines(notes, names, game, self.view, "")
        if not self.sections:
            self.sections.append(Section(""))
        self.sections[-1].figures.append(
            Figure(
                node,
                ply,
                turn,
                actor,
                action,
                notes.mark,
                notes.comment,
                _drawings(notes, lines),
                _jpeg(picture),
                picture.size,
                variation,
                notation,
            )
        )

    def variations(self, node: int) -> None:
        """The variations that leave the line instead of `node` (one level deep)."""
        tree = self.recording.tree
        siblings = tree.children[tree.parent(node)]
        if siblings[0] != node:
            return
        for other in siblings[1:]:
            label = f"Variation instead of step {self.shown.number(tree.parent(node)) + 1}"
            self.rows.append(Row("varhead", label))
            for step in [other, *tree.continuation(other)]:
                self.step(step, label)


def build_lesson(
    recording: Recording,
    *,
    chapter: str | None = None,
    view: int | None = None,
    scale: float = 0.55,
    line: int | None = None,
    notation: bool = False,
) -> Lesson:
    """The lesson of a recording's main line (or the line through step `line`), or of one
    chapter of it, as `view` saw it (None: everything). Variations that leave the line (one
    level deep) are listed, and their annotated steps get figures too. Actions are in plain
    words; `notation` adds each one's notation."""
    names = recording.names
    nodes = recording.main_line() if line is None else recording.line(line)
    order = [0, *nodes]
    chapters = recording.notes.chapters(order)
    if chapter is not None:
        wanted = chapter.strip().casefold()
        found = [i for i, (_, title) in enumerate(chapters) if title.casefold() == wanted]
        if not found:
            known = ", ".join(f'"{t}"' for _, t in chapters) or "none"
            raise LessonError(f'no chapter "{chapter}" in this recording (chapters: {known})')
        first = order.index(chapters[found[0]][0])
        nxt = found[0] + 1
        last = order.index(chapters[nxt][0]) if nxt < len(chapters) else len(order)
        order = order[first:last]
    builder = _Builder(recording, view, scale, notation)
    for node in order:
        builder.step(node)
        if node:
            builder.variations(node)
    end = builder.replay.goto(order[-1] if order else 0)
    turn_now = end.state.vars.turn
    if end.winner is not None:
        result = f"{names[end.winner]} won on turn {turn_now}."
    else:
        result = f"The line ends on turn {turn_now}."
    when = datetime.fromtimestamp(recording.created / 1000).strftime("%d %B %Y")
    fmt = str(recording.meta.get("format", end.state.format))
    fmt = words_for(end.state.game).format_names.get(fmt, fmt)
    who = "everything shown" if view is None else f"as {names[view]} saw it"
    sections = [s for s in builder.sections if s.figures or s.title]
    title = recording.title
    if chapter is not None and sections:
        title = f"{recording.title}: {sections[0].title}"
    return Lesson(
        title=title,
        subtitle=f"{names[0]} against {names[1]} · {fmt} format · played {when}",
        perspective=f"Hidden cards: {who}",
        intro=recording.notes.get(0).comment if chapter is None else "",
        sections=sections,
        rows=builder.rows,
        result=result,
        game=words_for(end.state.game).title,
    )


# -- HTML -----------------------------------------------------------------------------------------

CSS = """
:root { --ink:#1d2433; --soft:#5b6475; --line:#e3e6ee; --paper:#fbfaf7; --gold:#b8862b; }
* { box-sizing: border-box; }
body { margin:0; background:#eef0f4; color:var(--ink);
  font: 16px/1.55 "DejaVu Sans", "Segoe UI", Helvetica, Arial, sans-serif; }
main { max-width: 1040px; margin: 0 auto; background: var(--paper); padding: 0 0 48px;
  box-shadow: 0 0 40px rgba(20,30,60,.12); }
header { background: linear-gradient(135deg,#1b2540,#2c3d66); color:#fff; padding:40px 56px 32px; }
header h1 { margin:0 0 6px; font-size:34px; letter-spacing:.3px; }
header p { margin:2px 0; color:#cdd6ee; }
.badge { display:inline-block; margin-top:12px; padding:3px 10px; border-radius:99px;
  background:rgba(255,255,255,.14); font-size:13px; color:#fff; }
.intro { padding: 22px 56px 0; font-size:17px; color:#2f3748; white-space:pre-wrap; }
nav { margin: 22px 56px 0; padding: 14px 20px; border:1px solid var(--line); border-radius:10px;
  background:#fff; }
nav h2 { margin:0 0 6px; font-size:14px; text-transform:uppercase; letter-spacing:1.5px;
  color:var(--soft); }
nav ol { margin:0; padding-left:22px; } nav a { color:#2c4a9a; text-decoration:none; }
section.chapter { padding: 0 56px; }
section.chapter > h2 { margin:40px 0 8px; font-size:26px; border-bottom:3px solid var(--gold);
  padding-bottom:6px; }
figure { margin: 26px 0 0; padding:0; background:#fff; border:1px solid var(--line);
  border-radius:12px; overflow:hidden; break-inside: avoid; page-break-inside: avoid; }
figure img { display:block; width:100%; height:auto; background:#0c111c; }
figcaption { padding: 14px 20px 18px; }
.step { font-size:13px; color:var(--soft); text-transform:uppercase; letter-spacing:1px; }
.move { font-weight:600; font-size:18px; line-height:1.4; margin:4px 0 6px; }
.notation { font: 13px "DejaVu Sans Mono", Consolas, monospace; color:#7b8394; }
.move .notation { display:block; font-weight:400; }
.mark { display:inline-block; min-width:34px; margin-left:8px; padding:0 8px; border-radius:6px;
  color:#fff; font-weight:700; text-align:center; text-indent:0; }
.m-good { background:#2f9e5b; } .m-bad { background:#d9822b; } .m-blunder { background:#c8423b; }
.m-great { background:#1f7fbf; } .m-odd { background:#7a5bb5; }
.markname { color:var(--soft); font: 14px "DejaVu Sans", Helvetica, Arial, sans-serif;
  margin-left:6px; }
.varlabel { background:#f3efff; color:#5b3fa3; font-weight:700; font-size:13px;
  padding:7px 20px; letter-spacing:.5px; border-bottom:1px solid #e4dcfb; }
figure.var { border-color:#d9cff7; }
.varhead { margin:6px 0 0 2.2em; color:#5b3fa3; font-style:italic; }
.row.var { margin-left:1.6em; color:#4b3a7a; }
.comment { margin:8px 0 0; white-space:pre-wrap; }
ul.drawings { margin:10px 0 0; padding:0; list-style:none; font-size:14px; color:#3a4253; }
ul.drawings li { margin:2px 0; }
.swatch { display:inline-block; width:12px; height:12px; border-radius:3px; margin-right:8px;
  vertical-align:-1px; }
.green { background:#40c868; } .red { background:#ec4c4c; } .blue { background:#4696fa; }
.yellow { background:#f8c830; }
section.moves { padding: 0 56px; }
section.moves > h2 { margin:44px 0 10px; font-size:26px; border-bottom:3px solid var(--gold);
  padding-bottom:6px; }
.cols { columns: 2 420px; column-gap: 36px; font-size:14px; }
.cols div { break-inside: avoid; }
.turn { margin:12px 0 2px; font-weight:700; color:#2c3d66; }
.chap { margin:14px 0 2px; font-weight:700; color:var(--gold); }
.row { padding-left:3.8em; text-indent:-3.8em; }
.row .notation { margin-left:.6em; font-size:12px; }
.row .n { color:#9aa1ae; display:inline-block; width:3.2em; text-align:right; margin-right:.6em;
  text-indent:0; }
.row .who { color:var(--soft); }
.row a { color:#2c4a9a; }
.result { margin-top:18px; font-weight:700; }
footer { padding: 28px 56px 0; color:#9aa1ae; font-size:13px; }
@media print { body { background:#fff; } main { box-shadow:none; } }
"""

MARK_CLASS = {
    "!": "m-good",
    "!!": "m-great",
    "?": "m-bad",
    "??": "m-blunder",
    "!?": "m-odd",
    "?!": "m-bad",
}


def _e(text: str) -> str:
    return html.escape(text, quote=True)


def _mark(mark: str | None, named: bool = False) -> str:
    if not mark:
        return ""
    out = f'<span class="mark {MARK_CLASS.get(mark, "m-odd")}">{_e(mark)}</span>'
    if named:
        out += f'<span class="markname">{_e(MARK_NAMES.get(mark, ""))}</span>'
    return out


def _figure(fig: Figure) -> str:
    data = base64.b64encode(fig.image).decode("ascii")
    css = ' class="var"' if fig.variation else ""
    parts = [
        f'<figure id="{fig.anchor}"{css}>',
        f'<img src="data:image/jpeg;base64,{data}" width="{fig.size[0]}" height="{fig.size[1]}"'
        f' alt="The table after step {fig.ply}">',
        "<figcaption>",
        f'<div class="step">{_e(fig.turn)}' + (f" · step {fig.ply}" if fig.ply else "") + "</div>",
    ]
    if fig.variation:
        parts.insert(1, f'<div class="varlabel">{_e(fig.variation)}</div>')
    if fig.action:
        notation = f'<span class="notation">{_e(fig.notation)}</span>' if fig.notation else ""
        parts.append(
            f'<div class="move">{_e(fig.actor)} {_e(fig.action)}{_mark(fig.mark, True)}'
            f"{notation}</div>"
        )
    if fig.comment:
        parts.append(f'<p class="comment">{_e(fig.comment)}</p>')
    if fig.drawings:
        items = "".join(
            f'<li><span class="swatch {_e(c)}"></span>{_e(c)} {_e(t)}</li>' for c, t in fig.drawings
        )
        parts.append(f'<ul class="drawings">{items}</ul>')
    parts.append("</figcaption></figure>")
    return "\n".join(parts)


def _rows(rows: list[Row]) -> str:
    out = []
    for row in rows:
        if row.kind == "turn":
            out.append(f'<div class="turn">{_e(row.text)}</div>')
        elif row.kind == "chapter":
            out.append(f'<div class="chap">§ {_e(row.text)}</div>')
        elif row.kind == "varhead":
            out.append(f'<div class="varhead">{_e(row.text)}</div>')
        else:
            text = f'<span class="who">{_e(row.actor)}</span> {_e(row.text)}'
            if row.anchor:
                text = f'<a href="#{row.anchor}">{text}</a>'
            css = "row var" if row.kind == "variation" else "row"
            notation = f'<span class="notation">{_e(row.notation)}</span>' if row.notation else ""
            out.append(
                f'<div class="{css}"><span class="n">{row.ply}.</span>{text}{_mark(row.mark)}'
                f"{notation}</div>"
            )
    return "\n".join(out)


def write_lesson_html(lesson: Lesson, path: Path | str) -> None:
    """Write the lesson's page to `path` through a temporary file: a failure midway leaves an
    earlier file there as it was."""
    files.write_bytes(path, lesson_html(lesson).encode("utf-8"))


def lesson_html(lesson: Lesson) -> str:
    """The lesson as one self-contained HTML page."""
    sections = []
    toc = []
    for i, section in enumerate(lesson.sections):
        title = section.title or ("The game" if len(lesson.sections) == 1 else "Prologue")
        toc.append(f'<li><a href="#chapter-{i}">{_e(title)}</a></li>')
        figures = "\n".join(_figure(f) for f in section.figures)
        sections.append(
            f'<section class="chapter" id="chapter-{i}"><h2>{_e(title)}</h2>\n{figures}</section>'
        )
    nav = f"<nav><h2>Chapters</h2><ol>{''.join(toc)}</ol></nav>" if len(toc) > 1 else ""
    intro = f'<div class="intro">{_e(lesson.intro)}</div>' if lesson.intro else ""
    return f"""<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{_e(lesson.title)}</title>
<style>{CSS}</style></head>
<body><main>
<header><h1>{_e(lesson.title)}</h1><p>{_e(lesson.subtitle)}</p>
<span class="badge">{_e(lesson.perspective)}</span></header>
{intro}
{nav}
{"".join(sections)}
<section class="moves"><h2>All actions</h2>
<div class="cols">{_rows(lesson.rows)}</div>
<p class="result">{_e(lesson.result)}</p></section>
<footer>Made with playtester · a {_e(lesson.game)} playtesting table</footer>
</main></body></html>
"""

"""An animated GIF of a run of steps (Pillow): one frame per step, each with a caption bar
saying who did what, the teacher's drawings of that step on the board. For one player's view,
the steps are those that view is shown, numbered as it numbers them (`printer.Shown`)."""

from __future__ import annotations

from pathlib import Path

from PIL import Image, ImageDraw

from playtester import files
from playtester.engine.sight import handled
from playtester.record.printer import Shown, say
from playtester.record.recording import Recording
from playtester.record.seek import Replay
from playtester.render.board import board_image
from playtester.render.fonts import font

MAX_FRAMES = 400
CAPTION = (16, 22, 36)


def frame_nodes(
    recording: Recording, first: int | None, last: int | None, view: int | None = None
) -> list[int]:
    """The main-line steps `view` is shown from its step `first` to its step `last` (both
    included, numbered as that view numbers them; None: the ends; 0: the start position)."""
    line = Shown(recording.replay(), view).steps(recording.main_line())
    lo = 1 if first is None else max(0, first)
    hi = len(line) if last is None else min(last, len(line))
    nodes = ([0] if lo == 0 else []) + line[max(lo, 1) - 1 : hi]
    if not nodes:
        raise ValueError(f"no steps between {first} and {last} (the main line has {len(line)})")
    return nodes[:MAX_FRAMES]


def write_gif(
    recording: Recording,
    path: Path | str,
    nodes: list[int],
    *,
    view: int | None = None,
    scale: float = 0.4,
    ms: int = 900,
) -> int:
    """Write the frames of `nodes` as a looping GIF, `ms` per frame; returns the frame count."""
    replay = recording.replay()
    shown = Shown(replay, view)
    frames: list[Image.Image] = []
    for node in nodes[:MAX_FRAMES]:
        text = caption(recording, replay, node, view, shown)
        game = replay.goto(node)
        moved = handled(recording.events(node)) if node else []
        notes = recording.notes.get(node)
        board = board_image(game, view, annotations=notes, moved=moved, scale=scale, shared=True)
        frames.append(_captioned(board, text))
    palette = _quantized(frames)
    with files.replacing(path) as temporary:  # a failure midway leaves an earlier file as it was
        palette[0].save(
            temporary,
            format="GIF",
            save_all=True,
            append_images=palette[1:],
            duration=ms,
            loop=0,
            optimize=False,
            disposal=1,
        )
    return len(frames)


def caption(
    recording: Recording, replay: Replay, node: int, view: int | None, shown: Shown | None = None
) -> str:
    """A frame's caption: the turn, the step (numbered as `view` numbers it; `shown`: that
    view's numbering, kept from frame to frame) and who did what, in plain words."""
    if node == 0:
        return "Start position"
    number = (shown or Shown(replay, view)).number(node)
    said = say(replay, node, view)
    mark = recording.notes.get(node).mark or ""
    return f"{said.turn}  ·  {number}. {said.actor} {said.words} {mark}".rstrip()


def _quantized(frames: list[Image.Image]) -> list[Image.Image]:
    """The frames on one shared palette, without dithering: what does not change between two
    frames stays pixel for pixel the same, so the GIF stores only the changes."""
    sample = Image.new("RGB", (frames[0].width, frames[0].height * 2))
    sample.paste(frames[0], (0, 0))
    sample.paste(frames[-1], (0, frames[0].height))
    reference = sample.quantize(colors=255, method=Image.Quantize.MEDIANCUT)
    return [f.quantize(palette=reference, dither=Image.Dither.NONE) for f in frames]


def _captioned(board: Image.Image, text: str) -> Image.Image:
    size = max(11, board.width // 52)
    bar = round(size * 2.2)
    out = Image.new("RGB", (board.width, board.height + bar), CAPTION)
    out.paste(board, (0, 0))
    draw = ImageDraw.Draw(out)
    f = font("bold", size)
    while f.getlength(text) > board.width - 2 * size and len(text) > 4:
        text = text[:-5] + "..."
    draw.text((size, board.height + bar / 2), text, font=f, fill=(236, 240, 248), anchor="lm")
    return out

"""WIXOSS games recorded, replayed, printed and exported: every card comes back a WIXOSS card
(its colours, levels and costs), `replay print` speaks WIXOSS, and lessons show its board."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from playtester.cli import main
from playtester.engine import Game
from playtester.games.wixoss import bot
from playtester.games.wixoss.cards import WixossCard
from playtester.record.annotations import Target
from playtester.record.codec import decode_state, encode_state
from playtester.record.lesson import build_lesson, lesson_html
from playtester.record.library import Library
from playtester.record.portable import export_document
from playtester.record.printer import print_lines
from playtester.record.recording import Recording
from playtester.resources import demo_decks

DECKS = [p.read_text(encoding="utf-8") for p in demo_decks(game="wixoss")]


def bot_game(seed: int, steps: int = 10_000) -> Game:
    game = Game.new(game="wixoss", format="diva", decks=DECKS[:2], seed=seed, names=("Ann", "Ben"))
    while game.winner is None and len(game.history) < steps:
        game.apply(bot.choose(game))
    return game


def recorded(library: Library, seed: int = 4) -> Recording:
    """A whole bot game, recorded step by step as the table records it."""
    game = Game.new(game="wixoss", format="diva", decks=DECKS[:2], seed=seed, names=("Ann", "Ben"))
    recording = library.start(game, {"mode": "hotseat", "decks": ["Dawnbell", "Cinder"]})
    while game.winner is None:
        recording.apply(bot.choose(game))
    return recording


def test_a_snapshot_keeps_every_wixoss_card_as_it_is_printed() -> None:
    game = bot_game(3, steps=120)
    again = decode_state(json.loads(json.dumps(encode_state(game.state))))
    assert again.snapshot() == game.state.snapshot()
    cards = [c.card for c in again.cards.values()]
    assert all(isinstance(c, WixossCard) for c in cards)
    assert {c.kind for c in cards} >= {"lrig", "assist_lrig", "signi"}
    assert any(c.grow_cost for c in cards) and any(c.burst for c in cards)


def test_a_recorded_game_reopens_and_seeks_to_every_step(tmp_path: Path) -> None:
    path = tmp_path / "recordings.db"
    with Library(path) as library:
        rec = recorded(library)
        rec_id, winner, ply = rec.id, rec.game.winner, rec.ply
        positions = {n: Game.from_position(rec.start) for n in (0,)}
        assert positions
    with Library(path) as library:
        again = library.open(rec_id)
        replay = again.replay()
        nodes = again.main_line()
        assert len(nodes) == ply and replay.goto(nodes[-1]).winner == winner
        slow = Game.from_position(again.start)
        for node in nodes:
            slow.apply(again.step(node).action, override=again.step(node).override)
            if node % 37 == 0 or node == nodes[-1]:
                assert replay.goto(node).to_position() == slow.to_position()


def test_replay_print_speaks_wixoss_for_one_viewer() -> None:
    rec = recorded(Library(memory=True))
    lines = list(print_lines(rec, view=0, notes=True))
    text = "\n".join(lines)
    assert "diva" in lines[0] or "three-LRIG" in lines[0]
    assert re.search(r"^Turn 2 · (Ann|Ben)$", text, re.M)
    assert "grows into" in text and "Ener zone" in text
    assert re.search(r"^\s+\d+\. (Ann|Ben): attack S[LCR]$", text, re.M)
    assert text.splitlines()[-1].startswith("Result: ")
    # Ben's hand and both Life Cloths stay unnamed for Ann: Ben's mulligan names no card
    ben_first = next(line for line in lines if ": mulligan" in line and "Ben" in line)
    assert '"?"' in ben_first or ben_first.rstrip().endswith("mulligan")


def test_replay_print_from_the_command_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rec = recorded(Library(memory=True), seed=6)
    source = tmp_path / "game.json"
    source.write_text(json.dumps(export_document(rec)), encoding="utf-8")
    assert main(["replay", "print", str(source), "--notes"]) == 0
    out = capsys.readouterr().out
    assert "· grows into" in out and "Life Cloth" in out


def test_an_annotated_wixoss_lesson_shows_its_board(tmp_path: Path) -> None:
    rec = recorded(Library(memory=True))
    nodes = rec.main_line()
    attack = next(n for n in nodes if rec.step(n).action.startswith("attack S"))
    rec.notes.annotate(attack, mark="!", comment="Unopposed: the Life Cloth is crushed.")
    rec.notes.arrow(attack, Target(rec.step(attack).actor, "SC"), Target(1, "life"), "red")
    rec.notes.circle(attack, Target(0, "ener"), "green")
    rec.notes.annotate(nodes[-1], chapter="The end", comment="The last damage.")
    lesson = build_lesson(rec, scale=0.3)
    figures = [f for s in lesson.sections for f in s.figures]
    assert [f.node for f in figures] == [attack, nodes[-1]]
    for figure in figures:
        with Image.open(io.BytesIO(figure.image)) as picture:
            assert picture.size == figure.size and picture.size[0] > 300
    page = lesson_html(lesson)
    assert "WIXOSS" in page and "Vanguard" not in page
    assert "red arrow from" in page and "Life Cloth" in page


def test_a_wixoss_lesson_as_a_pdf(tmp_path: Path, qapp: Any) -> None:
    """The annotated lesson set by Qt: a PDF with pages, the WIXOSS board pictures in it and
    its words WIXOSS's (the Life Cloth, never Vanguard)."""
    # (qapp: the tests' QApplication exists first, as in tests/test_record_lesson.py)
    from playtester.ui.pdf import qt_html, write_pdf

    rec = recorded(Library(memory=True))
    nodes = rec.main_line()
    attack = next(n for n in nodes if rec.step(n).action.startswith("attack S"))
    rec.notes.annotate(attack, chapter="The first crush", comment="The Life Cloth is crushed.")
    rec.notes.circle(attack, Target(0, "ener"), "green")
    rec.notes.annotate(nodes[-1], chapter="The end", comment="The last damage.")
    lesson = build_lesson(rec, scale=0.3)
    text, images = qt_html(lesson)
    assert len(images) == 2 and "Life Cloth" in text and "Vanguard" not in text
    write_pdf(lesson, tmp_path / "lesson.pdf")
    data = (tmp_path / "lesson.pdf").read_bytes()
    assert data.startswith(b"%PDF") and len(re.findall(rb"/Type\s*/Page\b", data)) >= 2
    figures = [f for s in lesson.sections for f in s.figures]
    widths = sorted(int(w) for w in re.findall(rb"/Width\s*(\d+)", data))
    assert widths == sorted(f.size[0] for f in figures)  # the boards, not Qt's missing-image mark


def test_a_run_of_wixoss_steps_as_an_animated_gif(tmp_path: Path) -> None:
    from playtester.record.gif import caption, frame_nodes, write_gif

    rec = recorded(Library(memory=True))
    nodes = frame_nodes(rec, 20, 26)
    count = write_gif(rec, tmp_path / "run.gif", nodes, scale=0.25, ms=400)
    with Image.open(tmp_path / "run.gif") as gif:
        assert gif.format == "GIF" and getattr(gif, "n_frames", 1) == count == 7
        assert gif.width == round(1640 * 0.25)  # the WIXOSS table's width
    said = [caption(rec, rec.replay(), n, 0) for n in nodes]
    assert all('"' not in s for s in said)  # plain words: no notation's quoted names


def test_a_lesson_as_one_player_saw_it_names_no_card_the_other_put_back() -> None:
    """The mulligan: in the other player's view of the lesson the cards put back are unnamed;
    in their owner's view they are named."""
    rec = recorded(Library(memory=True))
    step = next(rec.step(n) for n in rec.main_line() if rec.step(n).action.startswith('mulligan "'))
    put_back = [n.strip('"') for n in step.action.removeprefix("mulligan ").split(", ")]
    owner = step.actor

    def said(view: int) -> str:
        rows = build_lesson(rec, view=view, scale=0.2).rows
        return next(r.text for r in rows if r.kind == "move" and r.ply == step.ply)

    assert all(name in said(owner) for name in put_back)
    assert not any(name in said(1 - owner) for name in put_back)

"""`playtester replay ...`: printing a recording (as each player saw it), listing the library,
exporting and importing."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from playtester.cli import main
from playtester.engine import Action
from playtester.games.vanguard import bot
from playtester.record.library import Library
from playtester.record.printer import print_lines
from playtester.record.recording import Recording
from playtester.record.sample import annotated_demo, play_recorded

LINE = re.compile(r"^\s+(\d+)\. (Ann|Ben): (.*?)( [!?]{1,2})?(  \(override\))?$")


@pytest.fixture(scope="module")
def demo_file(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("demo") / "demo.json"
    assert main(["replay", "sample", str(path)]) == 0
    return path


def _actions(lines: list[str]) -> dict[int, str]:
    out = {}
    for line in lines:
        found = LINE.match(line)
        if found:
            out[int(found.group(1))] = found.group(3)
    return out


def test_print_gives_every_action_in_notation_with_turns_and_annotations() -> None:
    recording = annotated_demo(Library(memory=True))
    lines = list(print_lines(recording))
    actions = _actions(lines)
    main_line = recording.main_line()
    assert list(actions) == list(range(1, len(main_line) + 1))
    assert [actions[recording.step(n).ply] for n in main_line] == [
        recording.step(n).action for n in main_line
    ]
    for action in actions.values():
        Action.parse(action)  # every line is notation
    assert "Set-up (mulligans)" in lines and "Turn 1 · Ann" in lines
    assert "## Riding up" in lines and "## First blood" in lines
    assert any(line.endswith(" !?") and "attack" in line for line in lines)
    assert any("{ The first ride." in line for line in lines)
    attack = next(n for n in main_line if recording.step(n).action.startswith("attack"))
    step = recording.step(attack)
    act = Action.parse(step.action)
    me, foe = recording.names[step.actor], recording.names[1 - step.actor]
    arrow = f"[green arrow from {me}'s {act.args[0]} to {foe}'s {act.args[2]}]"
    assert any(arrow in line for line in lines)  # the first attack's arrow
    assert lines[-1].startswith("Result: ")


def test_variations_are_printed_in_parentheses_after_their_step() -> None:
    recording = annotated_demo(Library(memory=True))
    [variation] = recording.variations()
    lines = list(print_lines(recording, variations=True))
    opening = lines.index("  (")
    before = [line for line in lines[:opening] if LINE.match(line)][-1]
    assert before.lstrip().startswith(f"{recording.step(variation.start).ply}.")
    assert ")" in [line.strip() for line in lines[opening:]]
    inside = lines[opening + 1 : lines.index("  )")]
    assert sum(1 for line in inside if LINE.match(line)) == variation.length


def _mulligans(recording: Recording) -> tuple[list[str], list[str]]:
    first, second = recording.main_line()[:2]
    return (
        list(Action.parse(recording.step(first).action).args[0]),
        list(Action.parse(recording.step(second).action).args[0]),
    )


def test_a_view_hides_the_names_that_player_could_not_see() -> None:
    recording = play_recorded(Library(memory=True), seed=3, limit=60)
    game = recording.game
    secret = game.state.cards[game.state.zones[0]["hand"][0]].name
    recording.apply(f'@0 put hand "{secret}" to deck')
    recording.apply("@0 put deck to hand")
    ann_back, ben_back = _mulligans(recording)
    assert ann_back and ben_back  # both send cards back with this seed
    for view, mine, theirs in ((0, ann_back, ben_back), (1, ben_back, ann_back)):
        lines = list(print_lines(recording, view, notes=True))
        actions = _actions(lines)
        own = actions[1] if view == 0 else actions[2]
        other = actions[2] if view == 0 else actions[1]
        assert own == "mulligan " + ", ".join(f'"{n}"' for n in mine)
        assert other == "mulligan " + ", ".join('"?"' for _ in theirs)
        put_back, draw = actions[61], actions[62]
        if view == 0:
            assert put_back == f'@0 put hand "{secret}" to deck'
            assert any(f"puts {secret} from the hand to the deck" in line for line in lines)
        else:
            assert put_back == '@0 put hand "?" to deck' and secret not in "".join(lines[-4:])
            assert any("puts a card from the deck to the hand" in line for line in lines)
        assert draw == "@0 put deck to hand"
    everything = _actions(list(print_lines(recording, None)))
    assert everything[61] == f'@0 put hand "{secret}" to deck'


def test_public_names_stay_in_every_view() -> None:
    recording = play_recorded(Library(memory=True), seed=3)
    for view in (0, 1):
        lines = list(print_lines(recording, view, notes=True))
        text = "\n".join(lines)
        for verb in ("ride", "call", "guard"):
            shown = [a for a in _actions(lines).values() if a.startswith(verb)]
            assert shown and all('"?"' not in a for a in shown)
        assert "drive check: ?" not in text and "damage check: ?" not in text


def test_the_command_line(
    demo_file: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["replay", "print", str(demo_file), "--view", "1"]) == 0
    out = capsys.readouterr().out
    assert "As Ben (player 1) saw it" in out and 'Ann: mulligan "?", "?", "?" !' in out
    assert main(["replay", "list"]) == 0
    assert "no recordings yet" in capsys.readouterr().out
    assert main(["replay", "import", str(demo_file)]) == 0
    steps = len(json.loads(demo_file.read_text(encoding="utf-8"))["steps"])
    assert f"as recording 1: Ann vs Ben, {steps} steps, 1 variation" in capsys.readouterr().out
    assert main(["replay", "list"]) == 0
    listing = capsys.readouterr().out
    # the list counts the main line's steps, as the replay viewer does (not the variation's)
    sample = annotated_demo(Library(memory=True))  # the same game as the file's
    last = sample.main_line()[-1]
    main_line, turn = len(sample.main_line()), sample.step(last).turn
    winner = sample.names[sample.replay(last).game.winner or 0]
    assert main_line < steps
    row = rf"^\s+1\s.*\s{main_line}\s+{turn}\s+{winner} won\s+Ann vs Ben$"
    assert re.search(row, listing, re.M), listing
    assert main(["replay", "export", "1", str(tmp_path / "back.json")]) == 0
    assert main(["replay", "print", "1", "--variations", "--notes"]) == 0
    printed = capsys.readouterr().out
    assert "  (" in printed and re.search(r"^\s+· .*; drive check: ", printed, re.M)
    assert main(["replay", "print", str(tmp_path / "back.json")]) == 0


def test_command_line_errors(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"kind": "playtester-recording", "version": 1, "steps": 3}')
    assert main(["replay", "print", str(bad)]) == 1
    assert "steps: expected a list, got int" in capsys.readouterr().err
    assert main(["replay", "print", "42"]) == 1
    assert "no recording 42" in capsys.readouterr().err
    assert main(["replay", "export", "42", str(tmp_path / "x.json")]) == 1
    assert main(["replay"]) == 2


def test_a_live_recording_prints_while_it_is_played() -> None:
    library = Library()
    recording = play_recorded(library, seed=9, limit=15)
    recording.apply(bot.choose(recording.game))
    viewer = Library().open(recording.id)  # another connection to the file, as a viewer's
    lines = list(print_lines(viewer))
    assert len(_actions(lines)) == 16 and "not finished" in lines[-1]

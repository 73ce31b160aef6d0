"""The recorder and the session library: every step is written as it happens, undo and redo
are recorded, and a game comes back with its undo history."""

from __future__ import annotations

import itertools
import sqlite3
from pathlib import Path
from typing import Any

import pytest

from playtester.engine import Game
from playtester.engine.state import State
from playtester.games.vanguard import bot
from playtester.record.library import Library, LibraryError
from playtester.record.recording import Recording, RecordingError
from playtester.record.sample import play_recorded
from playtester.resources import demo_decks
from playtester.userdata import home

DECKS = [p.read_text(encoding="utf-8") for p in demo_decks()[:2]]


def _new_game(seed: int = 3) -> Game:
    return Game.new(decks=DECKS, seed=seed, names=("Ann", "Ben"))


def _steps_in_file(path: Path, recording: int) -> int:
    """Rows another connection sees: what is committed."""
    with sqlite3.connect(path) as other:
        row = other.execute("SELECT COUNT(*) FROM steps WHERE recording = ?", [recording])
        return int(row.fetchone()[0])


def test_the_library_lives_in_the_data_folder_in_wal_mode() -> None:
    library = Library()
    assert library.path == home() / "recordings.db"
    mode = library.store.execute("PRAGMA journal_mode").fetchone()[0]
    assert mode == "wal"


def test_every_step_is_committed_as_it_is_played(tmp_path: Path) -> None:
    library = Library(tmp_path / "r.db")
    recording = library.start(_new_game())
    game = recording.game
    for count in range(1, 31):
        recording.apply(bot.choose(game))
        assert _steps_in_file(tmp_path / "r.db", recording.id) == count


def test_a_recording_reopens_as_the_same_game(tmp_path: Path) -> None:
    library = Library(tmp_path / "r.db")
    recording = play_recorded(library, seed=3)
    game = recording.game
    assert game.winner is not None
    again = Library(tmp_path / "r.db").open(recording.id)
    assert again.main_line() == recording.main_line()
    assert [again.step(n).action for n in again.main_line()] == [
        str(s.action) for s in game.history
    ]
    assert again.game.to_position() == game.to_position()
    assert again.game.state.snapshot() == game.state.snapshot()
    while again.game.undo():  # the undo history came back, down to the start
        pass
    assert again.game.to_position() == Game.from_position(again.start).to_position()


def test_steps_know_who_acted_when_and_in_which_turn() -> None:
    recording = play_recorded(Library(memory=True), seed=4, limit=40)
    steps = [recording.step(n) for n in recording.main_line()]
    assert steps[0].phase == "setup" and steps[0].turn == 0
    assert {s.actor for s in steps} == {0, 1}
    assert all(a.t <= b.t for a, b in itertools.pairwise(steps))
    rides = [s for s in steps if s.action.startswith("ride")]
    assert rides and all(s.phase == "ride" and s.turn >= 1 for s in rides)
    events = recording.events_data(steps[0].node)
    assert events and all("type" in e for e in events)  # Event.to_dict() forms


def test_the_recording_adopts_the_game_and_its_card_ids() -> None:
    game = _new_game(5)  # dealt: its card ids follow the deck lists, not the reading order
    for _ in range(40):
        game.apply(bot.choose(game))
    game.undo()
    history, future, now = list(game.history), list(game.future), game.state.snapshot()
    recording = Library(memory=True).start(game)
    assert recording.game is game  # one game: no mirror, no translation of ids
    assert game.history == history and game.future == future and game.state.snapshot() == now
    assert recording.ply == 39 and len(recording.future) == 1
    start = recording.snapshot_state(0)
    assert start is not None
    while game.undo():
        pass
    assert start.snapshot() == game.state.snapshot()  # step 0 is the game's own start

    def cards(state: State) -> dict[int, tuple[str, tuple[int, str]]]:
        return {i: (c.card.name, state.where[i]) for i, c in state.cards.items()}

    assert cards(Game.from_position(recording.start).state) == cards(game.state)


def test_a_recording_that_fails_to_start_leaves_the_game_where_it_stood(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game = _new_game(6)
    for _ in range(20):
        game.apply(bot.choose(game))
    game.undo()
    game.undo()
    history, future, now = list(game.history), list(game.future), game.state.snapshot()
    record = Recording.record

    def failing(self: Recording, step: Any, **kwargs: Any) -> Any:
        if self.ply == 7:  # the disk fills up while the steps played so far are stored
            raise sqlite3.OperationalError("database or disk is full")
        return record(self, step, **kwargs)

    monkeypatch.setattr(Recording, "record", failing)
    library = Library(memory=True)
    with pytest.raises(sqlite3.OperationalError):
        library.start(game)
    assert game.history == history and game.future == future and game.state.snapshot() == now
    assert library.recordings() == []  # nothing half-written


def test_recording_a_step_the_recording_cannot_follow_is_an_error() -> None:
    game = _new_game()
    recording = Library(memory=True).start(game)
    game.apply(bot.choose(game))
    game.apply(bot.choose(game))  # two steps, but only the second is recorded
    with pytest.raises(RecordingError):
        recording.record(game.history[-1])


def test_undo_and_redo_are_recorded_and_come_back_on_reopening(tmp_path: Path) -> None:
    library = Library(tmp_path / "r.db")
    recording = library.start(_new_game())
    game = recording.game
    for _ in range(20):
        recording.apply(bot.choose(game))
    position = game.to_position()
    recording.undo()
    recording.undo()
    recording.redo()
    assert recording.ply == 19
    reopened = Library(tmp_path / "r.db").resume(recording.id)
    assert reopened.ply == 19 and len(reopened.future) == 1
    assert len(reopened.game.future) == 1
    reopened.redo()
    assert reopened.game.to_position() == position
    ops = [row[1] for row in reopened.store.journal_rows(recording.id)]
    assert ops[-4:] == ["undo", "undo", "redo", "redo"]


def test_an_action_after_an_undo_starts_a_branch_and_becomes_the_main_line() -> None:
    recording = Library(memory=True).start(_new_game())
    game = recording.game
    for _ in range(12):
        recording.apply(bot.choose(game))
    undone = recording.cursor
    recording.undo()
    recording.apply("power VC +1000")  # something else instead
    main = recording.main_line()
    assert len(main) == 12 and undone not in main  # the game as played is the main line
    [variation] = recording.variations()
    assert variation.start == undone and variation.branch == recording.step(undone).parent
    assert game.future == []  # like the engine: applying clears the redo list
    assert recording.future == []


def test_playing_the_undone_action_again_reuses_its_step() -> None:
    recording = Library(memory=True).start(_new_game())
    game = recording.game
    for _ in range(10):
        recording.apply(bot.choose(game))
    last = recording.cursor
    step = recording.undo()
    assert step is not None
    recording.apply(step.action)
    assert recording.cursor == last and len(recording.tree) == 10 and not recording.variations()


def test_starting_a_game_with_history_and_redo_records_them() -> None:
    game = _new_game()
    auto = []
    for i in range(15):
        game.apply(bot.choose(game))
        auto.append(i % 3 == 0)
    game.undo()
    game.undo()
    recording = Library(memory=True).start(game, {"mode": "goldfish"}, auto=auto[:13])
    assert recording.ply == 13 and len(recording.future) == 2
    assert recording.game.to_position() == game.to_position()
    history, future = recording.auto_flags()
    assert history == auto[:13] and future == [False, False]
    assert recording.meta["mode"] == "goldfish" and recording.meta["names"] == ["Ann", "Ben"]
    recording.redo()
    game.redo()
    assert recording.game.to_position() == game.to_position()


def test_unfinished_games_are_offered_until_closed_or_over() -> None:
    library = Library()
    live = library.start(_new_game(1))
    live.apply(bot.choose(live.game))
    closed = library.start(_new_game(2))
    closed.close()
    over = play_recorded(library, seed=3)
    assert over.game.winner is not None
    assert [info.id for info in library.unfinished()] == [live.id]
    info = library.unfinished()[0]
    assert info.unfinished and info.ply == 1 and info.names == ("Ann", "Ben")
    assert {i.id for i in library.recordings()} == {live.id, closed.id, over.id}
    live.close()
    assert library.unfinished() == []


def test_resume_gives_the_live_game_with_its_undo_history(tmp_path: Path) -> None:
    library = Library(tmp_path / "r.db")
    recording = library.start(_new_game(7))
    for _ in range(50):
        recording.apply(bot.choose(recording.game))
    position = recording.game.to_position()
    library.close()
    resumed = Library(tmp_path / "r.db").resume(recording.id)
    game = resumed.game
    assert game.to_position() == position and len(game.history) == 50
    resumed.undo()
    resumed.apply(bot.choose(game))  # recording goes on after a resume
    assert resumed.ply == 50 and len(resumed.tree) == 50


def test_the_same_recording_is_one_object_while_open() -> None:
    library = Library()
    recording = library.start(_new_game())
    assert library.open(recording.id) is recording


def test_deleted_and_unknown_recordings() -> None:
    library = Library()
    recording = library.start(_new_game())
    library.delete(recording.id)
    with pytest.raises(LibraryError, match=f"no recording {recording.id}"):
        library.open(recording.id)


def test_a_library_from_a_newer_version_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "r.db"
    Library(path).close()
    with sqlite3.connect(path) as db:
        db.execute("UPDATE info SET value = '99' WHERE key = 'schema_version'")
    with pytest.raises(LibraryError, match="newer playtester"):
        Library(path)


def test_a_damaged_library_file_is_a_clear_error(tmp_path: Path) -> None:
    path = tmp_path / "r.db"
    path.write_bytes(b"this is not a database" * 100)
    with pytest.raises(LibraryError, match=r"the recordings library .* is damaged"):
        Library(path)


def test_a_damaged_line_of_steps_that_loops_back_is_listed_and_never_hangs(
    tmp_path: Path,
) -> None:
    """A damaged library whose steps lead back to the start (a broken index, or a step 0
    whose parent is the last step) is listed all the same: the main line counts each step
    once, where a walk that kept every row it reached went round forever (found by
    test_fuzz_readers: a flipped byte in the steps' index)."""
    path = tmp_path / "recordings.db"
    with Library(path) as library:
        play_recorded(library, seed=3, limit=12)
    db = sqlite3.connect(path)
    (recording_id, top) = db.execute("SELECT recording, MAX(node) FROM steps").fetchone()
    row = db.execute("SELECT * FROM steps WHERE node = ?", [top]).fetchone()
    names = [c[1] for c in db.execute("PRAGMA table_info(steps)")]
    looped = dict(zip(names, row, strict=True))
    looped.update(node=0, parent=top, rank=0)  # step 0 follows the last: a loop
    columns = ", ".join(looped)
    db.execute(f"INSERT INTO steps ({columns}) VALUES ({', '.join('?' * len(looped))})",
               list(looped.values()))  # fmt: skip
    db.commit()
    db.close()
    with Library(path) as library:
        steps = [0]

        def runaway() -> int:  # a walk that does not end is stopped, and fails this test
            steps[0] += 1
            return int(steps[0] > 100_000)

        library.store.db.conn.set_progress_handler(runaway, 100)
        [info] = library.recordings()
    assert info.id == recording_id and steps[0] <= 100_000
    assert info.main == top  # the steps 1..top once each (step 0 is the start itself)

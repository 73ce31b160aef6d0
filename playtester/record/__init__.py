"""Recordings: every game recorded step by step, annotated, replayed, branched and exported.

- `library.Library`: the session library (`recordings.db` in the data folder): start, open,
  resume, list unfinished games, import and export.
- `recording.Recording`: one recorded game as a tree of steps with its live cursor (`apply`,
  `record`, `undo`, `redo`, `play_from`, `promote`, `delete`) and its `notes`
  (`notebook.Notebook`: annotations with their own undo history; `annotations`: the data).
- `seek.Replay`: a game that goes to any step fast (snapshots, `codec`).
- `portable`: the versioned JSON file; `printer`: text (per-player views); `lesson`, `gif`:
  lesson exports (the PDF is set by `playtester.ui.pdf`, with Qt); `savegame`: saved games.
- `driver`: a headless recorded bot game (the crash test kills it); `sample`: a worked example.

Nothing here imports Qt.
"""

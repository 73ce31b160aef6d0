"""The random walk both games' property tests take: legal actions, texts from a pool of
actions (most of them illegal or impossible), overrides, undos and redos, the game's
bookkeeping checked after each; undoing everything must give back the start."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from playtester.engine import Game, IllegalAction

STEP_KINDS = 12  # kind 0-5: a legal action; 6-7: a text; 8: a text forced; 9-10: undo; 11: redo


def walk(
    game: Game,
    steps: Sequence[tuple[int, int]],
    pool: Sequence[str],
    bookkeeping: Callable[[Game], None],
) -> None:
    """Take `steps` (kind, n) on `game`: n picks the legal action or the text."""
    start, start_position = game.state.snapshot(), game.to_position()
    for kind, n in steps:
        if kind <= 5:
            legal = game.legal_actions()
            if legal:
                action = legal[n % len(legal)]
                assert game.check(action).legal, (action, game.check(action).reason)
                game.apply(action)
        elif kind <= 8:
            text = pool[n % len(pool)]
            before = game.state.snapshot()
            verdict = game.check(text)
            try:
                game.apply(text, override=kind == 8)
            except IllegalAction as exc:
                assert exc.reason, "an illegal action without a reason"
                assert game.state.snapshot() == before, f"{text!r} failed but changed the game"
                assert not verdict.legal and exc.reason == verdict.reason
            else:
                assert verdict.legal or kind == 8
                assert verdict.possible
        elif kind <= 10:
            game.undo()
        else:
            game.redo()
        bookkeeping(game)
    while game.undo():
        pass
    assert game.state.snapshot() == start
    assert game.to_position() == start_position

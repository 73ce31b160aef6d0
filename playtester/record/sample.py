"""A worked example: a bot game recorded and annotated as a teacher would, with chapters,
marks, arrows, circles, highlights and a "what if" variation.

Used by the tests, the documentation's lesson screenshots and `playtester replay sample`.
"""

from __future__ import annotations

from playtester.engine import Action, Game
from playtester.engine.registry import players_for
from playtester.record.annotations import Target
from playtester.record.library import Library
from playtester.record.recording import Recording
from playtester.resources import demo_decks

NAMES = ("Ann", "Ben")


def play_recorded(library: Library, seed: int = 3, limit: int = 2000) -> Recording:
    """A bot-against-bot game from the first two demo decks, recorded as it is played."""
    decks = [p.read_text(encoding="utf-8") for p in demo_decks()[:2]]
    recording = library.start(Game.new(decks=decks, seed=seed, names=NAMES), {"mode": "demo"})
    game = recording.game
    bot = players_for(game.state.game).bot
    while game.winner is None and recording.ply < limit:
        recording.apply(bot(game))
    return recording


def _first(recording: Recording, verb: str, after: int = 0) -> int | None:
    for node in recording.main_line():
        info = recording.step(node)
        if info.ply > after and Action.parse(info.action).verb == verb:
            return node
    return None


def _noted_first(recording: Recording, verb: str, **note: str) -> int | None:
    """The main line's first step of `verb`, given the `note` (chapter, mark, comment); None
    when there is none."""
    node = _first(recording, verb)
    if node is not None:
        recording.notes.annotate(node, **note)
    return node


def _unit(recording: Recording, node: int, player: int, circle: str) -> int | None:
    game = recording.replay(node).game
    ids = game.state.zones[player].get(circle)
    return ids[0] if ids else None


def annotate(recording: Recording) -> None:
    """Chapters, comments, marks and drawings at the telling moments of the main line."""
    notes = recording.notes
    names = recording.names
    line = recording.main_line()
    notes.annotate(
        0,
        chapter="Setting up",
        comment=f"{names[0]} and {names[1]} each start with five cards and may send any of them"
        " back once. Watch which grades each keeps.",
    )
    first = line[0]
    notes.annotate(
        first,
        mark="!",
        comment="Grade 3s and triggers go back: with grades 1 and 2 in hand, riding on curve"
        " is what matters in the first turns.",
    )
    ride = _noted_first(
        recording,
        "ride",
        chapter="Riding up",
        comment="The first ride. The new vanguard stands on top of the old one, which becomes"
        " its soul.",
    )
    if ride is not None:
        card = _unit(recording, ride, recording.step(ride).actor, "VC")
        if card is not None:
            notes.highlight(ride, card, "yellow")
    attack = _noted_first(
        recording,
        "attack",
        chapter="First blood",
        mark="!?",
        comment="Attacking the vanguard early forces a choice: take the damage or spend shields"
        " from a small hand.",
    )
    if attack is not None:
        info = recording.step(attack)
        act = Action.parse(info.action)
        me, foe = info.actor, 1 - info.actor
        notes.arrow(attack, Target(me, str(act.args[0])), Target(foe, str(act.args[2])), "green")
        if "boost" in act.args:
            notes.arrow(attack, Target(me, str(act.args[-1])), Target(me, str(act.args[0])), "blue")
    guard = _noted_first(
        recording,
        "guard",
        mark="!",
        comment="A well-timed guard: just enough shield to stop the hit, keeping the rest of the"
        " hand.",
    )
    if guard is not None:
        actor = recording.step(guard).actor
        notes.circle(guard, Target(actor, "GC"), "yellow")
        notes.circle(guard, Target(actor, "VC"), "blue")
        _what_if(recording, guard)
    last = line[-1]
    final_turn = recording.step(last).turn
    start = next(n for n in line if recording.step(n).turn == final_turn)
    if start not in (first, ride, attack, guard):
        notes.annotate(start, chapter="The finish")
    winner = recording.replay(last).game.winner
    if winner is not None:
        notes.annotate(last, mark="!!", comment=f"The sixth damage: {names[winner]} wins.")
        notes.circle(last, Target(1 - winner, "damage"), "red")


def _what_if(recording: Recording, guard: int) -> None:
    """A variation: the defender does not guard."""
    parent = recording.step(guard).parent
    game = recording.play_from(parent)
    if not game.check("next").legal:
        return
    recording.apply("next")
    first = recording.cursor
    for _ in range(4):
        if game.winner is not None:
            break
        recording.apply(players_for(game.state.game).bot(game))
    recording.notes.annotate(
        first,
        mark="?!",
        comment="What if no guardian had been called? The attack hits, and"
        " the damage check may even give the attacker a trigger.",
    )
    back = recording.line(guard)[-1]
    recording.play_from(back)  # the live cursor goes back to the end of the main line


def annotated_demo(library: Library, seed: int = 3) -> Recording:
    """The whole worked example: a recorded game, annotated, closed."""
    recording = play_recorded(library, seed)
    annotate(recording)
    recording.close()
    return recording

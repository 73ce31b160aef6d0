"""Take the WIXOSS screenshots in docs/ from the real widgets: the playmat mid-game and a
battle (each in a 1600 x 1000 window and a laptop's 1366 x 768 one), the LRIG deck's viewer and
the grow picker, a Life Burst prompt, the hot-seat curtain, the replay viewer on a WIXOSS game,
Deck ▸ Statistics for a WIXOSS deck (1,000 games), a [Constant] bonus explained on hover and an
[Action] ability in a SIGNI's menu; and, when Chromium is installed, an exported WIXOSS lesson.
Every game is dealt from fixed seeds.

    .venv/bin/python scripts/wixoss_screenshots.py [OUT_DIR] [--only NAME]
"""

from __future__ import annotations

import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from screenshots import SIZE, SIZES, _overlay, _save, _window, arguments, run_games, show_as

from playtester.engine import Action, Game
from playtester.games.wixoss import bot
from playtester.resources import demo_decks

DECKS = {p.stem: p.read_text(encoding="utf-8") for p in demo_decks(game="wixoss")}


def _game(seed: int, names: tuple[str, str], goldfish: bool) -> Game:
    decks = [DECKS["dawnbell-choir"], DECKS["cinder-pact"]]
    return Game.new("wixoss", "diva", decks, seed=seed, names=names)


def _play(game: Game, goldfish: bool, until: object) -> Game:
    """Play on (the bot for player 0, the goldfish or the bot for player 1) until `until`."""
    while game.winner is None and not until(game):  # type: ignore[operator]
        mover = bot.passive if goldfish and game.to_play == 1 else bot.choose
        game.apply(mover(game))
    return game


def table(out: Path) -> None:
    """A goldfish game in the player's fifth turn's main phase, a SIGNI of the goldfish frozen
    and one of the player's down; then the LRIG deck's viewer and the grow picker of a turn
    where more than one payment works."""
    from playtester.ui.choice import ChoiceDialog
    from playtester.ui.controller import TableController

    def main_phase(g: Game) -> bool:
        v = g.state.vars
        return v.turn >= 9 and v.phase == "main" and g.to_play == 0

    for suffix, size in SIZES.items():
        game = _play(_game(3, ("Player", "Goldfish"), True), True, main_phase)
        foe = [z for z in ("SL", "SC", "SR") if game.state.zones[1].get(z)]
        if foe:
            game.apply(f"@0 freeze -> {foe[0]}")
        window = _window(TableController(game, "goldfish"), size)
        centre = game.state.zones[0]["C"][0]
        window.side.show_card(game.state.cards[centre].card)
        _save(window, out / f"wixoss-table{suffix}.png")

    def growing(g: Game) -> bool:
        v = g.state.vars
        grows = v.phase == "grow" and g.to_play == 0 and v.turn >= 5
        return grows and any(a.verb == "grow" for a in g.legal_actions())

    game = _play(_game(3, ("Player", "Goldfish"), True), True, growing)
    game.apply("@0 charge 2")  # card text: more Ener, so more than one payment works
    controller = TableController(game, "goldfish")
    window = _window(controller)
    window.view_zone(0, "lrig_deck")
    viewer = window.viewers[-1]
    viewer.resize(900, 430)
    _save(viewer, out / "wixoss-lrig-deck-viewer.png")
    viewer.close()
    choice = controller.choice_for(Action("grow"))  # the Grow button's picker
    assert choice is not None
    dialog = ChoiceDialog(controller, window.pixmaps, choice, window)
    dialog.show()
    _save(dialog, out / "wixoss-grow-picker.png")


def battle(out: Path) -> None:
    """A hot-seat game at the guard step: the Center LRIG's attack, as the defender sees it, at
    both window sizes."""
    from playtester.ui.controller import TableController

    def guard_step(g: Game) -> bool:
        v = g.state.vars
        attacker = v.active
        return (
            v.turn >= 6
            and v.step == "guard"
            and bool(g.state.zones[attacker].get("SC") or g.state.zones[attacker].get("SL"))
        )

    for suffix, size in SIZES.items():
        game = _play(_game(5, ("Ann", "Ben"), False), False, guard_step)
        controller = TableController(game, "hotseat")
        controller.viewer = game.to_play
        _save(_window(controller, size), out / f"wixoss-battle{suffix}.png")


def life_burst(out: Path) -> None:
    """A Life Burst waiting in the check zone: the prompt its owner reads."""
    from playtester.ui.controller import TableController

    def bursting(g: Game) -> bool:
        return any(a.verb == "burst" for a in g.legal_actions()) and g.state.vars.turn >= 4

    game = _play(_game(4, ("Ann", "Ben"), False), False, bursting)
    controller = TableController(game, "hotseat")
    controller.viewer = game.to_play
    _save(_window(controller), out / "wixoss-life-burst.png")


def curtain(out: Path) -> None:
    from playtester.ui.controller import TableController

    decks = [DECKS["tidewhisper"], DECKS["hollow-grove"]]
    controller = TableController.new_game(
        decks, seed=2, mode="hotseat", format="diva", names=("Ann", "Ben"), game_name="wixoss"
    )
    _save(_window(controller), out / "wixoss-hotseat-curtain.png")


def _annotated(library: object) -> object:
    """A recorded WIXOSS game with a few annotated steps: a chapter, comments, an arrow from a
    SIGNI to the Life Cloth it crushes, a circle on an Ener zone."""
    from playtester.record.annotations import Target
    from playtester.record.library import Library

    assert isinstance(library, Library)
    game = _game(6, ("Ann", "Ben"), False)
    rec = library.start(game, {"mode": "hotseat", "decks": ["Dawnbell Choir", "Cinder Pact"]})
    while game.winner is None:
        rec.apply(bot.choose(game))
    nodes = rec.main_line()
    notes = rec.notes
    notes.annotate(0, chapter="Opening", comment="Two three-LRIG decks: white against red.")
    grow = next(n for n in nodes if rec.step(n).action.startswith("grow"))
    notes.annotate(grow, mark="!", comment="Growing on curve keeps the limit ahead of the SIGNI.")
    notes.circle(grow, Target(rec.step(grow).actor, "ener"), "green")
    attacks = [n for n in nodes if rec.step(n).action.startswith("attack S")]
    hit = attacks[len(attacks) // 2]
    actor = rec.step(hit).actor
    zone = rec.step(hit).action.split()[1]
    notes.annotate(hit, chapter="Pressure", comment="Nothing faces this SIGNI: a Life Cloth goes.")
    notes.arrow(hit, Target(actor, zone), Target(1 - actor, "life"), "red")
    notes.annotate(nodes[-1], chapter="The finish", mark="!!", comment="The last damage.")
    return rec


def replay(out: Path) -> None:
    """The replay viewer on the step with an arrow, as its attacking player sees it."""
    from playtester.record.library import Library
    from playtester.ui.replay import ReplayWindow

    recording = _annotated(Library())
    window = ReplayWindow(recording)  # type: ignore[arg-type]
    window.resize(*SIZE)
    window.show()
    drawn = [n for n, notes in recording.notes.listed() if notes.arrows]  # type: ignore[attr-defined]
    show_as(window, recording.step(drawn[0]).actor)  # type: ignore[attr-defined]
    window.goto(window.nodes.index(drawn[0]))
    _save(window, out / "wixoss-replay-viewer.png")


def lesson(out: Path) -> None:
    """The top of the exported lesson, as a browser shows it (needs Chromium)."""
    from PIL import Image

    from playtester.record.lesson import build_lesson, lesson_html
    from playtester.record.library import Library

    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    if browser is None:
        print("skipped the lesson picture: no chromium")
        return
    work = Path(tempfile.mkdtemp(prefix="playtester-lesson-"))
    page = lesson_html(build_lesson(_annotated(Library(memory=True))))  # type: ignore[arg-type]
    (work / "lesson.html").write_text(page, encoding="utf-8")
    shot = work / "shot.png"
    run = [browser, "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
           "--force-device-scale-factor=1", "--window-size=1200,1900", f"--screenshot={shot}",
           (work / "lesson.html").as_uri()]  # fmt: skip
    subprocess.run(run, capture_output=True, timeout=120)
    with Image.open(shot) as picture:
        picture.save(out / "wixoss-lesson.png")
    print("wrote", out / "wixoss-lesson.png")


def statistics(out: Path) -> None:
    """Deck ▸ Statistics for a WIXOSS deck: 1,000 games of two demo decks, finished."""
    from playtester.ui.statistics import StatisticsWindow

    window = StatisticsWindow("wixoss", "diva")
    paths = {p.stem: p for p in demo_decks(game="wixoss")}
    for combo, name in zip(window.decks, ("tidewhisper", "hollow-grove"), strict=True):
        window.choose(combo, paths[name])
    window.resize(1400, 1040)
    window.show()
    run_games(window)
    _save(window, out / "deck-stats-wixoss.png")
    window.close()


def abilities(out: Path) -> None:
    """Card abilities on the WIXOSS table: a SIGNI's power readout with its [Constant] bonuses
    explained on hover (the Center LRIG's and its own), and a SIGNI's [Action] ability in its
    menu."""
    from PySide6.QtCore import QPoint
    from PySide6.QtGui import QPixmap
    from PySide6.QtWidgets import QApplication, QLabel

    from playtester.ui.controller import TableController

    field = {"C": "Verdayne, World-Root Empress", "AL": "Thistle, Briar Guard",
             "AR": "Ombrine, Dusk Weaver", "SL": "Thornback Beetle", "SC": "Bramble Hart",
             "SR": "Twinroot Wisp"}  # fmt: skip
    ener = ["Moss Sproutling", "Gloam Moth", "Elder Oakwarden", "Bramble Hart", "Twinroot Wisp"]
    mine = {"name": "Ann", "field": field, "ener": ener, "hand": ["Harvest of Shadows"] * 3,
            "deck": ["Thornback Beetle"] * 20, "life": ["Moss Sproutling"] * 5,
            "trash": ["Gloam Moth"]}  # fmt: skip
    foe_field = {"C": "Aurelle, Bell of Noon", "AL": "Pim, Lamp Keeper",
                 "AR": "Quell, Hush Acolyte", "SL": "Carillon Knight",
                 "SC": "Vigil Lamplighter"}  # fmt: skip
    theirs = {"name": "Ben", "field": foe_field, "ener": ["Chime Sprite"] * 3, "hand": [],
              "deck": ["Chime Sprite"] * 20, "life": ["Chime Sprite"] * 4}  # fmt: skip
    doc = {"game": "wixoss", "turn": 7, "active": 0, "phase": "main", "players": [mine, theirs]}
    game = Game.from_position(doc)
    window = _window(TableController(game, "goldfish"))
    for _ in range(3):
        QApplication.processEvents()
    for item in window.scene.cards.values():
        item.settle()
    badge = window.scene.badges[(0, "SC")]
    tip = QLabel(badge.toolTip())
    tip.setStyleSheet("QLabel { background: #ffffe1; color: black; border: 1px solid #777;"
                      " padding: 4px; font-size: 13px; }")  # fmt: skip
    tip.adjustSize()
    near = window.view.mapFromScene(badge.mapToScene(badge.boundingRect().bottomRight()))
    _overlay(window, [(QPixmap(tip.grab()), window.view.mapTo(window, near) + QPoint(4, 4))],
             out / "wixoss-ability-cont.png")  # fmt: skip
    beetle = game.state.zones[0]["SL"][0]
    menu = window.context_menu(beetle, None)
    menu.adjustSize()
    item = window.scene.card_item(beetle)
    right = window.view.mapFromScene(item.mapToScene(item.boundingRect().topRight()))
    _overlay(window, [(menu.grab(), window.view.mapTo(window, right) + QPoint(8, -200))],
             out / "wixoss-ability-act-menu.png")  # fmt: skip


SHOTS = {
    "table": table,
    "abilities": abilities,
    "battle": battle,
    "life_burst": life_burst,
    "curtain": curtain,
    "replay": replay,
    "statistics": statistics,
    "lesson": lesson,
}


def main() -> None:
    from playtester.ui.app import follow_colour_scheme, make_app

    out, only = arguments(sys.argv[1:])
    follow_colour_scheme(make_app())
    for name, shot in SHOTS.items():
        if only is None or name == only:
            shot(out)


if __name__ == "__main__":
    main()

"""Take the Vanguard screenshots in docs/ from the real widgets: a goldfish game and a battle
with guardians (each in a 1600 x 1000 window and a laptop's 1366 x 768 one), the hot-seat
curtain, a zone viewer, the table zoomed in on a laptop's screen with a card magnified, the
G era's stride and G-Assist, the three gifts, the D era's Ride Deck and Energy, the replay
viewer, the deck statistics running and finished; and, when Chromium is installed, the lesson
pictures as a browser shows the exported page. Every game is dealt from fixed seeds, so the
pictures come out the same.

    .venv/bin/python scripts/screenshots.py [OUT_DIR] [--only NAME]

`scripts/screenshots` runs this (on a virtual X11 screen) with every other picture's script.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("PLAYTESTER_HOME", tempfile.mkdtemp(prefix="playtester-shots-"))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtCore import QPoint
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import QApplication, QWidget

from playtester.engine import Game
from playtester.games.vanguard import bot
from playtester.games.vanguard.cards import vanguard_card
from playtester.games.vanguard.state import flags_of
from playtester.resources import demo_decks

if TYPE_CHECKING:
    from collections.abc import Callable

    from playtester.stats.summary import Summary
    from playtester.ui.controller import TableController
    from playtester.ui.replay import ReplayWindow
    from playtester.ui.statistics import StatisticsWindow
    from playtester.ui.window import MainWindow

SIZE = (1600, 1000)
LAPTOP = (1366, 768)
SIZES = {"": SIZE, "-1366": LAPTOP}  # a main view's file name ends so at each window size


def _decks() -> list[str]:
    paths = {p.stem: p for p in demo_decks()}
    return [
        paths[n].read_text(encoding="utf-8") for n in ("dawnspire-order", "cinderwing-dominion")
    ]


def _window(controller: TableController, size: tuple[int, int] = SIZE) -> MainWindow:
    from playtester.ui.window import MainWindow

    window = MainWindow(controller)
    window.resize(*size)
    window.show()
    QApplication.processEvents()
    window.view.fit()
    return window


def _save(widget: QWidget, path: Path) -> None:
    for _ in range(3):
        QApplication.processEvents()
    scene = getattr(widget, "scene", None)
    if scene is not None:
        for item in scene.cards.values():
            item.settle()
        QApplication.processEvents()
    widget.grab().save(str(path))
    print("wrote", path)


def _goldfish_game() -> Game:
    """A goldfish game in its fifth turn's main phase."""
    game = Game.new(decks=_decks(), seed=11, names=("Player", "Goldfish"))
    while game.winner is None:
        turn, phase = game.state.vars.turn, game.state.vars.phase
        if turn >= 5 and phase == "main" and game.to_play == 0:
            break
        game.apply(bot.choose(game) if game.to_play == 0 else bot.passive(game))
    return game


def goldfish(out: Path) -> None:
    """The goldfish game at both window sizes, a card of the hand in the side panel; then the
    deck's viewer."""
    from playtester.ui.controller import TableController

    for suffix, size in SIZES.items():
        game = _goldfish_game()
        window = _window(TableController(game, "goldfish"), size)
        hand = game.state.zones[0]["hand"]
        window.side.show_card(game.state.cards[hand[0]].card)
        _save(window, out / f"table-goldfish{suffix}.png")
    window.view_zone(0, "deck")
    viewer = window.viewers[-1]
    viewer.resize(900, 560)
    _save(viewer, out / "table-zone-viewer.png")


def zoomed(out: Path) -> None:
    """A laptop's screen: the table zoomed in on the player's field, the Magnify key held over
    a card in hand."""
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QKeySequence

    from playtester.ui.controller import TableController

    game = _goldfish_game()
    window = _window(TableController(game, "goldfish"), LAPTOP)
    view = window.view
    for item in window.scene.cards.values():
        item.settle()
    vc = window.scene.table.centre("VC", True)
    middle = view.mapFromScene(QPointF(vc[0], (vc[1] + window.scene.table.height) / 2))
    view.zoom_by(1.25**2, middle)
    QApplication.processEvents()
    hand = game.state.zones[0]["hand"]
    card = window.scene.card_item(hand[len(hand) // 2 - 1])
    at = view.mapFromScene(card.mapToScene(QPointF(0, -30)))
    view.magnifier.follow(at, False)
    view.magnifier.hold(QKeySequence(window.shortcuts["magnify"].shortcut()))
    _save(window, out / "table-zoomed-1366.png")
    view.magnifier.dismiss()


def _battle_game() -> Game:
    """A hot-seat game at a guard step where the defender has called guardians."""
    game = Game.new(decks=_decks(), seed=5, names=("Ann", "Ben"))
    while game.winner is None:
        v = game.state.vars
        defender = 1 - v.active
        if v.turn >= 6 and v.step == "guard" and game.state.zones[defender].get("GC"):
            break
        game.apply(bot.choose(game))
    return game


def battle(out: Path) -> None:
    """The battle as the defender sees it, at both window sizes."""
    from playtester.ui.controller import TableController

    for suffix, size in SIZES.items():
        game = _battle_game()
        controller = TableController(game, "hotseat")
        controller.viewer = game.to_play
        _save(_window(controller, size), out / f"table-battle{suffix}.png")


def curtain(out: Path) -> None:
    from playtester.ui.controller import TableController

    controller = TableController.new_game(_decks(), seed=2, mode="hotseat", names=("Ann", "Ben"))
    _save(_window(controller), out / "table-hotseat-curtain.png")


def _g_decks() -> list[str]:
    paths = {p.stem: p for p in demo_decks("g")}
    names = ("dawnspire-order", "cinderwing-dominion")
    return [paths[n].read_text(encoding="utf-8") for n in names]


def stride(out: Path) -> None:
    """A vanguard just stridden (the ride phase's Stride step), and the discard picker of a
    stride."""
    from playtester.engine import Action
    from playtester.games.vanguard.board import stridden
    from playtester.ui.choice import ChoiceDialog
    from playtester.ui.controller import TableController

    game = Game.new(format="g", decks=_g_decks(), seed=6, names=("Player", "Goldfish"))
    picker_at = None
    while game.winner is None:
        v = game.state.vars
        if (
            v.step == "stride"
            and game.to_play == 0
            and any(a.verb == "stride" for a in game.legal_actions())
        ):
            picker_at = game.to_position()
        game.apply(bot.choose(game) if game.to_play == 0 else bot.passive(game))
        if stridden(game.state, 0):  # still in the ride phase: its Stride chip lit
            break
    window = _window(TableController(game, "goldfish"))
    _save(window, out / "table-stride.png")
    assert picker_at is not None
    controller = TableController(Game.from_position(picker_at), "goldfish")
    window = _window(controller)
    g_units = [i for i in controller.game.state.zones[0]["g_zone"]]
    name = controller.game.state.cards[g_units[0]].card.name
    choice = controller.choice_for(Action("stride", ((name,),)))
    assert choice is not None
    dialog = ChoiceDialog(controller, window.pixmaps, choice, window)
    state = controller.game.state
    hand = dialog.rows[1]
    for index in range(hand.count()):
        item = hand.item(index)
        if vanguard_card(state.cards[item.data(0x0100)]).grade == 2:  # Qt.UserRole
            item.setSelected(True)
            break
    dialog.show()
    _save(dialog, out / "stride-picker.png")


def gassist(out: Path) -> None:
    """The G-Assist dialog: the top five, and the cards to pay."""
    from playtester.engine import Action
    from playtester.ui.choice import ChoiceDialog
    from playtester.ui.controller import TableController

    for seed in range(1, 200):
        game = Game.new(format="g", decks=_g_decks(), seed=seed, names=("Player", "Goldfish"))
        while game.winner is None and game.state.vars.turn < 6:
            if game.state.vars.step == "gassist" and game.to_play == 0:
                break
            game.apply(bot.choose(game) if game.to_play == 0 else bot.passive(game))
        if game.state.vars.step == "gassist" and game.to_play == 0:
            break
    controller = TableController(game, "goldfish")
    window = _window(controller)
    _save(window, out / "table-gassist.png")
    choice = controller.choice_for(Action("gassist"))
    assert choice is not None
    dialog = ChoiceDialog(controller, window.pixmaps, choice, window)
    dialog.show()
    _save(dialog, out / "gassist-dialog.png")


def gifts(out: Path) -> None:
    """One table per gift type, from premium games of the clan that uses it."""
    from playtester.ui.controller import TableController

    decks = {p.stem: p.read_text(encoding="utf-8") for p in demo_decks("premium")}
    clans = {"force": "cinderwing-dominion", "accel": "tidecaller-armada",
             "protect": "dawnspire-order"}  # fmt: skip
    for gift, clan in clans.items():
        other = next(name for name in decks if name != clan)
        for seed in range(1, 60):
            game = Game.new(format="premium", decks=[decks[clan], decks[other]], seed=seed,
                            names=("Player", "Goldfish"))  # fmt: skip
            while game.winner is None:
                flags = flags_of(game.state, 0)
                v = game.state.vars
                enough = len(flags.accel) >= 2 if gift == "accel" else True
                if flags.gift == gift and enough and v.phase == "main" and (game.to_play == 0):
                    break
                game.apply(bot.choose(game) if game.to_play == 0 else bot.passive(game))
            if game.winner is None:
                break
        window = _window(TableController(game, "goldfish"))
        if gift == "protect":
            state = game.state
            marker = next(i for i in state.zones[0]["hand"] if state.cards[i].card.kind == "marker")
            window.side.show_card(state.cards[marker].card)
        _save(window, out / f"table-gift-{gift}.png")


def show_as(window: ReplayWindow, player: int) -> None:
    """The replay viewer shows one player's view, chosen in its list of views (named by them)."""
    window.perspective.setCurrentIndex(window.perspective.findData(player))
    QApplication.processEvents()


def replay(out: Path) -> None:
    """The replay viewer on a step of the worked example with circles and a comment, as the
    guarding player sees it."""
    from playtester.record.library import Library
    from playtester.record.sample import annotated_demo
    from playtester.ui.replay import ReplayWindow

    library = Library()
    recording = annotated_demo(library)
    window = ReplayWindow(recording)
    window.resize(*SIZE)
    window.show()
    drawn = [n for n, notes in recording.notes.listed() if notes.circles and notes.comment]
    show_as(window, recording.step(drawn[0]).actor)  # the guarding player's view, by name
    window.goto(window.nodes.index(drawn[0]))  # circles drawn as rings over the units
    _save(window, out / "replay-viewer.png")


PROBE = (
    "<script>document.title = [...document.querySelectorAll('figure, section.moves, main')]"
    ".map(e => (e.id || e.className || 'main') + ':' + Math.round(e.getBoundingClientRect().top"
    " + scrollY) + ':' + Math.round(e.getBoundingClientRect().height)).join(' ')</script>"
)


def lessons(out: Path) -> None:
    """Three views of the worked example's HTML lesson, as a browser shows it: the top, a step
    and its variation, the list of actions. Needs Chromium (skipped without it)."""
    import re
    import shutil
    import subprocess

    from PIL import Image

    from playtester.record.lesson import build_lesson, lesson_html
    from playtester.record.library import Library
    from playtester.record.sample import annotated_demo

    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    if browser is None:
        print("skipped the lesson pictures: no chromium")
        return
    work = Path(tempfile.mkdtemp(prefix="playtester-lesson-"))
    page = lesson_html(build_lesson(annotated_demo(Library(memory=True))))
    (work / "lesson.html").write_text(page, encoding="utf-8")
    (work / "probe.html").write_text(page.replace("</body>", PROBE + "</body>"), "utf-8")
    run = [browser, "--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
           "--force-device-scale-factor=1"]  # fmt: skip
    probe = [*run, "--window-size=1200,1600", "--dump-dom", (work / "probe.html").as_uri()]
    dom = subprocess.run(probe,
                         capture_output=True, text=True, timeout=120).stdout  # fmt: skip
    found = re.search(r"<title>([^<]*)</title>", dom)
    assert found is not None, "the browser did not run the probe"
    spans = {k: (int(t), int(h)) for k, t, h in (x.split(":") for x in found.group(1).split())}
    height = spans["main"][1] + 60
    full = work / "full.png"
    subprocess.run([*run, f"--window-size=1200,{height}", f"--screenshot={full}",
                    (work / "lesson.html").as_uri()], capture_output=True, timeout=120)  # fmt: skip
    variation = [k for k in spans if k.startswith("step-")][3]  # the guard with its variation
    top, actions = spans[variation][0] - 96, spans["moves"][0] - 110
    with Image.open(full) as picture:
        for name, box in (
            ("lesson-export.png", (0, 0, 1200, 1600)),
            ("lesson-variation.png", (0, top, 1200, top + 2220)),
            ("lesson-actions.png", (0, actions, 1200, height)),
        ):
            picture.crop(box).save(out / name)
            print("wrote", out / name)


def run_games(
    window: StatisticsWindow, pause_at: int = 0, paused: Callable[[], None] = print
) -> None:
    """Run the window's games to the end in one process, so that the running summaries come in
    the same order every time; at the first summary of `pause_at` games or more (0: none), the
    plots are drawn as the progress bar stands and `paused` is called before the rest come."""
    held: list[Summary] = []
    waiting = [bool(pause_at)]  # the pause is still to come
    show = window.show_summary

    def arrived(summary: Summary) -> None:
        if waiting[0] and (held or window.progress.value() >= pause_at):
            held.append(summary)
        else:
            show(summary)

    window.show_summary = arrived  # type: ignore[method-assign]
    window.start(processes=1)
    while window.runner is not None and not held:
        QApplication.processEvents()
    if held:
        window.draw()  # the plots as the progress bar stands (they are redrawn five a second)
        paused()
        waiting[0] = False
        for summary in held:
            show(summary)
    while window.runner is not None:
        QApplication.processEvents()


def statistics(out: Path) -> None:
    """Deck > Statistics: 1,000 games of two demo decks, mid-run and finished."""
    from playtester.ui.statistics import StatisticsWindow

    window = StatisticsWindow("vanguard", "standard")
    paths = {p.stem: p for p in demo_decks()}
    for combo, name in zip(window.decks, ("dawnspire-order", "cinderwing-dominion"), strict=True):
        window.choose(combo, paths[name])
    window.resize(1400, 980)
    window.show()

    run_games(window, 300, lambda: _save(window, out / "statistics-running.png"))
    _save(window, out / "statistics.png")
    window.close()


def _ability_game(mine: dict[str, object], theirs: dict[str, object], **top: object) -> Game:
    """A position with the bundled cards (their abilities as data): Ann's turn 5."""
    players = [{"name": "Ann", **mine}, {"name": "Ben", **theirs}]
    for player in players:
        player.setdefault("deck", ["Emberwing Whelp"] * 20)
    doc = {"turn": 5, "active": 0, "phase": "main", "card_text": "automated", **top}
    return Game.from_position({**doc, "players": players})


def abilities(out: Path) -> None:
    """Card abilities: an auto ability offered (Use / Skip), the cost picker of a Counter Blast
    with a choice of cards, an [ACT] ability in a unit's menu, a [CONT] bonus's source on
    hover."""
    from PySide6.QtWidgets import QLabel

    from playtester.engine import Action
    from playtester.ui.choice import ChoiceDialog
    from playtester.ui.controller import TableController

    cinder = {"VC": "Cinderclaw Warlord Vahrek", "FL": "Scorchscale Drake", "BC": "Emberwing Whelp"}
    foe = {
        "VC": "Caldera Sovereign Dragon",
        "FL": "Obsidian Bulwark Dragon",
        "FR": "Kindling Lancer Ossa",
    }
    damage = [{"name": n} for n in ("Emberwing Whelp", "Scorchscale Drake", "Flare Sprite Pellin")]
    game = _ability_game(
        {"circles": cinder, "soul": ["Emberwing Whelp", "Hatchling of the Red Caldera"],
         "damage": damage, "hand": ["Kindling Lancer Ossa", "Emberwing Whelp"]},
        {"circles": foe, "damage": damage[:2], "hand": ["Obsidian Bulwark Dragon"] * 3},
        phase="battle", step="attack",
    )  # fmt: skip
    game.apply("attack VC -> VC boost BC")
    window = _window(TableController(game, "goldfish"))
    _save(window, out / "table-ability-offered.png")

    pyre = {"VC": "Pyrevast, the Ember Tyrant", "FL": "Scorchscale Drake"}
    game = _ability_game(
        {"circles": pyre, "damage": damage, "hand": ["Emberwing Whelp"] * 3},
        {"circles": foe, "damage": damage[:2], "hand": []},
        phase="battle", step="attack", seed=3,
    )  # fmt: skip
    game.apply("attack VC -> VC")
    while game.to_play == 1 or not any(a.verb == "use" for a in game.legal_actions()):
        game.apply("next")
    game.apply('use "Pyrevast, the Ember Tyrant"')
    controller = TableController(game, "goldfish")
    window = _window(controller)
    choice = controller.choice_for(Action.parse("counterblast 2"))
    assert choice is not None
    dialog = ChoiceDialog(controller, window.pixmaps, choice, window)
    dialog.rows[0].item(0).setSelected(True)
    dialog.show()
    _save(dialog, out / "ability-cost-picker.png")

    brass = {"VC": "Mainspring Colossus", "FL": "Escapement Duelist", "FR": "Cogwheel Hound",
             "BL": {"name": "Pendulum Lancer", "rest": True}, "BC": "Brass Sparrow Courier",
             "BR": "Gearsmith Apprentice Nell"}  # fmt: skip
    game = _ability_game(
        {"circles": brass, "damage": damage[:2], "hand": ["Cogwheel Hound"]},
        {"circles": {"VC": "Caldera Sovereign Dragon"}, "hand": []},
    )
    window = _window(TableController(game, "goldfish"))
    for _ in range(3):
        QApplication.processEvents()
    duelist = game.state.zones[0]["FL"][0]
    menu = window.context_menu(duelist, None)
    menu.adjustSize()
    item = window.scene.card_item(duelist)
    right = window.view.mapFromScene(item.mapToScene(item.boundingRect().topRight()))
    _overlay(window, [(menu.grab(), window.view.mapTo(window, right) + QPoint(8, -120))],
             out / "table-ability-act-menu.png")  # fmt: skip
    badge = window.scene.badges[(0, "VC")]
    tip = QLabel(badge.toolTip())
    tip.setStyleSheet("QLabel { background: #ffffe1; color: black; border: 1px solid #777;"
                      " padding: 4px; font-size: 13px; }")  # fmt: skip
    tip.adjustSize()
    near = window.view.mapFromScene(badge.mapToScene(badge.boundingRect().bottomRight()))
    _overlay(window, [(QPixmap(tip.grab()), window.view.mapTo(window, near) + QPoint(4, 4))],
             out / "table-ability-cont.png")  # fmt: skip


def _overlay(window: QWidget, pictures: list[tuple[QPixmap, QPoint]], path: Path) -> None:
    """The window with pictures of pop-ups (a menu, a tooltip) drawn over it where they open:
    a grab of the window alone leaves them out."""
    from PySide6.QtGui import QPainter

    shot = window.grab()
    painter = QPainter(shot)
    for picture, at in pictures:
        painter.drawPixmap(at, picture)
    painter.end()
    shot.save(str(path))
    print("wrote", path)


def dera(out: Path) -> None:
    """The d format: a goldfish game in the main phase of a turn its player Persona Rode, the
    Ride Deck with the Energy on its label."""
    from playtester.ui.controller import TableController

    decks = [p.read_text(encoding="utf-8") for p in demo_decks("d")]
    for seed in range(1, 80):
        game = Game.new(format="d", decks=decks, seed=seed, names=("Player", "Goldfish"))
        while game.winner is None:
            v = game.state.vars
            if flags_of(game.state, 0).persona and v.phase == "main" and game.to_play == 0:
                break
            game.apply(bot.choose(game) if game.to_play == 0 else bot.passive(game))
        if game.winner is None:
            break
    window = _window(TableController(game, "goldfish"))
    vc = game.state.zones[0]["VC"][0]
    window.side.show_card(game.state.cards[vc].card)
    _save(window, out / "table-d-era.png")


SHOTS = {
    "goldfish": goldfish,
    "dera": dera,
    "zoomed": zoomed,
    "battle": battle,
    "curtain": curtain,
    "stride": stride,
    "gassist": gassist,
    "gifts": gifts,
    "abilities": abilities,
    "replay": replay,
    "statistics": statistics,
    "lessons": lessons,
}


def arguments(argv: list[str]) -> tuple[Path, str | None]:
    """The folder to write to (docs/ unless given) and the one shot asked for with --only."""
    args, only = list(argv), None
    if "--only" in args:
        at = args.index("--only")
        only = args[at + 1]
        del args[at : at + 2]
    out = Path(args[0]) if args else Path(__file__).resolve().parents[1] / "docs"
    out.mkdir(parents=True, exist_ok=True)
    return out, only


def main() -> None:
    out, only = arguments(sys.argv[1:])
    from playtester.ui.app import follow_colour_scheme, make_app

    follow_colour_scheme(make_app())
    for name, shot in SHOTS.items():
        if only is None or name == only:
            shot(out)


if __name__ == "__main__":
    main()

"""A player's own deck on the table, the way the README's three commands put it there, for
docs/table-imported-deck.png: made-up cards shaped like the Card Game Simulator's files
(tests/fixtures/cgs-trial-deck/, no real card) go through `playtester cards import` into a fresh
data folder, the deck list by set numbers through `deck check` and `deck show`, and the table
opens on it as `playtester table --deck ... --format premium` does (drawn faces, pictures
off). Both sides are played by the program's sparring player until the player's own drive
check reveals the trigger whose kind the data leaves unknown: the table asks which it is.

    .venv/bin/python scripts/real_deck_screenshot.py [OUT.png]

It also saves Cards > Import... (docs/import-dialog.png, next to OUT) re-importing the folder.
"""

from __future__ import annotations

import atexit
import os
import shutil
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# always a fresh data folder: never the user's library
os.environ["PLAYTESTER_HOME"] = tempfile.mkdtemp(prefix="playtester-real-deck-")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from PySide6.QtWidgets import QApplication

from playtester.cli import main as playtester
from playtester.games.vanguard import bot, checks
from playtester.games.vanguard.state import vg
from playtester.ui.window import MainWindow

ROOT = Path(__file__).resolve().parents[1]
SETS = ROOT / "tests" / "fixtures" / "cgs-trial-deck"
DECK = SETS / "my-deck.txt"
FORMAT = "premium"
SEED = 4  # a game where the player's own check meets the unknown trigger with units out
SIZE = "1600x1000"


def commands() -> int:
    """The README's commands, as a player types them; 0 when all went through."""
    for argv in (
        ["cards", "import", str(SETS)],
        ["deck", "check", str(DECK), "--format", FORMAT],
        ["deck", "show", str(DECK)],
    ):
        print("$ playtester", " ".join(argv))
        code = playtester(argv)
        if code:
            return code
    return 0


def table(seed: int = SEED) -> MainWindow:
    """The table as `playtester table --deck DECK --deck DECK --format premium --opponent
    sparring` opens it, pictures off."""
    from playtester.ui.app import make_app, open_table, parse

    make_app()
    deck = str(DECK)
    args = ["--deck", deck, "--deck", deck, "--format", FORMAT, "--opponent", "sparring"]
    window = open_table(parse([*args, "--seed", str(seed), "--size", SIZE]))
    assert window is not None
    window.set_pictures(False)  # the drawn faces
    window.show()
    return window


def play_to_the_question(window: MainWindow, earliest_turn: int = 5) -> bool:
    """Play the player's side as the sparring player would until their own check reveals a
    trigger the data does not name (from `earliest_turn` on); False when the game never got
    there."""
    controller = window.controller
    game = controller.game
    while game.winner is None and game.state.vars.turn <= 12:
        state = game.state
        asked = vg(state).check is not None and "kind" in checks.pending_parts(state)
        if asked and game.to_play == 0 and state.vars.turn >= earliest_turn:
            return True
        if not controller.act(bot.choose(game)):
            return False
    return False


def save(window: MainWindow, out: Path) -> None:
    """The window as it is now, with the vanguard's text in the side panel."""
    game = window.controller.game
    (vanguard,) = game.state.zones[0]["VC"][-1:]
    window.side.show_card(game.state.cards[vanguard].card)
    for _ in range(3):
        QApplication.processEvents()
    window.view.fit()
    for item in window.scene.cards.values():
        item.settle()
    QApplication.processEvents()
    window.grab().save(str(out))
    print("wrote", out)


def import_dialog(out: Path) -> None:
    """Cards > Import... once it has read the made-up folder (again: the counts say unchanged)
    into the library the commands filled."""
    from playtester.ui.importing import ImportDialog

    dialog = ImportDialog()
    dialog.add([SETS])
    dialog.show()
    dialog.run()
    while dialog.report is None:
        QApplication.processEvents()
    for _ in range(3):
        QApplication.processEvents()
    dialog.grab().save(str(out))
    print("wrote", out)
    dialog.close()


def main(argv: list[str]) -> int:
    out = Path(argv[0]) if argv else ROOT / "docs" / "table-imported-deck.png"
    atexit.register(shutil.rmtree, os.environ["PLAYTESTER_HOME"], ignore_errors=True)
    code = commands()
    if code:
        return code
    window = table()
    if not play_to_the_question(window):
        print(f"seed {SEED}: the player's check never met the unknown trigger", file=sys.stderr)
        return 1
    save(window, out)
    import_dialog(out.with_name("import-dialog.png"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

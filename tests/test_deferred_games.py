"""The games made known by name (`registry.defer_game`): their names, cards and menu commands
are known before their rules are read, and asking for a game's rules or table reads them, that
game's alone. Each case runs in a fresh process, where no game has been read yet."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from playtester.engine import registry
from playtester.games.vanguard.board import ZONE_NAMES
from playtester.games.vanguard.commands import commands as vanguard_commands

ROOT = Path(__file__).resolve().parents[1]


def _run(code: str) -> None:
    done = subprocess.run(
        [sys.executable, "-c", "import sys\nfrom playtester.engine import registry\n" + code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr


def test_the_games_names_cards_and_commands_are_known_without_their_rules() -> None:
    _run(
        "import playtester\n"
        "assert registry.games(table=True) == ['vanguard', 'wixoss']\n"
        "assert registry.default_game() == 'vanguard'\n"
        "assert [m.game for m in registry.card_models()] == ['vanguard', 'wixoss']\n"
        "assert registry.commands_for('wixoss')['soulcharge'].menu == '&Charge 1 Ener'\n"
        "assert registry.commands_for('vanguard')['stand_all'].key == 'Ctrl+T'\n"
        "read = [m for m in sys.modules if m.endswith(('.game', '.rules')) and '.games.' in m]\n"
        "assert not read, read\n"
    )


def test_asking_for_a_game_reads_that_game_alone() -> None:
    _run(
        "import playtester\n"
        "assert registry.rules_for('wixoss').formats == ('diva',)\n"
        "assert 'playtester.games.wixoss.rules' in sys.modules\n"
        "assert 'playtester.games.vanguard.game' not in sys.modules, 'Vanguard was read'\n"
        "commands = registry.parts_for('wixoss').menus.commands\n"
        "assert registry.commands_for('wixoss') is commands  # the same, read or not\n"
        "assert registry.words_for('vanguard').title\n"
        "assert 'playtester.games.vanguard.game' in sys.modules\n"
    )


def test_a_zone_of_a_game_not_yet_read_is_a_zone() -> None:
    """A drawing may name a WIXOSS zone before WIXOSS is played: its rules are read to say so."""
    _run(
        "import playtester\n"
        "assert registry.is_zone('ener') and registry.is_zone('drop')\n"
        "assert not registry.is_zone('nowhere')\n"
    )


def test_an_unknown_game_names_the_games_made_known() -> None:
    _run(
        "import playtester\n"
        "try:\n"
        "    registry.rules_for('chess')\n"
        "except ValueError as exc:\n"
        "    assert 'known games: vanguard, wixoss' in str(exc), exc\n"
        "else:\n"
        "    raise AssertionError('chess was found')\n"
    )


def test_vanguards_view_commands_name_its_zones_as_its_rules_do() -> None:
    """Its menu commands are written apart from its rules: their zone names are the rules'."""
    for zone in ("drop", "soul", "damage", "g_zone"):
        assert vanguard_commands[f"view_{zone}"].label == f"View the {ZONE_NAMES[zone]}"
    assert registry.parts_for("vanguard").menus.commands is vanguard_commands

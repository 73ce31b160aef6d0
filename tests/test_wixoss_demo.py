"""`playtester demo --game wixoss`: a whole bot game of WIXOSS, printed as a readable log; and
the bot's choices."""

from __future__ import annotations

import pytest

from playtester.cli import main
from playtester.engine import Game
from playtester.games.wixoss import bot
from playtester.resources import demo_decks
from tests.wixoss_positions import game, player


@pytest.mark.parametrize("seed", [1, 2])
def test_the_demo_prints_a_whole_wixoss_game(seed: int, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "--game", "wixoss", "--seed", str(seed)]) == 0
    out = capsys.readouterr().out
    assert "== Turn 1:" in out and "(Life Cloth 7-7)" in out and "Open!" in out
    assert "grows into" in out and "plays " in out and "attack C" in out
    assert "crushes a Life Cloth" in out
    assert out.rstrip().splitlines()[-1].startswith("Winner: ")


def test_the_demo_against_a_wixoss_goldfish(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "--game", "wixoss", "--goldfish", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert out.rstrip().splitlines()[-1].startswith("Winner: ")
    assert "Goldfish: attack" not in out and "Goldfish: guard" not in out
    assert "Goldfish: grow" in out  # a goldfish grows as a real opponent's LRIG does
    assert "Goldfish: play" in out  # and plays SIGNI, which the player's attacks battle


def test_a_format_of_the_other_game_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "--game", "wixoss", "--format", "premium"]) == 1
    assert "--format premium: wixoss is played in diva" in capsys.readouterr().err
    assert main(["demo", "--format", "diva"]) == 1
    assert "vanguard is played in standard, g, premium" in capsys.readouterr().err


def test_the_bot_guards_when_its_life_cloth_runs_low_and_bursts() -> None:
    def guarding(life: int) -> Game:
        g = game(
            player(), player(hand=["Wall"], life=["Spark"] * life), phase="attack", step="lrig"
        )
        g.apply("attack C")
        return g

    assert str(bot.choose(guarding(2))) == 'guard "Wall"'
    assert str(bot.choose(guarding(6))) == "next"
    g = game(player(field={"SC": "Knight"}), player(life=["Burster"]), phase="attack", step="signi")
    g.apply("attack SC")
    assert str(bot.choose(g)) == 'burst "Burster"' and str(bot.passive(g)) == "next"


def test_the_bot_plays_the_strongest_signi_it_may_and_attacks_unopposed_first() -> None:
    g = game(player(hand=["Giant", "Knight", "Spark", "Wall"]), player(field={"SR": "Squire"}))
    action = bot.choose(g)
    assert str(action) in ('play "Knight" SL', 'play "Knight" SC', 'play "Knight" SR')
    me = player(field={"SL": "Spark", "SC": "Knight"})
    g = game(me, player(field={"SR": "Squire"}), phase="attack", step="signi")
    assert str(bot.choose(g)) == "attack SC"  # nothing faces SC; SL would lose its battle


def test_a_game_without_a_format_plays_its_games_first_format() -> None:
    """No format given: the game's own first one (WIXOSS's diva), never another game's."""
    decks = [p.read_text(encoding="utf-8") for p in demo_decks("diva", "wixoss")[:2]]
    g = Game.new("wixoss", decks=decks, seed=1)
    assert g.state.format == "diva"
    vanguard = [p.read_text(encoding="utf-8") for p in demo_decks()[:2]]
    assert Game.new(decks=vanguard, seed=1).state.format == "standard"  # the first game's first

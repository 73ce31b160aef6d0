"""The phase bar's prompt is true for the moment: one ride a turn, what a grade 3 vanguard may
ride, why no stride is possible (or that one was made)."""

from __future__ import annotations

from typing import Any

from playtester.engine import Game
from playtester.games.vanguard.state import vg
from tests.positions import g_game, g_zone, game, player


def _ride(vanguard: str, hand: list[str], ridden: bool = False, g: bool = False) -> Game:
    me = player(circles={"VC": vanguard}, hand=hand, flags={"ridden": ridden})
    if g:
        return g_game(me, player(circles={"VC": "King"}), phase="ride")
    return game(me, player(circles={"VC": "King"}), phase="ride")


def test_the_ride_prompt_names_the_grades_that_may_ride(window: Any) -> None:
    w = window(_ride("Lancer", ["Knight", "Lancer"]))
    text = w.phase_bar.text.text()
    assert "Drag a grade 1 or 2 card onto your vanguard to ride" in text
    assert w.phase_bar.next.text() == "End ride phase"


def test_at_grade_3_the_ride_prompt_offers_grade_3_only(window: Any) -> None:
    w = window(_ride("Paladin", ["King"]))
    text = w.phase_bar.text.text()
    assert "grade 3 card" in text and "4" not in text


def test_after_riding_the_prompt_says_the_ride_is_done(window: Any) -> None:
    w = window(_ride("Lancer", ["Knight", "Swordsman"]))
    knight = w.controller.game.state.zones[0]["hand"][0]
    assert w.controller.act(f'ride "{w.controller.game.state.cards[knight].card.name}"')
    text = w.phase_bar.text.text()
    assert "Drag" not in text and "ridden" in text and "once a turn" in text


def test_a_ride_prompt_says_so_when_no_card_in_hand_can_ride(window: Any) -> None:
    w = window(_ride("Lancer", ["Paladin", "Squire"]))
    text = w.phase_bar.text.text()
    assert "Drag" not in text and "no grade 1 or 2 card" in text


def test_in_the_g_era_next_ends_the_ride_step(window: Any) -> None:
    w = window(_ride("Lancer", ["Knight"], g=True))
    assert w.phase_bar.next.text() == "End ride step"


def _stride_step(vanguard: str, hand: list[str], foe: str = "King") -> Game:
    me = player(circles={"VC": vanguard}, hand=hand, g_zone=g_zone("Dawn Colossus"))
    return g_game(me, player(circles={"VC": foe}), phase="ride", step="stride")


def test_after_a_stride_the_prompt_says_it_was_made(window: Any) -> None:
    w = window(_stride_step("Paladin", ["Knight", "Lancer"]))
    assert "drag a glowing G unit" in w.phase_bar.text.text()
    assert w.controller.act('stride "Dawn Colossus" discard "Knight", "Lancer"')
    text = w.phase_bar.text.text()
    assert "no stride is possible" not in text and "grade 3" not in text
    assert "Dawn Colossus" in text and "until the end of the turn" in text


def test_the_stride_prompt_names_the_condition_that_is_missing(window: Any) -> None:
    w = window(_stride_step("Knight", ["Knight", "Lancer"]))
    assert "your vanguard is grade 2" in w.phase_bar.text.text()
    w = window(_stride_step("Paladin", ["Knight", "Lancer"], foe="Knight"))
    assert "your opponent's vanguard is grade 2" in w.phase_bar.text.text()
    w = window(_stride_step("Paladin", ["Squire", "Lancer"]))
    text = w.phase_bar.text.text()
    assert "add up to 3" in text and "both vanguards" not in text


def test_the_battle_prompt_says_when_no_unit_can_attack(window: Any) -> None:
    standing = player(circles={"VC": "Knight", "FL": "Lancer"})
    w = window(game(standing, player(circles={"VC": "King"}), phase="battle", step="attack"))
    assert "Drag a front-row unit" in w.phase_bar.text.text()
    rested = player(circles={"VC": {"name": "Knight", "rest": True}})
    w = window(game(rested, player(circles={"VC": "King"}), phase="battle", step="attack"))
    text = w.phase_bar.text.text()
    assert "Drag" not in text and "no unit that can attack" in text


def test_the_g_era_phase_bar_has_a_stride_chip(window: Any) -> None:
    """In the G era the ride phase shows its stride step as a chip, lit while it lasts; a
    format without stride has no such chip."""
    from playtester.ui.phasebar import CURRENT

    w = window(_ride("Lancer", ["Knight"], g=True))
    chips = w.phase_bar.chips
    assert "Stride" in chips and chips["Stride"].isVisible()
    assert CURRENT not in chips["Stride"].styleSheet() and CURRENT in chips["Ride"].styleSheet()
    assert w.controller.next()
    assert vg(w.controller.game.state).step == "stride"
    assert chips["Stride"].isVisible() and CURRENT in chips["Stride"].styleSheet()
    assert w.controller.next()  # the main phase: the ride phase's step makes room again
    assert not chips["Stride"].isVisible() and chips["Main"].isVisible()
    w = window(_ride("Lancer", ["Knight"]))
    assert "Stride" not in w.phase_bar.chips


def test_long_wixoss_prompts_are_shown_whole_and_the_window_keeps_its_width(window: Any) -> None:
    """A hot-seat WIXOSS game played to its end in a window of a laptop's width: every prompt
    (the main phase's, a Life Burst's) is shown whole, never cut with an ellipsis, and the
    window never widens to make room for the phase bar."""
    import re

    from PySide6.QtWidgets import QApplication

    from playtester.games.wixoss import bot
    from playtester.ui.controller import TableController

    dealt = TableController.new_game(seed=2, mode="hotseat", format="diva", game_name="wixoss")
    w = window(dealt.game, mode="hotseat")
    w.resize(1200, 800)
    QApplication.processEvents()
    width, c, seen = w.width(), w.controller, 0
    for _ in range(3000):
        if c.game.winner is not None:
            break
        if c.behind_curtain:
            w.curtain.button.click()
            continue
        assert c.act(bot.choose(c.game))
        QApplication.processEvents()
        text = w.phase_bar.text.text()
        shown = " ".join(w.phase_bar.text.shown_lines())
        assert shown.split() == text.split() and "\u2026" not in shown, text
        assert not re.search(r"[.!?] +[a-z]", text), text  # sentences start with a capital
        assert w.width() == width, text
        seen = max(seen, len(text))
    assert c.game.winner is not None and seen > 140  # long prompts came, and showed whole


def test_every_prompt_starts_its_sentences_with_a_capital(window: Any) -> None:
    """A Vanguard game played through the window up to a trigger check, and a ride that gives
    an Imaginary Gift, for the player at the screen: after a full stop, each prompt goes on
    with a capital letter (WIXOSS's are read in the test of long prompts)."""
    import re

    from PySide6.QtWidgets import QApplication

    from playtester.games.vanguard import bot
    from playtester.ui.controller import TableController
    from tests.positions import p_game

    def sentences(text: str) -> str:
        assert not re.search(r"[.!?] +[a-z]", text), text
        return text

    w = window(TableController.new_game(seed=4).game)
    c, text = w.controller, ""
    for _ in range(1000):
        text = sentences(w.phase_bar.text.text())
        if re.search(r"is an? \w+ trigger\. ", text) or c.game.winner is not None:
            break
        assert c.act(bot.choose(c.game))
        QApplication.processEvents()
    assert re.search(r"is an? \w+ trigger\. ", text), "no trigger check came"
    me = player(circles={"VC": "Knight"}, hand=["Force Knight"])
    w = window(p_game(me, player(circles={"VC": "King"}), phase="ride"))
    assert w.controller.act('ride "Force Knight"')
    assert "Imaginary Gift: Force. " in sentences(w.phase_bar.text.text())

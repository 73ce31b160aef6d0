"""What one drag on the real widgets costs the rules: each place the drag lights up is judged
once at most (the drop reuses that verdict), and each action is performed once, recorded too."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from playtester.engine.registry import rules_for
from playtester.record.library import Library
from playtester.ui import dragging
from playtester.ui.dragging import Drag
from tests.positions import game, names, player
from tests.test_ui_table import _centre, _ride_position, drag


@pytest.fixture
def calls(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """Counts `check` and `perform` on the registered rules object that every game uses."""
    counted: Counter[str] = Counter()
    rules = rules_for("vanguard")
    for name in ("check", "perform"):
        real = getattr(rules, name)

        def counting(*args: Any, _real: Callable[..., Any] = real, _name: str = name) -> Any:
            counted[_name] += 1
            return _real(*args)

        monkeypatch.setattr(rules, name, counting)
    return counted


@pytest.fixture
def drags(
    monkeypatch: pytest.MonkeyPatch, calls: Counter[str]
) -> list[tuple[Drag, int, list[str]]]:
    """Every drag the scene begins (to count the places it lights up), with the checks made
    until it had lit them up and how each highlighted place then looked (glowing or refused;
    the places of the tools are judged too, but stay dark until Alt is held)."""
    begun: list[tuple[Drag, int, list[str]]] = []
    begin = dragging.begin

    def watching(scene: Any, drag: Drag) -> bool:
        started = begin(scene, drag)
        shown = [item.state for item in scene.zones.values() if item.state]
        begun.append((drag, calls["check"], shown))
        return started

    monkeypatch.setattr(dragging, "begin", watching)
    return begun


@pytest.fixture
def recorded(window: Any) -> Iterator[Callable[[Any], Any]]:
    """A table window whose game is recorded in the session library, as at the real table."""
    library = Library()

    def make(position: Any, assist: str = "assist") -> Any:
        w = window(position, assist)
        w.controller.record_to(library)
        return w

    yield make
    library.close()


def test_a_ride_drag_judges_each_lit_place_once_and_performs_once(
    recorded: Any, calls: Counter[str], drags: list[tuple[Drag, int, list[str]]]
) -> None:
    w = recorded(_ride_position())
    lancer = w.controller.game.state.zones[0]["hand"][0]
    steps = len(w.controller.game.history)
    calls.clear()
    drag(w, lancer, _centre(w, 0, "VC"))
    assert names(w.controller.game, 0, "VC") == ["Lancer"]
    ((begun, lit, shown),) = drags
    assert len(begun.targets) >= 2  # VC rides; the rear-guard circles and the piles say no
    assert 0 < calls["check"] <= len(begun.targets)  # each place judged once at most
    assert begun.manual and len(shown) == len(begun.targets) - len(begun.manual)  # tools dark
    assert "legal" in shown and "refused" in shown  # glowing where it may go, marked elsewhere
    assert calls["check"] == lit  # the drop and `apply` reuse the verdict on VC
    assert len(w.controller.game.history) == steps + 1
    assert calls["perform"] == 1
    assert w.controller.recording.ply == len(w.controller.game.history)


def test_a_drop_that_breaks_a_rule_reuses_its_verdict_too(
    recorded: Any, calls: Counter[str], drags: list[tuple[Drag, int, list[str]]]
) -> None:
    w = recorded(_ride_position(), assist="free")  # a plain tabletop: the drop just happens
    paladin = w.controller.game.state.zones[0]["hand"][1]
    calls.clear()
    drag(w, paladin, _centre(w, 0, "VC"))  # grade 3 onto grade 0: against the rules
    assert names(w.controller.game, 0, "VC") == ["Paladin"]
    assert w.controller.game.history[-1].override
    ((begun, lit, shown),) = drags
    assert calls["check"] == lit <= len(begun.targets)
    assert len(shown) == len(begun.targets) - len(begun.manual)
    assert calls["perform"] == 1


def test_an_attack_drag_judges_each_target_once_and_performs_once_per_action(
    recorded: Any, calls: Counter[str], drags: list[tuple[Drag, int, list[str]]]
) -> None:
    g = game(
        player(circles={"VC": "Paladin", "FL": "Swordsman"}),
        player(circles={"VC": "Knight", "FR": "Lancer"}, deck=["Lancer"] * 6),
        phase="battle",
    )
    w = recorded(g)
    swordsman = g.state.zones[0]["FL"][0]
    steps = len(w.controller.game.history)
    calls.clear()
    drag(w, swordsman, _centre(w, 1, "VC"))
    history = w.controller.game.history
    assert str(history[steps].action) == "attack FL -> VC"
    ((begun, lit, shown),) = drags
    assert len(begun.targets) == 2  # the opposing vanguard and rear-guard
    assert calls["check"] <= len(begun.targets) == len(shown)
    assert calls["check"] == lit  # the drop, `apply` and the goldfish's replies ask no more
    assert calls["perform"] == len(history) - steps  # the goldfish's replies: once each too
    assert w.controller.recording.ply == len(history)

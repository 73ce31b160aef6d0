"""Units that cannot intercept, the restriction the printed-text reader learned for issue 26's
vocab24 pass (`restrict {...} no-intercept`), played at the table from INVENTED text: an attack's
"all of your opponent's units cannot intercept until end of that battle" (the next battle they
may again), an opponent's rear-guard chosen that "cannot intercept until end of turn" (another
may), and a [CONT] ability's "during your turn, your opponent's units cannot intercept". The
guard step's legal list and the refusal's reason are checked, and undo."""

from __future__ import annotations

from typing import Any

from playtester.engine import Game
from tests.positions import CARDS, allow, game, player, unit, why

SEALED = (
    "[AUTO](VC):When this unit attacks, all of your opponent's units cannot intercept"
    " ([Intercept]) until end of that battle."
)
PINNED = (
    "[AUTO](VC):When this unit attacks, choose one of your opponent's rear-guards, and that"
    " unit cannot intercept ([Intercept]) until end of turn."
)
WARDED = "[CONT](VC):During your turn, your opponent's units cannot intercept ([Intercept])."


def _attack_game(text: str) -> Game:
    """Player 0's Warden (the text, 11000 power) on VC with a Lancer on FL, in the attack step;
    the opponent's King with two Swordsmen (grade 2: they intercept) on FL and FR."""
    warden = unit("Warden", 3, 11000, 0, text=text)
    me = player(circles={"VC": "Warden", "FL": "Lancer"})
    foe = player(circles={"VC": "King", "FL": "Swordsman", "FR": "Swordsman"}, hand=[])
    top: dict[str, Any] = {"phase": "battle", "step": "attack"}
    return game(me, foe, cards=[*CARDS, warden], **top)


def _intercepts(g: Game) -> list[str]:
    return sorted(str(a) for a in g.legal_actions() if str(a).startswith("intercept"))


def _step(g: Game) -> str:
    return str(g.to_position()["step"])


def test_none_of_their_units_may_intercept_that_battle() -> None:
    g = _attack_game(SEALED)
    allow(g, "attack VC -> VC")  # (the guard step: the ability waits)
    before = g.to_position()
    allow(g, 'use "Warden"')
    assert _intercepts(g) == []
    assert why(g, "intercept FL") == ("intercept.restricted", {"card": "Swordsman"})
    assert g.undo() is not None
    assert g.to_position() == before
    allow(g, 'skip "Warden"')
    assert _intercepts(g) == ["intercept FL", "intercept FR"]


def test_the_battle_over_they_may_intercept_again() -> None:
    g = _attack_game(SEALED)
    allow(g, "attack VC -> VC")
    allow(g, 'use "Warden"')
    while _step(g) != "attack":  # the battle ends (nothing else to decide: no triggers)
        allow(g, "next")
    allow(g, "attack FL -> VC")
    assert _intercepts(g) == ["intercept FL", "intercept FR"]


def test_the_rear_guard_chosen_may_not_intercept_and_the_other_may() -> None:
    g = _attack_game(PINNED)
    allow(g, "attack VC -> VC")
    allow(g, 'use "Warden"')
    allow(g, "restrict -> FR no-intercept turn")  # the step: the opponent's FR chosen
    assert _intercepts(g) == ["intercept FL"]
    assert why(g, "intercept FR") == ("intercept.restricted", {"card": "Swordsman"})


def test_a_continuous_ability_forbids_it_during_its_players_turn() -> None:
    g = _attack_game(WARDED)
    allow(g, "attack VC -> VC")
    assert _intercepts(g) == []
    assert why(g, "intercept FR") == ("intercept.restricted", {"card": "Swordsman"})

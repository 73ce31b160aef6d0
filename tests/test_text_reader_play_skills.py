"""A skill given to a unit, read from printed text, plays at the table (vocab6): while its
[CONT] ability works, "this unit gets "Intercept"" lets it intercept, "can intercept from the
back row" from a back row rear-guard circle, "gets "Boost"" lets it boost, its shield counts on
the guardian circle; none of it while the ability's condition does not hold. Invented cards."""

from __future__ import annotations

from typing import Any

from playtester.engine import Game
from playtester.games.vanguard.text_reader import read_text
from tests.positions import CARDS, allow, deny, face_up_damage, game, names, player, unit

WARD = (
    '[CONT](RC)/(GC):If you have a grade 3 or greater vanguard with "Regent" in its card name,'
    ' this unit gets "Intercept", can intercept from the back row, and gets [Shield] +5000.'
)
WALL = (
    '[CONT](RC):If your damage zone has two or more cards, this unit gets "Boost", and'
    " [Power] +1000."
)
MINE = [
    unit("Dawn Regent", 3, 11000, 0),
    unit("Ward Page", 1, 7000, 5000, text=WARD),  # (its icon: Boost)
    unit("Wall Knight", 2, 9000, 5000, text=WALL),  # (its icon: Intercept)
]


def _defending(vanguard: str, **circles: str) -> Game:
    """Player 0's King attacks player 1's vanguard; player 1 is in the guard step."""
    foe = player(circles={"VC": vanguard, **circles}, hand=[])
    g = game(player(circles={"VC": "King"}), foe, phase="battle", step="attack",
             cards=[*CARDS, *MINE])  # fmt: skip
    allow(g, "attack VC -> VC")
    return g


def _boosting(damage: int) -> Game:
    me: dict[str, Any] = {"circles": {"VC": "King", "BC": "Wall Knight"}}
    me["damage"] = face_up_damage(damage)
    return game(player(**me), player(circles={"VC": "King"}), phase="battle", step="attack",
                cards=[*CARDS, *MINE])  # fmt: skip


def test_the_texts_are_read_whole() -> None:
    assert all(r.whole for t in (WARD, WALL) for r in read_text(t))


def test_a_unit_given_intercept_from_the_back_row_intercepts_and_its_shield_counts() -> None:
    g = _defending("Dawn Regent", BL="Ward Page")
    allow(g, "intercept BL")  # (the rules' check: the legal list not asked yet)
    assert names(g, 1, "GC") == ["Ward Page"] and names(g, 1, "BL") == []
    assert g.power(1, "VC") == 11000 + 5000 + 5000  # the vanguard, the shield, its bonus
    g.undo()
    assert names(g, 1, "BL") == ["Ward Page"] and g.power(1, "VC") == 11000
    assert "intercept BL" in [str(a) for a in g.legal_actions()]


def test_without_the_condition_the_unit_has_no_intercept() -> None:
    g = _defending("King", BL="Ward Page", FL="Ward Page")
    deny(g, "intercept BL", "intercept.circle")
    deny(g, "intercept FL", "intercept.no_icon")
    assert not any("intercept" in str(a) for a in g.legal_actions())


def test_a_unit_given_boost_boosts_while_the_condition_holds() -> None:
    g = _boosting(2)
    allow(g, "attack VC -> VC boost BC")  # (the rules' check: the legal list not asked yet)
    assert g.power(0, "VC") == 10000 + 9000 + 1000
    g.undo()
    assert g.power(0, "VC") == 10000
    assert "attack VC -> VC boost BC" in [str(a) for a in g.legal_actions()]
    g = _boosting(1)
    deny(g, "attack VC -> VC boost BC", "boost.no_icon")
    assert not any("boost" in str(a) for a in g.legal_actions())


def test_a_given_skill_is_that_skill_alone() -> None:
    """The Wall Knight given Boost (two damage) is given no intercept from the back row."""
    foe = player(circles={"VC": "King", "BL": "Wall Knight"}, damage=face_up_damage(2), hand=[])
    g = game(player(circles={"VC": "King"}), foe, phase="battle", step="attack",
             cards=[*CARDS, *MINE])  # fmt: skip
    allow(g, "attack VC -> VC")
    deny(g, "intercept BL", "intercept.circle")

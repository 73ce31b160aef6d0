"""What the soul holds and a named unit on a circle, the conditions the printed-text reader
learned for issue 26's vocab21 pass, played at the table from INVENTED text: "if your soul has a
"Name"" (that whole name), "a grade 3", "a "A" and a "B"" (both) and "if you have a "Name" on
your (RC)". Each position rides or calls through the notation, checks the bonus, and undoes."""

from __future__ import annotations

from playtester.engine import Game
from playtester.games.vanguard.board import critical
from tests.positions import CARDS, allow, game, player, unit

KEEPER = "Lantern Keeper"
CROWN = f'[CONT](VC):If your soul has a "{KEEPER}", this unit gets [Critical] +1.'
PAIR = (
    f'[CONT](VC):If your soul has a "{KEEPER}" and a "Lantern Thief", this unit gets'
    " [Power] +3000/[Critical] +1."
)
GRADED = "[CONT](RC)/(GC):If your soul has a grade 3, this unit gets [Power] +3000."
CALLED = (
    f'[CONT](VC):During your turn, if you have a "{KEEPER}" on your (RC), this unit gets'
    " [Power] +5000."
)


def _cards(lord_text: str) -> list[dict[str, object]]:
    return [
        *CARDS,
        unit(KEEPER, 2, 9000),
        unit("Lantern Thief", 1, 8000),
        unit("Lantern Keeper II", 2, 9000),
        unit("Lantern Lord", 3, 11000, 0, text=lord_text),
    ]


def _ride_game(lord_text: str, soul: list[str], vanguard: str = KEEPER) -> Game:
    """Player 0's ride phase: the vanguard `vanguard`, the soul `soul`, the Lantern Lord (the
    text) in the hand."""
    me = player(circles={"VC": vanguard}, soul=soul, hand=["Lantern Lord"])
    them = player(circles={"VC": "King"})
    return game(me, them, phase="ride", cards=_cards(lord_text))


def test_riding_over_the_named_card_puts_it_in_the_soul_and_the_bonus_follows() -> None:
    g = _ride_game(CROWN, soul=[])
    before = g.to_position()
    allow(g, 'ride "Lantern Lord"')
    assert critical(g.state, 0, "VC") == 2
    assert g.undo() is not None
    assert g.to_position() == before


def test_a_card_whose_name_only_begins_so_does_not_count() -> None:
    g = _ride_game(CROWN, soul=[], vanguard="Lantern Keeper II")
    allow(g, 'ride "Lantern Lord"')
    assert critical(g.state, 0, "VC") == 1


def test_both_names_are_needed() -> None:
    g = _ride_game(PAIR, soul=[])
    allow(g, 'ride "Lantern Lord"')  # the Keeper alone in the soul
    assert (critical(g.state, 0, "VC"), g.power(0, "VC")) == (1, 11000)
    g = _ride_game(PAIR, soul=["Lantern Thief"])
    allow(g, 'ride "Lantern Lord"')
    assert (critical(g.state, 0, "VC"), g.power(0, "VC")) == (2, 14000)


def test_a_grade_3_in_the_soul_and_not_a_grade_2() -> None:
    me = player(circles={"VC": "Swordsman", "FL": "Lantern Lord"}, soul=["Knight"], hand=["King"])
    g = game(me, player(circles={"VC": "King"}), phase="ride", cards=_cards(GRADED))
    assert g.power(0, "FL") == 11000
    allow(g, 'ride "King"')  # the Swordsman (grade 2) to the soul: still no grade 3 there
    assert g.power(0, "FL") == 11000
    g = game(
        player(circles={"VC": "Paladin", "FL": "Lantern Lord"}, soul=["Knight"], hand=["King"]),
        player(circles={"VC": "King"}),
        phase="ride",
        cards=_cards(GRADED),
    )
    allow(g, 'ride "King"')  # the Paladin (grade 3) to the soul
    assert g.power(0, "FL") == 14000
    assert g.undo() is not None
    assert g.power(0, "FL") == 11000


def test_a_named_rear_guard_called_gives_the_bonus_and_another_does_not() -> None:
    me = player(circles={"VC": "Lantern Lord"}, hand=[KEEPER, "Lantern Keeper II"])
    g = game(me, player(circles={"VC": "King"}), cards=_cards(CALLED))
    allow(g, 'call "Lantern Keeper II" FL')
    assert g.power(0, "VC") == 11000
    before = g.to_position()
    allow(g, f'call "{KEEPER}" FR')
    assert g.power(0, "VC") == 16000
    assert g.undo() is not None
    assert g.to_position() == before
    assert g.power(0, "VC") == 11000

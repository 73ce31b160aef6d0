"""A unit "with [Limit-Break N]" read from printed text plays at the table (vocab6): the
selector filter `LBN` holds for a unit one of whose abilities has that Limit Break (its printed
header says it, whether the reader reads that ability or not; or a record's mark), not for one
whose text only mentions it in a sentence; "when this unit boosts a <Clan> with [Limit-Break 4]"
asks it of the unit boosted, "if you have a <Clan> vanguard or rear-guard with ..." of your
units. Invented cards and texts."""

from __future__ import annotations

from typing import Any

from playtester.engine import Game
from playtester.games.common.abilities import Ability, Kind
from playtester.games.vanguard.breaks import limit_breaks
from playtester.games.vanguard.state import vg
from tests.positions import CARDS, allow, face_up_damage, game, player, unit

# a Limit Break 4 ability the reader leaves by hand (a [CONT] it does not read): still one
REGENT = (
    "[CONT](VC)[Limit-Break 4](This ability is active if you have four or more damage):During"
    " your turn, this unit gets [Power] +2000 for each teddy bear you own."
)
# a sentence that mentions a Limit Break: no ability of this card has one
MENTION = (
    "[AUTO](VC):When this unit attacks, if you have a <Moon Court> vanguard or rear-guard with"
    " [Limit-Break 4], this unit gets [Power] +1000 until end of that battle."
)
BOOSTS = (
    "[AUTO](RC):[Counter-Blast 1] When this unit boosts ([Boost]) a <Sun Knights> with"
    " [Limit-Break 4], you may pay the cost. If you do, the boosted ([Boost]) unit gets"
    " [Power] +3000 until end of that battle."
)
HAVE = (
    "[AUTO](RC):When this unit attacks, if you have a <Sun Knights> vanguard or rear-guard with"
    " [Limit-Break 4], this unit gets [Power] +4000 until end of that battle."
)


def _card(name: str, grade: int, power: int, clan: str, text: str) -> dict[str, Any]:
    return unit(name, grade, power, 5000 if grade < 3 else 0, clan=clan, text=text)


MINE = [
    _card("Sun Regent", 3, 11000, "Sun Knights", REGENT),
    _card("Sun Herald", 3, 11000, "Sun Knights", MENTION),
    _card("Moon Regent", 3, 11000, "Moon Court", REGENT),
    _card("Sun Page", 1, 7000, "Sun Knights", BOOSTS),
    _card("Sun Blade", 2, 9000, "Sun Knights", HAVE),
]


def _battle(vanguard: str, **circles: str) -> Game:
    me = player(circles={"VC": vanguard, **circles}, damage=face_up_damage(2), hand=[])
    foe = player(circles={"VC": "King"}, hand=[])
    return game(me, foe, phase="battle", step="attack", cards=[*CARDS, *MINE])


def test_a_boost_of_a_unit_of_the_clan_with_the_limit_break_gives_it_the_bonus() -> None:
    g = _battle("Sun Regent", BC="Sun Page")
    allow(g, "attack VC -> VC boost BC")
    assert len(vg(g.state).pending) == 1
    allow(g, 'use "Sun Page"')
    assert g.power(0, "VC") == 11000 + 7000 + 3000  # its power, the boost, the ability's bonus
    g.undo()
    assert g.power(0, "VC") == 11000 + 7000 and len(vg(g.state).pending) == 1


def test_a_boost_of_another_clan_or_a_unit_without_the_limit_break_waits_for_nothing() -> None:
    for vanguard in ("Moon Regent", "Sun Herald"):  # (the Herald only mentions one)
        g = _battle(vanguard, BC="Sun Page")
        allow(g, "attack VC -> VC boost BC")
        assert vg(g.state).pending == (), vanguard


def test_you_have_a_unit_of_the_clan_with_the_limit_break() -> None:
    for vanguard, bonus in (("Sun Regent", 4000), ("Sun Herald", 0), ("Moon Regent", 0)):
        g = _battle(vanguard, FL="Sun Blade")
        allow(g, "attack FL -> VC")
        if bonus:
            allow(g, 'use "Sun Blade"')
        assert vg(g.state).pending == ()
        assert g.power(0, "FL") == 9000 + bonus, vanguard


def test_limit_breaks_are_the_headers_and_the_marks_not_a_mention() -> None:
    assert limit_breaks(REGENT, ()) == {4}
    assert limit_breaks(MENTION, ()) == frozenset()
    assert limit_breaks("[ACT](VC)[Limit Break 5]:Draw a card.\n" + REGENT, ()) == {4, 5}
    written = Ability(Kind.AUTO, ("VC",), ("LB3",), ("attacks",), (), (), ())
    assert limit_breaks("", (written,)) == {3}


# "your vanguard's [Limit-Break 4] is active even when you have three or less damage"
SISTER = (
    '[CONT](RC):Your vanguard\'s "[Limit-Break 4]" is active even when you have three or less'
    " damage."
)
STORM = (
    "[AUTO](VC)[Limit-Break 4](This ability is active if you have four or more damage):When this"
    " unit attacks, this unit gets [Power] +5000 until end of that battle."
)
CALM = (
    "[CONT](VC)[Limit-Break 4](This ability is active if you have four or more damage):This unit"
    " gets [Power] +3000."
)
FREED = [
    _card("Sister Page", 1, 7000, "Sun Knights", SISTER),
    _card(
        "Dusk Sister",
        1,
        7000,
        "Sun Knights",
        "During your opponent's turn, y".join(SISTER.split("Y", 1)),
    ),
    _card(
        "Far Sister", 1, 7000, "Sun Knights", SISTER.replace("4]", "5]").replace("three", "four")
    ),
    _card("Storm Knight", 2, 9000, "Sun Knights", STORM.replace("(VC)", "(RC)")),
    _card("Storm Regent", 3, 11000, "Sun Knights", STORM),
    _card("Calm Regent", 3, 11000, "Sun Knights", CALM),
]


def _freed(vanguard: str, damage: int, **circles: str) -> Game:
    me = player(circles={"VC": vanguard, **circles}, damage=face_up_damage(damage), hand=[])
    foe = player(circles={"VC": "King"}, hand=[])
    return game(me, foe, phase="battle", step="attack", cards=[*CARDS, *FREED])


def test_a_unit_makes_the_vanguards_limit_break_work_below_its_damage() -> None:
    g = _freed("Storm Regent", 2, FL="Sister Page")
    allow(g, "attack VC -> VC")
    allow(g, 'use "Storm Regent"')
    assert g.power(0, "VC") == 11000 + 5000
    g.undo()
    assert g.power(0, "VC") == 11000 and len(vg(g.state).pending) == 1
    g = _freed("Storm Regent", 2)  # without the Sister: two damage is not four
    allow(g, "attack VC -> VC")
    assert vg(g.state).pending == ()


def test_the_freed_limit_break_of_a_continuous_ability_gives_its_power() -> None:
    assert _freed("Calm Regent", 1, FL="Sister Page").power(0, "VC") == 11000 + 3000
    assert _freed("Calm Regent", 1).power(0, "VC") == 11000
    assert _freed("Calm Regent", 4).power(0, "VC") == 11000 + 3000  # (four damage: on its own)


def test_only_the_vanguards_own_limit_break_is_freed_and_while_the_ability_works() -> None:
    for vanguard, circles in (
        ("King", {"FL": "Storm Knight", "FR": "Sister Page"}),  # a rear-guard's: not freed
        ("Storm Regent", {"FL": "Dusk Sister"}),  # only during the opponent's turn
        ("Storm Regent", {"FL": "Far Sister"}),  # Limit Break 5's, not 4's
    ):
        g = _freed(vanguard, 2, **circles)
        allow(g, "attack FL -> VC" if vanguard == "King" else "attack VC -> VC")
        assert vg(g.state).pending == (), (vanguard, circles)


NAMED = (
    '[AUTO](RC):When this unit boosts a unit named "Sun Regent", the boosted unit gets'
    " [Power] +2000 until end of that battle."
)


def test_a_boost_of_the_unit_so_named_alone() -> None:
    cards = [*CARDS, *MINE, _card("Named Page", 1, 7000, "Sun Knights", NAMED)]
    for vanguard, bonus in (("Sun Regent", 2000), ("Sun Herald", 0)):
        me = player(circles={"VC": vanguard, "BC": "Named Page"}, hand=[])
        g = game(me, player(circles={"VC": "King"}), phase="battle", step="attack", cards=cards)
        allow(g, "attack VC -> VC boost BC")
        if bonus:
            allow(g, 'use "Named Page"')
        assert g.power(0, "VC") == 11000 + 7000 + bonus, vanguard
        assert vg(g.state).pending == ()

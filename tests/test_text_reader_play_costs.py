"""Costs and conditions read from printed text play at the table (issue 26, the second
vocabulary pass): a choice of costs ("[COST][Counter-Blast 1 or Energy-Blast 3]") offers each
cost its player can pay and pays the one picked, and is undone with it; a condition in the
middle of the effects ("... . If your hand has two or more cards, ...") stops the ability
there when it does not hold. The texts are invented."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from playtester.engine import Game
from playtester.engine.events import Note
from playtester.games.common.ability_text import AbilityTextError, read, write
from playtester.games.vanguard import prompts
from playtester.games.vanguard.ability_words import WORDS
from playtester.games.vanguard.board import shield
from playtester.games.vanguard.state import flags_of, vg
from playtester.games.vanguard.text_reader import read_card
from tests.positions import CLAN, ability_texts, allow, deny, face_up_damage, player
from tests.test_d_era_rulings import d_game

EITHER = (
    "[AUTO](VC):When this unit attacks, [COST][Counter-Blast 1 or Energy-Blast 3], draw a card."
)


@pytest.fixture
def printed(request: pytest.FixtureRequest) -> Iterator[None]:
    """The Squire (of the test cards' clan) has the ability read whole from the invented
    printed text."""
    card = read_card("Squire", request.param, CLAN)
    assert not card.by_hand and [a.automated for a in card.abilities] == [True]
    with ability_texts(write([card])):
        yield


def _attacking(**mine: Any) -> Game:
    me = player(circles={"VC": "Squire"}, **{"hand": [], **mine})
    g = d_game(me, player(circles={"VC": "King"}, hand=[]), phase="battle", step="attack")
    allow(g, "attack VC -> VC")
    return g


def _hand(g: Game) -> int:
    return len(g.state.zones[0].get("hand", []))


def _face_up(g: Game) -> int:
    return sum(not g.state.cards[i].face_down for i in g.state.zones[0].get("damage", []))


@pytest.mark.parametrize("printed", [EITHER], indirect=True)
def test_a_choice_of_costs_offers_both_and_pays_the_one_picked(printed: None) -> None:
    g = _attacking(energy=4, damage=face_up_damage(2))
    allow(g, 'use "Squire"')
    assert [str(a) for a in g.legal_actions()] == [
        "counterblast 1",
        "energyblast 3",
        "skip",
        "stop",
    ]
    allow(g, "energyblast 3")
    assert flags_of(g.state, 0).energy == 1 and _face_up(g) == 2
    assert _hand(g) == 1 and vg(g.state).resolving is None
    g.undo()
    assert flags_of(g.state, 0).energy == 4 and _face_up(g) == 2 and _hand(g) == 0
    allow(g, "counterblast 1")
    assert flags_of(g.state, 0).energy == 4 and _face_up(g) == 1 and _hand(g) == 1


@pytest.mark.parametrize("printed", [EITHER], indirect=True)
def test_a_choice_of_costs_offers_only_the_cost_that_can_be_paid(printed: None) -> None:
    g = _attacking(energy=2, damage=face_up_damage(2))
    allow(g, 'use "Squire"')  # the Energy is short: the counter blast is the one way, paid
    assert flags_of(g.state, 0).energy == 2 and _face_up(g) == 1 and _hand(g) == 1
    g.undo()
    assert _face_up(g) == 2 and _hand(g) == 0 and vg(g.state).pending != ()


@pytest.mark.parametrize("printed", [EITHER], indirect=True)
def test_a_choice_of_costs_none_can_pay_is_not_offered(printed: None) -> None:
    g = _attacking(energy=2, damage=[{"name": "Lancer", "face_down": True}])
    assert vg(g.state).pending == ()
    assert vg(_attacking(energy=3, damage=[]).state).pending != ()  # the Energy alone pays


GATE = (
    "[AUTO](VC):When this unit attacks, draw a card. If your hand has two or more cards,"
    " this unit gets [Power] +5000 until end of that battle, and draw a card."
)


@pytest.mark.parametrize("printed", [GATE], indirect=True)
def test_a_condition_among_the_effects_does_the_rest_only_when_it_holds(printed: None) -> None:
    g = _attacking(hand=["Lancer"])  # one card, and the draw: two, the condition holds
    allow(g, 'use "Squire"')
    assert _hand(g) == 3 and g.power(0, "VC") == 6000 + 5000
    assert vg(g.state).resolving is None
    g.undo()
    assert _hand(g) == 1 and g.power(0, "VC") == 6000 and vg(g.state).pending != ()
    g = _attacking(hand=[])  # no card, and the draw: one, the rest is not done
    events = g.apply('use "Squire"')
    assert _hand(g) == 1 and g.power(0, "VC") == 6000
    assert vg(g.state).resolving is None
    assert "condition unmet" in [e.what for e in events if isinstance(e, Note)]


SHIELD = (
    "[CONT](GC):If your opponent's vanguard is grade 3 or greater, this unit gets [Shield] +5000."
)


@pytest.mark.parametrize("printed", [SHIELD], indirect=True)
def test_a_guardians_shield_while_its_condition_holds(printed: None) -> None:
    for attacker, total in (("King", 10000 + 5000), ("Lancer", 10000)):  # grade 3, grade 1
        me = player(circles={"VC": attacker})
        foe = player(circles={"VC": "King"}, hand=["Squire"])
        g = d_game(me, foe, phase="battle", step="attack")
        allow(g, "attack VC -> VC")
        allow(g, 'guard "Squire"')
        assert shield(g.state, 1) == total, attacker
        g.undo()
        assert shield(g.state, 1) == 0


LORD = (
    "[CONT](VC/RC):Lord (If you have a unit without a same clan as this unit, this unit cannot"
    " attack)"
)


@pytest.mark.parametrize("printed", [LORD], indirect=True)
def test_lord_keeps_the_unit_from_attacking_while_a_unit_of_another_clan_is_yours(
    printed: None,
) -> None:
    me = player(circles={"VC": "Squire", "FL": "Lancer"}, hand=["Stranger Page"])
    g = d_game(me, player(circles={"VC": "King"}), phase="main")
    allow(g, 'call "Stranger Page" FR')  # of another clan than the Squire's
    allow(g, "next")  # to the battle phase
    deny(g, "attack VC -> VC", "attack.restricted", card="Squire")
    allow(g, "attack FL -> VC")  # the Lancer has no Lord: of the same clan, it may
    g.undo()
    g.undo()
    g.undo()  # the Stranger Page back in the hand: all of one clan, the Squire attacks
    allow(g, "next")
    allow(g, "attack VC -> VC")


ATTACKED = (
    "[AUTO]:[Choose a <Test Clan> from your hand, and discard it] When this unit is placed on"
    " (GC), you may pay the cost. If you do, choose one of your <Test Clan> that is being"
    " attacked, and that unit cannot be hit until end of that battle."
)


@pytest.mark.parametrize("printed", [ATTACKED], indirect=True)
def test_a_unit_of_the_clan_that_is_being_attacked_cannot_be_hit(printed: None) -> None:
    for attacked, safe in (("Knight", True), ("Stranger Page", False)):  # of another clan
        foe = player(circles={"VC": attacked, "FL": "Knight"}, hand=["Squire", "Lancer"])
        g = d_game(player(circles={"VC": "King"}), foe, phase="battle", step="attack")
        allow(g, "attack VC -> VC")
        allow(g, 'guard "Squire"')
        allow(g, 'use "Squire"')  # the Lancer discarded, the one unit attacked chosen
        assert foe_names(g, "drop") == ["Lancer"]
        target = g.state.zones[1]["VC"][0]
        said = [(m.card, m.stat) for m in g.state.modifiers if m.stat != "attacked"]  # (no mark)
        assert said == ([(target, "no-hit")] * safe)
        g.undo()
        assert [m.stat for m in g.state.modifiers] == ["attacked"]  # the attack's mark alone
        assert foe_names(g, "drop") == []


BOOSTING = "[CONT](RC):During the battle this unit boosted, this unit gets [Power] +5000."


@pytest.mark.parametrize("printed", [BOOSTING], indirect=True)
def test_a_bonus_during_the_battle_the_unit_boosts(printed: None) -> None:
    me = player(circles={"VC": "King", "FL": "Knight", "BL": "Squire"})
    g = d_game(me, player(circles={"VC": "King"}), phase="battle", step="attack")
    assert g.power(0, "BL") == 6000
    allow(g, "attack VC -> VC")  # the Squire boosts no one
    assert g.power(0, "BL") == 6000
    g.undo()
    allow(g, "attack FL -> VC boost BL")
    assert g.power(0, "BL") == 6000 + 5000
    g.undo()
    assert g.power(0, "BL") == 6000


def foe_names(g: Game, zone: str) -> list[str]:
    return [g.state.cards[i].card.name for i in g.state.zones[1].get(zone, [])]


MORE = "[CONT](VC):If you have more rear-guards than your opponent, this unit gets [Power] +3000."


@pytest.mark.parametrize("printed", [MORE], indirect=True)
def test_more_rear_guards_than_the_opponent_counts_both_strictly(printed: None) -> None:
    me = player(circles={"VC": "Squire", "FL": "Lancer"}, hand=["Stranger Page"])
    g = d_game(me, player(circles={"VC": "King", "FL": "Lancer"}))
    assert g.power(0, "VC") == 6000  # one against one: not more
    allow(g, 'call "Stranger Page" FR')
    assert g.power(0, "VC") == 6000 + 3000  # two against one
    g.undo()
    assert g.power(0, "VC") == 6000


BOOSTED_BY = (
    "[AUTO](VC):When this unit attacks, if this unit is boosted by a <Other Clan>, draw a card."
)


@pytest.mark.parametrize("printed", [BOOSTED_BY], indirect=True)
def test_boosted_by_a_unit_of_the_clan(printed: None) -> None:
    for booster, waits in (("Stranger Page", True), ("Lancer", False)):
        me = player(circles={"VC": "Squire", "BC": booster})
        g = d_game(me, player(circles={"VC": "King"}), phase="battle", step="attack")
        allow(g, "attack VC -> VC boost BC")
        assert (vg(g.state).pending != ()) is waits, booster


def _written(step: str) -> None:
    read(f'card "Squire"\n  act VC\n    {step}\n', WORDS)


def test_a_choice_of_costs_and_a_condition_step_are_written_in_the_games_words() -> None:
    _written("cost either counterblast 1 or energyblast 3")
    _written("cost either soulblast 2 or counterblast 1 or soulcharge 1")
    _written("do if count my hand >= 2")
    _written("do if compare my rear > their rear")
    for wrong in (
        "cost either counterblast 1",  # one cost is no choice
        "cost either counterblast 1 or draw 1",  # a draw is no cost
        "cost either counterblast one or soulblast 1",  # a number in digits
        "cost either counterblast 1 or soulblast",
        "cost either counterblast 1 or retire {my rear}",  # no blank
        "do if the moon is full",
        "do may if my turn",
        "do if compare my rear > 2",  # a count against a selector
        "do if compare my rear their rear",
    ):
        with pytest.raises(AbilityTextError):
            _written(wrong)


AS_MANY = (
    "[CONT](VC):If the number of cards in your hand is the same as or less than your"
    " opponent's, this unit gets [Power] +2000."
)


@pytest.mark.parametrize("printed", [AS_MANY], indirect=True)
def test_the_same_or_fewer_cards_in_hand_than_the_opponent_holds_when_as_many(
    printed: None,
) -> None:
    for mine, power in ((["Lancer"], 6000 + 2000), (["Lancer", "Knight"], 6000), ([], 8000)):
        me = player(circles={"VC": "Squire"}, hand=mine)
        g = d_game(me, player(circles={"VC": "King"}, hand=["Lancer"]))
        assert g.power(0, "VC") == power, mine


@pytest.mark.parametrize("printed", [EITHER], indirect=True)
def test_a_choice_of_costs_has_a_button_for_each_cost(printed: None) -> None:
    damage = [{"name": "Lancer", "face_down": False}, {"name": "Knight", "face_down": False}]
    g = _attacking(energy=4, damage=damage)
    allow(g, 'use "Squire"')
    bar = prompts.prompt(g, 0, "")
    # two damage cards of other names: the Counter Blast's picker; the Energy Blast's button
    assert [t.action for t in bar.buttons] == [
        "counterblast 1",
        "energyblast 3",
        "skip",
        "stop",
    ]
    assert "Counter Blast 1 or Energy Blast 3" in bar.text

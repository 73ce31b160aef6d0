"""The effects and triggers the printed-text reader learned for issue 26's third pass, played at
the table from INVENTED text: a look at the top cards of the deck (seen by its player alone, a
choice only among them, the rest put away in the player's order), an attack hitting in the
battle this unit boosted, a ride by a named card, and a unit of a clan being attacked. Each is
used through the notation, its outcome checked, and undone."""

from __future__ import annotations

from typing import Any

import pytest

from playtester.engine import Game
from playtester.games.vanguard.state import vg
from tests.positions import CARDS, allow, game, names, player, unit
from tests.test_read_effects import ATTACKS, attacking, reader, undone, use

LOOK = ATTACKS + (
    "look at the top three cards of your deck, choose up to one grade 2 unit card from among"
    " them, call it to (RC), and put the rest on the bottom of your deck in any order."
)
DECK = ["Lancer", "Swordsman", "Squire", "Knight", "King"]


def _offered(g: Game) -> list[str]:
    return [str(a) for a in g.legal_actions()]


def test_a_look_shows_the_top_cards_to_its_player_alone_and_chooses_only_among_them() -> None:
    g = attacking(LOOK, deck=DECK)
    before = g.to_position()
    allow(g, 'use "Reader"')
    deck = g.state.zones[0]["deck"]
    assert [g.visible(i, 0) for i in deck] == [True, True, True, False, False]
    assert not any(g.visible(i, 1) for i in deck)  # the opponent sees none of them
    # the one grade 2 among the three (the Knight, fourth, is not among them)
    assert {a.split(" to ")[0] for a in _offered(g)} == {'put deck "Swordsman"', "skip", "stop"}
    allow(g, 'put deck "Swordsman" to FL')
    assert names(g, 0, "FL") == ["Swordsman"]
    # the rest, in the player's order: the Squire first, then the Lancer (the last one, at once)
    assert _offered(g) == [
        'put deck "Lancer" to deck bottom',
        'put deck "Squire" to deck bottom',
        "skip",
        "stop",
    ]
    allow(g, 'put deck "Squire" to deck bottom')
    assert vg(g.state).resolving is None
    assert names(g, 0, "deck") == ["Knight", "King", "Squire", "Lancer"]
    assert not any(g.visible(i, 0) for i in g.state.zones[0]["deck"])  # moved: seen no more
    undone(g, before, 3)
    assert names(g, 0, "deck") == DECK


def test_the_rest_is_the_cards_looked_at_and_no_other() -> None:
    text = ATTACKS + (
        "look at the top card of your deck, choose up to one grade 3 card from among them, put"
        " it into your hand, and put the rest into your soul."
    )
    g = attacking(text, deck=["Lancer", "King"])
    before, taken = use(g)  # no grade 3 on top: nothing to choose; the Lancer to the soul
    assert names(g, 0, "soul") == ["Lancer"]
    assert names(g, 0, "hand") == [] and names(g, 0, "deck") == ["King"]
    undone(g, before, taken)
    assert names(g, 0, "deck") == ["Lancer", "King"] and names(g, 0, "soul") == []


def test_a_unit_card_among_them_is_no_order() -> None:
    text = ATTACKS + (
        "look at the top two cards of your deck, choose up to one unit card from among them, and"
        " put it into your hand."
    )
    order = {"name": "Blank Order", "grade": None, "kind": "order", "clan": "Test Clan"}
    me = player(circles={"VC": "Reader"}, hand=[], deck=["Blank Order", "Lancer"])
    foe = player(circles={"VC": "King"}, hand=[])
    g = game(me, foe, phase="battle", step="attack", cards=[*CARDS, reader(text), order])
    allow(g, "attack VC -> VC")
    allow(g, 'use "Reader"')
    assert _offered(g) == ['put deck "Lancer" to hand', "skip", "stop"]


BOOSTS = (
    "[AUTO](RC):When an attack hits a vanguard during the battle that this unit boosted"
    " ([Boost]) a <{clan}>, draw a card."
)


def _boosted_attack(clan: str, guard: bool = False) -> Game:
    """Player 0's Paladin (Test Clan) attacks the King boosted by the Booster, and the King's
    player guards with a Shieldbearer or not."""
    booster = unit("Booster", 1, 8000, 5000, text=BOOSTS.format(clan=clan))
    # (the Stranger Page on FL is of Other Clan: only the unit boosted is asked)
    mine = {"VC": "Paladin", "BC": "Booster", "FL": "Stranger Page"}
    me = player(circles=mine, hand=[], deck=["Lancer"] * 5)
    foe = player(circles={"VC": "King"}, hand=["Shieldbearer"] * 3)
    g = game(me, foe, phase="battle", step="attack", cards=[*CARDS, booster])
    allow(g, "attack VC -> VC boost BC")
    if guard:
        for _ in range(3):
            allow(g, 'guard "Shieldbearer"')
    allow(g, "next")  # the guard is done: the drive check, then the hit (or none)
    return g


def test_the_attack_this_unit_boosted_hitting_triggers_it() -> None:
    g = _boosted_attack("Test Clan")
    booster = g.state.zones[0]["BC"][0]
    assert [p.card for p in vg(g.state).pending] == [booster]
    hand = len(names(g, 0, "hand"))
    before = g.to_position()
    allow(g, 'use "Booster"')
    assert len(names(g, 0, "hand")) == hand + 1
    undone(g, before, 1)


def test_no_hit_or_another_clan_boosted_triggers_nothing() -> None:
    assert vg(_boosted_attack("Test Clan", guard=True).state).pending == ()  # no hit
    assert vg(_boosted_attack("Other Clan").state).pending == ()  # the Paladin is of Test Clan


def _rode(rider: str) -> Game:
    squire = unit(
        "Starter",
        0,
        6000,
        10000,
        text='[AUTO]:When this unit is rode upon by "Lancer", draw a card.',
    )
    me = player(circles={"VC": "Starter"}, hand=[rider])
    g = game(me, player(circles={"VC": "King"}), phase="ride", cards=[*CARDS, squire])
    allow(g, f'ride "{rider}"')
    return g


def test_rode_upon_by_the_named_card_only() -> None:
    g = _rode("Lancer")
    assert len(vg(g.state).pending) == 1
    before = g.to_position()
    allow(g, 'use "Starter"')
    assert len(names(g, 0, "hand")) == 1
    undone(g, before, 1)
    assert vg(_rode("Shieldbearer").state).pending == ()  # another grade 1: not it


GUARDS = (
    "[AUTO]:[Choose a card from your hand, and discard it] When this unit is placed on (GC), you"
    " may pay the cost. If you do, choose one of your <Test Clan> that is being attacked, and"
    " that unit cannot be hit until end of that battle."
)


def _guarded(attacked: str) -> tuple[Game, dict[str, Any]]:
    """Player 0's Paladin attacks the opponent's `attacked` vanguard; they guard with the
    Warden and use its ability: the position before the use."""
    warden = unit("Warden", 1, 6000, 0, text=GUARDS)
    me = player(circles={"VC": "Paladin"}, deck=["Lancer"] * 5)
    foe = player(circles={"VC": attacked, "FL": "Lancer"}, hand=["Warden", "Lancer"])
    outsider = unit("Outsider", 3, 10000, 0, clan="Other Clan")
    g = game(me, foe, phase="battle", step="attack", cards=[*CARDS, warden, outsider])
    allow(g, "attack VC -> VC")
    allow(g, 'guard "Warden"')
    before = g.to_position()
    allow(g, 'use "Warden"')  # the discard: the one Lancer left, at once
    return g, before


def test_a_unit_of_the_clan_being_attacked_cannot_be_hit() -> None:
    g, before = _guarded("King")
    # the King alone (the Lancer on FL, of the clan too, is not attacked): nothing to choose
    assert vg(g.state).resolving is None and names(g, 1, "drop") == ["Lancer"]
    assert "no-hit" in str(g.to_position())
    allow(g, "next")  # no more guardians: the drive check, the damage step
    assert g.state.zones[1].get("damage", []) == []  # not hit
    undone(g, before, 2)
    assert "no-hit" not in str(g.to_position())


def test_a_unit_of_another_clan_being_attacked_is_not_chosen() -> None:
    g, _ = _guarded("Outsider")  # of Other Clan: no unit to choose
    assert vg(g.state).resolving is None and names(g, 1, "drop") == ["Lancer"]
    assert "no-hit" not in str(g.to_position())
    allow(g, "next")
    assert len(g.state.zones[1].get("damage", [])) == 1  # hit


def test_the_abilities_after_a_glitter_gate_are_left_by_hand() -> None:
    from playtester.games.vanguard.text_reader import read_text

    ability = "[AUTO](RC):When this unit attacks, draw a card."
    gate = '[Glitter]-Ostra (Active if your vanguard is a [Glitter] with "Ostra" in its card name)'
    readings = read_text(f"{ability}\n{gate}\n{ability}")
    assert [(r.whole, r.ability is not None) for r in readings] == [
        (True, True),  # before the gate: it works always
        (False, False),
        (False, False),  # after it: only when the gate's condition holds, by hand
    ]


DISCARDED = "[AUTO]:When this card is discarded from hand during your ride phase, draw a card."


def _discarding(phase: str) -> Game:
    """Player 0 discards the Spare in `phase` of their turn."""
    spare = unit("Spare", 1, 8000, 5000, text=DISCARDED)
    me = player(circles={"VC": "Paladin"}, hand=["Spare"])
    g = game(me, player(circles={"VC": "King"}), phase=phase, cards=[*CARDS, spare])
    allow(g, 'discard "Spare"')
    return g


def test_a_card_discarded_in_your_ride_phase_draws() -> None:
    g = _discarding("ride")
    assert names(g, 0, "drop") == ["Spare"] and len(vg(g.state).pending) == 1
    before = g.to_position()
    allow(g, 'use "Spare"')
    assert len(names(g, 0, "hand")) == 1
    undone(g, before, 1)
    assert vg(_discarding("main").state).pending == ()  # not the ride phase


RETURNED = (
    "[AUTO]:When this unit is returned to your hand from (RC), call this card to an open (RC)."
)


def test_a_unit_returned_from_a_rear_guard_circle_to_the_hand_is_called_again() -> None:
    returner = unit("Returner", 1, 8000, 5000, text=RETURNED)
    me = player(circles={"VC": "Paladin", "FL": "Returner", "FR": "Lancer"}, drop=["Returner"])
    g = game(me, player(circles={"VC": "King"}), cards=[*CARDS, returner])
    allow(g, "put FL to hand")
    assert len(vg(g.state).pending) == 1
    before = g.to_position()
    allow(g, 'use "Returner"')
    circles = {a.split(" to ")[1] for a in _offered(g) if a.startswith("put")}
    assert circles == {"FL", "BL", "BC", "BR"}  # an open one: not FR, where the Lancer is
    allow(g, 'put hand "Returner" to BL')
    assert names(g, 0, "BL") == ["Returner"] and names(g, 0, "hand") == []
    undone(g, before, 2)
    g.undo()
    allow(g, 'put drop "Returner" to hand')  # from the drop zone: no return from a circle
    assert vg(g.state).pending == ()


FOE_RETIRED = "[AUTO](RC):When your opponent's rear-guard is retired during your turn, draw a card."


def test_an_opponents_rear_guard_retired_in_your_turn_triggers_not_your_own() -> None:
    avenger = unit("Avenger", 2, 9000, 5000, text=FOE_RETIRED)
    me = player(circles={"VC": "Paladin", "FL": "Avenger", "FR": "Lancer"}, hand=[])
    foe = player(circles={"VC": "King", "FL": "Lancer"})
    g = game(me, foe, cards=[*CARDS, avenger])
    allow(g, "retire FR")  # your own rear-guard: not it
    assert vg(g.state).pending == ()
    allow(g, "retire -> FL")
    assert [p.card for p in vg(g.state).pending] == g.state.zones[0]["FL"]
    before = g.to_position()
    allow(g, 'use "Avenger"')
    assert len(names(g, 0, "hand")) == 1
    undone(g, before, 1)


LORD = (
    "[CONT](VC/RC):Lord (If you have a unit without a same clan as this unit, this unit cannot"
    " attack)"
)


def test_a_lord_cannot_attack_while_a_unit_of_another_clan_is_yours() -> None:
    from tests.positions import deny

    ruler = unit("Ruler", 3, 11000, 0, text=LORD)
    me = player(circles={"VC": "Ruler", "FL": "Stranger Page", "FR": "Lancer"}, hand=[])
    foe = player(circles={"VC": "King"}, hand=[])
    g = game(me, foe, phase="battle", step="attack", cards=[*CARDS, ruler])
    deny(g, "attack VC -> VC", "attack.restricted")  # the Stranger Page is of Other Clan
    g.apply("retire FL")
    allow(g, "attack VC -> VC")  # the Lancer is of its clan
    g.undo()
    g.undo()
    deny(g, "attack VC -> VC", "attack.restricted")


MAIN_BEGINS = (
    "[AUTO](VC):At the beginning of your main phase, [Soul-Charge 1], and this unit gets [Power]"
    " +2000 until end of turn."
)


def test_the_beginning_of_your_main_phase_triggers_your_vanguard() -> None:
    herald = unit("Herald", 3, 11000, 0, text=MAIN_BEGINS)
    me = player(circles={"VC": "Herald"}, hand=[])
    g = game(me, player(circles={"VC": "King"}), phase="ride", cards=[*CARDS, herald])
    allow(g, "next")  # the main phase begins
    assert vg(g.state).phase == "main" and len(vg(g.state).pending) == 1
    before = g.to_position()
    allow(g, 'use "Herald"')
    assert names(g, 0, "soul") == ["Lancer"] and g.power(0, "VC") == 11000 + 2000
    undone(g, before, 1)
    allow(g, 'skip "Herald"')
    allow(g, "next")  # the battle phase: not the main phase
    assert vg(g.state).phase == "battle" and vg(g.state).pending == ()


def test_the_beginning_of_the_opponents_main_phase_triggers_nothing() -> None:
    herald = unit("Herald", 3, 11000, 0, text=MAIN_BEGINS)
    me = player(circles={"VC": "King"}, hand=[])
    foe = player(circles={"VC": "Herald"}, hand=[])
    g = game(me, foe, phase="ride", cards=[*CARDS, herald])
    allow(g, "next")
    assert vg(g.state).phase == "main" and vg(g.state).pending == ()


def test_a_look_at_the_top_card_chooses_it_alone_though_more_were_seen_before() -> None:
    text = (
        ATTACKS + "look at the top card of your deck, and put it on the top or bottom of your deck."
    )
    g = attacking(text, deck=["Lancer", "Swordsman", "Squire"])
    before = g.to_position()
    allow(g, "look 2")  # the tools: the Lancer and the Swordsman seen
    allow(g, 'use "Reader"')
    deck = g.state.zones[0]["deck"]
    assert [g.visible(i, 0) for i in deck] == [True, False, False]  # the look's card alone
    assert _offered(g) == ['put deck "Lancer" to deck bottom', "skip", "stop"]  # "you may"
    allow(g, 'put deck "Lancer" to deck bottom')
    assert names(g, 0, "deck") == ["Swordsman", "Squire", "Lancer"]
    undone(g, before, 3)


def test_the_new_selector_words_are_said_in_plain_words() -> None:
    from playtester.games.vanguard.ability_phrases import ability_words
    from playtester.games.vanguard.text_reader import read_card

    said = ability_words(read_card("Reader", LOOK).abilities[0])
    assert "up to one of the looked-at grade 2 unit cards in your deck" in said
    lord = read_card("Ruler", LORD, "Gold Knights").abilities[0]
    assert lord.conditions == (("count", "my", "unit", "notclan", '"Gold Knights"', ">=", "1"),)
    assert ability_words(lord) == "this unit cannot attack"


PER = (
    "[AUTO](VC):When this unit attacks, this unit gets [Power] +2000 for each of your"
    " rear-guards until end of that battle."
)


def test_a_bonus_for_each_counts_the_cards_when_it_is_given() -> None:
    g = attacking(PER, circles={"FL": "Lancer", "FR": "Knight"})
    before, taken = use(g)
    assert g.power(0, "VC") == 11000 + 2 * 2000
    undone(g, before, taken)
    assert g.power(0, "VC") == 11000
    g = attacking(PER)  # no rear-guard: no bonus
    use(g)
    assert g.power(0, "VC") == 11000
    from playtester.games.vanguard.ability_phrases import ability_words
    from playtester.games.vanguard.text_reader import read_card

    said = ability_words(read_card("Reader", PER).abilities[0])
    assert (
        said
        == "this unit gets +2000 power for each of your rear-guards until the end of the battle"
    )


def test_per_is_a_selector_of_a_bonus_and_a_cont_abilitys_has_no_duration() -> None:
    from playtester.games.common.ability_text import AbilityTextError, read
    from playtester.games.vanguard.ability_words import WORDS

    head = 'card "x"\n  auto VC when attacks\n'
    (card,) = read(head + "    do power {self} +2000 battle per my rear\n", WORDS)
    assert card.abilities[0].effects[0].parts[3:] == ("per", "my", "rear")
    (card,) = read('card "x"\n  cont VC\n    do power {self} +2000 per my rear\n', WORDS)
    assert card.abilities[0].effects[0].parts[2:] == ("per", "my", "rear")  # (vocab17)
    for wrong in (
        head + "    do power {self} +2000 battle per my pile\n",  # no place
        head + "    do draw 1 per my rear\n",  # not a bonus
        'card "x"\n  cont VC\n    do power {self} +2000 turn per my rear\n',  # not while it holds
    ):
        with pytest.raises(AbilityTextError):
            read(wrong, WORDS)


def test_the_opponent_reads_no_name_of_the_cards_looked_at_and_put_back() -> None:
    g = attacking(LOOK, deck=DECK)
    allow(g, 'use "Reader"')
    allow(g, 'put deck "Swordsman" to FL')  # called: on the field, for both to see
    allow(g, 'put deck "Squire" to deck bottom')
    steps = g.history[-3:]
    for viewer, hidden in ((1, ("Squire", "Lancer")), (0, ())):
        told = [g.describe(s.action, s.events, viewer) for s in steps]
        text = " ".join(f"{d.words} {d.notation}" for d in told)
        assert "Swordsman" in text  # the card called is named to both
        assert not [name for name in hidden if name in text], (viewer, text)
    mine = " ".join(g.describe(s.action, s.events, 0).words for s in steps)
    assert "Squire" in mine  # its player reads what they put back

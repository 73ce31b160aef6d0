"""The effects the printed-text reader learned for issue 26's vocab7 pass (the top of the deck,
the soul and the drop zone), played at the table from INVENTED text: the top cards of the deck
put into the drop zone, a card of the drop zone returned to the hand, "draw up to one card",
and a card by its name in the soul as a condition. Each is used through the notation, its
outcome checked, and undone."""

from __future__ import annotations

from playtester.engine import Action, Game
from playtester.games.vanguard.state import vg
from tests.positions import CARDS, allow, game, names, player, unit
from tests.test_read_effects import ATTACKS, attacking, undone, use

DECK = ["Lancer", "Swordsman", "Squire", "Knight", "King"]


def _offered(g: Game) -> list[str]:
    return [str(a) for a in g.legal_actions()]


MILL = ATTACKS + (
    "put two cards from the top of your deck into your drop zone, and return one card from your"
    " drop zone to your hand."
)


def test_the_top_cards_put_into_the_drop_zone_and_one_of_it_returned_to_the_hand() -> None:
    g = attacking(MILL, deck=DECK, drop=["Paladin"])
    before = g.to_position()
    allow(g, 'use "Reader"')
    assert not any(g.visible(i, 1) for i in g.state.zones[0]["deck"])  # the opponent sees none
    # the two top cards, one by one in the player's order (the last one at once)
    assert {a.split(" to ")[0] for a in _offered(g)} - {"skip", "stop"} == {
        'put deck "Lancer"',
        'put deck "Swordsman"',
    }
    allow(g, 'put deck "Swordsman" to drop')
    assert names(g, 0, "drop") == ["Lancer", "Swordsman", "Paladin"]  # (the newest first)
    assert names(g, 0, "deck") == ["Squire", "Knight", "King"]  # the third card stays
    # one card of the drop zone, any of them, into the hand
    assert {a.split(" to ")[0] for a in _offered(g)} - {"skip", "stop"} == {
        'put drop "Paladin"',
        'put drop "Swordsman"',
        'put drop "Lancer"',
    }
    allow(g, 'put drop "Paladin" to hand')
    assert vg(g.state).resolving is None
    assert names(g, 0, "hand") == ["Paladin"]
    undone(g, before, 3)
    assert names(g, 0, "deck") == DECK and names(g, 0, "drop") == ["Paladin"]


def test_draw_up_to_one_card_may_be_skipped() -> None:
    g = attacking(ATTACKS + "draw up to one card.", deck=DECK)
    before = g.to_position()
    allow(g, 'use "Reader"')
    assert _offered(g) == ["draw 1", "skip", "stop"]
    allow(g, "skip")
    assert names(g, 0, "hand") == [] and vg(g.state).resolving is None
    undone(g, before, 2)
    use(g, "draw 1")
    assert names(g, 0, "hand") == ["Lancer"]


SOUL_NAMED = (
    '[CONT](VC):If you have a card named "Lancer" in your soul, this unit gets [Power] +2000.'
)


def _soul(soul: list[str]) -> Game:
    reader = unit("Reader", 3, 11000, 0, text=SOUL_NAMED)
    me = player(circles={"VC": "Reader"}, soul=soul)
    return game(me, player(circles={"VC": "King"}), cards=[*CARDS, reader])


def test_a_card_of_that_name_in_the_soul_gives_the_bonus_and_no_other_does() -> None:
    assert _soul(["Squire", "Lancer"]).power(0, "VC") == 13000
    assert _soul(["Squire", "Knight"]).power(0, "VC") == 11000  # no Lancer
    g = _soul(["Lancer"])
    allow(g, 'put soul "Lancer" to drop')  # gone from the soul: the bonus ends
    assert g.power(0, "VC") == 11000
    g.undo()
    assert g.power(0, "VC") == 13000


def _helper(text: str) -> dict[str, object]:
    return unit("Helper", 1, 6000, 10000, text=text)


SOUL_DROPPED = "[AUTO]:When this card is put into the drop zone from your soul, draw a card."


def test_a_card_soul_blasted_draws_from_the_drop_zone() -> None:
    me = player(circles={"VC": "King"}, soul=["Helper", "Lancer"], deck=DECK)
    g = game(me, player(circles={"VC": "Paladin"}), cards=[*CARDS, _helper(SOUL_DROPPED)])
    allow(g, 'soulblast "Lancer"')  # another card: nothing
    assert vg(g.state).pending == ()
    allow(g, 'soulblast "Helper"')
    assert [p.card for p in vg(g.state).pending] == g.state.zones[0]["drop"][:1]
    before = g.to_position()
    allow(g, 'use "Helper"')
    assert names(g, 0, "hand") == ["Lancer"]
    undone(g, before, 1)
    g.undo()
    allow(g, 'put soul "Helper" to hand')  # out of the soul, not into the drop: nothing
    assert vg(g.state).pending == ()
    allow(g, 'put hand "Helper" to deck top')
    allow(g, 'put deck "Helper" to drop')  # into the drop, not out of the soul: nothing
    assert vg(g.state).pending == ()


GUARD_RETIRED = "[AUTO]:When this unit is retired from (GC), you may put this card into your soul."


def test_a_guardian_retired_after_the_battle_may_go_to_the_soul() -> None:
    me = player(circles={"VC": "King"}, hand=[])
    foe = player(circles={"VC": "Paladin"}, hand=["Helper"])
    g = game(me, foe, phase="battle", step="attack", cards=[*CARDS, _helper(GUARD_RETIRED)])
    allow(g, "attack VC -> VC")
    allow(g, 'guard "Helper"')
    assert vg(g.state).pending == ()  # on the guardian circle: not yet
    while not vg(g.state).pending:
        allow(g, "next")
    assert [p.card for p in vg(g.state).pending] == g.state.zones[1]["drop"]
    before = g.to_position()
    allow(g, 'use "Helper"')
    allow(g, 'put drop "Helper" to soul')
    assert names(g, 1, "soul") == ["Helper"] and names(g, 1, "drop") == []
    undone(g, before, 2)


def test_a_rear_guard_retired_is_no_guardian_retired() -> None:
    me = player(circles={"VC": "King", "FL": "Helper"})
    g = game(me, player(circles={"VC": "Paladin"}), cards=[*CARDS, _helper(GUARD_RETIRED)])
    allow(g, "retire FL")
    assert names(g, 0, "drop") == ["Helper"] and vg(g.state).pending == ()


FROM_DROP = "[AUTO]:When this unit is placed on (RC) from drop, draw a card."


def test_a_unit_called_from_the_drop_zone_draws_and_from_the_hand_does_not() -> None:
    me = player(circles={"VC": "King"}, hand=["Helper"], drop=["Helper"], deck=["Helper", *DECK])
    g = game(me, player(circles={"VC": "Paladin"}), cards=[*CARDS, _helper(FROM_DROP)])
    allow(g, 'call "Helper" FL')  # from the hand
    allow(g, 'put deck "Helper" to BL')  # from the deck
    assert vg(g.state).pending == ()
    allow(g, 'put drop "Helper" to FR')
    assert [p.card for p in vg(g.state).pending] == g.state.zones[0]["FR"]
    before = g.to_position()
    allow(g, 'use "Helper"')
    assert names(g, 0, "hand") == ["Lancer"]
    undone(g, before, 1)


REVEALED = ATTACKS + (
    "look at three cards from the top of your deck, reveal up to one grade 3 card from among"
    " them, put it into your hand, and shuffle your deck."
)


def test_a_card_chosen_among_those_looked_at_is_revealed_to_both_players() -> None:
    g = attacking(REVEALED, deck=["Lancer", "King", "Squire", "Paladin"])
    before = g.to_position()
    allow(g, 'use "Reader"')
    # the King alone: the Paladin, a grade 3 too, was not looked at
    assert _offered(g) == ['reveal deck "King"', "skip", "stop"]
    events = g.apply('reveal deck "King"')
    words = g.describe(Action.parse('reveal deck "King"'), events, 1).words
    # the opponent saw it while it was revealed; then it is put into the hand at once
    assert words.startswith("reveals King; puts King from the deck to the hand; shuffles")
    assert names(g, 0, "hand") == ["King"] and vg(g.state).resolving is None
    assert sorted(names(g, 0, "deck")) == ["Lancer", "Paladin", "Squire"]
    undone(g, before, 2)


TO_DAMAGE = ATTACKS + (
    "put the top card of your deck into your damage zone face up, choose a face up card from"
    " your damage zone, and put it into your hand."
)


def test_the_top_card_put_face_up_into_the_damage_zone_and_a_face_up_one_taken() -> None:
    damage = [{"name": "Knight", "face_down": True}, {"name": "Squire", "face_down": False}]
    g = attacking(TO_DAMAGE, deck=DECK, damage=damage)
    before = g.to_position()
    allow(g, 'use "Reader"')
    assert names(g, 0, "damage") == ["Knight", "Squire", "Lancer"]
    assert [g.state.cards[i].face_down for i in g.state.zones[0]["damage"]] == [True, False, False]
    # the face up ones: the Squire and the Lancer, not the face down Knight
    assert {a.split(" to ")[0] for a in _offered(g)} - {"skip", "stop"} == {
        'put damage "Squire"',
        'put damage "Lancer"',
    }
    allow(g, 'put damage "Squire" to hand')
    assert names(g, 0, "hand") == ["Squire"] and names(g, 0, "damage") == ["Knight", "Lancer"]
    undone(g, before, 2)
    assert names(g, 0, "deck") == DECK


FROM_DECK = "[AUTO]:When this unit is placed on (RC) from your deck, draw a card."


def test_a_unit_put_on_a_circle_from_the_deck_draws_and_from_the_drop_zone_does_not() -> None:
    me = player(circles={"VC": "King"}, drop=["Helper"], deck=["Helper", *DECK])
    g = game(me, player(circles={"VC": "Paladin"}), cards=[*CARDS, _helper(FROM_DECK)])
    allow(g, 'put drop "Helper" to FL')  # from the drop zone
    assert vg(g.state).pending == ()
    allow(g, 'put deck "Helper" to FR')
    assert [p.card for p in vg(g.state).pending] == g.state.zones[0]["FR"]
    before = g.to_position()
    allow(g, 'use "Helper"')
    assert names(g, 0, "hand") == ["Lancer"]
    undone(g, before, 1)


REVEAL_TOP = ATTACKS + (
    "reveal two cards from the top of your deck, put up to one grade 2 card from among them into"
    " your hand, and put the rest into your soul."
)


def test_the_top_cards_revealed_are_seen_by_both_players_and_chosen_from() -> None:
    g = attacking(REVEAL_TOP, deck=["Lancer", "Swordsman", "Knight"])
    before = g.to_position()
    allow(g, 'use "Reader"')
    # each revealed in the player's order (the last one at once), the opponent seeing them
    assert _offered(g) == ['reveal deck "Lancer"', 'reveal deck "Swordsman"', "skip", "stop"]
    events = g.apply('reveal deck "Lancer"')
    words = g.describe(Action.parse('reveal deck "Lancer"'), events, 1).words
    assert words == "reveals Lancer; reveals Swordsman"
    # the Swordsman, not the Knight (a grade 2 too, not revealed)
    assert _offered(g) == ['put deck "Swordsman" to hand', "skip", "stop"]
    allow(g, 'put deck "Swordsman" to hand')
    assert vg(g.state).resolving is None  # the rest, the Lancer, into the soul at once
    assert names(g, 0, "hand") == ["Swordsman"] and names(g, 0, "soul") == ["Lancer"]
    assert names(g, 0, "deck") == ["Knight"]
    undone(g, before, 3)

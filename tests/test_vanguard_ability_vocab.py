"""Vanguard ability words the printed-text reader needs (issue 26): a card bound into the bind
zone as a cost, a card of the hand chosen by its whole name (not a part of it), rear-guards
rested as a cost (standing ones only) and a face-down card of the G zone turned face up, each
done at the table as ordinary actions, undone."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from playtester.engine import Game
from playtester.games.vanguard.board import unit as unit_on  # (first: board, then abilities)
from playtester.games.vanguard.state import vg
from tests.positions import (
    CARDS,
    ability_texts,
    allow,
    deny,
    g_game,
    game,
    names,
    player,
    unit,
    why,
)

TEXT = """
card "Knight"
  act RC
    cost put {self} bind
    do draw 1
card "Paladin"
  act VC
    cost discard {my hand name "Knight"}
    do draw 1
card "King"
  act VC
    cost rest {my rear standing 2}
    do draw 1
card "Dawn Colossus"
  act VC
    cost faceup {my gzone facedown samename}
    do draw 1
"""
ERRANT = [*CARDS, unit("Knight Errant", 2, 9000)]


@pytest.fixture(autouse=True)
def abilities() -> Iterator[None]:
    with ability_texts(TEXT):
        yield


def _done(g: Game) -> bool:
    """Whether no ability is being used (nothing to skip or stop)."""
    return "stop" not in [str(a) for a in g.legal_actions()]


def test_binding_this_unit_pays_the_cost_into_the_bind_zone_and_undoes() -> None:
    g = game(
        player(circles={"VC": "Paladin", "FL": "Knight"}, hand=[]), player(circles={"VC": "King"})
    )
    allow(g, "use FL 1")
    assert names(g, 0, "bind") == ["Knight"]
    assert names(g, 0, "FL") == []
    assert len(names(g, 0, "hand")) == 1  # then its effect: a card drawn
    assert _done(g)
    g.undo()
    assert names(g, 0, "FL") == ["Knight"] and names(g, 0, "bind") == []


def test_a_whole_name_is_not_a_part_of_a_longer_one() -> None:
    foe = player(circles={"VC": "King"})
    g = game(player(circles={"VC": "Paladin"}, hand=["Knight Errant"]), foe, cards=ERRANT)
    deny(g, "use VC 1", "ability.act_unusable")  # "Knight Errant" is not named "Knight"
    g = game(player(circles={"VC": "Paladin"}, hand=["Knight Errant", "Knight"]), foe, cards=ERRANT)
    allow(g, "use VC 1")
    assert names(g, 0, "drop") == ["Knight"]
    assert "Knight Errant" in names(g, 0, "hand")


def test_resting_rear_guards_as_a_cost_takes_standing_ones() -> None:
    circles = {"VC": "King", "FL": "Lancer", "FR": {"name": "Knight", "rest": True}}
    g = game(player(circles=circles), player(circles={"VC": "Paladin"}))
    deny(g, "use VC 1", "ability.act_unusable")  # one standing rear-guard: two are asked
    circles["BL"] = "Squire"
    g = game(player(circles=circles), player(circles={"VC": "Paladin"}))
    hand = len(names(g, 0, "hand"))
    allow(g, "use VC 1")
    assert [str(a) for a in g.legal_actions()] == ["rest FL", "rest BL", "skip", "stop"]
    allow(g, "rest BL")
    allow(g, "rest FL")
    assert [unit_on(g.state, 0, c).rested for c in ("FL", "BL", "FR")] == [True, True, True]
    assert len(names(g, 0, "hand")) == hand + 1


def _g_zone(*cards: tuple[str, bool]) -> list[dict[str, object]]:
    return [{"name": name, "face_down": down} for name, down in cards]


def _faces(g: Game) -> list[tuple[str, bool]]:
    return [
        (c.card.name, c.face_down) for c in (g.state.cards[i] for i in g.state.zones[0]["g_zone"])
    ]


def test_a_g_units_cost_turns_a_face_down_copy_face_up_never_a_face_up_one() -> None:
    zone = (("Dawn Colossus", False), ("Star Empress", True), ("Dawn Colossus", True))
    me = player(circles={"VC": "Dawn Colossus"}, soul=["Paladin"], g_zone=_g_zone(*zone))
    g = g_game(me, player(circles={"VC": "King"}))
    allow(g, "use VC 1")
    assert _faces(g) == [("Dawn Colossus", False), ("Star Empress", True), ("Dawn Colossus", False)]
    g.undo()
    assert _faces(g) == list(zone)
    # only a face-up copy of its name: the cost cannot be paid, nor the tool find one
    me["g_zone"] = _g_zone(("Dawn Colossus", False), ("Star Empress", True))
    g = g_game(me, player(circles={"VC": "King"}))
    deny(g, "use VC 1", "ability.act_unusable")
    assert why(g, 'faceup g_zone "Dawn Colossus"') is not None
    allow(g, 'faceup g_zone "Star Empress"')
    assert _faces(g) == [("Dawn Colossus", False), ("Star Empress", False)]


def test_turning_a_card_face_up_is_the_g_eras_and_the_standard_format_says_why_not() -> None:
    g = game(player(circles={"VC": "King"}), player(circles={"VC": "King"}))
    deny(g, 'faceup g_zone "Dawn Colossus"', "faceup.format")


SEARCH = """
card "Paladin"
  act VC
    do search
    do reveal {my deck grade=2 up to 1 as A}
    do put {A} hand
    do shuffle
"""


def test_a_search_takes_a_card_of_the_deck_as_the_text_filters_it_then_shuffles() -> None:
    from tests.positions import use_texts

    use_texts(SEARCH)
    deck = ["Lancer", "Squire", "Knight", "Lancer", "Swordsman"]
    g = game(player(circles={"VC": "Paladin"}, hand=[], deck=deck), player(circles={"VC": "King"}))
    allow(g, "use VC 1")
    offered = [str(a) for a in g.legal_actions()]
    assert offered == ['reveal deck "Knight"', 'reveal deck "Swordsman"', "skip", "stop"]
    allow(g, 'reveal deck "Swordsman"')
    assert names(g, 0, "hand") == ["Swordsman"]  # then put into the hand, the deck shuffled
    assert sorted(names(g, 0, "deck")) == ["Knight", "Lancer", "Lancer", "Squire"]
    assert _done(g)
    g.undo()
    g.undo()
    assert names(g, 0, "deck") == deck and names(g, 0, "hand") == []


def test_a_search_that_finds_none_of_its_cards_puts_nothing_and_still_shuffles() -> None:
    from tests.positions import use_texts

    use_texts(SEARCH)
    deck = ["Lancer", "Squire", "Lancer"]
    g = game(player(circles={"VC": "Paladin"}, hand=[], deck=deck), player(circles={"VC": "King"}))
    allow(g, "use VC 1")
    assert _done(g)
    assert names(g, 0, "hand") == [] and sorted(names(g, 0, "deck")) == sorted(deck)


FROM_HAND = """
card "Knight"
  auto RC when placed-from-hand
    do draw 1
card "Shieldbearer"
  auto GC when placed-from-hand
    do draw 1
"""


def test_placed_from_the_hand_is_a_call_or_a_guard_from_the_hand_not_from_elsewhere() -> None:
    from tests.positions import use_texts

    use_texts(FROM_HAND)
    me = player(circles={"VC": "Paladin"}, hand=["Knight"], drop=["Knight"])
    g = game(me, player(circles={"VC": "King"}))
    allow(g, 'call "Knight" FL')
    assert [str(a) for a in g.legal_actions()][:1] == ['use "Knight"']
    g.undo()
    allow(g, 'put drop "Knight" to FR')  # placed, but from the drop zone
    assert 'use "Knight"' not in [str(a) for a in g.legal_actions()]
    foe = player(circles={"VC": "King"}, hand=["Shieldbearer"])
    g = game(player(circles={"VC": "Paladin"}), foe, phase="battle", step="attack")
    allow(g, "attack VC -> VC")
    allow(g, 'guard "Shieldbearer"')
    assert 'use "Shieldbearer"' in [str(a) for a in g.legal_actions()]


INTERCEPT = """
card "Knight"
  auto GC when intercepts
    do shield {self} +5000 battle
"""


def test_an_interceptors_shield_bonus_adds_to_the_guarded_unit_for_the_battle() -> None:
    from playtester.games.vanguard.board import power
    from tests.positions import use_texts

    use_texts(INTERCEPT)
    foe = player(circles={"VC": "King", "FL": "Knight"}, hand=[])
    g = game(player(circles={"VC": "Paladin"}), foe, phase="battle", step="attack")
    allow(g, "attack VC -> VC")
    allow(g, "intercept FL")
    guarded = power(g.state, 1, "VC")
    allow(g, 'use "Knight"')
    assert power(g.state, 1, "VC") == guarded + 5000
    assert why(g, 'shield "Lancer" +5000') is not None  # no such guardian
    g.undo()
    assert power(g.state, 1, "VC") == guarded


BOOSTED = """
card "Paladin"
  auto VC when boosted
    if count my rear booster clan "Test Clan" >= 1
    do power {self} +2000 battle
card "Knight"
  auto RC when boosted
    do draw 1
"""


def test_boosted_by_a_clan_triggers_on_a_boost_by_that_clan_only() -> None:
    from tests.positions import use_texts

    use_texts(BOOSTED)
    for booster, offered in (("Squire", True), ("Stranger Page", False)):
        me = player(circles={"VC": "Paladin", "BC": booster, "FL": "Lancer"})
        g = game(me, player(circles={"VC": "King"}), phase="battle", step="attack")
        allow(g, "attack VC -> VC boost BC")  # (the Lancer is of the clan, but no booster)
        assert ('use "Paladin"' in [str(a) for a in g.legal_actions()]) is offered, booster


def test_boosted_triggers_on_a_boost_only() -> None:
    from tests.positions import use_texts

    use_texts(BOOSTED)
    for boost, offered in (("", False), (" boost BL", True)):
        me = player(circles={"VC": "Paladin", "FL": "Knight", "BL": "Squire"})
        g = game(me, player(circles={"VC": "King"}), phase="battle", step="attack")
        allow(g, f"attack FL -> VC{boost}")
        assert ('use "Knight"' in [str(a) for a in g.legal_actions()]) is offered, boost


ALLIES = """
card "Squire"
  auto RC when boost-end
    do draw 1
card "Lancer"
  auto RC when vanguard-attacks
    do draw 1
"""


def test_the_booster_is_offered_its_ability_when_the_battle_it_boosted_ends() -> None:
    from tests.positions import use_texts

    use_texts(ALLIES)
    me = player(circles={"VC": "Paladin", "FL": "Knight", "BL": "Squire"})
    g = game(me, player(circles={"VC": "King"}, hand=[]), phase="battle", step="attack")
    allow(g, "attack FL -> VC boost BL")
    assert 'use "Squire"' not in [str(a) for a in g.legal_actions()]  # not yet: in battle
    while 'use "Squire"' not in [str(a) for a in g.legal_actions()]:
        assert vg(g.state).battle is not None, "the battle ended with nothing offered"
        allow(g, "next")
    assert vg(g.state).battle is None


def test_a_rear_guard_is_offered_its_ability_when_its_vanguard_attacks_not_another_unit() -> None:
    from tests.positions import use_texts

    use_texts(ALLIES)
    me = player(circles={"VC": "Paladin", "FL": "Knight", "FR": "Lancer"})
    g = game(me, player(circles={"VC": "King"}), phase="battle", step="attack")
    allow(g, "attack FL -> VC")
    assert 'use "Lancer"' not in [str(a) for a in g.legal_actions()]
    g = game(me, player(circles={"VC": "King"}), phase="battle", step="attack")
    allow(g, "attack VC -> VC")
    assert 'use "Lancer"' in [str(a) for a in g.legal_actions()]


DRIVE = """
card "Knight"
  auto RC when drive-check trigger
    do draw 1
card "Lancer"
  auto RC when drive-check front
    do draw 1
"""


def _offered_after_the_drive_check(top: str) -> list[str]:
    """The abilities offered once the vanguard's attack is not guarded and its drive check
    reveals `top` (the trigger's effects given first)."""
    from tests.positions import use_texts

    use_texts(DRIVE)
    deck = [top, *["Squire"] * 5]
    me = player(circles={"VC": "Paladin", "FL": "Knight", "FR": "Lancer"}, deck=deck)
    g = game(me, player(circles={"VC": "King"}, hand=[]), phase="battle", step="attack")
    allow(g, "attack VC -> VC")
    allow(g, "next")  # no guard: the drive check
    for _ in range(3):
        actions = g.legal_actions()
        uses = [str(a) for a in actions if a.verb == "use"]
        if uses or not actions:
            return uses
        allow(g, str(actions[0]))  # (the trigger's power and critical to the VC)
    return []


def test_a_drive_check_revealing_a_trigger_unit_offers_its_ability_a_front_one_only_front() -> None:
    assert _offered_after_the_drive_check("Critical Page") == ['use "Knight"']
    assert _offered_after_the_drive_check("Squire") == []

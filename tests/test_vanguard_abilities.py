"""Card abilities at the Vanguard table: a trigger makes an ability wait, Use pays its cost and
does its effects as ordinary actions (those with nothing to decide at once), Skip declines it,
and every step is undone exactly."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from playtester.engine import Action, Game
from playtester.games.vanguard.state import flags_of, vg
from tests.positions import (
    ability_texts,
    allow,
    deny,
    face_up_damage,
    game,
    names,
    player,
    use_texts,
)

TEXT = """
card "Paladin"
  auto VC when attacks
    cost counterblast 1
    do retire {their rear}
card "Knight"
  auto RC when attacks
    do power {self} +3000 battle
card "King"
  auto VC when hits vanguard
    cost soulblast 1
    do stand {my rested rear up to 2 as A}
    do power {A} +5000 turn
card "Swordsman"
  auto RC 1/turn when placed
    do may draw 1
"""


@pytest.fixture(autouse=True)
def abilities() -> Iterator[None]:
    """The test cards' abilities instead of the bundled ones."""
    with ability_texts(TEXT):
        yield


def attack_game(**mine: object) -> Game:
    me = player(circles={"VC": "Paladin", "FL": "Knight", "BL": "Lancer"}, damage=face_up_damage(2))
    me.update(mine)
    foe = player(circles={"VC": "King", "FL": "Lancer", "FR": "Swordsman"}, hand=[])
    return game(me, foe, phase="battle", step="attack")


def listed(g: Game) -> list[str]:
    return [str(a) for a in g.legal_actions()]


def test_an_attack_makes_the_ability_wait_and_use_offers_its_choices() -> None:
    g = attack_game()
    allow(g, "attack VC -> VC")
    assert listed(g) == ['use "Paladin"', 'skip "Paladin"']
    deny(g, "next", "ability.waiting")
    allow(g, 'use "Paladin"')
    # the counter blast had nothing to decide; the retire has two targets: the player chooses
    assert sum(not c.face_down for c in (g.state.cards[i] for i in g.state.zones[0]["damage"])) == 1
    assert listed(g) == ["retire -> FL", "retire -> FR", "skip", "stop"]
    allow(g, "retire -> FR")
    assert names(g, 1, "drop") == ["Swordsman"]
    assert vg(g.state).resolving is None
    # the battle goes on: the defender guards
    assert g.to_play == 1


def test_skip_declines_and_nothing_is_paid() -> None:
    g = attack_game()
    allow(g, "attack VC -> VC")
    allow(g, 'skip "Paladin"')
    assert vg(g.state).pending == ()
    assert all(not g.state.cards[i].face_down for i in g.state.zones[0]["damage"])
    assert names(g, 1, "drop") == []


def test_a_cost_that_cannot_be_paid_is_not_offered() -> None:
    g = attack_game(damage=[{"name": "Lancer", "face_down": True}])
    allow(g, "attack VC -> VC")
    assert vg(g.state).pending == ()
    assert g.to_play == 1  # straight to the guard step


def test_a_step_with_one_way_is_done_at_once_and_undone_with_use() -> None:
    g = attack_game()
    allow(g, "attack FL -> VC boost BL")
    allow(g, 'use "Knight"')
    fl = g.state.zones[0]["FL"][0]
    assert g.power(0, "FL") == 9000 + 3000 + 8000  # Knight + its ability + Lancer's boost
    assert vg(g.state).resolving is None
    g.undo()
    assert [p.card for p in vg(g.state).pending] == [fl]
    assert g.power(0, "FL") == 9000 + 8000


def test_up_to_two_then_the_named_cards_get_the_bonus() -> None:
    me = player(
        circles={"VC": "King", "FL": {"name": "Knight", "rest": True},
                 "FR": {"name": "Lancer", "rest": True}},
        soul=["Lancer"],
    )  # fmt: skip
    foe = player(circles={"VC": "Lancer"}, hand=[])
    g = game(me, foe, phase="battle", step="attack")
    allow(g, "attack VC -> VC")
    allow(g, "next")  # no guard
    # drive check: a Lancer, no trigger; the attack hits
    assert 'use "King"' in listed(g)
    allow(g, 'use "King"')
    assert names(g, 0, "soul") == []  # the soul blast had nothing to decide
    assert listed(g)[:2] == ["stand FL", "stand FR"]
    allow(g, "stand FR")
    allow(g, "stand FL")
    assert g.power(0, "FR") == 8000 + 5000 and g.power(0, "FL") == 9000 + 5000
    assert vg(g.state).resolving is None


def test_once_a_turn_and_may() -> None:
    me = player(circles={"VC": "Paladin"}, hand=["Swordsman"])
    g = game(me, player(circles={"VC": "King"}))
    allow(g, 'call "Swordsman" FL')
    allow(g, 'use "Swordsman"')
    assert listed(g) == ["draw 1", "skip", "stop"]  # "you may": the player says
    allow(g, "draw 1")
    assert vg(g.state).resolving is None
    allow(g, "put FL to hand")
    allow(g, 'call "Swordsman" FR')
    assert vg(g.state).pending == ()  # once a turn: the same card, not again
    allow(g, "move FR BR")
    assert vg(g.state).pending == ()  # moved, not placed


def test_an_attack_on_a_vanguard_is_not_an_attack_on_a_rear_guard() -> None:
    text = 'card "Knight"\n  auto RC when attacks rear\n    do power {self} +3000 battle\n'
    use_texts(text)
    g = attack_game()
    allow(g, "attack FL -> VC")
    assert vg(g.state).pending == ()
    g.undo()
    allow(g, "attack FL -> FL")
    assert len(vg(g.state).pending) == 1


def test_second_battle_or_later() -> None:
    text = (
        'card "Knight"\n  auto RC when attacks\n    if battle >= 2\n'
        "    do power {self} +3000 battle\n"
    )
    use_texts(text)
    me = player(circles={"VC": "Lancer", "FL": "Knight", "FR": "Knight"}, hand=[])
    foe = player(circles={"VC": "Paladin"}, hand=[])
    g = game(me, foe, phase="battle", step="attack")
    allow(g, "attack FL -> VC")
    assert vg(g.state).pending == ()  # the first battle
    allow(g, "next")  # no guard; the battle ends
    allow(g, "attack FR -> VC")
    assert len(vg(g.state).pending) == 1  # the second
    assert vg(g.state).battles == 2


def test_up_to_with_one_card_is_still_the_players_choice() -> None:
    me = player(circles={"VC": "King", "FL": {"name": "Knight", "rest": True}}, soul=["Lancer"])
    g = game(me, player(circles={"VC": "Lancer"}, hand=[]), phase="battle", step="attack")
    allow(g, "attack VC -> VC")
    allow(g, "next")
    allow(g, 'use "King"')
    assert listed(g) == ["stand FL", "skip", "stop"]  # "up to two": none is a choice too
    allow(g, "skip")
    assert g.state.cards[g.state.zones[0]["FL"][0]].rested
    assert vg(g.state).resolving is None  # nothing chosen as A: its power step passes


def test_a_unit_moved_is_not_placed() -> None:
    me = player(circles={"VC": "Paladin"}, hand=["Swordsman"])
    g = game(me, player(circles={"VC": "King"}))
    allow(g, 'call "Swordsman" FL')
    allow(g, 'skip "Swordsman"')
    allow(g, "move FL BL")
    assert vg(g.state).pending == ()


CONT_TEXT = """
card "Paladin"
  cont VC
    if my turn
    if count my rear >= 2
    do power {self} +3000
card "King"
  cont VC
    do restrict {my rear} no-boost
card "Shieldbearer"
  auto GC when placed
    cost discard {my hand}
    do restrict {attacked} no-hit battle
"""


def test_a_cont_bonus_holds_while_its_conditions_do() -> None:
    use_texts(CONT_TEXT)
    me = player(circles={"VC": "Paladin", "FL": "Lancer"}, hand=["Lancer"])
    g = game(me, player(circles={"VC": "Knight"}))
    assert g.power(0, "VC") == 11000  # one rear-guard
    allow(g, 'call "Lancer" FR')
    assert g.power(0, "VC") == 11000 + 3000  # two: it holds
    allow(g, "retire FL")
    assert g.power(0, "VC") == 11000
    g.undo()
    assert g.power(0, "VC") == 14000
    allow(g, "next")  # to the battle phase, then the opponent's turn
    allow(g, "next")
    allow(g, "next")
    assert vg(g.state).active == 1
    assert g.power(0, "VC") == 11000  # not their turn


def test_a_cont_restriction_is_enforced_and_listed() -> None:
    use_texts(CONT_TEXT)
    me = player(circles={"VC": "King", "BC": "Lancer", "FL": "Knight", "BL": "Lancer"})
    g = game(me, player(circles={"VC": "Knight"}), phase="battle", step="attack")
    deny(g, "attack VC -> VC boost BC", "boost.restricted")
    attacks = listed(g)
    assert "attack VC -> VC" in attacks and not any("boost" in a for a in attacks)


def test_a_cont_restriction_goes_with_its_unit_and_comes_back_on_undo() -> None:
    """The attack list asks the field's [CONT] abilities whether one restricts once per layout
    (worked out again when a card moves): the restriction ends when its unit leaves, comes back
    with the undo, and is not lost to a dry run taken back (the state's version number comes
    back, its count of moves does not). A later unit's [CONT] ability that restricts nothing
    does not hide it."""
    from playtester.engine.changes import Changes
    from playtester.games.vanguard.legal import legal_actions

    use_texts(CONT_TEXT + 'card "Lancer"\n  cont RC\n    do power {self} +1000\n')
    me = player(circles={"VC": "King", "BC": "Lancer", "FL": "Knight", "BL": "Lancer"})
    g = game(me, player(circles={"VC": "Knight"}), phase="battle", step="attack")
    restricted = ["next", "attack VC -> VC", "attack FL -> VC"]
    assert listed(g) == restricted
    allow(g, "put VC to drop")  # the restricting vanguard leaves the field
    assert listed(g) == ["next", "attack FL -> VC", "attack FL -> VC boost BL"]
    g.undo()
    assert listed(g) == restricted  # the same question again: the restriction is back

    def rules_list() -> list[str]:
        """The rules' own list (the game keeps its lists by version, for its own actions)."""
        return [str(a) for a in legal_actions(g.state)]

    trial = Changes(g.state)
    trial.move(g.state.zones[0]["VC"][0], 0, "drop")  # a dry run without the restriction...
    assert rules_list() == ["next", "attack FL -> VC", "attack FL -> VC boost BL"]
    trial.rollback()  # ...taken back: the old version number again
    Changes(g.state).set("rng", g.state.vars.rng + 1)  # one event on too, another state
    assert rules_list() == restricted


def test_a_card_names_cont_abilities_are_read_again_from_other_texts() -> None:
    """What a card name's [CONT] abilities give is worked out once for the texts given: the
    same name with another text gives what that text says, not what the first one did."""
    use_texts(CONT_TEXT)
    me = player(circles={"VC": "King", "BC": "Lancer"})
    g = game(me, player(circles={"VC": "Knight"}), phase="battle", step="attack")
    printed = g.power(0, "VC")
    assert listed(g) == ["next", "attack VC -> VC"]  # King restricts the boost
    use_texts('card "King"\n  cont VC\n    do power {self} +3000\n')
    g = game(me, player(circles={"VC": "Knight"}), phase="battle", step="attack")
    assert listed(g) == ["next", "attack VC -> VC", "attack VC -> VC boost BC"]
    assert g.power(0, "VC") == printed + 3000


def test_a_sentinel_makes_the_attacked_unit_unhittable_for_the_battle() -> None:
    use_texts(CONT_TEXT)
    me = player(circles={"VC": "Paladin"}, damage=face_up_damage(1))
    foe = player(circles={"VC": "Lancer"}, hand=["Shieldbearer", "Lancer"])
    g = game(me, foe, phase="battle", step="attack")
    allow(g, "attack VC -> VC")
    assert g.to_play == 1
    allow(g, 'guard "Shieldbearer"')
    allow(g, 'use "Shieldbearer"')
    assert names(g, 1, "drop") == ["Lancer"]  # the one card left to discard: done at once
    allow(g, "next")  # no more guardians: drive check, damage step
    assert g.state.zones[1].get("damage", []) == []  # not hit
    # the restriction ended with the battle (the attacker's mark of its attack lasts the turn)
    assert [m.stat for m in g.state.modifiers] == ["attacked"]


ACT_TEXT = """
card "Knight"
  act RC
    cost counterblast 1
    cost rest {self}
    do stand {my other rested rear}
"""


def test_an_act_ability_is_listed_when_its_cost_can_be_paid_and_used_from_the_menu() -> None:
    from playtester.games.vanguard.tools import card_tools

    use_texts(ACT_TEXT)
    me = player(
        circles={"VC": "Paladin", "FL": "Knight", "FR": {"name": "Lancer", "rest": True}},
        damage=face_up_damage(1),
    )
    g = game(me, player(circles={"VC": "King"}))
    knight = g.state.zones[0]["FL"][0]
    assert "use FL 1" in listed(g)
    menu = [t.action for t in card_tools(g.state, 0, knight)]
    assert "use FL 1" in menu
    allow(g, "use FL 1")
    # the costs had one way each; the stand too (one other rested rear-guard)
    assert g.state.cards[knight].rested
    assert not g.state.cards[g.state.zones[0]["FR"][0]].rested
    assert all(g.state.cards[i].face_down for i in g.state.zones[0]["damage"])
    # no face-up damage left: neither listed nor in the menu, and refused with why
    g.apply("stand FL")
    assert "use FL 1" not in listed(g)
    assert "use FL 1" not in [t.action for t in card_tools(g.state, 0, knight)]
    deny(g, "use FL 1", "ability.act_unusable")
    g.undo()
    g.undo()
    assert not g.state.cards[knight].rested
    assert g.state.cards[g.state.zones[0]["FR"][0]].rested


def test_an_act_ability_waits_for_the_main_phase() -> None:
    use_texts(ACT_TEXT)
    me = player(circles={"VC": "Paladin", "FL": "Knight"}, damage=face_up_damage(1))
    g = game(me, player(circles={"VC": "King"}), phase="battle", step="attack")
    deny(g, "use FL 1", "ability.act_timing")


def test_positions_keep_waiting_and_used_abilities() -> None:
    g = attack_game()
    allow(g, "attack VC -> VC")
    doc = g.to_position()
    assert doc["abilities"] == {"pending": [{"card": [0, "VC", 0], "index": 0}]}
    again = Game.from_position(doc)
    assert vg(again.state).pending == vg(g.state).pending
    assert [str(a) for a in again.legal_actions()] == listed(g)
    allow(g, 'use "Paladin"')
    doc = g.to_position()
    assert doc["abilities"]["resolving"] == {"card": [0, "VC", 0], "index": 0, "step": 1}
    again = Game.from_position(doc)
    assert [str(a) for a in again.legal_actions()] == listed(g)
    allow(again, "retire -> FL")
    assert names(again, 1, "drop") == ["Lancer"]


def test_a_position_names_a_missing_card_of_an_ability_by_path() -> None:
    from playtester.engine.errors import PositionError

    g = attack_game()
    allow(g, "attack VC -> VC")
    doc = g.to_position()
    doc["abilities"]["pending"][0]["card"] = [0, "FR", 0]
    with pytest.raises(PositionError, match=r"abilities\.pending\[0\]\.card"):
        Game.from_position(doc)


def test_a_cost_with_a_choice_of_cards_is_the_players_and_its_picker_names_them() -> None:
    from playtester.games.vanguard.choices import choice_for

    text = 'card "Paladin"\n  auto VC when attacks\n    cost counterblast 2\n    do draw 1\n'
    use_texts(text)
    mixed = [{"name": n, "face_down": False} for n in ("Lancer", "Knight", "Lancer")]
    me = player(circles={"VC": "Paladin"}, damage=mixed)
    g = game(me, player(circles={"VC": "King"}), phase="battle", step="attack")
    allow(g, "attack VC -> VC")
    allow(g, 'use "Paladin"')
    assert listed(g) == [
        'counterblast "Knight", "Lancer"',
        'counterblast "Lancer", "Lancer"',
        "skip",
        "stop",
    ]
    choice = choice_for(g, 0, Action.parse("counterblast 2"))
    assert choice is not None and len(choice.picks[0].cards) == 3
    lancers = tuple(i for i in choice.picks[0].cards if g.state.cards[i].card.name == "Lancer")
    assert choice.check((lancers[:1],)).action is None  # one card of two: not yet
    chosen = choice.check((lancers,)).action
    assert chosen == Action.parse('counterblast "Lancer", "Lancer"')
    hand = len(g.state.zones[0].get("hand", []))
    allow(g, str(chosen))
    assert [g.state.cards[i].face_down for i in g.state.zones[0]["damage"]] == [True, False, True]
    assert len(g.state.zones[0]["hand"]) == hand + 1  # then its effect, at once


def test_a_cost_any_card_pays_is_paid_at_once() -> None:
    text = 'card "Paladin"\n  auto VC when attacks\n    cost counterblast 1\n    do draw 1\n'
    use_texts(text)
    me = player(circles={"VC": "Paladin"}, damage=face_up_damage(3))  # three Lancers: all alike
    g = game(me, player(circles={"VC": "King"}), phase="battle", step="attack")
    allow(g, "attack VC -> VC")
    allow(g, 'use "Paladin"')
    assert vg(g.state).resolving is None


def test_the_goldfish_never_uses_an_ability_and_the_sparring_partner_does() -> None:
    from playtester.games.vanguard import bot

    g = attack_game()
    allow(g, "attack VC -> VC")
    assert bot.passive(g) == Action.parse('skip "Paladin"')
    assert bot.choose(g) == Action.parse('use "Paladin"')


def test_every_step_an_ability_may_have_is_an_action_of_every_format() -> None:
    """Every step is an action of every format, but an era's own (Energy Blast, a G zone card
    turned face up): of every format with that era; and but a [CONT] ability's alone, which a
    rule reads (a card's grade for Stride's cost), no action."""
    from playtester.games.vanguard.ability_words import CONSTANT_ONLY, STEPS
    from playtester.games.vanguard.formats import FORMATS, PIECES

    eras = {verb for piece in PIECES[1:] for verb in piece.verbs}
    assert set(STEPS) & eras == {"energyblast", "energycharge", "faceup"}
    # (read by games/vanguard/stride.py; a skill by battle.py and legal.py, board.has_skill; a
    # freed Limit Break by abilities.py, breaks.freed)
    assert set(CONSTANT_ONLY) == {"stridegrade", "skill", "limitbreak"}
    for fmt in FORMATS.values():
        assert set(STEPS) - eras - set(CONSTANT_ONLY) <= fmt.verbs, fmt.name
        for piece in PIECES:
            if fmt.has(piece):
                assert set(STEPS) & set(piece.verbs) <= fmt.verbs, (fmt.name, piece.name)


def test_drive_minus_two_leaves_a_twin_drive_vanguard_none() -> None:
    me = player(circles={"VC": "Paladin"}, hand=[])
    foe = player(circles={"VC": "Lancer"}, hand=[])
    g = game(me, foe, phase="battle", step="attack")
    allow(g, "drive VC -2 turn")
    deck = len(g.state.zones[0]["deck"])
    allow(g, "attack VC -> VC")
    allow(g, "next")  # no guard: no drive check
    assert len(g.state.zones[0]["deck"]) == deck


def test_a_game_from_before_abilities_were_data_plays_on_by_hand() -> None:
    g = attack_game()
    doc = g.to_position()
    assert doc["card_text"] == "read"
    del doc["card_text"]  # a position written before: by hand, as it was played
    old = Game.from_position(doc)
    allow(old, "attack VC -> VC")
    assert vg(old.state).pending == () and old.to_play == 1
    assert "card_text" not in old.to_position()


def test_a_dealt_game_has_its_abilities_done() -> None:
    from playtester.resources import demo_decks

    decks = [p.read_text(encoding="utf-8") for p in demo_decks()][:2]
    assert Game.new(decks=decks, seed=1).to_position()["card_text"] == "read"


def test_the_sharp_player_weighs_guards_past_a_sentinels_ability() -> None:
    from playtester.games.vanguard import sharp

    text = (
        'card "Shieldbearer"\n  auto GC when placed\n    cost discard {my hand}\n'
        "    do restrict {attacked} no-hit battle\n"
    )
    use_texts(text)
    attacker = player(circles={"VC": "Paladin", "FL": "Lancer"})
    defender = player(circles={"VC": "King"}, damage=face_up_damage(4), hand=["Shieldbearer"] * 3)
    g = game(attacker, defender, phase="battle", step="attack")
    allow(g, "attack VC -> VC")
    assert g.to_play == 1
    chosen = sharp.choose(g)  # two sentinels weighed together: no ability in the way
    assert g.check(chosen).legal


def test_a_cont_bonus_read_in_a_dry_run_is_not_kept_for_the_real_state() -> None:
    from playtester.engine.changes import Changes
    from playtester.games.vanguard import continuous

    use_texts(CONT_TEXT.replace("do restrict {my rear} no-boost", "do power {my rear} +2000"))
    me = player(circles={"VC": "King", "FL": "Lancer"}, hand=["Knight"])
    g = game(me, player(circles={"VC": "Knight"}))
    lancer, king = g.state.zones[0]["FL"][0], g.state.zones[0]["VC"][0]
    trial = Changes(g.state)
    trial.move(king, 0, "drop")  # a dry run one event on, without the bonus's source...
    assert continuous.bonus(g.state, lancer, "power") == 0
    trial.rollback()  # ...and taken back: the version number is the old one again
    allow(g, 'put hand "Knight" to FR')  # one event on too, another state
    assert g.power(0, "FR") == 9000 + 2000


def test_a_steps_choices_are_not_kept_from_a_dry_run_taken_back() -> None:
    """A step's choices are worked out once per state version; a dry run taken back gives the
    state its old version number, which a later change reaches with another state: the
    choices seen in the dry run (one rear-guard left to retire) are not kept for it."""
    from playtester.engine.changes import Changes
    from playtester.games.common import ability_play
    from playtester.games.vanguard.abilities import ABILITIES

    g = attack_game()
    allow(g, "attack VC -> VC")
    allow(g, 'use "Paladin"')
    trial = Changes(g.state)
    trial.move(g.state.zones[1]["FR"][0], 1, "drop")  # one event on: one target left...
    assert ability_play.step_actions(ABILITIES, g.state) == [Action.parse("retire -> FL")]
    trial.rollback()  # ...taken back: the old version number again
    Changes(g.state).set("rng", g.state.vars.rng + 1)  # one event on too, another state
    assert listed(g) == ["retire -> FL", "retire -> FR", "skip", "stop"]


def test_a_new_turn_counts_no_battle_ride_or_once_a_turn_ability_yet() -> None:
    """The turn's pass starts the count of battles (card text: "your second battle"), the
    abilities used once a turn and the ride afresh for the new turn player; undo puts back
    the old turn's."""
    me = player(circles={"VC": "Knight"}, hand=["Swordsman"])
    foe = player(circles={"VC": "Lancer"}, hand=["Knight"], flags={"ridden": True})
    g = game(me, foe)
    allow(g, 'call "Swordsman" FR')
    allow(g, 'use "Swordsman"')  # once a turn
    allow(g, "draw 1")
    allow(g, "next")
    allow(g, "attack FR -> VC")
    allow(g, "next")  # no guard: the battle runs to its end
    allow(g, "next")  # the end phase
    before = vg(g.state)
    assert (before.battles, len(before.used), flags_of(g.state, 1).ridden) == (1, 1, True)
    allow(g, "next")  # the turn passes
    v = vg(g.state)
    assert (v.active, v.turn, v.phase, v.battles, v.used) == (1, 4, "ride", 0, ())
    allow(g, 'ride "Knight"')  # the new turn player may ride
    g.undo()
    g.undo()
    assert vg(g.state) == before and flags_of(g.state, 1).ridden

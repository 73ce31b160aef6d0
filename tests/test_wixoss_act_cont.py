"""[Action] and [Constant] abilities at the WIXOSS table: each bundled card's set up in a real
position and used through the public API (`use SL 1`, the power now), its outcome checked and
undone; when an [Action] ability is offered (its cost payable, the main phase, nothing else
waiting), its notation's errors, what a [Constant] bonus depends on, and the bots."""

from __future__ import annotations

import pytest

from playtester.engine import Game
from playtester.games.common.ability_text import AbilityTextError, read
from playtester.games.vanguard.ability_words import WORDS as VANGUARD
from playtester.games.wixoss import bot, facts, sparring
from playtester.games.wixoss.ability_words import WORDS
from playtester.games.wixoss.state import wx
from playtester.games.wixoss.tools import card_tools
from tests.test_wixoss_abilities import abilities_of
from tests.wixoss_positions import allow, deny, game, names, player

# the bundled cards whose [Action] or [Constant] abilities the tests below use
ACT_CONT = {"Verdayne, World-Root Empress", "Carillon Knight", "Bramble Hart", "Thornback Beetle",
            "Ashfall Skirmisher", "Brine Scout", "Vigil Lamplighter"}  # fmt: skip


def uses(g: Game) -> list[str]:
    """The [Action] abilities listed for the player to play."""
    return [str(a) for a in g.legal_actions() if a.verb == "use" and a.args[0] != ()]


def menu_uses(g: Game, player_: int, zone: str) -> list[str]:
    """The `use` actions of the card's menu on a zone."""
    card = g.state.zones[player_][zone][0]
    return [t.action for t in card_tools(g.state, player_, card) if t.action.startswith("use ")]


# -- [Constant] ---------------------------------------------------------------------------------


def test_the_center_lrigs_constant_gives_each_of_your_signi_power_while_it_is_on_top() -> None:
    me = player(field={"C": "Verdayne, World-Root Empress", "SL": "Spark", "SC": "Knight"})
    g = game(me, player(field={"SL": "Spark"}))
    assert (g.power(0, "SL"), g.power(0, "SC"), g.power(1, "SL")) == (5000, 10000, 3000)
    readout = facts.readout(g, 0, "SL")
    assert readout is not None and readout.tip == (
        "+2,000 power from Verdayne, World-Root Empress ([Constant])"
    )
    foe_readout = facts.readout(g, 1, "SL")
    assert foe_readout is not None and foe_readout.tip == ""  # not the opponent's SIGNI
    allow(g, "put C to lrig_deck")  # the LRIG leaves: the bonus goes with it
    assert (g.power(0, "SL"), g.power(0, "SC")) == (3000, 8000)
    g.undo()
    assert (g.power(0, "SL"), g.power(0, "SC")) == (5000, 10000)


def test_an_lrig_under_another_gives_no_constant_bonus() -> None:
    me = player(field={"C": ["Alpha Crown", "Verdayne, World-Root Empress"], "SL": "Spark"})
    g = game(me, player())
    assert g.power(0, "SL") == 3000


def test_carillon_knight_gives_your_other_lumen_warden_signi_power() -> None:
    me = player(field={"SL": "Carillon Knight", "SC": "Vigil Lamplighter", "SR": "Chime Sprite"})
    foe = player(field={"SL": "Vigil Lamplighter"})
    g = game(me, foe)
    # not itself, not a Bellwing, not the opponent's Lumen Warden
    assert [g.power(0, z) for z in ("SL", "SC", "SR")] == [8000, 5000, 3000]
    assert g.power(1, "SL") == 3000
    g2 = game(player(field={"SL": "Carillon Knight", "SC": "Carillon Knight"}), player())
    assert [g2.power(0, z) for z in ("SL", "SC")] == [10000, 10000]  # each the other's
    readout = facts.readout(g2, 0, "SL")
    assert readout is not None and readout.tip == "+2,000 power from Carillon Knight ([Constant])"


def test_bramble_hart_gets_power_while_five_cards_are_in_your_ener_zone() -> None:
    g = game(player(field={"SL": "Bramble Hart"}, ener=["Spark"] * 4), player())
    assert g.power(0, "SL") == 8000
    allow(g, "charge 1")
    assert g.power(0, "SL") == 12000
    readout = facts.readout(g, 0, "SL")
    assert readout is not None and readout.tip == "+4,000 power from Bramble Hart ([Constant])"
    g.undo()
    assert g.power(0, "SL") == 8000


def test_a_signi_whose_constant_bonus_leaves_is_vanished_at_power_zero() -> None:
    me = player(field={"SL": "Carillon Knight", "SC": "Vigil Lamplighter"})
    g = game(me, player())
    allow(g, "power SC -5000")  # 3000 + 2000 - 5000 = 0, vanished at once: the bonus counts
    assert names(g, 0, "ener") == ["Vigil Lamplighter"]
    g.undo()
    allow(g, "power SC -3000")  # 2000 with the bonus: stays
    assert g.power(0, "SC") == 2000
    allow(g, "put SL to trash")  # the Knight leaves: 0, and the rules vanish it
    assert names(g, 0, "ener") == ["Vigil Lamplighter"]
    g.undo()
    assert names(g, 0, "SC") == ["Vigil Lamplighter"] and g.power(0, "SC") == 2000


def test_a_constant_ability_is_written_only_as_a_power_bonus_while_it_holds() -> None:
    text = 'card "A"\n  cont signi\n    if count my ener >= 2\n    do power {self} +1000\n'
    cards = read(text, WORDS)
    assert cards[0].abilities[0].effects[0].verb == "power"
    for effect, column in (("draw 1", 8), ("power {self} +1000 turn", 8),
                           ("may power {self} +1000", 12)):  # fmt: skip
        with pytest.raises(AbilityTextError) as error:
            read(f'card "A"\n  cont signi\n    do {effect}\n', WORDS)
        assert (error.value.line, error.value.column) == (3, column), error.value
    # an auto ability's effect may still be anything
    read('card "A"\n  auto signi when enters\n    do draw 1\n', WORDS)
    # Vanguard's [CONT] effects: power, critical and restrictions
    read('card "A"\n  cont VC\n    do restrict {self} no-boost\n', VANGUARD)
    with pytest.raises(AbilityTextError) as error:
        read('card "A"\n  cont VC\n    do draw 1\n', VANGUARD)
    assert "[CONT]" in error.value.problem and error.value.column == 8


def test_a_constant_condition_that_reads_power_sees_the_power_without_constant_bonuses() -> None:
    text = """
card "Knight"
  cont signi
    if count my signi power>=10000 >= 1
    do power {self} +3000
"""
    with abilities_of(text):  # (without the guard, working it out would ask for itself)
        g = game(player(field={"SL": "Knight", "SC": "Giant"}), player())
        assert g.power(0, "SL") == 11000
        allow(g, "put SC to trash")  # no SIGNI of 10000 left (the Knight's 8000 before it)
        assert g.power(0, "SL") == 8000


# -- [Action] -----------------------------------------------------------------------------------


def test_thornback_beetle_downs_itself_to_charge_and_cannot_while_down() -> None:
    g = game(player(field={"SL": "Thornback Beetle"}, deck=["Giant", "Spark"]), player())
    before = g.to_position()
    assert uses(g) == ["use SL 1"] and menu_uses(g, 0, "SL") == ["use SL 1"]
    allow(g, "use SL 1")  # nothing to choose: paid and done at once
    assert g.state.cards[g.state.zones[0]["SL"][0]].rested
    assert names(g, 0, "ener") == ["Giant"]
    assert wx(g.state).resolving is None
    # down: the cost cannot be paid, so neither listed nor in the menu, and refused with why
    assert uses(g) == [] and menu_uses(g, 0, "SL") == []
    deny(g, "use SL 1", "ability.act_unusable", card="Thornback Beetle")
    allow(g, "up SL")
    assert uses(g) == ["use SL 1"]  # no once-a-turn mark: up again, it may be used again
    g.undo()
    g.undo()
    assert g.to_position() == before


def test_ashfall_skirmisher_discards_for_power_once_a_turn() -> None:
    g = game(player(field={"SL": "Ashfall Skirmisher"}, hand=["Spark", "Ember"]), player())
    before = g.to_position()
    allow(g, "use SL 1")
    assert {str(a) for a in g.legal_actions()} == {'discard "Spark"', 'discard "Ember"', "skip",
                                                  "stop"}  # fmt: skip
    allow(g, 'discard "Ember"')
    assert g.power(0, "SL") == 6000 and names(g, 0, "trash") == ["Ember"]
    assert uses(g) == []  # once a turn
    deny(g, "use SL 1", "ability.act_unusable")
    g.undo()
    deny(g, "use SL 1", "ability.resolving")  # its discard is being chosen
    g.undo()
    assert g.to_position() == before
    empty = game(player(field={"SL": "Ashfall Skirmisher"}, hand=[]), player())
    assert uses(empty) == []  # no card to discard
    deny(empty, "use SL 1", "ability.act_unusable")


def test_brine_scout_pays_a_blue_ener_card_to_draw() -> None:
    me = player(field={"SL": "Brine Scout"}, ener=["Ember", "Drop"], deck=["Giant"] * 3)
    g = game(me, player())
    before = g.to_position()
    allow(g, "use SL 1")  # the one blue card pays: at once
    assert names(g, 0, "ener") == ["Ember"] and names(g, 0, "trash") == ["Drop"]
    assert names(g, 0, "hand") == ["Giant"]
    g.undo()
    assert g.to_position() == before
    red = game(player(field={"SL": "Brine Scout"}, ener=["Ember", "Spark"]), player())
    assert uses(red) == [] and menu_uses(red, 0, "SL") == []  # no blue card in the Ener zone
    deny(red, "use SL 1", "ability.act_unusable")


def test_vigil_lamplighter_pays_ener_and_downs_to_trash_a_level_one_signi() -> None:
    me = player(field={"SC": "Vigil Lamplighter"}, ener=["Spark", "Ember"])
    foe = player(field={"SL": "Spark", "SC": "Knight", "SR": "Ghost"})  # level 1, 2, 1 Shadow
    g = game(me, foe)
    before = g.to_position()
    allow(g, "use SC 1")
    assert names(g, 0, "trash") == ["Spark"] and g.state.cards[g.state.zones[0]["SC"][0]].rested
    # only the level 1 SIGNI without Shadow may be chosen
    assert {str(a) for a in g.legal_actions()} == {"put -> SL to trash", "skip", "stop"}
    allow(g, "put -> SL to trash")
    assert names(g, 1, "trash") == ["Spark"] and wx(g.state).resolving is None
    g.undo()
    g.undo()
    assert g.to_position() == before
    down = game(player(field={"SC": {"name": "Vigil Lamplighter", "down": True}},
                       ener=["Spark"]), foe)  # fmt: skip
    deny(down, "use SC 1", "ability.act_unusable")


def test_an_action_ability_is_used_in_your_main_phase_with_nothing_waiting() -> None:
    me = player(field={"SL": "Thornback Beetle", "AL": "Fuse, Wick Imp"},
                lrig_deck=["Fuse, Blast Imp"])  # fmt: skip
    attack = game(me, player(), phase="attack", step="signi")
    deny(attack, "use SL 1", "ability.act_timing", card="Thornback Beetle")
    assert uses(attack) == [] and menu_uses(attack, 0, "SL") == []
    g = game(me, player())
    allow(g, 'grow "Fuse, Blast Imp" AL')  # its [Enter] ability waits
    deny(g, "use SL 1", "ability.act_timing")
    allow(g, 'skip "Fuse, Blast Imp"')
    assert uses(g) == ["use SL 1"]
    theirs = game(player(), player(field={"SL": "Thornback Beetle"}))
    deny(theirs, "@1 use SL 1", "ability.act_timing")  # in the other player's turn


def test_an_up_cost_needs_the_card_down() -> None:
    text = 'card "Spark"\n  act signi\n    cost up {self}\n    do draw 1\n'
    with abilities_of(text):
        g = game(player(field={"SL": "Spark"}), player())
        deny(g, "use SL 1", "ability.act_unusable")
        allow(g, "down SL")
        allow(g, "use SL 1")
        assert not g.state.cards[g.state.zones[0]["SL"][0]].rested
        assert names(g, 0, "hand") == ["Spark"]


def test_use_names_a_zone_on_the_field_and_an_ability_the_card_has() -> None:
    g = game(player(field={"SL": "Thornback Beetle", "SC": "Spark"}), player())
    for text, column in (("use XX", 5), ("use SL one", 8)):
        verdict = g.check(text)
        assert not verdict.legal and f"column {column}" in verdict.reason, verdict.reason
    for text in ("use SL 2", "use SC"):  # no such [Action] ability: not even as an override
        verdict = g.check(text)
        assert verdict.why is not None and verdict.why.id == "ability.no_act", verdict
        assert not verdict.possible
    deny(g, "use SR", "zone.empty")


def test_a_used_action_ability_is_recorded_and_replayed() -> None:
    g = game(player(field={"SL": "Thornback Beetle"}, deck=["Giant", "Spark"]), player())
    start = g.to_position()
    allow(g, "use SL 1")
    again = Game.from_position(start)
    for step in g.history:
        again.apply(step.action)
    assert again.to_position() == g.to_position()
    words = g.describe(g.history[-1].action, g.history[-1].events, 1).words
    assert "uses the ability of Thornback Beetle" in words


def test_the_bots_decide_about_abilities_not_about_an_action_ability_listed() -> None:
    g = game(player(field={"SL": "Thornback Beetle"}, hand=["Spark"]), player())
    assert "use SL 1" in uses(g)
    assert bot.passive(g).verb != "use"  # the goldfish never uses an ability
    assert bot.choose(g).verb != "use" and sparring.choose(g).verb != "use"
    allow(g, "use SL 1")  # done at once: the turn goes on
    assert bot.choose(g).verb in ("play", "next")

"""Rules beyond the Q&A: set-up, mulligans, rides, moves, triggers, overrides, manual tools."""

from __future__ import annotations

import pytest

from playtester.engine import DeckError, Game, IllegalAction
from playtester.engine.events import Note, Override
from playtester.games.vanguard.log import note_words
from playtester.games.vanguard.state import vg
from playtester.resources import demo_decks
from tests.positions import game, names, player, why

DECKS = [p.read_text(encoding="utf-8") for p in demo_decks()]


def battle(p0: dict, p1: dict, **top: object) -> Game:
    return game(p0, p1, phase="battle", step="attack", **top)


# -- set-up -------------------------------------------------------------------------------------


def test_a_new_game_deals_first_vanguards_face_down_and_five_cards() -> None:
    g = Game.new(decks=DECKS[:2], seed=11)
    for p in (0, 1):
        vanguard = g.state.top(p, "VC")
        assert vanguard is not None and vanguard.face_down and vanguard.card.grade == 0
        assert len(g.state.zones[p]["hand"]) == 5
        assert len(g.state.zones[p]["deck"]) == 50 - 1 - 5
    assert vg(g.state).phase == "setup"
    assert g.to_play == vg(g.state).first
    assert why(g, "next") == ("next.mulligan", {})


def test_mulligans_then_stand_up_starts_the_first_turn() -> None:
    g = Game.new(decks=DECKS[:2], seed=12)
    first = g.to_play
    hand = names(g, first, "hand")
    g.apply(f'mulligan "{hand[0]}", "{hand[1]}"')
    assert len(g.state.zones[first]["hand"]) == 5
    assert len(g.state.zones[first]["deck"]) == 44
    assert g.to_play == 1 - first
    assert why(g, f'@{first} mulligan "{names(g, first, "hand")[0]}"') == ("mulligan.once", {})
    g.apply("mulligan")
    assert vg(g.state).phase == "ride" and vg(g.state).turn == 1
    assert g.to_play == first
    assert not g.state.top(0, "VC").face_down and not g.state.top(1, "VC").face_down  # type: ignore[union-attr]
    assert len(g.state.zones[first]["hand"]) == 6  # drew for the turn (Q1)


def test_a_mulligan_of_cards_not_in_hand_is_impossible() -> None:
    g = Game.new(decks=DECKS[:2], seed=12)
    verdict = g.check('mulligan "No Such Card"')
    assert not verdict.possible and verdict.why is not None
    assert (verdict.why.id, verdict.why.get("card")) == ("card.missing", "No Such Card")


def test_illegal_decks_are_refused_with_every_problem() -> None:
    short = "\n".join(DECKS[0].splitlines()[:4])
    with pytest.raises(DeckError) as info:
        Game.new(decks=[short, DECKS[1]], seed=1, names=["Ann", "Bob"])
    assert any(p.startswith("Ann's deck: the main deck has") for p in info.value.problems)
    assert any("trigger units" in p for p in info.value.problems)
    with pytest.raises(DeckError, match="two decks"):
        Game.new(decks=[DECKS[0]], seed=1)
    with pytest.raises(ValueError, match="unknown format"):
        Game.new(format="chess", decks=DECKS[:2], seed=1)


def test_validation_can_be_turned_off_to_try_any_pile_of_cards() -> None:
    short = "\n".join(DECKS[0].splitlines()[:12])
    g = Game.new(decks=[short, DECKS[1]], seed=1, validate=False)
    assert g.state.top(0, "VC") is not None


# -- ride, call, move ---------------------------------------------------------------------------


def test_one_ride_per_turn_and_the_old_vanguard_goes_on_top_of_the_soul() -> None:
    g = game(
        player(
            circles={"VC": {"name": "Lancer", "rest": True}},
            hand=["Knight", "Swordsman"],
            soul=["Squire"],
        ),
        player(circles={"VC": "Lancer"}),
        phase="ride",
    )
    g.apply('ride "Knight"')
    assert names(g, 0, "soul") == ["Lancer", "Squire"]
    assert g.state.top(0, "VC").rested  # type: ignore[union-attr]  # same orientation as before
    verdict = g.check('ride "Swordsman"')
    assert not verdict.legal and verdict.why is not None and verdict.why.id == "ride.again"
    assert why(g, 'call "Swordsman" FL') == ("place.phase", {"verb": "call", "phase": "main"})


def test_moves_swap_within_a_column_only() -> None:
    g = game(
        player(
            circles={
                "VC": "Knight",
                "FL": {"name": "Lancer", "rest": True},
                "BL": "Squire",
                "BC": "Squire",
            }
        ),
        player(circles={"VC": "Knight"}),
    )
    g.apply("move FL BL")
    assert names(g, 0, "FL") == ["Squire"] and names(g, 0, "BL") == ["Lancer"]
    assert g.state.top(0, "BL").rested  # type: ignore[union-attr]
    assert why(g, "move FL FR") == ("move.column", {"src": "FL", "dst": "FR"})
    assert why(g, "move BC FL") == ("move.back_centre", {})
    assert why(g, "move VC BC") == ("move.vanguard", {})
    assert not g.check("move FR BR").possible  # nobody on FR


# -- triggers -----------------------------------------------------------------------------------


def _attack_into(
    deck: list[str], p0_damage: list[str], p1_damage: list[str], **circles: str
) -> Game:
    g = battle(
        player(circles={"VC": "Paladin", **circles}, deck=deck, damage=p0_damage),
        player(circles={"VC": "Knight"}, damage=p1_damage),
    )
    g.apply("attack VC -> VC")
    g.apply("next")
    return g


def test_a_drive_check_heal_needs_at_least_the_opponents_damage() -> None:
    g = _attack_into(["Heal Page", "Lancer", *["Lancer"] * 4], ["Squire", "Lancer"], ["Squire"])
    assert g.to_play == 0
    g.apply("trigger VC")
    assert "heal" in [str(a) for a in g.legal_actions()]
    g.apply("heal")
    assert names(g, 0, "damage") == ["Lancer"]
    assert names(g, 0, "drop") == ["Squire"]

    g = _attack_into(["Heal Page", *["Lancer"] * 5], ["Squire"], ["Squire", "Lancer"])
    g.apply("trigger VC")  # no heal offered: fewer damage than the opponent
    assert vg(g.state).check is None
    assert names(g, 0, "damage") == ["Squire"]
    assert "Heal Page" in names(g, 0, "hand")


def test_a_stand_trigger_stands_a_rested_rear_guard() -> None:
    g = _attack_into(["Stand Page", *["Lancer"] * 5], [], [], FL="Knight")
    assert g.to_play == 0
    assert not any(a.verb == "stand" for a in g.legal_actions())  # no rested rear-guard
    g.apply("@0 power FL +0")  # manual tools may be used mid-check
    g.apply("trigger VC")
    assert vg(g.state).check is None  # FL was standing: nothing to stand

    g = battle(
        player(
            circles={"VC": "Paladin", "FL": "Knight"},
            deck=["Lancer", "Stand Page", *["Lancer"] * 4],
        ),
        player(circles={"VC": "Knight"}),
    )
    g.apply("attack FL -> VC")
    g.apply("next")
    g.apply("attack VC -> VC")
    g.apply("next")
    assert why(g, "stand VC") == ("effect.stand_target", {"verb": "stand", "circle": "VC"})
    g.apply("stand FL")
    assert not g.state.top(0, "FL").rested  # type: ignore[union-attr]
    g.apply("trigger FL")
    assert g.power(0, "FL") == 9000 + 5000
    assert vg(g.state).step == "attack" and any(a.verb == "attack" for a in g.legal_actions())


def test_a_trigger_without_its_clan_on_the_field_does_nothing() -> None:
    g = _attack_into(["Stranger Page", *["Lancer"] * 5], [], [])
    assert vg(g.state).check is None
    assert "Stranger Page" in names(g, 0, "hand")
    assert g.power(0, "VC") == 11000


def test_the_next_turn_player_draws_the_top_card_of_their_deck() -> None:
    g = game(player(circles={"VC": "Knight"}), player(deck=["Squire", *["Lancer"] * 5]))
    g.apply("next")  # the main phase ends: the battle phase
    g.apply("next")  # no attack: the end phase
    g.apply("next")  # the turn passes: player 1 stands, draws and rides
    assert (vg(g.state).active, vg(g.state).phase) == (1, "ride")
    assert names(g, 1, "hand") == ["Squire"] and names(g, 1, "deck") == ["Lancer"] * 5
    g.undo()
    assert names(g, 1, "hand") == [] and names(g, 1, "deck")[0] == "Squire"


def test_a_guardian_retired_at_the_end_of_the_battle_leaves_its_bonuses_behind() -> None:
    g = battle(player(circles={"VC": "Paladin"}), player(circles={"VC": "Knight"}, hand=["Squire"]))
    g.apply("attack VC -> VC")
    g.apply('guard "Squire"')
    guardian = g.state.zones[1]["GC"][0]
    g.apply("power GC +5000")  # (a tool: anything may be given to a unit on the field)
    assert guardian in [m.card for m in g.state.modifiers]
    g.apply("next")  # no more guardians: the battle runs to its end
    assert names(g, 1, "drop") == ["Squire"] and vg(g.state).step == "attack"
    assert guardian not in [m.card for m in g.state.modifiers]  # it left the field
    g.undo()
    assert guardian in [m.card for m in g.state.modifiers]


def test_the_end_phase_ends_turn_and_battle_bonuses_but_not_permanent_ones() -> None:
    g = game(player(circles={"VC": "Paladin", "FL": "Knight"}), player(circles={"VC": "Knight"}))
    g.apply("power VC +3000")
    g.apply("power FL +2000 permanent")
    g.apply("critical VC +1 battle")
    assert g.stat(0, "VC", "critical") == 2
    g.apply("next")
    g.apply("next")
    assert vg(g.state).phase == "end"
    assert g.power(0, "VC") == 11000 and g.stat(0, "VC", "critical") == 1
    assert g.power(0, "FL") == 11000


# -- overrides and turns ------------------------------------------------------------------------


def test_an_override_does_the_illegal_thing_and_says_so() -> None:
    g = game(player(circles={"VC": "Lancer"}, hand=["Paladin"]), player(circles={"VC": "Knight"}))
    verdict = g.check('call "Paladin" FL')
    refusal = verdict.why
    assert refusal is not None and (refusal.id, refusal.get("vanguard")) == ("call.grade", 1)
    with pytest.raises(IllegalAction) as refused:
        g.apply('call "Paladin" FL')
    assert refused.value.why == refusal
    reason = verdict.reason
    events = g.apply('call "Paladin" FL', override=True)
    assert events[0] == Override(reason)
    assert names(g, 0, "FL") == ["Paladin"]
    assert g.history[-1].override
    g.undo()
    assert names(g, 0, "hand") == ["Paladin"]


def test_impossible_actions_fail_even_as_overrides() -> None:
    g = game(player(circles={"VC": "Lancer"}), player(circles={"VC": "Knight"}))
    for text in [
        'call "Paladin" FL',
        "move FL BL",
        "attack FL -> VC",
        "counterblast 1",
        "retire BR",
    ]:
        with pytest.raises(IllegalAction):
            g.apply(text, override=True)
    assert g.history == []


def test_rule_actions_belong_to_the_player_to_play_but_tools_to_anyone() -> None:
    g = game(
        player(circles={"VC": "Lancer"}),
        player(circles={"VC": "Knight"}, hand=["Squire"], deck=["Lancer"] * 3),
    )
    assert why(g, "@1 next") == ("turn.not_yours", {"verb": "next", "player": "Player 1"})
    assert g.check('@1 discard "Squire"').legal
    g.apply("@1 draw")
    assert names(g, 1, "hand") == ["Squire", "Lancer"]


def test_after_the_game_only_undo_helps() -> None:
    g = game(player(circles={"VC": "Lancer"}), player(circles={"VC": "Knight"}))
    g.apply("concede")
    assert g.winner == 1
    assert g.legal_actions() == []
    assert why(g, "next") == ("game.over", {"winner": "Player 2"})
    g.undo()
    assert g.winner is None and g.legal_actions()


# -- manual tools -------------------------------------------------------------------------------


def test_costs_counterblast_soul_charge_soul_blast_discard() -> None:
    g = game(
        player(
            circles={"VC": "Paladin"},
            damage=["Squire", "Lancer", {"name": "Knight", "face_down": True}],
            soul=["Lancer"],
            hand=["Squire", "King"],
            deck=["Swordsman", "Knight", "Lancer"],
        ),
        player(circles={"VC": "Knight"}),
    )
    g.apply("counterblast 2")
    assert all(g.state.cards[i].face_down for i in g.state.zones[0]["damage"])
    assert why(g, "counterblast 1") == (
        "cost.short_face_up",
        {"verb": "counterblast", "needed": 1, "count": 0},
    )
    g.apply('countercharge "Lancer"')
    g.apply("soulcharge 2")
    assert names(g, 0, "soul") == ["Lancer", "Swordsman", "Knight"]
    g.apply('soulblast "Knight"')
    g.apply('discard "King"')
    assert names(g, 0, "drop") == ["King", "Knight"]
    assert not g.check("soulblast 5").possible


def test_put_moves_any_card_and_keeps_the_board_sound() -> None:
    g = game(
        player(circles={"VC": "Knight", "FL": "Lancer"}, hand=["Paladin", "Swordsman"]),
        player(circles={"VC": "Knight", "FR": "Lancer"}),
    )
    g.apply('put hand "Paladin" to VC')
    assert names(g, 0, "VC") == ["Paladin"] and names(g, 0, "soul") == ["Knight"]
    g.apply('put hand "Swordsman" to FL')
    assert names(g, 0, "drop") == ["Lancer"]
    g.apply("put -> FR to deck bottom")
    assert names(g, 1, "deck")[-1] == "Lancer"
    g.apply("retire -> VC")
    assert names(g, 1, "drop") == ["Knight"]
    assert not g.check("put hand to drop").possible


def test_put_places_a_card_at_a_position_in_a_pile() -> None:
    g = game(player(hand=["King"], deck=["Squire", "Lancer", "Knight"]), player())
    g.apply('put hand "King" to deck 2')
    assert names(g, 0, "deck") == ["Squire", "King", "Lancer", "Knight"]
    g.apply('put deck "Knight" to deck top')
    assert names(g, 0, "deck")[0] == "Knight"
    assert "position" in g.check("put deck to hand 0").reason


def _notes(events: list) -> list[str]:  # type: ignore[type-arg]
    return [note_words(e) for e in events if isinstance(e, Note)]


def test_dice_and_coins_are_logged_and_replay_the_same() -> None:
    g = game(player(), player())
    first = _notes(g.apply("roll 20"))
    assert first[0].startswith("rolls a d20: ") and 1 <= int(first[0][13:]) <= 20
    g.undo()
    assert _notes(g.apply("roll 20")) == first
    assert _notes(g.apply("coin"))[0] in ("tosses a coin: heads", "tosses a coin: tails")
    assert not g.check("roll 1").possible


def test_the_start_position_replays_into_the_same_game() -> None:
    g = Game.new(decks=DECKS[:2], seed=21)
    for _ in range(40):
        g.apply(g.legal_actions()[-1])
    g.undo()
    start = g.start_position()
    assert len(g.history) == 39 and len(g.future) == 1
    again = Game.from_position(start)
    for step in g.history:
        again.apply(step.action, override=step.override)
    assert again.to_position() == g.to_position()


def test_stand_all_stands_every_unit() -> None:
    g = game(
        player(
            circles={"VC": {"name": "Knight", "rest": True}, "BL": {"name": "Lancer", "rest": True}}
        ),
        player(circles={"VC": {"name": "Knight", "rest": True}}),
    )
    g.apply("stand all")
    assert not g.state.top(0, "VC").rested and not g.state.top(0, "BL").rested  # type: ignore[union-attr]
    assert g.state.top(1, "VC").rested  # type: ignore[union-attr]


def test_an_attack_forced_outside_the_battle_phase_starts_a_battle() -> None:
    g = game(
        player(circles={"VC": "Paladin"}, deck=["Lancer"] * 6), player(circles={"VC": "Knight"})
    )
    g.apply("attack VC -> VC", override=True)
    assert (vg(g.state).phase, vg(g.state).step) == ("battle", "guard")
    assert Game.from_position(g.to_position()).to_position() == g.to_position()


def test_a_trigger_whose_every_unit_is_taken_away_stops_waiting() -> None:
    g = battle(
        player(circles={"VC": "Paladin"}, deck=["Critical Page", *["Lancer"] * 6]),
        player(circles={"VC": "Knight"}),
    )
    g.apply("attack VC -> VC")
    g.apply("next")
    assert vg(g.state).check is not None  # its power and critical wait for a unit
    g.apply("retire VC")  # a card effect takes the player's only unit away
    assert vg(g.state).check is None  # nobody can take them: the check does not wait
    assert "Critical Page" in names(g, 0, "hand") and g.legal_actions()


def test_a_trigger_whose_last_target_is_taken_away_stops_waiting() -> None:
    g = battle(
        player(
            circles={"VC": "Paladin", "FL": {"name": "Knight", "rest": True}},
            deck=["Stand Page", *["Lancer"] * 6],
        ),
        player(circles={"VC": "Knight"}),
    )
    g.apply("attack VC -> VC")
    g.apply("next")
    g.apply("trigger VC")
    assert "stand" in [a.verb for a in g.legal_actions()]
    g.apply("retire FL")  # a card effect takes the only rested rear-guard away
    assert vg(g.state).check is None
    assert g.legal_actions()  # the battle went on: nobody is stuck
    assert "Stand Page" in names(g, 0, "hand")

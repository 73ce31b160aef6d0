"""WIXOSS: the set-up and the phases of a turn, each rule from a real position or a dealt game,
checked for its outcome and, when it says no, for its reason."""

from __future__ import annotations

from typing import Any

import pytest

from playtester.engine import Game, IllegalAction, Reason
from playtester.games.wixoss.state import wx
from playtester.resources import demo_decks
from tests.wixoss_positions import allow, deny, entry, game, names, phase, player, said

DECKS = [p.read_text(encoding="utf-8") for p in demo_decks(game="wixoss")]


def dealt(seed: int) -> Game:
    return Game.new(game="wixoss", format="diva", decks=DECKS[:2], seed=seed)


# -- set-up ---------------------------------------------------------------------------------


def test_a_new_game_has_three_level_0_lrigs_face_down_and_five_cards_in_hand() -> None:
    g = dealt(7)
    for p in (0, 1):
        lrigs = [g.state.top(p, z) for z in ("C", "AL", "AR")]
        assert all(c is not None and c.face_down for c in lrigs)
        kinds = [c.card.kind for c in lrigs if c is not None]  # type: ignore[attr-defined]
        assert kinds == ["lrig", "assist_lrig", "assist_lrig"]
        assert all(c.card.level == 0 for c in lrigs if c is not None)  # type: ignore[attr-defined]
        assert len(names(g, p, "hand")) == 5
        assert names(g, p, "life") == []
        assert len(names(g, p, "lrig_deck")) in (7, 8)  # ten or eleven cards, three on the field
    assert phase(g) == ("setup", None)
    first = wx(g.state).first
    assert g.to_play == first
    assert {wx(dealt(s).state).first for s in range(12)} == {0, 1}  # a random first player


def test_the_mulligan_puts_back_any_number_and_draws_as_many_once() -> None:
    g = dealt(3)
    first = g.to_play
    second = 1 - first
    hand = names(g, first, "hand")
    deny(g, f'@{second} mulligan "{names(g, second, "hand")[0]}"', "mulligan.first")
    deny(g, "next", "next.mulligan")
    events = allow(g, f'mulligan "{hand[0]}", "{hand[1]}"')
    assert len(names(g, first, "hand")) == 5
    assert "puts back" in said(g, events)
    assert g.to_play == second
    deny(g, f'@{first} mulligan "{names(g, first, "hand")[0]}"', "mulligan.once")
    allow(g, "mulligan")  # keeping the hand


def test_after_the_mulligans_seven_cards_become_the_life_cloth_and_the_lrigs_open() -> None:
    g = dealt(5)
    first = g.to_play
    allow(g, "mulligan")
    events = allow(g, "mulligan")
    for p in (0, 1):
        assert len(names(g, p, "life")) == 7
        life = [g.state.cards[i] for i in g.state.zones[p]["life"]]
        assert all(c.face_down for c in life)
        assert all(not g.state.top(p, z).face_down for z in ("C", "AL", "AR"))  # type: ignore[union-attr]
        assert len(names(g, p, "deck")) == 40 - 7 - 5 - (1 if p == first else 0)
    assert "Open!" in said(g, events)
    # the first player's first turn: up, draw one card, and the game waits in the ener phase
    assert wx(g.state).turn == 1 and wx(g.state).active == first
    assert phase(g) == ("ener", None)
    assert len(names(g, first, "hand")) == 6
    assert len(names(g, 1 - first, "hand")) == 5


def test_a_setup_position_opens_after_both_mulligans() -> None:
    def side() -> dict[str, Any]:
        lrigs = {z: {"name": n, "face_down": True} for z, n in
                 (("C", "Alpha Seed"), ("AL", "Helper Seed"), ("AR", "Aide Seed"))}  # fmt: skip
        return player(field=lrigs, hand=["Spark", "Ember", "Knight", "Giant", "Wall"],
                      deck=["Drop"] * 20, life=[])  # fmt: skip

    g = game(side(), side(), turn=0, active=1, first=1, phase="setup")
    assert g.to_play == 1
    deny(g, '@0 mulligan "Giant"', "mulligan.first", player="Player 2")
    allow(g, 'mulligan "Giant", "Knight"')
    hand = names(g, 1, "hand")
    assert len(hand) == 5 and {"Ember", "Spark", "Wall"} <= set(hand)
    assert len(names(g, 1, "deck")) == 20  # two back, shuffled, two drawn
    assert g.to_play == 0 and names(g, 0, "life") == []
    allow(g, "mulligan")
    assert len(names(g, 0, "life")) == len(names(g, 1, "life")) == 7
    assert entry(g, 0, "C") == {"name": "Alpha Seed"}  # open: face up
    assert wx(g.state).turn == 1 and g.to_play == 1 and phase(g) == ("ener", None)
    assert len(names(g, 1, "hand")) == 6 and len(names(g, 0, "hand")) == 5


# -- the up and draw phases -----------------------------------------------------------------


def test_the_up_phase_ups_lrigs_and_signi_except_frozen_ones_then_draws_two() -> None:
    me = player(
        field={
            "C": {"name": "Alpha Bloom", "down": True},
            "AL": {"name": "Helper Seed", "down": True},
            "SL": {"name": "Spark", "down": True},
            "SC": {"name": "Knight", "down": True, "frozen": True},
        },
        hand=[],
    )
    g = game(me, player(field={"SL": {"name": "Spark", "down": True}}), phase="up")
    allow(g, "next")
    assert not entry(g, 0, "C").get("down") and not entry(g, 0, "AL").get("down")
    assert not entry(g, 0, "SL").get("down")
    assert entry(g, 0, "SC") == {"name": "Knight", "down": True, "frozen": True}
    assert entry(g, 1, "SL").get("down")  # only the turn player's cards up
    assert len(names(g, 0, "hand")) == 2
    assert phase(g) == ("ener", None)


def test_the_first_player_draws_one_card_on_the_first_turn() -> None:
    g = game(player(hand=[]), player(hand=[]), turn=1, active=0, first=0, phase="draw")
    allow(g, "next")
    assert len(names(g, 0, "hand")) == 1
    g = game(player(hand=[]), player(hand=[]), turn=2, active=1, first=0, phase="draw")
    allow(g, "next")
    assert len(names(g, 1, "hand")) == 2


def test_with_one_card_left_the_draw_takes_it_refreshes_and_draws_no_more() -> None:
    me = player(hand=[], deck=["Knight"], trash=["Ember", "Drop", "Twin"], life=["Giant", "Spark"])
    g = game(me, player(), phase="draw")
    events = allow(g, "next")
    assert names(g, 0, "hand") == ["Knight"]
    assert sorted(names(g, 0, "deck")) == ["Drop", "Ember", "Twin"]
    assert names(g, 0, "trash") == ["Giant"]  # the top Life Cloth, without a check
    assert names(g, 0, "life") == ["Spark"]
    assert "refreshes" in said(g, events)


# -- the ener phase -------------------------------------------------------------------------


def test_the_ener_charge_is_one_card_from_hand_or_field_once_in_the_ener_phase() -> None:
    g = game(player(hand=["Giant", "Knight"], field={"SL": "Spark"}), player(), phase="ener")
    allow(g, 'ener "Giant"')
    assert names(g, 0, "ener") == ["Giant"]
    deny(g, 'ener "Knight"', "ener.once")
    deny(g, "ener SL", "ener.once")
    g = game(player(hand=["Giant"], field={"SL": "Spark"}), player(), phase="ener")
    events = allow(g, "ener SL")
    assert names(g, 0, "ener") == ["Spark"] and "SL" not in g.to_position()["players"][0]["field"]
    assert "vanish" not in said(g, events)  # putting a SIGNI into the Ener zone is no vanish
    g = game(player(hand=["Giant"]), player(), phase="main")
    deny(g, 'ener "Giant"', "ener.phase")
    assert not g.check('ener "Nobody"').possible
    assert not g.check("ener SC").possible


def test_next_leads_from_ener_to_grow_to_main() -> None:
    g = game(player(), player(), phase="ener")
    allow(g, "next")
    assert phase(g) == ("grow", None)
    allow(g, "next")
    assert phase(g) == ("main", None)


# -- the grow phase -------------------------------------------------------------------------


def grow_game(**zones: Any) -> Game:
    zones.setdefault("lrig_deck", ["Alpha Crown", "Alpha Storm", "Beta Bloom", "Helper Bud"])
    zones.setdefault("ener", ["Spark", "Ember", "Drop"])
    return game(player(**zones), player(), phase="grow")


def test_the_center_lrig_grows_one_level_into_its_type_paying_the_grow_cost() -> None:
    g = grow_game()
    events = allow(g, 'grow "Alpha Crown" pay "Spark", "Ember", "Drop"')
    assert names(g, 0, "C") == ["Alpha Crown", "Alpha Bloom"]  # the old LRIG stays under it
    assert sorted(names(g, 0, "trash")) == ["Drop", "Ember", "Spark"]
    assert names(g, 0, "ener") == []
    assert "grows into Alpha Crown" in said(g, events)
    deny(g, 'grow "Alpha Storm"', "grow.once")


def test_grow_refuses_a_skipped_level_another_type_and_the_wrong_moment() -> None:
    g = grow_game(field={"C": "Alpha Bud"})
    deny(g, 'grow "Alpha Crown"', "grow.level", level=3, old_level=1, on="C")
    g = grow_game()
    deny(g, 'grow "Beta Bloom"', "grow.type", lrig_type="Beta", old_type="Alpha")
    deny(g, 'grow "Helper Bud" C', "grow.assist_on_center", card="Helper Bud")
    g = game(player(lrig_deck=["Alpha Storm"]), player(), phase="main")
    deny(g, 'grow "Alpha Storm"', "grow.phase")
    assert not grow_game().check('grow "Nobody"').possible


def test_assist_lrigs_grow_at_their_use_timing() -> None:
    """Where the text is silent: an Assist LRIG grows in the main phase or the attack phase."""
    g = game(player(lrig_deck=["Helper Bud"], ener=["Ember"]), player(), phase="main")
    allow(g, 'grow "Helper Bud"')
    assert names(g, 0, "AL") == ["Helper Bud", "Helper Seed"]
    g = game(player(lrig_deck=["Helper Bud"], ener=["Ember"]), player(), phase="ener")
    deny(g, 'grow "Helper Bud"', "grow.assist_timing")
    defending = player(lrig_deck=["Helper Bud"], ener=["Ember"])
    g = game(player(), defending, phase="attack", step="defense")
    allow(g, 'grow "Helper Bud" AL')
    assert names(g, 1, "AL") == ["Helper Bud", "Helper Seed"]


# -- the main phase -------------------------------------------------------------------------


def test_signi_are_played_into_an_empty_zone_within_level_and_limit() -> None:
    g = game(player(hand=["Knight", "Giant", "Squire", "Spark", "Toll"]), player())
    allow(g, 'play "Knight" SL')
    deny(g, 'play "Squire" SL', "play.taken", zone="SL", there="Knight")
    deny(g, 'play "Giant" SC', "play.level", card="Giant", level=3, lrig_level=2)
    allow(g, 'play "Squire" SC')  # 2 + 2 = 4 of the limit 5
    deny(g, 'play "Squire" SR', "card.missing", card="Squire", where="your hand")  # on the field
    g = game(player(hand=["Knight", "Squire"], field={"SL": "Knight", "SC": "Spark"}), player())
    allow(g, 'play "Squire" SR')  # 2 + 1 + 2 = 5, the limit: it fits
    g = game(player(hand=["Knight"], field={"SL": "Knight", "SC": "Squire"}), player())
    deny(g, 'play "Knight" SR', "play.limit", card="Knight", total=6, limit=5)
    g = game(player(hand=["Toll"]), player())
    deny(g, 'play "Toll" SL', "play.not_signi", card="Toll", kind="spell")
    g = game(player(hand=["Spark"]), player(), phase="ener")
    deny(g, 'play "Spark" SL', "play.phase")
    assert not g.check('play "Spark" XX').possible


def test_the_legal_list_plays_signi_up_to_the_center_lrigs_level() -> None:
    """The listed plays agree with the rule: a SIGNI of the Center LRIG's own level (2) is
    listed, as a lower one is; a higher one is not."""
    g = game(player(hand=["Knight", "Spark", "Giant"]), player())
    plays = {str(a) for a in g.legal_actions() if a.verb == "play"}
    assert {'play "Knight" SL', 'play "Spark" SC'} <= plays
    assert not [p for p in plays if "Giant" in p]


def test_signi_are_removed_to_the_trash_once_per_turn() -> None:
    g = game(player(field={"SL": "Spark", "SC": "Knight", "SR": "Ember"}), player())
    events = allow(g, "remove SL SC")
    assert sorted(names(g, 0, "trash")) == ["Knight", "Spark"]
    assert "into the trash" in said(g, events)
    deny(g, "remove SR", "remove.once")
    g = game(player(field={"SL": "Spark"}), player(), phase="attack", step="pre")
    deny(g, "remove SL", "remove.phase")
    assert not g.check("remove SC").possible


# -- the attack phase -----------------------------------------------------------------------


def test_the_first_player_skips_the_attack_phase_on_the_first_turn() -> None:
    g = game(player(field={"SL": "Spark"}), player(), turn=1, first=0)
    events = allow(g, "next")
    assert phase(g) == ("end", None)
    assert "skips the attack phase" in said(g, events)
    g = game(player(field={"SL": "Spark"}), player(), turn=1, first=0, phase="attack", step="signi")
    deny(g, "attack SL", "attack.first_turn")


def test_the_attack_phase_runs_through_its_steps() -> None:
    g = game(player(), player())
    steps = []
    for _ in range(4):
        allow(g, "next")
        steps.append((phase(g), g.to_play))
    assert steps == [
        (("attack", "pre"), 0),
        (("attack", "defense"), 1),  # the defender may use [Attack Phase] cards
        (("attack", "signi"), 0),
        (("attack", "lrig"), 0),
    ]
    allow(g, "next")
    assert phase(g) == ("end", None)


# -- the end phase --------------------------------------------------------------------------


def test_the_end_phase_asks_for_a_discard_down_to_six() -> None:
    hand = ["Spark", "Ember", "Drop", "Twin", "Knight", "Squire", "Giant", "Wall"]
    g = game(player(hand=hand), player(), phase="end")
    deny(g, "next", "next.hand_limit", hand=8, limit=6)
    deny(g, 'discard "Spark", "Ember", "Drop"', "discard.hand_limit", count=3, left=5)
    assert [str(a) for a in g.legal_actions()][:2] == ['discard "Spark"', 'discard "Ember"']
    allow(g, 'discard "Spark", "Ember"')
    assert len(names(g, 0, "hand")) == 6 and sorted(names(g, 0, "trash")) == ["Ember", "Spark"]
    allow(g, "next")
    assert wx(g.state).active == 1 and wx(g.state).turn == 4
    assert phase(g) == ("ener", None)


def test_until_end_of_turn_effects_and_freezes_end_with_the_turn() -> None:
    mine = {"name": "Spark", "frozen": True, "modifiers": [{"amount": 3000, "until": "turn"}]}
    kept = {"name": "Knight", "modifiers": [{"amount": 1000, "until": "permanent"}]}
    theirs = {"name": "Ember", "down": True, "frozen": True}
    g = game(player(field={"SL": mine, "SC": kept}), player(field={"SL": theirs}), phase="end")
    assert g.power(0, "SL") == 6000
    allow(g, "next")
    assert g.power(0, "SL") == 3000 and g.power(0, "SC") == 9000
    assert entry(g, 0, "SL") == {"name": "Spark"}  # its owner's turn ended: no longer frozen
    assert entry(g, 1, "SL") == {"name": "Ember", "down": True, "frozen": True}  # stays down


@pytest.mark.parametrize("seed", range(3))
def test_a_dealt_game_can_be_played_turn_after_turn(seed: int) -> None:
    g = dealt(seed)
    allow(g, "mulligan")
    allow(g, "mulligan")
    for _ in range(3):  # ener, grow, main, (attack steps), end: next through three turns
        for _ in range(12):
            if phase(g)[0] == "end":
                break
            allow(g, "next")
        hand = names(g, wx(g.state).active, "hand")
        if len(hand) > 6:
            allow(g, "discard " + ", ".join(f'"{n}"' for n in hand[: len(hand) - 6]))
        allow(g, "next")
    assert wx(g.state).turn == 4


def test_paying_with_a_card_not_in_the_ener_zone_is_impossible_even_as_an_override() -> None:
    """A payment naming a card the Ener zone does not hold cannot be made at all: the verdict
    says so before any rule (an override of the rule could not pay with it either)."""
    g = game(player(hand=["Toll"], lrig_deck=["Chorus"], ener=["Spark"]), player(), phase="grow")
    for action in ('grow "Chorus" pay "Nothing"', 'play "Toll" SL pay "Nothing"'):
        verdict = g.check(action)
        missing = Reason.of("card.missing", verb="pay", card="Nothing", where="your Ener zone")
        assert not verdict.possible and verdict.why == missing
        before = g.to_position()
        with pytest.raises(IllegalAction) as raised:
            g.apply(action, override=True)
        assert raised.value.why == missing
        assert g.to_position() == before


def test_grow_refuses_the_same_level_and_a_lower_one() -> None:
    """An LRIG grows only into the next level up: never sideways, never down."""
    g = grow_game(field={"C": "Alpha Crown"}, lrig_deck=["Alpha Storm", "Alpha Bloom"])
    deny(g, 'grow "Alpha Storm"', "grow.level", level=3, old_level=3)
    deny(g, 'grow "Alpha Bloom"', "grow.level", level=2, old_level=3)
    assert not [a for a in g.legal_actions() if a.verb == "grow"]


def test_who_acts_is_not_kept_from_a_dry_run_taken_back() -> None:
    """Who acts is worked out once per state version; a dry run taken back gives the state its
    old version number, which a later change reaches with another state: the answer seen in
    the dry run (the defender, in the defense step) is not kept for it."""
    from playtester.engine.changes import Changes
    from playtester.games.wixoss import flow
    from playtester.games.wixoss.state import DEFENSE_STEP

    g = game(player(), player(), phase="attack", step="pre")
    trial = Changes(g.state)
    trial.set("step", DEFENSE_STEP)  # one event on: the defender acts...
    assert flow.who_acts(g.state) == (1, flow.TURN)
    trial.rollback()  # ...taken back: the old version number again
    Changes(g.state).set("rng", g.state.vars.rng + 1)  # one event on too, another state
    assert flow.who_acts(g.state) == (0, flow.TURN)

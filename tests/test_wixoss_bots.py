"""The WIXOSS sparring partner and sharp player, in real positions: what each moment of a turn
makes them do, and why; that they look at no hidden card and leave no trace of looking ahead."""

from __future__ import annotations

from typing import Any

import pytest

from playtester.engine import Action, Game
from playtester.engine.registry import players_for
from playtester.games.wixoss import sharp, sparring
from playtester.games.wixoss.state import flags_of, wx
from tests.wixoss_positions import CARDS, game, names, player

# -- the mulligan ---------------------------------------------------------------------------------


def test_the_mulligan_keeps_low_signi_and_a_guard() -> None:
    """Two level 1 SIGNI (the strongest), a level 2 and a Guard card stay; the third level 1
    and the spell go back."""
    lrigs = {z: {"name": n, "face_down": True} for z, n in
             (("C", "Alpha Seed"), ("AL", "Helper Seed"), ("AR", "Aide Seed"))}  # fmt: skip
    hand = ["Spark", "Ember", "Drop", "Knight", "Wall", "Toll"]
    g = game(
        player(field=lrigs, hand=hand, deck=["Drop"] * 20, life=[]),
        player(field=lrigs, hand=["Spark"] * 5, deck=["Drop"] * 20, life=[]),
        turn=0,
        active=0,
        first=0,
        phase="setup",
    )
    action = sparring.choose(g)
    assert action.verb == "mulligan"
    assert sorted(action.args[0]) == ["Drop", "Toll"]  # Ember (2,000) and Spark (3,000) stay
    kept = sparring.kept({"level 1": 3, "level 3": 2, "guard": 2, "other": 1})
    assert kept == {"level 1": 2, "level 2": 0, "level 3": 1, "guard": 1}


# -- Ener and grows -------------------------------------------------------------------------------


def test_it_charges_the_colour_its_next_grow_needs() -> None:
    """Alpha Bloom needs a white Ener card: the white spell goes (the bots leave spells to
    manual play), not the red Ember, nor a SIGNI kept for the turns to come or the Guard."""
    g = game(
        player(
            field={"C": "Alpha Bud"},
            hand=["Ember", "Spark", "Knight", "Wall", "Toll"],
            lrig_deck=["Alpha Bloom", "Alpha Crown"],
        ),
        player(),
        phase="ener",
    )
    assert sparring.choose(g) == Action("ener", (("Toll",),))
    # with no white card to spare, a SIGNI kept for later stays in hand: nothing is charged
    g = game(
        player(field={"C": "Alpha Bud"}, hand=["Knight", "Wall"], lrig_deck=["Alpha Bloom"]),
        player(),
        phase="ener",
    )
    assert sparring.choose(g) == Action("ener", (("Knight",),))  # the only white card
    g = game(
        player(
            field={"C": "Alpha Bud"},
            hand=["Knight", "Wall"],
            lrig_deck=["Alpha Bloom"],
            ener=["Spark", "Spark", "Spark"],
        ),
        player(),
        phase="ener",
    )
    assert sparring.choose(g) == Action("next")  # Ener enough for the grows to come


def test_it_grows_its_center_lrig_on_curve() -> None:
    g = game(
        player(field={"C": "Alpha Bud"}, lrig_deck=["Alpha Bloom"], ener=["Spark"]),
        player(),
        phase="grow",
    )
    assert sparring.choose(g).verb == "grow"
    g.apply(sparring.choose(g))
    assert names(g, 0, "C")[0] == "Alpha Bloom"


# -- the main phase -------------------------------------------------------------------------------


def test_it_plays_a_signi_facing_one_it_beats() -> None:
    """Their Squire (5,000) stands on SR, facing my SL: Knight (8,000) goes there, to vanish
    it and stop its attack; the Guard card stays in hand."""
    g = game(player(hand=["Knight", "Wall"]), player(field={"SR": "Squire"}))
    assert sparring.choose(g) == Action("play", (("Knight",), "SL"))


def test_it_removes_a_weak_signi_for_a_much_stronger_board() -> None:
    """Level 3 (limit 7) with two Sparks (levels 2): two Giants need six levels, so one Spark
    goes and the board grows from 6,000 to 27,000."""
    g = game(
        player(field={"C": "Alpha Crown", "SL": "Spark", "SC": "Spark"}, hand=["Giant", "Giant"]),
        player(),
    )
    action = sparring.choose(g)
    assert action.verb == "remove" and len(action.args) == 1
    g.apply(action)
    g.apply(sparring.choose(g))
    g.apply(sparring.choose(g))
    assert sorted(names(g, 0, z)[0] for z in ("SL", "SC", "SR")) == ["Giant", "Giant", "Spark"]


# -- attacks and guards ---------------------------------------------------------------------------


def test_it_attacks_with_every_signi_that_does_something_then_its_lrig() -> None:
    """SL faces nothing (a crush), SC beats their Squire, SR would lose to their Giant: SL and
    SC attack, SR does not, and then the LRIG."""
    g = game(
        player(field={"SL": "Spark", "SC": "Knight", "SR": "Spark"}),
        player(field={"C": "Alpha Crown", "SC": "Squire", "SL": "Giant"}),
        phase="attack",
        step="signi",
    )
    done = []
    while wx(g.state).active == 0 and wx(g.state).phase == "attack":
        action = sparring.choose(g)
        if action.verb == "attack":
            done.append(str(action.args[0]))
        g.apply(action)
    assert done == ["SL", "SC", "C"]
    assert len(names(g, 1, "life")) == 5 and names(g, 1, "SC") == []


def _guard_game(life: int, guards: int) -> Game:
    return game(
        player(field={"C": {"name": "Alpha Bloom", "down": True}}),
        player(life=["Spark"] * life, hand=["Wall"] * guards + ["Spark"]),
        phase="attack",
        step="guard",
    )


def test_it_guards_when_the_hit_would_lose_and_takes_it_with_life_to_spare() -> None:
    assert sparring.choose(_guard_game(0, 1)) == Action("guard", (("Wall",),))
    assert sparring.choose(_guard_game(5, 2)) == Action("next")
    assert sparring.choose(_guard_game(2, 2)) == Action("guard", (("Wall",),))
    assert sparring.choose(_guard_game(2, 1)) == Action("next")  # its one guard kept for later


# -- the sharp player -----------------------------------------------------------------------------


def _crowded() -> Game:
    """Level 2 (limit 5), a Spark on each zone, a Knight in hand; their Squire (5,000) on SC."""
    return game(
        player(field={"SL": "Spark", "SC": "Spark", "SR": "Spark"}, hand=["Knight"]),
        player(field={"SC": "Squire"}),
    )


def test_the_sharp_player_makes_room_where_its_signi_wins_a_battle() -> None:
    """Removing any Spark makes room for the Knight. The sparring partner frees a zone facing
    nothing; the sharp player tries each removal with its attacks after it, and removes the
    Spark facing the Squire, which the Knight then vanishes."""
    assert sparring.choose(_crowded()) != Action("remove", ("SC",))
    g = _crowded()
    assert sharp.choose(g) == Action("remove", ("SC",))
    while wx(g.state).active == 0 and wx(g.state).step != "lrig":
        g.apply(sharp.choose(g) if g.to_play == 0 else Action("next"))
    assert names(g, 1, "SC") == [] and names(g, 0, "SC") == ["Knight"]
    assert len(names(g, 1, "life")) == 5


def test_the_sharp_player_looks_ahead_without_a_trace() -> None:
    g = _crowded()
    g.apply("remove SL")
    g.undo()  # something to redo
    before = (g.state.snapshot(), list(g.history), list(g.future))
    sharp.choose(g)
    assert (g.state.snapshot(), list(g.history), list(g.future)) == before


@pytest.mark.parametrize("choose", [sparring.choose, sharp.choose], ids=["sparring", "sharp"])
def test_a_bot_reads_no_hidden_card(choose: Any) -> None:
    """The same choices whatever the opponent's hand, deck and Life Cloth hold."""
    plain = _crowded()
    doc = plain.to_position()
    other = doc["players"][1]
    other.update(hand=["Giant", "Wall"], deck=["Knight"] * 10, life=["Wall"] * 7)
    doc["cards"] = CARDS
    assert choose(plain) == choose(Game.from_position(doc))


def test_the_levels_are_offered_at_the_table() -> None:
    assert list(players_for("wixoss").opponents) == ["goldfish", "sparring", "sharp"]


@pytest.mark.parametrize("level", ["goldfish", "sparring", "sharp"])
def test_a_bot_defender_using_a_life_burst_says_done_and_the_player_goes_on(level: str) -> None:
    """The program's player has no hands for card text: after a Life Burst (used or declined)
    it says it is done at once, and the human attacker has the game back."""
    from playtester.ui.controller import TableController

    foe = player(life=["Burster", "Spark"], deck=["Spark"] * 5)
    g = game(player(field={"SC": "Knight", "SL": "Spark"}), foe, phase="attack", step="signi")
    c = TableController(g, opponent=level)
    assert c.act("attack SC")
    assert c.game.to_play == 0 and names(c.game, 1, "check") == []
    assert names(c.game, 1, "ener") == ["Burster"]
    assert flags_of(c.game.state, 1).bursting is None
    verbs = [step.action.verb for step in c.game.history]
    assert verbs[-1] == "next" and verbs[-2] in ("burst", "attack")


def test_a_human_defender_does_the_life_burst_before_the_bot_attacks_again() -> None:
    """Against the sparring partner: its attack crushes the human's Life Burst; after `burst`
    the bot waits while the human does the effect, and attacks again only after Done."""
    from playtester.ui.controller import TableController

    me = player(life=["Burster", "Spark", "Spark"], deck=["Giant"] * 5)
    bot_side = player(field={"SL": "Knight", "SC": "Knight"})
    g = game(me, bot_side, active=1, phase="attack", step="signi")
    c = TableController(g, opponent="sparring")
    c.autoplay()
    assert c.game.to_play == 0 and names(c.game, 0, "check") == ["Burster"]
    assert c.act('burst "Burster"')
    assert c.game.to_play == 0 and len(names(c.game, 0, "life")) == 2  # no second attack yet
    assert c.act("draw")  # the effect
    assert c.game.to_play == 0 and len(names(c.game, 0, "life")) == 2
    assert c.act("next")  # Done: the bot goes on and attacks with its other Knight
    assert "Burster" in names(c.game, 0, "ener")
    assert len(names(c.game, 0, "life")) < 2

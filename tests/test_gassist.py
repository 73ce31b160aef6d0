"""G assist: when the draw phase stops for it, what taking a card costs, and every refusal."""

from __future__ import annotations

import json
from typing import Any

import pytest

from playtester.engine import Action, Game, IllegalAction, PositionError, Reason
from playtester.games.vanguard import bot
from playtester.games.vanguard.state import vg
from tests.positions import g_game, g_zone, game, names, player

TOP = ["Knight", "Lancer", "Swordsman", "Critical Page", "Squire", "Knight", "Paladin"]
TAKE = 'gassist take "Knight" remove "Squire", "Paladin" g "Dawn Colossus", "Star Empress"'


def turn_begins(
    vc: str = "Lancer",
    hand: tuple[str, ...] = ("Lancer", "Paladin", "Squire"),
    gz: tuple[str, ...] = ("Dawn Colossus", "Star Empress", "Plain Giant"),
    fmt: str = "g",
) -> Game:
    """Player 1's end phase; `next` starts player 0's turn, whose draw is the Heal Page."""
    me = player(
        circles={"VC": vc},
        hand=list(hand),
        deck=["Heal Page", *TOP],
        g_zone=g_zone(*gz),
    )
    g = g_game(me, player(circles={"VC": "King"}), turn=2, active=1, phase="end", format=fmt)
    g.apply("next")
    return g


def where(g: Game) -> tuple[Any, Any]:
    return vg(g.state).phase, vg(g.state).step


def reason(g: Game, action: str) -> tuple[str, dict[str, Any]]:
    """The reason id and facts of a refusal an override could get past."""
    verdict = g.check(action)
    assert not verdict.legal and verdict.possible and verdict.why is not None, (action, verdict)
    return verdict.why.id, verdict.why.params


def test_the_draw_phase_stops_for_g_assist_when_its_conditions_hold() -> None:
    g = turn_begins()
    assert where(g) == ("draw", "gassist")
    assert g.to_play == 0
    assert names(g, 0, "hand")[-1] == "Heal Page"  # after the draw
    assert [str(a) for a in g.legal_actions()] == [
        "next",
        "gassist",
        'gassist take "Knight" remove "Lancer", "Squire" g "Plain Giant", "Star Empress"',
        'gassist take "Swordsman" remove "Lancer", "Squire" g "Plain Giant", "Star Empress"',
    ]
    assert all(g.check(a).legal for a in g.legal_actions())


@pytest.mark.parametrize(
    ("changes", "why"),
    [
        ({"vc": "Paladin"}, "vanguard of grade 3"),
        ({"hand": ("Lancer", "Knight")}, "a grade 2 card in hand"),
        ({"gz": ("Dawn Colossus",)}, "one card in the G zone"),
        ({"fmt": "premium", "vc": "Knight", "hand": ("Paladin",)}, "a grade 3 in hand"),
    ],
)
def test_without_its_conditions_the_turn_goes_on_to_the_ride_phase(
    changes: dict[str, Any], why: str
) -> None:
    g = turn_begins(**changes)
    assert where(g) == ("ride", None), why
    assert all(a.verb != "gassist" for a in g.legal_actions())


def test_the_standard_format_has_no_g_assist() -> None:
    me = player(circles={"VC": "Lancer"}, hand=["Lancer"], deck=["Squire", *TOP])
    g = game(me, player(circles={"VC": "King"}), turn=2, active=1, phase="end")
    g.apply("next")
    assert where(g) == ("ride", None)
    verdict = g.check("gassist")
    assert not verdict.possible and verdict.why == Reason.of("gassist.format")
    with pytest.raises(PositionError, match="the gassist step is in the g and premium formats"):
        game(me, player(), phase="draw", step="gassist")


def test_next_declines_and_changes_nothing_else() -> None:
    g = turn_begins()
    hand, deck = names(g, 0, "hand"), names(g, 0, "deck")
    g.apply("next")
    assert where(g) == ("ride", None)
    assert names(g, 0, "hand") == hand and names(g, 0, "deck") == deck


def test_taking_a_card_reveals_the_hand_and_removes_four_cards_from_the_game() -> None:
    g = turn_begins()
    rng = vg(g.state).rng
    before = g.view_for(1)["players"][0]["hand"]
    assert all(e == {"hidden": True} for e in before)
    g.apply(TAKE)
    assert where(g) == ("ride", None)
    assert names(g, 0, "hand") == ["Lancer", "Heal Page", "Knight"]
    assert sorted(names(g, 0, "removed")) == sorted(
        ["Squire", "Paladin", "Dawn Colossus", "Star Empress"]
    )
    assert names(g, 0, "drop") == [] and names(g, 0, "bind") == []
    assert names(g, 0, "g_zone") == ["Plain Giant"]
    assert sorted(names(g, 0, "deck")) == sorted(TOP[1:])
    assert vg(g.state).rng == rng + 1  # shuffled
    assert g.check('ride "Knight"').legal


def test_the_reveal_lasts_for_the_g_assist_and_the_g_units_paid_stay_hidden() -> None:
    g = turn_begins()
    events = g.apply(TAKE)
    theirs = g.view_for(1)["players"][0]
    assert theirs["hand"] == [{"hidden": True}] * 3  # the reveal is over
    assert theirs["removed"][:2] == ["Squire", "Paladin"]  # shown while the hand was revealed
    assert theirs["removed"][2:] == [{"hidden": True, "face_down": True}] * 2
    mine = g.view_for(0)["players"][0]["removed"]
    assert [c["name"] for c in mine[2:]] == ["Dawn Colossus", "Star Empress"]
    seen = g.describe(Action.parse(TAKE), events, 1).words
    assert "reveals the hand (Lancer, Paladin, Squire and Heal Page)" in seen
    assert "takes Knight from the top five" in seen
    assert "Dawn Colossus" not in seen and "Star Empress" not in seen
    assert seen.endswith("Squire, Paladin and 2 cards")
    own = g.describe(Action.parse(TAKE), events, 0).words
    assert own.endswith("Squire, Paladin, Dawn Colossus and Star Empress")


def test_g_assist_without_taking_shuffles_and_costs_nothing() -> None:
    g = turn_begins()
    hand = names(g, 0, "hand")
    rng = vg(g.state).rng
    g.apply("gassist")
    assert where(g) == ("ride", None)
    assert names(g, 0, "hand") == hand
    assert names(g, 0, "removed") == [] and len(names(g, 0, "g_zone")) == 3
    assert vg(g.state).rng == rng + 1
    assert g.view_for(1)["players"][0]["hand"] == [{"hidden": True}] * len(hand)


def test_what_may_be_taken_and_paid() -> None:
    g = turn_begins()
    pay = 'remove "Squire", "Paladin" g "Dawn Colossus", "Star Empress"'
    assert reason(g, f'gassist take "Paladin" {pay}') == ("gassist.not_top", {"card": "Paladin"})
    assert reason(g, f'gassist take "Lancer" {pay}') == (
        "gassist.take_grade",
        {"card": "Lancer", "grade": 1, "wanted": 2, "vanguard": 1},
    )
    assert reason(g, 'gassist take "Knight" remove "Squire" g "Dawn Colossus", "Star Empress"') == (
        "gassist.hand_pay",
        {"count": 1},
    )
    assert reason(
        g,
        'gassist take "Knight" remove "Squire", "Lancer" '
        'g "Dawn Colossus", "Star Empress", "Plain Giant"',
    ) == ("gassist.g_pay", {"count": 3})
    # the card just taken may be one of the two removed
    assert g.check('gassist take "Knight" remove "Knight", "Squire" g "Dawn Colossus", '
                   '"Plain Giant"').legal  # fmt: skip
    for bad, missing in [
        (f'gassist take "King" {pay}', ("card.missing", "King", "your deck")),
        ('gassist take "Knight" remove "King", "Squire" g "Dawn Colossus", "Star Empress"',
         ("card.missing", "King", "your hand")),
        ('gassist take "Knight" remove "Lancer", "Squire" g "Dawn Colossus", "Dawn Colossus"',
         ("card.none_left", "Dawn Colossus", "your G zone")),
    ]:  # fmt: skip
        verdict = g.check(bad)
        assert not verdict.possible and verdict.why is not None, (bad, verdict)
        assert (verdict.why.id, verdict.why.get("card"), verdict.why.get("where")) == missing
        with pytest.raises(IllegalAction):
            g.apply(bad, override=True)
    for bad, fragment in [
        ('gassist take "Knight"', "expected remove"),
        ("gassist now", "expected take"),
    ]:  # reading errors are worded where the text is read
        verdict = g.check(bad)
        assert not verdict.possible and fragment in verdict.reason, (bad, verdict)
        with pytest.raises(IllegalAction):
            g.apply(bad, override=True)


def test_g_assist_only_right_after_the_draw() -> None:
    g = turn_begins()
    g.apply("next")
    assert reason(g, "gassist") == ("gassist.timing", {})
    assert reason(g, TAKE) == ("gassist.timing", {})
    position = g_game(
        player(
            circles={"VC": "Lancer"},
            hand=["Knight"],
            deck=TOP,
            g_zone=g_zone("Plain Giant", "Star Empress"),
        ),
        player(circles={"VC": "King"}),
        phase="draw",
        step="gassist",
    )
    assert reason(position, "gassist") == ("gassist.in_hand", {"card": "Knight", "grade": 2})
    assert position.legal_actions() == [Action("next")]


def test_an_override_g_assist_elsewhere_keeps_the_phase() -> None:
    g = turn_begins()
    g.apply("next")
    g.apply(TAKE, override=True)
    assert where(g) == ("ride", None)
    assert "Knight" in names(g, 0, "hand")


def test_the_g_assist_step_round_trips_and_undoes_exactly() -> None:
    g = turn_begins()
    doc = g.to_position()
    assert (doc["phase"], doc["step"]) == ("draw", "gassist")
    copy_game = Game.from_position(json.loads(json.dumps(doc)))
    assert copy_game.to_position() == doc
    assert copy_game.legal_actions() == g.legal_actions()
    snapshot = g.state.snapshot()
    g.apply(TAKE)
    g.undo()
    assert g.state.snapshot() == snapshot
    assert str(Action.parse(TAKE)) == TAKE


def test_the_bot_takes_a_card_to_ride() -> None:
    g = turn_begins()
    action = bot.choose(g)
    assert action.verb == "gassist" and action.args[:2] == ("take", ("Knight",))
    g.apply(action)
    assert bot.choose(g) == Action.parse('ride "Knight"')

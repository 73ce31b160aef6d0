"""Rulings: orders are not units, the end phase from a position, where trigger effects go, a
G unit's default Triple Drive!!, a Protect marker chosen to be called, boosts and heals."""

from __future__ import annotations

from typing import Any

import pytest

from playtester.engine import Game, IllegalAction, Reason
from playtester.engine.events import Note
from playtester.games.vanguard.cards import VanguardCard, card_from_dict
from playtester.games.vanguard.checks import pending_parts
from playtester.games.vanguard.log import note_words
from playtester.games.vanguard.state import vg
from tests.positions import (
    CARDS,
    MARKER,
    PROTECT,
    allow,
    deny,
    g_game,
    g_zone,
    game,
    names,
    p_game,
    player,
    unit,
)

ORDER = {"name": "Blank Order", "grade": None, "kind": "order", "clan": "Test Clan"}


def texts(events: list[Any]) -> list[str]:
    return [note_words(e) for e in events if isinstance(e, Note)]


def listed(g: Game) -> list[str]:
    return [str(a) for a in g.legal_actions()]


def checking(
    trigger: str, kind: str = "drive", mine: dict[str, Any] | None = None, **more: Any
) -> Game:
    """Player 0 has just checked `trigger` (a drive check of their attack, or a damage check
    of player 1's attack) and must give its effects."""
    circles: dict[str, Any] = {"VC": "Paladin", **(mine or {})}
    foe = player(circles={"VC": "Knight"}, damage=more.pop("foe_damage", []))
    me = player(circles=circles, trigger=[trigger], **more)
    battle = {"attacker": "VC", "target": "VC", "drives": 0}
    step = "drive" if kind == "drive" else "damage"
    if kind == "damage":
        battle.update(hit=True, damage=0)
    return game(
        me,
        foe,
        phase="battle",
        step=step,
        active=0 if kind == "drive" else 1,
        battle=battle,
        check={"player": 0, "kind": kind, "done": []},
    )


# -- 6. only units ride, are called and guard -----------------------------------------------------


def with_order(phase: str, hand: list[Any], **top: Any) -> Game:
    """Player 0 (a grade 0 vanguard) holds `hand`; in the battle phase player 1 attacks."""
    me = player(circles={"VC": "Squire"}, hand=hand)
    foe = player(circles={"VC": "Paladin"})
    return game(me, foe, phase=phase, cards=[*CARDS, ORDER], **top)


def test_an_order_is_never_ridden_and_is_not_offered() -> None:
    g = with_order("ride", ["Blank Order", "Lancer"])
    deny(g, 'ride "Blank Order"', "ride.order", card="Blank Order")
    assert listed(g) == ["next", 'ride "Lancer"']
    g.apply('ride "Blank Order"', override=True)  # card text may do it all the same
    assert names(g, 0, "VC") == ["Blank Order"] and names(g, 0, "soul") == ["Squire"]


def test_an_order_is_never_called_and_is_not_offered() -> None:
    g = with_order("main", ["Blank Order", "Squire"])
    deny(g, 'call "Blank Order" FL', "call.order", card="Blank Order")
    assert not any("Blank Order" in a for a in listed(g))
    assert 'call "Squire" FL' in listed(g)
    g.apply('call "Blank Order" FL', override=True)
    assert names(g, 0, "FL") == ["Blank Order"]


def test_an_order_never_guards_and_is_not_offered() -> None:
    g = with_order("battle", ["Blank Order", "Squire"], active=1)
    allow(g, "attack VC -> VC")
    deny(g, 'guard "Blank Order"', "guard.order", card="Blank Order")
    assert listed(g) == ["next", 'guard "Squire"']
    g.apply('guard "Blank Order"', override=True)
    assert names(g, 0, "GC") == ["Blank Order"]


def test_g_units_and_protect_markers_keep_their_own_rulings() -> None:
    me = player(circles={"VC": "Paladin"}, hand=["Dawn Colossus", MARKER])
    g = p_game(me, player(circles={"VC": "King"}), phase="ride")
    deny(g, 'ride "Dawn Colossus"', "ride.g_unit", card="Dawn Colossus")
    assert not g.check(f'ride "{PROTECT}"').possible
    assert listed(g) == ["next"]
    g = p_game(me, player(circles={"VC": "King"}), phase="main")
    deny(g, 'call "Dawn Colossus" FL', "call.g_unit", card="Dawn Colossus")
    assert g.check(f'call "{PROTECT}" FL').why == Reason.of("call.marker", card=PROTECT)
    g = p_game(me, player(circles={"VC": "King"}), phase="battle", active=1)
    allow(g, "attack VC -> VC")
    deny(g, 'guard "Dawn Colossus"', "guard.g_unit", card="Dawn Colossus")
    assert listed(g) == ["next", f'guard "{PROTECT}"']  # a marker is a sentinel card in hand


# -- 7. the end phase in a position ---------------------------------------------------------------


def stridden_in_the_end_phase() -> Game:
    boosted = {"stat": "power", "amount": 5000, "until": "turn", "source": "trigger"}
    vc = {"name": "Dawn Colossus", "heart": ["Paladin"], "modifiers": [boosted]}
    me = player(
        circles={"VC": vc, "FL": {"name": "Knight", "modifiers": [boosted]}},
        g_zone=g_zone("Star Empress"),
    )
    return g_game(me, player(circles={"VC": "King"}), phase="end")


def test_next_from_an_end_phase_position_does_the_end_phase_work_first() -> None:
    """A position in the end phase may show what the end phase has still to do: `next` does
    it before the turn passes (G units go home, bonuses until end of turn end)."""
    g = stridden_in_the_end_phase()
    assert g.power(0, "VC") == 15000 + 11000 + 5000
    events = g.apply("next")
    assert vg(g.state).active == 1 and vg(g.state).turn == 4
    assert names(g, 0, "VC") == ["Paladin"]
    home = {
        g.state.cards[i].card.name: g.state.cards[i].face_down for i in g.state.zones[0]["g_zone"]
    }
    assert home == {"Star Empress": True, "Dawn Colossus": False}
    assert g.power(0, "VC") == 11000 and g.power(0, "FL") == 9000
    assert g.state.modifiers == []
    assert any("Dawn Colossus returns face up" in t for t in texts(events))


def test_entering_the_end_phase_does_its_work_once() -> None:
    """Played into the end phase, the work is done on the way in and `next` finds none left."""
    g = stridden_in_the_end_phase()
    doc = g.to_position()
    doc.update(phase="battle", step="attack")
    g = Game.from_position(doc)
    into_end = g.apply("next")
    assert vg(g.state).phase == "end" and names(g, 0, "VC") == ["Paladin"]
    assert g.state.modifiers == []
    out_of_end = g.apply("next")
    returned = [t for t in texts(into_end + out_of_end) if "returns face up" in t]
    assert len(returned) == 1
    assert vg(g.state).active == 1


# -- 8. trigger effects go to units on circles ----------------------------------------------------


def test_a_trigger_effect_never_goes_to_the_guardian_circle() -> None:
    g = checking("Critical Page", mine={"GC": ["Squire"], "FL": "Knight"})
    for verb in ("trigger", "critical"):
        deny(g, f"{verb} GC", "effect.guardian_circle", verb=verb)
        assert f"{verb} GC" not in listed(g)
    allow(g, "trigger FL")
    allow(g, "critical VC")
    assert g.stat(0, "VC", "critical") == 2


def test_a_guardian_gets_no_damage_check_trigger_either() -> None:
    g = checking("Critical Page", kind="damage", mine={"GC": ["Squire"]})
    assert g.to_play == 0
    deny(g, "trigger GC", "effect.guardian_circle", verb="trigger")
    assert listed(g) == ["trigger VC", "critical VC"]


def test_a_trigger_effect_goes_to_a_circle_not_to_another_zone() -> None:
    g = checking("Critical Page", hand=["Lancer"])
    for zone in ("hand", "deck", "trigger"):
        verdict = g.check(f"trigger {zone}")
        assert not verdict.possible and f"trigger: {zone} is not a circle" in verdict.reason


TRIGGER_VERBS = ("trigger", "critical", "stand")
CIRCLES = ("VC", "FL", "FR", "BL", "BC", "BR", "GC", "hand")


@pytest.mark.parametrize(
    "position",
    [
        {"trigger": "Critical Page", "mine": {"GC": ["Squire"], "FL": "Knight"}},
        {"trigger": "Critical Page", "kind": "damage", "mine": {"GC": ["Squire", "Lancer"]}},
        {
            "trigger": "Stand Page",
            "mine": {
                "GC": [{"name": "Squire", "rest": True}],
                "FL": {"name": "Knight", "rest": True},
                "BL": {"name": "Lancer", "rest": True},
                "FR": "Swordsman",
            },
        },
        {"trigger": "Stand Page", "mine": {"FR": "Swordsman", "GC": ["Squire"]}},
        {"trigger": "Heal Page", "damage": ["Squire"], "foe_damage": ["Lancer"]},
        {
            "trigger": "Heal Page",
            "kind": "damage",
            "damage": ["Squire"],
            "mine": {"GC": ["Lancer"]},
        },
        {"trigger": "Draw Page", "mine": {"BC": "Squire", "GC": ["Lancer"]}},
    ],
)
def test_check_and_legal_actions_agree_on_trigger_effects(position: dict[str, Any]) -> None:
    """Every trigger action `check` calls legal is listed, and every one listed is legal.
    (`stand CIRCLE` is also the manual stand tool: it counts only while a stand waits.)"""
    g = checking(**position)
    stand_waits = "stand" in pending_parts(g.state)
    candidates = [f"{verb} {c}" for verb in TRIGGER_VERBS for c in CIRCLES] + ["heal"]
    if not stand_waits:
        candidates = [a for a in candidates if not a.startswith("stand")]
    judged = {a for a in candidates if g.check(a).legal}
    offered = {a for a in listed(g) if a.split()[0] in (*TRIGGER_VERBS, "heal")}
    assert judged == offered
    assert offered  # each position has something to give


# -- 9. a G unit drives three times unless its data says otherwise --------------------------------

BARE = unit("Bare Colossus", 4, 15000, 0, kind="g_unit")  # no skills listed


def test_a_g_unit_without_skills_listed_has_triple_drive() -> None:
    me = player(circles={"VC": "Paladin"}, hand=["Paladin"], g_zone=g_zone("Bare Colossus"))
    g = g_game(me, player(circles={"VC": "King"}), phase="ride", step="stride", cards=[BARE])
    allow(g, 'stride "Bare Colossus" discard "Paladin"')
    allow(g, "next")
    allow(g, "next")
    allow(g, "attack VC -> VC")
    events = g.apply("@1 next")
    drives = [t for t in texts(events) if t.startswith("drive check")]
    assert len(drives) == 3
    assert len(names(g, 0, "hand")) == 3


def test_a_g_units_default_skills_are_left_out_of_its_data() -> None:
    bare = card_from_dict(BARE)
    assert bare.skills == ("triple_drive",)
    assert "skills" not in bare.to_dict()
    assert card_from_dict(bare.to_dict()) == bare
    for skills in ([], ["twin_drive"]):  # data that says otherwise is kept
        card = card_from_dict({**BARE, "skills": skills})
        assert card.skills == tuple(skills) and card.to_dict()["skills"] == skills
        assert card_from_dict(card.to_dict()) == card
    assert card_from_dict(ORDER).skills == ()
    assert VanguardCard("Knight", grade=3, skills=("twin_drive",)).to_dict() == {
        "name": "Knight",
        "grade": 3,
    }


# -- 10. a Protect marker is never put on a circle ------------------------------------------------


@pytest.mark.parametrize("circle", ["FL", "BC", "VC"])
def test_a_protect_marker_put_on_a_circle_stays_in_the_hand(circle: str) -> None:
    """A card effect may choose the marker to call it; it is not called and stays in the hand
    (the Imaginary Gift FAQ). Not even an override puts it on a circle."""
    me = player(circles={"VC": "Paladin"}, hand=[MARKER, "Lancer"])
    g = p_game(me, player(circles={"VC": "King"}), phase="main")
    before = g.to_position()
    verdict = g.check(f'put hand "{PROTECT}" to {circle}')
    assert not verdict.legal and not verdict.possible
    assert verdict.why == Reason.of("put.marker", card=PROTECT, circle=circle)
    with pytest.raises(IllegalAction) as refused:
        g.apply(f'put hand "{PROTECT}" to {circle}', override=True)
    assert refused.value.why == verdict.why
    assert g.to_position() == before
    assert names(g, 0, "hand") == [PROTECT, "Lancer"]
    allow(g, f'put hand "{PROTECT}" to GC')  # the guardian circle still takes it
    assert names(g, 0, "GC") == [PROTECT]


# -- 11. boost icons and heals at equal damage ----------------------------------------------------


def test_a_unit_without_the_boost_icon_cannot_boost() -> None:
    me = player(circles={"VC": "Paladin", "BC": "Knight", "FL": "Lancer", "BL": "Squire"})
    g = game(me, player(circles={"VC": "King"}), phase="battle")
    deny(g, "attack VC -> VC boost BC", "boost.no_icon", card="Knight")
    assert "attack VC -> VC boost BC" not in listed(g)
    allow(g, "attack FL -> VC boost BL")
    assert vg(g.state).battle.booster == "BL"


def test_a_heal_trigger_heals_when_the_damage_is_equal() -> None:
    g = checking("Heal Page", damage=["Squire", "Lancer"], foe_damage=["Knight", "Lancer"])
    assert "heal" in listed(g)
    allow(g, "trigger VC")
    allow(g, "heal")
    assert names(g, 0, "damage") == ["Lancer"] and names(g, 0, "drop") == ["Squire"]
    assert vg(g.state).check is None


# -- 12. intercepts, over triggers, guardians' shield, six damage ----------------------------------


def test_the_unit_being_attacked_cannot_intercept() -> None:
    """A front-row rear-guard under attack stays where it is: it may not guard itself."""
    me = player(circles={"VC": "Paladin", "FL": "Lancer"})
    foe = player(circles={"VC": "Swordsman", "FL": "Knight", "FR": "Knight"}, hand=["Squire"])
    g = game(me, foe, phase="battle", step="attack")
    allow(g, "attack FL -> FR")  # our FL faces their FR
    deny(g, "intercept FR", "intercept.attacked", card="Knight")
    assert "intercept FR" not in listed(g)
    allow(g, "intercept FL")  # the other front-row Knight may
    assert names(g, 1, "GC") == ["Knight"] and names(g, 1, "FR") == ["Knight"]


OVER = unit("Over Page", 0, 5000, 50000, trigger="over", trigger_power=100_000_000)


def test_an_over_trigger_draws_gives_its_power_and_leaves_the_game() -> None:
    """An over trigger is removed from the game once it has given its draw and its power."""
    me = player(circles={"VC": "Paladin"}, deck=["Over Page"] + ["Lancer"] * 9)
    g = game(me, player(circles={"VC": "King"}), phase="battle", cards=[*CARDS, OVER])
    allow(g, "attack VC -> VC")
    allow(g, "next")  # the first drive check reveals the over trigger and draws a card
    assert names(g, 0, "hand") == ["Lancer"]
    allow(g, "trigger VC")
    assert names(g, 0, "removed") == ["Over Page"]
    assert "Over Page" not in names(g, 0, "drop") + names(g, 0, "hand")
    assert g.power(0, "VC") == 11000 + 100_000_000


def test_a_shield_bonus_on_a_guardian_adds_to_the_defence() -> None:
    """A guardian's shield modifier (card text, written in the position) counts in battle."""
    bonus = {"stat": "shield", "amount": 5000, "until": "battle"}
    guardians = [{"name": "Squire", "modifiers": [bonus]}, "Lancer"]
    foe = player(circles={"VC": "Swordsman", "GC": guardians})
    me = player(circles={"VC": "Paladin"})
    battle = {"attacker": "VC", "target": "VC"}
    g = game(me, foe, phase="battle", step="guard", battle=battle)
    assert g.power(1, "VC") == 10000 + (10000 + 5000) + 5000
    allow(g, "next")  # 11000 against 30000: no hit
    assert names(g, 1, "damage") == []


def test_the_sixth_damage_loses_the_game_and_the_fifth_does_not() -> None:
    """A player with six cards in the damage zone loses at the next rule check."""
    foe = player(circles={"VC": "King"}, damage=["Lancer"] * 4, deck=["Knight"] * 10)
    g = game(player(circles={"VC": "Paladin"}, deck=["Squire"] * 10), foe, phase="battle")
    allow(g, "attack VC -> VC")
    allow(g, "next")  # no guard: two drive checks, then the damage check
    assert len(names(g, 1, "damage")) == 5 and g.winner is None
    foe["damage"] = ["Lancer"] * 5
    g = game(player(circles={"VC": "Paladin"}, deck=["Squire"] * 10), foe, phase="battle")
    events = g.apply("attack VC -> VC") + g.apply("next")
    assert len(names(g, 1, "damage")) == 6
    assert g.winner == 0
    assert any("6 damage" in line for line in texts(events)), texts(events)
    assert g.legal_actions() == []


def test_the_victory_check_looks_again_after_each_move_and_in_each_game() -> None:
    """The rule check looks at the counts after every action: the sixth damage after an
    action that moved nothing still ends the game, and so do six damage in another game at the
    same count of moves."""
    foe = player(circles={"VC": "King"}, damage=["Lancer"] * 5, deck=["Knight"] * 10)
    g = game(player(circles={"VC": "Paladin"}, deck=["Squire"] * 10), foe, phase="battle")
    moved = g.state.moved
    g.apply("attack VC -> VC")  # no card moves: nobody has won
    assert g.winner is None and g.state.moved == moved
    g.apply("next")  # the drive checks and the damage check: the sixth damage
    assert g.winner == 0
    g.undo()
    assert g.winner is None and len(g.state.zones[1]["damage"]) == 5
    g.apply("next")  # the same question again, after the undo: the same answer
    assert g.winner == 0
    quiet = game(player(circles={"VC": "Knight"}), player(circles={"VC": "Knight"}))
    quiet.apply("next")  # no winner, at the first count of moves of its state
    assert quiet.winner is None
    lost = game(
        player(circles={"VC": "Knight"}), player(circles={"VC": "Knight"}, damage=["Lancer"] * 6)
    )
    assert lost.state.moved == quiet.state.moved
    lost.apply("next")
    assert lost.winner == 0


def test_the_victory_check_sees_either_player_lose_whoever_is_to_play() -> None:
    """Six damage of the turn player, or an empty deck of the other, ends the game at the
    next rule check (each player's counts are read, not only the first's)."""
    hurt = game(
        player(circles={"VC": "Knight"}, damage=["Lancer"] * 6), player(circles={"VC": "Knight"})
    )
    hurt.apply("next")
    assert hurt.winner == 1 and hurt.outcome is not None and hurt.outcome.reason == "damage"
    hurt.undo()
    assert hurt.winner is None
    empty = game(player(circles={"VC": "Knight"}), player(circles={"VC": "Knight"}, deck=[]))
    empty.apply("next")
    assert empty.winner == 0 and empty.outcome is not None and empty.outcome.reason == "deck out"

"""The Imaginary Gift FAQ, one test per answer that concerns play (the premium format).

Each test sets up a real position, acts through the public API and checks the outcome; refused
actions are checked for a reason naming the rule. The two answers about sleeves are about the
physical cards and have no test; the tournament penalty for missing marker pieces is not the
program's business (it tests only that acquiring never depends on pieces).
"""

from __future__ import annotations

from typing import Any

import pytest

from playtester.engine import Game, IllegalAction, Reason
from playtester.engine.events import AddModifier, Move, Note
from playtester.games.vanguard.board import grade, is_rear, opposing_column, units
from playtester.games.vanguard.checks import rested_rear_guards
from playtester.games.vanguard.log import note_words
from playtester.games.vanguard.markers import PROTECT as MARKER_CARD
from playtester.games.vanguard.state import flags_of, vg
from playtester.resources import demo_decks
from tests.positions import (
    CARDS,
    G_CARDS,
    GIFT_CARDS,
    MARKER,
    PROTECT,
    allow,
    deny,
    g_zone,
    names,
    p_game,
    player,
)

POWER = {c["name"]: c.get("power", 0) for c in [*CARDS, *G_CARDS, *GIFT_CARDS]}
GIFT_UNIT = {"force": "Force Knight", "accel": "Accel Rider", "protect": "Protect Warden"}


def riding(
    hand: list[Any],
    vc: Any = "Knight",
    rear: dict[str, Any] | None = None,
    gifts: dict[str, Any] | None = None,
    theirs: dict[str, Any] | None = None,
    mine: dict[str, Any] | None = None,
    **top: Any,
) -> Game:
    """Player 0 in the ride step of turn 3 with a grade 2 vanguard; premium format. `mine`:
    more zones of player 0."""
    me = player(circles={"VC": vc, **(rear or {})}, hand=hand, **(mine or {}))
    if gifts is not None:
        me["gifts"] = gifts
    top.setdefault("phase", "ride")
    return p_game(me, theirs or player(circles={"VC": "King"}), **top)


def gifts_of(g: Game, p: int = 0) -> dict[str, Any]:
    return g.to_position()["players"][p].get("gifts") or {}


def texts(events: list[Any]) -> list[str]:
    return [note_words(e) for e in events if isinstance(e, Note)]


# -- Imaginary Gift ------------------------------------------------------------------------------


@pytest.mark.parametrize("gift", ["force", "accel", "protect"])
def test_riding_a_gift_icon_acquires_that_gift(gift: str) -> None:
    """Riding a unit with a gift icon acquires the gift of its icon."""
    g = riding([GIFT_UNIT[gift]])
    allow(g, f'ride "{GIFT_UNIT[gift]}"')
    if gift == "force":
        assert g.to_position()["gift"] == {"player": 0, "type": "force"}
        allow(g, "force VC")
        assert gifts_of(g)["force"] == {"VC": 1}
    elif gift == "accel":
        assert gifts_of(g)["accel"] == 1
    else:
        assert names(g, 0, "hand") == [PROTECT]
    assert gifts_of(g)["type"] == gift


def test_there_is_no_gift_zone_and_unused_gifts_are_nowhere() -> None:
    """No zone holds the gifts not yet acquired: a new premium game has no marker anywhere and
    no gift state, and a player's zones are the usual ones."""
    decks = [p.read_text(encoding="utf-8") for p in demo_decks("premium")]
    g = Game.new(format="premium", decks=decks[:2], seed=3)
    assert all(c.card.kind != "marker" for c in g.state.cards.values())
    assert all("gifts" not in p for p in g.to_position()["players"])
    assert all(not any("gift" in zone for zone in zones) for zones in g.state.zones)


def test_force_takes_the_vanguard_circle_or_any_rear_guard_circle() -> None:
    """Force: the player names the vanguard circle or one of their rear-guard circles (an empty
    one too); during that player's turn the unit there gets +10000."""
    g = riding(["Force Knight"], rear={"FL": "Swordsman"}, phase="ride")
    allow(g, 'ride "Force Knight"')
    circles = sorted(str(a.args[0]) for a in g.legal_actions())
    assert circles == sorted(["VC", "FL", "FR", "BL", "BC", "BR"])
    verdict = g.check("force GC")
    assert not verdict.legal and not verdict.possible and "GC" in verdict.reason
    assert not g.check("force -> VC").legal
    allow(g, "force FL")
    assert g.power(0, "FL") == POWER["Swordsman"] + 10000
    assert g.power(0, "VC") == POWER["Force Knight"]


def test_force_on_the_same_circle_twice_gives_20000() -> None:
    """The same circle may be chosen again: two Force markers give +20000."""
    g = riding(
        ["Force Lord"], rear={"FL": "Swordsman"}, gifts={"type": "force", "force": {"FL": 1}}
    )
    assert g.power(0, "FL") == POWER["Swordsman"] + 10000
    allow(g, 'ride "Force Lord"')
    allow(g, "force FL")
    assert gifts_of(g)["force"] == {"FL": 2}
    assert g.power(0, "FL") == POWER["Swordsman"] + 20000


def test_force_on_an_empty_circle_waits_for_a_unit() -> None:
    g = riding(["Force Knight", "Lancer"])
    allow(g, 'ride "Force Knight"')
    allow(g, "force BR")
    assert g.power(0, "BR") == 0
    allow(g, "next")
    allow(g, "next")
    allow(g, 'call "Lancer" BR')
    assert g.power(0, "BR") == POWER["Lancer"] + 10000


@pytest.mark.parametrize(
    ("before", "gained"), [(0, "AL1"), (1, "AR1"), (2, "AL2"), (3, "AR2"), (4, "AL3")]
)
def test_accel_circles_alternate_left_then_right(before: int, gained: str) -> None:
    """Accel: the first circle is added to the left of the front row, the second to the right,
    then left and right again."""
    g = riding(["Accel Rider"], gifts={"type": "accel", "accel": before})
    events = g.apply('ride "Accel Rider"')
    assert gifts_of(g)["accel"] == before + 1
    assert flags_of(g.state, 0).accel[-1] == gained
    side = "left" if gained.startswith("AL") else "right"
    assert any(gained in t and side in t for t in texts(events))


def test_every_accel_circle_gives_10000_and_they_do_not_add_up() -> None:
    """Each Accel circle gives its unit +10000 during its owner's turn; with several circles
    the bonus is still +10000 on each, not more."""
    rear = {"AL1": "Swordsman", "AR1": "Knight", "AL2": "Lancer", "FL": "Swordsman"}
    g = riding([], rear=rear, gifts={"type": "accel", "accel": 3}, phase="main")
    assert g.power(0, "AL1") == POWER["Swordsman"] + 10000
    assert g.power(0, "AR1") == POWER["Knight"] + 10000
    assert g.power(0, "AL2") == POWER["Lancer"] + 10000
    assert g.power(0, "FL") == POWER["Swordsman"]


def test_accel_columns_face_the_opponents_opposite_side() -> None:
    """Seen across the table, the circle gained on a player's right is in the same column as
    the one gained on the opponent's left (and FL faces FR)."""
    g = riding(
        [],
        gifts={"type": "accel", "accel": 2},
        theirs={"circles": {"VC": "King"}, "gifts": {"type": "accel", "accel": 1}},
        phase="main",
    )
    assert opposing_column(g.state, 0, "AL1") == []  # the opponent has no AR1
    assert opposing_column(g.state, 1, "AL1") == ["AR1"]
    assert opposing_column(g.state, 0, "AR1") == ["AL1"]
    assert opposing_column(g.state, 0, "FL") == ["FR", "BR"]
    assert opposing_column(g.state, 0, "VC") == ["VC", "BC"]


def test_protect_adds_a_sentinel_card_to_the_hand_counted_as_grade_0() -> None:
    """Protect: a marker card joins the hand. It is no unit (it is never called), it is a
    sentinel, its grade counts as 0, and it pays a 'discard a card' cost."""
    g = riding(["Protect Warden", "Lancer"])
    allow(g, 'ride "Protect Warden"')
    marker = next(c for c in g.state.cards.values() if c.card.name == PROTECT)
    assert marker.card.kind == "marker" and marker.card.sentinel
    assert marker.card.grade is None and grade(marker) == 0
    assert g.state.where[marker.id] == (0, "hand")
    allow(g, "next")
    allow(g, "next")
    assert not g.check(f'call "{PROTECT}" FL').possible
    allow(g, f'discard "{PROTECT}"')
    assert names(g, 0, "hand") == ["Lancer"]
    assert PROTECT not in names(g, 0, "drop")


def test_markers_in_hand_are_not_shown_to_the_opponent() -> None:
    """The number of Protect markers held is not revealed: to the opponent they are hand cards
    like any other."""
    g = riding(["Lancer", MARKER, "Squire", MARKER], phase="main")
    theirs = g.view_for(1)["players"][0]
    assert theirs["hand"] == [{"hidden": True}] * 4
    assert PROTECT not in str(theirs)
    mine = g.view_for(0)["players"][0]["hand"]
    assert mine == ["Lancer", MARKER, "Squire", MARKER]


@pytest.mark.parametrize(
    ("first", "second"),
    [("force", "accel"), ("accel", "protect"), ("protect", "force"), ("accel", "force")],
)
def test_after_the_first_gift_no_other_type_is_acquired(first: str, second: str) -> None:
    """After a player's first gift, a gift icon of another type gives nothing for the rest of
    the game; the log says why."""
    g = riding([GIFT_UNIT[second]], gifts={"type": first, "accel": 0, "force": {}})
    before = flags_of(g.state, 0).accel, flags_of(g.state, 0).force
    events = g.apply(f'ride "{GIFT_UNIT[second]}"')
    assert g.to_position().get("gift") is None
    assert (flags_of(g.state, 0).accel, flags_of(g.state, 0).force) == before
    assert PROTECT not in names(g, 0, "hand")
    assert any("ignored" in t for t in texts(events))
    assert gifts_of(g)["type"] == first
    deny(g, f"gift {second}" + (" VC" if second == "force" else ""), "gift.other_type")


def test_there_is_no_limit_to_the_number_of_gifts() -> None:
    """No restriction on how many gifts a player acquires: markers pile up without limit."""
    g = riding(["Protect Marshal"], vc="Protect Warden", gifts={"type": "protect"})
    for _ in range(9):
        g.apply("gift protect")
    allow(g, 'ride "Protect Marshal"')
    assert names(g, 0, "hand") == [PROTECT] * 10
    g2 = riding(["Force Lord"], gifts={"type": "force", "force": {"VC": 6}})
    allow(g2, 'ride "Force Lord"')
    allow(g2, "force VC")
    assert g2.power(0, "VC") == POWER["Force Lord"] + 70000


def test_gifts_work_with_the_g_zone() -> None:
    """Gifts and the G zone are used together: a stridden vanguard on a Force circle gets the
    bonus (once: the G unit is the vanguard)."""
    g = riding(["Force Knight", "Paladin"], mine={"g_zone": g_zone("Dawn Colossus")})
    allow(g, 'ride "Force Knight"')
    allow(g, "force VC")
    allow(g, "next")
    allow(g, 'stride "Dawn Colossus" discard "Paladin"')
    assert g.power(0, "VC") == POWER["Dawn Colossus"] + POWER["Force Knight"] + 10000


def test_gifts_are_acquired_with_no_markers_prepared() -> None:
    """Acquiring never depends on a stock of marker pieces: the engine makes a marker whenever
    one is acquired, in any game."""
    decks = [p.read_text(encoding="utf-8") for p in demo_decks("premium")]
    dawnspire = next(d for d in decks if "Dawnspire" in d)
    g = Game.new(format="premium", decks=[dawnspire, dawnspire], seed=1)
    assert not any(c.card.kind == "marker" for c in g.state.cards.values())
    doc = g.to_position()
    doc.update(phase="ride", turn=5, active=0)
    doc["players"][0]["circles"]["VC"] = "Highsky Warden Orvel"
    doc["players"][0]["hand"] = ["Orvel, Warden of the Sheltering Sky"]
    g = Game.from_position(doc)
    allow(g, 'ride "Orvel, Warden of the Sheltering Sky"')
    assert PROTECT in names(g, 0, "hand")


@pytest.mark.parametrize("how", ["retire", "ride over"])
def test_gifts_stay_when_the_vanguard_leaves(how: str) -> None:
    """Losing the vanguard that brought a gift loses nothing: markers, circles stay."""
    g = riding(
        ["Paladin"],
        vc="Force Knight",
        gifts={"type": "force", "force": {"VC": 1, "FL": 1}, "accel": 0},
    )
    before = gifts_of(g)
    if how == "retire":
        allow(g, "put VC to drop")
    else:
        allow(g, 'ride "Paladin"')
        assert g.power(0, "VC") == POWER["Paladin"] + 10000
    assert gifts_of(g) == before


def test_acquiring_is_mandatory() -> None:
    """A gift that can be acquired must be: after riding a Force unit the only legal actions
    place the marker, and nothing else goes on until it is placed."""
    g = riding(["Force Knight"])
    allow(g, 'ride "Force Knight"')
    assert {a.verb for a in g.legal_actions()} == {"force"}
    deny(g, "next", "force.first", verb="next")
    assert g.to_play == 0
    allow(g, "force VC")
    assert g.to_position().get("gift") is None
    allow(g, "next")


def test_riding_a_unit_without_a_gift_icon_keeps_the_gifts() -> None:
    g = riding(
        ["Paladin"],
        vc="Accel Rider",
        rear={"AL1": "Swordsman"},
        gifts={"type": "accel", "accel": 1},
    )
    allow(g, 'ride "Paladin"')
    assert gifts_of(g) == {"type": "accel", "force": {}, "accel": 1}
    assert g.power(0, "AL1") == POWER["Swordsman"] + 10000
    g2 = riding(["Paladin", MARKER], vc="Protect Warden", gifts={"type": "protect"})
    allow(g2, 'ride "Paladin"')
    assert names(g2, 0, "hand") == [PROTECT]


def test_the_gift_comes_before_when_placed_abilities() -> None:
    """Acquiring is a special action of the ride itself, before any 'when placed' ability:
    the ride's own events place the unit and then acquire the gift, so the marker is in hand
    by the time the player resolves anything the unit does."""
    g = riding(["Protect Warden"])
    events = g.apply('ride "Protect Warden"')
    notes = texts(events)
    placed = next(i for i, e in enumerate(events) if isinstance(e, Move) and e.dst[1] == "VC")
    created = next(i for i, e in enumerate(events) if type(e).__name__ == "AddMarker")
    assert placed < created
    assert notes[0].startswith("rides Protect Warden") and notes[-1].startswith("gift: Protect")
    assert names(g, 0, "hand") == [PROTECT]
    assert g.history[-1].action.verb == "ride"  # one action: nothing happened in between


# -- Force ---------------------------------------------------------------------------------------


def test_force_is_not_an_increase_due_to_a_card_effect() -> None:
    """The Force bonus is no card's effect: the unit gains no power change at all (so 'when
    this unit's power is increased by your card' abilities stay quiet); it is the circle's."""
    g = riding(["Force Knight"], rear={"FL": "Swordsman"})
    events = g.apply('ride "Force Knight"') + g.apply("force FL")
    assert not any(isinstance(e, AddModifier) for e in events)
    assert g.state.modifiers == []
    assert g.power(0, "FL") == POWER["Swordsman"] + 10000


@pytest.mark.parametrize("how", ["put FL to deck", "retire FL"])
def test_removing_the_cards_of_a_circle_leaves_its_force_marker(how: str) -> None:
    g = riding(
        ["Lancer"],
        rear={"FL": "Swordsman"},
        gifts={"type": "force", "force": {"FL": 1}},
        phase="main",
    )
    allow(g, how)
    assert names(g, 0, "FL") == [] and gifts_of(g)["force"] == {"FL": 1}
    allow(g, 'call "Lancer" FL')
    assert g.power(0, "FL") == POWER["Lancer"] + 10000


def test_moving_back_and_forth_does_not_pile_up_force() -> None:
    g = riding(
        [], rear={"FL": "Swordsman"}, gifts={"type": "force", "force": {"FL": 1}}, phase="main"
    )
    for _ in range(3):
        allow(g, "move FL BL")
        assert g.power(0, "BL") == POWER["Swordsman"]
        allow(g, "move BL FL")
        assert g.power(0, "FL") == POWER["Swordsman"] + 10000
    assert g.state.modifiers == []


def test_a_legion_on_a_force_circle_gets_it_twice() -> None:
    """With a vanguard in Legion, the leader and the mate each get +10000 from the marker."""
    legion = {"name": "Seeker Lord", "legion": ["Seeker Mate"]}
    g = riding([], vc=legion, gifts={"type": "force", "force": {"VC": 1}}, phase="main")
    assert g.power(0, "VC") == POWER["Seeker Lord"] + POWER["Seeker Mate"] + 20000


def test_gift_circles_give_nothing_in_the_opponents_turn_so_never_to_a_dominated_unit() -> None:
    """A dominated unit gets nothing from a Force or Accel circle. Domination happens in the
    opponent's turn, and the circles' bonus is for their owner's turn only: a unit on them
    fights with its own power in the opponent's turn."""
    me = player(
        circles={"VC": "Knight", "FL": "Swordsman", "AL1": "Swordsman"},
        gifts={"type": "force", "force": {"FL": 1, "VC": 1}, "accel": 1},
    )
    foe = player(circles={"VC": "Paladin"})
    g = p_game(me, foe, active=1, turn=4, phase="battle")
    for circle in ("FL", "AL1"):
        assert g.power(0, circle) == POWER["Swordsman"]
    assert g.power(0, "VC") == POWER["Knight"]
    allow(g, "attack VC -> AL1")  # 11000 against 10000: the Accel bonus would have saved it
    allow(g, "next")
    assert names(g, 0, "AL1") == [] and "AL1" in flags_of(g.state, 0).accel
    g.apply("next")  # the opponent's end phase, then player 0's turn: the bonuses are back
    g.apply("next")
    assert vg(g.state).active == 0
    assert g.power(0, "FL") == POWER["Swordsman"] + 10000


# -- Accel ---------------------------------------------------------------------------------------


def test_an_accel_circle_is_a_rear_guard_circle() -> None:
    """The unit on an Accel circle is a rear-guard: it is called there like on any rear-guard
    circle, and the rules treat it as one (a stand trigger may stand it)."""
    g = riding(["Swordsman", "Lancer"], gifts={"type": "accel", "accel": 2}, phase="main")
    calls = {str(a) for a in g.legal_actions() if a.verb == "call"}
    assert {'call "Swordsman" AL1', 'call "Swordsman" AR1'} <= calls
    assert not any(a.endswith("AL2") for a in calls)
    allow(g, 'call "Swordsman" AR1')
    assert ("AR1", "Swordsman") in [(c, u.card.name) for c, u in units(g.state, 0)]
    assert is_rear("AR1")
    allow(g, "rest AR1")
    assert rested_rear_guards(g.state, 0) == ["AR1"]  # what a stand trigger may stand
    verdict = g.check('call "Lancer" AL2')
    assert not verdict.possible and verdict.why == Reason.of(
        "circle.none_accel", verb="call", circle="AL2"
    )


def test_the_unit_on_an_accel_circle_can_be_retired_attacked_and_can_intercept() -> None:
    """Effects on rear-guards reach it (retire, return to hand), it intercepts, it can be
    attacked as a front-row unit, and its circle stays when it leaves."""
    me = player(
        circles={"VC": "Knight", "AL1": "Swordsman", "AR1": "Knight"},
        gifts={"type": "accel", "accel": 2},
    )
    g = p_game(
        me, player(circles={"VC": "Paladin", "FL": "Swordsman"}), active=1, turn=4, phase="battle"
    )
    targets = {str(a.args[2]) for a in g.legal_actions() if a.verb == "attack"}
    assert {"VC", "AL1", "AR1"} <= targets
    allow(g, "attack VC -> VC")
    allow(g, "intercept AL1")
    assert names(g, 0, "GC") == ["Swordsman"]
    g.apply("next")
    assert names(g, 0, "AL1") == []
    assert flags_of(g.state, 0).accel == ("AL1", "AR1")
    allow(g, "@0 put AR1 to hand")
    allow(g, '@0 put hand "Knight" to AR1')
    allow(g, "@0 retire AR1")
    doc = g.to_position()
    assert doc["players"][0]["gifts"]["accel"] == 2
    assert flags_of(Game.from_position(doc).state, 0).accel == ("AL1", "AR1")


def test_nothing_stands_behind_an_accel_circle() -> None:
    g = riding(
        [],
        rear={"AL1": "Swordsman", "BL": "Lancer"},
        gifts={"type": "accel", "accel": 1},
        phase="battle",
    )
    attacks = [str(a) for a in g.legal_actions() if a.verb == "attack" and a.args[0] == "AL1"]
    assert attacks == ["attack AL1 -> VC"]
    deny(g, "attack AL1 -> VC boost BL", "boost.not_behind", circle="AL1")


# -- Protect -------------------------------------------------------------------------------------


def test_a_protect_marker_is_told_apart_from_other_cards() -> None:
    """The marker is its own card, plainly distinct for its owner: named for the gift, of kind
    marker, written as a marker in positions."""
    g = riding(["Protect Warden", "Lancer"])
    allow(g, 'ride "Protect Warden"')
    doc = g.to_position()
    assert doc["players"][0]["hand"] == ["Lancer", MARKER]
    marker = next(c for c in g.state.cards.values() if c.card.kind == "marker")
    assert marker.card == MARKER_CARD and marker.card.name == PROTECT
    assert Game.from_position(doc).to_position() == doc


def test_a_used_protect_marker_leaves_the_game_and_guardians_retire_as_usual() -> None:
    """A marker outside the hand and the guardian circle is removed by the rules: once the
    battle ends, the other guardians go to the drop zone and the marker leaves the game."""
    me = player(circles={"VC": "Paladin"}, deck=["Lancer"] * 10)
    foe = player(circles={"VC": "Knight"}, hand=[MARKER, "Lancer"])
    g = p_game(me, foe, phase="battle")
    allow(g, "attack VC -> VC")
    allow(g, f'guard "{PROTECT}"')
    allow(g, 'guard "Lancer"')
    assert names(g, 1, "GC") == [PROTECT, "Lancer"]
    allow(g, "next")
    assert vg(g.state).step == "attack"
    assert names(g, 1, "drop") == ["Lancer"]
    assert names(g, 1, "removed") == [] and names(g, 1, "GC") == []
    assert not any(c.card.kind == "marker" for c in g.state.cards.values())


def test_a_removed_marker_is_not_kept_and_a_new_one_can_be_acquired() -> None:
    """A removed marker is no public removed card: it is simply gone, and the next Protect gift
    gets a marker again."""
    g = riding(["Protect Marshal", MARKER], vc="Protect Warden", gifts={"type": "protect"})
    allow(g, f'discard "{PROTECT}"')
    for p in (0, 1):
        view = g.view_for(p)["players"][0]
        assert PROTECT not in str(view) and "marker" not in str(view)
    allow(g, 'ride "Protect Marshal"')
    assert names(g, 0, "hand") == [PROTECT]


def test_a_protect_marker_is_subject_to_guard_restrictions_as_a_gradeless_sentinel() -> None:
    """Guard restrictions apply to it: it has no grade (so 'cannot call grade 0' does not stop
    it) and it is a sentinel and no trigger ('cannot call sentinels' and 'only trigger units'
    do). Without restrictions, it guards whatever the vanguard's grade."""
    g = p_game(
        player(circles={"VC": "Paladin"}),
        player(circles={"VC": "Squire"}, hand=[MARKER]),
        phase="battle",
    )
    marker = next(c for c in g.state.cards.values() if c.card.kind == "marker")
    assert marker.card.grade is None
    assert marker.card.sentinel and marker.card.trigger is None
    allow(g, "attack VC -> VC")
    assert 'guard "Imaginary Gift: Protect"' in [str(a) for a in g.legal_actions()]
    allow(g, f'guard "{PROTECT}"')


def test_a_marker_cannot_be_told_from_other_hand_cards_by_the_opponent() -> None:
    """For an effect choosing a card at random from the opponent's hand, the marker must not be
    identifiable: the opponent's view shows the same placeholder for every hand card."""
    g = riding(["Squire", MARKER, "Lancer"], phase="main")
    hand = g.view_for(1)["players"][0]["hand"]
    assert len(hand) == 3 and len({str(entry) for entry in hand}) == 1


def test_a_marker_chosen_to_be_called_is_not_called() -> None:
    """A card effect may choose the marker to call it, but it is not called: the call cannot
    happen, not even with an override, and the marker stays in hand."""
    g = riding([MARKER], phase="main")
    verdict = g.check(f'call "{PROTECT}" FL')
    assert not verdict.possible and verdict.why == Reason.of("call.marker", card=PROTECT)
    with pytest.raises(IllegalAction):
        g.apply(f'call "{PROTECT}" FL', override=True)
    assert names(g, 0, "hand") == [PROTECT] and names(g, 0, "FL") == []


def test_a_marker_put_out_of_the_hand_is_removed_at_once() -> None:
    """An effect may put the marker out of the hand (on a rear-guard circle as a locked card, or
    into the drop zone); it is removed from there immediately, without waiting. On the table
    it goes straight out: `put` never puts it on a circle (it stays in the hand, see
    test_rulings), so such an effect is played as a `put` to the drop zone."""
    g = riding([MARKER, "Lancer"], phase="main")
    assert not g.check(f'put hand "{PROTECT}" to FL').possible
    events = g.apply(f'put hand "{PROTECT}" to drop')
    assert names(g, 0, "drop") == [] and names(g, 0, "hand") == ["Lancer"]
    assert any("marker leaves the game" in t for t in texts(events))
    assert not any(c.card.kind == "marker" for c in g.state.cards.values())


def test_undoing_a_marker_leaving_the_game_gives_back_the_exact_state() -> None:
    """Undo is exact: the step where a Protect marker leaves the game, undone, gives back the
    very state before it, the marker in its place among the cards (not after the others)."""
    g = riding([MARKER, "Lancer"], phase="main")
    marker = next(c.id for c in g.state.cards.values() if c.card.kind == "marker")
    assert list(g.state.cards)[-1] != marker  # other cards come after it
    before = g.state.snapshot()
    allow(g, f'put hand "{PROTECT}" to drop')
    assert marker not in g.state.cards
    g.undo()
    assert g.state.snapshot() == before
    g.redo()
    assert marker not in g.state.cards and names(g, 0, "hand") == ["Lancer"]

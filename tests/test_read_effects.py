"""Positions before and after each kind of effect the printed-text reader produces, with undo:
a card whose invented text the table reads itself (no ability written for it), set up in a
position, its ability used through the notation, the outcome checked, then every step undone
and the position checked to be the one before."""

from __future__ import annotations

from typing import Any

from playtester.engine import Game
from playtester.games.vanguard.state import vg
from tests.positions import CARDS, allow, face_up_damage, game, names, player, unit

ATTACKS = "[AUTO](VC):When this unit attacks, "


def reader(text: str) -> dict[str, Any]:
    """The card whose printed text the table reads: a grade 3 vanguard."""
    return unit("Reader", 3, 11000, 0, text=text)


def attacking(text: str, foe: dict[str, Any] | None = None, **mine: Any) -> Game:
    """Player 0's Reader on VC has attacked the King: its ability waits."""
    mine.setdefault("hand", [])
    me = player(circles={"VC": "Reader", **mine.pop("circles", {})}, **mine)
    foe = foe or player(circles={"VC": "King"}, hand=[])
    g = game(me, foe, phase="battle", step="attack", cards=[*CARDS, reader(text)])
    allow(g, "attack VC -> VC")
    assert [p.card for p in vg(g.state).pending] == g.state.zones[0]["VC"], "offered"
    return g


def use(g: Game, *steps: str) -> tuple[dict[str, Any], int]:
    """Use the Reader's ability and do `steps`: the position before, and the steps taken."""
    before = g.to_position()
    allow(g, 'use "Reader"')
    for step in steps:
        allow(g, step)
    assert vg(g.state).resolving is None, "the ability is done"
    return before, 1 + len(steps)


def undone(g: Game, before: dict[str, Any], taken: int) -> None:
    """Every step taken is undone: the position is the one before, the ability waiting."""
    for _ in range(taken):
        assert g.undo() is not None
    assert g.to_position() == before
    assert vg(g.state).pending != ()


def _face_down(g: Game) -> list[bool]:
    """Which of player 0's damage cards lie face down, in order."""
    return [g.state.cards[i].face_down for i in g.state.zones[0]["damage"]]


def hand(g: Game, player: int = 0) -> int:
    return len(g.state.zones[player].get("hand", []))


def test_power() -> None:
    g = attacking(ATTACKS + "this unit gets [Power]+5000 until end of that battle.")
    before, taken = use(g)
    assert g.power(0, "VC") == 11000 + 5000
    undone(g, before, taken)
    assert g.power(0, "VC") == 11000


def test_critical() -> None:
    g = attacking(ATTACKS + "this unit gets [Critical]+1 until end of that battle.")
    before, taken = use(g)
    assert g.stat(0, "VC", "critical") == 2
    undone(g, before, taken)
    assert g.stat(0, "VC", "critical") == 1


def test_drive_paid_with_a_discard() -> None:
    text = ATTACKS + (
        "[COST][Discard a card from your hand], this unit gets drive +1 until end of that battle."
    )
    g = attacking(text, hand=["Lancer"], deck=["Knight"] * 6)
    before, taken = use(g)
    assert names(g, 0, "drop") == ["Lancer"] and hand(g) == 0
    allow(g, "next")  # no guard: the drive checks, three now (a grade 3's twin drive, +1)
    assert len(names(g, 0, "deck")) == 6 - 3
    undone(g, before, taken + 1)
    assert names(g, 0, "hand") == ["Lancer"]
    allow(g, 'skip "Reader"')
    allow(g, "next")
    assert len(names(g, 0, "deck")) == 6 - 2  # without it, two


def test_draw_paid_with_a_counter_blast() -> None:
    g = attacking(ATTACKS + "[COST][Counter Blast 1], draw a card.", damage=face_up_damage(2))
    before, taken = use(g)
    assert hand(g) == 1
    assert _face_down(g) == [True, False]
    undone(g, before, taken)
    assert hand(g) == 0


def test_call_from_hand() -> None:
    g = attacking(ATTACKS + "call up to one grade 1 card from your hand to (RC).",
                  hand=["Lancer", "Knight"])  # fmt: skip
    before = g.to_position()
    allow(g, 'use "Reader"')
    offered = [str(a) for a in g.legal_actions()]
    assert 'put hand "Lancer" to FL' in offered
    assert not any("Knight" in a for a in offered)  # a grade 2: not a grade 1 card
    allow(g, 'put hand "Lancer" to FL')
    taken = 2
    assert names(g, 0, "FL") == ["Lancer"] and names(g, 0, "hand") == ["Knight"]
    undone(g, before, taken)
    assert names(g, 0, "FL") == [] and sorted(names(g, 0, "hand")) == ["Knight", "Lancer"]


def test_call_from_the_soul() -> None:
    g = attacking(ATTACKS + "choose a card from your soul, and call it to (RC).", soul=["Knight"])
    before, taken = use(g, 'put soul "Knight" to FR')
    assert names(g, 0, "FR") == ["Knight"] and names(g, 0, "soul") == []
    undone(g, before, taken)
    assert names(g, 0, "soul") == ["Knight"] and names(g, 0, "FR") == []


def test_soul_charge() -> None:
    g = attacking(ATTACKS + "Soul Charge 1.", deck=["Knight", "Lancer"])
    before, taken = use(g)
    assert len(names(g, 0, "soul")) == 1 and len(names(g, 0, "deck")) == 1
    undone(g, before, taken)
    assert names(g, 0, "soul") == [] and len(names(g, 0, "deck")) == 2


def test_counter_charge() -> None:
    damage = [{"name": "Lancer", "face_down": True}]
    g = attacking(ATTACKS + "Counter Charge 1.", damage=damage)
    before, taken = use(g)
    assert _face_down(g) == [False]
    undone(g, before, taken)
    assert _face_down(g) == [True]


def test_retire_an_opponents_rear_paid_with_a_soul_blast() -> None:
    text = (
        ATTACKS + "[COST][Soul Blast 1], choose one of your opponent's rear-guards, and retire it."
    )
    foe = player(circles={"VC": "King", "FL": "Knight", "FR": "Lancer"}, hand=[])
    g = attacking(text, foe, soul=["Squire"])
    before, taken = use(g, "retire -> FL")  # (the soul blast has one way: done at once)
    assert names(g, 1, "FL") == [] and names(g, 1, "drop") == ["Knight"]
    assert names(g, 1, "FR") == ["Lancer"] and names(g, 0, "drop") == ["Squire"]
    undone(g, before, taken)
    assert names(g, 1, "FL") == ["Knight"] and names(g, 0, "soul") == ["Squire"]


def test_stand_a_rear() -> None:
    rested = {"name": "Knight", "rest": True}
    g = attacking(ATTACKS + "choose one of your rear-guards, and stand it.",
                  circles={"FL": rested, "FR": {**rested, "name": "Lancer"}})  # fmt: skip
    before, taken = use(g, "stand FR")
    assert _rested(g, "FR") is False and _rested(g, "FL") is True
    undone(g, before, taken)
    assert _rested(g, "FR") is True


def _rested(g: Game, circle: str) -> bool:
    return g.state.cards[g.state.zones[0][circle][0]].rested


def test_power_to_a_chosen_rear() -> None:
    g = attacking(ATTACKS + "choose one of your rear-guards, and it gets [Power]+5000 until end"
                  " of turn.", circles={"FL": "Knight", "FR": "Lancer"})  # fmt: skip
    before, taken = use(g, "power FR +5000 turn")
    assert g.power(0, "FR") == 8000 + 5000 and g.power(0, "FL") == 9000
    undone(g, before, taken)
    assert g.power(0, "FR") == 8000


def test_a_card_from_the_drop_zone_to_the_hand() -> None:
    g = attacking(ATTACKS + "choose a card from your drop zone, and put it into your hand.",
                  drop=["Knight"])  # fmt: skip
    before, taken = use(g)  # (one card: nothing to choose)
    assert names(g, 0, "hand") == ["Knight"] and names(g, 0, "drop") == []
    undone(g, before, taken)
    assert names(g, 0, "drop") == ["Knight"] and hand(g) == 0


def test_cannot_be_hit() -> None:
    g = attacking(ATTACKS + "this unit cannot be hit until end of that battle.")
    before, taken = use(g)
    assert vg(g.state).battle is not None and "no-hit" in str(g.to_position())
    undone(g, before, taken)
    assert "no-hit" not in str(g.to_position())


def test_a_search_read_from_text_takes_the_card_the_text_filters() -> None:
    g = attacking(ATTACKS + "search your deck for up to one grade 1 card, reveal it, put it"
                  " into your hand, and shuffle your deck.", deck=["Lancer", "Knight"])  # fmt: skip
    allow(g, 'use "Reader"')
    assert [str(a) for a in g.legal_actions()] == ['reveal deck "Lancer"', "skip", "stop"]
    g.undo()
    before, taken = use(g, 'reveal deck "Lancer"')  # only the grade 1 card is offered
    assert names(g, 0, "hand") == ["Lancer"] and names(g, 0, "deck") == ["Knight"]
    undone(g, before, taken)


def test_a_card_of_one_name_plays_the_text_its_game_gives_it() -> None:
    g = attacking(ATTACKS + "this unit gets [Power]+5000 until end of that battle.")
    use(g)
    assert g.power(0, "VC") == 11000 + 5000 and hand(g) == 0
    other = attacking(ATTACKS + "draw a card.", deck=["Knight"] * 3)  # another text, same name
    use(other)
    assert other.power(0, "VC") == 11000 and hand(other) == 1

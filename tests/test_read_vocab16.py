"""The G era's Harmony as the printed-text reader learned it for issue 26's vocab16 pass, played
at the table from INVENTED text: the keyword (another unit of yours placed in this unit's
column: both become in harmony until end of turn, a mark the unit loses when it leaves the
field), "when this unit becomes in harmony" and "if this unit is in harmony". Each position
calls or rides through the notation, uses the ability waiting, checks the outcome, and undoes."""

from __future__ import annotations

from playtester.engine import Game
from playtester.games.vanguard.facts import readout
from playtester.games.vanguard.harmony import HARMONY
from playtester.games.vanguard.state import vg
from tests.positions import CARDS, allow, game, names, player, said, unit
from tests.test_read_effects import undone

HARMONY_TEXT = (
    "[AUTO](VC/RC):Harmony (When your other unit is placed in the same column as this unit, both"
    " units become in harmony until end of turn)"
)
BARE = "[AUTO](VC/RC):Harmony"
CHEERED = (
    "[AUTO](RC):When this unit becomes in harmony, this unit gets [Power] +4000 until end of turn."
)
TUNED = "[AUTO](RC):When this unit attacks, if this unit is in harmony, draw a card."


def _singer(text: str = HARMONY_TEXT, phase: str = "main", **circles: str) -> Game:
    """Player 0's turn: the Singer (8000 power, the text) on the circles `circles`, a hand of a
    Lancer, a King and Echo (9000 power, CHEERED)."""
    singer = unit("Singer", 1, 8000, 5000, text=text)
    echo = unit("Echo", 1, 9000, 5000, text=CHEERED)
    me = player(circles={"VC": "Paladin", **circles}, hand=["Lancer", "King", "Echo"])
    foe = player(circles={"VC": "King"})
    return game(me, foe, cards=[*CARDS, singer, echo], phase=phase)


def _pending(g: Game) -> list[int]:
    return [p.card for p in vg(g.state).pending]


def _marked(g: Game) -> list[str]:
    """The names of the units in harmony."""
    return sorted(g.state.cards[m.card].card.name for m in g.state.modifiers if m.stat == HARMONY)


def test_a_unit_called_behind_it_makes_both_in_harmony_and_undo_takes_it_back() -> None:
    g = _singer(FL="Singer")
    allow(g, 'call "Lancer" BL')
    assert _pending(g) == g.state.zones[0]["FL"]
    before = g.to_position()
    events = g.apply('use "Singer"')
    assert vg(g.state).resolving is None
    assert _marked(g) == ["Lancer", "Singer"]
    assert sorted((m.until, m.amount) for m in g.state.modifiers) == [("turn", 1)] * 2
    assert [s for s in said(events) if "harmony" in s] == [
        "Singer on FL is in harmony until the end of the turn",
        "Lancer on BL is in harmony until the end of the turn",
    ]
    undone(g, before, 1)
    assert _marked(g) == []


def test_the_keyword_printed_without_its_reminder_does_the_same() -> None:
    g = _singer(BARE, BL="Singer")
    allow(g, 'call "Lancer" FL')  # (in front of it: the same column)
    allow(g, 'use "Singer"')
    assert _marked(g) == ["Lancer", "Singer"]


def test_a_unit_called_to_another_column_makes_no_harmony() -> None:
    g = _singer(FL="Singer")
    allow(g, 'call "Lancer" BR')
    assert _pending(g) == [] and _marked(g) == []
    allow(g, 'call "Echo" FR')  # (the front circles are no column of each other)
    assert _pending(g) == [] and _marked(g) == []


def test_a_ride_places_a_unit_in_the_back_centers_column() -> None:
    g = _singer(BC="Singer", phase="ride")
    allow(g, 'ride "King"')
    assert _pending(g) == g.state.zones[0]["BC"]
    allow(g, 'use "Singer"')
    assert _marked(g) == ["King", "Singer"]


def test_a_unit_that_becomes_in_harmony_triggers_its_own_ability() -> None:
    g = _singer(FL="Singer")
    allow(g, 'call "Echo" BL')
    allow(g, 'use "Singer"')
    assert _pending(g) == g.state.zones[0]["BL"]  # Echo became in harmony
    before = g.to_position()
    allow(g, 'use "Echo"')
    assert g.power(0, "BL") == 9000 + 4000
    undone(g, before, 1)
    assert g.power(0, "BL") == 9000


def test_a_unit_that_leaves_the_field_is_in_harmony_no_more() -> None:
    g = _singer(FL="Singer")
    allow(g, 'call "Lancer" BL')
    allow(g, 'use "Singer"')
    allow(g, "retire BL")
    assert names(g, 0, "drop") == ["Lancer"] and _marked(g) == ["Singer"]


def test_the_units_explanation_says_it_is_in_harmony() -> None:
    g = _singer(FL="Singer")
    allow(g, 'call "Lancer" BL')
    assert "harmony" not in _tip(g, "FL")
    allow(g, 'use "Singer"')
    for place in ("FL", "BL"):
        assert _tip(g, place).endswith("in harmony until the end of the turn"), place
    assert "harmony" not in _tip(g, "VC")  # (the vanguard's column is another)


def _tip(g: Game, place: str) -> str:
    """The explanation under player 0's unit on the circle."""
    shown = readout(g, 0, place)
    assert shown is not None
    return shown.tip


def _tuned(in_harmony: bool) -> Game:
    """The Tuned (TUNED, 9000 power) on FL in the attack step, in harmony or not."""
    tuned = unit("Tuned", 2, 9000, 5000, text=TUNED)
    marks = [{"stat": "harmony", "amount": 1}] if in_harmony else []
    me = player(circles={"VC": "Paladin", "FL": {"name": "Tuned", "modifiers": marks}}, hand=[])
    foe = player(circles={"VC": "King"})
    return game(me, foe, cards=[*CARDS, tuned], phase="battle", step="attack")


def test_in_harmony_its_attack_draws_a_card() -> None:
    g = _tuned(True)
    allow(g, "attack FL -> VC")
    assert _pending(g) == g.state.zones[0]["FL"]
    before = g.to_position()
    allow(g, 'use "Tuned"')
    assert len(g.state.zones[0]["hand"]) == 1
    undone(g, before, 1)


def test_not_in_harmony_its_attack_draws_nothing() -> None:
    g = _tuned(False)
    allow(g, "attack FL -> VC")
    assert _pending(g) == []


REVELATION = (
    "[AUTO]:Revelation-(RC)(When this unit is placed on the specified circle, look at the top"
    " card of your deck, and you may put that card into your soul. If you do, [Rest] one of your"
    " [Stand] rear-guards)"
)


def _seer(text: str = REVELATION) -> Game:
    """Player 0's main phase: the Seer (the text) in the hand, a standing Knight on FR, a deck
    of a King on top of Lancers."""
    seer = unit("Seer", 1, 7000, 5000, text=text)
    deck = ["King"] + ["Lancer"] * 5
    me = player(circles={"VC": "Paladin", "FR": "Knight"}, hand=["Seer"], deck=deck)
    return game(me, player(circles={"VC": "King"}), cards=[*CARDS, seer])


def _offered(g: Game) -> list[str]:
    return [str(a) for a in g.legal_actions()]


def test_revelation_puts_the_top_card_into_the_soul_then_rests_a_rear_guard() -> None:
    g = _seer()
    allow(g, 'call "Seer" FL')
    assert _pending(g) == g.state.zones[0]["FL"]
    before = g.to_position()
    allow(g, 'use "Seer"')  # (it looks at the top card: its player alone sees it)
    deck = g.state.zones[0]["deck"]
    assert g.visible(deck[0], 0) and not g.visible(deck[0], 1) and not g.visible(deck[1], 0)
    assert _offered(g) == ['put deck "King" to soul', "skip", "stop"]
    allow(g, 'put deck "King" to soul')
    assert names(g, 0, "soul") == ["King"]
    assert sorted(_offered(g)) == ["rest FL", "rest FR", "skip", "stop"]
    allow(g, "rest FR")
    assert vg(g.state).resolving is None and g.state.cards[g.state.zones[0]["FR"][0]].rested
    undone(g, before, 3)
    assert names(g, 0, "soul") == [] and names(g, 0, "deck")[0] == "King"


def test_revelation_skipped_rests_nothing() -> None:
    g = _seer()
    allow(g, 'call "Seer" FL')
    allow(g, 'use "Seer"')
    allow(g, "skip")
    assert vg(g.state).resolving is None
    assert names(g, 0, "soul") == [] and names(g, 0, "deck")[0] == "King"
    assert not any(g.state.cards[i].rested for i in g.state.zones[0]["FR"] + g.state.zones[0]["FL"])


def test_revelation_of_the_rear_guard_circle_is_not_triggered_on_the_vanguard_circle() -> None:
    seer = unit("Seer", 3, 7000, 0, text=REVELATION)
    me = player(circles={"VC": "Paladin"}, hand=["Seer"], deck=["King"] * 5)
    g = game(me, player(circles={"VC": "King"}), cards=[*CARDS, seer], phase="ride")
    allow(g, 'ride "Seer"')
    assert _pending(g) == []


def test_a_unit_already_in_harmony_becomes_so_again_with_one_mark() -> None:
    g = _singer(FL="Singer")
    allow(g, 'call "Lancer" BL')
    allow(g, 'use "Singer"')
    allow(g, 'call "King" BL')  # (over the Lancer, retired: its mark goes with it)
    assert _pending(g) == g.state.zones[0]["FL"]
    events = g.apply('use "Singer"')  # the Singer becomes in harmony again
    assert next(s for s in said(events) if "harmony" in s).startswith("Singer on FL")
    assert _marked(g) == ["King", "Singer"]  # one mark each


def test_a_unit_moved_into_its_column_is_no_unit_placed() -> None:
    g = _singer(FL="Singer", BL="Lancer")
    allow(g, "move BL FL")  # (they swap: each moved, neither placed)
    assert _pending(g) == [] and _marked(g) == []

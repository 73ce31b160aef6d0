"""Card names printed on lines of their own (issue 26, vocab19), from INVENTED text: a line
ending "card named", the bare name, and the line going on are one ability, the name quoted back
and the span covering the lines; near-misses stay line by line. Then such joined abilities at
the table: a cost naming a card, a card of the damage zone put into the hand, a named card in
the soul; each through the notation, the outcome checked, then undone."""

from __future__ import annotations

import pytest

from playtester.engine import Game
from playtester.games.common.abilities import CardText
from playtester.games.common.ability_text import write
from playtester.games.vanguard.state import vg
from playtester.games.vanguard.text_reader import read_card, read_text
from tests.positions import CARDS, CLAN, allow, deny, game, names, player, unit
from tests.test_read_effects import reader

DISCARD = (
    "[AUTO](VC):[Choose a card named\nBlue Lamp\nfrom your hand, and discard it] When this unit"
    " attacks, you may pay the cost. If you do, choose a card from your damage zone, and put it"
    " into your hand."
)
SOUL = "[CONT](VC):If you have a card named\nBlue Lamp\nin your soul, this unit gets [Power] +1000."
TWO = (
    "[ACT](RC):[Choose a unit named\nBlue Lamp\nand a unit named\nRed Lamp, Oriel\nfrom your"
    " (RC), and retire them] Draw a card."
)
BOOSTS = (
    "[AUTO](RC):[Soul-Blast 1] When this unit boosts a unit named\nRed Lamp, Oriel\n, you may"
    " pay the cost. If you do, the boosted unit gets [Power] +4000 until end of that battle."
)


def _record(text: str) -> list[str]:
    """The one ability read of `text`, as the text form writes it ([] when nothing is read)."""
    (reading,) = read_text(text)
    if reading.ability is None:
        return []
    return write([CardText("x", (reading.ability,))]).splitlines()[1:]


GOLDEN = [
    (
        DISCARD,
        [
            "  auto VC when attacks",
            '    cost discard {my hand name "Blue Lamp"}',
            "    do put {my damage} hand",
        ],
    ),
    (
        SOUL,
        ["  cont VC", '    if count my soul name "Blue Lamp" >= 1', "    do power {self} +1000"],
    ),
    (
        BOOSTS,
        [
            "  auto RC when boosts",
            '    if count my unit that name "Red Lamp, Oriel" >= 1',
            "    cost soulblast 1",
            "    do power {boosted} +4000 battle",
        ],
    ),
]


@pytest.mark.parametrize(("text", "expected"), GOLDEN, ids=["discard", "soul", "boosts"])
def test_a_name_on_a_line_of_its_own_joins_its_ability_read_whole(
    text: str, expected: list[str]
) -> None:
    (reading,) = read_text(text)
    assert reading.whole
    assert _record(text) == expected
    assert (reading.start, reading.end) == (0, len(text))  # the span: every line of it
    assert "\n" not in reading.text and reading.text.count('"') == 2


def test_a_line_going_on_with_a_comma_joins_the_name_without_a_space() -> None:
    (reading,) = read_text(BOOSTS)
    assert 'a unit named "Red Lamp, Oriel", you may pay the cost.' in reading.text


def test_two_names_each_on_its_own_line_join_into_one_ability() -> None:
    (reading,) = read_text(TWO)
    assert reading.text == (
        '[ACT](RC):[Choose a unit named "Blue Lamp" and a unit named "Red Lamp, Oriel" from your'
        " (RC), and retire them] Draw a card."
    )
    assert (reading.start, reading.end) == (0, len(TWO))


def test_joined_abilities_keep_the_other_lines_apart_and_their_spans() -> None:
    text = f"{SOUL}\n(A reminder.)\n[AUTO](VC):When this unit attacks, draw a card.\n{DISCARD}"
    readings = read_text(text)
    assert [r.whole for r in readings] == [True, True, True]
    assert [text[r.start : r.end].count("\n") for r in readings] == [2, 0, 2]
    assert [r.text[:11] for r in readings] == ["[CONT](VC):", "[AUTO](VC):", "[AUTO](VC):"]
    assert readings[0].text.startswith('[CONT](VC):If you have a card named "Blue Lamp" in')


NEAR = [
    # a line ending "named", then a line with a header: two abilities, as printed
    "[AUTO](VC):When this unit attacks, you may choose a card named\n[CONT](VC):This unit gets"
    " [Power] +1000.",
    # the name line followed by a sentence beginning with a capital: not joined
    "[CONT](VC):If you have a card named\nBlue Lamp\nIn your soul, this unit gets [Power] +1000.",
    # a line ending "named" of another word than card or unit: not joined
    "[CONT](VC):If your vanguard is named\nBlue Lamp\nin your soul, this unit gets [Power] +1000.",
    # a "name" line holding a bracket: no bare name, not joined
    "[CONT](VC):If you have a card named\nBlue [Lamp] Keeper\nin your soul, this unit gets"
    " [Power] +1000.",
    # the first line with no ability header: not joined
    "If you have a card named\nBlue Lamp\nin your soul, this unit gets [Power] +1000.",
]


@pytest.mark.parametrize("text", NEAR, ids=["header", "capital", "word", "bracket", "headless"])
def test_near_misses_stay_line_by_line(text: str) -> None:
    readings = read_text(text)
    assert len(readings) == text.count("\n") + 1
    assert all(r.text == text[r.start : r.end] for r in readings)
    assert not any(r.whole and r.ability and r.ability.conditions for r in readings)


def test_a_line_ending_named_before_a_header_line_reads_that_line_as_its_own_ability() -> None:
    first, second = read_text(NEAR[0])
    assert not first.whole and second.whole
    assert second.text == "[CONT](VC):This unit gets [Power] +1000."


GRANTED = (
    "[ACT](VC):[Counter-Blast 2] Until end of turn, this unit gets [Critical] +1, and gets\n"
    "[CONT](VC):This unit gets [Power] +2000.\n."
)


def test_a_granted_ability_cut_off_its_sentence_is_not_read_as_the_cards_own() -> None:
    (reading,) = read_text(GRANTED)
    assert reading.text == (
        "[ACT](VC):[Counter-Blast 2] Until end of turn, this unit gets [Critical] +1, and gets"
        ' "[CONT](VC):This unit gets [Power] +2000.".'
    )
    assert not reading.whole and (reading.start, reading.end) == (0, len(GRANTED))
    card = read_card("Granter", GRANTED)
    assert all(a.kind.value == "act" for a in card.abilities)  # no [CONT] of its own


def test_a_granting_line_before_a_header_line_and_a_capital_stays_line_by_line() -> None:
    text = GRANTED[:-1] + "Draw a card."
    assert len(read_text(text)) == 3


LAMP = unit("Blue Lamp", 1, 7000)


def _attacking(hand: list[str]) -> Game:
    """Player 0's Reader (the DISCARD text) on VC has attacked the King: its ability waits; a
    face-down Knight and a face-up Squire in the damage zone."""
    damage = [{"name": "Knight", "face_down": True}, {"name": "Squire"}]
    me = player(circles={"VC": "Reader"}, hand=hand, damage=damage)
    foe = player(circles={"VC": "King"}, hand=[])
    cards = [*CARDS, LAMP, reader(DISCARD)]
    g = game(me, foe, phase="battle", step="attack", cards=cards)
    allow(g, "attack VC -> VC")
    return g


def test_the_named_card_is_discarded_and_a_damage_card_goes_to_the_hand_then_undone() -> None:
    g = _attacking(["Lancer", "Blue Lamp"])
    before = g.to_position()
    allow(g, 'use "Reader"')  # (one Blue Lamp: discarded at once)
    assert names(g, 0, "hand") == ["Lancer"] and names(g, 0, "drop") == ["Blue Lamp"]
    allow(g, 'put damage "Knight" to hand')  # a face-down card may be chosen
    assert vg(g.state).resolving is None
    assert sorted(names(g, 0, "hand")) == ["Knight", "Lancer"] and names(g, 0, "damage") == [
        "Squire"
    ]
    for _ in range(2):
        assert g.undo() is not None
    assert g.to_position() == before


def test_without_the_named_card_in_the_hand_the_cost_cannot_be_paid() -> None:
    g = _attacking(["Lancer", "Knight"])  # (a card of another name: the cost is not offered)
    deny(g, 'use "Reader"', "ability.none", card="Reader")
    assert names(g, 0, "hand") == ["Lancer", "Knight"] and len(names(g, 0, "damage")) == 2


def _soul_game(vanguard: str) -> Game:
    """Player 0's ride phase: `vanguard` on VC, the Lamp Keeper (the SOUL text) in the hand."""
    keeper = unit("Lamp Keeper", 2, 9000, 5000, text=SOUL)
    me = player(circles={"VC": vanguard}, hand=["Lamp Keeper"])
    return game(me, player(circles={"VC": "King"}), phase="ride", cards=[*CARDS, LAMP, keeper])


def test_a_named_card_in_the_soul_gives_the_power_and_undo_takes_it_back() -> None:
    g = _soul_game("Blue Lamp")
    before = g.to_position()
    allow(g, 'ride "Lamp Keeper"')
    assert names(g, 0, "soul") == ["Blue Lamp"] and g.power(0, "VC") == 9000 + 1000
    assert g.undo() is not None and g.to_position() == before


def test_another_card_in_the_soul_gives_nothing() -> None:
    g = _soul_game("Lancer")
    allow(g, 'ride "Lamp Keeper"')
    assert g.power(0, "VC") == 9000


MENDER = (
    f"[AUTO]:[Choose a <{CLAN}> from your hand, and put it into your damage zone] When this unit"
    " is placed on (RC), you may pay the cost. If you do, choose a card from your damage zone,"
    " and put it into your hand."
)


def _mender_game(hand: list[str]) -> Game:
    """Player 0's main phase: the Mender (the text above) and `hand` in the hand, a face-down
    Squire in the damage zone."""
    mender = unit("Mender", 1, 7000, text=MENDER)
    damage = [{"name": "Squire", "face_down": True}]
    me = player(circles={"VC": "Paladin"}, hand=["Mender", *hand], damage=damage)
    return game(me, player(circles={"VC": "King"}, hand=[]), cards=[*CARDS, mender])


def test_a_clan_card_of_the_hand_put_into_the_damage_zone_pays_and_a_damage_card_comes_back() -> (
    None
):
    g = _mender_game(["Knight", "Stranger Page"])
    allow(g, 'call "Mender" FL')
    before = g.to_position()
    allow(g, 'use "Mender"')  # (one card of the clan in the hand: put there at once, face up)
    assert names(g, 0, "hand") == ["Stranger Page"] and names(g, 0, "damage") == [
        "Squire",
        "Knight",
    ]
    assert [g.state.cards[i].face_down for i in g.state.zones[0]["damage"]] == [True, False]
    allow(g, 'put damage "Squire" to hand')
    assert sorted(names(g, 0, "hand")) == ["Squire", "Stranger Page"]
    assert names(g, 0, "damage") == ["Knight"]
    for _ in range(2):
        assert g.undo() is not None
    assert g.to_position() == before


def test_with_no_clan_card_in_the_hand_the_cost_is_not_offered() -> None:
    g = _mender_game(["Stranger Page"])
    allow(g, 'call "Mender" FL')
    deny(g, 'use "Mender"', "ability.none", card="Mender")
    assert names(g, 0, "damage") == ["Squire"]


NON_CLAN = (
    f"[CONT](VC)/(RC):If you have a non-<{CLAN}> vanguard or rear-guard, this unit gets [Power]"
    " -2000."
)
NO_OTHER = (
    f"[CONT](VC)/(RC):If you do not have another <{CLAN}> vanguard or rear-guard, this unit gets"
    " [Power]-2000."
)


def _loner_game(text: str, circles: dict[str, str]) -> Game:
    """Player 0's main phase: the Loner (9000 power, `text`) on FL, `circles` besides; a
    Lancer (this clan) and a Stranger Page (another clan) in the hand."""
    loner = unit("Loner", 2, 9000, 5000, text=text)
    outsider = unit("Outsider", 3, 11000, 0, clan="Other Clan")
    me = player(circles={"FL": "Loner", **circles}, hand=["Lancer", "Stranger Page"])
    return game(me, player(circles={"VC": "King"}), cards=[*CARDS, loner, outsider])


def test_a_unit_of_another_clan_takes_power_away_and_undo_gives_it_back() -> None:
    g = _loner_game(NON_CLAN, {"VC": "Paladin"})
    assert g.power(0, "FL") == 9000
    before = g.to_position()
    allow(g, 'call "Stranger Page" FR')
    assert g.power(0, "FL") == 9000 - 2000
    assert g.undo() is not None and g.to_position() == before
    allow(g, 'call "Lancer" FR')  # (of this clan: nothing)
    assert g.power(0, "FL") == 9000


def test_an_opponents_unit_of_another_clan_does_not_count() -> None:
    loner = unit("Loner", 2, 9000, 5000, text=NON_CLAN)
    me = player(circles={"VC": "Paladin", "FL": "Loner"})
    foe = player(circles={"VC": "King", "FL": "Stranger Page"})
    g = game(me, foe, cards=[*CARDS, loner])
    assert g.power(0, "FL") == 9000


def test_alone_of_its_clan_the_unit_loses_power_until_another_of_it_comes() -> None:
    g = _loner_game(NO_OTHER, {"VC": "Outsider"})  # (the vanguard: another clan)
    assert g.power(0, "FL") == 9000 - 2000
    before = g.to_position()
    allow(g, 'call "Lancer" FR')
    assert g.power(0, "FL") == 9000
    assert g.undo() is not None and g.to_position() == before
    assert g.power(0, "FL") == 9000 - 2000

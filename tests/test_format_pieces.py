"""A Vanguard format is composed once from rule pieces: it lists the union of its pieces' verbs,
steps, zones, bonuses and deck limits, and a verb of a piece it lacks is refused with that
piece's reason id, which not even an override gets past."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from playtester.engine import Action, Game, IllegalAction, Reason
from playtester.engine.errors import Impossible
from playtester.games.vanguard import rules
from playtester.games.vanguard.board import BONUSES, circle_bonus, in_legion, stridden
from playtester.games.vanguard.formats import (
    ACCEL,
    CLASSIC,
    FORMATS,
    G_ERA,
    G_ZONE,
    GIFTS,
    PIECES,
    STANDARD,
    Format,
)
from playtester.games.vanguard.layout import layout_for
from playtester.games.vanguard.state import (
    DRAW,
    GASSIST,
    MAIN,
    RIDE,
    STRIDE,
    flags_of,
    set_flags,
    vg,
)
from playtester.games.vanguard.tools import card_tools, zone_tools
from playtester.games.vanguard.words import formats as format_words
from tests.positions import CARDS, G_CARDS, GIFT_CARDS, g_game, g_zone, game, names, p_game, player

ALL_CARDS = [*CARDS, *G_CARDS]
POWER = {"Paladin": 11000, "Dawn Colossus": 15000}

# a format no era printed: the classic rules with Imaginary Gifts but no G zone
GIFTS_ONLY = Format("gifts-only", "Gifts only", (CLASSIC, GIFTS))


def test_a_format_lists_the_union_of_its_pieces() -> None:
    premium = FORMATS["premium"]
    assert premium.verbs == set(CLASSIC.verbs) | set(G_ERA.verbs) | set(GIFTS.verbs)
    assert premium.zones == {G_ZONE, ACCEL}
    assert premium.bonuses == ("gift",)
    assert premium.sentinel_limit == 4
    assert FORMATS["g"].zones == {G_ZONE} and FORMATS["g"].bonuses == ()
    assert STANDARD.verbs == set(CLASSIC.verbs) and STANDARD.sentinel_limit is None
    assert GIFTS_ONLY.verbs == set(CLASSIC.verbs) | {"force", "gift"}
    assert GIFTS_ONLY.zones == {ACCEL} and GIFTS_ONLY.sentinel_limit is None
    assert all(f.has(CLASSIC) for f in (*FORMATS.values(), GIFTS_ONLY))
    assert premium.has(GIFTS) and not FORMATS["g"].has(GIFTS) and not GIFTS_ONLY.has(G_ERA)


def test_a_format_gives_each_phase_the_steps_of_its_pieces() -> None:
    for name in ("g", "premium"):
        fmt = FORMATS[name]
        assert fmt.steps_of(RIDE) == (STRIDE,) and fmt.steps_of(DRAW) == (GASSIST,)
        assert fmt.step_after(RIDE, None) == STRIDE and fmt.step_after(RIDE, STRIDE) is None
    for fmt in (STANDARD, GIFTS_ONLY):
        assert fmt.steps_of(RIDE) == () and fmt.steps_of(DRAW) == ()
        assert fmt.step_after(RIDE, None) is None
    assert FORMATS["premium"].steps_of(MAIN) == ()


def test_the_words_a_player_reads_for_each_format_are_composed_from_its_pieces() -> None:
    assert format_words == {
        "standard": "Standard (classic rules)",
        "g": "G era (G zone, stride, G-Assist)",
        "premium": "Premium (G era and Imaginary Gifts)",
        "d": "D Standard (Ride Deck, Persona Ride, Energy)",
    }
    assert GIFTS_ONLY.plays == "Imaginary Gifts"


def test_every_verb_of_the_rules_belongs_to_exactly_one_piece() -> None:
    claimed = [verb for piece in PIECES for verb in piece.verbs]
    assert sorted(claimed) == sorted(rules.VERBS)
    assert CLASSIC.refusal is None  # every format has the classic rules
    assert G_ERA.refusal is not None and GIFTS.refusal is not None
    assert [G_ERA.refusal(v).id for v in G_ERA.verbs] == [f"{v}.format" for v in G_ERA.verbs]
    assert {GIFTS.refusal(v) for v in GIFTS.verbs} == {
        Reason.of("gift.format", verb=v) for v in GIFTS.verbs
    }
    assert set(BONUSES) == {b for piece in PIECES for b in piece.bonuses}


def test_each_format_knows_every_verb_and_refuses_those_of_pieces_it_lacks() -> None:
    for fmt in (*FORMATS.values(), GIFTS_ONLY):
        table = rules.compose_verbs(fmt)
        assert list(table) == list(rules.VERBS)  # the same words for an unknown action
        for name, verb in table.items():
            assert (verb is rules.VERBS[name]) == (name in fmt.verbs), (fmt.name, name)
    made_up = rules.compose_verbs(GIFTS_ONLY)
    stride = made_up["stride"]
    args = stride.read(Action("stride", (("Dawn Colossus",),)).reader())
    with pytest.raises(Impossible) as refused:
        stride.reason(None, 0, *args)
    assert refused.value.why == Reason.of("stride.format")
    with pytest.raises(Impossible):
        stride.perform(None, 0, *args)
    assert made_up["gift"] is rules.VERBS["gift"] and made_up["force"] is rules.VERBS["force"]


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ('stride "Dawn Colossus" discard "Paladin"', Reason.of("stride.format")),
        ("gassist", Reason.of("gassist.format")),
        ('legion hand "King"', Reason.of("legion.format")),
        ("force VC", Reason.of("gift.format", verb="force")),
        ("gift accel", Reason.of("gift.format", verb="gift")),
    ],
)
def test_a_verb_of_an_absent_piece_is_refused_with_its_id_even_overridden(
    text: str, why: Reason
) -> None:
    g = game(player(circles={"VC": "Paladin"}, hand=["King"]), player(), phase="ride")
    verdict = g.check(text)
    assert not verdict.possible and verdict.why == why
    with pytest.raises(IllegalAction) as refused:
        g.apply(text, override=True)
    assert refused.value.why == why


def test_only_a_format_with_gifts_adds_their_bonus_to_a_circle() -> None:
    me = player(circles={"VC": "Paladin"}, gifts={"type": "force", "force": {"VC": 1}})
    premium = p_game(me, player(circles={"VC": "King"}), phase="main")
    assert circle_bonus(premium.state, 0, "VC") == 10000
    assert premium.power(0, "VC") == 11000 + 10000
    assert circle_bonus(premium.state, 1, "VC") == 0  # in the owner's turn only
    standard = game(player(circles={"VC": "Paladin"}), player(circles={"VC": "King"}))
    assert circle_bonus(standard.state, 0, "VC") == 0 and standard.power(0, "VC") == 11000


def test_flags_of_a_piece_the_format_lacks_add_no_power() -> None:
    g = g_game(player(circles={"VC": "Paladin"}), player(circles={"VC": "King"}), phase="main")
    flags = flags_of(g.state, 0)
    set_flags(g.state, 0, replace(flags, force=(("VC", 1),), accel=("AL1",)))
    assert circle_bonus(g.state, 0, "VC") == 0 and g.power(0, "VC") == 11000
    premium = p_game(player(circles={"VC": "Paladin"}), player(circles={"VC": "King"}))
    set_flags(premium.state, 0, replace(flags, force=(("VC", 1),)))
    assert circle_bonus(premium.state, 0, "VC") == 10000  # the same flags, with the piece


def test_the_menus_offer_the_tools_of_the_formats_pieces_only() -> None:
    def offered(g: Game) -> set[str]:
        card = g.state.zones[0]["hand"][0]
        return {t.action for t in [*card_tools(g.state, 0, card), *zone_tools(g.state, 0, 0, "VC")]}

    hand = {"circles": {"VC": "Paladin"}, "hand": ["King"]}
    found = {
        name: offered(make(player(**hand), player(), phase="main"))
        for name, make in (("standard", game), ("g", g_game), ("premium", p_game))
    }
    assert [any(a.startswith("legion ") for a in found[n]) for n in found] == [False, True, True]
    assert [any(a.startswith("gift ") for a in found[n]) for n in found] == [False, False, True]


def test_the_draw_phase_stops_for_g_assist_only_where_the_format_has_the_step() -> None:
    stuck = {  # grade 1 with no grade 2 in hand or deck top, and two cards in the G zone
        "circles": {"VC": "Lancer"},
        "hand": ["Lancer"],
        "deck": ["Lancer", "Lancer", "Lancer"],
        "g_zone": g_zone("Dawn Colossus", "Star Empress"),
    }
    g = g_game(player(**stuck), player(circles={"VC": "King"}), phase="stand")
    g.apply("next")
    assert (vg(g.state).phase, vg(g.state).step) == (DRAW, GASSIST)
    std = game(player(**stuck), player(circles={"VC": "King"}), phase="stand", cards=ALL_CARDS)
    std.apply("next")
    assert (vg(std.state).phase, vg(std.state).step) == (RIDE, None)


def test_without_the_g_era_two_cards_on_the_vanguard_circle_are_no_legion_and_no_heart() -> None:
    for top, under, g_power in (
        ("Paladin", "Knight", 11000 + 9000),
        ("Dawn Colossus", "Knight", 15000 + 9000),
    ):
        mine = player(circles={"VC": [top, under]})
        std = game(mine, player(circles={"VC": "King"}), phase="main", cards=ALL_CARDS)
        assert (in_legion(std.state, 0), stridden(std.state, 0)) == (False, False)
        assert std.power(0, "VC") == POWER[top]  # the top card alone is the vanguard
        g = g_game(mine, player(circles={"VC": "King"}), phase="main")
        assert in_legion(g.state, 0) or stridden(g.state, 0)
        assert g.power(0, "VC") == g_power


def test_riding_a_gift_icon_acquires_the_gift_only_in_a_format_with_gifts() -> None:
    def ride(make: Any) -> Game:
        me = player(circles={"VC": "Knight"}, hand=["Force Knight"])
        g = make(me, player(circles={"VC": "King"}), phase="ride", cards=[*CARDS, *GIFT_CARDS])
        g.apply('ride "Force Knight"')
        return g

    premium = ride(p_game)
    assert flags_of(premium.state, 0).gift == "force" and vg(premium.state).gift is not None
    for make in (game, g_game):
        g = ride(make)
        assert flags_of(g.state, 0).gift is None and vg(g.state).gift is None
        assert names(g, 0, "VC") == ["Force Knight"]  # ridden all the same


def test_only_a_format_with_gifts_keeps_room_on_the_table_for_accel_circles() -> None:
    assert [layout_for(name).accel for name in FORMATS] == [False, False, True, False]

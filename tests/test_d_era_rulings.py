"""The D era (the d format, "D Standard"), one test per rule with its rule number.

The numbers are those of docs/d-era.md, which gives each rule's source: the publisher's "how
to play D series" page (HT: the Ride Deck, Persona Ride, the over trigger, and its FAQ on the
deck count), the Energy Generator crest as printed (EG), and the Comprehensive Rules ver. 4.x
as players know them (CR). Each test sets up a real position (or deals a real game), acts
through the public API and checks the outcome, and a refusal's reason id; each rule has a
mutant in scripts/mutants/dera.toml.
"""

from __future__ import annotations

from typing import Any

from playtester.engine import Game
from playtester.games.vanguard.board import power
from playtester.games.vanguard.cards import card_from_dict
from playtester.games.vanguard.deck import Deck, deck_problems
from playtester.games.vanguard.state import flags_of, vg
from playtester.resources import demo_decks
from tests.positions import CARDS, allow, deny, game, names, player, unit

PERSONA = ["twin_drive", "persona_ride"]
D_CARDS = [
    unit("Persona King", 3, 13000, 0, skills=PERSONA),
    unit("Plain Emperor", 3, 13000, 0),  # a grade 3 without the Persona Ride icon
    unit("Over Deity", 0, 5000, 50000, trigger="over", trigger_power=100_000_000),
    unit("Front Page", 0, 5000, 15000, trigger="front"),
]
RIDE = ["Lancer", "Knight", "Persona King"]  # a Ride Deck's grades 1-3 (the 0 is on VC)


def d_game(p0: dict[str, Any], p1: dict[str, Any], **top: Any) -> Game:
    """A game in the d format with the test cards and the D era's test cards."""
    top.setdefault("format", "d")
    top["cards"] = [*CARDS, *D_CARDS, *top.get("cards", [])]
    return game(p0, p1, **top)


def riding(**more: Any) -> Game:
    """Player 0 in the ride phase on a grade 0 vanguard, with a Ride Deck of grades 1-3."""
    zones: dict[str, Any] = {"circles": {"VC": "Squire"}, "hand": ["Lancer", "Swordsman"]}
    zones.update(ride_deck=RIDE)
    zones.update(more)
    return d_game(player(**zones), player(circles={"VC": "King"}), phase="ride")


def demo_game(seed: int = 4) -> Game:
    texts = [p.read_text(encoding="utf-8") for p in demo_decks("d", "vanguard")[:2]]
    return Game.new(game="vanguard", format="d", decks=texts, seed=seed)


def deck(main: list[str], ride: list[str]) -> Deck:
    """A deck of the test cards by name (main deck and Ride Deck)."""
    cards = {c["name"]: card_from_dict(c) for c in [*CARDS, *D_CARDS]}
    return Deck.of([cards[n] for n in main], [], None, [cards[n] for n in ride])


def legal_main() -> list[str]:
    """A legal d format main deck of 46 beside the Ride Deck `["Squire", *RIDE]` (16 triggers,
    four heals, one over trigger)."""
    main = ["Swordsman"] * 4 + ["Shieldbearer"] * 4 + ["Paladin"] * 4 + ["King"] * 4
    main += ["Lancer"] * 3 + ["Knight"] * 3 + ["Plain Emperor"] * 4 + ["Squire"] * 3
    main += ["Persona King"]
    main += ["Critical Page"] * 4 + ["Draw Page"] * 4 + ["Heal Page"] * 4 + ["Front Page"] * 3
    main += ["Over Deity"]
    return main


# -- the Ride Deck -------------------------------------------------------------------------------


def test_d1_the_ride_decks_grade_0_is_the_first_vanguard_and_the_rest_wait_hidden() -> None:
    """D1 (HT Ride Deck 1): the Ride Deck's grade 0 stands face down on VC; its grades 1-3
    wait in the Ride Deck zone, face down, seen by their owner only."""
    g = demo_game()
    for p in (0, 1):
        vc = g.state.cards[g.state.zones[p]["VC"][0]]
        assert vc.card.name in ("Embrel, Spark of the Forge", "Wisp of the Gloamveil")
        ride = [g.state.cards[i] for i in g.state.zones[p]["ride_deck"]]
        assert sorted(c.card.grade for c in ride) == [1, 2, 3]  # type: ignore[attr-defined]
        assert len(g.state.zones[p]["deck"]) + len(g.state.zones[p]["hand"]) == 46
    seen = g.view_for(1)["players"][0]["ride_deck"]
    assert len(seen) == 3 and all("name" not in e for e in seen if isinstance(e, dict))
    assert all(isinstance(e, dict) for e in seen)
    mine = g.view_for(0)["players"][0]["ride_deck"]
    assert all(e["face_down"] for e in mine) and len({e["name"] for e in mine}) == 3


def test_d2_a_ride_from_the_ride_deck_discards_a_card_from_the_hand() -> None:
    """D2 (HT Ride Deck 2): in the ride phase, discard a card from the hand to ride the next
    grade from the Ride Deck."""
    g = riding()
    allow(g, 'ridedeck "Lancer" discard "Swordsman"')
    assert names(g, 0, "VC") == ["Lancer"] and names(g, 0, "soul") == ["Squire"]
    assert names(g, 0, "drop") == ["Swordsman"] and names(g, 0, "hand") == ["Lancer"]
    assert names(g, 0, "ride_deck") == ["Knight", "Persona King"]
    assert flags_of(g.state, 0).ridden


def test_d3_the_ride_deck_rides_only_the_next_grade() -> None:
    """D3 (HT Ride Deck 2): from the Ride Deck only the grade one above the vanguard's."""
    g = riding()
    deny(g, 'ridedeck "Knight" discard "Swordsman"', "ridedeck.grade", grade=2, wanted=1)
    deny(g, 'ridedeck "Persona King" discard "Swordsman"', "ridedeck.grade", wanted=1)
    g = riding(circles={"VC": "Lancer"})
    allow(g, 'ridedeck "Knight" discard "Swordsman"')


def test_d4_a_ride_from_the_ride_deck_is_the_turns_ride() -> None:
    """D4 (HT Ride Deck 2; CR: one normal ride a turn): after it, no other ride this turn,
    from the hand or the Ride Deck."""
    g = riding()
    allow(g, 'ride "Lancer"')
    deny(g, 'ridedeck "Knight" discard "Swordsman"', "ride.again")
    g = riding()
    allow(g, 'ridedeck "Lancer" discard "Swordsman"')
    deny(g, 'ride "Lancer"', "ride.again")


def test_d5_the_ride_deck_rides_in_its_owners_ride_phase() -> None:
    """D5 (HT Ride Deck 2): in the main phase, or by the other player, it is refused."""
    g = d_game(
        player(circles={"VC": "Squire"}, hand=["Swordsman"], ride_deck=RIDE),
        player(circles={"VC": "King"}, hand=["Knight"], ride_deck=RIDE),
    )
    deny(g, 'ridedeck "Lancer" discard "Swordsman"', "place.phase")


def test_d6_a_format_without_the_d_era_refuses_its_verbs() -> None:
    """D6: the standard format has no Ride Deck nor Energy."""
    g = game(player(circles={"VC": "Squire"}, hand=["Swordsman"]), player(circles={"VC": "King"}))
    deny(g, 'ridedeck "Lancer" discard "Swordsman"', "dera.format")
    deny(g, "generator", "dera.format")


# -- Persona Ride --------------------------------------------------------------------------------


def test_d7_persona_ride_draws_and_gives_the_front_row_10000_for_the_turn() -> None:
    """D7 (HT Persona Ride 1-2): riding the same name onto a vanguard with the icon draws a
    card, and every front-row unit gets +10000 until end of turn, one called later too."""
    g = riding(circles={"VC": "Persona King"}, hand=["Persona King", "Swordsman"])
    deck_before = len(g.state.zones[0]["deck"])
    allow(g, 'ride "Persona King"')
    assert len(g.state.zones[0]["deck"]) == deck_before - 1
    assert names(g, 0, "hand") == ["Swordsman", "Lancer"]
    assert power(g.state, 0, "VC") == 13000 + 10000
    allow(g, "next")
    allow(g, 'call "Swordsman" FL')
    assert power(g.state, 0, "FL") == 10000 + 10000
    allow(g, 'call "Lancer" BL')
    assert power(g.state, 0, "BL") == 8000  # the back row gets nothing


def test_d8_persona_ride_needs_the_icon_and_the_same_name() -> None:
    """D8 (HT Persona Ride 1): a grade 3 without the icon, or another name, is a plain ride."""
    g = riding(circles={"VC": "Plain Emperor"}, hand=["Plain Emperor", "Persona King"])
    allow(g, 'ride "Plain Emperor"')
    assert power(g.state, 0, "VC") == 13000 and not flags_of(g.state, 0).persona
    g = riding(circles={"VC": "Persona King"}, hand=["Plain Emperor"])
    allow(g, 'ride "Plain Emperor"')
    assert power(g.state, 0, "VC") == 13000 and names(g, 0, "hand") == []


def test_d9_persona_ride_ends_with_the_turn() -> None:
    """D9 (HT Persona Ride 2: until end of turn): the next turn the bonus is gone."""
    g = riding(circles={"VC": "Persona King"}, hand=["Persona King"])
    allow(g, 'ride "Persona King"')
    for _ in range(4):  # the ride, main, battle and end phases end: the turn passes
        allow(g, "next")
    assert vg(g.state).active == 1
    assert not flags_of(g.state, 0).persona
    assert power(g.state, 0, "VC") == 13000


# -- Energy and the Energy Generator -------------------------------------------------------------


def test_d10_the_energy_generator_charges_3_as_the_ride_phase_begins() -> None:
    """D10 (EG [AUTO]; CR Energy-Charge): at the start of its owner's ride phase, 3 Energy."""
    g = d_game(
        player(circles={"VC": "Squire"}, energy=2),
        player(circles={"VC": "King"}, energy=1),
        phase="end",
        active=1,
        first=0,
        turn=3,
    )
    allow(g, "next")  # turn 4: player 0's stand, draw and ride phase
    assert vg(g.state).phase == "ride" and flags_of(g.state, 0).energy == 5
    assert flags_of(g.state, 1).energy == 1


def test_d11_the_second_player_charges_3_more_on_their_first_turn() -> None:
    """D11 (EG [AUTO]): the second player's first turn begins with 6 Energy; the first
    player's with 3."""
    g = demo_game()
    first = vg(g.state).first
    while vg(g.state).phase == "setup":
        g.apply("mulligan")
    assert vg(g.state).active == first and flags_of(g.state, first).energy == 3
    for _ in range(4):
        g.apply("next")  # the ride, main, battle and end phases: the second player's first turn
    second = 1 - first
    assert vg(g.state).active == second and flags_of(g.state, second).energy == 6


def test_d12_energy_never_rises_past_10() -> None:
    """D12 (EG [CONT]; CR Energy-Charge): the upper limit is 10."""
    g = d_game(
        player(circles={"VC": "Squire"}, energy=9),
        player(circles={"VC": "King"}),
        phase="end",
        active=1,
        first=0,
    )
    allow(g, "next")
    assert flags_of(g.state, 0).energy == 10
    allow(g, "energycharge 4")
    assert flags_of(g.state, 0).energy == 10


def test_d13_energy_blast_is_a_cost_that_needs_the_energy() -> None:
    """D13 (CR Energy-Blast): it lowers Energy, and cannot be paid with too little."""
    g = d_game(player(circles={"VC": "Squire"}, energy=4), player(circles={"VC": "King"}))
    allow(g, "energyblast 3")
    assert flags_of(g.state, 0).energy == 1
    deny(g, "energyblast 2", "energy.short", count=2, energy=1)


def test_d14_the_energy_generator_draws_once_a_turn_for_7_energy() -> None:
    """D14 (EG [ACT]): in its owner's main phase, Energy-Blast 7 to draw a card, once a
    turn; not with less Energy, not in another phase."""
    g = d_game(player(circles={"VC": "Squire"}, energy=10), player(circles={"VC": "King"}))
    allow(g, "generator")
    assert flags_of(g.state, 0).energy == 3 and names(g, 0, "hand") == ["Lancer"]
    allow(g, "energycharge 4")  # (7 Energy again: once a turn is what refuses)
    deny(g, "generator", "generator.used")
    g = d_game(player(circles={"VC": "Squire"}, energy=7), player(circles={"VC": "King"}))
    assert "generator" in [str(a) for a in g.legal_actions()]  # (the list offers it)
    g = d_game(player(circles={"VC": "Squire"}, energy=6), player(circles={"VC": "King"}))
    assert "generator" not in [str(a) for a in g.legal_actions()]
    deny(g, "generator", "energy.short", count=7, energy=6)
    g = d_game(
        player(circles={"VC": "Squire"}, energy=9), player(circles={"VC": "King"}), phase="ride"
    )
    deny(g, "generator", "generator.timing")


def test_d14_without_7_energy_not_even_an_override_uses_the_generator() -> None:
    """D14: Energy-Blast 7 is the generator's cost, which no override can pay with less: the
    verdict says impossible (in any phase), and applying it anyway changes nothing; with the
    Energy, an override out of its phase draws."""
    from playtester.engine import IllegalAction

    for phase, energy in (("main", 6), ("ride", 0)):
        g = d_game(
            player(circles={"VC": "Squire"}, energy=energy),
            player(circles={"VC": "King"}),
            phase=phase,
        )
        before = g.to_position()
        verdict = g.check("generator")
        assert not verdict.possible and verdict.why is not None
        assert verdict.why.id == "energy.short"
        try:
            g.apply("generator", override=True)
        except IllegalAction:
            pass
        else:
            raise AssertionError("the generator was used without the Energy")
        assert g.to_position() == before
    g = d_game(
        player(circles={"VC": "Squire"}, energy=9), player(circles={"VC": "King"}), phase="ride"
    )
    assert g.check("generator").possible
    g.apply("generator", override=True)
    assert flags_of(g.state, 0).energy == 2 and names(g, 0, "hand") == ["Lancer"]


# -- triggers --------------------------------------------------------------------------------


def _checking(deck_top: str, **more: Any) -> Game:
    """Player 0's vanguard attacks; the drive check will reveal `deck_top`."""
    me = player(circles={"VC": "Paladin", "FL": "Knight"}, deck=[deck_top, *["Lancer"] * 9])
    return d_game(me, player(circles={"VC": "King"}), phase="battle", step="attack", **more)


def test_d15_every_trigger_gives_10000_in_the_d_era() -> None:
    """D15 (HT: "powerful triggers"; CR trigger effects of the era): a critical trigger gives
    +10000 whatever its card data says (these test cards say 5000); a front trigger +10000 to
    every front-row unit."""
    g = _checking("Critical Page")
    allow(g, "attack VC -> VC")
    allow(g, "next")
    allow(g, "trigger VC")
    assert power(g.state, 0, "VC") == 11000 + 10000
    g = _checking("Front Page")
    allow(g, "attack VC -> VC")
    allow(g, "next")
    assert power(g.state, 0, "VC") == 11000 + 10000
    assert power(g.state, 0, "FL") == 9000 + 10000


def test_d16_an_over_trigger_draws_gives_100_million_and_is_removed() -> None:
    """D16 (HT Over Trigger): draw a card, one unit +100 million, and the card is removed
    from the game, not put in the hand (so it gives once a fight)."""
    g = _checking("Over Deity")
    allow(g, "attack VC -> VC")
    allow(g, "next")
    assert names(g, 0, "hand") == ["Lancer"]  # the over's draw
    allow(g, "trigger VC")
    assert power(g.state, 0, "VC") == 11000 + 100_000_000
    assert names(g, 0, "removed") == ["Over Deity"] and "Over Deity" not in names(g, 0, "hand")


# -- deck rules ----------------------------------------------------------------------------------


def test_d17_fifty_cards_count_the_ride_deck() -> None:
    """D17 (HT Ride Deck FAQ: the Ride Deck counts in the 50): 46 beside a Ride Deck of 4."""
    ride = ["Squire", *RIDE]
    assert deck_problems(deck(legal_main(), ride), "d") == []
    problems = deck_problems(deck([*legal_main(), "Persona King"], ride), "d")
    assert problems == [
        "the deck has 51 cards with its Ride Deck; it must have exactly 50, the Ride Deck's"
        " four among them (D era deck rule)"
    ]
    over_copies = deck_problems(deck(legal_main(), ["Squire", "Lancer", "Knight", "Paladin"]), "d")
    assert over_copies == ['5 copies of "Paladin"; at most 4 of a card']


def test_d18_the_ride_deck_holds_one_unit_of_each_grade_0_to_3() -> None:
    """D18 (HT Ride Deck 1): four normal units, grades 0, 1, 2 and 3; none missing."""
    missing = deck_problems(
        deck([*legal_main(), "Lancer"], ["Squire", "Lancer", "Persona King"]), "d"
    )
    assert (
        "the Ride Deck has no grade 2 unit; it holds one of each grade 0 to 3 (D era deck rule)"
        in missing
    )
    assert any(p.startswith("the Ride Deck has 3 cards") for p in missing)
    none = deck_problems(deck([*legal_main(), "Squire", *RIDE], []), "d")
    assert any(p.startswith("no Ride Deck") for p in none)


def test_d19_one_over_trigger_four_sentinels_four_heals_sixteen_triggers() -> None:
    """D19 (HT Over Trigger: one a deck; CR deck rules: at most four sentinels and four
    heals, sixteen triggers)."""
    ride = ["Squire", *RIDE]
    two_overs = legal_main()
    two_overs[two_overs.index("Front Page")] = "Over Deity"
    assert any("2 over triggers; at most 1" in p for p in deck_problems(deck(two_overs, ride), "d"))
    sentinel = {**unit("Wall Sentry", 1, 5000, 0), "sentinel": True}
    cards = {c["name"]: card_from_dict(c) for c in [*CARDS, *D_CARDS, sentinel]}
    main = [cards[n] for n in legal_main()]
    main[:5] = [cards["Wall Sentry"]] * 5
    problems = deck_problems(Deck.of(main, [], None, [cards[n] for n in ride]), "d")
    assert any(p.startswith("5 sentinels (perfect guards); at most 4") for p in problems)
    heals = legal_main()
    heals[heals.index("Front Page")] = "Heal Page"
    assert "5 heal triggers; at most 4" in deck_problems(deck(heals, ride), "d")


def test_d20_a_ride_deck_in_another_format_is_refused() -> None:
    """D20: only the d format has a Ride Deck."""
    problems = deck_problems(deck(legal_main(), ["Squire", *RIDE]), "standard")
    assert "the standard format has no Ride Deck; use the d format" in problems


def test_d25_a_deck_holds_one_nation_and_cards_of_no_nation() -> None:
    """D25 (the D era's deck rule of nations: "Nation Fight"; the clan field holds the nation):
    a card of another nation is refused, naming the rule; a card of no nation ("-", blank) goes
    in any deck; the Ride Deck's cards count."""
    ride = ["Squire", *RIDE]
    elemental = {**unit("Wood Elemental", 0, 5000, 15000, trigger="heal"), "clan": "-"}
    blank = {**unit("Blank Elemental", 0, 5000, 15000, trigger="front"), "clan": ""}
    stranger_g1 = {**unit("Stranger Lancer", 1, 8000, 5000), "clan": "Other Clan"}
    pool = [*CARDS, *D_CARDS, elemental, blank, stranger_g1]
    cards = {c["name"]: card_from_dict(c) for c in pool}

    def problems(main: list[str], ride_deck: list[str]) -> list[str]:
        built = Deck.of([cards[n] for n in main], [], None, [cards[n] for n in ride_deck])
        return deck_problems(built, "d")

    nationless = legal_main()
    nationless[nationless.index("Heal Page")] = "Wood Elemental"
    nationless[nationless.index("Front Page")] = "Blank Elemental"
    assert problems(nationless, ride) == []
    mixed = legal_main()
    mixed[mixed.index("Critical Page")] = "Stranger Page"
    assert problems(mixed, ride) == [
        'the deck mixes nations: 49 cards of Test Clan, 1 of Other Clan ("Stranger Page"); a d'
        " format deck holds the cards of one nation and cards of no nation (D era deck rule:"
        " nations)"
    ]
    in_ride_deck = problems(legal_main(), ["Squire", "Stranger Lancer", "Knight", "Persona King"])
    assert any('1 of Other Clan ("Stranger Lancer")' in p for p in in_ride_deck)
    # the classic formats judge no nation: their decks are as they were
    assert not any("nation" in p for p in deck_problems(deck(mixed, []), "standard"))


# -- the record of a game ------------------------------------------------------------------------


def test_d21_positions_keep_energy_the_ride_deck_and_the_turns_flags() -> None:
    """D21: a position writes and reads back the Energy, the Ride Deck and Persona Ride."""
    g = riding(circles={"VC": "Persona King"}, hand=["Persona King"], energy=8)
    allow(g, 'ride "Persona King"')
    doc = g.to_position()
    assert doc["players"][0]["energy"] == 8 and doc["players"][0]["flags"]["persona"]
    again = Game.from_position(doc)
    assert again.to_position() == doc
    assert power(again.state, 0, "VC") == 23000


def test_d22_the_table_keeps_a_ride_deck_with_the_energy_every_player_reads() -> None:
    """D22: the d format's table has a place for the Ride Deck, whose readout is the Energy,
    shown to both players though the Ride Deck's cards are hidden from one."""
    from playtester.games.vanguard.facts import readout
    from playtester.games.vanguard.layout import layout_for
    from playtester.render.layout import Table

    place = layout_for("d").place("ride_deck")
    assert place is not None and place.readout and place.public
    assert layout_for("standard").place("ride_deck") is None
    g = riding(energy=6)
    shown = readout(g, 0, "ride_deck")
    assert shown is not None and shown.text == "Energy 6"
    table = Table(layout_for("d"))
    assert table.read_cards("ride_deck", g.state.zones[0]["ride_deck"]) == []


def test_d23_the_ride_phase_says_the_ride_deck_holds_the_next_grade() -> None:
    """D23: the ride phase's prompt tells how to ride from the Ride Deck while it can."""
    from playtester.games.vanguard.prompts import _ride_text

    assert "Ride Deck" in _ride_text(riding(), 0)
    assert "Ride Deck" not in _ride_text(riding(ride_deck=[]), 0)


def test_d24_deck_statistics_open_a_deck_with_a_ride_deck() -> None:
    """D24: the deck statistics' opening counts the main deck's 46 cards as those that may be
    drawn (the Ride Deck is never drawn, its grade 0 is on VC)."""
    from playtester.games.vanguard.figures import opening

    text = demo_decks("d", "vanguard")[0].read_text(encoding="utf-8")
    assert sum(opening(text, "d").kinds.values()) == 46

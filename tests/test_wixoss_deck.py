"""WIXOSS deck lists: an LRIG deck section, the construction rules, and problems that name
their lines."""

from __future__ import annotations

import pytest

from playtester.engine import DeckError, Game
from playtester.games.wixoss.deck import parse_wixoss_deck, read_deck
from playtester.resources import demo_decks

DEMO = {p.stem: p.read_text(encoding="utf-8") for p in demo_decks(game="wixoss")}

LRIG = """LRIG Deck:
1 Aurelle, Unlit Wick
1 Aurelle, First Chime
1 Aurelle, Bell of Noon
1 Pim, Candle Runner
1 Pim, Lamp Keeper
1 Quell, Quiet Novice
1 Chorus of Returning Light
"""
MAIN = """Main Deck:
4 Chime Sprite
4 Lantern Moth Page
4 Vigil Lamplighter
4 Bell Tower Sentinel
4 Carillon Knight
4 Dawn Herald Swift
4 Seraph of the Last Toll
4 Warden of the High Belfry
4 Veilward Sentinel
4 Morning Toll
"""


def problems(text: str) -> list[str]:
    with pytest.raises(DeckError) as caught:
        read_deck(text)
    return caught.value.problems


def test_the_demo_decks_are_legal_and_play() -> None:
    assert len(DEMO) >= 2
    for name, text in DEMO.items():
        deck = read_deck(text)
        assert len(deck.main) == 40, name
        assert sum(c.burst for c in deck.main) <= 20, name
        centre, assists = deck.starters()
        assert centre is not None and len(assists) == 2
    Game.new(game="wixoss", format="diva", decks=list(DEMO.values())[:2], seed=1)


def test_a_small_legal_list_reads_both_sections_with_their_lines() -> None:
    deck = read_deck(LRIG + "\n" + MAIN)
    assert len(deck.main) == 40 and len(deck.lrig) == 7
    listed = parse_wixoss_deck(LRIG + "\n" + MAIN)
    assert listed.lrig[0].line == 2 and listed.main[0].line == 11
    for header in ("LRIG:", "Lrig deck (7):", "LRIGs: 7", "LRIG Deck: // the ten"):
        assert len(read_deck(LRIG.replace("LRIG Deck:", header) + MAIN).lrig) == 7, header


def test_the_main_deck_has_exactly_40_cards() -> None:
    found = problems(LRIG + MAIN.replace("4 Morning Toll", "3 Morning Toll"))
    assert found == ["the main deck has 39 cards; it must have exactly 40"]


def test_at_most_20_life_burst_cards() -> None:
    text = LRIG + MAIN.replace("4 Vigil Lamplighter", "4 Hushed Gatekeeper")
    text = text.replace("4 Lantern Moth Page", "4 Cinder Whelp").replace(
        "4 Carillon Knight", "4 Ripple Eel"
    )
    assert "28 main deck cards have a Life Burst; at most 20" in problems(text)


def test_at_most_4_copies_naming_the_lines() -> None:
    text = LRIG + MAIN.replace("4 Morning Toll", "2 Morning Toll\n2 Chime Sprite")
    assert problems(text) == ['lines 10 and 20: 6 copies of "Chime Sprite"; at most 4 of a card']


def test_the_lrig_deck_rules() -> None:
    more = LRIG + "".join(
        f"1 {n}\n"
        for n in ("Aurelle, Cathedral of Light", "Pim, Beacon Warden", "Quell, Hush Acolyte")
    )
    assert read_deck(more + "1 Convergence: Four Lanterns\n" + MAIN)  # a piece: eleven
    found = problems(more + "1 Glacial Lullaby\n" + MAIN)
    assert found == ["the LRIG deck has 11 cards; at most 10 (up to 2 more if they are pieces)"]
    found = problems(LRIG.replace("1 Quell, Quiet Novice", "1 Cindrel, Spark in the Ash") + MAIN)
    assert found == [
        "the LRIG deck holds 2 level 0 LRIGs; exactly one starts as the Center LRIG",
        "the LRIG deck holds 1 level 0 Assist LRIGs; exactly two start as the Assist LRIGs",
    ]
    found = problems(LRIG.replace("1 Chorus", "2 Chorus") + MAIN)
    assert found == [
        'line 8: 2 copies of "Chorus of Returning Light" in the LRIG deck; one of each card'
    ]


def test_cards_in_the_wrong_deck_name_their_line() -> None:
    text = (
        LRIG
        + "1 Chime Sprite\n"
        + MAIN.replace("4 Morning Toll", "3 Morning Toll\n1 Chorus of Returning Light")
    )
    found = problems(text)
    assert "line 9: Chime Sprite is a SIGNI; it belongs in the main deck" in found
    assert "line 21: Chorus of Returning Light is an arts; it belongs in the LRIG deck" in found


def test_unknown_cards_and_unreadable_lines_name_their_lines() -> None:
    found = problems(LRIG + MAIN.replace("4 Morning Toll", "4 Morning Tol"))
    assert found == ['line 19: unknown card "Morning Tol" (did you mean "Morning Toll"?)']
    found = problems(LRIG + MAIN.replace("4 Morning Toll", "400 Morning Toll"))
    assert found == ["line 19: count 400 is not between 1 and 99"]


def test_an_illegal_deck_is_refused_by_a_new_game_unless_not_validated() -> None:
    short = LRIG + MAIN.replace("4 Morning Toll\n", "")
    with pytest.raises(DeckError) as caught:
        Game.new(game="wixoss", format="diva", decks=[short, short], seed=1)
    assert (
        caught.value.problems[0]
        == "Player 1's deck: the main deck has 36 cards; it must have exactly 40"
    )
    Game.new(game="wixoss", format="diva", decks=[short, short], seed=1, validate=False)
    with pytest.raises(ValueError, match="WIXOSS formats: diva"):
        Game.new(game="wixoss", format="standard", decks=[short, short], seed=1)

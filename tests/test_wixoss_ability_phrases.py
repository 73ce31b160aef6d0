"""WIXOSS card abilities in a player's words (the phase bar, a card's menu): the bundled
cards' abilities each read as a sentence, never the data's braces; costs before a colon, as
the cards print them; a [Constant] ability's power for every card that fits."""

from __future__ import annotations

from playtester.games.common.ability_text import read
from playtester.games.wixoss import prompts
from playtester.games.wixoss.ability_data import bundled
from playtester.games.wixoss.ability_phrases import ability_words
from playtester.games.wixoss.ability_words import WORDS
from tests.wixoss_positions import allow, game, player


def said(name: str) -> str:
    return ability_words(bundled()[name].abilities[0])


def test_every_bundled_ability_reads_as_words() -> None:
    for name, text in bundled().items():
        for ability in text.abilities:
            words = ability_words(ability)
            assert words and not any(c in words for c in "{}"), (name, words)


def test_costs_effects_and_selectors_in_words() -> None:
    assert said("Thornback Beetle") == (
        "down this SIGNI: put the top card of your deck into your Ener zone"
    )
    assert said("Vigil Lamplighter") == (
        "put one of the white cards in your Ener zone into your trash and down this SIGNI: put "
        "up to one of your opponent's level 1 SIGNI into their trash"
    )
    assert said("Brakka, Furnace Warhound") == (
        "vanish up to one of your opponent's SIGNI with power 7000 or less"
    )
    assert (
        said("Pim, Lamp Keeper") == "put up to one of the white SIGNI in your trash into your hand"
    )
    assert (
        said("Quell, Hush Acolyte") == "up to one of your SIGNI gets +2000 power until end of turn"
    )
    assert said("Glacial Lullaby") == "freeze up to two of your opponent's SIGNI, then draw a card"
    assert said("Lantern Moth Page") == (
        "look at the top card of your deck, then you may put the top card of your deck into your "
        "trash"
    )


def test_a_constant_abilitys_power_is_for_every_card_that_fits_while_it_holds() -> None:
    assert said("Carillon Knight") == "your other <Lumen Warden> SIGNI get +2000 power"
    assert said("Verdayne, World-Root Empress") == "your SIGNI get +2000 power"
    assert said("Bramble Hart") == "this SIGNI gets +4000 power"
    text = (
        'card "A"\n  auto C when attacks\n    do power {their signi level>=2 2} -2000 permanent\n'
    )
    ability = read(text, WORDS)[0].abilities[0]
    assert ability_words(ability) == (
        "two of your opponent's level 2 or higher SIGNI get -2000 power permanently"
    )


def test_the_phase_bar_offers_an_ability_in_words() -> None:
    me = player(field={"AL": "Brakka, Soot Pup", "SL": "Spark"},
                lrig_deck=["Brakka, Bellows Hound"], ener=["Spark"])  # fmt: skip
    g = game(me, player())
    allow(g, 'grow "Brakka, Bellows Hound" AL')
    text = prompts.prompt(g, 0, "").text
    assert text == (
        "The ability of Brakka, Bellows Hound may be used: up to one of your SIGNI gets +3000 "
        "power until end of turn."
    )
    allow(g, 'use "Brakka, Bellows Hound"')
    assert prompts.prompt(g, 0, "").text.startswith(
        "Ability of Brakka, Bellows Hound: up to one of your SIGNI gets +3000 power"
    )


def test_the_main_phase_says_where_an_action_ability_is_when_one_may_be_used() -> None:
    g = game(player(field={"SL": "Thornback Beetle"}), player())
    assert "[Action] abilities from a card's menu" in prompts.prompt(g, 0, "").text
    allow(g, "use SL 1")  # down now: none may be used
    assert "[Action]" not in prompts.prompt(g, 0, "").text

"""Card abilities at the WIXOSS table: every bundled card's ability set up in a real position,
triggered by the rules (a SIGNI played, an LRIG grown into, an attack, a Life Burst used, a
spell or an arts used), used through the public API, its outcome checked, and undone exactly;
skipping, a cost that cannot be paid, Shadow, and what the other player reads."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import pytest

from playtester.engine import Game
from playtester.games.common.ability_play import Context
from playtester.games.common.ability_text import read
from playtester.games.wixoss import battle, bot, gestures, prompts, rules, sparring
from playtester.games.wixoss.abilities import select
from playtester.games.wixoss.ability_data import bundled
from playtester.games.wixoss.ability_words import WORDS
from playtester.games.wixoss.board import is_frozen
from playtester.games.wixoss.cardlist import numbered
from playtester.games.wixoss.state import flags_of, wx
from tests.wixoss_positions import allow, deny, game, names, player

Check = Callable[[Game], None]


@dataclass
class Case:
    """One bundled card's ability: the position (my side's zones, the opponent's, the moment),
    the actions from the trigger to the end of the ability, and what must then be so."""

    card: str
    mine: dict[str, Any]
    actions: list[str]
    check: Check
    foe: dict[str, Any] = field(default_factory=dict)
    top: dict[str, Any] = field(default_factory=dict)


def enters_signi(card: str, more: list[str], check: Check, **mine: Any) -> Case:
    """A SIGNI played from the hand onto SL in the main phase."""
    foe = mine.pop("foe", {})
    return Case(card, {"hand": [card], **mine}, [f'play "{card}" SL', f'use "{card}"', *more],
                check, foe)  # fmt: skip


def grows(card: str, under: str, zone: str, more: list[str], check: Check, **mine: Any) -> Case:
    """An LRIG grown into: the Center in the grow phase, an Assist in the main phase."""
    foe = mine.pop("foe", {})
    where = "" if zone == "C" else f" {zone}"
    top = {"phase": "grow"} if zone == "C" else {}
    fielded = {zone: under, **mine.pop("field", {})}
    actions = [f'grow "{card}"{where}', f'use "{card}"', *more]
    return Case(card, {"lrig_deck": [card], "field": fielded, **mine}, actions, check, foe, top)


def attacks(card: str, zone: str, more: list[str], check: Check, **mine: Any) -> Case:
    """A Center LRIG (its LRIG attack step) or a SIGNI on SL (the SIGNI attack step) attacks."""
    foe = mine.pop("foe", {})
    step = "lrig" if zone == "C" else "signi"
    fielded = {zone: card, **mine.pop("field", {})}
    return Case(card, {"field": fielded, **mine}, [f"attack {zone}", f'use "{card}"', *more],
                check, foe, {"phase": "attack", "step": step})  # fmt: skip


def bursts(card: str, more: list[str], check: Check, **mine: Any) -> Case:
    """A Life Burst: the card is crushed from the top of the Life Cloth and used."""
    foe = mine.pop("foe", {})
    life = [card, *["Spark"] * 6]
    return Case(card, {"life": life, **mine}, ["crush 1", f'burst "{card}"', *more], check, foe)


def played(card: str, more: list[str], check: Check, **mine: Any) -> Case:
    """A spell put from the hand into the trash, or an arts (a piece) from the LRIG deck into
    the LRIG trash."""
    foe = mine.pop("foe", {})
    spell = card in SPELLS
    zones = ("hand", "trash") if spell else ("lrig_deck", "lrig_trash")
    move = f'put {zones[0]} "{card}" to {zones[1]}'
    return Case(card, {zones[0]: [card], **mine}, [move, f'use "{card}"', *more], check, foe)


SPELLS = ("Morning Toll", "Firestorm Edict", "Frostbind Verse", "Harvest of Shadows")


def hand_grew(by: int, start: int = 0) -> Check:
    def check(g: Game) -> None:
        assert len(names(g, 0, "hand")) == start + by

    return check


def power(zone: str, amount: int, p: int = 0) -> Check:
    def check(g: Game) -> None:
        assert g.power(p, zone) == amount

    return check


def burst_drew(card: str) -> Check:
    """A Life Burst that draws: one card more, and the Life Burst over (its card in the Ener
    zone, nobody using one)."""

    def check(g: Game) -> None:
        assert len(names(g, 0, "hand")) == 1
        assert card in names(g, 0, "ener") and flags_of(g.state, 0).bursting is None

    return check


def in_zone(p: int, zone: str, card: str) -> Check:
    def check(g: Game) -> None:
        assert card in names(g, p, zone)

    return check


def frozen(zones: tuple[str, ...], drew: int = 0) -> Check:
    def check(g: Game) -> None:
        for zone in zones:
            assert is_frozen(g.state, g.state.zones[1][zone][0]), zone
        assert len(names(g, 0, "hand")) == drew

    return check


def both(*checks: Check) -> Check:
    def check(g: Game) -> None:
        for each in checks:
            each(g)

    return check


@contextmanager
def abilities_of(text: str) -> Iterator[None]:
    """The cards of `text` have these abilities (instead of the bundled ones) meanwhile."""
    cards = {c.name: c for c in read(text, WORDS)}
    before = rules.ABILITIES.texts
    rules.ABILITIES.texts = lambda: cards
    try:
        yield
    finally:
        rules.ABILITIES.texts = before


KNIGHT = {"field": {"SL": "Knight"}}  # an opponent's SIGNI of level 2, power 8000
SPARK = {"field": {"SL": "Spark"}}  # level 1, power 3000

CASES = [
    # -- Dawnbell Choir
    grows("Aurelle, Bell of Noon", "Aurelle, First Chime", "C", [],
          lambda g: all(g.state.cards[i].peek & 1 for i in g.state.zones[0]["deck"][:3]),
          ener=["Spark"]),
    attacks("Aurelle, Cathedral of Light", "C", ["power SL +3000"], power("SL", 6000),
            field={"SL": "Spark"}),
    grows("Pim, Lamp Keeper", "Pim, Candle Runner", "AL", ['put trash "Spark" to hand'],
          both(in_zone(0, "hand", "Spark"), in_zone(0, "trash", "Ember")), ener=["Spark"],
          trash=["Ember", "Spark"]),
    grows("Pim, Beacon Warden", "Pim, Lamp Keeper", "AL", ["put -> SL to hand"],
          both(in_zone(1, "hand", "Knight"), in_zone(1, "SC", "Giant")), ener=["Spark"] * 2,
          foe={"field": {"C": "Alpha Crown", "SL": "Knight", "SC": "Giant"}, "hand": []}),
    grows("Quell, Hush Acolyte", "Quell, Quiet Novice", "AL", ["power SL +2000"],
          power("SL", 5000), field={"SL": "Spark"}),
    played("Chorus of Returning Light", [], in_zone(1, "hand", "Knight"),
           foe={"field": {"SL": "Knight", "SC": "Ghost"}, "hand": []}),
    bursts("Chime Sprite", [], burst_drew("Chime Sprite")),
    enters_signi("Lantern Moth Page", ["put deck to trash"],
                 in_zone(0, "trash", "Giant"), deck=["Giant", "Spark"]),
    bursts("Bell Tower Sentinel", [], in_zone(1, "hand", "Knight"),
           foe={"field": {"SL": "Knight", "SC": "Giant"}, "hand": []}),
    attacks("Dawn Herald Swift", "SL", ['discard "Ember"'],
            both(in_zone(0, "trash", "Ember"), hand_grew(1)), hand=["Ember"]),
    bursts("Warden of the High Belfry", [], burst_drew("Warden of the High Belfry")),
    played("Morning Toll", [], hand_grew(2)),
    # -- Cinder Pact
    attacks("Cindrel, Forge Tyrant", "C", ["vanish -> SL"], in_zone(1, "ener", "Spark"),
            foe={"field": {"SL": "Spark", "SC": "Knight"}}),
    grows("Brakka, Bellows Hound", "Brakka, Soot Pup", "AL", ["power SL +3000"],
          power("SL", 6000), ener=["Spark"], field={"SL": "Spark"}),
    grows("Brakka, Furnace Warhound", "Brakka, Bellows Hound", "AL", ["vanish -> SC"],
          in_zone(1, "ener", "Pike"), ener=["Spark"] * 2,
          foe={"field": {"SL": "Knight", "SC": "Pike"}}),
    grows("Fuse, Blast Imp", "Fuse, Wick Imp", "AL", [], in_zone(0, "ener", "Giant"),
          deck=["Giant"]),
    played("Scorching Verdict", [], in_zone(1, "ener", "Knight"),
           foe={"field": {"SL": "Giant", "SC": "Knight"}}),
    bursts("Cinder Whelp", [], burst_drew("Cinder Whelp")),
    enters_signi("Flint Sapper", ["vanish -> SL"], in_zone(1, "ener", "Wall"),
                 foe={"field": {"SL": "Wall", "SC": "Spark"}}),
    bursts("Bellows Ram", [], in_zone(1, "ener", "Squire"),
           foe={"field": {"SL": "Squire", "SC": "Knight"}}),
    bursts("Pyreclaw Hussar", [], burst_drew("Pyreclaw Hussar")),
    enters_signi("Magma Trebuchet", ["vanish -> SL"], in_zone(1, "ener", "Squire"),
                 field={"C": "Alpha Crown"}, foe={"field": {"SL": "Squire"}}),
    played("Firestorm Edict", [], in_zone(1, "ener", "Knight"), foe=KNIGHT),
    # -- Tidewhisper
    grows("Marisel, Undertow Oracle", "Marisel, Tide Reader", "C", [], hand_grew(1),
          ener=["Drop"]),
    attacks("Marisel, Abyssal Tidequeen", "C", [], frozen(("SL",)), foe=SPARK),
    grows("Nerro, Current Scout", "Nerro, Ripple Kit", "AL", ['discard "Ember"'],
          both(in_zone(0, "trash", "Ember"), hand_grew(1, 0)), ener=["Spark"], hand=["Ember"]),
    grows("Nerro, Maelstrom Pilot", "Nerro, Current Scout", "AL", [],
          lambda g: None, ener=["Spark"] * 2),
    grows("Sleet, Rime Sentinel", "Sleet, Frost Sprout", "AL", ["freeze -> SL"],
          frozen(("SL",)), foe=SPARK),
    played("Glacial Lullaby", ["freeze -> SL", "freeze -> SC"], frozen(("SL", "SC"), 1),
           foe={"field": {"SL": "Spark", "SC": "Knight"}}),
    bursts("Ripple Eel", [], burst_drew("Ripple Eel")),
    enters_signi("Cog Minnow", ['discard "Ember"'],
                 both(in_zone(0, "trash", "Ember"), hand_grew(1)), hand=["Cog Minnow", "Ember"]),
    bursts("Gearfin Diver", [], frozen(("SL",), 1), foe=SPARK),
    attacks("Coral Tinkerer", "SL", [], lambda g: None),
    bursts("Chronometer Kraken", [], burst_drew("Chronometer Kraken")),
    played("Frostbind Verse", [], frozen(("SL",), 1), foe=SPARK),
    # -- Hollow Grove
    grows("Verdayne, Grove Matron", "Verdayne, Sapling Sage", "C", [],
          in_zone(0, "ener", "Giant"), ener=["Twin"], deck=["Giant"]),
    grows("Ombrine, Dusk Weaver", "Ombrine, Little Gloom", "AL", ["power -> SL -3000"],
          power("SL", 5000, 1), ener=["Spark"], foe=KNIGHT),
    grows("Ombrine, Eclipse Mistress", "Ombrine, Dusk Weaver", "AL", ["power -> SL -8000"],
          in_zone(1, "ener", "Knight"), ener=["Spark"] * 2, foe=KNIGHT),  # power 0: vanished
    grows("Thistle, Briar Guard", "Thistle, Burr Sprite", "AL", ["power SL +5000"],
          power("SL", 8000), field={"SL": "Spark"}),
    played("Overgrowth Rite", [], lambda g: len(names(g, 0, "ener")) == 2 or pytest.fail()),
    bursts("Moss Sproutling", [], in_zone(0, "ener", "Giant"), deck=["Giant"]),
    bursts("Dusk Veil Stalker", [], power("SL", 3000, 1), foe=KNIGHT),
    enters_signi("Twinroot Wisp", ['put trash "Spark" to ener'], in_zone(0, "ener", "Spark"),
                 trash=["Spark"]),
    bursts("Elder Oakwarden", [], burst_drew("Elder Oakwarden")),
    enters_signi("Nightglass Revenant", ["power -> SL -5000"], power("SL", 3000, 1),
                 field={"C": "Alpha Crown"}, foe=KNIGHT),
    played("Harvest of Shadows", ['put trash "Spark" to hand'], in_zone(0, "hand", "Spark"),
           trash=["Spark"]),
    bursts("Hushed Gatekeeper", [], burst_drew("Hushed Gatekeeper")),
    played("Convergence: Four Lanterns", [], hand_grew(2)),
]  # fmt: skip


@pytest.mark.parametrize("case", CASES, ids=[c.card for c in CASES])
def test_each_bundled_ability_does_what_its_card_says_and_is_undone(case: Case) -> None:
    foe = {"hand": ["Spark"], **case.foe}
    g = game(player(**case.mine), player(**foe), **case.top)
    before = g.to_position()
    allow(g, case.actions[0])  # the trigger
    assert wx(g.state).pending or battle.waiting_bursts(g.state, 0)  # the ability waits
    for action in case.actions[1:]:
        allow(g, action)
    assert wx(g.state).pending == () and wx(g.state).resolving is None
    case.check(g)
    for _ in case.actions:
        g.undo()
    assert g.to_position() == before


def test_every_card_with_text_is_written_as_data_and_every_ability_is_tested() -> None:
    from tests.test_wixoss_act_cont import ACT_CONT  # (the [Action] and [Constant] ones)

    texts = bundled()
    assert set(texts) == {card["name"] for card in numbered() if card.get("text")}
    with_abilities = {name for name, text in texts.items() if text.abilities}
    assert with_abilities == {c.card for c in CASES} | ACT_CONT
    keywords_only = {"Cindrel, Sovereign Pyre", "Ashen Stalker", "Kiln Lancer", "Gloam Moth",
                     "Tidebreaker Leviathan", "Veilward Sentinel"}  # fmt: skip
    for name in set(texts) - with_abilities - keywords_only:
        assert texts[name].by_hand, name  # no ability read: said to be done by hand


def test_skip_declines_and_nothing_happens() -> None:
    g = game(player(field={"AL": "Fuse, Wick Imp"}, lrig_deck=["Fuse, Blast Imp"]), player())
    allow(g, 'grow "Fuse, Blast Imp" AL')
    assert [str(a) for a in g.legal_actions()] == [
        'use "Fuse, Blast Imp"',
        'skip "Fuse, Blast Imp"',
    ]
    deny(g, "next", "ability.waiting")
    allow(g, 'skip "Fuse, Blast Imp"')
    assert names(g, 0, "ener") == [] and wx(g.state).pending == ()
    deny(g, "stop", "ability.no_step")
    deny(g, "skip", "ability.no_step")
    allow(g, "next")  # the game goes on


def test_up_to_one_may_be_none_and_stop_ends_the_ability() -> None:
    g = game(player(field={"AL": "Quell, Quiet Novice", "SL": "Spark"},
                    lrig_deck=["Quell, Hush Acolyte"]), player())  # fmt: skip
    allow(g, 'grow "Quell, Hush Acolyte" AL')
    allow(g, 'use "Quell, Hush Acolyte"')
    assert [str(a) for a in g.legal_actions()] == ["power SL +2000", "skip", "stop"]
    deny(g, "next", "ability.waiting")
    allow(g, "stop")
    assert wx(g.state).resolving is None and g.power(0, "SL") == 3000


def test_no_target_the_effect_passes_and_shadow_is_never_a_target() -> None:
    g = game(player(lrig_deck=["Scorching Verdict"]), player(field={"SL": "Ghost"}))
    allow(g, 'put lrig_deck "Scorching Verdict" to lrig_trash')
    allow(g, 'use "Scorching Verdict"')
    assert wx(g.state).resolving is None and names(g, 1, "SL") == ["Ghost"]


def test_a_life_burst_with_a_choice_waits_and_ends_when_it_is_made() -> None:
    me = player(life=["Bell Tower Sentinel", *["Spark"] * 6])
    g = game(me, player(field={"SL": "Knight", "SC": "Squire"}))
    allow(g, "crush 1")
    allow(g, 'burst "Bell Tower Sentinel"')
    assert [str(a) for a in g.legal_actions()] == [
        "put -> SL to hand", "put -> SC to hand", "skip", "stop"]  # fmt: skip
    deny(g, "next", "ability.waiting")  # Done waits for the ability
    allow(g, "put -> SC to hand")
    assert flags_of(g.state, 0).bursting is None
    assert names(g, 0, "ener") == ["Bell Tower Sentinel"] and names(g, 1, "hand")[-1] == "Squire"


def test_a_life_burst_whose_step_is_skipped_waits_for_done() -> None:
    g = game(player(life=["Bellows Ram", *["Spark"] * 6]), player(field={"SL": "Squire"}))
    allow(g, "crush 1")
    allow(g, 'burst "Bellows Ram"')  # one target: vanished at once
    assert names(g, 1, "ener") == ["Squire"] and flags_of(g.state, 0).bursting is None
    g.undo()
    g2 = game(player(life=["Gearfin Diver", *["Spark"] * 6]), player(field={"SL": "Spark",
              "SC": "Knight"}))  # fmt: skip
    allow(g2, "crush 1")
    allow(g2, 'burst "Gearfin Diver"')
    allow(g2, "skip")  # not the freeze: by hand
    assert flags_of(g2.state, 0).bursting is not None  # drew, but Done is the player's
    allow(g2, "next")
    assert names(g2, 0, "ener") == ["Gearfin Diver"]


def test_once_a_turn_and_a_cost_that_cannot_be_paid_is_not_offered() -> None:
    text = """
card "Spark"
  auto signi 1/turn when enters
    do draw 1
card "Knight"
  auto signi when enters
    cost put {my ener 2} trash
    do draw 1
"""
    with abilities_of(text):
        g = game(player(hand=["Spark", "Knight"], ener=["Ember"], deck=["Drop"] * 5), player())
        allow(g, 'play "Spark" SL')
        allow(g, 'use "Spark"')
        allow(g, "put SL to hand")
        allow(g, 'play "Spark" SC')
        assert wx(g.state).pending == ()  # the same card, once a turn
        allow(g, 'play "Knight" SR')
        assert wx(g.state).pending == ()  # one Ener card cannot pay two
        g = game(player(hand=["Knight"], ener=["Ember", "Drop"]), player())
        allow(g, 'play "Knight" SR')
        allow(g, 'use "Knight"')
        allow(g, 'put ener "Ember" to trash')  # the other is then the only way: paid at once
        assert names(g, 0, "trash") == ["Drop", "Ember"] and len(names(g, 0, "hand")) == 1


def test_the_other_player_reads_no_hidden_card() -> None:
    me = player(field={"AL": "Nerro, Ripple Kit"}, lrig_deck=["Nerro, Current Scout"],
                ener=["Spark"], hand=["Ember"], deck=["Giant", "Spark"])  # fmt: skip
    g = game(me, player())
    allow(g, 'grow "Nerro, Current Scout" AL')
    allow(g, 'use "Nerro, Current Scout"')  # draws Giant, then a discard waits
    prompt = prompts.prompt(g, 1, "")
    assert "Giant" not in prompt.text and "Ember" not in prompt.text
    assert not prompt.buttons
    mine = prompts.prompt(g, 0, "")
    assert {b.action for b in mine.buttons} >= {'discard "Giant"', 'discard "Ember"', "skip"}
    for step in g.history:
        told = g.describe(step.action, step.events, 1)
        assert "Giant" not in told.words + told.notation, told


def test_a_click_on_a_glowing_card_does_the_step() -> None:
    foe = player(field={"SL": "Spark", "SC": "Knight"})
    g = game(player(field={"C": "Cindrel, Forge Tyrant"}), foe, phase="attack", step="lrig")
    allow(g, "attack C")
    allow(g, 'use "Cindrel, Forge Tyrant"')
    spark, knight = g.state.zones[1]["SL"][0], g.state.zones[1]["SC"][0]
    assert str(gestures.click_action(g.state, 0, spark)) == "vanish -> SL"
    assert gestures.click_action(g.state, 0, knight) is None  # 8000: not a target
    assert gestures.click_action(g.state, 1, spark) is None  # not the opponent's ability


def test_selectors_filter_by_kind_colour_level_and_power() -> None:
    me = player(trash=["Toll", "Spark", "Ember", "Giant"], field={"SL": "Spark"})
    foe = player(field={"C": "Alpha Crown", "SL": "Knight", "SC": "Squire", "SR": "Giant"})
    g = game(me, foe)
    ctx = Context(0, g.state.zones[0]["SL"][0])

    def chosen(*words: str) -> list[str]:
        return [g.state.cards[int(i)].card.name for i in select(g.state, ctx, words)]

    assert chosen("my", "trash", "signi") == ["Spark", "Ember", "Giant"]  # not the spell
    assert chosen("my", "trash", "signi", "white") == ["Spark", "Giant"]
    assert chosen("their", "signi", "level<=2") == ["Knight", "Squire"]
    assert chosen("their", "signi", "power>=8000") == ["Knight", "Giant"]
    allow(g, "power -> SL -4000")
    assert chosen("their", "signi", "power<=5000") == ["Knight", "Squire"]  # the power now


def test_once_a_turn_is_once_in_each_turn() -> None:
    text = 'card "Spark"\n  auto signi 1/turn when enters\n    do draw 1\n'
    with abilities_of(text):
        g = game(player(hand=["Spark"], deck=["Drop"] * 9), player(deck=["Drop"] * 9))
        allow(g, 'play "Spark" SL')
        allow(g, 'use "Spark"')
        assert wx(g.state).used != ()
        while wx(g.state).active == 0:
            allow(g, "next")
        assert wx(g.state).used == ()  # a new turn


def test_their_crush_and_the_bots_use_an_ability() -> None:
    text = 'card "Spark"\n  auto signi when enters\n    do crush their 1\n'
    with abilities_of(text):
        g = game(player(hand=["Spark"]), player())
        allow(g, 'play "Spark" SL')
        assert str(bot.choose(g)) == 'use "Spark"'
        assert str(sparring.choose(g)) == 'use "Spark"'
        assert str(bot.passive(g)) == 'skip "Spark"'  # the goldfish declines
        allow(g, 'use "Spark"')
        assert len(names(g, 1, "life")) == 6


def test_an_opponents_spell_makes_them_the_player_to_play_and_only_a_spell_is_played() -> None:
    g = game(player(deck=["Firestorm Edict", "Spark"]), player(hand=["Morning Toll"]))
    allow(g, "put deck to trash")  # into the trash from the deck: not played
    assert wx(g.state).pending == () and g.to_play == 0
    allow(g, '@1 put hand "Morning Toll" to trash')  # played in the other player's turn
    assert g.to_play == 1 and str(g.legal_actions()[0]) == 'use "Morning Toll"'
    deny(g, "@0 next", "turn.not_yours")


def test_a_waiting_ability_round_trips_through_a_position() -> None:
    g = game(player(field={"AL": "Fuse, Wick Imp"}, lrig_deck=["Fuse, Blast Imp"]), player())
    allow(g, 'grow "Fuse, Blast Imp" AL')
    copy_of = Game.from_position(g.to_position())
    assert [str(a) for a in copy_of.legal_actions()] == [str(a) for a in g.legal_actions()]
    waiting = wx(copy_of.state).pending
    assert copy_of.to_play == 0 and len(waiting) == 1
    assert copy_of.state.cards[waiting[0].card].card.name == "Fuse, Blast Imp"


def test_an_lrig_under_another_has_no_ability() -> None:
    """The old LRIG stays under the one grown into: its ability no longer works (its attack
    trigger does not wait when the new Center LRIG attacks)."""
    me = player(field={"C": ["Alpha Crown", "Cindrel, Forge Tyrant"]})
    g = game(me, player(field={"SL": "Spark"}), phase="attack", step="lrig")
    allow(g, "attack C")
    assert wx(g.state).pending == ()
    under = g.state.zones[0]["C"][1]
    ability = rules.ABILITIES.abilities(g.state, under)[0]
    assert not rules.ABILITIES.works(g.state, Context(0, under), ability)
    g2 = game(player(field={"C": "Cindrel, Forge Tyrant"}), player())
    on_top = g2.state.zones[0]["C"][0]
    assert rules.ABILITIES.works(g2.state, Context(0, on_top), ability)

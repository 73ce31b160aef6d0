"""The bundled Brasswork Covenant cards' abilities at the table (assets/abilities/vanguard/
brasswork-covenant.txt against each card's printed text): each triggered by actions, used
through the rules, checked, and undone back to before its trigger."""

from __future__ import annotations

from tests.bundled_table import PLAIN, Trial, covers, damage, g_zone, table
from tests.positions import deny

RESTED = {"name": PLAIN, "rest": True}
BOLT = "Ratchet Squire Bolt"  # a grade 1 Brasswork Covenant Automaton with no ability
FOE = {"circles": {"VC": "Scorchscale Drake"}}  # grade 2, 10000: any grade 3 attack hits
FOE3 = {"circles": {"VC": "Caldera Sovereign Dragon"}}  # grade 3, 10000 in Ann's turn: to stride


@covers("Grand Regulator Hesperon")
def test_grand_regulator_hesperon_stands_a_rested_rear_guard_with_5000() -> None:
    me = {"circles": {"VC": "Grand Regulator Hesperon", "FL": RESTED}, "damage": damage(1)}
    t = Trial(table(me, FOE, phase="battle", step="attack"))
    t.act("attack VC -> VC")
    assert t.offered("Grand Regulator Hesperon")
    t.act('use "Grand Regulator Hesperon"')  # one rested rear-guard: chosen at once
    assert t.face_up_damage() == 0  # Counter Blast (1)
    assert not t.rested("FL") and t.power("FL") == 10000 + 5000
    assert t.idle()
    t.undone()


@covers("Mainspring Colossus")
def test_mainspring_colossus_gets_3000_with_five_rear_guards_in_its_turn() -> None:
    four = {"FL": PLAIN, "FR": PLAIN, "BL": PLAIN, "BR": PLAIN}
    me = {"circles": {"VC": "Mainspring Colossus", **four}, "hand": [BOLT]}
    t = Trial(table(me, FOE))
    assert t.power("VC") == 10000  # four rear-guards
    t.act(f'call "{BOLT}" BC')
    assert t.power("VC") == 10000 + 3000
    t.act("next", "next", "next")  # battle phase, end phase: Ben's turn
    assert t.power("VC") == 10000  # not Ann's turn
    t.undone()


@covers("Vellum, Keeper of the Thousand Hours")
def test_vellum_keeper_soul_blasts_and_looks_at_two_the_rest_by_hand() -> None:
    me = {"circles": {"VC": "Vellum, Keeper of the Thousand Hours"}, "soul": [BOLT]}
    t = Trial(table(me, FOE, phase="battle", step="attack"))
    t.act("attack VC -> VC", "next")  # no guard: drive check, the hit
    assert t.offered("Vellum, Keeper of the Thousand Hours")
    notes = t.act('use "Vellum, Keeper of the Thousand Hours"')
    assert t.count("soul") == 0 and t.count("drop") == 1  # Soul Blast (1)
    assert "looks at the top 2 cards of the deck" in notes, notes
    assert any("by hand: put one of the two cards into your hand" in n for n in notes), notes
    t.undone()


def _stand_with_nell(vanguard: str | dict[str, object], rested: str) -> Trial:
    """Ann's `rested` unit on FL stood by Gearsmith Apprentice Nell's [ACT] from BL."""
    circles = {"VC": vanguard, "FL": {"name": rested, "rest": True},
               "BL": "Gearsmith Apprentice Nell"}  # fmt: skip
    t = Trial(table({"circles": circles}, FOE))
    t.act("use BL 1")
    assert not t.rested("FL")
    return t


@covers("Cogwheel Hound")
def test_cogwheel_hound_gets_3000_when_it_stands_in_its_turn() -> None:
    t = _stand_with_nell("Grand Regulator Hesperon", "Cogwheel Hound")
    assert t.offered("Cogwheel Hound")
    t.act('use "Cogwheel Hound"')
    assert t.power("FL") == 9000 + 3000 and t.idle()
    t.undone()


def test_cogwheel_hound_also_stands_in_its_stand_phase() -> None:
    me = {"circles": {"VC": "Grand Regulator Hesperon", "FL": {"name": "Cogwheel Hound",
          "rest": True}}}  # fmt: skip
    t = Trial(table(me, FOE, active=1, phase="end"))
    t.act("next")  # Ann's turn: her stand phase stands it
    assert not t.rested("FL") and t.offered("Cogwheel Hound")
    t.act('use "Cogwheel Hound"')
    assert t.power("FL") == 9000 + 3000
    t.undone()


@covers("Escapement Duelist")
def test_escapement_duelist_rests_itself_to_stand_another() -> None:
    circles = {"VC": "Grand Regulator Hesperon", "FL": "Escapement Duelist", "FR": RESTED}
    t = Trial(table({"circles": circles, "damage": damage(1)}, FOE))
    assert "use FL 1" in t.listed()
    t.act("use FL 1")
    assert t.face_up_damage() == 0 and t.rested("FL")  # Counter Blast (1), rest this unit
    assert not t.rested("FR")
    t.undone()


@covers("Tinker's Siege Engine")
def test_tinkers_siege_engine_neither_boosts_nor_is_boosted() -> None:
    engine = "Tinker's Siege Engine"
    me = {"circles": {"VC": "Grand Regulator Hesperon", "BL": BOLT}, "hand": [engine, engine]}
    t = Trial(table(me, FOE))
    t.act(f'call "{engine}" FL', f'call "{engine}" BC', "next")  # to the battle phase
    deny(t.g, "attack FL -> VC boost BL", "boost.restricted_boosted")
    # its "cannot boost" is moot: a grade 2 has no boost icon in the first place
    deny(t.g, "attack VC -> VC boost BC", "boost.no_icon")
    assert "attack FL -> VC" in t.listed() and "attack VC -> VC" in t.listed()
    assert not any("boost" in a for a in t.listed())
    t.undone()


@covers("Balance Wheel Aegis")
def test_balance_wheel_aegis_discards_and_the_attacked_unit_cannot_be_hit() -> None:
    me = {"circles": {"VC": "Grand Regulator Hesperon"}}
    foe = {"circles": {"VC": "Scorchscale Drake"}, "hand": ["Balance Wheel Aegis", BOLT]}
    t = Trial(table(me, foe, phase="battle", step="attack"))
    t.act("attack VC -> VC", 'guard "Balance Wheel Aegis"')
    assert t.offered("Balance Wheel Aegis")
    t.act('use "Balance Wheel Aegis"')  # the one card left to discard: done at once
    assert t.count("hand", 1) == 0 and t.count("drop", 1) == 1
    assert t.power("VC", 1) < t.power("VC")  # the attack would hit
    t.act("next")  # no more guardians: drive check, no hit
    assert t.count("damage", 1) == 0
    t.undone()


@covers("Brass Sparrow Courier")
def test_brass_sparrow_courier_boost_bonus_is_by_hand() -> None:
    circles = {"VC": "Grand Regulator Hesperon", "BC": "Brass Sparrow Courier"}
    t = Trial(table({"circles": circles}, FOE, phase="battle", step="attack"))
    t.act("attack VC -> VC boost BC")
    assert t.offered("Brass Sparrow Courier")
    notes = t.act('use "Brass Sparrow Courier"')
    assert any("by hand: the boosted unit gets +3000 power" in n for n in notes), notes
    assert t.power("VC") == 11000 + 6000  # nothing automated: the boost alone
    assert t.idle()
    t.undone()


@covers("Gearsmith Apprentice Nell")
def test_gearsmith_apprentice_nell_goes_to_the_soul_to_stand_a_rear_guard() -> None:
    circles = {"VC": "Grand Regulator Hesperon", "FL": RESTED, "BL": "Gearsmith Apprentice Nell"}
    t = Trial(table({"circles": circles}, FOE))
    t.act("use BL 1")
    assert t.at("BL") is None and t.count("soul") == 1  # put this unit into your soul
    assert not t.rested("FL")
    t.undone()


@covers("Pendulum Lancer")
def test_pendulum_lancer_gets_2000_when_it_stands_in_its_turn() -> None:
    t = _stand_with_nell("Grand Regulator Hesperon", "Pendulum Lancer")
    assert t.offered("Pendulum Lancer")
    t.act('use "Pendulum Lancer"')
    assert t.power("FL") == 7000 + 2000 and t.idle()
    t.undone()


@covers("Windup Fledgling Tik")
def test_windup_fledgling_tik_may_be_called_when_ridden_by_brasswork() -> None:
    me = {"circles": {"VC": "Windup Fledgling Tik"}, "hand": [BOLT]}
    t = Trial(table(me, FOE, phase="ride"))
    t.act(f'ride "{BOLT}"')
    assert t.offered("Windup Fledgling Tik")
    t.act('use "Windup Fledgling Tik"')
    assert 'put soul "Windup Fledgling Tik" to FL' in t.listed()  # "you may": a choice
    t.act('put soul "Windup Fledgling Tik" to FL')
    assert t.at("FL") == "Windup Fledgling Tik" and t.count("soul") == 0
    t.undone()


@covers("Ferrum, Marshal of the Piston Legion")
def test_ferrum_stands_a_front_rear_guard_after_its_battle_with_five_rear_guards() -> None:
    five = {"FL": RESTED, "FR": RESTED, "BL": PLAIN, "BC": PLAIN, "BR": PLAIN}
    me = {"circles": {"VC": "Ferrum, Marshal of the Piston Legion", **five}, "damage": damage(1)}
    t = Trial(table(me, FOE, phase="battle", step="attack"))
    t.act("attack VC -> VC")
    assert not t.offered("Ferrum, Marshal of the Piston Legion")
    t.act("next")  # no guard: the battle runs to its end
    assert t.offered("Ferrum, Marshal of the Piston Legion")
    t.act('use "Ferrum, Marshal of the Piston Legion"')
    assert t.face_up_damage() == 0
    assert [a for a in t.listed() if a.startswith("stand")] == ["stand FL", "stand FR"]
    t.act("stand FR")
    assert not t.rested("FR") and t.rested("FL")
    t.undone()


@covers("Gearmind Archon Hexelion")
def test_gearmind_archon_hexelion_bonus_is_by_hand_when_an_ally_stands() -> None:
    t = _stand_with_nell("Gearmind Archon Hexelion", BOLT)
    assert t.offered("Gearmind Archon Hexelion")
    notes = t.act('use "Gearmind Archon Hexelion"')
    assert any("by hand: the rear-guard that stood gets +2000" in n for n in notes), notes
    assert t.power("FL") == 8000 and t.idle()
    t.undone()


def _stridden(g_unit: str, heart: str) -> dict[str, object]:
    return {"name": g_unit, "heart": [heart]}


@covers("Hesperon, Master of the Perpetual Engine")
def test_hesperon_master_stands_up_to_two_with_5000_in_generation_break_2() -> None:
    name = "Hesperon, Master of the Perpetual Engine"
    circles = {"VC": _stridden(name, "Grand Regulator Hesperon"), "FL": RESTED, "FR": RESTED}
    me = {"circles": circles, "damage": damage(1), "g_zone": g_zone("Orrery Colossus Magnum")}
    t = Trial(table(me, FOE, phase="battle", step="attack"))
    t.act("attack VC -> VC")
    assert not t.offered(name)  # Generation Break 1 only
    t.undone()
    me["g_zone"] = g_zone("Orrery Colossus Magnum", face_up=1)  # with the vanguard: 2
    t = Trial(table(me, FOE, phase="battle", step="attack"))
    t.act("attack VC -> VC")
    assert t.offered(name)
    notes = t.act(f'use "{name}"')
    assert any("by hand: use it only if its Heart is a Hesperon unit" in n for n in notes)
    assert t.face_up_damage() == 0
    assert t.listed()[:2] == ["stand FL", "stand FR"]
    t.act("stand FL", "stand FR")
    assert t.power("FL") == t.power("FR") == 10000 + 5000
    assert not t.rested("FL") and not t.rested("FR") and t.idle()
    t.undone()


@covers("Orrery Colossus Magnum")
def test_orrery_colossus_magnum_gets_5000_with_five_rear_guards_in_its_turn() -> None:
    four = {"FL": PLAIN, "FR": PLAIN, "BL": PLAIN, "BR": PLAIN}
    circles = {"VC": _stridden("Orrery Colossus Magnum", "Mainspring Colossus"), **four}
    t = Trial(table({"circles": circles, "hand": [BOLT]}, FOE))
    # the Heart's own [CONT] does not work under the G unit: only the top card's
    assert t.power("VC") == 16000 + 10000
    t.act(f'call "{BOLT}" BC')
    assert t.power("VC") == 16000 + 10000 + 5000
    t.undone()


@covers("Vellum, Chronicler of the Last Hour")
def test_vellum_chronicler_draws_and_may_call_a_grade_1_brasswork_from_hand() -> None:
    name = "Vellum, Chronicler of the Last Hour"
    circles = {"VC": _stridden(name, "Vellum, Keeper of the Thousand Hours")}
    me = {"circles": circles, "soul": [PLAIN], "hand": [BOLT, "Brightmane Skysteed"]}
    t = Trial(table(me, FOE, phase="battle", step="attack"))
    t.act("attack VC -> VC", "next")  # triple drive: three plain units, then the hit
    assert t.count("hand") == 2 + 3
    assert t.offered(name)
    t.act(f'use "{name}"')
    assert t.count("soul") == 0 and t.count("hand") == 2 + 3 + 1  # Soul Blast (1), draw
    puts = [a for a in t.listed() if a.startswith("put")]
    # grade 1 or lower Brasswork Covenant only (not the Dawnspire Skysteed, not grade 2)
    assert puts and all(f'"{BOLT}"' in a for a in puts), puts
    t.act(f'put hand "{BOLT}" to FR')
    assert t.at("FR") == BOLT and t.idle()
    t.undone()


@covers("Tourbillon Warlord Gearhart")
def test_tourbillon_warlord_gearhart_stands_up_to_two_rested_automatons() -> None:
    name = "Tourbillon Warlord Gearhart"
    hound = {"name": "Cogwheel Hound", "rest": True}  # a Clockwork Beast, not an Automaton
    circles = {"VC": _stridden(name, "Grand Regulator Hesperon"), "FL": RESTED, "FR": hound,
               "BL": {"name": BOLT, "rest": True}}  # fmt: skip
    t = Trial(table({"circles": circles, "damage": damage(1)}, FOE, phase="battle", step="attack"))
    t.act("attack VC -> VC", "next")
    assert t.offered(name)
    t.act(f'use "{name}"')
    assert t.face_up_damage() == 0
    assert [a for a in t.listed() if a.startswith("stand")] == ["stand FL", "stand BL"]
    t.act("stand FL", "stand BL")
    assert not t.rested("FL") and not t.rested("BL") and t.rested("FR") and t.idle()
    t.undone()


@covers("Great Clocktower Behemoth")
def test_great_clocktower_behemoth_gets_2000_when_a_rear_guard_stands() -> None:
    vanguard = _stridden("Great Clocktower Behemoth", "Grand Regulator Hesperon")
    t = _stand_with_nell(vanguard, PLAIN)
    assert t.offered("Great Clocktower Behemoth")
    t.act('use "Great Clocktower Behemoth"')
    assert t.power("VC") == 15000 + 11000 + 2000 and t.idle()
    t.undone()


@covers("Chronometer Paladin Axle")
def test_chronometer_paladin_axle_stands_up_to_two_when_it_strides() -> None:
    name = "Chronometer Paladin Axle"
    circles = {"VC": "Grand Regulator Hesperon", "FL": RESTED, "FR": RESTED}
    me = {"circles": circles, "hand": [PLAIN, PLAIN], "g_zone": g_zone(name)}
    t = Trial(table(me, FOE3, phase="ride", step="stride"))
    t.act(f'stride "{name}" discard "{PLAIN}", "{PLAIN}"')
    assert t.offered(name)
    t.act(f'use "{name}"')
    assert t.listed()[:2] == ["stand FL", "stand FR"]
    t.act("stand FR", "skip")  # up to two: one is enough
    assert not t.rested("FR") and t.rested("FL") and t.idle()
    t.undone()


@covers("Steamheart Forge Titan")
def test_steamheart_forge_titan_gets_10000_and_a_rear_guard_5000() -> None:
    name = "Steamheart Forge Titan"
    circles = {"VC": _stridden(name, "Grand Regulator Hesperon"), "FL": PLAIN, "FR": BOLT}
    t = Trial(table({"circles": circles}, FOE, phase="battle", step="attack"))
    t.act("attack VC -> VC")
    assert t.offered(name)
    t.act(f'use "{name}"')
    assert t.power("VC") == 15000 + 11000 + 10000
    assert [a for a in t.listed() if a.startswith("power")] == [
        "power FL +5000 turn",
        "power FR +5000 turn",
    ]
    t.act("power FR +5000 turn")
    assert t.power("FR") == 8000 + 5000 and t.power("FL") == 10000 and t.idle()
    t.act("next")  # the battle ends: the +10000 was for that battle only
    assert t.power("VC") == 15000 + 11000 and t.power("FR") == 13000
    t.undone()


@covers("Analytic Engine Sage Corra")
def test_analytic_engine_sage_corra_looks_at_the_top_card_the_rest_by_hand() -> None:
    name = "Analytic Engine Sage Corra"
    circles = {"VC": _stridden(name, "Vellum, Keeper of the Thousand Hours")}
    t = Trial(table({"circles": circles}, FOE, phase="battle", step="attack"))
    t.act("attack VC -> VC")
    assert t.offered(name)
    notes = t.act(f'use "{name}"')
    assert "looks at the top 1 card of the deck" in notes, notes
    assert any("by hand: if it is a grade 1 or lower unit, you may call it" in n for n in notes)
    assert t.idle()
    t.undone()

"""The bundled Dawnspire Order cards' abilities at the table (assets/abilities/vanguard/
dawnspire-order.txt against each card's printed text): each triggered by actions, used through
the rules, checked, and undone back to before its trigger."""

from __future__ import annotations

from typing import Any

from tests.bundled_table import PLAIN, Trial, covers, damage, g_zone, table, works

KNIGHT = "Gallant Knight of the Morning Bell"  # grade 2 Dawnspire Order, 10000, no ability
STEED = "Brightmane Skysteed"  # grade 1 Dawnspire Order, 8000, no ability
SENTINEL = "Vowkeeper Maelis"
FOE = {"circles": {"VC": "Scorchscale Drake"}}  # grade 2, 10000
FOE3 = {"circles": {"VC": "Grand Regulator Hesperon"}}  # grade 3: Ann may stride


def _stridden(g_unit: str, heart: str = "Highsky Warden Orvel") -> dict[str, Any]:
    return {"name": g_unit, "heart": [heart]}


def _by_hand(notes: list[str], words: str) -> bool:
    return any(f"by hand: {words}" in n for n in notes)


@covers("Solenne, Lance of the First Light")
def test_solenne_lance_gets_5000_for_the_turn_the_critical_by_hand() -> None:
    name = "Solenne, Lance of the First Light"
    me = {"circles": {"VC": name}, "damage": damage(1)}
    t = Trial(table(me, FOE, phase="battle", step="attack"))
    t.act("attack VC -> VC")
    assert t.offered(name)
    notes = t.act(f'use "{name}"')
    assert _by_hand(notes, "if you have three or more Dawnspire Order rear-guards")
    assert t.face_up_damage() == 0 and t.power("VC") == 11000 + 5000
    t.act("next")  # the battle ends: until end of turn, it stays
    assert t.power("VC") == 11000 + 5000 and t.critical("VC") == 1
    t.undone()


@covers("Castellan of the Sunward Keep", 0)
def test_castellan_gets_2000_with_four_rear_guards_in_its_turn() -> None:
    three = {"FL": KNIGHT, "FR": KNIGHT, "BL": STEED}
    me = {"circles": {"VC": "Castellan of the Sunward Keep", **three}, "hand": [STEED]}
    t = Trial(table(me, FOE))
    assert t.power("VC") == 10000
    t.act(f'call "{STEED}" BR')
    assert t.power("VC") == 10000 + 2000
    t.act("next", "next", "next")
    assert t.power("VC") == 10000
    t.undone()


@covers("Castellan of the Sunward Keep", 1)
def test_castellan_calls_up_to_one_grade_1_from_its_soul() -> None:
    me = {"circles": {"VC": "Castellan of the Sunward Keep"}, "damage": damage(2),
          "soul": [KNIGHT, STEED]}  # fmt: skip
    t = Trial(table(me, FOE))
    assert "use VC 1" in t.listed()
    t.act("use VC 1")
    assert t.face_up_damage() == 0  # Counter Blast (2)
    puts = [a for a in t.listed() if a.startswith("put")]
    assert puts and all(f'"{STEED}"' in a for a in puts), puts  # grade 1 or lower only
    t.act(f'put soul "{STEED}" to FL')
    assert t.at("FL") == STEED and t.count("soul") == 1 and t.idle()
    t.undone()


@covers("Highsky Warden Orvel")
def test_highsky_warden_orvel_soul_blasts_to_draw_when_it_hits() -> None:
    name = "Highsky Warden Orvel"
    t = Trial(table({"circles": {"VC": name}, "soul": [PLAIN]}, FOE, phase="battle", step="attack"))
    t.act("attack VC -> VC", "next")
    hand = t.count("hand")
    assert t.offered(name)
    t.act(f'use "{name}"')
    assert t.count("soul") == 0 and t.count("hand") == hand + 1 and t.idle()
    t.undone()


@covers("Corwin the Lumen Blade")
def test_corwin_counter_blasts_to_draw_when_it_hits_from_a_rear_guard_circle() -> None:
    name = "Corwin the Lumen Blade"
    me = {"circles": {"VC": KNIGHT, "FL": name}, "damage": damage(1)}
    t = Trial(table(me, {"circles": {"VC": STEED}}, phase="battle", step="attack"))
    t.act("attack FL -> VC", "next")
    assert t.offered(name)
    t.act(f'use "{name}"')
    assert t.face_up_damage() == 0 and t.count("hand") == 1 and t.idle()
    t.undone()


@covers("Dawn's Herald Ysolde")
def test_dawns_herald_ysolde_bonus_is_by_hand_when_another_unit_is_called() -> None:
    name = "Dawn's Herald Ysolde"
    t = Trial(table({"circles": {"VC": KNIGHT, "FL": name}, "hand": [STEED]}, FOE))
    t.act(f'call "{STEED}" BL')
    assert t.offered(name)
    notes = t.act(f'use "{name}"')
    assert _by_hand(notes, "this unit gets +3000 power until end of turn")
    assert t.power("FL") == 9000 and t.idle()
    t.undone()


@covers("Aureate Shieldbearer")
def test_aureate_shieldbearer_shield_is_by_hand_when_it_intercepts() -> None:
    name = "Aureate Shieldbearer"
    foe = {"circles": {"VC": KNIGHT, "FL": name}}
    t = Trial(table({"circles": {"VC": "Scorchscale Drake"}}, foe, phase="battle", step="attack"))
    t.act("attack VC -> VC", "intercept FL")
    assert t.offered(name) and t.g.to_play == 1
    notes = t.act(f'use "{name}"')
    assert _by_hand(notes, "this unit gets +5000 shield until end of that battle")
    t.undone()


@covers("Vowkeeper Maelis")
def test_vowkeeper_maelis_discards_and_the_attacked_unit_cannot_be_hit() -> None:
    foe = {"circles": {"VC": STEED}, "hand": [SENTINEL, STEED]}
    t = Trial(table({"circles": {"VC": KNIGHT}}, foe, phase="battle", step="attack"))
    t.act("attack VC -> VC", f'guard "{SENTINEL}"')
    assert t.offered(SENTINEL)
    t.act(f'use "{SENTINEL}"')
    assert t.count("hand", 1) == 0 and t.count("drop", 1) == 1
    assert t.power("VC", 1) < t.power("VC")
    t.act("next")
    assert t.count("damage", 1) == 0
    t.undone()


@covers("Squire of the Gleaming Gate")
def test_squire_of_the_gleaming_gate_gives_the_boosted_unit_3000() -> None:
    name = "Squire of the Gleaming Gate"
    me = {"circles": {"VC": KNIGHT, "FL": STEED, "BL": name}}
    t = Trial(table(me, FOE, phase="battle", step="attack"))
    t.act("attack FL -> VC boost BL")
    assert t.offered(name)
    t.act(f'use "{name}"')
    assert t.power("FL") == 8000 + 6000 + 3000
    t.act("next")
    assert t.power("FL") == 8000
    t.undone()


@covers("Lantern-Bearer Pim")
def test_lantern_bearer_pim_looks_with_a_grade_3_vanguard_the_call_by_hand() -> None:
    name = "Lantern-Bearer Pim"
    me = {"circles": {"VC": KNIGHT}, "hand": [name], "damage": damage(1)}
    t = Trial(table(me, FOE))
    t.act(f'call "{name}" FL')
    assert not t.offered(name)  # a grade 2 vanguard
    t.undone()
    me["circles"] = {"VC": "Highsky Warden Orvel"}
    t = Trial(table(me, FOE))
    t.act(f'call "{name}" FL')
    assert t.offered(name)
    notes = t.act(f'use "{name}"')
    assert t.face_up_damage() == 0 and "looks at the top 1 card of the deck" in notes, notes
    assert _by_hand(notes, "if it is a grade 1 or lower unit, you may call it")
    t.undone()


@covers("Novice Oathsworn Ilse")
def test_novice_oathsworn_ilse_gives_a_boosted_vanguard_2000() -> None:
    name = "Novice Oathsworn Ilse"
    me = {"circles": {"VC": KNIGHT, "FL": STEED, "BL": name, "BC": name}}
    t = Trial(table(me, FOE, phase="battle", step="attack"))
    t.act("attack FL -> VC boost BL")
    assert not t.offered(name)  # a rear-guard boosted
    t.undone()
    t.act("attack VC -> VC boost BC")
    assert t.offered(name)
    t.act(f'use "{name}"')
    assert t.power("VC") == 10000 + 7000 + 2000
    t.undone()


@covers("Little Dawnblade Tamsin")
def test_little_dawnblade_tamsin_may_be_called_when_ridden_by_dawnspire() -> None:
    name = "Little Dawnblade Tamsin"
    t = Trial(table({"circles": {"VC": name}, "hand": [STEED]}, FOE, phase="ride"))
    t.act(f'ride "{STEED}"')
    assert t.offered(name)
    t.act(f'use "{name}"', f'put soul "{name}" to BC')
    assert t.at("BC") == name and t.idle()
    t.undone()


@covers("Orvel, Warden of the Sheltering Sky")
def test_orvel_warden_gets_3000_with_a_sentinel_in_hand() -> None:
    name = "Orvel, Warden of the Sheltering Sky"
    me = {"circles": {"VC": name}, "hand": [STEED]}
    t = Trial(table(me, FOE, phase="battle", step="attack"))
    t.act("attack VC -> VC")
    assert not t.offered(name)  # no sentinel
    t.undone()
    me["hand"] = [SENTINEL]
    t = Trial(table(me, FOE, phase="battle", step="attack"))
    t.act("attack VC -> VC")
    assert t.offered(name)
    t.act(f'use "{name}"')
    assert t.power("VC") == 11000 + 3000
    t.undone()


@covers("Aegis Marshal Bertrand")
def test_aegis_marshal_bertrand_works_in_their_turn_with_a_sentinel_its_bonus_by_hand() -> None:
    me = {"circles": {"VC": "Aegis Marshal Bertrand", "FL": KNIGHT}, "hand": [SENTINEL]}
    t = Trial(table(me, FOE))
    assert not works(t, "VC", 0)  # Ann's own turn
    t.act("next", "next", "next")
    assert works(t, "VC", 0) and t.power("FL") == 10000  # +2000: by hand
    t.undone()


@covers("Zenith Paladin, Solenne Ascendant")
def test_zenith_paladin_gets_a_critical_and_two_rear_guards_5000() -> None:
    name = "Zenith Paladin, Solenne Ascendant"
    circles = {"VC": _stridden(name, "Solenne, Lance of the First Light"), "FL": KNIGHT,
               "FR": STEED, "BL": "Scorchscale Drake"}  # fmt: skip
    me = {"circles": circles, "damage": damage(1), "g_zone": g_zone(name, face_up=1)}
    t = Trial(table(me, FOE, phase="battle", step="attack"))
    t.act("attack VC -> VC")
    assert t.offered(name)
    notes = t.act(f'use "{name}"')
    assert _by_hand(notes, "use it only if its Heart is a Solenne unit")
    assert t.face_up_damage() == 0 and t.critical("VC") == 2
    powers = [a for a in t.listed() if a.startswith("power")]
    assert powers == ["power FL +5000 turn", "power FR +5000 turn"]  # not the Cinderwing one
    t.act("power FL +5000 turn", "power FR +5000 turn")
    assert t.power("FL") == 15000 and t.power("FR") == 13000 and t.idle()
    t.act("next")
    assert t.critical("VC") == 1 and t.power("FL") == 15000  # battle / turn
    t.undone()


@covers("Aurelion, the Radiant Crown", 0)
def test_aurelion_gets_5000_with_five_dawnspire_rear_guards() -> None:
    four = {"FL": KNIGHT, "FR": KNIGHT, "BL": STEED, "BR": STEED}
    me = {"circles": {"VC": _stridden("Aurelion, the Radiant Crown"), **four,
          "BC": "Scorchscale Drake"}, "hand": [STEED]}  # fmt: skip
    t = Trial(table(me, FOE))
    assert t.power("VC") == 16000 + 10000  # five rear-guards, one not Dawnspire Order
    t.act(f'call "{STEED}" BC')
    assert t.power("VC") == 16000 + 10000 + 5000
    t.undone()


@covers("Aurelion, the Radiant Crown", 1)
def test_aurelion_draws_when_it_hits_a_vanguard_in_generation_break_1() -> None:
    name = "Aurelion, the Radiant Crown"
    foe = {"circles": {"VC": "Scorchscale Drake", "FL": STEED}}
    t = Trial(table({"circles": {"VC": _stridden(name)}}, foe, phase="battle", step="attack"))
    t.act("attack VC -> FL", "next")
    assert not t.offered(name)  # a rear-guard hit
    t.undone()
    t.act("attack VC -> VC", "next")
    hand = t.count("hand")
    assert t.offered(name)
    t.act(f'use "{name}"')
    assert t.count("hand") == hand + 1 and t.idle()
    t.undone()


@covers("Sovereign Lancer of the Noonward Spire")
def test_sovereign_lancer_calls_from_the_soul_with_5000() -> None:
    name = "Sovereign Lancer of the Noonward Spire"
    me = {"circles": {"VC": _stridden(name)}, "damage": damage(1), "soul": [STEED, KNIGHT]}
    t = Trial(table(me, FOE, phase="battle", step="attack"))
    t.act("attack VC -> VC")
    assert t.offered(name)
    notes = t.act(f'use "{name}"')
    assert _by_hand(notes, "its cost also turns one face-down card in your G zone face up")
    assert t.face_up_damage() == 0
    t.act(f'put soul "{STEED}" to FR')
    assert t.at("FR") == STEED and t.power("FR") == 8000 + 5000 and t.idle()
    t.undone()


@covers("Skyhall Paladin Verant")
def test_skyhall_paladin_verant_bonus_is_by_hand_in_generation_break_1() -> None:
    name = "Skyhall Paladin Verant"
    me = {"circles": {"VC": _stridden(name), "FL": KNIGHT}}
    t = Trial(table(me, FOE, phase="battle", step="attack"))
    t.act("attack VC -> VC")
    assert t.offered(name)
    notes = t.act(f'use "{name}"')
    assert _by_hand(notes, "your front row Dawnspire Order rear-guards get +3000")
    assert t.power("FL") == 10000 and t.idle()
    t.undone()


@covers("Archwarden of the Gilded Firmament")
def test_archwarden_draws_and_gives_a_rear_guard_5000_when_it_hits() -> None:
    name = "Archwarden of the Gilded Firmament"
    me = {"circles": {"VC": _stridden(name), "FL": KNIGHT}, "soul": [PLAIN]}
    t = Trial(table(me, FOE, phase="battle", step="attack"))
    t.act("attack VC -> VC", "next")
    hand = t.count("hand")
    assert t.offered(name)
    t.act(f'use "{name}"')  # one rear-guard: done at once
    assert t.count("soul") == 0 and t.count("hand") == hand + 1
    assert t.power("FL") == 10000 + 5000 and t.idle()
    t.undone()


@covers("Celestine Oathbinder Maera")
def test_celestine_oathbinder_maera_calls_up_to_two_from_the_soul_when_it_strides() -> None:
    name = "Celestine Oathbinder Maera"
    me = {
        "circles": {"VC": "Highsky Warden Orvel"},
        "hand": [KNIGHT, KNIGHT],
        "soul": [PLAIN, PLAIN, STEED, "Starbright Acolyte", KNIGHT],
        "g_zone": g_zone(name),
    }
    t = Trial(table(me, FOE3, phase="ride", step="stride"))  # fmt: skip
    t.act(f'stride "{name}" discard "{KNIGHT}", "{KNIGHT}"')
    assert t.offered(name)
    t.act(f'use "{name}"')
    t.act(f'soulblast "{PLAIN}", "{PLAIN}"')  # Soul Blast (2): the player picks which
    assert t.count("soul") == 3 and t.count("drop") == 2 + 2  # with the two discarded
    puts = {a.split(" to ")[0] for a in t.listed() if a.startswith("put")}
    assert puts == {f'put soul "{STEED}"', 'put soul "Starbright Acolyte"'}  # not the grade 2
    t.act(f'put soul "{STEED}" to FL', 'put soul "Starbright Acolyte" to FR')
    assert t.at("FL") == STEED and t.at("FR") == "Starbright Acolyte" and t.idle()
    t.undone()


@covers("Dawnwing Pegasus Regent", 0)
def test_dawnwing_pegasus_regent_gets_10000_for_the_battle() -> None:
    name = "Dawnwing Pegasus Regent"
    t = Trial(table({"circles": {"VC": _stridden(name)}}, FOE, phase="battle", step="attack"))
    t.act("attack VC -> VC")
    assert t.offered(name)
    t.act(f'use "{name}"')
    assert t.power("VC") == 15000 + 10000 + 10000
    t.undone()


@covers("Dawnwing Pegasus Regent", 1)
def test_dawnwing_pegasus_regent_back_row_bonus_is_by_hand_in_its_turn() -> None:
    me = {"circles": {"VC": _stridden("Dawnwing Pegasus Regent"), "BL": STEED}}
    t = Trial(table(me, FOE))
    assert works(t, "VC", 1) and t.power("BL") == 8000
    t.act("next")
    assert works(t, "VC", 1)
    t.undone()
    assert not works(Trial(table(me, FOE, active=1)), "VC", 1)  # Ben's turn (a position)


@covers("Knight-Commander of the Bright Bastion")
def test_knight_commander_stands_a_rested_dawnspire_rear_guard_after_its_battle() -> None:
    name = "Knight-Commander of the Bright Bastion"
    circles = {"VC": _stridden(name), "FL": {"name": KNIGHT, "rest": True},
               "FR": {"name": "Scorchscale Drake", "rest": True}}  # fmt: skip
    me = {"circles": circles, "damage": damage(1), "g_zone": g_zone(name, face_up=1)}
    t = Trial(table(me, FOE, phase="battle", step="attack"))
    t.act("attack VC -> VC", "next")
    assert t.offered(name)
    t.act(f'use "{name}"')  # the one Dawnspire Order rear-guard: done at once
    assert t.face_up_damage() == 0 and not t.rested("FL") and t.rested("FR") and t.idle()
    t.undone()

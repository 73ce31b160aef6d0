"""The bundled Tidecaller Armada cards' abilities at the table (assets/abilities/vanguard/
tidecaller-armada.txt against each card's printed text): each triggered by actions, used through
the rules, checked, and undone back to before its trigger."""

from __future__ import annotations

from typing import Any

from tests.bundled_table import Trial, covers, damage, g_zone, table

CORSAIR = "Wavebreaker Corsair"  # grade 2 Tidecaller Armada, 10000, no ability
TOBIAH = "Bosun's Mate Tobiah"  # grade 1 Tidecaller Armada, 8000, no ability
FOE = {"circles": {"VC": "Scorchscale Drake"}}  # grade 2, 10000
FOE3 = {"circles": {"VC": "Grand Regulator Hesperon"}}  # grade 3: Ann may stride


def _stridden(g_unit: str, heart: str = "Abyssal Admiral Thessaly") -> dict[str, Any]:
    return {"name": g_unit, "heart": [heart]}


def _by_hand(notes: list[str], words: str) -> bool:
    return any(f"by hand: {words}" in n for n in notes)


def _attack_game(vanguard: Any, **mine: Any) -> Trial:
    """Ann in her attack step with `vanguard` and two Corsairs in the front row."""
    me = {"circles": {"VC": vanguard, "FL": CORSAIR, "FR": CORSAIR}, **mine}
    return Trial(table(me, FOE, phase="battle", step="attack"))


@covers("Maribel, Captain of the Storm Shoals")
def test_maribel_captain_stands_after_her_third_battle_with_5000() -> None:
    name = "Maribel, Captain of the Storm Shoals"
    t = _attack_game(name, damage=damage(1))
    t.act("attack VC -> VC", "next")
    assert not t.offered(name)  # the first battle
    t.undone()
    t.act("attack FL -> VC", "next", "attack FR -> VC", "next", "attack VC -> VC", "next")
    assert t.offered(name)
    t.act(f'use "{name}"')
    assert t.face_up_damage() == 0 and not t.rested("VC") and t.power("VC") == 11000 + 5000
    t.undone()


@covers("Leviathan Rider Caspar")
def test_leviathan_rider_caspar_gets_5000_from_the_second_battle() -> None:
    name = "Leviathan Rider Caspar"
    t = _attack_game(name)
    t.act("attack VC -> VC")
    assert not t.offered(name)
    t.undone()
    t.act("attack FL -> VC", "next", "attack VC -> VC")
    assert t.offered(name)
    t.act(f'use "{name}"')
    assert t.power("VC") == 10000 + 5000
    t.act("next")
    assert t.power("VC") == 10000  # until end of that battle
    t.undone()


@covers("Abyssal Admiral Thessaly")
def test_abyssal_admiral_thessaly_pays_counter_blast_the_bonus_by_hand() -> None:
    name = "Abyssal Admiral Thessaly"
    t = _attack_game(name, damage=damage(1))
    t.act("attack VC -> VC")
    assert t.offered(name)
    notes = t.act(f'use "{name}"')
    assert _by_hand(notes, "all of your front row Tidecaller Armada rear-guards get +2000")
    assert t.face_up_damage() == 0 and t.power("FL") == 10000 and t.idle()
    t.undone()


@covers("Riptide Duelist Nerra")
def test_riptide_duelist_nerra_gets_3000_from_the_second_battle() -> None:
    name = "Riptide Duelist Nerra"
    me = {"circles": {"VC": CORSAIR, "FL": CORSAIR, "FR": name}}
    t = Trial(table(me, FOE, phase="battle", step="attack"))
    t.act("attack FR -> VC")
    assert not t.offered(name)
    t.undone()
    t.act("attack FL -> VC", "next", "attack FR -> VC")
    assert t.offered(name)
    t.act(f'use "{name}"')
    assert t.power("FR") == 9000 + 3000
    t.undone()


@covers("Harpooner of the Salt Reach")
def test_harpooner_draws_when_it_hits_a_rear_guard() -> None:
    name = "Harpooner of the Salt Reach"
    me = {"circles": {"VC": CORSAIR, "FL": name}, "damage": damage(1)}
    foe = {"circles": {"VC": TOBIAH, "FR": TOBIAH}}
    t = Trial(table(me, foe, phase="battle", step="attack"))
    t.act("attack FL -> VC", "next")
    assert not t.offered(name)  # a vanguard hit
    t.undone()
    t.act("attack FL -> FR", "next")
    assert t.offered(name)
    t.act(f'use "{name}"')
    assert t.face_up_damage() == 0 and t.count("hand") == 1 and t.idle()
    t.undone()


@covers("Tidewall Guardian Odile")
def test_tidewall_guardian_odile_discards_and_the_attacked_unit_cannot_be_hit() -> None:
    name = "Tidewall Guardian Odile"
    foe = {"circles": {"VC": TOBIAH}, "hand": [name, TOBIAH]}
    t = Trial(table({"circles": {"VC": CORSAIR}}, foe, phase="battle", step="attack"))
    t.act("attack VC -> VC", f'guard "{name}"')
    assert t.offered(name)
    t.act(f'use "{name}"')
    assert t.count("hand", 1) == 0 and t.count("drop", 1) == 1
    assert t.power("VC", 1) < t.power("VC")
    t.act("next")
    assert t.count("damage", 1) == 0
    t.undone()


@covers("Kelp-Cloak Scout")
def test_kelp_cloak_scout_gives_4000_from_the_second_battle() -> None:
    name = "Kelp-Cloak Scout"
    me = {"circles": {"VC": CORSAIR, "FL": CORSAIR, "BC": name}}
    t = Trial(table(me, FOE, phase="battle", step="attack"))
    t.act("attack VC -> VC boost BC")
    assert not t.offered(name)
    t.undone()
    t.act("attack FL -> VC", "next", "attack VC -> VC boost BC")
    assert t.offered(name)
    t.act(f'use "{name}"')
    assert t.power("VC") == 10000 + 6000 + 4000
    t.undone()


@covers("Deep Drum Marcher")
def test_deep_drum_marcher_pays_counter_blast_the_move_by_hand() -> None:
    me = {"circles": {"VC": CORSAIR, "FL": "Deep Drum Marcher"}, "damage": damage(1)}
    t = Trial(table(me, FOE))
    assert "use FL 1" in t.listed()
    notes = t.act("use FL 1")
    assert _by_hand(notes, "move this unit to the other circle in its column")
    assert t.face_up_damage() == 0 and t.at("FL") == "Deep Drum Marcher" and t.idle()
    t.undone()


@covers("Spray Lancer Ione")
def test_spray_lancer_ione_gets_2000_under_a_tidecaller_vanguard() -> None:
    name = "Spray Lancer Ione"
    me = {"circles": {"VC": "Scorchscale Drake", "FL": name}}
    t = Trial(table(me, FOE, phase="battle", step="attack"))
    t.act("attack FL -> VC")
    assert not t.offered(name)  # a Cinderwing Dominion vanguard
    t.undone()
    me["circles"] = {"VC": CORSAIR, "FL": name}
    t = Trial(table(me, FOE, phase="battle", step="attack"))
    t.act("attack FL -> VC")
    assert t.offered(name)
    t.act(f'use "{name}"')
    assert t.power("FL") == 8000 + 2000
    t.undone()


@covers("Cabin Cadet Lio")
def test_cabin_cadet_lio_may_be_called_when_ridden_by_tidecaller() -> None:
    name = "Cabin Cadet Lio"
    t = Trial(table({"circles": {"VC": name}, "hand": [TOBIAH]}, FOE, phase="ride"))
    t.act(f'ride "{TOBIAH}"')
    assert t.offered(name)
    t.act(f'use "{name}"', f'put soul "{name}" to FL')
    assert t.at("FL") == name and t.idle()
    t.undone()


@covers("Ripple Scout Minnow")
def test_ripple_scout_minnow_goes_to_the_soul_to_look_the_rest_by_hand() -> None:
    me = {"circles": {"VC": CORSAIR, "BL": "Ripple Scout Minnow"}}
    t = Trial(table(me, FOE))
    notes = t.act("use BL 1")
    assert t.at("BL") is None and t.count("soul") == 1
    assert "looks at the top 1 card of the deck" in notes, notes
    assert _by_hand(notes, "put it on the top or the bottom of your deck")
    t.undone()


@covers("Caspar, Rider of the Breaking Crest")
def test_caspar_rider_gets_10000_from_the_third_battle() -> None:
    name = "Caspar, Rider of the Breaking Crest"
    t = _attack_game(name)
    t.act("attack FL -> VC", "next", "attack VC -> VC")
    assert not t.offered(name)  # the second battle
    t.undone()
    t.act("attack FL -> VC", "next", "attack FR -> VC", "next", "attack VC -> VC")
    assert t.offered(name)
    t.act(f'use "{name}"')
    assert t.power("VC") == 11000 + 10000
    t.undone()


@covers("Undertow Marauder Vesk")
def test_undertow_marauder_vesk_stands_a_rear_guard_after_its_second_battle() -> None:
    name = "Undertow Marauder Vesk"
    t = _attack_game(name, damage=damage(1))
    t.act("attack FL -> VC", "next", "attack VC -> VC", "next")
    assert t.offered(name)
    t.act(f'use "{name}"')
    assert t.face_up_damage() == 0
    stands = [a for a in t.listed() if a.startswith("stand")]
    assert "stand FL" in stands, stands
    t.act("stand FL")
    assert not t.rested("FL") and t.idle()
    t.undone()


@covers("Maribel, Admiral of the Endless Squall")
def test_maribel_admiral_stands_with_drive_minus_2_after_the_fourth_battle() -> None:
    name = "Maribel, Admiral of the Endless Squall"
    vanguard = _stridden(name, "Maribel, Captain of the Storm Shoals")
    me = {"circles": {"VC": vanguard}, "damage": damage(2),
          "g_zone": g_zone("Trenchlord of the Sunken Armada", face_up=1)}  # fmt: skip
    t = Trial(table(me, FOE, phase="battle", step="attack", battles=2))
    t.act("attack VC -> VC", "next")
    assert not t.offered(name)  # the third battle
    t.undone()
    t = Trial(table(me, FOE, phase="battle", step="attack", battles=3))
    t.act("attack VC -> VC", "next")
    assert t.offered(name)
    notes = t.act(f'use "{name}"')
    assert _by_hand(notes, "its cost also turns one face-down card in your G zone face up")
    assert t.face_up_damage() == 0 and not t.rested("VC") and t.idle()
    deck = t.count("deck")
    t.act("attack VC -> VC", "next")  # a fifth battle: triple drive -2 is one drive check
    assert t.count("deck") == deck - 1
    t.undone()


@covers("Grand Leviathan Stormcrown")
def test_grand_leviathan_stormcrown_gets_10000_from_the_second_battle() -> None:
    name = "Grand Leviathan Stormcrown"
    t = _attack_game(_stridden(name))
    t.act("attack VC -> VC")
    assert not t.offered(name)
    t.undone()
    t.act("attack FL -> VC", "next", "attack VC -> VC")
    assert t.offered(name)
    t.act(f'use "{name}"')
    assert t.power("VC") == 15000 + 10000 + 10000
    t.undone()


@covers("Thessaly, Empress of the Drowned Fathoms")
def test_thessaly_empress_pays_counter_blast_the_bonus_by_hand() -> None:
    name = "Thessaly, Empress of the Drowned Fathoms"
    t = _attack_game(_stridden(name), damage=damage(1))
    t.act("attack VC -> VC")
    assert t.offered(name)
    notes = t.act(f'use "{name}"')
    assert _by_hand(notes, "your front row Tidecaller Armada rear-guards get +3000")
    assert t.face_up_damage() == 0 and t.power("FL") == 10000 and t.idle()
    t.undone()


@covers("Maelstrom Commodore Idris")
def test_maelstrom_commodore_idris_moves_by_hand_when_it_strides() -> None:
    name = "Maelstrom Commodore Idris"
    me = {"circles": {"VC": "Abyssal Admiral Thessaly", "FL": CORSAIR},
          "hand": [CORSAIR, CORSAIR], "g_zone": g_zone(name)}  # fmt: skip
    t = Trial(table(me, FOE3, phase="ride", step="stride"))
    t.act(f'stride "{name}" discard "{CORSAIR}", "{CORSAIR}"')
    assert t.offered(name)
    notes = t.act(f'use "{name}"')
    assert _by_hand(notes, "you may move any number of your rear-guards")
    assert t.at("FL") == CORSAIR and t.idle()
    t.undone()


@covers("Tempest Corsair King Balthus")
def test_tempest_corsair_king_balthus_draws_two_on_a_third_battle_hit() -> None:
    name = "Tempest Corsair King Balthus"
    me = {"g_zone": g_zone("Trenchlord of the Sunken Armada", face_up=1)}
    t = _attack_game(_stridden(name), **me)
    t.act("attack FL -> VC", "next", "attack VC -> VC", "next")
    assert not t.offered(name)  # the second battle
    t.undone()
    t.act("attack FL -> VC", "next", "attack FR -> VC", "next", "attack VC -> VC", "next")
    hand = t.count("hand")
    assert t.offered(name)
    t.act(f'use "{name}"')
    assert t.count("hand") == hand + 2 and t.idle()
    t.undone()


@covers("Trenchlord of the Sunken Armada")
def test_trenchlord_gets_3000_with_three_front_row_rear_guards() -> None:
    # three front row rear-guards need an Accel circle: the premium format
    me = {"circles": {"VC": _stridden("Trenchlord of the Sunken Armada"), "FL": CORSAIR,
          "FR": CORSAIR}, "hand": [TOBIAH], "gifts": {"type": "accel", "accel": 1}}  # fmt: skip
    t = Trial(table(me, FOE, format="premium"))
    assert t.power("VC") == 15000 + 10000
    t.act(f'call "{TOBIAH}" AL1')
    assert t.power("VC") == 15000 + 10000 + 3000
    t.act("retire AL1")
    assert t.power("VC") == 15000 + 10000
    t.undone()
    me["circles"]["AL1"] = TOBIAH
    assert Trial(table(me, FOE, format="premium")).power("VC") == 15000 + 10000 + 3000
    assert Trial(table(me, FOE, format="premium", active=1)).power("VC") == 15000 + 10000


@covers("Whirlpool Oracle Nereth", 0)
def test_whirlpool_oracle_nereth_looks_at_three_when_it_strides_the_rest_by_hand() -> None:
    name = "Whirlpool Oracle Nereth"
    me = {"circles": {"VC": "Abyssal Admiral Thessaly"}, "hand": [CORSAIR, CORSAIR],
          "g_zone": g_zone(name)}  # fmt: skip
    t = Trial(table(me, FOE3, phase="ride", step="stride"))
    t.act(f'stride "{name}" discard "{CORSAIR}", "{CORSAIR}"')
    assert t.offered(name)
    notes = t.act(f'use "{name}"')
    assert "looks at the top 3 cards of the deck" in notes, notes
    assert _by_hand(notes, "put one of them into your hand")
    t.undone()


@covers("Whirlpool Oracle Nereth", 1)
def test_whirlpool_oracle_nereth_gets_10000_for_the_battle() -> None:
    name = "Whirlpool Oracle Nereth"
    t = _attack_game(_stridden(name))
    t.act("attack VC -> VC")
    assert t.offered(name)
    t.act(f'use "{name}"')
    assert t.power("VC") == 15000 + 10000 + 10000
    t.undone()


@covers("Galeforce Flagship Captain Rook")
def test_galeforce_rook_stands_a_rested_front_rear_guard_with_3000() -> None:
    name = "Galeforce Flagship Captain Rook"
    me = {"circles": {"VC": _stridden(name), "FL": CORSAIR, "BL": {"name": TOBIAH, "rest": True}},
          "damage": damage(1)}  # fmt: skip
    t = Trial(table(me, FOE, phase="battle", step="attack"))
    t.act("attack FL -> VC", "next", "attack VC -> VC", "next")
    assert t.offered(name)
    t.act(f'use "{name}"')  # the one rested front row rear-guard: done at once
    assert t.face_up_damage() == 0 and not t.rested("FL") and t.rested("BL")
    assert t.power("FL") == 10000 + 3000 and t.idle()
    t.undone()

"""The bundled Cinderwing Dominion cards' abilities at the table (assets/abilities/vanguard/
cinderwing-dominion.txt against each card's printed text): each triggered by actions, used
through the rules, checked, and undone back to before its trigger."""

from __future__ import annotations

from typing import Any

from tests.bundled_table import PLAIN, Trial, covers, damage, g_zone, table, works

WHELP = "Emberwing Whelp"  # grade 1 Cinderwing Dominion, 8000, no ability
DRAKE = "Scorchscale Drake"  # grade 2 Cinderwing Dominion, 10000, no ability
FOE = {"circles": {"VC": DRAKE}}
FOE3 = {"circles": {"VC": "Grand Regulator Hesperon"}}  # grade 3: Ann may stride


def _stridden(g_unit: str, heart: str = "Caldera Sovereign Dragon") -> dict[str, Any]:
    return {"name": g_unit, "heart": [heart]}


def _by_hand(notes: list[str], words: str) -> bool:
    return any(f"by hand: {words}" in n for n in notes)


@covers("Pyrevast, the Ember Tyrant")
def test_pyrevast_ember_tyrant_retires_a_rear_guard_when_it_hits_a_vanguard() -> None:
    name = "Pyrevast, the Ember Tyrant"
    me = {"circles": {"VC": name}, "damage": damage(2)}
    foe = {"circles": {"VC": DRAKE, "FL": WHELP, "FR": DRAKE}}
    t = Trial(table(me, foe, phase="battle", step="attack"))
    t.act("attack VC -> FL", "next")  # it hits a rear-guard: not the trigger
    assert t.count("drop", 1) == 1 and not t.offered(name)
    t.undone()
    t.act("attack VC -> VC", "next")
    assert t.offered(name)
    t.act(f'use "{name}"')
    assert t.face_up_damage() == 0  # Counter Blast (2)
    assert [a for a in t.listed() if a.startswith("retire")] == ["retire -> FL", "retire -> FR"]
    t.act("retire -> FR")
    assert t.at("FR", 1) is None and t.at("FL", 1) == WHELP and t.idle()
    t.undone()


@covers("Cinderclaw Warlord Vahrek")
def test_cinderclaw_warlord_vahrek_retires_a_grade_1_or_lower_rear_guard() -> None:
    name = "Cinderclaw Warlord Vahrek"
    foe = {"circles": {"VC": DRAKE, "FL": WHELP, "FR": DRAKE}}
    t = Trial(table({"circles": {"VC": name}, "soul": [PLAIN]}, foe, phase="battle", step="attack"))
    t.act("attack VC -> VC")
    assert t.offered(name)
    t.act(f'use "{name}"')  # Soul Blast (1), and one grade 1 rear-guard: done at once
    assert t.count("soul") == 0
    assert t.at("FL", 1) is None and t.at("FR", 1) == DRAKE and t.idle()
    t.undone()


@covers("Caldera Sovereign Dragon")
def test_caldera_sovereign_dragon_gets_3000_when_the_opponent_has_two_rear_guards() -> None:
    foe = {"circles": {"VC": DRAKE, "FL": WHELP, "FR": DRAKE, "BC": WHELP}}
    t = Trial(table({"circles": {"VC": "Caldera Sovereign Dragon"}}, foe))
    assert t.power("VC") == 10000  # three rear-guards
    t.act("retire -> BC")
    assert t.power("VC") == 10000 + 3000
    t.act("next", "next", "next")  # Ben's turn
    assert t.power("VC") == 10000
    t.undone()


@covers("Kindling Lancer Ossa")
def test_kindling_lancer_ossa_gets_5000_attacking_a_vanguard_with_no_front_row() -> None:
    name = "Kindling Lancer Ossa"
    me = {"circles": {"VC": DRAKE, "FL": name}}
    foe = {"circles": {"VC": DRAKE, "FL": WHELP, "BR": WHELP}}
    t = Trial(table(me, foe, phase="battle", step="attack"))
    t.act("attack FL -> VC")
    assert not t.offered(name)  # a front row rear-guard
    t.undone()
    foe["circles"] = {"VC": DRAKE, "BR": WHELP}
    t = Trial(table(me, foe, phase="battle", step="attack"))
    t.act("attack FL -> VC")
    assert t.offered(name)
    t.act(f'use "{name}"')
    assert t.power("FL") == 9000 + 5000
    t.act("next")  # the battle ends: until end of that battle
    assert t.power("FL") == 9000
    t.undone()


@covers("Smolderhide Wyvern")
def test_smolderhide_wyvern_retires_a_rear_guard_when_it_hits() -> None:
    name = "Smolderhide Wyvern"
    me = {"circles": {"VC": DRAKE, "FL": name}, "damage": damage(1)}
    foe = {"circles": {"VC": WHELP, "BR": WHELP}}
    t = Trial(table(me, foe, phase="battle", step="attack"))
    t.act("attack FL -> VC", "next")
    assert t.offered(name)
    t.act(f'use "{name}"')  # Counter Blast (1), then the one rear-guard: done at once
    assert t.face_up_damage() == 0 and t.at("BR", 1) is None and t.idle()
    t.undone()


@covers("Ashfall Ravager")
def test_ashfall_ravager_works_in_its_turn_and_its_bonus_is_by_hand() -> None:
    t = Trial(table({"circles": {"VC": DRAKE, "FL": "Ashfall Ravager"}}, FOE))
    assert works(t, "FL", 0) and t.power("FL") == 10000  # the +2000's condition: by hand
    t.act("next", "next", "next")
    assert not works(t, "FL", 0)  # Ben's turn
    t.undone()


@covers("Obsidian Bulwark Dragon")
def test_obsidian_bulwark_dragon_discards_and_the_attacked_unit_cannot_be_hit() -> None:
    name = "Obsidian Bulwark Dragon"
    foe = {"circles": {"VC": WHELP}, "hand": [name, WHELP]}
    t = Trial(table({"circles": {"VC": DRAKE}}, foe, phase="battle", step="attack"))
    t.act("attack VC -> VC", f'guard "{name}"')
    assert t.offered(name)
    t.act(f'use "{name}"')
    assert t.count("hand", 1) == 0 and t.count("drop", 1) == 1
    assert t.power("VC", 1) < t.power("VC")  # the attack would hit
    t.act("next")
    assert t.count("damage", 1) == 0
    t.undone()


@covers("Cinder Herald Juno")
def test_cinder_herald_juno_gives_the_boosted_unit_5000() -> None:
    name = "Cinder Herald Juno"
    me = {"circles": {"VC": DRAKE, "BC": name}, "soul": [PLAIN]}
    t = Trial(table(me, FOE, phase="battle", step="attack"))
    t.act("attack VC -> VC boost BC")
    assert t.offered(name)
    t.act(f'use "{name}"')
    assert t.count("soul") == 0 and t.power("VC") == 10000 + 6000 + 5000
    t.act("next")
    assert t.power("VC") == 10000  # until end of that battle
    t.undone()


@covers("Flare Sprite Pellin")
def test_flare_sprite_pellin_soul_charges_when_placed_on_a_circle() -> None:
    name = "Flare Sprite Pellin"
    me = {"circles": {"VC": "Sparkfang Imp"}, "hand": [name, name]}
    t = Trial(table(me, FOE, phase="ride"))
    t.act(f'ride "{name}"')  # placed on the vanguard circle
    assert t.offered(name)
    t.act(f'use "{name}"')
    assert t.count("soul") == 2 and t.count("deck") == 19  # the Imp ridden upon, the top card
    t.act("next", "next", f'call "{name}" FL')  # stride step, main: placed on a rear-guard circle
    assert t.offered(name)
    t.act(f'use "{name}"')
    assert t.count("soul") == 3 and t.count("deck") == 18 and t.idle()
    t.undone()


@covers("Furnace-Born Scout")
def test_furnace_born_scout_goes_to_the_soul_for_3000_to_the_vanguard() -> None:
    me = {"circles": {"VC": DRAKE, "BL": "Furnace-Born Scout"}}
    t = Trial(table(me, FOE))
    t.act("use BL 1")
    assert t.at("BL") is None and t.count("soul") == 1
    assert t.power("VC") == 10000 + 3000
    t.undone()


@covers("Hatchling of the Red Caldera")
def test_hatchling_may_be_called_when_ridden_by_cinderwing() -> None:
    name = "Hatchling of the Red Caldera"
    t = Trial(table({"circles": {"VC": name}, "hand": [WHELP]}, FOE, phase="ride"))
    t.act(f'ride "{WHELP}"')
    assert t.offered(name)
    t.act(f'use "{name}"')
    t.act(f'put soul "{name}" to BR')
    assert t.at("BR") == name and t.count("soul") == 0
    t.undone()


@covers("Forgeflame Dragon Kaldrith")
def test_forgeflame_dragon_kaldrith_retires_a_front_row_rear_guard() -> None:
    name = "Forgeflame Dragon Kaldrith"
    foe = {"circles": {"VC": DRAKE, "FR": WHELP, "BL": WHELP}}
    me = {"circles": {"VC": name}, "damage": damage(1)}
    t = Trial(table(me, foe, phase="battle", step="attack"))
    t.act("attack VC -> VC")
    assert t.offered(name)
    t.act(f'use "{name}"')  # the one front row rear-guard: done at once
    assert t.face_up_damage() == 0
    assert t.at("FR", 1) is None and t.at("BL", 1) == WHELP and t.idle()
    t.undone()


@covers("Ossa, Spearhead of the Blazing Legion")
def test_ossa_spearhead_works_with_one_opposing_rear_guard_its_bonus_by_hand() -> None:
    name = "Ossa, Spearhead of the Blazing Legion"
    foe = {"circles": {"VC": DRAKE, "FL": WHELP, "FR": WHELP}}
    t = Trial(table({"circles": {"VC": name, "FL": DRAKE}}, foe))
    assert not works(t, "VC", 0)  # two rear-guards
    t.act("retire -> FR")
    assert works(t, "VC", 0) and t.power("FL") == 10000  # +3000: by hand
    t.undone()


@covers("Pyrevast, Cataclysm Incarnate")
def test_pyrevast_cataclysm_retires_up_to_two_rear_guards_in_generation_break_2() -> None:
    name = "Pyrevast, Cataclysm Incarnate"
    me = {"circles": {"VC": _stridden(name, "Pyrevast, the Ember Tyrant")}, "damage": damage(2),
          "g_zone": g_zone("Magma Throne Dragon", face_up=1)}  # fmt: skip
    foe = {"circles": {"VC": DRAKE, "FL": WHELP, "FR": DRAKE, "BL": WHELP}}
    t = Trial(table(me, foe, phase="battle", step="attack"))
    t.act("attack VC -> FL")
    assert not t.offered(name)  # a rear-guard attacked
    t.undone()
    t.act("attack VC -> VC")
    assert t.offered(name)
    notes = t.act(f'use "{name}"')
    assert _by_hand(notes, "use it only if its Heart is a Pyrevast unit")
    assert t.face_up_damage() == 0
    t.act("retire -> FR", "retire -> BL")
    assert t.at("FR", 1) is None and t.at("BL", 1) is None and t.at("FL", 1) == WHELP
    assert t.idle()
    t.undone()


@covers("Vahrek, Warlord of the Burning Horizon")
def test_vahrek_warlord_retires_a_grade_2_or_lower_rear_guard() -> None:
    name = "Vahrek, Warlord of the Burning Horizon"
    me = {"circles": {"VC": _stridden(name, "Cinderclaw Warlord Vahrek")}, "soul": [PLAIN]}
    foe = {"circles": {"VC": DRAKE, "FL": "Caldera Sovereign Dragon", "FR": DRAKE}}
    t = Trial(table(me, foe, phase="battle", step="attack"))
    t.act("attack VC -> VC")
    assert t.offered(name)
    notes = t.act(f'use "{name}"')
    assert _by_hand(notes, "if you retired a unit, this unit gets +5000")
    assert t.count("soul") == 0
    # the Heart's ability is not the G unit's: one ability waits, and the grade 3 is spared
    assert t.at("FR", 1) is None and t.at("FL", 1) == "Caldera Sovereign Dragon"
    assert t.idle()  # the Heart's own attack ability did not wait too
    t.undone()


@covers("Magma Throne Dragon")
def test_magma_throne_dragon_works_in_its_turn_its_bonus_by_hand() -> None:
    me = {"circles": {"VC": _stridden("Magma Throne Dragon")}}
    t = Trial(table(me, FOE))
    assert works(t, "VC", 0) and t.power("VC") == 15000 + 10000  # +10000: by hand
    t.act("next")  # the battle phase: it still works
    assert works(t, "VC", 0)
    t.undone()
    # a G unit leaves the vanguard circle in its own end phase: Ben's turn only from a position
    assert not works(Trial(table(me, FOE, active=1)), "VC", 0)


@covers("Supernova Wyrm of the Red Caldera")
def test_supernova_wyrm_pays_counter_blast_the_retire_by_hand() -> None:
    name = "Supernova Wyrm of the Red Caldera"
    me = {"circles": {"VC": _stridden(name)}, "damage": damage(1)}
    t = Trial(table(me, {"circles": {"VC": DRAKE, "FL": WHELP}}, phase="battle", step="attack"))
    t.act("attack VC -> VC", "next")
    assert t.offered(name)
    notes = t.act(f'use "{name}"')
    assert _by_hand(notes, "your opponent chooses one of their rear-guards and retires it")
    assert t.face_up_damage() == 0 and t.at("FL", 1) == WHELP and t.idle()
    t.undone()


@covers("Ashen Apocalypse Drake")
def test_ashen_apocalypse_drake_gets_3000_for_the_battle() -> None:
    name = "Ashen Apocalypse Drake"
    t = Trial(table({"circles": {"VC": _stridden(name)}}, FOE, phase="battle", step="attack"))
    t.act("attack VC -> VC")
    assert t.offered(name)
    t.act(f'use "{name}"')
    assert t.power("VC") == 15000 + 10000 + 3000
    t.act("next")
    assert t.power("VC") == 15000 + 10000
    t.undone()


@covers("Blazeheart Conqueror Ossarion", 0)
def test_blazeheart_ossarion_soul_charges_two_when_it_strides() -> None:
    name = "Blazeheart Conqueror Ossarion"
    me = {"circles": {"VC": "Caldera Sovereign Dragon"}, "hand": [DRAKE, DRAKE],
          "g_zone": g_zone(name)}  # fmt: skip
    t = Trial(table(me, FOE3, phase="ride", step="stride"))
    t.act(f'stride "{name}" discard "{DRAKE}", "{DRAKE}"')
    assert t.offered(name)
    t.act(f'use "{name}"')
    assert t.count("soul") == 2 and t.count("deck") == 18 and t.idle()
    t.undone()


@covers("Blazeheart Conqueror Ossarion", 1)
def test_blazeheart_ossarion_soul_blasts_two_its_bonus_by_hand() -> None:
    name = "Blazeheart Conqueror Ossarion"
    me = {"circles": {"VC": _stridden(name), "FL": DRAKE}, "soul": [PLAIN, PLAIN],
          "g_zone": g_zone("Magma Throne Dragon", face_up=1)}  # fmt: skip
    t = Trial(table(me, FOE, phase="battle", step="attack"))
    t.act("attack VC -> VC")
    assert t.offered(name)
    notes = t.act(f'use "{name}"')
    assert _by_hand(notes, "all of your Cinderwing Dominion rear-guards get +3000")
    assert t.count("soul") == 0 and t.power("FL") == 10000 and t.idle()
    t.undone()


@covers("Pyroclasm Salamander King", 0)
def test_pyroclasm_salamander_king_gets_10000_for_the_battle() -> None:
    name = "Pyroclasm Salamander King"
    t = Trial(table({"circles": {"VC": _stridden(name)}}, FOE, phase="battle", step="attack"))
    t.act("attack VC -> VC")
    assert t.offered(name)
    t.act(f'use "{name}"')
    assert t.power("VC") == 15000 + 10000 + 10000
    t.undone()


@covers("Pyroclasm Salamander King", 1)
def test_pyroclasm_salamander_king_hit_retires_by_hand() -> None:
    name = "Pyroclasm Salamander King"
    foe = {"circles": {"VC": DRAKE, "FL": "Sparkfang Imp"}}
    t = Trial(table({"circles": {"VC": _stridden(name)}}, foe, phase="battle", step="attack"))
    t.act("attack VC -> VC", f'skip "{name}"', "next")
    assert t.offered(name)
    notes = t.act(f'use "{name}"')
    assert _by_hand(notes, "retire all of your opponent's grade 0 rear-guards")
    assert t.at("FL", 1) == "Sparkfang Imp" and t.idle()
    t.undone()


@covers("Emberstorm Sovereign Dragon")
def test_emberstorm_sovereign_dragon_works_in_generation_break_1_its_bonus_by_hand() -> None:
    me = {"circles": {"VC": _stridden("Emberstorm Sovereign Dragon"), "FL": DRAKE}}
    t = Trial(table(me, FOE))
    assert works(t, "VC", 0) and t.power("FL") == 10000  # the G unit itself: Generation Break 1
    t.act("next")
    assert works(t, "VC", 0)
    t.undone()
    assert not works(Trial(table(me, FOE, active=1)), "VC", 0)  # Ben's turn (a position)

"""The bundled D era demo clans' abilities at the table (assets/abilities/vanguard/
stormforge-dominion.txt and gloamveil-sanctum.txt against each card's printed text), in the d
format: each triggered by actions, used through the rules, checked, and undone back to before
its trigger."""

from __future__ import annotations

from tests.bundled_table import PLAIN, Trial, covers, damage, table

SQUIRE = "Kindling Squire Belo"  # grade 1 Stormforge Dominion, 8000, no ability
LANCER = "Galecrest Lancer"  # grade 2 Stormforge Dominion, 10000, no ability
FOE = {"circles": {"VC": LANCER}}


def _attack(name: str, cost: dict[str, object]) -> None:
    """A grade 3 vanguard pays its cost when it attacks and gets +5000 until end of turn."""
    t = Trial(table({"circles": {"VC": name}, **cost}, FOE, phase="battle", step="attack",
                    format="d"))  # fmt: skip
    t.act("attack VC -> VC")
    assert t.offered(name)
    t.act(f'use "{name}"')
    assert t.face_up_damage() == 0 and t.count("soul") == 0
    assert t.power("VC") == 13000 + 5000
    t.act("next")  # the battle ends: until end of turn, it stays
    assert t.power("VC") == 13000 + 5000
    t.undone()


@covers("Valkarion, Stormflare Sovereign")
def test_valkarion_counter_blasts_for_5000_when_it_attacks() -> None:
    _attack("Valkarion, Stormflare Sovereign", {"damage": damage(1)})


@covers("Nyxara, Gloamveil Oracle Queen")
def test_nyxara_soul_blasts_for_5000_when_it_attacks() -> None:
    _attack("Nyxara, Gloamveil Oracle Queen", {"soul": [PLAIN]})


def _four_rear_guards(name: str) -> None:
    three = {"FL": LANCER, "FR": LANCER, "BL": SQUIRE}
    t = Trial(table({"circles": {"VC": name, **three}, "hand": [SQUIRE]}, FOE, format="d"))
    assert t.power("VC") == 13000
    t.act(f'call "{SQUIRE}" BR')
    assert t.power("VC") == 13000 + 5000
    t.act("next", "next", "next")  # the other player's turn
    assert t.power("VC") == 13000
    t.undone()


@covers("Thunderhoof Marshal Garran")
def test_garran_gets_5000_with_four_rear_guards_in_its_turn() -> None:
    _four_rear_guards("Thunderhoof Marshal Garran")


@covers("Duskmantle Archon Sevrin")
def test_sevrin_gets_5000_with_four_rear_guards_in_its_turn() -> None:
    _four_rear_guards("Duskmantle Archon Sevrin")


@covers("Ashwing Drake Korva")
def test_korva_gets_5000_attacking_a_vanguard_with_no_front_row() -> None:
    name = "Ashwing Drake Korva"
    me = {"circles": {"VC": LANCER, "FL": name}}
    foe = {"circles": {"VC": LANCER, "FL": SQUIRE, "BR": SQUIRE}}
    t = Trial(table(me, foe, phase="battle", step="attack", format="d"))
    t.act("attack FL -> VC")
    assert not t.offered(name)  # a front row rear-guard
    t.undone()
    foe["circles"] = {"VC": LANCER, "BR": SQUIRE}
    t = Trial(table(me, foe, phase="battle", step="attack", format="d"))
    t.act("attack FL -> VC")
    assert t.offered(name)
    t.act(f'use "{name}"')
    assert t.power("FL") == 10000 + 5000
    t.act("next")  # the battle ends: until end of that battle
    assert t.power("FL") == 10000
    t.undone()


def _retires_when_it_hits(name: str) -> None:
    me = {"circles": {"VC": LANCER, "FL": name}, "damage": damage(1)}
    foe = {"circles": {"VC": SQUIRE, "BR": SQUIRE}}
    t = Trial(table(me, foe, phase="battle", step="attack", format="d"))
    t.act("attack FL -> VC", "next")
    assert t.offered(name)
    t.act(f'use "{name}"')  # Counter Blast (1), then the one rear-guard: done at once
    assert t.face_up_damage() == 0 and t.at("BR", 1) is None and t.idle()
    t.undone()


@covers("Stormcall Herald Iven")
def test_stormcall_herald_iven_retires_a_rear_guard_when_it_hits() -> None:
    _retires_when_it_hits("Stormcall Herald Iven")


@covers("Lanternwing Adept Oriel")
def test_lanternwing_adept_oriel_retires_a_rear_guard_when_it_hits() -> None:
    _retires_when_it_hits("Lanternwing Adept Oriel")


def _soul_charges(name: str, vanguard: str) -> None:
    t = Trial(table({"circles": {"VC": vanguard}, "hand": [name, name]}, FOE, phase="ride",
                    format="d"))  # fmt: skip
    t.act(f'ride "{name}"')  # placed on the vanguard circle
    assert t.offered(name)
    t.act(f'use "{name}"')
    assert t.count("soul") == 2 and t.count("deck") == 19  # the one ridden upon, the top card
    t.act("next", f'call "{name}" FL')  # the main phase: placed on a rear-guard circle
    assert t.offered(name)
    t.act(f'use "{name}"')
    assert t.count("soul") == 3 and t.count("deck") == 18 and t.idle()
    t.undone()


@covers("Sparkfeather Scout")
def test_sparkfeather_scout_soul_charges_when_placed_on_a_circle() -> None:
    _soul_charges("Sparkfeather Scout", "Voltspark Imp")


@covers("Shadeward Novice Pell")
def test_shadeward_novice_pell_soul_charges_when_placed_on_a_circle() -> None:
    _soul_charges("Shadeward Novice Pell", "Starshard Sprite")


def _perfect_guard(name: str) -> None:
    foe = {"circles": {"VC": SQUIRE}, "hand": [name, SQUIRE]}
    t = Trial(table({"circles": {"VC": LANCER}}, foe, phase="battle", step="attack", format="d"))
    t.act("attack VC -> VC", f'guard "{name}"')
    assert t.offered(name)
    t.act(f'use "{name}"')
    assert t.count("hand", 1) == 0 and t.count("drop", 1) == 1
    assert t.power("VC", 1) < t.power("VC")  # the attack would hit
    t.act("next")
    assert t.count("damage", 1) == 0
    t.undone()


@covers("Bulwark Salamander of the Storm")
def test_bulwark_salamander_discards_and_the_attacked_unit_cannot_be_hit() -> None:
    _perfect_guard("Bulwark Salamander of the Storm")


@covers("Mirrorshell Warden")
def test_mirrorshell_warden_discards_and_the_attacked_unit_cannot_be_hit() -> None:
    _perfect_guard("Mirrorshell Warden")


def _called_when_ridden(name: str, rider: str) -> None:
    t = Trial(table({"circles": {"VC": name}, "hand": [rider]}, FOE, phase="ride", format="d"))
    t.act(f'ride "{rider}"')
    assert t.offered(name)
    t.act(f'use "{name}"')
    t.act(f'put soul "{name}" to BR')
    assert t.at("BR") == name and t.count("soul") == 0
    t.undone()


@covers("Embrel, Spark of the Forge")
def test_embrel_may_be_called_when_ridden_by_stormforge() -> None:
    _called_when_ridden("Embrel, Spark of the Forge", "Cinder Whelp Rusk")


@covers("Wisp of the Gloamveil")
def test_wisp_may_be_called_when_ridden_by_gloamveil() -> None:
    _called_when_ridden("Wisp of the Gloamveil", "Glimmerdew Acolyte")

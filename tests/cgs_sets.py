"""Made-up card sets shaped like Card Game Simulator's Vanguard files (the same keys, the same
ways of writing a trigger, a sentinel, a G guardian, an editing note), for the tests of real
card data: a classic set FX01 and a V era set V-FX01 that reprints some of its cards with other
stats. No name or text here is a real card's."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

CLAN = "Lumen Order"
HEAL_REMINDER = '(You may only have up to four cards with "[Heal] HEAL" in a deck.)'
CRITICAL_ICON = "[Critical] CRITICAL"


def record(
    name: str,
    number: str,
    kind: str | None = "Normal Unit",
    grade: int | None = 1,
    power: int | None = 7000,
    shield: int | None = 5000,
    effect: str = "-",
) -> dict[str, Any]:
    """One record as CGS writes it."""
    code = number.split("/")[0]
    return {
        "name": name,
        "number": number,
        "url": f"https://example.invalid/cardlist/?cardno={number}",
        "image_url": f"https://example.invalid/images/{number.replace('/', '_')}.png",
        "image_file_type": "png",
        "effect": effect,
        "productName": f"[{code}] Made-up Set",
        "type": kind,
        "clan": CLAN,
        "grade": grade,
        "power": power,
        "shield": shield,
    }


def trigger_unit(name: str, number: str, shield: int, effect: str = "-") -> dict[str, Any]:
    return record(name, number, "Trigger Unit", 0, 5000, shield, effect)


# (name, grade, classic power, V era power or None when not reprinted), 4 copies each in a deck
UNITS = [
    ("Dawnlit Squire", 0, 5000, 6000),  # the first vanguard
    ("Lumen Page", 1, 7000, None),
    ("Lumen Archer", 1, 6000, None),
    ("Lumen Monk", 1, 8000, None),
    ("Lumen Scout", 1, 7000, None),
    ("Lumen Blade", 2, 9000, None),
    ("Lumen Lancer", 2, 10000, None),
    ("Lumen Rider", 2, 9000, None),
    ("Aurora Warden", 3, 11000, 13000),
    ("Aurora Sage", 3, 10000, None),
]
# trigger units: a critical by its icon, a heal by its reminder, a draw by its shield alone
# (Govannon-like), and a Flogal-like one that nothing decides (10000 shield, no text)
GLOW_CRITTER = "Glow Critter"
TALLOW_MENDER = "Tallow Mender"
QUILL_COURIER = "Quill Courier"
SPOKE_HOPPER = "Spoke Hopper"


def _shield(grade: int) -> int:
    return 0 if grade == 3 else 5000


def classic_set() -> list[dict[str, Any]]:
    """FX01: the units, four triggers, a sentinel, a G unit and a G guardian, a crest, an
    editing note in a text, a card typed "Others", a G unit with no type, a row one column
    off, and a token."""
    out = [
        record(name, f"FX01/{i:03}EN", grade=grade, power=power, shield=_shield(grade))
        for i, (name, grade, power, _) in enumerate(UNITS, start=1)
    ]
    out += [
        trigger_unit(GLOW_CRITTER, "FX01/011EN", 10000, f"{CRITICAL_ICON}"),
        trigger_unit(TALLOW_MENDER, "FX01/012EN", 10000, HEAL_REMINDER),
        trigger_unit(QUILL_COURIER, "FX01/013EN", 5000),
        trigger_unit(SPOKE_HOPPER, "FX01/014EN", 10000),
        record("Bulwark of Dusk", "FX01/015EN", grade=1, power=6000, shield=0,
               effect="[CONT]:Sentinel (You may only have up to four of these in a deck.)"),
        record("Radiant Sovereign", "FX01/016EN", "G Unit", 4, 15000, None,
               "[Stride] (a made-up line) Discard grade 3 worth of cards to put this on VC."),
        record("Wall of Dawn", "FX01/017EN", "G Unit", 4, 15000, 15000,
               "[G Guardian] (a made-up line) It guards from the G zone.\n[AUTO]: It gets +5000."),
        record("Lumen Crest", "FX01/018EN", "Others", None, None, None,
               "[CONT]:Your units get +1000."),
        record("Ledger Keeper", "FX01/019EN", grade=2, power=9000,
               effect="Updated: Text\n[AUTO]:When this unit attacks, [COST][Counter-Blast 1],"
               " draw a card.\nThis card was distributed at a made-up event."),
        record("Dusk Banner", "FX01/020EN", "Others", None, None, None, "A made-up banner."),
        record("Radiant Herald", "FX01/021EN", None, 4, 15000, None,  # a record with no type
               "[Stride] (a made-up line) Discard grade 3 worth of cards to put this on VC."),
        # a row one column off, as seen in CGS data: grade 2, power 9000, no shield
        record("Shifted Footman", "FX01/022EN", grade=None, power=2, shield=9000),
        record("Lumen Token", "FX01/023EN", "Token", None, None, None, "A made-up token."),
    ]  # fmt: skip
    return out


def v_set() -> list[dict[str, Any]]:
    """V-FX01: the reprinted units with their V era power, and V era triggers."""
    out = [
        record(
            name, f"V-FX01/{i:03}EN", grade=grade, power=v_power, shield=0 if grade == 3 else 5000
        )
        for i, (name, grade, _, v_power) in enumerate(UNITS, start=1)
        if v_power is not None
    ]
    out += [
        trigger_unit(GLOW_CRITTER, "V-FX01/011EN", 15000, CRITICAL_ICON),
        trigger_unit(TALLOW_MENDER, "V-FX01/012EN", 20000),  # a V era heal: its shield says
        trigger_unit(QUILL_COURIER, "V-FX01/013EN", 5000),
    ]
    return out


def write_sets(folder: Path) -> list[Path]:
    """Write FX01.json and V-FX01.json into `folder`; their paths."""
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for name, records in (("FX01.json", classic_set()), ("V-FX01.json", v_set())):
        path = folder / name
        path.write_text(json.dumps(records, indent=2), encoding="utf-8")
        paths.append(path)
    return paths


def deck_lines(numbers: dict[str, str] | None = None) -> str:
    """A legal deck list by names (50 cards, 16 triggers), a line written with a set number
    where `numbers` gives one for its name."""
    numbers = numbers or {}
    lines = ["First Vanguard:", f"1x {_line('Dawnlit Squire', numbers)}", "Main Deck:"]
    for name, _, _, _ in UNITS:
        lines.append(f"{COPIES.get(name, 4)}x {_line(name, numbers)}")
    for name in (GLOW_CRITTER, TALLOW_MENDER, QUILL_COURIER, SPOKE_HOPPER):
        lines.append(f"4x {_line(name, numbers)}")
    return "\n".join(lines) + "\n"


# copies in the deck list, where not 4 (the first vanguard's line adds one Dawnlit Squire)
COPIES = {"Dawnlit Squire": 3, "Lumen Scout": 2, "Lumen Rider": 3, "Aurora Sage": 1}


def _line(name: str, numbers: dict[str, str]) -> str:
    return numbers.get(name, name)

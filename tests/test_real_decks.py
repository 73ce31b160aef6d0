"""Real Vanguard decks, judged right (issue 23, group B): what importing the community's whole
card data showed. Over triggers and trigger orders are read as what they are, a G guardian
never strides, a grade is what the card says, a trigger is decided by another printing only
where its shield is evidence, and a re-import of the same data changes nothing. The records
are made up (no name or text here is a real card's) and shaped like Card Game Simulator's."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from playtester.cards import schema
from playtester.cards.importers import import_files
from playtester.cards.library import Library, default_library
from playtester.cards.rows import attribute_table_sql
from playtester.cards.search import CardSearch
from playtester.cli import main
from playtester.engine import Game
from playtester.engine.imports import Evidence
from playtester.games.vanguard.cards import CARDS, VanguardCard, vanguard_card
from playtester.games.vanguard.deck import Deck, deck_problems, deck_unknowns
from playtester.games.vanguard.faces import TRIGGER_GLYPHS
from tests import cgs_sets
from tests.positions import CARDS as CARDS_IN_TESTS
from tests.positions import CLAN, player, said, unit
from tests.positions import game as position_game

# an over trigger's reminder as some D era records print it: "one [Over]" without the word
# trigger, then what it does when revealed (which draws a card, as a draw trigger does)
OVER_REMINDER = (
    "(A deck may hold only one [Over] in a deck. When revealed as a trigger, remove that card,"
    " draw a card, and one of your units gets [Power] +100 Million until end of turn!)"
)


def _import(tmp_path: Path, *records: dict[str, Any]) -> Library:
    """A library holding `records` (one made-up file)."""
    path = tmp_path / "set.json"
    path.write_text(json.dumps(list(records)), encoding="utf-8")
    library = Library(tmp_path / "library.db")
    report = import_files([path], library)
    assert not report.skipped, [str(s) for s in report.skipped]
    return library


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def _card(library: Library, number: str) -> VanguardCard:
    found = library.printing("vanguard", number)
    assert found is not None, number
    return vanguard_card(found)


def _evidence(library: Library, number: str) -> dict[str, Evidence]:
    card = _card(library, number)
    found = library.evidence("vanguard", card.name, number)
    assert found is not None
    return {e.field: e for e in found[1]}


# -- 5: over triggers ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "says"),
    [
        (OVER_REMINDER, "one [Over]"),
        (OVER_REMINDER.replace("only one [Over] in a deck", "one such card"), "+100 Million"),
    ],
    ids=["one-over-in-a-deck", "power-in-millions"],
)
def test_an_over_trigger_whose_reminder_omits_the_word_trigger_is_an_over(
    tmp_path: Path, text: str, says: str
) -> None:
    """Its reminder's "when revealed ... draw a card" is the over trigger's own effect: the
    card is an over trigger giving +100 million, not a draw trigger giving +10000."""
    library = _import(
        tmp_path, cgs_sets.trigger_unit("Abyssal Beacon", "D-FX01/013EN", 50000, text)
    )
    card = _card(library, "D-FX01/013EN")
    assert (card.trigger, card.trigger_power) == ("over", 100_000_000)
    (mark,) = CARDS.face(card).right  # its face shows that trigger, not a draw's card icon
    assert mark.label == "+100000000" and mark.glyph != TRIGGER_GLYPHS["draw"]
    evidence = _evidence(library, "D-FX01/013EN")
    assert evidence["trigger"].rule == "text" and says in evidence["trigger"].says


# -- 6: trigger orders ----------------------------------------------------------------------

ORDER_REMINDER = (
    "(When revealed as a trigger, choose one of your units, and it gets [Critical] +1 and"
    " [Power] +10000 until end of turn.)\n[Order]:A made-up effect when it is played."
)


def _trigger_order(name: str, number: str, text: str = ORDER_REMINDER) -> dict[str, Any]:
    """A record of a trigger order, as the D era's title trial decks print them: no shield."""
    return cgs_sets.record(name, number, "Trigger Order", 0, None, None, text)


def test_a_trigger_order_is_a_trigger_a_deck_counts_and_a_check_plays(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A trial deck whose sixteen triggers are twelve trigger units and four trigger orders
    is legal and opens; a trigger order checked in a drive check is its trigger."""
    folder = tmp_path / "sets"
    cgs_sets.write_sets(folder)
    orders = [
        _trigger_order("Omen Scroll", "D-FXT01/016EN"),
        _trigger_order("Quiet Scroll", "D-FXT01/017EN", "[Order]:A made-up effect."),
    ]
    (folder / "D-FXT01.json").write_text(json.dumps(orders), encoding="utf-8")
    assert run(capsys, "cards", "import", str(folder))[0] == 0
    library = default_library()
    omen = _card(library, "D-FXT01/016EN")
    assert (omen.kind, omen.trigger, omen.trigger_power) == ("order", "critical", 10000)
    assert _evidence(library, "D-FXT01/016EN")["trigger"].rule == "text"
    quiet = _card(library, "D-FXT01/017EN")  # its text names no trigger: unknown, never none
    assert (quiet.kind, quiet.trigger) == ("order", "unknown")
    lines = cgs_sets.deck_lines().replace(f"4x {cgs_sets.SPOKE_HOPPER}", "4x Omen Scroll")
    deck = tmp_path / "deck.txt"
    deck.write_text(lines, encoding="utf-8")
    code, out, _ = run(capsys, "deck", "check", str(deck))
    assert code == 0 and "legal" in out, out
    game = Game.new(decks=[lines, lines], seed=3)
    assert sum(1 for c in game.state.cards.values() if c.card.name == "Omen Scroll") == 8

    g = position_game(
        player(circles={"VC": "Paladin"}, deck=["Omen Scroll", *["Lancer"] * 5]),
        player(circles={"VC": "Knight"}),
        phase="battle",
        step="attack",
        cards=[*CARDS_IN_TESTS, {**omen.to_dict(), "clan": CLAN}],  # of the clan on the field
    )
    g.apply("attack VC -> VC")
    g.apply("next")
    g.apply("trigger VC")
    g.apply("critical VC")
    assert g.power(0, "VC") == 11000 + 10000
    hand = g.state.zones[0]["hand"]
    assert "Omen Scroll" in [g.state.cards[i].card.name for i in hand]  # drive checked


# -- 11: another printing decides only where the shield is evidence ---------------------------


@pytest.mark.parametrize(
    ("number", "shield", "text"),
    [
        ("V-FX09/021EN", 0, "[CONT]:Sentinel"),  # a sentinel: 0 shield whatever its trigger
        ("G-FX04/011EN", 15000, "-"),  # no G era trigger prints 15000 shield
    ],
    ids=["v-sentinel", "g-15000"],
)
def test_a_shield_no_trigger_of_its_era_prints_decides_nothing_by_name(
    tmp_path: Path, number: str, shield: int, text: str
) -> None:
    """Another printing of the name is a draw trigger (by its 5000 shield); this printing's
    shield is no trigger's of its era, so "its shield fits" is no evidence: it stays unknown."""
    library = _import(
        tmp_path,
        cgs_sets.trigger_unit("Veiled Courier", "V-FX02/012EN", 5000),
        cgs_sets.trigger_unit("Veiled Courier", number, shield, text),
    )
    assert _card(library, "V-FX02/012EN").trigger == "draw"
    assert _card(library, number).trigger == "unknown"
    assert _evidence(library, number)["trigger"].rule == "undecided"


# -- 12: grades beyond 5 ---------------------------------------------------------------------


@pytest.mark.parametrize("grade", [10, 11])
def test_a_grade_beyond_five_is_what_the_card_says(tmp_path: Path, grade: int) -> None:
    record = cgs_sets.record("Colossal Warden", f"D-FX05/0{grade}EN", grade=grade, power=50000)
    library = _import(tmp_path, {**record, "shield": None})
    card = _card(library, f"D-FX05/0{grade}EN")
    assert (card.kind, card.grade, card.power) == ("unit", grade, 50000)


# -- 13: a re-import of the same data changes nothing ----------------------------------------


def test_a_reimport_of_a_trigger_decided_by_name_changes_nothing(tmp_path: Path) -> None:
    """A printing decided by another printing of its name names that printing once, so the
    second import of the same file finds every printing and its evidence unchanged."""
    heal = cgs_sets.trigger_unit("Dewleaf Healer", "D-FX03/091EN", 15000, cgs_sets.HEAL_REMINDER)
    reprint = cgs_sets.trigger_unit("Dewleaf Healer", "D-FX03/H29EN", 15000)
    path = tmp_path / "set.json"
    path.write_text(json.dumps([heal, reprint]), encoding="utf-8")
    library = Library(tmp_path / "library.db")
    import_files([path], library)
    said = _evidence(library, "D-FX03/H29EN")["trigger"].says
    assert said.count("D-FX03/091EN") == 1, said
    again = import_files([path], library)
    assert (again.added, again.changed, again.unchanged) == (0, 0, 2)
    assert _evidence(library, "D-FX03/H29EN")["trigger"].says == said


# -- 7: deck limits the cards or their era set ---------------------------------------------

SENTINEL_REMINDER = '(You may have up to four cards with "Sentinel" in a deck.)'


def _limited_deck(sentinels: int = 0, overs: int = 0, reminder: bool = True) -> Deck:
    """A legal 50-card deck but for `sentinels` grade 1 sentinels (their text carrying the
    four-sentinel reminder unless not `reminder`) and `overs` over triggers among its 16."""
    text = f"[CONT]:Sentinel {SENTINEL_REMINDER if reminder else ''}".strip()
    wards = [VanguardCard(name=f"Ward {i // 4}", grade=1, sentinel=True, text=text,
                          number=f"FX07/{i // 4 + 1:03}EN") for i in range(sentinels)]  # fmt: skip
    over = VanguardCard(name="Abyss", trigger="over", shield=50000, text=OVER_REMINDER,
                        number="D-FX07/001EN", trigger_power=100_000_000)  # fmt: skip
    triggers = [over] * overs + [
        VanguardCard(name=f"Spark {i // 4}", trigger="critical", shield=10000)
        for i in range(16 - overs)
    ]
    units = [VanguardCard(name=f"Soldier {i // 4}", grade=1 + i % 3, shield=5000)
             for i in range(33 - sentinels)]  # fmt: skip
    return Deck.of([VanguardCard(name="Squire"), *wards, *triggers, *units], [])


def test_five_sentinels_whose_text_limits_them_to_four_are_refused() -> None:
    assert deck_problems(_limited_deck(sentinels=4)) == []
    assert deck_problems(_limited_deck(sentinels=8)) == [
        "8 sentinels (perfect guards); at most 4 in a deck: their own text says so"
        " (FX07/001EN, FX07/002EN)"
    ]


def test_the_g_era_on_limits_sentinels_whatever_their_text_says() -> None:
    """A classic era text without the reminder sets no limit in the standard format (the
    rules texts set none); the G era's formats limit sentinels to four."""
    eight = _limited_deck(sentinels=8, reminder=False)
    assert deck_problems(eight, "standard") == []
    for format in ("g", "premium"):
        assert deck_problems(eight, format) == [
            f"8 sentinels (perfect guards); at most 4 in a deck: the {format} format's rule"
            " (from the G era on)"
        ]


def test_two_over_triggers_are_refused() -> None:
    assert deck_problems(_limited_deck(overs=1)) == []
    assert deck_problems(_limited_deck(overs=2)) == [
        "2 over triggers; at most 1 in a deck: its own text says so (D-FX07/001EN)"
    ]
    bare = Deck.of([replace(vanguard_card(c), text="") for c in _limited_deck(overs=2).main], [])
    assert deck_problems(bare) == [
        "2 over triggers; at most 1 in a deck: the D era's rule (over triggers are its own)"
    ]


def test_deck_check_names_the_limit(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """The player's view of a deck of real-shaped records: deck check refuses five sentinels
    and says which rule, and the table does not open the deck."""
    folder = tmp_path / "sets"
    cgs_sets.write_sets(folder)
    ward = cgs_sets.record("Dusk Ward", "FX02/001EN", grade=1, power=6000, shield=0,
                           effect=f"[CONT]:Sentinel {SENTINEL_REMINDER}")  # fmt: skip
    (folder / "FX02.json").write_text(json.dumps([ward]), encoding="utf-8")
    run(capsys, "cards", "import", str(folder))
    lines = cgs_sets.deck_lines().replace("4x Lumen Page", "4x Bulwark of Dusk")
    lines = lines.replace("4x Lumen Archer", "4x Dusk Ward")
    deck = tmp_path / "deck.txt"
    deck.write_text(lines, encoding="utf-8")
    code, out, _ = run(capsys, "deck", "check", str(deck))
    assert code == 1
    assert "8 sentinels (perfect guards); at most 4 in a deck: their own text says so" in out
    with pytest.raises(Exception, match="8 sentinels"):
        Game.new(decks=[lines, lines], seed=1)


# -- 8: a shield that a record one column off lost ------------------------------------------


def _shifted(name: str, number: str, grade: int, power: int) -> dict[str, Any]:
    """A record one column off, as some CGS records are: no grade, the grade where the power
    goes, the power where the shield goes, and the shield lost."""
    return cgs_sets.record(name, number, grade=None, power=grade, shield=power)


def test_a_shield_lost_by_a_shifted_record_is_unknown_never_0(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A grade 0 to 2 card whose record lost its shield: unknown (listed by deck check, shown
    as such, set by card edit and kept), never 0; a grade 3 prints none."""
    library = _import(
        tmp_path,
        _shifted("Tilted Squire", "D-FX08/013EN", 2, 10000),
        _shifted("Tilted Lord", "D-FX08/016EN", 3, 13000),
    )
    squire = _card(library, "D-FX08/013EN")
    assert (squire.grade, squire.power, squire.shield) == (2, 10000, None)
    assert squire.unknowns() == ("shield",)
    said = _evidence(library, "D-FX08/013EN")["shield"]
    assert said.rule == "undecided" and "its shield is lost" in said.says
    lord = _card(library, "D-FX08/016EN")
    assert (lord.grade, lord.power, lord.shield) == (3, 13000, 0)
    assert "a grade 3 card prints no shield" in _evidence(library, "D-FX08/016EN")["shield"].says
    assert CARDS.face(squire).figures[-1].text == "?"  # not the dash of no shield
    assert (CARDS.face(lord).figures[-1].text, CARDS.face(lord).figures[-1].dim) == ("\u2013", True)
    (unknown,) = deck_unknowns(Deck.of([squire, lord], []))
    assert unknown == (squire, "shield", ("N",))


def test_another_printing_of_the_name_decides_a_lost_shield(tmp_path: Path) -> None:
    """Another printing of the name and grade whose shield was read decides it, with that
    evidence; printings that disagree decide nothing."""
    library = _import(
        tmp_path,
        cgs_sets.record("Tilted Page", "D-FX08/020EN", grade=1, power=8000, shield=5000),
        _shifted("Tilted Page", "D-FX08/SP20EN", 1, 8000),
        cgs_sets.record("Split Page", "D-FX08/021EN", grade=1, power=8000, shield=5000),
        cgs_sets.record("Split Page", "V-FX08/021EN", grade=1, power=8000, shield=10000),
        _shifted("Split Page", "D-FX08/SP21EN", 1, 8000),
    )
    assert _card(library, "D-FX08/SP20EN").shield == 5000
    said = _evidence(library, "D-FX08/SP20EN")["shield"]
    assert said.rule == "name" and "(D-FX08/020EN) prints 5000" in said.says
    assert _card(library, "D-FX08/SP21EN").shield is None


def test_a_lost_shield_is_set_by_card_edit_and_kept_across_imports(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "set.json"
    path.write_text(json.dumps([_shifted("Tilted Squire", "D-FX08/013EN", 2, 10000)]))
    assert run(capsys, "cards", "import", str(path))[0] == 0
    _, out, _ = run(capsys, "card", "show", "Tilted Squire")
    assert "  shield: unknown  (no grade, power 2 and shield 10000" in out
    code, out, _ = run(capsys, "card", "edit", "D-FX08/013EN", "--shield", "5000")
    assert code == 0 and "shield 5000" in out, out
    code, out, _ = run(capsys, "cards", "import", str(path))
    assert "0 changed" in out.splitlines()[0], out
    assert _card(default_library(), "D-FX08/013EN").shield == 5000


def test_a_guardian_whose_shield_is_unknown_adds_none_and_the_log_says_so() -> None:
    """At the table nothing is guessed: the guardian counts no shield, and the log tells the
    player its shield is unknown and how to give it."""
    tilted = unit("Tilted Squire", 2, 10000, None, number="D-FX08/013EN")
    g = position_game(
        player(circles={"VC": "Paladin"}),
        player(circles={"VC": "Knight"}, hand=["Tilted Squire", "Lancer"]),
        phase="battle",
        step="attack",
        cards=[*CARDS_IN_TESTS, tilted],
    )
    g.apply("attack VC -> VC")
    events = g.apply('guard "Tilted Squire"')
    assert g.power(1, "VC") == 9000  # no shield added
    words = said(events)
    assert any(
        "the shield of Tilted Squire is not known (its card data does not say)" in w for w in words
    ), words
    events = g.apply('guard "Lancer"')
    assert g.power(1, "VC") == 9000 + 5000


def _as_version_3(path: Path) -> None:
    """Make a library file as version 3 wrote it: Vanguard's shield column NOT NULL."""
    conn = sqlite3.connect(path)
    conn.execute('ALTER TABLE "cards_vanguard" RENAME TO "old"')
    conn.execute('DROP TRIGGER "cards_vanguard_ad"')
    for statement in attribute_table_sql("cards_vanguard", schema._V2_VANGUARD):
        conn.execute(statement)
    columns = ", ".join(f'"{name}"' for name in ("card", *(n for n, _ in schema._V2_VANGUARD)))
    conn.execute(f'INSERT INTO "cards_vanguard" SELECT {columns} FROM "old"')  # (no later ones)
    conn.execute('DROP TABLE "old"')
    conn.execute("UPDATE meta SET value = '3' WHERE key = 'schema_version'")
    conn.commit()
    conn.close()


def _shield_column(path: Path) -> tuple[Any, ...]:
    conn = sqlite3.connect(path)
    try:
        columns = conn.execute('PRAGMA table_info("cards_vanguard")').fetchall()
        return next(c for c in columns if c[1] == "shield")
    finally:
        conn.close()


def test_a_version_3_library_keeps_its_cards_and_can_hold_an_unknown_shield(
    tmp_path: Path,
) -> None:
    """A library written before a shield could be unknown is migrated when opened (a copy of
    it kept aside): every card comes back, and an import of a record that lost its shield
    writes it as unknown."""
    path = tmp_path / "library.db"
    library = Library(path)
    import_files(cgs_sets.write_sets(tmp_path / "sets")[1:], library)  # V-FX01: no lost shield
    before = {(c.name, c.number): c for c in library.all_printings("vanguard")}
    library.close()
    _as_version_3(path)
    assert _shield_column(path)[3] == 1  # NOT NULL
    library = Library(path)
    after = {(c.name, c.number): c for c in library.all_printings("vanguard")}
    assert after == before
    assert _shield_column(path)[3] == 0 and (tmp_path / "library.db.v3.bak").is_file()
    shifted = tmp_path / "shifted.json"
    shifted.write_text(json.dumps([_shifted("Tilted Squire", "D-FX08/013EN", 2, 10000)]))
    assert import_files([shifted], library).added == 1
    assert _card(library, "D-FX08/013EN").shield is None
    library.add_cards([VanguardCard(name="New Card")])  # the migrated file is written
    assert library.lookup("vanguard", "New Card") is not None
    assert [h.card.name for h in CardSearch(library=path).search("dawnlit")] == ["Dawnlit Squire"]


# -- 9: the era of an event promo ------------------------------------------------------------


@pytest.mark.parametrize(
    ("number", "text", "era", "rule", "says"),
    [
        ("BSF2019/VGS01EN", "-", "V", "date", "2019"),
        ("BCS2016/G01EN", "-", "G", "date", "2016"),
        ("BSL2018/002EN", "[AUTO]:Generation Break 1 (a made-up line).", "G", "text",
         "Generation Break"),
        ("BRO/010EN", "[AUTO]:[COST][Energy-Blast 3], draw a card.", "D", "text", "Energy-Blast"),
        ("BCS2018/003EN", "-", None, "undecided", "the G or V era"),
        ("BSF/004EN", "-", None, "undecided", "names an event and no year"),
    ],
    ids=["year", "year-g", "year-and-text", "text", "boundary-year", "nothing"],
)  # fmt: skip
def test_an_event_promo_has_the_era_its_own_evidence_gives(
    tmp_path: Path, number: str, text: str, era: str | None, rule: str, says: str
) -> None:
    """An event promo's set code names the event, not the era: its year (where one era spans
    it) and its text (what only some eras print) decide the era, else it is unknown."""
    library = _import(tmp_path, cgs_sets.record("Festival Herald", number, effect=text))
    card = _card(library, number)
    assert CARDS.printings.era(card) == era
    evidence = _evidence(library, number)["era"]
    assert evidence.rule == rule and says in evidence.says, evidence


def test_an_event_promos_era_decides_what_its_era_decides(tmp_path: Path) -> None:
    """A draw trigger of 2021 (the V or the D era: both +10000, both 5000 shield for a draw)
    is decided; a grade 3 of 2018 (the G or V era) may carry a gift icon: unknown, not none."""
    library = _import(
        tmp_path,
        cgs_sets.trigger_unit("Festival Page", "BSF2021/VGS05EN", 5000),
        cgs_sets.record("Festival Lord", "BCS2018/VGS06EN", grade=3, power=11000, shield=0),
    )
    page = _card(library, "BSF2021/VGS05EN")
    assert (page.trigger, page.trigger_power) == ("draw", 10000)
    lord = _card(library, "BCS2018/VGS06EN")
    assert lord.gift == "unknown"
    (unknown,) = deck_unknowns(Deck.of([lord], []))
    assert unknown == (lord, "gift", ("force", "accel", "protect", "none"))


def test_a_premium_deck_plays_the_v_era_promo_of_a_name(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    folder = tmp_path / "sets"
    cgs_sets.write_sets(folder)
    promo = cgs_sets.record("Lumen Monk", "BSF2019/VGS02EN", grade=1, power=9000)
    (folder / "BSF2019.json").write_text(json.dumps([promo]), encoding="utf-8")
    run(capsys, "cards", "import", str(folder))
    deck = tmp_path / "deck.txt"
    deck.write_text(cgs_sets.deck_lines(), encoding="utf-8")
    code, out, _ = run(capsys, "deck", "show", "--format", "premium", str(deck))
    assert code == 0, out
    monk = next(line for line in out.splitlines() if "x Lumen Monk" in line)
    assert monk.endswith("[BSF2019/VGS02EN: the V era's printing]"), monk


# -- 10: G guardians that do not open with the ability's name --------------------------------


@pytest.mark.parametrize(
    ("power", "shield", "text", "rule", "says"),
    [
        (None, 15000, "[AUTO]:When this unit is placed, your vanguard gets [Power] +5000.",
         "stats", "a shield and no power"),
        (15000, None, "[AUTO](GC):When this unit is placed on (GC), draw a card.",
         "text", "works on (GC)"),
        (None, 15000, "(Its name is also Lumen Wall.)\n[G Guardian](A made-up reminder.)",
         "text", "G Guardian ability"),
    ],
    ids=["stats", "guardian-circle", "after-a-reminder"],
)  # fmt: skip
def test_a_g_guardian_is_known_by_its_stats_or_its_guard_circle_text(
    tmp_path: Path, power: int | None, shield: int | None, text: str, rule: str, says: str
) -> None:
    """A "G Unit" record of a G guardian whose text does not open with the G Guardian ability
    (trial deck G guardians): it guards, has no Triple Drive!!! and never strides."""
    record = cgs_sets.record("Bastion of Dawn", "G-FX13/002EN", "G Unit", 4, power, shield, text)
    library = _import(tmp_path, record)
    card = _card(library, "G-FX13/002EN")
    assert (card.kind, card.skills) == ("g_guardian", ())
    evidence = _evidence(library, "G-FX13/002EN")
    assert evidence["kind"].rule == rule and says in evidence["kind"].says, evidence["kind"]


def test_a_g_unit_that_strides_stays_a_g_unit(tmp_path: Path) -> None:
    record = cgs_sets.record(
        "Radiant Sovereign", "G-FX13/001EN", "G Unit", 4, 15000, None,
        "[Stride](A made-up reminder.)\n[AUTO](VC):When this unit attacks, draw a card.",
    )  # fmt: skip
    card = _card(_import(tmp_path, record), "G-FX13/001EN")
    assert (card.kind, card.skills) == ("g_unit", ("triple_drive",))

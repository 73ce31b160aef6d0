"""Real card data, right (issue 15): every field the files do not state is decided by evidence
that the library keeps, or left unknown (listed by `deck check`, set by `card edit`, kept across
imports); every printing is kept and a deck line plays the right one; texts are cleaned; imports
count honestly; search finds a cost however it is spelled. The sets are made up (tests/cgs_sets.py)
and shaped like Card Game Simulator's files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from playtester.cards.importers import import_files
from playtester.cards.library import Library, default_library
from playtester.cards.search import CardSearch
from playtester.cards.wording import clean_text, search_forms
from playtester.cli import main
from playtester.engine import Game, Reason, registry
from playtester.games.vanguard.board import VC
from playtester.games.vanguard.cards import vanguard_card
from playtester.games.vanguard.state import vg
from tests import cgs_sets
from tests.cgs_sets import GLOW_CRITTER, QUILL_COURIER, SPOKE_HOPPER, TALLOW_MENDER
from tests.positions import CARDS, CLAN, g_game, g_zone, game, player, unit


@pytest.fixture
def library(tmp_path: Path) -> Library:
    found = Library(tmp_path / "library.db")
    import_files(cgs_sets.write_sets(tmp_path / "sets"), found)
    return found


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


# -- evidence --------------------------------------------------------------------------------

# (set number, field, value, rule, words the evidence says)
EVIDENCE = [
    ("FX01/011EN", "trigger", "critical", "text", "[Critical] CRITICAL"),
    ("FX01/012EN", "trigger", "heal", "text", "four heal triggers"),
    ("FX01/013EN", "trigger", "draw", "shield", "only the draw trigger has 5000 shield"),
    ("V-FX01/012EN", "trigger", "heal", "shield", "only the heal trigger has 20000 shield"),
    ("FX01/014EN", "trigger", "unknown", "undecided",
     "10000 shield in the classic era (FX01/014EN) is a critical, stand or heal trigger's,"
     " and its text names none"),
    ("FX01/011EN", "trigger_power", 5000, "era", "classic era (FX01/011EN) give +5000"),
    ("V-FX01/011EN", "trigger_power", 10000, "era", "V era (V-FX01/011EN) give +10000"),
    ("FX01/017EN", "kind", "g_guardian", "text", "opens with the G Guardian ability"),
    ("FX01/018EN", "kind", "crest", "name", "its name 'Lumen Crest'"),
    ("FX01/020EN", "kind", "other", "type",
     "its type is 'Others': not a unit, an order or a G unit, and no rule plays it"),
    ("FX01/021EN", "kind", "g_unit", "grade", "no type, and grade 4: a G unit"),
    ("FX01/022EN", "grade", 2, "layout",
     "no grade, power 2 and shield 9000: the values are one column off"),
    ("FX01/022EN", "power", 9000, "layout", "the values are one column off"),
    ("FX01/022EN", "shield", None, "undecided", "its shield is lost"),
    ("FX01/015EN", "sentinel", True, "text", "Sentinel ability"),
    ("FX01/002EN", "skills", ("boost",), "grade", "a grade 1 unit: boost"),
    ("V-FX01/009EN", "gift", "unknown", "undecided", "V era grade 3 units (V-FX01/009EN)"),
    ("FX01/019EN", "text", None, "text", "Updated: Text"),
]  # fmt: skip


@pytest.mark.parametrize(("number", "field", "value", "rule", "says"), EVIDENCE)
def test_each_inferred_field_keeps_its_evidence(
    library: Library, number: str, field: str, value: object, rule: str, says: str
) -> None:
    card = library.printing("vanguard", number)
    assert card is not None
    if value is not None:
        assert getattr(card, field) == value
    found = library.evidence("vanguard", card.name, number)
    assert found is not None
    evidence = {e.field: e for e in found[1]}
    assert evidence[field].rule == rule and says in evidence[field].says, evidence[field]


def test_nothing_is_decided_without_evidence(library: Library) -> None:
    """A field read from the file has no evidence row; a G unit and a classic grade 3 have no
    gift, and a plain unit no trigger, with nothing to say about them."""
    for number in ("FX01/009EN", "FX01/016EN", "FX01/006EN"):
        card = vanguard_card(library.printing("vanguard", number))  # type: ignore[arg-type]
        fields = {e.field for e in library.evidence("vanguard", card.name, number)[1]}  # type: ignore[index]
        assert card.gift is None and card.trigger is None
        assert not fields & {"gift", "trigger", "trigger_power", "kind"}
    radiant = vanguard_card(library.printing("vanguard", "FX01/016EN"))  # type: ignore[arg-type]
    assert radiant.kind == "g_unit"


def test_a_token_is_kept_as_a_token_by_its_type(library: Library) -> None:
    """A record typed "Token" is a token: its type says so, so no evidence row is needed."""
    card = vanguard_card(library.printing("vanguard", "FX01/023EN"))  # type: ignore[arg-type]
    assert (card.name, card.kind) == ("Lumen Token", "token")
    fields = {e.field for e in library.evidence("vanguard", card.name, "FX01/023EN")[1]}  # type: ignore[index]
    assert "kind" not in fields


def test_another_printing_of_the_name_decides_a_trigger(tmp_path: Path) -> None:
    stand = cgs_sets.trigger_unit("Gale Sprite", "FX01/020EN", 10000, "[Stand] STAND")
    reprint = cgs_sets.trigger_unit("Gale Sprite", "FX02/001EN", 10000)
    (tmp_path / "a.json").write_text(json.dumps([stand, reprint]), encoding="utf-8")
    library = Library(tmp_path / "library.db")
    import_files([tmp_path / "a.json"], library)
    card = vanguard_card(library.printing("vanguard", "FX02/001EN"))  # type: ignore[arg-type]
    assert card.trigger == "stand"
    evidence = {e.field: e for e in library.evidence("vanguard", "Gale Sprite", "FX02/001EN")[1]}  # type: ignore[index]
    assert evidence["trigger"].rule == "name" and "FX01/020EN" in evidence["trigger"].says


def test_a_v_era_gift_is_decided_by_its_clans_texts_in_any_order(tmp_path: Path) -> None:
    """Each V era clan has one gift: a text of the clan naming it decides its grade 3s' gift,
    whichever file comes first; a clan whose texts name none stays unknown."""
    ruler = cgs_sets.record("Tide Ruler", "V-FX03/001EN", grade=3, power=13000, shield=0)
    quiet = {**cgs_sets.record("Still Ruler", "V-FX03/002EN", grade=3, power=13000), "clan": "Mute"}
    herald = cgs_sets.record(
        "Tide Herald", "V-FX03/010EN", grade=1, effect="[AUTO]:You get Imaginary Gift: Accel."
    )
    (tmp_path / "a.json").write_text(json.dumps([ruler, quiet]), encoding="utf-8")
    (tmp_path / "b.json").write_text(json.dumps([herald]), encoding="utf-8")
    library = Library(tmp_path / "library.db")
    import_files([tmp_path / "a.json"], library)
    assert vanguard_card(library.lookup("vanguard", "Tide Ruler")).gift == "unknown"  # type: ignore[arg-type]
    report = import_files([tmp_path / "b.json"], library)
    assert (report.added, report.changed) == (1, 1)  # the herald, and the ruler it decides
    assert vanguard_card(library.lookup("vanguard", "Tide Ruler")).gift == "accel"  # type: ignore[arg-type]
    found = library.evidence("vanguard", "Tide Ruler")
    (evidence,) = [e for e in found[1] if e.field == "gift"]  # type: ignore[index]
    assert evidence.rule == "clan" and "Imaginary Gift: Accel (V-FX03/010EN)" in evidence.says
    assert vanguard_card(library.lookup("vanguard", "Still Ruler")).gift == "unknown"  # type: ignore[arg-type]


def test_a_govannon_like_trigger_is_a_draw_by_its_shield(tmp_path: Path) -> None:
    """A trigger unit with no trigger text and 5000 shield, numbered in the classic era: only
    a draw trigger has that shield there."""
    path = tmp_path / "one.json"
    path.write_text(json.dumps([cgs_sets.trigger_unit("Bellows Imp", "BX05/030EN", 5000)]))
    library = Library(tmp_path / "library.db")
    import_files([path], library)
    card = vanguard_card(library.lookup("vanguard", "Bellows Imp"))  # type: ignore[arg-type]
    assert card.trigger == "draw"
    (evidence,) = [
        e for e in library.evidence("vanguard", "Bellows Imp")[1] if e.field == "trigger"
    ]  # type: ignore[index]
    assert evidence.rule == "shield" and "5000 shield" in evidence.says


# -- an unknown, listed, set and kept ------------------------------------------------------------


def test_a_flogal_like_unknown_is_listed_set_and_kept_across_imports(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    folder = tmp_path / "sets"
    cgs_sets.write_sets(folder)
    assert run(capsys, "cards", "import", str(folder))[0] == 0
    deck = tmp_path / "deck.txt"
    deck.write_text(cgs_sets.deck_lines(), encoding="utf-8")
    code, out, _ = run(capsys, "deck", "check", str(deck))
    assert code == 0, out
    assert (
        "    Spoke Hopper (FX01/014EN): trigger unknown: 10000 shield in the classic era"
        " (FX01/014EN) is a critical, stand or heal trigger's, and its text names none;"
        " set it with `playtester card edit FX01/014EN --trigger critical|stand|heal`"
    ) in out.splitlines()
    code, out, _ = run(capsys, "card", "edit", "FX01/014EN", "--trigger", "stand")
    assert code == 0 and "trigger stand" in out
    code, out, _ = run(capsys, "deck", "check", str(deck))
    assert code == 0 and "trigger unknown" not in out
    code, out, _ = run(capsys, "cards", "import", str(folder))
    assert "0 changed" in out.splitlines()[0]
    card = vanguard_card(default_library().printing("vanguard", "FX01/014EN"))  # type: ignore[arg-type]
    assert card.trigger == "stand"
    _, out, _ = run(capsys, "card", "show", SPOKE_HOPPER)
    assert "trigger: stand  (you set it (card edit))" in out


def test_a_checked_trigger_of_unknown_kind_waits_for_the_player_to_say_which() -> None:
    """The check stops on a trigger its data does not name: the player says which kind (of
    those its era and shield allow), the check goes on as that trigger, and a second copy of
    the card is not asked about again in this game."""
    mystery = unit("Mystery Page", 0, 5000, 10000, trigger="unknown", number="FX01/099EN")
    g = game(
        player(circles={"VC": "Paladin"}, deck=["Mystery Page", "Mystery Page", *["Lancer"] * 4]),
        player(circles={"VC": "Knight"}),
        phase="battle",
        step="attack",
        cards=[*CARDS, mystery],
    )
    g.apply("attack VC -> VC")
    g.apply("next")
    kinds = sorted(str(a) for a in g.legal_actions())
    assert kinds == ["trigger kind critical", "trigger kind heal", "trigger kind stand"]
    assert g.check("trigger VC").why == Reason.of(
        "effect.kind_unknown", verb="trigger", card="Mystery Page"
    )
    asked = registry.parts_for("vanguard").phase_bar.prompt(g, 0, "")
    assert asked.text.startswith("Drive check: which trigger is Mystery Page?")
    assert sorted(tool.action for tool in asked.buttons) == kinds  # a button for each kind
    g.apply("trigger kind critical")
    g.apply("trigger VC")
    g.apply("critical VC")
    assert g.power(0, "VC") == 11000 + 5000
    assert any(str(a) == "trigger VC" for a in g.legal_actions())  # the second copy: no asking
    assert not any("kind" in str(a) for a in g.legal_actions())


def test_the_table_keeps_the_answer_in_the_library(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """What the player says at the table about an imported card is kept in the library: the
    next game and every import of that printing have it."""
    from playtester.ui.controller import TableController

    import_files(cgs_sets.write_sets(tmp_path / "sets"), default_library())
    hopper = vanguard_card(default_library().printing("vanguard", "FX01/014EN"))  # type: ignore[arg-type]
    assert hopper.trigger == "unknown"
    g = game(
        player(circles={"VC": "Paladin"}, deck=[SPOKE_HOPPER, *["Lancer"] * 5]),
        player(circles={"VC": "Knight"}),
        phase="battle",
        step="attack",
        cards=[*CARDS, {**hopper.to_dict(), "clan": CLAN}],  # of the clan on the field
    )
    c = TableController(g)
    assert c.act("attack VC -> VC") and c.act("next")
    assert c.act("trigger kind stand")
    kept = vanguard_card(default_library().printing("vanguard", "FX01/014EN"))  # type: ignore[arg-type]
    assert kept.trigger == "stand"
    assert "answered at the table" in str(default_library().evidence("vanguard", SPOKE_HOPPER))
    import_files(cgs_sets.write_sets(tmp_path / "sets"), default_library())
    again = vanguard_card(default_library().printing("vanguard", "FX01/014EN"))  # type: ignore[arg-type]
    assert again.trigger == "stand"


def test_the_programs_guess_is_not_kept_as_the_players_answer(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The goldfish answers "which trigger?" for its own checks (the first kind allowed) to get
    on with the game; that guess is not the player's word, so the library keeps the card
    unknown rather than "answered at the table"."""
    from playtester.ui.controller import TableController

    import_files(cgs_sets.write_sets(tmp_path / "sets"), default_library())
    hopper = vanguard_card(default_library().printing("vanguard", "FX01/014EN"))  # type: ignore[arg-type]
    g = game(
        player(circles={"VC": "Paladin"}, deck=["Lancer"] * 6),
        player(circles={"VC": "Knight"}, deck=[SPOKE_HOPPER, *["Lancer"] * 5]),
        phase="battle",
        step="attack",
        cards=[*CARDS, {**hopper.to_dict(), "clan": CLAN}],
    )
    c = TableController(g)
    assert c.act("attack VC -> VC") and c.act("next")  # the goldfish passes its guard
    while vg(g.state).check is not None and g.to_play == 0:
        assert c.act(next(a for a in g.legal_actions()))  # the drive check, given anywhere
    said = [e for e in c.log.entries if "Spoke Hopper" in str(e)]
    assert said, "the goldfish's damage check met the card"
    kept = vanguard_card(default_library().printing("vanguard", "FX01/014EN"))  # type: ignore[arg-type]
    assert kept.trigger == "unknown"
    assert "answered at the table" not in str(default_library().evidence("vanguard", SPOKE_HOPPER))


# -- kinds -------------------------------------------------------------------------------------


def test_deck_check_lists_every_unknown_a_gift_too(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """In the premium format the deck plays the V era's grade 3, whose gift icon its data does
    not name: listed beside the classic trigger nothing decides, with how to set each."""
    folder = tmp_path / "sets"
    cgs_sets.write_sets(folder)
    run(capsys, "cards", "import", str(folder))
    deck = tmp_path / "deck.txt"
    deck.write_text(cgs_sets.deck_lines(), encoding="utf-8")
    code, out, _ = run(capsys, "deck", "check", "--format", "premium", str(deck))
    assert code == 0, out
    lines = out.splitlines()
    assert "  unknown (2): the card data does not say; the table asks the first" in lines
    assert (
        "    Aurora Warden (V-FX01/009EN): gift unknown: V era grade 3 units (V-FX01/009EN)"
        " carry a gift icon; the data does not say which;"
        " set it with `playtester card edit V-FX01/009EN --gift force|accel|protect`"
    ) in lines
    assert any(line.startswith("    Spoke Hopper (FX01/014EN): trigger unknown:") for line in lines)


def test_a_g_guardian_never_strides() -> None:
    guardian = unit("Wall of Dawn", 4, 15000, 15000, kind="g_guardian", skills=[])
    g = g_game(
        player(circles={"VC": "Paladin"}, hand=["Paladin"], g_zone=g_zone("Wall of Dawn")),
        player(circles={"VC": "King"}),
        phase="ride",
        step="stride",
        cards=[guardian],
    )
    verdict = g.check('stride "Wall of Dawn" discard "Paladin"')
    assert not verdict.legal and verdict.why == Reason.of("stride.g_guardian", card="Wall of Dawn")
    assert not [a for a in g.legal_actions() if a.verb == "stride"]


def test_crests_are_kept_aside_not_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    folder = tmp_path / "sets"
    cgs_sets.write_sets(folder)
    run(capsys, "cards", "import", str(folder))
    deck = tmp_path / "deck.txt"
    deck.write_text(cgs_sets.deck_lines() + "1x Lumen Crest\n", encoding="utf-8")
    code, out, _ = run(capsys, "deck", "check", str(deck))
    assert code == 0, out
    assert 'kept aside (no rule of the game plays them): "Lumen Crest" (crest)' in out


# -- printings -------------------------------------------------------------------------------

CLASSIC = "the classic era's printing"
ALL_V = {
    "Dawnlit Squire": "V-FX01/001EN",
    "Aurora Warden": "V-FX01/009EN",
    GLOW_CRITTER: "V-FX01/011EN",
    TALLOW_MENDER: "V-FX01/012EN",
    QUILL_COURIER: "V-FX01/013EN",
}


def _numbers() -> dict[str, str]:
    """Every line of the deck by its set number: the V era's where there is one."""
    out = {name: f"FX01/{i:03}EN" for i, (name, *_rest) in enumerate(cgs_sets.UNITS, start=1)}
    out[SPOKE_HOPPER] = "FX01/014EN"
    return {**out, **ALL_V}


@pytest.mark.parametrize(
    ("lines", "format", "squire", "warden", "why"),
    [
        (cgs_sets.deck_lines(), "standard", 5000, 11000, f"[FX01/001EN: {CLASSIC}]"),
        (cgs_sets.deck_lines(), "premium", 6000, 13000, "[V-FX01/001EN: the V era's printing]"),
        (cgs_sets.deck_lines(_numbers()), "standard", 6000, 13000, "[V-FX01/001EN: listed]"),
        # classic names, and one V era number: each line plays its own printing
        (cgs_sets.deck_lines({"Dawnlit Squire": "V-FX01/001EN"}), "standard", 6000, 11000,
         "[V-FX01/001EN: listed]"),
    ],
    ids=["names-classic", "names-v", "set-numbers", "mixed-eras"],
)  # fmt: skip
def test_a_deck_list_checks_plays_and_shows_its_printings(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    lines: str,
    format: str,
    squire: int,
    warden: int,
    why: str,
) -> None:
    folder = tmp_path / "sets"
    cgs_sets.write_sets(folder)
    run(capsys, "cards", "import", str(folder))
    deck = tmp_path / "deck.txt"
    deck.write_text(lines, encoding="utf-8")
    code, out, _ = run(capsys, "deck", "check", str(deck), "--format", format)
    assert code == 0 and "legal" in out, out
    code, out, _ = run(capsys, "deck", "show", str(deck), "--format", format)
    squire_line = next(line for line in out.splitlines() if "x Dawnlit Squire" in line)
    assert squire_line.endswith(why), squire_line
    warden_line = next(line for line in out.splitlines() if "x Aurora Warden" in line)
    assert f" {warden} " in warden_line
    game = Game.new(format=format, decks=[lines, lines], seed=7)
    (first,) = game.state.zones[0][VC]
    assert game.state.cards[first].card.name == "Dawnlit Squire"
    assert vanguard_card(game.state.cards[first].card).power == squire
    wardens = [c.card for c in game.state.cards.values() if c.card.name == "Aurora Warden"]
    assert {vanguard_card(c).power for c in wardens} == {warden}


def test_deck_show_of_a_list_by_set_numbers_says_so_and_counts_unknown_triggers(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """A player's list by set numbers: the heading does not claim another era's printings, the
    triggers whose kind is unknown are counted with the others, and the printing column stays
    in line when a card is marked "trigger unknown"."""
    folder = tmp_path / "sets"
    cgs_sets.write_sets(folder)
    run(capsys, "cards", "import", str(folder))
    deck = tmp_path / "deck.txt"
    deck.write_text(cgs_sets.deck_lines(_numbers()), encoding="utf-8")
    code, out, _ = run(capsys, "deck", "show", str(deck))
    lines = out.splitlines()
    assert code == 0 and lines[0] == f"{deck} (every line names its printing)"
    assert "; 16 triggers (4 critical, 4 draw, 4 heal, 4 unknown);" in out
    printings = [line for line in lines if line.endswith(": listed]")]
    assert any("trigger unknown" in line for line in printings)
    assert len({line.index("[") for line in printings}) == 1, "\n".join(printings)


def test_a_bare_set_number_line_plays_that_printing_and_a_wrong_one_is_named(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    folder = tmp_path / "sets"
    cgs_sets.write_sets(folder)
    run(capsys, "cards", "import", str(folder))
    deck = tmp_path / "deck.txt"
    deck.write_text(cgs_sets.deck_lines({"Aurora Sage": "ZZ99/001EN"}), encoding="utf-8")
    code, out, _ = run(capsys, "deck", "check", str(deck))
    assert code == 1 and "unknown set number ZZ99/001EN" in out


# -- imports ----------------------------------------------------------------------------------


def test_a_reimport_changes_nothing_and_counts_what_changed(tmp_path: Path) -> None:
    paths = cgs_sets.write_sets(tmp_path / "sets")
    library = Library(tmp_path / "library.db")
    first = import_files(paths, library)
    total = len(cgs_sets.classic_set()) + len(cgs_sets.v_set())
    assert (first.added, first.changed, first.unchanged, len(first.skipped)) == (total, 0, 0, 0)
    again = import_files(paths, library)
    assert (again.added, again.changed, again.unchanged) == (0, 0, total)
    records = json.loads(paths[1].read_text(encoding="utf-8"))
    records[0]["power"] = 7000
    paths[1].write_text(json.dumps(records), encoding="utf-8")
    third = import_files(paths, library)
    assert (third.added, third.changed, third.unchanged) == (0, 1, total - 1)


def test_the_duplicate_message_names_the_printing_kept(tmp_path: Path) -> None:
    first = cgs_sets.record("Twin Lantern", "FX01/030EN", power=7000)
    second = cgs_sets.record("Twin Lantern", "FX01/030EN", power=8000)
    path = tmp_path / "twins.json"
    path.write_text(json.dumps([first, second]), encoding="utf-8")
    library = Library(tmp_path / "library.db")
    report = import_files([path], library)
    (skipped,) = report.skipped
    assert str(skipped) == (
        'item 2 "Twin Lantern" (number): the same printing (FX01/030EN) as item 1 "Twin Lantern",'
        ' with other data; item 1 "Twin Lantern" was kept'
    )
    assert vanguard_card(library.printing("vanguard", "FX01/030EN")).power == 7000  # type: ignore[arg-type]


def test_on_a_terminal_a_one_file_error_is_one_line_and_many_files_show_progress(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import sys

    monkeypatch.setattr(sys.stderr, "isatty", lambda: True)
    broken = tmp_path / "broken.json"
    broken.write_text("[{", encoding="utf-8")
    code, out, err = run(capsys, "cards", "import", str(broken))
    assert code == 1 and out == "" and err.count("\n") == 1 and "[#" not in err
    code, out, err = run(capsys, "cards", "import", str(tmp_path / "sets"), str(broken))
    assert code == 1  # the folder is missing: said, and the other file's error too
    paths = cgs_sets.write_sets(tmp_path / "sets")
    code, out, err = run(capsys, "cards", "import", *map(str, paths))
    assert code == 0 and "reading 2/2 files" in err and "writing" in err and err.endswith("\n")


# -- clean text and search --------------------------------------------------------------------


def test_editing_notes_and_promo_blurbs_are_stripped_and_kept_as_evidence(
    library: Library,
) -> None:
    card = library.printing("vanguard", "FX01/019EN")
    assert card is not None
    assert card.text == ("[AUTO]:When this unit attacks, [COST][Counter-Blast 1], draw a card.")
    found = library.evidence("vanguard", card.name, "FX01/019EN")
    (said,) = [e.says for e in found[1] if e.field == "text"]  # type: ignore[index]
    assert "Updated: Text" in said and "distributed at a made-up event" in said
    assert clean_text("[AUTO]: Draw.") == ("[AUTO]: Draw.", [])


@pytest.mark.parametrize("query", ["counterblast", "Counter-Blast", "counter blast", "CB", "cb 1"])
def test_a_cost_is_found_however_it_is_spelled(library: Library, query: str) -> None:
    searcher = CardSearch(library=library.path)
    try:
        names = [hit.card.name for hit in searcher.search(query)]
    finally:
        searcher.close()
    assert "Ledger Keeper" in names, (query, names)
    assert "Lumen Page" not in names


def test_search_forms() -> None:
    assert search_forms(["cb"]) == [["counter blast", "counterblast", "cb"]]
    assert search_forms(["counter", "blast", "draw"])[1] == ["draw"]
    assert search_forms(["soulblast"]) == [["soul blast", "soulblast", "sb"]]


def test_the_import_dialog_imports_folders_with_progress(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Cards ▸ Import...: a folder's card files in one pass, the progress, then the counts."""
    from playtester.ui.importing import ImportDialog

    dialog = ImportDialog()
    qtbot.addWidget(dialog)
    cgs_sets.write_sets(tmp_path / "sets")
    dialog.add([tmp_path / "sets"])
    assert dialog.files.count() == 2 and dialog.start.isEnabled()
    dialog.run()
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=10_000)
    total = len(cgs_sets.classic_set()) + len(cgs_sets.v_set())
    assert dialog.said.toPlainText().startswith(f"2 files: {total} added, 0 changed")
    assert dialog.bar.value() == dialog.bar.maximum() and "Done" in dialog.stage.text()
    assert default_library().printing("vanguard", "V-FX01/009EN") is not None
    assert not dialog.start.isEnabled() and dialog.files.count() == 0
    # the same folder again: nothing to write, and the bar still says the import is done
    dialog.report = None
    dialog.add([tmp_path / "sets"])
    dialog.run()
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=10_000)
    assert dialog.said.toPlainText().startswith(f"2 files: 0 added, 0 changed, {total} unchanged")
    assert dialog.bar.value() == dialog.bar.maximum() > 0

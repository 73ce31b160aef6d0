# ruff: noqa: RUF001  (Japanese card data: full-width signs are meant)
"""WIXOSS cards imported from the per-set Japanese CSV layout: every field of every card type
read right, a field the record does not decide kept unknown with its evidence, a card of
another era kept and marked, and no input ever ends in a traceback. The rows are invented
(names, numbers and texts of this test's own), in the real files' layout."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from playtester.cards import db
from playtester.cards.importers import CardImportError, import_bytes, read_cards
from playtester.cards.library import Library, default_library
from playtester.cards.search import CardSearch
from playtester.games.wixoss.cards import WixossCard
from playtester.games.wixoss.records import BURST_MARK, RECORDS, UNDECIDED

HEADER = (
    "CardNum,CardName,ImgURL,Type,CardClass,Color,Level,GrowCost,Cost,Limit,Power,Restriction,"
    "Team,Timing,Guard,Coin,Story,LifeBurst,EffectText,BurstText"
)
URL = "https://example.invalid/x.jpg"
ROWS = {
    "lrig": f"WXDi-Z01-001,試しの扉　ミホ＝ゼロ,{URL},ルリグ,ミホ,緑,0,《緑》×０,-,0,-,-,"
    "ためしのチーム,-,0,-,-,0,-,-",
    "lrig3": f"WXDi-Z01-004,試しの扉　ミホ＝トレ,{URL},ルリグ,ミホ,緑,3,《緑》×２,-,6,-,-,"
    "ためしのチーム,-,0,-,-,0,【出】：【エナチャージ２】をする。,-",
    "assist": f"WXDi-Z01-006,ミホ＝カゼ,{URL},アシストルリグ,ミホ,赤,2,《無》×１,-,1,-,-,"
    "ためしのチーム,メインフェイズアタックフェイズ,0,-,-,0,【出】：カードを１枚引く。,-",
    "signi": f"WXDi-Z01-010,試作　アオバネ,{URL},シグニ,奏生：試獣,青緑,2,-,-,-,８０００,-,-,-,"
    "0,-,-,1,【常】：このシグニのパワーは＋1000される。,：カードを２枚引く。",
    "guard": f"WXDi-Z01-011,試作　マモリ,{URL},シグニ,奏像：試天,白,1,-,-,-,1000,-,-,-,1,-,-,0,"
    "【ガード】,-",
    "spell": f"WXDi-Z01-015,ためしの呪文,{URL},スペル,-,黒,-,-,《黒》×１《無》×１,-,-,-,-,-,0,"
    "-,-,1,対戦相手のシグニ１体をバニッシュする。,：【エナチャージ１】",
    "arts": f"WXDi-Z01-016,ためしのアーツ,{URL},アーツ,-,赤,-,-,《赤》×1,-,-,ミホ限定,-,"
    "メインフェイズスペルカットイン,0,-,-,0,カードを１枚引く。,-",
    "piece": f"WXDi-Z01-017,ためしのピース,{URL},ピース,-,無,-,-,《無》×５,-,-,-,-,メインフェイズ,"
    "0,-,-,0,【使用条件】カードを２枚引く。,-",
    "resona": f"WXDi-Z01-018,試作　カサネ,{URL},レゾナ,奏械：試機,白黒,3,-,-,-,12000,-,-,-,0,"
    "-,ディソナ,0,【出現条件】あなたのシグニ２体を手札に戻す,-",
    "key": f"WX20-Z01-019,ためしのキー,{URL},キー,-,赤,-,-,《赤》《赤》,-,-,-,-,-,0,2,-,0,"
    "【常】：なにもしない。,-",
}


def _read(*rows: str) -> dict[str, WixossCard]:
    data = "\n".join([HEADER, *rows]).encode("utf-8")
    cards, report = read_cards(data, "set.csv", "wixoss")
    assert not report.skipped, report.lines()
    out = {}
    for entry in cards:
        assert isinstance(entry.card, WixossCard)
        out[entry.card.number] = entry.card
    return out


def test_every_type_and_every_field_of_the_layout_is_read() -> None:
    cards = _read(*ROWS.values())
    lrig, lrig3 = cards["WXDi-Z01-001"], cards["WXDi-Z01-004"]
    assert (lrig.name, lrig.kind, lrig.color, lrig.level, lrig.limit) == (
        "試しの扉 ミホ＝ゼロ", "lrig", ("green",), 0, 0,
    )  # fmt: skip
    assert (lrig.lrig_type, lrig.team, lrig.signi_class, lrig.grow_cost) == (
        "ミホ", "ためしのチーム", "", (),
    )  # fmt: skip
    assert (lrig3.level, lrig3.limit, lrig3.grow_cost) == (3, 6, (("green", 2),))
    assert lrig3.text == "【出】：【エナチャージ２】をする。"
    assist = cards["WXDi-Z01-006"]
    assert (assist.kind, assist.color, assist.level, assist.limit) == (
        "assist_lrig",
        ("red",),
        2,
        1,
    )
    assert assist.grow_cost == (("colorless", 1),)
    assert assist.timing == ("main", "attack")
    signi = cards["WXDi-Z01-010"]
    assert (signi.kind, signi.color, signi.level, signi.power) == (
        "signi",
        ("blue", "green"),
        2,
        8000,
    )
    assert (signi.signi_class, signi.lrig_type, signi.burst, signi.guard) == (
        "奏生：試獣", "", True, False,
    )  # fmt: skip
    assert (
        signi.text
        == f"【常】：このシグニのパワーは＋1000される。\n{BURST_MARK}：カードを２枚引く。"
    )
    guard = cards["WXDi-Z01-011"]
    assert (guard.guard, guard.burst, guard.power, guard.color) == (True, False, 1000, ("white",))
    spell = cards["WXDi-Z01-015"]
    assert (spell.kind, spell.cost, spell.burst, spell.level) == (
        "spell", (("black", 1), ("colorless", 1)), True, 0,
    )  # fmt: skip
    assert spell.text.endswith(f"{BURST_MARK}：【エナチャージ１】")
    arts = cards["WXDi-Z01-016"]
    assert (arts.kind, arts.cost, arts.restriction) == ("arts", (("red", 1),), "ミホ限定")
    assert arts.timing == ("main", "spell_cutin")
    piece = cards["WXDi-Z01-017"]
    assert (piece.kind, piece.color, piece.cost, piece.timing) == (
        "piece", ("colorless",), (("colorless", 5),), ("main",),
    )  # fmt: skip
    resona = cards["WXDi-Z01-018"]
    assert (resona.kind, resona.color, resona.level, resona.power, resona.story) == (
        "resona", ("white", "black"), 3, 12000, "ディソナ",
    )  # fmt: skip
    key = cards["WX20-Z01-019"]
    assert (key.kind, key.cost, key.coin) == ("key", (("red", 2),), 2)


def test_only_what_the_record_leaves_out_is_unknown_with_its_evidence() -> None:
    data = "\n".join([HEADER, *ROWS.values()]).encode("utf-8")
    cards, _ = read_cards(data, "set.csv", "wixoss")
    undecided = {
        e.card.number: e.evidence for e in cards if any(v.rule == UNDECIDED for v in e.evidence)
    }
    assert undecided == {}  # every field of these rows is stated
    broken = ROWS["signi"].replace(",2,-,-,-,８０００,", ",-,-,《緑》×ぜろ,-,-,")
    odd = (
        ROWS["assist"]
        .replace("メインフェイズアタック", "メインフェイズふしぎ")
        .replace(",1,-,-,", ",-,-,-,")
    )
    cards, _ = read_cards(f"{HEADER}\n{broken}\n{odd}".encode(), "set.csv", "wixoss")
    entry, assist = cards
    said = {e.field: (e.rule, e.says) for e in entry.evidence}
    assert said["level"] == (UNDECIDED, "its record gives none, and its type has one")
    assert said["power"] == (UNDECIDED, "its record gives none, and its type has one")
    assert said["cost"][0] == UNDECIDED and "《緑》×ぜろ" in said["cost"][1]
    assert (entry.card.level, entry.card.power, entry.card.cost) == (0, 0, ())
    said = {e.field: (e.rule, e.says) for e in assist.evidence}
    assert said["limit"] == (UNDECIDED, "its record gives none, and its type has one")
    assert said["timing"][0] == UNDECIDED and "ふしぎ" in said["timing"][1]
    assert assist.card.timing == ("main",)  # what was read of it is kept
    assert any("unknown" in note for note in RECORDS.notes(cards))
    spell = _read(ROWS["spell"])["WXDi-Z01-015"]
    assert spell.level == 0  # a spell has no level: "-" is not unknown for it


def test_a_card_of_another_era_is_kept_and_marked_not_for_the_diva_format(tmp_path: Path) -> None:
    library = Library(tmp_path / "library.db")
    data = "\n".join([HEADER, ROWS["key"], ROWS["lrig"]]).encode("utf-8")
    report = import_bytes(data, "set.csv", library, game="wixoss")
    assert report.added == 2
    assert any("another era than Diva" in note for note in report.notes)
    key = library.printing("wixoss", "WX20-Z01-019")
    assert key is not None and key.name == "ためしのキー"
    _, evidence = library.evidence("wixoss", key.name, key.number) or ("", ())
    assert [(e.field, e.rule) for e in evidence] == [("era", "number")]
    lrig = library.printing("wixoss", "WXDi-Z01-001")
    assert lrig is not None and library.evidence("wixoss", lrig.name, lrig.number) in (
        None,
        ("imported", ()),
    )
    again = import_bytes(data, "set.csv", library, game="wixoss")
    assert (again.added, again.unchanged) == (0, 2)  # every field stored and read back the same


@pytest.mark.parametrize(
    ("row", "field", "reason"),
    [
        (ROWS["signi"].replace(",シグニ,", ",シグナル,"), "kind", "not a WIXOSS card type"),
        (ROWS["signi"].replace(",青緑,", ",紫,"), "color", "not a WIXOSS colour"),
        (ROWS["signi"].replace(",1,【常】", ",2,【常】"), "burst", "is not 1 or 0"),
        (ROWS["guard"].replace(",1,-,-,0,", ",はい,-,-,0,"), "guard", "is not 1 or 0"),
    ],
)
def test_a_record_that_cannot_be_read_is_skipped_with_its_field_and_reason(
    row: str, field: str, reason: str
) -> None:
    cards, report = read_cards(f"{HEADER}\n{ROWS['lrig']}\n{row}".encode(), "set.csv", "wixoss")
    assert [c.card.number for c in cards] == ["WXDi-Z01-001"]
    (skipped,) = report.skipped
    assert skipped.where.startswith("line 3") and skipped.field == field
    assert reason in skipped.reason


CELLS = st.sampled_from(
    ["-", "", "0", "1", "《緑》×１", "《無》×９９９９", "ルリグ", "シグニ", "青緑", "x" * 300,
     "\ud800", "\u202e", "メインフェイズ", "１２０００", "99999999999", '"', "《", "×"]
) | st.text(max_size=12)  # fmt: skip


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.lists(CELLS, min_size=0, max_size=22), max_size=6))
def test_no_row_ends_in_a_traceback(rows: list[list[str]]) -> None:
    lines = [HEADER] + [",".join(cell.replace(",", "、") for cell in row) for row in rows]
    try:
        data = "\n".join(lines).encode("utf-8", "surrogatepass")
        read_cards(data, "fuzz.csv", "wixoss")
    except CardImportError as exc:
        assert str(exc).startswith("cannot import fuzz.csv")


def test_a_version_4_library_gains_the_new_columns_and_the_trigram_index(tmp_path: Path) -> None:
    """A library written before real WIXOSS cards (layout 4: no timing... columns, no trigram
    index) keeps its cards, which get the new fields' defaults, and is searched by any part
    of a Japanese name once migrated."""
    path = tmp_path / "library.db"
    library = Library(path)
    import_bytes(f"{HEADER}\n{ROWS['lrig']}".encode(), "set.csv", library, game="wixoss")
    library.close()
    conn = sqlite3.connect(path)
    with conn:
        for name in ("cards_ai", "cards_ad", "cards_au"):
            conn.execute(f'DROP TRIGGER "{name}"')
        conn.execute('DROP TABLE "cards_trigram"')
        for column in ("timing", "restriction", "story", "coin"):
            conn.execute(f'ALTER TABLE "cards_wixoss" DROP COLUMN "{column}"')
        conn.execute("UPDATE meta SET value = '4' WHERE key = 'schema_version'")
    conn.close()
    library = Library(path)
    card = library.printing("wixoss", "WXDi-Z01-001")
    assert isinstance(card, WixossCard) and (card.timing, card.coin, card.lrig_type) == (
        (),
        0,
        "ミホ",
    )
    library.close()
    hits = CardSearch(bundled=db.bundled_db_path(), library=path).search("しの扉", game="wixoss")
    assert [hit.card.number for hit in hits] == ["WXDi-Z01-001"]


def test_japanese_names_and_texts_are_found_by_any_part_and_cards_by_number(
    tmp_path: Path,
) -> None:
    """Japanese has no spaces between words: a search finds a name or a text by any part of
    it (three characters or more through the trigram index, shorter ones by a look at each
    name), names first, and a card by its set number."""
    library = Library(tmp_path / "library.db")
    import_bytes("\n".join([HEADER, *ROWS.values()]).encode(), "set.csv", library, game="wixoss")
    library.close()
    search = CardSearch(bundled=db.bundled_db_path(), library=tmp_path / "library.db")

    def found(query: str) -> list[str]:
        return [hit.card.number for hit in search.search(query, game="wixoss")]

    assert found("しの扉") == ["WXDi-Z01-001", "WXDi-Z01-004"]  # inside a run of kana and kanji
    assert found("バニッシュ") == ["WXDi-Z01-015"]  # inside the text only
    assert found("ミホ") == ["WXDi-Z01-006", "WXDi-Z01-001", "WXDi-Z01-004"]  # short: by name
    assert found("試作　カサ") == ["WXDi-Z01-018"]  # two parts, one of them short
    assert found("ためしのキー") == ["WX20-Z01-019"]
    assert found("WXDi-Z01-01") == ["WXDi-Z01-010", "WXDi-Z01-011", "WXDi-Z01-015",
                                    "WXDi-Z01-016", "WXDi-Z01-017", "WXDi-Z01-018"]  # fmt: skip
    assert found("ふしぎ") == []
    search.close()


def test_a_file_that_does_not_say_guard_or_life_burst_leaves_them_unknown() -> None:
    """An English file with no Guard or Life Burst column: neither is taken for "no"
    silently; each is unknown, with its evidence."""
    data = b'[{"name": "Test Spark", "type": "SIGNI", "color": "white", "level": 1, "power": 1000}]'
    (entry,), _ = read_cards(data, "cards.json", "wixoss")
    said = {e.field: e.rule for e in entry.evidence}
    assert said == {"burst": UNDECIDED, "guard": UNDECIDED}
    assert (entry.card.kind, entry.card.color, entry.card.power) == ("signi", ("white",), 1000)


def test_the_import_dialog_imports_wixoss_files_for_a_wixoss_table(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Cards ▸ Import... at a WIXOSS table: the game chosen is WIXOSS, and its files are read
    as WIXOSS cards."""
    from playtester.ui.importing import ImportDialog

    dialog = ImportDialog(game="wixoss")
    qtbot.addWidget(dialog)
    assert dialog.game.currentData() == "wixoss" and dialog.game.count() == 2
    path = tmp_path / "WXDi-Z01.csv"
    path.write_text("\n".join([HEADER, *ROWS.values()]), encoding="utf-8")
    dialog.add([path])
    dialog.run()
    qtbot.waitUntil(lambda: dialog.report is not None, timeout=10_000)
    assert dialog.said.toPlainText().startswith(f"{path}: {len(ROWS)} added")
    card = default_library().printing("wixoss", "WXDi-Z01-010")
    assert isinstance(card, WixossCard) and card.power == 8000

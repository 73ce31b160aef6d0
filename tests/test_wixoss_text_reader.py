# ruff: noqa: RUF001  (Japanese card text: full-width signs are meant)
"""The reader of printed WIXOSS text (games/wixoss/text_reader.py): the golden table of invented
texts in the printed Japanese shapes, each with the record it must read as (tests/fixtures/
wixoss_parser/), the splitting of a card's run-together abilities with their spans, the size
limits, linear time, and any text at all read without a traceback."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from playtester.games.common.abilities import CardText
from playtester.games.common.ability_text import read, write
from playtester.games.common.text_reading import MAX_TEXT, Coverage
from playtester.games.wixoss.ability_words import WORDS
from playtester.games.wixoss.text_reader import read_card, read_text

GOLDEN = Path(__file__).parent / "fixtures" / "wixoss_parser" / "golden.txt"


def _cases() -> list[tuple[str, str, str, list[str]]]:
    """(where, kind, text, expected lines) of every golden table entry."""
    out = []
    kind = ""
    block: list[str] = []
    for number, line in enumerate([*GOLDEN.read_text("utf-8").splitlines(), ""], 1):
        if line.startswith("#"):
            continue
        if line.startswith("kind: "):
            kind = line[6:]
        elif line.strip():
            block.append(line)
        elif block:
            out.append((f"golden.txt:{number - len(block)}", kind, block[0], block[1:]))
            block, kind = [], ""
    return out


CASES = _cases()


def _shown(text: str, kind: str) -> list[str]:
    """What the reader made of one ability's text, as the golden table writes it."""
    readings = read_text(text, kind)
    assert len(readings) == 1, readings
    reading = readings[0]
    assert text[reading.start : reading.end] == reading.text
    if reading.note:
        assert reading.whole and reading.ability is None
        return [f"  (keyword {reading.note.split(':')[0]})"]
    if reading.ability is None:
        assert not reading.whole
        return ["  (nothing read)"]
    assert reading.whole == reading.ability.automated
    return write([CardText("x", (reading.ability,))]).splitlines()[1:]


def test_the_golden_table_holds_over_a_hundred_abilities_of_every_mark() -> None:
    texts = [text for _, _, text, _ in CASES]
    assert len(texts) >= 100
    assert len(set(texts)) == len(texts), "a text is in the table twice"
    whole = [e for _, _, _, e in CASES if not any("by hand" in x or "(" in x[:3] for x in e)]
    assert len(whole) >= 100
    for mark in ("【出】", "【自】", "【常】", "【起】", "【ライフバースト】", "《"):
        assert sum(mark in t for t in texts) >= 4, mark


@pytest.mark.parametrize(("where", "kind", "text", "expected"), CASES, ids=[c[0] for c in CASES])
def test_golden_table(where: str, kind: str, text: str, expected: list[str]) -> None:
    assert _shown(text, kind) == expected, where


def test_every_record_read_is_in_the_games_words_and_prints_back() -> None:
    for _, kind, text, _ in CASES:
        for reading in read_text(text, kind):
            if reading.ability is not None:
                card = CardText("x", (reading.ability,))
                assert read(write([card]), WORDS) == [card], text


def test_a_cards_abilities_run_together_are_split_at_their_marks_with_their_spans() -> None:
    text = (
        "【チーム】＜ためしチーム＞【出】《緑》：カードを１枚引く。（【出】能力の：の左側はコストで"
        "ある。コストを支払わず発動しないことを選んでもよい）【自】：このシグニがアタックしたとき、"
        "対戦相手のシグニ１体を対象とし、ターン終了時まで、それは「【常】：アタックできない。」を得る。"
        "\n【ライフバースト】：【エナチャージ１】をする。"
    )
    readings = read_text(text, "signi")
    assert [text[r.start : r.end] for r in readings] == [r.text for r in readings]
    assert [r.text[:5] for r in readings] == [
        "【チーム】",
        "【出】《緑",
        "【自】：こ",
        "【ライフバ",
    ]
    assert [r.whole for r in readings] == [True, True, False, True]
    assert [r.cost for r in readings] == [None, True, None, None]
    card = read_card("試しの獣", text, "signi")
    assert [a.trigger for a in card.abilities] == [("enters",), ("attacks",), ("burst",)]
    assert card.abilities[1].by_hand.startswith("対戦相手のシグニ1体を対象とし、")
    assert card.by_hand == ""  # every ability kept a record (the second in part)


def test_a_text_nothing_is_read_of_stays_whole_on_the_card_by_hand() -> None:
    text = "【自】：対戦相手がくしゃみをしたとき、カードを１枚引く。【常】：くしゃみができない。"
    card = read_card("くしゃみ", text, "signi")
    assert card.abilities == ()
    assert card.by_hand == (
        "【自】：対戦相手がくしゃみをしたとき、カードを１枚引く。 / 【常】：くしゃみができない。"
    )


def test_a_cost_not_read_is_said_not_read_and_nothing_is_kept() -> None:
    (reading,) = read_text("【起】《ターン１回》《緑×》：カードを１枚引く。", "signi")
    assert (reading.ability, reading.whole, reading.cost) == (None, False, False)


def test_an_lrig_ability_works_on_the_centre_an_assists_on_the_assist_zones() -> None:
    lrig = read_text("【出】：カードを１枚引く。", "lrig")[0].ability
    assist = read_text("【出】：カードを１枚引く。", "assist_lrig")[0].ability
    assert lrig is not None and assist is not None
    assert (lrig.zones, assist.zones) == (("C",), ("assist",))
    assert read_text("【出】：カードを１枚引く。", "key")[0].ability is None  # a key: no zone


def test_coverage_counts_whole_abilities_costs_and_cards() -> None:
    coverage = Coverage()
    coverage.add("A", read_text("【出】《無》：カードを１枚引く。", "signi"))
    coverage.add("B", read_text("【出】：カードを１枚引く。【常】：くしゃみができない。", "signi"))
    coverage.add("C", read_text("-", "signi"))  # no ability: not counted
    assert (coverage.abilities, coverage.whole, coverage.costs, coverage.costs_read) == (3, 2, 1, 1)
    assert (coverage.cards, coverage.cards_whole, coverage.unread_cards) == (2, 1, ["B"])


def test_a_text_over_the_limits_is_left_by_hand_unread() -> None:
    one = "【出】：カードを１枚引く。"
    long = one * (MAX_TEXT // len(one) + 1)
    readings = read_text(long, "signi")
    assert len(readings) == 1 and readings[0].ability is None and not readings[0].whole
    assert all(r.whole for r in read_text(one * 10, "signi"))
    body = "カードを１枚引く。" * 200  # one ability over 1,200 characters
    assert read_text("【出】：" + body, "signi")[0].ability is None
    assert read_text("【出】：" + "カードを１枚引く。" * 100, "signi")[0].whole


def test_reading_takes_time_linear_in_the_text() -> None:
    body = "カードを１枚引く。" * 120
    read_text.cache_clear()
    began = time.perf_counter()
    assert read_text("【出】：" + body, "signi")[0].whole
    for text in ("【" * 7000, "「" * 7000 + "【出】", "《緑》" * 2600 + "：", "対戦相手の" * 1500):
        read_text(text, "signi")
    assert time.perf_counter() - began < 1.0


PIECES = st.sampled_from(
    ["【出】", "【自】", "【常】", "【起】", "【ライフバースト】", "【ガード】", "【チーム】",
     "：", "《緑》", "《無》", "《ダウン》", "《ターン１回》", "対戦相手の", "あなたの", "シグニ",
     "ルリグ", "１体を対象とし、", "を２体まで対象とし、", "それを", "それらを", "凍結する",
     "バニッシュする", "ダウンし", "手札に戻す", "ターン終了時まで、", "のパワーを", "＋３０００",
     "－5000", "する", "。", "、", "カードを", "１枚引", "く", "き、", "手札を", "枚捨てる",
     "＜試獣＞の", "パワー", "以下の", "レベル", "２", "「", "」", "（", "）", "\n", "をする",
     "【エナチャージ１】", "かぎり、", "このシグニのパワーは", "される", "あなたのトラッシュから",
     "を支払ってもよい。そうした場合、", "デッキの上からカードを", "他の", "枚トラッシュに置く",
     "体を場からトラッシュに置く", "このシグニを", "ある場合、", "《ガードアイコン》を持たない"]
)  # fmt: skip
KINDS = st.sampled_from(["signi", "lrig", "assist_lrig", "spell", "arts", "piece", "key", ""])


@settings(max_examples=300, deadline=None)
@given(st.lists(PIECES, max_size=40).map("".join), KINDS)
def test_any_text_is_read_without_a_traceback(text: str, kind: str) -> None:
    for given_text in (text, "【出】：" + text, "【起】" + text):
        for reading in read_text(given_text, kind):
            assert given_text[reading.start : reading.end] == reading.text
            if reading.ability is not None:
                card = CardText("x", (reading.ability,))
                assert read(write([card]), WORDS) == [card]
                assert reading.whole == reading.ability.automated


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=300), KINDS)
def test_any_characters_are_read_without_a_traceback(text: str, kind: str) -> None:
    read_text(text, kind)
    read_text("【出】：" + text, kind)

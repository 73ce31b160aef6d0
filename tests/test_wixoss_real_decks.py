# ruff: noqa: RUF001  (Japanese card data: full-width signs are meant)
"""Deck lists of imported WIXOSS cards: lines by set number (`WXDi-Z01-012`, no "/") or by
Japanese name, checked with the diva format's construction rules, each problem with its
reason and line; a card of another era is refused by the diva format; the deck plays a
goldfish game to a winner. The cards are invented, in the Japanese CSV layout."""

from __future__ import annotations

from pathlib import Path

import pytest

from playtester.cards.importers import import_bytes
from playtester.engine import DeckError, Game
from playtester.games.wixoss import bot, decklists
from playtester.games.wixoss.deck import read_deck

HEADER = (
    "CardNum,CardName,ImgURL,Type,CardClass,Color,Level,GrowCost,Cost,Limit,Power,Restriction,"
    "Team,Timing,Guard,Coin,Story,LifeBurst,EffectText,BurstText"
)
LRIGS = [
    "WXDi-Z01-001,試しの扉　ミホ＝ゼロ,-,ルリグ,ミホ,緑,0,《緑》×０,-,0,-,-,-,-,0,-,-,0,-,-",
    "WXDi-Z01-002,試しの扉　ミホ＝イチ,-,ルリグ,ミホ,緑,1,《緑》×０,-,2,-,-,-,-,0,-,-,0,-,-",
    "WXDi-Z01-003,試しの扉　ミホ＝ニ,-,ルリグ,ミホ,緑,2,《緑》×１,-,5,-,-,-,-,0,-,-,0,-,-",
    "WXDi-Z01-004,試しの扉　ミホ＝サン,-,ルリグ,ミホ,緑,3,《緑》×２,-,6,-,-,-,-,0,-,-,0,-,-",
    "WXDi-Z01-005,カゼ＝ゼロ,-,ルリグ,カゼ,赤,0,《赤》×０,-,0,-,-,-,-,0,-,-,0,-,-",
    "WXDi-Z01-006,ナミ＝ゼロ,-,ルリグ,ナミ,青,0,《青》×０,-,0,-,-,-,-,0,-,-,0,-,-",
    "WXDi-Z01-007,ためしのピース,-,ピース,-,無,-,-,《無》×２,-,-,-,-,メインフェイズ,0,-,-,0,-,-",
    "WXDi-Z01-008,カゼ＝イチ,-,アシストルリグ,カゼ,赤,1,《無》×０,-,1,-,-,-,メインフェイズ,0,-,-,"
    "0,-,-",
    "WX20-Z09-001,むかしのナミ,-,ルリグ,ナミ,青,0,《青》×０,-,0,-,-,-,-,0,-,-,0,-,-",
]


def _signi(n: int, burst: bool) -> str:
    """An invented level 1 to 3 green SIGNI, with a Life Burst or not."""
    text = "：カードを１枚引く。" if burst else "-"
    return (
        f"WXDi-Z01-{10 + n:03},試作{n}号　ミドリ,-,シグニ,奏生：試獣,緑,{n % 3 + 1},-,-,-,"
        f"{(n % 3 + 1) * 3000},-,-,-,0,-,-,{int(burst)},-,{text}"
    )


SIGNI = [_signi(n, burst=n % 2 == 0) for n in range(12)]  # six with a Life Burst
LRIG_DECK = """LRIG Deck:
カゼ＝ゼロ
WXDi-Z01-001
WXDi-Z01-002
WXDi-Z01-003
WXDi-Z01-004
WXDi-Z01-008
1 WXDi-Z01-006 ナミ＝ゼロ
ためしのピース [WXDi-Z01-007]
"""
MAIN = "Main Deck:\n" + "".join(f"4 WXDi-Z01-{10 + n:03}\n" for n in range(10))


@pytest.fixture(autouse=True)
def _cards() -> None:
    data = "\n".join([HEADER, *LRIGS, *SIGNI]).encode("utf-8")
    report = import_bytes(data, "set.csv", game="wixoss")
    assert report.added == len(LRIGS) + len(SIGNI) and not report.skipped


def problems(text: str) -> list[str]:
    with pytest.raises(DeckError) as caught:
        read_deck(text)
    return caught.value.problems


def test_a_deck_by_set_numbers_and_japanese_names_is_legal_and_plays_to_a_winner() -> None:
    deck = read_deck(LRIG_DECK + MAIN)
    assert len(deck.main) == 40 and len(deck.lrig) == 8
    assert deck.main[0].name == "試作0号 ミドリ" and deck.main[0].number == "WXDi-Z01-010"
    centre, assists = deck.starters()
    assert centre is not None and centre.name == "試しの扉 ミホ＝ゼロ"
    # the three level 0 LRIGs of real cards: the Center is the one the higher LRIGs grow from
    assert [a.number for a in assists] == ["WXDi-Z01-005", "WXDi-Z01-006"]
    game = Game.new(game="wixoss", format="diva", decks=[LRIG_DECK + MAIN] * 2, seed=3)
    for _ in range(3000):
        if game.winner is not None:
            break
        game.apply(bot.choose(game))
    assert game.winner in (0, 1)


def test_each_rule_a_real_deck_breaks_is_said_with_its_line() -> None:
    five = MAIN.replace("4 WXDi-Z01-019\n", "4 WXDi-Z01-019\n1 試作0号　ミドリ\n").replace(
        "4 WXDi-Z01-018\n", "3 WXDi-Z01-018\n"
    )
    assert problems(LRIG_DECK + five) == [
        'lines 11 and 21: 5 copies of "試作0号 ミドリ"; at most 4 of a card'
    ]
    bursts = MAIN.replace("4 WXDi-Z01-011", "4 WXDi-Z01-020").replace(
        "4 WXDi-Z01-013", "4 WXDi-Z01-021"
    )  # 24 cards with a Life Burst
    assert problems(LRIG_DECK + bursts) == ["24 main deck cards have a Life Burst; at most 20"]
    old = LRIG_DECK.replace("1 WXDi-Z01-006 ナミ＝ゼロ", "WX20-Z09-001")
    assert problems(old + MAIN) == [
        "line 8: むかしのナミ (WX20-Z09-001) is a card of another era than Diva; the diva"
        " format plays Diva cards only"
    ]
    misplaced = LRIG_DECK.replace("WXDi-Z01-004\n", "WXDi-Z01-004\nWXDi-Z01-010\n")
    found = problems(misplaced + MAIN.replace("4 WXDi-Z01-010", "3 WXDi-Z01-010"))
    assert found == [
        "the main deck has 39 cards; it must have exactly 40",
        "line 7: 試作0号 ミドリ is a SIGNI; it belongs in the main deck",
    ]
    two = LRIG_DECK.replace("カゼ＝ゼロ\n", "")
    assert problems(two + MAIN) == [
        "the LRIG deck holds 2 level 0 LRIGs; exactly 3 start the game, one as the Center LRIG"
        " and two as Assist LRIGs"
    ]


def test_a_set_number_no_card_has_is_read_as_a_name_and_said_unknown() -> None:
    found = problems(LRIG_DECK + MAIN.replace("4 WXDi-Z01-019", "4 WXDi-Z01-099"))
    assert found[0].startswith('line 20: unknown card "WXDi-Z01-099"')


def test_deck_check_lists_what_the_data_of_its_cards_does_not_decide(tmp_path: Path) -> None:
    """A legal deck whose card's record gave no power: `deck check` passes it and lists the
    unknown field with its evidence."""
    row = SIGNI[1].replace(",6000,", ",-,")  # n=1: level 2, power 6000 in the row
    report = import_bytes(f"{HEADER}\n{row}".encode(), "fix.csv", game="wixoss")
    assert report.changed == 1
    path = tmp_path / "deck.txt"
    path.write_text(LRIG_DECK + MAIN, encoding="utf-8")
    said = decklists.check(path, "diva")
    assert said.code == 0
    assert said.out[-2:] == [
        "  unknown (1): the card data does not say; it plays as 0 or none",
        "    試作1号 ミドリ (WXDi-Z01-011): power unknown: its record gives none, and its type"
        " has one",
    ]

# ruff: noqa: RUF001  (Japanese card data: full-width signs are meant)
"""Imported WIXOSS cards' printed text at the table and in the shell: an ability read from an
invented card of the Japanese CSV layout is offered when its trigger happens, pays its cost,
does what it says and is undone exactly; a [Constant] power whose condition names a class
counts SIGNI of that class; an [Action] ability is listed and used. `card show` prints each
ability as read, `cards abilities --coverage --game wixoss` and `deck check` the share read,
and `card edit --ability` beats the reading. The cards are invented, in the data's shape."""

from __future__ import annotations

from pathlib import Path

import pytest

from playtester.cards.importers import import_bytes
from playtester.cli import main
from playtester.games.common.abilities import Blank
from playtester.games.common.ability_play import Context
from playtester.games.wixoss import board
from playtester.games.wixoss.abilities import of_class, select
from playtester.games.wixoss.ability_phrases import blank_words
from playtester.games.wixoss.state import wx
from tests.wixoss_positions import allow, game, names, player

HEADER = (
    "CardNum,CardName,ImgURL,Type,CardClass,Color,Level,GrowCost,Cost,Limit,Power,Restriction,"
    "Team,Timing,Guard,Coin,Story,LifeBurst,EffectText,BurstText"
)
VANISHER = "試作獣 バニシュ"
BRUTE = "試作獣 ツヨシ"
DRAWER = "試作獣 ヒキ"
ROWS = [
    f"WXDi-Z02-001,{VANISHER},-,シグニ,奏生：試獣,緑,2,-,-,-,5000,-,-,-,0,-,-,0,"
    "【出】《緑》：対戦相手のパワー５０００以下のシグニ１体を対象とし、それをバニッシュする。,-",
    f"WXDi-Z02-002,{BRUTE},-,シグニ,奏生：試獣,緑,3,-,-,-,8000,-,-,-,0,-,-,0,"
    "【常】：あなたの場に＜試獣＞のシグニが２体以上あるかぎり、このシグニのパワーは＋３０００される。,-",
    f"WXDi-Z02-003,{DRAWER},-,シグニ,奏生：試獣,緑,1,-,-,-,2000,-,-,-,0,-,-,1,"
    "【起】《ダウン》：カードを１枚引く。【自】：このシグニがバニッシュされたとき、カードを１枚引く。,"
    "：【エナチャージ１】をする。",
]


@pytest.fixture(autouse=True)
def _imported() -> None:
    report = import_bytes("\n".join([HEADER, *ROWS]).encode("utf-8"), "set.csv", game="wixoss")
    assert report.added == len(ROWS) and not report.skipped


def test_a_read_enter_ability_is_offered_pays_its_cost_vanishes_and_is_undone() -> None:
    g = game(player(hand=[VANISHER], ener=["Twin", "Spark"]),
             player(field={"SL": "Knight", "SC": "Spark"}))  # fmt: skip
    before = g.to_position()
    allow(g, f'play "{VANISHER}" SL')
    offered = [str(a) for a in g.legal_actions()]
    assert offered == [f'use "{VANISHER}"', f'skip "{VANISHER}"']
    allow(g, f'use "{VANISHER}"')  # the green Twin pays, the only SIGNI of 5000 or less goes
    assert names(g, 0, "ener") == ["Spark"] and "Twin" in names(g, 0, "trash")
    assert names(g, 1, "SC") == [] and "Spark" in names(g, 1, "ener")
    assert names(g, 1, "SL") == ["Knight"]  # 8000: not a target
    assert wx(g.state).pending == () and wx(g.state).resolving is None
    g.undo()
    g.undo()
    assert g.to_position() == before


def test_a_game_from_before_printed_text_was_read_plays_on_without_its_reading() -> None:
    """A WIXOSS position written before the table read printed text (no `card_text`) plays
    the imported card by hand, as it was played; one dealt since says `read`."""
    old = game(player(hand=[VANISHER], ener=["Twin", "Spark"]),
               player(field={"SL": "Knight", "SC": "Spark"}), card_text="automated")  # fmt: skip
    allow(old, f'play "{VANISHER}" SL')
    assert wx(old.state).pending == ()
    doc = old.to_position()
    assert "card_text" not in doc
    new = game(player(hand=[VANISHER], ener=["Twin"]), player(field={"SC": "Spark"}))
    assert new.to_position()["card_text"] == "read"
    allow(new, f'play "{VANISHER}" SL')
    assert len(wx(new.state).pending) == 1


def test_each_game_reads_its_own_cards_and_only_those_of_a_real_set() -> None:
    plain = game(player(hand=["Spark"]), player(field={"SC": "Spark"}))
    assert plain.legal_actions()  # (a game without the imported card first)
    unnumbered = {"name": "試作獣 ナシ", "type": "signi", "color": ["green"], "level": 1,
                  "power": 1000, "text": "【出】：カードを１枚引く。"}  # fmt: skip
    g = game(player(hand=[VANISHER, "試作獣 ナシ"], ener=["Twin"]), player(field={"SC": "Spark"}),
             cards=[unnumbered])  # fmt: skip
    allow(g, 'play "試作獣 ナシ" SR')  # no set number: an invented card's text is not read
    assert wx(g.state).pending == ()
    allow(g, f'play "{VANISHER}" SL')
    assert [str(a) for a in g.legal_actions()] == [f'use "{VANISHER}"', f'skip "{VANISHER}"']


def test_a_read_enter_ability_cannot_be_paid_without_a_green_ener_card() -> None:
    g = game(player(hand=[VANISHER], ener=["Spark"]), player(field={"SC": "Spark"}))
    allow(g, f'play "{VANISHER}" SL')
    assert f'use "{VANISHER}"' not in [str(a) for a in g.legal_actions()]
    assert names(g, 1, "SC") == ["Spark"]


def test_a_read_constant_power_counts_the_signi_of_the_class_its_text_names() -> None:
    g = game(player(field={"SL": BRUTE, "SC": VANISHER}), player())
    assert board.power(g.state, 0, "SL") == 11000  # two <試獣> SIGNI: +3000
    g = game(player(field={"SL": BRUTE, "SC": "Spark"}), player())
    assert board.power(g.state, 0, "SL") == 8000  # one: its printed power


def test_the_guard_icon_filters_say_which_cards_a_blank_takes() -> None:
    g = game(player(trash=["Wall", "Spark", "Wall"]), player())
    ctx = Context(0, g.state.zones[0]["C"][0])
    guarded = select(g.state, ctx, ("my", "trash", "signi", "guard"))
    unguarded = select(g.state, ctx, ("my", "trash", "unguarded"))
    assert [g.state.cards[i].card.name for i in guarded] == ["Wall", "Wall"]
    assert [g.state.cards[i].card.name for i in unguarded] == ["Spark"]
    blank = Blank(("my", "trash", "signi", "unguarded"), 2, 0)
    assert blank_words(blank) == "up to two of the SIGNI without a Guard icon in your trash"


def test_a_class_named_by_a_text_is_the_part_after_the_category() -> None:
    assert of_class("奏生：試獣", "試獣") and of_class("試獣", "試獣")
    assert not of_class("奏生：試獣", "奏生") and not of_class("奏生：大試獣", "試獣")


def test_a_read_action_ability_is_listed_used_and_undone_and_the_rest_is_left_alone() -> None:
    g = game(player(field={"SL": DRAWER}, deck=["Spark", "Knight"]), player())
    assert "use SL 1" in [str(a) for a in g.legal_actions()]
    allow(g, "use SL 1")
    assert names(g, 0, "hand") == ["Spark"] and board.top(g.state, 0, "SL").rested
    g.undo()
    assert names(g, 0, "hand") == [] and not board.top(g.state, 0, "SL").rested


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    code = main(list(argv))
    return code, capsys.readouterr().out


def test_card_show_prints_each_ability_as_read_and_what_was_not(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out = run(capsys, "card", "show", DRAWER, "--game", "wixoss")
    assert code == 0
    tail = out[out.index("  abilities (") :].splitlines()
    assert tail[0] == "  abilities (read from the printed text; 2 of 3 read whole):"
    assert tail[1:5] == [
        "    1. read (characters 0-18): 【起】《ダウン》：カードを１枚引く。",
        "       act signi",
        "         cost down {self}",
        "         do draw 1",
    ]
    assert tail[5].startswith("    2. by hand (characters 18-48): 【自】：このシグニがバニッシュ")
    assert tail[6:9] == [
        "    3. read (characters 49-72): 【ライフバースト】：【エナチャージ１】をする。",
        "       auto check when burst",
        "         do charge 1",
    ]


def test_coverage_and_a_hand_written_ability_that_beats_the_reading(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out = run(capsys, "cards", "abilities", "--coverage", "--game", "wixoss")
    assert (code, out) == (
        0,
        "diva: 5 abilities: 80% read whole, 20% not (by hand); cost read for 100% of 2 with"
        " one; 2 of 3 cards (67%) read whole\n",
    )
    ability = "auto signi when enters; do draw 1"
    code, out = run(capsys, "card", "edit", DRAWER, "--game", "wixoss", "--ability", ability)
    assert code == 0, out
    code, out = run(capsys, "card", "show", DRAWER, "--game", "wixoss")
    assert "  abilities (written by you (card edit --ability)" in out
    code, out = run(capsys, "cards", "abilities", "--coverage", "--game", "wixoss")
    assert out.startswith("diva: 3 abilities: 100% read whole")


def test_deck_check_prints_the_coverage_and_the_cards_to_write_by_hand(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from playtester.games.wixoss import decklists

    deck = tmp_path / "deck.txt"
    deck.write_text(f"Main Deck:\n4 {VANISHER}\n4 {DRAWER}\n", "utf-8")
    said = decklists.check(deck, "diva")
    assert said.out[-2:] == [
        "  abilities: 4 abilities: 75% read whole, 25% not (by hand); cost read for 100% of 2"
        " with one; 1 of 2 cards (50%) read whole",
        f'  to write by hand (`playtester card edit NAME --ability ...`): "{DRAWER}"',
    ]


def test_a_dealt_game_reads_printed_text() -> None:
    from playtester.engine import Game
    from playtester.resources import demo_decks

    decks = [p.read_text(encoding="utf-8") for p in demo_decks("diva", "wixoss")][:2]
    game = Game.new(game="wixoss", format="diva", decks=decks, seed=1)
    assert game.to_position()["card_text"] == "read"

"""WIXOSS's refusal words: every reason id the rules give has words and every word has a rule;
each template formats; and a handful of refusals, produced in real positions, read exactly as
a player has always read them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from playtester.engine import Reason
from playtester.games.common import refusals as common
from playtester.games.wixoss import refusals
from tests.wixoss_positions import game, player

PACKAGES = [Path(refusals.__file__).parent, Path(common.__file__).parent]
# a quoted dotted name: only reason ids look so (but a data file's name, "cardlist.json")
ID = re.compile(r'"([a-z_]+\.(?!json")[a-z_]+)"')


def _ids_in_rules() -> set[str]:
    """Every reason id named in the rule modules of WIXOSS and games/common (not the words)."""
    found: set[str] = set()
    for package in PACKAGES:
        for path in package.glob("*.py"):
            if path.name != "refusals.py":
                found |= set(ID.findall(path.read_text(encoding="utf-8")))
    return found


def test_every_reason_id_has_words_and_every_word_a_reason() -> None:
    used = _ids_in_rules()
    worded = set(refusals.WORDS) | set(common.WORDS)
    assert used - worded == set(), "ids the rules give without words"
    assert worded - used == set(), "words no rule gives"
    assert not set(refusals.WORDS) & set(common.WORDS), "a common id worded twice"


# One value for every parameter any refusal takes: each template must format from them.
SAMPLE = Reason.of(
    "",
    verb="grow",
    card="Alpha Crown",
    where="your hand",
    zone="SL",
    there="Knight",
    kind="spell",
    cost=("white", "red", "colorless"),
    paid=2,
    need=1,
    colour="red",
    have=1,
    level=3,
    old_level=1,
    lrig_level=2,
    on="AL",
    lrig_type="Alpha",
    old_type="",
    rule="vanish",
    rules=("vanish", "limit"),
    player="Ann",
    winner="Bo",
    hand=8,
    limit=6,
    count=3,
    left=5,
    total=7,
)


@pytest.mark.parametrize("why", sorted({*refusals.WORDS, *common.WORDS}))
def test_every_refusal_formats_from_its_facts(why: str) -> None:
    words = refusals.words(Reason(why, SAMPLE.args))
    assert words and "{" not in words and "}" not in words


def test_made_words_agree_with_their_facts() -> None:
    """The words some templates make from facts: plurals, lists, the LRIG grown on, "(none)"."""
    pay = Reason.of("pay.count", verb="play", card="Toll", cost=("white", "white"), paid=1)
    assert refusals.words(pay) == (
        "play: Toll's cost is 2 white: the cost is 2 white (2 Ener), and 1 card were paid"
    )
    colour = Reason.of(
        "pay.colour",
        verb="grow",
        card="Alpha Crown",
        cost=("white", "red"),
        need=1,
        colour="red",
        have=1,
    )
    assert refusals.words(colour).endswith("and 1 of the cards paid is red")
    assert "(none)" in refusals.words(Reason("grow.type", SAMPLE.args))
    assert (
        "your Assist LRIG on AL is level 1: an LRIG grows one level at a time (into level 2)"
        in (refusals.words(Reason("grow.level", SAMPLE.args)))
    )
    rules = refusals.words(Reason("wait.rules", SAMPLE.args))
    assert rules == (
        "grow: rule-based actions apply to Ann's board at once (a SIGNI with power 0 or less is "
        "vanished; SIGNI over the Center LRIG's limit go to the trash); they have no order: "
        "choose which comes first (rule vanish, remove SL, ...)"
    )


def test_refusals_read_as_they_always_have() -> None:
    g = game(player(hand=["Knight", "Toll"], field={"SL": "Spark"}), player())
    assert g.check('play "Knight" SL').reason == (
        "play: SL already holds Spark; remove it first to make room"
    )
    assert g.check('play "Toll" SC').reason == (
        "play: Toll is a spell; only SIGNI are played into a SIGNI zone (spells and other card "
        "text: use the manual tools)"
    )
    assert g.check('play "Nobody" SC').reason == 'play: no "Nobody" in your hand'
    assert g.check("@1 next").reason == "next: it is Player 1's turn to act"
    assert g.check("vanish -> SC").reason == "vanish: your opponent's centre SIGNI zone is empty"
    assert g.check("ener SL").reason == "ener: the Ener charge is made in your ener phase"
    crown = game(player(lrig_deck=["Alpha Crown"], ener=["Spark"]), player(), phase="grow")
    assert crown.check('grow "Alpha Crown"').reason == (
        "grow: your Ener zone cannot pay Alpha Crown's grow cost of 1 white, 1 red and 1 colourless"
    )
    assert crown.check('grow "Alpha Crown" pay "Spark"').reason == (
        "grow: Alpha Crown's grow cost is 1 white, 1 red and 1 colourless: the cost is 1 white, "
        "1 red and 1 colourless (3 Ener), and 1 card were paid"
    )
    alone = game(player(field={"C": None}, hand=["Spark"]), player())  # no Center LRIG
    assert alone.check('play "Spark" SL').reason == (
        "play: you have no Center LRIG, whose level and limit a SIGNI needs"
    )
    alone = game(player(field={"C": None}), player(), phase="attack", step="lrig")
    verdict = alone.check("attack C")
    assert not verdict.possible and verdict.reason == "attack: you have no Center LRIG"
    over = game(player(), player(), phase="end", winner=1)
    assert over.check("next").reason == "the game is over: Player 2 won"

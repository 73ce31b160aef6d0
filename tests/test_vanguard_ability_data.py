"""The bundled Vanguard cards' abilities as data (assets/abilities/vanguard/*.txt): every card
with text has its block and no block names a card that does not exist, every file reads and
writes back to itself, the headers agree with the cards' printed texts, and some cards read
into exactly the abilities their texts say."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from playtester.games.common.abilities import Ability, Blank, CardText, Kind, Step
from playtester.games.common.ability_text import read, write
from playtester.games.vanguard import ability_data
from playtester.games.vanguard.ability_data import AbilityDataError, bundled, read_folder
from playtester.games.vanguard.ability_words import WORDS
from playtester.resources import CHECKOUT, data_path

CARDS = data_path("assets", "cards", "vanguard")
ABILITIES = data_path(*ability_data.FOLDER)


def _printed(stem: str) -> dict[str, str]:
    """The cards of one bundled card file that have a text, name -> text."""
    cards = json.loads((CARDS / f"{stem}.json").read_text("utf-8"))
    return {card["name"]: card["text"] for card in cards if card.get("text")}


def _all_printed() -> dict[str, str]:
    return {k: v for path in sorted(CARDS.glob("*.json")) for k, v in _printed(path.stem).items()}


def test_each_card_file_has_an_ability_file_with_a_block_for_each_card_with_text() -> None:
    stems = sorted(path.stem for path in CARDS.glob("*.json"))
    assert stems == sorted(path.stem for path in ABILITIES.glob("*.txt"))
    for stem in stems:
        described = [card.name for card in read((ABILITIES / f"{stem}.txt").read_text(), WORDS)]
        assert sorted(described) == sorted(_printed(stem)), stem
    assert len(bundled()) == len(_all_printed()) == 97  # 84 and the D era demo clans' 13


def test_every_file_reads_and_writes_back_to_itself() -> None:
    for path in sorted(ABILITIES.glob("*.txt")):
        cards = read(path.read_text("utf-8"), WORDS)
        assert read(write(cards), WORDS) == cards, path.name


MARKS = {"[AUTO]": Kind.AUTO, "[ACT]": Kind.ACT, "[CONT]": Kind.CONT}
CIRCLES = {"[V]": "VC", "[R]": "RC", "[GC]": "GC"}
HEADER = re.compile(
    r"^(\[AUTO\]|\[ACT\]|\[CONT\]) ?((?:\[(?:V|R|GC)\]/?)*) ?(Generation Break \d)?:"
)


@pytest.mark.parametrize("name", sorted(_all_printed()))
def test_the_abilities_agree_with_the_printed_headers(name: str) -> None:
    """One ability per [AUTO]/[ACT]/[CONT] of the text (not Sentinel's deck rule), in order, of
    that kind, on those circles, with that Generation Break; a [Stride] text is by hand."""
    text, card = _all_printed()[name], bundled()[name]
    headers = [
        match
        for line in text.splitlines()
        if (match := HEADER.match(line)) and not line.startswith("[CONT]: Sentinel")
    ]
    assert [a.kind for a in card.abilities] == [MARKS[m.group(1)] for m in headers]
    for ability, match in zip(card.abilities, headers, strict=True):
        circles = tuple(CIRCLES[c] for c in re.findall(r"\[(?:V|R|GC)\]", match.group(2)))
        if circles:  # an [AUTO] with no circle says where in its words (checked by hand)
            assert ability.zones == circles
        gb = match.group(3)
        assert ability.marks == ((f"GB{gb[-1]}",) if gb else ())
        assert ability.steps or ability.by_hand, "an ability that does nothing"
    assert bool(card.by_hand) == ("[Stride]" in text)


HESPERON = Ability(
    Kind.AUTO,
    ("VC",),
    trigger=("attacks",),
    cost=(Step("counterblast", ("1",)),),
    effects=(
        Step("stand", (Blank(("my", "rested", "rear"), name="A"),)),
        Step("power", (Blank(("A",)), "+5000", "turn")),
    ),
)
SENTINEL = Ability(
    Kind.AUTO,
    ("GC",),
    trigger=("placed",),
    cost=(Step("discard", (Blank(("my", "hand")),)),),
    effects=(Step("restrict", (Blank(("attacked",)), "no-hit", "battle")),),
)
SPOT_CHECKS = {
    # [AUTO] [V]: When this unit attacks, Counter Blast (1): choose one of your rested
    # rear-guards, stand it, and it gets +5000 power until end of turn.
    "Grand Regulator Hesperon": CardText("Grand Regulator Hesperon", (HESPERON,)),
    # [CONT] [V]: During your turn, if you have five rear-guards, this unit gets +3000 power.
    "Mainspring Colossus": CardText(
        "Mainspring Colossus",
        (
            Ability(
                Kind.CONT,
                ("VC",),
                conditions=(("my", "turn"), ("count", "my", "rear", ">=", "5")),
                effects=(Step("power", (Blank(("self",)), "+3000")),),
            ),
        ),
    ),
    # [CONT]: Sentinel (a deck rule) and [AUTO] [GC]: When placed on a guardian circle, you may
    # discard a card from your hand. If you do, one of your units being attacked cannot be hit
    # until the end of this battle.
    "Vowkeeper Maelis": CardText("Vowkeeper Maelis", (SENTINEL,)),
    # [CONT] [R]: This unit cannot boost and cannot be boosted.
    "Tinker's Siege Engine": CardText(
        "Tinker's Siege Engine",
        (
            Ability(
                Kind.CONT,
                ("RC",),
                effects=(
                    Step("restrict", (Blank(("self",)), "no-boost")),
                    Step("restrict", (Blank(("self",)), "no-boosted")),
                ),
            ),
        ),
    ),
    # [AUTO]: When another Cinderwing Dominion unit rides this unit, you may call this card to
    # a rear-guard circle.
    "Hatchling of the Red Caldera": CardText(
        "Hatchling of the Red Caldera",
        (
            Ability(
                Kind.AUTO,
                ("soul",),
                trigger=("rode-upon",),
                conditions=(
                    ("count", "my", "vanguard", "clan", '"Cinderwing Dominion"', ">=", "1"),
                ),
                effects=(Step("put", (Blank(("self",)), Blank(("my", "circle"))), optional=True),),
            ),
        ),
    ),
    # [AUTO] [V]/[R]: When this unit attacks a vanguard, if your opponent has no rear-guards in
    # the front row, this unit gets +5000 power until end of that battle.
    "Kindling Lancer Ossa": CardText(
        "Kindling Lancer Ossa",
        (
            Ability(
                Kind.AUTO,
                ("VC", "RC"),
                trigger=("attacks", "vanguard"),
                conditions=(("count", "their", "front", "rear", "=", "0"),),
                effects=(Step("power", (Blank(("self",)), "+5000", "battle")),),
            ),
        ),
    ),
    # [AUTO] [V] Generation Break 2: When this unit attacks, if its Heart is a Hesperon unit,
    # Counter Blast (1): choose up to two of your rested rear-guards, stand them, and they get
    # +5000 power until end of turn.
    "Hesperon, Master of the Perpetual Engine": CardText(
        "Hesperon, Master of the Perpetual Engine",
        (
            Ability(
                Kind.AUTO,
                ("VC",),
                ("GB2",),
                ("attacks",),
                cost=(Step("counterblast", ("1",)),),
                effects=(
                    Step("stand", (Blank(("my", "rested", "rear"), 2, 0, "A"),)),
                    Step("power", (Blank(("A",)), "+5000", "turn")),
                ),
                by_hand="use it only if its Heart is a Hesperon unit",
            ),
        ),
    ),
    # [AUTO] [V] Generation Break 2: At the end of the battle this unit attacked, if it was
    # your fourth battle or later this turn, Counter Blast (2) & turn one face-down card in your
    # G zone face up: stand this unit, and it gets drive -2 until end of turn.
    "Maribel, Admiral of the Endless Squall": CardText(
        "Maribel, Admiral of the Endless Squall",
        (
            Ability(
                Kind.AUTO,
                ("VC",),
                ("GB2",),
                ("battle-end",),
                (("battle", ">=", "4"),),
                (Step("counterblast", ("2",)),),
                (
                    Step("stand", (Blank(("self",)),)),
                    Step("drive", (Blank(("self",)), "-2", "turn")),
                ),
                "its cost also turns one face-down card in your G zone face up",
            ),
        ),
    ),
    # [Stride]: ... (by hand) and [AUTO] [V]: When this unit strides, Soul Blast (2): call up
    # to two grade 1 or lower cards from your soul to empty rear-guard circles.
    "Celestine Oathbinder Maera": CardText(
        "Celestine Oathbinder Maera",
        (
            Ability(
                Kind.AUTO,
                ("VC",),
                trigger=("strides",),
                cost=(Step("soulblast", ("2",)),),
                effects=(
                    Step(
                        "put",
                        (Blank(("my", "soul", "grade<=1"), 1, 0), Blank(("my", "empty", "circle"))),
                    ),
                )
                * 2,
            ),
        ),
        by_hand="to stride it, instead of discarding, you may put Dawnspire Order cards from "
        "your hand whose grades add up to 3 or more into your soul",
    ),
}


@pytest.mark.parametrize("name", sorted(SPOT_CHECKS))
def test_a_card_reads_into_the_abilities_its_text_says(name: str) -> None:
    assert bundled()[name] == SPOT_CHECKS[name]


def test_the_files_are_read_once_and_no_caller_can_change_them(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    calls: list[Path] = []

    def counting(folder: Path) -> dict[str, CardText]:
        calls.append(folder)
        return read_folder(folder)

    ability_data.bundled.cache_clear()
    monkeypatch.setattr(ability_data, "read_folder", counting)
    try:
        first = bundled()
        with pytest.raises(TypeError):
            first["Pyrevast, the Ember Tyrant"] = CardText("x")  # type: ignore[index]
        assert bundled() is first and len(first) == 97
        assert calls == [ABILITIES]
    finally:
        ability_data.bundled.cache_clear()


def _write(folder: Path, name: str, data: str | bytes) -> Path:
    path = folder / name
    if isinstance(data, bytes):
        path.write_bytes(data)
    else:
        path.write_text(data, "utf-8")
    return path


def test_a_file_that_does_not_read_is_named_with_its_line_and_column(tmp_path: Path) -> None:
    _write(tmp_path, "a.txt", 'card "Fine"\n  auto VC when attacks\n    do draw 1\n')
    bad = _write(tmp_path, "b.txt", 'card "Broken"\n  auto VC when attacks\n    do fly 1\n')
    with pytest.raises(AbilityDataError) as caught:
        read_folder(tmp_path)
    assert (caught.value.path, caught.value.line, caught.value.column) == (bad, 3, 8)
    assert str(caught.value).startswith(f"{bad}: line 3, column 8: 'fly' is not a step")


def test_bytes_that_are_not_utf8_are_named_with_their_line_and_column(tmp_path: Path) -> None:
    bad = _write(tmp_path, "a.txt", 'card "Fine"\n  by hand: caf\xc3\xa9 \xff\n'.encode("latin-1"))
    with pytest.raises(AbilityDataError) as caught:
        read_folder(tmp_path)
    assert (caught.value.path, caught.value.line, caught.value.column) == (bad, 2, 17)
    assert "not UTF-8" in str(caught.value)


def test_a_card_described_in_two_files_is_an_error(tmp_path: Path) -> None:
    _write(tmp_path, "a.txt", 'card "Twice"\n  auto VC when attacks\n    do draw 1\n')
    second = _write(tmp_path, "b.txt", '# again\ncard "Other"\n\ncard "Twice"\n')
    with pytest.raises(AbilityDataError) as caught:
        read_folder(tmp_path)
    assert (caught.value.path, caught.value.line, caught.value.column) == (second, 4, 6)
    assert '"Twice" is described in a.txt too' in str(caught.value)


def test_the_application_bundle_ships_the_ability_files() -> None:
    """The wheel carries all of assets/; PyInstaller's spec lists its folders one by one."""
    spec = (CHECKOUT / "packaging" / "playtester.spec").read_text("utf-8")
    assert '(str(ROOT / "assets" / "abilities"), "playtester/_data/assets/abilities")' in spec
    pyproject = (CHECKOUT / "pyproject.toml").read_text("utf-8")
    assert '"assets" = "playtester/_data/assets"' in pyproject

"""The text form of card abilities (games/common/ability_text.py, docs/abilities.md): what is
written reads back equal, every error names the line and column where the text is wrong, any
text at all gives cards or an AbilityTextError (nothing else), and the size limits hold for
hostile input of a mebibyte."""

from __future__ import annotations

import os

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from playtester.games.common.abilities import Ability, Blank, CardText, Kind, Step
from playtester.games.common.ability_text import (
    MAX_BYTES,
    MAX_CARDS,
    MAX_LINE,
    AbilityTextError,
    read,
    write,
)
from playtester.games.vanguard.ability_words import WORDS

# FUZZ=2000 runs the generated tests longer
FAST = settings(
    max_examples=int(os.environ.get("FUZZ", 100)),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)


class AnyWords:
    """A vocabulary that takes every word: the form's own rules alone decide."""

    def zone(self, word: str) -> str | None:
        return None

    def mark(self, word: str) -> str | None:
        return None

    def trigger(self, words: tuple[str, ...]) -> str | None:
        return None

    def condition(self, words: tuple[str, ...]) -> str | None:
        return None

    def blank(self, words: tuple[str, ...]) -> str | None:
        return None

    def step(self, step: Step) -> str | None:
        return None

    def constant(self, step: Step) -> str | None:
        return None


ANY = AnyWords()

# --- generated cards --------------------------------------------------------------------------

# text on one line: no line breaks of any kind (str.splitlines splits on \x1c, \x85, \u2028 ...)
ONE_LINE = st.characters(blacklist_categories=("Cc", "Cs", "Zl", "Zp"))
PHRASE = st.text(ONE_LINE, min_size=1, max_size=30).map(str.strip).filter(bool)
LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
BARE = st.text(LETTERS + "0123456789<>=+-/.,'#:!", min_size=1, max_size=8)
QUOTED = st.text(ONE_LINE, max_size=12).map(
    lambda s: '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'
)
WORD = BARE | QUOTED
# inside a blank, a trailing count and `as NAME` have a meaning of their own
BLANK_WORD = (
    BARE.filter(lambda w: w not in ("as", "up", "to") and not (w.isascii() and w.isdigit()))
    | QUOTED
)
ZONE = st.text(LETTERS + "0123456789/", min_size=1, max_size=4)
VERB = st.text(LETTERS, min_size=1, max_size=10).filter(lambda w: w != "may")


@st.composite
def blanks(draw: st.DrawFn) -> Blank:
    most = draw(st.integers(1, 99))
    least = draw(st.sampled_from([0, most]))
    if draw(st.booleans()):
        least = most = 1
    name = draw(st.none() | st.text(LETTERS + "0123456789", min_size=1, max_size=4))
    return Blank(tuple(draw(st.lists(BLANK_WORD, min_size=1, max_size=4))), most, least, name)


STEP = st.builds(
    Step,
    VERB,
    st.lists(WORD.filter(lambda w: not w.startswith("{")) | blanks(), max_size=4).map(tuple),
    st.booleans(),
)
STEPS = st.lists(STEP, max_size=3).map(tuple)


@st.composite
def abilities(draw: st.DrawFn) -> Ability:
    kind = draw(st.sampled_from(list(Kind)))
    trigger = draw(st.lists(WORD, min_size=1, max_size=3)) if kind is Kind.AUTO else []
    return Ability(
        kind,
        tuple(draw(st.lists(ZONE, min_size=1, max_size=3))),
        tuple(draw(st.lists(BARE.filter(lambda w: w != "when"), max_size=2))),
        tuple(trigger),
        tuple(tuple(c) for c in draw(st.lists(st.lists(WORD, min_size=1, max_size=4), max_size=2))),
        draw(STEPS),
        draw(STEPS),
        draw(st.just("") | PHRASE),
    )


CARD_LISTS = st.lists(
    st.builds(CardText, PHRASE, st.lists(abilities(), max_size=3).map(tuple), st.just("") | PHRASE),
    max_size=4,
    unique_by=lambda card: card.name,
)


@FAST
@given(CARD_LISTS)
def test_what_is_written_reads_back_equal(cards: list[CardText]) -> None:
    assert read(write(cards), ANY) == cards


DOCS_EXAMPLE = """\
# a comment
card "Ember Tyrant"
  auto VC when hits vanguard
    cost counterblast 2
    do retire {their rear}

card "Regulator of Gears"
  auto VC when attacks
    cost counterblast 1
    do stand {my rested rear as A}
    do power {A} +5000 turn

card "Keeper of Hours"
  cont VC
    if my turn
    if count my rear >= 5
    do power {self} +3000
  by hand: its second ability
"""


def test_the_documented_example_reads_with_vanguards_words() -> None:
    tyrant, regulator, keeper = read(DOCS_EXAMPLE, WORDS)
    assert tyrant == CardText(
        "Ember Tyrant",
        (
            Ability(
                Kind.AUTO,
                ("VC",),
                trigger=("hits", "vanguard"),
                cost=(Step("counterblast", ("2",)),),
                effects=(Step("retire", (Blank(("their", "rear")),)),),
            ),
        ),
    )
    assert regulator.abilities[0].effects == (
        Step("stand", (Blank(("my", "rested", "rear"), name="A"),)),
        Step("power", (Blank(("A",)), "+5000", "turn")),
    )
    assert keeper.abilities[0].conditions == (("my", "turn"), ("count", "my", "rear", ">=", "5"))
    assert keeper.abilities[0].by_hand == "its second ability"
    assert not keeper.by_hand  # under an ability, `by hand:` is the ability's
    assert read(write([tyrant, regulator, keeper]), WORDS) == [tyrant, regulator, keeper]


def test_counts_optional_steps_and_by_hand_lines() -> None:
    text = """\
card "X"
  by hand: first
  by hand: second
  act RC 1/turn GB2
    cost may discard {my hand 2}
    do stand {my rested rear up to 3 as B}
    do put {my hand named "a{b}c"} {my empty circle}
"""
    (card,) = read(text, WORDS)
    assert card.by_hand == "first second"
    (ability,) = card.abilities
    assert ability.marks == ("1/turn", "GB2")
    assert ability.cost == (Step("discard", (Blank(("my", "hand"), 2, 2),), optional=True),)
    assert ability.effects[0] == Step("stand", (Blank(("my", "rested", "rear"), 3, 0, "B"),))
    assert ability.effects[1].blanks[0].words == ("my", "hand", "named", '"a{b}c"')


# --- errors name their line and column --------------------------------------------------------

HEAD = 'card "X"\n  auto VC when attacks\n'
ERRORS = {
    "unknown zone": ('card "X"\n  auto VC,XC when attacks\n', 2, 8, "'XC': not a place"),
    "unknown mark": ('card "X"\n  cont VC GB0\n', 2, 11, "'GB0': not a mark"),
    "unknown trigger": ('card "X"\n  auto VC when flies\n', 2, 11, "when flies:"),
    "auto without trigger": ('card "X"\n  auto VC\n', 2, 10, "an auto ability says when"),
    "trigger on cont": ('card "X"\n  cont VC when attacks\n', 2, 11, "only an auto ability"),
    "unknown selector": (HEAD + "    do retire {their bind}\n", 3, 15, "{their bind}:"),
    "unknown step verb": (HEAD + "    do fly {self}\n", 3, 8, "'fly' is not a step"),
    "step without verb": (HEAD + "    cost may\n", 3, 13, "a step needs an action"),
    "missing card": ("  auto VC when attacks\n", 1, 1, "belongs to a card"),
    "not a card line": ("auto VC when attacks\n", 1, 1, 'starts with `card "NAME"`'),
    "line before any ability": ('card "X"\n  do draw 1\n', 2, 3, "an ability starts with"),
    "unknown line": (HEAD + "    then draw 1\n", 3, 5, "expected if, cost, do"),
    "unclosed quote": ('\ncard "X\n', 2, 6, "unclosed quote"),
    "unclosed quote in a blank": (HEAD + '    do put {my hand named "A} hand\n', 3, 12, "unclosed"),
    "unclosed blank": (HEAD + "    do retire {their rear\n", 3, 15, "'}' is missing"),
    "blank inside a blank": (HEAD + "    do retire {their {rear}\n", 3, 22, "another blank"),
    "blank count 0": (HEAD + "    do discard {my hand 0}\n", 3, 16, "1 to 99 cards"),
    "blank count over 99": (HEAD + "    do discard {my hand up to 100}\n", 3, 16, "1 to 99"),
    "count in other digits": (HEAD + "    do discard {my hand \u00b2}\n", 3, 16, "'\u00b2'"),
    "empty blank": (HEAD + "    do discard {up to 2}\n", 3, 16, "an empty blank"),
    "bad blank name": (HEAD + "    do discard {my hand as A-1}\n", 3, 16, "'A-1'"),
    "duplicate card": ('card "X"\n\ncard "Y"\ncard "X"\n', 4, 6, '"X" is described twice'),
    "empty card name": ('card " "\n', 1, 6, "empty card name"),
    "empty by hand": ('card "X"\n  by hand:  \n', 2, 11, "say what is done by hand"),
    "bad condition": (HEAD + "    if always\n", 3, 8, "if always: not a condition"),
    "line too long": ("#" * MAX_LINE + "\n" + "#" * (MAX_LINE + 1), 2, MAX_LINE + 1, "at most"),
}


@pytest.mark.parametrize("case", sorted(ERRORS))
def test_an_error_names_its_line_and_column(case: str) -> None:
    text, line, column, said = ERRORS[case]
    with pytest.raises(AbilityTextError) as caught:
        read(text, WORDS)
    assert (caught.value.line, caught.value.column) == (line, column), str(caught.value)
    assert said in caught.value.problem
    assert str(caught.value).startswith(f"line {line}, column {column}: ")


def test_the_size_limit_counts_bytes_not_characters() -> None:
    exactly = ("#" * 1023 + "\n") * 1024
    assert len(exactly) == MAX_BYTES and read(exactly, WORDS) == []
    accents = ("\u00e9" * 511 + "#\n") * 1024 + "#"  # a mebibyte and a byte, in fewer characters
    assert len(accents) < MAX_BYTES
    for over in (exactly + "#", accents):
        with pytest.raises(AbilityTextError) as caught:
            read(over, WORDS)
        assert (caught.value.line, caught.value.column) == (1, 1)
        assert "larger than 1024 KiB" in caught.value.problem


def test_at_most_so_many_cards() -> None:
    cards = "".join(f'card "{n}"\n' for n in range(MAX_CARDS))
    assert len(read(cards, WORDS)) == MAX_CARDS
    with pytest.raises(AbilityTextError) as caught:
        read(cards + 'card "one more"\n', WORDS)
    assert (caught.value.line, caught.value.column) == (MAX_CARDS + 1, 1)


# --- hostile text -----------------------------------------------------------------------------

PIECES = st.sampled_from(
    ['card "X"', "card", '"', "{", "}", "\\", " ", "  ", "\n", "\t", "\r", "\u2028", "\x85",
     "\ud800", "auto", "act", "cont", "VC", "VC,RC", "when", "attacks", "hits vanguard", "if",
     "cost", "do", "may", "by hand:", "#", "up to", "as", "A", "2", "0", "100", "\u00b2",
     "\u0663", "{my rear", "{self}", "{my hand 2 as A}", "count", ">=", "battle", "power",
     "+5000", "turn", "put", "hand", "1/turn", "GB2", "named", 'clan "X"', "x" * 50]
)  # fmt: skip


@FAST
@given(st.lists(PIECES, max_size=40).map("".join) | st.text(max_size=300))
def test_any_text_gives_cards_or_an_ability_text_error(text: str) -> None:
    for vocab in (WORDS, ANY):
        try:
            cards = read(text, vocab)
        except AbilityTextError as error:
            assert error.line >= 1 and error.column >= 1
            continue
        # what was read writes back to the same cards (short texts stay under the line limit)
        assert read(write(cards), vocab) == cards


MIB = 1 << 20


def _fill(head: str, line: str) -> str:
    """`head`, then `line` repeated up to just under the size limit."""
    return head + line * ((MAX_BYTES - len(head)) // len(line))


@pytest.mark.parametrize(
    "text",
    [
        '"' * MIB,  # one line of quotes: longer than a line may be
        "{" * MIB,
        _fill("", '"' * (MAX_LINE - 1) + "\n"),  # many lines of quotes, each unclosed
        _fill('card "X"\n  auto VC when attacks\n', "    do put {" + "{" * 1900 + "}\n"),
        _fill('card "X"\n', "  " + "\\" * 1990 + "\n"),
    ],
    ids=["one-line-of-quotes", "one-line-of-braces", "lines-of-quotes", "nested-braces", "slashes"],
)
def test_a_mebibyte_of_hostile_text_is_refused_at_a_place(text: str) -> None:
    with pytest.raises(AbilityTextError) as caught:
        read(text, WORDS)
    assert caught.value.line in (1, 2, 3) and caught.value.column >= 1


@pytest.mark.parametrize(
    "text",
    [
        _fill("", "#" + "{" * 1000 + "\n"),  # comments
        _fill("", "\n"),  # empty lines
        _fill('card "X"\n  cont VC\n', "    if " + '"" ' * 600 + "\n"),  # quoted words
        _fill('card "X"\n  cont VC\n', "    do x " + '{"}"} ' * 300 + "\n"),  # braces in blanks
        _fill('card "X"\n  auto VC when attacks\n', "    by hand: x\n"),  # by hand lines
    ],
    ids=["comments", "empty-lines", "quoted-words", "quoted-braces", "by-hand-lines"],
)
def test_a_mebibyte_of_heavy_text_is_read(text: str) -> None:
    assert MIB - 2 * MAX_LINE < len(text.encode()) <= MAX_BYTES
    cards = read(text, ANY)
    assert len(cards) == (0 if text.startswith(("#", "\n")) else 1)

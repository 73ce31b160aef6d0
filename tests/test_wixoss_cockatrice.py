"""WIXOSS cards from Cockatrice card databases (XML, versions 3 and 4, as the community's
WIXOSS plugins lay them out) and decks from Cockatrice deck files (`.cod`): every property
read, what the text marks kept with its evidence, what the files never say (an LRIG's team)
unknown; a hostile document refused in a sentence; a `.cod` deck checked and played. The
cards are invented."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from playtester.cards.importers import CardImportError, import_bytes, read_cards
from playtester.engine import DeckError, Game
from playtester.games.wixoss import bot, decklists
from playtester.games.wixoss.cards import WixossCard
from playtester.games.wixoss.deck import read_deck

URL = "https://example.invalid/cards"


def _card(name: str, number: str, props: str, version: int = 3) -> str:
    code = number.rsplit("-", 1)[0]
    where = f'<set picURL="{URL}/{code}/{number}.jpg">{code}</set>'
    if version == 4:
        return f"<card><name>{name}</name>{where}<prop>{props}</prop></card>"
    return f"<card><name>{name}</name>{where}{props}</card>"


def _database(cards: list[str], version: int = 3) -> bytes:
    body = "".join(cards)
    return (
        f'<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_carddatabase version="{version}">'
        f"<sets><set><name>WXDi-Z09</name></set></sets><cards>{body}</cards>"
        "</cockatrice_carddatabase>"
    ).encode()


LRIGS = [
    _card(f"Mira {word}", f"WXDi-Z09-00{level + 1}",
          f"<color>G</color><manacost>{level} - {'G' * max(0, level - 1) or '0'}</manacost>"
          f"<type>LRIG - Mira</type><loyalty>{(0, 2, 5, 6)[level]}</loyalty><text></text>")
    for level, word in enumerate(("Zero", "One", "Two", "Three"))
]  # fmt: skip
LRIGS += [
    _card("Kaze Zero", "WXDi-Z09-005", "<color>R</color><manacost>0 - 0</manacost>"
          "<type>LRIG - Kaze</type><loyalty>0</loyalty>"),
    _card("Nami Zero", "WXDi-Z09-006", "<color>U</color><manacost>0 - 0</manacost>"
          "<type>LRIG - Nami</type><loyalty>0</loyalty>"),
    _card("Kaze =Gust=", "WXDi-Z09-007", "<color>R</color><manacost>1 - 0</manacost>"
          "<type>Assist LRIG - Kaze</type><loyalty>1</loyalty>"
          "<text>Use Timing [Main Phase] [Attack Phase]\n[On-Play]: Draw 1 card.</text>"),
    _card("Test Arts", "WXDi-Z09-008", "<color>R</color><manacost>1R</manacost>"
          "<type>ARTS - Kaze Limited</type><text>Use Timing [Spell Cut-In]\nDraw 1 card.</text>"),
    _card("Test Piece", "WXDi-Z09-009", "<color></color><manacost>3</manacost>"
          "<type>PIECE</type><text>Use Timing [Main Phase]\nDraw 2 cards.</text>"),
]  # fmt: skip
SIGNI = [
    _card(f"Sprout {n}, Test Beast", f"WXDi-Z09-{20 + n:03}",
          f"<color>G</color><manacost>{n % 3 + 1}</manacost>"
          f"<type>SIGNI - Test Spirit: Beast</type><pt>{(n % 3 + 1) * 3000}/*</pt>"
          f"<text>{'[Life Burst]: Draw 1 card.' if n % 2 else ''}</text>")
    for n in range(9)
]  # fmt: skip
SIGNI.append(
    _card("Servant T", "WXDi-Z09-030", "<color></color><manacost>1</manacost>"
          "<type>SIGNI - Origin Spirit</type><pt>1000/*</pt>"
          "<text>[Guard] (Discard this card to stop an LRIG's attack.)</text>")
)  # fmt: skip
SPELL = _card(
    "Test Growth",
    "WXDi-Z09-031",
    "<color>G</color><manacost>1G</manacost><type>SPELL</type>"
    "<text>Draw 2 cards.\n\n[Life Burst]: Draw 1 card.</text>",
)
OLD = _card("Old Mira", "WX01-099", "<color>G</color><manacost>2</manacost>"
            "<type>SIGNI - Test Spirit: Beast</type><pt>5000/*</pt>")  # fmt: skip


def _cards(data: bytes) -> dict[str, WixossCard]:
    cards, report = read_cards(data, "plugin.xml", "wixoss")
    assert not report.skipped, report.lines()
    return {c.card.number: c.card for c in cards if isinstance(c.card, WixossCard)}


@pytest.mark.parametrize("version", [3, 4])
def test_every_property_of_both_versions_is_read(version: int) -> None:
    data = _database([*LRIGS, *SIGNI, SPELL], version)
    cards = _cards(data.replace(b"<card>", b"<card>") if version == 3 else _v4(data))
    three = cards["WXDi-Z09-004"]
    assert (three.kind, three.level, three.limit, three.grow_cost, three.lrig_type) == (
        "lrig", 3, 6, (("green", 2),), "Mira",
    )  # fmt: skip
    gust = cards["WXDi-Z09-007"]
    assert (gust.kind, gust.level, gust.limit, gust.timing) == (
        "assist_lrig",
        1,
        1,
        ("main", "attack"),
    )
    arts = cards["WXDi-Z09-008"]
    assert (arts.kind, arts.cost, arts.restriction, arts.timing) == (
        "arts", (("red", 1), ("colorless", 1)), "Kaze", ("spell_cutin",),
    )  # fmt: skip
    piece = cards["WXDi-Z09-009"]
    assert (piece.kind, piece.color, piece.cost) == ("piece", ("colorless",), (("colorless", 3),))
    sprout = cards["WXDi-Z09-021"]
    assert (sprout.kind, sprout.level, sprout.power, sprout.signi_class, sprout.burst) == (
        "signi", 2, 6000, "Test Spirit: Beast", True,
    )  # fmt: skip
    servant = cards["WXDi-Z09-030"]
    assert (servant.guard, servant.burst, servant.color) == (True, False, ("colorless",))
    spell = cards["WXDi-Z09-031"]
    assert (spell.kind, spell.cost, spell.burst) == (
        "spell",
        (("green", 1), ("colorless", 1)),
        True,
    )


def _v4(data: bytes) -> bytes:
    """The same database written as version 4 (the properties inside `<prop>`)."""
    text = data.decode()
    cards = [*LRIGS, *SIGNI, SPELL]
    for card in cards:
        name = card.split("<name>")[1].split("</name>")[0]
        number = card.split(".jpg")[0].rsplit("/", 1)[1]
        text = text.replace(
            card, _card(name, number, card.split("</set>", 1)[1][: -len("</card>")], 4)
        )
    return text.replace('version="3"', 'version="4"').encode()


def test_what_the_text_decides_has_its_evidence_and_the_team_is_unknown() -> None:
    cards, report = read_cards(_database([LRIGS[0], SIGNI[1], SIGNI[9], OLD]), "p.xml", "wixoss")
    said = {c.card.number: {(e.field, e.rule) for e in c.evidence} for c in cards}
    assert said == {
        "WXDi-Z09-001": {("team", "undecided")},
        "WXDi-Z09-021": {("burst", "text")},
        "WXDi-Z09-030": {("guard", "text")},
        "WX01-099": {("era", "number")},
    }
    assert report.format == "Cockatrice XML version 3"


@pytest.mark.parametrize(
    ("document", "problem"),
    [
        (b'<!DOCTYPE x [<!ENTITY a "aaaa">]><cockatrice_carddatabase/>', "DOCTYPE or entities"),
        (b"<cockatrice_carddatabase><cards><card>", "not well-formed XML"),
        (b'<cockatrice_deck version="1"/>', "a Cockatrice deck (.cod), not a card database"),
        (b"<html/>", "not <cockatrice_carddatabase>"),
    ],
)
def test_a_document_that_is_not_a_card_database_is_refused_in_a_sentence(
    document: bytes, problem: str
) -> None:
    with pytest.raises(CardImportError, match=r"cannot import p\.xml") as caught:
        read_cards(document, "p.xml", "wixoss")
    assert problem in str(caught.value)


def _cod(main: list[tuple[int, str]], side: list[tuple[int, str]]) -> str:
    def zone(name: str, cards: list[tuple[int, str]]) -> str:
        lines = "".join(f'<card number="{n}" name="{card}"/>' for n, card in cards)
        return f'<zone name="{name}">{lines}</zone>'

    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n<cockatrice_deck version="1"><deckname/>'
        f"{zone('side', side)}{zone('main', main)}</cockatrice_deck>\n"
    )


SIDE = [(1, n) for n in ("Mira Zero", "Mira One", "Mira Two", "Mira Three", "Kaze Zero",
                         "Nami Zero", "Kaze =Gust=", "Test Arts", "Test Piece")]  # fmt: skip
MAIN = [(4, f"Sprout {n}, Test Beast") for n in range(9)] + [(4, "Servant T")]


def test_a_cockatrice_deck_opens_passes_deck_check_and_plays(tmp_path: Path) -> None:
    import_bytes(_database([*LRIGS, *SIGNI, SPELL]), "plugin.xml", game="wixoss")
    text = _cod(MAIN, SIDE)
    deck = read_deck(text)
    assert len(deck.main) == 40 and len(deck.lrig) == 9
    centre, assists = deck.starters()
    assert centre is not None and centre.name == "Mira Zero"
    assert [a.name for a in assists] == ["Kaze Zero", "Nami Zero"]
    path = tmp_path / "deck.cod"
    path.write_text(text, encoding="utf-8")
    said = decklists.check(path, "diva")
    assert said.code == 0 and "a legal WIXOSS deck (40 cards" in said.out[0]
    game = Game.new(game="wixoss", format="diva", decks=[text, text], seed=2)
    for _ in range(3000):
        if game.winner is not None:
            break
        game.apply(bot.choose(game))
    assert game.winner in (0, 1)
    with pytest.raises(DeckError) as caught:
        read_deck(_cod([(4, f"Sprout {n}, Test Beast") for n in range(9)], SIDE))
    assert caught.value.problems == ["the main deck has 36 cards; it must have exactly 40"]
    with pytest.raises(DeckError) as caught:
        read_deck('<cockatrice_deck><zone name="main"><card number="x" name="A"/></zone>')
    assert caught.value.problems[0].startswith("cannot read the Cockatrice deck:")


PARTS = st.sampled_from(
    ["<card>", "</card>", "<name>", "</name>", "<type>LRIG - X</type>", "<manacost>9 - WW",
     "</manacost>", "<pt>", "*/*", "<set picURL='x'>", "</set>", "<prop>", "</prop>", "&amp;",
     "<!ENTITY", "<cards>", "</cards>", "<text>[Guard]</text>", "\x00", "\ud800"]
) | st.text(max_size=8)  # fmt: skip


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(PARTS, max_size=30))
def test_no_document_ends_in_a_traceback(parts: list[str]) -> None:
    body = "".join(parts)
    data = f"<cockatrice_carddatabase><cards>{body}</cards></cockatrice_carddatabase>"
    try:
        read_cards(data.encode("utf-8", "surrogatepass"), "fuzz.xml", "wixoss")
    except CardImportError as exc:
        assert str(exc).startswith("cannot import fuzz.xml")
    try:
        read_deck(f"<cockatrice_deck>{body}</cockatrice_deck>")
    except DeckError as exc:
        assert exc.problems

"""Cards are a core every game shares plus the attributes of the game's own card model: a game
brings its card class and attributes through the registry, and positions, recordings, the card
library and search reach them there. Vanguard's data written before the split reads back
identically; a made-up second game ("toy") stores and finds its own attributes."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import Any, ClassVar

import pytest

import playtester  # noqa: F401  (registers Vanguard)
from playtester.cards import db, schema
from playtester.cards.library import Library
from playtester.cards.rows import write_cards
from playtester.cards.search import CardSearch
from playtester.engine import Game, registry
from playtester.engine.cards import Attribute, Card, CardInstance, Printings, check_fields
from playtester.engine.errors import PositionError
from playtester.engine.state import State
from playtester.games.vanguard.cards import VanguardCard, vanguard_card
from playtester.games.vanguard.state import VanguardFlags, VanguardVars
from playtester.record.codec import decode_state, encode_state

RECORDS = Path(__file__).parent / "fixtures" / "records"


@dataclass(frozen=True, slots=True, kw_only=True)
class ToyCard(Card):
    """A card of a made-up game with attributes of every kind a model can declare."""

    game: str = "toy"
    kind: str = "piece"
    level: int = 0
    colour: str = ""
    power: int = 0
    keywords: tuple[str, ...] = ()
    burst: bool = False
    team: str | None = None


class ToyCards:
    game = "toy"
    card_type = ToyCard
    kinds = ("piece", "spell")
    attributes = (
        Attribute("level", int, search="equal"),
        Attribute("colour", str, search="prefix"),
        Attribute("power", int, search="range"),
        Attribute("keywords", tuple, choices=("swift", "tough")),
        Attribute("burst", bool),
        Attribute("team", str, optional=True, search="equal", choices=("red", "blue")),
    )
    printings = Printings()  # by set number; no eras
    _types: ClassVar[dict[str, tuple[type, ...]]] = {
        "level": (int,),
        "colour": (str,),
        "power": (int,),
        "keywords": (list,),
        "burst": (bool,),
        "team": (str, type(None)),
    }

    def card_from_dict(self, data: Any, path: str) -> Card:
        fields = check_fields(data, path, self._types, {"kind": self.kinds})
        fields["keywords"] = tuple(fields.get("keywords", ()))
        return ToyCard(**fields)


ROOK = ToyCard("Rook", level=2, colour="Red", power=3000, keywords=("tough",), team="red")
PAWN = ToyCard("Pawn", colour="blue", power=1000, burst=True)
SPARK = ToyCard("Spark", kind="spell", level=1, colour="Redwood", keywords=("swift", "tough"))


@pytest.fixture
def toy(monkeypatch: pytest.MonkeyPatch) -> ToyCards:
    model = ToyCards()
    monkeypatch.setitem(registry._card_models, "toy", model)
    return model


# -- Vanguard's data from before the split ------------------------------------------------------


def test_a_position_written_before_reads_and_writes_back_identically() -> None:
    text = (RECORDS / "position-6eb8411.json").read_text(encoding="utf-8")
    doc = json.loads(text)
    game = Game.from_position(doc)
    assert game.to_position() == doc
    assert json.dumps(game.to_position(), indent=1, ensure_ascii=False) == text
    kinds = {card.card.kind for card in game.state.cards.values()}
    assert kinds == {"unit", "g_unit", "order", "marker"}


def test_a_snapshot_written_before_reads_back_identically() -> None:
    doc = json.loads((RECORDS / "snapshot-6eb8411.json").read_text(encoding="utf-8"))
    state = decode_state(doc)
    assert all(isinstance(c.card, VanguardCard) for c in state.cards.values())
    again = encode_state(state)
    assert again["defs"] == doc["defs"]  # every def as it was written, skills included
    assert decode_state(again).snapshot() == state.snapshot()  # (in today's snapshot format)
    flash = next(c.card for c in state.cards.values() if c.name == "Fast Flash")
    assert vanguard_card(flash).trigger_power == 10000
    assert vanguard_card(flash).skills == ("boost", "intercept")


def test_a_vanguard_card_leaves_out_only_its_defaults() -> None:
    card = VanguardCard("Knight", grade=2, power=9000, shield=5000, skills=("intercept",))
    assert card.to_dict() == {"name": "Knight", "grade": 2, "power": 9000, "shield": 5000}
    assert card.to_dict(derived=True)["skills"] == ["intercept"]
    drawn = VanguardCard("Drawn", picture="drawn.png")
    assert drawn.to_dict() == {"name": "Drawn", "skills": [], "picture": "drawn.png"}


# -- a second game --------------------------------------------------------------------------------


def test_a_game_without_a_model_has_core_cards() -> None:
    model = registry.card_model("othergame")
    card = model.card_from_dict({"name": "Thing", "kind": "spell", "text": "Hi."}, "card")
    assert card == Card("Thing", game="othergame", kind="spell", text="Hi.")
    with pytest.raises(PositionError, match=r"card\.grade: unknown card field"):
        model.card_from_dict({"name": "Thing", "grade": 2}, "card")


def test_the_vanguard_accessor_refuses_another_games_card(toy: ToyCards) -> None:
    assert vanguard_card(CardInstance(1, VanguardCard("Knight"), 0)).name == "Knight"
    with pytest.raises(TypeError, match="'Rook' is a card of toy, not of Vanguard"):
        vanguard_card(CardInstance(2, ROOK, 0))
    with pytest.raises(TypeError, match="not of Vanguard"):
        vanguard_card(Card("Plain", game="vanguard"))


def test_a_snapshot_reads_each_card_through_its_games_model(toy: ToyCards) -> None:
    flags = [VanguardFlags(), VanguardFlags()]
    state = State("vanguard", "standard", ["A", "B"], vars=VanguardVars(), flags=flags)
    for card_id, card in enumerate((VanguardCard("Knight", grade=2), ROOK, PAWN), start=1):
        state.cards[card_id] = CardInstance(card_id, card, 0)
        state.place(card_id, 0, "hand")
    doc = json.loads(json.dumps(encode_state(state)))
    assert [d.get("game") for d in doc["defs"]] == [None, "toy", "toy"]
    back = decode_state(doc)
    assert [c.card for c in back.cards.values()] == [VanguardCard("Knight", grade=2), ROOK, PAWN]
    assert back.snapshot() == state.snapshot()


def test_a_second_game_keeps_its_attributes_in_its_own_table(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "library.db"
    knight = VanguardCard("Knight", grade=2, power=9000)
    Library(path).add_cards([knight])  # written before the toy game was known
    monkeypatch.setitem(registry._card_models, "toy", ToyCards())
    library = Library(path)
    report = library.add_cards([ROOK, PAWN, SPARK], source="custom")
    assert report.added == 3
    assert library.lookup("toy", "rook") == ROOK and library.all_cards("toy") == [PAWN, ROOK, SPARK]
    assert library.lookup("vanguard", "Knight") == knight
    assert library.add_cards([ROOK], source="custom").unchanged == 1
    conn = sqlite3.connect(path)
    columns = [row[1] for row in conn.execute("PRAGMA table_info(cards_toy)")]
    assert columns == ["card", "level", "colour", "power", "keywords", "burst", "team"]
    stored = conn.execute("SELECT keywords, burst, team FROM cards_toy ORDER BY card").fetchall()
    assert stored == [("tough", 0, "red"), ("", 1, None), ("swift,tough", 0, None)]
    assert conn.execute("SELECT count(*) FROM cards_vanguard").fetchone() == (1,)
    conn.close()
    assert library.remove("toy", "Rook")
    conn = sqlite3.connect(path)
    assert conn.execute("SELECT count(*) FROM cards_toy").fetchone() == (2,)  # with its card
    conn.close()


def test_a_second_game_is_searched_by_its_own_filters(tmp_path: Path, toy: ToyCards) -> None:
    bundled = tmp_path / "cards.db"
    conn = sqlite3.connect(bundled)
    with conn:
        schema.create(conn)
        write_cards(conn, [ROOK, PAWN, VanguardCard("Rook Knight", grade=1)], "bundled")
    conn.close()
    Library(tmp_path / "library.db").add_cards([SPARK])
    search = CardSearch(bundled, tmp_path / "library.db")

    def names(query: str = "", **filters: Any) -> list[str]:
        return [hit.card.name for hit in search.search(query, game="toy", **filters)]

    assert names("r") == ["Rook"] and names() == ["Pawn", "Rook", "Spark"]
    assert names(level=2) == ["Rook"]
    assert names(colour="red") == ["Rook", "Spark"]  # from the start, ignoring case
    assert names(power_min=2000) == ["Rook"] and names(power_max=2000) == ["Pawn", "Spark"]
    assert names(team="any") == ["Rook"] and names(team="none") == ["Pawn", "Spark"]
    assert names(kind="spell") == ["Spark"]
    assert search.search(game="toy", level=2)[0].card == ROOK
    with pytest.raises(ValueError, match="unknown filter 'grade' for toy cards"):
        names(grade=2)
    with pytest.raises(ValueError, match="unknown team 'green'; teams: red, blue"):
        names(team="green")
    with pytest.raises(ValueError, match="unknown kind 'unit'; kinds: piece, spell"):
        names(kind="unit")
    assert [h.card.name for h in search.search("rook")] == ["Rook Knight"]  # Vanguard's
    search.close()


def test_a_bundled_file_from_before_a_game_was_known_has_none_of_its_cards(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bundled = tmp_path / "cards.db"
    conn = sqlite3.connect(bundled)
    with conn:
        schema.create(conn)
    conn.close()
    monkeypatch.setitem(registry._card_models, "toy", ToyCards())
    assert db.CardDatabase(bundled).all_cards("toy") == []
    assert CardSearch(bundled, tmp_path / "none.db").search(game="toy") == []

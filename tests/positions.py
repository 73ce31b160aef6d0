"""Small helpers to write rules tests as real positions with inline cards."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from playtester.engine import Game, Verdict

CLAN = "Test Clan"


def unit(name: str, grade: int, power: int, shield: int = 5000, **more: Any) -> dict[str, Any]:
    return {"name": name, "grade": grade, "power": power, "shield": shield, "clan": CLAN, **more}


def trigger(name: str, kind: str, **more: Any) -> dict[str, Any]:
    return unit(name, 0, 5000, 10000, trigger=kind, **more)


CARDS = [
    unit("Squire", 0, 6000, 10000),
    unit("Lancer", 1, 8000, 5000),
    unit("Shieldbearer", 1, 6000, 10000),
    unit("Swordsman", 2, 10000, 5000),
    unit("Knight", 2, 9000, 5000),
    unit("Paladin", 3, 11000, 0),
    unit("King", 3, 10000, 0),
    trigger("Critical Page", "critical"),
    trigger("Draw Page", "draw"),
    trigger("Heal Page", "heal"),
    trigger("Stand Page", "stand"),
    unit("Stranger Page", 0, 5000, 10000, clan="Other Clan", trigger="critical"),
]

# The G era: G units (grade 4, kept in the G zone) and a pair of units that Legion.
G_CARDS = [
    unit("Dawn Colossus", 4, 15000, 0, kind="g_unit", skills=["triple_drive"]),
    unit("Star Empress", 4, 16000, 0, kind="g_unit", skills=["triple_drive"]),
    unit("Plain Giant", 4, 15000, 0, kind="g_unit", skills=[]),
    unit("Seeker Lord", 3, 11000, 0),
    unit("Seeker Mate", 3, 9000, 0),
    {"name": "Blank Order", "grade": None, "kind": "order", "clan": CLAN},
]


# Imaginary Gift (the premium format): grade 3 units with a gift icon.
GIFT_CARDS = [
    unit("Force Knight", 3, 11000, 0, gift="force"),
    unit("Force Lord", 3, 13000, 0, gift="force"),
    unit("Accel Rider", 3, 11000, 0, gift="accel"),
    unit("Accel Raider", 3, 13000, 0, gift="accel"),
    unit("Protect Warden", 3, 11000, 0, gift="protect"),
    unit("Protect Marshal", 3, 13000, 0, gift="protect"),
]
PROTECT = "Imaginary Gift: Protect"  # the marker card's name
MARKER = {"marker": "protect"}  # a Protect marker's entry in a position


def player(**zones: Any) -> dict[str, Any]:
    """A player: `circles=` plus any zones; the deck defaults to ten Lancers."""
    out: dict[str, Any] = {"deck": ["Lancer"] * 10}
    out.update(zones)
    return out


def game(p0: dict[str, Any], p1: dict[str, Any], **top: Any) -> Game:
    """A game from a position with the test cards: turn 3, player 0 active, main phase."""
    doc: dict[str, Any] = {"turn": 3, "active": 0, "phase": "main", "cards": CARDS}
    doc["card_text"] = "read"  # the table does what the cards' abilities say, printed text too
    doc.update(top)
    doc["players"] = [p0, p1]
    return Game.from_position(doc)


def g_game(p0: dict[str, Any], p1: dict[str, Any], **top: Any) -> Game:
    """A game in the g format with the test cards and the G era test cards."""
    top.setdefault("format", "g")
    top["cards"] = [*CARDS, *G_CARDS, *top.get("cards", [])]
    return game(p0, p1, **top)


def p_game(p0: dict[str, Any], p1: dict[str, Any], **top: Any) -> Game:
    """A game in the premium format (classic + G era + Imaginary Gift) with every test card."""
    top["format"] = "premium"
    top["cards"] = [*GIFT_CARDS, *top.get("cards", [])]
    return g_game(p0, p1, **top)


def g_zone(*names: str, face_up: tuple[str, ...] = ()) -> list[dict[str, Any]]:
    """G zone entries: face down, except the names listed in `face_up`."""
    return [{"name": n, "face_down": n not in face_up} for n in names]


def names(g: Game, player: int, zone: str) -> list[str]:
    return [g.state.cards[i].card.name for i in g.state.zones[player].get(zone, [])]


def allow(g: Game, action: str) -> None:
    """The action is legal, and is applied."""
    verdict = g.check(action)
    assert verdict.legal, f"{action!r} should be legal: {verdict.reason}"
    g.apply(action)


def why(g: Game, action: str) -> tuple[str, dict[str, Any]] | None:
    """The reason id and facts of the rules' verdict on `action` (None when it is legal)."""
    verdict = g.check(action)
    if verdict.legal:
        return None
    assert verdict.why is not None, f"{action!r} refused without a reason id: {verdict.reason}"
    return verdict.why.id, verdict.why.params


def deny(g: Game, action: str, reason: str, **facts: Any) -> Verdict:
    """The action is illegal for the reason id `reason` (with these `facts` among its
    parameters, if given), and apply refuses it with that reason; returns the verdict."""
    from playtester.engine import IllegalAction

    before = g.to_position()
    verdict = g.check(action)
    assert not verdict.legal, f"{action!r} should be illegal"
    assert verdict.why is not None and verdict.why.id == reason, (verdict.why, verdict.reason)
    for name, value in facts.items():
        assert verdict.why.get(name) == value, (name, verdict.why)
    try:
        g.apply(action)
    except IllegalAction as exc:
        assert exc.why == verdict.why
    else:
        raise AssertionError(f"{action!r} was applied")
    assert g.to_position() == before
    return verdict


def key_paths(value: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    """Every path into a JSON document (keys and list indexes), the document itself first."""
    out = [path]
    if isinstance(value, dict):
        for key, item in value.items():
            out += key_paths(item, (*path, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            out += key_paths(item, (*path, index))
    return out


def said(events: Any) -> list[str]:
    """The notes among `events`, in words (every card named)."""
    from playtester.engine.events import Note
    from playtester.games.vanguard.log import note_words

    return [note_words(e) for e in events if isinstance(e, Note)]


def face_up_damage(n: int, name: str = "Lancer") -> list[dict[str, Any]]:
    """A damage zone of `n` face-up cards (each pays a Counter Blast)."""
    return [{"name": name, "face_down": False}] * n


def use_texts(text: str) -> None:
    """Vanguard cards have the abilities `text` says (docs/abilities.md), in place of the
    bundled ones, until `ability_texts` puts those back."""
    from playtester.games.common.ability_text import read
    from playtester.games.vanguard.abilities import ABILITIES
    from playtester.games.vanguard.ability_words import WORDS

    cards = {c.name: c for c in read(text, WORDS)}
    ABILITIES.texts = lambda: cards


@contextmanager
def ability_texts(text: str) -> Iterator[None]:
    """The test cards' abilities (`text`) instead of the bundled ones, then those again."""
    from playtester.games.vanguard.abilities import ABILITIES

    before = ABILITIES.texts
    use_texts(text)
    try:
        yield
    finally:
        ABILITIES.texts = before

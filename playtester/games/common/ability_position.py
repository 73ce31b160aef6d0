"""Abilities in a position document: those waiting, the one being used, the once-a-turn ones
used this turn. A card is named by where it lies, `[player, zone, index]` (0 = the top of a
pile, the unit on a circle), so a position edited by hand stays readable:

    "abilities": {"pending": [{"card": [0, "VC", 0], "index": 0}],
                  "resolving": {"card": [0, "FL", 0], "index": 0, "step": 1,
                                "named": {"A": [[0, "FR", 0]]}, "taken": [[0, "FR", 0]]},
                  "used": [[[0, "FL", 0], 0]]}
"""

from __future__ import annotations

from typing import Any

from playtester.engine.errors import PositionError
from playtester.engine.state import State, replace
from playtester.games.common.ability_play import AbilityVars, Fill, Pending, Resolving, av
from playtester.games.common.position import expect, integer, known_keys

KEY = "abilities"  # the document's key (its paths name it in errors)
KEYS = ("pending", "resolving", "used")
# the document's `card_text`: whether the table does the cards' abilities, and whether it plays
# what it reads of printed text too ("read": since it does; "automated": a game from before)
CARD_TEXT = {"read": (True, True), "automated": (True, False), "by hand": (False, False)}
MAX_LISTED = 99  # waiting abilities, chosen cards, once-a-turn uses
MAX_INDEX = 99  # an ability's number on its card, a step's


def _place(state: State, card: int) -> list[Any]:
    player, zone = state.where[card]
    return [player, zone, state.zones[player][zone].index(card)]


def _fill(state: State, fill: Fill) -> Any:
    return fill if isinstance(fill, str) else _place(state, fill)


def write_abilities(state: State) -> dict[str, Any] | None:
    """The abilities part of a document (None when nothing waits, is used or was used)."""
    v = av(state)
    out: dict[str, Any] = {}
    if v.pending:
        out["pending"] = [
            {"card": _place(state, p.card), "index": p.index}
            | ({} if p.that is None else {"that": _place(state, p.that)})
            for p in v.pending
        ]
    res = v.resolving
    if res is not None:
        doc: dict[str, Any] = {"card": _place(state, res.card), "index": res.index}
        if res.step:
            doc["step"] = res.step
        if res.that is not None:
            doc["that"] = _place(state, res.that)
        if res.named:
            doc["named"] = {n: [_fill(state, f) for f in fills] for n, fills in res.named}
        if res.taken:
            doc["taken"] = [_fill(state, f) for f in res.taken]
        out["resolving"] = doc
    if v.used:
        out["used"] = [[_place(state, card), index] for card, index in v.used]
    return out or None


def _card(state: State, data: Any, path: str) -> int:
    """A card named by its place, `[player, zone, index]`."""
    expect(data, list, path, "[player, zone, index]")
    if len(data) != 3:
        raise PositionError(path, "expected [player, zone, index]")
    player = integer(data[0], f"{path}[0]", 0, 1)
    zone = expect(data[1], str, f"{path}[1]", "a zone's name")
    index = integer(data[2], f"{path}[2]", 0, 10_000)
    cards = state.zones[player].get(zone, [])
    if index >= len(cards):
        raise PositionError(path, f"no card at {zone} {index} of player {player}")
    return cards[index]


def _filled(state: State, data: Any, path: str) -> Fill:
    return data if isinstance(data, str) else _card(state, data, path)


def _listed(data: Any, path: str) -> list[Any]:
    items: list[Any] = expect(data, list, path, "a list")
    if len(items) > MAX_LISTED:
        raise PositionError(path, f"at most {MAX_LISTED}")
    return items


def read_card_text(doc: dict[str, Any], default: str = "by hand") -> tuple[bool, bool]:
    """Whether the document's game has the table do the cards' abilities, and whether it also
    plays their printed text's reading (`"card_text": "read"`); a document without the key says
    `default` (a Vanguard document without it was written before abilities were data)."""
    said = doc.get("card_text", default)
    if not isinstance(said, str) or said not in CARD_TEXT:
        raise PositionError("card_text", "expected read, automated or by hand")
    return CARD_TEXT[said]


def write_card_text(doc: dict[str, Any], state: State) -> None:
    v = av(state)
    if v.card_text:
        doc["card_text"] = "read" if v.printed_text else "automated"
    elif v.printed_text:
        doc["card_text"] = "read"  # (a WIXOSS game: its abilities are always done)


def read_abilities(state: State, data: Any) -> None:
    """Give the state the abilities a document's `abilities` holds (absent: none)."""
    if data is None:
        return
    expect(data, dict, KEY, "an object")
    known_keys(data, KEYS, KEY)
    pending = []
    for i, item in enumerate(_listed(data.get("pending", []), f"{KEY}.pending")):
        path = f"{KEY}.pending[{i}]"
        expect(item, dict, path, "an object")
        known_keys(item, ("card", "index", "that"), path)
        card = _card(state, item.get("card"), f"{path}.card")
        that = None if item.get("that") is None else _card(state, item["that"], f"{path}.that")
        index = integer(item.get("index", 0), f"{path}.index", 0, MAX_INDEX)
        pending.append(Pending(state.cards[card].owner, card, index, that))
    resolving = None
    if data.get("resolving") is not None:
        resolving = _resolving(state, data["resolving"])
    used = []
    for i, item in enumerate(_listed(data.get("used", []), f"{KEY}.used")):
        path = f"{KEY}.used[{i}]"
        expect(item, list, path, "[card, index]")
        if len(item) != 2:
            raise PositionError(path, "expected [card, index]")
        used.append((_card(state, item[0], path), integer(item[1], path, 0, MAX_INDEX)))
    v = state.vars
    assert isinstance(v, AbilityVars)
    state.vars = replace(v, pending=tuple(pending), resolving=resolving, used=tuple(used))


def _resolving(state: State, item: Any) -> Resolving:
    path = f"{KEY}.resolving"
    expect(item, dict, path, "an object")
    known_keys(item, ("card", "index", "step", "that", "named", "taken"), path)
    card = _card(state, item.get("card"), f"{path}.card")
    that = None if item.get("that") is None else _card(state, item["that"], f"{path}.that")
    named_data = expect(item.get("named", {}), dict, f"{path}.named", "an object")
    if len(named_data) > MAX_LISTED:
        raise PositionError(f"{path}.named", f"at most {MAX_LISTED}")
    named = tuple(
        (str(name), tuple(_filled(state, f, f"{path}.named.{name}") for f in _listed(fills, path)))
        for name, fills in named_data.items()
    )
    taken = tuple(_filled(state, f, f"{path}.taken") for f in _listed(item.get("taken", []), path))
    return Resolving(
        state.cards[card].owner,
        card,
        integer(item.get("index", 0), f"{path}.index", 0, MAX_INDEX),
        integer(item.get("step", 0), f"{path}.step", 0, MAX_INDEX),
        that,
        named,
        taken,
    )

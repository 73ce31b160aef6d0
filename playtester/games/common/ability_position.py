"""Card abilities in a position document, for every game: those waiting, the one being used and
those used this turn (once a turn), under the key `abilities`. A card is named by its place,
`[player, zone, index]` (index 0 the top), as a document has no card ids; an empty place (a
circle a step may fill) by its name.

```
"abilities": {"waiting": [{"card": [0, "SL", 0], "ability": 0}],
              "using": {"card": [0, "C", 0], "ability": 0, "step": 1, "named": {"A": [...]}},
              "used": [{"card": [0, "AL", 0], "ability": 0}]}
```
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from playtester.engine.errors import PositionError
from playtester.engine.state import State
from playtester.games.common.ability_play import Fill, Pending, Resolving, av
from playtester.games.common.position import expect, integer, known_keys, player_index, text

KEYS = ("waiting", "using", "used")
MAX_LISTED = 200
MAX_INDEX = 99


def _place(state: State, card: int) -> list[Any]:
    owner, zone = state.where[card]
    return [owner, zone, state.zones[owner][zone].index(card)]


def _fill(state: State, fill: Fill) -> Any:
    return fill if isinstance(fill, str) else _place(state, fill)


def write_abilities(doc: dict[str, Any], state: State, seen: Callable[[int], bool]) -> None:
    """Put the abilities' bookkeeping into `doc` (nothing when there is none); `seen`: whether
    the document's viewer may see a card (an ability of a card they may not is left out)."""
    v = av(state)
    out: dict[str, Any] = {}
    waiting = [
        {"card": _place(state, p.card), "ability": p.index, **_that(state, p.that)}
        for p in v.pending
        if seen(p.card)
    ]
    if waiting:
        out["waiting"] = waiting
    res = v.resolving
    if res is not None and seen(res.card):
        using: dict[str, Any] = {"card": _place(state, res.card), "ability": res.index}
        using |= {"step": res.step, **_that(state, res.that)}
        if res.named:
            using["named"] = {n: [_fill(state, f) for f in fills] for n, fills in res.named}
        if res.taken:
            using["taken"] = [_fill(state, f) for f in res.taken]
        out["using"] = using
    used = [{"card": _place(state, c), "ability": i} for c, i in v.used if seen(c)]
    if used:
        out["used"] = used
    if out:
        doc["abilities"] = out


def _that(state: State, that: int | None) -> dict[str, Any]:
    return {} if that is None else {"that": _place(state, that)}


def read_abilities(doc: dict[str, Any], state: State) -> None:
    """Read the `abilities` of a document into the state's variables (read after its cards)."""
    if doc.get(ROOT) is None:
        return
    data = expect(doc[ROOT], dict, ROOT, "an object")
    known_keys(data, KEYS, ROOT)
    listed = {
        key: _listed(state, data.get(key, []), f"{ROOT}.{key}") for key in ("waiting", "used")
    }
    owner = {card: state.cards[card].owner for card, _, _ in listed["waiting"]}
    pending = tuple(Pending(owner[c], c, index, that) for c, index, that in listed["waiting"])
    used = tuple((card, index) for card, index, _ in listed["used"])
    resolving = _using(state, data["using"], f"{ROOT}.using") if "using" in data else None
    state.vars = replace(av(state), pending=pending, resolving=resolving, used=used)


ROOT = "abilities"


def _listed(state: State, value: Any, path: str) -> list[tuple[int, int, int | None]]:
    items = expect(value, list, path, "a list")
    if len(items) > MAX_LISTED:
        raise PositionError(path, f"at most {MAX_LISTED}")
    return [_ability(state, item, f"{path}[{i}]") for i, item in enumerate(items)]


def _using(state: State, value: Any, path: str) -> Resolving:
    item = expect(value, dict, path, "an object")
    card, index, that = _ability(state, item, path, ("step", "named", "taken"))
    step = integer(item.get("step", 0), f"{path}.step", 0, MAX_INDEX)
    named = expect(item.get("named", {}), dict, f"{path}.named", "an object")
    chosen = tuple(
        (text(n, f"{path}.named"), _fills(state, f, f"{path}.named.{n}")) for n, f in named.items()
    )
    taken = _fills(state, item.get("taken", []), f"{path}.taken")
    return Resolving(state.cards[card].owner, card, index, step, that, chosen, taken)


def _ability(
    state: State, item: Any, path: str, more: tuple[str, ...] = ()
) -> tuple[int, int, int | None]:
    item = expect(item, dict, path, "an object")
    known_keys(item, ("card", "ability", "that", *more), path)
    card = _card(state, item.get("card"), f"{path}.card")
    index = integer(item.get("ability"), f"{path}.ability", 0, MAX_INDEX)
    that = _card(state, item["that"], f"{path}.that") if "that" in item else None
    return card, index, that


def _card(state: State, value: Any, path: str) -> int:
    place = expect(value, list, path, "[player, zone, index]")
    if len(place) != 3:
        raise PositionError(path, "expected [player, zone, index]")
    player = player_index(place[0], f"{path}[0]")
    zone = text(place[1], f"{path}[1]")
    cards = state.zones[player].get(zone, [])
    index = integer(place[2], f"{path}[2]", 0, max(len(cards) - 1, 0))
    if not cards:
        raise PositionError(path, f"no card in {zone}")
    return cards[index]


def _fills(state: State, value: Any, path: str) -> tuple[Fill, ...]:
    items = expect(value, list, path, "a list")
    if len(items) > MAX_LISTED:
        raise PositionError(path, f"at most {MAX_LISTED}")
    return tuple(
        text(f, f"{path}[{i}]") if isinstance(f, str) else _card(state, f, f"{path}[{i}]")
        for i, f in enumerate(items)
    )

"""Positions: any WIXOSS board as a readable JSON document, and per-player views of it.

The format is documented in docs/wixoss-position-format.md. A position holds at most
MAX_CARDS cards and MAX_MODIFIERS power changes; a document that breaks a rule of the format is
refused with a PositionError naming its JSON path.
"""

from __future__ import annotations

from functools import partial
from typing import Any

from playtester.engine.cards import MAX_NUMBER, CardInstance
from playtester.engine.errors import PositionError
from playtester.engine.state import Modifier, State
from playtester.games.common.ability_position import (
    read_abilities,
    read_card_text,
    write_abilities,
    write_card_text,
)
from playtester.games.common.position import (
    add_modifiers,
    expect,
    integer,
    known_card,
    known_keys,
    read_game,
    read_players,
    read_rng_and_winner,
    read_turn,
    seen_by,
    text,
    write_ending,
    write_header,
)
from playtester.games.wixoss.board import (
    FIELD,
    PILES,
    SIGNI_ZONES,
    card_of,
    from_life,
    is_frozen,
    lookup,
    visible,
)
from playtester.games.wixoss.cards import (
    FIELD_SIGNI_KINDS,
    KIND_WORDS,
    LRIG_KINDS,
    WixossCard,
    card_from_dict,
)
from playtester.games.wixoss.flow import ATTACK_STEPS, PHASES
from playtester.games.wixoss.setup import FORMATS
from playtester.games.wixoss.state import (
    SETUP_PHASE,
    Ending,
    Phase,
    Step,
    WixossFlags,
    WixossVars,
    flags_of,
    wx,
)

MAX_CARDS = 1000  # two decks and their LRIG decks come to about 100
MAX_MODIFIERS = 1000
TOP_KEYS = (
    "game", "format", "turn", "active", "first", "phase", "step", "winner", "reason", "seed",
    "rng", "view", "cards", "players", "abilities", "card_text",
)  # fmt: skip
PLAYER_KEYS = ("name", "field", *PILES, "flags")
CARD_KEYS = (
    "name", "down", "frozen", "face_down", "modifiers", "seen_by", "from_life", "bursting",
)  # fmt: skip
FLAG_KEYS = ("ener", "grown", "removed", "mulligan")
REASONS = tuple(r.value for r in Ending)
DURATIONS = ("turn", "permanent")
FACE_DOWN_ZONES = frozenset({"life"})  # zones whose cards lie face down unless told otherwise


class _Reader:
    """Builds a State from a document, naming the JSON path of anything wrong."""

    def __init__(self, doc: Any) -> None:
        self.doc = doc
        self.inline: dict[str, WixossCard] = {}
        self.state = State("wixoss", "diva", ["Player 1", "Player 2"])
        self.given: list[dict[str, bool]] = [{}, {}]  # each player's flags, as written
        self.frozen: list[list[int]] = [[], []]
        self.from_life: list[list[int]] = [[], []]
        self.bursting: list[int | None] = [None, None]

    def card(self, name: str, path: str) -> WixossCard:
        return known_card(name, path, self.inline, lookup)

    def read(self) -> State:
        doc, fmt = read_game(self.doc, "wixoss", FORMATS, TOP_KEYS)
        defined = expect(doc.get("cards", []), list, "cards", "a list")
        if len(defined) > MAX_CARDS:
            raise PositionError("cards", f"at most {MAX_CARDS} card definitions")
        for i, data in enumerate(defined):
            card = card_from_dict(data, f"cards[{i}]")
            self.inline[card.name] = card
        players, seed = read_players(doc)
        self.state = State("wixoss", fmt, ["Player 1", "Player 2"], seed=seed)
        for i, player in enumerate(players):
            self.player(i, player)
        self.variables(doc)
        read_abilities(self.state, doc.get("abilities"))
        return self.state

    def player(self, index: int, data: Any) -> None:
        path = f"players[{index}]"
        expect(data, dict, path, "an object")
        known_keys(data, PLAYER_KEYS, path)
        self.state.names[index] = text(data.get("name", f"Player {index + 1}"), f"{path}.name")
        field = expect(data.get("field", {}), dict, f"{path}.field", "an object")
        for zone, entry in field.items():
            if zone not in FIELD:
                raise PositionError(
                    f"{path}.field.{zone}", f"not a zone; zones: {', '.join(FIELD)}"
                )
            entries = entry if isinstance(entry, list) else [entry]
            for j, item in enumerate(entries):
                where = f"{path}.field.{zone}" + (f"[{j}]" if isinstance(entry, list) else "")
                self.place(index, zone, item, where, on_top=j == 0)
        for pile in PILES:
            items = expect(data.get(pile, []), list, f"{path}.{pile}", "a list")
            for j, item in enumerate(items):
                self.place(index, pile, item, f"{path}.{pile}[{j}]")
        flags = expect(data.get("flags", {}), dict, f"{path}.flags", "an object")
        for key, value in flags.items():
            if key not in FLAG_KEYS:
                raise PositionError(
                    f"{path}.flags.{key}", f"unknown flag; flags: {', '.join(FLAG_KEYS)}"
                )
            self.given[index][key] = expect(value, bool, f"{path}.flags.{key}", "true/false")

    def place(self, player: int, zone: str, item: Any, path: str, on_top: bool = False) -> None:
        if isinstance(item, str):
            item = {"name": item}
        expect(item, dict, path, "a card name or an object with a name")
        known_keys(item, CARD_KEYS, path)
        state = self.state
        if len(state.cards) >= MAX_CARDS:
            raise PositionError(path, f"a position holds at most {MAX_CARDS} cards")
        card = self.card(expect(item.get("name"), str, f"{path}.name", "a card name"), path)
        if zone in FIELD and on_top:
            kinds = FIELD_SIGNI_KINDS if zone in SIGNI_ZONES else LRIG_KINDS
            if card.kind not in kinds:
                what = "a SIGNI" if zone in SIGNI_ZONES else "an LRIG"
                raise PositionError(
                    path, f"{card.name} is {KIND_WORDS[card.kind]}; only {what} stands on {zone}"
                )
        down = expect(item.get("down", False), bool, f"{path}.down", "true/false")
        frozen = expect(item.get("frozen", False), bool, f"{path}.frozen", "true/false")
        for key, value in (("down", down), ("frozen", frozen)):
            if value and zone not in FIELD:
                raise PositionError(f"{path}.{key}", "only a card on the field is down or frozen")
        from_life = expect(item.get("from_life", zone == "check"), bool, f"{path}.from_life",
                           "true/false")  # fmt: skip
        if "from_life" in item and zone != "check":
            raise PositionError(f"{path}.from_life", "only a card in the check zone has it")
        bursting = expect(item.get("bursting", False), bool, f"{path}.bursting", "true/false")
        if bursting and self.bursting[player] is not None:
            raise PositionError(f"{path}.bursting", "a player uses one Life Burst at a time")
        face_down = expect(
            item.get("face_down", zone in FACE_DOWN_ZONES), bool, f"{path}.face_down", "true/false"
        )
        seen = seen_by(item, path)
        card_id = len(state.cards) + 1
        state.cards[card_id] = CardInstance(card_id, card, player, face_down, down, seen)
        state.place(card_id, player, zone)
        if bursting:
            self.bursting[player] = card_id
        if frozen:
            self.frozen[player].append(card_id)
        if from_life and not bursting:
            self.from_life[player].append(card_id)
        modifiers = expect(item.get("modifiers", []), list, f"{path}.modifiers", "a list")
        if modifiers and zone not in SIGNI_ZONES:
            raise PositionError(f"{path}.modifiers", "only a SIGNI on the field has power changes")
        add_modifiers(state, modifiers, path, MAX_MODIFIERS, partial(self.modifier, card_id))

    def modifier(self, card_id: int, data: Any, path: str) -> Modifier:
        expect(data, dict, path, "an object")
        for key in data:
            if key not in ("amount", "until", "source"):
                raise PositionError(f"{path}.{key}", "unknown key; keys: amount, until, source")
        until = data.get("until", "turn")
        if until not in DURATIONS:
            raise PositionError(f"{path}.until", f"expected one of {', '.join(DURATIONS)}")
        amount = integer(data.get("amount"), f"{path}.amount", -MAX_NUMBER, MAX_NUMBER)
        source = text(data.get("source", "manual"), f"{path}.source")
        return Modifier(card_id, "power", amount, until, source)

    def variables(self, doc: dict[str, Any]) -> None:
        phase, turn, active, first = read_turn(doc, PHASES)
        step = doc.get("step")
        if phase == "attack":
            step = "pre" if step is None else step
            if step not in ATTACK_STEPS:
                raise PositionError("step", f"expected one of {', '.join(ATTACK_STEPS)}")
        elif step is not None:
            raise PositionError("step", f"the {phase} phase has no steps; use null")
        # (WIXOSS's abilities are always done; "card_text": "read" says its printed text too)
        _, printed_text = read_card_text(doc, default="automated")
        self.state.vars = WixossVars(
            turn=turn,
            active=active,
            first=first,
            phase=Phase(phase),
            step=None if step is None else Step(step),
            printed_text=printed_text,
        )
        read_rng_and_winner(doc, self.state, REASONS)
        self.state.flags = [self.flags(p, phase != SETUP_PHASE) for p in (0, 1)]

    def flags(self, player: int, dealt: bool) -> WixossFlags:
        """A player's flags as the document gives them (past the set-up, a mulligan not named
        was made)."""
        given = self.given[player]
        return WixossFlags(
            mulligan=given.get("mulligan", dealt),
            ener=given.get("ener", False),
            grown=given.get("grown", False),
            removed=given.get("removed", False),
            frozen=tuple(sorted(self.frozen[player])),
            from_life=tuple(sorted(self.from_life[player])),
            bursting=self.bursting[player],
        )


def from_position(doc: Any) -> State:
    return _Reader(doc).read()


# -- writing ----------------------------------------------------------------------------------


def _entry(state: State, card: CardInstance, zone: str, viewer: int | None) -> Any:
    if viewer is not None and not visible(state, card.id, viewer):
        return {"hidden": True, "face_down": True} if zone in FIELD else {"hidden": True}
    out: dict[str, Any] = {"name": card.name}
    if card.rested:
        out["down"] = True
    if is_frozen(state, card.id):
        out["frozen"] = True
    if flags_of(state, card.owner).bursting == card.id:
        out["bursting"] = True
    elif zone == "check" and not from_life(state, card.id):
        out["from_life"] = False
    if card.face_down != (zone in FACE_DOWN_ZONES):
        out["face_down"] = card.face_down
    if card.peek and viewer is None:
        out["seen_by"] = [p for p in (0, 1) if card.peek >> p & 1]
    mods = [
        {"amount": m.amount, "until": m.until, "source": m.source}
        for m in state.modifiers
        if m.card == card.id
    ]
    if mods:
        out["modifiers"] = mods
    return out["name"] if len(out) == 1 else out


def _flags(flags: WixossFlags, dealt: bool) -> dict[str, bool]:
    """A player's flags as a document writes them: those set, and past the set-up a mulligan
    not made (one that a reader would take as made)."""
    done = (("ener", flags.ener), ("grown", flags.grown), ("removed", flags.removed))
    out = {key: True for key, on in done if on}
    if flags.mulligan or dealt:
        out["mulligan"] = flags.mulligan
    return out


def to_position(state: State, viewer: int | None = None) -> dict[str, Any]:
    """The state as a position document; with `viewer`, only what that player may see."""
    used: dict[str, WixossCard] = {}
    players = []
    for p in (0, 1):
        zones = state.zones[p]
        field: dict[str, Any] = {}
        for zone in FIELD:
            ids = zones.get(zone)
            if ids:
                entries = [_entry(state, state.cards[i], zone, viewer) for i in ids]
                field[zone] = entries if len(entries) > 1 else entries[0]
        player: dict[str, Any] = {"name": state.names[p], "field": field}
        for pile in PILES:
            player[pile] = [
                _entry(state, state.cards[i], pile, viewer) for i in zones.get(pile, ())
            ]
        flags = _flags(flags_of(state, p), wx(state).phase != SETUP_PHASE)
        if flags:
            player["flags"] = flags
        players.append(player)
        for ids in zones.values():
            for i in ids:
                if viewer is None or visible(state, i, viewer):
                    used[state.cards[i].name] = card_of(state.cards[i])
    step = wx(state).step
    doc = write_header(state, None if step is None else step.value)
    write_ending(doc, state, viewer)
    doc["cards"] = [used[name].to_dict() for name in sorted(used)]
    doc["players"] = players
    write_card_text(doc, state)
    abilities = write_abilities(state)  # (each card on the field or a public pile: no name)
    if abilities is not None:
        doc["abilities"] = abilities
    return doc

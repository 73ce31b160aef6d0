"""Positions: any Vanguard board as a readable JSON document, and per-player views of it.

The format is documented in docs/position-format.md. A position holds at most MAX_CARDS cards,
MAX_MODIFIERS power and critical changes and MAX_ACCEL Accel circles per player, and its numbers
stay within the limits below (a document that breaks one is refused with a PositionError naming
it).
"""

from __future__ import annotations

from functools import partial
from typing import Any

from playtester.engine import registry
from playtester.engine.cards import MAX_NUMBER, Card, CardInstance, name_problem
from playtester.engine.errors import PositionError
from playtester.engine.records import to_data
from playtester.engine.state import Flags, Modifier, State, replace
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
    player_index,
    read_game,
    read_ids,
    read_players,
    read_rng_and_winner,
    read_turn,
    renumber,
    seen_by,
    text,
    write_ending,
    write_header,
    write_ids,
)
from playtester.games.vanguard import gifts
from playtester.games.vanguard.board import (
    ATTACKED,
    GC,
    PILES,
    RESTRICTIONS,
    STATES,
    VC,
    in_legion,
    is_accel,
    stridden,
    visible,
    zone_spec,
)
from playtester.games.vanguard.cards import TRIGGER_KINDS, card_from_dict
from playtester.games.vanguard.dera import ENERGY_MAX
from playtester.games.vanguard.flow import BATTLE_STEPS, PHASES
from playtester.games.vanguard.formats import D_ERA, FORMATS, G_ERA, format_of
from playtester.games.vanguard.gifts import MAX_ACCEL
from playtester.games.vanguard.harmony import HARMONY
from playtester.games.vanguard.markers import marker_kind
from playtester.games.vanguard.state import (
    SETUP,
    Battle,
    Check,
    Ending,
    Phase,
    Step,
    VanguardFlags,
    VanguardVars,
    flags_of,
    set_flags,
    vg,
)

MAX_CARDS = 1000  # two decks, their G zones and every marker come to under 200
MAX_MODIFIERS = 1000  # power and critical changes in one position
MAX_CHECKS = 99  # drives and damage of one battle
CARD_KEYS = ("name", "marker", "rest", "face_down", "face_up", "seen_by", "modifiers")
PLAYER_KEYS = ("name", "circles", "flags", "gifts", "energy", *PILES)
FLAG_KEYS = ("ridden", "mulligan", "persona", "generated")  # the last two: the D era's
DURATIONS = ("battle", "turn", "permanent", "stand")  # stand: until its next stand phase ends
# what a modifier changes (an attack's mark too, and the keyword states: blazing, engorged)
STATS = ("power", "critical", "shield", "drive", *RESTRICTIONS, ATTACKED, HARMONY)
KEPT = (*STATS, *STATES)  # (vocab15: and the keyword states, blazing and engorged)
REASONS = tuple(r.value for r in Ending)  # the endings a position's `reason` may name
TOP_KEYS = (
    "game", "format", "turn", "active", "first", "phase", "step", "battle", "check", "winner",
    "reason", "seed", "rng", "cards", "players", "view", "gift", "ids", "battles", "abilities",
    "card_text",
)  # fmt: skip


def _is_circle(value: Any) -> bool:
    spec = zone_spec(value) if isinstance(value, str) else None
    return spec is not None and spec.field


class _Reader:
    """Builds a State from a document, naming the JSON path of anything wrong."""

    def __init__(self, doc: dict[str, Any]) -> None:
        self.doc = doc
        self.inline: dict[str, Card] = {}
        self.mulligans: list[bool | None] = [None, None]  # each player's, if the document says
        self.state: State

    def card(self, name: str, path: str) -> Card:
        return known_card(name, path, self.inline, partial(registry.find_card, "vanguard"))

    def read(self) -> State:
        doc, fmt = read_game(self.doc, "vanguard", tuple(FORMATS), TOP_KEYS, listed=False)
        defined = expect(doc.get("cards", []), list, "cards", "a list")
        if len(defined) > MAX_CARDS:
            raise PositionError("cards", f"at most {MAX_CARDS} card definitions")
        for i, data in enumerate(defined):
            card = card_from_dict(data, f"cards[{i}]")
            problem = name_problem(card.name)
            if problem is not None:
                raise PositionError(f"cards[{i}].name", problem)
            self.inline[card.name] = card
        players, seed = read_players(doc)
        names = [
            text(p.get("name", f"Player {i + 1}"), f"players[{i}].name")
            if isinstance(p, dict)
            else ""
            for i, p in enumerate(players)
        ]
        ids = read_ids(doc, MAX_CARDS)
        flags: list[Flags] = [VanguardFlags(), VanguardFlags()]
        self.state = State("vanguard", fmt, names, vars=VanguardVars(), flags=flags, seed=seed)
        for i, player in enumerate(players):
            self.player(i, player)
        renumber(self.state, ids)
        self.variables(doc)
        return self.state

    def player(self, index: int, data: Any) -> None:
        path = f"players[{index}]"
        expect(data, dict, path, "an object")
        known_keys(data, PLAYER_KEYS, path, listed=False)
        circles = expect(data.get("circles", {}), dict, f"{path}.circles", "an object")
        for circle, entry in circles.items():
            if not _is_circle(circle):
                raise PositionError(f"{path}.circles.{circle}", "unknown circle")
            if is_accel(circle) and not (circle.isascii() and int(circle[2:]) * 2 <= MAX_ACCEL):
                raise PositionError(f"{path}.circles", f"at most {MAX_ACCEL} Accel circles")
            if is_accel(circle):
                gained = flags_of(self.state, index)
                accel = tuple(sorted((*gained.accel, circle)))
                set_flags(self.state, index, replace(gained, accel=accel))
            where = f"{path}.circles.{circle}"
            if isinstance(entry, dict) and ("heart" in entry or "legion" in entry):
                for item, item_path in self.stack(circle, entry, where):
                    self.place(index, circle, item, item_path)
                continue
            entries = entry if isinstance(entry, list) else [entry]
            for j, item in enumerate(entries):
                item_path = where + (f"[{j}]" if isinstance(entry, list) else "")
                self.place(index, circle, item, item_path)
        gifts.read_gifts(self.state, index, data.get("gifts"), f"{path}.gifts")
        for pile in PILES:
            for j, item in enumerate(expect(data.get(pile, []), list, f"{path}.{pile}", "a list")):
                self.place(index, pile, item, f"{path}.{pile}[{j}]")
        said = expect(data.get("flags", {}), dict, f"{path}.flags", "an object")
        for key, value in said.items():
            if key not in FLAG_KEYS:
                raise PositionError(f"{path}.flags.{key}", "unknown flag")
            expect(value, bool, f"{path}.flags.{key}", "true/false")
        self.mulligans[index] = said.get("mulligan")
        ridden = said.get("ridden", False)
        persona, generated = said.get("persona", False), said.get("generated", False)
        energy = self.energy(data, path)
        flags = replace(
            flags_of(self.state, index),
            ridden=ridden,
            persona=persona,
            generated=generated,
            energy=energy,
        )
        set_flags(self.state, index, flags)

    def energy(self, data: dict[str, Any], path: str) -> int:
        """A player's Energy (the D era's): a whole number from 0 to the crest's limit."""
        value = data.get("energy", 0)
        if "energy" in data and not format_of(self.state).has(D_ERA):
            raise PositionError(f"{path}.energy", 'only the d format has Energy; use "d"')
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= ENERGY_MAX:
            raise PositionError(f"{path}.energy", f"a whole number from 0 to {ENERGY_MAX}")
        return value

    def stack(self, circle: str, entry: dict[str, Any], path: str) -> list[tuple[Any, str]]:
        """A vanguard with cards under it: a G unit on its `heart` (one card, or the two of a
        Legion, the chosen one first), or a vanguard with its `legion` mate."""
        if "heart" in entry and "legion" in entry:
            raise PositionError(path, "a vanguard has a Heart or a Legion mate, not both")
        key = "heart" if "heart" in entry else "legion"
        where = f"{path}.{key}"
        if circle != VC:
            raise PositionError(where, "only the vanguard circle has a Heart or a Legion")
        if not format_of(self.state).has(G_ERA):  # a Heart and a Legion are the G era's
            raise PositionError(where, 'the standard format has no stride or Legion; use "g"')
        under = expect(entry[key], list, where, "a list of card entries")
        if key == "heart" and not 1 <= len(under) <= 2:
            raise PositionError(where, "a Heart is one card, or the two cards of a Legion")
        if key == "legion" and len(under) != 1:
            raise PositionError(where, "a Legion is two units: the vanguard and one mate")
        top = {k: v for k, v in entry.items() if k != key}
        name = top.get("name")
        if isinstance(name, str):
            is_g = self.card(name, f"{path}.name").kind == "g_unit"
            if key == "heart" and not is_g:
                raise PositionError(where, f"{name} is not a G unit; only a G unit has a Heart")
            if key == "legion" and is_g:
                raise PositionError(where, f"{name} is a G unit; it stands on a Heart")
        return [(top, path), *((item, f"{where}[{j}]") for j, item in enumerate(under))]

    def place(self, player: int, zone: str, item: Any, path: str) -> None:
        if isinstance(item, str):
            item = {"name": item}
        expect(item, dict, path, "a card name or an object with a name")
        known_keys(item, CARD_KEYS, path, listed=False)
        state = self.state
        if len(state.cards) >= MAX_CARDS:
            raise PositionError(path, f"a position holds at most {MAX_CARDS} cards")
        if "marker" in item:  # an Imaginary Gift marker: {"marker": "protect"}
            card = gifts.read_marker(state, item, zone, path)
        else:
            name = expect(item.get("name"), str, f"{path}.name", "a card name")
            card = self.card(name, f"{path}.name")
        card_id = len(state.cards) + 1
        seen = seen_by(item, path)
        state.cards[card_id] = CardInstance(
            card_id,
            card,
            player,
            face_down=self.face_down(item, path),
            rested=expect(item.get("rest", False), bool, f"{path}.rest", "true/false"),
            peek=seen,
        )
        state.place(card_id, player, zone)
        modifiers = expect(item.get("modifiers", []), list, f"{path}.modifiers", "a list")
        add_modifiers(state, modifiers, path, MAX_MODIFIERS, partial(self.modifier, card_id))

    def face_down(self, item: dict[str, Any], path: str) -> bool:
        """`face_down: true`, or `face_up: false` as G zone entries are often written."""
        if "face_up" in item:
            up = expect(item["face_up"], bool, f"{path}.face_up", "true/false")
            if item.get("face_down", not up) == up:
                raise PositionError(path, "face_down and face_up disagree")
            return not up
        return bool(expect(item.get("face_down", False), bool, f"{path}.face_down", "true/false"))

    def modifier(self, card_id: int, data: Any, path: str) -> Modifier:
        expect(data, dict, path, "an object")
        stat = data.get("stat", "power")
        if stat not in KEPT:
            raise PositionError(f"{path}.stat", f"expected one of {', '.join(KEPT)}")
        until = data.get("until", "turn")
        if until not in DURATIONS:
            raise PositionError(f"{path}.until", f"expected one of {', '.join(DURATIONS)}")
        amount = integer(data.get("amount"), f"{path}.amount", -MAX_NUMBER, MAX_NUMBER)
        source = text(data.get("source", "manual"), f"{path}.source")
        return Modifier(card_id, stat, amount, until, source)

    def variables(self, doc: dict[str, Any]) -> None:
        phase, turn, active, first = read_turn(doc, PHASES)
        step = doc.get("step")
        if phase == "battle":
            step = step or "attack"
            if step not in BATTLE_STEPS:
                raise PositionError("step", f"expected one of {', '.join(BATTLE_STEPS)}")
        elif phase == "setup":
            step = "mulligan"
        elif (phase, step) in (("ride", "stride"), ("draw", "gassist")):
            if step not in format_of(self.state).steps_of(Phase(phase)):
                raise PositionError("step", f"the {step} step is in the g and premium formats")
        elif step is not None and (steps := format_of(self.state).steps_of(Phase(phase))):
            named = ", ".join(steps)
            raise PositionError("step", f"the {phase} phase's steps are null and {named}")
        elif step is not None:
            raise PositionError("step", f"the {phase} phase has no steps; use null")
        self.state.vars = VanguardVars(
            phase=Phase(phase),
            step=None if step is None else Step(step),
            turn=turn,
            active=active,
            first=first,
        )
        read_rng_and_winner(doc, self.state, REASONS)
        battle = doc.get("battle")
        if step in ("guard", "drive", "damage", "close") and battle is None:
            raise PositionError("battle", f"the {step} step needs the battle: attacker and target")
        fight = None if battle is None else self.battle(battle)
        check = None if doc.get("check") is None else self.check(doc["check"])
        battles = integer(doc.get("battles", 0), "battles", 0, MAX_CHECKS)
        card_text, printed_text = read_card_text(doc)
        self.state.vars = replace(
            vg(self.state),
            battle=fight,
            check=check,
            battles=battles,
            card_text=card_text,
            printed_text=printed_text,
        )
        gifts.read_pending(self.state, doc.get("gift"))
        read_abilities(self.state, doc.get("abilities"))
        for index, said in enumerate(self.mulligans):  # not said: made once the game has begun
            made = phase != "setup" if said is None else said
            set_flags(self.state, index, replace(flags_of(self.state, index), mulligan=made))

    def battle(self, data: Any) -> Battle:
        expect(data, dict, "battle", "an object")
        circles: dict[str, Any] = {}
        for key in ("attacker", "target", "booster"):
            value = data.get(key)
            if value is None and key != "booster":
                raise PositionError(f"battle.{key}", "missing")
            if value is not None and not _is_circle(value):
                raise PositionError(f"battle.{key}", f"unknown circle {value!r}")
            circles[key] = value
        checks: dict[str, int | None] = {}
        for key in ("drives", "damage"):
            value = data.get(key)
            checks[key] = None if value is None else integer(value, f"battle.{key}", 0, MAX_CHECKS)
        hit = data.get("hit")
        if hit is not None:
            expect(hit, bool, "battle.hit", "true/false")
        for key in data:
            if key not in ("attacker", "target", "booster", "drives", "damage", "hit"):
                raise PositionError(f"battle.{key}", "unknown key")
        return Battle(
            circles["attacker"],
            circles["booster"],
            circles["target"],
            drives=checks["drives"],
            hit=hit,
            damage=checks["damage"],
        )

    def check(self, data: Any) -> Check:
        expect(data, dict, "check", "an object")
        player = player_index(data.get("player"), "check.player")
        kind = data.get("kind")
        if kind not in ("drive", "damage"):
            raise PositionError("check.kind", "expected drive or damage")
        trigger = self.state.zones[player].get("trigger")
        if not trigger:
            raise PositionError("check", f"players[{player}].trigger holds no checked card")
        done = expect(data.get("done", []), list, "check.done", "a list")
        for part in done:
            if part not in ("power", "critical", "stand", "heal"):
                raise PositionError("check.done", f"unknown effect {part!r}")
        said = data.get("trigger")  # the kind said for a card whose data does not name it
        if said is not None and said not in TRIGGER_KINDS:
            raise PositionError("check.trigger", f"expected one of {', '.join(TRIGGER_KINDS)}")
        return Check(player, trigger[0], kind, tuple(done), said)


def from_position(doc: dict[str, Any]) -> State:
    return _Reader(doc).read()


# -- writing --------------------------------------------------------------------------------------


def _entry(state: State, card: CardInstance, viewer: int | None) -> Any:
    if viewer is not None and not visible(state, card.id, viewer):
        return {"hidden": True, "face_down": True} if card.face_down else {"hidden": True}
    kind = marker_kind(card.card) if card.card.kind == "marker" else None
    out: dict[str, Any] = {"name": card.card.name} if kind is None else {"marker": kind}
    if card.rested:
        out["rest"] = True
    if card.face_down:
        out["face_down"] = True
    if card.peek and viewer is None:
        out["seen_by"] = [p for p in (0, 1) if card.peek >> p & 1]
    mods = [
        {"stat": m.stat, "amount": m.amount, "until": m.until, "source": m.source}
        for m in state.modifiers
        if m.card == card.id
    ]
    if mods:
        out["modifiers"] = mods
    return out["name"] if len(out) == 1 and "name" in out else out


def to_position(state: State, viewer: int | None = None) -> dict[str, Any]:
    """The state as a position document; with `viewer`, only what that player may see."""
    v = vg(state)
    defs = {c.card.name: c.card for c in state.cards.values()}
    used: set[str] = set()
    order: list[int] = []  # the card ids in the order a reader meets the cards
    players = []
    for p in (0, 1):
        zones = state.zones[p]
        circles: dict[str, Any] = {}
        for name in sorted(zones, key=_circle_order):
            spec = zone_spec(name)
            if spec is None or not spec.field or not zones[name]:
                continue
            entries = [_entry(state, state.cards[i], viewer) for i in zones[name]]
            order.extend(zones[name])
            stack = _stack(state, p, name, entries)
            if stack is not None:
                circles[name] = stack
            else:
                circles[name] = entries if name == GC or len(entries) > 1 else entries[0]
        player: dict[str, Any] = {"name": state.names[p], "circles": circles}
        for pile in PILES:
            if zones.get(pile) or pile in ("hand", "deck", "damage", "drop", "soul"):
                player[pile] = [_entry(state, state.cards[i], viewer) for i in zones.get(pile, ())]
                order.extend(zones.get(pile, ()))
        flags = _write_flags(flags_of(state, p), v.phase)
        if flags:
            player["flags"] = flags
        if flags_of(state, p).energy:
            player["energy"] = flags_of(state, p).energy
        gift_state = gifts.write_gifts(state, p)
        if gift_state is not None:
            player["gifts"] = gift_state
        players.append(player)
        used.update(_walk(player))
    doc = write_header(state, None if v.phase == SETUP or v.step is None else v.step.value)
    if v.battle is not None:
        doc["battle"] = {k: val for k, val in to_data(v.battle).items() if val is not None}
    if v.check is not None:
        check = v.check
        doc["check"] = {"player": check.player, "kind": check.kind, "done": list(check.done)}
        if check.trigger is not None:
            doc["check"]["trigger"] = check.trigger
    if v.gift is not None:
        doc["gift"] = gifts.write_pending(v.gift)
    if v.battles:
        doc["battles"] = v.battles
    write_card_text(doc, state)
    abilities = write_abilities(state)
    if abilities is not None:
        doc["abilities"] = abilities
    write_ending(doc, state, viewer)
    if viewer is None:
        write_ids(doc, order)  # a dealt game: ids in deck-list order
    doc["cards"] = [defs[name].to_dict() for name in sorted(used)]
    doc["players"] = players
    return doc


def _write_flags(flags: VanguardFlags, phase: Phase) -> dict[str, bool]:
    """A player's flags as a position writes them: those set, and a mulligan not made once
    the game has begun (a reader takes it as made)."""
    out = {}
    if flags.ridden:
        out["ridden"] = True
    if flags.persona:
        out["persona"] = True
    if flags.generated:
        out["generated"] = True
    if flags.mulligan or phase != SETUP:
        out["mulligan"] = flags.mulligan
    return out


def _stack(state: State, player: int, circle: str, entries: list[Any]) -> dict[str, Any] | None:
    """VC in the G era formats: a G unit with its `heart`, or a vanguard with its `legion` mate
    (None: written as usual)."""
    if circle != VC or len(entries) < 2:
        return None
    is_g = stridden(state, player)
    if (is_g and len(entries) > 3) or (not is_g and not in_legion(state, player)):
        return None
    top = dict(entries[0]) if isinstance(entries[0], dict) else {"name": entries[0]}
    top["heart" if is_g else "legion"] = entries[1:]
    return top


def _circle_order(name: str) -> tuple[int, str]:
    order = ("VC", "FL", "FR", "BL", "BC", "BR", GC)
    return (order.index(name), "") if name in order else (len(order), name)


def _walk(player: dict[str, Any]) -> list[str]:
    """Names of the visible cards in a player's part of a document."""
    out = []
    for value in [*player["circles"].values(), *(player.get(p, []) for p in PILES)]:
        for entry in value if isinstance(value, list) else [value]:
            if isinstance(entry, str):
                out.append(entry)
                continue
            if "name" in entry:
                out.append(entry["name"])
            for under in (*entry.get("heart", ()), *entry.get("legion", ())):
                out.append(under if isinstance(under, str) else under.get("name"))
    return [name for name in out if name is not None]

"""Vanguard's side of card abilities (games/common/ability_play.py): where a card is, what its
marks and conditions ask, which cards a blank may take, the action of a step with its blanks
filled; which events trigger what is `triggering.py`."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from itertools import combinations
from types import MappingProxyType

from playtester.engine.actions import Action, Arg
from playtester.engine.cards import Card
from playtester.engine.changes import Changes
from playtester.engine.events import Event
from playtester.engine.state import State
from playtester.games.common.abilities import Ability, CardText, Kind, Step
from playtester.games.common.ability_play import Context, Fill

# (the module: triggering -> board -> continuous -> this module is a cycle when it comes first)
from playtester.games.vanguard import triggering
from playtester.games.vanguard.ability_data import bundled
from playtester.games.vanguard.ability_words import BREAK, RESIST, alternatives
from playtester.games.vanguard.board import (
    ATTACKED,
    BACK,
    STATES,
    VC,
    column,
    has_skill,
    in_harmony,
    is_front,
    is_g_unit,
    is_rear,
    marked,
    opposing_column,
    rear_circles,
    unit,
    units,
)
from playtester.games.vanguard.breaks import freed, limit_breaks
from playtester.games.vanguard.cards import vanguard_card
from playtester.games.vanguard.state import flags_of, vg
from playtester.games.vanguard.text_keywords import has_keyword

NO_TEXTS: Mapping[str, CardText] = MappingProxyType({})
Named = Mapping[str, tuple[tuple[int, Ability], ...]]  # abilities with their indexes, by card name
PAID_FROM = {"counterblast": ("damage", False), "soulblast": ("soul", False)}  # cards a cost picks
COUNTS = {">=": int.__ge__, "<=": int.__le__, "=": int.__eq__, ">": int.__gt__, "<": int.__lt__}
# (into the damage zone face up, as `put` lays a card there)
PUT_TO = {"hand": ("hand",), "soul": ("soul",), "drop": ("drop",), "top": ("deck", "top"),
          "bottom": ("deck", "bottom"), "damage": ("damage",), "bind": ("bind",)}  # fmt: skip


Printed = Callable[[Sequence[Card]], Mapping[str, CardText]]  # abilities read from cards' text


class VanguardAbilities:
    """Vanguard's `AbilityGame`; `texts` gives the abilities of cards by name (the bundled
    cards', or a test's); `printed` those of a game's other cards with text (imported ones:
    the reading of their printed text, or what the user wrote), None: they have none."""

    def __init__(
        self,
        texts: Callable[[], Mapping[str, CardText]],
        printed: Printed | None = None,
        stamp: Callable[[], object] = tuple,
    ) -> None:
        self.texts = texts
        self.printed = printed
        self.stamp = stamp  # changes when what `printed` gives may have (the library was written)
        # the texts with a game's other cards', by the texts given and the other cards' names
        # and texts
        self._merged: dict[
            tuple[int, object, frozenset[tuple[str, str]]], tuple[object, Mapping[str, CardText]]
        ] = {}
        self._last: tuple[object, int, object, Mapping[str, CardText]] = (None, 0, None, NO_TEXTS)
        # for each texts given (by id, kept with them so that the id is theirs) and kind
        self._kinds: dict[tuple[int, Kind], tuple[Mapping[str, CardText], Named]] = {}
        self._triggers: tuple[int, Mapping[str, frozenset[str]]] = (0, {})
        self._watch: tuple[object, int, object, triggering.Watch | None] = (None, 0, None, None)
        self._has: dict[tuple[int, Kind], bool] = {}
        # the last game's holders of each kind (see `holders`)
        self._holders: dict[int, tuple[State, Named, int, tuple[int, ...]]] = {}

    def texts_of(self, state: State) -> Mapping[str, CardText]:
        """The texts a game's cards have: none in a game from before abilities were data (all
        by hand, as it was played)."""
        last = self._last  # (asked on every power read: kept for the state and its cards; a
        # state's reading of card text is set with the game, so its kept answer is asked first)
        if (
            last[0] is state
            and last[1] == len(state.cards)
            and last[2] is self.texts()
            and self.printed is not None
        ):
            return last[3]
        v = vg(state)
        if not v.card_text:
            return NO_TEXTS
        texts = self.texts()
        if self.printed is None or not v.printed_text:
            return texts  # (a game from before printed text was read plays on without it)
        found = self._with_printed(state, texts)
        self._last = (state, len(state.cards), texts, found)
        return found

    def _with_printed(self, state: State, texts: Mapping[str, CardText]) -> Mapping[str, CardText]:
        """`texts` and the abilities of the game's cards with text that `texts` lacks (one
        mapping for each set of such names, so that what is kept by its id stays right)."""
        assert self.printed is not None
        others = {
            c.card.name: c.card
            for c in state.cards.values()
            if c.card.text and c.card.name not in texts
        }
        if not others:
            return texts
        key = (id(texts), self.stamp(), frozenset((n, c.text) for n, c in others.items()))
        kept = self._merged.get(key)
        if kept is not None and kept[0] is texts:
            return kept[1]
        found = MappingProxyType({**texts, **self.printed(list(others.values()))})
        self._merged[key] = (texts, found)
        return found

    def abilities(self, state: State, card_id: int) -> tuple[Ability, ...]:
        text = self.texts_of(state).get(state.cards[card_id].card.name)
        return () if text is None else text.abilities

    def of_kind(self, state: State, card_id: int, kind: Kind) -> tuple[tuple[int, Ability], ...]:
        """A card's abilities of one kind with their indexes."""
        return self.named(state, kind).get(state.cards[card_id].card.name, ())

    def named(self, state: State, kind: Kind) -> Named:
        """The abilities of one kind with their indexes, by the name of each card that has
        some (asked on every power read and every legal list: kept for the texts given, so a
        unit's are one look-up by its name)."""
        texts = self.texts_of(state)
        key = (id(texts), kind)
        kept = self._kinds.get(key)
        if kept is not None:  # (the texts are kept with it: no other can have their id)
            return kept[1]
        found: dict[str, tuple[tuple[int, Ability], ...]] = {}
        for name, text in texts.items():
            of_kind = tuple((i, a) for i, a in enumerate(text.abilities) if a.kind is kind)
            if of_kind:
                found[name] = of_kind
        self._kinds[key] = (texts, found)
        return found

    def holders(self, state: State, named: Named) -> tuple[int, ...]:
        """The game's cards whose names are among `named` (the abilities of a kind, as
        `named` gives them; asked on every step: kept for the state, `named` and the number
        of cards, as a marker may join)."""
        kept = self._holders.get(id(named))
        if (
            kept is not None
            and kept[0] is state
            and kept[1] is named
            and kept[2] == len(state.cards)
        ):
            return kept[3]
        found = tuple(i for i, c in state.cards.items() if c.card.name in named)
        self._holders[id(named)] = (state, named, len(state.cards), found)
        return found

    def has_kind(self, kind: Kind) -> bool:
        """Whether any card of the texts has an ability of this kind (a game without [CONT]
        abilities never looks for their bonuses)."""
        texts = self.texts()
        key = (id(texts), kind)
        found = self._has.get(key)
        if found is None:
            found = any(a.kind is kind for text in texts.values() for a in text.abilities)
            self._has[key] = found
        return found

    def continuous(self, state: State, card_id: int) -> tuple[tuple[int, Ability], ...]:
        """A card's [CONT] abilities with their indexes."""
        return self.of_kind(state, card_id, Kind.CONT)

    def _by_name(self, texts: Mapping[str, CardText]) -> Mapping[str, frozenset[str]]:
        """The triggers of each card name's auto abilities in these texts (`hits vanguard`,
        ...)."""
        if self._triggers[0] != id(texts):
            found = {
                name: frozenset(w for a in text.abilities for w in a.trigger_events)
                for name, text in texts.items()
            }
            self._triggers = (id(texts), {n: w for n, w in found.items() if w})
        return self._triggers[1]

    def watch(self, state: State) -> triggering.Watch | None:
        """What a game's cards' auto abilities watch for (None: nothing), kept for the game,
        its texts and its number of cards (a marker may join): looked at on every action."""
        texts = self.texts_of(state)
        kept = self._watch
        if kept[0] is state and kept[1] == len(state.cards) and kept[2] is texts:
            return kept[3]
        watch = triggering.Watch.of(self._by_name(texts), state)
        found = watch if watch.cards else None
        self._watch = (state, len(state.cards), texts, found)
        return found

    def works(self, state: State, ctx: Context, ability: Ability) -> bool:
        owner, zone = state.where[ctx.card]
        if owner != ctx.player:
            return False
        if not any(_in(state, ctx.card, z, zone) for z in ability.zones) and not _heart_strides(
            state, ctx.card, ability
        ):
            return False
        for mark in ability.marks:
            if mark.startswith("GB") and _generation(state, owner) < int(mark[2:]):
                return False
            lb = int(mark[2:]) if mark.startswith("LB") else 0
            if len(state.zone(owner, "damage")) < lb and not freed(state, owner, ctx.card, lb):
                return False
        return True

    def holds(self, state: State, ctx: Context, words: tuple[str, ...]) -> bool:
        v = vg(state)
        if words == ("my", "turn"):
            return v.active == ctx.player
        if words == ("their", "turn"):
            return v.active != ctx.player
        if words == ("went", "second"):
            return v.first != ctx.player
        if words == ("persona", "rode"):
            return flags_of(state, ctx.player).persona
        if words == ("played", "order"):
            return flags_of(state, ctx.player).orders > 0
        if words == ("played", "no", "order"):
            return flags_of(state, ctx.player).orders == 0
        if words[-1] == "phase":  # (my ride phase, ...)
            return v.active == ctx.player and v.phase == words[1]
        if words[0] == "battle":
            return COUNTS[words[1]](v.battles, int(words[2]))
        if words[0] == "count":
            found = len(select(state, ctx, words[1:-2]))
            return COUNTS[words[-2]](found, int(words[-1]))
        if words[0] == "attacks":  # the attacks this turn of the units the selector picks
            ids = set(select(state, ctx, words[1:-2]))
            made = sum(m.amount for m in state.modifiers if m.stat == ATTACKED and m.card in ids)
            return COUNTS[words[-2]](made, int(words[-1]))
        if words[0] == "compare":  # so many of one kind against another's
            at = next(i for i, word in enumerate(words) if word in COUNTS)
            mine = len(select(state, ctx, words[1:at]))
            return COUNTS[words[at]](mine, len(select(state, ctx, words[at + 1 :])))
        return False

    def candidates(self, state: State, ctx: Context, words: tuple[str, ...]) -> list[Fill]:
        """The cards a blank may take: the selector's, less the opponent's units that cannot
        be chosen by this player's card effects (Resist, vocab18); a count is `select`'s."""
        found = select(state, ctx, words)
        if len(words) < 2:  # (this card, that card, the unit attacked: no choice made)
            return found
        return [f for f in found if not _resists(state, ctx, f)]

    def action(self, state: State, ctx: Context, step: Step, fills: Sequence[Fill]) -> Action:
        if step.verb in PAID_FROM and len(step.parts) > 1:  # (a blast of cards so filtered)
            return _paid_of(state, ctx, step)[0]
        if step.verb == "either":  # the first cost its player can pay (whether any can)
            paid = [self.action(state, ctx, one, ()) for one in alternatives(step)]
            return next((a for a in paid if self.possible(state, ctx.player, a)), paid[0])
        if "per" in step.parts:  # (a bonus so much for each card a selector counts now)
            step = _counted(state, ctx, step)
        args: list[Arg] = []
        blanks = iter(fills)
        for index, part in enumerate(step.parts):
            if isinstance(part, str):
                if step.verb == "put" and index > 0:
                    args += ["to", *PUT_TO[part]]
                else:
                    args.append(part[1:-1] if part.startswith('"') else part)
                continue
            fill = next(blanks)
            if step.verb == "put" and index > 0:
                args += ["to", str(fill)]
            else:
                args += _refer(state, ctx.player, step.verb, fill)
        return Action(step.verb, tuple(args))

    def ways(self, state: State, ctx: Context, step: Step) -> list[Action]:
        if step.verb == "either":  # each cost of the choice: the player pays one
            return [way for one in alternatives(step) for way in self.ways(state, ctx, one)]
        if step.verb in PAID_FROM and len(step.parts) > 1:
            return _paid_of(state, ctx, step)
        plain = self.action(state, ctx, step, ())
        pool = PAID_FROM.get(step.verb)
        if pool is None:
            return [plain]
        zone, face_down = pool
        cards = [state.cards[i] for i in state.zones[ctx.player].get(zone, ())]
        names = sorted(c.card.name for c in cards if c.face_down == face_down)
        count = int(str(step.parts[0]))
        if len(set(names)) < 2 or len(names) <= count:
            return [plain]  # any of them will do: nothing to choose
        return [Action(step.verb, (chosen,)) for chosen in sorted(set(combinations(names, count)))]

    def possible(self, state: State, player: int, action: Action) -> bool:
        from playtester.games.vanguard.rules import possible  # (the rules use this module)

        return possible(state, Action(action.verb, action.args, player))

    def perform(self, ch: Changes, player: int, action: Action) -> None:
        from playtester.games.vanguard.rules import BINDING

        if action.verb == "look":  # (an ability's look: its `looked` cards are these alone)
            _forget_deck(ch, player)
        BINDING.perform(ch, Action(action.verb, action.args, player))

    def triggered(self, state: State, events: Sequence[Event]) -> list[tuple[int, str, int | None]]:
        watch = self.watch(state)  # (None in a game from before abilities were data: by hand)
        return [] if watch is None else triggering.triggered(state, events, watch)

    def unfit(self, ch: Changes, ctx: Context, step: Step) -> None:
        """A ticket the deck does not list (vocab14: `put {my aside name "NAME"} hand`, none of
        that name kept aside): noted for every viewer, its player to do it by hand."""
        blank = step.blanks[0] if step.blanks else None
        if step.verb == "put" and blank is not None and blank.words[:2] == ("my", "aside"):
            named = blank.words[blank.words.index("name") + 1] if "name" in blank.words else ""
            ch.note("ticket unlisted", ch.card(ctx.card), ctx.player, named.strip('"'))


class ByHand:
    """Vanguard's `ByHand`: the clauses of a card's abilities that the table does not do."""

    def by_hand(self, state: State, card_id: int) -> tuple[str, ...]:
        text = ABILITIES.texts_of(state).get(state.cards[card_id].card.name)
        if text is None:
            return ()
        parts = [a.by_hand for a in text.abilities if a.by_hand]
        return (*parts, text.by_hand) if text.by_hand else tuple(parts)


def printed(cards: Sequence[Card]) -> Mapping[str, CardText]:
    """The abilities of cards that are not bundled ones: read from their printed text (kept in
    the library at import), or written by the user (read when a game first has them)."""
    from playtester.games.vanguard.card_abilities import table_texts

    return table_texts(cards)


def written_stamp() -> object:
    """What changes when the library is written (an ability written by hand, an import)."""
    from playtester.cards.library import default_library

    library = default_library()
    return (str(library.path), library.generation)


# the bundled cards' abilities (a test may give others), and the other cards' printed ones
ABILITIES = VanguardAbilities(bundled, printed, written_stamp)
BY_HAND = ByHand()


def _refer(state: State, actor: int, verb: str, fill: Fill) -> tuple[Arg, ...]:
    """How a step's action names a chosen card: a unit by its circle (`-> FL` for the
    opponent's), a card elsewhere by its zone and name (`put`) or its name."""
    if isinstance(fill, str):
        return (fill,)
    owner, zone = state.where[fill]
    side: tuple[str, ...] = ("->",) if owner != actor else ()
    name = (state.cards[fill].card.name,)
    if zone == VC or is_rear(zone):
        return (*side, zone)
    if verb in ("put", "reveal", "faceup"):
        return (*side, zone, name)
    return (name,)


def _in(state: State, card_id: int, word: str, zone: str) -> bool:
    """Whether a card in `zone` is where an ability working in `word` works."""
    if word == "VC":
        return zone == VC and state.zones[state.cards[card_id].owner][VC][0] == card_id
    if word == "RC":
        return is_rear(zone)
    return zone == word


def _heart_strides(state: State, card_id: int, ability: Ability) -> bool:
    """Whether a card under a G unit on VC (its Heart) has this (VC) ability of a G unit
    striding. A Heart's abilities are not used (the Stride FAQ), but a vanguard's "when your G
    unit [Stride]s" is about the very stride that makes it the Heart (it could never trigger
    otherwise): it is used from under the G unit, as the game is played."""
    stack = state.zones[state.cards[card_id].owner].get(VC, [])
    return ability.trigger == ("g-strides",) and "VC" in ability.zones and card_id in stack[1:]


def _generation(state: State, player: int) -> int:
    """Generation Break: the face-up G units in the G zone and on the vanguard circle."""
    face_up = sum(1 for i in state.zones[player].get("g_zone", ()) if not state.cards[i].face_down)
    leader = state.zones[player].get(VC, [])
    return face_up + (1 if leader and is_g_unit(state.cards[leader[0]]) else 0)


# -- selectors ------------------------------------------------------------------------------------


def select(state: State, ctx: Context, words: tuple[str, ...]) -> list[Fill]:
    """The cards (or empty circles) a selector allows, in the table's order."""
    me = ctx.player
    if len(words) == 1:
        word = words[0]
        if word == "self":
            return [ctx.card]
        if word == "that":
            return [] if ctx.that is None else [ctx.that]
        if word == "boosted":
            return _boosted(state, ctx)
        if word == "attacked":
            target = _attacked(state, me)
            return [] if target is None else [target]
    whose = me if words[0] == "my" else 1 - me
    rest = words[1:]
    place = next(w for w in rest if w in PLACES)
    if place == "circle":
        empty = "empty" in rest
        return [c for c in rear_circles(state, whose) if not empty or unit(state, whose, c) is None]
    ids: list[int] = []
    if place in ("vanguard", "unit"):
        leader = unit(state, whose, VC)
        ids += [leader.id] if leader is not None else []
    if place in ("rear", "unit"):
        ids += [card.id for circle, card in units(state, whose) if is_rear(circle)]
    if place in PILES:
        ids += state.zones[whose].get(PILES[place], [])
    return [i for i in ids if _passes(state, ctx, i, rest)]


KEYWORDS = ("blaze", "engorge")  # a card with that keyword ability (its printed text's line)
PLACES = ("vanguard", "rear", "unit", "hand", "soul", "drop", "damage", "circle", "gzone", "deck",
          "aside")  # fmt: skip
PILES = {"hand": "hand", "soul": "soul", "drop": "drop", "damage": "damage", "gzone": "g_zone",
         "aside": "aside",  # (vocab14: the cards kept aside with the deck, tickets)
         "deck": "deck"}  # fmt: skip


def _passes(state: State, ctx: Context, card_id: int, words: tuple[str, ...]) -> bool:
    card = state.cards[card_id]
    data = vanguard_card(card)
    zone = state.where[card_id][1]
    i = 0
    while i < len(words):
        word = words[i]
        if word in ("clan", "race", "named", "name"):
            i += 1
            name = words[i][1:-1]  # (named: a part of the card's name; name: all of it)
            have = data.clan if word == "clan" else data.race if word == "race" else data.name
            if (word == "named" and name not in have) or (word != "named" and have != name):
                return False
        elif word == "notclan":  # (Lord: a unit of another clan than the one named)
            i += 1
            if data.clan == words[i][1:-1]:
                return False
        elif (
            (word == "rested" and not card.rested)
            or (word == "standing" and card.rested)
            or (word == "front" and not is_front(zone))  # Accel circles too
            or (word == "back" and zone not in BACK)
            or (word == "other" and card_id == ctx.card)
            or (word == "self" and card_id != ctx.card)
            or (word == "sentinel" and not data.sentinel)
            or (word == "facedown" and not card.face_down)
            or (word == "faceup" and card.face_down)
            or (word == "samename" and data.name != state.cards[ctx.card].card.name)
            or (word == "booster" and _boosted_by(state, ctx) != card_id)
            or (word == "attacked" and _target(state) != card_id)
            or (word == "attacking" and _attacker(state) != card_id)
            or (word == "looked" and card_id not in _looked(state, ctx.player))
            or (word == "unitcard" and card.card.kind != "unit")
            or (word == "that" and card_id != ctx.that)
            or (word == "column" and not _same_column(state, ctx, card_id))
            or (word == "harmony" and not in_harmony(state, card_id))
            or (word in STATES and not marked(state, card_id, word))
            or (word in KEYWORDS and not has_keyword(card.card.text, word))
        ):
            return False
        elif BREAK.fullmatch(word):  # (LB4: one of its abilities has Limit Break 4)
            breaks = limit_breaks(card.card.text, ABILITIES.abilities(state, card_id))
            if int(word[2:]) not in breaks:
                return False
        elif word.startswith("grade"):
            op, n = (word[5:7], word[7:]) if word[6] == "=" else ("=", word[6:])
            if not COUNTS[op](data.grade or 0, int(n)):
                return False
        i += 1
    return True


def _resists(state: State, ctx: Context, fill: Fill) -> bool:
    """Whether the card is a unit of the opponent of the ability's player that has Resist now
    (vocab18: "this unit cannot be chosen by your opponent's card effects")."""
    if not isinstance(fill, int) or state.where[fill][0] == ctx.player:
        return False
    return has_skill(state, state.cards[fill], RESIST)


def _same_column(state: State, ctx: Context, card_id: int) -> bool:
    """Whether the card is in this card's column (vocab12: "another <Clan> in the same column
    as this unit"): on its player's circles there, or on the opponent's circles facing them;
    never when this card is off the field."""
    owner, here = state.where[ctx.card]
    theirs, zone = state.where[card_id]
    mine = theirs == owner
    return zone in (column(state, owner, here) if mine else opposing_column(state, owner, here))


def _attacked(state: State, me: int) -> int | None:
    """Your unit being attacked in the battle under way (None: none is)."""
    fight = vg(state).battle
    target = None if fight is None else unit(state, me, fight.target)
    return None if target is None or vg(state).active == me else target.id


def _target(state: State) -> int | None:
    """The unit the attack of the battle under way targets, whoever's (None: none): `{their
    unit grade>=3 attacked}` is the opponent's unit your unit attacks; `{my ... attacked}` yours
    being attacked (never in your turn, when no unit of yours is)."""
    fight = vg(state).battle
    target = None if fight is None else unit(state, 1 - vg(state).active, fight.target)
    return None if target is None else target.id


def _attacker(state: State) -> int | None:
    """The unit attacking in the battle under way (None: none)."""
    fight = vg(state).battle
    attacker = None if fight is None else unit(state, vg(state).active, fight.attacker)
    return None if attacker is None else attacker.id


def _counted(state: State, ctx: Context, step: Step) -> Step:
    """A bonus step `power {...} +N DURATION per SELECTOR` as the bonus it gives now: N for
    each card the selector counts."""
    at = step.parts.index("per")
    count = len(select(state, ctx, tuple(str(w) for w in step.parts[at + 1 :])))
    amount = int(str(step.parts[1])) * count
    return Step(step.verb, (step.parts[0], f"{amount:+d}", *step.parts[2:at]), step.optional)


def _paid_of(state: State, ctx: Context, step: Step) -> list[Action]:
    """The ways to pay a Counter Blast or Soul Blast of cards so filtered (`counterblast 2
    named "Sister"`: two face-up damage cards with "Sister" in their names): each set of
    names; when too few cards fit, one action that cannot be done (`counterblast 0`)."""
    zone, face_down = PAID_FROM[step.verb]
    filters = tuple(str(p) for p in step.parts[1:])
    fit = [
        i
        for i in select(state, ctx, ("my", zone, *filters))
        if isinstance(i, int) and state.cards[i].face_down == face_down
    ]
    names = sorted(state.cards[i].card.name for i in fit)
    count = int(str(step.parts[0]))
    if len(names) < count:
        return [Action(step.verb, ("0",))]
    return [Action(step.verb, (chosen,)) for chosen in sorted(set(combinations(names, count)))]


def _forget_deck(ch: Changes, player: int) -> None:
    """The player's deck is marked seen by them nowhere: an ability's look then marks the cards
    it shows, and `looked` is those (not others seen before, by a look of the tools)."""
    for card_id in ch.state.zones[player].get("deck", ()):
        peek = ch.state.cards[card_id].peek
        if peek >> player & 1:
            ch.turn(card_id, peek=peek & ~(1 << player))


def _looked(state: State, player: int) -> list[int]:
    """The top cards of the player's deck they have seen, down to the first they have not:
    the cards a look at the top showed them, while they stay there (a card moved, or the
    deck shuffled, is seen no more)."""
    out = []
    for card_id in state.zones[player].get("deck", ()):
        if not state.cards[card_id].peek >> player & 1:
            break
        out.append(card_id)
    return out


def _boosted_by(state: State, ctx: Context) -> int | None:
    """The unit that boosts the ability's card in the battle under way (None: none does)."""
    fight = vg(state).battle
    if fight is None or fight.booster is None or vg(state).active != ctx.player:
        return None
    attacker = unit(state, ctx.player, fight.attacker)
    booster = unit(state, ctx.player, fight.booster)
    if attacker is None or booster is None or attacker.id != ctx.card:
        return None
    return booster.id


def _boosted(state: State, ctx: Context) -> list[Fill]:
    """The unit the ability's card boosts in the battle under way."""
    fight = vg(state).battle
    if fight is None or fight.booster is None or vg(state).active != ctx.player:
        return []
    booster = unit(state, ctx.player, fight.booster)
    attacker = unit(state, ctx.player, fight.attacker)
    if booster is None or booster.id != ctx.card or attacker is None:
        return []
    return [attacker.id]

"""Vanguard's side of card abilities (games/common/ability_play.py): where a card is, what its
marks and conditions ask, the action of a step with its blanks filled; which cards a blank may
take is `selectors.py`, which events trigger what `triggering.py`."""

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

# (the modules: triggering -> board -> continuous -> this module is a cycle when it comes first,
# and the selectors read this module)
from playtester.games.vanguard import selectors, triggering
from playtester.games.vanguard.ability_data import bundled
from playtester.games.vanguard.ability_words import OPERATORS, alternatives
from playtester.games.vanguard.board import (
    ATTACKED,
    VC,
    is_g_unit,
    is_rear,
)
from playtester.games.vanguard.breaks import freed
from playtester.games.vanguard.state import flags_of, vg

NO_TEXTS: Mapping[str, CardText] = MappingProxyType({})
Named = Mapping[str, tuple[tuple[int, Ability], ...]]  # abilities with their indexes, by card name
PAID_FROM = {"counterblast": ("damage", False), "soulblast": ("soul", False)}  # cards a cost picks
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
        kept = self._watch  # (the texts a game's cards have are of the game, its number of
        # cards and the texts given: `texts_of` is not asked again while those stay)
        given = self.texts()
        if kept[0] is state and kept[1] == len(state.cards) and kept[2] is given:
            return kept[3]
        watch = triggering.Watch.of(self._by_name(self.texts_of(state)), state)
        found = watch if watch.cards else None
        self._watch = (state, len(state.cards), given, found)
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
            return OPERATORS[words[1]](v.battles, int(words[2]))
        if words[0] == "count":
            found = len(selectors.select(state, ctx, words[1:-2]))
            return OPERATORS[words[-2]](found, int(words[-1]))
        if words[0] == "attacks":  # the attacks this turn of the units the selector picks
            ids = set(selectors.select(state, ctx, words[1:-2]))
            made = sum(m.amount for m in state.modifiers if m.stat == ATTACKED and m.card in ids)
            return OPERATORS[words[-2]](made, int(words[-1]))
        if words[0] == "compare":  # so many of one kind against another's
            at = next(i for i, word in enumerate(words) if word in OPERATORS)
            mine = len(selectors.select(state, ctx, words[1:at]))
            return OPERATORS[words[at]](mine, len(selectors.select(state, ctx, words[at + 1 :])))
        return False

    def candidates(self, state: State, ctx: Context, words: tuple[str, ...]) -> list[Fill]:
        """The cards a blank may take: the selector's, less the opponent's units that cannot
        be chosen by this player's card effects (Resist, vocab18); a count is `select`'s."""
        found = selectors.select(state, ctx, words)
        if len(words) < 2:  # (this card, that card, the unit attacked: no choice made)
            return found
        return [f for f in found if not selectors.resists(state, ctx, f)]

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


def _counted(state: State, ctx: Context, step: Step) -> Step:
    """A bonus step `power {...} +N DURATION per SELECTOR` as the bonus it gives now: N for
    each card the selector counts."""
    at = step.parts.index("per")
    count = len(selectors.select(state, ctx, tuple(str(w) for w in step.parts[at + 1 :])))
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
        for i in selectors.select(state, ctx, ("my", zone, *filters))
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

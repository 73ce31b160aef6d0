"""WIXOSS's side of card abilities (games/common/ability_play.py): where a card is, what its
conditions ask, which cards a blank may take (never an opponent's Shadow SIGNI), the tool action
of a step with its blanks filled, and which events trigger what: a SIGNI played or an LRIG grown
into enters, a SIGNI or the Center LRIG attacks, a Life Burst is used, a spell put from the hand
into the trash or an arts (or piece) from the LRIG deck into the LRIG trash is played. A card
of a real set that the bundled abilities do not describe has its printed text's reading."""

from __future__ import annotations

import operator
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType

from playtester.engine.actions import Action, Arg
from playtester.engine.cards import Card
from playtester.engine.changes import Changes
from playtester.engine.events import Event, Note
from playtester.engine.state import State
from playtester.games.common import ability_play
from playtester.games.common.abilities import Ability, CardText, Kind, Step
from playtester.games.common.ability_cont import Named
from playtester.games.common.ability_play import Context, Fill, av
from playtester.games.wixoss import battle, board
from playtester.games.wixoss.ability_words import COLOURS, COMPARE, PILES
from playtester.games.wixoss.board import card_of
from playtester.games.wixoss.state import wx

COUNTS = {">=": operator.ge, "<=": operator.le, "=": operator.eq}
CATEGORY = "\uff1a"  # the full-width colon between a SIGNI class's category and its class
PUT_TO = {"top": ("deck", "top"), "bottom": ("deck", "bottom")}  # else the zone itself
WORKS_ON_TOP = {"C": (board.C,), "assist": ("AL", "AR"), "signi": board.SIGNI_ZONES}
PLAYED = {"spell": ("hand", "trash"), "arts": ("lrig_deck", "lrig_trash"),
          "piece": ("lrig_deck", "lrig_trash")}  # fmt: skip  # a kind's way when it is used


@dataclass
class WixossAbilities:
    """WIXOSS's `AbilityGame`: `texts` gives the abilities of cards by name (the bundled
    cards', or a test's); a step's tool is judged by `check` and done by `run`, the rules'."""

    texts: Callable[[], Mapping[str, CardText]]
    check: Callable[[State, Action], bool]
    run: Callable[[Changes, Action], None]
    # a card's abilities when `texts` has none for it (None: the card has none)
    printed: Callable[[Card], CardText | None] = lambda card: None
    # for each texts given (by id, kept with them so that the id is theirs) and kind
    _kinds: dict[tuple[int, Kind], tuple[Mapping[str, CardText], Named]] = field(
        default_factory=dict, init=False, repr=False, compare=False
    )
    # the last game's texts: its cards (kept, so that the id is theirs), their number, texts
    _game: tuple[object, int, Mapping[str, CardText], Mapping[str, CardText]] = field(
        default=(None, 0, MappingProxyType({}), MappingProxyType({})),
        init=False,
        repr=False,
        compare=False,
    )

    def texts_of(self, state: State) -> Mapping[str, CardText]:
        """The abilities of the game's cards by name: `texts`, and for each card they do not
        describe its `printed` abilities (worked out once for a game's cards)."""
        texts = self.texts()
        if not wx(state).printed_text:
            return texts  # (a game from before printed text was read plays on without it)
        cards, count, given, merged = self._game
        if cards is state.cards and count == len(state.cards) and given is texts:
            return merged
        extra: dict[str, CardText] = {}
        for instance in state.cards.values():
            name = instance.card.name
            if name not in texts and name not in extra:
                found = self.printed(instance.card)
                if found is not None and found.abilities:
                    extra[name] = found
        merged = MappingProxyType({**texts, **extra}) if extra else texts
        for key in [k for k, kept in self._kinds.items() if kept[0] is self._game[3]]:
            del self._kinds[key]  # (the last game's: the cache holds one game's at most)
        self._game = (state.cards, len(state.cards), texts, merged)
        return merged

    def abilities(self, state: State, card_id: int) -> tuple[Ability, ...]:
        found = self.texts_of(state).get(state.cards[card_id].card.name)
        return found.abilities if found is not None else ()

    def named(self, kind: Kind, state: State) -> Named:
        """The abilities of one kind with their indexes, by the name of each card that has
        some (asked on every power read and every main phase's legal list: kept for the
        texts given)."""
        texts = self.texts_of(state)
        key = (id(texts), kind)
        kept = self._kinds.get(key)
        if kept is not None:  # (the texts are kept with it: no other can have their id)
            return kept[1]
        found = {
            name: of_kind
            for name, text in texts.items()
            if (of_kind := tuple((i, a) for i, a in enumerate(text.abilities) if a.kind is kind))
        }
        self._kinds[key] = (texts, found)
        return found

    def ways(self, state: State, ctx: Context, step: Step) -> list[Action]:
        return [step_action(state, ctx.player, step, ())]  # (no cost here picks its cards)

    def possible(self, state: State, player: int, action: Action) -> bool:
        if _changes_nothing(state, player, action):
            return False
        return self.check(state, Action(action.verb, action.args, player))

    def perform(self, ch: Changes, player: int, action: Action) -> None:
        self.run(ch, Action(action.verb, action.args, player))

    def works(self, state: State, ctx: Context, ability: Ability) -> bool:
        owner, zone = state.where[ctx.card]
        return owner == ctx.player and any(_in(state, ctx.card, w, zone) for w in ability.zones)

    def holds(self, state: State, ctx: Context, words: tuple[str, ...]) -> bool:
        if words == ("my", "turn"):
            return wx(state).active == ctx.player
        if words == ("their", "turn"):
            return wx(state).active != ctx.player
        if words[0] == "count":
            found = len(select(state, ctx, words[1:-2]))
            return bool(COUNTS[words[-2]](found, int(words[-1])))
        return False

    def candidates(self, state: State, ctx: Context, words: tuple[str, ...]) -> list[Fill]:
        return select(state, ctx, words)

    def action(self, state: State, ctx: Context, step: Step, fills: Sequence[Fill]) -> Action:
        return step_action(state, ctx.player, step, fills)

    def triggered(self, state: State, events: Sequence[Event]) -> list[tuple[int, str, int | None]]:
        return triggered(state, events)

    def unfit(self, ch: Changes, ctx: Context, step: Step) -> None:
        """(WIXOSS's steps say nothing when nothing fits them)"""


def _changes_nothing(state: State, player: int, action: Action) -> bool:
    """Whether a step would down a card already down or up one already up: a cost such as
    "down this SIGNI" cannot be paid so (the tools, which judge any action, allow it)."""
    if action.verb not in ("down", "up") or not action.args:
        return False
    theirs = action.args[0] == "->"
    zone = str(action.args[-1])
    card = board.top(state, 1 - player if theirs else player, zone)
    return card is not None and card.rested == (action.verb == "down")


def _in(state: State, card_id: int, word: str, zone: str) -> bool:
    """Whether a card in `zone` is where an ability working in `word` works: on top of an LRIG
    or SIGNI zone (not under another), or in the pile named."""
    if word in WORKS_ON_TOP:
        return (
            zone in WORKS_ON_TOP[word] and state.zones[state.where[card_id][0]][zone][0] == card_id
        )
    return zone == word


# -- a step's action ------------------------------------------------------------------------------


def step_action(state: State, actor: int, step: Step, fills: Sequence[Fill]) -> Action:
    """The tool action of a step with its blanks filled: a card on the field by its zone (`->
    SL` for the opponent's), one in a pile by its pile and name (`put`, `reveal`) or its name
    (`discard`); `crush their 1` is `crush -> 1`."""
    args: list[Arg] = []
    blanks = iter(fills)
    for index, part in enumerate(step.parts):
        if isinstance(part, str):
            if step.verb == "put" and index > 0:
                args += ["to", *PUT_TO.get(part, (part,))]
            else:
                args.append("->" if part == "their" else part)
            continue
        args += _refer(state, actor, step.verb, next(blanks))
    return Action(step.verb, tuple(args))


def _refer(state: State, actor: int, verb: str, fill: Fill) -> tuple[Arg, ...]:
    if isinstance(fill, str):
        return (fill,)
    owner, zone = state.where[fill]
    side: tuple[str, ...] = ("->",) if owner != actor else ()
    if zone not in PILES:  # on the field
        return (*side, zone)
    name = (state.cards[fill].card.name,)
    if verb in ("put", "reveal"):
        return (*side, zone, name)
    return (name,)


# -- selectors ------------------------------------------------------------------------------------


def select(state: State, ctx: Context, words: tuple[str, ...]) -> list[Fill]:
    """The cards a selector allows, in the table's order. An opponent's Shadow SIGNI is never
    among them (their abilities cannot target it)."""
    me = ctx.player
    if words == ("self",):
        return [ctx.card]
    if words == ("that",):
        return [] if ctx.that is None else [ctx.that]
    whose = me if words[0] == "my" else 1 - me
    rest = words[1:]
    pile = next((w for w in rest if w in PILES), None)
    ids: list[int]
    if pile is not None:
        ids = list(state.zones[whose].get(pile, ()))
    elif "lrig" in rest:
        lrig = board.top(state, whose, board.C)
        ids = [] if lrig is None else [lrig.id]
    else:
        ids = [card.id for _, card in board.signi(state, whose)]
        if whose != me:
            ids = [i for i in ids if not card_of(state.cards[i]).has("shadow")]
    return [i for i in ids if _passes(state, ctx, i, rest, pile is not None)]


def _passes(
    state: State, ctx: Context, card_id: int, words: tuple[str, ...], in_pile: bool
) -> bool:
    card = state.cards[card_id]
    data = card_of(card)
    i = 0
    while i < len(words):
        word = words[i]
        if word in ("class", "named"):
            i += 1
            name = words[i][1:-1]
            if (word == "class" and not of_class(data.signi_class, name)) or (
                word == "named" and name not in data.name
            ):
                return False
        elif (
            (in_pile and word in ("signi", "spell") and data.kind != word)
            or (word == "up" and card.rested)
            or (word == "down" and not card.rested)
            or (word == "frozen" and not board.is_frozen(state, card_id))
            or (word == "guard" and not data.guard)
            or (word == "unguarded" and data.guard)
            or (word == "other" and card_id == ctx.card)
            or (word in COLOURS and word not in data.color)
        ):
            return False
        elif (match := COMPARE.fullmatch(word)) is not None:
            what, op = match.group(1), match.group(2)
            have = data.level if what == "level" else _power(state, card_id, in_pile)
            if not COUNTS[op](have, int(word[len(what) + len(op) :])):
                return False
        i += 1
    return True


def of_class(signi_class: str, name: str) -> bool:
    """Whether a SIGNI of `signi_class` is of the class a text names: the whole class, or the
    part after its category's full-width colon (the text's class "Angel" is that of a SIGNI of
    "Song Image: Angel", printed with that colon)."""
    return signi_class == name or signi_class.rpartition(CATEGORY)[2] == name


def _power(state: State, card_id: int, in_pile: bool) -> int:
    """A SIGNI's power: on the field with its changes, else as printed."""
    if in_pile:
        return card_of(state.cards[card_id]).power
    owner, zone = state.where[card_id]
    return board.power(state, owner, zone)


# -- what events trigger --------------------------------------------------------------------------


def triggered(state: State, events: Sequence[Event]) -> list[tuple[int, str, int | None]]:
    """The triggers in the events of one action: (card, trigger word, the card it was about)."""
    out: list[tuple[int, str, int | None]] = []
    for event in events:
        if not isinstance(event, Note) or not event.cards:
            continue
        what, card = event.what, event.cards[0]
        if what in ("play", "rise", "grow"):
            out.append((card, "enters", None))
        elif what in ("attack", "lrig attack"):
            out.append((card, "attacks", None))
        elif what == "burst":
            out.append((card, "burst", None))
        elif what == "put" and PLAYED.get(card_of(state.cards[card]).kind) == event.args[1:3]:
            out.append((card, "played", None))
    return out


def use_burst(game: WixossAbilities, ch: Changes, player: int) -> None:
    """A Life Burst just used: its ability (waiting since the `burst` trigger) is used at once,
    as using the Life Burst is that choice."""
    card = battle.using_burst(ch.state, player)
    found = next(
        (
            p
            for p in av(ch.state).pending
            if p.card == card and p.player == player and _bursts(game, ch.state, p.card, p.index)
        ),
        None,
    )
    if found is not None:
        ability_play.use(game, ch, found)


def _bursts(game: WixossAbilities, state: State, card: int, index: int) -> bool:
    return game.abilities(state, card)[index].trigger == ("burst",)


def end_burst(game: WixossAbilities, ch: Changes, start: int) -> None:
    """A Life Burst whose ability was done to its end in the events since `start`, with no step
    skipped and nothing left to do by hand, ends as Done ends it: its card goes to the Ener zone
    (else its player says Done)."""
    state = ch.state
    if av(state).resolving is not None:
        return
    for player in (0, 1):
        card = battle.using_burst(state, player)
        if card is None:
            continue
        said = [e.what for e in ch.events[start:] if isinstance(e, Note) and e.cards[:1] == (card,)]
        bursts = [a for a in game.abilities(state, card) if a.trigger == ("burst",)]
        whole = bool(bursts) and all(a.automated for a in bursts)
        if whole and "ability done" in said and "step skipped" not in said:
            battle.finish_burst(ch, player)

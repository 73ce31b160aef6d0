"""Card abilities at the table, for every game: an auto ability whose trigger happened waits for
its player (Use or Skip, in the order they pick); a used ability goes through its steps, cost
first, each an ordinary action of the game with its blanks filled by the player. A step with
nothing to decide (no blank, or only one way to fill it) is done at once; one the player must
decide waits, and the table offers its actions. Any step can be skipped (done by hand, or not at
all) and the rest of the ability stopped. The game's side is an `AbilityGame`."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import product
from typing import Protocol

from playtester.engine.actions import Action, Arg
from playtester.engine.changes import Changes, rollbacks
from playtester.engine.events import Event
from playtester.engine.state import State, Vars
from playtester.games.common.abilities import ALL, Ability, Blank, Kind, Step

Fill = int | str  # a card's id, or a place's name (an empty circle)
MAX_OFFERS = 200  # the most actions one step lists (a step with two blanks multiplies them)
# the step `if CONDITION` (the game's condition words): the ability's later steps are done only
# when it holds ("... . If your hand has two or more cards, discard a card."), else it ends
GATE = "if"


@dataclass(frozen=True)
class Pending:
    """An auto ability whose trigger happened, waiting for its player to use or skip it: the
    card's id, which of its abilities, and the card the trigger was about (if another)."""

    player: int
    card: int
    index: int
    that: int | None = None


@dataclass(frozen=True)
class Resolving:
    """An ability being used: whose, its card and index, the step it is at (in cost + effects),
    the card its trigger was about, the cards chosen under a name (`as A`) and, for a step that
    takes several cards one at a time, those taken so far."""

    player: int
    card: int
    index: int
    step: int = 0
    that: int | None = None
    named: tuple[tuple[str, tuple[Fill, ...]], ...] = ()
    taken: tuple[Fill, ...] = ()

    def chosen(self, name: str) -> tuple[Fill, ...]:
        return next((fills for n, fills in self.named if n == name), ())


@dataclass(frozen=True)
class AbilityVars(Vars):
    """The variables of a game with abilities: whether the table does the cards' abilities
    (`card_text`: a game dealt since they are data; one recorded or saved before plays on as
    it was, all by hand), whether it also plays what it reads of imported cards' printed text
    (`printed_text`: a game dealt since it does; one from before plays on without), those
    waiting, the one being used, and the once-a-turn abilities used this turn."""

    card_text: bool = False
    printed_text: bool = False
    pending: tuple[Pending, ...] = ()
    resolving: Resolving | None = None
    used: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True)
class Context:
    """Whose ability, its card and the card its trigger was about: what selectors read."""

    player: int
    card: int
    that: int | None = None


class AbilityGame(Protocol):
    """What a game tells the ability layer."""

    def abilities(self, state: State, card_id: int) -> tuple[Ability, ...]:
        """The abilities of a card (() for none)."""
        ...

    def works(self, state: State, ctx: Context, ability: Ability) -> bool:
        """Whether the card is where the ability works and its marks hold."""
        ...

    def holds(self, state: State, ctx: Context, words: tuple[str, ...]) -> bool:
        """Whether a condition holds."""
        ...

    def candidates(self, state: State, ctx: Context, words: tuple[str, ...]) -> list[Fill]:
        """The cards (or places) a blank's selector words allow now."""
        ...

    def action(self, state: State, ctx: Context, step: Step, fills: Sequence[Fill]) -> Action:
        """The game's action for a step with its blanks filled (one fill per blank)."""
        ...

    def ways(self, state: State, ctx: Context, step: Step) -> list[Action]:
        """The ways to do a step that has no blank: its action, or the same action naming the
        cards when the player has a choice of them (which damage a Counter Blast flips)."""
        ...

    def possible(self, state: State, player: int, action: Action) -> bool:
        """Whether `player` can do the action now (a step that cannot is not offered)."""
        ...

    def perform(self, ch: Changes, player: int, action: Action) -> None:
        """Do an action for `player` as the game does (a step done at once)."""
        ...

    def triggered(self, state: State, events: Sequence[Event]) -> list[tuple[int, str, int | None]]:
        """What the events made happen: (card, trigger word, the card it was about)."""
        ...

    def unfit(self, ch: Changes, ctx: Context, step: Step) -> None:
        """An effect step passes, nothing fitting it: the game notes why when a player should
        be told (a ticket not listed with the deck), else nothing."""
        ...


def av(state: State) -> AbilityVars:
    return state.vars  # type: ignore[return-value]


# -- what waits --------------------------------------------------------------------------------


def ability_of(game: AbilityGame, state: State, card: int, index: int) -> Ability | None:
    found = game.abilities(state, card)
    return found[index] if 0 <= index < len(found) else None


def usable_now(game: AbilityGame, state: State, ctx: Context, index: int) -> bool:
    """Whether an ability of a card works now: where it works, its marks and its conditions
    (a [CONT] ability applies exactly then)."""
    ability = ability_of(game, state, ctx.card, index)
    return ability is not None and _works_now(game, state, ctx, ability)


def _works_now(game: AbilityGame, state: State, ctx: Context, ability: Ability) -> bool:
    """Whether the ability works now: where it works, its marks and its conditions."""
    if not game.works(state, ctx, ability):
        return False
    return all(game.holds(state, ctx, words) for words in ability.conditions)


def usable(game: AbilityGame, state: State, ctx: Context, index: int) -> bool:
    """Whether an ability of a card may be used now: it works, it is not used again this turn
    when it is once a turn, and a cost with nothing to choose can be paid."""
    ability = ability_of(game, state, ctx.card, index)
    if ability is None or not _works_now(game, state, ctx, ability):
        return False
    if "1/turn" in ability.marks and (ctx.card, index) in av(state).used:
        return False
    # a cost's blank must have cards enough to take (discard {my hand 2}: two cards in hand)
    for blank in (b for step in ability.cost for b in step.blanks if not _is_name(b)):
        if len(game.candidates(state, ctx, blank.words)) < blank.least:
            return False
    # a cost with nothing to choose (counterblast 1, rest this unit) must be payable now
    return all(
        game.possible(state, ctx.player, game.action(state, ctx, step, _own(step, ctx)))
        for step in ability.cost
        if all(b.words == ("self",) for b in step.blanks)
    )


def _own(step: Step, ctx: Context) -> tuple[Fill, ...]:
    """The fills of a step whose every blank is the ability's own card."""
    return tuple(ctx.card for _ in step.blanks)


def acts(game: AbilityGame, state: State, card: int) -> list[int]:
    """The indexes of a card's [ACT] abilities, in the card's order (`use PLACE N` names the
    N-th)."""
    return [i for i, a in enumerate(game.abilities(state, card)) if a.kind is Kind.ACT]


def collect(game: AbilityGame, ch: Changes, start: int) -> None:
    """Put the auto abilities the events since `start` triggered among those waiting."""
    state, events = ch.state, ch.events
    if len(events) == start:
        return
    found = game.triggered(state, events[start:] if start else events)
    if not found:  # (most actions trigger nothing)
        return
    waiting = list(av(state).pending)
    for card, word, that in found:
        for index, ability in enumerate(game.abilities(state, card)):
            if ability.kind is not Kind.AUTO or word not in ability.trigger_events:
                continue
            if not _fits(state, ability, that, card):
                continue
            owner = state.cards[card].owner
            pending = Pending(owner, card, index, that)
            if pending not in waiting and usable(game, state, Context(owner, card, that), index):
                waiting.append(pending)
                ch.note("ability waits", ch.card(card), owner)
    if len(waiting) != len(av(state).pending):
        ch.set("pending", tuple(waiting))


def _fits(state: State, ability: Ability, that: int | None, card: int) -> bool:
    """The words after a trigger's event (`hits vanguard`) are the game's and checked by it in
    `triggered`'s `that`: here, only whether an ally trigger has its ally."""
    return not ability.trigger[0].startswith("ally") or (that is not None and that != card)


def waiting_for(state: State) -> int | None:
    """The player who must decide about an ability now (None: nobody)."""
    v = av(state)
    if v.resolving is not None:
        return v.resolving.player
    if v.pending:
        return v.pending[0].player
    return None


# -- the actions offered ---------------------------------------------------------------------


def offers(game: AbilityGame, state: State) -> list[Action]:
    """The actions of the player deciding: a step's actions (and skip, stop), or using or
    skipping each waiting ability of theirs."""
    v = av(state)
    if v.resolving is not None:
        return [*step_actions(game, state), Action("skip"), Action("stop")]
    out: list[Action] = []
    player = waiting_for(state)
    for pending in v.pending:
        if pending.player == player:
            ref = pending_ref(state, pending)
            out += [Action("use", ref), Action("skip", ref)]
    return out


def pending_ref(state: State, pending: Pending) -> tuple[Arg, ...]:
    """How `use`/`skip` name a waiting ability: the card's name, and its number on the card
    when the same card waits with more than one."""
    name = state.cards[pending.card].card.name
    same = [
        p
        for p in av(state).pending
        if p.player == pending.player and state.cards[p.card].card.name == name
    ]
    if len(same) == 1:
        return ((name,),)
    return ((name,), str(same.index(pending) + 1))


def current_step(game: AbilityGame, state: State) -> tuple[Resolving, Ability, Step] | None:
    res = av(state).resolving
    if res is None:
        return None
    ability = ability_of(game, state, res.card, res.index)
    if ability is None or res.step >= len(ability.steps):
        return None
    return res, ability, ability.steps[res.step]


def _ctx(res: Resolving) -> Context:
    return Context(res.player, res.card, res.that)


def _choices(game: AbilityGame, state: State, res: Resolving, blank: Blank) -> list[Fill]:
    words = blank.words
    found = res.chosen(words[0]) if _is_name(blank) else game.candidates(state, _ctx(res), words)
    return [f for f in found if f not in res.taken]


Options = list[tuple[Action, tuple[Fill, ...]]]
# the options of the last state asked about: its game, the state, its version and the dry runs
# taken back by then (the legal list and the action picked from it ask at the same version)
_last_options: tuple[object, State | None, int, int, Options] = (None, None, -1, -1, [])


def step_options(game: AbilityGame, state: State) -> Options:
    """The ways to do the current step: each action with the fills that make it (a bound
    name fills with its first card not yet taken). Worked out once per state version: its
    dry runs are the dearest part of a step."""
    global _last_options
    last_game, last_state, version, taken_back, options = _last_options
    if (
        last_game is game
        and last_state is state
        and version == state.version
        and taken_back == rollbacks()
    ):
        return options
    options = _step_options(game, state)
    _last_options = (game, state, state.version, rollbacks(), options)
    return options


def _step_options(game: AbilityGame, state: State) -> Options:
    found = current_step(game, state)
    if found is None:
        return []
    res, _, step = found
    if not step.blanks:
        return [
            (action, ())
            for action in game.ways(state, _ctx(res), step)
            if game.possible(state, res.player, action)
        ]
    options = []
    for blank in step.blanks:
        choices = _choices(game, state, res, blank)
        options.append(choices[:1] if _bound(res, blank) else choices)
    out: list[tuple[Action, tuple[Fill, ...]]] = []
    seen: set[Action] = set()
    for fills in product(*options):
        if len(set(fills)) != len(fills):
            continue
        action = game.action(state, _ctx(res), step, fills)
        if action not in seen and game.possible(state, res.player, action):
            seen.add(action)
            out.append((action, tuple(fills)))
        if len(out) >= MAX_OFFERS:
            break
    return out


def step_actions(game: AbilityGame, state: State) -> list[Action]:
    """The actions that do the current step."""
    return [action for action, _ in step_options(game, state)]


def _is_name(blank: Blank) -> bool:
    """Whether a blank is the name of cards chosen before (`{A}`)."""
    return len(blank.words) == 1 and blank.words[0][:1].isupper()


def _bound(res: Resolving, blank: Blank) -> bool:
    return _is_name(blank)


# -- doing ------------------------------------------------------------------------------------


def use(game: AbilityGame, ch: Changes, pending: Pending) -> None:
    """Use a waiting ability: it leaves the waiting list and its steps begin."""
    v = av(ch.state)
    ch.set("pending", tuple(p for p in v.pending if p != pending))
    start(game, ch, Resolving(pending.player, pending.card, pending.index, 0, pending.that))


def start(game: AbilityGame, ch: Changes, res: Resolving) -> None:
    """Begin the steps of an ability (an act ability's use, or a waiting one's)."""
    ability = ability_of(game, ch.state, res.card, res.index)
    assert ability is not None
    if "1/turn" in ability.marks:
        ch.set("used", (*av(ch.state).used, (res.card, res.index)))
    ch.note("ability used", ch.card(res.card), res.player, ability.by_hand)
    ch.set("resolving", res)
    run(game, ch)


def skip(ch: Changes, pending: Pending) -> None:
    v = av(ch.state)
    ch.set("pending", tuple(p for p in v.pending if p != pending))
    ch.note("ability skipped", ch.card(pending.card), pending.player)


def skip_step(game: AbilityGame, ch: Changes) -> None:
    """The player skips the step the ability is at (done by hand, or not at all)."""
    found = current_step(game, ch.state)
    if found is not None:
        ch.note("step skipped", ch.card(found[0].card), found[0].player, str(found[2]))
        _next_step(ch, found[0])
        run(game, ch)


def stop(ch: Changes) -> None:
    """The player stops the ability being used: its other steps are not done."""
    _end(ch, "ability stopped")


def _end(ch: Changes, what: str) -> None:
    """The ability being used ends, noted as `what` (done, stopped, its cost unpaid)."""
    res = av(ch.state).resolving
    if res is not None:
        ch.note(what, ch.card(res.card), res.player)
        ch.set("resolving", None)


def after(
    game: AbilityGame,
    ch: Changes,
    action: Action,
    options: Sequence[tuple[Action, tuple[Fill, ...]]],
) -> None:
    """After an action: when it did the current step (one of `options`, found before it), the
    step counts the cards it took and the ability goes on."""
    found = current_step(game, ch.state)
    if found is None:
        return
    bare = Action(action.verb, action.args)
    fills = next((f for a, f in options if a == bare), None)
    if fills is None:
        return
    _took(ch, found[0], found[2], fills)
    run(game, ch)


def _took(ch: Changes, res: Resolving, step: Step, fills: Sequence[Fill]) -> None:
    """A step's action is done with `fills`: a step that takes more cards stays (the cards
    taken kept), else the next step; the cards chosen `as` a name are kept under it."""
    named = dict(res.named)
    for blank, fill in zip(step.blanks, fills, strict=True):
        if blank.name:
            named[blank.name] = (*named.get(blank.name, ()), fill)
    taken = (*res.taken, *fills)
    updated = Resolving(
        res.player, res.card, res.index, res.step, res.that, tuple(named.items()), taken
    )
    first = step.blanks[0] if step.blanks else None
    if first is None:
        more = False
    elif _bound(res, first):
        more = len(taken) < len(res.chosen(first.words[0]))
    else:
        more = len(taken) < first.most
    if more:
        ch.set("resolving", updated)
    else:
        _next_step(ch, updated)


def _next_step(ch: Changes, res: Resolving) -> None:
    ch.set(
        "resolving",
        Resolving(res.player, res.card, res.index, res.step + 1, res.that, res.named, ()),
    )


def run(game: AbilityGame, ch: Changes) -> None:
    """Go on through the steps while there is nothing to decide: a step with one way to do it
    is done at once; a step with no way (no card fits) ends the ability when it is a cost not
    yet paid, else passes; an `if` step ends it when its condition does not hold; the ability
    ends after its last step."""
    while (found := current_step(game, ch.state)) is not None:
        res, ability, step = found
        if step.verb == GATE:  # a condition among the effects: the rest is done while it holds
            if not game.holds(ch.state, _ctx(res), tuple(str(p) for p in step.parts)):
                _end(ch, "condition unmet")
                return
            _next_step(ch, res)
            continue
        options = step_options(game, ch.state)
        blank = step.blanks[0] if step.blanks else None
        if not options:
            unpaid = blank is None or len(res.taken) < blank.least
            if res.step < len(ability.cost) and unpaid:
                _end(ch, "cost unpaid")  # no card can pay it: the ability ends
                return
            game.unfit(ch, _ctx(res), step)
            _next_step(ch, res)  # an effect with nothing to take does nothing
            continue
        if not _decided(game, ch.state, res, step, options):
            return
        action, fills = options[0]
        game.perform(ch, res.player, action)
        _took(ch, res, step, fills)
    _end(ch, "ability done")


def _decided(
    game: AbilityGame,
    state: State,
    res: Resolving,
    step: Step,
    options: Sequence[tuple[Action, tuple[Fill, ...]]],
) -> bool:
    """Whether a step has nothing to decide: not optional, and one way to do it that every
    choice must take (no blank, a name already chosen, or no more cards than it still needs)."""
    blank = step.blanks[0] if step.blanks else None
    if blank is not None and blank.least == ALL and not step.optional:
        return True  # (every card that fits is taken, one after the other: no choice)
    if step.optional or len(options) != 1:
        return False
    if blank is None or _bound(res, blank):
        return True
    need = blank.least - len(res.taken)  # (the cards it still needs: none once `1 or more`
    # has one, and only one of two left when an exact 2 has one of three)
    return need >= 1 and len(_choices(game, state, res, blank)) <= need

"""[CONT] abilities: the power and critical they give units (a guardian its shield) while their
conditions hold, and the restrictions they put on them. Worked out when asked (no event keeps
them), so they come and go with the board, and each bonus names the card it comes from for the
table's hover text.

A power is read many times a step, each time after the state changed (benchmarks/engine.py):
an ability's conditions are looked at only when one of its steps gives what is asked and may
reach the card asked about (`{self}` reaches only its own card). WIXOSS's [Constant] abilities
work out every effect at once instead (games/common/ability_cont.py): a Vanguard game reads a
power after nearly every action, and most reads find no [CONT] ability that reaches the unit."""

from __future__ import annotations

from collections.abc import Mapping

from playtester.engine.changes import rollbacks
from playtester.engine.state import State
from playtester.games.common.abilities import Ability, Kind, Step
from playtester.games.common.ability_play import Context, usable_now

# (the module, not its names: abilities -> board -> this module -> abilities is a cycle when
# abilities is imported first)
from playtester.games.vanguard import abilities as card_abilities
from playtester.games.vanguard import selectors
from playtester.games.vanguard.board import FIELD_ORDER, GC, VC, is_accel

SELF = ("self",)


ByVerb = Mapping[str, tuple[Step, ...]]  # an ability's effect steps with a blank, by verb
Named = Mapping[str, tuple[tuple[int, Ability], ...]]  # the [CONT] abilities by card name
Source = tuple[int, int, tuple[tuple[int, ByVerb], ...]]  # player, card, its abilities' steps
# a card name's abilities' steps, the verbs they have (and `restrict WORD`), and whether one
# restricts
OfName = tuple[tuple[tuple[int, ByVerb], ...], frozenset[str], bool]
Layout = tuple[list[Source], frozenset[str], bool]  # the sources, what they give, restrict?
Kept = tuple[list[Source], frozenset[str], dict[tuple[int, int], bool]]
# the last state asked about, at its version: its sources, the verbs their steps have (and
# `restrict WORD`), and whether each ability works (filled in as asked)
_last: tuple[State | None, int, int, Kept] = (None, -1, -1, ([], frozenset(), {}))
_by_verb: dict[int, tuple[Ability, ByVerb]] = {}  # an ability's steps by verb (by its id)
# what each card name's abilities give, with the mapping of names they were read from (the
# game's texts': another mapping, another game's or a test's, starts again)
_by_name: tuple[Named | None, dict[str, OfName]] = (None, {})
# the sources and what they give, with the game and its count of moves and cards when they were
# worked out (a unit's place changes only when a card moves)
_layout: tuple[State | None, object, Layout] = (None, None, ([], frozenset(), False))
_busy = False  # while conditions are looked at (see `_giving`)
# how `gives` names the skills a legal list asks of each unit (made once, not on every ask)
_SKILL_KEYS = {skill: f"skill {skill}" for skill in ("boost", "intercept", "back-intercept")}


def _steps(ability: Ability) -> ByVerb:
    """An ability's effect steps that have a blank, by verb (worked out once per ability)."""
    kept = _by_verb.get(id(ability))
    if kept is not None and kept[0] is ability:
        return kept[1]
    found: dict[str, tuple[Step, ...]] = {}
    for step in ability.effects:
        if step.blanks:
            found[step.verb] = (*found.get(step.verb, ()), step)
    _by_verb[id(ability)] = (ability, found)
    return found


def _sources(state: State) -> Kept:
    """The units on the field with [CONT] abilities, what their steps give, and a memo of
    which abilities work (found once per state version: a power is read many times a version;
    the units and what they give again only when a card moved)."""
    global _last
    last_state, version, taken_back, kept = _last
    if last_state is state and version == state.version and taken_back == rollbacks():
        return kept
    found, gives, _ = _placed(state)
    kept = (found, gives, {})  # (whether each ability works is asked again at each version)
    _last = (state, state.version, rollbacks(), kept)
    return kept


def _placed(state: State) -> Layout:
    """The units on the field with [CONT] abilities, what their steps give and whether one
    restricts: worked out again only when a card moved (`State.moved` counts moves done and
    undone, so it never comes back to a number it had), a card joined the game or the texts
    changed."""
    global _layout
    game = card_abilities.ABILITIES
    layout = (state.moved, len(state.cards), game.texts)  # (a marker may join, a test's texts)
    if _layout[0] is state and _layout[1] == layout:
        return _layout[2]
    named = game.named(state, Kind.CONT)
    built = _build(state, named, game.holders(state, named))  # (none: by hand)
    _layout = (state, layout, built)
    return built


def _build(state: State, named: Named, holders: tuple[int, ...]) -> Layout:
    """The sources among the holders that are on the field (in the field's order), what
    their steps give and whether one restricts (what a card name gives worked out once)."""
    placed: list[tuple[int, int, int]] = []  # (player, circle's place in the field, card)
    where, zones = state.where, state.zones
    for card in holders:
        player, zone = where[card]
        order = FIELD_ORDER.get(zone)
        if order is None:
            if zone != GC and (zone[0] != "A" or not is_accel(zone)):
                continue  # not on the field (a guardian's ability may give its own shield)
            order = len(FIELD_ORDER)
        elif zone == VC and zones[player][VC][0] != card:
            continue  # a Heart or Legion mate's ability does not work from under the top
        placed.append((player, order, card))
    found: list[Source] = []
    if not placed:  # (most layouts: no unit with a [CONT] ability on the field)
        return found, frozenset(), False
    gives: frozenset[str] = frozenset()
    restricting = False
    for player, _, card in sorted(placed):
        abilities, given, restricts_ = _of_name(named, state.cards[card].card.name)
        found.append((player, card, abilities))
        gives |= given
        restricting = restricting or restricts_
    return found, gives, restricting


def _of_name(named: Named, name: str) -> OfName:
    """The steps of the card name's abilities in `named`, what they give and whether one
    restricts (worked out once per name and mapping: a layout is worked out at nearly every
    move)."""
    global _by_name
    if _by_name[0] is not named:
        _by_name = (named, {})
    kept = _by_name[1]
    of_name = kept.get(name)
    if of_name is None:
        abilities = tuple((i, _steps(a)) for i, a in named[name])
        gives: set[str] = set()
        for _, by_verb in abilities:
            gives.update(by_verb)
            for verb in ("restrict", "skill"):  # (by their word: `restrict no-boost`)
                gives.update(f"{verb} {s.parts[1]}" for s in by_verb.get(verb, ()))
        restricting = any(given.startswith("restrict ") for given in gives)
        of_name = kept[name] = (abilities, frozenset(gives), restricting)
    return of_name


def _giving(state: State, card_id: int, verb: str, word: str | None) -> list[tuple[int, Step]]:
    """The working [CONT] steps of the field that give the card `verb` (with the restriction
    `word`): (the ability's card, its step), in the order of the field. An ability's
    conditions are looked at only when one of its steps may reach the card; while they are,
    a power read sees no bonus (none feeds itself)."""
    global _busy
    found, gives, works = _sources(state)
    if _busy or (verb if word is None else f"{verb} {word}") not in gives:
        return []  # (what most reads find: nothing on the field gives it)
    _busy = True
    try:
        return _reaching(state, card_id, verb, word, found, works)
    finally:
        _busy = False


def _reaching(
    state: State,
    card_id: int,
    verb: str,
    word: str | None,
    found: list[Source],
    works: dict[tuple[int, int], bool],
) -> list[tuple[int, Step]]:
    """The steps of `found` of this verb (and word) that work now and reach the card."""
    out: list[tuple[int, Step]] = []
    game, select = card_abilities.ABILITIES, selectors.select
    for player, source, abilities in found:
        for index, by_verb in abilities:
            for step in by_verb.get(verb, ()):
                words = step.blanks[0].words
                if (word is not None and step.parts[1] != word) or (
                    words == SELF and source != card_id
                ):
                    continue
                ctx = Context(player, source)
                working = works.get((source, index))
                if working is None:
                    working = works[source, index] = usable_now(game, state, ctx, index)
                if working and (words == SELF or card_id in select(state, ctx, words)):
                    out.append((source, step))
    return out


def _amount(state: State, source: int, step: Step) -> int:
    """What a working step gives now: its amount, times the count of its selector for a bonus
    `per` card (vocab17: "+1000 for each of your rear-guards", counted at this moment; only
    the steps that reach the card asked about are counted)."""
    amount = int(str(step.parts[1]))
    if "per" not in step.parts:
        return amount
    words = tuple(str(w) for w in step.parts[step.parts.index("per") + 1 :])
    ctx = Context(state.where[source][0], source)
    return amount * len(selectors.select(state, ctx, words))


def sources(state: State, card_id: int, stat: str) -> list[tuple[int, int]]:
    """What the [CONT] abilities on the field give the card's `stat` now: (the card it comes
    from, the amount), in the order of the field."""
    return [
        (source, _amount(state, source, step))
        for source, step in _giving(state, card_id, stat, None)
    ]


def bonus(state: State, card_id: int, stat: str) -> int:
    """The sum of what [CONT] abilities give the card's `stat` now."""
    if _busy or stat not in _sources(state)[1]:  # (most reads: nothing on the field gives
        return 0  # the stat, `_giving`'s own first test asked here without its call)
    total = 0
    for source, step in _giving(state, card_id, stat, None):
        total += _amount(state, source, step)
    return total


def restricts(state: State) -> bool:
    """Whether some [CONT] ability on the field has a step that restricts (whether it works
    now or not): when none has, `restricted` is false for every card."""
    return not _busy and _placed(state)[2]  # (the layout's: no version's memo made for it)


def restricted(state: State, card_id: int, word: str) -> bool:
    """Whether a [CONT] ability on the field puts the restriction `word` (no-boost, ...) on
    the card now."""
    return bool(_giving(state, card_id, "restrict", word))


def granted(state: State, card_id: int, skill: str) -> bool:
    """Whether a [CONT] ability on the field gives the unit the skill `skill` (boost,
    intercept, back-intercept) now."""
    key = _SKILL_KEYS.get(skill) or f"skill {skill}"  # (what `gives` names it by)
    if _busy or key not in _sources(state)[1]:  # (as `bonus`: `_giving`'s first test without
        return False  # its call, asked of every unit of a guard list)
    return bool(_giving(state, card_id, "skill", skill))

"""The common game helpers, on a plain state of invented cards (no game's rules)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from playtester.engine.actions import Action, ArgReader
from playtester.engine.cards import Card, CardInstance
from playtester.engine.changes import Changes
from playtester.engine.errors import Impossible, NotationError, PositionError, Reason
from playtester.engine.state import Flags, Modifier, State, Vars
from playtester.games.common.deal import DealFlags, deal, do_mulligan, mulligan_reason, place_cards
from playtester.games.common.facts import facts_html
from playtester.games.common.figures import count_kinds
from playtester.games.common.manual import Ref, position_index, read_put, resolve
from playtester.games.common.position import expect, integer, known_card, read_turn, seen_by
from playtester.games.common.words import put_parts, said_plainly
from playtester.games.common.zones import from_deck, pick_among


def _state(zones: dict[str, list[str]]) -> State:
    """Player 0 holds these cards, top first, zone by zone."""
    state = State("test", "test", ["A", "B"], seed=1)
    next_id = 1
    for zone, names in zones.items():
        for name in names:
            state.cards[next_id] = CardInstance(next_id, Card(name), 0)
            state.place(next_id, 0, zone)
            next_id += 1
    return state


def _read_zone(r: ArgReader) -> str:
    return r.word("a zone", ("hand", "deck", "pile"))


def test_position_index_counts_from_the_top() -> None:
    assert [position_index(w, 4) for w in (None, "top", "bottom", "1", "3")] == [
        None,
        0,
        4,
        0,
        2,
    ]


def test_read_put_reads_a_position_and_refuses_a_bad_one() -> None:
    action = Action.parse('put pile "Lumen Blade" to deck 2')
    ref, zone, where = read_put(action.reader(), _read_zone)
    assert (ref, zone, where) == (Ref(False, "pile", "Lumen Blade"), "deck", "2")
    with pytest.raises(NotationError, match="expected top, bottom or a position"):
        read_put(Action.parse("put pile to deck middle").reader(), _read_zone)


def test_resolve_names_the_zone_in_the_games_words() -> None:
    state = _state({"pile": ["Lumen Blade", "Grey Stone"]})
    assert resolve(state, 0, Ref(False, "pile", None), "reveal").card.name == "Lumen Blade"
    assert resolve(state, 0, Ref(False, "pile", "Grey Stone"), "reveal").card.name == "Grey Stone"
    with pytest.raises(Impossible) as raised:
        resolve(state, 0, Ref(False, "pile", "Moon"), "reveal", {"pile": "discard pile"})
    assert raised.value.why == Reason.of(
        "card.missing", verb="reveal", card="Moon", where="your discard pile"
    )
    with pytest.raises(Impossible) as raised:
        resolve(state, 0, Ref(True, "deck", None), "reveal")
    assert raised.value.why == Reason.of("zone.empty", verb="reveal", where="your opponent's deck")


def test_pick_among_takes_one_copy_per_name() -> None:
    state = _state({"hand": ["Lumen Blade", "Lumen Blade", "Grey Stone"]})
    ids = state.zones[0]["hand"]
    assert pick_among(state, ids, ("Lumen Blade", "Lumen Blade"), "discard", "your hand") == ids[:2]
    with pytest.raises(Impossible) as raised:
        pick_among(state, ids, ("Grey Stone", "Grey Stone"), "discard", "your hand")
    assert raised.value.why == Reason.of(
        "card.none_left", verb="discard", card="Grey Stone", where="your hand"
    )
    with pytest.raises(Impossible) as raised:
        pick_among(state, ids, ("Moon",), "discard", "your hand")
    assert raised.value.why == Reason.of(
        "card.missing", verb="discard", card="Moon", where="your hand"
    )


def _draw(ch: Changes, player: int, n: int) -> int:
    for _ in range(n):
        ch.move(ch.state.zones[player]["deck"][0], player, "hand", None)
    return n


def _send(ch: Changes, card_id: int, zone: str, index: int | None = None) -> None:
    ch.move(card_id, ch.state.cards[card_id].owner, zone, index)


def _dealt() -> State:
    flags: list[Flags] = [DealFlags(), DealFlags()]
    state = State("test", "test", ["Ann", "Bo"], vars=Vars(), flags=flags, seed=7)
    next_id = 1
    for player in (0, 1):
        deck = [Card(f"Card {i}") for i in range(10)]
        next_id = place_cards(state, player, [("deck", deck, False)], next_id)
    deal(state, 5, _draw)
    return state


def test_the_deal_draws_both_hands_and_chooses_who_goes_first() -> None:
    state = _dealt()
    assert [len(state.zones[p]["hand"]) for p in (0, 1)] == [5, 5]
    assert state.vars.first in (0, 1) and state.vars.active == state.vars.first


def test_mulligan_once_the_first_player_first_then_the_game_begins() -> None:
    state = _dealt()
    first = state.vars.first
    second = 1 - first
    begun: list[int] = []

    def to_play(s: State) -> int:
        flags = s.flags[first]
        return first if not (isinstance(flags, DealFlags) and flags.mulligan) else second

    assert mulligan_reason(state, second, to_play) == Reason.of(
        "mulligan.first", player=state.names[first]
    )
    ch = Changes(state)
    returned = state.zones[first]["hand"][:2]
    do_mulligan(ch, first, returned, (_send, _draw), lambda c: begun.append(1))
    assert len(state.zones[first]["hand"]) == 5 and not begun
    assert mulligan_reason(state, first, to_play) == Reason.of("mulligan.once")
    do_mulligan(ch, second, [], (_send, _draw), lambda c: begun.append(1))
    assert begun == [1]


def test_position_values_are_checked_by_path() -> None:
    assert expect(True, bool, "flag", "true/false") is True
    with pytest.raises(PositionError, match="expected an integer, got True"):
        integer(True, "turn", 0, 9)
    with pytest.raises(PositionError, match="expected a number from 0 to 9"):
        integer(10, "turn", 0, 9)
    assert seen_by({"seen_by": [0, 1]}, "cards[0]") == 0b11
    with pytest.raises(PositionError, match="expected 0 or 1"):
        seen_by({"seen_by": [2]}, "cards[0]")


def test_the_first_player_by_default_plays_the_odd_turns() -> None:
    assert read_turn({"turn": 4, "active": 0}, ("main",)) == ("main", 4, 0, 1)
    assert read_turn({"turn": 3, "active": 0}, ("main",)) == ("main", 3, 0, 0)
    with pytest.raises(PositionError, match="expected one of main, got 'draw'"):
        read_turn({"phase": "draw"}, ("main",))


def test_put_parts_say_what_is_put_and_where() -> None:
    args = Action.parse("put -> SL to pile bottom").args
    assert put_parts(args, "card") == ("the opponent's card on SL", "pile", ("bottom",))
    args = Action.parse("put deck to hand").args
    assert put_parts(args, "unit")[0] == "the top card of the deck"
    args = Action.parse('put pile "Lumen Blade" to deck').args
    assert put_parts(args, "unit")[0] == "Lumen Blade"


def test_an_action_without_words_is_said_plainly() -> None:
    action = Action.parse('reveal -> hand "Lumen Blade", "Grey Stone"')
    assert said_plainly(action.verb, action.args) == (
        "reveal the opponent's hand Lumen Blade, Grey Stone"
    )


def test_facts_html_escapes_the_card_and_keeps_the_games_paragraphs() -> None:
    card = Card("A & B", text="Line one\nLine <two>", number="T-001")
    said = facts_html(card, "Knights", ["Power 5,000", "Cost: 1 red"], ["Guard"])
    assert said == (
        "<h3 style='margin:0'>A &amp; B</h3><div style='color:gray'>Knights</div>"
        "<p>Power 5,000</p><p>Cost: 1 red</p><p><i>Guard</i></p>"
        "<p>Line one<br>Line &lt;two&gt;</p><p style='color:gray'>T-001</p>"
    )


def test_count_kinds_counts_each_kind_the_game_sorts_by() -> None:
    words = ["grade 1", "grade 2", "grade 1"]
    assert count_kinds(words, str.upper) == {"GRADE 1": 2, "GRADE 2": 1}


def test_from_deck_stops_when_the_deck_runs_out() -> None:
    state = _state({"deck": ["Lumen Blade", "Grey Stone"]})
    ch = Changes(state)
    assert from_deck(ch, 0, 3, "hand", _send) == 2
    hand = [state.cards[i].card.name for i in state.zones[0]["hand"]]
    assert hand == ["Lumen Blade", "Grey Stone"] and not state.zones[0]["deck"]


def test_known_card_names_an_unknown_one() -> None:
    known = {"Lumen Blade": Card("Lumen Blade")}
    assert known_card("Lumen Blade", "p", known, lambda name: None) is known["Lumen Blade"]
    with pytest.raises(PositionError, match='unknown card "Moon"'):
        known_card("Moon", "p", known, lambda name: None)


def test_two_variables_set_together_are_two_events_each_undone_and_none_when_unchanged() -> None:
    """`set_two` (the phase and its step) is `set` of each in turn: one event per variable
    that changed, in that order, the version counting each, and undo puts both back."""
    state = _state({"deck": ["Lumen Blade"]})
    ch = Changes(state)
    start, version = state.vars, state.version
    ch.set_two("phase", "main", "step", "ride")
    assert [(e.key, e.before, e.after) for e in ch.events] == [  # type: ignore[attr-defined]
        ("phase", "setup", "main"),
        ("step", None, "ride"),
    ]
    assert (state.vars.phase, state.vars.step, state.version) == ("main", "ride", version + 2)
    ch.set_two("phase", "main", "step", None)  # the phase as it is: its step alone
    ch.set_two("phase", "end", "step", None)  # the step as it is: the phase alone
    ch.set_two("phase", "end", "step", None)  # neither changes: no event
    assert [e.key for e in ch.events] == ["phase", "step", "step", "phase"]  # type: ignore[attr-defined]
    assert (state.vars.phase, state.vars.step, state.version) == ("end", None, version + 4)
    ch.rollback()
    assert state.vars == start and state.version == version


def test_what_lasts_until_a_battle_or_turn_ends_is_removed_with_it_and_undone() -> None:
    """`remove_lasting` removes the modifiers lasting until one of the ends named (last first,
    each an event), keeps the others in their order, and a rollback puts them all back."""
    state = _state({"deck": ["Lumen Blade"]})
    card = state.zones[0]["deck"][0]
    mods = [
        Modifier(card, "power", 1, "battle"),
        Modifier(card, "power", 2, "turn"),
        Modifier(card, "power", 3, "permanent"),
        Modifier(card, "power", 4, "battle"),
    ]
    state.modifiers = list(mods)
    version = state.version
    ch = Changes(state)
    ch.remove_lasting(("battle",))
    assert state.modifiers == [mods[1], mods[2]] and state.version == version + 2
    assert [e.index for e in ch.events] == [3, 0]  # type: ignore[attr-defined]
    ch.remove_lasting(("turn", "battle"))
    assert state.modifiers == [mods[2]]
    ch.remove_lasting(("turn", "battle"))  # nothing left to remove: no event
    assert len(ch.events) == 3
    ch.rollback()
    assert state.modifiers == mods and state.version == version


def test_a_card_moved_to_a_zone_not_yet_made_is_there_and_undone() -> None:
    """A move makes the zone it goes to when there is none yet (a place gained in play)."""
    state = _state({"deck": ["Lumen Blade"]})
    card = state.zones[0]["deck"][0]
    ch = Changes(state)
    ch.move(card, 0, "bind")
    assert state.zones[0]["bind"] == [card] and state.where[card] == (0, "bind")
    event = ch.events[0]
    ch.rollback()
    assert state.zones[0]["deck"] == [card] and state.zones[0]["bind"] == []
    # the move's event done again on a state alike that has not made the zone (a redo or a
    # replay of the events, which `Move.do` does without `Changes`): the zone is made there too
    again = _state({"deck": ["Lumen Blade"]})
    event.do(again)
    assert again.zones[0]["bind"] == [card] and again.where[card] == (0, "bind")
    event.undo(again)
    assert again.zones[0]["deck"] == [card] and again.zones[0]["bind"] == []


def test_several_variables_set_at_once_are_as_an_update_and_undone() -> None:
    """`set_many` (the turn's pass) gives what `update` of the variables replaced gives: one
    event per variable that changed, in the record's field order, the version counting each;
    a rollback puts them back."""
    state = _state({"deck": ["Lumen Blade"]})
    start, version = state.vars, state.version
    changes: dict[str, Any] = {"turn": 3, "active": 1, "phase": "setup", "rng": 2}  # (as it is)
    by_update = Changes(state)
    by_update.update(dataclasses.replace(start, **changes))
    expected, record = [e.to_dict() for e in by_update.events], state.vars
    by_update.rollback()
    ch = Changes(state)
    ch.set_many(changes)
    assert [e.to_dict() for e in ch.events] == expected and [e["key"] for e in expected] == [
        "turn",
        "active",
        "rng",
    ]
    assert state.vars == record and state.version == version + 3
    ch.set_many(changes)  # all as they are: no event, no version
    assert len(ch.events) == 3 and state.version == version + 3
    ch.rollback()
    assert state.vars == start and state.version == version


def test_a_variable_known_to_change_is_one_event_and_undone() -> None:
    """`change` (a battle counted down) sets the variable as `set` does, without comparing."""
    state = _state({"deck": ["Lumen Blade"]})
    start, version = state.vars, state.version
    ch = Changes(state)
    ch.change("turn", 4)
    assert [(e.key, e.before, e.after) for e in ch.events] == [("turn", 0, 4)]  # type: ignore[attr-defined]
    assert state.vars == dataclasses.replace(start, turn=4) and state.version == version + 1
    assert start.turn == 0  # (the old record is left as it was: undo puts it back)
    ch.rollback()
    assert state.vars == start and state.version == version


def test_a_move_keeps_its_index_within_the_zone_and_turns_the_card() -> None:
    """A move's index is kept between the top and the end of the zone it goes to (an index
    past either is the end, or the top); the card arrives as told (face down, rested), the
    move is counted (a cache of places keys on it), and a rollback undoes each exactly."""
    state = _state({"deck": ["A", "B", "C"], "drop": ["D", "E"]})
    a, b, c = state.zones[0]["deck"]
    d, e = state.zones[0]["drop"]
    before = state.snapshot()
    version, moved = state.version, state.moved
    ch = Changes(state)
    ch.move(a, 0, "drop", 9)  # past the end: the end
    assert state.zones[0]["drop"] == [d, e, a]
    ch.move(b, 0, "drop", -2)  # before the top: the top
    assert state.zones[0]["drop"] == [b, d, e, a]
    ch.move(d, 0, "drop", 9)  # in its own zone: the end is one place nearer
    assert state.zones[0]["drop"] == [b, e, a, d]
    assert [e_.dst for e_ in ch.events] == [(0, "drop", 2), (0, "drop", 0), (0, "drop", 3)]  # type: ignore[attr-defined]
    ch.move(c, 1, "hand", face_down=True, rested=True)
    card = state.cards[c]
    assert state.zones[1]["hand"] == [c] and state.where[c] == (1, "hand")
    assert (card.face_down, card.rested, card.peek) == (True, True, 0)
    assert (state.version, state.moved) == (version + 4, moved + 4)
    ch.rollback()
    assert state.snapshot() == before and state.version == version


def test_a_modifier_added_goes_last_and_one_removed_leaves_its_place() -> None:
    """`add_modifier` puts a modifier at the end of the list (the event says where), and
    `remove_modifiers` takes out those not kept; each counts a version and undoes exactly."""
    state = _state({"deck": ["Lumen Blade"]})
    card = state.zones[0]["deck"][0]
    first, second = Modifier(card, "power", 1, "turn"), Modifier(card, "power", 2, "battle")
    state.modifiers = [first]
    version = state.version
    ch = Changes(state)
    ch.add_modifier(second)
    assert state.modifiers == [first, second] and ch.events[-1].index == 1  # type: ignore[attr-defined]
    ch.remove_modifiers(lambda m: m.amount != 1)
    assert state.modifiers == [second] and ch.events[-1].index == 0  # type: ignore[attr-defined]
    assert state.version == version + 2
    ch.rollback()
    assert state.modifiers == [first] and state.version == version


def test_a_shuffle_hides_again_the_cards_a_player_had_seen_and_undoes() -> None:
    """A shuffled pile is unknown again: a card a player was shown there is forgotten (its
    peek cleared, one event for it alone), the order is the seeded one, and undo gives back
    both the order and what was seen."""
    state = _state({"deck": ["A", "B", "C", "D", "E"]})
    deck = list(state.zones[0]["deck"])
    state.cards[deck[1]].peek = 0b01  # player 0 looked at it
    state.cards[deck[3]].peek = 0b11  # revealed to both
    before = state.snapshot()
    ch = Changes(state)
    ch.shuffle(0, "deck")
    assert all(state.cards[i].peek == 0 for i in deck)
    turned = [e.card for e in ch.events if e.kind == "turn"]  # type: ignore[attr-defined]
    assert turned == [deck[1], deck[3]]
    assert sorted(state.zones[0]["deck"]) == sorted(deck)
    ch.rollback()
    assert state.snapshot() == before

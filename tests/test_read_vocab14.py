"""The ticket the printed-text reader learned for issue 26's vocab14 pass, played at the table
from INVENTED text: "put a <Name> ticket into your hand" takes the card of that name kept aside
with the deck (a token listed with it, never shuffled in) into the hand; with none listed the
step is not done and the log says so to both players. A token in the hand is no unit: never
ridden, called or a guardian by the rules (an override may). Each position acts through the
notation, checks the outcome and the log, and undoes it."""

from __future__ import annotations

from typing import Any

from playtester.engine import Game
from playtester.engine.events import Note
from playtester.engine.sight import sight
from playtester.games.vanguard.log import note_words
from playtester.games.vanguard.state import vg
from playtester.games.vanguard.text_reader import read_text
from tests.positions import CARDS, CLAN, allow, deny, game, names, player, unit
from tests.test_read_effects import undone

TICKET = (
    "[AUTO]:When rode upon, draw a card. Then, if your opponent's vanguard is grade 2 or"
    " greater, put a Lucky Charm ticket into your hand."
)
STARTER = unit("Charm Kid", 0, 6000, 10000, text=TICKET)
CHARM = {"name": "Lucky Charm", "kind": "token", "grade": 0, "clan": CLAN, "shield": 10000}
OTHER = {"name": "Iron Bell", "kind": "token", "grade": 0, "clan": CLAN, "shield": 10000}


def _ridden(aside: list[str], foe: str = "King") -> tuple[Game, dict[str, Any]]:
    """Player 0 rides a Lancer onto the Charm Kid (the deck: ten Squires, the cards kept aside
    `aside`) facing `foe`; the Kid's ability waits. Returns the game and the position then."""
    me = player(circles={"VC": "Charm Kid"}, hand=["Lancer"], deck=["Squire"] * 10, aside=aside)
    them = player(circles={"VC": foe})
    g = game(me, them, phase="ride", cards=[*CARDS, STARTER, CHARM, OTHER])
    allow(g, 'ride "Lancer"')
    assert names(g, 0, "soul") == ["Charm Kid"] and len(vg(g.state).pending) == 1
    return g, g.to_position()


def _log(g: Game, events: Any, viewer: int) -> list[str]:
    """The notes of `events` in words for `viewer`."""
    seen = sight(g, events, viewer)
    return [note_words(e, seen) for e in events if isinstance(e, Note)]


def test_the_text_is_read_whole() -> None:
    (reading,) = read_text(TICKET)
    assert reading.whole


def test_the_ticket_listed_aside_goes_to_the_hand_and_undo_returns_it() -> None:
    g, before = _ridden(["Iron Bell", "Lucky Charm"])
    events = g.apply('use "Charm Kid"')
    assert names(g, 0, "hand") == ["Squire", "Lucky Charm"]  # (the draw, then the ticket)
    assert names(g, 0, "aside") == ["Iron Bell"] and vg(g.state).resolving is None
    mine, theirs = _log(g, events, 0), _log(g, events, 1)
    assert "puts Lucky Charm from the cards kept aside to the hand" in mine
    assert "puts a card from the cards kept aside to the hand" in theirs
    assert not any("Lucky Charm" in line for line in theirs)
    undone(g, before, 1)
    assert names(g, 0, "aside") == ["Iron Bell", "Lucky Charm"] and names(g, 0, "hand") == []


def test_without_the_ticket_listed_nothing_moves_and_the_log_says_so() -> None:
    g, before = _ridden(["Iron Bell"])
    events = g.apply('use "Charm Kid"')
    assert names(g, 0, "hand") == ["Squire"] and names(g, 0, "aside") == ["Iron Bell"]
    unlisted = (
        'the ability of Charm Kid: no "Lucky Charm" ticket is listed with the deck (kept'
        " aside), so none is put into the hand (by hand, if there is one)"
    )
    assert unlisted in _log(g, events, 0) and unlisted in _log(g, events, 1)
    assert "the ability of Charm Kid is done" in _log(g, events, 0)
    undone(g, before, 1)


def test_when_the_condition_fails_only_the_draw_is_done() -> None:
    g, _ = _ridden(["Lucky Charm"], foe="Lancer")  # (the opponent's vanguard is grade 1)
    events = g.apply('use "Charm Kid"')
    assert names(g, 0, "hand") == ["Squire"] and names(g, 0, "aside") == ["Lucky Charm"]
    assert not any("ticket" in line for line in _log(g, events, 0))


def test_a_ticket_of_another_name_is_not_taken() -> None:
    g, _ = _ridden(["Iron Bell", "Iron Bell"])
    g.apply('use "Charm Kid"')
    assert names(g, 0, "aside") == ["Iron Bell", "Iron Bell"]


def test_the_aside_cards_are_their_owners_to_see() -> None:
    g, _ = _ridden(["Lucky Charm"])
    assert g.view_for(0)["players"][0]["aside"] == ["Lucky Charm"]
    assert "Lucky Charm" not in str(g.view_for(1)["players"][0]["aside"])


def _holding(phase: str, other: str = "Lancer", **top: Any) -> Game:
    """Player 0 (a grade 0 vanguard) holds the Lucky Charm token and `other`."""
    me = player(circles={"VC": "Squire"}, hand=["Lucky Charm", other])
    foe = player(circles={"VC": "Paladin"})
    return game(me, foe, phase=phase, cards=[*CARDS, CHARM], **top)


def test_a_token_in_hand_is_never_ridden_and_is_not_offered() -> None:
    g = _holding("ride")
    deny(g, 'ride "Lucky Charm"', "ride.aside", card="Lucky Charm", kind="token")
    assert [str(a) for a in g.legal_actions()] == ["next", 'ride "Lancer"']
    g.apply('ride "Lucky Charm"', override=True)  # (the player's call: never trapped)
    assert names(g, 0, "VC") == ["Lucky Charm"]


def test_a_token_in_hand_is_never_called_and_is_not_offered() -> None:
    g = _holding("main")
    deny(g, 'call "Lucky Charm" FL', "call.aside", card="Lucky Charm", kind="token")
    assert not any("Lucky Charm" in str(a) for a in g.legal_actions())


def test_a_token_in_hand_never_guards_and_is_not_offered() -> None:
    g = _holding("battle", "Draw Page", active=1)
    allow(g, "attack VC -> VC")
    deny(g, 'guard "Lucky Charm"', "guard.aside", card="Lucky Charm", kind="token")
    assert [str(a) for a in g.legal_actions()] == ["next", 'guard "Draw Page"']


def test_a_dealt_game_keeps_the_tokens_listed_with_a_deck_aside() -> None:
    """The deal puts a deck's tokens (and tickets) aside, outside the deck, its owner's to see."""
    from playtester.games.vanguard.cards import VanguardCard
    from playtester.games.vanguard.deck import Deck

    triggers = [VanguardCard(name=f"Spark {i // 4}", trigger="critical") for i in range(16)]
    units = [VanguardCard(name=f"Soldier {i // 4}", grade=1 + i % 3) for i in range(33)]
    ticket = VanguardCard(name="Lucky Charm", kind="token")
    deck = Deck.of([VanguardCard(name="Squire"), ticket, *triggers, *units], [])
    g = Game.new(decks=[deck, deck], seed=3)  # type: ignore[list-item]
    for me in (0, 1):
        assert names(g, me, "aside") == ["Lucky Charm"]
        assert "Lucky Charm" not in names(g, me, "deck") + names(g, me, "hand")
    assert g.view_for(0)["players"][0]["aside"] == ["Lucky Charm"]
    assert "Lucky Charm" not in str(g.view_for(1)["players"][0]["aside"])


def test_the_tickets_name_is_said_only_to_a_viewer_who_saw_the_abilitys_card() -> None:
    """(an ability of a card the viewer has not seen, one in a hand: its text is not theirs)"""
    from playtester.engine.events import CardRef
    from playtester.engine.sight import Sight

    note = Note("ticket unlisted", (CardRef(7, "Charm Kid"), 0, "Lucky Charm"))
    seen = note_words(note, Sight(seen=frozenset({7}), viewer=1))
    unseen = note_words(note, Sight(viewer=1))
    assert seen.startswith('the ability of Charm Kid: no "Lucky Charm" ticket is listed')
    assert "Lucky Charm" not in unseen and "Charm Kid" not in unseen
    assert unseen.startswith("the ability of a card: no such ticket is listed with the deck")


def test_the_table_and_its_pictures_show_no_card_kept_aside(window: Any) -> None:
    """(cards kept aside are outside the game: no card item, none on a board picture; the
    ticket put into the hand is drawn there)"""
    from playtester.render.board import card_slots

    g, _ = _ridden(["Lucky Charm"])
    charm = g.state.zones[0]["aside"][0]
    w = window(g)
    assert charm not in w.scene.cards and charm not in card_slots(g, 0)
    w.controller.act('use "Charm Kid"')
    assert names(g, 0, "hand") == ["Squire", "Lucky Charm"]
    assert charm in w.scene.cards and charm in card_slots(g, 0)
